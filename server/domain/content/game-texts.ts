import type { Language } from '../../../models/language';

/**
 * The game texts the server writes in each language (lottery names, game types, plays, rule items,
 * play remarks, pc28 rooms): a copy of the client's locales/<language>/games.json entries
 * `lottery`, `type.*.name`, `rule`, `item` and `rooms.level1–3`, and of play.json's `remarkOf` (the
 * betting page's own texts) — server/ may not import locales/. tests/server/content/game-texts.test.ts
 * fails when they drift apart; copy them again then.
 */

export interface GameTexts {
  lottery: Record<string, string>;
  type: Record<string, string>;
  rule: Record<string, Record<string, string>>;
  item: Record<string, Record<string, string>>;
  remarkOf: Record<string, Record<string, string>>;
  rooms: Record<string, string>;
}

export const GAME_TEXTS: Readonly<Record<Language, GameTexts>> = {
  "zh-CN": {
    "lottery": {
      "jsk3": "极速快3",
      "cqk3": "重庆快3",
      "jzk3": "加州快3",
      "dbk3": "迪拜快3",
      "pk10": "北京赛车",
      "cqssc": "重庆时时彩",
      "bjkl8": "北京快乐8",
      "canada28": "加拿大28",
      "bj28": "北京28",
      "xjp28": "新加坡28"
    },
    "type": {
      "k3": "快三",
      "pk10": "PK10 赛车",
      "ssc": "时时彩",
      "hp8": "快乐 8",
      "pc28": "幸运 28"
    },
    "rule": {
      "k3": {
        "hz": "和值",
        "dxds": "大小单双",
        "fh": "复合",
        "dm": "独胆",
        "ethfx": "二同号复选",
        "ethdx": "二同号单选",
        "ebth": "二不同号",
        "sthtx": "三同号通选",
        "slhtx": "三连号通选",
        "sthdx": "三同号单选",
        "sbth": "三不同号"
      },
      "pk10": {
        "q1": "冠军",
        "q2": "前二",
        "q3": "前三",
        "dwdq5": "定位胆（前五）",
        "dwdh5": "定位胆（后五）"
      },
      "ssc": {
        "wxzx": "五星直选复式",
        "sxzx": "后三直选复式",
        "zu3": "后三组三",
        "zu6": "后三组六",
        "exzu": "后二组选",
        "dwd": "定位胆",
        "dxds": "总和大小单双",
        "lhh": "龙虎和"
      },
      "hp8": {
        "rx1": "任选一",
        "rx2": "任选二",
        "rx3": "任选三",
        "rx4": "任选四",
        "rx5": "任选五",
        "rx6": "任选六",
        "rx7": "任选七",
        "qw": "趣味"
      },
      "pc28": {
        "tm": "特码",
        "dxds": "大小单双",
        "zh": "组合",
        "jz": "极值",
        "bs": "波色",
        "bz": "豹子"
      }
    },
    "item": {
      "k3": {
        "dxds_big": "大",
        "dxds_small": "小",
        "dxds_odd": "单",
        "dxds_even": "双",
        "fh_bigOdd": "大单",
        "fh_bigEven": "大双",
        "fh_smallOdd": "小单",
        "fh_smallEven": "小双",
        "dm_n": "号码",
        "ethfx_pair": "对子",
        "ethdx_pair": "同号",
        "ethdx_single": "不同号",
        "ebth_n": "号码",
        "sthtx_any": "三同号通选",
        "slhtx_any": "三连号通选",
        "sthdx_triple": "豹子",
        "sbth_n": "号码"
      },
      "pk10": {
        "q1_1": "冠军",
        "q2_1": "冠军",
        "q2_2": "亚军",
        "q3_1": "冠军",
        "q3_2": "亚军",
        "q3_3": "第三名",
        "dwdq5_1": "冠军",
        "dwdq5_2": "亚军",
        "dwdq5_3": "第三名",
        "dwdq5_4": "第四名",
        "dwdq5_5": "第五名",
        "dwdh5_6": "第六名",
        "dwdh5_7": "第七名",
        "dwdh5_8": "第八名",
        "dwdh5_9": "第九名",
        "dwdh5_10": "第十名"
      },
      "ssc": {
        "wxzx_1": "万位",
        "wxzx_2": "千位",
        "wxzx_3": "百位",
        "wxzx_4": "十位",
        "wxzx_5": "个位",
        "sxzx_3": "百位",
        "sxzx_4": "十位",
        "sxzx_5": "个位",
        "zu3_n": "号码",
        "zu6_n": "号码",
        "exzu_n": "号码",
        "dwd_1": "万位",
        "dwd_2": "千位",
        "dwd_3": "百位",
        "dwd_4": "十位",
        "dwd_5": "个位",
        "dxds_big": "大",
        "dxds_small": "小",
        "dxds_odd": "单",
        "dxds_even": "双",
        "lhh_dragon": "龙",
        "lhh_tiger": "虎",
        "lhh_tie": "和"
      },
      "hp8": {
        "rx1_n": "号码",
        "rx2_n": "号码",
        "rx3_n": "号码",
        "rx4_n": "号码",
        "rx5_n": "号码",
        "rx6_n": "号码",
        "rx7_n": "号码",
        "qw_upper": "上盘",
        "qw_middle": "中盘",
        "qw_lower": "下盘",
        "qw_oddMore": "奇盘",
        "qw_oddEvenTie": "和盘",
        "qw_evenMore": "偶盘",
        "qw_big": "总和大",
        "qw_small": "总和小",
        "qw_sum810": "总和810",
        "qw_odd": "总和单",
        "qw_even": "总和双"
      },
      "pc28": {
        "dxds_big": "大",
        "dxds_small": "小",
        "dxds_odd": "单",
        "dxds_even": "双",
        "zh_bigOdd": "大单",
        "zh_bigEven": "大双",
        "zh_smallOdd": "小单",
        "zh_smallEven": "小双",
        "jz_extremeBig": "极大",
        "jz_extremeSmall": "极小",
        "bs_red": "红波",
        "bs_green": "绿波",
        "bs_blue": "蓝波",
        "bz_triple": "豹子"
      }
    },
    "remarkOf": {
      "k3": {
        "hz": "猜三个骰子点数之和（3–18），开奖和值与所选相同即中奖，各和值赔率不同。",
        "dxds": "猜和值：11–18 为大，3–10 为小，单双看和值；开出豹子时全部不中。",
        "fh": "猜和值的大小与单双组合（大单、大双、小单、小双）；开出豹子时不中。",
        "dm": "选 1 个号码，开奖三个骰子中出现该号码即中奖，出现多次也只赔一次。",
        "ethfx": "选对子（如 11*），开奖中至少两个骰子为该号码即中奖。",
        "ethdx": "选对子号与一个不同号（如 11 与 2），开奖为该组合（顺序不限）即中奖；注数为对子数 × 不同号数。",
        "ebth": "至少选 2 个号码，开奖中同时出现其中两个不同号码即中奖，每两个号码为一注。",
        "sthtx": "开奖为任意豹子（111、222…666）即中奖。",
        "slhtx": "开奖为任意三连号（123、234、345、456，顺序不限）即中奖。",
        "sthdx": "选豹子号码，开奖为该豹子即中奖。",
        "sbth": "至少选 3 个号码，开奖为其中三个不同号码（顺序不限）即中奖，每三个号码为一注。"
      },
      "pk10": {
        "q1": "猜第一名（冠军）的车号，所选号码与冠军相同即中奖。",
        "q2": "分别选冠军、亚军的车号，顺序一致即中奖；两位不能是同一号码。",
        "q3": "分别选冠军、亚军、第三名的车号，顺序一致即中奖；三位不能有相同号码。",
        "dwdq5": "在第一至第五名任意位置选车号，该名次开出所选号码即中奖，每个号码为一注。",
        "dwdh5": "在第六至第十名任意位置选车号，该名次开出所选号码即中奖，每个号码为一注。"
      },
      "ssc": {
        "wxzx": "每位至少选一个号码，五位号码与开奖号码按位全部相同即中奖；注数为各位所选个数之积。",
        "sxzx": "百位、十位、个位各至少选一个号码，与开奖后三位按位相同即中奖；注数为各位所选个数之积。",
        "zu3": "至少选 2 个号码，开奖后三位为其中两个号码组成的对子形态（如 112，顺序不限）即中奖；注数为 2 × C(n,2)。",
        "zu6": "至少选 3 个号码，开奖后三位为其中三个不同号码（顺序不限）即中奖；注数为 C(n,3)。",
        "exzu": "至少选 2 个号码，开奖十位、个位为其中两个不同号码（顺序不限）即中奖；对子不中。注数为 C(n,2)。",
        "dwd": "在任意位置选号码，该位开出所选号码即中奖，每个号码为一注。",
        "dxds": "猜五个号码之和：23–45 为大，0–22 为小，单双看总和。",
        "lhh": "比较万位与个位：万位大为龙，个位大为虎，相同为和；开和时龙、虎不中。"
      },
      "hp8": {
        "rx1": "从 01–80 中选 1–8 个号码，每 1 个号码为一注，按该注号码在 20 个开奖号码中的个数计奖。",
        "rx2": "从 01–80 中选 2–8 个号码，每 2 个号码为一注，按该注号码在 20 个开奖号码中的个数计奖。",
        "rx3": "从 01–80 中选 3–8 个号码，每 3 个号码为一注，按该注号码在 20 个开奖号码中的个数计奖。",
        "rx4": "从 01–80 中选 4–8 个号码，每 4 个号码为一注，按该注号码在 20 个开奖号码中的个数计奖。",
        "rx5": "从 01–80 中选 5–8 个号码，每 5 个号码为一注，按该注号码在 20 个开奖号码中的个数计奖。",
        "rx6": "从 01–80 中选 6–8 个号码，每 6 个号码为一注，按该注号码在 20 个开奖号码中的个数计奖。",
        "rx7": "从 01–80 中选 7–8 个号码，每 7 个号码为一注，按该注号码在 20 个开奖号码中的个数计奖。",
        "qw": "上中下盘看 01–40 与 41–80 的个数，奇和偶盘看单双号码的个数（10:10 为中盘、和盘）；总和以 810 为界，开 810 时大小不中。"
      },
      "pc28": {
        "tm": "猜三个号码之和（0–27），与开奖总和相同即中奖。",
        "dxds": "14–27 为大，0–13 为小，单双看总和。开 13、14 时按房间规则退款或降赔。",
        "zh": "大单、大双、小单、小双。开 13、14 时按房间规则退款或降赔。",
        "jz": "极大：总和 22–27；极小：总和 0–5。",
        "bs": "红波 3、6、9、12、15、18、21、24；绿波 1、4、7、10、16、19、22、25；蓝波 2、5、8、11、17、20、23、26；0、13、14、27 不属任何波色。",
        "bz": "三个号码相同即中奖。"
      }
    },
    "rooms": {
      "level1": "初级房",
      "level2": "中级房",
      "level3": "高级房"
    }
  },
  "en-US": {
    "lottery": {
      "jsk3": "Speed K3",
      "cqk3": "Chongqing K3",
      "jzk3": "California K3",
      "dbk3": "Dubai K3",
      "pk10": "Beijing PK10",
      "cqssc": "Chongqing SSC",
      "bjkl8": "Beijing Keno 8",
      "canada28": "Canada 28",
      "bj28": "Beijing 28",
      "xjp28": "Singapore 28"
    },
    "type": {
      "k3": "K3 dice",
      "pk10": "PK10 racing",
      "ssc": "SSC",
      "hp8": "Keno 8",
      "pc28": "Lucky 28"
    },
    "rule": {
      "k3": {
        "hz": "Sum",
        "dxds": "Big/Small/Odd/Even",
        "fh": "Combination",
        "dm": "Single number",
        "ethfx": "Any pair",
        "ethdx": "Pair + single",
        "ebth": "Two different",
        "sthtx": "Any triple",
        "slhtx": "Any straight",
        "sthdx": "Specific triple",
        "sbth": "Three different"
      },
      "pk10": {
        "q1": "Champion",
        "q2": "Top two",
        "q3": "Top three",
        "dwdq5": "Position (1st–5th)",
        "dwdh5": "Position (6th–10th)"
      },
      "ssc": {
        "wxzx": "Five-star straight",
        "sxzx": "Last three straight",
        "zu3": "Last three group 3",
        "zu6": "Last three group 6",
        "exzu": "Last two group",
        "dwd": "Position",
        "dxds": "Total big/small/odd/even",
        "lhh": "Dragon/Tiger/Tie"
      },
      "hp8": {
        "rx1": "Pick 1",
        "rx2": "Pick 2",
        "rx3": "Pick 3",
        "rx4": "Pick 4",
        "rx5": "Pick 5",
        "rx6": "Pick 6",
        "rx7": "Pick 7",
        "qw": "Fun bets"
      },
      "pc28": {
        "tm": "Exact sum",
        "dxds": "Big/Small/Odd/Even",
        "zh": "Combination",
        "jz": "Extremes",
        "bs": "Colour",
        "bz": "Triple"
      }
    },
    "item": {
      "k3": {
        "dxds_big": "Big",
        "dxds_small": "Small",
        "dxds_odd": "Odd",
        "dxds_even": "Even",
        "fh_bigOdd": "Big odd",
        "fh_bigEven": "Big even",
        "fh_smallOdd": "Small odd",
        "fh_smallEven": "Small even",
        "dm_n": "Numbers",
        "ethfx_pair": "Pair",
        "ethdx_pair": "Pair",
        "ethdx_single": "Single",
        "ebth_n": "Numbers",
        "sthtx_any": "Any triple",
        "slhtx_any": "Any straight",
        "sthdx_triple": "Triple",
        "sbth_n": "Numbers"
      },
      "pk10": {
        "q1_1": "1st",
        "q2_1": "1st",
        "q2_2": "2nd",
        "q3_1": "1st",
        "q3_2": "2nd",
        "q3_3": "3rd",
        "dwdq5_1": "1st",
        "dwdq5_2": "2nd",
        "dwdq5_3": "3rd",
        "dwdq5_4": "4th",
        "dwdq5_5": "5th",
        "dwdh5_6": "6th",
        "dwdh5_7": "7th",
        "dwdh5_8": "8th",
        "dwdh5_9": "9th",
        "dwdh5_10": "10th"
      },
      "ssc": {
        "wxzx_1": "Ten thousands",
        "wxzx_2": "Thousands",
        "wxzx_3": "Hundreds",
        "wxzx_4": "Tens",
        "wxzx_5": "Units",
        "sxzx_3": "Hundreds",
        "sxzx_4": "Tens",
        "sxzx_5": "Units",
        "zu3_n": "Numbers",
        "zu6_n": "Numbers",
        "exzu_n": "Numbers",
        "dwd_1": "Ten thousands",
        "dwd_2": "Thousands",
        "dwd_3": "Hundreds",
        "dwd_4": "Tens",
        "dwd_5": "Units",
        "dxds_big": "Big",
        "dxds_small": "Small",
        "dxds_odd": "Odd",
        "dxds_even": "Even",
        "lhh_dragon": "Dragon",
        "lhh_tiger": "Tiger",
        "lhh_tie": "Tie"
      },
      "hp8": {
        "rx1_n": "Numbers",
        "rx2_n": "Numbers",
        "rx3_n": "Numbers",
        "rx4_n": "Numbers",
        "rx5_n": "Numbers",
        "rx6_n": "Numbers",
        "rx7_n": "Numbers",
        "qw_upper": "Upper",
        "qw_middle": "Middle",
        "qw_lower": "Lower",
        "qw_oddMore": "More odd",
        "qw_oddEvenTie": "Odd-even tie",
        "qw_evenMore": "More even",
        "qw_big": "Total big",
        "qw_small": "Total small",
        "qw_sum810": "Total 810",
        "qw_odd": "Total odd",
        "qw_even": "Total even"
      },
      "pc28": {
        "dxds_big": "Big",
        "dxds_small": "Small",
        "dxds_odd": "Odd",
        "dxds_even": "Even",
        "zh_bigOdd": "Big odd",
        "zh_bigEven": "Big even",
        "zh_smallOdd": "Small odd",
        "zh_smallEven": "Small even",
        "jz_extremeBig": "Extreme big",
        "jz_extremeSmall": "Extreme small",
        "bs_red": "Red",
        "bs_green": "Green",
        "bs_blue": "Blue",
        "bz_triple": "Triple"
      }
    },
    "remarkOf": {
      "k3": {
        "hz": "Guess the sum of the three dice (3–18); each sum has its own odds.",
        "dxds": "Guess the sum: 11–18 is big, 3–10 small, odd or even by the sum; a triple loses them all.",
        "fh": "Guess size and parity of the sum together (big odd, big even, small odd, small even); a triple loses.",
        "dm": "Pick one number; it wins when any die shows it (paid once however many show it).",
        "ethfx": "Pick a pair (11*): it wins when at least two dice show that number.",
        "ethdx": "Pick a pair and a different single (11 and 2): it wins when the dice are exactly those, in any order.",
        "ebth": "Pick at least 2 numbers; every two of them that both show win. Each pair is one bet.",
        "sthtx": "Wins on any triple (111, 222 … 666).",
        "slhtx": "Wins on any straight: 123, 234, 345 or 456 in any order.",
        "sthdx": "Pick triples (111 … 666); it wins when the dice show that triple.",
        "sbth": "Pick at least 3 numbers; it wins when the dice are three different picked numbers. Each three is one bet."
      },
      "pk10": {
        "q1": "Guess the champion's car number.",
        "q2": "Pick cars for 1st and 2nd; they win in that order. A car cannot take both places.",
        "q3": "Pick cars for 1st, 2nd and 3rd; they win in that order, all different.",
        "dwdq5": "Pick cars in any of places 1–5; a car wins when it finishes in that place. Each car is one bet.",
        "dwdh5": "Pick cars in any of places 6–10; a car wins when it finishes in that place. Each car is one bet."
      },
      "ssc": {
        "wxzx": "Pick at least one digit in each place; all five must match in place. Bets = product of the picks per place.",
        "sxzx": "Pick digits for hundreds, tens and units; the last three must match in place.",
        "zu3": "Pick at least 2 digits; wins when the last three are a pair form of them (like 112, any order). Bets = 2 × C(n,2).",
        "zu6": "Pick at least 3 digits; wins when the last three are three different picked digits. Bets = C(n,3).",
        "exzu": "Pick at least 2 digits; wins when tens and units are two different picked digits (a pair loses). Bets = C(n,2).",
        "dwd": "Pick digits in any place; a digit wins when that place shows it. Each digit is one bet.",
        "dxds": "Guess the total of the five digits: 23–45 big, 0–22 small, odd or even by the total.",
        "lhh": "Compare the first and last digit: bigger first is dragon, bigger last is tiger, equal is a tie (dragon and tiger lose on a tie)."
      },
      "hp8": {
        "rx1": "Pick 1–8 of the numbers 01–80; each number is a bet and wins when it is among the 20 drawn.",
        "rx2": "Pick 2–8 numbers; every 2 of them are one bet, paid by how many of them are drawn.",
        "rx3": "Pick 3–8 numbers; every 3 of them are one bet, paid by how many of them are drawn.",
        "rx4": "Pick 4–8 numbers; every 4 of them are one bet, paid by how many of them are drawn.",
        "rx5": "Pick 5–8 numbers; every 5 of them are one bet, paid by how many of them are drawn.",
        "rx6": "Pick 6–8 numbers; every 6 of them are one bet, paid by how many of them are drawn.",
        "rx7": "Pick 7–8 numbers; every 7 of them are one bet, paid by how many of them are drawn.",
        "qw": "Upper/lower counts the drawn numbers in 01–40 and 41–80, odd/even the odd and even numbers (10:10 is middle or tie); the total splits at 810, which loses big and small."
      },
      "pc28": {
        "tm": "Guess the sum of the three digits (0–27).",
        "dxds": "14–27 is big, 0–13 small, odd or even by the sum. On 13 or 14 the room's refund or reduced-odds rule applies.",
        "zh": "Big odd, big even, small odd, small even. On 13 or 14 the room's refund or reduced-odds rule applies.",
        "jz": "Extreme big: sum 22–27; extreme small: sum 0–5.",
        "bs": "Red 3, 6, 9, 12, 15, 18, 21, 24; green 1, 4, 7, 10, 16, 19, 22, 25; blue 2, 5, 8, 11, 17, 20, 23, 26; 0, 13, 14 and 27 have no colour.",
        "bz": "Wins when the three digits are the same."
      }
    },
    "rooms": {
      "level1": "Beginner",
      "level2": "Intermediate",
      "level3": "Advanced"
    }
  },
  "vi-VN": {
    "lottery": {
      "jsk3": "K3 Siêu tốc",
      "cqk3": "K3 Trùng Khánh",
      "jzk3": "K3 California",
      "dbk3": "K3 Dubai",
      "pk10": "Đua xe Bắc Kinh",
      "cqssc": "SSC Trùng Khánh",
      "bjkl8": "Keno 8 Bắc Kinh",
      "canada28": "Canada 28",
      "bj28": "Bắc Kinh 28",
      "xjp28": "Singapore 28"
    },
    "type": {
      "k3": "K3 xúc xắc",
      "pk10": "Đua xe PK10",
      "ssc": "SSC",
      "hp8": "Keno 8",
      "pc28": "May mắn 28"
    },
    "rule": {
      "k3": {
        "hz": "Tổng",
        "dxds": "Lớn/Nhỏ/Lẻ/Chẵn",
        "fh": "Kết hợp",
        "dm": "Số đơn",
        "ethfx": "Đôi bất kỳ",
        "ethdx": "Đôi + số đơn",
        "ebth": "Hai số khác nhau",
        "sthtx": "Bộ ba bất kỳ",
        "slhtx": "Sảnh bất kỳ",
        "sthdx": "Bộ ba chỉ định",
        "sbth": "Ba số khác nhau"
      },
      "pk10": {
        "q1": "Quán quân",
        "q2": "Top hai",
        "q3": "Top ba",
        "dwdq5": "Vị trí (1–5)",
        "dwdh5": "Vị trí (6–10)"
      },
      "ssc": {
        "wxzx": "Năm sao thẳng",
        "sxzx": "Ba số cuối thẳng",
        "zu3": "Ba số cuối nhóm 3",
        "zu6": "Ba số cuối nhóm 6",
        "exzu": "Hai số cuối nhóm",
        "dwd": "Vị trí",
        "dxds": "Tổng lớn/nhỏ/lẻ/chẵn",
        "lhh": "Rồng/Hổ/Hòa"
      },
      "hp8": {
        "rx1": "Chọn 1",
        "rx2": "Chọn 2",
        "rx3": "Chọn 3",
        "rx4": "Chọn 4",
        "rx5": "Chọn 5",
        "rx6": "Chọn 6",
        "rx7": "Chọn 7",
        "qw": "Cược vui"
      },
      "pc28": {
        "tm": "Tổng chính xác",
        "dxds": "Lớn/Nhỏ/Lẻ/Chẵn",
        "zh": "Kết hợp",
        "jz": "Cực trị",
        "bs": "Màu sóng",
        "bz": "Bộ ba"
      }
    },
    "item": {
      "k3": {
        "dxds_big": "Lớn",
        "dxds_small": "Nhỏ",
        "dxds_odd": "Lẻ",
        "dxds_even": "Chẵn",
        "fh_bigOdd": "Lớn lẻ",
        "fh_bigEven": "Lớn chẵn",
        "fh_smallOdd": "Nhỏ lẻ",
        "fh_smallEven": "Nhỏ chẵn",
        "dm_n": "Số",
        "ethfx_pair": "Đôi",
        "ethdx_pair": "Đôi",
        "ethdx_single": "Số đơn",
        "ebth_n": "Số",
        "sthtx_any": "Bộ ba bất kỳ",
        "slhtx_any": "Sảnh bất kỳ",
        "sthdx_triple": "Bộ ba",
        "sbth_n": "Số"
      },
      "pk10": {
        "q1_1": "Hạng 1",
        "q2_1": "Hạng 1",
        "q2_2": "Hạng 2",
        "q3_1": "Hạng 1",
        "q3_2": "Hạng 2",
        "q3_3": "Hạng 3",
        "dwdq5_1": "Hạng 1",
        "dwdq5_2": "Hạng 2",
        "dwdq5_3": "Hạng 3",
        "dwdq5_4": "Hạng 4",
        "dwdq5_5": "Hạng 5",
        "dwdh5_6": "Hạng 6",
        "dwdh5_7": "Hạng 7",
        "dwdh5_8": "Hạng 8",
        "dwdh5_9": "Hạng 9",
        "dwdh5_10": "Hạng 10"
      },
      "ssc": {
        "wxzx_1": "Hàng vạn",
        "wxzx_2": "Hàng nghìn",
        "wxzx_3": "Hàng trăm",
        "wxzx_4": "Hàng chục",
        "wxzx_5": "Hàng đơn vị",
        "sxzx_3": "Hàng trăm",
        "sxzx_4": "Hàng chục",
        "sxzx_5": "Hàng đơn vị",
        "zu3_n": "Số",
        "zu6_n": "Số",
        "exzu_n": "Số",
        "dwd_1": "Hàng vạn",
        "dwd_2": "Hàng nghìn",
        "dwd_3": "Hàng trăm",
        "dwd_4": "Hàng chục",
        "dwd_5": "Hàng đơn vị",
        "dxds_big": "Lớn",
        "dxds_small": "Nhỏ",
        "dxds_odd": "Lẻ",
        "dxds_even": "Chẵn",
        "lhh_dragon": "Rồng",
        "lhh_tiger": "Hổ",
        "lhh_tie": "Hòa"
      },
      "hp8": {
        "rx1_n": "Số",
        "rx2_n": "Số",
        "rx3_n": "Số",
        "rx4_n": "Số",
        "rx5_n": "Số",
        "rx6_n": "Số",
        "rx7_n": "Số",
        "qw_upper": "Nửa trên",
        "qw_middle": "Giữa",
        "qw_lower": "Nửa dưới",
        "qw_oddMore": "Nhiều lẻ",
        "qw_oddEvenTie": "Lẻ chẵn hòa",
        "qw_evenMore": "Nhiều chẵn",
        "qw_big": "Tổng lớn",
        "qw_small": "Tổng nhỏ",
        "qw_sum810": "Tổng 810",
        "qw_odd": "Tổng lẻ",
        "qw_even": "Tổng chẵn"
      },
      "pc28": {
        "dxds_big": "Lớn",
        "dxds_small": "Nhỏ",
        "dxds_odd": "Lẻ",
        "dxds_even": "Chẵn",
        "zh_bigOdd": "Lớn lẻ",
        "zh_bigEven": "Lớn chẵn",
        "zh_smallOdd": "Nhỏ lẻ",
        "zh_smallEven": "Nhỏ chẵn",
        "jz_extremeBig": "Cực lớn",
        "jz_extremeSmall": "Cực nhỏ",
        "bs_red": "Đỏ",
        "bs_green": "Xanh lá",
        "bs_blue": "Xanh dương",
        "bz_triple": "Bộ ba"
      }
    },
    "remarkOf": {
      "k3": {
        "hz": "Đoán tổng ba xúc xắc (3–18); mỗi tổng có tỷ lệ riêng.",
        "dxds": "Đoán tổng: 11–18 là lớn, 3–10 là nhỏ, lẻ chẵn theo tổng; ra bộ ba thì đều thua.",
        "fh": "Đoán kết hợp lớn/nhỏ và lẻ/chẵn của tổng; ra bộ ba thì thua.",
        "dm": "Chọn 1 số; trúng khi có xúc xắc ra số đó (chỉ trả một lần).",
        "ethfx": "Chọn đôi (11*): trúng khi ít nhất hai xúc xắc ra số đó.",
        "ethdx": "Chọn một đôi và một số khác (11 và 2): trúng khi xúc xắc đúng tổ hợp đó, không kể thứ tự.",
        "ebth": "Chọn ít nhất 2 số; mỗi cặp cùng xuất hiện thì trúng. Mỗi cặp là một cược.",
        "sthtx": "Trúng khi ra bất kỳ bộ ba nào (111, 222 … 666).",
        "slhtx": "Trúng khi ra sảnh 123, 234, 345 hoặc 456, không kể thứ tự.",
        "sthdx": "Chọn bộ ba (111 … 666); trúng khi xúc xắc ra đúng bộ ba đó.",
        "sbth": "Chọn ít nhất 3 số; trúng khi xúc xắc là ba số khác nhau đã chọn. Mỗi bộ ba là một cược."
      },
      "pk10": {
        "q1": "Đoán số xe về nhất.",
        "q2": "Chọn xe hạng 1 và hạng 2; trúng khi đúng thứ tự. Một xe không thể ở hai hạng.",
        "q3": "Chọn xe hạng 1, 2, 3; trúng khi đúng thứ tự, ba xe khác nhau.",
        "dwdq5": "Chọn xe ở bất kỳ hạng 1–5; trúng khi xe về đúng hạng đó. Mỗi xe là một cược.",
        "dwdh5": "Chọn xe ở bất kỳ hạng 6–10; trúng khi xe về đúng hạng đó. Mỗi xe là một cược."
      },
      "ssc": {
        "wxzx": "Chọn ít nhất một số mỗi hàng; cả năm số phải khớp vị trí. Số cược = tích số lượng chọn.",
        "sxzx": "Chọn số cho hàng trăm, chục, đơn vị; ba số cuối phải khớp vị trí.",
        "zu3": "Chọn ít nhất 2 số; trúng khi ba số cuối là dạng đôi của chúng (như 112, không kể thứ tự). Số cược = 2 × C(n,2).",
        "zu6": "Chọn ít nhất 3 số; trúng khi ba số cuối là ba số khác nhau đã chọn. Số cược = C(n,3).",
        "exzu": "Chọn ít nhất 2 số; trúng khi hàng chục và đơn vị là hai số khác nhau đã chọn (đôi thì thua). Số cược = C(n,2).",
        "dwd": "Chọn số ở bất kỳ hàng nào; trúng khi hàng đó ra số đó. Mỗi số là một cược.",
        "dxds": "Đoán tổng năm số: 23–45 là lớn, 0–22 là nhỏ, lẻ chẵn theo tổng.",
        "lhh": "So sánh hàng vạn và hàng đơn vị: hàng vạn lớn là Rồng, hàng đơn vị lớn là Hổ, bằng nhau là Hòa (Hòa thì Rồng, Hổ thua)."
      },
      "hp8": {
        "rx1": "Chọn 1–8 số trong 01–80; mỗi số là một cược, trúng khi nằm trong 20 số mở thưởng.",
        "rx2": "Chọn 2–8 số; mỗi 2 số là một cược, trả thưởng theo số trúng.",
        "rx3": "Chọn 3–8 số; mỗi 3 số là một cược, trả thưởng theo số trúng.",
        "rx4": "Chọn 4–8 số; mỗi 4 số là một cược, trả thưởng theo số trúng.",
        "rx5": "Chọn 5–8 số; mỗi 5 số là một cược, trả thưởng theo số trúng.",
        "rx6": "Chọn 6–8 số; mỗi 6 số là một cược, trả thưởng theo số trúng.",
        "rx7": "Chọn 7–8 số; mỗi 7 số là một cược, trả thưởng theo số trúng.",
        "qw": "Trên/dưới đếm số trong 01–40 và 41–80, lẻ/chẵn đếm số lẻ và chẵn (10:10 là giữa hoặc hòa); tổng chia tại 810, ra 810 thì lớn nhỏ đều thua."
      },
      "pc28": {
        "tm": "Đoán tổng ba số (0–27).",
        "dxds": "14–27 là lớn, 0–13 là nhỏ, lẻ chẵn theo tổng. Ra 13 hoặc 14 thì áp dụng luật hoàn tiền hoặc giảm tỷ lệ của phòng.",
        "zh": "Lớn lẻ, lớn chẵn, nhỏ lẻ, nhỏ chẵn. Ra 13 hoặc 14 thì áp dụng luật của phòng.",
        "jz": "Cực lớn: tổng 22–27; cực nhỏ: tổng 0–5.",
        "bs": "Đỏ 3, 6, 9, 12, 15, 18, 21, 24; xanh lá 1, 4, 7, 10, 16, 19, 22, 25; xanh dương 2, 5, 8, 11, 17, 20, 23, 26; 0, 13, 14, 27 không có màu.",
        "bz": "Trúng khi ba số giống nhau."
      }
    },
    "rooms": {
      "level1": "Phòng sơ cấp",
      "level2": "Phòng trung cấp",
      "level3": "Phòng cao cấp"
    }
  },
  "ja-JP": {
    "lottery": {
      "jsk3": "極速快3",
      "cqk3": "重慶快3",
      "jzk3": "カリフォルニア快3",
      "dbk3": "ドバイ快3",
      "pk10": "北京レース",
      "cqssc": "重慶時時彩",
      "bjkl8": "北京快楽8",
      "canada28": "カナダ28",
      "bj28": "北京28",
      "xjp28": "シンガポール28"
    },
    "type": {
      "k3": "K3 サイコロ",
      "pk10": "PK10 レース",
      "ssc": "時時彩",
      "hp8": "快楽 8",
      "pc28": "ラッキー 28"
    },
    "rule": {
      "k3": {
        "hz": "合計",
        "dxds": "大小奇偶",
        "fh": "組み合わせ",
        "dm": "単一数字",
        "ethfx": "ペア複選",
        "ethdx": "ペア単選",
        "ebth": "2 異なる数字",
        "sthtx": "ゾロ目通選",
        "slhtx": "3 連番通選",
        "sthdx": "ゾロ目単選",
        "sbth": "3 異なる数字"
      },
      "pk10": {
        "q1": "1 着",
        "q2": "1・2 着",
        "q3": "1〜3 着",
        "dwdq5": "着順指定（1〜5 着）",
        "dwdh5": "着順指定（6〜10 着）"
      },
      "ssc": {
        "wxzx": "5 桁ストレート",
        "sxzx": "下 3 桁ストレート",
        "zu3": "下 3 桁組三",
        "zu6": "下 3 桁組六",
        "exzu": "下 2 桁組選",
        "dwd": "位置指定",
        "dxds": "合計 大小奇偶",
        "lhh": "龍虎和"
      },
      "hp8": {
        "rx1": "任選 1",
        "rx2": "任選 2",
        "rx3": "任選 3",
        "rx4": "任選 4",
        "rx5": "任選 5",
        "rx6": "任選 6",
        "rx7": "任選 7",
        "qw": "おもしろベット"
      },
      "pc28": {
        "tm": "特番",
        "dxds": "大小奇偶",
        "zh": "組み合わせ",
        "jz": "極値",
        "bs": "波色",
        "bz": "ゾロ目"
      }
    },
    "item": {
      "k3": {
        "dxds_big": "大",
        "dxds_small": "小",
        "dxds_odd": "奇",
        "dxds_even": "偶",
        "fh_bigOdd": "大奇",
        "fh_bigEven": "大偶",
        "fh_smallOdd": "小奇",
        "fh_smallEven": "小偶",
        "dm_n": "番号",
        "ethfx_pair": "ペア",
        "ethdx_pair": "ペア",
        "ethdx_single": "単数",
        "ebth_n": "番号",
        "sthtx_any": "ゾロ目通選",
        "slhtx_any": "3 連番通選",
        "sthdx_triple": "ゾロ目",
        "sbth_n": "番号"
      },
      "pk10": {
        "q1_1": "1 着",
        "q2_1": "1 着",
        "q2_2": "2 着",
        "q3_1": "1 着",
        "q3_2": "2 着",
        "q3_3": "3 着",
        "dwdq5_1": "1 着",
        "dwdq5_2": "2 着",
        "dwdq5_3": "3 着",
        "dwdq5_4": "4 着",
        "dwdq5_5": "5 着",
        "dwdh5_6": "6 着",
        "dwdh5_7": "7 着",
        "dwdh5_8": "8 着",
        "dwdh5_9": "9 着",
        "dwdh5_10": "10 着"
      },
      "ssc": {
        "wxzx_1": "万の位",
        "wxzx_2": "千の位",
        "wxzx_3": "百の位",
        "wxzx_4": "十の位",
        "wxzx_5": "一の位",
        "sxzx_3": "百の位",
        "sxzx_4": "十の位",
        "sxzx_5": "一の位",
        "zu3_n": "番号",
        "zu6_n": "番号",
        "exzu_n": "番号",
        "dwd_1": "万の位",
        "dwd_2": "千の位",
        "dwd_3": "百の位",
        "dwd_4": "十の位",
        "dwd_5": "一の位",
        "dxds_big": "大",
        "dxds_small": "小",
        "dxds_odd": "奇",
        "dxds_even": "偶",
        "lhh_dragon": "龍",
        "lhh_tiger": "虎",
        "lhh_tie": "和"
      },
      "hp8": {
        "rx1_n": "番号",
        "rx2_n": "番号",
        "rx3_n": "番号",
        "rx4_n": "番号",
        "rx5_n": "番号",
        "rx6_n": "番号",
        "rx7_n": "番号",
        "qw_upper": "上盤",
        "qw_middle": "中盤",
        "qw_lower": "下盤",
        "qw_oddMore": "奇数多",
        "qw_oddEvenTie": "奇偶同数",
        "qw_evenMore": "偶数多",
        "qw_big": "合計 大",
        "qw_small": "合計 小",
        "qw_sum810": "合計 810",
        "qw_odd": "合計 奇",
        "qw_even": "合計 偶"
      },
      "pc28": {
        "dxds_big": "大",
        "dxds_small": "小",
        "dxds_odd": "奇",
        "dxds_even": "偶",
        "zh_bigOdd": "大奇",
        "zh_bigEven": "大偶",
        "zh_smallOdd": "小奇",
        "zh_smallEven": "小偶",
        "jz_extremeBig": "極大",
        "jz_extremeSmall": "極小",
        "bs_red": "赤",
        "bs_green": "緑",
        "bs_blue": "青",
        "bz_triple": "ゾロ目"
      }
    },
    "remarkOf": {
      "k3": {
        "hz": "3 つのサイコロの合計（3〜18）を当てます。合計ごとにオッズが異なります。",
        "dxds": "合計を当てます：11〜18 は大、3〜10 は小、奇偶は合計で判定。ゾロ目はすべて外れ。",
        "fh": "合計の大小と奇偶の組み合わせ（大奇・大偶・小奇・小偶）を当てます。ゾロ目は外れ。",
        "dm": "数字を 1 つ選び、いずれかのサイコロに出れば当選（複数出ても 1 回分）。",
        "ethfx": "ペア（11*）を選び、2 つ以上のサイコロがその数字なら当選。",
        "ethdx": "ペアと別の数字（11 と 2）を選び、出目がその組み合わせ（順不同）なら当選。",
        "ebth": "2 つ以上の数字を選び、そのうち 2 つが両方出れば当選。2 つごとに 1 口。",
        "sthtx": "どのゾロ目（111、222…666）でも当選。",
        "slhtx": "123、234、345、456 のいずれか（順不同）で当選。",
        "sthdx": "ゾロ目（111〜666）を選び、その出目なら当選。",
        "sbth": "3 つ以上の数字を選び、出目が選んだ異なる 3 つなら当選。3 つごとに 1 口。"
      },
      "pk10": {
        "q1": "1 着の車番を当てます。",
        "q2": "1 着と 2 着の車番を選び、その順で的中。同じ車は選べません。",
        "q3": "1〜3 着の車番を選び、その順で的中。すべて異なる車。",
        "dwdq5": "1〜5 着の任意の位置で車番を選び、その着順なら当選。1 台ごとに 1 口。",
        "dwdh5": "6〜10 着の任意の位置で車番を選び、その着順なら当選。1 台ごとに 1 口。"
      },
      "ssc": {
        "wxzx": "各桁で 1 つ以上選び、5 桁すべてが位置どおり一致で当選。口数は各桁の選択数の積。",
        "sxzx": "百・十・一の位を選び、下 3 桁が位置どおり一致で当選。",
        "zu3": "2 つ以上選び、下 3 桁がそのペア形（112 など、順不同）なら当選。口数は 2 × C(n,2)。",
        "zu6": "3 つ以上選び、下 3 桁が選んだ異なる 3 つなら当選。口数は C(n,3)。",
        "exzu": "2 つ以上選び、十と一の位が選んだ異なる 2 つなら当選（ペアは外れ）。口数は C(n,2)。",
        "dwd": "任意の位で数字を選び、その位に出れば当選。1 数字ごとに 1 口。",
        "dxds": "5 桁の合計を当てます：23〜45 は大、0〜22 は小、奇偶は合計で判定。",
        "lhh": "万の位と一の位を比較：万が大きければ龍、一が大きければ虎、同じなら和（和のとき龍・虎は外れ）。"
      },
      "hp8": {
        "rx1": "01〜80 から 1〜8 個選び、各番号が 20 個の当選番号に入れば当選。",
        "rx2": "2〜8 個選び、2 個ごとに 1 口。的中数に応じて配当。",
        "rx3": "3〜8 個選び、3 個ごとに 1 口。的中数に応じて配当。",
        "rx4": "4〜8 個選び、4 個ごとに 1 口。的中数に応じて配当。",
        "rx5": "5〜8 個選び、5 個ごとに 1 口。的中数に応じて配当。",
        "rx6": "6〜8 個選び、6 個ごとに 1 口。的中数に応じて配当。",
        "rx7": "7〜8 個選び、7 個ごとに 1 口。的中数に応じて配当。",
        "qw": "上盤・下盤は 01〜40 と 41〜80 の個数、奇偶は奇数と偶数の個数（10:10 は中盤・和盤）。合計は 810 が境目で、810 のとき大小は外れ。"
      },
      "pc28": {
        "tm": "3 つの数字の合計（0〜27）を当てます。",
        "dxds": "14〜27 は大、0〜13 は小、奇偶は合計で判定。13・14 のときはルームの返金または減額ルールが適用。",
        "zh": "大奇・大偶・小奇・小偶。13・14 のときはルームの返金または減額ルールが適用。",
        "jz": "極大：合計 22〜27、極小：合計 0〜5。",
        "bs": "赤 3・6・9・12・15・18・21・24、緑 1・4・7・10・16・19・22・25、青 2・5・8・11・17・20・23・26。0・13・14・27 は色なし。",
        "bz": "3 つの数字がすべて同じなら当選。"
      }
    },
    "rooms": {
      "level1": "初級ルーム",
      "level2": "中級ルーム",
      "level3": "上級ルーム"
    }
  }
};
