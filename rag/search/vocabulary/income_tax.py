"""Citizen words → legal phrases: the income tax return (Ley del IRPF): income, homes, savings, allowances,
deductions, withholding. Keys and values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

# Tax: the income tax return (who must file, kinds of income, exempt income, allowances and
# deductions, joint filing, withholding, refunds) and dealing with the tax agency (late filing
# and surcharges, payment, deferral, limitation, checks and inspection, penalties, appeals).
_AGENCY = "Agencia Estatal de Administración Tributaria, Administración tributaria"
_RETURN = "declaración, autoliquidación, Impuesto sobre la Renta de las Personas Físicas"
_MUST_FILE = "obligación de declarar, rendimientos íntegros del trabajo, 22.000 euros anuales"
_TWO_PAYERS = "más de un pagador, segundo y restantes pagadores, 15.876 euros, obligación de declarar"
_DRAFT = "borrador de declaración, rectificación del borrador"
_REFUND = "devolución derivada de la normativa del tributo, cuota diferencial, interés de demora"
_TO_PAY = "cuota diferencial, autoliquidación, fraccionar, deuda tributaria"
_JOINT = "tributación conjunta, unidad familiar, cónyuges no separados legalmente"
_WORK_INCOME = "rendimientos del trabajo, rendimientos íntegros del trabajo, retribuciones"
_WORK_EXPENSES = "gastos deducibles, cotizaciones a la Seguridad Social, otros gastos distintos"
_IN_KIND = "rendimientos del trabajo en especie, rentas en especie, valoración de las rentas en especie"
_DISMISSAL = "indemnizaciones por despido o cese del trabajador, rentas exentas, 180.000 euros"
_UNEMPLOYMENT = "prestaciones por desempleo, pago único, rendimientos del trabajo"
_PENSION = "pensiones y haberes pasivos, rendimientos del trabajo, planes de pensiones"
_PENSION_PLAN = (
    "planes de pensiones, reducciones por aportaciones y contribuciones a sistemas de previsión social, "
    "límite de reducción"
)
_EXEMPT = "rentas exentas, exentas, hecho imponible"
_RENT_INCOME = (
    "rendimientos íntegros del capital inmobiliario, "
    "arrendamiento de bienes inmuebles destinados a vivienda, "
    "gastos deducibles, rendimiento neto positivo"
)
_RENT_COSTS = (
    "gastos necesarios para la obtención de los rendimientos, gastos de reparación y conservación, "
    "amortización"
)
_RENT_DEDUCTION = "deducción por alquiler de la vivienda habitual, régimen transitorio"
_EMPTY_HOME = "imputación de rentas inmobiliarias, valor catastral"
_SALE = (
    "ganancias y pérdidas patrimoniales, valor de adquisición, valor de transmisión, "
    "transmisiones a título oneroso"
)
_HOME_SALE = (
    "ganancias patrimoniales, transmisión de la vivienda habitual, reinversión, mayores de 65 años, "
    "valor de adquisición"
)
_MORTGAGE_HANDBACK = "dación en pago de la vivienda habitual, ejecuciones hipotecarias"
_MORTGAGE = (
    "deducción por inversión en vivienda habitual, régimen transitorio, adquisición de la vivienda habitual"
)
_SAVINGS = "rendimientos del capital mobiliario, base imponible del ahorro, renta del ahorro"
_SHARES = "transmisiones de valores, ganancias patrimoniales, base imponible del ahorro"
_FUNDS = "instituciones de inversión colectiva, traspaso, ganancias patrimoniales"
_CRYPTO = "monedas virtuales, ganancias patrimoniales, base imponible del ahorro"
_LOTTERY = "gravamen especial sobre los premios de determinadas loterías y apuestas, premios"
_GAMBLING = "ganancias obtenidas en el juego, pérdidas en el juego, ganancias patrimoniales"
_INHERITANCE = (
    "transmisiones lucrativas por causa de muerte, sucesores, Impuesto sobre Sucesiones y Donaciones"
)
_GIFT = "transmisiones lucrativas, Impuesto sobre Sucesiones y Donaciones, donaciones"
_ALLOWANCES = "mínimo personal y familiar, mínimo del contribuyente, mínimo por descendientes"
_CHILDREN = "mínimo por descendientes, menor de veinticinco años, conviva con el contribuyente"
_PARENTS = "mínimo por ascendientes, mayor de 65 años, convivan con el contribuyente"
_DISABILITY = "mínimo por discapacidad, grado de discapacidad, personas con discapacidad"
_MOTHER = "deducción por maternidad, hijos menores de tres años, guarderías o centros de educación infantil"
_LARGE_FAMILY = "familia numerosa, deducciones por familia numerosa o personas con discapacidad a cargo"
_DIVORCE = "anualidades por alimentos, pensiones compensatorias, convenio regulador"
_DEDUCTIONS = "deducciones, cuota íntegra estatal, cuota líquida"
_DONATIONS = "donativos, donaciones, entidades sin fines lucrativos"
_ENERGY = "obras de mejora de la eficiencia energética, vivienda habitual"
_EV = "vehículos eléctricos, puntos de recarga"
_SELF_EMPLOYED = "actividades económicas, estimación directa, rendimiento neto, pagos fraccionados"
_MODULES = "estimación objetiva, actividades económicas, signos, índices o módulos"
_WITHHOLDING = "retenciones, ingresos a cuenta, tipo de retención, pagos a cuenta"
_RESIDENCE = (
    "residencia habitual en territorio español, más de 183 días, "
    "núcleo principal o la base de sus actividades"
)
_ABROAD = "trabajos efectivamente realizados en el extranjero, doble imposición internacional, rentas exentas"
_EXPAT = "trabajadores desplazados a territorio español, régimen fiscal especial"
_REGIONAL = "gravamen autonómico, tramo autonómico, Comunidades Autónomas"
_BRACKETS = "escala general, tipos de gravamen, base liquidable general, cuota íntegra"
_UNDECLARED = "ganancias patrimoniales no justificadas, bienes o derechos, ocultación"
_INVOICE = "obligación de expedir y entregar factura, obligaciones de facturación"
_NIF = "número de identificación fiscal, domicilio fiscal"
INCOME_TAX: dict[str, str] = {
    # the tax agency and the return
    "agencia tributaria": _AGENCY,
    "aeat ": _AGENCY,
    "hacienda me": _AGENCY,
    "de hacienda": _AGENCY,
    "a hacienda": _AGENCY,
    "con hacienda": _AGENCY,
    "irpf": _RETURN,
    "declaracion de la renta": _RETURN,
    "declaracion de renta": _RETURN,
    "hacer la renta": _RETURN,
    "presentar la renta": _RETURN,
    "campana de la renta": _RETURN,
    "declaracion de hacienda": _RETURN,
    "hacer la declaracion": _RETURN,
    "presentar la declaracion": _RETURN,
    "impuesto sobre la renta": _RETURN,
    "tengo que hacer la renta": _MUST_FILE,
    "tengo que declarar": _MUST_FILE,
    "obligado a declarar": _MUST_FILE,
    "obligada a declarar": _MUST_FILE,
    "obligacion de declarar": _MUST_FILE,
    "dos pagadores": _TWO_PAYERS,
    "varios pagadores": _TWO_PAYERS,
    "segundo pagador": _TWO_PAYERS,
    "borrador": _DRAFT,
    "datos fiscales": _DRAFT,
    "renta web": _DRAFT,
    "sale a devolver": _REFUND,
    "devolucion de la renta": _REFUND,
    "devolucion de hacienda": _REFUND,
    "no me devuelven": _REFUND,
    "no me han devuelto": _REFUND,
    "tarda la devolucion": _REFUND,
    "sale a pagar": _TO_PAY,
    "sale a ingresar": _TO_PAY,
    "declaracion conjunta": _JOINT,
    "conjunta o individual": _JOINT,
    "declaracion individual": _JOINT,
    "tributacion conjunta": _JOINT,
    "hacer la renta con mi": _JOINT,
    "pareja de hecho en la renta": _JOINT,
    "tributa": "hecho imponible, rentas exentas, base imponible",
    "cuanto pago de impuestos": _BRACKETS,
    "tramos del irpf": _BRACKETS,
    "tramos de la renta": _BRACKETS,
    "tipo del irpf": _BRACKETS,
    "escala del irpf": _BRACKETS,
    "porcentaje de hacienda": _BRACKETS,
    "comunidad autonoma en la renta": _REGIONAL,
    "tramo autonomico": _REGIONAL,
    "residente fiscal": _RESIDENCE,
    "residencia fiscal": _RESIDENCE,
    "183 dias": _RESIDENCE,
    "no residente": (
        "contribuyentes que tienen su residencia habitual en territorio extranjero, "
        "Impuesto sobre la Renta de no Residentes"
    ),
    "trabajo en el extranjero": _ABROAD,
    "trabajar en el extranjero": _ABROAD,
    "trabaje en el extranjero": _ABROAD,
    "ley beckham": _EXPAT,
    "impatriad": _EXPAT,
    # work income, pensions, benefits
    "rendimientos del trabajo": _WORK_INCOME,
    "mi sueldo en la renta": _WORK_INCOME,
    "salario en la renta": _WORK_INCOME,
    "nomina en la renta": _WORK_INCOME,
    "desgrav": _DEDUCTIONS,
    "deducirme": _DEDUCTIONS,
    "deduccion por": _DEDUCTIONS,
    "deducirse": _DEDUCTIONS,
    "deducciones de la renta": _DEDUCTIONS,
    "deducciones autonomicas": "deducciones, gravamen autonómico, Comunidades Autónomas",
    "cuota sindical": _WORK_EXPENSES,
    "colegiacion": _WORK_EXPENSES,
    "gastos del trabajo": _WORK_EXPENSES,
    "coche de empresa": _IN_KIND,
    "en especie": _IN_KIND,
    "beca ": "becas públicas, rentas exentas",
    "becas ": "becas públicas, rentas exentas",
    "atrasos en la renta": "atrasos, imputación temporal, autoliquidación complementaria",
    "cobre atrasos": "atrasos, imputación temporal, autoliquidación complementaria",
    "pension de incapacidad": "incapacidad permanente absoluta o gran invalidez, rentas exentas",
    "pension tributa": _PENSION,
    "ayuda de dependencia": (
        "prestaciones económicas públicas vinculadas al servicio, situación de dependencia"
    ),
    "prestacion de dependencia": (
        "prestaciones económicas públicas vinculadas al servicio, situación de dependencia"
    ),
    "seguro medico de la empresa": "seguro de enfermedad, rendimientos del trabajo en especie",
    "cheque restaurante": "comedores de empresa, rendimientos del trabajo en especie",
    "ticket restaurante": "comedores de empresa, rendimientos del trabajo en especie",
    "tarjeta restaurante": "comedores de empresa, rendimientos del trabajo en especie",
    "dietas": "locomoción, manutención y estancia, dietas",
    "kilometraje": "locomoción, manutención y estancia, dietas",
    "tributa la indemnizacion": _DISMISSAL,
    "indemnizacion exenta": _DISMISSAL,
    "despido tributa": _DISMISSAL,
    "exenta la indemnizacion": _DISMISSAL,
    "indemnizacion por despido exenta": _DISMISSAL,
    "despido en el irpf": _DISMISSAL,
    "despido en la renta": _DISMISSAL,
    "paro en la renta": _UNEMPLOYMENT,
    "paro tributa": _UNEMPLOYMENT,
    "capitalizar el paro": _UNEMPLOYMENT,
    "pago unico del paro": _UNEMPLOYMENT,
    "pension en la renta": _PENSION,
    "pension de orfandad": "orfandad, rentas exentas, prestaciones",
    "plan de pensiones": _PENSION_PLAN,
    "planes de pensiones": _PENSION_PLAN,
    "rescatar el plan": (
        "prestaciones percibidas por los beneficiarios de planes de pensiones, rendimientos del trabajo"
    ),
    "rescate del plan": (
        "prestaciones percibidas por los beneficiarios de planes de pensiones, rendimientos del trabajo"
    ),
    "exento": _EXEMPT,
    "exenta": _EXEMPT,
    "no tributa": _EXEMPT,
    "libre de impuestos": _EXEMPT,
    "ayuda por hijo": "prestaciones y ayudas familiares, rentas exentas",
    # renting out, selling and buying a home
    "ingresos por alquiler": _RENT_INCOME,
    "ingresos del alquiler": _RENT_INCOME,
    "declarar el alquiler": _RENT_INCOME,
    "alquiler en la renta": _RENT_INCOME,
    "cobro el alquiler": _RENT_INCOME,
    "tengo alquilado": _RENT_INCOME,
    "alquilo mi piso": _RENT_INCOME,
    "alquilo un piso": _RENT_INCOME,
    "alquilar mi piso": _RENT_INCOME,
    "alquiler turistico": _RENT_INCOME,
    "reduccion del 60": _RENT_INCOME,
    "reduccion del 50": (
        "arrendamiento de bienes inmuebles destinados a vivienda, rendimiento neto positivo, "
        "zona de mercado residencial tensionado"
    ),
    "zona tensionada": (
        "zona de mercado residencial tensionado, arrendamiento de bienes inmuebles destinados a vivienda"
    ),
    "gastos del piso alquilado": _RENT_COSTS,
    "gastos deducibles del alquiler": _RENT_COSTS,
    "ibi del piso alquilado": _RENT_COSTS,
    "amortizacion del piso": _RENT_COSTS,
    "desgravar el alquiler": _RENT_DEDUCTION,
    "deduccion por alquiler": _RENT_DEDUCTION,
    "pago de alquiler en la renta": _RENT_DEDUCTION,
    "segunda vivienda": _EMPTY_HOME,
    "piso vacio": _EMPTY_HOME,
    "casa en la playa": _EMPTY_HOME,
    "imputacion de rentas": _EMPTY_HOME,
    "venta de piso": _SALE,
    "vender mi piso": _HOME_SALE,
    "vender mi casa": _HOME_SALE,
    "vender mi vivienda": _HOME_SALE,
    "vendo mi piso": _HOME_SALE,
    "vendo mi casa": _HOME_SALE,
    "vendi mi piso": _HOME_SALE,
    "vendi mi casa": _HOME_SALE,
    "venta de mi piso": _HOME_SALE,
    "venta de mi casa": _HOME_SALE,
    "venta de la vivienda habitual": _HOME_SALE,
    "venta del piso": _SALE,
    "venta de la casa": _SALE,
    "venta de una vivienda": _SALE,
    "vender el piso": _SALE,
    "vender un piso": _SALE,
    "vender la casa": _SALE,
    "vendi el piso": _SALE,
    "vender un terreno": _SALE,
    "ganancia patrimonial": _SALE,
    "ganancias patrimoniales": _SALE,
    "perdida patrimonial": "pérdidas patrimoniales, compensación, base imponible del ahorro",
    "plusvalia": _SALE,
    "beneficio de la venta": _SALE,
    "comprar otra vivienda": _HOME_SALE,
    "comprar otra casa": _HOME_SALE,
    "reinvert": _HOME_SALE,
    "reinversion": _HOME_SALE,
    "dacion en pago": _MORTGAGE_HANDBACK,
    "hipoteca en la renta": _MORTGAGE,
    "desgravar la hipoteca": _MORTGAGE,
    "deduccion por vivienda": _MORTGAGE,
    "antes de 2013": _MORTGAGE,
    "eficiencia energetica": _ENERGY,
    "placas solares": _ENERGY,
    "coche electrico": _EV,
    # savings and investments
    "intereses de la cuenta": _SAVINGS,
    "cuenta remunerada": _SAVINGS,
    "plazo fijo": _SAVINGS,
    "deposito a plazo": _SAVINGS,
    "dividendo": _SAVINGS,
    "letras del tesoro": _SAVINGS,
    "acciones en bolsa": _SHARES,
    "vender acciones": _SHARES,
    "vendi acciones": _SHARES,
    "fondo de inversion": _FUNDS,
    "fondos de inversion": _FUNDS,
    "traspasar el fondo": _FUNDS,
    "cripto": _CRYPTO,
    "bitcoin": _CRYPTO,
    "monedas virtuales": _CRYPTO,
    "loteria": _LOTTERY,
    "el gordo": _LOTTERY,
    "un premio": (
        "premios, ganancias patrimoniales, "
        "gravamen especial sobre los premios de determinadas loterías y apuestas"
    ),
    "apuestas": _GAMBLING,
    "casino": _GAMBLING,
    "poker": _GAMBLING,
    "herencia en la renta": _INHERITANCE,
    "declarar la herencia": _INHERITANCE,
    "declarar una herencia": _INHERITANCE,
    "he heredado": _INHERITANCE,
    "herede ": _INHERITANCE,
    "donacion de mis padres": _GIFT,
    "me han donado": _GIFT,
    "donar a mi hijo": _GIFT,
    "regalar dinero": _GIFT,
    "dinero de mis padres": _GIFT,
    "transferencia de mis padres": _GIFT,
    "dinero que no puedo justificar": _UNDECLARED,
    "dinero negro": _UNDECLARED,
    "sin declarar": _UNDECLARED,
    "cuenta en el extranjero": (
        "bienes y derechos situados en el extranjero, ganancias patrimoniales no justificadas"
    ),
    # personal and family allowances, deductions
    "minimo personal": _ALLOWANCES,
    "minimo familiar": _ALLOWANCES,
    "minimo exento": _ALLOWANCES,
    "hijos a cargo": _CHILDREN,
    "deduccion por hijos": _CHILDREN,
    "minimo por hijos": _CHILDREN,
    "hijos en la declaracion": _CHILDREN,
    "mis hijos en la renta": _CHILDREN,
    "mis padres viven conmigo": _PARENTS,
    "madre vive conmigo": _PARENTS,
    "discapacidad en la renta": _DISABILITY,
    "minusvalia en la renta": _DISABILITY,
    "deduccion por discapacidad": _DISABILITY,
    "padre vive conmigo": _PARENTS,
    "deduccion por maternidad": _MOTHER,
    "100 euros al mes": _MOTHER,
    "guarderia": _MOTHER,
    "madre trabajadora": _MOTHER,
    "familia numerosa": _LARGE_FAMILY,
    "pension de alimentos": _DIVORCE,
    "pension compensatoria": _DIVORCE,
    "donativo": _DONATIONS,
    "ong": _DONATIONS,
    "cuota del partido": "cuotas y aportaciones a partidos políticos",
    "cuotas de afiliacion": "cuotas y aportaciones a partidos políticos, cuotas satisfechas a sindicatos",
    # self-employed and withholding
    "actividad economica": _SELF_EMPLOYED,
    "gastos de autonomo": "gastos deducibles, estimación directa, gastos de difícil justificación",
    "modelo 130": "pagos fraccionados, actividades económicas",
    "autonomo en la renta": _SELF_EMPLOYED,
    "facturo": _SELF_EMPLOYED,
    "expedir factura": _INVOICE,
    "no me da factura": _INVOICE,
    "hacer facturas": _INVOICE,
    "retencion de irpf": _WITHHOLDING,
    "retenciones de irpf": _WITHHOLDING,
    "retencion en la nomina": _WITHHOLDING,
    "tipo de retencion": _WITHHOLDING,
    "pago fraccionado": "pagos fraccionados, actividades económicas",
    "modulos": _MODULES,
    "estimacion objetiva": _MODULES,
    "me retienen": _WITHHOLDING,
    "me quitan de la nomina": _WITHHOLDING,
    "porcentaje de retencion": _WITHHOLDING,
    "certificado de retenciones": "certificado de retenciones, retenciones, ingresos a cuenta",
    "modelo 145": "comunicar correctamente datos al pagador, retenciones",
    "nif": _NIF,
    "domicilio fiscal": _NIF,
}
