// The taxonomy's kinds of product in de: the words its merchants use and the titles its shops give
// (written by a translator from products/*.ts; languages/types.ts says what each field is).
import type { ProductWords } from './types'

export const DE_PRODUCT_WORDS: ProductWords = {
  "dress": {
    "one": "Kleid",
    "many": "Kleider",
    "nouns": [
      "Sommerkleid",
      "Sommerkleider",
      "Maxikleid",
      "Maxikleider",
      "Midikleid",
      "Midikleider",
      "Minikleid",
      "Minikleider",
      "Slipdress",
      "Slipdresses",
      "Wickelkleid",
      "Wickelkleider",
      "Hemdblusenkleid",
      "Hemdblusenkleider",
      "Blusenkleid",
      "Blusenkleider",
      "Freizeitkleid",
      "Freizeitkleider"
    ],
    "collection": "Kleider",
    "titles": [
      "Wickelkleid",
      "Leinenkleid",
      "Stufenkleid",
      "Gesmoktes Kleid",
      "Kleid im Schrägschnitt",
      "Popelinekleid",
      "Kleid mit Puffärmeln",
      "Säulenkleid",
      "Neckholder-Kleid",
      "Midikleid im Tea-Dress-Stil"
    ]
  },
  "gown": {
    "one": "Brautkleid",
    "many": "Brautkleider",
    "nouns": [
      "Hochzeitskleid",
      "Hochzeitskleider",
      "Abendkleid",
      "Abendkleider",
      "Ballkleid",
      "Ballkleider",
      "Brautjungfernkleid",
      "Brautjungfernkleider",
      "Abiballkleid",
      "Abiballkleider",
      "Cocktailkleid",
      "Cocktailkleider",
      "Robe",
      "Roben"
    ],
    "collection": "Braut- und Abendkleider",
    "titles": [
      "Brautkleid in A-Linie",
      "Brautkleid im Meerjungfrau-Stil",
      "Etui-Brautkleid",
      "Brautkleid im Empire-Stil",
      "Schulterfreies Brautkleid",
      "Spitzen-Brautkleid",
      "Satin-Brautkleid",
      "Crêpe-Brautkleid",
      "Rückenfreies Brautkleid",
      "Tüll-Brautkleid"
    ]
  },
  "blouse": {
    "one": "Bluse",
    "many": "Blusen",
    "nouns": [
      "Top",
      "Tops",
      "Bauernbluse",
      "Bauernblusen",
      "Tunika",
      "Tuniken",
      "Blusentop",
      "Blusentops",
      "Blusenbody",
      "Blusenbodys"
    ],
    "collection": "Blusen und Tops",
    "titles": [
      "Seidenbluse",
      "Schluppenbluse",
      "Rüschenbluse",
      "Poetenbluse",
      "Wickelbluse",
      "Ärmellose Bluse",
      "Bestickte Bluse",
      "Cropped Bluse",
      "Biesenbluse"
    ]
  },
  "skirt": {
    "one": "Rock",
    "many": "Röcke",
    "nouns": [
      "Minirock",
      "Miniröcke",
      "Midirock",
      "Midiröcke",
      "Maxirock",
      "Maxiröcke",
      "Faltenrock",
      "Faltenröcke",
      "Plisseerock",
      "Plisseeröcke",
      "Bleistiftrock",
      "Bleistiftröcke",
      "Hosenrock",
      "Hosenröcke",
      "Skort",
      "Skorts"
    ],
    "collection": "Röcke",
    "titles": [
      "Plisseerock",
      "Slip-Rock aus fließendem Stoff",
      "Rock in A-Linie",
      "Bleistiftrock",
      "Jeansrock",
      "Wickelrock",
      "Stufenrock",
      "Satinrock",
      "Wollrock"
    ]
  },
  "jeans": {
    "one": "Jeans",
    "many": "Jeans",
    "nouns": [
      "Jeanshose",
      "Jeanshosen",
      "Denim",
      "Raw Denim",
      "Selvedge-Denim",
      "Selvedge-Jeans",
      "Mom-Jeans",
      "Boyfriend-Jeans"
    ],
    "collection": "Jeans",
    "titles": [
      "Straight-Fit-Jeans",
      "Slim-Fit-Jeans",
      "Tapered-Fit-Jeans",
      "Jeans mit weitem Bein",
      "Bootcut-Jeans",
      "Relaxed-Fit-Jeans",
      "High-Waist-Jeans",
      "Selvedge-Jeans",
      "Barrel-Jeans"
    ]
  },
  "trousers": {
    "one": "Hose",
    "many": "Hosen",
    "nouns": [
      "Stoffhose",
      "Stoffhosen",
      "Chino",
      "Chinos",
      "Chinohose",
      "Chinohosen",
      "Cargohose",
      "Cargohosen",
      "weite Hose",
      "weite Hosen",
      "Cordhose",
      "Cordhosen",
      "Culotte",
      "Culottes",
      "Leinenhose",
      "Leinenhosen",
      "Anzughose",
      "Anzughosen",
      "Bundfaltenhose",
      "Bundfaltenhosen"
    ],
    "collection": "Hosen",
    "titles": [
      "Bundfaltenhose",
      "Hose mit weitem Bein",
      "Tailored Hose mit Bügelfalte",
      "7/8-Hose",
      "Hose mit Tunnelzug",
      "Utility-Hose",
      "Hose ohne Bundfalten",
      "Carpenter-Hose",
      "Tapered Hose"
    ]
  },
  "shorts": {
    "one": "Shorts",
    "many": "Shorts",
    "nouns": [
      "kurze Hose",
      "kurze Hosen",
      "Chino-Shorts",
      "Jeansshorts",
      "Cargo-Shorts",
      "Leinenshorts",
      "Bermudas",
      "Bermuda-Shorts",
      "Cut-off-Shorts"
    ],
    "collection": "Shorts",
    "titles": [
      "Bundfalten-Shorts",
      "Cut-off-Shorts",
      "Relaxed-Fit-Shorts",
      "Utility-Shorts",
      "Shorts mit Tunnelzug",
      "Tailored Shorts",
      "Camp-Shorts",
      "Baggy Shorts"
    ]
  },
  "shirt": {
    "one": "Hemd",
    "many": "Hemden",
    "nouns": [
      "Button-down-Hemd",
      "Button-down-Hemden",
      "Oxfordhemd",
      "Oxfordhemden",
      "Businesshemd",
      "Businesshemden",
      "Flanellhemd",
      "Flanellhemden",
      "Leinenhemd",
      "Leinenhemden",
      "Overshirt",
      "Overshirts",
      "Kurzarmhemd",
      "Kurzarmhemden",
      "Freizeithemd",
      "Freizeithemden"
    ],
    "collection": "Hemden",
    "titles": [
      "Oxfordhemd",
      "Popelinehemd",
      "Chambray-Hemd",
      "Hemd mit Reverskragen",
      "Westernhemd",
      "Arbeitshemd",
      "Schlupfhemd",
      "Hemd mit Stehkragen",
      "Seersucker-Hemd"
    ]
  },
  "polo-shirt": {
    "one": "Poloshirt",
    "many": "Poloshirts",
    "nouns": [
      "Polo",
      "Polos",
      "Henley",
      "Henleys",
      "Henley-Shirt",
      "Henley-Shirts",
      "Rugbyshirt",
      "Rugbyshirts",
      "Strickpolo",
      "Strickpolos"
    ],
    "collection": "Polos und Henleys",
    "titles": [
      "Piqué-Poloshirt",
      "Strickpolo",
      "Langarm-Poloshirt",
      "Frottee-Poloshirt",
      "Jersey-Poloshirt",
      "Gestreiftes Poloshirt",
      "Klassisches Poloshirt",
      "Geripptes Poloshirt"
    ]
  },
  "t-shirt": {
    "one": "T-Shirt",
    "many": "T-Shirts",
    "nouns": [
      "Shirt",
      "Shirts",
      "Print-Shirt",
      "Print-Shirts",
      "Longsleeve",
      "Longsleeves",
      "Tanktop",
      "Tanktops",
      "Crop-Top",
      "Crop-Tops",
      "Muscle-Shirt",
      "Muscle-Shirts"
    ],
    "collection": "T-Shirts",
    "titles": [
      "Heavyweight-T-Shirt",
      "Boxy-Fit-T-Shirt",
      "Oversize-T-Shirt",
      "Basic-T-Shirt",
      "T-Shirt mit Brusttasche",
      "Stückgefärbtes T-Shirt",
      "T-Shirt aus Flammgarn",
      "Ringer-T-Shirt",
      "Relaxed-Fit-T-Shirt",
      "Bio-T-Shirt"
    ]
  },
  "hoodie": {
    "one": "Hoodie",
    "many": "Hoodies",
    "nouns": [
      "Kapuzenpullover",
      "Kapuzenpulli",
      "Kapuzenpullis",
      "Kapuzensweatshirt",
      "Kapuzensweatshirts",
      "Zip-Hoodie",
      "Zip-Hoodies",
      "Kapuzensweatjacke",
      "Kapuzensweatjacken",
      "Sweatjacke",
      "Sweatjacken"
    ],
    "collection": "Hoodies",
    "titles": [
      "Heavyweight-Hoodie",
      "Oversize-Hoodie",
      "Boxy-Fit-Hoodie",
      "Fleece-Hoodie",
      "Bestickter Hoodie",
      "Hoodie in Vintage-Waschung",
      "Raglan-Hoodie",
      "Cropped Hoodie",
      "Basic-Hoodie"
    ]
  },
  "sweatshirt": {
    "one": "Sweatshirt",
    "many": "Sweatshirts",
    "nouns": [
      "Sweater",
      "Sweat",
      "Rundhals-Sweatshirt",
      "Rundhals-Sweatshirts",
      "Crewneck",
      "Crewnecks",
      "Half-Zip",
      "Half-Zips",
      "Quarter-Zip",
      "Quarter-Zips",
      "Sweatpullover"
    ],
    "collection": "Sweatshirts",
    "titles": [
      "Heavyweight-Sweatshirt",
      "Loopback-Sweatshirt",
      "Vintage-Sweatshirt",
      "College-Sweatshirt",
      "Raglan-Sweatshirt",
      "Boxy-Fit-Sweatshirt",
      "French-Terry-Sweatshirt",
      "Stückgefärbtes Sweatshirt"
    ]
  },
  "sweater": {
    "one": "Pullover",
    "many": "Pullover",
    "nouns": [
      "Pulli",
      "Pullis",
      "Strickpullover",
      "Rollkragenpullover",
      "Rolli",
      "Rollis",
      "Rundhalspullover",
      "Pullunder",
      "Fischerpullover",
      "Jumper",
      "Troyer"
    ],
    "collection": "Pullover",
    "titles": [
      "Kaschmirpullover",
      "Merinopullover",
      "Zopfstrickpullover",
      "Fischerpullover",
      "Shetland-Pullover",
      "Rippstrickpullover",
      "Pullover mit Stehkragen",
      "Grobstrickpullover",
      "Fair-Isle-Pullover",
      "Alpaka-Pullover"
    ]
  },
  "cardigan": {
    "one": "Cardigan",
    "many": "Cardigans",
    "nouns": [
      "Strickjacke",
      "Strickjacken",
      "Schalkragen-Cardigan",
      "Schalkragen-Cardigans",
      "Cardi",
      "Cardis"
    ],
    "collection": "Cardigans",
    "titles": [
      "Kaschmir-Cardigan",
      "Merino-Cardigan",
      "Mohair-Cardigan",
      "Cardigan mit Schalkragen",
      "Cropped Cardigan",
      "Long-Cardigan",
      "Zopfstrick-Cardigan",
      "Cardigan in Boxy-Form",
      "Feinstrick-Cardigan"
    ]
  },
  "jacket": {
    "one": "Jacke",
    "many": "Jacken",
    "nouns": [
      "Jeansjacke",
      "Jeansjacken",
      "Bomberjacke",
      "Bomberjacken",
      "Blouson",
      "Blousons",
      "Lederjacke",
      "Lederjacken",
      "Worker-Jacke",
      "Worker-Jacken",
      "Arbeitsjacke",
      "Arbeitsjacken",
      "Hemdjacke",
      "Hemdjacken",
      "Shacket",
      "Shackets",
      "Fieldjacket",
      "Fieldjackets",
      "Trainingsjacke",
      "Trainingsjacken",
      "Fleecejacke",
      "Fleecejacken",
      "Collegejacke",
      "Collegejacken",
      "Harrington-Jacke",
      "Harrington-Jacken"
    ],
    "collection": "Jacken",
    "titles": [
      "Worker-Jacke",
      "Trucker-Jacke",
      "Bomberjacke",
      "Bikerjacke",
      "Wildlederjacke",
      "Gesteppte Jacke",
      "Wachsjacke",
      "Utility-Jacke",
      "Cropped Jacke",
      "Coach-Jacke"
    ]
  },
  "blazer": {
    "one": "Blazer",
    "many": "Blazer",
    "nouns": [
      "Sakko",
      "Sakkos",
      "Sportsakko",
      "Sportsakkos",
      "Anzugjacke",
      "Anzugjacken",
      "Anzugsakko",
      "Anzugsakkos"
    ],
    "collection": "Blazer und Sakkos",
    "titles": [
      "Unstrukturierter Blazer",
      "Zweireihiger Blazer",
      "Einreihiger Blazer",
      "Tweed-Blazer",
      "Leinenblazer",
      "Hopsack-Blazer",
      "Oversize-Blazer",
      "Cord-Blazer",
      "Wollblazer"
    ]
  },
  "suit": {
    "one": "Anzug",
    "many": "Anzüge",
    "nouns": [
      "Zweiteiler",
      "Dreiteiler",
      "Smoking",
      "Smokings",
      "Anzugweste",
      "Anzugwesten",
      "Hosenanzug",
      "Hosenanzüge",
      "Herrenanzug",
      "Herrenanzüge"
    ],
    "collection": "Anzüge",
    "titles": [
      "Taillierter Anzug",
      "Zweireihiger Anzug",
      "Flanellanzug",
      "Anzug aus Tropical-Wolle",
      "Leinenanzug",
      "Anzug mit spitzem Revers",
      "Anzug mit Stufenrevers",
      "Reiseanzug",
      "Ganzjahresanzug"
    ]
  },
  "coat": {
    "one": "Mantel",
    "many": "Mäntel",
    "nouns": [
      "Wollmantel",
      "Wollmäntel",
      "Trenchcoat",
      "Trenchcoats",
      "Caban",
      "Cabans",
      "Cabanjacke",
      "Cabanjacken",
      "Kurzmantel",
      "Kurzmäntel",
      "Dufflecoat",
      "Dufflecoats",
      "Wintermantel",
      "Wintermäntel",
      "Überzieher"
    ],
    "collection": "Mäntel",
    "titles": [
      "Zweireihiger Mantel",
      "Wickelmantel",
      "Chesterfield-Mantel",
      "Mantel in Kokonform",
      "Balmacaan-Mantel",
      "Mantel mit Gürtel",
      "Langmantel",
      "Bouclé-Mantel",
      "Taillierter Mantel"
    ]
  },
  "puffer": {
    "one": "Pufferjacke",
    "many": "Pufferjacken",
    "nouns": [
      "Puffer",
      "Daunenjacke",
      "Daunenjacken",
      "Daunenmantel",
      "Daunenmäntel",
      "Parka",
      "Parkas",
      "Steppjacke",
      "Steppjacken",
      "wattierte Jacke",
      "wattierte Jacken",
      "Puffermantel",
      "Puffermäntel"
    ],
    "collection": "Pufferjacken und Parkas",
    "titles": [
      "Pufferjacke mit Kapuze",
      "Cropped Pufferjacke",
      "Lange Pufferjacke",
      "Packbare Pufferjacke",
      "Boxy-Fit-Pufferjacke",
      "Expeditionsparka",
      "Pufferjacke mit Kammersteppung",
      "Leichte Pufferjacke",
      "Pufferjacke aus Recyclingmaterial"
    ]
  },
  "rain-jacket": {
    "one": "Regenjacke",
    "many": "Regenjacken",
    "nouns": [
      "Regenmantel",
      "Regenmäntel",
      "Friesennerz",
      "Friesennerze",
      "Windbreaker",
      "Windjacke",
      "Windjacken",
      "Anorak",
      "Anoraks",
      "Regenponcho",
      "Regenponchos",
      "Hardshelljacke",
      "Hardshelljacken"
    ],
    "collection": "Regenjacken",
    "titles": [
      "Packbare Regenjacke",
      "Regenjacke mit Kapuze",
      "Lange Regenjacke",
      "Gewachste Regenjacke",
      "Gummierte Regenjacke",
      "Regenjacke im Fischer-Stil",
      "Leichte Regenjacke",
      "City-Regenjacke",
      "3-Lagen-Regenjacke"
    ]
  },
  "vest": {
    "one": "Weste",
    "many": "Westen",
    "nouns": [
      "Gilet",
      "Gilets",
      "Steppweste",
      "Steppwesten",
      "Daunenweste",
      "Daunenwesten",
      "Fleeceweste",
      "Fleecewesten",
      "Pufferweste",
      "Pufferwesten",
      "Bodywarmer"
    ],
    "collection": "Westen",
    "titles": [
      "Steppweste",
      "Daunenweste",
      "Fleeceweste",
      "Packbare Weste",
      "Utility-Weste",
      "Cordweste",
      "Wendeweste",
      "Wattierte Weste"
    ]
  },
  "jumpsuit": {
    "one": "Jumpsuit",
    "many": "Jumpsuits",
    "nouns": [
      "Overall",
      "Overalls",
      "Playsuit",
      "Playsuits",
      "Latzhose",
      "Latzhosen",
      "Boilersuit",
      "Boilersuits",
      "Arbeitsoverall",
      "Arbeitsoveralls"
    ],
    "collection": "Jumpsuits und Overalls",
    "titles": [
      "Leinen-Jumpsuit",
      "Utility-Jumpsuit",
      "Jeans-Jumpsuit",
      "Jumpsuit mit weitem Bein",
      "Wickel-Jumpsuit",
      "Jumpsuit mit Gürtel",
      "Twill-Jumpsuit",
      "Cord-Jumpsuit",
      "Lässiger Jumpsuit"
    ]
  },
  "leggings": {
    "one": "Leggings",
    "many": "Leggings",
    "nouns": [
      "Leggins",
      "Yogahose",
      "Yogahosen",
      "Yoga-Leggings",
      "Sportleggings",
      "Lauftights",
      "Tights",
      "Flared Leggings"
    ],
    "collection": "Leggings",
    "titles": [
      "High-Waist-Leggings",
      "Nahtlose Leggings",
      "Shaping-Leggings",
      "Leggings mit Taschen",
      "Gerippte Leggings",
      "Ausgestellte Leggings",
      "7/8-Leggings",
      "Kompressionsleggings",
      "Butterweiche Leggings"
    ]
  },
  "sports-bra": {
    "one": "Sport-BH",
    "many": "Sport-BHs",
    "nouns": [
      "Bra-Top",
      "Bra-Tops",
      "Lauf-BH",
      "Lauf-BHs",
      "Yoga-BH",
      "Yoga-BHs",
      "Bustier-Top",
      "Bustier-Tops"
    ],
    "collection": "Sport-BHs",
    "titles": [
      "Sport-BH mit starkem Halt",
      "Longline-Sport-BH",
      "Racerback-Sport-BH",
      "Sport-BH mit gekreuztem Rücken",
      "Nahtloser Sport-BH",
      "Sport-BH mit Frontreißverschluss",
      "Sport-BH mit rundem Ausschnitt",
      "Sport-BH für jeden Tag"
    ]
  },
  "running-shorts": {
    "one": "Laufshorts",
    "many": "Laufshorts",
    "nouns": [
      "kurze Sporthose",
      "kurze Sporthosen",
      "Trainingsshorts",
      "Sportshorts",
      "Gym-Shorts",
      "Radlerhose",
      "Radlerhosen",
      "Bikershorts",
      "Workout-Shorts"
    ],
    "collection": "Laufshorts",
    "titles": [
      "Laufshorts mit Seitenschlitz",
      "Laufshorts mit Innenslip",
      "2-in-1-Laufshorts",
      "Leichte Laufshorts",
      "Laufshorts mit Taschen",
      "Wettkampf-Laufshorts",
      "Trail-Laufshorts",
      "Trainingsshorts"
    ]
  },
  "joggers": {
    "one": "Jogginghose",
    "many": "Jogginghosen",
    "nouns": [
      "Jogger",
      "Jogpants",
      "Sweatpants",
      "Sweathose",
      "Sweathosen",
      "Trainingshose",
      "Trainingshosen",
      "Trainingsanzug",
      "Trainingsanzüge",
      "Loungehose",
      "Loungehosen"
    ],
    "collection": "Jogginghosen",
    "titles": [
      "Fleece-Jogginghose",
      "Tapered Jogginghose",
      "Relaxed-Fit-Jogginghose",
      "Jogginghose mit Bündchen",
      "Jogginghose mit geradem Bein",
      "Tech-Jogginghose",
      "Heavyweight-Jogginghose",
      "Reise-Jogginghose",
      "Jogginghose mit weitem Bein"
    ]
  },
  "workout-top": {
    "one": "Sportshirt",
    "many": "Sportshirts",
    "nouns": [
      "Trainingsshirt",
      "Trainingsshirts",
      "Laufshirt",
      "Laufshirts",
      "Funktionsshirt",
      "Funktionsshirts",
      "Sporttop",
      "Sporttops",
      "Trainingstop",
      "Trainingstops",
      "Lauftop",
      "Lauftops",
      "Sport-Tanktop",
      "Sport-Tanktops"
    ],
    "collection": "Sportoberteile",
    "titles": [
      "Atmungsaktives Sportshirt",
      "Nahtloses Sportshirt",
      "Mesh-Sportshirt",
      "Cropped Sporttop",
      "Leichtes Sportshirt",
      "Racerback-Sporttop",
      "Langarm-Sportshirt",
      "Merino-Sportshirt",
      "Reflektierendes Laufshirt"
    ]
  },
  "swimsuit": {
    "one": "Badeanzug",
    "many": "Badeanzüge",
    "nouns": [
      "Einteiler",
      "Schwimmanzug",
      "Schwimmanzüge",
      "Tankini",
      "Tankinis",
      "Monokini",
      "Monokinis"
    ],
    "collection": "Badeanzüge",
    "titles": [
      "Badeanzug mit tiefem Rückenausschnitt",
      "Hoch geschnittener Badeanzug",
      "Badeanzug mit eckigem Ausschnitt",
      "Badeanzug mit tiefem V-Ausschnitt",
      "Gerippter Badeanzug",
      "Badeanzug mit Gürtel",
      "Badeanzug mit Bügel",
      "Cut-out-Badeanzug",
      "Klassischer Badeanzug"
    ]
  },
  "bikini": {
    "one": "Bikini",
    "many": "Bikinis",
    "nouns": [
      "Bikinioberteil",
      "Bikinioberteile",
      "Bikinihose",
      "Bikinihosen",
      "String-Bikini",
      "String-Bikinis",
      "Triangel-Bikini",
      "Triangel-Bikinis",
      "Bandeau-Bikini",
      "Bandeau-Bikinis",
      "Bikini-Set",
      "Bikini-Sets"
    ],
    "collection": "Bikinis",
    "titles": [
      "Triangel-Bikini",
      "Bandeau-Bikini",
      "Balconette-Bikini",
      "High-Waist-Bikini",
      "Bikini zum Binden",
      "Gerippter Bikini",
      "Bikini mit U-Ausschnitt",
      "Bügel-Bikini",
      "Cheeky-Bikini"
    ]
  },
  "swim-trunks": {
    "one": "Badehose",
    "many": "Badehosen",
    "nouns": [
      "Badeshorts",
      "Boardshorts",
      "Schwimmshorts",
      "Schwimmhose",
      "Schwimmhosen",
      "Badeslip",
      "Badeslips"
    ],
    "collection": "Badehosen",
    "titles": [
      "Tailored Badeshorts",
      "Retro-Badehose",
      "Schnelltrocknende Badehose",
      "Bedruckte Badehose",
      "Badehose mit Tunnelzug",
      "Badeshorts mit Seitenriegeln",
      "Volley-Badeshorts",
      "Klassische Badehose"
    ]
  },
  "cover-up": {
    "one": "Strandüberwurf",
    "many": "Strandüberwürfe",
    "nouns": [
      "Cover-up",
      "Cover-ups",
      "Kaftan",
      "Kaftane",
      "Sarong",
      "Sarongs",
      "Pareo",
      "Pareos",
      "Strandkleid",
      "Strandkleider",
      "Strandhemd",
      "Strandhemden",
      "Strandtunika",
      "Strandtuniken"
    ],
    "collection": "Strandüberwürfe",
    "titles": [
      "Strandüberwurf aus Musselin",
      "Gehäkeltes Strandkleid",
      "Leinen-Kaftan",
      "Bestickter Kaftan",
      "Strandhemd zum Knoten",
      "Transparenter Strandüberwurf",
      "Strandüberwurf mit Fransen",
      "Resort-Kaftan",
      "Kaftan mit Quasten"
    ]
  },
  "bra": {
    "one": "BH",
    "many": "BHs",
    "nouns": [
      "Büstenhalter",
      "Bralette",
      "Bralettes",
      "Balconette-BH",
      "Balconette-BHs",
      "Push-up-BH",
      "Push-up-BHs",
      "bügelloser BH",
      "bügellose BHs",
      "Bügel-BH",
      "Bügel-BHs",
      "Plunge-BH",
      "Plunge-BHs"
    ],
    "collection": "BHs",
    "titles": [
      "Spitzen-BH",
      "Bügelloser BH",
      "Balconette-BH",
      "Plunge-BH",
      "Ungefütterter BH",
      "T-Shirt-BH",
      "Seiden-BH",
      "Longline-BH",
      "Halbschalen-BH",
      "Mesh-BH"
    ]
  },
  "underwear": {
    "one": "Unterhose",
    "many": "Unterhosen",
    "nouns": [
      "Unterwäsche",
      "Slip",
      "Slips",
      "Panty",
      "Pantys",
      "String",
      "Strings",
      "Tanga",
      "Tangas",
      "Hipster",
      "Boxershorts",
      "Retroshorts",
      "Boxer",
      "Unterhemd",
      "Unterhemden",
      "Schlüpfer"
    ],
    "collection": "Unterwäsche",
    "titles": [
      "Nahtloser Slip",
      "Spitzenslip",
      "Baumwollslip",
      "Modal-Slip",
      "High-Waist-Slip",
      "Bikinislip",
      "Slip für jeden Tag",
      "Mesh-Slip",
      "Slip aus Bio-Baumwolle"
    ]
  },
  "lingerie-set": {
    "one": "Dessous-Set",
    "many": "Dessous-Sets",
    "nouns": [
      "Dessous",
      "Lingerie",
      "Body",
      "Bodys",
      "Korsett",
      "Korsetts",
      "Corsage",
      "Corsagen",
      "Bustier",
      "Bustiers",
      "Camisole",
      "Camisoles",
      "Unterkleid",
      "Unterkleider",
      "Strapsgürtel",
      "Strumpfhalter"
    ],
    "collection": "Dessous",
    "titles": [
      "Spitzen-Dessous-Set",
      "Seiden-Dessous-Set",
      "Satin-Dessous-Set",
      "Transparentes Dessous-Set",
      "Besticktes Dessous-Set",
      "Riemchen-Dessous-Set",
      "Corsage mit Stäbchen",
      "Braut-Dessous-Set",
      "Mesh-Dessous-Set"
    ]
  },
  "pajamas": {
    "one": "Schlafanzug",
    "many": "Schlafanzüge",
    "nouns": [
      "Pyjama",
      "Pyjamas",
      "Pyjama-Set",
      "Pyjama-Sets",
      "Nachthemd",
      "Nachthemden",
      "Schlafshirt",
      "Schlafshirts",
      "Nachtwäsche",
      "Homewear"
    ],
    "collection": "Schlafanzüge",
    "titles": [
      "Seidenpyjama",
      "Flanell-Schlafanzug",
      "Popeline-Schlafanzug",
      "Leinen-Schlafanzug",
      "Pyjama mit Paspeln",
      "Gestreifter Schlafanzug",
      "Kurzer Schlafanzug",
      "Modal-Schlafanzug",
      "Waffelpiqué-Pyjama"
    ]
  },
  "robe": {
    "one": "Bademantel",
    "many": "Bademäntel",
    "nouns": [
      "Morgenmantel",
      "Morgenmäntel",
      "Hausmantel",
      "Hausmäntel",
      "Kimono",
      "Kimonos",
      "Saunamantel",
      "Saunamäntel"
    ],
    "collection": "Bademäntel",
    "titles": [
      "Waffelpiqué-Bademantel",
      "Frottee-Bademantel",
      "Seiden-Morgenmantel",
      "Leinen-Bademantel",
      "Bademantel mit Schalkragen",
      "Bademantel mit Kapuze",
      "Kurzer Bademantel",
      "Langer Bademantel",
      "Gesteppter Morgenmantel"
    ]
  },
  "onesie": {
    "one": "Babybody",
    "many": "Babybodys",
    "nouns": [
      "Strampler",
      "Strampelanzug",
      "Strampelanzüge",
      "Schlafstrampler",
      "Schlafoverall",
      "Schlafoveralls",
      "Onesie",
      "Onesies",
      "Wickelbody",
      "Wickelbodys"
    ],
    "collection": "Babybodys und Strampler",
    "titles": [
      "Bio-Babybody",
      "Gerippter Babybody",
      "Strampler mit Reißverschluss",
      "Babybody mit Druckknöpfen",
      "Strampler mit Füßen",
      "Body mit Amerikanerausschnitt",
      "Langarm-Babybody",
      "Kurzarm-Babybody",
      "Bedruckter Babybody"
    ]
  },
  "sneaker": {
    "one": "Sneaker",
    "many": "Sneaker",
    "nouns": [
      "Sneakers",
      "Turnschuh",
      "Turnschuhe",
      "Tennisschuh",
      "Tennisschuhe",
      "High-Top-Sneaker",
      "Low-Top-Sneaker",
      "Canvas-Schuh",
      "Canvas-Schuhe",
      "Skateschuh",
      "Skateschuhe",
      "Slip-on",
      "Slip-ons"
    ],
    "collection": "Sneaker",
    "titles": [
      "Court-Sneaker",
      "Low-Top-Sneaker",
      "High-Top-Sneaker",
      "Canvas-Sneaker",
      "Wildleder-Sneaker",
      "Leder-Sneaker",
      "Retro-Sneaker",
      "Chunky Sneaker",
      "Minimalistischer Sneaker",
      "Plateau-Sneaker"
    ]
  },
  "running-shoe": {
    "one": "Laufschuh",
    "many": "Laufschuhe",
    "nouns": [
      "Trailrunning-Schuh",
      "Trailrunning-Schuhe",
      "Trailschuh",
      "Trailschuhe",
      "Wettkampfschuh",
      "Wettkampfschuhe",
      "Straßenlaufschuh",
      "Straßenlaufschuhe",
      "Joggingschuh",
      "Joggingschuhe",
      "Runningschuh",
      "Runningschuhe"
    ],
    "collection": "Laufschuhe",
    "titles": [
      "Trail-Laufschuh",
      "Straßenlaufschuh",
      "Laufschuh für das tägliche Training",
      "Tempo-Laufschuh",
      "Stabilitäts-Laufschuh",
      "Laufschuh mit Maximaldämpfung",
      "Laufschuh mit Carbonplatte",
      "Leichter Laufschuh",
      "Zero-Drop-Laufschuh"
    ]
  },
  "boot": {
    "one": "Stiefel",
    "many": "Stiefel",
    "nouns": [
      "Boot",
      "Boots",
      "Stiefelette",
      "Stiefeletten",
      "Chelsea-Boot",
      "Chelsea-Boots",
      "Schnürstiefel",
      "Arbeitsstiefel",
      "Cowboystiefel",
      "Westernstiefel",
      "Springerstiefel",
      "Combat-Boot",
      "Combat-Boots",
      "kniehoher Stiefel",
      "kniehohe Stiefel",
      "Gummistiefel",
      "Schneestiefel",
      "Winterstiefel"
    ],
    "collection": "Stiefel und Boots",
    "titles": [
      "Chelsea-Boot",
      "Schnürstiefel",
      "Moc-Toe-Boot",
      "Engineer-Boot",
      "Service-Boot",
      "Stiefel mit Profilsohle",
      "Stiefelette mit Absatz",
      "Stiefel mit Lammfellfutter",
      "Harness-Boot",
      "Roper-Stiefel"
    ]
  },
  "sandal": {
    "one": "Sandale",
    "many": "Sandalen",
    "nouns": [
      "Pantolette",
      "Pantoletten",
      "Slide",
      "Slides",
      "Zehentrenner",
      "Flip-Flop",
      "Flip-Flops",
      "Espadrille",
      "Espadrilles",
      "Fischersandale",
      "Fischersandalen",
      "Huarache",
      "Huaraches",
      "Römersandale",
      "Römersandalen"
    ],
    "collection": "Sandalen",
    "titles": [
      "Ledersandale",
      "Riemchensandale",
      "Plateausandale",
      "Fischersandale",
      "Fußbettsandale",
      "Geflochtene Sandale",
      "Sandale mit Korksohle",
      "Slingback-Sandale",
      "Flache Sandale"
    ]
  },
  "loafer": {
    "one": "Loafer",
    "many": "Loafer",
    "nouns": [
      "Slipper",
      "Penny-Loafer",
      "Mokassin",
      "Mokassins",
      "Bootsschuh",
      "Bootsschuhe",
      "Segelschuh",
      "Segelschuhe",
      "Driving Shoe",
      "Driving Shoes",
      "Autofahrerschuh",
      "Autofahrerschuhe",
      "Mule",
      "Mules",
      "Clog",
      "Clogs"
    ],
    "collection": "Loafer und Slipper",
    "titles": [
      "Penny-Loafer",
      "Horsebit-Loafer",
      "Tassel-Loafer",
      "Wildleder-Loafer",
      "Chunky Loafer",
      "Loafer mit Profilsohle",
      "Ungefütterter Loafer",
      "Leder-Loafer",
      "Slip-on-Loafer"
    ]
  },
  "ballet-flat": {
    "one": "Ballerina",
    "many": "Ballerinas",
    "nouns": [
      "flacher Schuh",
      "flache Schuhe",
      "Mary Jane",
      "Mary Janes",
      "Spangenschuh",
      "Spangenschuhe",
      "Ballettschuh",
      "Ballettschuhe"
    ],
    "collection": "Ballerinas",
    "titles": [
      "Leder-Ballerina",
      "Wildleder-Ballerina",
      "Lack-Ballerina",
      "Spitze Ballerina",
      "Ballerina mit eckiger Kappe",
      "Mesh-Ballerina",
      "Ballerina mit Schleife",
      "Riemchen-Ballerina",
      "Gesteppte Ballerina"
    ]
  },
  "dress-shoe": {
    "one": "Anzugschuh",
    "many": "Anzugschuhe",
    "nouns": [
      "Businessschuh",
      "Businessschuhe",
      "Oxford",
      "Oxfords",
      "Oxford-Schuh",
      "Oxford-Schuhe",
      "Derby",
      "Derbys",
      "Derby-Schuh",
      "Derby-Schuhe",
      "Budapester",
      "Brogue",
      "Brogues",
      "Monkstrap",
      "Monkstraps",
      "Schnallenschuh",
      "Schnallenschuhe",
      "Schnürschuh",
      "Schnürschuhe"
    ],
    "collection": "Anzugschuhe",
    "titles": [
      "Anzugschuh mit Querkappe",
      "Glatter Anzugschuh ohne Kappe",
      "Full-Brogue-Schuh",
      "Double-Monk-Schuh",
      "Wholecut-Oxford",
      "Wildleder-Anzugschuh",
      "Cordovan-Anzugschuh",
      "Longwing-Brogue",
      "Split-Toe-Derby"
    ]
  },
  "heel": {
    "one": "Pumps",
    "many": "Pumps",
    "nouns": [
      "High Heel",
      "High Heels",
      "Stiletto",
      "Stilettos",
      "Absatzschuh",
      "Absatzschuhe",
      "Kitten Heels",
      "Slingback",
      "Slingbacks",
      "Plateau-Pumps",
      "Keilabsatzschuh",
      "Keilabsatzschuhe"
    ],
    "collection": "Pumps und High Heels",
    "titles": [
      "Spitze Pumps",
      "Slingback-Pumps",
      "Pumps mit Blockabsatz",
      "Pumps mit Kitten Heel",
      "Riemchen-Pumps",
      "Satin-Pumps",
      "Lack-Pumps",
      "Mules mit Absatz",
      "Pumps mit eckiger Kappe",
      "Braut-Pumps"
    ]
  },
  "slipper": {
    "one": "Hausschuh",
    "many": "Hausschuhe",
    "nouns": [
      "Pantoffel",
      "Pantoffeln",
      "Puschen",
      "Lammfell-Hausschuh",
      "Lammfell-Hausschuhe",
      "Filzpantoffel",
      "Filzpantoffeln",
      "Hüttenschuh",
      "Hüttenschuhe"
    ],
    "collection": "Hausschuhe",
    "titles": [
      "Lammfell-Hausschuh",
      "Filz-Hausschuh",
      "Mokassin-Hausschuh",
      "Offener Hausschuh",
      "Woll-Hausschuh",
      "Strick-Hausschuh",
      "Hüttenschuh",
      "Kuscheliger Hausschuh",
      "Frottee-Hausschuh"
    ]
  },
  "ring": {
    "one": "Ring",
    "many": "Ringe",
    "nouns": [
      "Verlobungsring",
      "Verlobungsringe",
      "Ehering",
      "Eheringe",
      "Trauring",
      "Trauringe",
      "Siegelring",
      "Siegelringe",
      "Stapelring",
      "Stapelringe",
      "Freundschaftsring",
      "Freundschaftsringe",
      "Cocktailring",
      "Cocktailringe",
      "Memoire-Ring",
      "Memoire-Ringe"
    ],
    "collection": "Ringe",
    "titles": [
      "Siegelring",
      "Stapelring",
      "Solitärring",
      "Gewölbter Ring",
      "Bandring",
      "Halo-Ring",
      "Gedrehter Ring",
      "Ring mit Zargenfassung",
      "Memoire-Ring",
      "Gehämmerter Ring"
    ]
  },
  "necklace": {
    "one": "Halskette",
    "many": "Halsketten",
    "nouns": [
      "Kette",
      "Ketten",
      "Anhänger",
      "Anhängerkette",
      "Anhängerketten",
      "Gliederkette",
      "Gliederketten",
      "Choker",
      "Medaillon",
      "Medaillons",
      "Charm-Kette",
      "Charm-Ketten",
      "Collier",
      "Colliers"
    ],
    "collection": "Halsketten",
    "titles": [
      "Halskette mit Anhänger",
      "Paperclip-Kette",
      "Fischgrätkette",
      "Kordelkette",
      "Perlenkette",
      "Halskette mit Initiale",
      "Medaillon-Halskette",
      "Halskette mit Geburtsstein",
      "Schlangenkette",
      "Mehrreihige Halskette"
    ]
  },
  "earring": {
    "one": "Ohrring",
    "many": "Ohrringe",
    "nouns": [
      "Ohrstecker",
      "Creole",
      "Creolen",
      "Huggie",
      "Huggies",
      "Ear Cuff",
      "Ear Cuffs",
      "Ohrhänger",
      "Ear Climber",
      "Ohrklemme",
      "Ohrklemmen"
    ],
    "collection": "Ohrringe",
    "titles": [
      "Huggie-Creolen",
      "Creolen",
      "Tropfenohrringe",
      "Perlenohrringe",
      "Ohrstecker",
      "Durchzieher-Ohrringe",
      "Kronleuchter-Ohrringe",
      "Skulpturale Ohrringe",
      "Mini-Ohrstecker",
      "Statement-Ohrringe"
    ]
  },
  "bracelet": {
    "one": "Armband",
    "many": "Armbänder",
    "nouns": [
      "Armreif",
      "Armreifen",
      "Armspange",
      "Armspangen",
      "Charm-Armband",
      "Charm-Armbänder",
      "Tennisarmband",
      "Tennisarmbänder",
      "Gliederarmband",
      "Gliederarmbänder",
      "Fußkettchen",
      "Fußkette",
      "Fußketten",
      "Perlenarmband",
      "Perlenarmbänder"
    ],
    "collection": "Armbänder",
    "titles": [
      "Tennisarmband",
      "Armspange",
      "Gliederarmband",
      "Perlenarmband",
      "Charm-Armband",
      "Fischgrät-Armband",
      "Armreif",
      "Paperclip-Armband",
      "Geflochtenes Armband",
      "Figaro-Armband"
    ]
  },
  "cufflink": {
    "one": "Manschettenknopf",
    "many": "Manschettenknöpfe",
    "nouns": [
      "Krawattennadel",
      "Krawattennadeln",
      "Krawattenklammer",
      "Krawattenklammern",
      "Kragenstäbchen",
      "Anstecknadel",
      "Anstecknadeln",
      "Reversnadel",
      "Reversnadeln"
    ],
    "collection": "Manschettenknöpfe und Krawattennadeln",
    "titles": [
      "Gravierte Manschettenknöpfe",
      "Knoten-Manschettenknöpfe",
      "Emaille-Manschettenknöpfe",
      "Onyx-Manschettenknöpfe",
      "Manschettenknöpfe mit Monogramm",
      "Perlmutt-Manschettenknöpfe",
      "Klassische Manschettenknöpfe",
      "Manschettenknöpfe mit Kippverschluss"
    ]
  },
  "watch": {
    "one": "Uhr",
    "many": "Uhren",
    "nouns": [
      "Armbanduhr",
      "Armbanduhren",
      "Automatikuhr",
      "Automatikuhren",
      "mechanische Uhr",
      "mechanische Uhren",
      "Taucheruhr",
      "Taucheruhren",
      "Felduhr",
      "Felduhren",
      "Chronograph",
      "Chronographen",
      "Quarzuhr",
      "Quarzuhren",
      "Zeitmesser"
    ],
    "collection": "Uhren",
    "titles": [
      "Automatikuhr",
      "Taucheruhr",
      "Felduhr",
      "GMT-Uhr",
      "Fliegeruhr",
      "Elegante Dresswatch",
      "Chronograph",
      "Skelettuhr",
      "Alltagsuhr",
      "Uhr mit Mondphase"
    ]
  },
  "watch-strap": {
    "one": "Uhrenarmband",
    "many": "Uhrenarmbänder",
    "nouns": [
      "Uhrband",
      "Uhrbänder",
      "NATO-Armband",
      "NATO-Armbänder",
      "Uhrenarmband aus Leder",
      "Uhrenarmbänder aus Leder",
      "Milanaise-Armband",
      "Milanaise-Armbänder"
    ],
    "collection": "Uhrenarmbänder",
    "titles": [
      "Leder-Uhrenarmband",
      "Wildleder-Uhrenarmband",
      "Rallye-Uhrenarmband",
      "Tropic-Uhrenarmband",
      "Canvas-Uhrenarmband",
      "Uhrenarmband mit Schnellwechsel",
      "Shell-Cordovan-Uhrenarmband",
      "Milanaise-Uhrenarmband",
      "Kautschuk-Uhrenarmband"
    ]
  },
  "handbag": {
    "one": "Handtasche",
    "many": "Handtaschen",
    "nouns": [
      "Umhängetasche",
      "Umhängetaschen",
      "Crossbody-Bag",
      "Crossbody-Bags",
      "Schultertasche",
      "Schultertaschen",
      "Clutch",
      "Clutches",
      "Satchel",
      "Satchels",
      "Hobo-Bag",
      "Hobo-Bags",
      "Beuteltasche",
      "Beuteltaschen",
      "Henkeltasche",
      "Henkeltaschen",
      "Gürteltasche",
      "Gürteltaschen",
      "Abendtasche",
      "Abendtaschen",
      "Saddle Bag",
      "Saddle Bags"
    ],
    "collection": "Handtaschen",
    "titles": [
      "Crossbody-Tasche",
      "Hobo-Tasche",
      "Beuteltasche",
      "Handtasche im Saddle-Stil",
      "Henkeltasche",
      "Mini-Handtasche",
      "Geflochtene Handtasche",
      "Formstabile Handtasche",
      "Weiche Slouchy-Handtasche",
      "Halbmond-Tasche"
    ]
  },
  "tote-bag": {
    "one": "Shopper",
    "many": "Shopper",
    "nouns": [
      "Tote Bag",
      "Tote Bags",
      "Stofftasche",
      "Stofftaschen",
      "Canvas-Tasche",
      "Canvas-Taschen",
      "Einkaufstasche",
      "Einkaufstaschen",
      "Markttasche",
      "Markttaschen",
      "Strandtasche",
      "Strandtaschen",
      "Jutebeutel",
      "Baumwolltasche",
      "Baumwolltaschen"
    ],
    "collection": "Shopper und Tote Bags",
    "titles": [
      "Canvas-Shopper",
      "Extrastarker Shopper",
      "Markttasche",
      "Shopper mit Reißverschluss",
      "Boat-Tote-Bag",
      "Oversize-Shopper",
      "Shopper mit Print",
      "Alltags-Shopper",
      "Netztasche"
    ]
  },
  "wallet": {
    "one": "Geldbörse",
    "many": "Geldbörsen",
    "nouns": [
      "Portemonnaie",
      "Portemonnaies",
      "Geldbeutel",
      "Brieftasche",
      "Brieftaschen",
      "Kartenetui",
      "Kartenetuis",
      "Kartenhalter",
      "Münzbörse",
      "Münzbörsen",
      "Geldklammer",
      "Geldklammern",
      "Reisepasshülle",
      "Reisepasshüllen",
      "Passhülle",
      "Passhüllen"
    ],
    "collection": "Geldbörsen",
    "titles": [
      "Bifold-Geldbörse",
      "Schmale Geldbörse",
      "Geldbörse mit Reißverschluss",
      "Trifold-Geldbörse",
      "Minimalistische Geldbörse",
      "Lange Geldbörse",
      "Reisegeldbörse",
      "Geldbörse für die Vordertasche",
      "Geldbörse mit Druckknopf"
    ]
  },
  "belt": {
    "one": "Gürtel",
    "many": "Gürtel",
    "nouns": [
      "Ledergürtel",
      "Anzuggürtel",
      "Flechtgürtel",
      "Gürtelschnalle",
      "Gürtelschnallen",
      "Schnalle",
      "Schnallen"
    ],
    "collection": "Gürtel",
    "titles": [
      "Ledergürtel",
      "Anzuggürtel",
      "Geflochtener Gürtel",
      "Westerngürtel",
      "Wendegürtel",
      "Wildledergürtel",
      "Gewebter Gürtel",
      "Arbeitsgürtel",
      "Schmaler Gürtel"
    ]
  },
  "briefcase": {
    "one": "Aktentasche",
    "many": "Aktentaschen",
    "nouns": [
      "Messenger Bag",
      "Messenger Bags",
      "Kuriertasche",
      "Kuriertaschen",
      "Arbeitstasche",
      "Arbeitstaschen",
      "Laptoptasche",
      "Laptoptaschen",
      "Businesstasche",
      "Businesstaschen",
      "Aktenkoffer",
      "Dokumententasche",
      "Dokumententaschen"
    ],
    "collection": "Aktentaschen und Businesstaschen",
    "titles": [
      "Schmale Aktentasche",
      "Aktentasche mit zwei Fächern",
      "Messenger-Tasche",
      "Aktentasche aus Wachscanvas",
      "Leder-Aktentasche",
      "Aktentasche mit Reißverschluss",
      "Aktentasche im Heritage-Stil",
      "Reise-Aktentasche",
      "Formstabile Aktentasche"
    ]
  },
  "keychain": {
    "one": "Schlüsselanhänger",
    "many": "Schlüsselanhänger",
    "nouns": [
      "Schlüsselring",
      "Schlüsselringe",
      "Schlüsseletui",
      "Schlüsseletuis",
      "Schlüsselmäppchen",
      "Lanyard",
      "Lanyards",
      "Schlüsselband",
      "Schlüsselbänder"
    ],
    "collection": "Schlüsselanhänger",
    "titles": [
      "Leder-Schlüsselanhänger",
      "Messing-Schlüsselanhänger",
      "Schlüsselanhänger mit Schlaufe",
      "Schlüsselanhänger mit Karabiner",
      "Schlüsselanhänger mit Monogramm",
      "Schlüsselanhänger mit Spaltring",
      "Geflochtener Schlüsselanhänger",
      "Minimalistischer Schlüsselanhänger"
    ]
  },
  "sunglasses": {
    "one": "Sonnenbrille",
    "many": "Sonnenbrillen",
    "nouns": [
      "Pilotenbrille",
      "Pilotenbrillen",
      "polarisierte Sonnenbrille",
      "polarisierte Sonnenbrillen",
      "Aviator",
      "Aviators"
    ],
    "collection": "Sonnenbrillen",
    "titles": [
      "Piloten-Sonnenbrille",
      "Wayfarer-Sonnenbrille",
      "Runde Sonnenbrille",
      "Cat-Eye-Sonnenbrille",
      "Oversize-Sonnenbrille",
      "Eckige Sonnenbrille",
      "Panorama-Sonnenbrille",
      "Clubmaster-Sonnenbrille",
      "Sonnenbrille mit Schlüssellochsteg"
    ]
  },
  "glasses": {
    "one": "Brille",
    "many": "Brillen",
    "nouns": [
      "Brillengestell",
      "Brillengestelle",
      "Brillenfassung",
      "Brillenfassungen",
      "Lesebrille",
      "Lesebrillen",
      "Blaulichtfilterbrille",
      "Blaulichtfilterbrillen",
      "Korrekturbrille",
      "Korrekturbrillen"
    ],
    "collection": "Brillen",
    "titles": [
      "Runde Brille",
      "Rechteckige Brille",
      "Cat-Eye-Brille",
      "Browline-Brille",
      "Drahtbrille",
      "Brille mit Schlüssellochsteg",
      "Oversize-Brille",
      "Titanbrille",
      "Panto-Brille",
      "Eckige Brille"
    ]
  },
  "glasses-case": {
    "one": "Brillenetui",
    "many": "Brillenetuis",
    "nouns": [
      "Sonnenbrillenetui",
      "Sonnenbrillenetuis",
      "Brillenhülle",
      "Brillenhüllen",
      "Brillenkette",
      "Brillenketten",
      "Brillenband",
      "Brillenbänder",
      "Brillenputztuch",
      "Brillenputztücher"
    ],
    "collection": "Brillenzubehör",
    "titles": [
      "Hartschalen-Brillenetui",
      "Faltbares Brillenetui",
      "Leder-Brillenetui",
      "Brillenkette mit Perlen",
      "Schmales Brillenetui",
      "Brillenetui mit Reißverschluss",
      "Brillenetui mit Magnetverschluss",
      "Filz-Brillenetui"
    ]
  },
  "cap": {
    "one": "Cap",
    "many": "Caps",
    "nouns": [
      "Kappe",
      "Kappen",
      "Basecap",
      "Basecaps",
      "Baseballcap",
      "Baseballcaps",
      "Schirmmütze",
      "Schirmmützen",
      "Dad Cap",
      "Dad Caps",
      "Snapback",
      "Snapbacks",
      "Truckercap",
      "Truckercaps",
      "Five-Panel-Cap",
      "Five-Panel-Caps"
    ],
    "collection": "Caps",
    "titles": [
      "Bestickte Cap",
      "Cap in Washed-Optik",
      "Cord-Cap",
      "Unstrukturierte Cap",
      "Nylon-Cap",
      "Woll-Cap",
      "Vintage-Cap",
      "Logo-Cap",
      "Low-Profile-Cap"
    ]
  },
  "beanie": {
    "one": "Beanie",
    "many": "Beanies",
    "nouns": [
      "Mütze",
      "Mützen",
      "Strickmütze",
      "Strickmützen",
      "Wintermütze",
      "Wintermützen",
      "Bommelmütze",
      "Bommelmützen",
      "Pudelmütze",
      "Pudelmützen",
      "Haube",
      "Hauben"
    ],
    "collection": "Beanies und Mützen",
    "titles": [
      "Ripp-Beanie",
      "Fisherman-Beanie",
      "Beanie mit Umschlag",
      "Slouch-Beanie",
      "Merino-Beanie",
      "Kaschmir-Beanie",
      "Grobstrick-Beanie",
      "Waffelstrick-Beanie",
      "Beanie mit Bommel"
    ]
  },
  "bucket-hat": {
    "one": "Bucket Hat",
    "many": "Bucket Hats",
    "nouns": [
      "Fischerhut",
      "Fischerhüte",
      "Anglerhut",
      "Anglerhüte",
      "Boonie Hat",
      "Boonie Hats",
      "Buschhut",
      "Buschhüte"
    ],
    "collection": "Bucket Hats",
    "titles": [
      "Wende-Bucket-Hat",
      "Cord-Bucket-Hat",
      "Nylon-Bucket-Hat",
      "Denim-Bucket-Hat",
      "Frottee-Bucket-Hat",
      "Bucket Hat in Washed-Optik",
      "Gesteppter Bucket Hat",
      "Fleece-Bucket-Hat",
      "Canvas-Bucket-Hat"
    ]
  },
  "sun-hat": {
    "one": "Sonnenhut",
    "many": "Sonnenhüte",
    "nouns": [
      "Strohhut",
      "Strohhüte",
      "Strandhut",
      "Strandhüte",
      "Schlapphut",
      "Schlapphüte",
      "Visor",
      "Visors",
      "Sonnenvisor",
      "Sonnenvisors",
      "Raffiahut",
      "Raffiahüte"
    ],
    "collection": "Sonnenhüte",
    "titles": [
      "Raffia-Sonnenhut",
      "Geflochtener Sonnenhut",
      "Packbarer Sonnenhut",
      "Sonnenhut mit breiter Krempe",
      "Boater-Strohhut",
      "Schlapphut",
      "Knautschfester Sonnenhut",
      "Sonnenhut mit Hutband",
      "Sonnenhut aus Palmstroh"
    ]
  },
  "hat": {
    "one": "Hut",
    "many": "Hüte",
    "nouns": [
      "Fedora",
      "Fedoras",
      "Filzhut",
      "Filzhüte",
      "Trilby",
      "Trilbys",
      "Panamahut",
      "Panamahüte",
      "Porkpie-Hut",
      "Porkpie-Hüte",
      "Cowboyhut",
      "Cowboyhüte",
      "Westernhut",
      "Westernhüte",
      "Flatcap",
      "Flatcaps",
      "Schiebermütze",
      "Schiebermützen",
      "Baskenmütze",
      "Baskenmützen",
      "Barett",
      "Baretts",
      "Glockenhut",
      "Glockenhüte"
    ],
    "collection": "Hüte",
    "titles": [
      "Wollfilzhut",
      "Haarfilzhut",
      "Hut mit breiter Krempe",
      "Fedora mit Tropfenkniff",
      "Hut mit Teleskopkrone",
      "Rancher-Hut",
      "Hut mit Kniff",
      "Tweed-Hut",
      "Strohhut",
      "Klassischer Hut"
    ]
  },
  "sock": {
    "one": "Socke",
    "many": "Socken",
    "nouns": [
      "Strumpf",
      "Strümpfe",
      "Sneakersocke",
      "Sneakersocken",
      "Füßling",
      "Füßlinge",
      "Anzugsocke",
      "Anzugsocken",
      "Wollsocke",
      "Wollsocken",
      "Kniestrumpf",
      "Kniestrümpfe",
      "Kurzsocke",
      "Kurzsocken",
      "Stiefelsocke",
      "Stiefelsocken"
    ],
    "collection": "Socken",
    "titles": [
      "Rippsocken",
      "Gepolsterte Socken",
      "Merinosocken",
      "Gestreifte Socken",
      "Argyle-Socken",
      "Socken für jeden Tag",
      "Anzugsocken",
      "Stiefelsocken",
      "Gemusterte Socken",
      "Socken mit Zopfmuster"
    ]
  },
  "tights": {
    "one": "Strumpfhose",
    "many": "Strumpfhosen",
    "nouns": [
      "Feinstrumpfhose",
      "Feinstrumpfhosen",
      "Nylonstrumpfhose",
      "Nylonstrumpfhosen",
      "Beinstulpe",
      "Beinstulpen",
      "Stulpe",
      "Stulpen"
    ],
    "collection": "Strumpfhosen",
    "titles": [
      "Transparente Feinstrumpfhose",
      "Blickdichte Strumpfhose",
      "Ripp-Strumpfhose",
      "Netzstrumpfhose",
      "Gemusterte Strumpfhose",
      "Merino-Strumpfhose",
      "Shaping-Strumpfhose",
      "Laufmaschenresistente Strumpfhose",
      "Strumpfhose mit Naht"
    ]
  },
  "scarf": {
    "one": "Schal",
    "many": "Schals",
    "nouns": [
      "Tuch",
      "Tücher",
      "Seidentuch",
      "Seidentücher",
      "Halstuch",
      "Halstücher",
      "Stola",
      "Stolen",
      "Pashmina",
      "Pashminas",
      "Bandana",
      "Bandanas",
      "Loop-Schal",
      "Loop-Schals",
      "Schlauchschal",
      "Schlauchschals"
    ],
    "collection": "Schals und Tücher",
    "titles": [
      "Kaschmirschal",
      "Lambswool-Schal",
      "Tuch aus Seidentwill",
      "Oversize-Schal",
      "Schal mit Fransen",
      "Tartan-Schal",
      "Ripp-Schal",
      "Deckenschal",
      "Bedruckter Schal",
      "Schmaler Schal"
    ]
  },
  "gloves": {
    "one": "Handschuh",
    "many": "Handschuhe",
    "nouns": [
      "Fäustling",
      "Fäustlinge",
      "Fausthandschuh",
      "Fausthandschuhe",
      "Lederhandschuh",
      "Lederhandschuhe",
      "Touchscreen-Handschuh",
      "Touchscreen-Handschuhe",
      "fingerloser Handschuh",
      "fingerlose Handschuhe",
      "Autofahrerhandschuh",
      "Autofahrerhandschuhe"
    ],
    "collection": "Handschuhe",
    "titles": [
      "Lederhandschuhe",
      "Handschuhe mit Kaschmirfutter",
      "Strickhandschuhe",
      "Autofahrerhandschuhe",
      "Lammfellhandschuhe",
      "Touchscreen-Handschuhe",
      "Fingerlose Handschuhe",
      "Wollhandschuhe",
      "Wildlederhandschuhe"
    ]
  },
  "tie": {
    "one": "Krawatte",
    "many": "Krawatten",
    "nouns": [
      "Schlips",
      "Schlipse",
      "Fliege",
      "Fliegen",
      "Querbinder",
      "Einstecktuch",
      "Einstecktücher",
      "Strickkrawatte",
      "Strickkrawatten",
      "Seidenkrawatte",
      "Seidenkrawatten"
    ],
    "collection": "Krawatten",
    "titles": [
      "Seidenkrawatte",
      "Strickkrawatte",
      "Grenadine-Krawatte",
      "Wollkrawatte",
      "Krawatte mit Regimentsstreifen",
      "Paisley-Krawatte",
      "Krawatte mit feinen Punkten",
      "Seven-Fold-Krawatte",
      "Shantung-Krawatte",
      "Leinenkrawatte"
    ]
  },
  "hair-accessory": {
    "one": "Haarspange",
    "many": "Haarspangen",
    "nouns": [
      "Haarklammer",
      "Haarklammern",
      "Haarclip",
      "Haarclips",
      "Haarreif",
      "Haarreifen",
      "Haarband",
      "Haarbänder",
      "Haargummi",
      "Haargummis",
      "Scrunchie",
      "Scrunchies",
      "Haarnadel",
      "Haarnadeln",
      "Haarklemme",
      "Haarklemmen",
      "Tiara",
      "Tiaras",
      "Diadem",
      "Diademe",
      "Haarkamm",
      "Haarkämme",
      "Haarschleife",
      "Haarschleifen",
      "Haaraccessoire",
      "Haaraccessoires",
      "Haarschmuck"
    ],
    "collection": "Haaraccessoires",
    "titles": [
      "Perlen-Haarspange",
      "Haarklammer in Schildpatt-Optik",
      "Samt-Haarreif",
      "Kristall-Haarspange",
      "Braut-Haarkamm",
      "Gepolsterter Haarreif",
      "Seiden-Scrunchie",
      "Haarreif mit Perlenbesatz",
      "Acetat-Haarspange",
      "Mini-Haarklammer"
    ]
  },
  "veil": {
    "one": "Schleier",
    "many": "Schleier",
    "nouns": [
      "Brautschleier",
      "Hochzeitsschleier",
      "Kathedralschleier",
      "Birdcage-Schleier",
      "Fascinator",
      "Fascinators"
    ],
    "collection": "Schleier",
    "titles": [
      "Kathedralschleier",
      "Schleier in Kapellenlänge",
      "Schleier in Fingerspitzenlänge",
      "Schleier mit Spitzenrand",
      "Zweilagiger Schleier",
      "Schleier mit offener Schnittkante",
      "Schleier mit verstreuten Perlen",
      "Gesichtsschleier",
      "Birdcage-Schleier"
    ]
  },
  "serum": {
    "one": "Serum",
    "many": "Seren",
    "nouns": [
      "Gesichtsserum",
      "Gesichtsseren",
      "Ampulle",
      "Ampullen",
      "Gesichtsöl",
      "Gesichtsöle",
      "Vitamin-C-Serum",
      "Vitamin-C-Seren",
      "Retinol-Serum",
      "Retinol-Seren"
    ],
    "collection": "Seren",
    "titles": [
      "Vitamin-C-Serum",
      "Hyaluron-Serum",
      "Niacinamid-Serum",
      "Retinol-Serum",
      "Peptid-Serum",
      "Aufhellendes Serum",
      "Barriere-Serum",
      "Nachtserum",
      "Squalan-Serum",
      "Beruhigendes Serum"
    ]
  },
  "moisturizer": {
    "one": "Feuchtigkeitscreme",
    "many": "Feuchtigkeitscremes",
    "nouns": [
      "Gesichtscreme",
      "Gesichtscremes",
      "Tagescreme",
      "Tagescremes",
      "Nachtcreme",
      "Nachtcremes",
      "Gel-Creme",
      "Gel-Cremes",
      "Gesichtslotion",
      "Gesichtslotionen",
      "Barrierecreme",
      "Barrierecremes",
      "Moisturizer"
    ],
    "collection": "Feuchtigkeitspflege",
    "titles": [
      "Barrierecreme",
      "Aufgeschlagene Gesichtscreme",
      "Gel-Creme",
      "Reichhaltige Gesichtscreme",
      "Leichte Feuchtigkeitscreme",
      "Ceramid-Creme",
      "Nachtcreme",
      "Tagescreme",
      "Wolkenzarte Feuchtigkeitscreme",
      "Regenerationscreme"
    ]
  },
  "cleanser": {
    "one": "Gesichtsreiniger",
    "many": "Gesichtsreiniger",
    "nouns": [
      "Gesichtsreinigung",
      "Reinigungsgel",
      "Reinigungsgele",
      "Waschgel",
      "Waschgele",
      "Reinigungsbalsam",
      "Reinigungsöl",
      "Reinigungsöle",
      "Mizellenwasser",
      "Make-up-Entferner",
      "Reinigungsmilch",
      "Reinigungsschaum",
      "Cleanser"
    ],
    "collection": "Gesichtsreinigung",
    "titles": [
      "Milder Gesichtsreiniger",
      "Reinigungsschaum",
      "Reinigungscreme",
      "Reinigungsgel",
      "Reinigungsbalsam",
      "Reinigungsöl",
      "Gesichtsreiniger mit niedrigem pH-Wert",
      "Feuchtigkeitsspendender Gesichtsreiniger",
      "Klärender Gesichtsreiniger"
    ]
  },
  "toner": {
    "one": "Gesichtswasser",
    "many": "Gesichtswasser",
    "nouns": [
      "Toner",
      "Tonikum",
      "Essenz",
      "Essenzen",
      "Gesichtsessenz",
      "Gesichtsessenzen",
      "Gesichtsspray",
      "Gesichtssprays",
      "Peeling-Toner"
    ],
    "collection": "Gesichtswasser und Essenzen",
    "titles": [
      "Feuchtigkeitsspendendes Gesichtswasser",
      "Peeling-Toner",
      "Rosen-Gesichtswasser",
      "Ausgleichendes Gesichtswasser",
      "Glow-Toner",
      "Milchiger Toner",
      "Beruhigendes Gesichtswasser",
      "Reis-Toner",
      "Vorbereitende First Essence"
    ]
  },
  "face-mask": {
    "one": "Gesichtsmaske",
    "many": "Gesichtsmasken",
    "nouns": [
      "Tuchmaske",
      "Tuchmasken",
      "Sheet Mask",
      "Sheet Masks",
      "Tonerdemaske",
      "Tonerdemasken",
      "Heilerdemaske",
      "Heilerdemasken",
      "Overnight-Maske",
      "Overnight-Masken",
      "Peel-off-Maske",
      "Peel-off-Masken",
      "Schlammmaske",
      "Schlammmasken"
    ],
    "collection": "Gesichtsmasken",
    "titles": [
      "Tonerde-Maske",
      "Feuchtigkeitsmaske",
      "Overnight-Maske",
      "Enzym-Maske",
      "Aktivkohle-Maske",
      "Honig-Maske",
      "Aufhellende Maske",
      "Beruhigende Maske",
      "Kaolin-Maske"
    ]
  },
  "sunscreen": {
    "one": "Sonnencreme",
    "many": "Sonnencremes",
    "nouns": [
      "Sonnenschutz",
      "Sonnenschutzmittel",
      "Sonnenmilch",
      "Sonnenlotion",
      "Sonnenlotionen",
      "Sonnenfluid",
      "Sonnenfluids",
      "LSF",
      "Sonnenstick",
      "Sonnensticks",
      "Sunblocker"
    ],
    "collection": "Sonnenschutz",
    "titles": [
      "Mineralische Sonnencreme",
      "Getönte Sonnencreme",
      "Sonnenschutz für jeden Tag",
      "Unsichtbarer Sonnenschutz",
      "Mattierende Sonnencreme",
      "Sonnenfluid mit Dewy-Finish",
      "Glow-Sonnencreme",
      "Wasserfeste Sonnencreme",
      "Sport-Sonnenspray"
    ]
  },
  "eye-cream": {
    "one": "Augencreme",
    "many": "Augencremes",
    "nouns": [
      "Augenserum",
      "Augenseren",
      "Augengel",
      "Augengele",
      "Augenbalsam",
      "Augenpad",
      "Augenpads",
      "Augenpatch",
      "Augenpatches",
      "Augenstick",
      "Augensticks"
    ],
    "collection": "Augenpflege",
    "titles": [
      "Koffein-Augencreme",
      "Peptid-Augencreme",
      "Kühlendes Augengel",
      "Retinal-Augencreme",
      "Aufhellende Augencreme",
      "Straffende Augencreme",
      "Augengel gegen Schwellungen",
      "Reichhaltige Augencreme",
      "Nacht-Augencreme"
    ]
  },
  "exfoliant": {
    "one": "Peeling",
    "many": "Peelings",
    "nouns": [
      "Gesichtspeeling",
      "Gesichtspeelings",
      "chemisches Peeling",
      "chemische Peelings",
      "Fruchtsäurepeeling",
      "Fruchtsäurepeelings",
      "AHA-Serum",
      "BHA-Lösung",
      "Peeling-Gel",
      "Exfoliator"
    ],
    "collection": "Peelings",
    "titles": [
      "AHA-Peeling",
      "BHA-Peeling",
      "Enzympeeling",
      "Sanftes Peeling",
      "Erneuerndes Peeling",
      "Milchsäure-Peeling",
      "Glykolsäure-Peeling",
      "Peeling zur wöchentlichen Anwendung",
      "Polierendes Peeling"
    ]
  },
  "face-roller": {
    "one": "Gesichtsroller",
    "many": "Gesichtsroller",
    "nouns": [
      "Jade-Roller",
      "Gua Sha",
      "Gua-Sha-Stein",
      "Gua-Sha-Steine",
      "Eisroller",
      "Rosenquarz-Roller",
      "Gesichtsmassagegerät",
      "Gesichtsmassagegeräte"
    ],
    "collection": "Gesichtstools",
    "titles": [
      "Rosenquarz-Gesichtsroller",
      "Jade-Gesichtsroller",
      "Obsidian-Gua-Sha",
      "Edelstahl-Gesichtsroller",
      "Doppelseitiger Gesichtsroller",
      "Kühlender Eisroller",
      "Gua Sha zum Konturieren",
      "Mini-Gesichtsroller"
    ]
  },
  "lip-balm": {
    "one": "Lippenbalsam",
    "many": "Lippenbalsame",
    "nouns": [
      "Lippenpflege",
      "Lippenpflegestift",
      "Lippenpflegestifte",
      "Lippenbutter",
      "Lippenmaske",
      "Lippenmasken",
      "Lippenöl",
      "Lippenöle",
      "Lippenpeeling",
      "Lippenpeelings",
      "getönter Lippenbalsam",
      "getönte Lippenbalsame"
    ],
    "collection": "Lippenpflege",
    "titles": [
      "Bienenwachs-Lippenbalsam",
      "Getönter Lippenbalsam",
      "Lippenmaske für die Nacht",
      "Veganer Lippenbalsam",
      "Pfefferminz-Lippenbalsam",
      "Shea-Lippenbalsam",
      "Honig-Lippenbalsam",
      "Pflegender Lippenbalsam",
      "Glänzender Lippenbalsam"
    ]
  },
  "lipstick": {
    "one": "Lippenstift",
    "many": "Lippenstifte",
    "nouns": [
      "Lipgloss",
      "Lipglosse",
      "Flüssiglippenstift",
      "Flüssiglippenstifte",
      "Lip Stain",
      "Lip Tint",
      "Lipliner",
      "Lippenkonturenstift",
      "Lippenkonturenstifte",
      "Lippenfarbe",
      "Lippenfarben"
    ],
    "collection": "Lippenstifte",
    "titles": [
      "Satin-Lippenstift",
      "Matter Lippenstift",
      "Zart deckender Lippenstift",
      "Samtiger Lippenstift",
      "Cremiger Lippenstift",
      "Langanhaltender Lippenstift",
      "Lippenstift mit Balsam-Textur",
      "Glänzender Lippenstift",
      "Nachfüllbarer Lippenstift"
    ]
  },
  "foundation": {
    "one": "Foundation",
    "many": "Foundations",
    "nouns": [
      "Make-up",
      "Concealer",
      "Skin Tint",
      "BB-Cream",
      "BB-Creams",
      "CC-Cream",
      "CC-Creams",
      "getönte Tagescreme",
      "getönte Tagescremes",
      "Color Corrector",
      "Foundation-Stick",
      "Foundation-Sticks",
      "Cushion-Foundation"
    ],
    "collection": "Foundation und Concealer",
    "titles": [
      "Serum-Foundation",
      "Matte Foundation",
      "Foundation mit Satin-Finish",
      "Foundation mit Glow-Effekt",
      "Stark deckende Foundation",
      "Langanhaltende Foundation",
      "Leichte Foundation",
      "Aufbaubare Foundation",
      "Foundation mit natürlichem Finish"
    ]
  },
  "mascara": {
    "one": "Mascara",
    "many": "Mascaras",
    "nouns": [
      "Wimperntusche",
      "Wimperntuschen",
      "Wimpernprimer",
      "Tubing-Mascara",
      "Augenbrauengel",
      "Augenbrauengele",
      "Wimpernserum",
      "Wimpernseren"
    ],
    "collection": "Mascara",
    "titles": [
      "Verlängernde Mascara",
      "Volumen-Mascara",
      "Tubing-Mascara",
      "Lifting-Mascara",
      "Mascara mit Curl-Effekt",
      "Wasserfeste Mascara",
      "Definierende Mascara",
      "Clean-Beauty-Mascara",
      "Mascara für jeden Tag"
    ]
  },
  "eyeliner": {
    "one": "Eyeliner",
    "many": "Eyeliner",
    "nouns": [
      "Flüssig-Eyeliner",
      "Gel-Eyeliner",
      "Kajal",
      "Kajalstift",
      "Kajalstifte",
      "Kohl",
      "Augenstift",
      "Augenstifte",
      "Augenbrauenstift",
      "Augenbrauenstifte",
      "Brauenpomade",
      "Brauenstift",
      "Brauenstifte"
    ],
    "collection": "Eyeliner und Augenbrauen",
    "titles": [
      "Eyeliner mit Filzspitze",
      "Gel-Eyeliner",
      "Smudge-Eyeliner",
      "Wasserfester Eyeliner",
      "Präzisions-Eyeliner",
      "Kohl-Kajal",
      "Micro-Augenbrauenstift",
      "Drehbarer Kajalstift",
      "Langanhaltender Eyeliner"
    ]
  },
  "eyeshadow-palette": {
    "one": "Lidschattenpalette",
    "many": "Lidschattenpaletten",
    "nouns": [
      "Lidschatten",
      "Lidschattenstift",
      "Lidschattenstifte",
      "Cremelidschatten",
      "Make-up-Palette",
      "Make-up-Paletten"
    ],
    "collection": "Lidschatten",
    "titles": [
      "Nude-Lidschattenpalette",
      "Mini-Lidschattenpalette",
      "Warme Lidschattenpalette",
      "Schimmernde Lidschattenpalette",
      "Matte Lidschattenpalette",
      "Lidschatten-Quad",
      "Lidschattenpalette für jeden Tag",
      "Smoky-Eyes-Palette",
      "Reise-Lidschattenpalette"
    ]
  },
  "blush": {
    "one": "Rouge",
    "many": "Rouges",
    "nouns": [
      "Blush",
      "Blushes",
      "Wangentint",
      "Bronzer",
      "Highlighter",
      "Konturpuder",
      "Creme-Rouge",
      "Rouge-Stick",
      "Rouge-Sticks",
      "Illuminator"
    ],
    "collection": "Rouge und Bronzer",
    "titles": [
      "Creme-Rouge",
      "Puder-Rouge",
      "Flüssiges Rouge",
      "Rouge-Stick",
      "Transparentes Rouge",
      "Rouge mit Dewy-Finish",
      "Mattes Rouge",
      "Aufbaubares Rouge",
      "Bronzer für sonnengeküssten Teint"
    ]
  },
  "makeup-brush": {
    "one": "Make-up-Pinsel",
    "many": "Make-up-Pinsel",
    "nouns": [
      "Make-up-Pinselset",
      "Make-up-Pinselsets",
      "Schminkpinsel",
      "Kabuki-Pinsel",
      "Foundation-Pinsel",
      "Puderpinsel",
      "Make-up-Schwamm",
      "Make-up-Schwämme",
      "Beauty-Schwamm",
      "Beauty-Schwämme"
    ],
    "collection": "Pinsel und Tools",
    "titles": [
      "Kabuki-Pinsel",
      "Buffing-Pinsel",
      "Abgeschrägter Pinsel",
      "Flauschiger Puderpinsel",
      "Präzisionspinsel",
      "Veganer Make-up-Pinsel",
      "Reise-Pinselset",
      "Spitz zulaufender Pinsel",
      "Dichter Foundation-Pinsel"
    ]
  },
  "shampoo": {
    "one": "Shampoo",
    "many": "Shampoos",
    "nouns": [
      "festes Shampoo",
      "feste Shampoos",
      "Shampoo Bar",
      "Shampoo Bars",
      "Trockenshampoo",
      "Trockenshampoos",
      "Kopfhautpeeling",
      "Kopfhautpeelings",
      "Co-Wash",
      "Haarshampoo",
      "Haarshampoos"
    ],
    "collection": "Shampoos",
    "titles": [
      "Feuchtigkeitsshampoo",
      "Volumenshampoo",
      "Klärendes Shampoo",
      "Locken-Shampoo",
      "Mildes Shampoo",
      "Reparatur-Shampoo",
      "Shampoo für coloriertes Haar",
      "Kopfhaut-Shampoo",
      "Shampoo für die tägliche Haarwäsche"
    ]
  },
  "conditioner": {
    "one": "Spülung",
    "many": "Spülungen",
    "nouns": [
      "Conditioner",
      "Haarspülung",
      "Haarspülungen",
      "Leave-in-Conditioner",
      "Haarkur",
      "Haarkuren",
      "Haarmaske",
      "Haarmasken",
      "Entwirrungsspray",
      "Entwirrungssprays",
      "fester Conditioner",
      "feste Conditioner"
    ],
    "collection": "Spülungen und Conditioner",
    "titles": [
      "Feuchtigkeitsspülung",
      "Reparatur-Conditioner",
      "Locken-Conditioner",
      "Leichter Conditioner",
      "Bond-Repair-Conditioner",
      "Glättender Conditioner",
      "Haarkur für einmal pro Woche",
      "Leave-in-Conditioner",
      "Conditioner mit Seidenproteinen"
    ]
  },
  "hair-oil": {
    "one": "Haaröl",
    "many": "Haaröle",
    "nouns": [
      "Haarserum",
      "Haarseren",
      "Kopfhautöl",
      "Kopfhautöle",
      "Kopfhautserum",
      "Kopfhautseren",
      "Arganöl",
      "Spliss-Serum",
      "Haarpflegeöl",
      "Haarpflegeöle"
    ],
    "collection": "Haaröle",
    "titles": [
      "Argan-Haaröl",
      "Leichtes Haaröl",
      "Glanz-Haaröl",
      "Kopfhautöl",
      "Haaröl für die Nacht",
      "Kamelien-Haaröl",
      "Glättendes Haaröl",
      "Rosmarin-Haaröl",
      "Pre-Wash-Haaröl"
    ]
  },
  "styling-product": {
    "one": "Stylingprodukt",
    "many": "Stylingprodukte",
    "nouns": [
      "Stylingcreme",
      "Stylingcremes",
      "Lockencreme",
      "Lockencremes",
      "Haargel",
      "Haargele",
      "Haarspray",
      "Haarsprays",
      "Texturspray",
      "Textursprays",
      "Salzspray",
      "Meersalzspray",
      "Pomade",
      "Pomaden",
      "Haarwachs",
      "Haarwachse",
      "Stylingpaste",
      "Modellierpaste",
      "Clay",
      "Edge Control",
      "Hitzeschutzspray",
      "Hitzeschutzsprays"
    ],
    "collection": "Styling",
    "titles": [
      "Matte Stylingpaste",
      "Definierende Lockencreme",
      "Flexibles Haarspray",
      "Stark haltendes Haargel",
      "Texturspray",
      "Glanz-Pomade",
      "Pomade auf Wasserbasis",
      "Leichte Stylingcreme",
      "Meersalzspray"
    ]
  },
  "hairbrush": {
    "one": "Haarbürste",
    "many": "Haarbürsten",
    "nouns": [
      "Bürste",
      "Bürsten",
      "Paddle-Bürste",
      "Paddle-Bürsten",
      "Entwirrbürste",
      "Entwirrbürsten",
      "Wildschweinborstenbürste",
      "Wildschweinborstenbürsten",
      "Kamm",
      "Kämme",
      "grobzinkiger Kamm",
      "grobzinkige Kämme",
      "Bartkamm",
      "Bartkämme"
    ],
    "collection": "Bürsten und Kämme",
    "titles": [
      "Wildschweinborsten-Bürste",
      "Paddle-Bürste",
      "Entwirrbürste",
      "Holz-Haarbürste",
      "Luftkissenbürste",
      "Reise-Haarbürste",
      "Rundbürste",
      "Grobzinkiger Kamm",
      "Taschenkamm"
    ]
  },
  "perfume": {
    "one": "Parfüm",
    "many": "Parfüms",
    "nouns": [
      "Parfum",
      "Parfums",
      "Eau de Parfum",
      "Eau de Toilette",
      "Duft",
      "Düfte",
      "Eau de Cologne",
      "Kölnischwasser",
      "Parfümöl",
      "Parfümöle",
      "festes Parfüm",
      "feste Parfüms",
      "Body Mist",
      "Körperspray",
      "Attar",
      "Extrait de Parfum"
    ],
    "collection": "Düfte",
    "titles": [
      "Ambra-Parfüm",
      "Holziges Parfüm",
      "Blumiges Parfüm",
      "Zitrus-Parfüm",
      "Moschus-Parfüm",
      "Vetiver-Parfüm",
      "Oud-Parfüm",
      "Aquatisches Parfüm",
      "Leder-Parfüm",
      "Grünes Parfüm"
    ]
  },
  "perfume-sampler": {
    "one": "Discovery-Set",
    "many": "Discovery-Sets",
    "nouns": [
      "Duftprobenset",
      "Duftprobensets",
      "Probenset",
      "Probensets",
      "Duftprobe",
      "Duftproben",
      "Parfümprobe",
      "Parfümproben",
      "Reisezerstäuber",
      "Zerstäuber",
      "Taschenzerstäuber"
    ],
    "collection": "Discovery-Sets",
    "titles": [
      "Duft-Discovery-Set",
      "Reise-Probenset",
      "Mini-Duftset",
      "Signature-Discovery-Set",
      "Saisonales Discovery-Set",
      "Discovery-Set holzige Düfte",
      "Discovery-Set blumige Düfte",
      "Nachfüllbarer Reisezerstäuber"
    ]
  },
  "nail-polish": {
    "one": "Nagellack",
    "many": "Nagellacke",
    "nouns": [
      "Gel-Nagellack",
      "Gel-Nagellacke",
      "Gellack",
      "Überlack",
      "Überlacke",
      "Top Coat",
      "Unterlack",
      "Unterlacke",
      "Base Coat",
      "Nagelfarbe",
      "Nagelfarben"
    ],
    "collection": "Nagellack",
    "titles": [
      "Hochglanz-Nagellack",
      "Nagellack mit Gel-Effekt",
      "Transparenter Nagellack",
      "Nagellack mit Creme-Finish",
      "Schimmernder Nagellack",
      "Schnelltrocknender Nagellack",
      "Atmungsaktiver Nagellack",
      "Chrom-Nagellack",
      "Jelly-Nagellack"
    ]
  },
  "press-on-nail": {
    "one": "Press-on-Nagel",
    "many": "Press-on-Nägel",
    "nouns": [
      "künstlicher Nagel",
      "künstliche Nägel",
      "Kunstnagel",
      "Kunstnägel",
      "Klebenagel",
      "Klebenägel",
      "Nageltip",
      "Nageltips",
      "Nagelsticker",
      "Nagelfolie",
      "Nagelfolien"
    ],
    "collection": "Press-on-Nägel",
    "titles": [
      "Mandelförmige Press-on-Nägel",
      "Press-on-Nägel im French Style",
      "Chrom-Press-on-Nägel",
      "Press-on-Nägel mit Glazed-Effekt",
      "Matte Press-on-Nägel",
      "Handbemalte Press-on-Nägel",
      "Minimalistische Press-on-Nägel",
      "Glitzer-Press-on-Nägel",
      "Wiederverwendbare Press-on-Nägel"
    ]
  },
  "nail-care": {
    "one": "Nagelhautöl",
    "many": "Nagelhautöle",
    "nouns": [
      "Nagelöl",
      "Nagelöle",
      "Nagelhautbalsam",
      "Nagelfeile",
      "Nagelfeilen",
      "Polierfeile",
      "Polierfeilen",
      "Nagelknipser",
      "Maniküre-Set",
      "Maniküre-Sets",
      "Nagelhärter",
      "Nagelhautschieber",
      "Rosenholzstäbchen"
    ],
    "collection": "Nagelpflege",
    "titles": [
      "Glas-Nagelfeile",
      "Pflegendes Nagelhautöl",
      "Stärkende Nagelkur",
      "Reise-Maniküre-Set",
      "Jojoba-Nagelhautöl",
      "Kristall-Nagelfeile",
      "SOS-Nagelbalsam",
      "Nagelhautöl für jeden Tag",
      "Maniküre-Set in Salonqualität"
    ]
  },
  "beard-oil": {
    "one": "Bartöl",
    "many": "Bartöle",
    "nouns": [
      "Bartbalsam",
      "Bartbalsame",
      "Bartshampoo",
      "Bartshampoos",
      "Bartconditioner",
      "Bartwachs",
      "Schnurrbartwachs",
      "Bartbutter"
    ],
    "collection": "Bartpflege",
    "titles": [
      "Zedernholz-Bartöl",
      "Sandelholz-Bartöl",
      "Bay-Rum-Bartöl",
      "Parfümfreies Bartöl",
      "Pflegendes Bartöl",
      "Weichmachender Bartbalsam",
      "Argan-Bartöl",
      "Bartöl für jeden Tag",
      "Bartöl mit Waldduft"
    ]
  },
  "razor": {
    "one": "Rasierer",
    "many": "Rasierer",
    "nouns": [
      "Rasierhobel",
      "Sicherheitsrasierer",
      "Rasiermesser",
      "Rasierklinge",
      "Rasierklingen",
      "Systemrasierer",
      "Nassrasierer",
      "Rasierpinsel"
    ],
    "collection": "Rasierer",
    "titles": [
      "Sicherheitsrasierer",
      "Schwerer Rasierhobel",
      "Butterfly-Rasierhobel",
      "Dreiteiliger Rasierhobel",
      "Messing-Rasierhobel",
      "Reise-Rasierhobel",
      "Slant-Rasierhobel",
      "Klassischer Rasierhobel",
      "Verstellbarer Rasierhobel"
    ]
  },
  "shaving-cream": {
    "one": "Rasiercreme",
    "many": "Rasiercremes",
    "nouns": [
      "Rasierseife",
      "Rasierseifen",
      "Rasiergel",
      "Rasiergele",
      "Rasierschaum",
      "Aftershave",
      "Aftershaves",
      "Aftershave-Balsam",
      "Pre-Shave-Öl",
      "Pre-Shave-Öle"
    ],
    "collection": "Rasur",
    "titles": [
      "Schäumende Rasiercreme",
      "Rasiercreme für empfindliche Haut",
      "Kühlendes Rasiergel",
      "Klassische Rasiercreme",
      "Eukalyptus-Rasierseife",
      "Zedernholz-Rasiercreme",
      "Rasierseife im Barbershop-Stil",
      "Beruhigender Aftershave-Balsam",
      "Reichhaltige Rasiercreme"
    ]
  },
  "deodorant": {
    "one": "Deodorant",
    "many": "Deodorants",
    "nouns": [
      "Deo",
      "Deos",
      "Naturdeo",
      "Naturdeos",
      "Deostick",
      "Deosticks",
      "Deocreme",
      "Deocremes",
      "Deoroller",
      "Antitranspirant",
      "Antitranspirante"
    ],
    "collection": "Deodorants",
    "titles": [
      "Aluminiumfreies Deo",
      "Deo ohne Natron",
      "Nachfüllbarer Deostick",
      "Deo für empfindliche Haut",
      "Deocreme",
      "Deo für jeden Tag",
      "Aktivkohle-Deo",
      "Deo mit frischem Duft",
      "Reise-Deo"
    ]
  },
  "toiletry-bag": {
    "one": "Kulturbeutel",
    "many": "Kulturbeutel",
    "nouns": [
      "Kulturtasche",
      "Kulturtaschen",
      "Waschtasche",
      "Waschtaschen",
      "Toilettetasche",
      "Toilettetaschen",
      "Kosmetiktasche",
      "Kosmetiktaschen",
      "Schminktasche",
      "Schminktaschen",
      "Kosmetikbeutel",
      "Reiseetui",
      "Reiseetuis"
    ],
    "collection": "Kulturbeutel",
    "titles": [
      "Kulturbeutel aus Wachscanvas",
      "Leder-Kulturbeutel",
      "Kulturbeutel zum Aufhängen",
      "Kulturbeutel mit Reißverschluss",
      "Reise-Kulturbeutel",
      "Wasserabweisender Kulturbeutel",
      "Formstabiler Kulturbeutel",
      "Kulturbeutel mit Rollverschluss",
      "Gesteppte Kosmetiktasche"
    ]
  },
  "soap-bar": {
    "one": "Seife",
    "many": "Seifen",
    "nouns": [
      "Stückseife",
      "Stückseifen",
      "Seifenstück",
      "Seifenstücke",
      "kaltgerührte Seife",
      "kaltgerührte Seifen",
      "Naturseife",
      "Naturseifen",
      "handgemachte Seife",
      "handgemachte Seifen",
      "Ziegenmilchseife",
      "Ziegenmilchseifen"
    ],
    "collection": "Seifen",
    "titles": [
      "Haferseife",
      "Aktivkohle-Seife",
      "Ziegenmilchseife",
      "Kastilienseife",
      "Lavendelseife",
      "Peelingseife",
      "Olivenölseife",
      "Tonerde-Seife",
      "Parfümfreie Seife"
    ]
  },
  "body-wash": {
    "one": "Duschgel",
    "many": "Duschgels",
    "nouns": [
      "Flüssigseife",
      "Flüssigseifen",
      "Handseife",
      "Handseifen",
      "Duschöl",
      "Duschöle",
      "Waschlotion",
      "Waschlotionen",
      "Duschcreme",
      "Duschcremes"
    ],
    "collection": "Duschgel und Handseife",
    "titles": [
      "Schäumendes Duschgel",
      "Cremiges Duschgel",
      "Zitrus-Duschgel",
      "Peeling-Duschgel",
      "Botanisches Duschgel",
      "Duschgel für empfindliche Haut",
      "Duschöl",
      "Kräuter-Duschgel",
      "Duschgel für jeden Tag"
    ]
  },
  "bath-bomb": {
    "one": "Badebombe",
    "many": "Badebomben",
    "nouns": [
      "Badekugel",
      "Badekugeln",
      "Badepraline",
      "Badepralinen",
      "Badetrüffel",
      "Duschtablette",
      "Duschtabletten"
    ],
    "collection": "Badebomben",
    "titles": [
      "Sprudelnde Badebombe",
      "Botanische Badebombe",
      "Pflegende Badebombe",
      "Eukalyptus-Badebombe",
      "Badebombe mit Blütenblättern",
      "Schäumende Badebombe",
      "Sanfte Badebombe",
      "Extragroße Badebombe",
      "Milch-Badebombe"
    ]
  },
  "bath-salt": {
    "one": "Badesalz",
    "many": "Badesalze",
    "nouns": [
      "Badezusatz",
      "Badezusätze",
      "Bittersalz",
      "Epsom-Salz",
      "Schaumbad",
      "Schaumbäder",
      "Milchbad",
      "Milchbäder",
      "Badetee",
      "Badetees",
      "Fußbad",
      "Fußbäder"
    ],
    "collection": "Badezusätze",
    "titles": [
      "Magnesium-Badesalz",
      "Badesalz vom Toten Meer",
      "Kräuter-Badesalz",
      "Rosen-Badesalz",
      "Detox-Badesalz",
      "Entspannendes Muskelbad",
      "Hafermilch-Bad",
      "Badesalz mit rosa Himalayasalz",
      "Beruhigendes Badesalz"
    ]
  },
  "body-scrub": {
    "one": "Körperpeeling",
    "many": "Körperpeelings",
    "nouns": [
      "Zuckerpeeling",
      "Zuckerpeelings",
      "Salzpeeling",
      "Salzpeelings",
      "Kaffeepeeling",
      "Kaffeepeelings",
      "Bodyscrub",
      "Bodyscrubs",
      "Body Polish"
    ],
    "collection": "Körperpeelings",
    "titles": [
      "Zuckerpeeling",
      "Salzpeeling",
      "Kaffeepeeling",
      "Kokos-Körperpeeling",
      "Braunzucker-Peeling",
      "Aufgeschlagenes Körperpeeling",
      "Polierendes Körperpeeling",
      "Sanftes Körperpeeling",
      "Zitrus-Körperpeeling"
    ]
  },
  "body-lotion": {
    "one": "Bodylotion",
    "many": "Bodylotions",
    "nouns": [
      "Körperlotion",
      "Körperlotionen",
      "Lotion",
      "Lotionen",
      "Körperbutter",
      "Körpercreme",
      "Körpercremes",
      "Handcreme",
      "Handcremes",
      "Handlotion",
      "Handlotionen",
      "Fußcreme",
      "Fußcremes",
      "Körpermilch",
      "Handbalsam"
    ],
    "collection": "Bodylotions und Cremes",
    "titles": [
      "Aufgeschlagene Körperbutter",
      "Reichhaltige Körpercreme",
      "Leichte Bodylotion",
      "Shea-Körperbutter",
      "Hafer-Bodylotion",
      "Botanische Bodylotion",
      "Parfümfreie Bodylotion",
      "Regenerierende Körpercreme",
      "Seidige Körpermilch"
    ]
  },
  "body-oil": {
    "one": "Körperöl",
    "many": "Körperöle",
    "nouns": [
      "Massageöl",
      "Massageöle",
      "Badeöl",
      "Badeöle",
      "Trockenöl",
      "Trockenöle",
      "Trägeröl",
      "Trägeröle",
      "Jojobaöl"
    ],
    "collection": "Körper- und Massageöle",
    "titles": [
      "Trockenöl",
      "Massageöl",
      "Glow-Körperöl",
      "Entspannendes Körperöl",
      "Parfümfreies Körperöl",
      "Botanisches Körperöl",
      "Schimmerndes Körperöl",
      "Körperöl für besseren Schlaf",
      "Wärmendes Massageöl"
    ]
  },
  "body-brush": {
    "one": "Körperbürste",
    "many": "Körperbürsten",
    "nouns": [
      "Trockenbürste",
      "Trockenbürsten",
      "Luffa",
      "Luffaschwamm",
      "Luffaschwämme",
      "Badeschwamm",
      "Badeschwämme",
      "Konjac-Schwamm",
      "Konjac-Schwämme",
      "Peelinghandschuh",
      "Peelinghandschuhe",
      "Rückenbürste",
      "Rückenbürsten",
      "Waschhandschuh",
      "Waschhandschuhe"
    ],
    "collection": "Badeaccessoires",
    "titles": [
      "Sisal-Körperbürste",
      "Kaktusborsten-Körperbürste",
      "Konjac-Schwamm",
      "Buchenholz-Körperbürste",
      "Körperbürste mit langem Stiel",
      "Handliche Körperbürste ohne Stiel",
      "Sanfte Körperbürste",
      "Naturborsten-Körperbürste",
      "Bambus-Körperbürste"
    ]
  },
  "candle": {
    "one": "Kerze",
    "many": "Kerzen",
    "nouns": [
      "Duftkerze",
      "Duftkerzen",
      "Sojakerze",
      "Sojakerzen",
      "Stumpenkerze",
      "Stumpenkerzen",
      "Stabkerze",
      "Stabkerzen",
      "Votivkerze",
      "Votivkerzen",
      "Teelicht",
      "Teelichter",
      "Kerze im Glas",
      "Kerzen im Glas",
      "Bienenwachskerze",
      "Bienenwachskerzen"
    ],
    "collection": "Kerzen",
    "titles": [
      "Sojawachs-Duftkerze",
      "Duftkerze mit Holzdocht",
      "Kerze mit drei Dochten",
      "Reisekerze",
      "Duftkerze im Keramikgefäß",
      "Duftkerze im Braunglas",
      "Bienenwachskerze",
      "Kokoswachs-Kerze",
      "Atelier-Kerze",
      "Signature-Duftkerze"
    ]
  },
  "wax-melt": {
    "one": "Duftwachs",
    "many": "Duftwachse",
    "nouns": [
      "Wax Melt",
      "Wax Melts",
      "Duftmelt",
      "Duftmelts",
      "Duftwachswürfel",
      "Duftwachsriegel",
      "Snap Bar",
      "Snap Bars"
    ],
    "collection": "Duftwachs und Wax Melts",
    "titles": [
      "Soja-Duftwachs",
      "Duftwachs in der Clamshell",
      "Duftwachsriegel zum Abbrechen",
      "Saisonales Duftwachs",
      "Intensives Duftwachs",
      "Botanisches Duftwachs",
      "Mini-Wax-Melts",
      "Signature-Duftwachs"
    ]
  },
  "wax-warmer": {
    "one": "Duftlampe",
    "many": "Duftlampen",
    "nouns": [
      "Aromalampe",
      "Aromalampen",
      "Wachswärmer",
      "Duftstövchen",
      "elektrische Duftlampe",
      "elektrische Duftlampen"
    ],
    "collection": "Duftlampen",
    "titles": [
      "Keramik-Duftlampe",
      "Elektrische Duftlampe",
      "Teelicht-Duftlampe",
      "Steingut-Duftlampe",
      "Dimmbare Duftlampe",
      "Mini-Duftlampe",
      "Glas-Duftlampe",
      "Handgemachte Duftlampe"
    ]
  },
  "candle-care": {
    "one": "Dochtschere",
    "many": "Dochtscheren",
    "nouns": [
      "Kerzenlöscher",
      "Dochttaucher",
      "Kerzenpflege-Set",
      "Kerzenpflege-Sets",
      "Stabfeuerzeug",
      "Stabfeuerzeuge",
      "Kerzenanzünder"
    ],
    "collection": "Kerzenpflege",
    "titles": [
      "Messing-Dochtschere",
      "Kerzenlöscher mit langem Griff",
      "Minimalistische Dochtschere",
      "Klassischer Kerzenlöscher",
      "Gebogener Dochttaucher",
      "Kerzenpflege-Trio",
      "Glockenförmiger Kerzenlöscher",
      "Von Hand veredelte Dochtschere"
    ]
  },
  "reed-diffuser": {
    "one": "Raumduft",
    "many": "Raumdüfte",
    "nouns": [
      "Duftstäbchen",
      "Stäbchen-Diffuser",
      "Reed Diffuser",
      "Ersatzstäbchen",
      "Raumduft-Nachfüllung",
      "Raumduft-Nachfüllungen"
    ],
    "collection": "Raumdüfte mit Duftstäbchen",
    "titles": [
      "Raumduft im Braunglas",
      "Keramik-Raumduft",
      "Nachfüllbarer Raumduft",
      "Raumduft mit Faserstäbchen",
      "Signature-Raumduft",
      "Atelier-Raumduft",
      "Großer Raumduft",
      "Botanischer Raumduft"
    ]
  },
  "oil-diffuser": {
    "one": "Aroma-Diffuser",
    "many": "Aroma-Diffuser",
    "nouns": [
      "Diffuser",
      "Duftdiffuser",
      "Aromatherapie-Diffuser",
      "Ultraschall-Diffuser",
      "Vernebler",
      "Duftzerstäuber"
    ],
    "collection": "Diffuser",
    "titles": [
      "Ultraschall-Aroma-Diffuser",
      "Nebulizer-Diffuser",
      "Keramik-Aroma-Diffuser",
      "Stein-Aroma-Diffuser",
      "Aroma-Diffuser in Holzoptik",
      "Glas-Aroma-Diffuser",
      "Leiser Aroma-Diffuser",
      "Reise-Aroma-Diffuser",
      "Aroma-Diffuser mit Timer"
    ]
  },
  "room-spray": {
    "one": "Raumspray",
    "many": "Raumsprays",
    "nouns": [
      "Wäschespray",
      "Wäschesprays",
      "Kissenspray",
      "Kissensprays",
      "Textilspray",
      "Textilsprays",
      "Raumduftspray",
      "Raumduftsprays",
      "Duftspray",
      "Duftsprays"
    ],
    "collection": "Raum- und Wäschesprays",
    "titles": [
      "Wäschespray",
      "Kissenspray",
      "Raumspray",
      "Signature-Raumspray",
      "Schlafspray",
      "Botanisches Raumspray",
      "Nachfüllbares Raumspray",
      "Raumspray für unterwegs"
    ]
  },
  "essential-oil": {
    "one": "ätherisches Öl",
    "many": "ätherische Öle",
    "nouns": [
      "Ölmischung",
      "Ölmischungen",
      "Aromaöl",
      "Aromaöle",
      "Lavendelöl",
      "Eukalyptusöl",
      "Teebaumöl",
      "Pfefferminzöl",
      "Duftmischung",
      "Duftmischungen"
    ],
    "collection": "Ätherische Öle",
    "titles": [
      "Ätherisches Lavendelöl",
      "Ätherisches Eukalyptusöl",
      "Ätherisches Pfefferminzöl",
      "Ätherisches Weihrauchöl",
      "Ätherisches Bergamotteöl",
      "Ätherische Ölmischung für den Schlaf",
      "Ölmischung für mehr Fokus",
      "Beruhigende Ölmischung",
      "Zitrus-Ölmischung"
    ]
  },
  "roller-blend": {
    "one": "Aroma-Roll-on",
    "many": "Aroma-Roll-ons",
    "nouns": [
      "Roll-on",
      "Roll-ons",
      "Aromatherapie-Roller",
      "Duftroller",
      "Roll-on-Fläschchen"
    ],
    "collection": "Aroma-Roll-ons",
    "titles": [
      "Schlaf-Roll-on",
      "Beruhigender Roll-on",
      "Fokus-Roll-on",
      "Gute-Laune-Roll-on",
      "Reise-Roll-on",
      "Roll-on für klare Gedanken",
      "Feierabend-Roll-on",
      "Roll-on zum Durchatmen",
      "Balance-Roll-on"
    ]
  },
  "incense": {
    "one": "Räucherstäbchen",
    "many": "Räucherstäbchen",
    "nouns": [
      "Räucherwerk",
      "Räucherkegel",
      "Räucherstäbchenhalter",
      "Palo Santo",
      "Räucherharz",
      "Räucherharze",
      "Weihrauch"
    ],
    "collection": "Räucherwerk",
    "titles": [
      "Hinoki-Räucherstäbchen",
      "Sandelholz-Räucherstäbchen",
      "Raucharme Räucherstäbchen",
      "Tempel-Räucherstäbchen",
      "Wald-Räucherstäbchen",
      "Harz-Räucherstäbchen",
      "Handgerollte Räucherstäbchen",
      "Zedern-Räucherstäbchen",
      "Japanische Räucherstäbchen"
    ]
  },
  "loose-leaf-tea": {
    "one": "loser Tee",
    "many": "lose Tees",
    "nouns": [
      "Tee",
      "Tees",
      "Teemischung",
      "Teemischungen",
      "Earl Grey",
      "Sencha",
      "Oolong",
      "Grüntee",
      "grüner Tee",
      "Schwarztee",
      "schwarzer Tee",
      "Kräutertee",
      "Kräutertees",
      "Chai",
      "Rooibos",
      "Rooibostee"
    ],
    "collection": "Lose Tees",
    "titles": [
      "Morgentee",
      "Plantagentee",
      "Jasmintee",
      "Hochland-Tee",
      "Rauchtee",
      "Goldener Yunnan-Tee",
      "Frühstückstee",
      "Abendtee",
      "First-Flush-Tee",
      "Bergtee"
    ]
  },
  "teapot": {
    "one": "Teekanne",
    "many": "Teekannen",
    "nouns": [
      "Kanne",
      "Kannen",
      "Kyusu",
      "Teekessel"
    ],
    "collection": "Teekannen",
    "titles": [
      "Steingut-Teekanne",
      "Glas-Teekanne",
      "Gusseisen-Teekanne",
      "Porzellan-Teekanne",
      "Teekanne mit Seitengriff",
      "Teekanne für jeden Tag",
      "Hohe Teekanne",
      "Runde Teekanne"
    ]
  },
  "matcha": {
    "one": "Matcha",
    "many": "Matchas",
    "nouns": [
      "Matcha-Pulver",
      "Matchatee",
      "Zeremonien-Matcha",
      "Koch-Matcha",
      "Hojicha-Pulver"
    ],
    "collection": "Matcha",
    "titles": [
      "Zeremonien-Matcha",
      "Uji-Matcha",
      "Matcha aus erster Ernte",
      "Matcha für jeden Tag",
      "Steingemahlener Matcha",
      "Beschatteter Matcha",
      "Kyoto-Matcha",
      "Matcha für Latte"
    ]
  },
  "tea-bag": {
    "one": "Teebeutel",
    "many": "Teebeutel",
    "nouns": [
      "Pyramidenbeutel",
      "Pyramiden-Teebeutel",
      "Teesachet",
      "Teesachets",
      "Beuteltee"
    ],
    "collection": "Teebeutel",
    "titles": [
      "Frühstückstee im Beutel",
      "Pfefferminztee im Beutel",
      "Kamillentee im Beutel",
      "Ingwer-Zitrone-Tee im Beutel",
      "Bergamotte-Tee im Beutel",
      "Alltagstee im Beutel",
      "Koffeinfreier Tee im Beutel",
      "Gute-Nacht-Tee im Beutel"
    ]
  },
  "tea-sampler": {
    "one": "Tee-Probierset",
    "many": "Tee-Probiersets",
    "nouns": [
      "Tee-Verkostungsset",
      "Tee-Verkostungssets",
      "Tee-Entdeckerset",
      "Tee-Entdeckersets",
      "Teeprobe",
      "Teeproben"
    ],
    "collection": "Tee-Probiersets",
    "titles": [
      "Tee-Entdeckerset",
      "Grüntee-Probierset",
      "Bergtee-Probierset",
      "Kräutertee-Probierset",
      "Weltreise-Probierset",
      "Saisonales Tee-Probierset",
      "Tee-Starterset",
      "Plantagentee-Probierset"
    ]
  },
  "coffee-bean": {
    "one": "Kaffee",
    "many": "Kaffees",
    "nouns": [
      "Kaffeebohne",
      "Kaffeebohnen",
      "ganze Bohnen",
      "gemahlener Kaffee",
      "Kaffeemischung",
      "Kaffeemischungen",
      "Single-Origin-Kaffee",
      "Espresso",
      "Espressomischung",
      "Espressomischungen",
      "Espressobohnen",
      "Espressoröstung",
      "entkoffeinierter Kaffee"
    ],
    "collection": "Kaffee",
    "titles": [
      "Kaffee Äthiopien Guji",
      "Kaffee Kolumbien Huila",
      "Hausmischung",
      "Frühstückskaffee",
      "Kaffee Guatemala",
      "Kaffee Kenia",
      "Kaffee Sumatra",
      "Nachteulen-Röstung",
      "Single-Origin-Kaffee",
      "Saisonkaffee"
    ]
  },
  "cold-brew": {
    "one": "Cold Brew",
    "many": "Cold Brews",
    "nouns": [
      "Cold-Brew-Kaffee",
      "Cold-Brew-Konzentrat",
      "kalt gebrühter Kaffee",
      "Eiskaffee",
      "Eiskaffees"
    ],
    "collection": "Cold Brew",
    "titles": [
      "Klassischer Cold Brew",
      "Nitro Cold Brew",
      "Cold Brew mit Hafermilch",
      "Vanille-Cold-Brew",
      "Schwarzer Cold Brew",
      "Sommer-Cold-Brew",
      "Cold Brew nach Hausrezept",
      "Milder Cold Brew"
    ]
  },
  "coffee-subscription": {
    "one": "Kaffee-Abo",
    "many": "Kaffee-Abos",
    "nouns": [
      "Kaffeeabonnement",
      "Kaffeeabonnements",
      "Kaffeeclub",
      "Kaffee des Monats",
      "Abo",
      "Abos"
    ],
    "collection": "Abos",
    "titles": [
      "Kaffee-Abo nach Wahl des Rösters",
      "Single-Origin-Kaffee-Abo",
      "Espresso-Abo",
      "Entdecker-Kaffee-Abo",
      "Hausmischung im Abo",
      "Kaffee-Abo halb entkoffeiniert",
      "Saisonales Kaffee-Abo",
      "Kaffee-Abo mit zwei Packungen"
    ]
  },
  "coffee-brewer": {
    "one": "Kaffeebereiter",
    "many": "Kaffeebereiter",
    "nouns": [
      "Handfilter",
      "Dripper",
      "Kaffeefilter",
      "Porzellanfilter",
      "French Press",
      "Stempelkanne",
      "Stempelkannen",
      "Espressokocher",
      "Mokkakanne",
      "Mokkakannen",
      "Cold-Brew-Bereiter",
      "Pour-over-Filter"
    ],
    "collection": "Kaffeezubereitung",
    "titles": [
      "Keramik-Handfilter",
      "Glas-Kaffeebereiter",
      "Kegelförmiger Handfilter",
      "Handfilter mit flachem Boden",
      "Klassischer Kaffeebereiter",
      "Reise-Kaffeebereiter",
      "Barista-Handfilter",
      "Kaffeebereiter für jeden Tag"
    ]
  },
  "coffee-grinder": {
    "one": "Kaffeemühle",
    "many": "Kaffeemühlen",
    "nouns": [
      "Handmühle",
      "Handmühlen",
      "Handkaffeemühle",
      "Handkaffeemühlen",
      "Kegelmahlwerk",
      "Mühle mit Kegelmahlwerk",
      "Espressomühle",
      "Espressomühlen"
    ],
    "collection": "Kaffeemühlen",
    "titles": [
      "Handkaffeemühle",
      "Kaffeemühle mit Kegelmahlwerk",
      "Reise-Kaffeemühle",
      "Präzisions-Kaffeemühle",
      "Kaffeemühle für jeden Tag",
      "Barista-Kaffeemühle",
      "Kompakte Kaffeemühle",
      "Kaffeemühle mit Stufeneinstellung"
    ]
  },
  "bread": {
    "one": "Brot",
    "many": "Brote",
    "nouns": [
      "Laib",
      "Laibe",
      "Brotlaib",
      "Brotlaibe",
      "Sauerteigbrot",
      "Sauerteigbrote",
      "Baguette",
      "Baguettes",
      "Roggenbrot",
      "Roggenbrote",
      "Focaccia",
      "Landbrot",
      "Landbrote",
      "Bauernbrot",
      "Bauernbrote",
      "Brioche",
      "Wecken"
    ],
    "collection": "Brot",
    "titles": [
      "Landbrot",
      "Körnerbrot",
      "Vollkornbrot",
      "Olivenbrot",
      "Rosmarinbrot",
      "Dinkelbrot",
      "Miche-Sauerteigbrot",
      "Brot für jeden Tag",
      "Walnussbrot",
      "Roggenbrot"
    ]
  },
  "pastry": {
    "one": "Gebäckstück",
    "many": "Gebäckstücke",
    "nouns": [
      "Gebäck",
      "Feingebäck",
      "Croissant",
      "Croissants",
      "Schokocroissant",
      "Schokocroissants",
      "Plunder",
      "Plundergebäck",
      "Plunderteilchen",
      "Scone",
      "Scones",
      "Zimtschnecke",
      "Zimtschnecken",
      "Kouign-Amann",
      "Donut",
      "Donuts",
      "Krapfen",
      "Berliner",
      "Viennoiserie"
    ],
    "collection": "Gebäck",
    "titles": [
      "Buttercroissant",
      "Frangipane-Croissant",
      "Herzhaftes Gebäck",
      "Kardamomschnecke",
      "Plunder mit Früchten der Saison",
      "Zweifach gebackenes Croissant",
      "Pistazien-Croissant",
      "Himbeer-Plunder",
      "Gebäck zum Fertigbacken"
    ]
  },
  "cake": {
    "one": "Kuchen",
    "many": "Kuchen",
    "nouns": [
      "Torte",
      "Torten",
      "Schichttorte",
      "Schichttorten",
      "Geburtstagstorte",
      "Geburtstagstorten",
      "Festtagstorte",
      "Festtagstorten",
      "Käsekuchen",
      "Gugelhupf",
      "Gugelhupfe",
      "Napfkuchen",
      "Kastenkuchen",
      "Hochzeitstorte",
      "Hochzeitstorten",
      "Karottenkuchen",
      "Rüblikuchen",
      "Biskuitkuchen"
    ],
    "collection": "Kuchen und Torten",
    "titles": [
      "Zitronenkuchen mit Zuckerguss",
      "Devil's-Food-Schokokuchen",
      "Victoria-Biskuittorte",
      "Erdbeertorte",
      "Pistazienkuchen",
      "Kokoskuchen",
      "Nussbutter-Kuchen",
      "Festtagstorte",
      "Baskischer Käsekuchen",
      "Red-Velvet-Torte"
    ]
  },
  "pie": {
    "one": "Tarte",
    "many": "Tartes",
    "nouns": [
      "Pie",
      "Pies",
      "Galette",
      "Galettes",
      "Obstkuchen",
      "Obsttarte",
      "Obsttartes",
      "Tartelette",
      "Tarteletten",
      "Teigtasche",
      "Teigtaschen",
      "Quiche",
      "Quiches",
      "Zitronentarte",
      "Zitronentartes",
      "gedeckter Apfelkuchen"
    ],
    "collection": "Pies und Tartes",
    "titles": [
      "Apfel-Pie",
      "Kirsch-Pie",
      "Buttermilch-Pie",
      "Zitronen-Baiser-Tarte",
      "Key-Lime-Pie",
      "Pfirsich-Pie",
      "Kürbis-Pie",
      "Blaubeer-Pie",
      "Süßkartoffel-Pie",
      "Chess Pie nach Südstaaten-Art"
    ]
  },
  "cookie": {
    "one": "Cookie",
    "many": "Cookies",
    "nouns": [
      "Keks",
      "Kekse",
      "Plätzchen",
      "Mürbegebäck",
      "Shortbread",
      "Brownie",
      "Brownies",
      "Blondie",
      "Blondies",
      "Cantuccini",
      "Macaron",
      "Macarons",
      "Keksdose",
      "Keksdosen",
      "Keksbox",
      "Keksboxen"
    ],
    "collection": "Cookies und Kekse",
    "titles": [
      "Nussbutter-Cookie",
      "Schwarz-Weiß-Cookie",
      "Hafer-Rosinen-Cookie",
      "Ingwer-Melasse-Cookie",
      "Meersalz-Cookie",
      "Triple-Chocolate-Cookie",
      "Cookie mit gesalzenen Erdnüssen",
      "Zitronen-Cookie",
      "Sesam-Cookie"
    ]
  },
  "cupcake": {
    "one": "Cupcake",
    "many": "Cupcakes",
    "nouns": [
      "Muffin",
      "Muffins",
      "Mini-Cupcake",
      "Mini-Cupcakes"
    ],
    "collection": "Cupcakes und Muffins",
    "titles": [
      "Vanille-Cupcake",
      "Devil's-Food-Cupcake",
      "Blaubeer-Muffin",
      "Zitronen-Cupcake",
      "Bananen-Muffin",
      "Red-Velvet-Cupcake",
      "Cupcake mit bunten Streuseln",
      "Dulce-de-Leche-Cupcake",
      "Morning-Glory-Muffin mit Karotte"
    ]
  },
  "chocolate-bar": {
    "one": "Schokoladentafel",
    "many": "Schokoladentafeln",
    "nouns": [
      "Schokolade",
      "Schokoladen",
      "Tafel Schokolade",
      "Tafeln Schokolade",
      "Zartbitterschokolade",
      "Vollmilchschokolade",
      "weiße Schokolade",
      "Bean-to-Bar-Schokolade",
      "Craft-Schokolade",
      "Schokoladenbruch"
    ],
    "collection": "Schokoladentafeln",
    "titles": [
      "Zartbitterschokolade 70 %",
      "Meersalz-Schokolade",
      "Hafermilch-Schokolade",
      "Single-Origin-Schokolade",
      "Haselnuss-Schokolade",
      "Schokolade mit Kakaonibs",
      "Espresso-Schokolade",
      "Orangen-Schokolade",
      "Karamellisierte weiße Schokolade",
      "Madagaskar-Schokolade"
    ]
  },
  "truffle-box": {
    "one": "Pralinenschachtel",
    "many": "Pralinenschachteln",
    "nouns": [
      "Praline",
      "Pralinen",
      "Praliné",
      "Pralinés",
      "Trüffel",
      "Trüffelpraline",
      "Trüffelpralinen",
      "Schokoladentrüffel",
      "Pralinenmischung",
      "Pralinenmischungen",
      "Konfekt",
      "Bonbonniere",
      "Bonbonnieren"
    ],
    "collection": "Trüffel und Pralinen",
    "titles": [
      "Signature-Pralinenschachtel",
      "Champagner-Trüffel",
      "Meersalz-Trüffel",
      "Haselnuss-Praliné",
      "Klassische Pralinenmischung",
      "Saisonale Pralinenschachtel",
      "Espresso-Trüffel",
      "Himbeer-Trüffel",
      "Pralinen-Verkostungsbox"
    ]
  },
  "hot-chocolate": {
    "one": "heiße Schokolade",
    "many": "heiße Schokoladen",
    "nouns": [
      "Trinkschokolade",
      "Trinkschokoladen",
      "Kakao",
      "Kakaopulver",
      "Kakaomischung",
      "Schokoladenpulver"
    ],
    "collection": "Heiße Schokolade",
    "titles": [
      "Klassische Trinkschokolade",
      "Gewürz-Trinkschokolade",
      "Mexikanische Trinkschokolade",
      "Gesalzene Trinkschokolade",
      "Minz-Trinkschokolade",
      "Dunkle Trinkschokolade",
      "Lagerfeuer-Kakao",
      "Kaminabend-Kakao"
    ]
  },
  "olive-oil": {
    "one": "Olivenöl",
    "many": "Olivenöle",
    "nouns": [
      "natives Olivenöl extra",
      "natives Olivenöl",
      "Finishing-Öl",
      "Olivenöl in der Dose",
      "Trüffelöl",
      "Trüffelöle",
      "aromatisiertes Olivenöl",
      "aromatisierte Olivenöle"
    ],
    "collection": "Olivenöl",
    "titles": [
      "Olivenöl aus früher Ernte",
      "Olivenöl vom Landgut",
      "Koroneiki-Olivenöl",
      "Arbequina-Olivenöl",
      "Picual-Olivenöl",
      "Kräftiges Olivenöl",
      "Mildes Olivenöl",
      "Olivenöl aus erster Pressung",
      "Olivenöl für jeden Tag",
      "Olivenöl aus einem einzigen Hain"
    ]
  },
  "vinegar": {
    "one": "Essig",
    "many": "Essige",
    "nouns": [
      "Balsamico",
      "Balsamessig",
      "Aceto Balsamico",
      "Weinessig",
      "Sherryessig",
      "Apfelessig",
      "Obstessig",
      "Balsamico-Creme",
      "Balsamico-Cremes"
    ],
    "collection": "Essig",
    "titles": [
      "Gereifter Balsamico",
      "Weißer Balsamico",
      "Feigen-Balsamico",
      "Im Fass gereifter Essig",
      "Traditioneller Aceto Balsamico",
      "Cabernet-Essig",
      "Sherryessig",
      "Naturtrüber Apfelessig",
      "Goldener Balsamico"
    ]
  },
  "olive": {
    "one": "Olive",
    "many": "Oliven",
    "nouns": [
      "Tafelolive",
      "Tafeloliven",
      "marinierte Olive",
      "marinierte Oliven",
      "Kalamata-Olive",
      "Kalamata-Oliven",
      "Castelvetrano-Olive",
      "Castelvetrano-Oliven",
      "Tapenade",
      "Olivenpaste",
      "Olivenaufstrich"
    ],
    "collection": "Oliven",
    "titles": [
      "Kalamata-Oliven",
      "Castelvetrano-Oliven",
      "Oliven in Kräutermarinade",
      "Oliven mit Zitrone und Knoblauch",
      "Salzgereifte Oliven",
      "Gefüllte Oliven",
      "Wildoliven",
      "Oliven vom Landgut"
    ]
  },
  "wine": {
    "one": "Wein",
    "many": "Weine",
    "nouns": [
      "Rotwein",
      "Rotweine",
      "Weißwein",
      "Weißweine",
      "Rosé",
      "Rosés",
      "Roséwein",
      "Sekt",
      "Schaumwein",
      "Schaumweine",
      "Naturwein",
      "Naturweine",
      "Orange Wine",
      "Pinot Noir",
      "Spätburgunder",
      "Cabernet Sauvignon",
      "Chardonnay",
      "Sauvignon Blanc",
      "Riesling",
      "Prosecco",
      "Cava",
      "Met",
      "Weinkiste",
      "Weinkisten",
      "Flasche Wein"
    ],
    "collection": "Weine",
    "titles": [
      "Gutswein",
      "Reserve-Wein",
      "Wein von alten Reben",
      "Lagenwein",
      "Gemischter Satz",
      "Wein aus Hanglage",
      "Spätlese",
      "Hauswein",
      "Jahrgangswein",
      "Cuvée"
    ]
  },
  "beer": {
    "one": "Bier",
    "many": "Biere",
    "nouns": [
      "Craft Beer",
      "Craft Beers",
      "IPA",
      "IPAs",
      "Pale Ale",
      "Ale",
      "Lager",
      "Pils",
      "Pilsner",
      "Stout",
      "Porter",
      "Sauerbier",
      "Weißbier",
      "Weizenbier",
      "Hefeweizen",
      "Hazy IPA",
      "Bierdose",
      "Bierdosen",
      "Sixpack",
      "Sixpacks",
      "Probierpaket",
      "Probierpakete"
    ],
    "collection": "Biere",
    "titles": [
      "Hazy IPA",
      "West Coast IPA",
      "Session IPA",
      "Double IPA",
      "Fassgereiftes Bier",
      "Kaltgehopftes Bier",
      "Grünhopfenbier",
      "Imperial Stout",
      "Farmhouse Ale",
      "Knackiges Lager"
    ]
  },
  "cider": {
    "one": "Cider",
    "many": "Cider",
    "nouns": [
      "Apfelwein",
      "Apfelweine",
      "Most",
      "Apfelmost",
      "Birnenmost",
      "Birnencider",
      "Perry",
      "Craft Cider",
      "Cidre"
    ],
    "collection": "Cider",
    "titles": [
      "Trockener Cider",
      "Cider aus alten Apfelsorten",
      "Streuobst-Cider",
      "Gehopfter Cider",
      "Hof-Cider",
      "Halbtrockener Cider",
      "Fassgereifter Cider",
      "Wild vergorener Cider"
    ]
  },
  "gin": {
    "one": "Gin",
    "many": "Gins",
    "nouns": [
      "Dry Gin",
      "London Dry Gin",
      "Sloe Gin",
      "Schlehen-Gin"
    ],
    "collection": "Gin",
    "titles": [
      "London Dry Gin",
      "Botanical Gin",
      "Navy Strength Gin",
      "Zitrus-Gin",
      "Fassgereifter Gin",
      "Küsten-Gin",
      "Garten-Gin",
      "Old Tom Gin"
    ]
  },
  "whiskey": {
    "one": "Whiskey",
    "many": "Whiskeys",
    "nouns": [
      "Whisky",
      "Whiskys",
      "Bourbon",
      "Bourbons",
      "Rye Whiskey",
      "Single Malt",
      "Malt Whisky",
      "Scotch",
      "Scotch Whisky"
    ],
    "collection": "Whiskey und Whisky",
    "titles": [
      "Small-Batch-Bourbon",
      "Single-Barrel-Whiskey",
      "Straight Bourbon",
      "Bottled-in-Bond-Whiskey",
      "Whiskey in Fassstärke",
      "Wheated Bourbon",
      "Four Grain Bourbon",
      "Whisky aus dem Portweinfass",
      "Reserve-Whiskey"
    ]
  },
  "spirit": {
    "one": "Spirituose",
    "many": "Spirituosen",
    "nouns": [
      "Craft-Spirituose",
      "Craft-Spirituosen",
      "Schnaps",
      "Schnäpse",
      "Brand",
      "Brände",
      "Edelbrand",
      "Edelbrände",
      "Obstbrand",
      "Obstbrände",
      "Wodka",
      "Rum",
      "Likör",
      "Liköre",
      "Amaro",
      "Aperitivo",
      "Aperitif",
      "Aperitifs",
      "Weinbrand",
      "Brandy",
      "Mezcal",
      "Tequila",
      "Absinth",
      "Eau de Vie"
    ],
    "collection": "Spirituosen",
    "titles": [
      "Small-Batch-Spirituose",
      "Fassgereifter Brand",
      "Gewürzter Rum",
      "Obstbrand",
      "Bitterlikör",
      "Reserve-Brand",
      "Kräuterlikör",
      "Overproof-Rum",
      "Brand nach alter Tradition"
    ]
  },
  "bitters": {
    "one": "Cocktail-Bitter",
    "many": "Cocktail-Bitter",
    "nouns": [
      "Bitters",
      "Aromatic Bitters",
      "Cocktailsirup",
      "Cocktailsirupe",
      "Tonic-Sirup",
      "Cocktail-Set",
      "Cocktail-Sets"
    ],
    "collection": "Bitters und Mixer",
    "titles": [
      "Aromatischer Bitter",
      "Orangen-Bitter",
      "Mole-Bitter",
      "Kardamom-Bitter",
      "Sellerie-Bitter",
      "Rauchiger Bitter",
      "Old-Fashioned-Bitter",
      "Zitrus-Bitter"
    ]
  },
  "hot-sauce": {
    "one": "Hot Sauce",
    "many": "Hot Sauces",
    "nouns": [
      "scharfe Soße",
      "scharfe Soßen",
      "scharfe Sauce",
      "scharfe Saucen",
      "Chilisauce",
      "Chilisaucen",
      "Chilisoße",
      "Chilisoßen",
      "Sriracha",
      "Habanero-Sauce",
      "Salsa",
      "Salsas",
      "fermentierte Chilisauce"
    ],
    "collection": "Hot Sauces",
    "titles": [
      "Habanero-Hot-Sauce",
      "Rauchige Chipotle-Sauce",
      "Ghost-Pepper-Sauce",
      "Grüne Jalapeño-Sauce",
      "Mango-Hot-Sauce",
      "Knoblauch-Hot-Sauce",
      "Fermentierte Hot Sauce",
      "Carolina-Reaper-Sauce",
      "Salsa Verde"
    ]
  },
  "chili-crisp": {
    "one": "Chili Crisp",
    "many": "Chili Crisps",
    "nouns": [
      "Chiliöl",
      "Chiliöle",
      "Chili-Crunch",
      "Knusperchili",
      "Chilipaste",
      "Chilipasten",
      "Harissa",
      "Gochujang"
    ],
    "collection": "Chili Crisps",
    "titles": [
      "Sichuan-Chili-Crisp",
      "Knoblauch-Chili-Crisp",
      "Rauchiges Chili Crisp",
      "Erdnuss-Chili-Crisp",
      "Chili Crisp mit schwarzen Bohnen",
      "Mala-Chili-Crisp",
      "Chili Crisp nach Hausrezept",
      "Chili Crisp mit knusprigen Schalotten"
    ]
  },
  "spice-blend": {
    "one": "Gewürzmischung",
    "many": "Gewürzmischungen",
    "nouns": [
      "Gewürz",
      "Gewürze",
      "Würzmischung",
      "Würzmischungen",
      "Rub",
      "Rubs",
      "BBQ-Rub",
      "BBQ-Rubs",
      "Grillgewürz",
      "Grillgewürze",
      "Masala",
      "Currypulver",
      "Za'atar",
      "Pfefferkörner",
      "Chiliflocken",
      "Gewürzset",
      "Gewürzsets"
    ],
    "collection": "Gewürze und Mischungen",
    "titles": [
      "Garam Masala",
      "Rauchpaprika",
      "Tellicherry-Pfeffer",
      "Everything-Bagel-Gewürz",
      "Taco-Gewürz",
      "Cajun-Gewürz",
      "Kräuter der Provence",
      "Berbere-Gewürzmischung",
      "Ras el Hanout",
      "Steakhouse-Gewürz"
    ]
  },
  "condiment": {
    "one": "Würzsauce",
    "many": "Würzsaucen",
    "nouns": [
      "Senf",
      "Senfe",
      "BBQ-Sauce",
      "BBQ-Saucen",
      "Barbecuesoße",
      "Ketchup",
      "Chutney",
      "Chutneys",
      "Aioli",
      "Mayo",
      "Mayonnaise",
      "Salatdressing",
      "Salatdressings",
      "Dressing",
      "Dressings",
      "Vinaigrette",
      "Vinaigretten",
      "Marinade",
      "Marinaden",
      "Dip",
      "Dips"
    ],
    "collection": "Senf, Saucen und Dips",
    "titles": [
      "Körniger Senf",
      "Dijon-Senf",
      "Steingemahlener Senf",
      "Rauchige BBQ-Sauce",
      "Pikante Würzsauce",
      "Senf aus Kleinserie",
      "Kansas-City-BBQ-Sauce",
      "Scharfer Senf",
      "Würziges Feigen-Chutney"
    ]
  },
  "honey": {
    "one": "Honig",
    "many": "Honige",
    "nouns": [
      "Rohhonig",
      "Blütenhonig",
      "Cremehonig",
      "Wabenhonig",
      "Honigwabe",
      "Honigwaben",
      "scharfer Honig",
      "Manukahonig",
      "Kleehonig",
      "Honigglas",
      "Honiggläser"
    ],
    "collection": "Honig",
    "titles": [
      "Wildblütenhonig",
      "Orangenblütenhonig",
      "Kleehonig",
      "Buchweizenhonig",
      "Frühtrachthonig",
      "Spätsommerhonig",
      "Honig von einem einzigen Bienenvolk",
      "Cremehonig",
      "Rohhonig"
    ]
  },
  "jam": {
    "one": "Marmelade",
    "many": "Marmeladen",
    "nouns": [
      "Konfitüre",
      "Konfitüren",
      "Gelee",
      "Gelees",
      "Fruchtaufstrich",
      "Fruchtaufstriche",
      "Fruchtmus",
      "Apfelkraut",
      "Curd",
      "Lemon Curd",
      "Zitronencreme",
      "Eingemachtes"
    ],
    "collection": "Marmeladen und Konfitüren",
    "titles": [
      "Erdbeermarmelade",
      "Aprikosenmarmelade",
      "Bitterorangen-Marmelade",
      "Feigenkonfitüre",
      "Sauerkirschmarmelade",
      "Brombeerkonfitüre",
      "Rhabarbermarmelade",
      "Pfirsichkonfitüre",
      "Zwetschgenmarmelade",
      "Wildheidelbeer-Marmelade"
    ]
  },
  "cheese": {
    "one": "Käse",
    "many": "Käse",
    "nouns": [
      "Käsesorte",
      "Käsesorten",
      "Cheddar",
      "Brie",
      "Camembert",
      "Gouda",
      "Parmesan",
      "Blauschimmelkäse",
      "Ziegenkäse",
      "Bergkäse",
      "gereifter Käse",
      "Käselaib",
      "Käselaibe",
      "Käsestück",
      "Käsestücke",
      "Burrata",
      "Manchego",
      "Hartkäse",
      "Weichkäse"
    ],
    "collection": "Käse",
    "titles": [
      "Tuchgereifter Cheddar",
      "Alpenkäse",
      "Gereifter Käse",
      "Rotschmierkäse",
      "Hofkäse",
      "Weißschimmelkäse",
      "Räucherkäse",
      "Höhlengereifter Käse",
      "Rohmilchkäse",
      "Junger Käse"
    ]
  },
  "charcuterie": {
    "one": "Salami",
    "many": "Salamis",
    "nouns": [
      "Charcuterie",
      "Aufschnitt",
      "Rohschinken",
      "Prosciutto",
      "luftgetrockneter Schinken",
      "Chorizo",
      "Chorizos",
      "Soppressata",
      "Coppa",
      "Pastete",
      "Pasteten",
      "Terrine",
      "Terrinen",
      "Rillettes",
      "Pancetta",
      "Bresaola",
      "Dauerwurst",
      "Rohwurst"
    ],
    "collection": "Wurst und Schinken",
    "titles": [
      "Fenchelsalami",
      "Kalabrische Salami",
      "Knoblauchsalami",
      "Scharfe Salami",
      "Bauernsalami",
      "Wildschweinsalami",
      "Luftgetrocknete Salami",
      "Pfeffersalami",
      "Lang gereifte Salami"
    ]
  },
  "steak": {
    "one": "Steak",
    "many": "Steaks",
    "nouns": [
      "Rib-Eye-Steak",
      "Rib-Eye-Steaks",
      "Entrecôte",
      "Rumpsteak",
      "Rumpsteaks",
      "Roastbeef",
      "Filetsteak",
      "Filetsteaks",
      "Rinderfilet",
      "Lungenbraten",
      "Brisket",
      "Rinderbrust",
      "T-Bone-Steak",
      "Tomahawk-Steak",
      "Short Ribs",
      "Rindfleisch"
    ],
    "collection": "Steaks",
    "titles": [
      "Dry-Aged-Steak",
      "Steak vom grasgefütterten Rind",
      "Wagyu-Steak",
      "Prime-Steak",
      "Steak mit Knochen",
      "Metzgerstück",
      "Steak aus Weidehaltung",
      "Dick geschnittenes Steak"
    ]
  },
  "meat-box": {
    "one": "Fleischpaket",
    "many": "Fleischpakete",
    "nouns": [
      "Fleischbox",
      "Fleischboxen",
      "Steakbox",
      "Steakboxen",
      "Grillpaket",
      "Grillpakete",
      "Grillbox",
      "Grillboxen",
      "BBQ-Box",
      "Fleisch-Abo",
      "Fleisch-Abos",
      "Metzgerpaket",
      "Metzgerpakete"
    ],
    "collection": "Fleischpakete",
    "titles": [
      "Fleischpaket nach Wahl des Metzgers",
      "Grillmeister-Paket",
      "Familien-Fleischpaket",
      "Steakbox für den Abend zu zweit",
      "Weidefleisch-Paket",
      "Feierabend-Fleischpaket",
      "Festtags-Fleischpaket",
      "Fleischpaket von alten Rassen"
    ]
  },
  "sausage": {
    "one": "Wurst",
    "many": "Würste",
    "nouns": [
      "Würstchen",
      "Bratwurst",
      "Bratwürste",
      "Hotdog-Würstchen",
      "Frühstückswürstchen",
      "Salsiccia",
      "Hackfleisch",
      "Faschiertes",
      "Rinderhack",
      "Schweinehack",
      "Burger-Patty",
      "Burger-Pattys"
    ],
    "collection": "Würste und Hackfleisch",
    "titles": [
      "Süße italienische Salsiccia",
      "Scharfe italienische Salsiccia",
      "Räucherwurst",
      "Würstchen mit Ahornsirup",
      "Knoblauchwurst",
      "Wurst nach Chorizo-Art",
      "Fenchel-Salsiccia",
      "Klassische Bratwurst",
      "Kräuterbratwurst"
    ]
  },
  "bacon": {
    "one": "Speck",
    "many": "Speck",
    "nouns": [
      "Bacon",
      "Frühstücksspeck",
      "Räucherspeck",
      "Bauchspeck",
      "Schinken",
      "Räucherschinken",
      "Kochschinken"
    ],
    "collection": "Speck und Schinken",
    "titles": [
      "Dick geschnittener Bacon",
      "Über Apfelholz geräucherter Speck",
      "Hickory-Bacon",
      "Ahornsirup-Bacon",
      "Pfeffer-Bacon",
      "Bauernspeck",
      "Doppelt geräucherter Speck",
      "Speck von alten Schweinerassen"
    ]
  },
  "poultry": {
    "one": "Hähnchen",
    "many": "Hähnchen",
    "nouns": [
      "Geflügel",
      "Huhn",
      "Hühner",
      "Hendl",
      "ganzes Hähnchen",
      "Hähnchenbrust",
      "Hähnchenbrüste",
      "Hähnchenschenkel",
      "Hähnchenflügel",
      "Chicken Wings",
      "Pute",
      "Puten",
      "Truthahn",
      "Ente",
      "Enten"
    ],
    "collection": "Geflügel",
    "titles": [
      "Hähnchen aus Weidehaltung",
      "Freilandhähnchen",
      "Hähnchen aus alter Rasse",
      "Luftgekühltes Hähnchen",
      "Bio-Hähnchen",
      "Hähnchen im Schmetterlingsschnitt",
      "Hähnchen aus der Salzlake",
      "Hähnchenbrust ohne Knochen"
    ]
  },
  "jerky": {
    "one": "Jerky",
    "many": "Jerkys",
    "nouns": [
      "Beef Jerky",
      "Trockenfleisch",
      "Fleischsnack",
      "Fleischsnacks",
      "Biltong",
      "Landjäger"
    ],
    "collection": "Jerky und Trockenfleisch",
    "titles": [
      "Original Beef Jerky",
      "Jerky mit schwarzem Pfeffer",
      "Teriyaki-Jerky",
      "Süß-scharfes Jerky",
      "Geräuchertes Jerky",
      "Chili-Limette-Jerky",
      "Pfeffer-Jerky",
      "Knoblauch-Jerky"
    ]
  },
  "granola": {
    "one": "Granola",
    "many": "Granolas",
    "nouns": [
      "Knuspermüsli",
      "Müsli",
      "Müslis",
      "Granola-Cluster",
      "Haferflocken",
      "Overnight Oats",
      "Porridge",
      "Haferbrei",
      "Frühstücksflocken",
      "Cerealien"
    ],
    "collection": "Granola und Müsli",
    "titles": [
      "Ahorn-Granola",
      "Kakao-Knusper-Granola",
      "Granola mit gerösteter Kokosnuss",
      "Zimt-Granola",
      "Getreidefreies Granola",
      "Sesam-Granola",
      "Original Granola",
      "Kirsch-Pistazien-Granola",
      "Kardamom-Granola"
    ]
  },
  "snack-bar": {
    "one": "Riegel",
    "many": "Riegel",
    "nouns": [
      "Proteinriegel",
      "Müsliriegel",
      "Snackriegel",
      "Energieriegel",
      "Haferriegel",
      "Nussriegel",
      "Dattelriegel",
      "Energy Ball",
      "Energy Balls",
      "Energiekugel",
      "Energiekugeln"
    ],
    "collection": "Riegel",
    "titles": [
      "Erdnuss-Riegel",
      "Kakao-Riegel",
      "Meersalz-Riegel",
      "Kokos-Riegel",
      "Blaubeer-Riegel",
      "Geburtstagskuchen-Riegel",
      "Ahorn-Riegel",
      "Zitronen-Riegel",
      "Espresso-Riegel"
    ]
  },
  "nut-mix": {
    "one": "Nussmischung",
    "many": "Nussmischungen",
    "nouns": [
      "Studentenfutter",
      "Nuss",
      "Nüsse",
      "geröstete Nüsse",
      "Mandel",
      "Mandeln",
      "Cashewkerne",
      "Cashews",
      "Pekannüsse",
      "Macadamianüsse"
    ],
    "collection": "Nüsse und Studentenfutter",
    "titles": [
      "Meersalz-Nussmischung",
      "Süß-scharfe Nussmischung",
      "Rosmarin-Nüsse",
      "Geräucherte Mandeln",
      "Klassisches Studentenfutter",
      "Tamari-Mandeln",
      "Chili-Limette-Cashews",
      "Naturbelassene Nussmischung",
      "Zimt-Mandeln"
    ]
  },
  "dried-fruit": {
    "one": "Trockenfrucht",
    "many": "Trockenfrüchte",
    "nouns": [
      "Trockenobst",
      "Dörrobst",
      "getrocknete Mango",
      "getrocknete Aprikosen",
      "Fruchtchips",
      "Datteln",
      "Medjool-Datteln",
      "getrocknete Feigen",
      "Fruchtleder",
      "gefriergetrocknete Früchte"
    ],
    "collection": "Trockenfrüchte",
    "titles": [
      "Medjool-Datteln",
      "Ungesüßte Trockenfrüchte",
      "Getrocknete Montmorency-Kirschen",
      "Getrocknete Mango",
      "Getrocknete Aprikosen",
      "Gefriergetrocknete Früchte",
      "Obstgarten-Trockenfrüchte",
      "Tropische Trockenfrüchte"
    ]
  },
  "nut-butter": {
    "one": "Nussmus",
    "many": "Nussmuse",
    "nouns": [
      "Erdnussbutter",
      "Erdnussmus",
      "Mandelmus",
      "Cashewmus",
      "Tahini",
      "Sesammus",
      "Samenmus",
      "Schokoaufstrich",
      "Nougatcreme",
      "Haselnusscreme"
    ],
    "collection": "Nussmus",
    "titles": [
      "Geröstetes Nussmus",
      "Ahorn-Nussmus",
      "Gesalzenes Nussmus",
      "Zimt-Nussmus",
      "Kakao-Nussmus",
      "Vanille-Nussmus",
      "Steingemahlenes Nussmus",
      "Klassische Erdnussbutter"
    ]
  },
  "savory-snack": {
    "one": "Cracker",
    "many": "Cracker",
    "nouns": [
      "Kartoffelchips",
      "Chips",
      "Kesselchips",
      "Tortillachips",
      "Gemüsechips",
      "Popcorn",
      "Brezel",
      "Brezeln",
      "Salzbrezeln",
      "Salzstangen",
      "Soletti",
      "Knäckebrot",
      "Grissini",
      "Knabbergebäck",
      "Salzgebäck",
      "Snack",
      "Snacks"
    ],
    "collection": "Cracker und Snacks",
    "titles": [
      "Meersalz-Cracker",
      "Rosmarin-Cracker",
      "Körner-Cracker",
      "Roggen-Cracker",
      "Everything-Cracker",
      "Feigen-Oliven-Cracker",
      "Chili-Limette-Chips",
      "Barbecue-Chips",
      "Pfeffer-Cracker"
    ]
  },
  "kombucha": {
    "one": "Kombucha",
    "many": "Kombuchas",
    "nouns": [
      "Wasserkefir",
      "Kombucha-Dose",
      "Kombucha-Dosen",
      "Kombucha-Flasche",
      "Kombucha-Flaschen",
      "Teepilzgetränk"
    ],
    "collection": "Kombucha",
    "titles": [
      "Ingwer-Zitrone-Kombucha",
      "Hibiskus-Kombucha",
      "Original Kombucha",
      "Himbeer-Kombucha",
      "Maracuja-Kombucha",
      "Lavendel-Kombucha",
      "Holunderblüten-Kombucha",
      "Blutorangen-Kombucha",
      "Bratapfel-Kombucha"
    ]
  },
  "juice": {
    "one": "Saft",
    "many": "Säfte",
    "nouns": [
      "kaltgepresster Saft",
      "kaltgepresste Säfte",
      "grüner Saft",
      "grüne Säfte",
      "Saftkur",
      "Saftkuren",
      "Ingwershot",
      "Ingwershots",
      "Shot",
      "Shots",
      "Smoothie",
      "Smoothies"
    ],
    "collection": "Säfte",
    "titles": [
      "Grüner Saft",
      "Zitrus-Saft",
      "Rote-Bete-Saft",
      "Karotten-Ingwer-Saft",
      "Ananas-Minz-Saft",
      "Wassermelonensaft",
      "Selleriesaft",
      "Guten-Morgen-Saft",
      "Kurkumasaft"
    ]
  },
  "soda": {
    "one": "Limonade",
    "many": "Limonaden",
    "nouns": [
      "Limo",
      "Limos",
      "Craft-Limonade",
      "präbiotische Limonade",
      "Softdrink",
      "Softdrinks",
      "Erfrischungsgetränk",
      "Erfrischungsgetränke",
      "Sprudel",
      "Sprudelwasser",
      "Mineralwasser",
      "Tonic Water",
      "Ginger Beer",
      "Brause",
      "Sprudeltee"
    ],
    "collection": "Limonaden und Sprudel",
    "titles": [
      "Ingwerlimonade",
      "Kirsch-Vanille-Limonade",
      "Grapefruit-Limonade",
      "Sarsaparilla-Limonade",
      "Limetten-Limonade",
      "Craft-Cola",
      "Yuzu-Limonade",
      "Cream Soda",
      "Hibiskus-Limonade"
    ]
  },
  "protein-powder": {
    "one": "Proteinpulver",
    "many": "Proteinpulver",
    "nouns": [
      "Eiweißpulver",
      "Whey",
      "Whey-Protein",
      "Molkenprotein",
      "pflanzliches Protein",
      "Erbsenprotein",
      "Proteinshake",
      "Proteinshakes",
      "Kreatin"
    ],
    "collection": "Protein",
    "titles": [
      "Grass-Fed-Whey",
      "Pflanzliches Proteinpulver",
      "Whey-Isolat",
      "Proteinpulver ohne Zusätze",
      "Proteinpulver für jeden Tag",
      "Geschmacksneutrales Proteinpulver",
      "Kakao-Proteinpulver",
      "Vanille-Proteinpulver"
    ]
  },
  "vitamin": {
    "one": "Vitamin",
    "many": "Vitamine",
    "nouns": [
      "Multivitamin",
      "Multivitamine",
      "Nahrungsergänzungsmittel",
      "Vitaminkapsel",
      "Vitaminkapseln",
      "Vitamin D",
      "Vitamin C",
      "Magnesium",
      "Omega-3",
      "Fischöl",
      "Fischölkapseln",
      "Probiotikum",
      "Probiotika",
      "Vitamingummi",
      "Vitamingummis",
      "Weichkapsel",
      "Weichkapseln"
    ],
    "collection": "Vitamine und Nahrungsergänzung",
    "titles": [
      "Multivitamin für jeden Tag",
      "Multivitamin für Frauen",
      "Multivitamin für Männer",
      "Basis-Multivitamin",
      "Pränatales Multivitamin",
      "Veganes Multivitamin",
      "Magenfreundliches Multivitamin",
      "Vitaminkomplex für den Morgen",
      "Vitaminkomplex für den Abend"
    ]
  },
  "greens-powder": {
    "one": "Greens-Pulver",
    "many": "Greens-Pulver",
    "nouns": [
      "Greens",
      "Grünpulver",
      "Superfood-Pulver",
      "Super Greens",
      "Elektrolytpulver",
      "Elektrolytmischung",
      "Pilzpulver",
      "Vitalpilzpulver",
      "Adaptogen-Pulver"
    ],
    "collection": "Greens und Pulver",
    "titles": [
      "Greens für jeden Tag",
      "Original Greens-Pulver",
      "Beeren-Greens",
      "Zitrus-Greens",
      "Minz-Greens",
      "Geschmacksneutrales Greens-Pulver",
      "Morgen-Greens",
      "Greens für unterwegs"
    ]
  },
  "pasta": {
    "one": "Pasta",
    "many": "Nudeln",
    "nouns": [
      "Nudel",
      "Teigwaren",
      "getrocknete Pasta",
      "frische Pasta",
      "Spaghetti",
      "Rigatoni",
      "Penne",
      "Fusilli",
      "Tagliatelle",
      "Pappardelle",
      "Orecchiette",
      "Linguine",
      "Bucatini",
      "Gnocchi",
      "Ravioli",
      "Eiernudeln"
    ],
    "collection": "Pasta",
    "titles": [
      "Bronzegezogene Pasta",
      "Hartweizen-Pasta",
      "Eiernudeln",
      "Vollkornpasta",
      "Pasta aus Urgetreide",
      "Pasta di Semola",
      "Handwerklich hergestellte Pasta",
      "Langsam getrocknete Pasta"
    ]
  },
  "pasta-sauce": {
    "one": "Pastasauce",
    "many": "Pastasaucen",
    "nouns": [
      "Nudelsoße",
      "Nudelsoßen",
      "Tomatensauce",
      "Tomatensaucen",
      "Paradeissauce",
      "Marinara",
      "Pesto",
      "Pestos",
      "Ragù",
      "Bolognese",
      "Sugo",
      "Passata",
      "Arrabbiata",
      "Dosentomaten"
    ],
    "collection": "Saucen",
    "titles": [
      "Marinara-Sauce",
      "Sugo all'Arrabbiata",
      "Tomaten-Basilikum-Sauce",
      "Puttanesca-Sauce",
      "Sauce mit geröstetem Knoblauch",
      "Sonntags-Ragù",
      "Sauce mit kalabrischer Chili",
      "Scharfe Tomaten-Sahne-Sauce",
      "Pesto alla Genovese"
    ]
  },
  "tinned-fish": {
    "one": "Fischkonserve",
    "many": "Fischkonserven",
    "nouns": [
      "Dosenfisch",
      "Sardine",
      "Sardinen",
      "Sardelle",
      "Sardellen",
      "Anchovis",
      "Conserva",
      "Conservas",
      "Räucherforelle",
      "Thunfisch",
      "Makrele",
      "Makrelen",
      "Muscheln",
      "Miesmuscheln",
      "Räucherlachs"
    ],
    "collection": "Fischkonserven",
    "titles": [
      "Geräucherte Sardinen",
      "Pikante Sardinen",
      "Sardinen mit Zitrone",
      "Wildlachs in der Dose",
      "Angelgefangener Thunfisch",
      "Spanische Conservas",
      "Portugiesische Sardinen",
      "Eingelegte Sardellen",
      "Makrele in Escabeche"
    ]
  },
  "pickle": {
    "one": "Essiggurke",
    "many": "Essiggurken",
    "nouns": [
      "Essiggurkerl",
      "Gewürzgurke",
      "Gewürzgurken",
      "Salzgurke",
      "Salzgurken",
      "eingelegtes Gemüse",
      "Sauergemüse",
      "Kimchi",
      "Sauerkraut",
      "Giardiniera",
      "fermentiertes Gemüse",
      "eingelegte Zwiebeln",
      "Silberzwiebeln",
      "Pickles"
    ],
    "collection": "Eingelegtes und Fermentiertes",
    "titles": [
      "Dillgurken",
      "Süß-saure Gurken",
      "Scharfe Essiggurken",
      "Knoblauchgurken",
      "Halbsaure Salzgurken",
      "Klassische Gewürzgurken",
      "Chinakohl-Kimchi",
      "Eingelegte Rote Bete"
    ]
  },
  "candy": {
    "one": "Bonbon",
    "many": "Bonbons",
    "nouns": [
      "Süßigkeit",
      "Süßigkeiten",
      "Zuckerl",
      "Lutscher",
      "Lolli",
      "Lollis",
      "Zuckerstange",
      "Zuckerstangen",
      "Kandis",
      "Lakritz",
      "Lakritze",
      "Zuckerwatte",
      "Bonbonmischung",
      "Naschtüte",
      "Naschtüten",
      "Pfefferminzbonbon",
      "Pfefferminzbonbons"
    ],
    "collection": "Süßigkeiten",
    "titles": [
      "Bonbons nach altem Rezept",
      "Saure Bonbons",
      "Fruchtbonbons",
      "Butterscotch-Bonbons",
      "Andorn-Bonbons",
      "Pfefferminzbonbons",
      "Retro-Bonbons",
      "Gestreifte Wirbelbonbons",
      "Zimtbonbons"
    ]
  },
  "gummy": {
    "one": "Fruchtgummi",
    "many": "Fruchtgummis",
    "nouns": [
      "Gummibärchen",
      "Gummibär",
      "Gummibären",
      "Gummiwurm",
      "Gummiwürmer",
      "Jelly Beans",
      "saure Fruchtgummis",
      "Weingummi",
      "Weingummis",
      "Fruchtgelee",
      "Fruchtgelees",
      "Pâte de Fruit"
    ],
    "collection": "Fruchtgummis",
    "titles": [
      "Saure Fruchtgummis",
      "Pfirsich-Fruchtgummis",
      "Wassermelonen-Fruchtgummis",
      "Brause-Fruchtgummis",
      "Tropische Fruchtgummis",
      "Champagner-Gummibärchen",
      "Vegane Fruchtgummis",
      "Cola-Fruchtgummis",
      "Beeren-Fruchtgummis"
    ]
  },
  "fudge": {
    "one": "Fudge",
    "many": "Fudge",
    "nouns": [
      "Toffee",
      "Toffees",
      "Karamelle",
      "Karamellen",
      "Karamellbonbon",
      "Karamellbonbons",
      "Weichkaramell",
      "Weichkaramellen",
      "Salzkaramell",
      "Krokant",
      "Erdnusskrokant",
      "Marshmallow",
      "Marshmallows",
      "Nougat"
    ],
    "collection": "Fudge und Karamellen",
    "titles": [
      "Meersalz-Fudge",
      "Butter-Fudge",
      "Ahorn-Fudge",
      "Vanille-Fudge",
      "Rocky-Road-Fudge",
      "English Toffee mit Mandeln",
      "Braunzucker-Fudge",
      "Kentucky-Bourbon-Fudge",
      "Doppelt dunkler Schoko-Fudge"
    ]
  },
  "mug": {
    "one": "Tasse",
    "many": "Tassen",
    "nouns": [
      "Becher",
      "Kaffeebecher",
      "Kaffeetasse",
      "Kaffeetassen",
      "Häferl",
      "Thermobecher",
      "To-go-Becher",
      "Espressotasse",
      "Espressotassen",
      "Cappuccinotasse",
      "Cappuccinotassen",
      "Lattetasse",
      "Lattetassen"
    ],
    "collection": "Tassen und Becher",
    "titles": [
      "Steingut-Becher",
      "Handgemachte Tasse",
      "Handgedrehter Becher",
      "Tasse für jeden Tag",
      "Diner-Tasse",
      "Extragroßer Becher",
      "Stapelbare Tasse",
      "Hoher Becher",
      "Frühstückstasse",
      "Atelier-Becher"
    ]
  },
  "tea-cup": {
    "one": "Teetasse",
    "many": "Teetassen",
    "nouns": [
      "Teeschale",
      "Teeschalen",
      "Chawan",
      "Matcha-Schale",
      "Matcha-Schalen",
      "Gaiwan",
      "Tasse mit Untertasse",
      "Tassen mit Untertassen",
      "Yunomi",
      "Teegeschirr"
    ],
    "collection": "Teegeschirr",
    "titles": [
      "Porzellan-Teetasse",
      "Steingut-Teetasse",
      "Handgemachte Teeschale",
      "Teetasse mit Fuß",
      "Holzbrand-Teeschale",
      "Doppelwandige Teetasse",
      "Teeschale im Kintsugi-Stil",
      "Tee-Verkostungsschale",
      "Nostalgische Teetasse mit Untertasse"
    ]
  },
  "tea-towel": {
    "one": "Geschirrtuch",
    "many": "Geschirrtücher",
    "nouns": [
      "Küchentuch",
      "Küchentücher",
      "Spültuch",
      "Spültücher",
      "Abtrockentuch",
      "Abtrockentücher"
    ],
    "collection": "Geschirrtücher",
    "titles": [
      "Leinen-Geschirrtuch",
      "Waffelpiqué-Geschirrtuch",
      "Gestreiftes Geschirrtuch",
      "Bedrucktes Geschirrtuch",
      "Geschirrtuch mit Fischgrätmuster",
      "Landhaus-Geschirrtuch",
      "Gewebtes Geschirrtuch",
      "Botanisches Geschirrtuch",
      "Stonewashed-Geschirrtuch"
    ]
  },
  "blanket": {
    "one": "Decke",
    "many": "Decken",
    "nouns": [
      "Wohndecke",
      "Wohndecken",
      "Kuscheldecke",
      "Kuscheldecken",
      "Plaid",
      "Plaids",
      "Überwurf",
      "Strickdecke",
      "Strickdecken",
      "Wolldecke",
      "Wolldecken",
      "Fleecedecke",
      "Fleecedecken",
      "Gewichtsdecke",
      "Gewichtsdecken"
    ],
    "collection": "Plaids und Decken",
    "titles": [
      "Grobstrick-Decke",
      "Merino-Plaid",
      "Alpaka-Decke",
      "Decke mit Fischgrätmuster",
      "Waffelpiqué-Decke",
      "Plaid mit Fransen",
      "Zopfstrick-Decke",
      "Wolldecke in Erbstückqualität",
      "Karierte Wolldecke",
      "Gewebte Decke"
    ]
  },
  "cushion": {
    "one": "Kissen",
    "many": "Kissen",
    "nouns": [
      "Zierkissen",
      "Dekokissen",
      "Sofakissen",
      "Kissenbezug",
      "Kissenbezüge",
      "Kissenhülle",
      "Kissenhüllen",
      "Rückenkissen",
      "Bodenkissen",
      "Pouf",
      "Poufs",
      "Sitzpouf",
      "Sitzpoufs",
      "Polster"
    ],
    "collection": "Kissen",
    "titles": [
      "Leinenkissen",
      "Samtkissen",
      "Bouclé-Kissen",
      "Kissen mit Knopfheftung",
      "Besticktes Kissen",
      "Kissen mit Blockdruck",
      "Gewebtes Kissen",
      "Kissen mit Fransen",
      "Kissen mit Quasten",
      "Ripp-Kissen"
    ]
  },
  "vase": {
    "one": "Vase",
    "many": "Vasen",
    "nouns": [
      "Blumenvase",
      "Blumenvasen",
      "Knospenvase",
      "Knospenvasen",
      "Solitärvase",
      "Solitärvasen",
      "Gefäß",
      "Gefäße",
      "Urne",
      "Urnen",
      "Krugvase",
      "Krugvasen"
    ],
    "collection": "Vasen",
    "titles": [
      "Keramikvase",
      "Handgemachte Vase",
      "Gerippte Vase",
      "Skulpturale Vase",
      "Glasvase",
      "Knospenvase",
      "Terrakotta-Vase",
      "Steingutvase",
      "Amphorenvase",
      "Kannelierte Vase"
    ]
  },
  "wall-mirror": {
    "one": "Spiegel",
    "many": "Spiegel",
    "nouns": [
      "Wandspiegel",
      "Standspiegel",
      "runder Spiegel",
      "runde Spiegel",
      "Bogenspiegel",
      "Schminkspiegel",
      "Kosmetikspiegel",
      "Anlehnspiegel"
    ],
    "collection": "Spiegel",
    "titles": [
      "Runder Wandspiegel",
      "Bogenspiegel",
      "Großer Wandspiegel",
      "Sonnenspiegel",
      "Rattan-Spiegel",
      "Spiegel mit Facettenschliff",
      "Spiegel mit Antik-Finish",
      "Rahmenloser Spiegel",
      "Spiegel mit Wellenrand"
    ]
  },
  "basket": {
    "one": "Korb",
    "many": "Körbe",
    "nouns": [
      "Aufbewahrungskorb",
      "Aufbewahrungskörbe",
      "Flechtkorb",
      "Flechtkörbe",
      "Wäschekorb",
      "Wäschekörbe",
      "Seegraskorb",
      "Seegraskörbe",
      "Aufbewahrungsbox",
      "Aufbewahrungsboxen",
      "Wäschesammler"
    ],
    "collection": "Körbe",
    "titles": [
      "Seegraskorb",
      "Rattankorb",
      "Jutekorb",
      "Handgeflochtener Korb",
      "Korb mit Deckel",
      "Korb-Set zum Ineinanderstellen",
      "Bauchiger Korb",
      "Marktkorb",
      "Kordelkorb"
    ]
  },
  "candle-holder": {
    "one": "Kerzenhalter",
    "many": "Kerzenhalter",
    "nouns": [
      "Kerzenständer",
      "Kerzenleuchter",
      "Kandelaber",
      "Teelichthalter",
      "Windlicht",
      "Windlichter",
      "Votivhalter"
    ],
    "collection": "Kerzenhalter",
    "titles": [
      "Messing-Kerzenhalter",
      "Skulpturaler Kerzenhalter",
      "Hoher Kerzenleuchter",
      "Stumpenkerzenhalter",
      "Handgeschmiedeter Kerzenhalter",
      "Keramik-Kerzenhalter",
      "Glas-Windlicht",
      "Gestufter Kerzenhalter",
      "Kerzenhalter im Mid-Century-Stil"
    ]
  },
  "tray": {
    "one": "Tablett",
    "many": "Tabletts",
    "nouns": [
      "Dekotablett",
      "Dekotabletts",
      "Serviertablett",
      "Serviertabletts",
      "Ablageschale",
      "Ablageschalen",
      "Schlüsselschale",
      "Schlüsselschalen",
      "Taschenleerer",
      "Valet-Tablett"
    ],
    "collection": "Tabletts",
    "titles": [
      "Marmor-Tablett",
      "Travertin-Tablett",
      "Lacktablett",
      "Walnuss-Tablett",
      "Rattan-Tablett",
      "Messing-Tablett",
      "Rundes Tablett",
      "Tablett mit Füßen",
      "Ablageschale aus Leder"
    ]
  },
  "decorative-object": {
    "one": "Dekoobjekt",
    "many": "Dekoobjekte",
    "nouns": [
      "Deko",
      "Dekoration",
      "Skulptur",
      "Skulpturen",
      "Figur",
      "Figuren",
      "Buchstütze",
      "Buchstützen",
      "Wohnaccessoire",
      "Wohnaccessoires",
      "Ornament",
      "Ornamente",
      "Wanddeko"
    ],
    "collection": "Objekte",
    "titles": [
      "Skulpturales Dekoobjekt",
      "Abstrakte Skulptur",
      "Marmor-Objekt",
      "Travertin-Objekt",
      "Geschnitztes Dekoobjekt",
      "Organische Skulptur",
      "Gegossene Skulptur",
      "Brutalistisches Objekt",
      "Dekoobjekt aus Holz"
    ]
  },
  "sofa": {
    "one": "Sofa",
    "many": "Sofas",
    "nouns": [
      "Couch",
      "Couches",
      "Ecksofa",
      "Ecksofas",
      "Wohnlandschaft",
      "Wohnlandschaften",
      "Zweisitzer",
      "Loveseat",
      "Schlafsofa",
      "Schlafsofas",
      "Schlafcouch",
      "Daybed",
      "Daybeds",
      "Récamiere",
      "Récamieren",
      "Chaiselongue",
      "Kanapee",
      "Diwan",
      "Bettbank"
    ],
    "collection": "Sofas",
    "titles": [
      "Modulsofa",
      "Mid-Century-Sofa",
      "Sofa mit Hussenbezug",
      "Sofa mit tiefer Sitzfläche",
      "Sofa mit geraden Armlehnen",
      "Niedriges Sofa",
      "Camelback-Sofa",
      "Geschwungenes Sofa",
      "Chesterfield-Sofa"
    ]
  },
  "armchair": {
    "one": "Sessel",
    "many": "Sessel",
    "nouns": [
      "Fauteuil",
      "Fauteuils",
      "Lehnsessel",
      "Loungesessel",
      "Lesesessel",
      "Clubsessel",
      "Schaukelstuhl",
      "Schaukelstühle",
      "Drehsessel",
      "Fernsehsessel",
      "Relaxsessel",
      "Ohrensessel"
    ],
    "collection": "Sessel",
    "titles": [
      "Mid-Century-Sessel",
      "Tubsessel",
      "Ohrensessel",
      "Niedriger Sessel",
      "Clubsessel",
      "Geschwungener Sessel",
      "Sessel mit Knopfheftung",
      "Sessel mit Stoffbespannung",
      "Schalensessel"
    ]
  },
  "dining-chair": {
    "one": "Esszimmerstuhl",
    "many": "Esszimmerstühle",
    "nouns": [
      "Stuhl",
      "Stühle",
      "Küchenstuhl",
      "Küchenstühle",
      "Hocker",
      "Barhocker",
      "Tresenhocker",
      "Bank",
      "Bänke",
      "Esszimmerbank",
      "Esszimmerbänke",
      "Sitzbank",
      "Sitzbänke"
    ],
    "collection": "Esszimmerstühle und Hocker",
    "titles": [
      "Windsor-Stuhl",
      "Sprossenstuhl",
      "Stuhl mit Wiener Geflecht",
      "Bugholzstuhl",
      "Stuhl mit Binsensitz",
      "Wishbone-Stuhl",
      "Stapelstuhl",
      "Gepolsterter Esszimmerstuhl",
      "Stuhl mit Leiterlehne"
    ]
  },
  "dining-table": {
    "one": "Esstisch",
    "many": "Esstische",
    "nouns": [
      "Tisch",
      "Tische",
      "Küchentisch",
      "Küchentische",
      "Bauerntisch",
      "Bauerntische",
      "Landhaustisch",
      "Landhaustische",
      "Ausziehtisch",
      "Ausziehtische",
      "ausziehbarer Tisch",
      "ausziehbare Tische",
      "runder Tisch",
      "runde Tische",
      "Bocktisch",
      "Bocktische"
    ],
    "collection": "Esstische",
    "titles": [
      "Esstisch mit Bockgestell",
      "Esstisch mit Säulenfuß",
      "Landhaus-Esstisch",
      "Ausziehbarer Esstisch",
      "Runder Esstisch",
      "Baumkanten-Esstisch",
      "Ovaler Esstisch",
      "Parsons-Esstisch",
      "Esstisch mit Klappflügeln"
    ]
  },
  "coffee-table": {
    "one": "Couchtisch",
    "many": "Couchtische",
    "nouns": [
      "Beistelltisch",
      "Beistelltische",
      "Sofatisch",
      "Sofatische",
      "Wohnzimmertisch",
      "Wohnzimmertische",
      "Konsolentisch",
      "Konsolentische",
      "Nachttisch",
      "Nachttische",
      "Nachtkästchen"
    ],
    "collection": "Couch- und Beistelltische",
    "titles": [
      "Runder Couchtisch",
      "Satztische",
      "Travertin-Couchtisch",
      "Couchtisch mit Hebeplatte",
      "Beistelltisch mit Säulenfuß",
      "Trommel-Beistelltisch",
      "Mid-Century-Couchtisch",
      "Couchtisch mit Marmorplatte",
      "Couchtisch mit Lamellen"
    ]
  },
  "bookshelf": {
    "one": "Regal",
    "many": "Regale",
    "nouns": [
      "Bücherregal",
      "Bücherregale",
      "Wandregal",
      "Wandregale",
      "Schweberegal",
      "Schweberegale",
      "Bücherschrank",
      "Bücherschränke",
      "Regalsystem",
      "Regalsysteme",
      "Etagere",
      "Etageren",
      "Stellage",
      "Stellagen"
    ],
    "collection": "Regale",
    "titles": [
      "Modulregal",
      "Leiterregal",
      "Schweberegal",
      "Hohes Regal",
      "Niedriges Regal",
      "Offenes Regal ohne Rückwand",
      "Wandregal",
      "Regal im Industrial-Stil",
      "Würfelregal"
    ]
  },
  "bed-frame": {
    "one": "Bettgestell",
    "many": "Bettgestelle",
    "nouns": [
      "Bett",
      "Betten",
      "Bettrahmen",
      "Plattformbett",
      "Plattformbetten",
      "Kopfteil",
      "Kopfteile",
      "Himmelbett",
      "Himmelbetten",
      "Etagenbett",
      "Etagenbetten",
      "Stockbett",
      "Stockbetten",
      "Polsterbett",
      "Polsterbetten"
    ],
    "collection": "Betten",
    "titles": [
      "Plattformbett",
      "Himmelbett mit Baldachin",
      "Polsterbett",
      "Vierpfostenbett",
      "Niedriges Bett",
      "Bett mit Sprossenkopfteil",
      "Bett mit Wiener Geflecht",
      "Bett mit Kanalsteppung",
      "Bett mit Bettkasten"
    ]
  },
  "office-chair": {
    "one": "Bürostuhl",
    "many": "Bürostühle",
    "nouns": [
      "Schreibtischstuhl",
      "Schreibtischstühle",
      "Drehstuhl",
      "Drehstühle",
      "Bürodrehstuhl",
      "Bürodrehstühle",
      "ergonomischer Stuhl",
      "ergonomische Stühle",
      "Arbeitsstuhl",
      "Arbeitsstühle",
      "Chefsessel",
      "Bürosessel"
    ],
    "collection": "Bürostühle",
    "titles": [
      "Ergonomischer Bürostuhl",
      "Bürostuhl mit mittelhoher Rückenlehne",
      "Bürostuhl mit hoher Rückenlehne",
      "Kompakter Bürostuhl",
      "Zeichenstuhl",
      "Verstellbarer Bürostuhl",
      "Chefsessel",
      "Studio-Bürostuhl",
      "Bürodrehstuhl"
    ]
  },
  "desk": {
    "one": "Schreibtisch",
    "many": "Schreibtische",
    "nouns": [
      "Sekretär",
      "Sekretäre",
      "Computertisch",
      "Computertische",
      "Arbeitstisch",
      "Arbeitstische",
      "Homeoffice-Schreibtisch",
      "Homeoffice-Schreibtische",
      "Schminktisch",
      "Schminktische",
      "Frisiertisch",
      "Frisiertische"
    ],
    "collection": "Schreibtische",
    "titles": [
      "Zierlicher Schreibtisch",
      "Sekretär",
      "Schwebender Wandschreibtisch",
      "Eckschreibtisch",
      "Mid-Century-Schreibtisch",
      "Parsons-Schreibtisch",
      "Schreibtisch mit Bockbeinen",
      "Kompakter Schreibtisch",
      "Klappbarer Wandschreibtisch"
    ]
  },
  "dresser": {
    "one": "Kommode",
    "many": "Kommoden",
    "nouns": [
      "Sideboard",
      "Sideboards",
      "Anrichte",
      "Anrichten",
      "Schrank",
      "Schränke",
      "Buffet",
      "Buffets",
      "Lowboard",
      "Lowboards",
      "TV-Board",
      "TV-Boards",
      "Medienkonsole",
      "Highboard",
      "Highboards",
      "Kleiderschrank",
      "Kleiderschränke"
    ],
    "collection": "Stauraum",
    "titles": [
      "Kommode mit sechs Schubladen",
      "Niedrige Kommode",
      "Hohe Kommode",
      "Mid-Century-Sideboard",
      "Kommode mit Rillenfront",
      "Sideboard mit Wiener Geflecht",
      "Rattan-Kommode",
      "Kommode aus Altholz",
      "Sideboard mit Lamellenfront"
    ]
  },
  "skillet": {
    "one": "Pfanne",
    "many": "Pfannen",
    "nouns": [
      "Bratpfanne",
      "Bratpfannen",
      "Gusseisenpfanne",
      "Gusseisenpfannen",
      "Eisenpfanne",
      "Eisenpfannen",
      "Karbonstahlpfanne",
      "Karbonstahlpfannen",
      "Wok",
      "Woks",
      "Sauteuse",
      "Schmorpfanne",
      "Schmorpfannen",
      "Grillpfanne",
      "Grillpfannen",
      "Grillplatte",
      "Crêpepfanne",
      "Palatschinkenpfanne"
    ],
    "collection": "Pfannen",
    "titles": [
      "Gusseisenpfanne",
      "Karbonstahlpfanne",
      "Antihaft-Pfanne",
      "Edelstahlpfanne",
      "Dreischicht-Pfanne",
      "Emaillierte Pfanne",
      "Eingebrannte Eisenpfanne",
      "Profi-Pfanne",
      "Tiefe Pfanne"
    ]
  },
  "dutch-oven": {
    "one": "Bräter",
    "many": "Bräter",
    "nouns": [
      "Cocotte",
      "Cocottes",
      "Schmortopf",
      "Schmortöpfe",
      "Gusseisentopf",
      "Gusseisentöpfe",
      "Auflaufform",
      "Auflaufformen",
      "Bratreine",
      "Bratreinen",
      "Tajine",
      "Tajines",
      "Dutch Oven"
    ],
    "collection": "Bräter und Cocottes",
    "titles": [
      "Emaillierter Bräter",
      "Runder Bräter",
      "Ovaler Bräter",
      "Gusseisen-Bräter",
      "Flacher Bräter",
      "Traditioneller Bräter",
      "Bräter für jeden Tag",
      "Steinzeug-Cocotte",
      "Schmortopf"
    ]
  },
  "saucepan": {
    "one": "Kochtopf",
    "many": "Kochtöpfe",
    "nouns": [
      "Topf",
      "Töpfe",
      "Stieltopf",
      "Stieltöpfe",
      "Stielkasserolle",
      "Stielkasserollen",
      "Kasserolle",
      "Kasserollen",
      "Suppentopf",
      "Suppentöpfe",
      "Nudeltopf",
      "Nudeltöpfe",
      "Fleischtopf",
      "Fleischtöpfe",
      "Reindl"
    ],
    "collection": "Töpfe und Kasserollen",
    "titles": [
      "Dreischicht-Kochtopf",
      "Edelstahl-Kochtopf",
      "Kupfer-Kasserolle",
      "Kochtopf für jeden Tag",
      "Kochtopf mit Abgießdeckel",
      "Sauteuse",
      "Kochtopf mit Sandwichboden",
      "Profi-Kochtopf",
      "Antihaft-Stieltopf"
    ]
  },
  "cookware-set": {
    "one": "Kochgeschirr-Set",
    "many": "Kochgeschirr-Sets",
    "nouns": [
      "Kochgeschirr",
      "Topfset",
      "Topfsets",
      "Pfannenset",
      "Pfannensets",
      "Töpfe und Pfannen",
      "Topf- und Pfannenset"
    ],
    "collection": "Kochgeschirr-Sets",
    "titles": [
      "Dreischicht-Kochgeschirr-Set",
      "Edelstahl-Topfset",
      "Antihaft-Pfannenset",
      "Gusseisen-Kochgeschirr-Set",
      "Basis-Kochgeschirr-Set",
      "Komplettes Kochgeschirr-Set",
      "Starter-Topfset",
      "Kochgeschirr-Set mit Kupferkern",
      "Profi-Kochgeschirr-Set"
    ]
  },
  "kitchen-knife": {
    "one": "Küchenmesser",
    "many": "Küchenmesser",
    "nouns": [
      "Kochmesser",
      "Messer",
      "Santoku",
      "Santokumesser",
      "Schälmesser",
      "Brotmesser",
      "Messerset",
      "Messersets",
      "Steakmesser",
      "Nakiri",
      "Gyuto",
      "Hackbeil",
      "Hackmesser",
      "Allzweckmesser",
      "Universalmesser"
    ],
    "collection": "Messer",
    "titles": [
      "Damast-Kochmesser",
      "Karbonstahl-Kochmesser",
      "Geschmiedetes Kochmesser",
      "Japanisches Kochmesser",
      "Deutsches Kochmesser",
      "Handgeschliffenes Kochmesser",
      "Kochmesser mit durchgehendem Erl",
      "Küchenmesser für jeden Tag",
      "Profi-Kochmesser"
    ]
  },
  "cutting-board": {
    "one": "Schneidebrett",
    "many": "Schneidebretter",
    "nouns": [
      "Schneidbrett",
      "Schneidbretter",
      "Brett",
      "Bretter",
      "Servierbrett",
      "Servierbretter",
      "Käsebrett",
      "Käsebretter",
      "Charcuterie-Brett",
      "Hackblock",
      "Hackklotz",
      "Brotbrett",
      "Brotbretter",
      "Jausenbrett",
      "Jausenbretter",
      "Frühstücksbrettchen"
    ],
    "collection": "Schneidebretter",
    "titles": [
      "Stirnholz-Schneidebrett",
      "Längsholz-Schneidebrett",
      "Walnuss-Schneidebrett",
      "Ahorn-Schneidebrett",
      "Olivenholz-Schneidebrett",
      "Beidseitig nutzbares Schneidebrett",
      "Baumkanten-Servierbrett",
      "Servierbrett mit Griff",
      "Schneidebrett mit Saftrille"
    ]
  },
  "kitchen-utensil": {
    "one": "Küchenhelfer",
    "many": "Küchenhelfer",
    "nouns": [
      "Küchenutensil",
      "Küchenutensilien",
      "Kochlöffel",
      "Holzlöffel",
      "Pfannenwender",
      "Spatel",
      "Teigschaber",
      "Schneebesen",
      "Schneerute",
      "Schöpflöffel",
      "Schöpfkelle",
      "Küchenzange",
      "Grillzange",
      "Utensilien-Set",
      "Sparschäler",
      "Reibe",
      "Mörser",
      "Pfeffermühle",
      "Salzfässchen",
      "Honiglöffel",
      "Messbecher"
    ],
    "collection": "Küchenhelfer",
    "titles": [
      "Olivenholz-Kochlöffel",
      "Handgeschnitzter Kochlöffel",
      "Kirschholz-Pfannenwender",
      "Edelstahl-Schöpfkelle",
      "Fischwender",
      "Winkelpalette",
      "Schaumlöffel",
      "Französisches Nudelholz",
      "Kochlöffel-Set nach alter Tradition"
    ]
  },
  "bakeware": {
    "one": "Backform",
    "many": "Backformen",
    "nouns": [
      "Backgeschirr",
      "Backblech",
      "Backbleche",
      "Kastenform",
      "Kastenformen",
      "Kuchenform",
      "Kuchenformen",
      "Muffinform",
      "Muffinformen",
      "Tarteform",
      "Tarteformen",
      "Gugelhupfform",
      "Gugelhupfformen",
      "Gärkorb",
      "Gärkörbe",
      "Backstein",
      "Pizzastein",
      "Kuchengitter",
      "Auskühlgitter"
    ],
    "collection": "Backformen",
    "titles": [
      "Backform aus aluminiertem Stahl",
      "Keramik-Backform",
      "Gugelhupfform",
      "Backblech aus starkem Stahl",
      "Antihaft-Backform",
      "Profi-Backblech",
      "Backblech mit Rand",
      "Springform",
      "Gelochtes Backblech"
    ]
  },
  "apron": {
    "one": "Schürze",
    "many": "Schürzen",
    "nouns": [
      "Küchenschürze",
      "Küchenschürzen",
      "Kochschürze",
      "Kochschürzen",
      "Latzschürze",
      "Latzschürzen",
      "Ofenhandschuh",
      "Ofenhandschuhe",
      "Topflappen",
      "Topfhandschuh",
      "Topfhandschuhe"
    ],
    "collection": "Schürzen und Topflappen",
    "titles": [
      "Leinenschürze",
      "Strapazierfähige Schürze",
      "Schürze mit gekreuzten Trägern",
      "Gewachste Schürze",
      "Chambray-Schürze",
      "Lange Schürze",
      "Bistroschürze",
      "Werkstattschürze",
      "Kittelschürze"
    ]
  },
  "bowl": {
    "one": "Schale",
    "many": "Schalen",
    "nouns": [
      "Schüssel",
      "Schüsseln",
      "Servierschüssel",
      "Servierschüsseln",
      "Salatschüssel",
      "Salatschüsseln",
      "Müslischale",
      "Müslischalen",
      "Rührschüssel",
      "Rührschüsseln",
      "Suppenschale",
      "Suppenschalen",
      "Ramen-Schale",
      "Ramen-Schalen",
      "Obstschale",
      "Obstschalen",
      "Bowl",
      "Bowls",
      "Schüsserl"
    ],
    "collection": "Schalen und Schüsseln",
    "titles": [
      "Steingut-Schale",
      "Handgemachte Schale",
      "Handgedrehte Schale",
      "Gesprenkelte Schale",
      "Schale mit Fuß",
      "Flache weite Schale",
      "Ineinander stapelbare Schüsseln",
      "Schale für jeden Tag",
      "Geschnitzte Holzschale",
      "Porzellanschale"
    ]
  },
  "plate": {
    "one": "Teller",
    "many": "Teller",
    "nouns": [
      "Speiseteller",
      "Frühstücksteller",
      "Beilagenteller",
      "Dessertteller",
      "Kuchenteller",
      "Pastateller",
      "Servierplatte",
      "Servierplatten",
      "Geschirr",
      "Geschirrset",
      "Geschirrsets",
      "Tafelservice",
      "Gedeck",
      "Gedecke"
    ],
    "collection": "Teller und Geschirr",
    "titles": [
      "Steingut-Teller",
      "Handgemachter Teller",
      "Coupeteller",
      "Teller mit breitem Rand",
      "Gesprenkelter Teller",
      "Porzellanteller",
      "Teller mit Wellenrand",
      "Teller für jeden Tag",
      "Teller mit Reaktivglasur"
    ]
  },
  "glassware": {
    "one": "Glas",
    "many": "Gläser",
    "nouns": [
      "Trinkglas",
      "Trinkgläser",
      "Wasserglas",
      "Wassergläser",
      "Weinglas",
      "Weingläser",
      "Tumbler",
      "Whiskyglas",
      "Whiskygläser",
      "Bierglas",
      "Biergläser",
      "Longdrinkglas",
      "Longdrinkgläser",
      "Sektschale",
      "Sektschalen",
      "Sektglas",
      "Sektgläser",
      "Champagnerflöte",
      "Champagnerflöten",
      "Cocktailglas",
      "Cocktailgläser",
      "Karaffe",
      "Karaffen",
      "Dekanter",
      "Krug",
      "Krüge"
    ],
    "collection": "Gläser",
    "titles": [
      "Mundgeblasenes Glas",
      "Gerilltes Glas",
      "Glas aus Recyclingglas",
      "Weinglas ohne Stiel",
      "Kristallglas",
      "Kanneliertes Glas",
      "Glas für jeden Tag",
      "Bistroglas",
      "Glas im Vintage-Stil"
    ]
  },
  "flatware": {
    "one": "Besteck",
    "many": "Bestecke",
    "nouns": [
      "Besteckset",
      "Bestecksets",
      "Besteckgarnitur",
      "Besteckgarnituren",
      "Tafelbesteck",
      "Gabel",
      "Gabeln",
      "Löffel",
      "Teelöffel",
      "Kaffeelöffel",
      "Servierlöffel",
      "Bambusbesteck",
      "Reisebesteck"
    ],
    "collection": "Besteck",
    "titles": [
      "Gebürstetes Besteck",
      "Bistro-Besteck",
      "Gehämmertes Besteck",
      "Klassisches Besteck",
      "Modernes Besteck",
      "Bambusbesteck",
      "Reisebesteck",
      "Besteck in Erbstückqualität",
      "Geschmiedetes Besteck"
    ]
  },
  "sheet-set": {
    "one": "Bettlaken",
    "many": "Bettlaken",
    "nouns": [
      "Laken",
      "Betttuch",
      "Betttücher",
      "Leintuch",
      "Leintücher",
      "Spannbettlaken",
      "Spannbetttuch",
      "Spannbetttücher",
      "Spannleintuch",
      "Kopfkissenbezug",
      "Kopfkissenbezüge",
      "Lakenset",
      "Lakensets"
    ],
    "collection": "Bettlaken",
    "titles": [
      "Perkal-Bettlaken",
      "Mako-Satin-Bettlaken",
      "Leinen-Bettlaken",
      "Bettlaken aus Bio-Baumwolle",
      "Stonewashed-Bettlaken",
      "Warmes Winter-Bettlaken",
      "Vorgewaschenes Bettlaken",
      "Hanf-Bettlaken",
      "Biber-Bettlaken"
    ]
  },
  "duvet-cover": {
    "one": "Bettbezug",
    "many": "Bettbezüge",
    "nouns": [
      "Bettwäsche",
      "Bettwäsche-Set",
      "Bettwäsche-Sets",
      "Bettdeckenbezug",
      "Bettdeckenbezüge",
      "Bettdecke",
      "Bettdecken",
      "Zudecke",
      "Zudecken",
      "Tuchent",
      "Tuchenten",
      "Daunendecke",
      "Daunendecken",
      "Steppdecke",
      "Steppdecken",
      "Quilt",
      "Quilts",
      "Tagesdecke",
      "Tagesdecken",
      "Bettüberwurf"
    ],
    "collection": "Bettwäsche und Tagesdecken",
    "titles": [
      "Leinen-Bettbezug",
      "Perkal-Bettbezug",
      "Mako-Satin-Bettbezug",
      "Gesteppte Tagesdecke",
      "Musselin-Bettbezug",
      "Waffelpiqué-Bettbezug",
      "Stonewashed-Bettbezug",
      "Handgesteppter Quilt",
      "Leichte Tagesdecke"
    ]
  },
  "pillow": {
    "one": "Kopfkissen",
    "many": "Kopfkissen",
    "nouns": [
      "Bettkissen",
      "Schlafkissen",
      "Daunenkissen",
      "Kissenfüllung",
      "Kissenfüllungen",
      "Seitenschläferkissen",
      "Matratzenauflage",
      "Matratzenauflagen",
      "Topper",
      "Matratzentopper",
      "Matratzenschoner"
    ],
    "collection": "Kopfkissen",
    "titles": [
      "Daunenkissen",
      "Kopfkissen mit Daunenalternative",
      "Seitenschläferkissen",
      "Schurwoll-Kopfkissen",
      "Latex-Kopfkissen",
      "Bio-Kopfkissen",
      "Verstellbares Kopfkissen",
      "Hotelkissen",
      "Kühlendes Kopfkissen"
    ]
  },
  "towel": {
    "one": "Handtuch",
    "many": "Handtücher",
    "nouns": [
      "Badetuch",
      "Badetücher",
      "Duschtuch",
      "Duschtücher",
      "Saunatuch",
      "Saunatücher",
      "Gästehandtuch",
      "Gästehandtücher",
      "Waschlappen",
      "Handtuchset",
      "Handtuchsets",
      "Badematte",
      "Badematten",
      "Badvorleger",
      "Hamamtuch",
      "Hamamtücher",
      "Strandtuch",
      "Strandtücher"
    ],
    "collection": "Handtücher",
    "titles": [
      "Hamamtuch",
      "Waffelpiqué-Handtuch",
      "Extra dickes Handtuch",
      "Handtuch aus Bio-Baumwolle",
      "Geripptes Handtuch",
      "Leinenhandtuch",
      "Gestreiftes Handtuch",
      "Hotel-Handtuch",
      "Schnelltrocknendes Handtuch"
    ]
  },
  "table-linen": {
    "one": "Tischdecke",
    "many": "Tischdecken",
    "nouns": [
      "Tischwäsche",
      "Tischtuch",
      "Tischtücher",
      "Tischläufer",
      "Serviette",
      "Servietten",
      "Stoffserviette",
      "Stoffservietten",
      "Tischset",
      "Tischsets",
      "Platzset",
      "Platzsets",
      "Platzdeckchen",
      "Serviettenset",
      "Serviettensets"
    ],
    "collection": "Tischwäsche",
    "titles": [
      "Leinen-Tischdecke",
      "Tischdecke mit Blockdruck",
      "Stonewashed-Tischdecke",
      "Tischdecke mit Vichy-Karo",
      "Tischdecke mit Hohlsaum",
      "Gewebter Tischläufer",
      "Bestickte Servietten",
      "Tischläufer mit Fransen",
      "Gestreifte Tischdecke"
    ]
  },
  "rug": {
    "one": "Teppich",
    "many": "Teppiche",
    "nouns": [
      "Läufer",
      "Teppichläufer",
      "Flurläufer",
      "Kelim",
      "Kelims",
      "Fußmatte",
      "Fußmatten",
      "Türmatte",
      "Türmatten",
      "Fußabtreter",
      "waschbarer Teppich",
      "waschbare Teppiche",
      "Juteteppich",
      "Juteteppiche",
      "Wollteppich",
      "Wollteppiche",
      "Berberteppich",
      "Berberteppiche"
    ],
    "collection": "Teppiche",
    "titles": [
      "Handgeknüpfter Teppich",
      "Flachgewebter Teppich",
      "Teppich im Vintage-Stil",
      "Marokkanischer Teppich",
      "Juteteppich",
      "Hochflorteppich",
      "Handgetufteter Teppich",
      "Waschbarer Teppich",
      "Teppich im Perser-Stil",
      "Gestreifter Teppich"
    ]
  },
  "curtain": {
    "one": "Vorhang",
    "many": "Vorhänge",
    "nouns": [
      "Gardine",
      "Gardinen",
      "Vorhangschal",
      "Vorhangschals",
      "Store",
      "Stores",
      "Verdunkelungsvorhang",
      "Verdunkelungsvorhänge",
      "Raffrollo",
      "Raffrollos",
      "Rollo",
      "Rollos",
      "Jalousie",
      "Jalousien"
    ],
    "collection": "Vorhänge und Gardinen",
    "titles": [
      "Leinenvorhang",
      "Transparente Gardine",
      "Verdunkelungsvorhang",
      "Vorhang mit Faltenband",
      "Vorhang mit Tunnelzug",
      "Samtvorhang",
      "Stonewashed-Vorhang",
      "Schlaufenvorhang",
      "Gefütterter Vorhang"
    ]
  },
  "wall-hanging": {
    "one": "Wandbehang",
    "many": "Wandbehänge",
    "nouns": [
      "Wandteppich",
      "Wandteppiche",
      "Makramee",
      "Makramees",
      "Webbild",
      "Webbilder",
      "Textilkunst",
      "Tapisserie",
      "Tapisserien"
    ],
    "collection": "Wandbehänge",
    "titles": [
      "Gewebter Wandbehang",
      "Makramee-Wandbehang",
      "Handgefärbter Wandbehang",
      "Wandbehang mit Fransen",
      "Abstrakter Wandbehang",
      "Boho-Wandbehang",
      "Wandbehang mit Schlaufen",
      "Wandbehang aus Naturfasern",
      "Gerahmtes Webbild"
    ]
  },
  "table-lamp": {
    "one": "Tischlampe",
    "many": "Tischlampen",
    "nouns": [
      "Tischleuchte",
      "Tischleuchten",
      "Lampe",
      "Lampen",
      "Schreibtischlampe",
      "Schreibtischlampen",
      "Nachttischlampe",
      "Nachttischlampen",
      "Lampenschirm",
      "Lampenschirme",
      "Akku-Lampe",
      "Akku-Lampen",
      "Pilzlampe",
      "Pilzlampen"
    ],
    "collection": "Tischlampen",
    "titles": [
      "Keramik-Tischlampe",
      "Pilzlampe",
      "Messing-Tischlampe",
      "Papier-Tischlampe",
      "Tischlampe mit Plisseeschirm",
      "Akku-Tischlampe",
      "Schreibtischleuchte",
      "Bauchige Tischlampe",
      "Alabaster-Tischlampe",
      "Mid-Century-Tischlampe"
    ]
  },
  "pendant-light": {
    "one": "Pendelleuchte",
    "many": "Pendelleuchten",
    "nouns": [
      "Pendellampe",
      "Pendellampen",
      "Hängelampe",
      "Hängelampen",
      "Hängeleuchte",
      "Hängeleuchten",
      "Deckenleuchte",
      "Deckenleuchten",
      "Deckenlampe",
      "Deckenlampen",
      "Kronleuchter",
      "Luster",
      "Leuchte",
      "Leuchten",
      "Aufbauleuchte",
      "Aufbauleuchten"
    ],
    "collection": "Pendel- und Deckenleuchten",
    "titles": [
      "Pendelleuchte mit Kuppelschirm",
      "Kugel-Pendelleuchte",
      "Rattan-Pendelleuchte",
      "Papier-Pendelleuchte",
      "Lineare Pendelleuchte",
      "Sputnik-Kronleuchter",
      "Plissee-Pendelleuchte",
      "Pendelleuchte aus mundgeblasenem Glas",
      "Glocken-Pendelleuchte",
      "Trommel-Pendelleuchte"
    ]
  },
  "floor-lamp": {
    "one": "Stehlampe",
    "many": "Stehlampen",
    "nouns": [
      "Stehleuchte",
      "Stehleuchten",
      "Bogenlampe",
      "Bogenlampen",
      "Bogenleuchte",
      "Deckenfluter",
      "Leselampe",
      "Leselampen",
      "Dreibein-Stehlampe",
      "Dreibein-Stehlampen"
    ],
    "collection": "Stehlampen",
    "titles": [
      "Bogenlampe",
      "Dreibein-Stehlampe",
      "Lese-Stehlampe",
      "Papier-Stehlampe",
      "Säulen-Stehlampe",
      "Stehlampe mit Schwenkarm",
      "Kugel-Stehlampe",
      "Skulpturale Stehlampe",
      "Stehlampe mit Plisseeschirm"
    ]
  },
  "wall-sconce": {
    "one": "Wandleuchte",
    "many": "Wandleuchten",
    "nouns": [
      "Wandlampe",
      "Wandlampen",
      "Wandlicht",
      "Bilderleuchte",
      "Bilderleuchten",
      "Wandleuchte mit Stecker",
      "Wandleuchten mit Stecker",
      "Schwenkarmleuchte",
      "Schwenkarmleuchten"
    ],
    "collection": "Wandleuchten",
    "titles": [
      "Wandleuchte mit Schwenkarm",
      "Wandleuchte mit Stecker",
      "Kugel-Wandleuchte",
      "Wandleuchte mit Plisseeschirm",
      "Konische Wandleuchte",
      "Gelenk-Wandleuchte",
      "Alabaster-Wandleuchte",
      "Bilderleuchte",
      "Doppel-Wandleuchte"
    ]
  },
  "string-light": {
    "one": "Lichterkette",
    "many": "Lichterketten",
    "nouns": [
      "Lichtergirlande",
      "Lichtergirlanden",
      "Festoon-Lichterkette",
      "Bistro-Lichterkette",
      "Party-Lichterkette",
      "Party-Lichterketten",
      "Außenlichterkette",
      "Außenlichterketten",
      "Micro-Lichterkette"
    ],
    "collection": "Lichterketten",
    "titles": [
      "Festoon-Lichterkette",
      "Bistro-Lichterkette",
      "Lichterkette mit Kupferdraht",
      "Kugel-Lichterkette",
      "Solar-Lichterkette",
      "Außen-Lichterkette",
      "Lichterkette mit Papierlaternen",
      "Lichterkette in Warmweiß",
      "Batterie-Lichterkette"
    ]
  },
  "light-bulb": {
    "one": "Glühbirne",
    "many": "Glühbirnen",
    "nouns": [
      "Leuchtmittel",
      "Birne",
      "Birnen",
      "Glühlampe",
      "Glühlampen",
      "Edison-Glühbirne",
      "Edison-Glühbirnen",
      "LED-Lampe",
      "LED-Lampen",
      "LED-Birne",
      "LED-Birnen",
      "Filament-Lampe",
      "Filament-Lampen",
      "Globe-Lampe"
    ],
    "collection": "Leuchtmittel",
    "titles": [
      "LED-Filament-Glühbirne",
      "Globe-Glühbirne",
      "Röhrenlampe",
      "Bernsteinfarbene Glühbirne",
      "Mattierte Glühbirne",
      "Dimmbare Glühbirne",
      "Vintage-Glühbirne",
      "Warmweiße Glühbirne",
      "Röhrenförmige Glühbirne"
    ]
  },
  "art-print": {
    "one": "Kunstdruck",
    "many": "Kunstdrucke",
    "nouns": [
      "Druck",
      "Drucke",
      "Giclée-Druck",
      "Giclée-Drucke",
      "Risodruck",
      "Risodrucke",
      "Risografie",
      "Linolschnitt",
      "Linolschnitte",
      "Siebdruck",
      "Siebdrucke",
      "Fotodruck",
      "Fotodrucke",
      "Fotoprint",
      "Fotoprints",
      "gerahmter Druck",
      "gerahmte Drucke",
      "Leinwanddruck",
      "Leinwanddrucke",
      "Wandbild",
      "Wandbilder",
      "Wandkunst",
      "Illustration",
      "Illustrationen",
      "botanischer Druck",
      "botanische Drucke"
    ],
    "collection": "Kunstdrucke",
    "titles": [
      "Botanischer Kunstdruck",
      "Abstrakter Kunstdruck",
      "Landschafts-Kunstdruck",
      "Limitierter Kunstdruck",
      "Signierter Kunstdruck",
      "Architektur-Kunstdruck",
      "Vintage-Kunstdruck",
      "Line-Art-Kunstdruck",
      "Maritimer Kunstdruck",
      "Minimalistischer Kunstdruck"
    ]
  },
  "poster": {
    "one": "Poster",
    "many": "Poster",
    "nouns": [
      "Plakat",
      "Plakate",
      "Reiseposter",
      "Vintage-Poster",
      "Wandposter",
      "Ausstellungsplakat",
      "Ausstellungsplakate",
      "Konzertplakat",
      "Konzertplakate",
      "Typografie-Poster"
    ],
    "collection": "Poster",
    "titles": [
      "Reiseposter",
      "Ausstellungsposter",
      "Retro-Poster",
      "Typografie-Poster",
      "Bauhaus-Poster",
      "Mid-Century-Poster",
      "Grafisches Poster",
      "Illustriertes Poster",
      "Poster im Swiss Style"
    ]
  },
  "picture-frame": {
    "one": "Bilderrahmen",
    "many": "Bilderrahmen",
    "nouns": [
      "Rahmen",
      "Fotorahmen",
      "Posterrahmen",
      "Galerierahmen",
      "Rahmenset",
      "Rahmensets",
      "Posterleiste",
      "Posterleisten",
      "Posteraufhänger"
    ],
    "collection": "Bilderrahmen",
    "titles": [
      "Eichen-Bilderrahmen",
      "Walnuss-Bilderrahmen",
      "Galerierahmen",
      "Schattenfugenrahmen",
      "Schmaler Bilderrahmen",
      "Kastenrahmen",
      "Messing-Bilderrahmen",
      "Objektrahmen",
      "Bilderrahmen zum Aufstellen"
    ]
  },
  "painting": {
    "one": "Gemälde",
    "many": "Gemälde",
    "nouns": [
      "Originalgemälde",
      "Bild",
      "Bilder",
      "Kunstwerk",
      "Kunstwerke",
      "Originalkunstwerk",
      "Originalkunstwerke",
      "Originalkunst",
      "Malerei",
      "Aquarell",
      "Aquarelle",
      "Ölgemälde",
      "Acrylbild",
      "Acrylbilder",
      "Originalzeichnung",
      "Originalzeichnungen"
    ],
    "collection": "Originalkunst",
    "titles": [
      "Abstraktes Gemälde",
      "Landschaftsgemälde",
      "Stillleben",
      "Figuratives Gemälde",
      "Seestück",
      "Botanisches Gemälde",
      "Gestisches Gemälde",
      "Kleinformatiges Gemälde",
      "Impressionistisches Gemälde"
    ]
  },
  "notebook": {
    "one": "Notizbuch",
    "many": "Notizbücher",
    "nouns": [
      "Journal",
      "Journale",
      "Skizzenbuch",
      "Skizzenbücher",
      "Notizblock",
      "Notizblöcke",
      "Notizheft",
      "Notizhefte",
      "Heft",
      "Hefte",
      "Kladde",
      "Kladden",
      "Tagebuch",
      "Tagebücher",
      "Bullet Journal",
      "Bullet Journals"
    ],
    "collection": "Notizbücher und Journale",
    "titles": [
      "Leinengebundenes Notizbuch",
      "Notizbuch mit Lay-Flat-Bindung",
      "Notizbuch im Taschenformat",
      "Leder-Notizbuch",
      "Notizbuch mit Punktraster",
      "Softcover-Notizbuch",
      "Hardcover-Notizbuch",
      "Feldnotizbuch",
      "Journal für jeden Tag",
      "Stoffgebundenes Notizbuch"
    ]
  },
  "planner": {
    "one": "Planer",
    "many": "Planer",
    "nouns": [
      "Kalender",
      "Terminkalender",
      "Taschenkalender",
      "Wochenplaner",
      "Tagesplaner",
      "Wandkalender",
      "Tischkalender",
      "Habit Tracker",
      "Agenda",
      "Agenden"
    ],
    "collection": "Planer und Kalender",
    "titles": [
      "Wochenplaner",
      "Tagesplaner",
      "Undatierter Planer",
      "Planer für das Schuljahr",
      "Leinen-Planer",
      "Schmaler Planer",
      "Zielplaner",
      "Tischplaner",
      "Kompakter Planer"
    ]
  },
  "pen": {
    "one": "Stift",
    "many": "Stifte",
    "nouns": [
      "Füller",
      "Füllfederhalter",
      "Füllfeder",
      "Füllfedern",
      "Kugelschreiber",
      "Kuli",
      "Kulis",
      "Gelschreiber",
      "Tintenroller",
      "Fineliner",
      "Pinselstift",
      "Pinselstifte",
      "Bleistift",
      "Bleistifte",
      "Druckbleistift",
      "Druckbleistifte",
      "Tinte",
      "Tinten",
      "Tintenfass",
      "Mine",
      "Minen",
      "Ersatzmine",
      "Ersatzminen"
    ],
    "collection": "Stifte",
    "titles": [
      "Messing-Kugelschreiber",
      "Kugelschreiber für jeden Tag",
      "Taschenfüller",
      "Nachfüllbarer Stift",
      "Japanischer Gelschreiber",
      "Aluminium-Kugelschreiber",
      "Druckkugelschreiber",
      "Zeichen-Druckbleistift",
      "Füllfederhalter in Erbstückqualität",
      "Reise-Füllfederhalter"
    ]
  },
  "greeting-card": {
    "one": "Grußkarte",
    "many": "Grußkarten",
    "nouns": [
      "Karte",
      "Karten",
      "Glückwunschkarte",
      "Glückwunschkarten",
      "Geburtstagskarte",
      "Geburtstagskarten",
      "Dankeskarte",
      "Dankeskarten",
      "Klappkarte",
      "Klappkarten",
      "Postkarte",
      "Postkarten",
      "Weihnachtskarte",
      "Weihnachtskarten",
      "Hochzeitskarte",
      "Hochzeitskarten",
      "Trauerkarte",
      "Trauerkarten",
      "Kondolenzkarte",
      "Kondolenzkarten",
      "Liebeskarte",
      "Liebeskarten",
      "Kartenset",
      "Kartensets",
      "Billett",
      "Billetts"
    ],
    "collection": "Karten",
    "titles": [
      "Letterpress-Karte",
      "Karte mit Folienprägung",
      "Illustrierte Grußkarte",
      "Handgeletterte Karte",
      "Botanische Grußkarte",
      "Blanko-Klappkarte",
      "Lustige Grußkarte",
      "Handgemalte Karte",
      "Pop-up-Karte"
    ]
  },
  "sticker": {
    "one": "Sticker",
    "many": "Sticker",
    "nouns": [
      "Aufkleber",
      "Stickerbogen",
      "Stickerbögen",
      "Stickerset",
      "Stickersets",
      "Vinylsticker",
      "Laptop-Sticker",
      "Emaille-Pin",
      "Emaille-Pins",
      "Anstecker",
      "Pin",
      "Pins"
    ],
    "collection": "Sticker",
    "titles": [
      "Holografischer Sticker",
      "Konturgeschnittener Sticker",
      "Glänzender Sticker",
      "Matter Sticker",
      "Transparenter Sticker",
      "Kiss-Cut-Sticker",
      "Glitzer-Sticker",
      "Wasserfester Sticker",
      "Mini-Sticker"
    ]
  },
  "washi-tape": {
    "one": "Washi Tape",
    "many": "Washi Tapes",
    "nouns": [
      "Masking Tape",
      "Klebeband",
      "Dekoklebeband",
      "Deko-Tape",
      "Papierklebeband"
    ],
    "collection": "Washi Tape",
    "titles": [
      "Bedrucktes Washi Tape",
      "Folien-Washi-Tape",
      "Washi Tape mit Rastermuster",
      "Botanisches Washi Tape",
      "Schmales Washi Tape",
      "Breites Washi Tape",
      "Saisonales Washi Tape",
      "Pastell-Washi-Tape",
      "Kraftpapier-Washi-Tape"
    ]
  },
  "desk-accessory": {
    "one": "Schreibtisch-Organizer",
    "many": "Schreibtisch-Organizer",
    "nouns": [
      "Schreibtischzubehör",
      "Stiftehalter",
      "Stiftebecher",
      "Federmäppchen",
      "Federpenal",
      "Stifteetui",
      "Stifteetuis",
      "Briefablage",
      "Briefablagen",
      "Ablagekorb",
      "Ablagekörbe",
      "Briefbeschwerer",
      "Schreibtischablage",
      "Hefter",
      "Tacker",
      "Büroklammer",
      "Büroklammern",
      "Lesezeichen"
    ],
    "collection": "Schreibtischzubehör",
    "titles": [
      "Messing-Briefbeschwerer",
      "Walnuss-Schreibtisch-Organizer",
      "Leder-Stifteetui",
      "Stapelbare Briefablage",
      "Minimalistischer Stiftehalter",
      "Magnetischer Büroklammerhalter",
      "Schreibtischablage",
      "Stiftebecher aus Kork",
      "Filz-Organizer"
    ]
  },
  "writing-paper": {
    "one": "Briefpapier",
    "many": "Briefpapiere",
    "nouns": [
      "Briefpapier-Set",
      "Briefpapier-Sets",
      "Schreibpapier",
      "Briefumschlag",
      "Briefumschläge",
      "Umschlag",
      "Umschläge",
      "Kuvert",
      "Kuverts",
      "Briefkopf",
      "Geschenkpapier",
      "Geschenkpapierrolle",
      "Geschenkpapierrollen",
      "Seidenpapier"
    ],
    "collection": "Papier und Geschenkpapier",
    "titles": [
      "Briefpapier mit Büttenrand",
      "Baumwoll-Briefpapier",
      "Geripptes Briefpapier",
      "Luftpost-Briefpapier",
      "Kraftpapier-Geschenkpapier",
      "Botanisches Geschenkpapier",
      "Marmoriertes Geschenkpapier",
      "Personalisiertes Briefpapier",
      "Recycling-Briefpapier"
    ]
  },
  "houseplant": {
    "one": "Zimmerpflanze",
    "many": "Zimmerpflanzen",
    "nouns": [
      "Topfpflanze",
      "Topfpflanzen",
      "Grünpflanze",
      "Grünpflanzen",
      "Monstera",
      "Efeutute",
      "Geigenfeige",
      "Bogenhanf",
      "Farn",
      "Farne",
      "Philodendron",
      "Calathea",
      "Orchidee",
      "Orchideen",
      "Bonsai",
      "Einblatt",
      "Glücksfeder",
      "Gummibaum",
      "Erbsenpflanze",
      "Tillandsie",
      "Tillandsien",
      "Kräuterpflanze",
      "Kräuterpflanzen"
    ],
    "collection": "Zimmerpflanzen",
    "titles": [
      "Rankende Zimmerpflanze",
      "Zimmerpflanze für wenig Licht",
      "Haustierfreundliche Zimmerpflanze",
      "Panaschierte Zimmerpflanze",
      "Zimmerpflanze für den Tisch",
      "Ampelpflanze",
      "Statement-Zimmerpflanze",
      "Pflegeleichte Zimmerpflanze",
      "Seltene Zimmerpflanze"
    ]
  },
  "succulent": {
    "one": "Sukkulente",
    "many": "Sukkulenten",
    "nouns": [
      "Kaktus",
      "Kakteen",
      "Aloe",
      "Aloe vera",
      "Echeverie",
      "Echeverien",
      "Geldbaum",
      "Geldbäume",
      "Haworthie",
      "Haworthien",
      "Sukkulenten-Set",
      "Terrarium",
      "Terrarien"
    ],
    "collection": "Sukkulenten und Kakteen",
    "titles": [
      "Rosetten-Sukkulente",
      "Hängende Sukkulente",
      "Mini-Sukkulente",
      "Wüstenkaktus",
      "Säulenkaktus",
      "Behaarter Kaktus",
      "Sonnenliebende Sukkulente",
      "Sukkulente für die Fensterbank",
      "Winterharte Sukkulente"
    ]
  },
  "plant-pot": {
    "one": "Pflanztopf",
    "many": "Pflanztöpfe",
    "nouns": [
      "Blumentopf",
      "Blumentöpfe",
      "Übertopf",
      "Übertöpfe",
      "Pflanzgefäß",
      "Pflanzgefäße",
      "Pflanzkübel",
      "Hängeampel",
      "Hängeampeln",
      "Blumenampel",
      "Pflanzenständer",
      "Blumenkasten",
      "Blumenkästen",
      "Hochbeet",
      "Hochbeete",
      "Terrakottatopf",
      "Terrakottatöpfe"
    ],
    "collection": "Töpfe und Pflanzgefäße",
    "titles": [
      "Terrakotta-Blumentopf",
      "Keramik-Übertopf",
      "Selbstbewässernder Pflanztopf",
      "Hängeampel",
      "Blumentopf mit Fuß",
      "Gerippter Übertopf",
      "Zylindrischer Übertopf",
      "Beton-Pflanztopf",
      "Glasierter Blumentopf",
      "Konischer Pflanztopf"
    ]
  },
  "watering-can": {
    "one": "Gießkanne",
    "many": "Gießkannen",
    "nouns": [
      "Pflanzensprüher",
      "Sprühflasche",
      "Sprühflaschen",
      "Bewässerungskugel",
      "Bewässerungskugeln",
      "Schlauchbrause",
      "Gartenbrause"
    ],
    "collection": "Bewässerung",
    "titles": [
      "Verzinkte Gießkanne",
      "Messing-Gießkanne",
      "Gießkanne mit langem Ausguss",
      "Zimmergießkanne",
      "Kupfer-Gießkanne",
      "Emaillierte Gießkanne",
      "Klassische Gießkanne",
      "Glas-Pflanzensprüher"
    ]
  },
  "potting-mix": {
    "one": "Blumenerde",
    "many": "Blumenerden",
    "nouns": [
      "Pflanzerde",
      "Erde",
      "Substrat",
      "Substrate",
      "Kompost",
      "Dünger",
      "Pflanzendünger",
      "Anzuchterde",
      "Orchideensubstrat",
      "Pinienrinde",
      "Mulch",
      "Rindenmulch"
    ],
    "collection": "Erde und Dünger",
    "titles": [
      "Bio-Blumenerde",
      "Aroideen-Substrat",
      "Mineralisches Substrat",
      "Universalerde",
      "Grobes Pflanzsubstrat",
      "Torffreie Blumenerde",
      "Anzuchterde",
      "Blumenerde mit Wurmhumus",
      "Premium-Blumenerde"
    ]
  },
  "grow-kit": {
    "one": "Anzuchtset",
    "many": "Anzuchtsets",
    "nouns": [
      "Anzucht-Kit",
      "Kräutergarten-Set",
      "Kräuterset",
      "Pilzzuchtset",
      "Pilzzuchtsets",
      "Microgreens-Set",
      "Garten-Set",
      "Fensterbank-Set",
      "Pflanzset",
      "Pflanzsets"
    ],
    "collection": "Anzuchtsets",
    "titles": [
      "Anzuchtset für die Fensterbank",
      "Kräuter-Anzuchtset",
      "Küchen-Anzuchtset",
      "Starter-Anzuchtset",
      "Anzuchtset für Kinder",
      "Indoor-Anzuchtset",
      "Pizzakräuter-Anzuchtset",
      "Cocktailkräuter-Anzuchtset",
      "Bienenweide-Anzuchtset"
    ]
  },
  "bouquet": {
    "one": "Blumenstrauß",
    "many": "Blumensträuße",
    "nouns": [
      "Strauß",
      "Sträuße",
      "Blume",
      "Blumen",
      "Schnittblumen",
      "frische Blumen",
      "Blumengesteck",
      "Blumengestecke",
      "Gesteck",
      "Gestecke",
      "Tischgesteck",
      "Sträußchen",
      "Anstecksträußchen",
      "Pfingstrosen",
      "Tulpen",
      "Sonnenblumen",
      "Ranunkeln",
      "Hortensien",
      "langstielige Rosen",
      "Gartenrosen",
      "Blumen-Abo",
      "Blumen-Abos"
    ],
    "collection": "Blumensträuße",
    "titles": [
      "Saisonaler Blumenstrauß",
      "Bauerngartenstrauß",
      "Blumenstrauß nach Floristenwahl",
      "Wildblumenstrauß",
      "Handgebundener Blumenstrauß",
      "Pastell-Blumenstrauß",
      "Romantischer Blumenstrauß",
      "Trauerstrauß",
      "Geburtstagsstrauß",
      "Marktstrauß"
    ]
  },
  "dried-flowers": {
    "one": "Trockenblume",
    "many": "Trockenblumen",
    "nouns": [
      "Trockenblumenstrauß",
      "Trockenblumensträuße",
      "Trockenstrauß",
      "Trockensträuße",
      "Trockengesteck",
      "Pampasgras",
      "konservierte Blume",
      "konservierte Blumen",
      "Strohblume",
      "Strohblumen",
      "Samtgras",
      "Hasenschwanzgras"
    ],
    "collection": "Trockenblumen",
    "titles": [
      "Pampasgras-Strauß",
      "Strohblumen-Strauß",
      "Wiesenstrauß aus Trockenblumen",
      "Gebleichter Trockenblumenstrauß",
      "Strauß aus konservierten Blumen",
      "Rustikaler Trockenblumenstrauß",
      "Trockenblumen in Naturtönen",
      "Wildblumen-Trockenstrauß",
      "Mini-Strauß für die Knospenvase"
    ]
  },
  "wreath": {
    "one": "Kranz",
    "many": "Kränze",
    "nouns": [
      "Türkranz",
      "Türkränze",
      "Tannenkranz",
      "Tannenkränze",
      "Adventskranz",
      "Adventskränze",
      "Weihnachtskranz",
      "Weihnachtskränze",
      "Girlande",
      "Girlanden",
      "Kranzbinde-Set"
    ],
    "collection": "Kränze",
    "titles": [
      "Tannenkranz",
      "Eukalyptuskranz",
      "Trockenblumenkranz",
      "Olivenzweig-Kranz",
      "Weihnachtskranz",
      "Herbstkranz",
      "Magnolienkranz",
      "Kranz aus wildem Grün",
      "Zitrus-Kranz"
    ]
  },
  "seed-packet": {
    "one": "Samentüte",
    "many": "Samentüten",
    "nouns": [
      "Saatgut",
      "Samen",
      "Sämerei",
      "Sämereien",
      "Gemüsesamen",
      "Blumensamen",
      "Kräutersamen",
      "Samenmischung",
      "Samenmischungen",
      "Wildblumensamen",
      "Saatgut-Set",
      "Microgreens-Samen"
    ],
    "collection": "Saatgut",
    "titles": [
      "Saatgut alter Sorten",
      "Bio-Saatgut",
      "Cocktailtomaten-Samen",
      "Bienenfreundliche Samenmischung",
      "Schnittblumen-Samen",
      "Salat-Samen",
      "Samenfestes Saatgut",
      "Heimische Wildblumensamen",
      "Küchengarten-Saatgut"
    ]
  },
  "flower-bulb": {
    "one": "Blumenzwiebel",
    "many": "Blumenzwiebeln",
    "nouns": [
      "Zwiebel",
      "Zwiebeln",
      "Tulpenzwiebel",
      "Tulpenzwiebeln",
      "Narzissenzwiebel",
      "Narzissenzwiebeln",
      "Alliumzwiebel",
      "Alliumzwiebeln",
      "Dahlienknolle",
      "Dahlienknollen",
      "Knolle",
      "Knollen",
      "wurzelnackte Pflanze",
      "wurzelnackte Pflanzen",
      "Strauch",
      "Sträucher",
      "Rosenstock",
      "Rosenstöcke",
      "Obstbaum",
      "Obstbäume",
      "Staude",
      "Stauden"
    ],
    "collection": "Blumenzwiebeln und Pflanzen",
    "titles": [
      "Frühlingsblumenzwiebeln",
      "Blumenzwiebeln zum Verwildern",
      "Blumenzwiebeln alter Sorten",
      "Gefüllte Tulpen",
      "Papageientulpen",
      "Gefranste Tulpen",
      "Zwerg-Blumenzwiebeln",
      "Duftende Blumenzwiebeln",
      "Blumenzwiebeln für den Schnittgarten"
    ]
  },
  "garden-tool": {
    "one": "Gartenwerkzeug",
    "many": "Gartenwerkzeuge",
    "nouns": [
      "Gartengerät",
      "Gartengeräte",
      "Pflanzschaufel",
      "Pflanzschaufeln",
      "Gartenschere",
      "Gartenscheren",
      "Rosenschere",
      "Astschere",
      "Astscheren",
      "Handgrubber",
      "Hori-Hori",
      "Unkrautstecher",
      "Rechen",
      "Harke",
      "Grabegabel",
      "Spaten",
      "Hacke",
      "Heckenschere",
      "Gartenhandschuh",
      "Gartenhandschuhe",
      "Kniekissen",
      "Gartenschlauch",
      "Gartenschläuche"
    ],
    "collection": "Gartenwerkzeuge",
    "titles": [
      "Geschmiedete Pflanzschaufel",
      "Edelstahl-Pflanzschaufel",
      "Gartenwerkzeug mit Eschenstiel",
      "Gartenwerkzeug mit langem Stiel",
      "Bypass-Gartenschere",
      "Japanische Gartenschere",
      "Traditionelles Gartenwerkzeug",
      "Kompaktes Gartenwerkzeug",
      "Karbonstahl-Hacke"
    ]
  },
  "cleaning-refill": {
    "one": "Nachfüllpackung",
    "many": "Nachfüllpackungen",
    "nouns": [
      "Nachfüllpack",
      "Nachfüllbeutel",
      "Nachfüllflasche",
      "Nachfüllflaschen",
      "Nachfüller",
      "Reinigungskonzentrat",
      "Reinigungskonzentrate",
      "Reinigungstablette",
      "Reinigungstabletten",
      "Großgebinde"
    ],
    "collection": "Nachfüllpackungen",
    "titles": [
      "Allzweckreiniger-Nachfüllpackung",
      "Nachfüllpackung im Großgebinde",
      "Konzentrierte Nachfüllpackung",
      "Parfümfreie Nachfüllpackung",
      "Zitrus-Nachfüllpackung",
      "Glasreiniger-Nachfüllpackung",
      "Badreiniger-Nachfüllpackung",
      "Küchenreiniger-Nachfüllpackung",
      "Bodenreiniger-Nachfüllpackung"
    ]
  },
  "cleaning-spray": {
    "one": "Reinigungsspray",
    "many": "Reinigungssprays",
    "nouns": [
      "Allzweckreiniger",
      "Universalreiniger",
      "Oberflächenspray",
      "Glasreiniger",
      "Fensterreiniger",
      "Badreiniger",
      "Küchenreiniger",
      "Bodenreiniger",
      "Putzmittel",
      "Reinigungsmittel",
      "Reinigungsset",
      "Reinigungssets"
    ],
    "collection": "Reinigung",
    "titles": [
      "Allzweck-Reinigungsspray",
      "Reinigungsspray für alle Oberflächen",
      "Zitrus-Reinigungsspray",
      "Parfümfreies Reinigungsspray",
      "Glasreiniger-Spray",
      "Badreiniger-Spray",
      "Küchenreiniger-Spray",
      "Reinigungsspray-Starterset",
      "Reinigungsspray für jeden Tag"
    ]
  },
  "dish-soap": {
    "one": "Spülmittel",
    "many": "Spülmittel",
    "nouns": [
      "Abwaschmittel",
      "Spülseife",
      "Spülseifen",
      "festes Spülmittel",
      "Geschirrspülmittel",
      "Geschirrspültabs",
      "Spülmaschinentabs",
      "Waschmittel",
      "Waschpulver",
      "Waschmittelstreifen",
      "Fleckenentferner",
      "Trocknerkugel",
      "Trocknerkugeln",
      "Trocknerbälle"
    ],
    "collection": "Spülen und Waschen",
    "titles": [
      "Feste Spülseife",
      "Parfümfreies Spülmittel",
      "Spülmittel-Konzentrat",
      "Pflanzliches Spülmittel",
      "Zitrus-Spülmittel",
      "Spülmittel für empfindliche Haut",
      "Zero-Waste-Spülseife",
      "Spülmittel im Großgebinde",
      "Spülmittel für jeden Tag"
    ]
  },
  "beeswax-wrap": {
    "one": "Bienenwachstuch",
    "many": "Bienenwachstücher",
    "nouns": [
      "Wachstuch",
      "Wachstücher",
      "Frischhaltetuch",
      "Frischhaltetücher",
      "veganes Wachstuch",
      "vegane Wachstücher",
      "Schüsselabdeckung",
      "Schüsselabdeckungen",
      "Silikondeckel"
    ],
    "collection": "Wachstücher",
    "titles": [
      "Klassisches Bienenwachstuch",
      "Pflanzliches Wachstuch",
      "Bedrucktes Bienenwachstuch",
      "Bienenwachstuch in Brotgröße",
      "Bienenwachstuch für Sandwiches",
      "Bienenwachstuch-Starterset",
      "Bienenwachstuch-Familienset",
      "Botanisches Bienenwachstuch",
      "Bienenwachstuch-Set für die Küche"
    ]
  },
  "reusable-storage": {
    "one": "Aufbewahrungsbehälter",
    "many": "Aufbewahrungsbehälter",
    "nouns": [
      "Gemüsenetz",
      "Gemüsenetze",
      "Mehrwegbeutel",
      "Silikonbeutel",
      "Frischhaltedose",
      "Frischhaltedosen",
      "Vorratsdose",
      "Vorratsdosen",
      "Glasbehälter",
      "Lunchbox",
      "Lunchboxen",
      "Brotdose",
      "Brotdosen",
      "Jausenbox",
      "Jausenboxen",
      "Bentobox",
      "Bentoboxen",
      "Vorratsglas",
      "Vorratsgläser",
      "Snackbeutel",
      "Brotbeutel"
    ],
    "collection": "Mehrweg-Aufbewahrung",
    "titles": [
      "Netz-Gemüsebeutel",
      "Silikon-Frischhaltebeutel",
      "Beutel aus Bio-Baumwolle",
      "Edelstahl-Brotdose",
      "Glas-Frischhaltedose",
      "Stapelbare Vorratsdosen",
      "Auslaufsichere Lunchbox",
      "Vorratsglas für die Speisekammer",
      "Lunchbox"
    ]
  },
  "dish-brush": {
    "one": "Spülbürste",
    "many": "Spülbürsten",
    "nouns": [
      "Scheuerbürste",
      "Scheuerbürsten",
      "Flaschenbürste",
      "Flaschenbürsten",
      "Topfkratzer",
      "Spülschwamm",
      "Spülschwämme",
      "kompostierbarer Schwamm",
      "Schwammtuch",
      "Schwammtücher",
      "Reinigungsbürste",
      "Gemüsebürste",
      "Gemüsebürsten"
    ],
    "collection": "Bürsten und Schwämme",
    "titles": [
      "Buchenholz-Spülbürste",
      "Bambus-Spülbürste",
      "Kokosfaser-Spülbürste",
      "Spülbürste mit Wechselkopf",
      "Spülbürste mit langem Stiel",
      "Scheuerbürste",
      "Kompostierbarer Spülschwamm",
      "Sisal-Spülbürste",
      "Spülbürste für jeden Tag"
    ]
  },
  "reusable-straw": {
    "one": "Trinkhalm",
    "many": "Trinkhalme",
    "nouns": [
      "Strohhalm",
      "Strohhalme",
      "Mehrweg-Strohhalm",
      "Mehrweg-Strohhalme",
      "Metallstrohhalm",
      "Metallstrohhalme",
      "Glasstrohhalm",
      "Glasstrohhalme",
      "Bambusstrohhalm",
      "Bambusstrohhalme",
      "Trinkhalm-Set",
      "Trinkhalm-Sets"
    ],
    "collection": "Trinkhalme",
    "titles": [
      "Edelstahl-Strohhalm",
      "Glas-Strohhalm",
      "Bambus-Strohhalm",
      "Gebogener Strohhalm",
      "Breiter Strohhalm",
      "Strohhalm für unterwegs",
      "Extrabreiter Strohhalm",
      "Cocktail-Strohhalm",
      "Bubble-Tea-Strohhalm"
    ]
  },
  "gift-card": {
    "one": "Geschenkkarte",
    "many": "Geschenkkarten",
    "nouns": [
      "Gutschein",
      "Gutscheine",
      "Geschenkgutschein",
      "Geschenkgutscheine",
      "E-Gutschein",
      "E-Gutscheine",
      "digitaler Gutschein",
      "digitale Gutscheine",
      "Wertgutschein",
      "Wertgutscheine"
    ],
    "collection": "Geschenkgutscheine",
    "titles": [
      "Digitaler Gutschein",
      "Gutschein zum Ausdrucken",
      "Geburtstagsgutschein",
      "Weihnachtsgutschein",
      "Dankeschön-Gutschein",
      "Gutschein für besondere Anlässe",
      "Klassische Geschenkkarte",
      "Last-Minute-Gutschein"
    ]
  },
  "gift-box": {
    "one": "Geschenkbox",
    "many": "Geschenkboxen",
    "nouns": [
      "Präsentkorb",
      "Präsentkörbe",
      "Geschenkkorb",
      "Geschenkkörbe",
      "Carepaket",
      "Carepakete",
      "Geschenkkiste",
      "Geschenkkisten",
      "Probierbox",
      "Probierboxen",
      "Verkostungsbox",
      "Verkostungsboxen",
      "Abo-Box",
      "Abo-Boxen",
      "Präsent",
      "Präsente"
    ],
    "collection": "Geschenkboxen",
    "titles": [
      "Signature-Geschenkbox",
      "Geschenkbox zum Feiern",
      "Dankeschön-Geschenkbox",
      "Festtags-Geschenkbox",
      "Geschenkbox zum Einzug",
      "Gute-Besserung-Box",
      "Verkostungsbox",
      "Deluxe-Geschenkbox",
      "Firmen-Geschenkbox"
    ]
  },
  "gift-set": {
    "one": "Geschenkset",
    "many": "Geschenksets",
    "nouns": [
      "Geschenkpaket",
      "Geschenkpakete",
      "Geschenkbundle",
      "Starterset",
      "Startersets",
      "Starterkit",
      "Starterkits"
    ],
    "collection": "Geschenksets",
    "titles": [
      "Starter-Geschenkset",
      "Signature-Geschenkset",
      "Festtags-Geschenkset",
      "Essentials-Geschenkset",
      "Entdecker-Geschenkset",
      "Gastgeber-Geschenkset",
      "Deluxe-Geschenkset",
      "Lieblings-Geschenkset",
      "Mini-Geschenkset"
    ]
  },
  "wireless-earbuds": {
    "one": "kabelloser Ohrhörer",
    "many": "kabellose Ohrhörer",
    "nouns": [
      "Earbuds",
      "Ohrhörer",
      "True-Wireless-Kopfhörer",
      "In-Ear-Kopfhörer",
      "Bluetooth-Ohrhörer"
    ],
    "collection": "Kabellose Ohrhörer",
    "titles": [
      "Pro-Earbuds",
      "Sport-Earbuds",
      "Earbuds für jeden Tag",
      "Studio-Earbuds",
      "Kompakte Earbuds",
      "Active-Earbuds",
      "Earbuds mit Noise-Cancelling",
      "Open-Fit-Earbuds",
      "Pendler-Earbuds",
      "Mini-Earbuds für die Hosentasche"
    ]
  },
  "headphones": {
    "one": "Kopfhörer",
    "many": "Kopfhörer",
    "nouns": [
      "Over-Ear-Kopfhörer",
      "On-Ear-Kopfhörer",
      "kabellose Kopfhörer",
      "Bluetooth-Kopfhörer",
      "Studiokopfhörer",
      "Noise-Cancelling-Kopfhörer"
    ],
    "collection": "Kopfhörer",
    "titles": [
      "Studiokopfhörer",
      "Kabellose Kopfhörer",
      "Over-Ear-Kopfhörer",
      "Referenzkopfhörer",
      "Reisekopfhörer",
      "Geschlossene Kopfhörer",
      "Offene Kopfhörer",
      "Monitorkopfhörer",
      "Faltbare Kopfhörer",
      "Kopfhörer für jeden Tag"
    ]
  },
  "bluetooth-speaker": {
    "one": "Bluetooth-Lautsprecher",
    "many": "Bluetooth-Lautsprecher",
    "nouns": [
      "Lautsprecher",
      "Musikbox",
      "Musikboxen",
      "Bluetooth-Box",
      "Bluetooth-Boxen",
      "kabelloser Lautsprecher",
      "kabellose Lautsprecher",
      "tragbarer Lautsprecher",
      "tragbare Lautsprecher",
      "Smart Speaker",
      "Regallautsprecher",
      "Soundbar",
      "Soundbars"
    ],
    "collection": "Lautsprecher",
    "titles": [
      "Tragbarer Bluetooth-Lautsprecher",
      "Outdoor-Lautsprecher",
      "Bluetooth-Lautsprecher im Taschenformat",
      "Robuster Bluetooth-Lautsprecher",
      "Duschlautsprecher",
      "Heimlautsprecher",
      "Party-Lautsprecher",
      "Mini-Lautsprecher",
      "Reise-Lautsprecher",
      "Wasserdichter Bluetooth-Lautsprecher"
    ]
  },
  "smartwatch": {
    "one": "Smartwatch",
    "many": "Smartwatches",
    "nouns": [
      "Fitnesstracker",
      "Aktivitätstracker",
      "GPS-Uhr",
      "GPS-Uhren",
      "Laufuhr",
      "Laufuhren",
      "Sportuhr",
      "Sportuhren",
      "Fitnessarmband",
      "Fitnessarmbänder"
    ],
    "collection": "Smartwatches",
    "titles": [
      "Sport-Smartwatch",
      "Smartwatch für aktive Menschen",
      "Klassische Smartwatch",
      "Trailrunning-Smartwatch",
      "Smartwatch für jeden Tag",
      "Schlanke Smartwatch",
      "Outdoor-Smartwatch",
      "Multisport-Smartwatch",
      "Smartwatch für Entdecker"
    ]
  },
  "phone-case": {
    "one": "Handyhülle",
    "many": "Handyhüllen",
    "nouns": [
      "Handyschale",
      "Handyschalen",
      "Smartphone-Hülle",
      "Smartphone-Hüllen",
      "iPhone-Hülle",
      "iPhone-Hüllen",
      "Case",
      "Cases",
      "Schutzhülle",
      "Schutzhüllen",
      "MagSafe-Hülle",
      "MagSafe-Hüllen",
      "Klapphülle",
      "Klapphüllen",
      "transparente Hülle",
      "transparente Hüllen"
    ],
    "collection": "Handyhüllen",
    "titles": [
      "Dünne Handyhülle",
      "Transparente Handyhülle",
      "Robuste Handyhülle",
      "Leder-Handyhülle",
      "Silikon-Handyhülle",
      "Folio-Handyhülle",
      "Nachhaltige Handyhülle",
      "Griffige Handyhülle",
      "MagSafe-Handyhülle",
      "Minimalistische Handyhülle"
    ]
  },
  "screen-protector": {
    "one": "Displayschutzfolie",
    "many": "Displayschutzfolien",
    "nouns": [
      "Displayschutz",
      "Schutzglas",
      "Panzerglas",
      "Schutzfolie",
      "Schutzfolien",
      "Displayfolie",
      "Displayfolien",
      "Sichtschutzfolie",
      "Sichtschutzfolien"
    ],
    "collection": "Displayschutz",
    "titles": [
      "Panzerglas-Displayschutz",
      "Sichtschutz-Displayfolie",
      "Matte Displayschutzfolie",
      "Entspiegelte Displayschutzfolie",
      "Ultraklare Displayschutzfolie",
      "Full-Cover-Displayschutz",
      "Displayschutz mit Blaulichtfilter",
      "Displayschutzfolie für jeden Tag",
      "Pro-Displayschutz"
    ]
  },
  "charger": {
    "one": "Ladegerät",
    "many": "Ladegeräte",
    "nouns": [
      "Netzteil",
      "Netzteile",
      "kabelloses Ladegerät",
      "kabellose Ladegeräte",
      "Ladepad",
      "Ladepads",
      "Ladeständer",
      "Ladestation",
      "Ladestationen",
      "Ladedock",
      "Schnellladegerät",
      "Schnellladegeräte",
      "USB-C-Ladegerät",
      "USB-C-Ladegeräte",
      "MagSafe-Ladegerät",
      "Kfz-Ladegerät",
      "Autoladegerät",
      "Handyladegerät"
    ],
    "collection": "Ladegeräte",
    "titles": [
      "Kompaktes Ladegerät",
      "Schnellladegerät",
      "3-in-1-Ladestation",
      "Reiseladegerät",
      "Schreibtisch-Ladestation",
      "Ladegerät mit zwei Anschlüssen",
      "Faltbare Ladestation",
      "Nachttisch-Ladestation",
      "Ladestation für mehrere Geräte",
      "GaN-Ladegerät"
    ]
  },
  "power-bank": {
    "one": "Powerbank",
    "many": "Powerbanks",
    "nouns": [
      "Akkupack",
      "Akkupacks",
      "externer Akku",
      "externe Akkus",
      "Zusatzakku",
      "Zusatzakkus",
      "mobiles Ladegerät",
      "MagSafe-Akku",
      "MagSafe-Powerbank"
    ],
    "collection": "Powerbanks",
    "titles": [
      "Schlanke Powerbank",
      "Magnetische Powerbank",
      "Powerbank im Taschenformat",
      "Reise-Powerbank",
      "Robuste Powerbank",
      "Solar-Powerbank",
      "Kompakte Powerbank",
      "Schnelllade-Powerbank",
      "Powerbank für jeden Tag",
      "Ultraleichte Powerbank"
    ]
  },
  "cable": {
    "one": "Kabel",
    "many": "Kabel",
    "nouns": [
      "Ladekabel",
      "USB-C-Kabel",
      "USB-Kabel",
      "Lightning-Kabel",
      "HDMI-Kabel",
      "Spiralkabel",
      "Datenkabel",
      "geflochtenes Kabel",
      "geflochtene Kabel"
    ],
    "collection": "Kabel",
    "titles": [
      "Geflochtenes Ladekabel",
      "Spiralkabel",
      "Kabel mit gewinkeltem Stecker",
      "Reise-Ladekabel",
      "Strapazierfähiges Ladekabel",
      "Schnellladekabel",
      "Aviator-Spiralkabel",
      "Kurzes Ladekabel",
      "Extralanges Ladekabel"
    ]
  },
  "phone-mount": {
    "one": "Handyhalterung",
    "many": "Handyhalterungen",
    "nouns": [
      "Handyhalter",
      "Smartphone-Halterung",
      "Smartphone-Halterungen",
      "Kfz-Halterung",
      "Autohalterung",
      "Autohalterungen",
      "Handyständer",
      "Fahrrad-Handyhalterung",
      "Handygriff",
      "Handygriffe"
    ],
    "collection": "Handyhalterungen",
    "titles": [
      "Magnetische Handyhalterung",
      "Handyhalterung für die Lüftung",
      "Armaturenbrett-Handyhalterung",
      "Handyständer für den Schreibtisch",
      "Verstellbare Handyhalterung",
      "Faltbarer Handyständer",
      "Lenker-Handyhalterung",
      "Handyhalterung für die Windschutzscheibe",
      "Aluminium-Handyständer",
      "Kompakte Handyhalterung"
    ]
  },
  "usb-hub": {
    "one": "USB-C-Hub",
    "many": "USB-C-Hubs",
    "nouns": [
      "USB-Hub",
      "USB-Hubs",
      "Dockingstation",
      "Dockingstationen",
      "Laptop-Dock",
      "Dock",
      "Docks",
      "Multiport-Adapter",
      "Dongle",
      "Dongles"
    ],
    "collection": "Hubs und Docks",
    "titles": [
      "Kompakter USB-C-Hub",
      "Reise-USB-C-Hub",
      "Aluminium-USB-C-Hub",
      "Desktop-Dockingstation",
      "Schlanker USB-C-Hub",
      "Pro-Dockingstation",
      "Multiport-Adapter",
      "Dockingstation für zwei Monitore",
      "USB-C-Hub für jeden Tag"
    ]
  },
  "mechanical-keyboard": {
    "one": "mechanische Tastatur",
    "many": "mechanische Tastaturen",
    "nouns": [
      "Tastatur",
      "Tastaturen",
      "Gaming-Tastatur",
      "Gaming-Tastaturen",
      "kabellose Tastatur",
      "kabellose Tastaturen",
      "Custom-Tastatur",
      "Custom-Tastaturen",
      "Tastatur-Kit",
      "Tastatur-Kits",
      "Barebone-Tastatur",
      "TKL-Tastatur"
    ],
    "collection": "Tastaturen",
    "titles": [
      "Hot-Swap-Tastatur",
      "Kabellose mechanische Tastatur",
      "Kompakte mechanische Tastatur",
      "Aluminium-Tastatur",
      "Flache mechanische Tastatur",
      "Gasket-Mount-Tastatur",
      "TKL-Tastatur ohne Nummernblock",
      "Split-Tastatur",
      "Custom-Tastatur",
      "Retro-Tastatur"
    ]
  },
  "keycap-set": {
    "one": "Keycap-Set",
    "many": "Keycap-Sets",
    "nouns": [
      "Keycap",
      "Keycaps",
      "Tastenkappe",
      "Tastenkappen",
      "Tastenkappen-Set",
      "Artisan-Keycap",
      "Artisan-Keycaps"
    ],
    "collection": "Keycaps",
    "titles": [
      "PBT-Keycap-Set",
      "Doubleshot-Keycaps",
      "Retro-Keycap-Set",
      "Low-Profile-Keycaps",
      "Dye-Sub-Keycaps",
      "Transluzente Keycaps",
      "Minimalistisches Keycap-Set",
      "Artisan-Keycap",
      "Klassisches Keycap-Set",
      "Unbeschriftete Keycaps"
    ]
  },
  "mouse": {
    "one": "Maus",
    "many": "Mäuse",
    "nouns": [
      "Computermaus",
      "Computermäuse",
      "kabellose Maus",
      "kabellose Mäuse",
      "Funkmaus",
      "Gaming-Maus",
      "Gaming-Mäuse",
      "ergonomische Maus",
      "Vertikalmaus",
      "vertikale Maus",
      "Trackball",
      "Trackballs"
    ],
    "collection": "Mäuse",
    "titles": [
      "Ergonomische Maus",
      "Kabellose Maus",
      "Ultraleichte Gaming-Maus",
      "Lautlose Maus",
      "Vertikale Maus",
      "Reisemaus",
      "Profi-Maus",
      "Beidhändige Maus",
      "Präzisionsmaus",
      "Kompakte Maus"
    ]
  },
  "desk-mat": {
    "one": "Schreibtischunterlage",
    "many": "Schreibtischunterlagen",
    "nouns": [
      "Mauspad",
      "Mauspads",
      "Mausmatte",
      "Mausmatten",
      "Deskmat",
      "Deskmats",
      "Gaming-Mauspad",
      "Schreibunterlage",
      "Schreibunterlagen"
    ],
    "collection": "Schreibtischunterlagen",
    "titles": [
      "Filz-Schreibtischunterlage",
      "Kork-Schreibtischunterlage",
      "Schreibtischunterlage aus veganem Leder",
      "Merinowoll-Schreibtischunterlage",
      "Extragroßes Mauspad",
      "Deskmat mit Höhenlinien",
      "Mauspad mit vernähten Rändern",
      "Minimalistische Schreibtischunterlage",
      "Speed-Mauspad",
      "Control-Mauspad"
    ]
  },
  "wrist-rest": {
    "one": "Handballenauflage",
    "many": "Handballenauflagen",
    "nouns": [
      "Handgelenkauflage",
      "Handgelenkauflagen",
      "Handgelenkstütze",
      "Handgelenkstützen",
      "Tastatur-Handballenauflage"
    ],
    "collection": "Handballenauflagen",
    "titles": [
      "Walnuss-Handballenauflage",
      "Eichen-Handballenauflage",
      "Handballenauflage mit Memory-Schaum",
      "Kunstharz-Handballenauflage",
      "Leder-Handballenauflage",
      "Flache Handballenauflage",
      "Gepolsterte Handballenauflage",
      "Ergonomische Handballenauflage",
      "Geformte Handballenauflage"
    ]
  },
  "webcam": {
    "one": "Webcam",
    "many": "Webcams",
    "nouns": [
      "Webkamera",
      "Webkameras",
      "Streaming-Kamera",
      "Konferenzkamera",
      "Konferenzkameras"
    ],
    "collection": "Webcams",
    "titles": [
      "HD-Webcam",
      "4K-Webcam",
      "Streaming-Webcam",
      "Pro-Webcam",
      "Kompakte Webcam",
      "Weitwinkel-Webcam",
      "Webcam mit Autofokus",
      "Webcam mit Privacy-Abdeckung",
      "Studio-Webcam"
    ]
  },
  "microphone": {
    "one": "Mikrofon",
    "many": "Mikrofone",
    "nouns": [
      "Mikro",
      "Mikros",
      "USB-Mikrofon",
      "USB-Mikrofone",
      "Kondensatormikrofon",
      "Kondensatormikrofone",
      "dynamisches Mikrofon",
      "dynamische Mikrofone",
      "Podcast-Mikrofon",
      "Streaming-Mikrofon",
      "Ansteckmikrofon",
      "Ansteckmikrofone",
      "Lavalier-Mikrofon"
    ],
    "collection": "Mikrofone",
    "titles": [
      "Studiomikrofon",
      "Podcast-Mikrofon",
      "Broadcast-Mikrofon",
      "Dynamisches Mikrofon",
      "Kondensatormikrofon",
      "Streaming-Mikrofon",
      "Tischmikrofon",
      "Gesangsmikrofon",
      "Kompaktes Mikrofon",
      "Nierenmikrofon"
    ]
  },
  "camera": {
    "one": "Kamera",
    "many": "Kameras",
    "nouns": [
      "Fotoapparat",
      "Fotoapparate",
      "Digitalkamera",
      "Digitalkameras",
      "Systemkamera",
      "Systemkameras",
      "spiegellose Kamera",
      "Analogkamera",
      "Analogkameras",
      "Sofortbildkamera",
      "Sofortbildkameras",
      "Kompaktkamera",
      "Kompaktkameras",
      "Actioncam",
      "Actioncams",
      "Spiegelreflexkamera",
      "DSLR",
      "Messsucherkamera"
    ],
    "collection": "Kameras",
    "titles": [
      "Spiegellose Systemkamera",
      "Kompaktkamera",
      "Vollformatkamera",
      "Messsucherkamera",
      "Vintage-Kamera",
      "Sofortbildkamera",
      "Reisekamera",
      "Generalüberholte Kamera",
      "Kamera für Streetfotografie",
      "Kamera im Taschenformat"
    ]
  },
  "camera-lens": {
    "one": "Objektiv",
    "many": "Objektive",
    "nouns": [
      "Kameraobjektiv",
      "Kameraobjektive",
      "Festbrennweite",
      "Festbrennweiten",
      "Zoomobjektiv",
      "Zoomobjektive",
      "Porträtobjektiv",
      "Weitwinkelobjektiv",
      "Makroobjektiv",
      "Teleobjektiv",
      "Teleobjektive"
    ],
    "collection": "Objektive",
    "titles": [
      "35-mm-Objektiv",
      "50-mm-Objektiv",
      "Lichtstarkes Objektiv",
      "Porträtobjektiv",
      "Weitwinkelobjektiv",
      "Teleobjektiv",
      "Makroobjektiv",
      "Kompaktes Objektiv",
      "Vintage-Objektiv",
      "Pancake-Objektiv"
    ]
  },
  "tripod": {
    "one": "Stativ",
    "many": "Stative",
    "nouns": [
      "Reisestativ",
      "Reisestative",
      "Ministativ",
      "Ministative",
      "Tischstativ",
      "Tischstative",
      "Einbeinstativ",
      "Einbeinstative"
    ],
    "collection": "Stative",
    "titles": [
      "Reisestativ",
      "Carbon-Stativ",
      "Aluminium-Stativ",
      "Kompaktes Stativ",
      "Tischstativ",
      "Videostativ",
      "Profi-Stativ",
      "Leichtes Stativ",
      "Flexibles Stativ"
    ]
  },
  "camera-strap": {
    "one": "Kameragurt",
    "many": "Kameragurte",
    "nouns": [
      "Kamerariemen",
      "Nackengurt",
      "Nackengurte",
      "Handschlaufe",
      "Handschlaufen",
      "Schultergurt",
      "Schultergurte",
      "Trageriemen"
    ],
    "collection": "Kameragurte",
    "titles": [
      "Leder-Kameragurt",
      "Geflochtener Kameragurt",
      "Kameragurt mit Schnellverschluss",
      "Kameragurt aus Seil",
      "Gepolsterter Kameragurt",
      "Vintage-Kameragurt",
      "Schmaler Kameragurt",
      "Gewebter Kameragurt",
      "Verstellbarer Kameragurt"
    ]
  },
  "camera-bag": {
    "one": "Kameratasche",
    "many": "Kamerataschen",
    "nouns": [
      "Kamerarucksack",
      "Kamerarucksäcke",
      "Fototasche",
      "Fototaschen",
      "Fotorucksack",
      "Fotorucksäcke",
      "Kamera-Sling",
      "Kameraeinsatz",
      "Kameraeinsätze",
      "Kamerahülle",
      "Kamerahüllen"
    ],
    "collection": "Kamerataschen",
    "titles": [
      "Sling-Kameratasche",
      "Messenger-Kameratasche",
      "Kameratasche für jeden Tag",
      "Wetterfeste Kameratasche",
      "Kameratasche aus Wachscanvas",
      "Rolltop-Kamerarucksack",
      "Reise-Kamerarucksack",
      "Modulare Kameratasche",
      "Kompakte Kameratasche"
    ]
  },
  "camera-film": {
    "one": "Film",
    "many": "Filme",
    "nouns": [
      "Kleinbildfilm",
      "Kleinbildfilme",
      "35-mm-Film",
      "Rollfilm",
      "Rollfilme",
      "120er-Film",
      "Filmrolle",
      "Filmrollen",
      "Sofortbildfilm",
      "Sofortbildfilme",
      "Analogfilm",
      "Analogfilme"
    ],
    "collection": "Filme",
    "titles": [
      "Farbnegativfilm",
      "Schwarzweißfilm",
      "Diafilm",
      "Cine-Film",
      "Feinkörniger Film",
      "Hochempfindlicher Film",
      "Tageslichtfilm",
      "Kunstlichtfilm",
      "Abgelaufener Film"
    ]
  },
  "telescope": {
    "one": "Teleskop",
    "many": "Teleskope",
    "nouns": [
      "Fernrohr",
      "Fernrohre",
      "Smart-Teleskop",
      "Refraktor",
      "Refraktoren",
      "Linsenteleskop",
      "Spiegelteleskop",
      "Spiegelteleskope",
      "Dobson-Teleskop",
      "Dobson",
      "Dobsons"
    ],
    "collection": "Teleskope",
    "titles": [
      "Smart-Teleskop",
      "Refraktor-Teleskop",
      "Dobson-Teleskop",
      "Reiseteleskop",
      "Tischteleskop",
      "Teleskop für den Garten",
      "Apochromatischer Refraktor",
      "Einsteiger-Teleskop",
      "GoTo-Teleskop",
      "Kompaktes Teleskop"
    ]
  },
  "binoculars": {
    "one": "Fernglas",
    "many": "Ferngläser",
    "nouns": [
      "Feldstecher",
      "Doppelfernglas",
      "Monokular",
      "Monokulare"
    ],
    "collection": "Ferngläser",
    "titles": [
      "Fernglas zur Vogelbeobachtung",
      "Kompaktes Fernglas",
      "Astronomie-Fernglas",
      "Marinefernglas",
      "Jagdfernglas",
      "Reisefernglas",
      "Wasserdichtes Fernglas",
      "Taschenfernglas",
      "Klassischer Feldstecher",
      "Weitwinkel-Fernglas"
    ]
  },
  "game-controller": {
    "one": "Controller",
    "many": "Controller",
    "nouns": [
      "Gamepad",
      "Gamepads",
      "Spielecontroller",
      "kabelloser Controller",
      "kabellose Controller",
      "Pro Controller",
      "Arcade-Stick",
      "Arcade-Sticks",
      "Fightstick",
      "Fightsticks",
      "Joystick",
      "Joysticks"
    ],
    "collection": "Controller",
    "titles": [
      "Kabelloser Controller",
      "Pro-Controller",
      "Retro-Controller",
      "Controller mit Hall-Effekt-Sticks",
      "Elite-Controller",
      "Arcade-Stick",
      "Kompakter Controller",
      "Turnier-Controller",
      "Klassischer Controller"
    ]
  },
  "gaming-headset": {
    "one": "Gaming-Headset",
    "many": "Gaming-Headsets",
    "nouns": [
      "Headset",
      "Headsets",
      "kabelloses Headset",
      "kabellose Headsets"
    ],
    "collection": "Gaming-Headsets",
    "titles": [
      "Kabelloses Gaming-Headset",
      "Pro-Gaming-Headset",
      "Surround-Gaming-Headset",
      "Leichtes Gaming-Headset",
      "Turnier-Gaming-Headset",
      "Studio-Gaming-Headset",
      "Over-Ear-Gaming-Headset",
      "Gaming-Headset mit geringer Latenz",
      "E-Sport-Headset"
    ]
  },
  "smart-plug": {
    "one": "smarte Steckdose",
    "many": "smarte Steckdosen",
    "nouns": [
      "WLAN-Steckdose",
      "WLAN-Steckdosen",
      "Zwischenstecker",
      "Smart Plug",
      "Smart Plugs",
      "smarte Steckdosenleiste",
      "smarte Steckdosenleisten",
      "smarter Schalter",
      "smarte Schalter"
    ],
    "collection": "Smarte Steckdosen",
    "titles": [
      "Smarte Mini-Steckdose",
      "Smarte Outdoor-Steckdose",
      "Smarte Steckdose mit Verbrauchsmessung",
      "Smarte Steckdose mit Matter",
      "Kompakte smarte Steckdose",
      "Smarte Doppelsteckdose",
      "Smarte Steckdose für innen",
      "Robuste smarte Steckdose"
    ]
  },
  "smart-bulb": {
    "one": "smarte Glühbirne",
    "many": "smarte Glühbirnen",
    "nouns": [
      "smarte Lampe",
      "smarte Lampen",
      "WLAN-Glühbirne",
      "WLAN-Glühbirnen",
      "Lichtstreifen",
      "LED-Streifen",
      "LED-Strip",
      "LED-Strips",
      "Lichtleiste",
      "Lichtleisten",
      "smarte Beleuchtung"
    ],
    "collection": "Smarte Beleuchtung",
    "titles": [
      "Smarte Farb-Glühbirne",
      "Smarte Glühbirne mit einstellbarem Weiß",
      "Dimmbare smarte Glühbirne",
      "Smarte Filament-Glühbirne",
      "Smarte Outdoor-Leuchte",
      "Smarte Glühbirne mit Matter",
      "Smarte Vintage-Glühbirne",
      "Smarter Ambiente-Lichtstreifen",
      "Smarte Glühbirne für jeden Tag"
    ]
  },
  "security-camera": {
    "one": "Überwachungskamera",
    "many": "Überwachungskameras",
    "nouns": [
      "Sicherheitskamera",
      "Sicherheitskameras",
      "Innenkamera",
      "Innenkameras",
      "Außenkamera",
      "Außenkameras",
      "Videotürklingel",
      "Videotürklingeln",
      "Türklingelkamera",
      "smarte Türklingel",
      "smarte Türklingeln",
      "Haustierkamera",
      "Haustierkameras",
      "IP-Kamera"
    ],
    "collection": "Kameras und Türklingeln",
    "titles": [
      "Innen-Überwachungskamera",
      "Außen-Überwachungskamera",
      "Kabellose Überwachungskamera",
      "Schwenk- und Neigekamera",
      "Überwachungskamera mit Flutlicht",
      "Akku-Überwachungskamera",
      "Überwachungskamera mit Spotlight",
      "Kabelgebundene Überwachungskamera",
      "Wetterfeste Überwachungskamera"
    ]
  },
  "smart-lock": {
    "one": "smartes Türschloss",
    "many": "smarte Türschlösser",
    "nouns": [
      "Smart Lock",
      "Smart Locks",
      "elektronisches Türschloss",
      "elektronische Türschlösser",
      "Codeschloss",
      "Codeschlösser",
      "Fingerabdruckschloss",
      "schlüsselloses Schloss",
      "Türschlossantrieb"
    ],
    "collection": "Smarte Türschlösser",
    "titles": [
      "Smartes Türschloss mit Tastenfeld",
      "Smartes Türschloss mit Fingerabdruck",
      "Nachrüstbares smartes Türschloss",
      "Smartes Türschloss mit Touchscreen",
      "WLAN-Türschloss",
      "Smartes Türschloss mit Auto-Lock",
      "Kompaktes smartes Türschloss",
      "Smartes Riegelschloss"
    ]
  },
  "smart-sensor": {
    "one": "smarter Sensor",
    "many": "smarte Sensoren",
    "nouns": [
      "Sensor",
      "Sensoren",
      "Bewegungsmelder",
      "Türsensor",
      "Türsensoren",
      "Fenstersensor",
      "Kontaktsensor",
      "Wassermelder",
      "Temperatursensor",
      "Smart-Home-Zentrale",
      "Smart-Home-Hub",
      "Bridge"
    ],
    "collection": "Sensoren und Hubs",
    "titles": [
      "Kabelloser Sensor",
      "Mini-Sensor",
      "Zigbee-Sensor",
      "Matter-Sensor",
      "Batteriebetriebener Sensor",
      "Sensor für innen",
      "Outdoor-Sensor",
      "Kompakter Sensor"
    ]
  },
  "standing-desk": {
    "one": "Stehschreibtisch",
    "many": "Stehschreibtische",
    "nouns": [
      "Steh-Sitz-Schreibtisch",
      "höhenverstellbarer Schreibtisch",
      "höhenverstellbare Schreibtische",
      "elektrischer Schreibtisch",
      "Stehpult",
      "Schreibtischaufsatz zum Stehen",
      "Stehtisch-Aufsatz"
    ],
    "collection": "Stehschreibtische",
    "titles": [
      "Elektrischer Stehschreibtisch",
      "Stehschreibtisch mit Doppelmotor",
      "Bambus-Stehschreibtisch",
      "Walnuss-Stehschreibtisch",
      "Kompakter Stehschreibtisch",
      "Eck-Stehschreibtisch",
      "L-förmiger Stehschreibtisch",
      "Stehschreibtisch aus Massivholz",
      "Executive-Stehschreibtisch",
      "Stehschreibtisch fürs Homeoffice"
    ]
  },
  "monitor-arm": {
    "one": "Monitorarm",
    "many": "Monitorarme",
    "nouns": [
      "Monitorhalterung",
      "Monitorhalterungen",
      "Doppel-Monitorarm",
      "Monitorständer",
      "Monitorerhöhung",
      "Bildschirmhalterung"
    ],
    "collection": "Monitorarme",
    "titles": [
      "Monitorarm mit Gasdruckfeder",
      "Monitorarm für schwere Bildschirme",
      "Aluminium-Monitorarm",
      "Monitorarm mit Tischklemme",
      "Monitorarm für Ultrawide-Monitore",
      "Flacher Monitorarm",
      "Gelenk-Monitorarm",
      "Minimalistischer Monitorarm",
      "Monitor-Wandhalterung"
    ]
  },
  "laptop-stand": {
    "one": "Laptopständer",
    "many": "Laptopständer",
    "nouns": [
      "Laptop-Erhöhung",
      "Laptophalterung",
      "Notebookständer",
      "Tabletständer"
    ],
    "collection": "Laptopständer",
    "titles": [
      "Aluminium-Laptopständer",
      "Verstellbarer Laptopständer",
      "Faltbarer Laptopständer",
      "Vertikaler Laptopständer",
      "Walnuss-Laptopständer",
      "Reise-Laptopständer",
      "Minimalistischer Laptopständer",
      "Laptopständer mit Kühlung",
      "Ergonomischer Laptopständer"
    ]
  },
  "desk-shelf": {
    "one": "Schreibtischaufsatz",
    "many": "Schreibtischaufsätze",
    "nouns": [
      "Monitorablage",
      "Schreibtischregal",
      "Schreibtischregale",
      "Kopfhörerständer"
    ],
    "collection": "Schreibtischaufsätze",
    "titles": [
      "Walnuss-Schreibtischaufsatz",
      "Eichen-Schreibtischaufsatz",
      "Stahl-Schreibtischaufsatz",
      "Bambus-Schreibtischaufsatz",
      "Minimalistischer Schreibtischaufsatz",
      "Zweistöckiger Schreibtischaufsatz",
      "Breiter Schreibtischaufsatz",
      "Schreibtischaufsatz mit Filzauflage",
      "Schreibtischaufsatz aus Massivholz"
    ]
  },
  "cable-management": {
    "one": "Kabelwanne",
    "many": "Kabelwannen",
    "nouns": [
      "Kabelorganizer",
      "Kabelführung",
      "Kabelmanagement",
      "Kabelschlauch",
      "Kabelschläuche",
      "Kabelbox",
      "Kabelboxen",
      "Kabelclip",
      "Kabelclips",
      "Kabelhalter",
      "Kabelkanal",
      "Kabelkanäle"
    ],
    "collection": "Kabelmanagement",
    "titles": [
      "Untertisch-Kabelwanne",
      "Kabelwanne mit Klemmbefestigung",
      "Stahl-Kabelwanne",
      "Netz-Kabelwanne",
      "Selbstklebende Kabelwanne",
      "Magnetische Kabelclips",
      "Kabelschlauch mit Reißverschluss",
      "Flache Kabelwanne",
      "Modulare Kabelführung"
    ]
  },
  "footrest": {
    "one": "Fußstütze",
    "many": "Fußstützen",
    "nouns": [
      "Fußablage",
      "Fußablagen",
      "Fußhocker",
      "Fußbank",
      "Fußbänke",
      "Untertisch-Fußstütze"
    ],
    "collection": "Fußstützen",
    "titles": [
      "Ergonomische Fußstütze",
      "Wippende Fußstütze",
      "Fußstütze mit Memory-Schaum",
      "Verstellbare Fußstütze",
      "Neigbare Fußstütze",
      "Gepolsterte Fußstütze",
      "Flache Fußstütze",
      "Fußstütze mit Massagenoppen"
    ]
  },
  "anti-fatigue-mat": {
    "one": "Anti-Ermüdungsmatte",
    "many": "Anti-Ermüdungsmatten",
    "nouns": [
      "Stehmatte",
      "Stehmatten",
      "Komfortmatte",
      "Komfortmatten",
      "Arbeitsplatzmatte",
      "Arbeitsplatzmatten"
    ],
    "collection": "Stehmatten",
    "titles": [
      "Konturierte Stehmatte",
      "Gepolsterte Stehmatte",
      "Aktive Stehmatte",
      "Stehmatte mit abgeschrägten Kanten",
      "Stehmatte mit Relief",
      "Studio-Stehmatte",
      "Ergonomische Stehmatte",
      "Flache Stehmatte",
      "Strukturierte Stehmatte"
    ]
  },
  "book": {
    "one": "Buch",
    "many": "Bücher",
    "nouns": [
      "Roman",
      "Romane",
      "Taschenbuch",
      "Taschenbücher",
      "gebundenes Buch",
      "gebundene Bücher",
      "Hardcover",
      "Memoiren",
      "Biografie",
      "Biografien",
      "Gedichtband",
      "Gedichtbände",
      "Erzählband",
      "Erzählbände",
      "signierte Ausgabe",
      "signierte Ausgaben",
      "Erstausgabe",
      "Erstausgaben"
    ],
    "collection": "Bücher",
    "titles": [
      "Debütroman",
      "Illustriertes Buch",
      "Signiertes Buch",
      "Taschenbuchausgabe",
      "Klassiker",
      "Roman in Übersetzung",
      "Literarischer Roman",
      "Kommentierte Ausgabe",
      "Prachtausgabe",
      "Sammlerausgabe"
    ]
  },
  "childrens-book": {
    "one": "Kinderbuch",
    "many": "Kinderbücher",
    "nouns": [
      "Bilderbuch",
      "Bilderbücher",
      "Pappbilderbuch",
      "Pappbilderbücher",
      "Pappbuch",
      "Pappbücher",
      "Erstlesebuch",
      "Erstlesebücher",
      "Kinderroman",
      "Kinderromane",
      "Vorlesebuch",
      "Vorlesebücher"
    ],
    "collection": "Kinderbücher",
    "titles": [
      "Gute-Nacht-Buch",
      "Illustriertes Kinderbuch",
      "Klappenbuch",
      "Kinderbuch in Reimen",
      "Erste-Wörter-Buch",
      "Vorlesebuch",
      "Zählbuch",
      "Fühlbuch",
      "ABC-Buch"
    ]
  },
  "cookbook": {
    "one": "Kochbuch",
    "many": "Kochbücher",
    "nouns": [
      "Rezeptbuch",
      "Rezeptbücher",
      "Backbuch",
      "Backbücher"
    ],
    "collection": "Kochbücher",
    "titles": [
      "Kochbuch für den Feierabend",
      "Backbuch",
      "Vegetarisches Kochbuch",
      "Regionales Kochbuch",
      "Saisonales Kochbuch",
      "Illustriertes Kochbuch",
      "Familienkochbuch",
      "Signiertes Kochbuch",
      "Veganes Kochbuch"
    ]
  },
  "graphic-novel": {
    "one": "Graphic Novel",
    "many": "Graphic Novels",
    "nouns": [
      "Comic",
      "Comics",
      "Comicbuch",
      "Comicbücher",
      "Manga",
      "Mangas",
      "Comic-Memoir",
      "Sammelband",
      "Sammelbände"
    ],
    "collection": "Graphic Novels",
    "titles": [
      "Aufwendig illustrierte Graphic Novel",
      "Comic-Sammelband",
      "Graphic Novel in Luxusausgabe",
      "Indie-Comic",
      "Debüt-Graphic-Novel",
      "Science-Fiction-Comic",
      "Fantasy-Comic",
      "Noir-Graphic-Novel",
      "Slice-of-Life-Manga",
      "Comic-Omnibus"
    ]
  },
  "guitar": {
    "one": "Gitarre",
    "many": "Gitarren",
    "nouns": [
      "Akustikgitarre",
      "Akustikgitarren",
      "Westerngitarre",
      "Westerngitarren",
      "E-Gitarre",
      "E-Gitarren",
      "Konzertgitarre",
      "Konzertgitarren",
      "klassische Gitarre",
      "klassische Gitarren",
      "Bassgitarre",
      "E-Bass",
      "E-Bässe",
      "Parlor-Gitarre",
      "Reisegitarre",
      "Reisegitarren"
    ],
    "collection": "Gitarren",
    "titles": [
      "Dreadnought-Gitarre",
      "Parlor-Gitarre",
      "Offset-Gitarre",
      "Hollow-Body-Gitarre",
      "Semi-Hollow-Gitarre",
      "Jumbo-Gitarre",
      "Reisegitarre",
      "Gitarre mit massiver Decke",
      "Gitarre im Vintage-Stil",
      "Short-Scale-Gitarre"
    ]
  },
  "ukulele": {
    "one": "Ukulele",
    "many": "Ukulelen",
    "nouns": [
      "Uke",
      "Sopran-Ukulele",
      "Konzert-Ukulele",
      "Tenor-Ukulele",
      "Bariton-Ukulele"
    ],
    "collection": "Ukulelen",
    "titles": [
      "Ukulele aus massivem Mahagoni",
      "Koa-Ukulele",
      "Reise-Ukulele",
      "Einsteiger-Ukulele",
      "Elektroakustische Ukulele",
      "Ukulele mit Fichtendecke",
      "Ananas-Ukulele",
      "Cutaway-Ukulele",
      "Ukulele aus Schichtholz"
    ]
  },
  "digital-piano": {
    "one": "Digitalpiano",
    "many": "Digitalpianos",
    "nouns": [
      "E-Piano",
      "E-Pianos",
      "Keyboard",
      "Keyboards",
      "Stagepiano",
      "Stagepianos",
      "MIDI-Keyboard",
      "MIDI-Keyboards",
      "MIDI-Controller",
      "Synthesizer",
      "Synth",
      "Synths"
    ],
    "collection": "Pianos und Keyboards",
    "titles": [
      "Digitalpiano mit gewichteter Tastatur",
      "Stagepiano",
      "Tragbares Digitalpiano",
      "Digitalpiano für Zuhause",
      "Kompaktes Digitalpiano",
      "Digitalpiano im Klavierdesign",
      "Schlankes Digitalpiano",
      "Studio-Keyboard",
      "Einsteiger-Digitalpiano"
    ]
  },
  "guitar-strings": {
    "one": "Gitarrensaite",
    "many": "Gitarrensaiten",
    "nouns": [
      "Saite",
      "Saiten",
      "Saitensatz",
      "Saitensätze",
      "Westerngitarrensaiten",
      "E-Gitarren-Saiten",
      "Basssaiten",
      "Ukulele-Saiten"
    ],
    "collection": "Saiten",
    "titles": [
      "Phosphor-Bronze-Saiten",
      "Nickel-umsponnene Saiten",
      "Beschichtete Saiten",
      "Edelstahl-Saiten",
      "Flatwound-Saiten",
      "Silk-and-Steel-Saiten",
      "80/20-Bronze-Saiten",
      "Nylonsaiten",
      "Pure-Nickel-Saiten"
    ]
  },
  "guitar-pedal": {
    "one": "Effektpedal",
    "many": "Effektpedale",
    "nouns": [
      "Gitarrenpedal",
      "Gitarrenpedale",
      "Effektgerät",
      "Effektgeräte",
      "Tretmine",
      "Tretminen",
      "Fuzz-Pedal",
      "Overdrive-Pedal",
      "Verzerrer",
      "Delay-Pedal",
      "Reverb-Pedal",
      "Hall-Pedal",
      "Looper",
      "Pedalboard",
      "Pedalboards"
    ],
    "collection": "Effektpedale",
    "titles": [
      "Boutique-Effektpedal",
      "Analoges Effektpedal",
      "Fuzz-Pedal",
      "Overdrive-Pedal",
      "Tape-Delay-Pedal",
      "Shimmer-Reverb-Pedal",
      "Vintage-Effektpedal",
      "True-Bypass-Pedal",
      "Handverdrahtetes Effektpedal",
      "Kompaktes Effektpedal"
    ]
  },
  "amplifier": {
    "one": "Verstärker",
    "many": "Verstärker",
    "nouns": [
      "Amp",
      "Amps",
      "Gitarrenverstärker",
      "Gitarrenamp",
      "Bassverstärker",
      "Übungsverstärker",
      "Combo-Verstärker",
      "Röhrenverstärker"
    ],
    "collection": "Verstärker",
    "titles": [
      "Übungsverstärker",
      "Röhrenverstärker",
      "Combo-Verstärker",
      "Modeling-Verstärker",
      "Vintage-Verstärker",
      "Kompakter Verstärker",
      "Boutique-Verstärker",
      "Batteriebetriebener Verstärker",
      "Studio-Verstärker"
    ]
  },
  "vinyl-record": {
    "one": "Schallplatte",
    "many": "Schallplatten",
    "nouns": [
      "Platte",
      "Platten",
      "Vinyl",
      "LP",
      "LPs",
      "Album",
      "Alben",
      "EP",
      "EPs",
      "Maxi-Single",
      "Single",
      "Singles",
      "Wiederveröffentlichung",
      "Reissue"
    ],
    "collection": "Vinyl",
    "titles": [
      "Wiederveröffentlichung auf Vinyl",
      "Limitierte Vinyl-LP",
      "Debütalbum auf Vinyl",
      "Remasterte LP",
      "Live-Album auf Vinyl",
      "Deluxe-Edition auf Vinyl",
      "Soundtrack auf Vinyl",
      "Import-LP",
      "Erstpressung auf Vinyl",
      "Jubiläumsausgabe auf Vinyl"
    ]
  },
  "turntable": {
    "one": "Plattenspieler",
    "many": "Plattenspieler",
    "nouns": [
      "Schallplattenspieler",
      "Hi-Fi-Plattenspieler",
      "Turntable",
      "Turntables"
    ],
    "collection": "Plattenspieler",
    "titles": [
      "Plattenspieler mit Riemenantrieb",
      "Plattenspieler mit Direktantrieb",
      "Manueller Plattenspieler",
      "Vollautomatischer Plattenspieler",
      "Bluetooth-Plattenspieler",
      "Walnuss-Plattenspieler",
      "High-End-Plattenspieler",
      "Plug-and-Play-Plattenspieler",
      "Kompakter Plattenspieler"
    ]
  },
  "cassette": {
    "one": "Kassette",
    "many": "Kassetten",
    "nouns": [
      "Musikkassette",
      "Musikkassetten",
      "Kompaktkassette",
      "Tape",
      "Tapes",
      "Mixtape",
      "Mixtapes"
    ],
    "collection": "Kassetten",
    "titles": [
      "Limitierte Kassette",
      "Demo-Kassette",
      "Wiederveröffentlichung auf Kassette",
      "Live-Kassette",
      "Debüt-Kassette",
      "Split-Kassette",
      "Lo-Fi-Kassette",
      "Ambient-Kassette",
      "Tour-Kassette"
    ]
  },
  "record-sleeve": {
    "one": "Plattenhülle",
    "many": "Plattenhüllen",
    "nouns": [
      "Schallplattenhülle",
      "Schallplattenhüllen",
      "Innenhülle",
      "Innenhüllen",
      "Außenhülle",
      "Außenhüllen",
      "LP-Hülle",
      "LP-Hüllen",
      "Polyhülle",
      "Polyhüllen"
    ],
    "collection": "Plattenhüllen",
    "titles": [
      "Antistatische Innenhülle",
      "Archivfeste Plattenhülle",
      "Reispapier-Innenhülle",
      "Innenhülle mit Polyfutter",
      "Wiederverschließbare Außenhülle",
      "Robuste Außenhülle",
      "Glasklare Außenhülle",
      "Gatefold-Außenhülle",
      "Innenhülle mit runder Unterkante"
    ]
  },
  "board-game": {
    "one": "Brettspiel",
    "many": "Brettspiele",
    "nouns": [
      "Gesellschaftsspiel",
      "Gesellschaftsspiele",
      "Strategiespiel",
      "Strategiespiele",
      "Familienspiel",
      "Familienspiele",
      "Partyspiel",
      "Partyspiele",
      "kooperatives Spiel",
      "kooperative Spiele",
      "Tischspiel",
      "Tischspiele"
    ],
    "collection": "Brettspiele",
    "titles": [
      "Strategiespiel",
      "Kooperatives Brettspiel",
      "Familienspiel",
      "Partyspiel",
      "Spiel für zwei Personen",
      "Legacy-Spiel",
      "Deckbau-Spiel",
      "Worker-Placement-Spiel",
      "Roll-and-Write-Spiel",
      "Geschicklichkeitsspiel"
    ]
  },
  "card-game": {
    "one": "Kartenspiel",
    "many": "Kartenspiele",
    "nouns": [
      "Spielkarten",
      "Kartendeck",
      "Kartendecks",
      "Skatblatt",
      "Pokerkarten"
    ],
    "collection": "Kartenspiele",
    "titles": [
      "Party-Kartenspiel",
      "Stichspiel",
      "Kartenspiel im Taschenformat",
      "Kartenspiel für zwei",
      "Familien-Kartenspiel",
      "Bluff-Kartenspiel",
      "Kooperatives Kartenspiel",
      "Reise-Kartenspiel",
      "Draft-Kartenspiel",
      "Klassisches Kartenspiel"
    ]
  },
  "puzzle": {
    "one": "Puzzle",
    "many": "Puzzles",
    "nouns": [
      "Puzzlespiel",
      "Puzzlespiele",
      "Knobelspiel",
      "Knobelspiele",
      "Rätselbox",
      "Rätselboxen",
      "Holzpuzzle",
      "Holzpuzzles"
    ],
    "collection": "Puzzles",
    "titles": [
      "Illustriertes Puzzle",
      "Vintage-Puzzle",
      "Holzpuzzle",
      "Panoramapuzzle",
      "Botanisches Puzzle",
      "Landkarten-Puzzle",
      "Familienpuzzle",
      "Rundes Puzzle",
      "Minipuzzle",
      "Künstler-Puzzle"
    ]
  },
  "dice-set": {
    "one": "Würfelset",
    "many": "Würfelsets",
    "nouns": [
      "Würfel",
      "Polyeder-Würfel",
      "Rollenspielwürfel",
      "W20",
      "D20",
      "Würfelschale",
      "Würfelschalen",
      "Würfelturm",
      "Würfeltürme"
    ],
    "collection": "Würfel",
    "titles": [
      "Harz-Würfelset",
      "Metall-Würfelset",
      "Edelstein-Würfelset",
      "Sharp-Edge-Würfelset",
      "Holz-Würfelset",
      "Nachtleuchtendes Würfelset",
      "Würfelset mit flüssigem Kern",
      "Klassisches Würfelset",
      "Mini-Würfelset",
      "Handgemachtes Würfelset"
    ]
  },
  "miniature": {
    "one": "Miniatur",
    "many": "Miniaturen",
    "nouns": [
      "Miniaturfigur",
      "Miniaturfiguren",
      "Tabletop-Miniatur",
      "Tabletop-Miniaturen",
      "Tabletop-Figur",
      "Tabletop-Figuren",
      "Spielfigur",
      "Spielfiguren",
      "Zinnfigur",
      "Zinnfiguren"
    ],
    "collection": "Miniaturen",
    "titles": [
      "Unbemalte Miniatur",
      "Harz-Miniatur",
      "Fantasy-Miniatur",
      "Sci-Fi-Miniatur",
      "Miniatur im Heroic Scale",
      "Monster-Miniatur",
      "Helden-Miniatur",
      "Miniaturen-Starterset",
      "Sammler-Miniatur"
    ]
  },
  "yarn": {
    "one": "Garn",
    "many": "Garne",
    "nouns": [
      "Wolle",
      "Wollgarn",
      "Strickgarn",
      "Strickgarne",
      "Merinowolle",
      "Baumwollgarn",
      "Sockenwolle",
      "Sockengarn",
      "dicke Wolle",
      "handgefärbtes Garn",
      "handgefärbte Garne",
      "Knäuel",
      "Strang",
      "Stränge",
      "Mohair"
    ],
    "collection": "Garne",
    "titles": [
      "Merinogarn",
      "Handgefärbtes Garn",
      "Chunky-Garn",
      "Alpakagarn",
      "Superwash-Garn",
      "Garn aus Bio-Baumwolle",
      "Tweedgarn",
      "Garn in Sockenstärke",
      "Garn in Worsted-Stärke",
      "Seidenmischgarn"
    ]
  },
  "knitting-needles": {
    "one": "Stricknadel",
    "many": "Stricknadeln",
    "nouns": [
      "Rundstricknadel",
      "Rundstricknadeln",
      "Nadelspiel",
      "Nadelspiele",
      "Stricknadelset",
      "Stricknadelsets",
      "Wechselnadelset",
      "Wechselnadelsets"
    ],
    "collection": "Stricknadeln",
    "titles": [
      "Bambus-Stricknadeln",
      "Birken-Stricknadeln",
      "Wechselnadelset",
      "Ergonomische Stricknadeln",
      "Rundstricknadel",
      "Edelstahl-Stricknadeln",
      "Rosenholz-Stricknadeln",
      "Reise-Stricknadelset",
      "Eckige Stricknadeln"
    ]
  },
  "crochet-hook": {
    "one": "Häkelnadel",
    "many": "Häkelnadeln",
    "nouns": [
      "Häkelnadelset",
      "Häkelnadelsets",
      "tunesische Häkelnadel",
      "tunesische Häkelnadeln"
    ],
    "collection": "Häkelnadeln",
    "titles": [
      "Ergonomische Häkelnadel",
      "Bambus-Häkelnadel",
      "Aluminium-Häkelnadel",
      "Häkelnadel mit Softgriff",
      "Holz-Häkelnadel",
      "Tunesische Häkelnadel",
      "Reise-Häkelnadelset",
      "Häkelnadelset für Einsteiger",
      "Inline-Häkelnadel"
    ]
  },
  "craft-kit": {
    "one": "Bastelset",
    "many": "Bastelsets",
    "nouns": [
      "Handarbeitsset",
      "Handarbeitssets",
      "Stickset",
      "Sticksets",
      "Kreuzstich-Set",
      "Kreuzstich-Sets",
      "Strickset",
      "Strickpaket",
      "Strickpakete",
      "Häkelset",
      "Häkelsets",
      "Stramin-Set",
      "Punch-Needle-Set",
      "Makramee-Set",
      "DIY-Set",
      "DIY-Sets",
      "DIY-Kit"
    ],
    "collection": "DIY- und Handarbeitssets",
    "titles": [
      "Einsteiger-Stickset",
      "Botanisches Stickset",
      "Modernes Kreuzstich-Set",
      "Mini-Stickset",
      "Starter-Strickset",
      "Komplettes Handarbeitsset",
      "DIY-Set fürs Wochenende",
      "Folklore-Stickset",
      "Saisonales Bastelset"
    ]
  },
  "sewing-kit": {
    "one": "Nähset",
    "many": "Nähsets",
    "nouns": [
      "Nähkästchen",
      "Nähkasten",
      "Nähkästen",
      "Flickset",
      "Flicksets",
      "Nähzubehör",
      "Reisenähset"
    ],
    "collection": "Nähsets",
    "titles": [
      "Reise-Nähset",
      "Vintage-Nähkästchen",
      "Starter-Nähset",
      "Komplettes Nähset",
      "Flickset",
      "Deluxe-Nähset",
      "Kompaktes Nähset",
      "Nähkästchen in Erbstückqualität"
    ]
  },
  "fabric": {
    "one": "Stoff",
    "many": "Stoffe",
    "nouns": [
      "Patchworkstoff",
      "Patchworkstoffe",
      "Fat Quarter",
      "Fat Quarters",
      "Stoffpaket",
      "Stoffpakete",
      "Leinenstoff",
      "Leinenstoffe",
      "Baumwollstoff",
      "Baumwollstoffe",
      "Meterware"
    ],
    "collection": "Stoffe",
    "titles": [
      "Patchworkstoff",
      "Leinenstoff",
      "Stoff aus Bio-Baumwolle",
      "Geblümter Stoff",
      "Musselinstoff",
      "Bedruckter Stoff",
      "Vichy-Karo-Stoff",
      "Japanischer Stoff",
      "Unifarbener Stoff",
      "Baumwoll-Batist"
    ]
  },
  "fabric-scissors": {
    "one": "Stoffschere",
    "many": "Stoffscheren",
    "nouns": [
      "Schneiderschere",
      "Schneiderscheren",
      "Nähschere",
      "Nähscheren",
      "Stickschere",
      "Stickscheren",
      "Rollschneider"
    ],
    "collection": "Scheren und Rollschneider",
    "titles": [
      "Stoffschere zum Zuschneiden",
      "Stickschere",
      "Storchenschere",
      "Geschmiedete Stoffschere",
      "Schneiderschere",
      "Linkshänder-Stoffschere",
      "Stoffschere mit Federmechanik",
      "Stoffschere mit Mikroverzahnung",
      "Schere mit Mikrospitze"
    ]
  },
  "drawing-pad": {
    "one": "Zeichenblock",
    "many": "Zeichenblöcke",
    "nouns": [
      "Skizzenblock",
      "Skizzenblöcke",
      "Aquarellblock",
      "Aquarellblöcke",
      "Aquarellpapier",
      "Mixed-Media-Block",
      "Zeichenpapier",
      "Art Journal"
    ],
    "collection": "Blöcke und Papier",
    "titles": [
      "Gebundener Zeichenblock",
      "Zeichenblock mit Spiralbindung",
      "Skizzenblock im Taschenformat",
      "Zeichenblock im Querformat",
      "Mixed-Media-Block",
      "Getönter Zeichenblock",
      "Reise-Skizzenblock",
      "Quadratischer Zeichenblock",
      "Kaltgepresster Aquarellblock",
      "Heißgepresster Aquarellblock"
    ]
  },
  "paint-set": {
    "one": "Farbset",
    "many": "Farbsets",
    "nouns": [
      "Farbe",
      "Farben",
      "Malfarbe",
      "Malfarben",
      "Farbkasten",
      "Farbkästen",
      "Malkasten",
      "Malkästen",
      "Aquarellfarbe",
      "Aquarellfarben",
      "Aquarellkasten",
      "Gouache",
      "Gouachefarben",
      "Acrylfarbe",
      "Acrylfarben",
      "Ölfarbe",
      "Ölfarben",
      "Farbtube",
      "Farbtuben"
    ],
    "collection": "Farben",
    "titles": [
      "Aquarell-Farbset",
      "Gouache-Set",
      "Acrylfarben-Set",
      "Farbset in Künstlerqualität",
      "Farbset in Studienqualität",
      "Reise-Aquarellkasten",
      "Aquarellkasten im Taschenformat",
      "Pastose Acrylfarben",
      "Atelier-Farbset"
    ]
  },
  "paintbrush": {
    "one": "Pinsel",
    "many": "Pinsel",
    "nouns": [
      "Malpinsel",
      "Aquarellpinsel",
      "Künstlerpinsel",
      "Detailpinsel",
      "Rundpinsel",
      "Flachpinsel",
      "Malpinsel-Set",
      "Malpinsel-Sets"
    ],
    "collection": "Pinsel",
    "titles": [
      "Pinsel mit synthetischem Rotmarderhaar",
      "Fehhaar-Mischpinsel",
      "Reisepinsel",
      "Rundpinsel",
      "Flachpinsel",
      "Katzenzungenpinsel",
      "Verwaschpinsel",
      "Aquarellpinsel",
      "Acrylpinsel",
      "Schlepppinsel"
    ]
  },
  "drawing-pencil": {
    "one": "Buntstift",
    "many": "Buntstifte",
    "nouns": [
      "Farbstift",
      "Farbstifte",
      "Zeichenstift",
      "Zeichenstifte",
      "Bleistiftset",
      "Bleistiftsets",
      "Grafitstift",
      "Grafitstifte",
      "Kohlestift",
      "Kohlestifte",
      "Zeichenkohle",
      "Ölpastellkreide",
      "Ölpastellkreiden",
      "Pastellkreide",
      "Pastellkreiden",
      "Pastellset",
      "Pastellsets"
    ],
    "collection": "Zeichenstifte und Pastelle",
    "titles": [
      "Buntstifte in Künstlerqualität",
      "Ölbasierte Buntstifte",
      "Wachsbasierte Buntstifte",
      "Aquarellstifte",
      "Weiche Buntstifte",
      "Skizzierstifte",
      "Buntstifte in Studienqualität",
      "Profi-Buntstifte",
      "Holzfreie Buntstifte",
      "Reise-Buntstiftset"
    ]
  },
  "marker": {
    "one": "Marker",
    "many": "Marker",
    "nouns": [
      "Alkoholmarker",
      "Lackmarker",
      "Acrylmarker",
      "Markerset",
      "Markersets",
      "Brush Marker",
      "Filzstift",
      "Filzstifte",
      "Faserstift",
      "Faserstifte"
    ],
    "collection": "Marker",
    "titles": [
      "Alkoholmarker",
      "Marker mit Doppelspitze",
      "Brush Marker",
      "Feiner Marker",
      "Lackmarker",
      "Archivfester Marker",
      "Nachfüllbarer Marker",
      "Wasserfester Marker",
      "Marker mit Keilspitze"
    ]
  },
  "canvas": {
    "one": "Leinwand",
    "many": "Leinwände",
    "nouns": [
      "Keilrahmen",
      "Malplatte",
      "Malplatten",
      "Malkarton",
      "Malkartons",
      "Malpappe",
      "Leinwandblock",
      "Leinwandblöcke"
    ],
    "collection": "Leinwände",
    "titles": [
      "Leinwand auf Keilrahmen",
      "Galerie-Leinwand",
      "Baumwoll-Leinwand",
      "Leinwand aus Leinen",
      "Leinwand mit tiefem Keilrahmen",
      "Grundierte Leinwand",
      "Mini-Leinwand",
      "Atelier-Leinwand",
      "Ölgrundierte Leinwand"
    ]
  },
  "plush-toy": {
    "one": "Plüschtier",
    "many": "Plüschtiere",
    "nouns": [
      "Kuscheltier",
      "Kuscheltiere",
      "Stofftier",
      "Stofftiere",
      "Teddybär",
      "Teddybären",
      "Teddy",
      "Teddys",
      "Schmusetier",
      "Schmusetiere",
      "Plushie",
      "Plushies"
    ],
    "collection": "Plüschtiere",
    "titles": [
      "Kuschelweiches Plüschtier",
      "Bio-Kuscheltier",
      "Kuscheltier in Erbstückqualität",
      "Schlenker-Kuscheltier",
      "Gestricktes Kuscheltier",
      "Gewichtetes Kuscheltier",
      "Einschlaf-Kuscheltier",
      "Mini-Kuscheltier für die Tasche",
      "Riesen-Plüschtier",
      "Sensorik-Kuscheltier"
    ]
  },
  "building-blocks": {
    "one": "Baustein",
    "many": "Bausteine",
    "nouns": [
      "Bauklotz",
      "Bauklötze",
      "Bauklötzchen",
      "Bauset",
      "Bausets",
      "Baukasten",
      "Baukästen",
      "Konstruktionsspielzeug",
      "Steckbausteine",
      "Stapelsteine",
      "Magnetbausteine",
      "Magnetfliesen"
    ],
    "collection": "Bauspielzeug",
    "titles": [
      "Magnetbausteine",
      "Holzbausteine",
      "Kreativ-Bauset",
      "Starter-Bauset",
      "Architektur-Bauset",
      "Kugelbahn-Bauset",
      "Ritterburg-Bauset",
      "XXL-Bausteine",
      "MINT-Bauset",
      "Klassische Bausteine"
    ]
  },
  "wooden-toy": {
    "one": "Holzspielzeug",
    "many": "Holzspielzeuge",
    "nouns": [
      "Holzeisenbahn",
      "Holzeisenbahnen",
      "Eisenbahnset",
      "Eisenbahnsets",
      "Stapelturm",
      "Stapeltürme",
      "Steckspiel",
      "Steckspiele",
      "Sortierbox",
      "Sortierboxen",
      "Nachziehtier",
      "Nachziehtiere",
      "Schiebespielzeug",
      "Lauflernwagen",
      "Motorikwürfel"
    ],
    "collection": "Holzspielzeug",
    "titles": [
      "Holzspielzeug in Erbstückqualität",
      "Montessori-Holzspielzeug",
      "Naturbelassenes Holzspielzeug",
      "Buchenholz-Spielzeug",
      "Handgemachtes Holzspielzeug",
      "Klassisches Holzspielzeug",
      "Waldorf-Holzspielzeug",
      "Nachziehtier aus Holz",
      "Mein erstes Holzspielzeug"
    ]
  },
  "toy-vehicle": {
    "one": "Spielzeugauto",
    "many": "Spielzeugautos",
    "nouns": [
      "Spielzeugfahrzeug",
      "Spielzeugfahrzeuge",
      "Spielzeuglaster",
      "Spielzeug-Lkw",
      "Modellauto",
      "Modellautos",
      "Spielzeugtraktor",
      "Spielzeugtraktoren",
      "Spielzeugflugzeug",
      "Spielzeugflugzeuge",
      "Spielzeugboot",
      "Spielzeugboote",
      "ferngesteuertes Auto",
      "ferngesteuerte Autos",
      "RC-Auto",
      "RC-Autos"
    ],
    "collection": "Autos und Fahrzeuge",
    "titles": [
      "Modellauto aus Druckguss",
      "Holz-Spielzeugauto",
      "Spielzeugauto mit Rückzugmotor",
      "Ferngesteuertes Auto",
      "Vintage-Spielzeugauto",
      "Spielzeugauto mit Schwungradantrieb",
      "Baustellenfahrzeug",
      "Rettungsfahrzeug",
      "Rennauto",
      "Schiebeauto"
    ]
  },
  "science-kit": {
    "one": "Experimentierkasten",
    "many": "Experimentierkästen",
    "nouns": [
      "Experimentierset",
      "Experimentiersets",
      "Forscherset",
      "Forschersets",
      "MINT-Set",
      "MINT-Spielzeug",
      "Roboter-Bausatz",
      "Programmierroboter",
      "Kristallzucht-Set",
      "Mikroskop-Set"
    ],
    "collection": "Experimentierkästen",
    "titles": [
      "Chemie-Experimentierkasten",
      "Robotik-Bausatz",
      "Programmier-Experimentierkasten",
      "Kristallzucht-Set",
      "Vulkan-Experimentierset",
      "Elektronik-Baukasten",
      "Solar-Experimentierset",
      "Junior-Experimentierkasten",
      "Starter-Experimentierkasten"
    ]
  },
  "swaddle": {
    "one": "Pucktuch",
    "many": "Pucktücher",
    "nouns": [
      "Mulltuch",
      "Mulltücher",
      "Musselintuch",
      "Musselintücher",
      "Spucktuch",
      "Spucktücher",
      "Babydecke",
      "Babydecken",
      "Babyschlafsack",
      "Babyschlafsäcke",
      "Puckschlafsack",
      "Puckschlafsäcke"
    ],
    "collection": "Pucktücher und Babydecken",
    "titles": [
      "Musselin-Pucktuch",
      "Pucktuch aus Bio-Baumwolle",
      "Bambus-Pucktuch",
      "Strick-Babydecke",
      "Bedrucktes Pucktuch",
      "Babydecke in Erbstückqualität",
      "Pucktuch für Neugeborene",
      "Kuschelige Babydecke",
      "Leichtes Pucktuch"
    ]
  },
  "baby-carrier": {
    "one": "Babytrage",
    "many": "Babytragen",
    "nouns": [
      "Tragetuch",
      "Tragetücher",
      "Ring Sling",
      "Tragehilfe",
      "Tragehilfen",
      "Kleinkindtrage",
      "Kleinkindtragen",
      "Bauchtrage",
      "Bauchtragen"
    ],
    "collection": "Babytragen",
    "titles": [
      "Ergonomische Babytrage",
      "Mesh-Babytrage",
      "Leinen-Tragetuch",
      "Elastisches Tragetuch",
      "Gewebtes Tragetuch",
      "Hybrid-Babytrage",
      "Babytrage für alle Positionen",
      "Leichte Babytrage",
      "Reise-Babytrage"
    ]
  },
  "stroller": {
    "one": "Kinderwagen",
    "many": "Kinderwagen",
    "nouns": [
      "Buggy",
      "Buggys",
      "Sportwagen",
      "Reisebuggy",
      "Reisebuggys",
      "Jogger-Kinderwagen",
      "Geschwisterwagen",
      "Zwillingskinderwagen",
      "Kombikinderwagen",
      "Babywanne",
      "Babywannen"
    ],
    "collection": "Kinderwagen",
    "titles": [
      "Kompakter Buggy",
      "Reisebuggy",
      "Klassischer Kinderwagen",
      "Geländegängiger Kinderwagen",
      "Leichter Buggy",
      "City-Kinderwagen",
      "Jogging-Kinderwagen",
      "Kombikinderwagen",
      "Kinderwagen für jeden Tag"
    ]
  },
  "teether": {
    "one": "Beißring",
    "many": "Beißringe",
    "nouns": [
      "Beißspielzeug",
      "Beißspielzeuge",
      "Zahnungshilfe",
      "Zahnungshilfen",
      "Zahnungsring",
      "Zahnungsringe",
      "Kühlbeißring",
      "Kühlbeißringe"
    ],
    "collection": "Beißringe",
    "titles": [
      "Silikon-Beißring",
      "Holz-Beißring",
      "Naturkautschuk-Beißring",
      "Buchenholz-Beißring",
      "Strukturierter Beißring",
      "Tier-Beißring",
      "Geknoteter Beißring",
      "Kühlbeißring",
      "Mini-Beißring"
    ]
  },
  "baby-tableware": {
    "one": "Babyteller",
    "many": "Babyteller",
    "nouns": [
      "Babygeschirr",
      "Kindergeschirr",
      "Saugnapfteller",
      "Babyschüssel",
      "Babyschüsseln",
      "Saugnapfschale",
      "Saugnapfschalen",
      "Schnabeltasse",
      "Schnabeltassen",
      "Trinklernbecher",
      "Babylöffel",
      "Lätzchen",
      "Latz",
      "Silikonlätzchen",
      "Beikost-Set",
      "Beikost-Sets",
      "Esslernset",
      "Esslernsets"
    ],
    "collection": "Babygeschirr",
    "titles": [
      "Silikon-Babyteller",
      "Bambus-Babyteller",
      "Saugnapfteller",
      "Beikost-Set",
      "Set für die ersten Happen",
      "Rutschfester Babyteller",
      "Unterteilter Babyteller",
      "Babybesteck mit ergonomischem Griff",
      "Babyteller für jeden Tag"
    ]
  },
  "play-mat": {
    "one": "Spielmatte",
    "many": "Spielmatten",
    "nouns": [
      "Krabbeldecke",
      "Krabbeldecken",
      "Spielbogen",
      "Spielbögen",
      "Babygym",
      "Puzzlematte",
      "Puzzlematten",
      "Schaumstoffmatte",
      "Schaumstoffmatten"
    ],
    "collection": "Spielmatten",
    "titles": [
      "Gepolsterte Spielmatte",
      "Faltbare Spielmatte",
      "Wendespielmatte",
      "Spielbogen aus Holz",
      "Montessori-Spielmatte",
      "Abwischbare Spielmatte",
      "Extragroße Spielmatte",
      "Schaumstoff-Spielmatte",
      "Gesteppte Krabbeldecke"
    ]
  },
  "dog-collar": {
    "one": "Hundehalsband",
    "many": "Hundehalsbänder",
    "nouns": [
      "Halsband",
      "Halsbänder",
      "Zugstopp-Halsband",
      "Zugstopp-Halsbänder",
      "Martingale-Halsband",
      "Welpenhalsband",
      "Welpenhalsbänder",
      "Lederhalsband",
      "Lederhalsbänder"
    ],
    "collection": "Halsbänder",
    "titles": [
      "Leder-Hundehalsband",
      "Rundgenähtes Lederhalsband",
      "Zugstopp-Halsband",
      "Wasserfestes Hundehalsband",
      "Reflektierendes Hundehalsband",
      "Gepolstertes Hundehalsband",
      "Personalisiertes Hundehalsband",
      "Hundehalsband aus Tau",
      "Biothane-Halsband"
    ]
  },
  "dog-leash": {
    "one": "Hundeleine",
    "many": "Hundeleinen",
    "nouns": [
      "Leine",
      "Leinen",
      "Tauleine",
      "Tauleinen",
      "Freihandleine",
      "Freihandleinen",
      "Joggingleine",
      "Schleppleine",
      "Schleppleinen",
      "Trainingsleine",
      "Trainingsleinen",
      "Retrieverleine",
      "Retrieverleinen",
      "Kurzführer"
    ],
    "collection": "Leinen",
    "titles": [
      "Tau-Hundeleine",
      "Leder-Hundeleine",
      "Freihandleine",
      "Kurzführer",
      "Wasserfeste Hundeleine",
      "Reflektierende Hundeleine",
      "Hundeleine aus Kletterseil",
      "Trainingsleine",
      "Hundeleine für jeden Tag",
      "Gepolsterte Hundeleine"
    ]
  },
  "dog-harness": {
    "one": "Hundegeschirr",
    "many": "Hundegeschirre",
    "nouns": [
      "Brustgeschirr",
      "Brustgeschirre",
      "Anti-Zug-Geschirr",
      "Step-in-Geschirr",
      "Welpengeschirr",
      "Welpengeschirre"
    ],
    "collection": "Hundegeschirre",
    "titles": [
      "Anti-Zug-Geschirr",
      "Outdoor-Hundegeschirr",
      "Gepolstertes Hundegeschirr",
      "Step-in-Geschirr",
      "Hundegeschirr für jeden Tag",
      "Reflektierendes Hundegeschirr",
      "Leichtes Hundegeschirr",
      "Wander-Hundegeschirr",
      "Mesh-Hundegeschirr"
    ]
  },
  "pet-bed": {
    "one": "Hundebett",
    "many": "Hundebetten",
    "nouns": [
      "Katzenbett",
      "Katzenbetten",
      "Haustierbett",
      "Haustierbetten",
      "Hundekissen",
      "Hundekorb",
      "Hundekörbe",
      "Donut-Bett",
      "orthopädisches Hundebett",
      "Boxenmatte",
      "Katzenhöhle",
      "Katzenhöhlen"
    ],
    "collection": "Hunde- und Katzenbetten",
    "titles": [
      "Orthopädisches Hundebett",
      "Hundebett mit Rand",
      "Donut-Hundebett",
      "Memory-Schaum-Hundebett",
      "Kühlendes Hundebett",
      "Beruhigendes Hundebett",
      "Waschbares Hundebett",
      "Outdoor-Hundebett",
      "Hundebett mit Teddyfleece",
      "Katzenhöhle aus Filzwolle"
    ]
  },
  "dog-treat": {
    "one": "Hundeleckerli",
    "many": "Hundeleckerlis",
    "nouns": [
      "Leckerli",
      "Leckerlis",
      "Hundesnack",
      "Hundesnacks",
      "Hundekeks",
      "Hundekekse",
      "Kauartikel",
      "Kausnack",
      "Kausnacks",
      "Zahnpflegesnack",
      "Zahnpflegesnacks",
      "Ochsenziemer",
      "Trainingsleckerli",
      "Trainingsleckerlis",
      "Welpensnack",
      "Welpensnacks"
    ],
    "collection": "Hundesnacks",
    "titles": [
      "Lachs-Leckerlis",
      "Erdnussbutter-Hundekekse",
      "Hundesnack mit nur einer Zutat",
      "Gefriergetrocknete Hundesnacks",
      "Getreidefreie Hundesnacks",
      "Süßkartoffel-Kausnack",
      "Rinderleber-Leckerlis",
      "Trainingsleckerlis",
      "Zahnpflegesnack"
    ]
  },
  "dog-toy": {
    "one": "Hundespielzeug",
    "many": "Hundespielzeuge",
    "nouns": [
      "Kauspielzeug",
      "Zerrspielzeug",
      "Tauspielzeug",
      "Apportierspielzeug",
      "Quietschspielzeug",
      "Ballwerfer",
      "Futterspielzeug",
      "Intelligenzspielzeug",
      "Schnüffelteppich",
      "Schnüffelteppiche",
      "Leckmatte",
      "Leckmatten",
      "Hundeball",
      "Hundebälle"
    ],
    "collection": "Hundespielzeug",
    "titles": [
      "Robustes Hundespielzeug",
      "Quietschendes Hundespielzeug",
      "Tau-Hundespielzeug",
      "Schwimmendes Hundespielzeug",
      "Hundespielzeug aus Naturkautschuk",
      "Beschäftigungsspielzeug",
      "Plüsch-Hundespielzeug",
      "Apportierspielzeug",
      "Interaktives Hundespielzeug",
      "Zerrspielzeug"
    ]
  },
  "dog-food": {
    "one": "Hundefutter",
    "many": "Hundefutter",
    "nouns": [
      "Trockenfutter",
      "Welpenfutter",
      "Nassfutter",
      "Hundenassfutter",
      "Rohfutter",
      "BARF",
      "Frischfutter",
      "Seniorenfutter"
    ],
    "collection": "Hundefutter",
    "titles": [
      "Getreidefreies Hundefutter",
      "Hundefutter für kleine Rassen",
      "Hundefutter für große Rassen",
      "Proteinreiches Hundefutter",
      "Hundefutter mit Lachs & Reis",
      "Hundefutter mit Huhn & Hafer",
      "Hundefutter mit wenigen Zutaten",
      "Luftgetrocknetes Hundefutter",
      "Hundefutter mit Lamm & Gerste"
    ]
  },
  "pet-bowl": {
    "one": "Futternapf",
    "many": "Futternäpfe",
    "nouns": [
      "Napf",
      "Näpfe",
      "Hundenapf",
      "Hundenäpfe",
      "Katzennapf",
      "Katzennäpfe",
      "Wassernapf",
      "Wassernäpfe",
      "Anti-Schling-Napf",
      "Anti-Schling-Näpfe",
      "Futterstation",
      "Futterstationen",
      "Napfständer"
    ],
    "collection": "Näpfe und Futterstationen",
    "titles": [
      "Keramik-Futternapf",
      "Edelstahl-Futternapf",
      "Erhöhter Futternapf",
      "Anti-Schling-Napf",
      "Rutschfester Futternapf",
      "Reise-Futternapf",
      "Steingut-Futternapf",
      "Schnurrhaarfreundlicher Napf",
      "Faltbarer Napf"
    ]
  },
  "pet-brush": {
    "one": "Tierbürste",
    "many": "Tierbürsten",
    "nouns": [
      "Hundebürste",
      "Hundebürsten",
      "Katzenbürste",
      "Katzenbürsten",
      "Zupfbürste",
      "Zupfbürsten",
      "Fellbürste",
      "Fellbürsten",
      "Unterwollbürste",
      "Unterwollbürsten",
      "Fellpflegehandschuh",
      "Fellpflegehandschuhe",
      "Striegel"
    ],
    "collection": "Fellpflege",
    "titles": [
      "Zupfbürste",
      "Deshedding-Bürste",
      "Selbstreinigende Zupfbürste",
      "Bambus-Fellbürste",
      "Doppelseitige Fellbürste",
      "Weiche Fellbürste",
      "Unterwollbürste",
      "Gummistriegel",
      "Sanfte Fellbürste"
    ]
  },
  "cat-toy": {
    "one": "Katzenspielzeug",
    "many": "Katzenspielzeuge",
    "nouns": [
      "Katzenangel",
      "Katzenangeln",
      "Federangel",
      "Federangeln",
      "Spielangel",
      "Spielangeln",
      "Katzenminze-Spielzeug",
      "Kickkissen",
      "Katzentunnel",
      "Raschelspielzeug"
    ],
    "collection": "Katzenspielzeug",
    "titles": [
      "Katzenminze-Spielzeug",
      "Federspielzeug",
      "Matatabi-Spielzeug",
      "Raschelspielzeug",
      "Interaktives Katzenspielzeug",
      "Kickkissen",
      "Katzenspielzeug aus Filzwolle",
      "Katzenangel",
      "Katzenspielzeug in Vogelform",
      "Spielmaus"
    ]
  },
  "cat-tree": {
    "one": "Kratzbaum",
    "many": "Kratzbäume",
    "nouns": [
      "Katzenbaum",
      "Katzenbäume",
      "Katzenturm",
      "Kratzsäule",
      "Kratzsäulen",
      "Kratzbrett",
      "Kratzbretter",
      "Kratzpappe",
      "Kratzmöbel",
      "Katzenregal",
      "Katzenregale"
    ],
    "collection": "Kratzbäume und Kratzmöbel",
    "titles": [
      "Moderner Kratzbaum",
      "Sisal-Kratzbaum",
      "Wand-Kratzbaum",
      "Hoher Kratzbaum",
      "Kompakter Kratzbaum",
      "Holz-Kratzbaum",
      "Kratzbrett aus Pappe",
      "Eck-Kratzbaum",
      "Mehrstöckiger Kratzbaum",
      "Minimalistischer Kratzbaum"
    ]
  },
  "cat-litter": {
    "one": "Katzenstreu",
    "many": "Katzenstreu",
    "nouns": [
      "Streu",
      "Klumpstreu",
      "Tofu-Streu",
      "Kiefernstreu",
      "Holzstreu",
      "Bentonitstreu"
    ],
    "collection": "Katzenstreu",
    "titles": [
      "Klumpende Katzenstreu",
      "Unparfümierte Katzenstreu",
      "Kiefern-Katzenstreu",
      "Tofu-Katzenstreu",
      "Staubarme Katzenstreu",
      "Leichte Katzenstreu",
      "Walnussschalen-Katzenstreu",
      "Katzenstreu für Mehrkatzenhaushalte",
      "Mais-Katzenstreu"
    ]
  },
  "litter-box": {
    "one": "Katzenklo",
    "many": "Katzenklos",
    "nouns": [
      "Katzentoilette",
      "Katzentoiletten",
      "Streuschale",
      "Streuschalen",
      "Haubentoilette",
      "Haubentoiletten"
    ],
    "collection": "Katzentoiletten",
    "titles": [
      "Katzenklo mit Einstieg von oben",
      "Katzenklo mit Haube",
      "Offenes Katzenklo",
      "Katzenklo mit hohem Rand",
      "Edelstahl-Katzenklo",
      "Extragroßes Katzenklo",
      "Eck-Katzenklo",
      "Modernes Katzenklo",
      "Katzenklo mit niedrigem Einstieg"
    ]
  },
  "cat-treat": {
    "one": "Katzensnack",
    "many": "Katzensnacks",
    "nouns": [
      "Katzenleckerli",
      "Katzenleckerlis",
      "Kittensnack",
      "Kittensnacks",
      "Cremesnack",
      "Cremesnacks"
    ],
    "collection": "Katzensnacks",
    "titles": [
      "Gefriergetrocknete Katzensnacks",
      "Lachs-Katzensnacks",
      "Thunfisch-Katzensnacks",
      "Hühnchen-Katzensnacks",
      "Katzensnacks mit nur einer Zutat",
      "Knusprige Katzensnacks",
      "Zahnpflege-Katzensnacks",
      "Cremige Katzensnacks zum Schlecken",
      "Enten-Katzensnacks"
    ]
  },
  "aquarium": {
    "one": "Aquarium",
    "many": "Aquarien",
    "nouns": [
      "Fischbecken",
      "Becken",
      "Nano-Aquarium",
      "Nano-Aquarien",
      "Aquarium-Set",
      "Aquarium-Sets",
      "Betta-Aquarium",
      "randloses Aquarium",
      "Pflanzenaquarium",
      "Meerwasseraquarium",
      "Riffaquarium"
    ],
    "collection": "Aquarien",
    "titles": [
      "Randloses Aquarium",
      "Nano-Aquarium",
      "Weißglas-Aquarium",
      "Würfel-Aquarium",
      "Aquarium-Starterset",
      "Langes Aquarium",
      "Flaches Aquarium",
      "Süßwasser-Aquarium",
      "Betta-Aquarium",
      "Schreibtisch-Aquarium"
    ]
  },
  "aquarium-filter": {
    "one": "Aquariumfilter",
    "many": "Aquariumfilter",
    "nouns": [
      "Außenfilter",
      "Schwammfilter",
      "Rucksackfilter",
      "Hang-on-Filter",
      "Innenfilter",
      "Aquarium-Luftpumpe",
      "Aquarium-Luftpumpen"
    ],
    "collection": "Filter",
    "titles": [
      "Außenfilter",
      "Schwammfilter",
      "Rucksackfilter",
      "Leiser Aquariumfilter",
      "Innenfilter",
      "Kompakter Aquariumfilter",
      "Nano-Filter",
      "Aquariumfilter mit regelbarer Strömung",
      "Doppelfilter"
    ]
  },
  "aquarium-light": {
    "one": "Aquariumleuchte",
    "many": "Aquariumleuchten",
    "nouns": [
      "Aquariumbeleuchtung",
      "Aquariumlampe",
      "Aquariumlampen",
      "LED-Aquariumbeleuchtung",
      "Aquarium-LED",
      "Riffbeleuchtung",
      "Beckenbeleuchtung"
    ],
    "collection": "Beleuchtung",
    "titles": [
      "Vollspektrum-Aquariumleuchte",
      "Pflanzenaquarium-Leuchte",
      "Riff-Aquariumleuchte",
      "Programmierbare Aquariumleuchte",
      "Flache Aquariumleuchte",
      "Nano-Aquariumleuchte",
      "Aufsteck-Aquariumleuchte",
      "Aquariumleuchte mit Sonnenaufgang",
      "Dimmbare Aquariumleuchte"
    ]
  },
  "fish-food": {
    "one": "Fischfutter",
    "many": "Fischfutter",
    "nouns": [
      "Zierfischfutter",
      "Flockenfutter",
      "Granulat",
      "Futtergranulat",
      "Sinkfutter",
      "Betta-Futter",
      "Garnelenfutter",
      "Algentabletten",
      "Frostfutter"
    ],
    "collection": "Fischfutter",
    "titles": [
      "Mikrogranulat",
      "Sinkendes Fischfutter",
      "Schwimmfutter",
      "Spirulina-Fischfutter",
      "Fischfutter für Gesellschaftsbecken",
      "Betta-Futter",
      "Cichliden-Futter",
      "Farbverstärkendes Fischfutter",
      "Gefriergetrocknetes Fischfutter",
      "Tropisches Flockenfutter"
    ]
  },
  "aquarium-plant": {
    "one": "Aquarienpflanze",
    "many": "Aquarienpflanzen",
    "nouns": [
      "Wasserpflanze",
      "Wasserpflanzen",
      "Mooskugel",
      "Mooskugeln",
      "Marimo",
      "Javafarn",
      "Anubias",
      "Bodendecker",
      "Schwimmpflanze",
      "Schwimmpflanzen",
      "In-vitro-Pflanze",
      "In-vitro-Pflanzen"
    ],
    "collection": "Aquarienpflanzen",
    "titles": [
      "Pflegeleichte Aquarienpflanze",
      "In-vitro-Aquarienpflanze",
      "Aquarienpflanze für wenig Licht",
      "Bodendeckende Aquarienpflanze",
      "Schwimmpflanze",
      "Vordergrundpflanze",
      "Hintergrundpflanze",
      "Seltene Aquarienpflanze",
      "Aquarienpflanzen-Starterset",
      "Aufsitzerpflanze"
    ]
  },
  "water-conditioner": {
    "one": "Wasseraufbereiter",
    "many": "Wasseraufbereiter",
    "nouns": [
      "Wasseraufbereitung",
      "Entchlorer",
      "Bakterienstarter",
      "Filterstarter",
      "Aquariendünger",
      "Wassertest",
      "Wassertests",
      "Testset",
      "Testsets"
    ],
    "collection": "Wasserpflege",
    "titles": [
      "Konzentrierter Wasseraufbereiter",
      "Süßwasser-Wasseraufbereiter",
      "Meerwasser-Wasseraufbereiter",
      "Komplett-Wasseraufbereiter",
      "Starter-Wasseraufbereiter",
      "Wasseraufbereiter für die tägliche Pflege",
      "Dünger für Pflanzenaquarien",
      "Riff-Wasseraufbereiter",
      "Garnelensicherer Wasseraufbereiter"
    ]
  },
  "balloon": {
    "one": "Luftballon",
    "many": "Luftballons",
    "nouns": [
      "Ballon",
      "Ballons",
      "Latexballon",
      "Latexballons",
      "Folienballon",
      "Folienballons",
      "Heliumballon",
      "Heliumballons",
      "Zahlenballon",
      "Zahlenballons",
      "Buchstabenballon",
      "Buchstabenballons",
      "Ballongirlande",
      "Ballongirlanden",
      "Ballonbogen",
      "Ballonset"
    ],
    "collection": "Luftballons",
    "titles": [
      "Metallic-Luftballons",
      "Konfetti-Luftballons",
      "Riesenluftballon",
      "Chrom-Luftballons",
      "Matte Luftballons",
      "Satin-Luftballons",
      "Geburtstags-Luftballons",
      "Jumbo-Luftballons",
      "Marmorierte Luftballons",
      "Zahlenballon"
    ]
  },
  "party-decor": {
    "one": "Partydekoration",
    "many": "Partydekorationen",
    "nouns": [
      "Partydeko",
      "Banner",
      "Partygirlande",
      "Partygirlanden",
      "Wimpelkette",
      "Wimpelketten",
      "Luftschlange",
      "Luftschlangen",
      "Papiergirlande",
      "Papiergirlanden",
      "Konfetti",
      "Fotowand",
      "Tortenstecker",
      "Caketopper",
      "Partyschild"
    ],
    "collection": "Partydeko",
    "titles": [
      "Happy-Birthday-Girlande",
      "Papiergirlande",
      "Fransengirlande",
      "Waben-Partydeko",
      "Quastengirlande",
      "Glitzer-Tortenstecker",
      "Filz-Wimpelkette",
      "Boho-Partydeko",
      "Vintage-Partydeko",
      "Wiederverwendbare Wimpelkette"
    ]
  },
  "party-tableware": {
    "one": "Pappteller",
    "many": "Pappteller",
    "nouns": [
      "Partygeschirr",
      "Partyteller",
      "Pappbecher",
      "Partybecher",
      "Papierserviette",
      "Papierservietten",
      "Partyservietten",
      "Papierstrohhalm",
      "Papierstrohhalme",
      "kompostierbarer Teller",
      "kompostierbare Teller"
    ],
    "collection": "Partygeschirr",
    "titles": [
      "Kompostierbare Pappteller",
      "Pappteller mit Wellenrand",
      "Pappteller mit Goldrand",
      "Bedruckte Pappteller",
      "Pappteller mit Vichy-Karo",
      "Extra stabile Pappteller",
      "Dessert-Pappteller",
      "Große Speise-Pappteller",
      "Bambus-Einwegteller"
    ]
  },
  "party-favor": {
    "one": "Mitgebsel",
    "many": "Mitgebsel",
    "nouns": [
      "Gastgeschenk",
      "Gastgeschenke",
      "Partytüte",
      "Partytüten",
      "Mitgebseltüte",
      "Mitgebseltüten",
      "Konfettikanone",
      "Konfettikanonen",
      "Partyhut",
      "Partyhüte",
      "Tröte",
      "Tröten",
      "Luftrüssel",
      "Piñata",
      "Piñatas"
    ],
    "collection": "Mitgebsel und Partyzubehör",
    "titles": [
      "Mitgebsel für Kinder",
      "Mini-Mitgebsel",
      "Papier-Partytüte",
      "Konfettikanone",
      "Mitgebsel mit Motto",
      "Personalisierte Partytüte",
      "Geburtstags-Mitgebsel",
      "Plastikfreie Mitgebsel",
      "Deluxe-Partytüte"
    ]
  },
  "birthday-candle": {
    "one": "Geburtstagskerze",
    "many": "Geburtstagskerzen",
    "nouns": [
      "Kuchenkerze",
      "Kuchenkerzen",
      "Tortenkerze",
      "Tortenkerzen",
      "Zahlenkerze",
      "Zahlenkerzen",
      "Wunderkerze",
      "Wunderkerzen",
      "Funkenkerze",
      "Funkenkerzen"
    ],
    "collection": "Geburtstagskerzen",
    "titles": [
      "Gedrehte Geburtstagskerzen",
      "Hohe Geburtstagskerzen",
      "Metallic-Geburtstagskerzen",
      "Zahlenkerze",
      "Spiral-Geburtstagskerzen",
      "Mini-Geburtstagskerzen",
      "Tropffreie Geburtstagskerzen",
      "Funkenkerzen für die Torte",
      "Geburtstagskerzen mit Wellenrand",
      "Bienenwachs-Geburtstagskerzen"
    ]
  },
  "drill": {
    "one": "Bohrmaschine",
    "many": "Bohrmaschinen",
    "nouns": [
      "Akkubohrer",
      "Akkuschrauber",
      "Bohrschrauber",
      "Schlagbohrmaschine",
      "Schlagbohrmaschinen",
      "Schlagschrauber",
      "Bohrhammer",
      "Bohrmaschinen-Set"
    ],
    "collection": "Bohrmaschinen und Schrauber",
    "titles": [
      "Akku-Bohrschrauber",
      "Bürstenloser Bohrschrauber",
      "Kompakter Bohrschrauber",
      "Schwerlast-Bohrmaschine",
      "20-V-Bohrschrauber",
      "12-V-Bohrschrauber",
      "Profi-Bohrschrauber",
      "Winkelbohrmaschine",
      "Schlagbohrmaschine"
    ]
  },
  "tool-set": {
    "one": "Werkzeugset",
    "many": "Werkzeugsets",
    "nouns": [
      "Werkzeugsatz",
      "Handwerkzeug-Set",
      "Steckschlüsselsatz",
      "Steckschlüsselsätze",
      "Schraubendreher-Set",
      "Bit-Set",
      "Bit-Sets",
      "Bohrer-Set",
      "Schraubenschlüssel-Set",
      "Ratschenkasten",
      "Heimwerker-Set"
    ],
    "collection": "Werkzeugsets",
    "titles": [
      "Werkzeugset für Zuhause",
      "Mechaniker-Werkzeugset",
      "Starter-Werkzeugset",
      "Kompaktes Werkzeugset",
      "Feinmechaniker-Werkzeugset",
      "Heimwerker-Werkzeugset",
      "Profi-Werkzeugset",
      "Werkzeugset für die Wohnung",
      "Kfz-Werkzeugset",
      "Großes Werkzeugset"
    ]
  },
  "hammer": {
    "one": "Hammer",
    "many": "Hämmer",
    "nouns": [
      "Klauenhammer",
      "Zimmermannshammer",
      "Schreinerhammer",
      "Fäustel",
      "Gummihammer",
      "Schonhammer",
      "Vorschlaghammer"
    ],
    "collection": "Hämmer",
    "titles": [
      "Klauenhammer",
      "Zimmermannshammer",
      "Hammer mit Glasfaserstiel",
      "Hammer mit Hickorystiel",
      "Ganzstahlhammer",
      "Vibrationsarmer Hammer",
      "Schreinerhammer",
      "Hammer mit gebogener Klaue",
      "Hammer mit gerader Klaue"
    ]
  },
  "screwdriver": {
    "one": "Schraubendreher",
    "many": "Schraubendreher",
    "nouns": [
      "Schraubenzieher",
      "Feinmechaniker-Schraubendreher",
      "Ratschenschraubendreher",
      "Bit-Schraubendreher",
      "Elektroschrauber",
      "Steckschlüssel-Schraubendreher",
      "Mutterndreher"
    ],
    "collection": "Schraubendreher",
    "titles": [
      "Ratschenschraubendreher",
      "Feinmechaniker-Schraubendreher",
      "Bit-Schraubendreher",
      "Kurzer Schraubendreher",
      "VDE-Schraubendreher",
      "Magnetischer Schraubendreher",
      "Schraubendreher mit Softgriff",
      "Elektrischer Schraubendreher",
      "Taschen-Schraubendreher"
    ]
  },
  "wrench": {
    "one": "Schraubenschlüssel",
    "many": "Schraubenschlüssel",
    "nouns": [
      "Rollgabelschlüssel",
      "Engländer",
      "Franzose",
      "Rohrzange",
      "Rohrzangen",
      "Drehmomentschlüssel",
      "Ring-Maulschlüssel",
      "Maulschlüssel",
      "Gabelschlüssel"
    ],
    "collection": "Schraubenschlüssel",
    "titles": [
      "Verstellbarer Schraubenschlüssel",
      "Ring-Maulschlüssel",
      "Ratschenringschlüssel",
      "Drehmomentschlüssel",
      "Rohrzange",
      "Kurzer Schraubenschlüssel",
      "Schraubenschlüssel mit Gelenkkopf",
      "Schraubenschlüssel mit weiter Maulöffnung"
    ]
  },
  "tape-measure": {
    "one": "Maßband",
    "many": "Maßbänder",
    "nouns": [
      "Bandmaß",
      "Bandmaße",
      "Rollmaßband",
      "Rollmeter",
      "Messband",
      "Messbänder",
      "Laser-Entfernungsmesser",
      "Lasermessgerät",
      "Lasermessgeräte",
      "Zollstock"
    ],
    "collection": "Messwerkzeuge",
    "titles": [
      "Magnetisches Maßband",
      "Kompaktes Maßband",
      "Profi-Maßband",
      "Maßband für Handwerker",
      "Maßband mit Feststeller",
      "Taschenmaßband",
      "Robustes Maßband",
      "Maßband mit breitem Band",
      "Digitales Maßband"
    ]
  },
  "tool-box": {
    "one": "Werkzeugkasten",
    "many": "Werkzeugkästen",
    "nouns": [
      "Werkzeugkiste",
      "Werkzeugkisten",
      "Werkzeugkoffer",
      "Werkzeugtasche",
      "Werkzeugtaschen",
      "Werkzeugschrank",
      "Werkzeugschränke",
      "Werkzeugrolle",
      "Werkzeugrollen",
      "Werkzeug-Organizer",
      "Werkzeugwagen"
    ],
    "collection": "Werkzeugaufbewahrung",
    "titles": [
      "Stahl-Werkzeugkasten",
      "Werkzeugtasche aus Wachscanvas",
      "Werkzeugkoffer mit Rollen",
      "Tragbarer Werkzeugkasten",
      "Stapelbare Werkzeugbox",
      "Wasserdichter Werkzeugkoffer",
      "Offene Werkzeugtrage",
      "Werkzeugkasten mit Klappfächern",
      "Modulares Werkzeugsystem"
    ]
  },
  "multitool": {
    "one": "Multitool",
    "many": "Multitools",
    "nouns": [
      "Multifunktionswerkzeug",
      "Multifunktionswerkzeuge",
      "Taschenmesser",
      "Klappmesser",
      "Cuttermesser",
      "Teppichmesser"
    ],
    "collection": "Multitools und Messer",
    "titles": [
      "Multitool für jeden Tag",
      "Taschen-Multitool",
      "Kompaktes Multitool",
      "Schlüsselanhänger-Multitool",
      "Großes Multitool",
      "Taschenmesser mit Klingenarretierung",
      "Schlankes Taschenmesser",
      "Robustes Multitool",
      "Camping-Multitool",
      "Profi-Multitool"
    ]
  },
  "car-wax": {
    "one": "Autowachs",
    "many": "Autowachse",
    "nouns": [
      "Hartwachs",
      "Sprühwachs",
      "Carnaubawachs",
      "Keramikversiegelung",
      "Keramikversiegelungen",
      "Keramik-Spray",
      "Lackversiegelung",
      "Lackversiegelungen",
      "Quick Detailer",
      "Detailer"
    ],
    "collection": "Wachse und Versiegelungen",
    "titles": [
      "Carnauba-Autowachs",
      "Keramik-Versiegelung",
      "Graphen-Versiegelung",
      "Sprühwachs",
      "Autowachs als Paste",
      "Hybrid-Autowachs",
      "Show-Car-Wachs",
      "Wasserlose Wachspflege",
      "Profi-Autowachs",
      "Hydrophobes Autowachs"
    ]
  },
  "car-shampoo": {
    "one": "Autoshampoo",
    "many": "Autoshampoos",
    "nouns": [
      "Autowaschmittel",
      "Snow Foam",
      "Schaumreiniger",
      "Rinseless Wash",
      "Waterless Wash"
    ],
    "collection": "Autowäsche",
    "titles": [
      "pH-neutrales Autoshampoo",
      "Schäumendes Autoshampoo",
      "Autoshampoo ohne Nachspülen",
      "Wasserlose Autowäsche",
      "Keramik-Autoshampoo",
      "Autoshampoo-Konzentrat",
      "Mildes Autoshampoo",
      "Autoshampoo mit Wachs",
      "Zitrus-Autoshampoo"
    ]
  },
  "microfiber-towel": {
    "one": "Mikrofasertuch",
    "many": "Mikrofasertücher",
    "nouns": [
      "Trockentuch",
      "Trockentücher",
      "Poliertuch",
      "Poliertücher",
      "Glastuch",
      "Glastücher",
      "Autowaschhandschuh",
      "Autowaschhandschuhe",
      "Fensterleder",
      "Autopflegetuch"
    ],
    "collection": "Tücher und Handschuhe",
    "titles": [
      "Flauschiges Mikrofasertuch",
      "Twisted-Loop-Trockentuch",
      "Randloses Mikrofasertuch",
      "Waffel-Mikrofasertuch",
      "Trockentuch",
      "Poliertuch",
      "Chenille-Waschhandschuh",
      "Extragroßes Trockentuch",
      "Detailing-Mikrofasertuch"
    ]
  },
  "car-vacuum": {
    "one": "Autostaubsauger",
    "many": "Autostaubsauger",
    "nouns": [
      "Handstaubsauger",
      "Akkusauger",
      "Nass-Trocken-Sauger",
      "Werkstattsauger",
      "Staubsauger"
    ],
    "collection": "Staubsauger",
    "titles": [
      "Kabelloser Autostaubsauger",
      "Kompakter Autostaubsauger",
      "Handstaubsauger",
      "Tragbarer Autostaubsauger",
      "Saugstarker Autostaubsauger",
      "12-V-Autostaubsauger",
      "Akku-Autostaubsauger",
      "Nass-Trocken-Sauger",
      "Leichter Autostaubsauger"
    ]
  },
  "car-cleaner": {
    "one": "Autoreiniger",
    "many": "Autoreiniger",
    "nouns": [
      "Innenraumreiniger",
      "Felgenreiniger",
      "Reifenglanz",
      "Reifenpflege",
      "Cockpitreiniger",
      "Cockpitspray",
      "Kunststoffpflege",
      "Polsterreiniger",
      "Insektenentferner",
      "Flugrostentferner"
    ],
    "collection": "Reiniger",
    "titles": [
      "Cockpitpflege mit Matt-Finish",
      "pH-neutraler Felgenreiniger",
      "Nicht fettende Kunststoffpflege",
      "Schäumender Polsterreiniger",
      "Säurefreier Felgenreiniger",
      "Streifenfreier Glasreiniger",
      "Felgenreiniger-Gel",
      "Gebrauchsfertiger Innenraumreiniger",
      "Profi-Autoreiniger"
    ]
  },
  "car-air-freshener": {
    "one": "Autoduft",
    "many": "Autodüfte",
    "nouns": [
      "Lufterfrischer",
      "Auto-Lufterfrischer",
      "Autoduftspender",
      "Lüftungsclip",
      "Lüftungsclips",
      "Duftanhänger",
      "Duftbaum",
      "Duftbäume"
    ],
    "collection": "Autodüfte",
    "titles": [
      "Autoduft für die Lüftung",
      "Autoduft zum Aufhängen",
      "Nachfüllbarer Autoduft",
      "Holz-Autoduft",
      "Filz-Duftanhänger",
      "Autoduft mit ätherischen Ölen",
      "Keramik-Autoduft",
      "Dezenter Autoduft",
      "Autoduft zum Anklipsen"
    ]
  },
  "suitcase": {
    "one": "Koffer",
    "many": "Koffer",
    "nouns": [
      "Reisekoffer",
      "Gepäck",
      "Handgepäck",
      "Handgepäckkoffer",
      "Trolley",
      "Trolleys",
      "Aufgabegepäck",
      "Hartschalenkoffer",
      "Rollkoffer",
      "Spinner-Koffer"
    ],
    "collection": "Koffer und Gepäck",
    "titles": [
      "Hartschalenkoffer",
      "Weichschalenkoffer",
      "Erweiterbarer Koffer",
      "Aluminiumkoffer",
      "Leichter Koffer",
      "Wochenendkoffer",
      "Koffer mit vier Rollen",
      "Polycarbonat-Koffer",
      "Großer Trunk-Koffer",
      "Kompakter Handgepäckkoffer"
    ]
  },
  "packing-cube": {
    "one": "Packwürfel",
    "many": "Packwürfel",
    "nouns": [
      "Packing Cube",
      "Packing Cubes",
      "Kompressionswürfel",
      "Packbeutel",
      "Kofferorganizer",
      "Schuhbeutel",
      "Schuhtasche",
      "Schuhtaschen"
    ],
    "collection": "Packwürfel",
    "titles": [
      "Kompressions-Packwürfel",
      "Ultraleichte Packwürfel",
      "Mesh-Packwürfel",
      "Packwürfel aus Recyclingmaterial",
      "Doppelseitige Packwürfel",
      "Erweiterbare Packwürfel",
      "Packwürfel mit Reißverschluss",
      "Reise-Packwürfel",
      "Packwürfel für jeden Tag"
    ]
  },
  "travel-pillow": {
    "one": "Reisekissen",
    "many": "Reisekissen",
    "nouns": [
      "Nackenkissen",
      "Nackenhörnchen",
      "Flugzeugkissen"
    ],
    "collection": "Reisekissen",
    "titles": [
      "Reisekissen mit Memory-Schaum",
      "Aufblasbares Reisekissen",
      "Nackenkissen zum Umwickeln",
      "Ergonomisches Reisekissen",
      "Kompaktes Reisekissen",
      "Kühlendes Reisekissen",
      "Wandelbares Reisekissen",
      "Reisekissen mit Kinnstütze"
    ]
  },
  "travel-adapter": {
    "one": "Reiseadapter",
    "many": "Reiseadapter",
    "nouns": [
      "Reisestecker",
      "Steckdosenadapter",
      "Universaladapter",
      "Netzadapter",
      "Spannungswandler"
    ],
    "collection": "Adapter",
    "titles": [
      "Universal-Reiseadapter",
      "All-in-One-Reiseadapter",
      "Kompakter Reiseadapter",
      "Schnelllade-Reiseadapter",
      "Internationaler Reiseadapter",
      "Flacher Reiseadapter",
      "Reiseadapter für die ganze Welt",
      "GaN-Reiseadapter"
    ]
  },
  "luggage-tag": {
    "one": "Kofferanhänger",
    "many": "Kofferanhänger",
    "nouns": [
      "Gepäckanhänger",
      "Taschenanhänger",
      "Adressanhänger"
    ],
    "collection": "Kofferanhänger",
    "titles": [
      "Leder-Kofferanhänger",
      "Personalisierter Kofferanhänger",
      "Kofferanhänger mit Monogramm",
      "Aluminium-Kofferanhänger",
      "Silikon-Kofferanhänger",
      "Kofferanhänger mit Sichtschutzklappe",
      "Klassischer Kofferanhänger",
      "Vintage-Kofferanhänger"
    ]
  },
  "beekeeping-suit": {
    "one": "Imkeranzug",
    "many": "Imkeranzüge",
    "nouns": [
      "Imkerschutzanzug",
      "Imkerschutzanzüge",
      "Bienenschutzanzug",
      "Bienenschutzanzüge",
      "Imkeroverall",
      "Imkeroveralls"
    ],
    "collection": "Imkeranzüge",
    "titles": [
      "Belüfteter Imkeranzug",
      "Imkeranzug mit 3-Lagen-Mesh",
      "Vollschutz-Imkeranzug",
      "Baumwoll-Imkeranzug",
      "Imkeranzug aus Mischgewebe",
      "Imkeranzug für Hobbyimker",
      "Profi-Imkeranzug",
      "Leichter Imkeranzug",
      "Robuster Imkeranzug",
      "Sommer-Imkeranzug"
    ]
  },
  "beekeeping-jacket": {
    "one": "Imkerjacke",
    "many": "Imkerjacken",
    "nouns": [
      "Imkerschutzjacke",
      "Imkerschutzjacken",
      "Bienenschutzjacke",
      "Imkerbluse",
      "Imkerblusen",
      "Imkerkittel"
    ],
    "collection": "Imkerjacken",
    "titles": [
      "Belüftete Imkerjacke",
      "Imkerjacke mit 3-Lagen-Mesh",
      "Baumwoll-Imkerjacke",
      "Imkerjacke aus Mischgewebe",
      "Imkerjacke mit Kapuze",
      "Imkerjacke für Hobbyimker",
      "Leichte Imkerjacke",
      "Sommer-Imkerjacke",
      "Profi-Imkerjacke"
    ]
  },
  "beekeeping-veil": {
    "one": "Imkerschleier",
    "many": "Imkerschleier",
    "nouns": [
      "Bienenschleier",
      "Imkerhut",
      "Imkerhüte",
      "Hut mit Schleier",
      "Fechtmaske",
      "Imkerhaube",
      "Rundschleier"
    ],
    "collection": "Schleier und Imkerhüte",
    "titles": [
      "Imker-Fechtmaske",
      "Runder Imkerschleier",
      "Faltbarer Imkerschleier",
      "Imkerschleier mit Kapuze",
      "Belüfteter Imkerschleier",
      "Ersatzschleier",
      "Imkerschleier für Hobbyimker",
      "Imkerhut mit breiter Krempe",
      "Leichter Imkerschleier"
    ]
  },
  "beekeeping-gloves": {
    "one": "Imkerhandschuh",
    "many": "Imkerhandschuhe",
    "nouns": [
      "Bienenhandschuh",
      "Bienenhandschuhe",
      "Imkerstulpen"
    ],
    "collection": "Imkerhandschuhe",
    "titles": [
      "Imkerhandschuhe aus Ziegenleder",
      "Imkerhandschuhe aus Rindsleder",
      "Belüftete Imkerhandschuhe",
      "Imkerhandschuhe mit langen Stulpen",
      "Nitril-Imkerhandschuhe",
      "Stichfeste Imkerhandschuhe",
      "Imkerhandschuhe für Hobbyimker",
      "Dünne Imkerhandschuhe",
      "Profi-Imkerhandschuhe"
    ]
  },
  "hive-tool": {
    "one": "Stockmeißel",
    "many": "Stockmeißel",
    "nouns": [
      "Imkermeißel",
      "Wabenheber",
      "Rähmchenheber",
      "Rähmchengreifer",
      "Wabenzange",
      "Wabenzangen"
    ],
    "collection": "Stockmeißel",
    "titles": [
      "Stockmeißel mit Haken",
      "Standard-Stockmeißel",
      "Edelstahl-Stockmeißel",
      "Langer Stockmeißel",
      "Flacher Stockmeißel",
      "Stockmeißel mit Rähmchenheber",
      "Australischer Stockmeißel",
      "Robuster Stockmeißel",
      "Taschen-Stockmeißel"
    ]
  },
  "bee-smoker": {
    "one": "Smoker",
    "many": "Smoker",
    "nouns": [
      "Imkersmoker",
      "Bienensmoker",
      "Rauchbläser",
      "Imkerpfeife",
      "Imkerpfeifen"
    ],
    "collection": "Smoker",
    "titles": [
      "Edelstahl-Smoker",
      "Kupfer-Smoker",
      "Standard-Smoker",
      "Großer Smoker",
      "Smoker mit Hitzeschutzgitter",
      "Smoker für Hobbyimker",
      "Profi-Smoker",
      "Smoker mit langer Brenndauer",
      "Klassischer Smoker"
    ]
  },
  "beehive": {
    "one": "Bienenstock",
    "many": "Bienenstöcke",
    "nouns": [
      "Bienenbeute",
      "Bienenbeuten",
      "Beute",
      "Beuten",
      "Bienenkasten",
      "Bienenkästen",
      "Magazinbeute",
      "Magazinbeuten",
      "Langstroth-Beute",
      "Oberträgerbeute",
      "Warré-Beute",
      "Styroporbeute",
      "Ablegerkasten",
      "Ablegerkästen"
    ],
    "collection": "Bienenbeuten",
    "titles": [
      "National-Beute",
      "Langstroth-Beute",
      "Zedernholz-Beute",
      "Kiefernholz-Beute",
      "Styroporbeute",
      "Bienenbeute für Einsteiger",
      "Komplette Bienenbeute",
      "Bienenbeute als Bausatz",
      "Isolierte Bienenbeute"
    ]
  },
  "water-bottle": {
    "one": "Trinkflasche",
    "many": "Trinkflaschen",
    "nouns": [
      "Flasche",
      "Flaschen",
      "Wasserflasche",
      "Wasserflaschen",
      "Isolierflasche",
      "Isolierflaschen",
      "Thermosflasche",
      "Thermosflaschen",
      "Isolierbecher",
      "Sportflasche",
      "Sportflaschen",
      "Soft Flask",
      "Soft Flasks"
    ],
    "collection": "Trinkflaschen",
    "titles": [
      "Isolierte Trinkflasche",
      "Trinkflasche für Gipfeltouren",
      "Trail-Trinkflasche",
      "Trinkflasche mit weiter Öffnung",
      "Trinkflasche für jeden Tag",
      "Sport-Trinkflasche",
      "Edelstahl-Trinkflasche",
      "Faltbare Trinkflasche",
      "Squeeze-Trinkflasche",
      "Trinkflasche mit Chug-Deckel"
    ]
  },
  "backpack": {
    "one": "Rucksack",
    "many": "Rucksäcke",
    "nouns": [
      "Tagesrucksack",
      "Tagesrucksäcke",
      "Daypack",
      "Daypacks",
      "Reiserucksack",
      "Reiserucksäcke",
      "Wanderrucksack",
      "Wanderrucksäcke",
      "Trekkingrucksack",
      "Trekkingrucksäcke",
      "Laptoprucksack",
      "Laptoprucksäcke",
      "Schulrucksack",
      "Schulrucksäcke",
      "Rolltop-Rucksack",
      "Rolltop-Rucksäcke"
    ],
    "collection": "Rucksäcke",
    "titles": [
      "Rucksack für jeden Tag",
      "Reiserucksack",
      "Rolltop-Rucksack",
      "Pendler-Rucksack",
      "Wanderrucksack",
      "Ultraleichter Rucksack",
      "Wetterfester Rucksack",
      "Rucksack aus Wachscanvas",
      "Handgepäck-Rucksack",
      "Rucksack im Heritage-Stil"
    ]
  },
  "duffel-bag": {
    "one": "Reisetasche",
    "many": "Reisetaschen",
    "nouns": [
      "Duffel Bag",
      "Duffel Bags",
      "Duffle Bag",
      "Weekender",
      "Sporttasche",
      "Sporttaschen",
      "Fitnesstasche",
      "Fitnesstaschen",
      "Gym Bag",
      "Seesack",
      "Seesäcke"
    ],
    "collection": "Reisetaschen",
    "titles": [
      "Weekender",
      "Wasserdichte Reisetasche",
      "Reisetasche aus Wachscanvas",
      "Leder-Reisetasche",
      "Verstaubare Reisetasche",
      "Expeditions-Duffel",
      "Sporttasche",
      "Reisetasche im Heritage-Stil",
      "Reisetasche mit Rucksackfunktion",
      "Rollreisetasche"
    ]
  },
  "dumbbell": {
    "one": "Kurzhantel",
    "many": "Kurzhanteln",
    "nouns": [
      "Hantel",
      "Hanteln",
      "verstellbare Kurzhantel",
      "verstellbare Kurzhanteln",
      "Hexhantel",
      "Hexhanteln",
      "Hantelset",
      "Hantelsets",
      "freie Gewichte",
      "Handgewicht",
      "Handgewichte"
    ],
    "collection": "Kurzhanteln",
    "titles": [
      "Hex-Kurzhantel",
      "Verstellbare Kurzhantel",
      "Gummierte Kurzhantel",
      "Urethan-Kurzhantel",
      "Chrom-Kurzhantel",
      "Neopren-Kurzhantel",
      "Profi-Kurzhantel",
      "Kompakte Kurzhantel",
      "Studio-Kurzhantel"
    ]
  },
  "kettlebell": {
    "one": "Kettlebell",
    "many": "Kettlebells",
    "nouns": [
      "Kugelhantel",
      "Kugelhanteln",
      "Wettkampf-Kettlebell",
      "Wettkampf-Kettlebells",
      "verstellbare Kettlebell",
      "verstellbare Kettlebells"
    ],
    "collection": "Kettlebells",
    "titles": [
      "Gusseisen-Kettlebell",
      "Wettkampf-Kettlebell",
      "Pulverbeschichtete Kettlebell",
      "Verstellbare Kettlebell",
      "Vinyl-Kettlebell",
      "Studio-Kettlebell",
      "Kettlebell in Profiqualität",
      "Stahl-Kettlebell"
    ]
  },
  "resistance-band": {
    "one": "Widerstandsband",
    "many": "Widerstandsbänder",
    "nouns": [
      "Fitnessband",
      "Fitnessbänder",
      "Trainingsband",
      "Trainingsbänder",
      "Gymnastikband",
      "Gymnastikbänder",
      "Loop Band",
      "Loop Bands",
      "Miniband",
      "Minibänder",
      "Booty Band",
      "Booty Bands",
      "Klimmzugband",
      "Klimmzugbänder",
      "Therapieband",
      "Therapiebänder"
    ],
    "collection": "Widerstandsbänder",
    "titles": [
      "Widerstandsband aus Stoff",
      "Latex-Widerstandsband",
      "Miniband",
      "Langes Widerstandsband",
      "Klimmzugband",
      "Therapieband",
      "Starkes Widerstandsband",
      "Reise-Widerstandsband",
      "Rutschfestes Widerstandsband"
    ]
  },
  "jump-rope": {
    "one": "Springseil",
    "many": "Springseile",
    "nouns": [
      "Sprungseil",
      "Sprungseile",
      "Springschnur",
      "Springschnüre",
      "Speed Rope",
      "Speed Ropes",
      "gewichtetes Springseil",
      "gewichtete Springseile"
    ],
    "collection": "Springseile",
    "titles": [
      "Speed-Springseil",
      "Gewichtetes Springseil",
      "Perlen-Springseil",
      "Verstellbares Springseil",
      "Stahlseil-Springseil",
      "Leder-Springseil",
      "Box-Springseil",
      "Verhedderungsfreies Springseil",
      "Profi-Springseil",
      "Freestyle-Springseil"
    ]
  },
  "foam-roller": {
    "one": "Faszienrolle",
    "many": "Faszienrollen",
    "nouns": [
      "Schaumstoffrolle",
      "Schaumstoffrollen",
      "Massagerolle",
      "Massagerollen",
      "Faszienball",
      "Faszienbälle",
      "Massageball",
      "Massagebälle",
      "Lacrosse-Ball",
      "Duoball"
    ],
    "collection": "Regeneration",
    "titles": [
      "Strukturierte Faszienrolle",
      "Faszienrolle mit hoher Dichte",
      "Vibrierende Faszienrolle",
      "Reise-Faszienrolle",
      "Weiche Faszienrolle",
      "Faszienrolle mit Gittermuster",
      "Konturierte Faszienrolle",
      "Feste Faszienrolle",
      "Faszienrolle zur Regeneration"
    ]
  },
  "weight-bench": {
    "one": "Hantelbank",
    "many": "Hantelbänke",
    "nouns": [
      "Trainingsbank",
      "Trainingsbänke",
      "Fitnessbank",
      "Fitnessbänke",
      "Flachbank",
      "Flachbänke",
      "Schrägbank",
      "Schrägbänke",
      "Multifunktionsbank"
    ],
    "collection": "Hantelbänke",
    "titles": [
      "Verstellbare Hantelbank",
      "Flachbank",
      "Klappbare Hantelbank",
      "Robuste Hantelbank",
      "Schrägbank",
      "Kompakte Hantelbank",
      "Studio-Hantelbank",
      "Multifunktions-Hantelbank"
    ]
  },
  "yoga-mat": {
    "one": "Yogamatte",
    "many": "Yogamatten",
    "nouns": [
      "Gymnastikmatte",
      "Gymnastikmatten",
      "Trainingsmatte",
      "Trainingsmatten",
      "Fitnessmatte",
      "Fitnessmatten",
      "Pilatesmatte",
      "Pilatesmatten",
      "Korkmatte",
      "Korkmatten",
      "Yogateppich",
      "Yogateppiche"
    ],
    "collection": "Yogamatten",
    "titles": [
      "Rutschfeste Yogamatte",
      "Naturkautschuk-Yogamatte",
      "Kork-Yogamatte",
      "Reise-Yogamatte",
      "Gepolsterte Yogamatte",
      "Yogamatte mit Ausrichtungslinien",
      "Hot-Yoga-Matte",
      "Studio-Yogamatte",
      "Extralange Yogamatte",
      "Faltbare Yogamatte"
    ]
  },
  "yoga-block": {
    "one": "Yogablock",
    "many": "Yogablöcke",
    "nouns": [
      "Yogaklotz",
      "Yogaklötze",
      "Yogaziegel",
      "Korkblock",
      "Korkblöcke",
      "Schaumstoffblock",
      "Yogakeil",
      "Yogakeile"
    ],
    "collection": "Yogablöcke",
    "titles": [
      "Kork-Yogablock",
      "Schaumstoff-Yogablock",
      "Bambus-Yogablock",
      "Yogablock aus Recyclingmaterial",
      "Studio-Yogablock",
      "Leichter Yogablock",
      "Yogablock mit abgerundeten Kanten",
      "Reise-Yogablock"
    ]
  },
  "yoga-strap": {
    "one": "Yogagurt",
    "many": "Yogagurte",
    "nouns": [
      "Dehnungsgurt",
      "Dehnungsgurte",
      "Yogamattengurt",
      "Yogamattengurte",
      "Mattengurt",
      "Mattengurte"
    ],
    "collection": "Yogagurte",
    "titles": [
      "Baumwoll-Yogagurt",
      "Yogagurt mit D-Ring",
      "Yogagurt mit Klemmschnalle",
      "Yogagurt mit Schlaufe",
      "Yogagurt aus Bio-Baumwolle",
      "Studio-Yogagurt",
      "Elastischer Yogagurt",
      "Yogagurt mit mehreren Schlaufen"
    ]
  },
  "meditation-cushion": {
    "one": "Meditationskissen",
    "many": "Meditationskissen",
    "nouns": [
      "Zafu",
      "Zafus",
      "Zabuton",
      "Zabutons",
      "Yogabolster",
      "Bolster",
      "Yogakissen",
      "Sitzkissen"
    ],
    "collection": "Kissen und Bolster",
    "titles": [
      "Meditationskissen mit Buchweizenfüllung",
      "Halbmond-Meditationskissen",
      "Rundes Meditationskissen",
      "Rechteckiges Meditationskissen",
      "Meditationskissen aus Bio-Baumwolle",
      "Meditationskissen mit Kapokfüllung",
      "Zafu mit Plisseefalten",
      "Reise-Meditationskissen",
      "Restorative-Yoga-Bolster",
      "Samt-Meditationskissen"
    ]
  },
  "yoga-towel": {
    "one": "Yogatuch",
    "many": "Yogatücher",
    "nouns": [
      "Yoga-Handtuch",
      "Yoga-Handtücher",
      "Mattenhandtuch",
      "Hot-Yoga-Handtuch",
      "Sporthandtuch",
      "Sporthandtücher",
      "Fitnesshandtuch",
      "Fitnesshandtücher"
    ],
    "collection": "Yogatücher",
    "titles": [
      "Rutschfestes Yogatuch",
      "Hot-Yoga-Tuch",
      "Schnelltrocknendes Yogatuch",
      "Mikrofaser-Yogatuch",
      "Reise-Yogatuch",
      "Yogatuch mit Silikonnoppen",
      "Studio-Yogatuch",
      "Saugstarkes Yogatuch"
    ]
  },
  "bike": {
    "one": "Fahrrad",
    "many": "Fahrräder",
    "nouns": [
      "Rad",
      "Räder",
      "Bike",
      "Bikes",
      "Drahtesel",
      "Rennrad",
      "Rennräder",
      "Gravelbike",
      "Gravelbikes",
      "Mountainbike",
      "Mountainbikes",
      "E-Bike",
      "E-Bikes",
      "Elektrofahrrad",
      "Elektrofahrräder",
      "Pedelec",
      "Pedelecs",
      "Citybike",
      "Citybikes",
      "Stadtrad",
      "Trekkingrad",
      "Trekkingräder",
      "Kinderfahrrad",
      "Kinderfahrräder",
      "Laufrad",
      "Laufräder",
      "Faltrad",
      "Falträder",
      "Lastenrad",
      "Lastenräder"
    ],
    "collection": "Fahrräder",
    "titles": [
      "Gravelbike",
      "Rennrad",
      "Pendlerrad",
      "Fahrrad mit Stahlrahmen",
      "Carbon-Fahrrad",
      "Trail-Mountainbike",
      "Reiserad",
      "Singlespeed-Fahrrad",
      "Fahrrad mit tiefem Einstieg",
      "Adventure-Bike"
    ]
  },
  "helmet": {
    "one": "Helm",
    "many": "Helme",
    "nouns": [
      "Fahrradhelm",
      "Fahrradhelme",
      "Radhelm",
      "Radhelme",
      "Skatehelm",
      "Skatehelme",
      "MIPS-Helm",
      "MIPS-Helme"
    ],
    "collection": "Helme",
    "titles": [
      "Fahrradhelm für Pendler",
      "Rennradhelm",
      "Trail-Helm",
      "Urbaner Fahrradhelm",
      "Gut belüfteter Fahrradhelm",
      "Leichter Fahrradhelm",
      "Flacher Fahrradhelm",
      "Klassischer Fahrradhelm",
      "Aero-Helm",
      "Reflektierender Fahrradhelm"
    ]
  },
  "bike-light": {
    "one": "Fahrradlicht",
    "many": "Fahrradlichter",
    "nouns": [
      "Fahrradlampe",
      "Fahrradlampen",
      "Fahrradbeleuchtung",
      "Beleuchtungsset",
      "Beleuchtungssets",
      "Frontlicht",
      "Frontlichter",
      "Vorderlicht",
      "Rücklicht",
      "Rücklichter"
    ],
    "collection": "Fahrradlichter",
    "titles": [
      "Akku-Fahrradlicht",
      "Tagfahrlicht fürs Fahrrad",
      "Pendler-Fahrradlicht",
      "Trail-Fahrradlicht",
      "Kompaktes Fahrradlicht",
      "Smartes Fahrradlicht",
      "Fahrradlicht für den Helm",
      "Aero-Fahrradlicht",
      "Profi-Fahrradlicht"
    ]
  },
  "bike-lock": {
    "one": "Fahrradschloss",
    "many": "Fahrradschlösser",
    "nouns": [
      "Radschloss",
      "Radschlösser",
      "Bügelschloss",
      "Bügelschlösser",
      "Kettenschloss",
      "Kettenschlösser",
      "Faltschloss",
      "Faltschlösser",
      "Kabelschloss",
      "Kabelschlösser"
    ],
    "collection": "Schlösser",
    "titles": [
      "Faltschloss",
      "Mini-Bügelschloss",
      "Hochsicherheits-Bügelschloss",
      "Kettenschloss",
      "Pendler-Fahrradschloss",
      "Panzerkabelschloss",
      "Tragbares Fahrradschloss",
      "Kompaktes Fahrradschloss"
    ]
  },
  "bike-pump": {
    "one": "Fahrradpumpe",
    "many": "Fahrradpumpen",
    "nouns": [
      "Luftpumpe",
      "Luftpumpen",
      "Standpumpe",
      "Standpumpen",
      "Minipumpe",
      "Minipumpen",
      "Handpumpe",
      "Handpumpen",
      "CO2-Pumpe",
      "CO2-Kartusche",
      "Reifenpumpe"
    ],
    "collection": "Pumpen",
    "titles": [
      "Standpumpe",
      "Mini-Fahrradpumpe",
      "Digitale Standpumpe",
      "Rahmenpumpe",
      "Hochdruck-Fahrradpumpe",
      "Tubeless-Standpumpe",
      "Kompakte Fahrradpumpe",
      "Werkstatt-Standpumpe",
      "Fahrradpumpe mit Doppelkopf"
    ]
  },
  "bike-tool": {
    "one": "Fahrradwerkzeug",
    "many": "Fahrradwerkzeuge",
    "nouns": [
      "Fahrrad-Multitool",
      "Fahrrad-Multitools",
      "Minitool",
      "Minitools",
      "Reifenheber",
      "Kettennieter",
      "Flickzeug",
      "Reparaturset",
      "Reparatursets",
      "Tubeless-Reparaturset"
    ],
    "collection": "Werkzeug und Reparatur",
    "titles": [
      "Fahrrad-Minitool für die Trikottasche",
      "Fahrrad-Minitool",
      "Trail-Multitool",
      "Rennrad-Multitool",
      "Werkstatt-Fahrradwerkzeug",
      "Kompaktes Fahrrad-Multitool",
      "Werkzeugset für die Satteltasche",
      "Fahrradwerkzeug mit Rahmenhalterung",
      "Tubeless-Reparaturset"
    ]
  },
  "bike-bag": {
    "one": "Fahrradtasche",
    "many": "Fahrradtaschen",
    "nouns": [
      "Packtasche",
      "Packtaschen",
      "Lenkertasche",
      "Lenkertaschen",
      "Rahmentasche",
      "Rahmentaschen",
      "Oberrohrtasche",
      "Oberrohrtaschen",
      "Satteltasche",
      "Satteltaschen",
      "Gepäckträgertasche",
      "Gepäckträgertaschen",
      "Bikepacking-Tasche",
      "Bikepacking-Taschen"
    ],
    "collection": "Fahrradtaschen",
    "titles": [
      "Wasserdichte Fahrradtasche",
      "Rolltop-Fahrradtasche",
      "Bikepacking-Tasche",
      "Pendler-Fahrradtasche",
      "Kompakte Satteltasche",
      "Reise-Packtasche",
      "Fahrradtasche mit Schnellverschluss",
      "Reflektierende Fahrradtasche",
      "Erweiterbare Fahrradtasche"
    ]
  },
  "cycling-jersey": {
    "one": "Radtrikot",
    "many": "Radtrikots",
    "nouns": [
      "Fahrradtrikot",
      "Fahrradtrikots",
      "Trikot",
      "Trikots",
      "Trägerhose",
      "Trägerhosen",
      "Radhose",
      "Radhosen",
      "Radbekleidung"
    ],
    "collection": "Radbekleidung",
    "titles": [
      "Leichtes Radtrikot",
      "Aero-Radtrikot",
      "Thermo-Radtrikot",
      "Merino-Radtrikot",
      "Race-Radtrikot",
      "Vereins-Radtrikot",
      "Klassisches Radtrikot",
      "Langarm-Radtrikot",
      "Sommer-Radtrikot",
      "Endurance-Radtrikot"
    ]
  },
  "running-vest": {
    "one": "Laufweste",
    "many": "Laufwesten",
    "nouns": [
      "Trinkweste",
      "Trinkwesten",
      "Trinkrucksack",
      "Trinkrucksäcke",
      "Trailweste",
      "Trailwesten"
    ],
    "collection": "Laufwesten",
    "titles": [
      "Trail-Laufweste",
      "Wettkampf-Laufweste",
      "Ultraleichte Laufweste",
      "Laufweste für Ultraläufe",
      "Minimalistische Laufweste",
      "Laufweste für lange Touren",
      "Marathon-Laufweste",
      "Berg-Laufweste"
    ]
  },
  "running-belt": {
    "one": "Laufgürtel",
    "many": "Laufgürtel",
    "nouns": [
      "Hüftgurt",
      "Hüftgurte",
      "Startnummernband",
      "Startnummernbänder",
      "Handygürtel"
    ],
    "collection": "Laufgürtel",
    "titles": [
      "Schmaler Laufgürtel",
      "Wettkampf-Laufgürtel",
      "Trail-Laufgürtel",
      "Reflektierender Laufgürtel",
      "Verrutschfester Laufgürtel",
      "Dehnbarer Laufgürtel",
      "Minimalistischer Laufgürtel",
      "Marathon-Laufgürtel"
    ]
  },
  "sports-nutrition": {
    "one": "Energiegel",
    "many": "Energiegels",
    "nouns": [
      "Gel",
      "Gels",
      "Energy Gel",
      "Energy Gels",
      "Energy Chews",
      "Elektrolyttablette",
      "Elektrolyttabletten",
      "Getränkepulver",
      "Sportgetränk",
      "Sportgetränke",
      "Iso-Getränk"
    ],
    "collection": "Sporternährung",
    "titles": [
      "Energiegel mit Koffein",
      "Gesalzenes Energiegel",
      "Isotonisches Energiegel",
      "Natürliches Energiegel",
      "Energiegel für den Wettkampftag",
      "Dual-Carb-Energiegel",
      "Ausdauer-Energiegel",
      "Leichtes Energiegel",
      "Natriumreiches Elektrolytgetränk"
    ]
  },
  "surfboard": {
    "one": "Surfbrett",
    "many": "Surfbretter",
    "nouns": [
      "Surfboard",
      "Surfboards",
      "Shortboard",
      "Shortboards",
      "Longboard-Surfbrett",
      "Softboard",
      "Softboards",
      "Softtop",
      "Funboard",
      "Funboards",
      "Midlength",
      "Fish-Surfbrett"
    ],
    "collection": "Surfbretter",
    "titles": [
      "Softtop-Surfbrett",
      "Midlength-Surfbrett",
      "Performance-Surfbrett",
      "Step-up-Surfbrett",
      "Groveler-Surfbrett",
      "Twin-Fin-Surfbrett",
      "Handgeshaptes Surfbrett",
      "Epoxy-Surfbrett",
      "Retro-Surfbrett",
      "Einsteiger-Surfbrett"
    ]
  },
  "wetsuit": {
    "one": "Neoprenanzug",
    "many": "Neoprenanzüge",
    "nouns": [
      "Neo",
      "Neos",
      "Wetsuit",
      "Wetsuits",
      "Shorty",
      "Shortys",
      "Springsuit",
      "Fullsuit",
      "Neoprenoberteil",
      "Neoprenoberteile"
    ],
    "collection": "Neoprenanzüge",
    "titles": [
      "Neoprenanzug mit Brustreißverschluss",
      "Neoprenanzug mit Rückenreißverschluss",
      "Neoprenanzug ohne Reißverschluss",
      "Winter-Neoprenanzug",
      "Sommer-Neoprenanzug",
      "Neoprenanzug mit Kapuze",
      "Langarm-Shorty",
      "Thermo-Neoprenanzug",
      "Neoprenanzug aus Limestone-Neopren",
      "Performance-Neoprenanzug"
    ]
  },
  "surf-wax": {
    "one": "Surfwachs",
    "many": "Surfwachse",
    "nouns": [
      "Boardwachs",
      "Basecoat",
      "Basecoat-Wachs",
      "Wachskamm",
      "Wachskämme"
    ],
    "collection": "Surfwachs",
    "titles": [
      "Surfwachs für kaltes Wasser",
      "Surfwachs für warmes Wasser",
      "Tropisches Surfwachs",
      "Basecoat-Surfwachs",
      "Bio-Surfwachs",
      "Kokos-Surfwachs",
      "Extra klebriges Surfwachs",
      "Ganzjahres-Surfwachs"
    ]
  },
  "surf-leash": {
    "one": "Surf-Leash",
    "many": "Surf-Leashes",
    "nouns": [
      "Leash",
      "Leashes",
      "Surfboard-Leash",
      "Leash-Schnur"
    ],
    "collection": "Leashes",
    "titles": [
      "Wettkampf-Leash",
      "Standard-Leash",
      "Big-Wave-Leash",
      "Knie-Leash",
      "Waden-Leash",
      "Pro-Leash",
      "Leash für jeden Tag",
      "Leash mit Doppelwirbel"
    ]
  },
  "surf-fin": {
    "one": "Finne",
    "many": "Finnen",
    "nouns": [
      "Surffinne",
      "Surffinnen",
      "Finnenset",
      "Finnensets",
      "Thruster-Set",
      "Quad-Set",
      "Twin-Finnen",
      "Keel-Finnen",
      "Longboard-Finne",
      "Mittelfinne"
    ],
    "collection": "Finnen",
    "titles": [
      "Thruster-Finnenset",
      "Twin-Finnen",
      "Quad-Finnenset",
      "Keel-Finnen",
      "Glasfaser-Finnen",
      "Honeycomb-Finnen",
      "Performance-Finnen",
      "Carbon-Finnen",
      "Flex-Finnen",
      "Single-Finne"
    ]
  },
  "surf-poncho": {
    "one": "Surfponcho",
    "many": "Surfponchos",
    "nouns": [
      "Umziehponcho",
      "Umziehponchos",
      "Umziehmantel",
      "Umziehmäntel",
      "Badeponcho",
      "Badeponchos",
      "Handtuchponcho",
      "Handtuchponchos"
    ],
    "collection": "Ponchos",
    "titles": [
      "Surfponcho mit Kapuze",
      "Frottee-Surfponcho",
      "Surfponcho mit Teddyfutter",
      "Wasserdichter Umziehmantel",
      "Schnelltrocknender Surfponcho",
      "Oversize-Surfponcho",
      "Surfponcho für Kinder",
      "Verstaubarer Surfponcho",
      "Klassischer Surfponcho"
    ]
  },
  "skateboard": {
    "one": "Skateboard",
    "many": "Skateboards",
    "nouns": [
      "Komplettboard",
      "Komplettboards",
      "Komplett-Skateboard",
      "Cruiser",
      "Cruiserboard",
      "Cruiserboards",
      "Longboard",
      "Longboards",
      "Pennyboard",
      "Pennyboards",
      "Mini-Cruiser",
      "Surfskate",
      "Surfskates",
      "Board",
      "Boards"
    ],
    "collection": "Skateboards",
    "titles": [
      "Street-Skateboard",
      "Cruiser-Skateboard",
      "Pool-Skateboard",
      "Einsteiger-Skateboard",
      "Drop-Through-Longboard",
      "Kinder-Skateboard",
      "Pro-Skateboard",
      "Park-Skateboard",
      "Carving-Longboard",
      "Old-School-Skateboard"
    ]
  },
  "skate-deck": {
    "one": "Skateboard-Deck",
    "many": "Skateboard-Decks",
    "nouns": [
      "Deck",
      "Decks",
      "Blank Deck",
      "Blank Decks",
      "Cruiser-Deck",
      "Cruiser-Decks",
      "Pro-Deck",
      "Pro-Decks"
    ],
    "collection": "Decks",
    "titles": [
      "Pro-Model-Deck",
      "Team-Deck",
      "Shaped Deck",
      "Blank Deck",
      "Popsicle-Deck",
      "Deck aus der Artist Series",
      "Reissue-Deck",
      "Old-School-Deck",
      "Twin-Tip-Deck",
      "Von Hand siebbedrucktes Deck"
    ]
  },
  "skateboard-truck": {
    "one": "Skateboard-Achse",
    "many": "Skateboard-Achsen",
    "nouns": [
      "Achse",
      "Achsen",
      "Truck",
      "Trucks",
      "Hollow-Achse",
      "Hollow-Achsen"
    ],
    "collection": "Achsen",
    "titles": [
      "Hollow-Achse",
      "Standard-Achse",
      "Titan-Achse",
      "Low-Achse",
      "High-Achse",
      "Geschmiedete Achse",
      "Leichte Achse",
      "Klassische Achse"
    ]
  },
  "skateboard-wheel": {
    "one": "Skateboard-Rolle",
    "many": "Skateboard-Rollen",
    "nouns": [
      "Rolle",
      "Rollen",
      "Wheels",
      "Cruiser-Rollen",
      "Longboard-Rollen"
    ],
    "collection": "Rollen",
    "titles": [
      "Street-Rollen",
      "Park-Rollen",
      "Weiche Rollen",
      "Cruiser-Rollen",
      "Konische Rollen",
      "Radiale Rollen",
      "Formula-Rollen",
      "Klassische Rollen",
      "Pro-Rollen"
    ]
  },
  "skate-bearing": {
    "one": "Kugellager",
    "many": "Kugellager",
    "nouns": [
      "Skateboard-Kugellager",
      "Speed-Kugellager"
    ],
    "collection": "Kugellager",
    "titles": [
      "Keramik-Kugellager",
      "Präzisions-Kugellager",
      "Kugellager mit integriertem Spacer",
      "Stahl-Kugellager",
      "Speed-Kugellager",
      "Pro-Kugellager",
      "Klassische Kugellager",
      "Rostbeständige Kugellager"
    ]
  },
  "grip-tape": {
    "one": "Griptape",
    "many": "Griptapes",
    "nouns": [
      "Grip",
      "Griptape-Bogen",
      "Griptape-Bögen"
    ],
    "collection": "Griptape",
    "titles": [
      "Grobes Griptape",
      "Perforiertes Griptape",
      "Transparentes Griptape",
      "Bedrucktes Griptape",
      "Klassisches Griptape",
      "Blasenfreies Griptape",
      "Pro-Griptape",
      "Zugeschnittenes Griptape"
    ]
  },
  "tent": {
    "one": "Zelt",
    "many": "Zelte",
    "nouns": [
      "Campingzelt",
      "Campingzelte",
      "Trekkingzelt",
      "Trekkingzelte",
      "Ultraleichtzelt",
      "Ultraleichtzelte",
      "Familienzelt",
      "Familienzelte",
      "Kuppelzelt",
      "Kuppelzelte",
      "Tunnelzelt",
      "Tunnelzelte",
      "Unterstand",
      "Tarp",
      "Tarps",
      "Biwaksack",
      "Biwaksäcke"
    ],
    "collection": "Zelte",
    "titles": [
      "Trekkingzelt",
      "Ultraleichtzelt",
      "Freistehendes Zelt",
      "Trekkingstock-Zelt",
      "Familienzelt",
      "4-Jahreszeiten-Zelt",
      "Kuppelzelt",
      "Tunnelzelt",
      "Zelt fürs Autocamping",
      "Bikepacking-Zelt"
    ]
  },
  "sleeping-bag": {
    "one": "Schlafsack",
    "many": "Schlafsäcke",
    "nouns": [
      "Daunenschlafsack",
      "Daunenschlafsäcke",
      "Kunstfaserschlafsack",
      "Mumienschlafsack",
      "Deckenschlafsack",
      "Camping-Quilt",
      "Camping-Quilts",
      "Trekking-Quilt",
      "Trekking-Quilts"
    ],
    "collection": "Schlafsäcke",
    "titles": [
      "Daunenschlafsack",
      "Kunstfaserschlafsack",
      "Mumienschlafsack",
      "Ultraleichter Schlafsack",
      "3-Jahreszeiten-Schlafsack",
      "Deckenschlafsack",
      "Kinderschlafsack",
      "Winterschlafsack",
      "Trekking-Schlafsack",
      "Camping-Schlafsack"
    ]
  },
  "sleeping-pad": {
    "one": "Isomatte",
    "many": "Isomatten",
    "nouns": [
      "Schlafmatte",
      "Schlafmatten",
      "Campingmatte",
      "Campingmatten",
      "Thermomatte",
      "Thermomatten",
      "Luftmatratze",
      "Luftmatratzen",
      "selbstaufblasende Matte",
      "selbstaufblasende Matten",
      "Schaumstoff-Isomatte",
      "Campingmatratze"
    ],
    "collection": "Isomatten",
    "titles": [
      "Isomatte mit hohem R-Wert",
      "Aufblasbare Isomatte",
      "Schaumstoff-Isomatte",
      "Selbstaufblasende Isomatte",
      "Ultraleichte Isomatte",
      "Breite Isomatte",
      "4-Jahreszeiten-Isomatte",
      "Isomatte fürs Autocamping",
      "Trekking-Isomatte"
    ]
  },
  "camping-stove": {
    "one": "Campingkocher",
    "many": "Campingkocher",
    "nouns": [
      "Gaskocher",
      "Trekkingkocher",
      "Kartuschenkocher",
      "Outdoorkocher",
      "Kochersystem",
      "Kochersysteme",
      "Zweiflammenkocher"
    ],
    "collection": "Kocher",
    "titles": [
      "Trekkingkocher",
      "Zweiflammiger Campingkocher",
      "Ultraleichter Campingkocher",
      "Integriertes Kochersystem",
      "Kompakter Campingkocher",
      "Windgeschützter Campingkocher",
      "Titan-Campingkocher",
      "Basislager-Kocher",
      "Faltbarer Campingkocher"
    ]
  },
  "headlamp": {
    "one": "Stirnlampe",
    "many": "Stirnlampen",
    "nouns": [
      "Kopflampe",
      "Kopflampen",
      "Taschenlampe",
      "Taschenlampen"
    ],
    "collection": "Stirn- und Taschenlampen",
    "titles": [
      "Akku-Stirnlampe",
      "Ultraleichte Stirnlampe",
      "Wasserdichte Stirnlampe",
      "Trail-Stirnlampe",
      "Kompakte Stirnlampe",
      "Stirnlampe für jeden Tag",
      "Helle Stirnlampe",
      "Profi-Stirnlampe",
      "Outdoor-Stirnlampe"
    ]
  },
  "camp-cookware": {
    "one": "Kochset",
    "many": "Kochsets",
    "nouns": [
      "Campinggeschirr",
      "Outdoor-Kochgeschirr",
      "Campingtopf",
      "Campingtöpfe",
      "Campingpfanne",
      "Campingpfannen",
      "Campingkessel",
      "Campingtasse",
      "Campingtassen",
      "Campingbecher",
      "Titantopf",
      "Titantöpfe",
      "Feldgeschirr"
    ],
    "collection": "Campingküche",
    "titles": [
      "Titan-Kochset",
      "Stapelbares Kochset",
      "Emaille-Campinggeschirr",
      "Ultraleichtes Kochset",
      "Hartanodisiertes Kochset",
      "Familien-Kochset",
      "Trekking-Kochset",
      "Edelstahl-Kochset",
      "Kompaktes Kochset",
      "Solo-Kochset"
    ]
  },
  "water-filter": {
    "one": "Wasserfilter",
    "many": "Wasserfilter",
    "nouns": [
      "Wasserentkeimer",
      "Filterflasche",
      "Filterflaschen",
      "Squeeze-Filter",
      "Schwerkraftfilter",
      "Trekking-Wasserfilter",
      "Trinkhalmfilter"
    ],
    "collection": "Wasserfilter",
    "titles": [
      "Squeeze-Wasserfilter",
      "Schwerkraft-Wasserfilter",
      "Ultraleichter Wasserfilter",
      "Trekking-Wasserfilter",
      "Trinkhalm-Wasserfilter",
      "Pump-Wasserfilter",
      "Kompakter Wasserfilter",
      "Inline-Wasserfilter",
      "Reise-Wasserfilter"
    ]
  },
  "fishing-rod": {
    "one": "Angelrute",
    "many": "Angelruten",
    "nouns": [
      "Rute",
      "Ruten",
      "Angel",
      "Angeln",
      "Fliegenrute",
      "Fliegenruten",
      "Spinnrute",
      "Spinnruten",
      "Baitcastrute",
      "Teleskoprute",
      "Teleskopruten",
      "Rutenset",
      "Spinn-Kombo"
    ],
    "collection": "Ruten",
    "titles": [
      "Spinnrute",
      "Baitcastrute",
      "Fliegenrute",
      "Reiserute",
      "Ultraleichte Spinnrute",
      "Graphit-Angelrute",
      "Teleskop-Angelrute",
      "Forellenrute",
      "Barschrute",
      "Brandungsrute"
    ]
  },
  "fishing-reel": {
    "one": "Angelrolle",
    "many": "Angelrollen",
    "nouns": [
      "Stationärrolle",
      "Stationärrollen",
      "Baitcaster",
      "Baitcastrolle",
      "Multirolle",
      "Multirollen",
      "Fliegenrolle",
      "Fliegenrollen"
    ],
    "collection": "Angelrollen",
    "titles": [
      "Stationärrolle",
      "Baitcastrolle",
      "Fliegenrolle",
      "Salzwasser-Angelrolle",
      "Ultraleichte Stationärrolle",
      "Flache Baitcastrolle",
      "Abgedichtete Angelrolle",
      "Large-Arbor-Fliegenrolle",
      "Forellenrolle"
    ]
  },
  "fishing-lure": {
    "one": "Kunstköder",
    "many": "Kunstköder",
    "nouns": [
      "Köder",
      "Wobbler",
      "Crankbait",
      "Crankbaits",
      "Jerkbait",
      "Jerkbaits",
      "Oberflächenköder",
      "Spinnerbait",
      "Spinnerbaits",
      "Swimbait",
      "Swimbaits",
      "Gummiköder",
      "Gummifisch",
      "Gummifische",
      "Jig",
      "Jigs",
      "Blinker",
      "Spinner"
    ],
    "collection": "Kunstköder",
    "titles": [
      "Oberflächenköder",
      "Flachlaufender Wobbler",
      "Tieflaufender Wobbler",
      "Schwebender Wobbler",
      "Krautsicherer Köder",
      "Gummifisch mit Schaufelschwanz",
      "Mehrteiliger Wobbler",
      "Wobbler mit Rassel",
      "Inline-Spinner",
      "Finesse-Köder"
    ]
  },
  "fishing-fly": {
    "one": "Angelfliege",
    "many": "Angelfliegen",
    "nouns": [
      "Kunstfliege",
      "Kunstfliegen",
      "Trockenfliege",
      "Trockenfliegen",
      "Nassfliege",
      "Nassfliegen",
      "Nymphe",
      "Nymphen",
      "Forellenfliege",
      "Forellenfliegen",
      "Fliegensortiment"
    ],
    "collection": "Angelfliegen",
    "titles": [
      "Trockenfliege",
      "Goldkopfnymphe",
      "Parachute-Fliege",
      "Emerger-Fliege",
      "Fliege mit Schonhaken",
      "Tungsten-Nymphe",
      "Handgebundene Angelfliege",
      "Köcherfliege",
      "Heuschrecken-Fliege",
      "Zuckmücken-Fliege"
    ]
  },
  "fishing-line": {
    "one": "Angelschnur",
    "many": "Angelschnüre",
    "nouns": [
      "Schnur",
      "Schnüre",
      "geflochtene Schnur",
      "geflochtene Schnüre",
      "monofile Schnur",
      "Monofile",
      "Fluorocarbon",
      "Vorfach",
      "Vorfächer",
      "Vorfachmaterial",
      "Fliegenschnur",
      "Fliegenschnüre"
    ],
    "collection": "Angelschnüre",
    "titles": [
      "Geflochtene Angelschnur",
      "Fluorocarbon-Schnur",
      "Monofile Angelschnur",
      "Low-Vis-Angelschnur",
      "Sinkende Fliegenschnur",
      "Schwimmende Fliegenschnur",
      "Verjüngtes Vorfach",
      "Abriebfeste Angelschnur",
      "Salzwasser-Angelschnur",
      "Ultradünne Angelschnur"
    ]
  },
  "tackle-box": {
    "one": "Angelbox",
    "many": "Angelboxen",
    "nouns": [
      "Tacklebox",
      "Köderbox",
      "Köderboxen",
      "Angelkoffer",
      "Angeltasche",
      "Angeltaschen",
      "Fliegendose",
      "Fliegendosen",
      "Angelrucksack",
      "Angelrucksäcke"
    ],
    "collection": "Angelboxen und Taschen",
    "titles": [
      "Wasserdichte Angelbox",
      "Angelbox mit verstellbaren Fächern",
      "Angeltasche zum Umhängen",
      "Stapelbare Köderbox",
      "Magnetische Fliegendose",
      "Kompakte Angelbox",
      "Kajak-Angelbox",
      "Hartschalen-Angelkoffer",
      "Schmale Köderbox"
    ]
  },
  "fishing-hook": {
    "one": "Angelhaken",
    "many": "Angelhaken",
    "nouns": [
      "Haken",
      "Kreishaken",
      "Circle Hook",
      "Drillingshaken",
      "Wurmhaken",
      "Kleinteile",
      "Angelzubehör",
      "Blei",
      "Bleie",
      "Klemmblei",
      "Wirbel"
    ],
    "collection": "Haken und Kleinteile",
    "titles": [
      "Kreishaken",
      "Offset-Haken",
      "Octopus-Haken",
      "Wide-Gap-Haken",
      "Schonhaken",
      "Beschwerter Haken",
      "Köderfischhaken",
      "Drop-Shot-Haken",
      "Geschmiedeter Haken"
    ]
  },
  "golf-ball": {
    "one": "Golfball",
    "many": "Golfbälle",
    "nouns": [
      "Übungsball",
      "Übungsbälle",
      "Trainingsball",
      "Trainingsbälle"
    ],
    "collection": "Golfbälle",
    "titles": [
      "Tour-Golfball",
      "Weicher Golfball",
      "Distanz-Golfball",
      "Urethan-Golfball",
      "Zweiteiliger Golfball",
      "Dreiteiliger Golfball",
      "Übungsgolfball",
      "Golfball mit niedriger Kompression",
      "Matter Golfball",
      "Recycelter Golfball"
    ]
  },
  "golf-club": {
    "one": "Golfschläger",
    "many": "Golfschläger",
    "nouns": [
      "Driver",
      "Putter",
      "Eisensatz",
      "Eisensätze",
      "Golfeisen",
      "Wedge",
      "Wedges",
      "Sand Wedge",
      "Lob Wedge",
      "Fairwayholz",
      "Fairwayhölzer",
      "Hybrid",
      "Hybrids",
      "Schlägersatz",
      "Golfset",
      "Golfsets"
    ],
    "collection": "Golfschläger",
    "titles": [
      "Geschmiedete Eisen",
      "Cavity-Back-Eisen",
      "Blade-Eisen",
      "Game-Improvement-Eisen",
      "Verstellbarer Driver",
      "Tour-Golfschläger",
      "Players-Eisen",
      "Oversize-Driver",
      "Einsteiger-Golfset",
      "Klassischer Putter"
    ]
  },
  "golf-glove": {
    "one": "Golfhandschuh",
    "many": "Golfhandschuhe",
    "nouns": [],
    "collection": "Golfhandschuhe",
    "titles": [
      "Golfhandschuh aus Cabretta-Leder",
      "Allwetter-Golfhandschuh",
      "Regen-Golfhandschuh",
      "Tour-Golfhandschuh",
      "Cadet-Golfhandschuh",
      "Synthetik-Golfhandschuh",
      "Perforierter Golfhandschuh",
      "Premium-Golfhandschuh",
      "Winter-Golfhandschuh"
    ]
  },
  "golf-bag": {
    "one": "Golfbag",
    "many": "Golfbags",
    "nouns": [
      "Golftasche",
      "Golftaschen",
      "Standbag",
      "Standbags",
      "Cartbag",
      "Cartbags",
      "Pencil Bag",
      "Sunday Bag",
      "Golf-Reisetasche",
      "Travelcover"
    ],
    "collection": "Golfbags",
    "titles": [
      "Standbag",
      "Cartbag",
      "Leichtes Golfbag",
      "Wasserdichtes Golfbag",
      "Tour-Golfbag",
      "Sunday Bag",
      "Pencil Bag",
      "Golf-Reisetasche",
      "Hybrid-Golfbag"
    ]
  },
  "golf-tee": {
    "one": "Golftee",
    "many": "Golftees",
    "nouns": [],
    "collection": "Golftees",
    "titles": [
      "Bambus-Golftees",
      "Holz-Golftees",
      "Stufen-Golftees",
      "Reibungsfreie Golftees",
      "Castle-Golftees",
      "Lange Golftees",
      "Kurze Golftees",
      "Bürsten-Golftees",
      "Hartholz-Golftees"
    ]
  },
  "headcover": {
    "one": "Schlägerhaube",
    "many": "Schlägerhauben",
    "nouns": [
      "Headcover",
      "Headcovers",
      "Driverhaube",
      "Driverhauben",
      "Putterhaube",
      "Putterhauben",
      "Schlägerschutz"
    ],
    "collection": "Schlägerhauben",
    "titles": [
      "Gestrickte Schlägerhaube",
      "Leder-Schlägerhaube",
      "Schlägerhaube mit Bommel",
      "Vintage-Schlägerhaube",
      "Magnetische Putterhaube",
      "Gesteppte Schlägerhaube",
      "Schlägerhaube aus Wachscanvas",
      "Retro-Schlägerhaube",
      "Bestickte Schlägerhaube"
    ]
  }
}
