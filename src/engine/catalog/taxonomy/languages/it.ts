// The taxonomy's kinds of product in it: the words its merchants use and the titles its shops give
// (written by a translator from products/*.ts; languages/types.ts says what each field is).
import type { ProductWords } from './types'

export const IT_PRODUCT_WORDS: ProductWords = {
  "dress": {
    "one": "abito",
    "many": "abiti",
    "nouns": [
      "vestito",
      "vestiti",
      "prendisole",
      "abito estivo",
      "abiti estivi",
      "abito lungo",
      "abiti lunghi",
      "abito midi",
      "abiti midi",
      "miniabito",
      "miniabiti",
      "slip dress",
      "abito sottoveste",
      "abiti sottoveste",
      "abito a portafoglio",
      "abiti a portafoglio",
      "abito chemisier",
      "abiti chemisier",
      "vestito da giorno",
      "vestiti da giorno"
    ],
    "collection": "Abiti",
    "titles": [
      "Abito a portafoglio",
      "Abito in lino",
      "Abito a balze",
      "Abito con punto smock",
      "Abito tagliato in sbieco",
      "Abito in popeline",
      "Abito con maniche a sbuffo",
      "Abito a colonna",
      "Abito con scollo all'americana",
      "Abito midi rétro a fiori"
    ]
  },
  "gown": {
    "one": "abito da cerimonia",
    "many": "abiti da cerimonia",
    "nouns": [
      "abito da sposa",
      "abiti da sposa",
      "abito nuziale",
      "abiti nuziali",
      "abito da sera",
      "abiti da sera",
      "abito lungo da sera",
      "abiti lunghi da sera",
      "abito da ballo",
      "abiti da ballo",
      "abito da damigella",
      "abiti da damigella",
      "abito da cocktail",
      "abiti da cocktail"
    ],
    "collection": "Abiti da cerimonia",
    "titles": [
      "Abito da sera a linea A",
      "Abito da sposa a sirena",
      "Abito da sera a tubino",
      "Abito da cerimonia stile impero",
      "Abito da sera con spalle scoperte",
      "Abito da sposa in pizzo",
      "Abito da sera in raso",
      "Abito da cerimonia in crêpe",
      "Abito da sera con schiena scoperta",
      "Abito da sposa in tulle"
    ]
  },
  "blouse": {
    "one": "camicetta",
    "many": "camicette",
    "nouns": [
      "blusa",
      "bluse",
      "top",
      "top smanicato",
      "top smanicati",
      "blusa stile contadina",
      "bluse stile contadina",
      "tunica",
      "tuniche"
    ],
    "collection": "Camicette e top",
    "titles": [
      "Camicetta in seta",
      "Camicetta con fiocco al collo",
      "Camicetta con volant",
      "Blusa romantica a maniche ampie",
      "Camicetta a portafoglio",
      "Camicetta smanicata",
      "Camicetta ricamata",
      "Camicetta corta",
      "Camicetta con nervature"
    ]
  },
  "skirt": {
    "one": "gonna",
    "many": "gonne",
    "nouns": [
      "minigonna",
      "minigonne",
      "gonna midi",
      "gonne midi",
      "gonna lunga",
      "gonne lunghe",
      "gonna plissettata",
      "gonne plissettate",
      "gonna a tubino",
      "gonne a tubino",
      "gonna pantaloncino",
      "gonne pantaloncino",
      "skort"
    ],
    "collection": "Gonne",
    "titles": [
      "Gonna plissettata",
      "Gonna stile sottoveste",
      "Gonna a trapezio",
      "Gonna a tubino",
      "Gonna di jeans",
      "Gonna a portafoglio",
      "Gonna a balze",
      "Gonna in raso",
      "Gonna in lana"
    ]
  },
  "jeans": {
    "one": "jeans",
    "many": "jeans",
    "nouns": [
      "denim",
      "denim grezzo",
      "denim cimosato",
      "jeans selvedge",
      "mom jeans",
      "boyfriend jeans",
      "jeans a vita alta",
      "jeans skinny"
    ],
    "collection": "Jeans",
    "titles": [
      "Jeans dritti",
      "Jeans slim",
      "Jeans affusolati",
      "Jeans a gamba larga",
      "Jeans bootcut",
      "Jeans relaxed fit",
      "Jeans a vita alta",
      "Jeans in denim cimosato",
      "Jeans a botte"
    ]
  },
  "trousers": {
    "one": "pantalone",
    "many": "pantaloni",
    "nouns": [
      "chino",
      "chinos",
      "pantaloni chino",
      "pantalone cargo",
      "pantaloni cargo",
      "cargo",
      "pantalone a gamba larga",
      "pantaloni a gamba larga",
      "pantaloni di velluto",
      "pantaloni culotte",
      "pantaloni in lino",
      "pantalone elegante",
      "pantaloni eleganti"
    ],
    "collection": "Pantaloni",
    "titles": [
      "Pantaloni con pinces",
      "Pantaloni a gamba larga",
      "Pantaloni sartoriali",
      "Pantaloni alla caviglia",
      "Pantaloni con coulisse",
      "Pantaloni utility",
      "Pantaloni senza pinces",
      "Pantaloni carpenter",
      "Pantaloni affusolati"
    ]
  },
  "shorts": {
    "one": "shorts",
    "many": "shorts",
    "nouns": [
      "pantaloncini",
      "pantaloncino",
      "bermuda",
      "bermuda chino",
      "shorts di jeans",
      "shorts cargo",
      "bermuda cargo",
      "shorts in lino",
      "shorts sfrangiati"
    ],
    "collection": "Shorts e bermuda",
    "titles": [
      "Shorts con pinces",
      "Shorts di jeans sfrangiati",
      "Shorts comodi",
      "Shorts utility",
      "Shorts con coulisse",
      "Bermuda sartoriali",
      "Shorts stile outdoor",
      "Shorts baggy"
    ]
  },
  "shirt": {
    "one": "camicia",
    "many": "camicie",
    "nouns": [
      "camicia button-down",
      "camicie button-down",
      "camicia oxford",
      "camicie oxford",
      "camicia elegante",
      "camicie eleganti",
      "camicia di flanella",
      "camicie di flanella",
      "camicia in lino",
      "camicie in lino",
      "overshirt",
      "sovracamicia",
      "sovracamicie",
      "camicia con collo cubano",
      "camicie con collo cubano"
    ],
    "collection": "Camicie",
    "titles": [
      "Camicia Oxford",
      "Camicia in popeline",
      "Camicia in chambray",
      "Camicia con collo cubano",
      "Camicia western",
      "Camicia da lavoro",
      "Camicia con mezza abbottonatura",
      "Camicia con collo alla coreana",
      "Camicia in seersucker"
    ]
  },
  "polo-shirt": {
    "one": "polo",
    "many": "polo",
    "nouns": [
      "henley",
      "maglia henley",
      "maglie henley",
      "polo da rugby",
      "maglia da rugby",
      "maglie da rugby",
      "polo in maglia"
    ],
    "collection": "Polo e henley",
    "titles": [
      "Polo in piqué",
      "Polo in maglia",
      "Polo a maniche lunghe",
      "Polo in spugna",
      "Polo in jersey",
      "Polo a righe",
      "Polo classica",
      "Polo a coste"
    ]
  },
  "t-shirt": {
    "one": "t-shirt",
    "many": "t-shirt",
    "nouns": [
      "maglietta",
      "magliette",
      "t-shirt con stampa",
      "t-shirt grafica",
      "t-shirt grafiche",
      "t-shirt con taschino",
      "t-shirt a maniche lunghe",
      "canotta",
      "canotte",
      "crop top",
      "top corto",
      "top corti"
    ],
    "collection": "T-shirt",
    "titles": [
      "T-shirt in cotone pesante",
      "T-shirt boxy",
      "T-shirt oversize",
      "T-shirt basic",
      "T-shirt con taschino",
      "T-shirt tinta in capo",
      "T-shirt in jersey fiammato",
      "T-shirt ringer con bordi a contrasto",
      "T-shirt relaxed fit",
      "T-shirt in cotone biologico"
    ]
  },
  "hoodie": {
    "one": "felpa con cappuccio",
    "many": "felpe con cappuccio",
    "nouns": [
      "hoodie",
      "felpa con zip e cappuccio",
      "felpe con zip e cappuccio",
      "felpa hoodie",
      "felpe hoodie"
    ],
    "collection": "Felpe con cappuccio",
    "titles": [
      "Felpa con cappuccio pesante",
      "Hoodie oversize",
      "Felpa con cappuccio boxy",
      "Felpa con cappuccio garzata",
      "Felpa con cappuccio ricamata",
      "Felpa con cappuccio effetto vintage",
      "Felpa con cappuccio e maniche raglan",
      "Hoodie cropped",
      "Hoodie basic"
    ]
  },
  "sweatshirt": {
    "one": "felpa",
    "many": "felpe",
    "nouns": [
      "felpa girocollo",
      "felpe girocollo",
      "felpa senza cappuccio",
      "felpe senza cappuccio",
      "felpa con mezza zip",
      "felpe con mezza zip",
      "felpa con zip corta",
      "felpe con zip corta"
    ],
    "collection": "Felpe",
    "titles": [
      "Felpa pesante",
      "Felpa in cotone a ricciolo",
      "Felpa vintage",
      "Felpa college",
      "Felpa con maniche raglan",
      "Felpa boxy",
      "Felpa in french terry",
      "Felpa tinta in capo"
    ]
  },
  "sweater": {
    "one": "maglione",
    "many": "maglioni",
    "nouns": [
      "pullover",
      "dolcevita",
      "maglione girocollo",
      "maglioni girocollo",
      "maglione in maglia",
      "maglione collo alto",
      "maglioni collo alto",
      "gilet in maglia",
      "maglione da pescatore",
      "maglioni da pescatore",
      "maglia di lana",
      "maglie di lana"
    ],
    "collection": "Maglioni",
    "titles": [
      "Maglione in cashmere",
      "Maglione in lana merino",
      "Maglione a trecce",
      "Maglione da pescatore",
      "Maglione in lana Shetland",
      "Maglione a coste",
      "Maglione a lupetto",
      "Maglione a maglia grossa",
      "Maglione Fair Isle",
      "Maglione in alpaca"
    ]
  },
  "cardigan": {
    "one": "cardigan",
    "many": "cardigan",
    "nouns": [
      "golf",
      "golfino",
      "golfini",
      "cardigan in maglia",
      "cardigan con collo a scialle"
    ],
    "collection": "Cardigan",
    "titles": [
      "Cardigan in cashmere",
      "Cardigan in lana merino",
      "Cardigan in mohair",
      "Cardigan con collo a scialle",
      "Cardigan corto",
      "Cardigan lungo",
      "Cardigan a trecce",
      "Cardigan boxy",
      "Cardigan in maglia fine"
    ]
  },
  "jacket": {
    "one": "giacca",
    "many": "giacche",
    "nouns": [
      "giubbotto",
      "giubbotti",
      "giubbino",
      "giubbini",
      "giacca di jeans",
      "giacche di jeans",
      "giubbotto di jeans",
      "bomber",
      "giacca di pelle",
      "giacche di pelle",
      "giubbotto di pelle",
      "chiodo",
      "chiodi",
      "giacca workwear",
      "giacca field",
      "giacca trucker",
      "giacca della tuta",
      "giacca in pile",
      "giacche in pile",
      "giacca college",
      "giacca harrington"
    ],
    "collection": "Giacche e giubbotti",
    "titles": [
      "Giacca workwear in tela",
      "Giubbotto trucker",
      "Giubbotto bomber",
      "Chiodo in pelle",
      "Giacca in camoscio",
      "Giacca trapuntata",
      "Giacca cerata",
      "Giacca utility",
      "Giacca corta",
      "Giacca coach"
    ]
  },
  "blazer": {
    "one": "blazer",
    "many": "blazer",
    "nouns": [
      "giacca sportiva",
      "giacche sportive",
      "giacca elegante",
      "giacche eleganti",
      "giacca spezzata",
      "giacche spezzate",
      "giacca da abito",
      "giacche da abito"
    ],
    "collection": "Blazer",
    "titles": [
      "Blazer destrutturato",
      "Blazer doppiopetto",
      "Blazer monopetto",
      "Blazer in tweed",
      "Blazer in lino",
      "Blazer in lana panama",
      "Blazer oversize",
      "Blazer in velluto a coste",
      "Blazer in lana"
    ]
  },
  "suit": {
    "one": "completo",
    "many": "completi",
    "nouns": [
      "abito da uomo",
      "abiti da uomo",
      "completo due pezzi",
      "completi due pezzi",
      "completo tre pezzi",
      "completi tre pezzi",
      "smoking",
      "gilet da abito",
      "panciotto",
      "panciotti",
      "tailleur",
      "tailleur pantalone",
      "abito sartoriale",
      "abiti sartoriali"
    ],
    "collection": "Abiti e completi",
    "titles": [
      "Abito sartoriale",
      "Abito doppiopetto",
      "Abito in flanella",
      "Abito in fresco lana",
      "Abito in lino",
      "Abito con revers a lancia",
      "Abito con revers a dente",
      "Abito da viaggio",
      "Abito in lana tre stagioni"
    ]
  },
  "coat": {
    "one": "cappotto",
    "many": "cappotti",
    "nouns": [
      "soprabito",
      "soprabiti",
      "cappotto di lana",
      "cappotti di lana",
      "trench",
      "trench coat",
      "caban",
      "cappotto corto",
      "cappotti corti",
      "montgomery",
      "cappotto invernale",
      "cappotti invernali",
      "paltò"
    ],
    "collection": "Cappotti",
    "titles": [
      "Cappotto doppiopetto",
      "Cappotto a vestaglia",
      "Cappotto Chesterfield",
      "Cappotto a uovo",
      "Cappotto Balmacaan",
      "Cappotto con cintura",
      "Cappotto lungo",
      "Cappotto in bouclé",
      "Cappotto sartoriale"
    ]
  },
  "puffer": {
    "one": "piumino",
    "many": "piumini",
    "nouns": [
      "puffer",
      "giubbotto imbottito",
      "giubbotti imbottiti",
      "piumino lungo",
      "piumini lunghi",
      "parka",
      "giacca imbottita",
      "giacche imbottite",
      "giubbotto invernale",
      "giubbotti invernali"
    ],
    "collection": "Piumini e parka",
    "titles": [
      "Piumino con cappuccio",
      "Piumino corto",
      "Piumino lungo",
      "Piumino ripiegabile",
      "Piumino boxy",
      "Parka da spedizione",
      "Piumino a camere",
      "Piumino leggero",
      "Piumino in nylon riciclato"
    ]
  },
  "rain-jacket": {
    "one": "giacca impermeabile",
    "many": "giacche impermeabili",
    "nouns": [
      "impermeabile",
      "impermeabili",
      "giacca antipioggia",
      "giacche antipioggia",
      "guscio impermeabile",
      "cerata",
      "cerate",
      "giacca a vento",
      "giacche a vento",
      "k-way",
      "antivento",
      "anorak",
      "poncho antipioggia",
      "poncho impermeabile"
    ],
    "collection": "Giacche impermeabili",
    "titles": [
      "Giacca impermeabile ripiegabile",
      "Impermeabile con cappuccio",
      "Impermeabile lungo",
      "Impermeabile in cotone cerato",
      "Impermeabile gommato",
      "Cerata da pescatore",
      "Giacca antipioggia leggera",
      "Impermeabile da città",
      "Giacca impermeabile a tre strati"
    ]
  },
  "vest": {
    "one": "gilet",
    "many": "gilet",
    "nouns": [
      "smanicato",
      "smanicati",
      "gilet imbottito",
      "gilet piumino",
      "piumino smanicato",
      "piumini smanicati",
      "gilet in pile",
      "gilet trapuntato"
    ],
    "collection": "Gilet e smanicati",
    "titles": [
      "Gilet trapuntato",
      "Gilet in piuma d'oca",
      "Gilet in pile",
      "Gilet ripiegabile",
      "Gilet utility multitasche",
      "Gilet in velluto a coste",
      "Gilet reversibile",
      "Gilet imbottito"
    ]
  },
  "jumpsuit": {
    "one": "tuta",
    "many": "tute",
    "nouns": [
      "jumpsuit",
      "tuta intera",
      "tute intere",
      "tutina corta",
      "tutine corte",
      "playsuit",
      "salopette",
      "salopette di jeans",
      "tuta da lavoro",
      "tute da lavoro",
      "boiler suit"
    ],
    "collection": "Tute e salopette",
    "titles": [
      "Tuta in lino",
      "Tuta utility",
      "Salopette di jeans",
      "Tuta a gamba larga",
      "Tuta a portafoglio",
      "Tuta con cintura",
      "Tuta in twill",
      "Salopette in velluto a coste",
      "Tuta dalla linea morbida"
    ]
  },
  "leggings": {
    "one": "leggings",
    "many": "leggings",
    "nouns": [
      "leggings da yoga",
      "pantaloni da yoga",
      "leggings sportivi",
      "leggings da palestra",
      "leggings a zampa",
      "leggings svasati",
      "fuseaux",
      "calzamaglia da running",
      "calzamaglie da running"
    ],
    "collection": "Leggings",
    "titles": [
      "Leggings a vita alta",
      "Leggings senza cuciture",
      "Leggings modellanti",
      "Leggings con tasche",
      "Leggings a coste",
      "Leggings a zampa",
      "Leggings 7/8",
      "Leggings a compressione",
      "Leggings ultra morbidi"
    ]
  },
  "sports-bra": {
    "one": "reggiseno sportivo",
    "many": "reggiseni sportivi",
    "nouns": [
      "top sportivo",
      "top sportivi",
      "bra sportivo",
      "reggiseno da running",
      "reggiseni da running",
      "reggiseno da yoga",
      "reggiseni da yoga",
      "bralette sportiva",
      "bralette sportive"
    ],
    "collection": "Reggiseni sportivi",
    "titles": [
      "Reggiseno sportivo a sostegno elevato",
      "Reggiseno sportivo lungo",
      "Reggiseno sportivo con schiena a vogatore",
      "Reggiseno sportivo con spalline incrociate",
      "Reggiseno sportivo senza cuciture",
      "Reggiseno sportivo con zip frontale",
      "Reggiseno sportivo con scollo ampio",
      "Reggiseno sportivo per tutti i giorni"
    ]
  },
  "running-shorts": {
    "one": "pantaloncino da running",
    "many": "pantaloncini da running",
    "nouns": [
      "pantaloncino da corsa",
      "pantaloncini da corsa",
      "shorts da running",
      "pantaloncini da palestra",
      "pantaloncini sportivi",
      "pantaloncini da allenamento",
      "shorts ciclista",
      "pantaloncini ciclista"
    ],
    "collection": "Pantaloncini da running",
    "titles": [
      "Pantaloncini da running con spacco laterale",
      "Pantaloncini da running foderati",
      "Pantaloncini da running 2 in 1",
      "Pantaloncini da running leggeri",
      "Pantaloncini da running con tasche",
      "Pantaloncini da gara",
      "Pantaloncini da trail",
      "Pantaloncini da allenamento"
    ]
  },
  "joggers": {
    "one": "pantalone jogger",
    "many": "pantaloni jogger",
    "nouns": [
      "jogger",
      "joggers",
      "pantalone della tuta",
      "pantaloni della tuta",
      "tuta sportiva",
      "tute sportive",
      "tuta da ginnastica",
      "tute da ginnastica",
      "pantaloni da casa"
    ],
    "collection": "Jogger e pantaloni della tuta",
    "titles": [
      "Jogger felpati",
      "Jogger affusolati",
      "Jogger dalla vestibilità comoda",
      "Jogger con polsini alla caviglia",
      "Pantaloni tuta a gamba dritta",
      "Jogger tecnici",
      "Jogger in felpa pesante",
      "Jogger da viaggio",
      "Pantaloni tuta a gamba larga"
    ]
  },
  "workout-top": {
    "one": "maglia tecnica",
    "many": "maglie tecniche",
    "nouns": [
      "maglia da allenamento",
      "maglie da allenamento",
      "maglia da running",
      "maglie da running",
      "t-shirt tecnica",
      "t-shirt da running",
      "t-shirt da allenamento",
      "canotta da allenamento",
      "canotte da allenamento",
      "top da allenamento"
    ],
    "collection": "Maglie tecniche e top",
    "titles": [
      "Maglia tecnica traspirante",
      "Maglia tecnica senza cuciture",
      "Maglia tecnica in mesh",
      "Top da allenamento corto",
      "Maglia tecnica leggera",
      "Canotta con schiena a vogatore",
      "Maglia tecnica a maniche lunghe",
      "Maglia tecnica in lana merino",
      "Maglia da running rifrangente"
    ]
  },
  "swimsuit": {
    "one": "costume intero",
    "many": "costumi interi",
    "nouns": [
      "costume da bagno",
      "costumi da bagno",
      "costume",
      "costumi",
      "tankini",
      "monokini"
    ],
    "collection": "Costumi interi",
    "titles": [
      "Costume intero con schiena scoperta",
      "Costume intero sgambato",
      "Costume intero con scollo quadrato",
      "Costume intero con scollo profondo",
      "Costume intero a coste",
      "Costume intero con cintura",
      "Costume intero con ferretto",
      "Costume intero con cut-out",
      "Costume intero classico"
    ]
  },
  "bikini": {
    "one": "bikini",
    "many": "bikini",
    "nouns": [
      "due pezzi",
      "costume due pezzi",
      "costumi due pezzi",
      "top bikini",
      "slip bikini",
      "bikini a triangolo",
      "bikini a fascia"
    ],
    "collection": "Bikini",
    "titles": [
      "Bikini a triangolo",
      "Bikini a fascia",
      "Bikini a balconcino",
      "Bikini a vita alta",
      "Bikini con laccetti laterali",
      "Bikini a coste",
      "Bikini con top a scollo ampio",
      "Bikini con ferretto",
      "Bikini brasiliano"
    ]
  },
  "swim-trunks": {
    "one": "boxer mare",
    "many": "boxer mare",
    "nouns": [
      "costume da uomo",
      "costumi da uomo",
      "pantaloncini da bagno",
      "bermuda da mare",
      "board shorts",
      "boardshort",
      "slip da mare",
      "slip da bagno",
      "costume a slip"
    ],
    "collection": "Costumi da uomo",
    "titles": [
      "Costume da bagno sartoriale",
      "Boxer mare rétro",
      "Boxer mare ad asciugatura rapida",
      "Boxer mare con stampa",
      "Boxer mare con coulisse",
      "Costume con regolatori laterali",
      "Costume volley corto",
      "Boxer mare classico"
    ]
  },
  "cover-up": {
    "one": "copricostume",
    "many": "copricostumi",
    "nouns": [
      "caftano",
      "caftani",
      "kaftan",
      "pareo",
      "parei",
      "sarong",
      "vestito da spiaggia",
      "vestiti da spiaggia",
      "camicia da spiaggia",
      "camicie da spiaggia",
      "tunica da spiaggia",
      "tuniche da spiaggia"
    ],
    "collection": "Copricostumi",
    "titles": [
      "Copricostume in garza",
      "Copricostume all'uncinetto",
      "Caftano in lino",
      "Copricostume ricamato",
      "Camicia da spiaggia annodata davanti",
      "Copricostume trasparente",
      "Pareo con frange",
      "Caftano stile resort",
      "Copricostume con nappine"
    ]
  },
  "bra": {
    "one": "reggiseno",
    "many": "reggiseni",
    "nouns": [
      "bralette",
      "balconcino",
      "reggiseno a balconcino",
      "reggiseni a balconcino",
      "push-up",
      "reggiseno push-up",
      "reggiseni push-up",
      "reggiseno senza ferretto",
      "reggiseni senza ferretto",
      "reggiseno con ferretto",
      "reggiseni con ferretto",
      "reggiseno a scollo profondo"
    ],
    "collection": "Reggiseni",
    "titles": [
      "Reggiseno in pizzo",
      "Reggiseno senza ferretto",
      "Reggiseno a balconcino",
      "Reggiseno con scollo profondo",
      "Reggiseno non imbottito",
      "Reggiseno con coppe lisce",
      "Reggiseno in seta",
      "Reggiseno longline",
      "Reggiseno a mezza coppa",
      "Reggiseno in tulle"
    ]
  },
  "underwear": {
    "one": "capo intimo",
    "many": "capi intimi",
    "nouns": [
      "intimo",
      "mutande",
      "mutanda",
      "mutandine",
      "slip",
      "perizoma",
      "perizomi",
      "culotte",
      "brasiliana",
      "brasiliane",
      "boxer",
      "boxer aderenti",
      "parigamba",
      "canottiera intima",
      "canottiere intime"
    ],
    "collection": "Intimo",
    "titles": [
      "Slip senza cuciture",
      "Slip in pizzo",
      "Slip in cotone",
      "Boxer in modal",
      "Slip a vita alta",
      "Slip sgambato",
      "Slip per tutti i giorni",
      "Slip in tulle",
      "Slip in cotone biologico"
    ]
  },
  "lingerie-set": {
    "one": "completo intimo",
    "many": "completi intimi",
    "nouns": [
      "lingerie",
      "completino intimo",
      "completini intimi",
      "body",
      "body in pizzo",
      "corsetto",
      "corsetti",
      "bustier",
      "bustino",
      "bustini",
      "camisole",
      "sottoveste",
      "sottovesti",
      "reggicalze",
      "giarrettiera",
      "giarrettiere"
    ],
    "collection": "Lingerie",
    "titles": [
      "Completo intimo in pizzo",
      "Completo intimo in seta",
      "Body in raso",
      "Completo intimo trasparente",
      "Completo intimo ricamato",
      "Completo intimo con laccetti",
      "Corsetto con stecche",
      "Completo intimo da sposa",
      "Body in tulle"
    ]
  },
  "pajamas": {
    "one": "pigiama",
    "many": "pigiami",
    "nouns": [
      "pigiama due pezzi",
      "pigiami due pezzi",
      "pigiama corto",
      "pigiami corti",
      "camicia da notte",
      "camicie da notte",
      "camicione da notte",
      "abbigliamento da notte"
    ],
    "collection": "Pigiami",
    "titles": [
      "Pigiama in seta",
      "Pigiama in flanella",
      "Pigiama in popeline di cotone",
      "Pigiama in lino",
      "Pigiama con profili a contrasto",
      "Pigiama a righe",
      "Pigiama corto",
      "Pigiama in modal",
      "Pigiama a nido d'ape"
    ]
  },
  "robe": {
    "one": "accappatoio",
    "many": "accappatoi",
    "nouns": [
      "vestaglia",
      "vestaglie",
      "kimono",
      "kimono da camera",
      "veste da camera",
      "vesti da camera",
      "accappatoio in spugna",
      "accappatoi in spugna"
    ],
    "collection": "Accappatoi e vestaglie",
    "titles": [
      "Accappatoio a nido d'ape",
      "Accappatoio in spugna",
      "Vestaglia in seta",
      "Vestaglia in lino",
      "Accappatoio con collo a scialle",
      "Accappatoio con cappuccio",
      "Kimono corto",
      "Vestaglia lunga",
      "Vestaglia trapuntata"
    ]
  },
  "onesie": {
    "one": "tutina",
    "many": "tutine",
    "nouns": [
      "body neonato",
      "body per neonati",
      "pagliaccetto",
      "pagliaccetti",
      "tutina con piedini",
      "tutine con piedini",
      "tutina per dormire",
      "tutine per dormire",
      "tutina intera"
    ],
    "collection": "Tutine e body per neonati",
    "titles": [
      "Tutina in cotone biologico",
      "Tutina a coste",
      "Tutina con zip",
      "Body con bottoncini a pressione",
      "Tutina con piedini",
      "Body con scollo a busta",
      "Body a maniche lunghe",
      "Body a maniche corte",
      "Tutina con stampa"
    ]
  },
  "sneaker": {
    "one": "sneaker",
    "many": "sneakers",
    "nouns": [
      "scarpa da ginnastica",
      "scarpe da ginnastica",
      "scarpe da tennis",
      "sneakers alte",
      "sneakers basse",
      "scarpa di tela",
      "scarpe di tela",
      "scarpe da skate",
      "slip-on"
    ],
    "collection": "Sneakers",
    "titles": [
      "Sneakers stile tennis",
      "Sneakers basse",
      "Sneakers alte",
      "Sneakers in tela",
      "Sneakers in camoscio",
      "Sneakers in pelle",
      "Sneakers rétro",
      "Sneakers chunky",
      "Sneakers minimal",
      "Sneakers platform"
    ]
  },
  "running-shoe": {
    "one": "scarpa da running",
    "many": "scarpe da running",
    "nouns": [
      "scarpa da corsa",
      "scarpe da corsa",
      "scarpa da trail",
      "scarpe da trail",
      "scarpe da trail running",
      "scarpa da gara",
      "scarpe da gara",
      "scarpe running"
    ],
    "collection": "Scarpe da running",
    "titles": [
      "Scarpa da trail running",
      "Scarpa da running su strada",
      "Scarpa da allenamento quotidiano",
      "Scarpa da running per ritmi veloci",
      "Scarpa da running stabile",
      "Scarpa con ammortizzazione massima",
      "Scarpa da running con piastra in carbonio",
      "Scarpa da running leggera",
      "Scarpa da running drop zero"
    ]
  },
  "boot": {
    "one": "stivale",
    "many": "stivali",
    "nouns": [
      "stivaletto",
      "stivaletti",
      "chelsea boot",
      "anfibio",
      "anfibi",
      "scarponcino",
      "scarponcini",
      "scarponcino da lavoro",
      "scarponcini da lavoro",
      "stivale da cowboy",
      "stivali da cowboy",
      "stivali texani",
      "stivale alto",
      "stivali alti",
      "tronchetto",
      "tronchetti",
      "stivali di gomma",
      "stivali da pioggia",
      "stivali da neve",
      "stivali invernali",
      "stivaletti stringati"
    ],
    "collection": "Stivali e stivaletti",
    "titles": [
      "Stivaletto Chelsea",
      "Stivaletto stringato",
      "Scarponcino moc toe",
      "Stivale engineer",
      "Scarponcino service in pelle",
      "Stivaletto con suola carrarmato",
      "Stivaletto con tacco",
      "Stivaletto foderato in montone",
      "Stivale harness",
      "Stivale western roper"
    ]
  },
  "sandal": {
    "one": "sandalo",
    "many": "sandali",
    "nouns": [
      "slide",
      "ciabatta da spiaggia",
      "ciabatte da spiaggia",
      "infradito",
      "espadrillas",
      "espadrilla",
      "sandalo fisherman",
      "sandali fisherman",
      "huarache",
      "sandalo alla schiava",
      "sandali alla schiava"
    ],
    "collection": "Sandali",
    "titles": [
      "Sandalo in pelle",
      "Sandalo con listini",
      "Sandalo platform",
      "Sandalo stile fisherman",
      "Sandalo con plantare anatomico",
      "Sandalo intrecciato",
      "Sandalo con suola in sughero",
      "Sandalo con cinturino posteriore",
      "Sandalo basso"
    ]
  },
  "loafer": {
    "one": "mocassino",
    "many": "mocassini",
    "nouns": [
      "loafer",
      "penny loafer",
      "scarpa da barca",
      "scarpe da barca",
      "mocassino da guida",
      "mocassini da guida",
      "mule",
      "sabot",
      "zoccolo",
      "zoccoli"
    ],
    "collection": "Mocassini",
    "titles": [
      "Mocassino penny",
      "Mocassino con morsetto",
      "Mocassino con nappine",
      "Mocassino in camoscio",
      "Mocassino chunky",
      "Mocassino con suola carrarmato",
      "Mocassino sfoderato",
      "Mocassino in pelle",
      "Mocassino slip-on"
    ]
  },
  "ballet-flat": {
    "one": "ballerina",
    "many": "ballerine",
    "nouns": [
      "mary jane",
      "ballerina mary jane",
      "ballerine mary jane",
      "ballerina con cinturino",
      "ballerine con cinturino",
      "scarpa bassa",
      "scarpe basse"
    ],
    "collection": "Ballerine",
    "titles": [
      "Ballerina in pelle",
      "Ballerina in camoscio",
      "Ballerina in vernice",
      "Ballerina a punta",
      "Ballerina a punta quadrata",
      "Ballerina in rete",
      "Ballerina con fiocco",
      "Ballerina con cinturini",
      "Ballerina trapuntata"
    ]
  },
  "dress-shoe": {
    "one": "scarpa elegante",
    "many": "scarpe eleganti",
    "nouns": [
      "stringata",
      "stringate",
      "scarpa stringata",
      "scarpe stringate",
      "oxford",
      "francesina",
      "francesine",
      "derby",
      "scarpa derby",
      "scarpe derby",
      "brogue",
      "scarpe brogue",
      "scarpa con fibbia",
      "scarpe con fibbia",
      "monk strap",
      "coda di rondine"
    ],
    "collection": "Scarpe eleganti",
    "titles": [
      "Francesina con puntale",
      "Derby a punta liscia",
      "Scarpa full brogue",
      "Scarpa a doppia fibbia",
      "Scarpa wholecut",
      "Derby in camoscio",
      "Scarpa in cordovan",
      "Brogue longwing",
      "Derby con punta norvegese"
    ]
  },
  "heel": {
    "one": "scarpa con tacco",
    "many": "scarpe con tacco",
    "nouns": [
      "tacco",
      "tacchi",
      "tacchi alti",
      "décolleté",
      "stiletto",
      "tacco a spillo",
      "tacchi a spillo",
      "tacco largo",
      "tacchi larghi",
      "kitten heel",
      "slingback",
      "zeppa",
      "zeppe",
      "plateau",
      "sandalo con tacco",
      "sandali con tacco"
    ],
    "collection": "Scarpe con tacco",
    "titles": [
      "Décolleté a punta",
      "Slingback con tacco",
      "Décolleté con tacco largo",
      "Décolleté kitten heel",
      "Sandalo con tacco e listini",
      "Décolleté in raso",
      "Décolleté in vernice",
      "Mule con tacco",
      "Décolleté a punta quadrata",
      "Scarpa da sposa con tacco"
    ]
  },
  "slipper": {
    "one": "pantofola",
    "many": "pantofole",
    "nouns": [
      "ciabatta da casa",
      "ciabatte da casa",
      "pantofola in montone",
      "pantofole in montone",
      "babbuccia",
      "babbucce",
      "scarpa da casa",
      "scarpe da casa"
    ],
    "collection": "Pantofole",
    "titles": [
      "Pantofola in montone",
      "Pantofola in feltro",
      "Pantofola mocassino",
      "Ciabatta da casa aperta",
      "Pantofola in lana",
      "Pantofola in maglia",
      "Pantofola a stivaletto",
      "Pantofola extra morbida",
      "Ciabatta in spugna"
    ]
  },
  "ring": {
    "one": "anello",
    "many": "anelli",
    "nouns": [
      "anello di fidanzamento",
      "anelli di fidanzamento",
      "fede nuziale",
      "fedi nuziali",
      "fede",
      "fedi",
      "anello con sigillo",
      "anelli con sigillo",
      "chevalier",
      "anello sovrapponibile",
      "anelli sovrapponibili",
      "anello della promessa",
      "anello cocktail",
      "anelli cocktail",
      "veretta",
      "verette",
      "eternity"
    ],
    "collection": "Anelli",
    "titles": [
      "Anello chevalier",
      "Anello sovrapponibile",
      "Anello solitario",
      "Anello a cupola",
      "Anello a fascia",
      "Anello halo con pavé",
      "Anello torchon",
      "Anello con castone",
      "Veretta eternity",
      "Anello martellato"
    ]
  },
  "necklace": {
    "one": "collana",
    "many": "collane",
    "nouns": [
      "ciondolo",
      "ciondoli",
      "pendente",
      "pendenti",
      "collana con ciondolo",
      "collane con ciondolo",
      "catenina",
      "catenine",
      "catena",
      "catene",
      "collana a catena",
      "girocollo",
      "choker",
      "medaglione",
      "medaglioni",
      "collana con charm"
    ],
    "collection": "Collane",
    "titles": [
      "Collana con pendente",
      "Collana a maglia paperclip",
      "Collana a spina di pesce",
      "Collana a maglia fune",
      "Collana di perle",
      "Collana con iniziale",
      "Collana con medaglione",
      "Collana con pietra del mese di nascita",
      "Collana a maglia snake",
      "Collana multifilo"
    ]
  },
  "earring": {
    "one": "orecchino",
    "many": "orecchini",
    "nouns": [
      "orecchini a lobo",
      "punto luce",
      "punti luce",
      "orecchini a bottone",
      "cerchio",
      "cerchi",
      "orecchini a cerchietto",
      "orecchini a cerchio",
      "orecchino huggie",
      "ear cuff",
      "orecchini pendenti",
      "ear climber"
    ],
    "collection": "Orecchini",
    "titles": [
      "Orecchini huggie",
      "Orecchini a cerchio",
      "Orecchini pendenti",
      "Orecchini di perle",
      "Orecchini punto luce",
      "Orecchini a filo passante",
      "Orecchini chandelier",
      "Orecchini scultorei",
      "Mini orecchini",
      "Orecchini statement"
    ]
  },
  "bracelet": {
    "one": "bracciale",
    "many": "bracciali",
    "nouns": [
      "braccialetto",
      "braccialetti",
      "bangle",
      "bracciale rigido",
      "bracciali rigidi",
      "bracciale schiava",
      "bracciale con charm",
      "bracciali con charm",
      "bracciale tennis",
      "bracciale a catena",
      "cavigliera",
      "cavigliere",
      "bracciale di perline",
      "bracciali di perline"
    ],
    "collection": "Bracciali",
    "titles": [
      "Bracciale tennis",
      "Bracciale rigido aperto",
      "Bracciale a maglie",
      "Bracciale di perline",
      "Bracciale con charm",
      "Bracciale a spina di pesce",
      "Bracciale bangle",
      "Bracciale a maglia paperclip",
      "Bracciale intrecciato",
      "Bracciale a maglia Figaro"
    ]
  },
  "cufflink": {
    "one": "gemello",
    "many": "gemelli",
    "nouns": [
      "gemelli da camicia",
      "fermacravatta",
      "fermacravatte",
      "stecche per colletto",
      "spilla da giacca",
      "spille da giacca",
      "spilla per revers",
      "spille per revers"
    ],
    "collection": "Gemelli e fermacravatte",
    "titles": [
      "Gemelli incisi",
      "Gemelli a nodo",
      "Gemelli smaltati",
      "Gemelli in onice",
      "Gemelli con monogramma",
      "Gemelli in madreperla",
      "Gemelli classici",
      "Gemelli con chiusura a siluro"
    ]
  },
  "watch": {
    "one": "orologio",
    "many": "orologi",
    "nouns": [
      "orologio da polso",
      "orologi da polso",
      "orologio automatico",
      "orologi automatici",
      "orologio meccanico",
      "orologi meccanici",
      "orologio subacqueo",
      "orologi subacquei",
      "diver",
      "orologio field",
      "orologio elegante",
      "orologi eleganti",
      "cronografo",
      "cronografi",
      "orologio al quarzo",
      "orologi al quarzo",
      "segnatempo"
    ],
    "collection": "Orologi",
    "titles": [
      "Orologio automatico",
      "Orologio subacqueo",
      "Orologio field militare",
      "Orologio GMT",
      "Orologio da aviatore",
      "Orologio elegante",
      "Cronografo",
      "Orologio scheletrato",
      "Orologio per tutti i giorni",
      "Orologio con fasi lunari"
    ]
  },
  "watch-strap": {
    "one": "cinturino per orologio",
    "many": "cinturini per orologio",
    "nouns": [
      "cinturino",
      "cinturini",
      "cinturino nato",
      "cinturini nato",
      "cinturino in pelle",
      "cinturini in pelle",
      "bracciale per orologio",
      "bracciali per orologio"
    ],
    "collection": "Cinturini per orologi",
    "titles": [
      "Cinturino in pelle",
      "Cinturino in camoscio",
      "Cinturino rally traforato",
      "Cinturino Tropic",
      "Cinturino in tela",
      "Cinturino a sgancio rapido",
      "Cinturino in shell cordovan",
      "Cinturino a maglia milanese",
      "Cinturino in caucciù"
    ]
  },
  "handbag": {
    "one": "borsa",
    "many": "borse",
    "nouns": [
      "borsetta",
      "borsette",
      "borsa a tracolla",
      "borse a tracolla",
      "tracolla",
      "borsa a spalla",
      "borse a spalla",
      "pochette",
      "borsa a mano",
      "borse a mano",
      "borsa hobo",
      "borsa a secchiello",
      "borse a secchiello",
      "borsa in pelle",
      "borse in pelle",
      "marsupio",
      "borsa da sera",
      "borse da sera",
      "borsa a sella"
    ],
    "collection": "Borse",
    "titles": [
      "Borsa a tracolla",
      "Borsa hobo",
      "Borsa a secchiello",
      "Borsa a sella",
      "Borsa a mano con manico",
      "Mini borsa",
      "Borsa intrecciata",
      "Borsa strutturata",
      "Borsa morbida",
      "Borsa a mezzaluna"
    ]
  },
  "tote-bag": {
    "one": "shopper",
    "many": "shopper",
    "nouns": [
      "tote bag",
      "borsa tote",
      "borse tote",
      "shopper in tela",
      "borsa della spesa",
      "borse della spesa",
      "borsa da mare",
      "borse da mare",
      "borsa in tela",
      "borse in tela",
      "sporta",
      "sporte"
    ],
    "collection": "Shopper e tote bag",
    "titles": [
      "Shopper in tela",
      "Shopper in tela pesante",
      "Sporta da mercato",
      "Shopper con zip",
      "Tote bag da barca",
      "Shopper oversize",
      "Shopper stampata",
      "Shopper per tutti i giorni",
      "Borsa a rete"
    ]
  },
  "wallet": {
    "one": "portafoglio",
    "many": "portafogli",
    "nouns": [
      "portacarte",
      "porta carte di credito",
      "porta tessere",
      "portamonete",
      "fermasoldi",
      "porta passaporto",
      "custodia per passaporto",
      "custodie per passaporto"
    ],
    "collection": "Portafogli",
    "titles": [
      "Portafoglio a libro",
      "Portafoglio sottile",
      "Portafoglio con zip",
      "Portafoglio a tre ante",
      "Portafoglio minimal",
      "Portafoglio lungo",
      "Portafoglio da viaggio",
      "Portafoglio da tasca anteriore",
      "Portafoglio con bottone a pressione"
    ]
  },
  "belt": {
    "one": "cintura",
    "many": "cinture",
    "nouns": [
      "cinta",
      "cinte",
      "cintura in pelle",
      "cinture in pelle",
      "cintura elegante",
      "cinture eleganti",
      "cintura intrecciata",
      "cinture intrecciate",
      "fibbia",
      "fibbie"
    ],
    "collection": "Cinture",
    "titles": [
      "Cintura in pelle",
      "Cintura elegante",
      "Cintura intrecciata",
      "Cintura western",
      "Cintura reversibile",
      "Cintura in camoscio",
      "Cintura in tessuto",
      "Cintura da lavoro",
      "Cintura sottile"
    ]
  },
  "briefcase": {
    "one": "borsa da lavoro",
    "many": "borse da lavoro",
    "nouns": [
      "cartella",
      "cartelle",
      "ventiquattrore",
      "valigetta",
      "valigette",
      "messenger",
      "borsa messenger",
      "borse messenger",
      "borsa porta pc",
      "borse porta pc",
      "borsa per laptop",
      "borse per laptop",
      "portadocumenti",
      "borsa weekend",
      "borse weekend"
    ],
    "collection": "Borse da lavoro e cartelle",
    "titles": [
      "Cartella sottile",
      "Cartella a doppio soffietto",
      "Borsa messenger",
      "Borsa da lavoro in tela cerata",
      "Cartella in pelle",
      "Borsa da lavoro con zip",
      "Cartella classica in cuoio",
      "Borsa da lavoro per viaggi",
      "Ventiquattrore strutturata"
    ]
  },
  "keychain": {
    "one": "portachiavi",
    "many": "portachiavi",
    "nouns": [
      "anello portachiavi",
      "anelli portachiavi",
      "portachiavi in pelle",
      "custodia per chiavi",
      "custodie per chiavi",
      "astuccio portachiavi",
      "cordino portachiavi",
      "cordini portachiavi",
      "lanyard"
    ],
    "collection": "Portachiavi",
    "titles": [
      "Portachiavi in pelle",
      "Portachiavi in ottone",
      "Portachiavi ad asola",
      "Portachiavi con moschettone",
      "Portachiavi con monogramma",
      "Portachiavi con anello a spirale",
      "Portachiavi intrecciato",
      "Portachiavi minimal"
    ]
  },
  "sunglasses": {
    "one": "occhiali da sole",
    "many": "occhiali da sole",
    "nouns": [
      "occhiale da sole",
      "aviator",
      "occhiali aviator",
      "occhiali da sole polarizzati",
      "occhiali polarizzati"
    ],
    "collection": "Occhiali da sole",
    "titles": [
      "Occhiali da sole aviator",
      "Occhiali da sole stile Wayfarer",
      "Occhiali da sole rotondi",
      "Occhiali da sole cat-eye",
      "Occhiali da sole oversize",
      "Occhiali da sole squadrati",
      "Occhiali da sole avvolgenti",
      "Occhiali da sole stile Clubmaster",
      "Occhiali da sole con ponte keyhole"
    ]
  },
  "glasses": {
    "one": "occhiali da vista",
    "many": "occhiali da vista",
    "nouns": [
      "occhiali",
      "occhiale da vista",
      "montatura",
      "montature",
      "montatura da vista",
      "montature da vista",
      "occhiali da lettura",
      "occhiali anti luce blu",
      "occhiali graduati"
    ],
    "collection": "Occhiali da vista",
    "titles": [
      "Occhiali da vista rotondi",
      "Occhiali da vista rettangolari",
      "Occhiali da vista cat-eye",
      "Occhiali da vista browline",
      "Occhiali da vista in metallo sottile",
      "Occhiali da vista con ponte keyhole",
      "Occhiali da vista oversize",
      "Occhiali da vista in titanio",
      "Occhiali da vista panto",
      "Occhiali da vista squadrati"
    ]
  },
  "glasses-case": {
    "one": "custodia per occhiali",
    "many": "custodie per occhiali",
    "nouns": [
      "astuccio per occhiali",
      "astucci per occhiali",
      "custodia per occhiali da sole",
      "catenella per occhiali",
      "catenelle per occhiali",
      "cordino per occhiali",
      "cordini per occhiali",
      "panno per occhiali",
      "panni per occhiali",
      "panno per lenti"
    ],
    "collection": "Accessori per occhiali",
    "titles": [
      "Custodia rigida per occhiali",
      "Custodia pieghevole per occhiali",
      "Custodia per occhiali in pelle",
      "Catenella per occhiali con perline",
      "Custodia sottile per occhiali",
      "Custodia per occhiali con zip",
      "Custodia per occhiali con chiusura magnetica",
      "Custodia per occhiali in feltro"
    ]
  },
  "cap": {
    "one": "cappellino",
    "many": "cappellini",
    "nouns": [
      "berretto da baseball",
      "berretti da baseball",
      "cappellino da baseball",
      "cappellini da baseball",
      "dad hat",
      "snapback",
      "cappellino trucker",
      "cappellini trucker",
      "five panel",
      "berretto con visiera",
      "berretti con visiera"
    ],
    "collection": "Cappellini",
    "titles": [
      "Cappellino ricamato",
      "Cappellino slavato",
      "Cappellino in velluto a coste",
      "Cappellino destrutturato",
      "Cappellino in nylon",
      "Cappellino in lana",
      "Cappellino vintage",
      "Cappellino con logo",
      "Cappellino a profilo basso"
    ]
  },
  "beanie": {
    "one": "berretto",
    "many": "berretti",
    "nouns": [
      "beanie",
      "berretto di lana",
      "berretti di lana",
      "berretto in maglia",
      "berretti in maglia",
      "berretto con pon pon",
      "berretti con pon pon",
      "cappello invernale",
      "cappelli invernali",
      "zuccotto",
      "zuccotti"
    ],
    "collection": "Berretti",
    "titles": [
      "Berretto a coste",
      "Berretto da pescatore",
      "Berretto con risvolto",
      "Berretto slouchy",
      "Berretto in lana merino",
      "Berretto in cashmere",
      "Berretto a maglia grossa",
      "Berretto a nido d'ape",
      "Berretto con pon pon"
    ]
  },
  "bucket-hat": {
    "one": "cappello da pescatore",
    "many": "cappelli da pescatore",
    "nouns": [
      "bucket hat",
      "cappello alla pescatora",
      "cappelli alla pescatora",
      "boonie",
      "cappello boonie"
    ],
    "collection": "Bucket hat",
    "titles": [
      "Bucket hat reversibile",
      "Bucket hat in velluto a coste",
      "Bucket hat in nylon",
      "Bucket hat in denim",
      "Bucket hat in spugna",
      "Bucket hat slavato",
      "Bucket hat trapuntato",
      "Bucket hat in pile",
      "Bucket hat in tela"
    ]
  },
  "sun-hat": {
    "one": "cappello da sole",
    "many": "cappelli da sole",
    "nouns": [
      "cappello di paglia",
      "cappelli di paglia",
      "cappello da spiaggia",
      "cappelli da spiaggia",
      "visiera",
      "visiere",
      "visiera parasole",
      "cappello a tesa larga",
      "cappelli a tesa larga",
      "cappello in rafia",
      "cappelli in rafia"
    ],
    "collection": "Cappelli da sole",
    "titles": [
      "Cappello in rafia",
      "Cappello di paglia intrecciata",
      "Cappello da sole ripiegabile",
      "Cappello a tesa larga",
      "Paglietta classica",
      "Cappello da sole floscio",
      "Cappello da sole arrotolabile",
      "Cappello di paglia con nastro",
      "Cappello in foglia di palma"
    ]
  },
  "hat": {
    "one": "cappello",
    "many": "cappelli",
    "nouns": [
      "fedora",
      "cappello in feltro",
      "cappelli in feltro",
      "trilby",
      "borsalino",
      "panama",
      "cappello panama",
      "paglietta",
      "porkpie",
      "cappello da cowboy",
      "cappelli da cowboy",
      "cappello western",
      "coppola",
      "coppole",
      "berretto da strillone",
      "basco",
      "baschi",
      "cloche"
    ],
    "collection": "Cappelli",
    "titles": [
      "Cappello in feltro di lana",
      "Cappello in feltro di pelo",
      "Fedora a tesa larga",
      "Cappello con calotta a goccia",
      "Porkpie con calotta telescopica",
      "Cappello rancher",
      "Fedora con calotta pinzata",
      "Coppola in tweed",
      "Panama in paglia toquilla",
      "Fedora classico"
    ]
  },
  "sock": {
    "one": "calzino",
    "many": "calzini",
    "nouns": [
      "calza",
      "calze",
      "calzini corti",
      "calzini alla caviglia",
      "fantasmino",
      "fantasmini",
      "calze lunghe",
      "calze al ginocchio",
      "calzettone",
      "calzettoni",
      "calze di lana",
      "calzini di lana",
      "calze eleganti",
      "calze da scarpone"
    ],
    "collection": "Calzini",
    "titles": [
      "Calzini a coste",
      "Calzini imbottiti",
      "Calzini in lana merino",
      "Calzini a righe",
      "Calzini Argyle a rombi",
      "Calzini per tutti i giorni",
      "Calze eleganti",
      "Calzettoni da scarpone",
      "Calzini fantasia",
      "Calzini a trecce"
    ]
  },
  "tights": {
    "one": "collant",
    "many": "collant",
    "nouns": [
      "calzamaglia",
      "calzamaglie",
      "scaldamuscoli",
      "collant senza piede",
      "collant velati",
      "collant coprenti",
      "calze a rete"
    ],
    "collection": "Collant",
    "titles": [
      "Collant velati",
      "Collant coprenti",
      "Collant a coste",
      "Collant a rete",
      "Collant fantasia",
      "Collant in lana merino",
      "Collant contenitivi",
      "Collant antismagliatura",
      "Collant con cucitura posteriore"
    ]
  },
  "scarf": {
    "one": "sciarpa",
    "many": "sciarpe",
    "nouns": [
      "foulard",
      "foulard di seta",
      "scialle",
      "scialli",
      "pashmina",
      "bandana",
      "bandane",
      "fazzoletto da collo",
      "fazzoletti da collo",
      "stola",
      "stole",
      "scaldacollo",
      "sciarpa ad anello",
      "sciarpe ad anello"
    ],
    "collection": "Sciarpe e foulard",
    "titles": [
      "Sciarpa in cashmere",
      "Sciarpa in lana d'agnello",
      "Foulard in twill di seta",
      "Sciarpa oversize",
      "Sciarpa con frange",
      "Sciarpa scozzese tartan",
      "Sciarpa a coste",
      "Sciarpa coperta",
      "Foulard stampato",
      "Sciarpa sottile"
    ]
  },
  "gloves": {
    "one": "guanto",
    "many": "guanti",
    "nouns": [
      "muffola",
      "muffole",
      "manopola",
      "manopole",
      "guanti in pelle",
      "guanti touchscreen",
      "guanti senza dita",
      "mezzi guanti",
      "guanti da guida"
    ],
    "collection": "Guanti",
    "titles": [
      "Guanti in pelle",
      "Guanti foderati in cashmere",
      "Guanti in maglia",
      "Guanti da guida",
      "Guanti in montone",
      "Guanti touchscreen",
      "Guanti senza dita",
      "Guanti in lana",
      "Guanti in camoscio"
    ]
  },
  "tie": {
    "one": "cravatta",
    "many": "cravatte",
    "nouns": [
      "papillon",
      "farfallino",
      "farfallini",
      "fazzoletto da taschino",
      "fazzoletti da taschino",
      "cravatta in maglia",
      "cravatte in maglia",
      "cravatta di seta",
      "cravatte di seta"
    ],
    "collection": "Cravatte",
    "titles": [
      "Cravatta in seta",
      "Cravatta in maglia",
      "Cravatta in grenadine",
      "Cravatta in lana",
      "Cravatta regimental",
      "Cravatta a motivo paisley",
      "Cravatta a micro pois",
      "Cravatta sette pieghe",
      "Cravatta in shantung",
      "Cravatta in lino"
    ]
  },
  "hair-accessory": {
    "one": "accessorio per capelli",
    "many": "accessori per capelli",
    "nouns": [
      "fermaglio",
      "fermagli",
      "fermacapelli",
      "mollettone",
      "mollettoni",
      "pinza per capelli",
      "pinze per capelli",
      "molletta",
      "mollette",
      "cerchietto",
      "cerchietti",
      "fascia per capelli",
      "fasce per capelli",
      "elastico per capelli",
      "elastici per capelli",
      "scrunchie",
      "forcina",
      "forcine",
      "tiara",
      "diadema",
      "pettinino",
      "pettinini",
      "fiocco per capelli",
      "fiocchi per capelli"
    ],
    "collection": "Accessori per capelli",
    "titles": [
      "Fermaglio con perle",
      "Mollettone effetto tartaruga",
      "Cerchietto in velluto",
      "Fermaglio con cristalli",
      "Pettinino da sposa",
      "Cerchietto imbottito",
      "Scrunchie in seta",
      "Fermaglio con perline",
      "Pinza in acetato",
      "Mini fermagli"
    ]
  },
  "veil": {
    "one": "velo",
    "many": "veli",
    "nouns": [
      "velo da sposa",
      "veli da sposa",
      "velo nuziale",
      "veli nuziali",
      "velo cattedrale",
      "veletta",
      "velette",
      "fascinator"
    ],
    "collection": "Veli da sposa",
    "titles": [
      "Velo cattedrale",
      "Velo lunghezza cappella",
      "Velo fingertip",
      "Velo bordato in pizzo",
      "Velo a due strati",
      "Velo a taglio vivo",
      "Velo con perle sparse",
      "Velo copriviso",
      "Veletta birdcage"
    ]
  },
  "serum": {
    "one": "siero",
    "many": "sieri",
    "nouns": [
      "siero viso",
      "sieri viso",
      "fiala",
      "fiale",
      "olio viso",
      "oli viso",
      "siero alla vitamina C",
      "siero al retinolo"
    ],
    "collection": "Sieri",
    "titles": [
      "Siero alla vitamina C",
      "Siero all'acido ialuronico",
      "Siero alla niacinamide",
      "Siero al retinolo",
      "Siero ai peptidi",
      "Siero illuminante",
      "Siero riparatore della barriera cutanea",
      "Siero notte",
      "Siero allo squalano",
      "Siero lenitivo"
    ]
  },
  "moisturizer": {
    "one": "crema idratante",
    "many": "creme idratanti",
    "nouns": [
      "idratante",
      "crema viso",
      "creme viso",
      "crema giorno",
      "creme giorno",
      "crema notte",
      "creme notte",
      "crema gel",
      "gel crema",
      "crema idratante viso",
      "emulsione viso",
      "crema barriera"
    ],
    "collection": "Creme idratanti",
    "titles": [
      "Crema barriera riparatrice",
      "Crema idratante montata",
      "Gel idratante",
      "Crema idratante ricca",
      "Crema idratante leggera",
      "Crema alle ceramidi",
      "Crema notte intensiva",
      "Crema idratante quotidiana",
      "Crema idratante effetto nuvola",
      "Crema rigenerante"
    ]
  },
  "cleanser": {
    "one": "detergente viso",
    "many": "detergenti viso",
    "nouns": [
      "detergente",
      "detergenti",
      "gel detergente",
      "balsamo struccante",
      "olio struccante",
      "olio detergente",
      "acqua micellare",
      "struccante",
      "struccanti",
      "latte detergente",
      "mousse detergente"
    ],
    "collection": "Detergenti viso",
    "titles": [
      "Detergente delicato",
      "Detergente schiumogeno",
      "Crema detergente",
      "Gel detergente",
      "Balsamo struccante",
      "Olio detergente",
      "Detergente a basso pH",
      "Detergente idratante",
      "Detergente purificante"
    ]
  },
  "toner": {
    "one": "tonico",
    "many": "tonici",
    "nouns": [
      "tonico viso",
      "tonici viso",
      "essenza",
      "essenze",
      "essenza idratante",
      "acqua viso spray",
      "spray viso",
      "tonico esfoliante",
      "tonico idratante",
      "lozione tonica"
    ],
    "collection": "Tonici ed essenze",
    "titles": [
      "Tonico idratante",
      "Tonico esfoliante",
      "Tonico all'acqua di rose",
      "Tonico riequilibrante",
      "Tonico illuminante",
      "Tonico lattiginoso",
      "Tonico lenitivo",
      "Essenza al riso",
      "Essenza primo trattamento"
    ]
  },
  "face-mask": {
    "one": "maschera viso",
    "many": "maschere viso",
    "nouns": [
      "maschera",
      "maschere",
      "maschera in tessuto",
      "maschere in tessuto",
      "maschera all'argilla",
      "maschera notte",
      "maschere notte",
      "maschera peel-off",
      "maschera di fango",
      "maschera viso all'argilla"
    ],
    "collection": "Maschere viso",
    "titles": [
      "Maschera all'argilla",
      "Maschera idratante",
      "Maschera notte",
      "Maschera enzimatica",
      "Maschera al carbone",
      "Maschera al miele",
      "Maschera illuminante",
      "Maschera lenitiva",
      "Maschera al caolino"
    ]
  },
  "sunscreen": {
    "one": "crema solare",
    "many": "creme solari",
    "nouns": [
      "protezione solare",
      "solare",
      "solari",
      "spf",
      "latte solare",
      "protezione solare minerale",
      "solare viso",
      "crema solare viso",
      "stick solare"
    ],
    "collection": "Protezione solare",
    "titles": [
      "Protezione solare minerale",
      "Crema solare colorata",
      "Protezione solare quotidiana",
      "Solare invisibile",
      "Crema solare opacizzante",
      "Crema solare effetto pelle fresca",
      "Solare resistente all'acqua",
      "Solare illuminante",
      "Crema solare sport"
    ]
  },
  "eye-cream": {
    "one": "crema contorno occhi",
    "many": "creme contorno occhi",
    "nouns": [
      "contorno occhi",
      "siero contorno occhi",
      "gel contorno occhi",
      "balsamo contorno occhi",
      "patch occhi",
      "patch contorno occhi",
      "stick contorno occhi"
    ],
    "collection": "Contorno occhi",
    "titles": [
      "Contorno occhi alla caffeina",
      "Contorno occhi ai peptidi",
      "Gel contorno occhi rinfrescante",
      "Contorno occhi al retinal",
      "Contorno occhi illuminante",
      "Contorno occhi rassodante",
      "Contorno occhi decongestionante",
      "Crema contorno occhi ricca",
      "Contorno occhi notte"
    ]
  },
  "exfoliant": {
    "one": "esfoliante",
    "many": "esfolianti",
    "nouns": [
      "scrub viso",
      "peeling",
      "peeling chimico",
      "gommage",
      "esfoliante aha",
      "esfoliante bha",
      "gel peeling",
      "esfoliante viso"
    ],
    "collection": "Esfolianti",
    "titles": [
      "Esfoliante AHA",
      "Esfoliante BHA",
      "Esfoliante enzimatico",
      "Esfoliante delicato",
      "Esfoliante rinnovatore",
      "Esfoliante all'acido lattico",
      "Esfoliante all'acido glicolico",
      "Peeling settimanale",
      "Scrub viso levigante"
    ]
  },
  "face-roller": {
    "one": "rullo viso",
    "many": "rulli viso",
    "nouns": [
      "rullo di giada",
      "rulli di giada",
      "roller viso",
      "gua sha",
      "ice roller",
      "rullo in quarzo rosa",
      "rulli in quarzo rosa",
      "massaggiatore viso",
      "massaggiatori viso"
    ],
    "collection": "Strumenti per il viso",
    "titles": [
      "Rullo viso in quarzo rosa",
      "Rullo viso in giada",
      "Gua sha in ossidiana",
      "Rullo viso in acciaio inox",
      "Rullo viso a doppia testina",
      "Rullo viso rinfrescante",
      "Gua sha modellante",
      "Mini rullo viso"
    ]
  },
  "lip-balm": {
    "one": "balsamo labbra",
    "many": "balsami labbra",
    "nouns": [
      "burrocacao",
      "burro per labbra",
      "maschera labbra",
      "maschere labbra",
      "olio labbra",
      "oli labbra",
      "scrub labbra",
      "trattamento labbra",
      "balsamo labbra colorato",
      "stick labbra"
    ],
    "collection": "Cura delle labbra",
    "titles": [
      "Balsamo labbra alla cera d'api",
      "Balsamo labbra colorato",
      "Maschera labbra notte",
      "Balsamo labbra vegano",
      "Balsamo labbra alla menta piperita",
      "Balsamo labbra al burro di karité",
      "Balsamo labbra al miele",
      "Balsamo labbra nutriente",
      "Balsamo labbra effetto gloss"
    ]
  },
  "lipstick": {
    "one": "rossetto",
    "many": "rossetti",
    "nouns": [
      "lucidalabbra",
      "gloss",
      "rossetto liquido",
      "rossetti liquidi",
      "tinta labbra",
      "tinte labbra",
      "matita labbra",
      "matite labbra",
      "pastello labbra",
      "pastelli labbra",
      "colore labbra"
    ],
    "collection": "Rossetti",
    "titles": [
      "Rossetto satinato",
      "Rossetto opaco",
      "Rossetto velato",
      "Rossetto effetto velluto",
      "Rossetto cremoso",
      "Rossetto a lunga tenuta",
      "Rossetto balsamo",
      "Rossetto lucido",
      "Rossetto ricaricabile"
    ]
  },
  "foundation": {
    "one": "fondotinta",
    "many": "fondotinta",
    "nouns": [
      "correttore",
      "correttori",
      "skin tint",
      "bb cream",
      "cc cream",
      "crema colorata",
      "creme colorate",
      "correttore di colore",
      "correttori di colore",
      "fondotinta stick",
      "fondotinta cushion"
    ],
    "collection": "Fondotinta e correttori",
    "titles": [
      "Fondotinta siero",
      "Fondotinta opaco",
      "Fondotinta satinato",
      "Fondotinta illuminante",
      "Fondotinta coprente",
      "Fondotinta a lunga tenuta",
      "Fondotinta leggero",
      "Fondotinta modulabile",
      "Fondotinta effetto naturale"
    ]
  },
  "mascara": {
    "one": "mascara",
    "many": "mascara",
    "nouns": [
      "primer ciglia",
      "mascara tubing",
      "gel sopracciglia",
      "siero ciglia",
      "sieri ciglia"
    ],
    "collection": "Mascara",
    "titles": [
      "Mascara allungante",
      "Mascara volumizzante",
      "Mascara tubing",
      "Mascara effetto lifting",
      "Mascara incurvante",
      "Mascara waterproof",
      "Mascara definizione",
      "Mascara dalla formula clean",
      "Mascara per tutti i giorni"
    ]
  },
  "eyeliner": {
    "one": "eyeliner",
    "many": "eyeliner",
    "nouns": [
      "eyeliner liquido",
      "kohl",
      "kajal",
      "matita occhi",
      "matite occhi",
      "matita sopracciglia",
      "matite sopracciglia",
      "pomata sopracciglia",
      "eyeliner in gel"
    ],
    "collection": "Eyeliner e sopracciglia",
    "titles": [
      "Eyeliner a pennarello",
      "Eyeliner in gel",
      "Matita occhi sfumabile",
      "Eyeliner waterproof",
      "Eyeliner di precisione",
      "Matita kohl",
      "Matita sopracciglia ultra sottile",
      "Matita occhi retrattile",
      "Eyeliner a lunga tenuta"
    ]
  },
  "eyeshadow-palette": {
    "one": "palette di ombretti",
    "many": "palette di ombretti",
    "nouns": [
      "ombretto",
      "ombretti",
      "palette ombretti",
      "ombretto in stick",
      "ombretti in stick",
      "ombretto in crema",
      "ombretti in crema",
      "palette trucco"
    ],
    "collection": "Ombretti",
    "titles": [
      "Palette ombretti nude",
      "Mini palette ombretti",
      "Palette ombretti toni caldi",
      "Palette ombretti shimmer",
      "Palette ombretti opachi",
      "Palette di quattro ombretti",
      "Palette ombretti per tutti i giorni",
      "Palette ombretti smokey",
      "Palette ombretti da viaggio"
    ]
  },
  "blush": {
    "one": "blush",
    "many": "blush",
    "nouns": [
      "fard",
      "tinta guance",
      "terra abbronzante",
      "terre abbronzanti",
      "bronzer",
      "illuminante",
      "illuminanti",
      "highlighter",
      "contouring",
      "blush in crema",
      "blush in stick"
    ],
    "collection": "Blush e terre",
    "titles": [
      "Blush in crema",
      "Blush in polvere",
      "Blush liquido",
      "Blush in stick",
      "Blush velato",
      "Blush effetto glow",
      "Blush opaco",
      "Blush modulabile",
      "Terra abbronzante effetto sole"
    ]
  },
  "makeup-brush": {
    "one": "pennello da trucco",
    "many": "pennelli da trucco",
    "nouns": [
      "pennello trucco",
      "pennelli trucco",
      "set di pennelli trucco",
      "pennello kabuki",
      "pennello per fondotinta",
      "pennello da cipria",
      "spugnetta",
      "spugnette",
      "spugnetta trucco",
      "spugnette trucco",
      "beauty blender"
    ],
    "collection": "Pennelli e accessori trucco",
    "titles": [
      "Pennello kabuki",
      "Pennello sfumatore per fondotinta",
      "Pennello angolato",
      "Pennello soffice per cipria",
      "Pennello di precisione",
      "Pennello trucco vegano",
      "Set di pennelli da viaggio",
      "Pennello a punta affusolata",
      "Pennello a setole fitte"
    ]
  },
  "shampoo": {
    "one": "shampoo",
    "many": "shampoo",
    "nouns": [
      "shampoo solido",
      "shampoo secco",
      "shampoo purificante",
      "scrub cute",
      "scrub per cuoio capelluto",
      "co-wash"
    ],
    "collection": "Shampoo",
    "titles": [
      "Shampoo idratante",
      "Shampoo volumizzante",
      "Shampoo purificante",
      "Shampoo per capelli ricci",
      "Shampoo delicato",
      "Shampoo riparatore",
      "Shampoo protezione colore",
      "Shampoo trattamento cute",
      "Shampoo uso quotidiano"
    ]
  },
  "conditioner": {
    "one": "balsamo",
    "many": "balsami",
    "nouns": [
      "balsamo per capelli",
      "balsami per capelli",
      "balsamo senza risciacquo",
      "maschera per capelli",
      "maschere per capelli",
      "maschera capelli",
      "balsamo districante",
      "districante",
      "balsamo solido",
      "leave-in"
    ],
    "collection": "Balsami e maschere",
    "titles": [
      "Balsamo idratante",
      "Balsamo riparatore",
      "Balsamo per capelli ricci",
      "Balsamo leggero",
      "Balsamo ricostruttore",
      "Balsamo lisciante",
      "Maschera settimanale",
      "Balsamo senza risciacquo",
      "Balsamo alle proteine della seta"
    ]
  },
  "hair-oil": {
    "one": "olio per capelli",
    "many": "oli per capelli",
    "nouns": [
      "siero per capelli",
      "sieri per capelli",
      "olio per cuoio capelluto",
      "siero per cuoio capelluto",
      "olio di argan",
      "trattamento per capelli",
      "siero per doppie punte"
    ],
    "collection": "Oli per capelli",
    "titles": [
      "Olio di argan per capelli",
      "Olio per capelli leggero",
      "Olio lucidante per capelli",
      "Olio per cuoio capelluto",
      "Olio per capelli notte",
      "Olio di camelia",
      "Olio anticrespo",
      "Olio al rosmarino",
      "Olio pre-shampoo"
    ]
  },
  "styling-product": {
    "one": "prodotto per lo styling",
    "many": "prodotti per lo styling",
    "nouns": [
      "crema styling",
      "crema per ricci",
      "creme per ricci",
      "gel per capelli",
      "lacca",
      "lacche",
      "spray texturizzante",
      "spray al sale marino",
      "pomata",
      "pomate",
      "cera per capelli",
      "cere per capelli",
      "argilla per capelli",
      "pasta modellante",
      "edge control",
      "termoprotettore",
      "spray termoprotettore"
    ],
    "collection": "Styling",
    "titles": [
      "Pasta opaca",
      "Crema definente",
      "Lacca a tenuta flessibile",
      "Gel a tenuta forte",
      "Spray texturizzante",
      "Pomata effetto lucido",
      "Pomata a base d'acqua",
      "Crema styling leggera",
      "Spray al sale marino"
    ]
  },
  "hairbrush": {
    "one": "spazzola per capelli",
    "many": "spazzole per capelli",
    "nouns": [
      "spazzola",
      "spazzole",
      "spazzola piatta",
      "spazzole piatte",
      "spazzola districante",
      "spazzole districanti",
      "spazzola in setole di cinghiale",
      "pettine",
      "pettini",
      "pettine a denti larghi",
      "pettine da barba"
    ],
    "collection": "Spazzole e pettini",
    "titles": [
      "Spazzola in setole di cinghiale",
      "Spazzola piatta",
      "Spazzola districante",
      "Spazzola in legno",
      "Spazzola pneumatica",
      "Spazzola da viaggio",
      "Spazzola tonda",
      "Pettine a denti larghi",
      "Pettine tascabile"
    ]
  },
  "perfume": {
    "one": "profumo",
    "many": "profumi",
    "nouns": [
      "eau de parfum",
      "eau de toilette",
      "parfum",
      "fragranza",
      "fragranze",
      "colonia",
      "acqua di colonia",
      "olio profumato",
      "oli profumati",
      "profumo solido",
      "body mist",
      "acqua profumata",
      "attar",
      "extrait"
    ],
    "collection": "Profumi",
    "titles": [
      "Profumo ambrato",
      "Profumo legnoso",
      "Profumo floreale",
      "Profumo agrumato",
      "Profumo muschiato",
      "Eau de parfum al vetiver",
      "Eau de parfum all'oud",
      "Profumo acquatico",
      "Profumo cuoiato",
      "Profumo verde erbaceo"
    ]
  },
  "perfume-sampler": {
    "one": "set scoperta",
    "many": "set scoperta",
    "nouns": [
      "discovery set",
      "cofanetto scoperta",
      "cofanetti scoperta",
      "campionario di profumi",
      "campioncino di profumo",
      "campioncini di profumo",
      "set di campioni",
      "spray da viaggio",
      "atomizzatore",
      "atomizzatori"
    ],
    "collection": "Set scoperta",
    "titles": [
      "Set scoperta fragranze",
      "Set di profumi da viaggio",
      "Set di mini profumi",
      "Set delle fragranze iconiche",
      "Set scoperta di stagione",
      "Set scoperta note legnose",
      "Set scoperta note floreali",
      "Atomizzatore ricaricabile"
    ]
  },
  "nail-polish": {
    "one": "smalto",
    "many": "smalti",
    "nouns": [
      "smalto per unghie",
      "smalti per unghie",
      "lacca per unghie",
      "smalto semipermanente",
      "smalti semipermanenti",
      "top coat",
      "base coat",
      "base per smalto"
    ],
    "collection": "Smalti",
    "titles": [
      "Smalto lucido",
      "Smalto effetto gel",
      "Smalto velato",
      "Smalto finish crème",
      "Smalto shimmer",
      "Smalto ad asciugatura rapida",
      "Smalto traspirante",
      "Smalto effetto cromato",
      "Smalto effetto jelly"
    ]
  },
  "press-on-nail": {
    "one": "unghia press-on",
    "many": "unghie press-on",
    "nouns": [
      "press-on",
      "unghia finta",
      "unghie finte",
      "unghie adesive",
      "tip",
      "tips",
      "adesivi per unghie",
      "sticker per unghie",
      "nail wrap"
    ],
    "collection": "Unghie press-on",
    "titles": [
      "Unghie press-on a mandorla",
      "Unghie press-on french",
      "Unghie press-on cromate",
      "Unghie press-on effetto glassato",
      "Unghie press-on opache",
      "Unghie press-on dipinte a mano",
      "Unghie press-on minimal",
      "Unghie press-on glitterate",
      "Unghie press-on riutilizzabili"
    ]
  },
  "nail-care": {
    "one": "prodotto per unghie",
    "many": "prodotti per unghie",
    "nouns": [
      "olio per cuticole",
      "balsamo per cuticole",
      "lima per unghie",
      "lime per unghie",
      "buffer",
      "tronchesina",
      "tronchesine",
      "tagliaunghie",
      "set manicure",
      "kit manicure",
      "rinforzante per unghie",
      "spingipelle",
      "bastoncino per cuticole"
    ],
    "collection": "Cura delle unghie",
    "titles": [
      "Lima per unghie in vetro",
      "Olio nutriente per cuticole",
      "Trattamento rinforzante per unghie",
      "Set manicure da viaggio",
      "Olio per cuticole al jojoba",
      "Lima per unghie in cristallo",
      "Trattamento SOS per unghie",
      "Olio per cuticole uso quotidiano",
      "Kit manicure professionale"
    ]
  },
  "beard-oil": {
    "one": "olio da barba",
    "many": "oli da barba",
    "nouns": [
      "balsamo da barba",
      "balsami da barba",
      "shampoo da barba",
      "balsamo per barba",
      "cera per baffi",
      "burro da barba"
    ],
    "collection": "Cura della barba",
    "titles": [
      "Olio da barba al legno di cedro",
      "Olio da barba al sandalo",
      "Olio da barba al bay rum",
      "Olio da barba senza profumo",
      "Balsamo da barba nutriente",
      "Olio da barba ammorbidente",
      "Olio da barba all'argan",
      "Olio da barba quotidiano",
      "Olio da barba note di bosco"
    ]
  },
  "razor": {
    "one": "rasoio",
    "many": "rasoi",
    "nouns": [
      "rasoio di sicurezza",
      "rasoi di sicurezza",
      "rasoio a mano libera",
      "rasoio a doppia lama",
      "lametta",
      "lamette",
      "rasoio a cartuccia",
      "pennello da barba",
      "pennelli da barba"
    ],
    "collection": "Rasoi",
    "titles": [
      "Rasoio di sicurezza",
      "Rasoio pesante",
      "Rasoio a farfalla",
      "Rasoio in tre pezzi",
      "Rasoio in ottone",
      "Rasoio da viaggio",
      "Rasoio a lama inclinata",
      "Rasoio classico",
      "Rasoio regolabile"
    ]
  },
  "shaving-cream": {
    "one": "crema da barba",
    "many": "creme da barba",
    "nouns": [
      "sapone da barba",
      "saponi da barba",
      "gel da barba",
      "dopobarba",
      "balsamo dopobarba",
      "olio pre-barba"
    ],
    "collection": "Rasatura",
    "titles": [
      "Crema da barba schiumogena",
      "Crema da barba per pelli sensibili",
      "Gel da barba rinfrescante",
      "Sapone da barba classico",
      "Crema da barba all'eucalipto",
      "Crema da barba al cedro",
      "Sapone da barba stile barbiere",
      "Balsamo dopobarba lenitivo",
      "Crema da barba ricca"
    ]
  },
  "deodorant": {
    "one": "deodorante",
    "many": "deodoranti",
    "nouns": [
      "deodorante naturale",
      "deodoranti naturali",
      "deodorante stick",
      "deodorante in crema",
      "antitraspirante"
    ],
    "collection": "Deodoranti",
    "titles": [
      "Deodorante senza alluminio",
      "Deodorante senza bicarbonato",
      "Deodorante ricaricabile",
      "Deodorante per pelli sensibili",
      "Deodorante in crema",
      "Deodorante per tutti i giorni",
      "Deodorante al carbone",
      "Deodorante note fresche",
      "Deodorante formato viaggio"
    ]
  },
  "toiletry-bag": {
    "one": "beauty case",
    "many": "beauty case",
    "nouns": [
      "necessaire",
      "trousse",
      "trousse da viaggio",
      "trousse per il trucco",
      "astuccio per trucchi",
      "borsa da toilette",
      "borse da toilette"
    ],
    "collection": "Beauty case e necessaire",
    "titles": [
      "Necessaire in tela cerata",
      "Necessaire in pelle",
      "Beauty case da appendere",
      "Trousse con zip",
      "Beauty case da viaggio",
      "Necessaire impermeabile",
      "Beauty case rigido",
      "Necessaire con chiusura arrotolabile",
      "Trousse trapuntata"
    ]
  },
  "soap-bar": {
    "one": "sapone",
    "many": "saponi",
    "nouns": [
      "saponetta",
      "saponette",
      "sapone solido",
      "saponi solidi",
      "sapone artigianale",
      "saponi artigianali",
      "sapone saponificato a freddo",
      "sapone al latte di capra"
    ],
    "collection": "Saponi solidi",
    "titles": [
      "Sapone all'avena",
      "Sapone al carbone vegetale",
      "Sapone al latte di capra",
      "Sapone di Castiglia",
      "Sapone alla lavanda",
      "Sapone esfoliante",
      "Sapone all'olio d'oliva",
      "Sapone all'argilla",
      "Sapone senza profumo"
    ]
  },
  "body-wash": {
    "one": "docciaschiuma",
    "many": "docciaschiuma",
    "nouns": [
      "bagnodoccia",
      "gel doccia",
      "sapone liquido",
      "saponi liquidi",
      "sapone per le mani",
      "detergente mani",
      "olio doccia"
    ],
    "collection": "Docciaschiuma e saponi liquidi",
    "titles": [
      "Sapone mani in schiuma",
      "Docciaschiuma cremoso",
      "Docciaschiuma agli agrumi",
      "Gel doccia esfoliante",
      "Sapone liquido con estratti vegetali",
      "Docciaschiuma per pelli sensibili",
      "Olio doccia",
      "Sapone mani alle erbe",
      "Sapone liquido per tutti i giorni"
    ]
  },
  "bath-bomb": {
    "one": "bomba da bagno",
    "many": "bombe da bagno",
    "nouns": [
      "bath bomb",
      "sfera effervescente da bagno",
      "sfere effervescenti da bagno",
      "pastiglia effervescente per doccia",
      "pastiglie effervescenti per doccia",
      "tartufo da bagno"
    ],
    "collection": "Bombe da bagno",
    "titles": [
      "Bomba da bagno effervescente",
      "Bomba da bagno botanica",
      "Bomba da bagno idratante",
      "Bomba da bagno all'eucalipto",
      "Bomba da bagno con petali",
      "Bomba da bagno schiumosa",
      "Bomba da bagno delicata",
      "Bomba da bagno maxi",
      "Bomba da bagno al latte"
    ]
  },
  "bath-salt": {
    "one": "sale da bagno",
    "many": "sali da bagno",
    "nouns": [
      "sale di Epsom",
      "sali di Epsom",
      "bagnoschiuma",
      "latte da bagno",
      "tisana da bagno",
      "pediluvio",
      "sali per pediluvio"
    ],
    "collection": "Sali e prodotti per il bagno",
    "titles": [
      "Sali da bagno al magnesio",
      "Sali del Mar Morto",
      "Sali da bagno alle erbe",
      "Sali da bagno alla rosa",
      "Sali da bagno detox",
      "Sali da bagno defaticanti",
      "Latte da bagno all'avena",
      "Sali rosa dell'Himalaya",
      "Sali da bagno rilassanti"
    ]
  },
  "body-scrub": {
    "one": "scrub corpo",
    "many": "scrub corpo",
    "nouns": [
      "scrub",
      "scrub allo zucchero",
      "scrub al sale",
      "scrub al caffè",
      "esfoliante corpo",
      "gommage corpo"
    ],
    "collection": "Scrub corpo",
    "titles": [
      "Scrub corpo allo zucchero",
      "Scrub corpo al sale",
      "Scrub corpo al caffè",
      "Scrub corpo al cocco",
      "Scrub allo zucchero di canna",
      "Scrub corpo montato",
      "Scrub corpo levigante",
      "Scrub corpo delicato",
      "Scrub corpo agli agrumi"
    ]
  },
  "body-lotion": {
    "one": "lozione corpo",
    "many": "lozioni corpo",
    "nouns": [
      "crema corpo",
      "creme corpo",
      "burro corpo",
      "crema mani",
      "creme mani",
      "lozione mani",
      "crema piedi",
      "latte corpo",
      "unguento mani",
      "idratante corpo"
    ],
    "collection": "Creme e lozioni corpo",
    "titles": [
      "Crema corpo montata",
      "Crema corpo ricca",
      "Lozione corpo leggera",
      "Crema corpo al karité",
      "Lozione corpo all'avena",
      "Lozione corpo botanica",
      "Lozione corpo senza profumo",
      "Crema mani riparatrice",
      "Latte corpo setoso"
    ]
  },
  "body-oil": {
    "one": "olio corpo",
    "many": "oli corpo",
    "nouns": [
      "olio da massaggio",
      "oli da massaggio",
      "olio da bagno",
      "olio secco",
      "oli secchi",
      "olio vettore",
      "olio di jojoba"
    ],
    "collection": "Oli corpo e da massaggio",
    "titles": [
      "Olio secco corpo",
      "Olio da massaggio",
      "Olio corpo illuminante",
      "Olio corpo rilassante",
      "Olio corpo senza profumo",
      "Olio corpo botanico",
      "Olio corpo perlato",
      "Olio corpo della buonanotte",
      "Olio da massaggio riscaldante"
    ]
  },
  "body-brush": {
    "one": "spazzola per il corpo",
    "many": "spazzole per il corpo",
    "nouns": [
      "spazzola corpo",
      "spazzole corpo",
      "spazzola per dry brushing",
      "luffa",
      "spugna da bagno",
      "spugne da bagno",
      "spugna konjac",
      "guanto esfoliante",
      "guanti esfolianti",
      "spazzola per la schiena",
      "guanto da bagno"
    ],
    "collection": "Accessori per il bagno",
    "titles": [
      "Spazzola corpo in sisal",
      "Spazzola corpo in fibra di cactus",
      "Spugna konjac",
      "Spazzola corpo in legno di faggio",
      "Spazzola per la schiena a manico lungo",
      "Spazzola corpo in fibra di palma",
      "Spazzola corpo delicata",
      "Luffa naturale",
      "Spazzola corpo in bambù"
    ]
  },
  "candle": {
    "one": "candela",
    "many": "candele",
    "nouns": [
      "candela profumata",
      "candele profumate",
      "candela di soia",
      "candele di soia",
      "candela a colonna",
      "candele a colonna",
      "candela a bastoncino",
      "candele a bastoncino",
      "candela votiva",
      "lumino",
      "lumini",
      "tealight",
      "candela in vasetto",
      "candele in vasetto",
      "candela in cera d'api"
    ],
    "collection": "Candele",
    "titles": [
      "Candela di soia",
      "Candela con stoppino in legno",
      "Candela a tre stoppini",
      "Candela da viaggio",
      "Candela in ceramica",
      "Candela in vetro ambrato",
      "Candela in cera d'api",
      "Candela in cera di cocco",
      "Candela d'atelier",
      "Candela iconica"
    ]
  },
  "wax-melt": {
    "one": "cialda di cera",
    "many": "cialde di cera",
    "nouns": [
      "wax melt",
      "wax melts",
      "cera da fondere",
      "cere da fondere",
      "tortina di cera",
      "tortine di cera",
      "cubetto di cera profumata",
      "cubetti di cera profumata",
      "tavoletta di cera",
      "tavolette di cera"
    ],
    "collection": "Cere profumate da fondere",
    "titles": [
      "Cialde di cera di soia",
      "Cera in vaschetta a conchiglia",
      "Tavoletta di cera divisibile",
      "Cialde di cera di stagione",
      "Cialde di cera a profumazione intensa",
      "Cialde di cera botaniche",
      "Mini cialde di cera",
      "Cialde di cera iconiche"
    ]
  },
  "wax-warmer": {
    "one": "bruciatore per cere",
    "many": "bruciatori per cere",
    "nouns": [
      "bruciaessenze",
      "scaldacera",
      "scaldacera elettrico",
      "bruciatore per oli",
      "bruciatori per oli",
      "lampada scaldacera",
      "lampade scaldacera"
    ],
    "collection": "Bruciatori per cere",
    "titles": [
      "Bruciatore per cere in ceramica",
      "Scaldacera elettrico",
      "Bruciaessenze a lumino",
      "Bruciatore per cere in gres",
      "Scaldacera dimmerabile",
      "Mini bruciaessenze",
      "Bruciatore per cere in vetro",
      "Bruciaessenze fatto a mano"
    ]
  },
  "candle-care": {
    "one": "accessorio per candele",
    "many": "accessori per candele",
    "nouns": [
      "tagliastoppino",
      "tagliastoppini",
      "spegnimoccolo",
      "spegnicandela",
      "spegnicandele",
      "raddrizza stoppino",
      "kit cura candele",
      "accendicandele",
      "accendino per candele"
    ],
    "collection": "Cura delle candele",
    "titles": [
      "Tagliastoppino in ottone",
      "Accendicandele a manico lungo",
      "Spegnicandela minimal",
      "Tagliastoppino classico",
      "Raddrizza stoppino curvo",
      "Tris di accessori per candele",
      "Spegnicandela a campana",
      "Kit cura candele rifinito a mano"
    ]
  },
  "reed-diffuser": {
    "one": "diffusore a bastoncini",
    "many": "diffusori a bastoncini",
    "nouns": [
      "diffusore",
      "diffusori",
      "ricarica per diffusore",
      "ricariche per diffusore",
      "bastoncini di ricambio",
      "diffusore di profumo",
      "diffusori di profumo"
    ],
    "collection": "Diffusori a bastoncini",
    "titles": [
      "Diffusore in vetro ambrato",
      "Diffusore in ceramica",
      "Diffusore ricaricabile",
      "Diffusore con bastoncini in fibra",
      "Diffusore iconico",
      "Diffusore d'atelier",
      "Diffusore formato grande",
      "Diffusore botanico"
    ]
  },
  "oil-diffuser": {
    "one": "diffusore di oli essenziali",
    "many": "diffusori di oli essenziali",
    "nouns": [
      "diffusore di aromi",
      "diffusori di aromi",
      "diffusore a ultrasuoni",
      "diffusori a ultrasuoni",
      "diffusore per aromaterapia",
      "nebulizzatore di oli essenziali",
      "umidificatore aromatico"
    ],
    "collection": "Diffusori di aromi",
    "titles": [
      "Diffusore a ultrasuoni",
      "Diffusore a nebulizzazione",
      "Diffusore di aromi in ceramica",
      "Diffusore di aromi in pietra",
      "Diffusore effetto legno",
      "Diffusore di aromi in vetro",
      "Diffusore silenzioso",
      "Diffusore di aromi da viaggio",
      "Diffusore con timer"
    ]
  },
  "room-spray": {
    "one": "spray per ambienti",
    "many": "spray per ambienti",
    "nouns": [
      "profumatore per ambienti",
      "profumatori per ambienti",
      "spray per tessuti",
      "spray per cuscini",
      "acqua per tessuti",
      "profumo per la casa",
      "profumi per la casa"
    ],
    "collection": "Spray per ambienti e tessuti",
    "titles": [
      "Spray per tessuti",
      "Spray per cuscini",
      "Spray per ambienti",
      "Spray per ambienti iconico",
      "Spray rilassante per la notte",
      "Spray per ambienti botanico",
      "Spray per ambienti ricaricabile",
      "Spray per ambienti da viaggio"
    ]
  },
  "essential-oil": {
    "one": "olio essenziale",
    "many": "oli essenziali",
    "nouns": [
      "miscela di oli essenziali",
      "miscele di oli essenziali",
      "olio per aromaterapia",
      "oli per aromaterapia",
      "olio essenziale di lavanda",
      "olio di eucalipto",
      "olio di tea tree",
      "tea tree oil",
      "olio essenziale di menta piperita",
      "miscela di oli"
    ],
    "collection": "Oli essenziali",
    "titles": [
      "Olio essenziale di lavanda",
      "Olio essenziale di eucalipto",
      "Olio essenziale di menta piperita",
      "Olio essenziale di incenso",
      "Olio essenziale di bergamotto",
      "Miscela per il sonno",
      "Miscela per la concentrazione",
      "Miscela calmante",
      "Miscela agli agrumi"
    ]
  },
  "roller-blend": {
    "one": "roll-on di oli essenziali",
    "many": "roll-on di oli essenziali",
    "nouns": [
      "roll-on",
      "roll-on aromaterapico",
      "roll-on aromaterapici",
      "roller di oli essenziali",
      "flacone roll-on",
      "flaconi roll-on",
      "miscela roll-on",
      "miscele roll-on"
    ],
    "collection": "Roll-on aromaterapici",
    "titles": [
      "Roll-on per il sonno",
      "Roll-on calmante",
      "Roll-on concentrazione",
      "Roll-on energizzante",
      "Roll-on da viaggio",
      "Roll-on mente lucida",
      "Roll-on relax",
      "Roll-on respiro libero",
      "Roll-on equilibrio"
    ]
  },
  "incense": {
    "one": "incenso",
    "many": "incensi",
    "nouns": [
      "bastoncino d'incenso",
      "bastoncini d'incenso",
      "cono d'incenso",
      "coni d'incenso",
      "portaincenso",
      "porta incenso",
      "palo santo",
      "incenso in resina",
      "resina d'incenso"
    ],
    "collection": "Incensi",
    "titles": [
      "Incenso all'hinoki",
      "Incenso al sandalo",
      "Incenso a basso fumo",
      "Incenso del tempio",
      "Incenso note di bosco",
      "Incenso in resina",
      "Incenso arrotolato a mano",
      "Incenso al cedro",
      "Incenso giapponese"
    ]
  },
  "loose-leaf-tea": {
    "one": "tè sfuso",
    "many": "tè sfusi",
    "nouns": [
      "tè",
      "miscela di tè",
      "miscele di tè",
      "earl grey",
      "sencha",
      "oolong",
      "tè verde",
      "tè verdi",
      "tè nero",
      "tè neri",
      "tisana",
      "tisane",
      "infuso",
      "infusi",
      "chai",
      "rooibos"
    ],
    "collection": "Tè sfusi",
    "titles": [
      "Tè del mattino",
      "Tè di piantagione",
      "Tè al gelsomino",
      "Tè degli altopiani",
      "Tè affumicato",
      "Tè dalle punte dorate",
      "Tè della colazione",
      "Tè della sera",
      "Tè di primo raccolto",
      "Tè di montagna"
    ]
  },
  "teapot": {
    "one": "teiera",
    "many": "teiere",
    "nouns": [
      "kyusu",
      "bollitore per tè",
      "bollitori per tè"
    ],
    "collection": "Teiere",
    "titles": [
      "Teiera in gres",
      "Teiera in vetro",
      "Teiera in ghisa",
      "Teiera in porcellana",
      "Teiera con manico laterale",
      "Teiera per tutti i giorni",
      "Teiera alta",
      "Teiera tonda"
    ]
  },
  "matcha": {
    "one": "matcha",
    "many": "matcha",
    "nouns": [
      "tè matcha",
      "matcha in polvere",
      "matcha cerimoniale",
      "matcha culinario",
      "hojicha in polvere"
    ],
    "collection": "Matcha",
    "titles": [
      "Matcha cerimoniale",
      "Matcha di Uji",
      "Matcha di primo raccolto",
      "Matcha per tutti i giorni",
      "Matcha macinato a pietra",
      "Matcha coltivato all'ombra",
      "Matcha di Kyoto",
      "Matcha per latte"
    ]
  },
  "tea-bag": {
    "one": "bustina di tè",
    "many": "bustine di tè",
    "nouns": [
      "filtro di tè",
      "filtri di tè",
      "bustina piramidale",
      "bustine piramidali",
      "tè in bustine",
      "tè in filtri"
    ],
    "collection": "Tè in bustine",
    "titles": [
      "Tè nero della colazione",
      "Infuso alla menta piperita",
      "Camomilla in filtri",
      "Infuso zenzero e limone",
      "Tè al bergamotto",
      "Tè di tutti i giorni",
      "Tisana senza teina",
      "Tisana della buonanotte"
    ]
  },
  "tea-sampler": {
    "one": "set degustazione di tè",
    "many": "set degustazione di tè",
    "nouns": [
      "selezione di tè",
      "selezioni di tè",
      "set scoperta di tè",
      "assortimento di tè",
      "assortimenti di tè",
      "assaggi di tè"
    ],
    "collection": "Set degustazione di tè",
    "titles": [
      "Set scoperta di tè",
      "Selezione di tè verdi",
      "Selezione di tè di montagna",
      "Selezione di tisane",
      "Il giro del mondo in tè",
      "Selezione di tè di stagione",
      "Set di tè per iniziare",
      "Selezione di tè di piantagione"
    ]
  },
  "coffee-bean": {
    "one": "caffè",
    "many": "caffè",
    "nouns": [
      "caffè in grani",
      "caffè macinato",
      "miscela di caffè",
      "miscele di caffè",
      "caffè monorigine",
      "miscela per espresso",
      "miscele per espresso",
      "caffè per espresso",
      "chicchi di caffè",
      "caffè decaffeinato",
      "decaffeinato",
      "deca"
    ],
    "collection": "Caffè",
    "titles": [
      "Caffè Etiopia Guji",
      "Caffè Colombia Huila",
      "Miscela della casa",
      "Miscela del mattino",
      "Caffè Guatemala",
      "Caffè Kenya",
      "Caffè Sumatra",
      "Miscela del nottambulo",
      "Caffè monorigine",
      "Caffè di stagione"
    ]
  },
  "cold-brew": {
    "one": "cold brew",
    "many": "cold brew",
    "nouns": [
      "caffè cold brew",
      "concentrato di cold brew",
      "caffè freddo",
      "caffè infuso a freddo",
      "bustine per cold brew"
    ],
    "collection": "Cold brew",
    "titles": [
      "Cold brew classico",
      "Cold brew nitro",
      "Cold brew con latte d'avena",
      "Cold brew alla vaniglia",
      "Cold brew nero",
      "Cold brew estivo",
      "Cold brew della casa",
      "Cold brew vellutato"
    ]
  },
  "coffee-subscription": {
    "one": "abbonamento al caffè",
    "many": "abbonamenti al caffè",
    "nouns": [
      "abbonamento caffè",
      "club del caffè",
      "caffè del mese"
    ],
    "collection": "Abbonamenti",
    "titles": [
      "Abbonamento scelta del torrefattore",
      "Abbonamento monorigine",
      "Abbonamento espresso",
      "Abbonamento esploratore",
      "Abbonamento miscela della casa",
      "Abbonamento mezzo decaffeinato",
      "Abbonamento di stagione",
      "Abbonamento due confezioni"
    ]
  },
  "coffee-brewer": {
    "one": "caffettiera",
    "many": "caffettiere",
    "nouns": [
      "dripper",
      "dripper per caffè filtro",
      "pour over",
      "cono pour over",
      "caraffa a pressione",
      "french press",
      "moka",
      "caffettiera moka",
      "caffettiere moka",
      "caraffa per cold brew"
    ],
    "collection": "Attrezzatura per il caffè",
    "titles": [
      "Dripper in ceramica",
      "Caraffa pour over in vetro",
      "Dripper a cono",
      "Dripper a fondo piatto",
      "Moka classica",
      "French press da viaggio",
      "Kit pour over da barista",
      "Caffettiera per tutti i giorni"
    ]
  },
  "coffee-grinder": {
    "one": "macinacaffè",
    "many": "macinacaffè",
    "nouns": [
      "macinino",
      "macinini",
      "macinacaffè manuale",
      "macinacaffè a macine",
      "macinino da caffè"
    ],
    "collection": "Macinacaffè",
    "titles": [
      "Macinacaffè manuale",
      "Macinacaffè a macine coniche",
      "Macinacaffè da viaggio",
      "Macinacaffè di precisione",
      "Macinacaffè per tutti i giorni",
      "Macinacaffè da barista",
      "Macinacaffè compatto",
      "Macinacaffè a regolazione a scatti"
    ]
  },
  "bread": {
    "one": "pane",
    "many": "pani",
    "nouns": [
      "pagnotta",
      "pagnotte",
      "filone",
      "filoni",
      "pane a lievitazione naturale",
      "pane con lievito madre",
      "baguette",
      "boule",
      "pane di segale",
      "focaccia",
      "focacce",
      "pane casereccio"
    ],
    "collection": "Pane",
    "titles": [
      "Pane casereccio",
      "Pane ai semi",
      "Pane integrale",
      "Pane alle olive",
      "Pane al rosmarino",
      "Pane di farro",
      "Pagnotta miche",
      "Pane quotidiano",
      "Pane alle noci",
      "Pane di segale"
    ]
  },
  "pastry": {
    "one": "dolce da colazione",
    "many": "dolci da colazione",
    "nouns": [
      "pasticcino",
      "pasticcini",
      "cornetto",
      "cornetti",
      "croissant",
      "brioche",
      "pain au chocolat",
      "saccottino al cioccolato",
      "saccottini al cioccolato",
      "danese",
      "girella alla cannella",
      "girelle alla cannella",
      "cinnamon roll",
      "scone",
      "kouign-amann",
      "ciambella",
      "ciambelle",
      "bombolone",
      "bomboloni",
      "donut",
      "viennoiserie"
    ],
    "collection": "Cornetti e dolci da colazione",
    "titles": [
      "Cornetto al burro",
      "Cornetto alla frangipane",
      "Cornetto salato",
      "Girella al cardamomo",
      "Danese alla frutta di stagione",
      "Croissant doppia cottura alle mandorle",
      "Cornetto al pistacchio",
      "Danese ai lamponi",
      "Cornetti da cuocere a casa"
    ]
  },
  "cake": {
    "one": "torta",
    "many": "torte",
    "nouns": [
      "torta a strati",
      "torte a strati",
      "torta di compleanno",
      "torte di compleanno",
      "torta per feste",
      "cheesecake",
      "ciambellone",
      "plumcake",
      "torta nuziale",
      "torte nuziali",
      "torta di carote",
      "pan di Spagna"
    ],
    "collection": "Torte",
    "titles": [
      "Torta glassata al limone",
      "Torta Devil's food al cioccolato",
      "Victoria sponge con marmellata e crema",
      "Torta alle fragole",
      "Torta al pistacchio",
      "Torta al cocco",
      "Torta al burro nocciola",
      "Torta per le grandi occasioni",
      "Cheesecake basca",
      "Torta Red Velvet"
    ]
  },
  "pie": {
    "one": "crostata",
    "many": "crostate",
    "nouns": [
      "pie",
      "galette",
      "crostata di frutta",
      "crostate di frutta",
      "tortino ripieno",
      "quiche",
      "torta salata",
      "torte salate",
      "fetta di crostata",
      "crostata al limone"
    ],
    "collection": "Crostate e pie",
    "titles": [
      "Crostata di mele",
      "Crostata di ciliegie",
      "Pie al latticello",
      "Crostata al limone meringata",
      "Key lime pie",
      "Crostata di pesche",
      "Crostata di zucca speziata",
      "Crostata di mirtilli",
      "Pie di patate dolci",
      "Chess pie classica"
    ]
  },
  "cookie": {
    "one": "biscotto",
    "many": "biscotti",
    "nouns": [
      "cookie",
      "frollino",
      "frollini",
      "shortbread",
      "brownie",
      "blondie",
      "cantucci",
      "macaron",
      "snickerdoodle",
      "scatola di biscotti",
      "latta di biscotti"
    ],
    "collection": "Biscotti e cookie",
    "titles": [
      "Cookie al burro nocciola",
      "Biscotto glassato bianco e nero",
      "Cookie avena e uvetta",
      "Biscotto zenzero e melassa",
      "Cookie al sale marino",
      "Cookie triplo cioccolato",
      "Cookie alle arachidi salate",
      "Biscotto al limone",
      "Biscotto al sesamo"
    ]
  },
  "cupcake": {
    "one": "cupcake",
    "many": "cupcake",
    "nouns": [
      "muffin",
      "mini cupcake",
      "tortina",
      "tortine"
    ],
    "collection": "Cupcake e muffin",
    "titles": [
      "Cupcake alla vaniglia in bacche",
      "Cupcake Devil's food",
      "Muffin ai mirtilli",
      "Cupcake al limone",
      "Muffin alla banana",
      "Cupcake Red Velvet",
      "Cupcake con codette colorate",
      "Cupcake al dulce de leche",
      "Muffin Morning Glory"
    ]
  },
  "chocolate-bar": {
    "one": "tavoletta di cioccolato",
    "many": "tavolette di cioccolato",
    "nouns": [
      "cioccolato",
      "cioccolata",
      "cioccolato fondente",
      "cioccolato al latte",
      "cioccolato bianco",
      "cioccolato bean-to-bar",
      "cioccolato artigianale",
      "sfoglia di cioccolato",
      "barretta di cioccolato",
      "barrette di cioccolato"
    ],
    "collection": "Tavolette di cioccolato",
    "titles": [
      "Cioccolato fondente 70%",
      "Cioccolato al sale marino",
      "Cioccolato al latte d'avena",
      "Cioccolato monorigine",
      "Cioccolato alle nocciole",
      "Cioccolato con granella di cacao",
      "Cioccolato al caffè espresso",
      "Cioccolato all'arancia",
      "Cioccolato bianco caramellato",
      "Cioccolato del Madagascar"
    ]
  },
  "truffle-box": {
    "one": "scatola di cioccolatini",
    "many": "scatole di cioccolatini",
    "nouns": [
      "cioccolatino",
      "cioccolatini",
      "tartufo al cioccolato",
      "tartufi al cioccolato",
      "tartufino",
      "tartufini",
      "pralina",
      "praline",
      "bonbon",
      "assortimento di cioccolatini",
      "confezione di cioccolatini"
    ],
    "collection": "Tartufi e praline",
    "titles": [
      "Selezione di praline della casa",
      "Tartufi allo champagne",
      "Praline al sale marino",
      "Praline alla nocciola",
      "Tartufi classici",
      "Praline di stagione",
      "Tartufi al caffè",
      "Praline al lampone",
      "Cofanetto degustazione di praline"
    ]
  },
  "hot-chocolate": {
    "one": "cioccolata calda",
    "many": "cioccolate calde",
    "nouns": [
      "cioccolata da bere",
      "cacao",
      "cacao in polvere",
      "preparato per cioccolata calda",
      "preparati per cioccolata calda"
    ],
    "collection": "Cioccolata calda",
    "titles": [
      "Cioccolata calda classica",
      "Cioccolata calda speziata",
      "Cioccolata calda alla messicana",
      "Cioccolata calda al sale",
      "Cioccolata calda alla menta",
      "Cioccolata calda fondente",
      "Cioccolata calda con marshmallow",
      "Cioccolata calda del caminetto"
    ]
  },
  "olive-oil": {
    "one": "olio d'oliva",
    "many": "oli d'oliva",
    "nouns": [
      "olio extravergine d'oliva",
      "olio extravergine",
      "evo",
      "olio evo",
      "olio a crudo",
      "latta d'olio",
      "olio al tartufo",
      "olio aromatizzato",
      "oli aromatizzati"
    ],
    "collection": "Olio d'oliva",
    "titles": [
      "Olio extravergine di raccolta precoce",
      "Olio extravergine della tenuta",
      "Olio extravergine Koroneiki",
      "Olio extravergine Arbequina",
      "Olio extravergine Picual",
      "Olio extravergine fruttato intenso",
      "Olio extravergine delicato",
      "Olio di prima spremitura",
      "Olio d'oliva per tutti i giorni",
      "Olio extravergine di un solo oliveto"
    ]
  },
  "vinegar": {
    "one": "aceto",
    "many": "aceti",
    "nouns": [
      "aceto balsamico",
      "aceti balsamici",
      "balsamico",
      "aceto di vino",
      "aceto di sherry",
      "aceto di mele",
      "glassa di aceto balsamico",
      "crema di balsamico"
    ],
    "collection": "Aceti",
    "titles": [
      "Aceto balsamico invecchiato",
      "Condimento balsamico bianco",
      "Aceto balsamico ai fichi",
      "Aceto affinato in botte",
      "Aceto balsamico tradizionale",
      "Aceto di Cabernet",
      "Aceto di sherry",
      "Aceto di mele crudo",
      "Condimento balsamico dorato"
    ]
  },
  "olive": {
    "one": "oliva",
    "many": "olive",
    "nouns": [
      "olive da tavola",
      "olive marinate",
      "olive kalamata",
      "olive di Castelvetrano",
      "olive stagionate",
      "tapenade",
      "paté di olive",
      "crema di olive"
    ],
    "collection": "Olive",
    "titles": [
      "Olive Kalamata",
      "Olive di Castelvetrano",
      "Olive marinate alle erbe",
      "Olive al limone e aglio",
      "Olive nere stagionate",
      "Olive ripiene",
      "Olive selvatiche",
      "Olive della tenuta"
    ]
  },
  "wine": {
    "one": "vino",
    "many": "vini",
    "nouns": [
      "vino rosso",
      "vini rossi",
      "vino bianco",
      "vini bianchi",
      "rosato",
      "rosé",
      "vino rosato",
      "spumante",
      "spumanti",
      "vino naturale",
      "vini naturali",
      "vino macerato",
      "orange wine",
      "bottiglia di vino",
      "bottiglie di vino",
      "pinot nero",
      "cabernet sauvignon",
      "chardonnay",
      "sauvignon blanc",
      "riesling",
      "prosecco",
      "cava",
      "idromele",
      "cassa di vino",
      "cartone di vino"
    ],
    "collection": "Vini",
    "titles": [
      "Vino della tenuta",
      "Vino riserva",
      "Vino da vecchie vigne",
      "Cru da singolo vigneto",
      "Vino da vigneto misto",
      "Vino di collina",
      "Vino da vendemmia tardiva",
      "Vino della casa",
      "Vino millesimato",
      "Cuvée speciale"
    ]
  },
  "beer": {
    "one": "birra",
    "many": "birre",
    "nouns": [
      "birra artigianale",
      "birre artigianali",
      "ipa",
      "pale ale",
      "ale",
      "lager",
      "pils",
      "pilsner",
      "stout",
      "porter",
      "birra acida",
      "birre acide",
      "birra di frumento",
      "weiss",
      "hazy ipa",
      "lattina di birra",
      "lattine di birra",
      "confezione da sei",
      "cassa mista"
    ],
    "collection": "Birre",
    "titles": [
      "IPA torbida",
      "IPA West Coast",
      "Session IPA leggera",
      "Double IPA",
      "Birra invecchiata in botte",
      "Birra luppolata a crudo",
      "Birra al luppolo fresco",
      "Imperial stout",
      "Saison di fattoria",
      "Lager fresca e secca"
    ]
  },
  "cider": {
    "one": "sidro",
    "many": "sidri",
    "nouns": [
      "sidro di mele",
      "sidro artigianale",
      "sidri artigianali",
      "sidro di pere",
      "perry"
    ],
    "collection": "Sidri",
    "titles": [
      "Sidro secco",
      "Sidro da varietà antiche",
      "Sidro del frutteto",
      "Sidro luppolato",
      "Sidro di fattoria",
      "Sidro semisecco",
      "Sidro affinato in botte",
      "Sidro a fermentazione spontanea"
    ]
  },
  "gin": {
    "one": "gin",
    "many": "gin",
    "nouns": [
      "dry gin",
      "london dry gin",
      "gin alle prugnole",
      "sloe gin"
    ],
    "collection": "Gin",
    "titles": [
      "Gin London Dry",
      "Gin botanico",
      "Gin Navy Strength",
      "Gin agli agrumi",
      "Gin affinato in botte",
      "Gin costiero",
      "Gin del giardino",
      "Gin Old Tom"
    ]
  },
  "whiskey": {
    "one": "whisky",
    "many": "whisky",
    "nouns": [
      "whiskey",
      "bourbon",
      "rye whiskey",
      "whisky di segale",
      "single malt",
      "whisky di malto",
      "scotch"
    ],
    "collection": "Whisky",
    "titles": [
      "Whisky small batch",
      "Whisky single barrel",
      "Straight bourbon",
      "Bourbon bottled-in-bond",
      "Whisky cask strength",
      "Bourbon wheated",
      "Bourbon ai quattro cereali",
      "Whisky affinato in botti di Porto",
      "Whisky riserva"
    ]
  },
  "spirit": {
    "one": "distillato",
    "many": "distillati",
    "nouns": [
      "distillato artigianale",
      "distillati artigianali",
      "superalcolico",
      "superalcolici",
      "vodka",
      "rum",
      "liquore",
      "liquori",
      "amaro",
      "amari",
      "aperitivo",
      "aperitivi",
      "brandy",
      "mezcal",
      "tequila",
      "assenzio",
      "acquavite",
      "grappa"
    ],
    "collection": "Distillati e liquori",
    "titles": [
      "Distillato in piccoli lotti",
      "Rum invecchiato",
      "Rum speziato",
      "Acquavite di frutteto",
      "Bitter aperitivo",
      "Brandy riserva",
      "Liquore botanico",
      "Rum ad alta gradazione",
      "Amaro della tradizione"
    ]
  },
  "bitters": {
    "one": "bitter per cocktail",
    "many": "bitter per cocktail",
    "nouns": [
      "bitters",
      "bitter aromatico",
      "bitter aromatici",
      "sciroppo per cocktail",
      "sciroppi per cocktail",
      "sciroppo di tonica",
      "kit per cocktail"
    ],
    "collection": "Bitter e mixer",
    "titles": [
      "Bitter aromatico",
      "Bitter all'arancia",
      "Bitter al mole",
      "Bitter al cardamomo",
      "Bitter al sedano",
      "Bitter affumicato",
      "Bitter per Old Fashioned",
      "Bitter agli agrumi"
    ]
  },
  "hot-sauce": {
    "one": "salsa piccante",
    "many": "salse piccanti",
    "nouns": [
      "salsa al peperoncino",
      "salse al peperoncino",
      "sriracha",
      "salsa habanero",
      "salsa piccante fermentata",
      "bottiglia di salsa piccante"
    ],
    "collection": "Salse piccanti",
    "titles": [
      "Salsa piccante all'habanero",
      "Salsa piccante al chipotle affumicato",
      "Salsa piccante al ghost pepper",
      "Salsa piccante al jalapeño verde",
      "Salsa piccante al mango",
      "Salsa piccante all'aglio",
      "Salsa piccante fermentata",
      "Salsa piccante al Carolina Reaper",
      "Salsa verde piccante"
    ]
  },
  "chili-crisp": {
    "one": "chili crisp",
    "many": "chili crisp",
    "nouns": [
      "olio al peperoncino",
      "olio piccante",
      "oli piccanti",
      "olio di peperoncino croccante",
      "chili oil",
      "pasta di peperoncino",
      "harissa",
      "gochujang"
    ],
    "collection": "Chili crisp e oli piccanti",
    "titles": [
      "Chili crisp del Sichuan",
      "Chili crisp all'aglio",
      "Chili crisp affumicato",
      "Chili crisp alle arachidi",
      "Chili crisp ai fagioli neri fermentati",
      "Chili crisp mala al pepe di Sichuan",
      "Chili crisp della casa",
      "Chili crisp allo scalogno croccante"
    ]
  },
  "spice-blend": {
    "one": "miscela di spezie",
    "many": "miscele di spezie",
    "nouns": [
      "spezia",
      "spezie",
      "mix di spezie",
      "insaporitore",
      "insaporitori",
      "rub",
      "dry rub",
      "rub per barbecue",
      "masala",
      "curry in polvere",
      "za'atar",
      "pepe in grani",
      "peperoncino in fiocchi",
      "set di spezie"
    ],
    "collection": "Spezie e miscele",
    "titles": [
      "Garam masala",
      "Paprika affumicata",
      "Pepe nero Tellicherry",
      "Mix di semi Everything Bagel",
      "Spezie per taco",
      "Miscela cajun",
      "Erbe di Provenza",
      "Berbere etiope",
      "Ras el hanout",
      "Rub per bistecca"
    ]
  },
  "condiment": {
    "one": "condimento",
    "many": "condimenti",
    "nouns": [
      "senape",
      "senapi",
      "salsa barbecue",
      "salse barbecue",
      "ketchup",
      "chutney",
      "aioli",
      "maionese",
      "condimento per insalata",
      "vinaigrette",
      "marinata",
      "marinate"
    ],
    "collection": "Condimenti e salse",
    "titles": [
      "Senape in grani",
      "Senape di Digione",
      "Senape macinata a pietra",
      "Salsa barbecue affumicata",
      "Salsa barbecue acidula",
      "Ketchup in piccoli lotti",
      "Salsa barbecue stile Kansas City",
      "Senape piccante",
      "Chutney di fichi speziato"
    ]
  },
  "honey": {
    "one": "miele",
    "many": "mieli",
    "nouns": [
      "miele crudo",
      "miele millefiori",
      "miele cremoso",
      "mieli cremosi",
      "miele montato",
      "favo",
      "favi",
      "miele in favo",
      "miele piccante",
      "miele di manuka",
      "miele di trifoglio",
      "vasetto di miele"
    ],
    "collection": "Miele",
    "titles": [
      "Miele millefiori",
      "Miele di zagara",
      "Miele di trifoglio",
      "Miele di grano saraceno",
      "Miele di primavera",
      "Miele di fine estate",
      "Miele di un solo alveare",
      "Miele cremoso",
      "Miele crudo"
    ]
  },
  "jam": {
    "one": "confettura",
    "many": "confetture",
    "nouns": [
      "marmellata",
      "marmellate",
      "gelatina di frutta",
      "composta di frutta",
      "composte di frutta",
      "crema di mele",
      "crema al limone",
      "lemon curd",
      "curd",
      "conserva di frutta",
      "conserve di frutta"
    ],
    "collection": "Confetture e marmellate",
    "titles": [
      "Confettura di fragole",
      "Confettura di albicocche",
      "Marmellata di arance amare",
      "Confettura di fichi",
      "Confettura di amarene",
      "Confettura di more",
      "Confettura di rabarbaro",
      "Confettura di pesche",
      "Confettura di susine damaschine",
      "Confettura di mirtilli selvatici"
    ]
  },
  "cheese": {
    "one": "formaggio",
    "many": "formaggi",
    "nouns": [
      "cheddar",
      "brie",
      "camembert",
      "gouda",
      "parmigiano",
      "parmigiano reggiano",
      "formaggio erborinato",
      "formaggi erborinati",
      "gorgonzola",
      "formaggio di capra",
      "caprino",
      "caprini",
      "formaggio stagionato",
      "formaggi stagionati",
      "forma di formaggio",
      "forme di formaggio",
      "spicchio di formaggio",
      "burrata",
      "manchego",
      "pecorino"
    ],
    "collection": "Formaggi",
    "titles": [
      "Formaggio fasciato in tela",
      "Formaggio d'alpeggio",
      "Formaggio stagionato",
      "Formaggio a crosta lavata",
      "Formaggio di fattoria",
      "Formaggio a crosta fiorita",
      "Formaggio affumicato",
      "Formaggio stagionato in grotta",
      "Formaggio a latte crudo",
      "Formaggio fresco"
    ]
  },
  "charcuterie": {
    "one": "salume",
    "many": "salumi",
    "nouns": [
      "salame",
      "salami",
      "prosciutto",
      "prosciutto crudo",
      "affettato",
      "affettati",
      "chorizo",
      "soppressata",
      "coppa",
      "capocollo",
      "paté",
      "terrina",
      "terrine",
      "rillettes",
      "pancetta",
      "bresaola"
    ],
    "collection": "Salumi",
    "titles": [
      "Salame al finocchietto",
      "Salame calabrese",
      "Salame all'aglio",
      "Salame piccante",
      "Salame nostrano",
      "Salame di cinghiale",
      "Coppa stagionata a secco",
      "Salame al pepe nero",
      "Salame extra stagionato"
    ]
  },
  "steak": {
    "one": "bistecca",
    "many": "bistecche",
    "nouns": [
      "costata",
      "costate",
      "entrecôte",
      "controfiletto",
      "lombata",
      "filetto",
      "filetto di manzo",
      "fiorentina",
      "punta di petto",
      "tomahawk",
      "t-bone",
      "biancostato",
      "manzo",
      "carne di manzo"
    ],
    "collection": "Bistecche",
    "titles": [
      "Bistecca frollata a secco",
      "Bistecca di manzo nutrito a erba",
      "Bistecca di Wagyu",
      "Bistecca di prima scelta",
      "Costata con osso",
      "Taglio del macellaio",
      "Bistecca di manzo allevato al pascolo",
      "Bistecca alta"
    ]
  },
  "meat-box": {
    "one": "box di carne",
    "many": "box di carne",
    "nouns": [
      "box bistecche",
      "box del macellaio",
      "selezione di carne",
      "selezioni di carne",
      "abbonamento carne",
      "box barbecue",
      "box grigliata"
    ],
    "collection": "Box di carne",
    "titles": [
      "Box scelta del macellaio",
      "Box maestro della griglia",
      "Box famiglia",
      "Box cena romantica",
      "Box carni da pascolo",
      "Box cene infrasettimanali",
      "Box delle feste",
      "Box razze antiche"
    ]
  },
  "sausage": {
    "one": "salsiccia",
    "many": "salsicce",
    "nouns": [
      "würstel",
      "wurstel",
      "bratwurst",
      "hot dog",
      "salsiccia da colazione",
      "macinato",
      "carne macinata",
      "macinato di manzo",
      "macinato di maiale",
      "hamburger",
      "burger"
    ],
    "collection": "Salsicce e macinato",
    "titles": [
      "Salsiccia dolce",
      "Salsiccia piccante",
      "Salsiccia affumicata",
      "Salsiccia allo sciroppo d'acero",
      "Salsiccia all'aglio",
      "Salsiccia stile chorizo",
      "Salsiccia al finocchietto",
      "Salsiccia classica",
      "Salsiccia alle erbe aromatiche"
    ]
  },
  "bacon": {
    "one": "bacon",
    "many": "bacon",
    "nouns": [
      "pancetta affumicata",
      "bacon a pezzo",
      "prosciutto cotto",
      "prosciutto affumicato",
      "speck"
    ],
    "collection": "Bacon e prosciutto cotto",
    "titles": [
      "Bacon a fette spesse",
      "Bacon affumicato al legno di melo",
      "Bacon affumicato all'hickory",
      "Bacon all'acero",
      "Bacon al pepe",
      "Prosciutto di campagna",
      "Bacon doppia affumicatura",
      "Bacon da razze antiche"
    ]
  },
  "poultry": {
    "one": "pollo",
    "many": "polli",
    "nouns": [
      "pollame",
      "pollo intero",
      "polli interi",
      "petto di pollo",
      "sovracoscia di pollo",
      "alette di pollo",
      "tacchino",
      "tacchino intero",
      "faraona",
      "anatra",
      "anatra intera"
    ],
    "collection": "Pollame",
    "titles": [
      "Pollo allevato al pascolo",
      "Pollo ruspante",
      "Pollo di razza antica",
      "Pollo raffreddato ad aria",
      "Pollo biologico",
      "Pollo aperto a libro",
      "Pollo in salamoia",
      "Pollo disossato"
    ]
  },
  "jerky": {
    "one": "carne secca",
    "many": "carni secche",
    "nouns": [
      "jerky",
      "beef jerky",
      "manzo essiccato",
      "stick di carne",
      "biltong"
    ],
    "collection": "Carne secca",
    "titles": [
      "Carne secca originale",
      "Carne secca al pepe nero",
      "Carne secca teriyaki",
      "Carne secca dolce piccante",
      "Carne secca affumicata",
      "Carne secca peperoncino e lime",
      "Carne secca in crosta di pepe",
      "Carne secca all'aglio"
    ]
  },
  "granola": {
    "one": "granola",
    "many": "granola",
    "nouns": [
      "muesli",
      "cluster di granola",
      "fiocchi d'avena",
      "avena",
      "overnight oats",
      "porridge",
      "cereali",
      "cereali da colazione"
    ],
    "collection": "Granola",
    "titles": [
      "Granola all'acero",
      "Granola croccante al cacao",
      "Granola al cocco tostato",
      "Granola alla cannella",
      "Granola senza cereali",
      "Granola al sesamo",
      "Granola originale",
      "Granola ciliegia e pistacchio",
      "Granola al cardamomo"
    ]
  },
  "snack-bar": {
    "one": "barretta",
    "many": "barrette",
    "nouns": [
      "barretta proteica",
      "barrette proteiche",
      "barretta ai cereali",
      "barrette ai cereali",
      "barretta energetica",
      "barrette energetiche",
      "barretta d'avena",
      "barretta alla frutta secca",
      "barretta ai datteri",
      "energy ball",
      "palline energetiche"
    ],
    "collection": "Barrette",
    "titles": [
      "Barretta alle arachidi",
      "Barretta al cacao",
      "Barretta al sale marino",
      "Barretta al cocco",
      "Barretta ai mirtilli",
      "Barretta gusto torta di compleanno",
      "Barretta all'acero",
      "Barretta al limone",
      "Barretta al caffè espresso"
    ]
  },
  "nut-mix": {
    "one": "mix di frutta secca",
    "many": "mix di frutta secca",
    "nouns": [
      "frutta secca",
      "frutta secca mista",
      "trail mix",
      "frutta a guscio",
      "frutta secca tostata",
      "mandorla",
      "mandorle",
      "anacardo",
      "anacardi",
      "noci pecan",
      "macadamia",
      "nocciole"
    ],
    "collection": "Frutta secca e mix",
    "titles": [
      "Mandorle al sale marino",
      "Mix di frutta secca dolce e piccante",
      "Mix di frutta secca al rosmarino",
      "Mandorle affumicate",
      "Trail mix da escursione",
      "Mandorle al tamari",
      "Anacardi peperoncino e lime",
      "Frutta secca cruda",
      "Noci pecan alla cannella"
    ]
  },
  "dried-fruit": {
    "one": "frutta essiccata",
    "many": "frutta essiccata",
    "nouns": [
      "mango essiccato",
      "albicocca secca",
      "albicocche secche",
      "chips di frutta",
      "dattero",
      "datteri",
      "datteri medjool",
      "fico secco",
      "fichi secchi",
      "frutta disidratata",
      "frutta liofilizzata",
      "striscioline di frutta"
    ],
    "collection": "Frutta essiccata",
    "titles": [
      "Datteri Medjool",
      "Frutta essiccata senza zuccheri aggiunti",
      "Amarene Montmorency essiccate",
      "Mango essiccato",
      "Albicocche secche",
      "Frutta liofilizzata",
      "Mix essiccato del frutteto",
      "Mix di frutta tropicale"
    ]
  },
  "nut-butter": {
    "one": "crema di frutta secca",
    "many": "creme di frutta secca",
    "nouns": [
      "burro di arachidi",
      "crema di arachidi",
      "burro di mandorle",
      "crema di mandorle",
      "crema di anacardi",
      "tahina",
      "tahini",
      "crema di semi",
      "crema spalmabile al cioccolato",
      "crema alle nocciole",
      "crema di nocciole",
      "crema spalmabile"
    ],
    "collection": "Creme di frutta secca",
    "titles": [
      "Crema di arachidi tostate",
      "Crema di mandorle all'acero",
      "Burro di arachidi salato",
      "Crema di mandorle alla cannella",
      "Crema di nocciole al cacao",
      "Crema di anacardi alla vaniglia",
      "Crema di mandorle macinata a pietra",
      "Burro di arachidi classico"
    ]
  },
  "savory-snack": {
    "one": "snack salato",
    "many": "snack salati",
    "nouns": [
      "cracker",
      "patatine",
      "patatina",
      "chips",
      "tortilla chips",
      "chips di verdure",
      "popcorn",
      "pretzel",
      "salatini",
      "grissino",
      "grissini",
      "taralli",
      "fette croccanti"
    ],
    "collection": "Cracker e snack salati",
    "titles": [
      "Patatine al sale marino",
      "Cracker al rosmarino",
      "Cracker ai semi",
      "Cracker di segale",
      "Cracker gusto Everything",
      "Cracker fichi e olive",
      "Tortilla chips peperoncino e lime",
      "Patatine al barbecue",
      "Patatine al pepe nero"
    ]
  },
  "kombucha": {
    "one": "kombucha",
    "many": "kombucha",
    "nouns": [
      "kefir d'acqua",
      "lattina di kombucha",
      "bottiglia di kombucha",
      "tè fermentato"
    ],
    "collection": "Kombucha",
    "titles": [
      "Kombucha zenzero e limone",
      "Kombucha all'ibisco",
      "Kombucha originale",
      "Kombucha al lampone",
      "Kombucha al frutto della passione",
      "Kombucha alla lavanda",
      "Kombucha ai fiori di sambuco",
      "Kombucha all'arancia rossa",
      "Kombucha alla mela speziata"
    ]
  },
  "juice": {
    "one": "succo",
    "many": "succhi",
    "nouns": [
      "succo spremuto a freddo",
      "succhi spremuti a freddo",
      "estratto",
      "estratti",
      "succo verde",
      "centrifugato",
      "centrifugati",
      "percorso detox",
      "shot allo zenzero",
      "shot benessere",
      "frullato",
      "frullati",
      "smoothie",
      "limonata"
    ],
    "collection": "Succhi ed estratti",
    "titles": [
      "Estratto verde",
      "Succo di agrumi",
      "Estratto di barbabietola",
      "Estratto carota e zenzero",
      "Succo ananas e menta",
      "Succo di anguria",
      "Estratto di sedano",
      "Succo del mattino",
      "Shot alla curcuma"
    ]
  },
  "soda": {
    "one": "bibita",
    "many": "bibite",
    "nouns": [
      "bibita artigianale",
      "bibite artigianali",
      "acqua frizzante",
      "soda prebiotica",
      "acqua tonica",
      "ginger beer",
      "seltz",
      "bevanda gassata",
      "bevande gassate",
      "soft drink",
      "tè frizzante"
    ],
    "collection": "Bibite e bevande frizzanti",
    "titles": [
      "Bibita allo zenzero",
      "Bibita ciliegia e vaniglia",
      "Bibita al pompelmo",
      "Bibita alla salsapariglia",
      "Bibita al lime",
      "Cola artigianale",
      "Bibita allo yuzu",
      "Cream soda alla vaniglia",
      "Bibita all'ibisco"
    ]
  },
  "protein-powder": {
    "one": "proteine in polvere",
    "many": "proteine in polvere",
    "nouns": [
      "proteine whey",
      "whey",
      "proteine del siero di latte",
      "proteine vegetali",
      "proteine di pisello",
      "frullato proteico",
      "frullati proteici",
      "shake proteico",
      "creatina"
    ],
    "collection": "Proteine",
    "titles": [
      "Whey da bovini nutriti a erba",
      "Proteine vegetali",
      "Proteine whey isolate",
      "Proteine dalla formula pulita",
      "Proteine per tutti i giorni",
      "Proteine gusto neutro",
      "Proteine al cacao",
      "Proteine alla vaniglia in bacche"
    ]
  },
  "vitamin": {
    "one": "vitamina",
    "many": "vitamine",
    "nouns": [
      "multivitaminico",
      "multivitaminici",
      "integratore",
      "integratori",
      "integratore alimentare",
      "integratori alimentari",
      "capsule di vitamine",
      "vitamina D",
      "vitamina C",
      "magnesio",
      "omega-3",
      "olio di pesce",
      "probiotico",
      "probiotici",
      "vitamine gommose",
      "caramelle gommose vitaminiche",
      "perle softgel"
    ],
    "collection": "Vitamine e integratori",
    "titles": [
      "Multivitaminico quotidiano",
      "Multivitaminico donna",
      "Multivitaminico uomo",
      "Vitamine essenziali",
      "Vitamine prenatali",
      "Multivitaminico vegano",
      "Vitamine delicate sullo stomaco",
      "Integratore del mattino",
      "Integratore della sera"
    ]
  },
  "greens-powder": {
    "one": "polvere di superfood",
    "many": "polveri di superfood",
    "nouns": [
      "greens in polvere",
      "super greens",
      "superfood in polvere",
      "mix di elettroliti",
      "elettroliti in polvere",
      "integratore idratante",
      "polvere di funghi",
      "funghi adattogeni in polvere",
      "polvere di adattogeni"
    ],
    "collection": "Greens e superfood in polvere",
    "titles": [
      "Greens in polvere per ogni giorno",
      "Greens in polvere originale",
      "Greens in polvere ai frutti di bosco",
      "Greens in polvere agli agrumi",
      "Greens in polvere alla menta",
      "Greens in polvere gusto neutro",
      "Greens in polvere del mattino",
      "Greens in stick da viaggio"
    ]
  },
  "pasta": {
    "one": "pasta",
    "many": "paste",
    "nouns": [
      "pasta secca",
      "pasta fresca",
      "pasta all'uovo",
      "spaghetti",
      "rigatoni",
      "penne rigate",
      "fusilli",
      "tagliatelle",
      "pappardelle",
      "orecchiette",
      "linguine",
      "bucatini",
      "gnocchi",
      "ravioli",
      "noodles"
    ],
    "collection": "Pasta",
    "titles": [
      "Pasta trafilata al bronzo",
      "Pasta di grano duro",
      "Pasta all'uovo",
      "Pasta integrale",
      "Pasta di grani antichi",
      "Pasta di semola",
      "Pasta artigianale",
      "Pasta a essiccazione lenta"
    ]
  },
  "pasta-sauce": {
    "one": "sugo",
    "many": "sughi",
    "nouns": [
      "salsa di pomodoro",
      "salse di pomodoro",
      "sugo di pomodoro",
      "marinara",
      "pesto",
      "ragù",
      "passata",
      "passata di pomodoro",
      "arrabbiata",
      "sugo alla vodka",
      "pomodori pelati",
      "pelati",
      "salsa per pasta"
    ],
    "collection": "Sughi e salse",
    "titles": [
      "Sugo alla marinara",
      "Sugo all'arrabbiata",
      "Sugo al basilico",
      "Sugo alla puttanesca",
      "Sugo all'aglio arrostito",
      "Ragù della domenica",
      "Sugo al peperoncino calabrese",
      "Sugo rosa piccante",
      "Pesto alla genovese"
    ]
  },
  "tinned-fish": {
    "one": "conserva di pesce",
    "many": "conserve di pesce",
    "nouns": [
      "pesce in scatola",
      "pesce in latta",
      "conserve ittiche",
      "sardina",
      "sardine",
      "acciuga",
      "acciughe",
      "alici",
      "trota affumicata",
      "tonno",
      "tonno sott'olio",
      "sgombro",
      "cozze",
      "salmone affumicato"
    ],
    "collection": "Conserve di pesce",
    "titles": [
      "Sardine affumicate",
      "Sgombro alle spezie",
      "Sardine al limone",
      "Salmone selvatico",
      "Tonno pescato a canna",
      "Acciughe spagnole",
      "Sardine portoghesi",
      "Aringhe marinate",
      "Cozze in escabeche"
    ]
  },
  "pickle": {
    "one": "sottaceto",
    "many": "sottaceti",
    "nouns": [
      "verdure sottaceto",
      "cetriolino",
      "cetriolini",
      "cetrioli sottaceto",
      "kimchi",
      "crauti",
      "giardiniera",
      "verdure fermentate",
      "cipolline sottaceto"
    ],
    "collection": "Sottaceti e fermentati",
    "titles": [
      "Cetriolini all'aneto",
      "Cetriolini in agrodolce",
      "Giardiniera piccante",
      "Cetriolini all'aglio",
      "Cetriolini a fermentazione breve",
      "Giardiniera classica",
      "Kimchi di cavolo cinese",
      "Barbabietole sottaceto"
    ]
  },
  "candy": {
    "one": "caramella",
    "many": "caramelle",
    "nouns": [
      "caramelle dure",
      "lecca-lecca",
      "bastoncino di zucchero",
      "bastoncini di zucchero",
      "zucchero candito",
      "liquirizia",
      "zucchero filato",
      "dolciumi",
      "caramelle sfuse",
      "mix di caramelle",
      "sacchetto di caramelle",
      "mentina",
      "mentine"
    ],
    "collection": "Caramelle",
    "titles": [
      "Caramelle di una volta",
      "Caramelle acidule",
      "Caramelle alla frutta",
      "Caramelle al burro",
      "Caramelle al marrubio",
      "Caramelle alla menta piperita",
      "Caramelle rétro",
      "Lecca-lecca a spirale",
      "Caramelle alla cannella"
    ]
  },
  "gummy": {
    "one": "caramella gommosa",
    "many": "caramelle gommose",
    "nouns": [
      "gommosa",
      "gommose",
      "orsetto gommoso",
      "orsetti gommosi",
      "vermetti gommosi",
      "jelly bean",
      "caramelle gommose aspre",
      "gommose frizzanti",
      "gelatine alla frutta",
      "pâte de fruit"
    ],
    "collection": "Caramelle gommose",
    "titles": [
      "Gommose aspre",
      "Gommose alla pesca",
      "Gommose all'anguria",
      "Gommose frizzanti",
      "Gommose tropicali",
      "Orsetti allo champagne",
      "Gommose vegane",
      "Bottigliette alla cola",
      "Gommose ai frutti di bosco"
    ]
  },
  "fudge": {
    "one": "fudge",
    "many": "fudge",
    "nouns": [
      "mou",
      "caramella mou",
      "caramelle mou",
      "toffee",
      "caramello",
      "caramello morbido",
      "caramello salato",
      "croccante",
      "croccante di arachidi",
      "croccante alla frutta secca",
      "marshmallow",
      "torrone",
      "torroni"
    ],
    "collection": "Fudge e caramelle mou",
    "titles": [
      "Fudge al sale marino",
      "Caramelle mou al burro",
      "Fudge all'acero",
      "Fudge alla vaniglia in bacche",
      "Fudge rocky road",
      "Toffee inglese",
      "Fudge penuche allo zucchero di canna",
      "Fudge al bourbon del Kentucky",
      "Fudge al doppio cioccolato fondente"
    ]
  },
  "mug": {
    "one": "tazza",
    "many": "tazze",
    "nouns": [
      "mug",
      "tazza da caffè",
      "tazze da caffè",
      "tazza da viaggio",
      "tazze da viaggio",
      "tazzina da caffè",
      "tazzina da espresso",
      "tazzine",
      "tazza da latte",
      "tazza da cappuccino"
    ],
    "collection": "Tazze",
    "titles": [
      "Tazza in gres",
      "Tazza fatta a mano",
      "Tazza tornita a mano",
      "Tazza per tutti i giorni",
      "Tazza stile diner americano",
      "Tazza extra large",
      "Tazza impilabile",
      "Tazza alta",
      "Tazza della colazione",
      "Tazza d'atelier"
    ]
  },
  "tea-cup": {
    "one": "tazza da tè",
    "many": "tazze da tè",
    "nouns": [
      "tazzina da tè",
      "chawan",
      "ciotola per matcha",
      "ciotole per matcha",
      "gaiwan",
      "tazza con piattino",
      "tazze con piattino",
      "yunomi",
      "servizio da tè",
      "set da tè"
    ],
    "collection": "Tazze e servizi da tè",
    "titles": [
      "Tazza da tè in porcellana",
      "Tazza da tè in gres",
      "Tazza da tè fatta a mano",
      "Tazza da tè con piede",
      "Tazza da tè cotta a legna",
      "Tazza da tè a doppia parete",
      "Tazza da tè stile kintsugi",
      "Tazzina da degustazione",
      "Tazza con piattino da collezione"
    ]
  },
  "tea-towel": {
    "one": "strofinaccio",
    "many": "strofinacci",
    "nouns": [
      "canovaccio",
      "canovacci",
      "asciugapiatti",
      "panno da cucina",
      "panni da cucina",
      "strofinaccio da cucina",
      "strofinacci da cucina"
    ],
    "collection": "Strofinacci e canovacci",
    "titles": [
      "Canovaccio in lino",
      "Strofinaccio a nido d'ape",
      "Canovaccio a righe",
      "Strofinaccio stampato",
      "Canovaccio a spina di pesce",
      "Canovaccio rustico",
      "Canovaccio tessuto a telaio",
      "Strofinaccio con stampa botanica",
      "Strofinaccio lavato a pietra"
    ]
  },
  "blanket": {
    "one": "coperta",
    "many": "coperte",
    "nouns": [
      "plaid",
      "copertina",
      "copertine",
      "coperta in maglia",
      "coperte in maglia",
      "coperta di lana",
      "coperte di lana",
      "coperta in pile",
      "coperte in pile",
      "coperta ponderata",
      "coperte ponderate"
    ],
    "collection": "Plaid e coperte",
    "titles": [
      "Coperta in maglia grossa",
      "Plaid in lana merino",
      "Plaid in alpaca",
      "Plaid a spina di pesce",
      "Coperta a nido d'ape",
      "Plaid con frange",
      "Coperta a trecce",
      "Coperta da tramandare",
      "Plaid scozzese",
      "Coperta tessuta a telaio"
    ]
  },
  "cushion": {
    "one": "cuscino",
    "many": "cuscini",
    "nouns": [
      "cuscino decorativo",
      "cuscini decorativi",
      "fodera per cuscino",
      "fodere per cuscino",
      "copricuscino",
      "copricuscini",
      "cuscino lombare",
      "cuscini lombari",
      "cuscino da pavimento",
      "cuscini da pavimento",
      "pouf"
    ],
    "collection": "Cuscini",
    "titles": [
      "Cuscino in lino",
      "Cuscino in velluto",
      "Cuscino in bouclé",
      "Cuscino capitonné",
      "Cuscino ricamato",
      "Cuscino stampato a blocchi",
      "Cuscino tessuto a mano",
      "Cuscino con frange",
      "Cuscino con nappe",
      "Cuscino a coste"
    ]
  },
  "vase": {
    "one": "vaso",
    "many": "vasi",
    "nouns": [
      "vaso per fiori recisi",
      "vasi per fiori recisi",
      "vaso monofiore",
      "vasi monofiore",
      "anfora",
      "anfore",
      "urna",
      "vaso a brocca"
    ],
    "collection": "Vasi",
    "titles": [
      "Vaso in ceramica",
      "Vaso fatto a mano",
      "Vaso a coste",
      "Vaso scultoreo",
      "Vaso in vetro",
      "Vaso monofiore",
      "Vaso in terracotta",
      "Vaso in gres",
      "Vaso ad anfora",
      "Vaso scanalato"
    ]
  },
  "wall-mirror": {
    "one": "specchio",
    "many": "specchi",
    "nouns": [
      "specchio da parete",
      "specchi da parete",
      "specchio da terra",
      "specchi da terra",
      "specchio tondo",
      "specchio ad arco",
      "specchio da toeletta",
      "specchio da appoggio"
    ],
    "collection": "Specchi",
    "titles": [
      "Specchio tondo",
      "Specchio ad arco",
      "Specchio oversize",
      "Specchio a forma di sole",
      "Specchio in rattan",
      "Specchio molato",
      "Specchio anticato",
      "Specchio senza cornice",
      "Specchio smerlato"
    ]
  },
  "basket": {
    "one": "cesto",
    "many": "cesti",
    "nouns": [
      "cestino",
      "cestini",
      "cesta",
      "ceste",
      "cesto portaoggetti",
      "cesti portaoggetti",
      "cesto intrecciato",
      "cesto portabiancheria",
      "portabiancheria",
      "cesto in alga marina"
    ],
    "collection": "Cesti e cestini",
    "titles": [
      "Cesto in alga marina",
      "Cesto in rattan",
      "Cesto in iuta",
      "Cesto intrecciato a mano",
      "Cesto con coperchio",
      "Cesti a incastro",
      "Cesto panciuto",
      "Cesta da mercato",
      "Cesto in corda"
    ]
  },
  "candle-holder": {
    "one": "portacandela",
    "many": "portacandele",
    "nouns": [
      "candeliere",
      "candelieri",
      "candelabro",
      "candelabri",
      "porta tealight",
      "portalumino",
      "portalumini",
      "lanterna in vetro",
      "lanterne in vetro"
    ],
    "collection": "Portacandele e candelieri",
    "titles": [
      "Candeliere in ottone",
      "Portacandela scultoreo",
      "Candeliere alto",
      "Portacandela per candele a colonna",
      "Candeliere forgiato a mano",
      "Portacandela in ceramica",
      "Portacandela in vetro",
      "Candelabro a più livelli",
      "Candeliere mid-century"
    ]
  },
  "tray": {
    "one": "vassoio",
    "many": "vassoi",
    "nouns": [
      "vassoio decorativo",
      "vassoi decorativi",
      "vassoio da portata",
      "vassoi da portata",
      "svuotatasche",
      "vassoio svuotatasche",
      "vassoio per pouf"
    ],
    "collection": "Vassoi",
    "titles": [
      "Vassoio in marmo",
      "Vassoio in travertino",
      "Vassoio laccato",
      "Vassoio in noce",
      "Vassoio in rattan",
      "Vassoio in ottone",
      "Vassoio tondo",
      "Vassoio con piedini",
      "Svuotatasche in pelle"
    ]
  },
  "decorative-object": {
    "one": "oggetto decorativo",
    "many": "oggetti decorativi",
    "nouns": [
      "scultura",
      "sculture",
      "statuetta",
      "statuette",
      "fermalibri",
      "soprammobile",
      "soprammobili",
      "complemento d'arredo",
      "complementi d'arredo",
      "oggetto d'arredo",
      "decorazione da parete",
      "decorazioni da parete",
      "ornamento",
      "ornamenti"
    ],
    "collection": "Oggetti d'arredo",
    "titles": [
      "Oggetto scultoreo",
      "Scultura astratta",
      "Fermalibri in marmo",
      "Oggetto in travertino",
      "Scultura intagliata",
      "Scultura dalle forme organiche",
      "Scultura in fusione",
      "Scultura brutalista",
      "Oggetto decorativo in legno"
    ]
  },
  "sofa": {
    "one": "divano",
    "many": "divani",
    "nouns": [
      "sofà",
      "divano angolare",
      "divani angolari",
      "divano componibile",
      "divani componibili",
      "divanetto",
      "divanetti",
      "divano due posti",
      "divano letto",
      "divani letto",
      "dormeuse",
      "chaise longue"
    ],
    "collection": "Divani",
    "titles": [
      "Divano modulare",
      "Divano mid-century",
      "Divano sfoderabile",
      "Divano a seduta profonda",
      "Divano con braccioli squadrati",
      "Divano basso",
      "Divano con schienale a gobba",
      "Divano curvo",
      "Divano Chesterfield"
    ]
  },
  "armchair": {
    "one": "poltrona",
    "many": "poltrone",
    "nouns": [
      "poltroncina",
      "poltroncine",
      "poltrona da lettura",
      "poltrona club",
      "sedia a dondolo",
      "sedie a dondolo",
      "poltrona girevole",
      "poltrona relax",
      "poltrone relax",
      "poltrona reclinabile",
      "bergère",
      "poltrona con orecchioni"
    ],
    "collection": "Poltrone",
    "titles": [
      "Poltrona mid-century",
      "Poltrona a pozzetto",
      "Poltrona con orecchioni",
      "Poltrona bassa",
      "Poltrona club",
      "Poltrona curva",
      "Poltrona capitonné",
      "Poltrona con seduta a fascia",
      "Poltroncina avvolgente"
    ]
  },
  "dining-chair": {
    "one": "sedia",
    "many": "sedie",
    "nouns": [
      "sedia da pranzo",
      "sedie da pranzo",
      "sgabello",
      "sgabelli",
      "sgabello da bar",
      "sgabelli da bar",
      "sgabello alto",
      "panca",
      "panche",
      "panca da pranzo",
      "sedia da cucina",
      "sedie da cucina"
    ],
    "collection": "Sedie e sgabelli",
    "titles": [
      "Sedia Windsor",
      "Sedia con schienale a fuselli",
      "Sedia in paglia di Vienna",
      "Sedia in legno curvato",
      "Sedia con seduta impagliata",
      "Sedia stile Wishbone",
      "Sedia impilabile",
      "Sedia imbottita",
      "Sedia con schienale a scala"
    ]
  },
  "dining-table": {
    "one": "tavolo da pranzo",
    "many": "tavoli da pranzo",
    "nouns": [
      "tavolo",
      "tavoli",
      "tavolo da cucina",
      "tavoli da cucina",
      "tavolo rustico",
      "tavolo allungabile",
      "tavoli allungabili",
      "tavolo rotondo",
      "tavolo a cavalletti"
    ],
    "collection": "Tavoli da pranzo",
    "titles": [
      "Tavolo a cavalletti",
      "Tavolo con base centrale",
      "Tavolo rustico",
      "Tavolo allungabile",
      "Tavolo rotondo",
      "Tavolo con bordo grezzo naturale",
      "Tavolo ovale",
      "Tavolo Parsons",
      "Tavolo a ribalta"
    ]
  },
  "coffee-table": {
    "one": "tavolino",
    "many": "tavolini",
    "nouns": [
      "tavolino da salotto",
      "tavolini da salotto",
      "tavolino basso",
      "tavolino di servizio",
      "tavolino d'appoggio",
      "tavolini d'appoggio",
      "consolle",
      "comodino",
      "comodini",
      "tavolino da caffè"
    ],
    "collection": "Tavolini",
    "titles": [
      "Tavolino rotondo",
      "Tavolini a incastro",
      "Tavolino in travertino",
      "Tavolino con piano alzabile",
      "Tavolino con base centrale",
      "Tavolino a tamburo",
      "Tavolino mid-century",
      "Tavolino con piano in marmo",
      "Tavolino a doghe"
    ]
  },
  "bookshelf": {
    "one": "libreria",
    "many": "librerie",
    "nouns": [
      "scaffale",
      "scaffali",
      "mensola",
      "mensole",
      "scaffalatura",
      "scaffalature",
      "mensola da parete",
      "mensole da parete",
      "mensola sospesa",
      "mensole sospese",
      "étagère"
    ],
    "collection": "Librerie e scaffali",
    "titles": [
      "Libreria modulare",
      "Libreria a scala",
      "Mensola sospesa",
      "Libreria alta",
      "Libreria bassa",
      "Libreria senza schienale",
      "Libreria a parete",
      "Scaffale industriale",
      "Libreria a cubi"
    ]
  },
  "bed-frame": {
    "one": "letto",
    "many": "letti",
    "nouns": [
      "struttura letto",
      "strutture letto",
      "telaio del letto",
      "testiera",
      "testiere",
      "letto a baldacchino",
      "letti a baldacchino",
      "letto a castello",
      "letti a castello",
      "letto imbottito",
      "letti imbottiti",
      "letto contenitore",
      "letti contenitore"
    ],
    "collection": "Letti",
    "titles": [
      "Letto con base a piattaforma",
      "Letto a baldacchino",
      "Letto imbottito",
      "Letto a quattro colonne",
      "Letto basso",
      "Letto con testiera a fuselli",
      "Letto in paglia di Vienna",
      "Letto con testiera a canali",
      "Letto contenitore"
    ]
  },
  "office-chair": {
    "one": "sedia da ufficio",
    "many": "sedie da ufficio",
    "nouns": [
      "sedia da scrivania",
      "sedie da scrivania",
      "sedia operativa",
      "sedie operative",
      "sedia ergonomica",
      "sedie ergonomiche",
      "poltrona da ufficio",
      "poltrone da ufficio"
    ],
    "collection": "Sedie da ufficio",
    "titles": [
      "Sedia da ufficio ergonomica",
      "Sedia da ufficio con schienale medio",
      "Sedia da ufficio con schienale alto",
      "Sedia da ufficio compatta",
      "Sedia alta da disegnatore",
      "Sedia da ufficio regolabile",
      "Poltrona direzionale",
      "Sedia da atelier",
      "Sedia operativa"
    ]
  },
  "desk": {
    "one": "scrivania",
    "many": "scrivanie",
    "nouns": [
      "scrittoio",
      "scrittoi",
      "scrivania per home office",
      "secrétaire",
      "scrivania porta pc",
      "scrivania da lavoro",
      "toeletta",
      "toelette"
    ],
    "collection": "Scrivanie",
    "titles": [
      "Scrittoio",
      "Secrétaire",
      "Scrivania sospesa",
      "Scrivania angolare",
      "Scrivania mid-century",
      "Scrivania Parsons",
      "Scrivania a cavalletti",
      "Scrivania compatta",
      "Scrivania a ribalta"
    ]
  },
  "dresser": {
    "one": "cassettiera",
    "many": "cassettiere",
    "nouns": [
      "comò",
      "credenza",
      "credenze",
      "madia",
      "madie",
      "mobile contenitore",
      "mobili contenitori",
      "buffet",
      "mobile tv",
      "mobili tv",
      "porta tv",
      "armadio",
      "armadi"
    ],
    "collection": "Mobili contenitori",
    "titles": [
      "Cassettiera a sei cassetti",
      "Cassettiera bassa",
      "Cassettiera alta",
      "Credenza mid-century",
      "Credenza scanalata",
      "Credenza con ante in paglia di Vienna",
      "Credenza in rattan",
      "Madia in legno di recupero",
      "Credenza a doghe"
    ]
  },
  "skillet": {
    "one": "padella",
    "many": "padelle",
    "nouns": [
      "padella in ghisa",
      "padelle in ghisa",
      "padella in acciaio al carbonio",
      "wok",
      "saltapasta",
      "bistecchiera",
      "bistecchiere",
      "piastra",
      "piastre",
      "crepiera",
      "crepiere"
    ],
    "collection": "Padelle",
    "titles": [
      "Padella in ghisa",
      "Padella in acciaio al carbonio",
      "Padella antiaderente",
      "Padella in acciaio inox",
      "Padella in acciaio a tre strati",
      "Padella in ghisa smaltata",
      "Padella pre-stagionata",
      "Padella da chef",
      "Padella profonda"
    ]
  },
  "dutch-oven": {
    "one": "cocotte",
    "many": "cocotte",
    "nouns": [
      "casseruola in ghisa",
      "casseruole in ghisa",
      "brasiera",
      "brasiere",
      "pirofila",
      "pirofile",
      "rostiera",
      "rostiere",
      "tajine"
    ],
    "collection": "Cocotte e pentole in ghisa",
    "titles": [
      "Cocotte smaltata",
      "Cocotte rotonda",
      "Cocotte ovale",
      "Cocotte in ghisa",
      "Cocotte bassa",
      "Cocotte classica di tradizione",
      "Cocotte per tutti i giorni",
      "Pirofila in gres",
      "Brasiera in ghisa"
    ]
  },
  "saucepan": {
    "one": "casseruola",
    "many": "casseruole",
    "nouns": [
      "pentola",
      "pentole",
      "pentolino",
      "pentolini",
      "pentola per brodo",
      "pentolone",
      "pentoloni",
      "pentola per la pasta",
      "pentole per la pasta",
      "tegame",
      "tegami"
    ],
    "collection": "Pentole e casseruole",
    "titles": [
      "Casseruola a tre strati",
      "Casseruola in acciaio inox",
      "Casseruola in rame",
      "Pentola per tutti i giorni",
      "Pentola con coperchio scolapasta",
      "Casseruola bombata",
      "Pentola a fondo spesso",
      "Pentola professionale",
      "Pentolino antiaderente"
    ]
  },
  "cookware-set": {
    "one": "set di pentole",
    "many": "set di pentole",
    "nouns": [
      "batteria di pentole",
      "batterie di pentole",
      "pentolame",
      "pentole e padelle",
      "set di padelle",
      "set pentole e padelle"
    ],
    "collection": "Batterie di pentole",
    "titles": [
      "Set di pentole a tre strati",
      "Set di pentole in acciaio inox",
      "Set di pentole antiaderenti",
      "Set di pentole in ghisa",
      "Set di pentole essenziali",
      "Batteria di pentole completa",
      "Set di pentole per iniziare",
      "Set di pentole con cuore in rame",
      "Batteria di pentole professionale"
    ]
  },
  "kitchen-knife": {
    "one": "coltello",
    "many": "coltelli",
    "nouns": [
      "coltello da chef",
      "coltelli da chef",
      "coltello da cuoco",
      "coltello da cucina",
      "coltelli da cucina",
      "santoku",
      "spelucchino",
      "coltello da pane",
      "set di coltelli",
      "coltello da bistecca",
      "coltelli da bistecca",
      "nakiri",
      "gyuto",
      "mannaia",
      "coltello multiuso"
    ],
    "collection": "Coltelli",
    "titles": [
      "Coltello da chef in acciaio damasco",
      "Coltello in acciaio al carbonio",
      "Coltello forgiato",
      "Coltello giapponese",
      "Coltello tedesco",
      "Coltello affilato a mano",
      "Coltello a codolo intero",
      "Coltello per tutti i giorni",
      "Coltello professionale"
    ]
  },
  "cutting-board": {
    "one": "tagliere",
    "many": "taglieri",
    "nouns": [
      "tagliere da cucina",
      "taglieri da cucina",
      "tagliere per formaggi",
      "taglieri per formaggi",
      "tagliere per salumi",
      "ceppo da macellaio",
      "tagliere per il pane",
      "tagliere da portata"
    ],
    "collection": "Taglieri",
    "titles": [
      "Tagliere in legno di testa",
      "Tagliere a listelli di taglio",
      "Tagliere in noce",
      "Tagliere in acero",
      "Tagliere in legno d'ulivo",
      "Tagliere reversibile",
      "Tagliere con bordo naturale",
      "Tagliere con manico",
      "Tagliere con scanalatura raccogli succhi"
    ]
  },
  "kitchen-utensil": {
    "one": "utensile da cucina",
    "many": "utensili da cucina",
    "nouns": [
      "utensile",
      "utensili",
      "cucchiaio di legno",
      "cucchiai di legno",
      "spatola",
      "spatole",
      "frusta",
      "fruste",
      "mestolo",
      "mestoli",
      "pinza da cucina",
      "pinze da cucina",
      "set di utensili",
      "pelapatate",
      "grattugia",
      "grattugie",
      "mortaio",
      "mortaio e pestello",
      "macinapepe",
      "saliera",
      "saliere",
      "dosatore per miele",
      "misurino",
      "misurini",
      "tazza graduata"
    ],
    "collection": "Utensili da cucina",
    "titles": [
      "Cucchiaio in legno d'ulivo",
      "Cucchiaio intagliato a mano",
      "Spatola in legno di ciliegio",
      "Mestolo in acciaio inox",
      "Spatola per pesce",
      "Spatola a gomito",
      "Cucchiaio forato",
      "Mattarello alla francese",
      "Macinapepe classico in legno"
    ]
  },
  "bakeware": {
    "one": "teglia",
    "many": "teglie",
    "nouns": [
      "stampo",
      "stampi",
      "stampo da forno",
      "stampi da forno",
      "teglia da forno",
      "placca da forno",
      "leccarda",
      "stampo da plumcake",
      "tortiera",
      "tortiere",
      "stampo per muffin",
      "stampo per crostata",
      "stampo per ciambella",
      "cestino di lievitazione",
      "banneton",
      "pietra refrattaria",
      "griglia di raffreddamento"
    ],
    "collection": "Teglie e stampi",
    "titles": [
      "Teglia in acciaio alluminato",
      "Stampo in ceramica",
      "Stampo scanalato",
      "Teglia extra spessa",
      "Teglia antiaderente",
      "Teglia professionale",
      "Teglia con bordo",
      "Tortiera apribile",
      "Teglia forata"
    ]
  },
  "apron": {
    "one": "grembiule",
    "many": "grembiuli",
    "nouns": [
      "grembiule da cucina",
      "grembiuli da cucina",
      "grembiule con spalline incrociate",
      "grembiule a pettorina",
      "guanto da forno",
      "guanti da forno",
      "presina",
      "presine"
    ],
    "collection": "Grembiuli e presine",
    "titles": [
      "Grembiule in lino",
      "Grembiule in tela robusta",
      "Grembiule con spalline incrociate",
      "Grembiule in tela cerata",
      "Grembiule in chambray",
      "Grembiule lungo",
      "Grembiule in vita",
      "Grembiule da laboratorio",
      "Grembiule a scamiciato"
    ]
  },
  "bowl": {
    "one": "ciotola",
    "many": "ciotole",
    "nouns": [
      "insalatiera",
      "insalatiere",
      "ciotola da portata",
      "ciotole da portata",
      "scodella",
      "scodelle",
      "ciotola per cereali",
      "ciotola per pasta",
      "ciotola da ramen",
      "ciotola per zuppa",
      "ciotole impilabili",
      "fruttiera",
      "fruttiere",
      "ciotola per impastare"
    ],
    "collection": "Ciotole",
    "titles": [
      "Ciotola in gres",
      "Ciotola fatta a mano",
      "Ciotola tornita a mano",
      "Ciotola con smalto puntinato",
      "Ciotola con piede",
      "Ciotola larga",
      "Ciotole impilabili",
      "Ciotola per tutti i giorni",
      "Ciotola intagliata",
      "Ciotola in porcellana"
    ]
  },
  "plate": {
    "one": "piatto",
    "many": "piatti",
    "nouns": [
      "piatto piano",
      "piatti piani",
      "piattino",
      "piattini",
      "piatto da dessert",
      "piatti da dessert",
      "piatto da insalata",
      "piatto da portata",
      "piatti da portata",
      "servizio di piatti",
      "servizi di piatti",
      "stoviglie",
      "coperto",
      "set di stoviglie"
    ],
    "collection": "Piatti e servizi",
    "titles": [
      "Piatto in gres",
      "Piatto fatto a mano",
      "Piatto coupe senza tesa",
      "Piatto con tesa",
      "Piatto con smalto puntinato",
      "Piatto in porcellana",
      "Piatto smerlato",
      "Piatto per tutti i giorni",
      "Piatto con smalto reattivo"
    ]
  },
  "glassware": {
    "one": "bicchiere",
    "many": "bicchieri",
    "nouns": [
      "calice",
      "calici",
      "calice da vino",
      "bicchieri da vino",
      "tumbler",
      "bicchiere basso",
      "bicchiere da whisky",
      "pinta",
      "bicchiere da birra",
      "bicchieri da birra",
      "bicchiere highball",
      "coppa da champagne",
      "flûte",
      "flute da champagne",
      "bicchiere da cocktail",
      "coppe da cocktail",
      "caraffa",
      "caraffe",
      "decanter",
      "brocca",
      "brocche"
    ],
    "collection": "Bicchieri e calici",
    "titles": [
      "Bicchiere soffiato a bocca",
      "Bicchiere rigato",
      "Bicchiere in vetro riciclato",
      "Calice senza stelo",
      "Calice in cristallo",
      "Bicchiere scanalato",
      "Bicchiere per tutti i giorni",
      "Bicchiere da bistrot",
      "Bicchiere stile vintage"
    ]
  },
  "flatware": {
    "one": "posata",
    "many": "posate",
    "nouns": [
      "set di posate",
      "servizio di posate",
      "forchetta",
      "forchette",
      "cucchiaio",
      "cucchiai",
      "cucchiaino",
      "cucchiaini",
      "cucchiaio da portata",
      "posate in bambù",
      "posate da viaggio",
      "coltello da tavola",
      "coltelli da tavola"
    ],
    "collection": "Posate",
    "titles": [
      "Posate satinate",
      "Posate da bistrot",
      "Posate martellate",
      "Posate classiche",
      "Posate moderne",
      "Posate in bambù",
      "Posate da viaggio",
      "Posate da tramandare",
      "Posate forgiate"
    ]
  },
  "sheet-set": {
    "one": "set di lenzuola",
    "many": "set di lenzuola",
    "nouns": [
      "lenzuolo",
      "lenzuola",
      "lenzuolo con angoli",
      "lenzuola con angoli",
      "lenzuolo sotto",
      "lenzuolo sopra",
      "federa",
      "federe",
      "completo letto",
      "completi letto",
      "biancheria da letto"
    ],
    "collection": "Lenzuola",
    "titles": [
      "Lenzuola in percalle",
      "Lenzuola in raso di cotone",
      "Lenzuola in lino",
      "Lenzuola in cotone biologico",
      "Lenzuola lavate a pietra",
      "Lenzuola pesanti invernali",
      "Lenzuola prelavate",
      "Lenzuola in canapa",
      "Lenzuola in cotone felpato"
    ]
  },
  "duvet-cover": {
    "one": "copripiumino",
    "many": "copripiumini",
    "nouns": [
      "piumone",
      "piumoni",
      "trapunta",
      "trapunte",
      "copriletto",
      "copriletti",
      "coperta trapuntata",
      "copriletto matelassé",
      "piumino da letto",
      "piumini da letto"
    ],
    "collection": "Copripiumini e trapunte",
    "titles": [
      "Copripiumino in lino",
      "Copripiumino in percalle",
      "Copripiumino in raso di cotone",
      "Copriletto trapuntato",
      "Copripiumino in garza di cotone",
      "Copriletto a nido d'ape",
      "Copripiumino lavato a pietra",
      "Trapunta cucita a mano",
      "Trapunta leggera"
    ]
  },
  "pillow": {
    "one": "guanciale",
    "many": "guanciali",
    "nouns": [
      "cuscino da letto",
      "cuscini da letto",
      "cuscino per dormire",
      "cuscino in piuma",
      "cuscini in piuma",
      "imbottitura per cuscino",
      "cuscino lungo",
      "topper",
      "coprimaterasso",
      "coprimaterassi",
      "proteggimaterasso"
    ],
    "collection": "Guanciali e cuscini da letto",
    "titles": [
      "Guanciale in piuma d'oca",
      "Guanciale in microfibra effetto piuma",
      "Guanciale per chi dorme sul fianco",
      "Guanciale in lana",
      "Guanciale in lattice",
      "Guanciale biologico",
      "Guanciale regolabile",
      "Guanciale qualità hotel",
      "Guanciale rinfrescante"
    ]
  },
  "towel": {
    "one": "asciugamano",
    "many": "asciugamani",
    "nouns": [
      "telo bagno",
      "teli bagno",
      "asciugamano per le mani",
      "telo doccia",
      "salvietta",
      "salviette",
      "set di asciugamani",
      "tappetino da bagno",
      "tappetini da bagno",
      "fouta",
      "telo hammam",
      "asciugamano ospite",
      "telo mare",
      "teli mare"
    ],
    "collection": "Asciugamani e teli",
    "titles": [
      "Telo hammam turco",
      "Asciugamano a nido d'ape",
      "Asciugamano in spugna spessa",
      "Asciugamano in cotone biologico",
      "Asciugamano a coste",
      "Asciugamano in lino",
      "Asciugamano a righe",
      "Asciugamano qualità hotel",
      "Asciugamano ad asciugatura rapida"
    ]
  },
  "table-linen": {
    "one": "tovaglia",
    "many": "tovaglie",
    "nouns": [
      "runner da tavola",
      "tovagliolo",
      "tovaglioli",
      "tovaglioli di stoffa",
      "tovaglietta",
      "tovagliette",
      "tovaglietta americana",
      "set di tovaglioli",
      "biancheria da tavola"
    ],
    "collection": "Tovaglie e tovaglioli",
    "titles": [
      "Tovaglia in lino",
      "Tovaglia stampata a blocchi",
      "Tovaglia lavata a pietra",
      "Tovaglia a quadretti vichy",
      "Tovaglia con orlo a giorno",
      "Runner tessuto a telaio",
      "Tovaglioli ricamati",
      "Tovagliette con frange",
      "Tovaglia a righe"
    ]
  },
  "rug": {
    "one": "tappeto",
    "many": "tappeti",
    "nouns": [
      "passatoia",
      "passatoie",
      "tappeto da corridoio",
      "kilim",
      "zerbino",
      "zerbini",
      "tappeto lavabile",
      "tappeti lavabili",
      "tappeto in iuta",
      "tappeto di lana",
      "tappeto berbero",
      "tappeti berberi",
      "moquette"
    ],
    "collection": "Tappeti",
    "titles": [
      "Tappeto annodato a mano",
      "Tappeto a tessitura piatta",
      "Tappeto stile vintage",
      "Tappeto marocchino",
      "Tappeto in iuta",
      "Tappeto a pelo lungo",
      "Tappeto taftato a mano",
      "Tappeto lavabile",
      "Tappeto stile persiano",
      "Tappeto a righe"
    ]
  },
  "curtain": {
    "one": "tenda",
    "many": "tende",
    "nouns": [
      "tendaggio",
      "tendaggi",
      "tenda trasparente",
      "tenda oscurante",
      "tende oscuranti",
      "tenda a pacchetto",
      "tende a pacchetto",
      "tenda a rullo",
      "tende a rullo",
      "tendina",
      "tendine",
      "veneziana",
      "veneziane"
    ],
    "collection": "Tende",
    "titles": [
      "Tenda in lino",
      "Tenda trasparente",
      "Tenda oscurante",
      "Tenda con piega francese",
      "Tenda con passabastone",
      "Tenda in velluto",
      "Tenda lavata a pietra",
      "Tenda con passanti",
      "Tenda foderata"
    ]
  },
  "wall-hanging": {
    "one": "arazzo",
    "many": "arazzi",
    "nouns": [
      "tessuto da parete",
      "macramè",
      "macramè da parete",
      "tessitura",
      "arte tessile",
      "trapunta da parete"
    ],
    "collection": "Arazzi e decorazioni tessili",
    "titles": [
      "Arazzo tessuto a mano",
      "Macramè da parete",
      "Arazzo tinto a mano",
      "Arazzo con frange",
      "Arazzo astratto",
      "Arazzo boho",
      "Arazzo con trama a riccio",
      "Arazzo in fibre naturali",
      "Arte tessile incorniciata"
    ]
  },
  "table-lamp": {
    "one": "lampada da tavolo",
    "many": "lampade da tavolo",
    "nouns": [
      "lampada",
      "lampade",
      "lampada da scrivania",
      "lampade da scrivania",
      "lampada da comodino",
      "lampade da comodino",
      "paralume",
      "paralumi",
      "lampada senza fili",
      "lampada ricaricabile",
      "lampada a fungo"
    ],
    "collection": "Lampade da tavolo",
    "titles": [
      "Lampada da tavolo in ceramica",
      "Lampada a fungo",
      "Lampada da tavolo in ottone",
      "Lampada da tavolo in carta",
      "Lampada con paralume plissettato",
      "Lampada da tavolo ricaricabile",
      "Lampada da lavoro orientabile",
      "Lampada a forma di zucca",
      "Lampada in alabastro",
      "Lampada da tavolo mid-century"
    ]
  },
  "pendant-light": {
    "one": "lampada a sospensione",
    "many": "lampade a sospensione",
    "nouns": [
      "sospensione",
      "sospensioni",
      "plafoniera",
      "plafoniere",
      "lampadario",
      "lampadari",
      "lampada da soffitto",
      "lampade da soffitto",
      "corpo illuminante"
    ],
    "collection": "Sospensioni e plafoniere",
    "titles": [
      "Sospensione a cupola",
      "Sospensione a sfera",
      "Sospensione in rattan",
      "Lampada a sospensione in carta",
      "Sospensione lineare",
      "Lampadario Sputnik",
      "Sospensione plissettata",
      "Sospensione in vetro soffiato",
      "Sospensione a campana",
      "Sospensione a tamburo"
    ]
  },
  "floor-lamp": {
    "one": "lampada da terra",
    "many": "lampade da terra",
    "nouns": [
      "piantana",
      "piantane",
      "lampada ad arco",
      "lampade ad arco",
      "lampada da lettura",
      "lampade da lettura",
      "lampada a stelo",
      "lampade a stelo",
      "lampada treppiede"
    ],
    "collection": "Lampade da terra",
    "titles": [
      "Lampada ad arco",
      "Lampada da terra a treppiede",
      "Lampada da lettura",
      "Lampada da terra in carta",
      "Lampada da terra a colonna",
      "Lampada da terra con braccio orientabile",
      "Lampada da terra a sfera",
      "Lampada da terra scultorea",
      "Lampada da terra plissettata"
    ]
  },
  "wall-sconce": {
    "one": "applique",
    "many": "applique",
    "nouns": [
      "lampada da parete",
      "lampade da parete",
      "luce da parete",
      "luci da parete",
      "lampada per quadri",
      "luce per quadri",
      "applique con spina",
      "lampada a braccio"
    ],
    "collection": "Applique",
    "titles": [
      "Applique con braccio orientabile",
      "Applique con spina",
      "Applique a sfera",
      "Applique plissettata",
      "Applique a cono",
      "Applique snodata",
      "Applique in alabastro",
      "Lampada per quadri",
      "Applique doppia"
    ]
  },
  "string-light": {
    "one": "catena luminosa",
    "many": "catene luminose",
    "nouns": [
      "lucine",
      "luci a catena",
      "filo di luci",
      "fili di luci",
      "ghirlanda luminosa",
      "ghirlande luminose",
      "festone luminoso",
      "festoni luminosi",
      "luci da esterno",
      "luci da giardino",
      "luci bistrot"
    ],
    "collection": "Luci a catena",
    "titles": [
      "Festone luminoso",
      "Catena di luci bistrot",
      "Lucine su filo di rame",
      "Catena luminosa a sfere",
      "Luci a catena solari",
      "Luci a catena da esterno",
      "Ghirlanda di lanterne di carta",
      "Lucine a luce calda",
      "Lucine a batteria"
    ]
  },
  "light-bulb": {
    "one": "lampadina",
    "many": "lampadine",
    "nouns": [
      "lampadina edison",
      "lampadine edison",
      "lampadina led",
      "lampadine led",
      "lampadina a filamento",
      "lampadine a filamento",
      "lampadina a globo",
      "lampadine a globo"
    ],
    "collection": "Lampadine",
    "titles": [
      "Lampadina a filamento",
      "Lampadina a globo",
      "Lampadina a tubo",
      "Lampadina ambrata",
      "Lampadina satinata",
      "Lampadina dimmerabile",
      "Lampadina vintage",
      "Lampadina a luce calda",
      "Lampadina tubolare"
    ]
  },
  "art-print": {
    "one": "stampa artistica",
    "many": "stampe artistiche",
    "nouns": [
      "stampa",
      "stampe",
      "stampa d'arte",
      "stampe d'arte",
      "stampa fine art",
      "stampe fine art",
      "stampa giclée",
      "stampa risograph",
      "stampa riso",
      "linoleografia",
      "linoleografie",
      "serigrafia",
      "serigrafie",
      "stampa fotografica",
      "stampe fotografiche",
      "stampa incorniciata",
      "stampa su tela",
      "illustrazione",
      "illustrazioni",
      "stampa botanica"
    ],
    "collection": "Stampe d'arte",
    "titles": [
      "Stampa botanica",
      "Stampa astratta",
      "Stampa di paesaggio",
      "Stampa in edizione limitata",
      "Stampa firmata",
      "Stampa architettonica",
      "Stampa vintage",
      "Stampa line art",
      "Stampa marina",
      "Stampa minimalista"
    ]
  },
  "poster": {
    "one": "poster",
    "many": "poster",
    "nouns": [
      "manifesto",
      "manifesti",
      "poster di viaggio",
      "poster vintage",
      "poster da parete",
      "poster di mostra",
      "locandina",
      "locandine",
      "poster tipografico"
    ],
    "collection": "Poster",
    "titles": [
      "Poster di viaggio",
      "Manifesto di mostra",
      "Poster rétro",
      "Poster tipografico",
      "Poster Bauhaus",
      "Poster mid-century",
      "Poster grafico",
      "Poster illustrato",
      "Poster in stile svizzero"
    ]
  },
  "picture-frame": {
    "one": "cornice",
    "many": "cornici",
    "nouns": [
      "cornice per foto",
      "cornici per foto",
      "portafoto",
      "cornice portafoto",
      "cornice per poster",
      "cornici per poster",
      "cornice da galleria",
      "set di cornici",
      "portaposter",
      "appendi poster"
    ],
    "collection": "Cornici",
    "titles": [
      "Cornice in rovere",
      "Cornice in noce",
      "Cornice da galleria",
      "Cornice a effetto sospeso",
      "Cornice sottile",
      "Cornice a cassetta",
      "Cornice in ottone",
      "Cornice teca",
      "Cornice da tavolo"
    ]
  },
  "painting": {
    "one": "dipinto",
    "many": "dipinti",
    "nouns": [
      "quadro",
      "quadri",
      "dipinto originale",
      "dipinti originali",
      "opera originale",
      "opere originali",
      "opera d'arte",
      "opere d'arte",
      "arte originale",
      "acquerello",
      "acquerelli",
      "dipinto a olio",
      "quadro a olio",
      "dipinto acrilico",
      "disegno originale",
      "disegni originali"
    ],
    "collection": "Opere originali",
    "titles": [
      "Dipinto astratto",
      "Dipinto di paesaggio",
      "Natura morta",
      "Dipinto figurativo",
      "Marina",
      "Dipinto botanico",
      "Dipinto gestuale",
      "Dipinto di piccolo formato",
      "Dipinto impressionista"
    ]
  },
  "notebook": {
    "one": "quaderno",
    "many": "quaderni",
    "nouns": [
      "taccuino",
      "taccuini",
      "diario",
      "diari",
      "blocco note",
      "blocchi note",
      "quaderno a puntini",
      "quaderni a puntini",
      "bullet journal",
      "blocchetto",
      "blocchetti",
      "quaderno ricaricabile",
      "notes"
    ],
    "collection": "Quaderni e taccuini",
    "titles": [
      "Quaderno rilegato in lino",
      "Quaderno ad apertura piatta",
      "Taccuino tascabile",
      "Taccuino in pelle",
      "Quaderno a puntini",
      "Quaderno con copertina morbida",
      "Quaderno con copertina rigida",
      "Taccuino da campo",
      "Diario quotidiano",
      "Quaderno rilegato in tela"
    ]
  },
  "planner": {
    "one": "agenda",
    "many": "agende",
    "nouns": [
      "planner",
      "planner settimanale",
      "planner giornaliero",
      "agenda settimanale",
      "agenda giornaliera",
      "calendario",
      "calendari",
      "calendario da parete",
      "calendari da parete",
      "calendario da tavolo",
      "planner da scrivania",
      "habit tracker"
    ],
    "collection": "Agende e calendari",
    "titles": [
      "Agenda settimanale",
      "Agenda giornaliera",
      "Agenda non datata",
      "Agenda accademica",
      "Agenda in lino",
      "Agenda sottile",
      "Planner per obiettivi",
      "Calendario da tavolo",
      "Agenda compatta"
    ]
  },
  "pen": {
    "one": "penna",
    "many": "penne",
    "nouns": [
      "penna stilografica",
      "penne stilografiche",
      "stilografica",
      "stilografiche",
      "penna a sfera",
      "penne a sfera",
      "biro",
      "penna gel",
      "penne gel",
      "roller",
      "penna roller",
      "fineliner",
      "brush pen",
      "matita",
      "matite",
      "portamine",
      "inchiostro",
      "inchiostri",
      "boccetta d'inchiostro",
      "ricarica per penna",
      "refill"
    ],
    "collection": "Penne e matite",
    "titles": [
      "Penna in ottone",
      "Penna per tutti i giorni",
      "Penna tascabile",
      "Penna ricaricabile",
      "Penna giapponese",
      "Penna in alluminio",
      "Penna a scatto",
      "Portamine da disegno tecnico",
      "Stilografica da tramandare",
      "Penna da viaggio"
    ]
  },
  "greeting-card": {
    "one": "biglietto d'auguri",
    "many": "biglietti d'auguri",
    "nouns": [
      "biglietto",
      "biglietti",
      "biglietto di compleanno",
      "biglietti di compleanno",
      "biglietto di ringraziamento",
      "biglietti di ringraziamento",
      "bigliettino",
      "bigliettini",
      "cartolina",
      "cartoline",
      "biglietto di Natale",
      "biglietti di Natale",
      "biglietto di nozze",
      "biglietto di condoglianze",
      "biglietto di anniversario",
      "biglietto d'amore",
      "set di biglietti",
      "biglietti in scatola"
    ],
    "collection": "Biglietti e cartoline",
    "titles": [
      "Biglietto in letterpress",
      "Biglietto con stampa a caldo",
      "Biglietto illustrato",
      "Biglietto con lettering a mano",
      "Biglietto botanico",
      "Biglietto in bianco",
      "Biglietto divertente",
      "Biglietto dipinto a mano",
      "Biglietto pop-up"
    ]
  },
  "sticker": {
    "one": "adesivo",
    "many": "adesivi",
    "nouns": [
      "sticker",
      "foglio di adesivi",
      "fogli di adesivi",
      "pacchetto di adesivi",
      "adesivo in vinile",
      "adesivi in vinile",
      "decalcomania",
      "decalcomanie",
      "adesivo per laptop",
      "spilla smaltata",
      "spille smaltate"
    ],
    "collection": "Adesivi",
    "titles": [
      "Adesivo olografico",
      "Adesivo fustellato",
      "Adesivo lucido",
      "Adesivo opaco",
      "Adesivo trasparente",
      "Adesivo kiss-cut",
      "Adesivo glitterato",
      "Adesivo impermeabile",
      "Mini adesivi"
    ]
  },
  "washi-tape": {
    "one": "washi tape",
    "many": "washi tape",
    "nouns": [
      "nastro washi",
      "nastri washi",
      "nastro adesivo decorativo",
      "nastri adesivi decorativi",
      "nastro di carta",
      "masking tape"
    ],
    "collection": "Washi tape",
    "titles": [
      "Washi tape stampato",
      "Washi tape metallizzato",
      "Washi tape a quadretti",
      "Washi tape botanico",
      "Washi tape sottile",
      "Washi tape largo",
      "Washi tape di stagione",
      "Washi tape pastello",
      "Nastro in carta kraft"
    ]
  },
  "desk-accessory": {
    "one": "accessorio da scrivania",
    "many": "accessori da scrivania",
    "nouns": [
      "organizer da scrivania",
      "portapenne",
      "portamatite",
      "astuccio",
      "astucci",
      "vaschetta portadocumenti",
      "vaschette portadocumenti",
      "fermacarte",
      "cucitrice",
      "graffetta",
      "graffette",
      "segnalibro",
      "segnalibri"
    ],
    "collection": "Accessori da scrivania",
    "titles": [
      "Fermacarte in ottone",
      "Portapenne in noce",
      "Organizer da scrivania in pelle",
      "Vaschette portadocumenti impilabili",
      "Portapenne minimal",
      "Portagraffette magnetico",
      "Organizer da scrivania",
      "Vaschetta in sughero",
      "Organizer in feltro"
    ]
  },
  "writing-paper": {
    "one": "carta da lettere",
    "many": "carte da lettere",
    "nouns": [
      "set da scrittura",
      "set per corrispondenza",
      "busta",
      "buste",
      "carta intestata",
      "carta da regalo",
      "carte da regalo",
      "rotolo di carta da regalo",
      "carta velina"
    ],
    "collection": "Carta da lettere e da regalo",
    "titles": [
      "Carta da lettere con bordi sfrangiati",
      "Carta da lettere in cotone",
      "Carta vergata",
      "Carta da lettere posta aerea",
      "Carta da regalo kraft",
      "Carta da regalo botanica",
      "Carta marmorizzata",
      "Carta da lettere personalizzata",
      "Carta da regalo riciclata"
    ]
  },
  "houseplant": {
    "one": "pianta da interno",
    "many": "piante da interno",
    "nouns": [
      "pianta d'appartamento",
      "piante d'appartamento",
      "pianta in vaso",
      "piante in vaso",
      "monstera",
      "pothos",
      "ficus lyrata",
      "sansevieria",
      "felce",
      "felci",
      "filodendro",
      "calathea",
      "orchidea",
      "orchidee",
      "bonsai",
      "spatifillo",
      "zamioculcas",
      "ficus elastica",
      "collana di perle",
      "tillandsia",
      "tillandsie",
      "pianta aromatica",
      "piante aromatiche"
    ],
    "collection": "Piante da interno",
    "titles": [
      "Pianta ricadente",
      "Pianta per poca luce",
      "Pianta sicura per gli animali",
      "Pianta variegata",
      "Pianta da tavolo",
      "Pianta da appendere",
      "Pianta d'effetto",
      "Pianta per principianti",
      "Pianta rara"
    ]
  },
  "succulent": {
    "one": "pianta grassa",
    "many": "piante grasse",
    "nouns": [
      "succulenta",
      "succulente",
      "cactus",
      "aloe",
      "echeveria",
      "albero di giada",
      "crassula",
      "haworthia",
      "set di piante grasse",
      "terrario",
      "terrari"
    ],
    "collection": "Piante grasse e cactus",
    "titles": [
      "Succulenta a rosetta",
      "Succulenta ricadente",
      "Mini pianta grassa",
      "Cactus del deserto",
      "Cactus colonnare",
      "Succulenta vellutata",
      "Pianta grassa amante del sole",
      "Pianta grassa da davanzale",
      "Pianta grassa resistente"
    ]
  },
  "plant-pot": {
    "one": "vaso per piante",
    "many": "vasi per piante",
    "nouns": [
      "vaso da fiori",
      "vasi da fiori",
      "portavaso",
      "portavasi",
      "vaso sospeso",
      "vasi sospesi",
      "vaso autoirrigante",
      "vasi autoirriganti",
      "supporto per piante",
      "portapiante",
      "fioriera",
      "fioriere",
      "cassetta per balcone",
      "orto rialzato",
      "vaso in terracotta",
      "vasi in terracotta",
      "vaso in ceramica"
    ],
    "collection": "Vasi e fioriere",
    "titles": [
      "Vaso in terracotta",
      "Vaso in ceramica per piante",
      "Vaso autoirrigante",
      "Vaso sospeso",
      "Vaso con piedini",
      "Vaso a coste per piante",
      "Vaso cilindrico",
      "Vaso in cemento",
      "Vaso smaltato",
      "Vaso svasato"
    ]
  },
  "watering-can": {
    "one": "annaffiatoio",
    "many": "annaffiatoi",
    "nouns": [
      "nebulizzatore per piante",
      "nebulizzatori per piante",
      "spruzzino",
      "spruzzini",
      "sfera per annaffiare",
      "lancia per tubo",
      "lancia da giardino"
    ],
    "collection": "Annaffiatura",
    "titles": [
      "Annaffiatoio zincato",
      "Nebulizzatore in ottone",
      "Annaffiatoio a becco lungo",
      "Annaffiatoio da interno",
      "Annaffiatoio in rame",
      "Annaffiatoio smaltato",
      "Annaffiatoio classico",
      "Nebulizzatore in vetro"
    ]
  },
  "potting-mix": {
    "one": "terriccio",
    "many": "terricci",
    "nouns": [
      "terra",
      "terriccio universale",
      "compost",
      "concime",
      "concimi",
      "fertilizzante",
      "fertilizzanti",
      "terriccio da semina",
      "corteccia per orchidee",
      "pacciamatura",
      "nutrimento per piante"
    ],
    "collection": "Terricci e concimi",
    "titles": [
      "Terriccio biologico",
      "Terriccio per aroidi",
      "Terriccio minerale drenante",
      "Terriccio universale",
      "Substrato a grana grossa",
      "Terriccio senza torba",
      "Terriccio da semina",
      "Humus di lombrico",
      "Terriccio di alta qualità"
    ]
  },
  "grow-kit": {
    "one": "kit di coltivazione",
    "many": "kit di coltivazione",
    "nouns": [
      "kit per erbe aromatiche",
      "kit funghi",
      "kit per coltivare funghi",
      "kit microgreens",
      "kit di semina",
      "kit orto",
      "kit da davanzale"
    ],
    "collection": "Kit di coltivazione",
    "titles": [
      "Kit orto da davanzale",
      "Kit erbe aromatiche",
      "Kit orto in cucina",
      "Kit di coltivazione per principianti",
      "Kit di coltivazione per bambini",
      "Kit di coltivazione da interno",
      "Kit orto della pizza",
      "Kit erbe per cocktail",
      "Kit fiori per impollinatori"
    ]
  },
  "bouquet": {
    "one": "mazzo di fiori",
    "many": "mazzi di fiori",
    "nouns": [
      "bouquet",
      "fiore",
      "fiori",
      "fiori freschi",
      "fiori recisi",
      "composizione floreale",
      "composizioni floreali",
      "mazzolino",
      "mazzolini",
      "peonie",
      "tulipani",
      "girasoli",
      "ranuncoli",
      "ortensie",
      "corsage",
      "boutonnière",
      "abbonamento fiori",
      "rose a stelo lungo",
      "rose da giardino",
      "centrotavola floreale"
    ],
    "collection": "Mazzi di fiori",
    "titles": [
      "Mazzo di stagione",
      "Mazzo di fiori da giardino",
      "Mazzo scelto dal fiorista",
      "Mazzo di fiori di campo",
      "Bouquet legato a mano",
      "Mazzo nei toni pastello",
      "Bouquet romantico",
      "Composizione di cordoglio",
      "Mazzo di compleanno",
      "Mazzo del mercato"
    ]
  },
  "dried-flowers": {
    "one": "fiore secco",
    "many": "fiori secchi",
    "nouns": [
      "mazzo di fiori secchi",
      "mazzi di fiori secchi",
      "bouquet di fiori secchi",
      "composizione di fiori secchi",
      "pampas",
      "erba della pampas",
      "fiore stabilizzato",
      "fiori stabilizzati",
      "elicriso",
      "semprevivi",
      "coda di coniglio",
      "lagurus"
    ],
    "collection": "Fiori secchi",
    "titles": [
      "Mazzo di pampas",
      "Mazzo di semprevivi",
      "Mazzo secco di prato",
      "Fiori secchi sbiancati",
      "Fiori stabilizzati",
      "Mazzo rustico di fiori secchi",
      "Fiori secchi toni neutri",
      "Fiori di campo essiccati",
      "Mazzolino secco per vaso monofiore"
    ]
  },
  "wreath": {
    "one": "ghirlanda",
    "many": "ghirlande",
    "nouns": [
      "ghirlanda per la porta",
      "ghirlande per la porta",
      "corona",
      "corona natalizia",
      "corone natalizie",
      "ghirlanda natalizia",
      "festone",
      "festoni",
      "ghirlanda sempreverde",
      "kit per ghirlande"
    ],
    "collection": "Ghirlande",
    "titles": [
      "Ghirlanda sempreverde",
      "Ghirlanda di eucalipto",
      "Ghirlanda di fiori secchi",
      "Ghirlanda di rami d'ulivo",
      "Corona natalizia",
      "Ghirlanda autunnale",
      "Ghirlanda di magnolia",
      "Ghirlanda selvatica",
      "Ghirlanda di agrumi essiccati"
    ]
  },
  "seed-packet": {
    "one": "bustina di semi",
    "many": "bustine di semi",
    "nouns": [
      "seme",
      "semi",
      "semi antichi",
      "semi di ortaggi",
      "semi di fiori",
      "semi di erbe aromatiche",
      "collezione di semi",
      "semi di fiori di campo",
      "miscuglio di semi",
      "semi per microgreens"
    ],
    "collection": "Semi",
    "titles": [
      "Semi di varietà antiche",
      "Semi biologici",
      "Semi di pomodoro ciliegino",
      "Semi di fiori per impollinatori",
      "Semi di fiori da recidere",
      "Semi di insalate miste",
      "Semi a impollinazione libera",
      "Semi di piante autoctone",
      "Semi per l'orto di casa"
    ]
  },
  "flower-bulb": {
    "one": "bulbo",
    "many": "bulbi",
    "nouns": [
      "bulbo da fiore",
      "bulbi da fiore",
      "bulbi di tulipano",
      "bulbi di narciso",
      "bulbi di allium",
      "tubero di dalia",
      "tuberi di dalia",
      "tubero",
      "tuberi",
      "pianta a radice nuda",
      "arbusto",
      "arbusti",
      "rosaio",
      "cespuglio di rose",
      "albero da frutto",
      "alberi da frutto",
      "pianta perenne",
      "piante perenni"
    ],
    "collection": "Bulbi e piante",
    "titles": [
      "Bulbi a fioritura primaverile",
      "Bulbi da naturalizzare",
      "Bulbi di varietà antiche",
      "Tulipani doppi",
      "Tulipani pappagallo",
      "Tulipani frangiati",
      "Bulbi nani",
      "Bulbi profumati",
      "Bulbi da fiore reciso"
    ]
  },
  "garden-tool": {
    "one": "attrezzo da giardino",
    "many": "attrezzi da giardino",
    "nouns": [
      "attrezzo da giardinaggio",
      "attrezzi da giardinaggio",
      "trapiantatore",
      "paletta da giardino",
      "cesoia",
      "cesoie",
      "forbici da potatura",
      "hori hori",
      "estirpatore",
      "rastrello",
      "rastrelli",
      "rastrellino",
      "forca",
      "vanga",
      "vanghe",
      "zappa",
      "zappe",
      "troncarami",
      "tosasiepi",
      "set di attrezzi da giardino",
      "guanti da giardinaggio",
      "inginocchiatoio da giardino",
      "tubo da giardino",
      "tubo per irrigazione"
    ],
    "collection": "Attrezzi da giardino",
    "titles": [
      "Trapiantatore forgiato",
      "Paletta in acciaio inox",
      "Vanga con manico in frassino",
      "Rastrello a manico lungo",
      "Cesoie a lama passante",
      "Coltello da giardino giapponese",
      "Zappetta artigianale classica",
      "Cesoie compatte",
      "Trapiantatore in acciaio al carbonio"
    ]
  },
  "cleaning-refill": {
    "one": "ricarica",
    "many": "ricariche",
    "nouns": [
      "busta di ricarica",
      "buste di ricarica",
      "flacone di ricarica",
      "flaconi di ricarica",
      "concentrato detergente",
      "concentrati detergenti",
      "pastiglia di ricarica",
      "pastiglie detergenti",
      "ricarica sfusa",
      "ricarica formato famiglia"
    ],
    "collection": "Ricariche",
    "titles": [
      "Ricarica multiuso",
      "Ricarica formato maxi",
      "Ricarica concentrata",
      "Ricarica senza profumo",
      "Ricarica agli agrumi",
      "Ricarica per vetri",
      "Ricarica per il bagno",
      "Ricarica per la cucina",
      "Ricarica per pavimenti"
    ]
  },
  "cleaning-spray": {
    "one": "detergente spray",
    "many": "detergenti spray",
    "nouns": [
      "spray multiuso",
      "detergente multiuso",
      "detergenti multiuso",
      "spray per superfici",
      "detergente per vetri",
      "sgrassatore",
      "sgrassatori",
      "detergente per il bagno",
      "anticalcare",
      "detergente per la cucina",
      "detergente per pavimenti",
      "kit di pulizia"
    ],
    "collection": "Pulizia",
    "titles": [
      "Spray multiuso",
      "Detergente spray per tutte le superfici",
      "Spray agli agrumi",
      "Spray senza profumo",
      "Spray per vetri",
      "Spray per il bagno",
      "Sgrassatore per la cucina",
      "Kit pulizia per iniziare",
      "Spray per la pulizia quotidiana"
    ]
  },
  "dish-soap": {
    "one": "detersivo per piatti",
    "many": "detersivi per piatti",
    "nouns": [
      "detersivo piatti solido",
      "sapone per piatti solido",
      "pastiglia per lavastoviglie",
      "pastiglie per lavastoviglie",
      "capsule per lavastoviglie",
      "detersivo per bucato",
      "detersivo",
      "detersivi",
      "detersivo in polvere",
      "strisce di detersivo",
      "smacchiatore",
      "smacchiatori",
      "palline per asciugatrice",
      "palline di lana per asciugatrice"
    ],
    "collection": "Piatti e bucato",
    "titles": [
      "Detersivo per piatti solido",
      "Detersivo per piatti senza profumo",
      "Detersivo bucato concentrato",
      "Detersivo di origine vegetale",
      "Detersivo per piatti agli agrumi",
      "Detersivo bucato per pelli sensibili",
      "Detersivo zero rifiuti",
      "Detersivo sfuso",
      "Detersivo piatti per tutti i giorni"
    ]
  },
  "beeswax-wrap": {
    "one": "involucro in cera d'api",
    "many": "involucri in cera d'api",
    "nouns": [
      "wrap in cera d'api",
      "pellicola riutilizzabile",
      "pellicole riutilizzabili",
      "tessuto cerato per alimenti",
      "wrap vegano",
      "copriciotola",
      "copriciotole",
      "coperchio in silicone",
      "coperchi in silicone"
    ],
    "collection": "Involucri per alimenti",
    "titles": [
      "Involucro in cera d'api",
      "Involucro in cera vegetale",
      "Involucro stampato",
      "Involucro formato pagnotta",
      "Involucro per panini",
      "Set di involucri per iniziare",
      "Set di involucri formato famiglia",
      "Involucro con stampa botanica",
      "Set di involucri da cucina"
    ]
  },
  "reusable-storage": {
    "one": "contenitore riutilizzabile",
    "many": "contenitori riutilizzabili",
    "nouns": [
      "sacchetto per frutta e verdura",
      "sacchetti per frutta e verdura",
      "borsa riutilizzabile",
      "borse riutilizzabili",
      "sacchetto in silicone",
      "sacchetti in silicone",
      "contenitore per alimenti",
      "contenitori per alimenti",
      "contenitore in vetro",
      "contenitori in vetro",
      "portapranzo",
      "lunch box",
      "bento box",
      "barattolo",
      "barattoli",
      "barattolo per dispensa",
      "sacchetto per snack",
      "sacchetto per il pane"
    ],
    "collection": "Contenitori riutilizzabili",
    "titles": [
      "Sacchetto in rete",
      "Sacchetto in silicone",
      "Sacchetto in cotone biologico",
      "Contenitore in acciaio inox",
      "Contenitore in vetro",
      "Contenitori impilabili",
      "Contenitore ermetico",
      "Barattolo per dispensa",
      "Portapranzo"
    ]
  },
  "dish-brush": {
    "one": "spazzola per piatti",
    "many": "spazzole per piatti",
    "nouns": [
      "spazzola lavapiatti",
      "scovolino",
      "scovolini",
      "paglietta abrasiva",
      "spugna per piatti",
      "spugne per piatti",
      "spugna compostabile",
      "panno spugna",
      "panni spugna",
      "panno svedese",
      "spazzola per pulizie",
      "spazzola per verdure"
    ],
    "collection": "Spazzole e spugne",
    "titles": [
      "Spazzola per piatti in faggio",
      "Spazzola per piatti in bambù",
      "Spazzola in fibra di cocco",
      "Spazzola con testina sostituibile",
      "Spazzola a manico lungo",
      "Spugna abrasiva",
      "Spugna compostabile",
      "Spazzola in sisal",
      "Spazzola per piatti per tutti i giorni"
    ]
  },
  "reusable-straw": {
    "one": "cannuccia riutilizzabile",
    "many": "cannucce riutilizzabili",
    "nouns": [
      "cannuccia",
      "cannucce",
      "cannuccia in metallo",
      "cannucce in metallo",
      "cannuccia in vetro",
      "cannuccia in bambù",
      "set di cannucce"
    ],
    "collection": "Cannucce",
    "titles": [
      "Cannuccia in acciaio inox",
      "Cannuccia in vetro",
      "Cannuccia in bambù",
      "Cannuccia curva",
      "Cannuccia larga",
      "Cannuccia da viaggio",
      "Cannuccia extra larga",
      "Cannuccia da cocktail",
      "Cannuccia per bubble tea"
    ]
  },
  "gift-card": {
    "one": "carta regalo",
    "many": "carte regalo",
    "nouns": [
      "buono regalo",
      "buoni regalo",
      "gift card",
      "carta regalo digitale",
      "buono regalo digitale",
      "e-gift card",
      "voucher",
      "buono",
      "buoni"
    ],
    "collection": "Carte regalo",
    "titles": [
      "Carta regalo digitale",
      "Buono regalo da stampare",
      "Carta regalo di compleanno",
      "Carta regalo per le feste",
      "Carta regalo di ringraziamento",
      "Carta regalo per festeggiare",
      "Carta regalo classica",
      "Buono regalo dell'ultimo minuto"
    ]
  },
  "gift-box": {
    "one": "confezione regalo",
    "many": "confezioni regalo",
    "nouns": [
      "scatola regalo",
      "scatole regalo",
      "cesto regalo",
      "cesti regalo",
      "pacco regalo",
      "pacchi regalo",
      "cassetta regalo",
      "box degustazione",
      "box assaggio",
      "box in abbonamento"
    ],
    "collection": "Confezioni regalo",
    "titles": [
      "Confezione regalo iconica",
      "Confezione regalo per festeggiare",
      "Confezione regalo di ringraziamento",
      "Confezione regalo per le feste",
      "Confezione regalo per la casa nuova",
      "Confezione regalo di pronta guarigione",
      "Box degustazione",
      "Confezione regalo deluxe",
      "Confezione regalo aziendale"
    ]
  },
  "gift-set": {
    "one": "set regalo",
    "many": "set regalo",
    "nouns": [
      "cofanetto regalo",
      "cofanetti regalo",
      "kit regalo",
      "set per iniziare",
      "kit per iniziare",
      "starter kit"
    ],
    "collection": "Set regalo",
    "titles": [
      "Set regalo per iniziare",
      "Set regalo iconico",
      "Set regalo per le feste",
      "Set regalo essenziali",
      "Set regalo scoperta",
      "Set regalo per chi ospita",
      "Set regalo deluxe",
      "Set regalo dei preferiti",
      "Mini set regalo"
    ]
  },
  "wireless-earbuds": {
    "one": "auricolare wireless",
    "many": "auricolari wireless",
    "nouns": [
      "auricolare",
      "auricolari",
      "auricolari bluetooth",
      "auricolari true wireless",
      "cuffiette",
      "auricolari in-ear",
      "earbuds"
    ],
    "collection": "Auricolari wireless",
    "titles": [
      "Auricolari wireless Pro",
      "Auricolari sportivi",
      "Auricolari per tutti i giorni",
      "Auricolari da studio",
      "Auricolari compatti",
      "Auricolari Active",
      "Auricolari con cancellazione del rumore",
      "Auricolari open-fit",
      "Auricolari per pendolari",
      "Auricolari tascabili"
    ]
  },
  "headphones": {
    "one": "cuffie",
    "many": "cuffie",
    "nouns": [
      "cuffia",
      "cuffie over-ear",
      "cuffie on-ear",
      "cuffie wireless",
      "cuffie bluetooth",
      "cuffie da studio",
      "cuffie con cancellazione del rumore",
      "cuffie antirumore"
    ],
    "collection": "Cuffie",
    "titles": [
      "Cuffie da studio",
      "Cuffie wireless",
      "Cuffie over-ear",
      "Cuffie reference",
      "Cuffie da viaggio",
      "Cuffie chiuse",
      "Cuffie aperte",
      "Cuffie monitor",
      "Cuffie pieghevoli",
      "Cuffie per tutti i giorni"
    ]
  },
  "bluetooth-speaker": {
    "one": "cassa bluetooth",
    "many": "casse bluetooth",
    "nouns": [
      "cassa",
      "casse",
      "altoparlante",
      "altoparlanti",
      "speaker",
      "cassa wireless",
      "casse wireless",
      "cassa portatile",
      "casse portatili",
      "smart speaker",
      "diffusore acustico",
      "diffusori acustici",
      "soundbar"
    ],
    "collection": "Casse e altoparlanti",
    "titles": [
      "Cassa bluetooth portatile",
      "Cassa bluetooth da esterno",
      "Cassa bluetooth tascabile",
      "Cassa bluetooth antiurto",
      "Cassa da doccia",
      "Altoparlante per la casa",
      "Cassa bluetooth per feste",
      "Mini cassa bluetooth",
      "Cassa bluetooth da viaggio",
      "Cassa bluetooth impermeabile"
    ]
  },
  "smartwatch": {
    "one": "smartwatch",
    "many": "smartwatch",
    "nouns": [
      "fitness tracker",
      "braccialetto fitness",
      "braccialetti fitness",
      "contapassi",
      "orologio gps",
      "orologi gps",
      "orologio da running",
      "orologi da running",
      "activity tracker",
      "smartband"
    ],
    "collection": "Smartwatch",
    "titles": [
      "Smartwatch sportivo",
      "Smartwatch Active",
      "Smartwatch classico",
      "Smartwatch da trail",
      "Smartwatch per tutti i giorni",
      "Smartwatch sottile",
      "Smartwatch da avventura",
      "Smartwatch multisport",
      "Smartwatch Explorer"
    ]
  },
  "phone-case": {
    "one": "cover per telefono",
    "many": "cover per telefono",
    "nouns": [
      "cover",
      "custodia per telefono",
      "custodie per telefono",
      "cover per iPhone",
      "cover per smartphone",
      "custodia MagSafe",
      "cover a portafoglio",
      "cover trasparente"
    ],
    "collection": "Cover per telefono",
    "titles": [
      "Cover sottile",
      "Cover trasparente",
      "Cover rinforzata",
      "Cover in pelle",
      "Cover in silicone",
      "Custodia a libro",
      "Cover ecologica",
      "Cover antiscivolo",
      "Cover MagSafe",
      "Cover minimal"
    ]
  },
  "screen-protector": {
    "one": "pellicola protettiva",
    "many": "pellicole protettive",
    "nouns": [
      "vetro temperato",
      "vetri temperati",
      "proteggischermo",
      "protezione schermo",
      "pellicola in vetro",
      "filtro privacy",
      "pellicola privacy"
    ],
    "collection": "Pellicole protettive",
    "titles": [
      "Pellicola in vetro temperato",
      "Pellicola privacy",
      "Pellicola opaca",
      "Pellicola antiriflesso",
      "Pellicola ultra trasparente",
      "Pellicola a copertura totale",
      "Pellicola filtro luce blu",
      "Pellicola per tutti i giorni",
      "Pellicola protettiva Pro"
    ]
  },
  "charger": {
    "one": "caricabatterie",
    "many": "caricabatterie",
    "nouns": [
      "caricatore",
      "caricatori",
      "alimentatore",
      "alimentatori",
      "caricatore da muro",
      "caricatore wireless",
      "caricatori wireless",
      "base di ricarica",
      "basi di ricarica",
      "supporto di ricarica",
      "stazione di ricarica",
      "stazioni di ricarica",
      "dock di ricarica",
      "caricatore rapido",
      "caricatore usb-c",
      "caricatore MagSafe",
      "caricatore da auto"
    ],
    "collection": "Caricabatterie",
    "titles": [
      "Caricabatterie compatto",
      "Caricabatterie rapido",
      "Caricatore wireless 3 in 1",
      "Caricabatterie da viaggio",
      "Stazione di ricarica da scrivania",
      "Caricabatterie a doppia porta",
      "Caricatore wireless pieghevole",
      "Base di ricarica da comodino",
      "Caricabatterie multidispositivo",
      "Caricabatterie GaN"
    ]
  },
  "power-bank": {
    "one": "power bank",
    "many": "power bank",
    "nouns": [
      "batteria esterna",
      "batterie esterne",
      "caricabatterie portatile",
      "batteria portatile",
      "batterie portatili",
      "batteria MagSafe"
    ],
    "collection": "Power bank",
    "titles": [
      "Power bank sottile",
      "Power bank magnetico",
      "Power bank tascabile",
      "Power bank da viaggio",
      "Power bank rinforzato",
      "Power bank solare",
      "Power bank compatto",
      "Power bank a ricarica rapida",
      "Power bank per tutti i giorni",
      "Power bank ultraleggero"
    ]
  },
  "cable": {
    "one": "cavo",
    "many": "cavi",
    "nouns": [
      "cavo di ricarica",
      "cavi di ricarica",
      "cavo usb-c",
      "cavi usb-c",
      "cavo usb",
      "cavo lightning",
      "cavo hdmi",
      "cavo a spirale",
      "cavi a spirale",
      "cavo intrecciato",
      "cavi intrecciati"
    ],
    "collection": "Cavi",
    "titles": [
      "Cavo intrecciato",
      "Cavo a spirale",
      "Cavo con connettore angolato",
      "Cavo da viaggio",
      "Cavo rinforzato",
      "Cavo a ricarica rapida",
      "Cavo con connettore aviator",
      "Cavo corto",
      "Cavo extra lungo"
    ]
  },
  "phone-mount": {
    "one": "supporto per telefono",
    "many": "supporti per telefono",
    "nouns": [
      "supporto auto",
      "supporti auto",
      "porta cellulare",
      "portacellulare",
      "grip per telefono",
      "impugnatura per telefono",
      "supporto per bici",
      "supporto da cruscotto"
    ],
    "collection": "Supporti per telefono",
    "titles": [
      "Supporto magnetico per telefono",
      "Supporto auto per bocchetta d'aria",
      "Supporto da cruscotto",
      "Supporto da scrivania per telefono",
      "Supporto regolabile per telefono",
      "Supporto pieghevole per telefono",
      "Supporto da manubrio per telefono",
      "Supporto da parabrezza",
      "Supporto in alluminio per telefono",
      "Supporto compatto per telefono"
    ]
  },
  "usb-hub": {
    "one": "hub USB-C",
    "many": "hub USB-C",
    "nouns": [
      "hub usb",
      "docking station",
      "dock per laptop",
      "dock",
      "adattatore multiporta",
      "adattatori multiporta",
      "dongle"
    ],
    "collection": "Hub e docking station",
    "titles": [
      "Hub USB-C compatto",
      "Hub USB-C da viaggio",
      "Hub USB-C in alluminio",
      "Docking station da scrivania",
      "Hub USB-C sottile",
      "Docking station Pro",
      "Adattatore multiporta",
      "Docking station per due monitor",
      "Hub USB-C per tutti i giorni"
    ]
  },
  "mechanical-keyboard": {
    "one": "tastiera meccanica",
    "many": "tastiere meccaniche",
    "nouns": [
      "tastiera",
      "tastiere",
      "tastiera da gaming",
      "tastiere da gaming",
      "tastiera wireless",
      "tastiera personalizzata",
      "kit tastiera",
      "tastiera barebone",
      "tastiera tkl"
    ],
    "collection": "Tastiere",
    "titles": [
      "Tastiera meccanica hot-swap",
      "Tastiera meccanica wireless",
      "Tastiera meccanica compatta",
      "Tastiera meccanica in alluminio",
      "Tastiera meccanica a basso profilo",
      "Tastiera meccanica gasket mount",
      "Tastiera meccanica tenkeyless",
      "Tastiera split ergonomica",
      "Tastiera meccanica personalizzata",
      "Tastiera meccanica rétro"
    ]
  },
  "keycap-set": {
    "one": "set di keycap",
    "many": "set di keycap",
    "nouns": [
      "keycap",
      "tasti per tastiera",
      "keycap artigianale",
      "keycap artigianali",
      "kit keycap",
      "copritasti"
    ],
    "collection": "Keycap",
    "titles": [
      "Set di keycap in PBT",
      "Set di keycap double-shot",
      "Set di keycap rétro",
      "Set di keycap a basso profilo",
      "Set di keycap dye-sub",
      "Set di keycap traslucidi",
      "Set di keycap minimal",
      "Keycap artigianale",
      "Set di keycap classici",
      "Set di keycap senza legende"
    ]
  },
  "mouse": {
    "one": "mouse",
    "many": "mouse",
    "nouns": [
      "mouse per computer",
      "mouse wireless",
      "mouse da gaming",
      "mouse ergonomico",
      "mouse verticale",
      "trackball"
    ],
    "collection": "Mouse",
    "titles": [
      "Mouse ergonomico",
      "Mouse wireless",
      "Mouse ultraleggero",
      "Mouse silenzioso",
      "Mouse verticale",
      "Mouse da viaggio",
      "Mouse Pro",
      "Mouse ambidestro",
      "Mouse di precisione",
      "Mouse compatto"
    ]
  },
  "desk-mat": {
    "one": "tappetino da scrivania",
    "many": "tappetini da scrivania",
    "nouns": [
      "tappetino per mouse",
      "tappetini per mouse",
      "mousepad",
      "sottomano",
      "sottomani",
      "tappetino da gaming",
      "tappetini da gaming",
      "desk mat"
    ],
    "collection": "Tappetini da scrivania",
    "titles": [
      "Sottomano in feltro",
      "Sottomano in sughero",
      "Sottomano in pelle vegana",
      "Sottomano in lana merino",
      "Tappetino per mouse esteso",
      "Tappetino con mappa topografica",
      "Tappetino con bordi cuciti",
      "Sottomano minimal",
      "Tappetino da gaming speed",
      "Tappetino da gaming control"
    ]
  },
  "wrist-rest": {
    "one": "poggiapolsi",
    "many": "poggiapolsi",
    "nouns": [
      "poggiapolsi per tastiera",
      "supporto per polsi",
      "appoggiapolsi"
    ],
    "collection": "Poggiapolsi",
    "titles": [
      "Poggiapolsi in noce",
      "Poggiapolsi in rovere",
      "Poggiapolsi in memory foam",
      "Poggiapolsi in resina",
      "Poggiapolsi in pelle",
      "Poggiapolsi a basso profilo",
      "Poggiapolsi imbottito",
      "Poggiapolsi ergonomico",
      "Poggiapolsi sagomato"
    ]
  },
  "webcam": {
    "one": "webcam",
    "many": "webcam",
    "nouns": [
      "videocamera per pc",
      "telecamera per streaming",
      "telecamera per videoconferenze"
    ],
    "collection": "Webcam",
    "titles": [
      "Webcam HD",
      "Webcam 4K",
      "Webcam per streaming",
      "Webcam Pro",
      "Webcam compatta",
      "Webcam grandangolare",
      "Webcam con autofocus",
      "Webcam con copriobiettivo privacy",
      "Webcam da studio"
    ]
  },
  "microphone": {
    "one": "microfono",
    "many": "microfoni",
    "nouns": [
      "mic",
      "microfono usb",
      "microfono a condensatore",
      "microfoni a condensatore",
      "microfono dinamico",
      "microfoni dinamici",
      "microfono per podcast",
      "microfono per streaming",
      "microfono lavalier",
      "microfono a clip"
    ],
    "collection": "Microfoni",
    "titles": [
      "Microfono da studio",
      "Microfono per podcast",
      "Microfono broadcast",
      "Microfono dinamico",
      "Microfono a condensatore",
      "Microfono per streaming",
      "Microfono da scrivania",
      "Microfono per voce",
      "Microfono compatto",
      "Microfono cardioide"
    ]
  },
  "camera": {
    "one": "fotocamera",
    "many": "fotocamere",
    "nouns": [
      "macchina fotografica",
      "macchine fotografiche",
      "fotocamera digitale",
      "fotocamere digitali",
      "mirrorless",
      "fotocamera mirrorless",
      "fotocamera analogica",
      "fotocamere analogiche",
      "macchina a pellicola",
      "fotocamera istantanea",
      "compatta",
      "compatte",
      "action cam",
      "reflex",
      "fotocamera a telemetro"
    ],
    "collection": "Fotocamere",
    "titles": [
      "Fotocamera mirrorless",
      "Fotocamera compatta",
      "Fotocamera full frame",
      "Fotocamera a telemetro",
      "Fotocamera vintage",
      "Fotocamera istantanea",
      "Fotocamera da viaggio",
      "Fotocamera ricondizionata",
      "Fotocamera da street photography",
      "Fotocamera tascabile"
    ]
  },
  "camera-lens": {
    "one": "obiettivo",
    "many": "obiettivi",
    "nouns": [
      "obiettivo fotografico",
      "obiettivi fotografici",
      "obiettivo fisso",
      "obiettivi fissi",
      "obiettivo zoom",
      "zoom",
      "obiettivo da ritratto",
      "grandangolo",
      "grandangolari",
      "obiettivo macro",
      "teleobiettivo",
      "teleobiettivi"
    ],
    "collection": "Obiettivi",
    "titles": [
      "Obiettivo 35mm",
      "Obiettivo 50mm",
      "Obiettivo luminoso",
      "Obiettivo da ritratto",
      "Obiettivo grandangolare",
      "Teleobiettivo",
      "Obiettivo macro",
      "Obiettivo compatto",
      "Obiettivo vintage",
      "Obiettivo pancake"
    ]
  },
  "tripod": {
    "one": "treppiede",
    "many": "treppiedi",
    "nouns": [
      "cavalletto",
      "cavalletti",
      "treppiede da viaggio",
      "mini treppiede",
      "treppiede da tavolo",
      "monopiede",
      "monopiedi"
    ],
    "collection": "Treppiedi",
    "titles": [
      "Treppiede da viaggio",
      "Treppiede in fibra di carbonio",
      "Treppiede in alluminio",
      "Treppiede compatto",
      "Treppiede da tavolo",
      "Treppiede video",
      "Treppiede Pro",
      "Treppiede leggero",
      "Treppiede flessibile"
    ]
  },
  "camera-strap": {
    "one": "tracolla per fotocamera",
    "many": "tracolle per fotocamera",
    "nouns": [
      "cinghia per fotocamera",
      "cinghie per fotocamera",
      "laccio da polso",
      "cinturino da polso per fotocamera",
      "tracolla a bandoliera"
    ],
    "collection": "Tracolle per fotocamera",
    "titles": [
      "Tracolla per fotocamera in pelle",
      "Tracolla intrecciata",
      "Tracolla a sgancio rapido",
      "Tracolla in corda",
      "Tracolla imbottita",
      "Tracolla vintage",
      "Tracolla sottile",
      "Tracolla in tessuto",
      "Tracolla regolabile"
    ]
  },
  "camera-bag": {
    "one": "borsa fotografica",
    "many": "borse fotografiche",
    "nouns": [
      "borsa per fotocamera",
      "borse per fotocamera",
      "zaino fotografico",
      "zaini fotografici",
      "inserto imbottito per fotocamera",
      "custodia per fotocamera",
      "custodie per fotocamera"
    ],
    "collection": "Borse fotografiche",
    "titles": [
      "Borsa fotografica sling",
      "Borsa fotografica messenger",
      "Borsa fotografica per tutti i giorni",
      "Borsa fotografica antipioggia",
      "Borsa fotografica in tela cerata",
      "Zaino fotografico roll-top",
      "Zaino fotografico da viaggio",
      "Borsa fotografica modulare",
      "Borsa fotografica compatta"
    ]
  },
  "camera-film": {
    "one": "pellicola fotografica",
    "many": "pellicole fotografiche",
    "nouns": [
      "pellicola",
      "pellicole",
      "rullino",
      "rullini",
      "pellicola 35mm",
      "pellicola 120",
      "pellicola istantanea"
    ],
    "collection": "Pellicole",
    "titles": [
      "Pellicola negativa a colori",
      "Pellicola in bianco e nero",
      "Pellicola diapositiva",
      "Pellicola cinematografica",
      "Pellicola a grana fine",
      "Pellicola ad alta sensibilità",
      "Pellicola per luce diurna",
      "Pellicola per luce al tungsteno",
      "Pellicola scaduta"
    ]
  },
  "telescope": {
    "one": "telescopio",
    "many": "telescopi",
    "nouns": [
      "telescopio smart",
      "rifrattore",
      "rifrattori",
      "telescopio rifrattore",
      "telescopio riflettore",
      "dobson",
      "telescopio dobsoniano"
    ],
    "collection": "Telescopi",
    "titles": [
      "Telescopio smart",
      "Telescopio rifrattore",
      "Telescopio dobsoniano",
      "Telescopio da viaggio",
      "Telescopio da tavolo",
      "Telescopio da giardino",
      "Telescopio apocromatico",
      "Telescopio per principianti",
      "Telescopio GoTo",
      "Telescopio compatto"
    ]
  },
  "binoculars": {
    "one": "binocolo",
    "many": "binocoli",
    "nouns": [
      "monoculare",
      "monoculari",
      "cannocchiale",
      "cannocchiali"
    ],
    "collection": "Binocoli",
    "titles": [
      "Binocolo per birdwatching",
      "Binocolo compatto",
      "Binocolo astronomico",
      "Binocolo nautico",
      "Binocolo da caccia",
      "Binocolo da viaggio",
      "Binocolo impermeabile",
      "Binocolo tascabile",
      "Binocolo da campo",
      "Binocolo grandangolare"
    ]
  },
  "game-controller": {
    "one": "controller",
    "many": "controller",
    "nouns": [
      "gamepad",
      "joypad",
      "controller wireless",
      "controller pro",
      "arcade stick",
      "fight stick",
      "joystick"
    ],
    "collection": "Controller",
    "titles": [
      "Controller wireless",
      "Controller Pro",
      "Controller rétro",
      "Controller con stick a effetto Hall",
      "Controller Elite",
      "Stick arcade",
      "Controller compatto",
      "Controller da torneo",
      "Controller classico"
    ]
  },
  "gaming-headset": {
    "one": "cuffie da gaming",
    "many": "cuffie da gaming",
    "nouns": [
      "headset",
      "cuffia da gaming",
      "cuffie con microfono",
      "headset wireless",
      "cuffie gaming wireless"
    ],
    "collection": "Cuffie da gaming",
    "titles": [
      "Cuffie da gaming wireless",
      "Cuffie da gaming Pro",
      "Cuffie da gaming surround",
      "Cuffie da gaming leggere",
      "Cuffie da gaming da torneo",
      "Cuffie da gaming Studio",
      "Cuffie da gaming over-ear",
      "Cuffie da gaming a bassa latenza",
      "Cuffie da gaming per esport"
    ]
  },
  "smart-plug": {
    "one": "presa smart",
    "many": "prese smart",
    "nouns": [
      "presa intelligente",
      "prese intelligenti",
      "presa wifi",
      "prese wifi",
      "ciabatta smart",
      "multipresa smart",
      "interruttore smart",
      "interruttori smart"
    ],
    "collection": "Prese smart",
    "titles": [
      "Mini presa smart",
      "Presa smart da esterno",
      "Presa smart con monitoraggio dei consumi",
      "Presa smart Matter",
      "Presa smart compatta",
      "Presa smart doppia",
      "Presa smart da interno",
      "Presa smart per carichi elevati"
    ]
  },
  "smart-bulb": {
    "one": "lampadina smart",
    "many": "lampadine smart",
    "nouns": [
      "lampadina intelligente",
      "lampadine intelligenti",
      "luce smart",
      "luci smart",
      "lampadina wifi",
      "striscia led",
      "strisce led",
      "striscia luminosa",
      "striscia led smart"
    ],
    "collection": "Illuminazione smart",
    "titles": [
      "Lampadina smart multicolore",
      "Lampadina smart a bianco regolabile",
      "Lampadina smart dimmerabile",
      "Lampadina smart a filamento",
      "Striscia led smart da esterno",
      "Lampadina smart Matter",
      "Lampadina smart vintage",
      "Striscia led per luce d'atmosfera",
      "Lampadina smart per tutti i giorni"
    ]
  },
  "security-camera": {
    "one": "telecamera di sicurezza",
    "many": "telecamere di sicurezza",
    "nouns": [
      "telecamera di sorveglianza",
      "telecamere di sorveglianza",
      "videocamera di sorveglianza",
      "telecamera da interno",
      "telecamera da esterno",
      "telecamere da esterno",
      "videocitofono",
      "videocitofoni",
      "campanello smart",
      "campanelli smart",
      "videocamera per animali"
    ],
    "collection": "Telecamere e videocitofoni",
    "titles": [
      "Telecamera da interno",
      "Telecamera da esterno",
      "Telecamera wireless",
      "Telecamera motorizzata pan-tilt",
      "Telecamera con proiettore LED",
      "Telecamera a batteria",
      "Telecamera con faretto",
      "Telecamera cablata",
      "Telecamera resistente alle intemperie"
    ]
  },
  "smart-lock": {
    "one": "serratura smart",
    "many": "serrature smart",
    "nouns": [
      "serratura intelligente",
      "serrature intelligenti",
      "serratura a tastierino",
      "serratura con impronta digitale",
      "serratura elettronica",
      "serrature elettroniche",
      "serratura senza chiave",
      "cilindro smart"
    ],
    "collection": "Serrature smart",
    "titles": [
      "Serratura smart con tastierino",
      "Serratura smart con impronta digitale",
      "Serratura smart retrofit",
      "Serratura smart touchscreen",
      "Serratura smart Wi-Fi",
      "Serratura smart con chiusura automatica",
      "Serratura smart compatta",
      "Serratura smart a catenaccio"
    ]
  },
  "smart-sensor": {
    "one": "sensore smart",
    "many": "sensori smart",
    "nouns": [
      "sensore intelligente",
      "sensori intelligenti",
      "sensore di movimento",
      "sensori di movimento",
      "sensore porta",
      "sensori porta",
      "sensore di apertura",
      "sensore antiallagamento",
      "sensore di temperatura",
      "hub domotico",
      "hub smart home",
      "gateway domotico"
    ],
    "collection": "Sensori e hub",
    "titles": [
      "Sensore smart wireless",
      "Mini sensore smart",
      "Sensore Zigbee",
      "Sensore Matter",
      "Sensore a batteria",
      "Sensore da interno",
      "Sensore da esterno",
      "Sensore compatto"
    ]
  },
  "standing-desk": {
    "one": "scrivania regolabile",
    "many": "scrivanie regolabili",
    "nouns": [
      "standing desk",
      "scrivania standing",
      "scrivania regolabile in altezza",
      "scrivanie regolabili in altezza",
      "scrivania elettrica",
      "scrivanie elettriche",
      "scrivania sit-stand",
      "convertitore per scrivania",
      "rialzo per scrivania"
    ],
    "collection": "Scrivanie regolabili",
    "titles": [
      "Scrivania regolabile elettrica",
      "Scrivania regolabile a doppio motore",
      "Scrivania regolabile in bambù",
      "Scrivania regolabile in noce",
      "Scrivania regolabile compatta",
      "Scrivania regolabile angolare",
      "Scrivania regolabile a L",
      "Scrivania regolabile in legno massello",
      "Scrivania regolabile direzionale",
      "Scrivania regolabile per home office"
    ]
  },
  "monitor-arm": {
    "one": "braccio per monitor",
    "many": "bracci per monitor",
    "nouns": [
      "supporto per monitor",
      "supporti per monitor",
      "braccio doppio per monitor",
      "supporto monitor da scrivania",
      "rialzo per monitor",
      "alzata per monitor"
    ],
    "collection": "Bracci per monitor",
    "titles": [
      "Braccio per monitor a molla a gas",
      "Braccio per monitor rinforzato",
      "Braccio per monitor in alluminio",
      "Braccio per monitor con morsetto",
      "Braccio per monitor ultrawide",
      "Braccio per monitor a basso profilo",
      "Braccio per monitor snodato",
      "Braccio per monitor minimal",
      "Braccio per monitor a parete"
    ]
  },
  "laptop-stand": {
    "one": "supporto per laptop",
    "many": "supporti per laptop",
    "nouns": [
      "supporto per notebook",
      "supporto per pc portatile",
      "rialzo per laptop",
      "alzata per laptop",
      "supporto per tablet"
    ],
    "collection": "Supporti per laptop",
    "titles": [
      "Supporto per laptop in alluminio",
      "Supporto per laptop regolabile",
      "Supporto per laptop pieghevole",
      "Supporto verticale per laptop",
      "Supporto per laptop in noce",
      "Supporto per laptop da viaggio",
      "Supporto per laptop minimal",
      "Supporto per laptop raffreddante",
      "Supporto per laptop ergonomico"
    ]
  },
  "desk-shelf": {
    "one": "mensola da scrivania",
    "many": "mensole da scrivania",
    "nouns": [
      "rialzo da scrivania",
      "rialzi da scrivania",
      "mensola per monitor",
      "alzata da scrivania",
      "supporto per cuffie",
      "supporti per cuffie"
    ],
    "collection": "Mensole da scrivania",
    "titles": [
      "Mensola da scrivania in noce",
      "Mensola da scrivania in rovere",
      "Mensola da scrivania in acciaio",
      "Mensola da scrivania in bambù",
      "Mensola da scrivania minimal",
      "Mensola da scrivania a due ripiani",
      "Mensola da scrivania larga",
      "Mensola da scrivania rivestita in feltro",
      "Mensola da scrivania in legno massello"
    ]
  },
  "cable-management": {
    "one": "organizer per cavi",
    "many": "organizer per cavi",
    "nouns": [
      "canalina passacavi",
      "canaline passacavi",
      "vassoio passacavi",
      "vassoi passacavi",
      "vassoio sottoscrivania",
      "guaina per cavi",
      "guaine per cavi",
      "scatola copriciabatta",
      "scatole copriciabatta",
      "fermacavi",
      "clip per cavi",
      "raccoglicavi"
    ],
    "collection": "Gestione cavi",
    "titles": [
      "Vassoio passacavi sottoscrivania",
      "Canalina passacavi con morsetto",
      "Vassoio passacavi in acciaio",
      "Cesto passacavi in rete",
      "Fermacavi adesivi",
      "Fermacavi magnetici",
      "Guaina per cavi con zip",
      "Canalina passacavi a basso profilo",
      "Sistema passacavi modulare"
    ]
  },
  "footrest": {
    "one": "poggiapiedi",
    "many": "poggiapiedi",
    "nouns": [
      "poggiapiedi sottoscrivania",
      "appoggiapiedi"
    ],
    "collection": "Poggiapiedi",
    "titles": [
      "Poggiapiedi ergonomico",
      "Poggiapiedi basculante",
      "Poggiapiedi in memory foam",
      "Poggiapiedi regolabile",
      "Poggiapiedi inclinabile",
      "Poggiapiedi imbottito",
      "Poggiapiedi a basso profilo",
      "Poggiapiedi con superficie massaggiante"
    ]
  },
  "anti-fatigue-mat": {
    "one": "tappetino antifatica",
    "many": "tappetini antifatica",
    "nouns": [
      "tappeto antifatica",
      "tappeti antifatica",
      "tappetino per standing desk",
      "tappetino ergonomico",
      "tappetino comfort"
    ],
    "collection": "Tappetini antifatica",
    "titles": [
      "Tappetino antifatica sagomato",
      "Tappetino antifatica imbottito",
      "Tappetino antifatica dinamico",
      "Tappetino antifatica con bordi smussati",
      "Tappetino antifatica con rilievi",
      "Tappetino antifatica Studio",
      "Tappetino antifatica ergonomico",
      "Tappetino antifatica a basso profilo",
      "Tappetino antifatica testurizzato"
    ]
  },
  "book": {
    "one": "libro",
    "many": "libri",
    "nouns": [
      "romanzo",
      "romanzi",
      "tascabile",
      "tascabili",
      "edizione cartonata",
      "copertina rigida",
      "libro rilegato",
      "memoir",
      "biografia",
      "biografie",
      "raccolta di poesie",
      "raccolta di racconti",
      "edizione autografata",
      "copia autografata",
      "prima edizione"
    ],
    "collection": "Libri",
    "titles": [
      "Romanzo d'esordio",
      "Edizione illustrata",
      "Copia autografata",
      "Edizione tascabile",
      "Classico della letteratura",
      "Narrativa in traduzione",
      "Narrativa letteraria",
      "Edizione annotata",
      "Edizione deluxe",
      "Edizione da collezione"
    ]
  },
  "childrens-book": {
    "one": "libro per bambini",
    "many": "libri per bambini",
    "nouns": [
      "libro illustrato",
      "libri illustrati",
      "albo illustrato",
      "albi illustrati",
      "libro cartonato",
      "libri cartonati",
      "libro per ragazzi",
      "libri per ragazzi",
      "primo libro di lettura",
      "prime letture"
    ],
    "collection": "Libri per bambini",
    "titles": [
      "Storie della buonanotte",
      "Albo illustrato",
      "Libro con alette",
      "Filastrocche in rima",
      "Le mie prime parole",
      "Storie da leggere ad alta voce",
      "Libro per imparare a contare",
      "Libro tattile",
      "Abbecedario"
    ]
  },
  "cookbook": {
    "one": "libro di cucina",
    "many": "libri di cucina",
    "nouns": [
      "ricettario",
      "ricettari",
      "libro di ricette",
      "libri di ricette",
      "libro di pasticceria",
      "libri di pasticceria"
    ],
    "collection": "Libri di cucina",
    "titles": [
      "Ricette veloci per tutti i giorni",
      "Libro di ricette da forno",
      "Ricettario vegetariano",
      "Cucina regionale",
      "Ricette di stagione",
      "Ricettario illustrato",
      "Ricette di famiglia",
      "Libro di cucina autografato",
      "Cucina vegetale"
    ]
  },
  "graphic-novel": {
    "one": "graphic novel",
    "many": "graphic novel",
    "nouns": [
      "fumetto",
      "fumetti",
      "albo a fumetti",
      "manga",
      "memoir a fumetti",
      "volume a fumetti",
      "raccolta a fumetti"
    ],
    "collection": "Graphic novel e fumetti",
    "titles": [
      "Graphic novel illustrata a mano",
      "Raccolta completa a fumetti",
      "Graphic novel edizione deluxe",
      "Fumetto indipendente",
      "Graphic novel d'esordio",
      "Fumetto di fantascienza",
      "Graphic novel fantasy",
      "Graphic novel noir",
      "Fumetto slice of life",
      "Volume omnibus"
    ]
  },
  "guitar": {
    "one": "chitarra",
    "many": "chitarre",
    "nouns": [
      "chitarra acustica",
      "chitarre acustiche",
      "chitarra elettrica",
      "chitarre elettriche",
      "chitarra classica",
      "chitarre classiche",
      "basso",
      "bassi",
      "basso elettrico",
      "chitarra parlor",
      "chitarra da viaggio"
    ],
    "collection": "Chitarre",
    "titles": [
      "Chitarra dreadnought",
      "Chitarra parlor",
      "Chitarra elettrica offset",
      "Chitarra a cassa vuota",
      "Chitarra semiacustica",
      "Chitarra jumbo",
      "Chitarra da viaggio",
      "Chitarra con top massello",
      "Chitarra stile vintage",
      "Chitarra a scala corta"
    ]
  },
  "ukulele": {
    "one": "ukulele",
    "many": "ukulele",
    "nouns": [
      "uke",
      "ukulele soprano",
      "ukulele concerto",
      "ukulele tenore",
      "ukulele baritono"
    ],
    "collection": "Ukulele",
    "titles": [
      "Ukulele in mogano massello",
      "Ukulele in koa",
      "Ukulele da viaggio",
      "Ukulele per principianti",
      "Ukulele elettroacustico",
      "Ukulele con top in abete",
      "Ukulele a forma di ananas",
      "Ukulele cutaway",
      "Ukulele in laminato"
    ]
  },
  "digital-piano": {
    "one": "pianoforte digitale",
    "many": "pianoforti digitali",
    "nouns": [
      "piano digitale",
      "piani digitali",
      "tastiera musicale",
      "tastiere musicali",
      "stage piano",
      "piano elettrico",
      "pianoforte elettrico",
      "tastiera midi",
      "controller midi",
      "sintetizzatore",
      "sintetizzatori",
      "synth"
    ],
    "collection": "Pianoforti e tastiere",
    "titles": [
      "Pianoforte digitale a tasti pesati",
      "Stage piano",
      "Pianoforte digitale portatile",
      "Pianoforte digitale da casa",
      "Pianoforte digitale compatto",
      "Pianoforte digitale verticale",
      "Pianoforte digitale slim",
      "Tastiera midi da studio",
      "Pianoforte digitale per principianti"
    ]
  },
  "guitar-strings": {
    "one": "corda per chitarra",
    "many": "corde per chitarra",
    "nouns": [
      "corda",
      "corde",
      "muta di corde",
      "mute di corde",
      "corde per chitarra acustica",
      "corde per chitarra elettrica",
      "corde per basso",
      "corde per ukulele"
    ],
    "collection": "Corde",
    "titles": [
      "Corde in bronzo fosforoso",
      "Corde con rivestimento in nichel",
      "Corde rivestite",
      "Corde in acciaio inox",
      "Corde flatwound",
      "Corde seta e acciaio",
      "Corde in bronzo 80/20",
      "Corde in nylon",
      "Corde in nichel puro"
    ]
  },
  "guitar-pedal": {
    "one": "pedale per chitarra",
    "many": "pedali per chitarra",
    "nouns": [
      "pedale effetti",
      "pedali effetti",
      "pedale fuzz",
      "pedale overdrive",
      "pedale distorsore",
      "distorsore",
      "pedale delay",
      "pedale riverbero",
      "looper",
      "pedaliera",
      "pedaliere"
    ],
    "collection": "Pedali",
    "titles": [
      "Pedale boutique",
      "Pedale analogico",
      "Pedale fuzz",
      "Pedale overdrive",
      "Delay a nastro",
      "Riverbero shimmer",
      "Pedale vintage",
      "Pedale true bypass",
      "Pedale cablato a mano",
      "Pedale compatto"
    ]
  },
  "amplifier": {
    "one": "amplificatore",
    "many": "amplificatori",
    "nouns": [
      "ampli",
      "amplificatore per chitarra",
      "amplificatori per chitarra",
      "amplificatore per basso",
      "amplificatore da esercizio",
      "combo",
      "amplificatore combo",
      "amplificatore valvolare",
      "amplificatori valvolari"
    ],
    "collection": "Amplificatori",
    "titles": [
      "Amplificatore da esercizio",
      "Amplificatore valvolare",
      "Amplificatore combo",
      "Amplificatore a modellazione",
      "Amplificatore vintage",
      "Amplificatore compatto",
      "Amplificatore boutique",
      "Amplificatore a batteria",
      "Amplificatore da studio"
    ]
  },
  "vinyl-record": {
    "one": "disco in vinile",
    "many": "dischi in vinile",
    "nouns": [
      "vinile",
      "vinili",
      "disco",
      "dischi",
      "lp",
      "album",
      "ep",
      "12 pollici",
      "45 giri",
      "33 giri",
      "ristampa",
      "ristampe"
    ],
    "collection": "Vinili",
    "titles": [
      "Ristampa in vinile",
      "Vinile in edizione limitata",
      "Album d'esordio in vinile",
      "Vinile rimasterizzato",
      "Album dal vivo in vinile",
      "Vinile edizione deluxe",
      "Colonna sonora in vinile",
      "Vinile d'importazione",
      "Vinile prima stampa",
      "Vinile edizione anniversario"
    ]
  },
  "turntable": {
    "one": "giradischi",
    "many": "giradischi",
    "nouns": [
      "piatto giradischi",
      "giradischi hi-fi",
      "giradischi a cinghia",
      "giradischi a trazione diretta"
    ],
    "collection": "Giradischi",
    "titles": [
      "Giradischi a cinghia",
      "Giradischi a trazione diretta",
      "Giradischi manuale",
      "Giradischi automatico",
      "Giradischi Bluetooth",
      "Giradischi in noce",
      "Giradischi per audiofili",
      "Giradischi plug and play",
      "Giradischi compatto"
    ]
  },
  "cassette": {
    "one": "musicassetta",
    "many": "musicassette",
    "nouns": [
      "cassetta",
      "cassette",
      "audiocassetta",
      "audiocassette",
      "mixtape",
      "nastro"
    ],
    "collection": "Musicassette",
    "titles": [
      "Musicassetta in edizione limitata",
      "Cassetta demo",
      "Ristampa su cassetta",
      "Live su cassetta",
      "Cassetta d'esordio",
      "Split su cassetta",
      "Cassetta lo-fi",
      "Cassetta ambient",
      "Cassetta del tour"
    ]
  },
  "record-sleeve": {
    "one": "busta per dischi",
    "many": "buste per dischi",
    "nouns": [
      "busta interna",
      "buste interne",
      "busta esterna",
      "buste esterne",
      "busta in polietilene",
      "buste in polietilene",
      "busta per lp",
      "buste per lp",
      "buste protettive per vinili"
    ],
    "collection": "Buste per vinili",
    "titles": [
      "Buste antistatiche",
      "Buste per archiviazione",
      "Buste in carta di riso",
      "Buste interne foderate in polietilene",
      "Buste esterne richiudibili",
      "Buste extra resistenti",
      "Buste esterne trasparenti",
      "Buste per copertine apribili",
      "Buste interne a fondo tondo"
    ]
  },
  "board-game": {
    "one": "gioco da tavolo",
    "many": "giochi da tavolo",
    "nouns": [
      "gioco di società",
      "giochi di società",
      "gioco di strategia",
      "giochi di strategia",
      "gioco per famiglie",
      "giochi per famiglie",
      "party game",
      "gioco cooperativo",
      "giochi cooperativi"
    ],
    "collection": "Giochi da tavolo",
    "titles": [
      "Gioco di strategia",
      "Gioco cooperativo",
      "Gioco per famiglie",
      "Party game",
      "Gioco per due giocatori",
      "Gioco legacy",
      "Gioco di deck-building",
      "Gioco di piazzamento lavoratori",
      "Gioco roll and write",
      "Gioco di destrezza"
    ]
  },
  "card-game": {
    "one": "gioco di carte",
    "many": "giochi di carte",
    "nouns": [
      "mazzo di carte",
      "mazzi di carte",
      "carte da gioco",
      "carta da gioco"
    ],
    "collection": "Giochi di carte",
    "titles": [
      "Gioco di carte per feste",
      "Gioco di carte a prese",
      "Gioco di carte tascabile",
      "Gioco di carte per due",
      "Gioco di carte per famiglie",
      "Gioco di bluff",
      "Gioco di carte cooperativo",
      "Gioco di carte da viaggio",
      "Gioco di carte a draft",
      "Mazzo di carte classico"
    ]
  },
  "puzzle": {
    "one": "puzzle",
    "many": "puzzle",
    "nouns": [
      "rompicapo",
      "rompicapi",
      "scatola rompicapo",
      "puzzle in legno"
    ],
    "collection": "Puzzle",
    "titles": [
      "Puzzle illustrato",
      "Puzzle vintage",
      "Puzzle in legno",
      "Puzzle panoramico",
      "Puzzle botanico",
      "Puzzle mappa",
      "Puzzle per tutta la famiglia",
      "Puzzle rotondo",
      "Mini puzzle",
      "Puzzle d'autore"
    ]
  },
  "dice-set": {
    "one": "set di dadi",
    "many": "set di dadi",
    "nouns": [
      "dado",
      "dadi",
      "dadi poliedrici",
      "d20",
      "vassoio per dadi",
      "torre per dadi"
    ],
    "collection": "Dadi",
    "titles": [
      "Set di dadi in resina",
      "Set di dadi in metallo",
      "Set di dadi in pietra dura",
      "Set di dadi a spigolo vivo",
      "Set di dadi in legno",
      "Set di dadi fosforescenti",
      "Set di dadi con nucleo liquido",
      "Set di dadi classici",
      "Set di mini dadi",
      "Set di dadi fatti a mano"
    ]
  },
  "miniature": {
    "one": "miniatura",
    "many": "miniature",
    "nouns": [
      "miniatura da gioco",
      "miniature da gioco",
      "figura in miniatura",
      "miniature per wargame",
      "soldatino",
      "soldatini"
    ],
    "collection": "Miniature",
    "titles": [
      "Miniatura da dipingere",
      "Miniatura in resina",
      "Miniatura fantasy",
      "Miniatura di fantascienza",
      "Miniatura in scala eroica",
      "Miniatura di mostro",
      "Miniatura di eroe",
      "Set di miniature per iniziare",
      "Miniatura da collezione"
    ]
  },
  "yarn": {
    "one": "filato",
    "many": "filati",
    "nouns": [
      "gomitolo",
      "gomitoli",
      "lana",
      "lana da maglia",
      "filato di lana",
      "filato merino",
      "filato di cotone",
      "filato per calze",
      "filato grosso",
      "filato tinto a mano",
      "matassa",
      "matasse",
      "mohair"
    ],
    "collection": "Filati",
    "titles": [
      "Filato merino",
      "Filato tinto a mano",
      "Filato grosso",
      "Filato di alpaca",
      "Filato superwash",
      "Filato di cotone biologico",
      "Filato tweed",
      "Filato fingering",
      "Filato worsted",
      "Filato misto seta"
    ]
  },
  "knitting-needles": {
    "one": "ferro da maglia",
    "many": "ferri da maglia",
    "nouns": [
      "ferri",
      "ferro circolare",
      "ferri circolari",
      "ferri a doppia punta",
      "set di ferri da maglia",
      "ferri intercambiabili"
    ],
    "collection": "Ferri da maglia",
    "titles": [
      "Ferri da maglia in bambù",
      "Ferri da maglia in betulla",
      "Ferri intercambiabili",
      "Ferri da maglia ergonomici",
      "Ferri circolari",
      "Ferri da maglia in acciaio inox",
      "Ferri da maglia in palissandro",
      "Set di ferri da viaggio",
      "Ferri da maglia a sezione quadrata"
    ]
  },
  "crochet-hook": {
    "one": "uncinetto",
    "many": "uncinetti",
    "nouns": [
      "set di uncinetti",
      "uncinetto tunisino"
    ],
    "collection": "Uncinetti",
    "titles": [
      "Uncinetto ergonomico",
      "Uncinetto in bambù",
      "Uncinetto in alluminio",
      "Uncinetto con impugnatura morbida",
      "Uncinetto in legno",
      "Uncinetto tunisino",
      "Set di uncinetti da viaggio",
      "Uncinetto per principianti",
      "Uncinetto a testa in linea"
    ]
  },
  "craft-kit": {
    "one": "kit creativo",
    "many": "kit creativi",
    "nouns": [
      "kit fai da te",
      "kit da ricamo",
      "kit punto croce",
      "kit per maglia",
      "kit uncinetto",
      "kit mezzo punto",
      "kit punch needle",
      "kit macramè"
    ],
    "collection": "Kit creativi",
    "titles": [
      "Kit da ricamo per principianti",
      "Kit da ricamo botanico",
      "Kit punto croce moderno",
      "Mini kit da ricamo",
      "Kit creativo per iniziare",
      "Kit creativo completo",
      "Kit creativo per il weekend",
      "Kit da ricamo folk",
      "Kit creativo di stagione"
    ]
  },
  "sewing-kit": {
    "one": "kit da cucito",
    "many": "kit da cucito",
    "nouns": [
      "kit per rammendo",
      "scatola da cucito",
      "scatole da cucito",
      "cestino da cucito",
      "set da cucito",
      "occorrente per cucito",
      "merceria"
    ],
    "collection": "Kit da cucito",
    "titles": [
      "Kit da cucito da viaggio",
      "Scatola da cucito vintage",
      "Kit da cucito per principianti",
      "Kit da cucito completo",
      "Kit per rammendo",
      "Kit da cucito deluxe",
      "Kit da cucito compatto",
      "Cestino da cucito da tramandare"
    ]
  },
  "fabric": {
    "one": "tessuto",
    "many": "tessuti",
    "nouns": [
      "stoffa",
      "stoffe",
      "cotone per patchwork",
      "fat quarter",
      "fat quarters",
      "set di tessuti",
      "tessuto di lino",
      "tessuto di cotone",
      "tessuto a metraggio",
      "tessuto al metro"
    ],
    "collection": "Tessuti",
    "titles": [
      "Cotone per patchwork",
      "Tessuto di lino",
      "Tessuto di cotone biologico",
      "Tessuto a fiori",
      "Doppia garza di cotone",
      "Tessuto stampato",
      "Tessuto vichy",
      "Tessuto giapponese",
      "Tessuto in tinta unita",
      "Batista di cotone"
    ]
  },
  "fabric-scissors": {
    "one": "forbici da sarto",
    "many": "forbici da sarto",
    "nouns": [
      "forbici",
      "forbici per tessuti",
      "forbici da cucito",
      "forbici da ricamo",
      "forbicine da ricamo",
      "taglierina rotante",
      "taglierine rotanti",
      "cutter rotante"
    ],
    "collection": "Forbici e taglierine",
    "titles": [
      "Forbici da sartoria",
      "Forbicine da ricamo",
      "Forbicine a cicogna",
      "Forbici forgiate",
      "Forbici da sarto professionali",
      "Forbici per mancini",
      "Forbici a molla",
      "Forbici a lama microdentata",
      "Forbici a punta fine"
    ]
  },
  "drawing-pad": {
    "one": "album da disegno",
    "many": "album da disegno",
    "nouns": [
      "blocco da disegno",
      "blocchi da disegno",
      "blocco per acquerello",
      "blocchi per acquerello",
      "carta per acquerello",
      "blocco mixed media",
      "carta da disegno",
      "sketchbook",
      "diario artistico"
    ],
    "collection": "Blocchi e carta",
    "titles": [
      "Sketchbook rilegato",
      "Album da disegno a spirale",
      "Sketchbook tascabile",
      "Album da disegno orizzontale",
      "Blocco mixed media",
      "Album da disegno in carta tonalizzata",
      "Sketchbook da viaggio",
      "Album da disegno quadrato",
      "Blocco per acquerello pressato a freddo",
      "Blocco per acquerello pressato a caldo"
    ]
  },
  "paint-set": {
    "one": "set di colori",
    "many": "set di colori",
    "nouns": [
      "colore",
      "colori",
      "colori ad acquerello",
      "set di acquerelli",
      "gouache",
      "tempera",
      "tempere",
      "colori acrilici",
      "acrilici",
      "colori a olio",
      "colore a olio",
      "tubetto di colore",
      "tubetti di colore"
    ],
    "collection": "Colori",
    "titles": [
      "Set di acquerelli",
      "Set di gouache",
      "Set di colori acrilici",
      "Set di colori qualità artisti",
      "Set di colori per studenti",
      "Set di acquerelli da viaggio",
      "Set di acquerelli tascabile",
      "Colori acrilici ad alta densità",
      "Set di colori da atelier"
    ]
  },
  "paintbrush": {
    "one": "pennello",
    "many": "pennelli",
    "nouns": [
      "pennello per acquerello",
      "pennelli per acquerello",
      "pennello d'artista",
      "pennelli d'artista",
      "pennello da dettaglio",
      "pennello tondo",
      "pennello piatto",
      "set di pennelli"
    ],
    "collection": "Pennelli",
    "titles": [
      "Pennello in martora sintetica",
      "Pennello in misto scoiattolo",
      "Pennello da viaggio",
      "Pennello tondo",
      "Pennello piatto",
      "Pennello a lingua di gatto",
      "Pennello mop",
      "Pennello per acquerello",
      "Pennello per acrilici",
      "Pennello filettatore"
    ]
  },
  "drawing-pencil": {
    "one": "matita da disegno",
    "many": "matite da disegno",
    "nouns": [
      "matita colorata",
      "matite colorate",
      "pastelli colorati",
      "set di matite",
      "matita in grafite",
      "matite in grafite",
      "matita al carboncino",
      "carboncino",
      "carboncini",
      "pastello a olio",
      "pastelli a olio",
      "pastello morbido",
      "pastelli morbidi",
      "gessetti",
      "set di pastelli"
    ],
    "collection": "Matite e pastelli",
    "titles": [
      "Matite colorate qualità artisti",
      "Matite colorate a base d'olio",
      "Matite colorate a base di cera",
      "Matite acquerellabili",
      "Pastelli morbidi",
      "Matite da schizzo",
      "Matite colorate per studenti",
      "Matite da disegno professionali",
      "Matite senza legno",
      "Set di matite da viaggio"
    ]
  },
  "marker": {
    "one": "pennarello",
    "many": "pennarelli",
    "nouns": [
      "marcatore",
      "marcatori",
      "marker",
      "pennarello ad alcol",
      "pennarelli ad alcol",
      "pennarello a vernice",
      "set di pennarelli",
      "pennarello a punta pennello",
      "pennarello a feltro"
    ],
    "collection": "Pennarelli",
    "titles": [
      "Pennarelli ad alcol",
      "Pennarelli a doppia punta",
      "Pennarelli a punta pennello",
      "Pennarelli a punta fine",
      "Pennarelli a vernice",
      "Pennarelli con inchiostro d'archivio",
      "Pennarelli ricaricabili",
      "Pennarelli resistenti all'acqua",
      "Pennarelli a punta a scalpello"
    ]
  },
  "canvas": {
    "one": "tela",
    "many": "tele",
    "nouns": [
      "tela su telaio",
      "tele su telaio",
      "tela intelaiata",
      "cartone telato",
      "cartoni telati",
      "blocco di tele",
      "pannello per pittura",
      "tavola telata"
    ],
    "collection": "Tele",
    "titles": [
      "Tela su telaio",
      "Tela con bordi avvolti",
      "Tela di cotone",
      "Tela di lino",
      "Tela a telaio profondo",
      "Tela preparata",
      "Mini tela",
      "Tela da atelier",
      "Tela preparata a olio"
    ]
  },
  "plush-toy": {
    "one": "peluche",
    "many": "peluche",
    "nouns": [
      "pupazzo",
      "pupazzi",
      "pupazzo di peluche",
      "animale di peluche",
      "animali di peluche",
      "orsacchiotto",
      "orsacchiotti",
      "orsetto di peluche",
      "giocattolo morbido"
    ],
    "collection": "Peluche",
    "titles": [
      "Peluche da coccolare",
      "Peluche in cotone biologico",
      "Peluche da tramandare",
      "Peluche dalle zampe morbide",
      "Peluche in maglia",
      "Peluche ponderato",
      "Peluche della nanna",
      "Peluche tascabile",
      "Peluche gigante",
      "Peluche sensoriale"
    ]
  },
  "building-blocks": {
    "one": "set di costruzioni",
    "many": "set di costruzioni",
    "nouns": [
      "costruzioni",
      "mattoncino",
      "mattoncini",
      "blocchi da costruzione",
      "cubi impilabili",
      "piastrelle magnetiche",
      "costruzioni magnetiche"
    ],
    "collection": "Costruzioni",
    "titles": [
      "Costruzioni magnetiche",
      "Costruzioni in legno",
      "Set di costruzioni creativo",
      "Set di costruzioni per iniziare",
      "Set di costruzioni architettura",
      "Pista per biglie componibile",
      "Castello da costruire",
      "Mattoncini giganti",
      "Costruzioni STEM",
      "Mattoncini classici"
    ]
  },
  "wooden-toy": {
    "one": "giocattolo in legno",
    "many": "giocattoli in legno",
    "nouns": [
      "gioco in legno",
      "giochi in legno",
      "trenino in legno",
      "trenini in legno",
      "pista del treno",
      "gioco a incastro",
      "torre impilabile",
      "smistaforme",
      "giocattolo da trainare",
      "giocattoli da trainare",
      "giocattolo da spingere",
      "cubo attività"
    ],
    "collection": "Giocattoli in legno",
    "titles": [
      "Giocattolo in legno da tramandare",
      "Gioco Montessori in legno",
      "Giocattolo in legno naturale",
      "Giocattolo in legno di faggio",
      "Giocattolo in legno fatto a mano",
      "Giocattolo in legno classico",
      "Gioco Waldorf in legno",
      "Giocattolo da trainare",
      "Primo giocattolo in legno"
    ]
  },
  "toy-vehicle": {
    "one": "macchinina",
    "many": "macchinine",
    "nouns": [
      "macchinina giocattolo",
      "camion giocattolo",
      "veicolo giocattolo",
      "veicoli giocattolo",
      "modellino",
      "modellini",
      "trattore giocattolo",
      "aereo giocattolo",
      "barca giocattolo",
      "macchina radiocomandata",
      "auto radiocomandata",
      "macchinine radiocomandate"
    ],
    "collection": "Macchinine e camion",
    "titles": [
      "Modellino in metallo pressofuso",
      "Macchinina in legno",
      "Macchinina a retrocarica",
      "Auto radiocomandata",
      "Macchinina vintage",
      "Macchinina a frizione",
      "Camion da cantiere",
      "Veicolo di soccorso",
      "Auto da corsa giocattolo",
      "Macchinina da spingere"
    ]
  },
  "science-kit": {
    "one": "kit scientifico",
    "many": "kit scientifici",
    "nouns": [
      "kit STEM",
      "giocattolo STEM",
      "giochi STEM",
      "kit per esperimenti",
      "kit robotica",
      "robot programmabile",
      "kit cristalli",
      "kit microscopio"
    ],
    "collection": "Kit scientifici",
    "titles": [
      "Kit di chimica",
      "Kit di robotica",
      "Kit di coding",
      "Kit per far crescere cristalli",
      "Kit vulcano",
      "Kit di circuiti elettrici",
      "Kit a energia solare",
      "Kit scientifico junior",
      "Kit scientifico per iniziare"
    ]
  },
  "swaddle": {
    "one": "telo in mussola",
    "many": "teli in mussola",
    "nouns": [
      "swaddle",
      "mussola",
      "mussole",
      "copertina per neonato",
      "copertine per neonato",
      "fascia per neonato",
      "sacco nanna",
      "sacchi nanna",
      "copertina da culla"
    ],
    "collection": "Mussole e copertine",
    "titles": [
      "Mussola di cotone",
      "Swaddle in cotone biologico",
      "Swaddle in bambù",
      "Copertina in maglia per neonato",
      "Mussola stampata",
      "Copertina da tramandare",
      "Swaddle per neonato",
      "Copertina calda per neonato",
      "Mussola leggera"
    ]
  },
  "baby-carrier": {
    "one": "marsupio portabebè",
    "many": "marsupi portabebè",
    "nouns": [
      "portabebè",
      "fascia portabebè",
      "fasce portabebè",
      "ring sling",
      "fascia ad anelli",
      "fascia elastica",
      "marsupio ergonomico",
      "marsupio per bambini"
    ],
    "collection": "Marsupi e fasce portabebè",
    "titles": [
      "Marsupio ergonomico",
      "Marsupio in rete traspirante",
      "Fascia portabebè in lino",
      "Fascia elastica",
      "Fascia rigida tessuta",
      "Marsupio ibrido",
      "Marsupio multiposizione",
      "Marsupio leggero",
      "Marsupio da viaggio"
    ]
  },
  "stroller": {
    "one": "passeggino",
    "many": "passeggini",
    "nouns": [
      "carrozzina",
      "carrozzine",
      "passeggino da viaggio",
      "passeggino da jogging",
      "passeggino gemellare",
      "passeggini gemellari",
      "trio",
      "sistema modulare"
    ],
    "collection": "Passeggini",
    "titles": [
      "Passeggino compatto",
      "Passeggino da viaggio",
      "Passeggino completo",
      "Passeggino fuoristrada",
      "Passeggino leggero",
      "Passeggino da città",
      "Passeggino da jogging",
      "Passeggino trasformabile",
      "Passeggino per tutti i giorni"
    ]
  },
  "teether": {
    "one": "massaggiagengive",
    "many": "massaggiagengive",
    "nouns": [
      "dentaruolo",
      "dentaruoli",
      "anello da dentizione",
      "giocattolo per la dentizione"
    ],
    "collection": "Massaggiagengive",
    "titles": [
      "Massaggiagengive in silicone",
      "Dentaruolo in legno",
      "Massaggiagengive in caucciù naturale",
      "Dentaruolo in faggio",
      "Massaggiagengive con rilievi",
      "Massaggiagengive a forma di animale",
      "Massaggiagengive in tessuto annodato",
      "Massaggiagengive refrigerante",
      "Mini massaggiagengive"
    ]
  },
  "baby-tableware": {
    "one": "piatto per bambini",
    "many": "piatti per bambini",
    "nouns": [
      "piatto con ventosa",
      "piatti con ventosa",
      "ciotola per bambini",
      "ciotola con ventosa",
      "tazza con beccuccio",
      "bicchiere antigoccia",
      "cucchiaino per bambini",
      "bavaglino",
      "bavaglini",
      "bavaglino in silicone",
      "set per lo svezzamento",
      "set pappa"
    ],
    "collection": "Pappa e svezzamento",
    "titles": [
      "Piatto in silicone per bambini",
      "Ciotola in bambù per bambini",
      "Piatto con ventosa",
      "Set per lo svezzamento",
      "Set primi bocconi",
      "Ciotola antiribaltamento",
      "Piatto a scomparti",
      "Cucchiaino a presa facile",
      "Set pappa per tutti i giorni"
    ]
  },
  "play-mat": {
    "one": "tappeto gioco",
    "many": "tappeti gioco",
    "nouns": [
      "tappetino gioco",
      "palestrina",
      "palestrine",
      "palestrina per neonati",
      "tappeto puzzle",
      "tappeto in gommapiuma",
      "tappetino per tummy time"
    ],
    "collection": "Tappeti gioco",
    "titles": [
      "Tappeto gioco imbottito",
      "Tappeto gioco pieghevole",
      "Tappeto gioco reversibile",
      "Palestrina in legno",
      "Palestrina Montessori",
      "Tappeto gioco facile da pulire",
      "Tappeto gioco extra large",
      "Tappeto gioco in gommapiuma",
      "Tappeto gioco trapuntato"
    ]
  },
  "dog-collar": {
    "one": "collare",
    "many": "collari",
    "nouns": [
      "collare per cani",
      "collari per cani",
      "collare martingala",
      "collare per cuccioli",
      "collare in pelle"
    ],
    "collection": "Collari",
    "titles": [
      "Collare in pelle",
      "Collare in pelle arrotolata",
      "Collare martingala",
      "Collare impermeabile",
      "Collare riflettente",
      "Collare imbottito",
      "Collare personalizzato",
      "Collare in corda",
      "Collare in biothane"
    ]
  },
  "dog-leash": {
    "one": "guinzaglio",
    "many": "guinzagli",
    "nouns": [
      "guinzaglio per cani",
      "guinzagli per cani",
      "guinzaglio in corda",
      "guinzaglio a mani libere",
      "lunghina",
      "lunghine",
      "guinzaglio da addestramento",
      "guinzaglio a strozzo"
    ],
    "collection": "Guinzagli",
    "titles": [
      "Guinzaglio in corda",
      "Guinzaglio in pelle",
      "Guinzaglio a mani libere",
      "Guinzaglio corto da città",
      "Guinzaglio impermeabile",
      "Guinzaglio riflettente",
      "Guinzaglio in corda da arrampicata",
      "Guinzaglio da addestramento",
      "Guinzaglio per tutti i giorni",
      "Guinzaglio con impugnatura imbottita"
    ]
  },
  "dog-harness": {
    "one": "pettorina",
    "many": "pettorine",
    "nouns": [
      "pettorina per cani",
      "pettorine per cani",
      "pettorina antitiro",
      "pettorina step-in",
      "pettorina per cuccioli"
    ],
    "collection": "Pettorine",
    "titles": [
      "Pettorina antitiro",
      "Pettorina da avventura",
      "Pettorina imbottita",
      "Pettorina step-in",
      "Pettorina per tutti i giorni",
      "Pettorina riflettente",
      "Pettorina leggera",
      "Pettorina da trekking",
      "Pettorina in rete traspirante"
    ]
  },
  "pet-bed": {
    "one": "cuccia",
    "many": "cucce",
    "nouns": [
      "cuccia per cani",
      "cucce per cani",
      "cuccia per gatti",
      "cucce per gatti",
      "cuccia a ciambella",
      "cuccia ortopedica",
      "materassino per trasportino",
      "tappetino per gabbia",
      "cuccia igloo",
      "lettino per cani",
      "lettino per gatti"
    ],
    "collection": "Cucce",
    "titles": [
      "Cuccia ortopedica",
      "Cuccia con bordi rialzati",
      "Cuccia a ciambella",
      "Cuccia in memory foam",
      "Cuccia rinfrescante",
      "Cuccia calmante",
      "Cuccia lavabile",
      "Cuccia da esterno",
      "Cuccia in pile sherpa",
      "Cuccia in feltro di lana"
    ]
  },
  "dog-treat": {
    "one": "snack per cani",
    "many": "snack per cani",
    "nouns": [
      "premio per cani",
      "premi per cani",
      "biscotto per cani",
      "biscotti per cani",
      "masticativo",
      "masticativi",
      "snack dentale",
      "nervetto",
      "nervetti",
      "premietti per l'addestramento",
      "snack per cuccioli"
    ],
    "collection": "Snack per cani",
    "titles": [
      "Snack per cani al salmone",
      "Biscotti per cani al burro di arachidi",
      "Snack per cani monoingrediente",
      "Snack per cani liofilizzati",
      "Snack per cani senza cereali",
      "Snack per cani alla patata dolce",
      "Snack al fegato di manzo",
      "Premietti per l'addestramento",
      "Snack dentali per cani"
    ]
  },
  "dog-toy": {
    "one": "gioco per cani",
    "many": "giochi per cani",
    "nouns": [
      "giocattolo per cani",
      "giocattoli per cani",
      "gioco da masticare",
      "giochi da masticare",
      "gioco da tiro",
      "corda da gioco",
      "gioco da riporto",
      "gioco sonoro",
      "lanciapalline",
      "gioco di attivazione mentale",
      "tappeto olfattivo",
      "tappetino da leccare",
      "pallina per cani",
      "palline per cani"
    ],
    "collection": "Giochi per cani",
    "titles": [
      "Gioco per cani indistruttibile",
      "Gioco sonoro per cani",
      "Gioco in corda per cani",
      "Gioco galleggiante per cani",
      "Gioco in gomma naturale",
      "Gioco di attivazione mentale",
      "Peluche per cani",
      "Gioco da riporto",
      "Gioco interattivo per cani",
      "Gioco da tiro"
    ]
  },
  "dog-food": {
    "one": "cibo per cani",
    "many": "alimenti per cani",
    "nouns": [
      "crocchette",
      "crocchette per cani",
      "alimento per cani",
      "cibo per cuccioli",
      "umido per cani",
      "cibo umido per cani",
      "dieta barf",
      "cibo fresco per cani",
      "cibo per cani anziani"
    ],
    "collection": "Cibo per cani",
    "titles": [
      "Crocchette senza cereali",
      "Crocchette per cani di taglia piccola",
      "Crocchette per cani di taglia grande",
      "Crocchette iperproteiche",
      "Crocchette salmone e riso",
      "Crocchette pollo e avena",
      "Crocchette con pochi ingredienti",
      "Cibo per cani essiccato all'aria",
      "Crocchette agnello e orzo"
    ]
  },
  "pet-bowl": {
    "one": "ciotola per animali",
    "many": "ciotole per animali",
    "nouns": [
      "ciotola per cani",
      "ciotole per cani",
      "ciotola per gatti",
      "ciotole per gatti",
      "ciotola per l'acqua",
      "ciotola per il cibo",
      "ciotola antingozzo",
      "mangiatoia rialzata",
      "stazione pappa"
    ],
    "collection": "Ciotole e mangiatoie",
    "titles": [
      "Ciotola in ceramica",
      "Ciotola in acciaio inox",
      "Ciotola rialzata",
      "Ciotola antingozzo",
      "Ciotola antiscivolo",
      "Ciotola da viaggio",
      "Ciotola in gres per animali",
      "Ciotola rispettosa dei baffi",
      "Ciotola pieghevole"
    ]
  },
  "pet-brush": {
    "one": "spazzola per animali",
    "many": "spazzole per animali",
    "nouns": [
      "spazzola per cani",
      "spazzola per gatti",
      "cardatore",
      "cardatori",
      "spazzola per la muta",
      "strumento per la muta",
      "spazzola da toelettatura",
      "guanto da toelettatura"
    ],
    "collection": "Toelettatura",
    "titles": [
      "Cardatore",
      "Spazzola per la muta",
      "Cardatore autopulente",
      "Spazzola in bambù per animali",
      "Spazzola doppia",
      "Spazzola morbida per animali",
      "Rastrello per sottopelo",
      "Spazzola in gomma",
      "Spazzola delicata"
    ]
  },
  "cat-toy": {
    "one": "gioco per gatti",
    "many": "giochi per gatti",
    "nouns": [
      "giocattolo per gatti",
      "giocattoli per gatti",
      "bacchetta per gatti",
      "canna da pesca per gatti",
      "bacchetta con piume",
      "gioco con erba gatta",
      "cuscino da calciare",
      "tunnel per gatti"
    ],
    "collection": "Giochi per gatti",
    "titles": [
      "Gioco all'erba gatta",
      "Gioco con piume",
      "Gioco al matatabi",
      "Gioco frusciante",
      "Gioco interattivo per gatti",
      "Cuscino da calciare",
      "Pallina in feltro di lana",
      "Canna da pesca per gatti",
      "Gioco a forma di uccellino",
      "Topolino giocattolo"
    ]
  },
  "cat-tree": {
    "one": "tiragraffi",
    "many": "tiragraffi",
    "nouns": [
      "albero per gatti",
      "alberi per gatti",
      "torre per gatti",
      "tiragraffi in cartone",
      "mensola per gatti",
      "mensole per gatti",
      "palestra per gatti"
    ],
    "collection": "Alberi e tiragraffi",
    "titles": [
      "Albero per gatti moderno",
      "Tiragraffi in sisal",
      "Percorso per gatti a parete",
      "Albero per gatti alto",
      "Tiragraffi compatto",
      "Albero per gatti in legno",
      "Tiragraffi in cartone",
      "Tiragraffi angolare",
      "Albero per gatti a più livelli",
      "Tiragraffi minimal"
    ]
  },
  "cat-litter": {
    "one": "lettiera",
    "many": "lettiere",
    "nouns": [
      "sabbia per gatti",
      "sabbia agglomerante",
      "lettiera agglomerante",
      "lettiera vegetale",
      "lettiera al tofu",
      "lettiera di pino",
      "lettiera in argilla",
      "lettiera minerale",
      "lettiera in legno"
    ],
    "collection": "Lettiere",
    "titles": [
      "Lettiera agglomerante",
      "Lettiera senza profumo",
      "Lettiera di pino",
      "Lettiera al tofu",
      "Lettiera a bassa polverosità",
      "Lettiera leggera",
      "Lettiera di gusci di noce",
      "Lettiera per più gatti",
      "Lettiera di mais"
    ]
  },
  "litter-box": {
    "one": "toilette per gatti",
    "many": "toilette per gatti",
    "nouns": [
      "cassetta igienica",
      "cassette igieniche",
      "vaschetta igienica",
      "lettiera chiusa",
      "lettiera con ingresso dall'alto"
    ],
    "collection": "Toilette per gatti",
    "titles": [
      "Toilette con ingresso dall'alto",
      "Toilette chiusa",
      "Toilette aperta",
      "Toilette a bordi alti",
      "Toilette in acciaio inox",
      "Toilette extra large",
      "Toilette angolare",
      "Toilette dal design moderno",
      "Toilette a ingresso ribassato"
    ]
  },
  "cat-treat": {
    "one": "snack per gatti",
    "many": "snack per gatti",
    "nouns": [
      "premio per gatti",
      "premi per gatti",
      "snack liofilizzati per gatti",
      "snack cremoso per gatti",
      "snack per gattini"
    ],
    "collection": "Snack per gatti",
    "titles": [
      "Snack per gatti liofilizzati",
      "Snack per gatti al salmone",
      "Snack per gatti al tonno",
      "Snack per gatti al pollo",
      "Snack per gatti monoingrediente",
      "Snack croccanti per gatti",
      "Snack dentali per gatti",
      "Snack cremoso da leccare",
      "Snack per gatti all'anatra"
    ]
  },
  "aquarium": {
    "one": "acquario",
    "many": "acquari",
    "nouns": [
      "vasca per pesci",
      "vasche per pesci",
      "nano acquario",
      "kit acquario",
      "acquario per betta",
      "acquario senza cornice",
      "acquario piantumato",
      "acquario marino",
      "acquario di barriera"
    ],
    "collection": "Acquari",
    "titles": [
      "Acquario senza cornice",
      "Nano acquario",
      "Acquario in vetro extra chiaro",
      "Acquario cubico",
      "Kit acquario per principianti",
      "Acquario lungo",
      "Acquario basso",
      "Acquario d'acqua dolce",
      "Acquario per betta",
      "Acquario da scrivania"
    ]
  },
  "aquarium-filter": {
    "one": "filtro per acquario",
    "many": "filtri per acquario",
    "nouns": [
      "filtro esterno",
      "filtri esterni",
      "filtro a spugna",
      "filtri a spugna",
      "filtro a zainetto",
      "filtro interno",
      "filtri interni",
      "pompa dell'aria",
      "aeratore"
    ],
    "collection": "Filtri",
    "titles": [
      "Filtro esterno a canestro",
      "Filtro a spugna",
      "Filtro a zainetto",
      "Filtro silenzioso",
      "Filtro interno",
      "Filtro compatto",
      "Filtro per nano acquario",
      "Filtro a portata regolabile",
      "Filtro doppio"
    ]
  },
  "aquarium-light": {
    "one": "lampada per acquario",
    "many": "lampade per acquario",
    "nouns": [
      "plafoniera led per acquario",
      "illuminazione per acquario",
      "lampada per acquario piantumato",
      "lampada per acquario marino",
      "luce per acquario",
      "luci per acquario"
    ],
    "collection": "Illuminazione per acquari",
    "titles": [
      "Plafoniera LED a spettro completo",
      "Lampada per acquario piantumato",
      "Plafoniera per acquario marino",
      "Lampada per acquario programmabile",
      "Plafoniera sottile per acquario",
      "Lampada per nano acquario",
      "Lampada per acquario a clip",
      "Lampada con simulazione alba e tramonto",
      "Lampada per acquario dimmerabile"
    ]
  },
  "fish-food": {
    "one": "mangime per pesci",
    "many": "mangimi per pesci",
    "nouns": [
      "cibo per pesci",
      "mangime in scaglie",
      "scaglie",
      "granuli per pesci",
      "pastiglie affondanti",
      "mangime per betta",
      "mangime per gamberetti",
      "pastiglie di alghe",
      "mangime surgelato"
    ],
    "collection": "Mangimi per pesci",
    "titles": [
      "Mangime in microgranuli",
      "Mangime affondante",
      "Mangime galleggiante",
      "Mangime alla spirulina",
      "Mangime per acquari di comunità",
      "Mangime per betta",
      "Mangime per ciclidi",
      "Mangime esaltatore del colore",
      "Mangime liofilizzato",
      "Mangime per pesci tropicali"
    ]
  },
  "aquarium-plant": {
    "one": "pianta per acquario",
    "many": "piante per acquario",
    "nouns": [
      "pianta acquatica",
      "piante acquatiche",
      "palla di muschio",
      "marimo",
      "felce di Java",
      "anubias",
      "pianta tappezzante",
      "piante tappezzanti",
      "pianta galleggiante",
      "piante galleggianti",
      "pianta in vitro",
      "piante in vitro"
    ],
    "collection": "Piante per acquario",
    "titles": [
      "Pianta per acquario facile",
      "Pianta in vitro",
      "Pianta per acquario a bassa luce",
      "Pianta tappezzante",
      "Pianta galleggiante",
      "Pianta da primo piano",
      "Pianta da sfondo",
      "Pianta per acquario rara",
      "Set di piante per iniziare",
      "Pianta epifita"
    ]
  },
  "water-conditioner": {
    "one": "biocondizionatore",
    "many": "biocondizionatori",
    "nouns": [
      "condizionatore d'acqua",
      "declorante",
      "attivatore batterico",
      "batteri per acquario",
      "fertilizzante per acquario",
      "test dell'acqua",
      "kit test acqua",
      "test kit"
    ],
    "collection": "Cura dell'acqua",
    "titles": [
      "Biocondizionatore concentrato",
      "Biocondizionatore per acqua dolce",
      "Biocondizionatore per acqua marina",
      "Biocondizionatore completo",
      "Attivatore batterico per l'avvio",
      "Integratore quotidiano per acquario",
      "Fertilizzante per acquario piantumato",
      "Integratore per acquario di barriera",
      "Biocondizionatore sicuro per gamberetti"
    ]
  },
  "balloon": {
    "one": "palloncino",
    "many": "palloncini",
    "nouns": [
      "palloncino in lattice",
      "palloncini in lattice",
      "palloncino foil",
      "palloncini foil",
      "palloncino ad elio",
      "palloncini ad elio",
      "palloncino numero",
      "palloncini numero",
      "palloncini lettera",
      "ghirlanda di palloncini",
      "arco di palloncini",
      "kit palloncini"
    ],
    "collection": "Palloncini",
    "titles": [
      "Palloncini metallizzati",
      "Palloncini con coriandoli",
      "Palloncino gigante",
      "Palloncini cromati",
      "Palloncini opachi",
      "Palloncini satinati",
      "Palloncini di compleanno",
      "Palloncini maxi",
      "Palloncini effetto marmo",
      "Palloncino numero"
    ]
  },
  "party-decor": {
    "one": "decorazione per feste",
    "many": "decorazioni per feste",
    "nouns": [
      "addobbo",
      "addobbi",
      "addobbi per feste",
      "striscione",
      "striscioni",
      "bandierine",
      "stelle filanti",
      "ghirlanda di carta",
      "coriandoli",
      "fondale",
      "cake topper",
      "cartello per feste"
    ],
    "collection": "Decorazioni",
    "titles": [
      "Striscione Buon compleanno",
      "Ghirlanda di carta",
      "Tenda a frange",
      "Decorazioni a nido d'ape",
      "Ghirlanda di nappine",
      "Decorazioni glitterate",
      "Bandierine in feltro",
      "Decorazioni boho",
      "Bandierine vintage",
      "Decorazioni riutilizzabili"
    ]
  },
  "party-tableware": {
    "one": "stoviglie per feste",
    "many": "stoviglie per feste",
    "nouns": [
      "piatto di carta",
      "piatti di carta",
      "piatti per feste",
      "bicchiere di carta",
      "bicchieri di carta",
      "bicchieri per feste",
      "tovagliolo di carta",
      "tovaglioli di carta",
      "tovaglioli per feste",
      "cannucce di carta",
      "piatti compostabili"
    ],
    "collection": "Stoviglie per feste",
    "titles": [
      "Piatti compostabili",
      "Piatti di carta smerlati",
      "Piatti con bordo metallizzato",
      "Tovaglioli di carta stampati",
      "Piatti di carta a quadretti vichy",
      "Piatti di carta extra resistenti",
      "Piattini da dessert",
      "Piatti piani di carta",
      "Piatti in bambù"
    ]
  },
  "party-favor": {
    "one": "regalino per gli ospiti",
    "many": "regalini per gli ospiti",
    "nouns": [
      "sacchetto regalo",
      "sacchetti regalo",
      "sacchettino per feste",
      "sacchettini per feste",
      "cappellini da festa",
      "sparacoriandoli",
      "trombetta",
      "trombette",
      "lingua di Menelik",
      "pentolaccia",
      "pignatta",
      "piñata"
    ],
    "collection": "Regalini e gadget per feste",
    "titles": [
      "Regalini per bambini",
      "Mini regalini",
      "Sacchetti regalo di carta",
      "Sparacoriandoli",
      "Regalini a tema",
      "Sacchetti regalo personalizzati",
      "Regalini di compleanno",
      "Regalini senza plastica",
      "Sacchetti regalo deluxe"
    ]
  },
  "birthday-candle": {
    "one": "candelina di compleanno",
    "many": "candeline di compleanno",
    "nouns": [
      "candelina",
      "candeline",
      "candelina per torta",
      "candeline per torte",
      "candelina numero",
      "candeline numero",
      "candelina scintillante",
      "candeline fontana"
    ],
    "collection": "Candeline",
    "titles": [
      "Candeline tortili",
      "Candeline alte",
      "Candeline metallizzate",
      "Candelina numero",
      "Candeline a spirale",
      "Mini candeline",
      "Candeline antigoccia",
      "Candeline scintillanti",
      "Candeline smerlate",
      "Candeline in cera d'api"
    ]
  },
  "drill": {
    "one": "trapano",
    "many": "trapani",
    "nouns": [
      "trapano avvitatore",
      "trapani avvitatori",
      "trapano a batteria",
      "trapano elettrico",
      "trapano a percussione",
      "avvitatore a impulsi",
      "avvitatori a impulsi",
      "kit trapano"
    ],
    "collection": "Trapani e avvitatori",
    "titles": [
      "Trapano avvitatore a batteria",
      "Trapano brushless",
      "Trapano compatto",
      "Trapano per uso intensivo",
      "Trapano avvitatore 20 V",
      "Trapano avvitatore 12 V",
      "Trapano professionale",
      "Trapano angolare",
      "Trapano a percussione"
    ]
  },
  "tool-set": {
    "one": "set di attrezzi",
    "many": "set di attrezzi",
    "nouns": [
      "kit di attrezzi",
      "kit attrezzi",
      "set di utensili manuali",
      "set di chiavi a bussola",
      "set di cacciaviti",
      "set di inserti",
      "set di punte",
      "set di punte per trapano",
      "set di chiavi",
      "kit attrezzi per la casa"
    ],
    "collection": "Set di attrezzi",
    "titles": [
      "Set di attrezzi per la casa",
      "Set di attrezzi da meccanico",
      "Set di attrezzi per iniziare",
      "Set di attrezzi compatto",
      "Set di attrezzi di precisione",
      "Kit attrezzi per il bricolage",
      "Set di attrezzi professionale",
      "Kit attrezzi per appartamento",
      "Set di attrezzi per auto",
      "Set di attrezzi completo"
    ]
  },
  "hammer": {
    "one": "martello",
    "many": "martelli",
    "nouns": [
      "martello da carpentiere",
      "martelli da carpentiere",
      "martello con tiro chiodi",
      "mazzuolo",
      "mazzuoli",
      "mazzuolo in gomma",
      "mazza",
      "mazze"
    ],
    "collection": "Martelli",
    "titles": [
      "Martello con tiro chiodi",
      "Martello da carpentiere",
      "Martello in fibra di vetro",
      "Martello con manico in hickory",
      "Martello in acciaio",
      "Martello antivibrazione",
      "Martello da finitura",
      "Martello con penna curva",
      "Martello con penna dritta"
    ]
  },
  "screwdriver": {
    "one": "cacciavite",
    "many": "cacciaviti",
    "nouns": [
      "giravite",
      "giraviti",
      "cacciavite di precisione",
      "cacciavite a cricchetto",
      "cacciavite multi-inserto",
      "cacciavite elettrico",
      "avvitatore elettrico",
      "giravite a bussola"
    ],
    "collection": "Cacciaviti",
    "titles": [
      "Cacciavite a cricchetto",
      "Cacciavite di precisione",
      "Cacciavite multi-inserto",
      "Cacciavite corto",
      "Cacciavite isolato",
      "Cacciavite magnetico",
      "Cacciavite con impugnatura morbida",
      "Cacciavite elettrico",
      "Cacciavite tascabile"
    ]
  },
  "wrench": {
    "one": "chiave inglese",
    "many": "chiavi inglesi",
    "nouns": [
      "chiave regolabile",
      "chiavi regolabili",
      "chiave a pappagallo",
      "chiave per tubi",
      "chiave dinamometrica",
      "chiavi dinamometriche",
      "chiave combinata",
      "chiavi combinate",
      "chiave fissa",
      "chiavi fisse"
    ],
    "collection": "Chiavi",
    "titles": [
      "Chiave regolabile",
      "Chiave combinata",
      "Chiave combinata a cricchetto",
      "Chiave dinamometrica",
      "Chiave per tubi",
      "Chiave corta",
      "Chiave a testa snodata",
      "Chiave a ganascia larga"
    ]
  },
  "tape-measure": {
    "one": "metro a nastro",
    "many": "metri a nastro",
    "nouns": [
      "metro",
      "flessometro",
      "flessometri",
      "metro avvolgibile",
      "metro laser",
      "misuratore laser",
      "distanziometro laser"
    ],
    "collection": "Strumenti di misura",
    "titles": [
      "Flessometro magnetico",
      "Metro a nastro compatto",
      "Flessometro Pro",
      "Flessometro da cantiere",
      "Metro con blocco automatico",
      "Metro tascabile",
      "Flessometro rinforzato",
      "Flessometro a nastro largo",
      "Metro digitale"
    ]
  },
  "tool-box": {
    "one": "cassetta degli attrezzi",
    "many": "cassette degli attrezzi",
    "nouns": [
      "cassetta attrezzi",
      "cassette attrezzi",
      "borsa porta attrezzi",
      "borse porta attrezzi",
      "carrello porta attrezzi",
      "cassettiera porta attrezzi",
      "rotolo porta attrezzi",
      "organizer per attrezzi"
    ],
    "collection": "Contenitori per attrezzi",
    "titles": [
      "Cassetta degli attrezzi in acciaio",
      "Borsa porta attrezzi in tela cerata",
      "Carrello porta attrezzi",
      "Cassetta degli attrezzi portatile",
      "Cassette degli attrezzi impilabili",
      "Cassetta degli attrezzi impermeabile",
      "Borsa porta attrezzi aperta",
      "Cassetta a soffietto",
      "Sistema di cassette modulare"
    ]
  },
  "multitool": {
    "one": "multitool",
    "many": "multitool",
    "nouns": [
      "pinza multiuso",
      "pinze multiuso",
      "coltellino svizzero",
      "coltellino",
      "coltellini",
      "coltello tascabile",
      "coltello pieghevole",
      "coltelli pieghevoli",
      "taglierino",
      "taglierini"
    ],
    "collection": "Multitool e coltelli",
    "titles": [
      "Multitool per tutti i giorni",
      "Coltellino tascabile",
      "Multitool compatto",
      "Multitool da portachiavi",
      "Pinza multiuso grande",
      "Coltello con blocco lama",
      "Multitool sottile",
      "Multitool per uso intensivo",
      "Coltello da campeggio",
      "Multitool Pro"
    ]
  },
  "car-wax": {
    "one": "cera per auto",
    "many": "cere per auto",
    "nouns": [
      "cera in pasta",
      "cera spray",
      "cera carnauba",
      "rivestimento ceramico",
      "trattamento ceramico",
      "spray ceramico",
      "sigillante per carrozzeria",
      "quick detailer",
      "spray detailing"
    ],
    "collection": "Cere e protettivi",
    "titles": [
      "Cera alla carnauba",
      "Protettivo ceramico",
      "Rivestimento al grafene",
      "Cera spray",
      "Cera in pasta",
      "Cera ibrida",
      "Cera effetto vetrina",
      "Cera senz'acqua",
      "Cera professionale",
      "Sigillante idrorepellente"
    ]
  },
  "car-shampoo": {
    "one": "shampoo per auto",
    "many": "shampoo per auto",
    "nouns": [
      "sapone per auto",
      "schiuma attiva",
      "snow foam",
      "shampoo senza risciacquo",
      "lavaggio senz'acqua",
      "lavaggio auto"
    ],
    "collection": "Lavaggio",
    "titles": [
      "Shampoo per auto a pH neutro",
      "Schiuma attiva",
      "Shampoo senza risciacquo",
      "Lavaggio senz'acqua",
      "Shampoo ceramico",
      "Shampoo per auto concentrato",
      "Shampoo per auto delicato",
      "Shampoo con cera",
      "Shampoo per auto agli agrumi"
    ]
  },
  "microfiber-towel": {
    "one": "panno in microfibra",
    "many": "panni in microfibra",
    "nouns": [
      "microfibra",
      "panno asciugatura",
      "panni asciugatura",
      "panno per detailing",
      "panno per lucidare",
      "panno per vetri",
      "guanto da lavaggio",
      "guanti da lavaggio",
      "pelle di daino",
      "panno scamosciato"
    ],
    "collection": "Panni e guanti",
    "titles": [
      "Panno in microfibra a pelo lungo",
      "Panno a fibre ritorte",
      "Panno in microfibra senza bordi",
      "Panno a nido d'ape",
      "Panno per asciugatura",
      "Panno per lucidatura",
      "Guanto da lavaggio in ciniglia",
      "Panno asciugatura maxi",
      "Panno per detailing"
    ]
  },
  "car-vacuum": {
    "one": "aspirapolvere per auto",
    "many": "aspirapolvere per auto",
    "nouns": [
      "aspirapolvere",
      "aspiratore per auto",
      "aspirabriciole",
      "aspirapolvere portatile",
      "aspirapolvere senza fili",
      "aspiratutto",
      "bidone aspiratutto"
    ],
    "collection": "Aspirapolvere",
    "titles": [
      "Aspirapolvere per auto senza fili",
      "Aspirapolvere per auto compatto",
      "Aspirabriciole",
      "Aspirapolvere portatile",
      "Aspirapolvere ad alta potenza aspirante",
      "Aspirapolvere per auto 12 V",
      "Aspirapolvere ricaricabile",
      "Aspiratutto solidi e liquidi",
      "Aspirapolvere leggero"
    ]
  },
  "car-cleaner": {
    "one": "detergente per auto",
    "many": "detergenti per auto",
    "nouns": [
      "pulitore per interni",
      "detergente per interni",
      "pulitore cerchi",
      "detergente cerchi",
      "lucida gomme",
      "nero gomme",
      "pulitore cruscotto",
      "detergente per tappezzeria",
      "rimuovi insetti",
      "decontaminante ferroso"
    ],
    "collection": "Detergenti per auto",
    "titles": [
      "Detergente per interni effetto opaco",
      "Pulitore cerchi a pH bilanciato",
      "Nero gomme non unto",
      "Detergente schiumogeno per tappezzeria",
      "Pulitore cerchi senza acidi",
      "Detergente per vetri senza aloni",
      "Pulitore cerchi in gel",
      "Detergente pronto all'uso",
      "Detergente professionale"
    ]
  },
  "car-air-freshener": {
    "one": "profumatore per auto",
    "many": "profumatori per auto",
    "nouns": [
      "deodorante per auto",
      "diffusore per auto",
      "diffusori per auto",
      "clip per bocchetta",
      "profumo per auto",
      "profumatore da appendere"
    ],
    "collection": "Profumatori per auto",
    "titles": [
      "Profumatore per bocchetta",
      "Profumatore da appendere",
      "Profumatore per auto ricaricabile",
      "Profumatore per auto in legno",
      "Profumatore in feltro",
      "Profumatore agli oli essenziali",
      "Diffusore per auto in ceramica",
      "Profumatore per auto delicato",
      "Profumatore con clip"
    ]
  },
  "suitcase": {
    "one": "valigia",
    "many": "valigie",
    "nouns": [
      "bagaglio",
      "bagagli",
      "bagaglio a mano",
      "trolley",
      "valigia da cabina",
      "valigie da cabina",
      "valigia da stiva",
      "bagaglio da stiva",
      "valigia rigida",
      "valigie rigide",
      "valigia spinner"
    ],
    "collection": "Valigie",
    "titles": [
      "Valigia rigida",
      "Valigia morbida",
      "Valigia espandibile",
      "Valigia in alluminio",
      "Valigia leggera",
      "Valigia da weekend",
      "Valigia a quattro ruote",
      "Valigia in policarbonato",
      "Valigia baule",
      "Valigia compatta"
    ]
  },
  "packing-cube": {
    "one": "organizer da valigia",
    "many": "organizer da valigia",
    "nouns": [
      "cubo organizer",
      "cubi organizer",
      "packing cube",
      "cubo a compressione",
      "cubi a compressione",
      "busta organizer",
      "buste organizer",
      "sacca per scarpe",
      "sacche per scarpe"
    ],
    "collection": "Organizer da viaggio",
    "titles": [
      "Cubo a compressione",
      "Organizer ultraleggero",
      "Organizer in rete",
      "Organizer in materiale riciclato",
      "Organizer a doppio scomparto",
      "Organizer espandibile",
      "Busta organizer con zip",
      "Set di organizer da viaggio",
      "Organizer per tutti i giorni"
    ]
  },
  "travel-pillow": {
    "one": "cuscino da viaggio",
    "many": "cuscini da viaggio",
    "nouns": [
      "cuscino per il collo",
      "cuscini per il collo",
      "cuscino cervicale da viaggio",
      "cuscino da aereo"
    ],
    "collection": "Cuscini da viaggio",
    "titles": [
      "Cuscino da viaggio in memory foam",
      "Cuscino da viaggio gonfiabile",
      "Cuscino da viaggio avvolgente",
      "Cuscino da viaggio ergonomico",
      "Cuscino da viaggio compatto",
      "Cuscino da viaggio rinfrescante",
      "Cuscino da viaggio trasformabile",
      "Cuscino con supporto per il mento"
    ]
  },
  "travel-adapter": {
    "one": "adattatore da viaggio",
    "many": "adattatori da viaggio",
    "nouns": [
      "adattatore",
      "adattatori",
      "adattatore per prese",
      "adattatore universale",
      "adattatori universali",
      "adattatore di corrente",
      "convertitore di tensione"
    ],
    "collection": "Adattatori",
    "titles": [
      "Adattatore da viaggio universale",
      "Adattatore da viaggio tutto in uno",
      "Adattatore da viaggio compatto",
      "Adattatore con ricarica rapida",
      "Adattatore da viaggio internazionale",
      "Adattatore da viaggio sottile",
      "Adattatore per tutto il mondo",
      "Adattatore da viaggio GaN"
    ]
  },
  "luggage-tag": {
    "one": "etichetta per bagagli",
    "many": "etichette per bagagli",
    "nouns": [
      "etichetta bagaglio",
      "etichette bagaglio",
      "targhetta per valigia",
      "targhette per valigia"
    ],
    "collection": "Etichette per bagagli",
    "titles": [
      "Etichetta per bagagli in pelle",
      "Etichetta per bagagli personalizzata",
      "Etichetta per bagagli con monogramma",
      "Etichetta per bagagli in alluminio",
      "Etichetta per bagagli in silicone",
      "Etichetta con copertura privacy",
      "Etichetta per bagagli classica",
      "Etichetta per bagagli vintage"
    ]
  },
  "beekeeping-suit": {
    "one": "tuta da apicoltore",
    "many": "tute da apicoltore",
    "nouns": [
      "tuta da apicoltura",
      "tute da apicoltura",
      "tuta per apicoltura",
      "tuta intera da apicoltore"
    ],
    "collection": "Tute da apicoltore",
    "titles": [
      "Tuta da apicoltore ventilata",
      "Tuta da apicoltore in rete a tre strati",
      "Tuta da apicoltore intera",
      "Tuta da apicoltore in cotone",
      "Tuta da apicoltore in poliestere e cotone",
      "Tuta da apicoltore per hobbisti",
      "Tuta da apicoltore professionale",
      "Tuta da apicoltore leggera",
      "Tuta da apicoltore rinforzata",
      "Tuta da apicoltore estiva"
    ]
  },
  "beekeeping-jacket": {
    "one": "giacca da apicoltore",
    "many": "giacche da apicoltore",
    "nouns": [
      "giacca da apicoltura",
      "giacca per apicoltura",
      "casacca da apicoltore",
      "casacche da apicoltore",
      "blusa da apicoltore"
    ],
    "collection": "Giacche da apicoltore",
    "titles": [
      "Giacca da apicoltore ventilata",
      "Giacca da apicoltore in rete a tre strati",
      "Giacca da apicoltore in cotone",
      "Giacca da apicoltore in poliestere e cotone",
      "Giacca da apicoltore con cappuccio",
      "Giacca da apicoltore per hobbisti",
      "Giacca da apicoltore leggera",
      "Giacca da apicoltore estiva",
      "Giacca da apicoltore professionale"
    ]
  },
  "beekeeping-veil": {
    "one": "velo da apicoltore",
    "many": "veli da apicoltore",
    "nouns": [
      "maschera da apicoltore",
      "maschere da apicoltore",
      "cappello con velo",
      "cappelli con velo",
      "maschera a scherma",
      "velo rotondo",
      "cappello da apicoltore",
      "cappelli da apicoltore"
    ],
    "collection": "Veli e cappelli da apicoltore",
    "titles": [
      "Maschera da apicoltore tipo scherma",
      "Velo da apicoltore rotondo",
      "Velo da apicoltore pieghevole",
      "Velo da apicoltore con cappuccio",
      "Velo da apicoltore ventilato",
      "Velo da apicoltore di ricambio",
      "Velo da apicoltore per hobbisti",
      "Cappello da apicoltore a tesa larga",
      "Velo da apicoltore leggero"
    ]
  },
  "beekeeping-gloves": {
    "one": "guanto da apicoltore",
    "many": "guanti da apicoltore",
    "nouns": [
      "guanti per apicoltura",
      "guanto per apicoltura",
      "guanti con manichetta lunga"
    ],
    "collection": "Guanti da apicoltore",
    "titles": [
      "Guanti da apicoltore in pelle di capra",
      "Guanti da apicoltore in pelle bovina",
      "Guanti da apicoltore ventilati",
      "Guanti da apicoltore con manichetta lunga",
      "Guanti da apicoltore in nitrile",
      "Guanti da apicoltore antipuntura",
      "Guanti da apicoltore per hobbisti",
      "Guanti da apicoltore sottili",
      "Guanti da apicoltore professionali"
    ]
  },
  "hive-tool": {
    "one": "leva per apicoltura",
    "many": "leve per apicoltura",
    "nouns": [
      "leva da apicoltore",
      "leve da apicoltore",
      "leva a uncino",
      "leva americana",
      "sollevatelaini",
      "pinza per telaini",
      "pinze per telaini"
    ],
    "collection": "Leve per apicoltura",
    "titles": [
      "Leva con uncino a J",
      "Leva per apicoltura standard",
      "Leva per apicoltura in acciaio inox",
      "Leva per apicoltura lunga",
      "Leva piatta",
      "Leva sollevatelaini",
      "Leva australiana",
      "Leva per apicoltura rinforzata",
      "Leva tascabile"
    ]
  },
  "bee-smoker": {
    "one": "affumicatore",
    "many": "affumicatori",
    "nouns": [
      "affumicatore per api",
      "affumicatore da apicoltore",
      "affumicatore per apicoltura"
    ],
    "collection": "Affumicatori",
    "titles": [
      "Affumicatore in acciaio inox",
      "Affumicatore in rame",
      "Affumicatore standard",
      "Affumicatore grande",
      "Affumicatore con paracalore",
      "Affumicatore per hobbisti",
      "Affumicatore professionale",
      "Affumicatore a lunga combustione",
      "Affumicatore classico"
    ]
  },
  "beehive": {
    "one": "arnia",
    "many": "arnie",
    "nouns": [
      "alveare",
      "alveari",
      "arnia nazionale",
      "arnia Langstroth",
      "arnia Dadant",
      "arnia top bar",
      "arnia Warré",
      "arnia in polistirolo",
      "arnietta",
      "nucleo",
      "kit arnia"
    ],
    "collection": "Arnie",
    "titles": [
      "Arnia National",
      "Arnia Langstroth",
      "Arnia in cedro",
      "Arnia in pino",
      "Arnia in polistirolo",
      "Arnia per principianti",
      "Arnia completa",
      "Arnia in kit di montaggio",
      "Arnia coibentata"
    ]
  },
  "water-bottle": {
    "one": "borraccia",
    "many": "borracce",
    "nouns": [
      "bottiglia",
      "bottiglie",
      "borraccia termica",
      "borracce termiche",
      "thermos",
      "bicchiere termico",
      "borraccia sportiva",
      "borraccia morbida",
      "flask"
    ],
    "collection": "Borracce",
    "titles": [
      "Borraccia termica",
      "Borraccia da vetta",
      "Borraccia da trail",
      "Borraccia a bocca larga",
      "Borraccia per tutti i giorni",
      "Borraccia sportiva",
      "Borraccia in acciaio inox",
      "Borraccia pieghevole",
      "Borraccia morbida da spremere",
      "Borraccia con tappo a beccuccio largo"
    ]
  },
  "backpack": {
    "one": "zaino",
    "many": "zaini",
    "nouns": [
      "zainetto",
      "zainetti",
      "zaino da giorno",
      "zaino da viaggio",
      "zaini da viaggio",
      "zaino da trekking",
      "zaini da trekking",
      "zaino da escursionismo",
      "zaino porta pc",
      "zaini porta pc",
      "zaino per la scuola",
      "zaino roll-top"
    ],
    "collection": "Zaini",
    "titles": [
      "Zaino per tutti i giorni",
      "Zaino da viaggio",
      "Zaino roll-top",
      "Zaino da pendolare",
      "Zaino da trekking",
      "Zaino ultraleggero",
      "Zaino impermeabile",
      "Zaino in tela cerata",
      "Zaino bagaglio a mano",
      "Zaino classico in tela e pelle"
    ]
  },
  "duffel-bag": {
    "one": "borsone",
    "many": "borsoni",
    "nouns": [
      "borsone da viaggio",
      "borsoni da viaggio",
      "borsa da palestra",
      "borse da palestra",
      "borsa sportiva",
      "borse sportive",
      "sacca",
      "sacca da viaggio",
      "duffel"
    ],
    "collection": "Borsoni",
    "titles": [
      "Borsone da weekend",
      "Borsone impermeabile",
      "Borsone in tela cerata",
      "Borsone in pelle",
      "Borsone ripiegabile",
      "Borsone da spedizione",
      "Borsa da palestra",
      "Borsone classico in tela",
      "Borsone trasformabile in zaino",
      "Borsone con ruote"
    ]
  },
  "dumbbell": {
    "one": "manubrio",
    "many": "manubri",
    "nouns": [
      "manubrio regolabile",
      "manubri regolabili",
      "manubrio esagonale",
      "set di manubri",
      "pesi liberi",
      "peso",
      "pesi",
      "manubrio da fitness"
    ],
    "collection": "Manubri",
    "titles": [
      "Manubrio esagonale",
      "Manubrio regolabile",
      "Manubrio gommato",
      "Manubrio in uretano",
      "Manubrio cromato",
      "Manubrio in neoprene",
      "Manubrio da palestra professionale",
      "Manubrio compatto",
      "Manubrio da studio fitness"
    ]
  },
  "kettlebell": {
    "one": "kettlebell",
    "many": "kettlebell",
    "nouns": [
      "kettlebell da competizione",
      "kettlebell regolabile",
      "kettlebell in ghisa"
    ],
    "collection": "Kettlebell",
    "titles": [
      "Kettlebell in ghisa",
      "Kettlebell da competizione",
      "Kettlebell verniciato a polvere",
      "Kettlebell regolabile",
      "Kettlebell rivestito in vinile",
      "Kettlebell da studio fitness",
      "Kettlebell professionale",
      "Kettlebell in acciaio"
    ]
  },
  "resistance-band": {
    "one": "elastico fitness",
    "many": "elastici fitness",
    "nouns": [
      "banda elastica",
      "bande elastiche",
      "elastico ad anello",
      "mini band",
      "elastico per trazioni",
      "elastico di resistenza",
      "bande di resistenza",
      "elastico in tessuto",
      "banda per fisioterapia"
    ],
    "collection": "Elastici fitness",
    "titles": [
      "Elastico fitness in tessuto",
      "Elastico fitness in lattice",
      "Mini band",
      "Elastico fitness lungo",
      "Elastico per trazioni",
      "Banda elastica per fisioterapia",
      "Elastico fitness ad alta resistenza",
      "Set di elastici da viaggio",
      "Elastico fitness antiscivolo"
    ]
  },
  "jump-rope": {
    "one": "corda per saltare",
    "many": "corde per saltare",
    "nouns": [
      "corda da salto",
      "corde da salto",
      "corda speed",
      "corda zavorrata",
      "corde zavorrate"
    ],
    "collection": "Corde per saltare",
    "titles": [
      "Corda speed",
      "Corda zavorrata",
      "Corda con perline",
      "Corda per saltare regolabile",
      "Corda in cavo d'acciaio",
      "Corda per saltare in cuoio",
      "Corda da boxe",
      "Corda antigroviglio",
      "Corda per saltare Pro",
      "Corda da freestyle"
    ]
  },
  "foam-roller": {
    "one": "foam roller",
    "many": "foam roller",
    "nouns": [
      "rullo massaggiante",
      "rulli massaggianti",
      "pallina da massaggio",
      "palline da massaggio",
      "pallina da lacrosse",
      "doppia pallina da massaggio"
    ],
    "collection": "Recupero muscolare",
    "titles": [
      "Foam roller con rilievi",
      "Foam roller ad alta densità",
      "Foam roller vibrante",
      "Foam roller da viaggio",
      "Foam roller morbido",
      "Foam roller a griglia",
      "Foam roller sagomato",
      "Foam roller rigido",
      "Rullo massaggiante per il recupero"
    ]
  },
  "weight-bench": {
    "one": "panca per pesi",
    "many": "panche per pesi",
    "nouns": [
      "panca da allenamento",
      "panche da allenamento",
      "panca regolabile",
      "panca piana",
      "panca inclinata",
      "panca multifunzione"
    ],
    "collection": "Panche",
    "titles": [
      "Panca regolabile",
      "Panca piana",
      "Panca pieghevole",
      "Panca per pesi rinforzata",
      "Panca inclinata",
      "Panca compatta",
      "Panca professionale da palestra",
      "Panca multifunzione"
    ]
  },
  "yoga-mat": {
    "one": "tappetino da yoga",
    "many": "tappetini da yoga",
    "nouns": [
      "materassino da yoga",
      "tappetino fitness",
      "tappetini fitness",
      "tappetino da pilates",
      "tappetino yoga da viaggio",
      "tappetino in sughero",
      "tappeto da yoga"
    ],
    "collection": "Tappetini da yoga",
    "titles": [
      "Tappetino da yoga antiscivolo",
      "Tappetino da yoga in gomma naturale",
      "Tappetino da yoga in sughero",
      "Tappetino da yoga da viaggio",
      "Tappetino da yoga imbottito",
      "Tappetino con linee di allineamento",
      "Tappetino per hot yoga",
      "Tappetino da yoga professionale",
      "Tappetino da yoga extra lungo",
      "Tappetino da yoga pieghevole"
    ]
  },
  "yoga-block": {
    "one": "mattoncino da yoga",
    "many": "mattoncini da yoga",
    "nouns": [
      "blocco yoga",
      "blocchi yoga",
      "blocco in sughero",
      "mattone yoga",
      "blocco in schiuma",
      "cuneo yoga"
    ],
    "collection": "Mattoncini da yoga",
    "titles": [
      "Mattoncino da yoga in sughero",
      "Mattoncino da yoga in schiuma",
      "Mattoncino da yoga in bambù",
      "Mattoncino da yoga riciclato",
      "Mattoncino da yoga professionale",
      "Mattoncino da yoga leggero",
      "Mattoncino da yoga con bordi arrotondati",
      "Mattoncino da yoga da viaggio"
    ]
  },
  "yoga-strap": {
    "one": "cinghia da yoga",
    "many": "cinghie da yoga",
    "nouns": [
      "cintura yoga",
      "cinture yoga",
      "cinghia per stretching",
      "cinghie per stretching",
      "tracolla per tappetino",
      "porta tappetino"
    ],
    "collection": "Cinghie da yoga",
    "titles": [
      "Cinghia da yoga in cotone",
      "Cinghia da yoga con anelli a D",
      "Cinghia da yoga con fibbia a scorrimento",
      "Cinghia da yoga ad anello",
      "Cinghia da yoga in cotone biologico",
      "Cinghia da yoga professionale",
      "Cinghia elastica per stretching",
      "Cinghia da yoga a più anelli"
    ]
  },
  "meditation-cushion": {
    "one": "cuscino da meditazione",
    "many": "cuscini da meditazione",
    "nouns": [
      "zafu",
      "zabuton",
      "bolster",
      "bolster per yoga",
      "cuscino per yoga",
      "cuscini per yoga"
    ],
    "collection": "Cuscini e bolster",
    "titles": [
      "Zafu in pula di grano saraceno",
      "Cuscino da meditazione a mezzaluna",
      "Zafu rotondo",
      "Bolster rettangolare",
      "Cuscino da meditazione in cotone biologico",
      "Cuscino da meditazione in kapok",
      "Zafu plissettato",
      "Cuscino da meditazione da viaggio",
      "Bolster per yoga restorative",
      "Cuscino da meditazione in velluto"
    ]
  },
  "yoga-towel": {
    "one": "telo da yoga",
    "many": "teli da yoga",
    "nouns": [
      "asciugamano da yoga",
      "asciugamani da yoga",
      "telo per tappetino",
      "asciugamano per hot yoga",
      "asciugamano da palestra",
      "asciugamani da palestra"
    ],
    "collection": "Teli da yoga",
    "titles": [
      "Telo da yoga antiscivolo",
      "Telo per hot yoga",
      "Telo da yoga ad asciugatura rapida",
      "Telo da yoga in microfibra",
      "Telo da yoga da viaggio",
      "Telo da yoga con grip in silicone",
      "Telo da yoga professionale",
      "Telo da yoga assorbente"
    ]
  },
  "bike": {
    "one": "bicicletta",
    "many": "biciclette",
    "nouns": [
      "bici",
      "bici da corsa",
      "bicicletta da corsa",
      "bici gravel",
      "mountain bike",
      "mtb",
      "e-bike",
      "bici elettrica",
      "bicicletta elettrica",
      "bici da città",
      "city bike",
      "bici ibrida",
      "bici per bambini",
      "bicicletta senza pedali",
      "bici pieghevole",
      "bici cargo",
      "cargo bike"
    ],
    "collection": "Biciclette",
    "titles": [
      "Bici gravel",
      "Bici da corsa",
      "Bici da pendolare",
      "Bici in acciaio",
      "Bici in carbonio",
      "Mountain bike da trail",
      "Bici da cicloturismo",
      "Bici single speed",
      "Bici con telaio basso",
      "Bici da avventura"
    ]
  },
  "helmet": {
    "one": "casco",
    "many": "caschi",
    "nouns": [
      "casco da bici",
      "caschi da bici",
      "casco per bicicletta",
      "casco da ciclismo",
      "caschi da ciclismo",
      "casco da skate",
      "casco con MIPS"
    ],
    "collection": "Caschi",
    "titles": [
      "Casco da pendolare",
      "Casco da bici da corsa",
      "Casco da trail",
      "Casco urbano",
      "Casco ventilato",
      "Casco leggero",
      "Casco a basso profilo",
      "Casco classico",
      "Casco aerodinamico",
      "Casco riflettente"
    ]
  },
  "bike-light": {
    "one": "luce per bici",
    "many": "luci per bici",
    "nouns": [
      "fanale per bici",
      "fanali per bici",
      "luce per bicicletta",
      "set di luci per bici",
      "luce anteriore",
      "luci anteriori",
      "luce posteriore",
      "luci posteriori",
      "fanalino posteriore"
    ],
    "collection": "Luci per bici",
    "titles": [
      "Luce per bici ricaricabile",
      "Luce diurna per bici",
      "Luce per bici da pendolare",
      "Luce per bici da trail",
      "Luce per bici compatta",
      "Luce per bici smart",
      "Luce da casco",
      "Luce per bici aerodinamica",
      "Luce per bici Pro"
    ]
  },
  "bike-lock": {
    "one": "lucchetto per bici",
    "many": "lucchetti per bici",
    "nouns": [
      "lucchetto",
      "lucchetti",
      "antifurto per bici",
      "lucchetto ad arco",
      "lucchetti ad arco",
      "lucchetto a U",
      "catena antifurto",
      "lucchetto pieghevole",
      "lucchetto a cavo"
    ],
    "collection": "Lucchetti",
    "titles": [
      "Lucchetto pieghevole",
      "Mini lucchetto ad arco",
      "Lucchetto per bici ad alta sicurezza",
      "Catena antifurto",
      "Lucchetto per bici da pendolare",
      "Lucchetto a cavo corazzato",
      "Lucchetto portatile",
      "Lucchetto compatto"
    ]
  },
  "bike-pump": {
    "one": "pompa per bici",
    "many": "pompe per bici",
    "nouns": [
      "pompa per bicicletta",
      "pompa da terra",
      "pompe da terra",
      "pompa a pavimento",
      "mini pompa",
      "pompa a mano",
      "gonfiatore CO2",
      "pompa per gomme"
    ],
    "collection": "Pompe",
    "titles": [
      "Pompa da terra",
      "Mini pompa",
      "Pompa digitale",
      "Pompa da telaio",
      "Pompa ad alta pressione",
      "Pompa per tubeless",
      "Pompa compatta",
      "Pompa da officina",
      "Pompa a doppia valvola"
    ]
  },
  "bike-tool": {
    "one": "attrezzo per bici",
    "many": "attrezzi per bici",
    "nouns": [
      "multiattrezzo per bici",
      "multitool per bici",
      "leva per copertoni",
      "leve per copertoni",
      "smagliacatena",
      "kit toppe",
      "kit riparazione forature",
      "kit riparazione tubeless",
      "chiave dinamometrica per bici"
    ],
    "collection": "Attrezzi e riparazione",
    "titles": [
      "Multiattrezzo tascabile",
      "Mini multiattrezzo",
      "Multiattrezzo da trail",
      "Kit riparazione da strada",
      "Attrezzi da officina per bici",
      "Multiattrezzo compatto",
      "Kit riparazione da sottosella",
      "Multiattrezzo da telaio",
      "Kit riparazione tubeless"
    ]
  },
  "bike-bag": {
    "one": "borsa per bici",
    "many": "borse per bici",
    "nouns": [
      "borsa da manubrio",
      "borse da manubrio",
      "borsa da telaio",
      "borse da telaio",
      "borsa da tubo orizzontale",
      "borsa sottosella",
      "borse sottosella",
      "borsa laterale",
      "borse laterali",
      "borsa da bikepacking",
      "borsa per portapacchi"
    ],
    "collection": "Borse per bici",
    "titles": [
      "Borsa per bici impermeabile",
      "Borsa per bici roll-top",
      "Borsa da bikepacking",
      "Borsa laterale da pendolare",
      "Borsa per bici compatta",
      "Borsa laterale da cicloturismo",
      "Borsa per bici a sgancio rapido",
      "Borsa per bici riflettente",
      "Borsa per bici espandibile"
    ]
  },
  "cycling-jersey": {
    "one": "maglia da ciclismo",
    "many": "maglie da ciclismo",
    "nouns": [
      "maglia da bici",
      "maglie da bici",
      "salopette da ciclismo",
      "salopette da bici",
      "pantaloncino da ciclismo",
      "pantaloncini da ciclismo",
      "completo da ciclismo",
      "completi da ciclismo"
    ],
    "collection": "Abbigliamento da ciclismo",
    "titles": [
      "Maglia da ciclismo leggera",
      "Maglia da ciclismo aero",
      "Maglia da ciclismo termica",
      "Maglia da ciclismo in merino",
      "Maglia da ciclismo da gara",
      "Maglia da ciclismo club",
      "Maglia da ciclismo classica",
      "Maglia da ciclismo a maniche lunghe",
      "Maglia da ciclismo estiva",
      "Maglia da ciclismo endurance"
    ]
  },
  "running-vest": {
    "one": "gilet da running",
    "many": "gilet da running",
    "nouns": [
      "zaino idrico",
      "zaini idrici",
      "gilet idrico",
      "gilet da gara",
      "gilet da trail",
      "zainetto da trail running"
    ],
    "collection": "Gilet da running",
    "titles": [
      "Gilet da trail running",
      "Gilet da gara",
      "Gilet da running ultraleggero",
      "Gilet per ultratrail",
      "Gilet da running minimal",
      "Zaino idrico da avventura",
      "Gilet da maratona",
      "Zaino idrico da montagna"
    ]
  },
  "running-belt": {
    "one": "cintura da running",
    "many": "cinture da running",
    "nouns": [
      "marsupio da running",
      "marsupio sportivo",
      "cintura portanumero",
      "cinture portanumero",
      "cintura porta telefono",
      "fascia da running"
    ],
    "collection": "Cinture da running",
    "titles": [
      "Cintura da running sottile",
      "Cintura portanumero da gara",
      "Cintura da trail",
      "Cintura da running riflettente",
      "Cintura da running antirimbalzo",
      "Cintura da running espandibile",
      "Cintura da running minimal",
      "Cintura da maratona"
    ]
  },
  "sports-nutrition": {
    "one": "integratore sportivo",
    "many": "integratori sportivi",
    "nouns": [
      "gel energetico",
      "gel energetici",
      "caramelle energetiche",
      "gommose energetiche",
      "pastiglie di elettroliti",
      "sali minerali",
      "bevanda isotonica in polvere",
      "preparato per bevanda sportiva",
      "carboidrati per endurance"
    ],
    "collection": "Energia e idratazione",
    "titles": [
      "Gel energetico con caffeina",
      "Gommose energetiche salate",
      "Bevanda isotonica",
      "Gel energetico naturale",
      "Gel per il giorno della gara",
      "Gel a doppio carboidrato",
      "Miscela per endurance",
      "Bevanda sportiva leggera",
      "Sali minerali ad alto contenuto di sodio"
    ]
  },
  "surfboard": {
    "one": "tavola da surf",
    "many": "tavole da surf",
    "nouns": [
      "surf",
      "shortboard",
      "longboard da surf",
      "softboard",
      "soft top",
      "tavola in schiuma",
      "funboard",
      "mid length",
      "fish"
    ],
    "collection": "Tavole da surf",
    "titles": [
      "Tavola da surf soft top",
      "Tavola mid length",
      "Tavola da surf performance",
      "Tavola step-up",
      "Tavola groveler per onde piccole",
      "Tavola twin fin",
      "Tavola shapata a mano",
      "Tavola da surf in epoxy",
      "Tavola da surf rétro",
      "Tavola da surf per principianti"
    ]
  },
  "wetsuit": {
    "one": "muta",
    "many": "mute",
    "nouns": [
      "muta da surf",
      "mute da surf",
      "muta corta",
      "shorty",
      "muta intera",
      "top in neoprene",
      "muta con cappuccio",
      "muta in neoprene"
    ],
    "collection": "Mute",
    "titles": [
      "Muta con zip sul petto",
      "Muta con zip sulla schiena",
      "Muta senza zip",
      "Muta invernale",
      "Muta estiva",
      "Muta con cappuccio",
      "Muta a maniche lunghe",
      "Muta termica",
      "Muta in neoprene di calcare",
      "Muta performance"
    ]
  },
  "surf-wax": {
    "one": "paraffina da surf",
    "many": "paraffine da surf",
    "nouns": [
      "paraffina",
      "wax",
      "cera da surf",
      "paraffina base",
      "pettine per paraffina"
    ],
    "collection": "Paraffine da surf",
    "titles": [
      "Paraffina per acque fredde",
      "Paraffina per acque calde",
      "Paraffina tropicale",
      "Paraffina base",
      "Paraffina biologica",
      "Paraffina al cocco",
      "Paraffina extra grip",
      "Paraffina per tutte le temperature"
    ]
  },
  "surf-leash": {
    "one": "leash",
    "many": "leash",
    "nouns": [
      "leash da surf",
      "leash per tavola",
      "cordino da surf"
    ],
    "collection": "Leash",
    "titles": [
      "Leash da competizione",
      "Leash regular",
      "Leash per onde grandi",
      "Leash al ginocchio",
      "Leash al polpaccio",
      "Leash Pro",
      "Leash per tutti i giorni",
      "Leash a doppio girello"
    ]
  },
  "surf-fin": {
    "one": "pinna",
    "many": "pinne",
    "nouns": [
      "pinna da surf",
      "pinne da surf",
      "set di pinne",
      "set thruster",
      "set quad",
      "twin fin",
      "pinna keel",
      "pinna da longboard",
      "pinna centrale"
    ],
    "collection": "Pinne",
    "titles": [
      "Set di pinne thruster",
      "Set di pinne twin",
      "Set di pinne quad",
      "Pinne keel",
      "Pinne in fibra di vetro",
      "Pinne a nido d'ape",
      "Pinne performance",
      "Pinne in carbonio",
      "Pinne flessibili",
      "Pinna singola"
    ]
  },
  "surf-poncho": {
    "one": "poncho da surf",
    "many": "poncho da surf",
    "nouns": [
      "poncho",
      "poncho cambio",
      "accappatoio da surf",
      "telo poncho",
      "poncho asciugamano"
    ],
    "collection": "Poncho",
    "titles": [
      "Poncho da surf con cappuccio",
      "Poncho in spugna",
      "Poncho foderato in sherpa",
      "Poncho cambio impermeabile",
      "Poncho ad asciugatura rapida",
      "Poncho oversize",
      "Poncho da surf per bambini",
      "Poncho ripiegabile",
      "Poncho da surf classico"
    ]
  },
  "skateboard": {
    "one": "skateboard",
    "many": "skateboard",
    "nouns": [
      "skate",
      "skateboard completo",
      "cruiser",
      "longboard",
      "penny board",
      "mini cruiser",
      "surfskate"
    ],
    "collection": "Skateboard",
    "titles": [
      "Skateboard da street",
      "Skateboard cruiser",
      "Skateboard da pool",
      "Skateboard per principianti",
      "Longboard drop-through",
      "Skateboard per bambini",
      "Skateboard Pro",
      "Skateboard da park",
      "Surfskate da carving",
      "Skateboard old school"
    ]
  },
  "skate-deck": {
    "one": "deck",
    "many": "deck",
    "nouns": [
      "tavola da skate",
      "tavole da skate",
      "deck per skateboard",
      "deck blank",
      "deck cruiser",
      "deck pro"
    ],
    "collection": "Deck",
    "titles": [
      "Deck pro model",
      "Deck team",
      "Deck sagomato",
      "Deck blank",
      "Deck popsicle",
      "Deck serie d'artista",
      "Deck in riedizione",
      "Deck old school",
      "Deck twin tip",
      "Deck serigrafato a mano"
    ]
  },
  "skateboard-truck": {
    "one": "truck",
    "many": "truck",
    "nouns": [
      "truck per skateboard",
      "truck skate",
      "truck cavi"
    ],
    "collection": "Truck",
    "titles": [
      "Truck cavi",
      "Truck standard",
      "Truck in titanio",
      "Truck bassi",
      "Truck alti",
      "Truck forgiati",
      "Truck leggeri",
      "Truck classici"
    ]
  },
  "skateboard-wheel": {
    "one": "ruota per skateboard",
    "many": "ruote per skateboard",
    "nouns": [
      "ruota",
      "ruote",
      "ruote da skate",
      "ruote da cruiser",
      "ruote da longboard"
    ],
    "collection": "Ruote",
    "titles": [
      "Ruote da street",
      "Ruote da park",
      "Ruote morbide",
      "Ruote da cruiser",
      "Ruote coniche",
      "Ruote radiali",
      "Ruote in mescola Formula",
      "Ruote classiche",
      "Ruote Pro"
    ]
  },
  "skate-bearing": {
    "one": "cuscinetto",
    "many": "cuscinetti",
    "nouns": [
      "cuscinetti per skateboard",
      "cuscinetto da skate",
      "cuscinetti veloci"
    ],
    "collection": "Cuscinetti",
    "titles": [
      "Cuscinetti in ceramica",
      "Cuscinetti di precisione",
      "Cuscinetti con distanziale integrato",
      "Cuscinetti in acciaio",
      "Cuscinetti speed",
      "Cuscinetti Pro",
      "Cuscinetti classici",
      "Cuscinetti antiruggine"
    ]
  },
  "grip-tape": {
    "one": "grip tape",
    "many": "grip tape",
    "nouns": [
      "griptape",
      "grip",
      "carta abrasiva per skate",
      "foglio grip"
    ],
    "collection": "Grip tape",
    "titles": [
      "Grip tape a grana grossa",
      "Grip tape forato",
      "Grip tape trasparente",
      "Grip tape stampato",
      "Grip tape classico",
      "Grip tape antibolle",
      "Grip tape Pro",
      "Grip tape fustellato"
    ]
  },
  "tent": {
    "one": "tenda da campeggio",
    "many": "tende da campeggio",
    "nouns": [
      "tenda da trekking",
      "tende da trekking",
      "tenda ultraleggera",
      "tenda per famiglie",
      "tenda a cupola",
      "tenda igloo",
      "riparo",
      "tarp",
      "telo da campeggio",
      "bivacco",
      "bivy"
    ],
    "collection": "Tende da campeggio",
    "titles": [
      "Tenda da trekking",
      "Tenda ultraleggera",
      "Tenda autoportante",
      "Tenda con bastoncini da trekking",
      "Tenda per famiglie",
      "Tenda quattro stagioni",
      "Tenda a cupola",
      "Tenda a tunnel",
      "Tenda da campeggio in auto",
      "Tenda da bikepacking"
    ]
  },
  "sleeping-bag": {
    "one": "sacco a pelo",
    "many": "sacchi a pelo",
    "nouns": [
      "sacco a pelo in piuma",
      "sacchi a pelo in piuma",
      "quilt da trekking",
      "quilt da campeggio",
      "trapunta da campeggio"
    ],
    "collection": "Sacchi a pelo",
    "titles": [
      "Sacco a pelo in piuma",
      "Sacco a pelo sintetico",
      "Sacco a pelo a mummia",
      "Sacco a pelo ultraleggero",
      "Sacco a pelo tre stagioni",
      "Sacco a pelo rettangolare",
      "Sacco a pelo per bambini",
      "Sacco a pelo invernale",
      "Sacco a pelo da trekking",
      "Sacco a pelo da campeggio"
    ]
  },
  "sleeping-pad": {
    "one": "materassino",
    "many": "materassini",
    "nouns": [
      "materassino da campeggio",
      "materassini da campeggio",
      "materassino gonfiabile",
      "materassini gonfiabili",
      "materassino in schiuma",
      "materassino autogonfiante",
      "materasso da campeggio",
      "stuoino"
    ],
    "collection": "Materassini",
    "titles": [
      "Materassino isolante",
      "Materassino gonfiabile",
      "Materassino in schiuma",
      "Materassino autogonfiante",
      "Materassino ultraleggero",
      "Materassino largo",
      "Materassino quattro stagioni",
      "Materassino per campeggio in auto",
      "Materassino da trekking"
    ]
  },
  "camping-stove": {
    "one": "fornello da campeggio",
    "many": "fornelli da campeggio",
    "nouns": [
      "fornelletto",
      "fornelletti",
      "fornello da trekking",
      "fornello a cartuccia",
      "fornelli a cartuccia",
      "sistema di cottura",
      "fornello a due fuochi"
    ],
    "collection": "Fornelli",
    "titles": [
      "Fornello da trekking",
      "Fornello a due fuochi",
      "Fornello ultraleggero",
      "Sistema di cottura integrato",
      "Fornello compatto",
      "Fornello antivento",
      "Fornello in titanio",
      "Fornello da campo base",
      "Fornello pieghevole"
    ]
  },
  "headlamp": {
    "one": "lampada frontale",
    "many": "lampade frontali",
    "nouns": [
      "frontale",
      "frontali",
      "torcia",
      "torce",
      "torcia elettrica",
      "pila"
    ],
    "collection": "Frontali e torce",
    "titles": [
      "Lampada frontale ricaricabile",
      "Lampada frontale ultraleggera",
      "Lampada frontale impermeabile",
      "Frontale da trail running",
      "Lampada frontale compatta",
      "Torcia per tutti i giorni",
      "Frontale ad alta luminosità",
      "Lampada frontale Pro",
      "Lampada frontale da avventura"
    ]
  },
  "camp-cookware": {
    "one": "set da cucina da campeggio",
    "many": "set da cucina da campeggio",
    "nouns": [
      "pentolame da campeggio",
      "kit cucina da campeggio",
      "gavetta",
      "gavette",
      "pentolino da campeggio",
      "pentola da campeggio",
      "padella da campeggio",
      "bollitore da campeggio",
      "tazza da campeggio",
      "tazze da campeggio",
      "pentola in titanio"
    ],
    "collection": "Cucina da campeggio",
    "titles": [
      "Pentolino in titanio",
      "Set di pentole impilabili",
      "Tazza smaltata da campeggio",
      "Kit cucina ultraleggero",
      "Set in alluminio anodizzato duro",
      "Set cucina da campeggio per famiglie",
      "Kit cucina da trekking",
      "Gavetta in acciaio inox",
      "Set cucina compatto",
      "Kit cucina per una persona"
    ]
  },
  "water-filter": {
    "one": "filtro per acqua",
    "many": "filtri per acqua",
    "nouns": [
      "depuratore d'acqua portatile",
      "purificatore d'acqua",
      "borraccia filtrante",
      "borracce filtranti",
      "filtro a spremitura",
      "filtro a gravità",
      "filtro da trekking"
    ],
    "collection": "Filtri per acqua",
    "titles": [
      "Filtro per acqua a spremitura",
      "Filtro per acqua a gravità",
      "Filtro per acqua ultraleggero",
      "Filtro per acqua da trekking",
      "Filtro a cannuccia",
      "Filtro per acqua a pompa",
      "Filtro per acqua compatto",
      "Filtro in linea",
      "Filtro per acqua da viaggio"
    ]
  },
  "fishing-rod": {
    "one": "canna da pesca",
    "many": "canne da pesca",
    "nouns": [
      "canna",
      "canne",
      "canna da mosca",
      "canne da mosca",
      "canna da spinning",
      "canna da casting",
      "canna telescopica",
      "canne telescopiche",
      "combo canna e mulinello"
    ],
    "collection": "Canne da pesca",
    "titles": [
      "Canna da spinning",
      "Canna da casting",
      "Canna da pesca a mosca",
      "Canna da pesca da viaggio",
      "Canna ultralight",
      "Canna in grafite",
      "Canna telescopica",
      "Canna da trota",
      "Canna da black bass",
      "Canna da surfcasting"
    ]
  },
  "fishing-reel": {
    "one": "mulinello",
    "many": "mulinelli",
    "nouns": [
      "mulinello da spinning",
      "mulinelli da spinning",
      "mulinello da casting",
      "mulinello baitcasting",
      "mulinello da mosca",
      "mulinelli da mosca"
    ],
    "collection": "Mulinelli",
    "titles": [
      "Mulinello da spinning",
      "Mulinello baitcasting",
      "Mulinello da mosca",
      "Mulinello da mare",
      "Mulinello ultralight",
      "Mulinello a basso profilo",
      "Mulinello sigillato",
      "Mulinello a bobina larga",
      "Mulinello da trota"
    ]
  },
  "fishing-lure": {
    "one": "esca artificiale",
    "many": "esche artificiali",
    "nouns": [
      "esca",
      "esche",
      "artificiale",
      "artificiali",
      "crankbait",
      "jerkbait",
      "esca di superficie",
      "spinnerbait",
      "swimbait",
      "esca siliconica",
      "esche siliconiche",
      "jig",
      "ondulante",
      "ondulanti",
      "cucchiaino rotante",
      "cucchiaini rotanti"
    ],
    "collection": "Esche artificiali",
    "titles": [
      "Esca di superficie",
      "Esca per basse profondità",
      "Esca per grandi profondità",
      "Esca suspending",
      "Esca antialga",
      "Esca siliconica con coda a paletta",
      "Esca snodata",
      "Esca con rattle",
      "Cucchiaino rotante",
      "Esca finesse"
    ]
  },
  "fishing-fly": {
    "one": "mosca da pesca",
    "many": "mosche da pesca",
    "nouns": [
      "mosca",
      "mosche",
      "mosca secca",
      "mosche secche",
      "mosca sommersa",
      "ninfa",
      "ninfe",
      "mosca da trota",
      "assortimento di mosche"
    ],
    "collection": "Mosche",
    "titles": [
      "Mosca secca",
      "Ninfa con testina",
      "Mosca parachute",
      "Emergente",
      "Mosca senza ardiglione",
      "Ninfa con testina in tungsteno",
      "Mosca costruita a mano",
      "Mosca tricottero",
      "Mosca cavalletta",
      "Mosca midge"
    ]
  },
  "fishing-line": {
    "one": "filo da pesca",
    "many": "fili da pesca",
    "nouns": [
      "lenza",
      "lenze",
      "trecciato",
      "filo trecciato",
      "monofilo",
      "nylon da pesca",
      "fluorocarbon",
      "terminale",
      "terminali",
      "tippet",
      "coda di topo"
    ],
    "collection": "Fili da pesca",
    "titles": [
      "Filo trecciato",
      "Filo in fluorocarbon",
      "Monofilo",
      "Filo a bassa visibilità",
      "Coda di topo affondante",
      "Coda di topo galleggiante",
      "Finale conico",
      "Filo resistente all'abrasione",
      "Filo da mare",
      "Filo ultrasottile"
    ]
  },
  "tackle-box": {
    "one": "cassetta da pesca",
    "many": "cassette da pesca",
    "nouns": [
      "borsa da pesca",
      "borse da pesca",
      "scatola porta esche",
      "scatole porta esche",
      "portaesche",
      "scatola per mosche",
      "zaino da pesca"
    ],
    "collection": "Contenitori da pesca",
    "titles": [
      "Scatola porta esche impermeabile",
      "Scatola porta esche con divisori regolabili",
      "Borsa da pesca a tracolla",
      "Scatola porta esche impilabile",
      "Scatola per mosche magnetica",
      "Cassetta da pesca compatta",
      "Cassetta da pesca per kayak",
      "Cassetta da pesca rigida",
      "Scatola porta esche sottile"
    ]
  },
  "fishing-hook": {
    "one": "amo",
    "many": "ami",
    "nouns": [
      "amo da pesca",
      "ami da pesca",
      "amo circle",
      "amo a J",
      "ancoretta",
      "ancorette",
      "amo per vermi",
      "minuteria da pesca",
      "piombo",
      "piombi",
      "girella",
      "girelle",
      "pallini di piombo"
    ],
    "collection": "Ami e minuteria",
    "titles": [
      "Ami circle",
      "Ami offset",
      "Ami octopus",
      "Ami a curva larga",
      "Ami senza ardiglione",
      "Ami piombati",
      "Ami per esca viva",
      "Ami da drop shot",
      "Ami forgiati"
    ]
  },
  "golf-ball": {
    "one": "pallina da golf",
    "many": "palline da golf",
    "nouns": [
      "pallina da allenamento per golf",
      "palline da allenamento per golf"
    ],
    "collection": "Palline da golf",
    "titles": [
      "Pallina da golf Tour",
      "Pallina da golf soft",
      "Pallina da golf distance",
      "Pallina da golf in uretano",
      "Pallina da golf a due strati",
      "Pallina da golf a tre strati",
      "Pallina da golf da allenamento",
      "Pallina da golf a bassa compressione",
      "Pallina da golf opaca",
      "Pallina da golf ricondizionata"
    ]
  },
  "golf-club": {
    "one": "bastone da golf",
    "many": "bastoni da golf",
    "nouns": [
      "mazza da golf",
      "mazze da golf",
      "driver",
      "putter",
      "set di ferri",
      "ferro da golf",
      "ferri da golf",
      "wedge",
      "sand wedge",
      "lob wedge",
      "legno da fairway",
      "ibrido",
      "set di bastoni",
      "set da golf"
    ],
    "collection": "Bastoni da golf",
    "titles": [
      "Ferri forgiati",
      "Ferri cavity back",
      "Ferri a lama",
      "Ferri game improvement",
      "Driver regolabile",
      "Bastone da golf Tour",
      "Ferri per giocatori esperti",
      "Driver oversize",
      "Set da golf per principianti",
      "Putter classico"
    ]
  },
  "golf-glove": {
    "one": "guanto da golf",
    "many": "guanti da golf",
    "nouns": [
      "guanto golf"
    ],
    "collection": "Guanti da golf",
    "titles": [
      "Guanto da golf in pelle cabretta",
      "Guanto da golf per ogni condizione",
      "Guanto da golf per la pioggia",
      "Guanto da golf Tour",
      "Guanto da golf taglia cadet",
      "Guanto da golf sintetico",
      "Guanto da golf traforato",
      "Guanto da golf di alta gamma",
      "Guanto da golf invernale"
    ]
  },
  "golf-bag": {
    "one": "sacca da golf",
    "many": "sacche da golf",
    "nouns": [
      "sacca con cavalletto",
      "sacca stand",
      "sacca da carrello",
      "sacche da carrello",
      "sacca pencil",
      "sacca Sunday",
      "sacca da viaggio per golf",
      "copertura da viaggio per sacca"
    ],
    "collection": "Sacche da golf",
    "titles": [
      "Sacca da golf con cavalletto",
      "Sacca da golf da carrello",
      "Sacca da golf leggera",
      "Sacca da golf impermeabile",
      "Sacca da golf Tour",
      "Sacca Sunday",
      "Sacca pencil",
      "Sacca da viaggio per golf",
      "Sacca da golf ibrida"
    ]
  },
  "golf-tee": {
    "one": "tee da golf",
    "many": "tee da golf",
    "nouns": [
      "tee",
      "tee in legno",
      "tee in bambù"
    ],
    "collection": "Tee",
    "titles": [
      "Tee in bambù",
      "Tee in legno",
      "Tee a gradino",
      "Tee ad attrito zero",
      "Tee a castello",
      "Tee lunghi",
      "Tee corti",
      "Tee a spazzola",
      "Tee in legno duro"
    ]
  },
  "headcover": {
    "one": "copribastone",
    "many": "copribastoni",
    "nouns": [
      "coprimazza",
      "coprimazze",
      "copridriver",
      "copriputter",
      "coprilegno",
      "cover per driver",
      "cover per putter"
    ],
    "collection": "Copribastoni",
    "titles": [
      "Copribastone in maglia",
      "Copribastone in pelle",
      "Copribastone con pon pon",
      "Copribastone vintage",
      "Copriputter magnetico",
      "Copribastone trapuntato",
      "Copribastone in tela cerata",
      "Copribastone rétro",
      "Copribastone ricamato"
    ]
  }
}
