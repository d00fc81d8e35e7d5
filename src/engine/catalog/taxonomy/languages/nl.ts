// The taxonomy's kinds of product in nl: the words its merchants use and the titles its shops give
// (written by a translator from products/*.ts; languages/types.ts says what each field is).
import type { ProductWords } from './types'

export const NL_PRODUCT_WORDS: ProductWords = {
  "dress": {
    "one": "jurk",
    "many": "jurken",
    "nouns": [
      "jurkje",
      "jurkjes",
      "zomerjurk",
      "zomerjurken",
      "maxi-jurk",
      "maxi-jurken",
      "midi-jurk",
      "midi-jurken",
      "mini-jurk",
      "mini-jurken",
      "slipdress",
      "slipdresses",
      "wikkeljurk",
      "wikkeljurken",
      "blousejurk",
      "blousejurken",
      "hemdjurk",
      "hemdjurken"
    ],
    "collection": "Jurken",
    "titles": [
      "Wikkeljurk",
      "Linnen jurk",
      "Gelaagde jurk",
      "Jurk met smokwerk",
      "Schuin geknipte jurk",
      "Popeline jurk",
      "Jurk met pofmouwen",
      "Kokerjurk",
      "Halterjurk",
      "Tea dress"
    ]
  },
  "gown": {
    "one": "galajurk",
    "many": "galajurken",
    "nouns": [
      "trouwjurk",
      "trouwjurken",
      "bruidsjurk",
      "bruidsjurken",
      "avondjurk",
      "avondjurken",
      "baljurk",
      "baljurken",
      "bruidsmeisjesjurk",
      "bruidsmeisjesjurken",
      "galakleding",
      "cocktailjurk",
      "cocktailjurken",
      "promjurk",
      "promjurken"
    ],
    "collection": "Galajurken",
    "titles": [
      "A-lijn galajurk",
      "Zeemeerminjurk",
      "Nauwsluitende galajurk",
      "Galajurk met empiretaille",
      "Off-shoulder galajurk",
      "Kanten galajurk",
      "Satijnen galajurk",
      "Galajurk van crêpe",
      "Rugloze galajurk",
      "Galajurk van tule"
    ]
  },
  "blouse": {
    "one": "blouse",
    "many": "blouses",
    "nouns": [
      "top",
      "tops",
      "boerenblouse",
      "boerenblouses",
      "mouwloze top",
      "mouwloze tops",
      "tuniek",
      "tunieken",
      "bodytop",
      "bodytops"
    ],
    "collection": "Blouses en tops",
    "titles": [
      "Zijden blouse",
      "Strikblouse",
      "Blouse met ruches",
      "Victoriaanse blouse",
      "Overslagblouse",
      "Mouwloze blouse",
      "Geborduurde blouse",
      "Korte blouse",
      "Blouse met biesjes"
    ]
  },
  "skirt": {
    "one": "rok",
    "many": "rokken",
    "nouns": [
      "rokje",
      "rokjes",
      "minirok",
      "minirokken",
      "midirok",
      "midirokken",
      "maxirok",
      "maxirokken",
      "plooirok",
      "plooirokken",
      "kokerrok",
      "kokerrokken",
      "broekrok",
      "broekrokken",
      "skort",
      "skorts"
    ],
    "collection": "Rokken",
    "titles": [
      "Plooirok",
      "Sliprok",
      "A-lijn rok",
      "Kokerrok",
      "Spijkerrok",
      "Wikkelrok",
      "Gelaagde rok",
      "Satijnen rok",
      "Wollen rok"
    ]
  },
  "jeans": {
    "one": "jeans",
    "many": "jeans",
    "nouns": [
      "spijkerbroek",
      "spijkerbroeken",
      "jeansbroek",
      "jeansbroeken",
      "denim",
      "raw denim",
      "selvedge denim",
      "mom jeans",
      "boyfriend jeans"
    ],
    "collection": "Jeans",
    "titles": [
      "Straight jeans",
      "Slim fit jeans",
      "Tapered jeans",
      "Wijde jeans",
      "Bootcut jeans",
      "Relaxed fit jeans",
      "High waist jeans",
      "Selvedge jeans",
      "Barrel jeans"
    ]
  },
  "trousers": {
    "one": "broek",
    "many": "broeken",
    "nouns": [
      "pantalon",
      "pantalons",
      "lange broek",
      "lange broeken",
      "chino",
      "chino's",
      "cargobroek",
      "cargobroeken",
      "wijde broek",
      "wijde broeken",
      "ribbroek",
      "ribbroeken",
      "culotte",
      "culottes",
      "linnen broek",
      "linnen broeken",
      "nette broek",
      "nette broeken"
    ],
    "collection": "Broeken",
    "titles": [
      "Pantalon met bandplooi",
      "Wijde broek",
      "Tailored pantalon",
      "Enkellange broek",
      "Broek met trekkoord",
      "Utility broek",
      "Pantalon zonder plooien",
      "Carpenter broek",
      "Taps toelopende broek"
    ]
  },
  "shorts": {
    "one": "korte broek",
    "many": "korte broeken",
    "nouns": [
      "short",
      "shorts",
      "chinoshort",
      "chinoshorts",
      "spijkershort",
      "spijkershorts",
      "jeansshort",
      "jeansshorts",
      "cargoshort",
      "cargoshorts",
      "linnen short",
      "linnen shorts"
    ],
    "collection": "Shorts",
    "titles": [
      "Short met bandplooi",
      "Afgeknipte spijkershort",
      "Ruimvallende short",
      "Utility short",
      "Short met trekkoord",
      "Nette short",
      "Camp short",
      "Baggy short"
    ]
  },
  "shirt": {
    "one": "overhemd",
    "many": "overhemden",
    "nouns": [
      "hemd",
      "hemden",
      "button-down",
      "button-downs",
      "oxford overhemd",
      "oxford overhemden",
      "flanellen overhemd",
      "flanellen overhemden",
      "houthakkershemd",
      "houthakkershemden",
      "linnen overhemd",
      "linnen overhemden",
      "overshirt",
      "overshirts",
      "bowlingshirt",
      "bowlingshirts"
    ],
    "collection": "Overhemden",
    "titles": [
      "Oxford overhemd",
      "Popeline overhemd",
      "Chambray overhemd",
      "Overhemd met reverskraag",
      "Western overhemd",
      "Werkoverhemd",
      "Overhemd met halve knoopsluiting",
      "Overhemd met opstaande kraag",
      "Seersucker overhemd"
    ]
  },
  "polo-shirt": {
    "one": "polo",
    "many": "polo's",
    "nouns": [
      "poloshirt",
      "poloshirts",
      "henley",
      "henleys",
      "rugbyshirt",
      "rugbyshirts",
      "gebreide polo",
      "gebreide polo's"
    ],
    "collection": "Polo's en henleys",
    "titles": [
      "Piqué polo",
      "Gebreide polo",
      "Polo met lange mouwen",
      "Badstof polo",
      "Jersey polo",
      "Gestreepte polo",
      "Klassieke polo",
      "Ribgebreide polo"
    ]
  },
  "t-shirt": {
    "one": "T-shirt",
    "many": "T-shirts",
    "nouns": [
      "shirt",
      "shirts",
      "printshirt",
      "printshirts",
      "longsleeve",
      "longsleeves",
      "tanktop",
      "tanktops",
      "croptop",
      "croptops",
      "singlet",
      "singlets"
    ],
    "collection": "T-shirts",
    "titles": [
      "Heavyweight T-shirt",
      "Boxy T-shirt",
      "Oversized T-shirt",
      "Basic T-shirt",
      "T-shirt met borstzak",
      "Stukgeverfd T-shirt",
      "T-shirt van slubkatoen",
      "T-shirt met contrastboorden",
      "Ruimvallend T-shirt",
      "Biologisch katoenen T-shirt"
    ]
  },
  "hoodie": {
    "one": "hoodie",
    "many": "hoodies",
    "nouns": [
      "capuchontrui",
      "capuchontruien",
      "capuchonsweater",
      "capuchonsweaters",
      "hoodie met rits",
      "hoodies met rits",
      "vest met capuchon",
      "vesten met capuchon",
      "zip hoodie",
      "zip hoodies"
    ],
    "collection": "Hoodies",
    "titles": [
      "Heavyweight hoodie",
      "Oversized hoodie",
      "Boxy hoodie",
      "Fleece hoodie",
      "Geborduurde hoodie",
      "Hoodie met vintage wassing",
      "Hoodie met raglanmouwen",
      "Cropped hoodie",
      "Basic hoodie"
    ]
  },
  "sweatshirt": {
    "one": "sweater",
    "many": "sweaters",
    "nouns": [
      "sweatshirt",
      "sweatshirts",
      "crewneck",
      "crewnecks",
      "sweater met ronde hals",
      "sweaters met ronde hals",
      "quarter-zip",
      "quarter-zips",
      "sweater met halve rits",
      "sweaters met halve rits"
    ],
    "collection": "Sweaters",
    "titles": [
      "Heavyweight sweater",
      "Loopback sweater",
      "Vintage sweater",
      "College sweater",
      "Sweater met raglanmouwen",
      "Boxy sweater",
      "French terry sweater",
      "Stukgeverfde sweater"
    ]
  },
  "sweater": {
    "one": "trui",
    "many": "truien",
    "nouns": [
      "pullover",
      "pullovers",
      "coltrui",
      "coltruien",
      "gebreide trui",
      "gebreide truien",
      "spencer",
      "spencers",
      "visserstrui",
      "visserstruien",
      "rolkraagtrui",
      "rolkraagtruien"
    ],
    "collection": "Truien",
    "titles": [
      "Kasjmieren trui",
      "Merino trui",
      "Kabeltrui",
      "Visserstrui",
      "Shetland trui",
      "Ribgebreide trui",
      "Trui met halfhoge col",
      "Grofgebreide trui",
      "Fair Isle trui",
      "Alpaca trui"
    ]
  },
  "cardigan": {
    "one": "vest",
    "many": "vesten",
    "nouns": [
      "cardigan",
      "cardigans",
      "gebreid vest",
      "gebreide vesten",
      "sjaalkraagvest",
      "sjaalkraagvesten"
    ],
    "collection": "Vesten",
    "titles": [
      "Kasjmieren vest",
      "Merino vest",
      "Mohair vest",
      "Vest met sjaalkraag",
      "Kort vest",
      "Lang vest",
      "Kabelvest",
      "Boxy vest",
      "Fijngebreid vest"
    ]
  },
  "jacket": {
    "one": "jack",
    "many": "jacks",
    "nouns": [
      "jasje",
      "jasjes",
      "spijkerjack",
      "spijkerjacks",
      "jeansjack",
      "jeansjacks",
      "bomberjack",
      "bomberjacks",
      "bomber",
      "bombers",
      "leren jack",
      "leren jacks",
      "worker jacket",
      "worker jackets",
      "shacket",
      "shackets",
      "fieldjacket",
      "fieldjackets",
      "truckerjack",
      "truckerjacks",
      "trainingsjack",
      "trainingsjacks",
      "fleecejack",
      "fleecejacks",
      "baseballjack",
      "baseballjacks",
      "harringtonjack",
      "harringtonjacks"
    ],
    "collection": "Jacks",
    "titles": [
      "Worker jacket",
      "Truckerjack",
      "Bomberjack",
      "Bikerjack",
      "Suède jack",
      "Doorgestikt jack",
      "Gewaxt jack",
      "Utility jack",
      "Kort jack",
      "Coach jacket"
    ]
  },
  "blazer": {
    "one": "blazer",
    "many": "blazers",
    "nouns": [
      "colbert",
      "colberts",
      "colbertje",
      "colbertjes",
      "sportcolbert",
      "sportcolberts",
      "kostuumvest",
      "kostuumvesten"
    ],
    "collection": "Blazers",
    "titles": [
      "Ongestructureerde blazer",
      "Double-breasted blazer",
      "Single-breasted blazer",
      "Tweed blazer",
      "Linnen blazer",
      "Hopsack blazer",
      "Oversized blazer",
      "Ribfluwelen blazer",
      "Wollen blazer"
    ]
  },
  "suit": {
    "one": "pak",
    "many": "pakken",
    "nouns": [
      "kostuum",
      "kostuums",
      "tweedelig pak",
      "tweedelige pakken",
      "driedelig pak",
      "driedelige pakken",
      "smoking",
      "smokings",
      "gilet",
      "gilets",
      "broekpak",
      "broekpakken"
    ],
    "collection": "Pakken",
    "titles": [
      "Tailored fit pak",
      "Double-breasted pak",
      "Flanellen pak",
      "Pak van tropische wol",
      "Linnen pak",
      "Pak met puntrevers",
      "Pak met klassieke revers",
      "Reispak",
      "Pak voor drie seizoenen"
    ]
  },
  "coat": {
    "one": "jas",
    "many": "jassen",
    "nouns": [
      "mantel",
      "mantels",
      "overjas",
      "overjassen",
      "wollen jas",
      "wollen jassen",
      "trenchcoat",
      "trenchcoats",
      "trench",
      "pijjekker",
      "pijjekkers",
      "caban",
      "cabans",
      "duffelcoat",
      "duffelcoats",
      "winterjas",
      "winterjassen"
    ],
    "collection": "Jassen",
    "titles": [
      "Double-breasted jas",
      "Wikkelmantel",
      "Chesterfield jas",
      "Cocoonjas",
      "Balmacaan jas",
      "Jas met ceintuur",
      "Lange jas",
      "Bouclé jas",
      "Getailleerde mantel"
    ]
  },
  "puffer": {
    "one": "pufferjas",
    "many": "pufferjassen",
    "nouns": [
      "puffer",
      "puffers",
      "pufferjack",
      "pufferjacks",
      "donsjas",
      "donsjassen",
      "donsjack",
      "donsjacks",
      "parka",
      "parka's",
      "gewatteerde jas",
      "gewatteerde jassen",
      "gewatteerd jack",
      "gewatteerde jacks"
    ],
    "collection": "Pufferjassen en parka's",
    "titles": [
      "Pufferjas met capuchon",
      "Korte pufferjas",
      "Lange pufferjas",
      "Opvouwbare pufferjas",
      "Boxy pufferjas",
      "Expeditieparka",
      "Doorgestikte donsjas",
      "Lichtgewicht pufferjas",
      "Gerecyclede pufferjas"
    ]
  },
  "rain-jacket": {
    "one": "regenjas",
    "many": "regenjassen",
    "nouns": [
      "regenjack",
      "regenjacks",
      "regenponcho",
      "regenponcho's",
      "windjack",
      "windjacks",
      "windjas",
      "windjassen",
      "anorak",
      "anoraks",
      "regenjekker",
      "regenjekkers"
    ],
    "collection": "Regenjassen",
    "titles": [
      "Opvouwbare regenjas",
      "Regenjas met capuchon",
      "Lange regenjas",
      "Gewaxte regenjas",
      "Rubberen regenjas",
      "Vissersregenjas",
      "Lichte regenjas",
      "Urban regenjas",
      "Drielaagse regenjas"
    ]
  },
  "vest": {
    "one": "bodywarmer",
    "many": "bodywarmers",
    "nouns": [
      "donzen bodywarmer",
      "donzen bodywarmers",
      "fleece bodywarmer",
      "fleece bodywarmers",
      "gewatteerde bodywarmer",
      "gewatteerde bodywarmers",
      "mouwloos jack",
      "mouwloze jacks"
    ],
    "collection": "Bodywarmers",
    "titles": [
      "Doorgestikte bodywarmer",
      "Donzen bodywarmer",
      "Fleece bodywarmer",
      "Opvouwbare bodywarmer",
      "Utility bodywarmer",
      "Ribfluwelen bodywarmer",
      "Omkeerbare bodywarmer",
      "Gewatteerde bodywarmer"
    ]
  },
  "jumpsuit": {
    "one": "jumpsuit",
    "many": "jumpsuits",
    "nouns": [
      "playsuit",
      "playsuits",
      "tuinbroek",
      "tuinbroeken",
      "overall",
      "overalls",
      "boilersuit",
      "boilersuits"
    ],
    "collection": "Jumpsuits en overalls",
    "titles": [
      "Linnen jumpsuit",
      "Utility jumpsuit",
      "Denim jumpsuit",
      "Jumpsuit met wijde pijpen",
      "Jumpsuit met overslag",
      "Jumpsuit met ceintuur",
      "Twill jumpsuit",
      "Ribfluwelen tuinbroek",
      "Ruimvallende jumpsuit"
    ]
  },
  "leggings": {
    "one": "legging",
    "many": "leggings",
    "nouns": [
      "yogabroek",
      "yogabroeken",
      "yogalegging",
      "yogaleggings",
      "sportlegging",
      "sportleggings",
      "hardlooptight",
      "hardlooptights",
      "flared legging",
      "flared leggings"
    ],
    "collection": "Leggings",
    "titles": [
      "High waist legging",
      "Naadloze legging",
      "Shaping legging",
      "Legging met zakken",
      "Geribde legging",
      "Flared legging",
      "7/8 legging",
      "Compressielegging",
      "Boterzachte legging"
    ]
  },
  "sports-bra": {
    "one": "sportbeha",
    "many": "sportbeha's",
    "nouns": [
      "sport-bh",
      "sport-bh's",
      "sporttopje",
      "sporttopjes",
      "hardloopbeha",
      "hardloopbeha's",
      "yogabeha",
      "yogabeha's"
    ],
    "collection": "Sportbeha's",
    "titles": [
      "Sportbeha met stevige ondersteuning",
      "Longline sportbeha",
      "Racerback sportbeha",
      "Sportbeha met gekruiste rug",
      "Naadloze sportbeha",
      "Sportbeha met voorrits",
      "Sportbeha met ronde hals",
      "Sportbeha voor elke dag"
    ]
  },
  "running-shorts": {
    "one": "hardloopshort",
    "many": "hardloopshorts",
    "nouns": [
      "hardloopbroekje",
      "hardloopbroekjes",
      "sportshort",
      "sportshorts",
      "sportbroekje",
      "sportbroekjes",
      "trainingsshort",
      "trainingsshorts",
      "bikershort",
      "bikershorts",
      "fietsshort",
      "fietsshorts"
    ],
    "collection": "Hardloopshorts",
    "titles": [
      "Hardloopshort met split",
      "Hardloopshort met binnenbroek",
      "2-in-1 hardloopshort",
      "Lichtgewicht hardloopshort",
      "Hardloopshort met zakken",
      "Wedstrijdshort",
      "Trailrunningshort",
      "Trainingsshort"
    ]
  },
  "joggers": {
    "one": "joggingbroek",
    "many": "joggingbroeken",
    "nouns": [
      "jogger",
      "joggers",
      "trainingsbroek",
      "trainingsbroeken",
      "sweatpants",
      "trainingspak",
      "trainingspakken",
      "joggingpak",
      "joggingpakken",
      "loungebroek",
      "loungebroeken"
    ],
    "collection": "Joggingbroeken",
    "titles": [
      "Fleece joggingbroek",
      "Taps toelopende joggingbroek",
      "Ruimvallende joggingbroek",
      "Joggingbroek met boord",
      "Joggingbroek met rechte pijp",
      "Tech joggingbroek",
      "Heavyweight joggingbroek",
      "Joggingbroek voor op reis",
      "Wijde joggingbroek"
    ]
  },
  "workout-top": {
    "one": "sporttop",
    "many": "sporttops",
    "nouns": [
      "sportshirt",
      "sportshirts",
      "trainingsshirt",
      "trainingsshirts",
      "hardloopshirt",
      "hardloopshirts",
      "hardlooptop",
      "hardlooptops",
      "sportsinglet",
      "sportsinglets"
    ],
    "collection": "Sporttops",
    "titles": [
      "Ademende sporttop",
      "Naadloze sporttop",
      "Mesh sporttop",
      "Korte sporttop",
      "Lichtgewicht sporttop",
      "Racerback sporttop",
      "Sportshirt met lange mouwen",
      "Merino sportshirt",
      "Reflecterend hardloopshirt"
    ]
  },
  "swimsuit": {
    "one": "badpak",
    "many": "badpakken",
    "nouns": [
      "zwempak",
      "zwempakken",
      "tankini",
      "tankini's",
      "monokini",
      "monokini's"
    ],
    "collection": "Badpakken",
    "titles": [
      "Badpak met lage rug",
      "Hoog uitgesneden badpak",
      "Badpak met vierkante hals",
      "Badpak met diepe V-hals",
      "Geribd badpak",
      "Badpak met ceintuur",
      "Badpak met beugel",
      "Badpak met cut-outs",
      "Klassiek badpak"
    ]
  },
  "bikini": {
    "one": "bikini",
    "many": "bikini's",
    "nouns": [
      "bikinitop",
      "bikinitops",
      "bikinibroekje",
      "bikinibroekjes",
      "triangelbikini",
      "triangelbikini's",
      "bandeaubikini",
      "bandeaubikini's",
      "bikiniset",
      "bikinisets"
    ],
    "collection": "Bikini's",
    "titles": [
      "Triangelbikini",
      "Bandeaubikini",
      "Balconette bikini",
      "High waist bikini",
      "Bikini met strikjes opzij",
      "Geribde bikini",
      "Bikini met ronde uitsnijding",
      "Bikini met beugel",
      "Brazilian bikini"
    ]
  },
  "swim-trunks": {
    "one": "zwembroek",
    "many": "zwembroeken",
    "nouns": [
      "zwemshort",
      "zwemshorts",
      "boardshort",
      "boardshorts",
      "zwemslip",
      "zwemslips"
    ],
    "collection": "Zwembroeken",
    "titles": [
      "Nette zwemshort",
      "Retro zwembroek",
      "Sneldrogende zwembroek",
      "Zwembroek met print",
      "Zwembroek met trekkoord",
      "Zwembroek met zijgespen",
      "Volley zwembroek",
      "Klassieke zwembroek"
    ]
  },
  "cover-up": {
    "one": "cover-up",
    "many": "cover-ups",
    "nouns": [
      "strandtuniek",
      "strandtunieken",
      "kaftan",
      "kaftans",
      "sarong",
      "sarongs",
      "pareo",
      "pareo's",
      "strandjurk",
      "strandjurken",
      "strandblouse",
      "strandblouses"
    ],
    "collection": "Cover-ups en kaftans",
    "titles": [
      "Kaftan van katoengaas",
      "Gehaakte cover-up",
      "Linnen strandtuniek",
      "Geborduurde kaftan",
      "Strandblouse met knoopdetail",
      "Transparante cover-up",
      "Pareo met franjes",
      "Vakantiekaftan",
      "Kaftan met kwastjes"
    ]
  },
  "bra": {
    "one": "beha",
    "many": "beha's",
    "nouns": [
      "bh",
      "bh's",
      "bralette",
      "bralettes",
      "balconette-bh",
      "balconette-bh's",
      "push-up-bh",
      "push-up-bh's",
      "beugelbeha",
      "beugelbeha's",
      "plunge-bh",
      "plunge-bh's"
    ],
    "collection": "Beha's",
    "titles": [
      "Kanten beha",
      "Beha zonder beugel",
      "Balconette beha",
      "Plunge beha",
      "Ongevoerde beha",
      "T-shirtbeha",
      "Zijden beha",
      "Longline beha",
      "Demi-cup beha",
      "Mesh beha"
    ]
  },
  "underwear": {
    "one": "onderbroek",
    "many": "onderbroeken",
    "nouns": [
      "ondergoed",
      "slip",
      "slips",
      "slipje",
      "slipjes",
      "string",
      "strings",
      "boxershort",
      "boxershorts",
      "boxer",
      "boxers",
      "hipster",
      "hipsters",
      "onderhemd",
      "onderhemden"
    ],
    "collection": "Ondergoed",
    "titles": [
      "Naadloze slip",
      "Kanten slip",
      "Katoenen onderbroek",
      "Modal boxershort",
      "High waist slip",
      "Bikinislip",
      "Basic onderbroek",
      "Mesh slip",
      "Biologisch katoenen boxershort"
    ]
  },
  "lingerie-set": {
    "one": "lingerieset",
    "many": "lingeriesets",
    "nouns": [
      "lingerie",
      "body",
      "body's",
      "korset",
      "korsetten",
      "bustier",
      "bustiers",
      "hemdje",
      "hemdjes",
      "camisole",
      "camisoles",
      "onderjurk",
      "onderjurken",
      "jarretelgordel",
      "jarretelgordels"
    ],
    "collection": "Lingerie",
    "titles": [
      "Kanten lingerieset",
      "Zijden lingerieset",
      "Satijnen lingerieset",
      "Transparante lingerieset",
      "Geborduurde lingerieset",
      "Lingerieset met bandjes",
      "Korset met baleinen",
      "Bruidslingerieset",
      "Mesh lingerieset"
    ]
  },
  "pajamas": {
    "one": "pyjama",
    "many": "pyjama's",
    "nouns": [
      "pyjamaset",
      "pyjamasets",
      "nachthemd",
      "nachthemden",
      "nachtjapon",
      "nachtjaponnen",
      "slaapshirt",
      "slaapshirts",
      "nachtkleding",
      "shortama",
      "shortama's"
    ],
    "collection": "Pyjama's",
    "titles": [
      "Zijden pyjama",
      "Flanellen pyjama",
      "Pyjama van katoenpopeline",
      "Linnen pyjama",
      "Pyjama met contrastbies",
      "Gestreepte pyjama",
      "Korte pyjama",
      "Modal pyjama",
      "Pyjama van wafelstof"
    ]
  },
  "robe": {
    "one": "badjas",
    "many": "badjassen",
    "nouns": [
      "ochtendjas",
      "ochtendjassen",
      "kamerjas",
      "kamerjassen",
      "kimono",
      "kimono's",
      "duster",
      "dusters"
    ],
    "collection": "Badjassen",
    "titles": [
      "Wafelbadjas",
      "Badstof badjas",
      "Zijden ochtendjas",
      "Linnen badjas",
      "Badjas met sjaalkraag",
      "Badjas met capuchon",
      "Korte badjas",
      "Lange badjas",
      "Doorgestikte ochtendjas"
    ]
  },
  "onesie": {
    "one": "rompertje",
    "many": "rompertjes",
    "nouns": [
      "romper",
      "rompers",
      "babybody",
      "babybody's",
      "boxpakje",
      "boxpakjes",
      "slaappakje",
      "slaappakjes",
      "onesie",
      "onesies"
    ],
    "collection": "Rompertjes",
    "titles": [
      "Biologisch katoenen rompertje",
      "Geribd rompertje",
      "Boxpakje met rits",
      "Rompertje met drukknopen",
      "Boxpakje met voetjes",
      "Rompertje met overslaghals",
      "Rompertje met lange mouwen",
      "Rompertje met korte mouwen",
      "Rompertje met print"
    ]
  },
  "sneaker": {
    "one": "sneaker",
    "many": "sneakers",
    "nouns": [
      "gympen",
      "gympie",
      "gympies",
      "gymschoen",
      "gymschoenen",
      "tennisschoen",
      "tennisschoenen",
      "hoge sneaker",
      "hoge sneakers",
      "lage sneaker",
      "lage sneakers",
      "canvas schoen",
      "canvas schoenen",
      "skateschoen",
      "skateschoenen",
      "slip-on",
      "slip-ons"
    ],
    "collection": "Sneakers",
    "titles": [
      "Court sneaker",
      "Lage sneaker",
      "Hoge sneaker",
      "Canvas sneaker",
      "Suède sneaker",
      "Leren sneaker",
      "Retro sneaker",
      "Chunky sneaker",
      "Minimalistische sneaker",
      "Plateausneaker"
    ]
  },
  "running-shoe": {
    "one": "hardloopschoen",
    "many": "hardloopschoenen",
    "nouns": [
      "loopschoen",
      "loopschoenen",
      "trailschoen",
      "trailschoenen",
      "trailrunschoen",
      "trailrunschoenen",
      "wedstrijdschoen",
      "wedstrijdschoenen",
      "racingflat",
      "racingflats"
    ],
    "collection": "Hardloopschoenen",
    "titles": [
      "Trailrunschoen",
      "Hardloopschoen voor de weg",
      "Dagelijkse trainingsschoen",
      "Temposchoen",
      "Stabiliteitsschoen",
      "Maximaal gedempte hardloopschoen",
      "Hardloopschoen met carbonplaat",
      "Lichtgewicht hardloopschoen",
      "Zero-drop hardloopschoen"
    ]
  },
  "boot": {
    "one": "laars",
    "many": "laarzen",
    "nouns": [
      "boot",
      "boots",
      "enkellaars",
      "enkellaarsjes",
      "enkellaarzen",
      "chelsea boot",
      "chelsea boots",
      "combat boot",
      "combat boots",
      "werklaars",
      "werklaarzen",
      "cowboylaars",
      "cowboylaarzen",
      "westernlaars",
      "westernlaarzen",
      "kniehoge laars",
      "kniehoge laarzen",
      "regenlaars",
      "regenlaarzen",
      "snowboot",
      "snowboots",
      "winterlaars",
      "winterlaarzen",
      "veterboot",
      "veterboots"
    ],
    "collection": "Laarzen en boots",
    "titles": [
      "Chelsea boot",
      "Veterboot",
      "Moc-toe boot",
      "Engineer boot",
      "Service boot",
      "Boot met profielzool",
      "Enkellaars met hak",
      "Laars met lamsvachtvoering",
      "Harness boot",
      "Roper westernlaars"
    ]
  },
  "sandal": {
    "one": "sandaal",
    "many": "sandalen",
    "nouns": [
      "slipper",
      "slippers",
      "teenslipper",
      "teenslippers",
      "badslipper",
      "badslippers",
      "espadrille",
      "espadrilles",
      "vissersandaal",
      "vissersandalen",
      "huarache",
      "huaraches",
      "gladiatorsandaal",
      "gladiatorsandalen"
    ],
    "collection": "Sandalen",
    "titles": [
      "Leren sandaal",
      "Sandaal met bandjes",
      "Plateausandaal",
      "Vissersandaal",
      "Voetbedsandaal",
      "Gevlochten sandaal",
      "Sandaal met kurkzool",
      "Slingback sandaal",
      "Platte sandaal"
    ]
  },
  "loafer": {
    "one": "loafer",
    "many": "loafers",
    "nouns": [
      "instapper",
      "instappers",
      "penny loafer",
      "penny loafers",
      "mocassin",
      "mocassins",
      "bootschoen",
      "bootschoenen",
      "driving shoe",
      "driving shoes",
      "muil",
      "muilen",
      "muiltje",
      "muiltjes",
      "clog",
      "clogs"
    ],
    "collection": "Loafers",
    "titles": [
      "Penny loafer",
      "Horsebit loafer",
      "Loafer met kwastjes",
      "Suède loafer",
      "Chunky loafer",
      "Loafer met profielzool",
      "Ongevoerde loafer",
      "Leren loafer",
      "Soepele instapper"
    ]
  },
  "ballet-flat": {
    "one": "ballerina",
    "many": "ballerina's",
    "nouns": [
      "balletschoen",
      "balletschoenen",
      "balletflat",
      "balletflats",
      "mary jane",
      "mary janes",
      "platte schoen",
      "platte schoenen"
    ],
    "collection": "Ballerina's",
    "titles": [
      "Leren ballerina",
      "Suède ballerina",
      "Lakleren ballerina",
      "Puntige ballerina",
      "Ballerina met vierkante neus",
      "Mesh ballerina",
      "Ballerina met strik",
      "Ballerina met bandjes",
      "Doorgestikte ballerina"
    ]
  },
  "dress-shoe": {
    "one": "nette schoen",
    "many": "nette schoenen",
    "nouns": [
      "herenschoen",
      "herenschoenen",
      "oxford",
      "oxfords",
      "derby",
      "derby's",
      "brogue",
      "brogues",
      "gespschoen",
      "gespschoenen",
      "monkstrap",
      "monkstraps",
      "wingtip",
      "wingtips",
      "geklede schoen",
      "geklede schoenen"
    ],
    "collection": "Nette schoenen",
    "titles": [
      "Oxford met neuskap",
      "Derby met gladde neus",
      "Full brogue",
      "Double monkstrap",
      "Wholecut oxford",
      "Suède derby",
      "Schoen van cordovanleer",
      "Longwing brogue",
      "Split-toe derby"
    ]
  },
  "heel": {
    "one": "pump",
    "many": "pumps",
    "nouns": [
      "hak",
      "hakken",
      "schoen met hak",
      "schoenen met hak",
      "hoge hak",
      "hoge hakken",
      "stiletto",
      "stiletto's",
      "naaldhak",
      "naaldhakken",
      "blokhak",
      "blokhakken",
      "kitten heel",
      "kitten heels",
      "slingback",
      "slingbacks",
      "sleehak",
      "sleehakken",
      "plateauhak",
      "plateauhakken"
    ],
    "collection": "Pumps en hakken",
    "titles": [
      "Puntige pump",
      "Slingback pump",
      "Pump met blokhak",
      "Pump met kitten heel",
      "Sandalet met bandjes",
      "Satijnen pump",
      "Lakleren pump",
      "Muiltje met hak",
      "Pump met vierkante neus",
      "Bruidsschoen met hak"
    ]
  },
  "slipper": {
    "one": "pantoffel",
    "many": "pantoffels",
    "nouns": [
      "slof",
      "sloffen",
      "huisschoen",
      "huisschoenen",
      "pantoffel van lamsvacht",
      "pantoffels van lamsvacht"
    ],
    "collection": "Pantoffels",
    "titles": [
      "Pantoffel van lamsvacht",
      "Vilten pantoffel",
      "Mocassin pantoffel",
      "Open instappantoffel",
      "Wollen pantoffel",
      "Gebreide slof",
      "Pantoffellaarsje",
      "Knusse pantoffel",
      "Badstof slof"
    ]
  },
  "ring": {
    "one": "ring",
    "many": "ringen",
    "nouns": [
      "verlovingsring",
      "verlovingsringen",
      "trouwring",
      "trouwringen",
      "zegelring",
      "zegelringen",
      "stapelring",
      "stapelringen",
      "vriendschapsring",
      "vriendschapsringen",
      "cocktailring",
      "cocktailringen",
      "alliancering",
      "allianceringen"
    ],
    "collection": "Ringen",
    "titles": [
      "Zegelring",
      "Stapelring",
      "Solitairring",
      "Koepelring",
      "Bandring",
      "Halo ring",
      "Gedraaide ring",
      "Ring met chatonzetting",
      "Alliancering",
      "Gehamerde ring"
    ]
  },
  "necklace": {
    "one": "ketting",
    "many": "kettingen",
    "nouns": [
      "halsketting",
      "halskettingen",
      "kettinkje",
      "kettinkjes",
      "hanger",
      "hangers",
      "ketting met hanger",
      "kettingen met hanger",
      "schakelketting",
      "schakelkettingen",
      "choker",
      "chokers",
      "medaillon",
      "medaillons",
      "bedelketting",
      "bedelkettingen"
    ],
    "collection": "Kettingen",
    "titles": [
      "Ketting met hanger",
      "Paperclip ketting",
      "Visgraatketting",
      "Koordketting",
      "Parelketting",
      "Ketting met initiaal",
      "Medaillonketting",
      "Geboortesteenketting",
      "Slangenketting",
      "Gelaagde ketting"
    ]
  },
  "earring": {
    "one": "oorbel",
    "many": "oorbellen",
    "nouns": [
      "oorknopje",
      "oorknopjes",
      "oorsteker",
      "oorstekers",
      "creool",
      "creolen",
      "oorring",
      "oorringen",
      "huggie",
      "huggies",
      "ear cuff",
      "ear cuffs",
      "oorhanger",
      "oorhangers",
      "ear climber",
      "ear climbers"
    ],
    "collection": "Oorbellen",
    "titles": [
      "Huggie oorring",
      "Creool",
      "Oorhanger",
      "Pareloorbel",
      "Oorknopje",
      "Doortrekoorbel",
      "Kroonluchteroorbel",
      "Sculpturale oorbel",
      "Mini-oorbel",
      "Statement oorbel"
    ]
  },
  "bracelet": {
    "one": "armband",
    "many": "armbanden",
    "nouns": [
      "armbandje",
      "armbandjes",
      "bangle",
      "bangles",
      "klemarmband",
      "klemarmbanden",
      "bedelarmband",
      "bedelarmbanden",
      "tennisarmband",
      "tennisarmbanden",
      "schakelarmband",
      "schakelarmbanden",
      "enkelbandje",
      "enkelbandjes",
      "kralenarmband",
      "kralenarmbanden"
    ],
    "collection": "Armbanden",
    "titles": [
      "Tennisarmband",
      "Klemarmband",
      "Schakelarmband",
      "Kralenarmband",
      "Bedelarmband",
      "Visgraatarmband",
      "Bangle armband",
      "Paperclip armband",
      "Gevlochten armband",
      "Figaro armband"
    ]
  },
  "cufflink": {
    "one": "manchetknoop",
    "many": "manchetknopen",
    "nouns": [
      "dasclip",
      "dasclips",
      "dasspeld",
      "dasspelden",
      "boordbalein",
      "boordbaleinen",
      "reversspeld",
      "reversspelden"
    ],
    "collection": "Manchetknopen en dasspelden",
    "titles": [
      "Gegraveerde manchetknopen",
      "Manchetknopen met knoopmotief",
      "Emaille manchetknopen",
      "Onyx manchetknopen",
      "Manchetknopen met monogram",
      "Parelmoeren manchetknopen",
      "Klassieke manchetknopen",
      "Manchetknopen met kogelsluiting"
    ]
  },
  "watch": {
    "one": "horloge",
    "many": "horloges",
    "nouns": [
      "polshorloge",
      "polshorloges",
      "automatisch horloge",
      "automatische horloges",
      "mechanisch horloge",
      "mechanische horloges",
      "duikhorloge",
      "duikhorloges",
      "veldhorloge",
      "veldhorloges",
      "dresswatch",
      "dresswatches",
      "chronograaf",
      "chronografen",
      "quartz horloge",
      "quartz horloges",
      "uurwerk",
      "uurwerken"
    ],
    "collection": "Horloges",
    "titles": [
      "Automatisch horloge",
      "Duikhorloge",
      "Veldhorloge",
      "GMT-horloge",
      "Pilotenhorloge",
      "Dresswatch",
      "Chronograaf",
      "Skeleton horloge",
      "Horloge voor elke dag",
      "Maanfasehorloge"
    ]
  },
  "watch-strap": {
    "one": "horlogeband",
    "many": "horlogebanden",
    "nouns": [
      "horlogebandje",
      "horlogebandjes",
      "NATO-band",
      "NATO-banden",
      "leren horlogeband",
      "leren horlogebanden",
      "schakelband",
      "schakelbanden"
    ],
    "collection": "Horlogebanden",
    "titles": [
      "Leren horlogeband",
      "Suède horlogeband",
      "Rally horlogeband",
      "Tropic horlogeband",
      "Canvas horlogeband",
      "Horlogeband met snelwissel",
      "Shell cordovan horlogeband",
      "Milanese horlogeband",
      "Rubberen horlogeband"
    ]
  },
  "handbag": {
    "one": "handtas",
    "many": "handtassen",
    "nouns": [
      "tasje",
      "tasjes",
      "crossbody tas",
      "crossbody tassen",
      "schoudertas",
      "schoudertassen",
      "clutch",
      "clutches",
      "hobo tas",
      "hobo tassen",
      "bucket bag",
      "bucket bags",
      "buideltas",
      "buideltassen",
      "avondtasje",
      "avondtasjes",
      "heuptas",
      "heuptassen",
      "saddle bag",
      "saddle bags"
    ],
    "collection": "Handtassen",
    "titles": [
      "Crossbody tas",
      "Hobo tas",
      "Bucket bag",
      "Saddle bag",
      "Tas met handvat",
      "Mini handtas",
      "Gevlochten handtas",
      "Stevige handtas",
      "Soepele handtas",
      "Halvemaantas"
    ]
  },
  "tote-bag": {
    "one": "tote bag",
    "many": "tote bags",
    "nouns": [
      "shopper",
      "shoppers",
      "draagtas",
      "draagtassen",
      "canvas tas",
      "canvas tassen",
      "katoenen tas",
      "katoenen tassen",
      "boodschappentas",
      "boodschappentassen",
      "markttas",
      "markttassen",
      "strandtas",
      "strandtassen"
    ],
    "collection": "Tote bags",
    "titles": [
      "Canvas tote bag",
      "Stevige tote bag",
      "Markttas",
      "Tote bag met rits",
      "Boat tote",
      "Oversized shopper",
      "Tote bag met print",
      "Shopper voor elke dag",
      "Nettas"
    ]
  },
  "wallet": {
    "one": "portemonnee",
    "many": "portemonnees",
    "nouns": [
      "portefeuille",
      "portefeuilles",
      "pasjeshouder",
      "pasjeshouders",
      "kaarthouder",
      "kaarthouders",
      "muntbeurs",
      "muntbeurzen",
      "geldclip",
      "geldclips",
      "paspoorthoes",
      "paspoorthoezen"
    ],
    "collection": "Portemonnees",
    "titles": [
      "Bifold portemonnee",
      "Slanke portemonnee",
      "Portemonnee met rits",
      "Trifold portemonnee",
      "Minimalistische portemonnee",
      "Lange portemonnee",
      "Reisportemonnee",
      "Portemonnee voor in de voorzak",
      "Portemonnee met drukknoop"
    ]
  },
  "belt": {
    "one": "riem",
    "many": "riemen",
    "nouns": [
      "ceintuur",
      "ceintuurs",
      "leren riem",
      "leren riemen",
      "nette riem",
      "nette riemen",
      "gevlochten riem",
      "gevlochten riemen",
      "riemgesp",
      "riemgespen",
      "gesp",
      "gespen"
    ],
    "collection": "Riemen",
    "titles": [
      "Leren riem",
      "Nette riem",
      "Gevlochten riem",
      "Western riem",
      "Omkeerbare riem",
      "Suède riem",
      "Geweven riem",
      "Werkriem",
      "Smalle riem"
    ]
  },
  "briefcase": {
    "one": "aktetas",
    "many": "aktetassen",
    "nouns": [
      "werktas",
      "werktassen",
      "laptoptas",
      "laptoptassen",
      "messengertas",
      "messengertassen",
      "documententas",
      "documententassen",
      "attachékoffer",
      "attachékoffers",
      "weekendtas",
      "weekendtassen"
    ],
    "collection": "Aktetassen en werktassen",
    "titles": [
      "Slanke aktetas",
      "Aktetas met dubbele balg",
      "Messengertas",
      "Werktas van gewaxt canvas",
      "Leren aktetas",
      "Aktetas met ritssluiting",
      "Traditionele aktetas",
      "Werktas voor op reis",
      "Stevige aktetas"
    ]
  },
  "keychain": {
    "one": "sleutelhanger",
    "many": "sleutelhangers",
    "nouns": [
      "sleutelring",
      "sleutelringen",
      "sleutelhoesje",
      "sleutelhoesjes",
      "sleuteletui",
      "sleuteletuis",
      "sleutelkoord",
      "sleutelkoorden",
      "keycord",
      "keycords"
    ],
    "collection": "Sleutelhangers",
    "titles": [
      "Leren sleutelhanger",
      "Messing sleutelhanger",
      "Sleutelhanger met lus",
      "Sleutelhanger met karabijnhaak",
      "Sleutelhanger met monogram",
      "Sleutelhanger met splitring",
      "Gevlochten sleutelhanger",
      "Minimalistische sleutelhanger"
    ]
  },
  "sunglasses": {
    "one": "zonnebril",
    "many": "zonnebrillen",
    "nouns": [
      "pilotenbril",
      "pilotenbrillen",
      "gepolariseerde zonnebril",
      "gepolariseerde zonnebrillen"
    ],
    "collection": "Zonnebrillen",
    "titles": [
      "Pilotenzonnebril",
      "Wayfarer zonnebril",
      "Ronde zonnebril",
      "Cat-eye zonnebril",
      "Oversized zonnebril",
      "Vierkante zonnebril",
      "Wrap-around zonnebril",
      "Clubmaster zonnebril",
      "Zonnebril met keyhole-brug"
    ]
  },
  "glasses": {
    "one": "bril",
    "many": "brillen",
    "nouns": [
      "brilmontuur",
      "brilmonturen",
      "montuur",
      "monturen",
      "leesbril",
      "leesbrillen",
      "blauwlichtbril",
      "blauwlichtbrillen",
      "beeldschermbril",
      "beeldschermbrillen",
      "bril op sterkte",
      "brillen op sterkte"
    ],
    "collection": "Brillen",
    "titles": [
      "Ronde bril",
      "Rechthoekige bril",
      "Cat-eye bril",
      "Browline bril",
      "Bril met metalen montuur",
      "Bril met keyhole-brug",
      "Oversized bril",
      "Titanium bril",
      "Pantobril",
      "Vierkante bril"
    ]
  },
  "glasses-case": {
    "one": "brillenkoker",
    "many": "brillenkokers",
    "nouns": [
      "brillenhoes",
      "brillenhoezen",
      "brillenetui",
      "brillenetuis",
      "zonnebrillenhoes",
      "zonnebrillenhoezen",
      "brillenkoord",
      "brillenkoorden",
      "brillenketting",
      "brillenkettingen",
      "brillendoekje",
      "brillendoekjes"
    ],
    "collection": "Brilaccessoires",
    "titles": [
      "Harde brillenkoker",
      "Opvouwbare brillenkoker",
      "Leren brillenetui",
      "Brillenkoord met kralen",
      "Slanke brillenkoker",
      "Brillenetui met rits",
      "Brillenkoker met magneetsluiting",
      "Vilten brillenhoes"
    ]
  },
  "cap": {
    "one": "pet",
    "many": "petten",
    "nouns": [
      "cap",
      "caps",
      "petje",
      "petjes",
      "baseballpet",
      "baseballpetten",
      "baseball cap",
      "baseball caps",
      "snapback",
      "snapbacks",
      "truckerpet",
      "truckerpetten",
      "five-panel cap",
      "five-panel caps",
      "dad cap",
      "dad caps"
    ],
    "collection": "Petten",
    "titles": [
      "Geborduurde pet",
      "Gewassen katoenen pet",
      "Ribfluwelen pet",
      "Ongestructureerde pet",
      "Nylon pet",
      "Wollen pet",
      "Vintage pet",
      "Pet met logo",
      "Low-profile pet"
    ]
  },
  "beanie": {
    "one": "muts",
    "many": "mutsen",
    "nouns": [
      "beanie",
      "beanies",
      "gebreide muts",
      "gebreide mutsen",
      "wintermuts",
      "wintermutsen",
      "pompommuts",
      "pompommutsen",
      "mutsje",
      "mutsjes"
    ],
    "collection": "Mutsen",
    "titles": [
      "Ribgebreide muts",
      "Vissersmuts",
      "Muts met omslag",
      "Slouchy beanie",
      "Merino muts",
      "Kasjmieren muts",
      "Grofgebreide muts",
      "Muts met wafelsteek",
      "Muts met pompon"
    ]
  },
  "bucket-hat": {
    "one": "bucket hat",
    "many": "bucket hats",
    "nouns": [
      "vissershoedje",
      "vissershoedjes",
      "vissershoed",
      "vissershoeden",
      "boonie hat",
      "boonie hats"
    ],
    "collection": "Bucket hats",
    "titles": [
      "Omkeerbare bucket hat",
      "Ribfluwelen bucket hat",
      "Nylon bucket hat",
      "Denim bucket hat",
      "Badstof bucket hat",
      "Verwassen bucket hat",
      "Doorgestikte bucket hat",
      "Fleece bucket hat",
      "Canvas bucket hat"
    ]
  },
  "sun-hat": {
    "one": "zonnehoed",
    "many": "zonnehoeden",
    "nouns": [
      "strohoed",
      "strohoeden",
      "strandhoed",
      "strandhoeden",
      "zonneklep",
      "zonnekleppen",
      "hoed met brede rand",
      "hoeden met brede rand",
      "raffia hoed",
      "raffia hoeden"
    ],
    "collection": "Zonnehoeden",
    "titles": [
      "Raffia zonnehoed",
      "Gevlochten zonnehoed",
      "Opvouwbare zonnehoed",
      "Zonnehoed met brede rand",
      "Strooien canotier",
      "Floppy hoed",
      "Kreukbestendige zonnehoed",
      "Zonnehoed met lint",
      "Hoed van palmblad"
    ]
  },
  "hat": {
    "one": "hoed",
    "many": "hoeden",
    "nouns": [
      "fedora",
      "fedora's",
      "vilten hoed",
      "vilten hoeden",
      "trilby",
      "trilby's",
      "panamahoed",
      "panamahoeden",
      "canotier",
      "canotiers",
      "porkpie",
      "porkpies",
      "cowboyhoed",
      "cowboyhoeden",
      "flatcap",
      "flatcaps",
      "platte pet",
      "platte petten",
      "bakerboy pet",
      "bakerboy petten",
      "baret",
      "baretten",
      "klokhoed",
      "klokhoeden"
    ],
    "collection": "Hoeden",
    "titles": [
      "Hoed van wolvilt",
      "Hoed van haarvilt",
      "Hoed met brede rand",
      "Fedora met traandeuk",
      "Hoed met telescoopkroon",
      "Rancher hoed",
      "Hoed met ingeknepen kroon",
      "Tweed hoed",
      "Strohoed",
      "Klassieke hoed"
    ]
  },
  "sock": {
    "one": "sok",
    "many": "sokken",
    "nouns": [
      "sokje",
      "sokjes",
      "enkelsok",
      "enkelsokken",
      "sneakersok",
      "sneakersokken",
      "onzichtbaar sokje",
      "onzichtbare sokjes",
      "nette sok",
      "nette sokken",
      "wollen sok",
      "wollen sokken",
      "kniekous",
      "kniekousen",
      "kniesok",
      "kniesokken"
    ],
    "collection": "Sokken",
    "titles": [
      "Geribde sokken",
      "Sokken met badstofzool",
      "Merino sokken",
      "Gestreepte sokken",
      "Argyle sokken",
      "Basic sokken",
      "Nette sokken",
      "Laarssokken",
      "Sokken met motief",
      "Kabelsokken"
    ]
  },
  "tights": {
    "one": "panty",
    "many": "panty's",
    "nouns": [
      "maillot",
      "maillots",
      "legwarmer",
      "legwarmers",
      "beenwarmer",
      "beenwarmers",
      "panty zonder voet",
      "panty's zonder voet"
    ],
    "collection": "Panty's",
    "titles": [
      "Transparante panty",
      "Dekkende panty",
      "Geribde panty",
      "Netpanty",
      "Panty met motief",
      "Merino maillot",
      "Corrigerende panty",
      "Ladderbestendige panty",
      "Panty met naad"
    ]
  },
  "scarf": {
    "one": "sjaal",
    "many": "sjaals",
    "nouns": [
      "sjaaltje",
      "sjaaltjes",
      "zijden sjaal",
      "zijden sjaals",
      "omslagdoek",
      "omslagdoeken",
      "pashmina",
      "pashmina's",
      "bandana",
      "bandana's",
      "halsdoek",
      "halsdoeken",
      "stola",
      "stola's",
      "colsjaal",
      "colsjaals"
    ],
    "collection": "Sjaals",
    "titles": [
      "Kasjmieren sjaal",
      "Lamswollen sjaal",
      "Sjaal van zijdetwill",
      "Oversized sjaal",
      "Sjaal met franjes",
      "Sjaal met Schotse ruit",
      "Ribgebreide sjaal",
      "Dekensjaal",
      "Sjaal met print",
      "Smalle sjaal"
    ]
  },
  "gloves": {
    "one": "handschoen",
    "many": "handschoenen",
    "nouns": [
      "want",
      "wanten",
      "leren handschoen",
      "leren handschoenen",
      "touchscreenhandschoen",
      "touchscreenhandschoenen",
      "vingerloze handschoen",
      "vingerloze handschoenen",
      "autohandschoen",
      "autohandschoenen"
    ],
    "collection": "Handschoenen",
    "titles": [
      "Leren handschoenen",
      "Handschoenen met kasjmieren voering",
      "Gebreide handschoenen",
      "Autohandschoenen",
      "Handschoenen van lamsvacht",
      "Touchscreenhandschoenen",
      "Vingerloze handschoenen",
      "Wollen wanten",
      "Suède handschoenen"
    ]
  },
  "tie": {
    "one": "stropdas",
    "many": "stropdassen",
    "nouns": [
      "das",
      "dassen",
      "vlinderdas",
      "vlinderdassen",
      "strikje",
      "strikjes",
      "pochet",
      "pochetten",
      "gebreide das",
      "gebreide dassen",
      "zijden das",
      "zijden dassen"
    ],
    "collection": "Stropdassen",
    "titles": [
      "Zijden stropdas",
      "Gebreide stropdas",
      "Grenadine stropdas",
      "Wollen stropdas",
      "Gestreepte stropdas",
      "Paisley stropdas",
      "Stropdas met stipjes",
      "Zevenvoudig gevouwen stropdas",
      "Shantung stropdas",
      "Linnen stropdas"
    ]
  },
  "hair-accessory": {
    "one": "haaraccessoire",
    "many": "haaraccessoires",
    "nouns": [
      "haarclip",
      "haarclips",
      "haarklem",
      "haarklemmen",
      "klauwclip",
      "klauwclips",
      "haarspeld",
      "haarspelden",
      "diadeem",
      "diademen",
      "haarband",
      "haarbanden",
      "haarelastiekje",
      "haarelastiekjes",
      "scrunchie",
      "scrunchies",
      "schuifspeldje",
      "schuifspeldjes",
      "tiara",
      "tiara's",
      "haarkam",
      "haarkammen",
      "haarstrik",
      "haarstrikken"
    ],
    "collection": "Haaraccessoires",
    "titles": [
      "Haarspeld met parels",
      "Schildpad haarklem",
      "Fluwelen scrunchie",
      "Haarspeld met kristallen",
      "Bruidshaarkam",
      "Gewatteerde haarband",
      "Zijden scrunchie",
      "Haarclip met kralen",
      "Acetaat haarklem",
      "Mini haarclip"
    ]
  },
  "veil": {
    "one": "sluier",
    "many": "sluiers",
    "nouns": [
      "bruidssluier",
      "bruidssluiers",
      "kathedraalsluier",
      "kathedraalsluiers",
      "voilette",
      "voilettes",
      "fascinator",
      "fascinators"
    ],
    "collection": "Sluiers",
    "titles": [
      "Kathedraalsluier",
      "Kapelsluier",
      "Vingertopsluier",
      "Sluier met kanten rand",
      "Tweelaagse sluier",
      "Sluier met ruwe rand",
      "Sluier met parels",
      "Gezichtssluier",
      "Birdcage voilette"
    ]
  },
  "serum": {
    "one": "serum",
    "many": "serums",
    "nouns": [
      "gezichtsserum",
      "gezichtsserums",
      "ampul",
      "ampullen",
      "gezichtsolie",
      "gezichtsoliën",
      "vitamine C-serum",
      "vitamine C-serums",
      "retinolserum",
      "retinolserums"
    ],
    "collection": "Serums",
    "titles": [
      "Vitamine C-serum",
      "Hyaluronzuurserum",
      "Niacinamideserum",
      "Retinolserum",
      "Peptideserum",
      "Verhelderend serum",
      "Serum voor de huidbarrière",
      "Nachtserum",
      "Serum met squalaan",
      "Kalmerend serum"
    ]
  },
  "moisturizer": {
    "one": "gezichtscrème",
    "many": "gezichtscrèmes",
    "nouns": [
      "moisturizer",
      "moisturizers",
      "dagcrème",
      "dagcrèmes",
      "nachtcrème",
      "nachtcrèmes",
      "gelcrème",
      "gelcrèmes",
      "hydraterende crème",
      "hydraterende crèmes",
      "gezichtslotion",
      "gezichtslotions",
      "barrièrecrème",
      "barrièrecrèmes"
    ],
    "collection": "Gezichtscrèmes",
    "titles": [
      "Barrièrecrème",
      "Luchtige opgeklopte crème",
      "Gelcrème",
      "Rijke gezichtscrème",
      "Lichte gezichtscrème",
      "Ceramidecrème",
      "Nachtcrème",
      "Dagcrème",
      "Wolkzachte crème",
      "Herstelcrème"
    ]
  },
  "cleanser": {
    "one": "gezichtsreiniger",
    "many": "gezichtsreinigers",
    "nouns": [
      "reiniger",
      "reinigers",
      "cleanser",
      "cleansers",
      "reinigingsbalsem",
      "reinigingsbalsems",
      "reinigingsolie",
      "reinigingsoliën",
      "micellair water",
      "make-upremover",
      "make-upremovers",
      "reinigingsmelk",
      "reinigingsgel",
      "reinigingsgels"
    ],
    "collection": "Gezichtsreinigers",
    "titles": [
      "Milde reiniger",
      "Schuimende reiniger",
      "Reinigingscrème",
      "Reinigingsgel",
      "Reinigingsbalsem",
      "Reinigingsolie",
      "Reiniger met lage pH",
      "Hydraterende reiniger",
      "Zuiverende reiniger"
    ]
  },
  "toner": {
    "one": "toner",
    "many": "toners",
    "nouns": [
      "gezichtstoner",
      "gezichtstoners",
      "essence",
      "essences",
      "gezichtsmist",
      "gezichtsspray",
      "gezichtssprays",
      "exfoliërende toner",
      "exfoliërende toners",
      "hydraterende toner",
      "hydraterende toners"
    ],
    "collection": "Toners en essences",
    "titles": [
      "Hydraterende toner",
      "Exfoliërende toner",
      "Rozenwatertoner",
      "Balancerende toner",
      "Glow toner",
      "Melkachtige toner",
      "Kalmerende toner",
      "Rijstessence",
      "First essence"
    ]
  },
  "face-mask": {
    "one": "gezichtsmasker",
    "many": "gezichtsmaskers",
    "nouns": [
      "masker",
      "maskers",
      "sheet mask",
      "sheet masks",
      "doekmasker",
      "doekmaskers",
      "kleimasker",
      "kleimaskers",
      "nachtmasker",
      "nachtmaskers",
      "peel-off masker",
      "peel-off maskers",
      "moddermasker",
      "moddermaskers"
    ],
    "collection": "Gezichtsmaskers",
    "titles": [
      "Kleimasker",
      "Hydraterend masker",
      "Nachtmasker",
      "Enzymmasker",
      "Houtskoolmasker",
      "Honingmasker",
      "Verhelderend masker",
      "Kalmerend masker",
      "Kaolienmasker"
    ]
  },
  "sunscreen": {
    "one": "zonnebrandcrème",
    "many": "zonnebrandcrèmes",
    "nouns": [
      "zonnebrand",
      "zonnecrème",
      "zonnecrèmes",
      "zonnebrandmelk",
      "SPF",
      "minerale zonnebrand",
      "zonnebrandstick",
      "zonnebrandsticks",
      "zonnebescherming"
    ],
    "collection": "Zonnebrand",
    "titles": [
      "Minerale zonnebrandcrème",
      "Getinte zonnebrandcrème",
      "Dagelijkse SPF-crème",
      "Onzichtbare zonnebrandcrème",
      "Matterende zonnebrandcrème",
      "Zonnebrand met dewy finish",
      "Waterbestendige zonnebrand",
      "Zonnebrand met glow",
      "Sportzonnebrand"
    ]
  },
  "eye-cream": {
    "one": "oogcrème",
    "many": "oogcrèmes",
    "nouns": [
      "oogserum",
      "oogserums",
      "ooggel",
      "ooggels",
      "oogbalsem",
      "oogbalsems",
      "oogpad",
      "oogpads",
      "eye patch",
      "eye patches",
      "oogstick",
      "oogsticks"
    ],
    "collection": "Oogverzorging",
    "titles": [
      "Oogcrème met cafeïne",
      "Oogcrème met peptiden",
      "Verkoelende ooggel",
      "Oogcrème met retinal",
      "Verhelderende oogcrème",
      "Verstevigende oogcrème",
      "Oogcrème tegen wallen",
      "Rijke oogcrème",
      "Oogcrème voor de nacht"
    ]
  },
  "exfoliant": {
    "one": "exfoliant",
    "many": "exfolianten",
    "nouns": [
      "gezichtsscrub",
      "gezichtsscrubs",
      "peeling",
      "peelings",
      "chemische peeling",
      "chemische peelings",
      "AHA-serum",
      "BHA-vloeistof",
      "peelinggel",
      "peelinggels"
    ],
    "collection": "Exfolianten",
    "titles": [
      "AHA-exfoliant",
      "BHA-exfoliant",
      "Enzympeeling",
      "Milde exfoliant",
      "Vernieuwende peeling",
      "Melkzuurpeeling",
      "Glycolzuurpeeling",
      "Wekelijkse peeling",
      "Polijstende scrub"
    ]
  },
  "face-roller": {
    "one": "gezichtsroller",
    "many": "gezichtsrollers",
    "nouns": [
      "jaderoller",
      "jaderollers",
      "gua sha",
      "gua sha's",
      "ice roller",
      "ice rollers",
      "rozenkwartsroller",
      "rozenkwartsrollers",
      "gezichtsmassager",
      "gezichtsmassagers"
    ],
    "collection": "Gezichtstools",
    "titles": [
      "Gezichtsroller van rozenkwarts",
      "Jaderoller",
      "Gua sha van obsidiaan",
      "RVS gezichtsroller",
      "Dubbelzijdige gezichtsroller",
      "Verkoelende ice roller",
      "Contourerende gua sha",
      "Mini gezichtsroller"
    ]
  },
  "lip-balm": {
    "one": "lippenbalsem",
    "many": "lippenbalsems",
    "nouns": [
      "lipbalsem",
      "lipbalsems",
      "lipboter",
      "lipmasker",
      "lipmaskers",
      "lipolie",
      "lipoliën",
      "lipscrub",
      "lipscrubs",
      "lipverzorging",
      "getinte lippenbalsem",
      "getinte lippenbalsems"
    ],
    "collection": "Lipverzorging",
    "titles": [
      "Lippenbalsem met bijenwas",
      "Getinte lippenbalsem",
      "Lipmasker voor de nacht",
      "Vegan lippenbalsem",
      "Lippenbalsem met pepermunt",
      "Lippenbalsem met sheaboter",
      "Lippenbalsem met honing",
      "Verzorgende lippenbalsem",
      "Glanzende lipolie"
    ]
  },
  "lipstick": {
    "one": "lippenstift",
    "many": "lippenstiften",
    "nouns": [
      "lipstick",
      "lipsticks",
      "lipgloss",
      "lipglosses",
      "vloeibare lippenstift",
      "vloeibare lippenstiften",
      "lip stain",
      "lip tint",
      "lippotlood",
      "lippotloden",
      "lipliner",
      "lipliners"
    ],
    "collection": "Lippenstift",
    "titles": [
      "Satijnen lippenstift",
      "Matte lippenstift",
      "Transparante lippenstift",
      "Fluweelzachte lippenstift",
      "Romige lippenstift",
      "Langhoudende lippenstift",
      "Lippenstift met balsemtextuur",
      "Glanzende lippenstift",
      "Navulbare lippenstift"
    ]
  },
  "foundation": {
    "one": "foundation",
    "many": "foundations",
    "nouns": [
      "concealer",
      "concealers",
      "skin tint",
      "skin tints",
      "bb-cream",
      "bb-creams",
      "cc-cream",
      "cc-creams",
      "getinte dagcrème",
      "getinte dagcrèmes",
      "color corrector",
      "color correctors",
      "foundationstick",
      "foundationsticks",
      "cushion foundation",
      "cushion foundations"
    ],
    "collection": "Foundation en concealer",
    "titles": [
      "Serum foundation",
      "Matte foundation",
      "Satijnen foundation",
      "Stralende foundation",
      "Volledig dekkende foundation",
      "Langhoudende foundation",
      "Lichte foundation",
      "Opbouwbare foundation",
      "Natuurlijke foundation"
    ]
  },
  "mascara": {
    "one": "mascara",
    "many": "mascara's",
    "nouns": [
      "wimperprimer",
      "wimperprimers",
      "tubing mascara",
      "wenkbrauwgel",
      "wenkbrauwgels",
      "wimperserum",
      "wimperserums"
    ],
    "collection": "Mascara",
    "titles": [
      "Verlengende mascara",
      "Volume mascara",
      "Tubing mascara",
      "Liftende mascara",
      "Mascara die de krul vasthoudt",
      "Waterproof mascara",
      "Definiërende mascara",
      "Clean mascara",
      "Mascara voor elke dag"
    ]
  },
  "eyeliner": {
    "one": "eyeliner",
    "many": "eyeliners",
    "nouns": [
      "vloeibare eyeliner",
      "vloeibare eyeliners",
      "kohl",
      "kajal",
      "oogpotlood",
      "oogpotloden",
      "wenkbrauwpotlood",
      "wenkbrauwpotloden",
      "wenkbrauwpomade",
      "gel eyeliner",
      "gel eyeliners"
    ],
    "collection": "Eyeliner en wenkbrauwen",
    "titles": [
      "Eyeliner met viltstift",
      "Gel eyeliner",
      "Zacht smudge-potlood",
      "Waterproof eyeliner",
      "Precisie-eyeliner",
      "Kohl-eyeliner",
      "Micro wenkbrauwpotlood",
      "Draaibaar oogpotlood",
      "Langhoudende eyeliner"
    ]
  },
  "eyeshadow-palette": {
    "one": "oogschaduwpalet",
    "many": "oogschaduwpaletten",
    "nouns": [
      "oogschaduw",
      "oogschaduwstick",
      "oogschaduwsticks",
      "crèmeoogschaduw",
      "make-uppalet",
      "make-uppaletten"
    ],
    "collection": "Oogschaduw",
    "titles": [
      "Neutraal oogschaduwpalet",
      "Mini oogschaduwpalet",
      "Warm oogschaduwpalet",
      "Oogschaduwpalet met shimmer",
      "Mat oogschaduwpalet",
      "Oogschaduwpalet met vier kleuren",
      "Oogschaduwpalet voor elke dag",
      "Smoky eyes palet",
      "Oogschaduwpalet voor op reis"
    ]
  },
  "blush": {
    "one": "blush",
    "many": "blushes",
    "nouns": [
      "bronzer",
      "bronzers",
      "highlighter",
      "highlighters",
      "contour",
      "contourstick",
      "contoursticks",
      "crèmeblush",
      "blushstick",
      "blushsticks",
      "illuminator",
      "illuminators"
    ],
    "collection": "Blush en bronzer",
    "titles": [
      "Crèmeblush",
      "Poederblush",
      "Vloeibare blush",
      "Blushstick",
      "Transparante blush",
      "Dewy blush",
      "Matte blush",
      "Opbouwbare blush",
      "Zongekuste bronzer"
    ]
  },
  "makeup-brush": {
    "one": "make-upkwast",
    "many": "make-upkwasten",
    "nouns": [
      "kwast",
      "kwasten",
      "kwastenset",
      "kwastensets",
      "kabukikwast",
      "kabukikwasten",
      "foundationkwast",
      "foundationkwasten",
      "make-upsponsje",
      "make-upsponsjes",
      "blendsponsje",
      "blendsponsjes",
      "poederkwast",
      "poederkwasten"
    ],
    "collection": "Kwasten en tools",
    "titles": [
      "Kabukikwast",
      "Buffing kwast",
      "Schuine kwast",
      "Luchtige poederkwast",
      "Precisiekwast",
      "Vegan kwastenset",
      "Reiskwastenset",
      "Taps toelopende kwast",
      "Dichte foundationkwast"
    ]
  },
  "shampoo": {
    "one": "shampoo",
    "many": "shampoos",
    "nouns": [
      "shampoobar",
      "shampoobars",
      "droogshampoo",
      "droogshampoos",
      "zuiverende shampoo",
      "hoofdhuidscrub",
      "hoofdhuidscrubs",
      "co-wash"
    ],
    "collection": "Shampoo",
    "titles": [
      "Hydraterende shampoo",
      "Volumeshampoo",
      "Zuiverende shampoo",
      "Krullenshampoo",
      "Milde shampoo",
      "Herstellende shampoo",
      "Kleurbeschermende shampoo",
      "Hoofdhuidshampoo",
      "Shampoo voor dagelijks gebruik"
    ]
  },
  "conditioner": {
    "one": "conditioner",
    "many": "conditioners",
    "nouns": [
      "crèmespoeling",
      "crèmespoelingen",
      "leave-in conditioner",
      "leave-in conditioners",
      "haarmasker",
      "haarmaskers",
      "ontwarringsspray",
      "conditionerbar",
      "conditionerbars"
    ],
    "collection": "Conditioner",
    "titles": [
      "Hydraterende conditioner",
      "Herstellende conditioner",
      "Krullenconditioner",
      "Lichte conditioner",
      "Bond-repair conditioner",
      "Gladmakende conditioner",
      "Wekelijks haarmasker",
      "Leave-in conditioner",
      "Conditioner met zijdeproteïnen"
    ]
  },
  "hair-oil": {
    "one": "haarolie",
    "many": "haaroliën",
    "nouns": [
      "haarserum",
      "haarserums",
      "hoofdhuidolie",
      "hoofdhuidserum",
      "arganolie",
      "haarbehandeling",
      "haarbehandelingen"
    ],
    "collection": "Haaroliën",
    "titles": [
      "Argan haarolie",
      "Lichte haarolie",
      "Glansgevende haarolie",
      "Hoofdhuidolie",
      "Haarolie voor de nacht",
      "Haarolie met camelia",
      "Gladmakende haarolie",
      "Haarolie met rozemarijn",
      "Pre-wash haarolie"
    ]
  },
  "styling-product": {
    "one": "stylingproduct",
    "many": "stylingproducten",
    "nouns": [
      "stylingcrème",
      "krullencrème",
      "haargel",
      "haarlak",
      "haarspray",
      "texturespray",
      "zoutspray",
      "pommade",
      "pommades",
      "haarwax",
      "haarklei",
      "stylingpasta",
      "hittebescherming",
      "hittebeschermingsspray"
    ],
    "collection": "Styling",
    "titles": [
      "Matte haarklei",
      "Definiërende krullencrème",
      "Haarspray met flexibele hold",
      "Haargel met sterke hold",
      "Texturizing spray",
      "Glanspommade",
      "Pommade op waterbasis",
      "Lichte stylingcrème",
      "Zeezoutspray"
    ]
  },
  "hairbrush": {
    "one": "haarborstel",
    "many": "haarborstels",
    "nouns": [
      "borstel",
      "borstels",
      "peddelborstel",
      "peddelborstels",
      "ontwarborstel",
      "ontwarborstels",
      "kam",
      "kammen",
      "grove kam",
      "grove kammen",
      "baardkam",
      "baardkammen"
    ],
    "collection": "Borstels en kammen",
    "titles": [
      "Borstel met zwijnenharen",
      "Peddelborstel",
      "Ontwarborstel",
      "Houten haarborstel",
      "Kussenborstel",
      "Reisborstel",
      "Ronde borstel",
      "Grove kam",
      "Zakkam"
    ]
  },
  "perfume": {
    "one": "parfum",
    "many": "parfums",
    "nouns": [
      "eau de parfum",
      "eau de toilette",
      "geur",
      "geuren",
      "cologne",
      "parfumolie",
      "parfumoliën",
      "vaste parfum",
      "bodymist",
      "bodymists",
      "extrait",
      "attar"
    ],
    "collection": "Geuren",
    "titles": [
      "Amberparfum",
      "Houtige parfum",
      "Bloemige parfum",
      "Citrusparfum",
      "Muskusparfum",
      "Vetiverparfum",
      "Parfum met oudhout",
      "Aquatische parfum",
      "Parfum met leertonen",
      "Groene parfum"
    ]
  },
  "perfume-sampler": {
    "one": "ontdekkingsset",
    "many": "ontdekkingssets",
    "nouns": [
      "discovery set",
      "discovery sets",
      "proefset",
      "proefsets",
      "parfumsample",
      "parfumsamples",
      "geurproefje",
      "geurproefjes",
      "reisverstuiver",
      "reisverstuivers",
      "parfumverstuiver",
      "parfumverstuivers"
    ],
    "collection": "Ontdekkingssets",
    "titles": [
      "Geurontdekkingsset",
      "Geurenset voor op reis",
      "Mini parfumset",
      "Set met onze signatuurgeuren",
      "Seizoensgeurenset",
      "Ontdekkingsset houtige geuren",
      "Ontdekkingsset bloemige geuren",
      "Navulbare reisverstuiver"
    ]
  },
  "nail-polish": {
    "one": "nagellak",
    "many": "nagellakken",
    "nouns": [
      "gellak",
      "topcoat",
      "topcoats",
      "basecoat",
      "basecoats",
      "nagelkleur",
      "nagelkleuren"
    ],
    "collection": "Nagellak",
    "titles": [
      "Glanzende nagellak",
      "Nagellak met gel-effect",
      "Transparante nagellak",
      "Crème nagellak",
      "Shimmer nagellak",
      "Sneldrogende nagellak",
      "Ademende nagellak",
      "Nagellak met chroomeffect",
      "Jelly nagellak"
    ]
  },
  "press-on-nail": {
    "one": "plaknagel",
    "many": "plaknagels",
    "nouns": [
      "press-on nagel",
      "press-on nagels",
      "kunstnagel",
      "kunstnagels",
      "nepnagel",
      "nepnagels",
      "nageltip",
      "nageltips",
      "nagelsticker",
      "nagelstickers",
      "nagelwrap",
      "nagelwraps"
    ],
    "collection": "Plaknagels",
    "titles": [
      "Amandelvormige plaknagels",
      "French plaknagels",
      "Plaknagels met chroomeffect",
      "Glazed plaknagels",
      "Matte plaknagels",
      "Handbeschilderde plaknagels",
      "Minimalistische plaknagels",
      "Glitterplaknagels",
      "Herbruikbare plaknagels"
    ]
  },
  "nail-care": {
    "one": "nagelverzorgingsproduct",
    "many": "nagelverzorgingsproducten",
    "nouns": [
      "nagelverzorging",
      "nagelriemolie",
      "nagelriembalsem",
      "nagelvijl",
      "nagelvijlen",
      "polijstblokje",
      "polijstblokjes",
      "nagelknipper",
      "nagelknippers",
      "manicureset",
      "manicuresets",
      "nagelverharder",
      "nagelverharders",
      "nagelriemduwer",
      "nagelriemduwers"
    ],
    "collection": "Nagelverzorging",
    "titles": [
      "Glazen nagelvijl",
      "Voedende nagelriemolie",
      "Nagelverharder",
      "Reismanicureset",
      "Nagelriemolie met jojoba",
      "Kristallen nagelvijl",
      "Herstellende nagelbalsem",
      "Nagelolie voor dagelijks gebruik",
      "Professionele manicureset"
    ]
  },
  "beard-oil": {
    "one": "baardolie",
    "many": "baardoliën",
    "nouns": [
      "baardbalsem",
      "baardbalsems",
      "baardshampoo",
      "baardshampoos",
      "baardconditioner",
      "baardconditioners",
      "snorwax",
      "baardboter"
    ],
    "collection": "Baardverzorging",
    "titles": [
      "Baardolie met cederhout",
      "Baardolie met sandelhout",
      "Baardolie met bay rum",
      "Geurloze baardolie",
      "Verzorgende baardbalsem",
      "Verzachtende baardolie",
      "Argan baardolie",
      "Baardolie voor dagelijks gebruik",
      "Baardolie met bosgeur"
    ]
  },
  "razor": {
    "one": "scheermes",
    "many": "scheermessen",
    "nouns": [
      "safety razor",
      "safety razors",
      "klassiek scheermes",
      "klassieke scheermessen",
      "double-edge scheermes",
      "double-edge scheermessen",
      "scheermesje",
      "scheermesjes",
      "scheerkwast",
      "scheerkwasten"
    ],
    "collection": "Scheermessen",
    "titles": [
      "Safety razor",
      "Zware safety razor",
      "Butterfly scheermes",
      "Driedelig scheermes",
      "Messing scheermes",
      "Reisscheermes",
      "Slant scheermes",
      "Klassiek scheermes",
      "Verstelbaar scheermes"
    ]
  },
  "shaving-cream": {
    "one": "scheercrème",
    "many": "scheercrèmes",
    "nouns": [
      "scheerzeep",
      "scheerzepen",
      "scheergel",
      "scheergels",
      "aftershave",
      "aftershaves",
      "aftershavebalsem",
      "aftershavebalsems",
      "pre-shave olie"
    ],
    "collection": "Scheren",
    "titles": [
      "Goed schuimende scheercrème",
      "Scheercrème voor de gevoelige huid",
      "Verkoelende scheergel",
      "Klassieke scheerzeep",
      "Scheercrème met eucalyptus",
      "Scheerzeep met cederhout",
      "Barbershop scheercrème",
      "Kalmerende aftershavebalsem",
      "Rijke scheercrème"
    ]
  },
  "deodorant": {
    "one": "deodorant",
    "many": "deodorants",
    "nouns": [
      "deo",
      "deo's",
      "natuurlijke deodorant",
      "natuurlijke deodorants",
      "deodorantstick",
      "deodorantsticks",
      "deostick",
      "deosticks",
      "deocrème",
      "anti-transpirant",
      "anti-transpiranten"
    ],
    "collection": "Deodorant",
    "titles": [
      "Aluminiumvrije deodorant",
      "Deodorant zonder zuiveringszout",
      "Navulbare deodorant",
      "Deodorant voor de gevoelige huid",
      "Deodorantcrème",
      "Deodorant voor elke dag",
      "Deodorant met houtskool",
      "Frisse deodorant",
      "Reisdeodorant"
    ]
  },
  "toiletry-bag": {
    "one": "toilettas",
    "many": "toilettassen",
    "nouns": [
      "make-uptas",
      "make-uptassen",
      "make-uptasje",
      "make-uptasjes",
      "cosmeticatasje",
      "cosmeticatasjes",
      "etui",
      "etuis",
      "reisetui",
      "reisetuis"
    ],
    "collection": "Toilettassen",
    "titles": [
      "Toilettas van gewaxt canvas",
      "Leren toilettas",
      "Ophangbare toilettas",
      "Toilettas met rits",
      "Reistoilettas",
      "Waterafstotende toilettas",
      "Stevige toilettas",
      "Roltop toilettas",
      "Doorgestikte make-uptas"
    ]
  },
  "soap-bar": {
    "one": "zeep",
    "many": "zepen",
    "nouns": [
      "stuk zeep",
      "stukken zeep",
      "zeepblok",
      "zeepblokken",
      "handgemaakte zeep",
      "handgemaakte zepen",
      "geitenmelkzeep",
      "koudgeroerde zeep"
    ],
    "collection": "Zeep",
    "titles": [
      "Havermoutzeep",
      "Houtskoolzeep",
      "Geitenmelkzeep",
      "Castillezeep",
      "Lavendelzeep",
      "Scrubzeep",
      "Olijfoliezeep",
      "Kleizeep",
      "Geurloze zeep"
    ]
  },
  "body-wash": {
    "one": "douchegel",
    "many": "douchegels",
    "nouns": [
      "vloeibare zeep",
      "handzeep",
      "handzepen",
      "doucheolie",
      "doucheoliën",
      "doucheschuim",
      "wasgel"
    ],
    "collection": "Douchegel en handzeep",
    "titles": [
      "Doucheschuim",
      "Romige douchegel",
      "Citrusdouchegel",
      "Scrubbende douchegel",
      "Botanische douchegel",
      "Douchegel voor de gevoelige huid",
      "Doucheolie",
      "Kruidenhandzeep",
      "Handzeep voor elke dag"
    ]
  },
  "bath-bomb": {
    "one": "bruisbal",
    "many": "bruisballen",
    "nouns": [
      "badbruisbal",
      "badbruisballen",
      "badbom",
      "badbommen",
      "douchetablet",
      "douchetabletten",
      "badtruffel",
      "badtruffels"
    ],
    "collection": "Bruisballen",
    "titles": [
      "Extra bruisende bruisbal",
      "Botanische bruisbal",
      "Hydraterende bruisbal",
      "Bruisbal met eucalyptus",
      "Bruisbal met bloemblaadjes",
      "Schuimende bruisbal",
      "Milde bruisbal",
      "Extra grote bruisbal",
      "Melkbruisbal"
    ]
  },
  "bath-salt": {
    "one": "badzout",
    "many": "badzouten",
    "nouns": [
      "epsomzout",
      "badschuim",
      "badmelk",
      "badthee",
      "voetbad",
      "voetbaden"
    ],
    "collection": "Badzout en badschuim",
    "titles": [
      "Magnesium badzout",
      "Badzout uit de Dode Zee",
      "Kruidenbadzout",
      "Rozenbadzout",
      "Detox badzout",
      "Spierontspannend badzout",
      "Badmelk met havermelk",
      "Roze Himalaya badzout",
      "Kalmerend badzout"
    ]
  },
  "body-scrub": {
    "one": "bodyscrub",
    "many": "bodyscrubs",
    "nouns": [
      "scrub",
      "scrubs",
      "lichaamsscrub",
      "lichaamsscrubs",
      "suikerscrub",
      "suikerscrubs",
      "zoutscrub",
      "zoutscrubs",
      "koffiescrub",
      "koffiescrubs",
      "bodypolish"
    ],
    "collection": "Bodyscrubs",
    "titles": [
      "Suikerscrub",
      "Zoutscrub",
      "Koffiescrub",
      "Bodyscrub met kokos",
      "Scrub met bruine suiker",
      "Luchtige opgeklopte bodyscrub",
      "Polijstende bodyscrub",
      "Milde bodyscrub",
      "Bodyscrub met citrus"
    ]
  },
  "body-lotion": {
    "one": "bodylotion",
    "many": "bodylotions",
    "nouns": [
      "lotion",
      "lotions",
      "bodybutter",
      "bodybutters",
      "bodycrème",
      "bodycrèmes",
      "handcrème",
      "handcrèmes",
      "voetcrème",
      "voetcrèmes",
      "bodymilk",
      "handbalsem",
      "handbalsems"
    ],
    "collection": "Bodylotions",
    "titles": [
      "Opgeklopte bodybutter",
      "Rijke bodycrème",
      "Lichte bodylotion",
      "Bodylotion met sheaboter",
      "Bodylotion met haver",
      "Botanische bodylotion",
      "Geurloze bodylotion",
      "Herstellende bodycrème",
      "Zijdezachte bodylotion"
    ]
  },
  "body-oil": {
    "one": "lichaamsolie",
    "many": "lichaamsoliën",
    "nouns": [
      "body oil",
      "massageolie",
      "massageoliën",
      "badolie",
      "badoliën",
      "droge olie",
      "basisolie",
      "draagolie",
      "jojobaolie"
    ],
    "collection": "Lichaams- en massageoliën",
    "titles": [
      "Droge lichaamsolie",
      "Massageolie",
      "Glow lichaamsolie",
      "Ontspannende massageolie",
      "Geurloze lichaamsolie",
      "Botanische lichaamsolie",
      "Lichaamsolie met shimmer",
      "Slaapolie voor het lichaam",
      "Verwarmende massageolie"
    ]
  },
  "body-brush": {
    "one": "lichaamsborstel",
    "many": "lichaamsborstels",
    "nouns": [
      "droogborstel",
      "droogborstels",
      "loofah",
      "loofahs",
      "badspons",
      "badsponzen",
      "konjacspons",
      "konjacsponzen",
      "scrubhandschoen",
      "scrubhandschoenen",
      "rugborstel",
      "rugborstels",
      "badwant",
      "badwanten"
    ],
    "collection": "Badaccessoires",
    "titles": [
      "Sisal lichaamsborstel",
      "Lichaamsborstel van cactusvezel",
      "Konjacspons",
      "Beukenhouten lichaamsborstel",
      "Rugborstel met lange steel",
      "Handpalmborstel",
      "Zachte lichaamsborstel",
      "Natuurlijke lichaamsborstel",
      "Bamboe lichaamsborstel"
    ]
  },
  "candle": {
    "one": "kaars",
    "many": "kaarsen",
    "nouns": [
      "geurkaars",
      "geurkaarsen",
      "sojakaars",
      "sojakaarsen",
      "stompkaars",
      "stompkaarsen",
      "dinerkaars",
      "dinerkaarsen",
      "votiefkaars",
      "votiefkaarsen",
      "waxinelichtje",
      "waxinelichtjes",
      "theelichtje",
      "theelichtjes",
      "kaars in pot",
      "kaarsen in pot",
      "bijenwaskaars",
      "bijenwaskaarsen"
    ],
    "collection": "Kaarsen",
    "titles": [
      "Sojakaars",
      "Kaars met houten lont",
      "Kaars met drie lonten",
      "Reiskaars",
      "Kaars in keramische pot",
      "Kaars in amberkleurig glas",
      "Bijenwaskaars",
      "Kokoswaskaars",
      "Atelierkaars",
      "Signature geurkaars"
    ]
  },
  "wax-melt": {
    "one": "waxmelt",
    "many": "waxmelts",
    "nouns": [
      "geurwax",
      "geurblokje",
      "geurblokjes",
      "waxblokje",
      "waxblokjes",
      "wax tart",
      "wax tarts",
      "snap bar",
      "snap bars"
    ],
    "collection": "Waxmelts",
    "titles": [
      "Sojawaxmelt",
      "Waxmelts in clamshell",
      "Breekbare waxmelt-reep",
      "Seizoenswaxmelt",
      "Sterk geurende waxmelt",
      "Botanische waxmelt",
      "Mini waxmelts",
      "Signature waxmelt"
    ]
  },
  "wax-warmer": {
    "one": "waxbrander",
    "many": "waxbranders",
    "nouns": [
      "geurbrander",
      "geurbranders",
      "oliebrander",
      "oliebranders",
      "aromabrander",
      "aromabranders",
      "elektrische waxbrander",
      "elektrische waxbranders"
    ],
    "collection": "Waxbranders",
    "titles": [
      "Keramische waxbrander",
      "Elektrische waxbrander",
      "Waxbrander voor theelichtjes",
      "Waxbrander van steengoed",
      "Dimbare waxbrander",
      "Mini waxbrander",
      "Glazen waxbrander",
      "Handgemaakte waxbrander"
    ]
  },
  "candle-care": {
    "one": "kaarsaccessoire",
    "many": "kaarsaccessoires",
    "nouns": [
      "lontknipper",
      "lontknippers",
      "lontschaar",
      "lontscharen",
      "kaarsendover",
      "kaarsendovers",
      "lontdipper",
      "lontdippers",
      "kaarsverzorgingsset",
      "kaarsverzorgingssets",
      "kaarsaansteker",
      "kaarsaanstekers"
    ],
    "collection": "Kaarsverzorging",
    "titles": [
      "Messing lontknipper",
      "Kaarsendover met lange steel",
      "Minimalistische lontknipper",
      "Klassieke kaarsendover",
      "Gebogen lontdipper",
      "Kaarsverzorgingsset van drie",
      "Klokvormige kaarsendover",
      "Handafgewerkte lontknipper"
    ]
  },
  "reed-diffuser": {
    "one": "geurdiffuser",
    "many": "geurdiffusers",
    "nouns": [
      "geurstokjes",
      "diffuser",
      "diffusers",
      "geurstokjes navulling",
      "geurstokjes navullingen",
      "huisparfum met stokjes"
    ],
    "collection": "Geurstokjes",
    "titles": [
      "Geurstokjes in amberkleurig glas",
      "Keramische geurdiffuser",
      "Navulbare geurdiffuser",
      "Geurdiffuser met vezelstokjes",
      "Signature geurdiffuser",
      "Atelier geurdiffuser",
      "Grote geurdiffuser",
      "Botanische geurdiffuser"
    ]
  },
  "oil-diffuser": {
    "one": "aromadiffuser",
    "many": "aromadiffusers",
    "nouns": [
      "aromaverstuiver",
      "aromaverstuivers",
      "verdamper",
      "verdampers",
      "ultrasone diffuser",
      "ultrasone diffusers",
      "aromatherapie diffuser",
      "aromatherapie diffusers",
      "vernevelaar",
      "vernevelaars"
    ],
    "collection": "Aromadiffusers",
    "titles": [
      "Ultrasone aromadiffuser",
      "Vernevelende aromadiffuser",
      "Keramische aromadiffuser",
      "Stenen aromadiffuser",
      "Aromadiffuser met houtlook",
      "Glazen aromadiffuser",
      "Stille aromadiffuser",
      "Reisdiffuser",
      "Aromadiffuser met timer"
    ]
  },
  "room-spray": {
    "one": "roomspray",
    "many": "roomsprays",
    "nouns": [
      "interieurspray",
      "interieursprays",
      "huisparfum",
      "linnenspray",
      "linnensprays",
      "kussenspray",
      "kussensprays",
      "textielspray",
      "textielsprays"
    ],
    "collection": "Room- en linnensprays",
    "titles": [
      "Linnenspray",
      "Kussenspray",
      "Roomspray voor het interieur",
      "Signature roomspray",
      "Slaapspray voor je kussen",
      "Botanische roomspray",
      "Navulbare roomspray",
      "Roomspray voor op reis"
    ]
  },
  "essential-oil": {
    "one": "etherische olie",
    "many": "etherische oliën",
    "nouns": [
      "essentiële olie",
      "essentiële oliën",
      "oliemelange",
      "oliemelanges",
      "aromatherapie-olie",
      "lavendelolie",
      "eucalyptusolie",
      "tea tree olie",
      "pepermuntolie"
    ],
    "collection": "Etherische oliën",
    "titles": [
      "Lavendelolie",
      "Eucalyptusolie",
      "Pepermuntolie",
      "Wierookolie",
      "Bergamotolie",
      "Oliemelange voor de nacht",
      "Oliemelange voor focus",
      "Kalmerende oliemelange",
      "Citrusmelange"
    ]
  },
  "roller-blend": {
    "one": "aromaroller",
    "many": "aromarollers",
    "nouns": [
      "roller",
      "rollers",
      "roll-on",
      "roll-ons",
      "aromatherapieroller",
      "aromatherapierollers",
      "rollerflesje",
      "rollerflesjes"
    ],
    "collection": "Aromarollers",
    "titles": [
      "Aromaroller voor de nacht",
      "Kalmerende aromaroller",
      "Aromaroller voor focus",
      "Opbeurende aromaroller",
      "Aromaroller voor op reis",
      "Aromaroller voor helderheid",
      "Ontspannende aromaroller",
      "Aromaroller voor vrij ademen",
      "Balancerende aromaroller"
    ]
  },
  "incense": {
    "one": "wierookstokje",
    "many": "wierookstokjes",
    "nouns": [
      "wierook",
      "wierookkegel",
      "wierookkegels",
      "wierookhouder",
      "wierookhouders",
      "palo santo",
      "harswierook"
    ],
    "collection": "Wierook",
    "titles": [
      "Hinoki wierook",
      "Sandelhoutwierook",
      "Rookarme wierook",
      "Tempelwierook",
      "Wierook met bosgeur",
      "Harswierook",
      "Handgerolde wierookstokjes",
      "Cederhoutwierook",
      "Japanse wierook"
    ]
  },
  "loose-leaf-tea": {
    "one": "losse thee",
    "many": "losse theeën",
    "nouns": [
      "thee",
      "theeën",
      "theemelange",
      "theemelanges",
      "earl grey",
      "sencha",
      "oolong",
      "groene thee",
      "zwarte thee",
      "kruidenthee",
      "kruidentheeën",
      "chai",
      "rooibos"
    ],
    "collection": "Losse thee",
    "titles": [
      "Ochtendthee",
      "Thee van één plantage",
      "Jasmijnthee",
      "Hooglandthee",
      "Gerookte thee",
      "Thee met golden tips",
      "Ontbijtthee",
      "Avondthee",
      "First flush Darjeeling",
      "Bergthee"
    ]
  },
  "teapot": {
    "one": "theepot",
    "many": "theepotten",
    "nouns": [
      "theepotje",
      "theepotjes",
      "kyusu",
      "theeketel",
      "theeketels"
    ],
    "collection": "Theepotten",
    "titles": [
      "Theepot van steengoed",
      "Glazen theepot",
      "Gietijzeren theepot",
      "Porseleinen theepot",
      "Kyusu met zijhandvat",
      "Theepot voor elke dag",
      "Hoge theepot",
      "Ronde theepot"
    ]
  },
  "matcha": {
    "one": "matcha",
    "many": "matcha's",
    "nouns": [
      "matchapoeder",
      "ceremoniële matcha",
      "culinaire matcha",
      "hojicha",
      "hojichapoeder"
    ],
    "collection": "Matcha",
    "titles": [
      "Ceremoniële matcha",
      "Uji matcha",
      "Matcha van de eerste oogst",
      "Matcha voor elke dag",
      "Steengemalen matcha",
      "In de schaduw gekweekte matcha",
      "Kyoto matcha",
      "Matcha voor latte"
    ]
  },
  "tea-bag": {
    "one": "theezakje",
    "many": "theezakjes",
    "nouns": [
      "theebuiltje",
      "theebuiltjes",
      "piramidezakje",
      "piramidezakjes",
      "zakjesthee"
    ],
    "collection": "Theezakjes",
    "titles": [
      "Ontbijtthee in zakjes",
      "Pepermuntthee in zakjes",
      "Kamillethee in zakjes",
      "Gember-citroenthee in zakjes",
      "Bergamotthee in zakjes",
      "Dagelijkse thee in zakjes",
      "Cafeïnevrije thee in zakjes",
      "Slaapthee in zakjes"
    ]
  },
  "tea-sampler": {
    "one": "theeproefset",
    "many": "theeproefsets",
    "nouns": [
      "theeproeverij",
      "theeproeverijen",
      "thee-ontdekkingsset",
      "thee-ontdekkingssets"
    ],
    "collection": "Theeproefsets",
    "titles": [
      "Thee-ontdekkingsset",
      "Proefset groene thee",
      "Proefset bergtheeën",
      "Proefset kruidenthee",
      "Theereis rond de wereld",
      "Seizoensproefset thee",
      "Starterset thee",
      "Proefset plantagethee"
    ]
  },
  "coffee-bean": {
    "one": "koffie",
    "many": "koffiesoorten",
    "nouns": [
      "koffiebonen",
      "koffieboon",
      "hele bonen",
      "gemalen koffie",
      "koffiemelange",
      "koffiemelanges",
      "single origin koffie",
      "espressomelange",
      "espressomelanges",
      "espressobonen",
      "cafeïnevrije koffie",
      "decaf"
    ],
    "collection": "Koffie",
    "titles": [
      "Ethiopië Guji koffie",
      "Colombia Huila koffie",
      "Huismelange",
      "Ochtendmelange",
      "Guatemala koffie",
      "Kenia koffie",
      "Sumatra koffie",
      "Nachtbrakersmelange",
      "Single origin koffie",
      "Seizoenskoffie"
    ]
  },
  "cold-brew": {
    "one": "cold brew",
    "many": "cold brews",
    "nouns": [
      "cold brew koffie",
      "cold brew concentraat",
      "ijskoffie",
      "cold brew pakket",
      "cold brew pakketten"
    ],
    "collection": "Cold brew",
    "titles": [
      "Klassieke cold brew",
      "Nitro cold brew",
      "Cold brew met havermelk",
      "Cold brew met vanille",
      "Zwarte cold brew",
      "Zomerse cold brew",
      "Cold brew huismelange",
      "Zachte cold brew"
    ]
  },
  "coffee-subscription": {
    "one": "koffieabonnement",
    "many": "koffieabonnementen",
    "nouns": [
      "koffieclub",
      "koffie van de maand",
      "abonnement",
      "abonnementen"
    ],
    "collection": "Abonnementen",
    "titles": [
      "Keuze van de brander",
      "Single origin abonnement",
      "Espresso-abonnement",
      "Ontdekkingsabonnement",
      "Huismelange-abonnement",
      "Half-cafeïnevrij abonnement",
      "Seizoensabonnement",
      "Abonnement met twee zakken"
    ]
  },
  "coffee-brewer": {
    "one": "koffiezetter",
    "many": "koffiezetters",
    "nouns": [
      "dripper",
      "drippers",
      "filterhouder",
      "filterhouders",
      "pour-over",
      "pour-overs",
      "french press",
      "cafetière",
      "cafetières",
      "percolator",
      "percolators",
      "moka pot",
      "cold brew maker",
      "cold brew makers"
    ],
    "collection": "Koffiezetters",
    "titles": [
      "Keramische dripper",
      "Glazen koffiezetter",
      "Conische dripper",
      "Dripper met platte bodem",
      "Klassieke cafetière",
      "Reiskoffiezetter",
      "Barista pour-over set",
      "Koffiezetter voor elke dag"
    ]
  },
  "coffee-grinder": {
    "one": "koffiemolen",
    "many": "koffiemolens",
    "nouns": [
      "handmolen",
      "handmolens",
      "handkoffiemolen",
      "handkoffiemolens",
      "molen met maalschijven",
      "molens met maalschijven"
    ],
    "collection": "Koffiemolens",
    "titles": [
      "Handkoffiemolen",
      "Conische koffiemolen",
      "Reiskoffiemolen",
      "Precisiekoffiemolen",
      "Koffiemolen voor elke dag",
      "Barista koffiemolen",
      "Compacte koffiemolen",
      "Koffiemolen met maalstanden"
    ]
  },
  "bread": {
    "one": "brood",
    "many": "broden",
    "nouns": [
      "broodje",
      "broodjes",
      "zuurdesembrood",
      "zuurdesembroden",
      "zuurdesem",
      "stokbrood",
      "stokbroden",
      "baguette",
      "baguettes",
      "boule",
      "boules",
      "roggebrood",
      "roggebroden",
      "focaccia",
      "focaccia's",
      "landbrood",
      "landbroden",
      "brioche",
      "brioches"
    ],
    "collection": "Brood",
    "titles": [
      "Landbrood",
      "Zadenbrood",
      "Volkorenbrood",
      "Olijvenbrood",
      "Rozemarijnbrood",
      "Speltbrood",
      "Miche",
      "Huisbrood",
      "Walnotenbrood",
      "Roggebrood"
    ]
  },
  "pastry": {
    "one": "gebakje",
    "many": "gebakjes",
    "nouns": [
      "gebak",
      "viennoiserie",
      "croissant",
      "croissants",
      "chocoladebroodje",
      "chocoladebroodjes",
      "koffiekoek",
      "koffiekoeken",
      "Deens gebak",
      "scone",
      "scones",
      "kaneelbroodje",
      "kaneelbroodjes",
      "kaneelrol",
      "kaneelrollen",
      "kouign-amann",
      "donut",
      "donuts"
    ],
    "collection": "Gebak",
    "titles": [
      "Roombotercroissant",
      "Croissant met frangipane",
      "Hartig bladerdeeggebakje",
      "Kardemombroodje",
      "Gebakje met seizoensfruit",
      "Dubbelgebakken amandelcroissant",
      "Pistachecroissant",
      "Frambozengebakje",
      "Croissants om zelf af te bakken"
    ]
  },
  "cake": {
    "one": "taart",
    "many": "taarten",
    "nouns": [
      "cake",
      "cakes",
      "laagjestaart",
      "laagjestaarten",
      "verjaardagstaart",
      "verjaardagstaarten",
      "feesttaart",
      "feesttaarten",
      "cheesecake",
      "cheesecakes",
      "tulband",
      "tulbanden",
      "bruidstaart",
      "bruidstaarten",
      "worteltaart",
      "worteltaarten",
      "biscuittaart",
      "biscuittaarten"
    ],
    "collection": "Taarten",
    "titles": [
      "Lemon drizzle cake",
      "Devil's food cake",
      "Victoria sponge cake",
      "Aardbeientaart",
      "Pistachetaart",
      "Kokostaart",
      "Cake met bruine boter",
      "Feesttaart",
      "Baskische cheesecake",
      "Red velvet taart"
    ]
  },
  "pie": {
    "one": "pie",
    "many": "pies",
    "nouns": [
      "taartje",
      "taartjes",
      "galette",
      "galettes",
      "fruittaart",
      "fruittaarten",
      "handpie",
      "handpies",
      "quiche",
      "quiches",
      "taartpunt",
      "taartpunten",
      "vruchtentaartje",
      "vruchtentaartjes",
      "citroentaart",
      "citroentaarten",
      "vlaai",
      "vlaaien"
    ],
    "collection": "Pies en taartjes",
    "titles": [
      "Appeltaart",
      "Kersentaart",
      "Buttermilk pie",
      "Citroen-meringuetaart",
      "Key lime pie",
      "Perziktaart",
      "Pompoentaart",
      "Bosbessentaart",
      "Zoete-aardappeltaart",
      "Chess pie"
    ]
  },
  "cookie": {
    "one": "koekje",
    "many": "koekjes",
    "nouns": [
      "koek",
      "koeken",
      "biscuit",
      "biscuits",
      "zandkoekje",
      "zandkoekjes",
      "shortbread",
      "brownie",
      "brownies",
      "blondie",
      "blondies",
      "biscotti",
      "macaron",
      "macarons",
      "koekjestrommel",
      "koekjestrommels",
      "koekjesdoos",
      "koekjesdozen"
    ],
    "collection": "Koekjes",
    "titles": [
      "Koekje met bruine boter",
      "Black and white koekje",
      "Havermout-rozijnenkoekje",
      "Gemberkoekje met melasse",
      "Zeezoutkoekje",
      "Triple chocolate chunk koekje",
      "Gezouten pindakoekje",
      "Citroenkoekje",
      "Sesamkoekje"
    ]
  },
  "cupcake": {
    "one": "cupcake",
    "many": "cupcakes",
    "nouns": [
      "muffin",
      "muffins",
      "mini cupcake",
      "mini cupcakes"
    ],
    "collection": "Cupcakes en muffins",
    "titles": [
      "Vanillecupcake",
      "Devil's food cupcake",
      "Bosbessenmuffin",
      "Citroencupcake",
      "Bananenmuffin",
      "Red velvet cupcake",
      "Cupcake met spikkels",
      "Dulce de leche cupcake",
      "Morning glory muffin"
    ]
  },
  "chocolate-bar": {
    "one": "chocoladereep",
    "many": "chocoladerepen",
    "nouns": [
      "chocolade",
      "chocola",
      "pure chocolade",
      "melkchocolade",
      "witte chocolade",
      "bean-to-bar chocolade",
      "ambachtelijke chocolade",
      "chocoladebreuk"
    ],
    "collection": "Chocoladerepen",
    "titles": [
      "Pure chocolade 70%",
      "Chocolade met zeezout",
      "Havermelkchocolade",
      "Single origin chocolade",
      "Hazelnootchocolade",
      "Chocolade met cacaonibs",
      "Espressochocolade",
      "Sinaasappelchocolade",
      "Gekaramelliseerde chocolade",
      "Chocoladereep uit Madagaskar"
    ]
  },
  "truffle-box": {
    "one": "bonbon",
    "many": "bonbons",
    "nouns": [
      "truffel",
      "truffels",
      "chocoladetruffel",
      "chocoladetruffels",
      "praline",
      "pralines",
      "bonbondoos",
      "bonbondozen",
      "doos bonbons",
      "dozen bonbons",
      "chocoladedoos",
      "assortiment bonbons"
    ],
    "collection": "Truffels en bonbons",
    "titles": [
      "Signature bonbons",
      "Champagnetruffels",
      "Zeezouttruffels",
      "Hazelnootpralines",
      "Klassieke truffels",
      "Seizoensbonbons",
      "Espressotruffels",
      "Frambozentruffels",
      "Proeverijdoos bonbons"
    ]
  },
  "hot-chocolate": {
    "one": "drinkchocolade",
    "many": "drinkchocolades",
    "nouns": [
      "warme chocolademelk",
      "chocolademelk",
      "warme chocolade",
      "cacao",
      "cacaopoeder",
      "chocolademix"
    ],
    "collection": "Warme chocolademelk",
    "titles": [
      "Klassieke warme chocolademelk",
      "Gekruide warme chocolade",
      "Mexicaanse drinkchocolade",
      "Drinkchocolade met zeezout",
      "Warme chocolade met munt",
      "Pure drinkchocolade",
      "Kampvuurchocolade met marshmallows",
      "Chocolademelk voor bij de open haard"
    ]
  },
  "olive-oil": {
    "one": "olijfolie",
    "many": "olijfoliën",
    "nouns": [
      "extra vergine olijfolie",
      "afwerkolie",
      "blik olijfolie",
      "truffelolie",
      "gearomatiseerde olijfolie"
    ],
    "collection": "Olijfolie",
    "titles": [
      "Olijfolie van de vroege oogst",
      "Olijfolie van eigen landgoed",
      "Koroneiki olijfolie",
      "Arbequina olijfolie",
      "Picual olijfolie",
      "Robuuste olijfolie",
      "Milde olijfolie",
      "Olijfolie van de eerste persing",
      "Olijfolie voor elke dag",
      "Olijfolie uit één boomgaard"
    ]
  },
  "vinegar": {
    "one": "azijn",
    "many": "azijnen",
    "nouns": [
      "balsamicoazijn",
      "balsamico",
      "wijnazijn",
      "sherryazijn",
      "ciderazijn",
      "appelciderazijn",
      "balsamicocrème"
    ],
    "collection": "Azijnen",
    "titles": [
      "Gerijpte balsamico",
      "Witte balsamico",
      "Vijgenbalsamico",
      "Op vat gerijpte azijn",
      "Traditionele balsamico",
      "Cabernet-azijn",
      "Sherryazijn",
      "Ongefilterde appelazijn",
      "Gouden balsamico"
    ]
  },
  "olive": {
    "one": "olijf",
    "many": "olijven",
    "nouns": [
      "tafelolijf",
      "tafelolijven",
      "gemarineerde olijf",
      "gemarineerde olijven",
      "kalamata-olijf",
      "kalamata-olijven",
      "castelvetrano-olijf",
      "castelvetrano-olijven",
      "tapenade",
      "olijvenspread"
    ],
    "collection": "Olijven",
    "titles": [
      "Kalamata-olijven",
      "Castelvetrano-olijven",
      "Olijven in kruidenmarinade",
      "Olijven met citroen en knoflook",
      "Gedroogde zwarte olijven",
      "Gevulde olijven",
      "Wilde olijven",
      "Olijven van eigen landgoed"
    ]
  },
  "wine": {
    "one": "wijn",
    "many": "wijnen",
    "nouns": [
      "rode wijn",
      "rode wijnen",
      "witte wijn",
      "witte wijnen",
      "rosé",
      "mousserende wijn",
      "mousserende wijnen",
      "bubbels",
      "natuurwijn",
      "natuurwijnen",
      "oranje wijn",
      "fles wijn",
      "flessen wijn",
      "pinot noir",
      "cabernet sauvignon",
      "chardonnay",
      "sauvignon blanc",
      "riesling",
      "prosecco",
      "cava",
      "mede",
      "wijnpakket",
      "wijnpakketten"
    ],
    "collection": "Wijnen",
    "titles": [
      "Domeinwijn",
      "Reserva",
      "Wijn van oude stokken",
      "Wijn van één wijngaard",
      "Wijn uit gemengde aanplant",
      "Hellingwijn",
      "Late oogst",
      "Huiswijn",
      "Jaargangwijn",
      "Cuvée"
    ]
  },
  "beer": {
    "one": "bier",
    "many": "bieren",
    "nouns": [
      "biertje",
      "biertjes",
      "speciaalbier",
      "speciaalbieren",
      "craft beer",
      "IPA",
      "pale ale",
      "ale",
      "pils",
      "stout",
      "porter",
      "zuur bier",
      "zure bieren",
      "witbier",
      "hazy IPA",
      "blikje bier",
      "blikjes bier",
      "sixpack",
      "sixpacks",
      "bierpakket",
      "bierpakketten"
    ],
    "collection": "Bieren",
    "titles": [
      "Hazy IPA",
      "West Coast IPA",
      "Session IPA",
      "Double IPA",
      "Op vat gerijpt bier",
      "Drooggehopt bier",
      "Versehopbier",
      "Imperial stout",
      "Saison",
      "Frisse pils"
    ]
  },
  "cider": {
    "one": "cider",
    "many": "ciders",
    "nouns": [
      "perencider",
      "perenciders",
      "ambachtelijke cider",
      "ambachtelijke ciders",
      "appelcider",
      "appelciders"
    ],
    "collection": "Ciders",
    "titles": [
      "Droge cider",
      "Traditionele cider",
      "Boomgaardcider",
      "Gehopte cider",
      "Boerencider",
      "Halfdroge cider",
      "Op vat gerijpte cider",
      "Cider met wilde gisten"
    ]
  },
  "gin": {
    "one": "gin",
    "many": "gins",
    "nouns": [
      "dry gin",
      "London dry gin",
      "sloe gin",
      "sleedoorngin"
    ],
    "collection": "Gin",
    "titles": [
      "London dry gin",
      "Botanische gin",
      "Navy strength gin",
      "Citrusgin",
      "Op vat gerijpte gin",
      "Gin van de kust",
      "Tuingin",
      "Old Tom gin"
    ]
  },
  "whiskey": {
    "one": "whisky",
    "many": "whisky's",
    "nouns": [
      "whiskey",
      "whiskeys",
      "bourbon",
      "bourbons",
      "rye whiskey",
      "single malt",
      "single malts",
      "maltwhisky",
      "scotch"
    ],
    "collection": "Whisky",
    "titles": [
      "Small batch whisky",
      "Single barrel whisky",
      "Straight bourbon",
      "Bottled-in-bond bourbon",
      "Cask strength whisky",
      "Wheated bourbon",
      "Four grain bourbon",
      "Whisky gerijpt op portvat",
      "Reserve whisky"
    ]
  },
  "spirit": {
    "one": "gedistilleerde drank",
    "many": "gedistilleerde dranken",
    "nouns": [
      "gedistilleerd",
      "sterke drank",
      "sterke dranken",
      "wodka",
      "rum",
      "likeur",
      "likeuren",
      "amaro",
      "aperitivo",
      "aperitief",
      "brandewijn",
      "brandy",
      "mezcal",
      "tequila",
      "absint",
      "eau-de-vie",
      "jenever"
    ],
    "collection": "Gedistilleerd",
    "titles": [
      "Small batch jenever",
      "Gerijpte rum",
      "Spiced rum",
      "Eau-de-vie uit de boomgaard",
      "Bittere amaro",
      "Reserve brandy",
      "Botanische likeur",
      "Overproof rum",
      "Traditionele oude jenever"
    ]
  },
  "bitters": {
    "one": "cocktailbitter",
    "many": "cocktailbitters",
    "nouns": [
      "bitter",
      "bitters",
      "aromatische bitter",
      "aromatische bitters",
      "cocktailsiroop",
      "cocktailsiropen",
      "tonicsiroop",
      "cocktailpakket",
      "cocktailpakketten"
    ],
    "collection": "Bitters en mixers",
    "titles": [
      "Aromatische bitter",
      "Sinaasappelbitter",
      "Mole bitter",
      "Kardemombitter",
      "Selderijbitter",
      "Gerookte bitter",
      "Old fashioned bitter",
      "Citrusbitter"
    ]
  },
  "hot-sauce": {
    "one": "chilisaus",
    "many": "chilisauzen",
    "nouns": [
      "hot sauce",
      "hot sauces",
      "hete saus",
      "hete sauzen",
      "pepersaus",
      "pepersauzen",
      "sriracha",
      "habanerosaus",
      "salsa",
      "salsa's",
      "gefermenteerde chilisaus"
    ],
    "collection": "Chilisauzen",
    "titles": [
      "Habanero chilisaus",
      "Rokerige chipotlesaus",
      "Ghost pepper saus",
      "Groene jalapeñosaus",
      "Chilisaus met mango",
      "Chilisaus met knoflook",
      "Gefermenteerde chilisaus",
      "Carolina Reaper saus",
      "Salsa verde"
    ]
  },
  "chili-crisp": {
    "one": "chili crisp",
    "many": "chili crisps",
    "nouns": [
      "chili-olie",
      "chili-oliën",
      "chili crunch",
      "chilipasta",
      "sambal",
      "harissa",
      "gochujang"
    ],
    "collection": "Chili crisps",
    "titles": [
      "Sichuan chili crisp",
      "Chili crisp met knoflook",
      "Rokerige chili crisp",
      "Chili crisp met pinda",
      "Chili crisp met zwarte bonen",
      "Tintelende chili-olie",
      "Huisgemaakte chili crisp",
      "Chili crisp met krokante sjalot"
    ]
  },
  "spice-blend": {
    "one": "kruidenmix",
    "many": "kruidenmixen",
    "nouns": [
      "specerij",
      "specerijen",
      "kruiden",
      "kruidenmelange",
      "kruidenmelanges",
      "kruidenmengsel",
      "kruidenmengsels",
      "rub",
      "rubs",
      "bbq-rub",
      "bbq-rubs",
      "masala",
      "kerriepoeder",
      "za'atar",
      "peperkorrels",
      "chilivlokken",
      "kruidenset",
      "kruidensets"
    ],
    "collection": "Specerijen en kruidenmixen",
    "titles": [
      "Garam masala",
      "Gerookte paprika",
      "Tellicherry peper",
      "Everything bagel kruiden",
      "Tacokruiden",
      "Cajunkruiden",
      "Herbes de Provence",
      "Berbere",
      "Ras el hanout",
      "Steakkruiden"
    ]
  },
  "condiment": {
    "one": "saus",
    "many": "sauzen",
    "nouns": [
      "smaakmaker",
      "smaakmakers",
      "mosterd",
      "mosterds",
      "barbecuesaus",
      "barbecuesauzen",
      "bbq-saus",
      "ketchup",
      "chutney",
      "chutneys",
      "aioli",
      "mayonaise",
      "saladedressing",
      "saladedressings",
      "vinaigrette",
      "vinaigrettes",
      "marinade",
      "marinades"
    ],
    "collection": "Sauzen en smaakmakers",
    "titles": [
      "Grove mosterd",
      "Dijonmosterd",
      "Steengemalen mosterd",
      "Rokerige barbecuesaus",
      "Friszure mosterdsaus",
      "Ambachtelijke ketchup",
      "Kansas City barbecuesaus",
      "Pittige mayonaise",
      "Gekruide vijgenchutney"
    ]
  },
  "honey": {
    "one": "honing",
    "many": "honingsoorten",
    "nouns": [
      "rauwe honing",
      "bloemenhoning",
      "crèmehoning",
      "raathoning",
      "honingraat",
      "honingraten",
      "hot honey",
      "manukahoning",
      "klaverhoning",
      "pot honing",
      "potten honing"
    ],
    "collection": "Honing",
    "titles": [
      "Bloemenhoning",
      "Oranjebloesemhoning",
      "Klaverhoning",
      "Boekweithoning",
      "Voorjaarshoning",
      "Nazomerhoning",
      "Honing van één bijenkast",
      "Crèmehoning",
      "Rauwe honing"
    ]
  },
  "jam": {
    "one": "jam",
    "many": "jams",
    "nouns": [
      "confituur",
      "confituren",
      "gelei",
      "geleien",
      "marmelade",
      "marmelades",
      "fruitspread",
      "fruitspreads",
      "appelstroop",
      "curd",
      "lemon curd",
      "ingemaakt fruit"
    ],
    "collection": "Jam en confituur",
    "titles": [
      "Aardbeienjam",
      "Abrikozenjam",
      "Sevillase sinaasappelmarmelade",
      "Vijgenjam",
      "Zure kersenjam",
      "Bramenjam",
      "Rabarberjam",
      "Perzikjam",
      "Damsonpruimenjam",
      "Wilde bosbessenjam"
    ]
  },
  "cheese": {
    "one": "kaas",
    "many": "kazen",
    "nouns": [
      "kaasje",
      "kaasjes",
      "cheddar",
      "brie",
      "camembert",
      "gouda",
      "parmezaan",
      "parmezaanse kaas",
      "blauwe kaas",
      "blauwe kazen",
      "geitenkaas",
      "geitenkazen",
      "belegen kaas",
      "kaaswiel",
      "kaaswielen",
      "stuk kaas",
      "burrata",
      "manchego"
    ],
    "collection": "Kaas",
    "titles": [
      "Doekgerijpte cheddar",
      "Alpenkaas",
      "Oude kaas",
      "Kaas met gewassen korst",
      "Boerenkaas",
      "Kaas met witte schimmelkorst",
      "Gerookte kaas",
      "Grotgerijpte kaas",
      "Rauwmelkse kaas",
      "Jonge kaas"
    ]
  },
  "charcuterie": {
    "one": "vleeswaar",
    "many": "vleeswaren",
    "nouns": [
      "charcuterie",
      "salami",
      "salami's",
      "rauwe ham",
      "prosciutto",
      "chorizo",
      "soppressata",
      "coppa",
      "paté",
      "patés",
      "terrine",
      "terrines",
      "rillettes",
      "pancetta",
      "bresaola",
      "droge worst",
      "droge worsten"
    ],
    "collection": "Charcuterie",
    "titles": [
      "Venkelsalami",
      "Calabrese salami",
      "Knoflooksalami",
      "Pittige salami",
      "Boerenpaté",
      "Wildzwijnsalami",
      "Luchtgedroogde ham",
      "Salami met zwarte peper",
      "Gerijpte salami"
    ]
  },
  "steak": {
    "one": "steak",
    "many": "steaks",
    "nouns": [
      "biefstuk",
      "biefstukken",
      "ribeye",
      "ribeyes",
      "entrecote",
      "entrecotes",
      "striploin",
      "lendenbiefstuk",
      "ossenhaas",
      "haasbiefstuk",
      "filet mignon",
      "brisket",
      "T-bone",
      "tomahawk",
      "short rib",
      "short ribs",
      "rundvlees"
    ],
    "collection": "Steaks",
    "titles": [
      "Dry-aged steak",
      "Grasgevoerde steak",
      "Wagyu steak",
      "Prime steak",
      "Steak met bot",
      "Slagerssteak",
      "Steak van weiderund",
      "Dik gesneden steak"
    ]
  },
  "meat-box": {
    "one": "vleespakket",
    "many": "vleespakketten",
    "nouns": [
      "vleesbox",
      "vleesboxen",
      "steakbox",
      "steakboxen",
      "slagersbox",
      "slagersboxen",
      "vleesabonnement",
      "vleesabonnementen",
      "barbecuepakket",
      "barbecuepakketten",
      "grillpakket",
      "grillpakketten"
    ],
    "collection": "Vleespakketten",
    "titles": [
      "Slagerskeuze vleespakket",
      "Grillmaster pakket",
      "Familiepakket",
      "Dinerpakket voor twee",
      "Weidevleespakket",
      "Doordeweeks vleespakket",
      "Feestdagenpakket",
      "Vleespakket van oude rassen"
    ]
  },
  "sausage": {
    "one": "worst",
    "many": "worsten",
    "nouns": [
      "worstje",
      "worstjes",
      "braadworst",
      "braadworsten",
      "bratwurst",
      "hotdog",
      "hotdogs",
      "ontbijtworstje",
      "ontbijtworstjes",
      "gehakt",
      "rundergehakt",
      "varkensgehakt",
      "hamburger",
      "hamburgers"
    ],
    "collection": "Worst en gehakt",
    "titles": [
      "Zoete Italiaanse worst",
      "Pittige Italiaanse worst",
      "Gerookte worst",
      "Ahornworstjes",
      "Knoflookworst",
      "Worst in chorizostijl",
      "Venkelworst",
      "Klassieke braadworst",
      "Kruidenworst"
    ]
  },
  "bacon": {
    "one": "bacon",
    "many": "bacon",
    "nouns": [
      "spek",
      "ontbijtspek",
      "buikspek",
      "gerookt spek",
      "spekreepjes",
      "ham",
      "hammen",
      "gerookte ham",
      "gerookte hammen"
    ],
    "collection": "Bacon en ham",
    "titles": [
      "Dik gesneden bacon",
      "Bacon gerookt op appelhout",
      "Met hickory gerookte bacon",
      "Ahornbacon",
      "Peperbacon",
      "Boerenspek",
      "Dubbel gerookte bacon",
      "Bacon van oude varkensrassen"
    ]
  },
  "poultry": {
    "one": "kip",
    "many": "kippen",
    "nouns": [
      "gevogelte",
      "hele kip",
      "hele kippen",
      "kipfilet",
      "kipfilets",
      "kippendij",
      "kippendijen",
      "kippenvleugel",
      "kippenvleugels",
      "kalkoen",
      "kalkoenen",
      "eend",
      "eenden"
    ],
    "collection": "Gevogelte",
    "titles": [
      "Weidekip",
      "Scharrelkip",
      "Kip van oud ras",
      "Luchtgekoelde kip",
      "Biologische kip",
      "Gevlinderde kip",
      "Gepekelde kip",
      "Kip zonder bot"
    ]
  },
  "jerky": {
    "one": "jerky",
    "many": "jerky's",
    "nouns": [
      "beef jerky",
      "gedroogd vlees",
      "vleesstick",
      "vleessticks",
      "biltong"
    ],
    "collection": "Jerky",
    "titles": [
      "Originele beef jerky",
      "Jerky met zwarte peper",
      "Teriyaki jerky",
      "Zoet-pittige jerky",
      "Gerookte jerky",
      "Chili-limoen jerky",
      "Gepeperde biltong",
      "Jerky met knoflook"
    ]
  },
  "granola": {
    "one": "granola",
    "many": "granola's",
    "nouns": [
      "muesli",
      "müsli",
      "cruesli",
      "granolaclusters",
      "havermout",
      "overnight oats",
      "pap",
      "ontbijtgranen"
    ],
    "collection": "Granola",
    "titles": [
      "Ahorngranola",
      "Cacao crunch granola",
      "Granola met geroosterde kokos",
      "Kaneelgranola",
      "Graanvrije granola",
      "Sesamgranola",
      "Originele granola",
      "Kers-pistache granola",
      "Kardemomgranola"
    ]
  },
  "snack-bar": {
    "one": "reep",
    "many": "repen",
    "nouns": [
      "proteïnereep",
      "proteïnerepen",
      "eiwitreep",
      "eiwitrepen",
      "mueslireep",
      "mueslirepen",
      "energiereep",
      "energierepen",
      "haverreep",
      "haverrepen",
      "notenreep",
      "notenrepen",
      "dadelreep",
      "dadelrepen",
      "energieballetje",
      "energieballetjes"
    ],
    "collection": "Repen",
    "titles": [
      "Pindareep",
      "Cacaoreep",
      "Reep met zeezout",
      "Kokosreep",
      "Bosbessenreep",
      "Birthday cake reep",
      "Ahornreep",
      "Citroenreep",
      "Espressoreep"
    ]
  },
  "nut-mix": {
    "one": "notenmix",
    "many": "notenmixen",
    "nouns": [
      "studentenhaver",
      "gemengde noten",
      "noten",
      "geroosterde noten",
      "amandelen",
      "cashewnoten",
      "pecannoten",
      "macadamianoten"
    ],
    "collection": "Noten en studentenhaver",
    "titles": [
      "Noten met zeezout",
      "Zoet-pittige notenmix",
      "Rozemarijnnoten",
      "Gerookte amandelen",
      "Studentenhaver",
      "Tamari notenmix",
      "Chili-limoen notenmix",
      "Ongebrande noten",
      "Kaneelnoten"
    ]
  },
  "dried-fruit": {
    "one": "gedroogd fruit",
    "many": "gedroogde vruchten",
    "nouns": [
      "gedroogde mango",
      "gedroogde abrikoos",
      "gedroogde abrikozen",
      "fruitchips",
      "dadel",
      "dadels",
      "medjool dadels",
      "gedroogde vijg",
      "gedroogde vijgen",
      "fruitleer",
      "gevriesdroogd fruit"
    ],
    "collection": "Gedroogd fruit",
    "titles": [
      "Medjool dadels",
      "Ongezoet gedroogd fruit",
      "Gedroogde Montmorency-kersen",
      "Gedroogde mango",
      "Gedroogde abrikozen",
      "Gevriesdroogd fruit",
      "Gedroogd boomgaardfruit",
      "Tropisch gedroogd fruit"
    ]
  },
  "nut-butter": {
    "one": "notenpasta",
    "many": "notenpasta's",
    "nouns": [
      "pindakaas",
      "amandelpasta",
      "cashewpasta",
      "tahin",
      "tahini",
      "zadenpasta",
      "chocopasta",
      "hazelnootpasta"
    ],
    "collection": "Notenpasta's",
    "titles": [
      "Geroosterde notenpasta",
      "Pindakaas met ahornsiroop",
      "Gezouten pindakaas",
      "Amandelpasta met kaneel",
      "Cacao hazelnootpasta",
      "Cashewpasta met vanille",
      "Steengemalen amandelpasta",
      "Klassieke pindakaas"
    ]
  },
  "savory-snack": {
    "one": "hartige snack",
    "many": "hartige snacks",
    "nouns": [
      "cracker",
      "crackers",
      "chips",
      "chipje",
      "chipjes",
      "kettle chips",
      "tortillachips",
      "groentechips",
      "popcorn",
      "pretzel",
      "pretzels",
      "knäckebröd",
      "soepstengel",
      "soepstengels",
      "grissini"
    ],
    "collection": "Crackers en snacks",
    "titles": [
      "Chips met zeezout",
      "Rozemarijncrackers",
      "Zadencrackers",
      "Rogge knäckebröd",
      "Everything crackers",
      "Crackers met vijg en olijf",
      "Chili-limoen tortillachips",
      "Barbecuechips",
      "Chips met zwarte peper"
    ]
  },
  "kombucha": {
    "one": "kombucha",
    "many": "kombucha's",
    "nouns": [
      "waterkefir",
      "blikje kombucha",
      "blikjes kombucha",
      "fles kombucha",
      "flessen kombucha"
    ],
    "collection": "Kombucha",
    "titles": [
      "Gember-citroenkombucha",
      "Hibiscuskombucha",
      "Originele kombucha",
      "Frambozenkombucha",
      "Passievruchtkombucha",
      "Lavendelkombucha",
      "Vlierbloesemkombucha",
      "Bloedsinaasappelkombucha",
      "Kombucha met gekruide appel"
    ]
  },
  "juice": {
    "one": "sap",
    "many": "sappen",
    "nouns": [
      "sapje",
      "sapjes",
      "koudgeperst sap",
      "koudgeperste sappen",
      "groen sap",
      "sapkuur",
      "sapkuren",
      "gembershot",
      "gembershots",
      "shot",
      "shots",
      "smoothie",
      "smoothies",
      "limonade",
      "limonades"
    ],
    "collection": "Sappen",
    "titles": [
      "Groen sap",
      "Citrussap",
      "Bietensap",
      "Wortel-gembersap",
      "Ananas-muntsap",
      "Watermeloensap",
      "Selderijsap",
      "Ochtendsap",
      "Kurkumasap"
    ]
  },
  "soda": {
    "one": "frisdrank",
    "many": "frisdranken",
    "nouns": [
      "frisje",
      "frisjes",
      "bruisend water",
      "spuitwater",
      "prebiotische frisdrank",
      "tonic",
      "ginger beer",
      "seltzer",
      "bruisende thee",
      "soda"
    ],
    "collection": "Frisdranken en bruiswater",
    "titles": [
      "Gemberfrisdrank",
      "Kers-vanille frisdrank",
      "Grapefruitfrisdrank",
      "Sarsaparilla",
      "Limoenfrisdrank",
      "Cola",
      "Yuzu frisdrank",
      "Cream soda",
      "Hibiscus frisdrank"
    ]
  },
  "protein-powder": {
    "one": "eiwitpoeder",
    "many": "eiwitpoeders",
    "nouns": [
      "proteïnepoeder",
      "proteïnepoeders",
      "whey",
      "wheyproteïne",
      "plantaardige proteïne",
      "erwtenproteïne",
      "eiwitshake",
      "eiwitshakes",
      "proteïneshake",
      "proteïneshakes",
      "creatine"
    ],
    "collection": "Proteïne",
    "titles": [
      "Whey van grasgevoerde koeien",
      "Plantaardig eiwitpoeder",
      "Whey isolaat",
      "Puur eiwitpoeder",
      "Eiwitpoeder voor elke dag",
      "Smaakloos eiwitpoeder",
      "Eiwitpoeder met cacao",
      "Eiwitpoeder met vanille"
    ]
  },
  "vitamin": {
    "one": "vitamine",
    "many": "vitamines",
    "nouns": [
      "multivitamine",
      "multivitaminen",
      "supplement",
      "supplementen",
      "voedingssupplement",
      "voedingssupplementen",
      "vitaminecapsule",
      "vitaminecapsules",
      "vitamine D",
      "vitamine C",
      "magnesium",
      "omega-3",
      "visolie",
      "probiotica",
      "vitaminegummy",
      "vitaminegummies",
      "softgel",
      "softgels"
    ],
    "collection": "Vitamines en supplementen",
    "titles": [
      "Dagelijkse multivitamine",
      "Multivitamine voor vrouwen",
      "Multivitamine voor mannen",
      "Basis multivitamine",
      "Zwangerschapsvitamine",
      "Vegan multivitamine",
      "Milde multivitamine",
      "Ochtendvitamines",
      "Avondsupplement"
    ]
  },
  "greens-powder": {
    "one": "superfoodpoeder",
    "many": "superfoodpoeders",
    "nouns": [
      "greens",
      "greens poeder",
      "supergreens",
      "elektrolytenmix",
      "hydratatiemix",
      "paddenstoelenpoeder",
      "adaptogeenpoeder"
    ],
    "collection": "Greens en poeders",
    "titles": [
      "Dagelijkse greens",
      "Originele greens",
      "Greens met bessensmaak",
      "Greens met citrussmaak",
      "Greens met muntsmaak",
      "Smaakloze greens",
      "Greens voor de ochtend",
      "Greens voor op reis"
    ]
  },
  "pasta": {
    "one": "pasta",
    "many": "pasta's",
    "nouns": [
      "gedroogde pasta",
      "verse pasta",
      "spaghetti",
      "rigatoni",
      "penne",
      "fusilli",
      "tagliatelle",
      "pappardelle",
      "orecchiette",
      "linguine",
      "bucatini",
      "gnocchi",
      "ravioli",
      "noedels",
      "mie"
    ],
    "collection": "Pasta",
    "titles": [
      "Bronsgetrokken pasta",
      "Pasta van harde tarwe",
      "Eierpasta",
      "Volkorenpasta",
      "Pasta van oergranen",
      "Griesmeelpasta",
      "Ambachtelijke pasta",
      "Langzaam gedroogde pasta"
    ]
  },
  "pasta-sauce": {
    "one": "pastasaus",
    "many": "pastasauzen",
    "nouns": [
      "tomatensaus",
      "tomatensauzen",
      "marinara",
      "pesto",
      "ragù",
      "sugo",
      "passata",
      "arrabbiata",
      "wodkasaus",
      "tomaten in blik"
    ],
    "collection": "Pastasauzen",
    "titles": [
      "Marinara",
      "Arrabbiata",
      "Tomatensaus met basilicum",
      "Puttanesca",
      "Saus met geroosterde knoflook",
      "Zondagse ragù",
      "Saus met Calabrische peper",
      "Pittige rosasaus",
      "Pesto genovese"
    ]
  },
  "tinned-fish": {
    "one": "visconserve",
    "many": "visconserven",
    "nouns": [
      "vis in blik",
      "blikje vis",
      "blikjes vis",
      "sardine",
      "sardines",
      "ansjovis",
      "conserva",
      "conservas",
      "gerookte forel",
      "tonijn",
      "makreel",
      "mosselen",
      "gerookte zalm"
    ],
    "collection": "Visconserven",
    "titles": [
      "Gerookte sardines",
      "Gekruide makreel",
      "Sardines met citroen",
      "Wilde zalm",
      "Met de lijn gevangen tonijn",
      "Spaanse ansjovis",
      "Portugese sardines",
      "Ingelegde mosselen",
      "Makreel en escabeche"
    ]
  },
  "pickle": {
    "one": "augurk",
    "many": "augurken",
    "nouns": [
      "zuur",
      "tafelzuur",
      "pickles",
      "ingelegde groente",
      "ingelegde groenten",
      "kimchi",
      "zuurkool",
      "giardiniera",
      "gefermenteerde groenten",
      "zilveruitjes",
      "ingelegde uien"
    ],
    "collection": "Zuur en gefermenteerd",
    "titles": [
      "Dille-augurken",
      "Zoetzure augurken",
      "Pittige augurken",
      "Knoflookaugurken",
      "Halfzure augurken",
      "Klassieke augurken",
      "Kimchi van Chinese kool",
      "Ingelegde bieten"
    ]
  },
  "candy": {
    "one": "snoepje",
    "many": "snoepjes",
    "nouns": [
      "snoep",
      "zuurtje",
      "zuurtjes",
      "lolly",
      "lolly's",
      "zuurstok",
      "zuurstokken",
      "kandij",
      "drop",
      "dropjes",
      "suikerspin",
      "snoepmix",
      "snoepzak",
      "snoepzakken",
      "pepermuntje",
      "pepermuntjes"
    ],
    "collection": "Snoep",
    "titles": [
      "Ouderwetse zuurtjes",
      "Friszure snoepjes",
      "Fruitzuurtjes",
      "Butterscotch snoepjes",
      "Malrove hoestbonbons",
      "Pepermuntjes",
      "Retro snoepmix",
      "Gedraaide lolly's",
      "Kaneelzuurtjes"
    ]
  },
  "gummy": {
    "one": "gummy",
    "many": "gummies",
    "nouns": [
      "winegum",
      "winegums",
      "gombeertje",
      "gombeertjes",
      "zure snoepjes",
      "zure matjes",
      "jelly beans",
      "fruitgom",
      "fruitgommen",
      "pâte de fruits"
    ],
    "collection": "Gummies",
    "titles": [
      "Zure gummies",
      "Perzikgummies",
      "Watermeloengummies",
      "Bruisende gummies",
      "Tropische gummies",
      "Champagnegummies",
      "Vegan gummies",
      "Colaflesjes",
      "Bosvruchtengummies"
    ]
  },
  "fudge": {
    "one": "fudge",
    "many": "fudges",
    "nouns": [
      "toffee",
      "toffees",
      "karamel",
      "karamels",
      "zachte karamel",
      "zachte karamels",
      "zoute karamel",
      "pindabrok",
      "pindabrokken",
      "marshmallow",
      "marshmallows",
      "nougat",
      "noga"
    ],
    "collection": "Fudge en karamels",
    "titles": [
      "Fudge met zeezout",
      "Roomboterfudge",
      "Fudge met ahornsiroop",
      "Vanillefudge",
      "Rocky road",
      "Engelse toffee",
      "Penuche fudge",
      "Kentucky bourbon fudge",
      "Dubbel pure chocoladefudge"
    ]
  },
  "mug": {
    "one": "mok",
    "many": "mokken",
    "nouns": [
      "beker",
      "bekers",
      "koffiemok",
      "koffiemokken",
      "koffiekop",
      "koffiekoppen",
      "koffiekopje",
      "koffiekopjes",
      "reisbeker",
      "reisbekers",
      "espressokopje",
      "espressokopjes",
      "lattekop",
      "lattekoppen",
      "cappuccinokop",
      "cappuccinokoppen"
    ],
    "collection": "Mokken",
    "titles": [
      "Mok van steengoed",
      "Handgemaakte mok",
      "Op de draaischijf gemaakte mok",
      "Mok voor elke dag",
      "Klassieke dinermok",
      "Extra grote mok",
      "Stapelbare mok",
      "Hoge mok",
      "Ochtendmok",
      "Ateliermok"
    ]
  },
  "tea-cup": {
    "one": "theekopje",
    "many": "theekopjes",
    "nouns": [
      "theekop",
      "theekoppen",
      "theekommetje",
      "theekommetjes",
      "chawan",
      "matchakom",
      "matchakommen",
      "gaiwan",
      "kop en schotel",
      "kopjes en schotels",
      "yunomi",
      "theeservies"
    ],
    "collection": "Theeservies",
    "titles": [
      "Porseleinen theekopje",
      "Theekopje van steengoed",
      "Handgemaakt theekopje",
      "Theekopje op voet",
      "Houtgestookt theekopje",
      "Dubbelwandig theeglas",
      "Theekopje in kintsugi-stijl",
      "Proefkopje voor thee",
      "Theekopje van erfstukkwaliteit"
    ]
  },
  "tea-towel": {
    "one": "theedoek",
    "many": "theedoeken",
    "nouns": [
      "keukendoek",
      "keukendoeken",
      "vaatdoek",
      "vaatdoeken",
      "droogdoek",
      "droogdoeken"
    ],
    "collection": "Theedoeken",
    "titles": [
      "Linnen theedoek",
      "Wafeltheedoek",
      "Gestreepte theedoek",
      "Theedoek met print",
      "Theedoek met visgraatmotief",
      "Landelijke theedoek",
      "Geweven theedoek",
      "Botanische theedoek",
      "Stonewashed theedoek"
    ]
  },
  "blanket": {
    "one": "plaid",
    "many": "plaids",
    "nouns": [
      "deken",
      "dekens",
      "dekentje",
      "dekentjes",
      "gebreide plaid",
      "gebreide plaids",
      "wollen deken",
      "wollen dekens",
      "fleecedeken",
      "fleecedekens",
      "verzwaringsdeken",
      "verzwaringsdekens"
    ],
    "collection": "Plaids en dekens",
    "titles": [
      "Grofgebreide plaid",
      "Merino plaid",
      "Alpaca plaid",
      "Plaid met visgraatmotief",
      "Wafelplaid",
      "Plaid met franjes",
      "Kabelgebreide plaid",
      "Tijdloze wollen deken",
      "Geruite plaid",
      "Geweven plaid"
    ]
  },
  "cushion": {
    "one": "sierkussen",
    "many": "sierkussens",
    "nouns": [
      "kussen",
      "kussens",
      "kussenhoes",
      "kussenhoezen",
      "lendenkussen",
      "lendenkussens",
      "vloerkussen",
      "vloerkussens",
      "poef",
      "poefs"
    ],
    "collection": "Kussens",
    "titles": [
      "Linnen sierkussen",
      "Fluwelen sierkussen",
      "Bouclé sierkussen",
      "Getuft sierkussen",
      "Geborduurd sierkussen",
      "Sierkussen met blockprint",
      "Geweven sierkussen",
      "Sierkussen met franjes",
      "Sierkussen met kwastjes",
      "Geribd sierkussen"
    ]
  },
  "vase": {
    "one": "vaas",
    "many": "vazen",
    "nouns": [
      "vaasje",
      "vaasjes",
      "bloemenvaas",
      "bloemenvazen",
      "knopvaasje",
      "knopvaasjes",
      "urn",
      "urnen",
      "kruikvaas",
      "kruikvazen"
    ],
    "collection": "Vazen",
    "titles": [
      "Keramische vaas",
      "Handgemaakte vaas",
      "Geribde vaas",
      "Sculpturale vaas",
      "Glazen vaas",
      "Knopvaasje",
      "Terracotta vaas",
      "Vaas van steengoed",
      "Amforavaas",
      "Gecanneleerde vaas"
    ]
  },
  "wall-mirror": {
    "one": "spiegel",
    "many": "spiegels",
    "nouns": [
      "wandspiegel",
      "wandspiegels",
      "staande spiegel",
      "staande spiegels",
      "passpiegel",
      "passpiegels",
      "ronde spiegel",
      "ronde spiegels",
      "boogspiegel",
      "boogspiegels",
      "make-upspiegel",
      "make-upspiegels"
    ],
    "collection": "Spiegels",
    "titles": [
      "Ronde spiegel",
      "Boogspiegel",
      "Oversized spiegel",
      "Zonnespiegel",
      "Rotan spiegel",
      "Spiegel met facetrand",
      "Spiegel met antiek glas",
      "Spiegel zonder lijst",
      "Spiegel met geschulpte rand"
    ]
  },
  "basket": {
    "one": "mand",
    "many": "manden",
    "nouns": [
      "mandje",
      "mandjes",
      "opbergmand",
      "opbergmanden",
      "gevlochten mand",
      "gevlochten manden",
      "wasmand",
      "wasmanden",
      "zeegrasmand",
      "zeegrasmanden",
      "opbergbak",
      "opbergbakken"
    ],
    "collection": "Manden",
    "titles": [
      "Zeegrasmand",
      "Rotan mand",
      "Jute mand",
      "Handgevlochten mand",
      "Mand met deksel",
      "Set in elkaar passende manden",
      "Bolle buikmand",
      "Boodschappenmand",
      "Touwmand"
    ]
  },
  "candle-holder": {
    "one": "kandelaar",
    "many": "kandelaars",
    "nouns": [
      "kaarshouder",
      "kaarshouders",
      "kaarsenstandaard",
      "kaarsenstandaards",
      "theelichthouder",
      "theelichthouders",
      "waxinelichthouder",
      "waxinelichthouders",
      "windlicht",
      "windlichten"
    ],
    "collection": "Kandelaars",
    "titles": [
      "Messing kandelaar",
      "Sculpturale kandelaar",
      "Hoge kandelaar",
      "Kandelaar voor stompkaarsen",
      "Handgesmede kandelaar",
      "Keramische kandelaar",
      "Glazen windlicht",
      "Getrapte kandelaar",
      "Mid-century kandelaar"
    ]
  },
  "tray": {
    "one": "dienblad",
    "many": "dienbladen",
    "nouns": [
      "decoratief dienblad",
      "decoratieve dienbladen",
      "serveerblad",
      "serveerbladen",
      "schaaltje",
      "schaaltjes",
      "sieradenschaaltje",
      "sieradenschaaltjes",
      "plateau",
      "plateaus"
    ],
    "collection": "Dienbladen",
    "titles": [
      "Marmeren dienblad",
      "Travertin dienblad",
      "Gelakt dienblad",
      "Notenhouten dienblad",
      "Rotan dienblad",
      "Messing dienblad",
      "Rond dienblad",
      "Dienblad op voet",
      "Leren dienblad"
    ]
  },
  "decorative-object": {
    "one": "decoratieobject",
    "many": "decoratieobjecten",
    "nouns": [
      "sculptuur",
      "sculpturen",
      "beeld",
      "beelden",
      "beeldje",
      "beeldjes",
      "boekensteun",
      "boekensteunen",
      "object",
      "objecten",
      "woonaccessoire",
      "woonaccessoires",
      "ornament",
      "ornamenten",
      "wanddecoratie"
    ],
    "collection": "Objecten",
    "titles": [
      "Sculpturaal object",
      "Abstract beeld",
      "Marmeren object",
      "Travertin object",
      "Gesneden beeldje",
      "Organisch object",
      "Gegoten sculptuur",
      "Brutalistisch object",
      "Houten object"
    ]
  },
  "sofa": {
    "one": "bank",
    "many": "banken",
    "nouns": [
      "bankstel",
      "bankstellen",
      "sofa",
      "sofa's",
      "hoekbank",
      "hoekbanken",
      "loveseat",
      "loveseats",
      "tweezitsbank",
      "tweezitsbanken",
      "slaapbank",
      "slaapbanken",
      "daybed",
      "daybeds",
      "chaise longue"
    ],
    "collection": "Banken",
    "titles": [
      "Modulaire bank",
      "Mid-century bank",
      "Bank met losse hoes",
      "Bank met diepe zit",
      "Bank met rechte armleuningen",
      "Lage bank",
      "Camelback bank",
      "Gebogen bank",
      "Chesterfield bank"
    ]
  },
  "armchair": {
    "one": "fauteuil",
    "many": "fauteuils",
    "nouns": [
      "loungestoel",
      "loungestoelen",
      "leesstoel",
      "leesstoelen",
      "clubfauteuil",
      "clubfauteuils",
      "schommelstoel",
      "schommelstoelen",
      "draaifauteuil",
      "draaifauteuils",
      "relaxfauteuil",
      "relaxfauteuils",
      "oorfauteuil",
      "oorfauteuils"
    ],
    "collection": "Fauteuils",
    "titles": [
      "Mid-century fauteuil",
      "Kuipfauteuil",
      "Oorfauteuil",
      "Lage fauteuil",
      "Clubfauteuil",
      "Ronde fauteuil",
      "Capitonné fauteuil",
      "Sling fauteuil",
      "Schelpfauteuil"
    ]
  },
  "dining-chair": {
    "one": "eetkamerstoel",
    "many": "eetkamerstoelen",
    "nouns": [
      "stoel",
      "stoelen",
      "kruk",
      "krukken",
      "krukje",
      "krukjes",
      "barkruk",
      "barkrukken",
      "eetbank",
      "eetbanken",
      "keukenstoel",
      "keukenstoelen"
    ],
    "collection": "Eetkamerstoelen en krukken",
    "titles": [
      "Windsor stoel",
      "Spijlenstoel",
      "Stoel met Weens vlechtwerk",
      "Bistrostoel van gebogen hout",
      "Stoel met biezen zitting",
      "Wishbone stoel",
      "Stapelbare stoel",
      "Gestoffeerde eetkamerstoel",
      "Ladderstoel"
    ]
  },
  "dining-table": {
    "one": "eettafel",
    "many": "eettafels",
    "nouns": [
      "keukentafel",
      "keukentafels",
      "boerentafel",
      "boerentafels",
      "uitschuiftafel",
      "uitschuiftafels",
      "ronde tafel",
      "ronde tafels",
      "schragentafel",
      "schragentafels"
    ],
    "collection": "Eettafels",
    "titles": [
      "Schragentafel",
      "Eettafel met middenpoot",
      "Boerentafel",
      "Uitschuifbare eettafel",
      "Ronde eettafel",
      "Boomstamtafel",
      "Ovale eettafel",
      "Parsons eettafel",
      "Klaptafel"
    ]
  },
  "coffee-table": {
    "one": "salontafel",
    "many": "salontafels",
    "nouns": [
      "bijzettafel",
      "bijzettafels",
      "wandtafel",
      "wandtafels",
      "sidetable",
      "sidetables",
      "nachtkastje",
      "nachtkastjes"
    ],
    "collection": "Salon- en bijzettafels",
    "titles": [
      "Ronde salontafel",
      "Set in elkaar schuivende tafels",
      "Travertin salontafel",
      "Salontafel met opklapbaar blad",
      "Salontafel op zuil",
      "Trommelvormige bijzettafel",
      "Mid-century salontafel",
      "Salontafel met marmeren blad",
      "Lamellen salontafel"
    ]
  },
  "bookshelf": {
    "one": "boekenkast",
    "many": "boekenkasten",
    "nouns": [
      "plank",
      "planken",
      "wandplank",
      "wandplanken",
      "zwevende plank",
      "zwevende planken",
      "stellingkast",
      "stellingkasten",
      "open kast",
      "open kasten",
      "etagère",
      "etagères"
    ],
    "collection": "Kasten en wandplanken",
    "titles": [
      "Modulaire boekenkast",
      "Ladderkast",
      "Zwevende wandplank",
      "Hoge boekenkast",
      "Lage boekenkast",
      "Open boekenkast",
      "Wandrek",
      "Industriële stellingkast",
      "Vakkenkast"
    ]
  },
  "bed-frame": {
    "one": "bed",
    "many": "bedden",
    "nouns": [
      "bedframe",
      "bedframes",
      "hoofdbord",
      "hoofdborden",
      "hemelbed",
      "hemelbedden",
      "stapelbed",
      "stapelbedden",
      "gestoffeerd bed",
      "gestoffeerde bedden"
    ],
    "collection": "Bedden",
    "titles": [
      "Platformbed",
      "Hemelbed",
      "Gestoffeerd bed",
      "Bed met vier staanders",
      "Laag bed",
      "Spijlenbed",
      "Bed met rotan hoofdbord",
      "Bed met geribd hoofdbord",
      "Bed met opbergruimte"
    ]
  },
  "office-chair": {
    "one": "bureaustoel",
    "many": "bureaustoelen",
    "nouns": [
      "werkstoel",
      "werkstoelen",
      "ergonomische stoel",
      "ergonomische stoelen"
    ],
    "collection": "Bureaustoelen",
    "titles": [
      "Ergonomische bureaustoel",
      "Bureaustoel met middelhoge rug",
      "Bureaustoel met hoge rug",
      "Compacte bureaustoel",
      "Tekenstoel",
      "Verstelbare bureaustoel",
      "Directiestoel",
      "Atelierstoel",
      "Eenvoudige werkstoel"
    ]
  },
  "desk": {
    "one": "bureau",
    "many": "bureaus",
    "nouns": [
      "schrijftafel",
      "schrijftafels",
      "secretaire",
      "secretaires",
      "computerbureau",
      "computerbureaus",
      "werktafel",
      "werktafels",
      "kaptafel",
      "kaptafels"
    ],
    "collection": "Bureaus",
    "titles": [
      "Schrijfbureau",
      "Secretaire",
      "Zwevend bureau",
      "Hoekbureau",
      "Mid-century bureau",
      "Parsons bureau",
      "Schragenbureau",
      "Compact bureau",
      "Opklapbaar wandbureau"
    ]
  },
  "dresser": {
    "one": "ladekast",
    "many": "ladekasten",
    "nouns": [
      "commode",
      "commodes",
      "dressoir",
      "dressoirs",
      "kast",
      "kasten",
      "buffetkast",
      "buffetkasten",
      "tv-meubel",
      "tv-meubels",
      "kledingkast",
      "kledingkasten"
    ],
    "collection": "Opbergmeubels",
    "titles": [
      "Ladekast met zes laden",
      "Laag dressoir",
      "Hoge ladekast",
      "Mid-century dressoir",
      "Gecanneleerd dressoir",
      "Dressoir met webbing fronten",
      "Rotan kast",
      "Kast van gerecycled hout",
      "Lamellenkast"
    ]
  },
  "skillet": {
    "one": "koekenpan",
    "many": "koekenpannen",
    "nouns": [
      "pan",
      "pannen",
      "bakpan",
      "bakpannen",
      "gietijzeren pan",
      "gietijzeren pannen",
      "wok",
      "woks",
      "hapjespan",
      "hapjespannen",
      "sauteerpan",
      "sauteerpannen",
      "grillpan",
      "grillpannen",
      "crêpepan",
      "crêpepannen",
      "pannenkoekenpan",
      "pannenkoekenpannen",
      "grillplaat",
      "grillplaten"
    ],
    "collection": "Koekenpannen",
    "titles": [
      "Gietijzeren koekenpan",
      "Koolstofstalen koekenpan",
      "Antiaanbak koekenpan",
      "RVS koekenpan",
      "Drielaagse koekenpan",
      "Geëmailleerde koekenpan",
      "Ingebrande gietijzeren pan",
      "Koksbakpan",
      "Diepe koekenpan"
    ]
  },
  "dutch-oven": {
    "one": "braadpan",
    "many": "braadpannen",
    "nouns": [
      "cocotte",
      "cocottes",
      "stoofpan",
      "stoofpannen",
      "ovenschaal",
      "ovenschalen",
      "braadslede",
      "braadsledes",
      "tajine",
      "tajines"
    ],
    "collection": "Braadpannen",
    "titles": [
      "Geëmailleerde braadpan",
      "Ronde braadpan",
      "Ovale braadpan",
      "Gietijzeren braadpan",
      "Lage braadpan",
      "Klassieke braadpan",
      "Braadpan voor elke dag",
      "Ovenschaal van steengoed",
      "Sudderpan"
    ]
  },
  "saucepan": {
    "one": "steelpan",
    "many": "steelpannen",
    "nouns": [
      "kookpan",
      "kookpannen",
      "soeppan",
      "soeppannen",
      "pastapan",
      "pastapannen",
      "sauspan",
      "sauspannen",
      "pan met deksel"
    ],
    "collection": "Kookpannen en steelpannen",
    "titles": [
      "Drielaagse steelpan",
      "RVS steelpan",
      "Koperen steelpan",
      "Steelpan voor elke dag",
      "Steelpan met zeefdeksel",
      "Sauteuse",
      "Steelpan met dikke bodem",
      "Professionele steelpan",
      "Antiaanbak steelpan"
    ]
  },
  "cookware-set": {
    "one": "pannenset",
    "many": "pannensets",
    "nouns": [
      "kookgerei",
      "pannenset met deksels"
    ],
    "collection": "Pannensets",
    "titles": [
      "Drielaagse pannenset",
      "RVS pannenset",
      "Antiaanbak pannenset",
      "Gietijzeren pannenset",
      "Basis pannenset",
      "Complete pannenset",
      "Starterspannenset",
      "Pannenset met koperkern",
      "Professionele pannenset"
    ]
  },
  "kitchen-knife": {
    "one": "koksmes",
    "many": "koksmessen",
    "nouns": [
      "mes",
      "messen",
      "keukenmes",
      "keukenmessen",
      "santoku",
      "schilmesje",
      "schilmesjes",
      "broodmes",
      "broodmessen",
      "messenset",
      "messensets",
      "steakmes",
      "steakmessen",
      "nakiri",
      "gyuto",
      "hakmes",
      "hakmessen",
      "officemes"
    ],
    "collection": "Messen",
    "titles": [
      "Damascus koksmes",
      "Koolstofstalen koksmes",
      "Gesmeed koksmes",
      "Japans koksmes",
      "Duits koksmes",
      "Handgeslepen koksmes",
      "Koksmes met doorlopende angel",
      "Keukenmes voor elke dag",
      "Professioneel koksmes"
    ]
  },
  "cutting-board": {
    "one": "snijplank",
    "many": "snijplanken",
    "nouns": [
      "hakblok",
      "hakblokken",
      "serveerplank",
      "serveerplanken",
      "kaasplank",
      "kaasplanken",
      "borrelplank",
      "borrelplanken",
      "broodplank",
      "broodplanken"
    ],
    "collection": "Snijplanken",
    "titles": [
      "Snijplank van kops hout",
      "Snijplank van langshout",
      "Notenhouten snijplank",
      "Esdoornhouten snijplank",
      "Olijfhouten snijplank",
      "Omkeerbare snijplank",
      "Snijplank met boomschorsrand",
      "Serveerplank met handvat",
      "Snijplank met sapgeul"
    ]
  },
  "kitchen-utensil": {
    "one": "keukengerei",
    "many": "keukengerei",
    "nouns": [
      "keukenhulpje",
      "keukenhulpjes",
      "houten lepel",
      "houten lepels",
      "spatel",
      "spatels",
      "garde",
      "gardes",
      "soeplepel",
      "pollepel",
      "pollepels",
      "tang",
      "tangen",
      "dunschiller",
      "rasp",
      "vijzel",
      "pepermolen",
      "pepermolens",
      "zoutvaatje",
      "honinglepel",
      "maatbeker",
      "maatbekers"
    ],
    "collection": "Keukengerei",
    "titles": [
      "Olijfhouten lepel",
      "Handgesneden houten lepel",
      "Kersenhouten spatel",
      "RVS garde",
      "Visspatel",
      "Paletmes",
      "Schuimspaan",
      "Franse deegroller",
      "Klassieke pepermolen"
    ]
  },
  "bakeware": {
    "one": "bakvorm",
    "many": "bakvormen",
    "nouns": [
      "bakplaat",
      "bakplaten",
      "cakevorm",
      "cakevormen",
      "taartvorm",
      "taartvormen",
      "muffinvorm",
      "muffinvormen",
      "tulbandvorm",
      "tulbandvormen",
      "rijsmandje",
      "rijsmandjes",
      "pizzasteen",
      "afkoelrooster"
    ],
    "collection": "Bakvormen",
    "titles": [
      "Bakplaat van gealuminiseerd staal",
      "Keramische taartvorm",
      "Gecanneleerde taartvorm",
      "Extra stevige bakplaat",
      "Antiaanbak cakevorm",
      "Professionele bakplaat",
      "Bakplaat met opstaande rand",
      "Springvorm",
      "Geperforeerde bakplaat"
    ]
  },
  "apron": {
    "one": "schort",
    "many": "schorten",
    "nouns": [
      "keukenschort",
      "keukenschorten",
      "ovenwant",
      "ovenwanten",
      "pannenlap",
      "pannenlappen"
    ],
    "collection": "Schorten en ovenwanten",
    "titles": [
      "Linnen schort",
      "Extra stevig schort",
      "Schort met gekruiste banden",
      "Gewaxt schort",
      "Chambray schort",
      "Lang schort",
      "Kort schort",
      "Werkplaatsschort",
      "Schortjurk"
    ]
  },
  "bowl": {
    "one": "kom",
    "many": "kommen",
    "nouns": [
      "kommetje",
      "kommetjes",
      "schaal",
      "schalen",
      "serveerschaal",
      "serveerschalen",
      "saladeschaal",
      "ontbijtkom",
      "pastakom",
      "mengkom",
      "mengkommen",
      "ramenkom",
      "soepkom",
      "fruitschaal"
    ],
    "collection": "Kommen",
    "titles": [
      "Kom van steengoed",
      "Handgemaakte kom",
      "Op de draaischijf gemaakte kom",
      "Gespikkelde kom",
      "Kom op voet",
      "Brede kom",
      "Set in elkaar passende kommen",
      "Kom voor elke dag",
      "Gesneden houten kom",
      "Porseleinen kom"
    ]
  },
  "plate": {
    "one": "bord",
    "many": "borden",
    "nouns": [
      "dinerbord",
      "dinerborden",
      "ontbijtbord",
      "ontbijtborden",
      "saladebord",
      "dessertbord",
      "dessertborden",
      "serveerplateau",
      "servies",
      "serviesset",
      "serviessets",
      "tafelservies"
    ],
    "collection": "Borden en servies",
    "titles": [
      "Bord van steengoed",
      "Handgemaakt bord",
      "Coupebord",
      "Bord met rand",
      "Gespikkeld bord",
      "Porseleinen bord",
      "Bord met geschulpte rand",
      "Bord voor elke dag",
      "Bord met reactief glazuur"
    ]
  },
  "glassware": {
    "one": "glas",
    "many": "glazen",
    "nouns": [
      "drinkglas",
      "drinkglazen",
      "wijnglas",
      "wijnglazen",
      "tumbler",
      "tumblers",
      "whiskyglas",
      "whiskyglazen",
      "bierglas",
      "bierglazen",
      "longdrinkglas",
      "longdrinkglazen",
      "coupeglas",
      "coupeglazen",
      "champagneflûte",
      "champagneflûtes",
      "cocktailglas",
      "cocktailglazen",
      "karaf",
      "karaffen",
      "schenkkan",
      "schenkkannen",
      "glaswerk"
    ],
    "collection": "Glaswerk",
    "titles": [
      "Mondgeblazen glas",
      "Geribd glas",
      "Gerecycled glas",
      "Wijnglas zonder voet",
      "Kristallen glas",
      "Gecanneleerd glas",
      "Glas voor elke dag",
      "Bistroglas",
      "Glas in vintagestijl"
    ]
  },
  "flatware": {
    "one": "bestekset",
    "many": "besteksets",
    "nouns": [
      "bestek",
      "vork",
      "vorken",
      "lepel",
      "lepels",
      "theelepel",
      "theelepels",
      "opscheplepel",
      "opscheplepels",
      "bamboe bestek",
      "reisbestek"
    ],
    "collection": "Bestek",
    "titles": [
      "Geborsteld bestek",
      "Bistrobestek",
      "Gehamerd bestek",
      "Klassiek bestek",
      "Modern bestek",
      "Bamboe bestek",
      "Reisbestek",
      "Tijdloos bestek",
      "Gesmeed bestek"
    ]
  },
  "sheet-set": {
    "one": "laken",
    "many": "lakens",
    "nouns": [
      "lakenset",
      "lakensets",
      "hoeslaken",
      "hoeslakens",
      "plat laken",
      "platte lakens",
      "kussensloop",
      "kussenslopen",
      "beddengoed",
      "bedlinnen"
    ],
    "collection": "Lakens",
    "titles": [
      "Percale lakenset",
      "Satijnen lakenset",
      "Linnen lakenset",
      "Lakenset van biologisch katoen",
      "Stonewashed lakenset",
      "Warme winterlakenset",
      "Gewassen katoenen lakenset",
      "Lakenset van hennep",
      "Geborstelde katoenen lakenset"
    ]
  },
  "duvet-cover": {
    "one": "dekbedovertrek",
    "many": "dekbedovertrekken",
    "nouns": [
      "dekbed",
      "dekbedden",
      "quilt",
      "quilts",
      "sprei",
      "spreien",
      "bedsprei",
      "bedspreien",
      "dekbedovertrekset",
      "dekbedovertreksets"
    ],
    "collection": "Dekbedovertrekken en quilts",
    "titles": [
      "Linnen dekbedovertrek",
      "Percale dekbedovertrek",
      "Satijnen dekbedovertrek",
      "Doorgestikte quilt",
      "Dekbedovertrek van katoengaas",
      "Sprei van wafelstof",
      "Stonewashed dekbedovertrek",
      "Handgestikte quilt",
      "Lichte quilt"
    ]
  },
  "pillow": {
    "one": "hoofdkussen",
    "many": "hoofdkussens",
    "nouns": [
      "slaapkussen",
      "slaapkussens",
      "donzen kussen",
      "donzen kussens",
      "binnenkussen",
      "binnenkussens",
      "lichaamskussen",
      "lichaamskussens",
      "matrastopper",
      "matrastoppers",
      "matrasbeschermer",
      "matrasbeschermers"
    ],
    "collection": "Hoofdkussens",
    "titles": [
      "Donzen hoofdkussen",
      "Hoofdkussen met synthetisch dons",
      "Zijslaperskussen",
      "Wollen hoofdkussen",
      "Latex hoofdkussen",
      "Biologisch hoofdkussen",
      "Verstelbaar hoofdkussen",
      "Hotelkussen",
      "Verkoelend hoofdkussen"
    ]
  },
  "towel": {
    "one": "handdoek",
    "many": "handdoeken",
    "nouns": [
      "badhanddoek",
      "badhanddoeken",
      "badlaken",
      "badlakens",
      "washandje",
      "washandjes",
      "handdoekenset",
      "handdoekensets",
      "badmat",
      "badmatten",
      "hamamdoek",
      "hamamdoeken",
      "gastendoekje",
      "gastendoekjes",
      "strandlaken",
      "strandlakens"
    ],
    "collection": "Handdoeken",
    "titles": [
      "Hamamdoek",
      "Wafelhanddoek",
      "Dikke handdoek",
      "Biologisch katoenen handdoek",
      "Geribde handdoek",
      "Linnen handdoek",
      "Gestreepte handdoek",
      "Hotelhanddoek",
      "Sneldrogende handdoek"
    ]
  },
  "table-linen": {
    "one": "tafelkleed",
    "many": "tafelkleden",
    "nouns": [
      "tafellinnen",
      "tafelloper",
      "tafellopers",
      "servet",
      "servetten",
      "placemat",
      "placemats",
      "servettenset",
      "servettensets"
    ],
    "collection": "Tafellinnen",
    "titles": [
      "Linnen tafelkleed",
      "Tafelkleed met blockprint",
      "Stonewashed tafelkleed",
      "Tafelkleed met vichyruit",
      "Tafelkleed met ajoursteek",
      "Geweven tafelloper",
      "Geborduurde servetten",
      "Tafelloper met franjes",
      "Gestreept tafelkleed"
    ]
  },
  "rug": {
    "one": "vloerkleed",
    "many": "vloerkleden",
    "nouns": [
      "kleed",
      "kleden",
      "karpet",
      "karpetten",
      "tapijt",
      "tapijten",
      "loper",
      "lopers",
      "gangloper",
      "ganglopers",
      "kelim",
      "kelims",
      "deurmat",
      "deurmatten",
      "wasbaar vloerkleed",
      "jute vloerkleed",
      "wollen vloerkleed",
      "berber vloerkleed"
    ],
    "collection": "Vloerkleden",
    "titles": [
      "Handgeknoopt vloerkleed",
      "Platgeweven vloerkleed",
      "Vloerkleed in vintagestijl",
      "Marokkaans vloerkleed",
      "Jute vloerkleed",
      "Hoogpolig vloerkleed",
      "Handgetuft vloerkleed",
      "Wasbaar vloerkleed",
      "Vloerkleed in Perzische stijl",
      "Gestreept vloerkleed"
    ]
  },
  "curtain": {
    "one": "gordijn",
    "many": "gordijnen",
    "nouns": [
      "overgordijn",
      "overgordijnen",
      "vitrage",
      "vitrages",
      "verduisterend gordijn",
      "verduisterende gordijnen",
      "rolgordijn",
      "rolgordijnen",
      "vouwgordijn",
      "vouwgordijnen",
      "jaloezie",
      "jaloezieën",
      "raambekleding"
    ],
    "collection": "Gordijnen",
    "titles": [
      "Linnen gordijn",
      "Vitrage",
      "Verduisterend gordijn",
      "Gordijn met plooiband",
      "Gordijn met tunnelzoom",
      "Fluwelen gordijn",
      "Stonewashed gordijn",
      "Gordijn met lussen",
      "Gevoerd gordijn"
    ]
  },
  "wall-hanging": {
    "one": "wandkleed",
    "many": "wandkleden",
    "nouns": [
      "wandtapijt",
      "wandtapijten",
      "macramé",
      "weefwerk",
      "weefwerken",
      "textielkunst",
      "wandquilt",
      "wandquilts"
    ],
    "collection": "Wandkleden",
    "titles": [
      "Geweven wandkleed",
      "Macramé wandkleed",
      "Handgeverfd wandkleed",
      "Wandkleed met franjes",
      "Abstract wandkleed",
      "Boho wandkleed",
      "Wandkleed met lussen",
      "Wandkleed van natuurvezels",
      "Ingelijst weefwerk"
    ]
  },
  "table-lamp": {
    "one": "tafellamp",
    "many": "tafellampen",
    "nouns": [
      "lamp",
      "lampen",
      "lampje",
      "lampjes",
      "bureaulamp",
      "bureaulampen",
      "bedlampje",
      "bedlampjes",
      "nachtlamp",
      "nachtlampen",
      "lampenkap",
      "lampenkappen",
      "snoerloze lamp",
      "snoerloze lampen",
      "paddenstoellamp",
      "paddenstoellampen"
    ],
    "collection": "Tafellampen",
    "titles": [
      "Keramische tafellamp",
      "Paddenstoellamp",
      "Messing tafellamp",
      "Papieren tafellamp",
      "Geplooide tafellamp",
      "Oplaadbare tafellamp",
      "Bureaulamp",
      "Kalebaslamp",
      "Albast tafellamp",
      "Mid-century tafellamp"
    ]
  },
  "pendant-light": {
    "one": "hanglamp",
    "many": "hanglampen",
    "nouns": [
      "plafondlamp",
      "plafondlampen",
      "kroonluchter",
      "kroonluchters",
      "plafonnière",
      "plafonnières",
      "armatuur",
      "armaturen",
      "verlichtingsarmatuur"
    ],
    "collection": "Hanglampen en plafondlampen",
    "titles": [
      "Koepelhanglamp",
      "Bollamp",
      "Rotan hanglamp",
      "Papieren hanglamp",
      "Lineaire hanglamp",
      "Spoetnik hanglamp",
      "Geplooide hanglamp",
      "Mondgeblazen glazen hanglamp",
      "Klokvormige hanglamp",
      "Trommelhanglamp"
    ]
  },
  "floor-lamp": {
    "one": "vloerlamp",
    "many": "vloerlampen",
    "nouns": [
      "staande lamp",
      "staande lampen",
      "booglamp",
      "booglampen",
      "uplighter",
      "uplighters",
      "leeslamp",
      "leeslampen",
      "driepootlamp",
      "driepootlampen"
    ],
    "collection": "Vloerlampen",
    "titles": [
      "Booglamp",
      "Driepoot vloerlamp",
      "Leeslamp",
      "Papieren vloerlamp",
      "Zuilvormige vloerlamp",
      "Vloerlamp met zwenkarm",
      "Vloerlamp met bolkap",
      "Sculpturale vloerlamp",
      "Geplooide vloerlamp"
    ]
  },
  "wall-sconce": {
    "one": "wandlamp",
    "many": "wandlampen",
    "nouns": [
      "wandlampje",
      "wandlampjes",
      "wandverlichting",
      "schilderijlamp",
      "schilderijlampen",
      "wandlamp met stekker",
      "wandlampen met stekker",
      "zwenkarmlamp",
      "zwenkarmlampen"
    ],
    "collection": "Wandlampen",
    "titles": [
      "Wandlamp met zwenkarm",
      "Wandlamp met stekker",
      "Wandlamp met glazen bol",
      "Geplooide wandlamp",
      "Conische wandlamp",
      "Scharnierende wandlamp",
      "Albast wandlamp",
      "Schilderijlamp",
      "Dubbele wandlamp"
    ]
  },
  "string-light": {
    "one": "lichtsnoer",
    "many": "lichtsnoeren",
    "nouns": [
      "lichtslinger",
      "lichtslingers",
      "lampjessnoer",
      "lampjessnoeren",
      "prikkabel",
      "prikkabels",
      "feestverlichting",
      "sfeerverlichting",
      "lichtguirlande",
      "lichtguirlandes"
    ],
    "collection": "Lichtsnoeren",
    "titles": [
      "Prikkabel",
      "Bistro lichtsnoer",
      "Lichtsnoer met koperdraad",
      "Lichtsnoer met bollampjes",
      "Lichtsnoer op zonne-energie",
      "Lichtsnoer voor buiten",
      "Lichtsnoer met papieren lampionnen",
      "Lichtsnoer met warm licht",
      "Lichtsnoer op batterijen"
    ]
  },
  "light-bulb": {
    "one": "lichtbron",
    "many": "lichtbronnen",
    "nouns": [
      "gloeilamp",
      "gloeilampen",
      "ledlamp",
      "ledlampen",
      "edisonlamp",
      "edisonlampen",
      "filamentlamp",
      "filamentlampen",
      "globelamp",
      "globelampen",
      "peertje",
      "peertjes"
    ],
    "collection": "Lichtbronnen",
    "titles": [
      "Filamentlamp",
      "Globelamp",
      "Buislamp",
      "Amberkleurige lamp",
      "Matte lamp",
      "Dimbare ledlamp",
      "Vintage edisonlamp",
      "Warmwitte ledlamp",
      "Staaflamp"
    ]
  },
  "art-print": {
    "one": "kunstprint",
    "many": "kunstprints",
    "nouns": [
      "print",
      "prints",
      "giclée print",
      "giclée prints",
      "risoprint",
      "risoprints",
      "linosnede",
      "linosnedes",
      "zeefdruk",
      "zeefdrukken",
      "fotoprint",
      "fotoprints",
      "ingelijste print",
      "ingelijste prints",
      "illustratie",
      "illustraties",
      "botanische print",
      "botanische prints"
    ],
    "collection": "Kunstprints",
    "titles": [
      "Botanische print",
      "Abstracte print",
      "Landschapsprint",
      "Print in beperkte oplage",
      "Gesigneerde print",
      "Architectuurprint",
      "Vintage print",
      "Print met lijntekening",
      "Print van de kust",
      "Minimalistische print"
    ]
  },
  "poster": {
    "one": "poster",
    "many": "posters",
    "nouns": [
      "affiche",
      "affiches",
      "reisposter",
      "reisposters",
      "vintage poster",
      "vintage posters",
      "tentoonstellingsposter",
      "tentoonstellingsposters",
      "concertposter",
      "concertposters",
      "typografische poster",
      "typografische posters"
    ],
    "collection": "Posters",
    "titles": [
      "Reisposter",
      "Tentoonstellingsposter",
      "Retro poster",
      "Typografische poster",
      "Bauhaus poster",
      "Mid-century poster",
      "Grafische poster",
      "Geïllustreerde poster",
      "Zwitserse poster"
    ]
  },
  "picture-frame": {
    "one": "fotolijst",
    "many": "fotolijsten",
    "nouns": [
      "lijst",
      "lijsten",
      "fotolijstje",
      "fotolijstjes",
      "wissellijst",
      "wissellijsten",
      "posterlijst",
      "posterlijsten",
      "galerijlijst",
      "galerijlijsten",
      "lijstenset",
      "lijstensets",
      "posterhanger",
      "posterhangers"
    ],
    "collection": "Lijsten",
    "titles": [
      "Eikenhouten lijst",
      "Notenhouten lijst",
      "Galerijlijst",
      "Zwevende lijst",
      "Smalle lijst",
      "Boxframe",
      "Messing lijst",
      "Objectlijst",
      "Staande fotolijst"
    ]
  },
  "painting": {
    "one": "schilderij",
    "many": "schilderijen",
    "nouns": [
      "origineel schilderij",
      "originele schilderijen",
      "kunstwerk",
      "kunstwerken",
      "originele kunst",
      "aquarel",
      "aquarellen",
      "olieverfschilderij",
      "olieverfschilderijen",
      "acrylschilderij",
      "acrylschilderijen",
      "originele tekening",
      "originele tekeningen"
    ],
    "collection": "Originele kunst",
    "titles": [
      "Abstract schilderij",
      "Landschapsschilderij",
      "Stilleven",
      "Figuratief schilderij",
      "Zeegezicht",
      "Botanisch schilderij",
      "Expressief schilderij",
      "Klein schilderij",
      "Impressionistisch schilderij"
    ]
  },
  "notebook": {
    "one": "notitieboek",
    "many": "notitieboeken",
    "nouns": [
      "notitieboekje",
      "notitieboekjes",
      "journal",
      "journals",
      "schetsboek",
      "schetsboeken",
      "notitieblok",
      "notitieblokken",
      "dotted notitieboek",
      "dotted notitieboeken",
      "bullet journal",
      "bullet journals",
      "memoblok",
      "memoblokken",
      "schrift",
      "schriften",
      "navulbaar notitieboek",
      "navulbare notitieboeken"
    ],
    "collection": "Notitieboeken en journals",
    "titles": [
      "In linnen gebonden notitieboek",
      "Plat openvallend notitieboek",
      "Notitieboekje in zakformaat",
      "Leren notitieboek",
      "Dotted notitieboek",
      "Notitieboek met zachte kaft",
      "Notitieboek met harde kaft",
      "Veldnotitieboekje",
      "Dagelijks journal",
      "Notitieboek met stoffen kaft"
    ]
  },
  "planner": {
    "one": "planner",
    "many": "planners",
    "nouns": [
      "agenda",
      "agenda's",
      "weekplanner",
      "weekplanners",
      "dagplanner",
      "dagplanners",
      "kalender",
      "kalenders",
      "wandkalender",
      "wandkalenders",
      "bureaukalender",
      "bureaukalenders",
      "bureaublok",
      "bureaublokken",
      "gewoontetracker",
      "gewoontetrackers"
    ],
    "collection": "Planners en kalenders",
    "titles": [
      "Weekplanner",
      "Dagplanner",
      "Ongedateerde planner",
      "Schoolagenda",
      "Linnen planner",
      "Slanke planner",
      "Doelenplanner",
      "Bureaukalender",
      "Compacte planner"
    ]
  },
  "pen": {
    "one": "pen",
    "many": "pennen",
    "nouns": [
      "vulpen",
      "vulpennen",
      "balpen",
      "balpennen",
      "gelpen",
      "gelpennen",
      "rollerball",
      "rollerballs",
      "fineliner",
      "fineliners",
      "brushpen",
      "brushpennen",
      "potlood",
      "potloden",
      "vulpotlood",
      "vulpotloden",
      "inkt",
      "inktpot",
      "inktpotten",
      "penvulling",
      "penvullingen"
    ],
    "collection": "Pennen en potloden",
    "titles": [
      "Messing pen",
      "Pen voor elke dag",
      "Zakpen",
      "Navulbare pen",
      "Japanse gelpen",
      "Aluminium pen",
      "Klikpen",
      "Vulpotlood voor technisch tekenen",
      "Klassieke vulpen voor het leven",
      "Reispen"
    ]
  },
  "greeting-card": {
    "one": "wenskaart",
    "many": "wenskaarten",
    "nouns": [
      "kaart",
      "kaarten",
      "kaartje",
      "kaartjes",
      "verjaardagskaart",
      "verjaardagskaarten",
      "bedankkaart",
      "bedankkaarten",
      "ansichtkaart",
      "ansichtkaarten",
      "briefkaart",
      "briefkaarten",
      "kerstkaart",
      "kerstkaarten",
      "trouwkaart",
      "trouwkaarten",
      "condoleancekaart",
      "condoleancekaarten",
      "jubileumkaart",
      "jubileumkaarten",
      "liefdeskaart",
      "liefdeskaarten",
      "kaartenset",
      "kaartensets"
    ],
    "collection": "Kaarten",
    "titles": [
      "Letterpress wenskaart",
      "Wenskaart met goudfolie",
      "Geïllustreerde wenskaart",
      "Handgeletterde wenskaart",
      "Botanische wenskaart",
      "Blanco wenskaart",
      "Grappige wenskaart",
      "Beschilderde wenskaart",
      "Pop-up kaart"
    ]
  },
  "sticker": {
    "one": "sticker",
    "many": "stickers",
    "nouns": [
      "stickervel",
      "stickervellen",
      "stickerset",
      "stickersets",
      "vinylsticker",
      "vinylstickers",
      "laptopsticker",
      "laptopstickers",
      "decal",
      "decals",
      "emaille pin",
      "emaille pins"
    ],
    "collection": "Stickers",
    "titles": [
      "Holografische sticker",
      "Gestanste sticker",
      "Glanzende sticker",
      "Matte sticker",
      "Transparante sticker",
      "Kiss-cut sticker",
      "Glittersticker",
      "Waterbestendige sticker",
      "Mini stickers"
    ]
  },
  "washi-tape": {
    "one": "washi tape",
    "many": "washi tapes",
    "nouns": [
      "maskingtape",
      "maskingtapes",
      "decoratieve tape",
      "papiertape",
      "plakband met print"
    ],
    "collection": "Washi tape",
    "titles": [
      "Washi tape met print",
      "Washi tape met folie",
      "Washi tape met ruitjes",
      "Botanische washi tape",
      "Smalle washi tape",
      "Brede washi tape",
      "Washi tape met seizoensprint",
      "Pastel washi tape",
      "Kraft washi tape"
    ]
  },
  "desk-accessory": {
    "one": "bureau-accessoire",
    "many": "bureau-accessoires",
    "nouns": [
      "bureau-organizer",
      "bureau-organizers",
      "pennenhouder",
      "pennenhouders",
      "pennenbakje",
      "pennenbakjes",
      "pennenetui",
      "pennenetuis",
      "brievenbakje",
      "brievenbakjes",
      "presse-papier",
      "presse-papiers",
      "nietmachine",
      "nietmachines",
      "paperclip",
      "paperclips",
      "boekenlegger",
      "boekenleggers"
    ],
    "collection": "Bureau-accessoires",
    "titles": [
      "Messing pennenhouder",
      "Notenhouten bureau-organizer",
      "Leren pennenetui",
      "Stapelbaar brievenbakje",
      "Minimalistische pennenhouder",
      "Magnetische paperclipshouder",
      "Bureau-organizer",
      "Kurken pennenbakje",
      "Vilten bureau-organizer"
    ]
  },
  "writing-paper": {
    "one": "briefpapier",
    "many": "briefpapier",
    "nouns": [
      "briefset",
      "briefsets",
      "schrijfset",
      "schrijfsets",
      "envelop",
      "enveloppen",
      "briefhoofd",
      "cadeaupapier",
      "inpakpapier",
      "rol cadeaupapier",
      "rollen cadeaupapier",
      "zijdepapier",
      "vloeipapier"
    ],
    "collection": "Papier en cadeaupapier",
    "titles": [
      "Briefpapier met scheprand",
      "Katoenen briefpapier",
      "Vergé briefpapier",
      "Luchtpostpapier",
      "Kraft inpakpapier",
      "Botanisch cadeaupapier",
      "Gemarmerd papier",
      "Gepersonaliseerd briefpapier",
      "Gerecycled cadeaupapier"
    ]
  },
  "houseplant": {
    "one": "kamerplant",
    "many": "kamerplanten",
    "nouns": [
      "plant",
      "planten",
      "plantje",
      "plantjes",
      "binnenplant",
      "binnenplanten",
      "potplant",
      "potplanten",
      "monstera",
      "gatenplant",
      "pothos",
      "scindapsus",
      "vioolbladplant",
      "vrouwentong",
      "sanseveria",
      "varen",
      "varens",
      "philodendron",
      "calathea",
      "orchidee",
      "orchideeën",
      "bonsai",
      "lepelplant",
      "zamioculcas",
      "rubberplant",
      "erwtenplant",
      "luchtplantje",
      "luchtplantjes",
      "kruidenplant",
      "kruidenplanten"
    ],
    "collection": "Kamerplanten",
    "titles": [
      "Rankende kamerplant",
      "Kamerplant voor weinig licht",
      "Huisdiervriendelijke kamerplant",
      "Bonte kamerplant",
      "Kleine tafelplant",
      "Hangplant",
      "XL statementplant",
      "Makkelijke kamerplant",
      "Zeldzame kamerplant"
    ]
  },
  "succulent": {
    "one": "vetplant",
    "many": "vetplanten",
    "nouns": [
      "succulent",
      "succulenten",
      "cactus",
      "cactussen",
      "aloë",
      "echeveria",
      "geldboom",
      "haworthia",
      "vetplantenset",
      "terrarium",
      "terrariums"
    ],
    "collection": "Vetplanten en cactussen",
    "titles": [
      "Rozetvetplant",
      "Hangende vetplant",
      "Mini vetplant",
      "Woestijncactus",
      "Zuilcactus",
      "Harige cactus",
      "Zonminnende vetplant",
      "Vensterbankvetplant",
      "Winterharde vetplant"
    ]
  },
  "plant-pot": {
    "one": "bloempot",
    "many": "bloempotten",
    "nouns": [
      "plantenpot",
      "plantenpotten",
      "pot",
      "potten",
      "potje",
      "potjes",
      "plantenbak",
      "plantenbakken",
      "sierpot",
      "sierpotten",
      "hangpot",
      "hangpotten",
      "zelfwaterende pot",
      "zelfwaterende potten",
      "plantentafel",
      "plantenstandaard",
      "balkonbak",
      "balkonbakken",
      "moestuinbak",
      "moestuinbakken",
      "terracotta pot",
      "terracotta potten"
    ],
    "collection": "Potten en plantenbakken",
    "titles": [
      "Terracotta bloempot",
      "Keramische bloempot",
      "Zelfwaterende pot",
      "Hangpot",
      "Bloempot op voet",
      "Geribde bloempot",
      "Cilindervormige pot",
      "Betonnen plantenbak",
      "Geglazuurde bloempot",
      "Taps toelopende bloempot"
    ]
  },
  "watering-can": {
    "one": "gieter",
    "many": "gieters",
    "nouns": [
      "plantenspuit",
      "plantenspuiten",
      "plantensproeier",
      "plantensproeiers",
      "watergeefbol",
      "watergeefbollen",
      "sproeikop",
      "sproeikoppen"
    ],
    "collection": "Water geven",
    "titles": [
      "Gegalvaniseerde gieter",
      "Messing gieter",
      "Gieter met lange tuit",
      "Binnengieter",
      "Koperen gieter",
      "Geëmailleerde gieter",
      "Klassieke gieter",
      "Glazen watergeefbol"
    ]
  },
  "potting-mix": {
    "one": "potgrond",
    "many": "potgronden",
    "nouns": [
      "aarde",
      "grond",
      "compost",
      "plantenvoeding",
      "mest",
      "meststof",
      "meststoffen",
      "zaaigrond",
      "orchideeënschors",
      "mulch"
    ],
    "collection": "Potgrond en plantenvoeding",
    "titles": [
      "Biologische potgrond",
      "Aroïdenmix",
      "Korrelige cactusgrond",
      "Universele potgrond",
      "Grove potgrond",
      "Turfvrije potgrond",
      "Zaai- en stekgrond",
      "Wormenmest",
      "Hoogwaardige potgrond"
    ]
  },
  "grow-kit": {
    "one": "kweekset",
    "many": "kweeksets",
    "nouns": [
      "kruidenkweekset",
      "kruidenkweeksets",
      "paddenstoelenkweekset",
      "paddenstoelenkweeksets",
      "microgroentekweekset",
      "zaaiset",
      "zaaisets",
      "vensterbankset",
      "vensterbanksets"
    ],
    "collection": "Kweeksets",
    "titles": [
      "Kweekset voor de vensterbank",
      "Kruidenkweekset",
      "Kweekset voor de keuken",
      "Kweekset voor starters",
      "Kweekset voor kinderen",
      "Kweekset voor binnen",
      "Kweekset met pizzakruiden",
      "Kweekset met cocktailkruiden",
      "Bijvriendelijke kweekset"
    ]
  },
  "bouquet": {
    "one": "boeket",
    "many": "boeketten",
    "nouns": [
      "bloemen",
      "bloem",
      "bos bloemen",
      "bossen bloemen",
      "verse bloemen",
      "snijbloemen",
      "bloemstuk",
      "bloemstukken",
      "pioenrozen",
      "tulpen",
      "zonnebloemen",
      "ranonkels",
      "hortensia's",
      "corsage",
      "corsages",
      "bloemenabonnement",
      "bloemenabonnementen",
      "rozen",
      "tuinrozen",
      "tafelstuk",
      "tafelstukken"
    ],
    "collection": "Boeketten",
    "titles": [
      "Seizoensboeket",
      "Tuinboeket",
      "Boeket naar keuze van de bloemist",
      "Veldboeket",
      "Handgebonden boeket",
      "Pastel boeket",
      "Romantisch boeket",
      "Rouwboeket",
      "Verjaardagsboeket",
      "Marktboeket"
    ]
  },
  "dried-flowers": {
    "one": "droogbloem",
    "many": "droogbloemen",
    "nouns": [
      "droogbloemenboeket",
      "droogbloemenboeketten",
      "droogboeket",
      "droogboeketten",
      "pampasgras",
      "geconserveerde bloemen",
      "strobloemen",
      "bosje droogbloemen",
      "bosjes droogbloemen",
      "hazenstaartgras"
    ],
    "collection": "Droogbloemen",
    "titles": [
      "Pampasgras",
      "Strobloemen",
      "Gedroogd weideboeket",
      "Gebleekte droogbloemen",
      "Geconserveerde bloemen",
      "Rustiek droogboeket",
      "Neutraal droogboeket",
      "Gedroogde veldbloemen",
      "Droogbloemen in knop"
    ]
  },
  "wreath": {
    "one": "krans",
    "many": "kransen",
    "nouns": [
      "deurkrans",
      "deurkransen",
      "kerstkrans",
      "kerstkransen",
      "slinger",
      "slingers",
      "guirlande",
      "guirlandes",
      "groene krans",
      "groene kransen",
      "kransenpakket",
      "kransenpakketten"
    ],
    "collection": "Kransen",
    "titles": [
      "Groene krans",
      "Eucalyptuskrans",
      "Droogbloemenkrans",
      "Olijftakkenkrans",
      "Kerstkrans",
      "Herfstkrans",
      "Magnoliakrans",
      "Wilde krans",
      "Citruskrans"
    ]
  },
  "seed-packet": {
    "one": "zaadzakje",
    "many": "zaadzakjes",
    "nouns": [
      "zaad",
      "zaden",
      "zaden van oude rassen",
      "groentezaden",
      "bloemzaden",
      "kruidenzaden",
      "zadencollectie",
      "zadencollecties",
      "wilde bloemenzaad",
      "zadenmix",
      "microgroentezaden"
    ],
    "collection": "Zaden",
    "titles": [
      "Zaden van oude rassen",
      "Biologische zaden",
      "Cherrytomatenzaad",
      "Bijenbloemenzaad",
      "Snijbloemenzaad",
      "Slazaad",
      "Zaden uit open bestuiving",
      "Inheemse wilde bloemenzaden",
      "Moestuinzaden"
    ]
  },
  "flower-bulb": {
    "one": "bloembol",
    "many": "bloembollen",
    "nouns": [
      "bol",
      "bollen",
      "tulpenbol",
      "tulpenbollen",
      "narcisbol",
      "narcisbollen",
      "alliumbol",
      "alliumbollen",
      "dahliaknol",
      "dahliaknollen",
      "knol",
      "knollen",
      "plant met blote wortel",
      "planten met blote wortel",
      "struik",
      "struiken",
      "rozenstruik",
      "rozenstruiken",
      "fruitboom",
      "fruitbomen",
      "vaste plant",
      "vaste planten"
    ],
    "collection": "Bollen en planten",
    "titles": [
      "Voorjaarsbollen",
      "Verwilderingsbollen",
      "Bloembollen van oude rassen",
      "Dubbele tulpen",
      "Papegaaitulpen",
      "Gefranjerde tulpen",
      "Dwergbloembollen",
      "Geurende bloembollen",
      "Bollen voor de pluktuin"
    ]
  },
  "garden-tool": {
    "one": "tuingereedschap",
    "many": "tuingereedschappen",
    "nouns": [
      "plantschepje",
      "plantschepjes",
      "snoeischaar",
      "snoeischaren",
      "handvork",
      "handvorken",
      "hori hori",
      "onkruidsteker",
      "onkruidstekers",
      "handhark",
      "hark",
      "harken",
      "spitvork",
      "spade",
      "spades",
      "schop",
      "schoppen",
      "schoffel",
      "schoffels",
      "takkenschaar",
      "heggenschaar",
      "tuinhandschoenen",
      "knielkussen",
      "tuinslang",
      "tuinslangen",
      "tuingereedschapsset",
      "tuingereedschapssets"
    ],
    "collection": "Tuingereedschap",
    "titles": [
      "Gesmeed plantschepje",
      "RVS handvork",
      "Schoffel met essenhouten steel",
      "Hark met lange steel",
      "Bypass snoeischaar",
      "Japanse hori hori",
      "Klassieke spade",
      "Compacte snoeischaar",
      "Koolstofstalen schoffel"
    ]
  },
  "cleaning-refill": {
    "one": "navulling",
    "many": "navullingen",
    "nouns": [
      "navulverpakking",
      "navulverpakkingen",
      "navulzak",
      "navulzakken",
      "navulfles",
      "navulflessen",
      "schoonmaakconcentraat",
      "navultablet",
      "navultabletten",
      "schoonmaaktablet",
      "schoonmaaktabletten",
      "grootverpakking"
    ],
    "collection": "Navullingen",
    "titles": [
      "Navulling allesreiniger",
      "Navulling in grootverpakking",
      "Geconcentreerde navulling",
      "Geurloze navulling",
      "Navulling met citrusgeur",
      "Navulling glasreiniger",
      "Navulling badkamerreiniger",
      "Navulling keukenreiniger",
      "Navulling vloerreiniger"
    ]
  },
  "cleaning-spray": {
    "one": "schoonmaakspray",
    "many": "schoonmaaksprays",
    "nouns": [
      "allesreiniger",
      "allesreinigers",
      "oppervlaktespray",
      "glasreiniger",
      "glasreinigers",
      "multireiniger",
      "badkamerreiniger",
      "keukenreiniger",
      "vloerreiniger",
      "schoonmaakmiddel",
      "schoonmaakmiddelen",
      "schoonmaakset",
      "schoonmaaksets"
    ],
    "collection": "Schoonmaak",
    "titles": [
      "Allesreiniger spray",
      "Multi-oppervlaktespray",
      "Schoonmaakspray met citrus",
      "Geurloze schoonmaakspray",
      "Glasreiniger",
      "Badkamerspray",
      "Keukenspray",
      "Schoonmaak starterset",
      "Dagelijkse schoonmaakspray"
    ]
  },
  "dish-soap": {
    "one": "afwasmiddel",
    "many": "afwasmiddelen",
    "nouns": [
      "afwasblok",
      "afwasblokken",
      "afwaszeep",
      "vaatwastablet",
      "vaatwastabletten",
      "vaatwascapsule",
      "vaatwascapsules",
      "wasmiddel",
      "wasmiddelen",
      "waspoeder",
      "wasstrips",
      "vlekverwijderaar",
      "drogerbal",
      "drogerballen",
      "wollen drogerballen"
    ],
    "collection": "Afwas en was",
    "titles": [
      "Vast afwasblok",
      "Geurloos afwasmiddel",
      "Geconcentreerd afwasmiddel",
      "Plantaardig afwasmiddel",
      "Afwasmiddel met citrus",
      "Wasmiddel voor de gevoelige huid",
      "Zero waste afwasblok",
      "Wasmiddel in grootverpakking",
      "Afwasmiddel voor elke dag"
    ]
  },
  "beeswax-wrap": {
    "one": "bijenwasdoek",
    "many": "bijenwasdoeken",
    "nouns": [
      "wasdoek",
      "wasdoeken",
      "vershouddoek",
      "vershouddoeken",
      "herbruikbare vershoudfolie",
      "vegan wasdoek",
      "vegan wasdoeken",
      "schaalafdekker",
      "schaalafdekkers",
      "siliconen deksel",
      "siliconen deksels"
    ],
    "collection": "Vershouddoeken",
    "titles": [
      "Bijenwasdoek",
      "Plantaardige wasdoek",
      "Bijenwasdoek met print",
      "Bijenwasdoek voor brood",
      "Boterhamwrap",
      "Starterset bijenwasdoeken",
      "Gezinsset bijenwasdoeken",
      "Botanische bijenwasdoek",
      "Keukenset bijenwasdoeken"
    ]
  },
  "reusable-storage": {
    "one": "bewaarbakje",
    "many": "bewaarbakjes",
    "nouns": [
      "bewaardoos",
      "bewaardozen",
      "groentezakje",
      "groentezakjes",
      "herbruikbare tas",
      "herbruikbare tassen",
      "siliconen zakje",
      "siliconen zakjes",
      "vershouddoos",
      "vershouddozen",
      "lunchbox",
      "lunchboxen",
      "broodtrommel",
      "broodtrommels",
      "bentobox",
      "bentoboxen",
      "voorraadpot",
      "voorraadpotten",
      "snackzakje",
      "snackzakjes",
      "broodzak",
      "broodzakken"
    ],
    "collection": "Herbruikbaar bewaren",
    "titles": [
      "Netzakje voor groente",
      "Siliconen bewaarzakje",
      "Katoenen groentezakje",
      "RVS lunchbox",
      "Glazen bewaardoos",
      "Stapelbare bewaarbakjes",
      "Lekvrije bewaardoos",
      "Voorraadpot",
      "Broodtrommel"
    ]
  },
  "dish-brush": {
    "one": "afwasborstel",
    "many": "afwasborstels",
    "nouns": [
      "schrobborstel",
      "schrobborstels",
      "flessenborstel",
      "flessenborstels",
      "pannenspons",
      "pannensponzen",
      "afwasspons",
      "afwassponzen",
      "composteerbare spons",
      "sponsdoekje",
      "sponsdoekjes",
      "Zweedse vaatdoek",
      "Zweedse vaatdoeken",
      "schoonmaakborstel",
      "groenteborstel"
    ],
    "collection": "Borstels en sponzen",
    "titles": [
      "Beukenhouten afwasborstel",
      "Bamboe afwasborstel",
      "Kokosvezel pannenborstel",
      "Afwasborstel met vervangbare kop",
      "Afwasborstel met lange steel",
      "Schuurspons",
      "Composteerbare spons",
      "Sisal schrobborstel",
      "Afwasborstel voor elke dag"
    ]
  },
  "reusable-straw": {
    "one": "rietje",
    "many": "rietjes",
    "nouns": [
      "drinkrietje",
      "drinkrietjes",
      "metalen rietje",
      "metalen rietjes",
      "glazen rietje",
      "glazen rietjes",
      "bamboe rietje",
      "bamboe rietjes",
      "rietjesset",
      "rietjessets"
    ],
    "collection": "Rietjes",
    "titles": [
      "RVS rietje",
      "Glazen rietje",
      "Bamboe rietje",
      "Gebogen rietje",
      "Breed rietje",
      "Rietje met reisetui",
      "Extra breed rietje",
      "Cocktailrietje",
      "Bubble tea rietje"
    ]
  },
  "gift-card": {
    "one": "cadeaukaart",
    "many": "cadeaukaarten",
    "nouns": [
      "cadeaubon",
      "cadeaubonnen",
      "digitale cadeaukaart",
      "digitale cadeaukaarten",
      "e-cadeaukaart",
      "waardebon",
      "waardebonnen",
      "tegoedbon",
      "tegoedbonnen"
    ],
    "collection": "Cadeaukaarten",
    "titles": [
      "Digitale cadeaukaart",
      "Printbare cadeaubon",
      "Verjaardagscadeaukaart",
      "Feestdagen cadeaukaart",
      "Cadeaukaart om te bedanken",
      "Feestelijke cadeaukaart",
      "Klassieke cadeaukaart",
      "Last-minute cadeaukaart"
    ]
  },
  "gift-box": {
    "one": "cadeaupakket",
    "many": "cadeaupakketten",
    "nouns": [
      "cadeaubox",
      "cadeauboxen",
      "kerstpakket",
      "kerstpakketten",
      "cadeaumand",
      "cadeaumanden",
      "geschenkmand",
      "geschenkmanden",
      "pakketje",
      "pakketjes",
      "proeverijbox",
      "proefbox",
      "abonnementsbox"
    ],
    "collection": "Cadeaupakketten",
    "titles": [
      "Signature cadeaupakket",
      "Feestelijke cadeaubox",
      "Bedankpakket",
      "Kerstpakket",
      "Housewarming pakket",
      "Beterschapspakket",
      "Proeverijpakket",
      "Luxe cadeaupakket",
      "Relatiegeschenk"
    ]
  },
  "gift-set": {
    "one": "cadeauset",
    "many": "cadeausets",
    "nouns": [
      "geschenkset",
      "geschenksets",
      "giftset",
      "giftsets",
      "starterset",
      "startersets",
      "starterspakket",
      "starterspakketten"
    ],
    "collection": "Cadeausets",
    "titles": [
      "Starterset",
      "Signature cadeauset",
      "Feestdagen cadeauset",
      "Cadeauset met essentials",
      "Cadeauset om te ontdekken",
      "Cadeau voor de gastvrouw",
      "Luxe cadeauset",
      "Cadeauset met favorieten",
      "Mini cadeauset"
    ]
  },
  "wireless-earbuds": {
    "one": "draadloze oordopjes",
    "many": "draadloze oordopjes",
    "nouns": [
      "oordopjes",
      "earbuds",
      "oortjes",
      "in-ear oordopjes",
      "in-ear koptelefoon",
      "in-ear koptelefoons"
    ],
    "collection": "Draadloze oordopjes",
    "titles": [
      "Pro draadloze oordopjes",
      "Sportoordopjes",
      "Oordopjes voor elke dag",
      "Studio oordopjes",
      "Compacte oordopjes",
      "Oordopjes voor een actief leven",
      "Noise cancelling oordopjes",
      "Open-fit oordopjes",
      "Oordopjes voor onderweg",
      "Oordopjes in zakformaat"
    ]
  },
  "headphones": {
    "one": "koptelefoon",
    "many": "koptelefoons",
    "nouns": [
      "hoofdtelefoon",
      "hoofdtelefoons",
      "over-ear koptelefoon",
      "over-ear koptelefoons",
      "on-ear koptelefoon",
      "on-ear koptelefoons",
      "draadloze koptelefoon",
      "draadloze koptelefoons",
      "studiokoptelefoon",
      "studiokoptelefoons",
      "noise cancelling koptelefoon",
      "noise cancelling koptelefoons"
    ],
    "collection": "Koptelefoons",
    "titles": [
      "Studiokoptelefoon",
      "Draadloze koptelefoon",
      "Over-ear koptelefoon",
      "Referentiekoptelefoon",
      "Reiskoptelefoon",
      "Gesloten koptelefoon",
      "Open koptelefoon",
      "Monitorkoptelefoon",
      "Opvouwbare koptelefoon",
      "Koptelefoon voor elke dag"
    ]
  },
  "bluetooth-speaker": {
    "one": "bluetooth speaker",
    "many": "bluetooth speakers",
    "nouns": [
      "speaker",
      "speakers",
      "luidspreker",
      "luidsprekers",
      "draadloze speaker",
      "draadloze speakers",
      "draagbare speaker",
      "draagbare speakers",
      "slimme speaker",
      "slimme speakers",
      "boekenplankspeaker",
      "boekenplankspeakers",
      "soundbar",
      "soundbars"
    ],
    "collection": "Speakers",
    "titles": [
      "Draagbare speaker",
      "Buitenspeaker",
      "Zakspeaker",
      "Robuuste speaker",
      "Douchespeaker",
      "Thuisspeaker",
      "Partyspeaker",
      "Mini speaker",
      "Reisspeaker",
      "Waterdichte speaker"
    ]
  },
  "smartwatch": {
    "one": "smartwatch",
    "many": "smartwatches",
    "nouns": [
      "activity tracker",
      "activity trackers",
      "fitnesstracker",
      "fitnesstrackers",
      "stappenteller",
      "stappentellers",
      "gps-horloge",
      "gps-horloges",
      "hardloophorloge",
      "hardloophorloges",
      "sporthorloge",
      "sporthorloges"
    ],
    "collection": "Smartwatches",
    "titles": [
      "Sportieve smartwatch",
      "Smartwatch voor een actief leven",
      "Klassieke smartwatch",
      "Trail smartwatch",
      "Smartwatch voor elke dag",
      "Slanke smartwatch",
      "Outdoor smartwatch",
      "Multisporthorloge",
      "Expeditie smartwatch"
    ]
  },
  "phone-case": {
    "one": "telefoonhoesje",
    "many": "telefoonhoesjes",
    "nouns": [
      "hoesje",
      "hoesjes",
      "telefoonhoes",
      "telefoonhoezen",
      "iPhone-hoesje",
      "iPhone-hoesjes",
      "smartphonehoes",
      "smartphonehoezen",
      "backcover",
      "backcovers",
      "MagSafe-hoesje",
      "MagSafe-hoesjes",
      "bookcase",
      "bookcases",
      "transparant hoesje",
      "transparante hoesjes"
    ],
    "collection": "Telefoonhoesjes",
    "titles": [
      "Dun telefoonhoesje",
      "Transparant telefoonhoesje",
      "Stevig telefoonhoesje",
      "Leren telefoonhoesje",
      "Siliconen telefoonhoesje",
      "Bookcase hoesje",
      "Duurzaam telefoonhoesje",
      "Antislip telefoonhoesje",
      "MagSafe-hoesje",
      "Minimalistisch telefoonhoesje"
    ]
  },
  "screen-protector": {
    "one": "screenprotector",
    "many": "screenprotectors",
    "nouns": [
      "gehard glas",
      "beschermglas",
      "privacyfilter",
      "privacyfilters",
      "displaybeschermer",
      "displaybeschermers"
    ],
    "collection": "Screenprotectors",
    "titles": [
      "Screenprotector van gehard glas",
      "Privacy screenprotector",
      "Matte screenprotector",
      "Antireflectie screenprotector",
      "Ultraheldere screenprotector",
      "Screenprotector van rand tot rand",
      "Blauwlicht screenprotector",
      "Screenprotector voor elke dag",
      "Pro screenprotector"
    ]
  },
  "charger": {
    "one": "oplader",
    "many": "opladers",
    "nouns": [
      "lader",
      "laders",
      "stekkeroplader",
      "stekkeropladers",
      "draadloze oplader",
      "draadloze opladers",
      "oplaadpad",
      "oplaadpads",
      "oplaadstandaard",
      "oplaadstandaards",
      "oplaadstation",
      "oplaadstations",
      "snellader",
      "snelladers",
      "USB-C-oplader",
      "USB-C-opladers",
      "MagSafe-oplader",
      "MagSafe-opladers",
      "autolader",
      "autoladers"
    ],
    "collection": "Opladers",
    "titles": [
      "Compacte oplader",
      "Snellader",
      "3-in-1 oplader",
      "Reisoplader",
      "Oplaadstation voor op je bureau",
      "Oplader met twee poorten",
      "Opvouwbare oplader",
      "Oplaadstation voor het nachtkastje",
      "Oplader voor meerdere apparaten",
      "GaN-oplader"
    ]
  },
  "power-bank": {
    "one": "powerbank",
    "many": "powerbanks",
    "nouns": [
      "draagbare oplader",
      "draagbare opladers",
      "externe accu",
      "externe accu's",
      "draagbare batterij",
      "draagbare batterijen",
      "MagSafe-batterij",
      "MagSafe-batterijen"
    ],
    "collection": "Powerbanks",
    "titles": [
      "Slanke powerbank",
      "Magnetische powerbank",
      "Powerbank in zakformaat",
      "Reispowerbank",
      "Robuuste powerbank",
      "Powerbank op zonne-energie",
      "Compacte powerbank",
      "Snelladende powerbank",
      "Powerbank voor elke dag",
      "Ultralichte powerbank"
    ]
  },
  "cable": {
    "one": "kabel",
    "many": "kabels",
    "nouns": [
      "oplaadkabel",
      "oplaadkabels",
      "laadkabel",
      "laadkabels",
      "USB-C-kabel",
      "USB-C-kabels",
      "USB-kabel",
      "USB-kabels",
      "lightningkabel",
      "lightningkabels",
      "HDMI-kabel",
      "HDMI-kabels",
      "spiraalkabel",
      "spiraalkabels",
      "gevlochten kabel",
      "gevlochten kabels"
    ],
    "collection": "Kabels",
    "titles": [
      "Gevlochten kabel",
      "Spiraalkabel",
      "Haakse kabel",
      "Reiskabel",
      "Extra sterke kabel",
      "Snellaadkabel",
      "Aviator-kabel",
      "Korte kabel",
      "Extra lange kabel"
    ]
  },
  "phone-mount": {
    "one": "telefoonhouder",
    "many": "telefoonhouders",
    "nouns": [
      "autohouder",
      "autohouders",
      "telefoonstandaard",
      "telefoonstandaards",
      "telefoongrip",
      "telefoongrips",
      "fietshouder",
      "fietshouders",
      "dashboardhouder",
      "dashboardhouders"
    ],
    "collection": "Telefoonhouders",
    "titles": [
      "Magnetische telefoonhouder",
      "Telefoonhouder voor ventilatierooster",
      "Telefoonhouder voor het dashboard",
      "Telefoonstandaard voor bureau",
      "Verstelbare telefoonhouder",
      "Opvouwbare telefoonstandaard",
      "Stuurhouder voor telefoon",
      "Telefoonhouder voor voorruit",
      "Aluminium telefoonstandaard",
      "Compacte telefoonhouder"
    ]
  },
  "usb-hub": {
    "one": "USB-C-hub",
    "many": "USB-C-hubs",
    "nouns": [
      "USB-hub",
      "USB-hubs",
      "dockingstation",
      "dockingstations",
      "laptopdock",
      "laptopdocks",
      "dock",
      "docks",
      "multipoortadapter",
      "multipoortadapters",
      "dongle",
      "dongles"
    ],
    "collection": "Hubs en docks",
    "titles": [
      "Compacte USB-C-hub",
      "USB-C-hub voor op reis",
      "Aluminium USB-C-hub",
      "Desktop dockingstation",
      "Slanke USB-C-hub",
      "Pro dockingstation",
      "Multipoort hub",
      "Dockingstation voor twee schermen",
      "USB-C-hub voor elke dag"
    ]
  },
  "mechanical-keyboard": {
    "one": "mechanisch toetsenbord",
    "many": "mechanische toetsenborden",
    "nouns": [
      "toetsenbord",
      "toetsenborden",
      "gamingtoetsenbord",
      "gamingtoetsenborden",
      "draadloos toetsenbord",
      "draadloze toetsenborden",
      "custom toetsenbord",
      "custom toetsenborden",
      "toetsenbordkit",
      "toetsenbordkits",
      "barebones toetsenbord",
      "TKL-toetsenbord",
      "TKL-toetsenborden"
    ],
    "collection": "Toetsenborden",
    "titles": [
      "Hot-swap toetsenbord",
      "Draadloos mechanisch toetsenbord",
      "Compact toetsenbord",
      "Aluminium toetsenbord",
      "Low-profile toetsenbord",
      "Gasket-mount toetsenbord",
      "Tenkeyless toetsenbord",
      "Gesplitst toetsenbord",
      "Custom toetsenbord",
      "Retro toetsenbord"
    ]
  },
  "keycap-set": {
    "one": "keycapset",
    "many": "keycapsets",
    "nouns": [
      "keycaps",
      "keycap",
      "toetsenkapjes",
      "artisan keycap",
      "artisan keycaps",
      "keycapkit",
      "keycapkits"
    ],
    "collection": "Keycaps",
    "titles": [
      "PBT keycaps",
      "Double-shot keycaps",
      "Retro keycaps",
      "Low-profile keycaps",
      "Dye-sub keycaps",
      "Doorschijnende keycaps",
      "Minimalistische keycaps",
      "Artisan keycap",
      "Klassieke keycaps",
      "Blanco keycaps"
    ]
  },
  "mouse": {
    "one": "muis",
    "many": "muizen",
    "nouns": [
      "computermuis",
      "computermuizen",
      "draadloze muis",
      "draadloze muizen",
      "gamingmuis",
      "gamingmuizen",
      "ergonomische muis",
      "ergonomische muizen",
      "verticale muis",
      "verticale muizen",
      "trackball",
      "trackballs"
    ],
    "collection": "Muizen",
    "titles": [
      "Ergonomische muis",
      "Draadloze muis",
      "Ultralichte muis",
      "Stille muis",
      "Verticale muis",
      "Reismuis",
      "Pro muis",
      "Muis voor links- en rechtshandigen",
      "Precisiemuis",
      "Compacte muis"
    ]
  },
  "desk-mat": {
    "one": "bureaumat",
    "many": "bureaumatten",
    "nouns": [
      "muismat",
      "muismatten",
      "bureauonderlegger",
      "bureauonderleggers",
      "deskpad",
      "deskpads",
      "gaming muismat",
      "gaming muismatten"
    ],
    "collection": "Bureaumatten",
    "titles": [
      "Vilten bureaumat",
      "Kurken bureaumat",
      "Bureaumat van veganleer",
      "Bureaumat van merinowol",
      "Extra grote bureaumat",
      "Topografische bureaumat",
      "Bureaumat met gestikte rand",
      "Minimalistische bureaumat",
      "Speed muismat",
      "Control muismat"
    ]
  },
  "wrist-rest": {
    "one": "polssteun",
    "many": "polssteunen",
    "nouns": [
      "handpalmsteun",
      "handpalmsteunen",
      "polssteun voor toetsenbord",
      "polssteunen voor toetsenbord"
    ],
    "collection": "Polssteunen",
    "titles": [
      "Notenhouten polssteun",
      "Eikenhouten polssteun",
      "Polssteun van traagschuim",
      "Polssteun van hars",
      "Leren polssteun",
      "Low-profile polssteun",
      "Gevoerde polssteun",
      "Ergonomische polssteun",
      "Gevormde polssteun"
    ]
  },
  "webcam": {
    "one": "webcam",
    "many": "webcams",
    "nouns": [
      "webcamera",
      "webcamera's",
      "streamingcamera",
      "streamingcamera's",
      "vergadercamera",
      "vergadercamera's"
    ],
    "collection": "Webcams",
    "titles": [
      "HD-webcam",
      "4K-webcam",
      "Streaming webcam",
      "Pro webcam",
      "Compacte webcam",
      "Groothoekwebcam",
      "Webcam met autofocus",
      "Webcam met privacyklepje",
      "Studiowebcam"
    ]
  },
  "microphone": {
    "one": "microfoon",
    "many": "microfoons",
    "nouns": [
      "mic",
      "mics",
      "USB-microfoon",
      "USB-microfoons",
      "condensatormicrofoon",
      "condensatormicrofoons",
      "dynamische microfoon",
      "dynamische microfoons",
      "podcastmicrofoon",
      "podcastmicrofoons",
      "streamingmicrofoon",
      "streamingmicrofoons",
      "dasspeldmicrofoon",
      "dasspeldmicrofoons"
    ],
    "collection": "Microfoons",
    "titles": [
      "Studiomicrofoon",
      "Podcastmicrofoon",
      "Broadcastmicrofoon",
      "Dynamische microfoon",
      "Condensatormicrofoon",
      "Streamingmicrofoon",
      "Tafelmicrofoon",
      "Zangmicrofoon",
      "Compacte microfoon",
      "Cardioïde microfoon"
    ]
  },
  "camera": {
    "one": "camera",
    "many": "camera's",
    "nouns": [
      "fototoestel",
      "fototoestellen",
      "digitale camera",
      "digitale camera's",
      "systeemcamera",
      "systeemcamera's",
      "analoge camera",
      "analoge camera's",
      "filmcamera",
      "filmcamera's",
      "instant camera",
      "instant camera's",
      "compactcamera",
      "compactcamera's",
      "actiecamera",
      "actiecamera's",
      "spiegelreflexcamera",
      "spiegelreflexcamera's",
      "meetzoekercamera",
      "meetzoekercamera's"
    ],
    "collection": "Camera's",
    "titles": [
      "Systeemcamera",
      "Compactcamera",
      "Full-frame camera",
      "Meetzoekercamera",
      "Vintage camera",
      "Instant camera",
      "Reiscamera",
      "Refurbished camera",
      "Straatfotografiecamera",
      "Zakcamera"
    ]
  },
  "camera-lens": {
    "one": "objectief",
    "many": "objectieven",
    "nouns": [
      "lens",
      "lenzen",
      "cameralens",
      "cameralenzen",
      "prime lens",
      "prime lenzen",
      "zoomlens",
      "zoomlenzen",
      "portretlens",
      "portretlenzen",
      "groothoeklens",
      "groothoeklenzen",
      "macrolens",
      "macrolenzen",
      "telelens",
      "telelenzen"
    ],
    "collection": "Objectieven",
    "titles": [
      "35mm objectief",
      "50mm objectief",
      "Lichtsterk objectief",
      "Portretlens",
      "Groothoeklens",
      "Telelens",
      "Macrolens",
      "Compact objectief",
      "Vintage objectief",
      "Pancake objectief"
    ]
  },
  "tripod": {
    "one": "statief",
    "many": "statieven",
    "nouns": [
      "reisstatief",
      "reisstatieven",
      "ministatief",
      "ministatieven",
      "tafelstatief",
      "tafelstatieven",
      "monopod",
      "monopods"
    ],
    "collection": "Statieven",
    "titles": [
      "Reisstatief",
      "Carbon statief",
      "Aluminium statief",
      "Compact statief",
      "Tafelstatief",
      "Videostatief",
      "Pro statief",
      "Lichtgewicht statief",
      "Flexibel statief"
    ]
  },
  "camera-strap": {
    "one": "cameraband",
    "many": "camerabanden",
    "nouns": [
      "camerariem",
      "camerariemen",
      "nekband",
      "nekbanden",
      "polsbandje",
      "polsbandjes",
      "polsriem",
      "polsriemen",
      "slingriem",
      "slingriemen"
    ],
    "collection": "Camerabanden",
    "titles": [
      "Leren cameraband",
      "Gevlochten cameraband",
      "Cameraband met snelsluiting",
      "Touwen cameraband",
      "Gevoerde cameraband",
      "Vintage cameraband",
      "Smalle cameraband",
      "Geweven cameraband",
      "Verstelbare cameraband"
    ]
  },
  "camera-bag": {
    "one": "cameratas",
    "many": "cameratassen",
    "nouns": [
      "camerarugzak",
      "camerarugzakken",
      "camera slingtas",
      "camera slingtassen",
      "camera-insert",
      "camera-inserts",
      "camerahoes",
      "camerahoezen"
    ],
    "collection": "Cameratassen",
    "titles": [
      "Camera slingtas",
      "Camera messengertas",
      "Cameratas voor elke dag",
      "Weerbestendige cameratas",
      "Cameratas van gewaxt canvas",
      "Roltop camerarugzak",
      "Reiscamerarugzak",
      "Modulaire cameratas",
      "Compacte cameratas"
    ]
  },
  "camera-film": {
    "one": "filmrolletje",
    "many": "filmrolletjes",
    "nouns": [
      "film",
      "films",
      "fotorolletje",
      "fotorolletjes",
      "kleinbeeldfilm",
      "35mm-film",
      "120-film",
      "middenformaatfilm",
      "instant film"
    ],
    "collection": "Film",
    "titles": [
      "Kleurennegatieffilm",
      "Zwart-witfilm",
      "Diafilm",
      "Cinemafilm",
      "Fijnkorrelige film",
      "Hooggevoelige film",
      "Daglichtfilm",
      "Kunstlichtfilm",
      "Verlopen film"
    ]
  },
  "telescope": {
    "one": "telescoop",
    "many": "telescopen",
    "nouns": [
      "sterrenkijker",
      "sterrenkijkers",
      "slimme telescoop",
      "slimme telescopen",
      "refractor",
      "refractors",
      "lenzentelescoop",
      "lenzentelescopen",
      "spiegeltelescoop",
      "spiegeltelescopen",
      "dobson",
      "dobsons"
    ],
    "collection": "Telescopen",
    "titles": [
      "Slimme telescoop",
      "Lenzentelescoop",
      "Dobsontelescoop",
      "Reistelescoop",
      "Tafeltelescoop",
      "Telescoop voor in de tuin",
      "Apochromatische telescoop",
      "Beginnerstelescoop",
      "Go-To telescoop",
      "Compacte telescoop"
    ]
  },
  "binoculars": {
    "one": "verrekijker",
    "many": "verrekijkers",
    "nouns": [
      "kijker",
      "kijkers",
      "monoculair",
      "monoculairs",
      "veldkijker",
      "veldkijkers"
    ],
    "collection": "Verrekijkers",
    "titles": [
      "Verrekijker voor vogelaars",
      "Compacte verrekijker",
      "Astronomische verrekijker",
      "Marine verrekijker",
      "Jachtkijker",
      "Reisverrekijker",
      "Waterdichte verrekijker",
      "Zakverrekijker",
      "Veldkijker",
      "Groothoek verrekijker"
    ]
  },
  "game-controller": {
    "one": "controller",
    "many": "controllers",
    "nouns": [
      "gamecontroller",
      "gamecontrollers",
      "gamepad",
      "gamepads",
      "draadloze controller",
      "draadloze controllers",
      "pro controller",
      "pro controllers",
      "arcadestick",
      "arcadesticks",
      "fightstick",
      "fightsticks",
      "joystick",
      "joysticks"
    ],
    "collection": "Controllers",
    "titles": [
      "Draadloze controller",
      "Pro controller",
      "Retro controller",
      "Hall-effect controller",
      "Elite controller",
      "Arcadestick",
      "Compacte controller",
      "Toernooicontroller",
      "Klassieke controller"
    ]
  },
  "gaming-headset": {
    "one": "gamingheadset",
    "many": "gamingheadsets",
    "nouns": [
      "headset",
      "headsets",
      "draadloze headset",
      "draadloze headsets"
    ],
    "collection": "Gamingheadsets",
    "titles": [
      "Draadloze gamingheadset",
      "Pro gamingheadset",
      "Surround gamingheadset",
      "Lichtgewicht gamingheadset",
      "Toernooiheadset",
      "Studio gamingheadset",
      "Over-ear gamingheadset",
      "Headset met lage latency",
      "Esports headset"
    ]
  },
  "smart-plug": {
    "one": "slimme stekker",
    "many": "slimme stekkers",
    "nouns": [
      "slim stopcontact",
      "slimme stopcontacten",
      "wifi-stekker",
      "wifi-stekkers",
      "slimme stekkerdoos",
      "slimme stekkerdozen",
      "slimme schakelaar",
      "slimme schakelaars"
    ],
    "collection": "Slimme stekkers",
    "titles": [
      "Mini slimme stekker",
      "Slimme stekker voor buiten",
      "Slimme stekker met energiemeter",
      "Slimme stekker met Matter",
      "Compacte slimme stekker",
      "Dubbele slimme stekker",
      "Slimme stekker voor binnen",
      "Slimme stekker voor zware apparaten"
    ]
  },
  "smart-bulb": {
    "one": "slimme lamp",
    "many": "slimme lampen",
    "nouns": [
      "slimme verlichting",
      "slimme ledlamp",
      "slimme ledlampen",
      "wifi-lamp",
      "wifi-lampen",
      "ledstrip",
      "ledstrips",
      "lichtstrip",
      "lichtstrips",
      "slimme ledstrip",
      "slimme ledstrips"
    ],
    "collection": "Slimme verlichting",
    "titles": [
      "Slimme lamp in alle kleuren",
      "Slimme lamp met instelbaar wit",
      "Dimbare slimme lamp",
      "Slimme filamentlamp",
      "Slimme buitenlamp",
      "Slimme lamp met Matter",
      "Slimme vintage lamp",
      "Slimme sfeerlamp",
      "Slimme lamp voor elke dag"
    ]
  },
  "security-camera": {
    "one": "beveiligingscamera",
    "many": "beveiligingscamera's",
    "nouns": [
      "binnencamera",
      "binnencamera's",
      "buitencamera",
      "buitencamera's",
      "videodeurbel",
      "videodeurbellen",
      "deurbelcamera",
      "deurbelcamera's",
      "slimme deurbel",
      "slimme deurbellen",
      "huisdiercamera",
      "huisdiercamera's"
    ],
    "collection": "Camera's en deurbellen",
    "titles": [
      "Binnencamera",
      "Buitencamera",
      "Draadloze beveiligingscamera",
      "Camera met draai- en kantelfunctie",
      "Camera met schijnwerper",
      "Beveiligingscamera op batterij",
      "Camera met spotlight",
      "Bedrade beveiligingscamera",
      "Weerbestendige beveiligingscamera"
    ]
  },
  "smart-lock": {
    "one": "slim slot",
    "many": "slimme sloten",
    "nouns": [
      "slim deurslot",
      "slimme deursloten",
      "codeslot",
      "codesloten",
      "elektronisch slot",
      "elektronische sloten",
      "vingerafdrukslot",
      "vingerafdruksloten",
      "sleutelloos slot",
      "sleutelloze sloten"
    ],
    "collection": "Slimme sloten",
    "titles": [
      "Slim slot met codeklavier",
      "Vingerafdrukslot",
      "Slim slot voor je bestaande cilinder",
      "Slim slot met touchscreen",
      "Wifi slim slot",
      "Slim slot met automatische vergrendeling",
      "Compact slim slot",
      "Slim nachtslot"
    ]
  },
  "smart-sensor": {
    "one": "slimme sensor",
    "many": "slimme sensoren",
    "nouns": [
      "sensor",
      "sensoren",
      "bewegingssensor",
      "bewegingssensoren",
      "deursensor",
      "deursensoren",
      "contactsensor",
      "contactsensoren",
      "lekkagesensor",
      "lekkagesensoren",
      "temperatuursensor",
      "temperatuursensoren",
      "smart home hub",
      "smart home hubs",
      "slimme hub",
      "slimme hubs"
    ],
    "collection": "Sensoren en hubs",
    "titles": [
      "Draadloze slimme sensor",
      "Mini sensor",
      "Zigbee sensor",
      "Sensor met Matter",
      "Sensor op batterij",
      "Binnensensor",
      "Buitensensor",
      "Compacte sensor"
    ]
  },
  "standing-desk": {
    "one": "zit-sta bureau",
    "many": "zit-sta bureaus",
    "nouns": [
      "sta-bureau",
      "sta-bureaus",
      "in hoogte verstelbaar bureau",
      "in hoogte verstelbare bureaus",
      "verstelbaar bureau",
      "verstelbare bureaus",
      "elektrisch bureau",
      "elektrische bureaus",
      "bureau-opzetstuk",
      "bureau-opzetstukken"
    ],
    "collection": "Zit-sta bureaus",
    "titles": [
      "Elektrisch zit-sta bureau",
      "Zit-sta bureau met twee motoren",
      "Bamboe zit-sta bureau",
      "Notenhouten zit-sta bureau",
      "Compact zit-sta bureau",
      "Zit-sta hoekbureau",
      "L-vormig zit-sta bureau",
      "Massief houten zit-sta bureau",
      "Directie zit-sta bureau",
      "Zit-sta bureau voor thuiswerken"
    ]
  },
  "monitor-arm": {
    "one": "monitorarm",
    "many": "monitorarmen",
    "nouns": [
      "monitorbeugel",
      "monitorbeugels",
      "monitorhouder",
      "monitorhouders",
      "dubbele monitorarm",
      "dubbele monitorarmen",
      "monitorstandaard",
      "monitorstandaards",
      "monitorverhoger",
      "monitorverhogers"
    ],
    "collection": "Monitorarmen",
    "titles": [
      "Monitorarm met gasveer",
      "Zware monitorarm",
      "Aluminium monitorarm",
      "Monitorarm met klem",
      "Monitorarm voor ultrawide",
      "Low-profile monitorarm",
      "Scharnierende monitorarm",
      "Minimalistische monitorarm",
      "Monitorarm voor wandmontage"
    ]
  },
  "laptop-stand": {
    "one": "laptopstandaard",
    "many": "laptopstandaards",
    "nouns": [
      "laptopverhoger",
      "laptopverhogers",
      "laptophouder",
      "laptophouders",
      "tabletstandaard",
      "tabletstandaards"
    ],
    "collection": "Laptopstandaards",
    "titles": [
      "Aluminium laptopstandaard",
      "Verstelbare laptopstandaard",
      "Opvouwbare laptopstandaard",
      "Verticale laptopstandaard",
      "Notenhouten laptopstandaard",
      "Laptopstandaard voor op reis",
      "Minimalistische laptopstandaard",
      "Koelende laptopstandaard",
      "Ergonomische laptopstandaard"
    ]
  },
  "desk-shelf": {
    "one": "bureauplank",
    "many": "bureauplanken",
    "nouns": [
      "monitorplank",
      "monitorplanken",
      "bureauverhoger",
      "bureauverhogers",
      "koptelefoonstandaard",
      "koptelefoonstandaards"
    ],
    "collection": "Bureauplanken",
    "titles": [
      "Notenhouten bureauplank",
      "Eikenhouten bureauplank",
      "Stalen bureauplank",
      "Bamboe bureauplank",
      "Minimalistische bureauplank",
      "Bureauplank met twee niveaus",
      "Brede bureauplank",
      "Bureauplank met vilt",
      "Massief houten bureauplank"
    ]
  },
  "cable-management": {
    "one": "kabelorganizer",
    "many": "kabelorganizers",
    "nouns": [
      "kabelmanagement",
      "kabelgoot",
      "kabelgoten",
      "kabelbak",
      "kabelbakken",
      "kabelslang",
      "kabelslangen",
      "kabelsleeve",
      "kabelsleeves",
      "kabelbox",
      "kabelboxen",
      "kabelclip",
      "kabelclips"
    ],
    "collection": "Kabelmanagement",
    "titles": [
      "Kabelgoot voor onder het bureau",
      "Kabelgoot met klem",
      "Stalen kabelgoot",
      "Mesh kabelgoot",
      "Zelfklevende kabelclips",
      "Magnetische kabelclips",
      "Kabelsleeve met rits",
      "Low-profile kabelgoot",
      "Modulaire kabelorganizer"
    ]
  },
  "footrest": {
    "one": "voetensteun",
    "many": "voetensteunen",
    "nouns": [
      "voetsteun",
      "voetsteunen",
      "voetenbankje",
      "voetenbankjes"
    ],
    "collection": "Voetensteunen",
    "titles": [
      "Ergonomische voetensteun",
      "Schommelende voetensteun",
      "Voetensteun van traagschuim",
      "Verstelbare voetensteun",
      "Kantelbare voetensteun",
      "Gevoerde voetensteun",
      "Lage voetensteun",
      "Voetensteun met massagestructuur"
    ]
  },
  "anti-fatigue-mat": {
    "one": "stamat",
    "many": "stamatten",
    "nouns": [
      "anti-vermoeidheidsmat",
      "anti-vermoeidheidsmatten",
      "comfortmat",
      "comfortmatten"
    ],
    "collection": "Stamatten",
    "titles": [
      "Gevormde stamat",
      "Gevoerde stamat",
      "Actieve stamat",
      "Stamat met afgeschuinde rand",
      "Stamat met hoogteverschillen",
      "Stamat voor het atelier",
      "Ergonomische stamat",
      "Dunne stamat",
      "Stamat met structuur"
    ]
  },
  "book": {
    "one": "boek",
    "many": "boeken",
    "nouns": [
      "roman",
      "romans",
      "paperback",
      "paperbacks",
      "gebonden boek",
      "gebonden boeken",
      "hardcover",
      "hardcovers",
      "memoires",
      "biografie",
      "biografieën",
      "dichtbundel",
      "dichtbundels",
      "verhalenbundel",
      "verhalenbundels",
      "gesigneerd exemplaar",
      "gesigneerde exemplaren",
      "eerste druk",
      "eerste drukken"
    ],
    "collection": "Boeken",
    "titles": [
      "Debuutroman",
      "Geïllustreerd boek",
      "Gesigneerd boek",
      "Pocketboek",
      "Klassieker",
      "Vertaalde roman",
      "Literaire roman",
      "Geannoteerde uitgave",
      "Luxe editie",
      "Verzameleditie"
    ]
  },
  "childrens-book": {
    "one": "kinderboek",
    "many": "kinderboeken",
    "nouns": [
      "prentenboek",
      "prentenboeken",
      "kartonboekje",
      "kartonboekjes",
      "voorleesboek",
      "voorleesboeken",
      "leesboek",
      "leesboeken",
      "eerste leesboekje",
      "eerste leesboekjes"
    ],
    "collection": "Kinderboeken",
    "titles": [
      "Boek voor het slapengaan",
      "Geïllustreerd kinderboek",
      "Flapjesboek",
      "Rijmboek",
      "Mijn eerste woordjes",
      "Voorleesboek",
      "Telboek",
      "Voelboekje",
      "ABC-boek"
    ]
  },
  "cookbook": {
    "one": "kookboek",
    "many": "kookboeken",
    "nouns": [
      "receptenboek",
      "receptenboeken",
      "bakboek",
      "bakboeken"
    ],
    "collection": "Kookboeken",
    "titles": [
      "Kookboek voor doordeweeks",
      "Bakboek",
      "Vegetarisch kookboek",
      "Regionaal kookboek",
      "Seizoenskookboek",
      "Geïllustreerd kookboek",
      "Familiekookboek",
      "Gesigneerd kookboek",
      "Plantaardig kookboek"
    ]
  },
  "graphic-novel": {
    "one": "graphic novel",
    "many": "graphic novels",
    "nouns": [
      "stripboek",
      "stripboeken",
      "strip",
      "strips",
      "stripverhaal",
      "stripverhalen",
      "manga",
      "manga's",
      "beeldroman",
      "beeldromans",
      "bundeling",
      "bundelingen"
    ],
    "collection": "Graphic novels",
    "titles": [
      "Geïllustreerde graphic novel",
      "Verzamelbundel",
      "Luxe graphic novel",
      "Indie graphic novel",
      "Debuut graphic novel",
      "Sciencefiction graphic novel",
      "Fantasy graphic novel",
      "Noir graphic novel",
      "Slice-of-life manga",
      "Omnibus"
    ]
  },
  "guitar": {
    "one": "gitaar",
    "many": "gitaren",
    "nouns": [
      "akoestische gitaar",
      "akoestische gitaren",
      "elektrische gitaar",
      "elektrische gitaren",
      "klassieke gitaar",
      "klassieke gitaren",
      "basgitaar",
      "basgitaren",
      "elektrische bas",
      "parlorgitaar",
      "parlorgitaren",
      "reisgitaar",
      "reisgitaren"
    ],
    "collection": "Gitaren",
    "titles": [
      "Dreadnought gitaar",
      "Parlorgitaar",
      "Offset gitaar",
      "Hollow-body gitaar",
      "Semi-hollow gitaar",
      "Jumbo gitaar",
      "Reisgitaar",
      "Gitaar met massief bovenblad",
      "Gitaar in vintagestijl",
      "Short-scale gitaar"
    ]
  },
  "ukulele": {
    "one": "ukulele",
    "many": "ukuleles",
    "nouns": [
      "ukelele",
      "ukeleles",
      "uke",
      "sopraanukulele",
      "sopraanukuleles",
      "concertukulele",
      "concertukuleles",
      "tenorukulele",
      "tenorukuleles",
      "baritonukulele",
      "baritonukuleles"
    ],
    "collection": "Ukuleles",
    "titles": [
      "Ukulele van massief mahonie",
      "Koa ukulele",
      "Reisukulele",
      "Beginnersukulele",
      "Elektro-akoestische ukulele",
      "Ukulele met sparren bovenblad",
      "Ananasukulele",
      "Ukulele met cutaway",
      "Gelamineerde ukulele"
    ]
  },
  "digital-piano": {
    "one": "digitale piano",
    "many": "digitale piano's",
    "nouns": [
      "keyboard",
      "keyboards",
      "stagepiano",
      "stagepiano's",
      "elektrische piano",
      "elektrische piano's",
      "MIDI-keyboard",
      "MIDI-keyboards",
      "MIDI-controller",
      "MIDI-controllers",
      "synthesizer",
      "synthesizers",
      "synth",
      "synths"
    ],
    "collection": "Piano's en keyboards",
    "titles": [
      "Digitale piano met gewogen toetsen",
      "Stagepiano",
      "Draagbare digitale piano",
      "Digitale piano voor thuis",
      "Compact keyboard",
      "Digitale piano in buffetmodel",
      "Slanke digitale piano",
      "Studio MIDI-keyboard",
      "Beginnerskeyboard"
    ]
  },
  "guitar-strings": {
    "one": "gitaarsnaar",
    "many": "gitaarsnaren",
    "nouns": [
      "snaar",
      "snaren",
      "snarenset",
      "snarensets",
      "akoestische snaren",
      "elektrische snaren",
      "bassnaren",
      "ukulelesnaren"
    ],
    "collection": "Snaren",
    "titles": [
      "Phosphor bronze snaren",
      "Nickel-wound snaren",
      "Gecoate snaren",
      "RVS snaren",
      "Flatwound snaren",
      "Silk and steel snaren",
      "80/20 brons snaren",
      "Nylon snaren",
      "Pure nickel snaren"
    ]
  },
  "guitar-pedal": {
    "one": "effectpedaal",
    "many": "effectpedalen",
    "nouns": [
      "gitaarpedaal",
      "gitaarpedalen",
      "pedaal",
      "pedalen",
      "fuzzpedaal",
      "fuzzpedalen",
      "overdrivepedaal",
      "overdrivepedalen",
      "distortionpedaal",
      "distortionpedalen",
      "delaypedaal",
      "delaypedalen",
      "reverbpedaal",
      "reverbpedalen",
      "looperpedaal",
      "looperpedalen",
      "pedalboard",
      "pedalboards"
    ],
    "collection": "Pedalen",
    "titles": [
      "Boutique effectpedaal",
      "Analoog effectpedaal",
      "Fuzzpedaal",
      "Overdrivepedaal",
      "Tape delay pedaal",
      "Shimmer reverbpedaal",
      "Vintage effectpedaal",
      "True-bypass pedaal",
      "Handbedraad effectpedaal",
      "Compact effectpedaal"
    ]
  },
  "amplifier": {
    "one": "versterker",
    "many": "versterkers",
    "nouns": [
      "amp",
      "amps",
      "gitaarversterker",
      "gitaarversterkers",
      "basversterker",
      "basversterkers",
      "oefenversterker",
      "oefenversterkers",
      "combo",
      "combo's",
      "buizenversterker",
      "buizenversterkers"
    ],
    "collection": "Versterkers",
    "titles": [
      "Oefenversterker",
      "Buizenversterker",
      "Comboversterker",
      "Modelingversterker",
      "Vintage versterker",
      "Compacte versterker",
      "Boutique versterker",
      "Versterker op batterijen",
      "Studioversterker"
    ]
  },
  "vinyl-record": {
    "one": "plaat",
    "many": "platen",
    "nouns": [
      "vinyl",
      "lp",
      "lp's",
      "elpee",
      "elpees",
      "langspeelplaat",
      "langspeelplaten",
      "album",
      "albums",
      "ep",
      "ep's",
      "single",
      "singles",
      "heruitgave",
      "heruitgaven"
    ],
    "collection": "Vinyl",
    "titles": [
      "Heruitgave op vinyl",
      "Gelimiteerde lp",
      "Debuutalbum op vinyl",
      "Geremasterde lp",
      "Livealbum",
      "Luxe editie lp",
      "Soundtrack op vinyl",
      "Importplaat",
      "Eerste persing",
      "Jubileumeditie"
    ]
  },
  "turntable": {
    "one": "platenspeler",
    "many": "platenspelers",
    "nouns": [
      "draaitafel",
      "draaitafels",
      "hifi-platenspeler",
      "hifi-platenspelers",
      "pick-up",
      "pick-ups"
    ],
    "collection": "Platenspelers",
    "titles": [
      "Platenspeler met riemaandrijving",
      "Platenspeler met directe aandrijving",
      "Handmatige platenspeler",
      "Automatische platenspeler",
      "Bluetooth platenspeler",
      "Notenhouten platenspeler",
      "Audiofiele platenspeler",
      "Plug-and-play platenspeler",
      "Compacte platenspeler"
    ]
  },
  "cassette": {
    "one": "cassette",
    "many": "cassettes",
    "nouns": [
      "cassettebandje",
      "cassettebandjes",
      "bandje",
      "bandjes",
      "mixtape",
      "mixtapes"
    ],
    "collection": "Cassettes",
    "titles": [
      "Gelimiteerde cassette",
      "Democassette",
      "Heruitgave op cassette",
      "Livecassette",
      "Debuut op cassette",
      "Split-cassette",
      "Lo-fi cassette",
      "Ambient cassette",
      "Tourcassette"
    ]
  },
  "record-sleeve": {
    "one": "platenhoes",
    "many": "platenhoezen",
    "nouns": [
      "binnenhoes",
      "binnenhoezen",
      "buitenhoes",
      "buitenhoezen",
      "plastic hoes",
      "plastic hoezen",
      "lp-hoes",
      "lp-hoezen"
    ],
    "collection": "Platenhoezen",
    "titles": [
      "Antistatische binnenhoezen",
      "Archiefhoezen",
      "Binnenhoezen van rijstpapier",
      "Binnenhoezen met polyvoering",
      "Hersluitbare buitenhoezen",
      "Extra stevige buitenhoezen",
      "Glasheldere buitenhoezen",
      "Buitenhoezen voor gatefold",
      "Binnenhoezen met ronde bodem"
    ]
  },
  "board-game": {
    "one": "bordspel",
    "many": "bordspellen",
    "nouns": [
      "spel",
      "spellen",
      "gezelschapsspel",
      "gezelschapsspellen",
      "strategiespel",
      "strategiespellen",
      "familiespel",
      "familiespellen",
      "partyspel",
      "partyspellen",
      "coöperatief spel",
      "coöperatieve spellen"
    ],
    "collection": "Bordspellen",
    "titles": [
      "Strategiespel",
      "Coöperatief bordspel",
      "Familiespel",
      "Partyspel",
      "Spel voor twee",
      "Legacy bordspel",
      "Deckbuilding spel",
      "Worker placement spel",
      "Roll-and-write spel",
      "Behendigheidsspel"
    ]
  },
  "card-game": {
    "one": "kaartspel",
    "many": "kaartspellen",
    "nouns": [
      "speelkaarten",
      "pak kaarten",
      "pakken kaarten",
      "spel kaarten"
    ],
    "collection": "Kaartspellen",
    "titles": [
      "Partykaartspel",
      "Slagenspel",
      "Kaartspel in zakformaat",
      "Kaartspel voor twee",
      "Familiekaartspel",
      "Bluffspel",
      "Coöperatief kaartspel",
      "Reiskaartspel",
      "Draftingspel",
      "Klassiek kaartspel"
    ]
  },
  "puzzle": {
    "one": "puzzel",
    "many": "puzzels",
    "nouns": [
      "legpuzzel",
      "legpuzzels",
      "breinbreker",
      "breinbrekers",
      "puzzeldoos",
      "puzzeldozen",
      "houten puzzel",
      "houten puzzels"
    ],
    "collection": "Puzzels",
    "titles": [
      "Geïllustreerde puzzel",
      "Vintage puzzel",
      "Houten puzzel",
      "Panoramapuzzel",
      "Botanische puzzel",
      "Landkaartpuzzel",
      "Familiepuzzel",
      "Ronde puzzel",
      "Mini puzzel",
      "Kunstenaarspuzzel"
    ]
  },
  "dice-set": {
    "one": "dobbelstenenset",
    "many": "dobbelstenensets",
    "nouns": [
      "dobbelsteen",
      "dobbelstenen",
      "polyhedrale dobbelstenen",
      "d20",
      "dobbelbak",
      "dobbelbakken",
      "dobbeltoren",
      "dobbeltorens"
    ],
    "collection": "Dobbelstenen",
    "titles": [
      "Dobbelstenenset van hars",
      "Metalen dobbelstenen",
      "Dobbelstenen van edelsteen",
      "Dobbelstenen met scherpe randen",
      "Houten dobbelstenen",
      "Glow-in-the-dark dobbelstenen",
      "Dobbelstenen met vloeibare kern",
      "Klassieke dobbelstenen",
      "Mini dobbelstenen",
      "Handgemaakte dobbelstenen"
    ]
  },
  "miniature": {
    "one": "miniatuur",
    "many": "miniaturen",
    "nouns": [
      "miniatuurfiguur",
      "miniatuurfiguren",
      "tabletop miniatuur",
      "tabletop miniaturen",
      "wargaming miniatuur",
      "wargaming miniaturen"
    ],
    "collection": "Miniaturen",
    "titles": [
      "Ongeschilderde miniatuur",
      "Miniatuur van hars",
      "Fantasy miniatuur",
      "Sciencefiction miniatuur",
      "Heroic-scale miniatuur",
      "Monsterminiatuur",
      "Heldenminiatuur",
      "Startset miniaturen",
      "Verzamelminiatuur"
    ]
  },
  "yarn": {
    "one": "garen",
    "many": "garens",
    "nouns": [
      "wol",
      "breiwol",
      "breigaren",
      "merinowol",
      "katoengaren",
      "sokkenwol",
      "dikke wol",
      "handgeverfd garen",
      "streng",
      "strengen",
      "bol wol",
      "bollen wol",
      "mohair"
    ],
    "collection": "Garen",
    "titles": [
      "Merinogaren",
      "Handgeverfd garen",
      "Dik garen",
      "Alpacagaren",
      "Superwash wol",
      "Biologisch katoengaren",
      "Tweed garen",
      "Dun fingering garen",
      "Worsted garen",
      "Garen met zijde"
    ]
  },
  "knitting-needles": {
    "one": "breinaald",
    "many": "breinaalden",
    "nouns": [
      "rondbreinaald",
      "rondbreinaalden",
      "sokkennaald",
      "sokkennaalden",
      "breinaaldenset",
      "breinaaldensets",
      "verwisselbare breinaalden"
    ],
    "collection": "Breinaalden",
    "titles": [
      "Bamboe breinaalden",
      "Berkenhouten breinaalden",
      "Verwisselbare breinaaldenset",
      "Ergonomische breinaalden",
      "Rondbreinaalden",
      "RVS breinaalden",
      "Palissanderhouten breinaalden",
      "Reisset breinaalden",
      "Vierkante breinaalden"
    ]
  },
  "crochet-hook": {
    "one": "haaknaald",
    "many": "haaknaalden",
    "nouns": [
      "haaknaaldenset",
      "haaknaaldensets",
      "Tunisische haaknaald",
      "Tunisische haaknaalden"
    ],
    "collection": "Haaknaalden",
    "titles": [
      "Ergonomische haaknaald",
      "Bamboe haaknaald",
      "Aluminium haaknaald",
      "Haaknaald met zachte grip",
      "Houten haaknaald",
      "Tunisische haaknaald",
      "Reisset haaknaalden",
      "Beginnersset haaknaalden",
      "Inline haaknaald"
    ]
  },
  "craft-kit": {
    "one": "hobbypakket",
    "many": "hobbypakketten",
    "nouns": [
      "DIY-pakket",
      "DIY-pakketten",
      "borduurpakket",
      "borduurpakketten",
      "kruissteekpakket",
      "kruissteekpakketten",
      "breipakket",
      "breipakketten",
      "haakpakket",
      "haakpakketten",
      "stramienpakket",
      "stramienpakketten",
      "punch needle pakket",
      "macramépakket",
      "macramépakketten"
    ],
    "collection": "Hobbypakketten",
    "titles": [
      "Hobbypakket voor beginners",
      "Botanisch borduurpakket",
      "Modern kruissteekpakket",
      "Mini borduurpakket",
      "Starters breipakket",
      "Compleet haakpakket",
      "Hobbypakket voor een weekend",
      "Folk borduurpakket",
      "Seizoensgebonden hobbypakket"
    ]
  },
  "sewing-kit": {
    "one": "naaiset",
    "many": "naaisets",
    "nouns": [
      "naaidoos",
      "naaidozen",
      "verstelsetje",
      "verstelsetjes",
      "naaigerei",
      "fourniturenset",
      "fourniturensets"
    ],
    "collection": "Naaisets",
    "titles": [
      "Reisnaaiset",
      "Vintage naaidoos",
      "Naaiset voor beginners",
      "Complete naaiset",
      "Verstelsetje",
      "Luxe naaidoos",
      "Compacte naaiset",
      "Klassieke houten naaidoos"
    ]
  },
  "fabric": {
    "one": "stof",
    "many": "stoffen",
    "nouns": [
      "quiltstof",
      "quiltstoffen",
      "fat quarter",
      "fat quarters",
      "stoffenpakket",
      "stoffenpakketten",
      "linnen stof",
      "katoenen stof",
      "katoenen stoffen",
      "stof per meter"
    ],
    "collection": "Stoffen",
    "titles": [
      "Quiltstof",
      "Linnen stof",
      "Biologisch katoenen stof",
      "Gebloemde stof",
      "Double gauze stof",
      "Bedrukte stof",
      "Stof met vichyruit",
      "Japanse stof",
      "Effen stof",
      "Katoenbatist"
    ]
  },
  "fabric-scissors": {
    "one": "stofschaar",
    "many": "stofscharen",
    "nouns": [
      "naaischaar",
      "naaischaren",
      "kleermakersschaar",
      "kleermakersscharen",
      "borduurschaartje",
      "borduurschaartjes",
      "rolmes",
      "rolmessen"
    ],
    "collection": "Scharen en rolmessen",
    "titles": [
      "Coupeuseschaar",
      "Borduurschaartje",
      "Ooievaarschaartje",
      "Gesmede stofschaar",
      "Kleermakersschaar",
      "Linkshandige stofschaar",
      "Veerschaar",
      "Gekartelde stofschaar",
      "Schaar met microtip"
    ]
  },
  "drawing-pad": {
    "one": "tekenblok",
    "many": "tekenblokken",
    "nouns": [
      "schetsblok",
      "schetsblokken",
      "aquarelblok",
      "aquarelblokken",
      "aquarelpapier",
      "mixed media blok",
      "mixed media blokken",
      "tekenpapier",
      "art journal",
      "art journals"
    ],
    "collection": "Blokken en papier",
    "titles": [
      "Gebonden schetsboek",
      "Tekenblok met spiraal",
      "Schetsblok in zakformaat",
      "Tekenblok in liggend formaat",
      "Mixed media blok",
      "Getint tekenblok",
      "Reisschetsboek",
      "Vierkant tekenblok",
      "Aquarelblok koudgeperst",
      "Aquarelblok warmgeperst"
    ]
  },
  "paint-set": {
    "one": "verfset",
    "many": "verfsets",
    "nouns": [
      "verf",
      "aquarelset",
      "aquarelsets",
      "aquarelverf",
      "gouache",
      "acrylverf",
      "olieverf",
      "tube verf",
      "tubes verf"
    ],
    "collection": "Verf",
    "titles": [
      "Aquarelset",
      "Gouacheset",
      "Acrylverfset",
      "Verfset van kunstenaarskwaliteit",
      "Studentenverfset",
      "Reisaquarelset",
      "Aquarelset in zakformaat",
      "Heavy body acrylverf",
      "Atelierverfset"
    ]
  },
  "paintbrush": {
    "one": "penseel",
    "many": "penselen",
    "nouns": [
      "aquarelpenseel",
      "aquarelpenselen",
      "kunstenaarspenseel",
      "kunstenaarspenselen",
      "detailpenseel",
      "detailpenselen",
      "rond penseel",
      "ronde penselen",
      "plat penseel",
      "platte penselen",
      "penselenset",
      "penselensets"
    ],
    "collection": "Penselen",
    "titles": [
      "Penseel van synthetisch marterhaar",
      "Penseel met eekhoornhaar",
      "Reispenseel",
      "Rond penseel",
      "Plat penseel",
      "Kattentongpenseel",
      "Aquarelmop",
      "Aquarelpenseel",
      "Acrylpenseel",
      "Linerpenseel"
    ]
  },
  "drawing-pencil": {
    "one": "kleurpotlood",
    "many": "kleurpotloden",
    "nouns": [
      "tekenpotlood",
      "tekenpotloden",
      "potloodset",
      "potloodsets",
      "grafietpotlood",
      "grafietpotloden",
      "houtskoolpotlood",
      "houtskoolpotloden",
      "schetspotlood",
      "schetspotloden",
      "houtskool",
      "oliepastel",
      "oliepastels",
      "softpastel",
      "softpastels",
      "pastelset",
      "pastelsets"
    ],
    "collection": "Potloden en pastels",
    "titles": [
      "Kleurpotloden van kunstenaarskwaliteit",
      "Kleurpotloden op oliebasis",
      "Kleurpotloden op wasbasis",
      "Aquarelpotloden",
      "Zachte pastels",
      "Schetspotloden",
      "Studentenkleurpotloden",
      "Professionele kleurpotloden",
      "Houtloze potloden",
      "Reisset kleurpotloden"
    ]
  },
  "marker": {
    "one": "marker",
    "many": "markers",
    "nouns": [
      "stift",
      "stiften",
      "alcoholmarker",
      "alcoholmarkers",
      "verfstift",
      "verfstiften",
      "markerset",
      "markersets",
      "brushmarker",
      "brushmarkers",
      "viltstift",
      "viltstiften"
    ],
    "collection": "Markers",
    "titles": [
      "Alcoholmarker",
      "Marker met dubbele punt",
      "Brushmarker",
      "Fijne marker",
      "Verfstift",
      "Archiefvaste marker",
      "Navulbare marker",
      "Waterproof marker",
      "Marker met beitelpunt"
    ]
  },
  "canvas": {
    "one": "schildersdoek",
    "many": "schildersdoeken",
    "nouns": [
      "canvas",
      "canvasdoek",
      "canvasdoeken",
      "canvasboard",
      "canvasboards",
      "canvasblok",
      "canvasblokken",
      "schilderpaneel",
      "schilderpanelen"
    ],
    "collection": "Schildersdoeken",
    "titles": [
      "Opgespannen schildersdoek",
      "Rondom gespannen schildersdoek",
      "Katoenen schildersdoek",
      "Linnen schildersdoek",
      "Schildersdoek met diepe rand",
      "Gegrond schildersdoek",
      "Mini schildersdoek",
      "Schildersdoek voor het atelier",
      "Voor olieverf gegrond doek"
    ]
  },
  "plush-toy": {
    "one": "knuffel",
    "many": "knuffels",
    "nouns": [
      "knuffeldier",
      "knuffeldieren",
      "pluche knuffel",
      "pluche knuffels",
      "teddybeer",
      "teddyberen",
      "knuffelbeer",
      "knuffelberen"
    ],
    "collection": "Knuffels",
    "titles": [
      "Zachte knuffel",
      "Biologische knuffel",
      "Tijdloze knuffel",
      "Flodderige knuffel",
      "Gebreide knuffel",
      "Verzwaarde knuffel",
      "Slaapknuffel",
      "Mini knuffel",
      "XXL knuffel",
      "Sensorische knuffel"
    ]
  },
  "building-blocks": {
    "one": "bouwblok",
    "many": "bouwblokken",
    "nouns": [
      "bouwset",
      "bouwsets",
      "constructiespeelgoed",
      "bouwstenen",
      "blokkenset",
      "blokkensets",
      "stapelblokken",
      "magnetische tegels"
    ],
    "collection": "Bouwspeelgoed",
    "titles": [
      "Magnetische bouwtegels",
      "Houten bouwblokken",
      "Creatieve bouwset",
      "Bouwset voor beginners",
      "Architectuur bouwset",
      "Knikkerbaan",
      "Kasteel bouwset",
      "Jumbo bouwblokken",
      "STEM bouwset",
      "Klassieke bouwstenen"
    ]
  },
  "wooden-toy": {
    "one": "houten speeltje",
    "many": "houten speeltjes",
    "nouns": [
      "houten speelgoed",
      "houten trein",
      "houten treinen",
      "treinset",
      "treinsets",
      "stapeltoren",
      "stapeltorens",
      "vormenstoof",
      "trekfiguur",
      "trekfiguren",
      "loopwagen",
      "loopwagens",
      "activiteitenkubus"
    ],
    "collection": "Houten speelgoed",
    "titles": [
      "Tijdloos houten speeltje",
      "Montessori speelgoed",
      "Naturel houten speeltje",
      "Beukenhouten speeltje",
      "Handgemaakt houten speeltje",
      "Klassieke houten trein",
      "Waldorf speelgoed",
      "Houten trekfiguur",
      "Mijn eerste houten speeltje"
    ]
  },
  "toy-vehicle": {
    "one": "speelgoedauto",
    "many": "speelgoedauto's",
    "nouns": [
      "speelgoedvrachtwagen",
      "speelgoedvrachtwagens",
      "speelgoedvoertuig",
      "speelgoedvoertuigen",
      "die-cast auto",
      "die-cast auto's",
      "speelgoedtractor",
      "speelgoedtractors",
      "speelgoedvliegtuig",
      "speelgoedvliegtuigen",
      "speelgoedboot",
      "speelgoedboten",
      "rc-auto",
      "rc-auto's"
    ],
    "collection": "Auto's en vrachtwagens",
    "titles": [
      "Die-cast auto",
      "Houten speelgoedauto",
      "Terugtrekauto",
      "Radiografisch bestuurbare auto",
      "Vintage speelgoedauto",
      "Frictieauto",
      "Bouwvoertuig",
      "Reddingsvoertuig",
      "Raceauto",
      "Duwauto"
    ]
  },
  "science-kit": {
    "one": "wetenschapsset",
    "many": "wetenschapssets",
    "nouns": [
      "experimenteerset",
      "experimenteersets",
      "experimenteerdoos",
      "experimenteerdozen",
      "STEM-set",
      "STEM-sets",
      "STEM-speelgoed",
      "robotset",
      "robotsets",
      "programmeerrobot",
      "programmeerrobots",
      "kristallen kweekset",
      "microscoopset",
      "microscoopsets"
    ],
    "collection": "Wetenschapssets",
    "titles": [
      "Scheikundedoos",
      "Robotbouwset",
      "Programmeerset",
      "Kristallen kweekset",
      "Vulkaan experimenteerset",
      "Elektriciteitsset",
      "Zonne-energie bouwset",
      "Junior wetenschapsset",
      "Wetenschapsset voor beginners"
    ]
  },
  "swaddle": {
    "one": "inbakerdoek",
    "many": "inbakerdoeken",
    "nouns": [
      "hydrofiele doek",
      "hydrofiele doeken",
      "swaddle",
      "swaddles",
      "babydeken",
      "babydekens",
      "babydekentje",
      "babydekentjes",
      "wikkeldeken",
      "wikkeldekens",
      "babyslaapzak",
      "babyslaapzakken"
    ],
    "collection": "Inbakerdoeken en dekentjes",
    "titles": [
      "Hydrofiele inbakerdoek",
      "Biologisch katoenen inbakerdoek",
      "Bamboe inbakerdoek",
      "Gebreid babydekentje",
      "Inbakerdoek met print",
      "Tijdloos babydekentje",
      "Inbakerdoek voor pasgeborenen",
      "Knus babydekentje",
      "Lichte inbakerdoek"
    ]
  },
  "baby-carrier": {
    "one": "draagzak",
    "many": "draagzakken",
    "nouns": [
      "draagdoek",
      "draagdoeken",
      "ringsling",
      "ringslings",
      "rekbare draagdoek",
      "rekbare draagdoeken",
      "peuterdraagzak",
      "peuterdraagzakken"
    ],
    "collection": "Draagzakken",
    "titles": [
      "Ergonomische draagzak",
      "Mesh draagzak",
      "Linnen draagdoek",
      "Rekbare draagdoek",
      "Geweven draagdoek",
      "Hybride draagzak",
      "Draagzak voor alle draaghoudingen",
      "Lichtgewicht draagzak",
      "Reisdraagzak"
    ]
  },
  "stroller": {
    "one": "kinderwagen",
    "many": "kinderwagens",
    "nouns": [
      "buggy",
      "buggy's",
      "wandelwagen",
      "wandelwagens",
      "reisbuggy",
      "reisbuggy's",
      "joggingbuggy",
      "joggingbuggy's",
      "duowagen",
      "duowagens",
      "tweelingbuggy",
      "tweelingbuggy's"
    ],
    "collection": "Kinderwagens",
    "titles": [
      "Compacte buggy",
      "Reisbuggy",
      "Volwaardige kinderwagen",
      "All-terrain kinderwagen",
      "Lichtgewicht buggy",
      "Stadsbuggy",
      "Joggingbuggy",
      "Combi kinderwagen",
      "Kinderwagen voor elke dag"
    ]
  },
  "teether": {
    "one": "bijtring",
    "many": "bijtringen",
    "nouns": [
      "bijtspeeltje",
      "bijtspeeltjes"
    ],
    "collection": "Bijtringen",
    "titles": [
      "Siliconen bijtring",
      "Houten bijtring",
      "Bijtspeeltje van natuurrubber",
      "Beukenhouten bijtring",
      "Bijtring met structuur",
      "Bijtspeeltje in diervorm",
      "Geknoopte bijtring",
      "Koelbijtring",
      "Mini bijtring"
    ]
  },
  "baby-tableware": {
    "one": "babybordje",
    "many": "babybordjes",
    "nouns": [
      "zuignapbordje",
      "zuignapbordjes",
      "babykommetje",
      "babykommetjes",
      "zuignapkom",
      "zuignapkommen",
      "tuitbeker",
      "tuitbekers",
      "oefenbeker",
      "oefenbekers",
      "babylepel",
      "babylepels",
      "slabbetje",
      "slabbetjes",
      "eetsetje",
      "eetsetjes",
      "babyservies"
    ],
    "collection": "Eten en drinken",
    "titles": [
      "Siliconen babybordje",
      "Bamboe babybordje",
      "Babykommetje met zuignap",
      "Oefenset voor vaste voeding",
      "Lepeltjes voor de eerste hapjes",
      "Antislip babybordje",
      "Vakjesbord",
      "Babylepel met makkelijke grip",
      "Slabbetje voor elke dag"
    ]
  },
  "play-mat": {
    "one": "speelkleed",
    "many": "speelkleden",
    "nouns": [
      "speelmat",
      "speelmatten",
      "babygym",
      "babygyms",
      "speelboog",
      "speelbogen",
      "foam speelmat",
      "foam speelmatten",
      "puzzelmat",
      "puzzelmatten"
    ],
    "collection": "Speelkleden",
    "titles": [
      "Gevoerd speelkleed",
      "Opvouwbare speelmat",
      "Omkeerbare speelmat",
      "Houten babygym",
      "Montessori speelkleed",
      "Afwasbare speelmat",
      "Extra groot speelkleed",
      "Foam speelmat",
      "Doorgestikt speelkleed"
    ]
  },
  "dog-collar": {
    "one": "halsband",
    "many": "halsbanden",
    "nouns": [
      "hondenhalsband",
      "hondenhalsbanden",
      "martingale halsband",
      "martingale halsbanden",
      "puppyhalsband",
      "puppyhalsbanden",
      "leren halsband",
      "leren halsbanden"
    ],
    "collection": "Halsbanden",
    "titles": [
      "Leren halsband",
      "Gerolde leren halsband",
      "Martingale halsband",
      "Waterdichte halsband",
      "Reflecterende halsband",
      "Gevoerde halsband",
      "Gepersonaliseerde halsband",
      "Touwhalsband",
      "Biothane halsband"
    ]
  },
  "dog-leash": {
    "one": "hondenriem",
    "many": "hondenriemen",
    "nouns": [
      "hondenlijn",
      "hondenlijnen",
      "lijn",
      "lijnen",
      "looplijn",
      "looplijnen",
      "touwlijn",
      "touwlijnen",
      "handsfree lijn",
      "handsfree lijnen",
      "sleeplijn",
      "sleeplijnen",
      "trainingslijn",
      "trainingslijnen",
      "retrieverlijn",
      "retrieverlijnen"
    ],
    "collection": "Hondenriemen",
    "titles": [
      "Touwen hondenriem",
      "Leren hondenriem",
      "Handsfree hondenriem",
      "Korte verkeerslijn",
      "Waterdichte hondenriem",
      "Reflecterende hondenriem",
      "Hondenriem van klimtouw",
      "Trainingslijn",
      "Hondenriem voor elke dag",
      "Gevoerde hondenriem"
    ]
  },
  "dog-harness": {
    "one": "hondentuig",
    "many": "hondentuigen",
    "nouns": [
      "tuig",
      "tuigen",
      "tuigje",
      "tuigjes",
      "anti-trektuig",
      "anti-trektuigen",
      "instaptuig",
      "instaptuigen",
      "puppytuigje",
      "puppytuigjes"
    ],
    "collection": "Hondentuigen",
    "titles": [
      "Anti-trektuig",
      "Outdoor hondentuig",
      "Gevoerd hondentuig",
      "Instaptuig",
      "Hondentuig voor elke dag",
      "Reflecterend hondentuig",
      "Lichtgewicht hondentuig",
      "Trailtuig",
      "Mesh hondentuig"
    ]
  },
  "pet-bed": {
    "one": "hondenmand",
    "many": "hondenmanden",
    "nouns": [
      "hondenbed",
      "hondenbedden",
      "hondenkussen",
      "hondenkussens",
      "kattenmand",
      "kattenmanden",
      "kattenbed",
      "kattenbedden",
      "donutmand",
      "donutmanden",
      "benchmat",
      "benchmatten",
      "kattenholletje",
      "kattenholletjes"
    ],
    "collection": "Manden en kussens",
    "titles": [
      "Orthopedische hondenmand",
      "Hondenmand met opstaande rand",
      "Donutmand",
      "Hondenmand van traagschuim",
      "Verkoelend hondenkussen",
      "Kalmerende hondenmand",
      "Wasbare hondenmand",
      "Hondenbed voor buiten",
      "Sherpa kattenmand",
      "Kattenholletje van wolvilt"
    ]
  },
  "dog-treat": {
    "one": "hondensnack",
    "many": "hondensnacks",
    "nouns": [
      "hondensnoepje",
      "hondensnoepjes",
      "hondenkoekje",
      "hondenkoekjes",
      "kauwsnack",
      "kauwsnacks",
      "kauwstaaf",
      "kauwstaven",
      "dentalsnack",
      "dentalsnacks",
      "bullepees",
      "bullepezen",
      "trainingssnoepje",
      "trainingssnoepjes",
      "puppysnack",
      "puppysnacks"
    ],
    "collection": "Hondensnacks",
    "titles": [
      "Zalmsnacks voor honden",
      "Hondenkoekjes met pindakaas",
      "Hondensnacks met één ingrediënt",
      "Gevriesdroogde hondensnacks",
      "Graanvrije hondensnacks",
      "Kauwsnacks van zoete aardappel",
      "Hondensnoepjes met runderlever",
      "Trainingssnoepjes",
      "Gebitsverzorgende kauwstaaf"
    ]
  },
  "dog-toy": {
    "one": "hondenspeeltje",
    "many": "hondenspeeltjes",
    "nouns": [
      "hondenspeelgoed",
      "kauwspeeltje",
      "kauwspeeltjes",
      "trektouw",
      "trektouwen",
      "touwspeeltje",
      "touwspeeltjes",
      "apporteerspeeltje",
      "apporteerspeeltjes",
      "piepspeeltje",
      "piepspeeltjes",
      "ballenwerper",
      "ballenwerpers",
      "snuffelmat",
      "snuffelmatten",
      "likmat",
      "likmatten",
      "hondenbal",
      "hondenballen"
    ],
    "collection": "Hondenspeelgoed",
    "titles": [
      "Stevig hondenspeeltje",
      "Piepend hondenspeeltje",
      "Touwspeeltje",
      "Drijvend hondenspeeltje",
      "Hondenspeeltje van natuurrubber",
      "Verrijkingsspeeltje",
      "Pluche hondenspeeltje",
      "Apporteerspeeltje",
      "Interactief hondenspeeltje",
      "Trekspeeltje"
    ]
  },
  "dog-food": {
    "one": "hondenvoer",
    "many": "hondenvoer",
    "nouns": [
      "hondenvoeding",
      "brokken",
      "hondenbrokken",
      "puppyvoer",
      "natvoer",
      "blikvoer",
      "rauwvoer",
      "vers hondenvoer",
      "seniorvoer"
    ],
    "collection": "Hondenvoer",
    "titles": [
      "Graanvrij hondenvoer",
      "Hondenvoer voor kleine rassen",
      "Hondenvoer voor grote rassen",
      "Eiwitrijk hondenvoer",
      "Hondenvoer met zalm en rijst",
      "Hondenvoer met kip en haver",
      "Hondenvoer met beperkte ingrediënten",
      "Luchtgedroogd hondenvoer",
      "Hondenvoer met lam en gerst"
    ]
  },
  "pet-bowl": {
    "one": "voerbak",
    "many": "voerbakken",
    "nouns": [
      "voerbakje",
      "voerbakjes",
      "drinkbak",
      "drinkbakken",
      "waterbak",
      "waterbakken",
      "hondenbak",
      "hondenbakken",
      "kattenvoerbak",
      "kattenvoerbakken",
      "anti-schrokbak",
      "anti-schrokbakken",
      "verhoogde voerbak",
      "verhoogde voerbakken",
      "voerstation",
      "voerstations"
    ],
    "collection": "Voer- en drinkbakken",
    "titles": [
      "Keramische voerbak",
      "RVS voerbak",
      "Verhoogde voerbak",
      "Anti-schrokbak",
      "Antislip voerbak",
      "Reisvoerbak",
      "Voerbak van steengoed",
      "Snorhaarvriendelijke voerbak",
      "Opvouwbare voerbak"
    ]
  },
  "pet-brush": {
    "one": "vachtborstel",
    "many": "vachtborstels",
    "nouns": [
      "dierenborstel",
      "dierenborstels",
      "hondenborstel",
      "hondenborstels",
      "kattenborstel",
      "kattenborstels",
      "slickerborstel",
      "slickerborstels",
      "ontharingsborstel",
      "ontharingsborstels",
      "verzorgingshandschoen",
      "verzorgingshandschoenen"
    ],
    "collection": "Vachtverzorging",
    "titles": [
      "Slickerborstel",
      "Ontharingsborstel",
      "Zelfreinigende vachtborstel",
      "Bamboe vachtborstel",
      "Dubbelzijdige vachtborstel",
      "Zachte vachtborstel",
      "Onderwolborstel",
      "Rubberen vachtborstel",
      "Milde kattenborstel"
    ]
  },
  "cat-toy": {
    "one": "kattenspeeltje",
    "many": "kattenspeeltjes",
    "nouns": [
      "kattenspeelgoed",
      "kattenhengel",
      "kattenhengels",
      "verenhengel",
      "verenhengels",
      "kattenkruidspeeltje",
      "kattenkruidspeeltjes",
      "kickspeeltje",
      "kickspeeltjes",
      "kattentunnel",
      "kattentunnels"
    ],
    "collection": "Kattenspeelgoed",
    "titles": [
      "Kattenkruidspeeltje",
      "Verenspeeltje",
      "Matatabi speeltje",
      "Ritselspeeltje",
      "Interactief kattenspeeltje",
      "Kickspeeltje",
      "Kattenspeeltje van wolvilt",
      "Kattenhengel",
      "Vogelspeeltje voor katten",
      "Speelmuisje"
    ]
  },
  "cat-tree": {
    "one": "krabpaal",
    "many": "krabpalen",
    "nouns": [
      "kattenboom",
      "kattenbomen",
      "krabton",
      "krabtonnen",
      "krabplank",
      "krabplanken",
      "krabkarton",
      "kattenplank",
      "kattenplanken"
    ],
    "collection": "Krabpalen",
    "titles": [
      "Moderne krabpaal",
      "Sisal krabpaal",
      "Kattenwandplank",
      "Hoge krabpaal",
      "Compacte krabpaal",
      "Houten krabpaal",
      "Kartonnen krabplank",
      "Hoekkrabpaal",
      "Krabpaal met meerdere niveaus",
      "Minimalistische krabpaal"
    ]
  },
  "cat-litter": {
    "one": "kattenbakvulling",
    "many": "kattenbakvullingen",
    "nouns": [
      "kattengrit",
      "grit",
      "klonterende kattenbakvulling",
      "tofu kattenbakvulling",
      "grenen kattenbakvulling",
      "kleikorrels",
      "houtkorrels"
    ],
    "collection": "Kattenbakvulling",
    "titles": [
      "Klonterende kattenbakvulling",
      "Geurloze kattenbakvulling",
      "Grenen kattenbakvulling",
      "Tofu kattenbakvulling",
      "Stofarme kattenbakvulling",
      "Lichtgewicht kattenbakvulling",
      "Kattenbakvulling van walnootschelpen",
      "Kattenbakvulling voor meerdere katten",
      "Kattenbakvulling van maïs"
    ]
  },
  "litter-box": {
    "one": "kattenbak",
    "many": "kattenbakken",
    "nouns": [
      "kattentoilet",
      "kattentoiletten",
      "overdekte kattenbak",
      "overdekte kattenbakken"
    ],
    "collection": "Kattenbakken",
    "titles": [
      "Kattenbak met instap bovenop",
      "Overdekte kattenbak",
      "Open kattenbak",
      "Kattenbak met hoge rand",
      "RVS kattenbak",
      "Extra grote kattenbak",
      "Hoekkattenbak",
      "Moderne kattenbak",
      "Kattenbak met lage instap"
    ]
  },
  "cat-treat": {
    "one": "kattensnack",
    "many": "kattensnacks",
    "nouns": [
      "kattensnoepje",
      "kattensnoepjes",
      "gevriesdroogde kattensnack",
      "gevriesdroogde kattensnacks",
      "likbare kattensnack",
      "likbare kattensnacks",
      "kittensnack",
      "kittensnacks"
    ],
    "collection": "Kattensnacks",
    "titles": [
      "Gevriesdroogde kattensnacks",
      "Kattensnacks met zalm",
      "Kattensnacks met tonijn",
      "Kattensnacks met kip",
      "Kattensnacks met één ingrediënt",
      "Knapperige kattensnacks",
      "Gebitsverzorgende kattensnacks",
      "Likbare kattensnack",
      "Kattensnacks met eend"
    ]
  },
  "aquarium": {
    "one": "aquarium",
    "many": "aquaria",
    "nouns": [
      "aquariums",
      "aquariumbak",
      "aquariumbakken",
      "nano-aquarium",
      "nano-aquaria",
      "aquariumset",
      "aquariumsets",
      "betta-aquarium",
      "randloos aquarium",
      "plantenaquarium",
      "plantenaquaria",
      "rifaquarium",
      "rifaquaria"
    ],
    "collection": "Aquaria",
    "titles": [
      "Randloos aquarium",
      "Nano-aquarium",
      "Aquarium van extra helder glas",
      "Kubusaquarium",
      "Beginnersaquarium",
      "Langwerpig aquarium",
      "Ondiep aquarium",
      "Zoetwateraquarium",
      "Betta-aquarium",
      "Bureauaquarium"
    ]
  },
  "aquarium-filter": {
    "one": "aquariumfilter",
    "many": "aquariumfilters",
    "nouns": [
      "buitenfilter",
      "buitenfilters",
      "sponsfilter",
      "sponsfilters",
      "hang-on filter",
      "hang-on filters",
      "binnenfilter",
      "binnenfilters",
      "luchtpomp",
      "luchtpompen"
    ],
    "collection": "Filters",
    "titles": [
      "Buitenfilter",
      "Sponsfilter",
      "Hang-on filter",
      "Stil aquariumfilter",
      "Binnenfilter",
      "Compact aquariumfilter",
      "Nano-filter",
      "Filter met instelbare doorstroming",
      "Dubbel sponsfilter"
    ]
  },
  "aquarium-light": {
    "one": "aquariumlamp",
    "many": "aquariumlampen",
    "nouns": [
      "aquariumverlichting",
      "aquarium-led",
      "aquarium-leds",
      "plantenaquariumverlichting",
      "rifverlichting"
    ],
    "collection": "Verlichting",
    "titles": [
      "Full-spectrum aquariumlamp",
      "Lamp voor plantenaquarium",
      "Rifverlichting",
      "Programmeerbare aquariumlamp",
      "Slanke aquariumlamp",
      "Nano aquariumlamp",
      "Aquariumlamp met klem",
      "Aquariumlamp met zonsopgangfunctie",
      "Dimbare aquariumlamp"
    ]
  },
  "fish-food": {
    "one": "visvoer",
    "many": "visvoer",
    "nouns": [
      "vlokvoer",
      "voervlokken",
      "korrelvoer",
      "zinkend korrelvoer",
      "bettavoer",
      "garnalenvoer",
      "algentabletten",
      "diepvriesvoer"
    ],
    "collection": "Visvoer",
    "titles": [
      "Microkorrels",
      "Zinkend korrelvoer",
      "Drijvend visvoer",
      "Spirulina vlokvoer",
      "Gezelschapsvisvoer",
      "Bettavoer",
      "Cichlidenvoer",
      "Kleurversterkend visvoer",
      "Gevriesdroogd visvoer",
      "Tropisch vlokvoer"
    ]
  },
  "aquarium-plant": {
    "one": "aquariumplant",
    "many": "aquariumplanten",
    "nouns": [
      "waterplant",
      "waterplanten",
      "mosbal",
      "mosballen",
      "marimo",
      "javavaren",
      "anubias",
      "bodembedekker",
      "bodembedekkers",
      "drijfplant",
      "drijfplanten",
      "in-vitro plant",
      "in-vitro planten"
    ],
    "collection": "Aquariumplanten",
    "titles": [
      "Makkelijke aquariumplant",
      "In-vitro aquariumplant",
      "Aquariumplant voor weinig licht",
      "Bodembedekkende aquariumplant",
      "Drijfplant",
      "Voorgrondplant",
      "Achtergrondplant",
      "Zeldzame aquariumplant",
      "Starterset aquariumplanten",
      "Epifyt"
    ]
  },
  "water-conditioner": {
    "one": "waterverbeteraar",
    "many": "waterverbeteraars",
    "nouns": [
      "waterconditioner",
      "waterconditioners",
      "antichloor",
      "bacteriestarter",
      "aquariumbemesting",
      "watertestset",
      "watertestsets",
      "testset",
      "testsets"
    ],
    "collection": "Waterverzorging",
    "titles": [
      "Geconcentreerde waterverbeteraar",
      "Waterverbeteraar voor zoetwater",
      "Waterverbeteraar voor zoutwater",
      "Complete waterverbeteraar",
      "Bacteriestarter",
      "Dagelijkse waterverzorging",
      "Bemesting voor plantenaquaria",
      "Waterverzorging voor rifaquaria",
      "Garnalenveilige waterverbeteraar"
    ]
  },
  "balloon": {
    "one": "ballon",
    "many": "ballonnen",
    "nouns": [
      "latex ballon",
      "latex ballonnen",
      "folieballon",
      "folieballonnen",
      "heliumballon",
      "heliumballonnen",
      "cijferballon",
      "cijferballonnen",
      "letterballon",
      "letterballonnen",
      "ballonnenslinger",
      "ballonnenslingers",
      "ballonnenboog",
      "ballonnenbogen",
      "ballonnenset",
      "ballonnensets"
    ],
    "collection": "Ballonnen",
    "titles": [
      "Metallic ballon",
      "Confettiballon",
      "Reuzenballon",
      "Chrome ballon",
      "Matte ballon",
      "Satijnen ballon",
      "Verjaardagsballon",
      "Jumbo ballon",
      "Marmerballon",
      "Cijferballon"
    ]
  },
  "party-decor": {
    "one": "feestdecoratie",
    "many": "feestdecoraties",
    "nouns": [
      "feestversiering",
      "versiering",
      "vlaggenlijn",
      "vlaggenlijnen",
      "vlaggetjes",
      "banner",
      "banners",
      "crêpepapier",
      "papieren slinger",
      "papieren slingers",
      "confetti",
      "fotowand",
      "fotowanden",
      "taarttopper",
      "taarttoppers",
      "feestbord",
      "feestborden"
    ],
    "collection": "Versiering",
    "titles": [
      "Happy birthday slinger",
      "Papieren slinger",
      "Franjeslinger",
      "Honeycomb decoratie",
      "Kwastjesslinger",
      "Glitter taarttopper",
      "Vilten vlaggenlijn",
      "Boho feestdecoratie",
      "Vintage vlaggenlijn",
      "Herbruikbare feestdecoratie"
    ]
  },
  "party-tableware": {
    "one": "feestbordje",
    "many": "feestbordjes",
    "nouns": [
      "feestservies",
      "papieren bordje",
      "papieren bordjes",
      "papieren bekertje",
      "papieren bekertjes",
      "feestbekertje",
      "feestbekertjes",
      "servetje",
      "servetjes",
      "papieren servet",
      "papieren servetten",
      "papieren rietje",
      "papieren rietjes",
      "composteerbaar bordje",
      "composteerbare bordjes"
    ],
    "collection": "Feestservies",
    "titles": [
      "Composteerbare bordjes",
      "Geschulpte feestbordjes",
      "Feestbordjes met folierand",
      "Bedrukte servetjes",
      "Feestbordjes met vichyruit",
      "Extra stevige bordjes",
      "Dessertbordjes",
      "Grote feestborden",
      "Bamboe bordjes"
    ]
  },
  "party-favor": {
    "one": "uitdeelcadeautje",
    "many": "uitdeelcadeautjes",
    "nouns": [
      "uitdeelzakje",
      "uitdeelzakjes",
      "feestzakje",
      "feestzakjes",
      "traktatie",
      "traktaties",
      "knalconfetti",
      "confettikanon",
      "confettikanonnen",
      "feesthoedje",
      "feesthoedjes",
      "toeter",
      "toeters",
      "roltong",
      "roltongen",
      "piñata",
      "piñata's"
    ],
    "collection": "Uitdeelcadeautjes",
    "titles": [
      "Uitdeelcadeautjes voor kinderen",
      "Mini uitdeelcadeautjes",
      "Papieren uitdeelzakjes",
      "Confettikanon",
      "Uitdeelzakjes met thema",
      "Gepersonaliseerde uitdeelzakjes",
      "Verjaardagsfeesthoedjes",
      "Plasticvrije uitdeelcadeautjes",
      "Luxe piñata"
    ]
  },
  "birthday-candle": {
    "one": "verjaardagskaarsje",
    "many": "verjaardagskaarsjes",
    "nouns": [
      "taartkaarsje",
      "taartkaarsjes",
      "cijferkaars",
      "cijferkaarsen",
      "sterretjeskaars",
      "sterretjeskaarsen"
    ],
    "collection": "Kaarsjes",
    "titles": [
      "Gedraaide kaarsjes",
      "Hoge taartkaarsjes",
      "Metallic kaarsjes",
      "Cijferkaars",
      "Spiraalkaarsjes",
      "Mini kaarsjes",
      "Druppelvrije kaarsjes",
      "Sterretjeskaarsjes",
      "Geschulpte kaarsjes",
      "Bijenwas taartkaarsjes"
    ]
  },
  "drill": {
    "one": "boormachine",
    "many": "boormachines",
    "nouns": [
      "boor",
      "boren",
      "accuboormachine",
      "accuboormachines",
      "accuboor",
      "accuboren",
      "schroefboormachine",
      "schroefboormachines",
      "klopboormachine",
      "klopboormachines",
      "slagschroevendraaier",
      "slagschroevendraaiers",
      "boorset",
      "boorsets"
    ],
    "collection": "Boor- en schroefmachines",
    "titles": [
      "Accuboormachine",
      "Koolborstelloze boormachine",
      "Compacte boormachine",
      "Zware boormachine",
      "20V accuboormachine",
      "12V schroefboormachine",
      "Pro boormachine",
      "Haakse boormachine",
      "Klopboormachine"
    ]
  },
  "tool-set": {
    "one": "gereedschapsset",
    "many": "gereedschapssets",
    "nouns": [
      "handgereedschapsset",
      "handgereedschapssets",
      "doppenset",
      "doppensets",
      "schroevendraaierset",
      "schroevendraaiersets",
      "bitset",
      "bitsets",
      "borenset",
      "borensets",
      "steeksleutelset",
      "steeksleutelsets"
    ],
    "collection": "Gereedschapssets",
    "titles": [
      "Gereedschapsset voor thuis",
      "Monteursgereedschapsset",
      "Gereedschapsset voor beginners",
      "Compacte gereedschapsset",
      "Precisiegereedschapsset",
      "Gereedschapsset voor de klusser",
      "Professionele gereedschapsset",
      "Gereedschapsset voor op kamers",
      "Autogereedschapsset",
      "Uitgebreide gereedschapsset"
    ]
  },
  "hammer": {
    "one": "hamer",
    "many": "hamers",
    "nouns": [
      "klauwhamer",
      "klauwhamers",
      "timmermanshamer",
      "timmermanshamers",
      "houten hamer",
      "houten hamers",
      "rubberen hamer",
      "rubberen hamers",
      "moker",
      "mokers",
      "voorhamer",
      "voorhamers"
    ],
    "collection": "Hamers",
    "titles": [
      "Klauwhamer",
      "Timmermanshamer",
      "Hamer met glasvezel steel",
      "Hamer met hickory steel",
      "Stalen hamer",
      "Trillingsdempende hamer",
      "Afwerkhamer",
      "Hamer met gebogen klauw",
      "Hamer met rechte klauw"
    ]
  },
  "screwdriver": {
    "one": "schroevendraaier",
    "many": "schroevendraaiers",
    "nouns": [
      "precisieschroevendraaier",
      "precisieschroevendraaiers",
      "ratelschroevendraaier",
      "ratelschroevendraaiers",
      "bitschroevendraaier",
      "bitschroevendraaiers",
      "elektrische schroevendraaier",
      "elektrische schroevendraaiers",
      "dopschroevendraaier",
      "dopschroevendraaiers"
    ],
    "collection": "Schroevendraaiers",
    "titles": [
      "Ratelschroevendraaier",
      "Precisieschroevendraaier",
      "Bitschroevendraaier",
      "Korte schroevendraaier",
      "Geïsoleerde schroevendraaier",
      "Magnetische schroevendraaier",
      "Schroevendraaier met zachte grip",
      "Elektrische schroevendraaier",
      "Zakschroevendraaier"
    ]
  },
  "wrench": {
    "one": "moersleutel",
    "many": "moersleutels",
    "nouns": [
      "verstelbare moersleutel",
      "verstelbare moersleutels",
      "Engelse sleutel",
      "Engelse sleutels",
      "pijptang",
      "pijptangen",
      "momentsleutel",
      "momentsleutels",
      "ringsteeksleutel",
      "ringsteeksleutels",
      "steeksleutel",
      "steeksleutels"
    ],
    "collection": "Moersleutels",
    "titles": [
      "Verstelbare moersleutel",
      "Ringsteeksleutel",
      "Ratelringsteeksleutel",
      "Momentsleutel",
      "Pijpsleutel",
      "Korte moersleutel",
      "Moersleutel met kantelkop",
      "Moersleutel met brede bek"
    ]
  },
  "tape-measure": {
    "one": "rolmaat",
    "many": "rolmaten",
    "nouns": [
      "meetlint",
      "meetlinten",
      "duimstok",
      "duimstokken",
      "laserafstandsmeter",
      "laserafstandsmeters"
    ],
    "collection": "Meetgereedschap",
    "titles": [
      "Magnetische rolmaat",
      "Compacte rolmaat",
      "Pro rolmaat",
      "Aannemersrolmaat",
      "Zelfblokkerende rolmaat",
      "Zakrolmaat",
      "Extra sterke rolmaat",
      "Rolmaat met breed lint",
      "Digitale rolmaat"
    ]
  },
  "tool-box": {
    "one": "gereedschapskist",
    "many": "gereedschapskisten",
    "nouns": [
      "gereedschapskoffer",
      "gereedschapskoffers",
      "gereedschapstas",
      "gereedschapstassen",
      "gereedschapsrol",
      "gereedschapsrollen",
      "gereedschapsorganizer",
      "gereedschapsorganizers",
      "gereedschapswagen",
      "gereedschapswagens"
    ],
    "collection": "Gereedschapsopslag",
    "titles": [
      "Stalen gereedschapskist",
      "Gereedschapstas van gewaxt canvas",
      "Gereedschapskist op wielen",
      "Draagbare gereedschapskist",
      "Stapelbare gereedschapskist",
      "Waterdichte gereedschapskist",
      "Open gereedschapstas",
      "Gereedschapskist met uitklapbakken",
      "Modulaire gereedschapskist"
    ]
  },
  "multitool": {
    "one": "multitool",
    "many": "multitools",
    "nouns": [
      "zakmes",
      "zakmessen",
      "vouwmes",
      "vouwmessen",
      "zakgereedschap",
      "afbreekmes",
      "afbreekmessen",
      "stanleymes",
      "stanleymessen"
    ],
    "collection": "Multitools en messen",
    "titles": [
      "Multitool voor elke dag",
      "Zakmultitool",
      "Compacte multitool",
      "Sleutelhanger multitool",
      "Volwaardige multitool",
      "Zakmes met vergrendeling",
      "Slanke multitool",
      "Robuuste multitool",
      "Kampeermes",
      "Pro multitool"
    ]
  },
  "car-wax": {
    "one": "autowas",
    "many": "autowassen",
    "nouns": [
      "carnaubawas",
      "pastawas",
      "spraywax",
      "keramische coating",
      "keramische coatings",
      "keramische spray",
      "lakverzegeling",
      "quick detailer",
      "detailspray"
    ],
    "collection": "Was en coatings",
    "titles": [
      "Carnauba autowas",
      "Keramische coating",
      "Grafeen coating",
      "Spraywax",
      "Autowas in pastavorm",
      "Hybride autowas",
      "Showwas",
      "Waterloze wax",
      "Pro autowas",
      "Waterafstotende coating"
    ]
  },
  "car-shampoo": {
    "one": "autoshampoo",
    "many": "autoshampoos",
    "nouns": [
      "autowasmiddel",
      "autowasmiddelen",
      "snow foam",
      "foam cannon zeep",
      "rinseless wash",
      "waterloze wasbeurt"
    ],
    "collection": "Wassen",
    "titles": [
      "Autoshampoo met neutrale pH",
      "Schuimende autoshampoo",
      "Rinseless autoshampoo",
      "Waterloze autoshampoo",
      "Keramische autoshampoo",
      "Geconcentreerde autoshampoo",
      "Milde autoshampoo",
      "Autoshampoo met was",
      "Autoshampoo met citrus"
    ]
  },
  "microfiber-towel": {
    "one": "microvezeldoek",
    "many": "microvezeldoeken",
    "nouns": [
      "microvezel droogdoek",
      "microvezel droogdoeken",
      "poetsdoek",
      "poetsdoeken",
      "glasdoek",
      "glasdoeken",
      "washandschoen",
      "washandschoenen",
      "zeem",
      "zemen"
    ],
    "collection": "Doeken en washandschoenen",
    "titles": [
      "Pluche microvezeldoek",
      "Twisted loop droogdoek",
      "Randloze microvezeldoek",
      "Microvezeldoek met wafelstructuur",
      "Droogdoek voor de auto",
      "Polijstdoek",
      "Chenille washandschoen",
      "Extra grote droogdoek",
      "Detailing microvezeldoek"
    ]
  },
  "car-vacuum": {
    "one": "autostofzuiger",
    "many": "autostofzuigers",
    "nouns": [
      "kruimelzuiger",
      "kruimelzuigers",
      "handstofzuiger",
      "handstofzuigers",
      "draagbare stofzuiger",
      "draagbare stofzuigers",
      "werkplaatsstofzuiger",
      "werkplaatsstofzuigers"
    ],
    "collection": "Stofzuigers",
    "titles": [
      "Snoerloze autostofzuiger",
      "Compacte autostofzuiger",
      "Handstofzuiger",
      "Draagbare autostofzuiger",
      "Autostofzuiger met sterke zuigkracht",
      "12V autostofzuiger",
      "Oplaadbare autostofzuiger",
      "Nat-droogzuiger",
      "Lichtgewicht autostofzuiger"
    ]
  },
  "car-cleaner": {
    "one": "autoreiniger",
    "many": "autoreinigers",
    "nouns": [
      "interieurreiniger",
      "interieurreinigers",
      "velgenreiniger",
      "velgenreinigers",
      "bandenglans",
      "bandenzwart",
      "dashboardreiniger",
      "bekledingsreiniger",
      "insectenverwijderaar",
      "vliegroestverwijderaar"
    ],
    "collection": "Reinigers",
    "titles": [
      "Interieurreiniger met matte finish",
      "Velgenreiniger met gebalanceerde pH",
      "Niet-vettende bandenglans",
      "Schuimende bekledingsreiniger",
      "Zuurvrije velgenreiniger",
      "Streeploze ruitenreiniger",
      "Velgenreinigingsgel",
      "Kant-en-klare interieurreiniger",
      "Professionele autoreiniger"
    ]
  },
  "car-air-freshener": {
    "one": "autoluchtverfrisser",
    "many": "autoluchtverfrissers",
    "nouns": [
      "autogeurtje",
      "autogeurtjes",
      "autoparfum",
      "autoparfums",
      "autodiffuser",
      "autodiffusers",
      "ventilatieclip",
      "ventilatieclips",
      "geurhanger",
      "geurhangers"
    ],
    "collection": "Luchtverfrissers",
    "titles": [
      "Luchtverfrisser voor ventilatierooster",
      "Hangende autogeur",
      "Navulbare autoparfum",
      "Houten autodiffuser",
      "Vilten geurhanger",
      "Autodiffuser met etherische olie",
      "Keramische geurhanger",
      "Subtiele autogeur",
      "Autoluchtverfrisser met clip"
    ]
  },
  "suitcase": {
    "one": "koffer",
    "many": "koffers",
    "nouns": [
      "bagage",
      "handbagage",
      "handbagagekoffer",
      "handbagagekoffers",
      "ruimbagage",
      "reiskoffer",
      "reiskoffers",
      "trolley",
      "trolleys",
      "harde koffer",
      "harde koffers",
      "spinnerkoffer",
      "spinnerkoffers"
    ],
    "collection": "Bagage",
    "titles": [
      "Harde koffer",
      "Zachte koffer",
      "Uitbreidbare koffer",
      "Aluminium koffer",
      "Lichtgewicht koffer",
      "Weekendkoffer",
      "Spinnerkoffer",
      "Polycarbonaat koffer",
      "Trunk koffer",
      "Compacte koffer"
    ]
  },
  "packing-cube": {
    "one": "packing cube",
    "many": "packing cubes",
    "nouns": [
      "kofferorganizer",
      "kofferorganizers",
      "compressiezak",
      "compressiezakken",
      "inpakzakje",
      "inpakzakjes",
      "schoenenzak",
      "schoenenzakken"
    ],
    "collection": "Packing cubes",
    "titles": [
      "Compressie packing cube",
      "Ultralichte packing cube",
      "Mesh packing cube",
      "Gerecyclede packing cube",
      "Dubbelzijdige packing cube",
      "Uitbreidbare packing cube",
      "Packing cube met rits",
      "Packing cube voor op reis",
      "Packing cube voor elke dag"
    ]
  },
  "travel-pillow": {
    "one": "reiskussen",
    "many": "reiskussens",
    "nouns": [
      "nekkussen",
      "nekkussens",
      "vliegtuigkussen",
      "vliegtuigkussens"
    ],
    "collection": "Reiskussens",
    "titles": [
      "Reiskussen van traagschuim",
      "Opblaasbaar reiskussen",
      "Wikkelnekkussen",
      "Ergonomisch reiskussen",
      "Compact reiskussen",
      "Verkoelend reiskussen",
      "Omvormbaar reiskussen",
      "Reiskussen met kinsteun"
    ]
  },
  "travel-adapter": {
    "one": "reisstekker",
    "many": "reisstekkers",
    "nouns": [
      "verloopstekker",
      "verloopstekkers",
      "universele adapter",
      "universele adapters",
      "wereldstekker",
      "wereldstekkers",
      "stroomadapter",
      "stroomadapters",
      "spanningsomvormer",
      "spanningsomvormers"
    ],
    "collection": "Adapters",
    "titles": [
      "Universele reisstekker",
      "Alles-in-één reisstekker",
      "Compacte reisstekker",
      "Snelladende reisstekker",
      "Internationale reisstekker",
      "Slanke reisstekker",
      "Wereldstekker",
      "GaN-reisstekker"
    ]
  },
  "luggage-tag": {
    "one": "bagagelabel",
    "many": "bagagelabels",
    "nouns": [
      "kofferlabel",
      "kofferlabels"
    ],
    "collection": "Bagagelabels",
    "titles": [
      "Leren bagagelabel",
      "Gepersonaliseerd bagagelabel",
      "Bagagelabel met monogram",
      "Aluminium bagagelabel",
      "Siliconen bagagelabel",
      "Bagagelabel met privacyklep",
      "Klassiek bagagelabel",
      "Vintage bagagelabel"
    ]
  },
  "beekeeping-suit": {
    "one": "imkerpak",
    "many": "imkerpakken",
    "nouns": [
      "bijenpak",
      "bijenpakken",
      "imkeroverall",
      "imkeroveralls"
    ],
    "collection": "Imkerpakken",
    "titles": [
      "Geventileerd imkerpak",
      "Imkerpak met drielaags gaas",
      "Volledig imkerpak",
      "Katoenen imkerpak",
      "Polykatoen imkerpak",
      "Imkerpak voor hobbyimkers",
      "Professioneel imkerpak",
      "Lichtgewicht imkerpak",
      "Extra stevig imkerpak",
      "Imkerpak voor de zomer"
    ]
  },
  "beekeeping-jacket": {
    "one": "imkerjas",
    "many": "imkerjassen",
    "nouns": [
      "imkerjack",
      "imkerjacks",
      "bijenjas",
      "bijenjassen",
      "imkerkiel",
      "imkerkielen"
    ],
    "collection": "Imkerjassen",
    "titles": [
      "Geventileerde imkerjas",
      "Imkerjas met drielaags gaas",
      "Katoenen imkerjas",
      "Polykatoen imkerjas",
      "Imkerjas met kap",
      "Imkerjas voor hobbyimkers",
      "Lichtgewicht imkerjas",
      "Imkerjas voor de zomer",
      "Professionele imkerjas"
    ]
  },
  "beekeeping-veil": {
    "one": "imkerkap",
    "many": "imkerkappen",
    "nouns": [
      "imkersluier",
      "imkersluiers",
      "bijenkap",
      "bijenkappen",
      "hoed met sluier",
      "hoeden met sluier",
      "schermkap",
      "schermkappen",
      "imkerhoed",
      "imkerhoeden"
    ],
    "collection": "Kappen en hoeden",
    "titles": [
      "Schermkap",
      "Ronde imkerkap",
      "Opvouwbare imkerkap",
      "Imkerkap met capuchon",
      "Geventileerde imkerkap",
      "Vervangende imkersluier",
      "Imkerkap voor hobbyimkers",
      "Imkerhoed met brede rand",
      "Lichtgewicht imkerkap"
    ]
  },
  "beekeeping-gloves": {
    "one": "imkerhandschoen",
    "many": "imkerhandschoenen",
    "nouns": [
      "bijenhandschoen",
      "bijenhandschoenen"
    ],
    "collection": "Imkerhandschoenen",
    "titles": [
      "Geitenleren imkerhandschoenen",
      "Runderleren imkerhandschoenen",
      "Geventileerde imkerhandschoenen",
      "Imkerhandschoenen met lange manchet",
      "Nitril imkerhandschoenen",
      "Steekbestendige imkerhandschoenen",
      "Imkerhandschoenen voor hobbyimkers",
      "Dunne imkerhandschoenen",
      "Professionele imkerhandschoenen"
    ]
  },
  "hive-tool": {
    "one": "bijenbeitel",
    "many": "bijenbeitels",
    "nouns": [
      "imkerbeitel",
      "imkerbeitels",
      "raamlichter",
      "raamlichters"
    ],
    "collection": "Bijenbeitels",
    "titles": [
      "Bijenbeitel met J-haak",
      "Standaard bijenbeitel",
      "RVS bijenbeitel",
      "Lange bijenbeitel",
      "Platte bijenbeitel",
      "Raamlichter",
      "Australische bijenbeitel",
      "Extra stevige bijenbeitel",
      "Zakbijenbeitel"
    ]
  },
  "bee-smoker": {
    "one": "imkerroker",
    "many": "imkerrokers",
    "nouns": [
      "roker",
      "rokers",
      "bijenroker",
      "bijenrokers",
      "berookapparaat",
      "berookapparaten"
    ],
    "collection": "Rokers",
    "titles": [
      "RVS imkerroker",
      "Koperen imkerroker",
      "Standaard imkerroker",
      "Grote imkerroker",
      "Imkerroker met hitteschild",
      "Imkerroker voor hobbyimkers",
      "Professionele imkerroker",
      "Langbrandende imkerroker",
      "Klassieke imkerroker"
    ]
  },
  "beehive": {
    "one": "bijenkast",
    "many": "bijenkasten",
    "nouns": [
      "bijenkorf",
      "bijenkorven",
      "Langstroth kast",
      "Langstroth kasten",
      "topbar kast",
      "topbar kasten",
      "Warré kast",
      "Warré kasten",
      "kunststof kast",
      "kunststof kasten",
      "kunstzwermkastje",
      "kunstzwermkastjes",
      "bijenkastpakket",
      "bijenkastpakketten"
    ],
    "collection": "Bijenkasten",
    "titles": [
      "National bijenkast",
      "Langstroth bijenkast",
      "Cederhouten bijenkast",
      "Grenen bijenkast",
      "Kunststof bijenkast",
      "Bijenkast voor beginners",
      "Complete bijenkast",
      "Bouwpakket bijenkast",
      "Geïsoleerde bijenkast"
    ]
  },
  "water-bottle": {
    "one": "drinkfles",
    "many": "drinkflessen",
    "nouns": [
      "waterfles",
      "waterflessen",
      "fles",
      "flessen",
      "thermosfles",
      "thermosflessen",
      "isoleerfles",
      "isoleerflessen",
      "bidon",
      "bidons",
      "soft flask",
      "soft flasks",
      "sportfles",
      "sportflessen"
    ],
    "collection": "Drinkflessen",
    "titles": [
      "Geïsoleerde drinkfles",
      "Bergtop drinkfles",
      "Trail drinkfles",
      "Drinkfles met wijde hals",
      "Drinkfles voor elke dag",
      "Sportbidon",
      "RVS drinkfles",
      "Opvouwbare drinkfles",
      "Knijpbidon",
      "Drinkfles met drinktuit"
    ]
  },
  "backpack": {
    "one": "rugzak",
    "many": "rugzakken",
    "nouns": [
      "rugtas",
      "rugtassen",
      "dagrugzak",
      "dagrugzakken",
      "reisrugzak",
      "reisrugzakken",
      "wandelrugzak",
      "wandelrugzakken",
      "trekkingrugzak",
      "trekkingrugzakken",
      "laptoprugzak",
      "laptoprugzakken",
      "schooltas",
      "schooltassen",
      "roltop rugzak",
      "roltop rugzakken"
    ],
    "collection": "Rugzakken",
    "titles": [
      "Rugzak voor elke dag",
      "Reisrugzak",
      "Roltop rugzak",
      "Forensenrugzak",
      "Trailrugzak",
      "Ultralichte rugzak",
      "Weerbestendige rugzak",
      "Rugzak van gewaxt canvas",
      "Handbagagerugzak",
      "Klassieke rugzak"
    ]
  },
  "duffel-bag": {
    "one": "duffeltas",
    "many": "duffeltassen",
    "nouns": [
      "duffel",
      "duffels",
      "reistas",
      "reistassen",
      "sporttas",
      "sporttassen",
      "plunjezak",
      "plunjezakken"
    ],
    "collection": "Duffeltassen",
    "titles": [
      "Weekendtas",
      "Waterdichte duffeltas",
      "Duffeltas van gewaxt canvas",
      "Leren duffeltas",
      "Opvouwbare duffeltas",
      "Expeditie duffeltas",
      "Sporttas",
      "Klassieke duffeltas",
      "Omvormbare duffeltas",
      "Duffeltas op wielen"
    ]
  },
  "dumbbell": {
    "one": "dumbbell",
    "many": "dumbbells",
    "nouns": [
      "halter",
      "halters",
      "verstelbare dumbbell",
      "verstelbare dumbbells",
      "hexagon dumbbell",
      "hexagon dumbbells",
      "dumbbellset",
      "dumbbellsets",
      "los gewicht",
      "losse gewichten",
      "handgewicht",
      "handgewichten"
    ],
    "collection": "Dumbbells",
    "titles": [
      "Hex dumbbell",
      "Verstelbare dumbbell",
      "Rubberen dumbbell",
      "Urethaan dumbbell",
      "Verchroomde dumbbell",
      "Neopreen dumbbell",
      "Pro-style dumbbell",
      "Compacte dumbbell",
      "Studio dumbbell"
    ]
  },
  "kettlebell": {
    "one": "kettlebell",
    "many": "kettlebells",
    "nouns": [
      "wedstrijdkettlebell",
      "wedstrijdkettlebells",
      "verstelbare kettlebell",
      "verstelbare kettlebells",
      "gietijzeren kettlebell",
      "gietijzeren kettlebells"
    ],
    "collection": "Kettlebells",
    "titles": [
      "Gietijzeren kettlebell",
      "Wedstrijdkettlebell",
      "Gepoedercoate kettlebell",
      "Verstelbare kettlebell",
      "Vinyl kettlebell",
      "Studio kettlebell",
      "Kettlebell van pro-kwaliteit",
      "Stalen kettlebell"
    ]
  },
  "resistance-band": {
    "one": "weerstandsband",
    "many": "weerstandsbanden",
    "nouns": [
      "fitnesselastiek",
      "fitnesselastieken",
      "fitnessband",
      "fitnessbanden",
      "miniband",
      "minibands",
      "booty band",
      "booty bands",
      "pull-up band",
      "pull-up bands",
      "oefenband",
      "oefenbanden",
      "therapieband",
      "therapiebanden"
    ],
    "collection": "Weerstandsbanden",
    "titles": [
      "Stoffen weerstandsband",
      "Latex weerstandsband",
      "Mini weerstandsband",
      "Lange weerstandsband",
      "Pull-up band",
      "Therapieband",
      "Zware weerstandsband",
      "Weerstandsband voor op reis",
      "Antislip weerstandsband"
    ]
  },
  "jump-rope": {
    "one": "springtouw",
    "many": "springtouwen",
    "nouns": [
      "speedrope",
      "speedropes",
      "verzwaard springtouw",
      "verzwaarde springtouwen"
    ],
    "collection": "Springtouwen",
    "titles": [
      "Speed springtouw",
      "Verzwaard springtouw",
      "Springtouw met kralen",
      "Verstelbaar springtouw",
      "Springtouw met staalkabel",
      "Leren springtouw",
      "Boksspringtouw",
      "Springtouw dat niet in de knoop raakt",
      "Pro springtouw",
      "Freestyle springtouw"
    ]
  },
  "foam-roller": {
    "one": "foamroller",
    "many": "foamrollers",
    "nouns": [
      "massagebal",
      "massageballen",
      "lacrossebal",
      "lacrosseballen",
      "massageroller",
      "massagerollers",
      "pindabal",
      "pindaballen"
    ],
    "collection": "Herstel",
    "titles": [
      "Foamroller met structuur",
      "Foamroller met hoge dichtheid",
      "Vibrerende foamroller",
      "Reisfoamroller",
      "Zachte foamroller",
      "Foamroller met gridpatroon",
      "Gevormde foamroller",
      "Stevige foamroller",
      "Foamroller voor herstel"
    ]
  },
  "weight-bench": {
    "one": "fitnessbank",
    "many": "fitnessbanken",
    "nouns": [
      "halterbank",
      "halterbanken",
      "trainingsbank",
      "trainingsbanken",
      "verstelbare bank",
      "verstelbare banken",
      "vlakke bank",
      "vlakke banken",
      "incline bank",
      "incline banken"
    ],
    "collection": "Fitnessbanken",
    "titles": [
      "Verstelbare fitnessbank",
      "Vlakke fitnessbank",
      "Opvouwbare fitnessbank",
      "Zware fitnessbank",
      "Schuine fitnessbank",
      "Compacte fitnessbank",
      "Fitnessbank van sportschoolkwaliteit",
      "Multifunctionele fitnessbank"
    ]
  },
  "yoga-mat": {
    "one": "yogamat",
    "many": "yogamatten",
    "nouns": [
      "fitnessmat",
      "fitnessmatten",
      "sportmat",
      "sportmatten",
      "pilatesmat",
      "pilatesmatten",
      "reisyogamat",
      "reisyogamatten",
      "kurkmat",
      "kurkmatten",
      "yogakleed",
      "yogakleden"
    ],
    "collection": "Yogamatten",
    "titles": [
      "Antislip yogamat",
      "Yogamat van natuurrubber",
      "Kurken yogamat",
      "Reisyogamat",
      "Extra dikke yogamat",
      "Yogamat met uitlijningslijnen",
      "Hot yoga mat",
      "Studio yogamat",
      "Extra lange yogamat",
      "Opvouwbare yogamat"
    ]
  },
  "yoga-block": {
    "one": "yogablok",
    "many": "yogablokken",
    "nouns": [
      "kurkblok",
      "kurkblokken",
      "yogasteen",
      "yogastenen",
      "foam blok",
      "foam blokken",
      "yogawig",
      "yogawiggen"
    ],
    "collection": "Yogablokken",
    "titles": [
      "Kurken yogablok",
      "Foam yogablok",
      "Bamboe yogablok",
      "Gerecycled yogablok",
      "Studio yogablok",
      "Lichtgewicht yogablok",
      "Yogablok met ronde randen",
      "Reisyogablok"
    ]
  },
  "yoga-strap": {
    "one": "yogariem",
    "many": "yogariemen",
    "nouns": [
      "yogaband",
      "yogabanden",
      "stretchband",
      "stretchbanden",
      "rekband",
      "rekbanden",
      "yogamatriem",
      "yogamatriemen",
      "matdraagriem",
      "matdraagriemen"
    ],
    "collection": "Yogariemen",
    "titles": [
      "Katoenen yogariem",
      "Yogariem met D-ring",
      "Yogariem met gesp",
      "Yogariem met lus",
      "Biologisch katoenen yogariem",
      "Studio yogariem",
      "Elastische yogariem",
      "Yogariem met meerdere lussen"
    ]
  },
  "meditation-cushion": {
    "one": "meditatiekussen",
    "many": "meditatiekussens",
    "nouns": [
      "zafu",
      "zafu's",
      "zabuton",
      "zabutons",
      "yogabolster",
      "yogabolsters",
      "bolster",
      "bolsters"
    ],
    "collection": "Kussens en bolsters",
    "titles": [
      "Meditatiekussen met boekweitvulling",
      "Halvemaanvormig meditatiekussen",
      "Rond meditatiekussen",
      "Rechthoekig meditatiekussen",
      "Biologisch katoenen meditatiekussen",
      "Meditatiekussen met kapokvulling",
      "Geplooid meditatiekussen",
      "Reismeditatiekussen",
      "Restorative yogabolster",
      "Fluwelen meditatiekussen"
    ]
  },
  "yoga-towel": {
    "one": "yogahanddoek",
    "many": "yogahanddoeken",
    "nouns": [
      "mathanddoek",
      "mathanddoeken",
      "hot yoga handdoek",
      "hot yoga handdoeken",
      "sporthanddoek",
      "sporthanddoeken"
    ],
    "collection": "Yogahanddoeken",
    "titles": [
      "Antislip yogahanddoek",
      "Hot yoga handdoek",
      "Sneldrogende yogahanddoek",
      "Microvezel yogahanddoek",
      "Reisyogahanddoek",
      "Yogahanddoek met siliconen grip",
      "Studio yogahanddoek",
      "Absorberende yogahanddoek"
    ]
  },
  "bike": {
    "one": "fiets",
    "many": "fietsen",
    "nouns": [
      "rijwiel",
      "rijwielen",
      "racefiets",
      "racefietsen",
      "gravelbike",
      "gravelbikes",
      "mountainbike",
      "mountainbikes",
      "e-bike",
      "e-bikes",
      "elektrische fiets",
      "elektrische fietsen",
      "forensenfiets",
      "forensenfietsen",
      "stadsfiets",
      "stadsfietsen",
      "hybride fiets",
      "hybride fietsen",
      "kinderfiets",
      "kinderfietsen",
      "loopfiets",
      "loopfietsen",
      "vouwfiets",
      "vouwfietsen",
      "bakfiets",
      "bakfietsen"
    ],
    "collection": "Fietsen",
    "titles": [
      "Gravelbike",
      "Racefiets",
      "Forensenfiets",
      "Stalen fiets",
      "Carbon fiets",
      "Trail mountainbike",
      "Trekkingfiets",
      "Single speed fiets",
      "Fiets met lage instap",
      "Adventure fiets"
    ]
  },
  "helmet": {
    "one": "fietshelm",
    "many": "fietshelmen",
    "nouns": [
      "helm",
      "helmen",
      "skatehelm",
      "skatehelmen",
      "MIPS-helm",
      "MIPS-helmen"
    ],
    "collection": "Helmen",
    "titles": [
      "Forensenhelm",
      "Racefietshelm",
      "Mountainbikehelm",
      "Stadse fietshelm",
      "Geventileerde fietshelm",
      "Lichtgewicht fietshelm",
      "Low-profile fietshelm",
      "Klassieke fietshelm",
      "Aero helm",
      "Reflecterende fietshelm"
    ]
  },
  "bike-light": {
    "one": "fietslamp",
    "many": "fietslampen",
    "nouns": [
      "fietsverlichting",
      "fietslampjes",
      "verlichtingsset",
      "verlichtingssets",
      "koplamp",
      "koplampen",
      "achterlicht",
      "achterlichten"
    ],
    "collection": "Fietsverlichting",
    "titles": [
      "Oplaadbare fietslamp",
      "Dagrijlicht voor de fiets",
      "Forensen fietslamp",
      "Trail fietslamp",
      "Compacte fietslamp",
      "Slimme fietslamp",
      "Helmlamp",
      "Aero fietslamp",
      "Pro fietslamp"
    ]
  },
  "bike-lock": {
    "one": "fietsslot",
    "many": "fietssloten",
    "nouns": [
      "beugelslot",
      "beugelsloten",
      "kettingslot",
      "kettingsloten",
      "vouwslot",
      "vouwsloten",
      "kabelslot",
      "kabelsloten"
    ],
    "collection": "Fietssloten",
    "titles": [
      "Vouwslot",
      "Mini beugelslot",
      "Zwaar fietsslot",
      "Kettingslot",
      "Forensen fietsslot",
      "Gepantserd kabelslot",
      "Draagbaar fietsslot",
      "Compact fietsslot"
    ]
  },
  "bike-pump": {
    "one": "fietspomp",
    "many": "fietspompen",
    "nouns": [
      "staande pomp",
      "staande pompen",
      "vloerpomp",
      "vloerpompen",
      "minipomp",
      "minipompen",
      "handpomp",
      "handpompen",
      "CO2-pomp",
      "CO2-pompen",
      "bandenpomp",
      "bandenpompen"
    ],
    "collection": "Fietspompen",
    "titles": [
      "Staande fietspomp",
      "Mini fietspomp",
      "Digitale fietspomp",
      "Framepomp",
      "Hogedrukpomp",
      "Tubeless pomp",
      "Compacte fietspomp",
      "Werkplaatspomp",
      "Pomp voor twee ventielen"
    ]
  },
  "bike-tool": {
    "one": "fietsgereedschap",
    "many": "fietsgereedschappen",
    "nouns": [
      "fietsmultitool",
      "fietsmultitools",
      "bandenlichter",
      "bandenlichters",
      "kettingpons",
      "kettingponsen",
      "plakset",
      "plaksets",
      "bandenplakset",
      "bandenplaksets",
      "tubeless reparatieset",
      "tubeless reparatiesets",
      "fietsmomentsleutel",
      "fietsmomentsleutels"
    ],
    "collection": "Gereedschap en reparatie",
    "titles": [
      "Zakmultitool voor de fiets",
      "Mini fietstool",
      "Trail fietstool",
      "Racefiets multitool",
      "Werkplaatsgereedschap",
      "Compacte fietstool",
      "Reparatieset voor in de zadeltas",
      "Fietstool met framebevestiging",
      "Tubeless reparatieset"
    ]
  },
  "bike-bag": {
    "one": "fietstas",
    "many": "fietstassen",
    "nouns": [
      "stuurtas",
      "stuurtassen",
      "frametas",
      "frametassen",
      "bovenbuistas",
      "bovenbuistassen",
      "zadeltas",
      "zadeltassen",
      "bikepackingtas",
      "bikepackingtassen",
      "bagagedragertas",
      "bagagedragertassen",
      "dubbele fietstas",
      "dubbele fietstassen"
    ],
    "collection": "Fietstassen",
    "titles": [
      "Waterdichte fietstas",
      "Roltop fietstas",
      "Bikepackingtas",
      "Forensen fietstas",
      "Compacte fietstas",
      "Toerfietstas",
      "Fietstas met snelsluiting",
      "Reflecterende fietstas",
      "Uitbreidbare fietstas"
    ]
  },
  "cycling-jersey": {
    "one": "fietsshirt",
    "many": "fietsshirts",
    "nouns": [
      "wielershirt",
      "wielershirts",
      "koersbroek",
      "koersbroeken",
      "fietsbroek",
      "fietsbroeken",
      "bib short",
      "bib shorts",
      "wielertenue",
      "wielertenues",
      "fietskleding"
    ],
    "collection": "Fietskleding",
    "titles": [
      "Lichtgewicht fietsshirt",
      "Aero fietsshirt",
      "Thermisch fietsshirt",
      "Merino fietsshirt",
      "Wedstrijdshirt",
      "Clubshirt",
      "Klassiek wielershirt",
      "Fietsshirt met lange mouwen",
      "Zomers fietsshirt",
      "Endurance fietsshirt"
    ]
  },
  "running-vest": {
    "one": "hardloopvest",
    "many": "hardloopvesten",
    "nouns": [
      "hydratatievest",
      "hydratatievesten",
      "drinkvest",
      "drinkvesten",
      "trailvest",
      "trailvesten",
      "hydratatierugzak",
      "hydratatierugzakken"
    ],
    "collection": "Hardloopvesten",
    "titles": [
      "Trail hardloopvest",
      "Wedstrijdvest",
      "Ultralicht hardloopvest",
      "Hardloopvest voor ultralopen",
      "Minimalistisch hardloopvest",
      "Outdoor hardloopvest",
      "Marathonvest",
      "Hardloopvest voor de bergen"
    ]
  },
  "running-belt": {
    "one": "hardloopriem",
    "many": "hardloopriemen",
    "nouns": [
      "hardloopgordel",
      "hardloopgordels",
      "startnummerband",
      "startnummerbanden",
      "heuptasje",
      "heuptasjes",
      "telefoonriem",
      "telefoonriemen"
    ],
    "collection": "Hardloopriemen",
    "titles": [
      "Slanke hardloopriem",
      "Startnummerband",
      "Trail hardloopriem",
      "Reflecterende hardloopriem",
      "Hardloopriem die niet stuitert",
      "Uitbreidbare hardloopriem",
      "Minimalistische hardloopriem",
      "Hardloopriem voor de marathon"
    ]
  },
  "sports-nutrition": {
    "one": "energiegel",
    "many": "energiegels",
    "nouns": [
      "sportvoeding",
      "energy chew",
      "energy chews",
      "energiekauwtablet",
      "energiekauwtabletten",
      "elektrolytentablet",
      "elektrolytentabletten",
      "sportdrank",
      "sportdranken",
      "sportdrankpoeder",
      "isotone drank"
    ],
    "collection": "Voeding en hydratatie",
    "titles": [
      "Energiegel met cafeïne",
      "Gezouten energiegel",
      "Isotone energiegel",
      "Natuurlijke energiegel",
      "Energiegel voor de wedstrijddag",
      "Double carb sportdrank",
      "Duursportvoeding",
      "Lichte sportdrank",
      "Elektrolyten met veel natrium"
    ]
  },
  "surfboard": {
    "one": "surfplank",
    "many": "surfplanken",
    "nouns": [
      "surfboard",
      "surfboards",
      "shortboard",
      "shortboards",
      "softtop",
      "softtops",
      "softboard",
      "softboards",
      "foamboard",
      "foamboards",
      "funboard",
      "funboards",
      "mid-length",
      "mid-lengths",
      "fish",
      "fishes"
    ],
    "collection": "Surfplanken",
    "titles": [
      "Softtop surfplank",
      "Mid-length surfplank",
      "Performance shortboard",
      "Step-up surfplank",
      "Groveler surfplank",
      "Twin-fin surfplank",
      "Handgeshapete surfplank",
      "Epoxy surfplank",
      "Retro surfplank",
      "Beginnerssurfplank"
    ]
  },
  "wetsuit": {
    "one": "wetsuit",
    "many": "wetsuits",
    "nouns": [
      "shorty",
      "shorty's",
      "springsuit",
      "springsuits",
      "full suit",
      "full suits",
      "wetsuittop",
      "wetsuittops",
      "wetsuit met capuchon",
      "wetsuits met capuchon"
    ],
    "collection": "Wetsuits",
    "titles": [
      "Wetsuit met borstrits",
      "Wetsuit met rugrits",
      "Ritsloos wetsuit",
      "Winterwetsuit",
      "Zomerwetsuit",
      "Wetsuit met capuchon",
      "Wetsuit met lange mouwen",
      "Thermisch wetsuit",
      "Wetsuit van kalksteenneopreen",
      "Performance wetsuit"
    ]
  },
  "surf-wax": {
    "one": "surfwax",
    "many": "surfwax",
    "nouns": [
      "boardwax",
      "waxkam",
      "waxkammen",
      "basecoat wax"
    ],
    "collection": "Surfwax",
    "titles": [
      "Surfwax voor koud water",
      "Surfwax voor warm water",
      "Tropische surfwax",
      "Basecoat wax",
      "Biologische surfwax",
      "Surfwax met kokos",
      "Extra plakkerige surfwax",
      "Surfwax voor alle temperaturen"
    ]
  },
  "surf-leash": {
    "one": "leash",
    "many": "leashes",
    "nouns": [
      "surfleash",
      "surfleashes",
      "leg rope",
      "leg ropes",
      "enkelleash",
      "enkelleashes"
    ],
    "collection": "Leashes",
    "titles": [
      "Competitie leash",
      "Standaard leash",
      "Big wave leash",
      "Knie leash",
      "Kuit leash",
      "Pro leash",
      "Leash voor elke dag",
      "Leash met dubbele swivel"
    ]
  },
  "surf-fin": {
    "one": "vin",
    "many": "vinnen",
    "nouns": [
      "surfvin",
      "surfvinnen",
      "vinnenset",
      "vinnensets",
      "thrusterset",
      "thrustersets",
      "quadset",
      "quadsets",
      "twin fin",
      "twin fins",
      "keelvin",
      "keelvinnen",
      "longboardvin",
      "longboardvinnen",
      "middenvin",
      "middenvinnen"
    ],
    "collection": "Vinnen",
    "titles": [
      "Thruster vinnenset",
      "Twin fin set",
      "Quad vinnenset",
      "Keelvinnen",
      "Vinnen van glasvezel",
      "Honeycomb vinnen",
      "Performance vinnen",
      "Carbon vinnen",
      "Flexvinnen",
      "Single fin"
    ]
  },
  "surf-poncho": {
    "one": "surfponcho",
    "many": "surfponcho's",
    "nouns": [
      "omkleedponcho",
      "omkleedponcho's",
      "omkleedjas",
      "omkleedjassen",
      "handdoekponcho",
      "handdoekponcho's",
      "changing robe",
      "changing robes"
    ],
    "collection": "Poncho's",
    "titles": [
      "Surfponcho met capuchon",
      "Badstof surfponcho",
      "Omkleedjas met sherpa voering",
      "Waterdichte omkleedjas",
      "Sneldrogende surfponcho",
      "Oversized surfponcho",
      "Surfponcho voor kinderen",
      "Opvouwbare surfponcho",
      "Klassieke surfponcho"
    ]
  },
  "skateboard": {
    "one": "skateboard",
    "many": "skateboards",
    "nouns": [
      "compleet skateboard",
      "complete skateboards",
      "cruiser",
      "cruisers",
      "cruiserboard",
      "cruiserboards",
      "longboard",
      "longboards",
      "pennyboard",
      "pennyboards",
      "mini cruiser",
      "mini cruisers",
      "surfskate",
      "surfskates"
    ],
    "collection": "Skateboards",
    "titles": [
      "Street skateboard",
      "Cruiser skateboard",
      "Pool skateboard",
      "Beginnersskateboard",
      "Drop-through longboard",
      "Kinderskateboard",
      "Pro skateboard",
      "Park skateboard",
      "Carving longboard",
      "Old-school skateboard"
    ]
  },
  "skate-deck": {
    "one": "skatedeck",
    "many": "skatedecks",
    "nouns": [
      "deck",
      "decks",
      "skateboarddeck",
      "skateboarddecks",
      "blanco deck",
      "blanco decks",
      "cruiserdeck",
      "cruiserdecks",
      "pro deck",
      "pro decks"
    ],
    "collection": "Decks",
    "titles": [
      "Pro model deck",
      "Team deck",
      "Shaped deck",
      "Blanco deck",
      "Popsicle deck",
      "Artist series deck",
      "Reissue deck",
      "Old-school deck",
      "Twin-tip deck",
      "Handgezeefdrukt deck"
    ]
  },
  "skateboard-truck": {
    "one": "truck",
    "many": "trucks",
    "nouns": [
      "skateboardtruck",
      "skateboardtrucks",
      "skatetruck",
      "skatetrucks",
      "holle truck",
      "holle trucks"
    ],
    "collection": "Trucks",
    "titles": [
      "Holle trucks",
      "Standaard trucks",
      "Titanium trucks",
      "Lage trucks",
      "Hoge trucks",
      "Gesmede trucks",
      "Lichtgewicht trucks",
      "Klassieke trucks"
    ]
  },
  "skateboard-wheel": {
    "one": "skateboardwiel",
    "many": "skateboardwielen",
    "nouns": [
      "wiel",
      "wielen",
      "skatewiel",
      "skatewielen",
      "cruiserwiel",
      "cruiserwielen",
      "longboardwiel",
      "longboardwielen"
    ],
    "collection": "Wielen",
    "titles": [
      "Street wielen",
      "Park wielen",
      "Zachte wielen",
      "Cruiserwielen",
      "Conische wielen",
      "Radiale wielen",
      "Formula wielen",
      "Klassieke wielen",
      "Pro wielen"
    ]
  },
  "skate-bearing": {
    "one": "kogellager",
    "many": "kogellagers",
    "nouns": [
      "lager",
      "lagers",
      "skatelager",
      "skatelagers",
      "speed bearings"
    ],
    "collection": "Lagers",
    "titles": [
      "Keramische lagers",
      "Precisielagers",
      "Lagers met ingebouwde spacers",
      "Stalen lagers",
      "Speed lagers",
      "Pro lagers",
      "Klassieke lagers",
      "Roestbestendige lagers"
    ]
  },
  "grip-tape": {
    "one": "griptape",
    "many": "griptapes",
    "nouns": [
      "gripvel",
      "gripvellen"
    ],
    "collection": "Griptape",
    "titles": [
      "Grove griptape",
      "Geperforeerde griptape",
      "Transparante griptape",
      "Griptape met print",
      "Klassieke griptape",
      "Bubbelvrije griptape",
      "Pro griptape",
      "Gestanste griptape"
    ]
  },
  "tent": {
    "one": "tent",
    "many": "tenten",
    "nouns": [
      "kampeertent",
      "kampeertenten",
      "trekkingtent",
      "trekkingtenten",
      "ultralichte tent",
      "ultralichte tenten",
      "familietent",
      "familietenten",
      "koepeltent",
      "koepeltenten",
      "shelter",
      "shelters",
      "tarp",
      "tarps",
      "bivakzak",
      "bivakzakken"
    ],
    "collection": "Tenten",
    "titles": [
      "Trekkingtent",
      "Ultralichte tent",
      "Vrijstaande tent",
      "Tent voor wandelstokken",
      "Familietent",
      "Vierseizoenentent",
      "Koepeltent",
      "Tunneltent",
      "Tent voor kamperen bij de auto",
      "Bikepacking tent"
    ]
  },
  "sleeping-bag": {
    "one": "slaapzak",
    "many": "slaapzakken",
    "nouns": [
      "donsslaapzak",
      "donsslaapzakken",
      "trekkingquilt",
      "trekkingquilts",
      "kampeerquilt",
      "kampeerquilts",
      "slaapquilt",
      "slaapquilts"
    ],
    "collection": "Slaapzakken",
    "titles": [
      "Donzen slaapzak",
      "Synthetische slaapzak",
      "Mummieslaapzak",
      "Ultralichte slaapzak",
      "Driesezoenenslaapzak",
      "Dekenslaapzak",
      "Kinderslaapzak",
      "Winterslaapzak",
      "Trekkingslaapzak",
      "Kampeerslaapzak"
    ]
  },
  "sleeping-pad": {
    "one": "slaapmat",
    "many": "slaapmatten",
    "nouns": [
      "kampeermat",
      "kampeermatten",
      "isomat",
      "isomatten",
      "luchtmatras",
      "luchtmatrassen",
      "opblaasbare slaapmat",
      "opblaasbare slaapmatten",
      "foam mat",
      "foam matten",
      "kampeermatras",
      "kampeermatrassen",
      "zelfopblazende mat",
      "zelfopblazende matten"
    ],
    "collection": "Slaapmatten",
    "titles": [
      "Geïsoleerde slaapmat",
      "Opblaasbare slaapmat",
      "Foam slaapmat",
      "Zelfopblazende slaapmat",
      "Ultralichte slaapmat",
      "Brede slaapmat",
      "Vierseizoenen slaapmat",
      "Kampeermatras voor de auto",
      "Trekking slaapmat"
    ]
  },
  "camping-stove": {
    "one": "kampeerbrander",
    "many": "kampeerbranders",
    "nouns": [
      "kooktoestel",
      "kooktoestellen",
      "kampeerkooktoestel",
      "kampeerkooktoestellen",
      "gasbrander",
      "gasbranders",
      "trekkingbrander",
      "trekkingbranders",
      "kooksysteem",
      "kooksystemen",
      "tweepitsbrander",
      "tweepitsbranders"
    ],
    "collection": "Branders",
    "titles": [
      "Trekkingbrander",
      "Tweepits kampeerbrander",
      "Ultralichte brander",
      "Geïntegreerd kooksysteem",
      "Compacte kampeerbrander",
      "Winddichte brander",
      "Titanium brander",
      "Basiskamp kooktoestel",
      "Opvouwbare kampeerbrander"
    ]
  },
  "headlamp": {
    "one": "hoofdlamp",
    "many": "hoofdlampen",
    "nouns": [
      "zaklamp",
      "zaklampen",
      "hoofdlampje",
      "hoofdlampjes"
    ],
    "collection": "Hoofdlampen en zaklampen",
    "titles": [
      "Oplaadbare hoofdlamp",
      "Ultralichte hoofdlamp",
      "Waterdichte hoofdlamp",
      "Trail hoofdlamp",
      "Compacte hoofdlamp",
      "Hoofdlamp voor elke dag",
      "Extra felle hoofdlamp",
      "Pro hoofdlamp",
      "Outdoor hoofdlamp"
    ]
  },
  "camp-cookware": {
    "one": "kookset",
    "many": "kooksets",
    "nouns": [
      "kampeerkookset",
      "kampeerkooksets",
      "kampeerpan",
      "kampeerpannen",
      "eetset",
      "eetsets",
      "kampeerketel",
      "kampeerketels",
      "kampeermok",
      "kampeermokken",
      "titanium pan",
      "titanium pannen"
    ],
    "collection": "Kampeerkeuken",
    "titles": [
      "Titanium kookset",
      "In elkaar passende kookset",
      "Emaille kampeerpan",
      "Ultralichte kookset",
      "Hard geanodiseerde kookset",
      "Familiekookset",
      "Trekkingkookset",
      "RVS kampeerpan",
      "Compacte kookset",
      "Solo kookset"
    ]
  },
  "water-filter": {
    "one": "waterfilter",
    "many": "waterfilters",
    "nouns": [
      "waterzuiveraar",
      "waterzuiveraars",
      "filterfles",
      "filterflessen",
      "knijpfilter",
      "knijpfilters",
      "zwaartekrachtfilter",
      "zwaartekrachtfilters",
      "trekkingfilter",
      "trekkingfilters",
      "filterrietje",
      "filterrietjes"
    ],
    "collection": "Waterfilters",
    "titles": [
      "Knijpfilter",
      "Zwaartekrachtfilter",
      "Ultralicht waterfilter",
      "Trekking waterfilter",
      "Filterrietje",
      "Pompfilter",
      "Compact waterfilter",
      "Inline waterfilter",
      "Reiswaterfilter"
    ]
  },
  "fishing-rod": {
    "one": "hengel",
    "many": "hengels",
    "nouns": [
      "vishengel",
      "vishengels",
      "vliegenhengel",
      "vliegenhengels",
      "spinhengel",
      "spinhengels",
      "werphengel",
      "werphengels",
      "telescoophengel",
      "telescoophengels",
      "hengelcombinatie",
      "hengelcombinaties"
    ],
    "collection": "Hengels",
    "titles": [
      "Spinhengel",
      "Casting hengel",
      "Vliegenhengel",
      "Reishengel",
      "Ultralichte hengel",
      "Grafiet hengel",
      "Telescoophengel",
      "Forelhengel",
      "Baarshengel",
      "Brandingshengel"
    ]
  },
  "fishing-reel": {
    "one": "molen",
    "many": "molens",
    "nouns": [
      "vismolen",
      "vismolens",
      "werpmolen",
      "werpmolens",
      "spinmolen",
      "spinmolens",
      "reel",
      "reels",
      "baitcaster",
      "baitcasters",
      "vliegenreel",
      "vliegenreels"
    ],
    "collection": "Molens en reels",
    "titles": [
      "Spinmolen",
      "Baitcastreel",
      "Vliegenreel",
      "Zoutwatermolen",
      "Ultralichte molen",
      "Low-profile reel",
      "Afgesloten molen",
      "Large-arbor vliegenreel",
      "Forelmolen"
    ]
  },
  "fishing-lure": {
    "one": "kunstaas",
    "many": "kunstazen",
    "nouns": [
      "plug",
      "pluggen",
      "crankbait",
      "crankbaits",
      "jerkbait",
      "jerkbaits",
      "oppervlakteplug",
      "oppervlaktepluggen",
      "spinnerbait",
      "spinnerbaits",
      "swimbait",
      "swimbaits",
      "shad",
      "shads",
      "jig",
      "jigs",
      "spinner",
      "spinners",
      "vislepel",
      "vislepels"
    ],
    "collection": "Kunstaas",
    "titles": [
      "Oppervlakteplug",
      "Ondiep duikende plug",
      "Diep duikende plug",
      "Zwevende plug",
      "Wiervrij kunstaas",
      "Paddle tail shad",
      "Gelede plug",
      "Ratelplug",
      "Inline spinner",
      "Finesse kunstaas"
    ]
  },
  "fishing-fly": {
    "one": "kunstvlieg",
    "many": "kunstvliegen",
    "nouns": [
      "vlieg",
      "vliegen",
      "vliegje",
      "vliegjes",
      "droge vlieg",
      "droge vliegen",
      "natte vlieg",
      "natte vliegen",
      "nimf",
      "nimfen",
      "forelvlieg",
      "forelvliegen",
      "vliegenassortiment",
      "vliegenassortimenten"
    ],
    "collection": "Vliegen",
    "titles": [
      "Droge vlieg",
      "Goudkopnimf",
      "Parachutevlieg",
      "Emerger",
      "Weerhaakloze vlieg",
      "Tungsten nimf",
      "Handgebonden vlieg",
      "Kokerjuffervlieg",
      "Sprinkhaanvlieg",
      "Dansmugvlieg"
    ]
  },
  "fishing-line": {
    "one": "vislijn",
    "many": "vislijnen",
    "nouns": [
      "gevlochten lijn",
      "gevlochten lijnen",
      "nylon lijn",
      "nylon lijnen",
      "monofiel",
      "fluorocarbon",
      "onderlijn",
      "onderlijnen",
      "tippet",
      "tippets",
      "vliegenlijn",
      "vliegenlijnen"
    ],
    "collection": "Vislijnen",
    "titles": [
      "Gevlochten vislijn",
      "Fluorocarbon lijn",
      "Monofiele vislijn",
      "Onzichtbare vislijn",
      "Zinkende vliegenlijn",
      "Drijvende vliegenlijn",
      "Tapse onderlijn",
      "Slijtvaste vislijn",
      "Vislijn voor zoutwater",
      "Ultradunne vislijn"
    ]
  },
  "tackle-box": {
    "one": "viskoffer",
    "many": "viskoffers",
    "nouns": [
      "tacklebox",
      "tackleboxen",
      "vistas",
      "vistassen",
      "aasdoos",
      "aasdozen",
      "vliegendoos",
      "vliegendozen",
      "visrugzak",
      "visrugzakken"
    ],
    "collection": "Visopslag",
    "titles": [
      "Waterdichte viskoffer",
      "Verstelbare tacklebox",
      "Vistas met schouderband",
      "Stowaway tacklebox",
      "Magnetische vliegendoos",
      "Compacte viskoffer",
      "Viskoffer voor de kajak",
      "Harde viskoffer",
      "Slanke tacklebox"
    ]
  },
  "fishing-hook": {
    "one": "vishaak",
    "many": "vishaken",
    "nouns": [
      "haak",
      "haken",
      "circle hook",
      "circle hooks",
      "J-haak",
      "J-haken",
      "dreghaak",
      "dreghaken",
      "wormhaak",
      "wormhaken",
      "lood",
      "loodjes",
      "wartel",
      "wartels",
      "loodhagel"
    ],
    "collection": "Haken en kleine materialen",
    "titles": [
      "Circle haken",
      "Offset haken",
      "Octopus haken",
      "Wide gap haken",
      "Weerhaakloze haken",
      "Verzwaarde haken",
      "Haken voor levend aas",
      "Drop-shot haken",
      "Gesmede haken"
    ]
  },
  "golf-ball": {
    "one": "golfbal",
    "many": "golfballen",
    "nouns": [
      "oefengolfbal",
      "oefengolfballen"
    ],
    "collection": "Golfballen",
    "titles": [
      "Tour golfbal",
      "Zachte golfbal",
      "Afstandsgolfbal",
      "Urethaan golfbal",
      "Tweedelige golfbal",
      "Driedelige golfbal",
      "Oefengolfbal",
      "Golfbal met lage compressie",
      "Matte golfbal",
      "Gerecyclede golfbal"
    ]
  },
  "golf-club": {
    "one": "golfclub",
    "many": "golfclubs",
    "nouns": [
      "driver",
      "drivers",
      "putter",
      "putters",
      "ijzer",
      "ijzers",
      "ijzerset",
      "ijzersets",
      "wedge",
      "wedges",
      "sand wedge",
      "lob wedge",
      "fairwayhout",
      "fairwayhouten",
      "hybride",
      "hybrides",
      "golfset",
      "golfsets"
    ],
    "collection": "Golfclubs",
    "titles": [
      "Gesmede ijzers",
      "Cavity-back ijzers",
      "Blade ijzers",
      "Game-improvement ijzers",
      "Verstelbare driver",
      "Tour wedge",
      "Players ijzers",
      "Oversized driver",
      "Golfset voor beginners",
      "Klassieke putter"
    ]
  },
  "golf-glove": {
    "one": "golfhandschoen",
    "many": "golfhandschoenen",
    "nouns": [],
    "collection": "Golfhandschoenen",
    "titles": [
      "Cabretta leren golfhandschoen",
      "All-weather golfhandschoen",
      "Regenhandschoen voor golf",
      "Tour golfhandschoen",
      "Cadet golfhandschoen",
      "Synthetische golfhandschoen",
      "Geperforeerde golfhandschoen",
      "Premium golfhandschoen",
      "Golfhandschoen voor de winter"
    ]
  },
  "golf-bag": {
    "one": "golftas",
    "many": "golftassen",
    "nouns": [
      "standbag",
      "standbags",
      "cartbag",
      "cartbags",
      "pencil bag",
      "pencil bags",
      "sunday bag",
      "sunday bags",
      "golfreistas",
      "golfreistassen"
    ],
    "collection": "Golftassen",
    "titles": [
      "Standbag",
      "Cartbag",
      "Lichtgewicht golftas",
      "Waterdichte golftas",
      "Tour golftas",
      "Sunday bag",
      "Pencil bag",
      "Golfreistas",
      "Hybride golftas"
    ]
  },
  "golf-tee": {
    "one": "golftee",
    "many": "golftees",
    "nouns": [
      "tee",
      "tees"
    ],
    "collection": "Tees",
    "titles": [
      "Bamboe tees",
      "Houten tees",
      "Step tees",
      "Zero-friction tees",
      "Castle tees",
      "Lange tees",
      "Korte tees",
      "Borsteltees",
      "Hardhouten tees"
    ]
  },
  "headcover": {
    "one": "headcover",
    "many": "headcovers",
    "nouns": [
      "driverhoes",
      "driverhoezen",
      "putterhoes",
      "putterhoezen",
      "clubhoes",
      "clubhoezen"
    ],
    "collection": "Headcovers",
    "titles": [
      "Gebreide headcover",
      "Leren headcover",
      "Headcover met pompon",
      "Vintage headcover",
      "Putterhoes met magneetsluiting",
      "Doorgestikte headcover",
      "Headcover van gewaxt canvas",
      "Retro headcover",
      "Geborduurde headcover"
    ]
  }
}
