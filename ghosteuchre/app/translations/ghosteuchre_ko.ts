<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
  <context>
    <name>Accessible</name>
    <message>
      <source>Nine</source>
      <translation>9</translation>
    </message>
    <message>
      <source>Ten</source>
      <translation>10</translation>
    </message>
    <message>
      <source>Jack</source>
      <translation>잭</translation>
    </message>
    <message>
      <source>Queen</source>
      <translation>퀸</translation>
    </message>
    <message>
      <source>King</source>
      <translation>킹</translation>
    </message>
    <message>
      <source>Ace</source>
      <translation>에이스</translation>
    </message>
    <message>
      <source>{0} of {1}</source>
      <translation>{1} {0}</translation>
    </message>
    <message numerus="yes">
      <source>%n card(s)</source>
      <translation>
        <numerusform>카드 %n장</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n trick(s)</source>
      <translation>
        <numerusform>%n트릭</numerusform>
      </translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>Your hand</source>
      <translation>내 핸드</translation>
    </message>
    <message>
      <source>Trick</source>
      <translation>트릭</translation>
    </message>
    <message>
      <source>Given up by you</source>
      <translation>내놓은 사람: 나</translation>
    </message>
    <message>
      <source>Trick, taken by you</source>
      <translation>트릭, 가져간 사람: 나</translation>
    </message>
    <message>
      <source>Trick, taken by {0}</source>
      <translation>트릭, 가져간 사람: {0}</translation>
    </message>
    <message>
      <source>played by you</source>
      <translation>나의 카드</translation>
    </message>
    <message>
      <source>No card has been played to it yet.</source>
      <translation>아직 낸 카드가 없습니다.</translation>
    </message>
    <message>
      <source>played by {0}</source>
      <translation>{0}의 카드</translation>
    </message>
    <message>
      <source>led</source>
      <translation>리드한 카드</translation>
    </message>
    <message>
      <source>takes the trick</source>
      <translation>트릭을 가져감</translation>
    </message>
    <message>
      <source>Cards of {0}</source>
      <translation>{0}의 카드</translation>
    </message>
    <message>
      <source>{0}, face down</source>
      <translation>{0}, 뒷면</translation>
    </message>
    <message>
      <source>left bower</source>
      <translation>레프트 바우어</translation>
    </message>
    <message>
      <source>right bower</source>
      <translation>라이트 바우어</translation>
    </message>
    <message>
      <source>trump</source>
      <translation>트럼프</translation>
    </message>
    <message>
      <source>playable</source>
      <translation>낼 수 있음</translation>
    </message>
    <message>
      <source>cannot be played</source>
      <translation>낼 수 없음</translation>
    </message>
    <message>
      <source>does not follow suit</source>
      <translation>수트를 따르지 않음</translation>
    </message>
    <message>
      <source>chosen to discard</source>
      <translation>버리기로 고름</translation>
    </message>
    <message>
      <source>kept</source>
      <translation>남김</translation>
    </message>
    <message>
      <source>suggested by the hint</source>
      <translation>힌트가 추천한 카드</translation>
    </message>
    <message>
      <source>Ghost hand</source>
      <translation>고스트 핸드</translation>
    </message>
    <message>
      <source>6 cards, face down</source>
      <translation>카드 6장, 뒷면</translation>
    </message>
    <message>
      <source>Given up by {0}</source>
      <translation>내놓은 사람: {0}</translation>
    </message>
    <message>
      <source>Dead hand</source>
      <translation>데드 핸드</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>더미</translation>
    </message>
    <message>
      <source>5 cards, face down</source>
      <translation>카드 5장, 뒷면</translation>
    </message>
    <message>
      <source>the {0} was picked up</source>
      <translation>{0}을(를) 가져감</translation>
    </message>
    <message>
      <source>the {0} was turned down</source>
      <translation>{0} 뒤집힘</translation>
    </message>
    <message>
      <source>the {0} is turned up</source>
      <translation>{0} 앞면</translation>
    </message>
    <message>
      <source>Kitty</source>
      <translation>키티</translation>
    </message>
    <message>
      <source>turned up</source>
      <translation>앞면</translation>
    </message>
    <message>
      <source>dealer</source>
      <translation>딜러</translation>
    </message>
    <message>
      <source>to play</source>
      <translation>낼 차례</translation>
    </message>
    <message>
      <source>to decide</source>
      <translation>결정할 차례</translation>
    </message>
    <message>
      <source>Score {0}</source>
      <translation>점수 {0}</translation>
    </message>
    <message>
      <source>Card table</source>
      <translation>카드 테이블</translation>
    </message>
    <message>
      <source>Choices and messages</source>
      <translation>선택과 메시지</translation>
    </message>
  </context>
  <context>
    <name>BotReason</name>
    <message>
      <source>declarer</source>
      <translation>선언자</translation>
    </message>
    <message>
      <source>maker</source>
      <translation>메이커</translation>
    </message>
    <message>
      <source>the player on my left</source>
      <translation>제 왼쪽 플레이어</translation>
    </message>
    <message>
      <source>the player on my right</source>
      <translation>제 오른쪽 플레이어</translation>
    </message>
    <message>
      <source>another player</source>
      <translation>다른 플레이어</translation>
    </message>
    <message>
      <source>Shot the moon</source>
      <translation>달 쏘기를 했습니다</translation>
    </message>
    <message>
      <source>Bid {0}</source>
      <translation>{0} 입찰했습니다</translation>
    </message>
    <message>
      <source>Chose at random.</source>
      <translation>무작위로 골랐습니다.</translation>
    </message>
    <message>
      <source>Played the {card}: the only card I was allowed to play.</source>
      <translation>{card}을(를) 냈습니다: 낼 수 있는 유일한 카드였습니다.</translation>
    </message>
    <message>
      <source>Discarded the {card}: the last card I had to give up.</source>
      <translation>{card}을(를) 버렸습니다: 내놓아야 하는 마지막 카드였습니다.</translation>
    </message>
    <message>
      <source>Picked up the up-card: the rules require it.</source>
      <translation>업카드를 가져왔습니다: 규칙상 그래야 합니다.</translation>
    </message>
    <message>
      <source>Chose {action}: the only thing I may do.</source>
      <translation>{action}을(를) 골랐습니다: 할 수 있는 유일한 행동이었습니다.</translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s).</source>
      <translation>
        <numerusform>{bid_verb}: {suit}이(가) 트럼프라면 제 핸드로 약 %n트릭을 딸 수 있습니다.</numerusform>
      </translation>
    </message>
    <message>
      <source>Bid {bid_words}: the dealer may not pass when everyone else has.</source>
      <translation>{bid_words} 입찰했습니다: 다른 모두가 패스하면 딜러는 패스할 수 없습니다.</translation>
    </message>
    <message>
      <source>Swapped with the ghost hand: mine is too weak to bid, and a fresh hand is usually better.</source>
      <translation>고스트 핸드와 교환했습니다: 제 핸드는 입찰하기에 너무 약하고, 새 핸드가 대개 더 낫습니다.</translation>
    </message>
    <message>
      <source>Passed: someone has already called the moon.</source>
      <translation>패스했습니다: 이미 누군가 달 쏘기를 선언했습니다.</translation>
    </message>
    <message>
      <source>Passed: my hand is not strong enough to bid more than {bid}.</source>
      <translation>패스했습니다: 제 핸드는 {bid}보다 높게 입찰할 만큼 강하지 않습니다.</translation>
    </message>
    <message>
      <source>Passed: my hand is not strong enough to bid.</source>
      <translation>패스했습니다: 제 핸드는 입찰할 만큼 강하지 않습니다.</translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: my strongest suit, good for about %n trick(s).</source>
      <translation>
        <numerusform>{suit}을(를) 지정했습니다: 제 가장 강한 수트로, 약 %n트릭을 딸 수 있습니다.</numerusform>
      </translation>
    </message>
    <message>
      <source>Swapped with the ghost hand: an unseen hand is likely to be better than mine.</source>
      <translation>고스트 핸드와 교환했습니다: 보지 않은 핸드가 제 것보다 나을 가능성이 큽니다.</translation>
    </message>
    <message>
      <source>{bid_verb}: with {suit} as trump my hand should make it.</source>
      <translation>{bid_verb}: {suit}이(가) 트럼프라면 제 핸드로 해낼 수 있습니다.</translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s), and a lower bid would likely be outbid.</source>
      <translation>
        <numerusform>{bid_verb}: {suit}이(가) 트럼프라면 제 핸드로 약 %n트릭을 딸 수 있고, 더 낮게 입찰하면 다른 사람이 더 높게 입찰할 것입니다.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s), and passing would likely cost me more.</source>
      <translation>
        <numerusform>{bid_verb}: {suit}이(가) 트럼프라면 제 핸드로 약 %n트릭을 딸 수 있고, 패스하면 더 많이 잃을 것입니다.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{bid_verb}: with {suit} as trump my hand should take about %n trick(s); a risk worth taking with another player close to winning.</source>
      <translation>
        <numerusform>{bid_verb}: {suit}이(가) 트럼프라면 제 핸드로 약 %n트릭을 딸 수 있습니다. 다른 플레이어가 승리에 가까우니 감수할 만한 위험입니다.</numerusform>
      </translation>
    </message>
    <message>
      <source>Shot the moon: with {suit} as trump my hand should take every trick often enough to be worth the risk.</source>
      <translation>달 쏘기를 했습니다: {suit}이(가) 트럼프라면 제 핸드가 모든 트릭을 딸 때가 위험을 감수할 만큼 자주 있습니다.</translation>
    </message>
    <message>
      <source>Named {suit}: my hand is strongest with it as trump.</source>
      <translation>{suit}을(를) 지정했습니다: 그 수트가 트럼프일 때 제 핸드가 가장 강합니다.</translation>
    </message>
    <message>
      <source>Named {suit}: after the bids that followed mine, it is a better trump for me than the suit I bid with.</source>
      <translation>{suit}을(를) 지정했습니다: 제 뒤에 나온 입찰을 보니 제가 입찰할 때 생각한 수트보다 더 나은 트럼프입니다.</translation>
    </message>
    <message>
      <source>Accepted: with {suit} as trump and the dummy's cards to choose from, I should take at least three tricks.</source>
      <translation>수락했습니다: {suit}이(가) 트럼프이고 더미의 카드에서 고를 수 있으니 적어도 세 트릭은 딸 수 있습니다.</translation>
    </message>
    <message>
      <source>Ordered it up: with {suit} as trump and the dummy's cards to choose from, I should take at least three tricks.</source>
      <translation>오더 업했습니다: {suit}이(가) 트럼프이고 더미의 카드에서 고를 수 있으니 적어도 세 트릭은 딸 수 있습니다.</translation>
    </message>
    <message>
      <source>Passed: with {suit} as trump I would too often be euchred.</source>
      <translation>패스했습니다: {suit}이(가) 트럼프라면 너무 자주 유커당할 것입니다.</translation>
    </message>
    <message>
      <source>Passed: no suit is strong enough for me to make it.</source>
      <translation>패스했습니다: 해낼 만큼 강한 수트가 없습니다.</translation>
    </message>
    <message>
      <source>Named {suit}: with the dummy's cards I should take at least three tricks.</source>
      <translation>{suit}을(를) 지정했습니다: 더미의 카드가 있으면 적어도 세 트릭은 딸 수 있습니다.</translation>
    </message>
    <message>
      <source>Named {suit}: the dealer must name a suit when everyone has passed.</source>
      <translation>{suit}을(를) 지정했습니다: 모두가 패스하면 딜러가 수트를 지정해야 합니다.</translation>
    </message>
    <message>
      <source>Picked up the {card}: one more trump to use against the maker.</source>
      <translation>{card}을(를) 가져왔습니다: 메이커에게 맞설 트럼프가 하나 더 생깁니다.</translation>
    </message>
    <message>
      <source>Went alone: my hand is strong enough to take all five tricks by itself.</source>
      <translation>단독 플레이를 했습니다: 제 핸드만으로 다섯 트릭을 모두 딸 만큼 강합니다.</translation>
    </message>
    <message>
      <source>Took the dummy: five more cards to choose my best hand from.</source>
      <translation>더미를 가져왔습니다: 최고의 핸드를 고를 카드가 다섯 장 더 생깁니다.</translation>
    </message>
    <message>
      <source>Discarded the {card}: a low card I will not need.</source>
      <translation>{card}을(를) 버렸습니다: 필요 없는 낮은 카드입니다.</translation>
    </message>
    <message>
      <source>Discarded the {card}: I keep my trumps and the side cards that go best with them.</source>
      <translation>{card}을(를) 버렸습니다: 트럼프와, 그와 가장 잘 어울리는 다른 수트 카드를 남깁니다.</translation>
    </message>
    <message>
      <source>Discarded the {card}: my weakest trump.</source>
      <translation>{card}을(를) 버렸습니다: 가장 약한 트럼프입니다.</translation>
    </message>
    <message>
      <source>Discarded the {card}: now I have no {suit}, so I can trump when {suit} are led.</source>
      <translation>{card}을(를) 버렸습니다: 이제 {suit}이(가) 없으니 {suit}이(가) 리드되면 트럼프를 낼 수 있습니다.</translation>
    </message>
    <message numerus="yes">
      <source>Defended alone: with %n trump(s) I can stop the maker by myself.</source>
      <translation>
        <numerusform>단독 수비했습니다: 트럼프 %n장으로 혼자서 메이커를 막을 수 있습니다.</numerusform>
      </translation>
    </message>
    <message>
      <source>Passed: I defend together with the other player.</source>
      <translation>패스했습니다: 다른 플레이어와 함께 수비합니다.</translation>
    </message>
    <message numerus="yes">
      <source>Defended alone: with %n trump(s) I may take every trick by myself, which scores more for us defenders than stopping the maker together.</source>
      <translation>
        <numerusform>단독 수비했습니다: 트럼프 %n장이면 혼자서 모든 트릭을 딸 수도 있고, 그러면 함께 메이커를 막을 때보다 수비 측이 더 많은 점수를 얻습니다.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Passed: with %n trump(s) I am unlikely to take every trick by myself, so the other player and I stop the maker more surely together.</source>
      <translation>
        <numerusform>패스했습니다: 트럼프 %n장으로는 혼자서 모든 트릭을 따기 어려우니, 다른 플레이어와 함께 메이커를 막는 편이 더 확실합니다.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: I hold %n trump(s), and with the dummy's cards I should take most of the tricks.</source>
      <translation>
        <numerusform>{suit}을(를) 지정했습니다: 트럼프 %n장을 들고 있으니 더미의 카드로 트릭 대부분을 딸 수 있습니다.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: a risk with %n trump(s) in my hand, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>{suit}을(를) 지정했습니다: 손에 든 트럼프 %n장으로는 위험하지만, 제가 패스하면 승리에 가까운 {threat}이(가) 트럼프를 정할 것입니다.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: a risk with %n trump(s) in my hand, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>{suit}을(를) 지정했습니다: 손에 든 트럼프 %n장으로는 위험하지만, 제가 패스하면 다른 플레이어가 트럼프를 정해 제가 더 많이 잃을 것입니다.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Named {suit}: with %n trump(s) in my hand, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>{suit}을(를) 지정했습니다: 손에 든 트럼프가 %n장이라 아슬아슬하지만 위험을 감수할 만하다고 봅니다.</numerusform>
      </translation>
    </message>
    <message>
      <source>Passed: with {suit} as trump I would risk being euchred.</source>
      <translation>패스했습니다: {suit}이(가) 트럼프라면 유커당할 위험이 있습니다.</translation>
    </message>
    <message>
      <source>Went alone: my hand should do better without the dummy than with it.</source>
      <translation>단독 플레이를 했습니다: 제 핸드는 더미 없이 하는 편이 더 나을 것입니다.</translation>
    </message>
    <message>
      <source>Went alone: a close call that I think is worth the risk.</source>
      <translation>단독 플레이를 했습니다: 아슬아슬하지만 위험을 감수할 만하다고 봅니다.</translation>
    </message>
    <message>
      <source>Took the dummy: its cards should help me more than going alone.</source>
      <translation>더미를 가져왔습니다: 단독 플레이보다 더미의 카드가 더 도움이 될 것입니다.</translation>
    </message>
    <message>
      <source>Declined the {card}: my hand is better without it.</source>
      <translation>{card}을(를) 두었습니다: 제 핸드는 그 카드 없이 더 좋습니다.</translation>
    </message>
    <message>
      <source>Picked up the {card}: it makes my hand stronger.</source>
      <translation>{card}을(를) 가져왔습니다: 제 핸드가 더 강해집니다.</translation>
    </message>
    <message>
      <source>Discarded the {card}: the cards I keep give the maker the most trouble.</source>
      <translation>{card}을(를) 버렸습니다: 남긴 카드가 메이커를 가장 곤란하게 합니다.</translation>
    </message>
    <message>
      <source>Discarded the {card}: as maker I keep the five cards that should take the most tricks.</source>
      <translation>{card}을(를) 버렸습니다: 메이커로서 트릭을 가장 많이 딸 다섯 장을 남깁니다.</translation>
    </message>
    <message>
      <source>Discarded the {card}: the five cards I keep are my strongest.</source>
      <translation>{card}을(를) 버렸습니다: 남긴 다섯 장이 가장 강한 카드입니다.</translation>
    </message>
    <message>
      <source>Played the {card}.</source>
      <translation>{card}을(를) 냈습니다.</translation>
    </message>
    <message>
      <source>Played the {card}: with the cards still out, it takes the most tricks.</source>
      <translation>{card}을(를) 냈습니다: 아직 남은 카드를 생각하면 가장 많은 트릭을 딸 수 있습니다.</translation>
    </message>
    <message>
      <source>Played the {card}: it beats the cards played so far, and taking this trick is my best chance.</source>
      <translation>{card}을(를) 냈습니다: 지금까지 나온 카드를 이기고, 이 트릭을 따는 것이 가장 좋은 기회입니다.</translation>
    </message>
    <message>
      <source>Played the {card}: I let this trick go and keep my better cards for later.</source>
      <translation>{card}을(를) 냈습니다: 이 트릭은 보내고 좋은 카드는 나중을 위해 남깁니다.</translation>
    </message>
    <message>
      <source>Led the {card}: leading {suit} now is my best chance.</source>
      <translation>{card}(으)로 리드했습니다: 지금 {suit}을(를) 리드하는 것이 가장 좋은 기회입니다.</translation>
    </message>
    <message numerus="yes">
      <source>Led the {card}: leading trump draws out the %n trump(s) I have not seen yet.</source>
      <translation>
        <numerusform>{card}(으)로 리드했습니다: 트럼프를 리드하면 아직 보지 못한 트럼프 %n장을 뽑아낼 수 있습니다.</numerusform>
      </translation>
    </message>
    <message>
      <source>Led the {card}: the right bower is still out, so I lead the left bower to draw it.</source>
      <translation>{card}(으)로 리드했습니다: 라이트 바우어가 아직 남아 있으니 레프트 바우어를 리드해 라이트 바우어를 뽑아냅니다.</translation>
    </message>
    <message>
      <source>Led the {card}: my partner has no {suit} left and may trump it.</source>
      <translation>{card}(으)로 리드했습니다: 파트너에게 {suit}이(가) 남아 있지 않으니 파트너가 트럼프를 낼 수 있습니다.</translation>
    </message>
    <message>
      <source>Played the {card}: the highest card left in {suit}; only a trump can beat it.</source>
      <translation>{card}을(를) 냈습니다: {suit}에서 남은 가장 높은 카드라 트럼프만 이길 수 있습니다.</translation>
    </message>
    <message>
      <source>Played the {card}: the highest trump left, so nobody can beat it.</source>
      <translation>{card}을(를) 냈습니다: 남은 가장 높은 트럼프라 아무도 이길 수 없습니다.</translation>
    </message>
    <message>
      <source>Threw off the {card}: I have no {suit}, and I keep my trumps for later.</source>
      <translation>{card}을(를) 버렸습니다: {suit}이(가) 없지만 트럼프는 나중을 위해 아껴 둡니다.</translation>
    </message>
    <message>
      <source>Led the {card}: the lowest card of my shortest side suit, so I can trump that suit sooner.</source>
      <translation>{card}(으)로 리드했습니다: 가장 짧은 사이드 수트에서 가장 낮은 카드라서 그 수트에 더 빨리 트럼프를 낼 수 있습니다.</translation>
    </message>
    <message>
      <source>Played the {card}: my partner's {winning} already wins the trick.</source>
      <translation>{card}을(를) 냈습니다: 파트너의 {winning}이(가) 이미 트릭을 이기고 있습니다.</translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: I hold %n trump(s) besides the up-card I pick up, and with the dummy's cards I should take most of the tricks.</source>
      <translation>
        <numerusform>{suit}을(를) 수락했습니다: 가져올 업카드 외에도 트럼프 %n장을 들고 있으니, 더미의 카드로 트릭 대부분을 딸 수 있습니다.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: I hold %n trump(s), and with the dummy's cards I should take most of the tricks, even if the dealer picks up the up-card.</source>
      <translation>
        <numerusform>{suit}을(를) 오더 업했습니다: 트럼프 %n장을 들고 있으니, 딜러가 업카드를 가져가더라도 더미의 카드로 트릭 대부분을 딸 수 있습니다.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: a risk with %n trump(s) in my hand besides the up-card, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>{suit}을(를) 수락했습니다: 업카드 외에 손에 든 트럼프 %n장으로는 위험하지만, 제가 패스하면 승리에 가까운 {threat}이(가) 트럼프를 정할 것입니다.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: a risk with %n trump(s) in my hand, but if I passed, {threat}, who is close to winning, would likely make trump.</source>
      <translation>
        <numerusform>{suit}을(를) 오더 업했습니다: 손에 든 트럼프 %n장으로는 위험하지만, 제가 패스하면 승리에 가까운 {threat}이(가) 트럼프를 정할 것입니다.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: a risk with %n trump(s) in my hand besides the up-card, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>{suit}을(를) 수락했습니다: 업카드 외에 손에 든 트럼프 %n장으로는 위험하지만, 제가 패스하면 다른 플레이어가 트럼프를 정해 제가 더 많이 잃을 것입니다.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: a risk with %n trump(s) in my hand, but if I passed, another player would likely make trump and cost me more.</source>
      <translation>
        <numerusform>{suit}을(를) 오더 업했습니다: 손에 든 트럼프 %n장으로는 위험하지만, 제가 패스하면 다른 플레이어가 트럼프를 정해 제가 더 많이 잃을 것입니다.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Accepted {suit}: with %n trump(s) in my hand besides the up-card, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>{suit}을(를) 수락했습니다: 업카드 외에 손에 든 트럼프가 %n장이라 아슬아슬하지만 위험을 감수할 만하다고 봅니다.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Ordered up {suit}: with %n trump(s) in my hand, a close call that I think is worth the risk.</source>
      <translation>
        <numerusform>{suit}을(를) 오더 업했습니다: 손에 든 트럼프가 %n장이라 아슬아슬하지만 위험을 감수할 만하다고 봅니다.</numerusform>
      </translation>
    </message>
    <message>
      <source>Trumped with the {card}: I have no {suit}, so I may play a trump.</source>
      <translation>{card}(으)로 트럼프를 냈습니다: {suit}이(가) 없으니 트럼프를 낼 수 있습니다.</translation>
    </message>
    <message>
      <source>Played the {card}: the cheapest card that wins the trick.</source>
      <translation>{card}을(를) 냈습니다: 트릭을 이기는 가장 낮은 카드입니다.</translation>
    </message>
    <message>
      <source>Played the {card}: I cannot beat the {winning}, so I keep my good cards.</source>
      <translation>{card}을(를) 냈습니다: {winning}을(를) 이길 수 없으니 좋은 카드는 아껴 둡니다.</translation>
    </message>
    <message numerus="yes">
      <source>Led the {card}: I am the {role} with %n trump(s), so I draw out the others' trumps.</source>
      <translation>
        <numerusform>{card}(으)로 리드했습니다: 저는 트럼프 %n장을 가진 {role}이니 다른 사람들의 트럼프를 뽑아냅니다.</numerusform>
      </translation>
    </message>
    <message>
      <source>Led the {card}: I am the {role} with 1 trump left, so I draw out the last trumps.</source>
      <translation>{card}(으)로 리드했습니다: 저는 트럼프가 1장 남은 {role}이니 마지막 트럼프를 뽑아냅니다.</translation>
    </message>
    <message>
      <source>Led the {card}: the highest card left in {suit}; only a trump can beat it.</source>
      <translation>{card}(으)로 리드했습니다: {suit}에서 남은 가장 높은 카드라 트럼프만 이길 수 있습니다.</translation>
    </message>
    <message>
      <source>Led the {card}: the highest trump left, so nobody can beat it.</source>
      <translation>{card}(으)로 리드했습니다: 남은 가장 높은 트럼프라 아무도 이길 수 없습니다.</translation>
    </message>
    <message>
      <source>Led the {card}: I have only trumps left, so I lead the lowest.</source>
      <translation>{card}(으)로 리드했습니다: 트럼프만 남았으니 가장 낮은 것으로 리드합니다.</translation>
    </message>
    <message>
      <source>The {card} was my last card.</source>
      <translation>{card}은(는) 제 마지막 카드였습니다.</translation>
    </message>
    <message>
      <source>Led the {card}: leading trump draws out the others' trumps.</source>
      <translation>{card}(으)로 리드했습니다: 트럼프를 리드하면 다른 사람들의 트럼프가 나옵니다.</translation>
    </message>
    <message>
      <source>Threw off the {card}.</source>
      <translation>{card}을(를) 버렸습니다.</translation>
    </message>
    <message>
      <source>Threw off the {card}: with the cards still out, keeping my other cards takes the most tricks.</source>
      <translation>{card}을(를) 버렸습니다: 아직 남은 카드를 생각하면 다른 카드를 남기는 것이 가장 많은 트릭을 땁니다.</translation>
    </message>
    <message>
      <source>Threw off the {card}: my partner's {winning} already wins the trick.</source>
      <translation>{card}을(를) 버렸습니다: 파트너의 {winning}이(가) 이미 트릭을 이기고 있습니다.</translation>
    </message>
    <message>
      <source>Threw off the {card}: I cannot beat the {winning}, so I keep my good cards.</source>
      <translation>{card}을(를) 버렸습니다: {winning}을(를) 이길 수 없으니 좋은 카드는 아껴 둡니다.</translation>
    </message>
    <message>
      <source>Threw off the {card}: I let this trick go and keep my better cards for later.</source>
      <translation>{card}을(를) 버렸습니다: 이 트릭은 보내고 좋은 카드는 나중을 위해 남깁니다.</translation>
    </message>
    <message>
      <source>{bid_verb}: I expect my hand to make it.</source>
      <translation>{bid_verb}: 제 핸드로 해낼 수 있을 것 같습니다.</translation>
    </message>
    <message>
      <source>Discarded these cards: the five I keep do best with {suit} as trump.</source>
      <translation>이 카드들을 버렸습니다: 남긴 다섯 장은 {suit}이(가) 트럼프일 때 가장 좋습니다.</translation>
    </message>
    <message>
      <source>Chose the only sensible action.</source>
      <translation>유일하게 합리적인 행동을 골랐습니다.</translation>
    </message>
    <message>
      <source>Chose {action}: it came out best when I tried each choice.</source>
      <translation>{action}을(를) 골랐습니다: 모든 선택지를 시험해 보니 가장 좋았습니다.</translation>
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
      <translation>핸드가 끝났습니다.</translation>
    </message>
    <message>
      <source>Last time you stopped at step {0} of {1}. Continue there, or start the lesson again?</source>
      <translation>지난번에는 {1}단계 중 {0}단계에서 멈췄습니다. 거기서 계속할까요, 아니면 레슨을 처음부터 다시 시작할까요?</translation>
    </message>
    <message>
      <source>Continue at step {0}</source>
      <translation>{0}단계부터 계속하기</translation>
    </message>
    <message>
      <source>Start again</source>
      <translation>처음부터 다시 시작</translation>
    </message>
    <message>
      <source>Well done: you reached the goal against the best defence.</source>
      <translation>잘했습니다: 최선의 수비를 상대로 목표에 도달했습니다.</translation>
    </message>
    <message>
      <source>Your turn: find a card that reaches the goal against the best defence.</source>
      <translation>차례입니다: 최선의 수비를 상대로 목표에 도달하는 카드를 하나 찾으세요.</translation>
    </message>
    <message>
      <source>Lesson complete. Play the rest of the hand against Easy bots, or go back to the lessons.</source>
      <translation>레슨 완료. 남은 핸드를 쉬움 봇과 플레이하거나 레슨으로 돌아가세요.</translation>
    </message>
    <message>
      <source>Finish this hand</source>
      <translation>이 핸드 끝내기</translation>
    </message>
    <message>
      <source>{0} · step {1} of {2}</source>
      <translation>{0} · {2}단계 중 {1}단계</translation>
    </message>
    <message>
      <source>Next</source>
      <translation>다음</translation>
    </message>
    <message>
      <source>Back to the practice deals</source>
      <translation>연습 딜로 돌아가기</translation>
    </message>
    <message>
      <source>Back to the lessons</source>
      <translation>레슨으로 돌아가기</translation>
    </message>
    <message>
      <source>There is nothing to play at this step.</source>
      <translation>이 단계에서는 낼 것이 없습니다.</translation>
    </message>
    <message>
      <source>There is no question at this step.</source>
      <translation>이 단계에는 질문이 없습니다.</translation>
    </message>
    <message>
      <source>Choose one of the answers.</source>
      <translation>답 중 하나를 고르세요.</translation>
    </message>
    <message>
      <source>The lesson is over.</source>
      <translation>레슨이 끝났습니다.</translation>
    </message>
    <message>
      <source>Answer this step first.</source>
      <translation>먼저 이 단계에 답하세요.</translation>
    </message>
    <message>
      <source>Make the move this step asks for first.</source>
      <translation>먼저 이 단계에서 요구하는 수를 두세요.</translation>
    </message>
    <message>
      <source>That is not what this step asks. {0}</source>
      <translation>이 단계에서 요구하는 것이 아닙니다. {0}</translation>
    </message>
    <message>
      <source>Right: the {0} keeps the goal against best defence too.</source>
      <translation>맞습니다: {0} 카드로도 최선의 수비를 상대로 목표를 이룰 수 있습니다.</translation>
    </message>
    <message>
      <source>Right: the {0} keeps the goal against best defence.</source>
      <translation>맞습니다: {0} 카드로 최선의 수비를 상대로 목표를 이룰 수 있습니다.</translation>
    </message>
    <message>
      <source>Not the {0}: then {1} takes this trick with the {2}, and the goal is lost.</source>
      <translation>{0} 카드는 안 됩니다: 그러면 이 트릭은 {2} 카드를 낸 {1}에게 가고, 목표를 이룰 수 없게 됩니다.</translation>
    </message>
    <message>
      <source>Not the {0}: then {1} takes trick {2} with the {3}, and the goal is lost.</source>
      <translation>{0} 카드는 안 됩니다: 그러면 {2}번째 트릭은 {3} 카드를 낸 {1}에게 가고, 목표를 이룰 수 없게 됩니다.</translation>
    </message>
    <message>
      <source>Play the {0}: against best defence you then take {1} of the last {2} tricks.</source>
      <translation>{0} 카드를 내세요: 그러면 최선의 수비를 상대로도 마지막 {2}트릭 중 {1}트릭을 땁니다.</translation>
    </message>
    <message>
      <source>Play the {0}: against best defence you then take {1} tricks, and you need {2}.</source>
      <translation>{0} 카드를 내세요: 그러면 최선의 수비를 상대로도 {1}트릭을 따고, 필요한 것은 {2}트릭입니다.</translation>
    </message>
    <message>
      <source>Play the {0}: with your best play {1} then cannot take the {2} tricks needed.</source>
      <translation>{0} 카드를 내세요: 내가 최선으로 플레이하면 {1}에게 필요한 {2}트릭이 돌아가지 않습니다.</translation>
    </message>
    <message>
      <source>Leading a trump draws out the others' trumps.</source>
      <translation>트럼프를 리드하면 다른 사람들의 트럼프를 끌어냅니다.</translation>
    </message>
    <message>
      <source>It wins this trick.</source>
      <translation>이 카드로 이 트릭을 땁니다.</translation>
    </message>
    <message>
      <source>It wins this trick, and you keep the {0}, the highest trump left.</source>
      <translation>이 카드로 이 트릭을 따고, 남은 트럼프 중 가장 높은 {0} 카드를 지킵니다.</translation>
    </message>
    <message>
      <source>Your side takes this trick all the same, and you keep your better cards.</source>
      <translation>이 트릭은 어차피 같은 편이 따고, 더 좋은 카드는 손에 남겨 둡니다.</translation>
    </message>
    <message>
      <source>It gives up this trick and keeps the {0}, which wins a later one.</source>
      <translation>이 트릭은 내주고, 나중에 트릭을 딸 {0} 카드를 지킵니다.</translation>
    </message>
    <message>
      <source>You cannot beat the {0}, so you give up a card you do not need.</source>
      <translation>{0} 카드를 이길 수 없으니, 필요 없는 카드를 버립니다.</translation>
    </message>
    <message numerus="yes">
      <source>You must discard %n more card(s).</source>
      <translation>
        <numerusform>카드를 %n장 더 버려야 합니다.</numerusform>
      </translation>
    </message>
    <message>
      <source>Practice deal {0}</source>
      <translation>연습 딜 {0}</translation>
    </message>
    <message>
      <source>There is nothing to discard now.</source>
      <translation>지금은 버릴 카드가 없습니다.</translation>
    </message>
    <message>
      <source>This call is likely to cost you about {0} points. Better: {1}. The Hard bot’s reason: “{2}”</source>
      <translation>이 선택은 약 {0}점을 잃게 할 가능성이 큽니다. 더 좋은 선택: {1}. 어려움 봇의 이유: “{2}”</translation>
    </message>
  </context>
  <context>
    <name>Controller</name>
    <message>
      <source>It is not your turn.</source>
      <translation>차례가 아닙니다.</translation>
    </message>
    <message>
      <source>There is nothing to discard now.</source>
      <translation>지금은 버릴 카드가 없습니다.</translation>
    </message>
    <message>
      <source>You can claim the rest only when your cards are sure to take every trick left.</source>
      <translation>남은 트릭을 모두 확실히 가져갈 수 있을 때만 나머지를 가져올 수 있습니다.</translation>
    </message>
    <message numerus="yes">
      <source>Choose exactly %n card(s) to discard.</source>
      <translation>
        <numerusform>버릴 카드를 정확히 %n장 고르세요.</numerusform>
      </translation>
    </message>
    <message>
      <source>The coach gives the hints in a lesson.</source>
      <translation>레슨에서는 코치가 힌트를 줍니다.</translation>
    </message>
    <message>
      <source>A hint is given on your turn.</source>
      <translation>힌트는 내 차례에 받을 수 있습니다.</translation>
    </message>
    <message>
      <source>No hint could be found.</source>
      <translation>힌트를 찾지 못했습니다.</translation>
    </message>
  </context>
  <context>
    <name>DecisionBar</name>
    <message>
      <source>Your choices</source>
      <translation>내 선택</translation>
    </message>
    <message>
      <source>Bid {0}</source>
      <translation>{0} 입찰</translation>
    </message>
    <message>
      <source>Swap with the &amp;ghost</source>
      <translation>고스트와 교환(&amp;G)</translation>
    </message>
    <message>
      <source>Shoot the &amp;moon</source>
      <translation>달 쏘기(&amp;M)</translation>
    </message>
    <message>
      <source>&amp;Pass</source>
      <translation>패스(&amp;P)</translation>
    </message>
    <message>
      <source>&amp;Order it up</source>
      <translation>오더 업(&amp;O)</translation>
    </message>
    <message>
      <source>&amp;Accept</source>
      <translation>수락(&amp;A)</translation>
    </message>
    <message>
      <source>Pick &amp;up</source>
      <translation>가져오기(&amp;U)</translation>
    </message>
    <message>
      <source>&amp;Decline</source>
      <translation>두기(&amp;D)</translation>
    </message>
    <message>
      <source>&amp;Take the dummy</source>
      <translation>더미 가져오기(&amp;T)</translation>
    </message>
    <message>
      <source>Go &amp;alone</source>
      <translation>단독 플레이(&amp;A)</translation>
    </message>
    <message>
      <source>Defend &amp;alone</source>
      <translation>단독 수비(&amp;A)</translation>
    </message>
    <message>
      <source>&amp;Discard {0} of {1}</source>
      <translation>{1}장 중 {0}장 버리기(&amp;D)</translation>
    </message>
    <message>
      <source>Call a &amp;renege on {0}</source>
      <translation>{0}의 리네그 지적(&amp;R)</translation>
    </message>
    <message>
      <source>&amp;Claim the rest</source>
      <translation>나머지 가져오기(&amp;C)</translation>
    </message>
    <message>
      <source>&amp;Next hand</source>
      <translation>다음 핸드(&amp;N)</translation>
    </message>
    <message>
      <source>&amp;Clubs</source>
      <translation>클럽(&amp;C)</translation>
    </message>
    <message>
      <source>&amp;Diamonds</source>
      <translation>다이아몬드(&amp;D)</translation>
    </message>
    <message>
      <source>&amp;Hearts</source>
      <translation>하트(&amp;H)</translation>
    </message>
    <message>
      <source>&amp;Spades</source>
      <translation>스페이드(&amp;S)</translation>
    </message>
    <message>
      <source>Bid 3, 4 or 5</source>
      <translation>3, 4, 5 입찰</translation>
    </message>
  </context>
  <context>
    <name>Demo</name>
    <message>
      <source>North</source>
      <translation>북</translation>
    </message>
    <message>
      <source>West</source>
      <translation>서</translation>
    </message>
    <message>
      <source>East</source>
      <translation>동</translation>
    </message>
  </context>
  <context>
    <name>Describe</name>
    <message>
      <source>clubs</source>
      <translation>클럽</translation>
    </message>
    <message>
      <source>diamonds</source>
      <translation>다이아몬드</translation>
    </message>
    <message>
      <source>hearts</source>
      <translation>하트</translation>
    </message>
    <message>
      <source>spades</source>
      <translation>스페이드</translation>
    </message>
    <message>
      <source>the moon</source>
      <translation>달 쏘기</translation>
    </message>
    <message>
      <source>You swap with the ghost hand</source>
      <translation>고스트 핸드와 교환합니다</translation>
    </message>
    <message>
      <source>{0} swaps with the ghost hand</source>
      <translation>{0}이(가) 고스트 핸드와 교환합니다</translation>
    </message>
    <message>
      <source>You bid {0}</source>
      <translation>{0} 입찰합니다</translation>
    </message>
    <message>
      <source>{0} bids {1}</source>
      <translation>{0}이(가) {1} 입찰합니다</translation>
    </message>
    <message>
      <source>You shoot the moon</source>
      <translation>달 쏘기를 합니다</translation>
    </message>
    <message>
      <source>{0} shoots the moon</source>
      <translation>{0}이(가) 달 쏘기를 합니다</translation>
    </message>
    <message>
      <source>You pass</source>
      <translation>패스합니다</translation>
    </message>
    <message>
      <source>{0} passes</source>
      <translation>{0}이(가) 패스합니다</translation>
    </message>
    <message>
      <source>You name {0}</source>
      <translation>{0}을(를) 지정합니다</translation>
    </message>
    <message>
      <source>{0} names {1}</source>
      <translation>{0}이(가) {1}을(를) 지정합니다</translation>
    </message>
    <message>
      <source>You accept the {0}</source>
      <translation>{0}을(를) 수락합니다</translation>
    </message>
    <message>
      <source>{0} accepts the {1}</source>
      <translation>{0}이(가) {1}을(를) 수락합니다</translation>
    </message>
    <message>
      <source>You order up the {0}</source>
      <translation>{0}을(를) 오더 업합니다</translation>
    </message>
    <message>
      <source>{0} orders up the {1}</source>
      <translation>{0}이(가) {1}을(를) 오더 업합니다</translation>
    </message>
    <message>
      <source>You pick up the {0}</source>
      <translation>{0}을(를) 가져옵니다</translation>
    </message>
    <message>
      <source>{0} picks up the {1}</source>
      <translation>{0}이(가) {1}을(를) 가져옵니다</translation>
    </message>
    <message>
      <source>You leave the {0}</source>
      <translation>{0}을(를) 둡니다</translation>
    </message>
    <message>
      <source>{0} leaves the {1}</source>
      <translation>{0}이(가) {1}을(를) 둡니다</translation>
    </message>
    <message>
      <source>You take the dummy</source>
      <translation>더미를 가져옵니다</translation>
    </message>
    <message>
      <source>{0} takes the dummy</source>
      <translation>{0}이(가) 더미를 가져옵니다</translation>
    </message>
    <message>
      <source>You go alone</source>
      <translation>단독 플레이를 합니다</translation>
    </message>
    <message>
      <source>{0} goes alone</source>
      <translation>{0}이(가) 단독 플레이를 합니다</translation>
    </message>
    <message>
      <source>You defend alone</source>
      <translation>단독 수비를 합니다</translation>
    </message>
    <message>
      <source>{0} defends alone</source>
      <translation>{0}이(가) 단독 수비를 합니다</translation>
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
      <translation>{0} — 내가 트릭을 땁니다</translation>
    </message>
    <message>
      <source>{0} — {1} takes the trick</source>
      <translation>{0} — {1}이(가) 트릭을 땁니다</translation>
    </message>
    <message>
      <source>{0} (left bower)</source>
      <translation>{0}(레프트 바우어)</translation>
    </message>
    <message>
      <source>you lead the {0}</source>
      <translation>내가 {0}을(를) 리드합니다</translation>
    </message>
    <message>
      <source>{0} leads the {1}</source>
      <translation>{0}이(가) {1}을(를) 리드합니다</translation>
    </message>
    <message>
      <source>you follow with the {0}</source>
      <translation>내가 {0}(으)로 따릅니다</translation>
    </message>
    <message>
      <source>{0} follows with the {1}</source>
      <translation>{0}이(가) {1}(으)로 따릅니다</translation>
    </message>
    <message>
      <source>you trump with the {0}</source>
      <translation>내가 {0}(으)로 트럼프합니다</translation>
    </message>
    <message>
      <source>{0} trumps with the {1}</source>
      <translation>{0}이(가) {1}(으)로 트럼프합니다</translation>
    </message>
    <message>
      <source>you throw off the {0}</source>
      <translation>내가 {0}을(를) 버립니다</translation>
    </message>
    <message>
      <source>{0} throws off the {1}</source>
      <translation>{0}이(가) {1}을(를) 버립니다</translation>
    </message>
    <message>
      <source>Hand over</source>
      <translation>핸드 종료</translation>
    </message>
    <message>
      <source>{0} to play</source>
      <translation>{0} 차례</translation>
    </message>
    <message>
      <source>{0} to decide</source>
      <translation>{0}의 결정 차례</translation>
    </message>
    <message>
      <source>You won the bid: name trump</source>
      <translation>입찰에 이겼습니다: 트럼프를 지정하세요</translation>
    </message>
    <message>
      <source>Order up the {0}, or pass</source>
      <translation>{0}을(를) 오더 업하거나 패스하세요</translation>
    </message>
    <message>
      <source>Pick up the {0} (then discard), or decline</source>
      <translation>{0}을(를) 가져오거나(그다음 버리기) 두세요</translation>
    </message>
    <message>
      <source>Name a suit, or pass</source>
      <translation>수트를 지정하거나 패스하세요</translation>
    </message>
    <message>
      <source>Take the dummy, or go alone</source>
      <translation>더미를 가져오거나 단독 플레이를 하세요</translation>
    </message>
    <message numerus="yes">
      <source>Choose %n card(s) to discard, then confirm</source>
      <translation>
        <numerusform>버릴 카드 %n장을 고른 다음 확인하세요</numerusform>
      </translation>
    </message>
    <message>
      <source>Defend alone, or pass</source>
      <translation>단독 수비를 하거나 패스하세요</translation>
    </message>
    <message>
      <source>Your lead</source>
      <translation>내 리드</translation>
    </message>
    <message>
      <source>Your turn: play a card</source>
      <translation>내 차례: 카드를 내세요</translation>
    </message>
    <message>
      <source>swap with the ghost hand</source>
      <translation>고스트 핸드와 교환</translation>
    </message>
    <message>
      <source>bid {0}</source>
      <translation>{0} 입찰</translation>
    </message>
    <message>
      <source>bid {0} to {1}</source>
      <translation>{0}~{1} 입찰</translation>
    </message>
    <message>
      <source>shoot the moon</source>
      <translation>달 쏘기</translation>
    </message>
    <message>
      <source>pass</source>
      <translation>패스</translation>
    </message>
    <message>
      <source>{0} or {1}</source>
      <translation>{0} 또는 {1}</translation>
    </message>
    <message>
      <source>{0} shot the moon: you may {1}</source>
      <translation>{0}이(가) 달 쏘기를 했습니다: {1} 할 수 있습니다</translation>
    </message>
    <message>
      <source>Your bid: {0}</source>
      <translation>내 입찰: {0}</translation>
    </message>
    <message>
      <source>play the {0}</source>
      <translation>{0} 내기</translation>
    </message>
    <message>
      <source>discard {0}</source>
      <translation>{0} 버리기</translation>
    </message>
    <message>
      <source>name {0}</source>
      <translation>{0} 지정</translation>
    </message>
    <message>
      <source>accept the {0}</source>
      <translation>{0} 수락</translation>
    </message>
    <message>
      <source>order up the {0}</source>
      <translation>{0} 오더 업</translation>
    </message>
    <message>
      <source>go alone</source>
      <translation>단독 플레이</translation>
    </message>
    <message>
      <source>defend alone</source>
      <translation>단독 수비</translation>
    </message>
    <message>
      <source>pick up the {0}</source>
      <translation>{0} 가져오기</translation>
    </message>
    <message>
      <source>leave the {0}</source>
      <translation>{0} 두기</translation>
    </message>
    <message>
      <source>take the dummy</source>
      <translation>더미 가져오기</translation>
    </message>
    <message>
      <source>Hint: {0}</source>
      <translation>힌트: {0}</translation>
    </message>
    <message>
      <source>The Hard bot’s reason: “{0}”</source>
      <translation>어려움 봇의 이유: “{0}”</translation>
    </message>
    <message>
      <source>You take the trick</source>
      <translation>내가 트릭을 땁니다</translation>
    </message>
    <message>
      <source>{0} takes the trick</source>
      <translation>{0}이(가) 트릭을 땁니다</translation>
    </message>
    <message numerus="yes">
      <source>You call a renege on {0}: {0} loses %n point(s)</source>
      <translation>
        <numerusform>{0}의 리네그를 지적합니다: {0}이(가) %n점을 잃습니다</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on you: you lose %n point(s)</source>
      <translation>
        <numerusform>{0}이(가) 내 리네그를 지적합니다: %n점을 잃습니다</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on {1}: {1} loses %n point(s)</source>
      <translation>
        <numerusform>{0}이(가) {1}의 리네그를 지적합니다: {1}이(가) %n점을 잃습니다</numerusform>
      </translation>
    </message>
    <message>
      <source>seat {0}</source>
      <translation>{0}번 자리</translation>
    </message>
    <message>
      <source>the current hand is not finished</source>
      <translation>현재 핸드가 끝나지 않았습니다</translation>
    </message>
    <message>
      <source>the game is over</source>
      <translation>게임이 끝났습니다</translation>
    </message>
    <message>
      <source>each player must be dealt {size} cards</source>
      <translation>각 플레이어는 카드를 {size}장 받아야 합니다</translation>
    </message>
    <message>
      <source>a Ghost Hand deal has a ghost hand of 6 cards and nothing else</source>
      <translation>고스트 핸드 딜에는 6장짜리 고스트 핸드만 있습니다</translation>
    </message>
    <message>
      <source>a Cutthroat deal has a dummy of 5 cards and a kitty of 4</source>
      <translation>컷스로트 딜에는 5장짜리 더미와 4장짜리 키티가 있습니다</translation>
    </message>
    <message>
      <source>the deal must use each of the 24 cards exactly once</source>
      <translation>딜은 24장의 카드를 각각 정확히 한 번씩 사용해야 합니다</translation>
    </message>
    <message>
      <source>there is nothing to undo</source>
      <translation>되돌릴 것이 없습니다</translation>
    </message>
    <message>
      <source>nobody can {verb} now: the hand is not dealt yet</source>
      <translation>지금은 아무도 {verb} 수 없습니다: 아직 딜을 하지 않았습니다</translation>
    </message>
    <message>
      <source>it is not your turn</source>
      <translation>내 차례가 아닙니다</translation>
    </message>
    <message>
      <source>you cannot {verb} now</source>
      <translation>지금은 {verb} 수 없습니다</translation>
    </message>
    <message>
      <source>you do not hold the {card}</source>
      <translation>{card}을(를) 가지고 있지 않습니다</translation>
    </message>
    <message>
      <source>You must follow {suit}: you hold the {shown}{bower}</source>
      <translation>{suit}을(를) 따라야 합니다: {shown}을(를) 가지고 있습니다{bower}</translation>
    </message>
    <message>
      <source>swapping with the ghost hand is turned off</source>
      <translation>고스트 핸드와의 교환이 꺼져 있습니다</translation>
    </message>
    <message>
      <source>seat {swapper} already swapped with the ghost hand</source>
      <translation>{swapper}번 자리가 이미 고스트 핸드와 교환했습니다</translation>
    </message>
    <message>
      <source>{who} can only pass: the moon has been called</source>
      <translation>{who}은(는) 패스만 할 수 있습니다: 달 쏘기가 선언되었습니다</translation>
    </message>
    <message>
      <source>{who} cannot shoot the moon: it has already been called</source>
      <translation>{who}은(는) 달 쏘기를 할 수 없습니다: 이미 선언되었습니다</translation>
    </message>
    <message>
      <source>a bid of 6 tricks is shooting the moon: say moon</source>
      <translation>6트릭 입찰은 달 쏘기입니다: 달 쏘기를 선언하세요</translation>
    </message>
    <message>
      <source>you must bid from {low} to 5</source>
      <translation>{low}~5 사이로 입찰해야 합니다</translation>
    </message>
    <message>
      <source>you may not pass: as dealer you are stuck with a bid</source>
      <translation>패스할 수 없습니다: 딜러는 입찰해야 합니다</translation>
    </message>
    <message>
      <source>{suit} were turned down: name another suit</source>
      <translation>{suit}은(는) 뒤집혔습니다: 다른 수트를 지정하세요</translation>
    </message>
    <message>
      <source>you must name a suit: as dealer you are stuck</source>
      <translation>수트를 지정해야 합니다: 딜러는 강제로 지정해야 합니다</translation>
    </message>
    <message>
      <source>the dealer must pick up the up-card: dealer pick-up is required</source>
      <translation>딜러는 업카드를 가져와야 합니다: 딜러 가져오기가 필수입니다</translation>
    </message>
    <message>
      <source>a renege call must name the calling seat</source>
      <translation>리네그 지적에는 지적하는 자리를 밝혀야 합니다</translation>
    </message>
    <message>
      <source>reneges cannot be called: illegal cards are refused in this game</source>
      <translation>리네그를 지적할 수 없습니다: 이 게임에서는 규칙에 어긋나는 카드를 거부합니다</translation>
    </message>
    <message>
      <source>a renege call names seats 0, 1 or 2</source>
      <translation>리네그 지적은 0, 1, 2번 자리를 가리킵니다</translation>
    </message>
    <message>
      <source>{who} cannot call a renege on themselves</source>
      <translation>{who}은(는) 자신의 리네그를 지적할 수 없습니다</translation>
    </message>
    <message>
      <source>no hand has been dealt</source>
      <translation>딜한 핸드가 없습니다</translation>
    </message>
    <message>
      <source>the cards played so far do not prove a renege by that player</source>
      <translation>지금까지 나온 카드로는 그 플레이어의 리네그가 증명되지 않습니다</translation>
    </message>
    <message>
      <source>club</source>
      <translation>클럽</translation>
    </message>
    <message>
      <source>diamond</source>
      <translation>다이아몬드</translation>
    </message>
    <message>
      <source>heart</source>
      <translation>하트</translation>
    </message>
    <message>
      <source>spade</source>
      <translation>스페이드</translation>
    </message>
    <message>
      <source>a {0} while {1} are trump</source>
      <translation>{1}이(가) 트럼프인 동안에는 {0} 카드</translation>
    </message>
    <message>
      <source>, which is {0}</source>
      <translation>, 이 카드는 {0}입니다</translation>
    </message>
    <message>
      <source>; the {0} is {1}</source>
      <translation>; {0}은(는) {1}입니다</translation>
    </message>
    <message>
      <source>name a suit</source>
      <translation>수트 지정</translation>
    </message>
    <message>
      <source>discard the {0}</source>
      <translation>{0} 버리기</translation>
    </message>
    <message>
      <source>order up</source>
      <translation>오더 업</translation>
    </message>
    <message>
      <source>pick up</source>
      <translation>가져오기</translation>
    </message>
    <message>
      <source>decline the up-card</source>
      <translation>업카드 두기</translation>
    </message>
    <message>
      <source>call a renege</source>
      <translation>리네그 지적</translation>
    </message>
    <message>
      <source>{0} bid {1}</source>
      <translation>{0} {1} 입찰</translation>
    </message>
    <message>
      <source>You are the maker, alone</source>
      <translation>내가 메이커, 단독</translation>
    </message>
    <message>
      <source>You are the maker</source>
      <translation>내가 메이커</translation>
    </message>
    <message>
      <source>{0} is the maker, alone</source>
      <translation>{0}이(가) 메이커, 단독</translation>
    </message>
    <message>
      <source>{0} is the maker</source>
      <translation>{0}이(가) 메이커</translation>
    </message>
    <message>
      <source>; you defend alone</source>
      <translation>; 내가 단독 수비</translation>
    </message>
    <message>
      <source>; {0} defends alone</source>
      <translation>; {0}이(가) 단독 수비</translation>
    </message>
    <message>
      <source>Everybody passed: no points, and the deal passes left.</source>
      <translation>모두 패스했습니다: 점수는 없고 딜은 왼쪽으로 넘어갑니다.</translation>
    </message>
    <message>
      <source>You shot the moon in {0}</source>
      <translation>{0} 트럼프로 달 쏘기를 했습니다</translation>
    </message>
    <message>
      <source>{0} shot the moon in {1}</source>
      <translation>{0}이(가) {1} 트럼프로 달 쏘기를 했습니다</translation>
    </message>
    <message>
      <source>You bid {0} in {1}</source>
      <translation>{1} 트럼프로 {0} 입찰했습니다</translation>
    </message>
    <message>
      <source>{0} bid {1} in {2}</source>
      <translation>{0}이(가) {2} 트럼프로 {1} 입찰했습니다</translation>
    </message>
    <message>
      <source>You went alone in {0} and were euchred</source>
      <translation>{0} 트럼프로 단독 플레이를 했고 유커당했습니다</translation>
    </message>
    <message>
      <source>{0} went alone in {1} and was euchred</source>
      <translation>{0}이(가) {1} 트럼프로 단독 플레이를 했고 유커당했습니다</translation>
    </message>
    <message>
      <source>You were euchred in {0}</source>
      <translation>{0} 트럼프로 유커당했습니다</translation>
    </message>
    <message>
      <source>{0} was euchred in {1}</source>
      <translation>{0}이(가) {1} 트럼프로 유커당했습니다</translation>
    </message>
    <message>
      <source>You marched alone in {0}</source>
      <translation>{0} 트럼프로 단독 마치를 달성했습니다</translation>
    </message>
    <message>
      <source>{0} marched alone in {1}</source>
      <translation>{0}이(가) {1} 트럼프로 단독 마치를 달성했습니다</translation>
    </message>
    <message>
      <source>You marched in {0}</source>
      <translation>{0} 트럼프로 마치를 달성했습니다</translation>
    </message>
    <message>
      <source>{0} marched in {1}</source>
      <translation>{0}이(가) {1} 트럼프로 마치를 달성했습니다</translation>
    </message>
    <message>
      <source>You made {0}, alone</source>
      <translation>{0}을(를) 단독으로 해냈습니다</translation>
    </message>
    <message>
      <source>{0} made {1}, alone</source>
      <translation>{0}이(가) {1}을(를) 단독으로 해냈습니다</translation>
    </message>
    <message>
      <source>You made {0}</source>
      <translation>{0}을(를) 해냈습니다</translation>
    </message>
    <message>
      <source>{0} made {1}</source>
      <translation>{0}이(가) {1}을(를) 해냈습니다</translation>
    </message>
    <message>
      <source>; you defended alone</source>
      <translation>; 내가 단독 수비했습니다</translation>
    </message>
    <message>
      <source>; {0} defended alone</source>
      <translation>; {0}이(가) 단독 수비했습니다</translation>
    </message>
    <message>
      <source>Bid {0} made: +1 a trick</source>
      <translation>{0} 입찰 성공: 트릭당 +1</translation>
    </message>
    <message>
      <source>Bid {0} lost: −{0}</source>
      <translation>{0} 입찰 실패: −{0}</translation>
    </message>
    <message>
      <source>Moon made: +{0}</source>
      <translation>달 쏘기 성공: +{0}</translation>
    </message>
    <message>
      <source>Moon failed: −{0}</source>
      <translation>달 쏘기 실패: −{0}</translation>
    </message>
    <message>
      <source>No tricks</source>
      <translation>트릭 없음</translation>
    </message>
    <message>
      <source>March, all 5 tricks: +{0}</source>
      <translation>마치, 5트릭 전부: +{0}</translation>
    </message>
    <message>
      <source>Lone march: +{0}</source>
      <translation>단독 마치: +{0}</translation>
    </message>
    <message>
      <source>Euchred: each defender +{0}</source>
      <translation>유커: 수비자마다 +{0}</translation>
    </message>
    <message>
      <source>Renege on trick {0}, not called</source>
      <translation>트릭 {0}의 리네그, 지적 없음</translation>
    </message>
    <message>
      <source>Renege called by you: −{0}</source>
      <translation>나의 리네그 지적: −{0}</translation>
    </message>
    <message>
      <source>Renege called by {0}: −{1}</source>
      <translation>{0}의 리네그 지적: −{1}</translation>
    </message>
    <message>
      <source>+1 a trick</source>
      <translation>트릭당 +1</translation>
    </message>
    <message>
      <source>Maker took 3 or 4 tricks: +1</source>
      <translation>메이커가 3~4트릭: +1</translation>
    </message>
    <message>
      <source>Euchred</source>
      <translation>유커</translation>
    </message>
    <message>
      <source>Beaten by a lone defender</source>
      <translation>단독 수비자에게 짐</translation>
    </message>
    <message>
      <source>Lone defence took 3 or 4: each defender +2</source>
      <translation>단독 수비가 3~4트릭: 수비자마다 +2</translation>
    </message>
    <message>
      <source>Lone defence took all 5: each defender +4</source>
      <translation>단독 수비가 5트릭 전부: 수비자마다 +4</translation>
    </message>
    <message>
      <source>{0}: tricks {1}, {2} ({3})</source>
      <translation>{0}: 트릭 {1}, {2} ({3})</translation>
    </message>
    <message>
      <source>All passed</source>
      <translation>모두 패스</translation>
    </message>
    <message>
      <source>Easy</source>
      <translation>쉬움</translation>
    </message>
    <message>
      <source>Medium</source>
      <translation>보통</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>어려움</translation>
    </message>
  </context>
  <context>
    <name>GameFiles</name>
    <message>
      <source>Ghost Euchre games (*.euchre.json)</source>
      <translation>Ghost Euchre 게임 (*.euchre.json)</translation>
    </message>
    <message>
      <source>Readable text (*.txt)</source>
      <translation>읽을 수 있는 텍스트 (*.txt)</translation>
    </message>
    <message>
      <source>Export hand history</source>
      <translation>핸드 기록 내보내기</translation>
    </message>
    <message>
      <source>Save game</source>
      <translation>게임 저장</translation>
    </message>
    <message>
      <source>Open game</source>
      <translation>게임 열기</translation>
    </message>
    <message>
      <source>{0} could not be opened: {1}.</source>
      <translation>{0}을(를) 열 수 없습니다: {1}.</translation>
    </message>
    <message>
      <source>{0} already exists. Do you want to replace it?</source>
      <translation>{0}이(가) 이미 있습니다. 바꿀까요?</translation>
    </message>
    <message>
      <source>There is no game to save.</source>
      <translation>저장할 게임이 없습니다.</translation>
    </message>
    <message>
      <source>Ghost Euchre game</source>
      <translation>Ghost Euchre 게임</translation>
    </message>
    <message>
      <source>No hand has been finished yet, so there is no hand history to export.</source>
      <translation>아직 끝난 핸드가 없어 내보낼 핸드 기록이 없습니다.</translation>
    </message>
    <message>
      <source>Ghost Euchre hands</source>
      <translation>Ghost Euchre 핸드</translation>
    </message>
  </context>
  <context>
    <name>GameKeeper</name>
    <message>
      <source>Your {0} game is not finished. What should become of it?</source>
      <translation>{0} 게임이 끝나지 않았습니다. 이 게임을 어떻게 할까요?</translation>
    </message>
    <message>
      <source>&amp;Resume</source>
      <translation>이어 하기(&amp;R)</translation>
    </message>
  </context>
  <context>
    <name>GameOverScreen</name>
    <message>
      <source>New game…</source>
      <translation>새 게임…</translation>
    </message>
    <message>
      <source>Play again</source>
      <translation>다시 플레이</translation>
    </message>
    <message>
      <source>A new deal with the same players and rules (Enter)</source>
      <translation>같은 플레이어와 규칙으로 새로 딜합니다 (Enter)</translation>
    </message>
    <message>
      <source>Choose the rules and the players (N)</source>
      <translation>규칙과 플레이어를 고릅니다 (N)</translation>
    </message>
    <message>
      <source>Review your play</source>
      <translation>내 플레이 복기</translation>
    </message>
    <message>
      <source>Step through the last hand and see which of your choices cost points</source>
      <translation>마지막 핸드를 한 단계씩 살펴보며 내 선택 중 어떤 것이 점수를 잃게 했는지 확인합니다</translation>
    </message>
    <message>
      <source>Ghost Hand</source>
      <translation>고스트 핸드</translation>
    </message>
    <message>
      <source>Cutthroat</source>
      <translation>컷스로트</translation>
    </message>
    <message>
      <source>The game is over</source>
      <translation>게임이 끝났습니다</translation>
    </message>
    <message>
      <source>You win the game, with a score of {0}!</source>
      <translation>{0}점으로 게임에서 이겼습니다!</translation>
    </message>
    <message>
      <source>{0} wins the game, with a score of {1}</source>
      <translation>{0}이(가) {1}점으로 게임에서 이겼습니다</translation>
    </message>
    <message>
      <source>playing to {0}</source>
      <translation>{0}점 게임</translation>
    </message>
    <message>
      <source>hands played: {0}</source>
      <translation>플레이한 핸드: {0}</translation>
    </message>
    <message>
      <source>Last hand: {0}</source>
      <translation>마지막 핸드: {0}</translation>
    </message>
    <message>
      <source>Place</source>
      <translation>순위</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>플레이어</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>점수</translation>
    </message>
    <message>
      <source>Bids</source>
      <translation>입찰</translation>
    </message>
    <message>
      <source>Hands this player won the bidding</source>
      <translation>이 플레이어가 입찰에서 이긴 핸드</translation>
    </message>
    <message>
      <source>Made</source>
      <translation>성공</translation>
    </message>
    <message>
      <source>Bids made</source>
      <translation>성공한 입찰</translation>
    </message>
    <message>
      <source>Set</source>
      <translation>실패</translation>
    </message>
    <message>
      <source>Bids that fell short</source>
      <translation>목표에 못 미친 입찰</translation>
    </message>
    <message>
      <source>Set others</source>
      <translation>입찰 저지</translation>
    </message>
    <message>
      <source>Another player's bids that fell short against this player</source>
      <translation>이 플레이어를 상대로 실패한 다른 플레이어의 입찰</translation>
    </message>
    <message>
      <source>Moons shot / made</source>
      <translation>달 쏘기 / 성공</translation>
    </message>
    <message>
      <source>Moons shot, and how many were made</source>
      <translation>달 쏘기를 한 횟수와 그중 성공한 횟수</translation>
    </message>
    <message>
      <source>Made trump</source>
      <translation>트럼프 지정</translation>
    </message>
    <message>
      <source>Hands this player named trump</source>
      <translation>이 플레이어가 트럼프를 정한 핸드</translation>
    </message>
    <message>
      <source>Hands the maker took 3 or more tricks</source>
      <translation>메이커로서 3트릭 이상을 딴 핸드</translation>
    </message>
    <message>
      <source>Euchred</source>
      <translation>유커당함</translation>
    </message>
    <message>
      <source>Hands this player made trump and was euchred</source>
      <translation>이 플레이어가 트럼프를 정하고 유커당한 핸드</translation>
    </message>
    <message>
      <source>Euchres</source>
      <translation>유커시킴</translation>
    </message>
    <message>
      <source>Hands this player helped euchre the maker</source>
      <translation>이 플레이어가 메이커를 유커시키는 데 힘을 보탠 핸드</translation>
    </message>
    <message>
      <source>Marched / alone</source>
      <translation>마치 / 단독</translation>
    </message>
    <message>
      <source>Hands this player made trump and took all 5 tricks, and hands this player went alone</source>
      <translation>이 플레이어가 트럼프를 정하고 5트릭을 모두 딴 핸드, 그리고 단독 플레이를 한 핸드</translation>
    </message>
    <message>
      <source>Defended alone / won</source>
      <translation>단독 수비 / 승리</translation>
    </message>
    <message>
      <source>Hands this player defended alone, and how many beat the maker</source>
      <translation>이 플레이어가 단독 수비를 한 핸드와 그중 메이커를 이긴 횟수</translation>
    </message>
    <message>
      <source>Tricks</source>
      <translation>트릭</translation>
    </message>
    <message>
      <source>Tricks won in the whole game</source>
      <translation>게임 전체에서 딴 트릭</translation>
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
      <translation>그만둔 게임은 게임 → 지난 게임에 보관됩니다.</translation>
    </message>
    <message>
      <source>&amp;Keep playing</source>
      <translation>계속 플레이(&amp;K)</translation>
    </message>
    <message>
      <source>&amp;Save it and continue</source>
      <translation>저장하고 계속(&amp;S)</translation>
    </message>
    <message>
      <source>&amp;Discard</source>
      <translation>그만두기(&amp;D)</translation>
    </message>
  </context>
  <context>
    <name>HandHistoryWindow</name>
    <message>
      <source>Hand history</source>
      <translation>핸드 기록</translation>
    </message>
    <message>
      <source>{0}'s view</source>
      <translation>{0}의 시점</translation>
    </message>
    <message>
      <source>Your view</source>
      <translation>내 시점</translation>
    </message>
    <message>
      <source>All cards open</source>
      <translation>모든 카드 공개</translation>
    </message>
    <message>
      <source>Play this deal again</source>
      <translation>이 딜 다시 플레이</translation>
    </message>
    <message>
      <source>In your seat</source>
      <translation>내 자리에서</translation>
    </message>
    <message>
      <source>In {0}'s seat</source>
      <translation>{0}의 자리에서</translation>
    </message>
    <message>
      <source>Hand:</source>
      <translation>핸드:</translation>
    </message>
    <message>
      <source>Show:</source>
      <translation>보기:</translation>
    </message>
    <message>
      <source>|◀ Start</source>
      <translation>|◀ 처음</translation>
    </message>
    <message>
      <source>◀◀ Trick</source>
      <translation>◀◀ 트릭</translation>
    </message>
    <message>
      <source>◀ Back</source>
      <translation>◀ 뒤로</translation>
    </message>
    <message>
      <source>Forward ▶</source>
      <translation>앞으로 ▶</translation>
    </message>
    <message>
      <source>End of trick ▶▶</source>
      <translation>트릭 끝 ▶▶</translation>
    </message>
    <message>
      <source>End ▶|</source>
      <translation>끝 ▶|</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>닫기</translation>
    </message>
    <message>
      <source>Review my play</source>
      <translation>내 플레이 복기</translation>
    </message>
    <message>
      <source>What the words mean: {0}.</source>
      <translation>용어 설명: {0}.</translation>
    </message>
    <message>
      <source>The deal: you deal. {0} actions follow.</source>
      <translation>딜: 내가 딜합니다. 이어서 동작 {0}개가 있습니다.</translation>
    </message>
    <message>
      <source>The deal: {0} deals. {1} actions follow.</source>
      <translation>딜: 딜러는 {0}입니다. 이어서 동작 {1}개가 있습니다.</translation>
    </message>
    <message>
      <source>Action {0} of {1}: {2}</source>
      <translation>동작 {0}/{1}: {2}</translation>
    </message>
    <message>
      <source>you play the {0}</source>
      <translation>내가 {0}을(를) 냅니다</translation>
    </message>
    <message>
      <source>{0} plays the {1}</source>
      <translation>{0}이(가) {1}을(를) 냅니다</translation>
    </message>
    <message>
      <source>you discard the {0}</source>
      <translation>내가 {0}을(를) 버립니다</translation>
    </message>
    <message>
      <source>{0} discards the {1}</source>
      <translation>{0}이(가) {1}을(를) 버립니다</translation>
    </message>
    <message>
      <source>{0} discards a card</source>
      <translation>{0}이(가) 카드 한 장을 버립니다</translation>
    </message>
    <message>
      <source>Choose “All cards open” to see which card {0} discarded, and why.</source>
      <translation>{0}이(가) 어떤 카드를 왜 버렸는지 보려면 “모든 카드 공개”를 고르세요.</translation>
    </message>
    <message>
      <source>Working out {0}'s reason…</source>
      <translation>{0}의 이유를 알아내는 중…</translation>
    </message>
    <message>
      <source>{0}'s reason was not saved with the game.</source>
      <translation>{0}의 이유는 게임과 함께 저장되지 않았습니다.</translation>
    </message>
    <message>
      <source>{0}'s reason: “{1}”</source>
      <translation>{0}의 이유: “{1}”</translation>
    </message>
    <message>
      <source>{0}: {1}</source>
      <translation>{0}: {1}</translation>
    </message>
    <message>
      <source>Ghost hand: {0}</source>
      <translation>고스트 핸드: {0}</translation>
    </message>
    <message>
      <source>Dummy: {0}</source>
      <translation>더미: {0}</translation>
    </message>
    <message>
      <source>Reviewing your play…</source>
      <translation>내 플레이를 복기하는 중…</translation>
    </message>
    <message>
      <source>Reviewing your play… {0} of {1}</source>
      <translation>내 플레이를 복기하는 중… {0}/{1}</translation>
    </message>
    <message>
      <source>The review could not be finished.</source>
      <translation>복기를 끝내지 못했습니다.</translation>
    </message>
    <message>
      <source>You had no choice to make in this hand.</source>
      <translation>이번 핸드에서는 내가 고를 것이 없었습니다.</translation>
    </message>
    <message>
      <source>In bold: what cost you half a point or a trick or more, on average. Click a line to see the table at that moment.</source>
      <translation>굵은 글씨: 평균적으로 0.5점 또는 한 트릭 이상을 잃게 한 선택입니다. 줄을 클릭하면 그 순간의 테이블을 볼 수 있습니다.</translation>
    </message>
    <message>
      <source>The marked decisions cost you about {0} points in all.</source>
      <translation>표시된 선택으로 모두 약 {0}점을 잃었습니다.</translation>
    </message>
    <message>
      <source>No decision cost you half a point or a trick. Well played.</source>
      <translation>0.5점이나 한 트릭을 잃게 한 결정은 없었습니다. 잘했습니다.</translation>
    </message>
    <message>
      <source>✓ {0}: {1}, as the Hard bot would.</source>
      <translation>✓ {0}: {1}, 어려움 봇과 같은 선택입니다.</translation>
    </message>
    <message>
      <source>✓ {0}: {1}, about as good as the Hard bot's choice.</source>
      <translation>✓ {0}: {1}, 어려움 봇의 선택만큼 좋은 선택입니다.</translation>
    </message>
    <message>
      <source>a renege that was called and cost you {0} points</source>
      <translation>지적된 리네그로 {0}점을 잃었습니다</translation>
    </message>
    <message>
      <source>which cost you about {0} points and {1} tricks on average</source>
      <translation>평균 약 {0}점과 {1}트릭을 잃게 했습니다</translation>
    </message>
    <message>
      <source>which cost you about {0} points on average</source>
      <translation>평균 약 {0}점을 잃게 했습니다</translation>
    </message>
    <message>
      <source>✗ {0}: you chose to {1}, {2}. Better: {3}. The Hard bot's reason: “{4}”</source>
      <translation>✗ {0}: 내 선택 {1} — {2}. 더 좋은 선택: {3}. 어려움 봇의 이유: “{4}”</translation>
    </message>
    <message>
      <source>Trick {0}</source>
      <translation>트릭 {0}</translation>
    </message>
    <message>
      <source>Bidding</source>
      <translation>입찰</translation>
    </message>
    <message>
      <source>Naming trump</source>
      <translation>트럼프 지정</translation>
    </message>
    <message>
      <source>Round one</source>
      <translation>첫 번째 라운드</translation>
    </message>
    <message>
      <source>Round two</source>
      <translation>두 번째 라운드</translation>
    </message>
    <message>
      <source>Dummy or alone</source>
      <translation>더미 또는 단독</translation>
    </message>
    <message>
      <source>Defending alone</source>
      <translation>단독 수비</translation>
    </message>
    <message>
      <source>Discard</source>
      <translation>버리기</translation>
    </message>
    <message>
      <source>Calling</source>
      <translation>리네그 지적</translation>
    </message>
  </context>
  <context>
    <name>HandText</name>
    <message>
      <source>Ghost Euchre hand history</source>
      <translation>Ghost Euchre 핸드 기록</translation>
    </message>
    <message>
      <source>Game: {0}</source>
      <translation>게임: {0}</translation>
    </message>
    <message>
      <source>Rules: {0}</source>
      <translation>규칙: {0}</translation>
    </message>
    <message>
      <source>{0} (you)</source>
      <translation>{0} (나)</translation>
    </message>
    <message>
      <source>{0} ({1} bot)</source>
      <translation>{0} ({1} 봇)</translation>
    </message>
    <message>
      <source>Players: {0}</source>
      <translation>플레이어: {0}</translation>
    </message>
    <message>
      <source>Score after hand {0}: {1}</source>
      <translation>핸드 {0} 후 점수: {1}</translation>
    </message>
    <message>
      <source>Final score: {0}</source>
      <translation>최종 점수: {0}</translation>
    </message>
    <message>
      <source>You won the game.</source>
      <translation>내가 게임에서 이겼습니다.</translation>
    </message>
    <message>
      <source>{0} won the game.</source>
      <translation>{0}이(가) 게임에서 이겼습니다.</translation>
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
      <translation>내가 딜합니다</translation>
    </message>
    <message>
      <source>{0} deals</source>
      <translation>딜러는 {0}입니다</translation>
    </message>
    <message>
      <source>Hand {0}: {1}</source>
      <translation>핸드 {0}: {1}</translation>
    </message>
    <message>
      <source>Turned up: the {0}</source>
      <translation>앞면 카드: {0}</translation>
    </message>
    <message>
      <source>Scores: {0}</source>
      <translation>점수: {0}</translation>
    </message>
  </context>
  <context>
    <name>History</name>
    <message>
      <source>Seat {0}</source>
      <translation>{0}번 자리</translation>
    </message>
    <message>
      <source>Hand {0}: {1}</source>
      <translation>핸드 {0}: {1}</translation>
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
      <translation>카드, 버튼, 이름판, 더미 사이로 이동</translation>
    </message>
    <message>
      <source>Menus</source>
      <translation>메뉴</translation>
    </message>
    <message>
      <source>On the table</source>
      <translation>테이블에서</translation>
    </message>
    <message>
      <source>Choices (the letter shown on each button)</source>
      <translation>선택 (각 버튼에 표시된 글자)</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>단축키</translation>
    </message>
    <message>
      <source>Enter</source>
      <translation>Enter</translation>
    </message>
    <message>
      <source>Space</source>
      <translation>Space</translation>
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
      <translation>내 핸드에서 포커스 옮기기</translation>
    </message>
    <message>
      <source>Play the card in focus, or go on</source>
      <translation>포커스된 카드 내기 또는 계속하기</translation>
    </message>
    <message>
      <source>Show the last trick, or close it</source>
      <translation>마지막 트릭 보기 또는 닫기</translation>
    </message>
    <message>
      <source>Go on to the next hand from the hand's summary</source>
      <translation>핸드 요약에서 다음 핸드로 넘어가기</translation>
    </message>
    <message>
      <source>Close the score sheet</source>
      <translation>점수표 닫기</translation>
    </message>
    <message>
      <source>Show the keyboard shortcuts</source>
      <translation>단축키 보기</translation>
    </message>
  </context>
  <context>
    <name>Language</name>
    <message>
      <source>System language</source>
      <translation>시스템 언어</translation>
    </message>
    <message>
      <source>The new language is used the next time you start Ghost Euchre.</source>
      <translation>새 언어는 다음에 Ghost Euchre를 시작할 때 적용됩니다.</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>언어</translation>
    </message>
  </context>
  <context>
    <name>LessonsWindow</name>
    <message>
      <source>Learn to play</source>
      <translation>플레이 배우기</translation>
    </message>
    <message>
      <source>Each lesson plays on the table: the coach explains, asks and shows you what to do. Any lesson can be played again.</source>
      <translation>모든 레슨은 테이블에서 진행됩니다: 코치가 설명하고, 질문하고, 할 일을 보여 줍니다. 어떤 레슨이든 다시 할 수 있습니다.</translation>
    </message>
    <message>
      <source>Lessons</source>
      <translation>레슨</translation>
    </message>
    <message>
      <source>Practice: Ghost Hand</source>
      <translation>연습: 고스트 핸드</translation>
    </message>
    <message>
      <source>Practice: Cutthroat</source>
      <translation>연습: 컷스로트</translation>
    </message>
    <message>
      <source>Start</source>
      <translation>시작</translation>
    </message>
    <message>
      <source>{0}{1}. {2}
{3}</source>
      <translation>{0}{1}. {2}
{3}</translation>
    </message>
    <message>
      <source>{0}{1}, level {2}: {3}</source>
      <translation>{0}{1}, 레벨 {2}: {3}</translation>
    </message>
    <message>
      <source>Finished</source>
      <translation>완료</translation>
    </message>
    <message>
      <source>Not played yet</source>
      <translation>아직 안 함</translation>
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
      <translation>봇에 오류가 생겼습니다: {0}</translation>
    </message>
    <message>
      <source>Log and scores</source>
      <translation>기록과 점수</translation>
    </message>
    <message>
      <source>Log</source>
      <translation>기록</translation>
    </message>
    <message>
      <source>Scores</source>
      <translation>점수</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>게임(&amp;G)</translation>
    </message>
    <message>
      <source>&amp;New game…</source>
      <translation>새 게임(&amp;N)…</translation>
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation>열기(&amp;O)…</translation>
    </message>
    <message>
      <source>Save &amp;As…</source>
      <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
      <source>&amp;Export hand history…</source>
      <translation>핸드 기록 내보내기(&amp;E)…</translation>
    </message>
    <message>
      <source>&amp;Past games…</source>
      <translation>지난 게임(&amp;P)…</translation>
    </message>
    <message>
      <source>S&amp;tatistics…</source>
      <translation>통계(&amp;T)…</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>되돌리기(&amp;U)</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
      <source>&amp;Claim the rest</source>
      <translation>나머지 가져오기(&amp;C)</translation>
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation>힌트(&amp;H)</translation>
    </message>
    <message>
      <source>&amp;Last trick</source>
      <translation>마지막 트릭(&amp;L)</translation>
    </message>
    <message>
      <source>&amp;Score sheet</source>
      <translation>점수표(&amp;S)</translation>
    </message>
    <message>
      <source>Hand &amp;history…</source>
      <translation>핸드 기록(&amp;Y)…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>보기(&amp;V)</translation>
    </message>
    <message>
      <source>&amp;Log and scores</source>
      <translation>기록과 점수(&amp;L)</translation>
    </message>
    <message>
      <source>&amp;Animations</source>
      <translation>애니메이션(&amp;A)</translation>
    </message>
    <message>
      <source>Learning &amp;aids</source>
      <translation>학습 도우미(&amp;D)</translation>
    </message>
    <message>
      <source>Tag the bowers, say why a card cannot be played, explain the buttons</source>
      <translation>바우어를 표시하고, 카드를 낼 수 없는 이유를 알려 주고, 버튼을 설명합니다</translation>
    </message>
    <message>
      <source>&amp;Settings</source>
      <translation>설정(&amp;S)</translation>
    </message>
    <message>
      <source>&amp;Preferences…</source>
      <translation>환경설정(&amp;P)…</translation>
    </message>
    <message>
      <source>&amp;Language…</source>
      <translation>언어(&amp;G)…</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>도움말(&amp;H)</translation>
    </message>
    <message>
      <source>&amp;Welcome…</source>
      <translation>환영 화면(&amp;W)…</translation>
    </message>
    <message>
      <source>&amp;Learn to play…</source>
      <translation>플레이 배우기(&amp;L)…</translation>
    </message>
    <message>
      <source>&amp;Rules</source>
      <translation>규칙(&amp;R)</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts…</source>
      <translation>단축키(&amp;K)…</translation>
    </message>
    <message>
      <source>&amp;About Ghost Euchre</source>
      <translation>Ghost Euchre 정보(&amp;A)</translation>
    </message>
    <message>
      <source>No sound: the audio device could not be opened.</source>
      <translation>소리 없음: 오디오 장치를 열 수 없습니다.</translation>
    </message>
    <message>
      <source>No hand has been finished yet.</source>
      <translation>아직 끝난 핸드가 없습니다.</translation>
    </message>
    <message>
      <source>© 2026 The Ghost Euchre developers. The card pictures and the sounds are drawn and made for this game.</source>
      <translation>© 2026 Ghost Euchre 개발자들. 카드 그림과 소리는 이 게임을 위해 그리고 만든 것입니다.</translation>
    </message>
    <message>
      <source>Ghost Euchre is free software: you may share and change it under the GNU General Public License, version 3 or any later version. It comes with no warranty.</source>
      <translation>Ghost Euchre는 자유 소프트웨어입니다. GNU 일반 공중 사용 허가서 버전 3 또는 그 이후 버전에 따라 공유하고 수정할 수 있습니다. 어떠한 보증도 없습니다.</translation>
    </message>
    <message>
      <source>Built with Python {0}, Qt {1} and Qt for Python {2} (under the GNU Lesser General Public License, version 3).</source>
      <translation>Python {0}, Qt {1}, Qt for Python {2}(GNU 약소 일반 공중 사용 허가서 버전 3)로 만들었습니다.</translation>
    </message>
    <message>
      <source>Website: {0}</source>
      <translation>웹사이트: {0}</translation>
    </message>
    <message>
      <source>About Ghost Euchre</source>
      <translation>Ghost Euchre 정보</translation>
    </message>
    <message>
      <source>Ghost Euchre {0}

Three-player euchre: Ghost Hand and Cutthroat, against bots.</source>
      <translation>Ghost Euchre {0}

3인용 유커: 고스트 핸드와 컷스로트, 봇과 대전.</translation>
    </message>
    <message>
      <source>Your settings could not be read, so the standard settings are used. The file was kept as {0}.</source>
      <translation>설정을 읽을 수 없어 기본 설정을 사용합니다. 파일은 {0}(으)로 보관했습니다.</translation>
    </message>
    <message>
      <source>Ghost Hand</source>
      <translation>고스트 핸드</translation>
    </message>
    <message>
      <source>Cutthroat</source>
      <translation>컷스로트</translation>
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
      <translation>{0} 게임을 이어 할까요? 핸드 {1} — {2}</translation>
    </message>
    <message>
      <source>The saved game could not be read, so a new game starts.</source>
      <translation>저장된 게임을 읽을 수 없어 새 게임을 시작합니다.</translation>
    </message>
    <message>
      <source>File: {0}
Problem: {1}</source>
      <translation>파일: {0}
문제: {1}</translation>
    </message>
    <message>
      <source>The saved game could not be read, so a new game starts. The file was kept as {0}.</source>
      <translation>저장된 게임을 읽을 수 없어 새 게임을 시작합니다. 파일은 {0}(으)로 보관했습니다.</translation>
    </message>
    <message>
      <source>The game could not be saved: {0}.</source>
      <translation>게임을 저장할 수 없습니다: {0}.</translation>
    </message>
    <message>
      <source>the game's data folder is read-only</source>
      <translation>게임의 데이터 폴더가 읽기 전용입니다</translation>
    </message>
    <message>
      <source>the disk is full</source>
      <translation>디스크가 가득 찼습니다</translation>
    </message>
    <message>
      <source>it is too long</source>
      <translation>게임이 너무 깁니다</translation>
    </message>
    <message>
      <source>the game's data folder cannot be written</source>
      <translation>게임의 데이터 폴더에 쓸 수 없습니다</translation>
    </message>
    <message>
      <source>Finished and left games cannot be kept in Past games: {0}.</source>
      <translation>끝난 게임과 그만둔 게임을 지난 게임에 보관할 수 없습니다: {0}.</translation>
    </message>
    <message>
      <source>Your statistics cannot be saved: {0}.</source>
      <translation>통계를 저장할 수 없습니다: {0}.</translation>
    </message>
    <message>
      <source>This game cannot be saved: {0}. You can play on, but the game is lost when you quit.</source>
      <translation>이 게임은 저장할 수 없습니다: {0}. 계속 플레이할 수 있지만 끝내면 게임이 사라집니다.</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <source>New game</source>
      <translation>새 게임</translation>
    </message>
    <message>
      <source>Ghost Hand</source>
      <translation>고스트 핸드</translation>
    </message>
    <message>
      <source>Cutthroat</source>
      <translation>컷스로트</translation>
    </message>
    <message>
      <source>Variant</source>
      <translation>변형</translation>
    </message>
    <message>
      <source>Rules</source>
      <translation>규칙</translation>
    </message>
    <message>
      <source>Changes to the standard game that some players like. The standard game needs none of them.</source>
      <translation>일부 플레이어가 좋아하는 표준 게임의 변경 사항입니다. 표준 게임에는 하나도 필요하지 않습니다.</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>플레이어</translation>
    </message>
    <message>
      <source>Your name</source>
      <translation>내 이름</translation>
    </message>
    <message>
      <source>Bot {0}</source>
      <translation>봇 {0}</translation>
    </message>
    <message>
      <source>Pacing</source>
      <translation>진행 속도</translation>
    </message>
    <message>
      <source>Animate cards</source>
      <translation>카드 애니메이션</translation>
    </message>
    <message>
      <source> ms</source>
      <translation> ms</translation>
    </message>
    <message>
      <source>until I click</source>
      <translation>클릭할 때까지</translation>
    </message>
    <message>
      <source>Play a card by double-click</source>
      <translation>더블클릭으로 카드 내기</translation>
    </message>
    <message>
      <source>Bot pause before playing</source>
      <translation>봇이 카드를 내기 전 멈춤</translation>
    </message>
    <message>
      <source>Finished trick stays</source>
      <translation>끝난 트릭 표시 시간</translation>
    </message>
    <message>
      <source>Deal</source>
      <translation>딜</translation>
    </message>
    <message>
      <source>Rules…</source>
      <translation>규칙…</translation>
    </message>
    <message>
      <source>Explain: {0}</source>
      <translation>설명: {0}</translation>
    </message>
    <message>
      <source>House rules</source>
      <translation>하우스 룰</translation>
    </message>
    <message>
      <source>House rules ({0} changed)</source>
      <translation>하우스 룰({0}개 변경)</translation>
    </message>
    <message>
      <source>The game you are setting up is played with these rules:</source>
      <translation>지금 준비하는 게임은 다음 규칙으로 진행됩니다:</translation>
    </message>
  </context>
  <context>
    <name>News</name>
    <message numerus="yes">
      <source>{0} calls a renege on you: you played the {1} while holding {2}, and you lose %n point(s)</source>
      <translation>
        <numerusform>{0}이(가) 내 리네그를 지적합니다: {2}을(를) 들고도 {1}을(를) 냈으므로 %n점을 잃습니다</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>You call a renege on {0}: {0} played the {1} while holding {2}, and loses %n point(s)</source>
      <translation>
        <numerusform>{0}의 리네그를 지적합니다: {0}이(가) {2}을(를) 들고도 {1}을(를) 냈으므로 %n점을 잃습니다</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{0} calls a renege on {1}: {1} played the {2} while holding {3}, and loses %n point(s)</source>
      <translation>
        <numerusform>{0}이(가) {1}의 리네그를 지적합니다: {1}이(가) {3}을(를) 들고도 {2}을(를) 냈으므로 %n점을 잃습니다</numerusform>
      </translation>
    </message>
    <message>
      <source>You took the last trick with the {0}</source>
      <translation>내가 {0}(으)로 마지막 트릭을 땄습니다</translation>
    </message>
    <message>
      <source>{0} took the last trick with the {1}</source>
      <translation>{0}이(가) {1}(으)로 마지막 트릭을 땄습니다</translation>
    </message>
    <message>
      <source>News</source>
      <translation>소식</translation>
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
      <translation>규칙에서 더 읽기</translation>
    </message>
  </context>
  <context>
    <name>PastGamesList</name>
    <message>
      <source>Date</source>
      <translation>날짜</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>게임</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>플레이어</translation>
    </message>
    <message>
      <source>Winner</source>
      <translation>승자</translation>
    </message>
    <message>
      <source>Scores</source>
      <translation>점수</translation>
    </message>
    <message>
      <source>This game could not be read.</source>
      <translation>이 게임을 읽을 수 없습니다.</translation>
    </message>
    <message>
      <source>Not finished</source>
      <translation>끝나지 않음</translation>
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
      <translation>지난 게임</translation>
    </message>
    <message>
      <source>No game has been kept yet.</source>
      <translation>아직 보관된 게임이 없습니다.</translation>
    </message>
    <message>
      <source>&amp;Open</source>
      <translation>열기(&amp;O)</translation>
    </message>
    <message>
      <source>Show the game on the table as it ended</source>
      <translation>끝난 모습 그대로 게임을 테이블에 보여 줍니다</translation>
    </message>
    <message>
      <source>&amp;Hand history…</source>
      <translation>핸드 기록(&amp;H)…</translation>
    </message>
    <message>
      <source>Step through the game's hands, with every card and the bots' reasons</source>
      <translation>모든 카드와 봇의 이유를 보며 게임의 핸드를 한 단계씩 살펴봅니다</translation>
    </message>
  </context>
  <context>
    <name>PreferencesDialog</name>
    <message>
      <source>Preferences</source>
      <translation>환경설정</translation>
    </message>
    <message>
      <source>General</source>
      <translation>일반</translation>
    </message>
    <message>
      <source>Learning aids</source>
      <translation>학습 도우미</translation>
    </message>
    <message>
      <source>Mark the bowers on your cards, say why a card cannot be played, and explain the buttons</source>
      <translation>내 카드의 바우어를 표시하고, 카드를 낼 수 없는 이유를 알려 주고, 버튼을 설명합니다</translation>
    </message>
    <message>
      <source>Ask before shooting the moon, going alone or defending alone</source>
      <translation>달 쏘기, 단독 플레이, 단독 수비를 하기 전에 확인합니다</translation>
    </message>
    <message>
      <source>Play</source>
      <translation>플레이</translation>
    </message>
    <message>
      <source>a click</source>
      <translation>클릭</translation>
    </message>
    <message>
      <source>a double-click</source>
      <translation>더블클릭</translation>
    </message>
    <message>
      <source>Play a card with</source>
      <translation>카드 내는 방법</translation>
    </message>
    <message>
      <source>Animate cards</source>
      <translation>카드 애니메이션</translation>
    </message>
    <message>
      <source> ms</source>
      <translation> ms</translation>
    </message>
    <message>
      <source>A card's move takes</source>
      <translation>카드 이동 시간</translation>
    </message>
    <message>
      <source>Bot pause before playing</source>
      <translation>봇이 카드를 내기 전 멈춤</translation>
    </message>
    <message>
      <source>until I click</source>
      <translation>클릭할 때까지</translation>
    </message>
    <message>
      <source>Finished trick stays</source>
      <translation>끝난 트릭 표시 시간</translation>
    </message>
    <message>
      <source>Speed of play</source>
      <translation>플레이 속도</translation>
    </message>
    <message>
      <source>Play my only legal card for me</source>
      <translation>낼 수 있는 카드가 하나뿐이면 대신 내기</translation>
    </message>
    <message>
      <source>When only one of your cards may be played, it is lifted and played after a short pause</source>
      <translation>내 카드 중 하나만 낼 수 있으면 그 카드가 올라가고 잠시 뒤에 나갑니다</translation>
    </message>
    <message>
      <source>Offer to claim the rest, and finish a hand when nothing is left to decide</source>
      <translation>나머지 가져오기를 제안하고, 더 고를 것이 없으면 핸드를 마저 진행하기</translation>
    </message>
    <message>
      <source>Claim the rest when your cards are sure to take every trick left; once you have no choice left in a hand, it is played out quickly</source>
      <translation>내 카드가 남은 트릭을 모두 확실히 가져가면 나머지를 가져오고, 핸드에서 더 고를 것이 없으면 빠르게 끝까지 진행합니다</translation>
    </message>
    <message>
      <source>Appearance</source>
      <translation>모양</translation>
    </message>
    <message>
      <source>Navy</source>
      <translation>네이비</translation>
    </message>
    <message>
      <source>Red lattice</source>
      <translation>빨간 격자</translation>
    </message>
    <message>
      <source>Green tartan</source>
      <translation>초록 타탄</translation>
    </message>
    <message>
      <source>Card back</source>
      <translation>카드 뒷면</translation>
    </message>
    <message>
      <source>Modern (crown, tiara, cap)</source>
      <translation>모던 (왕관, 티아라, 모자)</translation>
    </message>
    <message>
      <source>Traditional figures</source>
      <translation>전통 인물</translation>
    </message>
    <message>
      <source>Kings, queens and jacks</source>
      <translation>킹, 퀸, 잭</translation>
    </message>
    <message>
      <source>Four-colour deck (♣ green, ♦ blue)</source>
      <translation>4색 덱(♣ 초록, ♦ 파랑)</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>보통</translation>
    </message>
    <message>
      <source>Large</source>
      <translation>크게</translation>
    </message>
    <message>
      <source>Larger</source>
      <translation>더 크게</translation>
    </message>
    <message>
      <source>Text on the table</source>
      <translation>테이블 글자 크기</translation>
    </message>
    <message>
      <source>Sound</source>
      <translation>소리</translation>
    </message>
    <message>
      <source>Play sounds (a card, a trick, your turn, a win)</source>
      <translation>소리 내기 (카드, 트릭, 내 차례, 승리)</translation>
    </message>
    <message>
      <source>Volume</source>
      <translation>음량</translation>
    </message>
  </context>
  <context>
    <name>QAbstractFileIconProvider</name>
    <message>
      <source>Folder</source>
      <comment>All other platforms</comment>
      <translation>폴더</translation>
    </message>
    <message>
      <source>Drive</source>
      <translation>드라이브</translation>
    </message>
  </context>
  <context>
    <name>QFileDialog</name>
    <message>
      <source>&amp;Look in:</source>
      <translation>다음에서 찾기(&amp;L):</translation>
    </message>
    <message>
      <source>File &amp;name:</source>
      <translation>파일 이름(&amp;N):</translation>
    </message>
    <message>
      <source>Files of &amp;type:</source>
      <translation>파일 형식(&amp;T):</translation>
    </message>
    <message>
      <source>All Files (*)</source>
      <translation>모든 파일 (*)</translation>
    </message>
    <message>
      <source>&amp;Open</source>
      <translation>열기(&amp;O)</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>저장(&amp;S)</translation>
    </message>
    <message>
      <source>Back</source>
      <translation>뒤로</translation>
    </message>
    <message>
      <source>Go back</source>
      <translation>뒤로 이동</translation>
    </message>
    <message>
      <source>Forward</source>
      <translation>앞으로</translation>
    </message>
    <message>
      <source>Go forward</source>
      <translation>앞으로 이동</translation>
    </message>
    <message>
      <source>Parent Directory</source>
      <translation>부모 디렉터리</translation>
    </message>
    <message>
      <source>Go to the parent directory</source>
      <translation>부모 디렉터리로 이동</translation>
    </message>
    <message>
      <source>Create New Folder</source>
      <translation>새 폴더 만들기</translation>
    </message>
    <message>
      <source>Create a New Folder</source>
      <translation>새 폴더 만들기</translation>
    </message>
    <message>
      <source>List View</source>
      <translation>목록으로 보기</translation>
    </message>
    <message>
      <source>Change to list view mode</source>
      <translation>목록 보기 모드로 전환</translation>
    </message>
    <message>
      <source>Detail View</source>
      <translation>자세히 보기</translation>
    </message>
    <message>
      <source>Change to detail view mode</source>
      <translation>자세히 보기 모드로 전환</translation>
    </message>
    <message>
      <source>Sidebar</source>
      <translation>사이드바</translation>
    </message>
    <message>
      <source>List of places and bookmarks</source>
      <translation>장소와 책갈피 목록</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>파일</translation>
    </message>
    <message>
      <source>Recent Places</source>
      <translation>최근 장소</translation>
    </message>
    <message>
      <source>Show </source>
      <translation>표시 </translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <translation>이름 바꾸기(&amp;R)</translation>
    </message>
    <message>
      <source>&amp;Delete</source>
      <translation>삭제(&amp;D)</translation>
    </message>
    <message>
      <source>Show &amp;hidden files</source>
      <translation>숨김 파일 표시(&amp;H)</translation>
    </message>
    <message>
      <source>&amp;New Folder</source>
      <translation>새 폴더(&amp;N)</translation>
    </message>
    <message>
      <source>New Folder</source>
      <translation>새 폴더</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>삭제</translation>
    </message>
    <message>
      <source>Are you sure you want to delete '%1'?</source>
      <translation>'%1'을(를) 삭제하시겠습니까?</translation>
    </message>
    <message>
      <source>'%1' is write protected.
Do you want to delete it anyway?</source>
      <translation>'%1'이(가) 쓰기 금지되어 있습니다.
그래도 삭제하시겠습니까?</translation>
    </message>
    <message>
      <source>Could not delete directory.</source>
      <translation>디렉터리를 삭제할 수 없습니다.</translation>
    </message>
    <message>
      <source>%1 already exists.
Do you want to replace it?</source>
      <translation>%1이(가) 이미 존재합니다.
바꾸시겠습니까?</translation>
    </message>
    <message>
      <source>%1
File not found.
Please verify the correct file name was given.</source>
      <translation>%1
파일을 찾을 수 없습니다.
경로와 파일 이름을 확인하십시오.</translation>
    </message>
  </context>
  <context>
    <name>QFileSystemModel</name>
    <message>
      <source>Name</source>
      <translation>이름</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>크기</translation>
    </message>
    <message>
      <source>Type</source>
      <comment>All other platforms</comment>
      <translation>형식</translation>
    </message>
    <message>
      <source>Date Modified</source>
      <translation>수정한 날짜</translation>
    </message>
    <message>
      <source>Computer</source>
      <translation>컴퓨터</translation>
    </message>
  </context>
  <context>
    <name>QMessageBox</name>
    <message>
      <source>Show Details...</source>
      <translation>자세한 정보 표시...</translation>
    </message>
    <message>
      <source>Hide Details...</source>
      <translation>자세한 정보 숨기기...</translation>
    </message>
  </context>
  <context>
    <name>QPlatformTheme</name>
    <message>
      <source>OK</source>
      <translation>확인</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>저장</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>열기</translation>
    </message>
    <message>
      <source>&amp;Yes</source>
      <translation>예(&amp;Y)</translation>
    </message>
    <message>
      <source>&amp;No</source>
      <translation>아니요(&amp;N)</translation>
    </message>
    <message>
      <source>Abort</source>
      <translation>중단</translation>
    </message>
    <message>
      <source>Retry</source>
      <translation>다시 시도</translation>
    </message>
    <message>
      <source>Ignore</source>
      <translation>무시</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>닫기</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>취소</translation>
    </message>
    <message>
      <source>Discard</source>
      <translation>버리기</translation>
    </message>
    <message>
      <source>Help</source>
      <translation>도움말</translation>
    </message>
    <message>
      <source>Apply</source>
      <translation>적용</translation>
    </message>
    <message>
      <source>Reset</source>
      <translation>초기화</translation>
    </message>
    <message>
      <source>Restore Defaults</source>
      <translation>기본값 복원</translation>
    </message>
  </context>
  <context>
    <name>RiskyCalls</name>
    <message>
      <source>Shoot the moon?</source>
      <translation>달 쏘기를 할까요?</translation>
    </message>
    <message>
      <source>Shoot the moon</source>
      <translation>달 쏘기</translation>
    </message>
    <message>
      <source>You must take all {0} tricks: you win {1} points if you do, and lose {2} if you do not.</source>
      <translation>{0}트릭을 모두 따야 합니다: 성공하면 {1}점을 얻고, 실패하면 {2}점을 잃습니다.</translation>
    </message>
    <message>
      <source>Defend alone?</source>
      <translation>단독 수비를 할까요?</translation>
    </message>
    <message>
      <source>Defend alone</source>
      <translation>단독 수비</translation>
    </message>
    <message>
      <source>The other defender sits out, and you must stop the maker without help. If you take 3 or 4 tricks, both defenders score +{0}; if you take all 5, both score +{1}. If the maker takes 3 or more, the maker scores as usual.</source>
      <translation>다른 수비자는 쉬고, 혼자서 메이커를 막아야 합니다. 3~4 트릭을 따면 두 수비자 모두 +{0}점, 5 트릭을 모두 따면 두 수비자 모두 +{1}점을 얻습니다. 메이커가 3 트릭 이상을 따면 메이커가 평소대로 점수를 얻습니다.</translation>
    </message>
    <message>
      <source>You play your own five cards without the dummy: all 5 tricks score +{0} (+{1} with the dummy), 3 or 4 tricks score +{2} as usual, and fewer than 3 give each defender +{3}.</source>
      <translation>더미 없이 내 카드 다섯 장으로 플레이합니다. 5 트릭을 모두 따면 +{0}점(더미와 함께라면 +{1}점), 3~4 트릭이면 평소대로 +{2}점이고, 3 트릭 미만이면 각 수비자가 +{3}점을 얻습니다.</translation>
    </message>
    <message>
      <source>Go alone?</source>
      <translation>단독 플레이를 할까요?</translation>
    </message>
    <message>
      <source>Go alone</source>
      <translation>단독 플레이</translation>
    </message>
    <message>
      <source>Don't ask again</source>
      <translation>다시 묻지 않기</translation>
    </message>
  </context>
  <context>
    <name>RuleOption</name>
    <message>
      <source>Points to win</source>
      <translation>승리 점수</translation>
    </message>
    <message>
      <source>After a hand, a player with at least this many points and more than anyone else wins.</source>
      <translation>핸드가 끝난 뒤 이 점수 이상이면서 다른 누구보다 점수가 높은 플레이어가 이깁니다.</translation>
    </message>
    <message>
      <source>Cards that do not follow suit</source>
      <translation>수트를 따르지 않은 카드</translation>
    </message>
    <message>
      <source>Refused by the game, or allowed to stand until another player calls the renege.</source>
      <translation>게임이 거부하거나, 다른 플레이어가 리네그를 지적할 때까지 허용합니다.</translation>
    </message>
    <message>
      <source>are refused</source>
      <translation>거부합니다</translation>
    </message>
    <message>
      <source>are allowed; reneges can be called</source>
      <translation>허용합니다. 리네그를 지적할 수 있습니다</translation>
    </message>
    <message>
      <source>Renege penalty (points)</source>
      <translation>리네그 벌점(점)</translation>
    </message>
    <message>
      <source>What a player loses for each renege that another player calls.</source>
      <translation>다른 플레이어가 지적한 리네그 하나마다 플레이어가 잃는 점수입니다.</translation>
    </message>
    <message>
      <source>Stick the dealer</source>
      <translation>딜러 강제</translation>
    </message>
    <message>
      <source>When everyone else has passed, the dealer may not pass at the last turn of the bidding.</source>
      <translation>다른 모두가 패스하면 딜러는 입찰의 마지막 차례에 패스할 수 없습니다.</translation>
    </message>
    <message>
      <source>Swapping with the ghost hand</source>
      <translation>고스트 핸드와 교환</translation>
    </message>
    <message>
      <source>On their turn, before bidding, one player per hand may trade their hand for the ghost hand, sight unseen.</source>
      <translation>자기 차례에 입찰하기 전, 핸드마다 한 플레이어가 보지 않고 자기 핸드를 고스트 핸드와 바꿀 수 있습니다.</translation>
    </message>
    <message>
      <source>Points for shooting the moon</source>
      <translation>달 쏘기 점수</translation>
    </message>
    <message>
      <source>What a player who shoots the moon scores for taking all 6 tricks.</source>
      <translation>달 쏘기를 한 플레이어가 6트릭을 모두 땄을 때 얻는 점수입니다.</translation>
    </message>
    <message>
      <source>Points lost for a failed moon</source>
      <translation>달 쏘기 실패 벌점</translation>
    </message>
    <message>
      <source>What a player who shoots the moon loses if they lose a trick.</source>
      <translation>달 쏘기를 한 플레이어가 트릭을 하나라도 잃으면 잃는 점수입니다.</translation>
    </message>
    <message>
      <source>Dealer picks up the up-card</source>
      <translation>딜러가 업카드를 가져오기</translation>
    </message>
    <message>
      <source>When another player orders up, whether the dealer may leave the up-card.</source>
      <translation>다른 플레이어가 오더 업했을 때 딜러가 업카드를 두어도 되는지 여부입니다.</translation>
    </message>
    <message>
      <source>may choose</source>
      <translation>선택 가능</translation>
    </message>
    <message>
      <source>must</source>
      <translation>필수</translation>
    </message>
    <message>
      <source>Defenders may go alone</source>
      <translation>수비자 단독 수비 허용</translation>
    </message>
    <message>
      <source>After the maker's choice, one defender may play alone while the other sits out.</source>
      <translation>메이커가 선택한 뒤, 수비자 한 명이 단독으로 플레이하고 다른 한 명은 쉴 수 있습니다.</translation>
    </message>
    <message>
      <source>Points for a march</source>
      <translation>마치 점수</translation>
    </message>
    <message>
      <source>What the maker scores for taking all 5 tricks.</source>
      <translation>메이커가 5트릭을 모두 땄을 때 얻는 점수입니다.</translation>
    </message>
    <message>
      <source>Points for a march alone</source>
      <translation>단독 마치 점수</translation>
    </message>
    <message>
      <source>What a maker who went alone scores for taking all 5 tricks.</source>
      <translation>단독 플레이를 한 메이커가 5트릭을 모두 땄을 때 얻는 점수입니다.</translation>
    </message>
    <message>
      <source>Points per defender for a euchre</source>
      <translation>유커 시 수비자당 점수</translation>
    </message>
    <message>
      <source>What each defender scores when the maker takes fewer than 3 tricks.</source>
      <translation>메이커가 3트릭보다 적게 땄을 때 각 수비자가 얻는 점수입니다.</translation>
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
      <translation>카드</translation>
    </message>
    <message>
      <source>Tricks</source>
      <translation>트릭</translation>
    </message>
    <message>
      <source>Following suit</source>
      <translation>수트 따르기</translation>
    </message>
    <message>
      <source>Trumping</source>
      <translation>트럼프 내기</translation>
    </message>
    <message>
      <source>Trump and the bowers</source>
      <translation>트럼프와 바우어</translation>
    </message>
    <message>
      <source>Ghost Hand</source>
      <translation>고스트 핸드</translation>
    </message>
    <message>
      <source>The deal</source>
      <translation>딜</translation>
    </message>
    <message>
      <source>Bidding</source>
      <translation>입찰</translation>
    </message>
    <message>
      <source>The ghost hand and the swap</source>
      <translation>고스트 핸드와 교환</translation>
    </message>
    <message>
      <source>Trump and play</source>
      <translation>트럼프와 플레이</translation>
    </message>
    <message>
      <source>Scoring in Ghost Hand</source>
      <translation>고스트 핸드의 점수</translation>
    </message>
    <message>
      <source>Cutthroat</source>
      <translation>컷스로트</translation>
    </message>
    <message>
      <source>The deal and the up-card</source>
      <translation>딜과 업카드</translation>
    </message>
    <message>
      <source>Round one: ordering up</source>
      <translation>첫 번째 라운드: 오더 업</translation>
    </message>
    <message>
      <source>Round two: naming trump</source>
      <translation>두 번째 라운드: 트럼프 지정</translation>
    </message>
    <message>
      <source>Taking the dummy</source>
      <translation>더미 가져오기</translation>
    </message>
    <message>
      <source>Going alone</source>
      <translation>단독 플레이</translation>
    </message>
    <message>
      <source>Defending alone</source>
      <translation>단독 수비</translation>
    </message>
    <message>
      <source>Who leads</source>
      <translation>누가 리드하나</translation>
    </message>
    <message>
      <source>Scoring in Cutthroat</source>
      <translation>컷스로트의 점수</translation>
    </message>
    <message>
      <source>Reneges and calls</source>
      <translation>리네그와 지적</translation>
    </message>
    <message>
      <source>Stick the dealer</source>
      <translation>딜러 강제</translation>
    </message>
    <message>
      <source>Winning the game</source>
      <translation>게임 승리</translation>
    </message>
    <message>
      <source>This game's rules</source>
      <translation>이 게임의 규칙</translation>
    </message>
    <message>
      <source>Glossary</source>
      <translation>용어집</translation>
    </message>
    <message>
      <source>Bower</source>
      <translation>바우어</translation>
    </message>
    <message>
      <source>Either of the two highest trumps: the jacks of trump's colour.</source>
      <translation>가장 높은 두 트럼프: 트럼프와 같은 색의 잭 두 장.</translation>
    </message>
    <message>
      <source>Right bower</source>
      <translation>라이트 바우어</translation>
    </message>
    <message>
      <source>The jack of the trump suit, the highest card of the hand.</source>
      <translation>트럼프 수트의 잭. 핸드에서 가장 높은 카드입니다.</translation>
    </message>
    <message>
      <source>Left bower</source>
      <translation>레프트 바우어</translation>
    </message>
    <message>
      <source>The other jack of the same colour as trump. It counts as a trump, the second highest, and no longer belongs to its printed suit.</source>
      <translation>트럼프와 같은 색의 다른 잭. 두 번째로 높은 트럼프로 치며, 더 이상 인쇄된 수트에 속하지 않습니다.</translation>
    </message>
    <message>
      <source>Trump</source>
      <translation>트럼프</translation>
    </message>
    <message>
      <source>The suit chosen for the hand. Any trump beats any card of another suit.</source>
      <translation>핸드에서 정한 수트. 어떤 트럼프든 다른 수트의 어떤 카드도 이깁니다.</translation>
    </message>
    <message>
      <source>Follow suit</source>
      <translation>수트 따르기</translation>
    </message>
    <message>
      <source>Play a card of the suit that was led. You must when you can.</source>
      <translation>리드된 수트의 카드를 내는 것. 낼 수 있으면 반드시 내야 합니다.</translation>
    </message>
    <message>
      <source>Lead</source>
      <translation>리드</translation>
    </message>
    <message>
      <source>Play the first card of a trick. The winner of a trick leads the next one.</source>
      <translation>트릭의 첫 카드를 내는 것. 트릭을 이긴 사람이 다음 트릭을 리드합니다.</translation>
    </message>
    <message>
      <source>Trick</source>
      <translation>트릭</translation>
    </message>
    <message>
      <source>One card from each player in play. The highest trump takes it, or else the highest card of the suit led.</source>
      <translation>플레이 중인 각 플레이어의 카드 한 장씩. 가장 높은 트럼프가 가져가고, 트럼프가 없으면 리드된 수트의 가장 높은 카드가 가져갑니다.</translation>
    </message>
    <message>
      <source>Order up</source>
      <translation>오더 업</translation>
    </message>
    <message>
      <source>In Cutthroat's first round: make the up-card's suit trump. The dealer does it by accepting.</source>
      <translation>컷스로트의 첫 라운드에서 업카드의 수트를 트럼프로 정하는 것. 딜러는 수락으로 합니다.</translation>
    </message>
    <message>
      <source>Pick up</source>
      <translation>가져오기</translation>
    </message>
    <message>
      <source>The dealer takes the up-card into their hand and discards a card face down.</source>
      <translation>딜러가 업카드를 핸드로 가져오고 카드 한 장을 뒷면으로 버립니다.</translation>
    </message>
    <message>
      <source>Kitty</source>
      <translation>키티</translation>
    </message>
    <message>
      <source>In Cutthroat, the four cards left over after the deal. Its top card is turned face up.</source>
      <translation>컷스로트에서 딜 후 남은 네 장의 카드. 맨 위 카드를 앞면으로 뒤집습니다.</translation>
    </message>
    <message>
      <source>Up-card</source>
      <translation>업카드</translation>
    </message>
    <message>
      <source>The kitty's top card, face up. In round one its suit is offered as trump.</source>
      <translation>앞면으로 놓인 키티의 맨 위 카드. 첫 라운드에서 그 수트를 트럼프로 제안합니다.</translation>
    </message>
    <message>
      <source>Turned down</source>
      <translation>뒤집힘</translation>
    </message>
    <message>
      <source>When everyone passes in round one, the up-card is turned face down and its suit cannot be trump in that hand.</source>
      <translation>첫 라운드에서 모두 패스하면 업카드를 뒷면으로 뒤집고, 그 핸드에서는 그 수트가 트럼프가 될 수 없습니다.</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>더미</translation>
    </message>
    <message>
      <source>In Cutthroat, a spare hand of five cards dealt face down. The maker may take it.</source>
      <translation>컷스로트에서 뒷면으로 나눠 주는 다섯 장짜리 여분의 핸드. 메이커가 가져갈 수 있습니다.</translation>
    </message>
    <message>
      <source>Ghost hand</source>
      <translation>고스트 핸드</translation>
    </message>
    <message>
      <source>In Ghost Hand, a spare hand of six cards dealt face down. One player per hand may swap for it.</source>
      <translation>고스트 핸드 게임에서 뒷면으로 나눠 주는 여섯 장짜리 여분의 핸드. 핸드마다 한 플레이어가 교환할 수 있습니다.</translation>
    </message>
    <message>
      <source>Dead hand</source>
      <translation>데드 핸드</translation>
    </message>
    <message>
      <source>The cards given up in a swap. They lie face down and take no part in the hand.</source>
      <translation>교환할 때 내놓은 카드. 뒷면으로 놓이며 핸드에 참여하지 않습니다.</translation>
    </message>
    <message>
      <source>Swap</source>
      <translation>교환</translation>
    </message>
    <message>
      <source>Trade your whole hand for the ghost hand, sight unseen, before you bid.</source>
      <translation>입찰하기 전에 보지 않고 자기 핸드 전체를 고스트 핸드와 바꾸는 것.</translation>
    </message>
    <message>
      <source>March</source>
      <translation>마치</translation>
    </message>
    <message>
      <source>In Cutthroat, the maker taking all five tricks.</source>
      <translation>컷스로트에서 메이커가 다섯 트릭을 모두 따는 것.</translation>
    </message>
    <message>
      <source>Euchre</source>
      <translation>유커</translation>
    </message>
    <message>
      <source>In Cutthroat, stopping the maker from taking three tricks. The maker is euchred and each defender scores.</source>
      <translation>컷스로트에서 메이커가 세 트릭을 따지 못하게 막는 것. 메이커는 유커당하고 각 수비자가 점수를 얻습니다.</translation>
    </message>
    <message>
      <source>Set</source>
      <translation>실패</translation>
    </message>
    <message>
      <source>In Ghost Hand, a declarer who takes fewer tricks than bid is set and loses the bid.</source>
      <translation>고스트 핸드에서 입찰한 것보다 적은 트릭을 딴 선언자는 실패하고 입찰 점수를 잃습니다.</translation>
    </message>
    <message>
      <source>Moon</source>
      <translation>달 쏘기</translation>
    </message>
    <message>
      <source>In Ghost Hand, the bid of all six tricks.</source>
      <translation>고스트 핸드에서 여섯 트릭을 모두 따겠다는 입찰.</translation>
    </message>
    <message>
      <source>Shoot the moon</source>
      <translation>달 쏘기를 하다</translation>
    </message>
    <message>
      <source>Bid the moon: claim all six tricks, for a big score if you take them all.</source>
      <translation>달 쏘기를 입찰하는 것: 여섯 트릭을 모두 따겠다고 선언하며, 모두 따면 큰 점수를 얻습니다.</translation>
    </message>
    <message>
      <source>Alone</source>
      <translation>단독</translation>
    </message>
    <message>
      <source>In Cutthroat, playing without help: a maker who leaves the dummy unseen, or a defender who plays without the other defender.</source>
      <translation>컷스로트에서 도움 없이 플레이하는 것: 더미를 보지 않고 두는 메이커, 또는 다른 수비자 없이 플레이하는 수비자.</translation>
    </message>
    <message>
      <source>Defend alone</source>
      <translation>단독 수비</translation>
    </message>
    <message>
      <source>In Cutthroat, one defender takes on the maker single-handed while the other sits out.</source>
      <translation>컷스로트에서 한 수비자가 혼자 메이커와 맞서고 다른 수비자는 쉬는 것.</translation>
    </message>
    <message>
      <source>Sits out</source>
      <translation>쉬기</translation>
    </message>
    <message>
      <source>A defender whose partner defends alone puts their cards down and plays no part in the hand, but still shares the defenders' points.</source>
      <translation>파트너가 단독 수비를 하면 그 수비자는 카드를 내려놓고 핸드에 참여하지 않지만, 수비자의 점수는 함께 받습니다.</translation>
    </message>
    <message>
      <source>Renege</source>
      <translation>리네그</translation>
    </message>
    <message>
      <source>Failing to follow suit when you could have.</source>
      <translation>수트를 따를 수 있었는데 따르지 않는 것.</translation>
    </message>
    <message>
      <source>A house rule: the dealer may not pass when everyone else has passed.</source>
      <translation>하우스 룰: 다른 모두가 패스하면 딜러는 패스할 수 없습니다.</translation>
    </message>
    <message>
      <source>Declarer</source>
      <translation>선언자</translation>
    </message>
    <message>
      <source>In Ghost Hand, the highest bidder, who names trump and leads first.</source>
      <translation>고스트 핸드에서 가장 높게 입찰한 사람. 트럼프를 지정하고 먼저 리드합니다.</translation>
    </message>
    <message>
      <source>Maker</source>
      <translation>메이커</translation>
    </message>
    <message>
      <source>In Cutthroat, the player who made trump, playing against the other two.</source>
      <translation>컷스로트에서 트럼프를 정하고 다른 두 사람과 맞서는 플레이어.</translation>
    </message>
    <message>
      <source>Defenders</source>
      <translation>수비자</translation>
    </message>
    <message>
      <source>In Cutthroat, the two players who are not the maker. They play together against the maker.</source>
      <translation>컷스로트에서 메이커가 아닌 두 플레이어. 함께 메이커에 맞섭니다.</translation>
    </message>
    <message>
      <source>Target</source>
      <translation>목표 점수</translation>
    </message>
    <message>
      <source>The score that ends the game: 32 points in Ghost Hand and 10 in Cutthroat, unless the game sets another.</source>
      <translation>게임을 끝내는 점수: 게임에서 따로 정하지 않으면 고스트 핸드는 32점, 컷스로트는 10점입니다.</translation>
    </message>
    <message>
      <source>on</source>
      <translation>켬</translation>
    </message>
    <message>
      <source>off</source>
      <translation>끔</translation>
    </message>
    <message>
      <source>swap</source>
      <translation>교환</translation>
    </message>
    <message>
      <source>shooting the moon</source>
      <translation>달 쏘기</translation>
    </message>
    <message>
      <source>going alone</source>
      <translation>단독 플레이</translation>
    </message>
    <message>
      <source>defending alone</source>
      <translation>단독 수비</translation>
    </message>
    <message>
      <source>More</source>
      <translation>더 보기</translation>
    </message>
    <message>
      <source>Ghost Euchre is two card games for three players: &lt;b&gt;Ghost Hand&lt;/b&gt; and &lt;b&gt;Cutthroat&lt;/b&gt;. Both use the 24-card euchre deck, both are played in tricks, and in both one suit is {0} for the hand, with the two jacks of its colour, the {1}, as its highest cards. You play against two bots; the first to reach the {2} with more points than anyone else wins.</source>
      <translation>Ghost Euchre는 세 사람이 하는 두 가지 카드 게임, &lt;b&gt;고스트 핸드&lt;/b&gt;와 &lt;b&gt;컷스로트&lt;/b&gt;입니다. 둘 다 24장짜리 유커 덱을 쓰고, 트릭으로 진행하며, 핸드마다 한 수트가 {0}이(가) 되고, 그 색의 잭 두 장인 {1}이(가) 가장 높은 카드입니다. 봇 두 명과 대전하며, 다른 누구보다 점수가 높은 상태로 {2}에 가장 먼저 도달한 사람이 이깁니다.</translation>
    </message>
    <message>
      <source>trump</source>
      <translation>트럼프</translation>
    </message>
    <message>
      <source>bowers</source>
      <translation>바우어</translation>
    </message>
    <message>
      <source>target score</source>
      <translation>목표 점수</translation>
    </message>
    <message>
      <source>Read the cards, tricks and bowers first: both games share them. Then read the game you want to play. Linked words are explained in the glossary at the end. At the table, F1 opens this page again.</source>
      <translation>먼저 카드, 트릭, 바우어를 읽으세요. 두 게임에 공통입니다. 그다음 하고 싶은 게임을 읽으세요. 링크된 단어는 마지막 용어집에서 설명합니다. 테이블에서 F1을 누르면 이 페이지가 다시 열립니다.</translation>
    </message>
    <message>
      <source>The deck has 24 cards: the 9, 10, jack, queen, king and ace of each of the four suits, clubs ♣, diamonds ♦, hearts ♥ and spades ♠. Clubs and spades are black; diamonds and hearts are red.</source>
      <translation>덱은 24장입니다: 네 수트, 클럽 ♣, 다이아몬드 ♦, 하트 ♥, 스페이드 ♠마다 9, 10, 잭, 퀸, 킹, 에이스가 있습니다. 클럽과 스페이드는 검은색, 다이아몬드와 하트는 빨간색입니다.</translation>
    </message>
    <message>
      <source>A suit that is not trump, from high to low: ace, king, queen, jack, 10, 9.</source>
      <translation>트럼프가 아닌 수트, 높은 순서: 에이스, 킹, 퀸, 잭, 10, 9.</translation>
    </message>
    <message>
      <source>A hand is played in {0}. One player {1}: plays any card they like. Then each other player, in turn to the left, plays one card. The cards played together form the trick, and one player wins it.</source>
      <translation>핸드는 {0}(으)로 진행합니다. 한 플레이어가 {1}: 원하는 카드를 냅니다. 그다음 다른 플레이어가 왼쪽으로 돌아가며 한 장씩 냅니다. 함께 낸 카드가 트릭이 되고, 한 플레이어가 그 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>tricks</source>
      <translation>트릭</translation>
    </message>
    <message>
      <source>leads</source>
      <translation>리드합니다</translation>
    </message>
    <message>
      <source>You must &lt;b&gt;follow suit&lt;/b&gt;: if you hold a card of the suit that was led, you must play one. Only when you have none may you play anything else, a trump or any other card. Failing to follow when you could is a {0}.</source>
      <translation>&lt;b&gt;수트를 따라야&lt;/b&gt; 합니다: 리드된 수트의 카드가 있으면 그중 한 장을 내야 합니다. 한 장도 없을 때만 트럼프나 다른 카드를 낼 수 있습니다. 따를 수 있는데 따르지 않으면 {0}입니다.</translation>
    </message>
    <message>
      <source>renege</source>
      <translation>리네그</translation>
    </message>
    <message>
      <source>Your four-colour deck prints clubs in green and diamonds in blue; in the rules, clubs are still black and diamonds still red.</source>
      <translation>4색 덱에서는 클럽이 초록색, 다이아몬드가 파란색으로 표시됩니다. 규칙에서는 여전히 클럽이 검은색, 다이아몬드가 빨간색입니다.</translation>
    </message>
    <message>
      <source>The highest trump in a trick wins it. If nobody played a trump, the highest card of the suit that was led wins; a card of any other suit cannot win, however high. The winner of a trick leads the next one.</source>
      <translation>트릭에서 가장 높은 트럼프가 이깁니다. 아무도 트럼프를 내지 않았다면 리드된 수트의 가장 높은 카드가 이기며, 다른 수트의 카드는 아무리 높아도 이길 수 없습니다. 트릭을 이긴 사람이 다음 트릭을 리드합니다.</translation>
    </message>
    <message>
      <source>Hearts are trump. The K♠ is led and the 9♠ follows. The third player has no spades and plays the 9♥: a trump, so it wins.</source>
      <translation>하트가 트럼프입니다. K♠가 리드되고 9♠가 따릅니다. 세 번째 플레이어는 스페이드가 없어 9♥를 냅니다: 트럼프이므로 이깁니다.</translation>
    </message>
    <message>
      <source>In every hand one suit is trump. The jack of trump, the &lt;b&gt;right bower&lt;/b&gt;, is the highest card of the hand. The other jack of the same colour, the &lt;b&gt;left bower&lt;/b&gt;, is second. After them come the ace, king, queen, 10 and 9 of trump, seven trumps in all.</source>
      <translation>핸드마다 한 수트가 트럼프입니다. 트럼프의 잭인 &lt;b&gt;라이트 바우어&lt;/b&gt;가 핸드에서 가장 높은 카드입니다. 같은 색의 다른 잭인 &lt;b&gt;레프트 바우어&lt;/b&gt;가 두 번째입니다. 그다음 트럼프의 에이스, 킹, 퀸, 10, 9가 오며, 트럼프는 모두 일곱 장입니다.</translation>
    </message>
    <message>
      <source>Hearts are trump: the J♥ (right bower), the J♦ (left bower), then A, K, Q, 10, 9 of hearts.</source>
      <translation>하트가 트럼프일 때: J♥(라이트 바우어), J♦(레프트 바우어), 그다음 하트의 A, K, Q, 10, 9.</translation>
    </message>
    <message>
      <source>The left bower changes suit. While hearts are trump, the J♦ is a heart for everything: it follows hearts, not diamonds; led, it is a heart lead; and if you hold it and hearts are led, you must play it or another heart. Diamonds then have only five cards.</source>
      <translation>레프트 바우어는 수트가 바뀝니다. 하트가 트럼프인 동안 J♦는 모든 면에서 하트입니다: 다이아몬드가 아니라 하트를 따르고, 리드하면 하트 리드이며, 이 카드를 가지고 있을 때 하트가 리드되면 이 카드나 다른 하트를 내야 합니다. 그러면 다이아몬드는 다섯 장뿐입니다.</translation>
    </message>
    <message>
      <source>clubs ♣</source>
      <translation>클럽 ♣</translation>
    </message>
    <message>
      <source>J♣ right, J♠ left</source>
      <translation>J♣ 라이트, J♠ 레프트</translation>
    </message>
    <message>
      <source>spades ♠</source>
      <translation>스페이드 ♠</translation>
    </message>
    <message>
      <source>J♠ right, J♣ left</source>
      <translation>J♠ 라이트, J♣ 레프트</translation>
    </message>
    <message>
      <source>hearts ♥</source>
      <translation>하트 ♥</translation>
    </message>
    <message>
      <source>J♥ right, J♦ left</source>
      <translation>J♥ 라이트, J♦ 레프트</translation>
    </message>
    <message>
      <source>diamonds ♦</source>
      <translation>다이아몬드 ♦</translation>
    </message>
    <message>
      <source>J♦ right, J♥ left</source>
      <translation>J♦ 라이트, J♥ 레프트</translation>
    </message>
    <message>
      <source>When trump is</source>
      <translation>트럼프가</translation>
    </message>
    <message>
      <source>the bowers are</source>
      <translation>바우어는</translation>
    </message>
    <message>
      <source>Ghost Hand uses all 24 cards and six tricks a hand. Each player bids how many tricks they will take, and a fourth hand, the {0}, lies face down for anyone who would rather swap their cards for it.</source>
      <translation>고스트 핸드는 24장을 모두 쓰고 핸드마다 여섯 트릭을 합니다. 각 플레이어는 몇 트릭을 딸지 입찰하고, 네 번째 핸드인 {0}은(는) 자기 카드와 바꾸고 싶은 사람을 위해 뒷면으로 놓여 있습니다.</translation>
    </message>
    <message>
      <source>ghost hand</source>
      <translation>고스트 핸드</translation>
    </message>
    <message>
      <source>The dealer gives six cards to each player and six to the ghost hand, face down. The deal passes to the left after every hand.</source>
      <translation>딜러는 각 플레이어에게 여섯 장, 고스트 핸드에 여섯 장을 뒷면으로 나눠 줍니다. 핸드가 끝날 때마다 딜은 왼쪽으로 넘어갑니다.</translation>
    </message>
    <message>
      <source>The ghost hand: six cards nobody has seen.</source>
      <translation>고스트 핸드: 아무도 보지 않은 카드 여섯 장.</translation>
    </message>
    <message>
      <source>Bidding starts with the player to the dealer's left and goes round once; the dealer speaks last. On your turn you may bid 3, 4 or 5 tricks (more than any earlier bid of this hand), {0}, or pass. Shooting the moon claims all six tricks and beats every bid; after it the others can only pass.</source>
      <translation>입찰은 딜러의 왼쪽 플레이어부터 시작해 한 바퀴 돌며, 딜러가 마지막에 말합니다. 자기 차례에 3, 4, 5트릭을 입찰하거나(이번 핸드의 이전 입찰보다 높게), {0}, 또는 패스할 수 있습니다. 달 쏘기는 여섯 트릭을 모두 따겠다는 것으로 모든 입찰보다 높으며, 그 뒤 다른 사람들은 패스만 할 수 있습니다.</translation>
    </message>
    <message>
      <source>shoot the moon</source>
      <translation>달 쏘기</translation>
    </message>
    <message>
      <source>If all three pass, nobody scores and the next dealer deals again, unless the game is played with {0}.</source>
      <translation>세 명 모두 패스하면 아무도 점수를 얻지 못하고 다음 딜러가 다시 딜합니다. 단, {0} 규칙으로 하는 게임은 예외입니다.</translation>
    </message>
    <message>
      <source>stick the dealer</source>
      <translation>딜러 강제</translation>
    </message>
    <message>
      <source>On your turn, before you bid, you may &lt;b&gt;swap&lt;/b&gt;: trade your whole hand for the ghost hand without looking at it first. Then you bid or pass with the new cards. Only one player may swap in each hand. The hand given up is {0}: it lies face down and takes no part in the hand.</source>
      <translation>자기 차례에 입찰하기 전에 &lt;b&gt;교환&lt;/b&gt;할 수 있습니다: 먼저 보지 않고 자기 핸드 전체를 고스트 핸드와 바꿉니다. 그다음 새 카드로 입찰하거나 패스합니다. 핸드마다 한 플레이어만 교환할 수 있습니다. 내놓은 핸드는 {0}이(가) 되어 뒷면으로 놓이고 핸드에 참여하지 않습니다.</translation>
    </message>
    <message>
      <source>dead</source>
      <translation>데드 핸드</translation>
    </message>
    <message>
      <source>Swap when your cards are poor. The ghost hand is a fresh chance, but it may be no better. (A house rule can turn swapping off.)</source>
      <translation>카드가 나쁠 때 교환하세요. 고스트 핸드는 새로운 기회지만 더 나을 거라는 보장은 없습니다. (하우스 룰로 교환을 끌 수 있습니다.)</translation>
    </message>
    <message>
      <source>The highest bidder is the {0}. The declarer names any suit as trump and leads the first trick, and the three players play all six tricks.</source>
      <translation>가장 높게 입찰한 사람이 {0}입니다. 선언자는 아무 수트나 트럼프로 지정하고 첫 트릭을 리드하며, 세 플레이어가 여섯 트릭을 모두 플레이합니다.</translation>
    </message>
    <message>
      <source>declarer</source>
      <translation>선언자</translation>
    </message>
    <message>
      <source>After the sixth trick:</source>
      <translation>여섯 번째 트릭이 끝나면:</translation>
    </message>
    <message>
      <source>Each player who did not declare</source>
      <translation>선언자가 아닌 각 플레이어</translation>
    </message>
    <message>
      <source>+1 a trick</source>
      <translation>트릭당 +1</translation>
    </message>
    <message>
      <source>The declarer, taking at least the tricks bid</source>
      <translation>선언자, 입찰한 트릭 이상을 땄을 때</translation>
    </message>
    <message>
      <source>The declarer, taking fewer (the declarer is {0})</source>
      <translation>선언자, 그보다 적게 땄을 때(선언자 {0})</translation>
    </message>
    <message>
      <source>set</source>
      <translation>실패</translation>
    </message>
    <message>
      <source>loses the bid</source>
      <translation>입찰 점수를 잃음</translation>
    </message>
    <message>
      <source>Shooting the moon and taking all six</source>
      <translation>달 쏘기를 하고 여섯 트릭을 모두 땀</translation>
    </message>
    <message>
      <source>Shooting the moon and losing a trick</source>
      <translation>달 쏘기를 하고 트릭을 하나 잃음</translation>
    </message>
    <message>
      <source>Who</source>
      <translation>누가</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>점수</translation>
    </message>
    <message>
      <source>For example, Ada bids 4 and takes 5 tricks: she scores 5. You take the sixth trick and score 1. Had Ada taken only 3, she would lose 4 and you would score your tricks all the same.</source>
      <translation>예를 들어 Ada가 4를 입찰하고 5트릭을 따면 5점을 얻습니다. 내가 여섯 번째 트릭을 따면 1점을 얻습니다. Ada가 3트릭만 땄다면 4점을 잃고, 나는 그래도 딴 트릭만큼 점수를 얻습니다.</translation>
    </message>
    <message>
      <source>Cutthroat is three-handed euchre. In each hand one player, the {0}, chooses trump and plays against the other two, the {1}, who work together for that hand. Five tricks are played, and a spare hand, the {2}, can strengthen the maker.</source>
      <translation>컷스로트는 3인용 유커입니다. 핸드마다 한 플레이어인 {0}이(가) 트럼프를 정하고, 그 핸드 동안 협력하는 다른 두 사람인 {1}와(과) 맞섭니다. 다섯 트릭을 하며, 여분의 핸드인 {2}이(가) 메이커를 강하게 해 줄 수 있습니다.</translation>
    </message>
    <message>
      <source>maker</source>
      <translation>메이커</translation>
    </message>
    <message>
      <source>defenders</source>
      <translation>수비자</translation>
    </message>
    <message>
      <source>dummy</source>
      <translation>더미</translation>
    </message>
    <message>
      <source>The dealer gives five cards to each player and five to the dummy, face down. The last four cards are the {0}; its top card is turned face up: the {1}.</source>
      <translation>딜러는 각 플레이어에게 다섯 장, 더미에 다섯 장을 뒷면으로 나눠 줍니다. 마지막 네 장은 {0}이며, 맨 위 카드를 앞면으로 뒤집습니다: {1}.</translation>
    </message>
    <message>
      <source>kitty</source>
      <translation>키티</translation>
    </message>
    <message>
      <source>up-card</source>
      <translation>업카드</translation>
    </message>
    <message>
      <source>The kitty, with the Q♦ as its up-card: diamonds are offered as trump.</source>
      <translation>Q♦가 업카드인 키티: 다이아몬드를 트럼프로 제안합니다.</translation>
    </message>
    <message>
      <source>Starting to the dealer's left, each player in turn may {0} (make the up-card's suit trump) or pass. The first to order up becomes the maker. When the dealer does it (the dealer &lt;i&gt;accepts&lt;/i&gt;), the dealer takes the up-card into their hand.</source>
      <translation>딜러의 왼쪽부터 각 플레이어는 차례로 {0}(업카드의 수트를 트럼프로 정하기)하거나 패스할 수 있습니다. 처음 오더 업한 사람이 메이커가 됩니다. 딜러가 하면(딜러가 &lt;i&gt;수락&lt;/i&gt;하면) 딜러가 업카드를 핸드로 가져옵니다.</translation>
    </message>
    <message>
      <source>order up</source>
      <translation>오더 업</translation>
    </message>
    <message>
      <source>When another player orders up, the dealer may {0} the up-card and discard one card face down, or leave it; either way its suit is trump. (A house rule can make the pick-up compulsory.)</source>
      <translation>다른 플레이어가 오더 업하면 딜러는 업카드를 {0} 카드 한 장을 뒷면으로 버리거나, 업카드를 둘 수 있습니다. 어느 쪽이든 그 수트가 트럼프입니다. (하우스 룰로 가져오기를 필수로 할 수 있습니다.)</translation>
    </message>
    <message>
      <source>pick up</source>
      <translation>가져오고</translation>
    </message>
    <message>
      <source>If all three pass, the up-card is {0} and its suit cannot be trump in this hand. Starting again to the dealer's left, each player may name any other suit as trump, or pass. The first to name one becomes the maker. If everyone passes again, nobody scores and the deal passes to the left.</source>
      <translation>세 명 모두 패스하면 업카드는 {0} 그 수트는 이번 핸드에서 트럼프가 될 수 없습니다. 다시 딜러의 왼쪽부터 각 플레이어는 다른 수트를 트럼프로 지정하거나 패스할 수 있습니다. 처음 지정한 사람이 메이커가 됩니다. 모두 다시 패스하면 아무도 점수를 얻지 못하고 딜은 왼쪽으로 넘어갑니다.</translation>
    </message>
    <message>
      <source>turned down</source>
      <translation>뒤집히고</translation>
    </message>
    <message>
      <source>Before anyone sees the dummy, the maker chooses. &lt;b&gt;Take the dummy&lt;/b&gt;: add its five cards to your hand, then discard down to five, keeping the best. (A dealer who has just taken the up-card discards six of eleven.)</source>
      <translation>누구도 더미를 보기 전에 메이커가 선택합니다. &lt;b&gt;더미 가져오기&lt;/b&gt;: 더미의 다섯 장을 핸드에 더한 다음, 가장 좋은 다섯 장만 남기고 버립니다. (방금 업카드를 가져온 딜러는 열한 장 중 여섯 장을 버립니다.)</translation>
    </message>
    <message>
      <source>Or &lt;b&gt;go alone&lt;/b&gt;: leave the dummy unseen and play the cards you hold. Going alone is a risk that pays: a march alone scores more. (A dealer who has just taken the up-card discards one card.)</source>
      <translation>또는 &lt;b&gt;단독 플레이&lt;/b&gt;: 더미를 보지 않고 두고 가진 카드로 플레이합니다. 단독 플레이는 보상이 큰 모험입니다: 단독 마치는 점수가 더 높습니다. (방금 업카드를 가져온 딜러는 카드 한 장을 버립니다.)</translation>
    </message>
    <message>
      <source>Then each defender in turn, starting to the maker's left, may &lt;b&gt;defend alone&lt;/b&gt; or pass. When one does, the other defender {0}: their cards stay down and they play no part in the hand, but they share the defenders' points. Only one defender may go alone. (A house rule can forbid defending alone.)</source>
      <translation>그다음 메이커의 왼쪽부터 각 수비자는 차례로 &lt;b&gt;단독 수비&lt;/b&gt;를 하거나 패스할 수 있습니다. 한 명이 단독 수비를 하면 다른 수비자는 {0}: 카드를 뒷면으로 두고 핸드에 참여하지 않지만, 수비자의 점수는 함께 받습니다. 단독 수비는 한 명만 할 수 있습니다. (하우스 룰로 단독 수비를 금지할 수 있습니다.)</translation>
    </message>
    <message>
      <source>sits out</source>
      <translation>쉽니다</translation>
    </message>
    <message>
      <source>The player to the dealer's left leads the first trick. If one player went alone, the first player still in play to that player's left leads instead. If the maker and a defender both went alone, the lone defender leads.</source>
      <translation>딜러의 왼쪽 플레이어가 첫 트릭을 리드합니다. 누군가 단독으로 플레이하면, 그 플레이어의 왼쪽에서 아직 플레이 중인 첫 플레이어가 대신 리드합니다. 메이커와 수비자가 둘 다 단독으로 플레이하면 단독 수비자가 리드합니다.</translation>
    </message>
    <message>
      <source>The maker's tricks are counted against the defenders' tricks together:</source>
      <translation>메이커의 트릭 수를 두 수비자의 트릭 수 합계와 비교합니다:</translation>
    </message>
    <message>
      <source>The maker takes 3 or 4 tricks</source>
      <translation>메이커가 3~4트릭을 땀</translation>
    </message>
    <message>
      <source>maker +1</source>
      <translation>메이커 +1</translation>
    </message>
    <message>
      <source>The maker takes all 5, a {0}</source>
      <translation>메이커가 5트릭을 모두 땀, {0}</translation>
    </message>
    <message>
      <source>march</source>
      <translation>마치</translation>
    </message>
    <message>
      <source>maker {0}</source>
      <translation>메이커 {0}</translation>
    </message>
    <message>
      <source>The maker went alone and takes all 5</source>
      <translation>메이커가 단독 플레이로 5트릭을 모두 땀</translation>
    </message>
    <message>
      <source>The maker takes fewer than 3: a {0}</source>
      <translation>메이커가 3트릭보다 적게 땀: {0}</translation>
    </message>
    <message>
      <source>euchre</source>
      <translation>유커</translation>
    </message>
    <message>
      <source>each defender {0}</source>
      <translation>수비자마다 {0}</translation>
    </message>
    <message>
      <source>A defender went alone; the defenders take 3 or 4</source>
      <translation>수비자가 단독 수비; 수비자가 3~4트릭을 땀</translation>
    </message>
    <message>
      <source>each defender +2</source>
      <translation>수비자마다 +2</translation>
    </message>
    <message>
      <source>A defender went alone; the defenders take all 5</source>
      <translation>수비자가 단독 수비; 수비자가 5트릭을 모두 땀</translation>
    </message>
    <message>
      <source>each defender +4</source>
      <translation>수비자마다 +4</translation>
    </message>
    <message>
      <source>What happens</source>
      <translation>결과</translation>
    </message>
    <message>
      <source>Both defenders score, the one who sat out too. When the maker takes 3 or more against a lone defender, the maker scores as usual.</source>
      <translation>두 수비자 모두 점수를 얻으며, 쉰 수비자도 마찬가지입니다. 메이커가 단독 수비자를 상대로 3트릭 이상을 따면 메이커는 평소대로 점수를 얻습니다.</translation>
    </message>
    <message>
      <source>Failing to follow suit when you could have is a &lt;b&gt;renege&lt;/b&gt;. Usually the game refuses such a card and tells you why.</source>
      <translation>수트를 따를 수 있었는데 따르지 않는 것은 &lt;b&gt;리네그&lt;/b&gt;입니다. 보통은 게임이 그런 카드를 거부하고 이유를 알려 줍니다.</translation>
    </message>
    <message>
      <source>With the house rule that allows reneges, the card is played and the trick stands, but any other player may &lt;b&gt;call&lt;/b&gt; the renege once the cards played prove it: the player did not follow a suit earlier in the hand and has since played a card of that suit. A call that holds costs the offender {0} points for each renege it proves; a call the cards do not prove is refused. Calls are possible until the next hand is dealt. A renege nobody calls costs nothing, so keep watch.</source>
      <translation>리네그를 허용하는 하우스 룰에서는 카드가 그대로 나가고 트릭도 유효하지만, 낸 카드로 리네그가 증명되면 다른 플레이어 누구나 그 리네그를 &lt;b&gt;지적&lt;/b&gt;할 수 있습니다: 그 플레이어가 핸드 초반에 어떤 수트를 따르지 않았는데 그 뒤 그 수트의 카드를 낸 경우입니다. 지적이 맞으면 위반자는 증명된 리네그마다 {0}점을 잃고, 카드로 증명되지 않는 지적은 거부됩니다. 다음 핸드를 딜할 때까지 지적할 수 있습니다. 아무도 지적하지 않은 리네그는 아무 대가가 없으니 잘 지켜보세요.</translation>
    </message>
    <message>
      <source>Usually, when everyone passes, the hand is thrown in and the deal moves on. With the house rule &lt;b&gt;stick the dealer&lt;/b&gt;, the dealer may not pass when the others have: in Ghost Hand the dealer must bid at least 3 or shoot the moon; in Cutthroat the dealer must name a suit in round two.</source>
      <translation>보통은 모두 패스하면 핸드를 무르고 딜이 넘어갑니다. &lt;b&gt;딜러 강제&lt;/b&gt; 하우스 룰에서는 다른 사람들이 패스하면 딜러는 패스할 수 없습니다: 고스트 핸드에서는 딜러가 적어도 3을 입찰하거나 달 쏘기를 해야 하고, 컷스로트에서는 두 번째 라운드에서 딜러가 수트를 지정해야 합니다.</translation>
    </message>
    <message>
      <source>Scores may go below zero. After each hand, if anyone has reached the target (32 points in Ghost Hand and 10 in Cutthroat, unless the game sets another), the player with the most points wins. If two or more share the highest score, another hand is played.</source>
      <translation>점수는 0 아래로 내려갈 수 있습니다. 각 핸드가 끝난 뒤 누군가 목표 점수(게임에서 따로 정하지 않으면 고스트 핸드 32점, 컷스로트 10점)에 도달했다면 가장 점수가 높은 플레이어가 이깁니다. 최고 점수가 둘 이상이면 핸드를 한 번 더 합니다.</translation>
    </message>
    <message>
      <source>No game is in progress. A new game uses the rules chosen in Game → New game.</source>
      <translation>진행 중인 게임이 없습니다. 새 게임은 게임 → 새 게임에서 고른 규칙을 사용합니다.</translation>
    </message>
    <message>
      <source>The game in progress is played with these rules:</source>
      <translation>진행 중인 게임은 다음 규칙으로 진행됩니다:</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>게임</translation>
    </message>
    <message>
      <source> (changed from the standard game)</source>
      <translation> (표준 게임에서 변경됨)</translation>
    </message>
    <message>
      <source>Rules of Ghost Euchre</source>
      <translation>Ghost Euchre 규칙</translation>
    </message>
  </context>
  <context>
    <name>SaveGame</name>
    <message>
      <source>cannot read {0}: {1}</source>
      <translation>{0}을(를) 읽을 수 없습니다: {1}</translation>
    </message>
    <message>
      <source>not a valid game record: {0}</source>
      <translation>올바른 게임 기록이 아닙니다: {0}</translation>
    </message>
    <message>
      <source>the record holds no hand</source>
      <translation>기록에 핸드가 없습니다</translation>
    </message>
    <message>
      <source>players must list three names</source>
      <translation>players에는 이름 세 개가 있어야 합니다</translation>
    </message>
    <message>
      <source>players: {0}</source>
      <translation>players: {0}</translation>
    </message>
    <message>
      <source>app must be a JSON object</source>
      <translation>app은 JSON 객체여야 합니다</translation>
    </message>
    <message>
      <source>seed must be a whole number from 0 to {0}</source>
      <translation>seed는 0부터 {0}까지의 정수여야 합니다</translation>
    </message>
    <message>
      <source>human must be null or a seat 0, 1 or 2</source>
      <translation>human은 null이거나 0, 1, 2번 자리여야 합니다</translation>
    </message>
    <message>
      <source>levels must list three bot levels</source>
      <translation>levels에는 봇 수준 세 개가 있어야 합니다</translation>
    </message>
    <message>
      <source>level of seat {0} must be one of {1}</source>
      <translation>{0}번 자리의 수준은 {1} 중 하나여야 합니다</translation>
    </message>
  </context>
  <context>
    <name>ScoreChart</name>
    <message>
      <source>Chart of each player's score after each hand</source>
      <translation>핸드마다 각 플레이어의 점수를 보여 주는 차트</translation>
    </message>
    <message>
      <source>Hand</source>
      <translation>핸드</translation>
    </message>
    <message>
      <source>Target {0}</source>
      <translation>목표 {0}</translation>
    </message>
  </context>
  <context>
    <name>ScoreModel</name>
    <message>
      <source>Hand</source>
      <translation>핸드</translation>
    </message>
    <message>
      <source>{0} +/-</source>
      <translation>{0} +/-</translation>
    </message>
    <message>
      <source>{0} total</source>
      <translation>{0} 합계</translation>
    </message>
  </context>
  <context>
    <name>Settings</name>
    <message>
      <source>You</source>
      <translation>나</translation>
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
      <translation>텍스트가 아닙니다</translation>
    </message>
    <message numerus="yes">
      <source>a name has 1 to %n printable character(s)</source>
      <translation>
        <numerusform>이름은 인쇄 가능한 문자 1~%n자입니다</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Statistics</name>
    <message>
      <source>Ghost Hand</source>
      <translation>고스트 핸드</translation>
    </message>
    <message>
      <source>Cutthroat</source>
      <translation>컷스로트</translation>
    </message>
    <message>
      <source>All levels</source>
      <translation>모든 난이도</translation>
    </message>
  </context>
  <context>
    <name>StatisticsKeeper</name>
    <message>
      <source>Your statistics could not be read, so they start again from zero.</source>
      <translation>통계를 읽을 수 없어 0부터 다시 시작합니다.</translation>
    </message>
    <message>
      <source>Your statistics could not be read, so they start again from zero; the file was kept as {0}.</source>
      <translation>통계를 읽을 수 없어 0부터 다시 시작합니다. 파일은 {0}(으)로 보관했습니다.</translation>
    </message>
  </context>
  <context>
    <name>StatisticsWindow</name>
    <message>
      <source>Statistics</source>
      <translation>통계</translation>
    </message>
    <message>
      <source>&amp;Reset…</source>
      <translation>초기화(&amp;R)…</translation>
    </message>
    <message>
      <source>&amp;Difficulty:</source>
      <translation>난이도(&amp;D):</translation>
    </message>
    <message>
      <source>What the words mean: {0}.</source>
      <translation>용어 설명: {0}.</translation>
    </message>
    <message>
      <source>—</source>
      <translation>—</translation>
    </message>
    <message>
      <source>Games played</source>
      <translation>플레이한 게임</translation>
    </message>
    <message>
      <source>Games won</source>
      <translation>이긴 게임</translation>
    </message>
    <message>
      <source>Win rate</source>
      <translation>승률</translation>
    </message>
    <message>
      <source>{0}%</source>
      <translation>{0}%</translation>
    </message>
    <message>
      <source>Average final score</source>
      <translation>평균 최종 점수</translation>
    </message>
    <message>
      <source>Best winning streak</source>
      <translation>최다 연승</translation>
    </message>
    <message>
      <source>Current winning streak</source>
      <translation>현재 연승</translation>
    </message>
    <message>
      <source>Hands played</source>
      <translation>플레이한 핸드</translation>
    </message>
    <message>
      <source>Hands you declared</source>
      <translation>선언자가 된 핸드</translation>
    </message>
    <message>
      <source>Bids you made</source>
      <translation>성공한 입찰</translation>
    </message>
    <message>
      <source>Moons you shot</source>
      <translation>달 쏘기를 한 횟수</translation>
    </message>
    <message>
      <source>Moons you made</source>
      <translation>달 쏘기에 성공한 횟수</translation>
    </message>
    <message>
      <source>Declarers you set</source>
      <translation>실패시킨 선언자</translation>
    </message>
    <message>
      <source>Times you were set</source>
      <translation>실패한 횟수</translation>
    </message>
    <message>
      <source>Hands you named trump</source>
      <translation>트럼프를 정한 핸드</translation>
    </message>
    <message>
      <source>… and took 3 tricks or more</source>
      <translation>… 그중 3트릭 이상을 딴 핸드</translation>
    </message>
    <message>
      <source>Makers you euchred</source>
      <translation>유커시킨 메이커</translation>
    </message>
    <message>
      <source>Times you were euchred</source>
      <translation>유커당한 횟수</translation>
    </message>
    <message>
      <source>Hands you took all 5 tricks as the maker</source>
      <translation>메이커로서 5트릭을 모두 딴 핸드</translation>
    </message>
    <message>
      <source>Hands you went alone</source>
      <translation>단독 플레이를 한 핸드</translation>
    </message>
    <message>
      <source>Hands you defended alone</source>
      <translation>단독 수비를 한 핸드</translation>
    </message>
    <message>
      <source>Reneges called against you</source>
      <translation>내가 지적당한 리네그</translation>
    </message>
    <message>
      <source>Reneges you called</source>
      <translation>내가 지적한 리네그</translation>
    </message>
    <message>
      <source>Reset statistics</source>
      <translation>통계 초기화</translation>
    </message>
    <message>
      <source>Forget all your statistics in both games? This cannot be undone.</source>
      <translation>두 게임의 통계를 모두 지울까요? 되돌릴 수 없습니다.</translation>
    </message>
    <message>
      <source>Reset</source>
      <translation>초기화</translation>
    </message>
  </context>
  <context>
    <name>SummaryOverlay</name>
    <message>
      <source>Review your play</source>
      <translation>내 플레이 복기</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>플레이어</translation>
    </message>
    <message>
      <source>Tricks</source>
      <translation>트릭</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>점수</translation>
    </message>
    <message>
      <source>Why</source>
      <translation>이유</translation>
    </message>
  </context>
  <context>
    <name>TableView</name>
    <message>
      <source>Left {0}</source>
      <translation>레프트 {0}</translation>
    </message>
    <message>
      <source>The left bower: while {0} are trump, the {1} counts as one of the {0}, the second-highest trump.</source>
      <translation>레프트 바우어: {0}이(가) 트럼프인 동안 {1}은(는) {0}(으)로 치며, 두 번째로 높은 트럼프입니다.</translation>
    </message>
    <message>
      <source>Right {0}</source>
      <translation>라이트 {0}</translation>
    </message>
    <message>
      <source>The right bower: the {0}, the highest trump.</source>
      <translation>라이트 바우어: {0}, 가장 높은 트럼프.</translation>
    </message>
    <message>
      <source>Led</source>
      <translation>리드</translation>
    </message>
    <message>
      <source>Ghost hand</source>
      <translation>고스트 핸드</translation>
    </message>
    <message>
      <source>Last trick — won by you</source>
      <translation>마지막 트릭 — 나의 승리</translation>
    </message>
    <message>
      <source>Dead hand (given up by you)</source>
      <translation>데드 핸드(내놓은 사람: 나)</translation>
    </message>
    <message>
      <source>Dead hand (given up by {0})</source>
      <translation>데드 핸드(내놓은 사람: {0})</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>더미</translation>
    </message>
    <message>
      <source>Kitty: {0} turned up</source>
      <translation>키티: {0} 앞면</translation>
    </message>
    <message>
      <source>Kitty (the {0} was picked up)</source>
      <translation>키티({0}을(를) 가져감)</translation>
    </message>
    <message>
      <source>Kitty ({0} turned down)</source>
      <translation>키티({0} 뒤집힘)</translation>
    </message>
    <message>
      <source>Trump: {0}</source>
      <translation>트럼프: {0}</translation>
    </message>
    <message>
      <source>Hand {0}</source>
      <translation>핸드 {0}</translation>
    </message>
    <message>
      <source>Playing to {0}</source>
      <translation>{0}점 게임</translation>
    </message>
    <message>
      <source>thinking</source>
      <translation>생각 중</translation>
    </message>
    <message>
      <source>sits out</source>
      <translation>쉬는 중</translation>
    </message>
    <message>
      <source>passed</source>
      <translation>패스함</translation>
    </message>
    <message>
      <source>moon</source>
      <translation>달 쏘기</translation>
    </message>
    <message>
      <source>bid {0}</source>
      <translation>{0} 입찰</translation>
    </message>
    <message>
      <source>maker</source>
      <translation>메이커</translation>
    </message>
    <message>
      <source>alone</source>
      <translation>단독</translation>
    </message>
    <message>
      <source>Score {0}  ·  Tricks {1}</source>
      <translation>점수 {0}  ·  트릭 {1}</translation>
    </message>
    <message>
      <source>Your cards are sure to take every trick left: they are played out for you at once, then the hand is scored.</source>
      <translation>내 카드가 남은 트릭을 모두 확실히 가져갑니다. 곧바로 대신 내고 핸드 점수를 계산합니다.</translation>
    </message>
    <message>
      <source>Say that this player did not follow suit when they could: if it is true, they lose points; if not, you do.</source>
      <translation>이 플레이어가 수트를 따를 수 있었는데 따르지 않았다고 지적합니다: 사실이면 그 플레이어가 점수를 잃고, 아니면 내가 잃습니다.</translation>
    </message>
    <message>
      <source>Deal the next hand.</source>
      <translation>다음 핸드를 딜합니다.</translation>
    </message>
    <message>
      <source>Put the chosen cards aside face down: you play the hand with the other five.</source>
      <translation>고른 카드를 뒷면으로 내려놓습니다: 나머지 다섯 장으로 핸드를 플레이합니다.</translation>
    </message>
    <message>
      <source>Swap: give up your six cards and take the ghost hand's six unseen cards instead.</source>
      <translation>교환: 내 카드 여섯 장을 내놓고 대신 고스트 핸드의 보지 않은 여섯 장을 가져옵니다.</translation>
    </message>
    <message>
      <source>Bid {0}: you name trump and must take at least {0} of the {1} tricks, or lose {0} points.</source>
      <translation>{0} 입찰: 트럼프를 지정하고 {1}트릭 중 적어도 {0}트릭을 따야 하며, 못 따면 {0}점을 잃습니다.</translation>
    </message>
    <message>
      <source>Shoot the moon: you must take all {0} tricks; you win {1} points, or lose {2}.</source>
      <translation>달 쏘기: {0}트릭을 모두 따야 합니다. {1}점을 얻거나 {2}점을 잃습니다.</translation>
    </message>
    <message>
      <source>{0} become trump and you are the maker: take at least 3 of the {1} tricks, or the others score.</source>
      <translation>{0}이(가) 트럼프가 되고 내가 메이커가 됩니다: {1}트릭 중 적어도 3트릭을 따지 못하면 다른 사람들이 점수를 얻습니다.</translation>
    </message>
    <message>
      <source>Name {0} as trump for this hand.</source>
      <translation>이번 핸드의 트럼프로 {0}을(를) 지정합니다.</translation>
    </message>
    <message>
      <source>Name {0} as trump and be the maker: take at least 3 of the {1} tricks, or the others score.</source>
      <translation>{0}을(를) 트럼프로 지정하고 메이커가 됩니다: {1}트릭 중 적어도 3트릭을 따지 못하면 다른 사람들이 점수를 얻습니다.</translation>
    </message>
    <message>
      <source>Defend together with the other player against the maker.</source>
      <translation>다른 플레이어와 함께 메이커에 맞서 수비합니다.</translation>
    </message>
    <message>
      <source>Pass: let the next player decide; you commit to nothing.</source>
      <translation>패스: 다음 플레이어가 결정하게 합니다. 아무것도 약속하지 않습니다.</translation>
    </message>
    <message>
      <source>Take the up-card into your hand, then discard one card.</source>
      <translation>업카드를 핸드로 가져온 다음 카드 한 장을 버립니다.</translation>
    </message>
    <message>
      <source>Leave the up-card where it is.</source>
      <translation>업카드를 그대로 둡니다.</translation>
    </message>
    <message>
      <source>Take the dummy's five cards and keep the best five of your ten.</source>
      <translation>더미의 다섯 장을 가져와 열 장 중 가장 좋은 다섯 장을 남깁니다.</translation>
    </message>
    <message>
      <source>Defend alone: the other defender sits out; stop the maker by yourself for more points.</source>
      <translation>단독 수비: 다른 수비자는 쉽니다. 혼자 메이커를 막아 더 많은 점수를 얻습니다.</translation>
    </message>
    <message>
      <source>Go alone: play your own five cards without the dummy, for more points if you take all five tricks.</source>
      <translation>단독 플레이: 더미 없이 내 카드 다섯 장으로 플레이합니다. 다섯 트릭을 모두 따면 더 많은 점수를 얻습니다.</translation>
    </message>
    <message>
      <source>Finish the game</source>
      <translation>게임 끝내기</translation>
    </message>
    <message>
      <source>Back to the practice deals</source>
      <translation>연습 딜로 돌아가기</translation>
    </message>
    <message>
      <source>Back to the lessons</source>
      <translation>레슨으로 돌아가기</translation>
    </message>
    <message>
      <source>Hint</source>
      <translation>힌트</translation>
    </message>
    <message>
      <source>What would the Hard bot do? (Ctrl+H)</source>
      <translation>어려움 봇이라면 어떻게 할까요? (Ctrl+H)</translation>
    </message>
    <message>
      <source>Demo game</source>
      <translation>데모 게임</translation>
    </message>
    <message>
      <source>Only the {0} may be played: it is played for you</source>
      <translation>{0}만 낼 수 있습니다. 대신 냅니다</translation>
    </message>
    <message>
      <source>{0} — click or press Space to go on</source>
      <translation>{0} — 계속하려면 클릭하거나 Space 키를 누르세요</translation>
    </message>
    <message>
      <source>The coach: are you sure?</source>
      <translation>코치: 정말 그렇게 할까요?</translation>
    </message>
    <message>
      <source>Let me think</source>
      <translation>다시 생각하기</translation>
    </message>
    <message>
      <source>Do it anyway</source>
      <translation>그래도 하기</translation>
    </message>
    <message>
      <source>Open the rules at this topic</source>
      <translation>이 주제의 규칙 열기</translation>
    </message>
    <message>
      <source>Why?</source>
      <translation>왜?</translation>
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
      <translation>{0}점으로 공동 선두이며 목표 {1}점 이상입니다: 한 사람이 단독 선두가 될 때까지 게임이 계속됩니다.</translation>
    </message>
    <message>
      <source>Next hand</source>
      <translation>다음 핸드</translation>
    </message>
    <message>
      <source>Scores: {0}</source>
      <translation>점수: {0}</translation>
    </message>
    <message>
      <source>the last {0} of {1} hands</source>
      <translation>{1}핸드 중 마지막 {0}핸드</translation>
    </message>
    <message>
      <source>no hand has been scored yet</source>
      <translation>아직 점수를 매긴 핸드가 없습니다</translation>
    </message>
    <message>
      <source>Score sheet</source>
      <translation>점수표</translation>
    </message>
    <message>
      <source>Hand</source>
      <translation>핸드</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>닫기</translation>
    </message>
    <message>
      <source>Last trick — won by {0}</source>
      <translation>마지막 트릭 — {0}의 승리</translation>
    </message>
    <message>
      <source>You have already chosen your discards; click one to put it back.</source>
      <translation>버릴 카드를 이미 골랐습니다. 하나를 클릭하면 되돌립니다.</translation>
    </message>
    <message numerus="yes">
      <source>You claim the last %n trick(s): your cards are played for you.</source>
      <translation>
        <numerusform>남은 트릭 %n개를 가져옵니다. 내 카드를 대신 냅니다.</numerusform>
      </translation>
    </message>
    <message>
      <source>No trick has been played yet in this hand.</source>
      <translation>이번 핸드에서는 아직 트릭을 하지 않았습니다.</translation>
    </message>
    <message>
      <source>{0} bot</source>
      <translation>{0} 봇</translation>
    </message>
    <message>
      <source>took the trick</source>
      <translation>트릭을 가져감</translation>
    </message>
  </context>
  <context>
    <name>Welcome</name>
    <message>
      <source>Each player bids how many of the six tricks they will take, and a fourth hand, the ghost hand, lies face down. One player per hand may swap their cards for it, sight unseen.</source>
      <translation>각 플레이어는 여섯 트릭 중 몇 트릭을 딸지 입찰하고, 네 번째 핸드인 고스트 핸드는 뒷면으로 놓입니다. 핸드마다 한 플레이어가 보지 않고 자기 카드를 그것과 바꿀 수 있습니다.</translation>
    </message>
    <message>
      <source>Three-handed euchre: the player who makes trump plays against the other two, who defend together. The maker may add the face-down dummy hand to theirs, or go alone for more points.</source>
      <translation>3인용 유커: 트럼프를 정한 플레이어가 함께 수비하는 다른 두 사람과 맞섭니다. 메이커는 뒷면으로 놓인 더미를 자기 핸드에 더하거나, 더 많은 점수를 위해 단독 플레이를 할 수 있습니다.</translation>
    </message>
    <message>
      <source>Welcome to Ghost Euchre</source>
      <translation>Ghost Euchre에 오신 것을 환영합니다</translation>
    </message>
    <message>
      <source>Euchre for three players, against two bots. What would you like to do?</source>
      <translation>봇 두 명과 대전하는 3인용 유커입니다. 무엇을 할까요?</translation>
    </message>
    <message>
      <source>A game is in progress: Close goes back to it, and playing starts a new one.</source>
      <translation>진행 중인 게임이 있습니다: 닫기를 누르면 그 게임으로 돌아가고, 플레이를 누르면 새 게임을 시작합니다.</translation>
    </message>
    <message>
      <source>Learn to play</source>
      <translation>플레이 배우기</translation>
    </message>
    <message>
      <source>New to euchre? Short lessons on the table teach both games step by step, and practice deals follow. Every word the game uses is explained.</source>
      <translation>유커가 처음인가요? 테이블 위의 짧은 레슨이 두 게임을 차근차근 가르쳐 주고, 이어서 연습 딜이 나옵니다. 게임에서 쓰는 모든 단어를 설명합니다.</translation>
    </message>
    <message>
      <source>Play Ghost Hand</source>
      <translation>고스트 핸드 플레이</translation>
    </message>
    <message>
      <source>Play Cutthroat</source>
      <translation>컷스로트 플레이</translation>
    </message>
    <message>
      <source>Choose rules and players…</source>
      <translation>규칙과 플레이어 고르기…</translation>
    </message>
    <message>
      <source>No game is in progress.</source>
      <translation>진행 중인 게임이 없습니다.</translation>
    </message>
    <message>
      <source>New game…</source>
      <translation>새 게임…</translation>
    </message>
    <message>
      <source>Welcome…</source>
      <translation>환영 화면…</translation>
    </message>
  </context>
  <context>
    <name>Lesson 01-tricks</name>
    <message>
      <source>Cards, tricks and following suit</source>
      <translation>카드, 트릭, 수트 따르기</translation>
    </message>
    <message>
      <source>The cards, how a trick is played, following suit, and which card wins a trick.</source>
      <translation>카드, 트릭을 하는 방법, 수트 따르기, 어떤 카드가 트릭을 이기는지.</translation>
    </message>
    <message>
      <source>Welcome to the table! Euchre is played with 24 cards: the 9, 10, jack, queen, king and ace of each of the four suits, clubs ♣, diamonds ♦, hearts ♥ and spades ♠. The six cards at the bottom are your hand.</source>
      <translation>테이블에 오신 것을 환영합니다! 유커는 24장의 카드로 합니다: 네 수트, 클럽 ♣, 다이아몬드 ♦, 하트 ♥, 스페이드 ♠마다 9, 10, 잭, 퀸, 킹, 에이스가 있습니다. 아래쪽의 여섯 장이 내 핸드입니다.</translation>
    </message>
    <message>
      <source>You play against two others, Ada and Bo. A hand is played in tricks: in each trick every player plays one card, one after the other, going to the left. Whoever wins the trick leads the next one.</source>
      <translation>Ada와 Bo, 두 사람과 대전합니다. 핸드는 트릭으로 진행합니다: 각 트릭에서 모든 플레이어가 왼쪽으로 돌아가며 한 장씩 카드를 냅니다. 트릭을 이긴 사람이 다음 트릭을 리드합니다.</translation>
    </message>
    <message>
      <source>Bo has already won the bidding and chosen a trump suit, a suit that beats the others; you will learn about trumps in the next lesson. In the tricks of this lesson nobody plays a trump. Bo starts: he leads the K♠ to the first trick.</source>
      <translation>Bo가 이미 입찰에서 이겨 트럼프 수트를 정했습니다. 트럼프는 다른 수트를 이기는 수트이며, 다음 레슨에서 배웁니다. 이 레슨의 트릭에서는 아무도 트럼프를 내지 않습니다. Bo가 시작합니다: 첫 트릭에 K♠를 리드합니다.</translation>
    </message>
    <message>
      <source>The card that starts a trick sets the suit, here spades. If you have a card of that suit, you must play one: that is called following suit. Which of these cards may you play?</source>
      <translation>트릭을 시작하는 카드가 수트를 정합니다. 여기서는 스페이드입니다. 그 수트의 카드가 있으면 한 장을 내야 합니다: 이것을 수트 따르기라고 합니다. 이 카드 중 어떤 것을 낼 수 있나요?</translation>
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
      <translation>아닙니다: K♥는 하트이고, 스페이드를 가지고 있으니 스페이드를 내야 합니다.</translation>
    </message>
    <message>
      <source>Right: a spade was led and the A♠ is a spade.</source>
      <translation>맞습니다: 스페이드가 리드되었고 A♠는 스페이드입니다.</translation>
    </message>
    <message>
      <source>No: the Q♥ is a heart, and you hold spades, so you must play a spade.</source>
      <translation>아닙니다: Q♥는 하트이고, 스페이드를 가지고 있으니 스페이드를 내야 합니다.</translation>
    </message>
    <message>
      <source>The highest card of the suit that was led wins the trick. In each suit the order is ace (high), king, queen, jack, 10, 9 (low). Which of your spades beats Bo's K♠?</source>
      <translation>리드된 수트에서 가장 높은 카드가 트릭을 이깁니다. 각 수트의 순서는 에이스(높음), 킹, 퀸, 잭, 10, 9(낮음)입니다. 내 스페이드 중 어느 것이 Bo의 K♠를 이기나요?</translation>
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
      <translation>아닙니다: 9♠는 가장 낮은 스페이드입니다. K♠에 집니다.</translation>
    </message>
    <message>
      <source>No: the 10♠ is lower than the K♠.</source>
      <translation>아닙니다: 10♠은 K♠보다 낮습니다.</translation>
    </message>
    <message>
      <source>Right: only the ace is higher than the king.</source>
      <translation>맞습니다: 킹보다 높은 것은 에이스뿐입니다.</translation>
    </message>
    <message>
      <source>Play the A♠ to win the trick.</source>
      <translation>A♠를 내서 트릭을 이기세요.</translation>
    </message>
    <message>
      <source>Well played: the A♠ is the highest spade.</source>
      <translation>잘했습니다: A♠는 가장 높은 스페이드입니다.</translation>
    </message>
    <message>
      <source>The 9♠ follows suit, but it is lower than the K♠: it would lose. Play the A♠.</source>
      <translation>9♠는 수트를 따르지만 K♠보다 낮아서 집니다. A♠를 내세요.</translation>
    </message>
    <message>
      <source>The 10♠ follows suit, but it is lower than the K♠: it would lose. Play the A♠.</source>
      <translation>10♠은 수트를 따르지만 K♠보다 낮아서 집니다. A♠를 내세요.</translation>
    </message>
    <message>
      <source>A spade was led and you hold spades, so you must play a spade.</source>
      <translation>스페이드가 리드되었고 스페이드를 가지고 있으니 스페이드를 내야 합니다.</translation>
    </message>
    <message>
      <source>Ada followed suit with the Q♠. Your ace was the highest spade, so you won the trick. The winner leads next: it is your turn to start a trick.</source>
      <translation>Ada는 Q♠로 수트를 따랐습니다. 내 에이스가 가장 높은 스페이드였으므로 내가 트릭을 이겼습니다. 이긴 사람이 다음에 리드합니다: 이제 내가 트릭을 시작할 차례입니다.</translation>
    </message>
    <message>
      <source>When you lead, you may play any card you like. Lead the K♥.</source>
      <translation>리드할 때는 원하는 카드를 아무거나 낼 수 있습니다. K♥를 리드하세요.</translation>
    </message>
    <message>
      <source>For this lesson, lead the K♥.</source>
      <translation>이 레슨에서는 K♥를 리드하세요.</translation>
    </message>
    <message>
      <source>Ada had the A♥ and won the trick with it: the ace beats the king. Bo followed with the 10♥.</source>
      <translation>Ada가 A♥를 가지고 있어 그것으로 트릭을 이겼습니다: 에이스가 킹을 이깁니다. Bo는 10♥으로 따랐습니다.</translation>
    </message>
    <message>
      <source>The winner leads next: Ada led the 9♦, and Bo followed with the K♦.</source>
      <translation>이긴 사람이 다음 트릭을 리드합니다: Ada가 9♦를 리드했고, Bo는 K♦로 따랐습니다.</translation>
    </message>
    <message>
      <source>Missed a card? Press L (Game menu, Last trick) to see the last trick again. View → Log and scores lists every card played in this hand.</source>
      <translation>카드를 놓쳤나요? L 키(게임 메뉴, 마지막 트릭)를 누르면 마지막 트릭을 다시 볼 수 있습니다. 보기 → 기록과 점수에는 이 핸드에서 낸 모든 카드가 나옵니다.</translation>
    </message>
    <message>
      <source>You have no diamonds. What may you play?</source>
      <translation>다이아몬드가 없습니다. 무엇을 낼 수 있나요?</translation>
    </message>
    <message>
      <source>Nothing: I must wait</source>
      <translation>아무것도 못 냄: 기다려야 함</translation>
    </message>
    <message>
      <source>Any card</source>
      <translation>아무 카드나</translation>
    </message>
    <message>
      <source>Only a heart</source>
      <translation>하트만</translation>
    </message>
    <message>
      <source>No: you always play a card in your turn.</source>
      <translation>아닙니다: 내 차례에는 항상 카드를 냅니다.</translation>
    </message>
    <message>
      <source>Right: when you cannot follow suit, any card is allowed.</source>
      <translation>맞습니다: 수트를 따를 수 없으면 어떤 카드든 낼 수 있습니다.</translation>
    </message>
    <message>
      <source>No: when you cannot follow suit, any card is allowed, not only hearts.</source>
      <translation>아닙니다: 수트를 따를 수 없으면 하트뿐 아니라 어떤 카드든 낼 수 있습니다.</translation>
    </message>
    <message>
      <source>A card of another suit cannot win this trick, so give up your weakest card: play the 9♠.</source>
      <translation>다른 수트의 카드로는 이 트릭을 이길 수 없으니 가장 약한 카드를 버리세요: 9♠를 내세요.</translation>
    </message>
    <message>
      <source>That card would be wasted: it cannot win this trick. Keep your good cards and play the 9♠.</source>
      <translation>그 카드는 낭비입니다: 이 트릭을 이길 수 없습니다. 좋은 카드는 남기고 9♠를 내세요.</translation>
    </message>
    <message>
      <source>Bo's K♦ won the trick: only a card of the suit that was led can win, or a trump. Now play the rest of this hand yourself. One rule is new there: Bo chose clubs ♣ as trump, and any club beats every card of the other suits. The next lesson is about trumps.</source>
      <translation>Bo의 K♦가 트릭을 이겼습니다: 리드된 수트의 카드나 트럼프만 이길 수 있습니다. 이제 이 핸드의 나머지를 직접 플레이하세요. 여기서 새로운 규칙이 하나 있습니다: Bo가 클럽 ♣을 트럼프로 정했으므로 어떤 클럽이든 다른 수트의 모든 카드를 이깁니다. 다음 레슨에서 트럼프를 배웁니다.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 02-trump</name>
    <message>
      <source>Trumps</source>
      <translation>트럼프</translation>
    </message>
    <message>
      <source>Trumps beat the other suits: trumping when you cannot follow suit, and over-trumping.</source>
      <translation>트럼프는 다른 수트를 이깁니다: 수트를 따를 수 없을 때 트럼프 내기와 오버트럼프.</translation>
    </message>
    <message>
      <source>Before the play, one suit is made trump. Ada won the bidding and chose hearts ♥, so in this hand hearts are trump.</source>
      <translation>플레이 전에 한 수트가 트럼프가 됩니다. Ada가 입찰에서 이겨 하트 ♥를 골랐으니 이번 핸드에서는 하트가 트럼프입니다.</translation>
    </message>
    <message>
      <source>A trump beats every card of the other suits, even an ace. You still have to follow suit when you can: you may trump only when you have no card of the suit led. Ada leads the A♠ and Bo follows with the 9♠.</source>
      <translation>트럼프는 다른 수트의 모든 카드를 이기며, 에이스도 이깁니다. 그래도 수트를 따를 수 있으면 따라야 합니다: 리드된 수트의 카드가 없을 때만 트럼프를 낼 수 있습니다. Ada가 A♠를 리드하고 Bo가 9♠로 따릅니다.</translation>
    </message>
    <message>
      <source>You have no spades. Which of these cards wins the trick?</source>
      <translation>스페이드가 없습니다. 이 카드 중 어느 것이 트릭을 이기나요?</translation>
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
      <translation>아닙니다: K♣는 스페이드도 트럼프도 아니라서 이길 수 없습니다.</translation>
    </message>
    <message>
      <source>Right: the 9♥ is a trump, and any trump beats a card of another suit.</source>
      <translation>맞습니다: 9♥는 트럼프이고, 어떤 트럼프든 다른 수트의 카드를 이깁니다.</translation>
    </message>
    <message>
      <source>No: the Q♣ is neither a spade nor a trump, so it cannot win.</source>
      <translation>아닙니다: Q♣는 스페이드도 트럼프도 아니라서 이길 수 없습니다.</translation>
    </message>
    <message>
      <source>Trump the ace: play the 9♥.</source>
      <translation>에이스에 트럼프를 내세요: 9♥를 내세요.</translation>
    </message>
    <message>
      <source>Even the lowest trump beats the A♠.</source>
      <translation>가장 낮은 트럼프도 A♠를 이깁니다.</translation>
    </message>
    <message>
      <source>Your smallest trump is enough here: play the 9♥.</source>
      <translation>여기서는 가장 작은 트럼프로 충분합니다: 9♥를 내세요.</translation>
    </message>
    <message>
      <source>The K♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation>K♣는 스페이드도 트럼프도 아니라서 이길 수 없습니다. 트럼프인 9♥를 내세요.</translation>
    </message>
    <message>
      <source>The Q♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation>Q♣는 스페이드도 트럼프도 아니라서 이길 수 없습니다. 트럼프인 9♥를 내세요.</translation>
    </message>
    <message>
      <source>The 10♣ is neither a spade nor a trump: it cannot win. Play the 9♥, a trump.</source>
      <translation>10♣은 스페이드도 트럼프도 아니라서 이길 수 없습니다. 트럼프인 9♥를 내세요.</translation>
    </message>
    <message>
      <source>Your 9♥ won the trick because it is a trump. You lead the next trick.</source>
      <translation>9♥는 트럼프라서 트릭을 이겼습니다. 다음 트릭은 내가 리드합니다.</translation>
    </message>
    <message>
      <source>Lead the K♣.</source>
      <translation>K♣를 리드하세요.</translation>
    </message>
    <message>
      <source>For this lesson, lead the K♣.</source>
      <translation>이 레슨에서는 K♣를 리드하세요.</translation>
    </message>
    <message>
      <source>Ada won the trick with the A♣, and Bo followed with the 9♣. The winner leads next.</source>
      <translation>Ada가 A♣로 트릭을 이겼고, Bo는 9♣로 따랐습니다. 이긴 사람이 다음 트릭을 리드합니다.</translation>
    </message>
    <message>
      <source>Ada led the Q♦. Bo had no diamonds, so he trumped it with the 10♥.</source>
      <translation>Ada가 Q♦를 리드했습니다. Bo는 다이아몬드가 없어서 10♥으로 트럼프를 냈습니다.</translation>
    </message>
    <message>
      <source>You have no diamonds either. When several trumps are played, the highest trump wins. Among trumps the ace is high, then king, queen, 10 and 9. (The jacks are special: that is the next lesson.) Which card wins the trick now?</source>
      <translation>나도 다이아몬드가 없습니다. 트럼프가 여러 장 나오면 가장 높은 트럼프가 이깁니다. 트럼프 중에서는 에이스가 가장 높고, 그다음 킹, 퀸, 10, 9입니다. (잭은 특별합니다: 그것이 다음 레슨입니다.) 지금 트릭을 이기는 카드는 무엇인가요?</translation>
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
      <translation>아닙니다: 10♣은 다이아몬드도 트럼프도 아닙니다.</translation>
    </message>
    <message>
      <source>Right: the Q♥ is a trump higher than Bo's 10♥.</source>
      <translation>맞습니다: Q♥는 Bo의 10♥보다 높은 트럼프입니다.</translation>
    </message>
    <message>
      <source>No: the Q♣ is neither a diamond nor a trump.</source>
      <translation>아닙니다: Q♣는 다이아몬드도 트럼프도 아닙니다.</translation>
    </message>
    <message>
      <source>Over-trump Bo: beat his trump with a higher one, the Q♥.</source>
      <translation>Bo에게 오버트럼프하세요: 더 높은 트럼프인 Q♥로 Bo의 트럼프를 이기세요.</translation>
    </message>
    <message>
      <source>Your Q♥ beat Bo's 10♥: that is over-trumping.</source>
      <translation>Q♥가 Bo의 10♥을 이겼습니다: 이것이 오버트럼프입니다.</translation>
    </message>
    <message>
      <source>Only a trump higher than Bo's 10♥ wins this trick: play the Q♥.</source>
      <translation>Bo의 10♥보다 높은 트럼프만 이 트릭을 이깁니다: Q♥를 내세요.</translation>
    </message>
    <message>
      <source>The A♥ would win too, but the Q♥ is enough. Keep your ace for later.</source>
      <translation>A♥도 이기겠지만 Q♥로 충분합니다. 에이스는 나중을 위해 아껴 두세요.</translation>
    </message>
    <message>
      <source>The Q♣ is neither a diamond nor a trump: it cannot win. Play the Q♥.</source>
      <translation>Q♣는 다이아몬드도 트럼프도 아니라서 이길 수 없습니다. Q♥를 내세요.</translation>
    </message>
    <message>
      <source>You won the trick with the higher trump. Now play the rest of this hand yourself.</source>
      <translation>더 높은 트럼프로 트릭을 이겼습니다. 이제 이 핸드의 나머지를 직접 플레이하세요.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 03-bowers</name>
    <message>
      <source>The bowers</source>
      <translation>바우어</translation>
    </message>
    <message>
      <source>The two highest trumps are jacks: the right bower and the left bower, which is a trump.</source>
      <translation>가장 높은 두 트럼프는 잭입니다: 라이트 바우어와, 트럼프가 되는 레프트 바우어.</translation>
    </message>
    <message>
      <source>In this hand you won the bidding and made hearts ♥ trump. Look at your two red jacks: while hearts are trump, they are the two highest cards of all.</source>
      <translation>이번 핸드에서는 내가 입찰에서 이겨 하트 ♥를 트럼프로 정했습니다. 내 빨간 잭 두 장을 보세요: 하트가 트럼프인 동안에는 이 두 장이 모든 카드 중 가장 높습니다.</translation>
    </message>
    <message>
      <source>The jack of trump, here the J♥, is the right bower: the highest card. The other jack of the same colour, here the J♦ (diamonds are red like hearts), is the left bower: the second highest. Then come the ace, king, queen, 10 and 9 of trump.</source>
      <translation>트럼프의 잭, 여기서는 J♥가 라이트 바우어로 가장 높은 카드입니다. 같은 색의 다른 잭, 여기서는 J♦(다이아몬드는 하트처럼 빨간색)이 레프트 바우어로 두 번째로 높습니다. 그다음 트럼프의 에이스, 킹, 퀸, 10, 9가 옵니다.</translation>
    </message>
    <message>
      <source>Hearts are trump. Which is the highest trump?</source>
      <translation>하트가 트럼프입니다. 가장 높은 트럼프는 무엇인가요?</translation>
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
      <translation>아닙니다: 두 바우어 모두 트럼프 에이스를 이깁니다.</translation>
    </message>
    <message>
      <source>Right: the jack of trump, the right bower, is the highest card.</source>
      <translation>맞습니다: 트럼프의 잭인 라이트 바우어가 가장 높은 카드입니다.</translation>
    </message>
    <message>
      <source>No: the J♦ is the left bower, the second highest. The right bower beats it.</source>
      <translation>아닙니다: J♦는 두 번째로 높은 레프트 바우어입니다. 라이트 바우어가 이깁니다.</translation>
    </message>
    <message>
      <source>You lead the first trick. Lead the right bower, the J♥.</source>
      <translation>첫 트릭은 내가 리드합니다. 라이트 바우어인 J♥를 리드하세요.</translation>
    </message>
    <message>
      <source>For this lesson, lead the J♥, the right bower.</source>
      <translation>이 레슨에서는 라이트 바우어인 J♥를 리드하세요.</translation>
    </message>
    <message>
      <source>Ada and Bo had to follow with hearts, and nothing beats the right bower: the trick is yours.</source>
      <translation>Ada와 Bo는 하트로 따라야 했고, 라이트 바우어를 이기는 카드는 없습니다: 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the K♠.</source>
      <translation>K♠를 리드하세요.</translation>
    </message>
    <message>
      <source>For this lesson, lead the K♠.</source>
      <translation>이 레슨에서는 K♠를 리드하세요.</translation>
    </message>
    <message>
      <source>Ada won the trick with the A♠, and Bo followed with the 9♠. The winner leads next.</source>
      <translation>Ada가 A♠로 트릭을 이겼고, Bo는 9♠로 따랐습니다. 이긴 사람이 다음 트릭을 리드합니다.</translation>
    </message>
    <message>
      <source>Ada led the A♦, and Bo followed with the K♦.</source>
      <translation>Ada가 A♦를 리드했고, Bo는 K♦로 따랐습니다.</translation>
    </message>
    <message>
      <source>Diamonds were led. You hold the J♦ and the 9♦. Which may you play?</source>
      <translation>다이아몬드가 리드되었습니다. J♦와 9♦를 가지고 있습니다. 어느 것을 낼 수 있나요?</translation>
    </message>
    <message>
      <source>9♦</source>
      <translation>9♦</translation>
    </message>
    <message>
      <source>No: while hearts are trump, the J♦ is a heart, not a diamond. It does not follow diamonds.</source>
      <translation>아닙니다: 하트가 트럼프인 동안 J♦는 다이아몬드가 아니라 하트입니다. 다이아몬드를 따르지 않습니다.</translation>
    </message>
    <message>
      <source>Right: the 9♦ is your only diamond, because the J♦ counts as a heart.</source>
      <translation>맞습니다: J♦는 하트로 치므로 9♦가 유일한 다이아몬드입니다.</translation>
    </message>
    <message>
      <source>Follow diamonds with the 9♦.</source>
      <translation>9♦로 다이아몬드를 따르세요.</translation>
    </message>
    <message>
      <source>Diamonds were led and the 9♦ is your only diamond: play it.</source>
      <translation>다이아몬드가 리드되었고 9♦가 유일한 다이아몬드입니다: 그 카드를 내세요.</translation>
    </message>
    <message>
      <source>While hearts are trump the J♦ is a heart, not a diamond, so it does not follow diamonds: play your 9♦.</source>
      <translation>하트가 트럼프인 동안 J♦는 다이아몬드가 아니라 하트라서 다이아몬드를 따르지 않습니다: 9♦를 내세요.</translation>
    </message>
    <message>
      <source>Ada's A♦ won the trick, so she leads the next one.</source>
      <translation>Ada의 A♦가 트릭을 이겼으니 Ada가 다음 트릭을 리드합니다.</translation>
    </message>
    <message>
      <source>Ada led the Q♣. Bo has no clubs: he threw away the 10♠.</source>
      <translation>Ada가 Q♣를 리드했습니다. Bo는 클럽이 없어서 10♠을 버렸습니다.</translation>
    </message>
    <message>
      <source>Follow clubs and win the trick with the K♣.</source>
      <translation>클럽을 따르고 K♣로 트릭을 이기세요.</translation>
    </message>
    <message>
      <source>Your K♣ beat her Q♣: the trick is yours, and so is the next lead.</source>
      <translation>내 K♣가 Ada의 Q♣를 이겼습니다: 트릭은 내 것이고, 다음 리드도 내 차례입니다.</translation>
    </message>
    <message>
      <source>Clubs were led and you hold clubs: follow with the K♣, which beats the Q♣.</source>
      <translation>클럽이 리드되었고 나는 클럽을 가지고 있습니다: Q♣를 이기는 K♣로 따르세요.</translation>
    </message>
    <message>
      <source>The 9♣ follows suit too, but it loses to the Q♣. Win with the K♣.</source>
      <translation>9♣도 수트를 따르지만 Q♣에 집니다. K♣로 이기세요.</translation>
    </message>
    <message>
      <source>The left bower is a trump in every way: it follows when trumps are led, it leads as a trump, and it never counts as its printed suit.</source>
      <translation>레프트 바우어는 모든 면에서 트럼프입니다: 트럼프가 리드되면 따르고, 트럼프로서 리드하며, 인쇄된 수트로는 절대 치지 않습니다.</translation>
    </message>
    <message>
      <source>Hearts are trump and you lead the J♦. What must the others play?</source>
      <translation>하트가 트럼프이고 내가 J♦를 리드합니다. 다른 사람들은 무엇을 내야 하나요?</translation>
    </message>
    <message>
      <source>A diamond, if they have one</source>
      <translation>다이아몬드, 가지고 있다면</translation>
    </message>
    <message>
      <source>A heart, if they have one</source>
      <translation>하트, 가지고 있다면</translation>
    </message>
    <message>
      <source>Any card</source>
      <translation>아무 카드나</translation>
    </message>
    <message>
      <source>No: the J♦ is a heart while hearts are trump, so leading it leads hearts.</source>
      <translation>아닙니다: 하트가 트럼프인 동안 J♦는 하트이므로, 그것을 리드하면 하트를 리드하는 것입니다.</translation>
    </message>
    <message>
      <source>Right: the left bower leads trumps, so they must follow with a heart.</source>
      <translation>맞습니다: 레프트 바우어는 트럼프를 리드하므로 하트로 따라야 합니다.</translation>
    </message>
    <message>
      <source>No: they must follow suit, and the suit led is hearts.</source>
      <translation>아닙니다: 수트를 따라야 하며, 리드된 수트는 하트입니다.</translation>
    </message>
    <message>
      <source>Lead the left bower, the J♦.</source>
      <translation>레프트 바우어인 J♦를 리드하세요.</translation>
    </message>
    <message>
      <source>Lead the J♦, your left bower.</source>
      <translation>내 레프트 바우어인 J♦를 리드하세요.</translation>
    </message>
    <message>
      <source>Lead the J♦ this time, to see how the others must answer a trump.</source>
      <translation>이번에는 J♦를 리드해서 다른 사람들이 트럼프에 어떻게 응해야 하는지 보세요.</translation>
    </message>
    <message>
      <source>Ada followed with the Q♥ and Bo with the A♥: the J♦ led hearts, so both had to play a heart. Only the right bower beats the left bower, and it is gone: the trick is yours.</source>
      <translation>Ada는 Q♥로, Bo는 A♥로 따랐습니다: J♦가 하트를 리드했으므로 두 사람 모두 하트를 내야 했습니다. 레프트 바우어를 이기는 것은 라이트 바우어뿐인데, 그 카드는 이미 나갔습니다: 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Now play the last trick yourself.</source>
      <translation>이제 마지막 트릭을 직접 플레이하세요.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 04-ghost-hand</name>
    <message>
      <source>Ghost Hand: bidding and scoring</source>
      <translation>고스트 핸드: 입찰과 점수</translation>
    </message>
    <message>
      <source>Swapping with the ghost hand, bidding, naming trump, shooting the moon, and the scoring.</source>
      <translation>고스트 핸드와 교환하기, 입찰, 트럼프 지정, 달 쏘기, 그리고 점수.</translation>
    </message>
    <message>
      <source>Now the bidding, in Ghost Hand, one of the two games you can play. Each player gets six cards, and six more go face down to a fourth hand that nobody owns: the ghost hand.</source>
      <translation>이제 입찰입니다. 할 수 있는 두 게임 중 하나인 고스트 핸드에서 배웁니다. 각 플레이어가 여섯 장을 받고, 여섯 장이 더 누구의 것도 아닌 네 번째 핸드에 뒷면으로 놓입니다: 고스트 핸드입니다.</translation>
    </message>
    <message>
      <source>Each player bids once, starting left of the dealer. You are the dealer, so you bid last and hear the others first. A bid is 3, 4 or 5: the number of the six tricks you promise to take with the trump suit you will choose. Each bid must be higher than the one before. You may also pass.</source>
      <translation>각 플레이어는 딜러의 왼쪽부터 한 번씩 입찰합니다. 내가 딜러이므로 마지막에 입찰하며 다른 사람의 입찰을 먼저 듣습니다. 입찰은 3, 4, 5 중 하나로, 내가 고를 트럼프 수트로 여섯 트릭 중 몇 트릭을 따겠다고 약속하는 수입니다. 각 입찰은 앞의 입찰보다 높아야 합니다. 패스할 수도 있습니다.</translation>
    </message>
    <message>
      <source>In your turn, before you bid, you may swap your whole hand for the ghost hand without looking at it. Only one player per hand may swap, and the hand given up is dead: it takes no part in the play. Ada bid 3 without swapping, and Bo passed.</source>
      <translation>내 차례에 입찰하기 전에 고스트 핸드를 보지 않고 내 핸드 전체와 교환할 수 있습니다. 핸드마다 한 플레이어만 교환할 수 있고, 내놓은 핸드는 데드 핸드가 되어 플레이에 참여하지 않습니다. Ada는 교환하지 않고 3을 입찰했고, Bo는 패스했습니다.</translation>
    </message>
    <message>
      <source>When is swapping with the ghost hand a good idea?</source>
      <translation>고스트 핸드와 교환하는 것이 좋은 때는 언제인가요?</translation>
    </message>
    <message>
      <source>When my hand is weak</source>
      <translation>내 핸드가 약할 때</translation>
    </message>
    <message>
      <source>When my hand is strong</source>
      <translation>내 핸드가 강할 때</translation>
    </message>
    <message>
      <source>In every hand</source>
      <translation>모든 핸드에서</translation>
    </message>
    <message>
      <source>Right: a weak hand has little to lose, and the ghost hand may be better.</source>
      <translation>맞습니다: 약한 핸드는 잃을 것이 적고, 고스트 핸드가 더 나을 수도 있습니다.</translation>
    </message>
    <message>
      <source>No: a strong hand is worth keeping; the ghost hand is usually weaker.</source>
      <translation>아닙니다: 강한 핸드는 지킬 가치가 있고, 고스트 핸드는 대개 더 약합니다.</translation>
    </message>
    <message>
      <source>No: swap only when your hand is weak, and only one player per hand may swap.</source>
      <translation>아닙니다: 핸드가 약할 때만 교환하며, 핸드마다 한 플레이어만 교환할 수 있습니다.</translation>
    </message>
    <message>
      <source>Look at your hand: no jack, no ace, nothing higher than a queen. Whatever suit is trump, it will take few tricks.</source>
      <translation>내 핸드를 보세요: 잭도 에이스도 없고, 퀸보다 높은 카드가 없습니다. 어떤 수트가 트럼프가 되든 트릭을 별로 따지 못할 것입니다.</translation>
    </message>
    <message>
      <source>Nobody has swapped yet, so you may. Swap your hand for the ghost hand.</source>
      <translation>아직 아무도 교환하지 않았으니 내가 교환할 수 있습니다. 내 핸드를 고스트 핸드와 교환하세요.</translation>
    </message>
    <message>
      <source>You swapped: the ghost hand is yours now, and your old cards are dead.</source>
      <translation>교환했습니다: 이제 고스트 핸드가 내 것이고, 예전 카드는 데드 핸드가 되었습니다.</translation>
    </message>
    <message>
      <source>This hand is weak: swap it for the ghost hand first.</source>
      <translation>이 핸드는 약합니다: 먼저 고스트 핸드와 교환하세요.</translation>
    </message>
    <message>
      <source>You could pass, but this hand is weak: swap first, then decide.</source>
      <translation>패스할 수도 있지만 이 핸드는 약합니다: 먼저 교환한 다음 결정하세요.</translation>
    </message>
    <message>
      <source>With this hand a bid of 4 would fail: swap first.</source>
      <translation>이 핸드로 4를 입찰하면 실패할 것입니다: 먼저 교환하세요.</translation>
    </message>
    <message>
      <source>With this hand a bid of 5 would fail: swap first.</source>
      <translation>이 핸드로 5를 입찰하면 실패할 것입니다: 먼저 교환하세요.</translation>
    </message>
    <message>
      <source>This hand cannot take all six tricks: swap first.</source>
      <translation>이 핸드로는 여섯 트릭을 모두 딸 수 없습니다: 먼저 교환하세요.</translation>
    </message>
    <message>
      <source>Instead of a number you may shoot the moon: promise all six tricks. The moon beats every bid and pays a lot if you make it.</source>
      <translation>숫자 대신 달 쏘기를 할 수 있습니다: 여섯 트릭을 모두 약속하는 것입니다. 달 쏘기는 모든 입찰보다 높고, 성공하면 큰 점수를 얻습니다.</translation>
    </message>
    <message>
      <source>Ada bid 3. Which of these may you do now?</source>
      <translation>Ada가 3을 입찰했습니다. 지금 이 중에서 무엇을 할 수 있나요?</translation>
    </message>
    <message>
      <source>Bid 3</source>
      <translation>3 입찰</translation>
    </message>
    <message>
      <source>Bid 4</source>
      <translation>4 입찰</translation>
    </message>
    <message>
      <source>Swap again</source>
      <translation>다시 교환</translation>
    </message>
    <message>
      <source>No: your bid must be higher than Ada's 3.</source>
      <translation>아닙니다: Ada의 3보다 높게 입찰해야 합니다.</translation>
    </message>
    <message>
      <source>Right: 4 is higher than Ada's 3.</source>
      <translation>맞습니다: 4는 Ada의 3보다 높습니다.</translation>
    </message>
    <message>
      <source>No: you have swapped, and only one player per hand may swap.</source>
      <translation>아닙니다: 이미 교환했고, 핸드마다 한 플레이어만 교환할 수 있습니다.</translation>
    </message>
    <message>
      <source>Your new hand holds both black jacks and the A♠ and K♠: with spades as trump that is a strong hand. Bid 4.</source>
      <translation>새 핸드에는 검은 잭 두 장과 A♠, K♠가 있습니다: 스페이드가 트럼프라면 강한 핸드입니다. 4를 입찰하세요.</translation>
    </message>
    <message>
      <source>The moon promises all six tricks, and your 9♥ is unlikely to win one. Bid 4.</source>
      <translation>달 쏘기는 여섯 트릭을 모두 약속하는 것인데, 9♥는 한 트릭도 이기기 어렵습니다. 4를 입찰하세요.</translation>
    </message>
    <message>
      <source>Five tricks is a lot to promise: your A♦ and 9♥ may not both win. Bid 4.</source>
      <translation>다섯 트릭은 약속하기에 많습니다: A♦와 9♥가 둘 다 이기지 못할 수도 있습니다. 4를 입찰하세요.</translation>
    </message>
    <message>
      <source>Your hand is too good to pass: bid 4.</source>
      <translation>패스하기에는 핸드가 너무 좋습니다: 4를 입찰하세요.</translation>
    </message>
    <message>
      <source>Ada already bid 3: your bid must be higher, 4 or 5.</source>
      <translation>Ada가 이미 3을 입찰했습니다: 4나 5처럼 더 높게 입찰해야 합니다.</translation>
    </message>
    <message>
      <source>You have swapped already, and only one player per hand may swap, once.</source>
      <translation>이미 교환했습니다. 핸드마다 한 플레이어만, 한 번만 교환할 수 있습니다.</translation>
    </message>
    <message>
      <source>Your 4 was the highest bid, so you are the declarer. The declarer names trump and leads the first trick.</source>
      <translation>내 4가 가장 높은 입찰이었으므로 내가 선언자입니다. 선언자는 트럼프를 지정하고 첫 트릭을 리드합니다.</translation>
    </message>
    <message>
      <source>Name spades ♠ as trump.</source>
      <translation>스페이드 ♠를 트럼프로 지정하세요.</translation>
    </message>
    <message>
      <source>Your strength is in spades: name spades.</source>
      <translation>내 강점은 스페이드에 있습니다: 스페이드를 지정하세요.</translation>
    </message>
    <message>
      <source>Lead the right bower, the J♠, to draw out the others' trumps.</source>
      <translation>라이트 바우어인 J♠를 리드해 다른 사람들의 트럼프를 뽑아내세요.</translation>
    </message>
    <message>
      <source>For this lesson, lead the J♠, the right bower.</source>
      <translation>이 레슨에서는 라이트 바우어인 J♠를 리드하세요.</translation>
    </message>
    <message>
      <source>Now the scoring, when the hand is over. The other players score 1 point for each trick they take. You, the declarer, score 1 point for each trick you take if you take at least the 4 you bid. If you take fewer, you are set: you lose 4 points and score nothing for your tricks.</source>
      <translation>이제 핸드가 끝났을 때의 점수입니다. 다른 플레이어는 딴 트릭마다 1점을 얻습니다. 선언자인 나는 입찰한 4트릭 이상을 따면 딴 트릭마다 1점을 얻습니다. 그보다 적게 따면 실패입니다: 4점을 잃고 딴 트릭에 대한 점수는 없습니다.</translation>
    </message>
    <message>
      <source>You bid 4 and take 5 tricks. What do you score?</source>
      <translation>4를 입찰하고 5트릭을 땄습니다. 몇 점인가요?</translation>
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
      <translation>맞습니다: 입찰에 성공했으니 모든 트릭이 점수가 되어 5점입니다.</translation>
    </message>
    <message>
      <source>No: once you make your bid, every trick you take scores, 5 here.</source>
      <translation>아닙니다: 입찰에 성공하면 딴 트릭이 모두 점수가 됩니다. 여기서는 5점입니다.</translation>
    </message>
    <message>
      <source>No: you took more than you bid, so you are not set.</source>
      <translation>아닙니다: 입찰보다 많이 땄으니 실패가 아닙니다.</translation>
    </message>
    <message>
      <source>You bid 4 but take only 3 tricks. What do you score?</source>
      <translation>4를 입찰했지만 3트릭만 땄습니다. 몇 점인가요?</translation>
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
      <translation>아닙니다: 입찰보다 적게 땄으니 딴 트릭은 점수가 되지 않습니다.</translation>
    </message>
    <message>
      <source>No: being set costs you the bid.</source>
      <translation>아닙니다: 실패하면 입찰한 만큼 잃습니다.</translation>
    </message>
    <message>
      <source>Right: you are set and lose the 4 you bid.</source>
      <translation>맞습니다: 실패해서 입찰한 4점을 잃습니다.</translation>
    </message>
    <message>
      <source>In that hand Ada took 2 tricks. What does she score?</source>
      <translation>그 핸드에서 Ada는 2트릭을 땄습니다. Ada는 몇 점인가요?</translation>
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
      <translation>맞습니다: 다른 플레이어는 트릭마다 1점을 얻습니다.</translation>
    </message>
    <message>
      <source>No: only the declarer can lose points.</source>
      <translation>아닙니다: 점수를 잃을 수 있는 것은 선언자뿐입니다.</translation>
    </message>
    <message>
      <source>No: the other players score 1 point for each trick they take.</source>
      <translation>아닙니다: 다른 플레이어는 딴 트릭마다 1점을 얻습니다.</translation>
    </message>
    <message>
      <source>The moon: a declarer who shoots the moon and takes all six tricks scores 24 points. One who loses even a single trick loses 6 points.</source>
      <translation>달 쏘기: 달 쏘기를 한 선언자가 여섯 트릭을 모두 따면 24점을 얻습니다. 한 트릭이라도 잃으면 6점을 잃습니다.</translation>
    </message>
    <message>
      <source>You shoot the moon and take all six tricks. What do you score?</source>
      <translation>달 쏘기를 하고 여섯 트릭을 모두 땄습니다. 몇 점인가요?</translation>
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
      <translation>아닙니다: 달 쏘기는 트릭당 1점보다 훨씬 많은 점수를 줍니다.</translation>
    </message>
    <message>
      <source>Right: a moon that is made scores 24.</source>
      <translation>맞습니다: 성공한 달 쏘기는 24점입니다.</translation>
    </message>
    <message>
      <source>No: you took all six, so you made the moon.</source>
      <translation>아닙니다: 여섯 트릭을 모두 땄으니 달 쏘기에 성공했습니다.</translation>
    </message>
    <message>
      <source>You shoot the moon and take five tricks. What do you score?</source>
      <translation>달 쏘기를 하고 다섯 트릭을 땄습니다. 몇 점인가요?</translation>
    </message>
    <message>
      <source>No: a moon that fails scores nothing for its tricks.</source>
      <translation>아닙니다: 실패한 달 쏘기는 딴 트릭에 대한 점수가 없습니다.</translation>
    </message>
    <message>
      <source>Right: a failed moon loses 6 points.</source>
      <translation>맞습니다: 실패한 달 쏘기는 6점을 잃습니다.</translation>
    </message>
    <message>
      <source>No: a failed moon costs 6 points.</source>
      <translation>아닙니다: 실패한 달 쏘기는 6점을 잃습니다.</translation>
    </message>
    <message>
      <source>Hand after hand, once a player has 32 points or more, the highest score wins the game; if the leaders are tied, play goes on. Now play out this hand yourself.</source>
      <translation>핸드를 거듭하다가 누군가 32점 이상이 되면 가장 높은 점수를 가진 사람이 게임에서 이깁니다. 선두가 동점이면 계속 플레이합니다. 이제 이 핸드를 직접 끝까지 플레이하세요.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 05-cutthroat</name>
    <message>
      <source>Cutthroat: ordering up and the dummy</source>
      <translation>컷스로트: 오더 업과 더미</translation>
    </message>
    <message>
      <source>Ordering up or passing, the dealer's pick-up, taking the dummy, and the scoring.</source>
      <translation>오더 업 또는 패스, 딜러의 가져오기, 더미 가져오기, 그리고 점수.</translation>
    </message>
    <message>
      <source>Cutthroat is the other game. Each player gets five cards, five more go face down to the dummy hand, and the last four form the kitty. The top card of the kitty is turned face up, the up-card: here the K♥.</source>
      <translation>컷스로트는 다른 게임입니다. 각 플레이어가 다섯 장을 받고, 다섯 장이 더 더미에 뒷면으로 놓이며, 마지막 네 장이 키티가 됩니다. 키티의 맨 위 카드를 앞면으로 뒤집는데, 이것이 업카드입니다: 여기서는 K♥입니다.</translation>
    </message>
    <message>
      <source>Starting left of the dealer, each player may order it up, which makes the up-card's suit trump: the one who orders is the maker, plays against the other two and must take at least 3 of the 5 tricks. Or they pass. For the dealer, the button to order it up reads Accept. Bo is the dealer, so you speak first.</source>
      <translation>딜러의 왼쪽부터 각 플레이어는 오더 업을 할 수 있고, 그러면 업카드의 수트가 트럼프가 됩니다: 오더 업한 사람이 메이커가 되어 다른 두 사람과 맞서며, 5트릭 중 적어도 3트릭을 따야 합니다. 아니면 패스합니다. 딜러에게는 오더 업 버튼이 수락으로 표시됩니다. Bo가 딜러이므로 내가 먼저 말합니다.</translation>
    </message>
    <message>
      <source>You hold the J♥, the A♥ and the Q♥, three high hearts, and the A♠. Should you order up hearts?</source>
      <translation>높은 하트 세 장인 J♥, A♥, Q♥와 A♠를 가지고 있습니다. 하트를 오더 업해야 할까요?</translation>
    </message>
    <message>
      <source>Yes, order it up</source>
      <translation>예, 오더 업</translation>
    </message>
    <message>
      <source>No, pass</source>
      <translation>아니요, 패스</translation>
    </message>
    <message>
      <source>Right: three high trumps and an ace are a good start, and the dummy may add more.</source>
      <translation>맞습니다: 높은 트럼프 세 장과 에이스 한 장은 좋은 출발이고, 더미가 더 보태 줄 수도 있습니다.</translation>
    </message>
    <message>
      <source>No: the maker must take 3 of the 5 tricks, and three high trumps and an ace can do that: order it up.</source>
      <translation>아닙니다: 메이커는 5트릭 중 3트릭을 따야 하는데, 높은 트럼프 세 장과 에이스 한 장이면 그렇게 할 수 있습니다: 오더 업하세요.</translation>
    </message>
    <message>
      <source>Order it up: hearts become trump, and you are the maker.</source>
      <translation>오더 업하세요: 하트가 트럼프가 되고, 내가 메이커가 됩니다.</translation>
    </message>
    <message>
      <source>Pass with a weak hand; with three high hearts, order it up.</source>
      <translation>핸드가 약하면 패스하지만, 높은 하트가 세 장이면 오더 업하세요.</translation>
    </message>
    <message>
      <source>Bo, the dealer, picked up the K♥ and discarded one card face down: the dealer may always do that, whoever ordered. Now you play against Ada and Bo.</source>
      <translation>딜러인 Bo가 K♥를 가져오고 카드 한 장을 뒷면으로 버렸습니다: 누가 오더 업했든 딜러는 언제나 그렇게 할 수 있습니다. 이제 나는 Ada와 Bo를 상대로 플레이합니다.</translation>
    </message>
    <message>
      <source>A dealer who picks up the up-card must discard one card. Which is usually the best one to throw away?</source>
      <translation>업카드를 가져온 딜러는 카드 한 장을 버려야 합니다. 보통 어떤 카드를 버리는 것이 가장 좋을까요?</translation>
    </message>
    <message>
      <source>A trump</source>
      <translation>트럼프</translation>
    </message>
    <message>
      <source>A low card of another suit</source>
      <translation>다른 수트의 낮은 카드</translation>
    </message>
    <message>
      <source>An ace</source>
      <translation>에이스</translation>
    </message>
    <message>
      <source>No: trumps win tricks; keep them.</source>
      <translation>아닙니다: 트럼프는 트릭을 땁니다. 남겨 두세요.</translation>
    </message>
    <message>
      <source>Right: a low card of another suit would not win a trick anyway.</source>
      <translation>맞습니다: 다른 수트의 낮은 카드는 어차피 트릭을 따지 못합니다.</translation>
    </message>
    <message>
      <source>No: an ace may well win a trick; keep it.</source>
      <translation>아닙니다: 에이스는 트릭을 딸 수 있습니다. 남겨 두세요.</translation>
    </message>
    <message>
      <source>Had everyone passed, the up-card would have been turned down, and in a second round each player could name any other suit as trump, or pass again. If everyone passes twice, the cards are dealt again.</source>
      <translation>모두 패스했다면 업카드는 뒷면으로 뒤집히고, 두 번째 라운드에서 각 플레이어가 다른 수트를 트럼프로 지정하거나 다시 패스할 수 있었을 것입니다. 모두 두 번 패스하면 다시 딜합니다.</translation>
    </message>
    <message>
      <source>Everyone passed and the K♥ was turned down. In round two, which suit may a player name as trump?</source>
      <translation>모두 패스해서 K♥가 뒤집혔습니다. 두 번째 라운드에서 플레이어가 트럼프로 지정할 수 있는 수트는?</translation>
    </message>
    <message>
      <source>Hearts</source>
      <translation>하트</translation>
    </message>
    <message>
      <source>Any suit but hearts</source>
      <translation>하트를 뺀 아무 수트</translation>
    </message>
    <message>
      <source>Only clubs</source>
      <translation>클럽만</translation>
    </message>
    <message>
      <source>No: the suit that was turned down cannot be named in round two.</source>
      <translation>아닙니다: 뒤집힌 수트는 두 번째 라운드에서 지정할 수 없습니다.</translation>
    </message>
    <message>
      <source>Right: any suit except the one turned down.</source>
      <translation>맞습니다: 뒤집힌 수트를 뺀 아무 수트입니다.</translation>
    </message>
    <message>
      <source>No: any suit except the one turned down may be named.</source>
      <translation>아닙니다: 뒤집힌 수트를 뺀 아무 수트나 지정할 수 있습니다.</translation>
    </message>
    <message>
      <source>Before anyone sees the dummy, you, the maker, choose: take the dummy's five cards and keep the best five of your ten, or go alone without it, for more points if you take all five tricks (a march).</source>
      <translation>아무도 더미를 보기 전에 메이커인 내가 고릅니다: 더미의 다섯 장을 가져와 열 장 중 가장 좋은 다섯 장을 남기거나, 더미 없이 단독 플레이를 해서 다섯 트릭을 모두 따면(마치) 더 많은 점수를 얻습니다.</translation>
    </message>
    <message>
      <source>When should a maker go alone instead of taking the dummy?</source>
      <translation>메이커가 더미를 가져오는 대신 단독 플레이를 해야 할 때는 언제인가요?</translation>
    </message>
    <message>
      <source>When the hand may take all 5 tricks without help</source>
      <translation>도움 없이 5트릭을 모두 딸 수 있는 핸드일 때</translation>
    </message>
    <message>
      <source>Every time</source>
      <translation>항상</translation>
    </message>
    <message>
      <source>With a weak hand</source>
      <translation>약한 핸드일 때</translation>
    </message>
    <message>
      <source>Right: a march alone scores 4, but the dummy's cards are given up.</source>
      <translation>맞습니다: 단독 마치는 4점이지만 더미의 카드를 포기해야 합니다.</translation>
    </message>
    <message>
      <source>No: the dummy's five cards usually help a lot.</source>
      <translation>아닙니다: 더미의 다섯 장은 대개 큰 도움이 됩니다.</translation>
    </message>
    <message>
      <source>No: a weak hand needs the dummy's cards even more.</source>
      <translation>아닙니다: 약한 핸드일수록 더미의 카드가 더 필요합니다.</translation>
    </message>
    <message>
      <source>Your hand will not take all five tricks by itself: take the dummy. Then keep your four trumps and the A♠, and discard the other five cards.</source>
      <translation>내 핸드만으로는 다섯 트릭을 모두 따지 못합니다: 더미를 가져오세요. 그다음 트럼프 네 장과 A♠를 남기고 나머지 다섯 장을 버리세요.</translation>
    </message>
    <message>
      <source>You hold the J♥, the J♦ (the left bower), the A♥, the Q♥ and the A♠.</source>
      <translation>J♥, J♦(레프트 바우어), A♥, Q♥, A♠를 가지고 있습니다.</translation>
    </message>
    <message>
      <source>Keep the four trumps (J♥, J♦, A♥ and Q♥) and the A♠; discard the other five.</source>
      <translation>트럼프 네 장(J♥, J♦, A♥, Q♥)과 A♠를 남기고 나머지 다섯 장을 버리세요.</translation>
    </message>
    <message>
      <source>Going alone pays only when you take all five tricks: take the dummy.</source>
      <translation>단독 플레이는 다섯 트릭을 모두 딸 때만 이득입니다: 더미를 가져오세요.</translation>
    </message>
    <message>
      <source>Ada and Bo are the defenders: they play together against you, their tricks count together, and with 3 tricks they euchre you. Either of them could have gone alone against you; both passed.</source>
      <translation>Ada와 Bo는 수비자입니다: 두 사람은 함께 나와 맞서고, 트릭을 합쳐서 세며, 3트릭을 따면 나를 유커시킵니다. 둘 중 누구든 나를 상대로 단독 수비를 할 수 있었지만, 둘 다 패스했습니다.</translation>
    </message>
    <message>
      <source>The player left of the dealer leads the first trick: that is you. Lead the right bower, the J♥, to draw out the others' trumps.</source>
      <translation>딜러의 왼쪽 플레이어가 첫 트릭을 리드합니다: 바로 나입니다. 라이트 바우어인 J♥를 리드해 다른 사람들의 트럼프를 뽑아내세요.</translation>
    </message>
    <message>
      <source>For this lesson, lead the J♥.</source>
      <translation>이 레슨에서는 J♥를 리드하세요.</translation>
    </message>
    <message>
      <source>Ada had no hearts and threw away the 9♦; Bo had to follow with the 9♥. The trick is yours.</source>
      <translation>Ada는 하트가 없어서 9♦를 버렸고, Bo는 9♥로 따라야 했습니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>The scoring: a maker who takes 3 or 4 tricks scores 1 point, and all 5 (a march) 3 points, or 4 points after going alone. A maker who takes fewer than 3 is euchred: each defender scores 2 points.</source>
      <translation>점수: 메이커가 3~4트릭을 따면 1점, 5트릭을 모두 따면(마치) 3점, 단독 플레이였다면 4점입니다. 메이커가 3트릭보다 적게 따면 유커당합니다: 수비자마다 2점을 얻습니다.</translation>
    </message>
    <message>
      <source>You take 3 tricks. What do you score?</source>
      <translation>3트릭을 땄습니다. 몇 점인가요?</translation>
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
      <translation>맞습니다: 3~4트릭이면 메이커는 1점입니다.</translation>
    </message>
    <message>
      <source>No: 3 points is for taking all 5.</source>
      <translation>아닙니다: 3점은 5트릭을 모두 딸 때입니다.</translation>
    </message>
    <message>
      <source>No: the maker scores 1 point for 3 or 4 tricks.</source>
      <translation>아닙니다: 메이커는 3~4트릭에 1점을 얻습니다.</translation>
    </message>
    <message>
      <source>You take all 5 tricks with the dummy. What do you score?</source>
      <translation>더미와 함께 5트릭을 모두 땄습니다. 몇 점인가요?</translation>
    </message>
    <message>
      <source>+5</source>
      <translation>+5</translation>
    </message>
    <message>
      <source>No: taking all 5 is a march, worth more.</source>
      <translation>아닙니다: 5트릭을 모두 따면 마치이고, 더 많은 점수입니다.</translation>
    </message>
    <message>
      <source>Right: a march scores 3.</source>
      <translation>맞습니다: 마치는 3점입니다.</translation>
    </message>
    <message>
      <source>No: a march scores 3.</source>
      <translation>아닙니다: 마치는 3점입니다.</translation>
    </message>
    <message>
      <source>Had you gone alone and taken all 5 tricks, what would you score?</source>
      <translation>단독 플레이로 5트릭을 모두 땄다면 몇 점일까요?</translation>
    </message>
    <message>
      <source>+4</source>
      <translation>+4</translation>
    </message>
    <message>
      <source>No: a march alone scores more than a march with the dummy.</source>
      <translation>아닙니다: 단독 마치는 더미와 함께 한 마치보다 점수가 높습니다.</translation>
    </message>
    <message>
      <source>Right: a march alone scores 4.</source>
      <translation>맞습니다: 단독 마치는 4점입니다.</translation>
    </message>
    <message>
      <source>No: a march alone scores 4.</source>
      <translation>아닙니다: 단독 마치는 4점입니다.</translation>
    </message>
    <message>
      <source>Ada and Bo take 3 tricks between them. What does each of them score?</source>
      <translation>Ada와 Bo가 합쳐서 3트릭을 땄습니다. 각각 몇 점인가요?</translation>
    </message>
    <message>
      <source>0</source>
      <translation>0</translation>
    </message>
    <message>
      <source>No: euchring the maker scores 2 for each defender.</source>
      <translation>아닙니다: 메이커를 유커시키면 수비자마다 2점입니다.</translation>
    </message>
    <message>
      <source>Right: you are euchred, and each defender scores 2.</source>
      <translation>맞습니다: 내가 유커당했고, 수비자마다 2점을 얻습니다.</translation>
    </message>
    <message>
      <source>No: you are euchred, and each defender scores 2.</source>
      <translation>아닙니다: 내가 유커당했고, 수비자마다 2점을 얻습니다.</translation>
    </message>
    <message>
      <source>Once a player has 10 points or more, the highest score wins the game; if the leaders are tied, play goes on. Now play out this hand yourself.</source>
      <translation>누군가 10점 이상이 되면 가장 높은 점수를 가진 사람이 게임에서 이깁니다. 선두가 동점이면 계속 플레이합니다. 이제 이 핸드를 직접 끝까지 플레이하세요.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 05b-cutthroat-defending</name>
    <message>
      <source>Cutthroat: the dealer's pick-up and defending alone</source>
      <translation>컷스로트: 딜러의 가져오기와 단독 수비</translation>
    </message>
    <message>
      <source>The dealer picks up the up-card when another player orders, and a strong defender goes alone.</source>
      <translation>다른 플레이어가 오더 업하면 딜러가 업카드를 가져오고, 강한 수비자는 단독 수비를 합니다.</translation>
    </message>
    <message>
      <source>Another Cutthroat hand. This time you are the dealer, and the up-card is the K♥. Ada, on your left, spoke first and ordered it up: hearts are trump, and Ada is the maker.</source>
      <translation>컷스로트 핸드를 하나 더 합니다. 이번에는 내가 딜러이고, 업카드는 K♥입니다. 내 왼쪽의 Ada가 먼저 말하고 오더 업했습니다: 하트가 트럼프이고, Ada가 메이커입니다.</translation>
    </message>
    <message>
      <source>When another player orders it up, the dealer may pick up the up-card and discard one card face down, or leave it. The up-card is a trump, so picking it up makes the dealer's hand stronger.</source>
      <translation>다른 플레이어가 오더 업하면 딜러는 업카드를 가져오고 카드 한 장을 뒷면으로 버리거나, 업카드를 그대로 둘 수 있습니다. 업카드는 트럼프이므로 가져오면 딜러의 핸드가 더 강해집니다.</translation>
    </message>
    <message>
      <source>Pick up the K♥, then discard the Q♣: it is your only card that is neither a trump nor an ace.</source>
      <translation>K♥를 가져온 다음 Q♣를 버리세요: 트럼프도 에이스도 아닌 카드는 그것뿐입니다.</translation>
    </message>
    <message>
      <source>The K♥ is yours, and the Q♣ lies face down.</source>
      <translation>K♥는 내 것이 되었고, Q♣는 뒷면으로 놓였습니다.</translation>
    </message>
    <message>
      <source>Keep your trumps and the A♠: discard the Q♣.</source>
      <translation>트럼프와 A♠는 남기고 Q♣를 버리세요.</translation>
    </message>
    <message>
      <source>The K♥ is a trump and would make your hand stronger: pick it up.</source>
      <translation>K♥는 트럼프라서 내 핸드를 더 강하게 해 줍니다: 가져오세요.</translation>
    </message>
    <message>
      <source>Ada took the dummy. Now each defender in turn, starting left of the maker, may go alone: then the other defender sits out the hand. Bo passed.</source>
      <translation>Ada가 더미를 가져왔습니다. 이제 메이커의 왼쪽부터 각 수비자가 차례로 단독 수비를 할 수 있습니다: 그러면 다른 수비자는 그 핸드를 쉽니다. Bo는 패스했습니다.</translation>
    </message>
    <message>
      <source>A defender who goes alone and takes 3 or 4 tricks scores 2 points, the same as a euchre, and 4 points for all 5. The other defender, who sits out, scores the same.</source>
      <translation>단독 수비를 한 수비자가 3~4트릭을 따면 유커와 같은 2점, 5트릭을 모두 따면 4점을 얻습니다. 쉬고 있는 다른 수비자도 같은 점수를 얻습니다.</translation>
    </message>
    <message>
      <source>You hold the J♥, the J♦, the A♥ and the K♥, the four highest trumps, and the A♠. Should you go alone?</source>
      <translation>가장 높은 트럼프 네 장인 J♥, J♦, A♥, K♥와 A♠를 가지고 있습니다. 단독 수비를 해야 할까요?</translation>
    </message>
    <message>
      <source>Yes, go alone</source>
      <translation>예, 단독 수비</translation>
    </message>
    <message>
      <source>No, pass and defend with Bo</source>
      <translation>아니요, 패스하고 Bo와 함께 수비</translation>
    </message>
    <message>
      <source>Right: with the four highest trumps you can take all 5 tricks by yourself, and all 5 alone score 4 for each defender instead of 2.</source>
      <translation>맞습니다: 가장 높은 트럼프 네 장이면 혼자서 5트릭을 모두 딸 수 있고, 단독으로 5트릭을 모두 따면 수비자마다 2점이 아니라 4점을 얻습니다.</translation>
    </message>
    <message>
      <source>No: this hand can take all 5 tricks by itself, and all 5 alone score 4 for each defender instead of 2.</source>
      <translation>아닙니다: 이 핸드는 혼자서 5트릭을 모두 딸 수 있고, 단독으로 5트릭을 모두 따면 수비자마다 2점이 아니라 4점을 얻습니다.</translation>
    </message>
    <message>
      <source>Defend alone: Bo sits out, and you play against Ada by yourself.</source>
      <translation>단독 수비를 하세요: Bo는 쉬고, 나 혼자 Ada와 맞섭니다.</translation>
    </message>
    <message>
      <source>With the four highest trumps you can take all 5 tricks alone, which scores 4 instead of 2: go alone.</source>
      <translation>가장 높은 트럼프 네 장이면 혼자서 5트릭을 모두 딸 수 있고, 그러면 2점이 아니라 4점입니다: 단독 수비를 하세요.</translation>
    </message>
    <message>
      <source>The first player left of the one who went alone leads: Ada led the A♦. Bo sits out, so each trick has two cards.</source>
      <translation>단독 수비를 한 사람의 바로 왼쪽 플레이어가 리드합니다: Ada가 A♦를 리드했습니다. Bo는 쉬므로 트릭마다 카드가 두 장입니다.</translation>
    </message>
    <message>
      <source>You have no diamonds (the J♦ is a heart now), so you may trump. Win with your lowest trump, the K♥.</source>
      <translation>다이아몬드가 없으므로(이제 J♦는 하트입니다) 트럼프를 낼 수 있습니다. 가장 낮은 트럼프인 K♥로 이기세요.</translation>
    </message>
    <message>
      <source>Trump the A♦ with the K♥.</source>
      <translation>K♥로 A♦에 트럼프하세요.</translation>
    </message>
    <message>
      <source>The A♠ cannot beat the A♦: only a trump beats it. Trump with the K♥.</source>
      <translation>A♠는 A♦를 이길 수 없습니다: 트럼프만 이길 수 있습니다. K♥로 트럼프하세요.</translation>
    </message>
    <message>
      <source>The J♥ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation>J♥도 이기지만 K♥로 충분합니다: 가장 높은 트럼프는 아껴 두세요.</translation>
    </message>
    <message>
      <source>The J♦ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation>J♦도 이기지만 K♥로 충분합니다: 가장 높은 트럼프는 아껴 두세요.</translation>
    </message>
    <message>
      <source>The A♥ wins too, but the K♥ is enough: keep your highest trumps.</source>
      <translation>A♥도 이기지만 K♥로 충분합니다: 가장 높은 트럼프는 아껴 두세요.</translation>
    </message>
    <message>
      <source>You go alone and take 3 tricks against Ada. What do you score?</source>
      <translation>단독 수비를 해서 Ada를 상대로 3트릭을 땄습니다. 몇 점인가요?</translation>
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
      <translation>맞습니다: 단독 수비자가 3~4트릭을 따면 수비자마다 2점입니다.</translation>
    </message>
    <message>
      <source>No: a lone defender who takes 3 tricks scores 2.</source>
      <translation>아닙니다: 단독 수비자가 3트릭을 따면 2점입니다.</translation>
    </message>
    <message>
      <source>No: 4 points is for all 5 tricks.</source>
      <translation>아닙니다: 4점은 5트릭을 모두 땄을 때입니다.</translation>
    </message>
    <message>
      <source>You go alone and take all 5 tricks. What does Bo score?</source>
      <translation>단독 수비를 해서 5트릭을 모두 땄습니다. Bo는 몇 점인가요?</translation>
    </message>
    <message>
      <source>0</source>
      <translation>0</translation>
    </message>
    <message>
      <source>No: the defender who sits out scores as the lone defender does.</source>
      <translation>아닙니다: 쉬는 수비자도 단독 수비자와 같은 점수를 얻습니다.</translation>
    </message>
    <message>
      <source>No: all 5 tricks score more than 3 or 4.</source>
      <translation>아닙니다: 5트릭을 모두 따면 3~4트릭보다 점수가 높습니다.</translation>
    </message>
    <message>
      <source>Right: all 5 tricks score 4 for each defender, Bo too.</source>
      <translation>맞습니다: 5트릭을 모두 따면 Bo를 포함해 수비자마다 4점입니다.</translation>
    </message>
    <message>
      <source>Now play out this hand: lead your trumps and take every trick.</source>
      <translation>이제 이 핸드를 끝까지 플레이하세요: 트럼프를 리드해서 모든 트릭을 따세요.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 06-reneges</name>
    <message>
      <source>Reneges</source>
      <translation>리네그</translation>
    </message>
    <message>
      <source>What a renege is, and how to call one when reneges can be called.</source>
      <translation>리네그가 무엇인지, 그리고 리네그를 지적할 수 있을 때 지적하는 방법.</translation>
    </message>
    <message>
      <source>Not following suit when you could is a renege. Usually the game refuses such a card. In this game a rule option is on: reneges can be called. Wrong cards are accepted, and the other players must catch them.</source>
      <translation>수트를 따를 수 있었는데 따르지 않는 것이 리네그입니다. 보통은 게임이 그런 카드를 거부합니다. 이 게임에서는 규칙 옵션이 켜져 있습니다: 리네그를 지적할 수 있습니다. 잘못된 카드도 받아들여지고, 다른 플레이어가 잡아내야 합니다.</translation>
    </message>
    <message>
      <source>Clubs are trump. Ada led the A♠, and Bo played the 9♥. Either he has no spades, or he reneged: nobody can tell yet.</source>
      <translation>클럽이 트럼프입니다. Ada가 A♠를 리드했고, Bo는 9♥를 냈습니다. Bo에게 스페이드가 없거나, 리네그를 했거나 둘 중 하나입니다: 아직은 아무도 알 수 없습니다.</translation>
    </message>
    <message>
      <source>Follow suit with the Q♠.</source>
      <translation>Q♠로 수트를 따르세요.</translation>
    </message>
    <message>
      <source>Follow suit with the Q♠: a renege costs points when it is caught.</source>
      <translation>Q♠로 수트를 따르세요: 리네그는 잡히면 점수를 잃습니다.</translation>
    </message>
    <message>
      <source>Ada won the trick with the A♠, so she leads the next one.</source>
      <translation>Ada가 A♠로 트릭을 이겼으니 Ada가 다음 트릭을 리드합니다.</translation>
    </message>
    <message>
      <source>Ada led the 9♠, and Bo played the K♠. So he did hold a spade in the first trick: that proves his renege.</source>
      <translation>Ada가 9♠를 리드했고, Bo는 K♠를 냈습니다. 그러니 Bo는 첫 트릭에서 스페이드를 가지고 있었습니다: 그것이 리네그의 증거입니다.</translation>
    </message>
    <message>
      <source>What should you do?</source>
      <translation>어떻게 해야 할까요?</translation>
    </message>
    <message>
      <source>Call a renege on Bo</source>
      <translation>Bo의 리네그 지적</translation>
    </message>
    <message>
      <source>Call a renege on Ada</source>
      <translation>Ada의 리네그 지적</translation>
    </message>
    <message>
      <source>Nothing: the trick stands</source>
      <translation>아무것도 안 함: 트릭은 그대로</translation>
    </message>
    <message>
      <source>Right: the cards played prove Bo's renege.</source>
      <translation>맞습니다: 낸 카드들이 Bo의 리네그를 증명합니다.</translation>
    </message>
    <message>
      <source>No: Ada followed suit every time.</source>
      <translation>아닙니다: Ada는 매번 수트를 따랐습니다.</translation>
    </message>
    <message>
      <source>No: a renege that nobody calls costs nothing, so call it.</source>
      <translation>아닙니다: 아무도 지적하지 않은 리네그는 대가가 없으니 지적하세요.</translation>
    </message>
    <message>
      <source>Call the renege on Bo.</source>
      <translation>Bo의 리네그를 지적하세요.</translation>
    </message>
    <message>
      <source>Bo loses 2 points, the renege penalty. The tricks stand as they were played.</source>
      <translation>Bo는 리네그 벌점 2점을 잃습니다. 트릭은 플레이된 그대로 유지됩니다.</translation>
    </message>
    <message>
      <source>Call the renege first: Bo's K♠ has just proved it.</source>
      <translation>먼저 리네그를 지적하세요: Bo의 K♠가 방금 그것을 증명했습니다.</translation>
    </message>
    <message>
      <source>Ada followed suit every time: nothing proves a renege by her.</source>
      <translation>Ada는 매번 수트를 따랐습니다: Ada의 리네그를 증명하는 것은 없습니다.</translation>
    </message>
    <message>
      <source>Now follow suit with the 10♠.</source>
      <translation>이제 10♠으로 수트를 따르세요.</translation>
    </message>
    <message>
      <source>Follow suit with the 10♠, your last spade.</source>
      <translation>마지막 스페이드인 10♠으로 수트를 따르세요.</translation>
    </message>
    <message>
      <source>A renege can be called only once the cards played prove it, and each renege only once. A call that the cards do not prove is refused. Calls are open until the next hand is dealt. Now play out this hand yourself.</source>
      <translation>리네그는 낸 카드로 증명된 뒤에만, 그리고 리네그 하나당 한 번만 지적할 수 있습니다. 카드로 증명되지 않는 지적은 거부됩니다. 다음 핸드를 딜할 때까지 지적할 수 있습니다. 이제 이 핸드를 직접 끝까지 플레이하세요.</translation>
    </message>
  </context>
  <context>
    <name>Lesson 07-strategy</name>
    <message>
      <source>First strategy</source>
      <translation>첫 전략</translation>
    </message>
    <message>
      <source>Leading through the maker, keeping a bower guarded, counting trumps, and when to shoot the moon.</source>
      <translation>메이커를 통과해 리드하기, 바우어 보호하기, 트럼프 세기, 달 쏘기를 할 때.</translation>
    </message>
    <message>
      <source>Some first strategy. In this Cutthroat hand Ada ordered up hearts, Bo left the 10♥ on the kitty, and Ada took the dummy: she is the maker, and you and Bo defend together.</source>
      <translation>첫 전략을 조금 배워 봅시다. 이 컷스로트 핸드에서 Ada가 하트를 오더 업했고, Bo는 10♥을 키티에 두었으며, Ada는 더미를 가져왔습니다: Ada가 메이커이고, 나와 Bo가 함께 수비합니다.</translation>
    </message>
    <message>
      <source>Lead through the maker. Ada sits on your left, so when you lead she must play second, before Bo. Bo then sees her card and can beat it, or save his good cards.</source>
      <translation>메이커를 통과해 리드하세요. Ada는 내 왼쪽에 앉아 있으므로 내가 리드하면 Ada가 Bo보다 먼저 두 번째로 내야 합니다. 그러면 Bo는 Ada의 카드를 보고 이기거나, 좋은 카드를 아낄 수 있습니다.</translation>
    </message>
    <message>
      <source>Lead the 9♠ through Ada.</source>
      <translation>Ada를 통과해 9♠를 리드하세요.</translation>
    </message>
    <message>
      <source>For this lesson, lead the 9♠ through Ada.</source>
      <translation>이 레슨에서는 Ada를 통과해 9♠를 리드하세요.</translation>
    </message>
    <message>
      <source>Ada played the K♠, and Bo, who played after her, won the trick with the A♠.</source>
      <translation>Ada가 K♠를 냈고, Ada 다음에 낸 Bo가 A♠로 트릭을 이겼습니다.</translation>
    </message>
    <message>
      <source>The winner leads next: Bo led the K♣.</source>
      <translation>이긴 사람이 다음 트릭을 리드합니다: Bo가 K♣를 리드했습니다.</translation>
    </message>
    <message>
      <source>You have no clubs. If you trump, Ada, who plays after you, can over-trump. Keep your trumps and throw the 10♦.</source>
      <translation>클럽이 없습니다. 트럼프를 내면 내 다음에 내는 Ada가 오버트럼프할 수 있습니다. 트럼프는 남기고 10♦을 버리세요.</translation>
    </message>
    <message>
      <source>Keep your trumps and throw the 10♦.</source>
      <translation>트럼프는 남기고 10♦을 버리세요.</translation>
    </message>
    <message>
      <source>Ada plays after you and can over-trump your 9♥: keep it and throw the 10♦.</source>
      <translation>Ada는 내 다음에 내므로 9♥에 오버트럼프할 수 있습니다: 그것은 남기고 10♦을 버리세요.</translation>
    </message>
    <message>
      <source>Ada could still beat your left bower with the right bower: keep it and throw the 10♦.</source>
      <translation>Ada는 아직 라이트 바우어로 내 레프트 바우어를 이길 수 있습니다: 그것은 남기고 10♦을 버리세요.</translation>
    </message>
    <message>
      <source>Ada trumped with the Q♥ and took the trick.</source>
      <translation>Ada가 Q♥로 트럼프를 내서 트릭을 가져갔습니다.</translation>
    </message>
    <message>
      <source>Ada led the J♥, the right bower, and Bo, who has no hearts, threw away the 9♣.</source>
      <translation>Ada가 라이트 바우어인 J♥를 리드했고, 하트가 없는 Bo는 9♣를 버렸습니다.</translation>
    </message>
    <message>
      <source>You hold the J♦ and the 9♥, both trumps. Which should you play?</source>
      <translation>J♦와 9♥, 두 장의 트럼프를 가지고 있습니다. 어느 것을 내야 할까요?</translation>
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
      <translation>아닙니다: 라이트 바우어가 이기므로 레프트 바우어를 헛되이 잃게 됩니다.</translation>
    </message>
    <message>
      <source>Right: the 9♥ follows suit, and your left bower stays safe.</source>
      <translation>맞습니다: 9♥로 수트를 따르고, 레프트 바우어는 안전하게 남습니다.</translation>
    </message>
    <message>
      <source>Play the 9♥ and keep your left bower.</source>
      <translation>9♥를 내고 레프트 바우어는 남기세요.</translation>
    </message>
    <message>
      <source>The J♦ would lose to the right bower: play the 9♥ and keep it.</source>
      <translation>J♦는 라이트 바우어에 집니다: 9♥를 내고 그것은 남기세요.</translation>
    </message>
    <message>
      <source>That is keeping a bower guarded: a small trump beside it lets you follow when a higher trump is led. Now that the J♥ is gone, your J♦ is the highest trump left.</source>
      <translation>이것이 바우어 보호하기입니다: 옆에 있는 작은 트럼프 덕분에 더 높은 트럼프가 리드되어도 따를 수 있습니다. J♥가 나갔으니 이제 내 J♦가 남은 트럼프 중 가장 높습니다.</translation>
    </message>
    <message>
      <source>Count the trumps. Seven cards are trumps: the two bowers and the A, K, Q, 10 and 9 of trump. You saw the 10♥ stay on the kitty when Bo left it, the Q♥, J♥ and 9♥ played, and you hold the J♦. How many trumps have you not seen?</source>
      <translation>트럼프를 세어 보세요. 트럼프는 일곱 장입니다: 바우어 두 장과 트럼프의 A, K, Q, 10, 9. Bo가 10♥을 키티에 둔 것을 보았고, Q♥, J♥, 9♥가 나왔으며, 나는 J♦를 가지고 있습니다. 아직 보지 못한 트럼프는 몇 장인가요?</translation>
    </message>
    <message>
      <source>None</source>
      <translation>없음</translation>
    </message>
    <message>
      <source>Two</source>
      <translation>두 장</translation>
    </message>
    <message>
      <source>Four</source>
      <translation>네 장</translation>
    </message>
    <message>
      <source>No: the A♥ and the K♥ have not been seen yet.</source>
      <translation>아닙니다: A♥와 K♥를 아직 보지 못했습니다.</translation>
    </message>
    <message>
      <source>Right: the A♥ and the K♥. Your J♦ beats them both.</source>
      <translation>맞습니다: A♥와 K♥입니다. 내 J♦가 둘 다 이깁니다.</translation>
    </message>
    <message>
      <source>No: five of the seven trumps are accounted for.</source>
      <translation>아닙니다: 일곱 장 중 다섯 장은 확인되었습니다.</translation>
    </message>
    <message>
      <source>When to shoot the moon, in Ghost Hand: only when you can count all six tricks, for example with both bowers, more top trumps and an ace. One lost trick turns 24 points into a loss of 6.</source>
      <translation>고스트 핸드에서 달 쏘기를 할 때: 여섯 트릭을 모두 셀 수 있을 때만입니다. 예를 들어 두 바우어, 높은 트럼프 몇 장, 에이스가 있을 때입니다. 한 트릭만 잃어도 24점이 6점 손실로 바뀝니다.</translation>
    </message>
    <message>
      <source>Hearts would be trump. Which hand should shoot the moon?</source>
      <translation>하트가 트럼프라고 합시다. 어느 핸드로 달 쏘기를 해야 할까요?</translation>
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
      <translation>맞습니다: 높은 트럼프 다섯 장이 다른 트럼프를 모두 뽑아내고, 그다음 A♠도 이깁니다.</translation>
    </message>
    <message>
      <source>No: the left bower and the queen of trump are out against you, and the 9♣ will lose.</source>
      <translation>아닙니다: 레프트 바우어와 트럼프 퀸이 상대에게 있고, 9♣는 질 것입니다.</translation>
    </message>
    <message>
      <source>No: without the right bower your trumps can be beaten.</source>
      <translation>아닙니다: 라이트 바우어가 없으면 내 트럼프가 질 수 있습니다.</translation>
    </message>
    <message>
      <source>Now play out this hand with Bo as your partner.</source>
      <translation>이제 Bo를 파트너로 이 핸드를 끝까지 플레이하세요.</translation>
    </message>
  </context>
  <context>
    <name>Practice</name>
    <message>
      <source>Play the K♦: you have no hearts, so trump the 10♥, and you play last; the trick is yours.</source>
      <translation>K♦를 내세요: 하트가 없으니 10♥에 트럼프하세요. 마지막으로 내므로 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Play the A♠, the only card you may play.</source>
      <translation>A♠를 내세요: 낼 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the K♥.</source>
      <translation>Ada는 스페이드가 없어 K♥를 버립니다.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the Q♣; the trick is yours.</source>
      <translation>Bo는 스페이드가 없어 Q♣를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>The A♠ looks natural, but Ada takes that trick with the 10♥, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation>A♠가 자연스러워 보이지만 Ada가 10♥으로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 2트릭 중 1트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Take all of the last 2 tricks.</source>
      <translation>마지막 2트릭을 모두 따세요.</translation>
    </message>
    <message>
      <source>That card does not reach the goal against best defence.</source>
      <translation>그 카드로는 최선의 수비를 상대로 목표에 도달하지 못합니다.</translation>
    </message>
    <message>
      <source>Lead the J♣: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1) before they can trump your winners.</source>
      <translation>J♣를 리드하세요: 더 높은 트럼프를 가진 사람이 없고, 트럼프를 리드하면 상대가 내 높은 카드에 트럼프하기 전에 상대의 트럼프(Bo 1장)를 뽑아냅니다.</translation>
    </message>
    <message>
      <source>Bo follows with the A♣; the trick is yours.</source>
      <translation>Bo는 A♣로 수트를 따릅니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Play the Q♥, the only card you may play.</source>
      <translation>Q♥를 내세요: 낼 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the K♠; the trick is yours.</source>
      <translation>Bo는 하트가 없어 K♠를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>The Q♥ looks natural, but Bo takes that trick with the A♣, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation>Q♥가 자연스러워 보이지만 Bo가 A♣로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 2트릭 중 1트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Lead the J♠: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1 and Ada 1) before they can trump your winners.</source>
      <translation>J♠를 리드하세요: 더 높은 트럼프를 가진 사람이 없고, 트럼프를 리드하면 상대가 내 높은 카드에 트럼프하기 전에 상대의 트럼프(Bo 1장, Ada 1장)를 뽑아냅니다.</translation>
    </message>
    <message>
      <source>Ada follows with the A♣.</source>
      <translation>Ada는 A♣로 수트를 따릅니다.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♣; the trick is yours.</source>
      <translation>Bo는 Q♣로 수트를 따릅니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the K♣: count the trumps: 6 of the 7 have been played and you hold 1, and Bo and Ada have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation>K♣를 리드하세요: 트럼프를 세어 보세요. 7장 중 6장이 나왔고 내가 1장을 가지고 있으며, Bo와 Ada에게는 트럼프가 남아 있지 않으니 내 트럼프가 가장 강합니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the 9♠.</source>
      <translation>Ada는 트럼프가 없어 9♠를 버립니다.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the 10♥; the trick is yours.</source>
      <translation>Bo는 트럼프가 없어 10♥을 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Ada follows with the Q♠.</source>
      <translation>Ada는 Q♠로 수트를 따릅니다.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the Q♥; the trick is yours.</source>
      <translation>Bo는 스페이드가 없어 Q♥를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>The K♣ looks natural, but Ada takes that trick with the A♣, and against best defence you take only 2 of the last 3 tricks.</source>
      <translation>K♣가 자연스러워 보이지만 Ada가 A♣로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 3트릭 중 2트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the A♠: Bo takes that trick with the Q♣, and against best defence you take only 1 of the last 3 tricks.</source>
      <translation>A♠는 안 됩니다: Bo가 Q♣로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 3트릭 중 1트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Take all of the last 3 tricks.</source>
      <translation>마지막 3트릭을 모두 따세요.</translation>
    </message>
    <message>
      <source>Play the Q♠: you have no diamonds, so trump the K♦, and you play last; the trick is yours.</source>
      <translation>Q♠를 내세요: 다이아몬드가 없으니 K♦에 트럼프하세요. 마지막으로 내므로 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Q♣를 리드하세요: 더 높은 클럽을 가진 사람이 없으니 Ada가 이기려면 트럼프를 써야 합니다. 이렇게 트럼프를 끌어냅니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the J♣.</source>
      <translation>Ada는 클럽이 없어 J♣로 트럼프합니다.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the J♠; Bo wins the trick.</source>
      <translation>Bo는 클럽이 없어 J♠로 트럼프합니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo leads the K♠.</source>
      <translation>Bo가 K♠를 리드합니다.</translation>
    </message>
    <message>
      <source>Play the K♣, the only card you may play.</source>
      <translation>K♣를 내세요: 낼 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the A♥; Bo wins the trick.</source>
      <translation>Ada는 트럼프가 없어 A♥를 버립니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>The K♣ looks natural, but Ada takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation>K♣가 자연스러워 보이지만 Ada가 K♦로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 3트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the Q♣: Ada takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation>Q♣는 안 됩니다: Ada가 K♦로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 3트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Take 1 of the last 3 tricks.</source>
      <translation>마지막 3트릭 중 1트릭을 따세요.</translation>
    </message>
    <message>
      <source>Play the Q♦: you have no spades, so trump the Q♠, and Ada cannot beat it.</source>
      <translation>Q♦를 내세요: 스페이드가 없으니 Q♠에 트럼프하세요. Ada는 그 카드를 이길 수 없습니다.</translation>
    </message>
    <message>
      <source>Ada follows with the J♠; the trick is yours.</source>
      <translation>Ada는 J♠로 수트를 따릅니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, so Bo must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Q♣를 리드하세요: 더 높은 클럽을 가진 사람이 없으니 Bo가 이기려면 트럼프를 써야 합니다. 이렇게 트럼프를 끌어냅니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Ada follows with the J♣.</source>
      <translation>Ada는 J♣로 수트를 따릅니다.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 9♦; Bo wins the trick.</source>
      <translation>Bo는 클럽이 없어 9♦로 트럼프합니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo leads the K♦.</source>
      <translation>Bo가 K♦를 리드합니다.</translation>
    </message>
    <message>
      <source>Play the A♣, the only card you may play.</source>
      <translation>A♣를 내세요: 낼 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
      <source>Ada follows with the J♥; Ada wins the trick.</source>
      <translation>Ada는 J♥로 수트를 따릅니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>The Q♣ looks natural, but Bo takes that trick with the Q♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>Q♣가 자연스러워 보이지만 Bo가 Q♠로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 3트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the A♣: Bo takes that trick with the Q♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>A♣는 안 됩니다: Bo가 Q♠로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 3트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Play the 10♠: you have no hearts, so trump the A♥, and you play last; the trick is yours.</source>
      <translation>10♠을 내세요: 하트가 없으니 A♥에 트럼프하세요. 마지막으로 내므로 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♠.</source>
      <translation>Ada는 클럽이 없어 9♠로 트럼프합니다.</translation>
    </message>
    <message>
      <source>Bo follows with the 10♣; Ada wins the trick.</source>
      <translation>Bo는 10♣으로 수트를 따릅니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Ada leads the A♠.</source>
      <translation>Ada가 A♠를 리드합니다.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♥.</source>
      <translation>Bo는 트럼프가 없어 J♥를 버립니다.</translation>
    </message>
    <message>
      <source>Play the 10♦, the only card you may play; Ada wins the trick.</source>
      <translation>10♦을 내세요: 낼 수 있는 유일한 카드입니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>The Q♣ looks natural, but Ada takes that trick with the A♥, and against best defence you take none of the last 3 tricks.</source>
      <translation>Q♣가 자연스러워 보이지만 Ada가 A♥로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 3트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the 10♦: Ada takes that trick with the A♥, and against best defence you take none of the last 3 tricks.</source>
      <translation>10♦은 안 됩니다: Ada가 A♥로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 3트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Play the J♦: it beats the A♥, and Ada cannot beat it.</source>
      <translation>J♦를 내세요: A♥를 이기며, Ada는 그 카드를 이길 수 없습니다.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the 9♣; the trick is yours.</source>
      <translation>Ada는 트럼프가 없어 9♣를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the K♣: nobody else holds a higher club, so Bo must spend a trump to win it: that forces out a trump.</source>
      <translation>K♣를 리드하세요: 더 높은 클럽을 가진 사람이 없으니 Bo가 이기려면 트럼프를 써야 합니다. 이렇게 트럼프를 끌어냅니다.</translation>
    </message>
    <message>
      <source>Ada follows with the Q♣.</source>
      <translation>Ada는 Q♣로 수트를 따릅니다.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the A♦; the trick is yours.</source>
      <translation>Bo는 클럽이 없어 A♦를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the 10♥: leading a trump draws the others' trumps (Bo 2) while your other cards are safe (from here any card keeps the goal).</source>
      <translation>10♥을 리드하세요: 트럼프를 리드하면 내 다른 카드는 안전한 채로 다른 사람들의 트럼프(Bo 2장)를 뽑아냅니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♦.</source>
      <translation>Ada는 트럼프가 없어 K♦를 버립니다.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♥; Bo wins the trick.</source>
      <translation>Bo는 Q♥로 수트를 따릅니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo leads the 9♥.</source>
      <translation>Bo가 9♥를 리드합니다.</translation>
    </message>
    <message>
      <source>Play the K♥, the only card you may play.</source>
      <translation>K♥를 내세요: 낼 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♠; the trick is yours.</source>
      <translation>Ada는 트럼프가 없어 Q♠를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>The K♥ looks natural, but Bo takes that trick with the A♥, and against best defence the maker still takes 3 tricks.</source>
      <translation>K♥가 자연스러워 보이지만 Bo가 A♥로 그 트릭을 따고, 최선의 수비를 상대로는 메이커가 그래도 3트릭을 땁니다.</translation>
    </message>
    <message>
      <source>Not the 10♥: Bo takes that trick with the A♥, and against best defence the maker still takes 3 tricks.</source>
      <translation>10♥은 안 됩니다: Bo가 A♥로 그 트릭을 따고, 최선의 수비를 상대로는 메이커가 그래도 3트릭을 땁니다.</translation>
    </message>
    <message>
      <source>Set Bo: keep them under 3 tricks.</source>
      <translation>Bo를 실패시키세요: 3트릭 미만으로 막으세요.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the Q♠.</source>
      <translation>Ada는 클럽이 없어 Q♠를 버립니다.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 10♦; Bo wins the trick.</source>
      <translation>Bo는 클럽이 없어 10♦으로 트럼프합니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo leads the Q♦.</source>
      <translation>Bo가 Q♦를 리드합니다.</translation>
    </message>
    <message>
      <source>Play the 9♦, the only card you may play.</source>
      <translation>9♦를 내세요: 낼 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
      <source>Ada leads the K♥.</source>
      <translation>Ada가 K♥를 리드합니다.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the 10♠.</source>
      <translation>Bo는 하트가 없어 10♠을 버립니다.</translation>
    </message>
    <message>
      <source>Play the A♥, the only card you may play; the trick is yours.</source>
      <translation>A♥를 내세요: 낼 수 있는 유일한 카드입니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Play the J♠, the only card you may play.</source>
      <translation>J♠를 내세요: 낼 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
      <source>Ada follows with the K♠.</source>
      <translation>Ada는 K♠로 수트를 따릅니다.</translation>
    </message>
    <message>
      <source>Bo follows with the A♠; Bo wins the trick.</source>
      <translation>Bo는 A♠로 수트를 따릅니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>The A♥ looks natural, but Bo takes that trick with the 10♦, and against best defence you take none of the last 4 tricks.</source>
      <translation>A♥가 자연스러워 보이지만 Bo가 10♦으로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 4트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the 9♦: Bo takes a later trick with the Q♦, and against best defence you take none of the last 4 tricks.</source>
      <translation>9♦는 안 됩니다: Bo가 Q♦로 나중 트릭 하나를 따고, 최선의 수비를 상대로는 마지막 4트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the J♠: Bo takes that trick with the A♠, and against best defence you take none of the last 4 tricks.</source>
      <translation>J♠는 안 됩니다: Bo가 A♠로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 4트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Take 1 of the last 4 tricks.</source>
      <translation>마지막 4트릭 중 1트릭을 따세요.</translation>
    </message>
    <message>
      <source>Lead the J♦: nobody else holds a higher trump, and leading trumps draws theirs (Ada 1 and Bo 1) before they can trump your winners.</source>
      <translation>J♦를 리드하세요: 더 높은 트럼프를 가진 사람이 없고, 트럼프를 리드하면 상대가 내 높은 카드에 트럼프하기 전에 상대의 트럼프(Ada 1장, Bo 1장)를 뽑아냅니다.</translation>
    </message>
    <message>
      <source>Ada follows with the J♥.</source>
      <translation>Ada는 J♥로 수트를 따릅니다.</translation>
    </message>
    <message>
      <source>Bo follows with the A♦; the trick is yours.</source>
      <translation>Bo는 A♦로 수트를 따릅니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the Q♦: count the trumps: 4 of the 7 have been played and you hold 2, and Ada and Bo have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation>Q♦를 리드하세요: 트럼프를 세어 보세요. 7장 중 4장이 나왔고 내가 2장을 가지고 있으며, Ada와 Bo에게는 트럼프가 남아 있지 않으니 내 트럼프가 가장 강합니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♣.</source>
      <translation>Ada는 트럼프가 없어 Q♣를 버립니다.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♣; the trick is yours.</source>
      <translation>Bo는 트럼프가 없어 J♣를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the K♦: count the trumps: 5 of the 7 have been played and you hold 1, and Ada and Bo have none left, so your trumps are the masters (from here any card keeps the goal).</source>
      <translation>K♦를 리드하세요: 트럼프를 세어 보세요. 7장 중 5장이 나왔고 내가 1장을 가지고 있으며, Ada와 Bo에게는 트럼프가 남아 있지 않으니 내 트럼프가 가장 강합니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♣.</source>
      <translation>Ada는 트럼프가 없어 K♣를 버립니다.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the A♣; the trick is yours.</source>
      <translation>Bo는 트럼프가 없어 A♣를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Play the A♥, the only card you may play.</source>
      <translation>A♥를 내세요: 낼 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♠.</source>
      <translation>Ada는 하트가 없어 Q♠를 버립니다.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the 9♠; the trick is yours.</source>
      <translation>Bo는 하트가 없어 9♠를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>The K♦ looks natural, but Ada takes that trick with the J♥, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>K♦가 자연스러워 보이지만 Ada가 J♥로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 4트릭 중 3트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the Q♦: Ada takes that trick with the J♥, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>Q♦는 안 됩니다: Ada가 J♥로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 4트릭 중 3트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the A♥: Bo takes that trick with the A♦, and against best defence you take only 2 of the last 4 tricks.</source>
      <translation>A♥는 안 됩니다: Bo가 A♦로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 4트릭 중 2트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Take all of the last 4 tricks.</source>
      <translation>마지막 4트릭을 모두 따세요.</translation>
    </message>
    <message>
      <source>Play the Q♦: you have no clubs, so trump the A♣, and Ada cannot beat it.</source>
      <translation>Q♦를 내세요: 클럽이 없으니 A♣에 트럼프하세요. Ada는 그 카드를 이길 수 없습니다.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♣; the trick is yours.</source>
      <translation>Ada는 10♣으로 수트를 따릅니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the Q♥: nobody else holds a higher heart, so Bo must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>Q♥를 리드하세요: 더 높은 하트를 가진 사람이 없으니 Bo가 이기려면 트럼프를 써야 합니다. 이렇게 트럼프를 끌어냅니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♣.</source>
      <translation>Ada는 하트가 없어 Q♣를 버립니다.</translation>
    </message>
    <message>
      <source>Bo has no hearts and trumps with the 10♦; Bo wins the trick.</source>
      <translation>Bo는 하트가 없어 10♦으로 트럼프합니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo leads the K♣.</source>
      <translation>Bo가 K♣를 리드합니다.</translation>
    </message>
    <message>
      <source>Play the K♥: you have no clubs and cannot win, so throw away a card you do not need (from here any card keeps the goal).</source>
      <translation>K♥를 내세요: 클럽이 없어 이길 수 없으니 필요 없는 카드를 버리세요(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♦; Ada wins the trick.</source>
      <translation>Ada는 클럽이 없어 9♦로 트럼프합니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Ada leads the K♦.</source>
      <translation>Ada가 K♦를 리드합니다.</translation>
    </message>
    <message>
      <source>Bo follows with the A♦.</source>
      <translation>Bo는 A♦로 수트를 따릅니다.</translation>
    </message>
    <message>
      <source>Play the A♥, the only card you may play; Bo wins the trick.</source>
      <translation>A♥를 내세요: 낼 수 있는 유일한 카드입니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>The A♥ looks natural, but Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>A♥가 자연스러워 보이지만 Bo가 A♣로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 4트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the Q♥: Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>Q♥는 안 됩니다: Bo가 A♣로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 4트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the K♥: Bo takes that trick with the A♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>K♥는 안 됩니다: Bo가 A♣로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 4트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Lead the 9♣ through Ada, the maker: she plays second, and Bo, last, can beat her card or keep his own.</source>
      <translation>메이커인 Ada를 통과해 9♣를 리드하세요: Ada가 두 번째로 내고, 마지막에 내는 Bo는 Ada의 카드를 이기거나 자기 카드를 아낄 수 있습니다.</translation>
    </message>
    <message>
      <source>Bo follows with the K♣; Ada wins the trick.</source>
      <translation>Bo는 K♣로 수트를 따릅니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Ada leads the J♦.</source>
      <translation>Ada가 J♦를 리드합니다.</translation>
    </message>
    <message>
      <source>Bo follows with the A♥.</source>
      <translation>Bo는 A♥로 수트를 따릅니다.</translation>
    </message>
    <message>
      <source>Play the 9♥: you cannot beat the J♦, so play your lowest trump (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>9♥를 내세요: J♦를 이길 수 없으니 가장 낮은 트럼프를 내세요(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다). Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Ada leads the Q♦.</source>
      <translation>Ada가 Q♦를 리드합니다.</translation>
    </message>
    <message>
      <source>Play the 9♦, the only card you may play; Bo wins the trick.</source>
      <translation>9♦를 내세요: 낼 수 있는 유일한 카드입니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo leads the 10♣.</source>
      <translation>Bo가 10♣을 리드합니다.</translation>
    </message>
    <message>
      <source>Play the J♣, the only card you may play.</source>
      <translation>J♣를 내세요: 낼 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the K♦; the trick is yours.</source>
      <translation>Ada는 클럽이 없어 K♦를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the Q♠; Ada wins the trick.</source>
      <translation>Bo는 트럼프가 없어 Q♠를 버립니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>The 9♦ looks natural, but Ada takes a later trick with the A♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>9♦가 자연스러워 보이지만 Ada가 A♣로 나중 트릭 하나를 따고, 최선의 수비를 상대로는 마지막 5트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the J♣: Ada takes that trick with the A♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>J♣는 안 됩니다: Ada가 A♣로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 5트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the 9♥: Ada takes that trick with the J♦, and against best defence you take none of the last 5 tricks.</source>
      <translation>9♥는 안 됩니다: Ada가 J♦로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 5트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the K♥: Ada takes that trick with the J♦, and against best defence you take none of the last 5 tricks.</source>
      <translation>K♥는 안 됩니다: Ada가 J♦로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 5트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Take 1 of the last 5 tricks.</source>
      <translation>마지막 5트릭 중 1트릭을 따세요.</translation>
    </message>
    <message>
      <source>Play the K♠: you have no clubs, so trump the A♣, and you play last; the trick is yours.</source>
      <translation>K♠를 내세요: 클럽이 없으니 A♣에 트럼프하세요. 마지막으로 내므로 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the 9♦: nobody else holds a higher diamond, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>9♦를 리드하세요: 더 높은 다이아몬드를 가진 사람이 없으니 Ada가 이기려면 트럼프를 써야 합니다. 이렇게 트럼프를 끌어냅니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Ada has no diamonds and throws away the 10♣.</source>
      <translation>Ada는 다이아몬드가 없어 10♣을 버립니다.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and throws away the K♥; the trick is yours.</source>
      <translation>Bo는 다이아몬드가 없어 K♥를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the K♦: nobody else holds a higher diamond, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>K♦를 리드하세요: 더 높은 다이아몬드를 가진 사람이 없으니 Ada가 이기려면 트럼프를 써야 합니다. 이렇게 트럼프를 끌어냅니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Ada has no diamonds and trumps with the J♣.</source>
      <translation>Ada는 다이아몬드가 없어 J♣로 트럼프합니다.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and trumps with the 9♠; Ada wins the trick.</source>
      <translation>Bo는 다이아몬드가 없어 9♠로 트럼프합니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Ada leads the Q♣.</source>
      <translation>Ada가 Q♣를 리드합니다.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the 10♠.</source>
      <translation>Bo는 클럽이 없어 10♠으로 트럼프합니다.</translation>
    </message>
    <message>
      <source>Play the A♦: Bo's 10♠ already wins the trick for your side, so you need not win it (from here any card keeps the goal); Bo wins the trick.</source>
      <translation>A♦를 내세요: Bo의 10♠이 이미 우리 편을 위해 트릭을 이기고 있으니 내가 이길 필요는 없습니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다). Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo leads the Q♠.</source>
      <translation>Bo가 Q♠를 리드합니다.</translation>
    </message>
    <message>
      <source>Ada follows with the A♠; Ada wins the trick.</source>
      <translation>Ada는 A♠로 수트를 따릅니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>The A♦ looks natural, but Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>A♦가 자연스러워 보이지만 Ada가 A♣로 그 트릭을 따고, 최선의 수비를 상대로는 메이커가 그래도 3트릭을 땁니다.</translation>
    </message>
    <message>
      <source>Not the 9♦: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>9♦는 안 됩니다: Ada가 A♣로 그 트릭을 따고, 최선의 수비를 상대로는 메이커가 그래도 3트릭을 땁니다.</translation>
    </message>
    <message>
      <source>Not the K♦: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>K♦는 안 됩니다: Ada가 A♣로 그 트릭을 따고, 최선의 수비를 상대로는 메이커가 그래도 3트릭을 땁니다.</translation>
    </message>
    <message>
      <source>Not the A♥: Ada takes that trick with the A♣, and against best defence the maker still takes 3 tricks.</source>
      <translation>A♥는 안 됩니다: Ada가 A♣로 그 트릭을 따고, 최선의 수비를 상대로는 메이커가 그래도 3트릭을 땁니다.</translation>
    </message>
    <message>
      <source>Set Ada: keep them under 3 tricks.</source>
      <translation>Ada를 실패시키세요: 3트릭 미만으로 막으세요.</translation>
    </message>
    <message>
      <source>Play the 10♣: you cannot beat the J♣, so play a small trump and keep your J♠ guarded: it wins a trick later.</source>
      <translation>10♣을 내세요: J♣를 이길 수 없으니 작은 트럼프를 내고 J♠를 보호하세요. 그 카드가 나중에 트릭 하나를 땁니다.</translation>
    </message>
    <message>
      <source>Ada follows with the 9♣; Bo wins the trick.</source>
      <translation>Ada는 9♣로 수트를 따릅니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo leads the Q♣.</source>
      <translation>Bo가 Q♣를 리드합니다.</translation>
    </message>
    <message>
      <source>Ada follows with the K♣; the trick is yours.</source>
      <translation>Ada는 K♣로 수트를 따릅니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the 9♠ towards Ada, who holds a higher spade (from here any card keeps the goal).</source>
      <translation>더 높은 스페이드를 가진 Ada 쪽으로 9♠를 리드하세요(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the A♦; Ada wins the trick.</source>
      <translation>Bo는 스페이드가 없어 A♦를 버립니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Ada leads the A♣.</source>
      <translation>Ada가 A♣를 리드합니다.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the K♥.</source>
      <translation>Bo는 트럼프가 없어 K♥를 버립니다.</translation>
    </message>
    <message>
      <source>Play the 10♠: Ada's A♣ already wins the trick for your side, so you need not win it (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>10♠을 내세요: Ada의 A♣가 이미 우리 편을 위해 트릭을 이기고 있으니 내가 이길 필요는 없습니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다). Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the A♥.</source>
      <translation>Bo는 스페이드가 없어 A♥를 버립니다.</translation>
    </message>
    <message>
      <source>Play the Q♠, the only card you may play; Ada wins the trick.</source>
      <translation>Q♠를 내세요: 낼 수 있는 유일한 카드입니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>The J♠ looks natural, but Bo takes that trick with the J♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>J♠가 자연스러워 보이지만 Bo가 J♣로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 5트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Play the 9♦: you cannot beat the A♦, so play your lowest trump and keep the K♦, which wins a trick later.</source>
      <translation>9♦를 내세요: A♦를 이길 수 없으니 가장 낮은 트럼프를 내고 K♦는 남기세요. 그 카드가 나중에 트릭 하나를 땁니다.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♥; Bo wins the trick.</source>
      <translation>Ada는 트럼프가 없어 Q♥를 버립니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo leads the 10♦.</source>
      <translation>Bo가 10♦을 리드합니다.</translation>
    </message>
    <message>
      <source>Play the K♦, the only card you may play.</source>
      <translation>K♦를 내세요: 낼 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
      <source>The K♦ looks natural, but Bo takes that trick with the A♦, and against best defence you take only 2 tricks in all.</source>
      <translation>K♦가 자연스러워 보이지만 Bo가 A♦로 그 트릭을 따고, 최선의 수비를 상대로는 모두 합쳐 2트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Make your bid: take at least 3 tricks in all.</source>
      <translation>입찰을 성공시키세요: 모두 합쳐 적어도 3트릭을 따세요.</translation>
    </message>
    <message>
      <source>Play the K♣: you have no diamonds, so trump the A♦, and you play last; the trick is yours.</source>
      <translation>K♣를 내세요: 다이아몬드가 없으니 A♦에 트럼프하세요. 마지막으로 내므로 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the 10♠.</source>
      <translation>Ada는 하트가 없어 10♠을 버립니다.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the Q♠; the trick is yours.</source>
      <translation>Bo는 하트가 없어 Q♠를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>The K♥ looks natural, but Ada takes that trick with the A♦, and against best defence you take only 1 of the last 2 tricks.</source>
      <translation>K♥가 자연스러워 보이지만 Ada가 A♦로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 2트릭 중 1트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Lead the K♥: nobody else holds a higher heart, and Bo cannot trump it.</source>
      <translation>K♥를 리드하세요: 더 높은 하트를 가진 사람이 없고, Bo는 트럼프할 수 없습니다.</translation>
    </message>
    <message>
      <source>Ada follows with the Q♥.</source>
      <translation>Ada는 Q♥로 수트를 따릅니다.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the J♦; the trick is yours.</source>
      <translation>Bo는 하트가 없어 J♦를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the 10♥: nobody else holds a higher heart, so Ada must spend a trump to win it: that forces out a trump (from here any card keeps the goal).</source>
      <translation>10♥을 리드하세요: 더 높은 하트를 가진 사람이 없으니 Ada가 이기려면 트럼프를 써야 합니다. 이렇게 트럼프를 끌어냅니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Ada has no hearts and trumps with the 9♣.</source>
      <translation>Ada는 하트가 없어 9♣로 트럼프합니다.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the K♦; Ada wins the trick.</source>
      <translation>Bo는 하트가 없어 K♦를 버립니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Ada leads the K♣.</source>
      <translation>Ada가 K♣를 리드합니다.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the A♠.</source>
      <translation>Bo는 트럼프가 없어 A♠를 버립니다.</translation>
    </message>
    <message>
      <source>Play the K♠, the only card you may play; Ada wins the trick.</source>
      <translation>K♠를 내세요: 낼 수 있는 유일한 카드입니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>The K♠ looks natural, but Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>K♠가 자연스러워 보이지만 Bo가 A♠로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 3트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the 10♥: Ada takes that trick with the Q♥, and against best defence you take none of the last 3 tricks.</source>
      <translation>10♥은 안 됩니다: Ada가 Q♥로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 3트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Lead the A♥: nobody else holds a higher heart, and the others must follow suit.</source>
      <translation>A♥를 리드하세요: 더 높은 하트를 가진 사람이 없고, 다른 사람들은 수트를 따라야 합니다.</translation>
    </message>
    <message>
      <source>Ada follows with the K♥.</source>
      <translation>Ada는 K♥로 수트를 따릅니다.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♥; the trick is yours.</source>
      <translation>Bo는 Q♥로 수트를 따릅니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the 9♠: from here every card you may play keeps the goal in reach.</source>
      <translation>9♠를 리드하세요: 여기서부터는 낼 수 있는 어떤 카드도 목표에 도달할 수 있습니다.</translation>
    </message>
    <message>
      <source>Bo follows with the J♠; Ada wins the trick.</source>
      <translation>Bo는 J♠로 수트를 따릅니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Play the 10♠, the only card you may play; Ada wins the trick.</source>
      <translation>10♠을 내세요: 낼 수 있는 유일한 카드입니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>The 10♠ looks natural, but Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>10♠이 자연스러워 보이지만 Bo가 A♠로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 3트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the 9♠: Bo takes that trick with the A♠, and against best defence you take none of the last 3 tricks.</source>
      <translation>9♠는 안 됩니다: Bo가 A♠로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 3트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Lead the A♦: nobody else holds a higher diamond, and Ada cannot trump it.</source>
      <translation>A♦를 리드하세요: 더 높은 다이아몬드를 가진 사람이 없고, Ada는 트럼프할 수 없습니다.</translation>
    </message>
    <message>
      <source>Bo follows with the K♦; the trick is yours.</source>
      <translation>Bo는 K♦로 수트를 따릅니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the 10♦: nobody else holds a higher diamond, and Ada and Bo cannot trump it.</source>
      <translation>10♦을 리드하세요: 더 높은 다이아몬드를 가진 사람이 없고, Ada와 Bo는 트럼프할 수 없습니다.</translation>
    </message>
    <message>
      <source>Ada has no diamonds and throws away the J♠.</source>
      <translation>Ada는 다이아몬드가 없어 J♠를 버립니다.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and throws away the Q♣; the trick is yours.</source>
      <translation>Bo는 다이아몬드가 없어 Q♣를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the K♠.</source>
      <translation>Ada는 클럽이 없어 K♠를 버립니다.</translation>
    </message>
    <message>
      <source>Bo follows with the A♣; Bo wins the trick.</source>
      <translation>Bo는 A♣로 수트를 따릅니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>The K♣ looks natural, but Bo takes that trick with the A♣, and against best defence you take only 1 of the last 3 tricks.</source>
      <translation>K♣가 자연스러워 보이지만 Bo가 A♣로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 3트릭 중 1트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the 10♦: Bo takes that trick with the K♦, and against best defence you take none of the last 3 tricks.</source>
      <translation>10♦은 안 됩니다: Bo가 K♦로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 3트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Take 2 of the last 3 tricks.</source>
      <translation>마지막 3트릭 중 2트릭을 따세요.</translation>
    </message>
    <message>
      <source>Lead the A♠: nobody else holds a higher spade, and the others must follow suit.</source>
      <translation>A♠를 리드하세요: 더 높은 스페이드를 가진 사람이 없고, 다른 사람들은 수트를 따라야 합니다.</translation>
    </message>
    <message>
      <source>Bo follows with the 10♠; the trick is yours.</source>
      <translation>Bo는 10♠으로 수트를 따릅니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the 9♠: nobody else holds a higher spade, and Bo and Ada cannot trump it (from here any card keeps the goal).</source>
      <translation>9♠를 리드하세요: 더 높은 스페이드를 가진 사람이 없고, Bo와 Ada는 트럼프할 수 없습니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the J♣.</source>
      <translation>Ada는 스페이드가 없어 J♣를 버립니다.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the 9♥; the trick is yours.</source>
      <translation>Bo는 스페이드가 없어 9♥를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the J♠: nobody else holds a higher spade, and Bo and Ada cannot trump it (from here any card keeps the goal).</source>
      <translation>J♠를 리드하세요: 더 높은 스페이드를 가진 사람이 없고, Bo와 Ada는 트럼프할 수 없습니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the 10♥; the trick is yours.</source>
      <translation>Bo는 스페이드가 없어 10♥을 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Play the Q♠, the only card you may play.</source>
      <translation>Q♠를 내세요: 낼 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the A♥.</source>
      <translation>Ada는 스페이드가 없어 A♥를 버립니다.</translation>
    </message>
    <message>
      <source>The Q♠ looks natural, but Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation>Q♠가 자연스러워 보이지만 Ada가 K♠로 그 트릭을 따고, 최선의 수비를 상대로는 선언자가 그래도 5트릭을 땁니다.</translation>
    </message>
    <message>
      <source>Not the 9♠: Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation>9♠는 안 됩니다: Ada가 K♠로 그 트릭을 따고, 최선의 수비를 상대로는 선언자가 그래도 5트릭을 땁니다.</translation>
    </message>
    <message>
      <source>Not the J♠: Ada takes that trick with the K♠, and against best defence the declarer still takes 5 tricks.</source>
      <translation>J♠는 안 됩니다: Ada가 K♠로 그 트릭을 따고, 최선의 수비를 상대로는 선언자가 그래도 5트릭을 땁니다.</translation>
    </message>
    <message>
      <source>Set Ada: keep them under 4 tricks.</source>
      <translation>Ada를 실패시키세요: 4트릭 미만으로 막으세요.</translation>
    </message>
    <message>
      <source>Play the A♣: it beats the K♣, and you play last; the trick is yours.</source>
      <translation>A♣를 내세요: K♣를 이기고, 마지막으로 내므로 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the 9♣: from here every card you may play keeps the goal in reach.</source>
      <translation>9♣를 리드하세요: 여기서부터는 낼 수 있는 어떤 카드도 목표에 도달할 수 있습니다.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the 9♦; Ada wins the trick.</source>
      <translation>Bo는 클럽이 없어 9♦를 버립니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Ada leads the J♠.</source>
      <translation>Ada가 J♠를 리드합니다.</translation>
    </message>
    <message>
      <source>Bo has no spades and trumps with the 9♥.</source>
      <translation>Bo는 스페이드가 없어 9♥로 트럼프합니다.</translation>
    </message>
    <message>
      <source>Play the K♠: you cannot beat the 9♥, so play your lowest spade (from here any card keeps the goal); Bo wins the trick.</source>
      <translation>K♠를 내세요: 9♥를 이길 수 없으니 가장 낮은 스페이드를 내세요(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다). Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo leads the K♥.</source>
      <translation>Bo가 K♥를 리드합니다.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the Q♠; Bo wins the trick.</source>
      <translation>Ada는 트럼프가 없어 Q♠를 버립니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>The 9♣ looks natural, but Bo takes that trick with the K♣, and against best defence you take none of the last 4 tricks.</source>
      <translation>9♣가 자연스러워 보이지만 Bo가 K♣로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 4트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Play the 9♠: you have no diamonds, so trump the A♦, and you play last; the trick is yours.</source>
      <translation>9♠를 내세요: 다이아몬드가 없으니 A♦에 트럼프하세요. 마지막으로 내므로 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the K♥: nobody else holds a higher heart, and the others must follow suit.</source>
      <translation>K♥를 리드하세요: 더 높은 하트를 가진 사람이 없고, 다른 사람들은 수트를 따라야 합니다.</translation>
    </message>
    <message>
      <source>Bo follows with the J♥; the trick is yours.</source>
      <translation>Bo는 J♥로 수트를 따릅니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the 9♥: nobody else holds a higher heart, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>9♥를 리드하세요: 더 높은 하트를 가진 사람이 없고, Ada와 Bo는 트럼프할 수 없습니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the Q♦.</source>
      <translation>Ada는 하트가 없어 Q♦를 버립니다.</translation>
    </message>
    <message>
      <source>Bo has no hearts and throws away the 10♣; the trick is yours.</source>
      <translation>Bo는 하트가 없어 10♣을 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Ada has no hearts and throws away the K♦.</source>
      <translation>Ada는 하트가 없어 K♦를 버립니다.</translation>
    </message>
    <message>
      <source>The A♥ looks natural, but Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>A♥가 자연스러워 보이지만 Ada가 A♦로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 4트릭 중 3트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the 9♥: Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>9♥는 안 됩니다: Ada가 A♦로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 4트릭 중 3트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the K♥: Ada takes that trick with the A♦, and against best defence you take only 3 of the last 4 tricks.</source>
      <translation>K♥는 안 됩니다: Ada가 A♦로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 4트릭 중 3트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Lead the A♦: nobody else holds a higher diamond, and the others must follow suit.</source>
      <translation>A♦를 리드하세요: 더 높은 다이아몬드를 가진 사람이 없고, 다른 사람들은 수트를 따라야 합니다.</translation>
    </message>
    <message>
      <source>Ada follows with the K♦.</source>
      <translation>Ada는 K♦로 수트를 따릅니다.</translation>
    </message>
    <message>
      <source>Bo follows with the 10♦; the trick is yours.</source>
      <translation>Bo는 10♦으로 수트를 따릅니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the 10♣: from here every card you may play keeps the goal in reach.</source>
      <translation>10♣을 리드하세요: 여기서부터는 낼 수 있는 어떤 카드도 목표에 도달할 수 있습니다.</translation>
    </message>
    <message>
      <source>Ada has no clubs and trumps with the 9♥.</source>
      <translation>Ada는 클럽이 없어 9♥로 트럼프합니다.</translation>
    </message>
    <message>
      <source>Bo follows with the 9♣; Ada wins the trick.</source>
      <translation>Bo는 9♣로 수트를 따릅니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Ada leads the 10♥.</source>
      <translation>Ada가 10♥을 리드합니다.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♣.</source>
      <translation>Bo는 트럼프가 없어 J♣를 버립니다.</translation>
    </message>
    <message>
      <source>Play the A♣: you have no trumps and cannot win, so throw away a card you do not need (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>A♣를 내세요: 트럼프가 없어 이길 수 없으니 필요 없는 카드를 버리세요(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다). Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the J♠.</source>
      <translation>Bo는 트럼프가 없어 J♠를 버립니다.</translation>
    </message>
    <message>
      <source>Play the 9♦: you have no trumps and cannot win, so throw away a card you do not need (from here any card keeps the goal); Ada wins the trick.</source>
      <translation>9♦를 내세요: 트럼프가 없어 이길 수 없으니 필요 없는 카드를 버리세요(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다). Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Ada leads the 10♠.</source>
      <translation>Ada가 10♠을 리드합니다.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♠.</source>
      <translation>Bo는 Q♠로 수트를 따릅니다.</translation>
    </message>
    <message>
      <source>Play the 9♠, the only card you may play; Bo wins the trick.</source>
      <translation>9♠를 내세요: 낼 수 있는 유일한 카드입니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>The A♣ looks natural, but Ada takes that trick with the 9♥, and against best defence you take none of the last 5 tricks.</source>
      <translation>A♣가 자연스러워 보이지만 Ada가 9♥로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 5트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the 10♣: Bo takes that trick with the J♣, and against best defence you take none of the last 5 tricks.</source>
      <translation>10♣은 안 됩니다: Bo가 J♣로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 5트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the 9♦: Ada takes that trick with the K♦, and against best defence you take none of the last 5 tricks.</source>
      <translation>9♦는 안 됩니다: Ada가 K♦로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 5트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the 9♠: Bo takes that trick with the J♠, and against best defence you take none of the last 5 tricks.</source>
      <translation>9♠는 안 됩니다: Bo가 J♠로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 5트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Play the 9♠: you cannot beat the A♠, so play your lowest spade; Ada wins the trick.</source>
      <translation>9♠를 내세요: A♠를 이길 수 없으니 가장 낮은 스페이드를 내세요. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Ada leads the 9♦.</source>
      <translation>Ada가 9♦를 리드합니다.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the 9♣.</source>
      <translation>Bo는 트럼프가 없어 9♣를 버립니다.</translation>
    </message>
    <message>
      <source>Play the Q♣: you have no trumps and cannot win, so throw away a card you do not need and keep the K♥ and J♠; Ada wins the trick.</source>
      <translation>Q♣를 내세요: 트럼프가 없어 이길 수 없으니 필요 없는 카드를 버리고 K♥와 J♠는 남기세요. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo has no trumps and throws away the 10♣.</source>
      <translation>Bo는 트럼프가 없어 10♣을 버립니다.</translation>
    </message>
    <message>
      <source>Play the 10♥: you have no trumps and cannot win, so throw away a card you do not need and keep the K♥ and J♠; Ada wins the trick.</source>
      <translation>10♥을 내세요: 트럼프가 없어 이길 수 없으니 필요 없는 카드를 버리고 K♥와 J♠는 남기세요. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Ada leads the 9♥.</source>
      <translation>Ada가 9♥를 리드합니다.</translation>
    </message>
    <message>
      <source>Bo follows with the Q♥.</source>
      <translation>Bo는 Q♥로 수트를 따릅니다.</translation>
    </message>
    <message>
      <source>Play the K♥, the only card you may play; the trick is yours.</source>
      <translation>K♥를 내세요: 낼 수 있는 유일한 카드입니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♠.</source>
      <translation>Ada는 10♠으로 수트를 따릅니다.</translation>
    </message>
    <message>
      <source>Bo has no spades and throws away the J♣; the trick is yours.</source>
      <translation>Bo는 스페이드가 없어 J♣를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>The J♠ looks natural, but Ada takes that trick with the A♠, and against best defence you take only 1 of the last 5 tricks.</source>
      <translation>J♠가 자연스러워 보이지만 Ada가 A♠로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 5트릭 중 1트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Take 2 of the last 5 tricks.</source>
      <translation>마지막 5트릭 중 2트릭을 따세요.</translation>
    </message>
    <message>
      <source>Lead the J♥: nobody else holds a higher trump, and leading trumps draws theirs (Bo 1) before they can trump your winners.</source>
      <translation>J♥를 리드하세요: 더 높은 트럼프를 가진 사람이 없고, 트럼프를 리드하면 상대가 내 높은 카드에 트럼프하기 전에 상대의 트럼프(Bo 1장)를 뽑아냅니다.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the 10♣.</source>
      <translation>Ada는 트럼프가 없어 10♣을 버립니다.</translation>
    </message>
    <message>
      <source>Lead the 9♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>9♣를 리드하세요: 더 높은 클럽을 가진 사람이 없고, Ada와 Bo는 트럼프할 수 없습니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the 10♥.</source>
      <translation>Ada는 클럽이 없어 10♥을 버립니다.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the Q♥; the trick is yours.</source>
      <translation>Bo는 클럽이 없어 Q♥를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the Q♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>Q♣를 리드하세요: 더 높은 클럽을 가진 사람이 없고, Ada와 Bo는 트럼프할 수 없습니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the A♥.</source>
      <translation>Ada는 클럽이 없어 A♥를 버립니다.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the K♥; the trick is yours.</source>
      <translation>Bo는 클럽이 없어 K♥를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Lead the K♣: nobody else holds a higher club, and Ada and Bo cannot trump it (from here any card keeps the goal).</source>
      <translation>K♣를 리드하세요: 더 높은 클럽을 가진 사람이 없고, Ada와 Bo는 트럼프할 수 없습니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the 10♠; the trick is yours.</source>
      <translation>Bo는 클럽이 없어 10♠을 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the A♠.</source>
      <translation>Ada는 클럽이 없어 A♠를 버립니다.</translation>
    </message>
    <message>
      <source>Bo has no clubs and throws away the J♠; the trick is yours.</source>
      <translation>Bo는 클럽이 없어 J♠를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>The A♣ looks natural, but Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation>A♣가 자연스러워 보이지만 Bo가 K♦로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 5트릭 중 4트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the 9♣: Ada takes that trick with the 10♣, and against best defence you take only 1 of the last 5 tricks.</source>
      <translation>9♣는 안 됩니다: Ada가 10♣으로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 5트릭 중 1트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the Q♣: Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation>Q♣는 안 됩니다: Bo가 K♦로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 5트릭 중 4트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Not the K♣: Bo takes that trick with the K♦, and against best defence you take only 4 of the last 5 tricks.</source>
      <translation>K♣는 안 됩니다: Bo가 K♦로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 5트릭 중 4트릭밖에 따지 못합니다.</translation>
    </message>
    <message>
      <source>Take all of the last 5 tricks.</source>
      <translation>마지막 5트릭을 모두 따세요.</translation>
    </message>
    <message>
      <source>Play the K♥: you cannot beat the J♥, so play a lower trump and keep your J♦ guarded: it wins a trick later.</source>
      <translation>K♥를 내세요: J♥를 이길 수 없으니 더 낮은 트럼프를 내고 J♦를 보호하세요. 그 카드가 나중에 트릭 하나를 땁니다.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♣; Bo wins the trick.</source>
      <translation>Ada는 트럼프가 없어 K♣를 버립니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo leads the A♣.</source>
      <translation>Bo가 A♣를 리드합니다.</translation>
    </message>
    <message>
      <source>Ada has no clubs and throws away the 9♦; Bo wins the trick.</source>
      <translation>Ada는 클럽이 없어 9♦를 버립니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo leads the A♦.</source>
      <translation>Bo가 A♦를 리드합니다.</translation>
    </message>
    <message>
      <source>Play the Q♦, the only card you may play.</source>
      <translation>Q♦를 내세요: 낼 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♦; Bo wins the trick.</source>
      <translation>Ada는 10♦으로 수트를 따릅니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Play the J♦, the only card you may play.</source>
      <translation>J♦를 내세요: 낼 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
      <source>Ada has no trumps and throws away the K♦; the trick is yours.</source>
      <translation>Ada는 트럼프가 없어 K♦를 버립니다. 트릭은 내 것입니다.</translation>
    </message>
    <message>
      <source>Ada follows with the J♠.</source>
      <translation>Ada는 J♠로 수트를 따릅니다.</translation>
    </message>
    <message>
      <source>Bo has no spades and trumps with the Q♥; Bo wins the trick.</source>
      <translation>Bo는 스페이드가 없어 Q♥로 트럼프합니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo leads the A♥.</source>
      <translation>Bo가 A♥를 리드합니다.</translation>
    </message>
    <message>
      <source>The J♦ looks natural, but Bo takes that trick with the J♥, and against best defence the declarer still takes 6 tricks.</source>
      <translation>J♦가 자연스러워 보이지만 Bo가 J♥로 그 트릭을 따고, 최선의 수비를 상대로는 선언자가 그래도 6트릭을 땁니다.</translation>
    </message>
    <message>
      <source>Stop Bo's moon: win a trick.</source>
      <translation>Bo의 달 쏘기를 막으세요: 트릭 하나를 따세요.</translation>
    </message>
    <message>
      <source>Ada follows with the 10♥; Bo wins the trick.</source>
      <translation>Ada는 10♥으로 수트를 따릅니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo leads the 9♣.</source>
      <translation>Bo가 9♣를 리드합니다.</translation>
    </message>
    <message>
      <source>Play the Q♣, the only card you may play.</source>
      <translation>Q♣를 내세요: 낼 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
      <source>Ada follows with the K♣; Ada wins the trick.</source>
      <translation>Ada는 K♣로 수트를 따릅니다. Ada가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Ada leads the 10♣.</source>
      <translation>Ada가 10♣을 리드합니다.</translation>
    </message>
    <message>
      <source>Bo has no clubs and trumps with the Q♥.</source>
      <translation>Bo는 클럽이 없어 Q♥로 트럼프합니다.</translation>
    </message>
    <message>
      <source>Play the J♦: you have no clubs, so trump the Q♥, and you play last (from here any card keeps the goal); the trick is yours.</source>
      <translation>J♦를 내세요: 클럽이 없으니 Q♥에 트럼프하세요. 마지막으로 내므로 트릭은 내 것입니다(여기서부터는 어떤 카드를 내도 목표를 지킬 수 있습니다).</translation>
    </message>
    <message>
      <source>Lead the Q♦: from here every card you may play keeps the goal in reach.</source>
      <translation>Q♦를 리드하세요: 여기서부터는 낼 수 있는 어떤 카드도 목표에 도달할 수 있습니다.</translation>
    </message>
    <message>
      <source>Bo has no diamonds and trumps with the A♥; Bo wins the trick.</source>
      <translation>Bo는 다이아몬드가 없어 A♥로 트럼프합니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Play the 9♠, the only card you may play.</source>
      <translation>9♠를 내세요: 낼 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
      <source>Ada follows with the J♠; Bo wins the trick.</source>
      <translation>Ada는 J♠로 수트를 따릅니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>Bo leads the A♠.</source>
      <translation>Bo가 A♠를 리드합니다.</translation>
    </message>
    <message>
      <source>Play the A♦, the only card you may play.</source>
      <translation>A♦를 내세요: 낼 수 있는 유일한 카드입니다.</translation>
    </message>
    <message>
      <source>Ada has no spades and throws away the J♣; Bo wins the trick.</source>
      <translation>Ada는 스페이드가 없어 J♣를 버립니다. Bo가 트릭을 이깁니다.</translation>
    </message>
    <message>
      <source>The J♦ looks natural, but Bo takes that trick with the J♥, and against best defence you take none of the last 6 tricks.</source>
      <translation>J♦가 자연스러워 보이지만 Bo가 J♥로 그 트릭을 따고, 최선의 수비를 상대로는 마지막 6트릭 중 하나도 따지 못합니다.</translation>
    </message>
    <message>
      <source>Take 1 of the last 6 tricks.</source>
      <translation>마지막 6트릭 중 1트릭을 따세요.</translation>
    </message>
  </context>
</TS>
