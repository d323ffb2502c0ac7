import { sub, type CategorySeed } from "./catalogue-types.ts";

/** Shops for gadgets, clothes, gifts, hobbies and children. */
export const retailCategories: CategorySeed[] = [
  {
    name: "Electronics",
    slug: "electronics",
    hue: 230,
    icon: "monitor-smartphone",
    weight: 2,
    nameStyle: "professional",
    hours: "retail",
    productShare: 0.75,
    productQualifiers: ["Refurbished", "Wireless", "Open-Box", "Like-New", "4K", "Bluetooth"],
    productPrice: [15, 1500],
    servicePrice: [29, 199],
    offers: [
      "certified refurbished devices",
      "trade-ins",
      "expert advice",
      "price matching",
      "warranty support",
      "same-day repairs",
    ],
    highlights: [
      "Most phone screens are replaced in under an hour.",
      "Every refurbished device is tested, cleaned and sold with a warranty.",
      "We recycle old electronics for free, whoever you bought them from.",
      "Book a home visit and we will wall-mount and calibrate your TV.",
      "Trade in your old device for store credit.",
    ],
    productHighlights: [
      "Includes a 90-day warranty.",
      "Tested, cleaned and ready to use.",
      "Ask us about compatibility before you buy.",
    ],
    jobs: {
      titles: [
        "Repair Technician",
        "Sales Associate",
        "Home Theater Installer",
        "Store Manager",
        "Inventory Specialist",
      ],
      annualSalary: [32_000, 75_000],
      remoteShare: 0.05,
    },
    freelancers: {
      headlines: [
        "Phone and laptop repair technician",
        "Smart home installer and troubleshooter",
        "Home theater and audio specialist",
      ],
      skills: [
        "Phone repair",
        "Soldering",
        "Smart home setup",
        "Home theater",
        "Networking",
        "Data recovery",
        "Diagnostics",
      ],
      hourlyRate: [35, 110],
    },
    subcategories: [
      sub("Phones & Tablets", "phones, tablets and accessories", ["Mobile", "Phone Shop", "Wireless"], {
        products: ["Smartphone 128GB", "Tablet 10-inch", "Phone Case", "Fast Charger"],
        productPrice: [15, 900],
      }),
      sub("Computers & Laptops", "laptops, desktops and accessories", ["Computers", "PC Shop", "Tech"], {
        products: ["13-inch Laptop", "Desktop Computer", "27-inch Monitor", "Mechanical Keyboard"],
        productPrice: [40, 1500],
      }),
      sub("TV & Home Theater", "TVs, sound systems and installation", ["Audio Video", "Home Theater", "AV"], {
        products: ["55-inch Smart TV", "Soundbar", "Streaming Player", "AV Receiver"],
        productPrice: [40, 1300],
      }),
      sub("Headphones & Audio", "headphones, speakers and hi-fi", ["Audio", "Hi-Fi", "Sound"], {
        products: ["Noise-Cancelling Headphones", "Earbuds", "Portable Speaker", "Turntable"],
        productPrice: [25, 450],
      }),
      sub("Cameras & Drones", "cameras, lenses and drones", ["Camera Shop", "Camera Exchange", "Photo Supply"], {
        products: ["Mirrorless Camera", "50mm Lens", "Camera Drone", "Tripod"],
        productPrice: [30, 1400],
      }),
      sub("Video Games & Consoles", "new and retro games and consoles", ["Games", "Game Shop", "Arcade"], {
        products: ["Game Console", "Wireless Controller", "Retro Console Bundle"],
        productPrice: [20, 550],
      }),
      sub("Phone & Device Repair", "phone, tablet and laptop repairs", ["Repair", "Device Repair", "Fix Lab"]),
    ],
  },
  {
    name: "Fashion & Apparel",
    slug: "fashion",
    hue: 300,
    icon: "shirt",
    weight: 2,
    nameStyle: "boutique",
    hours: "retail",
    productShare: 0.7,
    productQualifiers: ["Organic Cotton", "Vintage", "Handmade", "Linen", "Recycled", "Wool"],
    productPrice: [18, 350],
    servicePrice: [15, 120],
    offers: [
      "curated independent labels",
      "in-house alterations",
      "personal styling appointments",
      "free returns",
      "gift cards",
      "a welcoming fitting room",
    ],
    highlights: [
      "Our stylists pull looks for you before your appointment.",
      "Hemming and small alterations are free with purchase.",
      "We buy and consign gently used clothing every weekday morning.",
      "New collections arrive at the start of every season.",
      "Free returns within 30 days, in store or by mail.",
    ],
    productHighlights: [
      "See the size chart in the photos.",
      "Free exchanges within 30 days.",
      "Made in small batches.",
    ],
    jobs: {
      titles: ["Sales Associate", "Visual Merchandiser", "Tailor", "Store Manager", "Stylist"],
      annualSalary: [30_000, 65_000],
      remoteShare: 0.05,
    },
    freelancers: {
      headlines: [
        "Personal stylist and wardrobe editor",
        "Fashion product photographer",
        "Pattern maker and sample sewer",
      ],
      skills: [
        "Personal styling",
        "Pattern making",
        "Sewing",
        "Visual merchandising",
        "Trend research",
        "Product photography",
        "Tech packs",
      ],
      hourlyRate: [35, 120],
    },
    subcategories: [
      sub("Women's Clothing", "women's fashion from independent labels", ["Boutique", "Shop", "Collective"], {
        products: ["Wrap Dress", "Linen Blouse", "High-Rise Jeans", "Wool Coat"],
        productPrice: [35, 320],
      }),
      sub("Men's Clothing", "menswear and everyday essentials", ["Outfitters", "Menswear", "Clothiers"], {
        products: ["Oxford Shirt", "Chino Pants", "Denim Jacket", "Merino Sweater"],
        productPrice: [35, 300],
      }),
      sub("Shoes", "shoes and boots for every day", ["Shoes", "Footwear", "Shoe Co."], {
        products: ["Leather Boots", "Canvas Sneakers", "Loafers", "Sandals"],
        productPrice: [45, 280],
      }),
      sub("Vintage & Thrift", "vintage and secondhand clothing", ["Vintage", "Thrift", "Resale"], {
        products: ["Vintage Band Tee", "Retro Windbreaker", "Silk Scarf"],
        productPrice: [12, 140],
      }),
      sub("Tailors & Alterations", "alterations and custom tailoring", ["Tailors", "Alterations", "Tailoring"], {
        hours: "office",
      }),
      sub("Bridal & Formal Wear", "bridal gowns and formal wear", ["Bridal", "Formal Wear", "Bridal Salon"], {
        products: ["Wedding Gown", "Tuxedo Rental", "Bridesmaid Dress"],
        productPrice: [90, 1800],
      }),
      sub("Kids' Clothing", "clothes for babies and kids", ["Kids", "Little Ones", "Kids Boutique"], {
        products: ["Kids Rain Jacket", "Cotton Pajama Set", "Toddler Sneakers"],
        productPrice: [15, 80],
      }),
    ],
  },
  {
    name: "Jewelry & Accessories",
    slug: "jewelry",
    hue: 280,
    icon: "gem",
    weight: 1,
    nameStyle: "boutique",
    hours: "retail",
    productShare: 0.7,
    productQualifiers: ["Sterling Silver", "14k Gold", "Handmade", "Vintage", "Recycled Gold"],
    productPrice: [25, 2500],
    servicePrice: [20, 150],
    offers: [
      "custom designs",
      "repairs and resizing",
      "appraisals",
      "engraving",
      "gift wrapping",
      "conflict-free stones",
    ],
    highlights: [
      "Our goldsmiths make every piece at the bench behind the counter.",
      "Ring resizing usually takes less than a week.",
      "We use recycled gold and conflict-free stones.",
      "Appraisals are done by a certified gemologist.",
      "Bring in old jewelry and we will help you redesign it.",
    ],
    productHighlights: [
      "Arrives in a gift box.",
      "Free adjustments within 60 days.",
      "Made with recycled metals where possible.",
    ],
    jobs: {
      titles: ["Jewelry Sales Associate", "Bench Jeweler", "Watch Technician", "Store Manager"],
      annualSalary: [32_000, 80_000],
      remoteShare: 0,
    },
    freelancers: {
      headlines: [
        "CAD designer for custom jewelry",
        "Jewelry photographer for online shops",
        "Independent gemologist and appraiser",
      ],
      skills: ["Jewelry CAD", "Stone setting", "Gemology", "Product photography", "Engraving", "Wax carving"],
      hourlyRate: [40, 140],
    },
    subcategories: [
      sub("Fine Jewelry", "diamonds, gold and engagement rings", ["Jewelers", "Fine Jewelry", "Goldsmiths"], {
        products: ["Diamond Stud Earrings", "Gold Chain Necklace", "Engagement Ring", "Tennis Bracelet"],
        productPrice: [150, 2500],
      }),
      sub(
        "Handmade Jewelry",
        "handmade rings, necklaces and earrings",
        ["Jewelry Studio", "Metalworks", "Adornments"],
        {
          products: ["Silver Stacking Rings", "Beaded Bracelet", "Hammered Hoop Earrings", "Pendant Necklace"],
          productPrice: [25, 220],
        },
      ),
      sub("Watches", "watches, straps and watch repairs", ["Watch Co.", "Timepieces", "Watch Shop"], {
        products: ["Automatic Watch", "Leather Watch Strap", "Vintage Wristwatch"],
        productPrice: [40, 1800],
      }),
      sub("Bags & Leather Goods", "handbags, wallets and leather goods", ["Leather Co.", "Leatherworks", "Bags"], {
        products: ["Leather Tote", "Bifold Wallet", "Crossbody Bag", "Leather Belt"],
        productPrice: [35, 420],
      }),
      sub("Sunglasses & Eyewear", "sunglasses and designer frames", ["Eyewear", "Optical", "Specs"], {
        products: ["Polarized Sunglasses", "Acetate Frames", "Blue Light Glasses"],
        productPrice: [30, 300],
      }),
      sub("Jewelry Repair", "jewelry repair, resizing and cleaning", ["Jewelry Repair", "Bench", "Repair Studio"]),
    ],
  },
  {
    name: "Books, Music & Hobbies",
    slug: "books-music-hobbies",
    hue: 250,
    icon: "book-open",
    weight: 1,
    nameStyle: "friendly",
    hours: "retail",
    productShare: 0.65,
    productQualifiers: ["Used", "Signed", "First Edition", "Beginner", "Vintage", "Collector's"],
    productPrice: [6, 900],
    servicePrice: [25, 80],
    offers: [
      "new and used items",
      "special orders",
      "events every week",
      "staff recommendations",
      "lessons for all ages",
      "trade-ins",
    ],
    highlights: [
      "Staff picks change every week and are always worth a look.",
      "We host a book club on the first Tuesday of each month.",
      "Special orders usually arrive within three days.",
      "Lessons are available for all ages and skill levels.",
      "We buy used books, records and instruments for cash or credit.",
    ],
    productHighlights: [
      "Condition is described honestly in the photos.",
      "Ships in protective packaging.",
      "Ask us to hold it for you for 48 hours.",
    ],
    jobs: {
      titles: ["Bookseller", "Music Instructor", "Instrument Repair Technician", "Store Manager", "Event Coordinator"],
      annualSalary: [28_000, 58_000],
      remoteShare: 0.05,
    },
    freelancers: {
      headlines: ["Guitar and piano teacher", "Book editor and proofreader", "Instrument repair and setup technician"],
      skills: ["Music lessons", "Proofreading", "Instrument setup", "Event hosting", "Copy editing", "Music theory"],
      hourlyRate: [30, 90],
    },
    subcategories: [
      sub("Bookstores", "new and used books", ["Books", "Bookshop", "Book Exchange"], {
        products: ["Signed Hardcover", "Used Paperback Bundle", "Illustrated Cookbook", "Book Club Set"],
        productPrice: [6, 60],
      }),
      sub("Music Stores", "instruments, gear and repairs", ["Music", "Music Co.", "Guitar Shop"], {
        products: ["Acoustic Guitar", "Digital Piano", "Ukulele", "Drum Practice Pad"],
        productPrice: [25, 900],
      }),
      sub("Record Stores", "new and used vinyl records", ["Records", "Vinyl", "Record Shop"], {
        products: ["Jazz Vinyl LP", "Classic Rock LP", "Record Cleaning Kit"],
        productPrice: [12, 60],
      }),
      sub("Comics & Games", "comics, board games and game nights", ["Comics", "Games", "Game Café"], {
        products: ["Strategy Board Game", "Graphic Novel", "Card Game Starter Set"],
        productPrice: [10, 90],
      }),
      sub("Hobby Shops", "models, puzzles and hobby supplies", ["Hobbies", "Hobby Shop", "Models"], {
        products: ["Model Train Set", "Puzzle (1000 pieces)", "Model Kit"],
        productPrice: [15, 250],
      }),
      sub("Music Lessons", "music lessons for all ages", ["Music School", "Music Studio", "Academy of Music"], {
        hours: "office",
      }),
    ],
  },
  {
    name: "Toys, Baby & Kids",
    slug: "kids",
    hue: 70,
    icon: "blocks",
    weight: 1,
    nameStyle: "friendly",
    hours: "retail",
    productShare: 0.75,
    productQualifiers: ["Wooden", "Organic", "Montessori", "Gently Used", "Eco-Friendly"],
    productPrice: [10, 450],
    offers: [
      "gift wrapping",
      "birthday party packages",
      "gently used gear",
      "story time",
      "friendly, kid-safe spaces",
      "registry services",
    ],
    highlights: [
      "Every toy on our shelves is tested by our own kids first.",
      "Story time is every Saturday at 10.",
      "Free gift wrapping, always.",
      "Our baby registry ships to you or can be picked up in store.",
      "Bring outgrown gear in for store credit.",
    ],
    productHighlights: [
      "Meets US safety standards.",
      "Check the age guidance in the photos.",
      "Free gift wrapping on request.",
    ],
    jobs: {
      titles: ["Toy Store Associate", "Party Host", "Store Manager", "Childcare Assistant"],
      annualSalary: [28_000, 52_000],
      remoteShare: 0,
    },
    freelancers: {
      headlines: ["Kids' party entertainer and magician", "Toy and game designer", "Children's book illustrator"],
      skills: ["Party hosting", "Face painting", "Illustration", "Game design", "Storytelling", "Balloon art"],
      hourlyRate: [30, 90],
    },
    subcategories: [
      sub("Toy Stores", "toys and games for every age", ["Toys", "Toy Shop", "Toy Box"], {
        products: ["Wooden Train Set", "Building Blocks", "Plush Bear", "Science Kit"],
        productPrice: [10, 120],
      }),
      sub("Baby Gear", "strollers, car seats and nursery essentials", ["Baby", "Baby Boutique", "Nursery"], {
        products: ["Stroller", "Convertible Car Seat", "Baby Carrier", "Crib"],
        productPrice: [40, 450],
      }),
      sub("Kids' Parties", "birthday parties kids remember", ["Party Place", "Play Space", "Party Co."], {
        hours: "gym",
      }),
      sub("Indoor Playgrounds", "indoor play for little ones", ["Play Café", "Playground", "Jump Zone"], {
        hours: "gym",
      }),
      sub(
        "Kids' Consignment",
        "gently used kids' clothes and gear",
        ["Kids Consignment", "Kids Resale", "Hand-Me-Downs"],
        {
          products: ["Kids Bike", "Toddler Clothing Bundle", "High Chair"],
          productPrice: [10, 150],
        },
      ),
      sub("Educational Toys", "toys that teach and inspire", ["Learning Store", "Learning Toys", "Teacher Supply"], {
        products: ["STEM Robot Kit", "Puzzle Map", "Magnetic Tiles"],
        productPrice: [15, 130],
      }),
    ],
  },
];
