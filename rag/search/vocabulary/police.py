"""Citizen words → legal phrases: public safety and the police (LO 4/2015, seguridad ciudadana). Keys and
values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

# Public safety and the police (LO 4/2015).
_ID_CHECK = (
    "identificación de personas, requerir la identificación, negativa a identificarse, "
    "Documento Nacional de Identidad"
)
_POLICE_STATION = "dependencias policiales, seis horas, volante acreditativo"
_FRISK = (
    "registros corporales externos, agente del mismo sexo, lugar reservado, "
    "control superficial de efectos personales"
)
_DNI = (
    "Documento Nacional de Identidad, obligatorio a partir de los catorce años, "
    "documentación personal legalmente exigida"
)
_LOST_DNI = "sustracción o extravío, documentación personal legalmente exigida, pérdidas o extravíos"
_DEMONSTRATION = (
    "reuniones y manifestaciones, manifestaciones no comunicadas, Ley Orgánica 9/1983, "
    "disolución de reuniones"
)
_DISOBEDIENCE = (
    "desobediencia o la resistencia a la autoridad, agentes de la autoridad, "
    "faltas de respeto y consideración"
)
_DRINKING = "consumo de bebidas alcohólicas, tranquilidad ciudadana"
_DRUGS = "consumo o la tenencia ilícitos de drogas, drogas tóxicas, tratamiento o rehabilitación"
_GROWING = "plantación y cultivo ilícitos, drogas tóxicas"
_WEAPONS = "armas prohibidas, armas, objetos peligrosos, ánimo intimidatorio"
_FIREWORKS = "artículos pirotécnicos, armas reglamentarias"
_GRAFFITI = "deslucimiento de bienes muebles o inmuebles, mobiliario urbano"
_SQUAT = "ocupación de cualquier inmueble, infracciones leves"
_STREET_VENDING = "venta ambulante no autorizada, ocupación de la vía pública"
_ANIMALS = "animales feroces o dañinos, abandonar animales domésticos"
_FILMING_POLICE = "uso no autorizado de imágenes, imágenes o datos personales o profesionales de autoridades"
_POLICE_WORD = "presunción de veracidad, valor probatorio, declaraciones de los agentes"
_FINE_AMOUNT = (
    "multa de 100 a 600 euros, multa de 601 a 30.000 euros, infracciones graves, infracciones leves"
)
_QUICK_PAY = "pago voluntario, reducción del 50 por ciento, procedimiento abreviado"
_HOME_ENTRY = "entrada y registro en domicilio, autorización judicial, delito flagrante"
_CHECKPOINT = "controles en las vías, registro de vehículos, restricción del tránsito"
_PARTY = "espectáculos públicos, actividades recreativas, desalojo"
_BLOCKING = "obstaculizar la vía pública, desórdenes, alteración de la seguridad ciudadana"
_GAG_LAW = "protección de la seguridad ciudadana, infracciones graves, infracciones leves"
_RECORD = "Registro Central de Infracciones contra la Seguridad Ciudadana"
POLICE: dict[str, str] = {
    # public safety and the police
    "pedir el dni": _ID_CHECK,
    "pide el dni": _ID_CHECK,
    "piden el dni": _ID_CHECK,
    "pidio el dni": _ID_CHECK,
    "pidieron el dni": _ID_CHECK,
    "pedido el dni": _ID_CHECK,
    "pedirme el dni": _ID_CHECK,
    "pedirme la documentacion": _ID_CHECK,
    "me identifique": _ID_CHECK,
    "identificarse": _ID_CHECK,
    "pedir la documentacion": _ID_CHECK,
    "pidio la documentacion": _ID_CHECK,
    "comisaria": _POLICE_STATION,
    "cachea": _FRISK,
    "cacheo": _FRISK,
    "registrar la mochila": _FRISK,
    "desnudarme": _FRISK,
    "me registraron": _FRISK,
    "me han registrado": _FRISK,
    "dni ": _DNI,
    "perdido el dni": _LOST_DNI,
    "perdi el dni": _LOST_DNI,
    "robado el dni": _LOST_DNI,
    "robaron el dni": _LOST_DNI,
    "frente al congreso": "perturbación grave de la seguridad ciudadana, reuniones y manifestaciones",
    "manifest": _DEMONSTRATION,
    "protesta": _DEMONSTRATION,
    "carga policial": "disolución de reuniones, reuniones y manifestaciones",
    "cargas policiales": "disolución de reuniones, reuniones y manifestaciones",
    "delante del congreso": "perturbación grave de la seguridad ciudadana, reuniones y manifestaciones",
    "desobedien": _DISOBEDIENCE,
    "resistencia a": _DISOBEDIENCE,
    "no hacer caso a la policia": _DISOBEDIENCE,
    "insultar a un policia": _DISOBEDIENCE,
    "insultar a la policia": _DISOBEDIENCE,
    "faltar al respeto": _DISOBEDIENCE,
    "falta de respeto": _DISOBEDIENCE,
    "policia": "agentes de la autoridad, Fuerzas y Cuerpos de Seguridad",
    "botellon": _DRINKING,
    "beber en la calle": _DRINKING,
    "beber alcohol en": _DRINKING,
    "alcohol en la calle": _DRINKING,
    "porro": _DRUGS,
    "marihuana": _DRUGS,
    "cannabis": _DRUGS,
    "hachis": _DRUGS,
    "cocaina": _DRUGS,
    "consumir drogas": _DRUGS,
    "llevar droga": _DRUGS,
    "plantas de marihuana": _GROWING,
    "cultivar marihuana": _GROWING,
    "plantar marihuana": _GROWING,
    "navaja": _WEAPONS,
    "cuchillo": _WEAPONS,
    "arma blanca": _WEAPONS,
    "llevar un arma": _WEAPONS,
    "llevar armas": _WEAPONS,
    "pistola": _WEAPONS,
    "petardo": _FIREWORKS,
    "pirotecni": _FIREWORKS,
    "bengala": _FIREWORKS,
    "fuegos artificiales": _FIREWORKS,
    "laser": "haces de luz",
    "grafiti": _GRAFFITI,
    "graffiti": _GRAFFITI,
    "pintadas": _GRAFFITI,
    "okup": _SQUAT,
    "ocupar una vivienda": _SQUAT,
    "ocupar un piso": _SQUAT,
    "mantero": _STREET_VENDING,
    "venta ambulante": _STREET_VENDING,
    "vender en la calle": _STREET_VENDING,
    "perro peligroso": _ANIMALS,
    "perro suelto": _ANIMALS,
    "abandonar un perro": _ANIMALS,
    "abandono de animales": _ANIMALS,
    "prostitu": "servicios sexuales retribuidos",
    "exhibicionis": "exhibición obscena",
    "grabar a la policia": _FILMING_POLICE,
    "grabar a un policia": _FILMING_POLICE,
    "grabar a los agentes": _FILMING_POLICE,
    "grabar policias": _FILMING_POLICE,
    "fotos de policias": _FILMING_POLICE,
    "palabra del policia": _POLICE_WORD,
    "palabra de un policia": _POLICE_WORD,
    "mi palabra contra": _POLICE_WORD,
    "el policia miente": _POLICE_WORD,
    "pagar la multa": _QUICK_PAY,
    "mitad de la multa": _QUICK_PAY,
    "entrar en mi casa": _HOME_ENTRY,
    "entrar en casa": _HOME_ENTRY,
    "entrar en mi domicilio": _HOME_ENTRY,
    "control policial": _CHECKPOINT,
    "controles policiales": _CHECKPOINT,
    "registrar el coche": _CHECKPOINT,
    "discoteca": _PARTY,
    "fiesta ilegal": _PARTY,
    "fiestas ilegales": _PARTY,
    "rave": _PARTY,
    "cortar la calle": _BLOCKING,
    "cortar una calle": _BLOCKING,
    "pelea": _BLOCKING,
    "dron": "sobrevuelo, aeronaves ligeras",
    "disfraz de policia": "uso público e indebido de uniformes",
    "ley mordaza": _GAG_LAW,
    "multa de la policia": _FINE_AMOUNT,
    "multa de seguridad ciudadana": _FINE_AMOUNT,
    "seguridad ciudadana": _GAG_LAW,
    "antecedentes policiales": _RECORD,
    "camaras en la calle": "uso de videocámaras, cámaras de videovigilancia",
    "colaborar con la policia": "deber de colaboración",
}
