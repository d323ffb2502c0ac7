import { sub, type CategorySeed } from "./catalogue-types.ts";

/** Shops for the house and garden, and things made by hand. */
export const homeGoodsCategories: CategorySeed[] = [
  {
    name: "Hardware & Building Supplies",
    slug: "hardware",
    hue: 40,
    icon: "hammer",
    weight: 2,
    nameStyle: "friendly",
    hours: "retail",
    productShare: 0.7,
    productQualifiers: ["Heavy-Duty", "Cordless", "Professional", "Stainless Steel", "Compact"],
    productPrice: [8, 400],
    offers: [
      "expert advice in every aisle",
      "contractor accounts",
      "local delivery",
      "special orders",
      "a big in-stock selection",
      "fair prices",
    ],
    highlights: [
      "Staff on the floor have worked in the trades and can help you plan a project.",
      "Contractors get volume pricing and next-morning delivery.",
      "If we do not have it, we can usually get it in two days.",
      "Bring a photo of the part and we will find the match.",
      "Free parking right out front, with help loading your car.",
    ],
    productHighlights: [
      "Backed by the manufacturer's warranty.",
      "In stock for same-day pickup.",
      "Batteries and chargers sold separately unless stated.",
    ],
    jobs: {
      titles: ["Sales Associate", "Paint Desk Associate", "Yard Worker", "Store Manager", "Delivery Driver"],
      annualSalary: [30_000, 62_000],
      remoteShare: 0,
    },
    freelancers: {
      headlines: [
        "Carpenter for built-ins and shelving",
        "DIY project coach for new homeowners",
        "Tool repair and sharpening specialist",
      ],
      skills: ["Carpentry", "Tool repair", "Project planning", "Material estimating", "Woodworking", "Welding"],
      hourlyRate: [35, 95],
    },
    subcategories: [
      sub("Hardware Stores", "tools, fasteners and everyday hardware", ["Hardware", "Hardware Co.", "Home Supply"], {
        products: ["Cordless Drill Kit", "Socket Set", "Tape Measure", "Stud Finder", "Tool Bag"],
        productPrice: [12, 220],
      }),
      sub("Lumber Yards", "lumber, plywood and building materials", ["Lumber", "Lumber Yard", "Timber Co."], {
        products: ["Cedar Fence Boards (10)", "Plywood Sheet", "Deck Screws (5 lb)"],
        productPrice: [15, 180],
      }),
      sub("Paint Stores", "paint, stains and color matching", ["Paint", "Paint & Supply", "Color Center"], {
        products: ["Interior Paint Gallon", "Paint Roller Kit", "Exterior Stain"],
        productPrice: [12, 75],
      }),
      sub(
        "Plumbing Supplies",
        "fixtures, pipes and plumbing parts",
        ["Plumbing Supply", "Pipe & Supply", "Bath Supply"],
        {
          products: ["Kitchen Faucet", "Toilet Repair Kit", "Water Heater Element"],
          productPrice: [10, 260],
        },
      ),
      sub(
        "Electrical Supplies",
        "wire, switches and lighting supplies",
        ["Electric Supply", "Lighting Supply", "Wire & Cable"],
        {
          products: ["LED Bulb 6-Pack", "Smart Dimmer Switch", "Extension Cord"],
          productPrice: [8, 90],
        },
      ),
      sub("Tool Rental", "tools and equipment rented by the day", ["Tool Rental", "Rent-All", "Equipment Rental"]),
      sub("Flooring & Tile", "hardwood, tile and flooring installation", ["Flooring", "Tile & Stone", "Floor Center"], {
        products: ["Oak Flooring (per box)", "Porcelain Tile (per box)", "Tile Spacer Kit"],
        productPrice: [10, 140],
      }),
    ],
  },
  {
    name: "Furniture & Home Decor",
    slug: "furniture-decor",
    hue: 50,
    icon: "sofa",
    weight: 2,
    nameStyle: "boutique",
    hours: "retail",
    productShare: 0.75,
    productQualifiers: ["Handcrafted", "Vintage", "Mid-Century", "Solid Oak", "Modern", "Reclaimed Wood"],
    productPrice: [25, 1800],
    offers: [
      "free local delivery",
      "one-of-a-kind pieces",
      "design advice",
      "special orders",
      "layaway plans",
      "pieces from local makers",
    ],
    highlights: [
      "Many pieces are made by craftspeople within a day's drive of the shop.",
      "Our team will help you put a room together, free of charge.",
      "New arrivals land every Friday.",
      "We deliver and set up within 25 miles.",
      "Ask about samples and swatches; we ship up to five for free.",
    ],
    productHighlights: [
      "Dimensions are in the photos; ask us for a spec sheet.",
      "Local delivery and setup available.",
      "Ask us to hold it for you for 48 hours.",
    ],
    jobs: {
      titles: ["Sales Associate", "Interior Designer", "Upholsterer", "Furniture Delivery Driver", "Showroom Manager"],
      annualSalary: [32_000, 78_000],
      remoteShare: 0.05,
    },
    freelancers: {
      headlines: [
        "Interior designer for small spaces and rentals",
        "Furniture restorer and refinisher",
        "Home staging for sellers",
      ],
      skills: [
        "Interior design",
        "Space planning",
        "Upholstery",
        "Furniture refinishing",
        "Home staging",
        "Color consulting",
        "SketchUp",
      ],
      hourlyRate: [40, 150],
    },
    subcategories: [
      sub("Furniture Stores", "sofas, tables and bedroom furniture", ["Furniture", "Home", "Furniture Co."], {
        products: ["Three-Seat Sofa", "Dining Table", "Oak Bookshelf", "Accent Chair", "Queen Bed Frame"],
        productPrice: [180, 1800],
      }),
      sub("Antiques & Vintage", "antiques and vintage finds", ["Antiques", "Vintage", "Collective"], {
        products: ["Brass Table Lamp", "Walnut Side Table", "Framed Botanical Print", "Persian Rug"],
        productPrice: [30, 900],
      }),
      sub("Lighting", "lamps, pendants and lighting design", ["Lighting", "Lamp Co.", "Light Studio"], {
        products: ["Pendant Light", "Floor Lamp", "Ceramic Table Lamp"],
        productPrice: [45, 480],
      }),
      sub("Rugs & Textiles", "rugs, throws and home textiles", ["Rugs", "Textiles", "Loom"], {
        products: ["Wool Area Rug", "Linen Throw", "Cushion Cover Set"],
        productPrice: [25, 700],
      }),
      sub("Kitchen & Tableware", "cookware, knives and tableware", ["Kitchen Store", "Cookshop", "Table & Home"], {
        products: ["Stoneware Dinner Set", "Cast Iron Skillet", "Chef's Knife", "Linen Napkins (4)"],
        productPrice: [18, 260],
      }),
      sub("Interior Designers", "interior design for homes and offices", ["Interiors", "Design Studio", "Design Co."], {
        hours: "office",
      }),
      sub("Custom Upholstery", "reupholstery and custom cushions", ["Upholstery", "Upholstery Shop", "Re-Cover Co."], {
        hours: "office",
      }),
      sub("Mattresses & Beds", "mattresses, bed frames and bedding", ["Mattress", "Sleep Shop", "Bed Co."], {
        products: ["Queen Mattress", "Memory Foam Pillow", "Percale Sheet Set"],
        productPrice: [40, 1400],
      }),
    ],
  },
  {
    name: "Florists & Plants",
    slug: "florists",
    hue: 320,
    icon: "flower-2",
    weight: 1,
    nameStyle: "boutique",
    hours: "retail",
    productShare: 0.6,
    productQualifiers: ["Seasonal", "Hand-Tied", "Locally Grown", "Deluxe"],
    productPrice: [20, 250],
    offers: [
      "same-day delivery",
      "custom orders",
      "friendly plant advice",
      "gift wrapping",
      "weekly office flowers",
      "locally grown stems",
    ],
    highlights: [
      "Order before 1 p.m. for same-day delivery across town.",
      "We source from local growers whenever the season allows.",
      "Everything is arranged by hand; no two are the same.",
      "Book consultations for weddings at least three months ahead.",
      "Ask us how to keep your plants happy; we love plant questions.",
    ],
    productHighlights: [
      "Delivered with care instructions.",
      "Colors vary with what is freshest that day.",
      "A handwritten card is included.",
    ],
    jobs: {
      titles: ["Floral Designer", "Delivery Driver", "Greenhouse Assistant", "Shop Manager"],
      annualSalary: [30_000, 55_000],
      remoteShare: 0,
    },
    freelancers: {
      headlines: ["Freelance wedding florist", "Plant stylist for offices and cafés", "Floral installation designer"],
      skills: ["Floral design", "Event installations", "Plant care", "Color theory", "Wedding planning", "Sourcing"],
      hourlyRate: [30, 95],
    },
    subcategories: [
      sub("Flower Shops", "fresh bouquets and arrangements", ["Florist", "Flowers", "Flower Co."], {
        products: ["Rose Bouquet", "Seasonal Bouquet", "Tulip Bunch", "Peony Arrangement"],
        productPrice: [35, 150],
      }),
      sub("Wedding Flowers", "flowers for weddings and events", ["Floral Design", "Wedding Florals", "Botanicals"], {
        hours: "office",
      }),
      sub("Plant Nurseries", "trees, shrubs and garden plants", ["Nursery", "Garden Center", "Greenhouse"], {
        products: ["Japanese Maple", "Lavender (1 gal)", "Native Perennial Flat", "Fruit Tree"],
        productPrice: [8, 160],
      }),
      sub("Houseplants", "houseplants, pots and plant care", ["Plant Shop", "Greenery", "Plant Studio"], {
        products: ["Fiddle Leaf Fig", "Monstera Deliciosa", "Snake Plant", "Pothos in Ceramic Pot"],
        productPrice: [15, 120],
      }),
      sub("Gift Baskets", "gift baskets for every occasion", ["Gifts", "Gift Co.", "Basket Co."], {
        products: ["Fruit Basket", "Spa Gift Basket", "Snack Crate"],
        productPrice: [35, 160],
      }),
      sub("Sympathy Flowers", "sympathy and funeral flowers", ["Floral", "Memorial Flowers", "Flowers & Gifts"], {
        products: ["Sympathy Wreath", "Standing Spray", "Peace Lily"],
        productPrice: [60, 250],
      }),
    ],
  },
  {
    name: "Arts & Crafts",
    slug: "arts-crafts",
    hue: 80,
    icon: "palette",
    weight: 1,
    nameStyle: "boutique",
    hours: "retail",
    productShare: 0.65,
    productQualifiers: ["Handmade", "One-of-a-Kind", "Hand-Painted", "Small-Batch", "Hand-Thrown"],
    productPrice: [12, 800],
    servicePrice: [25, 95],
    offers: [
      "work by local artists",
      "classes for beginners",
      "custom commissions",
      "gift wrapping",
      "open studio hours",
      "workshops for groups",
    ],
    highlights: [
      "Much of what we sell is made by local artists.",
      "Beginner classes include all materials.",
      "We take custom commissions; ask about timelines.",
      "Members get extra studio time every week.",
      "Private workshops make a great team outing.",
    ],
    productHighlights: [
      "Handmade, so each one is slightly different.",
      "Signed by the maker.",
      "Packed carefully for pickup or shipping.",
    ],
    jobs: {
      titles: ["Studio Assistant", "Art Instructor", "Retail Associate", "Framer", "Studio Manager"],
      annualSalary: [28_000, 55_000],
      remoteShare: 0.05,
    },
    freelancers: {
      headlines: [
        "Illustrator for books, labels and murals",
        "Muralist for shops and restaurants",
        "Ceramic artist taking custom commissions",
      ],
      skills: ["Illustration", "Murals", "Ceramics", "Watercolor", "Calligraphy", "Procreate", "Screen printing"],
      hourlyRate: [30, 120],
    },
    subcategories: [
      sub("Pottery Studios", "pottery classes and handmade ceramics", ["Pottery", "Clay Studio", "Ceramics"], {
        products: ["Hand-Thrown Mug", "Stoneware Bowl Set", "Ceramic Vase", "Serving Platter"],
        productPrice: [18, 180],
      }),
      sub("Art Galleries", "original art by local artists", ["Gallery", "Art Gallery", "Fine Art"], {
        products: ["Original Oil Painting", "Limited Edition Print", "Watercolor Landscape"],
        productPrice: [60, 800],
      }),
      sub("Craft Supplies", "art and craft supplies", ["Craft Supply", "Art Supply", "Makers Supply"], {
        products: ["Watercolor Paint Set", "Knitting Yarn Bundle", "Sketchbook", "Calligraphy Pen Set"],
        productPrice: [8, 90],
      }),
      sub("Handmade Gifts", "handmade gifts by local makers", ["Makers", "Handmade", "Craft Co."], {
        products: ["Soy Candle", "Hand-Poured Soap Set", "Macramé Wall Hanging", "Greeting Card Set"],
        productPrice: [10, 120],
      }),
      sub("Sewing & Quilting", "fabrics, sewing classes and quilts", ["Quilt Shop", "Fabric", "Sewing Studio"], {
        products: ["Quilting Fabric Bundle", "Sewing Kit", "Handmade Quilt"],
        productPrice: [12, 400],
      }),
      sub("Woodworking", "handmade furniture and woodwork", ["Woodworks", "Woodshop", "Wood Co."], {
        products: ["Walnut Cutting Board", "Hand-Turned Bowl", "Cedar Planter Box"],
        productPrice: [30, 350],
      }),
    ],
  },
];
