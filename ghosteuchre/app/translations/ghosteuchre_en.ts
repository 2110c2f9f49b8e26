<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
      <source>the deal</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>%n likely deal(s)</source>
      <translation>
        <numerusform>%n likely deal</numerusform>
        <numerusform>%n likely deals</numerusform>
      </translation>
    </message>
    <message>
      <source>Chose at random.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Played the {card}: my only legal card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discarded the {card}: my last card to lose.</source>
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
      <source>{bid_verb}: I expect about {tricks} tricks with {suit} as trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bid {bid_words}: as dealer I may not pass.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Swapped with the ghost hand: mine is too weak to bid and a fresh hand is worth more on average.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Passed: the moon has been called.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Passed: my hand cannot beat the bid of {bid}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Passed: my hand is not strong enough to bid.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Named {suit}: my best suit, worth about {tricks} tricks.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Swapped with the ghost hand: over %n likely deal(s) a fresh hand is worth {fresh} points to me, mine {mine}.</source>
      <translation>
        <numerusform>Swapped with the ghost hand: over %n likely deal a fresh hand is worth {fresh} points to me, mine {mine}.</numerusform>
        <numerusform>Swapped with the ghost hand: over %n likely deals a fresh hand is worth {fresh} points to me, mine {mine}.</numerusform>
      </translation>
    </message>
    <message>
      <source>{bid_verb}: with {suit} as trump it is worth {value} points to me over {deals}.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Named {suit}: it scores best over %n likely deal(s) ({value} points).</source>
      <translation>
        <numerusform>Named {suit}: it scores best over %n likely deal ({value} points).</numerusform>
        <numerusform>Named {suit}: it scores best over %n likely deals ({value} points).</numerusform>
      </translation>
    </message>
    <message>
      <source>Accepted: {suit} as trump with the dummy should be worth {value} points to me.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ordered it up: {suit} as trump with the dummy should be worth {value} points to me.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Passed: {suit} would not make often enough.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Passed: no suit is strong enough to make.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Named {suit}: worth {value} points to me with the dummy.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Named {suit}: as dealer I must name a suit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Picked up the {card}: one more trump against the maker.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Went alone: my hand should march ({alone} points expected, {dummy} with the dummy).</source>
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
      <source>Discarded the {card}: my weakest trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discarded the {card}: it leaves me void in {suit}.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Defended alone: %n trump(s) should stop the maker on my own.</source>
      <translation>
        <numerusform>Defended alone: %n trump should stop the maker on my own.</numerusform>
        <numerusform>Defended alone: %n trumps should stop the maker on my own.</numerusform>
      </translation>
    </message>
    <message>
      <source>Passed: I defend together with the other player.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Accepted: {suit} as trump is worth {value} points to me over {deals}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ordered it up: {suit} as trump is worth {value} points to me over {deals}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Named {suit}: worth {value} points to me over {deals}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Passed: {suit} would be worth only {value} points to me.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Passed: my best suit would be worth only {value} points to me.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Went alone: {alone} points expected alone, {dummy} with the dummy.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Took the dummy: {dummy} points expected with it, {alone} alone.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Defended alone: over %n likely deal(s) it gains {gain} points on defending together.</source>
      <translation>
        <numerusform>Defended alone: over %n likely deal it gains {gain} points on defending together.</numerusform>
        <numerusform>Defended alone: over %n likely deals it gains {gain} points on defending together.</numerusform>
      </translation>
    </message>
    <message>
      <source>Declined the {card}: my hand does better on this deal without it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Picked up the {card}: it helps on this deal.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discarded the {card}: the five I keep score best on this deal.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Played the {card}.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Played the {card}: it does best over %n way(s) the other cards may lie.</source>
      <translation>
        <numerusform>Played the {card}: it does best over %n way the other cards may lie.</numerusform>
        <numerusform>Played the {card}: it does best over %n ways the other cards may lie.</numerusform>
      </translation>
    </message>
    <message>
      <source>Played the {card}: it scores best over deal of the cards I cannot see.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Played the {card}: it scores best over %n likely deal(s) of the cards I cannot see.</source>
      <translation>
        <numerusform>Played the {card}: it scores best over %n likely deal of the cards I cannot see.</numerusform>
        <numerusform>Played the {card}: it scores best over %n likely deals of the cards I cannot see.</numerusform>
      </translation>
    </message>
    <message>
      <source>Played the {card}: my partner's {winning} already wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Trumped with the {card}: I have no {suit}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Played the {card}: the cheapest card that wins the trick.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Played the {card}: I cannot beat the {winning}.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Led the {card} to pull trump: I am the maker and hold %n trump(s).</source>
      <translation>
        <numerusform>Led the {card} to pull trump: I am the maker and hold %n trump.</numerusform>
        <numerusform>Led the {card} to pull trump: I am the maker and hold %n trumps.</numerusform>
      </translation>
    </message>
    <message>
      <source>Led the {card} to draw the last trumps: I am the maker and hold 1 trump.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Led the {card}: nobody can beat it in {suit}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Led the {card}: a low card from my shortest suit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Led the {card}: it is the best trump left.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Led the {card}: only trumps left, so the lowest one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Chose the only sensible action.</source>
      <translation type="unfinished" />
    </message>
    <message numerus="yes">
      <source>Chose {action}: visited most in %n information-set search(es).</source>
      <translation>
        <numerusform>Chose {action}: visited most in %n information-set search.</numerusform>
        <numerusform>Chose {action}: visited most in %n information-set searches.</numerusform>
      </translation>
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
    <name>Controller</name>
    <message>
      <source>It is not your turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>There is nothing to discard now.</source>
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
      <source>Call a renege on {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Next hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Swap with the ghost</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Bid {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Shoot the moon</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Pass</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Accept</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Order it up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Pick up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Decline</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Take the dummy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Go alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Defend alone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Discard {0} of {1}</source>
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
      <source>You call a renege on {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} calls a renege on {1}</source>
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
      <source>The Medium bot: “{0}”</source>
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
    <message>
      <source>you</source>
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
      <source>This hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Score sheet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Log and scores</source>
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
      <source>&amp;Undo</source>
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
      <source>&amp;Help</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>&amp;About Ghost Euchre</source>
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
      <source>Resume</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Continue the unfinished game?</source>
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
      <source>the game's data folder is read-only</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the disk is full</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the game's data folder cannot be written</source>
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
      <source>On their turn, before bidding, one player a hand may trade their hand for the ghost hand, sight unseen.</source>
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
    <name>SaveGame</name>
    <message>
      <source>cannot look at {0}: {1}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} is not a regular file</source>
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
    <name>SummaryOverlay</name>
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
      <source>Hint</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>What would the Medium bot do? (Ctrl+H)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Ghost hand</source>
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
      <source>sits out</source>
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
      <source> — click to continue</source>
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
      <source>You win the game!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0} wins the game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Final scores: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Last hand: {0}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>New game</source>
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
    <message>
      <source>No trick has been played yet in this hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{0}: {1}</source>
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
  </context>
</TS>
