//! Characters frequent in Chinese, Japanese and Korean text and in Go records.
//!
//! Guessing a charset decodes the bytes every plausible way and asks which
//! result reads like real text. Random double-byte pairs decode to rare
//! characters; real text is dominated by a few hundred frequent ones. These
//! lists are that evidence; they need not be complete, only typical.

use std::sync::OnceLock;

/// Frequent simplified and traditional Chinese characters, Japanese kanji, and Go terms.
const HAN: &str = concat!(
    "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多",
    "天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但",
    "身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四",
    "第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通",
    "目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物",
    "台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远",
    "资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江",
    "语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据",
    "导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坐集编宝谈府拉黑且随格尽讲布杀微怕母调局根曾准团",
    "段终乐切级克精哪官示冷棋围胜负贴盘赛杯届冠亚劫让胜败输赢优势损厚薄眼活死打吃提断连挡扳长立飞跳尖虎靠压退冲",
    "這來國個們為時會著過學對裡後麼沒於還發當無開見經頭從動兩長樣現將實點種聲話兒問機給幾業間東氣關內軍產總場師書",
    "員報馬張難數車應路親界務邊風戰許覺統請愛讓認論義術結連遠資隊帶條變聯權該領傳紅決達辦運強轉眾輕語滿寫識極黃錢",
    "黨設雙歷視濟離雖編寶談隨盡講殺調準團終樂級圍勝負貼盤賽屆亞劫輸贏優勢損斷擋長跳靠壓衝",
    "黒碁囲段名人本因坊聖王座天元十番勝負半目中押持碁賞戦局譜対図解説黒番白番先番置石",
);

/// Frequent Hangul syllables in Korean text and Go records.
const HANGUL: &str = concat!(
    "이다는의에가을하고지기서로한사대자리어국도일인수나있시과으를정게보전부적상아주경해라요습니것장위들은성생만여소",
    "까된동선제마비유문신우연세그면오내방원했중실스화물미간학개무회바러구조데진안공없되말때모거결명저백흑승패단급",
    "바둑집반덤기전호선수순대국결승준우승박김최정강조윤장임한오서신권황안송류홍전고문양손배백허유남심노하곽성차주",
    "우구민나진지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예경봉사부가복태",
    "세돌영재환호철수민준혁훈희",
);

fn sorted(chars: &str) -> Vec<char> {
    let mut v: Vec<char> = chars.chars().collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// Whether `c` is one of the frequent Han characters.
pub(crate) fn is_common_han(c: char) -> bool {
    static SET: OnceLock<Vec<char>> = OnceLock::new();
    SET.get_or_init(|| sorted(HAN)).binary_search(&c).is_ok()
}

/// Whether `c` is one of the frequent Hangul syllables.
pub(crate) fn is_common_hangul(c: char) -> bool {
    static SET: OnceLock<Vec<char>> = OnceLock::new();
    SET.get_or_init(|| sorted(HANGUL)).binary_search(&c).is_ok()
}
