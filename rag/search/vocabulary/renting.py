"""Citizen words → legal phrases: renting a home (Ley de Arrendamientos Urbanos) and the right to housing
(Ley 12/2023). Keys and values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

# Housing: renting (Ley 29/1994), neighbours' communities (Ley 49/1960), the right to housing
# (Ley 12/2023) and building defects and guarantees (Ley 38/1999).
_LANDLORD = "arrendador, propietario"
_TENANT = "arrendatario, arrendamiento de vivienda"
_RENTING = "arrendamiento de vivienda, arrendatario, arrendador"
_WRITTEN = "formalización por escrito, arrendamiento de vivienda"
_TOURIST = "canales de oferta turística, normativa sectorial turística, vivienda amueblada"
_SEASONAL = "celebrados por temporada, arrendamiento para uso distinto del de vivienda"
_SUBLET = "subarriendo, consentimiento escrito del arrendador, cesión del contrato"
_BUSINESS = (
    "arrendamiento para uso distinto del de vivienda, local de negocio, actividad empresarial o profesional"
)
_DURATION = "plazo mínimo, duración mínima de cinco años, siete años, prórroga obligatoria"
_RENEWAL = "prórroga del contrato, prórroga obligatoria, prórroga tácita, voluntad de no renovar"
_END = "vencimiento del contrato, prórroga obligatoria, voluntad de no renovar, cuatro meses de antelación"
_EVICT = "resolución del contrato, resolver de pleno derecho, falta de pago de la renta, desahucio"
_LANDLORD_NEEDS = "necesidad de la vivienda arrendada, primer grado de consanguinidad, recuperar la vivienda"
_LEAVING = "desistimiento del contrato, seis meses, treinta días, una mensualidad de la renta"
_SALE = (
    "enajenación de la vivienda arrendada, adquirente, "
    "subrogado en los derechos y obligaciones del arrendador"
)
_PREEMPTION = "derecho de adquisición preferente, tanteo, retracto"
_REPOSSESSION = "ejecución hipotecaria, enajenación forzosa, continuar en el arrendamiento"
_DEATH = "muerte del arrendatario, subrogarse en el contrato, fallecimiento del arrendatario"
_STAY = "continuar en el uso de la vivienda arrendada, cónyuge no arrendatario, subrogarse en el contrato"
_RENT_RISE = "actualización de la renta, Índice de Precios al Consumo, Índice de Garantía de Competitividad"
_RENT_CAP = (
    "determinación de la renta, zona de mercado residencial tensionado, "
    "sistema de índices de precios de referencia"
)
_STRESSED = "zona de mercado residencial tensionado, gran tenedor, prórroga extraordinaria"
_BIG_OWNER = "gran tenedor, zona de mercado residencial tensionado"
_PAYMENT = "pago de la renta, siete primeros días del mes, medios electrónicos, recibo del pago"
_ADVANCE = "pago anticipado, una mensualidad de renta, garantía adicional"
_ARREARS = "falta de pago de la renta, resolver de pleno derecho, desahucio, enervar la acción"
_HARDSHIP = "vulnerabilidad social y económica, servicios sociales, prórroga extraordinaria"
_EXPENSES = "gastos generales para el adecuado sostenimiento del inmueble, tributos, cuota de participación"
_UTILITIES = "gastos por servicios, aparatos contadores, suministros"
_AGENCY = "gastos de gestión inmobiliaria, formalización del contrato, a cargo del arrendador"
_DEPOSIT = "fianza en metálico, una mensualidad de renta, garantía adicional, depósito de fianzas"
_DEPOSIT_BACK = "saldo de la fianza, restituido al arrendatario, interés legal, entrega de las llaves"
_GUARANTEE = "garantía adicional, fianza en metálico, dos mensualidades de renta"
_REPAIRS = (
    "conservación de la vivienda, reparaciones que sean necesarias, condiciones de habitabilidad, "
    "pequeñas reparaciones"
)
_SMALL_REPAIRS = "pequeñas reparaciones, desgaste por el uso ordinario, conservación de la vivienda"
_URGENT_REPAIRS = "reparaciones urgentes, daño inminente, exigir de inmediato su importe"
_TENANT_WORKS = "obras del arrendatario, consentimiento del arrendador, configuración de la vivienda"
_LANDLORD_WORKS = (
    "obras de mejora, obras de conservación, reducción de la renta, elevación de renta por mejoras"
)
_UNINHABITABLE = (
    "habitabilidad de la vivienda, inhabitable, suspender el contrato, condiciones de habitabilidad"
)
_HARASSMENT = "acoso inmobiliario, perturbación de hecho o de derecho, uso pacífico de su vivienda"
_ENTRY = "perturbación de hecho o de derecho, verificación directa, domicilio es inviolable"
_DAMAGE = "daños causados dolosamente, deterioro, obras no consentidas"
_NOT_LIVING = "necesidad permanente de vivienda, vivienda habitual"
_UNFAIR_CLAUSE = "se tendrán por no puestas, en perjuicio del arrendatario, nulas"
_DISABILITY = "arrendatarios con discapacidad, accesibilidad universal, ajustes razonables"
_OLD_RENT = "celebrados con anterioridad al 9 de mayo de 1985, Ley de Arrendamientos Urbanos de 1964"
_NOTICE = "forma fehaciente, notificación fehaciente, dirección electrónica"
_EVICTION = "desahucio, lanzamiento, vulnerabilidad social y económica, servicios sociales"
_HOMELESS = "sinhogarismo, personas sin hogar, emergencia habitacional, vivienda social de emergencia"
_SQUAT = "pacífica tenencia, sin título legal, vivienda ajena"
_SOCIAL = (
    "vivienda social, vivienda protegida, registros de demandantes de vivienda protegida, "
    "parque público de vivienda"
)
_AID = "ayudas para acceso a vivienda, programas públicos de vivienda, planes estatales"
_AFFORDABLE = (
    "condiciones asequibles conforme al esfuerzo financiero, esfuerzo financiero excesivo, vivienda asequible"
)
_EMPTY = "vivienda deshabitada o vacía, desocupados con carácter permanente, recargo"
_SLUM = "infravivienda, vivienda sobreocupada, condiciones mínimas de habitabilidad"
_DISCRIMINATION = (
    "igualdad y no discriminación en la vivienda, discriminación directa, discriminación indirecta"
)
_BUYING = "información mínima, operaciones de compra y arrendamiento de vivienda, cédula de habitabilidad"
_ENERGY = "certificado de eficiencia energética, eficiencia energética"
_TAX_RELIEF = (
    "incentivos fiscales, Impuesto sobre la Renta de las Personas Físicas, arrendamientos de inmuebles"
)
_REGISTER_ADDRESS = "padrón municipal, residencia habitual"
RENTING: dict[str, str] = {
    # renting: parties and kinds of contract
    "caser": _LANDLORD,
    "dueno del piso": _LANDLORD,
    "propietario del piso": _LANDLORD,
    "inquilin": _TENANT,
    "alquil": _RENTING,
    "contrato de alquiler": _WRITTEN,
    "alquiler sin contrato": _WRITTEN,
    "alquiler de palabra": _WRITTEN,
    "contrato verbal": _WRITTEN,
    "piso turistico": _TOURIST,
    "pisos turisticos": _TOURIST,
    "vivienda turistica": _TOURIST,
    "viviendas turisticas": _TOURIST,
    "uso turistico": _TOURIST,
    "airbnb": _TOURIST,
    "alquiler de temporada": _SEASONAL,
    "alquiler por temporada": _SEASONAL,
    "alquiler de verano": _SEASONAL,
    "alquiler por meses": _SEASONAL,
    "alquilar por meses": _SEASONAL,
    "subarrend": _SUBLET,
    "realquil": _SUBLET,
    "alquilar una habitacion": _SUBLET,
    "alquilo una habitacion": _SUBLET,
    "alquiler de una habitacion": _SUBLET,
    "alquiler de habitacion": _SUBLET,
    "ceder el contrato": _SUBLET,
    "traspas": "traspaso, cesión del contrato, local de negocio",
    "local comercial": _BUSINESS,
    "alquilar un local": _BUSINESS,
    "alquiler de un local": _BUSINESS,
    "alquiler del local": _BUSINESS,
    "residencia universitaria": "viviendas universitarias",
    "colegio mayor": "viviendas universitarias",
    "amueblad": "mobiliario, vivienda amueblada",
    "opcion a compra": "opción de compra, derecho de opción de compra",
    "burofax": _NOTICE,
    # duration, renewal and the end of the lease
    "duracion del alquiler": _DURATION,
    "cuanto dura el alquiler": _DURATION,
    "cuanto dura un alquiler": _DURATION,
    "renovar el alquiler": _RENEWAL,
    "renueva el alquiler": _RENEWAL,
    "renovacion del alquiler": _RENEWAL,
    "prorroga del alquiler": _RENEWAL,
    "acaba el alquiler": _END,
    "termina el alquiler": _END,
    "vence el alquiler": _END,
    "fin del alquiler": _END,
    "final del alquiler": _END,
    "echar del piso": _EVICT,
    "echan del piso": _EVICT,
    "echen del piso": _EVICT,
    "echado del piso": _EVICT,
    "echarme del piso": _EVICT,
    "echar al inquilino": _EVICT,
    "echar a un inquilino": _EVICT,
    "echar el casero": _EVICT,
    "echa el casero": _EVICT,
    "recuperar el piso": _LANDLORD_NEEDS,
    "recuperar la vivienda": _LANDLORD_NEEDS,
    "necesita el piso": _LANDLORD_NEEDS,
    "necesita la vivienda": _LANDLORD_NEEDS,
    "quiere el piso para": _LANDLORD_NEEDS,
    "dejar el piso": _LEAVING,
    "dejar la vivienda": _LEAVING,
    "dejar el alquiler": _LEAVING,
    "irme del piso": _LEAVING,
    "irme de la casa": _LEAVING,
    "irme del alquiler": _LEAVING,
    "irme antes": _LEAVING,
    "salir del piso": _LEAVING,
    "marcharme del piso": _LEAVING,
    "vende el piso": _SALE,
    "venden el piso": _SALE,
    "vender el piso": _SALE,
    "vendido el piso": _SALE,
    "vende la casa": _SALE,
    "nuevo propietario": _SALE,
    "nuevo dueno": _SALE,
    "comprar el piso en el que vivo": _PREEMPTION,
    "comprar el piso donde vivo": _PREEMPTION,
    "derecho de tanteo": _PREEMPTION,
    "preferencia para comprar": _PREEMPTION,
    "banco se queda": _REPOSSESSION,
    "embargan el piso": _REPOSSESSION,
    "embargado el piso": _REPOSSESSION,
    "subasta del piso": _REPOSSESSION,
    "muere el inquilino": _DEATH,
    "murio el inquilino": _DEATH,
    "fallece el inquilino": _DEATH,
    "fallecio el inquilino": _DEATH,
    "heredar el alquiler": _DEATH,
    "heredar el contrato": _DEATH,
    "alquiler a nombre de": _STAY,
    "quedarme en el piso": _STAY,
    "quedarme con el piso": _STAY,
    "se queda con el piso": _STAY,
    "renta antigua": _OLD_RENT,
    "alquiler antiguo": _OLD_RENT,
    "no vivo en el piso": _NOT_LIVING,
    "no vive en el piso": _NOT_LIVING,
    "clausula del alquiler": _UNFAIR_CLAUSE,
    "clausulas del alquiler": _UNFAIR_CLAUSE,
    "clausula en el contrato de alquiler": _UNFAIR_CLAUSE,
    # rent, payment and expenses
    "subir el alquiler": _RENT_RISE,
    "sube el alquiler": _RENT_RISE,
    "suben el alquiler": _RENT_RISE,
    "subida del alquiler": _RENT_RISE,
    "subida de alquiler": _RENT_RISE,
    "subir la renta": _RENT_RISE,
    "aumento del alquiler": _RENT_RISE,
    "incremento del alquiler": _RENT_RISE,
    "precio del alquiler": _RENT_CAP,
    "limite del alquiler": _RENT_CAP,
    "tope del alquiler": _RENT_CAP,
    "limitar el alquiler": _RENT_CAP,
    "alquiler maximo": _RENT_CAP,
    "tensionad": _STRESSED,
    "gran tenedor": _BIG_OWNER,
    "grandes tenedores": _BIG_OWNER,
    "fondo buitre": _BIG_OWNER,
    "fondos buitre": _BIG_OWNER,
    "pagar el alquiler": _PAYMENT,
    "pago del alquiler": _PAYMENT,
    "alquiler en efectivo": _PAYMENT,
    "recibo del alquiler": _PAYMENT,
    "recibos del alquiler": _PAYMENT,
    "meses de adelanto": _ADVANCE,
    "meses por adelantado": _ADVANCE,
    "alquiler por adelantado": _ADVANCE,
    "no pago el alquiler": _ARREARS,
    "no pagar el alquiler": _ARREARS,
    "dejar de pagar el alquiler": _ARREARS,
    "no puedo pagar el alquiler": _ARREARS + ", vulnerabilidad social y económica",
    "impago del alquiler": _ARREARS,
    "impago de alquiler": _ARREARS,
    "impago de la renta": _ARREARS,
    "inquilino no paga": _ARREARS,
    "inquilino no me paga": _ARREARS,
    "inquilino moroso": _ARREARS,
    "retraso con el alquiler": _ARREARS,
    "retraso en el alquiler": _ARREARS,
    "atrasado con el alquiler": _ARREARS,
    "soy vulnerable": _HARDSHIP,
    "familia vulnerable": _HARDSHIP,
    "informe de servicios sociales": _HARDSHIP,
    "pagar la comunidad": _EXPENSES,
    "quien paga la comunidad": _EXPENSES,
    "pagar el ibi": _EXPENSES,
    "paga el ibi": _EXPENSES,
    "cobrar el ibi": _EXPENSES,
    "luz y agua": _UTILITIES,
    "agua y luz": _UTILITIES,
    "factura de la luz": _UTILITIES,
    "facturas de la luz": _UTILITIES,
    "recibo de la luz": _UTILITIES,
    "contador": _UTILITIES,
    "inmobiliari": _AGENCY,
    "comision de la agencia": _AGENCY,
    "honorarios de la agencia": _AGENCY,
    "mes de comision": _AGENCY,
    "desgravar el alquiler": _TAX_RELIEF,
    "deducir el alquiler": _TAX_RELIEF,
    "deduccion por alquiler": _TAX_RELIEF,
    # deposit and guarantees
    "fianz": _DEPOSIT,
    "deposito de la fianza": "depósito de fianzas, fianza en metálico",
    "devolver la fianza": _DEPOSIT_BACK,
    "devuelve la fianza": _DEPOSIT_BACK,
    "devuelven la fianza": _DEPOSIT_BACK,
    "devuelto la fianza": _DEPOSIT_BACK,
    "devolucion de la fianza": _DEPOSIT_BACK,
    "quedarse la fianza": _DEPOSIT_BACK,
    "queda la fianza": _DEPOSIT_BACK,
    "descontar de la fianza": _DEPOSIT_BACK,
    "entregar las llaves": _DEPOSIT_BACK,
    "devolver las llaves": _DEPOSIT_BACK,
    "aval bancario": _GUARANTEE,
    "avalist": _GUARANTEE,
    "fiador": _GUARANTEE,
    "seguro de impago": _GUARANTEE,
    # repairs, works and living conditions
    "arreglos en el piso": _REPAIRS,
    "arreglar el piso": _REPAIRS,
    "arreglar la casa": _REPAIRS,
    "quien arregla": _REPAIRS,
    "quien tiene que arreglar": _REPAIRS,
    "quien paga el arreglo": _REPAIRS,
    "quien paga la reparacion": _REPAIRS,
    "quien paga las reparaciones": _REPAIRS,
    "caldera": _REPAIRS,
    "calentador": _REPAIRS,
    "termo ": _REPAIRS,
    "calefaccion": _REPAIRS,
    "gotera": _REPAIRS,
    "humedad": _REPAIRS,
    "moho": _REPAIRS,
    "bombilla": _SMALL_REPAIRS,
    "grifo": _SMALL_REPAIRS,
    "persiana": _SMALL_REPAIRS,
    "enchufe": _SMALL_REPAIRS,
    "reparacion urgente": _URGENT_REPAIRS,
    "arreglo urgente": _URGENT_REPAIRS,
    "fontaner": _URGENT_REPAIRS,
    "hacer obras": _TENANT_WORKS + ", modificar los elementos arquitectónicos",
    "reformar el piso": _TENANT_WORKS,
    "hacer una reforma": _TENANT_WORKS,
    "pintar el piso": _TENANT_WORKS,
    "pintar la casa": _TENANT_WORKS,
    "pintar las paredes": _TENANT_WORKS,
    "tabique": _TENANT_WORKS + ", alteración de la estructura o fábrica del edificio",
    "obras del casero": _LANDLORD_WORKS,
    "obras en mi piso": _LANDLORD_WORKS,
    "soportar las obras": _LANDLORD_WORKS,
    "aguantar las obras": _LANDLORD_WORKS,
    "inhabitable": _UNINHABITABLE,
    "no se puede vivir": _UNINHABITABLE,
    "acoso inmobiliario": _HARASSMENT,
    "quiere que me vaya": _HARASSMENT,
    "para que me vaya": _HARASSMENT,
    "corta la luz": _HARASSMENT,
    "cortado la luz": _HARASSMENT,
    "corta el agua": _HARASSMENT,
    "cortado el agua": _HARASSMENT,
    "cerradura": _HARASSMENT,
    "entrar en el piso": _ENTRY,
    "entra en el piso": _ENTRY,
    "entrar en mi casa": _ENTRY,
    "entra en mi casa": _ENTRY,
    "copia de las llaves": _ENTRY,
    "desperfecto": _DAMAGE + ", daños o desperfectos",
    "danos en el piso": _DAMAGE,
    "silla de ruedas": _DISABILITY,
    "movilidad reducida": _DISABILITY,
    "adaptar el piso": _DISABILITY,
    "adaptar la vivienda": _DISABILITY,
    "empadron": _REGISTER_ADDRESS,
    # eviction and the right to housing
    "desahuc": _EVICTION,
    "echar a la calle": _EVICTION + ", sinhogarismo",
    "echan a la calle": _EVICTION + ", sinhogarismo",
    "echen a la calle": _EVICTION + ", sinhogarismo",
    "sin casa": _HOMELESS,
    "sin hogar": _HOMELESS,
    "sin techo": _HOMELESS,
    "vivir en la calle": _HOMELESS,
    "dormir en la calle": _HOMELESS,
    "quedarme en la calle": _HOMELESS,
    "okup": _SQUAT,
    "ocupado mi piso": _SQUAT,
    "ocupado mi casa": _SQUAT,
    "ocupacion ilegal": _SQUAT,
    "alquiler social": _SOCIAL,
    "vivienda social": _SOCIAL,
    "piso social": _SOCIAL,
    "proteccion oficial": _SOCIAL + ", viviendas de protección oficial",
    "vpo": _SOCIAL + ", viviendas de protección oficial",
    "vivienda publica": _SOCIAL,
    "piso del ayuntamiento": _SOCIAL,
    "ayuda al alquiler": _AID,
    "ayudas al alquiler": _AID,
    "ayuda para el alquiler": _AID,
    "ayudas para el alquiler": _AID,
    "bono alquiler": _AID,
    "bono joven": _AID,
    "alquiler caro": _AFFORDABLE,
    "alquileres caros": _AFFORDABLE,
    "piso vacio": _EMPTY,
    "pisos vacios": _EMPTY,
    "casa vacia": _EMPTY,
    "casas vacias": _EMPTY,
    "vivienda vacia": _EMPTY,
    "viviendas vacias": _EMPTY,
    "segunda residencia": "residencia secundaria",
    "segunda vivienda": "residencia secundaria",
    "chabol": _SLUM,
    "piso patera": _SLUM,
    "hacinad": _SLUM,
    "no me alquilan": _DISCRIMINATION,
    "no me quieren alquilar": _DISCRIMINATION,
    "no alquilan a": _DISCRIMINATION,
    "comprar un piso": _BUYING,
    "comprar una vivienda": _BUYING,
    "comprar una casa": _BUYING,
    "compra de un piso": _BUYING,
    "metros reales": "superficie útil y construida, información mínima",
    "uralita": "amianto",
    "certificado energetico": _ENERGY,
    "etiqueta energetica": _ENERGY,
}
