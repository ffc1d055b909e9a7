"""Writes the JSON data of content/black-plague and content/wulfsburg from the facts in
shared/reference/black-plague-rules.md (our words) and the MIT-licensed zombie deck
shared/reference/data/bp-wulfsburg-zombie-deck.json. Run once; the JSON is the source of truth afterwards
(edit the JSON, not this script, unless regenerating everything)."""
import json, os, sys

ROOT = os.path.join(os.path.dirname(__file__), "..")
DECK = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/reference/data/bp-wulfsburg-zombie-deck.json"
REF = "shared/reference/black-plague-rules.md"


def write(pack, name, data):
    path = os.path.join(ROOT, "content", pack, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    depth = "../" * (name.count("/") + 2)
    kind = data.pop("__kind")
    out = {"$schema": f"{depth}packages/content/schemas/{kind}.schema.json", **data}
    with open(path, "w") as f:
        json.dump(out, f, indent=2, ensure_ascii=False)
        f.write("\n")


def n(en, pt):
    return {"en": en, "pt-BR": pt}


# ---------------------------------------------------------------- skills
CH = lambda *v: {"kind": "choice", "values": list(v)}
BP_SKILLS = [
    ("plus-1-action", n("+1 Action", "+1 Ação"), "One more Action each turn, for anything.", None),
    ("plus-1-damage", n("+1 Damage: [Action]", "+1 de Dano: [Ação]"), "Attacks of this kind deal 1 more Damage.", CH("combat", "magic", "melee", "ranged")),
    ("plus-1-die", n("+1 die: [Action]", "+1 dado: [Ação]"), "Each weapon or spell of this kind rolls one more die (Dual: one each).", CH("combat", "magic", "melee", "ranged")),
    ("plus-1-to-dice-roll", n("+1 to dice roll: [Action]", "+1 no resultado dos dados: [Ação]"), "Adds 1 to each die of this kind of attack; a 6 stays a 6.", CH("combat", "magic", "melee", "ranged")),
    ("plus-1-free-action", n("+1 free [type] Action", "+1 Ação de [tipo] grátis"), "One extra Action each turn, only for this kind of Action. Combat covers Melee, Ranged and Magic.", CH("combat", "magic", "melee", "move", "ranged", "search")),
    ("roll-6-plus-1-die", n("Roll 6: +1 die [Action]", "Tirou 6: +1 dado [Ação]"), "Each 6 rolled on this kind of attack adds one more die, which may roll 6 again.", CH("combat", "magic", "melee", "ranged")),
    ("bloodlust", n("Bloodlust: [Action]", "Sede de Sangue: [Ação]"), "For one Action, move up to 2 Zones into a Zone with Zombies, then take a free Action of this kind.", CH("combat", "magic", "melee")),
    ("spellcaster", n("Spellcaster", "Conjurador"), "One free Action each turn, for a Magic or an Enchantment Action only.", None),
    ("spellbook", n("Spellbook", "Grimório"), "Every spell and enchantment in the inventory counts as held in Hand.", None),
    ("swordmaster", n("Swordmaster", "Mestre das Espadas"), "Every melee weapon counts as Dual.", None),
    ("hit-and-run", n("Hit & run", "Bate e Corre"), "After a Combat Action that kills, one free Move that ignores the Zombies in the Zone.", None),
    ("slippery", n("Slippery", "Escorregadio"), "Leaving a Zone with Zombies costs no extra Actions.", None),
    ("iron-hide", n("Iron hide", "Couro de Ferro"), "Without armour, Armour rolls succeed on 5+; with armour, +1 to each Armour die.", None),
    ("barbarian", n("Barbarian", "Bárbaro"), "A Melee Action may roll as many dice as there are Zombies in the Zone instead of the weapon's.", None),
    ("point-blank", n("Point-blank", "À Queima-Roupa"), "Ranged and Magic attacks at Range 0 whatever the card's minimum; targets chosen freely; misses never hit Survivors.", None),
    ("iron-rain", n("Iron rain", "Chuva de Ferro"), "A Ranged Action may roll as many dice as there are Zombies in the target Zone instead of the weapon's.", None),
]
W_SKILLS = [
    ("sprint", n("Sprint", "Disparada"), "Once per turn, a Move may cover 2 or 3 Zones.", None),
    ("charge", n("Charge", "Investida"), "Free, as often as wanted: move up to 2 Zones into a Zone with Zombies.", None),
    ("marksman", n("Marksman", "Atirador de Elite"), "Ranged and Magic targets are chosen freely; misses never hit Survivors.", None),
    ("jump", n("Jump", "Salto"), "Once per turn, for one Action: move exactly 2 Zones to a Zone in sight, ignoring the Zone between.", None),
    ("reaper", n("Reaper: [Action]", "Ceifador: [Ação]"), "An attack of this kind that kills may also kill one more Zombie of the same type in the Zone.", CH("combat", "magic", "melee", "ranged")),
    ("plus-1-max-range", n("+1 max Range", "+1 de Alcance máximo"), "Ranged weapons and combat spells reach 1 Zone further.", None),
    ("lucky", n("Lucky", "Sortudo"), "Once per Action, re-roll all its dice (or an Armour roll); the new result stands.", None),
    ("shove", n("Shove", "Empurrão"), "Free, once per turn: push every Zombie of your Zone into a neighbouring Zone you can reach.", None),
]
UNSURE_SKILLS = {"reaper": "The extra-kill wording is from fan summaries (reference §15 marks it (?)).",
                 "sprint": "From fan summaries (reference §15 marks it (?)).",
                 "iron-rain": "From fan summaries (reference §15 marks it (?))."}


def skills_file(rows):
    out = []
    for id_, names, summary, param in rows:
        # A skill the engine's profile lacks is refused (its survivors are not offered) instead of failing the pack.
        e = {"id": id_, "names": names, "summary": summary, "awaits": [id_]}
        if param:
            e["param"] = param
        if id_ in UNSURE_SKILLS:
            e["unverified"] = True
            e["note"] = UNSURE_SKILLS[id_]
        out.append(e)
    return {"__kind": "skills", "schema": "horda.skills/1", "skills": out}


# ---------------------------------------------------------------- survivors
def survivor(id_, names, blue, orange, red, body, body_sure=True):
    refs = [*blue, "plus-1-action", *orange, *red]
    e = {"id": id_, "names": names, "kind": "classic", "health": 3,
         "skills": {"blue": blue, "yellow": ["plus-1-action"], "orange": orange, "red": red},
         "bodySlot": body,
         "awaits": sorted({r.split(":")[0] for r in refs})}
    if not body_sure:
        e["unverified"] = True
        e["note"] = f"Body slot ({body}) read from small card art; the skill tree was read from the ID card image (reference §13)."
    else:
        e["note"] = "Skill tree and Body slot read from the ID card image (reference §13). Eliminated at 3 Wounds."
    return e


BP_SURVIVORS = [
    survivor("ann", n("Ann", "Ann"), ["bloodlust:melee"], ["plus-1-free-action:magic", "plus-1-free-action:melee"],
             ["plus-1-free-action:combat", "plus-1-to-dice-roll:combat", "roll-6-plus-1-die:combat"], "dagger"),
    survivor("baldric", n("Baldric", "Baldric"), ["spellcaster"], ["plus-1-free-action:magic", "spellbook"],
             ["plus-1-die:magic", "plus-1-free-action:combat", "plus-1-to-dice-roll:melee"], "sword"),
    survivor("clovis", n("Clovis", "Clovis"), ["plus-1-die:melee"], ["plus-1-free-action:melee", "swordmaster"],
             ["plus-1-free-action:combat", "plus-1-to-dice-roll:combat", "hit-and-run"], "shield"),
    survivor("nelly", n("Nelly", "Nelly"), ["plus-1-free-action:move"], ["bloodlust:melee", "slippery"],
             ["plus-1-free-action:combat", "plus-1-to-dice-roll:combat", "hit-and-run"], "dagger"),
    survivor("samson", n("Samson", "Samson"), ["iron-hide"], ["plus-1-die:combat", "plus-1-to-dice-roll:melee"],
             ["plus-1-damage:melee", "plus-1-free-action:combat", "barbarian"], "shield"),
    survivor("silas", n("Silas", "Silas"), ["plus-1-to-dice-roll:ranged"], ["plus-1-free-action:ranged", "point-blank"],
             ["plus-1-die:ranged", "plus-1-free-action:combat", "iron-rain"], "sword"),
]
W_SURVIVORS = [
    survivor("theo", n("Theo", "Theo"), ["sprint"], ["plus-1-die:melee", "plus-1-to-dice-roll:ranged"],
             ["plus-1-free-action:combat", "charge", "marksman"], "sword"),
    survivor("ariane", n("Ariane", "Ariane"), ["jump"], ["plus-1-free-action:move", "plus-1-free-action:melee"],
             ["plus-1-die:combat", "plus-1-to-dice-roll:ranged", "spellcaster"], "crossbow", body_sure=False),
    survivor("morrigan", n("Morrigan", "Morrigan"), ["reaper:combat"], ["plus-1-free-action:melee", "spellcaster"],
             ["plus-1-damage:melee", "plus-1-to-dice-roll:magic", "bloodlust:combat"], "dagger"),
    survivor("karl", n("Karl", "Karl"), ["plus-1-die:magic"], ["plus-1-free-action:combat", "spellcaster"],
             ["plus-1-free-action:combat", "plus-1-max-range", "marksman"], "fireball", body_sure=False),
]

# ---------------------------------------------------------------- zombies
def ztype(id_, names, actions, dmg, xp, prio, note, **extra):
    # A zombie type the engine's profile lacks is refused with the Zombie cards naming it, never fails the pack.
    return {"id": id_, "names": names, "actions": actions, "damageToKill": dmg, "molotovKills": True,
            "adrenaline": xp, "woundsPerAttack": 1, "targetingPriority": prio, **extra,
            "awaits": [id_], "note": note}


BP_ZOMBIES = {
    "__kind": "zombies", "schema": "horda.zombies/1",
    "types": [
        ztype("walker", n("Walker", "Lerdo"), 1, 1, 1, 1, "Shot first in Black Plague (reference §6.3, §7)."),
        ztype("fatty", n("Fatty", "Balofo"), 1, 2, 1, 2, "Spawns alone, with no Walker escort (reference §7). Shares priority 2 with the Abomination: the shooter chooses."),
        ztype("runner", n("Runner", "Corredor"), 2, 1, 1, 3, "Second Action after every Zombie's first (reference §7.1)."),
        ztype("abomination", n("Abomination", "Abominação"), 1, 3, 5, 2, "Damage 3 or Dragon Fire kills it; its Wounds ignore Armour rolls; one miniature in the box, a further card gives it an extra Activation (reference §7, §7.2).", ignoresArmour=True),
        ztype("necromancer", n("Necromancer", "Necromante"), 1, 1, 1, 5, "Shot last (priority 4 in the core box, 5 once Wulfsburg's Wolfz take 4: the order is the same). Flees to the nearest other Spawn Zone and escapes there; killing it removes a Spawn Zone (reference §9).", flees=True),
    ],
    "pools": {"walker": 35, "fatty": 14, "runner": 14, "abomination": 1, "necromancer": 1},
}
W_ZOMBIES = {
    "__kind": "zombies", "schema": "horda.zombies/1",
    "types": [
        ztype("wolfz", n("Zombie Wolfz", "Lobo Zumbi"), 3, 1, 1, 4, "Third activation pass after every Zombie's first and the Runners' and Wolfz' second (reference §17.1)."),
        ztype("wolfbomination", n("Wolfbomination", "Lobominação"), 3, 3, 5, 2, "An Abomination with Wolfz speed: Damage 3 or Dragon Fire, 5 XP, Wounds ignore Armour (reference §17.2). One fan guide says its attack deals 3 Wounds; 1 chosen as the rulebook extracts say nothing of it.", ignoresArmour=True, unverified=True),
    ],
    "pools": {"wolfz": 21, "wolfbomination": 1},
}

# ---------------------------------------------------------------- zombie deck
TYPES = {"walker": "walker", "fatty": "fatty", "runner": "runner", "abomination": "abomination",
         "necromancer": "necromancer", "wolfz": "wolfz", "wolfbomination": "wolfbomination"}
LEVELS = ["blue", "yellow", "orange", "red"]


def spawn_cards(cards, wulfsburg):
    out = []
    for c in cards:
        num = c["number"]
        kind = c["spawnType"]
        if kind == "normalSpawn":
            e = {"id": num, "kind": "mixed",
                 "lines": {l: (None if c[l] is None else {"zombie": TYPES[c[l]["zombie"]], "count": c[l]["qty"]}) for l in LEVELS}}
        elif kind == "extraActivation":
            z = next(c[l]["zombie"] for l in LEVELS if c[l])
            e = {"id": num, "kind": "extra-activation", "zombie": TYPES[z], "activates": {l: c[l] is not None for l in LEVELS}}
        elif kind == "necromancerSpawn":
            e = {"id": num, "kind": "necromancer", "zombie": "necromancer"}
        elif kind == "doubleSpawn":
            e = {"id": num, "kind": "double-spawn"}
        else:
            raise SystemExit(f"unknown card kind {kind}")
        named = sorted({l["zombie"] for l in e.get("lines", {}).values() if l} | ({e["zombie"]} if "zombie" in e else set()))
        e["awaits"] = named or ["double-spawn"]
        if 25 <= int(num) <= 36:
            e["unverified"] = True
            e["note"] = f"Same lines as #{int(num) - 12:03d} in all three public transcriptions; not checked against a printed card."
        out.append(e)
    return {"__kind": "spawn-cards", "schema": "horda.spawn-cards/1", "cards": out}


# ---------------------------------------------------------------- equipment
def atk(mode, rng, dice, acc, dmg, noisy):
    return {"mode": mode, "range": list(rng), "dice": dice, "accuracy": acc, "damage": dmg, "noisy": noisy}


def card(id_, names, kind, note=None, unverified=True, **f):
    # A card whose effect or skill the engine's profile lacks is left out of its decks (refused), never fails the pack.
    effects = [*f.get("traits", []), *(s.split(":")[0] for s in f.get("skills", [])), *([f["enchantment"]] if "enchantment" in f else [])]
    if effects or "awaits" in f:
        f["awaits"] = sorted(set(f.get("awaits", [])) | set(effects))
    e = {"id": id_, "names": names, "kind": kind, **f}
    if unverified:
        e["unverified"] = True
    if note:
        e["note"] = note
    return e


STATS = "Numbers from a digital adaptation (reference §14, source B6); not checked against the printed card."
DOOR = "Door roll and noise from the same adaptation (reference §14.1 (?))."
SPELL_DUAL = "The Dual mark of spells was not checked (the adaptation marks every combat spell Dual)."
BP_CARDS = [
    card("dagger", n("Dagger", "Adaga"), "weapon", f"{STATS} {DOOR} Its +1 die to the other melee weapon held is in the rulebook (p.32); the thrown mode some sources give is left out (unconfirmed).",
         attacks=[atk("melee", (0, 0), 1, 4, 1, False)], dual=True, door={"noisy": True, "roll": 4}, traits=["plus-1-die-other-melee"]),
    card("axe", n("Axe", "Machado"), "weapon", f"{STATS} {DOOR}", attacks=[atk("melee", (0, 0), 1, 4, 1, False)], dual=True, door={"noisy": True}),
    card("hammer", n("Hammer", "Martelo"), "weapon", f"{STATS} Accuracy: 3+ in one adaptation, 4+ in another; 3+ chosen (the more complete source). {DOOR}",
         attacks=[atk("melee", (0, 0), 1, 3, 2, False)], door={"noisy": True, "roll": 4}),
    card("short-sword", n("Short Sword", "Espada Curta"), "weapon", f"{STATS} {DOOR}", attacks=[atk("melee", (0, 0), 1, 4, 1, False)], dual=True, door={"noisy": True, "roll": 3}),
    card("sword", n("Sword", "Espada"), "weapon", f"{STATS} {DOOR}", attacks=[atk("melee", (0, 0), 2, 4, 1, False)], dual=True, door={"noisy": True, "roll": 3}),
    card("great-sword", n("Great Sword", "Espada Grande"), "weapon", f"{STATS} {DOOR}", attacks=[atk("melee", (0, 0), 5, 5, 1, False)], door={"noisy": True, "roll": 4}),
    card("short-bow", n("Short Bow", "Arco Curto"), "weapon", f"{STATS} Starting Equipment (rulebook p.12-13). Silence of bows is the adaptation's (?).",
         attacks=[atk("ranged", (0, 1), 1, 3, 1, False)], ammo="arrows"),
    card("long-bow", n("Long Bow", "Arco Longo"), "weapon", STATS, attacks=[atk("ranged", (1, 3), 1, 3, 1, False)], ammo="arrows"),
    card("crossbow", n("Crossbow", "Besta"), "weapon", f"{STATS} Dice: 2 in one adaptation, 1 in another; range and reload are uncertain too (reference §14.1).",
         attacks=[atk("ranged", (1, 2), 2, 4, 2, False)], ammo="bolts", reload=True),
    card("repeating-crossbow", n("Repeating Crossbow", "Besta de Repetição"), "weapon", f"{STATS} 3 dice and Dual are in the rulebook (p.32); whether it reloads is not known, taken as no.",
         attacks=[atk("ranged", (0, 1), 3, 5, 1, False)], ammo="bolts", dual=True),
    card("hand-crossbow", n("Hand Crossbow", "Besta de Mão"), "weapon", "Range 0-1 and 2 dice as in the rulebook's example (p.34); accuracy, Dual and reload from a digital adaptation.",
         attacks=[atk("ranged", (0, 1), 2, 3, 1, False)], ammo="bolts", dual=True, reload=True),
    card("fireball", n("Fireball", "Bola de Fogo"), "weapon", f"{STATS} {SPELL_DUAL}", spell="combat", attacks=[atk("ranged", (0, 1), 3, 4, 1, True)], dual=True),
    card("lightning-bolt", n("Lightning Bolt", "Relâmpago"), "weapon", f"{STATS} {SPELL_DUAL}", spell="combat", attacks=[atk("ranged", (0, 3), 1, 4, 1, True)], dual=True),
    card("death-strike", n("Death Strike", "Golpe Mortal"), "weapon", f"{STATS} {SPELL_DUAL}", spell="combat", attacks=[atk("ranged", (0, 1), 1, 4, 2, True)], dual=True),
    card("mana-blast", n("Mana Blast", "Rajada de Mana"), "weapon", f"{STATS} Range 0-2 in one adaptation, 0-1 in another; 0-2 chosen. {SPELL_DUAL}", spell="combat", attacks=[atk("ranged", (0, 2), 1, 4, 1, True)], dual=True),
    card("leather-armour", n("Leather Armour", "Armadura de Couro"), "item", STATS, armour={"value": 5}),
    card("chain-mail", n("Chain Mail", "Cota de Malha"), "item", STATS, armour={"value": 4}),
    card("plate-armour", n("Plate Armour", "Armadura de Placas"), "item", STATS, armour={"value": 3}),
    card("shield", n("Shield", "Escudo"), "item", f"{STATS} Held in Hand: rolls 4+ without armour, or re-rolls the armour's roll once (reference §6.6; whether all dice or only failures is open).", armour={"value": 4, "shield": True}),
    card("dragon-bile", n("Dragon Bile", "Bílis de Dragão"), "item", "Thrown at Range 0-1 it puts one of the 4 Dragon Bile tokens down (seed 001, reference §5); deck count from an adaptation.", unverified=False, traits=["dragon-bile"]),
    card("torch", n("Torch", "Tocha"), "item", "Thrown at Range 0-1 onto a Dragon Bile token: Dragon Fire (seed 001, reference §5). Some adaptations also let it draw 2 cards on a Search; left out (unconfirmed).", unverified=False, attacks=[{"mode": "molotov", "range": [0, 1], "noisy": False}], traits=["torch"]),
    card("plenty-of-arrows", n("Plenty of Arrows", "Muitas Flechas"), "item", "Works from the Backpack: re-roll an attack with a bow. Exact wording not read (reference §14.2).", traits=["usable-in-backpack", "reroll-arrows"]),
    card("plenty-of-bolts", n("Plenty of Bolts", "Muitos Virotes"), "item", "Works from the Backpack: re-roll an attack with a crossbow. Exact wording not read (reference §14.2).", traits=["usable-in-backpack", "reroll-bolts"]),
    card("water", n("Water", "Água"), "food", "Food: its Black Plague effect was not found (an adaptation heals 1 Wound or gives 3 XP); kept as a card with no rule until someone reads the printed card.", awaits=["bp-food"]),
    card("apples", n("Apples", "Maçãs"), "food", "Food: effect not found (reference §14.2).", awaits=["bp-food"]),
    card("salted-meat", n("Salted Meat", "Carne Salgada"), "food", "Food: effect not found (reference §14.2).", awaits=["bp-food"]),
    card("aaahh", n("Aaahh!!", "Aaahh!!"), "aaahh", "Drawn on a Search: a Walker appears in the Zone and the Search ends. Count in the deck from an adaptation (4)."),
    card("healing", n("Healing", "Cura"), "item", "Once per turn: the target Survivor heals 1 Wound (adaptation; reference §14.2).", spell="enchantment", enchantment="healing"),
    card("invisibility", n("Invisibility", "Invisibilidade"), "item", "Once per turn: Zombies ignore the target until the end of the round, until it attacks or makes Noise (adaptation; reference §14.2).", spell="enchantment", enchantment="invisibility"),
    card("speed", n("Speed", "Velocidade"), "item", "Once per turn: a Survivor in a Zone with no Zombies moves up to 2 Zones for free (adaptation; reference §14.2).", spell="enchantment", enchantment="speed"),
    card("repulse", n("Repulse", "Repulsão"), "item", "Pushes Zombies one Zone away; whether it is a core card, and its exact effect, are open (reference §14.2). Not in the deck.", spell="enchantment", enchantment="repulse", awaits=["repulse"]),
    card("orcish-crossbow", n("Orcish Crossbow", "Besta Orc"), "weapon", "Vault artefact with a ranged and a melee mode (rulebook p.12-13); numbers from an adaptation.",
         attacks=[atk("ranged", (1, 2), 2, 3, 2, False), atk("melee", (0, 0), 2, 3, 2, False)], ammo="bolts", reload=True),
    card("inferno", n("Inferno", "Inferno"), "weapon", "Vault artefact (seed 001); numbers from an adaptation.", spell="combat", attacks=[atk("ranged", (0, 1), 4, 4, 2, True)]),
]
# Counts from an adaptation (reference §14.2): a guide, not the printed box.
BP_DECKS = {
    "starting": [("short-bow", 1), ("dagger", 2), ("short-sword", 1), ("mana-blast", 1), ("axe", 1)],
    "equipment": [("aaahh", 4), ("apples", 2), ("axe", 2), ("chain-mail", 2), ("crossbow", 2), ("dagger", 2), ("death-strike", 2),
                  ("dragon-bile", 3), ("fireball", 2), ("great-sword", 2), ("hammer", 1), ("hand-crossbow", 2), ("leather-armour", 2),
                  ("lightning-bolt", 2), ("long-bow", 2), ("mana-blast", 1), ("plate-armour", 1), ("plenty-of-arrows", 3),
                  ("plenty-of-bolts", 3), ("repeating-crossbow", 2), ("salted-meat", 2), ("shield", 2), ("short-bow", 1),
                  ("short-sword", 2), ("sword", 2), ("torch", 4), ("water", 2), ("healing", 1), ("invisibility", 1), ("speed", 1)],
    "vault": [("orcish-crossbow", 1), ("inferno", 1)],
}

W_CARDS = [
    card("axe-of-carnage", n("Axe of Carnage", "Machado da Carnificina"), "weapon", f"{STATS} Its extra effect is not known.", attacks=[atk("melee", (0, 0), 4, 4, 2, False)], minDangerLevel="orange", door={"noisy": True}),
    card("bastard-sword", n("Bastard Sword", "Espada Bastarda"), "weapon", STATS, attacks=[atk("melee", (0, 0), 2, 4, 2, False)], door={"noisy": True, "roll": 4}),
    card("chain-lightning", n("Chain Lightning", "Relâmpago em Cadeia"), "weapon", STATS, spell="combat", attacks=[atk("ranged", (0, 1), 3, 5, 1, True)], traits=["roll-6-plus-1-die"], awaits=["wulfsburg-equipment"]),
    card("chaos-longbow", n("Chaos Longbow", "Arco Longo do Caos"), "weapon", f"{STATS} The Dragon Fire on 4 hits is the adaptation's reading.", attacks=[atk("ranged", (0, 3), 4, 4, 2, False)], ammo="arrows", minDangerLevel="orange", traits=["dragon-fire-on-4-hits"], awaits=["wulfsburg-equipment"]),
    card("deflecting-dagger", n("Deflecting Dagger", "Adaga Defletora"), "weapon", f"{STATS} Also a 4+ Shield; kept as a weapon here (a card has one kind) until the engine reads both.", attacks=[atk("melee", (0, 0), 1, 4, 1, False)], dual=True, minDangerLevel="yellow"),
    card("disintegrate", n("Disintegrate", "Desintegrar"), "weapon", f"{STATS} A 6 may add Damage (?); left out.", spell="combat", attacks=[atk("ranged", (0, 1), 3, 5, 2, True)]),
    card("dragon-fire-blade", n("Dragon Fire Blade", "Lâmina do Fogo de Dragão"), "weapon", f"{STATS} Whether the thrown card is lost is open.", attacks=[atk("melee", (0, 0), 2, 3, 2, False)], minDangerLevel="orange", traits=["throw-dragon-fire"], awaits=["wulfsburg-equipment"]),
    card("earthquake-hammer", n("Earthquake Hammer", "Martelo do Terremoto"), "weapon", f"{STATS} Its 6s may add dice and Damage (?); left out.", attacks=[atk("melee", (0, 0), 3, 3, 2, False)], minDangerLevel="orange", door={"noisy": True}),
    card("flaming-great-sword", n("Flaming Great Sword", "Espada Grande Flamejante"), "weapon", STATS, attacks=[atk("melee", (0, 0), 5, 5, 2, False)], minDangerLevel="yellow", traits=["ignites-dragon-bile"], awaits=["wulfsburg-equipment"]),
    card("ironclad-wolfz", n("Ironclad: Zombie Wolfz", "Blindado: Lobos Zumbis"), "item", "The target ignores Wounds from Wolfz (adaptation); its wording and duration were not read.", spell="enchantment", enchantment="ironclad-wolfz", awaits=["wulfsburg-equipment"]),
    card("quicksilver-sword", n("Quicksilver Sword", "Espada de Mercúrio"), "weapon", STATS, attacks=[atk("melee", (0, 0), 4, 4, 1, False)], minDangerLevel="yellow", skills=["lucky"]),
    card("shield-of-ages", n("Shield of Ages", "Escudo das Eras"), "item", STATS, armour={"value": 4, "shield": True}, skills=["shove"]),
    card("storm-bow", n("Storm Bow", "Arco da Tempestade"), "weapon", STATS, attacks=[atk("ranged", (0, 3), 1, 3, 1, False)], ammo="arrows", minDangerLevel="yellow", traits=["roll-6-plus-1-die"], awaits=["wulfsburg-equipment"]),
    card("transmutation", n("Transmutation", "Transmutação"), "item", "Its effect was not found in any source (reference §14.3): listed so the deck is complete; no rule plays it.", spell="enchantment", enchantment="transmutation", awaits=["transmutation"]),
    card("vampire-crossbow", n("Vampire Crossbow", "Besta Vampira"), "weapon", STATS, attacks=[atk("ranged", (1, 2), 2, 4, 3, False)], ammo="bolts", minDangerLevel="yellow", traits=["heal-on-kill"], awaits=["wulfsburg-equipment"]),
]
W_DECKS = {
    "starting": [("mana-blast", 1), ("short-bow", 1), ("short-sword", 2)],
    "equipment": [("axe-of-carnage", 1), ("bastard-sword", 2), ("chain-lightning", 2), ("chaos-longbow", 1), ("deflecting-dagger", 1),
                  ("disintegrate", 2), ("dragon-fire-blade", 1), ("earthquake-hammer", 1), ("flaming-great-sword", 1),
                  ("ironclad-wolfz", 1), ("quicksilver-sword", 1), ("shield-of-ages", 1), ("storm-bow", 1),
                  ("transmutation", 1), ("vampire-crossbow", 1)],
}


def equipment(cards, decks):
    return {"__kind": "equipment", "schema": "horda.equipment/1", "cards": cards,
            "decks": {k: [{"card": c, "count": k2} for c, k2 in v] for k, v in decks.items()}}


deck = json.load(open(DECK))
write("black-plague", "skills.json", skills_file(BP_SKILLS))
write("black-plague", "survivors.json", {"__kind": "survivors", "schema": "horda.survivors/2", "survivors": BP_SURVIVORS})
write("black-plague", "zombies.json", BP_ZOMBIES)
write("black-plague", "spawn-cards.json", spawn_cards(deck["blackPlague"], False))
write("black-plague", "equipment.json", equipment(BP_CARDS, BP_DECKS))
write("wulfsburg", "skills.json", skills_file(W_SKILLS))
write("wulfsburg", "survivors.json", {"__kind": "survivors", "schema": "horda.survivors/2", "survivors": W_SURVIVORS})
write("wulfsburg", "zombies.json", W_ZOMBIES)
write("wulfsburg", "spawn-cards.json", spawn_cards(deck["wulfsburg"], True))
write("wulfsburg", "equipment.json", equipment(W_CARDS, W_DECKS))
