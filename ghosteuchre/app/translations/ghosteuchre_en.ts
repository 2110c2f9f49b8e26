<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
  <context>
    <name>Accessible</name>
    <message>
      <source>Nine</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ten</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Jack</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Queen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>King</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ace</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} of {1}</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>%n card(s)</source>
      <translation>
        <numerusform>%n card</numerusform>
        <numerusform>%n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n trick(s)</source>
      <translation>
        <numerusform>%n trick</numerusform>
        <numerusform>%n tricks</numerusform>
      </translation>
    </message>
    <message>
      <source>, </source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Given up by you</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trick, taken by you</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trick, taken by {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>played by you</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No card has been played to it yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>played by {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>led</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>takes the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cards of {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0}, face down</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>left bower</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>right bower</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>playable</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>cannot be played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>does not follow suit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>chosen to discard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>kept</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>suggested by the hint</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ghost hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>6 cards, face down</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Given up by {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dead hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dummy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>5 cards, face down</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the {0} was picked up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the {0} was turned down</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the {0} is turned up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Kitty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>turned up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>dealer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>to play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>to decide</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Score {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Card table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Choices and messages</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>BotReason</name>
    <message>
      <source>Shot the moon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bid {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Chose at random.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Picked up the up-card: the rules require it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Chose {action}: the only thing I may do.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Passed: my hand is not strong enough to bid.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Played the {card}: the only card I was allowed to play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>declarer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>maker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the player on my left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the player on my right</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>another player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discarded the {card}: the last card I had to give up.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s).</source>
      <translation>
        <numerusform>{bid_verb}: with {suit} as trump my hand should take about %n trick.</numerusform>
        <numerusform>{bid_verb}: with {suit} as trump my hand should take about %n tricks.</numerusform>
      </translation>
    </message>
    <message>
      <source>Bid {bid_words}: the dealer may not pass when everyone else has.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Swapped with the ghost hand: mine is too weak to bid, and a fresh hand is usually better.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Passed: someone has already called the moon.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Passed: my hand is not strong enough to bid more than {bid}.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Named {suit}: my strongest suit, good for about %n trick(s).</source>
      <translation>
        <numerusform>Named {suit}: my strongest suit, good for about %n trick.</numerusform>
        <numerusform>Named {suit}: my strongest suit, good for about %n tricks.</numerusform>
      </translation>
    </message>
    <message>
      <source>Swapped with the ghost hand: an unseen hand is likely to be better than mine.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{bid_verb}: with {suit} as trump my hand should make it.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s), and a lower bid would likely be outbid.</source>
      <translation>
        <numerusform>{bid_verb}: with {suit} as trump my hand should take about %n trick, and a lower bid would likely be outbid.</numerusform>
        <numerusform>{bid_verb}: with {suit} as trump my hand should take about %n tricks, and a lower bid would likely be outbid.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s), and passing would likely cost me more.</source>
      <translation>
        <numerusform>{bid_verb}: with {suit} as trump my hand should take about %n trick, and passing would likely cost me more.</numerusform>
        <numerusform>{bid_verb}: with {suit} as trump my hand should take about %n tricks, and passing would likely cost me more.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s); a risk worth taking with another player close to winning.</source>
      <translation>
        <numerusform>{bid_verb}: with {suit} as trump my hand should take about %n trick; a risk worth taking with another player close to winning.</numerusform>
        <numerusform>{bid_verb}: with {suit} as trump my hand should take about %n tricks; a risk worth taking with another player close to winning.</numerusform>
      </translation>
    </message>
    <message>
      <source>Shot the moon: with {suit} as trump my hand should take every trick often enough to be worth the risk.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Named {suit}: my hand is strongest with it as trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Named {suit}: after the bids that followed mine, it is a better trump for me than the suit I bid with.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Accepted: with {suit} as trump and the dummy's cards to choose from, I should take at least three tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ordered it up: with {suit} as trump and the dummy's cards to choose from, I should take at least three tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Passed: with {suit} as trump I would too often be euchred.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Passed: no suit is strong enough for me to make it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Named {suit}: with the dummy's cards I should take at least three tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Named {suit}: the dealer must name a suit when everyone has passed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Picked up the {card}: one more trump to use against the maker.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Went alone: my hand is strong enough to take all five tricks by itself.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Took the dummy: five more cards to choose my best hand from.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discarded the {card}: a low card I will not need.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discarded the {card}: I keep my trumps and the side cards that go best with them.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discarded the {card}: my weakest trump.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Defended alone: with %n trump(s) I can stop the maker by myself.</source>
      <translation>
        <numerusform>Defended alone: with %n trump I can stop the maker by myself.</numerusform>
        <numerusform>Defended alone: with %n trumps I can stop the maker by myself.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Defended alone: with %n trump(s) I may take every trick by myself, which scores more for us defenders than stopping the maker together.</source>
      <translation>
        <numerusform>Defended alone: with %n trump I may take every trick by myself, which scores more for us defenders than stopping the maker together.</numerusform>
        <numerusform>Defended alone: with %n trumps I may take every trick by myself, which scores more for us defenders than stopping the maker together.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Passed: with %n trump(s) I am unlikely to take every trick by myself, so the other player and I stop the maker more surely together.</source>
      <translation>
        <numerusform>Passed: with %n trump I am unlikely to take every trick by myself, so the other player and I stop the maker more surely together.</numerusform>
        <numerusform>Passed: with %n trumps I am unlikely to take every trick by myself, so the other player and I stop the maker more surely together.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: I hold %n trump(s), and with the dummy's cards I should take most of the tricks.</source>
      <translation>
        <numerusform>Named {suit}: I hold %n trump, and with the dummy's cards I should take most of the tricks.</numerusform>
        <numerusform>Named {suit}: I hold %n trumps, and with the dummy's cards I should take most of the tricks.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: a risk with %n trump(s) in my hand, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>Named {suit}: a risk with %n trump in my hand, but if I passed, {threat}, who is close to winning, would likely make trump.</numerusform>
        <numerusform>Named {suit}: a risk with %n trumps in my hand, but if I passed, {threat}, who is close to winning, would likely make trump.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: a risk with %n trump(s) in my hand, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>Named {suit}: a risk with %n trump in my hand, but if I passed, another player would likely make trump and cost me more.</numerusform>
        <numerusform>Named {suit}: a risk with %n trumps in my hand, but if I passed, another player would likely make trump and cost me more.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: with %n trump(s) in my hand, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>Named {suit}: with %n trump in my hand, a close call that I think is worth the risk.</numerusform>
        <numerusform>Named {suit}: with %n trumps in my hand, a close call that I think is worth the risk.</numerusform>
      </translation>
    </message>
    <message>
      <source>Passed: with {suit} as trump I would risk being euchred.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Went alone: my hand should do better without the dummy than with it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Went alone: a close call that I think is worth the risk.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Took the dummy: its cards should help me more than going alone.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Declined the {card}: my hand is better without it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Picked up the {card}: it makes my hand stronger.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discarded the {card}: the cards I keep give the maker the most trouble.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discarded the {card}: as maker I keep the five cards that should take the most tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discarded the {card}: the five cards I keep are my strongest.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Played the {card}: with the cards still out, it takes the most tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Played the {card}: it beats the cards played so far, and taking this trick is my best chance.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Played the {card}: I let this trick go and keep my better cards for later.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Led the {card}: leading {suit} now is my best chance.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Led the {card}: leading trump draws out the %n trump(s) I have not seen yet.</source>
      <translation>
        <numerusform>Led the {card}: leading trump draws out the %n trump I have not seen yet.</numerusform>
        <numerusform>Led the {card}: leading trump draws out the %n trumps I have not seen yet.</numerusform>
      </translation>
    </message>
    <message>
      <source>Threw off the {card}: I have no {suit}, and I keep my trumps for later.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trumped with the {card}: I have no {suit}, so I may play a trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Played the {card}: I cannot beat the {winning}, so I keep my good cards.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Led the {card}: the highest trump left, so nobody can beat it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Chose {action}: it came out best when I tried each choice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Passed: I defend together with the other player.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discarded the {card}: now I have no {suit}, so I can trump when {suit} are led.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: I hold %n trump(s) besides the up-card I pick up, and with the dummy's cards I should take most of the tricks.</source>
      <translation>
        <numerusform>Accepted {suit}: I hold %n trump besides the up-card I pick up, and with the dummy's cards I should take most of the tricks.</numerusform>
        <numerusform>Accepted {suit}: I hold %n trumps besides the up-card I pick up, and with the dummy's cards I should take most of the tricks.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: I hold %n trump(s), and with the dummy's cards I should take most of the tricks, even if the dealer picks up the up-card.</source>
      <translation>
        <numerusform>Ordered up {suit}: I hold %n trump, and with the dummy's cards I should take most of the tricks, even if the dealer picks up the up-card.</numerusform>
        <numerusform>Ordered up {suit}: I hold %n trumps, and with the dummy's cards I should take most of the tricks, even if the dealer picks up the up-card.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: a risk with %n trump(s) in my hand besides the up-card, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>Accepted {suit}: a risk with %n trump in my hand besides the up-card, but if I passed, {threat}, who is close to winning, would likely make trump.</numerusform>
        <numerusform>Accepted {suit}: a risk with %n trumps in my hand besides the up-card, but if I passed, {threat}, who is close to winning, would likely make trump.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: a risk with %n trump(s) in my hand, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>Ordered up {suit}: a risk with %n trump in my hand, but if I passed, {threat}, who is close to winning, would likely make trump.</numerusform>
        <numerusform>Ordered up {suit}: a risk with %n trumps in my hand, but if I passed, {threat}, who is close to winning, would likely make trump.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: a risk with %n trump(s) in my hand besides the up-card, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>Accepted {suit}: a risk with %n trump in my hand besides the up-card, but if I passed, another player would likely make trump and cost me more.</numerusform>
        <numerusform>Accepted {suit}: a risk with %n trumps in my hand besides the up-card, but if I passed, another player would likely make trump and cost me more.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: a risk with %n trump(s) in my hand, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>Ordered up {suit}: a risk with %n trump in my hand, but if I passed, another player would likely make trump and cost me more.</numerusform>
        <numerusform>Ordered up {suit}: a risk with %n trumps in my hand, but if I passed, another player would likely make trump and cost me more.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: with %n trump(s) in my hand besides the up-card, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>Accepted {suit}: with %n trump in my hand besides the up-card, a close call that I think is worth the risk.</numerusform>
        <numerusform>Accepted {suit}: with %n trumps in my hand besides the up-card, a close call that I think is worth the risk.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: with %n trump(s) in my hand, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>Ordered up {suit}: with %n trump in my hand, a close call that I think is worth the risk.</numerusform>
        <numerusform>Ordered up {suit}: with %n trumps in my hand, a close call that I think is worth the risk.</numerusform>
      </translation>
    </message>
    <message>
      <source>Played the {card}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Led the {card}: the right bower is still out, so I lead the left bower to draw it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Led the {card}: my partner has no {suit} left and may trump it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Played the {card}: the highest card left in {suit}; only a trump can beat it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Played the {card}: the highest trump left, so nobody can beat it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Played the {card}: my partner's {winning} already wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Played the {card}: the cheapest card that wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Led the {card}: I am the {role} with %n trump(s), so I draw out the others' trumps.</source>
      <translation>
        <numerusform>Led the {card}: I am the {role} with %n trump, so I draw out the others' trumps.</numerusform>
        <numerusform>Led the {card}: I am the {role} with %n trumps, so I draw out the others' trumps.</numerusform>
      </translation>
    </message>
    <message>
      <source>Led the {card}: I am the {role} with 1 trump left, so I draw out the last trumps.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Led the {card}: the highest card left in {suit}; only a trump can beat it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Led the {card}: the lowest card of my shortest side suit, so I can trump that suit sooner.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Led the {card}: I have only trumps left, so I lead the lowest.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The {card} was my last card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Led the {card}: leading trump draws out the others' trumps.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Threw off the {card}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Threw off the {card}: with the cards still out, keeping my other cards takes the most tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Threw off the {card}: my partner's {winning} already wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Threw off the {card}: I cannot beat the {winning}, so I keep my good cards.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Threw off the {card}: I let this trick go and keep my better cards for later.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{bid_verb}: I expect my hand to make it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discarded these cards: the five I keep do best with {suit} as trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Chose the only sensible action.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>CardArt</name>
    <message>
      <source>J</source>
      <comment>jack corner index</comment>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Q</source>
      <comment>queen corner index</comment>
      <translation type="unfinished" />
    </message>
    <message>
      <source>K</source>
      <comment>king corner index</comment>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A</source>
      <comment>ace corner index</comment>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Coach</name>
    <message>
      <source>The hand is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Last time you stopped at step {0} of {1}. Continue there, or start the lesson again?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Continue at step {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Start again</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Well done: you reached the goal against the best defence.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your turn: find a card that reaches the goal against the best defence.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lesson complete. Play the rest of the hand against Easy bots, or go back to the lessons.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Finish this hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} · step {1} of {2}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Next</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Back to the practice deals</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Back to the lessons</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>There is nothing to play at this step.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>There is no question at this step.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Choose one of the answers.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The lesson is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Answer this step first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Make the move this step asks for first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>That is not what this step asks. {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: the {0} keeps the goal against best defence too.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: the {0} keeps the goal against best defence.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the {0}: then {1} takes this trick with the {2}, and the goal is lost.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the {0}: then {1} takes trick {2} with the {3}, and the goal is lost.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the {0}: against best defence you then take {1} of the last {2} tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the {0}: against best defence you then take {1} tricks, and you need {2}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the {0}: with your best play {1} then cannot take the {2} tricks needed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Leading a trump draws out the others' trumps.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>It wins this trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>It wins this trick, and you keep the {0}, the highest trump left.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your side takes this trick all the same, and you keep your better cards.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>It gives up this trick and keeps the {0}, which wins a later one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You cannot beat the {0}, so you give up a card you do not need.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>You must discard %n more card(s).</source>
      <translation>
        <numerusform>You must discard %n more card.</numerusform>
        <numerusform>You must discard %n more cards.</numerusform>
      </translation>
    </message>
    <message>
      <source>Practice deal {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>There is nothing to discard now.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This call is likely to cost you about {0} points. Better: {1}. The Hard bot’s reason: “{2}”</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Controller</name>
    <message>
      <source>It is not your turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>There is nothing to discard now.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You can claim the rest only when your cards are sure to take every trick left.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Choose exactly %n card(s) to discard.</source>
      <translation>
        <numerusform>Choose exactly %n card to discard.</numerusform>
        <numerusform>Choose exactly %n cards to discard.</numerusform>
      </translation>
    </message>
    <message>
      <source>The coach gives the hints in a lesson.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A hint is given on your turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No hint could be found.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>DecisionBar</name>
    <message>
      <source>Your choices</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bid {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Swap with the &amp;ghost</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Shoot the &amp;moon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Pass</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Order it up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Accept</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Pick &amp;up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Decline</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Take the dummy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Go &amp;alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Defend &amp;alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Discard {0} of {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Call a &amp;renege on {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Claim the rest</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Next hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Clubs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Diamonds</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Hearts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Spades</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bid 3, 4 or 5</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Demo</name>
    <message>
      <source>North</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>West</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>East</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Describe</name>
    <message>
      <source>clubs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>diamonds</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>hearts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>spades</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the moon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You swap with the ghost hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} swaps with the ghost hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You bid {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} bids {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You shoot the moon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} shoots the moon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You pass</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} passes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You name {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} names {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You accept the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} accepts the {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You order up the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} orders up the {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You pick up the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} picks up the {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You leave the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} leaves the {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You take the dummy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} takes the dummy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You go alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} goes alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You defend alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} defends alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} — {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} · {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} — you take the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} — {1} takes the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} (left bower)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>you lead the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} leads the {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>you follow with the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} follows with the {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>you trump with the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} trumps with the {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>you throw off the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} throws off the {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hand over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} to play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} to decide</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You won the bid: name trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Order up the {0}, or pass</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Pick up the {0} (then discard), or decline</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Name a suit, or pass</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take the dummy, or go alone</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Choose %n card(s) to discard, then confirm</source>
      <translation>
        <numerusform>Choose %n card to discard, then confirm</numerusform>
        <numerusform>Choose %n cards to discard, then confirm</numerusform>
      </translation>
    </message>
    <message>
      <source>Defend alone, or pass</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your lead</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your turn: play a card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>swap with the ghost hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>bid {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>bid {0} to {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>shoot the moon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>pass</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} or {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} shot the moon: you may {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your bid: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>play the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>discard {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>name {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>accept the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>order up the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>go alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>defend alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>pick up the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>leave the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>take the dummy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hint: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The Hard bot’s reason: “{0}”</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You take the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} takes the trick</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>You call a renege on {0}: {0} loses %n point(s)</source>
      <translation>
        <numerusform>You call a renege on {0}: {0} loses %n point</numerusform>
        <numerusform>You call a renege on {0}: {0} loses %n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on you: you lose %n point(s)</source>
      <translation>
        <numerusform>{0} calls a renege on you: you lose %n point</numerusform>
        <numerusform>{0} calls a renege on you: you lose %n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on {1}: {1} loses %n point(s)</source>
      <translation>
        <numerusform>{0} calls a renege on {1}: {1} loses %n point</numerusform>
        <numerusform>{0} calls a renege on {1}: {1} loses %n points</numerusform>
      </translation>
    </message>
    <message>
      <source>seat {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the current hand is not finished</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the game is over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>each player must be dealt {size} cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a Ghost Hand deal has a ghost hand of 6 cards and nothing else</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a Cutthroat deal has a dummy of 5 cards and a kitty of 4</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the deal must use each of the 24 cards exactly once</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>there is nothing to undo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>nobody can {verb} now: the hand is not dealt yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>it is not your turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>you cannot {verb} now</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>you do not hold the {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You must follow {suit}: you hold the {shown}{bower}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>swapping with the ghost hand is turned off</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>seat {swapper} already swapped with the ghost hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{who} can only pass: the moon has been called</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{who} cannot shoot the moon: it has already been called</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a bid of 6 tricks is shooting the moon: say moon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>you must bid from {low} to 5</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>you may not pass: as dealer you are stuck with a bid</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{suit} were turned down: name another suit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>you must name a suit: as dealer you are stuck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the dealer must pick up the up-card: dealer pick-up is required</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a renege call must name the calling seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>reneges cannot be called: illegal cards are refused in this game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a renege call names seats 0, 1 or 2</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{who} cannot call a renege on themselves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>no hand has been dealt</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the cards played so far do not prove a renege by that player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>club</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>diamond</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>heart</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>spade</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a {0} while {1} are trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>, which is {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>; the {0} is {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>name a suit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>discard the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>order up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>pick up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>decline the up-card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>call a renege</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} bid {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You are the maker, alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You are the maker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} is the maker, alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} is the maker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>; you defend alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>; {0} defends alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Everybody passed: no points, and the deal passes left.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You shot the moon in {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} shot the moon in {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You bid {0} in {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} bid {1} in {2}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You went alone in {0} and were euchred</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} went alone in {1} and was euchred</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You were euchred in {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} was euchred in {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You marched alone in {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} marched alone in {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You marched in {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} marched in {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You made {0}, alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} made {1}, alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You made {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} made {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>; you defended alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>; {0} defended alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bid {0} made: +1 a trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bid {0} lost: −{0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Moon made: +{0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Moon failed: −{0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>March, all 5 tricks: +{0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lone march: +{0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Euchred: each defender +{0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Renege on trick {0}, not called</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Renege called by you: −{0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Renege called by {0}: −{1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+1 a trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Maker took 3 or 4 tricks: +1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Euchred</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Beaten by a lone defender</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lone defence took 3 or 4: each defender +2</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lone defence took all 5: each defender +4</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0}: tricks {1}, {2} ({3})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>All passed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Easy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Medium</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hard</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GameFiles</name>
    <message>
      <source>Ghost Euchre games (*.euchre.json)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Readable text (*.txt)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Export hand history</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Save game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Open game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} could not be opened: {1}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} already exists. Do you want to replace it?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>There is no game to save.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ghost Euchre game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No hand has been finished yet, so there is no hand history to export.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ghost Euchre hands</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GameKeeper</name>
    <message>
      <source>Your {0} game is not finished. What should become of it?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Resume</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GameOverScreen</name>
    <message>
      <source>New game…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play again</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A new deal with the same players and rules (Enter)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Choose the rules and the players (N)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Review your play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Step through the last hand and see which of your choices cost points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ghost Hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cutthroat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The game is over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You win the game, with a score of {0}!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} wins the game, with a score of {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>playing to {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>hands played: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Last hand: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Place</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Score</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bids</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hands this player won the bidding</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Made</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bids made</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Set</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bids that fell short</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Set others</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Another player's bids that fell short against this player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Moons shot / made</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Moons shot, and how many were made</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Made trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hands this player named trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hands the maker took 3 or more tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Euchred</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hands this player made trump and was euchred</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Euchres</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hands this player helped euchre the maker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Marched / alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hands this player made trump and took all 5 tricks, and hands this player went alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Defended alone / won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hands this player defended alone, and how many beat the maker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Tricks won in the whole game</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GameQuestion</name>
    <message>
      <source>Ghost Euchre</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A discarded game is kept in Game → Past games.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Keep playing</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Save it and continue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Discard</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>HandHistoryWindow</name>
    <message>
      <source>Hand history</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0}'s view</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your view</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>All cards open</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play this deal again</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In your seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In {0}'s seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hand:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Show:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>|◀ Start</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>◀◀ Trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>◀ Back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Forward ▶</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>End of trick ▶▶</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>End ▶|</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Close</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Review my play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What the words mean: {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The deal: you deal. {0} actions follow.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The deal: {0} deals. {1} actions follow.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Action {0} of {1}: {2}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>you play the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} plays the {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>you discard the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} discards the {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} discards a card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Choose “All cards open” to see which card {0} discarded, and why.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Working out {0}'s reason…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0}'s reason was not saved with the game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0}'s reason: “{1}”</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0}: {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ghost hand: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dummy: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reviewing your play…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reviewing your play… {0} of {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The review could not be finished.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You had no choice to make in this hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In bold: what cost you half a point or a trick or more, on average. Click a line to see the table at that moment.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The marked decisions cost you about {0} points in all.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No decision cost you half a point or a trick. Well played.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>✓ {0}: {1}, as the Hard bot would.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>✓ {0}: {1}, about as good as the Hard bot's choice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a renege that was called and cost you {0} points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>which cost you about {0} points and {1} tricks on average</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>which cost you about {0} points on average</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>✗ {0}: you chose to {1}, {2}. Better: {3}. The Hard bot's reason: “{4}”</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trick {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bidding</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Naming trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Round one</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Round two</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dummy or alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Defending alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Calling</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>HandText</name>
    <message>
      <source>Ghost Euchre hand history</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Game: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rules: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} (you)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} ({1} bot)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Players: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Score after hand {0}: {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Final score: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You won the game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} won the game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0}: {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>you deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} deals</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hand {0}: {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Turned up: the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Scores: {0}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>History</name>
    <message>
      <source>Seat {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hand {0}: {1}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Keys</name>
    <message>
      <source>Tab, Shift+Tab</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Go through the cards, buttons, plates and piles</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Menus</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>On the table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Choices (the letter shown on each button)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Enter</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Space</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Esc</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>, </source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Move the focus over your hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the card in focus, or go on</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Show the last trick, or close it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Go on to the next hand from the hand's summary</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Close the score sheet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Show the keyboard shortcuts</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Language</name>
    <message>
      <source>System language</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The new language is used the next time you start Ghost Euchre.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Language</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>LessonsWindow</name>
    <message>
      <source>Learn to play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Each lesson plays on the table: the coach explains, asks and shows you what to do. Any lesson can be played again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lessons</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Practice: Ghost Hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Practice: Cutthroat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Start</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0}{1}. {2}
{3}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0}{1}, level {2}: {3}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Finished</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not played yet</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>Ghost Euchre</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A bot failed: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Log and scores</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Log</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Scores</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;New game…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Save &amp;As…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Export hand history…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Past games…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>S&amp;tatistics…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Claim the rest</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Last trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Score sheet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hand &amp;history…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;View</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Log and scores</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Animations</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Learning &amp;aids</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Tag the bowers, say why a card cannot be played, explain the buttons</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Preferences…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Language…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Help</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Welcome…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Learn to play…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Keyboard shortcuts…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;About Ghost Euchre</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No sound: the audio device could not be opened.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No hand has been finished yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>© 2026 The Ghost Euchre developers. The card pictures and the sounds are drawn and made for this game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ghost Euchre is free software: you may share and change it under the GNU General Public License, version 3 or any later version. It comes with no warranty.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Built with Python {0}, Qt {1} and Qt for Python {2} (under the GNU Lesser General Public License, version 3).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Website: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>About Ghost Euchre</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ghost Euchre {0}

Three-player euchre: Ghost Hand and Cutthroat, against bots.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your settings could not be read, so the standard settings are used. The file was kept as {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ghost Hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cutthroat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>, </source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} {1}</source>
      <comment>a player's name and score</comment>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Resume your {0} game? Hand {1} — {2}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The saved game could not be read, so a new game starts.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>File: {0}
Problem: {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The saved game could not be read, so a new game starts. The file was kept as {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The game could not be saved: {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the game's data folder is read-only</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the disk is full</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>it is too long</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the game's data folder cannot be written</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Finished and left games cannot be kept in Past games: {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your statistics cannot be saved: {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This game cannot be saved: {0}. You can play on, but the game is lost when you quit.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <source>New game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ghost Hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cutthroat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Variant</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Changes to the standard game that some players like. The standard game needs none of them.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bot {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Pacing</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Animate cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source> ms</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>until I click</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play a card by double-click</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bot pause before playing</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Finished trick stays</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rules…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Explain: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>House rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>House rules ({0} changed)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The game you are setting up is played with these rules:</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>News</name>
    <message numerus="yes">
      <source>{0} calls a renege on you: you played the {1} while holding {2}, and you lose %n point(s)</source>
      <translation>
        <numerusform>{0} calls a renege on you: you played the {1} while holding {2}, and you lose %n point</numerusform>
        <numerusform>{0} calls a renege on you: you played the {1} while holding {2}, and you lose %n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You call a renege on {0}: {0} played the {1} while holding {2}, and loses %n point(s)</source>
      <translation>
        <numerusform>You call a renege on {0}: {0} played the {1} while holding {2}, and loses %n point</numerusform>
        <numerusform>You call a renege on {0}: {0} played the {1} while holding {2}, and loses %n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on {1}: {1} played the {2} while holding {3}, and loses %n point(s)</source>
      <translation>
        <numerusform>{0} calls a renege on {1}: {1} played the {2} while holding {3}, and loses %n point</numerusform>
        <numerusform>{0} calls a renege on {1}: {1} played the {2} while holding {3}, and loses %n points</numerusform>
      </translation>
    </message>
    <message>
      <source>You took the last trick with the {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} took the last trick with the {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>News</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>OptionHelp</name>
    <message>
      <source>&lt;b&gt;{0}&lt;/b&gt;&lt;br&gt;{1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Read more in the rules</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PastGamesList</name>
    <message>
      <source>Date</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Winner</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Scores</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This game could not be read.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not finished</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} {1}</source>
      <comment>a player's name and score</comment>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PastGamesWindow</name>
    <message>
      <source>Past games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No game has been kept yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Open</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Show the game on the table as it ended</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Hand history…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Step through the game's hands, with every card and the bots' reasons</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PreferencesDialog</name>
    <message>
      <source>Preferences</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>General</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Learning aids</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Mark the bowers on your cards, say why a card cannot be played, and explain the buttons</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ask before shooting the moon, going alone or defending alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a click</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>a double-click</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play a card with</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Animate cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source> ms</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A card's move takes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bot pause before playing</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>until I click</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Finished trick stays</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Speed of play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play my only legal card for me</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When only one of your cards may be played, it is lifted and played after a short pause</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Offer to claim the rest, and finish a hand when nothing is left to decide</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Claim the rest when your cards are sure to take every trick left; once you have no choice left in a hand, it is played out quickly</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Appearance</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Navy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Red lattice</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Green tartan</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Card back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Modern (crown, tiara, cap)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Traditional figures</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Kings, queens and jacks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Four-colour deck (♣ green, ♦ blue)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Normal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Large</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Larger</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Text on the table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Sound</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play sounds (a card, a trick, your turn, a win)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Volume</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>QAbstractFileIconProvider</name>
    <message>
      <source>Folder</source>
      <comment>All other platforms</comment>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Drive</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <source>&amp;Look in:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>File &amp;name:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Files of &amp;type:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>All Files (*)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Open</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Save</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Go back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Forward</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Go forward</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Parent Directory</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Go to the parent directory</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Create New Folder</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Create a New Folder</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>List View</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Change to list view mode</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Detail View</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Change to detail view mode</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Sidebar</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>List of places and bookmarks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Files</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Recent Places</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Show </source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Rename</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Delete</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Show &amp;hidden files</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;New Folder</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>New Folder</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Delete</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Are you sure you want to delete '%1'?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>'%1' is write protected.
Do you want to delete it anyway?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Could not delete directory.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>%1 already exists.
Do you want to replace it?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>%1
File not found.
Please verify the correct file name was given.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>QFileSystemModel</name>
    <message>
      <source>Name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Size</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Type</source>
      <comment>All other platforms</comment>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Date Modified</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Computer</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>QMessageBox</name>
    <message>
      <source>Show Details...</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hide Details...</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>QPlatformTheme</name>
    <message>
      <source>OK</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Save</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Open</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Yes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;No</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Abort</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Retry</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ignore</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Close</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cancel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Help</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Apply</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reset</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Restore Defaults</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>RiskyCalls</name>
    <message>
      <source>Shoot the moon?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Shoot the moon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You must take all {0} tricks: you win {1} points if you do, and lose {2} if you do not.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Defend alone?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Defend alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The other defender sits out, and you must stop the maker without help. If you take 3 or 4 tricks, both defenders score +{0}; if you take all 5, both score +{1}. If the maker takes 3 or more, the maker scores as usual.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You play your own five cards without the dummy: all 5 tricks score +{0} (+{1} with the dummy), 3 or 4 tricks score +{2} as usual, and fewer than 3 give each defender +{3}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Go alone?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Go alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Don't ask again</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>RuleOption</name>
    <message>
      <source>Points to win</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>After a hand, a player with at least this many points and more than anyone else wins.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cards that do not follow suit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Refused by the game, or allowed to stand until another player calls the renege.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>are refused</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>are allowed; reneges can be called</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Renege penalty (points)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What a player loses for each renege that another player calls.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Stick the dealer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When everyone else has passed, the dealer may not pass at the last turn of the bidding.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Swapping with the ghost hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>On their turn, before bidding, one player per hand may trade their hand for the ghost hand, sight unseen.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Points for shooting the moon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What a player who shoots the moon scores for taking all 6 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Points lost for a failed moon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What a player who shoots the moon loses if they lose a trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dealer picks up the up-card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When another player orders up, whether the dealer may leave the up-card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>may choose</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>must</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Defenders may go alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>After the maker's choice, one defender may play alone while the other sits out.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Points for a march</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What the maker scores for taking all 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Points for a march alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What a maker who went alone scores for taking all 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Points per defender for a euchre</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What each defender scores when the maker takes fewer than 3 tricks.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>RulesReference</name>
    <message>
      <source>Ghost Euchre</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Following suit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trumping</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trump and the bowers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ghost Hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bidding</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The ghost hand and the swap</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trump and play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Scoring in Ghost Hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cutthroat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The deal and the up-card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Round one: ordering up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Round two: naming trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Taking the dummy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Going alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Defending alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Who leads</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Scoring in Cutthroat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reneges and calls</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Stick the dealer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Winning the game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This game's rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Glossary</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bower</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Either of the two highest trumps: the jacks of trump's colour.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right bower</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The jack of the trump suit, the highest card of the hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Left bower</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The other jack of the same colour as trump. It counts as a trump, the second highest, and no longer belongs to its printed suit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The suit chosen for the hand. Any trump beats any card of another suit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Follow suit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play a card of the suit that was led. You must when you can.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the first card of a trick. The winner of a trick leads the next one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>One card from each player in play. The highest trump takes it, or else the highest card of the suit led.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Order up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In Cutthroat's first round: make the up-card's suit trump. The dealer does it by accepting.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Pick up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The dealer takes the up-card into their hand and discards a card face down.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Kitty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In Cutthroat, the four cards left over after the deal. Its top card is turned face up.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Up-card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The kitty's top card, face up. In round one its suit is offered as trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Turned down</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When everyone passes in round one, the up-card is turned face down and its suit cannot be trump in that hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dummy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In Cutthroat, a spare hand of five cards dealt face down. The maker may take it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ghost hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In Ghost Hand, a spare hand of six cards dealt face down. One player per hand may swap for it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dead hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The cards given up in a swap. They lie face down and take no part in the hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Swap</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trade your whole hand for the ghost hand, sight unseen, before you bid.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>March</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In Cutthroat, the maker taking all five tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Euchre</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In Cutthroat, stopping the maker from taking three tricks. The maker is euchred and each defender scores.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Set</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In Ghost Hand, a declarer who takes fewer tricks than bid is set and loses the bid.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Moon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In Ghost Hand, the bid of all six tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Shoot the moon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bid the moon: claim all six tricks, for a big score if you take them all.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In Cutthroat, playing without help: a maker who leaves the dummy unseen, or a defender who plays without the other defender.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Defend alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In Cutthroat, one defender takes on the maker single-handed while the other sits out.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Sits out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A defender whose partner defends alone puts their cards down and plays no part in the hand, but still shares the defenders' points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Renege</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Failing to follow suit when you could have.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A house rule: the dealer may not pass when everyone else has passed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Declarer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In Ghost Hand, the highest bidder, who names trump and leads first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Maker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In Cutthroat, the player who made trump, playing against the other two.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Defenders</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In Cutthroat, the two players who are not the maker. They play together against the maker.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Target</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The score that ends the game: 32 points in Ghost Hand and 10 in Cutthroat, unless the game sets another.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>on</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>off</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>swap</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>shooting the moon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>going alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>defending alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>More</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ghost Euchre is two card games for three players: &lt;b&gt;Ghost Hand&lt;/b&gt; and &lt;b&gt;Cutthroat&lt;/b&gt;. Both use the 24-card euchre deck, both are played in tricks, and in both one suit is {0} for the hand, with the two jacks of its colour, the {1}, as its highest cards. You play against two bots; the first to reach the {2} with more points than anyone else wins.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>bowers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>target score</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Read the cards, tricks and bowers first: both games share them. Then read the game you want to play. Linked words are explained in the glossary at the end. At the table, F1 opens this page again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The deck has 24 cards: the 9, 10, jack, queen, king and ace of each of the four suits, clubs ♣, diamonds ♦, hearts ♥ and spades ♠. Clubs and spades are black; diamonds and hearts are red.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A suit that is not trump, from high to low: ace, king, queen, jack, 10, 9.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A hand is played in {0}. One player {1}: plays any card they like. Then each other player, in turn to the left, plays one card. The cards played together form the trick, and one player wins it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>leads</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You must &lt;b&gt;follow suit&lt;/b&gt;: if you hold a card of the suit that was led, you must play one. Only when you have none may you play anything else, a trump or any other card. Failing to follow when you could is a {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>renege</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your four-colour deck prints clubs in green and diamonds in blue; in the rules, clubs are still black and diamonds still red.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The highest trump in a trick wins it. If nobody played a trump, the highest card of the suit that was led wins; a card of any other suit cannot win, however high. The winner of a trick leads the next one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hearts are trump. The K♠ is led and the 9♠ follows. The third player has no spades and plays the 9♥: a trump, so it wins.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In every hand one suit is trump. The jack of trump, the &lt;b&gt;right bower&lt;/b&gt;, is the highest card of the hand. The other jack of the same colour, the &lt;b&gt;left bower&lt;/b&gt;, is second. After them come the ace, king, queen, 10 and 9 of trump, seven trumps in all.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hearts are trump: the J♥ (right bower), the J♦ (left bower), then A, K, Q, 10, 9 of hearts.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The left bower changes suit. While hearts are trump, the J♦ is a heart for everything: it follows hearts, not diamonds; led, it is a heart lead; and if you hold it and hearts are led, you must play it or another heart. Diamonds then have only five cards.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>clubs ♣</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>J♣ right, J♠ left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>spades ♠</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>J♠ right, J♣ left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>hearts ♥</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>J♥ right, J♦ left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>diamonds ♦</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>J♦ right, J♥ left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When trump is</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the bowers are</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ghost Hand uses all 24 cards and six tricks a hand. Each player bids how many tricks they will take, and a fourth hand, the {0}, lies face down for anyone who would rather swap their cards for it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>ghost hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The dealer gives six cards to each player and six to the ghost hand, face down. The deal passes to the left after every hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The ghost hand: six cards nobody has seen.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bidding starts with the player to the dealer's left and goes round once; the dealer speaks last. On your turn you may bid 3, 4 or 5 tricks (more than any earlier bid of this hand), {0}, or pass. Shooting the moon claims all six tricks and beats every bid; after it the others can only pass.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>shoot the moon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>If all three pass, nobody scores and the next dealer deals again, unless the game is played with {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>stick the dealer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>On your turn, before you bid, you may &lt;b&gt;swap&lt;/b&gt;: trade your whole hand for the ghost hand without looking at it first. Then you bid or pass with the new cards. Only one player may swap in each hand. The hand given up is {0}: it lies face down and takes no part in the hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>dead</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Swap when your cards are poor. The ghost hand is a fresh chance, but it may be no better. (A house rule can turn swapping off.)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The highest bidder is the {0}. The declarer names any suit as trump and leads the first trick, and the three players play all six tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>declarer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>After the sixth trick:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Each player who did not declare</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+1 a trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The declarer, taking at least the tricks bid</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The declarer, taking fewer (the declarer is {0})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>set</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>loses the bid</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Shooting the moon and taking all six</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Shooting the moon and losing a trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Who</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>For example, Ada bids 4 and takes 5 tricks: she scores 5. You take the sixth trick and score 1. Had Ada taken only 3, she would lose 4 and you would score your tricks all the same.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cutthroat is three-handed euchre. In each hand one player, the {0}, chooses trump and plays against the other two, the {1}, who work together for that hand. Five tricks are played, and a spare hand, the {2}, can strengthen the maker.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>maker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>defenders</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>dummy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The dealer gives five cards to each player and five to the dummy, face down. The last four cards are the {0}; its top card is turned face up: the {1}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>kitty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>up-card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The kitty, with the Q♦ as its up-card: diamonds are offered as trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Starting to the dealer's left, each player in turn may {0} (make the up-card's suit trump) or pass. The first to order up becomes the maker. When the dealer does it (the dealer &lt;i&gt;accepts&lt;/i&gt;), the dealer takes the up-card into their hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>order up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When another player orders up, the dealer may {0} the up-card and discard one card face down, or leave it; either way its suit is trump. (A house rule can make the pick-up compulsory.)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>pick up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>If all three pass, the up-card is {0} and its suit cannot be trump in this hand. Starting again to the dealer's left, each player may name any other suit as trump, or pass. The first to name one becomes the maker. If everyone passes again, nobody scores and the deal passes to the left.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>turned down</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Before anyone sees the dummy, the maker chooses. &lt;b&gt;Take the dummy&lt;/b&gt;: add its five cards to your hand, then discard down to five, keeping the best. (A dealer who has just taken the up-card discards six of eleven.)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Or &lt;b&gt;go alone&lt;/b&gt;: leave the dummy unseen and play the cards you hold. Going alone is a risk that pays: a march alone scores more. (A dealer who has just taken the up-card discards one card.)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Then each defender in turn, starting to the maker's left, may &lt;b&gt;defend alone&lt;/b&gt; or pass. When one does, the other defender {0}: their cards stay down and they play no part in the hand, but they share the defenders' points. Only one defender may go alone. (A house rule can forbid defending alone.)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>sits out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The player to the dealer's left leads the first trick. If one player went alone, the first player still in play to that player's left leads instead. If the maker and a defender both went alone, the lone defender leads.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The maker's tricks are counted against the defenders' tricks together:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The maker takes 3 or 4 tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>maker +1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The maker takes all 5, a {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>march</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>maker {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The maker went alone and takes all 5</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The maker takes fewer than 3: a {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>euchre</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>each defender {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A defender went alone; the defenders take 3 or 4</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>each defender +2</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A defender went alone; the defenders take all 5</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>each defender +4</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What happens</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Both defenders score, the one who sat out too. When the maker takes 3 or more against a lone defender, the maker scores as usual.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Failing to follow suit when you could have is a &lt;b&gt;renege&lt;/b&gt;. Usually the game refuses such a card and tells you why.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>With the house rule that allows reneges, the card is played and the trick stands, but any other player may &lt;b&gt;call&lt;/b&gt; the renege once the cards played prove it: the player did not follow a suit earlier in the hand and has since played a card of that suit. A call that holds costs the offender {0} points for each renege it proves; a call the cards do not prove is refused. Calls are possible until the next hand is dealt. A renege nobody calls costs nothing, so keep watch.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Usually, when everyone passes, the hand is thrown in and the deal moves on. With the house rule &lt;b&gt;stick the dealer&lt;/b&gt;, the dealer may not pass when the others have: in Ghost Hand the dealer must bid at least 3 or shoot the moon; in Cutthroat the dealer must name a suit in round two.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Scores may go below zero. After each hand, if anyone has reached the target (32 points in Ghost Hand and 10 in Cutthroat, unless the game sets another), the player with the most points wins. If two or more share the highest score, another hand is played.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No game is in progress. A new game uses the rules chosen in Game → New game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The game in progress is played with these rules:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source> (changed from the standard game)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Rules of Ghost Euchre</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SaveGame</name>
    <message>
      <source>cannot read {0}: {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>not a valid game record: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the record holds no hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>players must list three names</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>players: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>app must be a JSON object</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>seed must be a whole number from 0 to {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>human must be null or a seat 0, 1 or 2</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>levels must list three bot levels</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>level of seat {0} must be one of {1}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ScoreChart</name>
    <message>
      <source>Chart of each player's score after each hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Target {0}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ScoreModel</name>
    <message>
      <source>Hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} +/-</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} total</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Settings</name>
    <message>
      <source>You</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada</source>
      <comment>a bot's name</comment>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo</source>
      <comment>a bot's name</comment>
      <translation type="unfinished" />
    </message>
    <message>
      <source>it is not text</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>a name has 1 to %n printable character(s)</source>
      <translation>
        <numerusform>a name has 1 to %n printable character</numerusform>
        <numerusform>a name has 1 to %n printable characters</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Statistics</name>
    <message>
      <source>Ghost Hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cutthroat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>All levels</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>StatisticsKeeper</name>
    <message>
      <source>Your statistics could not be read, so they start again from zero.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your statistics could not be read, so they start again from zero; the file was kept as {0}.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>StatisticsWindow</name>
    <message>
      <source>Statistics</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Reset…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;Difficulty:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What the words mean: {0}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>—</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Games played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Games won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Win rate</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0}%</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Average final score</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Best winning streak</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Current winning streak</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hands played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hands you declared</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bids you made</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Moons you shot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Moons you made</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Declarers you set</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Times you were set</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hands you named trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>… and took 3 tricks or more</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Makers you euchred</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Times you were euchred</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hands you took all 5 tricks as the maker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hands you went alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hands you defended alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reneges called against you</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reneges you called</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reset statistics</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Forget all your statistics in both games? This cannot be undone.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Reset</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SummaryOverlay</name>
    <message>
      <source>Review your play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Why</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>TableView</name>
    <message>
      <source>Say that this player did not follow suit when they could: if it is true, they lose points; if not, you do.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Deal the next hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Put the chosen cards aside face down: you play the hand with the other five.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Swap: give up your six cards and take the ghost hand's six unseen cards instead.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Name {0} as trump for this hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bid {0}: you name trump and must take at least {0} of the {1} tricks, or lose {0} points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your cards are sure to take every trick left: they are played out for you at once, then the hand is scored.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Shoot the moon: you must take all {0} tricks; you win {1} points, or lose {2}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} become trump and you are the maker: take at least 3 of the {1} tricks, or the others score.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Name {0} as trump and be the maker: take at least 3 of the {1} tricks, or the others score.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Defend together with the other player against the maker.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Pass: let the next player decide; you commit to nothing.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take the up-card into your hand, then discard one card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Leave the up-card where it is.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take the dummy's five cards and keep the best five of your ten.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Defend alone: the other defender sits out; stop the maker by yourself for more points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Go alone: play your own five cards without the dummy, for more points if you take all five tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Finish the game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Back to the practice deals</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Back to the lessons</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hint</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What would the Hard bot do? (Ctrl+H)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Only the {0} may be played: it is played for you</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} — click or press Space to go on</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ghost hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Last trick — won by you</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dead hand (given up by you)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dead hand (given up by {0})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Dummy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Kitty: {0} turned up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Kitty (the {0} was picked up)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Kitty ({0} turned down)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Score {0}  ·  Tricks {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>thinking</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Left {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The left bower: while {0} are trump, the {1} counts as one of the {0}, the second-highest trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The right bower: the {0}, the highest trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Led</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>sits out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>passed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>moon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>bid {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>maker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Playing to {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trump: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hand {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Demo game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Next hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Scores: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The coach: are you sure?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Let me think</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Do it anyway</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Open the rules at this topic</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Why?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0}: “{1}”</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Tied for the lead at {0} points, at or over the target of {1}: play goes on until one player leads alone.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the last {0} of {1} hands</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>no hand has been scored yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Score sheet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Close</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>You claim the last %n trick(s): your cards are played for you.</source>
      <translation>
        <numerusform>You claim the last %n trick: your cards are played for you.</numerusform>
        <numerusform>You claim the last %n tricks: your cards are played for you.</numerusform>
      </translation>
    </message>
    <message>
      <source>No trick has been played yet in this hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Last trick — won by {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You have already chosen your discards; click one to put it back.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} bot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>took the trick</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Welcome</name>
    <message>
      <source>Each player bids how many of the six tricks they will take, and a fourth hand, the ghost hand, lies face down. One player per hand may swap their cards for it, sight unseen.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Three-handed euchre: the player who makes trump plays against the other two, who defend together. The maker may add the face-down dummy hand to theirs, or go alone for more points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Welcome to Ghost Euchre</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Euchre for three players, against two bots. What would you like to do?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A game is in progress: Close goes back to it, and playing starts a new one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Learn to play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>New to euchre? Short lessons on the table teach both games step by step, and practice deals follow. Every word the game uses is explained.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play Ghost Hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play Cutthroat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Choose rules and players…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No game is in progress.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>New game…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Welcome…</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Lesson 01-tricks</name>
    <message>
      <source>Cards, tricks and following suit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The cards, how a trick is played, following suit, and which card wins a trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Welcome to the table! Euchre is played with 24 cards: the 9, 10, jack, queen, king and ace of each of the four suits, clubs ♣, diamonds ♦, hearts ♥ and spades ♠. The six cards at the bottom are your hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You play against two others, Ada and Bo. A hand is played in tricks: in each trick every player plays one card, one after the other, going to the left. Whoever wins the trick leads the next one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has already won the bidding and chosen a trump suit, a suit that beats the others; you will learn about trumps in the next lesson. In the tricks of this lesson nobody plays a trump. Bo starts: he leads the K♠ to the first trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The card that starts a trick sets the suit, here spades. If you have a card of that suit, you must play one: that is called following suit. Which of these cards may you play?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>K♥</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A♠</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Q♥</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the K♥ is a heart, and you hold spades, so you must play a spade.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: a spade was led and the A♠ is a spade.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the Q♥ is a heart, and you hold spades, so you must play a spade.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The highest card of the suit that was led wins the trick. In each suit the order is ace (high), king, queen, jack, 10, 9 (low). Which of your spades beats Bo's K♠?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>9♠</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>10♠</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the 9♠ is the lowest spade. It would lose to the K♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the 10♠ is lower than the K♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: only the ace is higher than the king.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the A♠ to win the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Well played: the A♠ is the highest spade.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The 9♠ follows suit, but it is lower than the K♠: it would lose. Play the A♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The 10♠ follows suit, but it is lower than the K♠: it would lose. Play the A♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A spade was led and you hold spades, so you must play a spade.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada followed suit with the Q♠. Your ace was the highest spade, so you won the trick. The winner leads next: it is your turn to start a trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When you lead, you may play any card you like. Lead the K♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>For this lesson, lead the K♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada had the A♥ and won the trick with it: the ace beats the king. Bo followed with the 10♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The winner leads next: Ada led the 9♦, and Bo followed with the K♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Missed a card? Press L (Game menu, Last trick) to see the last trick again. View → Log and scores lists every card played in this hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You have no diamonds. What may you play?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Nothing: I must wait</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Any card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Only a heart</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: you always play a card in your turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: when you cannot follow suit, any card is allowed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: when you cannot follow suit, any card is allowed, not only hearts.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A card of another suit cannot win this trick, so give up your weakest card: play the 9♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>That card would be wasted: it cannot win this trick. Keep your good cards and play the 9♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo's K♦ won the trick: only a card of the suit that was led can win, or a trump. Now play the rest of this hand yourself. One rule is new there: Bo chose clubs ♣ as trump, and any club beats every card of the other suits. The next lesson is about trumps.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Lesson 02-trump</name>
    <message>
      <source>Trumps</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trumps beat the other suits: trumping when you cannot follow suit, and over-trumping.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Before the play, one suit is made trump. Ada won the bidding and chose hearts ♥, so in this hand hearts are trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A trump beats every card of the other suits, even an ace. You still have to follow suit when you can: you may trump only when you have no card of the suit led. Ada leads the A♠ and Bo follows with the 9♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You have no spades. Which of these cards wins the trick?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>K♣</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>9♥</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Q♣</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the K♣ is neither a spade nor a trump, so it cannot win.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: the 9♥ is a trump, and any trump beats a card of another suit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the Q♣ is neither a spade nor a trump, so it cannot win.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trump the ace: play the 9♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Even the lowest trump beats the A♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your smallest trump is enough here: play the 9♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The K♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The Q♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The 10♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your 9♥ won the trick because it is a trump. You lead the next trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the K♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>For this lesson, lead the K♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada won the trick with the A♣, and Bo followed with the 9♣. The winner leads next.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada led the Q♦. Bo had no diamonds, so he trumped it with the 10♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You have no diamonds either. When several trumps are played, the highest trump wins. Among trumps the ace is high, then king, queen, 10 and 9. (The jacks are special: that is the next lesson.) Which card wins the trick now?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>10♣</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Q♥</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the 10♣ is neither a diamond nor a trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: the Q♥ is a trump higher than Bo's 10♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the Q♣ is neither a diamond nor a trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Over-trump Bo: beat his trump with a higher one, the Q♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your Q♥ beat Bo's 10♥: that is over-trumping.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Only a trump higher than Bo's 10♥ wins this trick: play the Q♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The A♥ would win too, but the Q♥ is enough. Keep your ace for later.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The Q♣ is neither a diamond nor a trump: it cannot win. Play the Q♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You won the trick with the higher trump. Now play the rest of this hand yourself.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Lesson 03-bowers</name>
    <message>
      <source>The bowers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The two highest trumps are jacks: the right bower and the left bower, which is a trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In this hand you won the bidding and made hearts ♥ trump. Look at your two red jacks: while hearts are trump, they are the two highest cards of all.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The jack of trump, here the J♥, is the right bower: the highest card. The other jack of the same colour, here the J♦ (diamonds are red like hearts), is the left bower: the second highest. Then come the ace, king, queen, 10 and 9 of trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hearts are trump. Which is the highest trump?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A♥</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>J♥</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>J♦</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: both bowers beat the ace of trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: the jack of trump, the right bower, is the highest card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the J♦ is the left bower, the second highest. The right bower beats it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You lead the first trick. Lead the right bower, the J♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>For this lesson, lead the J♥, the right bower.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada and Bo had to follow with hearts, and nothing beats the right bower: the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the K♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>For this lesson, lead the K♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada won the trick with the A♠, and Bo followed with the 9♠. The winner leads next.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada led the A♦, and Bo followed with the K♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Diamonds were led. You hold the J♦ and the 9♦. Which may you play?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>9♦</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: while hearts are trump, the J♦ is a heart, not a diamond. It does not follow diamonds.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: the 9♦ is your only diamond, because the J♦ counts as a heart.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Follow diamonds with the 9♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Diamonds were led and the 9♦ is your only diamond: play it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>While hearts are trump the J♦ is a heart, not a diamond, so it does not follow diamonds: play your 9♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada's A♦ won the trick, so she leads the next one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada led the Q♣. Bo has no clubs: he threw away the 10♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Follow clubs and win the trick with the K♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your K♣ beat her Q♣: the trick is yours, and so is the next lead.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Clubs were led and you hold clubs: follow with the K♣, which beats the Q♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The 9♣ follows suit too, but it loses to the Q♣. Win with the K♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The left bower is a trump in every way: it follows when trumps are led, it leads as a trump, and it never counts as its printed suit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hearts are trump and you lead the J♦. What must the others play?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A diamond, if they have one</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A heart, if they have one</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Any card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the J♦ is a heart while hearts are trump, so leading it leads hearts.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: the left bower leads trumps, so they must follow with a heart.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: they must follow suit, and the suit led is hearts.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the left bower, the J♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the J♦, your left bower.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the J♦ this time, to see how the others must answer a trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada followed with the Q♥ and Bo with the A♥: the J♦ led hearts, so both had to play a heart. Only the right bower beats the left bower, and it is gone: the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Now play the last trick yourself.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Lesson 04-ghost-hand</name>
    <message>
      <source>Ghost Hand: bidding and scoring</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Swapping with the ghost hand, bidding, naming trump, shooting the moon, and the scoring.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Now the bidding, in Ghost Hand, one of the two games you can play. Each player gets six cards, and six more go face down to a fourth hand that nobody owns: the ghost hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Each player bids once, starting left of the dealer. You are the dealer, so you bid last and hear the others first. A bid is 3, 4 or 5: the number of the six tricks you promise to take with the trump suit you will choose. Each bid must be higher than the one before. You may also pass.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In your turn, before you bid, you may swap your whole hand for the ghost hand without looking at it. Only one player per hand may swap, and the hand given up is dead: it takes no part in the play. Ada bid 3 without swapping, and Bo passed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When is swapping with the ghost hand a good idea?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When my hand is weak</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When my hand is strong</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In every hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: a weak hand has little to lose, and the ghost hand may be better.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: a strong hand is worth keeping; the ghost hand is usually weaker.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: swap only when your hand is weak, and only one player per hand may swap.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Look at your hand: no jack, no ace, nothing higher than a queen. Whatever suit is trump, it will take few tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Nobody has swapped yet, so you may. Swap your hand for the ghost hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You swapped: the ghost hand is yours now, and your old cards are dead.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This hand is weak: swap it for the ghost hand first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You could pass, but this hand is weak: swap first, then decide.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>With this hand a bid of 4 would fail: swap first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>With this hand a bid of 5 would fail: swap first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>This hand cannot take all six tricks: swap first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Instead of a number you may shoot the moon: promise all six tricks. The moon beats every bid and pays a lot if you make it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada bid 3. Which of these may you do now?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bid 3</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bid 4</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Swap again</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: your bid must be higher than Ada's 3.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: 4 is higher than Ada's 3.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: you have swapped, and only one player per hand may swap.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your new hand holds both black jacks and the A♠ and K♠: with spades as trump that is a strong hand. Bid 4.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The moon promises all six tricks, and your 9♥ is unlikely to win one. Bid 4.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Five tricks is a lot to promise: your A♦ and 9♥ may not both win. Bid 4.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand is too good to pass: bid 4.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada already bid 3: your bid must be higher, 4 or 5.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You have swapped already, and only one player per hand may swap, once.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your 4 was the highest bid, so you are the declarer. The declarer names trump and leads the first trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Name spades ♠ as trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your strength is in spades: name spades.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the right bower, the J♠, to draw out the others' trumps.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>For this lesson, lead the J♠, the right bower.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Now the scoring, when the hand is over. The other players score 1 point for each trick they take. You, the declarer, score 1 point for each trick you take if you take at least the 4 you bid. If you take fewer, you are set: you lose 4 points and score nothing for your tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You bid 4 and take 5 tricks. What do you score?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+5</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+4</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>−4</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: you made your bid, so every trick counts, 5 points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: once you make your bid, every trick you take scores, 5 here.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: you took more than you bid, so you are not set.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You bid 4 but take only 3 tricks. What do you score?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+3</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>0</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: you took fewer than you bid, so your tricks score nothing.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: being set costs you the bid.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: you are set and lose the 4 you bid.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In that hand Ada took 2 tricks. What does she score?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+2</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>−2</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: the other players score 1 point for each trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: only the declarer can lose points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the other players score 1 point for each trick they take.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The moon: a declarer who shoots the moon and takes all six tricks scores 24 points. One who loses even a single trick loses 6 points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You shoot the moon and take all six tricks. What do you score?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+6</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+24</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>−6</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the moon pays much more than one point a trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: a moon that is made scores 24.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: you took all six, so you made the moon.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You shoot the moon and take five tricks. What do you score?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: a moon that fails scores nothing for its tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: a failed moon loses 6 points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: a failed moon costs 6 points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hand after hand, once a player has 32 points or more, the highest score wins the game; if the leaders are tied, play goes on. Now play out this hand yourself.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Lesson 05-cutthroat</name>
    <message>
      <source>Cutthroat: ordering up and the dummy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ordering up or passing, the dealer's pick-up, taking the dummy, and the scoring.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Cutthroat is the other game. Each player gets five cards, five more go face down to the dummy hand, and the last four form the kitty. The top card of the kitty is turned face up, the up-card: here the K♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Starting left of the dealer, each player may order it up, which makes the up-card's suit trump: the one who orders is the maker, plays against the other two and must take at least 3 of the 5 tricks. Or they pass. For the dealer, the button to order it up reads Accept. Bo is the dealer, so you speak first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You hold the J♥, the A♥ and the Q♥, three high hearts, and the A♠. Should you order up hearts?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Yes, order it up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No, pass</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: three high trumps and an ace are a good start, and the dummy may add more.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the maker must take 3 of the 5 tricks, and three high trumps and an ace can do that: order it up.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Order it up: hearts become trump, and you are the maker.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Pass with a weak hand; with three high hearts, order it up.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo, the dealer, picked up the K♥ and discarded one card face down: the dealer may always do that, whoever ordered. Now you play against Ada and Bo.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A dealer who picks up the up-card must discard one card. Which is usually the best one to throw away?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A trump</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A low card of another suit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>An ace</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: trumps win tricks; keep them.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: a low card of another suit would not win a trick anyway.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: an ace may well win a trick; keep it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Had everyone passed, the up-card would have been turned down, and in a second round each player could name any other suit as trump, or pass again. If everyone passes twice, the cards are dealt again.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Everyone passed and the K♥ was turned down. In round two, which suit may a player name as trump?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hearts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Any suit but hearts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Only clubs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the suit that was turned down cannot be named in round two.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: any suit except the one turned down.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: any suit except the one turned down may be named.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Before anyone sees the dummy, you, the maker, choose: take the dummy's five cards and keep the best five of your ten, or go alone without it, for more points if you take all five tricks (a march).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When should a maker go alone instead of taking the dummy?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When the hand may take all 5 tricks without help</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Every time</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>With a weak hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: a march alone scores 4, but the dummy's cards are given up.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the dummy's five cards usually help a lot.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: a weak hand needs the dummy's cards even more.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Your hand will not take all five tricks by itself: take the dummy. Then keep your four trumps and the A♠, and discard the other five cards.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You hold the J♥, the J♦ (the left bower), the A♥, the Q♥ and the A♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Keep the four trumps (J♥, J♦, A♥ and Q♥) and the A♠; discard the other five.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Going alone pays only when you take all five tricks: take the dummy.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada and Bo are the defenders: they play together against you, their tricks count together, and with 3 tricks they euchre you. Either of them could have gone alone against you; both passed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The player left of the dealer leads the first trick: that is you. Lead the right bower, the J♥, to draw out the others' trumps.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>For this lesson, lead the J♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada had no hearts and threw away the 9♦; Bo had to follow with the 9♥. The trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The scoring: a maker who takes 3 or 4 tricks scores 1 point, and all 5 (a march) 3 points, or 4 points after going alone. A maker who takes fewer than 3 is euchred: each defender scores 2 points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You take 3 tricks. What do you score?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+3</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+2</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: 3 or 4 tricks score 1 point for the maker.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: 3 points is for taking all 5.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the maker scores 1 point for 3 or 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You take all 5 tricks with the dummy. What do you score?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+5</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: taking all 5 is a march, worth more.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: a march scores 3.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: a march scores 3.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Had you gone alone and taken all 5 tricks, what would you score?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+4</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: a march alone scores more than a march with the dummy.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: a march alone scores 4.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: a march alone scores 4.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada and Bo take 3 tricks between them. What does each of them score?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>0</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: euchring the maker scores 2 for each defender.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: you are euchred, and each defender scores 2.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: you are euchred, and each defender scores 2.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Once a player has 10 points or more, the highest score wins the game; if the leaders are tied, play goes on. Now play out this hand yourself.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Lesson 05b-cutthroat-defending</name>
    <message>
      <source>Cutthroat: the dealer's pick-up and defending alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The dealer picks up the up-card when another player orders, and a strong defender goes alone.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Another Cutthroat hand. This time you are the dealer, and the up-card is the K♥. Ada, on your left, spoke first and ordered it up: hearts are trump, and Ada is the maker.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When another player orders it up, the dealer may pick up the up-card and discard one card face down, or leave it. The up-card is a trump, so picking it up makes the dealer's hand stronger.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Pick up the K♥, then discard the Q♣: it is your only card that is neither a trump nor an ace.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The K♥ is yours, and the Q♣ lies face down.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Keep your trumps and the A♠: discard the Q♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The K♥ is a trump and would make your hand stronger: pick it up.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada took the dummy. Now each defender in turn, starting left of the maker, may go alone: then the other defender sits out the hand. Bo passed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A defender who goes alone and takes 3 or 4 tricks scores 2 points, the same as a euchre, and 4 points for all 5. The other defender, who sits out, scores the same.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You hold the J♥, the J♦, the A♥ and the K♥, the four highest trumps, and the A♠. Should you go alone?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Yes, go alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No, pass and defend with Bo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: with the four highest trumps you can take all 5 tricks by yourself, and all 5 alone score 4 for each defender instead of 2.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: this hand can take all 5 tricks by itself, and all 5 alone score 4 for each defender instead of 2.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Defend alone: Bo sits out, and you play against Ada by yourself.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>With the four highest trumps you can take all 5 tricks alone, which scores 4 instead of 2: go alone.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The first player left of the one who went alone leads: Ada led the A♦. Bo sits out, so each trick has two cards.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You have no diamonds (the J♦ is a heart now), so you may trump. Win with your lowest trump, the K♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trump the A♦ with the K♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The A♠ cannot beat the A♦: only a trump beats it. Trump with the K♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The J♥ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The J♦ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The A♥ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You go alone and take 3 tricks against Ada. What do you score?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+2</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>+4</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: 3 or 4 tricks by a lone defender score 2 for each defender.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: a lone defender who takes 3 tricks scores 2.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: 4 points is for all 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You go alone and take all 5 tricks. What does Bo score?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>0</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the defender who sits out scores as the lone defender does.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: all 5 tricks score more than 3 or 4.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: all 5 tricks score 4 for each defender, Bo too.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Now play out this hand: lead your trumps and take every trick.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Lesson 06-reneges</name>
    <message>
      <source>Reneges</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What a renege is, and how to call one when reneges can be called.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not following suit when you could is a renege. Usually the game refuses such a card. In this game a rule option is on: reneges can be called. Wrong cards are accepted, and the other players must catch them.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Clubs are trump. Ada led the A♠, and Bo played the 9♥. Either he has no spades, or he reneged: nobody can tell yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Follow suit with the Q♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Follow suit with the Q♠: a renege costs points when it is caught.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada won the trick with the A♠, so she leads the next one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada led the 9♠, and Bo played the K♠. So he did hold a spade in the first trick: that proves his renege.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What should you do?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Call a renege on Bo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Call a renege on Ada</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Nothing: the trick stands</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: the cards played prove Bo's renege.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: Ada followed suit every time.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: a renege that nobody calls costs nothing, so call it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Call the renege on Bo.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo loses 2 points, the renege penalty. The tricks stand as they were played.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Call the renege first: Bo's K♠ has just proved it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada followed suit every time: nothing proves a renege by her.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Now follow suit with the 10♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Follow suit with the 10♠, your last spade.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>A renege can be called only once the cards played prove it, and each renege only once. A call that the cards do not prove is refused. Calls are open until the next hand is dealt. Now play out this hand yourself.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Lesson 07-strategy</name>
    <message>
      <source>First strategy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Leading through the maker, keeping a bower guarded, counting trumps, and when to shoot the moon.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Some first strategy. In this Cutthroat hand Ada ordered up hearts, Bo left the 10♥ on the kitty, and Ada took the dummy: she is the maker, and you and Bo defend together.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead through the maker. Ada sits on your left, so when you lead she must play second, before Bo. Bo then sees her card and can beat it, or save his good cards.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the 9♠ through Ada.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>For this lesson, lead the 9♠ through Ada.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada played the K♠, and Bo, who played after her, won the trick with the A♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The winner leads next: Bo led the K♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You have no clubs. If you trump, Ada, who plays after you, can over-trump. Keep your trumps and throw the 10♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Keep your trumps and throw the 10♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada plays after you and can over-trump your 9♥: keep it and throw the 10♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada could still beat your left bower with the right bower: keep it and throw the 10♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada trumped with the Q♥ and took the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada led the J♥, the right bower, and Bo, who has no hearts, threw away the 9♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You hold the J♦ and the 9♥, both trumps. Which should you play?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The J♦</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The 9♥</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the right bower beats it, so your left bower would be lost for nothing.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: the 9♥ follows suit, and your left bower stays safe.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the 9♥ and keep your left bower.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The J♦ would lose to the right bower: play the 9♥ and keep it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>That is keeping a bower guarded: a small trump beside it lets you follow when a higher trump is led. Now that the J♥ is gone, your J♦ is the highest trump left.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Count the trumps. Seven cards are trumps: the two bowers and the A, K, Q, 10 and 9 of trump. You saw the 10♥ stay on the kitty when Bo left it, the Q♥, J♥ and 9♥ played, and you hold the J♦. How many trumps have you not seen?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>None</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Two</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Four</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the A♥ and the K♥ have not been seen yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: the A♥ and the K♥. Your J♦ beats them both.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: five of the seven trumps are accounted for.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>When to shoot the moon, in Ghost Hand: only when you can count all six tricks, for example with both bowers, more top trumps and an ace. One lost trick turns 24 points into a loss of 6.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Hearts would be trump. Which hand should shoot the moon?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>J♥ J♦ A♥ K♥ Q♥ A♠</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>J♥ A♥ K♥ A♠ K♠ 9♣</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>J♦ A♥ Q♥ A♠ A♣ A♦</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Right: five top trumps draw every other trump, and then the A♠ wins too.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: the left bower and the queen of trump are out against you, and the 9♣ will lose.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>No: without the right bower your trumps can be beaten.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Now play out this hand with Bo as your partner.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Practice</name>
    <message>
      <source>Play the K♦: you have no hearts, so trump the 10♥, and you play last; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the A♠, the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no spades and throws away the K♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no spades and throws away the Q♣; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The A♠ looks natural, but Ada takes that trick with the 10♥, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take all of the last 2 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>That card does not reach the goal against best defence.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the J♣: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1) before they can trump your winners.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the A♣; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the Q♥, the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no hearts and throws away the K♠; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The Q♥ looks natural, but Bo takes that trick with the A♣, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the J♠: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1 and Ada 1) before they can trump your winners.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the A♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the Q♣; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the K♣: count the trumps: 6 of the 7 have been played and you hold 1, and Bo and Ada have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no trumps and throws away the 9♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no trumps and throws away the 10♥; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the Q♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no spades and throws away the Q♥; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The K♣ looks natural, but Ada takes that trick with the A♣, and against best defence you take only 2 of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the A♠: Bo takes that trick with the Q♣, and against best defence you take only 1 of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take all of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the Q♠: you have no diamonds, so trump the K♦, and you play last; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no clubs and trumps with the J♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no clubs and trumps with the J♠; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo leads the K♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the K♣, the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no trumps and throws away the A♥; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The K♣ looks natural, but Ada takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the Q♣: Ada takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take 1 of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the Q♦: you have no spades, so trump the Q♠, and Ada cannot beat it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the J♠; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, so Bo must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the J♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 9♦; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo leads the K♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the A♣, the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the J♥; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The Q♣ looks natural, but Bo takes that trick with the Q♠, and against best defence you take none of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the A♣: Bo takes that trick with the Q♠, and against best defence you take none of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the 10♠: you have no hearts, so trump the A♥, and you play last; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the 10♣; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada leads the A♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the 10♦, the only card you may play; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The Q♣ looks natural, but Ada takes that trick with the A♥, and against best defence you take none of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the 10♦: Ada takes that trick with the A♥, and against best defence you take none of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the J♦: it beats the A♥, and Ada cannot beat it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no trumps and throws away the 9♣; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the K♣: nobody else holds a higher club, so Bo must spend a trump to win it: that forces out a trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the Q♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no clubs and throws away the A♦; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the 10♥: leading a trump draws the others' trumps (Bo 2) while your other cards are safe (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the Q♥; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo leads the 9♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the K♥, the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♠; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The K♥ looks natural, but Bo takes that trick with the A♥, and against best defence the maker still takes 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the 10♥: Bo takes that trick with the A♥, and against best defence the maker still takes 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Set Bo: keep them under 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no clubs and throws away the Q♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 10♦; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo leads the Q♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the 9♦, the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada leads the K♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no hearts and throws away the 10♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the A♥, the only card you may play; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the J♠, the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the K♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the A♠; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The A♥ looks natural, but Bo takes that trick with the 10♦, and against best defence you take none of the last 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the 9♦: Bo takes a later trick with the Q♦, and against best defence you take none of the last 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the J♠: Bo takes that trick with the A♠, and against best defence you take none of the last 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take 1 of the last 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the J♦: nobody else holds a higher trump, and leading trumps draws theirs (Ada 1 and Bo 1) before they can trump your winners.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the J♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the A♦; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the Q♦: count the trumps: 4 of the 7 have been played and you hold 2, and Ada and Bo have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♣; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the K♦: count the trumps: 5 of the 7 have been played and you hold 1, and Ada and Bo have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no trumps and throws away the A♣; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the A♥, the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no hearts and throws away the 9♠; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The K♦ looks natural, but Ada takes that trick with the J♥, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the Q♦: Ada takes that trick with the J♥, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the A♥: Bo takes that trick with the A♦, and against best defence you take only 2 of the last 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take all of the last 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the Q♦: you have no clubs, so trump the A♣, and Ada cannot beat it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the 10♣; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the Q♥: nobody else holds a higher heart, so Bo must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no hearts and trumps with the 10♦; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo leads the K♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the K♥: you have no clubs and cannot win, so throw away a card you do not need (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♦; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada leads the K♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the A♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the A♥, the only card you may play; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The A♥ looks natural, but Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the Q♥: Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the K♥: Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the 9♣ through Ada, the maker: she plays second, and Bo, last, can beat her card or keep his own.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the K♣; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada leads the J♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the A♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the 9♥: you cannot beat the J♦, so play your lowest trump (from here any card keeps the goal); Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada leads the Q♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the 9♦, the only card you may play; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo leads the 10♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the J♣, the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no clubs and throws away the K♦; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no trumps and throws away the Q♠; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The 9♦ looks natural, but Ada takes a later trick with the A♣, and against best defence you take none of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the J♣: Ada takes that trick with the A♣, and against best defence you take none of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the 9♥: Ada takes that trick with the J♦, and against best defence you take none of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the K♥: Ada takes that trick with the J♦, and against best defence you take none of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take 1 of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the K♠: you have no clubs, so trump the A♣, and you play last; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the 9♦: nobody else holds a higher diamond, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no diamonds and throws away the 10♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no diamonds and throws away the K♥; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the K♦: nobody else holds a higher diamond, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no diamonds and trumps with the J♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no diamonds and trumps with the 9♠; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada leads the Q♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 10♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the A♦: Bo's 10♠ already wins the trick for your side, so you need not win it (from here any card keeps the goal); Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo leads the Q♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the A♠; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The A♦ looks natural, but Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the 9♦: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the K♦: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the A♥: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Set Ada: keep them under 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the 10♣: you cannot beat the J♣, so play a small trump and keep your J♠ guarded: it wins a trick later.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the 9♣; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo leads the Q♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the K♣; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the 9♠ towards Ada, who holds a higher spade (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no spades and throws away the A♦; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada leads the A♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no trumps and throws away the K♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the 10♠: Ada's A♣ already wins the trick for your side, so you need not win it (from here any card keeps the goal); Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no spades and throws away the A♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the Q♠, the only card you may play; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The J♠ looks natural, but Bo takes that trick with the J♣, and against best defence you take none of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the 9♦: you cannot beat the A♦, so play your lowest trump and keep the K♦, which wins a trick later.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♥; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo leads the 10♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the K♦, the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The K♦ looks natural, but Bo takes that trick with the A♦, and against best defence you take only 2 tricks in all.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Make your bid: take at least 3 tricks in all.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the K♣: you have no diamonds, so trump the A♦, and you play last; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no hearts and throws away the 10♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no hearts and throws away the Q♠; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The K♥ looks natural, but Ada takes that trick with the A♦, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the K♥: nobody else holds a higher heart, and Bo cannot trump it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the Q♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no hearts and throws away the J♦; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the 10♥: nobody else holds a higher heart, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no hearts and trumps with the 9♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no hearts and throws away the K♦; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada leads the K♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no trumps and throws away the A♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the K♠, the only card you may play; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The K♠ looks natural, but Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the 10♥: Ada takes that trick with the Q♥, and against best defence you take none of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the A♥: nobody else holds a higher heart, and the others must follow suit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the K♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the Q♥; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the 9♠: from here every card you may play keeps the goal in reach.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the J♠; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the 10♠, the only card you may play; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The 10♠ looks natural, but Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the 9♠: Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the A♦: nobody else holds a higher diamond, and Ada cannot trump it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the K♦; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the 10♦: nobody else holds a higher diamond, and Ada and Bo cannot trump it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no diamonds and throws away the J♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no diamonds and throws away the Q♣; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no clubs and throws away the K♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the A♣; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The K♣ looks natural, but Bo takes that trick with the A♣, and against best defence you take only 1 of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the 10♦: Bo takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take 2 of the last 3 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the A♠: nobody else holds a higher spade, and the others must follow suit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the 10♠; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the 9♠: nobody else holds a higher spade, and Bo and Ada cannot trump it (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no spades and throws away the J♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no spades and throws away the 9♥; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the J♠: nobody else holds a higher spade, and Bo and Ada cannot trump it (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no spades and throws away the 10♥; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the Q♠, the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no spades and throws away the A♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The Q♠ looks natural, but Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the 9♠: Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the J♠: Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Set Ada: keep them under 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the A♣: it beats the K♣, and you play last; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the 9♣: from here every card you may play keeps the goal in reach.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no clubs and throws away the 9♦; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada leads the J♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no spades and trumps with the 9♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the K♠: you cannot beat the 9♥, so play your lowest spade (from here any card keeps the goal); Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo leads the K♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♠; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The 9♣ looks natural, but Bo takes that trick with the K♣, and against best defence you take none of the last 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the 9♠: you have no diamonds, so trump the A♦, and you play last; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the K♥: nobody else holds a higher heart, and the others must follow suit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the J♥; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the 9♥: nobody else holds a higher heart, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no hearts and throws away the 10♣; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no hearts and throws away the K♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The A♥ looks natural, but Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the 9♥: Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the K♥: Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the A♦: nobody else holds a higher diamond, and the others must follow suit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the K♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the 10♦; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the 10♣: from here every card you may play keeps the goal in reach.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the 9♣; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada leads the 10♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the A♣: you have no trumps and cannot win, so throw away a card you do not need (from here any card keeps the goal); Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the 9♦: you have no trumps and cannot win, so throw away a card you do not need (from here any card keeps the goal); Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada leads the 10♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the Q♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the 9♠, the only card you may play; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The A♣ looks natural, but Ada takes that trick with the 9♥, and against best defence you take none of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the 10♣: Bo takes that trick with the J♣, and against best defence you take none of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the 9♦: Ada takes that trick with the K♦, and against best defence you take none of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the 9♠: Bo takes that trick with the J♠, and against best defence you take none of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the 9♠: you cannot beat the A♠, so play your lowest spade; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada leads the 9♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no trumps and throws away the 9♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the Q♣: you have no trumps and cannot win, so throw away a card you do not need and keep the K♥ and J♠; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no trumps and throws away the 10♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the 10♥: you have no trumps and cannot win, so throw away a card you do not need and keep the K♥ and J♠; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada leads the 9♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo follows with the Q♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the K♥, the only card you may play; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the 10♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no spades and throws away the J♣; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The J♠ looks natural, but Ada takes that trick with the A♠, and against best defence you take only 1 of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take 2 of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the J♥: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1) before they can trump your winners.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no trumps and throws away the 10♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the 9♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no clubs and throws away the 10♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no clubs and throws away the Q♥; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no clubs and throws away the A♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no clubs and throws away the K♥; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the K♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no clubs and throws away the 10♠; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no clubs and throws away the A♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no clubs and throws away the J♠; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The A♣ looks natural, but Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the 9♣: Ada takes that trick with the 10♣, and against best defence you take only 1 of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the Q♣: Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Not the K♣: Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take all of the last 5 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the K♥: you cannot beat the J♥, so play a lower trump and keep your J♦ guarded: it wins a trick later.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♣; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo leads the A♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no clubs and throws away the 9♦; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo leads the A♦.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the Q♦, the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the 10♦; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the J♦, the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♦; the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the J♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no spades and trumps with the Q♥; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo leads the A♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The J♦ looks natural, but Bo takes that trick with the J♥, and against best defence the declarer still takes 6 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Stop Bo's moon: win a trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the 10♥; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo leads the 9♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the Q♣, the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the K♣; Ada wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada leads the 10♣.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no clubs and trumps with the Q♥.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the J♦: you have no clubs, so trump the Q♥, and you play last (from here any card keeps the goal); the trick is yours.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Lead the Q♦: from here every card you may play keeps the goal in reach.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo has no diamonds and trumps with the A♥; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the 9♠, the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada follows with the J♠; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bo leads the A♠.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Play the A♦, the only card you may play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ada has no spades and throws away the J♣; Bo wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The J♦ looks natural, but Bo takes that trick with the J♥, and against best defence you take none of the last 6 tricks.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take 1 of the last 6 tricks.</source>
      <translation type="unfinished" />
    </message>
  </context>
</TS>
