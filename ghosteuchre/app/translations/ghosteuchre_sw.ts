<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw" sourcelanguage="en">
  <context>
    <name>Accessible</name>
    <message>
      <source>Nine</source>
      <translation>Tisa</translation>
    </message>
    <message>
      <source>Ten</source>
      <translation>Kumi</translation>
    </message>
    <message>
      <source>Jack</source>
      <translation>Jack</translation>
    </message>
    <message>
      <source>Queen</source>
      <translation>Malkia</translation>
    </message>
    <message>
      <source>King</source>
      <translation>Mfalme</translation>
    </message>
    <message>
      <source>Ace</source>
      <translation>Ace</translation>
    </message>
    <message>
      <source>{0} of {1}</source>
      <translation>{0} ya {1}</translation>
    </message>
    <message numerus="yes">
      <source>%n card(s)</source>
      <translation>
        <numerusform>kadi %n</numerusform>
        <numerusform>kadi %n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n trick(s)</source>
      <translation>
        <numerusform>hila %n</numerusform>
        <numerusform>hila %n</numerusform>
      </translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>Your hand</source>
      <translation>Mkono wako</translation>
    </message>
    <message>
      <source>Trick</source>
      <translation>Hila</translation>
    </message>
    <message>
      <source>Trick, taken by you</source>
      <translation>Hila, umeichukua wewe</translation>
    </message>
    <message>
      <source>Trick, taken by {0}</source>
      <translation>Hila, imechukuliwa na {0}</translation>
    </message>
    <message>
      <source>No card has been played to it yet.</source>
      <translation>Bado hakuna kadi iliyochezwa katika hila hii.</translation>
    </message>
    <message>
      <source>played by you</source>
      <translation>umeicheza wewe</translation>
    </message>
    <message>
      <source>played by {0}</source>
      <translation>imechezwa na {0}</translation>
    </message>
    <message>
      <source>led</source>
      <translation>iliongoza</translation>
    </message>
    <message>
      <source>takes the trick</source>
      <translation>inachukua hila</translation>
    </message>
    <message>
      <source>Cards of {0}</source>
      <translation>Kadi za {0}</translation>
    </message>
    <message>
      <source>{0}, face down</source>
      <translation>{0}, kifudifudi</translation>
    </message>
    <message>
      <source>left bower</source>
      <translation>bower wa kushoto</translation>
    </message>
    <message>
      <source>right bower</source>
      <translation>bower wa kulia</translation>
    </message>
    <message>
      <source>trump</source>
      <translation>turufu</translation>
    </message>
    <message>
      <source>playable</source>
      <translation>inaweza kuchezwa</translation>
    </message>
    <message>
      <source>cannot be played</source>
      <translation>haiwezi kuchezwa</translation>
    </message>
    <message>
      <source>does not follow suit</source>
      <translation>haifuati suti</translation>
    </message>
    <message>
      <source>chosen to discard</source>
      <translation>imechaguliwa kutupwa</translation>
    </message>
    <message>
      <source>kept</source>
      <translation>imebakizwa</translation>
    </message>
    <message>
      <source>suggested by the hint</source>
      <translation>imependekezwa na kidokezo</translation>
    </message>
    <message>
      <source>Ghost hand</source>
      <translation>Mkono wa roho</translation>
    </message>
    <message>
      <source>6 cards, face down</source>
      <translation>kadi 6, kifudifudi</translation>
    </message>
    <message>
      <source>Given up by you</source>
      <translation>Umeuacha wewe</translation>
    </message>
    <message>
      <source>Given up by {0}</source>
      <translation>Umeachwa na {0}</translation>
    </message>
    <message>
      <source>Dead hand</source>
      <translation>Mkono mfu</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>Mkono bubu</translation>
    </message>
    <message>
      <source>5 cards, face down</source>
      <translation>kadi 5, kifudifudi</translation>
    </message>
    <message>
      <source>the {0} was picked up</source>
      <translation>{0} imeokotwa</translation>
    </message>
    <message>
      <source>the {0} was turned down</source>
      <translation>{0} imegeuzwa kifudifudi</translation>
    </message>
    <message>
      <source>the {0} is turned up</source>
      <translation>{0} iko wazi</translation>
    </message>
    <message>
      <source>Kitty</source>
      <translation>Akiba</translation>
    </message>
    <message>
      <source>turned up</source>
      <translation>iko wazi</translation>
    </message>
    <message>
      <source>dealer</source>
      <translation>mgawaji</translation>
    </message>
    <message>
      <source>to play</source>
      <translation>zamu ya kucheza</translation>
    </message>
    <message>
      <source>to decide</source>
      <translation>zamu ya kuamua</translation>
    </message>
    <message>
      <source>Score {0}</source>
      <translation>Alama {0}</translation>
    </message>
    <message>
      <source>Card table</source>
      <translation>Meza ya kadi</translation>
    </message>
    <message>
      <source>Choices and messages</source>
      <translation>Machaguo na ujumbe</translation>
    </message>
  </context>
  <context>
    <name>BotReason</name>
    <message>
      <source>declarer</source>
      <translation>mtangazaji</translation>
    </message>
    <message>
      <source>maker</source>
      <translation>mteuzi</translation>
    </message>
    <message>
      <source>the player on my left</source>
      <translation>mchezaji wa kushoto kwangu</translation>
    </message>
    <message>
      <source>the player on my right</source>
      <translation>mchezaji wa kulia kwangu</translation>
    </message>
    <message>
      <source>another player</source>
      <translation>mchezaji mwingine</translation>
    </message>
    <message>
      <source>Shot the moon</source>
      <translation>Nilipiga mwezi</translation>
    </message>
    <message>
      <source>Bid {0}</source>
      <translation>Nilitoa zabuni ya {0}</translation>
    </message>
    <message>
      <source>Chose at random.</source>
      <translation>Nilichagua bila mpango.</translation>
    </message>
    <message>
      <source>Played the {card}: the only card I was allowed to play.</source>
      <translation>Nilicheza {card}: kadi pekee niliyoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>Discarded the {card}: the last card I had to give up.</source>
      <translation>Nilitupa {card}: kadi ya mwisho niliyopaswa kuacha.</translation>
    </message>
    <message>
      <source>Picked up the up-card: the rules require it.</source>
      <translation>Niliokota kadi iliyo wazi: sheria zinataka hivyo.</translation>
    </message>
    <message>
      <source>Chose {action}: the only thing I may do.</source>
      <translation>Nilichagua {action}: jambo pekee ninaloruhusiwa kufanya.</translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s).</source>
      <translation>
        <numerusform>{bid_verb}: turufu ikiwa {suit}, mkono wangu unapaswa kuchukua takriban hila %n.</numerusform>
        <numerusform>{bid_verb}: turufu ikiwa {suit}, mkono wangu unapaswa kuchukua takriban hila %n.</numerusform>
      </translation>
    </message>
    <message>
      <source>Bid {bid_words}: the dealer may not pass when everyone else has.</source>
      <translation>Nilitoa zabuni ya {bid_words}: mgawaji hawezi kupita wakati wengine wote wamepita.</translation>
    </message>
    <message>
      <source>Swapped with the ghost hand: mine is too weak to bid, and a fresh hand is usually better.</source>
      <translation>Nilibadilisha na mkono wa roho: wangu ni dhaifu mno kutoa zabuni, na mkono mpya kwa kawaida ni bora.</translation>
    </message>
    <message>
      <source>Passed: someone has already called the moon.</source>
      <translation>Nilipita: mtu ameshapiga mwezi.</translation>
    </message>
    <message>
      <source>Passed: my hand is not strong enough to bid more than {bid}.</source>
      <translation>Nilipita: mkono wangu si imara vya kutosha kutoa zabuni zaidi ya {bid}.</translation>
    </message>
    <message>
      <source>Passed: my hand is not strong enough to bid.</source>
      <translation>Nilipita: mkono wangu si imara vya kutosha kutoa zabuni.</translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: my strongest suit, good for about %n trick(s).</source>
      <translation>
        <numerusform>Nilitaja {suit}: suti yangu imara zaidi, inafaa kwa takriban hila %n.</numerusform>
        <numerusform>Nilitaja {suit}: suti yangu imara zaidi, inafaa kwa takriban hila %n.</numerusform>
      </translation>
    </message>
    <message>
      <source>Swapped with the ghost hand: an unseen hand is likely to be better than mine.</source>
      <translation>Nilibadilisha na mkono wa roho: mkono usioonekana huenda ukawa bora kuliko wangu.</translation>
    </message>
    <message>
      <source>{bid_verb}: with {suit} as trump my hand should make it.</source>
      <translation>{bid_verb}: turufu ikiwa {suit}, mkono wangu unapaswa kufanikiwa.</translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s), and a lower bid would likely be outbid.</source>
      <translation>
        <numerusform>{bid_verb}: turufu ikiwa {suit}, mkono wangu unapaswa kuchukua takriban hila %n, na zabuni ya chini huenda ingezidiwa.</numerusform>
        <numerusform>{bid_verb}: turufu ikiwa {suit}, mkono wangu unapaswa kuchukua takriban hila %n, na zabuni ya chini huenda ingezidiwa.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s), and passing would likely cost me more.</source>
      <translation>
        <numerusform>{bid_verb}: turufu ikiwa {suit}, mkono wangu unapaswa kuchukua takriban hila %n, na kupita huenda kungenigharimu zaidi.</numerusform>
        <numerusform>{bid_verb}: turufu ikiwa {suit}, mkono wangu unapaswa kuchukua takriban hila %n, na kupita huenda kungenigharimu zaidi.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s); a risk worth taking with another player close to winning.</source>
      <translation>
        <numerusform>{bid_verb}: turufu ikiwa {suit}, mkono wangu unapaswa kuchukua takriban hila %n; hatari inayostahili wakati mchezaji mwingine yuko karibu kushinda.</numerusform>
        <numerusform>{bid_verb}: turufu ikiwa {suit}, mkono wangu unapaswa kuchukua takriban hila %n; hatari inayostahili wakati mchezaji mwingine yuko karibu kushinda.</numerusform>
      </translation>
    </message>
    <message>
      <source>Shot the moon: with {suit} as trump my hand should take every trick often enough to be worth the risk.</source>
      <translation>Nilipiga mwezi: turufu ikiwa {suit} mkono wangu unapaswa kuchukua hila zote mara za kutosha ili hatari istahili.</translation>
    </message>
    <message>
      <source>Named {suit}: my hand is strongest with it as trump.</source>
      <translation>Nilitaja {suit}: mkono wangu ni imara zaidi suti hiyo ikiwa turufu.</translation>
    </message>
    <message>
      <source>Named {suit}: after the bids that followed mine, it is a better trump for me than the suit I bid with.</source>
      <translation>Nilitaja {suit}: baada ya zabuni zilizofuata yangu, ni turufu bora kwangu kuliko suti niliyotolea zabuni.</translation>
    </message>
    <message>
      <source>Accepted: with {suit} as trump and the dummy's cards to choose from, I should take at least three tricks.</source>
      <translation>Nilikubali: turufu ikiwa {suit} na kadi za mkono bubu za kuchagua, ninapaswa kuchukua angalau hila tatu.</translation>
    </message>
    <message>
      <source>Ordered it up: with {suit} as trump and the dummy's cards to choose from, I should take at least three tricks.</source>
      <translation>Niliagiza: turufu ikiwa {suit} na kadi za mkono bubu za kuchagua, ninapaswa kuchukua angalau hila tatu.</translation>
    </message>
    <message>
      <source>Passed: with {suit} as trump I would too often be euchred.</source>
      <translation>Nilipita: turufu ikiwa {suit} ningepigwa euchre mara nyingi mno.</translation>
    </message>
    <message>
      <source>Passed: no suit is strong enough for me to make it.</source>
      <translation>Nilipita: hakuna suti imara vya kutosha kufanikiwa.</translation>
    </message>
    <message>
      <source>Named {suit}: with the dummy's cards I should take at least three tricks.</source>
      <translation>Nilitaja {suit}: kwa kadi za mkono bubu ninapaswa kuchukua angalau hila tatu.</translation>
    </message>
    <message>
      <source>Named {suit}: the dealer must name a suit when everyone has passed.</source>
      <translation>Nilitaja {suit}: mgawaji lazima ataje suti wakati wote wamepita.</translation>
    </message>
    <message>
      <source>Picked up the {card}: one more trump to use against the maker.</source>
      <translation>Niliokota {card}: turufu moja zaidi ya kutumia dhidi ya mteuzi.</translation>
    </message>
    <message>
      <source>Went alone: my hand is strong enough to take all five tricks by itself.</source>
      <translation>Nilienda peke yangu: mkono wangu ni imara vya kutosha kuchukua hila zote tano wenyewe.</translation>
    </message>
    <message>
      <source>Took the dummy: five more cards to choose my best hand from.</source>
      <translation>Nilichukua mkono bubu: kadi tano zaidi za kuchagua mkono wangu bora.</translation>
    </message>
    <message>
      <source>Discarded the {card}: a low card I will not need.</source>
      <translation>Nilitupa {card}: kadi ya chini nisiyoihitaji.</translation>
    </message>
    <message>
      <source>Discarded the {card}: I keep my trumps and the side cards that go best with them.</source>
      <translation>Nilitupa {card}: ninabaki na turufu zangu na kadi za suti nyingine zinazoendana nazo vizuri.</translation>
    </message>
    <message>
      <source>Discarded the {card}: my weakest trump.</source>
      <translation>Nilitupa {card}: turufu yangu dhaifu zaidi.</translation>
    </message>
    <message>
      <source>Discarded the {card}: now I have no {suit}, so I can trump when {suit} are led.</source>
      <translation>Nilitupa {card}: sasa sina {suit}, kwa hiyo naweza kukata kwa turufu suti ya {suit} ikiongozwa.</translation>
    </message>
    <message numerus="yes">
      <source>Defended alone: with %n trump(s) I can stop the maker by myself.</source>
      <translation>
        <numerusform>Nililinda peke yangu: nikiwa na turufu %n naweza kumzuia mteuzi peke yangu.</numerusform>
        <numerusform>Nililinda peke yangu: nikiwa na turufu %n naweza kumzuia mteuzi peke yangu.</numerusform>
      </translation>
    </message>
    <message>
      <source>Passed: I defend together with the other player.</source>
      <translation>Nilipita: ninalinda pamoja na mchezaji mwingine.</translation>
    </message>
    <message numerus="yes">
      <source>Defended alone: with %n trump(s) I may take every trick by myself, which scores more for us defenders than stopping the maker together.</source>
      <translation>
        <numerusform>Nililinda peke yangu: nikiwa na turufu %n naweza kuchukua hila zote peke yangu, na hilo linatupa sisi walinzi pointi zaidi kuliko kumzuia mteuzi pamoja.</numerusform>
        <numerusform>Nililinda peke yangu: nikiwa na turufu %n naweza kuchukua hila zote peke yangu, na hilo linatupa sisi walinzi pointi zaidi kuliko kumzuia mteuzi pamoja.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Passed: with %n trump(s) I am unlikely to take every trick by myself, so the other player and I stop the maker more surely together.</source>
      <translation>
        <numerusform>Nilipita: nikiwa na turufu %n si rahisi kuchukua hila zote peke yangu, kwa hiyo mimi na mchezaji mwingine tunamzuia mteuzi kwa uhakika zaidi tukiwa pamoja.</numerusform>
        <numerusform>Nilipita: nikiwa na turufu %n si rahisi kuchukua hila zote peke yangu, kwa hiyo mimi na mchezaji mwingine tunamzuia mteuzi kwa uhakika zaidi tukiwa pamoja.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: I hold %n trump(s), and with the dummy's cards I should take most of the tricks.</source>
      <translation>
        <numerusform>Nilitaja {suit}: nina turufu %n, na kwa kadi za mkono bubu ninapaswa kuchukua sehemu kubwa ya hila.</numerusform>
        <numerusform>Nilitaja {suit}: nina turufu %n, na kwa kadi za mkono bubu ninapaswa kuchukua sehemu kubwa ya hila.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: a risk with %n trump(s) in my hand, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>Nilitaja {suit}: ni hatari nikiwa na turufu %n mkononi, lakini ningepita, {threat}, aliye karibu kushinda, huenda angeteua turufu.</numerusform>
        <numerusform>Nilitaja {suit}: ni hatari nikiwa na turufu %n mkononi, lakini ningepita, {threat}, aliye karibu kushinda, huenda angeteua turufu.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: a risk with %n trump(s) in my hand, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>Nilitaja {suit}: ni hatari nikiwa na turufu %n mkononi, lakini ningepita, mchezaji mwingine huenda angeteua turufu na kunigharimu zaidi.</numerusform>
        <numerusform>Nilitaja {suit}: ni hatari nikiwa na turufu %n mkononi, lakini ningepita, mchezaji mwingine huenda angeteua turufu na kunigharimu zaidi.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: with %n trump(s) in my hand, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>Nilitaja {suit}: nikiwa na turufu %n mkononi, ni uamuzi mgumu ambao naona unastahili hatari.</numerusform>
        <numerusform>Nilitaja {suit}: nikiwa na turufu %n mkononi, ni uamuzi mgumu ambao naona unastahili hatari.</numerusform>
      </translation>
    </message>
    <message>
      <source>Passed: with {suit} as trump I would risk being euchred.</source>
      <translation>Nilipita: turufu ikiwa {suit} ningekuwa hatarini kupigwa euchre.</translation>
    </message>
    <message>
      <source>Went alone: my hand should do better without the dummy than with it.</source>
      <translation>Nilienda peke yangu: mkono wangu unapaswa kufanya vizuri zaidi bila mkono bubu kuliko nao.</translation>
    </message>
    <message>
      <source>Went alone: a close call that I think is worth the risk.</source>
      <translation>Nilienda peke yangu: uamuzi mgumu ambao naona unastahili hatari.</translation>
    </message>
    <message>
      <source>Took the dummy: its cards should help me more than going alone.</source>
      <translation>Nilichukua mkono bubu: kadi zake zinapaswa kunisaidia zaidi kuliko kwenda peke yangu.</translation>
    </message>
    <message>
      <source>Declined the {card}: my hand is better without it.</source>
      <translation>Niliacha {card}: mkono wangu ni bora bila kadi hiyo.</translation>
    </message>
    <message>
      <source>Picked up the {card}: it makes my hand stronger.</source>
      <translation>Niliokota {card}: inaufanya mkono wangu kuwa imara zaidi.</translation>
    </message>
    <message>
      <source>Discarded the {card}: the cards I keep give the maker the most trouble.</source>
      <translation>Nilitupa {card}: kadi ninazobaki nazo zinamsumbua mteuzi zaidi.</translation>
    </message>
    <message>
      <source>Discarded the {card}: as maker I keep the five cards that should take the most tricks.</source>
      <translation>Nilitupa {card}: kama mteuzi ninabaki na kadi tano zinazopaswa kuchukua hila nyingi zaidi.</translation>
    </message>
    <message>
      <source>Discarded the {card}: the five cards I keep are my strongest.</source>
      <translation>Nilitupa {card}: kadi tano ninazobaki nazo ndizo imara zaidi.</translation>
    </message>
    <message>
      <source>Played the {card}.</source>
      <translation>Nilicheza {card}.</translation>
    </message>
    <message>
      <source>Played the {card}: with the cards still out, it takes the most tricks.</source>
      <translation>Nilicheza {card}: kwa kadi zilizobaki, inachukua hila nyingi zaidi.</translation>
    </message>
    <message>
      <source>Played the {card}: it beats the cards played so far, and taking this trick is my best chance.</source>
      <translation>Nilicheza {card}: inashinda kadi zilizochezwa hadi sasa, na kuchukua hila hii ndiyo nafasi yangu bora.</translation>
    </message>
    <message>
      <source>Played the {card}: I let this trick go and keep my better cards for later.</source>
      <translation>Nilicheza {card}: naiacha hila hii na kuhifadhi kadi zangu bora kwa baadaye.</translation>
    </message>
    <message>
      <source>Led the {card}: leading {suit} now is my best chance.</source>
      <translation>Niliongoza kwa {card}: kuongoza {suit} sasa ndiyo nafasi yangu bora.</translation>
    </message>
    <message numerus="yes">
      <source>Led the {card}: leading trump draws out the %n trump(s) I have not seen yet.</source>
      <translation>
        <numerusform>Niliongoza kwa {card}: kuongoza turufu kunavuta turufu %n ambayo sijaiona bado.</numerusform>
        <numerusform>Niliongoza kwa {card}: kuongoza turufu kunavuta turufu %n ambazo sijaziona bado.</numerusform>
      </translation>
    </message>
    <message>
      <source>Led the {card}: the right bower is still out, so I lead the left bower to draw it.</source>
      <translation>Niliongoza kwa {card}: bower wa kulia bado hajachezwa, kwa hiyo naongoza kwa bower wa kushoto ili kumvuta.</translation>
    </message>
    <message>
      <source>Led the {card}: my partner has no {suit} left and may trump it.</source>
      <translation>Niliongoza kwa {card}: mwenzangu hana {suit} tena na anaweza kuikata kwa turufu.</translation>
    </message>
    <message>
      <source>Played the {card}: the highest card left in {suit}; only a trump can beat it.</source>
      <translation>Nilicheza {card}: kadi ya juu zaidi iliyobaki katika {suit}; turufu pekee inaweza kuishinda.</translation>
    </message>
    <message>
      <source>Played the {card}: the highest trump left, so nobody can beat it.</source>
      <translation>Nilicheza {card}: turufu ya juu zaidi iliyobaki, kwa hiyo hakuna anayeweza kuishinda.</translation>
    </message>
    <message>
      <source>Threw off the {card}: I have no {suit}, and I keep my trumps for later.</source>
      <translation>Nilitupa {card}: sina {suit}, na nahifadhi turufu zangu kwa baadaye.</translation>
    </message>
    <message>
      <source>Led the {card}: the lowest card of my shortest side suit, so I can trump that suit sooner.</source>
      <translation>Niliongoza kwa {card}: kadi ya chini zaidi ya suti yangu fupi zaidi isiyo turufu, ili niweze kuikata suti hiyo kwa turufu mapema.</translation>
    </message>
    <message>
      <source>Played the {card}: my partner's {winning} already wins the trick.</source>
      <translation>Nilicheza {card}: {winning} ya mwenzangu tayari inashinda hila.</translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: I hold %n trump(s) besides the up-card I pick up, and with the dummy's cards I should take most of the tricks.</source>
      <translation>
        <numerusform>Nilikubali {suit}: nina turufu %n zaidi ya kadi iliyo wazi ninayoiokota, na kwa kadi za mkono bubu ninapaswa kuchukua sehemu kubwa ya hila.</numerusform>
        <numerusform>Nilikubali {suit}: nina turufu %n zaidi ya kadi iliyo wazi ninayoiokota, na kwa kadi za mkono bubu ninapaswa kuchukua sehemu kubwa ya hila.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: I hold %n trump(s), and with the dummy's cards I should take most of the tricks, even if the dealer picks up the up-card.</source>
      <translation>
        <numerusform>Niliagiza {suit}: nina turufu %n, na kwa kadi za mkono bubu ninapaswa kuchukua sehemu kubwa ya hila, hata mgawaji akiokota kadi iliyo wazi.</numerusform>
        <numerusform>Niliagiza {suit}: nina turufu %n, na kwa kadi za mkono bubu ninapaswa kuchukua sehemu kubwa ya hila, hata mgawaji akiokota kadi iliyo wazi.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: a risk with %n trump(s) in my hand besides the up-card, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>Nilikubali {suit}: ni hatari nikiwa na turufu %n mkononi zaidi ya kadi iliyo wazi, lakini ningepita, {threat}, aliye karibu kushinda, huenda angeteua turufu.</numerusform>
        <numerusform>Nilikubali {suit}: ni hatari nikiwa na turufu %n mkononi zaidi ya kadi iliyo wazi, lakini ningepita, {threat}, aliye karibu kushinda, huenda angeteua turufu.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: a risk with %n trump(s) in my hand, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>Niliagiza {suit}: ni hatari nikiwa na turufu %n mkononi, lakini ningepita, {threat}, aliye karibu kushinda, huenda angeteua turufu.</numerusform>
        <numerusform>Niliagiza {suit}: ni hatari nikiwa na turufu %n mkononi, lakini ningepita, {threat}, aliye karibu kushinda, huenda angeteua turufu.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: a risk with %n trump(s) in my hand besides the up-card, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>Nilikubali {suit}: ni hatari nikiwa na turufu %n mkononi zaidi ya kadi iliyo wazi, lakini ningepita, mchezaji mwingine huenda angeteua turufu na kunigharimu zaidi.</numerusform>
        <numerusform>Nilikubali {suit}: ni hatari nikiwa na turufu %n mkononi zaidi ya kadi iliyo wazi, lakini ningepita, mchezaji mwingine huenda angeteua turufu na kunigharimu zaidi.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: a risk with %n trump(s) in my hand, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>Niliagiza {suit}: ni hatari nikiwa na turufu %n mkononi, lakini ningepita, mchezaji mwingine huenda angeteua turufu na kunigharimu zaidi.</numerusform>
        <numerusform>Niliagiza {suit}: ni hatari nikiwa na turufu %n mkononi, lakini ningepita, mchezaji mwingine huenda angeteua turufu na kunigharimu zaidi.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: with %n trump(s) in my hand besides the up-card, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>Nilikubali {suit}: nikiwa na turufu %n mkononi zaidi ya kadi iliyo wazi, ni uamuzi mgumu ambao naona unastahili hatari.</numerusform>
        <numerusform>Nilikubali {suit}: nikiwa na turufu %n mkononi zaidi ya kadi iliyo wazi, ni uamuzi mgumu ambao naona unastahili hatari.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: with %n trump(s) in my hand, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>Niliagiza {suit}: nikiwa na turufu %n mkononi, ni uamuzi mgumu ambao naona unastahili hatari.</numerusform>
        <numerusform>Niliagiza {suit}: nikiwa na turufu %n mkononi, ni uamuzi mgumu ambao naona unastahili hatari.</numerusform>
      </translation>
    </message>
    <message>
      <source>Trumped with the {card}: I have no {suit}, so I may play a trump.</source>
      <translation>Nilikata kwa turufu {card}: sina {suit}, kwa hiyo naweza kucheza turufu.</translation>
    </message>
    <message>
      <source>Played the {card}: the cheapest card that wins the trick.</source>
      <translation>Nilicheza {card}: kadi ya chini kabisa inayoshinda hila.</translation>
    </message>
    <message>
      <source>Played the {card}: I cannot beat the {winning}, so I keep my good cards.</source>
      <translation>Nilicheza {card}: siwezi kushinda {winning}, kwa hiyo nahifadhi kadi zangu nzuri.</translation>
    </message>
    <message numerus="yes">
      <source>Led the {card}: I am the {role} with %n trump(s), so I draw out the others' trumps.</source>
      <translation>
        <numerusform>Niliongoza kwa {card}: mimi ni {role} nikiwa na turufu %n, kwa hiyo navuta turufu za wengine.</numerusform>
        <numerusform>Niliongoza kwa {card}: mimi ni {role} nikiwa na turufu %n, kwa hiyo navuta turufu za wengine.</numerusform>
      </translation>
    </message>
    <message>
      <source>Led the {card}: I am the {role} with 1 trump left, so I draw out the last trumps.</source>
      <translation>Niliongoza kwa {card}: mimi ni {role} nikiwa na turufu 1 iliyobaki, kwa hiyo navuta turufu za mwisho.</translation>
    </message>
    <message>
      <source>Led the {card}: the highest card left in {suit}; only a trump can beat it.</source>
      <translation>Niliongoza kwa {card}: kadi ya juu zaidi iliyobaki katika {suit}; turufu pekee inaweza kuishinda.</translation>
    </message>
    <message>
      <source>Led the {card}: the highest trump left, so nobody can beat it.</source>
      <translation>Niliongoza kwa {card}: turufu ya juu zaidi iliyobaki, kwa hiyo hakuna anayeweza kuishinda.</translation>
    </message>
    <message>
      <source>Led the {card}: I have only trumps left, so I lead the lowest.</source>
      <translation>Niliongoza kwa {card}: nimebaki na turufu tu, kwa hiyo naongoza kwa ya chini zaidi.</translation>
    </message>
    <message>
      <source>The {card} was my last card.</source>
      <translation>{card} ilikuwa kadi yangu ya mwisho.</translation>
    </message>
    <message>
      <source>Led the {card}: leading trump draws out the others' trumps.</source>
      <translation>Niliongoza kwa {card}: kuongoza kwa turufu kunatoa turufu za wengine.</translation>
    </message>
    <message>
      <source>Threw off the {card}.</source>
      <translation>Nilitupa {card}.</translation>
    </message>
    <message>
      <source>Threw off the {card}: with the cards still out, keeping my other cards takes the most tricks.</source>
      <translation>Nilitupa {card}: kwa kadi zilizobaki, kuhifadhi kadi zangu nyingine kunachukua hila nyingi zaidi.</translation>
    </message>
    <message>
      <source>Threw off the {card}: my partner's {winning} already wins the trick.</source>
      <translation>Nilitupa {card}: {winning} ya mwenzangu tayari inashinda hila.</translation>
    </message>
    <message>
      <source>Threw off the {card}: I cannot beat the {winning}, so I keep my good cards.</source>
      <translation>Nilitupa {card}: siwezi kushinda {winning}, kwa hiyo nahifadhi kadi zangu nzuri.</translation>
    </message>
    <message>
      <source>Threw off the {card}: I let this trick go and keep my better cards for later.</source>
      <translation>Nilitupa {card}: naiacha hila hii na kuhifadhi kadi zangu bora kwa baadaye.</translation>
    </message>
    <message>
      <source>{bid_verb}: I expect my hand to make it.</source>
      <translation>{bid_verb}: natarajia mkono wangu ufanikiwe.</translation>
    </message>
    <message>
      <source>Discarded these cards: the five I keep do best with {suit} as trump.</source>
      <translation>Nilitupa kadi hizi: kadi tano ninazobaki nazo zinafanya vizuri zaidi turufu ikiwa {suit}.</translation>
    </message>
    <message>
      <source>Chose the only sensible action.</source>
      <translation>Nilichagua hatua pekee yenye busara.</translation>
    </message>
    <message>
      <source>Chose {action}: it came out best when I tried each choice.</source>
      <translation>Nilichagua {action}: ilitoa matokeo bora nilipojaribu kila chaguo.</translation>
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
      <translation>Mkono umekwisha.</translation>
    </message>
    <message>
      <source>Last time you stopped at step {0} of {1}. Continue there, or start the lesson again?</source>
      <translation>Mara ya mwisho ulisimama kwenye hatua {0} kati ya {1}. Uendelee kutoka hapo, au uanze somo upya?</translation>
    </message>
    <message>
      <source>Continue at step {0}</source>
      <translation>Endelea kutoka hatua {0}</translation>
    </message>
    <message>
      <source>Start again</source>
      <translation>Anza upya</translation>
    </message>
    <message>
      <source>Well done: you reached the goal against the best defence.</source>
      <translation>Vizuri sana: umefikia lengo dhidi ya ulinzi bora.</translation>
    </message>
    <message>
      <source>Your turn: find a card that reaches the goal against the best defence.</source>
      <translation>Zamu yako: tafuta kadi inayofikia lengo dhidi ya ulinzi bora.</translation>
    </message>
    <message>
      <source>Lesson complete. Play the rest of the hand against Easy bots, or go back to the lessons.</source>
      <translation>Somo limekamilika. Cheza mkono uliobaki dhidi ya kompyuta Rahisi, au rudi kwenye masomo.</translation>
    </message>
    <message>
      <source>Finish this hand</source>
      <translation>Maliza mkono huu</translation>
    </message>
    <message>
      <source>{0} · step {1} of {2}</source>
      <translation>{0} · hatua {1} kati ya {2}</translation>
    </message>
    <message>
      <source>Next</source>
      <translation>Endelea</translation>
    </message>
    <message>
      <source>Back to the practice deals</source>
      <translation>Rudi kwenye michezo ya mazoezi</translation>
    </message>
    <message>
      <source>Back to the lessons</source>
      <translation>Rudi kwenye masomo</translation>
    </message>
    <message>
      <source>There is nothing to play at this step.</source>
      <translation>Hakuna cha kucheza katika hatua hii.</translation>
    </message>
    <message>
      <source>There is no question at this step.</source>
      <translation>Hakuna swali katika hatua hii.</translation>
    </message>
    <message>
      <source>Choose one of the answers.</source>
      <translation>Chagua mojawapo ya majibu.</translation>
    </message>
    <message>
      <source>The lesson is over.</source>
      <translation>Somo limekwisha.</translation>
    </message>
    <message>
      <source>Answer this step first.</source>
      <translation>Jibu hatua hii kwanza.</translation>
    </message>
    <message>
      <source>Make the move this step asks for first.</source>
      <translation>Fanya kwanza mchezo ambao hatua hii inaomba.</translation>
    </message>
    <message>
      <source>That is not what this step asks. {0}</source>
      <translation>Hicho sicho hatua hii inachoomba. {0}</translation>
    </message>
    <message>
      <source>Right: the {0} keeps the goal against best defence too.</source>
      <translation>Sawa: kwa {0} pia lengo bado linafikika dhidi ya ulinzi bora.</translation>
    </message>
    <message>
      <source>Right: the {0} keeps the goal against best defence.</source>
      <translation>Sawa: kwa {0} lengo bado linafikika dhidi ya ulinzi bora.</translation>
    </message>
    <message>
      <source>Not the {0}: then {1} takes this trick with the {2}, and the goal is lost.</source>
      <translation>Si {0}: hapo {1} anachukua hila hii kwa {2}, na lengo linapotea.</translation>
    </message>
    <message>
      <source>Not the {0}: then {1} takes trick {2} with the {3}, and the goal is lost.</source>
      <translation>Si {0}: hapo {1} anachukua hila ya {2} kwa {3}, na lengo linapotea.</translation>
    </message>
    <message>
      <source>Play the {0}: against best defence you then take {1} of the last {2} tricks.</source>
      <translation>Cheza {0}: dhidi ya ulinzi bora kisha unachukua hila {1} kati ya {2} za mwisho.</translation>
    </message>
    <message>
      <source>Play the {0}: against best defence you then take {1} tricks, and you need {2}.</source>
      <translation>Cheza {0}: dhidi ya ulinzi bora kisha unachukua hila {1}, na unahitaji {2}.</translation>
    </message>
    <message>
      <source>Play the {0}: with your best play {1} then cannot take the {2} tricks needed.</source>
      <translation>Cheza {0}: ukicheza vizuri kabisa, {1} hawezi kuchukua hila {2} zinazohitajika.</translation>
    </message>
    <message>
      <source>Leading a trump draws out the others' trumps.</source>
      <translation>Kuongoza kwa turufu kunawalazimisha wengine kutoa turufu zao.</translation>
    </message>
    <message>
      <source>It wins this trick.</source>
      <translation>Inashinda hila hii.</translation>
    </message>
    <message>
      <source>It wins this trick, and you keep the {0}, the highest trump left.</source>
      <translation>Inashinda hila hii, na unabaki na {0}, turufu ya juu zaidi iliyobaki.</translation>
    </message>
    <message>
      <source>Your side takes this trick all the same, and you keep your better cards.</source>
      <translation>Upande wako unachukua hila hii hata hivyo, na unabaki na kadi zako bora.</translation>
    </message>
    <message>
      <source>It gives up this trick and keeps the {0}, which wins a later one.</source>
      <translation>Unaiachia hila hii na kubakiza {0}, itakayoshinda hila baadaye.</translation>
    </message>
    <message>
      <source>You cannot beat the {0}, so you give up a card you do not need.</source>
      <translation>Huwezi kushinda {0}, kwa hiyo unatoa kadi usiyoihitaji.</translation>
    </message>
    <message numerus="yes">
      <source>You must discard %n more card(s).</source>
      <translation>
        <numerusform>Lazima utupe kadi %n zaidi.</numerusform>
        <numerusform>Lazima utupe kadi %n zaidi.</numerusform>
      </translation>
    </message>
    <message>
      <source>Practice deal {0}</source>
      <translation>Mchezo wa mazoezi {0}</translation>
    </message>
    <message>
      <source>There is nothing to discard now.</source>
      <translation>Hakuna cha kutupa sasa.</translation>
    </message>
    <message>
      <source>This call is likely to cost you about {0} points. Better: {1}. The Hard bot’s reason: “{2}”</source>
      <translation>Uamuzi huu huenda ukakugharimu takriban pointi {0}. Bora zaidi: {1}. Sababu ya kompyuta Ngumu: “{2}”</translation>
    </message>
  </context>
  <context>
    <name>Controller</name>
    <message>
      <source>It is not your turn.</source>
      <translation>Si zamu yako.</translation>
    </message>
    <message>
      <source>There is nothing to discard now.</source>
      <translation>Hakuna cha kutupa sasa.</translation>
    </message>
    <message>
      <source>You can claim the rest only when your cards are sure to take every trick left.</source>
      <translation>Unaweza kudai zilizobaki pale tu kadi zako zitakapochukua kila hila iliyobaki kwa uhakika.</translation>
    </message>
    <message numerus="yes">
      <source>Choose exactly %n card(s) to discard.</source>
      <translation>
        <numerusform>Chagua kadi %n hasa ya kutupa.</numerusform>
        <numerusform>Chagua kadi %n hasa za kutupa.</numerusform>
      </translation>
    </message>
    <message>
      <source>The coach gives the hints in a lesson.</source>
      <translation>Katika somo, kocha ndiye hutoa vidokezo.</translation>
    </message>
    <message>
      <source>A hint is given on your turn.</source>
      <translation>Kidokezo hutolewa katika zamu yako.</translation>
    </message>
    <message>
      <source>No hint could be found.</source>
      <translation>Hakuna kidokezo kilichopatikana.</translation>
    </message>
  </context>
  <context>
    <name>DecisionBar</name>
    <message>
      <source>Your choices</source>
      <translation>Machaguo yako</translation>
    </message>
    <message>
      <source>Bid {0}</source>
      <translation>Zabuni {0}</translation>
    </message>
    <message>
      <source>Swap with the &amp;ghost</source>
      <translation>&amp;Badilisha na roho</translation>
    </message>
    <message>
      <source>Shoot the &amp;moon</source>
      <translation>Piga &amp;mwezi</translation>
    </message>
    <message>
      <source>&amp;Pass</source>
      <translation>&amp;Pasi</translation>
    </message>
    <message>
      <source>&amp;Order it up</source>
      <translation>&amp;Agiza</translation>
    </message>
    <message>
      <source>&amp;Accept</source>
      <translation>&amp;Kubali</translation>
    </message>
    <message>
      <source>Pick &amp;up</source>
      <translation>&amp;Okota</translation>
    </message>
    <message>
      <source>&amp;Decline</source>
      <translation>&amp;Kataa</translation>
    </message>
    <message>
      <source>&amp;Take the dummy</source>
      <translation>&amp;Chukua mkono bubu</translation>
    </message>
    <message>
      <source>Go &amp;alone</source>
      <translation>&amp;Nenda peke yako</translation>
    </message>
    <message>
      <source>Defend &amp;alone</source>
      <translation>Lin&amp;da peke yako</translation>
    </message>
    <message>
      <source>&amp;Discard {0} of {1}</source>
      <translation>&amp;Tupa {0} kati ya {1}</translation>
    </message>
    <message>
      <source>Call a &amp;renege on {0}</source>
      <translation>Mshtaki {0} kwa &amp;kuasi</translation>
    </message>
    <message>
      <source>&amp;Claim the rest</source>
      <translation>&amp;Dai hila zilizobaki</translation>
    </message>
    <message>
      <source>&amp;Next hand</source>
      <translation>&amp;Mkono unaofuata</translation>
    </message>
    <message>
      <source>&amp;Clubs</source>
      <translation>Pa&amp;u</translation>
    </message>
    <message>
      <source>&amp;Diamonds</source>
      <translation>&amp;Almasi</translation>
    </message>
    <message>
      <source>&amp;Hearts</source>
      <translation>&amp;Mioyo</translation>
    </message>
    <message>
      <source>&amp;Spades</source>
      <translation>&amp;Jembe</translation>
    </message>
    <message>
      <source>Bid 3, 4 or 5</source>
      <translation>Toa zabuni ya 3, 4 au 5</translation>
    </message>
  </context>
  <context>
    <name>Demo</name>
    <message>
      <source>North</source>
      <translation>Kaskazini</translation>
    </message>
    <message>
      <source>West</source>
      <translation>Magharibi</translation>
    </message>
    <message>
      <source>East</source>
      <translation>Mashariki</translation>
    </message>
  </context>
  <context>
    <name>Describe</name>
    <message>
      <source>clubs</source>
      <translation>pau</translation>
    </message>
    <message>
      <source>diamonds</source>
      <translation>almasi</translation>
    </message>
    <message>
      <source>hearts</source>
      <translation>mioyo</translation>
    </message>
    <message>
      <source>spades</source>
      <translation>jembe</translation>
    </message>
    <message>
      <source>the moon</source>
      <translation>mwezi</translation>
    </message>
    <message>
      <source>You swap with the ghost hand</source>
      <translation>Unabadilisha na mkono wa roho</translation>
    </message>
    <message>
      <source>{0} swaps with the ghost hand</source>
      <translation>{0} anabadilisha na mkono wa roho</translation>
    </message>
    <message>
      <source>You bid {0}</source>
      <translation>Unatoa zabuni ya {0}</translation>
    </message>
    <message>
      <source>{0} bids {1}</source>
      <translation>{0} anatoa zabuni ya {1}</translation>
    </message>
    <message>
      <source>You shoot the moon</source>
      <translation>Unapiga mwezi</translation>
    </message>
    <message>
      <source>{0} shoots the moon</source>
      <translation>{0} anapiga mwezi</translation>
    </message>
    <message>
      <source>You pass</source>
      <translation>Unapita</translation>
    </message>
    <message>
      <source>{0} passes</source>
      <translation>{0} anapita</translation>
    </message>
    <message>
      <source>You name {0}</source>
      <translation>Unataja {0}</translation>
    </message>
    <message>
      <source>{0} names {1}</source>
      <translation>{0} anataja {1}</translation>
    </message>
    <message>
      <source>You accept the {0}</source>
      <translation>Unakubali {0}</translation>
    </message>
    <message>
      <source>{0} accepts the {1}</source>
      <translation>{0} anakubali {1}</translation>
    </message>
    <message>
      <source>You order up the {0}</source>
      <translation>Unaagiza {0}</translation>
    </message>
    <message>
      <source>{0} orders up the {1}</source>
      <translation>{0} anaagiza {1}</translation>
    </message>
    <message>
      <source>You pick up the {0}</source>
      <translation>Unaokota {0}</translation>
    </message>
    <message>
      <source>{0} picks up the {1}</source>
      <translation>{0} anaokota {1}</translation>
    </message>
    <message>
      <source>You leave the {0}</source>
      <translation>Unaacha {0}</translation>
    </message>
    <message>
      <source>{0} leaves the {1}</source>
      <translation>{0} anaacha {1}</translation>
    </message>
    <message>
      <source>You take the dummy</source>
      <translation>Unachukua mkono bubu</translation>
    </message>
    <message>
      <source>{0} takes the dummy</source>
      <translation>{0} anachukua mkono bubu</translation>
    </message>
    <message>
      <source>You go alone</source>
      <translation>Unaenda peke yako</translation>
    </message>
    <message>
      <source>{0} goes alone</source>
      <translation>{0} anaenda peke yake</translation>
    </message>
    <message>
      <source>You defend alone</source>
      <translation>Unalinda peke yako</translation>
    </message>
    <message>
      <source>{0} defends alone</source>
      <translation>{0} analinda peke yake</translation>
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
      <translation>{0} — unachukua hila</translation>
    </message>
    <message>
      <source>{0} — {1} takes the trick</source>
      <translation>{0} — {1} anachukua hila</translation>
    </message>
    <message>
      <source>{0} (left bower)</source>
      <translation>{0} (bower wa kushoto)</translation>
    </message>
    <message>
      <source>you lead the {0}</source>
      <translation>unaongoza {0}</translation>
    </message>
    <message>
      <source>{0} leads the {1}</source>
      <translation>{0} anaongoza {1}</translation>
    </message>
    <message>
      <source>you follow with the {0}</source>
      <translation>unafuata kwa {0}</translation>
    </message>
    <message>
      <source>{0} follows with the {1}</source>
      <translation>{0} anafuata kwa {1}</translation>
    </message>
    <message>
      <source>you trump with the {0}</source>
      <translation>unakata kwa turufu {0}</translation>
    </message>
    <message>
      <source>{0} trumps with the {1}</source>
      <translation>{0} anakata kwa turufu {1}</translation>
    </message>
    <message>
      <source>you throw off the {0}</source>
      <translation>unatupa {0}</translation>
    </message>
    <message>
      <source>{0} throws off the {1}</source>
      <translation>{0} anatupa {1}</translation>
    </message>
    <message>
      <source>Hand over</source>
      <translation>Mkono umekwisha</translation>
    </message>
    <message>
      <source>{0} to play</source>
      <translation>Zamu ya {0} kucheza</translation>
    </message>
    <message>
      <source>{0} to decide</source>
      <translation>Zamu ya {0} kuamua</translation>
    </message>
    <message>
      <source>You won the bid: name trump</source>
      <translation>Umeshinda zabuni: taja turufu</translation>
    </message>
    <message>
      <source>Order up the {0}, or pass</source>
      <translation>Agiza {0}, au sema pasi</translation>
    </message>
    <message>
      <source>Pick up the {0} (then discard), or decline</source>
      <translation>Okota {0} (kisha tupa), au kataa</translation>
    </message>
    <message>
      <source>Name a suit, or pass</source>
      <translation>Taja suti, au sema pasi</translation>
    </message>
    <message>
      <source>Take the dummy, or go alone</source>
      <translation>Chukua mkono bubu, au nenda peke yako</translation>
    </message>
    <message numerus="yes">
      <source>Choose %n card(s) to discard, then confirm</source>
      <translation>
        <numerusform>Chagua kadi %n ya kutupa, kisha thibitisha</numerusform>
        <numerusform>Chagua kadi %n za kutupa, kisha thibitisha</numerusform>
      </translation>
    </message>
    <message>
      <source>Defend alone, or pass</source>
      <translation>Linda peke yako, au sema pasi</translation>
    </message>
    <message>
      <source>Your lead</source>
      <translation>Unaongoza</translation>
    </message>
    <message>
      <source>Your turn: play a card</source>
      <translation>Zamu yako: cheza kadi</translation>
    </message>
    <message>
      <source>swap with the ghost hand</source>
      <translation>kubadilisha na mkono wa roho</translation>
    </message>
    <message>
      <source>bid {0}</source>
      <translation>kutoa zabuni ya {0}</translation>
    </message>
    <message>
      <source>bid {0} to {1}</source>
      <translation>kutoa zabuni ya {0} hadi {1}</translation>
    </message>
    <message>
      <source>shoot the moon</source>
      <translation>kupiga mwezi</translation>
    </message>
    <message>
      <source>pass</source>
      <translation>kupita</translation>
    </message>
    <message>
      <source>{0} or {1}</source>
      <translation>{0} au {1}</translation>
    </message>
    <message>
      <source>{0} shot the moon: you may {1}</source>
      <translation>{0} amepiga mwezi: unaweza {1}</translation>
    </message>
    <message>
      <source>Your bid: {0}</source>
      <translation>Zabuni yako: {0}</translation>
    </message>
    <message>
      <source>play the {0}</source>
      <translation>kucheza {0}</translation>
    </message>
    <message>
      <source>discard {0}</source>
      <translation>kutupa {0}</translation>
    </message>
    <message>
      <source>name {0}</source>
      <translation>kutaja {0}</translation>
    </message>
    <message>
      <source>accept the {0}</source>
      <translation>kukubali {0}</translation>
    </message>
    <message>
      <source>order up the {0}</source>
      <translation>kuagiza {0}</translation>
    </message>
    <message>
      <source>go alone</source>
      <translation>kwenda peke yako</translation>
    </message>
    <message>
      <source>defend alone</source>
      <translation>kulinda peke yako</translation>
    </message>
    <message>
      <source>pick up the {0}</source>
      <translation>kuokota {0}</translation>
    </message>
    <message>
      <source>leave the {0}</source>
      <translation>kuacha {0}</translation>
    </message>
    <message>
      <source>take the dummy</source>
      <translation>kuchukua mkono bubu</translation>
    </message>
    <message>
      <source>Hint: {0}</source>
      <translation>Kidokezo: {0}</translation>
    </message>
    <message>
      <source>The Hard bot’s reason: “{0}”</source>
      <translation>Sababu ya kompyuta Ngumu: “{0}”</translation>
    </message>
    <message>
      <source>You take the trick</source>
      <translation>Unachukua hila</translation>
    </message>
    <message>
      <source>{0} takes the trick</source>
      <translation>{0} anachukua hila</translation>
    </message>
    <message numerus="yes">
      <source>You call a renege on {0}: {0} loses %n point(s)</source>
      <translation>
        <numerusform>Unamshtaki {0} kwa kuasi: {0} anapoteza pointi %n</numerusform>
        <numerusform>Unamshtaki {0} kwa kuasi: {0} anapoteza pointi %n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on you: you lose %n point(s)</source>
      <translation>
        <numerusform>{0} anakushtaki kwa kuasi: unapoteza pointi %n</numerusform>
        <numerusform>{0} anakushtaki kwa kuasi: unapoteza pointi %n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on {1}: {1} loses %n point(s)</source>
      <translation>
        <numerusform>{0} anamshtaki {1} kwa kuasi: {1} anapoteza pointi %n</numerusform>
        <numerusform>{0} anamshtaki {1} kwa kuasi: {1} anapoteza pointi %n</numerusform>
      </translation>
    </message>
    <message>
      <source>seat {0}</source>
      <translation>kiti {0}</translation>
    </message>
    <message>
      <source>the current hand is not finished</source>
      <translation>mkono wa sasa haujakwisha</translation>
    </message>
    <message>
      <source>the game is over</source>
      <translation>mchezo umekwisha</translation>
    </message>
    <message>
      <source>each player must be dealt {size} cards</source>
      <translation>kila mchezaji lazima agawiwe kadi {size}</translation>
    </message>
    <message>
      <source>a Ghost Hand deal has a ghost hand of 6 cards and nothing else</source>
      <translation>mgawo wa Ghost Hand una mkono wa roho wa kadi 6 na hakuna kingine</translation>
    </message>
    <message>
      <source>a Cutthroat deal has a dummy of 5 cards and a kitty of 4</source>
      <translation>mgawo wa Cutthroat una mkono bubu wa kadi 5 na akiba ya kadi 4</translation>
    </message>
    <message>
      <source>the deal must use each of the 24 cards exactly once</source>
      <translation>mgawo lazima utumie kila moja ya kadi 24 mara moja tu</translation>
    </message>
    <message>
      <source>there is nothing to undo</source>
      <translation>hakuna cha kutendua</translation>
    </message>
    <message>
      <source>nobody can {verb} now: the hand is not dealt yet</source>
      <translation>hakuna anayeweza {verb} sasa: mkono bado haujagawiwa</translation>
    </message>
    <message>
      <source>it is not your turn</source>
      <translation>si zamu yako</translation>
    </message>
    <message>
      <source>you cannot {verb} now</source>
      <translation>huwezi {verb} sasa</translation>
    </message>
    <message>
      <source>you do not hold the {card}</source>
      <translation>huna {card}</translation>
    </message>
    <message>
      <source>You must follow {suit}: you hold the {shown}{bower}</source>
      <translation>Lazima ufuate {suit}: una {shown}{bower}</translation>
    </message>
    <message>
      <source>swapping with the ghost hand is turned off</source>
      <translation>kubadilisha na mkono wa roho kumezimwa</translation>
    </message>
    <message>
      <source>seat {swapper} already swapped with the ghost hand</source>
      <translation>kiti {swapper} tayari kimebadilisha na mkono wa roho</translation>
    </message>
    <message>
      <source>{who} can only pass: the moon has been called</source>
      <translation>{who} anaweza kupita tu: mwezi umeshatangazwa</translation>
    </message>
    <message>
      <source>{who} cannot shoot the moon: it has already been called</source>
      <translation>{who} hawezi kupiga mwezi: umeshatangazwa</translation>
    </message>
    <message>
      <source>a bid of 6 tricks is shooting the moon: say moon</source>
      <translation>zabuni ya hila 6 ni kupiga mwezi: sema mwezi</translation>
    </message>
    <message>
      <source>you must bid from {low} to 5</source>
      <translation>lazima utoe zabuni kati ya {low} na 5</translation>
    </message>
    <message>
      <source>you may not pass: as dealer you are stuck with a bid</source>
      <translation>huwezi kupita: kama mgawaji unalazimika kutoa zabuni</translation>
    </message>
    <message>
      <source>{suit} were turned down: name another suit</source>
      <translation>suti ya {suit} imegeuzwa kifudifudi: taja suti nyingine</translation>
    </message>
    <message>
      <source>you must name a suit: as dealer you are stuck</source>
      <translation>lazima utaje suti: kama mgawaji unalazimika</translation>
    </message>
    <message>
      <source>the dealer must pick up the up-card: dealer pick-up is required</source>
      <translation>mgawaji lazima aokote kadi iliyo wazi: kuokota ni lazima</translation>
    </message>
    <message>
      <source>a renege call must name the calling seat</source>
      <translation>shtaka la kuasi lazima litaje kiti kinachoshtaki</translation>
    </message>
    <message>
      <source>reneges cannot be called: illegal cards are refused in this game</source>
      <translation>kuasi hakuwezi kushtakiwa: katika mchezo huu kadi zisizoruhusiwa zinakataliwa</translation>
    </message>
    <message>
      <source>a renege call names seats 0, 1 or 2</source>
      <translation>shtaka la kuasi linataja kiti 0, 1 au 2</translation>
    </message>
    <message>
      <source>{who} cannot call a renege on themselves</source>
      <translation>{who} hawezi kujishtaki mwenyewe kwa kuasi</translation>
    </message>
    <message>
      <source>no hand has been dealt</source>
      <translation>hakuna mkono uliogawiwa</translation>
    </message>
    <message>
      <source>the cards played so far do not prove a renege by that player</source>
      <translation>kadi zilizochezwa hadi sasa hazithibitishi kuasi kwa mchezaji huyo</translation>
    </message>
    <message>
      <source>club</source>
      <translation>pau</translation>
    </message>
    <message>
      <source>diamond</source>
      <translation>almasi</translation>
    </message>
    <message>
      <source>heart</source>
      <translation>moyo</translation>
    </message>
    <message>
      <source>spade</source>
      <translation>jembe</translation>
    </message>
    <message>
      <source>a {0} while {1} are trump</source>
      <translation>{0} wakati {1} ni turufu</translation>
    </message>
    <message>
      <source>, which is {0}</source>
      <translation>, ambayo ni {0}</translation>
    </message>
    <message>
      <source>; the {0} is {1}</source>
      <translation>; {0} ni {1}</translation>
    </message>
    <message>
      <source>name a suit</source>
      <translation>kutaja suti</translation>
    </message>
    <message>
      <source>discard the {0}</source>
      <translation>kutupa {0}</translation>
    </message>
    <message>
      <source>order up</source>
      <translation>kuagiza</translation>
    </message>
    <message>
      <source>pick up</source>
      <translation>kuokota</translation>
    </message>
    <message>
      <source>decline the up-card</source>
      <translation>kukataa kadi iliyo wazi</translation>
    </message>
    <message>
      <source>call a renege</source>
      <translation>kushtaki kuasi</translation>
    </message>
    <message>
      <source>{0} bid {1}</source>
      <translation>{0}: zabuni ya {1}</translation>
    </message>
    <message>
      <source>You are the maker, alone</source>
      <translation>Wewe ni mteuzi, peke yako</translation>
    </message>
    <message>
      <source>You are the maker</source>
      <translation>Wewe ni mteuzi</translation>
    </message>
    <message>
      <source>{0} is the maker, alone</source>
      <translation>{0} ni mteuzi, peke yake</translation>
    </message>
    <message>
      <source>{0} is the maker</source>
      <translation>{0} ni mteuzi</translation>
    </message>
    <message>
      <source>; you defend alone</source>
      <translation>; unalinda peke yako</translation>
    </message>
    <message>
      <source>; {0} defends alone</source>
      <translation>; {0} analinda peke yake</translation>
    </message>
    <message>
      <source>Everybody passed: no points, and the deal passes left.</source>
      <translation>Wote walipita: hakuna pointi, na mgawo unaenda kushoto.</translation>
    </message>
    <message>
      <source>You shot the moon in {0}</source>
      <translation>Ulipiga mwezi kwa {0}</translation>
    </message>
    <message>
      <source>{0} shot the moon in {1}</source>
      <translation>{0} alipiga mwezi kwa {1}</translation>
    </message>
    <message>
      <source>You bid {0} in {1}</source>
      <translation>Ulitoa zabuni ya {0} kwa {1}</translation>
    </message>
    <message>
      <source>{0} bid {1} in {2}</source>
      <translation>{0} alitoa zabuni ya {1} kwa {2}</translation>
    </message>
    <message>
      <source>You went alone in {0} and were euchred</source>
      <translation>Ulienda peke yako kwa {0} ukapigwa euchre</translation>
    </message>
    <message>
      <source>{0} went alone in {1} and was euchred</source>
      <translation>{0} alienda peke yake kwa {1} akapigwa euchre</translation>
    </message>
    <message>
      <source>You were euchred in {0}</source>
      <translation>Ulipigwa euchre kwa {0}</translation>
    </message>
    <message>
      <source>{0} was euchred in {1}</source>
      <translation>{0} alipigwa euchre kwa {1}</translation>
    </message>
    <message>
      <source>You marched alone in {0}</source>
      <translation>Ulipata machi peke yako kwa {0}</translation>
    </message>
    <message>
      <source>{0} marched alone in {1}</source>
      <translation>{0} alipata machi peke yake kwa {1}</translation>
    </message>
    <message>
      <source>You marched in {0}</source>
      <translation>Ulipata machi kwa {0}</translation>
    </message>
    <message>
      <source>{0} marched in {1}</source>
      <translation>{0} alipata machi kwa {1}</translation>
    </message>
    <message>
      <source>You made {0}, alone</source>
      <translation>Ulifanikisha {0}, peke yako</translation>
    </message>
    <message>
      <source>{0} made {1}, alone</source>
      <translation>{0} alifanikisha {1}, peke yake</translation>
    </message>
    <message>
      <source>You made {0}</source>
      <translation>Ulifanikisha {0}</translation>
    </message>
    <message>
      <source>{0} made {1}</source>
      <translation>{0} alifanikisha {1}</translation>
    </message>
    <message>
      <source>; you defended alone</source>
      <translation>; ulilinda peke yako</translation>
    </message>
    <message>
      <source>; {0} defended alone</source>
      <translation>; {0} alilinda peke yake</translation>
    </message>
    <message>
      <source>Bid {0} made: +1 a trick</source>
      <translation>Zabuni ya {0} imefanikiwa: +1 kwa kila hila</translation>
    </message>
    <message>
      <source>Bid {0} lost: −{0}</source>
      <translation>Zabuni ya {0} imeshindwa: −{0}</translation>
    </message>
    <message>
      <source>Moon made: +{0}</source>
      <translation>Mwezi umefanikiwa: +{0}</translation>
    </message>
    <message>
      <source>Moon failed: −{0}</source>
      <translation>Mwezi umeshindwa: −{0}</translation>
    </message>
    <message>
      <source>No tricks</source>
      <translation>Hakuna hila</translation>
    </message>
    <message>
      <source>March, all 5 tricks: +{0}</source>
      <translation>Machi, hila zote 5: +{0}</translation>
    </message>
    <message>
      <source>Lone march: +{0}</source>
      <translation>Machi peke yake: +{0}</translation>
    </message>
    <message>
      <source>Euchred: each defender +{0}</source>
      <translation>Euchre: kila mlinzi +{0}</translation>
    </message>
    <message>
      <source>Renege on trick {0}, not called</source>
      <translation>Kuasi katika hila {0}, hakukushtakiwa</translation>
    </message>
    <message>
      <source>Renege called by you: −{0}</source>
      <translation>Umeshtaki kuasi: −{0}</translation>
    </message>
    <message>
      <source>Renege called by {0}: −{1}</source>
      <translation>Kuasi kumeshtakiwa na {0}: −{1}</translation>
    </message>
    <message>
      <source>+1 a trick</source>
      <translation>+1 kwa kila hila</translation>
    </message>
    <message>
      <source>Maker took 3 or 4 tricks: +1</source>
      <translation>Mteuzi alichukua hila 3 au 4: +1</translation>
    </message>
    <message>
      <source>Euchred</source>
      <translation>Amepigwa euchre</translation>
    </message>
    <message>
      <source>Beaten by a lone defender</source>
      <translation>Ameshindwa na mlinzi aliye peke yake</translation>
    </message>
    <message>
      <source>Lone defence took 3 or 4: each defender +2</source>
      <translation>Ulinzi wa peke yake ulichukua 3 au 4: kila mlinzi +2</translation>
    </message>
    <message>
      <source>Lone defence took all 5: each defender +4</source>
      <translation>Ulinzi wa peke yake ulichukua zote 5: kila mlinzi +4</translation>
    </message>
    <message>
      <source>{0}: tricks {1}, {2} ({3})</source>
      <translation>{0}: hila {1}, {2} ({3})</translation>
    </message>
    <message>
      <source>All passed</source>
      <translation>Wote walipita</translation>
    </message>
    <message>
      <source>Easy</source>
      <translation>Rahisi</translation>
    </message>
    <message>
      <source>Medium</source>
      <translation>Wastani</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>Ngumu</translation>
    </message>
  </context>
  <context>
    <name>GameFiles</name>
    <message>
      <source>Ghost Euchre games (*.euchre.json)</source>
      <translation>Michezo ya Ghost Euchre (*.euchre.json)</translation>
    </message>
    <message>
      <source>Readable text (*.txt)</source>
      <translation>Maandishi ya kusoma (*.txt)</translation>
    </message>
    <message>
      <source>Export hand history</source>
      <translation>Hamisha historia ya mikono</translation>
    </message>
    <message>
      <source>Save game</source>
      <translation>Hifadhi mchezo</translation>
    </message>
    <message>
      <source>Open game</source>
      <translation>Fungua mchezo</translation>
    </message>
    <message>
      <source>{0} could not be opened: {1}.</source>
      <translation>{0} haikuweza kufunguliwa: {1}.</translation>
    </message>
    <message>
      <source>{0} already exists. Do you want to replace it?</source>
      <translation>{0} tayari ipo. Unataka kuibadilisha?</translation>
    </message>
    <message>
      <source>There is no game to save.</source>
      <translation>Hakuna mchezo wa kuhifadhi.</translation>
    </message>
    <message>
      <source>Ghost Euchre game</source>
      <translation>Mchezo wa Ghost Euchre</translation>
    </message>
    <message>
      <source>No hand has been finished yet, so there is no hand history to export.</source>
      <translation>Bado hakuna mkono uliokamilika, kwa hiyo hakuna historia ya mikono ya kuhamisha.</translation>
    </message>
    <message>
      <source>Ghost Euchre hands</source>
      <translation>Mikono ya Ghost Euchre</translation>
    </message>
  </context>
  <context>
    <name>GameKeeper</name>
    <message>
      <source>Your {0} game is not finished. What should become of it?</source>
      <translation>Mchezo wako wa {0} haujaisha. Ufanyweje?</translation>
    </message>
    <message>
      <source>&amp;Resume</source>
      <translation>&amp;Endelea</translation>
    </message>
  </context>
  <context>
    <name>GameOverScreen</name>
    <message>
      <source>New game…</source>
      <translation>Mchezo mpya…</translation>
    </message>
    <message>
      <source>Play again</source>
      <translation>Cheza tena</translation>
    </message>
    <message>
      <source>A new deal with the same players and rules (Enter)</source>
      <translation>Mgawo mpya wenye wachezaji na sheria zilezile (Enter)</translation>
    </message>
    <message>
      <source>Choose the rules and the players (N)</source>
      <translation>Chagua sheria na wachezaji (N)</translation>
    </message>
    <message>
      <source>Review your play</source>
      <translation>Kagua uchezaji wako</translation>
    </message>
    <message>
      <source>Step through the last hand and see which of your choices cost points</source>
      <translation>Pitia mkono wa mwisho hatua kwa hatua na uone ni maamuzi yapi yako yaliyokugharimu pointi</translation>
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
      <translation>Mchezo umekwisha</translation>
    </message>
    <message>
      <source>You win the game, with a score of {0}!</source>
      <translation>Umeshinda mchezo, kwa alama {0}!</translation>
    </message>
    <message>
      <source>{0} wins the game, with a score of {1}</source>
      <translation>{0} ameshinda mchezo, kwa alama {1}</translation>
    </message>
    <message>
      <source>playing to {0}</source>
      <translation>mchezo hadi {0}</translation>
    </message>
    <message>
      <source>hands played: {0}</source>
      <translation>mikono iliyochezwa: {0}</translation>
    </message>
    <message>
      <source>Last hand: {0}</source>
      <translation>Mkono wa mwisho: {0}</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>Nafasi</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Mchezaji</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Alama</translation>
    </message>
    <message>
      <source>Bids</source>
      <translation>Zabuni</translation>
    </message>
    <message>
      <source>Hands this player won the bidding</source>
      <translation>Mikono ambayo mchezaji huyu alishinda zabuni</translation>
    </message>
    <message>
      <source>Made</source>
      <translation>Zilifanikiwa</translation>
    </message>
    <message>
      <source>Bids made</source>
      <translation>Zabuni zilizofanikiwa</translation>
    </message>
    <message>
      <source>Set</source>
      <translation>Kuanguka</translation>
    </message>
    <message>
      <source>Bids that fell short</source>
      <translation>Zabuni zilizoshindwa</translation>
    </message>
    <message>
      <source>Set others</source>
      <translation>Aliangusha zabuni</translation>
    </message>
    <message>
      <source>Another player's bids that fell short against this player</source>
      <translation>Zabuni za mchezaji mwingine zilizoshindwa dhidi ya mchezaji huyu</translation>
    </message>
    <message>
      <source>Moons shot / made</source>
      <translation>Mwezi: kupiga / kufanikisha</translation>
    </message>
    <message>
      <source>Moons shot, and how many were made</source>
      <translation>Mara alizopiga mwezi, na mara ngapi aliufanikisha</translation>
    </message>
    <message>
      <source>Made trump</source>
      <translation>Aliteua turufu</translation>
    </message>
    <message>
      <source>Hands this player named trump</source>
      <translation>Mikono ambayo mchezaji huyu alitaja turufu</translation>
    </message>
    <message>
      <source>Hands the maker took 3 or more tricks</source>
      <translation>Mikono ambayo mteuzi alichukua hila 3 au zaidi</translation>
    </message>
    <message>
      <source>Euchred</source>
      <translation>Amepigwa euchre</translation>
    </message>
    <message>
      <source>Hands this player made trump and was euchred</source>
      <translation>Mikono ambayo mchezaji huyu aliteua turufu na akapigwa euchre</translation>
    </message>
    <message>
      <source>Euchres</source>
      <translation>Alipiga euchre</translation>
    </message>
    <message>
      <source>Hands this player helped euchre the maker</source>
      <translation>Mikono ambayo mchezaji huyu alisaidia kumpiga mteuzi euchre</translation>
    </message>
    <message>
      <source>Marched / alone</source>
      <translation>Machi / peke yake</translation>
    </message>
    <message>
      <source>Hands this player made trump and took all 5 tricks, and hands this player went alone</source>
      <translation>Mikono ambayo mchezaji huyu aliteua turufu na kuchukua hila zote 5, na mikono aliyoenda peke yake</translation>
    </message>
    <message>
      <source>Defended alone / won</source>
      <translation>Alilinda peke yake / alishinda</translation>
    </message>
    <message>
      <source>Hands this player defended alone, and how many beat the maker</source>
      <translation>Mikono ambayo mchezaji huyu alilinda peke yake, na mingapi kati yake alimshinda mteuzi</translation>
    </message>
    <message>
      <source>Tricks</source>
      <translation>Hila</translation>
    </message>
    <message>
      <source>Tricks won in the whole game</source>
      <translation>Hila alizoshinda katika mchezo mzima</translation>
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
      <translation>Mchezo ulioachwa huhifadhiwa katika Mchezo → Michezo iliyopita.</translation>
    </message>
    <message>
      <source>&amp;Keep playing</source>
      <translation>&amp;Endelea kucheza</translation>
    </message>
    <message>
      <source>&amp;Save it and continue</source>
      <translation>&amp;Uhifadhi na uendelee</translation>
    </message>
    <message>
      <source>&amp;Discard</source>
      <translation>&amp;Uache</translation>
    </message>
  </context>
  <context>
    <name>HandHistoryWindow</name>
    <message>
      <source>Hand history</source>
      <translation>Historia ya mikono</translation>
    </message>
    <message>
      <source>{0}'s view</source>
      <translation>Mtazamo wa {0}</translation>
    </message>
    <message>
      <source>Your view</source>
      <translation>Mtazamo wako</translation>
    </message>
    <message>
      <source>All cards open</source>
      <translation>Kadi zote wazi</translation>
    </message>
    <message>
      <source>Play this deal again</source>
      <translation>Cheza mgawo huu tena</translation>
    </message>
    <message>
      <source>In your seat</source>
      <translation>Katika kiti chako</translation>
    </message>
    <message>
      <source>In {0}'s seat</source>
      <translation>Katika kiti cha {0}</translation>
    </message>
    <message>
      <source>Hand:</source>
      <translation>Mkono:</translation>
    </message>
    <message>
      <source>Show:</source>
      <translation>Onyesha:</translation>
    </message>
    <message>
      <source>|◀ Start</source>
      <translation>|◀ Mwanzo</translation>
    </message>
    <message>
      <source>◀◀ Trick</source>
      <translation>◀◀ Hila</translation>
    </message>
    <message>
      <source>◀ Back</source>
      <translation>◀ Nyuma</translation>
    </message>
    <message>
      <source>Forward ▶</source>
      <translation>Mbele ▶</translation>
    </message>
    <message>
      <source>End of trick ▶▶</source>
      <translation>Mwisho wa hila ▶▶</translation>
    </message>
    <message>
      <source>End ▶|</source>
      <translation>Mwisho ▶|</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Funga</translation>
    </message>
    <message>
      <source>Review my play</source>
      <translation>Kagua uchezaji wangu</translation>
    </message>
    <message>
      <source>What the words mean: {0}.</source>
      <translation>Maana ya maneno: {0}.</translation>
    </message>
    <message>
      <source>The deal: you deal. {0} actions follow.</source>
      <translation>Mgawo: unagawa wewe. Hatua {0} zinafuata.</translation>
    </message>
    <message>
      <source>The deal: {0} deals. {1} actions follow.</source>
      <translation>Mgawo: {0} anagawa. Hatua {1} zinafuata.</translation>
    </message>
    <message>
      <source>Action {0} of {1}: {2}</source>
      <translation>Hatua {0} kati ya {1}: {2}</translation>
    </message>
    <message>
      <source>you play the {0}</source>
      <translation>unacheza {0}</translation>
    </message>
    <message>
      <source>{0} plays the {1}</source>
      <translation>{0} anacheza {1}</translation>
    </message>
    <message>
      <source>you discard the {0}</source>
      <translation>unatupa {0}</translation>
    </message>
    <message>
      <source>{0} discards the {1}</source>
      <translation>{0} anatupa {1}</translation>
    </message>
    <message>
      <source>{0} discards a card</source>
      <translation>{0} anatupa kadi</translation>
    </message>
    <message>
      <source>Choose “All cards open” to see which card {0} discarded, and why.</source>
      <translation>Chagua “Kadi zote wazi” uone ni kadi ipi {0} alitupa, na kwa nini.</translation>
    </message>
    <message>
      <source>Working out {0}'s reason…</source>
      <translation>Inatafuta sababu ya {0}…</translation>
    </message>
    <message>
      <source>{0}'s reason was not saved with the game.</source>
      <translation>Sababu ya {0} haikuhifadhiwa pamoja na mchezo.</translation>
    </message>
    <message>
      <source>{0}'s reason: “{1}”</source>
      <translation>Sababu ya {0}: “{1}”</translation>
    </message>
    <message>
      <source>{0}: {1}</source>
      <translation>{0}: {1}</translation>
    </message>
    <message>
      <source>Ghost hand: {0}</source>
      <translation>Mkono wa roho: {0}</translation>
    </message>
    <message>
      <source>Dummy: {0}</source>
      <translation>Mkono bubu: {0}</translation>
    </message>
    <message>
      <source>Reviewing your play…</source>
      <translation>Inakagua uchezaji wako…</translation>
    </message>
    <message>
      <source>Reviewing your play… {0} of {1}</source>
      <translation>Inakagua uchezaji wako… {0} kati ya {1}</translation>
    </message>
    <message>
      <source>The review could not be finished.</source>
      <translation>Ukaguzi haukuweza kukamilika.</translation>
    </message>
    <message>
      <source>You had no choice to make in this hand.</source>
      <translation>Hukuwa na uamuzi wowote wa kufanya katika mkono huu.</translation>
    </message>
    <message>
      <source>In bold: what cost you half a point or a trick or more, on average. Click a line to see the table at that moment.</source>
      <translation>Kwa herufi nzito: kilichokugharimu nusu pointi au hila moja au zaidi, kwa wastani. Bofya mstari uone meza ilivyokuwa wakati huo.</translation>
    </message>
    <message>
      <source>The marked decisions cost you about {0} points in all.</source>
      <translation>Maamuzi yaliyowekwa alama yalikugharimu takriban pointi {0} kwa jumla.</translation>
    </message>
    <message>
      <source>No decision cost you half a point or a trick. Well played.</source>
      <translation>Hakuna uamuzi uliokugharimu nusu pointi au hila moja. Umecheza vizuri.</translation>
    </message>
    <message>
      <source>✓ {0}: {1}, as the Hard bot would.</source>
      <translation>✓ {0}: {1}, kama kompyuta Ngumu ingefanya.</translation>
    </message>
    <message>
      <source>✓ {0}: {1}, about as good as the Hard bot's choice.</source>
      <translation>✓ {0}: {1}, karibu sawa na chaguo la kompyuta Ngumu.</translation>
    </message>
    <message>
      <source>a renege that was called and cost you {0} points</source>
      <translation>kuasi kulikoshtakiwa na kukugharimu pointi {0}</translation>
    </message>
    <message>
      <source>which cost you about {0} points and {1} tricks on average</source>
      <translation>jambo lililokugharimu takriban pointi {0} na hila {1} kwa wastani</translation>
    </message>
    <message>
      <source>which cost you about {0} points on average</source>
      <translation>jambo lililokugharimu takriban pointi {0} kwa wastani</translation>
    </message>
    <message>
      <source>✗ {0}: you chose to {1}, {2}. Better: {3}. The Hard bot's reason: “{4}”</source>
      <translation>✗ {0}: ulichagua {1}, {2}. Bora zaidi: {3}. Sababu ya kompyuta Ngumu: “{4}”</translation>
    </message>
    <message>
      <source>Trick {0}</source>
      <translation>Hila {0}</translation>
    </message>
    <message>
      <source>Bidding</source>
      <translation>Zabuni</translation>
    </message>
    <message>
      <source>Naming trump</source>
      <translation>Kutaja turufu</translation>
    </message>
    <message>
      <source>Round one</source>
      <translation>Duru ya kwanza</translation>
    </message>
    <message>
      <source>Round two</source>
      <translation>Duru ya pili</translation>
    </message>
    <message>
      <source>Dummy or alone</source>
      <translation>Mkono bubu au peke yako</translation>
    </message>
    <message>
      <source>Defending alone</source>
      <translation>Kulinda peke yako</translation>
    </message>
    <message>
      <source>Discard</source>
      <translation>Kutupa</translation>
    </message>
    <message>
      <source>Calling</source>
      <translation>Kushtaki kuasi</translation>
    </message>
  </context>
  <context>
    <name>HandText</name>
    <message>
      <source>Ghost Euchre hand history</source>
      <translation>Historia ya mikono ya Ghost Euchre</translation>
    </message>
    <message>
      <source>Game: {0}</source>
      <translation>Mchezo: {0}</translation>
    </message>
    <message>
      <source>Rules: {0}</source>
      <translation>Sheria: {0}</translation>
    </message>
    <message>
      <source>{0} (you)</source>
      <translation>{0} (wewe)</translation>
    </message>
    <message>
      <source>{0} ({1} bot)</source>
      <translation>{0} (kompyuta {1})</translation>
    </message>
    <message>
      <source>Players: {0}</source>
      <translation>Wachezaji: {0}</translation>
    </message>
    <message>
      <source>Score after hand {0}: {1}</source>
      <translation>Alama baada ya mkono {0}: {1}</translation>
    </message>
    <message>
      <source>Final score: {0}</source>
      <translation>Alama za mwisho: {0}</translation>
    </message>
    <message>
      <source>You won the game.</source>
      <translation>Umeshinda mchezo.</translation>
    </message>
    <message>
      <source>{0} won the game.</source>
      <translation>{0} ameshinda mchezo.</translation>
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
      <translation>unagawa wewe</translation>
    </message>
    <message>
      <source>{0} deals</source>
      <translation>{0} anagawa</translation>
    </message>
    <message>
      <source>Hand {0}: {1}</source>
      <translation>Mkono {0}: {1}</translation>
    </message>
    <message>
      <source>Turned up: the {0}</source>
      <translation>Karata iliyo wazi: {0}</translation>
    </message>
    <message>
      <source>Scores: {0}</source>
      <translation>Alama: {0}</translation>
    </message>
  </context>
  <context>
    <name>History</name>
    <message>
      <source>Seat {0}</source>
      <translation>Kiti {0}</translation>
    </message>
    <message>
      <source>Hand {0}: {1}</source>
      <translation>Mkono {0}: {1}</translation>
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
      <translation>Pitia kadi, vitufe, vibao na mafungu</translation>
    </message>
    <message>
      <source>Menus</source>
      <translation>Menyu</translation>
    </message>
    <message>
      <source>On the table</source>
      <translation>Mezani</translation>
    </message>
    <message>
      <source>Choices (the letter shown on each button)</source>
      <translation>Machaguo (herufi inayoonyeshwa kwenye kila kitufe)</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>Njia za mkato za kibodi</translation>
    </message>
    <message>
      <source>Enter</source>
      <translation>Enter</translation>
    </message>
    <message>
      <source>Space</source>
      <translation>Nafasi</translation>
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
      <translation>Sogeza kielekezi juu ya mkono wako</translation>
    </message>
    <message>
      <source>Play the card in focus, or go on</source>
      <translation>Cheza kadi iliyochaguliwa, au endelea</translation>
    </message>
    <message>
      <source>Show the last trick, or close it</source>
      <translation>Onyesha hila ya mwisho, au uifunge</translation>
    </message>
    <message>
      <source>Go on to the next hand from the hand's summary</source>
      <translation>Endelea kwenye mkono unaofuata kutoka muhtasari wa mkono</translation>
    </message>
    <message>
      <source>Close the score sheet</source>
      <translation>Funga jedwali la alama</translation>
    </message>
    <message>
      <source>Show the keyboard shortcuts</source>
      <translation>Onyesha njia za mkato za kibodi</translation>
    </message>
  </context>
  <context>
    <name>Language</name>
    <message>
      <source>System language</source>
      <translation>Lugha ya mfumo</translation>
    </message>
    <message>
      <source>The new language is used the next time you start Ghost Euchre.</source>
      <translation>Lugha mpya itatumika utakapoanzisha Ghost Euchre wakati ujao.</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Lugha</translation>
    </message>
  </context>
  <context>
    <name>LessonsWindow</name>
    <message>
      <source>Learn to play</source>
      <translation>Jifunze kucheza</translation>
    </message>
    <message>
      <source>Each lesson plays on the table: the coach explains, asks and shows you what to do. Any lesson can be played again.</source>
      <translation>Kila somo linachezwa mezani: kocha anaeleza, anauliza na kukuonyesha cha kufanya. Somo lolote linaweza kuchezwa tena.</translation>
    </message>
    <message>
      <source>Lessons</source>
      <translation>Masomo</translation>
    </message>
    <message>
      <source>Practice: Ghost Hand</source>
      <translation>Mazoezi: Ghost Hand</translation>
    </message>
    <message>
      <source>Practice: Cutthroat</source>
      <translation>Mazoezi: Cutthroat</translation>
    </message>
    <message>
      <source>Start</source>
      <translation>Anza</translation>
    </message>
    <message>
      <source>{0}{1}. {2}
{3}</source>
      <translation>{0}{1}. {2}
{3}</translation>
    </message>
    <message>
      <source>{0}{1}, level {2}: {3}</source>
      <translation>{0}{1}, kiwango {2}: {3}</translation>
    </message>
    <message>
      <source>Finished</source>
      <translation>Limekamilika</translation>
    </message>
    <message>
      <source>Not played yet</source>
      <translation>Bado halijachezwa</translation>
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
      <translation>Kompyuta imeshindwa: {0}</translation>
    </message>
    <message>
      <source>Log and scores</source>
      <translation>Kumbukumbu na alama</translation>
    </message>
    <message>
      <source>Log</source>
      <translation>Kumbukumbu</translation>
    </message>
    <message>
      <source>Scores</source>
      <translation>Alama</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Mchezo</translation>
    </message>
    <message>
      <source>&amp;New game…</source>
      <translation>Mchezo m&amp;pya…</translation>
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation>&amp;Fungua…</translation>
    </message>
    <message>
      <source>Save &amp;As…</source>
      <translation>Hifadhi k&amp;ama…</translation>
    </message>
    <message>
      <source>&amp;Export hand history…</source>
      <translation>Ha&amp;misha historia ya mikono…</translation>
    </message>
    <message>
      <source>&amp;Past games…</source>
      <translation>Michezo &amp;iliyopita…</translation>
    </message>
    <message>
      <source>S&amp;tatistics…</source>
      <translation>Tak&amp;wimu…</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Tendua</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>Ru&amp;dia</translation>
    </message>
    <message>
      <source>&amp;Claim the rest</source>
      <translation>Dai hila &amp;zilizobaki</translation>
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation>&amp;Kidokezo</translation>
    </message>
    <message>
      <source>&amp;Last trick</source>
      <translation>&amp;Hila ya mwisho</translation>
    </message>
    <message>
      <source>&amp;Score sheet</source>
      <translation>&amp;Jedwali la alama</translation>
    </message>
    <message>
      <source>Hand &amp;history…</source>
      <translation>Histo&amp;ria ya mikono…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Ondoka</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Tazama</translation>
    </message>
    <message>
      <source>&amp;Log and scores</source>
      <translation>&amp;Kumbukumbu na alama</translation>
    </message>
    <message>
      <source>&amp;Animations</source>
      <translation>&amp;Michoro hai</translation>
    </message>
    <message>
      <source>Learning &amp;aids</source>
      <translation>&amp;Visaidizi vya kujifunza</translation>
    </message>
    <message>
      <source>Tag the bowers, say why a card cannot be played, explain the buttons</source>
      <translation>Weka alama kwenye bowers, eleza kwa nini kadi haiwezi kuchezwa, eleza vitufe</translation>
    </message>
    <message>
      <source>&amp;Settings</source>
      <translation>Mi&amp;pangilio</translation>
    </message>
    <message>
      <source>&amp;Preferences…</source>
      <translation>&amp;Mapendeleo…</translation>
    </message>
    <message>
      <source>&amp;Language…</source>
      <translation>&amp;Lugha…</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>M&amp;saada</translation>
    </message>
    <message>
      <source>&amp;Welcome…</source>
      <translation>&amp;Karibu…</translation>
    </message>
    <message>
      <source>&amp;Learn to play…</source>
      <translation>&amp;Jifunze kucheza…</translation>
    </message>
    <message>
      <source>&amp;Rules</source>
      <translation>&amp;Sheria</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts…</source>
      <translation>Njia za mkato za &amp;vitufe…</translation>
    </message>
    <message>
      <source>&amp;About Ghost Euchre</source>
      <translation>Ku&amp;husu Ghost Euchre</translation>
    </message>
    <message>
      <source>No sound: the audio device could not be opened.</source>
      <translation>Hakuna sauti: kifaa cha sauti hakikuweza kufunguliwa.</translation>
    </message>
    <message>
      <source>No hand has been finished yet.</source>
      <translation>Bado hakuna mkono uliokamilika.</translation>
    </message>
    <message>
      <source>© 2026 The Ghost Euchre developers. The card pictures and the sounds are drawn and made for this game.</source>
      <translation>© 2026 Wasanidi wa Ghost Euchre. Picha za kadi na sauti zimechorwa na kutengenezwa kwa ajili ya mchezo huu.</translation>
    </message>
    <message>
      <source>Ghost Euchre is free software: you may share and change it under the GNU General Public License, version 3 or any later version. It comes with no warranty.</source>
      <translation>Ghost Euchre ni programu huria: unaweza kuishiriki na kuibadilisha chini ya Leseni ya Umma ya GNU, toleo la 3 au toleo lolote la baadaye. Haina dhamana yoyote.</translation>
    </message>
    <message>
      <source>Built with Python {0}, Qt {1} and Qt for Python {2} (under the GNU Lesser General Public License, version 3).</source>
      <translation>Imejengwa kwa Python {0}, Qt {1} na Qt for Python {2} (chini ya Leseni Ndogo ya Umma ya GNU, toleo la 3).</translation>
    </message>
    <message>
      <source>Website: {0}</source>
      <translation>Tovuti: {0}</translation>
    </message>
    <message>
      <source>About Ghost Euchre</source>
      <translation>Kuhusu Ghost Euchre</translation>
    </message>
    <message>
      <source>Ghost Euchre {0}

Three-player euchre: Ghost Hand and Cutthroat, against bots.</source>
      <translation>Ghost Euchre {0}

Euchre ya wachezaji watatu: Ghost Hand na Cutthroat, dhidi ya kompyuta.</translation>
    </message>
    <message>
      <source>Your settings could not be read, so the standard settings are used. The file was kept as {0}.</source>
      <translation>Mipangilio yako haikuweza kusomwa, kwa hiyo mipangilio ya kawaida inatumika. Faili imehifadhiwa kama {0}.</translation>
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
      <translation>Uendelee na mchezo wako wa {0}? Mkono {1} — {2}</translation>
    </message>
    <message>
      <source>The saved game could not be read, so a new game starts.</source>
      <translation>Mchezo uliohifadhiwa haukuweza kusomwa, kwa hiyo mchezo mpya unaanza.</translation>
    </message>
    <message>
      <source>File: {0}
Problem: {1}</source>
      <translation>Faili: {0}
Tatizo: {1}</translation>
    </message>
    <message>
      <source>The saved game could not be read, so a new game starts. The file was kept as {0}.</source>
      <translation>Mchezo uliohifadhiwa haukuweza kusomwa, kwa hiyo mchezo mpya unaanza. Faili imehifadhiwa kama {0}.</translation>
    </message>
    <message>
      <source>The game could not be saved: {0}.</source>
      <translation>Mchezo haukuweza kuhifadhiwa: {0}.</translation>
    </message>
    <message>
      <source>the game's data folder is read-only</source>
      <translation>folda ya data ya mchezo ni ya kusoma tu</translation>
    </message>
    <message>
      <source>the disk is full</source>
      <translation>diski imejaa</translation>
    </message>
    <message>
      <source>it is too long</source>
      <translation>ni mrefu mno</translation>
    </message>
    <message>
      <source>the game's data folder cannot be written</source>
      <translation>folda ya data ya mchezo haiwezi kuandikwa</translation>
    </message>
    <message>
      <source>Finished and left games cannot be kept in Past games: {0}.</source>
      <translation>Michezo iliyoisha na iliyoachwa haiwezi kuhifadhiwa katika Michezo iliyopita: {0}.</translation>
    </message>
    <message>
      <source>Your statistics cannot be saved: {0}.</source>
      <translation>Takwimu zako haziwezi kuhifadhiwa: {0}.</translation>
    </message>
    <message>
      <source>This game cannot be saved: {0}. You can play on, but the game is lost when you quit.</source>
      <translation>Mchezo huu hauwezi kuhifadhiwa: {0}. Unaweza kuendelea kucheza, lakini mchezo utapotea ukiondoka.</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <source>New game</source>
      <translation>Mchezo mpya</translation>
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
      <translation>Aina ya mchezo</translation>
    </message>
    <message>
      <source>Rules</source>
      <translation>Sheria</translation>
    </message>
    <message>
      <source>Changes to the standard game that some players like. The standard game needs none of them.</source>
      <translation>Mabadiliko ya mchezo wa kawaida ambayo baadhi ya wachezaji hupenda. Mchezo wa kawaida hauhitaji hata moja.</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Wachezaji</translation>
    </message>
    <message>
      <source>Your name</source>
      <translation>Jina lako</translation>
    </message>
    <message>
      <source>Bot {0}</source>
      <translation>Kompyuta {0}</translation>
    </message>
    <message>
      <source>Pacing</source>
      <translation>Kasi</translation>
    </message>
    <message>
      <source>Animate cards</source>
      <translation>Sogeza kadi kwa michoro hai</translation>
    </message>
    <message>
      <source> ms</source>
      <translation> ms</translation>
    </message>
    <message>
      <source>until I click</source>
      <translation>hadi nibofye</translation>
    </message>
    <message>
      <source>Play a card by double-click</source>
      <translation>Cheza kadi kwa kubofya mara mbili</translation>
    </message>
    <message>
      <source>Bot pause before playing</source>
      <translation>Kompyuta husubiri kabla ya kucheza</translation>
    </message>
    <message>
      <source>Finished trick stays</source>
      <translation>Hila iliyokwisha hubaki</translation>
    </message>
    <message>
      <source>Deal</source>
      <translation>Gawa</translation>
    </message>
    <message>
      <source>Rules…</source>
      <translation>Sheria…</translation>
    </message>
    <message>
      <source>Explain: {0}</source>
      <translation>Eleza: {0}</translation>
    </message>
    <message>
      <source>House rules</source>
      <translation>Sheria za nyumbani</translation>
    </message>
    <message>
      <source>House rules ({0} changed)</source>
      <translation>Sheria za nyumbani ({0} zimebadilishwa)</translation>
    </message>
    <message>
      <source>The game you are setting up is played with these rules:</source>
      <translation>Mchezo unaouandaa unachezwa kwa sheria hizi:</translation>
    </message>
  </context>
  <context>
    <name>News</name>
    <message numerus="yes">
      <source>{0} calls a renege on you: you played the {1} while holding {2}, and you lose %n point(s)</source>
      <translation>
        <numerusform>{0} anakushtaki kwa kuasi: ulicheza {1} ukiwa na {2}, na unapoteza pointi %n</numerusform>
        <numerusform>{0} anakushtaki kwa kuasi: ulicheza {1} ukiwa na {2}, na unapoteza pointi %n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You call a renege on {0}: {0} played the {1} while holding {2}, and loses %n point(s)</source>
      <translation>
        <numerusform>Unamshtaki {0} kwa kuasi: {0} alicheza {1} akiwa na {2}, na anapoteza pointi %n</numerusform>
        <numerusform>Unamshtaki {0} kwa kuasi: {0} alicheza {1} akiwa na {2}, na anapoteza pointi %n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on {1}: {1} played the {2} while holding {3}, and loses %n point(s)</source>
      <translation>
        <numerusform>{0} anamshtaki {1} kwa kuasi: {1} alicheza {2} akiwa na {3}, na anapoteza pointi %n</numerusform>
        <numerusform>{0} anamshtaki {1} kwa kuasi: {1} alicheza {2} akiwa na {3}, na anapoteza pointi %n</numerusform>
      </translation>
    </message>
    <message>
      <source>You took the last trick with the {0}</source>
      <translation>Ulichukua hila ya mwisho kwa {0}</translation>
    </message>
    <message>
      <source>{0} took the last trick with the {1}</source>
      <translation>{0} alichukua hila ya mwisho kwa {1}</translation>
    </message>
    <message>
      <source>News</source>
      <translation>Habari</translation>
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
      <translation>Soma zaidi katika sheria</translation>
    </message>
  </context>
  <context>
    <name>PastGamesList</name>
    <message>
      <source>Date</source>
      <translation>Tarehe</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Mchezo</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Wachezaji</translation>
    </message>
    <message>
      <source>Winner</source>
      <translation>Mshindi</translation>
    </message>
    <message>
      <source>Scores</source>
      <translation>Alama</translation>
    </message>
    <message>
      <source>This game could not be read.</source>
      <translation>Mchezo huu haukuweza kusomwa.</translation>
    </message>
    <message>
      <source>Not finished</source>
      <translation>Haujaisha</translation>
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
      <translation>Michezo iliyopita</translation>
    </message>
    <message>
      <source>No game has been kept yet.</source>
      <translation>Bado hakuna mchezo uliohifadhiwa.</translation>
    </message>
    <message>
      <source>&amp;Open</source>
      <translation>&amp;Fungua</translation>
    </message>
    <message>
      <source>Show the game on the table as it ended</source>
      <translation>Onyesha mchezo mezani kama ulivyoishia</translation>
    </message>
    <message>
      <source>&amp;Hand history…</source>
      <translation>&amp;Historia ya mikono…</translation>
    </message>
    <message>
      <source>Step through the game's hands, with every card and the bots' reasons</source>
      <translation>Pitia mikono ya mchezo hatua kwa hatua, pamoja na kila kadi na sababu za kompyuta</translation>
    </message>
  </context>
  <context>
    <name>PreferencesDialog</name>
    <message>
      <source>Preferences</source>
      <translation>Mapendeleo</translation>
    </message>
    <message>
      <source>General</source>
      <translation>Jumla</translation>
    </message>
    <message>
      <source>Learning aids</source>
      <translation>Visaidizi vya kujifunza</translation>
    </message>
    <message>
      <source>Mark the bowers on your cards, say why a card cannot be played, and explain the buttons</source>
      <translation>Weka alama kwenye bowers kati ya kadi zako, eleza kwa nini kadi haiwezi kuchezwa, na eleza vitufe</translation>
    </message>
    <message>
      <source>Ask before shooting the moon, going alone or defending alone</source>
      <translation>Uliza kabla ya kupiga mwezi, kwenda peke yako au kulinda peke yako</translation>
    </message>
    <message>
      <source>Play</source>
      <translation>Uchezaji</translation>
    </message>
    <message>
      <source>a click</source>
      <translation>kubofya mara moja</translation>
    </message>
    <message>
      <source>a double-click</source>
      <translation>kubofya mara mbili</translation>
    </message>
    <message>
      <source>Play a card with</source>
      <translation>Cheza kadi kwa</translation>
    </message>
    <message>
      <source>Animate cards</source>
      <translation>Sogeza kadi kwa michoro hai</translation>
    </message>
    <message>
      <source> ms</source>
      <translation> ms</translation>
    </message>
    <message>
      <source>A card's move takes</source>
      <translation>Mwendo wa kadi unachukua</translation>
    </message>
    <message>
      <source>Bot pause before playing</source>
      <translation>Kompyuta husubiri kabla ya kucheza</translation>
    </message>
    <message>
      <source>until I click</source>
      <translation>hadi nibofye</translation>
    </message>
    <message>
      <source>Finished trick stays</source>
      <translation>Hila iliyokwisha hubaki</translation>
    </message>
    <message>
      <source>Speed of play</source>
      <translation>Kasi ya mchezo</translation>
    </message>
    <message>
      <source>Play my only legal card for me</source>
      <translation>Nichezee kadi yangu pekee inayoruhusiwa</translation>
    </message>
    <message>
      <source>When only one of your cards may be played, it is lifted and played after a short pause</source>
      <translation>Kadi moja tu kati ya zako inaporuhusiwa kuchezwa, huinuliwa na kuchezwa baada ya kusubiri kidogo</translation>
    </message>
    <message>
      <source>Offer to claim the rest, and finish a hand when nothing is left to decide</source>
      <translation>Pendekeza kudai zilizobaki, na umalize mkono pasipo na la kuamua</translation>
    </message>
    <message>
      <source>Claim the rest when your cards are sure to take every trick left; once you have no choice left in a hand, it is played out quickly</source>
      <translation>Dai zilizobaki kadi zako zitakapochukua kila hila iliyobaki kwa uhakika; usipobaki na chaguo katika mkono, huchezwa haraka hadi mwisho</translation>
    </message>
    <message>
      <source>Appearance</source>
      <translation>Mwonekano</translation>
    </message>
    <message>
      <source>Navy</source>
      <translation>Bluu iliyokolea</translation>
    </message>
    <message>
      <source>Red lattice</source>
      <translation>Kimiani chekundu</translation>
    </message>
    <message>
      <source>Green tartan</source>
      <translation>Tartani ya kijani</translation>
    </message>
    <message>
      <source>Card back</source>
      <translation>Mgongo wa kadi</translation>
    </message>
    <message>
      <source>Modern (crown, tiara, cap)</source>
      <translation>Kisasa (taji, kilemba, kofia)</translation>
    </message>
    <message>
      <source>Traditional figures</source>
      <translation>Picha za jadi</translation>
    </message>
    <message>
      <source>Kings, queens and jacks</source>
      <translation>Wafalme, Malkia na Jack</translation>
    </message>
    <message>
      <source>Four-colour deck (♣ green, ♦ blue)</source>
      <translation>Kadi za rangi nne (♣ kijani, ♦ bluu)</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>Kawaida</translation>
    </message>
    <message>
      <source>Large</source>
      <translation>Kubwa</translation>
    </message>
    <message>
      <source>Larger</source>
      <translation>Kubwa zaidi</translation>
    </message>
    <message>
      <source>Text on the table</source>
      <translation>Maandishi mezani</translation>
    </message>
    <message>
      <source>Sound</source>
      <translation>Sauti</translation>
    </message>
    <message>
      <source>Play sounds (a card, a trick, your turn, a win)</source>
      <translation>Cheza sauti (kadi, hila, zamu yako, ushindi)</translation>
    </message>
    <message>
      <source>Volume</source>
      <translation>Kiwango cha sauti</translation>
    </message>
  </context>
  <context>
    <name>QAbstractFileIconProvider</name>
    <message>
      <source>Folder</source>
      <comment>All other platforms</comment>
      <translation>Folda</translation>
    </message>
    <message>
      <source>Drive</source>
      <translation>Diski</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <source>&amp;Look in:</source>
      <translation>&amp;Tafuta katika:</translation>
    </message>
    <message>
      <source>File &amp;name:</source>
      <translation>&amp;Jina la faili:</translation>
    </message>
    <message>
      <source>Files of &amp;type:</source>
      <translation>&amp;Aina ya faili:</translation>
    </message>
    <message>
      <source>All Files (*)</source>
      <translation>Faili zote (*)</translation>
    </message>
    <message>
      <source>&amp;Open</source>
      <translation>&amp;Fungua</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>&amp;Hifadhi</translation>
    </message>
    <message>
      <source>Back</source>
      <translation>Nyuma</translation>
    </message>
    <message>
      <source>Go back</source>
      <translation>Rudi nyuma</translation>
    </message>
    <message>
      <source>Forward</source>
      <translation>Mbele</translation>
    </message>
    <message>
      <source>Go forward</source>
      <translation>Nenda mbele</translation>
    </message>
    <message>
      <source>Parent Directory</source>
      <translation>Folda ya juu</translation>
    </message>
    <message>
      <source>Go to the parent directory</source>
      <translation>Nenda kwenye folda ya juu</translation>
    </message>
    <message>
      <source>Create New Folder</source>
      <translation>Unda folda mpya</translation>
    </message>
    <message>
      <source>Create a New Folder</source>
      <translation>Unda folda mpya</translation>
    </message>
    <message>
      <source>List View</source>
      <translation>Mwonekano wa orodha</translation>
    </message>
    <message>
      <source>Change to list view mode</source>
      <translation>Badilisha kuwa mwonekano wa orodha</translation>
    </message>
    <message>
      <source>Detail View</source>
      <translation>Mwonekano wa maelezo</translation>
    </message>
    <message>
      <source>Change to detail view mode</source>
      <translation>Badilisha kuwa mwonekano wa maelezo</translation>
    </message>
    <message>
      <source>Sidebar</source>
      <translation>Upau wa pembeni</translation>
    </message>
    <message>
      <source>List of places and bookmarks</source>
      <translation>Orodha ya mahali na alamisho</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>Faili</translation>
    </message>
    <message>
      <source>Recent Places</source>
      <translation>Mahali pa hivi karibuni</translation>
    </message>
    <message>
      <source>Show </source>
      <translation>Onyesha </translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <translation>&amp;Badilisha jina</translation>
    </message>
    <message>
      <source>&amp;Delete</source>
      <translation>F&amp;uta</translation>
    </message>
    <message>
      <source>Show &amp;hidden files</source>
      <translation>Onyesha faili &amp;zilizofichwa</translation>
    </message>
    <message>
      <source>&amp;New Folder</source>
      <translation>Folda &amp;mpya</translation>
    </message>
    <message>
      <source>New Folder</source>
      <translation>Folda mpya</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>Futa</translation>
    </message>
    <message>
      <source>Are you sure you want to delete '%1'?</source>
      <translation>Je, una uhakika unataka kufuta '%1'?</translation>
    </message>
    <message>
      <source>'%1' is write protected.
Do you want to delete it anyway?</source>
      <translation>'%1' imelindwa isiandikwe.
Je, unataka kuifuta hata hivyo?</translation>
    </message>
    <message>
      <source>Could not delete directory.</source>
      <translation>Folda haikuweza kufutwa.</translation>
    </message>
    <message>
      <source>%1 already exists.
Do you want to replace it?</source>
      <translation>%1 tayari ipo.
Je, unataka kuibadilisha?</translation>
    </message>
    <message>
      <source>%1
File not found.
Please verify the correct file name was given.</source>
      <translation>%1
Faili haikupatikana.
Tafadhali hakikisha kuwa jina la faili ni sahihi.</translation>
    </message>
  </context>
  <context>
    <name>QFileSystemModel</name>
    <message>
      <source>Name</source>
      <translation>Jina</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>Ukubwa</translation>
    </message>
    <message>
      <source>Type</source>
      <comment>All other platforms</comment>
      <translation>Aina</translation>
    </message>
    <message>
      <source>Date Modified</source>
      <translation>Ilibadilishwa</translation>
    </message>
    <message>
      <source>Computer</source>
      <translation>Kompyuta</translation>
    </message>
  </context>
  <context>
    <name>QMessageBox</name>
    <message>
      <source>Show Details...</source>
      <translation>Onyesha maelezo...</translation>
    </message>
    <message>
      <source>Hide Details...</source>
      <translation>Ficha maelezo...</translation>
    </message>
  </context>
  <context>
    <name>QPlatformTheme</name>
    <message>
      <source>OK</source>
      <translation>Sawa</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>Hifadhi</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>Fungua</translation>
    </message>
    <message>
      <source>&amp;Yes</source>
      <translation>&amp;Ndiyo</translation>
    </message>
    <message>
      <source>&amp;No</source>
      <translation>&amp;Hapana</translation>
    </message>
    <message>
      <source>Abort</source>
      <translation>Katisha</translation>
    </message>
    <message>
      <source>Retry</source>
      <translation>Jaribu tena</translation>
    </message>
    <message>
      <source>Ignore</source>
      <translation>Puuza</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Funga</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Ghairi</translation>
    </message>
    <message>
      <source>Discard</source>
      <translation>Tupa</translation>
    </message>
    <message>
      <source>Help</source>
      <translation>Msaada</translation>
    </message>
    <message>
      <source>Apply</source>
      <translation>Tekeleza</translation>
    </message>
    <message>
      <source>Reset</source>
      <translation>Weka upya</translation>
    </message>
    <message>
      <source>Restore Defaults</source>
      <translation>Rejesha chaguo-msingi</translation>
    </message>
  </context>
  <context>
    <name>RiskyCalls</name>
    <message>
      <source>Shoot the moon?</source>
      <translation>Upige mwezi?</translation>
    </message>
    <message>
      <source>Shoot the moon</source>
      <translation>Piga mwezi</translation>
    </message>
    <message>
      <source>You must take all {0} tricks: you win {1} points if you do, and lose {2} if you do not.</source>
      <translation>Lazima uchukue hila zote {0}: unashinda pointi {1} ukifanikiwa, na unapoteza {2} usipofanikiwa.</translation>
    </message>
    <message>
      <source>Defend alone?</source>
      <translation>Ulinde peke yako?</translation>
    </message>
    <message>
      <source>Defend alone</source>
      <translation>Linda peke yako</translation>
    </message>
    <message>
      <source>The other defender sits out, and you must stop the maker without help. If you take 3 or 4 tricks, both defenders score +{0}; if you take all 5, both score +{1}. If the maker takes 3 or more, the maker scores as usual.</source>
      <translation>Mlinzi mwingine anakaa nje, na lazima umzuie mteuzi peke yako. Ukichukua hila 3 au 4, walinzi wote wawili wanapata +{0}; ukichukua zote 5, wote wawili wanapata +{1}. Mteuzi akichukua 3 au zaidi, anapata pointi kama kawaida.</translation>
    </message>
    <message>
      <source>You play your own five cards without the dummy: all 5 tricks score +{0} (+{1} with the dummy), 3 or 4 tricks score +{2} as usual, and fewer than 3 give each defender +{3}.</source>
      <translation>Unacheza kadi zako tano bila mkono bubu: hila zote 5 zinakupa +{0} (+{1} ukiwa na mkono bubu), hila 3 au 4 zinakupa +{2} kama kawaida, na chini ya 3 kila mlinzi anapata +{3}.</translation>
    </message>
    <message>
      <source>Go alone?</source>
      <translation>Uende peke yako?</translation>
    </message>
    <message>
      <source>Go alone</source>
      <translation>Nenda peke yako</translation>
    </message>
    <message>
      <source>Don't ask again</source>
      <translation>Usiulize tena</translation>
    </message>
  </context>
  <context>
    <name>RuleOption</name>
    <message>
      <source>Points to win</source>
      <translation>Pointi za kushinda</translation>
    </message>
    <message>
      <source>After a hand, a player with at least this many points and more than anyone else wins.</source>
      <translation>Baada ya mkono, mchezaji aliye na angalau pointi hizi na zaidi ya kila mtu mwingine anashinda.</translation>
    </message>
    <message>
      <source>Cards that do not follow suit</source>
      <translation>Kadi zisizofuata suti</translation>
    </message>
    <message>
      <source>Refused by the game, or allowed to stand until another player calls the renege.</source>
      <translation>Zinakataliwa na mchezo, au zinaruhusiwa hadi mchezaji mwingine ashtaki kuasi.</translation>
    </message>
    <message>
      <source>are refused</source>
      <translation>zinakataliwa</translation>
    </message>
    <message>
      <source>are allowed; reneges can be called</source>
      <translation>zinaruhusiwa; kuasi kunaweza kushtakiwa</translation>
    </message>
    <message>
      <source>Renege penalty (points)</source>
      <translation>Adhabu ya kuasi (pointi)</translation>
    </message>
    <message>
      <source>What a player loses for each renege that another player calls.</source>
      <translation>Anachopoteza mchezaji kwa kila kuasi kunakoshtakiwa na mchezaji mwingine.</translation>
    </message>
    <message>
      <source>Stick the dealer</source>
      <translation>Mgawaji analazimika</translation>
    </message>
    <message>
      <source>When everyone else has passed, the dealer may not pass at the last turn of the bidding.</source>
      <translation>Wakati wengine wote wamepita, mgawaji hawezi kupita katika zamu ya mwisho ya zabuni.</translation>
    </message>
    <message>
      <source>Swapping with the ghost hand</source>
      <translation>Kubadilisha na mkono wa roho</translation>
    </message>
    <message>
      <source>On their turn, before bidding, one player per hand may trade their hand for the ghost hand, sight unseen.</source>
      <translation>Katika zamu yake, kabla ya kutoa zabuni, mchezaji mmoja kwa kila mkono anaweza kubadilisha mkono wake na mkono wa roho bila kuuona.</translation>
    </message>
    <message>
      <source>Points for shooting the moon</source>
      <translation>Pointi za kupiga mwezi</translation>
    </message>
    <message>
      <source>What a player who shoots the moon scores for taking all 6 tricks.</source>
      <translation>Anachopata mchezaji anayepiga mwezi kwa kuchukua hila zote 6.</translation>
    </message>
    <message>
      <source>Points lost for a failed moon</source>
      <translation>Pointi zinazopotea mwezi ukishindwa</translation>
    </message>
    <message>
      <source>What a player who shoots the moon loses if they lose a trick.</source>
      <translation>Anachopoteza mchezaji anayepiga mwezi akipoteza hila.</translation>
    </message>
    <message>
      <source>Dealer picks up the up-card</source>
      <translation>Mgawaji anaokota kadi iliyo wazi</translation>
    </message>
    <message>
      <source>When another player orders up, whether the dealer may leave the up-card.</source>
      <translation>Mchezaji mwingine akiagiza, kama mgawaji anaweza kuacha kadi iliyo wazi.</translation>
    </message>
    <message>
      <source>may choose</source>
      <translation>anaweza kuchagua</translation>
    </message>
    <message>
      <source>must</source>
      <translation>lazima</translation>
    </message>
    <message>
      <source>Defenders may go alone</source>
      <translation>Walinzi wanaweza kwenda peke yao</translation>
    </message>
    <message>
      <source>After the maker's choice, one defender may play alone while the other sits out.</source>
      <translation>Baada ya uamuzi wa mteuzi, mlinzi mmoja anaweza kucheza peke yake huku mwingine akikaa nje.</translation>
    </message>
    <message>
      <source>Points for a march</source>
      <translation>Pointi za machi</translation>
    </message>
    <message>
      <source>What the maker scores for taking all 5 tricks.</source>
      <translation>Anachopata mteuzi kwa kuchukua hila zote 5.</translation>
    </message>
    <message>
      <source>Points for a march alone</source>
      <translation>Pointi za machi peke yake</translation>
    </message>
    <message>
      <source>What a maker who went alone scores for taking all 5 tricks.</source>
      <translation>Anachopata mteuzi aliyeenda peke yake kwa kuchukua hila zote 5.</translation>
    </message>
    <message>
      <source>Points per defender for a euchre</source>
      <translation>Pointi kwa kila mlinzi kwa euchre</translation>
    </message>
    <message>
      <source>What each defender scores when the maker takes fewer than 3 tricks.</source>
      <translation>Anachopata kila mlinzi mteuzi anapochukua hila chini ya 3.</translation>
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
      <translation>Kadi</translation>
    </message>
    <message>
      <source>Tricks</source>
      <translation>Hila</translation>
    </message>
    <message>
      <source>Following suit</source>
      <translation>Kufuata suti</translation>
    </message>
    <message>
      <source>Trumping</source>
      <translation>Kukata kwa turufu</translation>
    </message>
    <message>
      <source>Trump and the bowers</source>
      <translation>Turufu na bowers</translation>
    </message>
    <message>
      <source>Ghost Hand</source>
      <translation>Ghost Hand</translation>
    </message>
    <message>
      <source>The deal</source>
      <translation>Kugawa</translation>
    </message>
    <message>
      <source>Bidding</source>
      <translation>Zabuni</translation>
    </message>
    <message>
      <source>The ghost hand and the swap</source>
      <translation>Mkono wa roho na kubadilisha</translation>
    </message>
    <message>
      <source>Trump and play</source>
      <translation>Turufu na uchezaji</translation>
    </message>
    <message>
      <source>Scoring in Ghost Hand</source>
      <translation>Alama katika Ghost Hand</translation>
    </message>
    <message>
      <source>Cutthroat</source>
      <translation>Cutthroat</translation>
    </message>
    <message>
      <source>The deal and the up-card</source>
      <translation>Kugawa na kadi iliyo wazi</translation>
    </message>
    <message>
      <source>Round one: ordering up</source>
      <translation>Duru ya kwanza: kuagiza</translation>
    </message>
    <message>
      <source>Round two: naming trump</source>
      <translation>Duru ya pili: kutaja turufu</translation>
    </message>
    <message>
      <source>Taking the dummy</source>
      <translation>Kuchukua mkono bubu</translation>
    </message>
    <message>
      <source>Going alone</source>
      <translation>Kwenda peke yako</translation>
    </message>
    <message>
      <source>Defending alone</source>
      <translation>Kulinda peke yako</translation>
    </message>
    <message>
      <source>Who leads</source>
      <translation>Nani anaongoza</translation>
    </message>
    <message>
      <source>Scoring in Cutthroat</source>
      <translation>Alama katika Cutthroat</translation>
    </message>
    <message>
      <source>Reneges and calls</source>
      <translation>Kuasi na mashtaka</translation>
    </message>
    <message>
      <source>Stick the dealer</source>
      <translation>Mgawaji analazimika</translation>
    </message>
    <message>
      <source>Winning the game</source>
      <translation>Kushinda mchezo</translation>
    </message>
    <message>
      <source>This game's rules</source>
      <translation>Sheria za mchezo huu</translation>
    </message>
    <message>
      <source>Glossary</source>
      <translation>Faharasa</translation>
    </message>
    <message>
      <source>Bower</source>
      <translation>Bower</translation>
    </message>
    <message>
      <source>Either of the two highest trumps: the jacks of trump's colour.</source>
      <translation>Yoyote kati ya turufu mbili za juu zaidi: Jack za rangi ya turufu.</translation>
    </message>
    <message>
      <source>Right bower</source>
      <translation>Bower wa kulia</translation>
    </message>
    <message>
      <source>The jack of the trump suit, the highest card of the hand.</source>
      <translation>Jack ya suti ya turufu, kadi ya juu zaidi ya mkono.</translation>
    </message>
    <message>
      <source>Left bower</source>
      <translation>Bower wa kushoto</translation>
    </message>
    <message>
      <source>The other jack of the same colour as trump. It counts as a trump, the second highest, and no longer belongs to its printed suit.</source>
      <translation>Jack nyingine ya rangi sawa na turufu. Inahesabiwa kama turufu, ya pili kwa ukubwa, na haiko tena katika suti iliyochapishwa juu yake.</translation>
    </message>
    <message>
      <source>Trump</source>
      <translation>Turufu</translation>
    </message>
    <message>
      <source>The suit chosen for the hand. Any trump beats any card of another suit.</source>
      <translation>Suti iliyochaguliwa kwa mkono. Turufu yoyote inashinda kadi yoyote ya suti nyingine.</translation>
    </message>
    <message>
      <source>Follow suit</source>
      <translation>Kufuata suti</translation>
    </message>
    <message>
      <source>Play a card of the suit that was led. You must when you can.</source>
      <translation>Kucheza kadi ya suti iliyoongozwa. Lazima ufanye hivyo unapoweza.</translation>
    </message>
    <message>
      <source>Lead</source>
      <translation>Kuongoza</translation>
    </message>
    <message>
      <source>Play the first card of a trick. The winner of a trick leads the next one.</source>
      <translation>Kucheza kadi ya kwanza ya hila. Mshindi wa hila anaongoza inayofuata.</translation>
    </message>
    <message>
      <source>Trick</source>
      <translation>Hila</translation>
    </message>
    <message>
      <source>One card from each player in play. The highest trump takes it, or else the highest card of the suit led.</source>
      <translation>Kadi moja kutoka kwa kila mchezaji aliye mchezoni. Turufu ya juu zaidi inaichukua, au vinginevyo kadi ya juu zaidi ya suti iliyoongozwa.</translation>
    </message>
    <message>
      <source>Order up</source>
      <translation>Kuagiza</translation>
    </message>
    <message>
      <source>In Cutthroat's first round: make the up-card's suit trump. The dealer does it by accepting.</source>
      <translation>Katika duru ya kwanza ya Cutthroat: kufanya suti ya kadi iliyo wazi kuwa turufu. Mgawaji hufanya hivyo kwa kukubali.</translation>
    </message>
    <message>
      <source>Pick up</source>
      <translation>Kuokota</translation>
    </message>
    <message>
      <source>The dealer takes the up-card into their hand and discards a card face down.</source>
      <translation>Mgawaji anachukua kadi iliyo wazi mkononi mwake na kutupa kadi moja kifudifudi.</translation>
    </message>
    <message>
      <source>Kitty</source>
      <translation>Akiba</translation>
    </message>
    <message>
      <source>In Cutthroat, the four cards left over after the deal. Its top card is turned face up.</source>
      <translation>Katika Cutthroat, kadi nne zinazobaki baada ya kugawa. Kadi ya juu inageuzwa wazi.</translation>
    </message>
    <message>
      <source>Up-card</source>
      <translation>Kadi iliyo wazi</translation>
    </message>
    <message>
      <source>The kitty's top card, face up. In round one its suit is offered as trump.</source>
      <translation>Kadi ya juu ya akiba, iliyo wazi. Katika duru ya kwanza suti yake inatolewa kama turufu.</translation>
    </message>
    <message>
      <source>Turned down</source>
      <translation>Imegeuzwa kifudifudi</translation>
    </message>
    <message>
      <source>When everyone passes in round one, the up-card is turned face down and its suit cannot be trump in that hand.</source>
      <translation>Wote wakipita katika duru ya kwanza, kadi iliyo wazi inageuzwa kifudifudi na suti yake haiwezi kuwa turufu katika mkono huo.</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>Mkono bubu</translation>
    </message>
    <message>
      <source>In Cutthroat, a spare hand of five cards dealt face down. The maker may take it.</source>
      <translation>Katika Cutthroat, mkono wa ziada wa kadi tano uliogawiwa kifudifudi. Mteuzi anaweza kuuchukua.</translation>
    </message>
    <message>
      <source>Ghost hand</source>
      <translation>Mkono wa roho</translation>
    </message>
    <message>
      <source>In Ghost Hand, a spare hand of six cards dealt face down. One player per hand may swap for it.</source>
      <translation>Katika Ghost Hand, mkono wa ziada wa kadi sita uliogawiwa kifudifudi. Mchezaji mmoja kwa kila mkono anaweza kubadilisha nao.</translation>
    </message>
    <message>
      <source>Dead hand</source>
      <translation>Mkono mfu</translation>
    </message>
    <message>
      <source>The cards given up in a swap. They lie face down and take no part in the hand.</source>
      <translation>Kadi zilizoachwa katika kubadilisha. Zinakaa kifudifudi na hazishiriki katika mkono.</translation>
    </message>
    <message>
      <source>Swap</source>
      <translation>Kubadilisha</translation>
    </message>
    <message>
      <source>Trade your whole hand for the ghost hand, sight unseen, before you bid.</source>
      <translation>Kubadilisha mkono wako wote na mkono wa roho, bila kuuona, kabla ya kutoa zabuni.</translation>
    </message>
    <message>
      <source>March</source>
      <translation>Machi</translation>
    </message>
    <message>
      <source>In Cutthroat, the maker taking all five tricks.</source>
      <translation>Katika Cutthroat, mteuzi anachukua hila zote tano.</translation>
    </message>
    <message>
      <source>Euchre</source>
      <translation>Euchre</translation>
    </message>
    <message>
      <source>In Cutthroat, stopping the maker from taking three tricks. The maker is euchred and each defender scores.</source>
      <translation>Katika Cutthroat, kumzuia mteuzi kuchukua hila tatu. Mteuzi anapigwa euchre na kila mlinzi anapata pointi.</translation>
    </message>
    <message>
      <source>Set</source>
      <translation>Kuanguka</translation>
    </message>
    <message>
      <source>In Ghost Hand, a declarer who takes fewer tricks than bid is set and loses the bid.</source>
      <translation>Katika Ghost Hand, mtangazaji anayechukua hila chache kuliko zabuni yake anaanguka na kupoteza zabuni.</translation>
    </message>
    <message>
      <source>Moon</source>
      <translation>Mwezi</translation>
    </message>
    <message>
      <source>In Ghost Hand, the bid of all six tricks.</source>
      <translation>Katika Ghost Hand, zabuni ya hila zote sita.</translation>
    </message>
    <message>
      <source>Shoot the moon</source>
      <translation>Kupiga mwezi</translation>
    </message>
    <message>
      <source>Bid the moon: claim all six tricks, for a big score if you take them all.</source>
      <translation>Kutoa zabuni ya mwezi: kudai hila zote sita, kwa alama kubwa ukizichukua zote.</translation>
    </message>
    <message>
      <source>Alone</source>
      <translation>Peke yake</translation>
    </message>
    <message>
      <source>In Cutthroat, playing without help: a maker who leaves the dummy unseen, or a defender who plays without the other defender.</source>
      <translation>Katika Cutthroat, kucheza bila msaada: mteuzi anayeuacha mkono bubu bila kuuona, au mlinzi anayecheza bila mlinzi mwingine.</translation>
    </message>
    <message>
      <source>Defend alone</source>
      <translation>Kulinda peke yako</translation>
    </message>
    <message>
      <source>In Cutthroat, one defender takes on the maker single-handed while the other sits out.</source>
      <translation>Katika Cutthroat, mlinzi mmoja anapambana na mteuzi peke yake huku mwingine akikaa nje.</translation>
    </message>
    <message>
      <source>Sits out</source>
      <translation>Anakaa nje</translation>
    </message>
    <message>
      <source>A defender whose partner defends alone puts their cards down and plays no part in the hand, but still shares the defenders' points.</source>
      <translation>Mlinzi ambaye mwenzake analinda peke yake anaweka kadi zake chini na hashiriki katika mkono, lakini bado anagawana pointi za walinzi.</translation>
    </message>
    <message>
      <source>Renege</source>
      <translation>Kuasi</translation>
    </message>
    <message>
      <source>Failing to follow suit when you could have.</source>
      <translation>Kutofuata suti wakati ungeweza.</translation>
    </message>
    <message>
      <source>A house rule: the dealer may not pass when everyone else has passed.</source>
      <translation>Sheria ya nyumbani: mgawaji hawezi kupita wakati wengine wote wamepita.</translation>
    </message>
    <message>
      <source>Declarer</source>
      <translation>Mtangazaji</translation>
    </message>
    <message>
      <source>In Ghost Hand, the highest bidder, who names trump and leads first.</source>
      <translation>Katika Ghost Hand, aliyetoa zabuni ya juu zaidi, anayetaja turufu na kuongoza kwanza.</translation>
    </message>
    <message>
      <source>Maker</source>
      <translation>Mteuzi</translation>
    </message>
    <message>
      <source>In Cutthroat, the player who made trump, playing against the other two.</source>
      <translation>Katika Cutthroat, mchezaji aliyeteua turufu, anayecheza dhidi ya wale wengine wawili.</translation>
    </message>
    <message>
      <source>Defenders</source>
      <translation>Walinzi</translation>
    </message>
    <message>
      <source>In Cutthroat, the two players who are not the maker. They play together against the maker.</source>
      <translation>Katika Cutthroat, wachezaji wawili ambao si mteuzi. Wanacheza pamoja dhidi ya mteuzi.</translation>
    </message>
    <message>
      <source>Target</source>
      <translation>Lengo</translation>
    </message>
    <message>
      <source>The score that ends the game: 32 points in Ghost Hand and 10 in Cutthroat, unless the game sets another.</source>
      <translation>Alama inayomaliza mchezo: pointi 32 katika Ghost Hand na 10 katika Cutthroat, isipokuwa mchezo uweke nyingine.</translation>
    </message>
    <message>
      <source>on</source>
      <translation>imewashwa</translation>
    </message>
    <message>
      <source>off</source>
      <translation>imezimwa</translation>
    </message>
    <message>
      <source>swap</source>
      <translation>kubadilisha</translation>
    </message>
    <message>
      <source>shooting the moon</source>
      <translation>kupiga mwezi</translation>
    </message>
    <message>
      <source>going alone</source>
      <translation>kwenda peke yako</translation>
    </message>
    <message>
      <source>defending alone</source>
      <translation>kulinda peke yako</translation>
    </message>
    <message>
      <source>More</source>
      <translation>Zaidi</translation>
    </message>
    <message>
      <source>Ghost Euchre is two card games for three players: &lt;b&gt;Ghost Hand&lt;/b&gt; and &lt;b&gt;Cutthroat&lt;/b&gt;. Both use the 24-card euchre deck, both are played in tricks, and in both one suit is {0} for the hand, with the two jacks of its colour, the {1}, as its highest cards. You play against two bots; the first to reach the {2} with more points than anyone else wins.</source>
      <translation>Ghost Euchre ni michezo miwili ya karata kwa wachezaji watatu: &lt;b&gt;Ghost Hand&lt;/b&gt; na &lt;b&gt;Cutthroat&lt;/b&gt;. Yote miwili inatumia staha ya euchre ya kadi 24, yote inachezwa kwa hila, na katika yote suti moja ni {0} kwa mkono, na Jack mbili za rangi yake, {1}, zikiwa kadi za juu zaidi. Unacheza dhidi ya kompyuta mbili; wa kwanza kufikia {2} akiwa na pointi zaidi ya kila mtu mwingine anashinda.</translation>
    </message>
    <message>
      <source>trump</source>
      <translation>turufu</translation>
    </message>
    <message>
      <source>bowers</source>
      <translation>bowers</translation>
    </message>
    <message>
      <source>target score</source>
      <translation>alama lengwa</translation>
    </message>
    <message>
      <source>Read the cards, tricks and bowers first: both games share them. Then read the game you want to play. Linked words are explained in the glossary at the end. At the table, F1 opens this page again.</source>
      <translation>Soma kwanza kadi, hila na bowers: michezo yote miwili inazitumia. Kisha soma mchezo unaotaka kucheza. Maneno yenye viungo yanaelezwa katika faharasa mwishoni. Mezani, F1 inafungua ukurasa huu tena.</translation>
    </message>
    <message>
      <source>The deck has 24 cards: the 9, 10, jack, queen, king and ace of each of the four suits, clubs ♣, diamonds ♦, hearts ♥ and spades ♠. Clubs and spades are black; diamonds and hearts are red.</source>
      <translation>Staha ina kadi 24: 9, 10, Jack, Malkia, Mfalme na Ace za kila moja ya suti nne, pau ♣, almasi ♦, mioyo ♥ na jembe ♠. Pau na jembe ni nyeusi; almasi na mioyo ni nyekundu.</translation>
    </message>
    <message>
      <source>A suit that is not trump, from high to low: ace, king, queen, jack, 10, 9.</source>
      <translation>Suti isiyo turufu, kutoka juu hadi chini: Ace, Mfalme, Malkia, Jack, 10, 9.</translation>
    </message>
    <message>
      <source>A hand is played in {0}. One player {1}: plays any card they like. Then each other player, in turn to the left, plays one card. The cards played together form the trick, and one player wins it.</source>
      <translation>Mkono unachezwa kwa {0}. Mchezaji mmoja {1}: anacheza kadi yoyote anayotaka. Kisha kila mchezaji mwingine, kwa zamu kuelekea kushoto, anacheza kadi moja. Kadi zilizochezwa pamoja zinaunda hila, na mchezaji mmoja anaishinda.</translation>
    </message>
    <message>
      <source>tricks</source>
      <translation>hila</translation>
    </message>
    <message>
      <source>leads</source>
      <translation>anaongoza</translation>
    </message>
    <message>
      <source>You must &lt;b&gt;follow suit&lt;/b&gt;: if you hold a card of the suit that was led, you must play one. Only when you have none may you play anything else, a trump or any other card. Failing to follow when you could is a {0}.</source>
      <translation>Lazima &lt;b&gt;ufuate suti&lt;/b&gt;: ukiwa na kadi ya suti iliyoongozwa, lazima uicheze. Ni pale tu usipokuwa nayo ndipo unaweza kucheza kitu kingine, turufu au kadi nyingine yoyote. Kutofuata wakati ungeweza ni {0}.</translation>
    </message>
    <message>
      <source>renege</source>
      <translation>kuasi</translation>
    </message>
    <message>
      <source>Your four-colour deck prints clubs in green and diamonds in blue; in the rules, clubs are still black and diamonds still red.</source>
      <translation>Kadi zako za rangi nne zinaonyesha pau kwa kijani na almasi kwa bluu; katika sheria, pau bado ni nyeusi na almasi bado ni nyekundu.</translation>
    </message>
    <message>
      <source>The highest trump in a trick wins it. If nobody played a trump, the highest card of the suit that was led wins; a card of any other suit cannot win, however high. The winner of a trick leads the next one.</source>
      <translation>Turufu ya juu zaidi katika hila inaishinda. Kama hakuna aliyecheza turufu, kadi ya juu zaidi ya suti iliyoongozwa inashinda; kadi ya suti nyingine yoyote haiwezi kushinda, hata iwe ya juu kiasi gani. Mshindi wa hila anaongoza inayofuata.</translation>
    </message>
    <message>
      <source>Hearts are trump. The K♠ is led and the 9♠ follows. The third player has no spades and plays the 9♥: a trump, so it wins.</source>
      <translation>Mioyo ni turufu. K♠ inaongozwa na 9♠ inafuata. Mchezaji wa tatu hana jembe na anacheza 9♥: ni turufu, kwa hiyo inashinda.</translation>
    </message>
    <message>
      <source>In every hand one suit is trump. The jack of trump, the &lt;b&gt;right bower&lt;/b&gt;, is the highest card of the hand. The other jack of the same colour, the &lt;b&gt;left bower&lt;/b&gt;, is second. After them come the ace, king, queen, 10 and 9 of trump, seven trumps in all.</source>
      <translation>Katika kila mkono suti moja ni turufu. Jack ya turufu, &lt;b&gt;bower wa kulia&lt;/b&gt;, ndiyo kadi ya juu zaidi ya mkono. Jack nyingine ya rangi hiyo hiyo, &lt;b&gt;bower wa kushoto&lt;/b&gt;, ni ya pili. Baada yake zinakuja Ace, Mfalme, Malkia, 10 na 9 za turufu, turufu saba kwa jumla.</translation>
    </message>
    <message>
      <source>Hearts are trump: the J♥ (right bower), the J♦ (left bower), then A, K, Q, 10, 9 of hearts.</source>
      <translation>Mioyo ni turufu: J♥ (bower wa kulia), J♦ (bower wa kushoto), kisha A, K, Q, 10, 9 za mioyo.</translation>
    </message>
    <message>
      <source>The left bower changes suit. While hearts are trump, the J♦ is a heart for everything: it follows hearts, not diamonds; led, it is a heart lead; and if you hold it and hearts are led, you must play it or another heart. Diamonds then have only five cards.</source>
      <translation>Bower wa kushoto hubadilisha suti. Wakati mioyo ni turufu, J♦ ni moyo kwa kila kitu: inafuata mioyo, si almasi; ikiongozwa, ni uongozi wa mioyo; na ukiwa nayo na mioyo ikiongozwa, lazima uicheze au moyo mwingine. Almasi basi zina kadi tano tu.</translation>
    </message>
    <message>
      <source>clubs ♣</source>
      <translation>pau ♣</translation>
    </message>
    <message>
      <source>J♣ right, J♠ left</source>
      <translation>J♣ kulia, J♠ kushoto</translation>
    </message>
    <message>
      <source>spades ♠</source>
      <translation>jembe ♠</translation>
    </message>
    <message>
      <source>J♠ right, J♣ left</source>
      <translation>J♠ kulia, J♣ kushoto</translation>
    </message>
    <message>
      <source>hearts ♥</source>
      <translation>mioyo ♥</translation>
    </message>
    <message>
      <source>J♥ right, J♦ left</source>
      <translation>J♥ kulia, J♦ kushoto</translation>
    </message>
    <message>
      <source>diamonds ♦</source>
      <translation>almasi ♦</translation>
    </message>
    <message>
      <source>J♦ right, J♥ left</source>
      <translation>J♦ kulia, J♥ kushoto</translation>
    </message>
    <message>
      <source>When trump is</source>
      <translation>Turufu ikiwa</translation>
    </message>
    <message>
      <source>the bowers are</source>
      <translation>bowers ni</translation>
    </message>
    <message>
      <source>Ghost Hand uses all 24 cards and six tricks a hand. Each player bids how many tricks they will take, and a fourth hand, the {0}, lies face down for anyone who would rather swap their cards for it.</source>
      <translation>Ghost Hand inatumia kadi zote 24 na hila sita kwa kila mkono. Kila mchezaji anatoa zabuni ya hila atakazochukua, na mkono wa nne, {0}, uko kifudifudi kwa yeyote ambaye angependa kubadilisha kadi zake nao.</translation>
    </message>
    <message>
      <source>ghost hand</source>
      <translation>mkono wa roho</translation>
    </message>
    <message>
      <source>The dealer gives six cards to each player and six to the ghost hand, face down. The deal passes to the left after every hand.</source>
      <translation>Mgawaji anampa kila mchezaji kadi sita na mkono wa roho kadi sita, kifudifudi. Mgawo unaenda kushoto baada ya kila mkono.</translation>
    </message>
    <message>
      <source>The ghost hand: six cards nobody has seen.</source>
      <translation>Mkono wa roho: kadi sita ambazo hakuna aliyeziona.</translation>
    </message>
    <message>
      <source>Bidding starts with the player to the dealer's left and goes round once; the dealer speaks last. On your turn you may bid 3, 4 or 5 tricks (more than any earlier bid of this hand), {0}, or pass. Shooting the moon claims all six tricks and beats every bid; after it the others can only pass.</source>
      <translation>Zabuni zinaanza na mchezaji wa kushoto kwa mgawaji na kuzunguka mara moja; mgawaji anazungumza mwisho. Katika zamu yako unaweza kutoa zabuni ya hila 3, 4 au 5 (zaidi ya zabuni yoyote ya awali katika mkono huu), {0}, au kupita. Kupiga mwezi kunadai hila zote sita na kunashinda kila zabuni; baada yake wengine wanaweza kupita tu.</translation>
    </message>
    <message>
      <source>shoot the moon</source>
      <translation>kupiga mwezi</translation>
    </message>
    <message>
      <source>If all three pass, nobody scores and the next dealer deals again, unless the game is played with {0}.</source>
      <translation>Wote watatu wakipita, hakuna anayepata pointi na mgawaji anayefuata anagawa upya, isipokuwa mchezo unachezwa na sheria ya {0}.</translation>
    </message>
    <message>
      <source>stick the dealer</source>
      <translation>mgawaji analazimika</translation>
    </message>
    <message>
      <source>On your turn, before you bid, you may &lt;b&gt;swap&lt;/b&gt;: trade your whole hand for the ghost hand without looking at it first. Then you bid or pass with the new cards. Only one player may swap in each hand. The hand given up is {0}: it lies face down and takes no part in the hand.</source>
      <translation>Katika zamu yako, kabla ya kutoa zabuni, unaweza &lt;b&gt;kubadilisha&lt;/b&gt;: kubadilisha mkono wako wote na mkono wa roho bila kuutazama kwanza. Kisha unatoa zabuni au kupita kwa kadi mpya. Mchezaji mmoja tu anaweza kubadilisha katika kila mkono. Mkono ulioachwa ni {0}: uko kifudifudi na haushiriki katika mkono.</translation>
    </message>
    <message>
      <source>dead</source>
      <translation>mfu</translation>
    </message>
    <message>
      <source>Swap when your cards are poor. The ghost hand is a fresh chance, but it may be no better. (A house rule can turn swapping off.)</source>
      <translation>Badilisha kadi zako zikiwa mbaya. Mkono wa roho ni nafasi mpya, lakini huenda usiwe bora. (Sheria ya nyumbani inaweza kuzima kubadilisha.)</translation>
    </message>
    <message>
      <source>The highest bidder is the {0}. The declarer names any suit as trump and leads the first trick, and the three players play all six tricks.</source>
      <translation>Aliyetoa zabuni ya juu zaidi ni {0}. Mtangazaji anataja suti yoyote kama turufu na kuongoza hila ya kwanza, na wachezaji watatu wanacheza hila zote sita.</translation>
    </message>
    <message>
      <source>declarer</source>
      <translation>mtangazaji</translation>
    </message>
    <message>
      <source>After the sixth trick:</source>
      <translation>Baada ya hila ya sita:</translation>
    </message>
    <message>
      <source>Each player who did not declare</source>
      <translation>Kila mchezaji asiyetangaza</translation>
    </message>
    <message>
      <source>+1 a trick</source>
      <translation>+1 kwa kila hila</translation>
    </message>
    <message>
      <source>The declarer, taking at least the tricks bid</source>
      <translation>Mtangazaji, akichukua angalau hila za zabuni</translation>
    </message>
    <message>
      <source>The declarer, taking fewer (the declarer is {0})</source>
      <translation>Mtangazaji, akichukua chache (mtangazaji {0})</translation>
    </message>
    <message>
      <source>set</source>
      <translation>anaanguka</translation>
    </message>
    <message>
      <source>loses the bid</source>
      <translation>anapoteza zabuni</translation>
    </message>
    <message>
      <source>Shooting the moon and taking all six</source>
      <translation>Kupiga mwezi na kuchukua zote sita</translation>
    </message>
    <message>
      <source>Shooting the moon and losing a trick</source>
      <translation>Kupiga mwezi na kupoteza hila</translation>
    </message>
    <message>
      <source>Who</source>
      <translation>Nani</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Pointi</translation>
    </message>
    <message>
      <source>For example, Ada bids 4 and takes 5 tricks: she scores 5. You take the sixth trick and score 1. Had Ada taken only 3, she would lose 4 and you would score your tricks all the same.</source>
      <translation>Kwa mfano, Ada anatoa zabuni ya 4 na kuchukua hila 5: anapata 5. Wewe unachukua hila ya sita na kupata 1. Kama Ada angechukua 3 tu, angepoteza 4 na wewe ungepata pointi za hila zako hata hivyo.</translation>
    </message>
    <message>
      <source>Cutthroat is three-handed euchre. In each hand one player, the {0}, chooses trump and plays against the other two, the {1}, who work together for that hand. Five tricks are played, and a spare hand, the {2}, can strengthen the maker.</source>
      <translation>Cutthroat ni euchre ya watu watatu. Katika kila mkono mchezaji mmoja, {0}, anachagua turufu na kucheza dhidi ya wale wengine wawili, {1}, wanaoshirikiana kwa mkono huo. Hila tano zinachezwa, na mkono wa ziada, {2}, unaweza kumwimarisha mteuzi.</translation>
    </message>
    <message>
      <source>maker</source>
      <translation>mteuzi</translation>
    </message>
    <message>
      <source>defenders</source>
      <translation>walinzi</translation>
    </message>
    <message>
      <source>dummy</source>
      <translation>mkono bubu</translation>
    </message>
    <message>
      <source>The dealer gives five cards to each player and five to the dummy, face down. The last four cards are the {0}; its top card is turned face up: the {1}.</source>
      <translation>Mgawaji anampa kila mchezaji kadi tano na mkono bubu kadi tano, kifudifudi. Kadi nne za mwisho ni {0}; kadi yake ya juu inageuzwa wazi: {1}.</translation>
    </message>
    <message>
      <source>kitty</source>
      <translation>akiba</translation>
    </message>
    <message>
      <source>up-card</source>
      <translation>kadi iliyo wazi</translation>
    </message>
    <message>
      <source>The kitty, with the Q♦ as its up-card: diamonds are offered as trump.</source>
      <translation>Akiba, na Q♦ kama kadi iliyo wazi: almasi zinatolewa kama turufu.</translation>
    </message>
    <message>
      <source>Starting to the dealer's left, each player in turn may {0} (make the up-card's suit trump) or pass. The first to order up becomes the maker. When the dealer does it (the dealer &lt;i&gt;accepts&lt;/i&gt;), the dealer takes the up-card into their hand.</source>
      <translation>Kuanzia kushoto kwa mgawaji, kila mchezaji kwa zamu anaweza {0} (kufanya suti ya kadi iliyo wazi kuwa turufu) au kupita. Wa kwanza kuagiza anakuwa mteuzi. Mgawaji akifanya hivyo (mgawaji &lt;i&gt;anakubali&lt;/i&gt;), mgawaji anachukua kadi iliyo wazi mkononi mwake.</translation>
    </message>
    <message>
      <source>order up</source>
      <translation>kuagiza</translation>
    </message>
    <message>
      <source>When another player orders up, the dealer may {0} the up-card and discard one card face down, or leave it; either way its suit is trump. (A house rule can make the pick-up compulsory.)</source>
      <translation>Mchezaji mwingine akiagiza, mgawaji anaweza {0} kadi iliyo wazi na kutupa kadi moja kifudifudi, au kuiacha; kwa vyovyote suti yake ni turufu. (Sheria ya nyumbani inaweza kufanya kuokota kuwa lazima.)</translation>
    </message>
    <message>
      <source>pick up</source>
      <translation>kuokota</translation>
    </message>
    <message>
      <source>If all three pass, the up-card is {0} and its suit cannot be trump in this hand. Starting again to the dealer's left, each player may name any other suit as trump, or pass. The first to name one becomes the maker. If everyone passes again, nobody scores and the deal passes to the left.</source>
      <translation>Wote watatu wakipita, kadi iliyo wazi {0} na suti yake haiwezi kuwa turufu katika mkono huu. Kuanzia tena kushoto kwa mgawaji, kila mchezaji anaweza kutaja suti nyingine yoyote kama turufu, au kupita. Wa kwanza kutaja anakuwa mteuzi. Wote wakipita tena, hakuna anayepata pointi na mgawo unaenda kushoto.</translation>
    </message>
    <message>
      <source>turned down</source>
      <translation>imegeuzwa kifudifudi</translation>
    </message>
    <message>
      <source>Before anyone sees the dummy, the maker chooses. &lt;b&gt;Take the dummy&lt;/b&gt;: add its five cards to your hand, then discard down to five, keeping the best. (A dealer who has just taken the up-card discards six of eleven.)</source>
      <translation>Kabla mtu yeyote hajaona mkono bubu, mteuzi anachagua. &lt;b&gt;Chukua mkono bubu&lt;/b&gt;: ongeza kadi zake tano mkononi mwako, kisha tupa hadi ubaki na tano, zilizo bora. (Mgawaji aliyeokota kadi iliyo wazi punde anatupa sita kati ya kumi na moja.)</translation>
    </message>
    <message>
      <source>Or &lt;b&gt;go alone&lt;/b&gt;: leave the dummy unseen and play the cards you hold. Going alone is a risk that pays: a march alone scores more. (A dealer who has just taken the up-card discards one card.)</source>
      <translation>Au &lt;b&gt;nenda peke yako&lt;/b&gt;: uache mkono bubu bila kuuona na ucheze kadi ulizo nazo. Kwenda peke yako ni hatari yenye faida: machi ya peke yako inapata zaidi. (Mgawaji aliyeokota kadi iliyo wazi punde anatupa kadi moja.)</translation>
    </message>
    <message>
      <source>Then each defender in turn, starting to the maker's left, may &lt;b&gt;defend alone&lt;/b&gt; or pass. When one does, the other defender {0}: their cards stay down and they play no part in the hand, but they share the defenders' points. Only one defender may go alone. (A house rule can forbid defending alone.)</source>
      <translation>Kisha kila mlinzi kwa zamu, kuanzia kushoto kwa mteuzi, anaweza &lt;b&gt;kulinda peke yake&lt;/b&gt; au kupita. Mmoja akifanya hivyo, mlinzi mwingine {0}: kadi zake zinabaki chini na hashiriki katika mkono, lakini anagawana pointi za walinzi. Mlinzi mmoja tu anaweza kwenda peke yake. (Sheria ya nyumbani inaweza kukataza kulinda peke yako.)</translation>
    </message>
    <message>
      <source>sits out</source>
      <translation>anakaa nje</translation>
    </message>
    <message>
      <source>The player to the dealer's left leads the first trick. If one player went alone, the first player still in play to that player's left leads instead. If the maker and a defender both went alone, the lone defender leads.</source>
      <translation>Mchezaji wa kushoto kwa mgawaji anaongoza hila ya kwanza. Mchezaji mmoja akienda peke yake, mchezaji wa kwanza aliye bado mchezoni kushoto kwake anaongoza badala yake. Mteuzi na mlinzi wakienda peke yao wote wawili, mlinzi aliye peke yake anaongoza.</translation>
    </message>
    <message>
      <source>The maker's tricks are counted against the defenders' tricks together:</source>
      <translation>Hila za mteuzi zinahesabiwa dhidi ya hila za walinzi kwa pamoja:</translation>
    </message>
    <message>
      <source>The maker takes 3 or 4 tricks</source>
      <translation>Mteuzi anachukua hila 3 au 4</translation>
    </message>
    <message>
      <source>maker +1</source>
      <translation>mteuzi +1</translation>
    </message>
    <message>
      <source>The maker takes all 5, a {0}</source>
      <translation>Mteuzi anachukua zote 5, {0}</translation>
    </message>
    <message>
      <source>march</source>
      <translation>machi</translation>
    </message>
    <message>
      <source>maker {0}</source>
      <translation>mteuzi {0}</translation>
    </message>
    <message>
      <source>The maker went alone and takes all 5</source>
      <translation>Mteuzi alienda peke yake na anachukua zote 5</translation>
    </message>
    <message>
      <source>The maker takes fewer than 3: a {0}</source>
      <translation>Mteuzi anachukua chini ya 3: {0}</translation>
    </message>
    <message>
      <source>euchre</source>
      <translation>euchre</translation>
    </message>
    <message>
      <source>each defender {0}</source>
      <translation>kila mlinzi {0}</translation>
    </message>
    <message>
      <source>A defender went alone; the defenders take 3 or 4</source>
      <translation>Mlinzi alienda peke yake; walinzi wanachukua 3 au 4</translation>
    </message>
    <message>
      <source>each defender +2</source>
      <translation>kila mlinzi +2</translation>
    </message>
    <message>
      <source>A defender went alone; the defenders take all 5</source>
      <translation>Mlinzi alienda peke yake; walinzi wanachukua zote 5</translation>
    </message>
    <message>
      <source>each defender +4</source>
      <translation>kila mlinzi +4</translation>
    </message>
    <message>
      <source>What happens</source>
      <translation>Kinachotokea</translation>
    </message>
    <message>
      <source>Both defenders score, the one who sat out too. When the maker takes 3 or more against a lone defender, the maker scores as usual.</source>
      <translation>Walinzi wote wawili wanapata pointi, hata yule aliyekaa nje. Mteuzi akichukua 3 au zaidi dhidi ya mlinzi aliye peke yake, mteuzi anapata pointi kama kawaida.</translation>
    </message>
    <message>
      <source>Failing to follow suit when you could have is a &lt;b&gt;renege&lt;/b&gt;. Usually the game refuses such a card and tells you why.</source>
      <translation>Kutofuata suti wakati ungeweza ni &lt;b&gt;kuasi&lt;/b&gt;. Kwa kawaida mchezo unakataa kadi kama hiyo na kukueleza sababu.</translation>
    </message>
    <message>
      <source>With the house rule that allows reneges, the card is played and the trick stands, but any other player may &lt;b&gt;call&lt;/b&gt; the renege once the cards played prove it: the player did not follow a suit earlier in the hand and has since played a card of that suit. A call that holds costs the offender {0} points for each renege it proves; a call the cards do not prove is refused. Calls are possible until the next hand is dealt. A renege nobody calls costs nothing, so keep watch.</source>
      <translation>Kwa sheria ya nyumbani inayoruhusu kuasi, kadi inachezwa na hila inabaki, lakini mchezaji mwingine yeyote anaweza &lt;b&gt;kushtaki&lt;/b&gt; kuasi mara kadi zilizochezwa zinapokuthibitisha: mchezaji hakufuata suti mapema katika mkono na tangu hapo amecheza kadi ya suti hiyo. Shtaka linalothibitika linamgharimu mkosaji pointi {0} kwa kila kuasi linalothibitisha; shtaka ambalo kadi hazithibitishi linakataliwa. Mashtaka yanawezekana hadi mkono unaofuata ugawiwe. Kuasi ambako hakuna anayekushtaki hakugharimu chochote, kwa hiyo kuwa macho.</translation>
    </message>
    <message>
      <source>Usually, when everyone passes, the hand is thrown in and the deal moves on. With the house rule &lt;b&gt;stick the dealer&lt;/b&gt;, the dealer may not pass when the others have: in Ghost Hand the dealer must bid at least 3 or shoot the moon; in Cutthroat the dealer must name a suit in round two.</source>
      <translation>Kwa kawaida, wote wakipita, mkono unatupwa na mgawo unaendelea. Kwa sheria ya nyumbani &lt;b&gt;mgawaji analazimika&lt;/b&gt;, mgawaji hawezi kupita wengine wakiwa wamepita: katika Ghost Hand mgawaji lazima atoe zabuni ya angalau 3 au apige mwezi; katika Cutthroat mgawaji lazima ataje suti katika duru ya pili.</translation>
    </message>
    <message>
      <source>Scores may go below zero. After each hand, if anyone has reached the target (32 points in Ghost Hand and 10 in Cutthroat, unless the game sets another), the player with the most points wins. If two or more share the highest score, another hand is played.</source>
      <translation>Alama zinaweza kushuka chini ya sifuri. Baada ya kila mkono, kama mtu amefikia lengo (pointi 32 katika Ghost Hand na 10 katika Cutthroat, isipokuwa mchezo uweke nyingine), mchezaji mwenye pointi nyingi zaidi anashinda. Wawili au zaidi wakilingana kwa alama ya juu zaidi, mkono mwingine unachezwa.</translation>
    </message>
    <message>
      <source>No game is in progress. A new game uses the rules chosen in Game → New game.</source>
      <translation>Hakuna mchezo unaoendelea. Mchezo mpya unatumia sheria zilizochaguliwa katika Mchezo → Mchezo mpya.</translation>
    </message>
    <message>
      <source>The game in progress is played with these rules:</source>
      <translation>Mchezo unaoendelea unachezwa kwa sheria hizi:</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Mchezo</translation>
    </message>
    <message>
      <source> (changed from the standard game)</source>
      <translation> (imebadilishwa kutoka mchezo wa kawaida)</translation>
    </message>
    <message>
      <source>Rules of Ghost Euchre</source>
      <translation>Sheria za Ghost Euchre</translation>
    </message>
  </context>
  <context>
    <name>SaveGame</name>
    <message>
      <source>cannot read {0}: {1}</source>
      <translation>haiwezi kusoma {0}: {1}</translation>
    </message>
    <message>
      <source>not a valid game record: {0}</source>
      <translation>si kumbukumbu halali ya mchezo: {0}</translation>
    </message>
    <message>
      <source>the record holds no hand</source>
      <translation>kumbukumbu haina mkono wowote</translation>
    </message>
    <message>
      <source>players must list three names</source>
      <translation>players lazima iorodheshe majina matatu</translation>
    </message>
    <message>
      <source>players: {0}</source>
      <translation>players: {0}</translation>
    </message>
    <message>
      <source>app must be a JSON object</source>
      <translation>app lazima iwe kitu cha JSON</translation>
    </message>
    <message>
      <source>seed must be a whole number from 0 to {0}</source>
      <translation>seed lazima iwe namba kamili kutoka 0 hadi {0}</translation>
    </message>
    <message>
      <source>human must be null or a seat 0, 1 or 2</source>
      <translation>human lazima iwe null au kiti 0, 1 au 2</translation>
    </message>
    <message>
      <source>levels must list three bot levels</source>
      <translation>levels lazima iorodheshe viwango vitatu vya kompyuta</translation>
    </message>
    <message>
      <source>level of seat {0} must be one of {1}</source>
      <translation>kiwango cha kiti {0} lazima kiwe kimoja kati ya {1}</translation>
    </message>
  </context>
  <context>
    <name>ScoreChart</name>
    <message>
      <source>Chart of each player's score after each hand</source>
      <translation>Chati ya alama za kila mchezaji baada ya kila mkono</translation>
    </message>
    <message>
      <source>Hand</source>
      <translation>Mkono</translation>
    </message>
    <message>
      <source>Target {0}</source>
      <translation>Lengo {0}</translation>
    </message>
  </context>
  <context>
    <name>ScoreModel</name>
    <message>
      <source>Hand</source>
      <translation>Mkono</translation>
    </message>
    <message>
      <source>{0} +/-</source>
      <translation>{0} +/-</translation>
    </message>
    <message>
      <source>{0} total</source>
      <translation>{0} jumla</translation>
    </message>
  </context>
  <context>
    <name>Settings</name>
    <message>
      <source>You</source>
      <translation>Wewe</translation>
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
      <translation>si maandishi</translation>
    </message>
    <message numerus="yes">
      <source>a name has 1 to %n printable character(s)</source>
      <translation>
        <numerusform>jina lina herufi 1 hadi %n zinazochapika</numerusform>
        <numerusform>jina lina herufi 1 hadi %n zinazochapika</numerusform>
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
      <translation>Viwango vyote</translation>
    </message>
  </context>
  <context>
    <name>StatisticsKeeper</name>
    <message>
      <source>Your statistics could not be read, so they start again from zero.</source>
      <translation>Takwimu zako hazikuweza kusomwa, kwa hiyo zinaanza upya kutoka sifuri.</translation>
    </message>
    <message>
      <source>Your statistics could not be read, so they start again from zero; the file was kept as {0}.</source>
      <translation>Takwimu zako hazikuweza kusomwa, kwa hiyo zinaanza upya kutoka sifuri; faili imehifadhiwa kama {0}.</translation>
    </message>
  </context>
  <context>
    <name>StatisticsWindow</name>
    <message>
      <source>Statistics</source>
      <translation>Takwimu</translation>
    </message>
    <message>
      <source>&amp;Reset…</source>
      <translation>&amp;Weka upya…</translation>
    </message>
    <message>
      <source>&amp;Difficulty:</source>
      <translation>Kiwango cha &amp;ugumu:</translation>
    </message>
    <message>
      <source>What the words mean: {0}.</source>
      <translation>Maana ya maneno: {0}.</translation>
    </message>
    <message>
      <source>—</source>
      <translation>—</translation>
    </message>
    <message>
      <source>Games played</source>
      <translation>Michezo iliyochezwa</translation>
    </message>
    <message>
      <source>Games won</source>
      <translation>Michezo uliyoshinda</translation>
    </message>
    <message>
      <source>Win rate</source>
      <translation>Kiwango cha ushindi</translation>
    </message>
    <message>
      <source>{0}%</source>
      <translation>{0}%</translation>
    </message>
    <message>
      <source>Average final score</source>
      <translation>Wastani wa alama za mwisho</translation>
    </message>
    <message>
      <source>Best winning streak</source>
      <translation>Mfululizo bora wa ushindi</translation>
    </message>
    <message>
      <source>Current winning streak</source>
      <translation>Mfululizo wa sasa wa ushindi</translation>
    </message>
    <message>
      <source>Hands played</source>
      <translation>Mikono iliyochezwa</translation>
    </message>
    <message>
      <source>Hands you declared</source>
      <translation>Mikono uliyokuwa mtangazaji</translation>
    </message>
    <message>
      <source>Bids you made</source>
      <translation>Zabuni ulizofanikisha</translation>
    </message>
    <message>
      <source>Moons you shot</source>
      <translation>Mara ulizopiga mwezi</translation>
    </message>
    <message>
      <source>Moons you made</source>
      <translation>Mara ulizofanikisha mwezi</translation>
    </message>
    <message>
      <source>Declarers you set</source>
      <translation>Watangazaji uliowaangusha</translation>
    </message>
    <message>
      <source>Times you were set</source>
      <translation>Mara ulizoanguka</translation>
    </message>
    <message>
      <source>Hands you named trump</source>
      <translation>Mikono uliyotaja turufu</translation>
    </message>
    <message>
      <source>… and took 3 tricks or more</source>
      <translation>… na ukachukua hila 3 au zaidi</translation>
    </message>
    <message>
      <source>Makers you euchred</source>
      <translation>Wateuzi uliowapiga euchre</translation>
    </message>
    <message>
      <source>Times you were euchred</source>
      <translation>Mara ulizopigwa euchre</translation>
    </message>
    <message>
      <source>Hands you took all 5 tricks as the maker</source>
      <translation>Mikono uliyochukua hila zote 5 ukiwa mteuzi</translation>
    </message>
    <message>
      <source>Hands you went alone</source>
      <translation>Mikono uliyoenda peke yako</translation>
    </message>
    <message>
      <source>Hands you defended alone</source>
      <translation>Mikono uliyolinda peke yako</translation>
    </message>
    <message>
      <source>Reneges called against you</source>
      <translation>Mashtaka ya kuasi dhidi yako</translation>
    </message>
    <message>
      <source>Reneges you called</source>
      <translation>Mashtaka ya kuasi uliyotoa</translation>
    </message>
    <message>
      <source>Reset statistics</source>
      <translation>Weka upya takwimu</translation>
    </message>
    <message>
      <source>Forget all your statistics in both games? This cannot be undone.</source>
      <translation>Ufute takwimu zako zote za michezo yote miwili? Hili haliwezi kutenduliwa.</translation>
    </message>
    <message>
      <source>Reset</source>
      <translation>Weka upya</translation>
    </message>
  </context>
  <context>
    <name>SummaryOverlay</name>
    <message>
      <source>Review your play</source>
      <translation>Kagua uchezaji wako</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Mchezaji</translation>
    </message>
    <message>
      <source>Tricks</source>
      <translation>Hila</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Pointi</translation>
    </message>
    <message>
      <source>Why</source>
      <translation>Kwa nini</translation>
    </message>
  </context>
  <context>
    <name>TableView</name>
    <message>
      <source>Left {0}</source>
      <translation>Kushoto {0}</translation>
    </message>
    <message>
      <source>The left bower: while {0} are trump, the {1} counts as one of the {0}, the second-highest trump.</source>
      <translation>Bower wa kushoto: wakati {0} ni turufu, {1} inahesabiwa kama mojawapo ya {0}, turufu ya pili kwa ukubwa.</translation>
    </message>
    <message>
      <source>Right {0}</source>
      <translation>Kulia {0}</translation>
    </message>
    <message>
      <source>The right bower: the {0}, the highest trump.</source>
      <translation>Bower wa kulia: {0}, turufu ya juu zaidi.</translation>
    </message>
    <message>
      <source>Led</source>
      <translation>Iliongoza</translation>
    </message>
    <message>
      <source>Ghost hand</source>
      <translation>Mkono wa roho</translation>
    </message>
    <message>
      <source>Dead hand (given up by you)</source>
      <translation>Mkono mfu (umeuacha wewe)</translation>
    </message>
    <message>
      <source>Dead hand (given up by {0})</source>
      <translation>Mkono mfu (umeachwa na {0})</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>Mkono bubu</translation>
    </message>
    <message>
      <source>Kitty: {0} turned up</source>
      <translation>Akiba: {0} iko wazi</translation>
    </message>
    <message>
      <source>Kitty (the {0} was picked up)</source>
      <translation>Akiba ({0} imeokotwa)</translation>
    </message>
    <message>
      <source>Kitty ({0} turned down)</source>
      <translation>Akiba (suti ya {0} imegeuzwa kifudifudi)</translation>
    </message>
    <message>
      <source>Trump: {0}</source>
      <translation>Turufu: {0}</translation>
    </message>
    <message>
      <source>Hand {0}</source>
      <translation>Mkono {0}</translation>
    </message>
    <message>
      <source>Playing to {0}</source>
      <translation>Mchezo hadi {0}</translation>
    </message>
    <message>
      <source>thinking</source>
      <translation>anafikiri</translation>
    </message>
    <message>
      <source>sits out</source>
      <translation>anakaa nje</translation>
    </message>
    <message>
      <source>passed</source>
      <translation>amepita</translation>
    </message>
    <message>
      <source>moon</source>
      <translation>mwezi</translation>
    </message>
    <message>
      <source>bid {0}</source>
      <translation>zabuni {0}</translation>
    </message>
    <message>
      <source>maker</source>
      <translation>mteuzi</translation>
    </message>
    <message>
      <source>alone</source>
      <translation>peke yake</translation>
    </message>
    <message>
      <source>Score {0}  ·  Tricks {1}</source>
      <translation>Alama {0}  ·  Hila {1}</translation>
    </message>
    <message>
      <source>Your cards are sure to take every trick left: they are played out for you at once, then the hand is scored.</source>
      <translation>Kadi zako zitachukua kila hila iliyobaki kwa uhakika: zinachezwa kwa niaba yako mara moja, kisha mkono unapewa alama.</translation>
    </message>
    <message>
      <source>Say that this player did not follow suit when they could: if it is true, they lose points; if not, you do.</source>
      <translation>Sema kwamba mchezaji huyu hakufuata suti wakati angeweza: ikiwa ni kweli, anapoteza pointi; la sivyo, unapoteza wewe.</translation>
    </message>
    <message>
      <source>Deal the next hand.</source>
      <translation>Gawa mkono unaofuata.</translation>
    </message>
    <message>
      <source>Put the chosen cards aside face down: you play the hand with the other five.</source>
      <translation>Weka kadi ulizochagua kando kifudifudi: unacheza mkono kwa zile tano nyingine.</translation>
    </message>
    <message>
      <source>Swap: give up your six cards and take the ghost hand's six unseen cards instead.</source>
      <translation>Kubadilisha: acha kadi zako sita na uchukue badala yake kadi sita za mkono wa roho ambazo hazijaonekana.</translation>
    </message>
    <message>
      <source>Bid {0}: you name trump and must take at least {0} of the {1} tricks, or lose {0} points.</source>
      <translation>Zabuni {0}: unataja turufu na lazima uchukue angalau hila {0} kati ya {1}, la sivyo unapoteza pointi {0}.</translation>
    </message>
    <message>
      <source>Shoot the moon: you must take all {0} tricks; you win {1} points, or lose {2}.</source>
      <translation>Piga mwezi: lazima uchukue hila zote {0}; unashinda pointi {1}, au unapoteza {2}.</translation>
    </message>
    <message>
      <source>{0} become trump and you are the maker: take at least 3 of the {1} tricks, or the others score.</source>
      <translation>Turufu inakuwa {0} na wewe ni mteuzi: chukua angalau hila 3 kati ya {1}, la sivyo wengine wanapata pointi.</translation>
    </message>
    <message>
      <source>Name {0} as trump for this hand.</source>
      <translation>Taja {0} kama turufu kwa mkono huu.</translation>
    </message>
    <message>
      <source>Name {0} as trump and be the maker: take at least 3 of the {1} tricks, or the others score.</source>
      <translation>Taja {0} kama turufu na uwe mteuzi: chukua angalau hila 3 kati ya {1}, la sivyo wengine wanapata pointi.</translation>
    </message>
    <message>
      <source>Defend together with the other player against the maker.</source>
      <translation>Linda pamoja na mchezaji mwingine dhidi ya mteuzi.</translation>
    </message>
    <message>
      <source>Pass: let the next player decide; you commit to nothing.</source>
      <translation>Pasi: mwache mchezaji anayefuata aamue; hujifungi kwa lolote.</translation>
    </message>
    <message>
      <source>Take the up-card into your hand, then discard one card.</source>
      <translation>Chukua kadi iliyo wazi mkononi mwako, kisha tupa kadi moja.</translation>
    </message>
    <message>
      <source>Leave the up-card where it is.</source>
      <translation>Acha kadi iliyo wazi mahali ilipo.</translation>
    </message>
    <message>
      <source>Take the dummy's five cards and keep the best five of your ten.</source>
      <translation>Chukua kadi tano za mkono bubu na ubaki na tano bora kati ya kumi zako.</translation>
    </message>
    <message>
      <source>Defend alone: the other defender sits out; stop the maker by yourself for more points.</source>
      <translation>Linda peke yako: mlinzi mwingine anakaa nje; mzuie mteuzi peke yako kwa pointi zaidi.</translation>
    </message>
    <message>
      <source>Go alone: play your own five cards without the dummy, for more points if you take all five tricks.</source>
      <translation>Nenda peke yako: cheza kadi zako tano bila mkono bubu, kwa pointi zaidi ukichukua hila zote tano.</translation>
    </message>
    <message>
      <source>Finish the game</source>
      <translation>Maliza mchezo</translation>
    </message>
    <message>
      <source>Back to the practice deals</source>
      <translation>Rudi kwenye michezo ya mazoezi</translation>
    </message>
    <message>
      <source>Back to the lessons</source>
      <translation>Rudi kwenye masomo</translation>
    </message>
    <message>
      <source>Hint</source>
      <translation>Kidokezo</translation>
    </message>
    <message>
      <source>What would the Hard bot do? (Ctrl+H)</source>
      <translation>Kompyuta Ngumu ingefanya nini? (Ctrl+H)</translation>
    </message>
    <message>
      <source>Demo game</source>
      <translation>Mchezo wa maonyesho</translation>
    </message>
    <message>
      <source>Only the {0} may be played: it is played for you</source>
      <translation>Ni {0} tu inayoruhusiwa: inachezwa kwa niaba yako</translation>
    </message>
    <message>
      <source>{0} — click or press Space to go on</source>
      <translation>{0} — bofya au bonyeza Space kuendelea</translation>
    </message>
    <message>
      <source>The coach: are you sure?</source>
      <translation>Kocha: una uhakika?</translation>
    </message>
    <message>
      <source>Let me think</source>
      <translation>Ngoja nifikiri</translation>
    </message>
    <message>
      <source>Do it anyway</source>
      <translation>Fanya hata hivyo</translation>
    </message>
    <message>
      <source>Open the rules at this topic</source>
      <translation>Fungua sheria kwenye mada hii</translation>
    </message>
    <message>
      <source>Why?</source>
      <translation>Kwa nini?</translation>
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
      <translation>Sare ya uongozi kwa pointi {0}, kwenye lengo la {1} au juu yake: mchezo unaendelea hadi mchezaji mmoja aongoze peke yake.</translation>
    </message>
    <message>
      <source>Next hand</source>
      <translation>Mkono unaofuata</translation>
    </message>
    <message>
      <source>Scores: {0}</source>
      <translation>Alama: {0}</translation>
    </message>
    <message>
      <source>the last {0} of {1} hands</source>
      <translation>mikono {0} ya mwisho kati ya {1}</translation>
    </message>
    <message>
      <source>no hand has been scored yet</source>
      <translation>bado hakuna mkono uliopewa alama</translation>
    </message>
    <message>
      <source>Score sheet</source>
      <translation>Jedwali la alama</translation>
    </message>
    <message>
      <source>Hand</source>
      <translation>Mkono</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Funga</translation>
    </message>
    <message>
      <source>Last trick — won by you</source>
      <translation>Hila ya mwisho — umeichukua wewe</translation>
    </message>
    <message>
      <source>Last trick — won by {0}</source>
      <translation>Hila ya mwisho — imechukuliwa na {0}</translation>
    </message>
    <message>
      <source>You have already chosen your discards; click one to put it back.</source>
      <translation>Umeshachagua kadi za kutupa; bofya moja kuirudisha.</translation>
    </message>
    <message numerus="yes">
      <source>You claim the last %n trick(s): your cards are played for you.</source>
      <translation>
        <numerusform>Unadai hila %n iliyobaki: kadi zako zinachezwa kwa niaba yako.</numerusform>
        <numerusform>Unadai hila %n zilizobaki: kadi zako zinachezwa kwa niaba yako.</numerusform>
      </translation>
    </message>
    <message>
      <source>No trick has been played yet in this hand.</source>
      <translation>Bado hakuna hila iliyochezwa katika mkono huu.</translation>
    </message>
    <message>
      <source>{0} bot</source>
      <translation>Kompyuta {0}</translation>
    </message>
    <message>
      <source>took the trick</source>
      <translation>amechukua hila</translation>
    </message>
  </context>
  <context>
    <name>Welcome</name>
    <message>
      <source>Each player bids how many of the six tricks they will take, and a fourth hand, the ghost hand, lies face down. One player per hand may swap their cards for it, sight unseen.</source>
      <translation>Kila mchezaji anatoa zabuni ya hila atakazochukua kati ya sita, na mkono wa nne, mkono wa roho, uko kifudifudi. Mchezaji mmoja kwa kila mkono anaweza kubadilisha kadi zake nao bila kuuona.</translation>
    </message>
    <message>
      <source>Three-handed euchre: the player who makes trump plays against the other two, who defend together. The maker may add the face-down dummy hand to theirs, or go alone for more points.</source>
      <translation>Euchre ya watu watatu: mchezaji anayeteua turufu anacheza dhidi ya wale wengine wawili, wanaolinda pamoja. Mteuzi anaweza kuongeza mkono bubu ulio kifudifudi kwenye mkono wake, au kwenda peke yake kwa pointi zaidi.</translation>
    </message>
    <message>
      <source>Welcome to Ghost Euchre</source>
      <translation>Karibu Ghost Euchre</translation>
    </message>
    <message>
      <source>Euchre for three players, against two bots. What would you like to do?</source>
      <translation>Euchre ya wachezaji watatu, dhidi ya kompyuta mbili. Ungependa kufanya nini?</translation>
    </message>
    <message>
      <source>A game is in progress: Close goes back to it, and playing starts a new one.</source>
      <translation>Kuna mchezo unaoendelea: Funga inarudi kwake, na kucheza kunaanzisha mchezo mpya.</translation>
    </message>
    <message>
      <source>Learn to play</source>
      <translation>Jifunze kucheza</translation>
    </message>
    <message>
      <source>New to euchre? Short lessons on the table teach both games step by step, and practice deals follow. Every word the game uses is explained.</source>
      <translation>Mgeni katika euchre? Masomo mafupi mezani yanafundisha michezo yote miwili hatua kwa hatua, na kisha michezo ya mazoezi inafuata. Kila neno linalotumiwa na mchezo linaelezwa.</translation>
    </message>
    <message>
      <source>Play Ghost Hand</source>
      <translation>Cheza Ghost Hand</translation>
    </message>
    <message>
      <source>Play Cutthroat</source>
      <translation>Cheza Cutthroat</translation>
    </message>
    <message>
      <source>Choose rules and players…</source>
      <translation>Chagua sheria na wachezaji…</translation>
    </message>
    <message>
      <source>No game is in progress.</source>
      <translation>Hakuna mchezo unaoendelea.</translation>
    </message>
    <message>
      <source>New game…</source>
      <translation>Mchezo mpya…</translation>
    </message>
    <message>
      <source>Welcome…</source>
      <translation>Karibu…</translation>
    </message>
  </context>
  <context>
    <name>Lesson 01-tricks</name>
    <message>
      <source>Cards, tricks and following suit</source>
      <translation>Kadi, hila na kufuata suti</translation>
    </message>
    <message>
      <source>The cards, how a trick is played, following suit, and which card wins a trick.</source>
      <translation>Kadi, jinsi hila inavyochezwa, kufuata suti, na kadi ipi inashinda hila.</translation>
    </message>
    <message>
      <source>Welcome to the table! Euchre is played with 24 cards: the 9, 10, jack, queen, king and ace of each of the four suits, clubs ♣, diamonds ♦, hearts ♥ and spades ♠. The six cards at the bottom are your hand.</source>
      <translation>Karibu mezani! Euchre inachezwa kwa kadi 24: 9, 10, Jack, Malkia, Mfalme na Ace za kila moja ya suti nne, pau ♣, almasi ♦, mioyo ♥ na jembe ♠. Kadi sita zilizo chini ni mkono wako.</translation>
    </message>
    <message>
      <source>You play against two others, Ada and Bo. A hand is played in tricks: in each trick every player plays one card, one after the other, going to the left. Whoever wins the trick leads the next one.</source>
      <translation>Unacheza dhidi ya wengine wawili, Ada na Bo. Mkono unachezwa kwa hila: katika kila hila kila mchezaji anacheza kadi moja, mmoja baada ya mwingine, kuelekea kushoto. Anayeshinda hila anaongoza inayofuata.</translation>
    </message>
    <message>
      <source>Bo has already won the bidding and chosen a trump suit, a suit that beats the others; you will learn about trumps in the next lesson. In the tricks of this lesson nobody plays a trump. Bo starts: he leads the K♠ to the first trick.</source>
      <translation>Bo ameshashinda zabuni na kuchagua suti ya turufu, suti inayoshinda nyingine; utajifunza kuhusu turufu katika somo linalofuata. Katika hila za somo hili hakuna anayecheza turufu. Bo anaanza: anaongoza K♠ katika hila ya kwanza.</translation>
    </message>
    <message>
      <source>The card that starts a trick sets the suit, here spades. If you have a card of that suit, you must play one: that is called following suit. Which of these cards may you play?</source>
      <translation>Kadi inayoanza hila inaweka suti, hapa jembe. Ukiwa na kadi ya suti hiyo, lazima uicheze: hiyo inaitwa kufuata suti. Ni kadi zipi kati ya hizi unaweza kucheza?</translation>
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
      <translation>Hapana: K♥ ni moyo, na una jembe, kwa hiyo lazima ucheze jembe.</translation>
    </message>
    <message>
      <source>Right: a spade was led and the A♠ is a spade.</source>
      <translation>Sawa: jembe liliongozwa na A♠ ni jembe.</translation>
    </message>
    <message>
      <source>No: the Q♥ is a heart, and you hold spades, so you must play a spade.</source>
      <translation>Hapana: Q♥ ni moyo, na una jembe, kwa hiyo lazima ucheze jembe.</translation>
    </message>
    <message>
      <source>The highest card of the suit that was led wins the trick. In each suit the order is ace (high), king, queen, jack, 10, 9 (low). Which of your spades beats Bo's K♠?</source>
      <translation>Kadi ya juu zaidi ya suti iliyoongozwa inashinda hila. Katika kila suti mpangilio ni Ace (juu), Mfalme, Malkia, Jack, 10, 9 (chini). Ni jembe lipi lako linashinda K♠ ya Bo?</translation>
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
      <translation>Hapana: 9♠ ni jembe la chini zaidi. Ingeshindwa na K♠.</translation>
    </message>
    <message>
      <source>No: the 10♠ is lower than the K♠.</source>
      <translation>Hapana: 10♠ ni ya chini kuliko K♠.</translation>
    </message>
    <message>
      <source>Right: only the ace is higher than the king.</source>
      <translation>Sawa: ni Ace pekee iliyo juu kuliko Mfalme.</translation>
    </message>
    <message>
      <source>Play the A♠ to win the trick.</source>
      <translation>Cheza A♠ ushinde hila.</translation>
    </message>
    <message>
      <source>Well played: the A♠ is the highest spade.</source>
      <translation>Umecheza vizuri: A♠ ni jembe la juu zaidi.</translation>
    </message>
    <message>
      <source>The 9♠ follows suit, but it is lower than the K♠: it would lose. Play the A♠.</source>
      <translation>9♠ inafuata suti, lakini ni ya chini kuliko K♠: ingeshindwa. Cheza A♠.</translation>
    </message>
    <message>
      <source>The 10♠ follows suit, but it is lower than the K♠: it would lose. Play the A♠.</source>
      <translation>10♠ inafuata suti, lakini ni ya chini kuliko K♠: ingeshindwa. Cheza A♠.</translation>
    </message>
    <message>
      <source>A spade was led and you hold spades, so you must play a spade.</source>
      <translation>Jembe liliongozwa na una jembe, kwa hiyo lazima ucheze jembe.</translation>
    </message>
    <message>
      <source>Ada followed suit with the Q♠. Your ace was the highest spade, so you won the trick. The winner leads next: it is your turn to start a trick.</source>
      <translation>Ada alifuata suti kwa Q♠. Ace yako ilikuwa jembe la juu zaidi, kwa hiyo ulishinda hila. Mshindi anaongoza inayofuata: ni zamu yako kuanza hila.</translation>
    </message>
    <message>
      <source>When you lead, you may play any card you like. Lead the K♥.</source>
      <translation>Unapoongoza, unaweza kucheza kadi yoyote unayotaka. Ongoza K♥.</translation>
    </message>
    <message>
      <source>For this lesson, lead the K♥.</source>
      <translation>Kwa somo hili, ongoza K♥.</translation>
    </message>
    <message>
      <source>Ada had the A♥ and won the trick with it: the ace beats the king. Bo followed with the 10♥.</source>
      <translation>Ada alikuwa na A♥ na akashinda hila nayo: Ace inashinda Mfalme. Bo alifuata kwa 10♥.</translation>
    </message>
    <message>
      <source>The winner leads next: Ada led the 9♦, and Bo followed with the K♦.</source>
      <translation>Mshindi wa hila anaongoza inayofuata: Ada aliongoza 9♦, na Bo akafuata kwa K♦.</translation>
    </message>
    <message>
      <source>Missed a card? Press L (Game menu, Last trick) to see the last trick again. View → Log and scores lists every card played in this hand.</source>
      <translation>Umekosa kuona kadi? Bonyeza L (menyu ya Mchezo, Hila ya mwisho) kuona hila ya mwisho tena. Tazama → Kumbukumbu na alama inaorodhesha kila kadi iliyochezwa katika mkono huu.</translation>
    </message>
    <message>
      <source>You have no diamonds. What may you play?</source>
      <translation>Huna almasi. Unaweza kucheza nini?</translation>
    </message>
    <message>
      <source>Nothing: I must wait</source>
      <translation>Hakuna: lazima nisubiri</translation>
    </message>
    <message>
      <source>Any card</source>
      <translation>Kadi yoyote</translation>
    </message>
    <message>
      <source>Only a heart</source>
      <translation>Moyo tu</translation>
    </message>
    <message>
      <source>No: you always play a card in your turn.</source>
      <translation>Hapana: katika zamu yako unacheza kadi kila wakati.</translation>
    </message>
    <message>
      <source>Right: when you cannot follow suit, any card is allowed.</source>
      <translation>Sawa: usipoweza kufuata suti, kadi yoyote inaruhusiwa.</translation>
    </message>
    <message>
      <source>No: when you cannot follow suit, any card is allowed, not only hearts.</source>
      <translation>Hapana: usipoweza kufuata suti, kadi yoyote inaruhusiwa, si mioyo tu.</translation>
    </message>
    <message>
      <source>A card of another suit cannot win this trick, so give up your weakest card: play the 9♠.</source>
      <translation>Kadi ya suti nyingine haiwezi kushinda hila hii, kwa hiyo toa kadi yako dhaifu zaidi: cheza 9♠.</translation>
    </message>
    <message>
      <source>That card would be wasted: it cannot win this trick. Keep your good cards and play the 9♠.</source>
      <translation>Kadi hiyo ingepotea bure: haiwezi kushinda hila hii. Hifadhi kadi zako nzuri na ucheze 9♠.</translation>
    </message>
    <message>
      <source>Bo's K♦ won the trick: only a card of the suit that was led can win, or a trump. Now play the rest of this hand yourself. One rule is new there: Bo chose clubs ♣ as trump, and any club beats every card of the other suits. The next lesson is about trumps.</source>
      <translation>K♦ ya Bo ilishinda hila: ni kadi ya suti iliyoongozwa pekee inayoweza kushinda, au turufu. Sasa cheza sehemu iliyobaki ya mkono huu mwenyewe. Kuna kanuni moja mpya hapo: Bo alichagua pau ♣ kuwa turufu, na kila pau inashinda kila kadi ya suti nyingine. Somo linalofuata linahusu turufu.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 02-trump</name>
    <message>
      <source>Trumps</source>
      <translation>Turufu</translation>
    </message>
    <message>
      <source>Trumps beat the other suits: trumping when you cannot follow suit, and over-trumping.</source>
      <translation>Turufu zinashinda suti nyingine: kukata kwa turufu usipoweza kufuata suti, na kukata juu ya turufu.</translation>
    </message>
    <message>
      <source>Before the play, one suit is made trump. Ada won the bidding and chose hearts ♥, so in this hand hearts are trump.</source>
      <translation>Kabla ya kucheza, suti moja inafanywa turufu. Ada alishinda zabuni na kuchagua mioyo ♥, kwa hiyo katika mkono huu mioyo ni turufu.</translation>
    </message>
    <message>
      <source>A trump beats every card of the other suits, even an ace. You still have to follow suit when you can: you may trump only when you have no card of the suit led. Ada leads the A♠ and Bo follows with the 9♠.</source>
      <translation>Turufu inashinda kila kadi ya suti nyingine, hata Ace. Bado lazima ufuate suti unapoweza: unaweza kukata kwa turufu tu wakati huna kadi ya suti iliyoongozwa. Ada anaongoza A♠ na Bo anafuata kwa 9♠.</translation>
    </message>
    <message>
      <source>You have no spades. Which of these cards wins the trick?</source>
      <translation>Huna jembe. Ni kadi ipi kati ya hizi inashinda hila?</translation>
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
      <translation>Hapana: K♣ si jembe wala turufu, kwa hiyo haiwezi kushinda.</translation>
    </message>
    <message>
      <source>Right: the 9♥ is a trump, and any trump beats a card of another suit.</source>
      <translation>Sawa: 9♥ ni turufu, na turufu yoyote inashinda kadi ya suti nyingine.</translation>
    </message>
    <message>
      <source>No: the Q♣ is neither a spade nor a trump, so it cannot win.</source>
      <translation>Hapana: Q♣ si jembe wala turufu, kwa hiyo haiwezi kushinda.</translation>
    </message>
    <message>
      <source>Trump the ace: play the 9♥.</source>
      <translation>Kata Ace kwa turufu: cheza 9♥.</translation>
    </message>
    <message>
      <source>Even the lowest trump beats the A♠.</source>
      <translation>Hata turufu ya chini kabisa inashinda A♠.</translation>
    </message>
    <message>
      <source>Your smallest trump is enough here: play the 9♥.</source>
      <translation>Turufu yako ndogo zaidi inatosha hapa: cheza 9♥.</translation>
    </message>
    <message>
      <source>The K♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation>K♣ si jembe wala turufu: haiwezi kushinda. Cheza 9♥, turufu.</translation>
    </message>
    <message>
      <source>The Q♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation>Q♣ si jembe wala turufu: haiwezi kushinda. Cheza 9♥, turufu.</translation>
    </message>
    <message>
      <source>The 10♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation>10♣ si jembe wala turufu: haiwezi kushinda. Cheza 9♥, turufu.</translation>
    </message>
    <message>
      <source>Your 9♥ won the trick because it is a trump. You lead the next trick.</source>
      <translation>9♥ yako ilishinda hila kwa sababu ni turufu. Unaongoza hila inayofuata.</translation>
    </message>
    <message>
      <source>Lead the K♣.</source>
      <translation>Ongoza K♣.</translation>
    </message>
    <message>
      <source>For this lesson, lead the K♣.</source>
      <translation>Kwa somo hili, ongoza K♣.</translation>
    </message>
    <message>
      <source>Ada won the trick with the A♣, and Bo followed with the 9♣. The winner leads next.</source>
      <translation>Ada alishinda hila kwa A♣, na Bo akafuata kwa 9♣. Mshindi wa hila anaongoza inayofuata.</translation>
    </message>
    <message>
      <source>Ada led the Q♦. Bo had no diamonds, so he trumped it with the 10♥.</source>
      <translation>Ada aliongoza Q♦. Bo hakuwa na almasi, kwa hiyo alikata kwa turufu 10♥.</translation>
    </message>
    <message>
      <source>You have no diamonds either. When several trumps are played, the highest trump wins. Among trumps the ace is high, then king, queen, 10 and 9. (The jacks are special: that is the next lesson.) Which card wins the trick now?</source>
      <translation>Wewe pia huna almasi. Turufu kadhaa zikichezwa, turufu ya juu zaidi inashinda. Kati ya turufu Ace ni ya juu, kisha Mfalme, Malkia, 10 na 9. (Jack ni maalum: hilo ndilo somo linalofuata.) Ni kadi ipi inashinda hila sasa?</translation>
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
      <translation>Hapana: 10♣ si almasi wala turufu.</translation>
    </message>
    <message>
      <source>Right: the Q♥ is a trump higher than Bo's 10♥.</source>
      <translation>Sawa: Q♥ ni turufu ya juu kuliko 10♥ ya Bo.</translation>
    </message>
    <message>
      <source>No: the Q♣ is neither a diamond nor a trump.</source>
      <translation>Hapana: Q♣ si almasi wala turufu.</translation>
    </message>
    <message>
      <source>Over-trump Bo: beat his trump with a higher one, the Q♥.</source>
      <translation>Kata juu ya Bo: shinda turufu yake kwa ya juu zaidi, Q♥.</translation>
    </message>
    <message>
      <source>Your Q♥ beat Bo's 10♥: that is over-trumping.</source>
      <translation>Q♥ yako ilishinda 10♥ ya Bo: huko ni kukata juu ya turufu.</translation>
    </message>
    <message>
      <source>Only a trump higher than Bo's 10♥ wins this trick: play the Q♥.</source>
      <translation>Ni turufu ya juu kuliko 10♥ ya Bo pekee inayoshinda hila hii: cheza Q♥.</translation>
    </message>
    <message>
      <source>The A♥ would win too, but the Q♥ is enough. Keep your ace for later.</source>
      <translation>A♥ ingeshinda pia, lakini Q♥ inatosha. Hifadhi Ace yako kwa baadaye.</translation>
    </message>
    <message>
      <source>The Q♣ is neither a diamond nor a trump: it cannot win. Play the Q♥.</source>
      <translation>Q♣ si almasi wala turufu: haiwezi kushinda. Cheza Q♥.</translation>
    </message>
    <message>
      <source>You won the trick with the higher trump. Now play the rest of this hand yourself.</source>
      <translation>Ulishinda hila kwa turufu ya juu zaidi. Sasa cheza sehemu iliyobaki ya mkono huu mwenyewe.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 03-bowers</name>
    <message>
      <source>The bowers</source>
      <translation>Bowers</translation>
    </message>
    <message>
      <source>The two highest trumps are jacks: the right bower and the left bower, which is a trump.</source>
      <translation>Turufu mbili za juu zaidi ni Jack: bower wa kulia na bower wa kushoto, ambaye ni turufu.</translation>
    </message>
    <message>
      <source>In this hand you won the bidding and made hearts ♥ trump. Look at your two red jacks: while hearts are trump, they are the two highest cards of all.</source>
      <translation>Katika mkono huu ulishinda zabuni na kufanya mioyo ♥ kuwa turufu. Tazama Jack zako mbili nyekundu: maadamu mioyo ni turufu, hizo ndizo kadi mbili za juu kuliko zote.</translation>
    </message>
    <message>
      <source>The jack of trump, here the J♥, is the right bower: the highest card. The other jack of the same colour, here the J♦ (diamonds are red like hearts), is the left bower: the second highest. Then come the ace, king, queen, 10 and 9 of trump.</source>
      <translation>Jack ya turufu, hapa J♥, ni bower wa kulia: kadi ya juu zaidi. Jack nyingine ya rangi hiyo hiyo, hapa J♦ (almasi ni nyekundu kama mioyo), ni bower wa kushoto: ya pili kwa ukubwa. Kisha zinakuja Ace, Mfalme, Malkia, 10 na 9 za turufu.</translation>
    </message>
    <message>
      <source>Hearts are trump. Which is the highest trump?</source>
      <translation>Mioyo ni turufu. Turufu ya juu zaidi ni ipi?</translation>
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
      <translation>Hapana: bowers wote wawili wanashinda Ace ya turufu.</translation>
    </message>
    <message>
      <source>Right: the jack of trump, the right bower, is the highest card.</source>
      <translation>Sawa: Jack ya turufu, bower wa kulia, ndiyo kadi ya juu zaidi.</translation>
    </message>
    <message>
      <source>No: the J♦ is the left bower, the second highest. The right bower beats it.</source>
      <translation>Hapana: J♦ ni bower wa kushoto, ya pili kwa ukubwa. Bower wa kulia anaishinda.</translation>
    </message>
    <message>
      <source>You lead the first trick. Lead the right bower, the J♥.</source>
      <translation>Unaongoza hila ya kwanza. Ongoza bower wa kulia, J♥.</translation>
    </message>
    <message>
      <source>For this lesson, lead the J♥, the right bower.</source>
      <translation>Kwa somo hili, ongoza J♥, bower wa kulia.</translation>
    </message>
    <message>
      <source>Ada and Bo had to follow with hearts, and nothing beats the right bower: the trick is yours.</source>
      <translation>Ada na Bo walilazimika kufuata kwa mioyo, na hakuna kinachoshinda bower wa kulia: hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the K♠.</source>
      <translation>Ongoza K♠.</translation>
    </message>
    <message>
      <source>For this lesson, lead the K♠.</source>
      <translation>Kwa somo hili, ongoza K♠.</translation>
    </message>
    <message>
      <source>Ada won the trick with the A♠, and Bo followed with the 9♠. The winner leads next.</source>
      <translation>Ada alishinda hila kwa A♠, na Bo akafuata kwa 9♠. Mshindi wa hila anaongoza inayofuata.</translation>
    </message>
    <message>
      <source>Ada led the A♦, and Bo followed with the K♦.</source>
      <translation>Ada aliongoza A♦, na Bo akafuata kwa K♦.</translation>
    </message>
    <message>
      <source>Diamonds were led. You hold the J♦ and the 9♦. Which may you play?</source>
      <translation>Almasi ziliongozwa. Una J♦ na 9♦. Unaweza kucheza ipi?</translation>
    </message>
    <message>
      <source>9♦</source>
      <translation>9♦</translation>
    </message>
    <message>
      <source>No: while hearts are trump, the J♦ is a heart, not a diamond. It does not follow diamonds.</source>
      <translation>Hapana: wakati mioyo ni turufu, J♦ ni moyo, si almasi. Haifuati almasi.</translation>
    </message>
    <message>
      <source>Right: the 9♦ is your only diamond, because the J♦ counts as a heart.</source>
      <translation>Sawa: 9♦ ndiyo almasi yako pekee, kwa sababu J♦ inahesabiwa kama moyo.</translation>
    </message>
    <message>
      <source>Follow diamonds with the 9♦.</source>
      <translation>Fuata almasi kwa 9♦.</translation>
    </message>
    <message>
      <source>Diamonds were led and the 9♦ is your only diamond: play it.</source>
      <translation>Almasi ziliongozwa na 9♦ ndiyo almasi yako pekee: icheze.</translation>
    </message>
    <message>
      <source>While hearts are trump the J♦ is a heart, not a diamond, so it does not follow diamonds: play your 9♦.</source>
      <translation>Wakati mioyo ni turufu J♦ ni moyo, si almasi, kwa hiyo haifuati almasi: cheza 9♦ yako.</translation>
    </message>
    <message>
      <source>Ada's A♦ won the trick, so she leads the next one.</source>
      <translation>A♦ ya Ada ilishinda hila, kwa hiyo yeye anaongoza inayofuata.</translation>
    </message>
    <message>
      <source>Ada led the Q♣. Bo has no clubs: he threw away the 10♠.</source>
      <translation>Ada aliongoza Q♣. Bo hana pau: alitupa 10♠.</translation>
    </message>
    <message>
      <source>Follow clubs and win the trick with the K♣.</source>
      <translation>Fuata pau na ushinde hila kwa K♣.</translation>
    </message>
    <message>
      <source>Your K♣ beat her Q♣: the trick is yours, and so is the next lead.</source>
      <translation>K♣ yako ilishinda Q♣ yake: hila ni yako, na pia ni zamu yako kuongoza inayofuata.</translation>
    </message>
    <message>
      <source>Clubs were led and you hold clubs: follow with the K♣, which beats the Q♣.</source>
      <translation>Pau ziliongozwa na una pau: fuata kwa K♣, inayoshinda Q♣.</translation>
    </message>
    <message>
      <source>The 9♣ follows suit too, but it loses to the Q♣. Win with the K♣.</source>
      <translation>9♣ pia inafuata suti, lakini inashindwa na Q♣. Shinda kwa K♣.</translation>
    </message>
    <message>
      <source>The left bower is a trump in every way: it follows when trumps are led, it leads as a trump, and it never counts as its printed suit.</source>
      <translation>Bower wa kushoto ni turufu kwa kila hali: anafuata turufu zinapoongozwa, anaongoza kama turufu, na kamwe hahesabiwi kama suti iliyochapishwa juu yake.</translation>
    </message>
    <message>
      <source>Hearts are trump and you lead the J♦. What must the others play?</source>
      <translation>Mioyo ni turufu na unaongoza J♦. Wengine lazima wacheze nini?</translation>
    </message>
    <message>
      <source>A diamond, if they have one</source>
      <translation>Almasi, kama wanayo</translation>
    </message>
    <message>
      <source>A heart, if they have one</source>
      <translation>Moyo, kama wanao</translation>
    </message>
    <message>
      <source>Any card</source>
      <translation>Kadi yoyote</translation>
    </message>
    <message>
      <source>No: the J♦ is a heart while hearts are trump, so leading it leads hearts.</source>
      <translation>Hapana: J♦ ni moyo wakati mioyo ni turufu, kwa hiyo kuiongoza ni kuongoza mioyo.</translation>
    </message>
    <message>
      <source>Right: the left bower leads trumps, so they must follow with a heart.</source>
      <translation>Sawa: bower wa kushoto anaongoza turufu, kwa hiyo lazima wafuate kwa moyo.</translation>
    </message>
    <message>
      <source>No: they must follow suit, and the suit led is hearts.</source>
      <translation>Hapana: lazima wafuate suti, na suti iliyoongozwa ni mioyo.</translation>
    </message>
    <message>
      <source>Lead the left bower, the J♦.</source>
      <translation>Ongoza bower wa kushoto, J♦.</translation>
    </message>
    <message>
      <source>Lead the J♦, your left bower.</source>
      <translation>Ongoza J♦, bower wako wa kushoto.</translation>
    </message>
    <message>
      <source>Lead the J♦ this time, to see how the others must answer a trump.</source>
      <translation>Mara hii ongoza J♦, uone jinsi wengine wanavyolazimika kujibu turufu.</translation>
    </message>
    <message>
      <source>Ada followed with the Q♥ and Bo with the A♥: the J♦ led hearts, so both had to play a heart. Only the right bower beats the left bower, and it is gone: the trick is yours.</source>
      <translation>Ada alifuata kwa Q♥ na Bo kwa A♥: J♦ iliongoza mioyo, kwa hiyo wote wawili walilazimika kucheza moyo. Ni bower wa kulia pekee anayemshinda bower wa kushoto, naye ameshachezwa: hila ni yako.</translation>
    </message>
    <message>
      <source>Now play the last trick yourself.</source>
      <translation>Sasa cheza hila ya mwisho mwenyewe.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 04-ghost-hand</name>
    <message>
      <source>Ghost Hand: bidding and scoring</source>
      <translation>Ghost Hand: zabuni na alama</translation>
    </message>
    <message>
      <source>Swapping with the ghost hand, bidding, naming trump, shooting the moon, and the scoring.</source>
      <translation>Kubadilisha na mkono wa roho, kutoa zabuni, kutaja turufu, kupiga mwezi, na alama.</translation>
    </message>
    <message>
      <source>Now the bidding, in Ghost Hand, one of the two games you can play. Each player gets six cards, and six more go face down to a fourth hand that nobody owns: the ghost hand.</source>
      <translation>Sasa zabuni, katika Ghost Hand, mmoja wa michezo miwili unayoweza kucheza. Kila mchezaji anapata kadi sita, na sita zaidi zinaenda kifudifudi kwenye mkono wa nne ambao si wa mtu yeyote: mkono wa roho.</translation>
    </message>
    <message>
      <source>Each player bids once, starting left of the dealer. You are the dealer, so you bid last and hear the others first. A bid is 3, 4 or 5: the number of the six tricks you promise to take with the trump suit you will choose. Each bid must be higher than the one before. You may also pass.</source>
      <translation>Kila mchezaji anatoa zabuni mara moja, kuanzia kushoto kwa mgawaji. Wewe ni mgawaji, kwa hiyo unatoa zabuni mwisho na kuwasikia wengine kwanza. Zabuni ni 3, 4 au 5: idadi ya hila kati ya sita unazoahidi kuchukua kwa suti ya turufu utakayochagua. Kila zabuni lazima iwe juu kuliko iliyotangulia. Unaweza pia kupita.</translation>
    </message>
    <message>
      <source>In your turn, before you bid, you may swap your whole hand for the ghost hand without looking at it. Only one player per hand may swap, and the hand given up is dead: it takes no part in the play. Ada bid 3 without swapping, and Bo passed.</source>
      <translation>Katika zamu yako, kabla ya kutoa zabuni, unaweza kubadilisha mkono wako wote na mkono wa roho bila kuutazama. Mchezaji mmoja tu kwa kila mkono anaweza kubadilisha, na mkono ulioachwa ni mfu: haushiriki katika uchezaji. Ada alitoa zabuni ya 3 bila kubadilisha, na Bo alipita.</translation>
    </message>
    <message>
      <source>When is swapping with the ghost hand a good idea?</source>
      <translation>Ni lini kubadilisha na mkono wa roho ni wazo zuri?</translation>
    </message>
    <message>
      <source>When my hand is weak</source>
      <translation>Mkono wangu ukiwa dhaifu</translation>
    </message>
    <message>
      <source>When my hand is strong</source>
      <translation>Mkono wangu ukiwa imara</translation>
    </message>
    <message>
      <source>In every hand</source>
      <translation>Katika kila mkono</translation>
    </message>
    <message>
      <source>Right: a weak hand has little to lose, and the ghost hand may be better.</source>
      <translation>Sawa: mkono dhaifu una kidogo cha kupoteza, na mkono wa roho huenda ukawa bora.</translation>
    </message>
    <message>
      <source>No: a strong hand is worth keeping; the ghost hand is usually weaker.</source>
      <translation>Hapana: mkono imara unastahili kubakizwa; mkono wa roho kwa kawaida ni dhaifu zaidi.</translation>
    </message>
    <message>
      <source>No: swap only when your hand is weak, and only one player per hand may swap.</source>
      <translation>Hapana: badilisha tu mkono wako ukiwa dhaifu, na mchezaji mmoja tu kwa kila mkono anaweza kubadilisha.</translation>
    </message>
    <message>
      <source>Look at your hand: no jack, no ace, nothing higher than a queen. Whatever suit is trump, it will take few tricks.</source>
      <translation>Tazama mkono wako: hakuna Jack, hakuna Ace, hakuna kadi ya juu kuliko Malkia. Suti yoyote itakayokuwa turufu, utachukua hila chache.</translation>
    </message>
    <message>
      <source>Nobody has swapped yet, so you may. Swap your hand for the ghost hand.</source>
      <translation>Bado hakuna aliyebadilisha, kwa hiyo unaweza. Badilisha mkono wako na mkono wa roho.</translation>
    </message>
    <message>
      <source>You swapped: the ghost hand is yours now, and your old cards are dead.</source>
      <translation>Umebadilisha: mkono wa roho sasa ni wako, na kadi zako za zamani ni mfu.</translation>
    </message>
    <message>
      <source>This hand is weak: swap it for the ghost hand first.</source>
      <translation>Mkono huu ni dhaifu: kwanza ubadilishe na mkono wa roho.</translation>
    </message>
    <message>
      <source>You could pass, but this hand is weak: swap first, then decide.</source>
      <translation>Ungeweza kupita, lakini mkono huu ni dhaifu: badilisha kwanza, kisha uamue.</translation>
    </message>
    <message>
      <source>With this hand a bid of 4 would fail: swap first.</source>
      <translation>Kwa mkono huu zabuni ya 4 ingeshindwa: badilisha kwanza.</translation>
    </message>
    <message>
      <source>With this hand a bid of 5 would fail: swap first.</source>
      <translation>Kwa mkono huu zabuni ya 5 ingeshindwa: badilisha kwanza.</translation>
    </message>
    <message>
      <source>This hand cannot take all six tricks: swap first.</source>
      <translation>Mkono huu hauwezi kuchukua hila zote sita: badilisha kwanza.</translation>
    </message>
    <message>
      <source>Instead of a number you may shoot the moon: promise all six tricks. The moon beats every bid and pays a lot if you make it.</source>
      <translation>Badala ya namba unaweza kupiga mwezi: kuahidi hila zote sita. Mwezi unashinda kila zabuni na unalipa sana ukiufanikisha.</translation>
    </message>
    <message>
      <source>Ada bid 3. Which of these may you do now?</source>
      <translation>Ada alitoa zabuni ya 3. Ni lipi kati ya haya unaweza kufanya sasa?</translation>
    </message>
    <message>
      <source>Bid 3</source>
      <translation>Zabuni ya 3</translation>
    </message>
    <message>
      <source>Bid 4</source>
      <translation>Zabuni ya 4</translation>
    </message>
    <message>
      <source>Swap again</source>
      <translation>Badilisha tena</translation>
    </message>
    <message>
      <source>No: your bid must be higher than Ada's 3.</source>
      <translation>Hapana: zabuni yako lazima iwe juu kuliko 3 ya Ada.</translation>
    </message>
    <message>
      <source>Right: 4 is higher than Ada's 3.</source>
      <translation>Sawa: 4 ni juu kuliko 3 ya Ada.</translation>
    </message>
    <message>
      <source>No: you have swapped, and only one player per hand may swap.</source>
      <translation>Hapana: umeshabadilisha, na mchezaji mmoja tu kwa kila mkono anaweza kubadilisha.</translation>
    </message>
    <message>
      <source>Your new hand holds both black jacks and the A♠ and K♠: with spades as trump that is a strong hand. Bid 4.</source>
      <translation>Mkono wako mpya una Jack zote mbili nyeusi pamoja na A♠ na K♠: jembe likiwa turufu huo ni mkono imara. Toa zabuni ya 4.</translation>
    </message>
    <message>
      <source>The moon promises all six tricks, and your 9♥ is unlikely to win one. Bid 4.</source>
      <translation>Mwezi unaahidi hila zote sita, na 9♥ yako haielekei kushinda hata moja. Toa zabuni ya 4.</translation>
    </message>
    <message>
      <source>Five tricks is a lot to promise: your A♦ and 9♥ may not both win. Bid 4.</source>
      <translation>Hila tano ni nyingi kuahidi: A♦ na 9♥ zako huenda zisishinde zote mbili. Toa zabuni ya 4.</translation>
    </message>
    <message>
      <source>Your hand is too good to pass: bid 4.</source>
      <translation>Mkono wako ni mzuri mno kupita: toa zabuni ya 4.</translation>
    </message>
    <message>
      <source>Ada already bid 3: your bid must be higher, 4 or 5.</source>
      <translation>Ada ameshatoa zabuni ya 3: zabuni yako lazima iwe juu zaidi, 4 au 5.</translation>
    </message>
    <message>
      <source>You have swapped already, and only one player per hand may swap, once.</source>
      <translation>Umeshabadilisha, na mchezaji mmoja tu kwa kila mkono anaweza kubadilisha, mara moja.</translation>
    </message>
    <message>
      <source>Your 4 was the highest bid, so you are the declarer. The declarer names trump and leads the first trick.</source>
      <translation>4 yako ilikuwa zabuni ya juu zaidi, kwa hiyo wewe ni mtangazaji. Mtangazaji anataja turufu na kuongoza hila ya kwanza.</translation>
    </message>
    <message>
      <source>Name spades ♠ as trump.</source>
      <translation>Taja jembe ♠ kama turufu.</translation>
    </message>
    <message>
      <source>Your strength is in spades: name spades.</source>
      <translation>Nguvu yako iko kwenye jembe: taja jembe.</translation>
    </message>
    <message>
      <source>Lead the right bower, the J♠, to draw out the others' trumps.</source>
      <translation>Ongoza bower wa kulia, J♠, kuvuta turufu za wengine.</translation>
    </message>
    <message>
      <source>For this lesson, lead the J♠, the right bower.</source>
      <translation>Kwa somo hili, ongoza J♠, bower wa kulia.</translation>
    </message>
    <message>
      <source>Now the scoring, when the hand is over. The other players score 1 point for each trick they take. You, the declarer, score 1 point for each trick you take if you take at least the 4 you bid. If you take fewer, you are set: you lose 4 points and score nothing for your tricks.</source>
      <translation>Sasa alama, mkono ukikwisha. Wachezaji wengine wanapata pointi 1 kwa kila hila wanayochukua. Wewe, mtangazaji, unapata pointi 1 kwa kila hila unayochukua ukichukua angalau 4 ulizotoa zabuni. Ukichukua chache, unaanguka: unapoteza pointi 4 na hupati chochote kwa hila zako.</translation>
    </message>
    <message>
      <source>You bid 4 and take 5 tricks. What do you score?</source>
      <translation>Unatoa zabuni ya 4 na kuchukua hila 5. Unapata pointi ngapi?</translation>
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
      <translation>Sawa: ulifanikisha zabuni, kwa hiyo kila hila inahesabiwa, pointi 5.</translation>
    </message>
    <message>
      <source>No: once you make your bid, every trick you take scores, 5 here.</source>
      <translation>Hapana: ukifanikisha zabuni, kila hila unayochukua inapata alama, hapa 5.</translation>
    </message>
    <message>
      <source>No: you took more than you bid, so you are not set.</source>
      <translation>Hapana: ulichukua zaidi ya zabuni yako, kwa hiyo hujaanguka.</translation>
    </message>
    <message>
      <source>You bid 4 but take only 3 tricks. What do you score?</source>
      <translation>Unatoa zabuni ya 4 lakini unachukua hila 3 tu. Unapata pointi ngapi?</translation>
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
      <translation>Hapana: ulichukua chache kuliko zabuni yako, kwa hiyo hila zako hazipati chochote.</translation>
    </message>
    <message>
      <source>No: being set costs you the bid.</source>
      <translation>Hapana: kuanguka kunakugharimu zabuni.</translation>
    </message>
    <message>
      <source>Right: you are set and lose the 4 you bid.</source>
      <translation>Sawa: unaanguka na kupoteza 4 ulizotoa zabuni.</translation>
    </message>
    <message>
      <source>In that hand Ada took 2 tricks. What does she score?</source>
      <translation>Katika mkono huo Ada alichukua hila 2. Anapata pointi ngapi?</translation>
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
      <translation>Sawa: wachezaji wengine wanapata pointi 1 kwa kila hila.</translation>
    </message>
    <message>
      <source>No: only the declarer can lose points.</source>
      <translation>Hapana: ni mtangazaji pekee anayeweza kupoteza pointi.</translation>
    </message>
    <message>
      <source>No: the other players score 1 point for each trick they take.</source>
      <translation>Hapana: wachezaji wengine wanapata pointi 1 kwa kila hila wanayochukua.</translation>
    </message>
    <message>
      <source>The moon: a declarer who shoots the moon and takes all six tricks scores 24 points. One who loses even a single trick loses 6 points.</source>
      <translation>Mwezi: mtangazaji anayepiga mwezi na kuchukua hila zote sita anapata pointi 24. Anayepoteza hata hila moja anapoteza pointi 6.</translation>
    </message>
    <message>
      <source>You shoot the moon and take all six tricks. What do you score?</source>
      <translation>Unapiga mwezi na kuchukua hila zote sita. Unapata pointi ngapi?</translation>
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
      <translation>Hapana: mwezi unalipa zaidi sana kuliko pointi moja kwa kila hila.</translation>
    </message>
    <message>
      <source>Right: a moon that is made scores 24.</source>
      <translation>Sawa: mwezi uliofanikiwa unapata 24.</translation>
    </message>
    <message>
      <source>No: you took all six, so you made the moon.</source>
      <translation>Hapana: ulichukua zote sita, kwa hiyo ulifanikisha mwezi.</translation>
    </message>
    <message>
      <source>You shoot the moon and take five tricks. What do you score?</source>
      <translation>Unapiga mwezi na kuchukua hila tano. Unapata pointi ngapi?</translation>
    </message>
    <message>
      <source>No: a moon that fails scores nothing for its tricks.</source>
      <translation>Hapana: mwezi ulioshindwa haupati chochote kwa hila zake.</translation>
    </message>
    <message>
      <source>Right: a failed moon loses 6 points.</source>
      <translation>Sawa: mwezi ulioshindwa unapoteza pointi 6.</translation>
    </message>
    <message>
      <source>No: a failed moon costs 6 points.</source>
      <translation>Hapana: mwezi ulioshindwa unagharimu pointi 6.</translation>
    </message>
    <message>
      <source>Hand after hand, once a player has 32 points or more, the highest score wins the game; if the leaders are tied, play goes on. Now play out this hand yourself.</source>
      <translation>Mkono baada ya mkono, mara tu mchezaji anapokuwa na pointi 32 au zaidi, mwenye alama za juu kabisa anashinda mchezo; walio mbele wakilingana, mchezo unaendelea. Sasa cheza mkono huu hadi mwisho mwenyewe.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 05-cutthroat</name>
    <message>
      <source>Cutthroat: ordering up and the dummy</source>
      <translation>Cutthroat: kuagiza na mkono bubu</translation>
    </message>
    <message>
      <source>Ordering up or passing, the dealer's pick-up, taking the dummy, and the scoring.</source>
      <translation>Kuagiza au kupita, mgawaji kuokota kadi iliyo wazi, kuchukua mkono bubu, na alama.</translation>
    </message>
    <message>
      <source>Cutthroat is the other game. Each player gets five cards, five more go face down to the dummy hand, and the last four form the kitty. The top card of the kitty is turned face up, the up-card: here the K♥.</source>
      <translation>Cutthroat ni mchezo mwingine. Kila mchezaji anapata kadi tano, tano zaidi zinaenda kifudifudi kwa mkono bubu, na nne za mwisho zinaunda akiba. Kadi ya juu ya akiba inageuzwa wazi, ndiyo kadi iliyo wazi: hapa K♥.</translation>
    </message>
    <message>
      <source>Starting left of the dealer, each player may order it up, which makes the up-card's suit trump: the one who orders is the maker, plays against the other two and must take at least 3 of the 5 tricks. Or they pass. For the dealer, the button to order it up reads Accept. Bo is the dealer, so you speak first.</source>
      <translation>Kuanzia kushoto kwa mgawaji, kila mchezaji anaweza kuiagiza, jambo linalofanya suti ya kadi iliyo wazi kuwa turufu: anayeagiza ni mteuzi, anacheza dhidi ya wale wengine wawili na lazima achukue angalau hila 3 kati ya 5. Au wanapita. Kwa mgawaji, kitufe cha kuagiza kimeandikwa Kubali. Bo ni mgawaji, kwa hiyo unazungumza kwanza.</translation>
    </message>
    <message>
      <source>You hold the J♥, the A♥ and the Q♥, three high hearts, and the A♠. Should you order up hearts?</source>
      <translation>Una J♥, A♥ na Q♥, mioyo mitatu ya juu, pamoja na A♠. Je, uagize mioyo?</translation>
    </message>
    <message>
      <source>Yes, order it up</source>
      <translation>Ndiyo, agiza</translation>
    </message>
    <message>
      <source>No, pass</source>
      <translation>Hapana, sema pasi</translation>
    </message>
    <message>
      <source>Right: three high trumps and an ace are a good start, and the dummy may add more.</source>
      <translation>Sawa: turufu tatu za juu na Ace ni mwanzo mzuri, na mkono bubu unaweza kuongeza zaidi.</translation>
    </message>
    <message>
      <source>No: the maker must take 3 of the 5 tricks, and three high trumps and an ace can do that: order it up.</source>
      <translation>Hapana: mteuzi lazima achukue hila 3 kati ya 5, na turufu tatu za juu pamoja na Ace zinaweza kufanya hivyo: agiza.</translation>
    </message>
    <message>
      <source>Order it up: hearts become trump, and you are the maker.</source>
      <translation>Agiza: mioyo inakuwa turufu, na wewe ni mteuzi.</translation>
    </message>
    <message>
      <source>Pass with a weak hand; with three high hearts, order it up.</source>
      <translation>Sema pasi ukiwa na mkono dhaifu; ukiwa na mioyo mitatu ya juu, agiza.</translation>
    </message>
    <message>
      <source>Bo, the dealer, picked up the K♥ and discarded one card face down: the dealer may always do that, whoever ordered. Now you play against Ada and Bo.</source>
      <translation>Bo, mgawaji, aliokota K♥ na akatupa kadi moja kifudifudi: mgawaji anaweza kufanya hivyo kila mara, bila kujali nani aliagiza. Sasa unacheza dhidi ya Ada na Bo.</translation>
    </message>
    <message>
      <source>A dealer who picks up the up-card must discard one card. Which is usually the best one to throw away?</source>
      <translation>Mgawaji anayeokota kadi iliyo wazi lazima atupe kadi moja. Ni ipi kwa kawaida bora kutupa?</translation>
    </message>
    <message>
      <source>A trump</source>
      <translation>Turufu</translation>
    </message>
    <message>
      <source>A low card of another suit</source>
      <translation>Kadi ya chini ya suti nyingine</translation>
    </message>
    <message>
      <source>An ace</source>
      <translation>Ace</translation>
    </message>
    <message>
      <source>No: trumps win tricks; keep them.</source>
      <translation>Hapana: turufu zinashinda hila; zibakize.</translation>
    </message>
    <message>
      <source>Right: a low card of another suit would not win a trick anyway.</source>
      <translation>Sawa: kadi ya chini ya suti nyingine isingeshinda hila hata hivyo.</translation>
    </message>
    <message>
      <source>No: an ace may well win a trick; keep it.</source>
      <translation>Hapana: Ace inaweza kabisa kushinda hila; ibakize.</translation>
    </message>
    <message>
      <source>Had everyone passed, the up-card would have been turned down, and in a second round each player could name any other suit as trump, or pass again. If everyone passes twice, the cards are dealt again.</source>
      <translation>Kama wote wangepita, kadi iliyo wazi ingegeuzwa kifudifudi, na katika duru ya pili kila mchezaji angeweza kutaja suti nyingine yoyote kama turufu, au kupita tena. Wote wakipita mara mbili, kadi zinagawiwa upya.</translation>
    </message>
    <message>
      <source>Everyone passed and the K♥ was turned down. In round two, which suit may a player name as trump?</source>
      <translation>Wote walipita na K♥ iligeuzwa kifudifudi. Katika duru ya pili, mchezaji anaweza kutaja suti ipi kama turufu?</translation>
    </message>
    <message>
      <source>Hearts</source>
      <translation>Mioyo</translation>
    </message>
    <message>
      <source>Any suit but hearts</source>
      <translation>Suti yoyote isipokuwa mioyo</translation>
    </message>
    <message>
      <source>Only clubs</source>
      <translation>Pau tu</translation>
    </message>
    <message>
      <source>No: the suit that was turned down cannot be named in round two.</source>
      <translation>Hapana: suti iliyogeuzwa kifudifudi haiwezi kutajwa katika duru ya pili.</translation>
    </message>
    <message>
      <source>Right: any suit except the one turned down.</source>
      <translation>Sawa: suti yoyote isipokuwa iliyogeuzwa.</translation>
    </message>
    <message>
      <source>No: any suit except the one turned down may be named.</source>
      <translation>Hapana: suti yoyote isipokuwa iliyogeuzwa inaweza kutajwa.</translation>
    </message>
    <message>
      <source>Before anyone sees the dummy, you, the maker, choose: take the dummy's five cards and keep the best five of your ten, or go alone without it, for more points if you take all five tricks (a march).</source>
      <translation>Kabla mtu yeyote hajaona mkono bubu, wewe, mteuzi, unachagua: kuchukua kadi tano za mkono bubu na kubaki na tano bora kati ya kumi zako, au kwenda peke yako bila mkono bubu, kwa pointi zaidi ukichukua hila zote tano (machi).</translation>
    </message>
    <message>
      <source>When should a maker go alone instead of taking the dummy?</source>
      <translation>Mteuzi anapaswa kwenda peke yake badala ya kuchukua mkono bubu lini?</translation>
    </message>
    <message>
      <source>When the hand may take all 5 tricks without help</source>
      <translation>Mkono ukiweza kuchukua hila zote 5 bila msaada</translation>
    </message>
    <message>
      <source>Every time</source>
      <translation>Kila wakati</translation>
    </message>
    <message>
      <source>With a weak hand</source>
      <translation>Akiwa na mkono dhaifu</translation>
    </message>
    <message>
      <source>Right: a march alone scores 4, but the dummy's cards are given up.</source>
      <translation>Sawa: machi ya peke yake inapata 4, lakini kadi za mkono bubu zinaachwa.</translation>
    </message>
    <message>
      <source>No: the dummy's five cards usually help a lot.</source>
      <translation>Hapana: kadi tano za mkono bubu kwa kawaida zinasaidia sana.</translation>
    </message>
    <message>
      <source>No: a weak hand needs the dummy's cards even more.</source>
      <translation>Hapana: mkono dhaifu unahitaji kadi za mkono bubu hata zaidi.</translation>
    </message>
    <message>
      <source>Your hand will not take all five tricks by itself: take the dummy. Then keep your four trumps and the A♠, and discard the other five cards.</source>
      <translation>Mkono wako hautachukua hila zote tano peke yake: chukua mkono bubu. Kisha bakiza turufu zako nne na A♠, na utupe kadi nyingine tano.</translation>
    </message>
    <message>
      <source>You hold the J♥, the J♦ (the left bower), the A♥, the Q♥ and the A♠.</source>
      <translation>Una J♥, J♦ (bower wa kushoto), A♥, Q♥ na A♠.</translation>
    </message>
    <message>
      <source>Keep the four trumps (J♥, J♦, A♥ and Q♥) and the A♠; discard the other five.</source>
      <translation>Bakiza turufu nne (J♥, J♦, A♥ na Q♥) na A♠; tupa zile tano nyingine.</translation>
    </message>
    <message>
      <source>Going alone pays only when you take all five tricks: take the dummy.</source>
      <translation>Kwenda peke yako kunalipa tu ukichukua hila zote tano: chukua mkono bubu.</translation>
    </message>
    <message>
      <source>Ada and Bo are the defenders: they play together against you, their tricks count together, and with 3 tricks they euchre you. Either of them could have gone alone against you; both passed.</source>
      <translation>Ada na Bo ni walinzi: wanacheza pamoja dhidi yako, hila zao zinahesabiwa pamoja, na wakichukua hila 3 wanakupiga euchre. Yeyote kati yao angeweza kwenda peke yake dhidi yako; wote wawili walipita.</translation>
    </message>
    <message>
      <source>The player left of the dealer leads the first trick: that is you. Lead the right bower, the J♥, to draw out the others' trumps.</source>
      <translation>Mchezaji aliye kushoto kwa mgawaji anaongoza hila ya kwanza: huyo ni wewe. Ongoza bower wa kulia, J♥, kuvuta turufu za wengine.</translation>
    </message>
    <message>
      <source>For this lesson, lead the J♥.</source>
      <translation>Kwa somo hili, ongoza J♥.</translation>
    </message>
    <message>
      <source>Ada had no hearts and threw away the 9♦; Bo had to follow with the 9♥. The trick is yours.</source>
      <translation>Ada hakuwa na mioyo na alitupa 9♦; Bo alilazimika kufuata kwa 9♥. Hila ni yako.</translation>
    </message>
    <message>
      <source>The scoring: a maker who takes 3 or 4 tricks scores 1 point, and all 5 (a march) 3 points, or 4 points after going alone. A maker who takes fewer than 3 is euchred: each defender scores 2 points.</source>
      <translation>Alama: mteuzi anayechukua hila 3 au 4 anapata pointi 1, na zote 5 (machi) pointi 3, au pointi 4 baada ya kwenda peke yake. Mteuzi anayechukua chini ya 3 anapigwa euchre: kila mlinzi anapata pointi 2.</translation>
    </message>
    <message>
      <source>You take 3 tricks. What do you score?</source>
      <translation>Unachukua hila 3. Unapata pointi ngapi?</translation>
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
      <translation>Sawa: hila 3 au 4 zinampa mteuzi pointi 1.</translation>
    </message>
    <message>
      <source>No: 3 points is for taking all 5.</source>
      <translation>Hapana: pointi 3 ni kwa kuchukua zote 5.</translation>
    </message>
    <message>
      <source>No: the maker scores 1 point for 3 or 4 tricks.</source>
      <translation>Hapana: mteuzi anapata pointi 1 kwa hila 3 au 4.</translation>
    </message>
    <message>
      <source>You take all 5 tricks with the dummy. What do you score?</source>
      <translation>Unachukua hila zote 5 ukiwa na mkono bubu. Unapata pointi ngapi?</translation>
    </message>
    <message>
      <source>+5</source>
      <translation>+5</translation>
    </message>
    <message>
      <source>No: taking all 5 is a march, worth more.</source>
      <translation>Hapana: kuchukua zote 5 ni machi, yenye thamani zaidi.</translation>
    </message>
    <message>
      <source>Right: a march scores 3.</source>
      <translation>Sawa: machi inapata 3.</translation>
    </message>
    <message>
      <source>No: a march scores 3.</source>
      <translation>Hapana: machi inapata 3.</translation>
    </message>
    <message>
      <source>Had you gone alone and taken all 5 tricks, what would you score?</source>
      <translation>Kama ungeenda peke yako na kuchukua hila zote 5, ungepata pointi ngapi?</translation>
    </message>
    <message>
      <source>+4</source>
      <translation>+4</translation>
    </message>
    <message>
      <source>No: a march alone scores more than a march with the dummy.</source>
      <translation>Hapana: machi ya peke yake inapata zaidi ya machi yenye mkono bubu.</translation>
    </message>
    <message>
      <source>Right: a march alone scores 4.</source>
      <translation>Sawa: machi ya peke yake inapata 4.</translation>
    </message>
    <message>
      <source>No: a march alone scores 4.</source>
      <translation>Hapana: machi ya peke yake inapata 4.</translation>
    </message>
    <message>
      <source>Ada and Bo take 3 tricks between them. What does each of them score?</source>
      <translation>Ada na Bo wanachukua hila 3 kwa pamoja. Kila mmoja wao anapata pointi ngapi?</translation>
    </message>
    <message>
      <source>0</source>
      <translation>0</translation>
    </message>
    <message>
      <source>No: euchring the maker scores 2 for each defender.</source>
      <translation>Hapana: kumpiga mteuzi euchre kunampa kila mlinzi 2.</translation>
    </message>
    <message>
      <source>Right: you are euchred, and each defender scores 2.</source>
      <translation>Sawa: unapigwa euchre, na kila mlinzi anapata 2.</translation>
    </message>
    <message>
      <source>No: you are euchred, and each defender scores 2.</source>
      <translation>Hapana: unapigwa euchre, na kila mlinzi anapata 2.</translation>
    </message>
    <message>
      <source>Once a player has 10 points or more, the highest score wins the game; if the leaders are tied, play goes on. Now play out this hand yourself.</source>
      <translation>Mara tu mchezaji anapokuwa na pointi 10 au zaidi, mwenye alama za juu kabisa anashinda mchezo; walio mbele wakilingana, mchezo unaendelea. Sasa cheza mkono huu hadi mwisho mwenyewe.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 05b-cutthroat-defending</name>
    <message>
      <source>Cutthroat: the dealer's pick-up and defending alone</source>
      <translation>Cutthroat: mgawaji kuokota kadi iliyo wazi na kulinda peke yako</translation>
    </message>
    <message>
      <source>The dealer picks up the up-card when another player orders, and a strong defender goes alone.</source>
      <translation>Mgawaji anaokota kadi iliyo wazi mchezaji mwingine anapoagiza, na mlinzi mwenye mkono imara anaenda peke yake.</translation>
    </message>
    <message>
      <source>Another Cutthroat hand. This time you are the dealer, and the up-card is the K♥. Ada, on your left, spoke first and ordered it up: hearts are trump, and Ada is the maker.</source>
      <translation>Mkono mwingine wa Cutthroat. Mara hii wewe ni mgawaji, na kadi iliyo wazi ni K♥. Ada, aliye kushoto kwako, alizungumza kwanza na akaiagiza: mioyo ni turufu, na Ada ni mteuzi.</translation>
    </message>
    <message>
      <source>When another player orders it up, the dealer may pick up the up-card and discard one card face down, or leave it. The up-card is a trump, so picking it up makes the dealer's hand stronger.</source>
      <translation>Mchezaji mwingine anapoagiza, mgawaji anaweza kuokota kadi iliyo wazi na kutupa kadi moja kifudifudi, au kuiacha. Kadi iliyo wazi ni turufu, kwa hiyo kuiokota kunaufanya mkono wa mgawaji kuwa imara zaidi.</translation>
    </message>
    <message>
      <source>Pick up the K♥, then discard the Q♣: it is your only card that is neither a trump nor an ace.</source>
      <translation>Okota K♥, kisha tupa Q♣: ndiyo kadi yako pekee ambayo si turufu wala Ace.</translation>
    </message>
    <message>
      <source>The K♥ is yours, and the Q♣ lies face down.</source>
      <translation>K♥ ni yako, na Q♣ iko kifudifudi.</translation>
    </message>
    <message>
      <source>Keep your trumps and the A♠: discard the Q♣.</source>
      <translation>Bakiza turufu zako na A♠: tupa Q♣.</translation>
    </message>
    <message>
      <source>The K♥ is a trump and would make your hand stronger: pick it up.</source>
      <translation>K♥ ni turufu na ingeufanya mkono wako kuwa imara zaidi: iokote.</translation>
    </message>
    <message>
      <source>Ada took the dummy. Now each defender in turn, starting left of the maker, may go alone: then the other defender sits out the hand. Bo passed.</source>
      <translation>Ada alichukua mkono bubu. Sasa kila mlinzi kwa zamu, kuanzia kushoto kwa mteuzi, anaweza kwenda peke yake: hapo mlinzi mwingine anakaa nje katika mkono huo. Bo alipita.</translation>
    </message>
    <message>
      <source>A defender who goes alone and takes 3 or 4 tricks scores 2 points, the same as a euchre, and 4 points for all 5. The other defender, who sits out, scores the same.</source>
      <translation>Mlinzi anayeenda peke yake na kuchukua hila 3 au 4 anapata pointi 2, sawa na euchre, na pointi 4 kwa zote 5. Mlinzi mwingine, anayekaa nje, anapata kiasi hicho hicho.</translation>
    </message>
    <message>
      <source>You hold the J♥, the J♦, the A♥ and the K♥, the four highest trumps, and the A♠. Should you go alone?</source>
      <translation>Una J♥, J♦, A♥ na K♥, turufu nne za juu kabisa, pamoja na A♠. Je, uende peke yako?</translation>
    </message>
    <message>
      <source>Yes, go alone</source>
      <translation>Ndiyo, nenda peke yako</translation>
    </message>
    <message>
      <source>No, pass and defend with Bo</source>
      <translation>Hapana, sema pasi na ulinde pamoja na Bo</translation>
    </message>
    <message>
      <source>Right: with the four highest trumps you can take all 5 tricks by yourself, and all 5 alone score 4 for each defender instead of 2.</source>
      <translation>Sawa: ukiwa na turufu nne za juu kabisa unaweza kuchukua hila zote 5 peke yako, na zote 5 ukiwa peke yako zinampa kila mlinzi pointi 4 badala ya 2.</translation>
    </message>
    <message>
      <source>No: this hand can take all 5 tricks by itself, and all 5 alone score 4 for each defender instead of 2.</source>
      <translation>Hapana: mkono huu unaweza kuchukua hila zote 5 peke yake, na zote 5 ukiwa peke yako zinampa kila mlinzi pointi 4 badala ya 2.</translation>
    </message>
    <message>
      <source>Defend alone: Bo sits out, and you play against Ada by yourself.</source>
      <translation>Linda peke yako: Bo anakaa nje, na unacheza dhidi ya Ada peke yako.</translation>
    </message>
    <message>
      <source>With the four highest trumps you can take all 5 tricks alone, which scores 4 instead of 2: go alone.</source>
      <translation>Ukiwa na turufu nne za juu kabisa unaweza kuchukua hila zote 5 peke yako, jambo linaloleta pointi 4 badala ya 2: nenda peke yako.</translation>
    </message>
    <message>
      <source>The first player left of the one who went alone leads: Ada led the A♦. Bo sits out, so each trick has two cards.</source>
      <translation>Mchezaji wa kwanza kushoto kwa yule aliyeenda peke yake anaongoza: Ada aliongoza A♦. Bo anakaa nje, kwa hiyo kila hila ina kadi mbili.</translation>
    </message>
    <message>
      <source>You have no diamonds (the J♦ is a heart now), so you may trump. Win with your lowest trump, the K♥.</source>
      <translation>Huna almasi (J♦ sasa ni moyo), kwa hiyo unaweza kukata kwa turufu. Shinda kwa turufu yako ya chini kabisa, K♥.</translation>
    </message>
    <message>
      <source>Trump the A♦ with the K♥.</source>
      <translation>Kata A♦ kwa turufu K♥.</translation>
    </message>
    <message>
      <source>The A♠ cannot beat the A♦: only a trump beats it. Trump with the K♥.</source>
      <translation>A♠ haiwezi kushinda A♦: turufu pekee inaishinda. Kata kwa turufu K♥.</translation>
    </message>
    <message>
      <source>The J♥ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation>J♥ pia inashinda, lakini K♥ inatosha: bakiza turufu zako za juu zaidi.</translation>
    </message>
    <message>
      <source>The J♦ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation>J♦ pia inashinda, lakini K♥ inatosha: bakiza turufu zako za juu zaidi.</translation>
    </message>
    <message>
      <source>The A♥ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation>A♥ pia inashinda, lakini K♥ inatosha: bakiza turufu zako za juu zaidi.</translation>
    </message>
    <message>
      <source>You go alone and take 3 tricks against Ada. What do you score?</source>
      <translation>Unaenda peke yako na kuchukua hila 3 dhidi ya Ada. Unapata pointi ngapi?</translation>
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
      <translation>Sawa: hila 3 au 4 za mlinzi aliye peke yake zinampa kila mlinzi 2.</translation>
    </message>
    <message>
      <source>No: a lone defender who takes 3 tricks scores 2.</source>
      <translation>Hapana: mlinzi aliye peke yake anayechukua hila 3 anapata 2.</translation>
    </message>
    <message>
      <source>No: 4 points is for all 5 tricks.</source>
      <translation>Hapana: pointi 4 ni kwa hila zote 5.</translation>
    </message>
    <message>
      <source>You go alone and take all 5 tricks. What does Bo score?</source>
      <translation>Unaenda peke yako na kuchukua hila zote 5. Bo anapata pointi ngapi?</translation>
    </message>
    <message>
      <source>0</source>
      <translation>0</translation>
    </message>
    <message>
      <source>No: the defender who sits out scores as the lone defender does.</source>
      <translation>Hapana: mlinzi anayekaa nje anapata sawa na mlinzi aliye peke yake.</translation>
    </message>
    <message>
      <source>No: all 5 tricks score more than 3 or 4.</source>
      <translation>Hapana: hila zote 5 zinapata zaidi ya 3 au 4.</translation>
    </message>
    <message>
      <source>Right: all 5 tricks score 4 for each defender, Bo too.</source>
      <translation>Sawa: hila zote 5 zinampa kila mlinzi 4, Bo pia.</translation>
    </message>
    <message>
      <source>Now play out this hand: lead your trumps and take every trick.</source>
      <translation>Sasa cheza mkono huu hadi mwisho: ongoza turufu zako na uchukue kila hila.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 06-reneges</name>
    <message>
      <source>Reneges</source>
      <translation>Kuasi</translation>
    </message>
    <message>
      <source>What a renege is, and how to call one when reneges can be called.</source>
      <translation>Kuasi ni nini, na jinsi ya kukushtaki wakati kuasi kunaweza kushtakiwa.</translation>
    </message>
    <message>
      <source>Not following suit when you could is a renege. Usually the game refuses such a card. In this game a rule option is on: reneges can be called. Wrong cards are accepted, and the other players must catch them.</source>
      <translation>Kutofuata suti wakati ungeweza ni kuasi. Kwa kawaida mchezo unakataa kadi kama hiyo. Katika mchezo huu chaguo moja la sheria limewashwa: kuasi kunaweza kushtakiwa. Kadi zisizo sahihi zinakubaliwa, na wachezaji wengine lazima wazikamate.</translation>
    </message>
    <message>
      <source>Clubs are trump. Ada led the A♠, and Bo played the 9♥. Either he has no spades, or he reneged: nobody can tell yet.</source>
      <translation>Pau ni turufu. Ada aliongoza A♠, na Bo alicheza 9♥. Ama hana jembe, ama ameasi: hakuna anayeweza kujua bado.</translation>
    </message>
    <message>
      <source>Follow suit with the Q♠.</source>
      <translation>Fuata suti kwa Q♠.</translation>
    </message>
    <message>
      <source>Follow suit with the Q♠: a renege costs points when it is caught.</source>
      <translation>Fuata suti kwa Q♠: kuasi kunagharimu pointi kukikamatwa.</translation>
    </message>
    <message>
      <source>Ada won the trick with the A♠, so she leads the next one.</source>
      <translation>Ada alishinda hila kwa A♠, kwa hiyo yeye anaongoza inayofuata.</translation>
    </message>
    <message>
      <source>Ada led the 9♠, and Bo played the K♠. So he did hold a spade in the first trick: that proves his renege.</source>
      <translation>Ada aliongoza 9♠, na Bo alicheza K♠. Kwa hiyo alikuwa na jembe katika hila ya kwanza: hilo linathibitisha kuasi kwake.</translation>
    </message>
    <message>
      <source>What should you do?</source>
      <translation>Unapaswa kufanya nini?</translation>
    </message>
    <message>
      <source>Call a renege on Bo</source>
      <translation>Kumshtaki Bo kwa kuasi</translation>
    </message>
    <message>
      <source>Call a renege on Ada</source>
      <translation>Kumshtaki Ada kwa kuasi</translation>
    </message>
    <message>
      <source>Nothing: the trick stands</source>
      <translation>Hakuna: hila inabaki</translation>
    </message>
    <message>
      <source>Right: the cards played prove Bo's renege.</source>
      <translation>Sawa: kadi zilizochezwa zinathibitisha kuasi kwa Bo.</translation>
    </message>
    <message>
      <source>No: Ada followed suit every time.</source>
      <translation>Hapana: Ada alifuata suti kila mara.</translation>
    </message>
    <message>
      <source>No: a renege that nobody calls costs nothing, so call it.</source>
      <translation>Hapana: kuasi ambako hakuna anayekushtaki hakugharimu chochote, kwa hiyo kushtaki.</translation>
    </message>
    <message>
      <source>Call the renege on Bo.</source>
      <translation>Mshtaki Bo kwa kuasi.</translation>
    </message>
    <message>
      <source>Bo loses 2 points, the renege penalty. The tricks stand as they were played.</source>
      <translation>Bo anapoteza pointi 2, adhabu ya kuasi. Hila zinabaki kama zilivyochezwa.</translation>
    </message>
    <message>
      <source>Call the renege first: Bo's K♠ has just proved it.</source>
      <translation>Kwanza shtaki kuasi: K♠ ya Bo imekuthibitisha sasa hivi.</translation>
    </message>
    <message>
      <source>Ada followed suit every time: nothing proves a renege by her.</source>
      <translation>Ada alifuata suti kila mara: hakuna kinachothibitisha kuasi kwake.</translation>
    </message>
    <message>
      <source>Now follow suit with the 10♠.</source>
      <translation>Sasa fuata suti kwa 10♠.</translation>
    </message>
    <message>
      <source>Follow suit with the 10♠, your last spade.</source>
      <translation>Fuata suti kwa 10♠, jembe lako la mwisho.</translation>
    </message>
    <message>
      <source>A renege can be called only once the cards played prove it, and each renege only once. A call that the cards do not prove is refused. Calls are open until the next hand is dealt. Now play out this hand yourself.</source>
      <translation>Kuasi kunaweza kushtakiwa tu pale kadi zilizochezwa zinapokuthibitisha, na kila kuasi mara moja tu. Shtaka ambalo kadi hazithibitishi linakataliwa. Mashtaka yanawezekana hadi mkono unaofuata ugawiwe. Sasa cheza mkono huu hadi mwisho mwenyewe.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 07-strategy</name>
    <message>
      <source>First strategy</source>
      <translation>Mbinu za kwanza</translation>
    </message>
    <message>
      <source>Leading through the maker, keeping a bower guarded, counting trumps, and when to shoot the moon.</source>
      <translation>Kuongoza kupitia mteuzi, kumlinda bower, kuhesabu turufu, na lini kupiga mwezi.</translation>
    </message>
    <message>
      <source>Some first strategy. In this Cutthroat hand Ada ordered up hearts, Bo left the 10♥ on the kitty, and Ada took the dummy: she is the maker, and you and Bo defend together.</source>
      <translation>Mbinu kadhaa za kwanza. Katika mkono huu wa Cutthroat Ada aliagiza mioyo, Bo aliacha 10♥ kwenye akiba, na Ada alichukua mkono bubu: yeye ni mteuzi, na wewe na Bo mnalinda pamoja.</translation>
    </message>
    <message>
      <source>Lead through the maker. Ada sits on your left, so when you lead she must play second, before Bo. Bo then sees her card and can beat it, or save his good cards.</source>
      <translation>Ongoza kupitia mteuzi. Ada ameketi kushoto kwako, kwa hiyo unapoongoza lazima acheze wa pili, kabla ya Bo. Kisha Bo anaona kadi yake na anaweza kuishinda, au kuhifadhi kadi zake nzuri.</translation>
    </message>
    <message>
      <source>Lead the 9♠ through Ada.</source>
      <translation>Ongoza 9♠ kupitia Ada.</translation>
    </message>
    <message>
      <source>For this lesson, lead the 9♠ through Ada.</source>
      <translation>Kwa somo hili, ongoza 9♠ kupitia Ada.</translation>
    </message>
    <message>
      <source>Ada played the K♠, and Bo, who played after her, won the trick with the A♠.</source>
      <translation>Ada alicheza K♠, na Bo, aliyecheza baada yake, alishinda hila kwa A♠.</translation>
    </message>
    <message>
      <source>The winner leads next: Bo led the K♣.</source>
      <translation>Mshindi wa hila anaongoza inayofuata: Bo aliongoza K♣.</translation>
    </message>
    <message>
      <source>You have no clubs. If you trump, Ada, who plays after you, can over-trump. Keep your trumps and throw the 10♦.</source>
      <translation>Huna pau. Ukikata kwa turufu, Ada, anayecheza baada yako, anaweza kukata juu yako. Bakiza turufu zako na utupe 10♦.</translation>
    </message>
    <message>
      <source>Keep your trumps and throw the 10♦.</source>
      <translation>Bakiza turufu zako na utupe 10♦.</translation>
    </message>
    <message>
      <source>Ada plays after you and can over-trump your 9♥: keep it and throw the 10♦.</source>
      <translation>Ada anacheza baada yako na anaweza kukata juu ya 9♥ yako: ibakize na utupe 10♦.</translation>
    </message>
    <message>
      <source>Ada could still beat your left bower with the right bower: keep it and throw the 10♦.</source>
      <translation>Ada bado angeweza kumshinda bower wako wa kushoto kwa bower wa kulia: mbakize na utupe 10♦.</translation>
    </message>
    <message>
      <source>Ada trumped with the Q♥ and took the trick.</source>
      <translation>Ada alikata kwa turufu Q♥ na akashinda hila.</translation>
    </message>
    <message>
      <source>Ada led the J♥, the right bower, and Bo, who has no hearts, threw away the 9♣.</source>
      <translation>Ada aliongoza J♥, bower wa kulia, na Bo, ambaye hana mioyo, alitupa 9♣.</translation>
    </message>
    <message>
      <source>You hold the J♦ and the 9♥, both trumps. Which should you play?</source>
      <translation>Una J♦ na 9♥, zote turufu. Unapaswa kucheza ipi?</translation>
    </message>
    <message>
      <source>The J♦</source>
      <translation>J♦</translation>
    </message>
    <message>
      <source>The 9♥</source>
      <translation>9♥</translation>
    </message>
    <message>
      <source>No: the right bower beats it, so your left bower would be lost for nothing.</source>
      <translation>Hapana: bower wa kulia anaishinda, kwa hiyo bower wako wa kushoto angepotea bure.</translation>
    </message>
    <message>
      <source>Right: the 9♥ follows suit, and your left bower stays safe.</source>
      <translation>Sawa: 9♥ inafuata suti, na bower wako wa kushoto anabaki salama.</translation>
    </message>
    <message>
      <source>Play the 9♥ and keep your left bower.</source>
      <translation>Cheza 9♥ na umbakize bower wako wa kushoto.</translation>
    </message>
    <message>
      <source>The J♦ would lose to the right bower: play the 9♥ and keep it.</source>
      <translation>J♦ ingeshindwa na bower wa kulia: cheza 9♥ na uibakize.</translation>
    </message>
    <message>
      <source>That is keeping a bower guarded: a small trump beside it lets you follow when a higher trump is led. Now that the J♥ is gone, your J♦ is the highest trump left.</source>
      <translation>Huko ndiko kumlinda bower: turufu ndogo kando yake inakuwezesha kufuata turufu ya juu zaidi inapoongozwa. Sasa kwa kuwa J♥ imeondoka, J♦ yako ndiyo turufu ya juu zaidi iliyobaki.</translation>
    </message>
    <message>
      <source>Count the trumps. Seven cards are trumps: the two bowers and the A, K, Q, 10 and 9 of trump. You saw the 10♥ stay on the kitty when Bo left it, the Q♥, J♥ and 9♥ played, and you hold the J♦. How many trumps have you not seen?</source>
      <translation>Hesabu turufu. Kadi saba ni turufu: bowers wawili na A, K, Q, 10 na 9 za turufu. Uliona 10♥ ikibaki kwenye akiba Bo alipoiacha, Q♥, J♥ na 9♥ zikichezwa, na una J♦. Ni turufu ngapi hujaziona?</translation>
    </message>
    <message>
      <source>None</source>
      <translation>Hakuna</translation>
    </message>
    <message>
      <source>Two</source>
      <translation>Mbili</translation>
    </message>
    <message>
      <source>Four</source>
      <translation>Nne</translation>
    </message>
    <message>
      <source>No: the A♥ and the K♥ have not been seen yet.</source>
      <translation>Hapana: A♥ na K♥ bado hazijaonekana.</translation>
    </message>
    <message>
      <source>Right: the A♥ and the K♥. Your J♦ beats them both.</source>
      <translation>Sawa: A♥ na K♥. J♦ yako inazishinda zote mbili.</translation>
    </message>
    <message>
      <source>No: five of the seven trumps are accounted for.</source>
      <translation>Hapana: turufu tano kati ya saba zinajulikana.</translation>
    </message>
    <message>
      <source>When to shoot the moon, in Ghost Hand: only when you can count all six tricks, for example with both bowers, more top trumps and an ace. One lost trick turns 24 points into a loss of 6.</source>
      <translation>Lini kupiga mwezi, katika Ghost Hand: tu unapoweza kuhesabu hila zote sita, kwa mfano ukiwa na bowers wote wawili, turufu nyingine za juu na Ace. Hila moja iliyopotea inageuza pointi 24 kuwa hasara ya 6.</translation>
    </message>
    <message>
      <source>Hearts would be trump. Which hand should shoot the moon?</source>
      <translation>Mioyo ingekuwa turufu. Ni mkono upi unapaswa kupiga mwezi?</translation>
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
      <translation>Sawa: turufu tano za juu zinavuta kila turufu nyingine, na kisha A♠ inashinda pia.</translation>
    </message>
    <message>
      <source>No: the left bower and the queen of trump are out against you, and the 9♣ will lose.</source>
      <translation>Hapana: bower wa kushoto na Malkia wa turufu wako upande wa wapinzani, na 9♣ itashindwa.</translation>
    </message>
    <message>
      <source>No: without the right bower your trumps can be beaten.</source>
      <translation>Hapana: bila bower wa kulia turufu zako zinaweza kushindwa.</translation>
    </message>
    <message>
      <source>Now play out this hand with Bo as your partner.</source>
      <translation>Sasa cheza mkono huu hadi mwisho, Bo akiwa mwenzako.</translation>
    </message>
  </context>
  <context>
    <name>Practice</name>
    <message>
      <source>Play the K♦: you have no hearts, so trump the 10♥, and you play last; the trick is yours.</source>
      <translation>Cheza K♦: huna mioyo, kwa hiyo kata 10♥ kwa turufu, na unacheza mwisho; hila ni yako.</translation>
    </message>
    <message>
      <source>Play the A♠, the only card you may play.</source>
      <translation>Cheza A♠, kadi pekee unayoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the K♥.</source>
      <translation>Ada hana jembe na anatupa K♥.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the Q♣; the trick is yours.</source>
      <translation>Bo hana jembe na anatupa Q♣; hila ni yako.</translation>
    </message>
    <message>
      <source>The A♠ looks natural, but Ada takes that trick with the 10♥, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation>A♠ inaonekana chaguo la kawaida, lakini Ada anachukua hila hiyo kwa 10♥, na dhidi ya ulinzi bora unachukua hila 1 tu kati ya 2 za mwisho.</translation>
    </message>
    <message>
      <source>Take all of the last 2 tricks.</source>
      <translation>Chukua hila zote 2 za mwisho.</translation>
    </message>
    <message>
      <source>That card does not reach the goal against best defence.</source>
      <translation>Kadi hiyo haifikii lengo dhidi ya ulinzi bora.</translation>
    </message>
    <message>
      <source>Lead the J♣: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1) before they can trump your winners.</source>
      <translation>Ongoza J♣: hakuna mwingine aliye na turufu ya juu zaidi, na kuongoza turufu kunavuta turufu zao (Bo 1) kabla hawajaweza kukata kwa turufu kadi zako zinazoshinda.</translation>
    </message>
    <message>
      <source>Bo follows with the A♣; the trick is yours.</source>
      <translation>Bo anafuata kwa A♣; hila ni yako.</translation>
    </message>
    <message>
      <source>Play the Q♥, the only card you may play.</source>
      <translation>Cheza Q♥, kadi pekee unayoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the K♠; the trick is yours.</source>
      <translation>Bo hana mioyo na anatupa K♠; hila ni yako.</translation>
    </message>
    <message>
      <source>The Q♥ looks natural, but Bo takes that trick with the A♣, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation>Q♥ inaonekana chaguo la kawaida, lakini Bo anachukua hila hiyo kwa A♣, na dhidi ya ulinzi bora unachukua hila 1 tu kati ya 2 za mwisho.</translation>
    </message>
    <message>
      <source>Lead the J♠: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1 and Ada 1) before they can trump your winners.</source>
      <translation>Ongoza J♠: hakuna mwingine aliye na turufu ya juu zaidi, na kuongoza turufu kunavuta turufu zao (Bo 1 na Ada 1) kabla hawajaweza kukata kwa turufu kadi zako zinazoshinda.</translation>
    </message>
    <message>
      <source>Ada follows with the A♣.</source>
      <translation>Ada anafuata kwa A♣.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♣; the trick is yours.</source>
      <translation>Bo anafuata kwa Q♣; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the K♣: count the trumps: 6 of the 7 have been played and you hold 1, and Bo and Ada have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation>Ongoza K♣: hesabu turufu: 6 kati ya 7 zimeshachezwa na una 1, na Bo na Ada hawana iliyobaki, kwa hiyo turufu zako ndizo zenye nguvu kuliko zote (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the 9♠.</source>
      <translation>Ada hana turufu na anatupa 9♠.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the 10♥; the trick is yours.</source>
      <translation>Bo hana turufu na anatupa 10♥; hila ni yako.</translation>
    </message>
    <message>
      <source>Ada follows with the Q♠.</source>
      <translation>Ada anafuata kwa Q♠.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the Q♥; the trick is yours.</source>
      <translation>Bo hana jembe na anatupa Q♥; hila ni yako.</translation>
    </message>
    <message>
      <source>The K♣ looks natural, but Ada takes that trick with the A♣, and against best defence you take only 2 of the last 3 tricks.</source>
      <translation>K♣ inaonekana chaguo la kawaida, lakini Ada anachukua hila hiyo kwa A♣, na dhidi ya ulinzi bora unachukua hila 2 tu kati ya 3 za mwisho.</translation>
    </message>
    <message>
      <source>Not the A♠: Bo takes that trick with the Q♣, and against best defence you take only 1 of the last 3 tricks.</source>
      <translation>Si A♠: Bo anachukua hila hiyo kwa Q♣, na dhidi ya ulinzi bora unachukua hila 1 tu kati ya 3 za mwisho.</translation>
    </message>
    <message>
      <source>Take all of the last 3 tricks.</source>
      <translation>Chukua hila zote 3 za mwisho.</translation>
    </message>
    <message>
      <source>Play the Q♠: you have no diamonds, so trump the K♦, and you play last; the trick is yours.</source>
      <translation>Cheza Q♠: huna almasi, kwa hiyo kata K♦ kwa turufu, na unacheza mwisho; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Ongoza Q♣: hakuna mwingine aliye na pau ya juu zaidi, kwa hiyo Ada lazima atumie turufu ili kuishinda: hilo linalazimisha turufu moja itoke (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the J♣.</source>
      <translation>Ada hana pau na anakata kwa turufu J♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the J♠; Bo wins the trick.</source>
      <translation>Bo hana pau na anakata kwa turufu J♠; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Bo leads the K♠.</source>
      <translation>Bo anaongoza K♠.</translation>
    </message>
    <message>
      <source>Play the K♣, the only card you may play.</source>
      <translation>Cheza K♣, kadi pekee unayoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the A♥; Bo wins the trick.</source>
      <translation>Ada hana turufu na anatupa A♥; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>The K♣ looks natural, but Ada takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation>K♣ inaonekana chaguo la kawaida, lakini Ada anachukua hila hiyo kwa K♦, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 3 za mwisho.</translation>
    </message>
    <message>
      <source>Not the Q♣: Ada takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation>Si Q♣: Ada anachukua hila hiyo kwa K♦, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 3 za mwisho.</translation>
    </message>
    <message>
      <source>Take 1 of the last 3 tricks.</source>
      <translation>Chukua hila 1 kati ya 3 za mwisho.</translation>
    </message>
    <message>
      <source>Play the Q♦: you have no spades, so trump the Q♠, and Ada cannot beat it.</source>
      <translation>Cheza Q♦: huna jembe, kwa hiyo kata Q♠ kwa turufu, na Ada hawezi kuishinda.</translation>
    </message>
    <message>
      <source>Ada follows with the J♠; the trick is yours.</source>
      <translation>Ada anafuata kwa J♠; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, so Bo must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Ongoza Q♣: hakuna mwingine aliye na pau ya juu zaidi, kwa hiyo Bo lazima atumie turufu ili kuishinda: hilo linalazimisha turufu moja itoke (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Ada follows with the J♣.</source>
      <translation>Ada anafuata kwa J♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 9♦; Bo wins the trick.</source>
      <translation>Bo hana pau na anakata kwa turufu 9♦; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Bo leads the K♦.</source>
      <translation>Bo anaongoza K♦.</translation>
    </message>
    <message>
      <source>Play the A♣, the only card you may play.</source>
      <translation>Cheza A♣, kadi pekee unayoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>Ada follows with the J♥; Ada wins the trick.</source>
      <translation>Ada anafuata kwa J♥; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>The Q♣ looks natural, but Bo takes that trick with the Q♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>Q♣ inaonekana chaguo la kawaida, lakini Bo anachukua hila hiyo kwa Q♠, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 3 za mwisho.</translation>
    </message>
    <message>
      <source>Not the A♣: Bo takes that trick with the Q♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>Si A♣: Bo anachukua hila hiyo kwa Q♠, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 3 za mwisho.</translation>
    </message>
    <message>
      <source>Play the 10♠: you have no hearts, so trump the A♥, and you play last; the trick is yours.</source>
      <translation>Cheza 10♠: huna mioyo, kwa hiyo kata A♥ kwa turufu, na unacheza mwisho; hila ni yako.</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♠.</source>
      <translation>Ada hana pau na anakata kwa turufu 9♠.</translation>
    </message>
    <message>
      <source>Bo follows with the 10♣; Ada wins the trick.</source>
      <translation>Bo anafuata kwa 10♣; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Ada leads the A♠.</source>
      <translation>Ada anaongoza A♠.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♥.</source>
      <translation>Bo hana turufu na anatupa J♥.</translation>
    </message>
    <message>
      <source>Play the 10♦, the only card you may play; Ada wins the trick.</source>
      <translation>Cheza 10♦, kadi pekee unayoruhusiwa kucheza; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>The Q♣ looks natural, but Ada takes that trick with the A♥, and against best defence you take none of the last 3 tricks.</source>
      <translation>Q♣ inaonekana chaguo la kawaida, lakini Ada anachukua hila hiyo kwa A♥, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 3 za mwisho.</translation>
    </message>
    <message>
      <source>Not the 10♦: Ada takes that trick with the A♥, and against best defence you take none of the last 3 tricks.</source>
      <translation>Si 10♦: Ada anachukua hila hiyo kwa A♥, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 3 za mwisho.</translation>
    </message>
    <message>
      <source>Play the J♦: it beats the A♥, and Ada cannot beat it.</source>
      <translation>Cheza J♦: inashinda A♥, na Ada hawezi kuishinda.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the 9♣; the trick is yours.</source>
      <translation>Ada hana turufu na anatupa 9♣; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the K♣: nobody else holds a higher club, so Bo must spend a trump to win it: that forces out a trump.</source>
      <translation>Ongoza K♣: hakuna mwingine aliye na pau ya juu zaidi, kwa hiyo Bo lazima atumie turufu ili kuishinda: hilo linalazimisha turufu moja itoke.</translation>
    </message>
    <message>
      <source>Ada follows with the Q♣.</source>
      <translation>Ada anafuata kwa Q♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the A♦; the trick is yours.</source>
      <translation>Bo hana pau na anatupa A♦; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the 10♥: leading a trump draws the others' trumps (Bo 2) while your other cards are safe (from here any card keeps the goal).</source>
      <translation>Ongoza 10♥: kuongoza turufu kunavuta turufu za wengine (Bo 2) huku kadi zako nyingine zikiwa salama (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♦.</source>
      <translation>Ada hana turufu na anatupa K♦.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♥; Bo wins the trick.</source>
      <translation>Bo anafuata kwa Q♥; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Bo leads the 9♥.</source>
      <translation>Bo anaongoza 9♥.</translation>
    </message>
    <message>
      <source>Play the K♥, the only card you may play.</source>
      <translation>Cheza K♥, kadi pekee unayoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♠; the trick is yours.</source>
      <translation>Ada hana turufu na anatupa Q♠; hila ni yako.</translation>
    </message>
    <message>
      <source>The K♥ looks natural, but Bo takes that trick with the A♥, and against best defence the maker still takes 3 tricks.</source>
      <translation>K♥ inaonekana chaguo la kawaida, lakini Bo anachukua hila hiyo kwa A♥, na dhidi ya ulinzi bora mteuzi bado anachukua hila 3.</translation>
    </message>
    <message>
      <source>Not the 10♥: Bo takes that trick with the A♥, and against best defence the maker still takes 3 tricks.</source>
      <translation>Si 10♥: Bo anachukua hila hiyo kwa A♥, na dhidi ya ulinzi bora mteuzi bado anachukua hila 3.</translation>
    </message>
    <message>
      <source>Set Bo: keep them under 3 tricks.</source>
      <translation>Mwangushe Bo: mzuie chini ya hila 3.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the Q♠.</source>
      <translation>Ada hana pau na anatupa Q♠.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 10♦; Bo wins the trick.</source>
      <translation>Bo hana pau na anakata kwa turufu 10♦; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Bo leads the Q♦.</source>
      <translation>Bo anaongoza Q♦.</translation>
    </message>
    <message>
      <source>Play the 9♦, the only card you may play.</source>
      <translation>Cheza 9♦, kadi pekee unayoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>Ada leads the K♥.</source>
      <translation>Ada anaongoza K♥.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the 10♠.</source>
      <translation>Bo hana mioyo na anatupa 10♠.</translation>
    </message>
    <message>
      <source>Play the A♥, the only card you may play; the trick is yours.</source>
      <translation>Cheza A♥, kadi pekee unayoruhusiwa kucheza; hila ni yako.</translation>
    </message>
    <message>
      <source>Play the J♠, the only card you may play.</source>
      <translation>Cheza J♠, kadi pekee unayoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>Ada follows with the K♠.</source>
      <translation>Ada anafuata kwa K♠.</translation>
    </message>
    <message>
      <source>Bo follows with the A♠; Bo wins the trick.</source>
      <translation>Bo anafuata kwa A♠; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>The A♥ looks natural, but Bo takes that trick with the 10♦, and against best defence you take none of the last 4 tricks.</source>
      <translation>A♥ inaonekana chaguo la kawaida, lakini Bo anachukua hila hiyo kwa 10♦, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 4 za mwisho.</translation>
    </message>
    <message>
      <source>Not the 9♦: Bo takes a later trick with the Q♦, and against best defence you take none of the last 4 tricks.</source>
      <translation>Si 9♦: Bo anachukua hila ya baadaye kwa Q♦, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 4 za mwisho.</translation>
    </message>
    <message>
      <source>Not the J♠: Bo takes that trick with the A♠, and against best defence you take none of the last 4 tricks.</source>
      <translation>Si J♠: Bo anachukua hila hiyo kwa A♠, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 4 za mwisho.</translation>
    </message>
    <message>
      <source>Take 1 of the last 4 tricks.</source>
      <translation>Chukua hila 1 kati ya 4 za mwisho.</translation>
    </message>
    <message>
      <source>Lead the J♦: nobody else holds a higher trump, and leading trumps draws theirs (Ada 1 and Bo 1) before they can trump your winners.</source>
      <translation>Ongoza J♦: hakuna mwingine aliye na turufu ya juu zaidi, na kuongoza turufu kunavuta turufu zao (Ada 1 na Bo 1) kabla hawajaweza kukata kwa turufu kadi zako zinazoshinda.</translation>
    </message>
    <message>
      <source>Ada follows with the J♥.</source>
      <translation>Ada anafuata kwa J♥.</translation>
    </message>
    <message>
      <source>Bo follows with the A♦; the trick is yours.</source>
      <translation>Bo anafuata kwa A♦; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the Q♦: count the trumps: 4 of the 7 have been played and you hold 2, and Ada and Bo have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation>Ongoza Q♦: hesabu turufu: 4 kati ya 7 zimeshachezwa na una 2, na Ada na Bo hawana iliyobaki, kwa hiyo turufu zako ndizo zenye nguvu kuliko zote (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♣.</source>
      <translation>Ada hana turufu na anatupa Q♣.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♣; the trick is yours.</source>
      <translation>Bo hana turufu na anatupa J♣; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the K♦: count the trumps: 5 of the 7 have been played and you hold 1, and Ada and Bo have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation>Ongoza K♦: hesabu turufu: 5 kati ya 7 zimeshachezwa na una 1, na Ada na Bo hawana iliyobaki, kwa hiyo turufu zako ndizo zenye nguvu kuliko zote (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♣.</source>
      <translation>Ada hana turufu na anatupa K♣.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the A♣; the trick is yours.</source>
      <translation>Bo hana turufu na anatupa A♣; hila ni yako.</translation>
    </message>
    <message>
      <source>Play the A♥, the only card you may play.</source>
      <translation>Cheza A♥, kadi pekee unayoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♠.</source>
      <translation>Ada hana mioyo na anatupa Q♠.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the 9♠; the trick is yours.</source>
      <translation>Bo hana mioyo na anatupa 9♠; hila ni yako.</translation>
    </message>
    <message>
      <source>The K♦ looks natural, but Ada takes that trick with the J♥, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>K♦ inaonekana chaguo la kawaida, lakini Ada anachukua hila hiyo kwa J♥, na dhidi ya ulinzi bora unachukua hila 3 tu kati ya 4 za mwisho.</translation>
    </message>
    <message>
      <source>Not the Q♦: Ada takes that trick with the J♥, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>Si Q♦: Ada anachukua hila hiyo kwa J♥, na dhidi ya ulinzi bora unachukua hila 3 tu kati ya 4 za mwisho.</translation>
    </message>
    <message>
      <source>Not the A♥: Bo takes that trick with the A♦, and against best defence you take only 2 of the last 4 tricks.</source>
      <translation>Si A♥: Bo anachukua hila hiyo kwa A♦, na dhidi ya ulinzi bora unachukua hila 2 tu kati ya 4 za mwisho.</translation>
    </message>
    <message>
      <source>Take all of the last 4 tricks.</source>
      <translation>Chukua hila zote 4 za mwisho.</translation>
    </message>
    <message>
      <source>Play the Q♦: you have no clubs, so trump the A♣, and Ada cannot beat it.</source>
      <translation>Cheza Q♦: huna pau, kwa hiyo kata A♣ kwa turufu, na Ada hawezi kuishinda.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♣; the trick is yours.</source>
      <translation>Ada anafuata kwa 10♣; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the Q♥: nobody else holds a higher heart, so Bo must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Ongoza Q♥: hakuna mwingine aliye na moyo wa juu zaidi, kwa hiyo Bo lazima atumie turufu ili kuishinda: hilo linalazimisha turufu moja itoke (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♣.</source>
      <translation>Ada hana mioyo na anatupa Q♣.</translation>
    </message>
    <message>
      <source>Bo has no hearts and trumps with the 10♦; Bo wins the trick.</source>
      <translation>Bo hana mioyo na anakata kwa turufu 10♦; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Bo leads the K♣.</source>
      <translation>Bo anaongoza K♣.</translation>
    </message>
    <message>
      <source>Play the K♥: you have no clubs and cannot win, so throw away a card you do not need (from here any card keeps the goal).</source>
      <translation>Cheza K♥: huna pau na huwezi kushinda, kwa hiyo tupa kadi usiyoihitaji (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♦; Ada wins the trick.</source>
      <translation>Ada hana pau na anakata kwa turufu 9♦; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Ada leads the K♦.</source>
      <translation>Ada anaongoza K♦.</translation>
    </message>
    <message>
      <source>Bo follows with the A♦.</source>
      <translation>Bo anafuata kwa A♦.</translation>
    </message>
    <message>
      <source>Play the A♥, the only card you may play; Bo wins the trick.</source>
      <translation>Cheza A♥, kadi pekee unayoruhusiwa kucheza; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>The A♥ looks natural, but Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>A♥ inaonekana chaguo la kawaida, lakini Bo anachukua hila hiyo kwa A♣, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 4 za mwisho.</translation>
    </message>
    <message>
      <source>Not the Q♥: Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>Si Q♥: Bo anachukua hila hiyo kwa A♣, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 4 za mwisho.</translation>
    </message>
    <message>
      <source>Not the K♥: Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>Si K♥: Bo anachukua hila hiyo kwa A♣, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 4 za mwisho.</translation>
    </message>
    <message>
      <source>Lead the 9♣ through Ada, the maker: she plays second, and Bo, last, can beat her card or keep his own.</source>
      <translation>Ongoza 9♣ kupitia Ada, mteuzi: yeye anacheza wa pili, na Bo, anayecheza mwisho, anaweza kushinda kadi yake au kuhifadhi zake mwenyewe.</translation>
    </message>
    <message>
      <source>Bo follows with the K♣; Ada wins the trick.</source>
      <translation>Bo anafuata kwa K♣; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Ada leads the J♦.</source>
      <translation>Ada anaongoza J♦.</translation>
    </message>
    <message>
      <source>Bo follows with the A♥.</source>
      <translation>Bo anafuata kwa A♥.</translation>
    </message>
    <message>
      <source>Play the 9♥: you cannot beat the J♦, so play your lowest trump (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>Cheza 9♥: huwezi kushinda J♦, kwa hiyo cheza turufu yako ya chini kabisa (kuanzia hapa kadi yoyote bado inafikia lengo); Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Ada leads the Q♦.</source>
      <translation>Ada anaongoza Q♦.</translation>
    </message>
    <message>
      <source>Play the 9♦, the only card you may play; Bo wins the trick.</source>
      <translation>Cheza 9♦, kadi pekee unayoruhusiwa kucheza; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Bo leads the 10♣.</source>
      <translation>Bo anaongoza 10♣.</translation>
    </message>
    <message>
      <source>Play the J♣, the only card you may play.</source>
      <translation>Cheza J♣, kadi pekee unayoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the K♦; the trick is yours.</source>
      <translation>Ada hana pau na anatupa K♦; hila ni yako.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the Q♠; Ada wins the trick.</source>
      <translation>Bo hana turufu na anatupa Q♠; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>The 9♦ looks natural, but Ada takes a later trick with the A♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>9♦ inaonekana chaguo la kawaida, lakini Ada anachukua hila ya baadaye kwa A♣, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 5 za mwisho.</translation>
    </message>
    <message>
      <source>Not the J♣: Ada takes that trick with the A♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>Si J♣: Ada anachukua hila hiyo kwa A♣, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 5 za mwisho.</translation>
    </message>
    <message>
      <source>Not the 9♥: Ada takes that trick with the J♦, and against best defence you take none of the last 5 tricks.</source>
      <translation>Si 9♥: Ada anachukua hila hiyo kwa J♦, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 5 za mwisho.</translation>
    </message>
    <message>
      <source>Not the K♥: Ada takes that trick with the J♦, and against best defence you take none of the last 5 tricks.</source>
      <translation>Si K♥: Ada anachukua hila hiyo kwa J♦, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 5 za mwisho.</translation>
    </message>
    <message>
      <source>Take 1 of the last 5 tricks.</source>
      <translation>Chukua hila 1 kati ya 5 za mwisho.</translation>
    </message>
    <message>
      <source>Play the K♠: you have no clubs, so trump the A♣, and you play last; the trick is yours.</source>
      <translation>Cheza K♠: huna pau, kwa hiyo kata A♣ kwa turufu, na unacheza mwisho; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the 9♦: nobody else holds a higher diamond, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Ongoza 9♦: hakuna mwingine aliye na almasi ya juu zaidi, kwa hiyo Ada lazima atumie turufu ili kuishinda: hilo linalazimisha turufu moja itoke (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Ada has no diamonds and throws away the 10♣.</source>
      <translation>Ada hana almasi na anatupa 10♣.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and throws away the K♥; the trick is yours.</source>
      <translation>Bo hana almasi na anatupa K♥; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the K♦: nobody else holds a higher diamond, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Ongoza K♦: hakuna mwingine aliye na almasi ya juu zaidi, kwa hiyo Ada lazima atumie turufu ili kuishinda: hilo linalazimisha turufu moja itoke (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Ada has no diamonds and trumps with the J♣.</source>
      <translation>Ada hana almasi na anakata kwa turufu J♣.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and trumps with the 9♠; Ada wins the trick.</source>
      <translation>Bo hana almasi na anakata kwa turufu 9♠; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Ada leads the Q♣.</source>
      <translation>Ada anaongoza Q♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 10♠.</source>
      <translation>Bo hana pau na anakata kwa turufu 10♠.</translation>
    </message>
    <message>
      <source>Play the A♦: Bo's 10♠ already wins the trick for your side, so you need not win it (from here any card keeps the goal); Bo wins the trick.</source>
      <translation>Cheza A♦: 10♠ ya Bo tayari inashinda hila kwa upande wenu, kwa hiyo huhitaji kuishinda (kuanzia hapa kadi yoyote bado inafikia lengo); Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Bo leads the Q♠.</source>
      <translation>Bo anaongoza Q♠.</translation>
    </message>
    <message>
      <source>Ada follows with the A♠; Ada wins the trick.</source>
      <translation>Ada anafuata kwa A♠; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>The A♦ looks natural, but Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>A♦ inaonekana chaguo la kawaida, lakini Ada anachukua hila hiyo kwa A♣, na dhidi ya ulinzi bora mteuzi bado anachukua hila 3.</translation>
    </message>
    <message>
      <source>Not the 9♦: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>Si 9♦: Ada anachukua hila hiyo kwa A♣, na dhidi ya ulinzi bora mteuzi bado anachukua hila 3.</translation>
    </message>
    <message>
      <source>Not the K♦: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>Si K♦: Ada anachukua hila hiyo kwa A♣, na dhidi ya ulinzi bora mteuzi bado anachukua hila 3.</translation>
    </message>
    <message>
      <source>Not the A♥: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>Si A♥: Ada anachukua hila hiyo kwa A♣, na dhidi ya ulinzi bora mteuzi bado anachukua hila 3.</translation>
    </message>
    <message>
      <source>Set Ada: keep them under 3 tricks.</source>
      <translation>Mwangushe Ada: mzuie chini ya hila 3.</translation>
    </message>
    <message>
      <source>Play the 10♣: you cannot beat the J♣, so play a small trump and keep your J♠ guarded: it wins a trick later.</source>
      <translation>Cheza 10♣: huwezi kushinda J♣, kwa hiyo cheza turufu ndogo na uilinde J♠ yako: itashinda hila baadaye.</translation>
    </message>
    <message>
      <source>Ada follows with the 9♣; Bo wins the trick.</source>
      <translation>Ada anafuata kwa 9♣; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Bo leads the Q♣.</source>
      <translation>Bo anaongoza Q♣.</translation>
    </message>
    <message>
      <source>Ada follows with the K♣; the trick is yours.</source>
      <translation>Ada anafuata kwa K♣; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the 9♠ towards Ada, who holds a higher spade (from here any card keeps the goal).</source>
      <translation>Ongoza 9♠ kuelekea Ada, aliye na jembe la juu zaidi (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the A♦; Ada wins the trick.</source>
      <translation>Bo hana jembe na anatupa A♦; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Ada leads the A♣.</source>
      <translation>Ada anaongoza A♣.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the K♥.</source>
      <translation>Bo hana turufu na anatupa K♥.</translation>
    </message>
    <message>
      <source>Play the 10♠: Ada's A♣ already wins the trick for your side, so you need not win it (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>Cheza 10♠: A♣ ya Ada tayari inashinda hila kwa upande wenu, kwa hiyo huhitaji kuishinda (kuanzia hapa kadi yoyote bado inafikia lengo); Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the A♥.</source>
      <translation>Bo hana jembe na anatupa A♥.</translation>
    </message>
    <message>
      <source>Play the Q♠, the only card you may play; Ada wins the trick.</source>
      <translation>Cheza Q♠, kadi pekee unayoruhusiwa kucheza; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>The J♠ looks natural, but Bo takes that trick with the J♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>J♠ inaonekana chaguo la kawaida, lakini Bo anachukua hila hiyo kwa J♣, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 5 za mwisho.</translation>
    </message>
    <message>
      <source>Play the 9♦: you cannot beat the A♦, so play your lowest trump and keep the K♦, which wins a trick later.</source>
      <translation>Cheza 9♦: huwezi kushinda A♦, kwa hiyo cheza turufu yako ya chini kabisa na ubakize K♦, ambayo itashinda hila baadaye.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♥; Bo wins the trick.</source>
      <translation>Ada hana turufu na anatupa Q♥; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Bo leads the 10♦.</source>
      <translation>Bo anaongoza 10♦.</translation>
    </message>
    <message>
      <source>Play the K♦, the only card you may play.</source>
      <translation>Cheza K♦, kadi pekee unayoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>The K♦ looks natural, but Bo takes that trick with the A♦, and against best defence you take only 2 tricks in all.</source>
      <translation>K♦ inaonekana chaguo la kawaida, lakini Bo anachukua hila hiyo kwa A♦, na dhidi ya ulinzi bora unachukua hila 2 tu kwa jumla.</translation>
    </message>
    <message>
      <source>Make your bid: take at least 3 tricks in all.</source>
      <translation>Fanikisha zabuni yako: chukua angalau hila 3 kwa jumla.</translation>
    </message>
    <message>
      <source>Play the K♣: you have no diamonds, so trump the A♦, and you play last; the trick is yours.</source>
      <translation>Cheza K♣: huna almasi, kwa hiyo kata A♦ kwa turufu, na unacheza mwisho; hila ni yako.</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the 10♠.</source>
      <translation>Ada hana mioyo na anatupa 10♠.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the Q♠; the trick is yours.</source>
      <translation>Bo hana mioyo na anatupa Q♠; hila ni yako.</translation>
    </message>
    <message>
      <source>The K♥ looks natural, but Ada takes that trick with the A♦, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation>K♥ inaonekana chaguo la kawaida, lakini Ada anachukua hila hiyo kwa A♦, na dhidi ya ulinzi bora unachukua hila 1 tu kati ya 2 za mwisho.</translation>
    </message>
    <message>
      <source>Lead the K♥: nobody else holds a higher heart, and Bo cannot trump it.</source>
      <translation>Ongoza K♥: hakuna mwingine aliye na moyo wa juu zaidi, na Bo hawezi kuikata kwa turufu.</translation>
    </message>
    <message>
      <source>Ada follows with the Q♥.</source>
      <translation>Ada anafuata kwa Q♥.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the J♦; the trick is yours.</source>
      <translation>Bo hana mioyo na anatupa J♦; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the 10♥: nobody else holds a higher heart, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Ongoza 10♥: hakuna mwingine aliye na moyo wa juu zaidi, kwa hiyo Ada lazima atumie turufu ili kuishinda: hilo linalazimisha turufu moja itoke (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Ada has no hearts and trumps with the 9♣.</source>
      <translation>Ada hana mioyo na anakata kwa turufu 9♣.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the K♦; Ada wins the trick.</source>
      <translation>Bo hana mioyo na anatupa K♦; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Ada leads the K♣.</source>
      <translation>Ada anaongoza K♣.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the A♠.</source>
      <translation>Bo hana turufu na anatupa A♠.</translation>
    </message>
    <message>
      <source>Play the K♠, the only card you may play; Ada wins the trick.</source>
      <translation>Cheza K♠, kadi pekee unayoruhusiwa kucheza; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>The K♠ looks natural, but Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>K♠ inaonekana chaguo la kawaida, lakini Bo anachukua hila hiyo kwa A♠, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 3 za mwisho.</translation>
    </message>
    <message>
      <source>Not the 10♥: Ada takes that trick with the Q♥, and against best defence you take none of the last 3 tricks.</source>
      <translation>Si 10♥: Ada anachukua hila hiyo kwa Q♥, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 3 za mwisho.</translation>
    </message>
    <message>
      <source>Lead the A♥: nobody else holds a higher heart, and the others must follow suit.</source>
      <translation>Ongoza A♥: hakuna mwingine aliye na moyo wa juu zaidi, na wengine lazima wafuate suti.</translation>
    </message>
    <message>
      <source>Ada follows with the K♥.</source>
      <translation>Ada anafuata kwa K♥.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♥; the trick is yours.</source>
      <translation>Bo anafuata kwa Q♥; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the 9♠: from here every card you may play keeps the goal in reach.</source>
      <translation>Ongoza 9♠: kuanzia hapa kila kadi unayoruhusiwa kucheza bado inaweza kufikia lengo.</translation>
    </message>
    <message>
      <source>Bo follows with the J♠; Ada wins the trick.</source>
      <translation>Bo anafuata kwa J♠; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Play the 10♠, the only card you may play; Ada wins the trick.</source>
      <translation>Cheza 10♠, kadi pekee unayoruhusiwa kucheza; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>The 10♠ looks natural, but Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>10♠ inaonekana chaguo la kawaida, lakini Bo anachukua hila hiyo kwa A♠, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 3 za mwisho.</translation>
    </message>
    <message>
      <source>Not the 9♠: Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>Si 9♠: Bo anachukua hila hiyo kwa A♠, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 3 za mwisho.</translation>
    </message>
    <message>
      <source>Lead the A♦: nobody else holds a higher diamond, and Ada cannot trump it.</source>
      <translation>Ongoza A♦: hakuna mwingine aliye na almasi ya juu zaidi, na Ada hawezi kuikata kwa turufu.</translation>
    </message>
    <message>
      <source>Bo follows with the K♦; the trick is yours.</source>
      <translation>Bo anafuata kwa K♦; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the 10♦: nobody else holds a higher diamond, and Ada and Bo cannot trump it.</source>
      <translation>Ongoza 10♦: hakuna mwingine aliye na almasi ya juu zaidi, na Ada na Bo hawawezi kuikata kwa turufu.</translation>
    </message>
    <message>
      <source>Ada has no diamonds and throws away the J♠.</source>
      <translation>Ada hana almasi na anatupa J♠.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and throws away the Q♣; the trick is yours.</source>
      <translation>Bo hana almasi na anatupa Q♣; hila ni yako.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the K♠.</source>
      <translation>Ada hana pau na anatupa K♠.</translation>
    </message>
    <message>
      <source>Bo follows with the A♣; Bo wins the trick.</source>
      <translation>Bo anafuata kwa A♣; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>The K♣ looks natural, but Bo takes that trick with the A♣, and against best defence you take only 1 of the last 3 tricks.</source>
      <translation>K♣ inaonekana chaguo la kawaida, lakini Bo anachukua hila hiyo kwa A♣, na dhidi ya ulinzi bora unachukua hila 1 tu kati ya 3 za mwisho.</translation>
    </message>
    <message>
      <source>Not the 10♦: Bo takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation>Si 10♦: Bo anachukua hila hiyo kwa K♦, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 3 za mwisho.</translation>
    </message>
    <message>
      <source>Take 2 of the last 3 tricks.</source>
      <translation>Chukua hila 2 kati ya 3 za mwisho.</translation>
    </message>
    <message>
      <source>Lead the A♠: nobody else holds a higher spade, and the others must follow suit.</source>
      <translation>Ongoza A♠: hakuna mwingine aliye na jembe la juu zaidi, na wengine lazima wafuate suti.</translation>
    </message>
    <message>
      <source>Bo follows with the 10♠; the trick is yours.</source>
      <translation>Bo anafuata kwa 10♠; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the 9♠: nobody else holds a higher spade, and Bo and Ada cannot trump it (from here any card keeps the goal).</source>
      <translation>Ongoza 9♠: hakuna mwingine aliye na jembe la juu zaidi, na Bo na Ada hawawezi kuikata kwa turufu (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the J♣.</source>
      <translation>Ada hana jembe na anatupa J♣.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the 9♥; the trick is yours.</source>
      <translation>Bo hana jembe na anatupa 9♥; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the J♠: nobody else holds a higher spade, and Bo and Ada cannot trump it (from here any card keeps the goal).</source>
      <translation>Ongoza J♠: hakuna mwingine aliye na jembe la juu zaidi, na Bo na Ada hawawezi kuikata kwa turufu (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the 10♥; the trick is yours.</source>
      <translation>Bo hana jembe na anatupa 10♥; hila ni yako.</translation>
    </message>
    <message>
      <source>Play the Q♠, the only card you may play.</source>
      <translation>Cheza Q♠, kadi pekee unayoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the A♥.</source>
      <translation>Ada hana jembe na anatupa A♥.</translation>
    </message>
    <message>
      <source>The Q♠ looks natural, but Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation>Q♠ inaonekana chaguo la kawaida, lakini Ada anachukua hila hiyo kwa K♠, na dhidi ya ulinzi bora mtangazaji bado anachukua hila 5.</translation>
    </message>
    <message>
      <source>Not the 9♠: Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation>Si 9♠: Ada anachukua hila hiyo kwa K♠, na dhidi ya ulinzi bora mtangazaji bado anachukua hila 5.</translation>
    </message>
    <message>
      <source>Not the J♠: Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation>Si J♠: Ada anachukua hila hiyo kwa K♠, na dhidi ya ulinzi bora mtangazaji bado anachukua hila 5.</translation>
    </message>
    <message>
      <source>Set Ada: keep them under 4 tricks.</source>
      <translation>Mwangushe Ada: mzuie chini ya hila 4.</translation>
    </message>
    <message>
      <source>Play the A♣: it beats the K♣, and you play last; the trick is yours.</source>
      <translation>Cheza A♣: inashinda K♣, na unacheza mwisho; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the 9♣: from here every card you may play keeps the goal in reach.</source>
      <translation>Ongoza 9♣: kuanzia hapa kila kadi unayoruhusiwa kucheza bado inaweza kufikia lengo.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the 9♦; Ada wins the trick.</source>
      <translation>Bo hana pau na anatupa 9♦; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Ada leads the J♠.</source>
      <translation>Ada anaongoza J♠.</translation>
    </message>
    <message>
      <source>Bo has no spades and trumps with the 9♥.</source>
      <translation>Bo hana jembe na anakata kwa turufu 9♥.</translation>
    </message>
    <message>
      <source>Play the K♠: you cannot beat the 9♥, so play your lowest spade (from here any card keeps the goal); Bo wins the trick.</source>
      <translation>Cheza K♠: huwezi kushinda 9♥, kwa hiyo cheza jembe lako la chini kabisa (kuanzia hapa kadi yoyote bado inafikia lengo); Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Bo leads the K♥.</source>
      <translation>Bo anaongoza K♥.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♠; Bo wins the trick.</source>
      <translation>Ada hana turufu na anatupa Q♠; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>The 9♣ looks natural, but Bo takes that trick with the K♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>9♣ inaonekana chaguo la kawaida, lakini Bo anachukua hila hiyo kwa K♣, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 4 za mwisho.</translation>
    </message>
    <message>
      <source>Play the 9♠: you have no diamonds, so trump the A♦, and you play last; the trick is yours.</source>
      <translation>Cheza 9♠: huna almasi, kwa hiyo kata A♦ kwa turufu, na unacheza mwisho; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the K♥: nobody else holds a higher heart, and the others must follow suit.</source>
      <translation>Ongoza K♥: hakuna mwingine aliye na moyo wa juu zaidi, na wengine lazima wafuate suti.</translation>
    </message>
    <message>
      <source>Bo follows with the J♥; the trick is yours.</source>
      <translation>Bo anafuata kwa J♥; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the 9♥: nobody else holds a higher heart, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Ongoza 9♥: hakuna mwingine aliye na moyo wa juu zaidi, na Ada na Bo hawawezi kuikata kwa turufu (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♦.</source>
      <translation>Ada hana mioyo na anatupa Q♦.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the 10♣; the trick is yours.</source>
      <translation>Bo hana mioyo na anatupa 10♣; hila ni yako.</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the K♦.</source>
      <translation>Ada hana mioyo na anatupa K♦.</translation>
    </message>
    <message>
      <source>The A♥ looks natural, but Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>A♥ inaonekana chaguo la kawaida, lakini Ada anachukua hila hiyo kwa A♦, na dhidi ya ulinzi bora unachukua hila 3 tu kati ya 4 za mwisho.</translation>
    </message>
    <message>
      <source>Not the 9♥: Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>Si 9♥: Ada anachukua hila hiyo kwa A♦, na dhidi ya ulinzi bora unachukua hila 3 tu kati ya 4 za mwisho.</translation>
    </message>
    <message>
      <source>Not the K♥: Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>Si K♥: Ada anachukua hila hiyo kwa A♦, na dhidi ya ulinzi bora unachukua hila 3 tu kati ya 4 za mwisho.</translation>
    </message>
    <message>
      <source>Lead the A♦: nobody else holds a higher diamond, and the others must follow suit.</source>
      <translation>Ongoza A♦: hakuna mwingine aliye na almasi ya juu zaidi, na wengine lazima wafuate suti.</translation>
    </message>
    <message>
      <source>Ada follows with the K♦.</source>
      <translation>Ada anafuata kwa K♦.</translation>
    </message>
    <message>
      <source>Bo follows with the 10♦; the trick is yours.</source>
      <translation>Bo anafuata kwa 10♦; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the 10♣: from here every card you may play keeps the goal in reach.</source>
      <translation>Ongoza 10♣: kuanzia hapa kila kadi unayoruhusiwa kucheza bado inaweza kufikia lengo.</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♥.</source>
      <translation>Ada hana pau na anakata kwa turufu 9♥.</translation>
    </message>
    <message>
      <source>Bo follows with the 9♣; Ada wins the trick.</source>
      <translation>Bo anafuata kwa 9♣; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Ada leads the 10♥.</source>
      <translation>Ada anaongoza 10♥.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♣.</source>
      <translation>Bo hana turufu na anatupa J♣.</translation>
    </message>
    <message>
      <source>Play the A♣: you have no trumps and cannot win, so throw away a card you do not need (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>Cheza A♣: huna turufu na huwezi kushinda, kwa hiyo tupa kadi usiyoihitaji (kuanzia hapa kadi yoyote bado inafikia lengo); Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♠.</source>
      <translation>Bo hana turufu na anatupa J♠.</translation>
    </message>
    <message>
      <source>Play the 9♦: you have no trumps and cannot win, so throw away a card you do not need (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>Cheza 9♦: huna turufu na huwezi kushinda, kwa hiyo tupa kadi usiyoihitaji (kuanzia hapa kadi yoyote bado inafikia lengo); Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Ada leads the 10♠.</source>
      <translation>Ada anaongoza 10♠.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♠.</source>
      <translation>Bo anafuata kwa Q♠.</translation>
    </message>
    <message>
      <source>Play the 9♠, the only card you may play; Bo wins the trick.</source>
      <translation>Cheza 9♠, kadi pekee unayoruhusiwa kucheza; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>The A♣ looks natural, but Ada takes that trick with the 9♥, and against best defence you take none of the last 5 tricks.</source>
      <translation>A♣ inaonekana chaguo la kawaida, lakini Ada anachukua hila hiyo kwa 9♥, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 5 za mwisho.</translation>
    </message>
    <message>
      <source>Not the 10♣: Bo takes that trick with the J♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>Si 10♣: Bo anachukua hila hiyo kwa J♣, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 5 za mwisho.</translation>
    </message>
    <message>
      <source>Not the 9♦: Ada takes that trick with the K♦, and against best defence you take none of the last 5 tricks.</source>
      <translation>Si 9♦: Ada anachukua hila hiyo kwa K♦, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 5 za mwisho.</translation>
    </message>
    <message>
      <source>Not the 9♠: Bo takes that trick with the J♠, and against best defence you take none of the last 5 tricks.</source>
      <translation>Si 9♠: Bo anachukua hila hiyo kwa J♠, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 5 za mwisho.</translation>
    </message>
    <message>
      <source>Play the 9♠: you cannot beat the A♠, so play your lowest spade; Ada wins the trick.</source>
      <translation>Cheza 9♠: huwezi kushinda A♠, kwa hiyo cheza jembe lako la chini kabisa; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Ada leads the 9♦.</source>
      <translation>Ada anaongoza 9♦.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the 9♣.</source>
      <translation>Bo hana turufu na anatupa 9♣.</translation>
    </message>
    <message>
      <source>Play the Q♣: you have no trumps and cannot win, so throw away a card you do not need and keep the K♥ and J♠; Ada wins the trick.</source>
      <translation>Cheza Q♣: huna turufu na huwezi kushinda, kwa hiyo tupa kadi usiyoihitaji na ubakize K♥ na J♠; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the 10♣.</source>
      <translation>Bo hana turufu na anatupa 10♣.</translation>
    </message>
    <message>
      <source>Play the 10♥: you have no trumps and cannot win, so throw away a card you do not need and keep the K♥ and J♠; Ada wins the trick.</source>
      <translation>Cheza 10♥: huna turufu na huwezi kushinda, kwa hiyo tupa kadi usiyoihitaji na ubakize K♥ na J♠; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Ada leads the 9♥.</source>
      <translation>Ada anaongoza 9♥.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♥.</source>
      <translation>Bo anafuata kwa Q♥.</translation>
    </message>
    <message>
      <source>Play the K♥, the only card you may play; the trick is yours.</source>
      <translation>Cheza K♥, kadi pekee unayoruhusiwa kucheza; hila ni yako.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♠.</source>
      <translation>Ada anafuata kwa 10♠.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the J♣; the trick is yours.</source>
      <translation>Bo hana jembe na anatupa J♣; hila ni yako.</translation>
    </message>
    <message>
      <source>The J♠ looks natural, but Ada takes that trick with the A♠, and against best defence you take only 1 of the last 5 tricks.</source>
      <translation>J♠ inaonekana chaguo la kawaida, lakini Ada anachukua hila hiyo kwa A♠, na dhidi ya ulinzi bora unachukua hila 1 tu kati ya 5 za mwisho.</translation>
    </message>
    <message>
      <source>Take 2 of the last 5 tricks.</source>
      <translation>Chukua hila 2 kati ya 5 za mwisho.</translation>
    </message>
    <message>
      <source>Lead the J♥: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1) before they can trump your winners.</source>
      <translation>Ongoza J♥: hakuna mwingine aliye na turufu ya juu zaidi, na kuongoza turufu kunavuta turufu zao (Bo 1) kabla hawajaweza kukata kwa turufu kadi zako zinazoshinda.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the 10♣.</source>
      <translation>Ada hana turufu na anatupa 10♣.</translation>
    </message>
    <message>
      <source>Lead the 9♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Ongoza 9♣: hakuna mwingine aliye na pau ya juu zaidi, na Ada na Bo hawawezi kuikata kwa turufu (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the 10♥.</source>
      <translation>Ada hana pau na anatupa 10♥.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the Q♥; the trick is yours.</source>
      <translation>Bo hana pau na anatupa Q♥; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Ongoza Q♣: hakuna mwingine aliye na pau ya juu zaidi, na Ada na Bo hawawezi kuikata kwa turufu (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the A♥.</source>
      <translation>Ada hana pau na anatupa A♥.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the K♥; the trick is yours.</source>
      <translation>Bo hana pau na anatupa K♥; hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the K♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Ongoza K♣: hakuna mwingine aliye na pau ya juu zaidi, na Ada na Bo hawawezi kuikata kwa turufu (kuanzia hapa kadi yoyote bado inafikia lengo).</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the 10♠; the trick is yours.</source>
      <translation>Bo hana pau na anatupa 10♠; hila ni yako.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the A♠.</source>
      <translation>Ada hana pau na anatupa A♠.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the J♠; the trick is yours.</source>
      <translation>Bo hana pau na anatupa J♠; hila ni yako.</translation>
    </message>
    <message>
      <source>The A♣ looks natural, but Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation>A♣ inaonekana chaguo la kawaida, lakini Bo anachukua hila hiyo kwa K♦, na dhidi ya ulinzi bora unachukua hila 4 tu kati ya 5 za mwisho.</translation>
    </message>
    <message>
      <source>Not the 9♣: Ada takes that trick with the 10♣, and against best defence you take only 1 of the last 5 tricks.</source>
      <translation>Si 9♣: Ada anachukua hila hiyo kwa 10♣, na dhidi ya ulinzi bora unachukua hila 1 tu kati ya 5 za mwisho.</translation>
    </message>
    <message>
      <source>Not the Q♣: Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation>Si Q♣: Bo anachukua hila hiyo kwa K♦, na dhidi ya ulinzi bora unachukua hila 4 tu kati ya 5 za mwisho.</translation>
    </message>
    <message>
      <source>Not the K♣: Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation>Si K♣: Bo anachukua hila hiyo kwa K♦, na dhidi ya ulinzi bora unachukua hila 4 tu kati ya 5 za mwisho.</translation>
    </message>
    <message>
      <source>Take all of the last 5 tricks.</source>
      <translation>Chukua hila zote 5 za mwisho.</translation>
    </message>
    <message>
      <source>Play the K♥: you cannot beat the J♥, so play a lower trump and keep your J♦ guarded: it wins a trick later.</source>
      <translation>Cheza K♥: huwezi kushinda J♥, kwa hiyo cheza turufu ya chini zaidi na uilinde J♦ yako: itashinda hila baadaye.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♣; Bo wins the trick.</source>
      <translation>Ada hana turufu na anatupa K♣; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Bo leads the A♣.</source>
      <translation>Bo anaongoza A♣.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the 9♦; Bo wins the trick.</source>
      <translation>Ada hana pau na anatupa 9♦; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Bo leads the A♦.</source>
      <translation>Bo anaongoza A♦.</translation>
    </message>
    <message>
      <source>Play the Q♦, the only card you may play.</source>
      <translation>Cheza Q♦, kadi pekee unayoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♦; Bo wins the trick.</source>
      <translation>Ada anafuata kwa 10♦; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Play the J♦, the only card you may play.</source>
      <translation>Cheza J♦, kadi pekee unayoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♦; the trick is yours.</source>
      <translation>Ada hana turufu na anatupa K♦; hila ni yako.</translation>
    </message>
    <message>
      <source>Ada follows with the J♠.</source>
      <translation>Ada anafuata kwa J♠.</translation>
    </message>
    <message>
      <source>Bo has no spades and trumps with the Q♥; Bo wins the trick.</source>
      <translation>Bo hana jembe na anakata kwa turufu Q♥; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Bo leads the A♥.</source>
      <translation>Bo anaongoza A♥.</translation>
    </message>
    <message>
      <source>The J♦ looks natural, but Bo takes that trick with the J♥, and against best defence the declarer still takes 6 tricks.</source>
      <translation>J♦ inaonekana chaguo la kawaida, lakini Bo anachukua hila hiyo kwa J♥, na dhidi ya ulinzi bora mtangazaji bado anachukua hila 6.</translation>
    </message>
    <message>
      <source>Stop Bo's moon: win a trick.</source>
      <translation>Zuia mwezi wa Bo: shinda hila moja.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♥; Bo wins the trick.</source>
      <translation>Ada anafuata kwa 10♥; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Bo leads the 9♣.</source>
      <translation>Bo anaongoza 9♣.</translation>
    </message>
    <message>
      <source>Play the Q♣, the only card you may play.</source>
      <translation>Cheza Q♣, kadi pekee unayoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>Ada follows with the K♣; Ada wins the trick.</source>
      <translation>Ada anafuata kwa K♣; Ada anashinda hila.</translation>
    </message>
    <message>
      <source>Ada leads the 10♣.</source>
      <translation>Ada anaongoza 10♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the Q♥.</source>
      <translation>Bo hana pau na anakata kwa turufu Q♥.</translation>
    </message>
    <message>
      <source>Play the J♦: you have no clubs, so trump the Q♥, and you play last (from here any card keeps the goal); the trick is yours.</source>
      <translation>Cheza J♦: huna pau, kwa hiyo kata Q♥ kwa turufu, na unacheza mwisho (kuanzia hapa kadi yoyote bado inafikia lengo); hila ni yako.</translation>
    </message>
    <message>
      <source>Lead the Q♦: from here every card you may play keeps the goal in reach.</source>
      <translation>Ongoza Q♦: kuanzia hapa kila kadi unayoruhusiwa kucheza bado inaweza kufikia lengo.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and trumps with the A♥; Bo wins the trick.</source>
      <translation>Bo hana almasi na anakata kwa turufu A♥; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Play the 9♠, the only card you may play.</source>
      <translation>Cheza 9♠, kadi pekee unayoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>Ada follows with the J♠; Bo wins the trick.</source>
      <translation>Ada anafuata kwa J♠; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>Bo leads the A♠.</source>
      <translation>Bo anaongoza A♠.</translation>
    </message>
    <message>
      <source>Play the A♦, the only card you may play.</source>
      <translation>Cheza A♦, kadi pekee unayoruhusiwa kucheza.</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the J♣; Bo wins the trick.</source>
      <translation>Ada hana jembe na anatupa J♣; Bo anashinda hila.</translation>
    </message>
    <message>
      <source>The J♦ looks natural, but Bo takes that trick with the J♥, and against best defence you take none of the last 6 tricks.</source>
      <translation>J♦ inaonekana chaguo la kawaida, lakini Bo anachukua hila hiyo kwa J♥, na dhidi ya ulinzi bora huchukui hila hata moja kati ya 6 za mwisho.</translation>
    </message>
    <message>
      <source>Take 1 of the last 6 tricks.</source>
      <translation>Chukua hila 1 kati ya 6 za mwisho.</translation>
    </message>
  </context>
</TS>
