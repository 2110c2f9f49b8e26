"""The card art: the faces, the court figures of both decks and the shapes they are drawn with."""
