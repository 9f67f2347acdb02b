"""Citizen words → legal phrases: consumers' purchases (Consumidores y Usuarios): withdrawal, distance
selling, delivery, guarantees, complaints, clauses, travel, products; retail sales (Comercio Minorista)
and e-commerce (LSSI). Keys and values as described in ``rag.search.thesaurus``."""

from __future__ import annotations

# Consumers and users: returns and withdrawal, delivery, guarantees, complaints, abusive clauses,
# package travel and defective products; consumer credit and mortgages; insurance contracts;
# retail sales and promotions; e-commerce, spam and cookies.
_WITHDRAWAL = (
    "derecho de desistimiento, catorce días naturales, sin indicar el motivo, formulario de desistimiento"
)
_RETURN_COSTS = "costes directos de devolución, gastos de envío, derecho de desistimiento"
_REFUND = "reembolso, sin demoras indebidas, mismo medio de pago, reclamarla duplicada"
_NO_RETURN = "excepciones al derecho de desistimiento, bienes precintados, claramente personalizados"
_DISTANCE = "contratos celebrados a distancia, derecho de desistimiento, información precontractual"
_MARKETPLACE = "mercados en línea, proveedor del mercado en línea, contratos celebrados a distancia"
_DOORSTEP = "fuera del establecimiento mercantil, visitas no solicitadas, derecho de desistimiento"
_DELIVERY = "entrega de los bienes, plazo máximo de 30 días naturales, demora indebida"
_TRANSIT = "transmisión del riesgo, riesgo de pérdida o deterioro, transportista"
_OUT_OF_STOCK = "falta de disponibilidad, no hallarse disponible, el doble del importe adeudado"
_UNSOLICITED = "envíos y suministros no solicitados"
_CARD_FRAUD = "tarjeta de pago, anulación del cargo, fraudulenta o indebidamente"
_DEFECT = "falta de conformidad, reparación o la sustitución, puesta en conformidad"
_GUARANTEE = "falta de conformidad, tres años desde la entrega, reparación o la sustitución"
_PRICE_CUT = "reducción proporcionada del precio, resolución del contrato, falta de conformidad"
_SECOND_HAND = "bienes de segunda mano, falta de conformidad"
_RECEIPT = "factura o tique de compra, documentación justificativa"
_SPARE_PARTS = "servicio técnico, repuestos, reparación y servicios posventa"
_COMMERCIAL_GUARANTEE = "garantía comercial, declaración de garantía comercial"
_COMPLAINT = "quejas y reclamaciones, servicios de atención al cliente, plazo máximo de quince días"
_ARBITRATION = "arbitraje de consumo, Sistema Arbitral del Consumo, resolución alternativa de litigios"
_PREMIUM_LINE = "tarificación especial, teléfono de atención al consumidor gratuito"
_FINE_PRINT = (
    "condiciones generales de la contratación, cláusulas no negociadas individualmente, cláusulas abusivas"
)
_ABUSIVE = "cláusulas abusivas, buena fe, desequilibrio importante"
_CANCEL_SERVICE = "poner fin al contrato, en la misma forma en que lo celebró, tracto sucesivo o continuado"
_LOCK_IN = "compromiso de permanencia, penalización por baja, tracto sucesivo o continuado"
_AUTO_RENEWAL = "prórroga automática, poner fin al contrato"
_PRICE_RISE = "modificación unilateral del contrato, aumentar el precio final"
_FULL_PRICE = "precio final completo, gastos adicionales, gastos de gestión"
_MISLEADING = "oferta, promoción y publicidad, prácticas comerciales desleales, engañosa"
_EXTRA_CHARGE = "pago adicional, consentimiento expreso, opción de inclusión"
_CARD_SURCHARGE = "cargos por la utilización de medios de pago"
_COLD_CALLS = "llamadas no solicitadas, voluntad de contratar"
_DIGITAL = "contenidos o servicios digitales, actualizaciones"
_PACKAGE = "viaje combinado, organizador, minorista"
_TRIP_CANCELLED = "circunstancias inevitables y extraordinarias, penalización, viaje combinado"
_TRIP_PRICE = "modificación del precio, ocho por ciento, viaje combinado"
_DEFECTIVE_PRODUCT = "productos defectuosos, daños causados por productos, relación de causalidad"
_SAFETY = "deber general de seguridad, seguridad, productos defectuosos"
_NEW_HOME = "compraventa de viviendas, gastos de documentación y tramitación, daños causados por la vivienda"
_CONSUMER_RIGHTS = (
    "derechos básicos de los consumidores y usuarios, irrenunciabilidad de los derechos reconocidos"
)
# retail and e-commerce
_SALES = "venta en rebajas, precio anterior, artículos deteriorados"
_FAKE_DISCOUNT = "precio anterior, treinta días precedentes, reducción de precios"
_GIFT = "ventas con obsequio, premio o regalo, ofertas promocionales"
_PYRAMID = "venta multinivel, venta piramidal"
_MUST_SELL = "obligación de vender, limitar la cantidad de artículos"
_SPAM = (
    "comunicaciones publicitarias o promocionales, "
    "correo electrónico, revocar en cualquier momento el consentimiento"
)
_UNSUBSCRIBE = "revocar en cualquier momento el consentimiento, procedimiento sencillo y gratuito"
_COOKIES = "dispositivos de almacenamiento y recuperación de datos, información clara y completa"
_ONLINE_CONTRACT = "contratos celebrados por vía electrónica, contratación electrónica"
_CONFIRMATION = "confirmar la recepción de la aceptación, acuse de recibo, veinticuatro horas"
_HOSTING = "servicios de alojamiento o almacenamiento de datos, conocimiento efectivo, retirar los datos"
CONSUMER: dict[str, str] = {
    # returns and the right of withdrawal
    "desistir": _WITHDRAWAL,
    "arrepent": _WITHDRAWAL,
    "arrepient": _WITHDRAWAL,
    "cambiar de opinion": _WITHDRAWAL,
    "devolver la compra": _WITHDRAWAL,
    "devolver el producto": _WITHDRAWAL,
    "devolver un producto": _WITHDRAWAL,
    "devolverl": _WITHDRAWAL,
    "devolver algo": _WITHDRAWAL,
    "devolucion de la compra": _WITHDRAWAL,
    "devolucion del producto": _WITHDRAWAL,
    "gastos de devolucion": _RETURN_COSTS,
    "gastos de envio": _RETURN_COSTS,
    "devuelvan el dinero": _REFUND,
    "devuelvan mi dinero": _REFUND,
    "devolucion del dinero": _REFUND,
    "devolver el dinero": _REFUND,
    "devuelve el dinero": _REFUND,
    "devuelven el dinero": _REFUND,
    "reembols": _REFUND,
    "no admiten devoluciones": _NO_RETURN,
    "no aceptan devoluciones": _NO_RETURN,
    "de talla": "derecho contractual de desistimiento",
    "tienda fisica": "derecho contractual de desistimiento",
    "desprecint": _NO_RETURN,
    "personalizado": _NO_RETURN,
    # distance and doorstep selling
    "compra online": _DISTANCE,
    "compras online": _DISTANCE,
    "compre online": _DISTANCE,
    "comprar online": _DISTANCE,
    "comprado online": _DISTANCE,
    "compra por internet": _DISTANCE,
    "compras por internet": _DISTANCE,
    "compre por internet": _DISTANCE,
    "comprar por internet": _DISTANCE,
    "comprado por internet": _DISTANCE,
    "tienda online": _DISTANCE,
    "tienda en linea": _DISTANCE,
    "comprado en una web": _DISTANCE,
    "compre en una web": _DISTANCE,
    "comprar en una web": _DISTANCE,
    "compra en una web": _DISTANCE,
    "venta a distancia": _DISTANCE,
    "ventas a distancia": _DISTANCE,
    "compra a distancia": _DISTANCE,
    "amazon": _MARKETPLACE,
    "aliexpress": _MARKETPLACE,
    "wallapop": _MARKETPLACE,
    "vinted": _MARKETPLACE,
    "ebay": _MARKETPLACE,
    "marketplace": _MARKETPLACE,
    "puerta a puerta": _DOORSTEP,
    "venta a domicilio": _DOORSTEP,
    "vendedor a domicilio": _DOORSTEP,
    "vino a casa": _DOORSTEP,
    "vinieron a casa": _DOORSTEP,
    "excursion": "excursiones organizadas, fuera del establecimiento mercantil",
    # delivery
    "el pedido": _DELIVERY,
    "mi pedido": _DELIVERY,
    "un pedido": _DELIVERY,
    "no me ha llegado": _DELIVERY,
    "no me lo han entregado": _DELIVERY,
    "plazo de entrega": _DELIVERY,
    "retraso en la entrega": _DELIVERY,
    "entrega con retraso": _DELIVERY,
    "entregaron con retraso": _DELIVERY,
    "entregado con retraso": _DELIVERY,
    "paquete": _TRANSIT,
    "mensajero": _TRANSIT,
    "llego roto": _TRANSIT,
    "ha llegado roto": _TRANSIT,
    "stock": _OUT_OF_STOCK,
    "no lo pedi": _UNSOLICITED,
    "sin pedirlo": _UNSOLICITED,
    "no lo he pedido": _UNSOLICITED,
    "que no pedi": _UNSOLICITED,
    "no encargue": _UNSOLICITED,
    "cambiado de compania": "suministro no solicitado, envíos y suministros no solicitados",
    "cambiaron de compania": "suministro no solicitado, envíos y suministros no solicitados",
    "no solicitado": _UNSOLICITED,
    # payment
    "cargo en la tarjeta": _CARD_FRAUD,
    "cargos en la tarjeta": _CARD_FRAUD,
    "clonado la tarjeta": _CARD_FRAUD,
    "clonaron la tarjeta": _CARD_FRAUD,
    "cargo no autorizado": _CARD_FRAUD,
    "uso fraudulento": _CARD_FRAUD,
    "cargo desconocido": _CARD_FRAUD,
    "pagar con tarjeta": _CARD_SURCHARGE,
    "pago con tarjeta": _CARD_SURCHARGE,
    "recargo por pagar": _CARD_SURCHARGE,
    "cobrado de mas": _EXTRA_CHARGE,
    "cobraron de mas": _EXTRA_CHARGE,
    "cargos ocultos": _EXTRA_CHARGE,
    "casilla marcada": _EXTRA_CHARGE,
    "casillas marcadas": _EXTRA_CHARGE,
    "casilla premarcada": _EXTRA_CHARGE,
    "factura en papel": "factura en papel, factura electrónica",
    "factura electronica": "factura en papel, factura electrónica",
    # guarantees and defective goods
    "se ha roto": _DEFECT,
    "se rompio": _DEFECT,
    "viene roto": _DEFECT,
    "dejo de funcionar": _DEFECT,
    "ha dejado de funcionar": _DEFECT,
    "no funciona": _DEFECT,
    "averi": _DEFECT,
    "defectuos": "falta de conformidad, reparación o la sustitución, productos defectuosos",
    "con defectos": _DEFECT,
    "estropead": _DEFECT,
    "mal uso": "carga de la prueba, falta de conformidad, uso normal",
    "tara ": _DEFECT,
    "me lo cambien": _DEFECT,
    "cambiar por otro": _DEFECT,
    "cambio por otro": _DEFECT,
    "que me lo arreglen": _DEFECT,
    "me lo reparen": _DEFECT,
    "repararlo": _DEFECT,
    "en garantia": _GUARANTEE,
    "anos de garantia": _GUARANTEE,
    "periodo de garantia": _GUARANTEE,
    "plazo de garantia": _GUARANTEE,
    "la garantia del": _GUARANTEE,
    "la garantia de mi": _GUARANTEE,
    "tiene garantia": _GUARANTEE,
    "cubre la garantia": _GUARANTEE,
    "dura la garantia": _GUARANTEE,
    "garantia legal": _GUARANTEE,
    "sin garantia": _GUARANTEE,
    "un defecto": _GUARANTEE,
    "rebajen el precio": _PRICE_CUT,
    "rebaja en el precio": _PRICE_CUT,
    "segunda mano": _SECOND_HAND,
    "de ocasion": _SECOND_HAND,
    "ticket": _RECEIPT,
    "tique": _RECEIPT,
    "sin factura": _RECEIPT,
    "servicio tecnico": _SPARE_PARTS,
    "repuesto": _SPARE_PARTS,
    "recambio": _SPARE_PARTS,
    "piezas": _SPARE_PARTS,
    "obsolescencia": _SPARE_PARTS,
    "pagar la reparacion": _SPARE_PARTS,
    "cobran la reparacion": _SPARE_PARTS,
    "reparacion gratuita": "reparación o la sustitución, puesta en conformidad",
    "en el taller": _SPARE_PARTS,
    "garantia comercial": _COMMERCIAL_GUARANTEE,
    "garantia extendida": _COMMERCIAL_GUARANTEE,
    "garantia ampliada": _COMMERCIAL_GUARANTEE,
    "fabricante": "productor, reclamar directamente al productor",
    # complaints and disputes
    "hoja de reclamaciones": _COMPLAINT,
    "hojas de reclamaciones": _COMPLAINT,
    "libro de reclamaciones": _COMPLAINT,
    "poner una reclamacion": _COMPLAINT,
    "reclamar a la tienda": _COMPLAINT,
    "reclamar a una tienda": _COMPLAINT,
    "reclamar a la compania": _COMPLAINT,
    "atencion al cliente": _COMPLAINT,
    "servicio al cliente": _COMPLAINT,
    "arbitraje de consumo": _ARBITRATION,
    "junta arbitral": _ARBITRATION,
    "oficina de consumo": _ARBITRATION,
    "omic": _ARBITRATION,
    "asociacion de consumidores": "asociaciones de consumidores y usuarios, acciones de cesación",
    "facua": "asociaciones de consumidores y usuarios, acciones de cesación",
    "denunciar a la tienda": "infracciones en materia de defensa de los consumidores y usuarios",
    "denunciar a una tienda": "infracciones en materia de defensa de los consumidores y usuarios",
    "demandar a la tienda": "domicilio del consumidor, sumisión expresa",
    "demandar a una tienda": "domicilio del consumidor, sumisión expresa",
    "numero 902": _PREMIUM_LINE,
    "telefono 902": _PREMIUM_LINE,
    "linea 902": _PREMIUM_LINE,
    "telefono de pago": _PREMIUM_LINE,
    # contracts, clauses and prices
    "letra pequena": _FINE_PRINT,
    "condiciones generales": _FINE_PRINT,
    "abusiv": _ABUSIVE,
    "permanencia": _LOCK_IN,
    "telefonia": _LOCK_IN,
    "compania telefonica": _LOCK_IN,
    "compania de telefono": _LOCK_IN,
    "operadora": _LOCK_IN,
    "movistar": _LOCK_IN,
    "vodafone": _LOCK_IN,
    "darme de baja": _CANCEL_SERVICE,
    "darse de baja": _CANCEL_SERVICE,
    "me doy de baja": _CANCEL_SERVICE,
    "cancelar la suscripcion": _CANCEL_SERVICE,
    "gimnasio": _CANCEL_SERVICE,
    "suscripci": "contenidos o servicios digitales, poner fin al contrato, tracto sucesivo o continuado",
    "renovacion automatica": _AUTO_RENEWAL,
    "se renueva solo": _AUTO_RENEWAL,
    "renueva automaticamente": _AUTO_RENEWAL,
    "suben el precio": _PRICE_RISE,
    "subir el precio": _PRICE_RISE,
    "subido el precio": _PRICE_RISE,
    "subida de precio": _PRICE_RISE,
    "gastos de gestion": _FULL_PRICE,
    "iva incluido": _FULL_PRICE,
    "precio final": _FULL_PRICE,
    "precio anunciado": _MISLEADING,
    "error en el precio": "integración de la oferta, oferta, promoción y publicidad",
    "precio equivocado": "integración de la oferta, oferta, promoción y publicidad",
    "precio de la etiqueta": "integración de la oferta, obligación de vender",
    "publicidad engan": _MISLEADING,
    "anuncio engan": _MISLEADING,
    "resenas": "reseñas, prácticas comerciales",
    "opiniones falsas": "reseñas, prácticas comerciales",
    "llamadas comerciales": _COLD_CALLS,
    "llamada comercial": _COLD_CALLS,
    "me llaman para vender": _COLD_CALLS,
    "telemarketing": _COLD_CALLS,
    "contrato por telefono": _COLD_CALLS,
    "vulnerable": "persona consumidora vulnerable",
    "derechos del consumidor": _CONSUMER_RIGHTS,
    "derechos como consumidor": _CONSUMER_RIGHTS,
    "soy consumidor": "consumidor y usuario, concepto de empresario",
    "entre particulares": "concepto de empresario, mercados en línea",
    "a un particular": "concepto de empresario, mercados en línea",
    "de un particular": "concepto de empresario, mercados en línea",
    "compania de la luz": (
        "suministro de agua, gas o electricidad, servicios de carácter básico de interés general"
    ),
    "compania de luz": (
        "suministro de agua, gas o electricidad, servicios de carácter básico de interés general"
    ),
    "comercializadora": (
        "suministro de agua, gas o electricidad, servicios de carácter básico de interés general"
    ),
    # digital content
    "videojuego": _DIGITAL,
    "streaming": _DIGITAL,
    "netflix": _DIGITAL,
    "spotify": _DIGITAL,
    "descargar una app": _DIGITAL,
    "contenido digital": _DIGITAL,
    # package travel
    "viaje organizado": _PACKAGE,
    "viaje combinado": _PACKAGE,
    "paquete turistico": _PACKAGE,
    "paquete vacacional": _PACKAGE,
    "vuelo y hotel": "viaje combinado, servicios de viaje vinculados",
    "agencia de viajes": "viaje combinado, organizador, minorista, protección frente a la insolvencia",
    "cancelaron el viaje": _TRIP_CANCELLED,
    "cancelar el viaje": _TRIP_CANCELLED,
    "cancelo el viaje": _TRIP_CANCELLED,
    "cancelado el viaje": _TRIP_CANCELLED,
    "viaje cancelado": _TRIP_CANCELLED,
    "cancelacion del viaje": _TRIP_CANCELLED,
    "anular el viaje": _TRIP_CANCELLED,
    "ceder el viaje": "cesión del contrato de viaje combinado",
    "precio del viaje": _TRIP_PRICE,
    # defective and dangerous products
    "producto peligroso": _SAFETY,
    "comida en mal estado": _DEFECTIVE_PRODUCT,
    "alimento en mal estado": _DEFECTIVE_PRODUCT,
    "producto en mal estado": _DEFECTIVE_PRODUCT,
    "producto caducado": "fecha de caducidad, etiquetado",
    "comida caducada": "fecha de caducidad, etiquetado",
    "alimentos caducados": "fecha de caducidad, etiquetado",
    "productos peligrosos": _SAFETY,
    "exploto": _DEFECTIVE_PRODUCT,
    "me ha hecho dano": _DEFECTIVE_PRODUCT,
    "me dio una descarga": _DEFECTIVE_PRODUCT,
    "descarga electrica": _DEFECTIVE_PRODUCT,
    "me queme": _DEFECTIVE_PRODUCT,
    "quemadura": _DEFECTIVE_PRODUCT,
    "intoxic": _DEFECTIVE_PRODUCT,
    "etiqueta": "etiquetado y presentación, etiquetado",
    # buying a new home
    "sobre plano": _NEW_HOME,
    "promotora": _NEW_HOME,
    "piso nuevo": _NEW_HOME,
    "vivienda nueva": _NEW_HOME,
    # retail sales and promotions
    "rebajas": _SALES,
    "precio tachado": _FAKE_DISCOUNT,
    "descuento falso": _FAKE_DISCOUNT,
    "falso descuento": _FAKE_DISCOUNT,
    "black friday": _FAKE_DISCOUNT,
    "outlet": "venta de saldos",
    "saldos ": "venta de saldos",
    "liquidacion por cierre": "ventas en liquidación",
    "liquidacion total": "ventas en liquidación",
    "obsequio": _GIFT,
    "de regalo": _GIFT,
    "sorteo en redes": "concursos o juegos promocionales, ofertas promocionales",
    "sorteo en instagram": "concursos o juegos promocionales, ofertas promocionales",
    "piramid": _PYRAMID,
    "multinivel": _PYRAMID,
    "no me quieren vender": _MUST_SELL,
    "unidades por cliente": _MUST_SELL,
    "maquina expendedora": "venta automática, recuperación automática del importe",
    "vending": "venta automática, recuperación automática del importe",
    "mercadillo": "venta ambulante",
    "ambulante": "venta ambulante",
    "subasta": "venta en pública subasta, subastas públicas",
    "por debajo de coste": "venta con pérdida",
    "vender a perdida": "venta con pérdida",
    "abrir una tienda": "apertura, traslado o ampliación de establecimientos comerciales",
    "abrir un comercio": "apertura, traslado o ampliación de establecimientos comerciales",
    "pagar a los proveedores": "pagos a los proveedores, aplazamientos de pago",
    "franquicia": "régimen de franquicia",
    # e-commerce, spam and cookies
    "spam": _SPAM,
    "correo basura": _SPAM,
    "publicidad por correo": _SPAM,
    "publicidad por email": _SPAM,
    "correos publicitarios": _SPAM,
    "emails publicitarios": _SPAM,
    "sms publicitario": _SPAM,
    "newsletter": _UNSUBSCRIBE,
    "dejar de recibir": _UNSUBSCRIBE,
    "lista robinson": _UNSUBSCRIBE,
    "listas de publicidad": _UNSUBSCRIBE,
    "cookie": _COOKIES,
    "contrato online": _ONLINE_CONTRACT,
    "contrato por internet": _ONLINE_CONTRACT,
    "aceptar las condiciones": "condiciones generales a que, en su caso, deba sujetarse el contrato",
    "confirmacion del pedido": _CONFIRMATION,
    "email de confirmacion": _CONFIRMATION,
    "correo de confirmacion": _CONFIRMATION,
    "error en el pedido": "identificar y corregir errores",
    "me equivoque al pedir": "identificar y corregir errores",
    "aviso legal": "información general, denominación social, número de identificación fiscal",
    "nombre de dominio": "nombre de dominio",
    "dominio web": "nombre de dominio",
    "hosting": _HOSTING,
    "alojamiento web": _HOSTING,
    "contenido ilegal": _HOSTING,
}
