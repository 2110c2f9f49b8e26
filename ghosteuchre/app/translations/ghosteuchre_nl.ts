<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
  <context>
    <name>Accessible</name>
    <message>
      <source>Nine</source>
      <translation>negen</translation>
    </message>
    <message>
      <source>Ten</source>
      <translation>tien</translation>
    </message>
    <message>
      <source>Jack</source>
      <translation>boer</translation>
    </message>
    <message>
      <source>Queen</source>
      <translation>vrouw</translation>
    </message>
    <message>
      <source>King</source>
      <translation>koning</translation>
    </message>
    <message>
      <source>Ace</source>
      <translation>aas</translation>
    </message>
    <message>
      <source>{0} of {1}</source>
      <translation>{1} {0}</translation>
    </message>
    <message numerus="yes">
      <source>%n card(s)</source>
      <translation>
        <numerusform>%n kaart</numerusform>
        <numerusform>%n kaarten</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n trick(s)</source>
      <translation>
        <numerusform>%n slag</numerusform>
        <numerusform>%n slagen</numerusform>
      </translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>Your hand</source>
      <translation>Jouw hand</translation>
    </message>
    <message>
      <source>Trick</source>
      <translation>Slag</translation>
    </message>
    <message>
      <source>Given up by you</source>
      <translation>Afgestaan door jou</translation>
    </message>
    <message>
      <source>Trick, taken by you</source>
      <translation>Slag, gehaald door jou</translation>
    </message>
    <message>
      <source>Trick, taken by {0}</source>
      <translation>Slag, gehaald door {0}</translation>
    </message>
    <message>
      <source>played by you</source>
      <translation>gespeeld door jou</translation>
    </message>
    <message>
      <source>No card has been played to it yet.</source>
      <translation>Er is nog geen kaart in gespeeld.</translation>
    </message>
    <message>
      <source>played by {0}</source>
      <translation>gespeeld door {0}</translation>
    </message>
    <message>
      <source>led</source>
      <translation>uitgekomen</translation>
    </message>
    <message>
      <source>takes the trick</source>
      <translation>haalt de slag</translation>
    </message>
    <message>
      <source>Cards of {0}</source>
      <translation>Kaarten van {0}</translation>
    </message>
    <message>
      <source>{0}, face down</source>
      <translation>{0}, gesloten</translation>
    </message>
    <message>
      <source>left bower</source>
      <translation>linkerboer</translation>
    </message>
    <message>
      <source>right bower</source>
      <translation>rechterboer</translation>
    </message>
    <message>
      <source>trump</source>
      <translation>troef</translation>
    </message>
    <message>
      <source>playable</source>
      <translation>speelbaar</translation>
    </message>
    <message>
      <source>cannot be played</source>
      <translation>kan niet gespeeld worden</translation>
    </message>
    <message>
      <source>does not follow suit</source>
      <translation>bekent geen kleur</translation>
    </message>
    <message>
      <source>chosen to discard</source>
      <translation>gekozen om weg te leggen</translation>
    </message>
    <message>
      <source>kept</source>
      <translation>gehouden</translation>
    </message>
    <message>
      <source>suggested by the hint</source>
      <translation>voorgesteld door de tip</translation>
    </message>
    <message>
      <source>Ghost hand</source>
      <translation>Spookhand</translation>
    </message>
    <message>
      <source>6 cards, face down</source>
      <translation>6 kaarten, gesloten</translation>
    </message>
    <message>
      <source>Given up by {0}</source>
      <translation>Afgestaan door {0}</translation>
    </message>
    <message>
      <source>Dead hand</source>
      <translation>Dode hand</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>Blinde</translation>
    </message>
    <message>
      <source>5 cards, face down</source>
      <translation>5 kaarten, gesloten</translation>
    </message>
    <message>
      <source>the {0} was picked up</source>
      <translation>de {0} is opgepakt</translation>
    </message>
    <message>
      <source>the {0} was turned down</source>
      <translation>de {0} is omgedraaid</translation>
    </message>
    <message>
      <source>the {0} is turned up</source>
      <translation>de {0} ligt open</translation>
    </message>
    <message>
      <source>Kitty</source>
      <translation>Stok</translation>
    </message>
    <message>
      <source>turned up</source>
      <translation>open</translation>
    </message>
    <message>
      <source>dealer</source>
      <translation>gever</translation>
    </message>
    <message>
      <source>to play</source>
      <translation>moet spelen</translation>
    </message>
    <message>
      <source>to decide</source>
      <translation>moet beslissen</translation>
    </message>
    <message>
      <source>Score {0}</source>
      <translation>Score {0}</translation>
    </message>
    <message>
      <source>Card table</source>
      <translation>Speeltafel</translation>
    </message>
    <message>
      <source>Choices and messages</source>
      <translation>Keuzes en berichten</translation>
    </message>
  </context>
  <context>
    <name>BotReason</name>
    <message>
      <source>declarer</source>
      <translation>bieder</translation>
    </message>
    <message>
      <source>maker</source>
      <translation>troefmaker</translation>
    </message>
    <message>
      <source>the player on my left</source>
      <translation>de speler links van mij</translation>
    </message>
    <message>
      <source>the player on my right</source>
      <translation>de speler rechts van mij</translation>
    </message>
    <message>
      <source>another player</source>
      <translation>een andere speler</translation>
    </message>
    <message>
      <source>Shot the moon</source>
      <translation>Op de maan geschoten</translation>
    </message>
    <message>
      <source>Bid {0}</source>
      <translation>{0} geboden</translation>
    </message>
    <message>
      <source>Chose at random.</source>
      <translation>Willekeurig gekozen.</translation>
    </message>
    <message>
      <source>Played the {card}: the only card I was allowed to play.</source>
      <translation>De {card} gespeeld: de enige kaart die ik mocht spelen.</translation>
    </message>
    <message>
      <source>Discarded the {card}: the last card I had to give up.</source>
      <translation>De {card} weggelegd: de laatste kaart die ik moest afgeven.</translation>
    </message>
    <message>
      <source>Picked up the up-card: the rules require it.</source>
      <translation>De open kaart opgepakt: de regels schrijven het voor.</translation>
    </message>
    <message>
      <source>Chose {action}: the only thing I may do.</source>
      <translation>Gekozen voor {action}: het enige wat ik mag doen.</translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s).</source>
      <translation>
        <numerusform>{bid_verb}: met {suit} als troef haalt mijn hand ongeveer %n slag.</numerusform>
        <numerusform>{bid_verb}: met {suit} als troef haalt mijn hand ongeveer %n slagen.</numerusform>
      </translation>
    </message>
    <message>
      <source>Bid {bid_words}: the dealer may not pass when everyone else has.</source>
      <translation>{bid_words} geboden: de gever mag niet passen als iedereen al gepast heeft.</translation>
    </message>
    <message>
      <source>Swapped with the ghost hand: mine is too weak to bid, and a fresh hand is usually better.</source>
      <translation>Geruild met de spookhand: mijn hand is te zwak om te bieden, en een verse hand is meestal beter.</translation>
    </message>
    <message>
      <source>Passed: someone has already called the moon.</source>
      <translation>Gepast: iemand heeft al op de maan geschoten.</translation>
    </message>
    <message>
      <source>Passed: my hand is not strong enough to bid more than {bid}.</source>
      <translation>Gepast: mijn hand is niet sterk genoeg om meer dan {bid} te bieden.</translation>
    </message>
    <message>
      <source>Passed: my hand is not strong enough to bid.</source>
      <translation>Gepast: mijn hand is niet sterk genoeg om te bieden.</translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: my strongest suit, good for about %n trick(s).</source>
      <translation>
        <numerusform>{suit} gekozen: mijn sterkste kleur, goed voor ongeveer %n slag.</numerusform>
        <numerusform>{suit} gekozen: mijn sterkste kleur, goed voor ongeveer %n slagen.</numerusform>
      </translation>
    </message>
    <message>
      <source>Swapped with the ghost hand: an unseen hand is likely to be better than mine.</source>
      <translation>Geruild met de spookhand: een onbekende hand is waarschijnlijk beter dan de mijne.</translation>
    </message>
    <message>
      <source>{bid_verb}: with {suit} as trump my hand should make it.</source>
      <translation>{bid_verb}: met {suit} als troef zou mijn hand het moeten halen.</translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s), and a lower bid would likely be outbid.</source>
      <translation>
        <numerusform>{bid_verb}: met {suit} als troef haalt mijn hand ongeveer %n slag, en een lager bod zou waarschijnlijk overboden worden.</numerusform>
        <numerusform>{bid_verb}: met {suit} als troef haalt mijn hand ongeveer %n slagen, en een lager bod zou waarschijnlijk overboden worden.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s), and passing would likely cost me more.</source>
      <translation>
        <numerusform>{bid_verb}: met {suit} als troef haalt mijn hand ongeveer %n slag, en passen zou me waarschijnlijk meer kosten.</numerusform>
        <numerusform>{bid_verb}: met {suit} als troef haalt mijn hand ongeveer %n slagen, en passen zou me waarschijnlijk meer kosten.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s); a risk worth taking with another player close to winning.</source>
      <translation>
        <numerusform>{bid_verb}: met {suit} als troef haalt mijn hand ongeveer %n slag; een risico dat loont nu een andere speler dicht bij de winst is.</numerusform>
        <numerusform>{bid_verb}: met {suit} als troef haalt mijn hand ongeveer %n slagen; een risico dat loont nu een andere speler dicht bij de winst is.</numerusform>
      </translation>
    </message>
    <message>
      <source>Shot the moon: with {suit} as trump my hand should take every trick often enough to be worth the risk.</source>
      <translation>Op de maan geschoten: met {suit} als troef haalt mijn hand vaak genoeg alle slagen om het risico waard te zijn.</translation>
    </message>
    <message>
      <source>Named {suit}: my hand is strongest with it as trump.</source>
      <translation>{suit} gekozen: mijn hand is het sterkst met die kleur als troef.</translation>
    </message>
    <message>
      <source>Named {suit}: after the bids that followed mine, it is a better trump for me than the suit I bid with.</source>
      <translation>{suit} gekozen: na de biedingen die op de mijne volgden, is dat een betere troef voor mij dan de kleur waarmee ik bood.</translation>
    </message>
    <message>
      <source>Accepted: with {suit} as trump and the dummy's cards to choose from, I should take at least three tricks.</source>
      <translation>Aangenomen: met {suit} als troef en de kaarten van de blinde om uit te kiezen haal ik minstens drie slagen.</translation>
    </message>
    <message>
      <source>Ordered it up: with {suit} as trump and the dummy's cards to choose from, I should take at least three tricks.</source>
      <translation>Besteld: met {suit} als troef en de kaarten van de blinde om uit te kiezen haal ik minstens drie slagen.</translation>
    </message>
    <message>
      <source>Passed: with {suit} as trump I would too often be euchred.</source>
      <translation>Gepast: met {suit} als troef zou ik te vaak geëuchred worden.</translation>
    </message>
    <message>
      <source>Passed: no suit is strong enough for me to make it.</source>
      <translation>Gepast: geen enkele kleur is sterk genoeg om het te halen.</translation>
    </message>
    <message>
      <source>Named {suit}: with the dummy's cards I should take at least three tricks.</source>
      <translation>{suit} gekozen: met de kaarten van de blinde haal ik minstens drie slagen.</translation>
    </message>
    <message>
      <source>Named {suit}: the dealer must name a suit when everyone has passed.</source>
      <translation>{suit} gekozen: de gever moet een kleur kiezen als iedereen gepast heeft.</translation>
    </message>
    <message>
      <source>Picked up the {card}: one more trump to use against the maker.</source>
      <translation>De {card} opgepakt: nog een troef om tegen de troefmaker te gebruiken.</translation>
    </message>
    <message>
      <source>Went alone: my hand is strong enough to take all five tricks by itself.</source>
      <translation>Alleen gegaan: mijn hand is sterk genoeg om alle vijf slagen zelf te halen.</translation>
    </message>
    <message>
      <source>Took the dummy: five more cards to choose my best hand from.</source>
      <translation>De blinde genomen: vijf kaarten meer om mijn beste hand uit te kiezen.</translation>
    </message>
    <message>
      <source>Discarded the {card}: a low card I will not need.</source>
      <translation>De {card} weggelegd: een lage kaart die ik niet nodig heb.</translation>
    </message>
    <message>
      <source>Discarded the {card}: I keep my trumps and the side cards that go best with them.</source>
      <translation>De {card} weggelegd: ik houd mijn troeven en de bijkaarten die daar het best bij passen.</translation>
    </message>
    <message>
      <source>Discarded the {card}: my weakest trump.</source>
      <translation>De {card} weggelegd: mijn zwakste troef.</translation>
    </message>
    <message>
      <source>Discarded the {card}: now I have no {suit}, so I can trump when {suit} are led.</source>
      <translation>De {card} weggelegd: nu heb ik geen {suit} meer, dus kan ik troeven als {suit} worden uitgekomen.</translation>
    </message>
    <message numerus="yes">
      <source>Defended alone: with %n trump(s) I can stop the maker by myself.</source>
      <translation>
        <numerusform>Alleen verdedigd: met %n troef kan ik de troefmaker in mijn eentje tegenhouden.</numerusform>
        <numerusform>Alleen verdedigd: met %n troeven kan ik de troefmaker in mijn eentje tegenhouden.</numerusform>
      </translation>
    </message>
    <message>
      <source>Passed: I defend together with the other player.</source>
      <translation>Gepast: ik verdedig samen met de andere speler.</translation>
    </message>
    <message numerus="yes">
      <source>Defended alone: with %n trump(s) I may take every trick by myself, which scores more for us defenders than stopping the maker together.</source>
      <translation>
        <numerusform>Alleen verdedigd: met %n troef kan ik misschien in mijn eentje alle slagen halen, en dat levert ons verdedigers meer op dan de troefmaker samen tegenhouden.</numerusform>
        <numerusform>Alleen verdedigd: met %n troeven kan ik misschien in mijn eentje alle slagen halen, en dat levert ons verdedigers meer op dan de troefmaker samen tegenhouden.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Passed: with %n trump(s) I am unlikely to take every trick by myself, so the other player and I stop the maker more surely together.</source>
      <translation>
        <numerusform>Gepast: met %n troef haal ik in mijn eentje waarschijnlijk niet alle slagen, dus houden de andere speler en ik de troefmaker samen zekerder tegen.</numerusform>
        <numerusform>Gepast: met %n troeven haal ik in mijn eentje waarschijnlijk niet alle slagen, dus houden de andere speler en ik de troefmaker samen zekerder tegen.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: I hold %n trump(s), and with the dummy's cards I should take most of the tricks.</source>
      <translation>
        <numerusform>{suit} gekozen: ik heb %n troef, en met de kaarten van de blinde haal ik de meeste slagen.</numerusform>
        <numerusform>{suit} gekozen: ik heb %n troeven, en met de kaarten van de blinde haal ik de meeste slagen.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: a risk with %n trump(s) in my hand, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>{suit} gekozen: een risico met %n troef in mijn hand, maar als ik paste, zou {threat}, die dicht bij de winst is, waarschijnlijk troef maken.</numerusform>
        <numerusform>{suit} gekozen: een risico met %n troeven in mijn hand, maar als ik paste, zou {threat}, die dicht bij de winst is, waarschijnlijk troef maken.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: a risk with %n trump(s) in my hand, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>{suit} gekozen: een risico met %n troef in mijn hand, maar als ik paste, zou een andere speler waarschijnlijk troef maken en me meer kosten.</numerusform>
        <numerusform>{suit} gekozen: een risico met %n troeven in mijn hand, maar als ik paste, zou een andere speler waarschijnlijk troef maken en me meer kosten.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: with %n trump(s) in my hand, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>{suit} gekozen: met %n troef in mijn hand een twijfelgeval dat het risico volgens mij waard is.</numerusform>
        <numerusform>{suit} gekozen: met %n troeven in mijn hand een twijfelgeval dat het risico volgens mij waard is.</numerusform>
      </translation>
    </message>
    <message>
      <source>Passed: with {suit} as trump I would risk being euchred.</source>
      <translation>Gepast: met {suit} als troef zou ik het risico lopen geëuchred te worden.</translation>
    </message>
    <message>
      <source>Went alone: my hand should do better without the dummy than with it.</source>
      <translation>Alleen gegaan: mijn hand doet het zonder de blinde waarschijnlijk beter dan ermee.</translation>
    </message>
    <message>
      <source>Went alone: a close call that I think is worth the risk.</source>
      <translation>Alleen gegaan: een twijfelgeval dat het risico volgens mij waard is.</translation>
    </message>
    <message>
      <source>Took the dummy: its cards should help me more than going alone.</source>
      <translation>De blinde genomen: de kaarten ervan helpen me meer dan alleen gaan.</translation>
    </message>
    <message>
      <source>Declined the {card}: my hand is better without it.</source>
      <translation>De {card} laten liggen: mijn hand is beter zonder.</translation>
    </message>
    <message>
      <source>Picked up the {card}: it makes my hand stronger.</source>
      <translation>De {card} opgepakt: die maakt mijn hand sterker.</translation>
    </message>
    <message>
      <source>Discarded the {card}: the cards I keep give the maker the most trouble.</source>
      <translation>De {card} weggelegd: de kaarten die ik houd, bezorgen de troefmaker de meeste last.</translation>
    </message>
    <message>
      <source>Discarded the {card}: as maker I keep the five cards that should take the most tricks.</source>
      <translation>De {card} weggelegd: als troefmaker houd ik de vijf kaarten die de meeste slagen zouden moeten halen.</translation>
    </message>
    <message>
      <source>Discarded the {card}: the five cards I keep are my strongest.</source>
      <translation>De {card} weggelegd: de vijf kaarten die ik houd, zijn mijn sterkste.</translation>
    </message>
    <message>
      <source>Played the {card}.</source>
      <translation>De {card} gespeeld.</translation>
    </message>
    <message>
      <source>Played the {card}: with the cards still out, it takes the most tricks.</source>
      <translation>De {card} gespeeld: met de kaarten die nog in het spel zijn, haalt die de meeste slagen.</translation>
    </message>
    <message>
      <source>Played the {card}: it beats the cards played so far, and taking this trick is my best chance.</source>
      <translation>De {card} gespeeld: die slaat de kaarten die tot nu toe gespeeld zijn, en deze slag halen is mijn beste kans.</translation>
    </message>
    <message>
      <source>Played the {card}: I let this trick go and keep my better cards for later.</source>
      <translation>De {card} gespeeld: ik laat deze slag gaan en bewaar mijn betere kaarten voor later.</translation>
    </message>
    <message>
      <source>Led the {card}: leading {suit} now is my best chance.</source>
      <translation>Met de {card} uitgekomen: nu {suit} spelen is mijn beste kans.</translation>
    </message>
    <message numerus="yes">
      <source>Led the {card}: leading trump draws out the %n trump(s) I have not seen yet.</source>
      <translation>
        <numerusform>Met de {card} uitgekomen: troef uitkomen trekt de %n troef die ik nog niet gezien heb.</numerusform>
        <numerusform>Met de {card} uitgekomen: troef uitkomen trekt de %n troeven die ik nog niet gezien heb.</numerusform>
      </translation>
    </message>
    <message>
      <source>Led the {card}: the right bower is still out, so I lead the left bower to draw it.</source>
      <translation>Met de {card} uitgekomen: de rechterboer is nog in het spel, dus ik kom uit met de linkerboer om die eruit te trekken.</translation>
    </message>
    <message>
      <source>Led the {card}: my partner has no {suit} left and may trump it.</source>
      <translation>Met de {card} uitgekomen: mijn partner heeft geen {suit} meer en kan die kleur troeven.</translation>
    </message>
    <message>
      <source>Played the {card}: the highest card left in {suit}; only a trump can beat it.</source>
      <translation>De {card} gespeeld: de hoogste kaart die er nog is in {suit}; alleen een troef kan die slaan.</translation>
    </message>
    <message>
      <source>Played the {card}: the highest trump left, so nobody can beat it.</source>
      <translation>De {card} gespeeld: de hoogste troef die er nog is, dus niemand kan die slaan.</translation>
    </message>
    <message>
      <source>Threw off the {card}: I have no {suit}, and I keep my trumps for later.</source>
      <translation>De {card} weggegooid: ik heb geen {suit} en bewaar mijn troeven voor later.</translation>
    </message>
    <message>
      <source>Led the {card}: the lowest card of my shortest side suit, so I can trump that suit sooner.</source>
      <translation>Met de {card} uitgekomen: de laagste kaart van mijn kortste bijkleur, zodat ik die kleur eerder kan troeven.</translation>
    </message>
    <message>
      <source>Played the {card}: my partner's {winning} already wins the trick.</source>
      <translation>De {card} gespeeld: de {winning} van mijn partner wint de slag al.</translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: I hold %n trump(s) besides the up-card I pick up, and with the dummy's cards I should take most of the tricks.</source>
      <translation>
        <numerusform>{suit} aangenomen: naast de open kaart die ik oppak heb ik %n troef, en met de kaarten van de blinde haal ik de meeste slagen.</numerusform>
        <numerusform>{suit} aangenomen: naast de open kaart die ik oppak heb ik %n troeven, en met de kaarten van de blinde haal ik de meeste slagen.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: I hold %n trump(s), and with the dummy's cards I should take most of the tricks, even if the dealer picks up the up-card.</source>
      <translation>
        <numerusform>{suit} besteld: ik heb %n troef, en met de kaarten van de blinde haal ik de meeste slagen, ook als de gever de open kaart oppakt.</numerusform>
        <numerusform>{suit} besteld: ik heb %n troeven, en met de kaarten van de blinde haal ik de meeste slagen, ook als de gever de open kaart oppakt.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: a risk with %n trump(s) in my hand besides the up-card, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>{suit} aangenomen: een risico met %n troef in mijn hand naast de open kaart, maar als ik paste, zou {threat}, die dicht bij de winst is, waarschijnlijk troef maken.</numerusform>
        <numerusform>{suit} aangenomen: een risico met %n troeven in mijn hand naast de open kaart, maar als ik paste, zou {threat}, die dicht bij de winst is, waarschijnlijk troef maken.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: a risk with %n trump(s) in my hand, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>{suit} besteld: een risico met %n troef in mijn hand, maar als ik paste, zou {threat}, die dicht bij de winst is, waarschijnlijk troef maken.</numerusform>
        <numerusform>{suit} besteld: een risico met %n troeven in mijn hand, maar als ik paste, zou {threat}, die dicht bij de winst is, waarschijnlijk troef maken.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: a risk with %n trump(s) in my hand besides the up-card, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>{suit} aangenomen: een risico met %n troef in mijn hand naast de open kaart, maar als ik paste, zou een andere speler waarschijnlijk troef maken en me meer kosten.</numerusform>
        <numerusform>{suit} aangenomen: een risico met %n troeven in mijn hand naast de open kaart, maar als ik paste, zou een andere speler waarschijnlijk troef maken en me meer kosten.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: a risk with %n trump(s) in my hand, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>{suit} besteld: een risico met %n troef in mijn hand, maar als ik paste, zou een andere speler waarschijnlijk troef maken en me meer kosten.</numerusform>
        <numerusform>{suit} besteld: een risico met %n troeven in mijn hand, maar als ik paste, zou een andere speler waarschijnlijk troef maken en me meer kosten.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: with %n trump(s) in my hand besides the up-card, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>{suit} aangenomen: met %n troef in mijn hand naast de open kaart een twijfelgeval dat het risico volgens mij waard is.</numerusform>
        <numerusform>{suit} aangenomen: met %n troeven in mijn hand naast de open kaart een twijfelgeval dat het risico volgens mij waard is.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: with %n trump(s) in my hand, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>{suit} besteld: met %n troef in mijn hand een twijfelgeval dat het risico volgens mij waard is.</numerusform>
        <numerusform>{suit} besteld: met %n troeven in mijn hand een twijfelgeval dat het risico volgens mij waard is.</numerusform>
      </translation>
    </message>
    <message>
      <source>Trumped with the {card}: I have no {suit}, so I may play a trump.</source>
      <translation>Getroefd met de {card}: ik heb geen {suit}, dus ik mag een troef spelen.</translation>
    </message>
    <message>
      <source>Played the {card}: the cheapest card that wins the trick.</source>
      <translation>De {card} gespeeld: de goedkoopste kaart die de slag wint.</translation>
    </message>
    <message>
      <source>Played the {card}: I cannot beat the {winning}, so I keep my good cards.</source>
      <translation>De {card} gespeeld: ik kan de {winning} niet slaan, dus ik bewaar mijn goede kaarten.</translation>
    </message>
    <message numerus="yes">
      <source>Led the {card}: I am the {role} with %n trump(s), so I draw out the others' trumps.</source>
      <translation>
        <numerusform>Met de {card} uitgekomen: ik ben de {role} met %n troef, dus ik trek de troeven van de anderen.</numerusform>
        <numerusform>Met de {card} uitgekomen: ik ben de {role} met %n troeven, dus ik trek de troeven van de anderen.</numerusform>
      </translation>
    </message>
    <message>
      <source>Led the {card}: I am the {role} with 1 trump left, so I draw out the last trumps.</source>
      <translation>Met de {card} uitgekomen: ik ben de {role} met nog 1 troef, dus ik trek de laatste troeven.</translation>
    </message>
    <message>
      <source>Led the {card}: the highest card left in {suit}; only a trump can beat it.</source>
      <translation>Met de {card} uitgekomen: de hoogste kaart die er nog is in {suit}; alleen een troef kan die slaan.</translation>
    </message>
    <message>
      <source>Led the {card}: the highest trump left, so nobody can beat it.</source>
      <translation>Met de {card} uitgekomen: de hoogste troef die er nog is, dus niemand kan die slaan.</translation>
    </message>
    <message>
      <source>Led the {card}: I have only trumps left, so I lead the lowest.</source>
      <translation>Met de {card} uitgekomen: ik heb alleen nog troeven, dus ik kom uit met de laagste.</translation>
    </message>
    <message>
      <source>The {card} was my last card.</source>
      <translation>De {card} was mijn laatste kaart.</translation>
    </message>
    <message>
      <source>Led the {card}: leading trump draws out the others' trumps.</source>
      <translation>Met de {card} uitgekomen: troef uitkomen trekt de troeven van de anderen eruit.</translation>
    </message>
    <message>
      <source>Threw off the {card}.</source>
      <translation>De {card} weggegooid.</translation>
    </message>
    <message>
      <source>Threw off the {card}: with the cards still out, keeping my other cards takes the most tricks.</source>
      <translation>De {card} weggegooid: met de kaarten die nog in het spel zijn, halen mijn andere kaarten zo de meeste slagen.</translation>
    </message>
    <message>
      <source>Threw off the {card}: my partner's {winning} already wins the trick.</source>
      <translation>De {card} weggegooid: de {winning} van mijn partner wint de slag al.</translation>
    </message>
    <message>
      <source>Threw off the {card}: I cannot beat the {winning}, so I keep my good cards.</source>
      <translation>De {card} weggegooid: ik kan de {winning} niet slaan, dus ik bewaar mijn goede kaarten.</translation>
    </message>
    <message>
      <source>Threw off the {card}: I let this trick go and keep my better cards for later.</source>
      <translation>De {card} weggegooid: ik laat deze slag gaan en bewaar mijn betere kaarten voor later.</translation>
    </message>
    <message>
      <source>{bid_verb}: I expect my hand to make it.</source>
      <translation>{bid_verb}: ik verwacht dat mijn hand het haalt.</translation>
    </message>
    <message>
      <source>Discarded these cards: the five I keep do best with {suit} as trump.</source>
      <translation>Deze kaarten weggelegd: de vijf die ik houd, doen het best met {suit} als troef.</translation>
    </message>
    <message>
      <source>Chose the only sensible action.</source>
      <translation>Gekozen voor de enige verstandige zet.</translation>
    </message>
    <message>
      <source>Chose {action}: it came out best when I tried each choice.</source>
      <translation>Gekozen voor {action}: dat kwam er het best uit toen ik elke keuze probeerde.</translation>
    </message>
  </context>
  <context>
    <name>CardArt</name>
    <message>
      <source>J</source>
      <comment>jack corner index</comment>
      <translation>J</translation>
    </message>
    <message>
      <source>Q</source>
      <comment>queen corner index</comment>
      <translation>Q</translation>
    </message>
    <message>
      <source>K</source>
      <comment>king corner index</comment>
      <translation>K</translation>
    </message>
    <message>
      <source>A</source>
      <comment>ace corner index</comment>
      <translation>A</translation>
    </message>
  </context>
  <context>
    <name>Coach</name>
    <message>
      <source>The hand is over.</source>
      <translation>De hand is voorbij.</translation>
    </message>
    <message>
      <source>Last time you stopped at step {0} of {1}. Continue there, or start the lesson again?</source>
      <translation>De vorige keer stopte je bij stap {0} van {1}. Daar verdergaan, of de les opnieuw beginnen?</translation>
    </message>
    <message>
      <source>Continue at step {0}</source>
      <translation>Verder bij stap {0}</translation>
    </message>
    <message>
      <source>Start again</source>
      <translation>Opnieuw beginnen</translation>
    </message>
    <message>
      <source>Well done: you reached the goal against the best defence.</source>
      <translation>Goed gedaan: je hebt het doel bereikt tegen de beste verdediging.</translation>
    </message>
    <message>
      <source>Your turn: find a card that reaches the goal against the best defence.</source>
      <translation>Jouw beurt: zoek een kaart die het doel bereikt tegen de beste verdediging.</translation>
    </message>
    <message>
      <source>Lesson complete. Play the rest of the hand against Easy bots, or go back to the lessons.</source>
      <translation>Les voltooid. Speel de rest van de hand tegen makkelijke bots, of ga terug naar de lessen.</translation>
    </message>
    <message>
      <source>Finish this hand</source>
      <translation>Deze hand uitspelen</translation>
    </message>
    <message>
      <source>{0} · step {1} of {2}</source>
      <translation>{0} · stap {1} van {2}</translation>
    </message>
    <message>
      <source>Next</source>
      <translation>Volgende</translation>
    </message>
    <message>
      <source>Back to the practice deals</source>
      <translation>Terug naar de oefenspellen</translation>
    </message>
    <message>
      <source>Back to the lessons</source>
      <translation>Terug naar de lessen</translation>
    </message>
    <message>
      <source>There is nothing to play at this step.</source>
      <translation>Bij deze stap valt er niets te spelen.</translation>
    </message>
    <message>
      <source>There is no question at this step.</source>
      <translation>Bij deze stap hoort geen vraag.</translation>
    </message>
    <message>
      <source>Choose one of the answers.</source>
      <translation>Kies een van de antwoorden.</translation>
    </message>
    <message>
      <source>The lesson is over.</source>
      <translation>De les is afgelopen.</translation>
    </message>
    <message>
      <source>Answer this step first.</source>
      <translation>Beantwoord eerst deze stap.</translation>
    </message>
    <message>
      <source>Make the move this step asks for first.</source>
      <translation>Doe eerst de zet die deze stap vraagt.</translation>
    </message>
    <message>
      <source>That is not what this step asks. {0}</source>
      <translation>Dat is niet wat deze stap vraagt. {0}</translation>
    </message>
    <message>
      <source>Right: the {0} keeps the goal against best defence too.</source>
      <translation>Goed: ook met de {0} blijft het doel haalbaar tegen de beste verdediging.</translation>
    </message>
    <message>
      <source>Right: the {0} keeps the goal against best defence.</source>
      <translation>Goed: met de {0} blijft het doel haalbaar tegen de beste verdediging.</translation>
    </message>
    <message>
      <source>Not the {0}: then {1} takes this trick with the {2}, and the goal is lost.</source>
      <translation>Niet de {0}: dan haalt {1} deze slag met de {2}, en is het doel verloren.</translation>
    </message>
    <message>
      <source>Not the {0}: then {1} takes trick {2} with the {3}, and the goal is lost.</source>
      <translation>Niet de {0}: dan haalt {1} slag {2} met de {3}, en is het doel verloren.</translation>
    </message>
    <message>
      <source>Play the {0}: against best defence you then take {1} of the last {2} tricks.</source>
      <translation>Speel de {0}: tegen de beste verdediging haal je dan {1} van de laatste {2} slagen.</translation>
    </message>
    <message>
      <source>Play the {0}: against best defence you then take {1} tricks, and you need {2}.</source>
      <translation>Speel de {0}: tegen de beste verdediging haal je dan {1} slagen, en je hebt er {2} nodig.</translation>
    </message>
    <message>
      <source>Play the {0}: with your best play {1} then cannot take the {2} tricks needed.</source>
      <translation>Speel de {0}: met jouw beste spel kan {1} dan de {2} slagen die nodig zijn niet halen.</translation>
    </message>
    <message>
      <source>Leading a trump draws out the others' trumps.</source>
      <translation>Uitkomen met troef trekt de troeven van de anderen.</translation>
    </message>
    <message>
      <source>It wins this trick.</source>
      <translation>Die wint deze slag.</translation>
    </message>
    <message>
      <source>It wins this trick, and you keep the {0}, the highest trump left.</source>
      <translation>Die wint deze slag, en je houdt de {0}, de hoogste troef die nog over is.</translation>
    </message>
    <message>
      <source>Your side takes this trick all the same, and you keep your better cards.</source>
      <translation>Jouw kant haalt deze slag toch, en je houdt je betere kaarten.</translation>
    </message>
    <message>
      <source>It gives up this trick and keeps the {0}, which wins a later one.</source>
      <translation>Je geeft deze slag weg en houdt de {0}, die later een slag wint.</translation>
    </message>
    <message>
      <source>You cannot beat the {0}, so you give up a card you do not need.</source>
      <translation>Je kunt de {0} niet slaan, dus je geeft een kaart weg die je niet nodig hebt.</translation>
    </message>
    <message numerus="yes">
      <source>You must discard %n more card(s).</source>
      <translation>
        <numerusform>Je moet nog %n kaart wegleggen.</numerusform>
        <numerusform>Je moet nog %n kaarten wegleggen.</numerusform>
      </translation>
    </message>
    <message>
      <source>Practice deal {0}</source>
      <translation>Oefenspel {0}</translation>
    </message>
    <message>
      <source>There is nothing to discard now.</source>
      <translation>Er valt nu niets weg te leggen.</translation>
    </message>
    <message>
      <source>This call is likely to cost you about {0} points. Better: {1}. The Hard bot’s reason: “{2}”</source>
      <translation>Deze keuze kost je waarschijnlijk ongeveer {0} punten. Beter: {1}. De reden van de moeilijke bot: “{2}”</translation>
    </message>
  </context>
  <context>
    <name>Controller</name>
    <message>
      <source>It is not your turn.</source>
      <translation>Je bent niet aan de beurt.</translation>
    </message>
    <message>
      <source>There is nothing to discard now.</source>
      <translation>Er valt nu niets weg te leggen.</translation>
    </message>
    <message>
      <source>You can claim the rest only when your cards are sure to take every trick left.</source>
      <translation>Je kunt de rest alleen claimen als je kaarten zeker elke overgebleven slag winnen.</translation>
    </message>
    <message numerus="yes">
      <source>Choose exactly %n card(s) to discard.</source>
      <translation>
        <numerusform>Kies precies %n kaart om weg te leggen.</numerusform>
        <numerusform>Kies precies %n kaarten om weg te leggen.</numerusform>
      </translation>
    </message>
    <message>
      <source>The coach gives the hints in a lesson.</source>
      <translation>In een les geeft de coach de tips.</translation>
    </message>
    <message>
      <source>A hint is given on your turn.</source>
      <translation>Je krijgt een tip als je aan de beurt bent.</translation>
    </message>
    <message>
      <source>No hint could be found.</source>
      <translation>Er is geen tip gevonden.</translation>
    </message>
  </context>
  <context>
    <name>DecisionBar</name>
    <message>
      <source>Your choices</source>
      <translation>Jouw keuzes</translation>
    </message>
    <message>
      <source>Bid {0}</source>
      <translation>{0} bieden</translation>
    </message>
    <message>
      <source>Swap with the &amp;ghost</source>
      <translation>&amp;Ruilen met de spookhand</translation>
    </message>
    <message>
      <source>Shoot the &amp;moon</source>
      <translation>Op de &amp;maan schieten</translation>
    </message>
    <message>
      <source>&amp;Pass</source>
      <translation>&amp;Passen</translation>
    </message>
    <message>
      <source>&amp;Order it up</source>
      <translation>&amp;Bestellen</translation>
    </message>
    <message>
      <source>&amp;Accept</source>
      <translation>&amp;Aannemen</translation>
    </message>
    <message>
      <source>Pick &amp;up</source>
      <translation>&amp;Oppakken</translation>
    </message>
    <message>
      <source>&amp;Decline</source>
      <translation>La&amp;ten liggen</translation>
    </message>
    <message>
      <source>&amp;Take the dummy</source>
      <translation>De &amp;blinde nemen</translation>
    </message>
    <message>
      <source>Go &amp;alone</source>
      <translation>&amp;Alleen gaan</translation>
    </message>
    <message>
      <source>Defend &amp;alone</source>
      <translation>&amp;Alleen verdedigen</translation>
    </message>
    <message>
      <source>&amp;Discard {0} of {1}</source>
      <translation>{0} van {1} &amp;wegleggen</translation>
    </message>
    <message>
      <source>Call a &amp;renege on {0}</source>
      <translation>{0} verzaking aan&amp;rekenen</translation>
    </message>
    <message>
      <source>&amp;Claim the rest</source>
      <translation>De rest &amp;claimen</translation>
    </message>
    <message>
      <source>&amp;Next hand</source>
      <translation>&amp;Volgende hand</translation>
    </message>
    <message>
      <source>&amp;Clubs</source>
      <translation>&amp;Klaveren</translation>
    </message>
    <message>
      <source>&amp;Diamonds</source>
      <translation>&amp;Ruiten</translation>
    </message>
    <message>
      <source>&amp;Hearts</source>
      <translation>&amp;Harten</translation>
    </message>
    <message>
      <source>&amp;Spades</source>
      <translation>&amp;Schoppen</translation>
    </message>
    <message>
      <source>Bid 3, 4 or 5</source>
      <translation>3, 4 of 5 bieden</translation>
    </message>
  </context>
  <context>
    <name>Demo</name>
    <message>
      <source>North</source>
      <translation>Noord</translation>
    </message>
    <message>
      <source>West</source>
      <translation>West</translation>
    </message>
    <message>
      <source>East</source>
      <translation>Oost</translation>
    </message>
  </context>
  <context>
    <name>Describe</name>
    <message>
      <source>clubs</source>
      <translation>klaveren</translation>
    </message>
    <message>
      <source>diamonds</source>
      <translation>ruiten</translation>
    </message>
    <message>
      <source>hearts</source>
      <translation>harten</translation>
    </message>
    <message>
      <source>spades</source>
      <translation>schoppen</translation>
    </message>
    <message>
      <source>the moon</source>
      <translation>de maan</translation>
    </message>
    <message>
      <source>You swap with the ghost hand</source>
      <translation>Je ruilt met de spookhand</translation>
    </message>
    <message>
      <source>{0} swaps with the ghost hand</source>
      <translation>{0} ruilt met de spookhand</translation>
    </message>
    <message>
      <source>You bid {0}</source>
      <translation>Je biedt {0}</translation>
    </message>
    <message>
      <source>{0} bids {1}</source>
      <translation>{0} biedt {1}</translation>
    </message>
    <message>
      <source>You shoot the moon</source>
      <translation>Je schiet op de maan</translation>
    </message>
    <message>
      <source>{0} shoots the moon</source>
      <translation>{0} schiet op de maan</translation>
    </message>
    <message>
      <source>You pass</source>
      <translation>Je past</translation>
    </message>
    <message>
      <source>{0} passes</source>
      <translation>{0} past</translation>
    </message>
    <message>
      <source>You name {0}</source>
      <translation>Je kiest {0}</translation>
    </message>
    <message>
      <source>{0} names {1}</source>
      <translation>{0} kiest {1}</translation>
    </message>
    <message>
      <source>You accept the {0}</source>
      <translation>Je neemt de {0} aan</translation>
    </message>
    <message>
      <source>{0} accepts the {1}</source>
      <translation>{0} neemt de {1} aan</translation>
    </message>
    <message>
      <source>You order up the {0}</source>
      <translation>Je bestelt de {0}</translation>
    </message>
    <message>
      <source>{0} orders up the {1}</source>
      <translation>{0} bestelt de {1}</translation>
    </message>
    <message>
      <source>You pick up the {0}</source>
      <translation>Je pakt de {0} op</translation>
    </message>
    <message>
      <source>{0} picks up the {1}</source>
      <translation>{0} pakt de {1} op</translation>
    </message>
    <message>
      <source>You leave the {0}</source>
      <translation>Je laat de {0} liggen</translation>
    </message>
    <message>
      <source>{0} leaves the {1}</source>
      <translation>{0} laat de {1} liggen</translation>
    </message>
    <message>
      <source>You take the dummy</source>
      <translation>Je neemt de blinde</translation>
    </message>
    <message>
      <source>{0} takes the dummy</source>
      <translation>{0} neemt de blinde</translation>
    </message>
    <message>
      <source>You go alone</source>
      <translation>Je gaat alleen</translation>
    </message>
    <message>
      <source>{0} goes alone</source>
      <translation>{0} gaat alleen</translation>
    </message>
    <message>
      <source>You defend alone</source>
      <translation>Je verdedigt alleen</translation>
    </message>
    <message>
      <source>{0} defends alone</source>
      <translation>{0} verdedigt alleen</translation>
    </message>
    <message>
      <source>{0} — {1}</source>
      <translation>{0} — {1}</translation>
    </message>
    <message>
      <source>{0} · {1}</source>
      <translation>{0} · {1}</translation>
    </message>
    <message>
      <source>{0} — you take the trick</source>
      <translation>{0} — jij haalt de slag</translation>
    </message>
    <message>
      <source>{0} — {1} takes the trick</source>
      <translation>{0} — {1} haalt de slag</translation>
    </message>
    <message>
      <source>{0} (left bower)</source>
      <translation>{0} (linkerboer)</translation>
    </message>
    <message>
      <source>you lead the {0}</source>
      <translation>je komt uit met de {0}</translation>
    </message>
    <message>
      <source>{0} leads the {1}</source>
      <translation>{0} komt uit met de {1}</translation>
    </message>
    <message>
      <source>you follow with the {0}</source>
      <translation>je bekent met de {0}</translation>
    </message>
    <message>
      <source>{0} follows with the {1}</source>
      <translation>{0} bekent met de {1}</translation>
    </message>
    <message>
      <source>you trump with the {0}</source>
      <translation>je troeft met de {0}</translation>
    </message>
    <message>
      <source>{0} trumps with the {1}</source>
      <translation>{0} troeft met de {1}</translation>
    </message>
    <message>
      <source>you throw off the {0}</source>
      <translation>je gooit de {0} weg</translation>
    </message>
    <message>
      <source>{0} throws off the {1}</source>
      <translation>{0} gooit de {1} weg</translation>
    </message>
    <message>
      <source>Hand over</source>
      <translation>Hand voorbij</translation>
    </message>
    <message>
      <source>{0} to play</source>
      <translation>{0} moet spelen</translation>
    </message>
    <message>
      <source>{0} to decide</source>
      <translation>{0} moet beslissen</translation>
    </message>
    <message>
      <source>You won the bid: name trump</source>
      <translation>Je hebt het bod gewonnen: kies troef</translation>
    </message>
    <message>
      <source>Order up the {0}, or pass</source>
      <translation>Bestel de {0}, of pas</translation>
    </message>
    <message>
      <source>Pick up the {0} (then discard), or decline</source>
      <translation>Pak de {0} op (en leg dan een kaart weg), of laat hem liggen</translation>
    </message>
    <message>
      <source>Name a suit, or pass</source>
      <translation>Kies een kleur, of pas</translation>
    </message>
    <message>
      <source>Take the dummy, or go alone</source>
      <translation>Neem de blinde, of ga alleen</translation>
    </message>
    <message numerus="yes">
      <source>Choose %n card(s) to discard, then confirm</source>
      <translation>
        <numerusform>Kies %n kaart om weg te leggen en bevestig</numerusform>
        <numerusform>Kies %n kaarten om weg te leggen en bevestig</numerusform>
      </translation>
    </message>
    <message>
      <source>Defend alone, or pass</source>
      <translation>Verdedig alleen, of pas</translation>
    </message>
    <message>
      <source>Your lead</source>
      <translation>Jij komt uit</translation>
    </message>
    <message>
      <source>Your turn: play a card</source>
      <translation>Jouw beurt: speel een kaart</translation>
    </message>
    <message>
      <source>swap with the ghost hand</source>
      <translation>ruilen met de spookhand</translation>
    </message>
    <message>
      <source>bid {0}</source>
      <translation>{0} bieden</translation>
    </message>
    <message>
      <source>bid {0} to {1}</source>
      <translation>{0} tot {1} bieden</translation>
    </message>
    <message>
      <source>shoot the moon</source>
      <translation>op de maan schieten</translation>
    </message>
    <message>
      <source>pass</source>
      <translation>passen</translation>
    </message>
    <message>
      <source>{0} or {1}</source>
      <translation>{0} of {1}</translation>
    </message>
    <message>
      <source>{0} shot the moon: you may {1}</source>
      <translation>{0} schoot op de maan: je kunt {1}</translation>
    </message>
    <message>
      <source>Your bid: {0}</source>
      <translation>Jouw bod: {0}</translation>
    </message>
    <message>
      <source>play the {0}</source>
      <translation>de {0} spelen</translation>
    </message>
    <message>
      <source>discard {0}</source>
      <translation>{0} wegleggen</translation>
    </message>
    <message>
      <source>name {0}</source>
      <translation>{0} kiezen</translation>
    </message>
    <message>
      <source>accept the {0}</source>
      <translation>de {0} aannemen</translation>
    </message>
    <message>
      <source>order up the {0}</source>
      <translation>de {0} bestellen</translation>
    </message>
    <message>
      <source>go alone</source>
      <translation>alleen gaan</translation>
    </message>
    <message>
      <source>defend alone</source>
      <translation>alleen verdedigen</translation>
    </message>
    <message>
      <source>pick up the {0}</source>
      <translation>de {0} oppakken</translation>
    </message>
    <message>
      <source>leave the {0}</source>
      <translation>de {0} laten liggen</translation>
    </message>
    <message>
      <source>take the dummy</source>
      <translation>de blinde nemen</translation>
    </message>
    <message>
      <source>Hint: {0}</source>
      <translation>Tip: {0}</translation>
    </message>
    <message>
      <source>The Hard bot’s reason: “{0}”</source>
      <translation>De reden van de moeilijke bot: “{0}”</translation>
    </message>
    <message>
      <source>You take the trick</source>
      <translation>Jij haalt de slag</translation>
    </message>
    <message>
      <source>{0} takes the trick</source>
      <translation>{0} haalt de slag</translation>
    </message>
    <message numerus="yes">
      <source>You call a renege on {0}: {0} loses %n point(s)</source>
      <translation>
        <numerusform>Je rekent {0} een verzaking aan: {0} verliest %n punt</numerusform>
        <numerusform>Je rekent {0} een verzaking aan: {0} verliest %n punten</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on you: you lose %n point(s)</source>
      <translation>
        <numerusform>{0} rekent jou een verzaking aan: je verliest %n punt</numerusform>
        <numerusform>{0} rekent jou een verzaking aan: je verliest %n punten</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on {1}: {1} loses %n point(s)</source>
      <translation>
        <numerusform>{0} rekent {1} een verzaking aan: {1} verliest %n punt</numerusform>
        <numerusform>{0} rekent {1} een verzaking aan: {1} verliest %n punten</numerusform>
      </translation>
    </message>
    <message>
      <source>seat {0}</source>
      <translation>plaats {0}</translation>
    </message>
    <message>
      <source>the current hand is not finished</source>
      <translation>de huidige hand is nog niet klaar</translation>
    </message>
    <message>
      <source>the game is over</source>
      <translation>het spel is voorbij</translation>
    </message>
    <message>
      <source>each player must be dealt {size} cards</source>
      <translation>elke speler moet {size} kaarten krijgen</translation>
    </message>
    <message>
      <source>a Ghost Hand deal has a ghost hand of 6 cards and nothing else</source>
      <translation>een Ghost Hand-deling heeft een spookhand van 6 kaarten en verder niets</translation>
    </message>
    <message>
      <source>a Cutthroat deal has a dummy of 5 cards and a kitty of 4</source>
      <translation>een Cutthroat-deling heeft een blinde van 5 kaarten en een stok van 4</translation>
    </message>
    <message>
      <source>the deal must use each of the 24 cards exactly once</source>
      <translation>de deling moet elk van de 24 kaarten precies één keer gebruiken</translation>
    </message>
    <message>
      <source>there is nothing to undo</source>
      <translation>er valt niets ongedaan te maken</translation>
    </message>
    <message>
      <source>nobody can {verb} now: the hand is not dealt yet</source>
      <translation>niemand kan nu {verb}: de hand is nog niet gedeeld</translation>
    </message>
    <message>
      <source>it is not your turn</source>
      <translation>je bent niet aan de beurt</translation>
    </message>
    <message>
      <source>you cannot {verb} now</source>
      <translation>je kunt nu niet {verb}</translation>
    </message>
    <message>
      <source>you do not hold the {card}</source>
      <translation>je hebt de {card} niet</translation>
    </message>
    <message>
      <source>You must follow {suit}: you hold the {shown}{bower}</source>
      <translation>Je moet {suit} bekennen: je hebt de {shown}{bower}</translation>
    </message>
    <message>
      <source>swapping with the ghost hand is turned off</source>
      <translation>ruilen met de spookhand staat uit</translation>
    </message>
    <message>
      <source>seat {swapper} already swapped with the ghost hand</source>
      <translation>plaats {swapper} heeft al met de spookhand geruild</translation>
    </message>
    <message>
      <source>{who} can only pass: the moon has been called</source>
      <translation>{who} kan alleen passen: er is al op de maan geschoten</translation>
    </message>
    <message>
      <source>{who} cannot shoot the moon: it has already been called</source>
      <translation>{who} kan niet op de maan schieten: dat is al gedaan</translation>
    </message>
    <message>
      <source>a bid of 6 tricks is shooting the moon: say moon</source>
      <translation>een bod van 6 slagen is op de maan schieten: zeg maan</translation>
    </message>
    <message>
      <source>you must bid from {low} to 5</source>
      <translation>je moet {low} tot 5 bieden</translation>
    </message>
    <message>
      <source>you may not pass: as dealer you are stuck with a bid</source>
      <translation>je mag niet passen: als gever moet je bieden</translation>
    </message>
    <message>
      <source>{suit} were turned down: name another suit</source>
      <translation>{suit} zijn omgedraaid: kies een andere kleur</translation>
    </message>
    <message>
      <source>you must name a suit: as dealer you are stuck</source>
      <translation>je moet een kleur kiezen: als gever moet je</translation>
    </message>
    <message>
      <source>the dealer must pick up the up-card: dealer pick-up is required</source>
      <translation>de gever moet de open kaart oppakken: oppakken is verplicht</translation>
    </message>
    <message>
      <source>a renege call must name the calling seat</source>
      <translation>een verzaking aanrekenen moet de plaats van de aanrekenaar noemen</translation>
    </message>
    <message>
      <source>reneges cannot be called: illegal cards are refused in this game</source>
      <translation>verzakingen kunnen niet worden aangerekend: in dit spel worden foute kaarten geweigerd</translation>
    </message>
    <message>
      <source>a renege call names seats 0, 1 or 2</source>
      <translation>een verzaking aanrekenen noemt plaats 0, 1 of 2</translation>
    </message>
    <message>
      <source>{who} cannot call a renege on themselves</source>
      <translation>{who} kan zichzelf geen verzaking aanrekenen</translation>
    </message>
    <message>
      <source>no hand has been dealt</source>
      <translation>er is geen hand gedeeld</translation>
    </message>
    <message>
      <source>the cards played so far do not prove a renege by that player</source>
      <translation>de kaarten die tot nu toe gespeeld zijn, bewijzen geen verzaking van die speler</translation>
    </message>
    <message>
      <source>club</source>
      <translation>klaver</translation>
    </message>
    <message>
      <source>diamond</source>
      <translation>ruit</translation>
    </message>
    <message>
      <source>heart</source>
      <translation>hart</translation>
    </message>
    <message>
      <source>spade</source>
      <translation>schop</translation>
    </message>
    <message>
      <source>a {0} while {1} are trump</source>
      <translation>een {0} zolang {1} troef is</translation>
    </message>
    <message>
      <source>, which is {0}</source>
      <translation>, en die is {0}</translation>
    </message>
    <message>
      <source>; the {0} is {1}</source>
      <translation>; de {0} is {1}</translation>
    </message>
    <message>
      <source>name a suit</source>
      <translation>een kleur kiezen</translation>
    </message>
    <message>
      <source>discard the {0}</source>
      <translation>de {0} wegleggen</translation>
    </message>
    <message>
      <source>order up</source>
      <translation>bestellen</translation>
    </message>
    <message>
      <source>pick up</source>
      <translation>oppakken</translation>
    </message>
    <message>
      <source>decline the up-card</source>
      <translation>de open kaart laten liggen</translation>
    </message>
    <message>
      <source>call a renege</source>
      <translation>een verzaking aanrekenen</translation>
    </message>
    <message>
      <source>{0} bid {1}</source>
      <translation>{0} bood {1}</translation>
    </message>
    <message>
      <source>You are the maker, alone</source>
      <translation>Jij bent de troefmaker, alleen</translation>
    </message>
    <message>
      <source>You are the maker</source>
      <translation>Jij bent de troefmaker</translation>
    </message>
    <message>
      <source>{0} is the maker, alone</source>
      <translation>{0} is de troefmaker, alleen</translation>
    </message>
    <message>
      <source>{0} is the maker</source>
      <translation>{0} is de troefmaker</translation>
    </message>
    <message>
      <source>; you defend alone</source>
      <translation>; jij verdedigt alleen</translation>
    </message>
    <message>
      <source>; {0} defends alone</source>
      <translation>; {0} verdedigt alleen</translation>
    </message>
    <message>
      <source>Everybody passed: no points, and the deal passes left.</source>
      <translation>Iedereen paste: geen punten, en de deling gaat naar links.</translation>
    </message>
    <message>
      <source>You shot the moon in {0}</source>
      <translation>Je schoot op de maan in {0}</translation>
    </message>
    <message>
      <source>{0} shot the moon in {1}</source>
      <translation>{0} schoot op de maan in {1}</translation>
    </message>
    <message>
      <source>You bid {0} in {1}</source>
      <translation>Je bood {0} in {1}</translation>
    </message>
    <message>
      <source>{0} bid {1} in {2}</source>
      <translation>{0} bood {1} in {2}</translation>
    </message>
    <message>
      <source>You went alone in {0} and were euchred</source>
      <translation>Je ging alleen in {0} en werd geëuchred</translation>
    </message>
    <message>
      <source>{0} went alone in {1} and was euchred</source>
      <translation>{0} ging alleen in {1} en werd geëuchred</translation>
    </message>
    <message>
      <source>You were euchred in {0}</source>
      <translation>Je werd geëuchred in {0}</translation>
    </message>
    <message>
      <source>{0} was euchred in {1}</source>
      <translation>{0} werd geëuchred in {1}</translation>
    </message>
    <message>
      <source>You marched alone in {0}</source>
      <translation>Je haalde alleen mars in {0}</translation>
    </message>
    <message>
      <source>{0} marched alone in {1}</source>
      <translation>{0} haalde alleen mars in {1}</translation>
    </message>
    <message>
      <source>You marched in {0}</source>
      <translation>Je haalde mars in {0}</translation>
    </message>
    <message>
      <source>{0} marched in {1}</source>
      <translation>{0} haalde mars in {1}</translation>
    </message>
    <message>
      <source>You made {0}, alone</source>
      <translation>Je haalde {0}, alleen</translation>
    </message>
    <message>
      <source>{0} made {1}, alone</source>
      <translation>{0} haalde {1}, alleen</translation>
    </message>
    <message>
      <source>You made {0}</source>
      <translation>Je haalde {0}</translation>
    </message>
    <message>
      <source>{0} made {1}</source>
      <translation>{0} haalde {1}</translation>
    </message>
    <message>
      <source>; you defended alone</source>
      <translation>; jij verdedigde alleen</translation>
    </message>
    <message>
      <source>; {0} defended alone</source>
      <translation>; {0} verdedigde alleen</translation>
    </message>
    <message>
      <source>Bid {0} made: +1 a trick</source>
      <translation>Bod {0} gehaald: +1 per slag</translation>
    </message>
    <message>
      <source>Bid {0} lost: −{0}</source>
      <translation>Bod {0} niet gehaald: −{0}</translation>
    </message>
    <message>
      <source>Moon made: +{0}</source>
      <translation>Maan gehaald: +{0}</translation>
    </message>
    <message>
      <source>Moon failed: −{0}</source>
      <translation>Maan mislukt: −{0}</translation>
    </message>
    <message>
      <source>No tricks</source>
      <translation>Geen slagen</translation>
    </message>
    <message>
      <source>March, all 5 tricks: +{0}</source>
      <translation>Mars, alle 5 slagen: +{0}</translation>
    </message>
    <message>
      <source>Lone march: +{0}</source>
      <translation>Mars alleen: +{0}</translation>
    </message>
    <message>
      <source>Euchred: each defender +{0}</source>
      <translation>Geëuchred: elke verdediger +{0}</translation>
    </message>
    <message>
      <source>Renege on trick {0}, not called</source>
      <translation>Verzaking in slag {0}, niet aangerekend</translation>
    </message>
    <message>
      <source>Renege called by you: −{0}</source>
      <translation>Verzaking aangerekend door jou: −{0}</translation>
    </message>
    <message>
      <source>Renege called by {0}: −{1}</source>
      <translation>Verzaking aangerekend door {0}: −{1}</translation>
    </message>
    <message>
      <source>+1 a trick</source>
      <translation>+1 per slag</translation>
    </message>
    <message>
      <source>Maker took 3 or 4 tricks: +1</source>
      <translation>Troefmaker haalde 3 of 4 slagen: +1</translation>
    </message>
    <message>
      <source>Euchred</source>
      <translation>Geëuchred</translation>
    </message>
    <message>
      <source>Beaten by a lone defender</source>
      <translation>Verslagen door een alleen verdedigende speler</translation>
    </message>
    <message>
      <source>Lone defence took 3 or 4: each defender +2</source>
      <translation>Alleen verdedigd, 3 of 4 slagen: elke verdediger +2</translation>
    </message>
    <message>
      <source>Lone defence took all 5: each defender +4</source>
      <translation>Alleen verdedigd, alle 5 slagen: elke verdediger +4</translation>
    </message>
    <message>
      <source>{0}: tricks {1}, {2} ({3})</source>
      <translation>{0}: slagen {1}, {2} ({3})</translation>
    </message>
    <message>
      <source>All passed</source>
      <translation>Iedereen paste</translation>
    </message>
    <message>
      <source>Easy</source>
      <translation>Makkelijk</translation>
    </message>
    <message>
      <source>Medium</source>
      <translation>Gemiddeld</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>Moeilijk</translation>
    </message>
  </context>
  <context>
    <name>GameFiles</name>
    <message>
      <source>Ghost Euchre games (*.euchre.json)</source>
      <translation>Ghost Euchre-spellen (*.euchre.json)</translation>
    </message>
    <message>
      <source>Readable text (*.txt)</source>
      <translation>Leesbare tekst (*.txt)</translation>
    </message>
    <message>
      <source>Export hand history</source>
      <translation>Handgeschiedenis exporteren</translation>
    </message>
    <message>
      <source>Save game</source>
      <translation>Spel opslaan</translation>
    </message>
    <message>
      <source>Open game</source>
      <translation>Spel openen</translation>
    </message>
    <message>
      <source>{0} could not be opened: {1}.</source>
      <translation>{0} kon niet worden geopend: {1}.</translation>
    </message>
    <message>
      <source>{0} already exists. Do you want to replace it?</source>
      <translation>{0} bestaat al. Wil je het vervangen?</translation>
    </message>
    <message>
      <source>There is no game to save.</source>
      <translation>Er is geen spel om op te slaan.</translation>
    </message>
    <message>
      <source>Ghost Euchre game</source>
      <translation>Ghost Euchre-spel</translation>
    </message>
    <message>
      <source>No hand has been finished yet, so there is no hand history to export.</source>
      <translation>Er is nog geen hand uitgespeeld, dus er is geen handgeschiedenis om te exporteren.</translation>
    </message>
    <message>
      <source>Ghost Euchre hands</source>
      <translation>Ghost Euchre-handen</translation>
    </message>
  </context>
  <context>
    <name>GameKeeper</name>
    <message>
      <source>Your {0} game is not finished. What should become of it?</source>
      <translation>Je spel {0} is niet af. Wat moet ermee gebeuren?</translation>
    </message>
    <message>
      <source>&amp;Resume</source>
      <translation>&amp;Hervatten</translation>
    </message>
  </context>
  <context>
    <name>GameOverScreen</name>
    <message>
      <source>New game…</source>
      <translation>Nieuw spel…</translation>
    </message>
    <message>
      <source>Play again</source>
      <translation>Opnieuw spelen</translation>
    </message>
    <message>
      <source>A new deal with the same players and rules (Enter)</source>
      <translation>Opnieuw delen met dezelfde spelers en regels (Enter)</translation>
    </message>
    <message>
      <source>Choose the rules and the players (N)</source>
      <translation>Kies de regels en de spelers (N)</translation>
    </message>
    <message>
      <source>Review your play</source>
      <translation>Je spel analyseren</translation>
    </message>
    <message>
      <source>Step through the last hand and see which of your choices cost points</source>
      <translation>Loop de laatste hand stap voor stap door en zie welke van je keuzes punten kostten</translation>
    </message>
    <message>
      <source>Ghost Hand</source>
      <translation>Ghost Hand</translation>
    </message>
    <message>
      <source>Cutthroat</source>
      <translation>Cutthroat</translation>
    </message>
    <message>
      <source>The game is over</source>
      <translation>Het spel is voorbij</translation>
    </message>
    <message>
      <source>You win the game, with a score of {0}!</source>
      <translation>Je wint het spel, met een score van {0}!</translation>
    </message>
    <message>
      <source>{0} wins the game, with a score of {1}</source>
      <translation>{0} wint het spel, met een score van {1}</translation>
    </message>
    <message>
      <source>playing to {0}</source>
      <translation>gespeeld tot {0}</translation>
    </message>
    <message>
      <source>hands played: {0}</source>
      <translation>gespeelde handen: {0}</translation>
    </message>
    <message>
      <source>Last hand: {0}</source>
      <translation>Laatste hand: {0}</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>Plaats</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Speler</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Score</translation>
    </message>
    <message>
      <source>Bids</source>
      <translation>Biedingen</translation>
    </message>
    <message>
      <source>Hands this player won the bidding</source>
      <translation>Handen waarin deze speler het bieden won</translation>
    </message>
    <message>
      <source>Made</source>
      <translation>Gehaald</translation>
    </message>
    <message>
      <source>Bids made</source>
      <translation>Gehaalde biedingen</translation>
    </message>
    <message>
      <source>Set</source>
      <translation>Down</translation>
    </message>
    <message>
      <source>Bids that fell short</source>
      <translation>Biedingen die niet gehaald werden</translation>
    </message>
    <message>
      <source>Set others</source>
      <translation>Down gezet</translation>
    </message>
    <message>
      <source>Another player's bids that fell short against this player</source>
      <translation>Biedingen van een andere speler die tegen deze speler niet gehaald werden</translation>
    </message>
    <message>
      <source>Moons shot / made</source>
      <translation>Manen / gehaald</translation>
    </message>
    <message>
      <source>Moons shot, and how many were made</source>
      <translation>Keren op de maan geschoten, en hoeveel daarvan gehaald</translation>
    </message>
    <message>
      <source>Made trump</source>
      <translation>Troef gemaakt</translation>
    </message>
    <message>
      <source>Hands this player named trump</source>
      <translation>Handen waarin deze speler troef koos</translation>
    </message>
    <message>
      <source>Hands the maker took 3 or more tricks</source>
      <translation>Handen waarin de troefmaker 3 of meer slagen haalde</translation>
    </message>
    <message>
      <source>Euchred</source>
      <translation>Geëuchred</translation>
    </message>
    <message>
      <source>Hands this player made trump and was euchred</source>
      <translation>Handen waarin deze speler troef maakte en geëuchred werd</translation>
    </message>
    <message>
      <source>Euchres</source>
      <translation>Euchres</translation>
    </message>
    <message>
      <source>Hands this player helped euchre the maker</source>
      <translation>Handen waarin deze speler hielp de troefmaker te euchren</translation>
    </message>
    <message>
      <source>Marched / alone</source>
      <translation>Mars / alleen</translation>
    </message>
    <message>
      <source>Hands this player made trump and took all 5 tricks, and hands this player went alone</source>
      <translation>Handen waarin deze speler troef maakte en alle 5 slagen haalde, en handen waarin deze speler alleen ging</translation>
    </message>
    <message>
      <source>Defended alone / won</source>
      <translation>Alleen verdedigd / gewonnen</translation>
    </message>
    <message>
      <source>Hands this player defended alone, and how many beat the maker</source>
      <translation>Handen waarin deze speler alleen verdedigde, en hoeveel daarvan de troefmaker versloegen</translation>
    </message>
    <message>
      <source>Tricks</source>
      <translation>Slagen</translation>
    </message>
    <message>
      <source>Tricks won in the whole game</source>
      <translation>Slagen gewonnen in het hele spel</translation>
    </message>
  </context>
  <context>
    <name>GameQuestion</name>
    <message>
      <source>Ghost Euchre</source>
      <translation>Ghost Euchre</translation>
    </message>
    <message>
      <source>A discarded game is kept in Game → Past games.</source>
      <translation>Een opzijgelegd spel wordt bewaard in Spel → Eerdere spellen.</translation>
    </message>
    <message>
      <source>&amp;Keep playing</source>
      <translation>&amp;Verder spelen</translation>
    </message>
    <message>
      <source>&amp;Save it and continue</source>
      <translation>&amp;Opslaan en doorgaan</translation>
    </message>
    <message>
      <source>&amp;Discard</source>
      <translation>Op&amp;zijleggen</translation>
    </message>
  </context>
  <context>
    <name>HandHistoryWindow</name>
    <message>
      <source>Hand history</source>
      <translation>Handgeschiedenis</translation>
    </message>
    <message>
      <source>{0}'s view</source>
      <translation>Wat {0} ziet</translation>
    </message>
    <message>
      <source>Your view</source>
      <translation>Wat jij ziet</translation>
    </message>
    <message>
      <source>All cards open</source>
      <translation>Alle kaarten open</translation>
    </message>
    <message>
      <source>Play this deal again</source>
      <translation>Deze deling opnieuw spelen</translation>
    </message>
    <message>
      <source>In your seat</source>
      <translation>Op jouw plaats</translation>
    </message>
    <message>
      <source>In {0}'s seat</source>
      <translation>Op de plaats van {0}</translation>
    </message>
    <message>
      <source>Hand:</source>
      <translation>Hand:</translation>
    </message>
    <message>
      <source>Show:</source>
      <translation>Tonen:</translation>
    </message>
    <message>
      <source>|◀ Start</source>
      <translation>|◀ Begin</translation>
    </message>
    <message>
      <source>◀◀ Trick</source>
      <translation>◀◀ Slag</translation>
    </message>
    <message>
      <source>◀ Back</source>
      <translation>◀ Terug</translation>
    </message>
    <message>
      <source>Forward ▶</source>
      <translation>Verder ▶</translation>
    </message>
    <message>
      <source>End of trick ▶▶</source>
      <translation>Einde slag ▶▶</translation>
    </message>
    <message>
      <source>End ▶|</source>
      <translation>Einde ▶|</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Sluiten</translation>
    </message>
    <message>
      <source>Review my play</source>
      <translation>Mijn spel analyseren</translation>
    </message>
    <message>
      <source>What the words mean: {0}.</source>
      <translation>Wat de woorden betekenen: {0}.</translation>
    </message>
    <message>
      <source>The deal: you deal. {0} actions follow.</source>
      <translation>Het delen: jij deelt. Er volgen {0} acties.</translation>
    </message>
    <message>
      <source>The deal: {0} deals. {1} actions follow.</source>
      <translation>Het delen: {0} deelt. Er volgen {1} acties.</translation>
    </message>
    <message>
      <source>Action {0} of {1}: {2}</source>
      <translation>Actie {0} van {1}: {2}</translation>
    </message>
    <message>
      <source>you play the {0}</source>
      <translation>je speelt de {0}</translation>
    </message>
    <message>
      <source>{0} plays the {1}</source>
      <translation>{0} speelt de {1}</translation>
    </message>
    <message>
      <source>you discard the {0}</source>
      <translation>je legt de {0} weg</translation>
    </message>
    <message>
      <source>{0} discards the {1}</source>
      <translation>{0} legt de {1} weg</translation>
    </message>
    <message>
      <source>{0} discards a card</source>
      <translation>{0} legt een kaart weg</translation>
    </message>
    <message>
      <source>Choose “All cards open” to see which card {0} discarded, and why.</source>
      <translation>Kies “Alle kaarten open” om te zien welke kaart {0} weglegde, en waarom.</translation>
    </message>
    <message>
      <source>Working out {0}'s reason…</source>
      <translation>De reden van {0} wordt bepaald…</translation>
    </message>
    <message>
      <source>{0}'s reason was not saved with the game.</source>
      <translation>De reden van {0} is niet met het spel opgeslagen.</translation>
    </message>
    <message>
      <source>{0}'s reason: “{1}”</source>
      <translation>De reden van {0}: “{1}”</translation>
    </message>
    <message>
      <source>{0}: {1}</source>
      <translation>{0}: {1}</translation>
    </message>
    <message>
      <source>Ghost hand: {0}</source>
      <translation>Spookhand: {0}</translation>
    </message>
    <message>
      <source>Dummy: {0}</source>
      <translation>Blinde: {0}</translation>
    </message>
    <message>
      <source>Reviewing your play…</source>
      <translation>Je spel wordt geanalyseerd…</translation>
    </message>
    <message>
      <source>Reviewing your play… {0} of {1}</source>
      <translation>Je spel wordt geanalyseerd… {0} van {1}</translation>
    </message>
    <message>
      <source>The review could not be finished.</source>
      <translation>De analyse kon niet worden afgemaakt.</translation>
    </message>
    <message>
      <source>You had no choice to make in this hand.</source>
      <translation>Je had in deze hand niets te kiezen.</translation>
    </message>
    <message>
      <source>In bold: what cost you half a point or a trick or more, on average. Click a line to see the table at that moment.</source>
      <translation>Vetgedrukt: wat je gemiddeld een half punt of een hele slag of meer kostte. Klik op een regel om de tafel op dat moment te zien.</translation>
    </message>
    <message>
      <source>The marked decisions cost you about {0} points in all.</source>
      <translation>De gemarkeerde beslissingen kostten je samen ongeveer {0} punten.</translation>
    </message>
    <message>
      <source>No decision cost you half a point or a trick. Well played.</source>
      <translation>Geen enkele beslissing kostte je een half punt of een hele slag. Goed gespeeld.</translation>
    </message>
    <message>
      <source>✓ {0}: {1}, as the Hard bot would.</source>
      <translation>✓ {0}: {1}, zoals de moeilijke bot zou doen.</translation>
    </message>
    <message>
      <source>✓ {0}: {1}, about as good as the Hard bot's choice.</source>
      <translation>✓ {0}: {1}, ongeveer even goed als de keuze van de moeilijke bot.</translation>
    </message>
    <message>
      <source>a renege that was called and cost you {0} points</source>
      <translation>een verzaking die werd aangerekend en je {0} punten kostte</translation>
    </message>
    <message>
      <source>which cost you about {0} points and {1} tricks on average</source>
      <translation>wat je gemiddeld ongeveer {0} punten en {1} slagen kostte</translation>
    </message>
    <message>
      <source>which cost you about {0} points on average</source>
      <translation>wat je gemiddeld ongeveer {0} punten kostte</translation>
    </message>
    <message>
      <source>✗ {0}: you chose to {1}, {2}. Better: {3}. The Hard bot's reason: “{4}”</source>
      <translation>✗ {0}: je koos {1}, {2}. Beter: {3}. De reden van de moeilijke bot: “{4}”</translation>
    </message>
    <message>
      <source>Trick {0}</source>
      <translation>Slag {0}</translation>
    </message>
    <message>
      <source>Bidding</source>
      <translation>Bieden</translation>
    </message>
    <message>
      <source>Naming trump</source>
      <translation>Troef kiezen</translation>
    </message>
    <message>
      <source>Round one</source>
      <translation>Ronde één</translation>
    </message>
    <message>
      <source>Round two</source>
      <translation>Ronde twee</translation>
    </message>
    <message>
      <source>Dummy or alone</source>
      <translation>Blinde of alleen</translation>
    </message>
    <message>
      <source>Defending alone</source>
      <translation>Alleen verdedigen</translation>
    </message>
    <message>
      <source>Discard</source>
      <translation>Wegleggen</translation>
    </message>
    <message>
      <source>Calling</source>
      <translation>Verzaking aanrekenen</translation>
    </message>
  </context>
  <context>
    <name>HandText</name>
    <message>
      <source>Ghost Euchre hand history</source>
      <translation>Ghost Euchre-handgeschiedenis</translation>
    </message>
    <message>
      <source>Game: {0}</source>
      <translation>Spel: {0}</translation>
    </message>
    <message>
      <source>Rules: {0}</source>
      <translation>Regels: {0}</translation>
    </message>
    <message>
      <source>{0} (you)</source>
      <translation>{0} (jij)</translation>
    </message>
    <message>
      <source>{0} ({1} bot)</source>
      <translation>{0} (bot, {1})</translation>
    </message>
    <message>
      <source>Players: {0}</source>
      <translation>Spelers: {0}</translation>
    </message>
    <message>
      <source>Score after hand {0}: {1}</source>
      <translation>Score na hand {0}: {1}</translation>
    </message>
    <message>
      <source>Final score: {0}</source>
      <translation>Eindstand: {0}</translation>
    </message>
    <message>
      <source>You won the game.</source>
      <translation>Je hebt het spel gewonnen.</translation>
    </message>
    <message>
      <source>{0} won the game.</source>
      <translation>{0} heeft het spel gewonnen.</translation>
    </message>
    <message>
      <source>{0}: {1}</source>
      <translation>{0}: {1}</translation>
    </message>
    <message>
      <source>{0} {1}</source>
      <translation>{0} {1}</translation>
    </message>
    <message>
      <source>you deal</source>
      <translation>jij deelt</translation>
    </message>
    <message>
      <source>{0} deals</source>
      <translation>{0} deelt</translation>
    </message>
    <message>
      <source>Hand {0}: {1}</source>
      <translation>Hand {0}: {1}</translation>
    </message>
    <message>
      <source>Turned up: the {0}</source>
      <translation>Open kaart: {0}</translation>
    </message>
    <message>
      <source>Scores: {0}</source>
      <translation>Scores: {0}</translation>
    </message>
  </context>
  <context>
    <name>History</name>
    <message>
      <source>Seat {0}</source>
      <translation>Plaats {0}</translation>
    </message>
    <message>
      <source>Hand {0}: {1}</source>
      <translation>Hand {0}: {1}</translation>
    </message>
  </context>
  <context>
    <name>Keys</name>
    <message>
      <source>Tab, Shift+Tab</source>
      <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
      <source>Go through the cards, buttons, plates and piles</source>
      <translation>Langs de kaarten, knoppen, naambordjes en stapels gaan</translation>
    </message>
    <message>
      <source>Menus</source>
      <translation>Menu's</translation>
    </message>
    <message>
      <source>On the table</source>
      <translation>Aan tafel</translation>
    </message>
    <message>
      <source>Choices (the letter shown on each button)</source>
      <translation>Keuzes (de letter op elke knop)</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>Sneltoetsen</translation>
    </message>
    <message>
      <source>Enter</source>
      <translation>Enter</translation>
    </message>
    <message>
      <source>Space</source>
      <translation>spatie</translation>
    </message>
    <message>
      <source>Esc</source>
      <translation>Esc</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>Move the focus over your hand</source>
      <translation>De focus over je hand bewegen</translation>
    </message>
    <message>
      <source>Play the card in focus, or go on</source>
      <translation>De kaart met de focus spelen, of verdergaan</translation>
    </message>
    <message>
      <source>Show the last trick, or close it</source>
      <translation>De laatste slag tonen, of sluiten</translation>
    </message>
    <message>
      <source>Go on to the next hand from the hand's summary</source>
      <translation>Vanuit het overzicht van de hand naar de volgende hand gaan</translation>
    </message>
    <message>
      <source>Close the score sheet</source>
      <translation>Het scorebriefje sluiten</translation>
    </message>
    <message>
      <source>Show the keyboard shortcuts</source>
      <translation>De sneltoetsen tonen</translation>
    </message>
  </context>
  <context>
    <name>Language</name>
    <message>
      <source>System language</source>
      <translation>Systeemtaal</translation>
    </message>
    <message>
      <source>The new language is used the next time you start Ghost Euchre.</source>
      <translation>De nieuwe taal wordt gebruikt wanneer je Ghost Euchre de volgende keer start.</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Taal</translation>
    </message>
  </context>
  <context>
    <name>LessonsWindow</name>
    <message>
      <source>Learn to play</source>
      <translation>Leren spelen</translation>
    </message>
    <message>
      <source>Each lesson plays on the table: the coach explains, asks and shows you what to do. Any lesson can be played again.</source>
      <translation>Elke les wordt aan tafel gespeeld: de coach legt uit, stelt vragen en laat zien wat je moet doen. Elke les kan opnieuw worden gespeeld.</translation>
    </message>
    <message>
      <source>Lessons</source>
      <translation>Lessen</translation>
    </message>
    <message>
      <source>Practice: Ghost Hand</source>
      <translation>Oefenen: Ghost Hand</translation>
    </message>
    <message>
      <source>Practice: Cutthroat</source>
      <translation>Oefenen: Cutthroat</translation>
    </message>
    <message>
      <source>Start</source>
      <translation>Starten</translation>
    </message>
    <message>
      <source>{0}{1}. {2}
{3}</source>
      <translation>{0}{1}. {2}
{3}</translation>
    </message>
    <message>
      <source>{0}{1}, level {2}: {3}</source>
      <translation>{0}{1}, niveau {2}: {3}</translation>
    </message>
    <message>
      <source>Finished</source>
      <translation>Voltooid</translation>
    </message>
    <message>
      <source>Not played yet</source>
      <translation>Nog niet gespeeld</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>Ghost Euchre</source>
      <translation>Ghost Euchre</translation>
    </message>
    <message>
      <source>A bot failed: {0}</source>
      <translation>Een bot is vastgelopen: {0}</translation>
    </message>
    <message>
      <source>Log and scores</source>
      <translation>Logboek en scores</translation>
    </message>
    <message>
      <source>Log</source>
      <translation>Logboek</translation>
    </message>
    <message>
      <source>Scores</source>
      <translation>Scores</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Spel</translation>
    </message>
    <message>
      <source>&amp;New game…</source>
      <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation>Op&amp;enen…</translation>
    </message>
    <message>
      <source>Save &amp;As…</source>
      <translation>O&amp;pslaan als…</translation>
    </message>
    <message>
      <source>&amp;Export hand history…</source>
      <translation>Handgeschiedenis e&amp;xporteren…</translation>
    </message>
    <message>
      <source>&amp;Past games…</source>
      <translation>Ee&amp;rdere spellen…</translation>
    </message>
    <message>
      <source>S&amp;tatistics…</source>
      <translation>Statistie&amp;ken…</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>Opnieuw &amp;doen</translation>
    </message>
    <message>
      <source>&amp;Claim the rest</source>
      <translation>De rest &amp;claimen</translation>
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation>&amp;Tip</translation>
    </message>
    <message>
      <source>&amp;Last trick</source>
      <translation>&amp;Laatste slag</translation>
    </message>
    <message>
      <source>&amp;Score sheet</source>
      <translation>&amp;Scorebriefje</translation>
    </message>
    <message>
      <source>Hand &amp;history…</source>
      <translation>&amp;Handgeschiedenis…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Afsluiten</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Beeld</translation>
    </message>
    <message>
      <source>&amp;Log and scores</source>
      <translation>&amp;Logboek en scores</translation>
    </message>
    <message>
      <source>&amp;Animations</source>
      <translation>&amp;Animaties</translation>
    </message>
    <message>
      <source>Learning &amp;aids</source>
      <translation>Leer&amp;hulp</translation>
    </message>
    <message>
      <source>Tag the bowers, say why a card cannot be played, explain the buttons</source>
      <translation>Markeer de boeren, zeg waarom een kaart niet gespeeld mag worden, leg de knoppen uit</translation>
    </message>
    <message>
      <source>&amp;Settings</source>
      <translation>&amp;Instellingen</translation>
    </message>
    <message>
      <source>&amp;Preferences…</source>
      <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
      <source>&amp;Language…</source>
      <translation>&amp;Taal…</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Help</translation>
    </message>
    <message>
      <source>&amp;Welcome…</source>
      <translation>&amp;Welkom…</translation>
    </message>
    <message>
      <source>&amp;Learn to play…</source>
      <translation>Leren &amp;spelen…</translation>
    </message>
    <message>
      <source>&amp;Rules</source>
      <translation>&amp;Regels</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts…</source>
      <translation>&amp;Toetscombinaties…</translation>
    </message>
    <message>
      <source>&amp;About Ghost Euchre</source>
      <translation>&amp;Over Ghost Euchre</translation>
    </message>
    <message>
      <source>No sound: the audio device could not be opened.</source>
      <translation>Geen geluid: het audioapparaat kon niet worden geopend.</translation>
    </message>
    <message>
      <source>No hand has been finished yet.</source>
      <translation>Er is nog geen hand uitgespeeld.</translation>
    </message>
    <message>
      <source>© 2026 The Ghost Euchre developers. The card pictures and the sounds are drawn and made for this game.</source>
      <translation>© 2026 De ontwikkelaars van Ghost Euchre. De afbeeldingen van de kaarten en de geluiden zijn voor dit spel getekend en gemaakt.</translation>
    </message>
    <message>
      <source>Ghost Euchre is free software: you may share and change it under the GNU General Public License, version 3 or any later version. It comes with no warranty.</source>
      <translation>Ghost Euchre is vrije software: je mag het delen en aanpassen onder de GNU General Public License, versie 3 of een latere versie. Het komt zonder enige garantie.</translation>
    </message>
    <message>
      <source>Built with Python {0}, Qt {1} and Qt for Python {2} (under the GNU Lesser General Public License, version 3).</source>
      <translation>Gemaakt met Python {0}, Qt {1} en Qt for Python {2} (onder de GNU Lesser General Public License, versie 3).</translation>
    </message>
    <message>
      <source>Website: {0}</source>
      <translation>Website: {0}</translation>
    </message>
    <message>
      <source>About Ghost Euchre</source>
      <translation>Over Ghost Euchre</translation>
    </message>
    <message>
      <source>Ghost Euchre {0}

Three-player euchre: Ghost Hand and Cutthroat, against bots.</source>
      <translation>Ghost Euchre {0}

Euchre voor drie spelers: Ghost Hand en Cutthroat, tegen bots.</translation>
    </message>
    <message>
      <source>Your settings could not be read, so the standard settings are used. The file was kept as {0}.</source>
      <translation>Je instellingen konden niet worden gelezen, dus de standaardinstellingen worden gebruikt. Het bestand is bewaard als {0}.</translation>
    </message>
    <message>
      <source>Ghost Hand</source>
      <translation>Ghost Hand</translation>
    </message>
    <message>
      <source>Cutthroat</source>
      <translation>Cutthroat</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>{0} {1}</source>
      <comment>a player's name and score</comment>
      <translation>{0} {1}</translation>
    </message>
    <message>
      <source>Resume your {0} game? Hand {1} — {2}</source>
      <translation>Je spel {0} hervatten? Hand {1} — {2}</translation>
    </message>
    <message>
      <source>The saved game could not be read, so a new game starts.</source>
      <translation>Het opgeslagen spel kon niet worden gelezen, dus er begint een nieuw spel.</translation>
    </message>
    <message>
      <source>File: {0}
Problem: {1}</source>
      <translation>Bestand: {0}
Probleem: {1}</translation>
    </message>
    <message>
      <source>The saved game could not be read, so a new game starts. The file was kept as {0}.</source>
      <translation>Het opgeslagen spel kon niet worden gelezen, dus er begint een nieuw spel. Het bestand is bewaard als {0}.</translation>
    </message>
    <message>
      <source>The game could not be saved: {0}.</source>
      <translation>Het spel kon niet worden opgeslagen: {0}.</translation>
    </message>
    <message>
      <source>the game's data folder is read-only</source>
      <translation>de gegevensmap van het spel is alleen-lezen</translation>
    </message>
    <message>
      <source>the disk is full</source>
      <translation>de schijf is vol</translation>
    </message>
    <message>
      <source>it is too long</source>
      <translation>het is te lang</translation>
    </message>
    <message>
      <source>the game's data folder cannot be written</source>
      <translation>er kan niet in de gegevensmap van het spel worden geschreven</translation>
    </message>
    <message>
      <source>Finished and left games cannot be kept in Past games: {0}.</source>
      <translation>Afgemaakte en opzijgelegde spellen kunnen niet worden bewaard in Eerdere spellen: {0}.</translation>
    </message>
    <message>
      <source>Your statistics cannot be saved: {0}.</source>
      <translation>Je statistieken kunnen niet worden opgeslagen: {0}.</translation>
    </message>
    <message>
      <source>This game cannot be saved: {0}. You can play on, but the game is lost when you quit.</source>
      <translation>Dit spel kan niet worden opgeslagen: {0}. Je kunt verder spelen, maar het spel gaat verloren als je afsluit.</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <source>New game</source>
      <translation>Nieuw spel</translation>
    </message>
    <message>
      <source>Ghost Hand</source>
      <translation>Ghost Hand</translation>
    </message>
    <message>
      <source>Cutthroat</source>
      <translation>Cutthroat</translation>
    </message>
    <message>
      <source>Variant</source>
      <translation>Variant</translation>
    </message>
    <message>
      <source>Rules</source>
      <translation>Regels</translation>
    </message>
    <message>
      <source>Changes to the standard game that some players like. The standard game needs none of them.</source>
      <translation>Wijzigingen op het standaardspel die sommige spelers graag hebben. Het standaardspel heeft er geen nodig.</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Spelers</translation>
    </message>
    <message>
      <source>Your name</source>
      <translation>Je naam</translation>
    </message>
    <message>
      <source>Bot {0}</source>
      <translation>Bot {0}</translation>
    </message>
    <message>
      <source>Pacing</source>
      <translation>Tempo</translation>
    </message>
    <message>
      <source>Animate cards</source>
      <translation>Kaarten animeren</translation>
    </message>
    <message>
      <source> ms</source>
      <translation> ms</translation>
    </message>
    <message>
      <source>until I click</source>
      <translation>tot ik klik</translation>
    </message>
    <message>
      <source>Play a card by double-click</source>
      <translation>Speel een kaart met dubbelklikken</translation>
    </message>
    <message>
      <source>Bot pause before playing</source>
      <translation>Pauze van de bots voor ze spelen</translation>
    </message>
    <message>
      <source>Finished trick stays</source>
      <translation>Gespeelde slag blijft liggen</translation>
    </message>
    <message>
      <source>Deal</source>
      <translation>Delen</translation>
    </message>
    <message>
      <source>Rules…</source>
      <translation>Regels…</translation>
    </message>
    <message>
      <source>Explain: {0}</source>
      <translation>Uitleg: {0}</translation>
    </message>
    <message>
      <source>House rules</source>
      <translation>Huisregels</translation>
    </message>
    <message>
      <source>House rules ({0} changed)</source>
      <translation>Huisregels ({0} gewijzigd)</translation>
    </message>
    <message>
      <source>The game you are setting up is played with these rules:</source>
      <translation>Het spel dat je klaarzet, wordt met deze regels gespeeld:</translation>
    </message>
  </context>
  <context>
    <name>News</name>
    <message numerus="yes">
      <source>{0} calls a renege on you: you played the {1} while holding {2}, and you lose %n point(s)</source>
      <translation>
        <numerusform>{0} rekent jou een verzaking aan: je speelde de {1} met {2} in de hand en verliest %n punt</numerusform>
        <numerusform>{0} rekent jou een verzaking aan: je speelde de {1} met {2} in de hand en verliest %n punten</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You call a renege on {0}: {0} played the {1} while holding {2}, and loses %n point(s)</source>
      <translation>
        <numerusform>Je rekent {0} een verzaking aan: {0} speelde de {1} met {2} in de hand en verliest %n punt</numerusform>
        <numerusform>Je rekent {0} een verzaking aan: {0} speelde de {1} met {2} in de hand en verliest %n punten</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on {1}: {1} played the {2} while holding {3}, and loses %n point(s)</source>
      <translation>
        <numerusform>{0} rekent {1} een verzaking aan: {1} speelde de {2} met {3} in de hand en verliest %n punt</numerusform>
        <numerusform>{0} rekent {1} een verzaking aan: {1} speelde de {2} met {3} in de hand en verliest %n punten</numerusform>
      </translation>
    </message>
    <message>
      <source>You took the last trick with the {0}</source>
      <translation>Jij haalde de laatste slag met de {0}</translation>
    </message>
    <message>
      <source>{0} took the last trick with the {1}</source>
      <translation>{0} haalde de laatste slag met de {1}</translation>
    </message>
    <message>
      <source>News</source>
      <translation>Nieuws</translation>
    </message>
  </context>
  <context>
    <name>OptionHelp</name>
    <message>
      <source>&lt;b&gt;{0}&lt;/b&gt;&lt;br&gt;{1}</source>
      <translation>&lt;b&gt;{0}&lt;/b&gt;&lt;br&gt;{1}</translation>
    </message>
    <message>
      <source>Read more in the rules</source>
      <translation>Lees meer in de regels</translation>
    </message>
  </context>
  <context>
    <name>PastGamesList</name>
    <message>
      <source>Date</source>
      <translation>Datum</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Spel</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Spelers</translation>
    </message>
    <message>
      <source>Winner</source>
      <translation>Winnaar</translation>
    </message>
    <message>
      <source>Scores</source>
      <translation>Scores</translation>
    </message>
    <message>
      <source>This game could not be read.</source>
      <translation>Dit spel kon niet worden gelezen.</translation>
    </message>
    <message>
      <source>Not finished</source>
      <translation>Niet af</translation>
    </message>
    <message>
      <source>{0} {1}</source>
      <comment>a player's name and score</comment>
      <translation>{0} {1}</translation>
    </message>
  </context>
  <context>
    <name>PastGamesWindow</name>
    <message>
      <source>Past games</source>
      <translation>Eerdere spellen</translation>
    </message>
    <message>
      <source>No game has been kept yet.</source>
      <translation>Er is nog geen spel bewaard.</translation>
    </message>
    <message>
      <source>&amp;Open</source>
      <translation>&amp;Openen</translation>
    </message>
    <message>
      <source>Show the game on the table as it ended</source>
      <translation>Toon het spel op tafel zoals het eindigde</translation>
    </message>
    <message>
      <source>&amp;Hand history…</source>
      <translation>&amp;Handgeschiedenis…</translation>
    </message>
    <message>
      <source>Step through the game's hands, with every card and the bots' reasons</source>
      <translation>Loop de handen van het spel door, met elke kaart en de redenen van de bots</translation>
    </message>
  </context>
  <context>
    <name>PreferencesDialog</name>
    <message>
      <source>Preferences</source>
      <translation>Voorkeuren</translation>
    </message>
    <message>
      <source>General</source>
      <translation>Algemeen</translation>
    </message>
    <message>
      <source>Learning aids</source>
      <translation>Leerhulp</translation>
    </message>
    <message>
      <source>Mark the bowers on your cards, say why a card cannot be played, and explain the buttons</source>
      <translation>Markeer de boeren op je kaarten, zeg waarom een kaart niet gespeeld mag worden, en leg de knoppen uit</translation>
    </message>
    <message>
      <source>Ask before shooting the moon, going alone or defending alone</source>
      <translation>Vraag het voordat je op de maan schiet, alleen gaat of alleen verdedigt</translation>
    </message>
    <message>
      <source>Play</source>
      <translation>Spelen</translation>
    </message>
    <message>
      <source>a click</source>
      <translation>een klik</translation>
    </message>
    <message>
      <source>a double-click</source>
      <translation>een dubbelklik</translation>
    </message>
    <message>
      <source>Play a card with</source>
      <translation>Een kaart spelen met</translation>
    </message>
    <message>
      <source>Animate cards</source>
      <translation>Kaarten animeren</translation>
    </message>
    <message>
      <source> ms</source>
      <translation> ms</translation>
    </message>
    <message>
      <source>A card's move takes</source>
      <translation>Een kaartbeweging duurt</translation>
    </message>
    <message>
      <source>Bot pause before playing</source>
      <translation>Pauze van de bots voor ze spelen</translation>
    </message>
    <message>
      <source>until I click</source>
      <translation>tot ik klik</translation>
    </message>
    <message>
      <source>Finished trick stays</source>
      <translation>Gespeelde slag blijft liggen</translation>
    </message>
    <message>
      <source>Speed of play</source>
      <translation>Speeltempo</translation>
    </message>
    <message>
      <source>Play my only legal card for me</source>
      <translation>Mijn enige speelbare kaart voor mij spelen</translation>
    </message>
    <message>
      <source>When only one of your cards may be played, it is lifted and played after a short pause</source>
      <translation>Als maar één van je kaarten gespeeld mag worden, wordt die opgetild en na een korte pauze gespeeld</translation>
    </message>
    <message>
      <source>Offer to claim the rest, and finish a hand when nothing is left to decide</source>
      <translation>Aanbieden de rest te claimen, en een hand afmaken als er niets meer te kiezen is</translation>
    </message>
    <message>
      <source>Claim the rest when your cards are sure to take every trick left; once you have no choice left in a hand, it is played out quickly</source>
      <translation>Claim de rest als je kaarten zeker elke overgebleven slag winnen; heb je in een hand niets meer te kiezen, dan wordt die snel uitgespeeld</translation>
    </message>
    <message>
      <source>Appearance</source>
      <translation>Uiterlijk</translation>
    </message>
    <message>
      <source>Navy</source>
      <translation>Marineblauw</translation>
    </message>
    <message>
      <source>Red lattice</source>
      <translation>Rood rasterwerk</translation>
    </message>
    <message>
      <source>Green tartan</source>
      <translation>Groene tartan</translation>
    </message>
    <message>
      <source>Card back</source>
      <translation>Achterkant van de kaarten</translation>
    </message>
    <message>
      <source>Modern (crown, tiara, cap)</source>
      <translation>Modern (kroon, diadeem, muts)</translation>
    </message>
    <message>
      <source>Traditional figures</source>
      <translation>Traditionele figuren</translation>
    </message>
    <message>
      <source>Kings, queens and jacks</source>
      <translation>Koningen, vrouwen en boeren</translation>
    </message>
    <message>
      <source>Four-colour deck (♣ green, ♦ blue)</source>
      <translation>Vierkleurenspel (♣ groen, ♦ blauw)</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>Normaal</translation>
    </message>
    <message>
      <source>Large</source>
      <translation>Groot</translation>
    </message>
    <message>
      <source>Larger</source>
      <translation>Groter</translation>
    </message>
    <message>
      <source>Text on the table</source>
      <translation>Tekst op de tafel</translation>
    </message>
    <message>
      <source>Sound</source>
      <translation>Geluid</translation>
    </message>
    <message>
      <source>Play sounds (a card, a trick, your turn, a win)</source>
      <translation>Geluiden afspelen (een kaart, een slag, jouw beurt, een overwinning)</translation>
    </message>
    <message>
      <source>Volume</source>
      <translation>Volume</translation>
    </message>
  </context>
  <context>
    <name>QAbstractFileIconProvider</name>
    <message>
      <source>Folder</source>
      <comment>All other platforms</comment>
      <translation>Map</translation>
    </message>
    <message>
      <source>Drive</source>
      <translation>Station</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <source>&amp;Look in:</source>
      <translation>&amp;Zoeken in:</translation>
    </message>
    <message>
      <source>File &amp;name:</source>
      <translation>Bestands&amp;naam:</translation>
    </message>
    <message>
      <source>Files of &amp;type:</source>
      <translation>Bestanden van &amp;type:</translation>
    </message>
    <message>
      <source>All Files (*)</source>
      <translation>Alle bestanden (*)</translation>
    </message>
    <message>
      <source>&amp;Open</source>
      <translation>&amp;Openen</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>Op&amp;slaan</translation>
    </message>
    <message>
      <source>Back</source>
      <translation>Terug</translation>
    </message>
    <message>
      <source>Go back</source>
      <translation>Ga terug</translation>
    </message>
    <message>
      <source>Forward</source>
      <translation>Verder</translation>
    </message>
    <message>
      <source>Go forward</source>
      <translation>Ga verder</translation>
    </message>
    <message>
      <source>Parent Directory</source>
      <translation>Hogere map</translation>
    </message>
    <message>
      <source>Go to the parent directory</source>
      <translation>Ga naar de hogere map</translation>
    </message>
    <message>
      <source>Create New Folder</source>
      <translation>Nieuwe map aanmaken</translation>
    </message>
    <message>
      <source>Create a New Folder</source>
      <translation>Een nieuwe map aanmaken</translation>
    </message>
    <message>
      <source>List View</source>
      <translation>Lijstweergave</translation>
    </message>
    <message>
      <source>Change to list view mode</source>
      <translation>Naar modus lijstweergave wijzigen</translation>
    </message>
    <message>
      <source>Detail View</source>
      <translation>Detailweergave</translation>
    </message>
    <message>
      <source>Change to detail view mode</source>
      <translation>Naar modus detailweergave wijzigen</translation>
    </message>
    <message>
      <source>Sidebar</source>
      <translation>Zijbalk</translation>
    </message>
    <message>
      <source>List of places and bookmarks</source>
      <translation>Lijst met plaatsen en bladwijzers</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>Bestanden</translation>
    </message>
    <message>
      <source>Recent Places</source>
      <translation>Recente plaatsen</translation>
    </message>
    <message>
      <source>Show </source>
      <translation>Tonen </translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <translation>He&amp;rnoemen</translation>
    </message>
    <message>
      <source>&amp;Delete</source>
      <translation>Verwij&amp;deren</translation>
    </message>
    <message>
      <source>Show &amp;hidden files</source>
      <translation>Ver&amp;borgen bestanden tonen</translation>
    </message>
    <message>
      <source>&amp;New Folder</source>
      <translation>&amp;Nieuwe map</translation>
    </message>
    <message>
      <source>New Folder</source>
      <translation>Nieuwe map</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>Verwijderen</translation>
    </message>
    <message>
      <source>Are you sure you want to delete '%1'?</source>
      <translation>Wilt u '%1' verwijderen?</translation>
    </message>
    <message>
      <source>'%1' is write protected.
Do you want to delete it anyway?</source>
      <translation>'%1' is beveiligd tegen schrijven.
Wilt u het toch verwijderen?</translation>
    </message>
    <message>
      <source>Could not delete directory.</source>
      <translation>Kon map niet verwijderen.</translation>
    </message>
    <message>
      <source>%1 already exists.
Do you want to replace it?</source>
      <translation>%1 bestaat al.
Wilt u het vervangen?</translation>
    </message>
    <message>
      <source>%1
File not found.
Please verify the correct file name was given.</source>
      <translation>%1
Bestand niet gevonden.
Verifieer op juiste bestandsnaam.</translation>
    </message>
  </context>
  <context>
    <name>QFileSystemModel</name>
    <message>
      <source>Name</source>
      <translation>Naam</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>Grootte</translation>
    </message>
    <message>
      <source>Type</source>
      <comment>All other platforms</comment>
      <translation>Type</translation>
    </message>
    <message>
      <source>Date Modified</source>
      <translation>Datum gewijzigd</translation>
    </message>
    <message>
      <source>Computer</source>
      <translation>Computer</translation>
    </message>
  </context>
  <context>
    <name>QMessageBox</name>
    <message>
      <source>Show Details...</source>
      <translation>Details tonen...</translation>
    </message>
    <message>
      <source>Hide Details...</source>
      <translation>Details verbergen...</translation>
    </message>
  </context>
  <context>
    <name>QPlatformTheme</name>
    <message>
      <source>OK</source>
      <translation>OK</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>Opslaan</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>Openen</translation>
    </message>
    <message>
      <source>&amp;Yes</source>
      <translation>&amp;Ja</translation>
    </message>
    <message>
      <source>&amp;No</source>
      <translation>&amp;Nee</translation>
    </message>
    <message>
      <source>Abort</source>
      <translation>Afbreken</translation>
    </message>
    <message>
      <source>Retry</source>
      <translation>Opnieuw proberen</translation>
    </message>
    <message>
      <source>Ignore</source>
      <translation>Negeren</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Sluiten</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annuleren</translation>
    </message>
    <message>
      <source>Discard</source>
      <translation>Verwerpen</translation>
    </message>
    <message>
      <source>Help</source>
      <translation>Help</translation>
    </message>
    <message>
      <source>Apply</source>
      <translation>Toepassen</translation>
    </message>
    <message>
      <source>Reset</source>
      <translation>Reset</translation>
    </message>
    <message>
      <source>Restore Defaults</source>
      <translation>Standaard herstellen</translation>
    </message>
  </context>
  <context>
    <name>RiskyCalls</name>
    <message>
      <source>Shoot the moon?</source>
      <translation>Op de maan schieten?</translation>
    </message>
    <message>
      <source>Shoot the moon</source>
      <translation>Op de maan schieten</translation>
    </message>
    <message>
      <source>You must take all {0} tricks: you win {1} points if you do, and lose {2} if you do not.</source>
      <translation>Je moet alle {0} slagen halen: lukt dat, dan win je {1} punten, en anders verlies je er {2}.</translation>
    </message>
    <message>
      <source>Defend alone?</source>
      <translation>Alleen verdedigen?</translation>
    </message>
    <message>
      <source>Defend alone</source>
      <translation>Alleen verdedigen</translation>
    </message>
    <message>
      <source>The other defender sits out, and you must stop the maker without help. If you take 3 or 4 tricks, both defenders score +{0}; if you take all 5, both score +{1}. If the maker takes 3 or more, the maker scores as usual.</source>
      <translation>De andere verdediger speelt niet mee, en je moet de troefmaker in je eentje tegenhouden. Haal je 3 of 4 slagen, dan scoren beide verdedigers +{0}; haal je alle 5, dan scoren ze allebei +{1}. Haalt de troefmaker er 3 of meer, dan scoort die zoals gewoonlijk.</translation>
    </message>
    <message>
      <source>You play your own five cards without the dummy: all 5 tricks score +{0} (+{1} with the dummy), 3 or 4 tricks score +{2} as usual, and fewer than 3 give each defender +{3}.</source>
      <translation>Je speelt je eigen vijf kaarten zonder de blinde: alle 5 slagen leveren +{0} op (+{1} met de blinde), 3 of 4 slagen +{2} zoals gewoonlijk, en minder dan 3 geeft elke verdediger +{3}.</translation>
    </message>
    <message>
      <source>Go alone?</source>
      <translation>Alleen gaan?</translation>
    </message>
    <message>
      <source>Go alone</source>
      <translation>Alleen gaan</translation>
    </message>
    <message>
      <source>Don't ask again</source>
      <translation>Niet meer vragen</translation>
    </message>
  </context>
  <context>
    <name>RuleOption</name>
    <message>
      <source>Points to win</source>
      <translation>Punten om te winnen</translation>
    </message>
    <message>
      <source>After a hand, a player with at least this many points and more than anyone else wins.</source>
      <translation>Na een hand wint een speler met minstens zoveel punten en meer dan ieder ander.</translation>
    </message>
    <message>
      <source>Cards that do not follow suit</source>
      <translation>Kaarten die de kleur niet bekennen</translation>
    </message>
    <message>
      <source>Refused by the game, or allowed to stand until another player calls the renege.</source>
      <translation>Geweigerd door het spel, of toegestaan tot een andere speler de verzaking aanrekent.</translation>
    </message>
    <message>
      <source>are refused</source>
      <translation>worden geweigerd</translation>
    </message>
    <message>
      <source>are allowed; reneges can be called</source>
      <translation>zijn toegestaan; verzakingen kunnen worden aangerekend</translation>
    </message>
    <message>
      <source>Renege penalty (points)</source>
      <translation>Straf voor verzaken (punten)</translation>
    </message>
    <message>
      <source>What a player loses for each renege that another player calls.</source>
      <translation>Wat een speler verliest voor elke verzaking die een andere speler aanrekent.</translation>
    </message>
    <message>
      <source>Stick the dealer</source>
      <translation>Gever moet bieden</translation>
    </message>
    <message>
      <source>When everyone else has passed, the dealer may not pass at the last turn of the bidding.</source>
      <translation>Als iedereen anders gepast heeft, mag de gever bij de laatste beurt van het bieden niet passen.</translation>
    </message>
    <message>
      <source>Swapping with the ghost hand</source>
      <translation>Ruilen met de spookhand</translation>
    </message>
    <message>
      <source>On their turn, before bidding, one player per hand may trade their hand for the ghost hand, sight unseen.</source>
      <translation>Eén speler per hand mag, in zijn beurt en voor het bieden, zijn hand blind ruilen voor de spookhand.</translation>
    </message>
    <message>
      <source>Points for shooting the moon</source>
      <translation>Punten voor op de maan schieten</translation>
    </message>
    <message>
      <source>What a player who shoots the moon scores for taking all 6 tricks.</source>
      <translation>Wat een speler die op de maan schiet, scoort voor alle 6 slagen.</translation>
    </message>
    <message>
      <source>Points lost for a failed moon</source>
      <translation>Puntenverlies voor een mislukte maan</translation>
    </message>
    <message>
      <source>What a player who shoots the moon loses if they lose a trick.</source>
      <translation>Wat een speler die op de maan schiet, verliest als hij een slag verliest.</translation>
    </message>
    <message>
      <source>Dealer picks up the up-card</source>
      <translation>Gever pakt de open kaart op</translation>
    </message>
    <message>
      <source>When another player orders up, whether the dealer may leave the up-card.</source>
      <translation>Of de gever de open kaart mag laten liggen als een andere speler bestelt.</translation>
    </message>
    <message>
      <source>may choose</source>
      <translation>mag kiezen</translation>
    </message>
    <message>
      <source>must</source>
      <translation>moet</translation>
    </message>
    <message>
      <source>Defenders may go alone</source>
      <translation>Verdedigers mogen alleen gaan</translation>
    </message>
    <message>
      <source>After the maker's choice, one defender may play alone while the other sits out.</source>
      <translation>Na de keuze van de troefmaker mag één verdediger alleen spelen terwijl de ander niet meespeelt.</translation>
    </message>
    <message>
      <source>Points for a march</source>
      <translation>Punten voor een mars</translation>
    </message>
    <message>
      <source>What the maker scores for taking all 5 tricks.</source>
      <translation>Wat de troefmaker scoort voor alle 5 slagen.</translation>
    </message>
    <message>
      <source>Points for a march alone</source>
      <translation>Punten voor een mars alleen</translation>
    </message>
    <message>
      <source>What a maker who went alone scores for taking all 5 tricks.</source>
      <translation>Wat een troefmaker die alleen ging, scoort voor alle 5 slagen.</translation>
    </message>
    <message>
      <source>Points per defender for a euchre</source>
      <translation>Punten per verdediger voor een euchre</translation>
    </message>
    <message>
      <source>What each defender scores when the maker takes fewer than 3 tricks.</source>
      <translation>Wat elke verdediger scoort als de troefmaker minder dan 3 slagen haalt.</translation>
    </message>
  </context>
  <context>
    <name>RulesReference</name>
    <message>
      <source>Ghost Euchre</source>
      <translation>Ghost Euchre</translation>
    </message>
    <message>
      <source>The cards</source>
      <translation>De kaarten</translation>
    </message>
    <message>
      <source>Tricks</source>
      <translation>Slagen</translation>
    </message>
    <message>
      <source>Following suit</source>
      <translation>Kleur bekennen</translation>
    </message>
    <message>
      <source>Trumping</source>
      <translation>Troeven</translation>
    </message>
    <message>
      <source>Trump and the bowers</source>
      <translation>Troef en de boeren</translation>
    </message>
    <message>
      <source>Ghost Hand</source>
      <translation>Ghost Hand</translation>
    </message>
    <message>
      <source>The deal</source>
      <translation>Het delen</translation>
    </message>
    <message>
      <source>Bidding</source>
      <translation>Bieden</translation>
    </message>
    <message>
      <source>The ghost hand and the swap</source>
      <translation>De spookhand en het ruilen</translation>
    </message>
    <message>
      <source>Trump and play</source>
      <translation>Troef en spel</translation>
    </message>
    <message>
      <source>Scoring in Ghost Hand</source>
      <translation>Scoren in Ghost Hand</translation>
    </message>
    <message>
      <source>Cutthroat</source>
      <translation>Cutthroat</translation>
    </message>
    <message>
      <source>The deal and the up-card</source>
      <translation>Het delen en de open kaart</translation>
    </message>
    <message>
      <source>Round one: ordering up</source>
      <translation>Ronde één: bestellen</translation>
    </message>
    <message>
      <source>Round two: naming trump</source>
      <translation>Ronde twee: troef kiezen</translation>
    </message>
    <message>
      <source>Taking the dummy</source>
      <translation>De blinde nemen</translation>
    </message>
    <message>
      <source>Going alone</source>
      <translation>Alleen gaan</translation>
    </message>
    <message>
      <source>Defending alone</source>
      <translation>Alleen verdedigen</translation>
    </message>
    <message>
      <source>Who leads</source>
      <translation>Wie komt uit</translation>
    </message>
    <message>
      <source>Scoring in Cutthroat</source>
      <translation>Scoren in Cutthroat</translation>
    </message>
    <message>
      <source>Reneges and calls</source>
      <translation>Verzakingen en aanrekenen</translation>
    </message>
    <message>
      <source>Stick the dealer</source>
      <translation>Gever moet bieden</translation>
    </message>
    <message>
      <source>Winning the game</source>
      <translation>Het spel winnen</translation>
    </message>
    <message>
      <source>This game's rules</source>
      <translation>De regels van dit spel</translation>
    </message>
    <message>
      <source>Glossary</source>
      <translation>Woordenlijst</translation>
    </message>
    <message>
      <source>Bower</source>
      <translation>Boer (bower)</translation>
    </message>
    <message>
      <source>Either of the two highest trumps: the jacks of trump's colour.</source>
      <translation>Een van de twee hoogste troeven: de boeren in de kleur van troef.</translation>
    </message>
    <message>
      <source>Right bower</source>
      <translation>Rechterboer</translation>
    </message>
    <message>
      <source>The jack of the trump suit, the highest card of the hand.</source>
      <translation>De boer van de troefkleur, de hoogste kaart van de hand.</translation>
    </message>
    <message>
      <source>Left bower</source>
      <translation>Linkerboer</translation>
    </message>
    <message>
      <source>The other jack of the same colour as trump. It counts as a trump, the second highest, and no longer belongs to its printed suit.</source>
      <translation>De andere boer van dezelfde kleur als troef. Hij telt als troef, de op één na hoogste, en hoort niet meer bij zijn gedrukte kleur.</translation>
    </message>
    <message>
      <source>Trump</source>
      <translation>Troef</translation>
    </message>
    <message>
      <source>The suit chosen for the hand. Any trump beats any card of another suit.</source>
      <translation>De kleur die voor de hand gekozen is. Elke troef slaat elke kaart van een andere kleur.</translation>
    </message>
    <message>
      <source>Follow suit</source>
      <translation>Kleur bekennen</translation>
    </message>
    <message>
      <source>Play a card of the suit that was led. You must when you can.</source>
      <translation>Een kaart spelen van de kleur die is uitgekomen. Dat moet als het kan.</translation>
    </message>
    <message>
      <source>Lead</source>
      <translation>Uitkomen</translation>
    </message>
    <message>
      <source>Play the first card of a trick. The winner of a trick leads the next one.</source>
      <translation>De eerste kaart van een slag spelen. Wie een slag wint, komt uit in de volgende.</translation>
    </message>
    <message>
      <source>Trick</source>
      <translation>Slag</translation>
    </message>
    <message>
      <source>One card from each player in play. The highest trump takes it, or else the highest card of the suit led.</source>
      <translation>Eén kaart van elke speler die meespeelt. De hoogste troef wint hem, anders de hoogste kaart van de uitgekomen kleur.</translation>
    </message>
    <message>
      <source>Order up</source>
      <translation>Bestellen</translation>
    </message>
    <message>
      <source>In Cutthroat's first round: make the up-card's suit trump. The dealer does it by accepting.</source>
      <translation>In de eerste ronde van Cutthroat: de kleur van de open kaart troef maken. De gever doet dat door aan te nemen.</translation>
    </message>
    <message>
      <source>Pick up</source>
      <translation>Oppakken</translation>
    </message>
    <message>
      <source>The dealer takes the up-card into their hand and discards a card face down.</source>
      <translation>De gever neemt de open kaart in zijn hand en legt een kaart gesloten weg.</translation>
    </message>
    <message>
      <source>Kitty</source>
      <translation>Stok</translation>
    </message>
    <message>
      <source>In Cutthroat, the four cards left over after the deal. Its top card is turned face up.</source>
      <translation>In Cutthroat de vier kaarten die na het delen over zijn. De bovenste kaart wordt opengelegd.</translation>
    </message>
    <message>
      <source>Up-card</source>
      <translation>Open kaart</translation>
    </message>
    <message>
      <source>The kitty's top card, face up. In round one its suit is offered as trump.</source>
      <translation>De bovenste kaart van de stok, open. In ronde één wordt haar kleur als troef aangeboden.</translation>
    </message>
    <message>
      <source>Turned down</source>
      <translation>Omgedraaid</translation>
    </message>
    <message>
      <source>When everyone passes in round one, the up-card is turned face down and its suit cannot be trump in that hand.</source>
      <translation>Als iedereen in ronde één past, wordt de open kaart omgedraaid en kan haar kleur in die hand geen troef worden.</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>Blinde</translation>
    </message>
    <message>
      <source>In Cutthroat, a spare hand of five cards dealt face down. The maker may take it.</source>
      <translation>In Cutthroat een extra hand van vijf kaarten, gesloten gedeeld. De troefmaker mag hem nemen.</translation>
    </message>
    <message>
      <source>Ghost hand</source>
      <translation>Spookhand</translation>
    </message>
    <message>
      <source>In Ghost Hand, a spare hand of six cards dealt face down. One player per hand may swap for it.</source>
      <translation>In Ghost Hand een extra hand van zes kaarten, gesloten gedeeld. Eén speler per hand mag ermee ruilen.</translation>
    </message>
    <message>
      <source>Dead hand</source>
      <translation>Dode hand</translation>
    </message>
    <message>
      <source>The cards given up in a swap. They lie face down and take no part in the hand.</source>
      <translation>De kaarten die bij een ruil zijn afgestaan. Ze liggen gesloten en doen niet mee in de hand.</translation>
    </message>
    <message>
      <source>Swap</source>
      <translation>Ruilen</translation>
    </message>
    <message>
      <source>Trade your whole hand for the ghost hand, sight unseen, before you bid.</source>
      <translation>Je hele hand blind ruilen voor de spookhand, voordat je biedt.</translation>
    </message>
    <message>
      <source>March</source>
      <translation>Mars</translation>
    </message>
    <message>
      <source>In Cutthroat, the maker taking all five tricks.</source>
      <translation>In Cutthroat: de troefmaker haalt alle vijf slagen.</translation>
    </message>
    <message>
      <source>Euchre</source>
      <translation>Euchre</translation>
    </message>
    <message>
      <source>In Cutthroat, stopping the maker from taking three tricks. The maker is euchred and each defender scores.</source>
      <translation>In Cutthroat: voorkomen dat de troefmaker drie slagen haalt. De troefmaker is geëuchred en elke verdediger scoort.</translation>
    </message>
    <message>
      <source>Set</source>
      <translation>Down</translation>
    </message>
    <message>
      <source>In Ghost Hand, a declarer who takes fewer tricks than bid is set and loses the bid.</source>
      <translation>In Ghost Hand gaat een bieder die minder slagen haalt dan hij bood down en verliest zijn bod.</translation>
    </message>
    <message>
      <source>Moon</source>
      <translation>Maan</translation>
    </message>
    <message>
      <source>In Ghost Hand, the bid of all six tricks.</source>
      <translation>In Ghost Hand het bod op alle zes slagen.</translation>
    </message>
    <message>
      <source>Shoot the moon</source>
      <translation>Op de maan schieten</translation>
    </message>
    <message>
      <source>Bid the moon: claim all six tricks, for a big score if you take them all.</source>
      <translation>De maan bieden: alle zes slagen opeisen, voor een grote score als je ze allemaal haalt.</translation>
    </message>
    <message>
      <source>Alone</source>
      <translation>Alleen</translation>
    </message>
    <message>
      <source>In Cutthroat, playing without help: a maker who leaves the dummy unseen, or a defender who plays without the other defender.</source>
      <translation>In Cutthroat spelen zonder hulp: een troefmaker die de blinde ongezien laat liggen, of een verdediger die zonder de andere verdediger speelt.</translation>
    </message>
    <message>
      <source>Defend alone</source>
      <translation>Alleen verdedigen</translation>
    </message>
    <message>
      <source>In Cutthroat, one defender takes on the maker single-handed while the other sits out.</source>
      <translation>In Cutthroat neemt één verdediger het in zijn eentje op tegen de troefmaker, terwijl de ander niet meespeelt.</translation>
    </message>
    <message>
      <source>Sits out</source>
      <translation>Speelt niet mee</translation>
    </message>
    <message>
      <source>A defender whose partner defends alone puts their cards down and plays no part in the hand, but still shares the defenders' points.</source>
      <translation>Een verdediger wiens partner alleen verdedigt, legt zijn kaarten neer en doet niet mee in de hand, maar deelt wel in de punten van de verdedigers.</translation>
    </message>
    <message>
      <source>Renege</source>
      <translation>Verzaking</translation>
    </message>
    <message>
      <source>Failing to follow suit when you could have.</source>
      <translation>Geen kleur bekennen terwijl je dat wel kon.</translation>
    </message>
    <message>
      <source>A house rule: the dealer may not pass when everyone else has passed.</source>
      <translation>Een huisregel: de gever mag niet passen als iedereen anders gepast heeft.</translation>
    </message>
    <message>
      <source>Declarer</source>
      <translation>Bieder</translation>
    </message>
    <message>
      <source>In Ghost Hand, the highest bidder, who names trump and leads first.</source>
      <translation>In Ghost Hand de hoogste bieder, die troef kiest en als eerste uitkomt.</translation>
    </message>
    <message>
      <source>Maker</source>
      <translation>Troefmaker</translation>
    </message>
    <message>
      <source>In Cutthroat, the player who made trump, playing against the other two.</source>
      <translation>In Cutthroat de speler die troef maakte en tegen de andere twee speelt.</translation>
    </message>
    <message>
      <source>Defenders</source>
      <translation>Verdedigers</translation>
    </message>
    <message>
      <source>In Cutthroat, the two players who are not the maker. They play together against the maker.</source>
      <translation>In Cutthroat de twee spelers die niet de troefmaker zijn. Ze spelen samen tegen de troefmaker.</translation>
    </message>
    <message>
      <source>Target</source>
      <translation>Doelscore</translation>
    </message>
    <message>
      <source>The score that ends the game: 32 points in Ghost Hand and 10 in Cutthroat, unless the game sets another.</source>
      <translation>De score die het spel beëindigt: 32 punten in Ghost Hand en 10 in Cutthroat, tenzij het spel een andere instelt.</translation>
    </message>
    <message>
      <source>on</source>
      <translation>aan</translation>
    </message>
    <message>
      <source>off</source>
      <translation>uit</translation>
    </message>
    <message>
      <source>swap</source>
      <translation>ruilen</translation>
    </message>
    <message>
      <source>shooting the moon</source>
      <translation>op de maan schieten</translation>
    </message>
    <message>
      <source>going alone</source>
      <translation>alleen gaan</translation>
    </message>
    <message>
      <source>defending alone</source>
      <translation>alleen verdedigen</translation>
    </message>
    <message>
      <source>More</source>
      <translation>Meer</translation>
    </message>
    <message>
      <source>Ghost Euchre is two card games for three players: &lt;b&gt;Ghost Hand&lt;/b&gt; and &lt;b&gt;Cutthroat&lt;/b&gt;. Both use the 24-card euchre deck, both are played in tricks, and in both one suit is {0} for the hand, with the two jacks of its colour, the {1}, as its highest cards. You play against two bots; the first to reach the {2} with more points than anyone else wins.</source>
      <translation>Ghost Euchre bestaat uit twee kaartspellen voor drie spelers: &lt;b&gt;Ghost Hand&lt;/b&gt; en &lt;b&gt;Cutthroat&lt;/b&gt;. Beide gebruiken het euchrespel van 24 kaarten, in beide wordt om slagen gespeeld, en in beide is één kleur {0} voor de hand, met de twee boeren van die kleur, de {1}, als hoogste kaarten. Je speelt tegen twee bots; wie als eerste de {2} bereikt met meer punten dan ieder ander, wint.</translation>
    </message>
    <message>
      <source>trump</source>
      <translation>troef</translation>
    </message>
    <message>
      <source>bowers</source>
      <translation>boeren</translation>
    </message>
    <message>
      <source>target score</source>
      <translation>doelscore</translation>
    </message>
    <message>
      <source>Read the cards, tricks and bowers first: both games share them. Then read the game you want to play. Linked words are explained in the glossary at the end. At the table, F1 opens this page again.</source>
      <translation>Lees eerst de kaarten, slagen en boeren: beide spellen delen ze. Lees daarna het spel dat je wilt spelen. Gelinkte woorden worden uitgelegd in de woordenlijst aan het eind. Aan tafel opent F1 deze pagina opnieuw.</translation>
    </message>
    <message>
      <source>The deck has 24 cards: the 9, 10, jack, queen, king and ace of each of the four suits, clubs ♣, diamonds ♦, hearts ♥ and spades ♠. Clubs and spades are black; diamonds and hearts are red.</source>
      <translation>Het spel heeft 24 kaarten: de 9, 10, boer, vrouw, koning en aas van elk van de vier kleuren, klaveren ♣, ruiten ♦, harten ♥ en schoppen ♠. Klaveren en schoppen zijn zwart; ruiten en harten zijn rood.</translation>
    </message>
    <message>
      <source>A suit that is not trump, from high to low: ace, king, queen, jack, 10, 9.</source>
      <translation>Een kleur die geen troef is, van hoog naar laag: aas, koning, vrouw, boer, 10, 9.</translation>
    </message>
    <message>
      <source>A hand is played in {0}. One player {1}: plays any card they like. Then each other player, in turn to the left, plays one card. The cards played together form the trick, and one player wins it.</source>
      <translation>Een hand wordt in {0} gespeeld. Eén speler {1}: speelt een kaart naar keuze. Daarna speelt elke andere speler, linksom, één kaart. De samen gespeelde kaarten vormen de slag, en één speler wint hem.</translation>
    </message>
    <message>
      <source>tricks</source>
      <translation>slagen</translation>
    </message>
    <message>
      <source>leads</source>
      <translation>komt uit</translation>
    </message>
    <message>
      <source>You must &lt;b&gt;follow suit&lt;/b&gt;: if you hold a card of the suit that was led, you must play one. Only when you have none may you play anything else, a trump or any other card. Failing to follow when you could is a {0}.</source>
      <translation>Je moet &lt;b&gt;kleur bekennen&lt;/b&gt;: als je een kaart hebt van de kleur die is uitgekomen, moet je er een spelen. Alleen als je er geen hebt, mag je iets anders spelen, een troef of een andere kaart. Niet bekennen terwijl het kon is een {0}.</translation>
    </message>
    <message>
      <source>renege</source>
      <translation>verzaking</translation>
    </message>
    <message>
      <source>Your four-colour deck prints clubs in green and diamonds in blue; in the rules, clubs are still black and diamonds still red.</source>
      <translation>Je vierkleurenspel drukt klaveren groen en ruiten blauw af; in de regels zijn klaveren nog steeds zwart en ruiten nog steeds rood.</translation>
    </message>
    <message>
      <source>The highest trump in a trick wins it. If nobody played a trump, the highest card of the suit that was led wins; a card of any other suit cannot win, however high. The winner of a trick leads the next one.</source>
      <translation>De hoogste troef in een slag wint hem. Als niemand troef speelde, wint de hoogste kaart van de uitgekomen kleur; een kaart van een andere kleur kan niet winnen, hoe hoog ook. Wie een slag wint, komt uit in de volgende.</translation>
    </message>
    <message>
      <source>Hearts are trump. The K♠ is led and the 9♠ follows. The third player has no spades and plays the 9♥: a trump, so it wins.</source>
      <translation>Harten zijn troef. Er wordt uitgekomen met de K♠ en de 9♠ volgt. De derde speler heeft geen schoppen en speelt de 9♥: een troef, dus die wint.</translation>
    </message>
    <message>
      <source>In every hand one suit is trump. The jack of trump, the &lt;b&gt;right bower&lt;/b&gt;, is the highest card of the hand. The other jack of the same colour, the &lt;b&gt;left bower&lt;/b&gt;, is second. After them come the ace, king, queen, 10 and 9 of trump, seven trumps in all.</source>
      <translation>In elke hand is één kleur troef. De boer van troef, de &lt;b&gt;rechterboer&lt;/b&gt;, is de hoogste kaart van de hand. De andere boer van dezelfde kleur, de &lt;b&gt;linkerboer&lt;/b&gt;, is tweede. Daarna komen de aas, koning, vrouw, 10 en 9 van troef, zeven troeven in totaal.</translation>
    </message>
    <message>
      <source>Hearts are trump: the J♥ (right bower), the J♦ (left bower), then A, K, Q, 10, 9 of hearts.</source>
      <translation>Harten zijn troef: de J♥ (rechterboer), de J♦ (linkerboer), dan A, K, Q, 10, 9 van harten.</translation>
    </message>
    <message>
      <source>The left bower changes suit. While hearts are trump, the J♦ is a heart for everything: it follows hearts, not diamonds; led, it is a heart lead; and if you hold it and hearts are led, you must play it or another heart. Diamonds then have only five cards.</source>
      <translation>De linkerboer wisselt van kleur. Zolang harten troef zijn, is de J♦ in alles een harten: hij bekent harten, geen ruiten; als je ermee uitkomt, is het een hartenuitkomst; en als je hem hebt en er wordt harten uitgekomen, moet je hem of een andere harten spelen. Ruiten heeft dan maar vijf kaarten.</translation>
    </message>
    <message>
      <source>clubs ♣</source>
      <translation>klaveren ♣</translation>
    </message>
    <message>
      <source>J♣ right, J♠ left</source>
      <translation>J♣ rechts, J♠ links</translation>
    </message>
    <message>
      <source>spades ♠</source>
      <translation>schoppen ♠</translation>
    </message>
    <message>
      <source>J♠ right, J♣ left</source>
      <translation>J♠ rechts, J♣ links</translation>
    </message>
    <message>
      <source>hearts ♥</source>
      <translation>harten ♥</translation>
    </message>
    <message>
      <source>J♥ right, J♦ left</source>
      <translation>J♥ rechts, J♦ links</translation>
    </message>
    <message>
      <source>diamonds ♦</source>
      <translation>ruiten ♦</translation>
    </message>
    <message>
      <source>J♦ right, J♥ left</source>
      <translation>J♦ rechts, J♥ links</translation>
    </message>
    <message>
      <source>When trump is</source>
      <translation>Als troef is</translation>
    </message>
    <message>
      <source>the bowers are</source>
      <translation>zijn de boeren</translation>
    </message>
    <message>
      <source>Ghost Hand uses all 24 cards and six tricks a hand. Each player bids how many tricks they will take, and a fourth hand, the {0}, lies face down for anyone who would rather swap their cards for it.</source>
      <translation>Ghost Hand gebruikt alle 24 kaarten en zes slagen per hand. Elke speler biedt hoeveel slagen hij zal halen, en een vierde hand, de {0}, ligt gesloten klaar voor wie zijn kaarten liever daarvoor ruilt.</translation>
    </message>
    <message>
      <source>ghost hand</source>
      <translation>spookhand</translation>
    </message>
    <message>
      <source>The dealer gives six cards to each player and six to the ghost hand, face down. The deal passes to the left after every hand.</source>
      <translation>De gever geeft elke speler zes kaarten en de spookhand zes, gesloten. Na elke hand gaat het delen naar links.</translation>
    </message>
    <message>
      <source>The ghost hand: six cards nobody has seen.</source>
      <translation>De spookhand: zes kaarten die niemand heeft gezien.</translation>
    </message>
    <message>
      <source>Bidding starts with the player to the dealer's left and goes round once; the dealer speaks last. On your turn you may bid 3, 4 or 5 tricks (more than any earlier bid of this hand), {0}, or pass. Shooting the moon claims all six tricks and beats every bid; after it the others can only pass.</source>
      <translation>Het bieden begint bij de speler links van de gever en gaat één keer rond; de gever spreekt als laatste. In je beurt mag je 3, 4 of 5 slagen bieden (meer dan elk eerder bod in deze hand), {0} of passen. Op de maan schieten eist alle zes slagen op en gaat boven elk bod; daarna kunnen de anderen alleen passen.</translation>
    </message>
    <message>
      <source>shoot the moon</source>
      <translation>op de maan schieten</translation>
    </message>
    <message>
      <source>If all three pass, nobody scores and the next dealer deals again, unless the game is played with {0}.</source>
      <translation>Als alle drie passen, scoort niemand en deelt de volgende gever opnieuw, tenzij de regel {0} geldt.</translation>
    </message>
    <message>
      <source>stick the dealer</source>
      <translation>gever moet bieden</translation>
    </message>
    <message>
      <source>On your turn, before you bid, you may &lt;b&gt;swap&lt;/b&gt;: trade your whole hand for the ghost hand without looking at it first. Then you bid or pass with the new cards. Only one player may swap in each hand. The hand given up is {0}: it lies face down and takes no part in the hand.</source>
      <translation>In je beurt mag je, voordat je biedt, &lt;b&gt;ruilen&lt;/b&gt;: je hele hand inwisselen voor de spookhand zonder die eerst te bekijken. Daarna bied je of pas je met de nieuwe kaarten. Maar één speler per hand mag ruilen. De afgestane hand is {0}: hij ligt gesloten en doet niet mee in de hand.</translation>
    </message>
    <message>
      <source>dead</source>
      <translation>dood</translation>
    </message>
    <message>
      <source>Swap when your cards are poor. The ghost hand is a fresh chance, but it may be no better. (A house rule can turn swapping off.)</source>
      <translation>Ruil als je kaarten slecht zijn. De spookhand is een nieuwe kans, maar hij is misschien niet beter. (Een huisregel kan het ruilen uitzetten.)</translation>
    </message>
    <message>
      <source>The highest bidder is the {0}. The declarer names any suit as trump and leads the first trick, and the three players play all six tricks.</source>
      <translation>De hoogste bieder is de {0}. De bieder kiest een kleur als troef en komt uit in de eerste slag, en de drie spelers spelen alle zes slagen.</translation>
    </message>
    <message>
      <source>declarer</source>
      <translation>bieder</translation>
    </message>
    <message>
      <source>After the sixth trick:</source>
      <translation>Na de zesde slag:</translation>
    </message>
    <message>
      <source>Each player who did not declare</source>
      <translation>Elke speler die niet bood</translation>
    </message>
    <message>
      <source>+1 a trick</source>
      <translation>+1 per slag</translation>
    </message>
    <message>
      <source>The declarer, taking at least the tricks bid</source>
      <translation>De bieder, met minstens de gebode slagen</translation>
    </message>
    <message>
      <source>The declarer, taking fewer (the declarer is {0})</source>
      <translation>De bieder, met minder (de bieder gaat {0})</translation>
    </message>
    <message>
      <source>set</source>
      <translation>down</translation>
    </message>
    <message>
      <source>loses the bid</source>
      <translation>verliest het bod</translation>
    </message>
    <message>
      <source>Shooting the moon and taking all six</source>
      <translation>Op de maan schieten en alle zes halen</translation>
    </message>
    <message>
      <source>Shooting the moon and losing a trick</source>
      <translation>Op de maan schieten en een slag verliezen</translation>
    </message>
    <message>
      <source>Who</source>
      <translation>Wie</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Punten</translation>
    </message>
    <message>
      <source>For example, Ada bids 4 and takes 5 tricks: she scores 5. You take the sixth trick and score 1. Had Ada taken only 3, she would lose 4 and you would score your tricks all the same.</source>
      <translation>Bijvoorbeeld: Ada biedt 4 en haalt 5 slagen: ze scoort 5. Jij haalt de zesde slag en scoort 1. Had Ada er maar 3 gehaald, dan verloor ze 4 en scoorde jij toch je slagen.</translation>
    </message>
    <message>
      <source>Cutthroat is three-handed euchre. In each hand one player, the {0}, chooses trump and plays against the other two, the {1}, who work together for that hand. Five tricks are played, and a spare hand, the {2}, can strengthen the maker.</source>
      <translation>Cutthroat is euchre voor drie. In elke hand kiest één speler, de {0}, troef en speelt tegen de andere twee, de {1}, die voor die hand samenwerken. Er worden vijf slagen gespeeld, en een extra hand, de {2}, kan de troefmaker versterken.</translation>
    </message>
    <message>
      <source>maker</source>
      <translation>troefmaker</translation>
    </message>
    <message>
      <source>defenders</source>
      <translation>verdedigers</translation>
    </message>
    <message>
      <source>dummy</source>
      <translation>blinde</translation>
    </message>
    <message>
      <source>The dealer gives five cards to each player and five to the dummy, face down. The last four cards are the {0}; its top card is turned face up: the {1}.</source>
      <translation>De gever geeft elke speler vijf kaarten en de blinde vijf, gesloten. De laatste vier kaarten zijn de {0}; de bovenste wordt opengelegd: de {1}.</translation>
    </message>
    <message>
      <source>kitty</source>
      <translation>stok</translation>
    </message>
    <message>
      <source>up-card</source>
      <translation>open kaart</translation>
    </message>
    <message>
      <source>The kitty, with the Q♦ as its up-card: diamonds are offered as trump.</source>
      <translation>De stok, met de Q♦ als open kaart: ruiten worden als troef aangeboden.</translation>
    </message>
    <message>
      <source>Starting to the dealer's left, each player in turn may {0} (make the up-card's suit trump) or pass. The first to order up becomes the maker. When the dealer does it (the dealer &lt;i&gt;accepts&lt;/i&gt;), the dealer takes the up-card into their hand.</source>
      <translation>Vanaf links van de gever mag elke speler om de beurt {0} (de kleur van de open kaart troef maken) of passen. Wie als eerste bestelt, wordt de troefmaker. Als de gever het doet (de gever &lt;i&gt;neemt aan&lt;/i&gt;), neemt de gever de open kaart in zijn hand.</translation>
    </message>
    <message>
      <source>order up</source>
      <translation>bestellen</translation>
    </message>
    <message>
      <source>When another player orders up, the dealer may {0} the up-card and discard one card face down, or leave it; either way its suit is trump. (A house rule can make the pick-up compulsory.)</source>
      <translation>Als een andere speler bestelt, mag de gever de open kaart {0} en één kaart gesloten wegleggen, of hem laten liggen; hoe dan ook is die kleur troef. (Een huisregel kan het oppakken verplicht maken.)</translation>
    </message>
    <message>
      <source>pick up</source>
      <translation>oppakken</translation>
    </message>
    <message>
      <source>If all three pass, the up-card is {0} and its suit cannot be trump in this hand. Starting again to the dealer's left, each player may name any other suit as trump, or pass. The first to name one becomes the maker. If everyone passes again, nobody scores and the deal passes to the left.</source>
      <translation>Als alle drie passen, wordt de open kaart {0} en kan haar kleur in deze hand geen troef worden. Opnieuw vanaf links van de gever mag elke speler een andere kleur als troef kiezen, of passen. Wie als eerste er een kiest, wordt de troefmaker. Als iedereen weer past, scoort niemand en gaat het delen naar links.</translation>
    </message>
    <message>
      <source>turned down</source>
      <translation>omgedraaid</translation>
    </message>
    <message>
      <source>Before anyone sees the dummy, the maker chooses. &lt;b&gt;Take the dummy&lt;/b&gt;: add its five cards to your hand, then discard down to five, keeping the best. (A dealer who has just taken the up-card discards six of eleven.)</source>
      <translation>Voordat iemand de blinde ziet, kiest de troefmaker. &lt;b&gt;Neem de blinde&lt;/b&gt;: voeg de vijf kaarten toe aan je hand en leg weg tot je er vijf over hebt, de beste. (Een gever die net de open kaart heeft opgepakt, legt er zes van elf weg.)</translation>
    </message>
    <message>
      <source>Or &lt;b&gt;go alone&lt;/b&gt;: leave the dummy unseen and play the cards you hold. Going alone is a risk that pays: a march alone scores more. (A dealer who has just taken the up-card discards one card.)</source>
      <translation>Of &lt;b&gt;ga alleen&lt;/b&gt;: laat de blinde ongezien liggen en speel met de kaarten die je hebt. Alleen gaan is een risico dat loont: een mars alleen scoort meer. (Een gever die net de open kaart heeft opgepakt, legt één kaart weg.)</translation>
    </message>
    <message>
      <source>Then each defender in turn, starting to the maker's left, may &lt;b&gt;defend alone&lt;/b&gt; or pass. When one does, the other defender {0}: their cards stay down and they play no part in the hand, but they share the defenders' points. Only one defender may go alone. (A house rule can forbid defending alone.)</source>
      <translation>Daarna mag elke verdediger om de beurt, vanaf links van de troefmaker, &lt;b&gt;alleen verdedigen&lt;/b&gt; of passen. Doet er een dat, dan geldt: de andere verdediger {0}. Zijn kaarten blijven gesloten en hij speelt de hand niet, maar hij deelt in de punten van de verdedigers. Maar één verdediger mag alleen gaan. (Een huisregel kan alleen verdedigen verbieden.)</translation>
    </message>
    <message>
      <source>sits out</source>
      <translation>speelt niet mee</translation>
    </message>
    <message>
      <source>The player to the dealer's left leads the first trick. If one player went alone, the first player still in play to that player's left leads instead. If the maker and a defender both went alone, the lone defender leads.</source>
      <translation>De speler links van de gever komt uit in de eerste slag. Als één speler alleen ging, komt de eerste speler links van die speler die nog meespeelt uit. Als de troefmaker en een verdediger allebei alleen gingen, komt de alleen verdedigende speler uit.</translation>
    </message>
    <message>
      <source>The maker's tricks are counted against the defenders' tricks together:</source>
      <translation>De slagen van de troefmaker worden geteld tegen die van de verdedigers samen:</translation>
    </message>
    <message>
      <source>The maker takes 3 or 4 tricks</source>
      <translation>De troefmaker haalt 3 of 4 slagen</translation>
    </message>
    <message>
      <source>maker +1</source>
      <translation>troefmaker +1</translation>
    </message>
    <message>
      <source>The maker takes all 5, a {0}</source>
      <translation>De troefmaker haalt alle 5, een {0}</translation>
    </message>
    <message>
      <source>march</source>
      <translation>mars</translation>
    </message>
    <message>
      <source>maker {0}</source>
      <translation>troefmaker {0}</translation>
    </message>
    <message>
      <source>The maker went alone and takes all 5</source>
      <translation>De troefmaker ging alleen en haalt alle 5</translation>
    </message>
    <message>
      <source>The maker takes fewer than 3: a {0}</source>
      <translation>De troefmaker haalt er minder dan 3: een {0}</translation>
    </message>
    <message>
      <source>euchre</source>
      <translation>euchre</translation>
    </message>
    <message>
      <source>each defender {0}</source>
      <translation>elke verdediger {0}</translation>
    </message>
    <message>
      <source>A defender went alone; the defenders take 3 or 4</source>
      <translation>Een verdediger ging alleen; de verdedigers halen 3 of 4</translation>
    </message>
    <message>
      <source>each defender +2</source>
      <translation>elke verdediger +2</translation>
    </message>
    <message>
      <source>A defender went alone; the defenders take all 5</source>
      <translation>Een verdediger ging alleen; de verdedigers halen alle 5</translation>
    </message>
    <message>
      <source>each defender +4</source>
      <translation>elke verdediger +4</translation>
    </message>
    <message>
      <source>What happens</source>
      <translation>Wat er gebeurt</translation>
    </message>
    <message>
      <source>Both defenders score, the one who sat out too. When the maker takes 3 or more against a lone defender, the maker scores as usual.</source>
      <translation>Beide verdedigers scoren, ook degene die niet meespeelde. Als de troefmaker tegen een alleen verdedigende speler 3 of meer haalt, scoort de troefmaker zoals gewoonlijk.</translation>
    </message>
    <message>
      <source>Failing to follow suit when you could have is a &lt;b&gt;renege&lt;/b&gt;. Usually the game refuses such a card and tells you why.</source>
      <translation>Geen kleur bekennen terwijl het kon is een &lt;b&gt;verzaking&lt;/b&gt;. Meestal weigert het spel zo'n kaart en zegt het waarom.</translation>
    </message>
    <message>
      <source>With the house rule that allows reneges, the card is played and the trick stands, but any other player may &lt;b&gt;call&lt;/b&gt; the renege once the cards played prove it: the player did not follow a suit earlier in the hand and has since played a card of that suit. A call that holds costs the offender {0} points for each renege it proves; a call the cards do not prove is refused. Calls are possible until the next hand is dealt. A renege nobody calls costs nothing, so keep watch.</source>
      <translation>Met de huisregel die verzakingen toestaat, wordt de kaart gespeeld en blijft de slag staan, maar elke andere speler mag de verzaking &lt;b&gt;aanrekenen&lt;/b&gt; zodra de gespeelde kaarten haar bewijzen: de speler bekende eerder in de hand een kleur niet en heeft sindsdien een kaart van die kleur gespeeld. Een terechte aanrekening kost de overtreder {0} punten voor elke verzaking die ze bewijst; een aanrekening die de kaarten niet bewijzen, wordt geweigerd. Aanrekenen kan tot de volgende hand gedeeld is. Een verzaking die niemand aanrekent, kost niets, dus let goed op.</translation>
    </message>
    <message>
      <source>Usually, when everyone passes, the hand is thrown in and the deal moves on. With the house rule &lt;b&gt;stick the dealer&lt;/b&gt;, the dealer may not pass when the others have: in Ghost Hand the dealer must bid at least 3 or shoot the moon; in Cutthroat the dealer must name a suit in round two.</source>
      <translation>Meestal wordt de hand weggegooid als iedereen past, en gaat het delen verder. Met de huisregel &lt;b&gt;gever moet bieden&lt;/b&gt; mag de gever niet passen als de anderen dat deden: in Ghost Hand moet de gever minstens 3 bieden of op de maan schieten; in Cutthroat moet de gever in ronde twee een kleur kiezen.</translation>
    </message>
    <message>
      <source>Scores may go below zero. After each hand, if anyone has reached the target (32 points in Ghost Hand and 10 in Cutthroat, unless the game sets another), the player with the most points wins. If two or more share the highest score, another hand is played.</source>
      <translation>Scores kunnen onder nul komen. Als na een hand iemand de doelscore heeft bereikt (32 punten in Ghost Hand en 10 in Cutthroat, tenzij het spel een andere instelt), wint de speler met de meeste punten. Als twee of meer de hoogste score delen, wordt er nog een hand gespeeld.</translation>
    </message>
    <message>
      <source>No game is in progress. A new game uses the rules chosen in Game → New game.</source>
      <translation>Er is geen spel bezig. Een nieuw spel gebruikt de regels die je kiest in Spel → Nieuw spel.</translation>
    </message>
    <message>
      <source>The game in progress is played with these rules:</source>
      <translation>Het spel dat bezig is, wordt met deze regels gespeeld:</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Spel</translation>
    </message>
    <message>
      <source> (changed from the standard game)</source>
      <translation> (gewijzigd ten opzichte van het standaardspel)</translation>
    </message>
    <message>
      <source>Rules of Ghost Euchre</source>
      <translation>Regels van Ghost Euchre</translation>
    </message>
  </context>
  <context>
    <name>SaveGame</name>
    <message>
      <source>cannot read {0}: {1}</source>
      <translation>kan {0} niet lezen: {1}</translation>
    </message>
    <message>
      <source>not a valid game record: {0}</source>
      <translation>geen geldig spelverslag: {0}</translation>
    </message>
    <message>
      <source>the record holds no hand</source>
      <translation>het verslag bevat geen hand</translation>
    </message>
    <message>
      <source>players must list three names</source>
      <translation>players moet drie namen noemen</translation>
    </message>
    <message>
      <source>players: {0}</source>
      <translation>players: {0}</translation>
    </message>
    <message>
      <source>app must be a JSON object</source>
      <translation>app moet een JSON-object zijn</translation>
    </message>
    <message>
      <source>seed must be a whole number from 0 to {0}</source>
      <translation>seed moet een geheel getal van 0 tot {0} zijn</translation>
    </message>
    <message>
      <source>human must be null or a seat 0, 1 or 2</source>
      <translation>human moet null zijn of plaats 0, 1 of 2</translation>
    </message>
    <message>
      <source>levels must list three bot levels</source>
      <translation>levels moet drie botniveaus noemen</translation>
    </message>
    <message>
      <source>level of seat {0} must be one of {1}</source>
      <translation>het niveau van plaats {0} moet een van {1} zijn</translation>
    </message>
  </context>
  <context>
    <name>ScoreChart</name>
    <message>
      <source>Chart of each player's score after each hand</source>
      <translation>Grafiek van de score van elke speler na elke hand</translation>
    </message>
    <message>
      <source>Hand</source>
      <translation>Hand</translation>
    </message>
    <message>
      <source>Target {0}</source>
      <translation>Doel {0}</translation>
    </message>
  </context>
  <context>
    <name>ScoreModel</name>
    <message>
      <source>Hand</source>
      <translation>Hand</translation>
    </message>
    <message>
      <source>{0} +/-</source>
      <translation>{0} +/-</translation>
    </message>
    <message>
      <source>{0} total</source>
      <translation>{0} totaal</translation>
    </message>
  </context>
  <context>
    <name>Settings</name>
    <message>
      <source>You</source>
      <translation>Jij</translation>
    </message>
    <message>
      <source>Ada</source>
      <comment>a bot's name</comment>
      <translation>Ada</translation>
    </message>
    <message>
      <source>Bo</source>
      <comment>a bot's name</comment>
      <translation>Bo</translation>
    </message>
    <message>
      <source>it is not text</source>
      <translation>het is geen tekst</translation>
    </message>
    <message numerus="yes">
      <source>a name has 1 to %n printable character(s)</source>
      <translation>
        <numerusform>een naam heeft 1 tot %n afdrukbaar teken</numerusform>
        <numerusform>een naam heeft 1 tot %n afdrukbare tekens</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Statistics</name>
    <message>
      <source>Ghost Hand</source>
      <translation>Ghost Hand</translation>
    </message>
    <message>
      <source>Cutthroat</source>
      <translation>Cutthroat</translation>
    </message>
    <message>
      <source>All levels</source>
      <translation>Alle niveaus</translation>
    </message>
  </context>
  <context>
    <name>StatisticsKeeper</name>
    <message>
      <source>Your statistics could not be read, so they start again from zero.</source>
      <translation>Je statistieken konden niet worden gelezen, dus ze beginnen opnieuw bij nul.</translation>
    </message>
    <message>
      <source>Your statistics could not be read, so they start again from zero; the file was kept as {0}.</source>
      <translation>Je statistieken konden niet worden gelezen, dus ze beginnen opnieuw bij nul; het bestand is bewaard als {0}.</translation>
    </message>
  </context>
  <context>
    <name>StatisticsWindow</name>
    <message>
      <source>Statistics</source>
      <translation>Statistieken</translation>
    </message>
    <message>
      <source>&amp;Reset…</source>
      <translation>&amp;Wissen…</translation>
    </message>
    <message>
      <source>&amp;Difficulty:</source>
      <translation>&amp;Niveau:</translation>
    </message>
    <message>
      <source>What the words mean: {0}.</source>
      <translation>Wat de woorden betekenen: {0}.</translation>
    </message>
    <message>
      <source>—</source>
      <translation>—</translation>
    </message>
    <message>
      <source>Games played</source>
      <translation>Gespeelde spellen</translation>
    </message>
    <message>
      <source>Games won</source>
      <translation>Gewonnen spellen</translation>
    </message>
    <message>
      <source>Win rate</source>
      <translation>Winstpercentage</translation>
    </message>
    <message>
      <source>{0}%</source>
      <translation>{0}%</translation>
    </message>
    <message>
      <source>Average final score</source>
      <translation>Gemiddelde eindscore</translation>
    </message>
    <message>
      <source>Best winning streak</source>
      <translation>Langste winstreeks</translation>
    </message>
    <message>
      <source>Current winning streak</source>
      <translation>Huidige winstreeks</translation>
    </message>
    <message>
      <source>Hands played</source>
      <translation>Gespeelde handen</translation>
    </message>
    <message>
      <source>Hands you declared</source>
      <translation>Handen waarin je bieder was</translation>
    </message>
    <message>
      <source>Bids you made</source>
      <translation>Biedingen die je haalde</translation>
    </message>
    <message>
      <source>Moons you shot</source>
      <translation>Keren dat je op de maan schoot</translation>
    </message>
    <message>
      <source>Moons you made</source>
      <translation>Manen die je haalde</translation>
    </message>
    <message>
      <source>Declarers you set</source>
      <translation>Bieders die je down zette</translation>
    </message>
    <message>
      <source>Times you were set</source>
      <translation>Keren dat je down ging</translation>
    </message>
    <message>
      <source>Hands you named trump</source>
      <translation>Handen waarin je troef koos</translation>
    </message>
    <message>
      <source>… and took 3 tricks or more</source>
      <translation>… en 3 of meer slagen haalde</translation>
    </message>
    <message>
      <source>Makers you euchred</source>
      <translation>Troefmakers die je hebt geëuchred</translation>
    </message>
    <message>
      <source>Times you were euchred</source>
      <translation>Keren dat je geëuchred werd</translation>
    </message>
    <message>
      <source>Hands you took all 5 tricks as the maker</source>
      <translation>Handen waarin je als troefmaker alle 5 slagen haalde</translation>
    </message>
    <message>
      <source>Hands you went alone</source>
      <translation>Handen waarin je alleen ging</translation>
    </message>
    <message>
      <source>Hands you defended alone</source>
      <translation>Handen waarin je alleen verdedigde</translation>
    </message>
    <message>
      <source>Reneges called against you</source>
      <translation>Verzakingen die jou werden aangerekend</translation>
    </message>
    <message>
      <source>Reneges you called</source>
      <translation>Verzakingen die jij aanrekende</translation>
    </message>
    <message>
      <source>Reset statistics</source>
      <translation>Statistieken wissen</translation>
    </message>
    <message>
      <source>Forget all your statistics in both games? This cannot be undone.</source>
      <translation>Al je statistieken in beide spellen vergeten? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
      <source>Reset</source>
      <translation>Wissen</translation>
    </message>
  </context>
  <context>
    <name>SummaryOverlay</name>
    <message>
      <source>Review your play</source>
      <translation>Je spel analyseren</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Speler</translation>
    </message>
    <message>
      <source>Tricks</source>
      <translation>Slagen</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Punten</translation>
    </message>
    <message>
      <source>Why</source>
      <translation>Waarom</translation>
    </message>
  </context>
  <context>
    <name>TableView</name>
    <message>
      <source>Left {0}</source>
      <translation>Links {0}</translation>
    </message>
    <message>
      <source>The left bower: while {0} are trump, the {1} counts as one of the {0}, the second-highest trump.</source>
      <translation>De linkerboer: zolang {0} troef zijn, telt de {1} als een van de {0}, de op één na hoogste troef.</translation>
    </message>
    <message>
      <source>Right {0}</source>
      <translation>Rechts {0}</translation>
    </message>
    <message>
      <source>The right bower: the {0}, the highest trump.</source>
      <translation>De rechterboer: de {0}, de hoogste troef.</translation>
    </message>
    <message>
      <source>Led</source>
      <translation>Uitgekomen</translation>
    </message>
    <message>
      <source>Ghost hand</source>
      <translation>Spookhand</translation>
    </message>
    <message>
      <source>Last trick — won by you</source>
      <translation>Laatste slag — gewonnen door jou</translation>
    </message>
    <message>
      <source>Dead hand (given up by you)</source>
      <translation>Dode hand (afgestaan door jou)</translation>
    </message>
    <message>
      <source>Dead hand (given up by {0})</source>
      <translation>Dode hand (afgestaan door {0})</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>Blinde</translation>
    </message>
    <message>
      <source>Kitty: {0} turned up</source>
      <translation>Stok: {0} open</translation>
    </message>
    <message>
      <source>Kitty (the {0} was picked up)</source>
      <translation>Stok (de {0} is opgepakt)</translation>
    </message>
    <message>
      <source>Kitty ({0} turned down)</source>
      <translation>Stok ({0} omgedraaid)</translation>
    </message>
    <message>
      <source>Trump: {0}</source>
      <translation>Troef: {0}</translation>
    </message>
    <message>
      <source>Hand {0}</source>
      <translation>Hand {0}</translation>
    </message>
    <message>
      <source>Playing to {0}</source>
      <translation>Spelen tot {0}</translation>
    </message>
    <message>
      <source>thinking</source>
      <translation>denkt na</translation>
    </message>
    <message>
      <source>sits out</source>
      <translation>speelt niet mee</translation>
    </message>
    <message>
      <source>passed</source>
      <translation>pas</translation>
    </message>
    <message>
      <source>moon</source>
      <translation>maan</translation>
    </message>
    <message>
      <source>bid {0}</source>
      <translation>bod {0}</translation>
    </message>
    <message>
      <source>maker</source>
      <translation>troefmaker</translation>
    </message>
    <message>
      <source>alone</source>
      <translation>alleen</translation>
    </message>
    <message>
      <source>Score {0}  ·  Tricks {1}</source>
      <translation>Score {0}  ·  Slagen {1}</translation>
    </message>
    <message>
      <source>Your cards are sure to take every trick left: they are played out for you at once, then the hand is scored.</source>
      <translation>Je kaarten winnen zeker elke overgebleven slag: ze worden meteen voor je uitgespeeld, daarna wordt de hand geteld.</translation>
    </message>
    <message>
      <source>Say that this player did not follow suit when they could: if it is true, they lose points; if not, you do.</source>
      <translation>Zeg dat deze speler geen kleur bekende terwijl het kon: als het klopt, verliest hij punten; zo niet, dan verlies jij ze.</translation>
    </message>
    <message>
      <source>Deal the next hand.</source>
      <translation>Deel de volgende hand.</translation>
    </message>
    <message>
      <source>Put the chosen cards aside face down: you play the hand with the other five.</source>
      <translation>Leg de gekozen kaarten gesloten weg: je speelt de hand met de andere vijf.</translation>
    </message>
    <message>
      <source>Swap: give up your six cards and take the ghost hand's six unseen cards instead.</source>
      <translation>Ruilen: geef je zes kaarten af en neem in plaats daarvan de zes ongeziene kaarten van de spookhand.</translation>
    </message>
    <message>
      <source>Bid {0}: you name trump and must take at least {0} of the {1} tricks, or lose {0} points.</source>
      <translation>{0} bieden: je kiest troef en moet minstens {0} van de {1} slagen halen, anders verlies je {0} punten.</translation>
    </message>
    <message>
      <source>Shoot the moon: you must take all {0} tricks; you win {1} points, or lose {2}.</source>
      <translation>Op de maan schieten: je moet alle {0} slagen halen; je wint {1} punten, of verliest er {2}.</translation>
    </message>
    <message>
      <source>{0} become trump and you are the maker: take at least 3 of the {1} tricks, or the others score.</source>
      <translation>{0} worden troef en jij bent de troefmaker: haal minstens 3 van de {1} slagen, anders scoren de anderen.</translation>
    </message>
    <message>
      <source>Name {0} as trump for this hand.</source>
      <translation>Kies {0} als troef voor deze hand.</translation>
    </message>
    <message>
      <source>Name {0} as trump and be the maker: take at least 3 of the {1} tricks, or the others score.</source>
      <translation>Kies {0} als troef en word de troefmaker: haal minstens 3 van de {1} slagen, anders scoren de anderen.</translation>
    </message>
    <message>
      <source>Defend together with the other player against the maker.</source>
      <translation>Verdedig samen met de andere speler tegen de troefmaker.</translation>
    </message>
    <message>
      <source>Pass: let the next player decide; you commit to nothing.</source>
      <translation>Passen: laat de volgende speler beslissen; je legt je nergens op vast.</translation>
    </message>
    <message>
      <source>Take the up-card into your hand, then discard one card.</source>
      <translation>Neem de open kaart in je hand en leg dan één kaart weg.</translation>
    </message>
    <message>
      <source>Leave the up-card where it is.</source>
      <translation>Laat de open kaart liggen waar ze ligt.</translation>
    </message>
    <message>
      <source>Take the dummy's five cards and keep the best five of your ten.</source>
      <translation>Neem de vijf kaarten van de blinde en houd de beste vijf van je tien.</translation>
    </message>
    <message>
      <source>Defend alone: the other defender sits out; stop the maker by yourself for more points.</source>
      <translation>Alleen verdedigen: de andere verdediger speelt niet mee; houd de troefmaker in je eentje tegen voor meer punten.</translation>
    </message>
    <message>
      <source>Go alone: play your own five cards without the dummy, for more points if you take all five tricks.</source>
      <translation>Alleen gaan: speel je eigen vijf kaarten zonder de blinde, voor meer punten als je alle vijf slagen haalt.</translation>
    </message>
    <message>
      <source>Finish the game</source>
      <translation>Spel afronden</translation>
    </message>
    <message>
      <source>Back to the practice deals</source>
      <translation>Terug naar de oefenspellen</translation>
    </message>
    <message>
      <source>Back to the lessons</source>
      <translation>Terug naar de lessen</translation>
    </message>
    <message>
      <source>Hint</source>
      <translation>Tip</translation>
    </message>
    <message>
      <source>What would the Hard bot do? (Ctrl+H)</source>
      <translation>Wat zou de moeilijke bot doen? (Ctrl+H)</translation>
    </message>
    <message>
      <source>Demo game</source>
      <translation>Demospel</translation>
    </message>
    <message>
      <source>Only the {0} may be played: it is played for you</source>
      <translation>Alleen de {0} mag gespeeld worden: die wordt voor je gespeeld</translation>
    </message>
    <message>
      <source>{0} — click or press Space to go on</source>
      <translation>{0} — klik of druk op spatie om verder te gaan</translation>
    </message>
    <message>
      <source>The coach: are you sure?</source>
      <translation>De coach: weet je het zeker?</translation>
    </message>
    <message>
      <source>Let me think</source>
      <translation>Even nadenken</translation>
    </message>
    <message>
      <source>Do it anyway</source>
      <translation>Toch doen</translation>
    </message>
    <message>
      <source>Open the rules at this topic</source>
      <translation>Open de regels bij dit onderwerp</translation>
    </message>
    <message>
      <source>Why?</source>
      <translation>Waarom?</translation>
    </message>
    <message>
      <source>{0} {1}</source>
      <translation>{0} {1}</translation>
    </message>
    <message>
      <source>{0}: “{1}”</source>
      <translation>{0}: “{1}”</translation>
    </message>
    <message>
      <source>Tied for the lead at {0} points, at or over the target of {1}: play goes on until one player leads alone.</source>
      <translation>Gelijk aan kop met {0} punten, op of boven het doel van {1}: er wordt doorgespeeld tot één speler alleen aan kop staat.</translation>
    </message>
    <message>
      <source>Next hand</source>
      <translation>Volgende hand</translation>
    </message>
    <message>
      <source>Scores: {0}</source>
      <translation>Scores: {0}</translation>
    </message>
    <message>
      <source>the last {0} of {1} hands</source>
      <translation>de laatste {0} van {1} handen</translation>
    </message>
    <message>
      <source>no hand has been scored yet</source>
      <translation>er is nog geen hand gescoord</translation>
    </message>
    <message>
      <source>Score sheet</source>
      <translation>Scorebriefje</translation>
    </message>
    <message>
      <source>Hand</source>
      <translation>Hand</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Sluiten</translation>
    </message>
    <message>
      <source>Last trick — won by {0}</source>
      <translation>Laatste slag — gewonnen door {0}</translation>
    </message>
    <message>
      <source>You have already chosen your discards; click one to put it back.</source>
      <translation>Je hebt je weg te leggen kaarten al gekozen; klik er een aan om hem terug te nemen.</translation>
    </message>
    <message numerus="yes">
      <source>You claim the last %n trick(s): your cards are played for you.</source>
      <translation>
        <numerusform>Je claimt de laatste slag (%n): je kaarten worden voor je gespeeld.</numerusform>
        <numerusform>Je claimt de laatste %n slagen: je kaarten worden voor je gespeeld.</numerusform>
      </translation>
    </message>
    <message>
      <source>No trick has been played yet in this hand.</source>
      <translation>In deze hand is nog geen slag gespeeld.</translation>
    </message>
    <message>
      <source>{0} bot</source>
      <translation>Bot ({0})</translation>
    </message>
    <message>
      <source>took the trick</source>
      <translation>haalde de slag</translation>
    </message>
  </context>
  <context>
    <name>Welcome</name>
    <message>
      <source>Each player bids how many of the six tricks they will take, and a fourth hand, the ghost hand, lies face down. One player per hand may swap their cards for it, sight unseen.</source>
      <translation>Elke speler biedt hoeveel van de zes slagen hij zal halen, en een vierde hand, de spookhand, ligt gesloten. Eén speler per hand mag zijn kaarten er blind voor ruilen.</translation>
    </message>
    <message>
      <source>Three-handed euchre: the player who makes trump plays against the other two, who defend together. The maker may add the face-down dummy hand to theirs, or go alone for more points.</source>
      <translation>Euchre voor drie: de speler die troef maakt, speelt tegen de andere twee, die samen verdedigen. De troefmaker mag de gesloten blinde aan zijn hand toevoegen, of alleen gaan voor meer punten.</translation>
    </message>
    <message>
      <source>Welcome to Ghost Euchre</source>
      <translation>Welkom bij Ghost Euchre</translation>
    </message>
    <message>
      <source>Euchre for three players, against two bots. What would you like to do?</source>
      <translation>Euchre voor drie spelers, tegen twee bots. Wat wil je doen?</translation>
    </message>
    <message>
      <source>A game is in progress: Close goes back to it, and playing starts a new one.</source>
      <translation>Er is een spel bezig: Sluiten gaat ernaar terug, en spelen begint een nieuw spel.</translation>
    </message>
    <message>
      <source>Learn to play</source>
      <translation>Leren spelen</translation>
    </message>
    <message>
      <source>New to euchre? Short lessons on the table teach both games step by step, and practice deals follow. Every word the game uses is explained.</source>
      <translation>Nieuw met euchre? Korte lessen aan tafel leren je beide spellen stap voor stap, en daarna volgen oefenspellen. Elk woord dat het spel gebruikt, wordt uitgelegd.</translation>
    </message>
    <message>
      <source>Play Ghost Hand</source>
      <translation>Ghost Hand spelen</translation>
    </message>
    <message>
      <source>Play Cutthroat</source>
      <translation>Cutthroat spelen</translation>
    </message>
    <message>
      <source>Choose rules and players…</source>
      <translation>Kies regels en spelers…</translation>
    </message>
    <message>
      <source>No game is in progress.</source>
      <translation>Er is geen spel bezig.</translation>
    </message>
    <message>
      <source>New game…</source>
      <translation>Nieuw spel…</translation>
    </message>
    <message>
      <source>Welcome…</source>
      <translation>Welkom…</translation>
    </message>
  </context>
  <context>
    <name>Lesson 01-tricks</name>
    <message>
      <source>Cards, tricks and following suit</source>
      <translation>Kaarten, slagen en kleur bekennen</translation>
    </message>
    <message>
      <source>The cards, how a trick is played, following suit, and which card wins a trick.</source>
      <translation>De kaarten, hoe een slag gespeeld wordt, kleur bekennen, en welke kaart een slag wint.</translation>
    </message>
    <message>
      <source>Welcome to the table! Euchre is played with 24 cards: the 9, 10, jack, queen, king and ace of each of the four suits, clubs ♣, diamonds ♦, hearts ♥ and spades ♠. The six cards at the bottom are your hand.</source>
      <translation>Welkom aan tafel! Euchre wordt gespeeld met 24 kaarten: de 9, 10, boer, vrouw, koning en aas van elk van de vier kleuren, klaveren ♣, ruiten ♦, harten ♥ en schoppen ♠. De zes kaarten onderaan zijn je hand.</translation>
    </message>
    <message>
      <source>You play against two others, Ada and Bo. A hand is played in tricks: in each trick every player plays one card, one after the other, going to the left. Whoever wins the trick leads the next one.</source>
      <translation>Je speelt tegen twee anderen, Ada en Bo. Een hand wordt in slagen gespeeld: in elke slag speelt elke speler één kaart, de een na de ander, linksom. Wie de slag wint, komt uit in de volgende.</translation>
    </message>
    <message>
      <source>Bo has already won the bidding and chosen a trump suit, a suit that beats the others; you will learn about trumps in the next lesson. In the tricks of this lesson nobody plays a trump. Bo starts: he leads the K♠ to the first trick.</source>
      <translation>Bo heeft het bieden al gewonnen en een troefkleur gekozen, een kleur die de andere slaat; over troef leer je in de volgende les. In de slagen van deze les speelt niemand troef. Bo begint: hij komt uit met de K♠ in de eerste slag.</translation>
    </message>
    <message>
      <source>The card that starts a trick sets the suit, here spades. If you have a card of that suit, you must play one: that is called following suit. Which of these cards may you play?</source>
      <translation>De kaart waarmee een slag begint, bepaalt de kleur, hier schoppen. Als je een kaart van die kleur hebt, moet je er een spelen: dat heet kleur bekennen. Welke van deze kaarten mag je spelen?</translation>
    </message>
    <message>
      <source>K♥</source>
      <translation>K♥</translation>
    </message>
    <message>
      <source>A♠</source>
      <translation>A♠</translation>
    </message>
    <message>
      <source>Q♥</source>
      <translation>Q♥</translation>
    </message>
    <message>
      <source>No: the K♥ is a heart, and you hold spades, so you must play a spade.</source>
      <translation>Nee: de K♥ is een harten, en je hebt schoppen, dus je moet een schoppen spelen.</translation>
    </message>
    <message>
      <source>Right: a spade was led and the A♠ is a spade.</source>
      <translation>Goed: er werd schoppen uitgekomen en de A♠ is een schoppen.</translation>
    </message>
    <message>
      <source>No: the Q♥ is a heart, and you hold spades, so you must play a spade.</source>
      <translation>Nee: de Q♥ is een harten, en je hebt schoppen, dus je moet een schoppen spelen.</translation>
    </message>
    <message>
      <source>The highest card of the suit that was led wins the trick. In each suit the order is ace (high), king, queen, jack, 10, 9 (low). Which of your spades beats Bo's K♠?</source>
      <translation>De hoogste kaart van de uitgekomen kleur wint de slag. In elke kleur is de volgorde aas (hoog), koning, vrouw, boer, 10, 9 (laag). Welke van je schoppen slaat de K♠ van Bo?</translation>
    </message>
    <message>
      <source>9♠</source>
      <translation>9♠</translation>
    </message>
    <message>
      <source>10♠</source>
      <translation>10♠</translation>
    </message>
    <message>
      <source>No: the 9♠ is the lowest spade. It would lose to the K♠.</source>
      <translation>Nee: de 9♠ is de laagste schoppen. Die zou verliezen van de K♠.</translation>
    </message>
    <message>
      <source>No: the 10♠ is lower than the K♠.</source>
      <translation>Nee: de 10♠ is lager dan de K♠.</translation>
    </message>
    <message>
      <source>Right: only the ace is higher than the king.</source>
      <translation>Goed: alleen de aas is hoger dan de koning.</translation>
    </message>
    <message>
      <source>Play the A♠ to win the trick.</source>
      <translation>Speel de A♠ om de slag te winnen.</translation>
    </message>
    <message>
      <source>Well played: the A♠ is the highest spade.</source>
      <translation>Goed gespeeld: de A♠ is de hoogste schoppen.</translation>
    </message>
    <message>
      <source>The 9♠ follows suit, but it is lower than the K♠: it would lose. Play the A♠.</source>
      <translation>De 9♠ bekent kleur, maar is lager dan de K♠: die zou verliezen. Speel de A♠.</translation>
    </message>
    <message>
      <source>The 10♠ follows suit, but it is lower than the K♠: it would lose. Play the A♠.</source>
      <translation>De 10♠ bekent kleur, maar is lager dan de K♠: die zou verliezen. Speel de A♠.</translation>
    </message>
    <message>
      <source>A spade was led and you hold spades, so you must play a spade.</source>
      <translation>Er werd schoppen uitgekomen en je hebt schoppen, dus je moet een schoppen spelen.</translation>
    </message>
    <message>
      <source>Ada followed suit with the Q♠. Your ace was the highest spade, so you won the trick. The winner leads next: it is your turn to start a trick.</source>
      <translation>Ada bekende kleur met de Q♠. Jouw aas was de hoogste schoppen, dus jij won de slag. De winnaar komt als volgende uit: jij begint de volgende slag.</translation>
    </message>
    <message>
      <source>When you lead, you may play any card you like. Lead the K♥.</source>
      <translation>Als je uitkomt, mag je elke kaart spelen die je wilt. Kom uit met de K♥.</translation>
    </message>
    <message>
      <source>For this lesson, lead the K♥.</source>
      <translation>Kom voor deze les uit met de K♥.</translation>
    </message>
    <message>
      <source>Ada had the A♥ and won the trick with it: the ace beats the king. Bo followed with the 10♥.</source>
      <translation>Ada had de A♥ en won daarmee de slag: de aas slaat de koning. Bo bekende met de 10♥.</translation>
    </message>
    <message>
      <source>The winner leads next: Ada led the 9♦, and Bo followed with the K♦.</source>
      <translation>Wie de slag wint, komt als volgende uit: Ada kwam uit met de 9♦, en Bo bekende met de K♦.</translation>
    </message>
    <message>
      <source>Missed a card? Press L (Game menu, Last trick) to see the last trick again. View → Log and scores lists every card played in this hand.</source>
      <translation>Een kaart gemist? Druk op L (menu Spel, Laatste slag) om de laatste slag opnieuw te zien. Beeld → Logboek en scores toont elke kaart die in deze hand is gespeeld.</translation>
    </message>
    <message>
      <source>You have no diamonds. What may you play?</source>
      <translation>Je hebt geen ruiten. Wat mag je spelen?</translation>
    </message>
    <message>
      <source>Nothing: I must wait</source>
      <translation>Niets: ik moet wachten</translation>
    </message>
    <message>
      <source>Any card</source>
      <translation>Elke kaart</translation>
    </message>
    <message>
      <source>Only a heart</source>
      <translation>Alleen een harten</translation>
    </message>
    <message>
      <source>No: you always play a card in your turn.</source>
      <translation>Nee: in je beurt speel je altijd een kaart.</translation>
    </message>
    <message>
      <source>Right: when you cannot follow suit, any card is allowed.</source>
      <translation>Goed: als je geen kleur kunt bekennen, mag je elke kaart spelen.</translation>
    </message>
    <message>
      <source>No: when you cannot follow suit, any card is allowed, not only hearts.</source>
      <translation>Nee: als je geen kleur kunt bekennen, mag je elke kaart spelen, niet alleen harten.</translation>
    </message>
    <message>
      <source>A card of another suit cannot win this trick, so give up your weakest card: play the 9♠.</source>
      <translation>Een kaart van een andere kleur kan deze slag niet winnen, dus geef je zwakste kaart weg: speel de 9♠.</translation>
    </message>
    <message>
      <source>That card would be wasted: it cannot win this trick. Keep your good cards and play the 9♠.</source>
      <translation>Die kaart zou verspild zijn: ze kan deze slag niet winnen. Houd je goede kaarten en speel de 9♠.</translation>
    </message>
    <message>
      <source>Bo's K♦ won the trick: only a card of the suit that was led can win, or a trump. Now play the rest of this hand yourself. One rule is new there: Bo chose clubs ♣ as trump, and any club beats every card of the other suits. The next lesson is about trumps.</source>
      <translation>De K♦ van Bo won de slag: alleen een kaart van de uitgekomen kleur kan winnen, of een troef. Speel nu de rest van deze hand zelf. Daarin is één regel nieuw: Bo koos klaveren ♣ als troef, en elke klaveren slaat alle kaarten van de andere kleuren. De volgende les gaat over troef.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 02-trump</name>
    <message>
      <source>Trumps</source>
      <translation>Troef</translation>
    </message>
    <message>
      <source>Trumps beat the other suits: trumping when you cannot follow suit, and over-trumping.</source>
      <translation>Troef slaat de andere kleuren: troeven als je geen kleur kunt bekennen, en overtroeven.</translation>
    </message>
    <message>
      <source>Before the play, one suit is made trump. Ada won the bidding and chose hearts ♥, so in this hand hearts are trump.</source>
      <translation>Voor het spel wordt één kleur troef. Ada won het bieden en koos harten ♥, dus in deze hand zijn harten troef.</translation>
    </message>
    <message>
      <source>A trump beats every card of the other suits, even an ace. You still have to follow suit when you can: you may trump only when you have no card of the suit led. Ada leads the A♠ and Bo follows with the 9♠.</source>
      <translation>Een troef slaat elke kaart van de andere kleuren, zelfs een aas. Je moet nog steeds kleur bekennen als het kan: je mag alleen troeven als je geen kaart van de uitgekomen kleur hebt. Ada komt uit met de A♠ en Bo bekent met de 9♠.</translation>
    </message>
    <message>
      <source>You have no spades. Which of these cards wins the trick?</source>
      <translation>Je hebt geen schoppen. Welke van deze kaarten wint de slag?</translation>
    </message>
    <message>
      <source>K♣</source>
      <translation>K♣</translation>
    </message>
    <message>
      <source>9♥</source>
      <translation>9♥</translation>
    </message>
    <message>
      <source>Q♣</source>
      <translation>Q♣</translation>
    </message>
    <message>
      <source>No: the K♣ is neither a spade nor a trump, so it cannot win.</source>
      <translation>Nee: de K♣ is geen schoppen en geen troef, dus die kan niet winnen.</translation>
    </message>
    <message>
      <source>Right: the 9♥ is a trump, and any trump beats a card of another suit.</source>
      <translation>Goed: de 9♥ is een troef, en elke troef slaat een kaart van een andere kleur.</translation>
    </message>
    <message>
      <source>No: the Q♣ is neither a spade nor a trump, so it cannot win.</source>
      <translation>Nee: de Q♣ is geen schoppen en geen troef, dus die kan niet winnen.</translation>
    </message>
    <message>
      <source>Trump the ace: play the 9♥.</source>
      <translation>Troef de aas: speel de 9♥.</translation>
    </message>
    <message>
      <source>Even the lowest trump beats the A♠.</source>
      <translation>Zelfs de laagste troef slaat de A♠.</translation>
    </message>
    <message>
      <source>Your smallest trump is enough here: play the 9♥.</source>
      <translation>Je kleinste troef is hier genoeg: speel de 9♥.</translation>
    </message>
    <message>
      <source>The K♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation>De K♣ is geen schoppen en geen troef: die kan niet winnen. Speel de 9♥, een troef.</translation>
    </message>
    <message>
      <source>The Q♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation>De Q♣ is geen schoppen en geen troef: die kan niet winnen. Speel de 9♥, een troef.</translation>
    </message>
    <message>
      <source>The 10♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation>De 10♣ is geen schoppen en geen troef: die kan niet winnen. Speel de 9♥, een troef.</translation>
    </message>
    <message>
      <source>Your 9♥ won the trick because it is a trump. You lead the next trick.</source>
      <translation>Je 9♥ won de slag omdat het een troef is. Jij komt uit in de volgende slag.</translation>
    </message>
    <message>
      <source>Lead the K♣.</source>
      <translation>Kom uit met de K♣.</translation>
    </message>
    <message>
      <source>For this lesson, lead the K♣.</source>
      <translation>Kom voor deze les uit met de K♣.</translation>
    </message>
    <message>
      <source>Ada won the trick with the A♣, and Bo followed with the 9♣. The winner leads next.</source>
      <translation>Ada won de slag met de A♣, en Bo bekende met de 9♣. Wie de slag wint, komt als volgende uit.</translation>
    </message>
    <message>
      <source>Ada led the Q♦. Bo had no diamonds, so he trumped it with the 10♥.</source>
      <translation>Ada kwam uit met de Q♦. Bo had geen ruiten, dus hij troefde met de 10♥.</translation>
    </message>
    <message>
      <source>You have no diamonds either. When several trumps are played, the highest trump wins. Among trumps the ace is high, then king, queen, 10 and 9. (The jacks are special: that is the next lesson.) Which card wins the trick now?</source>
      <translation>Jij hebt ook geen ruiten. Als er meerdere troeven worden gespeeld, wint de hoogste troef. Bij de troeven is de aas hoog, dan koning, vrouw, 10 en 9. (De boeren zijn bijzonder: dat is de volgende les.) Welke kaart wint de slag nu?</translation>
    </message>
    <message>
      <source>10♣</source>
      <translation>10♣</translation>
    </message>
    <message>
      <source>Q♥</source>
      <translation>Q♥</translation>
    </message>
    <message>
      <source>No: the 10♣ is neither a diamond nor a trump.</source>
      <translation>Nee: de 10♣ is geen ruiten en geen troef.</translation>
    </message>
    <message>
      <source>Right: the Q♥ is a trump higher than Bo's 10♥.</source>
      <translation>Goed: de Q♥ is een troef, hoger dan de 10♥ van Bo.</translation>
    </message>
    <message>
      <source>No: the Q♣ is neither a diamond nor a trump.</source>
      <translation>Nee: de Q♣ is geen ruiten en geen troef.</translation>
    </message>
    <message>
      <source>Over-trump Bo: beat his trump with a higher one, the Q♥.</source>
      <translation>Overtroef Bo: sla zijn troef met een hogere, de Q♥.</translation>
    </message>
    <message>
      <source>Your Q♥ beat Bo's 10♥: that is over-trumping.</source>
      <translation>Je Q♥ sloeg de 10♥ van Bo: dat is overtroeven.</translation>
    </message>
    <message>
      <source>Only a trump higher than Bo's 10♥ wins this trick: play the Q♥.</source>
      <translation>Alleen een troef hoger dan de 10♥ van Bo wint deze slag: speel de Q♥.</translation>
    </message>
    <message>
      <source>The A♥ would win too, but the Q♥ is enough. Keep your ace for later.</source>
      <translation>De A♥ zou ook winnen, maar de Q♥ is genoeg. Bewaar je aas voor later.</translation>
    </message>
    <message>
      <source>The Q♣ is neither a diamond nor a trump: it cannot win. Play the Q♥.</source>
      <translation>De Q♣ is geen ruiten en geen troef: die kan niet winnen. Speel de Q♥.</translation>
    </message>
    <message>
      <source>You won the trick with the higher trump. Now play the rest of this hand yourself.</source>
      <translation>Je won de slag met de hogere troef. Speel nu de rest van deze hand zelf.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 03-bowers</name>
    <message>
      <source>The bowers</source>
      <translation>De boeren</translation>
    </message>
    <message>
      <source>The two highest trumps are jacks: the right bower and the left bower, which is a trump.</source>
      <translation>De twee hoogste troeven zijn boeren: de rechterboer en de linkerboer, die een troef is.</translation>
    </message>
    <message>
      <source>In this hand you won the bidding and made hearts ♥ trump. Look at your two red jacks: while hearts are trump, they are the two highest cards of all.</source>
      <translation>In deze hand won jij het bieden en maakte je harten ♥ troef. Kijk naar je twee rode boeren: zolang harten troef is, zijn dat de twee hoogste kaarten van allemaal.</translation>
    </message>
    <message>
      <source>The jack of trump, here the J♥, is the right bower: the highest card. The other jack of the same colour, here the J♦ (diamonds are red like hearts), is the left bower: the second highest. Then come the ace, king, queen, 10 and 9 of trump.</source>
      <translation>De boer van troef, hier de J♥, is de rechterboer: de hoogste kaart. De andere boer van dezelfde kleur, hier de J♦ (ruiten zijn rood, net als harten), is de linkerboer: de op één na hoogste. Daarna komen de aas, koning, vrouw, 10 en 9 van troef.</translation>
    </message>
    <message>
      <source>Hearts are trump. Which is the highest trump?</source>
      <translation>Harten zijn troef. Wat is de hoogste troef?</translation>
    </message>
    <message>
      <source>A♥</source>
      <translation>A♥</translation>
    </message>
    <message>
      <source>J♥</source>
      <translation>J♥</translation>
    </message>
    <message>
      <source>J♦</source>
      <translation>J♦</translation>
    </message>
    <message>
      <source>No: both bowers beat the ace of trump.</source>
      <translation>Nee: beide boeren slaan de troefaas.</translation>
    </message>
    <message>
      <source>Right: the jack of trump, the right bower, is the highest card.</source>
      <translation>Goed: de boer van troef, de rechterboer, is de hoogste kaart.</translation>
    </message>
    <message>
      <source>No: the J♦ is the left bower, the second highest. The right bower beats it.</source>
      <translation>Nee: de J♦ is de linkerboer, de op één na hoogste. De rechterboer slaat hem.</translation>
    </message>
    <message>
      <source>You lead the first trick. Lead the right bower, the J♥.</source>
      <translation>Jij komt uit in de eerste slag. Kom uit met de rechterboer, de J♥.</translation>
    </message>
    <message>
      <source>For this lesson, lead the J♥, the right bower.</source>
      <translation>Kom voor deze les uit met de J♥, de rechterboer.</translation>
    </message>
    <message>
      <source>Ada and Bo had to follow with hearts, and nothing beats the right bower: the trick is yours.</source>
      <translation>Ada en Bo moesten harten bekennen, en niets slaat de rechterboer: de slag is van jou.</translation>
    </message>
    <message>
      <source>Lead the K♠.</source>
      <translation>Kom uit met de K♠.</translation>
    </message>
    <message>
      <source>For this lesson, lead the K♠.</source>
      <translation>Kom voor deze les uit met de K♠.</translation>
    </message>
    <message>
      <source>Ada won the trick with the A♠, and Bo followed with the 9♠. The winner leads next.</source>
      <translation>Ada won de slag met de A♠, en Bo bekende met de 9♠. Wie de slag wint, komt als volgende uit.</translation>
    </message>
    <message>
      <source>Ada led the A♦, and Bo followed with the K♦.</source>
      <translation>Ada kwam uit met de A♦, en Bo bekende met de K♦.</translation>
    </message>
    <message>
      <source>Diamonds were led. You hold the J♦ and the 9♦. Which may you play?</source>
      <translation>Er werd ruiten uitgekomen. Je hebt de J♦ en de 9♦. Welke mag je spelen?</translation>
    </message>
    <message>
      <source>9♦</source>
      <translation>9♦</translation>
    </message>
    <message>
      <source>No: while hearts are trump, the J♦ is a heart, not a diamond. It does not follow diamonds.</source>
      <translation>Nee: zolang harten troef zijn, is de J♦ een harten, geen ruiten. Hij bekent geen ruiten.</translation>
    </message>
    <message>
      <source>Right: the 9♦ is your only diamond, because the J♦ counts as a heart.</source>
      <translation>Goed: de 9♦ is je enige ruiten, want de J♦ telt als een harten.</translation>
    </message>
    <message>
      <source>Follow diamonds with the 9♦.</source>
      <translation>Beken ruiten met de 9♦.</translation>
    </message>
    <message>
      <source>Diamonds were led and the 9♦ is your only diamond: play it.</source>
      <translation>Er werd ruiten uitgekomen en de 9♦ is je enige ruiten: speel hem.</translation>
    </message>
    <message>
      <source>While hearts are trump the J♦ is a heart, not a diamond, so it does not follow diamonds: play your 9♦.</source>
      <translation>Zolang harten troef zijn, is de J♦ een harten, geen ruiten, dus hij bekent geen ruiten: speel je 9♦.</translation>
    </message>
    <message>
      <source>Ada's A♦ won the trick, so she leads the next one.</source>
      <translation>De A♦ van Ada won de slag, dus zij komt uit in de volgende.</translation>
    </message>
    <message>
      <source>Ada led the Q♣. Bo has no clubs: he threw away the 10♠.</source>
      <translation>Ada kwam uit met de Q♣. Bo heeft geen klaveren: hij gooide de 10♠ weg.</translation>
    </message>
    <message>
      <source>Follow clubs and win the trick with the K♣.</source>
      <translation>Beken klaveren en win de slag met de K♣.</translation>
    </message>
    <message>
      <source>Your K♣ beat her Q♣: the trick is yours, and so is the next lead.</source>
      <translation>Jouw K♣ sloeg haar Q♣: de slag is van jou, en jij komt ook uit in de volgende.</translation>
    </message>
    <message>
      <source>Clubs were led and you hold clubs: follow with the K♣, which beats the Q♣.</source>
      <translation>Er werd klaveren uitgekomen en je hebt klaveren: beken met de K♣, die de Q♣ slaat.</translation>
    </message>
    <message>
      <source>The 9♣ follows suit too, but it loses to the Q♣. Win with the K♣.</source>
      <translation>De 9♣ bekent ook kleur, maar verliest van de Q♣. Win met de K♣.</translation>
    </message>
    <message>
      <source>The left bower is a trump in every way: it follows when trumps are led, it leads as a trump, and it never counts as its printed suit.</source>
      <translation>De linkerboer is in alles een troef: hij bekent als er troef wordt uitgekomen, hij komt uit als troef, en hij telt nooit als zijn gedrukte kleur.</translation>
    </message>
    <message>
      <source>Hearts are trump and you lead the J♦. What must the others play?</source>
      <translation>Harten zijn troef en je komt uit met de J♦. Wat moeten de anderen spelen?</translation>
    </message>
    <message>
      <source>A diamond, if they have one</source>
      <translation>Een ruiten, als ze er een hebben</translation>
    </message>
    <message>
      <source>A heart, if they have one</source>
      <translation>Een harten, als ze er een hebben</translation>
    </message>
    <message>
      <source>Any card</source>
      <translation>Elke kaart</translation>
    </message>
    <message>
      <source>No: the J♦ is a heart while hearts are trump, so leading it leads hearts.</source>
      <translation>Nee: de J♦ is een harten zolang harten troef zijn, dus wie ermee uitkomt, komt uit met harten.</translation>
    </message>
    <message>
      <source>Right: the left bower leads trumps, so they must follow with a heart.</source>
      <translation>Goed: met de linkerboer kom je uit met troef, dus ze moeten harten bekennen.</translation>
    </message>
    <message>
      <source>No: they must follow suit, and the suit led is hearts.</source>
      <translation>Nee: ze moeten kleur bekennen, en de uitgekomen kleur is harten.</translation>
    </message>
    <message>
      <source>Lead the left bower, the J♦.</source>
      <translation>Kom uit met de linkerboer, de J♦.</translation>
    </message>
    <message>
      <source>Lead the J♦, your left bower.</source>
      <translation>Kom uit met de J♦, je linkerboer.</translation>
    </message>
    <message>
      <source>Lead the J♦ this time, to see how the others must answer a trump.</source>
      <translation>Kom deze keer uit met de J♦, om te zien hoe de anderen op een troef moeten reageren.</translation>
    </message>
    <message>
      <source>Ada followed with the Q♥ and Bo with the A♥: the J♦ led hearts, so both had to play a heart. Only the right bower beats the left bower, and it is gone: the trick is yours.</source>
      <translation>Ada bekende met de Q♥ en Bo met de A♥: met de J♦ kwam je uit met harten, dus allebei moesten ze een harten spelen. Alleen de rechterboer slaat de linkerboer, en die is al weg: de slag is van jou.</translation>
    </message>
    <message>
      <source>Now play the last trick yourself.</source>
      <translation>Speel nu zelf de laatste slag.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 04-ghost-hand</name>
    <message>
      <source>Ghost Hand: bidding and scoring</source>
      <translation>Ghost Hand: bieden en scoren</translation>
    </message>
    <message>
      <source>Swapping with the ghost hand, bidding, naming trump, shooting the moon, and the scoring.</source>
      <translation>Ruilen met de spookhand, bieden, troef kiezen, op de maan schieten, en het scoren.</translation>
    </message>
    <message>
      <source>Now the bidding, in Ghost Hand, one of the two games you can play. Each player gets six cards, and six more go face down to a fourth hand that nobody owns: the ghost hand.</source>
      <translation>Nu het bieden, in Ghost Hand, een van de twee spellen die je kunt spelen. Elke speler krijgt zes kaarten, en nog zes gaan gesloten naar een vierde hand die van niemand is: de spookhand.</translation>
    </message>
    <message>
      <source>Each player bids once, starting left of the dealer. You are the dealer, so you bid last and hear the others first. A bid is 3, 4 or 5: the number of the six tricks you promise to take with the trump suit you will choose. Each bid must be higher than the one before. You may also pass.</source>
      <translation>Elke speler biedt één keer, te beginnen links van de gever. Jij bent de gever, dus jij biedt als laatste en hoort eerst de anderen. Een bod is 3, 4 of 5: het aantal van de zes slagen dat je belooft te halen met de troefkleur die je zult kiezen. Elk bod moet hoger zijn dan het vorige. Je mag ook passen.</translation>
    </message>
    <message>
      <source>In your turn, before you bid, you may swap your whole hand for the ghost hand without looking at it. Only one player per hand may swap, and the hand given up is dead: it takes no part in the play. Ada bid 3 without swapping, and Bo passed.</source>
      <translation>In je beurt mag je, voordat je biedt, je hele hand ruilen voor de spookhand zonder die te bekijken. Maar één speler per hand mag ruilen, en de afgestane hand is dood: hij doet niet mee in het spel. Ada bood 3 zonder te ruilen, en Bo paste.</translation>
    </message>
    <message>
      <source>When is swapping with the ghost hand a good idea?</source>
      <translation>Wanneer is ruilen met de spookhand een goed idee?</translation>
    </message>
    <message>
      <source>When my hand is weak</source>
      <translation>Als mijn hand zwak is</translation>
    </message>
    <message>
      <source>When my hand is strong</source>
      <translation>Als mijn hand sterk is</translation>
    </message>
    <message>
      <source>In every hand</source>
      <translation>In elke hand</translation>
    </message>
    <message>
      <source>Right: a weak hand has little to lose, and the ghost hand may be better.</source>
      <translation>Goed: een zwakke hand heeft weinig te verliezen, en de spookhand is misschien beter.</translation>
    </message>
    <message>
      <source>No: a strong hand is worth keeping; the ghost hand is usually weaker.</source>
      <translation>Nee: een sterke hand is het houden waard; de spookhand is meestal zwakker.</translation>
    </message>
    <message>
      <source>No: swap only when your hand is weak, and only one player per hand may swap.</source>
      <translation>Nee: ruil alleen als je hand zwak is, en maar één speler per hand mag ruilen.</translation>
    </message>
    <message>
      <source>Look at your hand: no jack, no ace, nothing higher than a queen. Whatever suit is trump, it will take few tricks.</source>
      <translation>Kijk naar je hand: geen boer, geen aas, niets hoger dan een vrouw. Welke kleur ook troef wordt, deze hand haalt weinig slagen.</translation>
    </message>
    <message>
      <source>Nobody has swapped yet, so you may. Swap your hand for the ghost hand.</source>
      <translation>Nog niemand heeft geruild, dus jij mag. Ruil je hand voor de spookhand.</translation>
    </message>
    <message>
      <source>You swapped: the ghost hand is yours now, and your old cards are dead.</source>
      <translation>Je hebt geruild: de spookhand is nu van jou, en je oude kaarten zijn dood.</translation>
    </message>
    <message>
      <source>This hand is weak: swap it for the ghost hand first.</source>
      <translation>Deze hand is zwak: ruil hem eerst voor de spookhand.</translation>
    </message>
    <message>
      <source>You could pass, but this hand is weak: swap first, then decide.</source>
      <translation>Je zou kunnen passen, maar deze hand is zwak: ruil eerst en beslis dan.</translation>
    </message>
    <message>
      <source>With this hand a bid of 4 would fail: swap first.</source>
      <translation>Met deze hand zou een bod van 4 mislukken: ruil eerst.</translation>
    </message>
    <message>
      <source>With this hand a bid of 5 would fail: swap first.</source>
      <translation>Met deze hand zou een bod van 5 mislukken: ruil eerst.</translation>
    </message>
    <message>
      <source>This hand cannot take all six tricks: swap first.</source>
      <translation>Deze hand kan niet alle zes slagen halen: ruil eerst.</translation>
    </message>
    <message>
      <source>Instead of a number you may shoot the moon: promise all six tricks. The moon beats every bid and pays a lot if you make it.</source>
      <translation>In plaats van een getal mag je op de maan schieten: alle zes slagen beloven. De maan gaat boven elk bod en levert veel op als je hem haalt.</translation>
    </message>
    <message>
      <source>Ada bid 3. Which of these may you do now?</source>
      <translation>Ada bood 3. Welke hiervan mag je nu doen?</translation>
    </message>
    <message>
      <source>Bid 3</source>
      <translation>3 bieden</translation>
    </message>
    <message>
      <source>Bid 4</source>
      <translation>4 bieden</translation>
    </message>
    <message>
      <source>Swap again</source>
      <translation>Opnieuw ruilen</translation>
    </message>
    <message>
      <source>No: your bid must be higher than Ada's 3.</source>
      <translation>Nee: je bod moet hoger zijn dan de 3 van Ada.</translation>
    </message>
    <message>
      <source>Right: 4 is higher than Ada's 3.</source>
      <translation>Goed: 4 is hoger dan de 3 van Ada.</translation>
    </message>
    <message>
      <source>No: you have swapped, and only one player per hand may swap.</source>
      <translation>Nee: je hebt al geruild, en maar één speler per hand mag ruilen.</translation>
    </message>
    <message>
      <source>Your new hand holds both black jacks and the A♠ and K♠: with spades as trump that is a strong hand. Bid 4.</source>
      <translation>Je nieuwe hand heeft beide zwarte boeren en de A♠ en K♠: met schoppen als troef is dat een sterke hand. Bied 4.</translation>
    </message>
    <message>
      <source>The moon promises all six tricks, and your 9♥ is unlikely to win one. Bid 4.</source>
      <translation>De maan belooft alle zes slagen, en je 9♥ wint er waarschijnlijk geen. Bied 4.</translation>
    </message>
    <message>
      <source>Five tricks is a lot to promise: your A♦ and 9♥ may not both win. Bid 4.</source>
      <translation>Vijf slagen is veel om te beloven: je A♦ en 9♥ winnen misschien niet allebei. Bied 4.</translation>
    </message>
    <message>
      <source>Your hand is too good to pass: bid 4.</source>
      <translation>Je hand is te goed om te passen: bied 4.</translation>
    </message>
    <message>
      <source>Ada already bid 3: your bid must be higher, 4 or 5.</source>
      <translation>Ada bood al 3: je bod moet hoger zijn, 4 of 5.</translation>
    </message>
    <message>
      <source>You have swapped already, and only one player per hand may swap, once.</source>
      <translation>Je hebt al geruild, en maar één speler per hand mag ruilen, en maar één keer.</translation>
    </message>
    <message>
      <source>Your 4 was the highest bid, so you are the declarer. The declarer names trump and leads the first trick.</source>
      <translation>Jouw 4 was het hoogste bod, dus jij bent de bieder. De bieder kiest troef en komt uit in de eerste slag.</translation>
    </message>
    <message>
      <source>Name spades ♠ as trump.</source>
      <translation>Kies schoppen ♠ als troef.</translation>
    </message>
    <message>
      <source>Your strength is in spades: name spades.</source>
      <translation>Je kracht zit in schoppen: kies schoppen.</translation>
    </message>
    <message>
      <source>Lead the right bower, the J♠, to draw out the others' trumps.</source>
      <translation>Kom uit met de rechterboer, de J♠, om de troeven van de anderen te trekken.</translation>
    </message>
    <message>
      <source>For this lesson, lead the J♠, the right bower.</source>
      <translation>Kom voor deze les uit met de J♠, de rechterboer.</translation>
    </message>
    <message>
      <source>Now the scoring, when the hand is over. The other players score 1 point for each trick they take. You, the declarer, score 1 point for each trick you take if you take at least the 4 you bid. If you take fewer, you are set: you lose 4 points and score nothing for your tricks.</source>
      <translation>Nu het scoren, als de hand voorbij is. De andere spelers scoren 1 punt voor elke slag die ze halen. Jij, de bieder, scoort 1 punt voor elke slag die je haalt als je minstens de 4 haalt die je bood. Haal je er minder, dan ga je down: je verliest 4 punten en scoort niets voor je slagen.</translation>
    </message>
    <message>
      <source>You bid 4 and take 5 tricks. What do you score?</source>
      <translation>Je biedt 4 en haalt 5 slagen. Wat scoor je?</translation>
    </message>
    <message>
      <source>+5</source>
      <translation>+5</translation>
    </message>
    <message>
      <source>+4</source>
      <translation>+4</translation>
    </message>
    <message>
      <source>−4</source>
      <translation>−4</translation>
    </message>
    <message>
      <source>Right: you made your bid, so every trick counts, 5 points.</source>
      <translation>Goed: je haalde je bod, dus elke slag telt, 5 punten.</translation>
    </message>
    <message>
      <source>No: once you make your bid, every trick you take scores, 5 here.</source>
      <translation>Nee: als je je bod haalt, scoort elke slag die je haalt, hier 5.</translation>
    </message>
    <message>
      <source>No: you took more than you bid, so you are not set.</source>
      <translation>Nee: je haalde meer dan je bood, dus je gaat niet down.</translation>
    </message>
    <message>
      <source>You bid 4 but take only 3 tricks. What do you score?</source>
      <translation>Je biedt 4 maar haalt maar 3 slagen. Wat scoor je?</translation>
    </message>
    <message>
      <source>+3</source>
      <translation>+3</translation>
    </message>
    <message>
      <source>0</source>
      <translation>0</translation>
    </message>
    <message>
      <source>No: you took fewer than you bid, so your tricks score nothing.</source>
      <translation>Nee: je haalde minder dan je bood, dus je slagen scoren niets.</translation>
    </message>
    <message>
      <source>No: being set costs you the bid.</source>
      <translation>Nee: down gaan kost je je bod.</translation>
    </message>
    <message>
      <source>Right: you are set and lose the 4 you bid.</source>
      <translation>Goed: je gaat down en verliest de 4 die je bood.</translation>
    </message>
    <message>
      <source>In that hand Ada took 2 tricks. What does she score?</source>
      <translation>In die hand haalde Ada 2 slagen. Wat scoort zij?</translation>
    </message>
    <message>
      <source>+2</source>
      <translation>+2</translation>
    </message>
    <message>
      <source>−2</source>
      <translation>−2</translation>
    </message>
    <message>
      <source>Right: the other players score 1 point for each trick.</source>
      <translation>Goed: de andere spelers scoren 1 punt voor elke slag.</translation>
    </message>
    <message>
      <source>No: only the declarer can lose points.</source>
      <translation>Nee: alleen de bieder kan punten verliezen.</translation>
    </message>
    <message>
      <source>No: the other players score 1 point for each trick they take.</source>
      <translation>Nee: de andere spelers scoren 1 punt voor elke slag die ze halen.</translation>
    </message>
    <message>
      <source>The moon: a declarer who shoots the moon and takes all six tricks scores 24 points. One who loses even a single trick loses 6 points.</source>
      <translation>De maan: een bieder die op de maan schiet en alle zes slagen haalt, scoort 24 punten. Wie ook maar één slag verliest, verliest 6 punten.</translation>
    </message>
    <message>
      <source>You shoot the moon and take all six tricks. What do you score?</source>
      <translation>Je schiet op de maan en haalt alle zes slagen. Wat scoor je?</translation>
    </message>
    <message>
      <source>+6</source>
      <translation>+6</translation>
    </message>
    <message>
      <source>+24</source>
      <translation>+24</translation>
    </message>
    <message>
      <source>−6</source>
      <translation>−6</translation>
    </message>
    <message>
      <source>No: the moon pays much more than one point a trick.</source>
      <translation>Nee: de maan levert veel meer op dan één punt per slag.</translation>
    </message>
    <message>
      <source>Right: a moon that is made scores 24.</source>
      <translation>Goed: een gehaalde maan scoort 24.</translation>
    </message>
    <message>
      <source>No: you took all six, so you made the moon.</source>
      <translation>Nee: je haalde alle zes, dus je haalde de maan.</translation>
    </message>
    <message>
      <source>You shoot the moon and take five tricks. What do you score?</source>
      <translation>Je schiet op de maan en haalt vijf slagen. Wat scoor je?</translation>
    </message>
    <message>
      <source>No: a moon that fails scores nothing for its tricks.</source>
      <translation>Nee: een mislukte maan scoort niets voor zijn slagen.</translation>
    </message>
    <message>
      <source>Right: a failed moon loses 6 points.</source>
      <translation>Goed: een mislukte maan kost 6 punten.</translation>
    </message>
    <message>
      <source>No: a failed moon costs 6 points.</source>
      <translation>Nee: een mislukte maan kost 6 punten.</translation>
    </message>
    <message>
      <source>Hand after hand, once a player has 32 points or more, the highest score wins the game; if the leaders are tied, play goes on. Now play out this hand yourself.</source>
      <translation>Hand na hand: zodra iemand 32 punten of meer heeft, wint wie de hoogste score heeft; staan de koplopers gelijk, dan wordt er doorgespeeld. Speel deze hand nu zelf uit.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 05-cutthroat</name>
    <message>
      <source>Cutthroat: ordering up and the dummy</source>
      <translation>Cutthroat: bestellen en de blinde</translation>
    </message>
    <message>
      <source>Ordering up or passing, the dealer's pick-up, taking the dummy, and the scoring.</source>
      <translation>Bestellen of passen, het oppakken door de gever, de blinde nemen, en het scoren.</translation>
    </message>
    <message>
      <source>Cutthroat is the other game. Each player gets five cards, five more go face down to the dummy hand, and the last four form the kitty. The top card of the kitty is turned face up, the up-card: here the K♥.</source>
      <translation>Cutthroat is het andere spel. Elke speler krijgt vijf kaarten, nog vijf gaan gesloten naar de blinde, en de laatste vier vormen de stok. De bovenste kaart van de stok wordt opengelegd, de open kaart: hier de K♥.</translation>
    </message>
    <message>
      <source>Starting left of the dealer, each player may order it up, which makes the up-card's suit trump: the one who orders is the maker, plays against the other two and must take at least 3 of the 5 tricks. Or they pass. For the dealer, the button to order it up reads Accept. Bo is the dealer, so you speak first.</source>
      <translation>Vanaf links van de gever mag elke speler hem bestellen, waardoor de kleur van de open kaart troef wordt: wie bestelt, is de troefmaker, speelt tegen de andere twee en moet minstens 3 van de 5 slagen halen. Of ze passen. Voor de gever heet de knop om te bestellen Aannemen. Bo is de gever, dus jij spreekt als eerste.</translation>
    </message>
    <message>
      <source>You hold the J♥, the A♥ and the Q♥, three high hearts, and the A♠. Should you order up hearts?</source>
      <translation>Je hebt de J♥, de A♥ en de Q♥, drie hoge harten, en de A♠. Moet je harten bestellen?</translation>
    </message>
    <message>
      <source>Yes, order it up</source>
      <translation>Ja, bestellen</translation>
    </message>
    <message>
      <source>No, pass</source>
      <translation>Nee, passen</translation>
    </message>
    <message>
      <source>Right: three high trumps and an ace are a good start, and the dummy may add more.</source>
      <translation>Goed: drie hoge troeven en een aas zijn een goed begin, en de blinde kan er nog meer aan toevoegen.</translation>
    </message>
    <message>
      <source>No: the maker must take 3 of the 5 tricks, and three high trumps and an ace can do that: order it up.</source>
      <translation>Nee: de troefmaker moet 3 van de 5 slagen halen, en drie hoge troeven en een aas kunnen dat: bestel hem.</translation>
    </message>
    <message>
      <source>Order it up: hearts become trump, and you are the maker.</source>
      <translation>Bestel hem: harten worden troef, en jij bent de troefmaker.</translation>
    </message>
    <message>
      <source>Pass with a weak hand; with three high hearts, order it up.</source>
      <translation>Pas met een zwakke hand; met drie hoge harten bestel je hem.</translation>
    </message>
    <message>
      <source>Bo, the dealer, picked up the K♥ and discarded one card face down: the dealer may always do that, whoever ordered. Now you play against Ada and Bo.</source>
      <translation>Bo, de gever, pakte de K♥ op en legde één kaart gesloten weg: dat mag de gever altijd, wie er ook bestelde. Nu speel je tegen Ada en Bo.</translation>
    </message>
    <message>
      <source>A dealer who picks up the up-card must discard one card. Which is usually the best one to throw away?</source>
      <translation>Een gever die de open kaart oppakt, moet één kaart wegleggen. Welke kun je meestal het best weggooien?</translation>
    </message>
    <message>
      <source>A trump</source>
      <translation>Een troef</translation>
    </message>
    <message>
      <source>A low card of another suit</source>
      <translation>Een lage kaart van een andere kleur</translation>
    </message>
    <message>
      <source>An ace</source>
      <translation>Een aas</translation>
    </message>
    <message>
      <source>No: trumps win tricks; keep them.</source>
      <translation>Nee: troeven winnen slagen; houd ze.</translation>
    </message>
    <message>
      <source>Right: a low card of another suit would not win a trick anyway.</source>
      <translation>Goed: een lage kaart van een andere kleur zou toch geen slag winnen.</translation>
    </message>
    <message>
      <source>No: an ace may well win a trick; keep it.</source>
      <translation>Nee: een aas kan best een slag winnen; houd hem.</translation>
    </message>
    <message>
      <source>Had everyone passed, the up-card would have been turned down, and in a second round each player could name any other suit as trump, or pass again. If everyone passes twice, the cards are dealt again.</source>
      <translation>Als iedereen had gepast, was de open kaart omgedraaid, en in een tweede ronde had elke speler een andere kleur als troef kunnen kiezen, of opnieuw passen. Als iedereen twee keer past, wordt er opnieuw gedeeld.</translation>
    </message>
    <message>
      <source>Everyone passed and the K♥ was turned down. In round two, which suit may a player name as trump?</source>
      <translation>Iedereen paste en de K♥ werd omgedraaid. Welke kleur mag een speler in ronde twee als troef kiezen?</translation>
    </message>
    <message>
      <source>Hearts</source>
      <translation>Harten</translation>
    </message>
    <message>
      <source>Any suit but hearts</source>
      <translation>Elke kleur behalve harten</translation>
    </message>
    <message>
      <source>Only clubs</source>
      <translation>Alleen klaveren</translation>
    </message>
    <message>
      <source>No: the suit that was turned down cannot be named in round two.</source>
      <translation>Nee: de kleur die werd omgedraaid, kan in ronde twee niet worden gekozen.</translation>
    </message>
    <message>
      <source>Right: any suit except the one turned down.</source>
      <translation>Goed: elke kleur behalve de omgedraaide.</translation>
    </message>
    <message>
      <source>No: any suit except the one turned down may be named.</source>
      <translation>Nee: elke kleur behalve de omgedraaide mag worden gekozen.</translation>
    </message>
    <message>
      <source>Before anyone sees the dummy, you, the maker, choose: take the dummy's five cards and keep the best five of your ten, or go alone without it, for more points if you take all five tricks (a march).</source>
      <translation>Voordat iemand de blinde ziet, kies jij als troefmaker: de vijf kaarten van de blinde nemen en de beste vijf van je tien houden, of alleen gaan zonder de blinde, voor meer punten als je alle vijf slagen haalt (een mars).</translation>
    </message>
    <message>
      <source>When should a maker go alone instead of taking the dummy?</source>
      <translation>Wanneer moet een troefmaker alleen gaan in plaats van de blinde te nemen?</translation>
    </message>
    <message>
      <source>When the hand may take all 5 tricks without help</source>
      <translation>Als de hand zonder hulp alle 5 slagen kan halen</translation>
    </message>
    <message>
      <source>Every time</source>
      <translation>Altijd</translation>
    </message>
    <message>
      <source>With a weak hand</source>
      <translation>Met een zwakke hand</translation>
    </message>
    <message>
      <source>Right: a march alone scores 4, but the dummy's cards are given up.</source>
      <translation>Goed: een mars alleen scoort 4, maar je geeft de kaarten van de blinde op.</translation>
    </message>
    <message>
      <source>No: the dummy's five cards usually help a lot.</source>
      <translation>Nee: de vijf kaarten van de blinde helpen meestal veel.</translation>
    </message>
    <message>
      <source>No: a weak hand needs the dummy's cards even more.</source>
      <translation>Nee: een zwakke hand heeft de kaarten van de blinde nog harder nodig.</translation>
    </message>
    <message>
      <source>Your hand will not take all five tricks by itself: take the dummy. Then keep your four trumps and the A♠, and discard the other five cards.</source>
      <translation>Je hand haalt niet in zijn eentje alle vijf slagen: neem de blinde. Houd dan je vier troeven en de A♠, en leg de andere vijf kaarten weg.</translation>
    </message>
    <message>
      <source>You hold the J♥, the J♦ (the left bower), the A♥, the Q♥ and the A♠.</source>
      <translation>Je hebt de J♥, de J♦ (de linkerboer), de A♥, de Q♥ en de A♠.</translation>
    </message>
    <message>
      <source>Keep the four trumps (J♥, J♦, A♥ and Q♥) and the A♠; discard the other five.</source>
      <translation>Houd de vier troeven (J♥, J♦, A♥ en Q♥) en de A♠; leg de andere vijf weg.</translation>
    </message>
    <message>
      <source>Going alone pays only when you take all five tricks: take the dummy.</source>
      <translation>Alleen gaan loont alleen als je alle vijf slagen haalt: neem de blinde.</translation>
    </message>
    <message>
      <source>Ada and Bo are the defenders: they play together against you, their tricks count together, and with 3 tricks they euchre you. Either of them could have gone alone against you; both passed.</source>
      <translation>Ada en Bo zijn de verdedigers: ze spelen samen tegen jou, hun slagen tellen samen, en met 3 slagen euchren ze je. Elk van hen had alleen tegen je kunnen gaan; allebei pasten ze.</translation>
    </message>
    <message>
      <source>The player left of the dealer leads the first trick: that is you. Lead the right bower, the J♥, to draw out the others' trumps.</source>
      <translation>De speler links van de gever komt uit in de eerste slag: dat ben jij. Kom uit met de rechterboer, de J♥, om de troeven van de anderen te trekken.</translation>
    </message>
    <message>
      <source>For this lesson, lead the J♥.</source>
      <translation>Kom voor deze les uit met de J♥.</translation>
    </message>
    <message>
      <source>Ada had no hearts and threw away the 9♦; Bo had to follow with the 9♥. The trick is yours.</source>
      <translation>Ada had geen harten en gooide de 9♦ weg; Bo moest bekennen met de 9♥. De slag is van jou.</translation>
    </message>
    <message>
      <source>The scoring: a maker who takes 3 or 4 tricks scores 1 point, and all 5 (a march) 3 points, or 4 points after going alone. A maker who takes fewer than 3 is euchred: each defender scores 2 points.</source>
      <translation>Het scoren: een troefmaker die 3 of 4 slagen haalt, scoort 1 punt, en alle 5 (een mars) 3 punten, of 4 punten na alleen gaan. Een troefmaker die minder dan 3 haalt, is geëuchred: elke verdediger scoort 2 punten.</translation>
    </message>
    <message>
      <source>You take 3 tricks. What do you score?</source>
      <translation>Je haalt 3 slagen. Wat scoor je?</translation>
    </message>
    <message>
      <source>+1</source>
      <translation>+1</translation>
    </message>
    <message>
      <source>+3</source>
      <translation>+3</translation>
    </message>
    <message>
      <source>+2</source>
      <translation>+2</translation>
    </message>
    <message>
      <source>Right: 3 or 4 tricks score 1 point for the maker.</source>
      <translation>Goed: 3 of 4 slagen leveren de troefmaker 1 punt op.</translation>
    </message>
    <message>
      <source>No: 3 points is for taking all 5.</source>
      <translation>Nee: 3 punten zijn voor alle 5 slagen.</translation>
    </message>
    <message>
      <source>No: the maker scores 1 point for 3 or 4 tricks.</source>
      <translation>Nee: de troefmaker scoort 1 punt voor 3 of 4 slagen.</translation>
    </message>
    <message>
      <source>You take all 5 tricks with the dummy. What do you score?</source>
      <translation>Je haalt met de blinde alle 5 slagen. Wat scoor je?</translation>
    </message>
    <message>
      <source>+5</source>
      <translation>+5</translation>
    </message>
    <message>
      <source>No: taking all 5 is a march, worth more.</source>
      <translation>Nee: alle 5 halen is een mars, en die is meer waard.</translation>
    </message>
    <message>
      <source>Right: a march scores 3.</source>
      <translation>Goed: een mars scoort 3.</translation>
    </message>
    <message>
      <source>No: a march scores 3.</source>
      <translation>Nee: een mars scoort 3.</translation>
    </message>
    <message>
      <source>Had you gone alone and taken all 5 tricks, what would you score?</source>
      <translation>Als je alleen was gegaan en alle 5 slagen had gehaald, wat had je dan gescoord?</translation>
    </message>
    <message>
      <source>+4</source>
      <translation>+4</translation>
    </message>
    <message>
      <source>No: a march alone scores more than a march with the dummy.</source>
      <translation>Nee: een mars alleen scoort meer dan een mars met de blinde.</translation>
    </message>
    <message>
      <source>Right: a march alone scores 4.</source>
      <translation>Goed: een mars alleen scoort 4.</translation>
    </message>
    <message>
      <source>No: a march alone scores 4.</source>
      <translation>Nee: een mars alleen scoort 4.</translation>
    </message>
    <message>
      <source>Ada and Bo take 3 tricks between them. What does each of them score?</source>
      <translation>Ada en Bo halen samen 3 slagen. Wat scoort elk van hen?</translation>
    </message>
    <message>
      <source>0</source>
      <translation>0</translation>
    </message>
    <message>
      <source>No: euchring the maker scores 2 for each defender.</source>
      <translation>Nee: de troefmaker euchren levert elke verdediger 2 op.</translation>
    </message>
    <message>
      <source>Right: you are euchred, and each defender scores 2.</source>
      <translation>Goed: je bent geëuchred, en elke verdediger scoort 2.</translation>
    </message>
    <message>
      <source>No: you are euchred, and each defender scores 2.</source>
      <translation>Nee: je bent geëuchred, en elke verdediger scoort 2.</translation>
    </message>
    <message>
      <source>Once a player has 10 points or more, the highest score wins the game; if the leaders are tied, play goes on. Now play out this hand yourself.</source>
      <translation>Zodra iemand 10 punten of meer heeft, wint wie de hoogste score heeft; staan de koplopers gelijk, dan wordt er doorgespeeld. Speel deze hand nu zelf uit.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 05b-cutthroat-defending</name>
    <message>
      <source>Cutthroat: the dealer's pick-up and defending alone</source>
      <translation>Cutthroat: het oppakken door de gever en alleen verdedigen</translation>
    </message>
    <message>
      <source>The dealer picks up the up-card when another player orders, and a strong defender goes alone.</source>
      <translation>De gever pakt de open kaart op als een andere speler bestelt, en een sterke verdediger gaat alleen.</translation>
    </message>
    <message>
      <source>Another Cutthroat hand. This time you are the dealer, and the up-card is the K♥. Ada, on your left, spoke first and ordered it up: hearts are trump, and Ada is the maker.</source>
      <translation>Nog een hand Cutthroat. Deze keer ben jij de gever, en de open kaart is de K♥. Ada, links van je, sprak als eerste en bestelde hem: harten zijn troef, en Ada is de troefmaker.</translation>
    </message>
    <message>
      <source>When another player orders it up, the dealer may pick up the up-card and discard one card face down, or leave it. The up-card is a trump, so picking it up makes the dealer's hand stronger.</source>
      <translation>Als een andere speler bestelt, mag de gever de open kaart oppakken en één kaart gesloten wegleggen, of hem laten liggen. De open kaart is een troef, dus door hem op te pakken wordt de hand van de gever sterker.</translation>
    </message>
    <message>
      <source>Pick up the K♥, then discard the Q♣: it is your only card that is neither a trump nor an ace.</source>
      <translation>Pak de K♥ op en leg dan de Q♣ weg: dat is je enige kaart die geen troef en geen aas is.</translation>
    </message>
    <message>
      <source>The K♥ is yours, and the Q♣ lies face down.</source>
      <translation>De K♥ is van jou, en de Q♣ ligt gesloten.</translation>
    </message>
    <message>
      <source>Keep your trumps and the A♠: discard the Q♣.</source>
      <translation>Houd je troeven en de A♠: leg de Q♣ weg.</translation>
    </message>
    <message>
      <source>The K♥ is a trump and would make your hand stronger: pick it up.</source>
      <translation>De K♥ is een troef en zou je hand sterker maken: pak hem op.</translation>
    </message>
    <message>
      <source>Ada took the dummy. Now each defender in turn, starting left of the maker, may go alone: then the other defender sits out the hand. Bo passed.</source>
      <translation>Ada nam de blinde. Nu mag elke verdediger om de beurt, te beginnen links van de troefmaker, alleen gaan: dan speelt de andere verdediger de hand niet mee. Bo paste.</translation>
    </message>
    <message>
      <source>A defender who goes alone and takes 3 or 4 tricks scores 2 points, the same as a euchre, and 4 points for all 5. The other defender, who sits out, scores the same.</source>
      <translation>Een verdediger die alleen gaat en 3 of 4 slagen haalt, scoort 2 punten, evenveel als bij een euchre, en 4 punten voor alle 5. De andere verdediger, die niet meespeelt, scoort hetzelfde.</translation>
    </message>
    <message>
      <source>You hold the J♥, the J♦, the A♥ and the K♥, the four highest trumps, and the A♠. Should you go alone?</source>
      <translation>Je hebt de J♥, de J♦, de A♥ en de K♥, de vier hoogste troeven, en de A♠. Moet je alleen gaan?</translation>
    </message>
    <message>
      <source>Yes, go alone</source>
      <translation>Ja, alleen gaan</translation>
    </message>
    <message>
      <source>No, pass and defend with Bo</source>
      <translation>Nee, passen en samen met Bo verdedigen</translation>
    </message>
    <message>
      <source>Right: with the four highest trumps you can take all 5 tricks by yourself, and all 5 alone score 4 for each defender instead of 2.</source>
      <translation>Goed: met de vier hoogste troeven kun je in je eentje alle 5 slagen halen, en alle 5 alleen levert elke verdediger 4 punten op in plaats van 2.</translation>
    </message>
    <message>
      <source>No: this hand can take all 5 tricks by itself, and all 5 alone score 4 for each defender instead of 2.</source>
      <translation>Nee: deze hand kan in zijn eentje alle 5 slagen halen, en alle 5 alleen levert elke verdediger 4 punten op in plaats van 2.</translation>
    </message>
    <message>
      <source>Defend alone: Bo sits out, and you play against Ada by yourself.</source>
      <translation>Verdedig alleen: Bo speelt niet mee, en jij speelt in je eentje tegen Ada.</translation>
    </message>
    <message>
      <source>With the four highest trumps you can take all 5 tricks alone, which scores 4 instead of 2: go alone.</source>
      <translation>Met de vier hoogste troeven kun je in je eentje alle 5 slagen halen, en dat levert 4 punten op in plaats van 2: ga alleen.</translation>
    </message>
    <message>
      <source>The first player left of the one who went alone leads: Ada led the A♦. Bo sits out, so each trick has two cards.</source>
      <translation>De eerste speler links van wie alleen ging, komt uit: Ada kwam uit met de A♦. Bo speelt niet mee, dus elke slag heeft twee kaarten.</translation>
    </message>
    <message>
      <source>You have no diamonds (the J♦ is a heart now), so you may trump. Win with your lowest trump, the K♥.</source>
      <translation>Je hebt geen ruiten (de J♦ is nu een harten), dus je mag troeven. Win met je laagste troef, de K♥.</translation>
    </message>
    <message>
      <source>Trump the A♦ with the K♥.</source>
      <translation>Troef de A♦ met de K♥.</translation>
    </message>
    <message>
      <source>The A♠ cannot beat the A♦: only a trump beats it. Trump with the K♥.</source>
      <translation>De A♠ kan de A♦ niet slaan: alleen een troef slaat hem. Troef met de K♥.</translation>
    </message>
    <message>
      <source>The J♥ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation>De J♥ wint ook, maar de K♥ is genoeg: houd je hoogste troeven.</translation>
    </message>
    <message>
      <source>The J♦ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation>De J♦ wint ook, maar de K♥ is genoeg: houd je hoogste troeven.</translation>
    </message>
    <message>
      <source>The A♥ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation>De A♥ wint ook, maar de K♥ is genoeg: houd je hoogste troeven.</translation>
    </message>
    <message>
      <source>You go alone and take 3 tricks against Ada. What do you score?</source>
      <translation>Je gaat alleen en haalt 3 slagen tegen Ada. Wat scoor je?</translation>
    </message>
    <message>
      <source>+2</source>
      <translation>+2</translation>
    </message>
    <message>
      <source>+1</source>
      <translation>+1</translation>
    </message>
    <message>
      <source>+4</source>
      <translation>+4</translation>
    </message>
    <message>
      <source>Right: 3 or 4 tricks by a lone defender score 2 for each defender.</source>
      <translation>Goed: 3 of 4 slagen van een alleen verdedigende speler leveren elke verdediger 2 op.</translation>
    </message>
    <message>
      <source>No: a lone defender who takes 3 tricks scores 2.</source>
      <translation>Nee: een alleen verdedigende speler die 3 slagen haalt, scoort 2.</translation>
    </message>
    <message>
      <source>No: 4 points is for all 5 tricks.</source>
      <translation>Nee: 4 punten zijn voor alle 5 slagen.</translation>
    </message>
    <message>
      <source>You go alone and take all 5 tricks. What does Bo score?</source>
      <translation>Je gaat alleen en haalt alle 5 slagen. Wat scoort Bo?</translation>
    </message>
    <message>
      <source>0</source>
      <translation>0</translation>
    </message>
    <message>
      <source>No: the defender who sits out scores as the lone defender does.</source>
      <translation>Nee: de verdediger die niet meespeelt, scoort hetzelfde als de alleen verdedigende speler.</translation>
    </message>
    <message>
      <source>No: all 5 tricks score more than 3 or 4.</source>
      <translation>Nee: alle 5 slagen leveren meer op dan 3 of 4.</translation>
    </message>
    <message>
      <source>Right: all 5 tricks score 4 for each defender, Bo too.</source>
      <translation>Goed: alle 5 slagen leveren elke verdediger 4 op, ook Bo.</translation>
    </message>
    <message>
      <source>Now play out this hand: lead your trumps and take every trick.</source>
      <translation>Speel deze hand nu uit: kom uit met je troeven en haal elke slag.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 06-reneges</name>
    <message>
      <source>Reneges</source>
      <translation>Verzaken</translation>
    </message>
    <message>
      <source>What a renege is, and how to call one when reneges can be called.</source>
      <translation>Wat verzaken is, en hoe je een verzaking aanrekent als dat mag.</translation>
    </message>
    <message>
      <source>Not following suit when you could is a renege. Usually the game refuses such a card. In this game a rule option is on: reneges can be called. Wrong cards are accepted, and the other players must catch them.</source>
      <translation>Geen kleur bekennen terwijl het kon, is verzaken. Meestal weigert het spel zo'n kaart. In dit spel staat een regeloptie aan: verzakingen kunnen worden aangerekend. Foute kaarten worden aangenomen, en de andere spelers moeten ze betrappen.</translation>
    </message>
    <message>
      <source>Clubs are trump. Ada led the A♠, and Bo played the 9♥. Either he has no spades, or he reneged: nobody can tell yet.</source>
      <translation>Klaveren zijn troef. Ada kwam uit met de A♠, en Bo speelde de 9♥. Of hij heeft geen schoppen, of hij verzaakte: dat kan nog niemand zeggen.</translation>
    </message>
    <message>
      <source>Follow suit with the Q♠.</source>
      <translation>Beken kleur met de Q♠.</translation>
    </message>
    <message>
      <source>Follow suit with the Q♠: a renege costs points when it is caught.</source>
      <translation>Beken kleur met de Q♠: een verzaking kost punten als ze wordt betrapt.</translation>
    </message>
    <message>
      <source>Ada won the trick with the A♠, so she leads the next one.</source>
      <translation>Ada won de slag met de A♠, dus zij komt uit in de volgende.</translation>
    </message>
    <message>
      <source>Ada led the 9♠, and Bo played the K♠. So he did hold a spade in the first trick: that proves his renege.</source>
      <translation>Ada kwam uit met de 9♠, en Bo speelde de K♠. Hij had in de eerste slag dus wel een schoppen: dat bewijst zijn verzaking.</translation>
    </message>
    <message>
      <source>What should you do?</source>
      <translation>Wat moet je doen?</translation>
    </message>
    <message>
      <source>Call a renege on Bo</source>
      <translation>Bo een verzaking aanrekenen</translation>
    </message>
    <message>
      <source>Call a renege on Ada</source>
      <translation>Ada een verzaking aanrekenen</translation>
    </message>
    <message>
      <source>Nothing: the trick stands</source>
      <translation>Niets: de slag blijft staan</translation>
    </message>
    <message>
      <source>Right: the cards played prove Bo's renege.</source>
      <translation>Goed: de gespeelde kaarten bewijzen de verzaking van Bo.</translation>
    </message>
    <message>
      <source>No: Ada followed suit every time.</source>
      <translation>Nee: Ada bekende elke keer kleur.</translation>
    </message>
    <message>
      <source>No: a renege that nobody calls costs nothing, so call it.</source>
      <translation>Nee: een verzaking die niemand aanrekent, kost niets, dus reken haar aan.</translation>
    </message>
    <message>
      <source>Call the renege on Bo.</source>
      <translation>Reken Bo de verzaking aan.</translation>
    </message>
    <message>
      <source>Bo loses 2 points, the renege penalty. The tricks stand as they were played.</source>
      <translation>Bo verliest 2 punten, de straf voor verzaken. De slagen blijven zoals ze gespeeld zijn.</translation>
    </message>
    <message>
      <source>Call the renege first: Bo's K♠ has just proved it.</source>
      <translation>Reken eerst de verzaking aan: de K♠ van Bo heeft haar net bewezen.</translation>
    </message>
    <message>
      <source>Ada followed suit every time: nothing proves a renege by her.</source>
      <translation>Ada bekende elke keer kleur: niets bewijst een verzaking van haar.</translation>
    </message>
    <message>
      <source>Now follow suit with the 10♠.</source>
      <translation>Beken nu kleur met de 10♠.</translation>
    </message>
    <message>
      <source>Follow suit with the 10♠, your last spade.</source>
      <translation>Beken kleur met de 10♠, je laatste schoppen.</translation>
    </message>
    <message>
      <source>A renege can be called only once the cards played prove it, and each renege only once. A call that the cards do not prove is refused. Calls are open until the next hand is dealt. Now play out this hand yourself.</source>
      <translation>Een verzaking kan pas worden aangerekend als de gespeelde kaarten haar bewijzen, en elke verzaking maar één keer. Een aanrekening die de kaarten niet bewijzen, wordt geweigerd. Aanrekenen kan tot de volgende hand gedeeld is. Speel deze hand nu zelf uit.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 07-strategy</name>
    <message>
      <source>First strategy</source>
      <translation>Eerste strategie</translation>
    </message>
    <message>
      <source>Leading through the maker, keeping a bower guarded, counting trumps, and when to shoot the moon.</source>
      <translation>Door de troefmaker heen spelen, een boer beschermd houden, troeven tellen, en wanneer je op de maan schiet.</translation>
    </message>
    <message>
      <source>Some first strategy. In this Cutthroat hand Ada ordered up hearts, Bo left the 10♥ on the kitty, and Ada took the dummy: she is the maker, and you and Bo defend together.</source>
      <translation>Wat eerste strategie. In deze Cutthroat-hand bestelde Ada harten, Bo liet de 10♥ op de stok liggen, en Ada nam de blinde: zij is de troefmaker, en jij en Bo verdedigen samen.</translation>
    </message>
    <message>
      <source>Lead through the maker. Ada sits on your left, so when you lead she must play second, before Bo. Bo then sees her card and can beat it, or save his good cards.</source>
      <translation>Speel door de troefmaker heen. Ada zit links van je, dus als jij uitkomt, moet zij als tweede spelen, voor Bo. Bo ziet dan haar kaart en kan die slaan, of zijn goede kaarten sparen.</translation>
    </message>
    <message>
      <source>Lead the 9♠ through Ada.</source>
      <translation>Kom uit met de 9♠, door Ada heen.</translation>
    </message>
    <message>
      <source>For this lesson, lead the 9♠ through Ada.</source>
      <translation>Kom voor deze les uit met de 9♠, door Ada heen.</translation>
    </message>
    <message>
      <source>Ada played the K♠, and Bo, who played after her, won the trick with the A♠.</source>
      <translation>Ada speelde de K♠, en Bo, die na haar speelde, won de slag met de A♠.</translation>
    </message>
    <message>
      <source>The winner leads next: Bo led the K♣.</source>
      <translation>Wie de slag wint, komt als volgende uit: Bo kwam uit met de K♣.</translation>
    </message>
    <message>
      <source>You have no clubs. If you trump, Ada, who plays after you, can over-trump. Keep your trumps and throw the 10♦.</source>
      <translation>Je hebt geen klaveren. Als je troeft, kan Ada, die na jou speelt, overtroeven. Houd je troeven en gooi de 10♦ weg.</translation>
    </message>
    <message>
      <source>Keep your trumps and throw the 10♦.</source>
      <translation>Houd je troeven en gooi de 10♦ weg.</translation>
    </message>
    <message>
      <source>Ada plays after you and can over-trump your 9♥: keep it and throw the 10♦.</source>
      <translation>Ada speelt na jou en kan je 9♥ overtroeven: houd hem en gooi de 10♦ weg.</translation>
    </message>
    <message>
      <source>Ada could still beat your left bower with the right bower: keep it and throw the 10♦.</source>
      <translation>Ada kan je linkerboer nog slaan met de rechterboer: houd hem en gooi de 10♦ weg.</translation>
    </message>
    <message>
      <source>Ada trumped with the Q♥ and took the trick.</source>
      <translation>Ada troefde met de Q♥ en won de slag.</translation>
    </message>
    <message>
      <source>Ada led the J♥, the right bower, and Bo, who has no hearts, threw away the 9♣.</source>
      <translation>Ada kwam uit met de J♥, de rechterboer, en Bo, die geen harten heeft, gooide de 9♣ weg.</translation>
    </message>
    <message>
      <source>You hold the J♦ and the 9♥, both trumps. Which should you play?</source>
      <translation>Je hebt de J♦ en de 9♥, allebei troeven. Welke moet je spelen?</translation>
    </message>
    <message>
      <source>The J♦</source>
      <translation>De J♦</translation>
    </message>
    <message>
      <source>The 9♥</source>
      <translation>De 9♥</translation>
    </message>
    <message>
      <source>No: the right bower beats it, so your left bower would be lost for nothing.</source>
      <translation>Nee: de rechterboer slaat hem, dus je linkerboer zou voor niets verloren gaan.</translation>
    </message>
    <message>
      <source>Right: the 9♥ follows suit, and your left bower stays safe.</source>
      <translation>Goed: de 9♥ bekent kleur, en je linkerboer blijft veilig.</translation>
    </message>
    <message>
      <source>Play the 9♥ and keep your left bower.</source>
      <translation>Speel de 9♥ en houd je linkerboer.</translation>
    </message>
    <message>
      <source>The J♦ would lose to the right bower: play the 9♥ and keep it.</source>
      <translation>De J♦ zou verliezen van de rechterboer: speel de 9♥ en houd hem.</translation>
    </message>
    <message>
      <source>That is keeping a bower guarded: a small trump beside it lets you follow when a higher trump is led. Now that the J♥ is gone, your J♦ is the highest trump left.</source>
      <translation>Dat is een boer beschermd houden: een kleine troef ernaast laat je bekennen als er een hogere troef wordt uitgekomen. Nu de J♥ weg is, is je J♦ de hoogste troef die er nog is.</translation>
    </message>
    <message>
      <source>Count the trumps. Seven cards are trumps: the two bowers and the A, K, Q, 10 and 9 of trump. You saw the 10♥ stay on the kitty when Bo left it, the Q♥, J♥ and 9♥ played, and you hold the J♦. How many trumps have you not seen?</source>
      <translation>Tel de troeven. Zeven kaarten zijn troef: de twee boeren en de A, K, Q, 10 en 9 van troef. Je zag de 10♥ op de stok blijven toen Bo hem liet liggen, de Q♥, J♥ en 9♥ gespeeld worden, en je hebt de J♦. Hoeveel troeven heb je niet gezien?</translation>
    </message>
    <message>
      <source>None</source>
      <translation>Geen</translation>
    </message>
    <message>
      <source>Two</source>
      <translation>Twee</translation>
    </message>
    <message>
      <source>Four</source>
      <translation>Vier</translation>
    </message>
    <message>
      <source>No: the A♥ and the K♥ have not been seen yet.</source>
      <translation>Nee: de A♥ en de K♥ zijn nog niet gezien.</translation>
    </message>
    <message>
      <source>Right: the A♥ and the K♥. Your J♦ beats them both.</source>
      <translation>Goed: de A♥ en de K♥. Je J♦ slaat ze allebei.</translation>
    </message>
    <message>
      <source>No: five of the seven trumps are accounted for.</source>
      <translation>Nee: vijf van de zeven troeven zijn bekend.</translation>
    </message>
    <message>
      <source>When to shoot the moon, in Ghost Hand: only when you can count all six tricks, for example with both bowers, more top trumps and an ace. One lost trick turns 24 points into a loss of 6.</source>
      <translation>Wanneer op de maan schieten, in Ghost Hand: alleen als je alle zes slagen kunt tellen, bijvoorbeeld met beide boeren, meer hoge troeven en een aas. Eén verloren slag maakt van 24 punten een verlies van 6.</translation>
    </message>
    <message>
      <source>Hearts would be trump. Which hand should shoot the moon?</source>
      <translation>Harten zouden troef zijn. Met welke hand schiet je op de maan?</translation>
    </message>
    <message>
      <source>J♥ J♦ A♥ K♥ Q♥ A♠</source>
      <translation>J♥ J♦ A♥ K♥ Q♥ A♠</translation>
    </message>
    <message>
      <source>J♥ A♥ K♥ A♠ K♠ 9♣</source>
      <translation>J♥ A♥ K♥ A♠ K♠ 9♣</translation>
    </message>
    <message>
      <source>J♦ A♥ Q♥ A♠ A♣ A♦</source>
      <translation>J♦ A♥ Q♥ A♠ A♣ A♦</translation>
    </message>
    <message>
      <source>Right: five top trumps draw every other trump, and then the A♠ wins too.</source>
      <translation>Goed: vijf hoge troeven trekken elke andere troef, en daarna wint ook de A♠.</translation>
    </message>
    <message>
      <source>No: the left bower and the queen of trump are out against you, and the 9♣ will lose.</source>
      <translation>Nee: de linkerboer en de troefvrouw zitten tegen je, en de 9♣ gaat verloren.</translation>
    </message>
    <message>
      <source>No: without the right bower your trumps can be beaten.</source>
      <translation>Nee: zonder de rechterboer kunnen je troeven geslagen worden.</translation>
    </message>
    <message>
      <source>Now play out this hand with Bo as your partner.</source>
      <translation>Speel deze hand nu uit met Bo als partner.</translation>
    </message>
  </context>
  <context>
    <name>Practice</name>
    <message>
      <source>Play the K♦: you have no hearts, so trump the 10♥, and you play last; the trick is yours.</source>
      <translation>Speel de K♦: je hebt geen harten, dus troef de 10♥, en je speelt als laatste; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Play the A♠, the only card you may play.</source>
      <translation>Speel de A♠, de enige kaart die je mag spelen.</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the K♥.</source>
      <translation>Ada heeft geen schoppen en gooit de K♥ weg.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the Q♣; the trick is yours.</source>
      <translation>Bo heeft geen schoppen en gooit de Q♣ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>The A♠ looks natural, but Ada takes that trick with the 10♥, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation>De A♠ lijkt voor de hand te liggen, maar Ada haalt die slag met de 10♥, en tegen de beste verdediging haal je maar 1 van de laatste 2 slagen.</translation>
    </message>
    <message>
      <source>Take all of the last 2 tricks.</source>
      <translation>Haal alle 2 laatste slagen.</translation>
    </message>
    <message>
      <source>That card does not reach the goal against best defence.</source>
      <translation>Die kaart bereikt het doel niet tegen de beste verdediging.</translation>
    </message>
    <message>
      <source>Lead the J♣: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1) before they can trump your winners.</source>
      <translation>Kom uit met de J♣: niemand anders heeft een hogere troef, en door troef uit te komen trek je hun troeven (Bo 1) voordat ze je winnende kaarten kunnen troeven.</translation>
    </message>
    <message>
      <source>Bo follows with the A♣; the trick is yours.</source>
      <translation>Bo bekent met de A♣; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Play the Q♥, the only card you may play.</source>
      <translation>Speel de Q♥, de enige kaart die je mag spelen.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the K♠; the trick is yours.</source>
      <translation>Bo heeft geen harten en gooit de K♠ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>The Q♥ looks natural, but Bo takes that trick with the A♣, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation>De Q♥ lijkt voor de hand te liggen, maar Bo haalt die slag met de A♣, en tegen de beste verdediging haal je maar 1 van de laatste 2 slagen.</translation>
    </message>
    <message>
      <source>Lead the J♠: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1 and Ada 1) before they can trump your winners.</source>
      <translation>Kom uit met de J♠: niemand anders heeft een hogere troef, en door troef uit te komen trek je hun troeven (Bo 1 en Ada 1) voordat ze je winnende kaarten kunnen troeven.</translation>
    </message>
    <message>
      <source>Ada follows with the A♣.</source>
      <translation>Ada bekent met de A♣.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♣; the trick is yours.</source>
      <translation>Bo bekent met de Q♣; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the K♣: count the trumps: 6 of the 7 have been played and you hold 1, and Bo and Ada have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation>Kom uit met de K♣: tel de troeven: 6 van de 7 zijn gespeeld en jij hebt er 1, en Bo en Ada hebben er geen meer, dus jouw troeven zijn de baas (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the 9♠.</source>
      <translation>Ada heeft geen troef en gooit de 9♠ weg.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the 10♥; the trick is yours.</source>
      <translation>Bo heeft geen troef en gooit de 10♥ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Ada follows with the Q♠.</source>
      <translation>Ada bekent met de Q♠.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the Q♥; the trick is yours.</source>
      <translation>Bo heeft geen schoppen en gooit de Q♥ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>The K♣ looks natural, but Ada takes that trick with the A♣, and against best defence you take only 2 of the last 3 tricks.</source>
      <translation>De K♣ lijkt voor de hand te liggen, maar Ada haalt die slag met de A♣, en tegen de beste verdediging haal je maar 2 van de laatste 3 slagen.</translation>
    </message>
    <message>
      <source>Not the A♠: Bo takes that trick with the Q♣, and against best defence you take only 1 of the last 3 tricks.</source>
      <translation>Niet de A♠: Bo haalt die slag met de Q♣, en tegen de beste verdediging haal je maar 1 van de laatste 3 slagen.</translation>
    </message>
    <message>
      <source>Take all of the last 3 tricks.</source>
      <translation>Haal alle 3 laatste slagen.</translation>
    </message>
    <message>
      <source>Play the Q♠: you have no diamonds, so trump the K♦, and you play last; the trick is yours.</source>
      <translation>Speel de Q♠: je hebt geen ruiten, dus troef de K♦, en je speelt als laatste; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Kom uit met de Q♣: niemand anders heeft een hogere klaveren, dus Ada moet een troef gebruiken om hem te winnen: zo dwing je een troef af (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the J♣.</source>
      <translation>Ada heeft geen klaveren en troeft met de J♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the J♠; Bo wins the trick.</source>
      <translation>Bo heeft geen klaveren en troeft met de J♠; Bo wint de slag.</translation>
    </message>
    <message>
      <source>Bo leads the K♠.</source>
      <translation>Bo komt uit met de K♠.</translation>
    </message>
    <message>
      <source>Play the K♣, the only card you may play.</source>
      <translation>Speel de K♣, de enige kaart die je mag spelen.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the A♥; Bo wins the trick.</source>
      <translation>Ada heeft geen troef en gooit de A♥ weg; Bo wint de slag.</translation>
    </message>
    <message>
      <source>The K♣ looks natural, but Ada takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation>De K♣ lijkt voor de hand te liggen, maar Ada haalt die slag met de K♦, en tegen de beste verdediging haal je geen van de laatste 3 slagen.</translation>
    </message>
    <message>
      <source>Not the Q♣: Ada takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation>Niet de Q♣: Ada haalt die slag met de K♦, en tegen de beste verdediging haal je geen van de laatste 3 slagen.</translation>
    </message>
    <message>
      <source>Take 1 of the last 3 tricks.</source>
      <translation>Haal 1 van de laatste 3 slagen.</translation>
    </message>
    <message>
      <source>Play the Q♦: you have no spades, so trump the Q♠, and Ada cannot beat it.</source>
      <translation>Speel de Q♦: je hebt geen schoppen, dus troef de Q♠, en Ada kan hem niet slaan.</translation>
    </message>
    <message>
      <source>Ada follows with the J♠; the trick is yours.</source>
      <translation>Ada bekent met de J♠; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, so Bo must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Kom uit met de Q♣: niemand anders heeft een hogere klaveren, dus Bo moet een troef gebruiken om hem te winnen: zo dwing je een troef af (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Ada follows with the J♣.</source>
      <translation>Ada bekent met de J♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 9♦; Bo wins the trick.</source>
      <translation>Bo heeft geen klaveren en troeft met de 9♦; Bo wint de slag.</translation>
    </message>
    <message>
      <source>Bo leads the K♦.</source>
      <translation>Bo komt uit met de K♦.</translation>
    </message>
    <message>
      <source>Play the A♣, the only card you may play.</source>
      <translation>Speel de A♣, de enige kaart die je mag spelen.</translation>
    </message>
    <message>
      <source>Ada follows with the J♥; Ada wins the trick.</source>
      <translation>Ada bekent met de J♥; Ada wint de slag.</translation>
    </message>
    <message>
      <source>The Q♣ looks natural, but Bo takes that trick with the Q♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>De Q♣ lijkt voor de hand te liggen, maar Bo haalt die slag met de Q♠, en tegen de beste verdediging haal je geen van de laatste 3 slagen.</translation>
    </message>
    <message>
      <source>Not the A♣: Bo takes that trick with the Q♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>Niet de A♣: Bo haalt die slag met de Q♠, en tegen de beste verdediging haal je geen van de laatste 3 slagen.</translation>
    </message>
    <message>
      <source>Play the 10♠: you have no hearts, so trump the A♥, and you play last; the trick is yours.</source>
      <translation>Speel de 10♠: je hebt geen harten, dus troef de A♥, en je speelt als laatste; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♠.</source>
      <translation>Ada heeft geen klaveren en troeft met de 9♠.</translation>
    </message>
    <message>
      <source>Bo follows with the 10♣; Ada wins the trick.</source>
      <translation>Bo bekent met de 10♣; Ada wint de slag.</translation>
    </message>
    <message>
      <source>Ada leads the A♠.</source>
      <translation>Ada komt uit met de A♠.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♥.</source>
      <translation>Bo heeft geen troef en gooit de J♥ weg.</translation>
    </message>
    <message>
      <source>Play the 10♦, the only card you may play; Ada wins the trick.</source>
      <translation>Speel de 10♦, de enige kaart die je mag spelen; Ada wint de slag.</translation>
    </message>
    <message>
      <source>The Q♣ looks natural, but Ada takes that trick with the A♥, and against best defence you take none of the last 3 tricks.</source>
      <translation>De Q♣ lijkt voor de hand te liggen, maar Ada haalt die slag met de A♥, en tegen de beste verdediging haal je geen van de laatste 3 slagen.</translation>
    </message>
    <message>
      <source>Not the 10♦: Ada takes that trick with the A♥, and against best defence you take none of the last 3 tricks.</source>
      <translation>Niet de 10♦: Ada haalt die slag met de A♥, en tegen de beste verdediging haal je geen van de laatste 3 slagen.</translation>
    </message>
    <message>
      <source>Play the J♦: it beats the A♥, and Ada cannot beat it.</source>
      <translation>Speel de J♦: die slaat de A♥, en Ada kan hem niet slaan.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the 9♣; the trick is yours.</source>
      <translation>Ada heeft geen troef en gooit de 9♣ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the K♣: nobody else holds a higher club, so Bo must spend a trump to win it: that forces out a trump.</source>
      <translation>Kom uit met de K♣: niemand anders heeft een hogere klaveren, dus Bo moet een troef gebruiken om hem te winnen: zo dwing je een troef af.</translation>
    </message>
    <message>
      <source>Ada follows with the Q♣.</source>
      <translation>Ada bekent met de Q♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the A♦; the trick is yours.</source>
      <translation>Bo heeft geen klaveren en gooit de A♦ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the 10♥: leading a trump draws the others' trumps (Bo 2) while your other cards are safe (from here any card keeps the goal).</source>
      <translation>Kom uit met de 10♥: door met een troef uit te komen trek je de troeven van de anderen (Bo 2), terwijl je andere kaarten veilig zijn (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♦.</source>
      <translation>Ada heeft geen troef en gooit de K♦ weg.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♥; Bo wins the trick.</source>
      <translation>Bo bekent met de Q♥; Bo wint de slag.</translation>
    </message>
    <message>
      <source>Bo leads the 9♥.</source>
      <translation>Bo komt uit met de 9♥.</translation>
    </message>
    <message>
      <source>Play the K♥, the only card you may play.</source>
      <translation>Speel de K♥, de enige kaart die je mag spelen.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♠; the trick is yours.</source>
      <translation>Ada heeft geen troef en gooit de Q♠ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>The K♥ looks natural, but Bo takes that trick with the A♥, and against best defence the maker still takes 3 tricks.</source>
      <translation>De K♥ lijkt voor de hand te liggen, maar Bo haalt die slag met de A♥, en tegen de beste verdediging haalt de troefmaker toch nog 3 slagen.</translation>
    </message>
    <message>
      <source>Not the 10♥: Bo takes that trick with the A♥, and against best defence the maker still takes 3 tricks.</source>
      <translation>Niet de 10♥: Bo haalt die slag met de A♥, en tegen de beste verdediging haalt de troefmaker toch nog 3 slagen.</translation>
    </message>
    <message>
      <source>Set Bo: keep them under 3 tricks.</source>
      <translation>Zet Bo down: houd hem onder de 3 slagen.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the Q♠.</source>
      <translation>Ada heeft geen klaveren en gooit de Q♠ weg.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 10♦; Bo wins the trick.</source>
      <translation>Bo heeft geen klaveren en troeft met de 10♦; Bo wint de slag.</translation>
    </message>
    <message>
      <source>Bo leads the Q♦.</source>
      <translation>Bo komt uit met de Q♦.</translation>
    </message>
    <message>
      <source>Play the 9♦, the only card you may play.</source>
      <translation>Speel de 9♦, de enige kaart die je mag spelen.</translation>
    </message>
    <message>
      <source>Ada leads the K♥.</source>
      <translation>Ada komt uit met de K♥.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the 10♠.</source>
      <translation>Bo heeft geen harten en gooit de 10♠ weg.</translation>
    </message>
    <message>
      <source>Play the A♥, the only card you may play; the trick is yours.</source>
      <translation>Speel de A♥, de enige kaart die je mag spelen; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Play the J♠, the only card you may play.</source>
      <translation>Speel de J♠, de enige kaart die je mag spelen.</translation>
    </message>
    <message>
      <source>Ada follows with the K♠.</source>
      <translation>Ada bekent met de K♠.</translation>
    </message>
    <message>
      <source>Bo follows with the A♠; Bo wins the trick.</source>
      <translation>Bo bekent met de A♠; Bo wint de slag.</translation>
    </message>
    <message>
      <source>The A♥ looks natural, but Bo takes that trick with the 10♦, and against best defence you take none of the last 4 tricks.</source>
      <translation>De A♥ lijkt voor de hand te liggen, maar Bo haalt die slag met de 10♦, en tegen de beste verdediging haal je geen van de laatste 4 slagen.</translation>
    </message>
    <message>
      <source>Not the 9♦: Bo takes a later trick with the Q♦, and against best defence you take none of the last 4 tricks.</source>
      <translation>Niet de 9♦: Bo haalt een latere slag met de Q♦, en tegen de beste verdediging haal je geen van de laatste 4 slagen.</translation>
    </message>
    <message>
      <source>Not the J♠: Bo takes that trick with the A♠, and against best defence you take none of the last 4 tricks.</source>
      <translation>Niet de J♠: Bo haalt die slag met de A♠, en tegen de beste verdediging haal je geen van de laatste 4 slagen.</translation>
    </message>
    <message>
      <source>Take 1 of the last 4 tricks.</source>
      <translation>Haal 1 van de laatste 4 slagen.</translation>
    </message>
    <message>
      <source>Lead the J♦: nobody else holds a higher trump, and leading trumps draws theirs (Ada 1 and Bo 1) before they can trump your winners.</source>
      <translation>Kom uit met de J♦: niemand anders heeft een hogere troef, en door troef uit te komen trek je hun troeven (Ada 1 en Bo 1) voordat ze je winnende kaarten kunnen troeven.</translation>
    </message>
    <message>
      <source>Ada follows with the J♥.</source>
      <translation>Ada bekent met de J♥.</translation>
    </message>
    <message>
      <source>Bo follows with the A♦; the trick is yours.</source>
      <translation>Bo bekent met de A♦; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the Q♦: count the trumps: 4 of the 7 have been played and you hold 2, and Ada and Bo have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation>Kom uit met de Q♦: tel de troeven: 4 van de 7 zijn gespeeld en jij hebt er 2, en Ada en Bo hebben er geen meer, dus jouw troeven zijn de baas (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♣.</source>
      <translation>Ada heeft geen troef en gooit de Q♣ weg.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♣; the trick is yours.</source>
      <translation>Bo heeft geen troef en gooit de J♣ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the K♦: count the trumps: 5 of the 7 have been played and you hold 1, and Ada and Bo have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation>Kom uit met de K♦: tel de troeven: 5 van de 7 zijn gespeeld en jij hebt er 1, en Ada en Bo hebben er geen meer, dus jouw troeven zijn de baas (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♣.</source>
      <translation>Ada heeft geen troef en gooit de K♣ weg.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the A♣; the trick is yours.</source>
      <translation>Bo heeft geen troef en gooit de A♣ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Play the A♥, the only card you may play.</source>
      <translation>Speel de A♥, de enige kaart die je mag spelen.</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♠.</source>
      <translation>Ada heeft geen harten en gooit de Q♠ weg.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the 9♠; the trick is yours.</source>
      <translation>Bo heeft geen harten en gooit de 9♠ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>The K♦ looks natural, but Ada takes that trick with the J♥, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>De K♦ lijkt voor de hand te liggen, maar Ada haalt die slag met de J♥, en tegen de beste verdediging haal je maar 3 van de laatste 4 slagen.</translation>
    </message>
    <message>
      <source>Not the Q♦: Ada takes that trick with the J♥, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>Niet de Q♦: Ada haalt die slag met de J♥, en tegen de beste verdediging haal je maar 3 van de laatste 4 slagen.</translation>
    </message>
    <message>
      <source>Not the A♥: Bo takes that trick with the A♦, and against best defence you take only 2 of the last 4 tricks.</source>
      <translation>Niet de A♥: Bo haalt die slag met de A♦, en tegen de beste verdediging haal je maar 2 van de laatste 4 slagen.</translation>
    </message>
    <message>
      <source>Take all of the last 4 tricks.</source>
      <translation>Haal alle 4 laatste slagen.</translation>
    </message>
    <message>
      <source>Play the Q♦: you have no clubs, so trump the A♣, and Ada cannot beat it.</source>
      <translation>Speel de Q♦: je hebt geen klaveren, dus troef de A♣, en Ada kan hem niet slaan.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♣; the trick is yours.</source>
      <translation>Ada bekent met de 10♣; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the Q♥: nobody else holds a higher heart, so Bo must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Kom uit met de Q♥: niemand anders heeft een hogere harten, dus Bo moet een troef gebruiken om hem te winnen: zo dwing je een troef af (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♣.</source>
      <translation>Ada heeft geen harten en gooit de Q♣ weg.</translation>
    </message>
    <message>
      <source>Bo has no hearts and trumps with the 10♦; Bo wins the trick.</source>
      <translation>Bo heeft geen harten en troeft met de 10♦; Bo wint de slag.</translation>
    </message>
    <message>
      <source>Bo leads the K♣.</source>
      <translation>Bo komt uit met de K♣.</translation>
    </message>
    <message>
      <source>Play the K♥: you have no clubs and cannot win, so throw away a card you do not need (from here any card keeps the goal).</source>
      <translation>Speel de K♥: je hebt geen klaveren en kunt niet winnen, dus gooi een kaart weg die je niet nodig hebt (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♦; Ada wins the trick.</source>
      <translation>Ada heeft geen klaveren en troeft met de 9♦; Ada wint de slag.</translation>
    </message>
    <message>
      <source>Ada leads the K♦.</source>
      <translation>Ada komt uit met de K♦.</translation>
    </message>
    <message>
      <source>Bo follows with the A♦.</source>
      <translation>Bo bekent met de A♦.</translation>
    </message>
    <message>
      <source>Play the A♥, the only card you may play; Bo wins the trick.</source>
      <translation>Speel de A♥, de enige kaart die je mag spelen; Bo wint de slag.</translation>
    </message>
    <message>
      <source>The A♥ looks natural, but Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>De A♥ lijkt voor de hand te liggen, maar Bo haalt die slag met de A♣, en tegen de beste verdediging haal je geen van de laatste 4 slagen.</translation>
    </message>
    <message>
      <source>Not the Q♥: Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>Niet de Q♥: Bo haalt die slag met de A♣, en tegen de beste verdediging haal je geen van de laatste 4 slagen.</translation>
    </message>
    <message>
      <source>Not the K♥: Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>Niet de K♥: Bo haalt die slag met de A♣, en tegen de beste verdediging haal je geen van de laatste 4 slagen.</translation>
    </message>
    <message>
      <source>Lead the 9♣ through Ada, the maker: she plays second, and Bo, last, can beat her card or keep his own.</source>
      <translation>Kom uit met de 9♣ door de troefmaker Ada heen: zij speelt als tweede, en Bo speelt als laatste en kan haar kaart slaan of zijn eigen kaart bewaren.</translation>
    </message>
    <message>
      <source>Bo follows with the K♣; Ada wins the trick.</source>
      <translation>Bo bekent met de K♣; Ada wint de slag.</translation>
    </message>
    <message>
      <source>Ada leads the J♦.</source>
      <translation>Ada komt uit met de J♦.</translation>
    </message>
    <message>
      <source>Bo follows with the A♥.</source>
      <translation>Bo bekent met de A♥.</translation>
    </message>
    <message>
      <source>Play the 9♥: you cannot beat the J♦, so play your lowest trump (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>Speel de 9♥: je kunt de J♦ niet slaan, dus speel je laagste troef (vanaf hier houdt elke kaart het doel binnen bereik); Ada wint de slag.</translation>
    </message>
    <message>
      <source>Ada leads the Q♦.</source>
      <translation>Ada komt uit met de Q♦.</translation>
    </message>
    <message>
      <source>Play the 9♦, the only card you may play; Bo wins the trick.</source>
      <translation>Speel de 9♦, de enige kaart die je mag spelen; Bo wint de slag.</translation>
    </message>
    <message>
      <source>Bo leads the 10♣.</source>
      <translation>Bo komt uit met de 10♣.</translation>
    </message>
    <message>
      <source>Play the J♣, the only card you may play.</source>
      <translation>Speel de J♣, de enige kaart die je mag spelen.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the K♦; the trick is yours.</source>
      <translation>Ada heeft geen klaveren en gooit de K♦ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the Q♠; Ada wins the trick.</source>
      <translation>Bo heeft geen troef en gooit de Q♠ weg; Ada wint de slag.</translation>
    </message>
    <message>
      <source>The 9♦ looks natural, but Ada takes a later trick with the A♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>De 9♦ lijkt voor de hand te liggen, maar Ada haalt een latere slag met de A♣, en tegen de beste verdediging haal je geen van de laatste 5 slagen.</translation>
    </message>
    <message>
      <source>Not the J♣: Ada takes that trick with the A♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>Niet de J♣: Ada haalt die slag met de A♣, en tegen de beste verdediging haal je geen van de laatste 5 slagen.</translation>
    </message>
    <message>
      <source>Not the 9♥: Ada takes that trick with the J♦, and against best defence you take none of the last 5 tricks.</source>
      <translation>Niet de 9♥: Ada haalt die slag met de J♦, en tegen de beste verdediging haal je geen van de laatste 5 slagen.</translation>
    </message>
    <message>
      <source>Not the K♥: Ada takes that trick with the J♦, and against best defence you take none of the last 5 tricks.</source>
      <translation>Niet de K♥: Ada haalt die slag met de J♦, en tegen de beste verdediging haal je geen van de laatste 5 slagen.</translation>
    </message>
    <message>
      <source>Take 1 of the last 5 tricks.</source>
      <translation>Haal 1 van de laatste 5 slagen.</translation>
    </message>
    <message>
      <source>Play the K♠: you have no clubs, so trump the A♣, and you play last; the trick is yours.</source>
      <translation>Speel de K♠: je hebt geen klaveren, dus troef de A♣, en je speelt als laatste; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the 9♦: nobody else holds a higher diamond, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Kom uit met de 9♦: niemand anders heeft een hogere ruiten, dus Ada moet een troef gebruiken om hem te winnen: zo dwing je een troef af (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Ada has no diamonds and throws away the 10♣.</source>
      <translation>Ada heeft geen ruiten en gooit de 10♣ weg.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and throws away the K♥; the trick is yours.</source>
      <translation>Bo heeft geen ruiten en gooit de K♥ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the K♦: nobody else holds a higher diamond, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Kom uit met de K♦: niemand anders heeft een hogere ruiten, dus Ada moet een troef gebruiken om hem te winnen: zo dwing je een troef af (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Ada has no diamonds and trumps with the J♣.</source>
      <translation>Ada heeft geen ruiten en troeft met de J♣.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and trumps with the 9♠; Ada wins the trick.</source>
      <translation>Bo heeft geen ruiten en troeft met de 9♠; Ada wint de slag.</translation>
    </message>
    <message>
      <source>Ada leads the Q♣.</source>
      <translation>Ada komt uit met de Q♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 10♠.</source>
      <translation>Bo heeft geen klaveren en troeft met de 10♠.</translation>
    </message>
    <message>
      <source>Play the A♦: Bo's 10♠ already wins the trick for your side, so you need not win it (from here any card keeps the goal); Bo wins the trick.</source>
      <translation>Speel de A♦: de 10♠ van Bo wint de slag al voor jullie kant, dus jij hoeft hem niet te winnen (vanaf hier houdt elke kaart het doel binnen bereik); Bo wint de slag.</translation>
    </message>
    <message>
      <source>Bo leads the Q♠.</source>
      <translation>Bo komt uit met de Q♠.</translation>
    </message>
    <message>
      <source>Ada follows with the A♠; Ada wins the trick.</source>
      <translation>Ada bekent met de A♠; Ada wint de slag.</translation>
    </message>
    <message>
      <source>The A♦ looks natural, but Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>De A♦ lijkt voor de hand te liggen, maar Ada haalt die slag met de A♣, en tegen de beste verdediging haalt de troefmaker toch nog 3 slagen.</translation>
    </message>
    <message>
      <source>Not the 9♦: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>Niet de 9♦: Ada haalt die slag met de A♣, en tegen de beste verdediging haalt de troefmaker toch nog 3 slagen.</translation>
    </message>
    <message>
      <source>Not the K♦: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>Niet de K♦: Ada haalt die slag met de A♣, en tegen de beste verdediging haalt de troefmaker toch nog 3 slagen.</translation>
    </message>
    <message>
      <source>Not the A♥: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>Niet de A♥: Ada haalt die slag met de A♣, en tegen de beste verdediging haalt de troefmaker toch nog 3 slagen.</translation>
    </message>
    <message>
      <source>Set Ada: keep them under 3 tricks.</source>
      <translation>Zet Ada down: houd haar onder de 3 slagen.</translation>
    </message>
    <message>
      <source>Play the 10♣: you cannot beat the J♣, so play a small trump and keep your J♠ guarded: it wins a trick later.</source>
      <translation>Speel de 10♣: je kunt de J♣ niet slaan, dus speel een kleine troef en houd je J♠ gedekt: die wint later een slag.</translation>
    </message>
    <message>
      <source>Ada follows with the 9♣; Bo wins the trick.</source>
      <translation>Ada bekent met de 9♣; Bo wint de slag.</translation>
    </message>
    <message>
      <source>Bo leads the Q♣.</source>
      <translation>Bo komt uit met de Q♣.</translation>
    </message>
    <message>
      <source>Ada follows with the K♣; the trick is yours.</source>
      <translation>Ada bekent met de K♣; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the 9♠ towards Ada, who holds a higher spade (from here any card keeps the goal).</source>
      <translation>Kom uit met de 9♠ naar Ada toe, die een hogere schoppen heeft (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the A♦; Ada wins the trick.</source>
      <translation>Bo heeft geen schoppen en gooit de A♦ weg; Ada wint de slag.</translation>
    </message>
    <message>
      <source>Ada leads the A♣.</source>
      <translation>Ada komt uit met de A♣.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the K♥.</source>
      <translation>Bo heeft geen troef en gooit de K♥ weg.</translation>
    </message>
    <message>
      <source>Play the 10♠: Ada's A♣ already wins the trick for your side, so you need not win it (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>Speel de 10♠: de A♣ van Ada wint de slag al voor jullie kant, dus jij hoeft hem niet te winnen (vanaf hier houdt elke kaart het doel binnen bereik); Ada wint de slag.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the A♥.</source>
      <translation>Bo heeft geen schoppen en gooit de A♥ weg.</translation>
    </message>
    <message>
      <source>Play the Q♠, the only card you may play; Ada wins the trick.</source>
      <translation>Speel de Q♠, de enige kaart die je mag spelen; Ada wint de slag.</translation>
    </message>
    <message>
      <source>The J♠ looks natural, but Bo takes that trick with the J♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>De J♠ lijkt voor de hand te liggen, maar Bo haalt die slag met de J♣, en tegen de beste verdediging haal je geen van de laatste 5 slagen.</translation>
    </message>
    <message>
      <source>Play the 9♦: you cannot beat the A♦, so play your lowest trump and keep the K♦, which wins a trick later.</source>
      <translation>Speel de 9♦: je kunt de A♦ niet slaan, dus speel je laagste troef en houd de K♦, die later een slag wint.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♥; Bo wins the trick.</source>
      <translation>Ada heeft geen troef en gooit de Q♥ weg; Bo wint de slag.</translation>
    </message>
    <message>
      <source>Bo leads the 10♦.</source>
      <translation>Bo komt uit met de 10♦.</translation>
    </message>
    <message>
      <source>Play the K♦, the only card you may play.</source>
      <translation>Speel de K♦, de enige kaart die je mag spelen.</translation>
    </message>
    <message>
      <source>The K♦ looks natural, but Bo takes that trick with the A♦, and against best defence you take only 2 tricks in all.</source>
      <translation>De K♦ lijkt voor de hand te liggen, maar Bo haalt die slag met de A♦, en tegen de beste verdediging haal je in totaal maar 2 slagen.</translation>
    </message>
    <message>
      <source>Make your bid: take at least 3 tricks in all.</source>
      <translation>Haal je bod: minstens 3 slagen in totaal.</translation>
    </message>
    <message>
      <source>Play the K♣: you have no diamonds, so trump the A♦, and you play last; the trick is yours.</source>
      <translation>Speel de K♣: je hebt geen ruiten, dus troef de A♦, en je speelt als laatste; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the 10♠.</source>
      <translation>Ada heeft geen harten en gooit de 10♠ weg.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the Q♠; the trick is yours.</source>
      <translation>Bo heeft geen harten en gooit de Q♠ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>The K♥ looks natural, but Ada takes that trick with the A♦, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation>De K♥ lijkt voor de hand te liggen, maar Ada haalt die slag met de A♦, en tegen de beste verdediging haal je maar 1 van de laatste 2 slagen.</translation>
    </message>
    <message>
      <source>Lead the K♥: nobody else holds a higher heart, and Bo cannot trump it.</source>
      <translation>Kom uit met de K♥: niemand anders heeft een hogere harten, en Bo kan hem niet troeven.</translation>
    </message>
    <message>
      <source>Ada follows with the Q♥.</source>
      <translation>Ada bekent met de Q♥.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the J♦; the trick is yours.</source>
      <translation>Bo heeft geen harten en gooit de J♦ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the 10♥: nobody else holds a higher heart, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Kom uit met de 10♥: niemand anders heeft een hogere harten, dus Ada moet een troef gebruiken om hem te winnen: zo dwing je een troef af (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Ada has no hearts and trumps with the 9♣.</source>
      <translation>Ada heeft geen harten en troeft met de 9♣.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the K♦; Ada wins the trick.</source>
      <translation>Bo heeft geen harten en gooit de K♦ weg; Ada wint de slag.</translation>
    </message>
    <message>
      <source>Ada leads the K♣.</source>
      <translation>Ada komt uit met de K♣.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the A♠.</source>
      <translation>Bo heeft geen troef en gooit de A♠ weg.</translation>
    </message>
    <message>
      <source>Play the K♠, the only card you may play; Ada wins the trick.</source>
      <translation>Speel de K♠, de enige kaart die je mag spelen; Ada wint de slag.</translation>
    </message>
    <message>
      <source>The K♠ looks natural, but Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>De K♠ lijkt voor de hand te liggen, maar Bo haalt die slag met de A♠, en tegen de beste verdediging haal je geen van de laatste 3 slagen.</translation>
    </message>
    <message>
      <source>Not the 10♥: Ada takes that trick with the Q♥, and against best defence you take none of the last 3 tricks.</source>
      <translation>Niet de 10♥: Ada haalt die slag met de Q♥, en tegen de beste verdediging haal je geen van de laatste 3 slagen.</translation>
    </message>
    <message>
      <source>Lead the A♥: nobody else holds a higher heart, and the others must follow suit.</source>
      <translation>Kom uit met de A♥: niemand anders heeft een hogere harten, en de anderen moeten kleur bekennen.</translation>
    </message>
    <message>
      <source>Ada follows with the K♥.</source>
      <translation>Ada bekent met de K♥.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♥; the trick is yours.</source>
      <translation>Bo bekent met de Q♥; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the 9♠: from here every card you may play keeps the goal in reach.</source>
      <translation>Kom uit met de 9♠: vanaf hier houdt elke kaart die je mag spelen het doel binnen bereik.</translation>
    </message>
    <message>
      <source>Bo follows with the J♠; Ada wins the trick.</source>
      <translation>Bo bekent met de J♠; Ada wint de slag.</translation>
    </message>
    <message>
      <source>Play the 10♠, the only card you may play; Ada wins the trick.</source>
      <translation>Speel de 10♠, de enige kaart die je mag spelen; Ada wint de slag.</translation>
    </message>
    <message>
      <source>The 10♠ looks natural, but Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>De 10♠ lijkt voor de hand te liggen, maar Bo haalt die slag met de A♠, en tegen de beste verdediging haal je geen van de laatste 3 slagen.</translation>
    </message>
    <message>
      <source>Not the 9♠: Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>Niet de 9♠: Bo haalt die slag met de A♠, en tegen de beste verdediging haal je geen van de laatste 3 slagen.</translation>
    </message>
    <message>
      <source>Lead the A♦: nobody else holds a higher diamond, and Ada cannot trump it.</source>
      <translation>Kom uit met de A♦: niemand anders heeft een hogere ruiten, en Ada kan hem niet troeven.</translation>
    </message>
    <message>
      <source>Bo follows with the K♦; the trick is yours.</source>
      <translation>Bo bekent met de K♦; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the 10♦: nobody else holds a higher diamond, and Ada and Bo cannot trump it.</source>
      <translation>Kom uit met de 10♦: niemand anders heeft een hogere ruiten, en Ada en Bo kunnen hem niet troeven.</translation>
    </message>
    <message>
      <source>Ada has no diamonds and throws away the J♠.</source>
      <translation>Ada heeft geen ruiten en gooit de J♠ weg.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and throws away the Q♣; the trick is yours.</source>
      <translation>Bo heeft geen ruiten en gooit de Q♣ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the K♠.</source>
      <translation>Ada heeft geen klaveren en gooit de K♠ weg.</translation>
    </message>
    <message>
      <source>Bo follows with the A♣; Bo wins the trick.</source>
      <translation>Bo bekent met de A♣; Bo wint de slag.</translation>
    </message>
    <message>
      <source>The K♣ looks natural, but Bo takes that trick with the A♣, and against best defence you take only 1 of the last 3 tricks.</source>
      <translation>De K♣ lijkt voor de hand te liggen, maar Bo haalt die slag met de A♣, en tegen de beste verdediging haal je maar 1 van de laatste 3 slagen.</translation>
    </message>
    <message>
      <source>Not the 10♦: Bo takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation>Niet de 10♦: Bo haalt die slag met de K♦, en tegen de beste verdediging haal je geen van de laatste 3 slagen.</translation>
    </message>
    <message>
      <source>Take 2 of the last 3 tricks.</source>
      <translation>Haal 2 van de laatste 3 slagen.</translation>
    </message>
    <message>
      <source>Lead the A♠: nobody else holds a higher spade, and the others must follow suit.</source>
      <translation>Kom uit met de A♠: niemand anders heeft een hogere schoppen, en de anderen moeten kleur bekennen.</translation>
    </message>
    <message>
      <source>Bo follows with the 10♠; the trick is yours.</source>
      <translation>Bo bekent met de 10♠; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the 9♠: nobody else holds a higher spade, and Bo and Ada cannot trump it (from here any card keeps the goal).</source>
      <translation>Kom uit met de 9♠: niemand anders heeft een hogere schoppen, en Bo en Ada kunnen hem niet troeven (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the J♣.</source>
      <translation>Ada heeft geen schoppen en gooit de J♣ weg.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the 9♥; the trick is yours.</source>
      <translation>Bo heeft geen schoppen en gooit de 9♥ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the J♠: nobody else holds a higher spade, and Bo and Ada cannot trump it (from here any card keeps the goal).</source>
      <translation>Kom uit met de J♠: niemand anders heeft een hogere schoppen, en Bo en Ada kunnen hem niet troeven (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the 10♥; the trick is yours.</source>
      <translation>Bo heeft geen schoppen en gooit de 10♥ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Play the Q♠, the only card you may play.</source>
      <translation>Speel de Q♠, de enige kaart die je mag spelen.</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the A♥.</source>
      <translation>Ada heeft geen schoppen en gooit de A♥ weg.</translation>
    </message>
    <message>
      <source>The Q♠ looks natural, but Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation>De Q♠ lijkt voor de hand te liggen, maar Ada haalt die slag met de K♠, en tegen de beste verdediging haalt de bieder toch nog 5 slagen.</translation>
    </message>
    <message>
      <source>Not the 9♠: Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation>Niet de 9♠: Ada haalt die slag met de K♠, en tegen de beste verdediging haalt de bieder toch nog 5 slagen.</translation>
    </message>
    <message>
      <source>Not the J♠: Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation>Niet de J♠: Ada haalt die slag met de K♠, en tegen de beste verdediging haalt de bieder toch nog 5 slagen.</translation>
    </message>
    <message>
      <source>Set Ada: keep them under 4 tricks.</source>
      <translation>Zet Ada down: houd haar onder de 4 slagen.</translation>
    </message>
    <message>
      <source>Play the A♣: it beats the K♣, and you play last; the trick is yours.</source>
      <translation>Speel de A♣: die slaat de K♣, en je speelt als laatste; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the 9♣: from here every card you may play keeps the goal in reach.</source>
      <translation>Kom uit met de 9♣: vanaf hier houdt elke kaart die je mag spelen het doel binnen bereik.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the 9♦; Ada wins the trick.</source>
      <translation>Bo heeft geen klaveren en gooit de 9♦ weg; Ada wint de slag.</translation>
    </message>
    <message>
      <source>Ada leads the J♠.</source>
      <translation>Ada komt uit met de J♠.</translation>
    </message>
    <message>
      <source>Bo has no spades and trumps with the 9♥.</source>
      <translation>Bo heeft geen schoppen en troeft met de 9♥.</translation>
    </message>
    <message>
      <source>Play the K♠: you cannot beat the 9♥, so play your lowest spade (from here any card keeps the goal); Bo wins the trick.</source>
      <translation>Speel de K♠: je kunt de 9♥ niet slaan, dus speel je laagste schoppen (vanaf hier houdt elke kaart het doel binnen bereik); Bo wint de slag.</translation>
    </message>
    <message>
      <source>Bo leads the K♥.</source>
      <translation>Bo komt uit met de K♥.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♠; Bo wins the trick.</source>
      <translation>Ada heeft geen troef en gooit de Q♠ weg; Bo wint de slag.</translation>
    </message>
    <message>
      <source>The 9♣ looks natural, but Bo takes that trick with the K♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>De 9♣ lijkt voor de hand te liggen, maar Bo haalt die slag met de K♣, en tegen de beste verdediging haal je geen van de laatste 4 slagen.</translation>
    </message>
    <message>
      <source>Play the 9♠: you have no diamonds, so trump the A♦, and you play last; the trick is yours.</source>
      <translation>Speel de 9♠: je hebt geen ruiten, dus troef de A♦, en je speelt als laatste; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the K♥: nobody else holds a higher heart, and the others must follow suit.</source>
      <translation>Kom uit met de K♥: niemand anders heeft een hogere harten, en de anderen moeten kleur bekennen.</translation>
    </message>
    <message>
      <source>Bo follows with the J♥; the trick is yours.</source>
      <translation>Bo bekent met de J♥; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the 9♥: nobody else holds a higher heart, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Kom uit met de 9♥: niemand anders heeft een hogere harten, en Ada en Bo kunnen hem niet troeven (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♦.</source>
      <translation>Ada heeft geen harten en gooit de Q♦ weg.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the 10♣; the trick is yours.</source>
      <translation>Bo heeft geen harten en gooit de 10♣ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the K♦.</source>
      <translation>Ada heeft geen harten en gooit de K♦ weg.</translation>
    </message>
    <message>
      <source>The A♥ looks natural, but Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>De A♥ lijkt voor de hand te liggen, maar Ada haalt die slag met de A♦, en tegen de beste verdediging haal je maar 3 van de laatste 4 slagen.</translation>
    </message>
    <message>
      <source>Not the 9♥: Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>Niet de 9♥: Ada haalt die slag met de A♦, en tegen de beste verdediging haal je maar 3 van de laatste 4 slagen.</translation>
    </message>
    <message>
      <source>Not the K♥: Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>Niet de K♥: Ada haalt die slag met de A♦, en tegen de beste verdediging haal je maar 3 van de laatste 4 slagen.</translation>
    </message>
    <message>
      <source>Lead the A♦: nobody else holds a higher diamond, and the others must follow suit.</source>
      <translation>Kom uit met de A♦: niemand anders heeft een hogere ruiten, en de anderen moeten kleur bekennen.</translation>
    </message>
    <message>
      <source>Ada follows with the K♦.</source>
      <translation>Ada bekent met de K♦.</translation>
    </message>
    <message>
      <source>Bo follows with the 10♦; the trick is yours.</source>
      <translation>Bo bekent met de 10♦; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the 10♣: from here every card you may play keeps the goal in reach.</source>
      <translation>Kom uit met de 10♣: vanaf hier houdt elke kaart die je mag spelen het doel binnen bereik.</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♥.</source>
      <translation>Ada heeft geen klaveren en troeft met de 9♥.</translation>
    </message>
    <message>
      <source>Bo follows with the 9♣; Ada wins the trick.</source>
      <translation>Bo bekent met de 9♣; Ada wint de slag.</translation>
    </message>
    <message>
      <source>Ada leads the 10♥.</source>
      <translation>Ada komt uit met de 10♥.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♣.</source>
      <translation>Bo heeft geen troef en gooit de J♣ weg.</translation>
    </message>
    <message>
      <source>Play the A♣: you have no trumps and cannot win, so throw away a card you do not need (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>Speel de A♣: je hebt geen troef en kunt niet winnen, dus gooi een kaart weg die je niet nodig hebt (vanaf hier houdt elke kaart het doel binnen bereik); Ada wint de slag.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♠.</source>
      <translation>Bo heeft geen troef en gooit de J♠ weg.</translation>
    </message>
    <message>
      <source>Play the 9♦: you have no trumps and cannot win, so throw away a card you do not need (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>Speel de 9♦: je hebt geen troef en kunt niet winnen, dus gooi een kaart weg die je niet nodig hebt (vanaf hier houdt elke kaart het doel binnen bereik); Ada wint de slag.</translation>
    </message>
    <message>
      <source>Ada leads the 10♠.</source>
      <translation>Ada komt uit met de 10♠.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♠.</source>
      <translation>Bo bekent met de Q♠.</translation>
    </message>
    <message>
      <source>Play the 9♠, the only card you may play; Bo wins the trick.</source>
      <translation>Speel de 9♠, de enige kaart die je mag spelen; Bo wint de slag.</translation>
    </message>
    <message>
      <source>The A♣ looks natural, but Ada takes that trick with the 9♥, and against best defence you take none of the last 5 tricks.</source>
      <translation>De A♣ lijkt voor de hand te liggen, maar Ada haalt die slag met de 9♥, en tegen de beste verdediging haal je geen van de laatste 5 slagen.</translation>
    </message>
    <message>
      <source>Not the 10♣: Bo takes that trick with the J♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>Niet de 10♣: Bo haalt die slag met de J♣, en tegen de beste verdediging haal je geen van de laatste 5 slagen.</translation>
    </message>
    <message>
      <source>Not the 9♦: Ada takes that trick with the K♦, and against best defence you take none of the last 5 tricks.</source>
      <translation>Niet de 9♦: Ada haalt die slag met de K♦, en tegen de beste verdediging haal je geen van de laatste 5 slagen.</translation>
    </message>
    <message>
      <source>Not the 9♠: Bo takes that trick with the J♠, and against best defence you take none of the last 5 tricks.</source>
      <translation>Niet de 9♠: Bo haalt die slag met de J♠, en tegen de beste verdediging haal je geen van de laatste 5 slagen.</translation>
    </message>
    <message>
      <source>Play the 9♠: you cannot beat the A♠, so play your lowest spade; Ada wins the trick.</source>
      <translation>Speel de 9♠: je kunt de A♠ niet slaan, dus speel je laagste schoppen; Ada wint de slag.</translation>
    </message>
    <message>
      <source>Ada leads the 9♦.</source>
      <translation>Ada komt uit met de 9♦.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the 9♣.</source>
      <translation>Bo heeft geen troef en gooit de 9♣ weg.</translation>
    </message>
    <message>
      <source>Play the Q♣: you have no trumps and cannot win, so throw away a card you do not need and keep the K♥ and J♠; Ada wins the trick.</source>
      <translation>Speel de Q♣: je hebt geen troef en kunt niet winnen, dus gooi een kaart weg die je niet nodig hebt en houd de K♥ en de J♠; Ada wint de slag.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the 10♣.</source>
      <translation>Bo heeft geen troef en gooit de 10♣ weg.</translation>
    </message>
    <message>
      <source>Play the 10♥: you have no trumps and cannot win, so throw away a card you do not need and keep the K♥ and J♠; Ada wins the trick.</source>
      <translation>Speel de 10♥: je hebt geen troef en kunt niet winnen, dus gooi een kaart weg die je niet nodig hebt en houd de K♥ en de J♠; Ada wint de slag.</translation>
    </message>
    <message>
      <source>Ada leads the 9♥.</source>
      <translation>Ada komt uit met de 9♥.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♥.</source>
      <translation>Bo bekent met de Q♥.</translation>
    </message>
    <message>
      <source>Play the K♥, the only card you may play; the trick is yours.</source>
      <translation>Speel de K♥, de enige kaart die je mag spelen; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♠.</source>
      <translation>Ada bekent met de 10♠.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the J♣; the trick is yours.</source>
      <translation>Bo heeft geen schoppen en gooit de J♣ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>The J♠ looks natural, but Ada takes that trick with the A♠, and against best defence you take only 1 of the last 5 tricks.</source>
      <translation>De J♠ lijkt voor de hand te liggen, maar Ada haalt die slag met de A♠, en tegen de beste verdediging haal je maar 1 van de laatste 5 slagen.</translation>
    </message>
    <message>
      <source>Take 2 of the last 5 tricks.</source>
      <translation>Haal 2 van de laatste 5 slagen.</translation>
    </message>
    <message>
      <source>Lead the J♥: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1) before they can trump your winners.</source>
      <translation>Kom uit met de J♥: niemand anders heeft een hogere troef, en door troef uit te komen trek je hun troeven (Bo 1) voordat ze je winnende kaarten kunnen troeven.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the 10♣.</source>
      <translation>Ada heeft geen troef en gooit de 10♣ weg.</translation>
    </message>
    <message>
      <source>Lead the 9♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Kom uit met de 9♣: niemand anders heeft een hogere klaveren, en Ada en Bo kunnen hem niet troeven (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the 10♥.</source>
      <translation>Ada heeft geen klaveren en gooit de 10♥ weg.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the Q♥; the trick is yours.</source>
      <translation>Bo heeft geen klaveren en gooit de Q♥ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Kom uit met de Q♣: niemand anders heeft een hogere klaveren, en Ada en Bo kunnen hem niet troeven (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the A♥.</source>
      <translation>Ada heeft geen klaveren en gooit de A♥ weg.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the K♥; the trick is yours.</source>
      <translation>Bo heeft geen klaveren en gooit de K♥ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the K♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Kom uit met de K♣: niemand anders heeft een hogere klaveren, en Ada en Bo kunnen hem niet troeven (vanaf hier houdt elke kaart het doel binnen bereik).</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the 10♠; the trick is yours.</source>
      <translation>Bo heeft geen klaveren en gooit de 10♠ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the A♠.</source>
      <translation>Ada heeft geen klaveren en gooit de A♠ weg.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the J♠; the trick is yours.</source>
      <translation>Bo heeft geen klaveren en gooit de J♠ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>The A♣ looks natural, but Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation>De A♣ lijkt voor de hand te liggen, maar Bo haalt die slag met de K♦, en tegen de beste verdediging haal je maar 4 van de laatste 5 slagen.</translation>
    </message>
    <message>
      <source>Not the 9♣: Ada takes that trick with the 10♣, and against best defence you take only 1 of the last 5 tricks.</source>
      <translation>Niet de 9♣: Ada haalt die slag met de 10♣, en tegen de beste verdediging haal je maar 1 van de laatste 5 slagen.</translation>
    </message>
    <message>
      <source>Not the Q♣: Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation>Niet de Q♣: Bo haalt die slag met de K♦, en tegen de beste verdediging haal je maar 4 van de laatste 5 slagen.</translation>
    </message>
    <message>
      <source>Not the K♣: Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation>Niet de K♣: Bo haalt die slag met de K♦, en tegen de beste verdediging haal je maar 4 van de laatste 5 slagen.</translation>
    </message>
    <message>
      <source>Take all of the last 5 tricks.</source>
      <translation>Haal alle 5 laatste slagen.</translation>
    </message>
    <message>
      <source>Play the K♥: you cannot beat the J♥, so play a lower trump and keep your J♦ guarded: it wins a trick later.</source>
      <translation>Speel de K♥: je kunt de J♥ niet slaan, dus speel een lagere troef en houd je J♦ gedekt: die wint later een slag.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♣; Bo wins the trick.</source>
      <translation>Ada heeft geen troef en gooit de K♣ weg; Bo wint de slag.</translation>
    </message>
    <message>
      <source>Bo leads the A♣.</source>
      <translation>Bo komt uit met de A♣.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the 9♦; Bo wins the trick.</source>
      <translation>Ada heeft geen klaveren en gooit de 9♦ weg; Bo wint de slag.</translation>
    </message>
    <message>
      <source>Bo leads the A♦.</source>
      <translation>Bo komt uit met de A♦.</translation>
    </message>
    <message>
      <source>Play the Q♦, the only card you may play.</source>
      <translation>Speel de Q♦, de enige kaart die je mag spelen.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♦; Bo wins the trick.</source>
      <translation>Ada bekent met de 10♦; Bo wint de slag.</translation>
    </message>
    <message>
      <source>Play the J♦, the only card you may play.</source>
      <translation>Speel de J♦, de enige kaart die je mag spelen.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♦; the trick is yours.</source>
      <translation>Ada heeft geen troef en gooit de K♦ weg; de slag is voor jou.</translation>
    </message>
    <message>
      <source>Ada follows with the J♠.</source>
      <translation>Ada bekent met de J♠.</translation>
    </message>
    <message>
      <source>Bo has no spades and trumps with the Q♥; Bo wins the trick.</source>
      <translation>Bo heeft geen schoppen en troeft met de Q♥; Bo wint de slag.</translation>
    </message>
    <message>
      <source>Bo leads the A♥.</source>
      <translation>Bo komt uit met de A♥.</translation>
    </message>
    <message>
      <source>The J♦ looks natural, but Bo takes that trick with the J♥, and against best defence the declarer still takes 6 tricks.</source>
      <translation>De J♦ lijkt voor de hand te liggen, maar Bo haalt die slag met de J♥, en tegen de beste verdediging haalt de bieder toch nog 6 slagen.</translation>
    </message>
    <message>
      <source>Stop Bo's moon: win a trick.</source>
      <translation>Stop de maan van Bo: win een slag.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♥; Bo wins the trick.</source>
      <translation>Ada bekent met de 10♥; Bo wint de slag.</translation>
    </message>
    <message>
      <source>Bo leads the 9♣.</source>
      <translation>Bo komt uit met de 9♣.</translation>
    </message>
    <message>
      <source>Play the Q♣, the only card you may play.</source>
      <translation>Speel de Q♣, de enige kaart die je mag spelen.</translation>
    </message>
    <message>
      <source>Ada follows with the K♣; Ada wins the trick.</source>
      <translation>Ada bekent met de K♣; Ada wint de slag.</translation>
    </message>
    <message>
      <source>Ada leads the 10♣.</source>
      <translation>Ada komt uit met de 10♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the Q♥.</source>
      <translation>Bo heeft geen klaveren en troeft met de Q♥.</translation>
    </message>
    <message>
      <source>Play the J♦: you have no clubs, so trump the Q♥, and you play last (from here any card keeps the goal); the trick is yours.</source>
      <translation>Speel de J♦: je hebt geen klaveren, dus troef de Q♥, en je speelt als laatste (vanaf hier houdt elke kaart het doel binnen bereik); de slag is voor jou.</translation>
    </message>
    <message>
      <source>Lead the Q♦: from here every card you may play keeps the goal in reach.</source>
      <translation>Kom uit met de Q♦: vanaf hier houdt elke kaart die je mag spelen het doel binnen bereik.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and trumps with the A♥; Bo wins the trick.</source>
      <translation>Bo heeft geen ruiten en troeft met de A♥; Bo wint de slag.</translation>
    </message>
    <message>
      <source>Play the 9♠, the only card you may play.</source>
      <translation>Speel de 9♠, de enige kaart die je mag spelen.</translation>
    </message>
    <message>
      <source>Ada follows with the J♠; Bo wins the trick.</source>
      <translation>Ada bekent met de J♠; Bo wint de slag.</translation>
    </message>
    <message>
      <source>Bo leads the A♠.</source>
      <translation>Bo komt uit met de A♠.</translation>
    </message>
    <message>
      <source>Play the A♦, the only card you may play.</source>
      <translation>Speel de A♦, de enige kaart die je mag spelen.</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the J♣; Bo wins the trick.</source>
      <translation>Ada heeft geen schoppen en gooit de J♣ weg; Bo wint de slag.</translation>
    </message>
    <message>
      <source>The J♦ looks natural, but Bo takes that trick with the J♥, and against best defence you take none of the last 6 tricks.</source>
      <translation>De J♦ lijkt voor de hand te liggen, maar Bo haalt die slag met de J♥, en tegen de beste verdediging haal je geen van de laatste 6 slagen.</translation>
    </message>
    <message>
      <source>Take 1 of the last 6 tricks.</source>
      <translation>Haal 1 van de laatste 6 slagen.</translation>
    </message>
  </context>
</TS>
