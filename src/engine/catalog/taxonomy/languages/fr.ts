// The taxonomy's kinds of product in fr: the words its merchants use and the titles its shops give
// (written by a translator from products/*.ts; languages/types.ts says what each field is).
import type { ProductWords } from './types'

export const FR_PRODUCT_WORDS: ProductWords = {
  "dress": {
    "one": "robe",
    "many": "robes",
    "nouns": [
      "robe d'été",
      "robes d'été",
      "robe longue",
      "robes longues",
      "robe midi",
      "robes midi",
      "robe mi-longue",
      "robes mi-longues",
      "robe courte",
      "robes courtes",
      "mini-robe",
      "mini-robes",
      "robe nuisette",
      "robes nuisettes",
      "robe portefeuille",
      "robes portefeuille",
      "robe chemise",
      "robes chemises",
      "robe de jour",
      "robes de jour"
    ],
    "collection": "Robes",
    "titles": [
      "Robe portefeuille",
      "Robe en lin",
      "Robe à volants étagés",
      "Robe smockée",
      "Robe coupée en biais",
      "Robe en popeline",
      "Robe à manches bouffantes",
      "Robe colonne",
      "Robe col américain",
      "Robe rétro mi-longue"
    ]
  },
  "gown": {
    "one": "robe de mariée",
    "many": "robes de mariée",
    "nouns": [
      "robe de soirée",
      "robes de soirée",
      "robe de bal",
      "robes de bal",
      "robe de cérémonie",
      "robes de cérémonie",
      "robe de demoiselle d'honneur",
      "robes de demoiselle d'honneur",
      "robe de cocktail",
      "robes de cocktail",
      "robe de gala",
      "robes de gala",
      "robe longue de soirée",
      "robes longues de soirée"
    ],
    "collection": "Robes de mariée et de soirée",
    "titles": [
      "Robe de mariée ligne A",
      "Robe sirène",
      "Robe fourreau",
      "Robe taille empire",
      "Robe épaules dénudées",
      "Robe de mariée en dentelle",
      "Robe de soirée en satin",
      "Robe en crêpe",
      "Robe dos nu",
      "Robe de bal en tulle"
    ]
  },
  "blouse": {
    "one": "blouse",
    "many": "blouses",
    "nouns": [
      "haut",
      "hauts",
      "top",
      "tops",
      "blouse paysanne",
      "blouses paysannes",
      "tunique",
      "tuniques"
    ],
    "collection": "Blouses et tops",
    "titles": [
      "Blouse en soie",
      "Blouse à col lavallière",
      "Blouse à volants",
      "Blouse romantique",
      "Blouse portefeuille",
      "Blouse sans manches",
      "Blouse brodée",
      "Blouse courte",
      "Blouse à nervures"
    ]
  },
  "skirt": {
    "one": "jupe",
    "many": "jupes",
    "nouns": [
      "mini-jupe",
      "mini-jupes",
      "jupe midi",
      "jupes midi",
      "jupe longue",
      "jupes longues",
      "jupe plissée",
      "jupes plissées",
      "jupe crayon",
      "jupes crayon",
      "jupe-short",
      "jupes-shorts"
    ],
    "collection": "Jupes",
    "titles": [
      "Jupe plissée",
      "Jupe nuisette",
      "Jupe trapèze",
      "Jupe crayon",
      "Jupe en jean",
      "Jupe portefeuille",
      "Jupe à volants étagés",
      "Jupe en satin",
      "Jupe en laine"
    ]
  },
  "jeans": {
    "one": "jean",
    "many": "jeans",
    "nouns": [
      "denim",
      "denims",
      "denim brut",
      "denim selvedge",
      "jean brut",
      "jeans bruts",
      "jean mom",
      "jeans mom",
      "jean boyfriend",
      "jeans boyfriend"
    ],
    "collection": "Jeans",
    "titles": [
      "Jean droit",
      "Jean slim",
      "Jean fuselé",
      "Jean large",
      "Jean bootcut",
      "Jean coupe décontractée",
      "Jean taille haute",
      "Jean selvedge",
      "Jean coupe tonneau"
    ]
  },
  "trousers": {
    "one": "pantalon",
    "many": "pantalons",
    "nouns": [
      "chino",
      "chinos",
      "pantalon cargo",
      "pantalons cargo",
      "cargo",
      "cargos",
      "pantalon large",
      "pantalons larges",
      "pantalon en velours côtelé",
      "pantalons en velours côtelé",
      "jupe-culotte",
      "jupes-culottes",
      "pantalon en lin",
      "pantalons en lin",
      "pantalon de ville",
      "pantalons de ville"
    ],
    "collection": "Pantalons",
    "titles": [
      "Pantalon à pinces",
      "Pantalon large",
      "Pantalon tailleur",
      "Pantalon 7/8",
      "Pantalon à taille coulissée",
      "Pantalon utilitaire",
      "Pantalon sans pinces",
      "Pantalon charpentier",
      "Pantalon fuselé"
    ]
  },
  "shorts": {
    "one": "short",
    "many": "shorts",
    "nouns": [
      "bermuda",
      "bermudas",
      "short chino",
      "shorts chino",
      "short en jean",
      "shorts en jean",
      "short cargo",
      "shorts cargo",
      "short effiloché",
      "shorts effilochés",
      "short en lin",
      "shorts en lin"
    ],
    "collection": "Shorts",
    "titles": [
      "Short à pinces",
      "Short effiloché",
      "Short ample",
      "Short utilitaire",
      "Short à taille coulissée",
      "Short tailleur",
      "Short outdoor",
      "Short baggy"
    ]
  },
  "shirt": {
    "one": "chemise",
    "many": "chemises",
    "nouns": [
      "chemise boutonnée",
      "chemises boutonnées",
      "chemise oxford",
      "chemises oxford",
      "chemise habillée",
      "chemises habillées",
      "chemise de ville",
      "chemises de ville",
      "chemise en flanelle",
      "chemises en flanelle",
      "chemise à carreaux",
      "chemises à carreaux",
      "chemise en lin",
      "chemises en lin",
      "surchemise",
      "surchemises",
      "chemise à col cubain",
      "chemises à col cubain"
    ],
    "collection": "Chemises",
    "titles": [
      "Chemise oxford",
      "Chemise en popeline",
      "Chemise en chambray",
      "Chemise à col cubain",
      "Chemise western",
      "Chemise de travail",
      "Chemise à enfiler",
      "Chemise col Mao",
      "Chemise en seersucker"
    ]
  },
  "polo-shirt": {
    "one": "polo",
    "many": "polos",
    "nouns": [
      "henley",
      "henleys",
      "tee-shirt henley",
      "tee-shirts henley",
      "maillot de rugby",
      "maillots de rugby",
      "polo en maille",
      "polos en maille"
    ],
    "collection": "Polos et henleys",
    "titles": [
      "Polo en piqué",
      "Polo en maille",
      "Polo à manches longues",
      "Polo en éponge",
      "Polo en jersey",
      "Polo rayé",
      "Polo classique",
      "Polo côtelé"
    ]
  },
  "t-shirt": {
    "one": "t-shirt",
    "many": "t-shirts",
    "nouns": [
      "tee-shirt",
      "tee-shirts",
      "t-shirt imprimé",
      "t-shirts imprimés",
      "t-shirt à poche",
      "t-shirts à poche",
      "t-shirt à manches longues",
      "t-shirts à manches longues",
      "débardeur",
      "débardeurs",
      "crop top",
      "crop tops"
    ],
    "collection": "T-shirts",
    "titles": [
      "T-shirt épais",
      "T-shirt coupe carrée",
      "T-shirt oversize",
      "T-shirt essentiel",
      "T-shirt à poche",
      "T-shirt teint en pièce",
      "T-shirt en jersey flammé",
      "T-shirt à bords contrastés",
      "T-shirt coupe ample",
      "T-shirt en coton bio"
    ]
  },
  "hoodie": {
    "one": "sweat à capuche",
    "many": "sweats à capuche",
    "nouns": [
      "hoodie",
      "hoodies",
      "sweat zippé",
      "sweats zippés",
      "sweat à capuche zippé",
      "sweats à capuche zippés",
      "hoodie zippé",
      "hoodies zippés"
    ],
    "collection": "Sweats à capuche",
    "titles": [
      "Sweat à capuche épais",
      "Hoodie oversize",
      "Hoodie coupe carrée",
      "Sweat à capuche en polaire",
      "Hoodie brodé",
      "Hoodie délavé vintage",
      "Sweat à capuche raglan",
      "Hoodie court",
      "Hoodie essentiel"
    ]
  },
  "sweatshirt": {
    "one": "sweat",
    "many": "sweats",
    "nouns": [
      "sweat-shirt",
      "sweat-shirts",
      "sweat col rond",
      "sweats col rond",
      "sweat demi-zip",
      "sweats demi-zip",
      "sweat col camionneur",
      "sweats col camionneur"
    ],
    "collection": "Sweats",
    "titles": [
      "Sweat épais",
      "Sweat en molleton bouclé",
      "Sweat vintage",
      "Sweat universitaire",
      "Sweat raglan",
      "Sweat coupe carrée",
      "Sweat en french terry",
      "Sweat teint en pièce"
    ]
  },
  "sweater": {
    "one": "pull",
    "many": "pulls",
    "nouns": [
      "pull-over",
      "pull-overs",
      "col roulé",
      "cols roulés",
      "pull en maille",
      "pulls en maille",
      "pull col rond",
      "pulls col rond",
      "pull sans manches",
      "pulls sans manches",
      "pull marin",
      "pulls marins",
      "pull irlandais",
      "pulls irlandais",
      "tricot",
      "tricots"
    ],
    "collection": "Pulls",
    "titles": [
      "Pull en cachemire",
      "Pull en mérinos",
      "Pull torsadé",
      "Pull irlandais",
      "Pull en shetland",
      "Pull côtelé",
      "Pull col montant",
      "Pull grosse maille",
      "Pull jacquard Fair Isle",
      "Pull en alpaga"
    ]
  },
  "cardigan": {
    "one": "cardigan",
    "many": "cardigans",
    "nouns": [
      "gilet",
      "gilets",
      "gilet en maille",
      "gilets en maille",
      "cardigan col châle",
      "cardigans col châle"
    ],
    "collection": "Cardigans",
    "titles": [
      "Cardigan en cachemire",
      "Cardigan en mérinos",
      "Cardigan en mohair",
      "Cardigan col châle",
      "Cardigan court",
      "Cardigan long",
      "Cardigan torsadé",
      "Cardigan coupe carrée",
      "Cardigan en maille fine"
    ]
  },
  "jacket": {
    "one": "veste",
    "many": "vestes",
    "nouns": [
      "blouson",
      "blousons",
      "veste en jean",
      "vestes en jean",
      "bomber",
      "bombers",
      "veste en cuir",
      "vestes en cuir",
      "blouson en cuir",
      "blousons en cuir",
      "veste de travail",
      "vestes de travail",
      "shacket",
      "shackets",
      "veste militaire",
      "vestes militaires",
      "veste trucker",
      "vestes trucker",
      "veste de survêtement",
      "vestes de survêtement",
      "veste polaire",
      "vestes polaires",
      "veste universitaire",
      "vestes universitaires",
      "teddy",
      "teddys"
    ],
    "collection": "Vestes",
    "titles": [
      "Veste de travail",
      "Veste trucker",
      "Blouson bomber",
      "Blouson motard",
      "Veste en daim",
      "Veste matelassée",
      "Veste cirée",
      "Veste utilitaire",
      "Veste courte",
      "Veste coach"
    ]
  },
  "blazer": {
    "one": "blazer",
    "many": "blazers",
    "nouns": [
      "veste de costume",
      "vestes de costume",
      "veste de tailleur",
      "vestes de tailleur",
      "veste habillée",
      "vestes habillées"
    ],
    "collection": "Blazers",
    "titles": [
      "Blazer déstructuré",
      "Blazer croisé",
      "Blazer droit",
      "Blazer en tweed",
      "Blazer en lin",
      "Blazer en laine hopsack",
      "Blazer oversize",
      "Blazer en velours côtelé",
      "Blazer en laine"
    ]
  },
  "suit": {
    "one": "costume",
    "many": "costumes",
    "nouns": [
      "costume deux pièces",
      "costumes deux pièces",
      "costume trois pièces",
      "costumes trois pièces",
      "smoking",
      "smokings",
      "gilet de costume",
      "gilets de costume",
      "tailleur",
      "tailleurs",
      "tailleur-pantalon",
      "tailleurs-pantalons",
      "complet",
      "complets"
    ],
    "collection": "Costumes",
    "titles": [
      "Costume ajusté",
      "Costume croisé",
      "Costume en flanelle",
      "Costume en laine froide",
      "Costume en lin",
      "Costume à revers en pointe",
      "Costume à revers cranté",
      "Costume de voyage",
      "Costume quatre saisons"
    ]
  },
  "coat": {
    "one": "manteau",
    "many": "manteaux",
    "nouns": [
      "pardessus",
      "manteau en laine",
      "manteaux en laine",
      "trench",
      "trenchs",
      "trench-coat",
      "trench-coats",
      "caban",
      "cabans",
      "manteau trois-quarts",
      "manteaux trois-quarts",
      "duffle-coat",
      "duffle-coats",
      "manteau d'hiver",
      "manteaux d'hiver"
    ],
    "collection": "Manteaux",
    "titles": [
      "Manteau croisé",
      "Manteau portefeuille",
      "Manteau Chesterfield",
      "Manteau cocon",
      "Manteau Balmacaan",
      "Manteau ceinturé",
      "Manteau long",
      "Manteau en laine bouclée",
      "Manteau ajusté"
    ]
  },
  "puffer": {
    "one": "doudoune",
    "many": "doudounes",
    "nouns": [
      "parka",
      "parkas",
      "doudoune longue",
      "doudounes longues",
      "veste en duvet",
      "vestes en duvet",
      "manteau en duvet",
      "manteaux en duvet",
      "veste matelassée",
      "vestes matelassées",
      "veste isolante",
      "vestes isolantes"
    ],
    "collection": "Doudounes et parkas",
    "titles": [
      "Doudoune à capuche",
      "Doudoune courte",
      "Doudoune longue",
      "Doudoune compressible",
      "Doudoune coupe carrée",
      "Parka grand froid",
      "Doudoune à caissons",
      "Doudoune légère",
      "Doudoune en matières recyclées"
    ]
  },
  "rain-jacket": {
    "one": "veste de pluie",
    "many": "vestes de pluie",
    "nouns": [
      "imperméable",
      "imperméables",
      "ciré",
      "cirés",
      "coupe-vent",
      "anorak",
      "anoraks",
      "poncho de pluie",
      "ponchos de pluie",
      "k-way",
      "veste imperméable",
      "vestes imperméables"
    ],
    "collection": "Vestes de pluie",
    "titles": [
      "Veste de pluie compressible",
      "Veste de pluie à capuche",
      "Imperméable long",
      "Imperméable ciré",
      "Imperméable caoutchouté",
      "Ciré de pêcheur",
      "Veste de pluie légère",
      "Imperméable urbain",
      "Veste de pluie trois couches"
    ]
  },
  "vest": {
    "one": "gilet sans manches",
    "many": "gilets sans manches",
    "nouns": [
      "doudoune sans manches",
      "doudounes sans manches",
      "gilet matelassé",
      "gilets matelassés",
      "gilet polaire",
      "gilets polaires",
      "bodywarmer",
      "bodywarmers"
    ],
    "collection": "Gilets sans manches",
    "titles": [
      "Gilet matelassé",
      "Doudoune sans manches",
      "Gilet polaire",
      "Gilet sans manches compressible",
      "Gilet utilitaire",
      "Gilet en velours côtelé",
      "Gilet réversible",
      "Gilet rembourré"
    ]
  },
  "jumpsuit": {
    "one": "combinaison",
    "many": "combinaisons",
    "nouns": [
      "combishort",
      "combishorts",
      "salopette",
      "salopettes",
      "bleu de travail",
      "bleus de travail",
      "combinaison de travail",
      "combinaisons de travail"
    ],
    "collection": "Combinaisons et salopettes",
    "titles": [
      "Combinaison en lin",
      "Combinaison utilitaire",
      "Salopette en jean",
      "Combinaison pantalon large",
      "Combinaison portefeuille",
      "Combinaison ceinturée",
      "Combinaison en sergé",
      "Salopette en velours côtelé",
      "Combinaison ample"
    ]
  },
  "leggings": {
    "one": "legging",
    "many": "leggings",
    "nouns": [
      "pantalon de yoga",
      "pantalons de yoga",
      "legging de yoga",
      "leggings de yoga",
      "legging de sport",
      "leggings de sport",
      "collant de running",
      "collants de running",
      "legging évasé",
      "leggings évasés"
    ],
    "collection": "Leggings",
    "titles": [
      "Legging taille haute",
      "Legging sans coutures",
      "Legging sculptant",
      "Legging à poches",
      "Legging côtelé",
      "Legging évasé",
      "Legging 7/8",
      "Legging de compression",
      "Legging ultra-doux"
    ]
  },
  "sports-bra": {
    "one": "brassière de sport",
    "many": "brassières de sport",
    "nouns": [
      "brassière",
      "brassières",
      "brassière de running",
      "brassières de running",
      "brassière de yoga",
      "brassières de yoga",
      "soutien-gorge de sport",
      "soutiens-gorge de sport"
    ],
    "collection": "Brassières de sport",
    "titles": [
      "Brassière maintien fort",
      "Brassière longue",
      "Brassière dos nageur",
      "Brassière dos croisé",
      "Brassière sans coutures",
      "Brassière zippée devant",
      "Brassière à encolure dégagée",
      "Brassière du quotidien"
    ]
  },
  "running-shorts": {
    "one": "short de running",
    "many": "shorts de running",
    "nouns": [
      "short de sport",
      "shorts de sport",
      "short d'entraînement",
      "shorts d'entraînement",
      "short de gym",
      "shorts de gym",
      "cycliste",
      "cyclistes",
      "short cycliste",
      "shorts cyclistes"
    ],
    "collection": "Shorts de running",
    "titles": [
      "Short de running fendu",
      "Short de running doublé",
      "Short 2-en-1",
      "Short de running léger",
      "Short de running à poches",
      "Short de compétition",
      "Short de trail",
      "Short d'entraînement"
    ]
  },
  "joggers": {
    "one": "jogging",
    "many": "joggings",
    "nouns": [
      "pantalon de jogging",
      "pantalons de jogging",
      "jogger",
      "joggers",
      "pantalon de survêtement",
      "pantalons de survêtement",
      "survêtement",
      "survêtements",
      "pantalon d'intérieur",
      "pantalons d'intérieur"
    ],
    "collection": "Joggings",
    "titles": [
      "Jogging en molleton",
      "Jogging fuselé",
      "Jogging ample",
      "Jogging resserré aux chevilles",
      "Jogging jambe droite",
      "Jogging technique",
      "Jogging épais",
      "Jogging de voyage",
      "Jogging jambe large"
    ]
  },
  "workout-top": {
    "one": "haut de sport",
    "many": "hauts de sport",
    "nouns": [
      "haut d'entraînement",
      "hauts d'entraînement",
      "haut de running",
      "hauts de running",
      "t-shirt de sport",
      "t-shirts de sport",
      "t-shirt technique",
      "t-shirts techniques",
      "maillot de running",
      "maillots de running",
      "débardeur de sport",
      "débardeurs de sport"
    ],
    "collection": "Hauts de sport",
    "titles": [
      "Haut de sport respirant",
      "Haut de sport sans coutures",
      "Haut en maille filet",
      "Crop top de sport",
      "T-shirt de sport léger",
      "Débardeur dos nageur",
      "Haut de sport manches longues",
      "Haut technique en mérinos",
      "Haut de running réfléchissant"
    ]
  },
  "swimsuit": {
    "one": "maillot de bain",
    "many": "maillots de bain",
    "nouns": [
      "maillot une pièce",
      "maillots une pièce",
      "une-pièce",
      "maillot",
      "maillots",
      "tankini",
      "tankinis",
      "trikini",
      "trikinis"
    ],
    "collection": "Maillots de bain",
    "titles": [
      "Maillot de bain dos décolleté",
      "Maillot échancré",
      "Maillot col carré",
      "Maillot décolleté plongeant",
      "Maillot côtelé",
      "Maillot ceinturé",
      "Maillot à armatures",
      "Maillot à découpes",
      "Maillot une pièce classique"
    ]
  },
  "bikini": {
    "one": "bikini",
    "many": "bikinis",
    "nouns": [
      "haut de bikini",
      "hauts de bikini",
      "bas de bikini",
      "bikini triangle",
      "bikinis triangle",
      "bikini bandeau",
      "bikinis bandeau",
      "deux-pièces",
      "ensemble de bikini",
      "ensembles de bikini"
    ],
    "collection": "Bikinis",
    "titles": [
      "Bikini triangle",
      "Bikini bandeau",
      "Bikini balconnet",
      "Bikini taille haute",
      "Bikini à liens sur les côtés",
      "Bikini côtelé",
      "Bikini à encolure dégagée",
      "Bikini à armatures",
      "Bikini brésilien"
    ]
  },
  "swim-trunks": {
    "one": "short de bain",
    "many": "shorts de bain",
    "nouns": [
      "boardshort",
      "boardshorts",
      "short de surf",
      "shorts de surf",
      "slip de bain",
      "slips de bain",
      "caleçon de bain",
      "caleçons de bain"
    ],
    "collection": "Shorts de bain",
    "titles": [
      "Short de bain tailleur",
      "Short de bain rétro",
      "Short de bain séchage rapide",
      "Short de bain imprimé",
      "Short de bain à cordon",
      "Short de bain à réglage latéral",
      "Short de bain volley",
      "Short de bain classique"
    ]
  },
  "cover-up": {
    "one": "tunique de plage",
    "many": "tuniques de plage",
    "nouns": [
      "caftan",
      "caftans",
      "kaftan",
      "kaftans",
      "paréo",
      "paréos",
      "sarong",
      "sarongs",
      "robe de plage",
      "robes de plage",
      "chemise de plage",
      "chemises de plage",
      "cache-maillot",
      "cache-maillots"
    ],
    "collection": "Tenues de plage",
    "titles": [
      "Tunique de plage en gaze",
      "Tunique de plage au crochet",
      "Chemise de plage en lin",
      "Caftan brodé",
      "Tunique de plage nouée devant",
      "Tunique de plage transparente",
      "Paréo à franges",
      "Caftan vacances chic",
      "Paréo à pompons"
    ]
  },
  "bra": {
    "one": "soutien-gorge",
    "many": "soutiens-gorge",
    "nouns": [
      "bralette",
      "bralettes",
      "balconnet",
      "balconnets",
      "soutien-gorge push-up",
      "soutiens-gorge push-up",
      "soutien-gorge sans armatures",
      "soutiens-gorge sans armatures",
      "soutien-gorge à armatures",
      "soutiens-gorge à armatures",
      "soutien-gorge plongeant",
      "soutiens-gorge plongeants"
    ],
    "collection": "Soutiens-gorge",
    "titles": [
      "Soutien-gorge en dentelle",
      "Soutien-gorge sans armatures",
      "Soutien-gorge balconnet",
      "Soutien-gorge plongeant",
      "Soutien-gorge sans coques",
      "Soutien-gorge spécial t-shirt",
      "Soutien-gorge en soie",
      "Soutien-gorge longline",
      "Soutien-gorge corbeille",
      "Soutien-gorge en tulle"
    ]
  },
  "underwear": {
    "one": "sous-vêtement",
    "many": "sous-vêtements",
    "nouns": [
      "culotte",
      "culottes",
      "slip",
      "slips",
      "string",
      "strings",
      "shorty",
      "shortys",
      "boxer",
      "boxers",
      "caleçon",
      "caleçons",
      "tanga",
      "tangas",
      "maillot de corps",
      "maillots de corps"
    ],
    "collection": "Sous-vêtements",
    "titles": [
      "Culotte sans coutures",
      "Culotte en dentelle",
      "Boxer en coton",
      "Culotte en modal",
      "Culotte taille haute",
      "Culotte coupe bikini",
      "Boxer du quotidien",
      "Culotte en tulle",
      "Slip en coton bio"
    ]
  },
  "lingerie-set": {
    "one": "ensemble de lingerie",
    "many": "ensembles de lingerie",
    "nouns": [
      "lingerie",
      "body",
      "bodys",
      "corset",
      "corsets",
      "bustier",
      "bustiers",
      "caraco",
      "caracos",
      "nuisette",
      "nuisettes",
      "fond de robe",
      "fonds de robe",
      "porte-jarretelles",
      "jarretière",
      "jarretières"
    ],
    "collection": "Lingerie",
    "titles": [
      "Ensemble en dentelle",
      "Ensemble en soie",
      "Ensemble en satin",
      "Ensemble transparent",
      "Ensemble brodé",
      "Ensemble à fines brides",
      "Corset baleiné",
      "Ensemble de lingerie de mariée",
      "Ensemble en tulle"
    ]
  },
  "pajamas": {
    "one": "pyjama",
    "many": "pyjamas",
    "nouns": [
      "pyjashort",
      "pyjashorts",
      "ensemble pyjama",
      "ensembles pyjama",
      "chemise de nuit",
      "chemises de nuit",
      "liquette",
      "liquettes",
      "vêtement de nuit",
      "vêtements de nuit"
    ],
    "collection": "Pyjamas",
    "titles": [
      "Pyjama en soie",
      "Pyjama en flanelle",
      "Pyjama en popeline de coton",
      "Pyjama en lin",
      "Pyjama à passepoils",
      "Pyjama rayé",
      "Pyjashort",
      "Pyjama en modal",
      "Pyjama en nid d'abeille"
    ]
  },
  "robe": {
    "one": "peignoir",
    "many": "peignoirs",
    "nouns": [
      "robe de chambre",
      "robes de chambre",
      "peignoir de bain",
      "peignoirs de bain",
      "kimono",
      "kimonos",
      "sortie de bain",
      "sorties de bain"
    ],
    "collection": "Peignoirs",
    "titles": [
      "Peignoir nid d'abeille",
      "Peignoir en éponge",
      "Kimono en soie",
      "Peignoir en lin",
      "Peignoir col châle",
      "Peignoir à capuche",
      "Peignoir court",
      "Peignoir long",
      "Robe de chambre matelassée"
    ]
  },
  "onesie": {
    "one": "body bébé",
    "many": "bodys bébé",
    "nouns": [
      "grenouillère",
      "grenouillères",
      "barboteuse",
      "barboteuses",
      "dors-bien",
      "pyjama bébé",
      "pyjamas bébé",
      "pyjama à pieds",
      "pyjamas à pieds"
    ],
    "collection": "Bodys et grenouillères",
    "titles": [
      "Body bébé en coton bio",
      "Body bébé côtelé",
      "Grenouillère zippée",
      "Body bébé à pressions",
      "Grenouillère à pieds",
      "Body bébé à col enveloppe",
      "Body bébé manches longues",
      "Body bébé manches courtes",
      "Body bébé imprimé"
    ]
  },
  "sneaker": {
    "one": "basket",
    "many": "baskets",
    "nouns": [
      "sneaker",
      "sneakers",
      "tennis",
      "basket montante",
      "baskets montantes",
      "basket basse",
      "baskets basses",
      "chaussure en toile",
      "chaussures en toile",
      "chaussure de skate",
      "chaussures de skate",
      "slip-on",
      "slip-ons"
    ],
    "collection": "Baskets",
    "titles": [
      "Basket tennis",
      "Basket basse",
      "Basket montante",
      "Basket en toile",
      "Basket en daim",
      "Basket en cuir",
      "Basket rétro",
      "Basket chunky",
      "Basket minimaliste",
      "Basket à plateforme"
    ]
  },
  "running-shoe": {
    "one": "chaussure de running",
    "many": "chaussures de running",
    "nouns": [
      "chaussure de course",
      "chaussures de course",
      "chaussure de trail",
      "chaussures de trail",
      "chaussure de compétition",
      "chaussures de compétition",
      "chaussure de course sur route",
      "chaussures de course sur route"
    ],
    "collection": "Chaussures de running",
    "titles": [
      "Chaussure de trail",
      "Chaussure de running sur route",
      "Chaussure d'entraînement quotidien",
      "Chaussure de running tempo",
      "Chaussure de running stable",
      "Chaussure à amorti maximal",
      "Chaussure à plaque carbone",
      "Chaussure de running légère",
      "Chaussure drop zéro"
    ]
  },
  "boot": {
    "one": "botte",
    "many": "bottes",
    "nouns": [
      "bottine",
      "bottines",
      "boots",
      "boots chelsea",
      "rangers",
      "botte de travail",
      "bottes de travail",
      "santiag",
      "santiags",
      "botte western",
      "bottes western",
      "botte haute",
      "bottes hautes",
      "botte de pluie",
      "bottes de pluie",
      "botte de neige",
      "bottes de neige",
      "bottine à lacets",
      "bottines à lacets"
    ],
    "collection": "Bottes et bottines",
    "titles": [
      "Bottine Chelsea",
      "Bottine à lacets",
      "Bottine à bout mocassin",
      "Botte engineer",
      "Bottine militaire",
      "Bottine à semelle crantée",
      "Bottine à talon",
      "Botte fourrée en mouton retourné",
      "Botte harness",
      "Botte roper western"
    ]
  },
  "sandal": {
    "one": "sandale",
    "many": "sandales",
    "nouns": [
      "claquette",
      "claquettes",
      "tong",
      "tongs",
      "espadrille",
      "espadrilles",
      "spartiate",
      "spartiates",
      "nu-pieds",
      "huarache",
      "huaraches"
    ],
    "collection": "Sandales",
    "titles": [
      "Sandale en cuir",
      "Sandale à brides",
      "Sandale à plateforme",
      "Sandale pêcheur",
      "Sandale à semelle anatomique",
      "Sandale tressée",
      "Sandale à semelle en liège",
      "Sandale à bride arrière",
      "Sandale plate"
    ]
  },
  "loafer": {
    "one": "mocassin",
    "many": "mocassins",
    "nouns": [
      "loafer",
      "loafers",
      "chaussure bateau",
      "chaussures bateau",
      "chaussure de conduite",
      "chaussures de conduite",
      "mule",
      "mules",
      "sabot",
      "sabots"
    ],
    "collection": "Mocassins",
    "titles": [
      "Mocassin penny",
      "Mocassin à mors",
      "Mocassin à pampilles",
      "Mocassin en daim",
      "Mocassin à semelle épaisse",
      "Mocassin à semelle crantée",
      "Mocassin non doublé",
      "Mocassin en cuir",
      "Mocassin souple à enfiler"
    ]
  },
  "ballet-flat": {
    "one": "ballerine",
    "many": "ballerines",
    "nouns": [
      "babies",
      "chaussure plate",
      "chaussures plates",
      "chausson de danse",
      "chaussons de danse"
    ],
    "collection": "Ballerines",
    "titles": [
      "Ballerine en cuir",
      "Ballerine en daim",
      "Ballerine vernie",
      "Ballerine pointue",
      "Ballerine à bout carré",
      "Ballerine en résille",
      "Ballerine à nœud",
      "Ballerine à brides",
      "Ballerine matelassée"
    ]
  },
  "dress-shoe": {
    "one": "chaussure de ville",
    "many": "chaussures de ville",
    "nouns": [
      "richelieu",
      "richelieus",
      "derby",
      "derbys",
      "brogue",
      "brogues",
      "chaussure à boucle",
      "chaussures à boucles",
      "richelieu fleuri",
      "richelieus fleuris"
    ],
    "collection": "Chaussures de ville",
    "titles": [
      "Richelieu à bout droit",
      "Richelieu uni",
      "Richelieu fleuri",
      "Chaussure double boucle",
      "Richelieu d'une seule pièce",
      "Derby en daim",
      "Derby en cordovan",
      "Brogue longwing",
      "Derby à bout norvégien"
    ]
  },
  "heel": {
    "one": "chaussure à talon",
    "many": "chaussures à talons",
    "nouns": [
      "escarpin",
      "escarpins",
      "talons",
      "talon haut",
      "talons hauts",
      "stiletto",
      "stilettos",
      "talon aiguille",
      "talons aiguilles",
      "petit talon",
      "petits talons",
      "slingback",
      "slingbacks",
      "compensée",
      "compensées"
    ],
    "collection": "Chaussures à talons",
    "titles": [
      "Escarpin pointu",
      "Escarpin à bride arrière",
      "Escarpin à talon bloc",
      "Escarpin à petit talon",
      "Sandale à talon et brides",
      "Escarpin en satin",
      "Escarpin verni",
      "Mule à talon",
      "Escarpin à bout carré",
      "Escarpin de mariée"
    ]
  },
  "slipper": {
    "one": "chausson",
    "many": "chaussons",
    "nouns": [
      "pantoufle",
      "pantoufles",
      "chausson fourré",
      "chaussons fourrés",
      "mule d'intérieur",
      "mules d'intérieur"
    ],
    "collection": "Chaussons",
    "titles": [
      "Chausson en mouton retourné",
      "Chausson en feutre",
      "Chausson mocassin",
      "Mule d'intérieur",
      "Chausson en laine",
      "Chausson en maille",
      "Chausson bottine",
      "Chausson douillet",
      "Chausson en éponge"
    ]
  },
  "ring": {
    "one": "bague",
    "many": "bagues",
    "nouns": [
      "bague de fiançailles",
      "bagues de fiançailles",
      "alliance",
      "alliances",
      "chevalière",
      "chevalières",
      "bague empilable",
      "bagues empilables",
      "bague de promesse",
      "bagues de promesse",
      "bague cocktail",
      "bagues cocktail",
      "alliance américaine",
      "alliances américaines"
    ],
    "collection": "Bagues",
    "titles": [
      "Chevalière",
      "Bague empilable",
      "Bague solitaire",
      "Bague dôme",
      "Bague jonc",
      "Bague halo",
      "Bague torsadée",
      "Bague serti clos",
      "Alliance éternité",
      "Bague martelée"
    ]
  },
  "necklace": {
    "one": "collier",
    "many": "colliers",
    "nouns": [
      "pendentif",
      "pendentifs",
      "chaîne",
      "chaînes",
      "collier chaîne",
      "colliers chaîne",
      "ras-du-cou",
      "médaillon",
      "médaillons",
      "sautoir",
      "sautoirs",
      "collier à breloques",
      "colliers à breloques"
    ],
    "collection": "Colliers",
    "titles": [
      "Collier pendentif",
      "Collier maille trombone",
      "Collier maille chevron",
      "Collier maille corde",
      "Collier de perles",
      "Collier initiale",
      "Collier médaillon",
      "Collier pierre de naissance",
      "Collier maille serpent",
      "Collier multirang"
    ]
  },
  "earring": {
    "one": "boucle d'oreille",
    "many": "boucles d'oreilles",
    "nouns": [
      "puce d'oreille",
      "puces d'oreilles",
      "créole",
      "créoles",
      "mini-créole",
      "mini-créoles",
      "ear cuff",
      "ear cuffs",
      "boucle d'oreille pendante",
      "boucles d'oreilles pendantes",
      "grimpeur d'oreille",
      "grimpeurs d'oreille"
    ],
    "collection": "Boucles d'oreilles",
    "titles": [
      "Mini-créole",
      "Créole",
      "Boucle d'oreille pendante",
      "Boucle d'oreille perle",
      "Puce d'oreille",
      "Boucle d'oreille chaînette",
      "Boucle d'oreille chandelier",
      "Boucle d'oreille sculpturale",
      "Mini boucle d'oreille",
      "Grosse boucle d'oreille"
    ]
  },
  "bracelet": {
    "one": "bracelet",
    "many": "bracelets",
    "nouns": [
      "jonc",
      "joncs",
      "manchette",
      "manchettes",
      "bracelet à breloques",
      "bracelets à breloques",
      "bracelet rivière",
      "bracelets rivière",
      "bracelet chaîne",
      "bracelets chaîne",
      "chaîne de cheville",
      "chaînes de cheville",
      "bracelet de perles",
      "bracelets de perles"
    ],
    "collection": "Bracelets",
    "titles": [
      "Bracelet rivière",
      "Bracelet manchette",
      "Bracelet à maillons",
      "Bracelet de perles",
      "Bracelet à breloques",
      "Bracelet maille chevron",
      "Bracelet jonc",
      "Bracelet maille trombone",
      "Bracelet tressé",
      "Bracelet maille figaro"
    ]
  },
  "cufflink": {
    "one": "bouton de manchette",
    "many": "boutons de manchette",
    "nouns": [
      "pince à cravate",
      "pinces à cravate",
      "baleine de col",
      "baleines de col",
      "pin's",
      "épingle de revers",
      "épingles de revers"
    ],
    "collection": "Boutons de manchette et pinces à cravate",
    "titles": [
      "Boutons de manchette gravés",
      "Boutons de manchette passementerie",
      "Boutons de manchette émaillés",
      "Boutons de manchette en onyx",
      "Boutons de manchette monogrammés",
      "Boutons de manchette en nacre",
      "Boutons de manchette classiques",
      "Boutons de manchette à bascule"
    ]
  },
  "watch": {
    "one": "montre",
    "many": "montres",
    "nouns": [
      "montre-bracelet",
      "montres-bracelets",
      "montre automatique",
      "montres automatiques",
      "montre mécanique",
      "montres mécaniques",
      "montre de plongée",
      "montres de plongée",
      "montre de terrain",
      "montres de terrain",
      "montre habillée",
      "montres habillées",
      "chronographe",
      "chronographes",
      "montre à quartz",
      "montres à quartz"
    ],
    "collection": "Montres",
    "titles": [
      "Montre automatique",
      "Montre de plongée",
      "Montre de terrain",
      "Montre GMT",
      "Montre d'aviateur",
      "Montre habillée",
      "Montre chronographe",
      "Montre squelette",
      "Montre du quotidien",
      "Montre à phases de lune"
    ]
  },
  "watch-strap": {
    "one": "bracelet de montre",
    "many": "bracelets de montre",
    "nouns": [
      "bracelet NATO",
      "bracelets NATO",
      "bracelet en cuir",
      "bracelets en cuir",
      "bracelet acier",
      "bracelets acier"
    ],
    "collection": "Bracelets de montre",
    "titles": [
      "Bracelet de montre en cuir",
      "Bracelet de montre en daim",
      "Bracelet rallye",
      "Bracelet tropic",
      "Bracelet en toile",
      "Bracelet à attaches rapides",
      "Bracelet en cordovan",
      "Bracelet milanais",
      "Bracelet en caoutchouc"
    ]
  },
  "handbag": {
    "one": "sac à main",
    "many": "sacs à main",
    "nouns": [
      "sac bandoulière",
      "sacs bandoulière",
      "sac porté épaule",
      "sacs portés épaule",
      "pochette",
      "pochettes",
      "besace",
      "besaces",
      "sac hobo",
      "sacs hobo",
      "sac seau",
      "sacs seau",
      "sac banane",
      "sacs banane",
      "sac du soir",
      "sacs du soir"
    ],
    "collection": "Sacs à main",
    "titles": [
      "Sac bandoulière",
      "Sac hobo",
      "Sac seau",
      "Sac saddle",
      "Sac à poignée",
      "Mini sac",
      "Sac tressé",
      "Sac structuré",
      "Sac souple",
      "Sac demi-lune"
    ]
  },
  "tote-bag": {
    "one": "tote bag",
    "many": "tote bags",
    "nouns": [
      "cabas",
      "sac cabas",
      "sacs cabas",
      "sac en toile",
      "sacs en toile",
      "sac de courses",
      "sacs de courses",
      "sac de plage",
      "sacs de plage",
      "sac shopping",
      "sacs shopping"
    ],
    "collection": "Tote bags",
    "titles": [
      "Tote bag en toile",
      "Tote bag épais",
      "Cabas de marché",
      "Tote bag zippé",
      "Cabas bateau",
      "Cabas oversize",
      "Tote bag imprimé",
      "Tote bag du quotidien",
      "Filet à provisions"
    ]
  },
  "wallet": {
    "one": "portefeuille",
    "many": "portefeuilles",
    "nouns": [
      "porte-cartes",
      "porte-monnaie",
      "pince à billets",
      "pinces à billets",
      "porte-passeport",
      "protège-passeport"
    ],
    "collection": "Portefeuilles",
    "titles": [
      "Portefeuille deux volets",
      "Portefeuille fin",
      "Portefeuille zippé",
      "Portefeuille trois volets",
      "Portefeuille minimaliste",
      "Portefeuille long",
      "Portefeuille de voyage",
      "Portefeuille poche avant",
      "Portefeuille à pression"
    ]
  },
  "belt": {
    "one": "ceinture",
    "many": "ceintures",
    "nouns": [
      "ceinture en cuir",
      "ceintures en cuir",
      "ceinture tressée",
      "ceintures tressées",
      "boucle de ceinture",
      "boucles de ceinture"
    ],
    "collection": "Ceintures",
    "titles": [
      "Ceinture en cuir",
      "Ceinture habillée",
      "Ceinture tressée",
      "Ceinture western",
      "Ceinture réversible",
      "Ceinture en daim",
      "Ceinture tissée",
      "Ceinture de travail",
      "Ceinture fine"
    ]
  },
  "briefcase": {
    "one": "porte-documents",
    "many": "porte-documents",
    "nouns": [
      "cartable",
      "cartables",
      "sac messager",
      "sacs messager",
      "sacoche",
      "sacoches",
      "sacoche pour ordinateur",
      "sacoches pour ordinateur",
      "attaché-case",
      "attachés-cases"
    ],
    "collection": "Porte-documents et sacs de travail",
    "titles": [
      "Porte-documents fin",
      "Serviette à double soufflet",
      "Sac messager",
      "Sacoche en toile cirée",
      "Porte-documents en cuir",
      "Sacoche zippée",
      "Cartable à l'ancienne",
      "Sacoche de voyage",
      "Porte-documents structuré"
    ]
  },
  "keychain": {
    "one": "porte-clés",
    "many": "porte-clés",
    "nouns": [
      "porte-clefs",
      "anneau porte-clés",
      "anneaux porte-clés",
      "étui à clés",
      "étuis à clés",
      "cordon tour de cou",
      "cordons tour de cou"
    ],
    "collection": "Porte-clés",
    "titles": [
      "Porte-clés en cuir",
      "Porte-clés en laiton",
      "Porte-clés boucle",
      "Porte-clés mousqueton",
      "Porte-clés monogrammé",
      "Anneau porte-clés",
      "Porte-clés tressé",
      "Porte-clés minimaliste"
    ]
  },
  "sunglasses": {
    "one": "lunettes de soleil",
    "many": "lunettes de soleil",
    "nouns": [
      "solaires",
      "lunettes aviateur",
      "lunettes polarisées"
    ],
    "collection": "Lunettes de soleil",
    "titles": [
      "Lunettes aviateur",
      "Lunettes de soleil Wayfarer",
      "Lunettes de soleil rondes",
      "Lunettes œil-de-chat",
      "Lunettes de soleil oversize",
      "Lunettes de soleil carrées",
      "Lunettes de soleil enveloppantes",
      "Lunettes Clubmaster",
      "Lunettes à pont keyhole"
    ]
  },
  "glasses": {
    "one": "lunettes de vue",
    "many": "lunettes de vue",
    "nouns": [
      "lunettes",
      "monture",
      "montures",
      "monture optique",
      "montures optiques",
      "lunettes de lecture",
      "lunettes anti-lumière bleue",
      "lunettes correctrices"
    ],
    "collection": "Lunettes de vue",
    "titles": [
      "Lunettes de vue rondes",
      "Lunettes de vue rectangulaires",
      "Lunettes de vue œil-de-chat",
      "Monture browline",
      "Monture en métal fin",
      "Lunettes de vue à pont keyhole",
      "Lunettes de vue oversize",
      "Monture en titane",
      "Lunettes pantos",
      "Lunettes de vue carrées"
    ]
  },
  "glasses-case": {
    "one": "étui à lunettes",
    "many": "étuis à lunettes",
    "nouns": [
      "étui à lunettes de soleil",
      "étuis à lunettes de soleil",
      "chaîne à lunettes",
      "chaînes à lunettes",
      "cordon à lunettes",
      "cordons à lunettes",
      "chiffonnette",
      "chiffonnettes"
    ],
    "collection": "Accessoires pour lunettes",
    "titles": [
      "Étui à lunettes rigide",
      "Étui à lunettes pliable",
      "Étui à lunettes en cuir",
      "Chaîne à lunettes en perles",
      "Étui à lunettes fin",
      "Étui à lunettes zippé",
      "Étui à lunettes magnétique",
      "Étui à lunettes en feutre"
    ]
  },
  "cap": {
    "one": "casquette",
    "many": "casquettes",
    "nouns": [
      "casquette de baseball",
      "casquettes de baseball",
      "casquette snapback",
      "casquettes snapback",
      "snapback",
      "snapbacks",
      "casquette trucker",
      "casquettes trucker",
      "casquette 5 panels",
      "casquettes 5 panels",
      "dad cap",
      "dad caps"
    ],
    "collection": "Casquettes",
    "titles": [
      "Casquette brodée",
      "Casquette délavée",
      "Casquette en velours côtelé",
      "Casquette non structurée",
      "Casquette en nylon",
      "Casquette en laine",
      "Casquette vintage",
      "Casquette à logo",
      "Casquette profil bas"
    ]
  },
  "beanie": {
    "one": "bonnet",
    "many": "bonnets",
    "nouns": [
      "bonnet en maille",
      "bonnets en maille",
      "bonnet à pompon",
      "bonnets à pompon",
      "bonnet docker",
      "bonnets docker",
      "bonnet d'hiver",
      "bonnets d'hiver",
      "tuque",
      "tuques"
    ],
    "collection": "Bonnets",
    "titles": [
      "Bonnet côtelé",
      "Bonnet docker",
      "Bonnet à revers",
      "Bonnet ample",
      "Bonnet en mérinos",
      "Bonnet en cachemire",
      "Bonnet grosse maille",
      "Bonnet maille gaufrée",
      "Bonnet à pompon"
    ]
  },
  "bucket-hat": {
    "one": "bob",
    "many": "bobs",
    "nouns": [
      "chapeau bob",
      "chapeaux bob",
      "bob de pêcheur",
      "bobs de pêcheur",
      "chapeau de brousse",
      "chapeaux de brousse"
    ],
    "collection": "Bobs",
    "titles": [
      "Bob réversible",
      "Bob en velours côtelé",
      "Bob en nylon",
      "Bob en jean",
      "Bob en éponge",
      "Bob délavé",
      "Bob matelassé",
      "Bob en polaire",
      "Bob en toile"
    ]
  },
  "sun-hat": {
    "one": "chapeau de soleil",
    "many": "chapeaux de soleil",
    "nouns": [
      "chapeau de paille",
      "chapeaux de paille",
      "chapeau de plage",
      "chapeaux de plage",
      "visière",
      "visières",
      "chapeau à larges bords",
      "chapeaux à larges bords",
      "capeline",
      "capelines",
      "chapeau en raphia",
      "chapeaux en raphia"
    ],
    "collection": "Chapeaux de soleil",
    "titles": [
      "Chapeau en raphia",
      "Chapeau tressé",
      "Chapeau de soleil pliable",
      "Chapeau à larges bords",
      "Canotier",
      "Capeline souple",
      "Chapeau de soleil roulable",
      "Chapeau à ruban",
      "Chapeau en feuille de palmier"
    ]
  },
  "hat": {
    "one": "chapeau",
    "many": "chapeaux",
    "nouns": [
      "fedora",
      "fedoras",
      "chapeau en feutre",
      "chapeaux en feutre",
      "trilby",
      "trilbys",
      "panama",
      "panamas",
      "canotier",
      "canotiers",
      "porkpie",
      "porkpies",
      "chapeau de cowboy",
      "chapeaux de cowboy",
      "casquette plate",
      "casquettes plates",
      "casquette gavroche",
      "casquettes gavroche",
      "béret",
      "bérets",
      "chapeau cloche",
      "chapeaux cloches"
    ],
    "collection": "Chapeaux",
    "titles": [
      "Chapeau en feutre de laine",
      "Chapeau en feutre de poil",
      "Chapeau à larges bords",
      "Fedora à calotte goutte d'eau",
      "Porkpie à calotte télescope",
      "Chapeau rancher",
      "Fedora à calotte pincée",
      "Chapeau en tweed",
      "Chapeau de paille",
      "Fedora classique"
    ]
  },
  "sock": {
    "one": "chaussette",
    "many": "chaussettes",
    "nouns": [
      "socquette",
      "socquettes",
      "chaussette invisible",
      "chaussettes invisibles",
      "chaussette de ville",
      "chaussettes de ville",
      "chaussette en laine",
      "chaussettes en laine",
      "chaussette haute",
      "chaussettes hautes",
      "mi-bas"
    ],
    "collection": "Chaussettes",
    "titles": [
      "Chaussettes côtelées",
      "Chaussettes rembourrées",
      "Chaussettes en mérinos",
      "Chaussettes rayées",
      "Chaussettes jacquard à losanges",
      "Chaussettes du quotidien",
      "Chaussettes de ville",
      "Chaussettes pour bottes",
      "Chaussettes à motifs",
      "Chaussettes torsadées"
    ]
  },
  "tights": {
    "one": "collant",
    "many": "collants",
    "nouns": [
      "bas",
      "jambière",
      "jambières",
      "collant sans pieds",
      "collants sans pieds"
    ],
    "collection": "Collants",
    "titles": [
      "Collant voile",
      "Collant opaque",
      "Collant côtelé",
      "Collant résille",
      "Collant à motifs",
      "Collant en mérinos",
      "Collant gainant",
      "Collant anti-filage",
      "Collant à couture"
    ]
  },
  "scarf": {
    "one": "écharpe",
    "many": "écharpes",
    "nouns": [
      "foulard",
      "foulards",
      "foulard en soie",
      "foulards en soie",
      "carré de soie",
      "carrés de soie",
      "châle",
      "châles",
      "pashmina",
      "pashminas",
      "bandana",
      "bandanas",
      "étole",
      "étoles",
      "snood",
      "snoods",
      "cache-nez"
    ],
    "collection": "Écharpes et foulards",
    "titles": [
      "Écharpe en cachemire",
      "Écharpe en laine d'agneau",
      "Foulard en twill de soie",
      "Écharpe oversize",
      "Écharpe à franges",
      "Écharpe tartan",
      "Écharpe côtelée",
      "Écharpe plaid",
      "Foulard imprimé",
      "Écharpe fine"
    ]
  },
  "gloves": {
    "one": "gant",
    "many": "gants",
    "nouns": [
      "moufle",
      "moufles",
      "gants en cuir",
      "gants tactiles",
      "mitaine",
      "mitaines",
      "gants de conduite"
    ],
    "collection": "Gants",
    "titles": [
      "Gants en cuir",
      "Gants doublés cachemire",
      "Gants en maille",
      "Gants de conduite",
      "Gants en mouton retourné",
      "Gants tactiles",
      "Mitaines",
      "Gants en laine",
      "Gants en daim"
    ]
  },
  "tie": {
    "one": "cravate",
    "many": "cravates",
    "nouns": [
      "nœud papillon",
      "nœuds papillon",
      "nœud pap",
      "nœuds paps",
      "pochette de costume",
      "pochettes de costume",
      "cravate en tricot",
      "cravates en tricot",
      "cravate en soie",
      "cravates en soie"
    ],
    "collection": "Cravates",
    "titles": [
      "Cravate en soie",
      "Cravate en tricot",
      "Cravate en grenadine",
      "Cravate en laine",
      "Cravate à rayures régimentaires",
      "Cravate à motif cachemire",
      "Cravate à micro-pois",
      "Cravate sept plis",
      "Cravate en shantung",
      "Cravate en lin"
    ]
  },
  "hair-accessory": {
    "one": "accessoire pour cheveux",
    "many": "accessoires pour cheveux",
    "nouns": [
      "pince à cheveux",
      "pinces à cheveux",
      "pince crabe",
      "pinces crabes",
      "barrette",
      "barrettes",
      "serre-tête",
      "bandeau",
      "bandeaux",
      "élastique à cheveux",
      "élastiques à cheveux",
      "chouchou",
      "chouchous",
      "épingle à cheveux",
      "épingles à cheveux",
      "diadème",
      "diadèmes",
      "peigne décoratif",
      "peignes décoratifs",
      "nœud pour cheveux",
      "nœuds pour cheveux"
    ],
    "collection": "Accessoires pour cheveux",
    "titles": [
      "Barrette à perles",
      "Pince écaille",
      "Serre-tête en velours",
      "Barrette en cristal",
      "Peigne de mariée",
      "Serre-tête matelassé",
      "Chouchou en soie",
      "Serre-tête brodé de perles",
      "Pince crabe en acétate",
      "Mini pince"
    ]
  },
  "veil": {
    "one": "voile de mariée",
    "many": "voiles de mariée",
    "nouns": [
      "voile",
      "voiles",
      "voile cathédrale",
      "voiles cathédrale",
      "voilette",
      "voilettes",
      "bibi",
      "bibis"
    ],
    "collection": "Voiles de mariée",
    "titles": [
      "Voile cathédrale",
      "Voile chapelle",
      "Voile longueur bout des doigts",
      "Voile bordé de dentelle",
      "Voile double",
      "Voile à bords bruts",
      "Voile parsemé de perles",
      "Voile couvre-visage",
      "Voilette"
    ]
  },
  "serum": {
    "one": "sérum",
    "many": "sérums",
    "nouns": [
      "sérum visage",
      "sérums visage",
      "sérum concentré",
      "sérums concentrés",
      "huile visage",
      "huiles visage",
      "sérum vitamine C",
      "sérums vitamine C",
      "sérum au rétinol",
      "sérums au rétinol"
    ],
    "collection": "Sérums",
    "titles": [
      "Sérum à la vitamine C",
      "Sérum à l'acide hyaluronique",
      "Sérum au niacinamide",
      "Sérum au rétinol",
      "Sérum aux peptides",
      "Sérum éclat",
      "Sérum barrière cutanée",
      "Sérum de nuit",
      "Sérum au squalane",
      "Sérum apaisant"
    ]
  },
  "moisturizer": {
    "one": "crème hydratante",
    "many": "crèmes hydratantes",
    "nouns": [
      "crème visage",
      "crèmes visage",
      "crème de jour",
      "crèmes de jour",
      "crème de nuit",
      "crèmes de nuit",
      "gel-crème",
      "gels-crèmes",
      "soin hydratant",
      "soins hydratants",
      "émulsion",
      "émulsions"
    ],
    "collection": "Crèmes hydratantes",
    "titles": [
      "Crème barrière",
      "Crème fouettée",
      "Gel hydratant",
      "Crème riche",
      "Crème légère",
      "Crème aux céramides",
      "Crème de nuit",
      "Crème de jour",
      "Crème nuage",
      "Crème réparatrice"
    ]
  },
  "cleanser": {
    "one": "nettoyant",
    "many": "nettoyants",
    "nouns": [
      "nettoyant visage",
      "nettoyants visage",
      "gel nettoyant",
      "gels nettoyants",
      "baume démaquillant",
      "baumes démaquillants",
      "huile démaquillante",
      "huiles démaquillantes",
      "eau micellaire",
      "eaux micellaires",
      "démaquillant",
      "démaquillants",
      "lait démaquillant",
      "laits démaquillants"
    ],
    "collection": "Nettoyants",
    "titles": [
      "Nettoyant doux",
      "Mousse nettoyante",
      "Crème nettoyante",
      "Gel nettoyant",
      "Baume démaquillant",
      "Huile démaquillante",
      "Nettoyant à pH bas",
      "Nettoyant hydratant",
      "Nettoyant purifiant"
    ]
  },
  "toner": {
    "one": "lotion tonique",
    "many": "lotions toniques",
    "nouns": [
      "tonique",
      "toniques",
      "toner",
      "toners",
      "essence",
      "essences",
      "brume visage",
      "brumes visage",
      "lotion exfoliante",
      "lotions exfoliantes"
    ],
    "collection": "Lotions et essences",
    "titles": [
      "Lotion hydratante",
      "Lotion exfoliante",
      "Eau de rose",
      "Lotion équilibrante",
      "Lotion éclat",
      "Lotion lactée",
      "Lotion apaisante",
      "Essence au riz",
      "Essence première étape"
    ]
  },
  "face-mask": {
    "one": "masque visage",
    "many": "masques visage",
    "nouns": [
      "masque en tissu",
      "masques en tissu",
      "masque à l'argile",
      "masques à l'argile",
      "masque de nuit",
      "masques de nuit",
      "masque peel-off",
      "masques peel-off",
      "masque à la boue",
      "masques à la boue"
    ],
    "collection": "Masques visage",
    "titles": [
      "Masque à l'argile",
      "Masque hydratant",
      "Masque de nuit",
      "Masque enzymatique",
      "Masque au charbon",
      "Masque au miel",
      "Masque éclat",
      "Masque apaisant",
      "Masque au kaolin"
    ]
  },
  "sunscreen": {
    "one": "crème solaire",
    "many": "crèmes solaires",
    "nouns": [
      "écran solaire",
      "écrans solaires",
      "SPF",
      "protection solaire",
      "protections solaires",
      "lait solaire",
      "laits solaires",
      "crème solaire minérale",
      "crèmes solaires minérales",
      "stick solaire",
      "sticks solaires"
    ],
    "collection": "Protection solaire",
    "titles": [
      "Crème solaire minérale",
      "Crème solaire teintée",
      "Protection solaire quotidienne",
      "Crème solaire invisible",
      "Crème solaire matifiante",
      "Fluide solaire fini lumineux",
      "Crème solaire résistante à l'eau",
      "Crème solaire éclat",
      "Crème solaire sport"
    ]
  },
  "eye-cream": {
    "one": "crème contour des yeux",
    "many": "crèmes contour des yeux",
    "nouns": [
      "contour des yeux",
      "sérum contour des yeux",
      "sérums contour des yeux",
      "gel contour des yeux",
      "gels contour des yeux",
      "baume contour des yeux",
      "baumes contour des yeux",
      "patch yeux",
      "patchs yeux",
      "stick contour des yeux",
      "sticks contour des yeux"
    ],
    "collection": "Soins des yeux",
    "titles": [
      "Contour des yeux à la caféine",
      "Contour des yeux aux peptides",
      "Gel yeux rafraîchissant",
      "Contour des yeux au rétinal",
      "Contour des yeux éclat",
      "Contour des yeux raffermissant",
      "Soin anti-poches",
      "Crème contour des yeux riche",
      "Contour des yeux de nuit"
    ]
  },
  "exfoliant": {
    "one": "exfoliant",
    "many": "exfoliants",
    "nouns": [
      "gommage visage",
      "gommages visage",
      "peeling",
      "peelings",
      "sérum AHA",
      "sérums AHA",
      "exfoliant liquide BHA",
      "exfoliants liquides BHA",
      "gel peeling",
      "gels peeling"
    ],
    "collection": "Exfoliants",
    "titles": [
      "Exfoliant aux AHA",
      "Exfoliant aux BHA",
      "Exfoliant enzymatique",
      "Exfoliant doux",
      "Soin resurfaçant",
      "Exfoliant à l'acide lactique",
      "Exfoliant à l'acide glycolique",
      "Peeling hebdomadaire",
      "Exfoliant polissant"
    ]
  },
  "face-roller": {
    "one": "rouleau visage",
    "many": "rouleaux visage",
    "nouns": [
      "rouleau de jade",
      "rouleaux de jade",
      "gua sha",
      "rouleau glacé",
      "rouleaux glacés",
      "rouleau en quartz rose",
      "rouleaux en quartz rose",
      "masseur visage",
      "masseurs visage"
    ],
    "collection": "Accessoires de soin visage",
    "titles": [
      "Rouleau en quartz rose",
      "Rouleau de jade",
      "Gua sha en obsidienne",
      "Rouleau en acier inoxydable",
      "Rouleau double tête",
      "Rouleau rafraîchissant",
      "Gua sha sculptant",
      "Mini rouleau"
    ]
  },
  "lip-balm": {
    "one": "baume à lèvres",
    "many": "baumes à lèvres",
    "nouns": [
      "beurre pour les lèvres",
      "masque lèvres",
      "masques lèvres",
      "huile à lèvres",
      "huiles à lèvres",
      "stick lèvres",
      "sticks lèvres",
      "gommage lèvres",
      "gommages lèvres",
      "soin des lèvres",
      "soins des lèvres",
      "baume teinté",
      "baumes teintés"
    ],
    "collection": "Soins des lèvres",
    "titles": [
      "Baume à lèvres à la cire d'abeille",
      "Baume à lèvres teinté",
      "Masque lèvres de nuit",
      "Baume à lèvres vegan",
      "Baume à lèvres menthe poivrée",
      "Baume à lèvres au karité",
      "Baume à lèvres au miel",
      "Baume à lèvres nourrissant",
      "Baume à lèvres brillant"
    ]
  },
  "lipstick": {
    "one": "rouge à lèvres",
    "many": "rouges à lèvres",
    "nouns": [
      "gloss",
      "rouge à lèvres liquide",
      "rouges à lèvres liquides",
      "encre à lèvres",
      "encres à lèvres",
      "teinte à lèvres",
      "teintes à lèvres",
      "crayon à lèvres",
      "crayons à lèvres"
    ],
    "collection": "Rouges à lèvres",
    "titles": [
      "Rouge à lèvres satiné",
      "Rouge à lèvres mat",
      "Rouge à lèvres transparent",
      "Rouge à lèvres velours",
      "Rouge à lèvres crémeux",
      "Rouge à lèvres longue tenue",
      "Rouge à lèvres baume",
      "Rouge à lèvres brillant",
      "Rouge à lèvres rechargeable"
    ]
  },
  "foundation": {
    "one": "fond de teint",
    "many": "fonds de teint",
    "nouns": [
      "anticernes",
      "correcteur",
      "correcteurs",
      "BB crème",
      "BB crèmes",
      "CC crème",
      "CC crèmes",
      "crème teintée",
      "crèmes teintées",
      "fond de teint stick",
      "fonds de teint stick",
      "cushion",
      "cushions",
      "correcteur de teint",
      "correcteurs de teint"
    ],
    "collection": "Fonds de teint et anticernes",
    "titles": [
      "Fond de teint sérum",
      "Fond de teint mat",
      "Fond de teint satiné",
      "Fond de teint lumineux",
      "Fond de teint haute couvrance",
      "Fond de teint longue tenue",
      "Fond de teint léger",
      "Fond de teint modulable",
      "Fond de teint fini naturel"
    ]
  },
  "mascara": {
    "one": "mascara",
    "many": "mascaras",
    "nouns": [
      "base pour cils",
      "bases pour cils",
      "mascara tubing",
      "mascaras tubing",
      "gel sourcils",
      "gels sourcils",
      "sérum cils",
      "sérums cils"
    ],
    "collection": "Mascaras",
    "titles": [
      "Mascara allongeant",
      "Mascara volumisant",
      "Mascara tubing",
      "Mascara effet lifting",
      "Mascara recourbant",
      "Mascara waterproof",
      "Mascara séparateur",
      "Mascara clean",
      "Mascara du quotidien"
    ]
  },
  "eyeliner": {
    "one": "eye-liner",
    "many": "eye-liners",
    "nouns": [
      "liner",
      "liners",
      "khôl",
      "kajal",
      "crayon pour les yeux",
      "crayons pour les yeux",
      "crayon sourcils",
      "crayons sourcils",
      "pommade sourcils",
      "pommades sourcils",
      "eye-liner gel",
      "eye-liners gel"
    ],
    "collection": "Eye-liners et sourcils",
    "titles": [
      "Eye-liner feutre",
      "Eye-liner gel",
      "Crayon estompable",
      "Eye-liner waterproof",
      "Eye-liner précision",
      "Crayon khôl",
      "Crayon sourcils micro-pointe",
      "Crayon rétractable",
      "Eye-liner longue tenue"
    ]
  },
  "eyeshadow-palette": {
    "one": "palette de fards à paupières",
    "many": "palettes de fards à paupières",
    "nouns": [
      "fard à paupières",
      "fards à paupières",
      "ombre à paupières",
      "ombres à paupières",
      "palette",
      "palettes",
      "fard à paupières en stick",
      "fards à paupières en stick",
      "fard crème",
      "fards crème",
      "palette de maquillage",
      "palettes de maquillage"
    ],
    "collection": "Fards à paupières",
    "titles": [
      "Palette nude",
      "Mini palette",
      "Palette tons chauds",
      "Palette irisée",
      "Palette mate",
      "Quatuor de fards",
      "Palette du quotidien",
      "Palette smoky",
      "Palette de voyage"
    ]
  },
  "blush": {
    "one": "blush",
    "many": "blushs",
    "nouns": [
      "fard à joues",
      "fards à joues",
      "poudre bronzante",
      "poudres bronzantes",
      "enlumineur",
      "enlumineurs",
      "highlighter",
      "highlighters",
      "contouring",
      "blush crème",
      "blushs crème",
      "blush stick",
      "blushs stick"
    ],
    "collection": "Blushs et poudres bronzantes",
    "titles": [
      "Blush crème",
      "Blush poudre",
      "Blush liquide",
      "Blush stick",
      "Blush léger",
      "Blush fini lumineux",
      "Blush mat",
      "Blush modulable",
      "Blush effet hâlé"
    ]
  },
  "makeup-brush": {
    "one": "pinceau de maquillage",
    "many": "pinceaux de maquillage",
    "nouns": [
      "kit de pinceaux",
      "kits de pinceaux",
      "pinceau kabuki",
      "pinceaux kabuki",
      "pinceau fond de teint",
      "pinceaux fond de teint",
      "éponge de maquillage",
      "éponges de maquillage",
      "éponge à maquillage",
      "éponges à maquillage",
      "pinceau poudre",
      "pinceaux poudre"
    ],
    "collection": "Pinceaux et accessoires",
    "titles": [
      "Pinceau kabuki",
      "Pinceau polissoir",
      "Pinceau biseauté",
      "Pinceau poudre bouffant",
      "Pinceau de précision",
      "Pinceau vegan",
      "Kit de pinceaux de voyage",
      "Pinceau effilé",
      "Pinceau dense"
    ]
  },
  "shampoo": {
    "one": "shampooing",
    "many": "shampooings",
    "nouns": [
      "shampoing",
      "shampoings",
      "shampooing solide",
      "shampooings solides",
      "shampooing sec",
      "shampooings secs",
      "shampooing clarifiant",
      "shampooings clarifiants",
      "gommage du cuir chevelu",
      "gommages du cuir chevelu",
      "co-wash"
    ],
    "collection": "Shampooings",
    "titles": [
      "Shampooing hydratant",
      "Shampooing volumateur",
      "Shampooing clarifiant",
      "Shampooing cheveux bouclés",
      "Shampooing doux",
      "Shampooing réparateur",
      "Shampooing protecteur de couleur",
      "Shampooing soin du cuir chevelu",
      "Shampooing usage quotidien"
    ]
  },
  "conditioner": {
    "one": "après-shampooing",
    "many": "après-shampooings",
    "nouns": [
      "soin sans rinçage",
      "soins sans rinçage",
      "masque capillaire",
      "masques capillaires",
      "démêlant",
      "démêlants",
      "soin démêlant",
      "soins démêlants",
      "après-shampooing solide",
      "après-shampooings solides"
    ],
    "collection": "Après-shampooings",
    "titles": [
      "Après-shampooing hydratant",
      "Après-shampooing réparateur",
      "Après-shampooing boucles",
      "Après-shampooing léger",
      "Après-shampooing reconstructeur",
      "Après-shampooing lissant",
      "Masque capillaire hebdomadaire",
      "Soin sans rinçage",
      "Après-shampooing à la soie"
    ]
  },
  "hair-oil": {
    "one": "huile capillaire",
    "many": "huiles capillaires",
    "nouns": [
      "sérum capillaire",
      "sérums capillaires",
      "huile pour cuir chevelu",
      "huiles pour cuir chevelu",
      "sérum cuir chevelu",
      "sérums cuir chevelu",
      "huile d'argan",
      "huiles d'argan",
      "sérum pointes fourchues",
      "sérums pointes fourchues"
    ],
    "collection": "Huiles capillaires",
    "titles": [
      "Huile d'argan",
      "Huile capillaire légère",
      "Huile brillance",
      "Huile pour cuir chevelu",
      "Huile de nuit",
      "Huile de camélia",
      "Huile lissante",
      "Huile au romarin",
      "Huile avant-shampooing"
    ]
  },
  "styling-product": {
    "one": "produit coiffant",
    "many": "produits coiffants",
    "nouns": [
      "crème coiffante",
      "crèmes coiffantes",
      "crème pour boucles",
      "crèmes pour boucles",
      "gel coiffant",
      "gels coiffants",
      "laque",
      "laques",
      "spray texturisant",
      "sprays texturisants",
      "spray au sel de mer",
      "sprays au sel de mer",
      "pommade",
      "pommades",
      "cire coiffante",
      "cires coiffantes",
      "argile coiffante",
      "pâte coiffante",
      "pâtes coiffantes",
      "spray thermoprotecteur",
      "sprays thermoprotecteurs"
    ],
    "collection": "Coiffants",
    "titles": [
      "Pâte coiffante mate",
      "Crème définition boucles",
      "Laque tenue souple",
      "Gel fixation forte",
      "Spray texturisant",
      "Pommade brillance",
      "Pommade à base d'eau",
      "Crème coiffante légère",
      "Spray au sel de mer"
    ]
  },
  "hairbrush": {
    "one": "brosse à cheveux",
    "many": "brosses à cheveux",
    "nouns": [
      "brosse plate",
      "brosses plates",
      "brosse démêlante",
      "brosses démêlantes",
      "brosse en poils de sanglier",
      "brosses en poils de sanglier",
      "peigne",
      "peignes",
      "peigne à dents larges",
      "peignes à dents larges",
      "peigne à barbe",
      "peignes à barbe"
    ],
    "collection": "Brosses et peignes",
    "titles": [
      "Brosse en poils de sanglier",
      "Brosse plate",
      "Brosse démêlante",
      "Brosse en bois",
      "Brosse pneumatique",
      "Brosse de voyage",
      "Brosse ronde",
      "Peigne à dents larges",
      "Peigne de poche"
    ]
  },
  "perfume": {
    "one": "parfum",
    "many": "parfums",
    "nouns": [
      "eau de parfum",
      "eaux de parfum",
      "eau de toilette",
      "eaux de toilette",
      "extrait de parfum",
      "extraits de parfum",
      "fragrance",
      "fragrances",
      "eau de Cologne",
      "eaux de Cologne",
      "huile parfumée",
      "huiles parfumées",
      "parfum solide",
      "parfums solides",
      "brume parfumée",
      "brumes parfumées"
    ],
    "collection": "Parfums",
    "titles": [
      "Parfum ambré",
      "Parfum boisé",
      "Parfum floral",
      "Parfum hespéridé",
      "Parfum musqué",
      "Parfum au vétiver",
      "Parfum au oud",
      "Parfum aquatique",
      "Parfum cuiré",
      "Parfum vert"
    ]
  },
  "perfume-sampler": {
    "one": "coffret découverte",
    "many": "coffrets découverte",
    "nouns": [
      "échantillon de parfum",
      "échantillons de parfum",
      "coffret d'échantillons",
      "coffrets d'échantillons",
      "vaporisateur de voyage",
      "vaporisateurs de voyage",
      "atomiseur",
      "atomiseurs"
    ],
    "collection": "Coffrets découverte",
    "titles": [
      "Coffret découverte",
      "Coffret de voyage",
      "Coffret de miniatures",
      "Coffret signature",
      "Coffret de saison",
      "Coffret découverte boisé",
      "Coffret découverte floral",
      "Vaporisateur de voyage rechargeable"
    ]
  },
  "nail-polish": {
    "one": "vernis à ongles",
    "many": "vernis à ongles",
    "nouns": [
      "vernis",
      "vernis semi-permanent",
      "vernis gel",
      "top coat",
      "top coats",
      "base coat",
      "base coats"
    ],
    "collection": "Vernis à ongles",
    "titles": [
      "Vernis brillant",
      "Vernis effet gel",
      "Vernis translucide",
      "Vernis crème",
      "Vernis nacré",
      "Vernis séchage rapide",
      "Vernis respirant",
      "Vernis effet miroir",
      "Vernis effet gelée"
    ]
  },
  "press-on-nail": {
    "one": "faux ongle",
    "many": "faux ongles",
    "nouns": [
      "ongles à coller",
      "press-on",
      "capsule",
      "capsules",
      "sticker pour ongles",
      "stickers pour ongles"
    ],
    "collection": "Faux ongles",
    "titles": [
      "Faux ongles amande",
      "Faux ongles French",
      "Faux ongles chromés",
      "Faux ongles glazed",
      "Faux ongles mats",
      "Faux ongles peints à la main",
      "Faux ongles minimalistes",
      "Faux ongles pailletés",
      "Faux ongles réutilisables"
    ]
  },
  "nail-care": {
    "one": "soin des ongles",
    "many": "soins des ongles",
    "nouns": [
      "huile pour cuticules",
      "huiles pour cuticules",
      "baume cuticules",
      "baumes cuticules",
      "lime à ongles",
      "limes à ongles",
      "polissoir",
      "polissoirs",
      "coupe-ongles",
      "kit manucure",
      "kits manucure",
      "durcisseur",
      "durcisseurs",
      "repousse-cuticules"
    ],
    "collection": "Soins des ongles",
    "titles": [
      "Lime à ongles en verre",
      "Huile nourrissante pour cuticules",
      "Durcisseur pour ongles",
      "Kit manucure de voyage",
      "Huile pour cuticules au jojoba",
      "Lime en cristal",
      "Soin SOS ongles",
      "Soin des ongles quotidien",
      "Kit manucure professionnel"
    ]
  },
  "beard-oil": {
    "one": "huile à barbe",
    "many": "huiles à barbe",
    "nouns": [
      "baume à barbe",
      "baumes à barbe",
      "shampooing à barbe",
      "shampooings à barbe",
      "soin barbe",
      "soins barbe",
      "cire à moustache",
      "cires à moustache",
      "beurre à barbe",
      "beurres à barbe"
    ],
    "collection": "Soins de la barbe",
    "titles": [
      "Huile à barbe au cèdre",
      "Huile à barbe au santal",
      "Huile à barbe Bay Rum",
      "Huile à barbe sans parfum",
      "Baume à barbe nourrissant",
      "Huile à barbe adoucissante",
      "Huile à barbe à l'argan",
      "Huile à barbe quotidienne",
      "Huile à barbe senteur forêt"
    ]
  },
  "razor": {
    "one": "rasoir",
    "many": "rasoirs",
    "nouns": [
      "rasoir de sûreté",
      "rasoirs de sûreté",
      "coupe-chou",
      "coupe-choux",
      "rasoir à double tranchant",
      "rasoirs à double tranchant",
      "lame de rasoir",
      "lames de rasoir",
      "rasoir à cartouche",
      "rasoirs à cartouche",
      "blaireau",
      "blaireaux"
    ],
    "collection": "Rasoirs",
    "titles": [
      "Rasoir de sûreté",
      "Rasoir lourd",
      "Rasoir papillon",
      "Rasoir trois pièces",
      "Rasoir en laiton",
      "Rasoir de voyage",
      "Rasoir à tête inclinée",
      "Rasoir classique",
      "Rasoir réglable"
    ]
  },
  "shaving-cream": {
    "one": "crème à raser",
    "many": "crèmes à raser",
    "nouns": [
      "savon à barbe",
      "savons à barbe",
      "gel à raser",
      "gels à raser",
      "après-rasage",
      "baume après-rasage",
      "baumes après-rasage",
      "huile avant-rasage",
      "huiles avant-rasage"
    ],
    "collection": "Rasage",
    "titles": [
      "Crème à raser moussante",
      "Crème à raser peaux sensibles",
      "Gel à raser rafraîchissant",
      "Savon à barbe classique",
      "Crème à raser à l'eucalyptus",
      "Savon à barbe au cèdre",
      "Crème à raser barbier",
      "Baume après-rasage apaisant",
      "Crème à raser riche"
    ]
  },
  "deodorant": {
    "one": "déodorant",
    "many": "déodorants",
    "nouns": [
      "déo",
      "déos",
      "déodorant naturel",
      "déodorants naturels",
      "déodorant stick",
      "déodorants stick",
      "déodorant crème",
      "déodorants crème",
      "anti-transpirant",
      "anti-transpirants"
    ],
    "collection": "Déodorants",
    "titles": [
      "Déodorant sans sels d'aluminium",
      "Déodorant sans bicarbonate",
      "Déodorant rechargeable",
      "Déodorant peaux sensibles",
      "Déodorant crème",
      "Déodorant du quotidien",
      "Déodorant au charbon",
      "Déodorant fraîcheur",
      "Déodorant format voyage"
    ]
  },
  "toiletry-bag": {
    "one": "trousse de toilette",
    "many": "trousses de toilette",
    "nouns": [
      "trousse à maquillage",
      "trousses à maquillage",
      "trousse de maquillage",
      "trousses de maquillage",
      "vanity",
      "vanitys",
      "pochette de voyage",
      "pochettes de voyage",
      "trousse",
      "trousses"
    ],
    "collection": "Trousses de toilette",
    "titles": [
      "Trousse de toilette en toile cirée",
      "Trousse de toilette en cuir",
      "Trousse de toilette à suspendre",
      "Trousse zippée",
      "Trousse de voyage",
      "Trousse de toilette déperlante",
      "Vanity structuré",
      "Trousse à fermeture roulée",
      "Trousse matelassée"
    ]
  },
  "soap-bar": {
    "one": "savon",
    "many": "savons",
    "nouns": [
      "pain de savon",
      "pains de savon",
      "savon solide",
      "savons solides",
      "savon saponifié à froid",
      "savons saponifiés à froid",
      "savon artisanal",
      "savons artisanaux",
      "savon au lait de chèvre",
      "savons au lait de chèvre"
    ],
    "collection": "Savons",
    "titles": [
      "Savon à l'avoine",
      "Savon au charbon",
      "Savon au lait de chèvre",
      "Savon de Castille",
      "Savon à la lavande",
      "Savon exfoliant",
      "Savon à l'huile d'olive",
      "Savon à l'argile",
      "Savon sans parfum"
    ]
  },
  "body-wash": {
    "one": "gel douche",
    "many": "gels douche",
    "nouns": [
      "savon liquide",
      "savons liquides",
      "savon pour les mains",
      "savons pour les mains",
      "crème de douche",
      "crèmes de douche",
      "huile de douche",
      "huiles de douche"
    ],
    "collection": "Gels douche et savons liquides",
    "titles": [
      "Gel douche moussant",
      "Crème de douche",
      "Gel douche aux agrumes",
      "Gel douche exfoliant",
      "Gel douche aux extraits botaniques",
      "Gel douche peaux sensibles",
      "Huile de douche",
      "Gel douche aux herbes",
      "Gel douche du quotidien"
    ]
  },
  "bath-bomb": {
    "one": "bombe de bain",
    "many": "bombes de bain",
    "nouns": [
      "boule de bain",
      "boules de bain",
      "pastille de douche",
      "pastilles de douche",
      "truffe de bain",
      "truffes de bain"
    ],
    "collection": "Bombes de bain",
    "titles": [
      "Bombe de bain effervescente",
      "Bombe de bain botanique",
      "Bombe de bain hydratante",
      "Bombe de bain à l'eucalyptus",
      "Bombe de bain aux pétales",
      "Bombe de bain moussante",
      "Bombe de bain douce",
      "Bombe de bain géante",
      "Bombe de bain au lait"
    ]
  },
  "bath-salt": {
    "one": "sel de bain",
    "many": "sels de bain",
    "nouns": [
      "sel d'Epsom",
      "sels d'Epsom",
      "bain moussant",
      "bains moussants",
      "lait de bain",
      "laits de bain",
      "infusion de bain",
      "infusions de bain",
      "bain de pieds",
      "bains de pieds"
    ],
    "collection": "Sels et soins du bain",
    "titles": [
      "Sel de bain au magnésium",
      "Sel de la mer Morte",
      "Sel de bain aux plantes",
      "Sel de bain à la rose",
      "Sel de bain détox",
      "Sel de bain récupération musculaire",
      "Lait de bain à l'avoine",
      "Sel rose de l'Himalaya",
      "Sel de bain apaisant"
    ]
  },
  "body-scrub": {
    "one": "gommage corps",
    "many": "gommages corps",
    "nouns": [
      "gommage",
      "gommages",
      "gommage au sucre",
      "gommages au sucre",
      "gommage au sel",
      "gommages au sel",
      "gommage au café",
      "gommages au café"
    ],
    "collection": "Gommages corps",
    "titles": [
      "Gommage au sucre",
      "Gommage au sel",
      "Gommage au café",
      "Gommage à la noix de coco",
      "Gommage au sucre roux",
      "Gommage fouetté",
      "Gommage lissant",
      "Gommage doux",
      "Gommage aux agrumes"
    ]
  },
  "body-lotion": {
    "one": "lait pour le corps",
    "many": "laits pour le corps",
    "nouns": [
      "lotion pour le corps",
      "lotions pour le corps",
      "lait corps",
      "laits corps",
      "beurre corporel",
      "beurres corporels",
      "crème corps",
      "crèmes corps",
      "crème pour les mains",
      "crèmes pour les mains",
      "crème mains",
      "crèmes mains",
      "crème pour les pieds",
      "crèmes pour les pieds",
      "baume mains",
      "baumes mains"
    ],
    "collection": "Laits et crèmes corps",
    "titles": [
      "Crème corps fouettée",
      "Crème corps riche",
      "Lait corps léger",
      "Lait corps au karité",
      "Lait corps à l'avoine",
      "Lait corps botanique",
      "Lait corps sans parfum",
      "Crème corps réparatrice",
      "Lait corps soyeux"
    ]
  },
  "body-oil": {
    "one": "huile pour le corps",
    "many": "huiles pour le corps",
    "nouns": [
      "huile corps",
      "huiles corps",
      "huile de massage",
      "huiles de massage",
      "huile de bain",
      "huiles de bain",
      "huile sèche",
      "huiles sèches",
      "huile végétale",
      "huiles végétales",
      "huile de jojoba"
    ],
    "collection": "Huiles corps et massage",
    "titles": [
      "Huile sèche",
      "Huile de massage",
      "Huile corps éclat",
      "Huile relaxante",
      "Huile corps sans parfum",
      "Huile corps botanique",
      "Huile pailletée",
      "Huile corps spéciale sommeil",
      "Huile de massage chauffante"
    ]
  },
  "body-brush": {
    "one": "brosse pour le corps",
    "many": "brosses pour le corps",
    "nouns": [
      "brosse à sec",
      "brosses à sec",
      "luffa",
      "luffas",
      "éponge de bain",
      "éponges de bain",
      "éponge konjac",
      "éponges konjac",
      "gant exfoliant",
      "gants exfoliants",
      "gant de crin",
      "gants de crin",
      "brosse pour le dos",
      "brosses pour le dos"
    ],
    "collection": "Accessoires de bain",
    "titles": [
      "Brosse en sisal",
      "Brosse en fibres de cactus",
      "Éponge konjac",
      "Brosse en hêtre",
      "Brosse à long manche",
      "Brosse à main",
      "Brosse douce",
      "Brosse en fibres naturelles",
      "Brosse en bambou"
    ]
  },
  "candle": {
    "one": "bougie",
    "many": "bougies",
    "nouns": [
      "bougie parfumée",
      "bougies parfumées",
      "bougie de soja",
      "bougies de soja",
      "bougie pilier",
      "bougies piliers",
      "chandelle",
      "chandelles",
      "bougie votive",
      "bougies votives",
      "bougie chauffe-plat",
      "bougies chauffe-plat",
      "bougie en pot",
      "bougies en pot",
      "bougie en cire d'abeille",
      "bougies en cire d'abeille"
    ],
    "collection": "Bougies",
    "titles": [
      "Bougie à la cire de soja",
      "Bougie à mèche en bois",
      "Bougie trois mèches",
      "Bougie de voyage",
      "Bougie en céramique",
      "Bougie en verre ambré",
      "Bougie en cire d'abeille",
      "Bougie à la cire de coco",
      "Bougie édition atelier",
      "Bougie signature"
    ]
  },
  "wax-melt": {
    "one": "fondant parfumé",
    "many": "fondants parfumés",
    "nouns": [
      "fondant",
      "fondants",
      "cire parfumée",
      "cires parfumées",
      "tartelette de cire",
      "tartelettes de cire",
      "cube de cire",
      "cubes de cire",
      "tablette de cire",
      "tablettes de cire"
    ],
    "collection": "Fondants parfumés",
    "titles": [
      "Fondant au soja",
      "Fondants en barquette",
      "Tablette de fondants sécables",
      "Fondant de saison",
      "Fondant intense",
      "Fondant botanique",
      "Mini fondants",
      "Fondant signature"
    ]
  },
  "wax-warmer": {
    "one": "brûle-parfum",
    "many": "brûle-parfums",
    "nouns": [
      "chauffe-fondant",
      "chauffe-fondants",
      "brûleur à huile",
      "brûleurs à huile",
      "diffuseur de fondants",
      "diffuseurs de fondants"
    ],
    "collection": "Brûle-parfums",
    "titles": [
      "Brûle-parfum en céramique",
      "Brûle-parfum électrique",
      "Brûle-parfum à bougie chauffe-plat",
      "Brûle-parfum en grès",
      "Brûle-parfum à intensité réglable",
      "Mini brûle-parfum",
      "Brûle-parfum en verre",
      "Brûle-parfum artisanal"
    ]
  },
  "candle-care": {
    "one": "accessoire pour bougie",
    "many": "accessoires pour bougies",
    "nouns": [
      "coupe-mèche",
      "coupe-mèches",
      "éteignoir",
      "éteignoirs",
      "redresse-mèche",
      "redresse-mèches",
      "kit d'entretien pour bougies",
      "kits d'entretien pour bougies",
      "allume-bougie",
      "allume-bougies"
    ],
    "collection": "Entretien des bougies",
    "titles": [
      "Coupe-mèche en laiton",
      "Éteignoir à long manche",
      "Coupe-mèche minimaliste",
      "Éteignoir classique",
      "Redresse-mèche incurvé",
      "Trio d'accessoires pour bougies",
      "Éteignoir cloche",
      "Coupe-mèche fini main"
    ]
  },
  "reed-diffuser": {
    "one": "diffuseur à bâtonnets",
    "many": "diffuseurs à bâtonnets",
    "nouns": [
      "diffuseur de parfum",
      "diffuseurs de parfum",
      "recharge de diffuseur",
      "recharges de diffuseur",
      "bâtonnets de rechange",
      "diffuseur de parfum d'intérieur",
      "diffuseurs de parfum d'intérieur"
    ],
    "collection": "Diffuseurs à bâtonnets",
    "titles": [
      "Diffuseur en verre ambré",
      "Diffuseur en céramique",
      "Diffuseur rechargeable",
      "Diffuseur à bâtonnets en fibre",
      "Diffuseur signature",
      "Diffuseur édition atelier",
      "Grand diffuseur",
      "Diffuseur botanique"
    ]
  },
  "oil-diffuser": {
    "one": "diffuseur d'huiles essentielles",
    "many": "diffuseurs d'huiles essentielles",
    "nouns": [
      "diffuseur d'arômes",
      "diffuseurs d'arômes",
      "diffuseur ultrasonique",
      "diffuseurs ultrasoniques",
      "diffuseur par nébulisation",
      "diffuseurs par nébulisation",
      "diffuseur d'aromathérapie",
      "diffuseurs d'aromathérapie"
    ],
    "collection": "Diffuseurs d'huiles essentielles",
    "titles": [
      "Diffuseur ultrasonique",
      "Diffuseur par nébulisation",
      "Diffuseur en céramique",
      "Diffuseur en pierre",
      "Diffuseur effet bois",
      "Diffuseur en verre",
      "Diffuseur silencieux",
      "Diffuseur de voyage",
      "Diffuseur avec minuterie"
    ]
  },
  "room-spray": {
    "one": "spray d'ambiance",
    "many": "sprays d'ambiance",
    "nouns": [
      "brume d'intérieur",
      "brumes d'intérieur",
      "parfum d'intérieur",
      "parfums d'intérieur",
      "brume d'oreiller",
      "brumes d'oreiller",
      "spray pour le linge",
      "sprays pour le linge",
      "eau de linge",
      "eaux de linge"
    ],
    "collection": "Brumes d'ambiance et de linge",
    "titles": [
      "Eau de linge",
      "Brume d'oreiller",
      "Spray d'ambiance",
      "Spray d'ambiance signature",
      "Brume sommeil",
      "Brume botanique",
      "Spray d'ambiance rechargeable",
      "Brume d'ambiance format voyage"
    ]
  },
  "essential-oil": {
    "one": "huile essentielle",
    "many": "huiles essentielles",
    "nouns": [
      "synergie",
      "synergies",
      "synergie d'huiles essentielles",
      "synergies d'huiles essentielles",
      "huile d'aromathérapie",
      "huiles d'aromathérapie",
      "huile essentielle de lavande",
      "huile essentielle d'eucalyptus",
      "huile essentielle de menthe poivrée",
      "huile essentielle d'arbre à thé",
      "tea tree"
    ],
    "collection": "Huiles essentielles",
    "titles": [
      "Huile essentielle de lavande",
      "Huile essentielle d'eucalyptus",
      "Huile essentielle de menthe poivrée",
      "Huile essentielle d'encens",
      "Huile essentielle de bergamote",
      "Synergie sommeil",
      "Synergie concentration",
      "Synergie zen",
      "Synergie agrumes"
    ]
  },
  "roller-blend": {
    "one": "roll-on aux huiles essentielles",
    "many": "roll-on aux huiles essentielles",
    "nouns": [
      "roll-on",
      "roll-ons",
      "roll-on d'aromathérapie",
      "roll-ons d'aromathérapie",
      "flacon roll-on",
      "flacons roll-on",
      "synergie en roll-on",
      "synergies en roll-on"
    ],
    "collection": "Roll-on aromatiques",
    "titles": [
      "Roll-on sommeil",
      "Roll-on apaisant",
      "Roll-on concentration",
      "Roll-on bonne humeur",
      "Roll-on voyage",
      "Roll-on clarté",
      "Roll-on détente",
      "Roll-on respiration",
      "Roll-on équilibre"
    ]
  },
  "incense": {
    "one": "encens",
    "many": "encens",
    "nouns": [
      "bâton d'encens",
      "bâtons d'encens",
      "cône d'encens",
      "cônes d'encens",
      "porte-encens",
      "palo santo",
      "résine d'encens",
      "résines d'encens"
    ],
    "collection": "Encens",
    "titles": [
      "Encens hinoki",
      "Encens au santal",
      "Encens faible fumée",
      "Encens de temple",
      "Encens forêt",
      "Encens en résine",
      "Encens roulé à la main",
      "Encens au cèdre",
      "Encens japonais"
    ]
  },
  "loose-leaf-tea": {
    "one": "thé en vrac",
    "many": "thés en vrac",
    "nouns": [
      "thé",
      "thés",
      "mélange de thé",
      "mélanges de thé",
      "thé vert",
      "thés verts",
      "thé noir",
      "thés noirs",
      "infusion",
      "infusions",
      "tisane",
      "tisanes",
      "Earl Grey",
      "sencha",
      "oolong",
      "rooibos",
      "chaï"
    ],
    "collection": "Thés en vrac",
    "titles": [
      "Thé du matin",
      "Thé de domaine",
      "Thé au jasmin",
      "Thé des hauts plateaux",
      "Thé fumé",
      "Thé aux pointes dorées",
      "Mélange petit-déjeuner",
      "Thé du soir",
      "Thé première récolte",
      "Thé de montagne"
    ]
  },
  "teapot": {
    "one": "théière",
    "many": "théières",
    "nouns": [
      "kyusu",
      "bouilloire",
      "bouilloires"
    ],
    "collection": "Théières",
    "titles": [
      "Théière en grès",
      "Théière en verre",
      "Théière en fonte",
      "Théière en porcelaine",
      "Théière à poignée latérale",
      "Théière du quotidien",
      "Théière haute",
      "Théière ronde"
    ]
  },
  "matcha": {
    "one": "matcha",
    "many": "matchas",
    "nouns": [
      "poudre de matcha",
      "matcha de cérémonie",
      "matcha culinaire",
      "hojicha en poudre"
    ],
    "collection": "Matcha",
    "titles": [
      "Matcha de cérémonie",
      "Matcha d'Uji",
      "Matcha première récolte",
      "Matcha du quotidien",
      "Matcha moulu à la meule de pierre",
      "Matcha cultivé à l'ombre",
      "Matcha de Kyoto",
      "Matcha pour latte"
    ]
  },
  "tea-bag": {
    "one": "sachet de thé",
    "many": "sachets de thé",
    "nouns": [
      "thé en sachet",
      "thés en sachets",
      "sachet pyramide",
      "sachets pyramides",
      "sachet d'infusion",
      "sachets d'infusion"
    ],
    "collection": "Thés en sachets",
    "titles": [
      "Thé petit-déjeuner en sachets",
      "Infusion menthe poivrée",
      "Infusion camomille",
      "Infusion gingembre citron",
      "Thé à la bergamote",
      "Thé du quotidien en sachets",
      "Infusion sans théine",
      "Infusion nuit paisible"
    ]
  },
  "tea-sampler": {
    "one": "coffret dégustation de thés",
    "many": "coffrets dégustation de thés",
    "nouns": [
      "coffret de thés",
      "coffrets de thés",
      "coffret découverte thé",
      "coffrets découverte thé",
      "assortiment de thés",
      "assortiments de thés"
    ],
    "collection": "Coffrets de thés",
    "titles": [
      "Coffret découverte thés",
      "Coffret thés verts",
      "Coffret thés de montagne",
      "Coffret infusions",
      "Coffret tour du monde des thés",
      "Coffret thés de saison",
      "Coffret initiation au thé",
      "Coffret thés de domaine"
    ]
  },
  "coffee-bean": {
    "one": "café",
    "many": "cafés",
    "nouns": [
      "café en grains",
      "cafés en grains",
      "café moulu",
      "cafés moulus",
      "mélange de café",
      "mélanges de café",
      "café pure origine",
      "cafés pure origine",
      "mélange espresso",
      "mélanges espresso",
      "grains d'espresso",
      "café décaféiné",
      "cafés décaféinés",
      "déca",
      "décas"
    ],
    "collection": "Cafés",
    "titles": [
      "Café Éthiopie Guji",
      "Café Colombie Huila",
      "Café de la maison",
      "Café du matin",
      "Café Guatemala",
      "Café Kenya",
      "Café Sumatra",
      "Café Noctambule",
      "Café pure origine",
      "Café de saison"
    ]
  },
  "cold-brew": {
    "one": "cold brew",
    "many": "cold brews",
    "nouns": [
      "café infusé à froid",
      "cafés infusés à froid",
      "concentré de cold brew",
      "concentrés de cold brew",
      "café glacé",
      "cafés glacés",
      "sachet de cold brew",
      "sachets de cold brew"
    ],
    "collection": "Cold brew",
    "titles": [
      "Cold brew classique",
      "Cold brew nitro",
      "Cold brew au lait d'avoine",
      "Cold brew vanille",
      "Cold brew noir",
      "Cold brew d'été",
      "Cold brew maison",
      "Cold brew tout en douceur"
    ]
  },
  "coffee-subscription": {
    "one": "abonnement café",
    "many": "abonnements café",
    "nouns": [
      "abonnement au café",
      "abonnements au café",
      "club café",
      "clubs café",
      "café du mois"
    ],
    "collection": "Abonnements",
    "titles": [
      "Abonnement sélection du torréfacteur",
      "Abonnement pure origine",
      "Abonnement espresso",
      "Abonnement exploration",
      "Abonnement mélange maison",
      "Abonnement demi-déca",
      "Abonnement de saison",
      "Abonnement deux sachets"
    ]
  },
  "coffee-brewer": {
    "one": "dripper",
    "many": "drippers",
    "nouns": [
      "cafetière",
      "cafetières",
      "cafetière à piston",
      "cafetières à piston",
      "cafetière italienne",
      "cafetières italiennes",
      "porte-filtre",
      "porte-filtres",
      "cône filtre",
      "cônes filtres",
      "carafe cold brew",
      "carafes cold brew",
      "méthode douce",
      "méthodes douces"
    ],
    "collection": "Cafetières et méthodes douces",
    "titles": [
      "Dripper en céramique",
      "Dripper en verre",
      "Dripper conique",
      "Dripper à fond plat",
      "Cafetière à piston classique",
      "Dripper de voyage",
      "Dripper barista",
      "Dripper du quotidien"
    ]
  },
  "coffee-grinder": {
    "one": "moulin à café",
    "many": "moulins à café",
    "nouns": [
      "moulin manuel",
      "moulins manuels",
      "moulin à meules",
      "moulins à meules",
      "broyeur à café",
      "broyeurs à café"
    ],
    "collection": "Moulins à café",
    "titles": [
      "Moulin à café manuel",
      "Moulin à meules coniques",
      "Moulin à café de voyage",
      "Moulin de précision",
      "Moulin du quotidien",
      "Moulin barista",
      "Moulin compact",
      "Moulin à réglage cranté"
    ]
  },
  "bread": {
    "one": "pain",
    "many": "pains",
    "nouns": [
      "miche",
      "miches",
      "pain au levain",
      "pains au levain",
      "levain",
      "baguette",
      "baguettes",
      "boule",
      "boules",
      "pain de seigle",
      "pains de seigle",
      "focaccia",
      "focaccias",
      "pain de campagne",
      "pains de campagne",
      "brioche",
      "brioches"
    ],
    "collection": "Pains",
    "titles": [
      "Pain de campagne",
      "Pain aux graines",
      "Pain complet",
      "Pain aux olives",
      "Pain au romarin",
      "Pain d'épeautre",
      "Miche au levain",
      "Pain du quotidien",
      "Pain aux noix",
      "Pain de seigle"
    ]
  },
  "pastry": {
    "one": "viennoiserie",
    "many": "viennoiseries",
    "nouns": [
      "croissant",
      "croissants",
      "pain au chocolat",
      "pains au chocolat",
      "chocolatine",
      "chocolatines",
      "danoise",
      "danoises",
      "scone",
      "scones",
      "roulé à la cannelle",
      "roulés à la cannelle",
      "kouign-amann",
      "kouign-amanns",
      "beignet",
      "beignets",
      "donut",
      "donuts"
    ],
    "collection": "Viennoiseries",
    "titles": [
      "Croissant pur beurre",
      "Croissant frangipane",
      "Feuilleté salé",
      "Roulé à la cardamome",
      "Danoise aux fruits de saison",
      "Croissant aux amandes",
      "Croissant à la pistache",
      "Danoise à la framboise",
      "Croissants à cuire chez soi"
    ]
  },
  "cake": {
    "one": "gâteau",
    "many": "gâteaux",
    "nouns": [
      "gâteau à étages",
      "gâteaux à étages",
      "gâteau d'anniversaire",
      "gâteaux d'anniversaire",
      "gâteau de fête",
      "gâteaux de fête",
      "cheesecake",
      "cheesecakes",
      "kouglof",
      "kouglofs",
      "cake",
      "cakes",
      "pièce montée",
      "pièces montées",
      "gâteau de mariage",
      "gâteaux de mariage",
      "carrot cake",
      "carrot cakes",
      "génoise",
      "génoises"
    ],
    "collection": "Gâteaux",
    "titles": [
      "Cake au citron glacé",
      "Gâteau au chocolat Devil's Food",
      "Gâteau Victoria",
      "Gâteau aux fraises",
      "Gâteau à la pistache",
      "Gâteau à la noix de coco",
      "Gâteau au beurre noisette",
      "Gâteau de fête",
      "Cheesecake basque",
      "Gâteau red velvet"
    ]
  },
  "pie": {
    "one": "tarte",
    "many": "tartes",
    "nouns": [
      "tourte",
      "tourtes",
      "galette",
      "galettes",
      "tarte aux fruits",
      "tartes aux fruits",
      "chausson aux fruits",
      "chaussons aux fruits",
      "quiche",
      "quiches",
      "part de tarte",
      "parts de tarte",
      "tartelette",
      "tartelettes",
      "tarte au citron",
      "tartes au citron"
    ],
    "collection": "Tartes et tourtes",
    "titles": [
      "Tarte aux pommes",
      "Tarte aux cerises",
      "Tarte au babeurre",
      "Tarte au citron meringuée",
      "Tarte au citron vert",
      "Tarte aux pêches",
      "Tarte à la citrouille",
      "Tarte aux myrtilles",
      "Tarte à la patate douce",
      "Chess pie à l'américaine"
    ]
  },
  "cookie": {
    "one": "cookie",
    "many": "cookies",
    "nouns": [
      "biscuit",
      "biscuits",
      "sablé",
      "sablés",
      "brownie",
      "brownies",
      "blondie",
      "blondies",
      "biscotti",
      "macaron",
      "macarons",
      "boîte de biscuits",
      "boîtes de biscuits"
    ],
    "collection": "Cookies et biscuits",
    "titles": [
      "Cookie au beurre noisette",
      "Cookie black and white",
      "Cookie avoine et raisins secs",
      "Cookie gingembre et mélasse",
      "Cookie à la fleur de sel",
      "Cookie trois chocolats",
      "Cookie cacahuète salée",
      "Sablé au citron",
      "Cookie au sésame"
    ]
  },
  "cupcake": {
    "one": "cupcake",
    "many": "cupcakes",
    "nouns": [
      "muffin",
      "muffins",
      "mini-cupcake",
      "mini-cupcakes"
    ],
    "collection": "Cupcakes et muffins",
    "titles": [
      "Cupcake à la gousse de vanille",
      "Cupcake au chocolat Devil's Food",
      "Muffin aux myrtilles",
      "Cupcake au citron",
      "Muffin à la banane",
      "Cupcake red velvet",
      "Cupcake aux vermicelles colorés",
      "Cupcake dulce de leche",
      "Muffin Morning Glory"
    ]
  },
  "chocolate-bar": {
    "one": "tablette de chocolat",
    "many": "tablettes de chocolat",
    "nouns": [
      "chocolat",
      "chocolats",
      "chocolat noir",
      "chocolat au lait",
      "chocolat blanc",
      "chocolat bean-to-bar",
      "chocolat artisanal",
      "écorce de chocolat",
      "écorces de chocolat"
    ],
    "collection": "Tablettes de chocolat",
    "titles": [
      "Chocolat noir 70 %",
      "Chocolat à la fleur de sel",
      "Chocolat au lait d'avoine",
      "Chocolat pure origine",
      "Chocolat aux noisettes",
      "Chocolat aux éclats de fèves de cacao",
      "Chocolat au café",
      "Chocolat à l'orange",
      "Chocolat caramélisé",
      "Chocolat de Madagascar"
    ]
  },
  "truffle-box": {
    "one": "truffe au chocolat",
    "many": "truffes au chocolat",
    "nouns": [
      "truffe",
      "truffes",
      "bonbon de chocolat",
      "bonbons de chocolat",
      "praliné",
      "pralinés",
      "boîte de chocolats",
      "boîtes de chocolats",
      "ballotin",
      "ballotins",
      "assortiment de chocolats",
      "assortiments de chocolats"
    ],
    "collection": "Truffes et bonbons de chocolat",
    "titles": [
      "Coffret signature",
      "Truffes au champagne",
      "Truffes à la fleur de sel",
      "Praliné noisette",
      "Truffes classiques",
      "Coffret de saison",
      "Truffes au café",
      "Bonbons à la framboise",
      "Coffret dégustation"
    ]
  },
  "hot-chocolate": {
    "one": "chocolat chaud",
    "many": "chocolats chauds",
    "nouns": [
      "chocolat à boire",
      "chocolats à boire",
      "cacao",
      "cacaos",
      "cacao en poudre",
      "préparation pour chocolat chaud",
      "préparations pour chocolat chaud"
    ],
    "collection": "Chocolats chauds",
    "titles": [
      "Chocolat chaud classique",
      "Chocolat chaud épicé",
      "Chocolat chaud à la mexicaine",
      "Chocolat chaud à la fleur de sel",
      "Chocolat chaud à la menthe",
      "Chocolat chaud noir",
      "Chocolat chaud aux guimauves",
      "Chocolat chaud coin du feu"
    ]
  },
  "olive-oil": {
    "one": "huile d'olive",
    "many": "huiles d'olive",
    "nouns": [
      "huile d'olive vierge extra",
      "huiles d'olive vierge extra",
      "huile de finition",
      "huiles de finition",
      "bidon d'huile d'olive",
      "bidons d'huile d'olive",
      "huile à la truffe",
      "huiles à la truffe",
      "huile d'olive aromatisée",
      "huiles d'olive aromatisées"
    ],
    "collection": "Huiles d'olive",
    "titles": [
      "Huile d'olive récolte précoce",
      "Huile d'olive de domaine",
      "Huile d'olive Koroneiki",
      "Huile d'olive Arbequina",
      "Huile d'olive Picual",
      "Huile d'olive fruité intense",
      "Huile d'olive douce",
      "Huile d'olive première pression",
      "Huile d'olive du quotidien",
      "Huile d'olive d'une seule oliveraie"
    ]
  },
  "vinegar": {
    "one": "vinaigre",
    "many": "vinaigres",
    "nouns": [
      "vinaigre balsamique",
      "vinaigres balsamiques",
      "balsamique",
      "balsamiques",
      "vinaigre de vin",
      "vinaigres de vin",
      "vinaigre de Xérès",
      "vinaigres de Xérès",
      "vinaigre de cidre",
      "vinaigres de cidre",
      "crème de balsamique",
      "crèmes de balsamique"
    ],
    "collection": "Vinaigres",
    "titles": [
      "Vinaigre balsamique vieilli",
      "Balsamique blanc",
      "Balsamique à la figue",
      "Vinaigre vieilli en fût",
      "Balsamique traditionnel",
      "Vinaigre de cabernet",
      "Vinaigre de Xérès",
      "Vinaigre de cidre non pasteurisé",
      "Vinaigre balsamique doré"
    ]
  },
  "olive": {
    "one": "olive",
    "many": "olives",
    "nouns": [
      "olive de table",
      "olives de table",
      "olive marinée",
      "olives marinées",
      "olive de Kalamata",
      "olives de Kalamata",
      "olive Castelvetrano",
      "olives Castelvetrano",
      "tapenade",
      "tapenades"
    ],
    "collection": "Olives",
    "titles": [
      "Olives de Kalamata",
      "Olives Castelvetrano",
      "Olives marinées aux herbes",
      "Olives citron et ail",
      "Olives séchées",
      "Olives farcies",
      "Olives sauvages",
      "Olives de domaine"
    ]
  },
  "wine": {
    "one": "vin",
    "many": "vins",
    "nouns": [
      "vin rouge",
      "vins rouges",
      "vin blanc",
      "vins blancs",
      "rosé",
      "rosés",
      "vin effervescent",
      "vins effervescents",
      "vin nature",
      "vins nature",
      "vin orange",
      "vins orange",
      "bouteille de vin",
      "bouteilles de vin",
      "pinot noir",
      "cabernet sauvignon",
      "chardonnay",
      "sauvignon blanc",
      "riesling",
      "prosecco",
      "cava",
      "hydromel",
      "caisse de vin",
      "caisses de vin"
    ],
    "collection": "Vins",
    "titles": [
      "Vin de domaine",
      "Grande réserve",
      "Vin de vieilles vignes",
      "Vin d'une seule parcelle",
      "Vin de complantation",
      "Vin de coteaux",
      "Vendanges tardives",
      "Vin de la maison",
      "Vin millésimé",
      "Cuvée prestige"
    ]
  },
  "beer": {
    "one": "bière",
    "many": "bières",
    "nouns": [
      "bière artisanale",
      "bières artisanales",
      "IPA",
      "pale ale",
      "pale ales",
      "ale",
      "ales",
      "lager",
      "lagers",
      "pils",
      "stout",
      "stouts",
      "porter",
      "porters",
      "bière acide",
      "bières acides",
      "bière blanche",
      "bières blanches",
      "canette de bière",
      "canettes de bière",
      "pack de six",
      "packs de six",
      "pack assorti",
      "packs assortis"
    ],
    "collection": "Bières",
    "titles": [
      "Hazy IPA",
      "IPA West Coast",
      "Session IPA",
      "Double IPA",
      "Bière vieillie en fût",
      "Bière houblonnée à cru",
      "Bière au houblon frais",
      "Stout impérial",
      "Bière de ferme",
      "Lager désaltérante"
    ]
  },
  "cider": {
    "one": "cidre",
    "many": "cidres",
    "nouns": [
      "poiré",
      "poirés",
      "cidre artisanal",
      "cidres artisanaux",
      "cidre brut",
      "cidres bruts"
    ],
    "collection": "Cidres",
    "titles": [
      "Cidre brut",
      "Cidre de variétés anciennes",
      "Cidre de verger",
      "Cidre houblonné",
      "Cidre fermier",
      "Cidre demi-sec",
      "Cidre élevé en fût",
      "Cidre aux levures indigènes"
    ]
  },
  "gin": {
    "one": "gin",
    "many": "gins",
    "nouns": [
      "London dry gin",
      "sloe gin",
      "gin à la prunelle"
    ],
    "collection": "Gins",
    "titles": [
      "London dry gin",
      "Gin botanique",
      "Gin navy strength",
      "Gin aux agrumes",
      "Gin reposé en fût",
      "Gin du littoral",
      "Gin du jardin",
      "Gin Old Tom"
    ]
  },
  "whiskey": {
    "one": "whisky",
    "many": "whiskys",
    "nouns": [
      "whiskey",
      "whiskeys",
      "bourbon",
      "bourbons",
      "whisky de seigle",
      "whiskys de seigle",
      "single malt",
      "single malts",
      "whisky pur malt",
      "scotch",
      "scotchs"
    ],
    "collection": "Whiskys",
    "titles": [
      "Whisky small batch",
      "Whisky single barrel",
      "Bourbon straight",
      "Bourbon bottled-in-bond",
      "Whisky brut de fût",
      "Bourbon au blé",
      "Bourbon quatre céréales",
      "Whisky affiné en fût de porto",
      "Whisky réserve"
    ]
  },
  "spirit": {
    "one": "spiritueux",
    "many": "spiritueux",
    "nouns": [
      "spiritueux artisanal",
      "vodka",
      "vodkas",
      "rhum",
      "rhums",
      "liqueur",
      "liqueurs",
      "amaro",
      "apéritif",
      "apéritifs",
      "brandy",
      "mezcal",
      "tequila",
      "absinthe",
      "eau-de-vie",
      "eaux-de-vie"
    ],
    "collection": "Spiritueux",
    "titles": [
      "Spiritueux en petits lots",
      "Eau-de-vie vieillie",
      "Rhum épicé",
      "Eau-de-vie de fruits du verger",
      "Liqueur amère",
      "Rhum réserve",
      "Liqueur botanique",
      "Rhum overproof",
      "Eau-de-vie de tradition"
    ]
  },
  "bitters": {
    "one": "bitter",
    "many": "bitters",
    "nouns": [
      "bitter à cocktail",
      "bitters à cocktail",
      "amer aromatique",
      "amers aromatiques",
      "sirop pour cocktail",
      "sirops pour cocktail",
      "sirop de tonic",
      "sirops de tonic",
      "kit cocktail",
      "kits cocktail"
    ],
    "collection": "Bitters et mixers",
    "titles": [
      "Bitter aromatique",
      "Bitter à l'orange",
      "Bitter mole",
      "Bitter à la cardamome",
      "Bitter au céleri",
      "Bitter fumé",
      "Kit Old Fashioned",
      "Bitter aux agrumes"
    ]
  },
  "hot-sauce": {
    "one": "sauce piquante",
    "many": "sauces piquantes",
    "nouns": [
      "sauce pimentée",
      "sauces pimentées",
      "sauce au piment",
      "sauces au piment",
      "sriracha",
      "sauce habanero",
      "sauces habanero",
      "salsa",
      "salsas",
      "sauce piquante fermentée",
      "sauces piquantes fermentées",
      "hot sauce",
      "hot sauces"
    ],
    "collection": "Sauces piquantes",
    "titles": [
      "Sauce piquante habanero",
      "Sauce chipotle fumée",
      "Sauce Bhut Jolokia",
      "Sauce jalapeño vert",
      "Sauce piquante à la mangue",
      "Sauce piquante à l'ail",
      "Sauce piquante fermentée",
      "Sauce Carolina Reaper",
      "Salsa verde"
    ]
  },
  "chili-crisp": {
    "one": "huile pimentée croustillante",
    "many": "huiles pimentées croustillantes",
    "nouns": [
      "chili crisp",
      "huile pimentée",
      "huiles pimentées",
      "huile de piment",
      "huiles de piment",
      "pâte de piment",
      "pâtes de piment",
      "harissa",
      "gochujang"
    ],
    "collection": "Huiles pimentées croustillantes",
    "titles": [
      "Chili crisp du Sichuan",
      "Huile pimentée à l'ail",
      "Huile pimentée fumée",
      "Chili crisp aux cacahuètes",
      "Chili crisp aux haricots noirs",
      "Huile pimentée mala",
      "Chili crisp maison",
      "Chili crisp à l'échalote croustillante"
    ]
  },
  "spice-blend": {
    "one": "mélange d'épices",
    "many": "mélanges d'épices",
    "nouns": [
      "épice",
      "épices",
      "assaisonnement",
      "assaisonnements",
      "rub",
      "rubs",
      "rub barbecue",
      "rubs barbecue",
      "masala",
      "curry en poudre",
      "zaatar",
      "poivre en grains",
      "piment en flocons",
      "coffret d'épices",
      "coffrets d'épices"
    ],
    "collection": "Épices et mélanges",
    "titles": [
      "Garam masala",
      "Paprika fumé",
      "Poivre de Tellicherry",
      "Mélange Everything bagel",
      "Mélange pour tacos",
      "Mélange cajun",
      "Herbes de Provence",
      "Berbéré",
      "Ras el hanout",
      "Assaisonnement pour steak"
    ]
  },
  "condiment": {
    "one": "condiment",
    "many": "condiments",
    "nouns": [
      "moutarde",
      "moutardes",
      "sauce barbecue",
      "sauces barbecue",
      "ketchup",
      "ketchups",
      "chutney",
      "chutneys",
      "aïoli",
      "mayonnaise",
      "mayonnaises",
      "mayo",
      "vinaigrette",
      "vinaigrettes",
      "marinade",
      "marinades"
    ],
    "collection": "Condiments",
    "titles": [
      "Moutarde à l'ancienne",
      "Moutarde de Dijon",
      "Moutarde broyée à la meule",
      "Sauce barbecue fumée",
      "Sauce barbecue acidulée",
      "Ketchup artisanal",
      "Sauce barbecue Kansas City",
      "Mayonnaise pimentée",
      "Chutney de figues aux épices"
    ]
  },
  "honey": {
    "one": "miel",
    "many": "miels",
    "nouns": [
      "miel cru",
      "miels crus",
      "miel toutes fleurs",
      "miel crémeux",
      "miel fouetté",
      "rayon de miel",
      "rayons de miel",
      "miel en rayon",
      "miel pimenté",
      "miel de manuka",
      "miel de trèfle",
      "pot de miel",
      "pots de miel"
    ],
    "collection": "Miels",
    "titles": [
      "Miel toutes fleurs",
      "Miel de fleur d'oranger",
      "Miel de trèfle",
      "Miel de sarrasin",
      "Miel de printemps",
      "Miel de fin d'été",
      "Miel d'une seule ruche",
      "Miel crémeux",
      "Miel cru"
    ]
  },
  "jam": {
    "one": "confiture",
    "many": "confitures",
    "nouns": [
      "gelée",
      "gelées",
      "marmelade",
      "marmelades",
      "pâte à tartiner aux fruits",
      "beurre de pommes",
      "lemon curd",
      "curd",
      "curds",
      "crème de citron",
      "conserve de fruits",
      "conserves de fruits"
    ],
    "collection": "Confitures",
    "titles": [
      "Confiture de fraises",
      "Confiture d'abricots",
      "Marmelade d'oranges amères de Séville",
      "Confiture de figues",
      "Confiture de griottes",
      "Confiture de mûres",
      "Confiture de rhubarbe",
      "Confiture de pêches",
      "Confiture de prunes de Damas",
      "Confiture de myrtilles sauvages"
    ]
  },
  "cheese": {
    "one": "fromage",
    "many": "fromages",
    "nouns": [
      "cheddar",
      "cheddars",
      "brie",
      "bries",
      "camembert",
      "camemberts",
      "gouda",
      "goudas",
      "parmesan",
      "bleu",
      "bleus",
      "fromage de chèvre",
      "fromages de chèvre",
      "chèvre",
      "chèvres",
      "fromage affiné",
      "fromages affinés",
      "meule de fromage",
      "meules de fromage",
      "burrata",
      "burratas",
      "manchego"
    ],
    "collection": "Fromages",
    "titles": [
      "Cheddar affiné sous toile",
      "Fromage d'alpage",
      "Fromage longuement affiné",
      "Fromage à croûte lavée",
      "Fromage fermier",
      "Fromage à croûte fleurie",
      "Fromage fumé",
      "Fromage affiné en cave",
      "Fromage au lait cru",
      "Fromage jeune"
    ]
  },
  "charcuterie": {
    "one": "charcuterie",
    "many": "charcuteries",
    "nouns": [
      "salami",
      "salamis",
      "saucisson",
      "saucissons",
      "saucisson sec",
      "saucissons secs",
      "prosciutto",
      "jambon cru",
      "jambons crus",
      "chorizo",
      "chorizos",
      "coppa",
      "pâté",
      "pâtés",
      "terrine",
      "terrines",
      "rillettes",
      "pancetta",
      "bresaola"
    ],
    "collection": "Charcuterie",
    "titles": [
      "Saucisson au fenouil",
      "Salami calabrais",
      "Saucisson à l'ail",
      "Salami piquant",
      "Pâté de campagne",
      "Saucisson de sanglier",
      "Jambon sec",
      "Saucisson au poivre noir",
      "Saucisson affiné"
    ]
  },
  "steak": {
    "one": "steak",
    "many": "steaks",
    "nouns": [
      "entrecôte",
      "entrecôtes",
      "faux-filet",
      "faux-filets",
      "contre-filet",
      "contre-filets",
      "rumsteck",
      "rumstecks",
      "filet de bœuf",
      "filets de bœuf",
      "tournedos",
      "poitrine de bœuf",
      "t-bone",
      "t-bones",
      "tomahawk",
      "tomahawks",
      "plat de côtes",
      "côte de bœuf",
      "côtes de bœuf",
      "bœuf"
    ],
    "collection": "Steaks",
    "titles": [
      "Entrecôte maturée",
      "Steak de bœuf nourri à l'herbe",
      "Steak de wagyu",
      "Steak qualité Prime",
      "Côte de bœuf avec os",
      "Pièce du boucher",
      "Steak de bœuf élevé en pâturage",
      "Steak épais"
    ]
  },
  "meat-box": {
    "one": "colis de viande",
    "many": "colis de viande",
    "nouns": [
      "box viande",
      "box de steaks",
      "colis du boucher",
      "abonnement viande",
      "abonnements viande",
      "box barbecue",
      "colis grillades"
    ],
    "collection": "Colis de viande",
    "titles": [
      "Colis sélection du boucher",
      "Colis maître du barbecue",
      "Colis famille",
      "Colis dîner en amoureux",
      "Colis élevage en pâturage",
      "Colis repas de la semaine",
      "Colis des fêtes",
      "Colis races anciennes"
    ]
  },
  "sausage": {
    "one": "saucisse",
    "many": "saucisses",
    "nouns": [
      "bratwurst",
      "bratwursts",
      "hot-dog",
      "hot-dogs",
      "saucisse de petit-déjeuner",
      "saucisses de petit-déjeuner",
      "viande hachée",
      "bœuf haché",
      "porc haché",
      "steak haché",
      "steaks hachés"
    ],
    "collection": "Saucisses et viande hachée",
    "titles": [
      "Saucisse italienne douce",
      "Saucisse italienne piquante",
      "Saucisse fumée",
      "Saucisse à l'érable",
      "Saucisse à l'ail",
      "Saucisse façon chorizo",
      "Saucisse au fenouil",
      "Saucisse classique",
      "Saucisse aux herbes"
    ]
  },
  "bacon": {
    "one": "bacon",
    "many": "bacons",
    "nouns": [
      "poitrine fumée",
      "poitrines fumées",
      "lard",
      "lards",
      "lardons",
      "jambon",
      "jambons",
      "jambon fumé",
      "jambons fumés"
    ],
    "collection": "Bacon et jambon",
    "titles": [
      "Bacon en tranches épaisses",
      "Bacon fumé au bois de pommier",
      "Bacon fumé au hickory",
      "Bacon à l'érable",
      "Bacon au poivre",
      "Jambon de campagne",
      "Bacon double fumage",
      "Bacon de porc de race ancienne"
    ]
  },
  "poultry": {
    "one": "volaille",
    "many": "volailles",
    "nouns": [
      "poulet",
      "poulets",
      "poulet entier",
      "poulets entiers",
      "blanc de poulet",
      "blancs de poulet",
      "cuisse de poulet",
      "cuisses de poulet",
      "aile de poulet",
      "ailes de poulet",
      "dinde",
      "dindes",
      "dinde entière",
      "dindes entières",
      "canard",
      "canards",
      "canard entier",
      "canards entiers"
    ],
    "collection": "Volailles",
    "titles": [
      "Poulet fermier élevé en liberté",
      "Poulet plein air",
      "Dinde de race ancienne",
      "Poulet refroidi à l'air",
      "Poulet bio",
      "Poulet en crapaudine",
      "Dinde saumurée",
      "Cuisses de poulet désossées"
    ]
  },
  "jerky": {
    "one": "viande séchée",
    "many": "viandes séchées",
    "nouns": [
      "jerky",
      "bœuf séché",
      "bœuf jerky",
      "bâtonnet de viande",
      "bâtonnets de viande",
      "biltong"
    ],
    "collection": "Viande séchée",
    "titles": [
      "Bœuf séché original",
      "Bœuf séché au poivre noir",
      "Bœuf séché teriyaki",
      "Bœuf séché sucré-piquant",
      "Bœuf séché fumé",
      "Bœuf séché piment-citron vert",
      "Jerky au mélange de poivres",
      "Bœuf séché à l'ail"
    ]
  },
  "granola": {
    "one": "granola",
    "many": "granolas",
    "nouns": [
      "muesli",
      "mueslis",
      "flocons d'avoine",
      "porridge",
      "porridges",
      "overnight oats",
      "céréales"
    ],
    "collection": "Granola",
    "titles": [
      "Granola à l'érable",
      "Granola croquant au cacao",
      "Granola à la noix de coco grillée",
      "Granola à la cannelle",
      "Granola sans céréales",
      "Granola au sésame",
      "Granola original",
      "Granola cerise pistache",
      "Granola à la cardamome"
    ]
  },
  "snack-bar": {
    "one": "barre énergétique",
    "many": "barres énergétiques",
    "nouns": [
      "barre",
      "barres",
      "barre protéinée",
      "barres protéinées",
      "barre de céréales",
      "barres de céréales",
      "barre à l'avoine",
      "barres à l'avoine",
      "barre aux noix",
      "barres aux noix",
      "barre aux dattes",
      "barres aux dattes",
      "boule d'énergie",
      "boules d'énergie",
      "bouchée énergétique",
      "bouchées énergétiques"
    ],
    "collection": "Barres",
    "titles": [
      "Barre à la cacahuète",
      "Barre au cacao",
      "Barre à la fleur de sel",
      "Barre à la noix de coco",
      "Barre à la myrtille",
      "Barre gâteau d'anniversaire",
      "Barre à l'érable",
      "Barre au citron",
      "Barre au café"
    ]
  },
  "nut-mix": {
    "one": "mélange de noix",
    "many": "mélanges de noix",
    "nouns": [
      "mélange du randonneur",
      "mélanges du randonneur",
      "mélange étudiant",
      "mélanges étudiants",
      "fruits à coque",
      "noix grillées",
      "amande",
      "amandes",
      "noix de cajou",
      "noix de pécan",
      "noix de macadamia"
    ],
    "collection": "Noix et mélanges du randonneur",
    "titles": [
      "Noix à la fleur de sel",
      "Noix sucrées-épicées",
      "Noix au romarin",
      "Amandes fumées",
      "Mélange du randonneur",
      "Noix au tamari",
      "Noix de cajou piment-citron vert",
      "Noix crues",
      "Noix de pécan à la cannelle"
    ]
  },
  "dried-fruit": {
    "one": "fruit séché",
    "many": "fruits séchés",
    "nouns": [
      "fruits secs",
      "mangue séchée",
      "mangues séchées",
      "abricot sec",
      "abricots secs",
      "chips de fruits",
      "datte Medjool",
      "dattes Medjool",
      "figue séchée",
      "figues séchées",
      "cuir de fruits",
      "fruits lyophilisés"
    ],
    "collection": "Fruits séchés",
    "titles": [
      "Dattes Medjool",
      "Fruits séchés sans sucre ajouté",
      "Cerises Montmorency séchées",
      "Mangue séchée",
      "Abricots secs",
      "Fruits lyophilisés",
      "Fruits du verger séchés",
      "Fruits tropicaux séchés"
    ]
  },
  "nut-butter": {
    "one": "purée d'oléagineux",
    "many": "purées d'oléagineux",
    "nouns": [
      "beurre de cacahuète",
      "beurres de cacahuète",
      "purée d'amande",
      "purées d'amande",
      "purée de noix de cajou",
      "purées de noix de cajou",
      "tahini",
      "tahin",
      "purée de graines",
      "purées de graines",
      "pâte à tartiner au chocolat",
      "pâtes à tartiner au chocolat",
      "pâte à tartiner aux noisettes",
      "pâtes à tartiner aux noisettes"
    ],
    "collection": "Purées d'oléagineux",
    "titles": [
      "Purée d'amandes grillées",
      "Beurre de cacahuète à l'érable",
      "Beurre de cacahuète salé",
      "Purée d'amandes à la cannelle",
      "Pâte à tartiner au cacao",
      "Purée de noix de cajou à la vanille",
      "Purée d'amandes broyée à la meule",
      "Beurre de cacahuète classique"
    ]
  },
  "savory-snack": {
    "one": "cracker",
    "many": "crackers",
    "nouns": [
      "chips",
      "chips à l'ancienne",
      "chips de maïs",
      "chips de légumes",
      "pop-corn",
      "bretzel",
      "bretzels",
      "pain craquant",
      "pains craquants",
      "gressin",
      "gressins",
      "biscuit apéritif",
      "biscuits apéritifs"
    ],
    "collection": "Crackers et biscuits apéritifs",
    "titles": [
      "Crackers à la fleur de sel",
      "Crackers au romarin",
      "Crackers aux graines",
      "Pain craquant au seigle",
      "Crackers Everything",
      "Crackers figue et olive",
      "Chips piment-citron vert",
      "Chips barbecue",
      "Bretzels au poivre noir"
    ]
  },
  "kombucha": {
    "one": "kombucha",
    "many": "kombuchas",
    "nouns": [
      "kéfir de fruits",
      "kéfirs de fruits",
      "kéfir d'eau",
      "canette de kombucha",
      "canettes de kombucha",
      "bouteille de kombucha",
      "bouteilles de kombucha"
    ],
    "collection": "Kombucha",
    "titles": [
      "Kombucha gingembre citron",
      "Kombucha hibiscus",
      "Kombucha original",
      "Kombucha framboise",
      "Kombucha fruit de la passion",
      "Kombucha lavande",
      "Kombucha fleur de sureau",
      "Kombucha orange sanguine",
      "Kombucha pomme épicée"
    ]
  },
  "juice": {
    "one": "jus",
    "many": "jus",
    "nouns": [
      "jus pressé à froid",
      "jus vert",
      "jus verts",
      "cure de jus",
      "cures de jus",
      "shot de gingembre",
      "shots de gingembre",
      "shot bien-être",
      "shots bien-être",
      "smoothie",
      "smoothies",
      "limonade",
      "limonades"
    ],
    "collection": "Jus",
    "titles": [
      "Jus vert",
      "Jus d'agrumes",
      "Jus de betterave",
      "Jus carotte gingembre",
      "Jus ananas menthe",
      "Jus de pastèque",
      "Jus de céleri",
      "Jus du matin",
      "Shot de curcuma"
    ]
  },
  "soda": {
    "one": "soda",
    "many": "sodas",
    "nouns": [
      "soda artisanal",
      "sodas artisanaux",
      "eau pétillante",
      "eaux pétillantes",
      "soda prébiotique",
      "sodas prébiotiques",
      "tonic",
      "tonics",
      "ginger beer",
      "eau gazeuse",
      "eaux gazeuses",
      "boisson gazeuse",
      "boissons gazeuses",
      "thé pétillant",
      "thés pétillants"
    ],
    "collection": "Sodas et boissons pétillantes",
    "titles": [
      "Soda au gingembre",
      "Soda cerise vanille",
      "Soda pamplemousse",
      "Soda salsepareille",
      "Soda citron vert",
      "Cola artisanal",
      "Soda au yuzu",
      "Cream soda",
      "Soda à l'hibiscus"
    ]
  },
  "protein-powder": {
    "one": "protéine en poudre",
    "many": "protéines en poudre",
    "nouns": [
      "whey",
      "protéine de lactosérum",
      "protéine végétale",
      "protéines végétales",
      "protéine de pois",
      "shake protéiné",
      "shakes protéinés",
      "créatine"
    ],
    "collection": "Protéines",
    "titles": [
      "Whey de vaches nourries à l'herbe",
      "Protéine végétale",
      "Whey isolate",
      "Protéine sans additifs",
      "Protéine du quotidien",
      "Protéine nature",
      "Protéine au cacao",
      "Protéine à la gousse de vanille"
    ]
  },
  "vitamin": {
    "one": "vitamine",
    "many": "vitamines",
    "nouns": [
      "multivitamines",
      "complément alimentaire",
      "compléments alimentaires",
      "gélule de vitamines",
      "gélules de vitamines",
      "vitamine D",
      "vitamine C",
      "magnésium",
      "oméga-3",
      "huile de poisson",
      "probiotique",
      "probiotiques",
      "gomme vitaminée",
      "gommes vitaminées",
      "gummies",
      "capsule molle",
      "capsules molles"
    ],
    "collection": "Vitamines et compléments",
    "titles": [
      "Multivitamines quotidiennes",
      "Multivitamines femme",
      "Multivitamines homme",
      "Vitamines essentielles",
      "Vitamines prénatales",
      "Vitamines vegan",
      "Vitamines formule douce",
      "Vitamines du matin",
      "Complexe du soir"
    ]
  },
  "greens-powder": {
    "one": "poudre de superaliments",
    "many": "poudres de superaliments",
    "nouns": [
      "greens",
      "super greens",
      "poudre verte",
      "poudres vertes",
      "mélange d'électrolytes",
      "mélanges d'électrolytes",
      "boisson d'hydratation",
      "poudre de champignons",
      "poudres de champignons",
      "poudre adaptogène",
      "poudres adaptogènes"
    ],
    "collection": "Greens et poudres",
    "titles": [
      "Greens quotidiens",
      "Greens original",
      "Greens aux fruits rouges",
      "Greens aux agrumes",
      "Greens à la menthe",
      "Greens nature",
      "Greens du matin",
      "Greens en sticks voyage"
    ]
  },
  "pasta": {
    "one": "pâtes",
    "many": "pâtes",
    "nouns": [
      "pâtes sèches",
      "pâtes fraîches",
      "spaghetti",
      "rigatoni",
      "penne",
      "fusilli",
      "tagliatelles",
      "pappardelles",
      "orecchiette",
      "linguine",
      "bucatini",
      "gnocchis",
      "raviolis",
      "nouilles"
    ],
    "collection": "Pâtes",
    "titles": [
      "Pâtes tréfilées au bronze",
      "Pâtes de blé dur",
      "Pâtes aux œufs",
      "Pâtes complètes",
      "Pâtes de blés anciens",
      "Pâtes de semoule",
      "Pâtes artisanales",
      "Pâtes séchées lentement"
    ]
  },
  "pasta-sauce": {
    "one": "sauce pour pâtes",
    "many": "sauces pour pâtes",
    "nouns": [
      "sauce tomate",
      "sauces tomate",
      "marinara",
      "pesto",
      "pestos",
      "ragù",
      "sugo",
      "passata",
      "coulis de tomate",
      "sauce arrabbiata",
      "sauce à la vodka",
      "tomates en conserve"
    ],
    "collection": "Sauces",
    "titles": [
      "Sauce marinara",
      "Sauce arrabbiata",
      "Sauce tomate au basilic",
      "Sauce puttanesca",
      "Sauce à l'ail rôti",
      "Sugo du dimanche",
      "Sauce au piment de Calabre",
      "Sauce rosée piquante",
      "Sauce genovese"
    ]
  },
  "tinned-fish": {
    "one": "conserve de poisson",
    "many": "conserves de poisson",
    "nouns": [
      "poisson en conserve",
      "poissons en conserve",
      "sardine",
      "sardines",
      "anchois",
      "conserva",
      "truite fumée",
      "thon",
      "maquereau",
      "maquereaux",
      "moules en conserve",
      "saumon fumé"
    ],
    "collection": "Conserves de poisson",
    "titles": [
      "Sardines fumées",
      "Maquereau épicé",
      "Sardines au citron",
      "Saumon sauvage",
      "Thon pêché à la ligne",
      "Conserves espagnoles",
      "Sardines portugaises",
      "Anchois marinés",
      "Moules en escabèche"
    ]
  },
  "pickle": {
    "one": "pickle",
    "many": "pickles",
    "nouns": [
      "cornichon",
      "cornichons",
      "légumes au vinaigre",
      "kimchi",
      "choucroute",
      "giardiniera",
      "légumes lacto-fermentés",
      "oignon mariné",
      "oignons marinés"
    ],
    "collection": "Pickles et lacto-fermentations",
    "titles": [
      "Cornichons à l'aneth",
      "Pickles sucrés",
      "Pickles épicés",
      "Pickles à l'ail",
      "Cornichons malossol",
      "Cornichons classiques",
      "Kimchi au chou chinois",
      "Pickles de betterave"
    ]
  },
  "candy": {
    "one": "bonbon",
    "many": "bonbons",
    "nouns": [
      "bonbon dur",
      "bonbons durs",
      "sucette",
      "sucettes",
      "sucre d'orge",
      "sucres d'orge",
      "sucre candi",
      "réglisse",
      "barbe à papa",
      "confiserie",
      "confiseries",
      "assortiment de bonbons",
      "sachet de bonbons",
      "sachets de bonbons",
      "pastille à la menthe",
      "pastilles à la menthe"
    ],
    "collection": "Bonbons",
    "titles": [
      "Bonbons à l'ancienne",
      "Bonbons acidulés",
      "Bonbons aux fruits",
      "Bonbons au caramel au beurre",
      "Bonbons au marrube",
      "Bonbons à la menthe poivrée",
      "Bonbons rétro",
      "Sucettes tourbillon",
      "Bonbons à la cannelle"
    ]
  },
  "gummy": {
    "one": "bonbon gélifié",
    "many": "bonbons gélifiés",
    "nouns": [
      "ourson gélifié",
      "oursons gélifiés",
      "ver gélifié",
      "vers gélifiés",
      "jelly bean",
      "jelly beans",
      "bonbon acide",
      "bonbons acides",
      "gomme aux fruits",
      "gommes aux fruits",
      "pâte de fruits",
      "pâtes de fruits"
    ],
    "collection": "Bonbons gélifiés",
    "titles": [
      "Bonbons gélifiés acidulés",
      "Pêches gélifiées",
      "Pastèques gélifiées",
      "Bonbons gélifiés pétillants",
      "Bonbons gélifiés tropicaux",
      "Oursons au champagne",
      "Bonbons gélifiés vegan",
      "Bouteilles de cola",
      "Bonbons gélifiés aux fruits rouges"
    ]
  },
  "fudge": {
    "one": "fudge",
    "many": "fudges",
    "nouns": [
      "caramel",
      "caramels",
      "caramel mou",
      "caramels mous",
      "caramel au beurre salé",
      "caramels au beurre salé",
      "nougatine",
      "nougatines",
      "guimauve",
      "guimauves",
      "nougat",
      "nougats",
      "toffee",
      "toffees"
    ],
    "collection": "Fudges et caramels",
    "titles": [
      "Fudge à la fleur de sel",
      "Caramels au beurre",
      "Fudge à l'érable",
      "Fudge à la gousse de vanille",
      "Fudge rocky road",
      "Toffee anglais",
      "Fudge à la cassonade",
      "Fudge au bourbon du Kentucky",
      "Fudge double chocolat noir"
    ]
  },
  "mug": {
    "one": "mug",
    "many": "mugs",
    "nouns": [
      "tasse",
      "tasses",
      "tasse à café",
      "tasses à café",
      "mug de voyage",
      "mugs de voyage",
      "tasse à espresso",
      "tasses à espresso",
      "tasse à latte",
      "tasses à latte",
      "tasse à cappuccino",
      "tasses à cappuccino"
    ],
    "collection": "Mugs",
    "titles": [
      "Mug en grès",
      "Mug fait main",
      "Mug tourné à la main",
      "Mug du quotidien",
      "Mug style diner",
      "Grand mug",
      "Mug empilable",
      "Mug haut",
      "Mug du matin",
      "Mug atelier"
    ]
  },
  "tea-cup": {
    "one": "tasse à thé",
    "many": "tasses à thé",
    "nouns": [
      "bol à thé",
      "bols à thé",
      "chawan",
      "bol à matcha",
      "bols à matcha",
      "gaiwan",
      "tasse et soucoupe",
      "tasses et soucoupes",
      "yunomi",
      "service à thé",
      "services à thé"
    ],
    "collection": "Tasses et bols à thé",
    "titles": [
      "Tasse à thé en porcelaine",
      "Tasse à thé en grès",
      "Tasse à thé faite main",
      "Tasse à thé sur pied",
      "Bol à thé cuit au feu de bois",
      "Tasse à thé double paroi",
      "Tasse à thé façon kintsugi",
      "Tasse de dégustation",
      "Tasse à thé de collection"
    ]
  },
  "tea-towel": {
    "one": "torchon",
    "many": "torchons",
    "nouns": [
      "torchon de cuisine",
      "torchons de cuisine",
      "linge de cuisine",
      "essuie-verre",
      "essuie-verres",
      "lavette",
      "lavettes"
    ],
    "collection": "Torchons",
    "titles": [
      "Torchon en lin",
      "Torchon nid d'abeille",
      "Torchon rayé",
      "Torchon imprimé",
      "Torchon à chevrons",
      "Torchon campagne",
      "Torchon tissé",
      "Torchon botanique",
      "Torchon lavé à la pierre"
    ]
  },
  "blanket": {
    "one": "plaid",
    "many": "plaids",
    "nouns": [
      "couverture",
      "couvertures",
      "jeté de canapé",
      "jetés de canapé",
      "plaid en maille",
      "plaids en maille",
      "couverture en laine",
      "couvertures en laine",
      "couverture polaire",
      "couvertures polaires",
      "couverture lestée",
      "couvertures lestées"
    ],
    "collection": "Plaids et couvertures",
    "titles": [
      "Plaid grosse maille",
      "Plaid en mérinos",
      "Plaid en alpaga",
      "Plaid à chevrons",
      "Plaid nid d'abeille",
      "Plaid à franges",
      "Plaid torsadé",
      "Plaid à transmettre",
      "Plaid écossais",
      "Plaid tissé"
    ]
  },
  "cushion": {
    "one": "coussin",
    "many": "coussins",
    "nouns": [
      "housse de coussin",
      "housses de coussin",
      "coussin décoratif",
      "coussins décoratifs",
      "coussin rectangulaire",
      "coussins rectangulaires",
      "coussin de sol",
      "coussins de sol",
      "pouf",
      "poufs"
    ],
    "collection": "Coussins",
    "titles": [
      "Coussin en lin",
      "Coussin en velours",
      "Coussin en bouclette",
      "Coussin capitonné",
      "Coussin brodé",
      "Coussin imprimé au bloc",
      "Coussin tissé",
      "Coussin à franges",
      "Coussin à pompons",
      "Coussin côtelé"
    ]
  },
  "vase": {
    "one": "vase",
    "many": "vases",
    "nouns": [
      "soliflore",
      "soliflores",
      "vase à fleurs",
      "vases à fleurs",
      "urne",
      "urnes",
      "vase cruche",
      "vases cruches"
    ],
    "collection": "Vases",
    "titles": [
      "Vase en céramique",
      "Vase fait main",
      "Vase côtelé",
      "Vase sculptural",
      "Vase en verre",
      "Soliflore",
      "Vase en terre cuite",
      "Vase en grès",
      "Vase amphore",
      "Vase cannelé"
    ]
  },
  "wall-mirror": {
    "one": "miroir",
    "many": "miroirs",
    "nouns": [
      "miroir mural",
      "miroirs muraux",
      "miroir sur pied",
      "miroirs sur pied",
      "miroir rond",
      "miroirs ronds",
      "miroir arche",
      "miroirs arche",
      "miroir de maquillage",
      "miroirs de maquillage",
      "miroir à poser",
      "miroirs à poser"
    ],
    "collection": "Miroirs",
    "titles": [
      "Miroir rond",
      "Miroir arche",
      "Grand miroir",
      "Miroir soleil",
      "Miroir en rotin",
      "Miroir biseauté",
      "Miroir vieilli",
      "Miroir sans cadre",
      "Miroir festonné"
    ]
  },
  "basket": {
    "one": "panier",
    "many": "paniers",
    "nouns": [
      "panier de rangement",
      "paniers de rangement",
      "panier tressé",
      "paniers tressés",
      "panier à linge",
      "paniers à linge",
      "panier en jonc de mer",
      "paniers en jonc de mer",
      "corbeille",
      "corbeilles",
      "bac de rangement",
      "bacs de rangement",
      "manne",
      "mannes"
    ],
    "collection": "Paniers",
    "titles": [
      "Panier en jonc de mer",
      "Panier en rotin",
      "Panier en jute",
      "Panier tressé main",
      "Panier à couvercle",
      "Paniers gigognes",
      "Panier ventru",
      "Panier de marché",
      "Panier en corde"
    ]
  },
  "candle-holder": {
    "one": "bougeoir",
    "many": "bougeoirs",
    "nouns": [
      "chandelier",
      "chandeliers",
      "candélabre",
      "candélabres",
      "photophore",
      "photophores",
      "porte-bougie",
      "porte-bougies"
    ],
    "collection": "Bougeoirs",
    "titles": [
      "Bougeoir en laiton",
      "Bougeoir sculptural",
      "Grand bougeoir",
      "Bougeoir pour bougie pilier",
      "Bougeoir forgé à la main",
      "Bougeoir en céramique",
      "Photophore en verre",
      "Bougeoir à étages",
      "Bougeoir mid-century"
    ]
  },
  "tray": {
    "one": "plateau",
    "many": "plateaux",
    "nouns": [
      "plateau décoratif",
      "plateaux décoratifs",
      "plateau de service",
      "plateaux de service",
      "vide-poche",
      "vide-poches"
    ],
    "collection": "Plateaux",
    "titles": [
      "Plateau en marbre",
      "Plateau en travertin",
      "Plateau laqué",
      "Plateau en noyer",
      "Plateau en rotin",
      "Plateau en laiton",
      "Plateau rond",
      "Plateau sur pied",
      "Plateau en cuir"
    ]
  },
  "decorative-object": {
    "one": "objet décoratif",
    "many": "objets décoratifs",
    "nouns": [
      "objet déco",
      "objets déco",
      "sculpture",
      "sculptures",
      "serre-livres",
      "objet",
      "objets",
      "accessoire déco",
      "accessoires déco",
      "bibelot",
      "bibelots"
    ],
    "collection": "Objets",
    "titles": [
      "Objet sculptural",
      "Sculpture abstraite",
      "Objet en marbre",
      "Objet en travertin",
      "Objet sculpté",
      "Sculpture organique",
      "Objet moulé",
      "Sculpture brutaliste",
      "Objet en bois"
    ]
  },
  "sofa": {
    "one": "canapé",
    "many": "canapés",
    "nouns": [
      "sofa",
      "sofas",
      "canapé d'angle",
      "canapés d'angle",
      "causeuse",
      "causeuses",
      "banquette",
      "banquettes",
      "canapé convertible",
      "canapés convertibles",
      "canapé-lit",
      "canapés-lits",
      "méridienne",
      "méridiennes",
      "lit de repos",
      "lits de repos"
    ],
    "collection": "Canapés",
    "titles": [
      "Canapé modulable",
      "Canapé mid-century",
      "Canapé déhoussable",
      "Canapé à assise profonde",
      "Canapé à accoudoirs droits",
      "Canapé bas",
      "Canapé camelback",
      "Canapé incurvé",
      "Canapé Chesterfield"
    ]
  },
  "armchair": {
    "one": "fauteuil",
    "many": "fauteuils",
    "nouns": [
      "fauteuil d'appoint",
      "fauteuils d'appoint",
      "fauteuil lounge",
      "fauteuils lounge",
      "fauteuil de lecture",
      "fauteuils de lecture",
      "fauteuil club",
      "fauteuils club",
      "fauteuil à bascule",
      "fauteuils à bascule",
      "rocking-chair",
      "rocking-chairs",
      "fauteuil pivotant",
      "fauteuils pivotants",
      "fauteuil relax",
      "fauteuils relax",
      "bergère",
      "bergères"
    ],
    "collection": "Fauteuils",
    "titles": [
      "Fauteuil mid-century",
      "Fauteuil tonneau",
      "Fauteuil à oreilles",
      "Fauteuil bas",
      "Fauteuil club",
      "Fauteuil arrondi",
      "Fauteuil capitonné",
      "Fauteuil en toile tendue",
      "Fauteuil coque"
    ]
  },
  "dining-chair": {
    "one": "chaise",
    "many": "chaises",
    "nouns": [
      "chaise de salle à manger",
      "chaises de salle à manger",
      "tabouret",
      "tabourets",
      "tabouret de bar",
      "tabourets de bar",
      "tabouret haut",
      "tabourets hauts",
      "banc",
      "bancs",
      "chaise de cuisine",
      "chaises de cuisine"
    ],
    "collection": "Chaises et tabourets",
    "titles": [
      "Chaise Windsor",
      "Chaise à barreaux",
      "Chaise cannée",
      "Chaise bistrot en bois courbé",
      "Chaise à assise paillée",
      "Chaise Wishbone",
      "Chaise empilable",
      "Chaise rembourrée",
      "Chaise à dossier échelle"
    ]
  },
  "dining-table": {
    "one": "table à manger",
    "many": "tables à manger",
    "nouns": [
      "table de salle à manger",
      "tables de salle à manger",
      "table de cuisine",
      "tables de cuisine",
      "table de ferme",
      "tables de ferme",
      "table extensible",
      "tables extensibles",
      "table ronde",
      "tables rondes",
      "table à tréteaux",
      "tables à tréteaux"
    ],
    "collection": "Tables à manger",
    "titles": [
      "Table à tréteaux",
      "Table à pied central",
      "Table de ferme",
      "Table extensible",
      "Table ronde",
      "Table à bords naturels",
      "Table ovale",
      "Table Parsons",
      "Table à abattants"
    ]
  },
  "coffee-table": {
    "one": "table basse",
    "many": "tables basses",
    "nouns": [
      "table d'appoint",
      "tables d'appoint",
      "bout de canapé",
      "bouts de canapé",
      "console",
      "consoles",
      "table de chevet",
      "tables de chevet",
      "chevet",
      "chevets",
      "guéridon",
      "guéridons"
    ],
    "collection": "Tables basses et d'appoint",
    "titles": [
      "Table basse ronde",
      "Tables gigognes",
      "Table basse en travertin",
      "Table basse relevable",
      "Guéridon sur pied central",
      "Table d'appoint tambour",
      "Table basse mid-century",
      "Table basse plateau marbre",
      "Table basse à lattes"
    ]
  },
  "bookshelf": {
    "one": "étagère",
    "many": "étagères",
    "nouns": [
      "bibliothèque",
      "bibliothèques",
      "rayonnage",
      "rayonnages",
      "étagère murale",
      "étagères murales",
      "étagère flottante",
      "étagères flottantes"
    ],
    "collection": "Étagères",
    "titles": [
      "Étagère modulable",
      "Étagère échelle",
      "Étagère flottante",
      "Bibliothèque haute",
      "Bibliothèque basse",
      "Étagère ajourée",
      "Étagère murale",
      "Étagère industrielle",
      "Étagère cube"
    ]
  },
  "bed-frame": {
    "one": "lit",
    "many": "lits",
    "nouns": [
      "cadre de lit",
      "cadres de lit",
      "lit plateforme",
      "lits plateformes",
      "tête de lit",
      "têtes de lit",
      "lit à baldaquin",
      "lits à baldaquin",
      "lit superposé",
      "lits superposés",
      "lit capitonné",
      "lits capitonnés"
    ],
    "collection": "Lits",
    "titles": [
      "Lit plateforme",
      "Lit à baldaquin",
      "Lit rembourré",
      "Lit à colonnes",
      "Lit bas",
      "Lit à barreaux",
      "Lit canné",
      "Lit capitonné à côtes",
      "Lit coffre"
    ]
  },
  "office-chair": {
    "one": "chaise de bureau",
    "many": "chaises de bureau",
    "nouns": [
      "fauteuil de bureau",
      "fauteuils de bureau",
      "siège ergonomique",
      "sièges ergonomiques",
      "chaise ergonomique",
      "chaises ergonomiques",
      "siège de bureau",
      "sièges de bureau"
    ],
    "collection": "Chaises de bureau",
    "titles": [
      "Chaise de bureau ergonomique",
      "Chaise à dossier mi-hauteur",
      "Fauteuil de bureau à dossier haut",
      "Chaise de bureau compacte",
      "Chaise haute de dessinateur",
      "Chaise de bureau réglable",
      "Fauteuil de direction",
      "Chaise de bureau atelier",
      "Siège de travail polyvalent"
    ]
  },
  "desk": {
    "one": "bureau",
    "many": "bureaux",
    "nouns": [
      "bureau d'écriture",
      "bureaux d'écriture",
      "secrétaire",
      "secrétaires",
      "bureau informatique",
      "bureaux informatiques",
      "bureau de travail",
      "bureaux de travail",
      "coiffeuse",
      "coiffeuses"
    ],
    "collection": "Bureaux",
    "titles": [
      "Bureau d'écriture",
      "Secrétaire",
      "Bureau mural flottant",
      "Bureau d'angle",
      "Bureau mid-century",
      "Bureau Parsons",
      "Bureau à tréteaux",
      "Bureau compact",
      "Bureau rabattable"
    ]
  },
  "dresser": {
    "one": "commode",
    "many": "commodes",
    "nouns": [
      "chiffonnier",
      "chiffonniers",
      "buffet",
      "buffets",
      "enfilade",
      "enfilades",
      "meuble de rangement",
      "meubles de rangement",
      "meuble TV",
      "meubles TV",
      "armoire",
      "armoires"
    ],
    "collection": "Rangements",
    "titles": [
      "Commode six tiroirs",
      "Commode basse",
      "Commode haute",
      "Enfilade mid-century",
      "Commode cannelée",
      "Buffet à façade cannée",
      "Commode en rotin",
      "Buffet en bois de récupération",
      "Enfilade à lattes"
    ]
  },
  "skillet": {
    "one": "poêle",
    "many": "poêles",
    "nouns": [
      "poêle à frire",
      "poêles à frire",
      "poêle en fonte",
      "poêles en fonte",
      "poêle en acier",
      "poêles en acier",
      "wok",
      "woks",
      "sauteuse",
      "sauteuses",
      "poêle gril",
      "poêles gril",
      "plancha",
      "planchas",
      "crêpière",
      "crêpières"
    ],
    "collection": "Poêles",
    "titles": [
      "Poêle en fonte",
      "Poêle en acier carbone",
      "Poêle antiadhésive",
      "Poêle en inox",
      "Poêle inox 3 couches",
      "Poêle en fonte émaillée",
      "Poêle culottée",
      "Poêle du chef",
      "Poêle profonde"
    ]
  },
  "dutch-oven": {
    "one": "cocotte",
    "many": "cocottes",
    "nouns": [
      "cocotte en fonte",
      "cocottes en fonte",
      "plat à four",
      "plats à four",
      "plat à gratin",
      "plats à gratin",
      "plat à rôtir",
      "plats à rôtir",
      "tajine",
      "tajines"
    ],
    "collection": "Cocottes",
    "titles": [
      "Cocotte émaillée",
      "Cocotte ronde",
      "Cocotte ovale",
      "Cocotte en fonte",
      "Cocotte basse",
      "Cocotte traditionnelle",
      "Cocotte du quotidien",
      "Cocotte en grès",
      "Cocotte à braiser"
    ]
  },
  "saucepan": {
    "one": "casserole",
    "many": "casseroles",
    "nouns": [
      "faitout",
      "faitouts",
      "marmite",
      "marmites",
      "marmite à pâtes",
      "marmites à pâtes",
      "marmite à soupe",
      "marmites à soupe"
    ],
    "collection": "Casseroles et marmites",
    "titles": [
      "Casserole inox 3 couches",
      "Casserole en inox",
      "Casserole en cuivre",
      "Casserole du quotidien",
      "Casserole à couvercle égouttoir",
      "Casserole bombée",
      "Casserole à fond épais",
      "Casserole professionnelle",
      "Casserole antiadhésive"
    ]
  },
  "cookware-set": {
    "one": "batterie de cuisine",
    "many": "batteries de cuisine",
    "nouns": [
      "ensemble de casseroles",
      "ensembles de casseroles",
      "set de poêles",
      "sets de poêles",
      "lot de casseroles",
      "lots de casseroles",
      "set de casseroles et poêles",
      "sets de casseroles et poêles"
    ],
    "collection": "Batteries de cuisine",
    "titles": [
      "Batterie de cuisine inox 3 couches",
      "Batterie de cuisine en inox",
      "Batterie de cuisine antiadhésive",
      "Batterie de cuisine en fonte",
      "Batterie de cuisine essentielle",
      "Batterie de cuisine complète",
      "Batterie de cuisine pour débuter",
      "Batterie de cuisine à cœur cuivre",
      "Batterie de cuisine professionnelle"
    ]
  },
  "kitchen-knife": {
    "one": "couteau de cuisine",
    "many": "couteaux de cuisine",
    "nouns": [
      "couteau de chef",
      "couteaux de chef",
      "couteau",
      "couteaux",
      "santoku",
      "santokus",
      "couteau d'office",
      "couteaux d'office",
      "couteau à pain",
      "couteaux à pain",
      "set de couteaux",
      "sets de couteaux",
      "couteau à steak",
      "couteaux à steak",
      "nakiri",
      "gyuto",
      "couperet",
      "couperets",
      "couteau universel",
      "couteaux universels"
    ],
    "collection": "Couteaux",
    "titles": [
      "Couteau de chef en damas",
      "Couteau en acier carbone",
      "Couteau forgé",
      "Couteau japonais",
      "Couteau allemand",
      "Couteau affûté à la main",
      "Couteau à soie pleine",
      "Couteau du quotidien",
      "Couteau professionnel"
    ]
  },
  "cutting-board": {
    "one": "planche à découper",
    "many": "planches à découper",
    "nouns": [
      "planche de service",
      "planches de service",
      "planche à fromage",
      "planches à fromage",
      "planche apéritif",
      "planches apéritif",
      "billot",
      "billots",
      "planche à pain",
      "planches à pain"
    ],
    "collection": "Planches à découper",
    "titles": [
      "Planche en bois debout",
      "Planche en bois de fil",
      "Planche en noyer",
      "Planche en érable",
      "Planche en bois d'olivier",
      "Planche réversible",
      "Planche à bords naturels",
      "Planche à poignée",
      "Planche à rigole"
    ]
  },
  "kitchen-utensil": {
    "one": "ustensile de cuisine",
    "many": "ustensiles de cuisine",
    "nouns": [
      "ustensile",
      "ustensiles",
      "cuillère en bois",
      "cuillères en bois",
      "spatule",
      "spatules",
      "fouet",
      "fouets",
      "louche",
      "louches",
      "pince de cuisine",
      "pinces de cuisine",
      "set d'ustensiles",
      "sets d'ustensiles",
      "éplucheur",
      "éplucheurs",
      "économe",
      "économes",
      "râpe",
      "râpes",
      "mortier",
      "mortiers",
      "moulin à poivre",
      "moulins à poivre",
      "salière",
      "salières",
      "cuillère à miel",
      "cuillères à miel",
      "verre doseur",
      "verres doseurs"
    ],
    "collection": "Ustensiles de cuisine",
    "titles": [
      "Cuillère en bois d'olivier",
      "Cuillère sculptée à la main",
      "Spatule en merisier",
      "Louche en inox",
      "Spatule à poisson",
      "Spatule coudée",
      "Cuillère ajourée",
      "Rouleau à pâtisserie sans poignées",
      "Moulin à poivre traditionnel"
    ]
  },
  "bakeware": {
    "one": "moule de cuisson",
    "many": "moules de cuisson",
    "nouns": [
      "moule",
      "moules",
      "plaque de cuisson",
      "plaques de cuisson",
      "plaque à pâtisserie",
      "plaques à pâtisserie",
      "moule à cake",
      "moules à cake",
      "moule à gâteau",
      "moules à gâteau",
      "moule à muffins",
      "moules à muffins",
      "moule à tarte",
      "moules à tarte",
      "moule à kouglof",
      "moules à kouglof",
      "banneton",
      "bannetons",
      "pierre à pizza",
      "pierres à pizza",
      "grille de refroidissement",
      "grilles de refroidissement"
    ],
    "collection": "Moules et plaques de cuisson",
    "titles": [
      "Plaque en acier aluminisé",
      "Moule en céramique",
      "Moule cannelé",
      "Plaque de cuisson épaisse",
      "Moule antiadhésif",
      "Plaque de cuisson professionnelle",
      "Plaque à rebords",
      "Moule à charnière",
      "Plaque perforée"
    ]
  },
  "apron": {
    "one": "tablier",
    "many": "tabliers",
    "nouns": [
      "tablier de cuisine",
      "tabliers de cuisine",
      "tablier à bretelles croisées",
      "tabliers à bretelles croisées",
      "tablier à bavette",
      "tabliers à bavette",
      "gant de cuisine",
      "gants de cuisine",
      "manique",
      "maniques"
    ],
    "collection": "Tabliers et maniques",
    "titles": [
      "Tablier en lin",
      "Tablier robuste",
      "Tablier à bretelles croisées",
      "Tablier en toile cirée",
      "Tablier en chambray",
      "Tablier long",
      "Demi-tablier",
      "Tablier d'atelier",
      "Tablier chasuble"
    ]
  },
  "bowl": {
    "one": "bol",
    "many": "bols",
    "nouns": [
      "saladier",
      "saladiers",
      "bol de service",
      "bols de service",
      "bol à céréales",
      "bols à céréales",
      "bol à pâtes",
      "bols à pâtes",
      "cul-de-poule",
      "culs-de-poule",
      "bol à ramen",
      "bols à ramen",
      "bol à soupe",
      "bols à soupe",
      "bols gigognes",
      "coupe à fruits",
      "coupes à fruits"
    ],
    "collection": "Bols",
    "titles": [
      "Bol en grès",
      "Bol fait main",
      "Bol tourné à la main",
      "Bol moucheté",
      "Bol sur pied",
      "Bol large",
      "Bols gigognes",
      "Bol du quotidien",
      "Bol sculpté",
      "Bol en porcelaine"
    ]
  },
  "plate": {
    "one": "assiette",
    "many": "assiettes",
    "nouns": [
      "assiette plate",
      "assiettes plates",
      "petite assiette",
      "petites assiettes",
      "assiette à dessert",
      "assiettes à dessert",
      "plat de service",
      "plats de service",
      "service de table",
      "services de table",
      "vaisselle"
    ],
    "collection": "Assiettes et vaisselle",
    "titles": [
      "Assiette en grès",
      "Assiette faite main",
      "Assiette sans aile",
      "Assiette à aile",
      "Assiette mouchetée",
      "Assiette en porcelaine",
      "Assiette festonnée",
      "Assiette du quotidien",
      "Assiette émail réactif"
    ]
  },
  "glassware": {
    "one": "verre",
    "many": "verres",
    "nouns": [
      "verre à vin",
      "verres à vin",
      "verrerie",
      "gobelet",
      "gobelets",
      "verre à whisky",
      "verres à whisky",
      "verre à bière",
      "verres à bière",
      "pinte",
      "pintes",
      "verre tube",
      "verres tubes",
      "coupe à champagne",
      "coupes à champagne",
      "flûte à champagne",
      "flûtes à champagne",
      "verre à cocktail",
      "verres à cocktail",
      "carafe",
      "carafes",
      "pichet",
      "pichets"
    ],
    "collection": "Verrerie",
    "titles": [
      "Verre soufflé bouche",
      "Verre côtelé",
      "Verre recyclé",
      "Verre à vin sans pied",
      "Verre en cristal",
      "Verre cannelé",
      "Verre du quotidien",
      "Verre bistrot",
      "Verre style vintage"
    ]
  },
  "flatware": {
    "one": "couvert",
    "many": "couverts",
    "nouns": [
      "ménagère",
      "ménagères",
      "set de couverts",
      "sets de couverts",
      "fourchette",
      "fourchettes",
      "cuillère",
      "cuillères",
      "petite cuillère",
      "petites cuillères",
      "cuillère de service",
      "cuillères de service",
      "couverts en bambou",
      "couverts de voyage"
    ],
    "collection": "Couverts",
    "titles": [
      "Couverts en inox brossé",
      "Couverts bistrot",
      "Couverts martelés",
      "Couverts classiques",
      "Couverts modernes",
      "Couverts en bambou",
      "Couverts de voyage",
      "Ménagère à transmettre",
      "Couverts forgés"
    ]
  },
  "sheet-set": {
    "one": "drap",
    "many": "draps",
    "nouns": [
      "parure de draps",
      "parures de draps",
      "drap-housse",
      "draps-housses",
      "drap plat",
      "draps plats",
      "taie d'oreiller",
      "taies d'oreiller",
      "parure de lit",
      "parures de lit",
      "linge de lit"
    ],
    "collection": "Draps",
    "titles": [
      "Draps en percale",
      "Draps en satin de coton",
      "Draps en lin",
      "Draps en coton bio",
      "Draps lavés à la pierre",
      "Draps d'hiver",
      "Draps en coton lavé",
      "Draps en chanvre",
      "Draps en coton gratté"
    ]
  },
  "duvet-cover": {
    "one": "housse de couette",
    "many": "housses de couette",
    "nouns": [
      "couette",
      "couettes",
      "édredon",
      "édredons",
      "boutis",
      "couvre-lit",
      "couvre-lits",
      "dessus-de-lit"
    ],
    "collection": "Housses de couette et boutis",
    "titles": [
      "Housse de couette en lin",
      "Housse de couette en percale",
      "Housse de couette en satin de coton",
      "Boutis matelassé",
      "Housse de couette en gaze de coton",
      "Couvre-lit nid d'abeille",
      "Housse de couette lavée à la pierre",
      "Boutis cousu main",
      "Couette légère"
    ]
  },
  "pillow": {
    "one": "oreiller",
    "many": "oreillers",
    "nouns": [
      "oreiller en duvet",
      "oreillers en duvet",
      "traversin",
      "traversins",
      "coussin de corps",
      "coussins de corps",
      "surmatelas",
      "protège-matelas",
      "alèse",
      "alèses"
    ],
    "collection": "Oreillers",
    "titles": [
      "Oreiller en duvet",
      "Oreiller synthétique effet duvet",
      "Oreiller spécial dormeur sur le côté",
      "Oreiller en laine",
      "Oreiller en latex",
      "Oreiller bio",
      "Oreiller réglable",
      "Oreiller qualité hôtel",
      "Oreiller rafraîchissant"
    ]
  },
  "towel": {
    "one": "serviette de bain",
    "many": "serviettes de bain",
    "nouns": [
      "serviette",
      "serviettes",
      "drap de bain",
      "draps de bain",
      "serviette invité",
      "serviettes invité",
      "gant de toilette",
      "gants de toilette",
      "lot de serviettes",
      "lots de serviettes",
      "tapis de bain",
      "fouta",
      "foutas",
      "serviette de plage",
      "serviettes de plage",
      "essuie-mains"
    ],
    "collection": "Serviettes",
    "titles": [
      "Serviette de hammam",
      "Serviette nid d'abeille",
      "Serviette épaisse",
      "Serviette en coton bio",
      "Serviette côtelée",
      "Serviette en lin",
      "Serviette rayée",
      "Serviette qualité hôtel",
      "Serviette séchage rapide"
    ]
  },
  "table-linen": {
    "one": "linge de table",
    "many": "linge de table",
    "nouns": [
      "nappe",
      "nappes",
      "chemin de table",
      "chemins de table",
      "serviette de table",
      "serviettes de table",
      "set de table",
      "sets de table",
      "lot de serviettes de table",
      "lots de serviettes de table"
    ],
    "collection": "Linge de table",
    "titles": [
      "Nappe en lin",
      "Nappe imprimée au bloc",
      "Serviettes de table lavées à la pierre",
      "Nappe vichy",
      "Serviettes à ourlet ajouré",
      "Chemin de table tissé",
      "Serviettes de table brodées",
      "Nappe à franges",
      "Chemin de table rayé"
    ]
  },
  "rug": {
    "one": "tapis",
    "many": "tapis",
    "nouns": [
      "tapis de couloir",
      "kilim",
      "kilims",
      "paillasson",
      "paillassons",
      "tapis lavable",
      "tapis lavables",
      "tapis en jute",
      "tapis en laine",
      "tapis berbère",
      "tapis berbères",
      "moquette",
      "moquettes"
    ],
    "collection": "Tapis",
    "titles": [
      "Tapis noué main",
      "Tapis tissé à plat",
      "Tapis style vintage",
      "Tapis marocain",
      "Tapis en jute",
      "Tapis shaggy",
      "Tapis tufté main",
      "Tapis lavable",
      "Tapis style persan",
      "Tapis rayé"
    ]
  },
  "curtain": {
    "one": "rideau",
    "many": "rideaux",
    "nouns": [
      "voilage",
      "voilages",
      "rideau occultant",
      "rideaux occultants",
      "store",
      "stores",
      "store bateau",
      "stores bateau",
      "store enrouleur",
      "stores enrouleurs",
      "tenture",
      "tentures"
    ],
    "collection": "Rideaux",
    "titles": [
      "Rideau en lin",
      "Voilage",
      "Rideau occultant",
      "Rideau à plis pincés",
      "Rideau à passe-tringle",
      "Rideau en velours",
      "Rideau en lin lavé",
      "Rideau à pattes",
      "Rideau doublé"
    ]
  },
  "wall-hanging": {
    "one": "tenture murale",
    "many": "tentures murales",
    "nouns": [
      "tapisserie",
      "tapisseries",
      "macramé",
      "macramés",
      "tissage",
      "tissages",
      "tissage mural",
      "tissages muraux",
      "art textile"
    ],
    "collection": "Tentures murales",
    "titles": [
      "Tissage mural",
      "Macramé mural",
      "Tenture teinte à la main",
      "Tenture à franges",
      "Tissage abstrait",
      "Tenture bohème",
      "Tissage bouclé",
      "Tenture en fibres naturelles",
      "Tissage encadré"
    ]
  },
  "table-lamp": {
    "one": "lampe à poser",
    "many": "lampes à poser",
    "nouns": [
      "lampe",
      "lampes",
      "lampe de chevet",
      "lampes de chevet",
      "abat-jour",
      "lampe sans fil",
      "lampes sans fil",
      "lampe champignon",
      "lampes champignon"
    ],
    "collection": "Lampes à poser",
    "titles": [
      "Lampe en céramique",
      "Lampe champignon",
      "Lampe en laiton",
      "Lampe en papier",
      "Lampe à abat-jour plissé",
      "Lampe rechargeable",
      "Lampe de bureau",
      "Lampe calebasse",
      "Lampe en albâtre",
      "Lampe mid-century"
    ]
  },
  "pendant-light": {
    "one": "suspension",
    "many": "suspensions",
    "nouns": [
      "luminaire",
      "luminaires",
      "plafonnier",
      "plafonniers",
      "lustre",
      "lustres",
      "lampe suspendue",
      "lampes suspendues"
    ],
    "collection": "Suspensions et plafonniers",
    "titles": [
      "Suspension dôme",
      "Suspension globe",
      "Suspension en rotin",
      "Suspension en papier",
      "Suspension linéaire",
      "Lustre Spoutnik",
      "Suspension plissée",
      "Suspension en verre soufflé",
      "Suspension cloche",
      "Suspension tambour"
    ]
  },
  "floor-lamp": {
    "one": "lampadaire",
    "many": "lampadaires",
    "nouns": [
      "lampe sur pied",
      "lampes sur pied",
      "lampadaire arc",
      "lampadaires arc",
      "liseuse",
      "liseuses",
      "lampadaire trépied",
      "lampadaires trépied"
    ],
    "collection": "Lampadaires",
    "titles": [
      "Lampadaire arc",
      "Lampadaire trépied",
      "Lampadaire liseuse",
      "Lampadaire en papier",
      "Lampadaire colonne",
      "Lampadaire à bras articulé",
      "Lampadaire globe",
      "Lampadaire sculptural",
      "Lampadaire plissé"
    ]
  },
  "wall-sconce": {
    "one": "applique murale",
    "many": "appliques murales",
    "nouns": [
      "applique",
      "appliques",
      "lampe murale",
      "lampes murales",
      "applique pour tableau",
      "appliques pour tableau",
      "applique à brancher",
      "appliques à brancher"
    ],
    "collection": "Appliques murales",
    "titles": [
      "Applique à bras pivotant",
      "Applique à brancher",
      "Applique globe",
      "Applique plissée",
      "Applique conique",
      "Applique articulée",
      "Applique en albâtre",
      "Applique pour tableau",
      "Applique double"
    ]
  },
  "string-light": {
    "one": "guirlande lumineuse",
    "many": "guirlandes lumineuses",
    "nouns": [
      "guirlande guinguette",
      "guirlandes guinguettes",
      "guirlande à LED",
      "guirlandes à LED",
      "guirlande d'extérieur",
      "guirlandes d'extérieur",
      "guirlande",
      "guirlandes"
    ],
    "collection": "Guirlandes lumineuses",
    "titles": [
      "Guirlande guinguette",
      "Guirlande bistrot",
      "Guirlande fil de cuivre",
      "Guirlande à boules",
      "Guirlande solaire",
      "Guirlande d'extérieur",
      "Guirlande de lanternes en papier",
      "Guirlande lumière chaude",
      "Guirlande à piles"
    ]
  },
  "light-bulb": {
    "one": "ampoule",
    "many": "ampoules",
    "nouns": [
      "ampoule Edison",
      "ampoules Edison",
      "ampoule LED",
      "ampoules LED",
      "ampoule à filament",
      "ampoules à filament",
      "ampoule globe",
      "ampoules globe"
    ],
    "collection": "Ampoules",
    "titles": [
      "Ampoule à filament",
      "Ampoule globe",
      "Ampoule tube",
      "Ampoule ambrée",
      "Ampoule dépolie",
      "Ampoule à intensité variable",
      "Ampoule vintage",
      "Ampoule blanc chaud",
      "Ampoule tubulaire longue"
    ]
  },
  "art-print": {
    "one": "tirage d'art",
    "many": "tirages d'art",
    "nouns": [
      "impression d'art",
      "impressions d'art",
      "reproduction d'art",
      "reproductions d'art",
      "giclée",
      "risographie",
      "risographies",
      "linogravure",
      "linogravures",
      "sérigraphie",
      "sérigraphies",
      "tirage photo",
      "tirages photo",
      "impression encadrée",
      "impressions encadrées",
      "toile imprimée",
      "toiles imprimées",
      "illustration",
      "illustrations",
      "planche botanique",
      "planches botaniques"
    ],
    "collection": "Tirages d'art",
    "titles": [
      "Tirage botanique",
      "Tirage abstrait",
      "Tirage paysage",
      "Tirage en édition limitée",
      "Tirage signé",
      "Tirage architecture",
      "Tirage vintage",
      "Tirage dessin au trait",
      "Tirage bord de mer",
      "Tirage minimaliste"
    ]
  },
  "poster": {
    "one": "affiche",
    "many": "affiches",
    "nouns": [
      "poster",
      "posters",
      "affiche de voyage",
      "affiches de voyage",
      "affiche vintage",
      "affiches vintage",
      "affiche d'exposition",
      "affiches d'exposition",
      "affiche de concert",
      "affiches de concert",
      "affiche typographique",
      "affiches typographiques"
    ],
    "collection": "Affiches",
    "titles": [
      "Affiche de voyage",
      "Affiche d'exposition",
      "Affiche rétro",
      "Affiche typographique",
      "Affiche Bauhaus",
      "Affiche mid-century",
      "Affiche graphique",
      "Affiche illustrée",
      "Affiche style suisse"
    ]
  },
  "picture-frame": {
    "one": "cadre",
    "many": "cadres",
    "nouns": [
      "cadre photo",
      "cadres photo",
      "cadre pour affiche",
      "cadres pour affiche",
      "cadre de galerie",
      "cadres de galerie",
      "lot de cadres",
      "lots de cadres",
      "porte-affiche",
      "porte-affiches"
    ],
    "collection": "Cadres",
    "titles": [
      "Cadre en chêne",
      "Cadre en noyer",
      "Cadre galerie",
      "Cadre flottant",
      "Cadre fin",
      "Cadre caisse américaine",
      "Cadre en laiton",
      "Cadre vitrine",
      "Cadre à poser"
    ]
  },
  "painting": {
    "one": "tableau",
    "many": "tableaux",
    "nouns": [
      "peinture",
      "peintures",
      "œuvre originale",
      "œuvres originales",
      "œuvre d'art",
      "œuvres d'art",
      "aquarelle",
      "aquarelles",
      "huile sur toile",
      "huiles sur toile",
      "acrylique sur toile",
      "acryliques sur toile",
      "dessin original",
      "dessins originaux"
    ],
    "collection": "Œuvres originales",
    "titles": [
      "Tableau abstrait",
      "Paysage peint",
      "Nature morte",
      "Tableau figuratif",
      "Marine",
      "Tableau botanique",
      "Peinture gestuelle",
      "Tableau petit format",
      "Tableau impressionniste"
    ]
  },
  "notebook": {
    "one": "carnet",
    "many": "carnets",
    "nouns": [
      "cahier",
      "cahiers",
      "carnet de croquis",
      "carnets de croquis",
      "bloc-notes",
      "carnet pointillé",
      "carnets pointillés",
      "bullet journal",
      "bullet journals",
      "carnet rechargeable",
      "carnets rechargeables",
      "journal intime",
      "journaux intimes"
    ],
    "collection": "Carnets et cahiers",
    "titles": [
      "Carnet relié toile de lin",
      "Carnet à ouverture à plat",
      "Carnet de poche",
      "Carnet en cuir",
      "Carnet pointillé",
      "Carnet à couverture souple",
      "Carnet à couverture rigide",
      "Carnet de terrain",
      "Carnet quotidien",
      "Carnet relié toile"
    ]
  },
  "planner": {
    "one": "agenda",
    "many": "agendas",
    "nouns": [
      "planner",
      "planners",
      "planificateur",
      "planificateurs",
      "semainier",
      "semainiers",
      "agenda journalier",
      "agendas journaliers",
      "calendrier",
      "calendriers",
      "calendrier mural",
      "calendriers muraux",
      "calendrier de bureau",
      "calendriers de bureau",
      "suivi d'habitudes"
    ],
    "collection": "Agendas et calendriers",
    "titles": [
      "Agenda semainier",
      "Agenda journalier",
      "Agenda non daté",
      "Agenda scolaire",
      "Agenda en lin",
      "Agenda fin",
      "Planner d'objectifs",
      "Planning de bureau",
      "Agenda compact"
    ]
  },
  "pen": {
    "one": "stylo",
    "many": "stylos",
    "nouns": [
      "stylo-plume",
      "stylos-plumes",
      "stylo à bille",
      "stylos à bille",
      "stylo bille",
      "stylos bille",
      "stylo gel",
      "stylos gel",
      "roller",
      "rollers",
      "feutre fin",
      "feutres fins",
      "feutre pinceau",
      "feutres pinceaux",
      "crayon",
      "crayons",
      "porte-mine",
      "porte-mines",
      "encre",
      "encres",
      "flacon d'encre",
      "flacons d'encre",
      "recharge de stylo",
      "recharges de stylo"
    ],
    "collection": "Stylos et crayons",
    "titles": [
      "Stylo en laiton",
      "Stylo du quotidien",
      "Stylo de poche",
      "Stylo rechargeable",
      "Stylo japonais",
      "Stylo en aluminium",
      "Stylo rétractable",
      "Porte-mine de dessinateur",
      "Stylo-plume à transmettre",
      "Stylo de voyage"
    ]
  },
  "greeting-card": {
    "one": "carte",
    "many": "cartes",
    "nouns": [
      "carte de vœux",
      "cartes de vœux",
      "carte d'anniversaire",
      "cartes d'anniversaire",
      "carte de remerciement",
      "cartes de remerciement",
      "carte postale",
      "cartes postales",
      "carte de Noël",
      "cartes de Noël",
      "carte de mariage",
      "cartes de mariage",
      "carte de condoléances",
      "cartes de condoléances",
      "carte double",
      "cartes doubles",
      "coffret de cartes",
      "coffrets de cartes"
    ],
    "collection": "Cartes",
    "titles": [
      "Carte letterpress",
      "Carte dorée à chaud",
      "Carte illustrée",
      "Carte calligraphiée",
      "Carte botanique",
      "Carte vierge",
      "Carte humoristique",
      "Carte peinte à la main",
      "Carte pop-up"
    ]
  },
  "sticker": {
    "one": "sticker",
    "many": "stickers",
    "nouns": [
      "autocollant",
      "autocollants",
      "planche de stickers",
      "planches de stickers",
      "pack de stickers",
      "packs de stickers",
      "sticker vinyle",
      "stickers vinyle",
      "décalcomanie",
      "décalcomanies",
      "sticker pour ordinateur",
      "stickers pour ordinateur",
      "pin's émaillé",
      "pin's émaillés"
    ],
    "collection": "Stickers",
    "titles": [
      "Sticker holographique",
      "Sticker découpé à la forme",
      "Sticker brillant",
      "Sticker mat",
      "Sticker transparent",
      "Sticker prédécoupé",
      "Sticker pailleté",
      "Sticker étanche",
      "Mini sticker"
    ]
  },
  "washi-tape": {
    "one": "masking tape",
    "many": "masking tapes",
    "nouns": [
      "washi tape",
      "washi tapes",
      "ruban adhésif décoratif",
      "rubans adhésifs décoratifs",
      "ruban de papier",
      "rubans de papier"
    ],
    "collection": "Masking tapes",
    "titles": [
      "Masking tape imprimé",
      "Masking tape métallisé",
      "Masking tape quadrillé",
      "Masking tape botanique",
      "Masking tape fin",
      "Masking tape large",
      "Masking tape de saison",
      "Masking tape pastel",
      "Masking tape kraft"
    ]
  },
  "desk-accessory": {
    "one": "accessoire de bureau",
    "many": "accessoires de bureau",
    "nouns": [
      "organiseur de bureau",
      "organiseurs de bureau",
      "pot à crayons",
      "pots à crayons",
      "trousse à crayons",
      "trousses à crayons",
      "plumier",
      "plumiers",
      "corbeille à courrier",
      "corbeilles à courrier",
      "bannette",
      "bannettes",
      "presse-papier",
      "presse-papiers",
      "agrafeuse",
      "agrafeuses",
      "trombone",
      "trombones",
      "marque-page",
      "marque-pages"
    ],
    "collection": "Accessoires de bureau",
    "titles": [
      "Pot à crayons en laiton",
      "Organiseur de bureau en noyer",
      "Trousse en cuir",
      "Bannettes empilables",
      "Organiseur minimaliste",
      "Porte-trombones magnétique",
      "Rangement de bureau",
      "Organiseur en liège",
      "Trousse en feutre"
    ]
  },
  "writing-paper": {
    "one": "papier à lettres",
    "many": "papiers à lettres",
    "nouns": [
      "nécessaire de correspondance",
      "nécessaires de correspondance",
      "set de correspondance",
      "sets de correspondance",
      "enveloppe",
      "enveloppes",
      "papier à en-tête",
      "papier cadeau",
      "papiers cadeaux",
      "papier d'emballage",
      "rouleau de papier cadeau",
      "rouleaux de papier cadeau",
      "papier de soie"
    ],
    "collection": "Papeterie et papier cadeau",
    "titles": [
      "Papier à bords déchirés",
      "Papier de coton",
      "Papier vergé",
      "Papier par avion",
      "Papier kraft",
      "Papier cadeau botanique",
      "Papier marbré",
      "Papier à lettres personnalisé",
      "Papier recyclé"
    ]
  },
  "houseplant": {
    "one": "plante d'intérieur",
    "many": "plantes d'intérieur",
    "nouns": [
      "plante verte",
      "plantes vertes",
      "plante en pot",
      "plantes en pot",
      "monstera",
      "monsteras",
      "pothos",
      "ficus lyrata",
      "sansevieria",
      "sansevierias",
      "fougère",
      "fougères",
      "philodendron",
      "philodendrons",
      "calathea",
      "calatheas",
      "orchidée",
      "orchidées",
      "bonsaï",
      "bonsaïs",
      "spathiphyllum",
      "zamioculcas",
      "caoutchouc",
      "ficus elastica",
      "collier de perles",
      "tillandsia",
      "tillandsias",
      "plante aromatique",
      "plantes aromatiques"
    ],
    "collection": "Plantes d'intérieur",
    "titles": [
      "Plante retombante",
      "Plante peu exigeante en lumière",
      "Plante non toxique pour les animaux",
      "Plante panachée",
      "Plante à poser",
      "Plante à suspendre",
      "Grande plante d'intérieur",
      "Plante facile d'entretien",
      "Plante rare"
    ]
  },
  "succulent": {
    "one": "plante grasse",
    "many": "plantes grasses",
    "nouns": [
      "succulente",
      "succulentes",
      "cactus",
      "aloe vera",
      "échévéria",
      "échévérias",
      "arbre de jade",
      "crassula",
      "crassulas",
      "haworthia",
      "haworthias",
      "lot de succulentes",
      "lots de succulentes",
      "terrarium",
      "terrariums"
    ],
    "collection": "Succulentes et cactus",
    "titles": [
      "Succulente en rosette",
      "Succulente retombante",
      "Mini succulente",
      "Cactus du désert",
      "Cactus colonnaire",
      "Cactus duveteux",
      "Succulente plein soleil",
      "Succulente de rebord de fenêtre",
      "Succulente rustique"
    ]
  },
  "plant-pot": {
    "one": "pot de fleurs",
    "many": "pots de fleurs",
    "nouns": [
      "pot",
      "pots",
      "cache-pot",
      "cache-pots",
      "jardinière",
      "jardinières",
      "pot suspendu",
      "pots suspendus",
      "pot à réserve d'eau",
      "pots à réserve d'eau",
      "porte-plante",
      "porte-plantes",
      "sellette",
      "sellettes",
      "bac à fleurs",
      "bacs à fleurs",
      "carré potager",
      "carrés potagers",
      "pot en terre cuite",
      "pots en terre cuite"
    ],
    "collection": "Pots et cache-pots",
    "titles": [
      "Pot en terre cuite",
      "Cache-pot en céramique",
      "Pot à réserve d'eau",
      "Pot suspendu",
      "Pot sur pied",
      "Cache-pot côtelé",
      "Pot cylindrique",
      "Pot en béton",
      "Pot émaillé",
      "Pot conique"
    ]
  },
  "watering-can": {
    "one": "arrosoir",
    "many": "arrosoirs",
    "nouns": [
      "brumisateur",
      "brumisateurs",
      "vaporisateur pour plantes",
      "vaporisateurs pour plantes",
      "boule d'arrosage",
      "boules d'arrosage",
      "pistolet d'arrosage",
      "pistolets d'arrosage"
    ],
    "collection": "Arrosage",
    "titles": [
      "Arrosoir en acier galvanisé",
      "Arrosoir en laiton",
      "Arrosoir à long bec",
      "Arrosoir d'intérieur",
      "Arrosoir en cuivre",
      "Arrosoir émaillé",
      "Arrosoir classique",
      "Boule d'arrosage en verre"
    ]
  },
  "potting-mix": {
    "one": "terreau",
    "many": "terreaux",
    "nouns": [
      "terre",
      "compost",
      "composts",
      "engrais",
      "fertilisant",
      "fertilisants",
      "terreau de semis",
      "écorce de pin pour orchidées",
      "paillis",
      "substrat",
      "substrats"
    ],
    "collection": "Terreaux et engrais",
    "titles": [
      "Terreau bio",
      "Terreau pour aracées",
      "Substrat minéral drainant",
      "Terreau universel",
      "Substrat aéré",
      "Terreau sans tourbe",
      "Terreau de semis",
      "Lombricompost",
      "Terreau qualité professionnelle"
    ]
  },
  "grow-kit": {
    "one": "kit de culture",
    "many": "kits de culture",
    "nouns": [
      "kit d'herbes aromatiques",
      "kits d'herbes aromatiques",
      "kit potager",
      "kits potagers",
      "kit de culture de champignons",
      "kits de culture de champignons",
      "kit de jeunes pousses",
      "kits de jeunes pousses",
      "kit de semis",
      "kits de semis"
    ],
    "collection": "Kits de culture",
    "titles": [
      "Kit de culture rebord de fenêtre",
      "Kit d'herbes aromatiques",
      "Kit de culture pour la cuisine",
      "Kit de culture pour débutants",
      "Kit de culture pour enfants",
      "Kit de culture d'intérieur",
      "Kit potager pizza",
      "Kit d'herbes à cocktail",
      "Kit de fleurs pour pollinisateurs"
    ]
  },
  "bouquet": {
    "one": "bouquet",
    "many": "bouquets",
    "nouns": [
      "bouquet de fleurs",
      "bouquets de fleurs",
      "fleur",
      "fleurs",
      "fleurs fraîches",
      "fleurs coupées",
      "composition florale",
      "compositions florales",
      "pivoine",
      "pivoines",
      "tulipe",
      "tulipes",
      "tournesol",
      "tournesols",
      "renoncule",
      "renoncules",
      "hortensia",
      "hortensias",
      "boutonnière",
      "boutonnières",
      "abonnement fleurs",
      "abonnements fleurs",
      "rose",
      "roses",
      "centre de table floral",
      "centres de table floraux"
    ],
    "collection": "Bouquets",
    "titles": [
      "Bouquet de saison",
      "Bouquet du jardin",
      "Bouquet au choix du fleuriste",
      "Bouquet de fleurs sauvages",
      "Bouquet monté à la main",
      "Bouquet pastel",
      "Bouquet romantique",
      "Bouquet de deuil",
      "Bouquet d'anniversaire",
      "Bouquet du marché"
    ]
  },
  "dried-flowers": {
    "one": "fleur séchée",
    "many": "fleurs séchées",
    "nouns": [
      "bouquet de fleurs séchées",
      "bouquets de fleurs séchées",
      "bouquet séché",
      "bouquets séchés",
      "herbe de la pampa",
      "herbes de la pampa",
      "fleur stabilisée",
      "fleurs stabilisées",
      "immortelle",
      "immortelles",
      "botte de fleurs séchées",
      "bottes de fleurs séchées",
      "lagurus"
    ],
    "collection": "Fleurs séchées",
    "titles": [
      "Herbe de la pampa",
      "Bouquet d'immortelles",
      "Bouquet séché champêtre",
      "Fleurs séchées blanchies",
      "Fleurs stabilisées",
      "Bouquet séché rustique",
      "Bouquet séché tons neutres",
      "Fleurs sauvages séchées",
      "Mini bouquet séché"
    ]
  },
  "wreath": {
    "one": "couronne",
    "many": "couronnes",
    "nouns": [
      "couronne de porte",
      "couronnes de porte",
      "couronne de Noël",
      "couronnes de Noël",
      "guirlande de feuillage",
      "guirlandes de feuillage",
      "couronne de sapin",
      "couronnes de sapin",
      "kit couronne",
      "kits couronne"
    ],
    "collection": "Couronnes",
    "titles": [
      "Couronne de sapin",
      "Couronne d'eucalyptus",
      "Couronne séchée",
      "Couronne d'olivier",
      "Couronne de Noël",
      "Couronne d'automne",
      "Couronne de magnolia",
      "Couronne sauvage",
      "Couronne aux agrumes"
    ]
  },
  "seed-packet": {
    "one": "sachet de graines",
    "many": "sachets de graines",
    "nouns": [
      "graine",
      "graines",
      "semence",
      "semences",
      "graines anciennes",
      "graines de légumes",
      "graines de fleurs",
      "graines d'aromatiques",
      "collection de graines",
      "collections de graines",
      "graines de fleurs sauvages",
      "mélange de graines",
      "mélanges de graines",
      "graines à germer"
    ],
    "collection": "Graines",
    "titles": [
      "Graines de variétés anciennes",
      "Graines bio",
      "Graines de tomates cerises",
      "Graines mellifères",
      "Graines de fleurs à couper",
      "Graines de salades",
      "Graines non hybrides",
      "Graines de plantes indigènes",
      "Graines pour potager"
    ]
  },
  "flower-bulb": {
    "one": "bulbe",
    "many": "bulbes",
    "nouns": [
      "bulbe à fleurs",
      "bulbes à fleurs",
      "bulbe de tulipe",
      "bulbes de tulipe",
      "bulbe de narcisse",
      "bulbes de narcisse",
      "bulbe d'allium",
      "bulbes d'allium",
      "tubercule de dahlia",
      "tubercules de dahlia",
      "tubercule",
      "tubercules",
      "plante à racines nues",
      "plantes à racines nues",
      "arbuste",
      "arbustes",
      "rosier",
      "rosiers",
      "arbre fruitier",
      "arbres fruitiers",
      "vivace",
      "vivaces"
    ],
    "collection": "Bulbes et plantes",
    "titles": [
      "Bulbes de printemps",
      "Bulbes à naturaliser",
      "Bulbes de variétés anciennes",
      "Tulipes doubles",
      "Tulipes perroquet",
      "Tulipes frangées",
      "Bulbes nains",
      "Bulbes parfumés",
      "Bulbes pour fleurs à couper"
    ]
  },
  "garden-tool": {
    "one": "outil de jardin",
    "many": "outils de jardin",
    "nouns": [
      "outil de jardinage",
      "outils de jardinage",
      "transplantoir",
      "transplantoirs",
      "sécateur",
      "sécateurs",
      "cisaille",
      "cisailles",
      "fourche à main",
      "fourches à main",
      "hori hori",
      "désherbeur",
      "désherbeurs",
      "râteau",
      "râteaux",
      "fourche",
      "fourches",
      "bêche",
      "bêches",
      "binette",
      "binettes",
      "coupe-branches",
      "set d'outils de jardin",
      "sets d'outils de jardin",
      "gant de jardinage",
      "gants de jardinage",
      "agenouilloir",
      "agenouilloirs",
      "tuyau d'arrosage",
      "tuyaux d'arrosage"
    ],
    "collection": "Outils de jardin",
    "titles": [
      "Transplantoir forgé",
      "Transplantoir en inox",
      "Bêche à manche en frêne",
      "Râteau à long manche",
      "Sécateur à lames croisantes",
      "Hori hori japonais",
      "Fourche à bêcher traditionnelle",
      "Sécateur compact",
      "Binette en acier carbone"
    ]
  },
  "cleaning-refill": {
    "one": "recharge",
    "many": "recharges",
    "nouns": [
      "éco-recharge",
      "éco-recharges",
      "poche de recharge",
      "poches de recharge",
      "flacon de recharge",
      "flacons de recharge",
      "concentré nettoyant",
      "concentrés nettoyants",
      "pastille nettoyante",
      "pastilles nettoyantes",
      "recharge en vrac",
      "recharges en vrac"
    ],
    "collection": "Recharges",
    "titles": [
      "Recharge multi-usage",
      "Recharge grand format",
      "Recharge concentrée",
      "Recharge sans parfum",
      "Recharge agrumes",
      "Recharge nettoyant vitres",
      "Recharge salle de bain",
      "Recharge cuisine",
      "Recharge sols"
    ]
  },
  "cleaning-spray": {
    "one": "spray nettoyant",
    "many": "sprays nettoyants",
    "nouns": [
      "nettoyant multi-usage",
      "nettoyants multi-usages",
      "nettoyant multisurface",
      "nettoyants multisurfaces",
      "nettoyant vitres",
      "nettoyants vitres",
      "nettoyant salle de bain",
      "nettoyants salle de bain",
      "dégraissant cuisine",
      "dégraissants cuisine",
      "nettoyant sols",
      "nettoyants sols",
      "kit de nettoyage",
      "kits de nettoyage",
      "produit ménager",
      "produits ménagers"
    ],
    "collection": "Produits ménagers",
    "titles": [
      "Spray nettoyant multi-usage",
      "Spray multisurface",
      "Spray nettoyant aux agrumes",
      "Spray nettoyant sans parfum",
      "Spray nettoyant vitres",
      "Spray salle de bain",
      "Spray dégraissant cuisine",
      "Kit de nettoyage découverte",
      "Spray nettoyant du quotidien"
    ]
  },
  "dish-soap": {
    "one": "liquide vaisselle",
    "many": "liquides vaisselle",
    "nouns": [
      "savon vaisselle solide",
      "savons vaisselle solides",
      "pain vaisselle",
      "pains vaisselle",
      "tablette lave-vaisselle",
      "tablettes lave-vaisselle",
      "lessive",
      "lessives",
      "lessive en poudre",
      "lessives en poudre",
      "feuille de lessive",
      "feuilles de lessive",
      "détachant",
      "détachants",
      "balle de séchage",
      "balles de séchage"
    ],
    "collection": "Vaisselle et lessive",
    "titles": [
      "Savon vaisselle solide",
      "Liquide vaisselle sans parfum",
      "Liquide vaisselle concentré",
      "Liquide vaisselle d'origine végétale",
      "Liquide vaisselle aux agrumes",
      "Lessive peaux sensibles",
      "Pain vaisselle zéro déchet",
      "Lessive en vrac",
      "Liquide vaisselle du quotidien"
    ]
  },
  "beeswax-wrap": {
    "one": "bee wrap",
    "many": "bee wraps",
    "nouns": [
      "emballage à la cire d'abeille",
      "emballages à la cire d'abeille",
      "emballage alimentaire réutilisable",
      "emballages alimentaires réutilisables",
      "wrap vegan",
      "wraps vegan",
      "couvre-plat",
      "couvre-plats",
      "couvercle en silicone",
      "couvercles en silicone"
    ],
    "collection": "Emballages alimentaires réutilisables",
    "titles": [
      "Bee wrap à la cire d'abeille",
      "Wrap à la cire végétale",
      "Bee wrap imprimé",
      "Bee wrap grand format pain",
      "Bee wrap spécial sandwich",
      "Lot découverte de bee wraps",
      "Lot familial de bee wraps",
      "Bee wrap botanique",
      "Lot de bee wraps pour la cuisine"
    ]
  },
  "reusable-storage": {
    "one": "contenant réutilisable",
    "many": "contenants réutilisables",
    "nouns": [
      "sac à vrac",
      "sacs à vrac",
      "sac réutilisable",
      "sacs réutilisables",
      "sachet en silicone",
      "sachets en silicone",
      "boîte de conservation",
      "boîtes de conservation",
      "boîte en verre",
      "boîtes en verre",
      "lunch box",
      "boîte à repas",
      "boîtes à repas",
      "bento",
      "bentos",
      "bocal",
      "bocaux",
      "pochette à goûter",
      "pochettes à goûter",
      "sac à pain",
      "sacs à pain"
    ],
    "collection": "Contenants réutilisables",
    "titles": [
      "Sac à vrac en filet",
      "Sachet en silicone",
      "Sac à vrac en coton bio",
      "Boîte en inox",
      "Boîte de conservation en verre",
      "Boîtes empilables",
      "Boîte étanche",
      "Bocal de garde-manger",
      "Lunch box"
    ]
  },
  "dish-brush": {
    "one": "brosse à vaisselle",
    "many": "brosses à vaisselle",
    "nouns": [
      "brosse de nettoyage",
      "brosses de nettoyage",
      "goupillon",
      "goupillons",
      "éponge",
      "éponges",
      "éponge compostable",
      "éponges compostables",
      "éponge suédoise",
      "éponges suédoises",
      "brosse à légumes",
      "brosses à légumes",
      "grattoir à casseroles",
      "grattoirs à casseroles"
    ],
    "collection": "Brosses et éponges",
    "titles": [
      "Brosse à vaisselle en hêtre",
      "Brosse à vaisselle en bambou",
      "Brosse en fibre de coco",
      "Brosse à tête remplaçable",
      "Brosse à long manche",
      "Éponge grattante",
      "Éponge compostable",
      "Brosse en sisal",
      "Brosse à vaisselle du quotidien"
    ]
  },
  "reusable-straw": {
    "one": "paille réutilisable",
    "many": "pailles réutilisables",
    "nouns": [
      "paille",
      "pailles",
      "paille en inox",
      "pailles en inox",
      "paille en verre",
      "pailles en verre",
      "paille en bambou",
      "pailles en bambou",
      "set de pailles",
      "sets de pailles"
    ],
    "collection": "Pailles",
    "titles": [
      "Paille en inox",
      "Paille en verre",
      "Paille en bambou",
      "Paille coudée",
      "Paille large",
      "Paille de voyage",
      "Paille extra-large",
      "Paille à cocktail",
      "Paille pour bubble tea"
    ]
  },
  "gift-card": {
    "one": "carte cadeau",
    "many": "cartes cadeaux",
    "nouns": [
      "e-carte cadeau",
      "e-cartes cadeaux",
      "carte cadeau numérique",
      "cartes cadeaux numériques",
      "chèque cadeau",
      "chèques cadeaux",
      "bon cadeau",
      "bons cadeaux",
      "bon d'achat",
      "bons d'achat"
    ],
    "collection": "Cartes cadeaux",
    "titles": [
      "Carte cadeau numérique",
      "Carte cadeau à imprimer",
      "Carte cadeau anniversaire",
      "Carte cadeau des fêtes",
      "Carte cadeau merci",
      "Carte cadeau célébration",
      "Carte cadeau classique",
      "Carte cadeau de dernière minute"
    ]
  },
  "gift-box": {
    "one": "box cadeau",
    "many": "box cadeaux",
    "nouns": [
      "coffret cadeau",
      "coffrets cadeaux",
      "panier garni",
      "paniers garnis",
      "colis cadeau",
      "colis cadeaux",
      "caisse cadeau",
      "caisses cadeaux",
      "box dégustation",
      "box découverte",
      "box par abonnement"
    ],
    "collection": "Box et paniers cadeaux",
    "titles": [
      "Box signature",
      "Box célébration",
      "Box merci",
      "Box des fêtes",
      "Box crémaillère",
      "Box prompt rétablissement",
      "Box dégustation",
      "Box prestige",
      "Box cadeau entreprise"
    ]
  },
  "gift-set": {
    "one": "coffret",
    "many": "coffrets",
    "nouns": [
      "lot cadeau",
      "lots cadeaux",
      "set cadeau",
      "sets cadeaux",
      "pack cadeau",
      "packs cadeaux",
      "kit de démarrage",
      "kits de démarrage"
    ],
    "collection": "Coffrets",
    "titles": [
      "Coffret initiation",
      "Coffret signature",
      "Coffret des fêtes",
      "Coffret essentiels",
      "Coffret découverte",
      "Coffret pour l'hôte",
      "Coffret luxe",
      "Coffret best-sellers",
      "Mini coffret"
    ]
  },
  "wireless-earbuds": {
    "one": "écouteurs sans fil",
    "many": "écouteurs sans fil",
    "nouns": [
      "écouteurs",
      "écouteurs intra-auriculaires",
      "écouteurs Bluetooth",
      "écouteurs true wireless",
      "oreillettes"
    ],
    "collection": "Écouteurs sans fil",
    "titles": [
      "Écouteurs sans fil Pro",
      "Écouteurs de sport",
      "Écouteurs du quotidien",
      "Écouteurs studio",
      "Écouteurs compacts",
      "Écouteurs Active",
      "Écouteurs à réduction de bruit",
      "Écouteurs ouverts",
      "Écouteurs pour les trajets",
      "Écouteurs de poche"
    ]
  },
  "headphones": {
    "one": "casque audio",
    "many": "casques audio",
    "nouns": [
      "casque",
      "casques",
      "casque circum-auriculaire",
      "casques circum-auriculaires",
      "casque supra-auriculaire",
      "casques supra-auriculaires",
      "casque sans fil",
      "casques sans fil",
      "casque de studio",
      "casques de studio",
      "casque à réduction de bruit",
      "casques à réduction de bruit"
    ],
    "collection": "Casques audio",
    "titles": [
      "Casque studio",
      "Casque sans fil",
      "Casque circum-auriculaire",
      "Casque de référence",
      "Casque de voyage",
      "Casque fermé",
      "Casque ouvert",
      "Casque de monitoring",
      "Casque pliable",
      "Casque du quotidien"
    ]
  },
  "bluetooth-speaker": {
    "one": "enceinte Bluetooth",
    "many": "enceintes Bluetooth",
    "nouns": [
      "enceinte",
      "enceintes",
      "enceinte sans fil",
      "enceintes sans fil",
      "enceinte portable",
      "enceintes portables",
      "enceinte connectée",
      "enceintes connectées",
      "enceinte de bibliothèque",
      "enceintes de bibliothèque",
      "barre de son",
      "barres de son"
    ],
    "collection": "Enceintes",
    "titles": [
      "Enceinte portable",
      "Enceinte d'extérieur",
      "Enceinte de poche",
      "Enceinte baroudeuse",
      "Enceinte de douche",
      "Enceinte pour la maison",
      "Enceinte de soirée",
      "Mini enceinte",
      "Enceinte de voyage",
      "Enceinte étanche"
    ]
  },
  "smartwatch": {
    "one": "montre connectée",
    "many": "montres connectées",
    "nouns": [
      "bracelet connecté",
      "bracelets connectés",
      "tracker d'activité",
      "trackers d'activité",
      "montre GPS",
      "montres GPS",
      "montre de running",
      "montres de running",
      "bracelet d'activité",
      "bracelets d'activité"
    ],
    "collection": "Montres connectées",
    "titles": [
      "Montre connectée sport",
      "Montre connectée fitness",
      "Montre connectée classique",
      "Montre GPS de trail",
      "Montre connectée du quotidien",
      "Montre connectée fine",
      "Montre GPS aventure",
      "Montre multisport",
      "Montre GPS exploration"
    ]
  },
  "phone-case": {
    "one": "coque de téléphone",
    "many": "coques de téléphone",
    "nouns": [
      "coque",
      "coques",
      "coque iPhone",
      "coques iPhone",
      "coque de smartphone",
      "coques de smartphone",
      "étui de téléphone",
      "étuis de téléphone",
      "coque MagSafe",
      "coques MagSafe",
      "étui portefeuille",
      "étuis portefeuille",
      "coque transparente",
      "coques transparentes"
    ],
    "collection": "Coques de téléphone",
    "titles": [
      "Coque fine",
      "Coque transparente",
      "Coque renforcée",
      "Coque en cuir",
      "Coque en silicone",
      "Étui folio",
      "Coque écoresponsable",
      "Coque antidérapante",
      "Coque MagSafe",
      "Coque minimaliste"
    ]
  },
  "screen-protector": {
    "one": "protection d'écran",
    "many": "protections d'écran",
    "nouns": [
      "verre trempé",
      "verres trempés",
      "film de protection",
      "films de protection",
      "protège-écran",
      "protège-écrans",
      "filtre de confidentialité",
      "filtres de confidentialité"
    ],
    "collection": "Protections d'écran",
    "titles": [
      "Protection en verre trempé",
      "Protection d'écran anti-espion",
      "Protection d'écran mate",
      "Protection antireflet",
      "Protection ultra-transparente",
      "Protection bord à bord",
      "Protection anti-lumière bleue",
      "Protection d'écran du quotidien",
      "Protection d'écran Pro"
    ]
  },
  "charger": {
    "one": "chargeur",
    "many": "chargeurs",
    "nouns": [
      "chargeur secteur",
      "chargeurs secteur",
      "chargeur sans fil",
      "chargeurs sans fil",
      "socle de charge",
      "socles de charge",
      "station de charge",
      "stations de charge",
      "dock de charge",
      "docks de charge",
      "chargeur rapide",
      "chargeurs rapides",
      "chargeur USB-C",
      "chargeurs USB-C",
      "chargeur MagSafe",
      "chargeurs MagSafe",
      "chargeur voiture",
      "chargeurs voiture"
    ],
    "collection": "Chargeurs",
    "titles": [
      "Chargeur compact",
      "Chargeur rapide",
      "Chargeur 3-en-1",
      "Chargeur de voyage",
      "Chargeur de bureau",
      "Chargeur double port",
      "Chargeur pliable",
      "Chargeur de chevet",
      "Chargeur multi-appareils",
      "Chargeur GaN"
    ]
  },
  "power-bank": {
    "one": "batterie externe",
    "many": "batteries externes",
    "nouns": [
      "chargeur portable",
      "chargeurs portables",
      "powerbank",
      "powerbanks",
      "batterie portable",
      "batteries portables",
      "batterie MagSafe",
      "batteries MagSafe"
    ],
    "collection": "Batteries externes",
    "titles": [
      "Batterie externe fine",
      "Batterie externe magnétique",
      "Batterie externe de poche",
      "Batterie externe de voyage",
      "Batterie externe renforcée",
      "Batterie externe solaire",
      "Batterie externe compacte",
      "Batterie externe charge rapide",
      "Batterie externe du quotidien",
      "Batterie externe ultralégère"
    ]
  },
  "cable": {
    "one": "câble",
    "many": "câbles",
    "nouns": [
      "câble de charge",
      "câbles de charge",
      "câble USB-C",
      "câbles USB-C",
      "câble USB",
      "câbles USB",
      "câble Lightning",
      "câbles Lightning",
      "câble HDMI",
      "câbles HDMI",
      "câble spiralé",
      "câbles spiralés",
      "câble tressé",
      "câbles tressés"
    ],
    "collection": "Câbles",
    "titles": [
      "Câble tressé",
      "Câble spiralé",
      "Câble coudé",
      "Câble de voyage",
      "Câble renforcé",
      "Câble charge rapide",
      "Câble aviateur",
      "Câble court",
      "Câble extra-long"
    ]
  },
  "phone-mount": {
    "one": "support de téléphone",
    "many": "supports de téléphone",
    "nouns": [
      "support voiture",
      "supports voiture",
      "support téléphone",
      "supports téléphone",
      "support de bureau pour téléphone",
      "poignée pour téléphone",
      "poignées pour téléphone",
      "support vélo",
      "supports vélo",
      "support tableau de bord",
      "supports tableau de bord"
    ],
    "collection": "Supports de téléphone",
    "titles": [
      "Support magnétique",
      "Support pour grille d'aération",
      "Support tableau de bord",
      "Support de bureau",
      "Support réglable",
      "Support pliable",
      "Support guidon",
      "Support pare-brise",
      "Support en aluminium",
      "Support compact"
    ]
  },
  "usb-hub": {
    "one": "hub USB-C",
    "many": "hubs USB-C",
    "nouns": [
      "hub USB",
      "hubs USB",
      "station d'accueil",
      "stations d'accueil",
      "dock",
      "docks",
      "adaptateur multiport",
      "adaptateurs multiports",
      "dongle",
      "dongles"
    ],
    "collection": "Hubs et stations d'accueil",
    "titles": [
      "Hub USB-C compact",
      "Hub de voyage",
      "Hub en aluminium",
      "Station d'accueil de bureau",
      "Hub USB-C fin",
      "Station d'accueil Pro",
      "Adaptateur multiport",
      "Station d'accueil double écran",
      "Hub USB-C du quotidien"
    ]
  },
  "mechanical-keyboard": {
    "one": "clavier mécanique",
    "many": "claviers mécaniques",
    "nouns": [
      "clavier",
      "claviers",
      "clavier gamer",
      "claviers gamer",
      "clavier sans fil",
      "claviers sans fil",
      "clavier custom",
      "claviers custom",
      "kit clavier",
      "kits clavier",
      "clavier barebone",
      "claviers barebone",
      "clavier TKL",
      "claviers TKL"
    ],
    "collection": "Claviers",
    "titles": [
      "Clavier hot-swap",
      "Clavier mécanique sans fil",
      "Clavier compact",
      "Clavier en aluminium",
      "Clavier extra-plat",
      "Clavier gasket mount",
      "Clavier sans pavé numérique",
      "Clavier ergonomique en deux parties",
      "Clavier custom",
      "Clavier rétro"
    ]
  },
  "keycap-set": {
    "one": "jeu de keycaps",
    "many": "jeux de keycaps",
    "nouns": [
      "keycaps",
      "keycap",
      "touche de clavier",
      "touches de clavier",
      "keycap artisanale",
      "keycaps artisanales",
      "kit de keycaps",
      "kits de keycaps"
    ],
    "collection": "Keycaps",
    "titles": [
      "Keycaps PBT",
      "Keycaps double injection",
      "Keycaps rétro",
      "Keycaps profil bas",
      "Keycaps sublimées",
      "Keycaps translucides",
      "Keycaps minimalistes",
      "Keycap artisanale",
      "Keycaps classiques",
      "Keycaps vierges"
    ]
  },
  "mouse": {
    "one": "souris",
    "many": "souris",
    "nouns": [
      "souris d'ordinateur",
      "souris sans fil",
      "souris gamer",
      "souris ergonomique",
      "souris ergonomiques",
      "souris verticale",
      "souris verticales",
      "trackball",
      "trackballs"
    ],
    "collection": "Souris",
    "titles": [
      "Souris ergonomique",
      "Souris sans fil",
      "Souris ultralégère",
      "Souris silencieuse",
      "Souris verticale",
      "Souris de voyage",
      "Souris Pro",
      "Souris ambidextre",
      "Souris de précision",
      "Souris compacte"
    ]
  },
  "desk-mat": {
    "one": "tapis de bureau",
    "many": "tapis de bureau",
    "nouns": [
      "tapis de souris",
      "sous-main",
      "sous-mains",
      "tapis de souris gamer"
    ],
    "collection": "Tapis de bureau",
    "titles": [
      "Tapis de bureau en feutre",
      "Tapis de bureau en liège",
      "Sous-main en cuir vegan",
      "Tapis en laine mérinos",
      "Tapis de souris XXL",
      "Tapis topographique",
      "Tapis à bords cousus",
      "Tapis de bureau minimaliste",
      "Tapis de souris glisse rapide",
      "Tapis de souris contrôle"
    ]
  },
  "wrist-rest": {
    "one": "repose-poignet",
    "many": "repose-poignets",
    "nouns": [
      "repose-paume",
      "repose-paumes",
      "repose-poignet pour clavier",
      "repose-poignets pour clavier"
    ],
    "collection": "Repose-poignets",
    "titles": [
      "Repose-poignet en noyer",
      "Repose-poignet en chêne",
      "Repose-poignet à mémoire de forme",
      "Repose-poignet en résine",
      "Repose-poignet en cuir",
      "Repose-poignet extra-plat",
      "Repose-poignet rembourré",
      "Repose-poignet ergonomique",
      "Repose-poignet sculpté"
    ]
  },
  "webcam": {
    "one": "webcam",
    "many": "webcams",
    "nouns": [
      "caméra web",
      "caméras web",
      "caméra de streaming",
      "caméras de streaming",
      "caméra de visioconférence",
      "caméras de visioconférence"
    ],
    "collection": "Webcams",
    "titles": [
      "Webcam HD",
      "Webcam 4K",
      "Webcam de streaming",
      "Webcam Pro",
      "Webcam compacte",
      "Webcam grand angle",
      "Webcam autofocus",
      "Webcam avec cache de confidentialité",
      "Webcam studio"
    ]
  },
  "microphone": {
    "one": "micro",
    "many": "micros",
    "nouns": [
      "microphone",
      "microphones",
      "micro USB",
      "micros USB",
      "micro à condensateur",
      "micros à condensateur",
      "micro dynamique",
      "micros dynamiques",
      "micro podcast",
      "micros podcast",
      "micro de streaming",
      "micros de streaming",
      "micro-cravate",
      "micros-cravates"
    ],
    "collection": "Microphones",
    "titles": [
      "Micro studio",
      "Micro podcast",
      "Micro broadcast",
      "Micro dynamique",
      "Micro à condensateur",
      "Micro de streaming",
      "Micro de bureau",
      "Micro chant",
      "Micro compact",
      "Micro cardioïde"
    ]
  },
  "camera": {
    "one": "appareil photo",
    "many": "appareils photo",
    "nouns": [
      "appareil photo numérique",
      "appareils photo numériques",
      "hybride",
      "hybrides",
      "appareil photo argentique",
      "appareils photo argentiques",
      "appareil photo instantané",
      "appareils photo instantanés",
      "compact",
      "compacts",
      "caméra d'action",
      "caméras d'action",
      "reflex",
      "télémétrique",
      "télémétriques"
    ],
    "collection": "Appareils photo",
    "titles": [
      "Appareil photo hybride",
      "Appareil photo compact",
      "Hybride plein format",
      "Appareil photo télémétrique",
      "Appareil photo vintage",
      "Appareil photo instantané",
      "Appareil photo de voyage",
      "Appareil photo reconditionné",
      "Compact pour la photo de rue",
      "Appareil photo de poche"
    ]
  },
  "camera-lens": {
    "one": "objectif",
    "many": "objectifs",
    "nouns": [
      "objectif photo",
      "objectifs photo",
      "focale fixe",
      "focales fixes",
      "zoom",
      "zooms",
      "objectif portrait",
      "objectifs portrait",
      "objectif grand-angle",
      "objectifs grand-angle",
      "objectif macro",
      "objectifs macro",
      "téléobjectif",
      "téléobjectifs"
    ],
    "collection": "Objectifs",
    "titles": [
      "Objectif 35 mm",
      "Objectif 50 mm",
      "Objectif lumineux",
      "Objectif portrait",
      "Objectif grand-angle",
      "Téléobjectif",
      "Objectif macro",
      "Objectif compact",
      "Objectif vintage",
      "Objectif pancake"
    ]
  },
  "tripod": {
    "one": "trépied",
    "many": "trépieds",
    "nouns": [
      "trépied de voyage",
      "trépieds de voyage",
      "mini-trépied",
      "mini-trépieds",
      "trépied de table",
      "trépieds de table",
      "monopode",
      "monopodes"
    ],
    "collection": "Trépieds",
    "titles": [
      "Trépied de voyage",
      "Trépied en fibre de carbone",
      "Trépied en aluminium",
      "Trépied compact",
      "Trépied de table",
      "Trépied vidéo",
      "Trépied Pro",
      "Trépied léger",
      "Trépied flexible"
    ]
  },
  "camera-strap": {
    "one": "sangle d'appareil photo",
    "many": "sangles d'appareil photo",
    "nouns": [
      "courroie",
      "courroies",
      "courroie d'appareil photo",
      "courroies d'appareil photo",
      "dragonne",
      "dragonnes",
      "sangle bandoulière",
      "sangles bandoulière"
    ],
    "collection": "Sangles d'appareil photo",
    "titles": [
      "Sangle en cuir",
      "Sangle tressée",
      "Sangle à attache rapide",
      "Sangle en corde",
      "Sangle rembourrée",
      "Sangle vintage",
      "Sangle fine",
      "Sangle tissée",
      "Sangle réglable"
    ]
  },
  "camera-bag": {
    "one": "sac photo",
    "many": "sacs photo",
    "nouns": [
      "sac à dos photo",
      "sacs à dos photo",
      "sacoche photo",
      "sacoches photo",
      "insert photo",
      "inserts photo",
      "étui d'appareil photo",
      "étuis d'appareil photo"
    ],
    "collection": "Sacs photo",
    "titles": [
      "Sac photo bandoulière",
      "Sacoche photo messager",
      "Sac photo du quotidien",
      "Sac photo étanche",
      "Sac photo en toile cirée",
      "Sac à dos photo à fermeture roulée",
      "Sac photo de voyage",
      "Sac photo modulable",
      "Sac photo compact"
    ]
  },
  "camera-film": {
    "one": "pellicule",
    "many": "pellicules",
    "nouns": [
      "film argentique",
      "films argentiques",
      "pellicule 35 mm",
      "pellicules 35 mm",
      "pellicule 120",
      "pellicules 120",
      "film instantané",
      "films instantanés",
      "rouleau de pellicule",
      "rouleaux de pellicule"
    ],
    "collection": "Pellicules",
    "titles": [
      "Pellicule couleur négative",
      "Pellicule noir et blanc",
      "Pellicule diapositive",
      "Pellicule cinéma",
      "Pellicule grain fin",
      "Pellicule haute sensibilité",
      "Pellicule lumière du jour",
      "Pellicule tungstène",
      "Pellicule périmée"
    ]
  },
  "telescope": {
    "one": "télescope",
    "many": "télescopes",
    "nouns": [
      "télescope connecté",
      "télescopes connectés",
      "lunette astronomique",
      "lunettes astronomiques",
      "télescope à miroir",
      "télescopes à miroir",
      "dobson",
      "dobsons"
    ],
    "collection": "Télescopes",
    "titles": [
      "Télescope connecté",
      "Lunette astronomique",
      "Télescope Dobson",
      "Télescope de voyage",
      "Télescope de table",
      "Télescope pour le jardin",
      "Lunette apochromatique",
      "Télescope pour débutant",
      "Télescope motorisé GoTo",
      "Télescope compact"
    ]
  },
  "binoculars": {
    "one": "jumelles",
    "many": "jumelles",
    "nouns": [
      "paire de jumelles",
      "paires de jumelles",
      "monoculaire",
      "monoculaires"
    ],
    "collection": "Jumelles",
    "titles": [
      "Jumelles d'ornithologie",
      "Jumelles compactes",
      "Jumelles d'astronomie",
      "Jumelles marines",
      "Jumelles de chasse",
      "Jumelles de voyage",
      "Jumelles étanches",
      "Jumelles de poche",
      "Jumelles de terrain",
      "Jumelles grand angle"
    ]
  },
  "game-controller": {
    "one": "manette",
    "many": "manettes",
    "nouns": [
      "manette de jeu",
      "manettes de jeu",
      "manette sans fil",
      "manettes sans fil",
      "manette pro",
      "manettes pro",
      "stick arcade",
      "sticks arcade",
      "joystick",
      "joysticks"
    ],
    "collection": "Manettes",
    "titles": [
      "Manette sans fil",
      "Manette Pro",
      "Manette rétro",
      "Manette à effet Hall",
      "Manette Elite",
      "Stick arcade",
      "Manette compacte",
      "Manette de tournoi",
      "Manette classique"
    ]
  },
  "gaming-headset": {
    "one": "casque gaming",
    "many": "casques gaming",
    "nouns": [
      "casque gamer",
      "casques gamer",
      "micro-casque",
      "micro-casques",
      "casque gaming sans fil",
      "casques gaming sans fil"
    ],
    "collection": "Casques gaming",
    "titles": [
      "Casque gaming sans fil",
      "Casque gaming Pro",
      "Casque gaming surround",
      "Casque gaming léger",
      "Casque de tournoi",
      "Casque gaming studio",
      "Casque gaming circum-auriculaire",
      "Casque gaming faible latence",
      "Casque esport"
    ]
  },
  "smart-plug": {
    "one": "prise connectée",
    "many": "prises connectées",
    "nouns": [
      "prise intelligente",
      "prises intelligentes",
      "prise Wi-Fi",
      "prises Wi-Fi",
      "multiprise connectée",
      "multiprises connectées",
      "interrupteur connecté",
      "interrupteurs connectés"
    ],
    "collection": "Prises connectées",
    "titles": [
      "Mini prise connectée",
      "Prise connectée d'extérieur",
      "Prise connectée avec suivi de consommation",
      "Prise connectée Matter",
      "Prise connectée compacte",
      "Prise connectée double",
      "Prise connectée d'intérieur",
      "Prise connectée haute puissance"
    ]
  },
  "smart-bulb": {
    "one": "ampoule connectée",
    "many": "ampoules connectées",
    "nouns": [
      "ampoule intelligente",
      "ampoules intelligentes",
      "éclairage connecté",
      "ampoule Wi-Fi",
      "ampoules Wi-Fi",
      "ruban LED",
      "rubans LED",
      "bande LED",
      "bandes LED"
    ],
    "collection": "Éclairage connecté",
    "titles": [
      "Ampoule connectée multicolore",
      "Ampoule connectée blanc réglable",
      "Ampoule connectée à intensité variable",
      "Ampoule connectée à filament",
      "Ampoule connectée d'extérieur",
      "Ampoule connectée Matter",
      "Ampoule connectée vintage",
      "Ruban LED d'ambiance",
      "Ampoule connectée du quotidien"
    ]
  },
  "security-camera": {
    "one": "caméra de surveillance",
    "many": "caméras de surveillance",
    "nouns": [
      "caméra de sécurité",
      "caméras de sécurité",
      "caméra intérieure",
      "caméras intérieures",
      "caméra extérieure",
      "caméras extérieures",
      "sonnette vidéo",
      "sonnettes vidéo",
      "visiophone",
      "visiophones",
      "sonnette connectée",
      "sonnettes connectées",
      "caméra pour animaux",
      "caméras pour animaux"
    ],
    "collection": "Caméras et sonnettes",
    "titles": [
      "Caméra intérieure",
      "Caméra extérieure",
      "Caméra sans fil",
      "Caméra motorisée",
      "Caméra avec projecteur",
      "Caméra sur batterie",
      "Caméra avec spot lumineux",
      "Caméra filaire",
      "Caméra résistante aux intempéries"
    ]
  },
  "smart-lock": {
    "one": "serrure connectée",
    "many": "serrures connectées",
    "nouns": [
      "serrure à code",
      "serrures à code",
      "serrure intelligente",
      "serrures intelligentes",
      "verrou connecté",
      "verrous connectés",
      "serrure à empreinte digitale",
      "serrures à empreinte digitale",
      "serrure sans clé",
      "serrures sans clé"
    ],
    "collection": "Serrures connectées",
    "titles": [
      "Serrure à clavier",
      "Serrure à empreinte digitale",
      "Serrure connectée adaptable",
      "Serrure à écran tactile",
      "Serrure Wi-Fi",
      "Serrure à verrouillage automatique",
      "Serrure connectée compacte",
      "Verrou connecté"
    ]
  },
  "smart-sensor": {
    "one": "capteur connecté",
    "many": "capteurs connectés",
    "nouns": [
      "détecteur de mouvement",
      "détecteurs de mouvement",
      "capteur d'ouverture",
      "capteurs d'ouverture",
      "détecteur de fuite d'eau",
      "détecteurs de fuite d'eau",
      "capteur de température",
      "capteurs de température",
      "box domotique",
      "box domotiques",
      "passerelle domotique",
      "passerelles domotiques"
    ],
    "collection": "Capteurs et box domotiques",
    "titles": [
      "Capteur sans fil",
      "Mini capteur",
      "Capteur Zigbee",
      "Capteur Matter",
      "Capteur sur pile",
      "Capteur d'intérieur",
      "Capteur d'extérieur",
      "Capteur compact"
    ]
  },
  "standing-desk": {
    "one": "bureau assis-debout",
    "many": "bureaux assis-debout",
    "nouns": [
      "bureau réglable en hauteur",
      "bureaux réglables en hauteur",
      "bureau debout",
      "bureaux debout",
      "bureau électrique",
      "bureaux électriques",
      "réhausseur assis-debout",
      "réhausseurs assis-debout"
    ],
    "collection": "Bureaux assis-debout",
    "titles": [
      "Bureau assis-debout électrique",
      "Bureau assis-debout double moteur",
      "Bureau assis-debout en bambou",
      "Bureau assis-debout en noyer",
      "Bureau assis-debout compact",
      "Bureau assis-debout d'angle",
      "Bureau assis-debout en L",
      "Bureau assis-debout en bois massif",
      "Bureau assis-debout de direction",
      "Bureau assis-debout pour télétravail"
    ]
  },
  "monitor-arm": {
    "one": "bras d'écran",
    "many": "bras d'écran",
    "nouns": [
      "support d'écran",
      "supports d'écran",
      "bras double écran",
      "réhausseur d'écran",
      "réhausseurs d'écran",
      "pied d'écran",
      "pieds d'écran"
    ],
    "collection": "Bras d'écran",
    "titles": [
      "Bras d'écran à vérin à gaz",
      "Bras d'écran renforcé",
      "Bras d'écran en aluminium",
      "Bras d'écran à pince",
      "Bras pour écran ultra-large",
      "Bras d'écran extra-plat",
      "Bras d'écran articulé",
      "Bras d'écran minimaliste",
      "Bras d'écran mural"
    ]
  },
  "laptop-stand": {
    "one": "support pour ordinateur portable",
    "many": "supports pour ordinateur portable",
    "nouns": [
      "réhausseur d'ordinateur",
      "réhausseurs d'ordinateur",
      "support PC portable",
      "supports PC portable",
      "support tablette",
      "supports tablette"
    ],
    "collection": "Supports pour ordinateur portable",
    "titles": [
      "Support en aluminium",
      "Support réglable",
      "Support pliable",
      "Support vertical",
      "Support en noyer",
      "Support de voyage",
      "Support minimaliste",
      "Support ventilé",
      "Support ergonomique"
    ]
  },
  "desk-shelf": {
    "one": "étagère de bureau",
    "many": "étagères de bureau",
    "nouns": [
      "étagère pour écran",
      "étagères pour écran",
      "réhausseur de bureau",
      "réhausseurs de bureau",
      "support de casque",
      "supports de casque"
    ],
    "collection": "Étagères de bureau",
    "titles": [
      "Étagère de bureau en noyer",
      "Étagère de bureau en chêne",
      "Étagère de bureau en acier",
      "Étagère de bureau en bambou",
      "Étagère de bureau minimaliste",
      "Étagère de bureau à deux niveaux",
      "Étagère de bureau large",
      "Étagère doublée de feutre",
      "Étagère de bureau en bois massif"
    ]
  },
  "cable-management": {
    "one": "range-câbles",
    "many": "range-câbles",
    "nouns": [
      "organiseur de câbles",
      "organiseurs de câbles",
      "chemin de câbles",
      "chemins de câbles",
      "goulotte",
      "goulottes",
      "gaine range-câbles",
      "gaines range-câbles",
      "boîte range-câbles",
      "boîtes range-câbles",
      "clip range-câbles",
      "clips range-câbles",
      "attache-câbles"
    ],
    "collection": "Gestion des câbles",
    "titles": [
      "Range-câbles sous bureau",
      "Range-câbles à pince",
      "Range-câbles en acier",
      "Chemin de câbles en maille",
      "Clips range-câbles adhésifs",
      "Range-câbles magnétique",
      "Gaine range-câbles zippée",
      "Range-câbles extra-plat",
      "Range-câbles modulable"
    ]
  },
  "footrest": {
    "one": "repose-pieds",
    "many": "repose-pieds",
    "nouns": [
      "repose-pieds sous bureau",
      "repose-pieds ergonomique",
      "repose-pieds ergonomiques"
    ],
    "collection": "Repose-pieds",
    "titles": [
      "Repose-pieds ergonomique",
      "Repose-pieds à bascule",
      "Repose-pieds à mémoire de forme",
      "Repose-pieds réglable",
      "Repose-pieds inclinable",
      "Repose-pieds rembourré",
      "Repose-pieds extra-plat",
      "Repose-pieds texturé"
    ]
  },
  "anti-fatigue-mat": {
    "one": "tapis anti-fatigue",
    "many": "tapis anti-fatigue",
    "nouns": [
      "tapis pour bureau debout",
      "tapis de confort",
      "tapis ergonomique",
      "tapis ergonomiques"
    ],
    "collection": "Tapis anti-fatigue",
    "titles": [
      "Tapis anti-fatigue galbé",
      "Tapis anti-fatigue rembourré",
      "Tapis anti-fatigue dynamique",
      "Tapis anti-fatigue à bords biseautés",
      "Tapis anti-fatigue à reliefs",
      "Tapis anti-fatigue atelier",
      "Tapis anti-fatigue ergonomique",
      "Tapis anti-fatigue extra-plat",
      "Tapis anti-fatigue texturé"
    ]
  },
  "book": {
    "one": "livre",
    "many": "livres",
    "nouns": [
      "roman",
      "romans",
      "livre de poche",
      "livres de poche",
      "poche",
      "poches",
      "livre relié",
      "livres reliés",
      "mémoires",
      "biographie",
      "biographies",
      "recueil de poésie",
      "recueils de poésie",
      "recueil de nouvelles",
      "recueils de nouvelles",
      "édition dédicacée",
      "éditions dédicacées",
      "édition originale",
      "éditions originales"
    ],
    "collection": "Livres",
    "titles": [
      "Premier roman",
      "Livre illustré",
      "Livre dédicacé",
      "Livre de poche",
      "Grand classique",
      "Roman traduit",
      "Roman littéraire",
      "Édition annotée",
      "Édition de luxe",
      "Édition collector"
    ]
  },
  "childrens-book": {
    "one": "livre pour enfants",
    "many": "livres pour enfants",
    "nouns": [
      "album jeunesse",
      "albums jeunesse",
      "livre jeunesse",
      "livres jeunesse",
      "livre cartonné",
      "livres cartonnés",
      "premier roman jeunesse",
      "premiers romans jeunesse",
      "première lecture",
      "premières lectures"
    ],
    "collection": "Livres pour enfants",
    "titles": [
      "Histoire du soir",
      "Album illustré",
      "Livre à rabats",
      "Livre en rimes",
      "Imagier premiers mots",
      "Histoire à lire à voix haute",
      "Livre pour apprendre à compter",
      "Livre à toucher",
      "Abécédaire"
    ]
  },
  "cookbook": {
    "one": "livre de cuisine",
    "many": "livres de cuisine",
    "nouns": [
      "livre de recettes",
      "livres de recettes",
      "livre de pâtisserie",
      "livres de pâtisserie"
    ],
    "collection": "Livres de cuisine",
    "titles": [
      "Recettes rapides de la semaine",
      "Livre de pâtisserie",
      "Livre de cuisine végétarienne",
      "Livre de cuisine régionale",
      "Livre de cuisine de saison",
      "Livre de cuisine illustré",
      "Livre de recettes de famille",
      "Livre de cuisine dédicacé",
      "Livre de cuisine végétale"
    ]
  },
  "graphic-novel": {
    "one": "bande dessinée",
    "many": "bandes dessinées",
    "nouns": [
      "BD",
      "roman graphique",
      "romans graphiques",
      "comics",
      "comic",
      "manga",
      "mangas",
      "album de BD",
      "albums de BD",
      "récit autobiographique en BD"
    ],
    "collection": "Bandes dessinées et romans graphiques",
    "titles": [
      "Roman graphique en couleurs",
      "Recueil",
      "BD édition de luxe",
      "BD indépendante",
      "Premier album",
      "BD de science-fiction",
      "BD de fantasy",
      "Polar en BD",
      "Roman graphique tranche de vie",
      "Intégrale"
    ]
  },
  "guitar": {
    "one": "guitare",
    "many": "guitares",
    "nouns": [
      "guitare acoustique",
      "guitares acoustiques",
      "guitare folk",
      "guitares folk",
      "guitare électrique",
      "guitares électriques",
      "guitare classique",
      "guitares classiques",
      "basse",
      "basses",
      "basse électrique",
      "basses électriques",
      "guitare parlor",
      "guitares parlor",
      "guitare de voyage",
      "guitares de voyage"
    ],
    "collection": "Guitares",
    "titles": [
      "Guitare dreadnought",
      "Guitare parlor",
      "Guitare électrique offset",
      "Guitare à caisse creuse",
      "Guitare demi-caisse",
      "Guitare jumbo",
      "Guitare de voyage",
      "Guitare à table massive",
      "Guitare style vintage",
      "Guitare à diapason court"
    ]
  },
  "ukulele": {
    "one": "ukulélé",
    "many": "ukulélés",
    "nouns": [
      "uku",
      "ukulélé soprano",
      "ukulélés soprano",
      "ukulélé concert",
      "ukulélés concert",
      "ukulélé ténor",
      "ukulélés ténor",
      "ukulélé baryton",
      "ukulélés baryton"
    ],
    "collection": "Ukulélés",
    "titles": [
      "Ukulélé en acajou massif",
      "Ukulélé en koa",
      "Ukulélé de voyage",
      "Ukulélé pour débutant",
      "Ukulélé électro-acoustique",
      "Ukulélé à table en épicéa",
      "Ukulélé ananas",
      "Ukulélé à pan coupé",
      "Ukulélé en stratifié"
    ]
  },
  "digital-piano": {
    "one": "piano numérique",
    "many": "pianos numériques",
    "nouns": [
      "clavier de piano",
      "claviers de piano",
      "piano de scène",
      "pianos de scène",
      "piano électrique",
      "pianos électriques",
      "clavier MIDI",
      "claviers MIDI",
      "contrôleur MIDI",
      "contrôleurs MIDI",
      "synthétiseur",
      "synthétiseurs",
      "synthé",
      "synthés"
    ],
    "collection": "Pianos et claviers",
    "titles": [
      "Piano numérique à touches lestées",
      "Piano de scène",
      "Piano numérique portable",
      "Piano numérique pour la maison",
      "Piano numérique compact",
      "Piano numérique style droit",
      "Piano numérique fin",
      "Clavier MIDI de studio",
      "Piano numérique pour débutant"
    ]
  },
  "guitar-strings": {
    "one": "corde de guitare",
    "many": "cordes de guitare",
    "nouns": [
      "cordes",
      "jeu de cordes",
      "jeux de cordes",
      "cordes pour guitare folk",
      "cordes pour guitare électrique",
      "cordes de basse",
      "cordes de ukulélé"
    ],
    "collection": "Cordes",
    "titles": [
      "Cordes en bronze phosphoreux",
      "Cordes filées nickel",
      "Cordes gainées",
      "Cordes en acier inoxydable",
      "Cordes filet plat",
      "Cordes soie et acier",
      "Cordes bronze 80/20",
      "Cordes en nylon",
      "Cordes en nickel pur"
    ]
  },
  "guitar-pedal": {
    "one": "pédale d'effet",
    "many": "pédales d'effet",
    "nouns": [
      "pédale guitare",
      "pédales guitare",
      "pédale fuzz",
      "pédales fuzz",
      "pédale overdrive",
      "pédales overdrive",
      "pédale de distorsion",
      "pédales de distorsion",
      "pédale de delay",
      "pédales de delay",
      "pédale de reverb",
      "pédales de reverb",
      "pédale looper",
      "pédales looper",
      "pedalboard",
      "pedalboards"
    ],
    "collection": "Pédales d'effet",
    "titles": [
      "Pédale boutique",
      "Pédale analogique",
      "Pédale fuzz",
      "Pédale overdrive",
      "Pédale d'écho à bande",
      "Pédale reverb shimmer",
      "Pédale vintage",
      "Pédale true bypass",
      "Pédale câblée à la main",
      "Pédale compacte"
    ]
  },
  "amplifier": {
    "one": "ampli",
    "many": "amplis",
    "nouns": [
      "amplificateur",
      "amplificateurs",
      "ampli guitare",
      "amplis guitare",
      "ampli basse",
      "amplis basse",
      "ampli d'entraînement",
      "amplis d'entraînement",
      "ampli combo",
      "amplis combo",
      "ampli à lampes",
      "amplis à lampes"
    ],
    "collection": "Amplis",
    "titles": [
      "Ampli d'entraînement",
      "Ampli à lampes",
      "Ampli combo",
      "Ampli à modélisation",
      "Ampli vintage",
      "Ampli compact",
      "Ampli boutique",
      "Ampli sur batterie",
      "Ampli de studio"
    ]
  },
  "vinyl-record": {
    "one": "vinyle",
    "many": "vinyles",
    "nouns": [
      "disque",
      "disques",
      "disque vinyle",
      "disques vinyles",
      "33 tours",
      "LP",
      "album",
      "albums",
      "EP",
      "maxi",
      "maxis",
      "45 tours",
      "réédition",
      "rééditions"
    ],
    "collection": "Vinyles",
    "titles": [
      "Réédition vinyle",
      "Vinyle édition limitée",
      "Premier album vinyle",
      "Vinyle remasterisé",
      "Album live vinyle",
      "Vinyle édition deluxe",
      "Bande originale vinyle",
      "Vinyle import",
      "Vinyle premier pressage",
      "Vinyle édition anniversaire"
    ]
  },
  "turntable": {
    "one": "platine vinyle",
    "many": "platines vinyle",
    "nouns": [
      "tourne-disque",
      "tourne-disques",
      "platine",
      "platines",
      "platine hi-fi",
      "platines hi-fi",
      "platine à entraînement par courroie",
      "platines à entraînement par courroie",
      "platine à entraînement direct",
      "platines à entraînement direct"
    ],
    "collection": "Platines vinyle",
    "titles": [
      "Platine à entraînement par courroie",
      "Platine à entraînement direct",
      "Platine manuelle",
      "Platine automatique",
      "Platine Bluetooth",
      "Platine en noyer",
      "Platine audiophile",
      "Platine prête à l'emploi",
      "Platine compacte"
    ]
  },
  "cassette": {
    "one": "cassette",
    "many": "cassettes",
    "nouns": [
      "cassette audio",
      "cassettes audio",
      "mixtape",
      "mixtapes",
      "K7"
    ],
    "collection": "Cassettes",
    "titles": [
      "Cassette édition limitée",
      "Cassette démo",
      "Cassette réédition",
      "Cassette live",
      "Premier album en cassette",
      "Cassette split",
      "Cassette lo-fi",
      "Cassette ambient",
      "Cassette de tournée"
    ]
  },
  "record-sleeve": {
    "one": "pochette de disque",
    "many": "pochettes de disque",
    "nouns": [
      "pochette intérieure",
      "pochettes intérieures",
      "pochette extérieure",
      "pochettes extérieures",
      "pochette plastique",
      "pochettes plastiques",
      "pochette vinyle",
      "pochettes vinyle"
    ],
    "collection": "Pochettes de disque",
    "titles": [
      "Pochettes antistatiques",
      "Pochettes qualité archive",
      "Pochettes en papier de riz",
      "Pochettes doublées polyéthylène",
      "Pochettes refermables",
      "Pochettes renforcées",
      "Pochettes ultra-transparentes",
      "Pochettes pour gatefold",
      "Pochettes à fond arrondi"
    ]
  },
  "board-game": {
    "one": "jeu de société",
    "many": "jeux de société",
    "nouns": [
      "jeu de plateau",
      "jeux de plateau",
      "jeu de stratégie",
      "jeux de stratégie",
      "jeu familial",
      "jeux familiaux",
      "jeu d'ambiance",
      "jeux d'ambiance",
      "jeu coopératif",
      "jeux coopératifs"
    ],
    "collection": "Jeux de société",
    "titles": [
      "Jeu de stratégie",
      "Jeu coopératif",
      "Jeu familial",
      "Jeu d'ambiance",
      "Jeu à deux",
      "Jeu legacy",
      "Jeu de deck-building",
      "Jeu de placement d'ouvriers",
      "Jeu roll and write",
      "Jeu d'adresse"
    ]
  },
  "card-game": {
    "one": "jeu de cartes",
    "many": "jeux de cartes",
    "nouns": [
      "cartes à jouer",
      "carte à jouer",
      "paquet de cartes",
      "paquets de cartes"
    ],
    "collection": "Jeux de cartes",
    "titles": [
      "Jeu de cartes d'ambiance",
      "Jeu de plis",
      "Jeu de cartes de poche",
      "Jeu de cartes à deux",
      "Jeu de cartes familial",
      "Jeu de bluff",
      "Jeu de cartes coopératif",
      "Jeu de cartes de voyage",
      "Jeu de draft",
      "Jeu de cartes classique"
    ]
  },
  "puzzle": {
    "one": "puzzle",
    "many": "puzzles",
    "nouns": [
      "casse-tête",
      "boîte à secret",
      "boîtes à secret",
      "puzzle en bois",
      "puzzles en bois"
    ],
    "collection": "Puzzles",
    "titles": [
      "Puzzle illustré",
      "Puzzle vintage",
      "Puzzle en bois",
      "Puzzle panoramique",
      "Puzzle botanique",
      "Puzzle carte",
      "Puzzle familial",
      "Puzzle rond",
      "Mini puzzle",
      "Puzzle d'artiste"
    ]
  },
  "dice-set": {
    "one": "set de dés",
    "many": "sets de dés",
    "nouns": [
      "dé",
      "dés",
      "dés polyédriques",
      "d20",
      "piste de dés",
      "pistes de dés",
      "tour à dés",
      "tours à dés"
    ],
    "collection": "Dés",
    "titles": [
      "Dés en résine",
      "Dés en métal",
      "Dés en pierre fine",
      "Dés à arêtes vives",
      "Dés en bois",
      "Dés phosphorescents",
      "Dés à cœur liquide",
      "Dés classiques",
      "Mini dés",
      "Dés faits main"
    ]
  },
  "miniature": {
    "one": "figurine",
    "many": "figurines",
    "nouns": [
      "miniature",
      "miniatures",
      "figurine de jeu",
      "figurines de jeu",
      "figurine de wargame",
      "figurines de wargame"
    ],
    "collection": "Figurines",
    "titles": [
      "Figurine non peinte",
      "Figurine en résine",
      "Figurine fantasy",
      "Figurine science-fiction",
      "Figurine échelle héroïque",
      "Figurine de monstre",
      "Figurine de héros",
      "Set de figurines de démarrage",
      "Figurine collector"
    ]
  },
  "yarn": {
    "one": "laine",
    "many": "laines",
    "nouns": [
      "fil à tricoter",
      "fils à tricoter",
      "laine mérinos",
      "fil de coton",
      "fils de coton",
      "laine à chaussettes",
      "grosse laine",
      "laine teinte à la main",
      "pelote",
      "pelotes",
      "écheveau",
      "écheveaux",
      "mohair"
    ],
    "collection": "Laines et fils",
    "titles": [
      "Laine mérinos",
      "Laine teinte à la main",
      "Grosse laine",
      "Laine d'alpaga",
      "Laine superwash",
      "Fil de coton bio",
      "Laine tweed",
      "Laine fingering",
      "Laine worsted",
      "Laine mélange soie"
    ]
  },
  "knitting-needles": {
    "one": "aiguille à tricoter",
    "many": "aiguilles à tricoter",
    "nouns": [
      "aiguille circulaire",
      "aiguilles circulaires",
      "aiguilles double pointe",
      "set d'aiguilles",
      "sets d'aiguilles",
      "aiguilles interchangeables"
    ],
    "collection": "Aiguilles à tricoter",
    "titles": [
      "Aiguilles en bambou",
      "Aiguilles en bouleau",
      "Aiguilles interchangeables",
      "Aiguilles ergonomiques",
      "Aiguilles circulaires",
      "Aiguilles en inox",
      "Aiguilles en palissandre",
      "Aiguilles de voyage",
      "Aiguilles carrées"
    ]
  },
  "crochet-hook": {
    "one": "crochet",
    "many": "crochets",
    "nouns": [
      "set de crochets",
      "sets de crochets",
      "crochet tunisien",
      "crochets tunisiens"
    ],
    "collection": "Crochets",
    "titles": [
      "Crochet ergonomique",
      "Crochet en bambou",
      "Crochet en aluminium",
      "Crochet à manche souple",
      "Crochet en bois",
      "Crochet tunisien",
      "Crochet de voyage",
      "Crochet pour débutant",
      "Crochet à tête alignée"
    ]
  },
  "craft-kit": {
    "one": "kit créatif",
    "many": "kits créatifs",
    "nouns": [
      "kit de broderie",
      "kits de broderie",
      "kit de point de croix",
      "kits de point de croix",
      "kit tricot",
      "kits tricot",
      "kit crochet",
      "kits crochet",
      "kit canevas",
      "kits canevas",
      "kit punch needle",
      "kits punch needle",
      "kit macramé",
      "kits macramé",
      "kit DIY",
      "kits DIY"
    ],
    "collection": "Kits créatifs",
    "titles": [
      "Kit créatif pour débutant",
      "Kit de broderie botanique",
      "Kit de broderie moderne",
      "Mini kit créatif",
      "Kit créatif d'initiation",
      "Kit créatif complet",
      "Kit créatif week-end",
      "Kit de broderie folk",
      "Kit créatif de saison"
    ]
  },
  "sewing-kit": {
    "one": "kit de couture",
    "many": "kits de couture",
    "nouns": [
      "nécessaire de couture",
      "nécessaires de couture",
      "boîte à couture",
      "boîtes à couture",
      "trousse de couture",
      "trousses de couture",
      "kit de raccommodage",
      "kits de raccommodage",
      "mercerie"
    ],
    "collection": "Kits de couture",
    "titles": [
      "Kit de couture de voyage",
      "Boîte à couture vintage",
      "Kit de couture pour débuter",
      "Kit de couture complet",
      "Kit de raccommodage",
      "Boîte à couture de luxe",
      "Kit de couture compact",
      "Boîte à couture à transmettre"
    ]
  },
  "fabric": {
    "one": "tissu",
    "many": "tissus",
    "nouns": [
      "coton patchwork",
      "coupon de tissu",
      "coupons de tissu",
      "fat quarter",
      "fat quarters",
      "lot de coupons",
      "lots de coupons",
      "tissu en lin",
      "tissus en lin",
      "tissu en coton",
      "tissus en coton",
      "tissu au mètre"
    ],
    "collection": "Tissus",
    "titles": [
      "Tissu patchwork",
      "Tissu en lin",
      "Tissu en coton bio",
      "Tissu fleuri",
      "Double gaze de coton",
      "Tissu imprimé",
      "Tissu vichy",
      "Tissu japonais",
      "Tissu uni",
      "Batiste de coton"
    ]
  },
  "fabric-scissors": {
    "one": "ciseaux de couture",
    "many": "ciseaux de couture",
    "nouns": [
      "ciseaux à tissu",
      "ciseaux de couturière",
      "ciseaux à broder",
      "cutter rotatif",
      "cutters rotatifs"
    ],
    "collection": "Ciseaux et cutters",
    "titles": [
      "Ciseaux de couturière",
      "Ciseaux à broder",
      "Ciseaux cigogne",
      "Ciseaux forgés",
      "Ciseaux de tailleur",
      "Ciseaux pour gaucher",
      "Ciseaux à ressort",
      "Ciseaux crantés",
      "Ciseaux à pointe fine"
    ]
  },
  "drawing-pad": {
    "one": "bloc de dessin",
    "many": "blocs de dessin",
    "nouns": [
      "bloc à croquis",
      "blocs à croquis",
      "bloc aquarelle",
      "blocs aquarelle",
      "papier aquarelle",
      "bloc techniques mixtes",
      "blocs techniques mixtes",
      "papier à dessin",
      "carnet d'artiste",
      "carnets d'artiste"
    ],
    "collection": "Blocs et papiers",
    "titles": [
      "Bloc de dessin relié",
      "Bloc à spirale",
      "Bloc de poche",
      "Bloc format paysage",
      "Bloc techniques mixtes",
      "Bloc papier teinté",
      "Bloc de voyage",
      "Bloc carré",
      "Bloc aquarelle grain fin",
      "Bloc aquarelle grain satiné"
    ]
  },
  "paint-set": {
    "one": "coffret de peinture",
    "many": "coffrets de peinture",
    "nouns": [
      "boîte d'aquarelle",
      "boîtes d'aquarelle",
      "godet d'aquarelle",
      "godets d'aquarelle",
      "gouache",
      "gouaches",
      "peinture acrylique",
      "peintures acryliques",
      "peinture à l'huile",
      "peintures à l'huile",
      "tube de peinture",
      "tubes de peinture"
    ],
    "collection": "Peintures",
    "titles": [
      "Boîte d'aquarelle",
      "Coffret de gouache",
      "Coffret de peinture acrylique",
      "Coffret de peinture extra-fine",
      "Coffret de peinture qualité étude",
      "Boîte de peinture de voyage",
      "Boîte d'aquarelle de poche",
      "Coffret d'acrylique épaisse",
      "Coffret de peinture atelier"
    ]
  },
  "paintbrush": {
    "one": "pinceau",
    "many": "pinceaux",
    "nouns": [
      "pinceau aquarelle",
      "pinceaux aquarelle",
      "pinceau d'artiste",
      "pinceaux d'artiste",
      "pinceau à détails",
      "pinceaux à détails",
      "pinceau rond",
      "pinceaux ronds",
      "pinceau plat",
      "pinceaux plats",
      "set de pinceaux",
      "sets de pinceaux"
    ],
    "collection": "Pinceaux",
    "titles": [
      "Pinceau martre synthétique",
      "Pinceau mélange petit-gris",
      "Pinceau de voyage",
      "Pinceau rond",
      "Pinceau plat",
      "Pinceau langue de chat",
      "Pinceau à lavis",
      "Pinceau aquarelle",
      "Pinceau acrylique",
      "Pinceau traceur"
    ]
  },
  "drawing-pencil": {
    "one": "crayon de couleur",
    "many": "crayons de couleur",
    "nouns": [
      "crayon à dessin",
      "crayons à dessin",
      "set de crayons",
      "sets de crayons",
      "crayon graphite",
      "crayons graphite",
      "crayon fusain",
      "crayons fusain",
      "fusain",
      "fusains",
      "pastel gras",
      "pastels gras",
      "pastel sec",
      "pastels secs",
      "coffret de pastels",
      "coffrets de pastels"
    ],
    "collection": "Crayons et pastels",
    "titles": [
      "Crayons de couleur qualité artiste",
      "Crayons de couleur à l'huile",
      "Crayons de couleur à la cire",
      "Crayons aquarellables",
      "Crayons de couleur tendres",
      "Crayons à esquisse",
      "Crayons de couleur qualité étude",
      "Crayons de couleur professionnels",
      "Crayons sans bois",
      "Set de crayons de voyage"
    ]
  },
  "marker": {
    "one": "marqueur",
    "many": "marqueurs",
    "nouns": [
      "feutre",
      "feutres",
      "marqueur à alcool",
      "marqueurs à alcool",
      "marqueur peinture",
      "marqueurs peinture",
      "set de marqueurs",
      "sets de marqueurs",
      "feutre d'art",
      "feutres d'art"
    ],
    "collection": "Marqueurs",
    "titles": [
      "Marqueur à alcool",
      "Marqueur double pointe",
      "Marqueur pointe pinceau",
      "Marqueur pointe fine",
      "Marqueur peinture",
      "Marqueur qualité archive",
      "Marqueur rechargeable",
      "Marqueur indélébile",
      "Marqueur pointe biseautée"
    ]
  },
  "canvas": {
    "one": "toile",
    "many": "toiles",
    "nouns": [
      "toile sur châssis",
      "toiles sur châssis",
      "carton toilé",
      "cartons toilés",
      "panneau de peinture",
      "panneaux de peinture",
      "bloc de toile",
      "blocs de toile"
    ],
    "collection": "Toiles",
    "titles": [
      "Toile sur châssis",
      "Toile à bords agrafés au dos",
      "Toile en coton",
      "Toile en lin",
      "Toile châssis épais",
      "Toile apprêtée",
      "Mini toile",
      "Toile atelier",
      "Toile apprêtée à l'huile"
    ]
  },
  "plush-toy": {
    "one": "peluche",
    "many": "peluches",
    "nouns": [
      "doudou",
      "doudous",
      "animal en peluche",
      "animaux en peluche",
      "ours en peluche",
      "nounours"
    ],
    "collection": "Peluches",
    "titles": [
      "Peluche câline",
      "Peluche en coton bio",
      "Peluche à transmettre",
      "Peluche toute molle",
      "Peluche en tricot",
      "Peluche lestée",
      "Doudou du coucher",
      "Peluche de poche",
      "Peluche géante",
      "Peluche sensorielle"
    ]
  },
  "building-blocks": {
    "one": "jeu de construction",
    "many": "jeux de construction",
    "nouns": [
      "bloc de construction",
      "blocs de construction",
      "cubes à empiler",
      "brique de construction",
      "briques de construction",
      "tuiles magnétiques"
    ],
    "collection": "Jeux de construction",
    "titles": [
      "Tuiles magnétiques",
      "Blocs de construction en bois",
      "Jeu de construction créatif",
      "Jeu de construction pour débuter",
      "Jeu de construction architecture",
      "Circuit à billes",
      "Château à construire",
      "Blocs géants",
      "Jeu de construction scientifique",
      "Briques classiques"
    ]
  },
  "wooden-toy": {
    "one": "jouet en bois",
    "many": "jouets en bois",
    "nouns": [
      "train en bois",
      "trains en bois",
      "circuit de train",
      "circuits de train",
      "jouet à empiler",
      "jouets à empiler",
      "pyramide à empiler",
      "boîte à formes",
      "boîtes à formes",
      "jouet à tirer",
      "jouets à tirer",
      "jouet à pousser",
      "jouets à pousser",
      "cube d'activités",
      "cubes d'activités"
    ],
    "collection": "Jouets en bois",
    "titles": [
      "Jouet en bois à transmettre",
      "Jouet Montessori",
      "Jouet en bois naturel",
      "Jouet en hêtre",
      "Jouet en bois fait main",
      "Jouet en bois classique",
      "Jouet Waldorf",
      "Jouet à tirer",
      "Premier jouet en bois"
    ]
  },
  "toy-vehicle": {
    "one": "petite voiture",
    "many": "petites voitures",
    "nouns": [
      "voiture miniature",
      "voitures miniatures",
      "camion jouet",
      "camions jouets",
      "véhicule jouet",
      "véhicules jouets",
      "tracteur jouet",
      "tracteurs jouets",
      "avion jouet",
      "avions jouets",
      "bateau jouet",
      "bateaux jouets",
      "voiture télécommandée",
      "voitures télécommandées"
    ],
    "collection": "Voitures et camions",
    "titles": [
      "Voiture miniature en métal",
      "Voiture en bois",
      "Voiture à rétrofriction",
      "Voiture télécommandée",
      "Voiture vintage",
      "Voiture à friction",
      "Engin de chantier",
      "Véhicule de secours",
      "Voiture de course",
      "Voiture à pousser"
    ]
  },
  "science-kit": {
    "one": "kit scientifique",
    "many": "kits scientifiques",
    "nouns": [
      "kit STEM",
      "kits STEM",
      "jouet scientifique",
      "jouets scientifiques",
      "kit d'expériences",
      "kits d'expériences",
      "kit robot",
      "kits robot",
      "robot de codage",
      "robots de codage",
      "kit de cristaux",
      "kits de cristaux",
      "microscope pour enfant",
      "microscopes pour enfant"
    ],
    "collection": "Kits scientifiques",
    "titles": [
      "Kit de chimie",
      "Kit de robotique",
      "Kit de codage",
      "Kit de cristaux",
      "Kit volcan",
      "Kit de circuits électriques",
      "Kit énergie solaire",
      "Kit scientifique junior",
      "Kit scientifique pour débuter"
    ]
  },
  "swaddle": {
    "one": "lange",
    "many": "langes",
    "nouns": [
      "lange d'emmaillotage",
      "langes d'emmaillotage",
      "maxi-lange",
      "maxi-langes",
      "couverture bébé",
      "couvertures bébé",
      "gigoteuse",
      "gigoteuses",
      "turbulette",
      "turbulettes"
    ],
    "collection": "Langes et couvertures",
    "titles": [
      "Lange en mousseline",
      "Lange en coton bio",
      "Lange en bambou",
      "Couverture bébé en maille",
      "Lange imprimé",
      "Couverture bébé à transmettre",
      "Lange pour nouveau-né",
      "Couverture bébé douillette",
      "Lange léger"
    ]
  },
  "baby-carrier": {
    "one": "porte-bébé",
    "many": "porte-bébés",
    "nouns": [
      "écharpe de portage",
      "écharpes de portage",
      "sling",
      "slings",
      "écharpe sling",
      "porte-bébé physiologique",
      "porte-bébés physiologiques",
      "porte-bambin",
      "porte-bambins"
    ],
    "collection": "Porte-bébés",
    "titles": [
      "Porte-bébé ergonomique",
      "Porte-bébé en mesh",
      "Écharpe de portage en lin",
      "Écharpe de portage extensible",
      "Écharpe de portage tissée",
      "Porte-bébé hybride",
      "Porte-bébé toutes positions",
      "Porte-bébé léger",
      "Porte-bébé de voyage"
    ]
  },
  "stroller": {
    "one": "poussette",
    "many": "poussettes",
    "nouns": [
      "landau",
      "landaus",
      "poussette canne",
      "poussettes cannes",
      "poussette de voyage",
      "poussettes de voyage",
      "poussette de jogging",
      "poussettes de jogging",
      "poussette double",
      "poussettes doubles",
      "poussette avec nacelle",
      "poussettes avec nacelle"
    ],
    "collection": "Poussettes",
    "titles": [
      "Poussette compacte",
      "Poussette de voyage",
      "Poussette grand confort",
      "Poussette tout-terrain",
      "Poussette légère",
      "Poussette citadine",
      "Poussette de jogging",
      "Poussette évolutive",
      "Poussette du quotidien"
    ]
  },
  "teether": {
    "one": "anneau de dentition",
    "many": "anneaux de dentition",
    "nouns": [
      "jouet de dentition",
      "jouets de dentition",
      "hochet de dentition",
      "hochets de dentition"
    ],
    "collection": "Anneaux de dentition",
    "titles": [
      "Anneau de dentition en silicone",
      "Anneau de dentition en bois",
      "Anneau de dentition en caoutchouc naturel",
      "Anneau de dentition en hêtre",
      "Anneau de dentition texturé",
      "Anneau de dentition animal",
      "Anneau de dentition noué",
      "Anneau de dentition réfrigérant",
      "Mini anneau de dentition"
    ]
  },
  "baby-tableware": {
    "one": "assiette bébé",
    "many": "assiettes bébé",
    "nouns": [
      "assiette à ventouse",
      "assiettes à ventouse",
      "bol bébé",
      "bols bébé",
      "bol à ventouse",
      "bols à ventouse",
      "tasse d'apprentissage",
      "tasses d'apprentissage",
      "cuillère bébé",
      "cuillères bébé",
      "bavoir",
      "bavoirs",
      "bavoir en silicone",
      "bavoirs en silicone",
      "set de diversification",
      "sets de diversification",
      "coffret repas bébé",
      "coffrets repas bébé"
    ],
    "collection": "Repas bébé",
    "titles": [
      "Assiette bébé en silicone",
      "Assiette bébé en bambou",
      "Assiette à ventouse",
      "Set de diversification",
      "Set premières bouchées",
      "Bol bébé antidérapant",
      "Assiette bébé à compartiments",
      "Cuillère bébé facile à tenir",
      "Set repas bébé du quotidien"
    ]
  },
  "play-mat": {
    "one": "tapis d'éveil",
    "many": "tapis d'éveil",
    "nouns": [
      "tapis de jeu",
      "arche d'éveil",
      "arches d'éveil",
      "portique d'éveil",
      "portiques d'éveil",
      "tapis en mousse",
      "tapis de motricité"
    ],
    "collection": "Tapis d'éveil",
    "titles": [
      "Tapis d'éveil rembourré",
      "Tapis de jeu pliable",
      "Tapis de jeu réversible",
      "Arche d'éveil en bois",
      "Tapis d'éveil Montessori",
      "Tapis de jeu essuyable",
      "Tapis de jeu XXL",
      "Tapis de jeu en mousse",
      "Tapis d'éveil matelassé"
    ]
  },
  "dog-collar": {
    "one": "collier pour chien",
    "many": "colliers pour chien",
    "nouns": [
      "collier martingale",
      "colliers martingale",
      "collier pour chiot",
      "colliers pour chiot",
      "collier en cuir pour chien",
      "colliers en cuir pour chien"
    ],
    "collection": "Colliers pour chien",
    "titles": [
      "Collier en cuir",
      "Collier en cuir roulé",
      "Collier martingale",
      "Collier imperméable",
      "Collier réfléchissant",
      "Collier rembourré",
      "Collier personnalisé",
      "Collier en corde",
      "Collier en Biothane"
    ]
  },
  "dog-leash": {
    "one": "laisse",
    "many": "laisses",
    "nouns": [
      "laisse pour chien",
      "laisses pour chien",
      "laisse en corde",
      "laisses en corde",
      "laisse mains libres",
      "laisses mains libres",
      "longe",
      "longes",
      "laisse de dressage",
      "laisses de dressage",
      "laisse coulissante",
      "laisses coulissantes"
    ],
    "collection": "Laisses",
    "titles": [
      "Laisse en corde",
      "Laisse en cuir",
      "Laisse mains libres",
      "Laisse courte de ville",
      "Laisse imperméable",
      "Laisse réfléchissante",
      "Laisse en corde d'escalade",
      "Laisse de dressage",
      "Laisse du quotidien",
      "Laisse rembourrée"
    ]
  },
  "dog-harness": {
    "one": "harnais",
    "many": "harnais",
    "nouns": [
      "harnais pour chien",
      "harnais anti-traction",
      "harnais à enfiler",
      "harnais pour chiot"
    ],
    "collection": "Harnais",
    "titles": [
      "Harnais anti-traction",
      "Harnais aventure",
      "Harnais rembourré",
      "Harnais à enfiler",
      "Harnais du quotidien",
      "Harnais réfléchissant",
      "Harnais léger",
      "Harnais de randonnée",
      "Harnais en mesh"
    ]
  },
  "pet-bed": {
    "one": "lit pour animal",
    "many": "lits pour animaux",
    "nouns": [
      "lit pour chien",
      "lits pour chien",
      "lit pour chat",
      "lits pour chat",
      "coussin pour chien",
      "coussins pour chien",
      "panier pour chien",
      "paniers pour chien",
      "panier pour chat",
      "paniers pour chat",
      "lit donut",
      "lits donut",
      "lit orthopédique",
      "lits orthopédiques",
      "tapis de cage",
      "grotte pour chat",
      "grottes pour chat"
    ],
    "collection": "Couchages",
    "titles": [
      "Lit orthopédique",
      "Lit à rebords",
      "Lit donut",
      "Lit à mémoire de forme",
      "Lit rafraîchissant",
      "Lit apaisant",
      "Lit lavable",
      "Lit d'extérieur",
      "Lit en sherpa",
      "Grotte en laine feutrée"
    ]
  },
  "dog-treat": {
    "one": "friandise pour chien",
    "many": "friandises pour chien",
    "nouns": [
      "biscuit pour chien",
      "biscuits pour chien",
      "os à mâcher",
      "bâton à mâcher dentaire",
      "bâtons à mâcher dentaires",
      "nerf de bœuf",
      "nerfs de bœuf",
      "friandise d'éducation",
      "friandises d'éducation",
      "friandise pour chiot",
      "friandises pour chiot"
    ],
    "collection": "Friandises pour chien",
    "titles": [
      "Friandises au saumon",
      "Friandises au beurre de cacahuète",
      "Friandises mono-ingrédient",
      "Friandises lyophilisées",
      "Friandises sans céréales",
      "Friandises à la patate douce",
      "Friandises au foie de bœuf",
      "Friandises d'éducation",
      "Friandises dentaires"
    ]
  },
  "dog-toy": {
    "one": "jouet pour chien",
    "many": "jouets pour chien",
    "nouns": [
      "jouet à mâcher",
      "jouets à mâcher",
      "jouet à tirer pour chien",
      "jouet en corde",
      "jouets en corde",
      "jouet à lancer",
      "jouets à lancer",
      "jouet couineur",
      "jouets couineurs",
      "lance-balle",
      "lance-balles",
      "gamelle puzzle",
      "gamelles puzzle",
      "tapis de fouille",
      "tapis de léchage",
      "balle pour chien",
      "balles pour chien"
    ],
    "collection": "Jouets pour chien",
    "titles": [
      "Jouet résistant",
      "Jouet couineur",
      "Jouet en corde",
      "Jouet flottant",
      "Jouet en caoutchouc naturel",
      "Jouet d'occupation",
      "Jouet en peluche",
      "Jouet à rapporter",
      "Jouet interactif",
      "Jouet à tirer"
    ]
  },
  "dog-food": {
    "one": "aliment pour chien",
    "many": "aliments pour chien",
    "nouns": [
      "croquettes",
      "croquettes pour chien",
      "croquettes pour chiot",
      "pâtée",
      "pâtées",
      "pâtée pour chien",
      "alimentation crue",
      "BARF",
      "alimentation fraîche pour chien",
      "croquettes pour chien senior"
    ],
    "collection": "Alimentation pour chien",
    "titles": [
      "Croquettes sans céréales",
      "Croquettes petite race",
      "Croquettes grande race",
      "Croquettes riches en protéines",
      "Croquettes saumon et riz",
      "Croquettes poulet et avoine",
      "Croquettes à ingrédients limités",
      "Aliment séché à l'air",
      "Croquettes agneau et orge"
    ]
  },
  "pet-bowl": {
    "one": "gamelle",
    "many": "gamelles",
    "nouns": [
      "gamelle pour chien",
      "gamelles pour chien",
      "gamelle pour chat",
      "gamelles pour chat",
      "écuelle",
      "écuelles",
      "gamelle anti-glouton",
      "gamelles anti-glouton",
      "gamelle surélevée",
      "gamelles surélevées",
      "station de repas",
      "stations de repas"
    ],
    "collection": "Gamelles",
    "titles": [
      "Gamelle en céramique",
      "Gamelle en inox",
      "Gamelle surélevée",
      "Gamelle anti-glouton",
      "Gamelle antidérapante",
      "Gamelle de voyage",
      "Gamelle en grès",
      "Gamelle plate spéciale moustaches",
      "Gamelle pliable"
    ]
  },
  "pet-brush": {
    "one": "brosse pour animaux",
    "many": "brosses pour animaux",
    "nouns": [
      "brosse pour chien",
      "brosses pour chien",
      "brosse pour chat",
      "brosses pour chat",
      "carde",
      "cardes",
      "brosse anti-mue",
      "brosses anti-mue",
      "peigne anti-mue",
      "peignes anti-mue",
      "gant de toilettage",
      "gants de toilettage"
    ],
    "collection": "Toilettage",
    "titles": [
      "Carde",
      "Brosse anti-mue",
      "Brosse autonettoyante",
      "Brosse en bambou",
      "Brosse double face",
      "Brosse douce",
      "Râteau pour sous-poil",
      "Brosse en caoutchouc",
      "Brosse pour peaux sensibles"
    ]
  },
  "cat-toy": {
    "one": "jouet pour chat",
    "many": "jouets pour chat",
    "nouns": [
      "canne à pêche pour chat",
      "cannes à pêche pour chat",
      "plumeau pour chat",
      "plumeaux pour chat",
      "jouet à l'herbe à chat",
      "jouets à l'herbe à chat",
      "boudin à taper",
      "boudins à taper",
      "tunnel pour chat",
      "tunnels pour chat"
    ],
    "collection": "Jouets pour chat",
    "titles": [
      "Jouet à l'herbe à chat",
      "Jouet à plumes",
      "Jouet au matatabi",
      "Jouet crépitant",
      "Jouet interactif",
      "Boudin à taper",
      "Jouet en laine feutrée",
      "Canne à pêche pour chat",
      "Jouet oiseau",
      "Jouet souris"
    ]
  },
  "cat-tree": {
    "one": "arbre à chat",
    "many": "arbres à chat",
    "nouns": [
      "tour pour chat",
      "tours pour chat",
      "griffoir",
      "griffoirs",
      "poteau à griffer",
      "poteaux à griffer",
      "griffoir en carton",
      "griffoirs en carton",
      "étagère murale pour chat",
      "étagères murales pour chat"
    ],
    "collection": "Arbres à chat et griffoirs",
    "titles": [
      "Arbre à chat design",
      "Griffoir en sisal",
      "Arbre à chat mural",
      "Grand arbre à chat",
      "Arbre à chat compact",
      "Arbre à chat en bois",
      "Griffoir en carton",
      "Griffoir d'angle",
      "Arbre à chat multi-niveaux",
      "Arbre à chat minimaliste"
    ]
  },
  "cat-litter": {
    "one": "litière",
    "many": "litières",
    "nouns": [
      "litière pour chat",
      "litières pour chat",
      "litière agglomérante",
      "litières agglomérantes",
      "litière végétale",
      "litières végétales",
      "litière au tofu",
      "litière en pin",
      "litière minérale",
      "litières minérales",
      "litière en bois"
    ],
    "collection": "Litières",
    "titles": [
      "Litière agglomérante",
      "Litière sans parfum",
      "Litière en pin",
      "Litière au tofu",
      "Litière sans poussière",
      "Litière légère",
      "Litière en coquilles de noix",
      "Litière multi-chats",
      "Litière de maïs"
    ]
  },
  "litter-box": {
    "one": "bac à litière",
    "many": "bacs à litière",
    "nouns": [
      "maison de toilette",
      "maisons de toilette",
      "bac à litière couvert",
      "bacs à litière couverts",
      "bac à litière à entrée par le haut",
      "bacs à litière à entrée par le haut"
    ],
    "collection": "Bacs à litière",
    "titles": [
      "Bac à litière à entrée par le haut",
      "Maison de toilette couverte",
      "Bac à litière ouvert",
      "Bac à litière à rebords hauts",
      "Bac à litière en inox",
      "Bac à litière XXL",
      "Bac à litière d'angle",
      "Bac à litière design",
      "Bac à litière à entrée basse"
    ]
  },
  "cat-treat": {
    "one": "friandise pour chat",
    "many": "friandises pour chat",
    "nouns": [
      "friandise lyophilisée pour chat",
      "friandises lyophilisées pour chat",
      "friandise à lécher",
      "friandises à lécher",
      "friandise pour chaton",
      "friandises pour chaton"
    ],
    "collection": "Friandises pour chat",
    "titles": [
      "Friandises lyophilisées pour chat",
      "Friandises au saumon pour chat",
      "Friandises au thon",
      "Friandises au poulet",
      "Friandises mono-ingrédient pour chat",
      "Friandises croquantes",
      "Friandises dentaires pour chat",
      "Friandises à lécher",
      "Friandises au canard"
    ]
  },
  "aquarium": {
    "one": "aquarium",
    "many": "aquariums",
    "nouns": [
      "bac",
      "bacs",
      "nano-aquarium",
      "nano-aquariums",
      "kit aquarium",
      "kits aquarium",
      "aquarium pour combattant",
      "aquariums pour combattant",
      "aquarium sans cadre",
      "aquariums sans cadre",
      "aquarium planté",
      "aquariums plantés",
      "aquarium récifal",
      "aquariums récifaux"
    ],
    "collection": "Aquariums",
    "titles": [
      "Aquarium sans cadre",
      "Nano-aquarium",
      "Aquarium extra-clair",
      "Aquarium cube",
      "Kit aquarium pour débuter",
      "Aquarium long",
      "Aquarium bas",
      "Aquarium d'eau douce",
      "Aquarium pour combattant",
      "Aquarium de bureau"
    ]
  },
  "aquarium-filter": {
    "one": "filtre d'aquarium",
    "many": "filtres d'aquarium",
    "nouns": [
      "filtre externe",
      "filtres externes",
      "filtre éponge",
      "filtres éponges",
      "filtre cascade",
      "filtres cascade",
      "filtre interne",
      "filtres internes",
      "pompe à air",
      "pompes à air",
      "bulleur",
      "bulleurs"
    ],
    "collection": "Filtres",
    "titles": [
      "Filtre externe",
      "Filtre éponge",
      "Filtre cascade",
      "Filtre silencieux",
      "Filtre interne",
      "Filtre compact",
      "Filtre pour nano-aquarium",
      "Filtre à débit réglable",
      "Filtre double"
    ]
  },
  "aquarium-light": {
    "one": "éclairage d'aquarium",
    "many": "éclairages d'aquarium",
    "nouns": [
      "rampe LED",
      "rampes LED",
      "LED aquarium",
      "éclairage pour aquarium planté",
      "éclairages pour aquarium planté",
      "éclairage récifal",
      "éclairages récifaux"
    ],
    "collection": "Éclairage",
    "titles": [
      "Rampe LED spectre complet",
      "Éclairage pour aquarium planté",
      "Éclairage récifal",
      "Éclairage programmable",
      "Rampe LED fine",
      "Éclairage nano",
      "Éclairage à pince",
      "Éclairage simulation lever de soleil",
      "Éclairage à intensité variable"
    ]
  },
  "fish-food": {
    "one": "nourriture pour poissons",
    "many": "nourritures pour poissons",
    "nouns": [
      "flocons",
      "granulés pour poissons",
      "granulés coulants",
      "nourriture pour combattant",
      "nourriture pour crevettes",
      "pastilles d'algues",
      "nourriture congelée"
    ],
    "collection": "Nourriture pour poissons",
    "titles": [
      "Micro-granulés",
      "Granulés coulants",
      "Granulés flottants",
      "Flocons à la spiruline",
      "Nourriture pour poissons communautaires",
      "Nourriture pour combattant",
      "Nourriture pour cichlidés",
      "Nourriture rehausseur de couleurs",
      "Nourriture lyophilisée",
      "Flocons pour poissons tropicaux"
    ]
  },
  "aquarium-plant": {
    "one": "plante d'aquarium",
    "many": "plantes d'aquarium",
    "nouns": [
      "plante aquatique",
      "plantes aquatiques",
      "boule de mousse",
      "boules de mousse",
      "marimo",
      "marimos",
      "fougère de Java",
      "fougères de Java",
      "anubias",
      "plante gazonnante",
      "plantes gazonnantes",
      "plante flottante",
      "plantes flottantes",
      "plante in vitro",
      "plantes in vitro"
    ],
    "collection": "Plantes d'aquarium",
    "titles": [
      "Plante d'aquarium facile",
      "Plante in vitro",
      "Plante d'aquarium peu exigeante en lumière",
      "Plante gazonnante",
      "Plante flottante",
      "Plante de premier plan",
      "Plante d'arrière-plan",
      "Plante d'aquarium rare",
      "Lot de plantes pour débuter",
      "Plante épiphyte"
    ]
  },
  "water-conditioner": {
    "one": "conditionneur d'eau",
    "many": "conditionneurs d'eau",
    "nouns": [
      "anti-chlore",
      "activateur bactérien",
      "activateurs bactériens",
      "engrais pour aquarium",
      "engrais liquide",
      "test d'eau",
      "tests d'eau",
      "kit de test",
      "kits de test",
      "bandelettes de test"
    ],
    "collection": "Traitement de l'eau",
    "titles": [
      "Conditionneur d'eau concentré",
      "Conditionneur pour eau douce",
      "Conditionneur pour eau de mer",
      "Conditionneur d'eau complet",
      "Activateur bactérien de démarrage",
      "Conditionneur d'eau quotidien",
      "Engrais pour aquarium planté",
      "Traitement pour aquarium récifal",
      "Conditionneur sans danger pour crevettes"
    ]
  },
  "balloon": {
    "one": "ballon",
    "many": "ballons",
    "nouns": [
      "ballon de baudruche",
      "ballons de baudruche",
      "ballon en latex",
      "ballons en latex",
      "ballon aluminium",
      "ballons aluminium",
      "ballon hélium",
      "ballons hélium",
      "ballon chiffre",
      "ballons chiffres",
      "ballon lettre",
      "ballons lettres",
      "arche de ballons",
      "arches de ballons",
      "guirlande de ballons",
      "guirlandes de ballons",
      "kit de ballons",
      "kits de ballons"
    ],
    "collection": "Ballons",
    "titles": [
      "Ballon métallisé",
      "Ballon à confettis",
      "Ballon géant",
      "Ballon chromé",
      "Ballon mat",
      "Ballon satiné",
      "Ballon d'anniversaire",
      "Ballon XXL",
      "Ballon marbré",
      "Ballon chiffre"
    ]
  },
  "party-decor": {
    "one": "décoration de fête",
    "many": "décorations de fête",
    "nouns": [
      "déco de fête",
      "banderole",
      "banderoles",
      "fanion",
      "fanions",
      "guirlande de fanions",
      "guirlandes de fanions",
      "serpentin",
      "serpentins",
      "guirlande en papier",
      "guirlandes en papier",
      "confettis",
      "toile de fond",
      "toiles de fond",
      "cake topper",
      "cake toppers",
      "panneau de fête",
      "panneaux de fête"
    ],
    "collection": "Décorations",
    "titles": [
      "Banderole joyeux anniversaire",
      "Guirlande en papier",
      "Guirlande à franges",
      "Boule alvéolée en papier",
      "Guirlande à pompons",
      "Guirlande pailletée",
      "Guirlande en feutrine",
      "Décoration bohème",
      "Décoration vintage",
      "Décoration réutilisable"
    ]
  },
  "party-tableware": {
    "one": "vaisselle de fête",
    "many": "vaisselle de fête",
    "nouns": [
      "vaisselle jetable",
      "assiette en carton",
      "assiettes en carton",
      "gobelet en carton",
      "gobelets en carton",
      "serviette en papier",
      "serviettes en papier",
      "paille en papier",
      "pailles en papier",
      "assiette compostable",
      "assiettes compostables"
    ],
    "collection": "Vaisselle de fête",
    "titles": [
      "Assiettes compostables",
      "Assiettes festonnées",
      "Assiettes à liseré doré",
      "Serviettes imprimées",
      "Gobelets vichy",
      "Assiettes en carton rigide",
      "Assiettes à dessert",
      "Grandes assiettes",
      "Assiettes en bambou"
    ]
  },
  "party-favor": {
    "one": "cadeau d'invité",
    "many": "cadeaux d'invités",
    "nouns": [
      "pochette surprise",
      "pochettes surprises",
      "sac de fête",
      "sacs de fête",
      "cotillon",
      "cotillons",
      "canon à confettis",
      "canons à confettis",
      "chapeau de fête",
      "chapeaux de fête",
      "mirliton",
      "mirlitons",
      "piñata",
      "piñatas"
    ],
    "collection": "Cadeaux d'invités et cotillons",
    "titles": [
      "Pochettes surprises enfants",
      "Mini cadeaux d'invités",
      "Sachets surprises en papier",
      "Canons à confettis",
      "Pochettes à thème",
      "Cadeaux d'invités personnalisés",
      "Pochettes surprises d'anniversaire",
      "Cadeaux d'invités sans plastique",
      "Cotillons de luxe"
    ]
  },
  "birthday-candle": {
    "one": "bougie d'anniversaire",
    "many": "bougies d'anniversaire",
    "nouns": [
      "bougie de gâteau",
      "bougies de gâteau",
      "bougie chiffre",
      "bougies chiffres",
      "bougie étincelle",
      "bougies étincelles",
      "bougie magique",
      "bougies magiques"
    ],
    "collection": "Bougies d'anniversaire",
    "titles": [
      "Bougies torsadées",
      "Bougies hautes",
      "Bougies métallisées",
      "Bougie chiffre",
      "Bougies spirales",
      "Mini bougies",
      "Bougies sans coulures",
      "Bougies étincelles",
      "Bougies ondulées",
      "Bougies en cire d'abeille"
    ]
  },
  "drill": {
    "one": "perceuse",
    "many": "perceuses",
    "nouns": [
      "perceuse sans fil",
      "perceuses sans fil",
      "perceuse-visseuse",
      "perceuses-visseuses",
      "perceuse à percussion",
      "perceuses à percussion",
      "visseuse à chocs",
      "visseuses à chocs",
      "kit perceuse",
      "kits perceuse"
    ],
    "collection": "Perceuses et visseuses",
    "titles": [
      "Perceuse sans fil",
      "Perceuse-visseuse brushless",
      "Perceuse compacte",
      "Perceuse haute performance",
      "Perceuse 20 V",
      "Perceuse 12 V",
      "Perceuse Pro",
      "Perceuse d'angle",
      "Perceuse à percussion"
    ]
  },
  "tool-set": {
    "one": "coffret d'outils",
    "many": "coffrets d'outils",
    "nouns": [
      "kit d'outils",
      "kits d'outils",
      "malette à outils",
      "malettes à outils",
      "jeu de douilles",
      "jeux de douilles",
      "jeu de tournevis",
      "jeux de tournevis",
      "coffret d'embouts",
      "coffrets d'embouts",
      "jeu de forets",
      "jeux de forets",
      "jeu de clés",
      "jeux de clés"
    ],
    "collection": "Coffrets d'outils",
    "titles": [
      "Coffret d'outils maison",
      "Coffret d'outils mécanicien",
      "Coffret d'outils pour débuter",
      "Coffret d'outils compact",
      "Coffret d'outils de précision",
      "Coffret d'outils du bricoleur",
      "Coffret d'outils professionnel",
      "Coffret d'outils spécial appartement",
      "Coffret d'outils automobile",
      "Coffret d'outils complet"
    ]
  },
  "hammer": {
    "one": "marteau",
    "many": "marteaux",
    "nouns": [
      "marteau arrache-clou",
      "marteaux arrache-clou",
      "marteau de charpentier",
      "marteaux de charpentier",
      "maillet",
      "maillets",
      "maillet en caoutchouc",
      "maillets en caoutchouc",
      "masse",
      "masses"
    ],
    "collection": "Marteaux",
    "titles": [
      "Marteau arrache-clou",
      "Marteau de charpentier",
      "Marteau manche fibre de verre",
      "Marteau manche hickory",
      "Marteau en acier",
      "Marteau anti-vibrations",
      "Marteau de finition",
      "Marteau à panne courbe",
      "Marteau à panne droite"
    ]
  },
  "screwdriver": {
    "one": "tournevis",
    "many": "tournevis",
    "nouns": [
      "tournevis de précision",
      "tournevis à cliquet",
      "tournevis multi-embouts",
      "tournevis électrique",
      "tournevis électriques",
      "tournevis à douille"
    ],
    "collection": "Tournevis",
    "titles": [
      "Tournevis à cliquet",
      "Tournevis de précision",
      "Tournevis multi-embouts",
      "Tournevis court",
      "Tournevis isolé",
      "Tournevis magnétique",
      "Tournevis à poignée bi-matière",
      "Tournevis électrique",
      "Tournevis de poche"
    ]
  },
  "wrench": {
    "one": "clé de serrage",
    "many": "clés de serrage",
    "nouns": [
      "clé à molette",
      "clés à molette",
      "clé à griffe",
      "clés à griffe",
      "clé dynamométrique",
      "clés dynamométriques",
      "clé mixte",
      "clés mixtes",
      "clé plate",
      "clés plates"
    ],
    "collection": "Clés",
    "titles": [
      "Clé à molette",
      "Clé mixte",
      "Clé à cliquet",
      "Clé dynamométrique",
      "Clé à griffe",
      "Clé courte",
      "Clé à tête articulée",
      "Clé à molette grande ouverture"
    ]
  },
  "tape-measure": {
    "one": "mètre ruban",
    "many": "mètres ruban",
    "nouns": [
      "mètre",
      "mètres",
      "mètre enrouleur",
      "mètres enrouleurs",
      "télémètre laser",
      "télémètres laser",
      "mesureur laser",
      "mesureurs laser"
    ],
    "collection": "Outils de mesure",
    "titles": [
      "Mètre ruban magnétique",
      "Mètre ruban compact",
      "Mètre ruban Pro",
      "Mètre ruban de chantier",
      "Mètre ruban à blocage automatique",
      "Mètre ruban de poche",
      "Mètre ruban renforcé",
      "Mètre ruban à lame large",
      "Télémètre laser numérique"
    ]
  },
  "tool-box": {
    "one": "boîte à outils",
    "many": "boîtes à outils",
    "nouns": [
      "caisse à outils",
      "caisses à outils",
      "sac à outils",
      "sacs à outils",
      "coffre à outils",
      "coffres à outils",
      "trousse à outils",
      "trousses à outils",
      "organiseur d'outils",
      "organiseurs d'outils"
    ],
    "collection": "Rangement d'outils",
    "titles": [
      "Boîte à outils en acier",
      "Trousse à outils en toile cirée",
      "Caisse à outils à roulettes",
      "Boîte à outils portable",
      "Boîtes à outils empilables",
      "Boîte à outils étanche",
      "Caisse à outils ouverte",
      "Boîte à outils à plateaux extensibles",
      "Système de rangement modulable"
    ]
  },
  "multitool": {
    "one": "outil multifonction",
    "many": "outils multifonctions",
    "nouns": [
      "multitool",
      "multitools",
      "pince multifonction",
      "pinces multifonctions",
      "couteau de poche",
      "couteaux de poche",
      "couteau pliant",
      "couteaux pliants",
      "canif",
      "canifs",
      "cutter",
      "cutters"
    ],
    "collection": "Outils multifonctions et couteaux",
    "titles": [
      "Outil multifonction du quotidien",
      "Outil multifonction de poche",
      "Outil multifonction compact",
      "Outil multifonction porte-clés",
      "Pince multifonction grand format",
      "Couteau à lame verrouillable",
      "Couteau de poche fin",
      "Outil multifonction robuste",
      "Couteau de camping",
      "Outil multifonction Pro"
    ]
  },
  "car-wax": {
    "one": "cire pour voiture",
    "many": "cires pour voiture",
    "nouns": [
      "cire auto",
      "cires auto",
      "cire en pâte",
      "cire en spray",
      "cire de carnauba",
      "revêtement céramique",
      "revêtements céramiques",
      "spray céramique",
      "scellant carrosserie",
      "quick detailer"
    ],
    "collection": "Cires et protections",
    "titles": [
      "Cire carnauba",
      "Revêtement céramique",
      "Protection au graphène",
      "Cire en spray",
      "Cire en pâte",
      "Cire hybride",
      "Cire de concours",
      "Cire sans eau",
      "Cire Pro",
      "Cire hydrophobe"
    ]
  },
  "car-shampoo": {
    "one": "shampooing auto",
    "many": "shampooings auto",
    "nouns": [
      "shampooing voiture",
      "shampooings voiture",
      "produit de lavage auto",
      "snow foam",
      "mousse active",
      "lavage sans rinçage",
      "lavage sans eau"
    ],
    "collection": "Lavage",
    "titles": [
      "Shampooing auto pH neutre",
      "Shampooing auto moussant",
      "Lavage sans rinçage",
      "Lavage sans eau",
      "Shampooing céramique",
      "Shampooing auto concentré",
      "Shampooing auto doux",
      "Shampooing à la cire",
      "Shampooing auto aux agrumes"
    ]
  },
  "microfiber-towel": {
    "one": "serviette microfibre",
    "many": "serviettes microfibre",
    "nouns": [
      "microfibre",
      "microfibres",
      "serviette de séchage",
      "serviettes de séchage",
      "chiffon microfibre",
      "chiffons microfibre",
      "chiffon de lustrage",
      "chiffons de lustrage",
      "chiffon vitres",
      "chiffons vitres",
      "gant de lavage",
      "gants de lavage",
      "peau de chamois",
      "peaux de chamois"
    ],
    "collection": "Microfibres et gants",
    "titles": [
      "Microfibre épaisse",
      "Serviette boucles torsadées",
      "Microfibre sans bords",
      "Microfibre nid d'abeille",
      "Serviette de séchage",
      "Chiffon de lustrage",
      "Gant de lavage chenille",
      "Serviette de séchage XXL",
      "Microfibre de finition"
    ]
  },
  "car-vacuum": {
    "one": "aspirateur de voiture",
    "many": "aspirateurs de voiture",
    "nouns": [
      "aspirateur à main",
      "aspirateurs à main",
      "aspirateur portable",
      "aspirateurs portables",
      "aspirateur sans fil pour voiture",
      "aspirateur d'atelier",
      "aspirateurs d'atelier"
    ],
    "collection": "Aspirateurs",
    "titles": [
      "Aspirateur de voiture sans fil",
      "Aspirateur de voiture compact",
      "Aspirateur à main",
      "Aspirateur portable",
      "Aspirateur haute aspiration",
      "Aspirateur 12 V",
      "Aspirateur rechargeable",
      "Aspirateur eau et poussière",
      "Aspirateur léger"
    ]
  },
  "car-cleaner": {
    "one": "nettoyant auto",
    "many": "nettoyants auto",
    "nouns": [
      "nettoyant intérieur",
      "nettoyants intérieur",
      "nettoyant jantes",
      "nettoyants jantes",
      "rénovateur pneus",
      "brillant pneus",
      "nettoyant tableau de bord",
      "nettoyant tissus",
      "anti-insectes",
      "décontaminant ferreux",
      "décontaminants ferreux"
    ],
    "collection": "Nettoyants auto",
    "titles": [
      "Nettoyant finition mate",
      "Nettoyant pH équilibré",
      "Nettoyant non gras",
      "Nettoyant moussant",
      "Nettoyant jantes sans acide",
      "Nettoyant sans traces",
      "Nettoyant gel",
      "Nettoyant prêt à l'emploi",
      "Nettoyant professionnel"
    ]
  },
  "car-air-freshener": {
    "one": "désodorisant voiture",
    "many": "désodorisants voiture",
    "nouns": [
      "parfum voiture",
      "parfums voiture",
      "diffuseur voiture",
      "diffuseurs voiture",
      "clip d'aération",
      "clips d'aération",
      "désodorisant à suspendre",
      "désodorisants à suspendre"
    ],
    "collection": "Désodorisants",
    "titles": [
      "Désodorisant pour aération",
      "Désodorisant à suspendre",
      "Diffuseur voiture rechargeable",
      "Diffuseur voiture en bois",
      "Désodorisant en feutre",
      "Diffuseur aux huiles essentielles",
      "Diffuseur voiture en céramique",
      "Parfum voiture discret",
      "Désodorisant à clipser"
    ]
  },
  "suitcase": {
    "one": "valise",
    "many": "valises",
    "nouns": [
      "bagage",
      "bagages",
      "bagage cabine",
      "bagages cabine",
      "valise cabine",
      "valises cabine",
      "valise soute",
      "valises soute",
      "valise à roulettes",
      "valises à roulettes",
      "valise rigide",
      "valises rigides"
    ],
    "collection": "Bagages",
    "titles": [
      "Valise rigide",
      "Valise souple",
      "Valise extensible",
      "Valise en aluminium",
      "Valise légère",
      "Valise week-end",
      "Valise 4 roues",
      "Valise en polycarbonate",
      "Valise malle",
      "Valise compacte"
    ]
  },
  "packing-cube": {
    "one": "cube de rangement",
    "many": "cubes de rangement",
    "nouns": [
      "cube de compression",
      "cubes de compression",
      "organiseur de valise",
      "organiseurs de valise",
      "pochette de rangement",
      "pochettes de rangement",
      "sac à chaussures",
      "sacs à chaussures"
    ],
    "collection": "Cubes de rangement",
    "titles": [
      "Cube de compression",
      "Cube ultraléger",
      "Cube en filet",
      "Cube en matières recyclées",
      "Cube double face",
      "Cube extensible",
      "Cube zippé",
      "Cube de voyage",
      "Cube du quotidien"
    ]
  },
  "travel-pillow": {
    "one": "oreiller de voyage",
    "many": "oreillers de voyage",
    "nouns": [
      "coussin de voyage",
      "coussins de voyage",
      "coussin cervical",
      "coussins cervicaux",
      "tour de cou"
    ],
    "collection": "Oreillers de voyage",
    "titles": [
      "Oreiller de voyage à mémoire de forme",
      "Oreiller de voyage gonflable",
      "Oreiller de voyage enveloppant",
      "Oreiller de voyage ergonomique",
      "Oreiller de voyage compact",
      "Oreiller de voyage rafraîchissant",
      "Oreiller de voyage convertible",
      "Oreiller de voyage avec maintien du menton"
    ]
  },
  "travel-adapter": {
    "one": "adaptateur de voyage",
    "many": "adaptateurs de voyage",
    "nouns": [
      "adaptateur de prise",
      "adaptateurs de prise",
      "adaptateur universel",
      "adaptateurs universels",
      "adaptateur secteur",
      "adaptateurs secteur",
      "convertisseur de tension",
      "convertisseurs de tension"
    ],
    "collection": "Adaptateurs",
    "titles": [
      "Adaptateur universel",
      "Adaptateur tout-en-un",
      "Adaptateur compact",
      "Adaptateur à charge rapide",
      "Adaptateur international",
      "Adaptateur fin",
      "Adaptateur monde entier",
      "Adaptateur GaN"
    ]
  },
  "luggage-tag": {
    "one": "étiquette à bagage",
    "many": "étiquettes à bagage",
    "nouns": [
      "étiquette de bagage",
      "étiquettes de bagage"
    ],
    "collection": "Étiquettes à bagage",
    "titles": [
      "Étiquette à bagage en cuir",
      "Étiquette à bagage personnalisée",
      "Étiquette à bagage monogrammée",
      "Étiquette à bagage en aluminium",
      "Étiquette à bagage en silicone",
      "Étiquette à bagage à rabat",
      "Étiquette à bagage classique",
      "Étiquette à bagage vintage"
    ]
  },
  "beekeeping-suit": {
    "one": "combinaison d'apiculteur",
    "many": "combinaisons d'apiculteur",
    "nouns": [
      "combinaison d'apiculture",
      "combinaisons d'apiculture",
      "tenue d'apiculteur",
      "tenues d'apiculteur"
    ],
    "collection": "Combinaisons d'apiculteur",
    "titles": [
      "Combinaison ventilée",
      "Combinaison en maille trois couches",
      "Combinaison intégrale",
      "Combinaison en coton",
      "Combinaison polycoton",
      "Combinaison d'apiculteur amateur",
      "Combinaison professionnelle",
      "Combinaison légère",
      "Combinaison renforcée",
      "Combinaison d'été"
    ]
  },
  "beekeeping-jacket": {
    "one": "vareuse d'apiculteur",
    "many": "vareuses d'apiculteur",
    "nouns": [
      "vareuse",
      "vareuses",
      "veste d'apiculteur",
      "vestes d'apiculteur",
      "blouson d'apiculteur",
      "blousons d'apiculteur"
    ],
    "collection": "Vareuses d'apiculteur",
    "titles": [
      "Vareuse ventilée",
      "Vareuse en maille trois couches",
      "Vareuse en coton",
      "Vareuse polycoton",
      "Vareuse à capuche",
      "Vareuse pour apiculteur amateur",
      "Vareuse légère",
      "Vareuse d'été",
      "Vareuse professionnelle"
    ]
  },
  "beekeeping-veil": {
    "one": "voile d'apiculteur",
    "many": "voiles d'apiculteur",
    "nouns": [
      "chapeau d'apiculteur",
      "chapeaux d'apiculteur",
      "chapeau et voile",
      "voile escrimeur",
      "voiles escrimeur",
      "voile rond",
      "voiles ronds"
    ],
    "collection": "Voiles et chapeaux d'apiculteur",
    "titles": [
      "Voile escrimeur",
      "Voile rond",
      "Voile pliable",
      "Voile à capuche",
      "Voile ventilé",
      "Voile de rechange",
      "Voile pour apiculteur amateur",
      "Chapeau à larges bords avec voile",
      "Voile léger"
    ]
  },
  "beekeeping-gloves": {
    "one": "gant d'apiculteur",
    "many": "gants d'apiculteur",
    "nouns": [
      "gants d'apiculture",
      "gant d'apiculture",
      "manchettes d'apiculteur"
    ],
    "collection": "Gants d'apiculteur",
    "titles": [
      "Gants en peau de chèvre",
      "Gants en cuir de vachette",
      "Gants ventilés",
      "Gants à manchettes longues",
      "Gants en nitrile",
      "Gants anti-piqûres",
      "Gants pour apiculteur amateur",
      "Gants fins",
      "Gants professionnels"
    ]
  },
  "hive-tool": {
    "one": "lève-cadre",
    "many": "lève-cadres",
    "nouns": [
      "lève-cadre à crochet",
      "lève-cadres à crochet",
      "lève-cadre américain",
      "lève-cadres américains",
      "pince lève-cadre",
      "pinces lève-cadres"
    ],
    "collection": "Lève-cadres",
    "titles": [
      "Lève-cadre à crochet",
      "Lève-cadre standard",
      "Lève-cadre en inox",
      "Lève-cadre long",
      "Lève-cadre plat",
      "Pince lève-cadre",
      "Lève-cadre australien",
      "Lève-cadre renforcé",
      "Lève-cadre de poche"
    ]
  },
  "bee-smoker": {
    "one": "enfumoir",
    "many": "enfumoirs",
    "nouns": [
      "enfumoir d'apiculteur",
      "enfumoirs d'apiculteur"
    ],
    "collection": "Enfumoirs",
    "titles": [
      "Enfumoir en inox",
      "Enfumoir en cuivre",
      "Enfumoir standard",
      "Grand enfumoir",
      "Enfumoir avec grille de protection",
      "Enfumoir pour apiculteur amateur",
      "Enfumoir professionnel",
      "Enfumoir longue durée",
      "Enfumoir classique"
    ]
  },
  "beehive": {
    "one": "ruche",
    "many": "ruches",
    "nouns": [
      "ruche Dadant",
      "ruches Dadant",
      "ruche Langstroth",
      "ruches Langstroth",
      "ruche kenyane",
      "ruches kenyanes",
      "ruche Warré",
      "ruches Warré",
      "ruche en polystyrène",
      "ruches en polystyrène",
      "ruchette",
      "ruchettes",
      "kit ruche",
      "kits ruche"
    ],
    "collection": "Ruches",
    "titles": [
      "Ruche type National",
      "Ruche Langstroth",
      "Ruche en cèdre",
      "Ruche en pin",
      "Ruche en polystyrène",
      "Ruche pour débuter",
      "Ruche complète",
      "Ruche en kit à monter",
      "Ruche isolée"
    ]
  },
  "water-bottle": {
    "one": "gourde",
    "many": "gourdes",
    "nouns": [
      "bouteille",
      "bouteilles",
      "bouteille isotherme",
      "bouteilles isothermes",
      "gourde isotherme",
      "gourdes isothermes",
      "gourde de sport",
      "gourdes de sport",
      "flasque souple",
      "flasques souples",
      "gobelet isotherme",
      "gobelets isothermes"
    ],
    "collection": "Gourdes",
    "titles": [
      "Gourde isotherme",
      "Gourde d'altitude",
      "Gourde de trail",
      "Gourde à large goulot",
      "Gourde du quotidien",
      "Gourde de sport",
      "Gourde en inox",
      "Gourde pliable",
      "Gourde souple",
      "Gourde à bouchon grand débit"
    ]
  },
  "backpack": {
    "one": "sac à dos",
    "many": "sacs à dos",
    "nouns": [
      "sac de randonnée",
      "sacs de randonnée",
      "sac à dos de voyage",
      "sacs à dos de voyage",
      "sac de trek",
      "sacs de trek",
      "sac à dos pour ordinateur",
      "sacs à dos pour ordinateur",
      "sac à dos scolaire",
      "sacs à dos scolaires",
      "sac à dos à fermeture roulée",
      "sacs à dos à fermeture roulée"
    ],
    "collection": "Sacs à dos",
    "titles": [
      "Sac à dos du quotidien",
      "Sac à dos de voyage",
      "Sac à dos à fermeture roulée",
      "Sac à dos urbain",
      "Sac à dos de randonnée",
      "Sac à dos ultraléger",
      "Sac à dos étanche",
      "Sac à dos en toile cirée",
      "Sac à dos format cabine",
      "Sac à dos d'inspiration vintage"
    ]
  },
  "duffel-bag": {
    "one": "sac de voyage",
    "many": "sacs de voyage",
    "nouns": [
      "sac polochon",
      "sacs polochons",
      "duffel",
      "duffels",
      "sac de sport",
      "sacs de sport",
      "sac week-end",
      "sacs week-end"
    ],
    "collection": "Sacs de voyage",
    "titles": [
      "Sac week-end",
      "Sac de voyage étanche",
      "Sac de voyage en toile cirée",
      "Sac de voyage en cuir",
      "Sac de voyage compressible",
      "Sac expédition",
      "Sac de sport",
      "Sac polochon d'inspiration vintage",
      "Sac de voyage convertible en sac à dos",
      "Sac de voyage à roulettes"
    ]
  },
  "dumbbell": {
    "one": "haltère",
    "many": "haltères",
    "nouns": [
      "haltère réglable",
      "haltères réglables",
      "haltère hexagonal",
      "haltères hexagonaux",
      "set d'haltères",
      "sets d'haltères",
      "poids libres"
    ],
    "collection": "Haltères",
    "titles": [
      "Haltère hexagonal",
      "Haltère réglable",
      "Haltère en caoutchouc",
      "Haltère en uréthane",
      "Haltère chromé",
      "Haltère en néoprène",
      "Haltère style pro",
      "Haltère compact",
      "Haltère de studio"
    ]
  },
  "kettlebell": {
    "one": "kettlebell",
    "many": "kettlebells",
    "nouns": [
      "kettlebell de compétition",
      "kettlebells de compétition",
      "kettlebell réglable",
      "kettlebells réglables",
      "kettlebell en fonte",
      "kettlebells en fonte"
    ],
    "collection": "Kettlebells",
    "titles": [
      "Kettlebell en fonte",
      "Kettlebell de compétition",
      "Kettlebell thermolaqué",
      "Kettlebell réglable",
      "Kettlebell en vinyle",
      "Kettlebell de studio",
      "Kettlebell qualité pro",
      "Kettlebell en acier"
    ]
  },
  "resistance-band": {
    "one": "bande élastique",
    "many": "bandes élastiques",
    "nouns": [
      "élastique de résistance",
      "élastiques de résistance",
      "bande de résistance",
      "bandes de résistance",
      "mini-bande",
      "mini-bandes",
      "élastique de traction",
      "élastiques de traction",
      "bande de rééducation",
      "bandes de rééducation"
    ],
    "collection": "Bandes élastiques",
    "titles": [
      "Bande élastique en tissu",
      "Bande élastique en latex",
      "Mini-bande",
      "Bande élastique longue",
      "Élastique de traction",
      "Bande de rééducation",
      "Bande élastique forte résistance",
      "Bande élastique de voyage",
      "Bande élastique antidérapante"
    ]
  },
  "jump-rope": {
    "one": "corde à sauter",
    "many": "cordes à sauter",
    "nouns": [
      "corde à sauter de vitesse",
      "cordes à sauter de vitesse",
      "corde lestée",
      "cordes lestées"
    ],
    "collection": "Cordes à sauter",
    "titles": [
      "Corde à sauter de vitesse",
      "Corde à sauter lestée",
      "Corde à sauter à perles",
      "Corde à sauter réglable",
      "Corde à sauter à câble",
      "Corde à sauter en cuir",
      "Corde à sauter de boxe",
      "Corde à sauter anti-nœuds",
      "Corde à sauter pro",
      "Corde à sauter freestyle"
    ]
  },
  "foam-roller": {
    "one": "rouleau de massage",
    "many": "rouleaux de massage",
    "nouns": [
      "rouleau en mousse",
      "rouleaux en mousse",
      "balle de massage",
      "balles de massage",
      "rouleau de récupération",
      "rouleaux de récupération",
      "balle cacahuète",
      "balles cacahuète"
    ],
    "collection": "Récupération",
    "titles": [
      "Rouleau de massage texturé",
      "Rouleau haute densité",
      "Rouleau vibrant",
      "Rouleau de voyage",
      "Rouleau souple",
      "Rouleau à grille",
      "Rouleau profilé",
      "Rouleau ferme",
      "Rouleau de récupération"
    ]
  },
  "weight-bench": {
    "one": "banc de musculation",
    "many": "bancs de musculation",
    "nouns": [
      "banc d'entraînement",
      "bancs d'entraînement",
      "banc réglable",
      "bancs réglables",
      "banc plat",
      "bancs plats",
      "banc incliné",
      "bancs inclinés"
    ],
    "collection": "Bancs de musculation",
    "titles": [
      "Banc réglable",
      "Banc plat",
      "Banc pliable",
      "Banc renforcé",
      "Banc incliné",
      "Banc compact",
      "Banc qualité salle de sport",
      "Banc polyvalent"
    ]
  },
  "yoga-mat": {
    "one": "tapis de yoga",
    "many": "tapis de yoga",
    "nouns": [
      "tapis de sport",
      "tapis d'exercice",
      "tapis de Pilates",
      "tapis de yoga de voyage",
      "tapis en liège"
    ],
    "collection": "Tapis de yoga",
    "titles": [
      "Tapis de yoga antidérapant",
      "Tapis en caoutchouc naturel",
      "Tapis en liège",
      "Tapis de voyage",
      "Tapis épais",
      "Tapis avec repères d'alignement",
      "Tapis pour hot yoga",
      "Tapis de studio",
      "Tapis extra-long",
      "Tapis pliable"
    ]
  },
  "yoga-block": {
    "one": "brique de yoga",
    "many": "briques de yoga",
    "nouns": [
      "bloc de yoga",
      "blocs de yoga",
      "brique en liège",
      "briques en liège",
      "bloc en mousse",
      "blocs en mousse",
      "cale de yoga",
      "cales de yoga"
    ],
    "collection": "Briques de yoga",
    "titles": [
      "Brique en liège",
      "Brique en mousse",
      "Brique en bambou",
      "Brique en matériaux recyclés",
      "Brique de studio",
      "Brique légère",
      "Brique à bords arrondis",
      "Brique de voyage"
    ]
  },
  "yoga-strap": {
    "one": "sangle de yoga",
    "many": "sangles de yoga",
    "nouns": [
      "sangle d'étirement",
      "sangles d'étirement",
      "ceinture de yoga",
      "ceintures de yoga",
      "sangle de transport pour tapis",
      "sangles de transport pour tapis"
    ],
    "collection": "Sangles de yoga",
    "titles": [
      "Sangle en coton",
      "Sangle à boucle en D",
      "Sangle à boucle autobloquante",
      "Sangle en boucle",
      "Sangle en coton bio",
      "Sangle de studio",
      "Sangle élastique",
      "Sangle multi-boucles"
    ]
  },
  "meditation-cushion": {
    "one": "coussin de méditation",
    "many": "coussins de méditation",
    "nouns": [
      "zafu",
      "zafus",
      "zabuton",
      "zabutons",
      "bolster",
      "bolsters",
      "traversin de yoga",
      "traversins de yoga"
    ],
    "collection": "Coussins et bolsters",
    "titles": [
      "Zafu en balle de sarrasin",
      "Coussin de méditation croissant",
      "Zafu rond",
      "Coussin de méditation rectangulaire",
      "Coussin en coton bio",
      "Coussin garni de kapok",
      "Zafu plissé",
      "Coussin de méditation de voyage",
      "Bolster de yoga restauratif",
      "Coussin en velours"
    ]
  },
  "yoga-towel": {
    "one": "serviette de yoga",
    "many": "serviettes de yoga",
    "nouns": [
      "serviette pour tapis",
      "serviettes pour tapis",
      "serviette de hot yoga",
      "serviettes de hot yoga",
      "serviette de sport",
      "serviettes de sport"
    ],
    "collection": "Serviettes de yoga",
    "titles": [
      "Serviette antidérapante",
      "Serviette de hot yoga",
      "Serviette séchage rapide",
      "Serviette en microfibre",
      "Serviette de voyage",
      "Serviette à picots silicone",
      "Serviette de studio",
      "Serviette absorbante"
    ]
  },
  "bike": {
    "one": "vélo",
    "many": "vélos",
    "nouns": [
      "bicyclette",
      "bicyclettes",
      "vélo de route",
      "vélos de route",
      "gravel",
      "gravels",
      "VTT",
      "vélo électrique",
      "vélos électriques",
      "VAE",
      "vélo de ville",
      "vélos de ville",
      "VTC",
      "vélo enfant",
      "vélos enfant",
      "draisienne",
      "draisiennes",
      "vélo pliant",
      "vélos pliants",
      "vélo cargo",
      "vélos cargo",
      "biporteur",
      "biporteurs"
    ],
    "collection": "Vélos",
    "titles": [
      "Vélo gravel",
      "Vélo de route",
      "Vélo urbain",
      "Vélo en acier",
      "Vélo en carbone",
      "VTT de trail",
      "Vélo de randonnée",
      "Vélo single speed",
      "Vélo cadre ouvert",
      "Vélo d'aventure"
    ]
  },
  "helmet": {
    "one": "casque de vélo",
    "many": "casques de vélo",
    "nouns": [
      "casque vélo",
      "casques vélo",
      "casque de cyclisme",
      "casques de cyclisme",
      "casque de skate",
      "casques de skate",
      "casque MIPS",
      "casques MIPS"
    ],
    "collection": "Casques",
    "titles": [
      "Casque pour vélotaf",
      "Casque route",
      "Casque VTT",
      "Casque urbain",
      "Casque ventilé",
      "Casque léger",
      "Casque profil bas",
      "Casque classique",
      "Casque aéro",
      "Casque réfléchissant"
    ]
  },
  "bike-light": {
    "one": "éclairage vélo",
    "many": "éclairages vélo",
    "nouns": [
      "lampe de vélo",
      "lampes de vélo",
      "kit d'éclairage vélo",
      "kits d'éclairage vélo",
      "phare avant",
      "phares avant",
      "feu arrière",
      "feux arrière"
    ],
    "collection": "Éclairages vélo",
    "titles": [
      "Éclairage vélo rechargeable",
      "Feu de jour",
      "Éclairage vélotaf",
      "Phare VTT",
      "Éclairage vélo compact",
      "Éclairage vélo intelligent",
      "Lampe pour casque",
      "Éclairage vélo aéro",
      "Éclairage vélo Pro"
    ]
  },
  "bike-lock": {
    "one": "antivol vélo",
    "many": "antivols vélo",
    "nouns": [
      "antivol",
      "antivols",
      "antivol en U",
      "antivols en U",
      "antivol chaîne",
      "antivols chaîne",
      "antivol pliant",
      "antivols pliants",
      "antivol câble",
      "antivols câble"
    ],
    "collection": "Antivols",
    "titles": [
      "Antivol pliant",
      "Mini antivol en U",
      "Antivol renforcé",
      "Antivol chaîne",
      "Antivol vélotaf",
      "Antivol blindé",
      "Antivol portable",
      "Antivol compact"
    ]
  },
  "bike-pump": {
    "one": "pompe à vélo",
    "many": "pompes à vélo",
    "nouns": [
      "pompe à pied",
      "pompes à pied",
      "mini-pompe",
      "mini-pompes",
      "pompe à main",
      "pompes à main",
      "gonfleur CO2",
      "gonfleurs CO2"
    ],
    "collection": "Pompes",
    "titles": [
      "Pompe à pied",
      "Mini-pompe",
      "Pompe numérique",
      "Pompe de cadre",
      "Pompe haute pression",
      "Pompe tubeless",
      "Pompe compacte",
      "Pompe d'atelier",
      "Pompe double valve"
    ]
  },
  "bike-tool": {
    "one": "outil vélo",
    "many": "outils vélo",
    "nouns": [
      "multi-outil vélo",
      "multi-outils vélo",
      "démonte-pneu",
      "démonte-pneus",
      "dérive-chaîne",
      "dérive-chaînes",
      "kit de réparation crevaison",
      "kits de réparation crevaison",
      "rustines",
      "kit mèches tubeless",
      "kits mèches tubeless",
      "clé dynamométrique vélo"
    ],
    "collection": "Outils et réparation",
    "titles": [
      "Outil vélo de poche",
      "Mini outil vélo",
      "Multi-outil VTT",
      "Multi-outil route",
      "Outil d'atelier",
      "Multi-outil compact",
      "Kit de réparation pour sacoche de selle",
      "Outil fixé au cadre",
      "Kit de réparation tubeless"
    ]
  },
  "bike-bag": {
    "one": "sacoche de vélo",
    "many": "sacoches de vélo",
    "nouns": [
      "sacoche de guidon",
      "sacoches de guidon",
      "sacoche de cadre",
      "sacoches de cadre",
      "sacoche de tube supérieur",
      "sacoches de tube supérieur",
      "sacoche de selle",
      "sacoches de selle",
      "sacoche de porte-bagages",
      "sacoches de porte-bagages",
      "sacoche bikepacking",
      "sacoches bikepacking"
    ],
    "collection": "Sacoches de vélo",
    "titles": [
      "Sacoche étanche",
      "Sacoche à fermeture roulée",
      "Sacoche bikepacking",
      "Sacoche vélotaf",
      "Sacoche compacte",
      "Sacoche de cyclotourisme",
      "Sacoche à fixation rapide",
      "Sacoche réfléchissante",
      "Sacoche extensible"
    ]
  },
  "cycling-jersey": {
    "one": "maillot de cyclisme",
    "many": "maillots de cyclisme",
    "nouns": [
      "maillot vélo",
      "maillots vélo",
      "cuissard",
      "cuissards",
      "cuissard à bretelles",
      "cuissards à bretelles",
      "short de cyclisme",
      "shorts de cyclisme",
      "tenue de cyclisme",
      "tenues de cyclisme"
    ],
    "collection": "Vêtements de cyclisme",
    "titles": [
      "Maillot léger",
      "Maillot aéro",
      "Maillot thermique",
      "Maillot en mérinos",
      "Maillot de course",
      "Maillot de club",
      "Maillot classique",
      "Maillot manches longues",
      "Maillot d'été",
      "Cuissard endurance"
    ]
  },
  "running-vest": {
    "one": "gilet d'hydratation",
    "many": "gilets d'hydratation",
    "nouns": [
      "sac d'hydratation",
      "sacs d'hydratation",
      "gilet de trail",
      "gilets de trail",
      "gilet de course",
      "gilets de course"
    ],
    "collection": "Gilets d'hydratation",
    "titles": [
      "Gilet de trail",
      "Gilet de course",
      "Gilet ultraléger",
      "Gilet ultra-trail",
      "Gilet minimaliste",
      "Gilet aventure",
      "Gilet marathon",
      "Gilet de montagne"
    ]
  },
  "running-belt": {
    "one": "ceinture de running",
    "many": "ceintures de running",
    "nouns": [
      "porte-dossard",
      "porte-dossards",
      "ceinture porte-dossard",
      "ceintures porte-dossard",
      "ceinture porte-téléphone",
      "ceintures porte-téléphone",
      "banane de running",
      "bananes de running"
    ],
    "collection": "Ceintures de running",
    "titles": [
      "Ceinture de running fine",
      "Ceinture porte-dossard",
      "Ceinture de trail",
      "Ceinture réfléchissante",
      "Ceinture anti-rebond",
      "Ceinture extensible",
      "Ceinture minimaliste",
      "Ceinture marathon"
    ]
  },
  "sports-nutrition": {
    "one": "gel énergétique",
    "many": "gels énergétiques",
    "nouns": [
      "gomme énergétique",
      "gommes énergétiques",
      "pastille d'électrolytes",
      "pastilles d'électrolytes",
      "boisson d'effort",
      "boissons d'effort",
      "boisson isotonique",
      "boissons isotoniques",
      "nutrition sportive"
    ],
    "collection": "Nutrition et hydratation",
    "titles": [
      "Gel énergétique caféiné",
      "Gel énergétique salé",
      "Boisson isotonique",
      "Gel énergétique naturel",
      "Gel spécial jour de course",
      "Gel double glucides",
      "Boisson d'endurance",
      "Boisson d'effort légère",
      "Pastilles d'électrolytes riches en sodium"
    ]
  },
  "surfboard": {
    "one": "planche de surf",
    "many": "planches de surf",
    "nouns": [
      "shortboard",
      "shortboards",
      "longboard de surf",
      "longboards de surf",
      "softboard",
      "softboards",
      "planche en mousse",
      "planches en mousse",
      "funboard",
      "funboards",
      "mid-length",
      "fish"
    ],
    "collection": "Planches de surf",
    "titles": [
      "Planche en mousse",
      "Mid-length",
      "Planche performance",
      "Step-up",
      "Planche pour petites vagues",
      "Twin fin",
      "Planche shapée à la main",
      "Planche en époxy",
      "Planche rétro",
      "Planche pour débutant"
    ]
  },
  "wetsuit": {
    "one": "combinaison de surf",
    "many": "combinaisons de surf",
    "nouns": [
      "combinaison néoprène",
      "combinaisons néoprène",
      "combinaison intégrale",
      "combinaisons intégrales",
      "shorty de surf",
      "shortys de surf",
      "top néoprène",
      "tops néoprène",
      "combinaison à cagoule",
      "combinaisons à cagoule"
    ],
    "collection": "Combinaisons de surf",
    "titles": [
      "Combinaison zip poitrine",
      "Combinaison zip dos",
      "Combinaison sans zip",
      "Combinaison hiver",
      "Combinaison été",
      "Combinaison à cagoule",
      "Combinaison manches longues",
      "Combinaison thermique",
      "Combinaison en néoprène Limestone",
      "Combinaison performance"
    ]
  },
  "surf-wax": {
    "one": "wax",
    "many": "wax",
    "nouns": [
      "wax de surf",
      "pain de wax",
      "pains de wax",
      "wax de base",
      "peigne à wax",
      "peignes à wax"
    ],
    "collection": "Wax",
    "titles": [
      "Wax eau froide",
      "Wax eau chaude",
      "Wax tropicale",
      "Base coat",
      "Wax bio",
      "Wax à la noix de coco",
      "Wax extra collante",
      "Wax toutes températures"
    ]
  },
  "surf-leash": {
    "one": "leash",
    "many": "leashs",
    "nouns": [
      "leash de surf",
      "leashs de surf"
    ],
    "collection": "Leashs",
    "titles": [
      "Leash compétition",
      "Leash standard",
      "Leash grosses vagues",
      "Leash genou",
      "Leash mollet",
      "Leash pro",
      "Leash du quotidien",
      "Leash double émerillon"
    ]
  },
  "surf-fin": {
    "one": "dérive",
    "many": "dérives",
    "nouns": [
      "jeu de dérives",
      "jeux de dérives",
      "dérives thruster",
      "dérives quad",
      "dérives twin",
      "dérive keel",
      "dérives keel",
      "dérive de longboard",
      "dérives de longboard",
      "dérive centrale",
      "dérives centrales"
    ],
    "collection": "Dérives",
    "titles": [
      "Dérives thruster",
      "Dérives twin",
      "Dérives quad",
      "Dérives keel",
      "Dérives en fibre de verre",
      "Dérives nid d'abeille",
      "Dérives performance",
      "Dérives carbone",
      "Dérives flex",
      "Dérive single"
    ]
  },
  "surf-poncho": {
    "one": "poncho de surf",
    "many": "ponchos de surf",
    "nouns": [
      "poncho serviette",
      "ponchos serviette",
      "poncho à langer",
      "ponchos à langer",
      "poncho de plage",
      "ponchos de plage"
    ],
    "collection": "Ponchos",
    "titles": [
      "Poncho à capuche",
      "Poncho en éponge",
      "Poncho doublé sherpa",
      "Poncho imperméable",
      "Poncho séchage rapide",
      "Poncho oversize",
      "Poncho enfant",
      "Poncho compressible",
      "Poncho classique"
    ]
  },
  "skateboard": {
    "one": "skateboard",
    "many": "skateboards",
    "nouns": [
      "skate",
      "skates",
      "skate complet",
      "skates complets",
      "cruiser",
      "cruisers",
      "longboard",
      "longboards",
      "penny board",
      "penny boards",
      "mini-cruiser",
      "mini-cruisers",
      "surfskate",
      "surfskates"
    ],
    "collection": "Skateboards",
    "titles": [
      "Skate street",
      "Cruiser",
      "Skate de bowl",
      "Skate pour débutant",
      "Longboard drop-through",
      "Skate enfant",
      "Skate pro",
      "Skate de skatepark",
      "Surfskate de carving",
      "Skate old school"
    ]
  },
  "skate-deck": {
    "one": "plateau de skate",
    "many": "plateaux de skate",
    "nouns": [
      "deck",
      "decks",
      "planche de skate",
      "planches de skate",
      "plateau vierge",
      "plateaux vierges",
      "plateau cruiser",
      "plateaux cruiser",
      "plateau pro",
      "plateaux pro"
    ],
    "collection": "Plateaux",
    "titles": [
      "Plateau pro model",
      "Plateau team",
      "Plateau shapé",
      "Plateau vierge",
      "Plateau popsicle",
      "Plateau série artiste",
      "Plateau réédition",
      "Plateau old school",
      "Plateau twin tip",
      "Plateau sérigraphié à la main"
    ]
  },
  "skateboard-truck": {
    "one": "truck",
    "many": "trucks",
    "nouns": [
      "truck de skate",
      "trucks de skate",
      "truck creux",
      "trucks creux"
    ],
    "collection": "Trucks",
    "titles": [
      "Trucks creux",
      "Trucks standard",
      "Trucks titane",
      "Trucks bas",
      "Trucks hauts",
      "Trucks forgés",
      "Trucks légers",
      "Trucks classiques"
    ]
  },
  "skateboard-wheel": {
    "one": "roue de skate",
    "many": "roues de skate",
    "nouns": [
      "roue",
      "roues",
      "roue de cruiser",
      "roues de cruiser",
      "roue de longboard",
      "roues de longboard"
    ],
    "collection": "Roues",
    "titles": [
      "Roues street",
      "Roues de skatepark",
      "Roues souples",
      "Roues cruiser",
      "Roues coniques",
      "Roues radiales",
      "Roues Formula",
      "Roues classiques",
      "Roues pro"
    ]
  },
  "skate-bearing": {
    "one": "roulement",
    "many": "roulements",
    "nouns": [
      "roulement de skate",
      "roulements de skate",
      "roulements de vitesse"
    ],
    "collection": "Roulements",
    "titles": [
      "Roulements céramique",
      "Roulements de précision",
      "Roulements à entretoises intégrées",
      "Roulements en acier",
      "Roulements rapides",
      "Roulements pro",
      "Roulements classiques",
      "Roulements anti-rouille"
    ]
  },
  "grip-tape": {
    "one": "grip",
    "many": "grips",
    "nouns": [
      "grip de skate",
      "grips de skate",
      "feuille de grip",
      "feuilles de grip"
    ],
    "collection": "Grip",
    "titles": [
      "Grip gros grain",
      "Grip perforé",
      "Grip transparent",
      "Grip imprimé",
      "Grip classique",
      "Grip anti-bulles",
      "Grip pro",
      "Grip prédécoupé"
    ]
  },
  "tent": {
    "one": "tente",
    "many": "tentes",
    "nouns": [
      "tente de camping",
      "tentes de camping",
      "tente de randonnée",
      "tentes de randonnée",
      "tente ultralégère",
      "tentes ultralégères",
      "tente familiale",
      "tentes familiales",
      "tente dôme",
      "tentes dômes",
      "abri",
      "abris",
      "tarp",
      "tarps",
      "sac de bivouac",
      "sacs de bivouac"
    ],
    "collection": "Tentes",
    "titles": [
      "Tente de randonnée",
      "Tente ultralégère",
      "Tente autoportante",
      "Tente à bâtons de marche",
      "Tente familiale",
      "Tente quatre saisons",
      "Tente dôme",
      "Tente tunnel",
      "Tente de camping en voiture",
      "Tente de bikepacking"
    ]
  },
  "sleeping-bag": {
    "one": "sac de couchage",
    "many": "sacs de couchage",
    "nouns": [
      "duvet",
      "duvets",
      "sac de couchage en duvet",
      "sacs de couchage en duvet",
      "quilt de randonnée",
      "quilts de randonnée",
      "couverture de camping",
      "couvertures de camping"
    ],
    "collection": "Sacs de couchage",
    "titles": [
      "Sac de couchage en duvet",
      "Sac de couchage synthétique",
      "Sac de couchage sarcophage",
      "Sac de couchage ultraléger",
      "Sac de couchage trois saisons",
      "Sac de couchage rectangulaire",
      "Sac de couchage enfant",
      "Sac de couchage grand froid",
      "Sac de couchage de randonnée",
      "Sac de couchage de camping"
    ]
  },
  "sleeping-pad": {
    "one": "matelas de camping",
    "many": "matelas de camping",
    "nouns": [
      "tapis de sol",
      "matelas gonflable",
      "matelas gonflables",
      "matelas autogonflant",
      "matelas autogonflants",
      "tapis mousse",
      "matelas de randonnée"
    ],
    "collection": "Matelas et tapis de sol",
    "titles": [
      "Matelas isolant",
      "Matelas gonflable",
      "Tapis de sol en mousse",
      "Matelas autogonflant",
      "Matelas ultraléger",
      "Matelas large",
      "Matelas quatre saisons",
      "Matelas pour camping en voiture",
      "Matelas de randonnée"
    ]
  },
  "camping-stove": {
    "one": "réchaud",
    "many": "réchauds",
    "nouns": [
      "réchaud de camping",
      "réchauds de camping",
      "réchaud à gaz",
      "réchauds à gaz",
      "réchaud à cartouche",
      "réchauds à cartouche",
      "réchaud deux feux",
      "réchauds deux feux"
    ],
    "collection": "Réchauds",
    "titles": [
      "Réchaud de randonnée",
      "Réchaud deux feux",
      "Réchaud ultraléger",
      "Réchaud intégré",
      "Réchaud compact",
      "Réchaud coupe-vent",
      "Réchaud en titane",
      "Réchaud camp de base",
      "Réchaud pliant"
    ]
  },
  "headlamp": {
    "one": "lampe frontale",
    "many": "lampes frontales",
    "nouns": [
      "frontale",
      "frontales",
      "lampe torche",
      "lampes torches",
      "lampe de poche",
      "lampes de poche"
    ],
    "collection": "Lampes frontales et torches",
    "titles": [
      "Lampe frontale rechargeable",
      "Lampe frontale ultralégère",
      "Lampe frontale étanche",
      "Lampe frontale de trail",
      "Lampe frontale compacte",
      "Lampe frontale du quotidien",
      "Lampe frontale puissante",
      "Lampe frontale Pro",
      "Lampe frontale aventure"
    ]
  },
  "camp-cookware": {
    "one": "popote",
    "many": "popotes",
    "nouns": [
      "kit de cuisine de camping",
      "kits de cuisine de camping",
      "gamelle de camping",
      "gamelles de camping",
      "casserole de camping",
      "casseroles de camping",
      "poêle de camping",
      "poêles de camping",
      "bouilloire de camping",
      "bouilloires de camping",
      "tasse de camping",
      "tasses de camping",
      "quart",
      "quarts"
    ],
    "collection": "Cuisine de camping",
    "titles": [
      "Popote en titane",
      "Popote gigogne",
      "Popote émaillée",
      "Popote ultralégère",
      "Popote en aluminium anodisé",
      "Popote familiale",
      "Popote de randonnée",
      "Popote en inox",
      "Popote compacte",
      "Popote solo"
    ]
  },
  "water-filter": {
    "one": "filtre à eau",
    "many": "filtres à eau",
    "nouns": [
      "purificateur d'eau",
      "purificateurs d'eau",
      "gourde filtrante",
      "gourdes filtrantes",
      "filtre à presser",
      "filtres à presser",
      "filtre par gravité",
      "filtres par gravité",
      "paille filtrante",
      "pailles filtrantes"
    ],
    "collection": "Filtres à eau",
    "titles": [
      "Filtre à eau à presser",
      "Filtre à eau par gravité",
      "Filtre à eau ultraléger",
      "Filtre à eau de randonnée",
      "Paille filtrante",
      "Filtre à eau à pompe",
      "Filtre à eau compact",
      "Filtre à eau en ligne",
      "Filtre à eau de voyage"
    ]
  },
  "fishing-rod": {
    "one": "canne à pêche",
    "many": "cannes à pêche",
    "nouns": [
      "canne",
      "cannes",
      "canne à mouche",
      "cannes à mouche",
      "canne spinning",
      "cannes spinning",
      "canne casting",
      "cannes casting",
      "canne télescopique",
      "cannes télescopiques",
      "ensemble canne et moulinet",
      "ensembles canne et moulinet"
    ],
    "collection": "Cannes à pêche",
    "titles": [
      "Canne spinning",
      "Canne casting",
      "Canne à mouche",
      "Canne de voyage",
      "Canne ultralégère",
      "Canne en graphite",
      "Canne télescopique",
      "Canne à truite",
      "Canne à black-bass",
      "Canne surfcasting"
    ]
  },
  "fishing-reel": {
    "one": "moulinet",
    "many": "moulinets",
    "nouns": [
      "moulinet à tambour fixe",
      "moulinets à tambour fixe",
      "moulinet casting",
      "moulinets casting",
      "moulinet à mouche",
      "moulinets à mouche"
    ],
    "collection": "Moulinets",
    "titles": [
      "Moulinet spinning",
      "Moulinet casting",
      "Moulinet à mouche",
      "Moulinet mer",
      "Moulinet ultraléger",
      "Moulinet casting profil bas",
      "Moulinet étanche",
      "Moulinet à mouche large arbor",
      "Moulinet à truite"
    ]
  },
  "fishing-lure": {
    "one": "leurre",
    "many": "leurres",
    "nouns": [
      "poisson nageur",
      "poissons nageurs",
      "crankbait",
      "crankbaits",
      "jerkbait",
      "jerkbaits",
      "leurre de surface",
      "leurres de surface",
      "spinnerbait",
      "spinnerbaits",
      "swimbait",
      "swimbaits",
      "leurre souple",
      "leurres souples",
      "jig",
      "jigs",
      "cuillère tournante",
      "cuillères tournantes",
      "cuiller ondulante",
      "cuillers ondulantes"
    ],
    "collection": "Leurres",
    "titles": [
      "Leurre de surface",
      "Poisson nageur peu plongeant",
      "Poisson nageur à grande plongée",
      "Leurre suspending",
      "Leurre anti-herbe",
      "Leurre souple à queue battante",
      "Poisson nageur articulé",
      "Leurre à rattle",
      "Cuillère tournante",
      "Leurre finesse"
    ]
  },
  "fishing-fly": {
    "one": "mouche",
    "many": "mouches",
    "nouns": [
      "mouche sèche",
      "mouches sèches",
      "mouche noyée",
      "mouches noyées",
      "nymphe",
      "nymphes",
      "mouche à truite",
      "mouches à truite",
      "assortiment de mouches",
      "assortiments de mouches"
    ],
    "collection": "Mouches",
    "titles": [
      "Mouche sèche",
      "Nymphe à tête bille",
      "Mouche parachute",
      "Émergente",
      "Mouche sans ardillon",
      "Nymphe tungstène",
      "Mouche montée à la main",
      "Mouche sedge",
      "Mouche sauterelle",
      "Mouche chironome"
    ]
  },
  "fishing-line": {
    "one": "fil de pêche",
    "many": "fils de pêche",
    "nouns": [
      "tresse",
      "tresses",
      "nylon",
      "monofilament",
      "fluorocarbone",
      "bas de ligne",
      "pointe",
      "pointes",
      "soie",
      "soies"
    ],
    "collection": "Fils de pêche",
    "titles": [
      "Tresse",
      "Fluorocarbone",
      "Nylon monofilament",
      "Fil peu visible",
      "Soie plongeante",
      "Soie flottante",
      "Bas de ligne conique",
      "Fil résistant à l'abrasion",
      "Fil spécial mer",
      "Fil ultra-fin"
    ]
  },
  "tackle-box": {
    "one": "boîte de pêche",
    "many": "boîtes de pêche",
    "nouns": [
      "boîte à leurres",
      "boîtes à leurres",
      "sac de pêche",
      "sacs de pêche",
      "boîte à mouches",
      "boîtes à mouches",
      "sac à dos de pêche",
      "sacs à dos de pêche",
      "boîte de rangement pêche",
      "boîtes de rangement pêche"
    ],
    "collection": "Rangement de pêche",
    "titles": [
      "Boîte de pêche étanche",
      "Boîte à compartiments réglables",
      "Sac de pêche bandoulière",
      "Boîte de rangement plate",
      "Boîte à mouches magnétique",
      "Boîte de pêche compacte",
      "Boîte de pêche pour kayak",
      "Boîte de pêche rigide",
      "Boîte à leurres fine"
    ]
  },
  "fishing-hook": {
    "one": "hameçon",
    "many": "hameçons",
    "nouns": [
      "hameçon circle",
      "hameçons circle",
      "hameçon triple",
      "hameçons triples",
      "hameçon à ver",
      "hameçons à ver",
      "plomb",
      "plombs",
      "émerillon",
      "émerillons",
      "plombs fendus",
      "petit matériel"
    ],
    "collection": "Hameçons et petit matériel",
    "titles": [
      "Hameçons circle",
      "Hameçons offset",
      "Hameçons octopus",
      "Hameçons à large ouverture",
      "Hameçons sans ardillon",
      "Hameçons plombés",
      "Hameçons pour vif",
      "Hameçons drop shot",
      "Hameçons forgés"
    ]
  },
  "golf-ball": {
    "one": "balle de golf",
    "many": "balles de golf",
    "nouns": [
      "balle d'entraînement",
      "balles d'entraînement"
    ],
    "collection": "Balles de golf",
    "titles": [
      "Balles de golf Tour",
      "Balles de golf souples",
      "Balles de golf distance",
      "Balles de golf en uréthane",
      "Balles de golf deux pièces",
      "Balles de golf trois pièces",
      "Balles d'entraînement",
      "Balles de golf basse compression",
      "Balles de golf mates",
      "Balles de golf recyclées"
    ]
  },
  "golf-club": {
    "one": "club de golf",
    "many": "clubs de golf",
    "nouns": [
      "driver",
      "drivers",
      "putter",
      "putters",
      "série de fers",
      "séries de fers",
      "fer",
      "fers",
      "wedge",
      "wedges",
      "sand wedge",
      "lob wedge",
      "bois de parcours",
      "hybride de golf",
      "hybrides de golf",
      "set de golf",
      "sets de golf"
    ],
    "collection": "Clubs de golf",
    "titles": [
      "Fers forgés",
      "Fers cavity back",
      "Fers blade",
      "Fers tolérants",
      "Driver réglable",
      "Club Tour",
      "Fers de joueur",
      "Fers oversize",
      "Set pour débutant",
      "Putter classique"
    ]
  },
  "golf-glove": {
    "one": "gant de golf",
    "many": "gants de golf",
    "nouns": [
      "gant de golf en cuir",
      "gants de golf en cuir"
    ],
    "collection": "Gants de golf",
    "titles": [
      "Gant en cuir cabretta",
      "Gant toutes conditions",
      "Gant de pluie",
      "Gant Tour",
      "Gant cadet",
      "Gant synthétique",
      "Gant perforé",
      "Gant haut de gamme",
      "Gant d'hiver"
    ]
  },
  "golf-bag": {
    "one": "sac de golf",
    "many": "sacs de golf",
    "nouns": [
      "sac trépied",
      "sacs trépied",
      "sac chariot",
      "sacs chariot",
      "sac crayon",
      "sacs crayon",
      "sac Sunday",
      "sacs Sunday",
      "housse de voyage golf",
      "housses de voyage golf"
    ],
    "collection": "Sacs de golf",
    "titles": [
      "Sac trépied",
      "Sac chariot",
      "Sac de golf léger",
      "Sac de golf étanche",
      "Sac Tour",
      "Sac Sunday",
      "Sac crayon",
      "Housse de voyage",
      "Sac hybride"
    ]
  },
  "golf-tee": {
    "one": "tee de golf",
    "many": "tees de golf",
    "nouns": [
      "tee",
      "tees"
    ],
    "collection": "Tees",
    "titles": [
      "Tees en bambou",
      "Tees en bois",
      "Tees à palier",
      "Tees zéro friction",
      "Tees castle",
      "Tees longs",
      "Tees courts",
      "Tees à brosse",
      "Tees en bois dur"
    ]
  },
  "headcover": {
    "one": "couvre-club",
    "many": "couvre-clubs",
    "nouns": [
      "housse de club",
      "housses de club",
      "couvre-driver",
      "couvre-drivers",
      "couvre-putter",
      "couvre-putters",
      "housse de driver",
      "housses de driver"
    ],
    "collection": "Couvre-clubs",
    "titles": [
      "Couvre-club en tricot",
      "Couvre-club en cuir",
      "Couvre-club à pompon",
      "Couvre-club vintage",
      "Couvre-club magnétique",
      "Couvre-club matelassé",
      "Couvre-club en toile cirée",
      "Couvre-club rétro",
      "Couvre-club brodé"
    ]
  }
}
