// Area pages' copy for a site at size: each community gets a name, a title, a description and
// paragraphs of its own, composed by a seeded generator from sentence templates whose every few
// words are a choice (a street, a decade, a housing type, a count, a phrasing), so that no two
// pages share a sentence or read as near-copies, and a page's gzip is that of real prose, not of
// the same text again. The same seed gives the same pages. Used by scaled-copy.ts.

/** The figures an area page may state, written in its module as `claims` (src/content/business.ts). */
export type Claim = "heatingSavings" | "payback";

/** A generated community: its catalog entry, its copy (claims marked, see CLAIM_MARK) and its home card. */
export interface GeneratedArea {
  slug: string;
  name: string;
  card: string;
  copy: {
    kind: "short" | "long";
    title: string;
    description: string;
    heading: string;
    geo: { latitude: number; longitude: number };
    intro: string[];
    localHousing: { heading: string; paragraphs: string[] };
    neighbourhoods?: { heading: string; lead: string; names: string[] };
    applications?: { heading: string; lead: string; items: { title: string; description: string }[] };
    reasons: { heading: string; items: { title: string; description: string }[] };
  };
}

/** Where a figure of `claims` stands in generated text: «heatingSavings». */
export const CLAIM_MARK = /«(heatingSavings|payback)»/g;

/** A small fast seeded generator (mulberry32): the same seed, the same pages. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/** `count` distinct items, in a random order. */
function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  return chosen;
}

function shuffle<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

// The words communities, streets and landmarks are made of.
const PLACE_FIRST = [
  "Alder",
  "Apple",
  "Aspen",
  "Balsam",
  "Bayberry",
  "Beaver",
  "Beech",
  "Birch",
  "Black",
  "Blueberry",
  "Boulder",
  "Bramble",
  "Brier",
  "Burnt",
  "Caribou",
  "Cedar",
  "Chestnut",
  "Clam",
  "Clover",
  "Cod",
  "Copper",
  "Cormorant",
  "Cranberry",
  "Crane",
  "Crow",
  "Deer",
  "Driftwood",
  "Duck",
  "Eagle",
  "Eel",
  "Elm",
  "Falcon",
  "Fern",
  "Fir",
  "Flint",
  "Fox",
  "Gannet",
  "Goose",
  "Granite",
  "Grey",
  "Gull",
  "Hare",
  "Hawk",
  "Hazel",
  "Hemlock",
  "Heron",
  "Holly",
  "Iron",
  "Juniper",
  "Kettle",
  "Kingfisher",
  "Larch",
  "Lark",
  "Lobster",
  "Loon",
  "Lupin",
  "Lynx",
  "Mackerel",
  "Maple",
  "Marten",
  "Mill",
  "Mink",
  "Moose",
  "Mossy",
  "Mussel",
  "Oak",
  "Osprey",
  "Otter",
  "Owl",
  "Oyster",
  "Partridge",
  "Pebble",
  "Pheasant",
  "Pine",
  "Plover",
  "Poplar",
  "Puffin",
  "Quarry",
  "Rabbit",
  "Raven",
  "Red",
  "Robin",
  "Rowan",
  "Sable",
  "Salmon",
  "Sand",
  "Sawmill",
  "Scallop",
  "Seal",
  "Shad",
  "Silver",
  "Smelt",
  "Sparrow",
  "Spruce",
  "Stag",
  "Stone",
  "Sumac",
  "Swallow",
  "Tamarack",
  "Tern",
  "Thistle",
  "Thrush",
  "Trout",
  "Walnut",
  "Weasel",
  "Whale",
  "White",
  "Willow",
  "Wolf",
  "Wren",
] as const;
const PLACE_LAST = [
  "Barrens",
  "Basin",
  "Bay",
  "Beach",
  "Bend",
  "Bluff",
  "Bog",
  "Brook",
  "Cove",
  "Corner",
  "Creek",
  "Crossing",
  "Dale",
  "Falls",
  "Field",
  "Flats",
  "Ford",
  "Forks",
  "Gap",
  "Glen",
  "Grove",
  "Harbour",
  "Head",
  "Heights",
  "Hill",
  "Hills",
  "Hollow",
  "Inlet",
  "Island",
  "Junction",
  "Lake",
  "Lakes",
  "Landing",
  "Marsh",
  "Meadow",
  "Mills",
  "Mountain",
  "Narrows",
  "Passage",
  "Plains",
  "Point",
  "Pond",
  "Ridge",
  "River",
  "Settlement",
  "Shore",
  "Sound",
  "Springs",
  "Station",
  "Vale",
  "Valley",
  "Village",
  "Woods",
] as const;
const PLACE_PREFIX = ["", "Upper ", "Lower ", "East ", "West ", "North ", "South ", "Middle ", "Little "] as const;
/** The names a community may not take: the site's own five. */
const TAKEN_NAMES = new Set(["Halifax", "Dartmouth", "Bedford", "Fall River", "Lower Sackville"]);

const SURNAMES = [
  "Archibald",
  "Baker",
  "Barss",
  "Beals",
  "Bezanson",
  "Boudreau",
  "Boutilier",
  "Burgess",
  "Cameron",
  "Chisholm",
  "Comeau",
  "Conrad",
  "Corkum",
  "Crowell",
  "Dauphinee",
  "DeLong",
  "Doucet",
  "Eisener",
  "Ernst",
  "Fader",
  "Falkenham",
  "Fraser",
  "Gaetz",
  "Gillis",
  "Hiltz",
  "Hirtle",
  "Isenor",
  "Jollimore",
  "Kaulback",
  "Keddy",
  "Langille",
  "LeBlanc",
  "MacAskill",
  "MacDonald",
  "MacInnis",
  "MacKay",
  "MacLean",
  "MacNeil",
  "Manuel",
  "Meisner",
  "Mosher",
  "Munro",
  "Naugler",
  "Oickle",
  "Publicover",
  "Rafuse",
  "Rhodenizer",
  "Risser",
  "Robar",
  "Romkey",
  "Ross",
  "Schnare",
  "Slauenwhite",
  "Smeltzer",
  "Stevens",
  "Strum",
  "Tanner",
  "Thibodeau",
  "Veinotte",
  "Wambolt",
  "Weagle",
  "Whynot",
  "Young",
  "Zinck",
] as const;
const STREET_KINDS = [
  "Road",
  "Lane",
  "Drive",
  "Crescent",
  "Court",
  "Avenue",
  "Way",
  "Terrace",
  "Run",
  "Trail",
  "Street",
  "Close",
  "Hill Road",
] as const;

const STOCK = [
  "storey-and-a-half farmhouses",
  "split-levels",
  "raised bungalows",
  "Cape Cod houses",
  "saltbox houses",
  "mini-homes",
  "side-by-side duplexes",
  "townhouse rows",
  "two-storey colonials",
  "post-war bungalows",
  "A-frame cottages",
  "converted fishing sheds",
  "Victorian farmhouses",
  "ranch-style bungalows",
  "modular homes",
  "back-splits",
  "four-unit apartment buildings",
  "century homes on fieldstone cellars",
  "energy-rated homes from the eighties",
  "log homes",
  "seasonal cottages",
  "church halls turned into houses",
  "one-room schoolhouses turned into homes",
  "mobile homes on block piers",
  "new semi-detached homes",
  "garden homes",
  "houses with walkout basements",
  "gambrel-roofed barns converted to living space",
  "Gothic Revival farmhouses",
  "lake cottages made year-round homes",
] as const;
const TROUBLE = [
  "rim joists",
  "knee walls",
  "attic hatches",
  "cathedral ceilings",
  "floors over garages",
  "crawl spaces",
  "dormers",
  "sill plates",
  "bay window bump-outs",
  "cantilevered floors",
  "shed-roof additions",
  "porch ceilings",
  "basement headers",
  "plumbing walls on the north side",
  "low-pitch roof edges",
  "bonus rooms",
  "sunroom roofs",
  "chimney chases",
] as const;
const FOUNDATIONS = [
  "fieldstone",
  "poured concrete",
  "concrete block",
  "treated wood posts",
  "slab-on-grade",
  "rubble stone",
  "insulated concrete forms",
  "brick piers",
  "pressure-treated wood",
  "cinder block",
] as const;
const HEAT = [
  "oil furnaces",
  "electric baseboards",
  "wood stoves",
  "ductless heat pumps",
  "propane boilers",
  "pellet stoves",
  "ducted heat pumps",
  "hot-water radiators",
  "kerosene heaters",
  "wood furnaces in the basement",
] as const;
const WEATHER = [
  "the north-west wind",
  "salt fog",
  "driving rain off the Atlantic",
  "freeze-thaw cycles",
  "nor'easters",
  "wet spring snow",
  "the long January cold snaps",
  "sleet that turns to rain and back",
  "the damp that sits in all November",
  "gales in March",
] as const;
const ROOMS = [
  "a back bedroom",
  "the upstairs hall",
  "a finished basement",
  "the kitchen over the crawl space",
  "a bathroom on the outside wall",
  "the room over the garage",
  "a den in the addition",
  "the front porch room",
  "a loft under the eaves",
  "a home office in the basement",
] as const;
const DECADES = [
  "1880s",
  "1890s",
  "1900s",
  "1910s",
  "1920s",
  "1930s",
  "1940s",
  "1950s",
  "1960s",
  "1970s",
  "1980s",
  "1990s",
  "2000s",
  "2010s",
] as const;
const NUMBER_WORDS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "a dozen"] as const;

/** What one page is written from: its name and the streets, water, houses and years it talks about. */
interface Place {
  name: string;
  streets: string[];
  water: string[];
  stock: string[];
  trouble: string[];
  decades: string[];
  random: Random;
}

/** One slot's words for a place; the streets in turn from `street`, so a sentence names two. */
function slotValue(slot: string, place: Place, street: number): string | undefined {
  const { random } = place;
  switch (slot) {
    case "name":
      return place.name;
    case "possessive":
      return place.name.endsWith("s") ? `${place.name}'` : `${place.name}'s`;
    case "street":
      return place.streets[street % place.streets.length];
    case "water":
      return pick(random, place.water);
    case "stock":
      return pick(random, place.stock);
    case "trouble":
      return pick(random, place.trouble);
    case "decade":
      return pick(random, place.decades);
    case "foundation":
      return pick(random, FOUNDATIONS);
    case "heat":
      return pick(random, HEAT);
    case "weather":
      return pick(random, WEATHER);
    case "room":
      return pick(random, ROOMS);
    case "few":
      return pick(random, NUMBER_WORDS);
    case "count":
      return String(40 + Math.floor(random() * 900));
    case "minutes":
      return String(10 + Math.floor(random() * 50));
    case "year":
      return String(1955 + Math.floor(random() * 68));
    case "inches":
      return String(2 + Math.floor(random() * 5));
    case "surname":
      return pick(random, SURNAMES);
    default:
      return undefined;
  }
}

const CHOICE = /\{([^{}]*)\}/g;
const SLOT = /\$([a-z]+)/g;

/** Expands a template: "{a|b}" is a choice, "$slot" a slot of the place or of the word lists. */
function expand(template: string, place: Place): string {
  const { random } = place;
  let street = Math.floor(random() * place.streets.length);
  let text = template;
  // Choices first (innermost out), then slots.
  for (let guard = 0; text.includes("{") && guard < 50; guard++) {
    text = text.replace(CHOICE, (_, options: string) => pick(random, options.split("|")));
  }
  text = text.replace(SLOT, (whole, slot: string) => slotValue(slot, place, slot === "street" ? street++ : 0) ?? whole);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// The sentences. Each is written for any community, and every few words are a choice, so that two
// pages which draw the same template still read differently.
const INTRO = [
  "{most|many|a good share} of $possessive houses {went up|were built|were framed} in the $decade, {and|while} {plenty of them|a fair number} still have the {original|first} $trouble {they were built with|from that time}.",
  "$name {sits|lies|stretches out} {along|beside|near} $water, and {the wind|winter weather|$weather} {off the water|from that direction} {finds every gap|works into every seam|gets into every crack} {in an older house|in a drafty house|along $street}.",
  "{from|between} $street and $street you {will find|can see|pass} $stock {next to|beside|alongside|mixed in with} $stock, {each|every one} with {its own|a different} {weak spot|way of losing heat|draft to chase}.",
  "we have {insulated|worked on|sealed up} {about|roughly|more than} $count {homes|houses|buildings} {in and around|across|near} $name since $year, {most of them|many of them|a good number of them} $stock.",
  "{a typical|the usual|the common} {job|first visit|call} here {starts|begins} with {$room|the room that feels coldest|a cold corner}, {which is often|very often|and it is usually} {the one|a room} {next to|above|behind} the $trouble.",
  "{quotes cost nothing|every quote is free|the quote costs nothing}: a {crew lead|site lead|lead installer} {drives out to|comes to|visits} $name, {looks at|checks} the {framing|foundation|attic|$trouble} and {writes the price down|puts the numbers in writing} {before|ahead of} any {work|foam|spraying}.",
  "{people|homeowners|families} on $street {tell us|say|often mention} the {furnace|heat pump|stove} {runs|works} {flat out|all day|without a break} {through|in|during} $weather, {and|yet} {the floors|the back rooms|the upstairs} {stay|remain|are still} cold.",
  "{the town|the community|the village|$name} {grew|spread|filled in} {around|along|near} $water {in the $decade|after the $decade}, {and|so} the {houses|homes|streets} {there|near it} {show|carry} {several|three or four|many} {eras|decades|generations} of {building|framing|carpentry}.",
  "{it is|we are} {about|roughly} $minutes minutes {from|out from} our {shop|yard} to $name, and {our crews|we} {are|work} {there|out that way} {most weeks|every month|several times a season}.",
  "{older|the oldest} {houses|homes} {near|off|along} $street {stand on|sit on|rest on} $foundation, {while|and} {newer ones|the newer builds|later houses} {up|further along|beyond} $street {have|use|went up on} $foundation.",
];
const HOUSING = [
  "{the|a} {typical|common|usual} {house|home} {on|off|along} $street {is one of the|is among the} $stock {built in|put up in|framed in} the $decade, {heated by|warmed by|running} $heat, with {little|thin|no real} insulation {in|behind} the $trouble.",
  "{when we open up|once we open|opening up} {a wall|a ceiling|the $trouble} {in|on} {these|those} $stock, we {usually|often|tend to} find {$inches inches of|a thin layer of|old} {sawdust|newspaper|settled batts|vermiculite|loose fill} {and|with} {daylight|gaps|drafts} {behind it|around it|at the edges}.",
  "{foundations|cellars|basements} {here|in $name} {are|run to|tend to be} $foundation, {and|so} {cold air|damp air|the draft} {comes in|works in|gets in} {at the sill|where the framing meets the wall|along the $trouble} {every winter|each season|from November on}.",
  "{a lot of|many|plenty of} {houses|homes|families} {near|by|around} $water {switched|have switched|moved} from $heat to $heat {in recent years|since $year|over the last {few|several} winters}, and the {new|smaller} {system|unit} {only keeps up|can only keep up|copes} {once the house is sealed|when the envelope is tight|if the drafts are stopped}.",
  "$weather {is|makes} the {hard part|real test|worst of it} {here|in $name}: {it|the weather} {pushes|drives|forces} {cold|damp|wet} air {through|into|past} {the $trouble|every seam|loose framing} {and|until} {the|a} {room|house} {never quite warms up|can't warm up|won't feel warm}.",
  "{additions|extensions|bump-outs} {from|built in} the $decade {are|stand} {on|over} {many|a lot of|most} {lots|properties|houses} {along|near|off} $street, {often|usually|each} {with|over} {their own|a separate|an unheated} {crawl space|foundation|$trouble} {that|which} {was never|has never been|wasn't} {insulated|sealed|closed in}.",
  "{the|an} {oldest|early} {house|home} we {know of|have worked on|have seen} in $name {dates from|goes back to|was raised in} the $decade; {its|the} {beams|sills|joists} {were|are still} {hand-hewn|rough-sawn|full-dimension} and {the|its} $trouble {leaked|let in|pulled in} {cold|air|wind} {like a sieve|all winter|from every side}.",
  "{on|along|near} $street {the|most} {lots|homes|houses} {face|look out over|back onto} $water, {and|so} {the|a} {wall|side} {facing|toward|on} the water {takes|gets|bears} {the worst of|most of|all of} $weather.",
  "{in the|from the} $decade {builders|carpenters|contractors} {here|in $name} {often|usually|commonly} {framed|built} $stock with {2x4 walls|shallow rafters|open soffits|no vapour barrier}, {leaving|and left} {room for|space for|only} {very little|barely any|a few inches of} {insulation|batt|fill}.",
  "{a|one} {family|couple|homeowner} {near|off|on} $street {told us|said|mentioned} {their|the} {oil|power|heating} {bills|costs} {came down|fell|dropped} {the first winter|within a season|right away} {after|once} we {sealed|foamed|insulated} the $trouble and the {attic|basement|walls}.",
  "{many|most|a fair number of} {houses|homes} {here|in $name} {have|still have|keep} {an old|an original|an unheated} {porch|shed|woodshed|mudroom} {tacked onto|built against|added to} the {back|side|kitchen}, and {the|that} {wall|doorway|joint} {between them|where they meet} {lets in|draws in|pulls in} {cold|draft|air} {all|every|through} {winter|season|January}.",
  "{roof|attic} {pitches|spaces} {on|among} $stock {are|tend to be|run} {steep|shallow|tight}, {so|and} {blown insulation|loose fill} {never reaches|rarely reaches|can't fill} {the|their} {eaves|edges|corners}, {and|where} {ice dams start|frost forms|mould begins} {by|in} {February|late winter|the first thaw}.",
];
const REASONS = [
  [
    "Rim joists sealed {for good|tight|at last}",
    "closed-cell foam {along|on|over} the rim joist {stops|ends|cuts off} the {draft|cold|chill} that {runs|creeps|slides} {along the floor|under the baseboards|into the basement} {in|of} {so many|most|the} $stock {near|on|off} $street.",
  ],
  [
    "{Warm|Warmer} rooms over {the|a} garage",
    "we {foam|insulate|seal} the {ceiling|floor} {between|over} the garage and {$room|the room above}, {where|since} {batts sag and leave|old insulation sags and leaves|fiberglass slumps and leaves} the floor {icy|cold|chilly} {in|through} $weather.",
  ],
  [
    "Crawl spaces {closed in|sealed|kept dry}",
    "{damp|dirt-floored|vented} crawl spaces {under|beneath} {the|many} $stock {get|receive} closed-cell foam on {the|their} {walls|rim joists|foundation walls}, {so|and} the {floors|kitchen|rooms} above {stay|feel|are} {warm|dry|comfortable} {from November to April|all winter long|through the cold months}.",
  ],
  [
    "{Cathedral|Vaulted|Sloped} ceilings done right",
    "{sprayed|applied} {straight|directly} {onto|against} the roof deck, foam {fills|reaches|seals} {every|each} {rafter bay|corner|angle} of a {vaulted|sloped|cathedral} ceiling {and|so} {keeps|stops} {warm air|heat} from {melting the snow|reaching the shingles} {on|above} $street.",
  ],
  [
    "Built for {wind|weather|salt air} off $water",
    "a {continuous|seamless|single} {foam|air} {seal|barrier} {keeps|stops|blocks} $weather {from working|from getting} {through|into} {framing joints|outlet boxes|window openings|the $trouble} {on|in} {houses|homes|lots} {facing|near|along} $water.",
  ],
  [
    "{Care|Tidy work} inside lived-in homes",
    "{most|nearly all|many} {jobs|projects|visits} in $name {happen|take place|are done} {in|inside} {houses|homes} {people|families} {live in|are living in}, {so|and} we {mask|cover|protect} {floors|trim|furniture} and {leave|clean} {each|every} {room|space} {clean|tidy|as we found it} {each|every|at the end of the} day.",
  ],
  [
    "Quieter {shared|party} walls",
    "open-cell foam {in|between} {the|shared|party} walls of {duplexes|townhouses|semi-detached homes} {off|on|near} $street {cuts|softens|damps} {the noise|sound|footsteps} and {the|a} {chill|draft|cold} {that comes|coming} {through|from} next door.",
  ],
  [
    "Old {houses|homes} sealed, not smothered",
    "{in|on} {the|older} $stock we {seal|foam|close} {the|each} $trouble {first|before anything else}, {then|and} {leave|keep} {old|original} {plaster|clapboard|masonry} {able|free} to {dry|breathe}, {because|since} {not every|no old} wall {should|ought to} be {filled|foamed|packed}.",
  ],
  [
    "Heat pumps that {keep up|cope|hold on}",
    "{a|the} {sealed|tight} {envelope|house|home} lets {a|the} {new|smaller} heat pump {keep up|hold the temperature|carry the house} {through|in|during} $weather {instead of|rather than} {handing off to|falling back on|leaning on} $heat.",
  ],
  [
    "{Figures|Numbers} you can plan around",
    "better insulation {in $possessive $stock|on $street|near $water|in a $name home} can reduce heating costs by «heatingSavings», with payback {typically|usually|often} in «payback»; {it is all in writing|everything is written down|we set it all out in writing} {with|beside|next to} the {quote|price|figures}, along with whether Efficiency Nova Scotia rebates may be available {to you|for the work|for your house}.",
  ],
  [
    "Savings you can {count on|see|bank on}",
    "{sealing|foaming|insulating} the $trouble {and|with} the {attic|basement|walls} can reduce heating costs by «heatingSavings», with {most|many} {homes|houses|owners} {in $name|near $water|on $street} {seeing|getting} a payback in about «payback».",
  ],
  [
    "{Damp|Fog|Moisture} kept out",
    "foam {that|which} {resists|sheds|stands up to} moisture {suits|fits|works for} {homes|houses|basements} {near|by|facing} $water and {the|a} {fog|damp|mist} {that|which} {rolls|drifts|settles} in {on|over} $street {most|many} {evenings|mornings|weeks}.",
  ],
  [
    "{Additions|Extensions} brought up to par",
    "{the|an} {addition|extension|sunroom} {from|built in} the $decade {gets|is given} {the same|as much|a matching} {foam|seal|insulation} {as|like} the {main|original|rest of the} house, {so|and} {$room|the new room} {stops feeling|no longer feels} {like|as cold as} {a porch|the outdoors|a shed} {in|by} January.",
  ],
];
const APPLICATIONS = [
  [
    "Century homes and farmhouses",
    "in $stock {near|on|off} $street we {insulate|work} from {the inside|indoors}, {filling|foaming} {open|bare} {cavities|stud bays|walls} {during|as part of} {renovations|a kitchen job|a re-wire}, and {check|look at} {the|each} $foundation {cellar|foundation} {first|before we spray}.",
  ],
  [
    "Basements and cellars",
    "closed-cell foam on $foundation walls {and|with} the rim joist {turns|makes} {a|the} {cold|damp|musty} {basement|cellar} {into|a} {usable|warm|dry} {space|room|workshop} {for|in} {houses|homes} {around|near|by} $water.",
  ],
  [
    "Garages, barns and workshops",
    "{detached|old|new} {garages|barns|workshops} {on|off|along} $street {get|receive|take} {foam|closed-cell foam} {on|across} {the walls|the roof deck|their walls and roof}, {so|and} {a wood stove|a small heater|a heat pump} {keeps|holds} {them|it} {usable|warm|workable} {through|all} winter.",
  ],
  [
    "Small businesses and halls",
    "{stores|shops|halls|churches} {near|along|by} $water {in|of} $name {are|get} {insulated|sealed} {on a schedule|in stages|after hours} {that|which} {keeps|lets} {them|the doors} open, {from|with} the {roof deck|walls|floor} {done|finished} {first|one section at a time}.",
  ],
  [
    "Cottages made year-round",
    "{lake|summer|seasonal} cottages {turned|made|converted} into {year-round|four-season|full-time} homes {near|on|around} $water {need|get} {foam|a seal} {under|in} {the floor|the walls|the roof}, {where|since} {the|their} {framing|builders} {never|didn't} {planned|plan} for $weather.",
  ],
  [
    "Mobile and modular homes",
    "{mobile|modular|mini-}homes {on|along|off} $street {get|take} closed-cell foam {under|beneath|along} the {floor|skirting|belly}, {where|since} {pipes|water lines|the floor} {freeze|freezes|chill} {first|fastest|most} {in|during} $weather.",
  ],
];
const HOUSING_HEADINGS = [
  "$name homes, {old and new|new and old|from the $decade on}",
  "{houses|homes} {along|near} $water",
  "$stock {by|near|along} $water",
  "{what|how} $name {houses|homes} {are built|were built|are made} of",
  "{the|a} $name {house|home}, {room by room|inside and out|from cellar to roof}",
];

function sentences(templates: readonly string[], count: number, place: Place): string[] {
  return pickSome(place.random, templates, count).map((template) => expand(template, place));
}

function paragraphs(templates: readonly string[], shape: readonly number[], place: Place): string[] {
  const all = sentences(
    templates,
    shape.reduce((sum, n) => sum + n, 0),
    place,
  );
  let at = 0;
  return shape.map((count) => {
    const paragraph = all.slice(at, at + count).join(" ");
    at += count;
    return paragraph;
  });
}

/** Every community name the generator can give, in a fixed order for a seed. */
function communityNames(random: Random, count: number): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const prefix of PLACE_PREFIX) {
    const batch = shuffle(
      random,
      PLACE_FIRST.flatMap((first) => PLACE_LAST.map((last) => `${prefix}${first} ${last}`)),
    );
    for (const name of batch) {
      if (names.length === count) return names;
      if (!TAKEN_NAMES.has(name) && !seen.has(name)) {
        names.push(name);
        seen.add(name);
      }
    }
  }
  if (names.length < count) throw new Error(`the generator names at most ${names.length} communities, not ${count}`);
  return names;
}

/** The largest number of communities the generator names. */
export const MAX_AREAS = PLACE_PREFIX.length * PLACE_FIRST.length * PLACE_LAST.length - TAKEN_NAMES.size;

/** Page titles run 50-60 characters and descriptions 140-160 (src/content/types.ts). */
export const TITLE_LENGTH = { min: 50, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 140, max: 160 } as const;

const TITLES = [
  (name: string) => `Spray Foam Insulation in ${name}, NS | Bluenose`,
  (name: string) => `${name} Spray Foam Insulation | Bluenose`,
  (name: string) => `Spray Foam Insulation in ${name}, Nova Scotia`,
  (name: string) => `${name} Spray Foam & Air Sealing | Bluenose`,
  (name: string) => `${name}, NS Spray Foam Insulation | Bluenose`,
  (name: string) => `Spray Foam Insulation for ${name} Homes | Bluenose`,
  (name: string) => `Insulating ${name} Homes with Spray Foam | Bluenose`,
  (name: string) => `${name} Insulation: Open & Closed-Cell Foam | Bluenose`,
  (name: string) => `${name} Spray Foam Insulation, NS`,
  (name: string) => `${name} Home Insulation | Bluenose`,
  (name: string) => `Spray Foam in ${name}, NS | Bluenose`,
];

function titleFor(name: string, random: Random): string {
  const fitting = TITLES.map((title) => title(name)).filter(
    (title) => title.length >= TITLE_LENGTH.min && title.length <= TITLE_LENGTH.max,
  );
  if (fitting.length === 0) throw new Error(`no title of 50-60 characters for "${name}"`);
  return pick(random, fitting);
}

const DESCRIPTION_OPENINGS = [
  "$name spray foam insulation for $stock and $trouble",
  "spray foam for $possessive $stock, from $trouble to $trouble",
  "sealing $trouble and attics in $possessive $stock",
  "$name insulation for $stock near $water",
  "spray foam in $name: $stock, cold $trouble and drafty attics",
];
const DESCRIPTION_MIDDLES = [
  "built in the $decade",
  "where $weather finds every gap",
  "on $street and $street",
  "heated by $heat",
  "on $foundation foundations",
  "near $water",
  "from the $decade to today",
  "and homes switching from $heat",
];
const DESCRIPTION_CLOSINGS = [
  "Licensed, insured, free quotes.",
  "Free on-site quotes.",
  "Licensed and insured crews, free written quotes.",
  "Written quotes at no cost.",
  "Free quotes, licensed and insured.",
  "Call for a free quote.",
  "Insured crews and free estimates.",
  "A free visit and a written quote.",
];

function descriptionFor(place: Place): string {
  for (let attempt = 0; attempt < 100; attempt++) {
    const opening = expand(pick(place.random, DESCRIPTION_OPENINGS), place);
    const middle =
      attempt % 2 === 0 ? "" : `, ${expand(pick(place.random, DESCRIPTION_MIDDLES), place).replace(/^./, (c) => c.toLowerCase())}`;
    const fitting = DESCRIPTION_CLOSINGS.map((closing) => `${opening}${middle}. ${closing}`).filter(
      (text) => text.length >= DESCRIPTION_LENGTH.min && text.length <= DESCRIPTION_LENGTH.max,
    );
    if (fitting.length > 0) return pick(place.random, fitting);
  }
  throw new Error(`no description of 140-160 characters for "${place.name}"`);
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A place's streets, water and houses: what its page talks about. */
function placeFor(name: string, random: Random): Place {
  const streets = pickSome(random, SURNAMES, 5).map((surname) => `${surname} ${pick(random, STREET_KINDS)}`);
  const [first = "Long", second = "Round", third = "Still"] = pickSome(random, PLACE_FIRST, 3);
  const water = [`${first} Lake`, `the ${second} River`, `${third} Brook`];
  const decades = pickSome(random, DECADES, 4);
  return { name, streets, water, stock: pickSome(random, STOCK, 4), trouble: pickSome(random, TROUBLE, 5), decades, random };
}

/** One generated community, from its name and its own stream of random numbers. */
function areaFor(name: string, random: Random, geo: { latitude: number; longitude: number }): GeneratedArea {
  const place = placeFor(name, random);
  const long = random() < 0.25;
  const intro = paragraphs(INTRO, long ? [3, 3, 2] : [3, 3], place);
  const housing = paragraphs(HOUSING, [4, 4], place);
  const reasons = pickSome(random, REASONS, 5).map(([title, template]) => ({
    title: expand(title as string, place),
    description: expand(template as string, place),
  }));
  const copy: GeneratedArea["copy"] = {
    kind: long ? "long" : "short",
    title: titleFor(name, random),
    description: descriptionFor(place),
    heading: `Spray Foam Insulation in ${name}`,
    geo,
    intro,
    localHousing: { heading: expand(pick(random, HOUSING_HEADINGS), place), paragraphs: housing },
    reasons: { heading: `Five reasons ${name} homeowners call us`, items: reasons },
  };
  if (long) {
    const names = new Set<string>();
    while (names.size < 12) names.add(`${pick(random, PLACE_FIRST)} ${pick(random, PLACE_LAST)}`);
    copy.neighbourhoods = {
      heading: `${name} neighbourhoods we serve`,
      lead: expand(
        "{our crews work|we work|crews are out} {right across|all over|throughout} $name, {from|between} $street {to|and} $water, {including|in} these {neighbourhoods|parts of it}:",
        place,
      ),
      names: [...names],
    };
    copy.applications = {
      heading: `Where spray foam helps most in ${name}`,
      lead: expand(
        "{buildings|houses} {change|differ} from one {street|road} to the next {here|in $name}; {these|here} are the {jobs|projects} we {take on|do} most {often|in $name}.",
        place,
      ),
      items: pickSome(random, APPLICATIONS, 4).map(([title, template]) => ({
        title: expand(title as string, place),
        description: expand(template as string, place),
      })),
    };
  }
  const card = expand("$stock {and|with} {cold|drafty} $trouble {near|along|by} $water {and|or} $street.", place);
  return { slug: slugOf(name), name, card, copy };
}

/**
 * `count` communities with copy of their own, the same for the same seed. Each has its own
 * stream of random numbers (from the seed and its place in the list), so the first pages are the
 * same whatever the count.
 */
export function generateAreas(count: number, seed = 2026): GeneratedArea[] {
  const names = communityNames(seededRandom(seed), count);
  const seenGeo = new Set<string>();
  return names.map((name, index) => {
    const random = seededRandom(seed * 100_003 + index * 7_919 + 1);
    let geo: { latitude: number; longitude: number };
    do {
      // Nova Scotia's mainland and Cape Breton, to four decimals.
      geo = { latitude: Number((43.5 + random() * 3.3).toFixed(4)), longitude: Number((-66 + random() * 6).toFixed(4)) };
    } while (seenGeo.has(`${geo.latitude},${geo.longitude}`));
    seenGeo.add(`${geo.latitude},${geo.longitude}`);
    return areaFor(name, random, geo);
  });
}
