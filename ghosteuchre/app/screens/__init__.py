"""The windows beside the table: the rules reference, the statistics and the hand history."""
