<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hr" sourcelanguage="en">
  <context>
    <name>Accessible</name>
    <message>
      <source>Nine</source>
      <translation>Devetka</translation>
    </message>
    <message>
      <source>Ten</source>
      <translation>Desetka</translation>
    </message>
    <message>
      <source>Jack</source>
      <translation>Dečko</translation>
    </message>
    <message>
      <source>Queen</source>
      <translation>Dama</translation>
    </message>
    <message>
      <source>King</source>
      <translation>Kralj</translation>
    </message>
    <message>
      <source>Ace</source>
      <translation>As</translation>
    </message>
    <message>
      <source>{0} of {1}</source>
      <translation>{0} {1}</translation>
    </message>
    <message numerus="yes">
      <source>%n card(s)</source>
      <translation>
        <numerusform>%n karta</numerusform>
        <numerusform>%n karte</numerusform>
        <numerusform>%n karata</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n trick(s)</source>
      <translation>
        <numerusform>%n štih</numerusform>
        <numerusform>%n štiha</numerusform>
        <numerusform>%n štihova</numerusform>
      </translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>Your hand</source>
      <translation>Tvoja ruka</translation>
    </message>
    <message>
      <source>Trick</source>
      <translation>Štih</translation>
    </message>
    <message>
      <source>Given up by you</source>
      <translation>Tvoja predana ruka</translation>
    </message>
    <message>
      <source>Trick, taken by you</source>
      <translation>Štih, pripao je tebi</translation>
    </message>
    <message>
      <source>Trick, taken by {0}</source>
      <translation>Štih, pripao je igraču {0}</translation>
    </message>
    <message>
      <source>played by you</source>
      <translation>tvoja karta</translation>
    </message>
    <message>
      <source>No card has been played to it yet.</source>
      <translation>U njega još nije odigrana nijedna karta.</translation>
    </message>
    <message>
      <source>played by {0}</source>
      <translation>odigrao igrač {0}</translation>
    </message>
    <message>
      <source>led</source>
      <translation>prva karta štiha</translation>
    </message>
    <message>
      <source>takes the trick</source>
      <translation>uzima štih</translation>
    </message>
    <message>
      <source>Cards of {0}</source>
      <translation>Karte igrača {0}</translation>
    </message>
    <message>
      <source>{0}, face down</source>
      <translation>{0}, licem prema dolje</translation>
    </message>
    <message>
      <source>left bower</source>
      <translation>lijevi bower</translation>
    </message>
    <message>
      <source>right bower</source>
      <translation>desni bower</translation>
    </message>
    <message>
      <source>trump</source>
      <translation>adut</translation>
    </message>
    <message>
      <source>playable</source>
      <translation>smije se odigrati</translation>
    </message>
    <message>
      <source>cannot be played</source>
      <translation>ne smije se odigrati</translation>
    </message>
    <message>
      <source>does not follow suit</source>
      <translation>ne odgovara na boju</translation>
    </message>
    <message>
      <source>chosen to discard</source>
      <translation>odabrana za odbacivanje</translation>
    </message>
    <message>
      <source>kept</source>
      <translation>zadržana</translation>
    </message>
    <message>
      <source>suggested by the hint</source>
      <translation>predložena u savjetu</translation>
    </message>
    <message>
      <source>Ghost hand</source>
      <translation>Sablasna ruka</translation>
    </message>
    <message>
      <source>6 cards, face down</source>
      <translation>6 karata, licem prema dolje</translation>
    </message>
    <message>
      <source>Given up by {0}</source>
      <translation>Predana ruka igrača {0}</translation>
    </message>
    <message>
      <source>Dead hand</source>
      <translation>Mrtva ruka</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>Lutka</translation>
    </message>
    <message>
      <source>5 cards, face down</source>
      <translation>5 karata, licem prema dolje</translation>
    </message>
    <message>
      <source>the {0} was picked up</source>
      <translation>okrenuta karta, {0}, podignuta je</translation>
    </message>
    <message>
      <source>the {0} was turned down</source>
      <translation>okrenuta karta, {0}, okrenuta je licem prema dolje</translation>
    </message>
    <message>
      <source>the {0} is turned up</source>
      <translation>okrenuta karta je {0}</translation>
    </message>
    <message>
      <source>Kitty</source>
      <translation>Talon</translation>
    </message>
    <message>
      <source>turned up</source>
      <translation>okrenuta karta</translation>
    </message>
    <message>
      <source>dealer</source>
      <translation>djelitelj</translation>
    </message>
    <message>
      <source>to play</source>
      <translation>na redu za igru</translation>
    </message>
    <message>
      <source>to decide</source>
      <translation>na redu za odluku</translation>
    </message>
    <message>
      <source>Score {0}</source>
      <translation>Bodovi {0}</translation>
    </message>
    <message>
      <source>Card table</source>
      <translation>Kartaški stol</translation>
    </message>
    <message>
      <source>Choices and messages</source>
      <translation>Izbori i poruke</translation>
    </message>
  </context>
  <context>
    <name>BotReason</name>
    <message>
      <source>declarer</source>
      <translation>nositelj</translation>
    </message>
    <message>
      <source>maker</source>
      <translation>tvorac</translation>
    </message>
    <message>
      <source>the player on my left</source>
      <translation>igrač s moje lijeve strane</translation>
    </message>
    <message>
      <source>the player on my right</source>
      <translation>igrač s moje desne strane</translation>
    </message>
    <message>
      <source>another player</source>
      <translation>drugi igrač</translation>
    </message>
    <message>
      <source>Shot the moon</source>
      <translation>Pucam u mjesec</translation>
    </message>
    <message>
      <source>Bid {0}</source>
      <translation>Licitiram {0}</translation>
    </message>
    <message>
      <source>Chose at random.</source>
      <translation>Nasumičan izbor.</translation>
    </message>
    <message>
      <source>Played the {card}: the only card I was allowed to play.</source>
      <translation>Igram {card}: to je jedina karta koju smijem odigrati.</translation>
    </message>
    <message>
      <source>Discarded the {card}: the last card I had to give up.</source>
      <translation>Odbacujem {card}: to je posljednja karta koju moram predati.</translation>
    </message>
    <message>
      <source>Picked up the up-card: the rules require it.</source>
      <translation>Podižem okrenutu kartu: pravila to traže.</translation>
    </message>
    <message>
      <source>Chose {action}: the only thing I may do.</source>
      <translation>Biram: {action}; jedino što smijem učiniti.</translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s).</source>
      <translation>
        <numerusform>{bid_verb}: s adutom {suit} moja ruka trebala bi uzeti oko %n štih.</numerusform>
        <numerusform>{bid_verb}: s adutom {suit} moja ruka trebala bi uzeti oko %n štiha.</numerusform>
        <numerusform>{bid_verb}: s adutom {suit} moja ruka trebala bi uzeti oko %n štihova.</numerusform>
      </translation>
    </message>
    <message>
      <source>Bid {bid_words}: the dealer may not pass when everyone else has.</source>
      <translation>Licitiram {bid_words}: djelitelj ne smije reći dalje kad su svi ostali rekli dalje.</translation>
    </message>
    <message>
      <source>Swapped with the ghost hand: mine is too weak to bid, and a fresh hand is usually better.</source>
      <translation>Mijenjam sa sablasnom rukom: moja je preslaba za licitaciju, a nova ruka obično je bolja.</translation>
    </message>
    <message>
      <source>Passed: someone has already called the moon.</source>
      <translation>Dalje: mjesec je već najavljen.</translation>
    </message>
    <message>
      <source>Passed: my hand is not strong enough to bid more than {bid}.</source>
      <translation>Dalje: moja ruka nije dovoljno jaka da licitiram više od {bid}.</translation>
    </message>
    <message>
      <source>Passed: my hand is not strong enough to bid.</source>
      <translation>Dalje: moja ruka nije dovoljno jaka za licitaciju.</translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: my strongest suit, good for about %n trick(s).</source>
      <translation>
        <numerusform>Zovem {suit}: moja najjača boja, dobra za oko %n štih.</numerusform>
        <numerusform>Zovem {suit}: moja najjača boja, dobra za oko %n štiha.</numerusform>
        <numerusform>Zovem {suit}: moja najjača boja, dobra za oko %n štihova.</numerusform>
      </translation>
    </message>
    <message>
      <source>Swapped with the ghost hand: an unseen hand is likely to be better than mine.</source>
      <translation>Mijenjam sa sablasnom rukom: neviđena ruka vjerojatno je bolja od moje.</translation>
    </message>
    <message>
      <source>{bid_verb}: with {suit} as trump my hand should make it.</source>
      <translation>{bid_verb}: s adutom {suit} moja bi ruka to trebala ostvariti.</translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s), and a lower bid would likely be outbid.</source>
      <translation>
        <numerusform>{bid_verb}: s adutom {suit} moja ruka trebala bi uzeti oko %n štih, a nižu bi licitaciju vjerojatno netko nadmašio.</numerusform>
        <numerusform>{bid_verb}: s adutom {suit} moja ruka trebala bi uzeti oko %n štiha, a nižu bi licitaciju vjerojatno netko nadmašio.</numerusform>
        <numerusform>{bid_verb}: s adutom {suit} moja ruka trebala bi uzeti oko %n štihova, a nižu bi licitaciju vjerojatno netko nadmašio.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s), and passing would likely cost me more.</source>
      <translation>
        <numerusform>{bid_verb}: s adutom {suit} moja ruka trebala bi uzeti oko %n štih, a dalje bi me vjerojatno stajalo više.</numerusform>
        <numerusform>{bid_verb}: s adutom {suit} moja ruka trebala bi uzeti oko %n štiha, a dalje bi me vjerojatno stajalo više.</numerusform>
        <numerusform>{bid_verb}: s adutom {suit} moja ruka trebala bi uzeti oko %n štihova, a dalje bi me vjerojatno stajalo više.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s); a risk worth taking with another player close to winning.</source>
      <translation>
        <numerusform>{bid_verb}: s adutom {suit} moja ruka trebala bi uzeti oko %n štih; rizik vrijedan truda kad je drugi igrač blizu pobjede.</numerusform>
        <numerusform>{bid_verb}: s adutom {suit} moja ruka trebala bi uzeti oko %n štiha; rizik vrijedan truda kad je drugi igrač blizu pobjede.</numerusform>
        <numerusform>{bid_verb}: s adutom {suit} moja ruka trebala bi uzeti oko %n štihova; rizik vrijedan truda kad je drugi igrač blizu pobjede.</numerusform>
      </translation>
    </message>
    <message>
      <source>Shot the moon: with {suit} as trump my hand should take every trick often enough to be worth the risk.</source>
      <translation>Pucam u mjesec: s adutom {suit} moja bi ruka dovoljno često trebala uzeti sve štihove da je rizik vrijedan.</translation>
    </message>
    <message>
      <source>Named {suit}: my hand is strongest with it as trump.</source>
      <translation>Zovem {suit}: moja je ruka najjača s tom bojom kao adutom.</translation>
    </message>
    <message>
      <source>Named {suit}: after the bids that followed mine, it is a better trump for me than the suit I bid with.</source>
      <translation>Zovem {suit}: nakon licitacija koje su slijedile moju, to mi je bolji adut od boje s kojom licitiram.</translation>
    </message>
    <message>
      <source>Accepted: with {suit} as trump and the dummy's cards to choose from, I should take at least three tricks.</source>
      <translation>Prihvaćam: s adutom {suit} i kartama lutke na izbor očekujem barem tri štiha.</translation>
    </message>
    <message>
      <source>Ordered it up: with {suit} as trump and the dummy's cards to choose from, I should take at least three tricks.</source>
      <translation>Naređujem: s adutom {suit} i kartama lutke na izbor očekujem barem tri štiha.</translation>
    </message>
    <message>
      <source>Passed: with {suit} as trump I would too often be euchred.</source>
      <translation>Dalje: s adutom {suit} prečesto bi mi prijetio euchre.</translation>
    </message>
    <message>
      <source>Passed: no suit is strong enough for me to make it.</source>
      <translation>Dalje: nijedna boja nije dovoljno jaka da to ostvarim.</translation>
    </message>
    <message>
      <source>Named {suit}: with the dummy's cards I should take at least three tricks.</source>
      <translation>Zovem {suit}: s kartama lutke očekujem barem tri štiha.</translation>
    </message>
    <message>
      <source>Named {suit}: the dealer must name a suit when everyone has passed.</source>
      <translation>Zovem {suit}: djelitelj mora zvati boju kad su svi rekli dalje.</translation>
    </message>
    <message>
      <source>Picked up the {card}: one more trump to use against the maker.</source>
      <translation>Podižem {card}: još jedan adut protiv tvorca.</translation>
    </message>
    <message>
      <source>Went alone: my hand is strong enough to take all five tricks by itself.</source>
      <translation>Igram bez lutke: moja je ruka dovoljno jaka da bez pomoći uzme svih pet štihova.</translation>
    </message>
    <message>
      <source>Took the dummy: five more cards to choose my best hand from.</source>
      <translation>Uzimam lutku: pet karata više za izbor najbolje ruke.</translation>
    </message>
    <message>
      <source>Discarded the {card}: a low card I will not need.</source>
      <translation>Odbacujem {card}: nisku kartu koja mi neće trebati.</translation>
    </message>
    <message>
      <source>Discarded the {card}: I keep my trumps and the side cards that go best with them.</source>
      <translation>Odbacujem {card}: zadržavam adute i sporedne karte koje im najbolje pristaju.</translation>
    </message>
    <message>
      <source>Discarded the {card}: my weakest trump.</source>
      <translation>Odbacujem {card}: svoj najslabiji adut.</translation>
    </message>
    <message>
      <source>Discarded the {card}: now I have no {suit}, so I can trump when {suit} are led.</source>
      <translation>Odbacujem {card}: sada nemam boju {suit}, pa mogu sjeći adutom kad se igra {suit}.</translation>
    </message>
    <message numerus="yes">
      <source>Defended alone: with %n trump(s) I can stop the maker by myself.</source>
      <translation>
        <numerusform>Branim samostalno: s %n adutom mogu bez pomoći zaustaviti tvorca.</numerusform>
        <numerusform>Branim samostalno: s %n aduta mogu bez pomoći zaustaviti tvorca.</numerusform>
        <numerusform>Branim samostalno: s %n aduta mogu bez pomoći zaustaviti tvorca.</numerusform>
      </translation>
    </message>
    <message>
      <source>Passed: I defend together with the other player.</source>
      <translation>Dalje: branim zajedno s drugim igračem.</translation>
    </message>
    <message numerus="yes">
      <source>Defended alone: with %n trump(s) I may take every trick by myself, which scores more for us defenders than stopping the maker together.</source>
      <translation>
        <numerusform>Branim samostalno: s %n adutom mogu bez pomoći uzeti sve štihove, što nama braniteljima donosi više bodova nego da tvorca zaustavimo zajedno.</numerusform>
        <numerusform>Branim samostalno: s %n aduta mogu bez pomoći uzeti sve štihove, što nama braniteljima donosi više bodova nego da tvorca zaustavimo zajedno.</numerusform>
        <numerusform>Branim samostalno: s %n aduta mogu bez pomoći uzeti sve štihove, što nama braniteljima donosi više bodova nego da tvorca zaustavimo zajedno.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Passed: with %n trump(s) I am unlikely to take every trick by myself, so the other player and I stop the maker more surely together.</source>
      <translation>
        <numerusform>Dalje: s %n adutom teško ću bez pomoći uzeti sve štihove, pa drugi igrač i ja tvorca sigurnije zaustavljamo zajedno.</numerusform>
        <numerusform>Dalje: s %n aduta teško ću bez pomoći uzeti sve štihove, pa drugi igrač i ja tvorca sigurnije zaustavljamo zajedno.</numerusform>
        <numerusform>Dalje: s %n aduta teško ću bez pomoći uzeti sve štihove, pa drugi igrač i ja tvorca sigurnije zaustavljamo zajedno.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: I hold %n trump(s), and with the dummy's cards I should take most of the tricks.</source>
      <translation>
        <numerusform>Zovem {suit}: imam %n adut, a s kartama lutke očekujem većinu štihova.</numerusform>
        <numerusform>Zovem {suit}: imam %n aduta, a s kartama lutke očekujem većinu štihova.</numerusform>
        <numerusform>Zovem {suit}: imam %n aduta, a s kartama lutke očekujem većinu štihova.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: a risk with %n trump(s) in my hand, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>Zovem {suit}: u ruci imam %n adut, što je rizik, ali {threat} je blizu pobjede i, ako kažem dalje, vjerojatno će odrediti adut.</numerusform>
        <numerusform>Zovem {suit}: u ruci imam %n aduta, što je rizik, ali {threat} je blizu pobjede i, ako kažem dalje, vjerojatno će odrediti adut.</numerusform>
        <numerusform>Zovem {suit}: u ruci imam %n aduta, što je rizik, ali {threat} je blizu pobjede i, ako kažem dalje, vjerojatno će odrediti adut.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: a risk with %n trump(s) in my hand, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>Zovem {suit}: u ruci imam %n adut, što je rizik, ali ako kažem dalje, drugi će igrač vjerojatno odrediti adut, a to bi me stajalo više.</numerusform>
        <numerusform>Zovem {suit}: u ruci imam %n aduta, što je rizik, ali ako kažem dalje, drugi će igrač vjerojatno odrediti adut, a to bi me stajalo više.</numerusform>
        <numerusform>Zovem {suit}: u ruci imam %n aduta, što je rizik, ali ako kažem dalje, drugi će igrač vjerojatno odrediti adut, a to bi me stajalo više.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: with %n trump(s) in my hand, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>Zovem {suit}: u ruci imam %n adut; tijesna odluka, ali mislim da je rizik vrijedan.</numerusform>
        <numerusform>Zovem {suit}: u ruci imam %n aduta; tijesna odluka, ali mislim da je rizik vrijedan.</numerusform>
        <numerusform>Zovem {suit}: u ruci imam %n aduta; tijesna odluka, ali mislim da je rizik vrijedan.</numerusform>
      </translation>
    </message>
    <message>
      <source>Passed: with {suit} as trump I would risk being euchred.</source>
      <translation>Dalje: s adutom {suit} prijeti mi euchre.</translation>
    </message>
    <message>
      <source>Went alone: my hand should do better without the dummy than with it.</source>
      <translation>Igram bez lutke: moja bi ruka bez lutke trebala proći bolje nego s njom.</translation>
    </message>
    <message>
      <source>Went alone: a close call that I think is worth the risk.</source>
      <translation>Igram bez lutke: tijesna odluka, ali mislim da je rizik vrijedan.</translation>
    </message>
    <message>
      <source>Took the dummy: its cards should help me more than going alone.</source>
      <translation>Uzimam lutku: njezine karte trebale bi mi pomoći više nego igra bez lutke.</translation>
    </message>
    <message>
      <source>Declined the {card}: my hand is better without it.</source>
      <translation>Ostavljam {card}: moja je ruka bolja bez nje.</translation>
    </message>
    <message>
      <source>Picked up the {card}: it makes my hand stronger.</source>
      <translation>Podižem {card}: čini moju ruku jačom.</translation>
    </message>
    <message>
      <source>Discarded the {card}: the cards I keep give the maker the most trouble.</source>
      <translation>Odbacujem {card}: karte koje zadržavam tvorcu stvaraju najviše muke.</translation>
    </message>
    <message>
      <source>Discarded the {card}: as maker I keep the five cards that should take the most tricks.</source>
      <translation>Odbacujem {card}: kao tvorac zadržavam pet karata koje bi trebale uzeti najviše štihova.</translation>
    </message>
    <message>
      <source>Discarded the {card}: the five cards I keep are my strongest.</source>
      <translation>Odbacujem {card}: pet karata koje zadržavam moje su najjače.</translation>
    </message>
    <message>
      <source>Played the {card}.</source>
      <translation>Igram {card}.</translation>
    </message>
    <message>
      <source>Played the {card}: with the cards still out, it takes the most tricks.</source>
      <translation>Igram {card}: s kartama koje su još u igri uzima najviše štihova.</translation>
    </message>
    <message>
      <source>Played the {card}: it beats the cards played so far, and taking this trick is my best chance.</source>
      <translation>Igram {card}: tuče dosad odigrane karte, a uzeti ovaj štih moja je najbolja prilika.</translation>
    </message>
    <message>
      <source>Played the {card}: I let this trick go and keep my better cards for later.</source>
      <translation>Igram {card}: puštam ovaj štih i čuvam bolje karte za poslije.</translation>
    </message>
    <message>
      <source>Led the {card}: leading {suit} now is my best chance.</source>
      <translation>Otvaram s {card}: igrati sada {suit} moja je najbolja prilika.</translation>
    </message>
    <message numerus="yes">
      <source>Led the {card}: leading trump draws out the %n trump(s) I have not seen yet.</source>
      <translation>
        <numerusform>Otvaram s {card}: otvaranjem aduta izvlačim %n još neviđeni adut.</numerusform>
        <numerusform>Otvaram s {card}: otvaranjem aduta izvlačim %n još neviđena aduta.</numerusform>
        <numerusform>Otvaram s {card}: otvaranjem aduta izvlačim %n još neviđenih aduta.</numerusform>
      </translation>
    </message>
    <message>
      <source>Led the {card}: the right bower is still out, so I lead the left bower to draw it.</source>
      <translation>Otvaram s {card}: desni bower još je u igri, pa otvaram lijevim bowerom da ga izvučem.</translation>
    </message>
    <message>
      <source>Led the {card}: my partner has no {suit} left and may trump it.</source>
      <translation>Otvaram s {card}: moj partner više nema boju {suit} i može je sjeći adutom.</translation>
    </message>
    <message>
      <source>Played the {card}: the highest card left in {suit}; only a trump can beat it.</source>
      <translation>Igram {card}: najviša preostala karta u boji {suit}; tuče je samo adut.</translation>
    </message>
    <message>
      <source>Played the {card}: the highest trump left, so nobody can beat it.</source>
      <translation>Igram {card}: najviši preostali adut, pa ga nitko ne može tući.</translation>
    </message>
    <message>
      <source>Threw off the {card}: I have no {suit}, and I keep my trumps for later.</source>
      <translation>Bacam {card}: nemam boju {suit}, a adute čuvam za poslije.</translation>
    </message>
    <message>
      <source>Led the {card}: the lowest card of my shortest side suit, so I can trump that suit sooner.</source>
      <translation>Otvaram s {card}: najniža karta moje najkraće sporedne boje, da tu boju što prije mogu sjeći.</translation>
    </message>
    <message>
      <source>Played the {card}: my partner's {winning} already wins the trick.</source>
      <translation>Igram {card}: {winning} mog partnera već dobiva štih.</translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: I hold %n trump(s) besides the up-card I pick up, and with the dummy's cards I should take most of the tricks.</source>
      <translation>
        <numerusform>Prihvaćam {suit}: osim okrenute karte, koju podižem, imam %n adut, a s kartama lutke očekujem većinu štihova.</numerusform>
        <numerusform>Prihvaćam {suit}: osim okrenute karte, koju podižem, imam %n aduta, a s kartama lutke očekujem većinu štihova.</numerusform>
        <numerusform>Prihvaćam {suit}: osim okrenute karte, koju podižem, imam %n aduta, a s kartama lutke očekujem većinu štihova.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: I hold %n trump(s), and with the dummy's cards I should take most of the tricks, even if the dealer picks up the up-card.</source>
      <translation>
        <numerusform>Naređujem {suit}: imam %n adut, a s kartama lutke očekujem većinu štihova, čak i ako djelitelj podigne okrenutu kartu.</numerusform>
        <numerusform>Naređujem {suit}: imam %n aduta, a s kartama lutke očekujem većinu štihova, čak i ako djelitelj podigne okrenutu kartu.</numerusform>
        <numerusform>Naređujem {suit}: imam %n aduta, a s kartama lutke očekujem većinu štihova, čak i ako djelitelj podigne okrenutu kartu.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: a risk with %n trump(s) in my hand besides the up-card, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>Prihvaćam {suit}: osim okrenute karte u ruci imam %n adut, što je rizik, ali {threat} je blizu pobjede i, ako kažem dalje, vjerojatno će odrediti adut.</numerusform>
        <numerusform>Prihvaćam {suit}: osim okrenute karte u ruci imam %n aduta, što je rizik, ali {threat} je blizu pobjede i, ako kažem dalje, vjerojatno će odrediti adut.</numerusform>
        <numerusform>Prihvaćam {suit}: osim okrenute karte u ruci imam %n aduta, što je rizik, ali {threat} je blizu pobjede i, ako kažem dalje, vjerojatno će odrediti adut.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: a risk with %n trump(s) in my hand, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>Naređujem {suit}: u ruci imam %n adut, što je rizik, ali {threat} je blizu pobjede i, ako kažem dalje, vjerojatno će odrediti adut.</numerusform>
        <numerusform>Naređujem {suit}: u ruci imam %n aduta, što je rizik, ali {threat} je blizu pobjede i, ako kažem dalje, vjerojatno će odrediti adut.</numerusform>
        <numerusform>Naređujem {suit}: u ruci imam %n aduta, što je rizik, ali {threat} je blizu pobjede i, ako kažem dalje, vjerojatno će odrediti adut.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: a risk with %n trump(s) in my hand besides the up-card, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>Prihvaćam {suit}: osim okrenute karte u ruci imam %n adut, što je rizik, ali ako kažem dalje, drugi će igrač vjerojatno odrediti adut, a to bi me stajalo više.</numerusform>
        <numerusform>Prihvaćam {suit}: osim okrenute karte u ruci imam %n aduta, što je rizik, ali ako kažem dalje, drugi će igrač vjerojatno odrediti adut, a to bi me stajalo više.</numerusform>
        <numerusform>Prihvaćam {suit}: osim okrenute karte u ruci imam %n aduta, što je rizik, ali ako kažem dalje, drugi će igrač vjerojatno odrediti adut, a to bi me stajalo više.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: a risk with %n trump(s) in my hand, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>Naređujem {suit}: u ruci imam %n adut, što je rizik, ali ako kažem dalje, drugi će igrač vjerojatno odrediti adut, a to bi me stajalo više.</numerusform>
        <numerusform>Naređujem {suit}: u ruci imam %n aduta, što je rizik, ali ako kažem dalje, drugi će igrač vjerojatno odrediti adut, a to bi me stajalo više.</numerusform>
        <numerusform>Naređujem {suit}: u ruci imam %n aduta, što je rizik, ali ako kažem dalje, drugi će igrač vjerojatno odrediti adut, a to bi me stajalo više.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: with %n trump(s) in my hand besides the up-card, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>Prihvaćam {suit}: osim okrenute karte u ruci imam %n adut; tijesna odluka, ali mislim da je rizik vrijedan.</numerusform>
        <numerusform>Prihvaćam {suit}: osim okrenute karte u ruci imam %n aduta; tijesna odluka, ali mislim da je rizik vrijedan.</numerusform>
        <numerusform>Prihvaćam {suit}: osim okrenute karte u ruci imam %n aduta; tijesna odluka, ali mislim da je rizik vrijedan.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: with %n trump(s) in my hand, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>Naređujem {suit}: u ruci imam %n adut; tijesna odluka, ali mislim da je rizik vrijedan.</numerusform>
        <numerusform>Naređujem {suit}: u ruci imam %n aduta; tijesna odluka, ali mislim da je rizik vrijedan.</numerusform>
        <numerusform>Naređujem {suit}: u ruci imam %n aduta; tijesna odluka, ali mislim da je rizik vrijedan.</numerusform>
      </translation>
    </message>
    <message>
      <source>Trumped with the {card}: I have no {suit}, so I may play a trump.</source>
      <translation>Siječem s {card}: nemam boju {suit}, pa smijem igrati adut.</translation>
    </message>
    <message>
      <source>Played the {card}: the cheapest card that wins the trick.</source>
      <translation>Igram {card}: najjeftiniju kartu koja dobiva štih.</translation>
    </message>
    <message>
      <source>Played the {card}: I cannot beat the {winning}, so I keep my good cards.</source>
      <translation>Igram {card}: ne mogu tući {winning}, pa čuvam dobre karte.</translation>
    </message>
    <message numerus="yes">
      <source>Led the {card}: I am the {role} with %n trump(s), so I draw out the others' trumps.</source>
      <translation>
        <numerusform>Otvaram s {card}: {role} sam i imam %n adut, pa izvlačim adute ostalih.</numerusform>
        <numerusform>Otvaram s {card}: {role} sam i imam %n aduta, pa izvlačim adute ostalih.</numerusform>
        <numerusform>Otvaram s {card}: {role} sam i imam %n aduta, pa izvlačim adute ostalih.</numerusform>
      </translation>
    </message>
    <message>
      <source>Led the {card}: I am the {role} with 1 trump left, so I draw out the last trumps.</source>
      <translation>Otvaram s {card}: {role} sam i ostao mi je 1 adut, pa izvlačim posljednje adute.</translation>
    </message>
    <message>
      <source>Led the {card}: the highest card left in {suit}; only a trump can beat it.</source>
      <translation>Otvaram s {card}: najviša preostala karta u boji {suit}; tuče je samo adut.</translation>
    </message>
    <message>
      <source>Led the {card}: the highest trump left, so nobody can beat it.</source>
      <translation>Otvaram s {card}: najviši preostali adut, pa ga nitko ne može tući.</translation>
    </message>
    <message>
      <source>Led the {card}: I have only trumps left, so I lead the lowest.</source>
      <translation>Otvaram s {card}: ostali su mi samo aduti, pa otvaram najnižim.</translation>
    </message>
    <message>
      <source>The {card} was my last card.</source>
      <translation>{card} mi je bila zadnja karta.</translation>
    </message>
    <message>
      <source>Led the {card}: leading trump draws out the others' trumps.</source>
      <translation>Otvaram s {card}: otvaranje adutom izvlači adute ostalih igrača.</translation>
    </message>
    <message>
      <source>Threw off the {card}.</source>
      <translation>Bacam {card}.</translation>
    </message>
    <message>
      <source>Threw off the {card}: with the cards still out, keeping my other cards takes the most tricks.</source>
      <translation>Bacam {card}: s kartama koje su još u igri, čuvanje ostalih karata uzima najviše štihova.</translation>
    </message>
    <message>
      <source>Threw off the {card}: my partner's {winning} already wins the trick.</source>
      <translation>Bacam {card}: {winning} mojeg partnera već uzima štih.</translation>
    </message>
    <message>
      <source>Threw off the {card}: I cannot beat the {winning}, so I keep my good cards.</source>
      <translation>Bacam {card}: ne mogu tući {winning}, pa čuvam dobre karte.</translation>
    </message>
    <message>
      <source>Threw off the {card}: I let this trick go and keep my better cards for later.</source>
      <translation>Bacam {card}: puštam ovaj štih i čuvam bolje karte za poslije.</translation>
    </message>
    <message>
      <source>{bid_verb}: I expect my hand to make it.</source>
      <translation>{bid_verb}: očekujem da će moja ruka to ostvariti.</translation>
    </message>
    <message>
      <source>Discarded these cards: the five I keep do best with {suit} as trump.</source>
      <translation>Odbacujem ove karte: pet koje zadržavam najbolje idu s adutom {suit}.</translation>
    </message>
    <message>
      <source>Chose the only sensible action.</source>
      <translation>Biram jedini razuman potez.</translation>
    </message>
    <message>
      <source>Chose {action}: it came out best when I tried each choice.</source>
      <translation>Biram: {action}; to ispada najbolje kad isprobam svaki izbor.</translation>
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
      <translation>Ruka je gotova.</translation>
    </message>
    <message>
      <source>Last time you stopped at step {0} of {1}. Continue there, or start the lesson again?</source>
      <translation>Prošli put lekcija je stala na koraku {0} od {1}. Želiš li nastaviti odande ili ponovno započeti lekciju?</translation>
    </message>
    <message>
      <source>Continue at step {0}</source>
      <translation>Nastavi od koraka {0}</translation>
    </message>
    <message>
      <source>Start again</source>
      <translation>Počni ispočetka</translation>
    </message>
    <message>
      <source>Well done: you reached the goal against the best defence.</source>
      <translation>Bravo: cilj je postignut protiv najbolje obrane.</translation>
    </message>
    <message>
      <source>Your turn: find a card that reaches the goal against the best defence.</source>
      <translation>Na redu si: pronađi kartu koja postiže cilj protiv najbolje obrane.</translation>
    </message>
    <message>
      <source>Lesson complete. Play the rest of the hand against Easy bots, or go back to the lessons.</source>
      <translation>Lekcija završena. Odigraj ostatak ruke protiv laganih botova ili se vrati na lekcije.</translation>
    </message>
    <message>
      <source>Finish this hand</source>
      <translation>Završi ovu ruku</translation>
    </message>
    <message>
      <source>{0} · step {1} of {2}</source>
      <translation>{0} · korak {1} od {2}</translation>
    </message>
    <message>
      <source>Next</source>
      <translation>Dalje</translation>
    </message>
    <message>
      <source>Back to the practice deals</source>
      <translation>Natrag na vježbe</translation>
    </message>
    <message>
      <source>Back to the lessons</source>
      <translation>Natrag na lekcije</translation>
    </message>
    <message>
      <source>There is nothing to play at this step.</source>
      <translation>U ovom koraku nema se što odigrati.</translation>
    </message>
    <message>
      <source>There is no question at this step.</source>
      <translation>U ovom koraku nema pitanja.</translation>
    </message>
    <message>
      <source>Choose one of the answers.</source>
      <translation>Odaberi jedan od odgovora.</translation>
    </message>
    <message>
      <source>The lesson is over.</source>
      <translation>Lekcija je gotova.</translation>
    </message>
    <message>
      <source>Answer this step first.</source>
      <translation>Najprije odgovori na ovaj korak.</translation>
    </message>
    <message>
      <source>Make the move this step asks for first.</source>
      <translation>Najprije odigraj potez koji ovaj korak traži.</translation>
    </message>
    <message>
      <source>That is not what this step asks. {0}</source>
      <translation>To nije ono što ovaj korak traži. {0}</translation>
    </message>
    <message>
      <source>Right: the {0} keeps the goal against best defence too.</source>
      <translation>Točno: i s kartom {0} cilj ostaje dostižan protiv najbolje obrane.</translation>
    </message>
    <message>
      <source>Right: the {0} keeps the goal against best defence.</source>
      <translation>Točno: s kartom {0} cilj ostaje dostižan protiv najbolje obrane.</translation>
    </message>
    <message>
      <source>Not the {0}: then {1} takes this trick with the {2}, and the goal is lost.</source>
      <translation>Ne s kartom {0}: tada {1} uzima ovaj štih kartom {2} i cilj je izgubljen.</translation>
    </message>
    <message>
      <source>Not the {0}: then {1} takes trick {2} with the {3}, and the goal is lost.</source>
      <translation>Ne s kartom {0}: tada {1} uzima {2}. štih kartom {3} i cilj je izgubljen.</translation>
    </message>
    <message>
      <source>Play the {0}: against best defence you then take {1} of the last {2} tricks.</source>
      <translation>Odigraj kartu {0}: protiv najbolje obrane tada uzimaš {1} od posljednjih {2} štihova.</translation>
    </message>
    <message>
      <source>Play the {0}: against best defence you then take {1} tricks, and you need {2}.</source>
      <translation>Odigraj kartu {0}: protiv najbolje obrane tvoji štihovi tada dosežu {1}, a trebaš {2}.</translation>
    </message>
    <message>
      <source>Play the {0}: with your best play {1} then cannot take the {2} tricks needed.</source>
      <translation>Odigraj kartu {0}: uz tvoju najbolju igru {1} tada ne može doseći potreban broj štihova ({2}).</translation>
    </message>
    <message>
      <source>Leading a trump draws out the others' trumps.</source>
      <translation>Izigravanjem aduta izvlačiš adute ostalih igrača.</translation>
    </message>
    <message>
      <source>It wins this trick.</source>
      <translation>Dobiva ovaj štih.</translation>
    </message>
    <message>
      <source>It wins this trick, and you keep the {0}, the highest trump left.</source>
      <translation>Dobiva ovaj štih, a tebi ostaje karta {0}, najviši preostali adut.</translation>
    </message>
    <message>
      <source>Your side takes this trick all the same, and you keep your better cards.</source>
      <translation>Tvoja strana ionako uzima ovaj štih, a tvoje bolje karte ostaju ti u ruci.</translation>
    </message>
    <message>
      <source>It gives up this trick and keeps the {0}, which wins a later one.</source>
      <translation>Prepušta ovaj štih i čuva kartu {0}, koja kasnije dobiva štih.</translation>
    </message>
    <message>
      <source>You cannot beat the {0}, so you give up a card you do not need.</source>
      <translation>Ne možeš tući kartu {0}, pa daješ kartu koja ti ne treba.</translation>
    </message>
    <message numerus="yes">
      <source>You must discard %n more card(s).</source>
      <translation>
        <numerusform>Moraš odbaciti još %n kartu.</numerusform>
        <numerusform>Moraš odbaciti još %n karte.</numerusform>
        <numerusform>Moraš odbaciti još %n karata.</numerusform>
      </translation>
    </message>
    <message>
      <source>Practice deal {0}</source>
      <translation>Vježba {0}</translation>
    </message>
    <message>
      <source>There is nothing to discard now.</source>
      <translation>Sada nema ničega za odbaciti.</translation>
    </message>
    <message>
      <source>This call is likely to cost you about {0} points. Better: {1}. The Hard bot’s reason: “{2}”</source>
      <translation>Ova bi te odluka vjerojatno stajala oko {0} bodova. Bolje: {1}. Razlog teškog bota: „{2}”</translation>
    </message>
  </context>
  <context>
    <name>Controller</name>
    <message>
      <source>It is not your turn.</source>
      <translation>Nisi na redu.</translation>
    </message>
    <message>
      <source>There is nothing to discard now.</source>
      <translation>Sada nema ničega za odbaciti.</translation>
    </message>
    <message>
      <source>You can claim the rest only when your cards are sure to take every trick left.</source>
      <translation>Ostatak možeš zatražiti samo kad tvoje karte sigurno uzimaju sve preostale štihove.</translation>
    </message>
    <message numerus="yes">
      <source>Choose exactly %n card(s) to discard.</source>
      <translation>
        <numerusform>Odaberi točno %n kartu za odbacivanje.</numerusform>
        <numerusform>Odaberi točno %n karte za odbacivanje.</numerusform>
        <numerusform>Odaberi točno %n karata za odbacivanje.</numerusform>
      </translation>
    </message>
    <message>
      <source>The coach gives the hints in a lesson.</source>
      <translation>U lekciji savjete daje trener.</translation>
    </message>
    <message>
      <source>A hint is given on your turn.</source>
      <translation>Savjet se daje kad si na redu.</translation>
    </message>
    <message>
      <source>No hint could be found.</source>
      <translation>Nije pronađen nijedan savjet.</translation>
    </message>
  </context>
  <context>
    <name>DecisionBar</name>
    <message>
      <source>Your choices</source>
      <translation>Tvoji izbori</translation>
    </message>
    <message>
      <source>Bid {0}</source>
      <translation>Licitiraj {0}</translation>
    </message>
    <message>
      <source>Swap with the &amp;ghost</source>
      <translation>&amp;Zamijeni sa sablasnom</translation>
    </message>
    <message>
      <source>Shoot the &amp;moon</source>
      <translation>Pucaj u &amp;mjesec</translation>
    </message>
    <message>
      <source>&amp;Pass</source>
      <translation>&amp;Dalje</translation>
    </message>
    <message>
      <source>&amp;Order it up</source>
      <translation>&amp;Naređujem</translation>
    </message>
    <message>
      <source>&amp;Accept</source>
      <translation>&amp;Prihvaćam</translation>
    </message>
    <message>
      <source>Pick &amp;up</source>
      <translation>&amp;Podigni</translation>
    </message>
    <message>
      <source>&amp;Decline</source>
      <translation>&amp;Ostavi</translation>
    </message>
    <message>
      <source>&amp;Take the dummy</source>
      <translation>&amp;Uzmi lutku</translation>
    </message>
    <message>
      <source>Go &amp;alone</source>
      <translation>&amp;Igraj bez lutke</translation>
    </message>
    <message>
      <source>Defend &amp;alone</source>
      <translation>&amp;Brani samostalno</translation>
    </message>
    <message>
      <source>&amp;Discard {0} of {1}</source>
      <translation>&amp;Odbaci {0} od {1}</translation>
    </message>
    <message>
      <source>Call a &amp;renege on {0}</source>
      <translation>Prijavi &amp;renons igrača {0}</translation>
    </message>
    <message>
      <source>&amp;Claim the rest</source>
      <translation>&amp;Zatraži ostatak</translation>
    </message>
    <message>
      <source>&amp;Next hand</source>
      <translation>&amp;Sljedeća ruka</translation>
    </message>
    <message>
      <source>&amp;Clubs</source>
      <translation>&amp;Tref</translation>
    </message>
    <message>
      <source>&amp;Diamonds</source>
      <translation>&amp;Karo</translation>
    </message>
    <message>
      <source>&amp;Hearts</source>
      <translation>&amp;Herc</translation>
    </message>
    <message>
      <source>&amp;Spades</source>
      <translation>&amp;Pik</translation>
    </message>
    <message>
      <source>Bid 3, 4 or 5</source>
      <translation>Licitiraj 3, 4 ili 5</translation>
    </message>
  </context>
  <context>
    <name>Demo</name>
    <message>
      <source>North</source>
      <translation>Sjever</translation>
    </message>
    <message>
      <source>West</source>
      <translation>Zapad</translation>
    </message>
    <message>
      <source>East</source>
      <translation>Istok</translation>
    </message>
  </context>
  <context>
    <name>Describe</name>
    <message>
      <source>clubs</source>
      <translation>tref</translation>
    </message>
    <message>
      <source>diamonds</source>
      <translation>karo</translation>
    </message>
    <message>
      <source>hearts</source>
      <translation>herc</translation>
    </message>
    <message>
      <source>spades</source>
      <translation>pik</translation>
    </message>
    <message>
      <source>the moon</source>
      <translation>mjesec</translation>
    </message>
    <message>
      <source>You swap with the ghost hand</source>
      <translation>Mijenjaš sa sablasnom rukom</translation>
    </message>
    <message>
      <source>{0} swaps with the ghost hand</source>
      <translation>{0} mijenja sa sablasnom rukom</translation>
    </message>
    <message>
      <source>You bid {0}</source>
      <translation>Licitiraš {0}</translation>
    </message>
    <message>
      <source>{0} bids {1}</source>
      <translation>{0} licitira {1}</translation>
    </message>
    <message>
      <source>You shoot the moon</source>
      <translation>Pucaš u mjesec</translation>
    </message>
    <message>
      <source>{0} shoots the moon</source>
      <translation>{0} puca u mjesec</translation>
    </message>
    <message>
      <source>You pass</source>
      <translation>Kažeš dalje</translation>
    </message>
    <message>
      <source>{0} passes</source>
      <translation>{0} kaže dalje</translation>
    </message>
    <message>
      <source>You name {0}</source>
      <translation>Zoveš {0}</translation>
    </message>
    <message>
      <source>{0} names {1}</source>
      <translation>{0} zove {1}</translation>
    </message>
    <message>
      <source>You accept the {0}</source>
      <translation>Prihvaćaš {0}</translation>
    </message>
    <message>
      <source>{0} accepts the {1}</source>
      <translation>{0} prihvaća {1}</translation>
    </message>
    <message>
      <source>You order up the {0}</source>
      <translation>Naređuješ {0}</translation>
    </message>
    <message>
      <source>{0} orders up the {1}</source>
      <translation>{0} naređuje {1}</translation>
    </message>
    <message>
      <source>You pick up the {0}</source>
      <translation>Podižeš {0}</translation>
    </message>
    <message>
      <source>{0} picks up the {1}</source>
      <translation>{0} podiže {1}</translation>
    </message>
    <message>
      <source>You leave the {0}</source>
      <translation>Ostavljaš {0}</translation>
    </message>
    <message>
      <source>{0} leaves the {1}</source>
      <translation>{0} ostavlja {1}</translation>
    </message>
    <message>
      <source>You take the dummy</source>
      <translation>Uzimaš lutku</translation>
    </message>
    <message>
      <source>{0} takes the dummy</source>
      <translation>{0} uzima lutku</translation>
    </message>
    <message>
      <source>You go alone</source>
      <translation>Igraš bez lutke</translation>
    </message>
    <message>
      <source>{0} goes alone</source>
      <translation>{0} igra bez lutke</translation>
    </message>
    <message>
      <source>You defend alone</source>
      <translation>Braniš samostalno</translation>
    </message>
    <message>
      <source>{0} defends alone</source>
      <translation>{0} brani samostalno</translation>
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
      <translation>{0} — ti uzimaš štih</translation>
    </message>
    <message>
      <source>{0} — {1} takes the trick</source>
      <translation>{0} — {1} uzima štih</translation>
    </message>
    <message>
      <source>{0} (left bower)</source>
      <translation>{0} (lijevi bower)</translation>
    </message>
    <message>
      <source>you lead the {0}</source>
      <translation>ti otvaraš s {0}</translation>
    </message>
    <message>
      <source>{0} leads the {1}</source>
      <translation>{0} otvara s {1}</translation>
    </message>
    <message>
      <source>you follow with the {0}</source>
      <translation>ti odgovaraš s {0}</translation>
    </message>
    <message>
      <source>{0} follows with the {1}</source>
      <translation>{0} odgovara s {1}</translation>
    </message>
    <message>
      <source>you trump with the {0}</source>
      <translation>ti siječeš s {0}</translation>
    </message>
    <message>
      <source>{0} trumps with the {1}</source>
      <translation>{0} siječe s {1}</translation>
    </message>
    <message>
      <source>you throw off the {0}</source>
      <translation>ti bacaš {0}</translation>
    </message>
    <message>
      <source>{0} throws off the {1}</source>
      <translation>{0} baca {1}</translation>
    </message>
    <message>
      <source>Hand over</source>
      <translation>Ruka je gotova</translation>
    </message>
    <message>
      <source>{0} to play</source>
      <translation>Igra: {0}</translation>
    </message>
    <message>
      <source>{0} to decide</source>
      <translation>Odlučuje: {0}</translation>
    </message>
    <message>
      <source>You won the bid: name trump</source>
      <translation>Licitacija je tvoja: odredi adut</translation>
    </message>
    <message>
      <source>Order up the {0}, or pass</source>
      <translation>Naredi {0} ili reci dalje</translation>
    </message>
    <message>
      <source>Pick up the {0} (then discard), or decline</source>
      <translation>Podigni {0} (pa odbaci) ili ostavi</translation>
    </message>
    <message>
      <source>Name a suit, or pass</source>
      <translation>Zovi boju ili reci dalje</translation>
    </message>
    <message>
      <source>Take the dummy, or go alone</source>
      <translation>Uzmi lutku ili igraj bez lutke</translation>
    </message>
    <message numerus="yes">
      <source>Choose %n card(s) to discard, then confirm</source>
      <translation>
        <numerusform>Odaberi %n kartu za odbacivanje, pa potvrdi</numerusform>
        <numerusform>Odaberi %n karte za odbacivanje, pa potvrdi</numerusform>
        <numerusform>Odaberi %n karata za odbacivanje, pa potvrdi</numerusform>
      </translation>
    </message>
    <message>
      <source>Defend alone, or pass</source>
      <translation>Brani samostalno ili reci dalje</translation>
    </message>
    <message>
      <source>Your lead</source>
      <translation>Ti otvaraš</translation>
    </message>
    <message>
      <source>Your turn: play a card</source>
      <translation>Na redu si: odigraj kartu</translation>
    </message>
    <message>
      <source>swap with the ghost hand</source>
      <translation>zamijeniti sa sablasnom rukom</translation>
    </message>
    <message>
      <source>bid {0}</source>
      <translation>licitirati {0}</translation>
    </message>
    <message>
      <source>bid {0} to {1}</source>
      <translation>licitirati od {0} do {1}</translation>
    </message>
    <message>
      <source>shoot the moon</source>
      <translation>pucati u mjesec</translation>
    </message>
    <message>
      <source>pass</source>
      <translation>reći dalje</translation>
    </message>
    <message>
      <source>{0} or {1}</source>
      <translation>{0} ili {1}</translation>
    </message>
    <message>
      <source>{0} shot the moon: you may {1}</source>
      <translation>{0} puca u mjesec: možeš {1}</translation>
    </message>
    <message>
      <source>Your bid: {0}</source>
      <translation>Tvoja licitacija: {0}</translation>
    </message>
    <message>
      <source>play the {0}</source>
      <translation>odigrati {0}</translation>
    </message>
    <message>
      <source>discard {0}</source>
      <translation>odbaciti {0}</translation>
    </message>
    <message>
      <source>name {0}</source>
      <translation>zvati {0}</translation>
    </message>
    <message>
      <source>accept the {0}</source>
      <translation>prihvatiti {0}</translation>
    </message>
    <message>
      <source>order up the {0}</source>
      <translation>narediti {0}</translation>
    </message>
    <message>
      <source>go alone</source>
      <translation>igrati bez lutke</translation>
    </message>
    <message>
      <source>defend alone</source>
      <translation>braniti samostalno</translation>
    </message>
    <message>
      <source>pick up the {0}</source>
      <translation>podići {0}</translation>
    </message>
    <message>
      <source>leave the {0}</source>
      <translation>ostaviti {0}</translation>
    </message>
    <message>
      <source>take the dummy</source>
      <translation>uzeti lutku</translation>
    </message>
    <message>
      <source>Hint: {0}</source>
      <translation>Savjet: {0}</translation>
    </message>
    <message>
      <source>The Hard bot’s reason: “{0}”</source>
      <translation>Razlog teškog bota: „{0}”</translation>
    </message>
    <message>
      <source>You take the trick</source>
      <translation>Ti uzimaš štih</translation>
    </message>
    <message>
      <source>{0} takes the trick</source>
      <translation>{0} uzima štih</translation>
    </message>
    <message numerus="yes">
      <source>You call a renege on {0}: {0} loses %n point(s)</source>
      <translation>
        <numerusform>Prijavljuješ renons igrača {0}: {0} gubi %n bod</numerusform>
        <numerusform>Prijavljuješ renons igrača {0}: {0} gubi %n boda</numerusform>
        <numerusform>Prijavljuješ renons igrača {0}: {0} gubi %n bodova</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on you: you lose %n point(s)</source>
      <translation>
        <numerusform>{0} prijavljuje tvoj renons: gubiš %n bod</numerusform>
        <numerusform>{0} prijavljuje tvoj renons: gubiš %n boda</numerusform>
        <numerusform>{0} prijavljuje tvoj renons: gubiš %n bodova</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on {1}: {1} loses %n point(s)</source>
      <translation>
        <numerusform>{0} prijavljuje renons igrača {1}: {1} gubi %n bod</numerusform>
        <numerusform>{0} prijavljuje renons igrača {1}: {1} gubi %n boda</numerusform>
        <numerusform>{0} prijavljuje renons igrača {1}: {1} gubi %n bodova</numerusform>
      </translation>
    </message>
    <message>
      <source>seat {0}</source>
      <translation>mjesto {0}</translation>
    </message>
    <message>
      <source>the current hand is not finished</source>
      <translation>trenutna ruka nije završena</translation>
    </message>
    <message>
      <source>the game is over</source>
      <translation>igra je gotova</translation>
    </message>
    <message>
      <source>each player must be dealt {size} cards</source>
      <translation>svaki igrač mora dobiti {size} karata</translation>
    </message>
    <message>
      <source>a Ghost Hand deal has a ghost hand of 6 cards and nothing else</source>
      <translation>dijeljenje u Ghost Handu ima sablasnu ruku od 6 karata i ništa drugo</translation>
    </message>
    <message>
      <source>a Cutthroat deal has a dummy of 5 cards and a kitty of 4</source>
      <translation>dijeljenje u Cutthroatu ima lutku od 5 karata i talon od 4</translation>
    </message>
    <message>
      <source>the deal must use each of the 24 cards exactly once</source>
      <translation>dijeljenje mora upotrijebiti svaku od 24 karte točno jednom</translation>
    </message>
    <message>
      <source>there is nothing to undo</source>
      <translation>nema ničega za poništiti</translation>
    </message>
    <message>
      <source>nobody can {verb} now: the hand is not dealt yet</source>
      <translation>nitko sada ne može {verb}: ruka još nije podijeljena</translation>
    </message>
    <message>
      <source>it is not your turn</source>
      <translation>nisi na redu</translation>
    </message>
    <message>
      <source>you cannot {verb} now</source>
      <translation>sada ne možeš {verb}</translation>
    </message>
    <message>
      <source>you do not hold the {card}</source>
      <translation>nemaš {card}</translation>
    </message>
    <message>
      <source>You must follow {suit}: you hold the {shown}{bower}</source>
      <translation>Moraš odgovoriti na boju {suit}: imaš {shown}{bower}</translation>
    </message>
    <message>
      <source>swapping with the ghost hand is turned off</source>
      <translation>zamjena sa sablasnom rukom je isključena</translation>
    </message>
    <message>
      <source>seat {swapper} already swapped with the ghost hand</source>
      <translation>mjesto {swapper} već je zamijenilo sa sablasnom rukom</translation>
    </message>
    <message>
      <source>{who} can only pass: the moon has been called</source>
      <translation>{who} može samo reći dalje: mjesec je već najavljen</translation>
    </message>
    <message>
      <source>{who} cannot shoot the moon: it has already been called</source>
      <translation>{who} ne može pucati u mjesec: to je već najavljeno</translation>
    </message>
    <message>
      <source>a bid of 6 tricks is shooting the moon: say moon</source>
      <translation>licitacija od 6 štihova je pucanje u mjesec: reci mjesec</translation>
    </message>
    <message>
      <source>you must bid from {low} to 5</source>
      <translation>moraš licitirati od {low} do 5</translation>
    </message>
    <message>
      <source>you may not pass: as dealer you are stuck with a bid</source>
      <translation>ne smiješ reći dalje: kao djelitelj moraš licitirati</translation>
    </message>
    <message>
      <source>{suit} were turned down: name another suit</source>
      <translation>{suit} je okrenut licem prema dolje: zovi drugu boju</translation>
    </message>
    <message>
      <source>you must name a suit: as dealer you are stuck</source>
      <translation>moraš zvati boju: kao djelitelj moraš</translation>
    </message>
    <message>
      <source>the dealer must pick up the up-card: dealer pick-up is required</source>
      <translation>djelitelj mora podići okrenutu kartu: podizanje je obvezno</translation>
    </message>
    <message>
      <source>a renege call must name the calling seat</source>
      <translation>prijava renonsa mora navesti mjesto koje prijavljuje</translation>
    </message>
    <message>
      <source>reneges cannot be called: illegal cards are refused in this game</source>
      <translation>renons se ne može prijaviti: u ovoj igri nedopuštene karte se odbijaju</translation>
    </message>
    <message>
      <source>a renege call names seats 0, 1 or 2</source>
      <translation>prijava renonsa navodi mjesto 0, 1 ili 2</translation>
    </message>
    <message>
      <source>{who} cannot call a renege on themselves</source>
      <translation>{who} ne može prijaviti vlastiti renons</translation>
    </message>
    <message>
      <source>no hand has been dealt</source>
      <translation>nijedna ruka nije podijeljena</translation>
    </message>
    <message>
      <source>the cards played so far do not prove a renege by that player</source>
      <translation>dosad odigrane karte ne dokazuju renons tog igrača</translation>
    </message>
    <message>
      <source>club</source>
      <translation>tref</translation>
    </message>
    <message>
      <source>diamond</source>
      <translation>karo</translation>
    </message>
    <message>
      <source>heart</source>
      <translation>herc</translation>
    </message>
    <message>
      <source>spade</source>
      <translation>pik</translation>
    </message>
    <message>
      <source>a {0} while {1} are trump</source>
      <translation>karta boje {0} dok je {1} adut</translation>
    </message>
    <message>
      <source>, which is {0}</source>
      <translation>, a to je {0}</translation>
    </message>
    <message>
      <source>; the {0} is {1}</source>
      <translation>; {0} je {1}</translation>
    </message>
    <message>
      <source>name a suit</source>
      <translation>zvati boju</translation>
    </message>
    <message>
      <source>discard the {0}</source>
      <translation>odbaciti {0}</translation>
    </message>
    <message>
      <source>order up</source>
      <translation>narediti</translation>
    </message>
    <message>
      <source>pick up</source>
      <translation>podići</translation>
    </message>
    <message>
      <source>decline the up-card</source>
      <translation>ostaviti okrenutu kartu</translation>
    </message>
    <message>
      <source>call a renege</source>
      <translation>prijaviti renons</translation>
    </message>
    <message>
      <source>{0} bid {1}</source>
      <translation>{0}: licitacija {1}</translation>
    </message>
    <message>
      <source>You are the maker, alone</source>
      <translation>Ti si tvorac, bez lutke</translation>
    </message>
    <message>
      <source>You are the maker</source>
      <translation>Ti si tvorac</translation>
    </message>
    <message>
      <source>{0} is the maker, alone</source>
      <translation>{0} je tvorac, bez lutke</translation>
    </message>
    <message>
      <source>{0} is the maker</source>
      <translation>{0} je tvorac</translation>
    </message>
    <message>
      <source>; you defend alone</source>
      <translation>; braniš samostalno</translation>
    </message>
    <message>
      <source>; {0} defends alone</source>
      <translation>; {0} brani samostalno</translation>
    </message>
    <message>
      <source>Everybody passed: no points, and the deal passes left.</source>
      <translation>Svi su rekli dalje: nema bodova, a dijeljenje prelazi ulijevo.</translation>
    </message>
    <message>
      <source>You shot the moon in {0}</source>
      <translation>Pucaš u mjesec s adutom {0}</translation>
    </message>
    <message>
      <source>{0} shot the moon in {1}</source>
      <translation>{0} puca u mjesec s adutom {1}</translation>
    </message>
    <message>
      <source>You bid {0} in {1}</source>
      <translation>Licitiraš {0} s adutom {1}</translation>
    </message>
    <message>
      <source>{0} bid {1} in {2}</source>
      <translation>{0} licitira {1} s adutom {2}</translation>
    </message>
    <message>
      <source>You went alone in {0} and were euchred</source>
      <translation>Igraš bez lutke s adutom {0}: euchre</translation>
    </message>
    <message>
      <source>{0} went alone in {1} and was euchred</source>
      <translation>{0} igra bez lutke s adutom {1}: euchre</translation>
    </message>
    <message>
      <source>You were euchred in {0}</source>
      <translation>Tvoj adut {0}: euchre</translation>
    </message>
    <message>
      <source>{0} was euchred in {1}</source>
      <translation>{0}, adut {1}: euchre</translation>
    </message>
    <message>
      <source>You marched alone in {0}</source>
      <translation>Imaš štiglju bez lutke s adutom {0}</translation>
    </message>
    <message>
      <source>{0} marched alone in {1}</source>
      <translation>{0} ima štiglju bez lutke s adutom {1}</translation>
    </message>
    <message>
      <source>You marched in {0}</source>
      <translation>Imaš štiglju s adutom {0}</translation>
    </message>
    <message>
      <source>{0} marched in {1}</source>
      <translation>{0} ima štiglju s adutom {1}</translation>
    </message>
    <message>
      <source>You made {0}, alone</source>
      <translation>Uspijevaš s adutom {0}, bez lutke</translation>
    </message>
    <message>
      <source>{0} made {1}, alone</source>
      <translation>{0} uspijeva s adutom {1}, bez lutke</translation>
    </message>
    <message>
      <source>You made {0}</source>
      <translation>Uspijevaš s adutom {0}</translation>
    </message>
    <message>
      <source>{0} made {1}</source>
      <translation>{0} uspijeva s adutom {1}</translation>
    </message>
    <message>
      <source>; you defended alone</source>
      <translation>; braniš samostalno</translation>
    </message>
    <message>
      <source>; {0} defended alone</source>
      <translation>; {0} brani samostalno</translation>
    </message>
    <message>
      <source>Bid {0} made: +1 a trick</source>
      <translation>Licitacija {0} ostvarena: +1 po štihu</translation>
    </message>
    <message>
      <source>Bid {0} lost: −{0}</source>
      <translation>Licitacija {0} pala: −{0}</translation>
    </message>
    <message>
      <source>Moon made: +{0}</source>
      <translation>Mjesec ostvaren: +{0}</translation>
    </message>
    <message>
      <source>Moon failed: −{0}</source>
      <translation>Mjesec nije uspio: −{0}</translation>
    </message>
    <message>
      <source>No tricks</source>
      <translation>Nema štihova</translation>
    </message>
    <message>
      <source>March, all 5 tricks: +{0}</source>
      <translation>Štiglja, svih 5 štihova: +{0}</translation>
    </message>
    <message>
      <source>Lone march: +{0}</source>
      <translation>Štiglja bez lutke: +{0}</translation>
    </message>
    <message>
      <source>Euchred: each defender +{0}</source>
      <translation>Euchre: svaki branitelj +{0}</translation>
    </message>
    <message>
      <source>Renege on trick {0}, not called</source>
      <translation>Renons u štihu {0}, nije prijavljen</translation>
    </message>
    <message>
      <source>Renege called by you: −{0}</source>
      <translation>Renons (prijavljuješ ti): −{0}</translation>
    </message>
    <message>
      <source>Renege called by {0}: −{1}</source>
      <translation>Renons (prijavljuje {0}): −{1}</translation>
    </message>
    <message>
      <source>+1 a trick</source>
      <translation>+1 po štihu</translation>
    </message>
    <message>
      <source>Maker took 3 or 4 tricks: +1</source>
      <translation>Tvorac je uzeo 3 ili 4 štiha: +1</translation>
    </message>
    <message>
      <source>Euchred</source>
      <translation>Euchre</translation>
    </message>
    <message>
      <source>Beaten by a lone defender</source>
      <translation>Poraz od samostalne obrane</translation>
    </message>
    <message>
      <source>Lone defence took 3 or 4: each defender +2</source>
      <translation>Samostalna obrana uzela je 3 ili 4: svaki branitelj +2</translation>
    </message>
    <message>
      <source>Lone defence took all 5: each defender +4</source>
      <translation>Samostalna obrana uzela je svih 5: svaki branitelj +4</translation>
    </message>
    <message>
      <source>{0}: tricks {1}, {2} ({3})</source>
      <translation>{0}: štihova {1}, {2} ({3})</translation>
    </message>
    <message>
      <source>All passed</source>
      <translation>Svi su rekli dalje</translation>
    </message>
    <message>
      <source>Easy</source>
      <translation>Lagano</translation>
    </message>
    <message>
      <source>Medium</source>
      <translation>Srednje</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>Teško</translation>
    </message>
  </context>
  <context>
    <name>GameFiles</name>
    <message>
      <source>Ghost Euchre games (*.euchre.json)</source>
      <translation>Igre Ghost Euchre (*.euchre.json)</translation>
    </message>
    <message>
      <source>Readable text (*.txt)</source>
      <translation>Čitljiv tekst (*.txt)</translation>
    </message>
    <message>
      <source>Export hand history</source>
      <translation>Izvezi povijest ruku</translation>
    </message>
    <message>
      <source>Save game</source>
      <translation>Spremi igru</translation>
    </message>
    <message>
      <source>Open game</source>
      <translation>Otvori igru</translation>
    </message>
    <message>
      <source>{0} could not be opened: {1}.</source>
      <translation>{0} nije se moglo otvoriti: {1}.</translation>
    </message>
    <message>
      <source>{0} already exists. Do you want to replace it?</source>
      <translation>{0} već postoji. Želiš li ga zamijeniti?</translation>
    </message>
    <message>
      <source>There is no game to save.</source>
      <translation>Nema igre za spremanje.</translation>
    </message>
    <message>
      <source>Ghost Euchre game</source>
      <translation>Igra Ghost Euchre</translation>
    </message>
    <message>
      <source>No hand has been finished yet, so there is no hand history to export.</source>
      <translation>Još nijedna ruka nije završena, pa nema povijesti ruku za izvoz.</translation>
    </message>
    <message>
      <source>Ghost Euchre hands</source>
      <translation>Ruke igre Ghost Euchre</translation>
    </message>
  </context>
  <context>
    <name>GameKeeper</name>
    <message>
      <source>Your {0} game is not finished. What should become of it?</source>
      <translation>Tvoja igra {0} nije završena. Što da bude s njom?</translation>
    </message>
    <message>
      <source>&amp;Resume</source>
      <translation>&amp;Nastavi</translation>
    </message>
  </context>
  <context>
    <name>GameOverScreen</name>
    <message>
      <source>New game…</source>
      <translation>Nova igra…</translation>
    </message>
    <message>
      <source>Play again</source>
      <translation>Igraj ponovno</translation>
    </message>
    <message>
      <source>A new deal with the same players and rules (Enter)</source>
      <translation>Novo dijeljenje s istim igračima i pravilima (Enter)</translation>
    </message>
    <message>
      <source>Choose the rules and the players (N)</source>
      <translation>Odaberi pravila i igrače (N)</translation>
    </message>
    <message>
      <source>Review your play</source>
      <translation>Analiziraj svoju igru</translation>
    </message>
    <message>
      <source>Step through the last hand and see which of your choices cost points</source>
      <translation>Prođi korak po korak kroz posljednju ruku i vidi koji su te izbori stajali bodova</translation>
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
      <translation>Igra je gotova</translation>
    </message>
    <message>
      <source>You win the game, with a score of {0}!</source>
      <translation>Pobjeda je tvoja, s rezultatom {0}!</translation>
    </message>
    <message>
      <source>{0} wins the game, with a score of {1}</source>
      <translation>{0} pobjeđuje u igri s rezultatom {1}</translation>
    </message>
    <message>
      <source>playing to {0}</source>
      <translation>igra se do {0}</translation>
    </message>
    <message>
      <source>hands played: {0}</source>
      <translation>odigrano ruku: {0}</translation>
    </message>
    <message>
      <source>Last hand: {0}</source>
      <translation>Posljednja ruka: {0}</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>Mjesto</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Igrač</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Bodovi</translation>
    </message>
    <message>
      <source>Bids</source>
      <translation>Licitacije</translation>
    </message>
    <message>
      <source>Hands this player won the bidding</source>
      <translation>Ruke u kojima je ovaj igrač dobio licitaciju</translation>
    </message>
    <message>
      <source>Made</source>
      <translation>Ostvareno</translation>
    </message>
    <message>
      <source>Bids made</source>
      <translation>Ostvarene licitacije</translation>
    </message>
    <message>
      <source>Set</source>
      <translation>Pad</translation>
    </message>
    <message>
      <source>Bids that fell short</source>
      <translation>Licitacije koje nisu ostvarene</translation>
    </message>
    <message>
      <source>Set others</source>
      <translation>Oborene licitacije</translation>
    </message>
    <message>
      <source>Another player's bids that fell short against this player</source>
      <translation>Licitacije drugih igrača koje su pale protiv ovog igrača</translation>
    </message>
    <message>
      <source>Moons shot / made</source>
      <translation>Mjeseci / ostvareni</translation>
    </message>
    <message>
      <source>Moons shot, and how many were made</source>
      <translation>Koliko je puta ovaj igrač pucao u mjesec i koliko je mjeseci ostvareno</translation>
    </message>
    <message>
      <source>Made trump</source>
      <translation>Određivanje aduta</translation>
    </message>
    <message>
      <source>Hands this player named trump</source>
      <translation>Ruke u kojima je ovaj igrač odredio adut</translation>
    </message>
    <message>
      <source>Hands the maker took 3 or more tricks</source>
      <translation>Ruke u kojima je tvorac uzeo 3 ili više štihova</translation>
    </message>
    <message>
      <source>Euchred</source>
      <translation>Primljeni euchrei</translation>
    </message>
    <message>
      <source>Hands this player made trump and was euchred</source>
      <translation>Ruke u kojima je ovaj igrač odredio adut i bio euhriran</translation>
    </message>
    <message>
      <source>Euchres</source>
      <translation>Euhriranja</translation>
    </message>
    <message>
      <source>Hands this player helped euchre the maker</source>
      <translation>Ruke u kojima je ovaj igrač pomogao euhrirati tvorca</translation>
    </message>
    <message>
      <source>Marched / alone</source>
      <translation>Štiglja / bez lutke</translation>
    </message>
    <message>
      <source>Hands this player made trump and took all 5 tricks, and hands this player went alone</source>
      <translation>Ruke u kojima ovaj igrač kao tvorac uzima svih 5 štihova i ruke u kojima igra bez lutke</translation>
    </message>
    <message>
      <source>Defended alone / won</source>
      <translation>Samostalna obrana / pobjeda</translation>
    </message>
    <message>
      <source>Hands this player defended alone, and how many beat the maker</source>
      <translation>Ruke u kojima je ovaj igrač branio samostalno i u koliko je pobijedio tvorca</translation>
    </message>
    <message>
      <source>Tricks</source>
      <translation>Štihovi</translation>
    </message>
    <message>
      <source>Tricks won in the whole game</source>
      <translation>Štihovi dobiveni u cijeloj igri</translation>
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
      <translation>Odbačena igra čuva se u Igra → Prošle igre.</translation>
    </message>
    <message>
      <source>&amp;Keep playing</source>
      <translation>&amp;Igraj dalje</translation>
    </message>
    <message>
      <source>&amp;Save it and continue</source>
      <translation>&amp;Spremi je i nastavi</translation>
    </message>
    <message>
      <source>&amp;Discard</source>
      <translation>&amp;Odbaci</translation>
    </message>
  </context>
  <context>
    <name>HandHistoryWindow</name>
    <message>
      <source>Hand history</source>
      <translation>Povijest ruku</translation>
    </message>
    <message>
      <source>{0}'s view</source>
      <translation>Pogled igrača {0}</translation>
    </message>
    <message>
      <source>Your view</source>
      <translation>Tvoj pogled</translation>
    </message>
    <message>
      <source>All cards open</source>
      <translation>Sve karte otvorene</translation>
    </message>
    <message>
      <source>Play this deal again</source>
      <translation>Ponovno odigraj ovo dijeljenje</translation>
    </message>
    <message>
      <source>In your seat</source>
      <translation>Na tvom mjestu</translation>
    </message>
    <message>
      <source>In {0}'s seat</source>
      <translation>Na mjestu igrača {0}</translation>
    </message>
    <message>
      <source>Hand:</source>
      <translation>Ruka:</translation>
    </message>
    <message>
      <source>Show:</source>
      <translation>Prikaži:</translation>
    </message>
    <message>
      <source>|◀ Start</source>
      <translation>|◀ Početak</translation>
    </message>
    <message>
      <source>◀◀ Trick</source>
      <translation>◀◀ Štih</translation>
    </message>
    <message>
      <source>◀ Back</source>
      <translation>◀ Natrag</translation>
    </message>
    <message>
      <source>Forward ▶</source>
      <translation>Naprijed ▶</translation>
    </message>
    <message>
      <source>End of trick ▶▶</source>
      <translation>Kraj štiha ▶▶</translation>
    </message>
    <message>
      <source>End ▶|</source>
      <translation>Kraj ▶|</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Zatvori</translation>
    </message>
    <message>
      <source>Review my play</source>
      <translation>Analiziraj moju igru</translation>
    </message>
    <message>
      <source>What the words mean: {0}.</source>
      <translation>Što znače pojmovi: {0}.</translation>
    </message>
    <message>
      <source>The deal: you deal. {0} actions follow.</source>
      <translation>Dijeljenje: dijeliš ti. Broj poteza koji slijede: {0}.</translation>
    </message>
    <message>
      <source>The deal: {0} deals. {1} actions follow.</source>
      <translation>Dijeljenje: dijeli {0}. Broj poteza koji slijede: {1}.</translation>
    </message>
    <message>
      <source>Action {0} of {1}: {2}</source>
      <translation>Potez {0} od {1}: {2}</translation>
    </message>
    <message>
      <source>you play the {0}</source>
      <translation>ti igraš {0}</translation>
    </message>
    <message>
      <source>{0} plays the {1}</source>
      <translation>{0} igra {1}</translation>
    </message>
    <message>
      <source>you discard the {0}</source>
      <translation>ti odbacuješ {0}</translation>
    </message>
    <message>
      <source>{0} discards the {1}</source>
      <translation>{0} odbacuje {1}</translation>
    </message>
    <message>
      <source>{0} discards a card</source>
      <translation>{0} odbacuje jednu kartu</translation>
    </message>
    <message>
      <source>Choose “All cards open” to see which card {0} discarded, and why.</source>
      <translation>Odaberi „Sve karte otvorene” da vidiš koju kartu odbacuje {0} i zašto.</translation>
    </message>
    <message>
      <source>Working out {0}'s reason…</source>
      <translation>Utvrđujem razlog igrača {0}…</translation>
    </message>
    <message>
      <source>{0}'s reason was not saved with the game.</source>
      <translation>Razlog igrača {0} nije spremljen s igrom.</translation>
    </message>
    <message>
      <source>{0}'s reason: “{1}”</source>
      <translation>Razlog igrača {0}: „{1}”</translation>
    </message>
    <message>
      <source>{0}: {1}</source>
      <translation>{0}: {1}</translation>
    </message>
    <message>
      <source>Ghost hand: {0}</source>
      <translation>Sablasna ruka: {0}</translation>
    </message>
    <message>
      <source>Dummy: {0}</source>
      <translation>Lutka: {0}</translation>
    </message>
    <message>
      <source>Reviewing your play…</source>
      <translation>Analiziram tvoju igru…</translation>
    </message>
    <message>
      <source>Reviewing your play… {0} of {1}</source>
      <translation>Analiziram tvoju igru… {0} od {1}</translation>
    </message>
    <message>
      <source>The review could not be finished.</source>
      <translation>Analiza se nije mogla dovršiti.</translation>
    </message>
    <message>
      <source>You had no choice to make in this hand.</source>
      <translation>U ovoj ruci nije bilo ničega za birati.</translation>
    </message>
    <message>
      <source>In bold: what cost you half a point or a trick or more, on average. Click a line to see the table at that moment.</source>
      <translation>Podebljano: ono što te u prosjeku stajalo pola boda ili cijeli štih ili više. Klikni redak da vidiš stol u tom trenutku.</translation>
    </message>
    <message>
      <source>The marked decisions cost you about {0} points in all.</source>
      <translation>Označene odluke ukupno su te stajale oko {0} bodova.</translation>
    </message>
    <message>
      <source>No decision cost you half a point or a trick. Well played.</source>
      <translation>Nijedna te odluka nije stajala pola boda ni cijeli štih. Dobro odigrano.</translation>
    </message>
    <message>
      <source>✓ {0}: {1}, as the Hard bot would.</source>
      <translation>✓ {0}: {1}, kao što bi i teški bot.</translation>
    </message>
    <message>
      <source>✓ {0}: {1}, about as good as the Hard bot's choice.</source>
      <translation>✓ {0}: {1}, otprilike jednako dobro kao izbor teškog bota.</translation>
    </message>
    <message>
      <source>a renege that was called and cost you {0} points</source>
      <translation>renons koji je prijavljen i stajao te {0} bodova</translation>
    </message>
    <message>
      <source>which cost you about {0} points and {1} tricks on average</source>
      <translation>što te u prosjeku stajalo oko {0} bodova i {1} štihova</translation>
    </message>
    <message>
      <source>which cost you about {0} points on average</source>
      <translation>što te u prosjeku stajalo oko {0} bodova</translation>
    </message>
    <message>
      <source>✗ {0}: you chose to {1}, {2}. Better: {3}. The Hard bot's reason: “{4}”</source>
      <translation>✗ {0}: tvoja odluka bila je {1}, {2}. Bolje: {3}. Razlog teškog bota: „{4}”</translation>
    </message>
    <message>
      <source>Trick {0}</source>
      <translation>Štih {0}</translation>
    </message>
    <message>
      <source>Bidding</source>
      <translation>Licitacija</translation>
    </message>
    <message>
      <source>Naming trump</source>
      <translation>Zvanje aduta</translation>
    </message>
    <message>
      <source>Round one</source>
      <translation>Prvi krug</translation>
    </message>
    <message>
      <source>Round two</source>
      <translation>Drugi krug</translation>
    </message>
    <message>
      <source>Dummy or alone</source>
      <translation>S lutkom ili bez nje</translation>
    </message>
    <message>
      <source>Defending alone</source>
      <translation>Samostalna obrana</translation>
    </message>
    <message>
      <source>Discard</source>
      <translation>Odbacivanje</translation>
    </message>
    <message>
      <source>Calling</source>
      <translation>Prijava renonsa</translation>
    </message>
  </context>
  <context>
    <name>HandText</name>
    <message>
      <source>Ghost Euchre hand history</source>
      <translation>Povijest ruku igre Ghost Euchre</translation>
    </message>
    <message>
      <source>Game: {0}</source>
      <translation>Igra: {0}</translation>
    </message>
    <message>
      <source>Rules: {0}</source>
      <translation>Pravila: {0}</translation>
    </message>
    <message>
      <source>{0} (you)</source>
      <translation>{0} (ti)</translation>
    </message>
    <message>
      <source>{0} ({1} bot)</source>
      <translation>{0} (bot, {1})</translation>
    </message>
    <message>
      <source>Players: {0}</source>
      <translation>Igrači: {0}</translation>
    </message>
    <message>
      <source>Score after hand {0}: {1}</source>
      <translation>Bodovi nakon ruke {0}: {1}</translation>
    </message>
    <message>
      <source>Final score: {0}</source>
      <translation>Konačni rezultat: {0}</translation>
    </message>
    <message>
      <source>You won the game.</source>
      <translation>Pobjeda je tvoja.</translation>
    </message>
    <message>
      <source>{0} won the game.</source>
      <translation>Igru osvaja {0}.</translation>
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
      <translation>dijeliš ti</translation>
    </message>
    <message>
      <source>{0} deals</source>
      <translation>dijeli {0}</translation>
    </message>
    <message>
      <source>Hand {0}: {1}</source>
      <translation>Ruka {0}: {1}</translation>
    </message>
    <message>
      <source>Turned up: the {0}</source>
      <translation>Okrenuta karta: {0}</translation>
    </message>
    <message>
      <source>Scores: {0}</source>
      <translation>Bodovi: {0}</translation>
    </message>
  </context>
  <context>
    <name>History</name>
    <message>
      <source>Seat {0}</source>
      <translation>Mjesto {0}</translation>
    </message>
    <message>
      <source>Hand {0}: {1}</source>
      <translation>Ruka {0}: {1}</translation>
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
      <translation>Kretanje kroz karte, gumbe, pločice i hrpe</translation>
    </message>
    <message>
      <source>Menus</source>
      <translation>Izbornici</translation>
    </message>
    <message>
      <source>On the table</source>
      <translation>Na stolu</translation>
    </message>
    <message>
      <source>Choices (the letter shown on each button)</source>
      <translation>Izbori (slovo prikazano na svakom gumbu)</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>Tipkovnički prečaci</translation>
    </message>
    <message>
      <source>Enter</source>
      <translation>Enter</translation>
    </message>
    <message>
      <source>Space</source>
      <translation>razmaknica</translation>
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
      <translation>Pomakni fokus po svojoj ruci</translation>
    </message>
    <message>
      <source>Play the card in focus, or go on</source>
      <translation>Odigraj kartu u fokusu ili nastavi</translation>
    </message>
    <message>
      <source>Show the last trick, or close it</source>
      <translation>Pokaži posljednji štih ili ga zatvori</translation>
    </message>
    <message>
      <source>Go on to the next hand from the hand's summary</source>
      <translation>Prijeđi na sljedeću ruku iz sažetka ruke</translation>
    </message>
    <message>
      <source>Close the score sheet</source>
      <translation>Zatvori bodovnu listu</translation>
    </message>
    <message>
      <source>Show the keyboard shortcuts</source>
      <translation>Pokaži tipkovničke prečace</translation>
    </message>
  </context>
  <context>
    <name>Language</name>
    <message>
      <source>System language</source>
      <translation>Jezik sustava</translation>
    </message>
    <message>
      <source>The new language is used the next time you start Ghost Euchre.</source>
      <translation>Novi jezik koristi se pri sljedećem pokretanju igre Ghost Euchre.</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Jezik</translation>
    </message>
  </context>
  <context>
    <name>LessonsWindow</name>
    <message>
      <source>Learn to play</source>
      <translation>Nauči igrati</translation>
    </message>
    <message>
      <source>Each lesson plays on the table: the coach explains, asks and shows you what to do. Any lesson can be played again.</source>
      <translation>Svaka se lekcija igra za stolom: trener objašnjava, pita i pokazuje što trebaš učiniti. Svaka se lekcija može ponovno odigrati.</translation>
    </message>
    <message>
      <source>Lessons</source>
      <translation>Lekcije</translation>
    </message>
    <message>
      <source>Practice: Ghost Hand</source>
      <translation>Vježba: Ghost Hand</translation>
    </message>
    <message>
      <source>Practice: Cutthroat</source>
      <translation>Vježba: Cutthroat</translation>
    </message>
    <message>
      <source>Start</source>
      <translation>Počni</translation>
    </message>
    <message>
      <source>{0}{1}. {2}
{3}</source>
      <translation>{0}{1}. {2}
{3}</translation>
    </message>
    <message>
      <source>{0}{1}, level {2}: {3}</source>
      <translation>{0}{1}, razina {2}: {3}</translation>
    </message>
    <message>
      <source>Finished</source>
      <translation>Završeno</translation>
    </message>
    <message>
      <source>Not played yet</source>
      <translation>Još nije odigrano</translation>
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
      <translation>Bot je zakazao: {0}</translation>
    </message>
    <message>
      <source>Log and scores</source>
      <translation>Zapisnik i bodovi</translation>
    </message>
    <message>
      <source>Log</source>
      <translation>Zapisnik</translation>
    </message>
    <message>
      <source>Scores</source>
      <translation>Bodovi</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Igra</translation>
    </message>
    <message>
      <source>&amp;New game…</source>
      <translation>&amp;Nova igra…</translation>
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation>&amp;Otvori…</translation>
    </message>
    <message>
      <source>Save &amp;As…</source>
      <translation>Spremi &amp;kao…</translation>
    </message>
    <message>
      <source>&amp;Export hand history…</source>
      <translation>Izvezi povijest &amp;ruku…</translation>
    </message>
    <message>
      <source>&amp;Past games…</source>
      <translation>Prošle i&amp;gre…</translation>
    </message>
    <message>
      <source>S&amp;tatistics…</source>
      <translation>St&amp;atistika…</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Poništi</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>Pono&amp;vi</translation>
    </message>
    <message>
      <source>&amp;Claim the rest</source>
      <translation>&amp;Zatraži ostatak</translation>
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation>&amp;Savjet</translation>
    </message>
    <message>
      <source>&amp;Last trick</source>
      <translation>Posljednji š&amp;tih</translation>
    </message>
    <message>
      <source>&amp;Score sheet</source>
      <translation>&amp;Bodovna lista</translation>
    </message>
    <message>
      <source>Hand &amp;history…</source>
      <translation>Povij&amp;est ruku…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Izlaz</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>P&amp;rikaz</translation>
    </message>
    <message>
      <source>&amp;Log and scores</source>
      <translation>&amp;Zapisnik i bodovi</translation>
    </message>
    <message>
      <source>&amp;Animations</source>
      <translation>&amp;Animacije</translation>
    </message>
    <message>
      <source>Learning &amp;aids</source>
      <translation>Pomoć pri &amp;učenju</translation>
    </message>
    <message>
      <source>Tag the bowers, say why a card cannot be played, explain the buttons</source>
      <translation>Označi bowere, reci zašto se karta ne može odigrati, objasni gumbe</translation>
    </message>
    <message>
      <source>&amp;Settings</source>
      <translation>&amp;Postavke</translation>
    </message>
    <message>
      <source>&amp;Preferences…</source>
      <translation>&amp;Mogućnosti…</translation>
    </message>
    <message>
      <source>&amp;Language…</source>
      <translation>&amp;Jezik…</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>Po&amp;moć</translation>
    </message>
    <message>
      <source>&amp;Welcome…</source>
      <translation>&amp;Dobrodošlica…</translation>
    </message>
    <message>
      <source>&amp;Learn to play…</source>
      <translation>&amp;Nauči igrati…</translation>
    </message>
    <message>
      <source>&amp;Rules</source>
      <translation>&amp;Pravila</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts…</source>
      <translation>&amp;Tipkovnički prečaci…</translation>
    </message>
    <message>
      <source>&amp;About Ghost Euchre</source>
      <translation>&amp;O igri Ghost Euchre</translation>
    </message>
    <message>
      <source>No sound: the audio device could not be opened.</source>
      <translation>Nema zvuka: zvučni uređaj nije moguće otvoriti.</translation>
    </message>
    <message>
      <source>No hand has been finished yet.</source>
      <translation>Još nijedna ruka nije završena.</translation>
    </message>
    <message>
      <source>© 2026 The Ghost Euchre developers. The card pictures and the sounds are drawn and made for this game.</source>
      <translation>© 2026 Razvijatelji igre Ghost Euchre. Slike karata i zvukovi nacrtani su i napravljeni za ovu igru.</translation>
    </message>
    <message>
      <source>Ghost Euchre is free software: you may share and change it under the GNU General Public License, version 3 or any later version. It comes with no warranty.</source>
      <translation>Ghost Euchre je slobodan softver: smijete ga dijeliti i mijenjati prema uvjetima GNU-ove opće javne licence, verzije 3 ili bilo koje kasnije verzije. Dolazi bez ikakvog jamstva.</translation>
    </message>
    <message>
      <source>Built with Python {0}, Qt {1} and Qt for Python {2} (under the GNU Lesser General Public License, version 3).</source>
      <translation>Izrađeno s Pythonom {0}, Qt-om {1} i Qt for Python {2} (pod GNU-ovom manje općom javnom licencom, verzija 3).</translation>
    </message>
    <message>
      <source>Website: {0}</source>
      <translation>Web-stranica: {0}</translation>
    </message>
    <message>
      <source>About Ghost Euchre</source>
      <translation>O igri Ghost Euchre</translation>
    </message>
    <message>
      <source>Ghost Euchre {0}

Three-player euchre: Ghost Hand and Cutthroat, against bots.</source>
      <translation>Ghost Euchre {0}

Euchre za tri igrača: Ghost Hand i Cutthroat, protiv botova.</translation>
    </message>
    <message>
      <source>Your settings could not be read, so the standard settings are used. The file was kept as {0}.</source>
      <translation>Tvoje se postavke nisu mogle pročitati, pa se koriste standardne postavke. Datoteka je sačuvana kao {0}.</translation>
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
      <translation>Nastaviti tvoju igru {0}? Ruka {1} — {2}</translation>
    </message>
    <message>
      <source>The saved game could not be read, so a new game starts.</source>
      <translation>Spremljena igra nije se mogla pročitati, pa počinje nova igra.</translation>
    </message>
    <message>
      <source>File: {0}
Problem: {1}</source>
      <translation>Datoteka: {0}
Problem: {1}</translation>
    </message>
    <message>
      <source>The saved game could not be read, so a new game starts. The file was kept as {0}.</source>
      <translation>Spremljena igra nije se mogla pročitati, pa počinje nova igra. Datoteka je sačuvana kao {0}.</translation>
    </message>
    <message>
      <source>The game could not be saved: {0}.</source>
      <translation>Igra se nije mogla spremiti: {0}.</translation>
    </message>
    <message>
      <source>the game's data folder is read-only</source>
      <translation>mapa s podacima igre je samo za čitanje</translation>
    </message>
    <message>
      <source>the disk is full</source>
      <translation>disk je pun</translation>
    </message>
    <message>
      <source>it is too long</source>
      <translation>predugačka je</translation>
    </message>
    <message>
      <source>the game's data folder cannot be written</source>
      <translation>u mapu s podacima igre ne može se pisati</translation>
    </message>
    <message>
      <source>Finished and left games cannot be kept in Past games: {0}.</source>
      <translation>Završene i napuštene igre ne mogu se sačuvati u Prošlim igrama: {0}.</translation>
    </message>
    <message>
      <source>Your statistics cannot be saved: {0}.</source>
      <translation>Tvoja se statistika ne može spremiti: {0}.</translation>
    </message>
    <message>
      <source>This game cannot be saved: {0}. You can play on, but the game is lost when you quit.</source>
      <translation>Ova se igra ne može spremiti: {0}. Možeš nastaviti igrati, ali igra se gubi kad izađeš.</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <source>New game</source>
      <translation>Nova igra</translation>
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
      <translation>Inačica</translation>
    </message>
    <message>
      <source>Rules</source>
      <translation>Pravila</translation>
    </message>
    <message>
      <source>Changes to the standard game that some players like. The standard game needs none of them.</source>
      <translation>Izmjene standardne igre koje neki igrači vole. Standardnoj igri nije potrebna nijedna.</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Igrači</translation>
    </message>
    <message>
      <source>Your name</source>
      <translation>Tvoje ime</translation>
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
      <translation>Animiraj karte</translation>
    </message>
    <message>
      <source> ms</source>
      <translation> ms</translation>
    </message>
    <message>
      <source>until I click</source>
      <translation>dok ne kliknem</translation>
    </message>
    <message>
      <source>Play a card by double-click</source>
      <translation>Igraj kartu dvostrukim klikom</translation>
    </message>
    <message>
      <source>Bot pause before playing</source>
      <translation>Stanka botova prije igre</translation>
    </message>
    <message>
      <source>Finished trick stays</source>
      <translation>Završeni štih ostaje</translation>
    </message>
    <message>
      <source>Deal</source>
      <translation>Podijeli</translation>
    </message>
    <message>
      <source>Rules…</source>
      <translation>Pravila…</translation>
    </message>
    <message>
      <source>Explain: {0}</source>
      <translation>Objasni: {0}</translation>
    </message>
    <message>
      <source>House rules</source>
      <translation>Kućna pravila</translation>
    </message>
    <message>
      <source>House rules ({0} changed)</source>
      <translation>Kućna pravila (promijenjeno: {0})</translation>
    </message>
    <message>
      <source>The game you are setting up is played with these rules:</source>
      <translation>Igra koju postavljaš igra se po ovim pravilima:</translation>
    </message>
  </context>
  <context>
    <name>News</name>
    <message numerus="yes">
      <source>{0} calls a renege on you: you played the {1} while holding {2}, and you lose %n point(s)</source>
      <translation>
        <numerusform>{0} prijavljuje tvoj renons: {1} uz {2} u ruci; gubiš %n bod</numerusform>
        <numerusform>{0} prijavljuje tvoj renons: {1} uz {2} u ruci; gubiš %n boda</numerusform>
        <numerusform>{0} prijavljuje tvoj renons: {1} uz {2} u ruci; gubiš %n bodova</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You call a renege on {0}: {0} played the {1} while holding {2}, and loses %n point(s)</source>
      <translation>
        <numerusform>Prijavljuješ renons igrača {0}: {1} uz {2} u ruci; {0} gubi %n bod</numerusform>
        <numerusform>Prijavljuješ renons igrača {0}: {1} uz {2} u ruci; {0} gubi %n boda</numerusform>
        <numerusform>Prijavljuješ renons igrača {0}: {1} uz {2} u ruci; {0} gubi %n bodova</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on {1}: {1} played the {2} while holding {3}, and loses %n point(s)</source>
      <translation>
        <numerusform>{0} prijavljuje renons igrača {1}: {2} uz {3} u ruci; {1} gubi %n bod</numerusform>
        <numerusform>{0} prijavljuje renons igrača {1}: {2} uz {3} u ruci; {1} gubi %n boda</numerusform>
        <numerusform>{0} prijavljuje renons igrača {1}: {2} uz {3} u ruci; {1} gubi %n bodova</numerusform>
      </translation>
    </message>
    <message>
      <source>You took the last trick with the {0}</source>
      <translation>Posljednji štih pripao je tebi, kartom {0}</translation>
    </message>
    <message>
      <source>{0} took the last trick with the {1}</source>
      <translation>Posljednji štih pripao je igraču {0}, kartom {1}</translation>
    </message>
    <message>
      <source>News</source>
      <translation>Novosti</translation>
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
      <translation>Pročitaj više u pravilima</translation>
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
      <translation>Igra</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Igrači</translation>
    </message>
    <message>
      <source>Winner</source>
      <translation>Pobjednik</translation>
    </message>
    <message>
      <source>Scores</source>
      <translation>Rezultat</translation>
    </message>
    <message>
      <source>This game could not be read.</source>
      <translation>Ova se igra nije mogla pročitati.</translation>
    </message>
    <message>
      <source>Not finished</source>
      <translation>Nije završena</translation>
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
      <translation>Prošle igre</translation>
    </message>
    <message>
      <source>No game has been kept yet.</source>
      <translation>Još nijedna igra nije sačuvana.</translation>
    </message>
    <message>
      <source>&amp;Open</source>
      <translation>&amp;Otvori</translation>
    </message>
    <message>
      <source>Show the game on the table as it ended</source>
      <translation>Prikaži igru na stolu onakvu kakva je završila</translation>
    </message>
    <message>
      <source>&amp;Hand history…</source>
      <translation>&amp;Povijest ruku…</translation>
    </message>
    <message>
      <source>Step through the game's hands, with every card and the bots' reasons</source>
      <translation>Prođi korak po korak kroz ruke igre, sa svim kartama i razlozima botova</translation>
    </message>
  </context>
  <context>
    <name>PreferencesDialog</name>
    <message>
      <source>Preferences</source>
      <translation>Mogućnosti</translation>
    </message>
    <message>
      <source>General</source>
      <translation>Općenito</translation>
    </message>
    <message>
      <source>Learning aids</source>
      <translation>Pomoć pri učenju</translation>
    </message>
    <message>
      <source>Mark the bowers on your cards, say why a card cannot be played, and explain the buttons</source>
      <translation>Označi bowere na tvojim kartama, reci zašto se karta ne može odigrati i objasni gumbe</translation>
    </message>
    <message>
      <source>Ask before shooting the moon, going alone or defending alone</source>
      <translation>Pitaj prije pucanja u mjesec, igre bez lutke ili samostalne obrane</translation>
    </message>
    <message>
      <source>Play</source>
      <translation>Igra</translation>
    </message>
    <message>
      <source>a click</source>
      <translation>jednim klikom</translation>
    </message>
    <message>
      <source>a double-click</source>
      <translation>dvostrukim klikom</translation>
    </message>
    <message>
      <source>Play a card with</source>
      <translation>Igraj kartu</translation>
    </message>
    <message>
      <source>Animate cards</source>
      <translation>Animiraj karte</translation>
    </message>
    <message>
      <source> ms</source>
      <translation> ms</translation>
    </message>
    <message>
      <source>A card's move takes</source>
      <translation>Pomak karte traje</translation>
    </message>
    <message>
      <source>Bot pause before playing</source>
      <translation>Stanka botova prije igre</translation>
    </message>
    <message>
      <source>until I click</source>
      <translation>dok ne kliknem</translation>
    </message>
    <message>
      <source>Finished trick stays</source>
      <translation>Završeni štih ostaje</translation>
    </message>
    <message>
      <source>Speed of play</source>
      <translation>Brzina igre</translation>
    </message>
    <message>
      <source>Play my only legal card for me</source>
      <translation>Odigraj umjesto mene jedinu kartu koju smijem odigrati</translation>
    </message>
    <message>
      <source>When only one of your cards may be played, it is lifted and played after a short pause</source>
      <translation>Kad smiješ odigrati samo jednu kartu, ona se podigne i odigra nakon kratke stanke</translation>
    </message>
    <message>
      <source>Offer to claim the rest, and finish a hand when nothing is left to decide</source>
      <translation>Ponudi traženje ostatka i dovrši ruku kad više nema odluka</translation>
    </message>
    <message>
      <source>Claim the rest when your cards are sure to take every trick left; once you have no choice left in a hand, it is played out quickly</source>
      <translation>Zatraži ostatak kad tvoje karte sigurno uzimaju sve preostale štihove; kad u ruci više nemaš izbora, ona se brzo odigra do kraja</translation>
    </message>
    <message>
      <source>Appearance</source>
      <translation>Izgled</translation>
    </message>
    <message>
      <source>Navy</source>
      <translation>Tamnoplava</translation>
    </message>
    <message>
      <source>Red lattice</source>
      <translation>Crvena rešetka</translation>
    </message>
    <message>
      <source>Green tartan</source>
      <translation>Zeleni tartan</translation>
    </message>
    <message>
      <source>Card back</source>
      <translation>Poleđina karata</translation>
    </message>
    <message>
      <source>Modern (crown, tiara, cap)</source>
      <translation>Moderne (kruna, dijadema, kapa)</translation>
    </message>
    <message>
      <source>Traditional figures</source>
      <translation>Tradicionalni likovi</translation>
    </message>
    <message>
      <source>Kings, queens and jacks</source>
      <translation>Kraljevi, dame i dečki</translation>
    </message>
    <message>
      <source>Four-colour deck (♣ green, ♦ blue)</source>
      <translation>Špil u četiri boje (♣ zeleno, ♦ plavo)</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>Normalan</translation>
    </message>
    <message>
      <source>Large</source>
      <translation>Velik</translation>
    </message>
    <message>
      <source>Larger</source>
      <translation>Veći</translation>
    </message>
    <message>
      <source>Text on the table</source>
      <translation>Tekst na stolu</translation>
    </message>
    <message>
      <source>Sound</source>
      <translation>Zvuk</translation>
    </message>
    <message>
      <source>Play sounds (a card, a trick, your turn, a win)</source>
      <translation>Reproduciraj zvukove (karta, štih, tvoj potez, pobjeda)</translation>
    </message>
    <message>
      <source>Volume</source>
      <translation>Glasnoća</translation>
    </message>
  </context>
  <context>
    <name>QAbstractFileIconProvider</name>
    <message>
      <source>Folder</source>
      <comment>All other platforms</comment>
      <translation>Mapa</translation>
    </message>
    <message>
      <source>Drive</source>
      <translation>Pogonska jedinica</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <source>&amp;Look in:</source>
      <translation>&amp;Pogledaj u:</translation>
    </message>
    <message>
      <source>File &amp;name:</source>
      <translation>&amp;Ime datoteke:</translation>
    </message>
    <message>
      <source>Files of &amp;type:</source>
      <translation>Datoteke ove &amp;vrste:</translation>
    </message>
    <message>
      <source>All Files (*)</source>
      <translation>Sve datoteke (*)</translation>
    </message>
    <message>
      <source>&amp;Open</source>
      <translation>&amp;Otvori</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>&amp;Spremi</translation>
    </message>
    <message>
      <source>Back</source>
      <translation>Natrag</translation>
    </message>
    <message>
      <source>Go back</source>
      <translation>Idi natrag</translation>
    </message>
    <message>
      <source>Forward</source>
      <translation>Naprijed</translation>
    </message>
    <message>
      <source>Go forward</source>
      <translation>Idi naprijed</translation>
    </message>
    <message>
      <source>Parent Directory</source>
      <translation>Nadređeni direktorij</translation>
    </message>
    <message>
      <source>Go to the parent directory</source>
      <translation>Prijeđi na nadređeni direktorij</translation>
    </message>
    <message>
      <source>Create New Folder</source>
      <translation>Stvori novu mapu</translation>
    </message>
    <message>
      <source>Create a New Folder</source>
      <translation>Stvori novu mapu</translation>
    </message>
    <message>
      <source>List View</source>
      <translation>Popisni prikaz</translation>
    </message>
    <message>
      <source>Change to list view mode</source>
      <translation>Promijeni u popisni prikaz</translation>
    </message>
    <message>
      <source>Detail View</source>
      <translation>Detaljni prikaz</translation>
    </message>
    <message>
      <source>Change to detail view mode</source>
      <translation>Promijeni u detaljni prikaz</translation>
    </message>
    <message>
      <source>Sidebar</source>
      <translation>Bočna traka</translation>
    </message>
    <message>
      <source>List of places and bookmarks</source>
      <translation>Popis mjesta i knjižnih oznaka</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>Datoteke</translation>
    </message>
    <message>
      <source>Recent Places</source>
      <translation>Nedavna mjesta</translation>
    </message>
    <message>
      <source>Show </source>
      <translation>Prikaži </translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <translation>&amp;Preimenuj</translation>
    </message>
    <message>
      <source>&amp;Delete</source>
      <translation>&amp;Ukloni</translation>
    </message>
    <message>
      <source>Show &amp;hidden files</source>
      <translation>Prikaži &amp;skrivene datoteke</translation>
    </message>
    <message>
      <source>&amp;New Folder</source>
      <translation>&amp;Nova mapa</translation>
    </message>
    <message>
      <source>New Folder</source>
      <translation>Nova mapa</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>Ukloni</translation>
    </message>
    <message>
      <source>Are you sure you want to delete '%1'?</source>
      <translation>Zaista želiš ukloniti '%1'?</translation>
    </message>
    <message>
      <source>'%1' is write protected.
Do you want to delete it anyway?</source>
      <translation>'%1' je zaštićen.
Želiš li ga ipak ukloniti?</translation>
    </message>
    <message>
      <source>Could not delete directory.</source>
      <translation>Nije bilo moguće ukloniti direktorij.</translation>
    </message>
    <message>
      <source>%1 already exists.
Do you want to replace it?</source>
      <translation>%1 već postoji.
Želiš li je zamijeniti?</translation>
    </message>
    <message>
      <source>%1
File not found.
Please verify the correct file name was given.</source>
      <translation>%1
Datoteka nije nađena.
Provjeri ispravnost zadanog imena datoteke.</translation>
    </message>
  </context>
  <context>
    <name>QFileSystemModel</name>
    <message>
      <source>Name</source>
      <translation>Ime</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>Veličina</translation>
    </message>
    <message>
      <source>Type</source>
      <comment>All other platforms</comment>
      <translation>Vrsta</translation>
    </message>
    <message>
      <source>Date Modified</source>
      <translation>Datum promjene</translation>
    </message>
    <message>
      <source>Computer</source>
      <translation>Računalo</translation>
    </message>
  </context>
  <context>
    <name>QMessageBox</name>
    <message>
      <source>Show Details...</source>
      <translation>Prikaži detalje...</translation>
    </message>
    <message>
      <source>Hide Details...</source>
      <translation>Sakrij detalje...</translation>
    </message>
  </context>
  <context>
    <name>QPlatformTheme</name>
    <message>
      <source>OK</source>
      <translation>U redu</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>Spremi</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>Otvori</translation>
    </message>
    <message>
      <source>&amp;Yes</source>
      <translation>&amp;Da</translation>
    </message>
    <message>
      <source>&amp;No</source>
      <translation>&amp;Ne</translation>
    </message>
    <message>
      <source>Abort</source>
      <translation>Prekini</translation>
    </message>
    <message>
      <source>Retry</source>
      <translation>Pokušaj ponovno</translation>
    </message>
    <message>
      <source>Ignore</source>
      <translation>Zanemari</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Zatvori</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Odustani</translation>
    </message>
    <message>
      <source>Discard</source>
      <translation>Odbaci</translation>
    </message>
    <message>
      <source>Help</source>
      <translation>Pomoć</translation>
    </message>
    <message>
      <source>Apply</source>
      <translation>Primijeni</translation>
    </message>
    <message>
      <source>Reset</source>
      <translation>Vrati</translation>
    </message>
    <message>
      <source>Restore Defaults</source>
      <translation>Vrati zadano</translation>
    </message>
  </context>
  <context>
    <name>RiskyCalls</name>
    <message>
      <source>Shoot the moon?</source>
      <translation>Pucati u mjesec?</translation>
    </message>
    <message>
      <source>Shoot the moon</source>
      <translation>Pucaj u mjesec</translation>
    </message>
    <message>
      <source>You must take all {0} tricks: you win {1} points if you do, and lose {2} if you do not.</source>
      <translation>Moraš uzeti svih {0} štihova: ako uspiješ, dobivaš {1} bodova, a ako ne uspiješ, gubiš {2}.</translation>
    </message>
    <message>
      <source>Defend alone?</source>
      <translation>Braniti samostalno?</translation>
    </message>
    <message>
      <source>Defend alone</source>
      <translation>Brani samostalno</translation>
    </message>
    <message>
      <source>The other defender sits out, and you must stop the maker without help. If you take 3 or 4 tricks, both defenders score +{0}; if you take all 5, both score +{1}. If the maker takes 3 or more, the maker scores as usual.</source>
      <translation>Drugi branitelj sjedi po strani, a ti moraš bez pomoći zaustaviti tvorca. Ako uzmeš 3 ili 4 štiha, oba branitelja dobivaju +{0}; ako uzmeš svih 5, oba dobivaju +{1}. Ako tvorac uzme 3 ili više, boduje kao i inače.</translation>
    </message>
    <message>
      <source>You play your own five cards without the dummy: all 5 tricks score +{0} (+{1} with the dummy), 3 or 4 tricks score +{2} as usual, and fewer than 3 give each defender +{3}.</source>
      <translation>Igraš svojih pet karata bez lutke: svih 5 štihova donosi +{0} (+{1} s lutkom), 3 ili 4 štiha donose +{2} kao i inače, a manje od 3 daje svakom branitelju +{3}.</translation>
    </message>
    <message>
      <source>Go alone?</source>
      <translation>Igrati bez lutke?</translation>
    </message>
    <message>
      <source>Go alone</source>
      <translation>Igraj bez lutke</translation>
    </message>
    <message>
      <source>Don't ask again</source>
      <translation>Ne pitaj ponovno</translation>
    </message>
  </context>
  <context>
    <name>RuleOption</name>
    <message>
      <source>Points to win</source>
      <translation>Bodovi za pobjedu</translation>
    </message>
    <message>
      <source>After a hand, a player with at least this many points and more than anyone else wins.</source>
      <translation>Nakon ruke pobjeđuje igrač koji ima barem toliko bodova i više od svih ostalih.</translation>
    </message>
    <message>
      <source>Cards that do not follow suit</source>
      <translation>Karte koje ne odgovaraju na boju</translation>
    </message>
    <message>
      <source>Refused by the game, or allowed to stand until another player calls the renege.</source>
      <translation>Igra ih odbija ili ih dopušta dok drugi igrač ne prijavi renons.</translation>
    </message>
    <message>
      <source>are refused</source>
      <translation>se odbijaju</translation>
    </message>
    <message>
      <source>are allowed; reneges can be called</source>
      <translation>su dopuštene; renons se može prijaviti</translation>
    </message>
    <message>
      <source>Renege penalty (points)</source>
      <translation>Kazna za renons (bodovi)</translation>
    </message>
    <message>
      <source>What a player loses for each renege that another player calls.</source>
      <translation>Što igrač gubi za svaki renons koji prijavi drugi igrač.</translation>
    </message>
    <message>
      <source>Stick the dealer</source>
      <translation>Djelitelj mora zvati</translation>
    </message>
    <message>
      <source>When everyone else has passed, the dealer may not pass at the last turn of the bidding.</source>
      <translation>Kad su svi ostali rekli dalje, djelitelj ne smije reći dalje u posljednjem potezu licitacije.</translation>
    </message>
    <message>
      <source>Swapping with the ghost hand</source>
      <translation>Zamjena sa sablasnom rukom</translation>
    </message>
    <message>
      <source>On their turn, before bidding, one player per hand may trade their hand for the ghost hand, sight unseen.</source>
      <translation>Na svom potezu, prije licitacije, jedan igrač po ruci smije zamijeniti svoju ruku za sablasnu, naslijepo.</translation>
    </message>
    <message>
      <source>Points for shooting the moon</source>
      <translation>Bodovi za pucanje u mjesec</translation>
    </message>
    <message>
      <source>What a player who shoots the moon scores for taking all 6 tricks.</source>
      <translation>Što osvaja igrač koji puca u mjesec ako uzme svih 6 štihova.</translation>
    </message>
    <message>
      <source>Points lost for a failed moon</source>
      <translation>Gubitak za neuspjeli mjesec</translation>
    </message>
    <message>
      <source>What a player who shoots the moon loses if they lose a trick.</source>
      <translation>Što gubi igrač koji puca u mjesec ako izgubi štih.</translation>
    </message>
    <message>
      <source>Dealer picks up the up-card</source>
      <translation>Djelitelj podiže okrenutu kartu</translation>
    </message>
    <message>
      <source>When another player orders up, whether the dealer may leave the up-card.</source>
      <translation>Kad drugi igrač naredi, smije li djelitelj ostaviti okrenutu kartu.</translation>
    </message>
    <message>
      <source>may choose</source>
      <translation>može birati</translation>
    </message>
    <message>
      <source>must</source>
      <translation>mora</translation>
    </message>
    <message>
      <source>Defenders may go alone</source>
      <translation>Branitelji smiju braniti samostalno</translation>
    </message>
    <message>
      <source>After the maker's choice, one defender may play alone while the other sits out.</source>
      <translation>Nakon tvorčeva izbora jedan branitelj smije igrati samostalno dok drugi sjedi po strani.</translation>
    </message>
    <message>
      <source>Points for a march</source>
      <translation>Bodovi za štiglju</translation>
    </message>
    <message>
      <source>What the maker scores for taking all 5 tricks.</source>
      <translation>Što tvorac osvaja ako uzme svih 5 štihova.</translation>
    </message>
    <message>
      <source>Points for a march alone</source>
      <translation>Bodovi za štiglju bez lutke</translation>
    </message>
    <message>
      <source>What a maker who went alone scores for taking all 5 tricks.</source>
      <translation>Što osvaja tvorac koji igra bez lutke ako uzme svih 5 štihova.</translation>
    </message>
    <message>
      <source>Points per defender for a euchre</source>
      <translation>Bodovi po branitelju za euchre</translation>
    </message>
    <message>
      <source>What each defender scores when the maker takes fewer than 3 tricks.</source>
      <translation>Što osvaja svaki branitelj kad tvorac uzme manje od 3 štiha.</translation>
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
      <translation>Karte</translation>
    </message>
    <message>
      <source>Tricks</source>
      <translation>Štihovi</translation>
    </message>
    <message>
      <source>Following suit</source>
      <translation>Odgovaranje na boju</translation>
    </message>
    <message>
      <source>Trumping</source>
      <translation>Sječenje adutom</translation>
    </message>
    <message>
      <source>Trump and the bowers</source>
      <translation>Adut i boweri</translation>
    </message>
    <message>
      <source>Ghost Hand</source>
      <translation>Ghost Hand</translation>
    </message>
    <message>
      <source>The deal</source>
      <translation>Dijeljenje</translation>
    </message>
    <message>
      <source>Bidding</source>
      <translation>Licitacija</translation>
    </message>
    <message>
      <source>The ghost hand and the swap</source>
      <translation>Sablasna ruka i zamjena</translation>
    </message>
    <message>
      <source>Trump and play</source>
      <translation>Adut i igra</translation>
    </message>
    <message>
      <source>Scoring in Ghost Hand</source>
      <translation>Bodovanje u Ghost Handu</translation>
    </message>
    <message>
      <source>Cutthroat</source>
      <translation>Cutthroat</translation>
    </message>
    <message>
      <source>The deal and the up-card</source>
      <translation>Dijeljenje i okrenuta karta</translation>
    </message>
    <message>
      <source>Round one: ordering up</source>
      <translation>Prvi krug: naređivanje</translation>
    </message>
    <message>
      <source>Round two: naming trump</source>
      <translation>Drugi krug: zvanje aduta</translation>
    </message>
    <message>
      <source>Taking the dummy</source>
      <translation>Uzimanje lutke</translation>
    </message>
    <message>
      <source>Going alone</source>
      <translation>Igra bez lutke</translation>
    </message>
    <message>
      <source>Defending alone</source>
      <translation>Samostalna obrana</translation>
    </message>
    <message>
      <source>Who leads</source>
      <translation>Tko otvara</translation>
    </message>
    <message>
      <source>Scoring in Cutthroat</source>
      <translation>Bodovanje u Cutthroatu</translation>
    </message>
    <message>
      <source>Reneges and calls</source>
      <translation>Renons i prijave</translation>
    </message>
    <message>
      <source>Stick the dealer</source>
      <translation>Djelitelj mora zvati</translation>
    </message>
    <message>
      <source>Winning the game</source>
      <translation>Pobjeda u igri</translation>
    </message>
    <message>
      <source>This game's rules</source>
      <translation>Pravila ove igre</translation>
    </message>
    <message>
      <source>Glossary</source>
      <translation>Pojmovnik</translation>
    </message>
    <message>
      <source>Bower</source>
      <translation>Bower</translation>
    </message>
    <message>
      <source>Either of the two highest trumps: the jacks of trump's colour.</source>
      <translation>Bilo koji od dva najviša aduta: dečki boje aduta.</translation>
    </message>
    <message>
      <source>Right bower</source>
      <translation>Desni bower</translation>
    </message>
    <message>
      <source>The jack of the trump suit, the highest card of the hand.</source>
      <translation>Dečko adutske boje, najviša karta ruke.</translation>
    </message>
    <message>
      <source>Left bower</source>
      <translation>Lijevi bower</translation>
    </message>
    <message>
      <source>The other jack of the same colour as trump. It counts as a trump, the second highest, and no longer belongs to its printed suit.</source>
      <translation>Drugi dečko iste boje kao adut. Računa se kao adut, drugi po jačini, i više ne pripada svojoj otisnutoj boji.</translation>
    </message>
    <message>
      <source>Trump</source>
      <translation>Adut</translation>
    </message>
    <message>
      <source>The suit chosen for the hand. Any trump beats any card of another suit.</source>
      <translation>Boja odabrana za ruku. Svaki adut tuče svaku kartu druge boje.</translation>
    </message>
    <message>
      <source>Follow suit</source>
      <translation>Odgovoriti na boju</translation>
    </message>
    <message>
      <source>Play a card of the suit that was led. You must when you can.</source>
      <translation>Odigrati kartu boje koja je otvorena. Moraš kad možeš.</translation>
    </message>
    <message>
      <source>Lead</source>
      <translation>Otvoriti</translation>
    </message>
    <message>
      <source>Play the first card of a trick. The winner of a trick leads the next one.</source>
      <translation>Odigrati prvu kartu štiha. Pobjednik štiha otvara sljedeći.</translation>
    </message>
    <message>
      <source>Trick</source>
      <translation>Štih</translation>
    </message>
    <message>
      <source>One card from each player in play. The highest trump takes it, or else the highest card of the suit led.</source>
      <translation>Po jedna karta svakog igrača u igri. Uzima ga najviši adut, inače najviša karta otvorene boje.</translation>
    </message>
    <message>
      <source>Order up</source>
      <translation>Narediti</translation>
    </message>
    <message>
      <source>In Cutthroat's first round: make the up-card's suit trump. The dealer does it by accepting.</source>
      <translation>U prvom krugu Cutthroata: boju okrenute karte učiniti adutom. Djelitelj to čini prihvaćanjem.</translation>
    </message>
    <message>
      <source>Pick up</source>
      <translation>Podići</translation>
    </message>
    <message>
      <source>The dealer takes the up-card into their hand and discards a card face down.</source>
      <translation>Djelitelj uzima okrenutu kartu u ruku i odbacuje jednu kartu licem prema dolje.</translation>
    </message>
    <message>
      <source>Kitty</source>
      <translation>Talon</translation>
    </message>
    <message>
      <source>In Cutthroat, the four cards left over after the deal. Its top card is turned face up.</source>
      <translation>U Cutthroatu četiri karte preostale nakon dijeljenja. Gornja se okreće licem prema gore.</translation>
    </message>
    <message>
      <source>Up-card</source>
      <translation>Okrenuta karta</translation>
    </message>
    <message>
      <source>The kitty's top card, face up. In round one its suit is offered as trump.</source>
      <translation>Gornja karta talona, licem prema gore. U prvom krugu njezina se boja nudi kao adut.</translation>
    </message>
    <message>
      <source>Turned down</source>
      <translation>Okrenuta licem prema dolje</translation>
    </message>
    <message>
      <source>When everyone passes in round one, the up-card is turned face down and its suit cannot be trump in that hand.</source>
      <translation>Kad svi u prvom krugu kažu dalje, okrenuta karta okreće se licem prema dolje i njezina boja u toj ruci ne može biti adut.</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>Lutka</translation>
    </message>
    <message>
      <source>In Cutthroat, a spare hand of five cards dealt face down. The maker may take it.</source>
      <translation>U Cutthroatu rezervna ruka od pet karata podijeljena licem prema dolje. Tvorac je smije uzeti.</translation>
    </message>
    <message>
      <source>Ghost hand</source>
      <translation>Sablasna ruka</translation>
    </message>
    <message>
      <source>In Ghost Hand, a spare hand of six cards dealt face down. One player per hand may swap for it.</source>
      <translation>U Ghost Handu rezervna ruka od šest karata podijeljena licem prema dolje. Jedan igrač po ruci smije je zamijeniti za svoju.</translation>
    </message>
    <message>
      <source>Dead hand</source>
      <translation>Mrtva ruka</translation>
    </message>
    <message>
      <source>The cards given up in a swap. They lie face down and take no part in the hand.</source>
      <translation>Karte predane pri zamjeni. Leže licem prema dolje i ne sudjeluju u ruci.</translation>
    </message>
    <message>
      <source>Swap</source>
      <translation>Zamjena</translation>
    </message>
    <message>
      <source>Trade your whole hand for the ghost hand, sight unseen, before you bid.</source>
      <translation>Zamijeni cijelu ruku za sablasnu ruku, naslijepo, prije licitacije.</translation>
    </message>
    <message>
      <source>March</source>
      <translation>Štiglja</translation>
    </message>
    <message>
      <source>In Cutthroat, the maker taking all five tricks.</source>
      <translation>U Cutthroatu: tvorac uzima svih pet štihova.</translation>
    </message>
    <message>
      <source>Euchre</source>
      <translation>Euchre</translation>
    </message>
    <message>
      <source>In Cutthroat, stopping the maker from taking three tricks. The maker is euchred and each defender scores.</source>
      <translation>U Cutthroatu: spriječiti tvorca da uzme tri štiha. Tvorac je euhriran i svaki branitelj dobiva bodove.</translation>
    </message>
    <message>
      <source>Set</source>
      <translation>Pad</translation>
    </message>
    <message>
      <source>In Ghost Hand, a declarer who takes fewer tricks than bid is set and loses the bid.</source>
      <translation>U Ghost Handu nositelj koji uzme manje štihova nego što je licitirao pada i gubi licitaciju.</translation>
    </message>
    <message>
      <source>Moon</source>
      <translation>Mjesec</translation>
    </message>
    <message>
      <source>In Ghost Hand, the bid of all six tricks.</source>
      <translation>U Ghost Handu licitacija svih šest štihova.</translation>
    </message>
    <message>
      <source>Shoot the moon</source>
      <translation>Pucati u mjesec</translation>
    </message>
    <message>
      <source>Bid the moon: claim all six tricks, for a big score if you take them all.</source>
      <translation>Licitirati mjesec: tražiti svih šest štihova, za velik rezultat ako ih uzmeš sve.</translation>
    </message>
    <message>
      <source>Alone</source>
      <translation>Samostalno</translation>
    </message>
    <message>
      <source>In Cutthroat, playing without help: a maker who leaves the dummy unseen, or a defender who plays without the other defender.</source>
      <translation>U Cutthroatu igra bez pomoći: tvorac koji ostavi lutku neviđenu ili branitelj koji igra bez drugog branitelja.</translation>
    </message>
    <message>
      <source>Defend alone</source>
      <translation>Brani samostalno</translation>
    </message>
    <message>
      <source>In Cutthroat, one defender takes on the maker single-handed while the other sits out.</source>
      <translation>U Cutthroatu se jedan branitelj bez pomoći suprotstavlja tvorcu dok drugi sjedi po strani.</translation>
    </message>
    <message>
      <source>Sits out</source>
      <translation>Sjedi po strani</translation>
    </message>
    <message>
      <source>A defender whose partner defends alone puts their cards down and plays no part in the hand, but still shares the defenders' points.</source>
      <translation>Branitelj čiji partner brani samostalno spušta karte i ne sudjeluje u ruci, ali dijeli bodove branitelja.</translation>
    </message>
    <message>
      <source>Renege</source>
      <translation>Renons</translation>
    </message>
    <message>
      <source>Failing to follow suit when you could have.</source>
      <translation>Ne odgovoriti na boju kad je to bilo moguće.</translation>
    </message>
    <message>
      <source>A house rule: the dealer may not pass when everyone else has passed.</source>
      <translation>Kućno pravilo: djelitelj ne smije reći dalje kad su svi ostali rekli dalje.</translation>
    </message>
    <message>
      <source>Declarer</source>
      <translation>Nositelj</translation>
    </message>
    <message>
      <source>In Ghost Hand, the highest bidder, who names trump and leads first.</source>
      <translation>U Ghost Handu igrač s najvišom licitacijom, koji zove adut i otvara prvi.</translation>
    </message>
    <message>
      <source>Maker</source>
      <translation>Tvorac</translation>
    </message>
    <message>
      <source>In Cutthroat, the player who made trump, playing against the other two.</source>
      <translation>U Cutthroatu igrač koji je odredio adut i igra protiv druga dva igrača.</translation>
    </message>
    <message>
      <source>Defenders</source>
      <translation>Branitelji</translation>
    </message>
    <message>
      <source>In Cutthroat, the two players who are not the maker. They play together against the maker.</source>
      <translation>U Cutthroatu dva igrača koji nisu tvorac. Igraju zajedno protiv tvorca.</translation>
    </message>
    <message>
      <source>Target</source>
      <translation>Cilj</translation>
    </message>
    <message>
      <source>The score that ends the game: 32 points in Ghost Hand and 10 in Cutthroat, unless the game sets another.</source>
      <translation>Rezultat koji završava igru: 32 boda u Ghost Handu i 10 u Cutthroatu, osim ako igra ne odredi drugi.</translation>
    </message>
    <message>
      <source>on</source>
      <translation>uključeno</translation>
    </message>
    <message>
      <source>off</source>
      <translation>isključeno</translation>
    </message>
    <message>
      <source>swap</source>
      <translation>zamjena</translation>
    </message>
    <message>
      <source>shooting the moon</source>
      <translation>pucanje u mjesec</translation>
    </message>
    <message>
      <source>going alone</source>
      <translation>igra bez lutke</translation>
    </message>
    <message>
      <source>defending alone</source>
      <translation>samostalna obrana</translation>
    </message>
    <message>
      <source>More</source>
      <translation>Više</translation>
    </message>
    <message>
      <source>Ghost Euchre is two card games for three players: &lt;b&gt;Ghost Hand&lt;/b&gt; and &lt;b&gt;Cutthroat&lt;/b&gt;. Both use the 24-card euchre deck, both are played in tricks, and in both one suit is {0} for the hand, with the two jacks of its colour, the {1}, as its highest cards. You play against two bots; the first to reach the {2} with more points than anyone else wins.</source>
      <translation>Ghost Euchre su dvije kartaške igre za tri igrača: &lt;b&gt;Ghost Hand&lt;/b&gt; i &lt;b&gt;Cutthroat&lt;/b&gt;. Obje koriste euchre špil od 24 karte, u obje se igra na štihove, i u obje je jedna boja {0} za ruku, a dva dečka njezine boje, {1}, najviše su karte. Igraš protiv dva bota; pobjeđuje prvi koji dosegne {2} s više bodova od svih ostalih.</translation>
    </message>
    <message>
      <source>trump</source>
      <translation>adut</translation>
    </message>
    <message>
      <source>bowers</source>
      <translation>boweri</translation>
    </message>
    <message>
      <source>target score</source>
      <translation>ciljni rezultat</translation>
    </message>
    <message>
      <source>Read the cards, tricks and bowers first: both games share them. Then read the game you want to play. Linked words are explained in the glossary at the end. At the table, F1 opens this page again.</source>
      <translation>Najprije pročitaj karte, štihove i bowere: zajednički su objema igrama. Zatim pročitaj igru koju želiš igrati. Povezane riječi objašnjene su u pojmovniku na kraju. Za stolom F1 ponovno otvara ovu stranicu.</translation>
    </message>
    <message>
      <source>The deck has 24 cards: the 9, 10, jack, queen, king and ace of each of the four suits, clubs ♣, diamonds ♦, hearts ♥ and spades ♠. Clubs and spades are black; diamonds and hearts are red.</source>
      <translation>Špil ima 24 karte: 9, 10, dečka, damu, kralja i asa svake od četiri boje, tref ♣, karo ♦, herc ♥ i pik ♠. Tref i pik su crni; karo i herc su crveni.</translation>
    </message>
    <message>
      <source>A suit that is not trump, from high to low: ace, king, queen, jack, 10, 9.</source>
      <translation>Boja koja nije adut, od najviše do najniže: as, kralj, dama, dečko, 10, 9.</translation>
    </message>
    <message>
      <source>A hand is played in {0}. One player {1}: plays any card they like. Then each other player, in turn to the left, plays one card. The cards played together form the trick, and one player wins it.</source>
      <translation>Ruka se igra na {0}. Jedan igrač {1}: igra koju god kartu želi. Zatim svaki drugi igrač, redom ulijevo, igra jednu kartu. Karte odigrane zajedno čine štih, a dobiva ga jedan igrač.</translation>
    </message>
    <message>
      <source>tricks</source>
      <translation>štihove</translation>
    </message>
    <message>
      <source>leads</source>
      <translation>otvara</translation>
    </message>
    <message>
      <source>You must &lt;b&gt;follow suit&lt;/b&gt;: if you hold a card of the suit that was led, you must play one. Only when you have none may you play anything else, a trump or any other card. Failing to follow when you could is a {0}.</source>
      <translation>Moraš &lt;b&gt;odgovoriti na boju&lt;/b&gt;: ako imaš kartu otvorene boje, moraš je odigrati. Tek kad je nemaš smiješ igrati nešto drugo, adut ili bilo koju drugu kartu. Ne odgovoriti na boju kad je to bilo moguće je {0}.</translation>
    </message>
    <message>
      <source>renege</source>
      <translation>renons</translation>
    </message>
    <message>
      <source>Your four-colour deck prints clubs in green and diamonds in blue; in the rules, clubs are still black and diamonds still red.</source>
      <translation>Tvoj špil u četiri boje tiska tref zelenom, a karo plavom bojom; u pravilima je tref i dalje crn, a karo i dalje crven.</translation>
    </message>
    <message>
      <source>The highest trump in a trick wins it. If nobody played a trump, the highest card of the suit that was led wins; a card of any other suit cannot win, however high. The winner of a trick leads the next one.</source>
      <translation>Najviši adut u štihu dobiva ga. Ako nitko nije odigrao adut, dobiva najviša karta otvorene boje; karta bilo koje druge boje ne može dobiti, koliko god bila visoka. Pobjednik štiha otvara sljedeći.</translation>
    </message>
    <message>
      <source>Hearts are trump. The K♠ is led and the 9♠ follows. The third player has no spades and plays the 9♥: a trump, so it wins.</source>
      <translation>Herc je adut. Otvoren je K♠, a slijedi 9♠. Treći igrač nema pik i igra 9♥: adut, pa dobiva.</translation>
    </message>
    <message>
      <source>In every hand one suit is trump. The jack of trump, the &lt;b&gt;right bower&lt;/b&gt;, is the highest card of the hand. The other jack of the same colour, the &lt;b&gt;left bower&lt;/b&gt;, is second. After them come the ace, king, queen, 10 and 9 of trump, seven trumps in all.</source>
      <translation>U svakoj ruci jedna je boja adut. Dečko aduta, &lt;b&gt;desni bower&lt;/b&gt;, najviša je karta ruke. Drugi dečko iste boje, &lt;b&gt;lijevi bower&lt;/b&gt;, drugi je. Za njima dolaze as, kralj, dama, 10 i 9 aduta, ukupno sedam aduta.</translation>
    </message>
    <message>
      <source>Hearts are trump: the J♥ (right bower), the J♦ (left bower), then A, K, Q, 10, 9 of hearts.</source>
      <translation>Herc je adut: J♥ (desni bower), J♦ (lijevi bower), zatim A, K, Q, 10, 9 herc.</translation>
    </message>
    <message>
      <source>The left bower changes suit. While hearts are trump, the J♦ is a heart for everything: it follows hearts, not diamonds; led, it is a heart lead; and if you hold it and hearts are led, you must play it or another heart. Diamonds then have only five cards.</source>
      <translation>Lijevi bower mijenja boju. Dok je herc adut, J♦ je herc u svemu: odgovara na herc, ne na karo; kad se njime otvori, otvoren je herc; a ako ga imaš i otvoren je herc, moraš odigrati njega ili drugi herc. Karo tada ima samo pet karata.</translation>
    </message>
    <message>
      <source>clubs ♣</source>
      <translation>tref ♣</translation>
    </message>
    <message>
      <source>J♣ right, J♠ left</source>
      <translation>J♣ desni, J♠ lijevi</translation>
    </message>
    <message>
      <source>spades ♠</source>
      <translation>pik ♠</translation>
    </message>
    <message>
      <source>J♠ right, J♣ left</source>
      <translation>J♠ desni, J♣ lijevi</translation>
    </message>
    <message>
      <source>hearts ♥</source>
      <translation>herc ♥</translation>
    </message>
    <message>
      <source>J♥ right, J♦ left</source>
      <translation>J♥ desni, J♦ lijevi</translation>
    </message>
    <message>
      <source>diamonds ♦</source>
      <translation>karo ♦</translation>
    </message>
    <message>
      <source>J♦ right, J♥ left</source>
      <translation>J♦ desni, J♥ lijevi</translation>
    </message>
    <message>
      <source>When trump is</source>
      <translation>Kad je adut</translation>
    </message>
    <message>
      <source>the bowers are</source>
      <translation>boweri su</translation>
    </message>
    <message>
      <source>Ghost Hand uses all 24 cards and six tricks a hand. Each player bids how many tricks they will take, and a fourth hand, the {0}, lies face down for anyone who would rather swap their cards for it.</source>
      <translation>Ghost Hand koristi sve 24 karte i šest štihova po ruci. Svaki igrač licitira koliko će štihova uzeti, a četvrta ruka, {0}, leži licem prema dolje za svakoga tko bi radije zamijenio svoje karte za nju.</translation>
    </message>
    <message>
      <source>ghost hand</source>
      <translation>sablasna ruka</translation>
    </message>
    <message>
      <source>The dealer gives six cards to each player and six to the ghost hand, face down. The deal passes to the left after every hand.</source>
      <translation>Djelitelj daje šest karata svakom igraču i šest sablasnoj ruci, licem prema dolje. Dijeljenje prelazi ulijevo nakon svake ruke.</translation>
    </message>
    <message>
      <source>The ghost hand: six cards nobody has seen.</source>
      <translation>Sablasna ruka: šest karata koje nitko nije vidio.</translation>
    </message>
    <message>
      <source>Bidding starts with the player to the dealer's left and goes round once; the dealer speaks last. On your turn you may bid 3, 4 or 5 tricks (more than any earlier bid of this hand), {0}, or pass. Shooting the moon claims all six tricks and beats every bid; after it the others can only pass.</source>
      <translation>Licitacija počinje igračem lijevo od djelitelja i ide jednom uokolo; djelitelj govori posljednji. Na svom potezu možeš licitirati 3, 4 ili 5 štihova (više od svake ranije licitacije u ovoj ruci), {0} ili reći dalje. Pucanje u mjesec traži svih šest štihova i nadmašuje svaku licitaciju; nakon njega ostali mogu samo reći dalje.</translation>
    </message>
    <message>
      <source>shoot the moon</source>
      <translation>pucati u mjesec</translation>
    </message>
    <message>
      <source>If all three pass, nobody scores and the next dealer deals again, unless the game is played with {0}.</source>
      <translation>Ako sva tri igrača kažu dalje, nitko ne dobiva bodove i sljedeći djelitelj dijeli ponovno, osim ako se igra s pravilom {0}.</translation>
    </message>
    <message>
      <source>stick the dealer</source>
      <translation>djelitelj mora zvati</translation>
    </message>
    <message>
      <source>On your turn, before you bid, you may &lt;b&gt;swap&lt;/b&gt;: trade your whole hand for the ghost hand without looking at it first. Then you bid or pass with the new cards. Only one player may swap in each hand. The hand given up is {0}: it lies face down and takes no part in the hand.</source>
      <translation>Na svom potezu, prije licitacije, smiješ &lt;b&gt;zamijeniti&lt;/b&gt;: dati cijelu ruku za sablasnu ruku, a da je prije ne pogledaš. Zatim licitiraš ili kažeš dalje s novim kartama. Samo jedan igrač smije zamijeniti u svakoj ruci. Predana ruka je {0}: leži licem prema dolje i ne sudjeluje u ruci.</translation>
    </message>
    <message>
      <source>dead</source>
      <translation>mrtva</translation>
    </message>
    <message>
      <source>Swap when your cards are poor. The ghost hand is a fresh chance, but it may be no better. (A house rule can turn swapping off.)</source>
      <translation>Zamijeni kad su ti karte loše. Sablasna ruka nova je prilika, ali možda nije bolja. (Kućno pravilo može isključiti zamjenu.)</translation>
    </message>
    <message>
      <source>The highest bidder is the {0}. The declarer names any suit as trump and leads the first trick, and the three players play all six tricks.</source>
      <translation>Igrač s najvišom licitacijom je {0}. Nositelj zove bilo koju boju kao adut i otvara prvi štih, a tri igrača igraju svih šest štihova.</translation>
    </message>
    <message>
      <source>declarer</source>
      <translation>nositelj</translation>
    </message>
    <message>
      <source>After the sixth trick:</source>
      <translation>Nakon šestog štiha:</translation>
    </message>
    <message>
      <source>Each player who did not declare</source>
      <translation>Svaki igrač koji nije nositelj</translation>
    </message>
    <message>
      <source>+1 a trick</source>
      <translation>+1 po štihu</translation>
    </message>
    <message>
      <source>The declarer, taking at least the tricks bid</source>
      <translation>Nositelj, ako uzme barem licitirane štihove</translation>
    </message>
    <message>
      <source>The declarer, taking fewer (the declarer is {0})</source>
      <translation>Nositelj, ako uzme manje (nositelj je {0})</translation>
    </message>
    <message>
      <source>set</source>
      <translation>pao</translation>
    </message>
    <message>
      <source>loses the bid</source>
      <translation>gubi licitaciju</translation>
    </message>
    <message>
      <source>Shooting the moon and taking all six</source>
      <translation>Pucanje u mjesec i svih šest štihova</translation>
    </message>
    <message>
      <source>Shooting the moon and losing a trick</source>
      <translation>Pucanje u mjesec i izgubljen štih</translation>
    </message>
    <message>
      <source>Who</source>
      <translation>Tko</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Bodovi</translation>
    </message>
    <message>
      <source>For example, Ada bids 4 and takes 5 tricks: she scores 5. You take the sixth trick and score 1. Had Ada taken only 3, she would lose 4 and you would score your tricks all the same.</source>
      <translation>Na primjer, Ada licitira 4 i uzme 5 štihova: dobiva 5. Ti uzmeš šesti štih i dobivaš 1. Da je Ada uzela samo 3, izgubila bi 4, a tebi bi svejedno pripali bodovi za tvoje štihove.</translation>
    </message>
    <message>
      <source>Cutthroat is three-handed euchre. In each hand one player, the {0}, chooses trump and plays against the other two, the {1}, who work together for that hand. Five tricks are played, and a spare hand, the {2}, can strengthen the maker.</source>
      <translation>Cutthroat je euchre za troje. U svakoj ruci jedan igrač, {0}, bira adut i igra protiv druga dva igrača, {1}, koji u toj ruci surađuju. Igra se pet štihova, a rezervna ruka, {2}, može ojačati tvorca.</translation>
    </message>
    <message>
      <source>maker</source>
      <translation>tvorac</translation>
    </message>
    <message>
      <source>defenders</source>
      <translation>branitelji</translation>
    </message>
    <message>
      <source>dummy</source>
      <translation>lutka</translation>
    </message>
    <message>
      <source>The dealer gives five cards to each player and five to the dummy, face down. The last four cards are the {0}; its top card is turned face up: the {1}.</source>
      <translation>Djelitelj daje pet karata svakom igraču i pet lutki, licem prema dolje. Posljednje četiri karte su {0}; gornja se okreće licem prema gore: {1}.</translation>
    </message>
    <message>
      <source>kitty</source>
      <translation>talon</translation>
    </message>
    <message>
      <source>up-card</source>
      <translation>okrenuta karta</translation>
    </message>
    <message>
      <source>The kitty, with the Q♦ as its up-card: diamonds are offered as trump.</source>
      <translation>Talon s Q♦ kao okrenutom kartom: karo se nudi kao adut.</translation>
    </message>
    <message>
      <source>Starting to the dealer's left, each player in turn may {0} (make the up-card's suit trump) or pass. The first to order up becomes the maker. When the dealer does it (the dealer &lt;i&gt;accepts&lt;/i&gt;), the dealer takes the up-card into their hand.</source>
      <translation>Počevši lijevo od djelitelja, svaki igrač redom smije {0} (boju okrenute karte učiniti adutom) ili reći dalje. Prvi koji naredi postaje tvorac. Kad to učini djelitelj (djelitelj &lt;i&gt;prihvaća&lt;/i&gt;), djelitelj uzima okrenutu kartu u ruku.</translation>
    </message>
    <message>
      <source>order up</source>
      <translation>narediti</translation>
    </message>
    <message>
      <source>When another player orders up, the dealer may {0} the up-card and discard one card face down, or leave it; either way its suit is trump. (A house rule can make the pick-up compulsory.)</source>
      <translation>Kad drugi igrač naredi, djelitelj smije {0} okrenutu kartu i odbaciti jednu kartu licem prema dolje, ili je ostaviti; u oba slučaja njezina je boja adut. (Kućno pravilo može učiniti podizanje obveznim.)</translation>
    </message>
    <message>
      <source>pick up</source>
      <translation>podići</translation>
    </message>
    <message>
      <source>If all three pass, the up-card is {0} and its suit cannot be trump in this hand. Starting again to the dealer's left, each player may name any other suit as trump, or pass. The first to name one becomes the maker. If everyone passes again, nobody scores and the deal passes to the left.</source>
      <translation>Ako sva tri igrača kažu dalje, okrenuta karta je {0} i njezina boja u ovoj ruci ne može biti adut. Ponovno počevši lijevo od djelitelja, svaki igrač smije zvati bilo koju drugu boju kao adut ili reći dalje. Prvi koji zove postaje tvorac. Ako svi ponovno kažu dalje, nitko ne dobiva bodove i dijeljenje prelazi ulijevo.</translation>
    </message>
    <message>
      <source>turned down</source>
      <translation>okrenuta licem prema dolje</translation>
    </message>
    <message>
      <source>Before anyone sees the dummy, the maker chooses. &lt;b&gt;Take the dummy&lt;/b&gt;: add its five cards to your hand, then discard down to five, keeping the best. (A dealer who has just taken the up-card discards six of eleven.)</source>
      <translation>Prije nego što itko vidi lutku, tvorac bira. &lt;b&gt;Uzmi lutku&lt;/b&gt;: dodaj njezinih pet karata svojoj ruci, pa odbaci dok ti ne ostane pet, najboljih. (Djelitelj koji je upravo podigao okrenutu kartu odbacuje šest od jedanaest.)</translation>
    </message>
    <message>
      <source>Or &lt;b&gt;go alone&lt;/b&gt;: leave the dummy unseen and play the cards you hold. Going alone is a risk that pays: a march alone scores more. (A dealer who has just taken the up-card discards one card.)</source>
      <translation>Ili &lt;b&gt;igraj bez lutke&lt;/b&gt;: ostavi lutku neviđenu i igraj kartama koje imaš. Igra bez lutke je rizik koji se isplati: štiglja bez lutke donosi više. (Djelitelj koji je upravo podigao okrenutu kartu odbacuje jednu kartu.)</translation>
    </message>
    <message>
      <source>Then each defender in turn, starting to the maker's left, may &lt;b&gt;defend alone&lt;/b&gt; or pass. When one does, the other defender {0}: their cards stay down and they play no part in the hand, but they share the defenders' points. Only one defender may go alone. (A house rule can forbid defending alone.)</source>
      <translation>Zatim svaki branitelj redom, počevši lijevo od tvorca, smije &lt;b&gt;braniti samostalno&lt;/b&gt; ili reći dalje. Kad to jedan učini, drugi branitelj {0}: njegove karte ostaju dolje i ne sudjeluje u ruci, ali dijeli bodove branitelja. Samo jedan branitelj smije braniti samostalno. (Kućno pravilo može zabraniti samostalnu obranu.)</translation>
    </message>
    <message>
      <source>sits out</source>
      <translation>sjedi po strani</translation>
    </message>
    <message>
      <source>The player to the dealer's left leads the first trick. If one player went alone, the first player still in play to that player's left leads instead. If the maker and a defender both went alone, the lone defender leads.</source>
      <translation>Igrač lijevo od djelitelja otvara prvi štih. Ako jedan igrač igra bez pomoći, umjesto njega otvara prvi igrač lijevo od tog igrača koji je još u igri. Ako i tvorac igra bez lutke i jedan branitelj brani samostalno, otvara taj branitelj.</translation>
    </message>
    <message>
      <source>The maker's tricks are counted against the defenders' tricks together:</source>
      <translation>Tvorčevi štihovi broje se protiv štihova obaju branitelja zajedno:</translation>
    </message>
    <message>
      <source>The maker takes 3 or 4 tricks</source>
      <translation>Tvorac uzme 3 ili 4 štiha</translation>
    </message>
    <message>
      <source>maker +1</source>
      <translation>tvorac +1</translation>
    </message>
    <message>
      <source>The maker takes all 5, a {0}</source>
      <translation>Tvorac uzme svih 5, {0}</translation>
    </message>
    <message>
      <source>march</source>
      <translation>štiglja</translation>
    </message>
    <message>
      <source>maker {0}</source>
      <translation>tvorac {0}</translation>
    </message>
    <message>
      <source>The maker went alone and takes all 5</source>
      <translation>Tvorac igra bez lutke i uzme svih 5</translation>
    </message>
    <message>
      <source>The maker takes fewer than 3: a {0}</source>
      <translation>Tvorac uzme manje od 3: {0}</translation>
    </message>
    <message>
      <source>euchre</source>
      <translation>euchre</translation>
    </message>
    <message>
      <source>each defender {0}</source>
      <translation>svaki branitelj {0}</translation>
    </message>
    <message>
      <source>A defender went alone; the defenders take 3 or 4</source>
      <translation>Branitelj brani samostalno; branitelji uzmu 3 ili 4</translation>
    </message>
    <message>
      <source>each defender +2</source>
      <translation>svaki branitelj +2</translation>
    </message>
    <message>
      <source>A defender went alone; the defenders take all 5</source>
      <translation>Branitelj brani samostalno; branitelji uzmu svih 5</translation>
    </message>
    <message>
      <source>each defender +4</source>
      <translation>svaki branitelj +4</translation>
    </message>
    <message>
      <source>What happens</source>
      <translation>Što se događa</translation>
    </message>
    <message>
      <source>Both defenders score, the one who sat out too. When the maker takes 3 or more against a lone defender, the maker scores as usual.</source>
      <translation>Oba branitelja dobivaju bodove, i onaj koji je sjedio po strani. Kad tvorac uzme 3 ili više protiv samostalne obrane, tvorac dobiva bodove kao i obično.</translation>
    </message>
    <message>
      <source>Failing to follow suit when you could have is a &lt;b&gt;renege&lt;/b&gt;. Usually the game refuses such a card and tells you why.</source>
      <translation>Ne odgovoriti na boju kad je to bilo moguće je &lt;b&gt;renons&lt;/b&gt;. Obično igra odbija takvu kartu i kaže zašto.</translation>
    </message>
    <message>
      <source>With the house rule that allows reneges, the card is played and the trick stands, but any other player may &lt;b&gt;call&lt;/b&gt; the renege once the cards played prove it: the player did not follow a suit earlier in the hand and has since played a card of that suit. A call that holds costs the offender {0} points for each renege it proves; a call the cards do not prove is refused. Calls are possible until the next hand is dealt. A renege nobody calls costs nothing, so keep watch.</source>
      <translation>S kućnim pravilom koje dopušta renons karta se odigra i štih vrijedi, ali svaki drugi igrač smije &lt;b&gt;prijaviti&lt;/b&gt; renons čim ga odigrane karte dokažu: igrač ranije u ruci nije odgovorio na boju, a otada je odigrao kartu te boje. Opravdana prijava stoji prekršitelja {0} bodova za svaki renons koji dokaže; prijava koju karte ne dokazuju odbija se. Prijaviti se može dok se ne podijeli sljedeća ruka. Renons koji nitko ne prijavi ne stoji ništa, zato budi na oprezu.</translation>
    </message>
    <message>
      <source>Usually, when everyone passes, the hand is thrown in and the deal moves on. With the house rule &lt;b&gt;stick the dealer&lt;/b&gt;, the dealer may not pass when the others have: in Ghost Hand the dealer must bid at least 3 or shoot the moon; in Cutthroat the dealer must name a suit in round two.</source>
      <translation>Obično, kad svi kažu dalje, ruka se baca i dijeljenje ide dalje. S kućnim pravilom &lt;b&gt;djelitelj mora zvati&lt;/b&gt; djelitelj ne smije reći dalje kad su to učinili ostali: u Ghost Handu djelitelj mora licitirati barem 3 ili pucati u mjesec; u Cutthroatu djelitelj mora zvati boju u drugom krugu.</translation>
    </message>
    <message>
      <source>Scores may go below zero. After each hand, if anyone has reached the target (32 points in Ghost Hand and 10 in Cutthroat, unless the game sets another), the player with the most points wins. If two or more share the highest score, another hand is played.</source>
      <translation>Rezultati mogu pasti ispod nule. Ako nakon neke ruke netko dosegne cilj (32 boda u Ghost Handu i 10 u Cutthroatu, osim ako igra ne odredi drugi), pobjeđuje igrač s najviše bodova. Ako dva igrača ili više njih dijele najviši rezultat, igra se još jedna ruka.</translation>
    </message>
    <message>
      <source>No game is in progress. A new game uses the rules chosen in Game → New game.</source>
      <translation>Nijedna igra nije u tijeku. Nova igra koristi pravila odabrana u Igra → Nova igra.</translation>
    </message>
    <message>
      <source>The game in progress is played with these rules:</source>
      <translation>Igra u tijeku igra se po ovim pravilima:</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Igra</translation>
    </message>
    <message>
      <source> (changed from the standard game)</source>
      <translation> (promijenjeno u odnosu na standardnu igru)</translation>
    </message>
    <message>
      <source>Rules of Ghost Euchre</source>
      <translation>Pravila igre Ghost Euchre</translation>
    </message>
  </context>
  <context>
    <name>SaveGame</name>
    <message>
      <source>cannot read {0}: {1}</source>
      <translation>ne može se pročitati {0}: {1}</translation>
    </message>
    <message>
      <source>not a valid game record: {0}</source>
      <translation>nije valjan zapis igre: {0}</translation>
    </message>
    <message>
      <source>the record holds no hand</source>
      <translation>zapis ne sadrži nijednu ruku</translation>
    </message>
    <message>
      <source>players must list three names</source>
      <translation>players mora navesti tri imena</translation>
    </message>
    <message>
      <source>players: {0}</source>
      <translation>players: {0}</translation>
    </message>
    <message>
      <source>app must be a JSON object</source>
      <translation>app mora biti JSON objekt</translation>
    </message>
    <message>
      <source>seed must be a whole number from 0 to {0}</source>
      <translation>seed mora biti cijeli broj od 0 do {0}</translation>
    </message>
    <message>
      <source>human must be null or a seat 0, 1 or 2</source>
      <translation>human mora biti null ili mjesto 0, 1 ili 2</translation>
    </message>
    <message>
      <source>levels must list three bot levels</source>
      <translation>levels mora navesti tri razine botova</translation>
    </message>
    <message>
      <source>level of seat {0} must be one of {1}</source>
      <translation>razina mjesta {0} mora biti jedna od {1}</translation>
    </message>
  </context>
  <context>
    <name>ScoreChart</name>
    <message>
      <source>Chart of each player's score after each hand</source>
      <translation>Grafikon bodova svakog igrača nakon svake ruke</translation>
    </message>
    <message>
      <source>Hand</source>
      <translation>Ruka</translation>
    </message>
    <message>
      <source>Target {0}</source>
      <translation>Cilj {0}</translation>
    </message>
  </context>
  <context>
    <name>ScoreModel</name>
    <message>
      <source>Hand</source>
      <translation>Ruka</translation>
    </message>
    <message>
      <source>{0} +/-</source>
      <translation>{0} +/-</translation>
    </message>
    <message>
      <source>{0} total</source>
      <translation>{0} ukupno</translation>
    </message>
  </context>
  <context>
    <name>Settings</name>
    <message>
      <source>You</source>
      <translation>Ti</translation>
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
      <translation>to nije tekst</translation>
    </message>
    <message numerus="yes">
      <source>a name has 1 to %n printable character(s)</source>
      <translation>
        <numerusform>ime ima od 1 do %n znak koji se može ispisati</numerusform>
        <numerusform>ime ima od 1 do %n znaka koja se mogu ispisati</numerusform>
        <numerusform>ime ima od 1 do %n znakova koji se mogu ispisati</numerusform>
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
      <translation>Sve razine</translation>
    </message>
  </context>
  <context>
    <name>StatisticsKeeper</name>
    <message>
      <source>Your statistics could not be read, so they start again from zero.</source>
      <translation>Tvoja se statistika nije mogla pročitati, pa kreće ispočetka od nule.</translation>
    </message>
    <message>
      <source>Your statistics could not be read, so they start again from zero; the file was kept as {0}.</source>
      <translation>Tvoja se statistika nije mogla pročitati, pa kreće ispočetka od nule; datoteka je sačuvana kao {0}.</translation>
    </message>
  </context>
  <context>
    <name>StatisticsWindow</name>
    <message>
      <source>Statistics</source>
      <translation>Statistika</translation>
    </message>
    <message>
      <source>&amp;Reset…</source>
      <translation>&amp;Poništi…</translation>
    </message>
    <message>
      <source>&amp;Difficulty:</source>
      <translation>&amp;Težina:</translation>
    </message>
    <message>
      <source>What the words mean: {0}.</source>
      <translation>Što znače pojmovi: {0}.</translation>
    </message>
    <message>
      <source>—</source>
      <translation>—</translation>
    </message>
    <message>
      <source>Games played</source>
      <translation>Odigrane igre</translation>
    </message>
    <message>
      <source>Games won</source>
      <translation>Dobivene igre</translation>
    </message>
    <message>
      <source>Win rate</source>
      <translation>Postotak pobjeda</translation>
    </message>
    <message>
      <source>{0}%</source>
      <translation>{0} %</translation>
    </message>
    <message>
      <source>Average final score</source>
      <translation>Prosječni konačni rezultat</translation>
    </message>
    <message>
      <source>Best winning streak</source>
      <translation>Najdulji niz pobjeda</translation>
    </message>
    <message>
      <source>Current winning streak</source>
      <translation>Trenutačni niz pobjeda</translation>
    </message>
    <message>
      <source>Hands played</source>
      <translation>Odigrane ruke</translation>
    </message>
    <message>
      <source>Hands you declared</source>
      <translation>Ruke u kojima si nositelj</translation>
    </message>
    <message>
      <source>Bids you made</source>
      <translation>Tvoje ostvarene licitacije</translation>
    </message>
    <message>
      <source>Moons you shot</source>
      <translation>Tvoja pucanja u mjesec</translation>
    </message>
    <message>
      <source>Moons you made</source>
      <translation>Tvoji ostvareni mjeseci</translation>
    </message>
    <message>
      <source>Declarers you set</source>
      <translation>Nositelji koji su pali protiv tebe</translation>
    </message>
    <message>
      <source>Times you were set</source>
      <translation>Tvoji padovi</translation>
    </message>
    <message>
      <source>Hands you named trump</source>
      <translation>Ruke u kojima određuješ adut</translation>
    </message>
    <message>
      <source>… and took 3 tricks or more</source>
      <translation>… i 3 ili više štihova</translation>
    </message>
    <message>
      <source>Makers you euchred</source>
      <translation>Tvorci koje je tvoja obrana euhrirala</translation>
    </message>
    <message>
      <source>Times you were euchred</source>
      <translation>Euchrei protiv tebe</translation>
    </message>
    <message>
      <source>Hands you took all 5 tricks as the maker</source>
      <translation>Ruke u kojima kao tvorac uzimaš svih 5 štihova</translation>
    </message>
    <message>
      <source>Hands you went alone</source>
      <translation>Ruke u kojima igraš bez lutke</translation>
    </message>
    <message>
      <source>Hands you defended alone</source>
      <translation>Ruke u kojima braniš samostalno</translation>
    </message>
    <message>
      <source>Reneges called against you</source>
      <translation>Renonsi prijavljeni protiv tebe</translation>
    </message>
    <message>
      <source>Reneges you called</source>
      <translation>Tvoje prijave renonsa</translation>
    </message>
    <message>
      <source>Reset statistics</source>
      <translation>Poništi statistiku</translation>
    </message>
    <message>
      <source>Forget all your statistics in both games? This cannot be undone.</source>
      <translation>Zaboraviti svu tvoju statistiku u obje igre? To se ne može poništiti.</translation>
    </message>
    <message>
      <source>Reset</source>
      <translation>Poništi</translation>
    </message>
  </context>
  <context>
    <name>SummaryOverlay</name>
    <message>
      <source>Review your play</source>
      <translation>Analiziraj svoju igru</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Igrač</translation>
    </message>
    <message>
      <source>Tricks</source>
      <translation>Štihovi</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Bodovi</translation>
    </message>
    <message>
      <source>Why</source>
      <translation>Zašto</translation>
    </message>
  </context>
  <context>
    <name>TableView</name>
    <message>
      <source>Left {0}</source>
      <translation>Lijevi {0}</translation>
    </message>
    <message>
      <source>The left bower: while {0} are trump, the {1} counts as one of the {0}, the second-highest trump.</source>
      <translation>Lijevi bower: dok je {0} adut, {1} se računa kao {0}, drugi najviši adut.</translation>
    </message>
    <message>
      <source>Right {0}</source>
      <translation>Desni {0}</translation>
    </message>
    <message>
      <source>The right bower: the {0}, the highest trump.</source>
      <translation>Desni bower: {0}, najviši adut.</translation>
    </message>
    <message>
      <source>Led</source>
      <translation>Prva</translation>
    </message>
    <message>
      <source>Ghost hand</source>
      <translation>Sablasna ruka</translation>
    </message>
    <message>
      <source>Last trick — won by you</source>
      <translation>Posljednji štih — pripao je tebi</translation>
    </message>
    <message>
      <source>Dead hand (given up by you)</source>
      <translation>Mrtva ruka (tvoja bivša ruka)</translation>
    </message>
    <message>
      <source>Dead hand (given up by {0})</source>
      <translation>Mrtva ruka (bivša ruka: {0})</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>Lutka</translation>
    </message>
    <message>
      <source>Kitty: {0} turned up</source>
      <translation>Talon: okrenut je {0}</translation>
    </message>
    <message>
      <source>Kitty (the {0} was picked up)</source>
      <translation>Talon ({0} je podignut)</translation>
    </message>
    <message>
      <source>Kitty ({0} turned down)</source>
      <translation>Talon ({0} okrenut licem prema dolje)</translation>
    </message>
    <message>
      <source>Trump: {0}</source>
      <translation>Adut: {0}</translation>
    </message>
    <message>
      <source>Hand {0}</source>
      <translation>Ruka {0}</translation>
    </message>
    <message>
      <source>Playing to {0}</source>
      <translation>Igra se do {0}</translation>
    </message>
    <message>
      <source>thinking</source>
      <translation>razmišlja</translation>
    </message>
    <message>
      <source>sits out</source>
      <translation>sjedi po strani</translation>
    </message>
    <message>
      <source>passed</source>
      <translation>dalje</translation>
    </message>
    <message>
      <source>moon</source>
      <translation>mjesec</translation>
    </message>
    <message>
      <source>bid {0}</source>
      <translation>licitacija {0}</translation>
    </message>
    <message>
      <source>maker</source>
      <translation>tvorac</translation>
    </message>
    <message>
      <source>alone</source>
      <translation>samostalno</translation>
    </message>
    <message>
      <source>Score {0}  ·  Tricks {1}</source>
      <translation>Bodovi {0}  ·  Štihovi {1}</translation>
    </message>
    <message>
      <source>Your cards are sure to take every trick left: they are played out for you at once, then the hand is scored.</source>
      <translation>Tvoje karte sigurno uzimaju sve preostale štihove: odmah se odigraju umjesto tebe, a zatim se ruka boduje.</translation>
    </message>
    <message>
      <source>Say that this player did not follow suit when they could: if it is true, they lose points; if not, you do.</source>
      <translation>Reci da ovaj igrač nije odgovorio na boju kad je mogao: ako je istina, on gubi bodove; ako nije, gubiš ih ti.</translation>
    </message>
    <message>
      <source>Deal the next hand.</source>
      <translation>Podijeli sljedeću ruku.</translation>
    </message>
    <message>
      <source>Put the chosen cards aside face down: you play the hand with the other five.</source>
      <translation>Odloži odabrane karte licem prema dolje: ruku igraš s ostalih pet.</translation>
    </message>
    <message>
      <source>Swap: give up your six cards and take the ghost hand's six unseen cards instead.</source>
      <translation>Zamjena: predaj svojih šest karata i uzmi umjesto njih šest neviđenih karata sablasne ruke.</translation>
    </message>
    <message>
      <source>Bid {0}: you name trump and must take at least {0} of the {1} tricks, or lose {0} points.</source>
      <translation>Licitiraj {0}: zoveš adut i moraš uzeti barem {0} od {1} štihova, inače gubiš {0} bodova.</translation>
    </message>
    <message>
      <source>Shoot the moon: you must take all {0} tricks; you win {1} points, or lose {2}.</source>
      <translation>Pucaj u mjesec: moraš uzeti svih {0} štihova; dobivaš {1} bodova ili gubiš {2}.</translation>
    </message>
    <message>
      <source>{0} become trump and you are the maker: take at least 3 of the {1} tricks, or the others score.</source>
      <translation>{0} postaje adut i ti si tvorac: uzmi barem 3 od {1} štihova, inače bodove dobivaju ostali.</translation>
    </message>
    <message>
      <source>Name {0} as trump for this hand.</source>
      <translation>Zovi {0} kao adut za ovu ruku.</translation>
    </message>
    <message>
      <source>Name {0} as trump and be the maker: take at least 3 of the {1} tricks, or the others score.</source>
      <translation>Zovi {0} kao adut i budi tvorac: uzmi barem 3 od {1} štihova, inače bodove dobivaju ostali.</translation>
    </message>
    <message>
      <source>Defend together with the other player against the maker.</source>
      <translation>Brani zajedno s drugim igračem protiv tvorca.</translation>
    </message>
    <message>
      <source>Pass: let the next player decide; you commit to nothing.</source>
      <translation>Dalje: neka odluči sljedeći igrač; ni na što se ne obvezuješ.</translation>
    </message>
    <message>
      <source>Take the up-card into your hand, then discard one card.</source>
      <translation>Uzmi okrenutu kartu u ruku, pa odbaci jednu kartu.</translation>
    </message>
    <message>
      <source>Leave the up-card where it is.</source>
      <translation>Ostavi okrenutu kartu gdje jest.</translation>
    </message>
    <message>
      <source>Take the dummy's five cards and keep the best five of your ten.</source>
      <translation>Uzmi pet karata lutke i zadrži najboljih pet od svojih deset.</translation>
    </message>
    <message>
      <source>Defend alone: the other defender sits out; stop the maker by yourself for more points.</source>
      <translation>Brani samostalno: drugi branitelj sjedi po strani; zaustavi tvorca bez pomoći za više bodova.</translation>
    </message>
    <message>
      <source>Go alone: play your own five cards without the dummy, for more points if you take all five tricks.</source>
      <translation>Igraj bez lutke: igraj svojih pet karata, za više bodova ako uzmeš svih pet štihova.</translation>
    </message>
    <message>
      <source>Finish the game</source>
      <translation>Završi igru</translation>
    </message>
    <message>
      <source>Back to the practice deals</source>
      <translation>Natrag na vježbe</translation>
    </message>
    <message>
      <source>Back to the lessons</source>
      <translation>Natrag na lekcije</translation>
    </message>
    <message>
      <source>Hint</source>
      <translation>Savjet</translation>
    </message>
    <message>
      <source>What would the Hard bot do? (Ctrl+H)</source>
      <translation>Što bi učinio teški bot? (Ctrl+H)</translation>
    </message>
    <message>
      <source>Demo game</source>
      <translation>Pokazna igra</translation>
    </message>
    <message>
      <source>Only the {0} may be played: it is played for you</source>
      <translation>Smiješ odigrati samo {0}: odigra se umjesto tebe</translation>
    </message>
    <message>
      <source>{0} — click or press Space to go on</source>
      <translation>{0} — klikni ili pritisni razmaknicu za nastavak</translation>
    </message>
    <message>
      <source>The coach: are you sure?</source>
      <translation>Trener: želiš li baš to?</translation>
    </message>
    <message>
      <source>Let me think</source>
      <translation>Da razmislim</translation>
    </message>
    <message>
      <source>Do it anyway</source>
      <translation>Svejedno učini</translation>
    </message>
    <message>
      <source>Open the rules at this topic</source>
      <translation>Otvori pravila na ovoj temi</translation>
    </message>
    <message>
      <source>Why?</source>
      <translation>Zašto?</translation>
    </message>
    <message>
      <source>{0} {1}</source>
      <translation>{0} {1}</translation>
    </message>
    <message>
      <source>{0}: “{1}”</source>
      <translation>{0}: „{1}”</translation>
    </message>
    <message>
      <source>Tied for the lead at {0} points, at or over the target of {1}: play goes on until one player leads alone.</source>
      <translation>Vodstvo je izjednačeno na {0}, na cilju od {1} ili iznad: igra se dalje dok najviše bodova ne bude imala samo jedna osoba.</translation>
    </message>
    <message>
      <source>Next hand</source>
      <translation>Sljedeća ruka</translation>
    </message>
    <message>
      <source>Scores: {0}</source>
      <translation>Rezultat: {0}</translation>
    </message>
    <message>
      <source>the last {0} of {1} hands</source>
      <translation>posljednjih {0} od {1} ruku</translation>
    </message>
    <message>
      <source>no hand has been scored yet</source>
      <translation>još nijedna ruka nije bodovana</translation>
    </message>
    <message>
      <source>Score sheet</source>
      <translation>Bodovna lista</translation>
    </message>
    <message>
      <source>Hand</source>
      <translation>Ruka</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Zatvori</translation>
    </message>
    <message>
      <source>Last trick — won by {0}</source>
      <translation>Posljednji štih — pripao je igraču {0}</translation>
    </message>
    <message>
      <source>You have already chosen your discards; click one to put it back.</source>
      <translation>Karte za odbacivanje već su odabrane; klikni jednu da je vratiš.</translation>
    </message>
    <message numerus="yes">
      <source>You claim the last %n trick(s): your cards are played for you.</source>
      <translation>
        <numerusform>Tražiš preostali štih (%n): tvoje karte igraju se umjesto tebe.</numerusform>
        <numerusform>Tražiš preostala %n štiha: tvoje karte igraju se umjesto tebe.</numerusform>
        <numerusform>Tražiš preostalih %n štihova: tvoje karte igraju se umjesto tebe.</numerusform>
      </translation>
    </message>
    <message>
      <source>No trick has been played yet in this hand.</source>
      <translation>U ovoj ruci još nije odigran nijedan štih.</translation>
    </message>
    <message>
      <source>{0} bot</source>
      <translation>bot ({0})</translation>
    </message>
    <message>
      <source>took the trick</source>
      <translation>uzima štih</translation>
    </message>
  </context>
  <context>
    <name>Welcome</name>
    <message>
      <source>Each player bids how many of the six tricks they will take, and a fourth hand, the ghost hand, lies face down. One player per hand may swap their cards for it, sight unseen.</source>
      <translation>Svaki igrač licitira koliko će od šest štihova uzeti, a četvrta ruka, sablasna ruka, leži licem prema dolje. Jedan igrač po ruci smije svoje karte zamijeniti za nju, naslijepo.</translation>
    </message>
    <message>
      <source>Three-handed euchre: the player who makes trump plays against the other two, who defend together. The maker may add the face-down dummy hand to theirs, or go alone for more points.</source>
      <translation>Euchre za troje: igrač koji odredi adut igra protiv druga dva igrača, koji brane zajedno. Tvorac smije svojoj ruci dodati lutku koja leži licem prema dolje ili igrati bez lutke za više bodova.</translation>
    </message>
    <message>
      <source>Welcome to Ghost Euchre</source>
      <translation>Dobro došli u Ghost Euchre</translation>
    </message>
    <message>
      <source>Euchre for three players, against two bots. What would you like to do?</source>
      <translation>Euchre za tri igrača, protiv dva bota. Što želiš učiniti?</translation>
    </message>
    <message>
      <source>A game is in progress: Close goes back to it, and playing starts a new one.</source>
      <translation>Igra je u tijeku: Zatvori vraća na nju, a igranje počinje novu.</translation>
    </message>
    <message>
      <source>Learn to play</source>
      <translation>Nauči igrati</translation>
    </message>
    <message>
      <source>New to euchre? Short lessons on the table teach both games step by step, and practice deals follow. Every word the game uses is explained.</source>
      <translation>Euchre ti je novost? Kratke lekcije za stolom korak po korak uče obje igre, a zatim slijede vježbe. Objašnjena je svaka riječ koju igra koristi.</translation>
    </message>
    <message>
      <source>Play Ghost Hand</source>
      <translation>Igraj Ghost Hand</translation>
    </message>
    <message>
      <source>Play Cutthroat</source>
      <translation>Igraj Cutthroat</translation>
    </message>
    <message>
      <source>Choose rules and players…</source>
      <translation>Odaberi pravila i igrače…</translation>
    </message>
    <message>
      <source>No game is in progress.</source>
      <translation>Nijedna igra nije u tijeku.</translation>
    </message>
    <message>
      <source>New game…</source>
      <translation>Nova igra…</translation>
    </message>
    <message>
      <source>Welcome…</source>
      <translation>Dobrodošlica…</translation>
    </message>
  </context>
  <context>
    <name>Lesson 01-tricks</name>
    <message>
      <source>Cards, tricks and following suit</source>
      <translation>Karte, štihovi i odgovaranje na boju</translation>
    </message>
    <message>
      <source>The cards, how a trick is played, following suit, and which card wins a trick.</source>
      <translation>Karte, kako se igra štih, odgovaranje na boju i koja karta dobiva štih.</translation>
    </message>
    <message>
      <source>Welcome to the table! Euchre is played with 24 cards: the 9, 10, jack, queen, king and ace of each of the four suits, clubs ♣, diamonds ♦, hearts ♥ and spades ♠. The six cards at the bottom are your hand.</source>
      <translation>Sjedni za stol! Euchre se igra s 24 karte: 9, 10, dečkom, damom, kraljem i asom svake od četiri boje, tref ♣, karo ♦, herc ♥ i pik ♠. Šest karata dolje tvoja je ruka.</translation>
    </message>
    <message>
      <source>You play against two others, Ada and Bo. A hand is played in tricks: in each trick every player plays one card, one after the other, going to the left. Whoever wins the trick leads the next one.</source>
      <translation>Igraš protiv dvoje drugih, Ade i Boa. Ruka se igra na štihove: u svakom štihu svaki igrač igra jednu kartu, jedan za drugim, ulijevo. Tko dobije štih, otvara sljedeći.</translation>
    </message>
    <message>
      <source>Bo has already won the bidding and chosen a trump suit, a suit that beats the others; you will learn about trumps in the next lesson. In the tricks of this lesson nobody plays a trump. Bo starts: he leads the K♠ to the first trick.</source>
      <translation>Bo je već dobio licitaciju i odabrao adutsku boju, boju koja tuče ostale; o adutima ćeš učiti u sljedećoj lekciji. U štihovima ove lekcije nitko ne igra adut. Počinje Bo: otvara prvi štih s K♠.</translation>
    </message>
    <message>
      <source>The card that starts a trick sets the suit, here spades. If you have a card of that suit, you must play one: that is called following suit. Which of these cards may you play?</source>
      <translation>Karta kojom počinje štih određuje boju, ovdje pik. Ako imaš kartu te boje, moraš je odigrati: to se zove odgovaranje na boju. Koju od ovih karata smiješ odigrati?</translation>
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
      <translation>Ne: K♥ je herc, a ti imaš pik, pa moraš odigrati pik.</translation>
    </message>
    <message>
      <source>Right: a spade was led and the A♠ is a spade.</source>
      <translation>Točno: otvoren je pik, a A♠ je pik.</translation>
    </message>
    <message>
      <source>No: the Q♥ is a heart, and you hold spades, so you must play a spade.</source>
      <translation>Ne: Q♥ je herc, a ti imaš pik, pa moraš odigrati pik.</translation>
    </message>
    <message>
      <source>The highest card of the suit that was led wins the trick. In each suit the order is ace (high), king, queen, jack, 10, 9 (low). Which of your spades beats Bo's K♠?</source>
      <translation>Najviša karta otvorene boje dobiva štih. U svakoj je boji redoslijed as (najviši), kralj, dama, dečko, 10, 9 (najniža). Koji tvoj pik tuče Boov K♠?</translation>
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
      <translation>Ne: 9♠ je najniži pik. Izgubio bi od K♠.</translation>
    </message>
    <message>
      <source>No: the 10♠ is lower than the K♠.</source>
      <translation>Ne: 10♠ je niža od K♠.</translation>
    </message>
    <message>
      <source>Right: only the ace is higher than the king.</source>
      <translation>Točno: samo je as viši od kralja.</translation>
    </message>
    <message>
      <source>Play the A♠ to win the trick.</source>
      <translation>Odigraj A♠ da dobiješ štih.</translation>
    </message>
    <message>
      <source>Well played: the A♠ is the highest spade.</source>
      <translation>Dobro odigrano: A♠ je najviši pik.</translation>
    </message>
    <message>
      <source>The 9♠ follows suit, but it is lower than the K♠: it would lose. Play the A♠.</source>
      <translation>9♠ odgovara na boju, ali je niža od K♠: izgubila bi. Odigraj A♠.</translation>
    </message>
    <message>
      <source>The 10♠ follows suit, but it is lower than the K♠: it would lose. Play the A♠.</source>
      <translation>10♠ odgovara na boju, ali je niža od K♠: izgubila bi. Odigraj A♠.</translation>
    </message>
    <message>
      <source>A spade was led and you hold spades, so you must play a spade.</source>
      <translation>Otvoren je pik, a ti imaš pik, pa moraš odigrati pik.</translation>
    </message>
    <message>
      <source>Ada followed suit with the Q♠. Your ace was the highest spade, so you won the trick. The winner leads next: it is your turn to start a trick.</source>
      <translation>Ada je odgovorila na boju s Q♠. Tvoj as bio je najviši pik, pa je štih tvoj. Pobjednik otvara sljedeći: na tebi je da počneš štih.</translation>
    </message>
    <message>
      <source>When you lead, you may play any card you like. Lead the K♥.</source>
      <translation>Kad otvaraš, smiješ odigrati koju god kartu želiš. Otvori s K♥.</translation>
    </message>
    <message>
      <source>For this lesson, lead the K♥.</source>
      <translation>Za ovu lekciju otvori s K♥.</translation>
    </message>
    <message>
      <source>Ada had the A♥ and won the trick with it: the ace beats the king. Bo followed with the 10♥.</source>
      <translation>Ada je imala A♥ i njime dobila štih: as tuče kralja. Bo je odgovorio s 10♥.</translation>
    </message>
    <message>
      <source>The winner leads next: Ada led the 9♦, and Bo followed with the K♦.</source>
      <translation>Tko dobije štih, otvara sljedeći: Ada je otvorila s 9♦, a Bo je odgovorio s K♦.</translation>
    </message>
    <message>
      <source>Missed a card? Press L (Game menu, Last trick) to see the last trick again. View → Log and scores lists every card played in this hand.</source>
      <translation>Promaknula ti je karta? Pritisni L (izbornik Igra, Posljednji štih) da ponovno vidiš posljednji štih. Prikaz → Zapisnik i bodovi navodi svaku kartu odigranu u ovoj ruci.</translation>
    </message>
    <message>
      <source>You have no diamonds. What may you play?</source>
      <translation>Nemaš karo. Što smiješ odigrati?</translation>
    </message>
    <message>
      <source>Nothing: I must wait</source>
      <translation>Ništa: moram čekati</translation>
    </message>
    <message>
      <source>Any card</source>
      <translation>Bilo koju kartu</translation>
    </message>
    <message>
      <source>Only a heart</source>
      <translation>Samo herc</translation>
    </message>
    <message>
      <source>No: you always play a card in your turn.</source>
      <translation>Ne: na svom potezu uvijek igraš kartu.</translation>
    </message>
    <message>
      <source>Right: when you cannot follow suit, any card is allowed.</source>
      <translation>Točno: kad ne možeš odgovoriti na boju, dopuštena je bilo koja karta.</translation>
    </message>
    <message>
      <source>No: when you cannot follow suit, any card is allowed, not only hearts.</source>
      <translation>Ne: kad ne možeš odgovoriti na boju, dopuštena je bilo koja karta, ne samo herc.</translation>
    </message>
    <message>
      <source>A card of another suit cannot win this trick, so give up your weakest card: play the 9♠.</source>
      <translation>Karta druge boje ne može dobiti ovaj štih, pa se riješi najslabije karte: odigraj 9♠.</translation>
    </message>
    <message>
      <source>That card would be wasted: it cannot win this trick. Keep your good cards and play the 9♠.</source>
      <translation>Ta bi karta bila bačena uzalud: ne može dobiti ovaj štih. Čuvaj dobre karte i odigraj 9♠.</translation>
    </message>
    <message>
      <source>Bo's K♦ won the trick: only a card of the suit that was led can win, or a trump. Now play the rest of this hand yourself. One rule is new there: Bo chose clubs ♣ as trump, and any club beats every card of the other suits. The next lesson is about trumps.</source>
      <translation>Boov K♦ dobio je štih: može dobiti samo karta otvorene boje ili adut. Sada ostatak ove ruke odigraj bez pomoći. Tu je jedno novo pravilo: Bo je za adut odabrao tref ♣, i svaki tref tuče sve karte ostalih boja. Sljedeća lekcija govori o adutima.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 02-trump</name>
    <message>
      <source>Trumps</source>
      <translation>Aduti</translation>
    </message>
    <message>
      <source>Trumps beat the other suits: trumping when you cannot follow suit, and over-trumping.</source>
      <translation>Aduti tuku ostale boje: sječenje kad ne možeš odgovoriti na boju i presijecanje.</translation>
    </message>
    <message>
      <source>Before the play, one suit is made trump. Ada won the bidding and chose hearts ♥, so in this hand hearts are trump.</source>
      <translation>Prije igre jedna boja postaje adut. Ada je dobila licitaciju i odabrala herc ♥, pa je u ovoj ruci herc adut.</translation>
    </message>
    <message>
      <source>A trump beats every card of the other suits, even an ace. You still have to follow suit when you can: you may trump only when you have no card of the suit led. Ada leads the A♠ and Bo follows with the 9♠.</source>
      <translation>Adut tuče svaku kartu ostalih boja, čak i asa. Još uvijek moraš odgovoriti na boju kad možeš: adutom smiješ sjeći samo kad nemaš kartu otvorene boje. Ada otvara s A♠, a Bo odgovara s 9♠.</translation>
    </message>
    <message>
      <source>You have no spades. Which of these cards wins the trick?</source>
      <translation>Nemaš pik. Koja od ovih karata dobiva štih?</translation>
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
      <translation>Ne: K♣ nije ni pik ni adut, pa ne može dobiti.</translation>
    </message>
    <message>
      <source>Right: the 9♥ is a trump, and any trump beats a card of another suit.</source>
      <translation>Točno: 9♥ je adut, a svaki adut tuče kartu druge boje.</translation>
    </message>
    <message>
      <source>No: the Q♣ is neither a spade nor a trump, so it cannot win.</source>
      <translation>Ne: Q♣ nije ni pik ni adut, pa ne može dobiti.</translation>
    </message>
    <message>
      <source>Trump the ace: play the 9♥.</source>
      <translation>Sijeci asa: odigraj 9♥.</translation>
    </message>
    <message>
      <source>Even the lowest trump beats the A♠.</source>
      <translation>Čak i najniži adut tuče A♠.</translation>
    </message>
    <message>
      <source>Your smallest trump is enough here: play the 9♥.</source>
      <translation>Ovdje je dovoljan tvoj najmanji adut: odigraj 9♥.</translation>
    </message>
    <message>
      <source>The K♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation>K♣ nije ni pik ni adut: ne može dobiti. Odigraj 9♥, adut.</translation>
    </message>
    <message>
      <source>The Q♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation>Q♣ nije ni pik ni adut: ne može dobiti. Odigraj 9♥, adut.</translation>
    </message>
    <message>
      <source>The 10♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation>10♣ nije ni pik ni adut: ne može dobiti. Odigraj 9♥, adut.</translation>
    </message>
    <message>
      <source>Your 9♥ won the trick because it is a trump. You lead the next trick.</source>
      <translation>Tvoja 9♥ dobila je štih jer je adut. Ti otvaraš sljedeći štih.</translation>
    </message>
    <message>
      <source>Lead the K♣.</source>
      <translation>Otvori s K♣.</translation>
    </message>
    <message>
      <source>For this lesson, lead the K♣.</source>
      <translation>Za ovu lekciju otvori s K♣.</translation>
    </message>
    <message>
      <source>Ada won the trick with the A♣, and Bo followed with the 9♣. The winner leads next.</source>
      <translation>Ada je dobila štih s A♣, a Bo je odgovorio s 9♣. Tko dobije štih, otvara sljedeći.</translation>
    </message>
    <message>
      <source>Ada led the Q♦. Bo had no diamonds, so he trumped it with the 10♥.</source>
      <translation>Ada je otvorila s Q♦. Bo nije imao karo, pa je sjekao s 10♥.</translation>
    </message>
    <message>
      <source>You have no diamonds either. When several trumps are played, the highest trump wins. Among trumps the ace is high, then king, queen, 10 and 9. (The jacks are special: that is the next lesson.) Which card wins the trick now?</source>
      <translation>Ni ti nemaš karo. Kad se odigra više aduta, dobiva najviši adut. Među adutima as je najviši, zatim kralj, dama, 10 i 9. (Dečki su posebni: to je sljedeća lekcija.) Koja karta sada dobiva štih?</translation>
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
      <translation>Ne: 10♣ nije ni karo ni adut.</translation>
    </message>
    <message>
      <source>Right: the Q♥ is a trump higher than Bo's 10♥.</source>
      <translation>Točno: Q♥ je adut viši od Boove 10♥.</translation>
    </message>
    <message>
      <source>No: the Q♣ is neither a diamond nor a trump.</source>
      <translation>Ne: Q♣ nije ni karo ni adut.</translation>
    </message>
    <message>
      <source>Over-trump Bo: beat his trump with a higher one, the Q♥.</source>
      <translation>Presijeci Boa: nadjačaj njegov adut višim, s Q♥.</translation>
    </message>
    <message>
      <source>Your Q♥ beat Bo's 10♥: that is over-trumping.</source>
      <translation>Tvoja Q♥ nadjačala je Boovu 10♥: to je presijecanje.</translation>
    </message>
    <message>
      <source>Only a trump higher than Bo's 10♥ wins this trick: play the Q♥.</source>
      <translation>Ovaj štih dobiva samo adut viši od Boove 10♥: odigraj Q♥.</translation>
    </message>
    <message>
      <source>The A♥ would win too, but the Q♥ is enough. Keep your ace for later.</source>
      <translation>I A♥ bi dobio, ali Q♥ je dovoljna. Sačuvaj asa za poslije.</translation>
    </message>
    <message>
      <source>The Q♣ is neither a diamond nor a trump: it cannot win. Play the Q♥.</source>
      <translation>Q♣ nije ni karo ni adut: ne može dobiti. Odigraj Q♥.</translation>
    </message>
    <message>
      <source>You won the trick with the higher trump. Now play the rest of this hand yourself.</source>
      <translation>Višim adutom štih je tvoj. Sada ostatak ove ruke odigraj bez pomoći.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 03-bowers</name>
    <message>
      <source>The bowers</source>
      <translation>Boweri</translation>
    </message>
    <message>
      <source>The two highest trumps are jacks: the right bower and the left bower, which is a trump.</source>
      <translation>Dva najviša aduta su dečki: desni bower i lijevi bower, koji je adut.</translation>
    </message>
    <message>
      <source>In this hand you won the bidding and made hearts ♥ trump. Look at your two red jacks: while hearts are trump, they are the two highest cards of all.</source>
      <translation>U ovoj je ruci licitacija tvoja, a herc ♥ je adut po tvom izboru. Pogledaj svoja dva crvena dečka: dok je herc adut, to su dvije najviše karte od svih.</translation>
    </message>
    <message>
      <source>The jack of trump, here the J♥, is the right bower: the highest card. The other jack of the same colour, here the J♦ (diamonds are red like hearts), is the left bower: the second highest. Then come the ace, king, queen, 10 and 9 of trump.</source>
      <translation>Dečko aduta, ovdje J♥, desni je bower: najviša karta. Drugi dečko iste boje, ovdje J♦ (karo je crven kao i herc), lijevi je bower: drugi po jačini. Zatim dolaze as, kralj, dama, 10 i 9 aduta.</translation>
    </message>
    <message>
      <source>Hearts are trump. Which is the highest trump?</source>
      <translation>Herc je adut. Koji je najviši adut?</translation>
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
      <translation>Ne: oba bowera tuku adutskog asa.</translation>
    </message>
    <message>
      <source>Right: the jack of trump, the right bower, is the highest card.</source>
      <translation>Točno: dečko aduta, desni bower, najviša je karta.</translation>
    </message>
    <message>
      <source>No: the J♦ is the left bower, the second highest. The right bower beats it.</source>
      <translation>Ne: J♦ je lijevi bower, drugi po jačini. Desni bower ga tuče.</translation>
    </message>
    <message>
      <source>You lead the first trick. Lead the right bower, the J♥.</source>
      <translation>Ti otvaraš prvi štih. Otvori desnim bowerom, J♥.</translation>
    </message>
    <message>
      <source>For this lesson, lead the J♥, the right bower.</source>
      <translation>Za ovu lekciju otvori s J♥, desnim bowerom.</translation>
    </message>
    <message>
      <source>Ada and Bo had to follow with hearts, and nothing beats the right bower: the trick is yours.</source>
      <translation>Ada i Bo morali su odgovoriti hercom, a ništa ne tuče desnog bowera: štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the K♠.</source>
      <translation>Otvori s K♠.</translation>
    </message>
    <message>
      <source>For this lesson, lead the K♠.</source>
      <translation>Za ovu lekciju otvori s K♠.</translation>
    </message>
    <message>
      <source>Ada won the trick with the A♠, and Bo followed with the 9♠. The winner leads next.</source>
      <translation>Ada je dobila štih s A♠, a Bo je odgovorio s 9♠. Tko dobije štih, otvara sljedeći.</translation>
    </message>
    <message>
      <source>Ada led the A♦, and Bo followed with the K♦.</source>
      <translation>Ada je otvorila s A♦, a Bo je odgovorio s K♦.</translation>
    </message>
    <message>
      <source>Diamonds were led. You hold the J♦ and the 9♦. Which may you play?</source>
      <translation>Otvoren je karo. Imaš J♦ i 9♦. Koju smiješ odigrati?</translation>
    </message>
    <message>
      <source>9♦</source>
      <translation>9♦</translation>
    </message>
    <message>
      <source>No: while hearts are trump, the J♦ is a heart, not a diamond. It does not follow diamonds.</source>
      <translation>Ne: dok je herc adut, J♦ je herc, a ne karo. Ne odgovara na karo.</translation>
    </message>
    <message>
      <source>Right: the 9♦ is your only diamond, because the J♦ counts as a heart.</source>
      <translation>Točno: 9♦ je tvoj jedini karo, jer se J♦ računa kao herc.</translation>
    </message>
    <message>
      <source>Follow diamonds with the 9♦.</source>
      <translation>Odgovori na karo s 9♦.</translation>
    </message>
    <message>
      <source>Diamonds were led and the 9♦ is your only diamond: play it.</source>
      <translation>Otvoren je karo, a 9♦ je tvoj jedini karo: odigraj je.</translation>
    </message>
    <message>
      <source>While hearts are trump the J♦ is a heart, not a diamond, so it does not follow diamonds: play your 9♦.</source>
      <translation>Dok je herc adut, J♦ je herc, a ne karo, pa ne odgovara na karo: odigraj svoju 9♦.</translation>
    </message>
    <message>
      <source>Ada's A♦ won the trick, so she leads the next one.</source>
      <translation>Adin A♦ dobio je štih, pa ona otvara sljedeći.</translation>
    </message>
    <message>
      <source>Ada led the Q♣. Bo has no clubs: he threw away the 10♠.</source>
      <translation>Ada je otvorila s Q♣. Bo nema tref: bacio je 10♠.</translation>
    </message>
    <message>
      <source>Follow clubs and win the trick with the K♣.</source>
      <translation>Odgovori na tref i dobij štih s K♣.</translation>
    </message>
    <message>
      <source>Your K♣ beat her Q♣: the trick is yours, and so is the next lead.</source>
      <translation>Tvoj K♣ potukao je njezinu Q♣: štih je tvoj, a tvoje je i sljedeće otvaranje.</translation>
    </message>
    <message>
      <source>Clubs were led and you hold clubs: follow with the K♣, which beats the Q♣.</source>
      <translation>Otvoren je tref, a ti imaš tref: odgovori s K♣, koji tuče Q♣.</translation>
    </message>
    <message>
      <source>The 9♣ follows suit too, but it loses to the Q♣. Win with the K♣.</source>
      <translation>I 9♣ odgovara na boju, ali gubi od Q♣. Dobij s K♣.</translation>
    </message>
    <message>
      <source>The left bower is a trump in every way: it follows when trumps are led, it leads as a trump, and it never counts as its printed suit.</source>
      <translation>Lijevi bower je adut u svemu: odgovara kad se otvori adut, otvara kao adut i nikad se ne računa kao svoja otisnuta boja.</translation>
    </message>
    <message>
      <source>Hearts are trump and you lead the J♦. What must the others play?</source>
      <translation>Herc je adut, a ti otvaraš s J♦. Što moraju odigrati ostali?</translation>
    </message>
    <message>
      <source>A diamond, if they have one</source>
      <translation>Karo, ako ga imaju</translation>
    </message>
    <message>
      <source>A heart, if they have one</source>
      <translation>Herc, ako ga imaju</translation>
    </message>
    <message>
      <source>Any card</source>
      <translation>Bilo koju kartu</translation>
    </message>
    <message>
      <source>No: the J♦ is a heart while hearts are trump, so leading it leads hearts.</source>
      <translation>Ne: J♦ je herc dok je herc adut, pa otvaranje njime otvara herc.</translation>
    </message>
    <message>
      <source>Right: the left bower leads trumps, so they must follow with a heart.</source>
      <translation>Točno: lijevi bower otvara adut, pa moraju odgovoriti hercom.</translation>
    </message>
    <message>
      <source>No: they must follow suit, and the suit led is hearts.</source>
      <translation>Ne: moraju odgovoriti na boju, a otvorena boja je herc.</translation>
    </message>
    <message>
      <source>Lead the left bower, the J♦.</source>
      <translation>Otvori lijevim bowerom, J♦.</translation>
    </message>
    <message>
      <source>Lead the J♦, your left bower.</source>
      <translation>Otvori s J♦, svojim lijevim bowerom.</translation>
    </message>
    <message>
      <source>Lead the J♦ this time, to see how the others must answer a trump.</source>
      <translation>Ovaj put otvori s J♦, da vidiš kako ostali moraju odgovoriti na adut.</translation>
    </message>
    <message>
      <source>Ada followed with the Q♥ and Bo with the A♥: the J♦ led hearts, so both had to play a heart. Only the right bower beats the left bower, and it is gone: the trick is yours.</source>
      <translation>Ada je odgovorila s Q♥, a Bo s A♥: J♦ je otvorio herc, pa su oboje morali odigrati herc. Lijevog bowera tuče samo desni bower, a njega više nema: štih je tvoj.</translation>
    </message>
    <message>
      <source>Now play the last trick yourself.</source>
      <translation>Sada posljednji štih odigraj bez pomoći.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 04-ghost-hand</name>
    <message>
      <source>Ghost Hand: bidding and scoring</source>
      <translation>Ghost Hand: licitacija i bodovanje</translation>
    </message>
    <message>
      <source>Swapping with the ghost hand, bidding, naming trump, shooting the moon, and the scoring.</source>
      <translation>Zamjena sa sablasnom rukom, licitacija, zvanje aduta, pucanje u mjesec i bodovanje.</translation>
    </message>
    <message>
      <source>Now the bidding, in Ghost Hand, one of the two games you can play. Each player gets six cards, and six more go face down to a fourth hand that nobody owns: the ghost hand.</source>
      <translation>Sada licitacija, u Ghost Handu, jednoj od dviju igara koje možeš igrati. Svaki igrač dobiva šest karata, a još šest ide licem prema dolje u četvrtu ruku koja nije ničija: sablasnu ruku.</translation>
    </message>
    <message>
      <source>Each player bids once, starting left of the dealer. You are the dealer, so you bid last and hear the others first. A bid is 3, 4 or 5: the number of the six tricks you promise to take with the trump suit you will choose. Each bid must be higher than the one before. You may also pass.</source>
      <translation>Svaki igrač licitira jednom, počevši lijevo od djelitelja. Ti dijeliš, pa licitiraš na kraju i najprije čuješ ostale. Licitacija je 3, 4 ili 5: broj od šest štihova koje obećavaš uzeti s adutskom bojom koju ćeš odabrati. Svaka licitacija mora biti viša od prethodne. Možeš i reći dalje.</translation>
    </message>
    <message>
      <source>In your turn, before you bid, you may swap your whole hand for the ghost hand without looking at it. Only one player per hand may swap, and the hand given up is dead: it takes no part in the play. Ada bid 3 without swapping, and Bo passed.</source>
      <translation>Kad si na redu, prije licitacije, smiješ zamijeniti cijelu svoju ruku za sablasnu ruku, a da je ne pogledaš. Samo jedan igrač po ruci smije zamijeniti, a predana ruka je mrtva: ne sudjeluje u igri. Ada je licitirala 3 bez zamjene, a Bo je rekao dalje.</translation>
    </message>
    <message>
      <source>When is swapping with the ghost hand a good idea?</source>
      <translation>Kada je zamjena sa sablasnom rukom dobra ideja?</translation>
    </message>
    <message>
      <source>When my hand is weak</source>
      <translation>Kad mi je ruka slaba</translation>
    </message>
    <message>
      <source>When my hand is strong</source>
      <translation>Kad mi je ruka jaka</translation>
    </message>
    <message>
      <source>In every hand</source>
      <translation>U svakoj ruci</translation>
    </message>
    <message>
      <source>Right: a weak hand has little to lose, and the ghost hand may be better.</source>
      <translation>Točno: slaba ruka nema mnogo za izgubiti, a sablasna ruka možda je bolja.</translation>
    </message>
    <message>
      <source>No: a strong hand is worth keeping; the ghost hand is usually weaker.</source>
      <translation>Ne: jaku ruku vrijedi zadržati; sablasna ruka obično je slabija.</translation>
    </message>
    <message>
      <source>No: swap only when your hand is weak, and only one player per hand may swap.</source>
      <translation>Ne: zamijeni samo kad ti je ruka slaba, a samo jedan igrač po ruci smije zamijeniti.</translation>
    </message>
    <message>
      <source>Look at your hand: no jack, no ace, nothing higher than a queen. Whatever suit is trump, it will take few tricks.</source>
      <translation>Pogledaj svoju ruku: nijedan dečko, nijedan as, ništa više od dame. Koja god boja bila adut, uzet će malo štihova.</translation>
    </message>
    <message>
      <source>Nobody has swapped yet, so you may. Swap your hand for the ghost hand.</source>
      <translation>Još nitko nije zamijenio, pa ti smiješ. Zamijeni svoju ruku za sablasnu ruku.</translation>
    </message>
    <message>
      <source>You swapped: the ghost hand is yours now, and your old cards are dead.</source>
      <translation>Zamjena je gotova: sablasna ruka sada je tvoja, a tvoje stare karte su mrtve.</translation>
    </message>
    <message>
      <source>This hand is weak: swap it for the ghost hand first.</source>
      <translation>Ova je ruka slaba: najprije je zamijeni za sablasnu ruku.</translation>
    </message>
    <message>
      <source>You could pass, but this hand is weak: swap first, then decide.</source>
      <translation>Možeš reći dalje, ali ova je ruka slaba: najprije zamijeni, pa onda odluči.</translation>
    </message>
    <message>
      <source>With this hand a bid of 4 would fail: swap first.</source>
      <translation>S ovom rukom licitacija 4 bi pala: najprije zamijeni.</translation>
    </message>
    <message>
      <source>With this hand a bid of 5 would fail: swap first.</source>
      <translation>S ovom rukom licitacija 5 bi pala: najprije zamijeni.</translation>
    </message>
    <message>
      <source>This hand cannot take all six tricks: swap first.</source>
      <translation>Ova ruka ne može uzeti svih šest štihova: najprije zamijeni.</translation>
    </message>
    <message>
      <source>Instead of a number you may shoot the moon: promise all six tricks. The moon beats every bid and pays a lot if you make it.</source>
      <translation>Umjesto broja možeš pucati u mjesec: obećati svih šest štihova. Mjesec nadmašuje svaku licitaciju i donosi mnogo ako ga ostvariš.</translation>
    </message>
    <message>
      <source>Ada bid 3. Which of these may you do now?</source>
      <translation>Ada je licitirala 3. Što od ovoga sada smiješ učiniti?</translation>
    </message>
    <message>
      <source>Bid 3</source>
      <translation>Licitirati 3</translation>
    </message>
    <message>
      <source>Bid 4</source>
      <translation>Licitirati 4</translation>
    </message>
    <message>
      <source>Swap again</source>
      <translation>Ponovno zamijeniti</translation>
    </message>
    <message>
      <source>No: your bid must be higher than Ada's 3.</source>
      <translation>Ne: tvoja licitacija mora biti viša od Adine 3.</translation>
    </message>
    <message>
      <source>Right: 4 is higher than Ada's 3.</source>
      <translation>Točno: 4 je više od Adine 3.</translation>
    </message>
    <message>
      <source>No: you have swapped, and only one player per hand may swap.</source>
      <translation>Ne: zamjena je već iskorištena, a samo jedan igrač po ruci smije zamijeniti.</translation>
    </message>
    <message>
      <source>Your new hand holds both black jacks and the A♠ and K♠: with spades as trump that is a strong hand. Bid 4.</source>
      <translation>Tvoja nova ruka ima oba crna dečka te A♠ i K♠: s adutom pik to je jaka ruka. Licitiraj 4.</translation>
    </message>
    <message>
      <source>The moon promises all six tricks, and your 9♥ is unlikely to win one. Bid 4.</source>
      <translation>Mjesec obećava svih šest štihova, a tvoja 9♥ teško da će dobiti ijedan. Licitiraj 4.</translation>
    </message>
    <message>
      <source>Five tricks is a lot to promise: your A♦ and 9♥ may not both win. Bid 4.</source>
      <translation>Pet štihova je mnogo za obećati: tvoj A♦ i 9♥ možda neće oboje dobiti. Licitiraj 4.</translation>
    </message>
    <message>
      <source>Your hand is too good to pass: bid 4.</source>
      <translation>Ruka ti je predobra da kažeš dalje: licitiraj 4.</translation>
    </message>
    <message>
      <source>Ada already bid 3: your bid must be higher, 4 or 5.</source>
      <translation>Ada je već licitirala 3: tvoja licitacija mora biti viša, 4 ili 5.</translation>
    </message>
    <message>
      <source>You have swapped already, and only one player per hand may swap, once.</source>
      <translation>Zamjena je već iskorištena, a samo jedan igrač po ruci smije zamijeniti, i to samo jednom.</translation>
    </message>
    <message>
      <source>Your 4 was the highest bid, so you are the declarer. The declarer names trump and leads the first trick.</source>
      <translation>Tvoja 4 bila je najviša licitacija, pa si ti nositelj. Nositelj zove adut i otvara prvi štih.</translation>
    </message>
    <message>
      <source>Name spades ♠ as trump.</source>
      <translation>Zovi pik ♠ kao adut.</translation>
    </message>
    <message>
      <source>Your strength is in spades: name spades.</source>
      <translation>Tvoja je snaga u piku: zovi pik.</translation>
    </message>
    <message>
      <source>Lead the right bower, the J♠, to draw out the others' trumps.</source>
      <translation>Otvori desnim bowerom, J♠, da izvučeš adute ostalih.</translation>
    </message>
    <message>
      <source>For this lesson, lead the J♠, the right bower.</source>
      <translation>Za ovu lekciju otvori s J♠, desnim bowerom.</translation>
    </message>
    <message>
      <source>Now the scoring, when the hand is over. The other players score 1 point for each trick they take. You, the declarer, score 1 point for each trick you take if you take at least the 4 you bid. If you take fewer, you are set: you lose 4 points and score nothing for your tricks.</source>
      <translation>Sada bodovanje, kad je ruka gotova. Ostali igrači dobivaju 1 bod za svaki štih koji uzmu. Ti, nositelj, dobivaš 1 bod za svaki svoj štih ako uzmeš barem 4 koja licitiraš. Ako uzmeš manje, padaš: gubiš 4 boda i ne dobivaš ništa za svoje štihove.</translation>
    </message>
    <message>
      <source>You bid 4 and take 5 tricks. What do you score?</source>
      <translation>Licitiraš 4 i uzmeš 5 štihova. Koliko dobivaš?</translation>
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
      <translation>Točno: licitacija je ostvarena, pa se svaki štih broji, 5 bodova.</translation>
    </message>
    <message>
      <source>No: once you make your bid, every trick you take scores, 5 here.</source>
      <translation>Ne: kad ostvariš licitaciju, boduje se svaki štih koji uzmeš, ovdje 5.</translation>
    </message>
    <message>
      <source>No: you took more than you bid, so you are not set.</source>
      <translation>Ne: uzimaš više nego što licitiraš, pa ne padaš.</translation>
    </message>
    <message>
      <source>You bid 4 but take only 3 tricks. What do you score?</source>
      <translation>Licitiraš 4, ali uzmeš samo 3 štiha. Koliko dobivaš?</translation>
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
      <translation>Ne: uzimaš manje nego što licitiraš, pa tvoji štihovi ne donose ništa.</translation>
    </message>
    <message>
      <source>No: being set costs you the bid.</source>
      <translation>Ne: pad te stoji licitacije.</translation>
    </message>
    <message>
      <source>Right: you are set and lose the 4 you bid.</source>
      <translation>Točno: padaš i gubiš 4 koja licitiraš.</translation>
    </message>
    <message>
      <source>In that hand Ada took 2 tricks. What does she score?</source>
      <translation>U toj je ruci Ada uzela 2 štiha. Koliko ona dobiva?</translation>
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
      <translation>Točno: ostali igrači dobivaju 1 bod za svaki štih.</translation>
    </message>
    <message>
      <source>No: only the declarer can lose points.</source>
      <translation>Ne: samo nositelj može izgubiti bodove.</translation>
    </message>
    <message>
      <source>No: the other players score 1 point for each trick they take.</source>
      <translation>Ne: ostali igrači dobivaju 1 bod za svaki štih koji uzmu.</translation>
    </message>
    <message>
      <source>The moon: a declarer who shoots the moon and takes all six tricks scores 24 points. One who loses even a single trick loses 6 points.</source>
      <translation>Mjesec: nositelj koji puca u mjesec i uzme svih šest štihova dobiva 24 boda. Tko izgubi makar jedan štih, gubi 6 bodova.</translation>
    </message>
    <message>
      <source>You shoot the moon and take all six tricks. What do you score?</source>
      <translation>Pucaš u mjesec i uzmeš svih šest štihova. Koliko dobivaš?</translation>
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
      <translation>Ne: mjesec donosi mnogo više od jednog boda po štihu.</translation>
    </message>
    <message>
      <source>Right: a moon that is made scores 24.</source>
      <translation>Točno: ostvaren mjesec donosi 24.</translation>
    </message>
    <message>
      <source>No: you took all six, so you made the moon.</source>
      <translation>Ne: svih šest štihova je tvoje, pa je mjesec ostvaren.</translation>
    </message>
    <message>
      <source>You shoot the moon and take five tricks. What do you score?</source>
      <translation>Pucaš u mjesec i uzmeš pet štihova. Koliko dobivaš?</translation>
    </message>
    <message>
      <source>No: a moon that fails scores nothing for its tricks.</source>
      <translation>Ne: neuspjeli mjesec ne donosi ništa za svoje štihove.</translation>
    </message>
    <message>
      <source>Right: a failed moon loses 6 points.</source>
      <translation>Točno: neuspjeli mjesec gubi 6 bodova.</translation>
    </message>
    <message>
      <source>No: a failed moon costs 6 points.</source>
      <translation>Ne: neuspjeli mjesec stoji 6 bodova.</translation>
    </message>
    <message>
      <source>Hand after hand, once a player has 32 points or more, the highest score wins the game; if the leaders are tied, play goes on. Now play out this hand yourself.</source>
      <translation>Ruku za rukom: čim netko ima 32 boda ili više, pobjeđuje tko ima najviše bodova; ako su vodeći izjednačeni, igra se dalje. Sada ovu ruku odigraj do kraja bez pomoći.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 05-cutthroat</name>
    <message>
      <source>Cutthroat: ordering up and the dummy</source>
      <translation>Cutthroat: naređivanje i lutka</translation>
    </message>
    <message>
      <source>Ordering up or passing, the dealer's pick-up, taking the dummy, and the scoring.</source>
      <translation>Narediti ili reći dalje, djeliteljevo podizanje, uzimanje lutke i bodovanje.</translation>
    </message>
    <message>
      <source>Cutthroat is the other game. Each player gets five cards, five more go face down to the dummy hand, and the last four form the kitty. The top card of the kitty is turned face up, the up-card: here the K♥.</source>
      <translation>Cutthroat je druga igra. Svaki igrač dobiva pet karata, još pet ide licem prema dolje lutki, a posljednje četiri čine talon. Gornja karta talona okreće se licem prema gore i to je okrenuta karta: ovdje K♥.</translation>
    </message>
    <message>
      <source>Starting left of the dealer, each player may order it up, which makes the up-card's suit trump: the one who orders is the maker, plays against the other two and must take at least 3 of the 5 tricks. Or they pass. For the dealer, the button to order it up reads Accept. Bo is the dealer, so you speak first.</source>
      <translation>Počevši lijevo od djelitelja, svaki igrač smije je narediti, čime boja okrenute karte postaje adut: tko naredi, tvorac je, igra protiv druga dva igrača i mora uzeti barem 3 od 5 štihova. Ili kaže dalje. Za djelitelja gumb kojim se naređuje glasi Prihvaćam. Bo je djelitelj, pa ti prvo govoriš.</translation>
    </message>
    <message>
      <source>You hold the J♥, the A♥ and the Q♥, three high hearts, and the A♠. Should you order up hearts?</source>
      <translation>Imaš J♥, A♥ i Q♥, tri visoka herca, te A♠. Trebaš li narediti herc?</translation>
    </message>
    <message>
      <source>Yes, order it up</source>
      <translation>Da, naredi</translation>
    </message>
    <message>
      <source>No, pass</source>
      <translation>Ne, dalje</translation>
    </message>
    <message>
      <source>Right: three high trumps and an ace are a good start, and the dummy may add more.</source>
      <translation>Točno: tri visoka aduta i as dobar su početak, a lutka može dodati još.</translation>
    </message>
    <message>
      <source>No: the maker must take 3 of the 5 tricks, and three high trumps and an ace can do that: order it up.</source>
      <translation>Ne: tvorac mora uzeti 3 od 5 štihova, a tri visoka aduta i as to mogu: naredi.</translation>
    </message>
    <message>
      <source>Order it up: hearts become trump, and you are the maker.</source>
      <translation>Naredi: herc postaje adut, a ti si tvorac.</translation>
    </message>
    <message>
      <source>Pass with a weak hand; with three high hearts, order it up.</source>
      <translation>Sa slabom rukom reci dalje; s tri visoka herca naredi.</translation>
    </message>
    <message>
      <source>Bo, the dealer, picked up the K♥ and discarded one card face down: the dealer may always do that, whoever ordered. Now you play against Ada and Bo.</source>
      <translation>Bo, djelitelj, podigao je K♥ i odbacio jednu kartu licem prema dolje: djelitelj to uvijek smije, tko god naredio. Sada igraš protiv Ade i Boa.</translation>
    </message>
    <message>
      <source>A dealer who picks up the up-card must discard one card. Which is usually the best one to throw away?</source>
      <translation>Djelitelj koji podigne okrenutu kartu mora odbaciti jednu kartu. Koju je obično najbolje baciti?</translation>
    </message>
    <message>
      <source>A trump</source>
      <translation>Adut</translation>
    </message>
    <message>
      <source>A low card of another suit</source>
      <translation>Nisku kartu druge boje</translation>
    </message>
    <message>
      <source>An ace</source>
      <translation>Asa</translation>
    </message>
    <message>
      <source>No: trumps win tricks; keep them.</source>
      <translation>Ne: aduti dobivaju štihove; zadrži ih.</translation>
    </message>
    <message>
      <source>Right: a low card of another suit would not win a trick anyway.</source>
      <translation>Točno: niska karta druge boje ionako ne bi dobila štih.</translation>
    </message>
    <message>
      <source>No: an ace may well win a trick; keep it.</source>
      <translation>Ne: as lako može dobiti štih; zadrži ga.</translation>
    </message>
    <message>
      <source>Had everyone passed, the up-card would have been turned down, and in a second round each player could name any other suit as trump, or pass again. If everyone passes twice, the cards are dealt again.</source>
      <translation>Da su svi rekli dalje, okrenuta karta bila bi okrenuta licem prema dolje, a u drugom krugu svaki bi igrač mogao zvati bilo koju drugu boju kao adut ili ponovno reći dalje. Ako svi dvaput kažu dalje, karte se ponovno dijele.</translation>
    </message>
    <message>
      <source>Everyone passed and the K♥ was turned down. In round two, which suit may a player name as trump?</source>
      <translation>Svi su rekli dalje i K♥ je okrenut licem prema dolje. Koju boju igrač smije zvati kao adut u drugom krugu?</translation>
    </message>
    <message>
      <source>Hearts</source>
      <translation>Herc</translation>
    </message>
    <message>
      <source>Any suit but hearts</source>
      <translation>Bilo koju osim herca</translation>
    </message>
    <message>
      <source>Only clubs</source>
      <translation>Samo tref</translation>
    </message>
    <message>
      <source>No: the suit that was turned down cannot be named in round two.</source>
      <translation>Ne: boja koja je okrenuta licem prema dolje ne može se zvati u drugom krugu.</translation>
    </message>
    <message>
      <source>Right: any suit except the one turned down.</source>
      <translation>Točno: bilo koju boju osim okrenute.</translation>
    </message>
    <message>
      <source>No: any suit except the one turned down may be named.</source>
      <translation>Ne: može se zvati bilo koja boja osim okrenute.</translation>
    </message>
    <message>
      <source>Before anyone sees the dummy, you, the maker, choose: take the dummy's five cards and keep the best five of your ten, or go alone without it, for more points if you take all five tricks (a march).</source>
      <translation>Prije nego što itko vidi lutku, ti kao tvorac biraš: uzmi pet karata lutke i zadrži najboljih pet od svojih deset ili igraj bez lutke, za više bodova ako uzmeš svih pet štihova (štiglja).</translation>
    </message>
    <message>
      <source>When should a maker go alone instead of taking the dummy?</source>
      <translation>Kada bi tvorac trebao igrati bez lutke umjesto da je uzme?</translation>
    </message>
    <message>
      <source>When the hand may take all 5 tricks without help</source>
      <translation>Kad ruka može uzeti svih 5 štihova bez pomoći</translation>
    </message>
    <message>
      <source>Every time</source>
      <translation>Uvijek</translation>
    </message>
    <message>
      <source>With a weak hand</source>
      <translation>Sa slabom rukom</translation>
    </message>
    <message>
      <source>Right: a march alone scores 4, but the dummy's cards are given up.</source>
      <translation>Točno: štiglja bez lutke donosi 4, ali odričeš se karata lutke.</translation>
    </message>
    <message>
      <source>No: the dummy's five cards usually help a lot.</source>
      <translation>Ne: pet karata lutke obično mnogo pomaže.</translation>
    </message>
    <message>
      <source>No: a weak hand needs the dummy's cards even more.</source>
      <translation>Ne: slaboj ruci karte lutke trebaju još više.</translation>
    </message>
    <message>
      <source>Your hand will not take all five tricks by itself: take the dummy. Then keep your four trumps and the A♠, and discard the other five cards.</source>
      <translation>Tvoja ruka bez pomoći neće uzeti svih pet štihova: uzmi lutku. Zatim zadrži svoja četiri aduta i A♠, a ostalih pet karata odbaci.</translation>
    </message>
    <message>
      <source>You hold the J♥, the J♦ (the left bower), the A♥, the Q♥ and the A♠.</source>
      <translation>Imaš J♥, J♦ (lijevi bower), A♥, Q♥ i A♠.</translation>
    </message>
    <message>
      <source>Keep the four trumps (J♥, J♦, A♥ and Q♥) and the A♠; discard the other five.</source>
      <translation>Zadrži četiri aduta (J♥, J♦, A♥ i Q♥) i A♠; ostalih pet odbaci.</translation>
    </message>
    <message>
      <source>Going alone pays only when you take all five tricks: take the dummy.</source>
      <translation>Igra bez lutke isplati se samo ako uzmeš svih pet štihova: uzmi lutku.</translation>
    </message>
    <message>
      <source>Ada and Bo are the defenders: they play together against you, their tricks count together, and with 3 tricks they euchre you. Either of them could have gone alone against you; both passed.</source>
      <translation>Ada i Bo su branitelji: igraju zajedno protiv tebe, njihovi se štihovi zbrajaju, a s 3 štiha te euhriraju. Svatko od njih mogao je braniti samostalno protiv tebe; oboje su rekli dalje.</translation>
    </message>
    <message>
      <source>The player left of the dealer leads the first trick: that is you. Lead the right bower, the J♥, to draw out the others' trumps.</source>
      <translation>Igrač lijevo od djelitelja otvara prvi štih: to si ti. Otvori desnim bowerom, J♥, da izvučeš adute ostalih.</translation>
    </message>
    <message>
      <source>For this lesson, lead the J♥.</source>
      <translation>Za ovu lekciju otvori s J♥.</translation>
    </message>
    <message>
      <source>Ada had no hearts and threw away the 9♦; Bo had to follow with the 9♥. The trick is yours.</source>
      <translation>Ada nije imala herc i bacila je 9♦; Bo je morao odgovoriti s 9♥. Štih je tvoj.</translation>
    </message>
    <message>
      <source>The scoring: a maker who takes 3 or 4 tricks scores 1 point, and all 5 (a march) 3 points, or 4 points after going alone. A maker who takes fewer than 3 is euchred: each defender scores 2 points.</source>
      <translation>Bodovanje: tvorac koji uzme 3 ili 4 štiha dobiva 1 bod, a za svih 5 (štiglju) 3 boda, ili 4 boda uz igru bez lutke. Tvorac koji uzme manje od 3 je euhriran: svaki branitelj dobiva 2 boda.</translation>
    </message>
    <message>
      <source>You take 3 tricks. What do you score?</source>
      <translation>Uzmeš 3 štiha. Koliko dobivaš?</translation>
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
      <translation>Točno: 3 ili 4 štiha donose tvorcu 1 bod.</translation>
    </message>
    <message>
      <source>No: 3 points is for taking all 5.</source>
      <translation>Ne: 3 boda su za svih 5.</translation>
    </message>
    <message>
      <source>No: the maker scores 1 point for 3 or 4 tricks.</source>
      <translation>Ne: tvorac dobiva 1 bod za 3 ili 4 štiha.</translation>
    </message>
    <message>
      <source>You take all 5 tricks with the dummy. What do you score?</source>
      <translation>S lutkom uzmeš svih 5 štihova. Koliko dobivaš?</translation>
    </message>
    <message>
      <source>+5</source>
      <translation>+5</translation>
    </message>
    <message>
      <source>No: taking all 5 is a march, worth more.</source>
      <translation>Ne: svih 5 štihova je štiglja, koja vrijedi više.</translation>
    </message>
    <message>
      <source>Right: a march scores 3.</source>
      <translation>Točno: štiglja donosi 3.</translation>
    </message>
    <message>
      <source>No: a march scores 3.</source>
      <translation>Ne: štiglja donosi 3.</translation>
    </message>
    <message>
      <source>Had you gone alone and taken all 5 tricks, what would you score?</source>
      <translation>Koliko bodova donosi igra bez lutke u kojoj uzmeš svih 5 štihova?</translation>
    </message>
    <message>
      <source>+4</source>
      <translation>+4</translation>
    </message>
    <message>
      <source>No: a march alone scores more than a march with the dummy.</source>
      <translation>Ne: štiglja bez lutke donosi više od štiglje s lutkom.</translation>
    </message>
    <message>
      <source>Right: a march alone scores 4.</source>
      <translation>Točno: štiglja bez lutke donosi 4.</translation>
    </message>
    <message>
      <source>No: a march alone scores 4.</source>
      <translation>Ne: štiglja bez lutke donosi 4.</translation>
    </message>
    <message>
      <source>Ada and Bo take 3 tricks between them. What does each of them score?</source>
      <translation>Ada i Bo zajedno uzmu 3 štiha. Koliko dobiva svatko od njih?</translation>
    </message>
    <message>
      <source>0</source>
      <translation>0</translation>
    </message>
    <message>
      <source>No: euchring the maker scores 2 for each defender.</source>
      <translation>Ne: euhriranje tvorca donosi 2 svakom branitelju.</translation>
    </message>
    <message>
      <source>Right: you are euchred, and each defender scores 2.</source>
      <translation>Točno: to je euchre, a svaki branitelj dobiva 2.</translation>
    </message>
    <message>
      <source>No: you are euchred, and each defender scores 2.</source>
      <translation>Ne: to je euchre, a svaki branitelj dobiva 2.</translation>
    </message>
    <message>
      <source>Once a player has 10 points or more, the highest score wins the game; if the leaders are tied, play goes on. Now play out this hand yourself.</source>
      <translation>Čim netko ima 10 bodova ili više, pobjeđuje tko ima najviše bodova; ako su vodeći izjednačeni, igra se dalje. Sada ovu ruku odigraj do kraja bez pomoći.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 05b-cutthroat-defending</name>
    <message>
      <source>Cutthroat: the dealer's pick-up and defending alone</source>
      <translation>Cutthroat: djeliteljevo podizanje i samostalna obrana</translation>
    </message>
    <message>
      <source>The dealer picks up the up-card when another player orders, and a strong defender goes alone.</source>
      <translation>Djelitelj podiže okrenutu kartu kad drugi igrač naredi, a jak branitelj brani samostalno.</translation>
    </message>
    <message>
      <source>Another Cutthroat hand. This time you are the dealer, and the up-card is the K♥. Ada, on your left, spoke first and ordered it up: hearts are trump, and Ada is the maker.</source>
      <translation>Još jedna ruka Cutthroata. Ovaj put ti si djelitelj, a okrenuta karta je K♥. Ada, koja sjedi tebi slijeva, govorila je prva i naredila: herc je adut, a Ada je tvorac.</translation>
    </message>
    <message>
      <source>When another player orders it up, the dealer may pick up the up-card and discard one card face down, or leave it. The up-card is a trump, so picking it up makes the dealer's hand stronger.</source>
      <translation>Kad drugi igrač naredi, djelitelj smije podići okrenutu kartu i odbaciti jednu kartu licem prema dolje ili je ostaviti. Okrenuta karta je adut, pa djeliteljeva ruka podizanjem postaje jača.</translation>
    </message>
    <message>
      <source>Pick up the K♥, then discard the Q♣: it is your only card that is neither a trump nor an ace.</source>
      <translation>Podigni K♥, pa odbaci Q♣: to je tvoja jedina karta koja nije ni adut ni as.</translation>
    </message>
    <message>
      <source>The K♥ is yours, and the Q♣ lies face down.</source>
      <translation>K♥ je tvoj, a Q♣ leži licem prema dolje.</translation>
    </message>
    <message>
      <source>Keep your trumps and the A♠: discard the Q♣.</source>
      <translation>Zadrži adute i A♠: odbaci Q♣.</translation>
    </message>
    <message>
      <source>The K♥ is a trump and would make your hand stronger: pick it up.</source>
      <translation>K♥ je adut i ojačao bi tvoju ruku: podigni ga.</translation>
    </message>
    <message>
      <source>Ada took the dummy. Now each defender in turn, starting left of the maker, may go alone: then the other defender sits out the hand. Bo passed.</source>
      <translation>Ada je uzela lutku. Sada svaki branitelj redom, počevši lijevo od tvorca, smije braniti samostalno: tada drugi branitelj sjedi po strani. Bo je rekao dalje.</translation>
    </message>
    <message>
      <source>A defender who goes alone and takes 3 or 4 tricks scores 2 points, the same as a euchre, and 4 points for all 5. The other defender, who sits out, scores the same.</source>
      <translation>Branitelj koji brani samostalno i uzme 3 ili 4 štiha dobiva 2 boda, isto kao za euchre, a za svih 5 dobiva 4 boda. Drugi branitelj, koji sjedi po strani, dobiva isto.</translation>
    </message>
    <message>
      <source>You hold the J♥, the J♦, the A♥ and the K♥, the four highest trumps, and the A♠. Should you go alone?</source>
      <translation>Imaš J♥, J♦, A♥ i K♥, četiri najviša aduta, te A♠. Trebaš li braniti samostalno?</translation>
    </message>
    <message>
      <source>Yes, go alone</source>
      <translation>Da, brani samostalno</translation>
    </message>
    <message>
      <source>No, pass and defend with Bo</source>
      <translation>Ne, reci dalje i brani s Boom</translation>
    </message>
    <message>
      <source>Right: with the four highest trumps you can take all 5 tricks by yourself, and all 5 alone score 4 for each defender instead of 2.</source>
      <translation>Točno: s četiri najviša aduta možeš bez pomoći uzeti svih 5 štihova, a svih 5 uz samostalnu obranu donosi svakom branitelju 4 boda umjesto 2.</translation>
    </message>
    <message>
      <source>No: this hand can take all 5 tricks by itself, and all 5 alone score 4 for each defender instead of 2.</source>
      <translation>Ne: ova ruka bez pomoći može uzeti svih 5 štihova, a svih 5 uz samostalnu obranu donosi svakom branitelju 4 boda umjesto 2.</translation>
    </message>
    <message>
      <source>Defend alone: Bo sits out, and you play against Ada by yourself.</source>
      <translation>Brani samostalno: Bo sjedi po strani, a ti bez pomoći igraš protiv Ade.</translation>
    </message>
    <message>
      <source>With the four highest trumps you can take all 5 tricks alone, which scores 4 instead of 2: go alone.</source>
      <translation>S četiri najviša aduta možeš bez pomoći uzeti svih 5 štihova, što donosi 4 boda umjesto 2: brani samostalno.</translation>
    </message>
    <message>
      <source>The first player left of the one who went alone leads: Ada led the A♦. Bo sits out, so each trick has two cards.</source>
      <translation>Otvara prvi igrač lijevo od onoga koji brani samostalno: Ada je otvorila s A♦. Bo sjedi po strani, pa svaki štih ima dvije karte.</translation>
    </message>
    <message>
      <source>You have no diamonds (the J♦ is a heart now), so you may trump. Win with your lowest trump, the K♥.</source>
      <translation>Nemaš karo (J♦ je sada herc), pa smiješ sjeći. Dobij svojim najnižim adutom, K♥.</translation>
    </message>
    <message>
      <source>Trump the A♦ with the K♥.</source>
      <translation>Sijeci A♦ s K♥.</translation>
    </message>
    <message>
      <source>The A♠ cannot beat the A♦: only a trump beats it. Trump with the K♥.</source>
      <translation>A♠ ne može tući A♦: tuče ga samo adut. Sijeci s K♥.</translation>
    </message>
    <message>
      <source>The J♥ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation>I J♥ dobiva, ali dovoljan je K♥: čuvaj svoje najviše adute.</translation>
    </message>
    <message>
      <source>The J♦ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation>I J♦ dobiva, ali dovoljan je K♥: čuvaj svoje najviše adute.</translation>
    </message>
    <message>
      <source>The A♥ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation>I A♥ dobiva, ali dovoljan je K♥: čuvaj svoje najviše adute.</translation>
    </message>
    <message>
      <source>You go alone and take 3 tricks against Ada. What do you score?</source>
      <translation>Braniš samostalno i uzmeš 3 štiha protiv Ade. Koliko dobivaš?</translation>
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
      <translation>Točno: 3 ili 4 štiha samostalne obrane donose 2 svakom branitelju.</translation>
    </message>
    <message>
      <source>No: a lone defender who takes 3 tricks scores 2.</source>
      <translation>Ne: branitelj koji brani samostalno i uzme 3 štiha dobiva 2.</translation>
    </message>
    <message>
      <source>No: 4 points is for all 5 tricks.</source>
      <translation>Ne: 4 boda su za svih 5 štihova.</translation>
    </message>
    <message>
      <source>You go alone and take all 5 tricks. What does Bo score?</source>
      <translation>Braniš samostalno i uzmeš svih 5 štihova. Koliko dobiva Bo?</translation>
    </message>
    <message>
      <source>0</source>
      <translation>0</translation>
    </message>
    <message>
      <source>No: the defender who sits out scores as the lone defender does.</source>
      <translation>Ne: branitelj koji sjedi po strani dobiva isto kao onaj koji brani samostalno.</translation>
    </message>
    <message>
      <source>No: all 5 tricks score more than 3 or 4.</source>
      <translation>Ne: svih 5 štihova donosi više od 3 ili 4.</translation>
    </message>
    <message>
      <source>Right: all 5 tricks score 4 for each defender, Bo too.</source>
      <translation>Točno: svih 5 štihova donosi 4 svakom branitelju, pa i Bou.</translation>
    </message>
    <message>
      <source>Now play out this hand: lead your trumps and take every trick.</source>
      <translation>Sada odigraj ovu ruku do kraja: otvaraj adutima i uzmi svaki štih.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 06-reneges</name>
    <message>
      <source>Reneges</source>
      <translation>Renons</translation>
    </message>
    <message>
      <source>What a renege is, and how to call one when reneges can be called.</source>
      <translation>Što je renons i kako ga prijaviti kad se renons smije prijavljivati.</translation>
    </message>
    <message>
      <source>Not following suit when you could is a renege. Usually the game refuses such a card. In this game a rule option is on: reneges can be called. Wrong cards are accepted, and the other players must catch them.</source>
      <translation>Ne odgovoriti na boju kad je to moguće je renons. Obično igra odbija takvu kartu. U ovoj je igri uključena jedna opcija pravila: renons se može prijaviti. Pogrešne karte se prihvaćaju, a ostali igrači moraju ih uloviti.</translation>
    </message>
    <message>
      <source>Clubs are trump. Ada led the A♠, and Bo played the 9♥. Either he has no spades, or he reneged: nobody can tell yet.</source>
      <translation>Tref je adut. Ada je otvorila s A♠, a Bo je odigrao 9♥. Ili nema pik, ili je napravio renons: to još nitko ne može znati.</translation>
    </message>
    <message>
      <source>Follow suit with the Q♠.</source>
      <translation>Odgovori na boju s Q♠.</translation>
    </message>
    <message>
      <source>Follow suit with the Q♠: a renege costs points when it is caught.</source>
      <translation>Odgovori na boju s Q♠: renons stoji bodova kad ga uhvate.</translation>
    </message>
    <message>
      <source>Ada won the trick with the A♠, so she leads the next one.</source>
      <translation>Ada je dobila štih s A♠, pa ona otvara sljedeći.</translation>
    </message>
    <message>
      <source>Ada led the 9♠, and Bo played the K♠. So he did hold a spade in the first trick: that proves his renege.</source>
      <translation>Ada je otvorila s 9♠, a Bo je odigrao K♠. Dakle, u prvom štihu ipak je imao pik: to dokazuje njegov renons.</translation>
    </message>
    <message>
      <source>What should you do?</source>
      <translation>Što trebaš učiniti?</translation>
    </message>
    <message>
      <source>Call a renege on Bo</source>
      <translation>Prijaviti Boov renons</translation>
    </message>
    <message>
      <source>Call a renege on Ada</source>
      <translation>Prijaviti Adin renons</translation>
    </message>
    <message>
      <source>Nothing: the trick stands</source>
      <translation>Ništa: štih vrijedi</translation>
    </message>
    <message>
      <source>Right: the cards played prove Bo's renege.</source>
      <translation>Točno: odigrane karte dokazuju Boov renons.</translation>
    </message>
    <message>
      <source>No: Ada followed suit every time.</source>
      <translation>Ne: Ada je svaki put odgovorila na boju.</translation>
    </message>
    <message>
      <source>No: a renege that nobody calls costs nothing, so call it.</source>
      <translation>Ne: renons koji nitko ne prijavi ne stoji ništa, zato ga prijavi.</translation>
    </message>
    <message>
      <source>Call the renege on Bo.</source>
      <translation>Prijavi Boov renons.</translation>
    </message>
    <message>
      <source>Bo loses 2 points, the renege penalty. The tricks stand as they were played.</source>
      <translation>Bo gubi 2 boda, kaznu za renons. Štihovi ostaju kako su odigrani.</translation>
    </message>
    <message>
      <source>Call the renege first: Bo's K♠ has just proved it.</source>
      <translation>Najprije prijavi renons: Boov K♠ upravo ga je dokazao.</translation>
    </message>
    <message>
      <source>Ada followed suit every time: nothing proves a renege by her.</source>
      <translation>Ada je svaki put odgovorila na boju: ništa ne dokazuje njezin renons.</translation>
    </message>
    <message>
      <source>Now follow suit with the 10♠.</source>
      <translation>Sada odgovori na boju s 10♠.</translation>
    </message>
    <message>
      <source>Follow suit with the 10♠, your last spade.</source>
      <translation>Odgovori na boju s 10♠, svojim posljednjim pikom.</translation>
    </message>
    <message>
      <source>A renege can be called only once the cards played prove it, and each renege only once. A call that the cards do not prove is refused. Calls are open until the next hand is dealt. Now play out this hand yourself.</source>
      <translation>Renons se može prijaviti tek kad ga odigrane karte dokažu, i svaki renons samo jednom. Prijava koju karte ne dokazuju odbija se. Prijaviti se može dok se ne podijeli sljedeća ruka. Sada ovu ruku odigraj do kraja bez pomoći.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 07-strategy</name>
    <message>
      <source>First strategy</source>
      <translation>Prva strategija</translation>
    </message>
    <message>
      <source>Leading through the maker, keeping a bower guarded, counting trumps, and when to shoot the moon.</source>
      <translation>Otvaranje kroz tvorca, čuvanje zaštićenog bowera, brojanje aduta i kada pucati u mjesec.</translation>
    </message>
    <message>
      <source>Some first strategy. In this Cutthroat hand Ada ordered up hearts, Bo left the 10♥ on the kitty, and Ada took the dummy: she is the maker, and you and Bo defend together.</source>
      <translation>Malo prve strategije. U ovoj ruci Cutthroata Ada je naredila herc, Bo je ostavio 10♥ na talonu, a Ada je uzela lutku: ona je tvorac, a ti i Bo branite zajedno.</translation>
    </message>
    <message>
      <source>Lead through the maker. Ada sits on your left, so when you lead she must play second, before Bo. Bo then sees her card and can beat it, or save his good cards.</source>
      <translation>Otvaraj kroz tvorca. Ada sjedi tebi slijeva, pa kad ti otvaraš, ona mora igrati druga, prije Boa. Bo tada vidi njezinu kartu i može je tući ili sačuvati svoje dobre karte.</translation>
    </message>
    <message>
      <source>Lead the 9♠ through Ada.</source>
      <translation>Otvori s 9♠ kroz Adu.</translation>
    </message>
    <message>
      <source>For this lesson, lead the 9♠ through Ada.</source>
      <translation>Za ovu lekciju otvori s 9♠ kroz Adu.</translation>
    </message>
    <message>
      <source>Ada played the K♠, and Bo, who played after her, won the trick with the A♠.</source>
      <translation>Ada je odigrala K♠, a Bo, koji je igrao poslije nje, dobio je štih s A♠.</translation>
    </message>
    <message>
      <source>The winner leads next: Bo led the K♣.</source>
      <translation>Tko dobije štih, otvara sljedeći: Bo je otvorio s K♣.</translation>
    </message>
    <message>
      <source>You have no clubs. If you trump, Ada, who plays after you, can over-trump. Keep your trumps and throw the 10♦.</source>
      <translation>Nemaš tref. Ako siječeš, Ada, koja igra poslije tebe, može presjeći. Čuvaj adute i baci 10♦.</translation>
    </message>
    <message>
      <source>Keep your trumps and throw the 10♦.</source>
      <translation>Čuvaj adute i baci 10♦.</translation>
    </message>
    <message>
      <source>Ada plays after you and can over-trump your 9♥: keep it and throw the 10♦.</source>
      <translation>Ada igra poslije tebe i može presjeći tvoju 9♥: zadrži je i baci 10♦.</translation>
    </message>
    <message>
      <source>Ada could still beat your left bower with the right bower: keep it and throw the 10♦.</source>
      <translation>Ada bi još mogla tući tvog lijevog bowera desnim bowerom: zadrži ga i baci 10♦.</translation>
    </message>
    <message>
      <source>Ada trumped with the Q♥ and took the trick.</source>
      <translation>Ada je sjekla s Q♥ i dobila štih.</translation>
    </message>
    <message>
      <source>Ada led the J♥, the right bower, and Bo, who has no hearts, threw away the 9♣.</source>
      <translation>Ada je otvorila s J♥, desnim bowerom, a Bo, koji nema herc, bacio je 9♣.</translation>
    </message>
    <message>
      <source>You hold the J♦ and the 9♥, both trumps. Which should you play?</source>
      <translation>Imaš J♦ i 9♥, oba aduta. Koju trebaš odigrati?</translation>
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
      <translation>Ne: desni bower ga tuče, pa bi tvoj lijevi bower propao uzalud.</translation>
    </message>
    <message>
      <source>Right: the 9♥ follows suit, and your left bower stays safe.</source>
      <translation>Točno: 9♥ odgovara na boju, a tvoj lijevi bower ostaje siguran.</translation>
    </message>
    <message>
      <source>Play the 9♥ and keep your left bower.</source>
      <translation>Odigraj 9♥ i zadrži lijevog bowera.</translation>
    </message>
    <message>
      <source>The J♦ would lose to the right bower: play the 9♥ and keep it.</source>
      <translation>J♦ bi izgubio od desnog bowera: odigraj 9♥ i zadrži ga.</translation>
    </message>
    <message>
      <source>That is keeping a bower guarded: a small trump beside it lets you follow when a higher trump is led. Now that the J♥ is gone, your J♦ is the highest trump left.</source>
      <translation>To je čuvanje zaštićenog bowera: mali adut pokraj njega omogućuje ti da odgovoriš kad se otvori viši adut. Sad kad je J♥ otišao, tvoj je J♦ najviši preostali adut.</translation>
    </message>
    <message>
      <source>Count the trumps. Seven cards are trumps: the two bowers and the A, K, Q, 10 and 9 of trump. You saw the 10♥ stay on the kitty when Bo left it, the Q♥, J♥ and 9♥ played, and you hold the J♦. How many trumps have you not seen?</source>
      <translation>Broji adute. Sedam karata su aduti: dva bowera te A, K, Q, 10 i 9 aduta. 10♥ ostala je na talonu kad ju je Bo ostavio, odigrane su Q♥, J♥ i 9♥, a ti imaš J♦. Koliko ti je aduta još nepoznato?</translation>
    </message>
    <message>
      <source>None</source>
      <translation>Nijedan</translation>
    </message>
    <message>
      <source>Two</source>
      <translation>Dva</translation>
    </message>
    <message>
      <source>Four</source>
      <translation>Četiri</translation>
    </message>
    <message>
      <source>No: the A♥ and the K♥ have not been seen yet.</source>
      <translation>Ne: A♥ i K♥ još nisu viđeni.</translation>
    </message>
    <message>
      <source>Right: the A♥ and the K♥. Your J♦ beats them both.</source>
      <translation>Točno: A♥ i K♥. Tvoj J♦ tuče oba.</translation>
    </message>
    <message>
      <source>No: five of the seven trumps are accounted for.</source>
      <translation>Ne: pet od sedam aduta je poznato.</translation>
    </message>
    <message>
      <source>When to shoot the moon, in Ghost Hand: only when you can count all six tricks, for example with both bowers, more top trumps and an ace. One lost trick turns 24 points into a loss of 6.</source>
      <translation>Kada pucati u mjesec, u Ghost Handu: samo kad možeš izbrojiti svih šest štihova, na primjer s oba bowera, još visokih aduta i asom. Jedan izgubljeni štih pretvara 24 boda u gubitak od 6.</translation>
    </message>
    <message>
      <source>Hearts would be trump. Which hand should shoot the moon?</source>
      <translation>Herc bi bio adut. S kojom rukom treba pucati u mjesec?</translation>
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
      <translation>Točno: pet visokih aduta izvlači sve ostale adute, a zatim dobiva i A♠.</translation>
    </message>
    <message>
      <source>No: the left bower and the queen of trump are out against you, and the 9♣ will lose.</source>
      <translation>Ne: lijevi bower i adutska dama su protiv tebe, a 9♣ će izgubiti.</translation>
    </message>
    <message>
      <source>No: without the right bower your trumps can be beaten.</source>
      <translation>Ne: bez desnog bowera tvoji aduti mogu biti potučeni.</translation>
    </message>
    <message>
      <source>Now play out this hand with Bo as your partner.</source>
      <translation>Sada odigraj ovu ruku do kraja s Boom kao partnerom.</translation>
    </message>
  </context>
  <context>
    <name>Practice</name>
    <message>
      <source>Play the K♦: you have no hearts, so trump the 10♥, and you play last; the trick is yours.</source>
      <translation>Odigraj K♦: nemaš herc, pa sijeci 10♥, a igraš posljednji; štih je tvoj.</translation>
    </message>
    <message>
      <source>Play the A♠, the only card you may play.</source>
      <translation>Odigraj A♠, jedinu kartu koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the K♥.</source>
      <translation>Ada nema pik i baca K♥.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the Q♣; the trick is yours.</source>
      <translation>Bo nema pik i baca Q♣; štih je tvoj.</translation>
    </message>
    <message>
      <source>The A♠ looks natural, but Ada takes that trick with the 10♥, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation>A♠ izgleda kao prirodan izbor, ali Ada uzima taj štih s 10♥, a protiv najbolje obrane uzimaš samo 1 od posljednja 2 štiha.</translation>
    </message>
    <message>
      <source>Take all of the last 2 tricks.</source>
      <translation>Uzmi sve preostale štihove, njih 2.</translation>
    </message>
    <message>
      <source>That card does not reach the goal against best defence.</source>
      <translation>Ta karta ne postiže cilj protiv najbolje obrane.</translation>
    </message>
    <message>
      <source>Lead the J♣: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1) before they can trump your winners.</source>
      <translation>Otvori s J♣: nitko drugi nema višeg aduta, a otvaranjem aduta izvlačiš njihove (Bo 1) prije nego što mogu sjeći tvoje dobitne karte.</translation>
    </message>
    <message>
      <source>Bo follows with the A♣; the trick is yours.</source>
      <translation>Bo odgovara s A♣; štih je tvoj.</translation>
    </message>
    <message>
      <source>Play the Q♥, the only card you may play.</source>
      <translation>Odigraj Q♥, jedinu kartu koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the K♠; the trick is yours.</source>
      <translation>Bo nema herc i baca K♠; štih je tvoj.</translation>
    </message>
    <message>
      <source>The Q♥ looks natural, but Bo takes that trick with the A♣, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation>Q♥ izgleda kao prirodan izbor, ali Bo uzima taj štih s A♣, a protiv najbolje obrane uzimaš samo 1 od posljednja 2 štiha.</translation>
    </message>
    <message>
      <source>Lead the J♠: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1 and Ada 1) before they can trump your winners.</source>
      <translation>Otvori s J♠: nitko drugi nema višeg aduta, a otvaranjem aduta izvlačiš njihove (Bo 1 i Ada 1) prije nego što mogu sjeći tvoje dobitne karte.</translation>
    </message>
    <message>
      <source>Ada follows with the A♣.</source>
      <translation>Ada odgovara s A♣.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♣; the trick is yours.</source>
      <translation>Bo odgovara s Q♣; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the K♣: count the trumps: 6 of the 7 have been played and you hold 1, and Bo and Ada have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation>Otvori s K♣: prebroji adute: odigrano je 6 od 7, 1 imaš ti, a Bo i Ada više nemaju nijednog, pa su tvoji aduti najjači (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the 9♠.</source>
      <translation>Ada nema aduta i baca 9♠.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the 10♥; the trick is yours.</source>
      <translation>Bo nema aduta i baca 10♥; štih je tvoj.</translation>
    </message>
    <message>
      <source>Ada follows with the Q♠.</source>
      <translation>Ada odgovara s Q♠.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the Q♥; the trick is yours.</source>
      <translation>Bo nema pik i baca Q♥; štih je tvoj.</translation>
    </message>
    <message>
      <source>The K♣ looks natural, but Ada takes that trick with the A♣, and against best defence you take only 2 of the last 3 tricks.</source>
      <translation>K♣ izgleda kao prirodan izbor, ali Ada uzima taj štih s A♣, a protiv najbolje obrane uzimaš samo 2 od posljednja 3 štiha.</translation>
    </message>
    <message>
      <source>Not the A♠: Bo takes that trick with the Q♣, and against best defence you take only 1 of the last 3 tricks.</source>
      <translation>Ne igraj A♠: Bo uzima taj štih s Q♣, a protiv najbolje obrane uzimaš samo 1 od posljednja 3 štiha.</translation>
    </message>
    <message>
      <source>Take all of the last 3 tricks.</source>
      <translation>Uzmi sve preostale štihove, njih 3.</translation>
    </message>
    <message>
      <source>Play the Q♠: you have no diamonds, so trump the K♦, and you play last; the trick is yours.</source>
      <translation>Odigraj Q♠: nemaš karo, pa sijeci K♦, a igraš posljednji; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Otvori s Q♣: nitko drugi nema višu kartu boje tref, pa Ada mora potrošiti adut da dobije štih: tako izbijaš jedan adut (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the J♣.</source>
      <translation>Ada nema tref i siječe s J♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the J♠; Bo wins the trick.</source>
      <translation>Bo nema tref i siječe s J♠; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Bo leads the K♠.</source>
      <translation>Bo otvara s K♠.</translation>
    </message>
    <message>
      <source>Play the K♣, the only card you may play.</source>
      <translation>Odigraj K♣, jedinu kartu koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the A♥; Bo wins the trick.</source>
      <translation>Ada nema aduta i baca A♥; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>The K♣ looks natural, but Ada takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation>K♣ izgleda kao prirodan izbor, ali Ada uzima taj štih s K♦, a protiv najbolje obrane ne uzimaš nijedan od posljednja 3 štiha.</translation>
    </message>
    <message>
      <source>Not the Q♣: Ada takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation>Ne igraj Q♣: Ada uzima taj štih s K♦, a protiv najbolje obrane ne uzimaš nijedan od posljednja 3 štiha.</translation>
    </message>
    <message>
      <source>Take 1 of the last 3 tricks.</source>
      <translation>Uzmi 1 štih od preostalih 3.</translation>
    </message>
    <message>
      <source>Play the Q♦: you have no spades, so trump the Q♠, and Ada cannot beat it.</source>
      <translation>Odigraj Q♦: nemaš pik, pa sijeci Q♠, a Ada ne može tući tvoju kartu.</translation>
    </message>
    <message>
      <source>Ada follows with the J♠; the trick is yours.</source>
      <translation>Ada odgovara s J♠; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, so Bo must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Otvori s Q♣: nitko drugi nema višu kartu boje tref, pa Bo mora potrošiti adut da dobije štih: tako izbijaš jedan adut (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Ada follows with the J♣.</source>
      <translation>Ada odgovara s J♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 9♦; Bo wins the trick.</source>
      <translation>Bo nema tref i siječe s 9♦; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Bo leads the K♦.</source>
      <translation>Bo otvara s K♦.</translation>
    </message>
    <message>
      <source>Play the A♣, the only card you may play.</source>
      <translation>Odigraj A♣, jedinu kartu koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>Ada follows with the J♥; Ada wins the trick.</source>
      <translation>Ada odgovara s J♥; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>The Q♣ looks natural, but Bo takes that trick with the Q♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>Q♣ izgleda kao prirodan izbor, ali Bo uzima taj štih s Q♠, a protiv najbolje obrane ne uzimaš nijedan od posljednja 3 štiha.</translation>
    </message>
    <message>
      <source>Not the A♣: Bo takes that trick with the Q♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>Ne igraj A♣: Bo uzima taj štih s Q♠, a protiv najbolje obrane ne uzimaš nijedan od posljednja 3 štiha.</translation>
    </message>
    <message>
      <source>Play the 10♠: you have no hearts, so trump the A♥, and you play last; the trick is yours.</source>
      <translation>Odigraj 10♠: nemaš herc, pa sijeci A♥, a igraš posljednji; štih je tvoj.</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♠.</source>
      <translation>Ada nema tref i siječe s 9♠.</translation>
    </message>
    <message>
      <source>Bo follows with the 10♣; Ada wins the trick.</source>
      <translation>Bo odgovara s 10♣; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Ada leads the A♠.</source>
      <translation>Ada otvara s A♠.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♥.</source>
      <translation>Bo nema aduta i baca J♥.</translation>
    </message>
    <message>
      <source>Play the 10♦, the only card you may play; Ada wins the trick.</source>
      <translation>Odigraj 10♦, jedinu kartu koju smiješ odigrati; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>The Q♣ looks natural, but Ada takes that trick with the A♥, and against best defence you take none of the last 3 tricks.</source>
      <translation>Q♣ izgleda kao prirodan izbor, ali Ada uzima taj štih s A♥, a protiv najbolje obrane ne uzimaš nijedan od posljednja 3 štiha.</translation>
    </message>
    <message>
      <source>Not the 10♦: Ada takes that trick with the A♥, and against best defence you take none of the last 3 tricks.</source>
      <translation>Ne igraj 10♦: Ada uzima taj štih s A♥, a protiv najbolje obrane ne uzimaš nijedan od posljednja 3 štiha.</translation>
    </message>
    <message>
      <source>Play the J♦: it beats the A♥, and Ada cannot beat it.</source>
      <translation>Odigraj J♦: tuče A♥, a Ada ne može tući tvoju kartu.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the 9♣; the trick is yours.</source>
      <translation>Ada nema aduta i baca 9♣; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the K♣: nobody else holds a higher club, so Bo must spend a trump to win it: that forces out a trump.</source>
      <translation>Otvori s K♣: nitko drugi nema višu kartu boje tref, pa Bo mora potrošiti adut da dobije štih: tako izbijaš jedan adut.</translation>
    </message>
    <message>
      <source>Ada follows with the Q♣.</source>
      <translation>Ada odgovara s Q♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the A♦; the trick is yours.</source>
      <translation>Bo nema tref i baca A♦; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the 10♥: leading a trump draws the others' trumps (Bo 2) while your other cards are safe (from here any card keeps the goal).</source>
      <translation>Otvori s 10♥: otvaranjem aduta izvlačiš adute ostalih (Bo 2), a tvoje su ostale karte sigurne (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♦.</source>
      <translation>Ada nema aduta i baca K♦.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♥; Bo wins the trick.</source>
      <translation>Bo odgovara s Q♥; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Bo leads the 9♥.</source>
      <translation>Bo otvara s 9♥.</translation>
    </message>
    <message>
      <source>Play the K♥, the only card you may play.</source>
      <translation>Odigraj K♥, jedinu kartu koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♠; the trick is yours.</source>
      <translation>Ada nema aduta i baca Q♠; štih je tvoj.</translation>
    </message>
    <message>
      <source>The K♥ looks natural, but Bo takes that trick with the A♥, and against best defence the maker still takes 3 tricks.</source>
      <translation>K♥ izgleda kao prirodan izbor, ali Bo uzima taj štih s A♥, a protiv najbolje obrane tvorac ipak uzima 3 štiha.</translation>
    </message>
    <message>
      <source>Not the 10♥: Bo takes that trick with the A♥, and against best defence the maker still takes 3 tricks.</source>
      <translation>Ne igraj 10♥: Bo uzima taj štih s A♥, a protiv najbolje obrane tvorac ipak uzima 3 štiha.</translation>
    </message>
    <message>
      <source>Set Bo: keep them under 3 tricks.</source>
      <translation>Obori Boa: neka uzme manje od 3 štiha.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the Q♠.</source>
      <translation>Ada nema tref i baca Q♠.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 10♦; Bo wins the trick.</source>
      <translation>Bo nema tref i siječe s 10♦; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Bo leads the Q♦.</source>
      <translation>Bo otvara s Q♦.</translation>
    </message>
    <message>
      <source>Play the 9♦, the only card you may play.</source>
      <translation>Odigraj 9♦, jedinu kartu koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>Ada leads the K♥.</source>
      <translation>Ada otvara s K♥.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the 10♠.</source>
      <translation>Bo nema herc i baca 10♠.</translation>
    </message>
    <message>
      <source>Play the A♥, the only card you may play; the trick is yours.</source>
      <translation>Odigraj A♥, jedinu kartu koju smiješ odigrati; štih je tvoj.</translation>
    </message>
    <message>
      <source>Play the J♠, the only card you may play.</source>
      <translation>Odigraj J♠, jedinu kartu koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>Ada follows with the K♠.</source>
      <translation>Ada odgovara s K♠.</translation>
    </message>
    <message>
      <source>Bo follows with the A♠; Bo wins the trick.</source>
      <translation>Bo odgovara s A♠; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>The A♥ looks natural, but Bo takes that trick with the 10♦, and against best defence you take none of the last 4 tricks.</source>
      <translation>A♥ izgleda kao prirodan izbor, ali Bo uzima taj štih s 10♦, a protiv najbolje obrane ne uzimaš nijedan od posljednja 4 štiha.</translation>
    </message>
    <message>
      <source>Not the 9♦: Bo takes a later trick with the Q♦, and against best defence you take none of the last 4 tricks.</source>
      <translation>Ne igraj 9♦: Bo uzima kasniji štih s Q♦, a protiv najbolje obrane ne uzimaš nijedan od posljednja 4 štiha.</translation>
    </message>
    <message>
      <source>Not the J♠: Bo takes that trick with the A♠, and against best defence you take none of the last 4 tricks.</source>
      <translation>Ne igraj J♠: Bo uzima taj štih s A♠, a protiv najbolje obrane ne uzimaš nijedan od posljednja 4 štiha.</translation>
    </message>
    <message>
      <source>Take 1 of the last 4 tricks.</source>
      <translation>Uzmi 1 štih od preostalih 4.</translation>
    </message>
    <message>
      <source>Lead the J♦: nobody else holds a higher trump, and leading trumps draws theirs (Ada 1 and Bo 1) before they can trump your winners.</source>
      <translation>Otvori s J♦: nitko drugi nema višeg aduta, a otvaranjem aduta izvlačiš njihove (Ada 1 i Bo 1) prije nego što mogu sjeći tvoje dobitne karte.</translation>
    </message>
    <message>
      <source>Ada follows with the J♥.</source>
      <translation>Ada odgovara s J♥.</translation>
    </message>
    <message>
      <source>Bo follows with the A♦; the trick is yours.</source>
      <translation>Bo odgovara s A♦; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the Q♦: count the trumps: 4 of the 7 have been played and you hold 2, and Ada and Bo have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation>Otvori s Q♦: prebroji adute: odigrano je 4 od 7, 2 imaš ti, a Ada i Bo više nemaju nijednog, pa su tvoji aduti najjači (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♣.</source>
      <translation>Ada nema aduta i baca Q♣.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♣; the trick is yours.</source>
      <translation>Bo nema aduta i baca J♣; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the K♦: count the trumps: 5 of the 7 have been played and you hold 1, and Ada and Bo have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation>Otvori s K♦: prebroji adute: odigrano je 5 od 7, 1 imaš ti, a Ada i Bo više nemaju nijednog, pa su tvoji aduti najjači (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♣.</source>
      <translation>Ada nema aduta i baca K♣.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the A♣; the trick is yours.</source>
      <translation>Bo nema aduta i baca A♣; štih je tvoj.</translation>
    </message>
    <message>
      <source>Play the A♥, the only card you may play.</source>
      <translation>Odigraj A♥, jedinu kartu koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♠.</source>
      <translation>Ada nema herc i baca Q♠.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the 9♠; the trick is yours.</source>
      <translation>Bo nema herc i baca 9♠; štih je tvoj.</translation>
    </message>
    <message>
      <source>The K♦ looks natural, but Ada takes that trick with the J♥, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>K♦ izgleda kao prirodan izbor, ali Ada uzima taj štih s J♥, a protiv najbolje obrane uzimaš samo 3 od posljednja 4 štiha.</translation>
    </message>
    <message>
      <source>Not the Q♦: Ada takes that trick with the J♥, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>Ne igraj Q♦: Ada uzima taj štih s J♥, a protiv najbolje obrane uzimaš samo 3 od posljednja 4 štiha.</translation>
    </message>
    <message>
      <source>Not the A♥: Bo takes that trick with the A♦, and against best defence you take only 2 of the last 4 tricks.</source>
      <translation>Ne igraj A♥: Bo uzima taj štih s A♦, a protiv najbolje obrane uzimaš samo 2 od posljednja 4 štiha.</translation>
    </message>
    <message>
      <source>Take all of the last 4 tricks.</source>
      <translation>Uzmi sve preostale štihove, njih 4.</translation>
    </message>
    <message>
      <source>Play the Q♦: you have no clubs, so trump the A♣, and Ada cannot beat it.</source>
      <translation>Odigraj Q♦: nemaš tref, pa sijeci A♣, a Ada ne može tući tvoju kartu.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♣; the trick is yours.</source>
      <translation>Ada odgovara s 10♣; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the Q♥: nobody else holds a higher heart, so Bo must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Otvori s Q♥: nitko drugi nema višu kartu boje herc, pa Bo mora potrošiti adut da dobije štih: tako izbijaš jedan adut (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♣.</source>
      <translation>Ada nema herc i baca Q♣.</translation>
    </message>
    <message>
      <source>Bo has no hearts and trumps with the 10♦; Bo wins the trick.</source>
      <translation>Bo nema herc i siječe s 10♦; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Bo leads the K♣.</source>
      <translation>Bo otvara s K♣.</translation>
    </message>
    <message>
      <source>Play the K♥: you have no clubs and cannot win, so throw away a card you do not need (from here any card keeps the goal).</source>
      <translation>Odigraj K♥: nemaš tref i ne možeš dobiti, pa baci kartu koja ti ne treba (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♦; Ada wins the trick.</source>
      <translation>Ada nema tref i siječe s 9♦; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Ada leads the K♦.</source>
      <translation>Ada otvara s K♦.</translation>
    </message>
    <message>
      <source>Bo follows with the A♦.</source>
      <translation>Bo odgovara s A♦.</translation>
    </message>
    <message>
      <source>Play the A♥, the only card you may play; Bo wins the trick.</source>
      <translation>Odigraj A♥, jedinu kartu koju smiješ odigrati; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>The A♥ looks natural, but Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>A♥ izgleda kao prirodan izbor, ali Bo uzima taj štih s A♣, a protiv najbolje obrane ne uzimaš nijedan od posljednja 4 štiha.</translation>
    </message>
    <message>
      <source>Not the Q♥: Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>Ne igraj Q♥: Bo uzima taj štih s A♣, a protiv najbolje obrane ne uzimaš nijedan od posljednja 4 štiha.</translation>
    </message>
    <message>
      <source>Not the K♥: Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>Ne igraj K♥: Bo uzima taj štih s A♣, a protiv najbolje obrane ne uzimaš nijedan od posljednja 4 štiha.</translation>
    </message>
    <message>
      <source>Lead the 9♣ through Ada, the maker: she plays second, and Bo, last, can beat her card or keep his own.</source>
      <translation>Otvori s 9♣ kroz Adu, tvorca: ona igra druga, a Bo, koji igra posljednji, može tući njezinu kartu ili sačuvati svoju.</translation>
    </message>
    <message>
      <source>Bo follows with the K♣; Ada wins the trick.</source>
      <translation>Bo odgovara s K♣; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Ada leads the J♦.</source>
      <translation>Ada otvara s J♦.</translation>
    </message>
    <message>
      <source>Bo follows with the A♥.</source>
      <translation>Bo odgovara s A♥.</translation>
    </message>
    <message>
      <source>Play the 9♥: you cannot beat the J♦, so play your lowest trump (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>Odigraj 9♥: ne možeš tući J♦, pa odigraj svoj najniži adut (od sada svaka karta vodi do cilja); Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Ada leads the Q♦.</source>
      <translation>Ada otvara s Q♦.</translation>
    </message>
    <message>
      <source>Play the 9♦, the only card you may play; Bo wins the trick.</source>
      <translation>Odigraj 9♦, jedinu kartu koju smiješ odigrati; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Bo leads the 10♣.</source>
      <translation>Bo otvara s 10♣.</translation>
    </message>
    <message>
      <source>Play the J♣, the only card you may play.</source>
      <translation>Odigraj J♣, jedinu kartu koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the K♦; the trick is yours.</source>
      <translation>Ada nema tref i baca K♦; štih je tvoj.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the Q♠; Ada wins the trick.</source>
      <translation>Bo nema aduta i baca Q♠; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>The 9♦ looks natural, but Ada takes a later trick with the A♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>9♦ izgleda kao prirodan izbor, ali Ada uzima kasniji štih s A♣, a protiv najbolje obrane ne uzimaš nijedan od posljednjih 5 štihova.</translation>
    </message>
    <message>
      <source>Not the J♣: Ada takes that trick with the A♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>Ne igraj J♣: Ada uzima taj štih s A♣, a protiv najbolje obrane ne uzimaš nijedan od posljednjih 5 štihova.</translation>
    </message>
    <message>
      <source>Not the 9♥: Ada takes that trick with the J♦, and against best defence you take none of the last 5 tricks.</source>
      <translation>Ne igraj 9♥: Ada uzima taj štih s J♦, a protiv najbolje obrane ne uzimaš nijedan od posljednjih 5 štihova.</translation>
    </message>
    <message>
      <source>Not the K♥: Ada takes that trick with the J♦, and against best defence you take none of the last 5 tricks.</source>
      <translation>Ne igraj K♥: Ada uzima taj štih s J♦, a protiv najbolje obrane ne uzimaš nijedan od posljednjih 5 štihova.</translation>
    </message>
    <message>
      <source>Take 1 of the last 5 tricks.</source>
      <translation>Uzmi 1 štih od preostalih 5.</translation>
    </message>
    <message>
      <source>Play the K♠: you have no clubs, so trump the A♣, and you play last; the trick is yours.</source>
      <translation>Odigraj K♠: nemaš tref, pa sijeci A♣, a igraš posljednji; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the 9♦: nobody else holds a higher diamond, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Otvori s 9♦: nitko drugi nema višu kartu boje karo, pa Ada mora potrošiti adut da dobije štih: tako izbijaš jedan adut (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Ada has no diamonds and throws away the 10♣.</source>
      <translation>Ada nema karo i baca 10♣.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and throws away the K♥; the trick is yours.</source>
      <translation>Bo nema karo i baca K♥; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the K♦: nobody else holds a higher diamond, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Otvori s K♦: nitko drugi nema višu kartu boje karo, pa Ada mora potrošiti adut da dobije štih: tako izbijaš jedan adut (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Ada has no diamonds and trumps with the J♣.</source>
      <translation>Ada nema karo i siječe s J♣.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and trumps with the 9♠; Ada wins the trick.</source>
      <translation>Bo nema karo i siječe s 9♠; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Ada leads the Q♣.</source>
      <translation>Ada otvara s Q♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 10♠.</source>
      <translation>Bo nema tref i siječe s 10♠.</translation>
    </message>
    <message>
      <source>Play the A♦: Bo's 10♠ already wins the trick for your side, so you need not win it (from here any card keeps the goal); Bo wins the trick.</source>
      <translation>Odigraj A♦: Boova 10♠ već dobiva štih za tvoju stranu, pa ga ti ne moraš dobiti (od sada svaka karta vodi do cilja); Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Bo leads the Q♠.</source>
      <translation>Bo otvara s Q♠.</translation>
    </message>
    <message>
      <source>Ada follows with the A♠; Ada wins the trick.</source>
      <translation>Ada odgovara s A♠; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>The A♦ looks natural, but Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>A♦ izgleda kao prirodan izbor, ali Ada uzima taj štih s A♣, a protiv najbolje obrane tvorac ipak uzima 3 štiha.</translation>
    </message>
    <message>
      <source>Not the 9♦: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>Ne igraj 9♦: Ada uzima taj štih s A♣, a protiv najbolje obrane tvorac ipak uzima 3 štiha.</translation>
    </message>
    <message>
      <source>Not the K♦: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>Ne igraj K♦: Ada uzima taj štih s A♣, a protiv najbolje obrane tvorac ipak uzima 3 štiha.</translation>
    </message>
    <message>
      <source>Not the A♥: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>Ne igraj A♥: Ada uzima taj štih s A♣, a protiv najbolje obrane tvorac ipak uzima 3 štiha.</translation>
    </message>
    <message>
      <source>Set Ada: keep them under 3 tricks.</source>
      <translation>Obori Adu: neka uzme manje od 3 štiha.</translation>
    </message>
    <message>
      <source>Play the 10♣: you cannot beat the J♣, so play a small trump and keep your J♠ guarded: it wins a trick later.</source>
      <translation>Odigraj 10♣: ne možeš tući J♣, pa odigraj mali adut da tvoj J♠ ostane zaštićen: on kasnije dobiva štih.</translation>
    </message>
    <message>
      <source>Ada follows with the 9♣; Bo wins the trick.</source>
      <translation>Ada odgovara s 9♣; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Bo leads the Q♣.</source>
      <translation>Bo otvara s Q♣.</translation>
    </message>
    <message>
      <source>Ada follows with the K♣; the trick is yours.</source>
      <translation>Ada odgovara s K♣; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the 9♠ towards Ada, who holds a higher spade (from here any card keeps the goal).</source>
      <translation>Otvori s 9♠ prema Adi, koja ima višu kartu boje pik (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the A♦; Ada wins the trick.</source>
      <translation>Bo nema pik i baca A♦; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Ada leads the A♣.</source>
      <translation>Ada otvara s A♣.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the K♥.</source>
      <translation>Bo nema aduta i baca K♥.</translation>
    </message>
    <message>
      <source>Play the 10♠: Ada's A♣ already wins the trick for your side, so you need not win it (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>Odigraj 10♠: Adin A♣ već dobiva štih za tvoju stranu, pa ga ti ne moraš dobiti (od sada svaka karta vodi do cilja); Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the A♥.</source>
      <translation>Bo nema pik i baca A♥.</translation>
    </message>
    <message>
      <source>Play the Q♠, the only card you may play; Ada wins the trick.</source>
      <translation>Odigraj Q♠, jedinu kartu koju smiješ odigrati; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>The J♠ looks natural, but Bo takes that trick with the J♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>J♠ izgleda kao prirodan izbor, ali Bo uzima taj štih s J♣, a protiv najbolje obrane ne uzimaš nijedan od posljednjih 5 štihova.</translation>
    </message>
    <message>
      <source>Play the 9♦: you cannot beat the A♦, so play your lowest trump and keep the K♦, which wins a trick later.</source>
      <translation>Odigraj 9♦: ne možeš tući A♦, pa odigraj svoj najniži adut i zadrži K♦, koji kasnije dobiva štih.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♥; Bo wins the trick.</source>
      <translation>Ada nema aduta i baca Q♥; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Bo leads the 10♦.</source>
      <translation>Bo otvara s 10♦.</translation>
    </message>
    <message>
      <source>Play the K♦, the only card you may play.</source>
      <translation>Odigraj K♦, jedinu kartu koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>The K♦ looks natural, but Bo takes that trick with the A♦, and against best defence you take only 2 tricks in all.</source>
      <translation>K♦ izgleda kao prirodan izbor, ali Bo uzima taj štih s A♦, a protiv najbolje obrane uzimaš ukupno samo 2 štiha.</translation>
    </message>
    <message>
      <source>Make your bid: take at least 3 tricks in all.</source>
      <translation>Ostvari licitaciju: uzmi ukupno barem 3 štiha.</translation>
    </message>
    <message>
      <source>Play the K♣: you have no diamonds, so trump the A♦, and you play last; the trick is yours.</source>
      <translation>Odigraj K♣: nemaš karo, pa sijeci A♦, a igraš posljednji; štih je tvoj.</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the 10♠.</source>
      <translation>Ada nema herc i baca 10♠.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the Q♠; the trick is yours.</source>
      <translation>Bo nema herc i baca Q♠; štih je tvoj.</translation>
    </message>
    <message>
      <source>The K♥ looks natural, but Ada takes that trick with the A♦, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation>K♥ izgleda kao prirodan izbor, ali Ada uzima taj štih s A♦, a protiv najbolje obrane uzimaš samo 1 od posljednja 2 štiha.</translation>
    </message>
    <message>
      <source>Lead the K♥: nobody else holds a higher heart, and Bo cannot trump it.</source>
      <translation>Otvori s K♥: nitko drugi nema višu kartu boje herc, a Bo ne može sjeći.</translation>
    </message>
    <message>
      <source>Ada follows with the Q♥.</source>
      <translation>Ada odgovara s Q♥.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the J♦; the trick is yours.</source>
      <translation>Bo nema herc i baca J♦; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the 10♥: nobody else holds a higher heart, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Otvori s 10♥: nitko drugi nema višu kartu boje herc, pa Ada mora potrošiti adut da dobije štih: tako izbijaš jedan adut (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Ada has no hearts and trumps with the 9♣.</source>
      <translation>Ada nema herc i siječe s 9♣.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the K♦; Ada wins the trick.</source>
      <translation>Bo nema herc i baca K♦; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Ada leads the K♣.</source>
      <translation>Ada otvara s K♣.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the A♠.</source>
      <translation>Bo nema aduta i baca A♠.</translation>
    </message>
    <message>
      <source>Play the K♠, the only card you may play; Ada wins the trick.</source>
      <translation>Odigraj K♠, jedinu kartu koju smiješ odigrati; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>The K♠ looks natural, but Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>K♠ izgleda kao prirodan izbor, ali Bo uzima taj štih s A♠, a protiv najbolje obrane ne uzimaš nijedan od posljednja 3 štiha.</translation>
    </message>
    <message>
      <source>Not the 10♥: Ada takes that trick with the Q♥, and against best defence you take none of the last 3 tricks.</source>
      <translation>Ne igraj 10♥: Ada uzima taj štih s Q♥, a protiv najbolje obrane ne uzimaš nijedan od posljednja 3 štiha.</translation>
    </message>
    <message>
      <source>Lead the A♥: nobody else holds a higher heart, and the others must follow suit.</source>
      <translation>Otvori s A♥: nitko drugi nema višu kartu boje herc, a ostali moraju odgovoriti na boju.</translation>
    </message>
    <message>
      <source>Ada follows with the K♥.</source>
      <translation>Ada odgovara s K♥.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♥; the trick is yours.</source>
      <translation>Bo odgovara s Q♥; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the 9♠: from here every card you may play keeps the goal in reach.</source>
      <translation>Otvori s 9♠: od sada te svaka karta koju smiješ odigrati vodi do cilja.</translation>
    </message>
    <message>
      <source>Bo follows with the J♠; Ada wins the trick.</source>
      <translation>Bo odgovara s J♠; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Play the 10♠, the only card you may play; Ada wins the trick.</source>
      <translation>Odigraj 10♠, jedinu kartu koju smiješ odigrati; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>The 10♠ looks natural, but Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>10♠ izgleda kao prirodan izbor, ali Bo uzima taj štih s A♠, a protiv najbolje obrane ne uzimaš nijedan od posljednja 3 štiha.</translation>
    </message>
    <message>
      <source>Not the 9♠: Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>Ne igraj 9♠: Bo uzima taj štih s A♠, a protiv najbolje obrane ne uzimaš nijedan od posljednja 3 štiha.</translation>
    </message>
    <message>
      <source>Lead the A♦: nobody else holds a higher diamond, and Ada cannot trump it.</source>
      <translation>Otvori s A♦: nitko drugi nema višu kartu boje karo, a Ada ne može sjeći.</translation>
    </message>
    <message>
      <source>Bo follows with the K♦; the trick is yours.</source>
      <translation>Bo odgovara s K♦; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the 10♦: nobody else holds a higher diamond, and Ada and Bo cannot trump it.</source>
      <translation>Otvori s 10♦: nitko drugi nema višu kartu boje karo, a Ada i Bo ne mogu sjeći.</translation>
    </message>
    <message>
      <source>Ada has no diamonds and throws away the J♠.</source>
      <translation>Ada nema karo i baca J♠.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and throws away the Q♣; the trick is yours.</source>
      <translation>Bo nema karo i baca Q♣; štih je tvoj.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the K♠.</source>
      <translation>Ada nema tref i baca K♠.</translation>
    </message>
    <message>
      <source>Bo follows with the A♣; Bo wins the trick.</source>
      <translation>Bo odgovara s A♣; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>The K♣ looks natural, but Bo takes that trick with the A♣, and against best defence you take only 1 of the last 3 tricks.</source>
      <translation>K♣ izgleda kao prirodan izbor, ali Bo uzima taj štih s A♣, a protiv najbolje obrane uzimaš samo 1 od posljednja 3 štiha.</translation>
    </message>
    <message>
      <source>Not the 10♦: Bo takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation>Ne igraj 10♦: Bo uzima taj štih s K♦, a protiv najbolje obrane ne uzimaš nijedan od posljednja 3 štiha.</translation>
    </message>
    <message>
      <source>Take 2 of the last 3 tricks.</source>
      <translation>Uzmi 2 štiha od preostalih 3.</translation>
    </message>
    <message>
      <source>Lead the A♠: nobody else holds a higher spade, and the others must follow suit.</source>
      <translation>Otvori s A♠: nitko drugi nema višu kartu boje pik, a ostali moraju odgovoriti na boju.</translation>
    </message>
    <message>
      <source>Bo follows with the 10♠; the trick is yours.</source>
      <translation>Bo odgovara s 10♠; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the 9♠: nobody else holds a higher spade, and Bo and Ada cannot trump it (from here any card keeps the goal).</source>
      <translation>Otvori s 9♠: nitko drugi nema višu kartu boje pik, a Bo i Ada ne mogu sjeći (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the J♣.</source>
      <translation>Ada nema pik i baca J♣.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the 9♥; the trick is yours.</source>
      <translation>Bo nema pik i baca 9♥; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the J♠: nobody else holds a higher spade, and Bo and Ada cannot trump it (from here any card keeps the goal).</source>
      <translation>Otvori s J♠: nitko drugi nema višu kartu boje pik, a Bo i Ada ne mogu sjeći (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the 10♥; the trick is yours.</source>
      <translation>Bo nema pik i baca 10♥; štih je tvoj.</translation>
    </message>
    <message>
      <source>Play the Q♠, the only card you may play.</source>
      <translation>Odigraj Q♠, jedinu kartu koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the A♥.</source>
      <translation>Ada nema pik i baca A♥.</translation>
    </message>
    <message>
      <source>The Q♠ looks natural, but Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation>Q♠ izgleda kao prirodan izbor, ali Ada uzima taj štih s K♠, a protiv najbolje obrane nositelj ipak uzima 5 štihova.</translation>
    </message>
    <message>
      <source>Not the 9♠: Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation>Ne igraj 9♠: Ada uzima taj štih s K♠, a protiv najbolje obrane nositelj ipak uzima 5 štihova.</translation>
    </message>
    <message>
      <source>Not the J♠: Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation>Ne igraj J♠: Ada uzima taj štih s K♠, a protiv najbolje obrane nositelj ipak uzima 5 štihova.</translation>
    </message>
    <message>
      <source>Set Ada: keep them under 4 tricks.</source>
      <translation>Obori Adu: neka uzme manje od 4 štiha.</translation>
    </message>
    <message>
      <source>Play the A♣: it beats the K♣, and you play last; the trick is yours.</source>
      <translation>Odigraj A♣: tuče K♣, a igraš posljednji; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the 9♣: from here every card you may play keeps the goal in reach.</source>
      <translation>Otvori s 9♣: od sada te svaka karta koju smiješ odigrati vodi do cilja.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the 9♦; Ada wins the trick.</source>
      <translation>Bo nema tref i baca 9♦; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Ada leads the J♠.</source>
      <translation>Ada otvara s J♠.</translation>
    </message>
    <message>
      <source>Bo has no spades and trumps with the 9♥.</source>
      <translation>Bo nema pik i siječe s 9♥.</translation>
    </message>
    <message>
      <source>Play the K♠: you cannot beat the 9♥, so play your lowest spade (from here any card keeps the goal); Bo wins the trick.</source>
      <translation>Odigraj K♠: ne možeš tući 9♥, pa odigraj svoj najniži pik (od sada svaka karta vodi do cilja); Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Bo leads the K♥.</source>
      <translation>Bo otvara s K♥.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♠; Bo wins the trick.</source>
      <translation>Ada nema aduta i baca Q♠; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>The 9♣ looks natural, but Bo takes that trick with the K♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>9♣ izgleda kao prirodan izbor, ali Bo uzima taj štih s K♣, a protiv najbolje obrane ne uzimaš nijedan od posljednja 4 štiha.</translation>
    </message>
    <message>
      <source>Play the 9♠: you have no diamonds, so trump the A♦, and you play last; the trick is yours.</source>
      <translation>Odigraj 9♠: nemaš karo, pa sijeci A♦, a igraš posljednji; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the K♥: nobody else holds a higher heart, and the others must follow suit.</source>
      <translation>Otvori s K♥: nitko drugi nema višu kartu boje herc, a ostali moraju odgovoriti na boju.</translation>
    </message>
    <message>
      <source>Bo follows with the J♥; the trick is yours.</source>
      <translation>Bo odgovara s J♥; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the 9♥: nobody else holds a higher heart, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Otvori s 9♥: nitko drugi nema višu kartu boje herc, a Ada i Bo ne mogu sjeći (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♦.</source>
      <translation>Ada nema herc i baca Q♦.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the 10♣; the trick is yours.</source>
      <translation>Bo nema herc i baca 10♣; štih je tvoj.</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the K♦.</source>
      <translation>Ada nema herc i baca K♦.</translation>
    </message>
    <message>
      <source>The A♥ looks natural, but Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>A♥ izgleda kao prirodan izbor, ali Ada uzima taj štih s A♦, a protiv najbolje obrane uzimaš samo 3 od posljednja 4 štiha.</translation>
    </message>
    <message>
      <source>Not the 9♥: Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>Ne igraj 9♥: Ada uzima taj štih s A♦, a protiv najbolje obrane uzimaš samo 3 od posljednja 4 štiha.</translation>
    </message>
    <message>
      <source>Not the K♥: Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>Ne igraj K♥: Ada uzima taj štih s A♦, a protiv najbolje obrane uzimaš samo 3 od posljednja 4 štiha.</translation>
    </message>
    <message>
      <source>Lead the A♦: nobody else holds a higher diamond, and the others must follow suit.</source>
      <translation>Otvori s A♦: nitko drugi nema višu kartu boje karo, a ostali moraju odgovoriti na boju.</translation>
    </message>
    <message>
      <source>Ada follows with the K♦.</source>
      <translation>Ada odgovara s K♦.</translation>
    </message>
    <message>
      <source>Bo follows with the 10♦; the trick is yours.</source>
      <translation>Bo odgovara s 10♦; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the 10♣: from here every card you may play keeps the goal in reach.</source>
      <translation>Otvori s 10♣: od sada te svaka karta koju smiješ odigrati vodi do cilja.</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♥.</source>
      <translation>Ada nema tref i siječe s 9♥.</translation>
    </message>
    <message>
      <source>Bo follows with the 9♣; Ada wins the trick.</source>
      <translation>Bo odgovara s 9♣; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Ada leads the 10♥.</source>
      <translation>Ada otvara s 10♥.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♣.</source>
      <translation>Bo nema aduta i baca J♣.</translation>
    </message>
    <message>
      <source>Play the A♣: you have no trumps and cannot win, so throw away a card you do not need (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>Odigraj A♣: nemaš aduta i ne možeš dobiti, pa baci kartu koja ti ne treba (od sada svaka karta vodi do cilja); Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♠.</source>
      <translation>Bo nema aduta i baca J♠.</translation>
    </message>
    <message>
      <source>Play the 9♦: you have no trumps and cannot win, so throw away a card you do not need (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>Odigraj 9♦: nemaš aduta i ne možeš dobiti, pa baci kartu koja ti ne treba (od sada svaka karta vodi do cilja); Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Ada leads the 10♠.</source>
      <translation>Ada otvara s 10♠.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♠.</source>
      <translation>Bo odgovara s Q♠.</translation>
    </message>
    <message>
      <source>Play the 9♠, the only card you may play; Bo wins the trick.</source>
      <translation>Odigraj 9♠, jedinu kartu koju smiješ odigrati; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>The A♣ looks natural, but Ada takes that trick with the 9♥, and against best defence you take none of the last 5 tricks.</source>
      <translation>A♣ izgleda kao prirodan izbor, ali Ada uzima taj štih s 9♥, a protiv najbolje obrane ne uzimaš nijedan od posljednjih 5 štihova.</translation>
    </message>
    <message>
      <source>Not the 10♣: Bo takes that trick with the J♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>Ne igraj 10♣: Bo uzima taj štih s J♣, a protiv najbolje obrane ne uzimaš nijedan od posljednjih 5 štihova.</translation>
    </message>
    <message>
      <source>Not the 9♦: Ada takes that trick with the K♦, and against best defence you take none of the last 5 tricks.</source>
      <translation>Ne igraj 9♦: Ada uzima taj štih s K♦, a protiv najbolje obrane ne uzimaš nijedan od posljednjih 5 štihova.</translation>
    </message>
    <message>
      <source>Not the 9♠: Bo takes that trick with the J♠, and against best defence you take none of the last 5 tricks.</source>
      <translation>Ne igraj 9♠: Bo uzima taj štih s J♠, a protiv najbolje obrane ne uzimaš nijedan od posljednjih 5 štihova.</translation>
    </message>
    <message>
      <source>Play the 9♠: you cannot beat the A♠, so play your lowest spade; Ada wins the trick.</source>
      <translation>Odigraj 9♠: ne možeš tući A♠, pa odigraj svoj najniži pik; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Ada leads the 9♦.</source>
      <translation>Ada otvara s 9♦.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the 9♣.</source>
      <translation>Bo nema aduta i baca 9♣.</translation>
    </message>
    <message>
      <source>Play the Q♣: you have no trumps and cannot win, so throw away a card you do not need and keep the K♥ and J♠; Ada wins the trick.</source>
      <translation>Odigraj Q♣: nemaš aduta i ne možeš dobiti, pa baci kartu koja ti ne treba i zadrži K♥ i J♠; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the 10♣.</source>
      <translation>Bo nema aduta i baca 10♣.</translation>
    </message>
    <message>
      <source>Play the 10♥: you have no trumps and cannot win, so throw away a card you do not need and keep the K♥ and J♠; Ada wins the trick.</source>
      <translation>Odigraj 10♥: nemaš aduta i ne možeš dobiti, pa baci kartu koja ti ne treba i zadrži K♥ i J♠; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Ada leads the 9♥.</source>
      <translation>Ada otvara s 9♥.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♥.</source>
      <translation>Bo odgovara s Q♥.</translation>
    </message>
    <message>
      <source>Play the K♥, the only card you may play; the trick is yours.</source>
      <translation>Odigraj K♥, jedinu kartu koju smiješ odigrati; štih je tvoj.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♠.</source>
      <translation>Ada odgovara s 10♠.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the J♣; the trick is yours.</source>
      <translation>Bo nema pik i baca J♣; štih je tvoj.</translation>
    </message>
    <message>
      <source>The J♠ looks natural, but Ada takes that trick with the A♠, and against best defence you take only 1 of the last 5 tricks.</source>
      <translation>J♠ izgleda kao prirodan izbor, ali Ada uzima taj štih s A♠, a protiv najbolje obrane uzimaš samo 1 od posljednjih 5 štihova.</translation>
    </message>
    <message>
      <source>Take 2 of the last 5 tricks.</source>
      <translation>Uzmi 2 štiha od preostalih 5.</translation>
    </message>
    <message>
      <source>Lead the J♥: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1) before they can trump your winners.</source>
      <translation>Otvori s J♥: nitko drugi nema višeg aduta, a otvaranjem aduta izvlačiš njihove (Bo 1) prije nego što mogu sjeći tvoje dobitne karte.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the 10♣.</source>
      <translation>Ada nema aduta i baca 10♣.</translation>
    </message>
    <message>
      <source>Lead the 9♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Otvori s 9♣: nitko drugi nema višu kartu boje tref, a Ada i Bo ne mogu sjeći (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the 10♥.</source>
      <translation>Ada nema tref i baca 10♥.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the Q♥; the trick is yours.</source>
      <translation>Bo nema tref i baca Q♥; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Otvori s Q♣: nitko drugi nema višu kartu boje tref, a Ada i Bo ne mogu sjeći (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the A♥.</source>
      <translation>Ada nema tref i baca A♥.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the K♥; the trick is yours.</source>
      <translation>Bo nema tref i baca K♥; štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the K♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Otvori s K♣: nitko drugi nema višu kartu boje tref, a Ada i Bo ne mogu sjeći (od sada svaka karta vodi do cilja).</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the 10♠; the trick is yours.</source>
      <translation>Bo nema tref i baca 10♠; štih je tvoj.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the A♠.</source>
      <translation>Ada nema tref i baca A♠.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the J♠; the trick is yours.</source>
      <translation>Bo nema tref i baca J♠; štih je tvoj.</translation>
    </message>
    <message>
      <source>The A♣ looks natural, but Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation>A♣ izgleda kao prirodan izbor, ali Bo uzima taj štih s K♦, a protiv najbolje obrane uzimaš samo 4 od posljednjih 5 štihova.</translation>
    </message>
    <message>
      <source>Not the 9♣: Ada takes that trick with the 10♣, and against best defence you take only 1 of the last 5 tricks.</source>
      <translation>Ne igraj 9♣: Ada uzima taj štih s 10♣, a protiv najbolje obrane uzimaš samo 1 od posljednjih 5 štihova.</translation>
    </message>
    <message>
      <source>Not the Q♣: Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation>Ne igraj Q♣: Bo uzima taj štih s K♦, a protiv najbolje obrane uzimaš samo 4 od posljednjih 5 štihova.</translation>
    </message>
    <message>
      <source>Not the K♣: Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation>Ne igraj K♣: Bo uzima taj štih s K♦, a protiv najbolje obrane uzimaš samo 4 od posljednjih 5 štihova.</translation>
    </message>
    <message>
      <source>Take all of the last 5 tricks.</source>
      <translation>Uzmi sve preostale štihove, njih 5.</translation>
    </message>
    <message>
      <source>Play the K♥: you cannot beat the J♥, so play a lower trump and keep your J♦ guarded: it wins a trick later.</source>
      <translation>Odigraj K♥: ne možeš tući J♥, pa odigraj niži adut da tvoj J♦ ostane zaštićen: on kasnije dobiva štih.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♣; Bo wins the trick.</source>
      <translation>Ada nema aduta i baca K♣; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Bo leads the A♣.</source>
      <translation>Bo otvara s A♣.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the 9♦; Bo wins the trick.</source>
      <translation>Ada nema tref i baca 9♦; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Bo leads the A♦.</source>
      <translation>Bo otvara s A♦.</translation>
    </message>
    <message>
      <source>Play the Q♦, the only card you may play.</source>
      <translation>Odigraj Q♦, jedinu kartu koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♦; Bo wins the trick.</source>
      <translation>Ada odgovara s 10♦; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Play the J♦, the only card you may play.</source>
      <translation>Odigraj J♦, jedinu kartu koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♦; the trick is yours.</source>
      <translation>Ada nema aduta i baca K♦; štih je tvoj.</translation>
    </message>
    <message>
      <source>Ada follows with the J♠.</source>
      <translation>Ada odgovara s J♠.</translation>
    </message>
    <message>
      <source>Bo has no spades and trumps with the Q♥; Bo wins the trick.</source>
      <translation>Bo nema pik i siječe s Q♥; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Bo leads the A♥.</source>
      <translation>Bo otvara s A♥.</translation>
    </message>
    <message>
      <source>The J♦ looks natural, but Bo takes that trick with the J♥, and against best defence the declarer still takes 6 tricks.</source>
      <translation>J♦ izgleda kao prirodan izbor, ali Bo uzima taj štih s J♥, a protiv najbolje obrane nositelj ipak uzima 6 štihova.</translation>
    </message>
    <message>
      <source>Stop Bo's moon: win a trick.</source>
      <translation>Zaustavi Boov mjesec: uzmi jedan štih.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♥; Bo wins the trick.</source>
      <translation>Ada odgovara s 10♥; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Bo leads the 9♣.</source>
      <translation>Bo otvara s 9♣.</translation>
    </message>
    <message>
      <source>Play the Q♣, the only card you may play.</source>
      <translation>Odigraj Q♣, jedinu kartu koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>Ada follows with the K♣; Ada wins the trick.</source>
      <translation>Ada odgovara s K♣; Ada dobiva štih.</translation>
    </message>
    <message>
      <source>Ada leads the 10♣.</source>
      <translation>Ada otvara s 10♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the Q♥.</source>
      <translation>Bo nema tref i siječe s Q♥.</translation>
    </message>
    <message>
      <source>Play the J♦: you have no clubs, so trump the Q♥, and you play last (from here any card keeps the goal); the trick is yours.</source>
      <translation>Odigraj J♦: nemaš tref, pa sijeci Q♥, a igraš posljednji (od sada svaka karta vodi do cilja); štih je tvoj.</translation>
    </message>
    <message>
      <source>Lead the Q♦: from here every card you may play keeps the goal in reach.</source>
      <translation>Otvori s Q♦: od sada te svaka karta koju smiješ odigrati vodi do cilja.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and trumps with the A♥; Bo wins the trick.</source>
      <translation>Bo nema karo i siječe s A♥; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Play the 9♠, the only card you may play.</source>
      <translation>Odigraj 9♠, jedinu kartu koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>Ada follows with the J♠; Bo wins the trick.</source>
      <translation>Ada odgovara s J♠; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>Bo leads the A♠.</source>
      <translation>Bo otvara s A♠.</translation>
    </message>
    <message>
      <source>Play the A♦, the only card you may play.</source>
      <translation>Odigraj A♦, jedinu kartu koju smiješ odigrati.</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the J♣; Bo wins the trick.</source>
      <translation>Ada nema pik i baca J♣; Bo dobiva štih.</translation>
    </message>
    <message>
      <source>The J♦ looks natural, but Bo takes that trick with the J♥, and against best defence you take none of the last 6 tricks.</source>
      <translation>J♦ izgleda kao prirodan izbor, ali Bo uzima taj štih s J♥, a protiv najbolje obrane ne uzimaš nijedan od posljednjih 6 štihova.</translation>
    </message>
    <message>
      <source>Take 1 of the last 6 tricks.</source>
      <translation>Uzmi 1 štih od preostalih 6.</translation>
    </message>
  </context>
</TS>
