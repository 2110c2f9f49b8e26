<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="gl" sourcelanguage="en">
  <context>
    <name>Accessible</name>
    <message>
      <source>Nine</source>
      <translation>Nove</translation>
    </message>
    <message>
      <source>Ten</source>
      <translation>Dez</translation>
    </message>
    <message>
      <source>Jack</source>
      <translation>Jota</translation>
    </message>
    <message>
      <source>Queen</source>
      <translation>Raíña</translation>
    </message>
    <message>
      <source>King</source>
      <translation>Rei</translation>
    </message>
    <message>
      <source>Ace</source>
      <translation>As</translation>
    </message>
    <message>
      <source>{0} of {1}</source>
      <translation>{0} de {1}</translation>
    </message>
    <message numerus="yes">
      <source>%n card(s)</source>
      <translation>
        <numerusform>%n carta</numerusform>
        <numerusform>%n cartas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n trick(s)</source>
      <translation>
        <numerusform>%n baza</numerusform>
        <numerusform>%n bazas</numerusform>
      </translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>Your hand</source>
      <translation>A túa man</translation>
    </message>
    <message>
      <source>Trick</source>
      <translation>Baza</translation>
    </message>
    <message>
      <source>Given up by you</source>
      <translation>Deixada por ti</translation>
    </message>
    <message>
      <source>Trick, taken by you</source>
      <translation>Baza, levada por ti</translation>
    </message>
    <message>
      <source>Trick, taken by {0}</source>
      <translation>Baza, levada por {0}</translation>
    </message>
    <message>
      <source>played by you</source>
      <translation>xogada por ti</translation>
    </message>
    <message>
      <source>No card has been played to it yet.</source>
      <translation>Aínda non se xogou ningunha carta nela.</translation>
    </message>
    <message>
      <source>played by {0}</source>
      <translation>xogada por {0}</translation>
    </message>
    <message>
      <source>led</source>
      <translation>carta de saída</translation>
    </message>
    <message>
      <source>takes the trick</source>
      <translation>leva a baza</translation>
    </message>
    <message>
      <source>Cards of {0}</source>
      <translation>Cartas de {0}</translation>
    </message>
    <message>
      <source>{0}, face down</source>
      <translation>{0}, boca abaixo</translation>
    </message>
    <message>
      <source>left bower</source>
      <translation>bower esquerdo</translation>
    </message>
    <message>
      <source>right bower</source>
      <translation>bower dereito</translation>
    </message>
    <message>
      <source>trump</source>
      <translation>triunfo</translation>
    </message>
    <message>
      <source>playable</source>
      <translation>pódese xogar</translation>
    </message>
    <message>
      <source>cannot be played</source>
      <translation>non se pode xogar</translation>
    </message>
    <message>
      <source>does not follow suit</source>
      <translation>non segue o pau</translation>
    </message>
    <message>
      <source>chosen to discard</source>
      <translation>escollida para descartar</translation>
    </message>
    <message>
      <source>kept</source>
      <translation>gardada</translation>
    </message>
    <message>
      <source>suggested by the hint</source>
      <translation>suxerida pola pista</translation>
    </message>
    <message>
      <source>Ghost hand</source>
      <translation>Man pantasma</translation>
    </message>
    <message>
      <source>6 cards, face down</source>
      <translation>6 cartas, boca abaixo</translation>
    </message>
    <message>
      <source>Given up by {0}</source>
      <translation>Deixada por {0}</translation>
    </message>
    <message>
      <source>Dead hand</source>
      <translation>Man morta</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>Morto</translation>
    </message>
    <message>
      <source>5 cards, face down</source>
      <translation>5 cartas, boca abaixo</translation>
    </message>
    <message>
      <source>the {0} was picked up</source>
      <translation>colleuse a carta {0}</translation>
    </message>
    <message>
      <source>the {0} was turned down</source>
      <translation>a carta {0} volveuse boca abaixo</translation>
    </message>
    <message>
      <source>the {0} is turned up</source>
      <translation>a carta {0} está boca arriba</translation>
    </message>
    <message>
      <source>Kitty</source>
      <translation>Monte</translation>
    </message>
    <message>
      <source>turned up</source>
      <translation>boca arriba</translation>
    </message>
    <message>
      <source>dealer</source>
      <translation>repartidor</translation>
    </message>
    <message>
      <source>to play</source>
      <translation>xoga</translation>
    </message>
    <message>
      <source>to decide</source>
      <translation>decide</translation>
    </message>
    <message>
      <source>Score {0}</source>
      <translation>Puntos {0}</translation>
    </message>
    <message>
      <source>Card table</source>
      <translation>Mesa de xogo</translation>
    </message>
    <message>
      <source>Choices and messages</source>
      <translation>Opcións e mensaxes</translation>
    </message>
  </context>
  <context>
    <name>BotReason</name>
    <message>
      <source>declarer</source>
      <translation>declarante</translation>
    </message>
    <message>
      <source>maker</source>
      <translation>mandante</translation>
    </message>
    <message>
      <source>the player on my left</source>
      <translation>o xogador da miña esquerda</translation>
    </message>
    <message>
      <source>the player on my right</source>
      <translation>o xogador da miña dereita</translation>
    </message>
    <message>
      <source>another player</source>
      <translation>outro xogador</translation>
    </message>
    <message>
      <source>Shot the moon</source>
      <translation>Disparei á lúa</translation>
    </message>
    <message>
      <source>Bid {0}</source>
      <translation>Poxei {0}</translation>
    </message>
    <message>
      <source>Chose at random.</source>
      <translation>Escollín ao chou.</translation>
    </message>
    <message>
      <source>Played the {card}: the only card I was allowed to play.</source>
      <translation>Xoguei a carta {card}: a única carta que podía xogar.</translation>
    </message>
    <message>
      <source>Discarded the {card}: the last card I had to give up.</source>
      <translation>Descartei a carta {card}: a última carta que tiña que deixar.</translation>
    </message>
    <message>
      <source>Picked up the up-card: the rules require it.</source>
      <translation>Collín a carta vista: as regras obrígano.</translation>
    </message>
    <message>
      <source>Chose {action}: the only thing I may do.</source>
      <translation>Escollín {action}: o único que podía facer.</translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s).</source>
      <translation>
        <numerusform>{bid_verb}: con {suit} de triunfo a miña man debería levar arredor de %n baza.</numerusform>
        <numerusform>{bid_verb}: con {suit} de triunfo a miña man debería levar arredor de %n bazas.</numerusform>
      </translation>
    </message>
    <message>
      <source>Bid {bid_words}: the dealer may not pass when everyone else has.</source>
      <translation>Poxei {bid_words}: o repartidor non pode pasar cando todos os demais pasaron.</translation>
    </message>
    <message>
      <source>Swapped with the ghost hand: mine is too weak to bid, and a fresh hand is usually better.</source>
      <translation>Cambiei coa man pantasma: a miña é moi feble para poxar, e unha man nova adoita ser mellor.</translation>
    </message>
    <message>
      <source>Passed: someone has already called the moon.</source>
      <translation>Pasei: alguén xa disparou á lúa.</translation>
    </message>
    <message>
      <source>Passed: my hand is not strong enough to bid more than {bid}.</source>
      <translation>Pasei: a miña man non é dabondo forte para poxar máis de {bid}.</translation>
    </message>
    <message>
      <source>Passed: my hand is not strong enough to bid.</source>
      <translation>Pasei: a miña man non é dabondo forte para poxar.</translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: my strongest suit, good for about %n trick(s).</source>
      <translation>
        <numerusform>Escollín {suit}: o meu pau máis forte, bo para arredor de %n baza.</numerusform>
        <numerusform>Escollín {suit}: o meu pau máis forte, bo para arredor de %n bazas.</numerusform>
      </translation>
    </message>
    <message>
      <source>Swapped with the ghost hand: an unseen hand is likely to be better than mine.</source>
      <translation>Cambiei coa man pantasma: unha man sen ver probablemente é mellor ca a miña.</translation>
    </message>
    <message>
      <source>{bid_verb}: with {suit} as trump my hand should make it.</source>
      <translation>{bid_verb}: con {suit} de triunfo a miña man debería conseguilo.</translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s), and a lower bid would likely be outbid.</source>
      <translation>
        <numerusform>{bid_verb}: con {suit} de triunfo a miña man debería levar arredor de %n baza, e unha poxa máis baixa seguramente sería superada.</numerusform>
        <numerusform>{bid_verb}: con {suit} de triunfo a miña man debería levar arredor de %n bazas, e unha poxa máis baixa seguramente sería superada.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s), and passing would likely cost me more.</source>
      <translation>
        <numerusform>{bid_verb}: con {suit} de triunfo a miña man debería levar arredor de %n baza, e pasar seguramente custaríame máis.</numerusform>
        <numerusform>{bid_verb}: con {suit} de triunfo a miña man debería levar arredor de %n bazas, e pasar seguramente custaríame máis.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s); a risk worth taking with another player close to winning.</source>
      <translation>
        <numerusform>{bid_verb}: con {suit} de triunfo a miña man debería levar arredor de %n baza; un risco que paga a pena con outro xogador preto de gañar.</numerusform>
        <numerusform>{bid_verb}: con {suit} de triunfo a miña man debería levar arredor de %n bazas; un risco que paga a pena con outro xogador preto de gañar.</numerusform>
      </translation>
    </message>
    <message>
      <source>Shot the moon: with {suit} as trump my hand should take every trick often enough to be worth the risk.</source>
      <translation>Disparei á lúa: con {suit} de triunfo a miña man debería levar todas as bazas abondas veces para que pague o risco.</translation>
    </message>
    <message>
      <source>Named {suit}: my hand is strongest with it as trump.</source>
      <translation>Escollín {suit}: a miña man é máis forte con ese pau de triunfo.</translation>
    </message>
    <message>
      <source>Named {suit}: after the bids that followed mine, it is a better trump for me than the suit I bid with.</source>
      <translation>Escollín {suit}: despois das poxas que seguiron á miña, é mellor triunfo para min ca o pau co que poxei.</translation>
    </message>
    <message>
      <source>Accepted: with {suit} as trump and the dummy's cards to choose from, I should take at least three tricks.</source>
      <translation>Aceptei: con {suit} de triunfo e as cartas do morto para escoller, debería levar polo menos tres bazas.</translation>
    </message>
    <message>
      <source>Ordered it up: with {suit} as trump and the dummy's cards to choose from, I should take at least three tricks.</source>
      <translation>Mandei: con {suit} de triunfo e as cartas do morto para escoller, debería levar polo menos tres bazas.</translation>
    </message>
    <message>
      <source>Passed: with {suit} as trump I would too often be euchred.</source>
      <translation>Pasei: con {suit} de triunfo levaría euchre moitas veces.</translation>
    </message>
    <message>
      <source>Passed: no suit is strong enough for me to make it.</source>
      <translation>Pasei: ningún pau é dabondo forte para conseguilo.</translation>
    </message>
    <message>
      <source>Named {suit}: with the dummy's cards I should take at least three tricks.</source>
      <translation>Escollín {suit}: coas cartas do morto debería levar polo menos tres bazas.</translation>
    </message>
    <message>
      <source>Named {suit}: the dealer must name a suit when everyone has passed.</source>
      <translation>Escollín {suit}: o repartidor debe escoller un pau cando todos pasaron.</translation>
    </message>
    <message>
      <source>Picked up the {card}: one more trump to use against the maker.</source>
      <translation>Collín a carta {card}: un triunfo máis para usar contra o mandante.</translation>
    </message>
    <message>
      <source>Went alone: my hand is strong enough to take all five tricks by itself.</source>
      <translation>Xoguei en solitario: a miña man é dabondo forte para levar as cinco bazas por si mesma.</translation>
    </message>
    <message>
      <source>Took the dummy: five more cards to choose my best hand from.</source>
      <translation>Collín o morto: cinco cartas máis para escoller a miña mellor man.</translation>
    </message>
    <message>
      <source>Discarded the {card}: a low card I will not need.</source>
      <translation>Descartei a carta {card}: unha carta baixa que non vou precisar.</translation>
    </message>
    <message>
      <source>Discarded the {card}: I keep my trumps and the side cards that go best with them.</source>
      <translation>Descartei a carta {card}: gardo os meus triunfos e as cartas doutros paus que mellor van con eles.</translation>
    </message>
    <message>
      <source>Discarded the {card}: my weakest trump.</source>
      <translation>Descartei a carta {card}: o meu triunfo máis feble.</translation>
    </message>
    <message>
      <source>Discarded the {card}: now I have no {suit}, so I can trump when {suit} are led.</source>
      <translation>Descartei a carta {card}: agora non teño {suit}, así que podo fallar cando saian {suit}.</translation>
    </message>
    <message numerus="yes">
      <source>Defended alone: with %n trump(s) I can stop the maker by myself.</source>
      <translation>
        <numerusform>Defendín en solitario: con %n triunfo podo parar o mandante sen axuda.</numerusform>
        <numerusform>Defendín en solitario: con %n triunfos podo parar o mandante sen axuda.</numerusform>
      </translation>
    </message>
    <message>
      <source>Passed: I defend together with the other player.</source>
      <translation>Pasei: defendo xunto co outro xogador.</translation>
    </message>
    <message numerus="yes">
      <source>Defended alone: with %n trump(s) I may take every trick by myself, which scores more for us defenders than stopping the maker together.</source>
      <translation>
        <numerusform>Defendín en solitario: con %n triunfo podo levar todas as bazas sen axuda, o que dá máis puntos aos defensores que parar o mandante entre os dous.</numerusform>
        <numerusform>Defendín en solitario: con %n triunfos podo levar todas as bazas sen axuda, o que dá máis puntos aos defensores que parar o mandante entre os dous.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Passed: with %n trump(s) I am unlikely to take every trick by myself, so the other player and I stop the maker more surely together.</source>
      <translation>
        <numerusform>Pasei: con %n triunfo dificilmente levarei todas as bazas sen axuda, así que o outro xogador e mais eu paramos o mandante con máis seguridade entre os dous.</numerusform>
        <numerusform>Pasei: con %n triunfos dificilmente levarei todas as bazas sen axuda, así que o outro xogador e mais eu paramos o mandante con máis seguridade entre os dous.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: I hold %n trump(s), and with the dummy's cards I should take most of the tricks.</source>
      <translation>
        <numerusform>Escollín {suit}: teño %n triunfo, e coas cartas do morto debería levar a maioría das bazas.</numerusform>
        <numerusform>Escollín {suit}: teño %n triunfos, e coas cartas do morto debería levar a maioría das bazas.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: a risk with %n trump(s) in my hand, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>Escollín {suit}: un risco con %n triunfo na man, pero se pasase, {threat}, que está preto de gañar, seguramente faría o triunfo.</numerusform>
        <numerusform>Escollín {suit}: un risco con %n triunfos na man, pero se pasase, {threat}, que está preto de gañar, seguramente faría o triunfo.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: a risk with %n trump(s) in my hand, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>Escollín {suit}: un risco con %n triunfo na man, pero se pasase, outro xogador seguramente faría o triunfo e custaríame máis.</numerusform>
        <numerusform>Escollín {suit}: un risco con %n triunfos na man, pero se pasase, outro xogador seguramente faría o triunfo e custaríame máis.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: with %n trump(s) in my hand, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>Escollín {suit}: con %n triunfo na man, unha decisión axustada que creo que paga o risco.</numerusform>
        <numerusform>Escollín {suit}: con %n triunfos na man, unha decisión axustada que creo que paga o risco.</numerusform>
      </translation>
    </message>
    <message>
      <source>Passed: with {suit} as trump I would risk being euchred.</source>
      <translation>Pasei: con {suit} de triunfo arriscaríame a levar euchre.</translation>
    </message>
    <message>
      <source>Went alone: my hand should do better without the dummy than with it.</source>
      <translation>Xoguei en solitario: a miña man debería render máis sen o morto ca con el.</translation>
    </message>
    <message>
      <source>Went alone: a close call that I think is worth the risk.</source>
      <translation>Xoguei en solitario: unha decisión axustada que creo que paga o risco.</translation>
    </message>
    <message>
      <source>Took the dummy: its cards should help me more than going alone.</source>
      <translation>Collín o morto: as súas cartas deberían axudarme máis que xogar en solitario.</translation>
    </message>
    <message>
      <source>Declined the {card}: my hand is better without it.</source>
      <translation>Deixei a carta {card}: a miña man é mellor sen ela.</translation>
    </message>
    <message>
      <source>Picked up the {card}: it makes my hand stronger.</source>
      <translation>Collín a carta {card}: fai a miña man máis forte.</translation>
    </message>
    <message>
      <source>Discarded the {card}: the cards I keep give the maker the most trouble.</source>
      <translation>Descartei a carta {card}: as cartas que gardo son as que máis problemas lle dan ao mandante.</translation>
    </message>
    <message>
      <source>Discarded the {card}: as maker I keep the five cards that should take the most tricks.</source>
      <translation>Descartei a carta {card}: como mandante gardo as cinco cartas que deberían levar máis bazas.</translation>
    </message>
    <message>
      <source>Discarded the {card}: the five cards I keep are my strongest.</source>
      <translation>Descartei a carta {card}: as cinco cartas que gardo son as máis fortes.</translation>
    </message>
    <message>
      <source>Played the {card}.</source>
      <translation>Xoguei a carta {card}.</translation>
    </message>
    <message>
      <source>Played the {card}: with the cards still out, it takes the most tricks.</source>
      <translation>Xoguei a carta {card}: coas cartas que aínda quedan, é a que máis bazas leva.</translation>
    </message>
    <message>
      <source>Played the {card}: it beats the cards played so far, and taking this trick is my best chance.</source>
      <translation>Xoguei a carta {card}: gaña ás cartas xogadas ata agora, e levar esta baza é a miña mellor opción.</translation>
    </message>
    <message>
      <source>Played the {card}: I let this trick go and keep my better cards for later.</source>
      <translation>Xoguei a carta {card}: deixo ir esta baza e gardo as mellores cartas para despois.</translation>
    </message>
    <message>
      <source>Led the {card}: leading {suit} now is my best chance.</source>
      <translation>Saín coa carta {card}: saír agora a {suit} é a miña mellor opción.</translation>
    </message>
    <message numerus="yes">
      <source>Led the {card}: leading trump draws out the %n trump(s) I have not seen yet.</source>
      <translation>
        <numerusform>Saín coa carta {card}: saír a triunfo arrastra o %n triunfo que aínda non vin.</numerusform>
        <numerusform>Saín coa carta {card}: saír a triunfo arrastra os %n triunfos que aínda non vin.</numerusform>
      </translation>
    </message>
    <message>
      <source>Led the {card}: the right bower is still out, so I lead the left bower to draw it.</source>
      <translation>Saín coa carta {card}: o bower dereito aínda está en xogo, así que saio co bower esquerdo para arrastralo.</translation>
    </message>
    <message>
      <source>Led the {card}: my partner has no {suit} left and may trump it.</source>
      <translation>Saín coa carta {card}: ao meu compañeiro non lle quedan {suit} e pode fallala.</translation>
    </message>
    <message>
      <source>Played the {card}: the highest card left in {suit}; only a trump can beat it.</source>
      <translation>Xoguei a carta {card}: a carta máis alta que queda en {suit}; só un triunfo pode gañarlle.</translation>
    </message>
    <message>
      <source>Played the {card}: the highest trump left, so nobody can beat it.</source>
      <translation>Xoguei a carta {card}: o triunfo máis alto que queda, así que ninguén pode gañarlle.</translation>
    </message>
    <message>
      <source>Threw off the {card}: I have no {suit}, and I keep my trumps for later.</source>
      <translation>Botei a carta {card}: non teño {suit} e gardo os meus triunfos para despois.</translation>
    </message>
    <message>
      <source>Led the {card}: the lowest card of my shortest side suit, so I can trump that suit sooner.</source>
      <translation>Saín coa carta {card}: a máis baixa do meu pau lateral máis curto, para poder fallar ese pau antes.</translation>
    </message>
    <message>
      <source>Played the {card}: my partner's {winning} already wins the trick.</source>
      <translation>Xoguei a carta {card}: a carta {winning} do meu compañeiro xa gaña a baza.</translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: I hold %n trump(s) besides the up-card I pick up, and with the dummy's cards I should take most of the tricks.</source>
      <translation>
        <numerusform>Aceptei {suit}: teño %n triunfo ademais da carta vista que collo, e coas cartas do morto debería levar a maioría das bazas.</numerusform>
        <numerusform>Aceptei {suit}: teño %n triunfos ademais da carta vista que collo, e coas cartas do morto debería levar a maioría das bazas.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: I hold %n trump(s), and with the dummy's cards I should take most of the tricks, even if the dealer picks up the up-card.</source>
      <translation>
        <numerusform>Mandei {suit}: teño %n triunfo, e coas cartas do morto debería levar a maioría das bazas, aínda que o repartidor colla a carta vista.</numerusform>
        <numerusform>Mandei {suit}: teño %n triunfos, e coas cartas do morto debería levar a maioría das bazas, aínda que o repartidor colla a carta vista.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: a risk with %n trump(s) in my hand besides the up-card, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>Aceptei {suit}: un risco con %n triunfo na man ademais da carta vista, pero se pasase, {threat}, que está preto de gañar, seguramente faría o triunfo.</numerusform>
        <numerusform>Aceptei {suit}: un risco con %n triunfos na man ademais da carta vista, pero se pasase, {threat}, que está preto de gañar, seguramente faría o triunfo.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: a risk with %n trump(s) in my hand, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>Mandei {suit}: un risco con %n triunfo na man, pero se pasase, {threat}, que está preto de gañar, seguramente faría o triunfo.</numerusform>
        <numerusform>Mandei {suit}: un risco con %n triunfos na man, pero se pasase, {threat}, que está preto de gañar, seguramente faría o triunfo.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: a risk with %n trump(s) in my hand besides the up-card, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>Aceptei {suit}: un risco con %n triunfo na man ademais da carta vista, pero se pasase, outro xogador seguramente faría o triunfo e custaríame máis.</numerusform>
        <numerusform>Aceptei {suit}: un risco con %n triunfos na man ademais da carta vista, pero se pasase, outro xogador seguramente faría o triunfo e custaríame máis.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: a risk with %n trump(s) in my hand, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>Mandei {suit}: un risco con %n triunfo na man, pero se pasase, outro xogador seguramente faría o triunfo e custaríame máis.</numerusform>
        <numerusform>Mandei {suit}: un risco con %n triunfos na man, pero se pasase, outro xogador seguramente faría o triunfo e custaríame máis.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: with %n trump(s) in my hand besides the up-card, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>Aceptei {suit}: con %n triunfo na man ademais da carta vista, unha decisión axustada que creo que paga o risco.</numerusform>
        <numerusform>Aceptei {suit}: con %n triunfos na man ademais da carta vista, unha decisión axustada que creo que paga o risco.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: with %n trump(s) in my hand, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>Mandei {suit}: con %n triunfo na man, unha decisión axustada que creo que paga o risco.</numerusform>
        <numerusform>Mandei {suit}: con %n triunfos na man, unha decisión axustada que creo que paga o risco.</numerusform>
      </translation>
    </message>
    <message>
      <source>Trumped with the {card}: I have no {suit}, so I may play a trump.</source>
      <translation>Fallei coa carta {card}: non teño {suit}, así que podo xogar un triunfo.</translation>
    </message>
    <message>
      <source>Played the {card}: the cheapest card that wins the trick.</source>
      <translation>Xoguei a carta {card}: a carta máis barata que gaña a baza.</translation>
    </message>
    <message>
      <source>Played the {card}: I cannot beat the {winning}, so I keep my good cards.</source>
      <translation>Xoguei a carta {card}: non podo gañarlle á carta {winning}, así que gardo as boas cartas.</translation>
    </message>
    <message numerus="yes">
      <source>Led the {card}: I am the {role} with %n trump(s), so I draw out the others' trumps.</source>
      <translation>
        <numerusform>Saín coa carta {card}: son o {role} con %n triunfo, así que arrastro os triunfos dos demais.</numerusform>
        <numerusform>Saín coa carta {card}: son o {role} con %n triunfos, así que arrastro os triunfos dos demais.</numerusform>
      </translation>
    </message>
    <message>
      <source>Led the {card}: I am the {role} with 1 trump left, so I draw out the last trumps.</source>
      <translation>Saín coa carta {card}: son o {role} e quédame 1 triunfo, así que arrastro os últimos triunfos.</translation>
    </message>
    <message>
      <source>Led the {card}: the highest card left in {suit}; only a trump can beat it.</source>
      <translation>Saín coa carta {card}: a carta máis alta que queda en {suit}; só un triunfo pode gañarlle.</translation>
    </message>
    <message>
      <source>Led the {card}: the highest trump left, so nobody can beat it.</source>
      <translation>Saín coa carta {card}: o triunfo máis alto que queda, así que ninguén pode gañarlle.</translation>
    </message>
    <message>
      <source>Led the {card}: I have only trumps left, so I lead the lowest.</source>
      <translation>Saín coa carta {card}: só me quedan triunfos, así que saio co máis baixo.</translation>
    </message>
    <message>
      <source>The {card} was my last card.</source>
      <translation>A carta {card} era a miña última carta.</translation>
    </message>
    <message>
      <source>Led the {card}: leading trump draws out the others' trumps.</source>
      <translation>Saín coa carta {card}: saír de triunfo fai que os demais boten os seus triunfos.</translation>
    </message>
    <message>
      <source>Threw off the {card}.</source>
      <translation>Botei a carta {card}.</translation>
    </message>
    <message>
      <source>Threw off the {card}: with the cards still out, keeping my other cards takes the most tricks.</source>
      <translation>Botei a carta {card}: coas cartas que aínda quedan, gardar as outras cartas leva máis bazas.</translation>
    </message>
    <message>
      <source>Threw off the {card}: my partner's {winning} already wins the trick.</source>
      <translation>Botei a carta {card}: a carta {winning} do meu compañeiro xa gaña a baza.</translation>
    </message>
    <message>
      <source>Threw off the {card}: I cannot beat the {winning}, so I keep my good cards.</source>
      <translation>Botei a carta {card}: non podo gañarlle á carta {winning}, así que gardo as boas cartas.</translation>
    </message>
    <message>
      <source>Threw off the {card}: I let this trick go and keep my better cards for later.</source>
      <translation>Botei a carta {card}: deixo ir esta baza e gardo as mellores cartas para despois.</translation>
    </message>
    <message>
      <source>{bid_verb}: I expect my hand to make it.</source>
      <translation>{bid_verb}: espero que a miña man o consiga.</translation>
    </message>
    <message>
      <source>Discarded these cards: the five I keep do best with {suit} as trump.</source>
      <translation>Descartei estas cartas: as cinco que gardo son as que mellor van con {suit} de triunfo.</translation>
    </message>
    <message>
      <source>Chose the only sensible action.</source>
      <translation>Escollín a única acción sensata.</translation>
    </message>
    <message>
      <source>Chose {action}: it came out best when I tried each choice.</source>
      <translation>Escollín {action}: foi o que mellor saíu cando probei cada opción.</translation>
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
      <translation>A man rematou.</translation>
    </message>
    <message>
      <source>Last time you stopped at step {0} of {1}. Continue there, or start the lesson again?</source>
      <translation>A última vez paraches no paso {0} de {1}. Queres continuar aí ou comezar a lección de novo?</translation>
    </message>
    <message>
      <source>Continue at step {0}</source>
      <translation>Continuar no paso {0}</translation>
    </message>
    <message>
      <source>Start again</source>
      <translation>Comezar de novo</translation>
    </message>
    <message>
      <source>Well done: you reached the goal against the best defence.</source>
      <translation>Ben feito: chegaches ao obxectivo contra a mellor defensa.</translation>
    </message>
    <message>
      <source>Your turn: find a card that reaches the goal against the best defence.</source>
      <translation>A túa quenda: atopa unha carta que chegue ao obxectivo contra a mellor defensa.</translation>
    </message>
    <message>
      <source>Lesson complete. Play the rest of the hand against Easy bots, or go back to the lessons.</source>
      <translation>Lección completada. Xoga o resto da man contra bots fáciles, ou volve ás leccións.</translation>
    </message>
    <message>
      <source>Finish this hand</source>
      <translation>Rematar esta man</translation>
    </message>
    <message>
      <source>{0} · step {1} of {2}</source>
      <translation>{0} · paso {1} de {2}</translation>
    </message>
    <message>
      <source>Next</source>
      <translation>Seguinte</translation>
    </message>
    <message>
      <source>Back to the practice deals</source>
      <translation>Volver ás mans de práctica</translation>
    </message>
    <message>
      <source>Back to the lessons</source>
      <translation>Volver ás leccións</translation>
    </message>
    <message>
      <source>There is nothing to play at this step.</source>
      <translation>Neste paso non hai nada que xogar.</translation>
    </message>
    <message>
      <source>There is no question at this step.</source>
      <translation>Neste paso non hai ningunha pregunta.</translation>
    </message>
    <message>
      <source>Choose one of the answers.</source>
      <translation>Escolle unha das respostas.</translation>
    </message>
    <message>
      <source>The lesson is over.</source>
      <translation>A lección rematou.</translation>
    </message>
    <message>
      <source>Answer this step first.</source>
      <translation>Responde primeiro a este paso.</translation>
    </message>
    <message>
      <source>Make the move this step asks for first.</source>
      <translation>Fai primeiro a xogada que pide este paso.</translation>
    </message>
    <message>
      <source>That is not what this step asks. {0}</source>
      <translation>Non é iso o que pide este paso. {0}</translation>
    </message>
    <message>
      <source>Right: the {0} keeps the goal against best defence too.</source>
      <translation>Ben: coa carta {0} o obxectivo tamén segue ao teu alcance contra a mellor defensa.</translation>
    </message>
    <message>
      <source>Right: the {0} keeps the goal against best defence.</source>
      <translation>Ben: coa carta {0} o obxectivo segue ao teu alcance contra a mellor defensa.</translation>
    </message>
    <message>
      <source>Not the {0}: then {1} takes this trick with the {2}, and the goal is lost.</source>
      <translation>Non a carta {0}: entón {1} leva esta baza coa carta {2}, e o obxectivo pérdese.</translation>
    </message>
    <message>
      <source>Not the {0}: then {1} takes trick {2} with the {3}, and the goal is lost.</source>
      <translation>Non a carta {0}: entón {1} leva a baza {2} coa carta {3}, e o obxectivo pérdese.</translation>
    </message>
    <message>
      <source>Play the {0}: against best defence you then take {1} of the last {2} tricks.</source>
      <translation>Xoga a carta {0}: contra a mellor defensa levas entón {1} das últimas {2} bazas.</translation>
    </message>
    <message>
      <source>Play the {0}: against best defence you then take {1} tricks, and you need {2}.</source>
      <translation>Xoga a carta {0}: contra a mellor defensa levas entón {1} bazas, e necesitas {2}.</translation>
    </message>
    <message>
      <source>Play the {0}: with your best play {1} then cannot take the {2} tricks needed.</source>
      <translation>Xoga a carta {0}: coa túa mellor xogada, {1} xa non pode levar as {2} bazas que necesita.</translation>
    </message>
    <message>
      <source>Leading a trump draws out the others' trumps.</source>
      <translation>Saír cun triunfo obriga os demais a botar os seus triunfos.</translation>
    </message>
    <message>
      <source>It wins this trick.</source>
      <translation>Gaña esta baza.</translation>
    </message>
    <message>
      <source>It wins this trick, and you keep the {0}, the highest trump left.</source>
      <translation>Gaña esta baza, e gardas a carta {0}, o triunfo máis alto que queda.</translation>
    </message>
    <message>
      <source>Your side takes this trick all the same, and you keep your better cards.</source>
      <translation>O teu lado leva esta baza igualmente, e gardas as túas mellores cartas.</translation>
    </message>
    <message>
      <source>It gives up this trick and keeps the {0}, which wins a later one.</source>
      <translation>Cede esta baza e garda a carta {0}, que gañará unha baza máis tarde.</translation>
    </message>
    <message>
      <source>You cannot beat the {0}, so you give up a card you do not need.</source>
      <translation>Non lle podes gañar á carta {0}, así que deixas unha carta que non necesitas.</translation>
    </message>
    <message numerus="yes">
      <source>You must discard %n more card(s).</source>
      <translation>
        <numerusform>Tes que descartar %n carta máis.</numerusform>
        <numerusform>Tes que descartar %n cartas máis.</numerusform>
      </translation>
    </message>
    <message>
      <source>Practice deal {0}</source>
      <translation>Man de práctica {0}</translation>
    </message>
    <message>
      <source>There is nothing to discard now.</source>
      <translation>Agora non hai nada que descartar.</translation>
    </message>
    <message>
      <source>This call is likely to cost you about {0} points. Better: {1}. The Hard bot’s reason: “{2}”</source>
      <translation>Esta decisión custarache probablemente uns {0} puntos. Mellor: {1}. A razón do bot difícil: «{2}»</translation>
    </message>
  </context>
  <context>
    <name>Controller</name>
    <message>
      <source>It is not your turn.</source>
      <translation>Non é a túa quenda.</translation>
    </message>
    <message>
      <source>There is nothing to discard now.</source>
      <translation>Agora non hai nada que descartar.</translation>
    </message>
    <message>
      <source>You can claim the rest only when your cards are sure to take every trick left.</source>
      <translation>Podes reclamar o resto unicamente cando as túas cartas gañen con seguridade todas as bazas que quedan.</translation>
    </message>
    <message numerus="yes">
      <source>Choose exactly %n card(s) to discard.</source>
      <translation>
        <numerusform>Escolle exactamente %n carta para descartar.</numerusform>
        <numerusform>Escolle exactamente %n cartas para descartar.</numerusform>
      </translation>
    </message>
    <message>
      <source>The coach gives the hints in a lesson.</source>
      <translation>Nunha lección, as pistas dáas o adestrador.</translation>
    </message>
    <message>
      <source>A hint is given on your turn.</source>
      <translation>As pistas dánse na túa quenda.</translation>
    </message>
    <message>
      <source>No hint could be found.</source>
      <translation>Non se atopou ningunha pista.</translation>
    </message>
  </context>
  <context>
    <name>DecisionBar</name>
    <message>
      <source>Your choices</source>
      <translation>As túas opcións</translation>
    </message>
    <message>
      <source>Bid {0}</source>
      <translation>Poxar {0}</translation>
    </message>
    <message>
      <source>Swap with the &amp;ghost</source>
      <translation>&amp;Cambiar coa pantasma</translation>
    </message>
    <message>
      <source>Shoot the &amp;moon</source>
      <translation>&amp;Disparar á lúa</translation>
    </message>
    <message>
      <source>&amp;Pass</source>
      <translation>&amp;Paso</translation>
    </message>
    <message>
      <source>&amp;Order it up</source>
      <translation>&amp;Mandar</translation>
    </message>
    <message>
      <source>&amp;Accept</source>
      <translation>&amp;Aceptar</translation>
    </message>
    <message>
      <source>Pick &amp;up</source>
      <translation>&amp;Coller</translation>
    </message>
    <message>
      <source>&amp;Decline</source>
      <translation>&amp;Deixar</translation>
    </message>
    <message>
      <source>&amp;Take the dummy</source>
      <translation>Coller o &amp;morto</translation>
    </message>
    <message>
      <source>Go &amp;alone</source>
      <translation>&amp;Xogar en solitario</translation>
    </message>
    <message>
      <source>Defend &amp;alone</source>
      <translation>&amp;Defender en solitario</translation>
    </message>
    <message>
      <source>&amp;Discard {0} of {1}</source>
      <translation>&amp;Descartar {0} de {1}</translation>
    </message>
    <message>
      <source>Call a &amp;renege on {0}</source>
      <translation>Denunciar un &amp;renuncio de {0}</translation>
    </message>
    <message>
      <source>&amp;Claim the rest</source>
      <translation>Re&amp;clamar o resto</translation>
    </message>
    <message>
      <source>&amp;Next hand</source>
      <translation>&amp;Seguinte man</translation>
    </message>
    <message>
      <source>&amp;Clubs</source>
      <translation>&amp;Trevos</translation>
    </message>
    <message>
      <source>&amp;Diamonds</source>
      <translation>&amp;Diamantes</translation>
    </message>
    <message>
      <source>&amp;Hearts</source>
      <translation>&amp;Corazóns</translation>
    </message>
    <message>
      <source>&amp;Spades</source>
      <translation>Pica&amp;s</translation>
    </message>
    <message>
      <source>Bid 3, 4 or 5</source>
      <translation>Poxar 3, 4 ou 5</translation>
    </message>
  </context>
  <context>
    <name>Demo</name>
    <message>
      <source>North</source>
      <translation>Norte</translation>
    </message>
    <message>
      <source>West</source>
      <translation>Oeste</translation>
    </message>
    <message>
      <source>East</source>
      <translation>Leste</translation>
    </message>
  </context>
  <context>
    <name>Describe</name>
    <message>
      <source>clubs</source>
      <translation>trevos</translation>
    </message>
    <message>
      <source>diamonds</source>
      <translation>diamantes</translation>
    </message>
    <message>
      <source>hearts</source>
      <translation>corazóns</translation>
    </message>
    <message>
      <source>spades</source>
      <translation>picas</translation>
    </message>
    <message>
      <source>the moon</source>
      <translation>a lúa</translation>
    </message>
    <message>
      <source>You swap with the ghost hand</source>
      <translation>Cambias coa man pantasma</translation>
    </message>
    <message>
      <source>{0} swaps with the ghost hand</source>
      <translation>{0} cambia coa man pantasma</translation>
    </message>
    <message>
      <source>You bid {0}</source>
      <translation>Poxas {0}</translation>
    </message>
    <message>
      <source>{0} bids {1}</source>
      <translation>{0} poxa {1}</translation>
    </message>
    <message>
      <source>You shoot the moon</source>
      <translation>Disparas á lúa</translation>
    </message>
    <message>
      <source>{0} shoots the moon</source>
      <translation>{0} dispara á lúa</translation>
    </message>
    <message>
      <source>You pass</source>
      <translation>Pasas</translation>
    </message>
    <message>
      <source>{0} passes</source>
      <translation>{0} pasa</translation>
    </message>
    <message>
      <source>You name {0}</source>
      <translation>Escolles {0}</translation>
    </message>
    <message>
      <source>{0} names {1}</source>
      <translation>{0} escolle {1}</translation>
    </message>
    <message>
      <source>You accept the {0}</source>
      <translation>Aceptas a carta {0}</translation>
    </message>
    <message>
      <source>{0} accepts the {1}</source>
      <translation>{0} acepta a carta {1}</translation>
    </message>
    <message>
      <source>You order up the {0}</source>
      <translation>Mandas a carta {0}</translation>
    </message>
    <message>
      <source>{0} orders up the {1}</source>
      <translation>{0} manda a carta {1}</translation>
    </message>
    <message>
      <source>You pick up the {0}</source>
      <translation>Colles a carta {0}</translation>
    </message>
    <message>
      <source>{0} picks up the {1}</source>
      <translation>{0} colle a carta {1}</translation>
    </message>
    <message>
      <source>You leave the {0}</source>
      <translation>Deixas a carta {0}</translation>
    </message>
    <message>
      <source>{0} leaves the {1}</source>
      <translation>{0} deixa a carta {1}</translation>
    </message>
    <message>
      <source>You take the dummy</source>
      <translation>Colles o morto</translation>
    </message>
    <message>
      <source>{0} takes the dummy</source>
      <translation>{0} colle o morto</translation>
    </message>
    <message>
      <source>You go alone</source>
      <translation>Xogas en solitario</translation>
    </message>
    <message>
      <source>{0} goes alone</source>
      <translation>{0} xoga en solitario</translation>
    </message>
    <message>
      <source>You defend alone</source>
      <translation>Defendes en solitario</translation>
    </message>
    <message>
      <source>{0} defends alone</source>
      <translation>{0} defende en solitario</translation>
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
      <translation>{0} — levas ti a baza</translation>
    </message>
    <message>
      <source>{0} — {1} takes the trick</source>
      <translation>{0} — {1} leva a baza</translation>
    </message>
    <message>
      <source>{0} (left bower)</source>
      <translation>{0} (bower esquerdo)</translation>
    </message>
    <message>
      <source>you lead the {0}</source>
      <translation>saes coa carta {0}</translation>
    </message>
    <message>
      <source>{0} leads the {1}</source>
      <translation>{0} sae coa carta {1}</translation>
    </message>
    <message>
      <source>you follow with the {0}</source>
      <translation>segues coa carta {0}</translation>
    </message>
    <message>
      <source>{0} follows with the {1}</source>
      <translation>{0} segue coa carta {1}</translation>
    </message>
    <message>
      <source>you trump with the {0}</source>
      <translation>fallas coa carta {0}</translation>
    </message>
    <message>
      <source>{0} trumps with the {1}</source>
      <translation>{0} falla coa carta {1}</translation>
    </message>
    <message>
      <source>you throw off the {0}</source>
      <translation>botas a carta {0}</translation>
    </message>
    <message>
      <source>{0} throws off the {1}</source>
      <translation>{0} bota a carta {1}</translation>
    </message>
    <message>
      <source>Hand over</source>
      <translation>Man rematada</translation>
    </message>
    <message>
      <source>{0} to play</source>
      <translation>Xoga {0}</translation>
    </message>
    <message>
      <source>{0} to decide</source>
      <translation>Decide {0}</translation>
    </message>
    <message>
      <source>You won the bid: name trump</source>
      <translation>Gañaches a poxa: escolle o triunfo</translation>
    </message>
    <message>
      <source>Order up the {0}, or pass</source>
      <translation>Manda a carta {0}, ou pasa</translation>
    </message>
    <message>
      <source>Pick up the {0} (then discard), or decline</source>
      <translation>Colle a carta {0} (e despois descarta), ou déixaa</translation>
    </message>
    <message>
      <source>Name a suit, or pass</source>
      <translation>Escolle un pau, ou pasa</translation>
    </message>
    <message>
      <source>Take the dummy, or go alone</source>
      <translation>Colle o morto, ou xoga en solitario</translation>
    </message>
    <message numerus="yes">
      <source>Choose %n card(s) to discard, then confirm</source>
      <translation>
        <numerusform>Escolle %n carta para descartar e confirma</numerusform>
        <numerusform>Escolle %n cartas para descartar e confirma</numerusform>
      </translation>
    </message>
    <message>
      <source>Defend alone, or pass</source>
      <translation>Defende en solitario, ou pasa</translation>
    </message>
    <message>
      <source>Your lead</source>
      <translation>Saes ti</translation>
    </message>
    <message>
      <source>Your turn: play a card</source>
      <translation>A túa quenda: xoga unha carta</translation>
    </message>
    <message>
      <source>swap with the ghost hand</source>
      <translation>cambiar coa man pantasma</translation>
    </message>
    <message>
      <source>bid {0}</source>
      <translation>poxar {0}</translation>
    </message>
    <message>
      <source>bid {0} to {1}</source>
      <translation>poxar de {0} a {1}</translation>
    </message>
    <message>
      <source>shoot the moon</source>
      <translation>disparar á lúa</translation>
    </message>
    <message>
      <source>pass</source>
      <translation>pasar</translation>
    </message>
    <message>
      <source>{0} or {1}</source>
      <translation>{0} ou {1}</translation>
    </message>
    <message>
      <source>{0} shot the moon: you may {1}</source>
      <translation>{0} disparou á lúa: podes {1}</translation>
    </message>
    <message>
      <source>Your bid: {0}</source>
      <translation>A túa poxa: {0}</translation>
    </message>
    <message>
      <source>play the {0}</source>
      <translation>xogar a carta {0}</translation>
    </message>
    <message>
      <source>discard {0}</source>
      <translation>descartar {0}</translation>
    </message>
    <message>
      <source>name {0}</source>
      <translation>escoller {0}</translation>
    </message>
    <message>
      <source>accept the {0}</source>
      <translation>aceptar a carta {0}</translation>
    </message>
    <message>
      <source>order up the {0}</source>
      <translation>mandar a carta {0}</translation>
    </message>
    <message>
      <source>go alone</source>
      <translation>xogar en solitario</translation>
    </message>
    <message>
      <source>defend alone</source>
      <translation>defender en solitario</translation>
    </message>
    <message>
      <source>pick up the {0}</source>
      <translation>coller a carta {0}</translation>
    </message>
    <message>
      <source>leave the {0}</source>
      <translation>deixar a carta {0}</translation>
    </message>
    <message>
      <source>take the dummy</source>
      <translation>coller o morto</translation>
    </message>
    <message>
      <source>Hint: {0}</source>
      <translation>Pista: {0}</translation>
    </message>
    <message>
      <source>The Hard bot’s reason: “{0}”</source>
      <translation>A razón do bot difícil: «{0}»</translation>
    </message>
    <message>
      <source>You take the trick</source>
      <translation>Levas ti a baza</translation>
    </message>
    <message>
      <source>{0} takes the trick</source>
      <translation>{0} leva a baza</translation>
    </message>
    <message numerus="yes">
      <source>You call a renege on {0}: {0} loses %n point(s)</source>
      <translation>
        <numerusform>Denuncias un renuncio de {0}: {0} perde %n punto</numerusform>
        <numerusform>Denuncias un renuncio de {0}: {0} perde %n puntos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on you: you lose %n point(s)</source>
      <translation>
        <numerusform>{0} denuncia un renuncio teu: perdes %n punto</numerusform>
        <numerusform>{0} denuncia un renuncio teu: perdes %n puntos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on {1}: {1} loses %n point(s)</source>
      <translation>
        <numerusform>{0} denuncia un renuncio de {1}: {1} perde %n punto</numerusform>
        <numerusform>{0} denuncia un renuncio de {1}: {1} perde %n puntos</numerusform>
      </translation>
    </message>
    <message>
      <source>seat {0}</source>
      <translation>posto {0}</translation>
    </message>
    <message>
      <source>the current hand is not finished</source>
      <translation>a man actual non rematou</translation>
    </message>
    <message>
      <source>the game is over</source>
      <translation>a partida rematou</translation>
    </message>
    <message>
      <source>each player must be dealt {size} cards</source>
      <translation>cada xogador debe recibir {size} cartas</translation>
    </message>
    <message>
      <source>a Ghost Hand deal has a ghost hand of 6 cards and nothing else</source>
      <translation>un reparto de Ghost Hand ten unha man pantasma de 6 cartas e nada máis</translation>
    </message>
    <message>
      <source>a Cutthroat deal has a dummy of 5 cards and a kitty of 4</source>
      <translation>un reparto de Cutthroat ten un morto de 5 cartas e un monte de 4</translation>
    </message>
    <message>
      <source>the deal must use each of the 24 cards exactly once</source>
      <translation>o reparto debe usar cada unha das 24 cartas exactamente unha vez</translation>
    </message>
    <message>
      <source>there is nothing to undo</source>
      <translation>non hai nada que desfacer</translation>
    </message>
    <message>
      <source>nobody can {verb} now: the hand is not dealt yet</source>
      <translation>ninguén pode {verb} agora: a man aínda non se repartiu</translation>
    </message>
    <message>
      <source>it is not your turn</source>
      <translation>non é a túa quenda</translation>
    </message>
    <message>
      <source>you cannot {verb} now</source>
      <translation>agora non podes {verb}</translation>
    </message>
    <message>
      <source>you do not hold the {card}</source>
      <translation>non tes a carta {card}</translation>
    </message>
    <message>
      <source>You must follow {suit}: you hold the {shown}{bower}</source>
      <translation>Tes que seguir o pau de {suit}: tes a carta {shown}{bower}</translation>
    </message>
    <message>
      <source>swapping with the ghost hand is turned off</source>
      <translation>o cambio coa man pantasma está desactivado</translation>
    </message>
    <message>
      <source>seat {swapper} already swapped with the ghost hand</source>
      <translation>o posto {swapper} xa cambiou coa man pantasma</translation>
    </message>
    <message>
      <source>{who} can only pass: the moon has been called</source>
      <translation>{who} só pode pasar: xa se disparou á lúa</translation>
    </message>
    <message>
      <source>{who} cannot shoot the moon: it has already been called</source>
      <translation>{who} non pode disparar á lúa: xa se fixo</translation>
    </message>
    <message>
      <source>a bid of 6 tricks is shooting the moon: say moon</source>
      <translation>unha poxa de 6 bazas é disparar á lúa: di lúa</translation>
    </message>
    <message>
      <source>you must bid from {low} to 5</source>
      <translation>tes que poxar de {low} a 5</translation>
    </message>
    <message>
      <source>you may not pass: as dealer you are stuck with a bid</source>
      <translation>non podes pasar: como repartidor tes que poxar</translation>
    </message>
    <message>
      <source>{suit} were turned down: name another suit</source>
      <translation>o pau de {suit} volveuse boca abaixo: escolle outro pau</translation>
    </message>
    <message>
      <source>you must name a suit: as dealer you are stuck</source>
      <translation>tes que escoller un pau: como repartidor non podes pasar</translation>
    </message>
    <message>
      <source>the dealer must pick up the up-card: dealer pick-up is required</source>
      <translation>o repartidor debe coller a carta vista: é obrigatorio</translation>
    </message>
    <message>
      <source>a renege call must name the calling seat</source>
      <translation>unha denuncia de renuncio debe nomear o posto que denuncia</translation>
    </message>
    <message>
      <source>reneges cannot be called: illegal cards are refused in this game</source>
      <translation>non se poden denunciar renuncios: nesta partida as cartas ilegais rexéitanse</translation>
    </message>
    <message>
      <source>a renege call names seats 0, 1 or 2</source>
      <translation>unha denuncia de renuncio nomea os postos 0, 1 ou 2</translation>
    </message>
    <message>
      <source>{who} cannot call a renege on themselves</source>
      <translation>{who} non pode denunciarse a si mesmo</translation>
    </message>
    <message>
      <source>no hand has been dealt</source>
      <translation>non se repartiu ningunha man</translation>
    </message>
    <message>
      <source>the cards played so far do not prove a renege by that player</source>
      <translation>as cartas xogadas ata agora non proban un renuncio dese xogador</translation>
    </message>
    <message>
      <source>club</source>
      <translation>trevo</translation>
    </message>
    <message>
      <source>diamond</source>
      <translation>diamante</translation>
    </message>
    <message>
      <source>heart</source>
      <translation>corazón</translation>
    </message>
    <message>
      <source>spade</source>
      <translation>pica</translation>
    </message>
    <message>
      <source>a {0} while {1} are trump</source>
      <translation>do pau de {0} mentres o triunfo sexa {1}</translation>
    </message>
    <message>
      <source>, which is {0}</source>
      <translation>, que é {0}</translation>
    </message>
    <message>
      <source>; the {0} is {1}</source>
      <translation>; a carta {0} é {1}</translation>
    </message>
    <message>
      <source>name a suit</source>
      <translation>escoller un pau</translation>
    </message>
    <message>
      <source>discard the {0}</source>
      <translation>descartar a carta {0}</translation>
    </message>
    <message>
      <source>order up</source>
      <translation>mandar</translation>
    </message>
    <message>
      <source>pick up</source>
      <translation>coller</translation>
    </message>
    <message>
      <source>decline the up-card</source>
      <translation>deixar a carta vista</translation>
    </message>
    <message>
      <source>call a renege</source>
      <translation>denunciar un renuncio</translation>
    </message>
    <message>
      <source>{0} bid {1}</source>
      <translation>{0}: poxa de {1}</translation>
    </message>
    <message>
      <source>You are the maker, alone</source>
      <translation>Es o mandante, en solitario</translation>
    </message>
    <message>
      <source>You are the maker</source>
      <translation>Es o mandante</translation>
    </message>
    <message>
      <source>{0} is the maker, alone</source>
      <translation>{0} é o mandante, en solitario</translation>
    </message>
    <message>
      <source>{0} is the maker</source>
      <translation>{0} é o mandante</translation>
    </message>
    <message>
      <source>; you defend alone</source>
      <translation>; defendes en solitario</translation>
    </message>
    <message>
      <source>; {0} defends alone</source>
      <translation>; {0} defende en solitario</translation>
    </message>
    <message>
      <source>Everybody passed: no points, and the deal passes left.</source>
      <translation>Todos pasaron: ninguén puntúa, e o reparto pasa á esquerda.</translation>
    </message>
    <message>
      <source>You shot the moon in {0}</source>
      <translation>Disparaches á lúa en {0}</translation>
    </message>
    <message>
      <source>{0} shot the moon in {1}</source>
      <translation>{0} disparou á lúa en {1}</translation>
    </message>
    <message>
      <source>You bid {0} in {1}</source>
      <translation>Poxaches {0} en {1}</translation>
    </message>
    <message>
      <source>{0} bid {1} in {2}</source>
      <translation>{0} poxou {1} en {2}</translation>
    </message>
    <message>
      <source>You went alone in {0} and were euchred</source>
      <translation>Xogaches en solitario en {0} e levaches euchre</translation>
    </message>
    <message>
      <source>{0} went alone in {1} and was euchred</source>
      <translation>{0} xogou en solitario en {1} e levou euchre</translation>
    </message>
    <message>
      <source>You were euchred in {0}</source>
      <translation>Levaches euchre en {0}</translation>
    </message>
    <message>
      <source>{0} was euchred in {1}</source>
      <translation>{0} levou euchre en {1}</translation>
    </message>
    <message>
      <source>You marched alone in {0}</source>
      <translation>Fixeches capote en solitario en {0}</translation>
    </message>
    <message>
      <source>{0} marched alone in {1}</source>
      <translation>{0} fixo capote en solitario en {1}</translation>
    </message>
    <message>
      <source>You marched in {0}</source>
      <translation>Fixeches capote en {0}</translation>
    </message>
    <message>
      <source>{0} marched in {1}</source>
      <translation>{0} fixo capote en {1}</translation>
    </message>
    <message>
      <source>You made {0}, alone</source>
      <translation>Conseguiches {0}, en solitario</translation>
    </message>
    <message>
      <source>{0} made {1}, alone</source>
      <translation>{0} conseguiu {1}, en solitario</translation>
    </message>
    <message>
      <source>You made {0}</source>
      <translation>Conseguiches {0}</translation>
    </message>
    <message>
      <source>{0} made {1}</source>
      <translation>{0} conseguiu {1}</translation>
    </message>
    <message>
      <source>; you defended alone</source>
      <translation>; defendiches en solitario</translation>
    </message>
    <message>
      <source>; {0} defended alone</source>
      <translation>; {0} defendeu en solitario</translation>
    </message>
    <message>
      <source>Bid {0} made: +1 a trick</source>
      <translation>Poxa de {0} conseguida: +1 por baza</translation>
    </message>
    <message>
      <source>Bid {0} lost: −{0}</source>
      <translation>Poxa de {0} perdida: −{0}</translation>
    </message>
    <message>
      <source>Moon made: +{0}</source>
      <translation>Lúa conseguida: +{0}</translation>
    </message>
    <message>
      <source>Moon failed: −{0}</source>
      <translation>Lúa fallada: −{0}</translation>
    </message>
    <message>
      <source>No tricks</source>
      <translation>Sen bazas</translation>
    </message>
    <message>
      <source>March, all 5 tricks: +{0}</source>
      <translation>Capote, as 5 bazas: +{0}</translation>
    </message>
    <message>
      <source>Lone march: +{0}</source>
      <translation>Capote en solitario: +{0}</translation>
    </message>
    <message>
      <source>Euchred: each defender +{0}</source>
      <translation>Euchre: cada defensor +{0}</translation>
    </message>
    <message>
      <source>Renege on trick {0}, not called</source>
      <translation>Renuncio na baza {0}, sen denunciar</translation>
    </message>
    <message>
      <source>Renege called by you: −{0}</source>
      <translation>Renuncio denunciado por ti: −{0}</translation>
    </message>
    <message>
      <source>Renege called by {0}: −{1}</source>
      <translation>Renuncio denunciado por {0}: −{1}</translation>
    </message>
    <message>
      <source>+1 a trick</source>
      <translation>+1 por baza</translation>
    </message>
    <message>
      <source>Maker took 3 or 4 tricks: +1</source>
      <translation>O mandante levou 3 ou 4 bazas: +1</translation>
    </message>
    <message>
      <source>Euchred</source>
      <translation>Euchre</translation>
    </message>
    <message>
      <source>Beaten by a lone defender</source>
      <translation>Vencido por un defensor en solitario</translation>
    </message>
    <message>
      <source>Lone defence took 3 or 4: each defender +2</source>
      <translation>A defensa en solitario levou 3 ou 4: cada defensor +2</translation>
    </message>
    <message>
      <source>Lone defence took all 5: each defender +4</source>
      <translation>A defensa en solitario levou as 5: cada defensor +4</translation>
    </message>
    <message>
      <source>{0}: tricks {1}, {2} ({3})</source>
      <translation>{0}: bazas {1}, {2} ({3})</translation>
    </message>
    <message>
      <source>All passed</source>
      <translation>Todos pasaron</translation>
    </message>
    <message>
      <source>Easy</source>
      <translation>Fácil</translation>
    </message>
    <message>
      <source>Medium</source>
      <translation>Medio</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>Difícil</translation>
    </message>
  </context>
  <context>
    <name>GameFiles</name>
    <message>
      <source>Ghost Euchre games (*.euchre.json)</source>
      <translation>Partidas de Ghost Euchre (*.euchre.json)</translation>
    </message>
    <message>
      <source>Readable text (*.txt)</source>
      <translation>Texto lexible (*.txt)</translation>
    </message>
    <message>
      <source>Export hand history</source>
      <translation>Exportar o historial de mans</translation>
    </message>
    <message>
      <source>Save game</source>
      <translation>Gardar a partida</translation>
    </message>
    <message>
      <source>Open game</source>
      <translation>Abrir unha partida</translation>
    </message>
    <message>
      <source>{0} could not be opened: {1}.</source>
      <translation>Non se puido abrir {0}: {1}.</translation>
    </message>
    <message>
      <source>{0} already exists. Do you want to replace it?</source>
      <translation>{0} xa existe. Queres substituílo?</translation>
    </message>
    <message>
      <source>There is no game to save.</source>
      <translation>Non hai ningunha partida que gardar.</translation>
    </message>
    <message>
      <source>Ghost Euchre game</source>
      <translation>Partida de Ghost Euchre</translation>
    </message>
    <message>
      <source>No hand has been finished yet, so there is no hand history to export.</source>
      <translation>Aínda non rematou ningunha man, así que non hai historial de mans que exportar.</translation>
    </message>
    <message>
      <source>Ghost Euchre hands</source>
      <translation>Mans de Ghost Euchre</translation>
    </message>
  </context>
  <context>
    <name>GameKeeper</name>
    <message>
      <source>Your {0} game is not finished. What should become of it?</source>
      <translation>A túa partida de {0} non está rematada. Que facemos con ela?</translation>
    </message>
    <message>
      <source>&amp;Resume</source>
      <translation>&amp;Continuar</translation>
    </message>
  </context>
  <context>
    <name>GameOverScreen</name>
    <message>
      <source>New game…</source>
      <translation>Nova partida…</translation>
    </message>
    <message>
      <source>Play again</source>
      <translation>Xogar de novo</translation>
    </message>
    <message>
      <source>A new deal with the same players and rules (Enter)</source>
      <translation>Un novo reparto cos mesmos xogadores e regras (Intro)</translation>
    </message>
    <message>
      <source>Choose the rules and the players (N)</source>
      <translation>Escoller as regras e os xogadores (N)</translation>
    </message>
    <message>
      <source>Review your play</source>
      <translation>Revisar o teu xogo</translation>
    </message>
    <message>
      <source>Step through the last hand and see which of your choices cost points</source>
      <translation>Percorre a última man paso a paso e mira cales das túas decisións custaron puntos</translation>
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
      <translation>A partida rematou</translation>
    </message>
    <message>
      <source>You win the game, with a score of {0}!</source>
      <translation>Gañas a partida, con {0} puntos!</translation>
    </message>
    <message>
      <source>{0} wins the game, with a score of {1}</source>
      <translation>{0} gaña a partida, con {1} puntos</translation>
    </message>
    <message>
      <source>playing to {0}</source>
      <translation>xogando a {0}</translation>
    </message>
    <message>
      <source>hands played: {0}</source>
      <translation>mans xogadas: {0}</translation>
    </message>
    <message>
      <source>Last hand: {0}</source>
      <translation>Última man: {0}</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>Posición</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Xogador</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Puntos</translation>
    </message>
    <message>
      <source>Bids</source>
      <translation>Poxas</translation>
    </message>
    <message>
      <source>Hands this player won the bidding</source>
      <translation>Mans nas que este xogador gañou a poxa</translation>
    </message>
    <message>
      <source>Made</source>
      <translation>Cumpridas</translation>
    </message>
    <message>
      <source>Bids made</source>
      <translation>Poxas cumpridas</translation>
    </message>
    <message>
      <source>Set</source>
      <translation>Caídas</translation>
    </message>
    <message>
      <source>Bids that fell short</source>
      <translation>Poxas que non se cumpriron</translation>
    </message>
    <message>
      <source>Set others</source>
      <translation>Poxas tombadas</translation>
    </message>
    <message>
      <source>Another player's bids that fell short against this player</source>
      <translation>Poxas doutro xogador que non se cumpriron contra este xogador</translation>
    </message>
    <message>
      <source>Moons shot / made</source>
      <translation>Lúas disparadas / conseguidas</translation>
    </message>
    <message>
      <source>Moons shot, and how many were made</source>
      <translation>Lúas disparadas, e cantas se conseguiron</translation>
    </message>
    <message>
      <source>Made trump</source>
      <translation>Fixo o triunfo</translation>
    </message>
    <message>
      <source>Hands this player named trump</source>
      <translation>Mans nas que este xogador escolleu o triunfo</translation>
    </message>
    <message>
      <source>Hands the maker took 3 or more tricks</source>
      <translation>Mans nas que o mandante levou 3 ou máis bazas</translation>
    </message>
    <message>
      <source>Euchred</source>
      <translation>Euchre</translation>
    </message>
    <message>
      <source>Hands this player made trump and was euchred</source>
      <translation>Mans nas que este xogador fixo o triunfo e levou euchre</translation>
    </message>
    <message>
      <source>Euchres</source>
      <translation>Euchres</translation>
    </message>
    <message>
      <source>Hands this player helped euchre the maker</source>
      <translation>Mans nas que este xogador axudou a darlle euchre ao mandante</translation>
    </message>
    <message>
      <source>Marched / alone</source>
      <translation>Capote / en solitario</translation>
    </message>
    <message>
      <source>Hands this player made trump and took all 5 tricks, and hands this player went alone</source>
      <translation>Mans nas que este xogador fixo triunfo e levou as 5 bazas, e mans nas que xogou en solitario</translation>
    </message>
    <message>
      <source>Defended alone / won</source>
      <translation>Defendeu en solitario / gañou</translation>
    </message>
    <message>
      <source>Hands this player defended alone, and how many beat the maker</source>
      <translation>Mans nas que este xogador defendeu en solitario, e en cantas venceu ao mandante</translation>
    </message>
    <message>
      <source>Tricks</source>
      <translation>Bazas</translation>
    </message>
    <message>
      <source>Tricks won in the whole game</source>
      <translation>Bazas gañadas en toda a partida</translation>
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
      <translation>Unha partida deixada gárdase en Partida → Partidas anteriores.</translation>
    </message>
    <message>
      <source>&amp;Keep playing</source>
      <translation>Seguir &amp;xogando</translation>
    </message>
    <message>
      <source>&amp;Save it and continue</source>
      <translation>&amp;Gardala e continuar</translation>
    </message>
    <message>
      <source>&amp;Discard</source>
      <translation>&amp;Deixala</translation>
    </message>
  </context>
  <context>
    <name>HandHistoryWindow</name>
    <message>
      <source>Hand history</source>
      <translation>Historial de mans</translation>
    </message>
    <message>
      <source>{0}'s view</source>
      <translation>Vista de {0}</translation>
    </message>
    <message>
      <source>Your view</source>
      <translation>A túa vista</translation>
    </message>
    <message>
      <source>All cards open</source>
      <translation>Todas as cartas á vista</translation>
    </message>
    <message>
      <source>Play this deal again</source>
      <translation>Xogar de novo este reparto</translation>
    </message>
    <message>
      <source>In your seat</source>
      <translation>No teu posto</translation>
    </message>
    <message>
      <source>In {0}'s seat</source>
      <translation>No posto de {0}</translation>
    </message>
    <message>
      <source>Hand:</source>
      <translation>Man:</translation>
    </message>
    <message>
      <source>Show:</source>
      <translation>Mostrar:</translation>
    </message>
    <message>
      <source>|◀ Start</source>
      <translation>|◀ Inicio</translation>
    </message>
    <message>
      <source>◀◀ Trick</source>
      <translation>◀◀ Baza</translation>
    </message>
    <message>
      <source>◀ Back</source>
      <translation>◀ Atrás</translation>
    </message>
    <message>
      <source>Forward ▶</source>
      <translation>Adiante ▶</translation>
    </message>
    <message>
      <source>End of trick ▶▶</source>
      <translation>Fin da baza ▶▶</translation>
    </message>
    <message>
      <source>End ▶|</source>
      <translation>Fin ▶|</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Pechar</translation>
    </message>
    <message>
      <source>Review my play</source>
      <translation>Revisar o meu xogo</translation>
    </message>
    <message>
      <source>What the words mean: {0}.</source>
      <translation>Que significan as palabras: {0}.</translation>
    </message>
    <message>
      <source>The deal: you deal. {0} actions follow.</source>
      <translation>O reparto: repartes ti. Seguen {0} accións.</translation>
    </message>
    <message>
      <source>The deal: {0} deals. {1} actions follow.</source>
      <translation>O reparto: reparte {0}. Seguen {1} accións.</translation>
    </message>
    <message>
      <source>Action {0} of {1}: {2}</source>
      <translation>Acción {0} de {1}: {2}</translation>
    </message>
    <message>
      <source>you play the {0}</source>
      <translation>xogas a carta {0}</translation>
    </message>
    <message>
      <source>{0} plays the {1}</source>
      <translation>{0} xoga a carta {1}</translation>
    </message>
    <message>
      <source>you discard the {0}</source>
      <translation>descartas a carta {0}</translation>
    </message>
    <message>
      <source>{0} discards the {1}</source>
      <translation>{0} descarta a carta {1}</translation>
    </message>
    <message>
      <source>{0} discards a card</source>
      <translation>{0} descarta unha carta</translation>
    </message>
    <message>
      <source>Choose “All cards open” to see which card {0} discarded, and why.</source>
      <translation>Escolle «Todas as cartas á vista» para ver que carta descartou {0}, e por que.</translation>
    </message>
    <message>
      <source>Working out {0}'s reason…</source>
      <translation>Calculando a razón de {0}…</translation>
    </message>
    <message>
      <source>{0}'s reason was not saved with the game.</source>
      <translation>A razón de {0} non se gardou coa partida.</translation>
    </message>
    <message>
      <source>{0}'s reason: “{1}”</source>
      <translation>A razón de {0}: «{1}»</translation>
    </message>
    <message>
      <source>{0}: {1}</source>
      <translation>{0}: {1}</translation>
    </message>
    <message>
      <source>Ghost hand: {0}</source>
      <translation>Man pantasma: {0}</translation>
    </message>
    <message>
      <source>Dummy: {0}</source>
      <translation>Morto: {0}</translation>
    </message>
    <message>
      <source>Reviewing your play…</source>
      <translation>Revisando o teu xogo…</translation>
    </message>
    <message>
      <source>Reviewing your play… {0} of {1}</source>
      <translation>Revisando o teu xogo… {0} de {1}</translation>
    </message>
    <message>
      <source>The review could not be finished.</source>
      <translation>Non se puido rematar a revisión.</translation>
    </message>
    <message>
      <source>You had no choice to make in this hand.</source>
      <translation>Nesta man non tiveches ningunha decisión que tomar.</translation>
    </message>
    <message>
      <source>In bold: what cost you half a point or a trick or more, on average. Click a line to see the table at that moment.</source>
      <translation>En negra: o que che custou medio punto ou unha baza ou máis, de media. Preme nunha liña para ver a mesa nese momento.</translation>
    </message>
    <message>
      <source>The marked decisions cost you about {0} points in all.</source>
      <translation>As decisións marcadas custáronche uns {0} puntos en total.</translation>
    </message>
    <message>
      <source>No decision cost you half a point or a trick. Well played.</source>
      <translation>Ningunha decisión che custou medio punto nin unha baza. Ben xogado.</translation>
    </message>
    <message>
      <source>✓ {0}: {1}, as the Hard bot would.</source>
      <translation>✓ {0}: {1}, como faría o bot difícil.</translation>
    </message>
    <message>
      <source>✓ {0}: {1}, about as good as the Hard bot's choice.</source>
      <translation>✓ {0}: {1}, case tan bo como a opción do bot difícil.</translation>
    </message>
    <message>
      <source>a renege that was called and cost you {0} points</source>
      <translation>un renuncio que foi denunciado e che custou {0} puntos</translation>
    </message>
    <message>
      <source>which cost you about {0} points and {1} tricks on average</source>
      <translation>o que che custou uns {0} puntos e {1} bazas de media</translation>
    </message>
    <message>
      <source>which cost you about {0} points on average</source>
      <translation>o que che custou uns {0} puntos de media</translation>
    </message>
    <message>
      <source>✗ {0}: you chose to {1}, {2}. Better: {3}. The Hard bot's reason: “{4}”</source>
      <translation>✗ {0}: escolliches {1}, {2}. Mellor: {3}. A razón do bot difícil: «{4}»</translation>
    </message>
    <message>
      <source>Trick {0}</source>
      <translation>Baza {0}</translation>
    </message>
    <message>
      <source>Bidding</source>
      <translation>A poxa</translation>
    </message>
    <message>
      <source>Naming trump</source>
      <translation>Escoller o triunfo</translation>
    </message>
    <message>
      <source>Round one</source>
      <translation>Primeira rolda</translation>
    </message>
    <message>
      <source>Round two</source>
      <translation>Segunda rolda</translation>
    </message>
    <message>
      <source>Dummy or alone</source>
      <translation>Morto ou en solitario</translation>
    </message>
    <message>
      <source>Defending alone</source>
      <translation>Defender en solitario</translation>
    </message>
    <message>
      <source>Discard</source>
      <translation>Descarte</translation>
    </message>
    <message>
      <source>Calling</source>
      <translation>Denuncia</translation>
    </message>
  </context>
  <context>
    <name>HandText</name>
    <message>
      <source>Ghost Euchre hand history</source>
      <translation>Historial de mans de Ghost Euchre</translation>
    </message>
    <message>
      <source>Game: {0}</source>
      <translation>Partida: {0}</translation>
    </message>
    <message>
      <source>Rules: {0}</source>
      <translation>Regras: {0}</translation>
    </message>
    <message>
      <source>{0} (you)</source>
      <translation>{0} (ti)</translation>
    </message>
    <message>
      <source>{0} ({1} bot)</source>
      <translation>{0} (bot {1})</translation>
    </message>
    <message>
      <source>Players: {0}</source>
      <translation>Xogadores: {0}</translation>
    </message>
    <message>
      <source>Score after hand {0}: {1}</source>
      <translation>Puntos despois da man {0}: {1}</translation>
    </message>
    <message>
      <source>Final score: {0}</source>
      <translation>Puntos finais: {0}</translation>
    </message>
    <message>
      <source>You won the game.</source>
      <translation>Gañaches a partida.</translation>
    </message>
    <message>
      <source>{0} won the game.</source>
      <translation>{0} gañou a partida.</translation>
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
      <translation>repartes ti</translation>
    </message>
    <message>
      <source>{0} deals</source>
      <translation>reparte {0}</translation>
    </message>
    <message>
      <source>Hand {0}: {1}</source>
      <translation>Man {0}: {1}</translation>
    </message>
    <message>
      <source>Turned up: the {0}</source>
      <translation>Á vista: {0}</translation>
    </message>
    <message>
      <source>Scores: {0}</source>
      <translation>Puntos: {0}</translation>
    </message>
  </context>
  <context>
    <name>History</name>
    <message>
      <source>Seat {0}</source>
      <translation>Posto {0}</translation>
    </message>
    <message>
      <source>Hand {0}: {1}</source>
      <translation>Man {0}: {1}</translation>
    </message>
  </context>
  <context>
    <name>Keys</name>
    <message>
      <source>Tab, Shift+Tab</source>
      <translation>Tab, Maiús+Tab</translation>
    </message>
    <message>
      <source>Go through the cards, buttons, plates and piles</source>
      <translation>Percorrer as cartas, os botóns, as placas e os montóns</translation>
    </message>
    <message>
      <source>Menus</source>
      <translation>Menús</translation>
    </message>
    <message>
      <source>On the table</source>
      <translation>Na mesa</translation>
    </message>
    <message>
      <source>Choices (the letter shown on each button)</source>
      <translation>Opcións (a letra que amosa cada botón)</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>Atallos de teclado</translation>
    </message>
    <message>
      <source>Enter</source>
      <translation>Intro</translation>
    </message>
    <message>
      <source>Space</source>
      <translation>Espazo</translation>
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
      <translation>Mover o foco pola túa man</translation>
    </message>
    <message>
      <source>Play the card in focus, or go on</source>
      <translation>Xogar a carta co foco, ou seguir</translation>
    </message>
    <message>
      <source>Show the last trick, or close it</source>
      <translation>Amosar a última baza, ou pechala</translation>
    </message>
    <message>
      <source>Go on to the next hand from the hand's summary</source>
      <translation>Pasar á man seguinte desde o resumo da man</translation>
    </message>
    <message>
      <source>Close the score sheet</source>
      <translation>Pechar a folla de puntos</translation>
    </message>
    <message>
      <source>Show the keyboard shortcuts</source>
      <translation>Amosar os atallos de teclado</translation>
    </message>
  </context>
  <context>
    <name>Language</name>
    <message>
      <source>System language</source>
      <translation>Idioma do sistema</translation>
    </message>
    <message>
      <source>The new language is used the next time you start Ghost Euchre.</source>
      <translation>O novo idioma úsase a próxima vez que inicies Ghost Euchre.</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Idioma</translation>
    </message>
  </context>
  <context>
    <name>LessonsWindow</name>
    <message>
      <source>Learn to play</source>
      <translation>Aprender a xogar</translation>
    </message>
    <message>
      <source>Each lesson plays on the table: the coach explains, asks and shows you what to do. Any lesson can be played again.</source>
      <translation>Cada lección xógase na mesa: o adestrador explica, pregunta e móstrache que facer. Calquera lección pódese xogar de novo.</translation>
    </message>
    <message>
      <source>Lessons</source>
      <translation>Leccións</translation>
    </message>
    <message>
      <source>Practice: Ghost Hand</source>
      <translation>Práctica: Ghost Hand</translation>
    </message>
    <message>
      <source>Practice: Cutthroat</source>
      <translation>Práctica: Cutthroat</translation>
    </message>
    <message>
      <source>Start</source>
      <translation>Comezar</translation>
    </message>
    <message>
      <source>{0}{1}. {2}
{3}</source>
      <translation>{0}{1}. {2}
{3}</translation>
    </message>
    <message>
      <source>{0}{1}, level {2}: {3}</source>
      <translation>{0}{1}, nivel {2}: {3}</translation>
    </message>
    <message>
      <source>Finished</source>
      <translation>Rematada</translation>
    </message>
    <message>
      <source>Not played yet</source>
      <translation>Aínda sen xogar</translation>
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
      <translation>Fallou un bot: {0}</translation>
    </message>
    <message>
      <source>Log and scores</source>
      <translation>Rexistro e puntos</translation>
    </message>
    <message>
      <source>Log</source>
      <translation>Rexistro</translation>
    </message>
    <message>
      <source>Scores</source>
      <translation>Puntos</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Partida</translation>
    </message>
    <message>
      <source>&amp;New game…</source>
      <translation>&amp;Nova partida…</translation>
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation>&amp;Abrir…</translation>
    </message>
    <message>
      <source>Save &amp;As…</source>
      <translation>&amp;Gardar como…</translation>
    </message>
    <message>
      <source>&amp;Export hand history…</source>
      <translation>&amp;Exportar o historial de mans…</translation>
    </message>
    <message>
      <source>&amp;Past games…</source>
      <translation>Pa&amp;rtidas anteriores…</translation>
    </message>
    <message>
      <source>S&amp;tatistics…</source>
      <translation>Es&amp;tatísticas…</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Desfacer</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>Refa&amp;cer</translation>
    </message>
    <message>
      <source>&amp;Claim the rest</source>
      <translation>Reclamar o rest&amp;o</translation>
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation>&amp;Pista</translation>
    </message>
    <message>
      <source>&amp;Last trick</source>
      <translation>Ú&amp;ltima baza</translation>
    </message>
    <message>
      <source>&amp;Score sheet</source>
      <translation>&amp;Folla de puntos</translation>
    </message>
    <message>
      <source>Hand &amp;history…</source>
      <translation>&amp;Historial de mans…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Saír</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Ver</translation>
    </message>
    <message>
      <source>&amp;Log and scores</source>
      <translation>&amp;Rexistro e puntos</translation>
    </message>
    <message>
      <source>&amp;Animations</source>
      <translation>&amp;Animacións</translation>
    </message>
    <message>
      <source>Learning &amp;aids</source>
      <translation>Axudas de a&amp;prendizaxe</translation>
    </message>
    <message>
      <source>Tag the bowers, say why a card cannot be played, explain the buttons</source>
      <translation>Marcar os bowers, dicir por que non se pode xogar unha carta, explicar os botóns</translation>
    </message>
    <message>
      <source>&amp;Settings</source>
      <translation>&amp;Configuración</translation>
    </message>
    <message>
      <source>&amp;Preferences…</source>
      <translation>&amp;Preferencias…</translation>
    </message>
    <message>
      <source>&amp;Language…</source>
      <translation>&amp;Idioma…</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>A&amp;xuda</translation>
    </message>
    <message>
      <source>&amp;Welcome…</source>
      <translation>&amp;Benvida…</translation>
    </message>
    <message>
      <source>&amp;Learn to play…</source>
      <translation>A&amp;prender a xogar…</translation>
    </message>
    <message>
      <source>&amp;Rules</source>
      <translation>&amp;Regras</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts…</source>
      <translation>&amp;Teclas de atallo…</translation>
    </message>
    <message>
      <source>&amp;About Ghost Euchre</source>
      <translation>&amp;Acerca de Ghost Euchre</translation>
    </message>
    <message>
      <source>No sound: the audio device could not be opened.</source>
      <translation>Sen son: non se puido abrir o dispositivo de audio.</translation>
    </message>
    <message>
      <source>No hand has been finished yet.</source>
      <translation>Aínda non rematou ningunha man.</translation>
    </message>
    <message>
      <source>© 2026 The Ghost Euchre developers. The card pictures and the sounds are drawn and made for this game.</source>
      <translation>© 2026 Os desenvolvedores de Ghost Euchre. As imaxes das cartas e os sons debuxáronse e fixéronse para este xogo.</translation>
    </message>
    <message>
      <source>Ghost Euchre is free software: you may share and change it under the GNU General Public License, version 3 or any later version. It comes with no warranty.</source>
      <translation>Ghost Euchre é software libre: podes compartilo e modificalo baixo a Licenza Pública Xeral GNU, versión 3 ou calquera versión posterior. Non ten ningunha garantía.</translation>
    </message>
    <message>
      <source>Built with Python {0}, Qt {1} and Qt for Python {2} (under the GNU Lesser General Public License, version 3).</source>
      <translation>Feito con Python {0}, Qt {1} e Qt para Python {2} (baixo a Licenza Pública Xeral Reducida GNU, versión 3).</translation>
    </message>
    <message>
      <source>Website: {0}</source>
      <translation>Sitio web: {0}</translation>
    </message>
    <message>
      <source>About Ghost Euchre</source>
      <translation>Acerca de Ghost Euchre</translation>
    </message>
    <message>
      <source>Ghost Euchre {0}

Three-player euchre: Ghost Hand and Cutthroat, against bots.</source>
      <translation>Ghost Euchre {0}

Euchre para tres xogadores: Ghost Hand e Cutthroat, contra bots.</translation>
    </message>
    <message>
      <source>Your settings could not be read, so the standard settings are used. The file was kept as {0}.</source>
      <translation>Non se puido ler a túa configuración, así que se usa a configuración estándar. O ficheiro gardouse como {0}.</translation>
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
      <translation>Continuar a túa partida de {0}? Man {1} — {2}</translation>
    </message>
    <message>
      <source>The saved game could not be read, so a new game starts.</source>
      <translation>Non se puido ler a partida gardada, así que comeza unha nova.</translation>
    </message>
    <message>
      <source>File: {0}
Problem: {1}</source>
      <translation>Ficheiro: {0}
Problema: {1}</translation>
    </message>
    <message>
      <source>The saved game could not be read, so a new game starts. The file was kept as {0}.</source>
      <translation>Non se puido ler a partida gardada, así que comeza unha nova. O ficheiro gardouse como {0}.</translation>
    </message>
    <message>
      <source>The game could not be saved: {0}.</source>
      <translation>Non se puido gardar a partida: {0}.</translation>
    </message>
    <message>
      <source>the game's data folder is read-only</source>
      <translation>o cartafol de datos do xogo é só de lectura</translation>
    </message>
    <message>
      <source>the disk is full</source>
      <translation>o disco está cheo</translation>
    </message>
    <message>
      <source>it is too long</source>
      <translation>é longa de máis</translation>
    </message>
    <message>
      <source>the game's data folder cannot be written</source>
      <translation>non se pode escribir no cartafol de datos do xogo</translation>
    </message>
    <message>
      <source>Finished and left games cannot be kept in Past games: {0}.</source>
      <translation>As partidas rematadas e deixadas non se poden gardar en Partidas anteriores: {0}.</translation>
    </message>
    <message>
      <source>Your statistics cannot be saved: {0}.</source>
      <translation>As túas estatísticas non se poden gardar: {0}.</translation>
    </message>
    <message>
      <source>This game cannot be saved: {0}. You can play on, but the game is lost when you quit.</source>
      <translation>Esta partida non se pode gardar: {0}. Podes seguir xogando, pero a partida pérdese ao saír.</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <source>New game</source>
      <translation>Nova partida</translation>
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
      <translation>Variante</translation>
    </message>
    <message>
      <source>Rules</source>
      <translation>Regras</translation>
    </message>
    <message>
      <source>Changes to the standard game that some players like. The standard game needs none of them.</source>
      <translation>Cambios no xogo estándar que lles gustan a algúns xogadores. O xogo estándar non precisa ningún.</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Xogadores</translation>
    </message>
    <message>
      <source>Your name</source>
      <translation>O teu nome</translation>
    </message>
    <message>
      <source>Bot {0}</source>
      <translation>Bot {0}</translation>
    </message>
    <message>
      <source>Pacing</source>
      <translation>Ritmo</translation>
    </message>
    <message>
      <source>Animate cards</source>
      <translation>Animar as cartas</translation>
    </message>
    <message>
      <source> ms</source>
      <translation> ms</translation>
    </message>
    <message>
      <source>until I click</source>
      <translation>ata que prema</translation>
    </message>
    <message>
      <source>Play a card by double-click</source>
      <translation>Xogar unha carta con dobre clic</translation>
    </message>
    <message>
      <source>Bot pause before playing</source>
      <translation>Pausa dos bots antes de xogar</translation>
    </message>
    <message>
      <source>Finished trick stays</source>
      <translation>A baza rematada queda á vista</translation>
    </message>
    <message>
      <source>Deal</source>
      <translation>Repartir</translation>
    </message>
    <message>
      <source>Rules…</source>
      <translation>Regras…</translation>
    </message>
    <message>
      <source>Explain: {0}</source>
      <translation>Explicar: {0}</translation>
    </message>
    <message>
      <source>House rules</source>
      <translation>Regras da casa</translation>
    </message>
    <message>
      <source>House rules ({0} changed)</source>
      <translation>Regras da casa ({0} cambiadas)</translation>
    </message>
    <message>
      <source>The game you are setting up is played with these rules:</source>
      <translation>A partida que estás preparando xógase con estas regras:</translation>
    </message>
  </context>
  <context>
    <name>News</name>
    <message numerus="yes">
      <source>{0} calls a renege on you: you played the {1} while holding {2}, and you lose %n point(s)</source>
      <translation>
        <numerusform>{0} denuncia un renuncio teu: xogaches a carta {1} tendo {2}, e perdes %n punto</numerusform>
        <numerusform>{0} denuncia un renuncio teu: xogaches a carta {1} tendo {2}, e perdes %n puntos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You call a renege on {0}: {0} played the {1} while holding {2}, and loses %n point(s)</source>
      <translation>
        <numerusform>Denuncias un renuncio de {0}: {0} xogou a carta {1} tendo {2}, e perde %n punto</numerusform>
        <numerusform>Denuncias un renuncio de {0}: {0} xogou a carta {1} tendo {2}, e perde %n puntos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on {1}: {1} played the {2} while holding {3}, and loses %n point(s)</source>
      <translation>
        <numerusform>{0} denuncia un renuncio de {1}: {1} xogou a carta {2} tendo {3}, e perde %n punto</numerusform>
        <numerusform>{0} denuncia un renuncio de {1}: {1} xogou a carta {2} tendo {3}, e perde %n puntos</numerusform>
      </translation>
    </message>
    <message>
      <source>You took the last trick with the {0}</source>
      <translation>Levaches a última baza coa carta {0}</translation>
    </message>
    <message>
      <source>{0} took the last trick with the {1}</source>
      <translation>{0} levou a última baza coa carta {1}</translation>
    </message>
    <message>
      <source>News</source>
      <translation>Novas</translation>
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
      <translation>Ler máis nas regras</translation>
    </message>
  </context>
  <context>
    <name>PastGamesList</name>
    <message>
      <source>Date</source>
      <translation>Data</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Partida</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Xogadores</translation>
    </message>
    <message>
      <source>Winner</source>
      <translation>Gañador</translation>
    </message>
    <message>
      <source>Scores</source>
      <translation>Puntos</translation>
    </message>
    <message>
      <source>This game could not be read.</source>
      <translation>Non se puido ler esta partida.</translation>
    </message>
    <message>
      <source>Not finished</source>
      <translation>Sen rematar</translation>
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
      <translation>Partidas anteriores</translation>
    </message>
    <message>
      <source>No game has been kept yet.</source>
      <translation>Aínda non se gardou ningunha partida.</translation>
    </message>
    <message>
      <source>&amp;Open</source>
      <translation>&amp;Abrir</translation>
    </message>
    <message>
      <source>Show the game on the table as it ended</source>
      <translation>Mostrar a partida na mesa tal como rematou</translation>
    </message>
    <message>
      <source>&amp;Hand history…</source>
      <translation>&amp;Historial de mans…</translation>
    </message>
    <message>
      <source>Step through the game's hands, with every card and the bots' reasons</source>
      <translation>Percorrer as mans da partida paso a paso, con cada carta e as razóns dos bots</translation>
    </message>
  </context>
  <context>
    <name>PreferencesDialog</name>
    <message>
      <source>Preferences</source>
      <translation>Preferencias</translation>
    </message>
    <message>
      <source>General</source>
      <translation>Xeral</translation>
    </message>
    <message>
      <source>Learning aids</source>
      <translation>Axudas de aprendizaxe</translation>
    </message>
    <message>
      <source>Mark the bowers on your cards, say why a card cannot be played, and explain the buttons</source>
      <translation>Marcar os bowers nas túas cartas, dicir por que non se pode xogar unha carta e explicar os botóns</translation>
    </message>
    <message>
      <source>Ask before shooting the moon, going alone or defending alone</source>
      <translation>Preguntar antes de disparar á lúa, xogar en solitario ou defender en solitario</translation>
    </message>
    <message>
      <source>Play</source>
      <translation>Xogo</translation>
    </message>
    <message>
      <source>a click</source>
      <translation>un clic</translation>
    </message>
    <message>
      <source>a double-click</source>
      <translation>un dobre clic</translation>
    </message>
    <message>
      <source>Play a card with</source>
      <translation>Xogar unha carta con</translation>
    </message>
    <message>
      <source>Animate cards</source>
      <translation>Animar as cartas</translation>
    </message>
    <message>
      <source> ms</source>
      <translation> ms</translation>
    </message>
    <message>
      <source>A card's move takes</source>
      <translation>O movemento dunha carta dura</translation>
    </message>
    <message>
      <source>Bot pause before playing</source>
      <translation>Pausa dos bots antes de xogar</translation>
    </message>
    <message>
      <source>until I click</source>
      <translation>ata que prema</translation>
    </message>
    <message>
      <source>Finished trick stays</source>
      <translation>A baza rematada queda á vista</translation>
    </message>
    <message>
      <source>Speed of play</source>
      <translation>Velocidade de xogo</translation>
    </message>
    <message>
      <source>Play my only legal card for me</source>
      <translation>Xogar por min a única carta que podo xogar</translation>
    </message>
    <message>
      <source>When only one of your cards may be played, it is lifted and played after a short pause</source>
      <translation>Cando unicamente se pode xogar unha das túas cartas, levántase e xógase tras unha pausa curta</translation>
    </message>
    <message>
      <source>Offer to claim the rest, and finish a hand when nothing is left to decide</source>
      <translation>Ofrecer reclamar o resto e rematar a man cando non quede nada que decidir</translation>
    </message>
    <message>
      <source>Claim the rest when your cards are sure to take every trick left; once you have no choice left in a hand, it is played out quickly</source>
      <translation>Reclama o resto cando as túas cartas gañen con seguridade todas as bazas que quedan; cando xa non tes nada que escoller nunha man, xógase rapidamente</translation>
    </message>
    <message>
      <source>Appearance</source>
      <translation>Aparencia</translation>
    </message>
    <message>
      <source>Navy</source>
      <translation>Azul mariño</translation>
    </message>
    <message>
      <source>Red lattice</source>
      <translation>Celosía vermella</translation>
    </message>
    <message>
      <source>Green tartan</source>
      <translation>Tartán verde</translation>
    </message>
    <message>
      <source>Card back</source>
      <translation>Reverso das cartas</translation>
    </message>
    <message>
      <source>Modern (crown, tiara, cap)</source>
      <translation>Moderno (coroa, diadema, gorro)</translation>
    </message>
    <message>
      <source>Traditional figures</source>
      <translation>Figuras tradicionais</translation>
    </message>
    <message>
      <source>Kings, queens and jacks</source>
      <translation>Reis, raíñas e xotas</translation>
    </message>
    <message>
      <source>Four-colour deck (♣ green, ♦ blue)</source>
      <translation>Baralla de catro cores (♣ verde, ♦ azul)</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <source>Large</source>
      <translation>Grande</translation>
    </message>
    <message>
      <source>Larger</source>
      <translation>Máis grande</translation>
    </message>
    <message>
      <source>Text on the table</source>
      <translation>Texto na mesa</translation>
    </message>
    <message>
      <source>Sound</source>
      <translation>Son</translation>
    </message>
    <message>
      <source>Play sounds (a card, a trick, your turn, a win)</source>
      <translation>Reproducir sons (unha carta, unha baza, a túa quenda, unha vitoria)</translation>
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
      <translation>Cartafol</translation>
    </message>
    <message>
      <source>Drive</source>
      <translation>Unidade</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <source>&amp;Look in:</source>
      <translation>&amp;Procurar en:</translation>
    </message>
    <message>
      <source>File &amp;name:</source>
      <translation>&amp;Nome do ficheiro:</translation>
    </message>
    <message>
      <source>Files of &amp;type:</source>
      <translation>Ficheiros do &amp;tipo:</translation>
    </message>
    <message>
      <source>All Files (*)</source>
      <translation>Todos os ficheiros (*)</translation>
    </message>
    <message>
      <source>&amp;Open</source>
      <translation>&amp;Abrir</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>&amp;Gardar</translation>
    </message>
    <message>
      <source>Back</source>
      <translation>Atrás</translation>
    </message>
    <message>
      <source>Go back</source>
      <translation>Ir atrás</translation>
    </message>
    <message>
      <source>Forward</source>
      <translation>Adiante</translation>
    </message>
    <message>
      <source>Go forward</source>
      <translation>Ir adiante</translation>
    </message>
    <message>
      <source>Parent Directory</source>
      <translation>Cartafol superior</translation>
    </message>
    <message>
      <source>Go to the parent directory</source>
      <translation>Ir ao cartafol superior</translation>
    </message>
    <message>
      <source>Create New Folder</source>
      <translation>Crear un cartafol novo</translation>
    </message>
    <message>
      <source>Create a New Folder</source>
      <translation>Crear un cartafol novo</translation>
    </message>
    <message>
      <source>List View</source>
      <translation>Vista de lista</translation>
    </message>
    <message>
      <source>Change to list view mode</source>
      <translation>Cambiar á vista de lista</translation>
    </message>
    <message>
      <source>Detail View</source>
      <translation>Vista de detalles</translation>
    </message>
    <message>
      <source>Change to detail view mode</source>
      <translation>Cambiar á vista de detalles</translation>
    </message>
    <message>
      <source>Sidebar</source>
      <translation>Barra lateral</translation>
    </message>
    <message>
      <source>List of places and bookmarks</source>
      <translation>Lista de lugares e marcadores</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>Ficheiros</translation>
    </message>
    <message>
      <source>Recent Places</source>
      <translation>Lugares recentes</translation>
    </message>
    <message>
      <source>Show </source>
      <translation>Mostrar </translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <translation>&amp;Mudar o nome</translation>
    </message>
    <message>
      <source>&amp;Delete</source>
      <translation>&amp;Borrar</translation>
    </message>
    <message>
      <source>Show &amp;hidden files</source>
      <translation>Mostrar os ficheiros &amp;agochados</translation>
    </message>
    <message>
      <source>&amp;New Folder</source>
      <translation>&amp;Novo cartafol</translation>
    </message>
    <message>
      <source>New Folder</source>
      <translation>Novo cartafol</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>Borrar</translation>
    </message>
    <message>
      <source>Are you sure you want to delete '%1'?</source>
      <translation>Seguro que queres borrar «%1»?</translation>
    </message>
    <message>
      <source>'%1' is write protected.
Do you want to delete it anyway?</source>
      <translation>«%1» está protexido contra escritura.
Queres borralo igualmente?</translation>
    </message>
    <message>
      <source>Could not delete directory.</source>
      <translation>Non se puido borrar o cartafol.</translation>
    </message>
    <message>
      <source>%1 already exists.
Do you want to replace it?</source>
      <translation>Xa existe %1.
Queres substituílo?</translation>
    </message>
    <message>
      <source>%1
File not found.
Please verify the correct file name was given.</source>
      <translation>%1
Non se atopou o ficheiro.
Comproba que o nome do ficheiro é correcto.</translation>
    </message>
  </context>
  <context>
    <name>QFileSystemModel</name>
    <message>
      <source>Name</source>
      <translation>Nome</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>Tamaño</translation>
    </message>
    <message>
      <source>Type</source>
      <comment>All other platforms</comment>
      <translation>Tipo</translation>
    </message>
    <message>
      <source>Date Modified</source>
      <translation>Modificado</translation>
    </message>
    <message>
      <source>Computer</source>
      <translation>Ordenador</translation>
    </message>
  </context>
  <context>
    <name>QMessageBox</name>
    <message>
      <source>Show Details...</source>
      <translation>Mostrar detalles...</translation>
    </message>
    <message>
      <source>Hide Details...</source>
      <translation>Agochar detalles...</translation>
    </message>
  </context>
  <context>
    <name>QPlatformTheme</name>
    <message>
      <source>OK</source>
      <translation>Aceptar</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>Gardar</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>Abrir</translation>
    </message>
    <message>
      <source>&amp;Yes</source>
      <translation>&amp;Si</translation>
    </message>
    <message>
      <source>&amp;No</source>
      <translation>&amp;Non</translation>
    </message>
    <message>
      <source>Abort</source>
      <translation>Abortar</translation>
    </message>
    <message>
      <source>Retry</source>
      <translation>Tentar de novo</translation>
    </message>
    <message>
      <source>Ignore</source>
      <translation>Ignorar</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Pechar</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <source>Discard</source>
      <translation>Descartar</translation>
    </message>
    <message>
      <source>Help</source>
      <translation>Axuda</translation>
    </message>
    <message>
      <source>Apply</source>
      <translation>Aplicar</translation>
    </message>
    <message>
      <source>Reset</source>
      <translation>Restabelecer</translation>
    </message>
    <message>
      <source>Restore Defaults</source>
      <translation>Restabelecer os valores predeterminados</translation>
    </message>
  </context>
  <context>
    <name>RiskyCalls</name>
    <message>
      <source>Shoot the moon?</source>
      <translation>Disparar á lúa?</translation>
    </message>
    <message>
      <source>Shoot the moon</source>
      <translation>Disparar á lúa</translation>
    </message>
    <message>
      <source>You must take all {0} tricks: you win {1} points if you do, and lose {2} if you do not.</source>
      <translation>Tes que levar as {0} bazas: se o consegues gañas {1} puntos, e se non perdes {2}.</translation>
    </message>
    <message>
      <source>Defend alone?</source>
      <translation>Defender en solitario?</translation>
    </message>
    <message>
      <source>Defend alone</source>
      <translation>Defender en solitario</translation>
    </message>
    <message>
      <source>The other defender sits out, and you must stop the maker without help. If you take 3 or 4 tricks, both defenders score +{0}; if you take all 5, both score +{1}. If the maker takes 3 or more, the maker scores as usual.</source>
      <translation>O outro defensor queda fóra, e tes que parar ti o mandante sen axuda. Se levas 3 ou 4 bazas, os dous defensores puntúan +{0}; se levas as 5, os dous puntúan +{1}. Se o mandante leva 3 ou máis, puntúa como sempre.</translation>
    </message>
    <message>
      <source>You play your own five cards without the dummy: all 5 tricks score +{0} (+{1} with the dummy), 3 or 4 tricks score +{2} as usual, and fewer than 3 give each defender +{3}.</source>
      <translation>Xogas as túas cinco cartas sen o morto: as 5 bazas puntúan +{0} (+{1} co morto), 3 ou 4 bazas puntúan +{2} como sempre, e menos de 3 dan +{3} a cada defensor.</translation>
    </message>
    <message>
      <source>Go alone?</source>
      <translation>Xogar en solitario?</translation>
    </message>
    <message>
      <source>Go alone</source>
      <translation>Xogar en solitario</translation>
    </message>
    <message>
      <source>Don't ask again</source>
      <translation>Non preguntar máis</translation>
    </message>
  </context>
  <context>
    <name>RuleOption</name>
    <message>
      <source>Points to win</source>
      <translation>Puntos para gañar</translation>
    </message>
    <message>
      <source>After a hand, a player with at least this many points and more than anyone else wins.</source>
      <translation>Despois dunha man, gaña o xogador con polo menos estes puntos e máis ca ninguén.</translation>
    </message>
    <message>
      <source>Cards that do not follow suit</source>
      <translation>Cartas que non seguen o pau</translation>
    </message>
    <message>
      <source>Refused by the game, or allowed to stand until another player calls the renege.</source>
      <translation>Rexeitadas polo xogo, ou permitidas ata que outro xogador denuncie o renuncio.</translation>
    </message>
    <message>
      <source>are refused</source>
      <translation>rexéitanse</translation>
    </message>
    <message>
      <source>are allowed; reneges can be called</source>
      <translation>permítense; pódense denunciar renuncios</translation>
    </message>
    <message>
      <source>Renege penalty (points)</source>
      <translation>Penalización por renuncio (puntos)</translation>
    </message>
    <message>
      <source>What a player loses for each renege that another player calls.</source>
      <translation>O que perde un xogador por cada renuncio que outro xogador denuncia.</translation>
    </message>
    <message>
      <source>Stick the dealer</source>
      <translation>Repartidor obrigado</translation>
    </message>
    <message>
      <source>When everyone else has passed, the dealer may not pass at the last turn of the bidding.</source>
      <translation>Cando todos os demais pasaron, o repartidor non pode pasar na última quenda da poxa.</translation>
    </message>
    <message>
      <source>Swapping with the ghost hand</source>
      <translation>Cambio coa man pantasma</translation>
    </message>
    <message>
      <source>On their turn, before bidding, one player per hand may trade their hand for the ghost hand, sight unseen.</source>
      <translation>Na súa quenda, antes de poxar, un xogador por man pode cambiar a súa man pola man pantasma, sen vela.</translation>
    </message>
    <message>
      <source>Points for shooting the moon</source>
      <translation>Puntos por disparar á lúa</translation>
    </message>
    <message>
      <source>What a player who shoots the moon scores for taking all 6 tricks.</source>
      <translation>O que puntúa quen dispara á lúa por levar as 6 bazas.</translation>
    </message>
    <message>
      <source>Points lost for a failed moon</source>
      <translation>Puntos perdidos por unha lúa fallada</translation>
    </message>
    <message>
      <source>What a player who shoots the moon loses if they lose a trick.</source>
      <translation>O que perde quen dispara á lúa se perde unha baza.</translation>
    </message>
    <message>
      <source>Dealer picks up the up-card</source>
      <translation>O repartidor colle a carta vista</translation>
    </message>
    <message>
      <source>When another player orders up, whether the dealer may leave the up-card.</source>
      <translation>Cando outro xogador manda, se o repartidor pode deixar a carta vista.</translation>
    </message>
    <message>
      <source>may choose</source>
      <translation>pode escoller</translation>
    </message>
    <message>
      <source>must</source>
      <translation>debe</translation>
    </message>
    <message>
      <source>Defenders may go alone</source>
      <translation>Os defensores poden xogar en solitario</translation>
    </message>
    <message>
      <source>After the maker's choice, one defender may play alone while the other sits out.</source>
      <translation>Despois da decisión do mandante, un defensor pode xogar en solitario mentres o outro queda fóra.</translation>
    </message>
    <message>
      <source>Points for a march</source>
      <translation>Puntos por un capote</translation>
    </message>
    <message>
      <source>What the maker scores for taking all 5 tricks.</source>
      <translation>O que puntúa o mandante por levar as 5 bazas.</translation>
    </message>
    <message>
      <source>Points for a march alone</source>
      <translation>Puntos por un capote en solitario</translation>
    </message>
    <message>
      <source>What a maker who went alone scores for taking all 5 tricks.</source>
      <translation>O que puntúa un mandante que xogou en solitario por levar as 5 bazas.</translation>
    </message>
    <message>
      <source>Points per defender for a euchre</source>
      <translation>Puntos por defensor por un euchre</translation>
    </message>
    <message>
      <source>What each defender scores when the maker takes fewer than 3 tricks.</source>
      <translation>O que puntúa cada defensor cando o mandante leva menos de 3 bazas.</translation>
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
      <translation>As cartas</translation>
    </message>
    <message>
      <source>Tricks</source>
      <translation>Bazas</translation>
    </message>
    <message>
      <source>Following suit</source>
      <translation>Seguir o pau</translation>
    </message>
    <message>
      <source>Trumping</source>
      <translation>Fallar</translation>
    </message>
    <message>
      <source>Trump and the bowers</source>
      <translation>O triunfo e os bowers</translation>
    </message>
    <message>
      <source>Ghost Hand</source>
      <translation>Ghost Hand</translation>
    </message>
    <message>
      <source>The deal</source>
      <translation>O reparto</translation>
    </message>
    <message>
      <source>Bidding</source>
      <translation>A poxa</translation>
    </message>
    <message>
      <source>The ghost hand and the swap</source>
      <translation>A man pantasma e o cambio</translation>
    </message>
    <message>
      <source>Trump and play</source>
      <translation>Triunfo e xogo</translation>
    </message>
    <message>
      <source>Scoring in Ghost Hand</source>
      <translation>Puntuación en Ghost Hand</translation>
    </message>
    <message>
      <source>Cutthroat</source>
      <translation>Cutthroat</translation>
    </message>
    <message>
      <source>The deal and the up-card</source>
      <translation>O reparto e a carta vista</translation>
    </message>
    <message>
      <source>Round one: ordering up</source>
      <translation>Primeira rolda: mandar</translation>
    </message>
    <message>
      <source>Round two: naming trump</source>
      <translation>Segunda rolda: escoller o triunfo</translation>
    </message>
    <message>
      <source>Taking the dummy</source>
      <translation>Coller o morto</translation>
    </message>
    <message>
      <source>Going alone</source>
      <translation>Xogar en solitario</translation>
    </message>
    <message>
      <source>Defending alone</source>
      <translation>Defender en solitario</translation>
    </message>
    <message>
      <source>Who leads</source>
      <translation>Quen sae</translation>
    </message>
    <message>
      <source>Scoring in Cutthroat</source>
      <translation>Puntuación en Cutthroat</translation>
    </message>
    <message>
      <source>Reneges and calls</source>
      <translation>Renuncios e denuncias</translation>
    </message>
    <message>
      <source>Stick the dealer</source>
      <translation>Repartidor obrigado</translation>
    </message>
    <message>
      <source>Winning the game</source>
      <translation>Gañar a partida</translation>
    </message>
    <message>
      <source>This game's rules</source>
      <translation>As regras desta partida</translation>
    </message>
    <message>
      <source>Glossary</source>
      <translation>Glosario</translation>
    </message>
    <message>
      <source>Bower</source>
      <translation>Bower</translation>
    </message>
    <message>
      <source>Either of the two highest trumps: the jacks of trump's colour.</source>
      <translation>Calquera dos dous triunfos máis altos: as jotas da cor do triunfo.</translation>
    </message>
    <message>
      <source>Right bower</source>
      <translation>Bower dereito</translation>
    </message>
    <message>
      <source>The jack of the trump suit, the highest card of the hand.</source>
      <translation>A jota do pau de triunfo, a carta máis alta da man.</translation>
    </message>
    <message>
      <source>Left bower</source>
      <translation>Bower esquerdo</translation>
    </message>
    <message>
      <source>The other jack of the same colour as trump. It counts as a trump, the second highest, and no longer belongs to its printed suit.</source>
      <translation>A outra jota da mesma cor ca o triunfo. Conta como triunfo, o segundo máis alto, e xa non pertence ao pau que leva impreso.</translation>
    </message>
    <message>
      <source>Trump</source>
      <translation>Triunfo</translation>
    </message>
    <message>
      <source>The suit chosen for the hand. Any trump beats any card of another suit.</source>
      <translation>O pau escollido para a man. Calquera triunfo gaña a calquera carta doutro pau.</translation>
    </message>
    <message>
      <source>Follow suit</source>
      <translation>Seguir o pau</translation>
    </message>
    <message>
      <source>Play a card of the suit that was led. You must when you can.</source>
      <translation>Xogar unha carta do pau que saíu. É obrigatorio cando se pode.</translation>
    </message>
    <message>
      <source>Lead</source>
      <translation>Saír</translation>
    </message>
    <message>
      <source>Play the first card of a trick. The winner of a trick leads the next one.</source>
      <translation>Xogar a primeira carta dunha baza. Quen gaña unha baza sae na seguinte.</translation>
    </message>
    <message>
      <source>Trick</source>
      <translation>Baza</translation>
    </message>
    <message>
      <source>One card from each player in play. The highest trump takes it, or else the highest card of the suit led.</source>
      <translation>Unha carta de cada xogador en xogo. Lévaa o triunfo máis alto, ou se non a carta máis alta do pau que saíu.</translation>
    </message>
    <message>
      <source>Order up</source>
      <translation>Mandar</translation>
    </message>
    <message>
      <source>In Cutthroat's first round: make the up-card's suit trump. The dealer does it by accepting.</source>
      <translation>Na primeira rolda de Cutthroat: facer triunfo o pau da carta vista. O repartidor faino aceptando.</translation>
    </message>
    <message>
      <source>Pick up</source>
      <translation>Coller</translation>
    </message>
    <message>
      <source>The dealer takes the up-card into their hand and discards a card face down.</source>
      <translation>O repartidor colle a carta vista na man e descarta unha carta boca abaixo.</translation>
    </message>
    <message>
      <source>Kitty</source>
      <translation>Monte</translation>
    </message>
    <message>
      <source>In Cutthroat, the four cards left over after the deal. Its top card is turned face up.</source>
      <translation>En Cutthroat, as catro cartas que sobran despois do reparto. A de enriba vólvese boca arriba.</translation>
    </message>
    <message>
      <source>Up-card</source>
      <translation>Carta vista</translation>
    </message>
    <message>
      <source>The kitty's top card, face up. In round one its suit is offered as trump.</source>
      <translation>A carta de enriba do monte, boca arriba. Na primeira rolda ofrécese o seu pau como triunfo.</translation>
    </message>
    <message>
      <source>Turned down</source>
      <translation>Volta boca abaixo</translation>
    </message>
    <message>
      <source>When everyone passes in round one, the up-card is turned face down and its suit cannot be trump in that hand.</source>
      <translation>Cando todos pasan na primeira rolda, a carta vista vólvese boca abaixo e o seu pau non pode ser triunfo nesa man.</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>Morto</translation>
    </message>
    <message>
      <source>In Cutthroat, a spare hand of five cards dealt face down. The maker may take it.</source>
      <translation>En Cutthroat, unha man de reserva de cinco cartas repartida boca abaixo. O mandante pode collela.</translation>
    </message>
    <message>
      <source>Ghost hand</source>
      <translation>Man pantasma</translation>
    </message>
    <message>
      <source>In Ghost Hand, a spare hand of six cards dealt face down. One player per hand may swap for it.</source>
      <translation>En Ghost Hand, unha man de reserva de seis cartas repartida boca abaixo. Un xogador por man pode cambiala pola súa.</translation>
    </message>
    <message>
      <source>Dead hand</source>
      <translation>Man morta</translation>
    </message>
    <message>
      <source>The cards given up in a swap. They lie face down and take no part in the hand.</source>
      <translation>As cartas deixadas nun cambio. Quedan boca abaixo e non toman parte na man.</translation>
    </message>
    <message>
      <source>Swap</source>
      <translation>Cambio</translation>
    </message>
    <message>
      <source>Trade your whole hand for the ghost hand, sight unseen, before you bid.</source>
      <translation>Cambiar toda a túa man pola man pantasma, sen vela, antes de poxar.</translation>
    </message>
    <message>
      <source>March</source>
      <translation>Capote</translation>
    </message>
    <message>
      <source>In Cutthroat, the maker taking all five tricks.</source>
      <translation>En Cutthroat, o mandante leva as cinco bazas.</translation>
    </message>
    <message>
      <source>Euchre</source>
      <translation>Euchre</translation>
    </message>
    <message>
      <source>In Cutthroat, stopping the maker from taking three tricks. The maker is euchred and each defender scores.</source>
      <translation>En Cutthroat, impedir que o mandante leve tres bazas. O mandante leva euchre e cada defensor puntúa.</translation>
    </message>
    <message>
      <source>Set</source>
      <translation>Caer</translation>
    </message>
    <message>
      <source>In Ghost Hand, a declarer who takes fewer tricks than bid is set and loses the bid.</source>
      <translation>En Ghost Hand, un declarante que leva menos bazas das que poxou cae e perde a poxa.</translation>
    </message>
    <message>
      <source>Moon</source>
      <translation>Lúa</translation>
    </message>
    <message>
      <source>In Ghost Hand, the bid of all six tricks.</source>
      <translation>En Ghost Hand, a poxa de todas as seis bazas.</translation>
    </message>
    <message>
      <source>Shoot the moon</source>
      <translation>Disparar á lúa</translation>
    </message>
    <message>
      <source>Bid the moon: claim all six tricks, for a big score if you take them all.</source>
      <translation>Poxar a lúa: reclamar as seis bazas, por unha gran puntuación se as levas todas.</translation>
    </message>
    <message>
      <source>Alone</source>
      <translation>En solitario</translation>
    </message>
    <message>
      <source>In Cutthroat, playing without help: a maker who leaves the dummy unseen, or a defender who plays without the other defender.</source>
      <translation>En Cutthroat, xogar sen axuda: un mandante que deixa o morto sen ver, ou un defensor que xoga sen o outro defensor.</translation>
    </message>
    <message>
      <source>Defend alone</source>
      <translation>Defender en solitario</translation>
    </message>
    <message>
      <source>In Cutthroat, one defender takes on the maker single-handed while the other sits out.</source>
      <translation>En Cutthroat, un defensor enfróntase ao mandante el só mentres o outro queda fóra.</translation>
    </message>
    <message>
      <source>Sits out</source>
      <translation>Queda fóra</translation>
    </message>
    <message>
      <source>A defender whose partner defends alone puts their cards down and plays no part in the hand, but still shares the defenders' points.</source>
      <translation>Un defensor cuxo compañeiro defende en solitario deixa as súas cartas e non toma parte na man, pero comparte os puntos dos defensores.</translation>
    </message>
    <message>
      <source>Renege</source>
      <translation>Renuncio</translation>
    </message>
    <message>
      <source>Failing to follow suit when you could have.</source>
      <translation>Non seguir o pau cando se podía.</translation>
    </message>
    <message>
      <source>A house rule: the dealer may not pass when everyone else has passed.</source>
      <translation>Unha regra da casa: o repartidor non pode pasar cando todos os demais pasaron.</translation>
    </message>
    <message>
      <source>Declarer</source>
      <translation>Declarante</translation>
    </message>
    <message>
      <source>In Ghost Hand, the highest bidder, who names trump and leads first.</source>
      <translation>En Ghost Hand, o que máis poxou, que escolle o triunfo e sae primeiro.</translation>
    </message>
    <message>
      <source>Maker</source>
      <translation>Mandante</translation>
    </message>
    <message>
      <source>In Cutthroat, the player who made trump, playing against the other two.</source>
      <translation>En Cutthroat, o xogador que fixo o triunfo, que xoga contra os outros dous.</translation>
    </message>
    <message>
      <source>Defenders</source>
      <translation>Defensores</translation>
    </message>
    <message>
      <source>In Cutthroat, the two players who are not the maker. They play together against the maker.</source>
      <translation>En Cutthroat, os dous xogadores que non son o mandante. Xogan xuntos contra o mandante.</translation>
    </message>
    <message>
      <source>Target</source>
      <translation>Obxectivo</translation>
    </message>
    <message>
      <source>The score that ends the game: 32 points in Ghost Hand and 10 in Cutthroat, unless the game sets another.</source>
      <translation>A puntuación que remata a partida: 32 puntos en Ghost Hand e 10 en Cutthroat, salvo que a partida fixe outra.</translation>
    </message>
    <message>
      <source>on</source>
      <translation>activada</translation>
    </message>
    <message>
      <source>off</source>
      <translation>desactivada</translation>
    </message>
    <message>
      <source>swap</source>
      <translation>cambio</translation>
    </message>
    <message>
      <source>shooting the moon</source>
      <translation>disparar á lúa</translation>
    </message>
    <message>
      <source>going alone</source>
      <translation>xogar en solitario</translation>
    </message>
    <message>
      <source>defending alone</source>
      <translation>defender en solitario</translation>
    </message>
    <message>
      <source>More</source>
      <translation>Máis</translation>
    </message>
    <message>
      <source>Ghost Euchre is two card games for three players: &lt;b&gt;Ghost Hand&lt;/b&gt; and &lt;b&gt;Cutthroat&lt;/b&gt;. Both use the 24-card euchre deck, both are played in tricks, and in both one suit is {0} for the hand, with the two jacks of its colour, the {1}, as its highest cards. You play against two bots; the first to reach the {2} with more points than anyone else wins.</source>
      <translation>Ghost Euchre son dous xogos de cartas para tres xogadores: &lt;b&gt;Ghost Hand&lt;/b&gt; e &lt;b&gt;Cutthroat&lt;/b&gt;. Os dous usan a baralla de euchre de 24 cartas, os dous xóganse por bazas, e nos dous un pau é {0} na man, coas dúas jotas da súa cor, os {1}, como cartas máis altas. Xogas contra dous bots; gaña o primeiro que chegue á {2} con máis puntos ca ninguén.</translation>
    </message>
    <message>
      <source>trump</source>
      <translation>triunfo</translation>
    </message>
    <message>
      <source>bowers</source>
      <translation>bowers</translation>
    </message>
    <message>
      <source>target score</source>
      <translation>puntuación obxectivo</translation>
    </message>
    <message>
      <source>Read the cards, tricks and bowers first: both games share them. Then read the game you want to play. Linked words are explained in the glossary at the end. At the table, F1 opens this page again.</source>
      <translation>Le primeiro as cartas, as bazas e os bowers: os dous xogos compárteos. Despois le o xogo que queres xogar. As palabras ligadas explícanse no glosario do final. Na mesa, F1 abre esta páxina de novo.</translation>
    </message>
    <message>
      <source>The deck has 24 cards: the 9, 10, jack, queen, king and ace of each of the four suits, clubs ♣, diamonds ♦, hearts ♥ and spades ♠. Clubs and spades are black; diamonds and hearts are red.</source>
      <translation>A baralla ten 24 cartas: o 9, o 10, a jota, a raíña, o rei e o as de cada un dos catro paus, trevos ♣, diamantes ♦, corazóns ♥ e picas ♠. Os trevos e as picas son negros; os diamantes e os corazóns, vermellos.</translation>
    </message>
    <message>
      <source>A suit that is not trump, from high to low: ace, king, queen, jack, 10, 9.</source>
      <translation>Un pau que non é triunfo, de alto a baixo: as, rei, raíña, jota, 10, 9.</translation>
    </message>
    <message>
      <source>A hand is played in {0}. One player {1}: plays any card they like. Then each other player, in turn to the left, plays one card. The cards played together form the trick, and one player wins it.</source>
      <translation>Unha man xógase en {0}. Un xogador {1}: xoga a carta que queira. Despois cada un dos outros xogadores, por quendas cara á esquerda, xoga unha carta. As cartas xogadas xuntas forman a baza, e un xogador gáñaa.</translation>
    </message>
    <message>
      <source>tricks</source>
      <translation>bazas</translation>
    </message>
    <message>
      <source>leads</source>
      <translation>sae</translation>
    </message>
    <message>
      <source>You must &lt;b&gt;follow suit&lt;/b&gt;: if you hold a card of the suit that was led, you must play one. Only when you have none may you play anything else, a trump or any other card. Failing to follow when you could is a {0}.</source>
      <translation>Tes que &lt;b&gt;seguir o pau&lt;/b&gt;: se tes unha carta do pau que saíu, tes que xogar unha. Só cando non tes ningunha podes xogar outra cousa, un triunfo ou calquera outra carta. Non seguir o pau cando podías é un {0}.</translation>
    </message>
    <message>
      <source>renege</source>
      <translation>renuncio</translation>
    </message>
    <message>
      <source>Your four-colour deck prints clubs in green and diamonds in blue; in the rules, clubs are still black and diamonds still red.</source>
      <translation>A túa baralla de catro cores imprime os trevos en verde e os diamantes en azul; nas regras, os trevos seguen sendo negros e os diamantes vermellos.</translation>
    </message>
    <message>
      <source>The highest trump in a trick wins it. If nobody played a trump, the highest card of the suit that was led wins; a card of any other suit cannot win, however high. The winner of a trick leads the next one.</source>
      <translation>O triunfo máis alto dunha baza gáñaa. Se ninguén xogou triunfo, gaña a carta máis alta do pau que saíu; unha carta doutro pau non pode gañar, por alta que sexa. Quen gaña unha baza sae na seguinte.</translation>
    </message>
    <message>
      <source>Hearts are trump. The K♠ is led and the 9♠ follows. The third player has no spades and plays the 9♥: a trump, so it wins.</source>
      <translation>Os corazóns son triunfo. Sae o K♠ e segue o 9♠. O terceiro xogador non ten picas e xoga o 9♥: un triunfo, así que gaña.</translation>
    </message>
    <message>
      <source>In every hand one suit is trump. The jack of trump, the &lt;b&gt;right bower&lt;/b&gt;, is the highest card of the hand. The other jack of the same colour, the &lt;b&gt;left bower&lt;/b&gt;, is second. After them come the ace, king, queen, 10 and 9 of trump, seven trumps in all.</source>
      <translation>En cada man un pau é triunfo. A jota de triunfo, o &lt;b&gt;bower dereito&lt;/b&gt;, é a carta máis alta da man. A outra jota da mesma cor, o &lt;b&gt;bower esquerdo&lt;/b&gt;, é a segunda. Despois veñen o as, o rei, a raíña, o 10 e o 9 de triunfo, sete triunfos en total.</translation>
    </message>
    <message>
      <source>Hearts are trump: the J♥ (right bower), the J♦ (left bower), then A, K, Q, 10, 9 of hearts.</source>
      <translation>Os corazóns son triunfo: a J♥ (bower dereito), a J♦ (bower esquerdo), despois A, K, Q, 10, 9 de corazóns.</translation>
    </message>
    <message>
      <source>The left bower changes suit. While hearts are trump, the J♦ is a heart for everything: it follows hearts, not diamonds; led, it is a heart lead; and if you hold it and hearts are led, you must play it or another heart. Diamonds then have only five cards.</source>
      <translation>O bower esquerdo cambia de pau. Mentres os corazóns son triunfo, a J♦ é un corazón para todo: segue corazóns, non diamantes; se sae con ela, é unha saída de corazóns; e se a tes e saen corazóns, tes que xogala a ela ou outro corazón. Os diamantes quedan entón con só cinco cartas.</translation>
    </message>
    <message>
      <source>clubs ♣</source>
      <translation>trevos ♣</translation>
    </message>
    <message>
      <source>J♣ right, J♠ left</source>
      <translation>J♣ dereito, J♠ esquerdo</translation>
    </message>
    <message>
      <source>spades ♠</source>
      <translation>picas ♠</translation>
    </message>
    <message>
      <source>J♠ right, J♣ left</source>
      <translation>J♠ dereito, J♣ esquerdo</translation>
    </message>
    <message>
      <source>hearts ♥</source>
      <translation>corazóns ♥</translation>
    </message>
    <message>
      <source>J♥ right, J♦ left</source>
      <translation>J♥ dereito, J♦ esquerdo</translation>
    </message>
    <message>
      <source>diamonds ♦</source>
      <translation>diamantes ♦</translation>
    </message>
    <message>
      <source>J♦ right, J♥ left</source>
      <translation>J♦ dereito, J♥ esquerdo</translation>
    </message>
    <message>
      <source>When trump is</source>
      <translation>Cando o triunfo é</translation>
    </message>
    <message>
      <source>the bowers are</source>
      <translation>os bowers son</translation>
    </message>
    <message>
      <source>Ghost Hand uses all 24 cards and six tricks a hand. Each player bids how many tricks they will take, and a fourth hand, the {0}, lies face down for anyone who would rather swap their cards for it.</source>
      <translation>Ghost Hand usa as 24 cartas e seis bazas por man. Cada xogador poxa cantas bazas vai levar, e unha cuarta man, a {0}, queda boca abaixo para quen prefira cambiar as súas cartas por ela.</translation>
    </message>
    <message>
      <source>ghost hand</source>
      <translation>man pantasma</translation>
    </message>
    <message>
      <source>The dealer gives six cards to each player and six to the ghost hand, face down. The deal passes to the left after every hand.</source>
      <translation>O repartidor dá seis cartas a cada xogador e seis á man pantasma, boca abaixo. O reparto pasa á esquerda despois de cada man.</translation>
    </message>
    <message>
      <source>The ghost hand: six cards nobody has seen.</source>
      <translation>A man pantasma: seis cartas que ninguén viu.</translation>
    </message>
    <message>
      <source>Bidding starts with the player to the dealer's left and goes round once; the dealer speaks last. On your turn you may bid 3, 4 or 5 tricks (more than any earlier bid of this hand), {0}, or pass. Shooting the moon claims all six tricks and beats every bid; after it the others can only pass.</source>
      <translation>A poxa comeza co xogador á esquerda do repartidor e dá unha volta; o repartidor fala o último. Na túa quenda podes poxar 3, 4 ou 5 bazas (máis ca calquera poxa anterior desta man), {0}, ou pasar. Disparar á lúa reclama as seis bazas e supera calquera poxa; despois os demais só poden pasar.</translation>
    </message>
    <message>
      <source>shoot the moon</source>
      <translation>disparar á lúa</translation>
    </message>
    <message>
      <source>If all three pass, nobody scores and the next dealer deals again, unless the game is played with {0}.</source>
      <translation>Se os tres pasan, ninguén puntúa e o seguinte repartidor volve repartir, salvo que se xogue co {0}.</translation>
    </message>
    <message>
      <source>stick the dealer</source>
      <translation>repartidor obrigado</translation>
    </message>
    <message>
      <source>On your turn, before you bid, you may &lt;b&gt;swap&lt;/b&gt;: trade your whole hand for the ghost hand without looking at it first. Then you bid or pass with the new cards. Only one player may swap in each hand. The hand given up is {0}: it lies face down and takes no part in the hand.</source>
      <translation>Na túa quenda, antes de poxar, podes &lt;b&gt;cambiar&lt;/b&gt;: trocar toda a túa man pola man pantasma sen mirala antes. Despois poxas ou pasas coas cartas novas. Só un xogador pode cambiar en cada man. A man deixada queda {0}: está boca abaixo e non toma parte na man.</translation>
    </message>
    <message>
      <source>dead</source>
      <translation>morta</translation>
    </message>
    <message>
      <source>Swap when your cards are poor. The ghost hand is a fresh chance, but it may be no better. (A house rule can turn swapping off.)</source>
      <translation>Cambia cando as túas cartas son pobres. A man pantasma é unha nova oportunidade, pero pode non ser mellor. (Unha regra da casa pode desactivar o cambio.)</translation>
    </message>
    <message>
      <source>The highest bidder is the {0}. The declarer names any suit as trump and leads the first trick, and the three players play all six tricks.</source>
      <translation>Quen máis poxa é o {0}. O declarante escolle calquera pau como triunfo e sae na primeira baza, e os tres xogadores xogan as seis bazas.</translation>
    </message>
    <message>
      <source>declarer</source>
      <translation>declarante</translation>
    </message>
    <message>
      <source>After the sixth trick:</source>
      <translation>Despois da sexta baza:</translation>
    </message>
    <message>
      <source>Each player who did not declare</source>
      <translation>Cada xogador que non declarou</translation>
    </message>
    <message>
      <source>+1 a trick</source>
      <translation>+1 por baza</translation>
    </message>
    <message>
      <source>The declarer, taking at least the tricks bid</source>
      <translation>O declarante, se leva polo menos as bazas poxadas</translation>
    </message>
    <message>
      <source>The declarer, taking fewer (the declarer is {0})</source>
      <translation>O declarante, se leva menos (o declarante {0})</translation>
    </message>
    <message>
      <source>set</source>
      <translation>cae</translation>
    </message>
    <message>
      <source>loses the bid</source>
      <translation>perde a poxa</translation>
    </message>
    <message>
      <source>Shooting the moon and taking all six</source>
      <translation>Disparar á lúa e levar as seis</translation>
    </message>
    <message>
      <source>Shooting the moon and losing a trick</source>
      <translation>Disparar á lúa e perder unha baza</translation>
    </message>
    <message>
      <source>Who</source>
      <translation>Quen</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Puntos</translation>
    </message>
    <message>
      <source>For example, Ada bids 4 and takes 5 tricks: she scores 5. You take the sixth trick and score 1. Had Ada taken only 3, she would lose 4 and you would score your tricks all the same.</source>
      <translation>Por exemplo, Ada poxa 4 e leva 5 bazas: puntúa 5. Ti levas a sexta baza e puntúas 1. Se Ada levase só 3, perdería 4 e ti puntuarías as túas bazas igualmente.</translation>
    </message>
    <message>
      <source>Cutthroat is three-handed euchre. In each hand one player, the {0}, chooses trump and plays against the other two, the {1}, who work together for that hand. Five tricks are played, and a spare hand, the {2}, can strengthen the maker.</source>
      <translation>Cutthroat é euchre para tres. En cada man un xogador, o {0}, escolle o triunfo e xoga contra os outros dous, os {1}, que colaboran nesa man. Xóganse cinco bazas, e unha man de reserva, o {2}, pode reforzar o mandante.</translation>
    </message>
    <message>
      <source>maker</source>
      <translation>mandante</translation>
    </message>
    <message>
      <source>defenders</source>
      <translation>defensores</translation>
    </message>
    <message>
      <source>dummy</source>
      <translation>morto</translation>
    </message>
    <message>
      <source>The dealer gives five cards to each player and five to the dummy, face down. The last four cards are the {0}; its top card is turned face up: the {1}.</source>
      <translation>O repartidor dá cinco cartas a cada xogador e cinco ao morto, boca abaixo. As catro últimas cartas son o {0}; a de enriba vólvese boca arriba: a {1}.</translation>
    </message>
    <message>
      <source>kitty</source>
      <translation>monte</translation>
    </message>
    <message>
      <source>up-card</source>
      <translation>carta vista</translation>
    </message>
    <message>
      <source>The kitty, with the Q♦ as its up-card: diamonds are offered as trump.</source>
      <translation>O monte, coa Q♦ como carta vista: ofrécense os diamantes como triunfo.</translation>
    </message>
    <message>
      <source>Starting to the dealer's left, each player in turn may {0} (make the up-card's suit trump) or pass. The first to order up becomes the maker. When the dealer does it (the dealer &lt;i&gt;accepts&lt;/i&gt;), the dealer takes the up-card into their hand.</source>
      <translation>Empezando á esquerda do repartidor, cada xogador na súa quenda pode {0} (facer triunfo o pau da carta vista) ou pasar. O primeiro en mandar pasa a ser o mandante. Cando o fai o repartidor (o repartidor &lt;i&gt;acepta&lt;/i&gt;), o repartidor colle a carta vista na man.</translation>
    </message>
    <message>
      <source>order up</source>
      <translation>mandar</translation>
    </message>
    <message>
      <source>When another player orders up, the dealer may {0} the up-card and discard one card face down, or leave it; either way its suit is trump. (A house rule can make the pick-up compulsory.)</source>
      <translation>Cando outro xogador manda, o repartidor pode {0} a carta vista e descartar unha carta boca abaixo, ou deixala; en calquera caso o seu pau é triunfo. (Unha regra da casa pode facer obrigatorio collela.)</translation>
    </message>
    <message>
      <source>pick up</source>
      <translation>coller</translation>
    </message>
    <message>
      <source>If all three pass, the up-card is {0} and its suit cannot be trump in this hand. Starting again to the dealer's left, each player may name any other suit as trump, or pass. The first to name one becomes the maker. If everyone passes again, nobody scores and the deal passes to the left.</source>
      <translation>Se os tres pasan, a carta vista {0} e o seu pau non pode ser triunfo nesta man. Empezando de novo á esquerda do repartidor, cada xogador pode escoller calquera outro pau como triunfo, ou pasar. O primeiro en escoller un pasa a ser o mandante. Se todos pasan outra vez, ninguén puntúa e o reparto pasa á esquerda.</translation>
    </message>
    <message>
      <source>turned down</source>
      <translation>vólvese boca abaixo</translation>
    </message>
    <message>
      <source>Before anyone sees the dummy, the maker chooses. &lt;b&gt;Take the dummy&lt;/b&gt;: add its five cards to your hand, then discard down to five, keeping the best. (A dealer who has just taken the up-card discards six of eleven.)</source>
      <translation>Antes de que ninguén vexa o morto, o mandante decide. &lt;b&gt;Coller o morto&lt;/b&gt;: engade as súas cinco cartas á túa man e despois descarta ata quedar con cinco, as mellores. (Un repartidor que acaba de coller a carta vista descarta seis de once.)</translation>
    </message>
    <message>
      <source>Or &lt;b&gt;go alone&lt;/b&gt;: leave the dummy unseen and play the cards you hold. Going alone is a risk that pays: a march alone scores more. (A dealer who has just taken the up-card discards one card.)</source>
      <translation>Ou &lt;b&gt;xogar en solitario&lt;/b&gt;: deixa o morto sen ver e xoga as cartas que tes. Xogar en solitario é un risco que paga: un capote en solitario puntúa máis. (Un repartidor que acaba de coller a carta vista descarta unha carta.)</translation>
    </message>
    <message>
      <source>Then each defender in turn, starting to the maker's left, may &lt;b&gt;defend alone&lt;/b&gt; or pass. When one does, the other defender {0}: their cards stay down and they play no part in the hand, but they share the defenders' points. Only one defender may go alone. (A house rule can forbid defending alone.)</source>
      <translation>Despois cada defensor na súa quenda, empezando á esquerda do mandante, pode &lt;b&gt;defender en solitario&lt;/b&gt; ou pasar. Cando un o fai, o outro defensor {0}: as súas cartas quedan boca abaixo e non toma parte na man, pero comparte os puntos dos defensores. Só un defensor pode xogar en solitario. (Unha regra da casa pode prohibir defender en solitario.)</translation>
    </message>
    <message>
      <source>sits out</source>
      <translation>queda fóra</translation>
    </message>
    <message>
      <source>The player to the dealer's left leads the first trick. If one player went alone, the first player still in play to that player's left leads instead. If the maker and a defender both went alone, the lone defender leads.</source>
      <translation>O xogador á esquerda do repartidor sae na primeira baza. Se un xogador xogou en solitario, sae no seu lugar o primeiro xogador aínda en xogo á esquerda dese xogador. Se o mandante e un defensor xogaron en solitario, sae o defensor en solitario.</translation>
    </message>
    <message>
      <source>The maker's tricks are counted against the defenders' tricks together:</source>
      <translation>As bazas do mandante cóntanse contra as dos defensores xuntos:</translation>
    </message>
    <message>
      <source>The maker takes 3 or 4 tricks</source>
      <translation>O mandante leva 3 ou 4 bazas</translation>
    </message>
    <message>
      <source>maker +1</source>
      <translation>mandante +1</translation>
    </message>
    <message>
      <source>The maker takes all 5, a {0}</source>
      <translation>O mandante leva as 5, un {0}</translation>
    </message>
    <message>
      <source>march</source>
      <translation>capote</translation>
    </message>
    <message>
      <source>maker {0}</source>
      <translation>mandante {0}</translation>
    </message>
    <message>
      <source>The maker went alone and takes all 5</source>
      <translation>O mandante xogou en solitario e leva as 5</translation>
    </message>
    <message>
      <source>The maker takes fewer than 3: a {0}</source>
      <translation>O mandante leva menos de 3: un {0}</translation>
    </message>
    <message>
      <source>euchre</source>
      <translation>euchre</translation>
    </message>
    <message>
      <source>each defender {0}</source>
      <translation>cada defensor {0}</translation>
    </message>
    <message>
      <source>A defender went alone; the defenders take 3 or 4</source>
      <translation>Un defensor xogou en solitario; os defensores levan 3 ou 4</translation>
    </message>
    <message>
      <source>each defender +2</source>
      <translation>cada defensor +2</translation>
    </message>
    <message>
      <source>A defender went alone; the defenders take all 5</source>
      <translation>Un defensor xogou en solitario; os defensores levan as 5</translation>
    </message>
    <message>
      <source>each defender +4</source>
      <translation>cada defensor +4</translation>
    </message>
    <message>
      <source>What happens</source>
      <translation>Que pasa</translation>
    </message>
    <message>
      <source>Both defenders score, the one who sat out too. When the maker takes 3 or more against a lone defender, the maker scores as usual.</source>
      <translation>Os dous defensores puntúan, tamén o que quedou fóra. Cando o mandante leva 3 ou máis contra un defensor en solitario, o mandante puntúa como sempre.</translation>
    </message>
    <message>
      <source>Failing to follow suit when you could have is a &lt;b&gt;renege&lt;/b&gt;. Usually the game refuses such a card and tells you why.</source>
      <translation>Non seguir o pau cando podías é un &lt;b&gt;renuncio&lt;/b&gt;. Normalmente o xogo rexeita esa carta e di por que.</translation>
    </message>
    <message>
      <source>With the house rule that allows reneges, the card is played and the trick stands, but any other player may &lt;b&gt;call&lt;/b&gt; the renege once the cards played prove it: the player did not follow a suit earlier in the hand and has since played a card of that suit. A call that holds costs the offender {0} points for each renege it proves; a call the cards do not prove is refused. Calls are possible until the next hand is dealt. A renege nobody calls costs nothing, so keep watch.</source>
      <translation>Coa regra da casa que permite renuncios, a carta xógase e a baza mantense, pero calquera outro xogador pode &lt;b&gt;denunciar&lt;/b&gt; o renuncio cando as cartas xogadas o proben: o xogador non seguiu un pau antes na man e despois xogou unha carta dese pau. Unha denuncia que se sostén custa ao infractor {0} puntos por cada renuncio que proba; unha denuncia que as cartas non proban rexéitase. Pódese denunciar ata que se reparte a seguinte man. Un renuncio que ninguén denuncia non custa nada, así que estade atentos.</translation>
    </message>
    <message>
      <source>Usually, when everyone passes, the hand is thrown in and the deal moves on. With the house rule &lt;b&gt;stick the dealer&lt;/b&gt;, the dealer may not pass when the others have: in Ghost Hand the dealer must bid at least 3 or shoot the moon; in Cutthroat the dealer must name a suit in round two.</source>
      <translation>Normalmente, cando todos pasan, a man bótase e o reparto segue. Coa regra da casa &lt;b&gt;repartidor obrigado&lt;/b&gt;, o repartidor non pode pasar cando os demais pasaron: en Ghost Hand o repartidor debe poxar polo menos 3 ou disparar á lúa; en Cutthroat o repartidor debe escoller un pau na segunda rolda.</translation>
    </message>
    <message>
      <source>Scores may go below zero. After each hand, if anyone has reached the target (32 points in Ghost Hand and 10 in Cutthroat, unless the game sets another), the player with the most points wins. If two or more share the highest score, another hand is played.</source>
      <translation>As puntuacións poden baixar de cero. Despois de cada man, se alguén chegou ao obxectivo (32 puntos en Ghost Hand e 10 en Cutthroat, salvo que a partida fixe outro), gaña o xogador con máis puntos. Se dous ou máis comparten a puntuación máis alta, xógase outra man.</translation>
    </message>
    <message>
      <source>No game is in progress. A new game uses the rules chosen in Game → New game.</source>
      <translation>Non hai ningunha partida en curso. Unha partida nova usa as regras escollidas en Partida → Nova partida.</translation>
    </message>
    <message>
      <source>The game in progress is played with these rules:</source>
      <translation>A partida en curso xógase con estas regras:</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Partida</translation>
    </message>
    <message>
      <source> (changed from the standard game)</source>
      <translation> (cambiada respecto do xogo estándar)</translation>
    </message>
    <message>
      <source>Rules of Ghost Euchre</source>
      <translation>Regras de Ghost Euchre</translation>
    </message>
  </context>
  <context>
    <name>SaveGame</name>
    <message>
      <source>cannot read {0}: {1}</source>
      <translation>non se pode ler {0}: {1}</translation>
    </message>
    <message>
      <source>not a valid game record: {0}</source>
      <translation>non é un rexistro de partida válido: {0}</translation>
    </message>
    <message>
      <source>the record holds no hand</source>
      <translation>o rexistro non contén ningunha man</translation>
    </message>
    <message>
      <source>players must list three names</source>
      <translation>players debe listar tres nomes</translation>
    </message>
    <message>
      <source>players: {0}</source>
      <translation>players: {0}</translation>
    </message>
    <message>
      <source>app must be a JSON object</source>
      <translation>app debe ser un obxecto JSON</translation>
    </message>
    <message>
      <source>seed must be a whole number from 0 to {0}</source>
      <translation>seed debe ser un número enteiro de 0 a {0}</translation>
    </message>
    <message>
      <source>human must be null or a seat 0, 1 or 2</source>
      <translation>human debe ser null ou un posto 0, 1 ou 2</translation>
    </message>
    <message>
      <source>levels must list three bot levels</source>
      <translation>levels debe listar tres niveis de bot</translation>
    </message>
    <message>
      <source>level of seat {0} must be one of {1}</source>
      <translation>o nivel do posto {0} debe ser un de {1}</translation>
    </message>
  </context>
  <context>
    <name>ScoreChart</name>
    <message>
      <source>Chart of each player's score after each hand</source>
      <translation>Gráfica da puntuación de cada xogador despois de cada man</translation>
    </message>
    <message>
      <source>Hand</source>
      <translation>Man</translation>
    </message>
    <message>
      <source>Target {0}</source>
      <translation>Obxectivo {0}</translation>
    </message>
  </context>
  <context>
    <name>ScoreModel</name>
    <message>
      <source>Hand</source>
      <translation>Man</translation>
    </message>
    <message>
      <source>{0} +/-</source>
      <translation>{0} +/-</translation>
    </message>
    <message>
      <source>{0} total</source>
      <translation>{0} total</translation>
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
      <translation>non é texto</translation>
    </message>
    <message numerus="yes">
      <source>a name has 1 to %n printable character(s)</source>
      <translation>
        <numerusform>un nome ten de 1 a %n carácter imprimible</numerusform>
        <numerusform>un nome ten de 1 a %n caracteres imprimibles</numerusform>
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
      <translation>Todos os niveis</translation>
    </message>
  </context>
  <context>
    <name>StatisticsKeeper</name>
    <message>
      <source>Your statistics could not be read, so they start again from zero.</source>
      <translation>Non se puideron ler as túas estatísticas, así que comezan de novo desde cero.</translation>
    </message>
    <message>
      <source>Your statistics could not be read, so they start again from zero; the file was kept as {0}.</source>
      <translation>Non se puideron ler as túas estatísticas, así que comezan de novo desde cero; o ficheiro gardouse como {0}.</translation>
    </message>
  </context>
  <context>
    <name>StatisticsWindow</name>
    <message>
      <source>Statistics</source>
      <translation>Estatísticas</translation>
    </message>
    <message>
      <source>&amp;Reset…</source>
      <translation>&amp;Restabelecer…</translation>
    </message>
    <message>
      <source>&amp;Difficulty:</source>
      <translation>&amp;Dificultade:</translation>
    </message>
    <message>
      <source>What the words mean: {0}.</source>
      <translation>Que significan as palabras: {0}.</translation>
    </message>
    <message>
      <source>—</source>
      <translation>—</translation>
    </message>
    <message>
      <source>Games played</source>
      <translation>Partidas xogadas</translation>
    </message>
    <message>
      <source>Games won</source>
      <translation>Partidas gañadas</translation>
    </message>
    <message>
      <source>Win rate</source>
      <translation>Porcentaxe de vitorias</translation>
    </message>
    <message>
      <source>{0}%</source>
      <translation>{0} %</translation>
    </message>
    <message>
      <source>Average final score</source>
      <translation>Puntuación final media</translation>
    </message>
    <message>
      <source>Best winning streak</source>
      <translation>Mellor racha de vitorias</translation>
    </message>
    <message>
      <source>Current winning streak</source>
      <translation>Racha de vitorias actual</translation>
    </message>
    <message>
      <source>Hands played</source>
      <translation>Mans xogadas</translation>
    </message>
    <message>
      <source>Hands you declared</source>
      <translation>Mans nas que fuches declarante</translation>
    </message>
    <message>
      <source>Bids you made</source>
      <translation>Poxas que cumpriches</translation>
    </message>
    <message>
      <source>Moons you shot</source>
      <translation>Lúas que disparaches</translation>
    </message>
    <message>
      <source>Moons you made</source>
      <translation>Lúas que conseguiches</translation>
    </message>
    <message>
      <source>Declarers you set</source>
      <translation>Declarantes que fixeches caer</translation>
    </message>
    <message>
      <source>Times you were set</source>
      <translation>Veces que caíches</translation>
    </message>
    <message>
      <source>Hands you named trump</source>
      <translation>Mans nas que escolliches o triunfo</translation>
    </message>
    <message>
      <source>… and took 3 tricks or more</source>
      <translation>… e levaches 3 bazas ou máis</translation>
    </message>
    <message>
      <source>Makers you euchred</source>
      <translation>Mandantes aos que lles deches euchre</translation>
    </message>
    <message>
      <source>Times you were euchred</source>
      <translation>Veces que levaches euchre</translation>
    </message>
    <message>
      <source>Hands you took all 5 tricks as the maker</source>
      <translation>Mans nas que levaches as 5 bazas como mandante</translation>
    </message>
    <message>
      <source>Hands you went alone</source>
      <translation>Mans nas que xogaches en solitario</translation>
    </message>
    <message>
      <source>Hands you defended alone</source>
      <translation>Mans nas que defendiches en solitario</translation>
    </message>
    <message>
      <source>Reneges called against you</source>
      <translation>Renuncios denunciados contra ti</translation>
    </message>
    <message>
      <source>Reneges you called</source>
      <translation>Renuncios que denunciaches</translation>
    </message>
    <message>
      <source>Reset statistics</source>
      <translation>Restabelecer as estatísticas</translation>
    </message>
    <message>
      <source>Forget all your statistics in both games? This cannot be undone.</source>
      <translation>Esquecer todas as túas estatísticas nos dous xogos? Isto non se pode desfacer.</translation>
    </message>
    <message>
      <source>Reset</source>
      <translation>Restabelecer</translation>
    </message>
  </context>
  <context>
    <name>SummaryOverlay</name>
    <message>
      <source>Review your play</source>
      <translation>Revisar o teu xogo</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Xogador</translation>
    </message>
    <message>
      <source>Tricks</source>
      <translation>Bazas</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Puntos</translation>
    </message>
    <message>
      <source>Why</source>
      <translation>Por que</translation>
    </message>
  </context>
  <context>
    <name>TableView</name>
    <message>
      <source>Left {0}</source>
      <translation>Esquerdo {0}</translation>
    </message>
    <message>
      <source>The left bower: while {0} are trump, the {1} counts as one of the {0}, the second-highest trump.</source>
      <translation>O bower esquerdo: mentres o triunfo sexa {0}, a carta {1} conta como do pau de {0}, o segundo triunfo máis alto.</translation>
    </message>
    <message>
      <source>Right {0}</source>
      <translation>Dereito {0}</translation>
    </message>
    <message>
      <source>The right bower: the {0}, the highest trump.</source>
      <translation>O bower dereito: a carta {0}, o triunfo máis alto.</translation>
    </message>
    <message>
      <source>Led</source>
      <translation>Saída</translation>
    </message>
    <message>
      <source>Ghost hand</source>
      <translation>Man pantasma</translation>
    </message>
    <message>
      <source>Last trick — won by you</source>
      <translation>Última baza — gañada por ti</translation>
    </message>
    <message>
      <source>Dead hand (given up by you)</source>
      <translation>Man morta (deixada por ti)</translation>
    </message>
    <message>
      <source>Dead hand (given up by {0})</source>
      <translation>Man morta (deixada por {0})</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>Morto</translation>
    </message>
    <message>
      <source>Kitty: {0} turned up</source>
      <translation>Monte: {0} á vista</translation>
    </message>
    <message>
      <source>Kitty (the {0} was picked up)</source>
      <translation>Monte (colleuse a carta {0})</translation>
    </message>
    <message>
      <source>Kitty ({0} turned down)</source>
      <translation>Monte ({0} boca abaixo)</translation>
    </message>
    <message>
      <source>Trump: {0}</source>
      <translation>Triunfo: {0}</translation>
    </message>
    <message>
      <source>Hand {0}</source>
      <translation>Man {0}</translation>
    </message>
    <message>
      <source>Playing to {0}</source>
      <translation>Xógase a {0}</translation>
    </message>
    <message>
      <source>thinking</source>
      <translation>pensando</translation>
    </message>
    <message>
      <source>sits out</source>
      <translation>queda fóra</translation>
    </message>
    <message>
      <source>passed</source>
      <translation>pasou</translation>
    </message>
    <message>
      <source>moon</source>
      <translation>lúa</translation>
    </message>
    <message>
      <source>bid {0}</source>
      <translation>poxa {0}</translation>
    </message>
    <message>
      <source>maker</source>
      <translation>mandante</translation>
    </message>
    <message>
      <source>alone</source>
      <translation>en solitario</translation>
    </message>
    <message>
      <source>Score {0}  ·  Tricks {1}</source>
      <translation>Puntos {0}  ·  Bazas {1}</translation>
    </message>
    <message>
      <source>Your cards are sure to take every trick left: they are played out for you at once, then the hand is scored.</source>
      <translation>As túas cartas gañan con seguridade todas as bazas que quedan: xóganse por ti de inmediato e logo puntúase a man.</translation>
    </message>
    <message>
      <source>Say that this player did not follow suit when they could: if it is true, they lose points; if not, you do.</source>
      <translation>Di que este xogador non seguiu o pau cando podía: se é certo, perde puntos; se non, pérdelos ti.</translation>
    </message>
    <message>
      <source>Deal the next hand.</source>
      <translation>Repartir a seguinte man.</translation>
    </message>
    <message>
      <source>Put the chosen cards aside face down: you play the hand with the other five.</source>
      <translation>Deixa as cartas escollidas boca abaixo: xogas a man coas outras cinco.</translation>
    </message>
    <message>
      <source>Swap: give up your six cards and take the ghost hand's six unseen cards instead.</source>
      <translation>Cambiar: deixa as túas seis cartas e colle no seu lugar as seis cartas sen ver da man pantasma.</translation>
    </message>
    <message>
      <source>Bid {0}: you name trump and must take at least {0} of the {1} tricks, or lose {0} points.</source>
      <translation>Poxar {0}: escolles o triunfo e tes que levar polo menos {0} das {1} bazas, ou perdes {0} puntos.</translation>
    </message>
    <message>
      <source>Shoot the moon: you must take all {0} tricks; you win {1} points, or lose {2}.</source>
      <translation>Disparar á lúa: tes que levar as {0} bazas; gañas {1} puntos, ou perdes {2}.</translation>
    </message>
    <message>
      <source>{0} become trump and you are the maker: take at least 3 of the {1} tricks, or the others score.</source>
      <translation>O triunfo pasa a ser {0} e ti es o mandante: leva polo menos 3 das {1} bazas, ou puntúan os demais.</translation>
    </message>
    <message>
      <source>Name {0} as trump for this hand.</source>
      <translation>Escoller {0} como triunfo para esta man.</translation>
    </message>
    <message>
      <source>Name {0} as trump and be the maker: take at least 3 of the {1} tricks, or the others score.</source>
      <translation>Escoller {0} como triunfo e ser o mandante: leva polo menos 3 das {1} bazas, ou puntúan os demais.</translation>
    </message>
    <message>
      <source>Defend together with the other player against the maker.</source>
      <translation>Defender xunto co outro xogador contra o mandante.</translation>
    </message>
    <message>
      <source>Pass: let the next player decide; you commit to nothing.</source>
      <translation>Pasar: deixa decidir ao seguinte xogador; non te comprometes a nada.</translation>
    </message>
    <message>
      <source>Take the up-card into your hand, then discard one card.</source>
      <translation>Colle a carta vista na man e despois descarta unha carta.</translation>
    </message>
    <message>
      <source>Leave the up-card where it is.</source>
      <translation>Deixa a carta vista onde está.</translation>
    </message>
    <message>
      <source>Take the dummy's five cards and keep the best five of your ten.</source>
      <translation>Colle as cinco cartas do morto e garda as cinco mellores das túas dez.</translation>
    </message>
    <message>
      <source>Defend alone: the other defender sits out; stop the maker by yourself for more points.</source>
      <translation>Defender en solitario: o outro defensor queda fóra; detén ti o mandante sen axuda, por máis puntos.</translation>
    </message>
    <message>
      <source>Go alone: play your own five cards without the dummy, for more points if you take all five tricks.</source>
      <translation>Xogar en solitario: xoga as túas cinco cartas sen o morto, por máis puntos se levas as cinco bazas.</translation>
    </message>
    <message>
      <source>Finish the game</source>
      <translation>Rematar a partida</translation>
    </message>
    <message>
      <source>Back to the practice deals</source>
      <translation>Volver ás mans de práctica</translation>
    </message>
    <message>
      <source>Back to the lessons</source>
      <translation>Volver ás leccións</translation>
    </message>
    <message>
      <source>Hint</source>
      <translation>Pista</translation>
    </message>
    <message>
      <source>What would the Hard bot do? (Ctrl+H)</source>
      <translation>Que faría o bot difícil? (Ctrl+H)</translation>
    </message>
    <message>
      <source>Demo game</source>
      <translation>Partida de demostración</translation>
    </message>
    <message>
      <source>Only the {0} may be played: it is played for you</source>
      <translation>Unicamente se pode xogar o {0}: xógase por ti</translation>
    </message>
    <message>
      <source>{0} — click or press Space to go on</source>
      <translation>{0} — preme ou pulsa Espazo para seguir</translation>
    </message>
    <message>
      <source>Let me think</source>
      <translation>Déixame pensar</translation>
    </message>
    <message>
      <source>The coach: are you sure?</source>
      <translation>O adestrador: queres facelo de verdade?</translation>
    </message>
    <message>
      <source>Do it anyway</source>
      <translation>Facelo igualmente</translation>
    </message>
    <message>
      <source>Open the rules at this topic</source>
      <translation>Abrir as regras neste tema</translation>
    </message>
    <message>
      <source>Why?</source>
      <translation>Por que?</translation>
    </message>
    <message>
      <source>{0} {1}</source>
      <translation>{0} {1}</translation>
    </message>
    <message>
      <source>{0}: “{1}”</source>
      <translation>{0}: «{1}»</translation>
    </message>
    <message>
      <source>Tied for the lead at {0} points, at or over the target of {1}: play goes on until one player leads alone.</source>
      <translation>Empate en cabeza con {0} puntos, no obxectivo de {1} ou por riba: xógase ata que a puntuación máis alta sexa dunha soa persoa.</translation>
    </message>
    <message>
      <source>Next hand</source>
      <translation>Seguinte man</translation>
    </message>
    <message>
      <source>Scores: {0}</source>
      <translation>Puntos: {0}</translation>
    </message>
    <message>
      <source>the last {0} of {1} hands</source>
      <translation>as últimas {0} de {1} mans</translation>
    </message>
    <message>
      <source>no hand has been scored yet</source>
      <translation>aínda non se puntuou ningunha man</translation>
    </message>
    <message>
      <source>Score sheet</source>
      <translation>Folla de puntos</translation>
    </message>
    <message>
      <source>Hand</source>
      <translation>Man</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Pechar</translation>
    </message>
    <message>
      <source>Last trick — won by {0}</source>
      <translation>Última baza — gañada por {0}</translation>
    </message>
    <message>
      <source>You have already chosen your discards; click one to put it back.</source>
      <translation>Xa escolliches os descartes; preme nun para devolvelo.</translation>
    </message>
    <message numerus="yes">
      <source>You claim the last %n trick(s): your cards are played for you.</source>
      <translation>
        <numerusform>Reclamas a baza que queda (%n): as túas cartas xóganse por ti.</numerusform>
        <numerusform>Reclamas as %n bazas que quedan: as túas cartas xóganse por ti.</numerusform>
      </translation>
    </message>
    <message>
      <source>No trick has been played yet in this hand.</source>
      <translation>Aínda non se xogou ningunha baza nesta man.</translation>
    </message>
    <message>
      <source>{0} bot</source>
      <translation>bot {0}</translation>
    </message>
    <message>
      <source>took the trick</source>
      <translation>levou a baza</translation>
    </message>
  </context>
  <context>
    <name>Welcome</name>
    <message>
      <source>Each player bids how many of the six tricks they will take, and a fourth hand, the ghost hand, lies face down. One player per hand may swap their cards for it, sight unseen.</source>
      <translation>Cada xogador poxa cantas das seis bazas vai levar, e unha cuarta man, a man pantasma, queda boca abaixo. Un xogador por man pode cambiar as súas cartas por ela, sen vela.</translation>
    </message>
    <message>
      <source>Three-handed euchre: the player who makes trump plays against the other two, who defend together. The maker may add the face-down dummy hand to theirs, or go alone for more points.</source>
      <translation>Euchre para tres: o xogador que fai o triunfo xoga contra os outros dous, que defenden xuntos. O mandante pode engadir á súa man o morto, boca abaixo, ou xogar en solitario por máis puntos.</translation>
    </message>
    <message>
      <source>Welcome to Ghost Euchre</source>
      <translation>Dámosche a benvida a Ghost Euchre</translation>
    </message>
    <message>
      <source>Euchre for three players, against two bots. What would you like to do?</source>
      <translation>Euchre para tres xogadores, contra dous bots. Que queres facer?</translation>
    </message>
    <message>
      <source>A game is in progress: Close goes back to it, and playing starts a new one.</source>
      <translation>Hai unha partida en curso: Pechar volve a ela, e xogar comeza unha nova.</translation>
    </message>
    <message>
      <source>Learn to play</source>
      <translation>Aprender a xogar</translation>
    </message>
    <message>
      <source>New to euchre? Short lessons on the table teach both games step by step, and practice deals follow. Every word the game uses is explained.</source>
      <translation>Aínda non coñeces o euchre? Leccións curtas na mesa ensinan os dous xogos paso a paso, e despois veñen mans de práctica. Explícase cada palabra que usa o xogo.</translation>
    </message>
    <message>
      <source>Play Ghost Hand</source>
      <translation>Xogar a Ghost Hand</translation>
    </message>
    <message>
      <source>Play Cutthroat</source>
      <translation>Xogar a Cutthroat</translation>
    </message>
    <message>
      <source>Choose rules and players…</source>
      <translation>Escoller regras e xogadores…</translation>
    </message>
    <message>
      <source>No game is in progress.</source>
      <translation>Non hai ningunha partida en curso.</translation>
    </message>
    <message>
      <source>New game…</source>
      <translation>Nova partida…</translation>
    </message>
    <message>
      <source>Welcome…</source>
      <translation>Benvida…</translation>
    </message>
  </context>
  <context>
    <name>Lesson 01-tricks</name>
    <message>
      <source>Cards, tricks and following suit</source>
      <translation>Cartas, bazas e seguir o pau</translation>
    </message>
    <message>
      <source>The cards, how a trick is played, following suit, and which card wins a trick.</source>
      <translation>As cartas, como se xoga unha baza, seguir o pau, e que carta gaña unha baza.</translation>
    </message>
    <message>
      <source>Welcome to the table! Euchre is played with 24 cards: the 9, 10, jack, queen, king and ace of each of the four suits, clubs ♣, diamonds ♦, hearts ♥ and spades ♠. The six cards at the bottom are your hand.</source>
      <translation>Dámosche a benvida á mesa! O euchre xógase con 24 cartas: o 9, o 10, a jota, a raíña, o rei e o as de cada un dos catro paus, trevos ♣, diamantes ♦, corazóns ♥ e picas ♠. As seis cartas de abaixo son a túa man.</translation>
    </message>
    <message>
      <source>You play against two others, Ada and Bo. A hand is played in tricks: in each trick every player plays one card, one after the other, going to the left. Whoever wins the trick leads the next one.</source>
      <translation>Xogas contra outros dous, Ada e Bo. Unha man xógase en bazas: en cada baza cada xogador xoga unha carta, un despois do outro, cara á esquerda. Quen gaña a baza sae na seguinte.</translation>
    </message>
    <message>
      <source>Bo has already won the bidding and chosen a trump suit, a suit that beats the others; you will learn about trumps in the next lesson. In the tricks of this lesson nobody plays a trump. Bo starts: he leads the K♠ to the first trick.</source>
      <translation>Bo xa gañou a poxa e escolleu un pau de triunfo, un pau que lles gaña aos outros; o triunfo aprenderalo na próxima lección. Nas bazas desta lección ninguén xoga triunfo. Empeza Bo: sae co K♠ na primeira baza.</translation>
    </message>
    <message>
      <source>The card that starts a trick sets the suit, here spades. If you have a card of that suit, you must play one: that is called following suit. Which of these cards may you play?</source>
      <translation>A carta que empeza unha baza marca o pau, aquí picas. Se tes unha carta dese pau, tes que xogar unha: iso chámase seguir o pau. Cales destas cartas podes xogar?</translation>
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
      <translation>Non: o K♥ é un corazón, e ti tes picas, así que tes que xogar unha pica.</translation>
    </message>
    <message>
      <source>Right: a spade was led and the A♠ is a spade.</source>
      <translation>Ben: saíu unha pica e o A♠ é unha pica.</translation>
    </message>
    <message>
      <source>No: the Q♥ is a heart, and you hold spades, so you must play a spade.</source>
      <translation>Non: a Q♥ é un corazón, e ti tes picas, así que tes que xogar unha pica.</translation>
    </message>
    <message>
      <source>The highest card of the suit that was led wins the trick. In each suit the order is ace (high), king, queen, jack, 10, 9 (low). Which of your spades beats Bo's K♠?</source>
      <translation>A carta máis alta do pau que saíu gaña a baza. En cada pau a orde é as (alta), rei, raíña, jota, 10, 9 (baixa). Cal das túas picas lle gaña ao K♠ de Bo?</translation>
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
      <translation>Non: o 9♠ é a pica máis baixa. Perdería contra o K♠.</translation>
    </message>
    <message>
      <source>No: the 10♠ is lower than the K♠.</source>
      <translation>Non: o 10♠ é máis baixo ca o K♠.</translation>
    </message>
    <message>
      <source>Right: only the ace is higher than the king.</source>
      <translation>Ben: só o as é máis alto ca o rei.</translation>
    </message>
    <message>
      <source>Play the A♠ to win the trick.</source>
      <translation>Xoga o A♠ para gañar a baza.</translation>
    </message>
    <message>
      <source>Well played: the A♠ is the highest spade.</source>
      <translation>Ben xogado: o A♠ é a pica máis alta.</translation>
    </message>
    <message>
      <source>The 9♠ follows suit, but it is lower than the K♠: it would lose. Play the A♠.</source>
      <translation>O 9♠ segue o pau, pero é máis baixo ca o K♠: perdería. Xoga o A♠.</translation>
    </message>
    <message>
      <source>The 10♠ follows suit, but it is lower than the K♠: it would lose. Play the A♠.</source>
      <translation>O 10♠ segue o pau, pero é máis baixo ca o K♠: perdería. Xoga o A♠.</translation>
    </message>
    <message>
      <source>A spade was led and you hold spades, so you must play a spade.</source>
      <translation>Saíu unha pica e ti tes picas, así que tes que xogar unha pica.</translation>
    </message>
    <message>
      <source>Ada followed suit with the Q♠. Your ace was the highest spade, so you won the trick. The winner leads next: it is your turn to start a trick.</source>
      <translation>Ada seguiu o pau coa Q♠. O teu as era a pica máis alta, así que gañaches a baza. Quen gaña sae despois: tócache empezar unha baza.</translation>
    </message>
    <message>
      <source>When you lead, you may play any card you like. Lead the K♥.</source>
      <translation>Cando saes, podes xogar a carta que queiras. Sae co K♥.</translation>
    </message>
    <message>
      <source>For this lesson, lead the K♥.</source>
      <translation>Para esta lección, sae co K♥.</translation>
    </message>
    <message>
      <source>Ada had the A♥ and won the trick with it: the ace beats the king. Bo followed with the 10♥.</source>
      <translation>Ada tiña o A♥ e gañou a baza con el: o as gáñalle ao rei. Bo seguiu co 10♥.</translation>
    </message>
    <message>
      <source>The winner leads next: Ada led the 9♦, and Bo followed with the K♦.</source>
      <translation>Quen gaña a baza sae na seguinte: Ada saíu co 9♦, e Bo seguiu co K♦.</translation>
    </message>
    <message>
      <source>Missed a card? Press L (Game menu, Last trick) to see the last trick again. View → Log and scores lists every card played in this hand.</source>
      <translation>Perdiches unha carta? Preme L (menú Partida, Última baza) para ver de novo a última baza. Ver → Rexistro e puntos mostra todas as cartas xogadas nesta man.</translation>
    </message>
    <message>
      <source>You have no diamonds. What may you play?</source>
      <translation>Non tes diamantes. Que podes xogar?</translation>
    </message>
    <message>
      <source>Nothing: I must wait</source>
      <translation>Nada: teño que agardar</translation>
    </message>
    <message>
      <source>Any card</source>
      <translation>Calquera carta</translation>
    </message>
    <message>
      <source>Only a heart</source>
      <translation>Só un corazón</translation>
    </message>
    <message>
      <source>No: you always play a card in your turn.</source>
      <translation>Non: na túa quenda sempre xogas unha carta.</translation>
    </message>
    <message>
      <source>Right: when you cannot follow suit, any card is allowed.</source>
      <translation>Ben: cando non podes seguir o pau, vale calquera carta.</translation>
    </message>
    <message>
      <source>No: when you cannot follow suit, any card is allowed, not only hearts.</source>
      <translation>Non: cando non podes seguir o pau, vale calquera carta, non só corazóns.</translation>
    </message>
    <message>
      <source>A card of another suit cannot win this trick, so give up your weakest card: play the 9♠.</source>
      <translation>Unha carta doutro pau non pode gañar esta baza, así que deixa a túa carta máis feble: xoga o 9♠.</translation>
    </message>
    <message>
      <source>That card would be wasted: it cannot win this trick. Keep your good cards and play the 9♠.</source>
      <translation>Esa carta desperdiciaríase: non pode gañar esta baza. Garda as boas cartas e xoga o 9♠.</translation>
    </message>
    <message>
      <source>Bo's K♦ won the trick: only a card of the suit that was led can win, or a trump. Now play the rest of this hand yourself. One rule is new there: Bo chose clubs ♣ as trump, and any club beats every card of the other suits. The next lesson is about trumps.</source>
      <translation>O K♦ de Bo gañou a baza: só pode gañar unha carta do pau que saíu, ou un triunfo. Agora xoga ti o resto desta man. Alí hai unha regra nova: Bo escolleu trevos ♣ como triunfo, e calquera trevo gáñalles a todas as cartas dos outros paus. A próxima lección trata do triunfo.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 02-trump</name>
    <message>
      <source>Trumps</source>
      <translation>Triunfos</translation>
    </message>
    <message>
      <source>Trumps beat the other suits: trumping when you cannot follow suit, and over-trumping.</source>
      <translation>O triunfo gáñalles aos outros paus: fallar cando non podes seguir o pau, e contrafallar.</translation>
    </message>
    <message>
      <source>Before the play, one suit is made trump. Ada won the bidding and chose hearts ♥, so in this hand hearts are trump.</source>
      <translation>Antes de xogar, un pau faise triunfo. Ada gañou a poxa e escolleu corazóns ♥, así que nesta man os corazóns son triunfo.</translation>
    </message>
    <message>
      <source>A trump beats every card of the other suits, even an ace. You still have to follow suit when you can: you may trump only when you have no card of the suit led. Ada leads the A♠ and Bo follows with the 9♠.</source>
      <translation>Un triunfo gáñalle a calquera carta dos outros paus, mesmo a un as. Aínda tes que seguir o pau cando podes: só podes fallar cando non tes ningunha carta do pau que saíu. Ada sae co A♠ e Bo segue co 9♠.</translation>
    </message>
    <message>
      <source>You have no spades. Which of these cards wins the trick?</source>
      <translation>Non tes picas. Cal destas cartas gaña a baza?</translation>
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
      <translation>Non: o K♣ non é pica nin triunfo, así que non pode gañar.</translation>
    </message>
    <message>
      <source>Right: the 9♥ is a trump, and any trump beats a card of another suit.</source>
      <translation>Ben: o 9♥ é un triunfo, e calquera triunfo gáñalle a unha carta doutro pau.</translation>
    </message>
    <message>
      <source>No: the Q♣ is neither a spade nor a trump, so it cannot win.</source>
      <translation>Non: a Q♣ non é pica nin triunfo, así que non pode gañar.</translation>
    </message>
    <message>
      <source>Trump the ace: play the 9♥.</source>
      <translation>Falla o as: xoga o 9♥.</translation>
    </message>
    <message>
      <source>Even the lowest trump beats the A♠.</source>
      <translation>Mesmo o triunfo máis baixo lle gaña ao A♠.</translation>
    </message>
    <message>
      <source>Your smallest trump is enough here: play the 9♥.</source>
      <translation>O teu triunfo máis pequeno chega aquí: xoga o 9♥.</translation>
    </message>
    <message>
      <source>The K♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation>O K♣ non é pica nin triunfo: non pode gañar. Xoga o 9♥, un triunfo.</translation>
    </message>
    <message>
      <source>The Q♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation>A Q♣ non é pica nin triunfo: non pode gañar. Xoga o 9♥, un triunfo.</translation>
    </message>
    <message>
      <source>The 10♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation>O 10♣ non é pica nin triunfo: non pode gañar. Xoga o 9♥, un triunfo.</translation>
    </message>
    <message>
      <source>Your 9♥ won the trick because it is a trump. You lead the next trick.</source>
      <translation>O teu 9♥ gañou a baza porque é un triunfo. Saes ti na seguinte baza.</translation>
    </message>
    <message>
      <source>Lead the K♣.</source>
      <translation>Sae co K♣.</translation>
    </message>
    <message>
      <source>For this lesson, lead the K♣.</source>
      <translation>Para esta lección, sae co K♣.</translation>
    </message>
    <message>
      <source>Ada won the trick with the A♣, and Bo followed with the 9♣. The winner leads next.</source>
      <translation>Ada gañou a baza co A♣, e Bo seguiu co 9♣. Quen gaña a baza sae na seguinte.</translation>
    </message>
    <message>
      <source>Ada led the Q♦. Bo had no diamonds, so he trumped it with the 10♥.</source>
      <translation>Ada saíu coa Q♦. Bo non tiña diamantes, así que fallou co 10♥.</translation>
    </message>
    <message>
      <source>You have no diamonds either. When several trumps are played, the highest trump wins. Among trumps the ace is high, then king, queen, 10 and 9. (The jacks are special: that is the next lesson.) Which card wins the trick now?</source>
      <translation>Ti tampouco tes diamantes. Cando se xogan varios triunfos, gaña o triunfo máis alto. Entre os triunfos o as é o máis alto, despois o rei, a raíña, o 10 e o 9. (As jotas son especiais: esa é a próxima lección.) Que carta gaña agora a baza?</translation>
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
      <translation>Non: o 10♣ non é diamante nin triunfo.</translation>
    </message>
    <message>
      <source>Right: the Q♥ is a trump higher than Bo's 10♥.</source>
      <translation>Ben: a Q♥ é un triunfo máis alto ca o 10♥ de Bo.</translation>
    </message>
    <message>
      <source>No: the Q♣ is neither a diamond nor a trump.</source>
      <translation>Non: a Q♣ non é diamante nin triunfo.</translation>
    </message>
    <message>
      <source>Over-trump Bo: beat his trump with a higher one, the Q♥.</source>
      <translation>Contrafalla a Bo: gáñalle ao seu triunfo cun máis alto, a Q♥.</translation>
    </message>
    <message>
      <source>Your Q♥ beat Bo's 10♥: that is over-trumping.</source>
      <translation>A túa Q♥ gañoulle ao 10♥ de Bo: iso é contrafallar.</translation>
    </message>
    <message>
      <source>Only a trump higher than Bo's 10♥ wins this trick: play the Q♥.</source>
      <translation>Só un triunfo máis alto ca o 10♥ de Bo gaña esta baza: xoga a Q♥.</translation>
    </message>
    <message>
      <source>The A♥ would win too, but the Q♥ is enough. Keep your ace for later.</source>
      <translation>O A♥ tamén gañaría, pero a Q♥ chega. Garda o as para despois.</translation>
    </message>
    <message>
      <source>The Q♣ is neither a diamond nor a trump: it cannot win. Play the Q♥.</source>
      <translation>A Q♣ non é diamante nin triunfo: non pode gañar. Xoga a Q♥.</translation>
    </message>
    <message>
      <source>You won the trick with the higher trump. Now play the rest of this hand yourself.</source>
      <translation>Gañaches a baza co triunfo máis alto. Agora xoga ti o resto desta man.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 03-bowers</name>
    <message>
      <source>The bowers</source>
      <translation>Os bowers</translation>
    </message>
    <message>
      <source>The two highest trumps are jacks: the right bower and the left bower, which is a trump.</source>
      <translation>Os dous triunfos máis altos son jotas: o bower dereito e o bower esquerdo, que é un triunfo.</translation>
    </message>
    <message>
      <source>In this hand you won the bidding and made hearts ♥ trump. Look at your two red jacks: while hearts are trump, they are the two highest cards of all.</source>
      <translation>Nesta man gañaches a poxa e fixeches triunfo os corazóns ♥. Mira as túas dúas jotas vermellas: mentres os corazóns son triunfo, son as dúas cartas máis altas de todas.</translation>
    </message>
    <message>
      <source>The jack of trump, here the J♥, is the right bower: the highest card. The other jack of the same colour, here the J♦ (diamonds are red like hearts), is the left bower: the second highest. Then come the ace, king, queen, 10 and 9 of trump.</source>
      <translation>A jota de triunfo, aquí a J♥, é o bower dereito: a carta máis alta. A outra jota da mesma cor, aquí a J♦ (os diamantes son vermellos coma os corazóns), é o bower esquerdo: a segunda máis alta. Despois veñen o as, o rei, a raíña, o 10 e o 9 de triunfo.</translation>
    </message>
    <message>
      <source>Hearts are trump. Which is the highest trump?</source>
      <translation>Os corazóns son triunfo. Cal é o triunfo máis alto?</translation>
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
      <translation>Non: os dous bowers gáñanlle ao as de triunfo.</translation>
    </message>
    <message>
      <source>Right: the jack of trump, the right bower, is the highest card.</source>
      <translation>Ben: a jota de triunfo, o bower dereito, é a carta máis alta.</translation>
    </message>
    <message>
      <source>No: the J♦ is the left bower, the second highest. The right bower beats it.</source>
      <translation>Non: a J♦ é o bower esquerdo, o segundo máis alto. O bower dereito gáñalle.</translation>
    </message>
    <message>
      <source>You lead the first trick. Lead the right bower, the J♥.</source>
      <translation>Saes ti na primeira baza. Sae co bower dereito, a J♥.</translation>
    </message>
    <message>
      <source>For this lesson, lead the J♥, the right bower.</source>
      <translation>Para esta lección, sae coa J♥, o bower dereito.</translation>
    </message>
    <message>
      <source>Ada and Bo had to follow with hearts, and nothing beats the right bower: the trick is yours.</source>
      <translation>Ada e Bo tiveron que seguir con corazóns, e nada lle gaña ao bower dereito: a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the K♠.</source>
      <translation>Sae co K♠.</translation>
    </message>
    <message>
      <source>For this lesson, lead the K♠.</source>
      <translation>Para esta lección, sae co K♠.</translation>
    </message>
    <message>
      <source>Ada won the trick with the A♠, and Bo followed with the 9♠. The winner leads next.</source>
      <translation>Ada gañou a baza co A♠, e Bo seguiu co 9♠. Quen gaña a baza sae na seguinte.</translation>
    </message>
    <message>
      <source>Ada led the A♦, and Bo followed with the K♦.</source>
      <translation>Ada saíu co A♦, e Bo seguiu co K♦.</translation>
    </message>
    <message>
      <source>Diamonds were led. You hold the J♦ and the 9♦. Which may you play?</source>
      <translation>Saíron diamantes. Tes a J♦ e o 9♦. Cal podes xogar?</translation>
    </message>
    <message>
      <source>9♦</source>
      <translation>9♦</translation>
    </message>
    <message>
      <source>No: while hearts are trump, the J♦ is a heart, not a diamond. It does not follow diamonds.</source>
      <translation>Non: mentres os corazóns son triunfo, a J♦ é un corazón, non un diamante. Non segue diamantes.</translation>
    </message>
    <message>
      <source>Right: the 9♦ is your only diamond, because the J♦ counts as a heart.</source>
      <translation>Ben: o 9♦ é o teu único diamante, porque a J♦ conta como corazón.</translation>
    </message>
    <message>
      <source>Follow diamonds with the 9♦.</source>
      <translation>Segue diamantes co 9♦.</translation>
    </message>
    <message>
      <source>Diamonds were led and the 9♦ is your only diamond: play it.</source>
      <translation>Saíron diamantes e o 9♦ é o teu único diamante: xógao.</translation>
    </message>
    <message>
      <source>While hearts are trump the J♦ is a heart, not a diamond, so it does not follow diamonds: play your 9♦.</source>
      <translation>Mentres os corazóns son triunfo a J♦ é un corazón, non un diamante, así que non segue diamantes: xoga o teu 9♦.</translation>
    </message>
    <message>
      <source>Ada's A♦ won the trick, so she leads the next one.</source>
      <translation>O A♦ de Ada gañou a baza, así que ela sae na seguinte.</translation>
    </message>
    <message>
      <source>Ada led the Q♣. Bo has no clubs: he threw away the 10♠.</source>
      <translation>Ada saíu coa Q♣. Bo non ten trevos: botou o 10♠.</translation>
    </message>
    <message>
      <source>Follow clubs and win the trick with the K♣.</source>
      <translation>Segue trevos e gaña a baza co K♣.</translation>
    </message>
    <message>
      <source>Your K♣ beat her Q♣: the trick is yours, and so is the next lead.</source>
      <translation>O teu K♣ gañoulle á súa Q♣: a baza é túa, e tamén saes ti na seguinte.</translation>
    </message>
    <message>
      <source>Clubs were led and you hold clubs: follow with the K♣, which beats the Q♣.</source>
      <translation>Saíron trevos e ti tes trevos: segue co K♣, que lle gaña á Q♣.</translation>
    </message>
    <message>
      <source>The 9♣ follows suit too, but it loses to the Q♣. Win with the K♣.</source>
      <translation>O 9♣ tamén segue o pau, pero perde contra a Q♣. Gaña co K♣.</translation>
    </message>
    <message>
      <source>The left bower is a trump in every way: it follows when trumps are led, it leads as a trump, and it never counts as its printed suit.</source>
      <translation>O bower esquerdo é un triunfo en todo: segue cando saen triunfos, sae como triunfo e nunca conta como o pau que leva impreso.</translation>
    </message>
    <message>
      <source>Hearts are trump and you lead the J♦. What must the others play?</source>
      <translation>Os corazóns son triunfo e ti saes coa J♦. Que teñen que xogar os demais?</translation>
    </message>
    <message>
      <source>A diamond, if they have one</source>
      <translation>Un diamante, se teñen</translation>
    </message>
    <message>
      <source>A heart, if they have one</source>
      <translation>Un corazón, se teñen</translation>
    </message>
    <message>
      <source>Any card</source>
      <translation>Calquera carta</translation>
    </message>
    <message>
      <source>No: the J♦ is a heart while hearts are trump, so leading it leads hearts.</source>
      <translation>Non: a J♦ é un corazón mentres os corazóns son triunfo, así que saír con ela é saír a corazóns.</translation>
    </message>
    <message>
      <source>Right: the left bower leads trumps, so they must follow with a heart.</source>
      <translation>Ben: co bower esquerdo saes a triunfo, así que teñen que seguir cun corazón.</translation>
    </message>
    <message>
      <source>No: they must follow suit, and the suit led is hearts.</source>
      <translation>Non: teñen que seguir o pau, e o pau que saíu é corazóns.</translation>
    </message>
    <message>
      <source>Lead the left bower, the J♦.</source>
      <translation>Sae co bower esquerdo, a J♦.</translation>
    </message>
    <message>
      <source>Lead the J♦, your left bower.</source>
      <translation>Sae coa J♦, o teu bower esquerdo.</translation>
    </message>
    <message>
      <source>Lead the J♦ this time, to see how the others must answer a trump.</source>
      <translation>Esta vez sae coa J♦, para ver como teñen que responder os demais a un triunfo.</translation>
    </message>
    <message>
      <source>Ada followed with the Q♥ and Bo with the A♥: the J♦ led hearts, so both had to play a heart. Only the right bower beats the left bower, and it is gone: the trick is yours.</source>
      <translation>Ada seguiu coa Q♥ e Bo co A♥: coa J♦ saíches a corazóns, así que os dous tiveron que xogar un corazón. Só o bower dereito lle gaña ao bower esquerdo, e xa se xogou: a baza é túa.</translation>
    </message>
    <message>
      <source>Now play the last trick yourself.</source>
      <translation>Agora xoga ti a última baza.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 04-ghost-hand</name>
    <message>
      <source>Ghost Hand: bidding and scoring</source>
      <translation>Ghost Hand: poxa e puntuación</translation>
    </message>
    <message>
      <source>Swapping with the ghost hand, bidding, naming trump, shooting the moon, and the scoring.</source>
      <translation>Cambiar coa man pantasma, poxar, escoller o triunfo, disparar á lúa e a puntuación.</translation>
    </message>
    <message>
      <source>Now the bidding, in Ghost Hand, one of the two games you can play. Each player gets six cards, and six more go face down to a fourth hand that nobody owns: the ghost hand.</source>
      <translation>Agora a poxa, en Ghost Hand, un dos dous xogos que podes xogar. Cada xogador recibe seis cartas, e outras seis van boca abaixo a unha cuarta man que non é de ninguén: a man pantasma.</translation>
    </message>
    <message>
      <source>Each player bids once, starting left of the dealer. You are the dealer, so you bid last and hear the others first. A bid is 3, 4 or 5: the number of the six tricks you promise to take with the trump suit you will choose. Each bid must be higher than the one before. You may also pass.</source>
      <translation>Cada xogador poxa unha vez, empezando á esquerda do repartidor. Ti es o repartidor, así que poxas o último e escoitas antes aos demais. Unha poxa é 3, 4 ou 5: o número das seis bazas que prometes levar co pau de triunfo que escollerás. Cada poxa debe ser máis alta ca a anterior. Tamén podes pasar.</translation>
    </message>
    <message>
      <source>In your turn, before you bid, you may swap your whole hand for the ghost hand without looking at it. Only one player per hand may swap, and the hand given up is dead: it takes no part in the play. Ada bid 3 without swapping, and Bo passed.</source>
      <translation>Na túa quenda, antes de poxar, podes cambiar toda a túa man pola man pantasma sen mirala. Só un xogador por man pode cambiar, e a man que se deixa queda morta: non toma parte no xogo. Ada poxou 3 sen cambiar, e Bo pasou.</translation>
    </message>
    <message>
      <source>When is swapping with the ghost hand a good idea?</source>
      <translation>Cando é boa idea cambiar coa man pantasma?</translation>
    </message>
    <message>
      <source>When my hand is weak</source>
      <translation>Cando a miña man é feble</translation>
    </message>
    <message>
      <source>When my hand is strong</source>
      <translation>Cando a miña man é forte</translation>
    </message>
    <message>
      <source>In every hand</source>
      <translation>En todas as mans</translation>
    </message>
    <message>
      <source>Right: a weak hand has little to lose, and the ghost hand may be better.</source>
      <translation>Ben: unha man feble ten pouco que perder, e a man pantasma pode ser mellor.</translation>
    </message>
    <message>
      <source>No: a strong hand is worth keeping; the ghost hand is usually weaker.</source>
      <translation>Non: unha man forte paga a pena gardala; a man pantasma adoita ser máis feble.</translation>
    </message>
    <message>
      <source>No: swap only when your hand is weak, and only one player per hand may swap.</source>
      <translation>Non: cambia só cando a túa man é feble, e só un xogador por man pode cambiar.</translation>
    </message>
    <message>
      <source>Look at your hand: no jack, no ace, nothing higher than a queen. Whatever suit is trump, it will take few tricks.</source>
      <translation>Mira a túa man: ningunha jota, ningún as, nada máis alto ca unha raíña. Sexa cal sexa o pau de triunfo, levará poucas bazas.</translation>
    </message>
    <message>
      <source>Nobody has swapped yet, so you may. Swap your hand for the ghost hand.</source>
      <translation>Aínda ninguén cambiou, así que podes facelo ti. Cambia a túa man pola man pantasma.</translation>
    </message>
    <message>
      <source>You swapped: the ghost hand is yours now, and your old cards are dead.</source>
      <translation>Cambiaches: agora a man pantasma é túa, e as túas cartas de antes quedan mortas.</translation>
    </message>
    <message>
      <source>This hand is weak: swap it for the ghost hand first.</source>
      <translation>Esta man é feble: primeiro cámbiaa pola man pantasma.</translation>
    </message>
    <message>
      <source>You could pass, but this hand is weak: swap first, then decide.</source>
      <translation>Poderías pasar, pero esta man é feble: cambia primeiro e despois decide.</translation>
    </message>
    <message>
      <source>With this hand a bid of 4 would fail: swap first.</source>
      <translation>Con esta man unha poxa de 4 fallaría: cambia primeiro.</translation>
    </message>
    <message>
      <source>With this hand a bid of 5 would fail: swap first.</source>
      <translation>Con esta man unha poxa de 5 fallaría: cambia primeiro.</translation>
    </message>
    <message>
      <source>This hand cannot take all six tricks: swap first.</source>
      <translation>Esta man non pode levar as seis bazas: cambia primeiro.</translation>
    </message>
    <message>
      <source>Instead of a number you may shoot the moon: promise all six tricks. The moon beats every bid and pays a lot if you make it.</source>
      <translation>En lugar dun número podes disparar á lúa: prometer as seis bazas. A lúa supera calquera poxa e paga moito se a consegues.</translation>
    </message>
    <message>
      <source>Ada bid 3. Which of these may you do now?</source>
      <translation>Ada poxou 3. Cal destas cousas podes facer agora?</translation>
    </message>
    <message>
      <source>Bid 3</source>
      <translation>Poxar 3</translation>
    </message>
    <message>
      <source>Bid 4</source>
      <translation>Poxar 4</translation>
    </message>
    <message>
      <source>Swap again</source>
      <translation>Cambiar outra vez</translation>
    </message>
    <message>
      <source>No: your bid must be higher than Ada's 3.</source>
      <translation>Non: a túa poxa ten que ser máis alta ca o 3 de Ada.</translation>
    </message>
    <message>
      <source>Right: 4 is higher than Ada's 3.</source>
      <translation>Ben: 4 é máis alto ca o 3 de Ada.</translation>
    </message>
    <message>
      <source>No: you have swapped, and only one player per hand may swap.</source>
      <translation>Non: xa cambiaches, e só un xogador por man pode cambiar.</translation>
    </message>
    <message>
      <source>Your new hand holds both black jacks and the A♠ and K♠: with spades as trump that is a strong hand. Bid 4.</source>
      <translation>A túa nova man ten as dúas jotas negras e o A♠ e o K♠: con picas de triunfo é unha man forte. Poxa 4.</translation>
    </message>
    <message>
      <source>The moon promises all six tricks, and your 9♥ is unlikely to win one. Bid 4.</source>
      <translation>A lúa promete as seis bazas, e o teu 9♥ dificilmente gañará ningunha. Poxa 4.</translation>
    </message>
    <message>
      <source>Five tricks is a lot to promise: your A♦ and 9♥ may not both win. Bid 4.</source>
      <translation>Cinco bazas son moito prometer: o teu A♦ e o 9♥ quizais non gañen os dous. Poxa 4.</translation>
    </message>
    <message>
      <source>Your hand is too good to pass: bid 4.</source>
      <translation>A túa man é boa de máis para pasar: poxa 4.</translation>
    </message>
    <message>
      <source>Ada already bid 3: your bid must be higher, 4 or 5.</source>
      <translation>Ada xa poxou 3: a túa poxa ten que ser máis alta, 4 ou 5.</translation>
    </message>
    <message>
      <source>You have swapped already, and only one player per hand may swap, once.</source>
      <translation>Xa cambiaches, e só un xogador por man pode cambiar, unha soa vez.</translation>
    </message>
    <message>
      <source>Your 4 was the highest bid, so you are the declarer. The declarer names trump and leads the first trick.</source>
      <translation>O teu 4 foi a poxa máis alta, así que es o declarante. O declarante escolle o triunfo e sae na primeira baza.</translation>
    </message>
    <message>
      <source>Name spades ♠ as trump.</source>
      <translation>Escolle picas ♠ como triunfo.</translation>
    </message>
    <message>
      <source>Your strength is in spades: name spades.</source>
      <translation>A túa forza está nas picas: escolle picas.</translation>
    </message>
    <message>
      <source>Lead the right bower, the J♠, to draw out the others' trumps.</source>
      <translation>Sae co bower dereito, a J♠, para arrastrar os triunfos dos demais.</translation>
    </message>
    <message>
      <source>For this lesson, lead the J♠, the right bower.</source>
      <translation>Para esta lección, sae coa J♠, o bower dereito.</translation>
    </message>
    <message>
      <source>Now the scoring, when the hand is over. The other players score 1 point for each trick they take. You, the declarer, score 1 point for each trick you take if you take at least the 4 you bid. If you take fewer, you are set: you lose 4 points and score nothing for your tricks.</source>
      <translation>Agora a puntuación, cando remata a man. Os outros xogadores puntúan 1 punto por cada baza que levan. Ti, o declarante, puntúas 1 punto por cada baza que levas se levas polo menos as 4 que poxaches. Se levas menos, caes: perdes 4 puntos e non puntúas nada polas túas bazas.</translation>
    </message>
    <message>
      <source>You bid 4 and take 5 tricks. What do you score?</source>
      <translation>Poxas 4 e levas 5 bazas. Canto puntúas?</translation>
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
      <translation>Ben: cumpriches a poxa, así que conta cada baza, 5 puntos.</translation>
    </message>
    <message>
      <source>No: once you make your bid, every trick you take scores, 5 here.</source>
      <translation>Non: unha vez que cumpres a poxa, cada baza que levas puntúa, aquí 5.</translation>
    </message>
    <message>
      <source>No: you took more than you bid, so you are not set.</source>
      <translation>Non: levaches máis do que poxaches, así que non caes.</translation>
    </message>
    <message>
      <source>You bid 4 but take only 3 tricks. What do you score?</source>
      <translation>Poxas 4 pero levas só 3 bazas. Canto puntúas?</translation>
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
      <translation>Non: levaches menos do que poxaches, así que as túas bazas non puntúan nada.</translation>
    </message>
    <message>
      <source>No: being set costs you the bid.</source>
      <translation>Non: caer cústache a poxa.</translation>
    </message>
    <message>
      <source>Right: you are set and lose the 4 you bid.</source>
      <translation>Ben: caes e perdes os 4 que poxaches.</translation>
    </message>
    <message>
      <source>In that hand Ada took 2 tricks. What does she score?</source>
      <translation>Nesa man Ada levou 2 bazas. Canto puntúa ela?</translation>
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
      <translation>Ben: os outros xogadores puntúan 1 punto por cada baza.</translation>
    </message>
    <message>
      <source>No: only the declarer can lose points.</source>
      <translation>Non: só o declarante pode perder puntos.</translation>
    </message>
    <message>
      <source>No: the other players score 1 point for each trick they take.</source>
      <translation>Non: os outros xogadores puntúan 1 punto por cada baza que levan.</translation>
    </message>
    <message>
      <source>The moon: a declarer who shoots the moon and takes all six tricks scores 24 points. One who loses even a single trick loses 6 points.</source>
      <translation>A lúa: un declarante que dispara á lúa e leva as seis bazas puntúa 24 puntos. Quen perde aínda que sexa unha soa baza perde 6 puntos.</translation>
    </message>
    <message>
      <source>You shoot the moon and take all six tricks. What do you score?</source>
      <translation>Disparas á lúa e levas as seis bazas. Canto puntúas?</translation>
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
      <translation>Non: a lúa paga moito máis ca un punto por baza.</translation>
    </message>
    <message>
      <source>Right: a moon that is made scores 24.</source>
      <translation>Ben: unha lúa conseguida puntúa 24.</translation>
    </message>
    <message>
      <source>No: you took all six, so you made the moon.</source>
      <translation>Non: levaches as seis, así que conseguiches a lúa.</translation>
    </message>
    <message>
      <source>You shoot the moon and take five tricks. What do you score?</source>
      <translation>Disparas á lúa e levas cinco bazas. Canto puntúas?</translation>
    </message>
    <message>
      <source>No: a moon that fails scores nothing for its tricks.</source>
      <translation>Non: unha lúa fallada non puntúa nada polas súas bazas.</translation>
    </message>
    <message>
      <source>Right: a failed moon loses 6 points.</source>
      <translation>Ben: unha lúa fallada perde 6 puntos.</translation>
    </message>
    <message>
      <source>No: a failed moon costs 6 points.</source>
      <translation>Non: unha lúa fallada custa 6 puntos.</translation>
    </message>
    <message>
      <source>Hand after hand, once a player has 32 points or more, the highest score wins the game; if the leaders are tied, play goes on. Now play out this hand yourself.</source>
      <translation>Man tras man, en canto un xogador ten 32 puntos ou máis, gaña a partida quen teña a puntuación máis alta; se os primeiros empatan, séguese xogando. Agora xoga ti esta man ata o final.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 05-cutthroat</name>
    <message>
      <source>Cutthroat: ordering up and the dummy</source>
      <translation>Cutthroat: mandar e o morto</translation>
    </message>
    <message>
      <source>Ordering up or passing, the dealer's pick-up, taking the dummy, and the scoring.</source>
      <translation>Mandar ou pasar, o repartidor que colle a carta vista, coller o morto e a puntuación.</translation>
    </message>
    <message>
      <source>Cutthroat is the other game. Each player gets five cards, five more go face down to the dummy hand, and the last four form the kitty. The top card of the kitty is turned face up, the up-card: here the K♥.</source>
      <translation>Cutthroat é o outro xogo. Cada xogador recibe cinco cartas, outras cinco van boca abaixo ao morto, e as catro últimas forman o monte. A carta de enriba do monte vólvese boca arriba, a carta vista: aquí o K♥.</translation>
    </message>
    <message>
      <source>Starting left of the dealer, each player may order it up, which makes the up-card's suit trump: the one who orders is the maker, plays against the other two and must take at least 3 of the 5 tricks. Or they pass. For the dealer, the button to order it up reads Accept. Bo is the dealer, so you speak first.</source>
      <translation>Empezando á esquerda do repartidor, cada xogador pode mandala, o que fai triunfo o pau da carta vista: quen manda é o mandante, xoga contra os outros dous e ten que levar polo menos 3 das 5 bazas. Ou pasa. Para o repartidor, o botón de mandar di Aceptar. Bo é o repartidor, así que falas ti primeiro.</translation>
    </message>
    <message>
      <source>You hold the J♥, the A♥ and the Q♥, three high hearts, and the A♠. Should you order up hearts?</source>
      <translation>Tes a J♥, o A♥ e a Q♥, tres corazóns altos, e o A♠. Deberías mandar corazóns?</translation>
    </message>
    <message>
      <source>Yes, order it up</source>
      <translation>Si, mandar</translation>
    </message>
    <message>
      <source>No, pass</source>
      <translation>Non, pasar</translation>
    </message>
    <message>
      <source>Right: three high trumps and an ace are a good start, and the dummy may add more.</source>
      <translation>Ben: tres triunfos altos e un as son un bo comezo, e o morto pode engadir máis.</translation>
    </message>
    <message>
      <source>No: the maker must take 3 of the 5 tricks, and three high trumps and an ace can do that: order it up.</source>
      <translation>Non: o mandante ten que levar 3 das 5 bazas, e tres triunfos altos e un as poden conseguilo: manda.</translation>
    </message>
    <message>
      <source>Order it up: hearts become trump, and you are the maker.</source>
      <translation>Manda: os corazóns pasan a ser triunfo, e ti es o mandante.</translation>
    </message>
    <message>
      <source>Pass with a weak hand; with three high hearts, order it up.</source>
      <translation>Pasa cunha man feble; con tres corazóns altos, manda.</translation>
    </message>
    <message>
      <source>Bo, the dealer, picked up the K♥ and discarded one card face down: the dealer may always do that, whoever ordered. Now you play against Ada and Bo.</source>
      <translation>Bo, o repartidor, colleu o K♥ e descartou unha carta boca abaixo: o repartidor sempre pode facelo, mande quen mande. Agora xogas contra Ada e Bo.</translation>
    </message>
    <message>
      <source>A dealer who picks up the up-card must discard one card. Which is usually the best one to throw away?</source>
      <translation>Un repartidor que colle a carta vista ten que descartar unha carta. Cal adoita ser a mellor para tirar?</translation>
    </message>
    <message>
      <source>A trump</source>
      <translation>Un triunfo</translation>
    </message>
    <message>
      <source>A low card of another suit</source>
      <translation>Unha carta baixa doutro pau</translation>
    </message>
    <message>
      <source>An ace</source>
      <translation>Un as</translation>
    </message>
    <message>
      <source>No: trumps win tricks; keep them.</source>
      <translation>Non: os triunfos gañan bazas; gárdaos.</translation>
    </message>
    <message>
      <source>Right: a low card of another suit would not win a trick anyway.</source>
      <translation>Ben: unha carta baixa doutro pau non gañaría unha baza de todos os xeitos.</translation>
    </message>
    <message>
      <source>No: an ace may well win a trick; keep it.</source>
      <translation>Non: un as pode moi ben gañar unha baza; gárdao.</translation>
    </message>
    <message>
      <source>Had everyone passed, the up-card would have been turned down, and in a second round each player could name any other suit as trump, or pass again. If everyone passes twice, the cards are dealt again.</source>
      <translation>Se todos pasasen, a carta vista volveríase boca abaixo, e nunha segunda rolda cada xogador podería escoller calquera outro pau como triunfo, ou pasar outra vez. Se todos pasan dúas veces, repártese de novo.</translation>
    </message>
    <message>
      <source>Everyone passed and the K♥ was turned down. In round two, which suit may a player name as trump?</source>
      <translation>Todos pasaron e o K♥ volveuse boca abaixo. Na segunda rolda, que pau pode escoller un xogador como triunfo?</translation>
    </message>
    <message>
      <source>Hearts</source>
      <translation>Corazóns</translation>
    </message>
    <message>
      <source>Any suit but hearts</source>
      <translation>Calquera pau menos corazóns</translation>
    </message>
    <message>
      <source>Only clubs</source>
      <translation>Só trevos</translation>
    </message>
    <message>
      <source>No: the suit that was turned down cannot be named in round two.</source>
      <translation>Non: o pau que se volveu boca abaixo non se pode escoller na segunda rolda.</translation>
    </message>
    <message>
      <source>Right: any suit except the one turned down.</source>
      <translation>Ben: calquera pau agás o que se volveu boca abaixo.</translation>
    </message>
    <message>
      <source>No: any suit except the one turned down may be named.</source>
      <translation>Non: pódese escoller calquera pau agás o que se volveu boca abaixo.</translation>
    </message>
    <message>
      <source>Before anyone sees the dummy, you, the maker, choose: take the dummy's five cards and keep the best five of your ten, or go alone without it, for more points if you take all five tricks (a march).</source>
      <translation>Antes de que ninguén vexa o morto, ti, o mandante, decides: coller as cinco cartas do morto e gardar as cinco mellores das túas dez, ou xogar en solitario sen el, por máis puntos se levas as cinco bazas (un capote).</translation>
    </message>
    <message>
      <source>When should a maker go alone instead of taking the dummy?</source>
      <translation>Cando debería un mandante xogar en solitario en vez de coller o morto?</translation>
    </message>
    <message>
      <source>When the hand may take all 5 tricks without help</source>
      <translation>Cando a man pode levar as 5 bazas sen axuda</translation>
    </message>
    <message>
      <source>Every time</source>
      <translation>Sempre</translation>
    </message>
    <message>
      <source>With a weak hand</source>
      <translation>Cunha man feble</translation>
    </message>
    <message>
      <source>Right: a march alone scores 4, but the dummy's cards are given up.</source>
      <translation>Ben: un capote en solitario puntúa 4, pero renúnciase ás cartas do morto.</translation>
    </message>
    <message>
      <source>No: the dummy's five cards usually help a lot.</source>
      <translation>Non: as cinco cartas do morto adoitan axudar moito.</translation>
    </message>
    <message>
      <source>No: a weak hand needs the dummy's cards even more.</source>
      <translation>Non: unha man feble precisa aínda máis as cartas do morto.</translation>
    </message>
    <message>
      <source>Your hand will not take all five tricks by itself: take the dummy. Then keep your four trumps and the A♠, and discard the other five cards.</source>
      <translation>A túa man non levará as cinco bazas ela soa: colle o morto. Despois garda os teus catro triunfos e o A♠, e descarta as outras cinco cartas.</translation>
    </message>
    <message>
      <source>You hold the J♥, the J♦ (the left bower), the A♥, the Q♥ and the A♠.</source>
      <translation>Tes a J♥, a J♦ (o bower esquerdo), o A♥, a Q♥ e o A♠.</translation>
    </message>
    <message>
      <source>Keep the four trumps (J♥, J♦, A♥ and Q♥) and the A♠; discard the other five.</source>
      <translation>Garda os catro triunfos (J♥, J♦, A♥ e Q♥) e o A♠; descarta as outras cinco.</translation>
    </message>
    <message>
      <source>Going alone pays only when you take all five tricks: take the dummy.</source>
      <translation>Xogar en solitario só paga a pena se levas as cinco bazas: colle o morto.</translation>
    </message>
    <message>
      <source>Ada and Bo are the defenders: they play together against you, their tricks count together, and with 3 tricks they euchre you. Either of them could have gone alone against you; both passed.</source>
      <translation>Ada e Bo son os defensores: xogan xuntos contra ti, as súas bazas contan xuntas, e con 3 bazas dánche euchre. Calquera deles podería xogar en solitario contra ti; os dous pasaron.</translation>
    </message>
    <message>
      <source>The player left of the dealer leads the first trick: that is you. Lead the right bower, the J♥, to draw out the others' trumps.</source>
      <translation>O xogador á esquerda do repartidor sae na primeira baza: es ti. Sae co bower dereito, a J♥, para arrastrar os triunfos dos demais.</translation>
    </message>
    <message>
      <source>For this lesson, lead the J♥.</source>
      <translation>Para esta lección, sae coa J♥.</translation>
    </message>
    <message>
      <source>Ada had no hearts and threw away the 9♦; Bo had to follow with the 9♥. The trick is yours.</source>
      <translation>Ada non tiña corazóns e botou o 9♦; Bo tivo que seguir co 9♥. A baza é túa.</translation>
    </message>
    <message>
      <source>The scoring: a maker who takes 3 or 4 tricks scores 1 point, and all 5 (a march) 3 points, or 4 points after going alone. A maker who takes fewer than 3 is euchred: each defender scores 2 points.</source>
      <translation>A puntuación: un mandante que leva 3 ou 4 bazas puntúa 1 punto, e as 5 (un capote) 3 puntos, ou 4 puntos se xogou en solitario. Un mandante que leva menos de 3 leva euchre: cada defensor puntúa 2 puntos.</translation>
    </message>
    <message>
      <source>You take 3 tricks. What do you score?</source>
      <translation>Levas 3 bazas. Canto puntúas?</translation>
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
      <translation>Ben: 3 ou 4 bazas dan 1 punto ao mandante.</translation>
    </message>
    <message>
      <source>No: 3 points is for taking all 5.</source>
      <translation>Non: 3 puntos son por levar as 5.</translation>
    </message>
    <message>
      <source>No: the maker scores 1 point for 3 or 4 tricks.</source>
      <translation>Non: o mandante puntúa 1 punto por 3 ou 4 bazas.</translation>
    </message>
    <message>
      <source>You take all 5 tricks with the dummy. What do you score?</source>
      <translation>Levas as 5 bazas co morto. Canto puntúas?</translation>
    </message>
    <message>
      <source>+5</source>
      <translation>+5</translation>
    </message>
    <message>
      <source>No: taking all 5 is a march, worth more.</source>
      <translation>Non: levar as 5 é un capote, que vale máis.</translation>
    </message>
    <message>
      <source>Right: a march scores 3.</source>
      <translation>Ben: un capote puntúa 3.</translation>
    </message>
    <message>
      <source>No: a march scores 3.</source>
      <translation>Non: un capote puntúa 3.</translation>
    </message>
    <message>
      <source>Had you gone alone and taken all 5 tricks, what would you score?</source>
      <translation>Se xogases en solitario e levases as 5 bazas, canto puntuarías?</translation>
    </message>
    <message>
      <source>+4</source>
      <translation>+4</translation>
    </message>
    <message>
      <source>No: a march alone scores more than a march with the dummy.</source>
      <translation>Non: un capote en solitario puntúa máis ca un capote co morto.</translation>
    </message>
    <message>
      <source>Right: a march alone scores 4.</source>
      <translation>Ben: un capote en solitario puntúa 4.</translation>
    </message>
    <message>
      <source>No: a march alone scores 4.</source>
      <translation>Non: un capote en solitario puntúa 4.</translation>
    </message>
    <message>
      <source>Ada and Bo take 3 tricks between them. What does each of them score?</source>
      <translation>Ada e Bo levan 3 bazas entre os dous. Canto puntúa cada un?</translation>
    </message>
    <message>
      <source>0</source>
      <translation>0</translation>
    </message>
    <message>
      <source>No: euchring the maker scores 2 for each defender.</source>
      <translation>Non: darlle euchre ao mandante dá 2 a cada defensor.</translation>
    </message>
    <message>
      <source>Right: you are euchred, and each defender scores 2.</source>
      <translation>Ben: levas euchre, e cada defensor puntúa 2.</translation>
    </message>
    <message>
      <source>No: you are euchred, and each defender scores 2.</source>
      <translation>Non: levas euchre, e cada defensor puntúa 2.</translation>
    </message>
    <message>
      <source>Once a player has 10 points or more, the highest score wins the game; if the leaders are tied, play goes on. Now play out this hand yourself.</source>
      <translation>En canto un xogador ten 10 puntos ou máis, gaña a partida quen teña a puntuación máis alta; se os primeiros empatan, séguese xogando. Agora xoga ti esta man ata o final.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 05b-cutthroat-defending</name>
    <message>
      <source>Cutthroat: the dealer's pick-up and defending alone</source>
      <translation>Cutthroat: o repartidor colle a carta vista e defender en solitario</translation>
    </message>
    <message>
      <source>The dealer picks up the up-card when another player orders, and a strong defender goes alone.</source>
      <translation>O repartidor colle a carta vista cando outro xogador manda, e un defensor forte xoga en solitario.</translation>
    </message>
    <message>
      <source>Another Cutthroat hand. This time you are the dealer, and the up-card is the K♥. Ada, on your left, spoke first and ordered it up: hearts are trump, and Ada is the maker.</source>
      <translation>Outra man de Cutthroat. Esta vez ti es o repartidor, e a carta vista é o K♥. Ada, á túa esquerda, falou primeiro e mandou: os corazóns son triunfo, e Ada é a mandante.</translation>
    </message>
    <message>
      <source>When another player orders it up, the dealer may pick up the up-card and discard one card face down, or leave it. The up-card is a trump, so picking it up makes the dealer's hand stronger.</source>
      <translation>Cando outro xogador manda, o repartidor pode coller a carta vista e descartar unha carta boca abaixo, ou deixala. A carta vista é un triunfo, así que collela fai máis forte a man do repartidor.</translation>
    </message>
    <message>
      <source>Pick up the K♥, then discard the Q♣: it is your only card that is neither a trump nor an ace.</source>
      <translation>Colle o K♥ e despois descarta a Q♣: é a túa única carta que non é nin triunfo nin as.</translation>
    </message>
    <message>
      <source>The K♥ is yours, and the Q♣ lies face down.</source>
      <translation>O K♥ é teu, e a Q♣ queda boca abaixo.</translation>
    </message>
    <message>
      <source>Keep your trumps and the A♠: discard the Q♣.</source>
      <translation>Garda os teus triunfos e o A♠: descarta a Q♣.</translation>
    </message>
    <message>
      <source>The K♥ is a trump and would make your hand stronger: pick it up.</source>
      <translation>O K♥ é un triunfo e faría máis forte a túa man: cólleo.</translation>
    </message>
    <message>
      <source>Ada took the dummy. Now each defender in turn, starting left of the maker, may go alone: then the other defender sits out the hand. Bo passed.</source>
      <translation>Ada colleu o morto. Agora cada defensor na súa quenda, empezando á esquerda de quen manda, pode xogar en solitario: entón o outro defensor queda fóra da man. Bo pasou.</translation>
    </message>
    <message>
      <source>A defender who goes alone and takes 3 or 4 tricks scores 2 points, the same as a euchre, and 4 points for all 5. The other defender, who sits out, scores the same.</source>
      <translation>Un defensor que xoga en solitario e leva 3 ou 4 bazas puntúa 2 puntos, o mesmo que un euchre, e 4 puntos se leva as 5. O outro defensor, que queda fóra, puntúa o mesmo.</translation>
    </message>
    <message>
      <source>You hold the J♥, the J♦, the A♥ and the K♥, the four highest trumps, and the A♠. Should you go alone?</source>
      <translation>Tes a J♥, a J♦, o A♥ e o K♥, os catro triunfos máis altos, e o A♠. Deberías xogar en solitario?</translation>
    </message>
    <message>
      <source>Yes, go alone</source>
      <translation>Si, xogar en solitario</translation>
    </message>
    <message>
      <source>No, pass and defend with Bo</source>
      <translation>Non, pasar e defender con Bo</translation>
    </message>
    <message>
      <source>Right: with the four highest trumps you can take all 5 tricks by yourself, and all 5 alone score 4 for each defender instead of 2.</source>
      <translation>Ben: cos catro triunfos máis altos podes levar as 5 bazas sen axuda, e as 5 en solitario dan 4 puntos a cada defensor en vez de 2.</translation>
    </message>
    <message>
      <source>No: this hand can take all 5 tricks by itself, and all 5 alone score 4 for each defender instead of 2.</source>
      <translation>Non: esta man pode levar as 5 bazas ela soa, e as 5 xogando en solitario dan 4 puntos a cada defensor en vez de 2.</translation>
    </message>
    <message>
      <source>Defend alone: Bo sits out, and you play against Ada by yourself.</source>
      <translation>Defende en solitario: Bo queda fóra, e xogas ti contra Ada sen axuda.</translation>
    </message>
    <message>
      <source>With the four highest trumps you can take all 5 tricks alone, which scores 4 instead of 2: go alone.</source>
      <translation>Cos catro triunfos máis altos podes levar as 5 bazas en solitario, o que dá 4 puntos en vez de 2: xoga en solitario.</translation>
    </message>
    <message>
      <source>The first player left of the one who went alone leads: Ada led the A♦. Bo sits out, so each trick has two cards.</source>
      <translation>Sae o primeiro xogador á esquerda de quen xogou en solitario: Ada saíu co A♦. Bo queda fóra, así que cada baza ten dúas cartas.</translation>
    </message>
    <message>
      <source>You have no diamonds (the J♦ is a heart now), so you may trump. Win with your lowest trump, the K♥.</source>
      <translation>Non tes diamantes (a J♦ agora é un corazón), así que podes fallar. Gaña co teu triunfo máis baixo, o K♥.</translation>
    </message>
    <message>
      <source>Trump the A♦ with the K♥.</source>
      <translation>Gáñalle ao A♦ cun triunfo, o K♥.</translation>
    </message>
    <message>
      <source>The A♠ cannot beat the A♦: only a trump beats it. Trump with the K♥.</source>
      <translation>O A♠ non lle pode gañar ao A♦: só un triunfo lle gaña. Falla co K♥.</translation>
    </message>
    <message>
      <source>The J♥ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation>A J♥ tamén gaña, pero abonda co K♥: garda os teus triunfos máis altos.</translation>
    </message>
    <message>
      <source>The J♦ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation>A J♦ tamén gaña, pero abonda co K♥: garda os teus triunfos máis altos.</translation>
    </message>
    <message>
      <source>The A♥ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation>O A♥ tamén gaña, pero abonda co K♥: garda os teus triunfos máis altos.</translation>
    </message>
    <message>
      <source>You go alone and take 3 tricks against Ada. What do you score?</source>
      <translation>Xogas en solitario e levas 3 bazas contra Ada. Canto puntúas?</translation>
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
      <translation>Ben: 3 ou 4 bazas dun defensor en solitario puntúan 2 para cada defensor.</translation>
    </message>
    <message>
      <source>No: a lone defender who takes 3 tricks scores 2.</source>
      <translation>Non: un defensor en solitario que leva 3 bazas puntúa 2.</translation>
    </message>
    <message>
      <source>No: 4 points is for all 5 tricks.</source>
      <translation>Non: os 4 puntos son por levar as 5 bazas.</translation>
    </message>
    <message>
      <source>You go alone and take all 5 tricks. What does Bo score?</source>
      <translation>Xogas en solitario e levas as 5 bazas. Canto puntúa Bo?</translation>
    </message>
    <message>
      <source>0</source>
      <translation>0</translation>
    </message>
    <message>
      <source>No: the defender who sits out scores as the lone defender does.</source>
      <translation>Non: o defensor que queda fóra puntúa o mesmo ca o defensor en solitario.</translation>
    </message>
    <message>
      <source>No: all 5 tricks score more than 3 or 4.</source>
      <translation>Non: as 5 bazas puntúan máis ca 3 ou 4.</translation>
    </message>
    <message>
      <source>Right: all 5 tricks score 4 for each defender, Bo too.</source>
      <translation>Ben: as 5 bazas puntúan 4 para cada defensor, tamén para Bo.</translation>
    </message>
    <message>
      <source>Now play out this hand: lead your trumps and take every trick.</source>
      <translation>Agora xoga esta man ata o final: sae cos teus triunfos e leva todas as bazas.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 06-reneges</name>
    <message>
      <source>Reneges</source>
      <translation>Renuncios</translation>
    </message>
    <message>
      <source>What a renege is, and how to call one when reneges can be called.</source>
      <translation>Que é un renuncio, e como denuncialo cando se poden denunciar.</translation>
    </message>
    <message>
      <source>Not following suit when you could is a renege. Usually the game refuses such a card. In this game a rule option is on: reneges can be called. Wrong cards are accepted, and the other players must catch them.</source>
      <translation>Non seguir o pau cando podías é un renuncio. Normalmente o xogo rexeita esa carta. Nesta partida está activada unha opción: pódense denunciar os renuncios. As cartas incorrectas acéptanse, e os outros xogadores teñen que pillalas.</translation>
    </message>
    <message>
      <source>Clubs are trump. Ada led the A♠, and Bo played the 9♥. Either he has no spades, or he reneged: nobody can tell yet.</source>
      <translation>Os trevos son triunfo. Ada saíu co A♠, e Bo xogou o 9♥. Ou non ten picas, ou fixo renuncio: aínda ninguén o pode saber.</translation>
    </message>
    <message>
      <source>Follow suit with the Q♠.</source>
      <translation>Segue o pau coa Q♠.</translation>
    </message>
    <message>
      <source>Follow suit with the Q♠: a renege costs points when it is caught.</source>
      <translation>Segue o pau coa Q♠: un renuncio custa puntos cando se pilla.</translation>
    </message>
    <message>
      <source>Ada won the trick with the A♠, so she leads the next one.</source>
      <translation>Ada gañou a baza co A♠, así que ela sae na seguinte.</translation>
    </message>
    <message>
      <source>Ada led the 9♠, and Bo played the K♠. So he did hold a spade in the first trick: that proves his renege.</source>
      <translation>Ada saíu co 9♠, e Bo xogou o K♠. Entón si tiña unha pica na primeira baza: iso proba o seu renuncio.</translation>
    </message>
    <message>
      <source>What should you do?</source>
      <translation>Que deberías facer?</translation>
    </message>
    <message>
      <source>Call a renege on Bo</source>
      <translation>Denunciar un renuncio de Bo</translation>
    </message>
    <message>
      <source>Call a renege on Ada</source>
      <translation>Denunciar un renuncio de Ada</translation>
    </message>
    <message>
      <source>Nothing: the trick stands</source>
      <translation>Nada: a baza mantense</translation>
    </message>
    <message>
      <source>Right: the cards played prove Bo's renege.</source>
      <translation>Ben: as cartas xogadas proban o renuncio de Bo.</translation>
    </message>
    <message>
      <source>No: Ada followed suit every time.</source>
      <translation>Non: Ada seguiu o pau todas as veces.</translation>
    </message>
    <message>
      <source>No: a renege that nobody calls costs nothing, so call it.</source>
      <translation>Non: un renuncio que ninguén denuncia non custa nada, así que denúncialo.</translation>
    </message>
    <message>
      <source>Call the renege on Bo.</source>
      <translation>Denuncia o renuncio de Bo.</translation>
    </message>
    <message>
      <source>Bo loses 2 points, the renege penalty. The tricks stand as they were played.</source>
      <translation>Bo perde 2 puntos, a penalización por renuncio. As bazas quedan como se xogaron.</translation>
    </message>
    <message>
      <source>Call the renege first: Bo's K♠ has just proved it.</source>
      <translation>Denuncia primeiro o renuncio: o K♠ de Bo acaba de probalo.</translation>
    </message>
    <message>
      <source>Ada followed suit every time: nothing proves a renege by her.</source>
      <translation>Ada seguiu o pau todas as veces: nada proba un renuncio dela.</translation>
    </message>
    <message>
      <source>Now follow suit with the 10♠.</source>
      <translation>Agora segue o pau co 10♠.</translation>
    </message>
    <message>
      <source>Follow suit with the 10♠, your last spade.</source>
      <translation>Segue o pau co 10♠, a túa última pica.</translation>
    </message>
    <message>
      <source>A renege can be called only once the cards played prove it, and each renege only once. A call that the cards do not prove is refused. Calls are open until the next hand is dealt. Now play out this hand yourself.</source>
      <translation>Un renuncio só se pode denunciar cando as cartas xogadas o proban, e cada renuncio só unha vez. Unha denuncia que as cartas non proban rexéitase. Pódese denunciar ata que se reparte a seguinte man. Agora xoga ti esta man ata o final.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 07-strategy</name>
    <message>
      <source>First strategy</source>
      <translation>Primeira estratexia</translation>
    </message>
    <message>
      <source>Leading through the maker, keeping a bower guarded, counting trumps, and when to shoot the moon.</source>
      <translation>Saír a través do mandante, gardar un bower protexido, contar triunfos, e cando disparar á lúa.</translation>
    </message>
    <message>
      <source>Some first strategy. In this Cutthroat hand Ada ordered up hearts, Bo left the 10♥ on the kitty, and Ada took the dummy: she is the maker, and you and Bo defend together.</source>
      <translation>Algo de estratexia inicial. Nesta man de Cutthroat Ada mandou corazóns, Bo deixou o 10♥ no monte, e Ada colleu o morto: ela é o mandante, e ti e Bo defendedes xuntos.</translation>
    </message>
    <message>
      <source>Lead through the maker. Ada sits on your left, so when you lead she must play second, before Bo. Bo then sees her card and can beat it, or save his good cards.</source>
      <translation>Sae a través do mandante. Ada senta á túa esquerda, así que cando ti saes ela ten que xogar segunda, antes de Bo. Bo ve entón a súa carta e pode gañarlle, ou aforrar as súas boas cartas.</translation>
    </message>
    <message>
      <source>Lead the 9♠ through Ada.</source>
      <translation>Sae co 9♠ a través de Ada.</translation>
    </message>
    <message>
      <source>For this lesson, lead the 9♠ through Ada.</source>
      <translation>Para esta lección, sae co 9♠ a través de Ada.</translation>
    </message>
    <message>
      <source>Ada played the K♠, and Bo, who played after her, won the trick with the A♠.</source>
      <translation>Ada xogou o K♠, e Bo, que xogaba despois dela, gañou a baza co A♠.</translation>
    </message>
    <message>
      <source>The winner leads next: Bo led the K♣.</source>
      <translation>Quen gaña a baza sae na seguinte: Bo saíu co K♣.</translation>
    </message>
    <message>
      <source>You have no clubs. If you trump, Ada, who plays after you, can over-trump. Keep your trumps and throw the 10♦.</source>
      <translation>Non tes trevos. Se fallas, Ada, que xoga despois de ti, pode contrafallar. Garda os triunfos e tira o 10♦.</translation>
    </message>
    <message>
      <source>Keep your trumps and throw the 10♦.</source>
      <translation>Garda os triunfos e tira o 10♦.</translation>
    </message>
    <message>
      <source>Ada plays after you and can over-trump your 9♥: keep it and throw the 10♦.</source>
      <translation>Ada xoga despois de ti e pode contrafallar o teu 9♥: gárdao e tira o 10♦.</translation>
    </message>
    <message>
      <source>Ada could still beat your left bower with the right bower: keep it and throw the 10♦.</source>
      <translation>Ada aínda podería gañarlle ao teu bower esquerdo co bower dereito: gárdao e tira o 10♦.</translation>
    </message>
    <message>
      <source>Ada trumped with the Q♥ and took the trick.</source>
      <translation>Ada fallou coa Q♥ e gañou a baza.</translation>
    </message>
    <message>
      <source>Ada led the J♥, the right bower, and Bo, who has no hearts, threw away the 9♣.</source>
      <translation>Ada saíu coa J♥, o bower dereito, e Bo, que non ten corazóns, botou o 9♣.</translation>
    </message>
    <message>
      <source>You hold the J♦ and the 9♥, both trumps. Which should you play?</source>
      <translation>Tes a J♦ e o 9♥, os dous triunfos. Cal deberías xogar?</translation>
    </message>
    <message>
      <source>The J♦</source>
      <translation>A J♦</translation>
    </message>
    <message>
      <source>The 9♥</source>
      <translation>O 9♥</translation>
    </message>
    <message>
      <source>No: the right bower beats it, so your left bower would be lost for nothing.</source>
      <translation>Non: o bower dereito gáñalle, así que perderías o bower esquerdo para nada.</translation>
    </message>
    <message>
      <source>Right: the 9♥ follows suit, and your left bower stays safe.</source>
      <translation>Ben: o 9♥ segue o pau, e o teu bower esquerdo queda a salvo.</translation>
    </message>
    <message>
      <source>Play the 9♥ and keep your left bower.</source>
      <translation>Xoga o 9♥ e garda o bower esquerdo.</translation>
    </message>
    <message>
      <source>The J♦ would lose to the right bower: play the 9♥ and keep it.</source>
      <translation>A J♦ perdería contra o bower dereito: xoga o 9♥ e gárdaa.</translation>
    </message>
    <message>
      <source>That is keeping a bower guarded: a small trump beside it lets you follow when a higher trump is led. Now that the J♥ is gone, your J♦ is the highest trump left.</source>
      <translation>Iso é gardar un bower protexido: un triunfo pequeno ao seu lado permíteche seguir cando sae un triunfo máis alto. Agora que a J♥ xa saíu, a túa J♦ é o triunfo máis alto que queda.</translation>
    </message>
    <message>
      <source>Count the trumps. Seven cards are trumps: the two bowers and the A, K, Q, 10 and 9 of trump. You saw the 10♥ stay on the kitty when Bo left it, the Q♥, J♥ and 9♥ played, and you hold the J♦. How many trumps have you not seen?</source>
      <translation>Conta os triunfos. Sete cartas son triunfos: os dous bowers e o A, K, Q, 10 e 9 de triunfo. Viches o 10♥ quedar no monte cando Bo o deixou, a Q♥, a J♥ e o 9♥ xogados, e ti tes a J♦. Cantos triunfos non viches?</translation>
    </message>
    <message>
      <source>None</source>
      <translation>Ningún</translation>
    </message>
    <message>
      <source>Two</source>
      <translation>Dous</translation>
    </message>
    <message>
      <source>Four</source>
      <translation>Catro</translation>
    </message>
    <message>
      <source>No: the A♥ and the K♥ have not been seen yet.</source>
      <translation>Non: o A♥ e o K♥ aínda non se viron.</translation>
    </message>
    <message>
      <source>Right: the A♥ and the K♥. Your J♦ beats them both.</source>
      <translation>Ben: o A♥ e o K♥. A túa J♦ gáñalles aos dous.</translation>
    </message>
    <message>
      <source>No: five of the seven trumps are accounted for.</source>
      <translation>Non: cinco dos sete triunfos están contados.</translation>
    </message>
    <message>
      <source>When to shoot the moon, in Ghost Hand: only when you can count all six tricks, for example with both bowers, more top trumps and an ace. One lost trick turns 24 points into a loss of 6.</source>
      <translation>Cando disparar á lúa, en Ghost Hand: só cando podes contar as seis bazas, por exemplo cos dous bowers, máis triunfos altos e un as. Unha soa baza perdida converte 24 puntos nunha perda de 6.</translation>
    </message>
    <message>
      <source>Hearts would be trump. Which hand should shoot the moon?</source>
      <translation>Os corazóns serían triunfo. Que man debería disparar á lúa?</translation>
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
      <translation>Ben: cinco triunfos altos arrastran todos os demais triunfos, e despois tamén gaña o A♠.</translation>
    </message>
    <message>
      <source>No: the left bower and the queen of trump are out against you, and the 9♣ will lose.</source>
      <translation>Non: o bower esquerdo e a raíña de triunfo están contra ti, e o 9♣ perderá.</translation>
    </message>
    <message>
      <source>No: without the right bower your trumps can be beaten.</source>
      <translation>Non: sen o bower dereito os teus triunfos poden ser batidos.</translation>
    </message>
    <message>
      <source>Now play out this hand with Bo as your partner.</source>
      <translation>Agora xoga esta man ata o final con Bo de compañeiro.</translation>
    </message>
  </context>
  <context>
    <name>Practice</name>
    <message>
      <source>Play the K♦: you have no hearts, so trump the 10♥, and you play last; the trick is yours.</source>
      <translation>Xoga o K♦: non tes corazóns, así que gáñalle ao 10♥ cun triunfo, e xogas ti o último; a baza é túa.</translation>
    </message>
    <message>
      <source>Play the A♠, the only card you may play.</source>
      <translation>Xoga o A♠, a única carta que podes xogar.</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the K♥.</source>
      <translation>Ada non ten picas e bota o K♥.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the Q♣; the trick is yours.</source>
      <translation>Bo non ten picas e bota a Q♣; a baza é túa.</translation>
    </message>
    <message>
      <source>The A♠ looks natural, but Ada takes that trick with the 10♥, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation>O A♠ parece a xogada natural, pero Ada leva esa baza co 10♥, e contra a mellor defensa só levas 1 das últimas 2 bazas.</translation>
    </message>
    <message>
      <source>Take all of the last 2 tricks.</source>
      <translation>Leva as últimas 2 bazas.</translation>
    </message>
    <message>
      <source>That card does not reach the goal against best defence.</source>
      <translation>Esa carta non chega ao obxectivo contra a mellor defensa.</translation>
    </message>
    <message>
      <source>Lead the J♣: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1) before they can trump your winners.</source>
      <translation>Sae coa J♣: ninguén máis ten un triunfo máis alto, e saíndo a triunfo arrastras os seus (Bo 1) antes de que poidan fallar as túas cartas gañadoras.</translation>
    </message>
    <message>
      <source>Bo follows with the A♣; the trick is yours.</source>
      <translation>Bo segue co A♣; a baza é túa.</translation>
    </message>
    <message>
      <source>Play the Q♥, the only card you may play.</source>
      <translation>Xoga a Q♥, a única carta que podes xogar.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the K♠; the trick is yours.</source>
      <translation>Bo non ten corazóns e bota o K♠; a baza é túa.</translation>
    </message>
    <message>
      <source>The Q♥ looks natural, but Bo takes that trick with the A♣, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation>A Q♥ parece a xogada natural, pero Bo leva esa baza co A♣, e contra a mellor defensa só levas 1 das últimas 2 bazas.</translation>
    </message>
    <message>
      <source>Lead the J♠: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1 and Ada 1) before they can trump your winners.</source>
      <translation>Sae coa J♠: ninguén máis ten un triunfo máis alto, e saíndo a triunfo arrastras os seus (Bo 1 e Ada 1) antes de que poidan fallar as túas cartas gañadoras.</translation>
    </message>
    <message>
      <source>Ada follows with the A♣.</source>
      <translation>Ada segue co A♣.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♣; the trick is yours.</source>
      <translation>Bo segue coa Q♣; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the K♣: count the trumps: 6 of the 7 have been played and you hold 1, and Bo and Ada have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation>Sae co K♣: conta os triunfos: xa se xogaron 6 dos 7 e ti tes 1, e nin Bo nin Ada teñen ningún, así que ninguén lle pode gañar aos teus triunfos (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the 9♠.</source>
      <translation>Ada non ten triunfos e bota o 9♠.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the 10♥; the trick is yours.</source>
      <translation>Bo non ten triunfos e bota o 10♥; a baza é túa.</translation>
    </message>
    <message>
      <source>Ada follows with the Q♠.</source>
      <translation>Ada segue coa Q♠.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the Q♥; the trick is yours.</source>
      <translation>Bo non ten picas e bota a Q♥; a baza é túa.</translation>
    </message>
    <message>
      <source>The K♣ looks natural, but Ada takes that trick with the A♣, and against best defence you take only 2 of the last 3 tricks.</source>
      <translation>O K♣ parece a xogada natural, pero Ada leva esa baza co A♣, e contra a mellor defensa só levas 2 das últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Not the A♠: Bo takes that trick with the Q♣, and against best defence you take only 1 of the last 3 tricks.</source>
      <translation>Non o A♠: Bo leva esa baza coa Q♣, e contra a mellor defensa só levas 1 das últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Take all of the last 3 tricks.</source>
      <translation>Leva as últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Play the Q♠: you have no diamonds, so trump the K♦, and you play last; the trick is yours.</source>
      <translation>Xoga a Q♠: non tes diamantes, así que gáñalle ao K♦ cun triunfo, e xogas ti o último; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Sae coa Q♣: ninguén máis ten un trevo máis alto, así que Ada ten que gastar un triunfo para gañarlle: iso fai saír un triunfo (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the J♣.</source>
      <translation>Ada non ten trevos e falla coa J♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the J♠; Bo wins the trick.</source>
      <translation>Bo non ten trevos e falla coa J♠; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Bo leads the K♠.</source>
      <translation>Bo sae co K♠.</translation>
    </message>
    <message>
      <source>Play the K♣, the only card you may play.</source>
      <translation>Xoga o K♣, a única carta que podes xogar.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the A♥; Bo wins the trick.</source>
      <translation>Ada non ten triunfos e bota o A♥; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>The K♣ looks natural, but Ada takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation>O K♣ parece a xogada natural, pero Ada leva esa baza co K♦, e contra a mellor defensa non levas ningunha das últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Not the Q♣: Ada takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation>Non a Q♣: Ada leva esa baza co K♦, e contra a mellor defensa non levas ningunha das últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Take 1 of the last 3 tricks.</source>
      <translation>Leva 1 das últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Play the Q♦: you have no spades, so trump the Q♠, and Ada cannot beat it.</source>
      <translation>Xoga a Q♦: non tes picas, así que gáñalle á Q♠ cun triunfo, e Ada non lle pode gañar.</translation>
    </message>
    <message>
      <source>Ada follows with the J♠; the trick is yours.</source>
      <translation>Ada segue coa J♠; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, so Bo must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Sae coa Q♣: ninguén máis ten un trevo máis alto, así que Bo ten que gastar un triunfo para gañarlle: iso fai saír un triunfo (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Ada follows with the J♣.</source>
      <translation>Ada segue coa J♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 9♦; Bo wins the trick.</source>
      <translation>Bo non ten trevos e falla co 9♦; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Bo leads the K♦.</source>
      <translation>Bo sae co K♦.</translation>
    </message>
    <message>
      <source>Play the A♣, the only card you may play.</source>
      <translation>Xoga o A♣, a única carta que podes xogar.</translation>
    </message>
    <message>
      <source>Ada follows with the J♥; Ada wins the trick.</source>
      <translation>Ada segue coa J♥; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>The Q♣ looks natural, but Bo takes that trick with the Q♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>A Q♣ parece a xogada natural, pero Bo leva esa baza coa Q♠, e contra a mellor defensa non levas ningunha das últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Not the A♣: Bo takes that trick with the Q♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>Non o A♣: Bo leva esa baza coa Q♠, e contra a mellor defensa non levas ningunha das últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Play the 10♠: you have no hearts, so trump the A♥, and you play last; the trick is yours.</source>
      <translation>Xoga o 10♠: non tes corazóns, así que gáñalle ao A♥ cun triunfo, e xogas ti o último; a baza é túa.</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♠.</source>
      <translation>Ada non ten trevos e falla co 9♠.</translation>
    </message>
    <message>
      <source>Bo follows with the 10♣; Ada wins the trick.</source>
      <translation>Bo segue co 10♣; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Ada leads the A♠.</source>
      <translation>Ada sae co A♠.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♥.</source>
      <translation>Bo non ten triunfos e bota a J♥.</translation>
    </message>
    <message>
      <source>Play the 10♦, the only card you may play; Ada wins the trick.</source>
      <translation>Xoga o 10♦, a única carta que podes xogar; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>The Q♣ looks natural, but Ada takes that trick with the A♥, and against best defence you take none of the last 3 tricks.</source>
      <translation>A Q♣ parece a xogada natural, pero Ada leva esa baza co A♥, e contra a mellor defensa non levas ningunha das últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Not the 10♦: Ada takes that trick with the A♥, and against best defence you take none of the last 3 tricks.</source>
      <translation>Non o 10♦: Ada leva esa baza co A♥, e contra a mellor defensa non levas ningunha das últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Play the J♦: it beats the A♥, and Ada cannot beat it.</source>
      <translation>Xoga a J♦: gáñalle ao A♥, e Ada non lle pode gañar.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the 9♣; the trick is yours.</source>
      <translation>Ada non ten triunfos e bota o 9♣; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the K♣: nobody else holds a higher club, so Bo must spend a trump to win it: that forces out a trump.</source>
      <translation>Sae co K♣: ninguén máis ten un trevo máis alto, así que Bo ten que gastar un triunfo para gañarlle: iso fai saír un triunfo.</translation>
    </message>
    <message>
      <source>Ada follows with the Q♣.</source>
      <translation>Ada segue coa Q♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the A♦; the trick is yours.</source>
      <translation>Bo non ten trevos e bota o A♦; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the 10♥: leading a trump draws the others' trumps (Bo 2) while your other cards are safe (from here any card keeps the goal).</source>
      <translation>Sae co 10♥: saíndo a triunfo arrastras os triunfos dos demais (Bo 2) mentres as túas outras cartas están a salvo (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♦.</source>
      <translation>Ada non ten triunfos e bota o K♦.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♥; Bo wins the trick.</source>
      <translation>Bo segue coa Q♥; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Bo leads the 9♥.</source>
      <translation>Bo sae co 9♥.</translation>
    </message>
    <message>
      <source>Play the K♥, the only card you may play.</source>
      <translation>Xoga o K♥, a única carta que podes xogar.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♠; the trick is yours.</source>
      <translation>Ada non ten triunfos e bota a Q♠; a baza é túa.</translation>
    </message>
    <message>
      <source>The K♥ looks natural, but Bo takes that trick with the A♥, and against best defence the maker still takes 3 tricks.</source>
      <translation>O K♥ parece a xogada natural, pero Bo leva esa baza co A♥, e contra a mellor defensa o mandante leva igualmente 3 bazas.</translation>
    </message>
    <message>
      <source>Not the 10♥: Bo takes that trick with the A♥, and against best defence the maker still takes 3 tricks.</source>
      <translation>Non o 10♥: Bo leva esa baza co A♥, e contra a mellor defensa o mandante leva igualmente 3 bazas.</translation>
    </message>
    <message>
      <source>Set Bo: keep them under 3 tricks.</source>
      <translation>Fai caer a Bo: que leve menos de 3 bazas.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the Q♠.</source>
      <translation>Ada non ten trevos e bota a Q♠.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 10♦; Bo wins the trick.</source>
      <translation>Bo non ten trevos e falla co 10♦; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Bo leads the Q♦.</source>
      <translation>Bo sae coa Q♦.</translation>
    </message>
    <message>
      <source>Play the 9♦, the only card you may play.</source>
      <translation>Xoga o 9♦, a única carta que podes xogar.</translation>
    </message>
    <message>
      <source>Ada leads the K♥.</source>
      <translation>Ada sae co K♥.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the 10♠.</source>
      <translation>Bo non ten corazóns e bota o 10♠.</translation>
    </message>
    <message>
      <source>Play the A♥, the only card you may play; the trick is yours.</source>
      <translation>Xoga o A♥, a única carta que podes xogar; a baza é túa.</translation>
    </message>
    <message>
      <source>Play the J♠, the only card you may play.</source>
      <translation>Xoga a J♠, a única carta que podes xogar.</translation>
    </message>
    <message>
      <source>Ada follows with the K♠.</source>
      <translation>Ada segue co K♠.</translation>
    </message>
    <message>
      <source>Bo follows with the A♠; Bo wins the trick.</source>
      <translation>Bo segue co A♠; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>The A♥ looks natural, but Bo takes that trick with the 10♦, and against best defence you take none of the last 4 tricks.</source>
      <translation>O A♥ parece a xogada natural, pero Bo leva esa baza co 10♦, e contra a mellor defensa non levas ningunha das últimas 4 bazas.</translation>
    </message>
    <message>
      <source>Not the 9♦: Bo takes a later trick with the Q♦, and against best defence you take none of the last 4 tricks.</source>
      <translation>Non o 9♦: Bo leva unha baza posterior coa Q♦, e contra a mellor defensa non levas ningunha das últimas 4 bazas.</translation>
    </message>
    <message>
      <source>Not the J♠: Bo takes that trick with the A♠, and against best defence you take none of the last 4 tricks.</source>
      <translation>Non a J♠: Bo leva esa baza co A♠, e contra a mellor defensa non levas ningunha das últimas 4 bazas.</translation>
    </message>
    <message>
      <source>Take 1 of the last 4 tricks.</source>
      <translation>Leva 1 das últimas 4 bazas.</translation>
    </message>
    <message>
      <source>Lead the J♦: nobody else holds a higher trump, and leading trumps draws theirs (Ada 1 and Bo 1) before they can trump your winners.</source>
      <translation>Sae coa J♦: ninguén máis ten un triunfo máis alto, e saíndo a triunfo arrastras os seus (Ada 1 e Bo 1) antes de que poidan fallar as túas cartas gañadoras.</translation>
    </message>
    <message>
      <source>Ada follows with the J♥.</source>
      <translation>Ada segue coa J♥.</translation>
    </message>
    <message>
      <source>Bo follows with the A♦; the trick is yours.</source>
      <translation>Bo segue co A♦; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the Q♦: count the trumps: 4 of the 7 have been played and you hold 2, and Ada and Bo have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation>Sae coa Q♦: conta os triunfos: xa se xogaron 4 dos 7 e ti tes 2, e nin Ada nin Bo teñen ningún, así que ninguén lle pode gañar aos teus triunfos (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♣.</source>
      <translation>Ada non ten triunfos e bota a Q♣.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♣; the trick is yours.</source>
      <translation>Bo non ten triunfos e bota a J♣; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the K♦: count the trumps: 5 of the 7 have been played and you hold 1, and Ada and Bo have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation>Sae co K♦: conta os triunfos: xa se xogaron 5 dos 7 e ti tes 1, e nin Ada nin Bo teñen ningún, así que ninguén lle pode gañar aos teus triunfos (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♣.</source>
      <translation>Ada non ten triunfos e bota o K♣.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the A♣; the trick is yours.</source>
      <translation>Bo non ten triunfos e bota o A♣; a baza é túa.</translation>
    </message>
    <message>
      <source>Play the A♥, the only card you may play.</source>
      <translation>Xoga o A♥, a única carta que podes xogar.</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♠.</source>
      <translation>Ada non ten corazóns e bota a Q♠.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the 9♠; the trick is yours.</source>
      <translation>Bo non ten corazóns e bota o 9♠; a baza é túa.</translation>
    </message>
    <message>
      <source>The K♦ looks natural, but Ada takes that trick with the J♥, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>O K♦ parece a xogada natural, pero Ada leva esa baza coa J♥, e contra a mellor defensa só levas 3 das últimas 4 bazas.</translation>
    </message>
    <message>
      <source>Not the Q♦: Ada takes that trick with the J♥, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>Non a Q♦: Ada leva esa baza coa J♥, e contra a mellor defensa só levas 3 das últimas 4 bazas.</translation>
    </message>
    <message>
      <source>Not the A♥: Bo takes that trick with the A♦, and against best defence you take only 2 of the last 4 tricks.</source>
      <translation>Non o A♥: Bo leva esa baza co A♦, e contra a mellor defensa só levas 2 das últimas 4 bazas.</translation>
    </message>
    <message>
      <source>Take all of the last 4 tricks.</source>
      <translation>Leva as últimas 4 bazas.</translation>
    </message>
    <message>
      <source>Play the Q♦: you have no clubs, so trump the A♣, and Ada cannot beat it.</source>
      <translation>Xoga a Q♦: non tes trevos, así que gáñalle ao A♣ cun triunfo, e Ada non lle pode gañar.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♣; the trick is yours.</source>
      <translation>Ada segue co 10♣; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the Q♥: nobody else holds a higher heart, so Bo must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Sae coa Q♥: ninguén máis ten un corazón máis alto, así que Bo ten que gastar un triunfo para gañarlle: iso fai saír un triunfo (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♣.</source>
      <translation>Ada non ten corazóns e bota a Q♣.</translation>
    </message>
    <message>
      <source>Bo has no hearts and trumps with the 10♦; Bo wins the trick.</source>
      <translation>Bo non ten corazóns e falla co 10♦; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Bo leads the K♣.</source>
      <translation>Bo sae co K♣.</translation>
    </message>
    <message>
      <source>Play the K♥: you have no clubs and cannot win, so throw away a card you do not need (from here any card keeps the goal).</source>
      <translation>Xoga o K♥: non tes trevos e non podes gañar, así que bota unha carta que non precises (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♦; Ada wins the trick.</source>
      <translation>Ada non ten trevos e falla co 9♦; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Ada leads the K♦.</source>
      <translation>Ada sae co K♦.</translation>
    </message>
    <message>
      <source>Bo follows with the A♦.</source>
      <translation>Bo segue co A♦.</translation>
    </message>
    <message>
      <source>Play the A♥, the only card you may play; Bo wins the trick.</source>
      <translation>Xoga o A♥, a única carta que podes xogar; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>The A♥ looks natural, but Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>O A♥ parece a xogada natural, pero Bo leva esa baza co A♣, e contra a mellor defensa non levas ningunha das últimas 4 bazas.</translation>
    </message>
    <message>
      <source>Not the Q♥: Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>Non a Q♥: Bo leva esa baza co A♣, e contra a mellor defensa non levas ningunha das últimas 4 bazas.</translation>
    </message>
    <message>
      <source>Not the K♥: Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>Non o K♥: Bo leva esa baza co A♣, e contra a mellor defensa non levas ningunha das últimas 4 bazas.</translation>
    </message>
    <message>
      <source>Lead the 9♣ through Ada, the maker: she plays second, and Bo, last, can beat her card or keep his own.</source>
      <translation>Sae co 9♣ a través de Ada, a mandante: ela xoga segunda, e Bo, que xoga o último, pode gañarlle á súa carta ou gardar a propia.</translation>
    </message>
    <message>
      <source>Bo follows with the K♣; Ada wins the trick.</source>
      <translation>Bo segue co K♣; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Ada leads the J♦.</source>
      <translation>Ada sae coa J♦.</translation>
    </message>
    <message>
      <source>Bo follows with the A♥.</source>
      <translation>Bo segue co A♥.</translation>
    </message>
    <message>
      <source>Play the 9♥: you cannot beat the J♦, so play your lowest trump (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>Xoga o 9♥: non lle podes gañar á J♦, así que xoga o teu triunfo máis baixo (a partir de aquí calquera carta chega ao obxectivo); Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Ada leads the Q♦.</source>
      <translation>Ada sae coa Q♦.</translation>
    </message>
    <message>
      <source>Play the 9♦, the only card you may play; Bo wins the trick.</source>
      <translation>Xoga o 9♦, a única carta que podes xogar; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Bo leads the 10♣.</source>
      <translation>Bo sae co 10♣.</translation>
    </message>
    <message>
      <source>Play the J♣, the only card you may play.</source>
      <translation>Xoga a J♣, a única carta que podes xogar.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the K♦; the trick is yours.</source>
      <translation>Ada non ten trevos e bota o K♦; a baza é túa.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the Q♠; Ada wins the trick.</source>
      <translation>Bo non ten triunfos e bota a Q♠; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>The 9♦ looks natural, but Ada takes a later trick with the A♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>O 9♦ parece a xogada natural, pero Ada leva unha baza posterior co A♣, e contra a mellor defensa non levas ningunha das últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Not the J♣: Ada takes that trick with the A♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>Non a J♣: Ada leva esa baza co A♣, e contra a mellor defensa non levas ningunha das últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Not the 9♥: Ada takes that trick with the J♦, and against best defence you take none of the last 5 tricks.</source>
      <translation>Non o 9♥: Ada leva esa baza coa J♦, e contra a mellor defensa non levas ningunha das últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Not the K♥: Ada takes that trick with the J♦, and against best defence you take none of the last 5 tricks.</source>
      <translation>Non o K♥: Ada leva esa baza coa J♦, e contra a mellor defensa non levas ningunha das últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Take 1 of the last 5 tricks.</source>
      <translation>Leva 1 das últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Play the K♠: you have no clubs, so trump the A♣, and you play last; the trick is yours.</source>
      <translation>Xoga o K♠: non tes trevos, así que gáñalle ao A♣ cun triunfo, e xogas ti o último; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the 9♦: nobody else holds a higher diamond, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Sae co 9♦: ninguén máis ten un diamante máis alto, así que Ada ten que gastar un triunfo para gañarlle: iso fai saír un triunfo (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Ada has no diamonds and throws away the 10♣.</source>
      <translation>Ada non ten diamantes e bota o 10♣.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and throws away the K♥; the trick is yours.</source>
      <translation>Bo non ten diamantes e bota o K♥; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the K♦: nobody else holds a higher diamond, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Sae co K♦: ninguén máis ten un diamante máis alto, así que Ada ten que gastar un triunfo para gañarlle: iso fai saír un triunfo (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Ada has no diamonds and trumps with the J♣.</source>
      <translation>Ada non ten diamantes e falla coa J♣.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and trumps with the 9♠; Ada wins the trick.</source>
      <translation>Bo non ten diamantes e falla co 9♠; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Ada leads the Q♣.</source>
      <translation>Ada sae coa Q♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 10♠.</source>
      <translation>Bo non ten trevos e falla co 10♠.</translation>
    </message>
    <message>
      <source>Play the A♦: Bo's 10♠ already wins the trick for your side, so you need not win it (from here any card keeps the goal); Bo wins the trick.</source>
      <translation>Xoga o A♦: o 10♠ de Bo xa gaña a baza para o teu bando, así que non precisas gañala (a partir de aquí calquera carta chega ao obxectivo); Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Bo leads the Q♠.</source>
      <translation>Bo sae coa Q♠.</translation>
    </message>
    <message>
      <source>Ada follows with the A♠; Ada wins the trick.</source>
      <translation>Ada segue co A♠; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>The A♦ looks natural, but Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>O A♦ parece a xogada natural, pero Ada leva esa baza co A♣, e contra a mellor defensa o mandante leva igualmente 3 bazas.</translation>
    </message>
    <message>
      <source>Not the 9♦: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>Non o 9♦: Ada leva esa baza co A♣, e contra a mellor defensa o mandante leva igualmente 3 bazas.</translation>
    </message>
    <message>
      <source>Not the K♦: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>Non o K♦: Ada leva esa baza co A♣, e contra a mellor defensa o mandante leva igualmente 3 bazas.</translation>
    </message>
    <message>
      <source>Not the A♥: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>Non o A♥: Ada leva esa baza co A♣, e contra a mellor defensa o mandante leva igualmente 3 bazas.</translation>
    </message>
    <message>
      <source>Set Ada: keep them under 3 tricks.</source>
      <translation>Fai caer a Ada: que leve menos de 3 bazas.</translation>
    </message>
    <message>
      <source>Play the 10♣: you cannot beat the J♣, so play a small trump and keep your J♠ guarded: it wins a trick later.</source>
      <translation>Xoga o 10♣: non lle podes gañar á J♣, así que xoga un triunfo pequeno e garda protexida a túa J♠: gañará unha baza máis tarde.</translation>
    </message>
    <message>
      <source>Ada follows with the 9♣; Bo wins the trick.</source>
      <translation>Ada segue co 9♣; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Bo leads the Q♣.</source>
      <translation>Bo sae coa Q♣.</translation>
    </message>
    <message>
      <source>Ada follows with the K♣; the trick is yours.</source>
      <translation>Ada segue co K♣; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the 9♠ towards Ada, who holds a higher spade (from here any card keeps the goal).</source>
      <translation>Sae co 9♠ cara a Ada, que ten unha pica máis alta (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the A♦; Ada wins the trick.</source>
      <translation>Bo non ten picas e bota o A♦; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Ada leads the A♣.</source>
      <translation>Ada sae co A♣.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the K♥.</source>
      <translation>Bo non ten triunfos e bota o K♥.</translation>
    </message>
    <message>
      <source>Play the 10♠: Ada's A♣ already wins the trick for your side, so you need not win it (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>Xoga o 10♠: o A♣ de Ada xa gaña a baza para o teu bando, así que non precisas gañala (a partir de aquí calquera carta chega ao obxectivo); Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the A♥.</source>
      <translation>Bo non ten picas e bota o A♥.</translation>
    </message>
    <message>
      <source>Play the Q♠, the only card you may play; Ada wins the trick.</source>
      <translation>Xoga a Q♠, a única carta que podes xogar; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>The J♠ looks natural, but Bo takes that trick with the J♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>A J♠ parece a xogada natural, pero Bo leva esa baza coa J♣, e contra a mellor defensa non levas ningunha das últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Play the 9♦: you cannot beat the A♦, so play your lowest trump and keep the K♦, which wins a trick later.</source>
      <translation>Xoga o 9♦: non lle podes gañar ao A♦, así que xoga o teu triunfo máis baixo e garda o K♦, que gañará unha baza máis tarde.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♥; Bo wins the trick.</source>
      <translation>Ada non ten triunfos e bota a Q♥; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Bo leads the 10♦.</source>
      <translation>Bo sae co 10♦.</translation>
    </message>
    <message>
      <source>Play the K♦, the only card you may play.</source>
      <translation>Xoga o K♦, a única carta que podes xogar.</translation>
    </message>
    <message>
      <source>The K♦ looks natural, but Bo takes that trick with the A♦, and against best defence you take only 2 tricks in all.</source>
      <translation>O K♦ parece a xogada natural, pero Bo leva esa baza co A♦, e contra a mellor defensa só levas 2 bazas en total.</translation>
    </message>
    <message>
      <source>Make your bid: take at least 3 tricks in all.</source>
      <translation>Cumpre a poxa: leva polo menos 3 bazas en total.</translation>
    </message>
    <message>
      <source>Play the K♣: you have no diamonds, so trump the A♦, and you play last; the trick is yours.</source>
      <translation>Xoga o K♣: non tes diamantes, así que gáñalle ao A♦ cun triunfo, e xogas ti o último; a baza é túa.</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the 10♠.</source>
      <translation>Ada non ten corazóns e bota o 10♠.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the Q♠; the trick is yours.</source>
      <translation>Bo non ten corazóns e bota a Q♠; a baza é túa.</translation>
    </message>
    <message>
      <source>The K♥ looks natural, but Ada takes that trick with the A♦, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation>O K♥ parece a xogada natural, pero Ada leva esa baza co A♦, e contra a mellor defensa só levas 1 das últimas 2 bazas.</translation>
    </message>
    <message>
      <source>Lead the K♥: nobody else holds a higher heart, and Bo cannot trump it.</source>
      <translation>Sae co K♥: ninguén máis ten un corazón máis alto, e Bo non pode gañarlle cun triunfo.</translation>
    </message>
    <message>
      <source>Ada follows with the Q♥.</source>
      <translation>Ada segue coa Q♥.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the J♦; the trick is yours.</source>
      <translation>Bo non ten corazóns e bota a J♦; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the 10♥: nobody else holds a higher heart, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Sae co 10♥: ninguén máis ten un corazón máis alto, así que Ada ten que gastar un triunfo para gañarlle: iso fai saír un triunfo (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Ada has no hearts and trumps with the 9♣.</source>
      <translation>Ada non ten corazóns e falla co 9♣.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the K♦; Ada wins the trick.</source>
      <translation>Bo non ten corazóns e bota o K♦; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Ada leads the K♣.</source>
      <translation>Ada sae co K♣.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the A♠.</source>
      <translation>Bo non ten triunfos e bota o A♠.</translation>
    </message>
    <message>
      <source>Play the K♠, the only card you may play; Ada wins the trick.</source>
      <translation>Xoga o K♠, a única carta que podes xogar; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>The K♠ looks natural, but Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>O K♠ parece a xogada natural, pero Bo leva esa baza co A♠, e contra a mellor defensa non levas ningunha das últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Not the 10♥: Ada takes that trick with the Q♥, and against best defence you take none of the last 3 tricks.</source>
      <translation>Non o 10♥: Ada leva esa baza coa Q♥, e contra a mellor defensa non levas ningunha das últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Lead the A♥: nobody else holds a higher heart, and the others must follow suit.</source>
      <translation>Sae co A♥: ninguén máis ten un corazón máis alto, e os demais teñen que seguir o pau.</translation>
    </message>
    <message>
      <source>Ada follows with the K♥.</source>
      <translation>Ada segue co K♥.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♥; the trick is yours.</source>
      <translation>Bo segue coa Q♥; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the 9♠: from here every card you may play keeps the goal in reach.</source>
      <translation>Sae co 9♠: a partir de aquí calquera carta que podes xogar chega ao obxectivo.</translation>
    </message>
    <message>
      <source>Bo follows with the J♠; Ada wins the trick.</source>
      <translation>Bo segue coa J♠; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Play the 10♠, the only card you may play; Ada wins the trick.</source>
      <translation>Xoga o 10♠, a única carta que podes xogar; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>The 10♠ looks natural, but Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>O 10♠ parece a xogada natural, pero Bo leva esa baza co A♠, e contra a mellor defensa non levas ningunha das últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Not the 9♠: Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>Non o 9♠: Bo leva esa baza co A♠, e contra a mellor defensa non levas ningunha das últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Lead the A♦: nobody else holds a higher diamond, and Ada cannot trump it.</source>
      <translation>Sae co A♦: ninguén máis ten un diamante máis alto, e Ada non pode gañarlle cun triunfo.</translation>
    </message>
    <message>
      <source>Bo follows with the K♦; the trick is yours.</source>
      <translation>Bo segue co K♦; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the 10♦: nobody else holds a higher diamond, and Ada and Bo cannot trump it.</source>
      <translation>Sae co 10♦: ninguén máis ten un diamante máis alto, e nin Ada nin Bo poden gañarlle cun triunfo.</translation>
    </message>
    <message>
      <source>Ada has no diamonds and throws away the J♠.</source>
      <translation>Ada non ten diamantes e bota a J♠.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and throws away the Q♣; the trick is yours.</source>
      <translation>Bo non ten diamantes e bota a Q♣; a baza é túa.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the K♠.</source>
      <translation>Ada non ten trevos e bota o K♠.</translation>
    </message>
    <message>
      <source>Bo follows with the A♣; Bo wins the trick.</source>
      <translation>Bo segue co A♣; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>The K♣ looks natural, but Bo takes that trick with the A♣, and against best defence you take only 1 of the last 3 tricks.</source>
      <translation>O K♣ parece a xogada natural, pero Bo leva esa baza co A♣, e contra a mellor defensa só levas 1 das últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Not the 10♦: Bo takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation>Non o 10♦: Bo leva esa baza co K♦, e contra a mellor defensa non levas ningunha das últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Take 2 of the last 3 tricks.</source>
      <translation>Leva 2 das últimas 3 bazas.</translation>
    </message>
    <message>
      <source>Lead the A♠: nobody else holds a higher spade, and the others must follow suit.</source>
      <translation>Sae co A♠: ninguén máis ten unha pica máis alta, e os demais teñen que seguir o pau.</translation>
    </message>
    <message>
      <source>Bo follows with the 10♠; the trick is yours.</source>
      <translation>Bo segue co 10♠; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the 9♠: nobody else holds a higher spade, and Bo and Ada cannot trump it (from here any card keeps the goal).</source>
      <translation>Sae co 9♠: ninguén máis ten unha pica máis alta, e nin Bo nin Ada poden gañarlle cun triunfo (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the J♣.</source>
      <translation>Ada non ten picas e bota a J♣.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the 9♥; the trick is yours.</source>
      <translation>Bo non ten picas e bota o 9♥; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the J♠: nobody else holds a higher spade, and Bo and Ada cannot trump it (from here any card keeps the goal).</source>
      <translation>Sae coa J♠: ninguén máis ten unha pica máis alta, e nin Bo nin Ada poden gañarlle cun triunfo (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the 10♥; the trick is yours.</source>
      <translation>Bo non ten picas e bota o 10♥; a baza é túa.</translation>
    </message>
    <message>
      <source>Play the Q♠, the only card you may play.</source>
      <translation>Xoga a Q♠, a única carta que podes xogar.</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the A♥.</source>
      <translation>Ada non ten picas e bota o A♥.</translation>
    </message>
    <message>
      <source>The Q♠ looks natural, but Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation>A Q♠ parece a xogada natural, pero Ada leva esa baza co K♠, e contra a mellor defensa o declarante leva igualmente 5 bazas.</translation>
    </message>
    <message>
      <source>Not the 9♠: Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation>Non o 9♠: Ada leva esa baza co K♠, e contra a mellor defensa o declarante leva igualmente 5 bazas.</translation>
    </message>
    <message>
      <source>Not the J♠: Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation>Non a J♠: Ada leva esa baza co K♠, e contra a mellor defensa o declarante leva igualmente 5 bazas.</translation>
    </message>
    <message>
      <source>Set Ada: keep them under 4 tricks.</source>
      <translation>Fai caer a Ada: que leve menos de 4 bazas.</translation>
    </message>
    <message>
      <source>Play the A♣: it beats the K♣, and you play last; the trick is yours.</source>
      <translation>Xoga o A♣: gáñalle ao K♣, e xogas ti o último; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the 9♣: from here every card you may play keeps the goal in reach.</source>
      <translation>Sae co 9♣: a partir de aquí calquera carta que podes xogar chega ao obxectivo.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the 9♦; Ada wins the trick.</source>
      <translation>Bo non ten trevos e bota o 9♦; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Ada leads the J♠.</source>
      <translation>Ada sae coa J♠.</translation>
    </message>
    <message>
      <source>Bo has no spades and trumps with the 9♥.</source>
      <translation>Bo non ten picas e falla co 9♥.</translation>
    </message>
    <message>
      <source>Play the K♠: you cannot beat the 9♥, so play your lowest spade (from here any card keeps the goal); Bo wins the trick.</source>
      <translation>Xoga o K♠: non lle podes gañar ao 9♥, así que xoga a túa pica máis baixa (a partir de aquí calquera carta chega ao obxectivo); Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Bo leads the K♥.</source>
      <translation>Bo sae co K♥.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♠; Bo wins the trick.</source>
      <translation>Ada non ten triunfos e bota a Q♠; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>The 9♣ looks natural, but Bo takes that trick with the K♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>O 9♣ parece a xogada natural, pero Bo leva esa baza co K♣, e contra a mellor defensa non levas ningunha das últimas 4 bazas.</translation>
    </message>
    <message>
      <source>Play the 9♠: you have no diamonds, so trump the A♦, and you play last; the trick is yours.</source>
      <translation>Xoga o 9♠: non tes diamantes, así que gáñalle ao A♦ cun triunfo, e xogas ti o último; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the K♥: nobody else holds a higher heart, and the others must follow suit.</source>
      <translation>Sae co K♥: ninguén máis ten un corazón máis alto, e os demais teñen que seguir o pau.</translation>
    </message>
    <message>
      <source>Bo follows with the J♥; the trick is yours.</source>
      <translation>Bo segue coa J♥; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the 9♥: nobody else holds a higher heart, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Sae co 9♥: ninguén máis ten un corazón máis alto, e nin Ada nin Bo poden gañarlle cun triunfo (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♦.</source>
      <translation>Ada non ten corazóns e bota a Q♦.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the 10♣; the trick is yours.</source>
      <translation>Bo non ten corazóns e bota o 10♣; a baza é túa.</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the K♦.</source>
      <translation>Ada non ten corazóns e bota o K♦.</translation>
    </message>
    <message>
      <source>The A♥ looks natural, but Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>O A♥ parece a xogada natural, pero Ada leva esa baza co A♦, e contra a mellor defensa só levas 3 das últimas 4 bazas.</translation>
    </message>
    <message>
      <source>Not the 9♥: Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>Non o 9♥: Ada leva esa baza co A♦, e contra a mellor defensa só levas 3 das últimas 4 bazas.</translation>
    </message>
    <message>
      <source>Not the K♥: Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>Non o K♥: Ada leva esa baza co A♦, e contra a mellor defensa só levas 3 das últimas 4 bazas.</translation>
    </message>
    <message>
      <source>Lead the A♦: nobody else holds a higher diamond, and the others must follow suit.</source>
      <translation>Sae co A♦: ninguén máis ten un diamante máis alto, e os demais teñen que seguir o pau.</translation>
    </message>
    <message>
      <source>Ada follows with the K♦.</source>
      <translation>Ada segue co K♦.</translation>
    </message>
    <message>
      <source>Bo follows with the 10♦; the trick is yours.</source>
      <translation>Bo segue co 10♦; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the 10♣: from here every card you may play keeps the goal in reach.</source>
      <translation>Sae co 10♣: a partir de aquí calquera carta que podes xogar chega ao obxectivo.</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♥.</source>
      <translation>Ada non ten trevos e falla co 9♥.</translation>
    </message>
    <message>
      <source>Bo follows with the 9♣; Ada wins the trick.</source>
      <translation>Bo segue co 9♣; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Ada leads the 10♥.</source>
      <translation>Ada sae co 10♥.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♣.</source>
      <translation>Bo non ten triunfos e bota a J♣.</translation>
    </message>
    <message>
      <source>Play the A♣: you have no trumps and cannot win, so throw away a card you do not need (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>Xoga o A♣: non tes triunfos e non podes gañar, así que bota unha carta que non precises (a partir de aquí calquera carta chega ao obxectivo); Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♠.</source>
      <translation>Bo non ten triunfos e bota a J♠.</translation>
    </message>
    <message>
      <source>Play the 9♦: you have no trumps and cannot win, so throw away a card you do not need (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>Xoga o 9♦: non tes triunfos e non podes gañar, así que bota unha carta que non precises (a partir de aquí calquera carta chega ao obxectivo); Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Ada leads the 10♠.</source>
      <translation>Ada sae co 10♠.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♠.</source>
      <translation>Bo segue coa Q♠.</translation>
    </message>
    <message>
      <source>Play the 9♠, the only card you may play; Bo wins the trick.</source>
      <translation>Xoga o 9♠, a única carta que podes xogar; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>The A♣ looks natural, but Ada takes that trick with the 9♥, and against best defence you take none of the last 5 tricks.</source>
      <translation>O A♣ parece a xogada natural, pero Ada leva esa baza co 9♥, e contra a mellor defensa non levas ningunha das últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Not the 10♣: Bo takes that trick with the J♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>Non o 10♣: Bo leva esa baza coa J♣, e contra a mellor defensa non levas ningunha das últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Not the 9♦: Ada takes that trick with the K♦, and against best defence you take none of the last 5 tricks.</source>
      <translation>Non o 9♦: Ada leva esa baza co K♦, e contra a mellor defensa non levas ningunha das últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Not the 9♠: Bo takes that trick with the J♠, and against best defence you take none of the last 5 tricks.</source>
      <translation>Non o 9♠: Bo leva esa baza coa J♠, e contra a mellor defensa non levas ningunha das últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Play the 9♠: you cannot beat the A♠, so play your lowest spade; Ada wins the trick.</source>
      <translation>Xoga o 9♠: non lle podes gañar ao A♠, así que xoga a túa pica máis baixa; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Ada leads the 9♦.</source>
      <translation>Ada sae co 9♦.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the 9♣.</source>
      <translation>Bo non ten triunfos e bota o 9♣.</translation>
    </message>
    <message>
      <source>Play the Q♣: you have no trumps and cannot win, so throw away a card you do not need and keep the K♥ and J♠; Ada wins the trick.</source>
      <translation>Xoga a Q♣: non tes triunfos e non podes gañar, así que bota unha carta que non precises e garda o K♥ e a J♠; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the 10♣.</source>
      <translation>Bo non ten triunfos e bota o 10♣.</translation>
    </message>
    <message>
      <source>Play the 10♥: you have no trumps and cannot win, so throw away a card you do not need and keep the K♥ and J♠; Ada wins the trick.</source>
      <translation>Xoga o 10♥: non tes triunfos e non podes gañar, así que bota unha carta que non precises e garda o K♥ e a J♠; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Ada leads the 9♥.</source>
      <translation>Ada sae co 9♥.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♥.</source>
      <translation>Bo segue coa Q♥.</translation>
    </message>
    <message>
      <source>Play the K♥, the only card you may play; the trick is yours.</source>
      <translation>Xoga o K♥, a única carta que podes xogar; a baza é túa.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♠.</source>
      <translation>Ada segue co 10♠.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the J♣; the trick is yours.</source>
      <translation>Bo non ten picas e bota a J♣; a baza é túa.</translation>
    </message>
    <message>
      <source>The J♠ looks natural, but Ada takes that trick with the A♠, and against best defence you take only 1 of the last 5 tricks.</source>
      <translation>A J♠ parece a xogada natural, pero Ada leva esa baza co A♠, e contra a mellor defensa só levas 1 das últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Take 2 of the last 5 tricks.</source>
      <translation>Leva 2 das últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Lead the J♥: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1) before they can trump your winners.</source>
      <translation>Sae coa J♥: ninguén máis ten un triunfo máis alto, e saíndo a triunfo arrastras os seus (Bo 1) antes de que poidan fallar as túas cartas gañadoras.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the 10♣.</source>
      <translation>Ada non ten triunfos e bota o 10♣.</translation>
    </message>
    <message>
      <source>Lead the 9♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Sae co 9♣: ninguén máis ten un trevo máis alto, e nin Ada nin Bo poden gañarlle cun triunfo (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the 10♥.</source>
      <translation>Ada non ten trevos e bota o 10♥.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the Q♥; the trick is yours.</source>
      <translation>Bo non ten trevos e bota a Q♥; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Sae coa Q♣: ninguén máis ten un trevo máis alto, e nin Ada nin Bo poden gañarlle cun triunfo (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the A♥.</source>
      <translation>Ada non ten trevos e bota o A♥.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the K♥; the trick is yours.</source>
      <translation>Bo non ten trevos e bota o K♥; a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the K♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Sae co K♣: ninguén máis ten un trevo máis alto, e nin Ada nin Bo poden gañarlle cun triunfo (a partir de aquí calquera carta chega ao obxectivo).</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the 10♠; the trick is yours.</source>
      <translation>Bo non ten trevos e bota o 10♠; a baza é túa.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the A♠.</source>
      <translation>Ada non ten trevos e bota o A♠.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the J♠; the trick is yours.</source>
      <translation>Bo non ten trevos e bota a J♠; a baza é túa.</translation>
    </message>
    <message>
      <source>The A♣ looks natural, but Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation>O A♣ parece a xogada natural, pero Bo leva esa baza co K♦, e contra a mellor defensa só levas 4 das últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Not the 9♣: Ada takes that trick with the 10♣, and against best defence you take only 1 of the last 5 tricks.</source>
      <translation>Non o 9♣: Ada leva esa baza co 10♣, e contra a mellor defensa só levas 1 das últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Not the Q♣: Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation>Non a Q♣: Bo leva esa baza co K♦, e contra a mellor defensa só levas 4 das últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Not the K♣: Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation>Non o K♣: Bo leva esa baza co K♦, e contra a mellor defensa só levas 4 das últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Take all of the last 5 tricks.</source>
      <translation>Leva as últimas 5 bazas.</translation>
    </message>
    <message>
      <source>Play the K♥: you cannot beat the J♥, so play a lower trump and keep your J♦ guarded: it wins a trick later.</source>
      <translation>Xoga o K♥: non lle podes gañar á J♥, así que xoga un triunfo máis baixo e garda protexida a túa J♦: gañará unha baza máis tarde.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♣; Bo wins the trick.</source>
      <translation>Ada non ten triunfos e bota o K♣; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Bo leads the A♣.</source>
      <translation>Bo sae co A♣.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the 9♦; Bo wins the trick.</source>
      <translation>Ada non ten trevos e bota o 9♦; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Bo leads the A♦.</source>
      <translation>Bo sae co A♦.</translation>
    </message>
    <message>
      <source>Play the Q♦, the only card you may play.</source>
      <translation>Xoga a Q♦, a única carta que podes xogar.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♦; Bo wins the trick.</source>
      <translation>Ada segue co 10♦; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Play the J♦, the only card you may play.</source>
      <translation>Xoga a J♦, a única carta que podes xogar.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♦; the trick is yours.</source>
      <translation>Ada non ten triunfos e bota o K♦; a baza é túa.</translation>
    </message>
    <message>
      <source>Ada follows with the J♠.</source>
      <translation>Ada segue coa J♠.</translation>
    </message>
    <message>
      <source>Bo has no spades and trumps with the Q♥; Bo wins the trick.</source>
      <translation>Bo non ten picas e falla coa Q♥; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Bo leads the A♥.</source>
      <translation>Bo sae co A♥.</translation>
    </message>
    <message>
      <source>The J♦ looks natural, but Bo takes that trick with the J♥, and against best defence the declarer still takes 6 tricks.</source>
      <translation>A J♦ parece a xogada natural, pero Bo leva esa baza coa J♥, e contra a mellor defensa o declarante leva igualmente 6 bazas.</translation>
    </message>
    <message>
      <source>Stop Bo's moon: win a trick.</source>
      <translation>Para a lúa de Bo: gaña unha baza.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♥; Bo wins the trick.</source>
      <translation>Ada segue co 10♥; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Bo leads the 9♣.</source>
      <translation>Bo sae co 9♣.</translation>
    </message>
    <message>
      <source>Play the Q♣, the only card you may play.</source>
      <translation>Xoga a Q♣, a única carta que podes xogar.</translation>
    </message>
    <message>
      <source>Ada follows with the K♣; Ada wins the trick.</source>
      <translation>Ada segue co K♣; Ada gaña a baza.</translation>
    </message>
    <message>
      <source>Ada leads the 10♣.</source>
      <translation>Ada sae co 10♣.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the Q♥.</source>
      <translation>Bo non ten trevos e falla coa Q♥.</translation>
    </message>
    <message>
      <source>Play the J♦: you have no clubs, so trump the Q♥, and you play last (from here any card keeps the goal); the trick is yours.</source>
      <translation>Xoga a J♦: non tes trevos, así que gáñalle á Q♥ cun triunfo, e xogas ti o último (a partir de aquí calquera carta chega ao obxectivo); a baza é túa.</translation>
    </message>
    <message>
      <source>Lead the Q♦: from here every card you may play keeps the goal in reach.</source>
      <translation>Sae coa Q♦: a partir de aquí calquera carta que podes xogar chega ao obxectivo.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and trumps with the A♥; Bo wins the trick.</source>
      <translation>Bo non ten diamantes e falla co A♥; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Play the 9♠, the only card you may play.</source>
      <translation>Xoga o 9♠, a única carta que podes xogar.</translation>
    </message>
    <message>
      <source>Ada follows with the J♠; Bo wins the trick.</source>
      <translation>Ada segue coa J♠; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>Bo leads the A♠.</source>
      <translation>Bo sae co A♠.</translation>
    </message>
    <message>
      <source>Play the A♦, the only card you may play.</source>
      <translation>Xoga o A♦, a única carta que podes xogar.</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the J♣; Bo wins the trick.</source>
      <translation>Ada non ten picas e bota a J♣; Bo gaña a baza.</translation>
    </message>
    <message>
      <source>The J♦ looks natural, but Bo takes that trick with the J♥, and against best defence you take none of the last 6 tricks.</source>
      <translation>A J♦ parece a xogada natural, pero Bo leva esa baza coa J♥, e contra a mellor defensa non levas ningunha das últimas 6 bazas.</translation>
    </message>
    <message>
      <source>Take 1 of the last 6 tricks.</source>
      <translation>Leva 1 das últimas 6 bazas.</translation>
    </message>
  </context>
</TS>
