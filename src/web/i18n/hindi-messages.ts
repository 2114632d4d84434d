/**
 * The server's messages in Hindi, by their codes (src/shared/messages.ts; docs/architecture.md#text, docs/hindi.md).
 * Every code has its words (a missing one fails the typecheck), with the English words' `{{name}}` places.
 */
import type { MessageCode } from '@shared/messages';

export const HINDI_MESSAGES: Record<MessageCode, string> = {
  // "Unauthenticated."
  'request.unauthenticated': 'कृपया पहले लॉग इन करें।',
  // "You are not allowed to do this."
  'request.forbidden': 'आपको यह करने की इजाज़त नहीं है।',
  // "You may only update your own profile."
  'request.ownProfileOnly': 'आप सिर्फ़ अपनी प्रोफ़ाइल बदल सकते हैं।',
  // "The user does not exist."
  'request.userNotFound': 'यह यूज़र मौजूद नहीं है।',
  // "The request is too large."
  'request.tooLarge': 'भेजा गया डेटा बहुत बड़ा है।',
  // "The file may not be greater than 5 MB."
  'request.fileTooLarge': 'फ़ाइल 5 MB से बड़ी नहीं हो सकती।',
  // "The form has too many fields or files."
  'request.tooManyParts': 'फ़ॉर्म में बहुत ज़्यादा फ़ील्ड या फ़ाइलें हैं।',
  // "The form data could not be read."
  'request.formUnreadable': 'फ़ॉर्म का डेटा पढ़ा नहीं जा सका।',
  // "The given data was invalid."
  'request.invalidData': 'दी गई जानकारी सही नहीं है।',
  // "Invalid value."
  'request.invalidValue': 'यह वैल्यू सही नहीं है।',
  // "The database is unreachable. Try again in a moment."
  'request.databaseUnreachable': 'डेटाबेस से संपर्क नहीं हो पा रहा है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  // "The database is unreachable."
  'request.healthUnreachable': 'डेटाबेस से संपर्क नहीं हो पा रहा है।',
  // "The server has run out of disk space; nothing was saved."
  'request.diskFull': 'सर्वर में जगह ख़त्म हो गई है; कुछ भी सेव नहीं हुआ।',
  // "The route {{method}} {{path}} does not exist."
  'request.routeNotFound': 'रूट {{method}} {{path}} मौजूद नहीं है।',
  // "Server Error"
  'request.serverError': 'सर्वर में कुछ गड़बड़ हो गई',
  // "The request could not be handled."
  'request.refused': 'यह रिक्वेस्ट पूरी नहीं हो सकी।',
  // "This form does not take a file here."
  'request.uploadNoFile': 'इस फ़ॉर्म में यहाँ फ़ाइल नहीं भेजी जा सकती।',
  // "The server is busy receiving other pictures. Please try again in a moment."
  'request.uploadBusy': 'सर्वर अभी दूसरी तस्वीरें ले रहा है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  // "The form took too long to arrive. Please try again on a steadier connection."
  'request.uploadTooSlow': 'फ़ॉर्म पहुँचने में बहुत देर लगी। कृपया बेहतर कनेक्शन पर फिर से कोशिश करें।',
  // "Pictures are already being sent from your connection. Please wait until they are done."
  'request.uploadsPerAddress': 'आपके कनेक्शन से पहले ही तस्वीरें भेजी जा रही हैं। कृपया उनके पूरा होने तक रुकें।',
  // "Must be text."
  'field.text': 'यहाँ टेक्स्ट डालें।',
  // "At most {{max}} characters."
  'field.atMost': 'ज़्यादा से ज़्यादा {{max}} अक्षर हो सकते हैं।',
  // "At least {{min}} characters."
  'field.atLeast': 'कम से कम {{min}} अक्षर होने चाहिए।',
  // "At most {{max}} items."
  'field.atMostItems': 'ज़्यादा से ज़्यादा {{max}} चीज़ें हो सकती हैं।',
  // "At least {{min}} items."
  'field.atLeastItems': 'कम से कम {{min}} चीज़ें होनी चाहिए।',
  // "Must be at most {{max}}."
  'field.numberAtMost': 'ज़्यादा से ज़्यादा {{max}} डालें।',
  // "Must be at least {{min}}."
  'field.numberAtLeast': 'कम से कम {{min}} डालें।',
  // "Must be a plain value of at most 191 characters."
  'field.plainValue': 'यहाँ ज़्यादा से ज़्यादा 191 अक्षरों की सादी वैल्यू ही डालें।',
  // "Please enter a valid e-mail address"
  'field.email': 'कृपया सही ईमेल पता डालें',
  // "Gender must be 1 (male) or 2 (female)."
  'field.gender': 'लिंग 1 (पुरुष) या 2 (महिला) होना चाहिए।',
  // "Name is required!"
  'field.nameRequired': 'नाम ज़रूरी है!',
  // "Password is required!"
  'field.passwordRequired': 'पासवर्ड ज़रूरी है!',
  // "Confirm password is required!"
  'field.confirmPasswordRequired': 'पासवर्ड दोबारा डालना ज़रूरी है!',
  // "Passwords must match!"
  'field.passwordsMustMatch': 'दोनों पासवर्ड एक जैसे होने चाहिए!',
  // "Current Password is required!"
  'field.currentPasswordRequired': 'मौजूदा पासवर्ड ज़रूरी है!',
  // "New Password is required!"
  'field.newPasswordRequired': 'नया पासवर्ड ज़रूरी है!',
  // "Confirm New Password is required!"
  'field.confirmNewPasswordRequired': 'नया पासवर्ड दोबारा डालना ज़रूरी है!',
  // "Invalid DOB"
  'field.dob': 'जन्मदिन की तारीख़ सही नहीं है',
  // "Invalid Anniversary Date"
  'field.anniversary': 'सालगिरह की तारीख़ सही नहीं है',
  // "Phone number is required!"
  'phone.required': 'फ़ोन नंबर ज़रूरी है!',
  // "Phone must be a number"
  'phone.number': 'फ़ोन नंबर में सिर्फ़ अंक होने चाहिए',
  // "Please Enter Valid Phone Number"
  'phone.valid': 'कृपया सही फ़ोन नंबर डालें',
  // "Successfully"
  'accounts.loginSuccess': 'लॉग इन हो गया',
  // "Successful"
  'accounts.registerSuccess': 'रजिस्ट्रेशन हो गया',
  // "The phone number or password is incorrect."
  'accounts.invalidCredentials': 'फ़ोन नंबर या पासवर्ड ग़लत है।',
  // "Your account has been deactivated. Please contact the salon."
  'accounts.deactivated': 'आपका अकाउंट बंद कर दिया गया है। कृपया सैलून से संपर्क करें।',
  // "Too many failed login attempts. Please try again in 15 minutes."
  'accounts.tooManyAttempts': 'लॉग इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया 15 मिनट बाद फिर से कोशिश करें।',
  // "Too many attempts from this address. Please try again in a minute."
  'accounts.tooManyRequests': 'इस नेटवर्क से बहुत ज़्यादा कोशिशें हुई हैं। कृपया एक मिनट बाद फिर से कोशिश करें।',
  // "There have been many failed login attempts for this phone number. Please wait a few minutes and try again."
  'accounts.tooManyPhoneFailures': 'इस फ़ोन नंबर के लिए लॉग इन की कई कोशिशें नाकाम रही हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  // "Too many accounts have been created from this address. Please try again later."
  'accounts.tooManyRegistrations': 'इस नेटवर्क से बहुत सारे अकाउंट बनाए गए हैं। कृपया बाद में फिर से कोशिश करें।',
  // "Too many attempts to change the password. Please try again later."
  'accounts.tooManyPasswordChanges': 'पासवर्ड बदलने की बहुत सारी कोशिशें हो चुकी हैं। कृपया बाद में फिर से कोशिश करें।',
  // "The password must be at least 8 characters."
  'accounts.passwordShort': 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।',
  // "This password is too common. Please choose one that is harder to guess."
  'accounts.passwordCommon': 'यह पासवर्ड बहुत आम है। कृपया ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।',
  // "The server is busy. Please try again in a moment."
  'accounts.busy': 'सर्वर अभी व्यस्त है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  // "The phone has already been taken."
  'accounts.phoneTaken': 'यह फ़ोन नंबर पहले से रजिस्टर है।',
  // "Password Changed Successfully"
  'accounts.passwordChanged': 'पासवर्ड बदल गया',
  // "The current password is incorrect."
  'accounts.currentPasswordWrong': 'मौजूदा पासवर्ड ग़लत है।',
  // "The new password confirmation does not match."
  'accounts.confirmationMismatch': 'दोबारा डाला गया नया पासवर्ड मेल नहीं खाता।',
  // "Profile Updated"
  'accounts.profileUpdated': 'प्रोफ़ाइल अपडेट हो गई',
  // "Successfully logged out"
  'accounts.loggedOut': 'लॉग आउट हो गया',
  // "The image must be a JPEG, PNG or WebP picture."
  'accounts.imageInvalid': 'तस्वीर JPEG, PNG या WebP होनी चाहिए।',
  // "The image may not be greater than 5 MB."
  'accounts.imageTooLarge': 'तस्वीर 5 MB से बड़ी नहीं हो सकती।',
  // "The language must be English or Hindi."
  'accounts.languageInvalid': 'भाषा अंग्रेज़ी या हिन्दी ही हो सकती है।',
  // "Language saved."
  'accounts.languageSaved': 'भाषा सेव हो गई।',
  // "Password Changed Successfully"
  'users.passwordChanged': 'पासवर्ड बदल गया',
  // "Status Updated Sucessfully"
  'users.statusUpdated': 'स्टेटस अपडेट हो गया',
  // "New Password is required!"
  'users.newPasswordRequired': 'नया पासवर्ड ज़रूरी है!',
  // "Confirm Password is required!"
  'users.confirmPasswordRequired': 'पासवर्ड दोबारा डालना ज़रूरी है!',
  // "Passwords must match!"
  'users.passwordsMustMatch': 'दोनों पासवर्ड एक जैसे होने चाहिए!',
  // "Please choose a user."
  'users.userRequired': 'कृपया यूज़र चुनें।',
  // "Status must be 0 (deactivated) or 1 (activated)."
  'users.statusInvalid': 'स्टेटस 0 (बंद) या 1 (चालू) होना चाहिए।',
  // "The user does not exist."
  'users.notFound': 'यह यूज़र मौजूद नहीं है।',
  // "You cannot deactivate your own account."
  'users.selfDeactivation': 'आप अपना ही अकाउंट बंद नहीं कर सकते।',
  // "Successful."
  'customers.added': 'सेव हो गया।',
  // "The JSON body may nest at most 16 levels deep."
  'json.tooDeep': 'भेजे गए डेटा में 16 से ज़्यादा परतें नहीं हो सकतीं।',
  // "The JSON body may hold at most 10,000 values."
  'json.tooLong': 'भेजे गए डेटा में ज़्यादा से ज़्यादा 10,000 वैल्यू हो सकती हैं।',
  // "page must be a whole number from 1 to 1000000."
  'paging.page': 'पेज 1 से 10,00,000 तक की पूरी संख्या होनी चाहिए।',
  // "limit must be a whole number from 1 to 500."
  'paging.limit': 'लिमिट 1 से 500 तक की पूरी संख्या होनी चाहिए।',
  // "The cart could not be read."
  'cart.unreadable': 'कार्ट पढ़ा नहीं जा सका।',
  // "A service in the cart is no longer available."
  'cart.unknownService': 'कार्ट की एक सर्विस अब उपलब्ध नहीं है।',
  // "Each quantity must be a whole number from 1 to 20."
  'cart.quantity': 'हर सर्विस की संख्या 1 से 20 तक ही हो सकती है।',
  // "A cart holds at most 100 services."
  'cart.tooMany': 'कार्ट में ज़्यादा से ज़्यादा 100 सर्विसेज़ हो सकती हैं।',
  // "A service can be added to the cart once."
  'cart.duplicate': 'एक सर्विस कार्ट में एक ही बार जोड़ी जा सकती है।',
  // "The category must be a number."
  'catalogue.category': 'कैटेगरी नंबर में होनी चाहिए।',
  // "staff must be 0 or 1."
  'catalogue.staff': 'स्टाफ़ 0 या 1 होना चाहिए।',
  // "Appointment Booked Sucessfully"
  'appointments.booked': 'अपॉइंटमेंट बुक हो गया',
  // "Please select at least one service."
  'appointments.noService': 'कृपया कम से कम एक सर्विस चुनें।',
  // "A chosen service is not available any more."
  'appointments.unknownService': 'चुनी गई एक सर्विस अब उपलब्ध नहीं है।',
  // "The chosen services could not be read."
  'appointments.unreadableServices': 'चुनी गई सर्विसेज़ पढ़ी नहीं जा सकीं।',
  // "Each quantity must be a whole number from 1 to 20."
  'appointments.quantity': 'हर सर्विस की संख्या 1 से 20 तक ही हो सकती है।',
  // "A booking holds at most 100 services."
  'appointments.tooMany': 'एक बुकिंग में ज़्यादा से ज़्यादा 100 सर्विसेज़ हो सकती हैं।',
  // "Please choose a valid date and time."
  'appointments.badDate': 'कृपया सही तारीख़ और समय चुनें।',
  // "The appointment date cannot be before today."
  'appointments.pastDate': 'अपॉइंटमेंट की तारीख़ आज से पहले की नहीं हो सकती।',
  // "You can only book an appointment for yourself."
  'appointments.otherUser': 'आप सिर्फ़ अपने लिए अपॉइंटमेंट बुक कर सकते हैं।',
  // "You have made too many bookings for now. Please try again later or call the salon."
  'appointments.tooManyBookings': 'आपने अभी बहुत सारी बुकिंग कर ली हैं। कृपया बाद में फिर से कोशिश करें या सैलून को फ़ोन करें।',
  // "You already have {{count}} booking requests waiting for the salon’s answer. Please wait for the salon to answer them before you book again, or call the salon."
  'appointments.tooManyOpenRequests':
    'आपकी {{count}} बुकिंग पहले से सैलून के जवाब का इंतज़ार कर रही हैं। कृपया दोबारा बुक करने से पहले सैलून के जवाब का इंतज़ार करें, या सैलून को फ़ोन करें।',
  // "This offer is not available any more."
  'appointments.unknownOffer': 'यह ऑफ़र अब उपलब्ध नहीं है।',
  // "This Idempotency-Key belongs to another booking."
  'appointments.keyReused': 'यह आइडेम्पोटेंसी-की किसी दूसरी बुकिंग की है।',
  // "The Idempotency-Key header must be 1 to 100 letters, digits, dots, colons, dashes or underscores."
  'appointments.badKey':
    'आइडेम्पोटेंसी-की हेडर में 1 से 100 तक अंग्रेज़ी अक्षर, अंक, बिंदु (.), कोलन (:), डैश (-) या अंडरस्कोर (_) ही हो सकते हैं।',
  // "Only the salon’s staff can add products or choose a staff member."
  'appointments.staffOnly': 'प्रोडक्ट जोड़ना या स्टाफ़ मेंबर चुनना सिर्फ़ सैलून का स्टाफ़ कर सकता है।',
  // "Please choose a staff member of the salon."
  'appointments.unknownStaff': 'कृपया सैलून का स्टाफ़ मेंबर चुनें।',
  // "Name is required!"
  'appointments.productName': 'नाम ज़रूरी है!',
  // "Too little"
  'appointments.productTooLittle': 'बहुत कम है',
  // "Very costly!"
  'appointments.productTooCostly': 'कीमत बहुत ज़्यादा है!',
  // "The added products could not be read."
  'appointments.unreadableProducts': 'जोड़े गए प्रोडक्ट पढ़े नहीं जा सके।',
  // "A booking holds at most 20 products."
  'appointments.tooManyProducts': 'एक बुकिंग में ज़्यादा से ज़्यादा 20 प्रोडक्ट हो सकते हैं।',
  // "Approved Successfully"
  'appointments.approved': 'अपॉइंटमेंट मंज़ूर हो गया',
  // "Rejected Successfully"
  'appointments.rejected': 'अपॉइंटमेंट नामंज़ूर हो गया',
  // "This appointment does not exist."
  'appointments.notFound': 'यह अपॉइंटमेंट मौजूद नहीं है।',
  // "Status must be 1 (Approved) or 2 (Rejected)."
  'appointments.status': 'स्टेटस 1 (मंज़ूर) या 2 (नामंज़ूर) होना चाहिए।',
  // "Attendance added successfully."
  'attendance.added': 'हाज़िरी लग गई।',
  // "Attendance updated successfully."
  'attendance.updated': 'हाज़िरी अपडेट हो गई।',
  // "Check-in time updated successfully."
  'attendance.checkInUpdated': 'चेक इन का समय अपडेट हो गया।',
  // "Check-out time updated successfully."
  'attendance.checkOutUpdated': 'चेक आउट का समय अपडेट हो गया।',
  // "You Have Already Marked Your Attendence"
  'attendance.alreadyMarked': 'आपकी हाज़िरी पहले ही लग चुकी है',
  // "Please check in before checking out."
  'attendance.notCheckedIn': 'कृपया चेक आउट से पहले चेक इन करें।',
  // "The check-out time cannot be before the check-in time."
  'attendance.endBeforeStart': 'चेक आउट का समय चेक इन से पहले का नहीं हो सकता।',
  // "The check-in time cannot be after the check-out time."
  'attendance.startAfterEnd': 'चेक इन का समय चेक आउट के बाद का नहीं हो सकता।',
  // "Type must be 1 (check in) or 2 (check out)."
  'attendance.type': 'टाइप 1 (चेक इन) या 2 (चेक आउट) होना चाहिए।',
  // "Please enter a valid time (HH:mm)."
  'attendance.time': 'कृपया सही समय डालें (घंटे:मिनट)।',
  // "Please enter the time."
  'attendance.timeRequired': 'कृपया समय डालें।',
  // "Please enter a valid date."
  'attendance.date': 'कृपया सही तारीख़ डालें।',
  // "Attendance cannot be marked for a future date."
  'attendance.futureDate': 'आने वाली तारीख़ की हाज़िरी नहीं लगाई जा सकती।',
  // "You can only mark your own attendance."
  'attendance.ownOnly': 'आप सिर्फ़ अपनी हाज़िरी लगा सकते हैं।',
  // "You can only mark today’s attendance."
  'attendance.todayOnly': 'आप सिर्फ़ आज की हाज़िरी लगा सकते हैं।',
  // "You can only see your own attendance."
  'attendance.ownOnlyView': 'आप सिर्फ़ अपनी हाज़िरी देख सकते हैं।',
  // "Please choose a staff member."
  'attendance.staffRequired': 'कृपया स्टाफ़ मेंबर चुनें।',
  // "This staff member does not exist."
  'attendance.unknownStaff': 'यह स्टाफ़ मेंबर मौजूद नहीं है।',
  // "The start date cannot be after the end date."
  'attendance.rangeOrder': 'शुरू की तारीख़ आख़िरी तारीख़ के बाद की नहीं हो सकती।',
  // "Please choose at most 366 days."
  'attendance.rangeLength': 'कृपया ज़्यादा से ज़्यादा 366 दिन चुनें।',
  // "Please enter a valid date (YYYY-MM-DD)."
  'dashboard.date': 'कृपया सही तारीख़ डालें (साल-महीना-दिन)।',
  // "The start date cannot be after the end date."
  'dashboard.rangeOrder': 'शुरू की तारीख़ आख़िरी तारीख़ के बाद की नहीं हो सकती।',
  // "Please choose at most 366 days."
  'dashboard.rangeLength': 'कृपया ज़्यादा से ज़्यादा 366 दिन चुनें।',
  // "Please choose at most 366 days."
  'dashboard.birthdayRangeLength': 'कृपया ज़्यादा से ज़्यादा 366 दिन चुनें।',
  // "Successful."
  'expenses.added': 'सेव हो गया।',
  // "Expense has been updated!"
  'expenses.updated': 'खर्च अपडेट हो गया!',
  // "Expense has been deleted!"
  'expenses.deleted': 'खर्च हटा दिया गया!',
  // "Date is required!"
  'expenses.dateRequired': 'तारीख़ ज़रूरी है!',
  // "Please enter a valid date."
  'expenses.date': 'कृपया सही तारीख़ डालें।',
  // "You can not Enter Previous Date Expense"
  'expenses.previousDate': 'पिछली तारीख़ का खर्च नहीं डाला जा सकता',
  // "You can not Enter Future Date Expense"
  'expenses.futureDate': 'आने वाली तारीख़ का खर्च नहीं डाला जा सकता',
  // "Please Enter Prevoius Date Expense Before Entering Next Date Expense"
  'expenses.dateGap': 'अगली तारीख़ का खर्च डालने से पहले पिछली तारीख़ का खर्च डालें',
  // "The cash book has changed since you opened this form. Please check the opening balance and try again."
  'expenses.changed': 'यह फ़ॉर्म खोलने के बाद कैश बुक बदल गई है। कृपया ओपनिंग बैलेंस जाँचें और फिर से कोशिश करें।',
  // "Expense is required!"
  'expenses.expenseRequired': 'खर्च ज़रूरी है!',
  // "Total expense is required!"
  'expenses.totalRequired': 'कुल रकम ज़रूरी है!',
  // "Cash expense is required!"
  'expenses.cashRequired': 'कैश रकम ज़रूरी है!',
  // "Online expense is required!"
  'expenses.onlineRequired': 'ऑनलाइन रकम ज़रूरी है!',
  // "Please enter an amount of rupees (at most two decimals, not below 0)."
  'expenses.amount': 'कृपया रुपये में रकम डालें (0 या उससे ज़्यादा, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक)।',
  // "The closing must be an amount of rupees (at most two decimals)."
  'expenses.closing': 'क्लोज़िंग रुपये में रकम होनी चाहिए (दशमलव के बाद ज़्यादा से ज़्यादा दो अंक)।',
  // "The comment is at most 1000 characters."
  'expenses.comment': 'टिप्पणी ज़्यादा से ज़्यादा 1000 अक्षरों की हो सकती है।',
  // "Holiday must be 1 (yes) or 0 (no)."
  'expenses.holiday': 'छुट्टी 1 (हाँ) या 0 (नहीं) होनी चाहिए।',
  // "This day is already marked as a holiday."
  'expenses.holidayTaken': 'इस दिन की छुट्टी पहले से दर्ज है।',
  // "A holiday can only be entered for a day with no other entries."
  'expenses.holidayNotEmpty': 'छुट्टी सिर्फ़ उसी दिन की डाली जा सकती है जिस दिन कोई और एंट्री न हो।',
  // "The date cannot be before the previous entry’s date ({{date}})."
  'expenses.beforePrevious': 'तारीख़ पिछली एंट्री की तारीख़ ({{date}}) से पहले की नहीं हो सकती।',
  // "The date cannot be after the next entry’s date ({{date}})."
  'expenses.afterNext': 'तारीख़ अगली एंट्री की तारीख़ ({{date}}) के बाद की नहीं हो सकती।',
  // "This expense does not exist."
  'expenses.notFound': 'यह खर्च मौजूद नहीं है।',
  // "Please choose an expense."
  'expenses.id': 'कृपया खर्च चुनें।',
  // "The start date cannot be after the end date."
  'expenses.rangeOrder': 'शुरू की तारीख़ आख़िरी तारीख़ के बाद की नहीं हो सकती।',
  // "direction must be asc or desc."
  'expenses.direction': 'क्रम बढ़ता या घटता ही हो सकता है।',
  // "sortby must be date, total, cash, expense or closing."
  'expenses.sortby': 'क्रम सिर्फ़ तारीख़, कुल, कैश, खर्च या क्लोज़िंग से लगाया जा सकता है।',
  // "Offer Name is required!"
  'offers.nameRequired': 'ऑफ़र का नाम ज़रूरी है!',
  // "Status is required!"
  'offers.statusRequired': 'स्टेटस ज़रूरी है!',
  // "Sorting must be a whole number."
  'offers.sortInvalid': 'क्रम एक पूरी संख्या होनी चाहिए।',
  // "Please enter a valid expiry date."
  'offers.expiryInvalid': 'कृपया ऑफ़र ख़त्म होने की सही तारीख़ डालें।',
  // "The image must be a JPEG, PNG or WebP picture."
  'offers.imageInvalid': 'तस्वीर JPEG, PNG या WebP होनी चाहिए।',
  // "Offer has been added!"
  'offers.added': 'ऑफ़र जुड़ गया!',
  // "Offer has been Updated!"
  'offers.updated': 'ऑफ़र अपडेट हो गया!',
  // "Offer has been Deleted!"
  'offers.deleted': 'ऑफ़र हटा दिया गया!',
  // "The offer does not exist."
  'offers.notFound': 'यह ऑफ़र मौजूद नहीं है।',
  // "Order has been created!"
  'orders.created': 'ऑर्डर बन गया!',
  // "Payment has been added!"
  'orders.paid': 'पेमेंट जुड़ गया!',
  // "Kindly Select the service first"
  'orders.kindlySelectService': 'कृपया पहले सर्विस चुनें',
  // "You need to select a service first"
  'orders.needService': 'पहले एक सर्विस चुनना ज़रूरी है',
  // "Service can't be empty"
  'orders.serviceEmpty': 'सर्विस खाली नहीं रह सकती',
  // "A chosen service is not available any more."
  'orders.unknownService': 'चुनी गई एक सर्विस अब उपलब्ध नहीं है।',
  // "Please choose a staff member for each service."
  'orders.staffNeeded': 'कृपया हर सर्विस के लिए स्टाफ़ मेंबर चुनें।',
  // "Please choose a staff member of the salon."
  'orders.unknownStaff': 'कृपया सैलून का स्टाफ़ मेंबर चुनें।',
  // "Each quantity must be a whole number from 1 to 20."
  'orders.quantity': 'हर सर्विस की संख्या 1 से 20 तक ही हो सकती है।',
  // "The discount cannot be more than the price."
  'orders.discount': 'डिस्काउंट कीमत से ज़्यादा नहीं हो सकता।',
  // "Please enter an amount of rupees (at most two decimals, not below 0)."
  'orders.amount': 'कृपया रुपये में रकम डालें (0 या उससे ज़्यादा, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक)।',
  // "The invoice items could not be read."
  'orders.unreadable': 'बिल की चीज़ें पढ़ी नहीं जा सकीं।',
  // "An invoice holds at most 100 lines."
  'orders.tooManyLines': 'एक बिल में ज़्यादा से ज़्यादा 100 लाइनें हो सकती हैं।',
  // "Please choose a customer."
  'orders.customer': 'कृपया ग्राहक चुनें।',
  // "Please choose a valid bill date."
  'orders.billDate': 'कृपया बिल की सही तारीख़ चुनें।',
  // "The bill date cannot be later than now."
  'orders.futureBillDate': 'बिल की तारीख़ अभी के बाद की नहीं हो सकती।',
  // "Staff can date a bill no earlier than yesterday. Please ask the admin for an older date."
  'orders.staffBillDate': 'स्टाफ़ बिल पर पिछले दिन से पुरानी तारीख़ नहीं डाल सकता। इससे पुरानी तारीख़ के लिए कृपया एडमिन से कहें।',
  // "The total does not match the items. Please check the invoice and try again."
  'orders.totalMismatch': 'कुल रकम बिल की चीज़ों से मेल नहीं खाती। कृपया बिल जाँचें और फिर से कोशिश करें।',
  // "The amount paid cannot be more than the total."
  'orders.overpaid': 'जमा रकम कुल से ज़्यादा नहीं हो सकती।',
  // "The payment is more than the amount due."
  'orders.paymentTooMuch': 'पेमेंट बकाया रकम से ज़्यादा है।',
  // "Please enter a cash or online amount."
  'orders.paymentEmpty': 'कृपया कैश या ऑनलाइन रकम डालें।',
  // "This order is already paid."
  'orders.settled': 'इस ऑर्डर का पूरा पेमेंट हो चुका है।',
  // "This order does not exist."
  'orders.notFound': 'यह ऑर्डर मौजूद नहीं है।',
  // "The payment reference is at most 191 characters."
  'orders.paymentId': 'पेमेंट रेफ़रेंस ज़्यादा से ज़्यादा 191 अक्षरों का हो सकता है।',
  // "Month must be 1 to 12."
  'orders.listMonth': 'महीना 1 से 12 तक होना चाहिए।',
  // "Year must be 2021 to 2031."
  'orders.listYear': 'साल 2021 से 2031 तक होना चाहिए।',
  // "Staff must be a user id."
  'orders.listStaff': 'स्टाफ़ किसी यूज़र की ID होनी चाहिए।',
  // "Services must be a service id."
  'orders.listServices': 'सर्विसेज़ में सर्विस की ID होनी चाहिए।',
  // "Page must be a whole number from 1."
  'orders.listPage': 'पेज 1 या उससे बड़ी पूरी संख्या होनी चाहिए।',
  // "Limit must be 1 to 50."
  'orders.listLimit': 'लिमिट 1 से 50 तक होनी चाहिए।',
  // "sortby must be desc or asc."
  'orders.listSortby': 'क्रम घटता या बढ़ता ही हो सकता है।',
  // "The invoice has been cancelled."
  'orders.cancelled': 'इनवॉइस रद्द कर दिया गया है।',
  // "Please write why the invoice is cancelled."
  'orders.cancelReason': 'कृपया लिखें कि इनवॉइस क्यों रद्द किया जा रहा है।',
  // "This invoice is cancelled already."
  'orders.alreadyCancelled': 'यह इनवॉइस पहले ही रद्द हो चुका है।',
  // "This invoice is cancelled: it takes no payments."
  'orders.cancelledNoPayment': 'यह इनवॉइस रद्द है: इस पर भुगतान नहीं लिया जा सकता।',
  // "This month has more than 10,000 invoices: too many for one sheet."
  'orders.sheetTooLarge': 'इस महीने 10,000 से ज़्यादा इनवॉइस हैं: एक शीट में इतने नहीं आ सकते।',
  // "Date is required!"
  'salary.dateRequired': 'तारीख़ ज़रूरी है!',
  // "Please enter a valid date."
  'salary.date': 'कृपया सही तारीख़ डालें।',
  // "The salary date cannot be later than today."
  'salary.futureDate': 'सैलरी की तारीख़ आज के बाद की नहीं हो सकती।',
  // "Please choose a staff member."
  'salary.staffRequired': 'कृपया स्टाफ़ मेंबर चुनें।',
  // "Please choose an active staff member of the salon."
  'salary.unknownStaff': 'कृपया सैलून का कोई चालू स्टाफ़ मेंबर चुनें।',
  // "Please enter an amount of rupees (a number not below 0, at most two decimals)."
  'salary.amount': 'कृपया रुपये में रकम डालें (0 या उससे ज़्यादा, दशमलव के बाद ज़्यादा से ज़्यादा दो अंक)।',
  // "Please enter a cash or online amount."
  'salary.amountEmpty': 'कृपया कैश या ऑनलाइन रकम डालें।',
  // "The comment is at most 500 characters."
  'salary.comment': 'टिप्पणी ज़्यादा से ज़्यादा 500 अक्षरों की हो सकती है।',
  // "Salary has been added!"
  'salary.added': 'सैलरी जुड़ गई!',
  // "Salary has been updated!"
  'salary.updated': 'सैलरी अपडेट हो गई!',
  // "Salary has been deleted!"
  'salary.deleted': 'सैलरी हटा दी गई!',
  // "This salary payment does not exist."
  'salary.notFound': 'यह सैलरी पेमेंट मौजूद नहीं है।',
  // "The start date cannot be after the end date."
  'salary.rangeOrder': 'शुरू की तारीख़ आख़िरी तारीख़ के बाद की नहीं हो सकती।',
  // "sortby must be date, amount or online_amount."
  'salary.sortby': 'क्रम सिर्फ़ तारीख़, रकम या ऑनलाइन रकम से लगाया जा सकता है।',
  // "direction must be asc or desc."
  'salary.direction': 'क्रम बढ़ता या घटता ही हो सकता है।',
  // "Name is required!"
  'services.nameRequired': 'नाम ज़रूरी है!',
  // "Price must be a number"
  'services.priceNumber': 'कीमत एक संख्या होनी चाहिए',
  // "Price is required."
  'services.priceRequired': 'कीमत ज़रूरी है।',
  // "Too little"
  'services.tooLittle': 'बहुत कम है',
  // "The price may be at most ₹10,00,000."
  'services.priceTooHigh': 'कीमत ज़्यादा से ज़्यादा ₹10,00,000 हो सकती है।',
  // "Please use at most 2 decimals."
  'services.paise': 'कृपया दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक डालें।',
  // "Discount must be a number"
  'services.discountNumber': 'डिस्काउंट एक संख्या होनी चाहिए',
  // "The discount cannot be more than the price."
  'services.discountAbovePrice': 'डिस्काउंट कीमत से ज़्यादा नहीं हो सकता।',
  // "Category is required!"
  'services.categoryRequired': 'कैटेगरी ज़रूरी है!',
  // "Please choose categories from the list."
  'services.categoryUnknown': 'कृपया लिस्ट में से कैटेगरी चुनें।',
  // "A service may be in at most 20 categories."
  'services.categoriesTooMany': 'एक सर्विस ज़्यादा से ज़्यादा 20 कैटेगरी में हो सकती है।',
  // "Status is required!"
  'services.statusRequired': 'स्टेटस ज़रूरी है!',
  // "Sorting must be a whole number of 0 or more."
  'services.sortingInvalid': 'क्रम 0 या उससे बड़ी पूरी संख्या होनी चाहिए।',
  // "The description may be at most 20,000 characters."
  'services.commentTooLong': 'जानकारी ज़्यादा से ज़्यादा 20,000 अक्षरों की हो सकती है।',
  // "The service does not exist."
  'services.notFound': 'यह सर्विस मौजूद नहीं है।',
  // "The service does not exist. ({{id}})"
  'services.notFoundId': 'यह सर्विस मौजूद नहीं है। ({{id}})',
  // "Service has been added!"
  'services.added': 'सर्विस जुड़ गई!',
  // "Service has been updated!"
  'services.updated': 'सर्विस अपडेट हो गई!',
  // "Sorting has been updated!"
  'services.sortingSaved': 'क्रम अपडेट हो गया!',
  // "Send at least one service to sort."
  'services.sortingEmpty': 'क्रम लगाने के लिए कम से कम एक सर्विस भेजें।',
  // "At most 500 services can be sorted at once."
  'services.sortingTooMany': 'एक बार में ज़्यादा से ज़्यादा 500 सर्विसेज़ का क्रम लगाया जा सकता है।',
  // "A service may appear only once."
  'services.sortingRepeated': 'एक सर्विस सिर्फ़ एक बार आ सकती है।',
  // "Salon settings saved."
  'settings.saved': 'सैलून की सेटिंग्स सेव हो गईं।',
  // "Salon name is required!"
  'settings.name': 'सैलून का नाम ज़रूरी है!',
  // "Address is required!"
  'settings.address': 'पता ज़रूरी है!',
  // "City is required!"
  'settings.city': 'शहर ज़रूरी है!',
  // "Opening hours are required!"
  'settings.openingHours': 'खुलने का समय ज़रूरी है!',
  // "Please enter one or two phone numbers."
  'settings.phones': 'कृपया एक या दो फ़ोन नंबर डालें।',
  // "PIN code must be 6 digits."
  'settings.postalCode': 'पिन कोड 6 अंकों का होना चाहिए।',
  // "Please enter a full web address starting with {{scheme}}"
  'settings.url': 'कृपया {{scheme}} से शुरू होने वाला पूरा वेब पता डालें।',
  // "Latitude must be a number from -90 to 90."
  'settings.latitude': 'अक्षांश -90 से 90 के बीच की संख्या होना चाहिए।',
  // "Longitude must be a number from -180 to 180."
  'settings.longitude': 'देशांतर -180 से 180 के बीच की संख्या होना चाहिए।',
  // "Write the hours for search engines like {{example}}."
  'settings.openingHoursSpec': 'सर्च इंजन के लिए समय {{example}} की तरह लिखें।',
  // "Please enter a valid GSTIN: 15 letters and digits, like {{example}}."
  'settings.gstin': 'कृपया सही GSTIN डालें: 15 अक्षर और अंक, जैसे {{example}}।',
  // "The GSTIN's first two digits must be the code of the salon's state."
  'settings.gstinState': 'GSTIN के पहले दो अंक सैलून के राज्य का कोड होने चाहिए।',
  // "The GSTIN's last character does not match the others. Please check it."
  'settings.gstinCheck': 'GSTIN का आख़िरी अक्षर बाक़ी से मेल नहीं खाता। कृपया इसे जाँचें।',
  // "Please enter the legal name registered with this GSTIN."
  'settings.legalName': 'कृपया इस GSTIN के साथ रजिस्टर्ड क़ानूनी नाम डालें।',
  // "Please choose the state."
  'settings.state': 'कृपया राज्य चुनें।',
  // "The GST rate must be from 0 to 28 percent, with at most two decimals."
  'settings.gstRate': 'GST की दर 0 से 28 प्रतिशत तक होनी चाहिए, ज़्यादा से ज़्यादा दो दशमलव तक।',
  // "Please enter a valid UPI ID, like {{example}}."
  'settings.upiId': 'कृपया सही UPI ID डालें, जैसे {{example}}।',
  // "Please enter the name UPI apps show for this UPI ID."
  'settings.upiPayee': 'कृपया वह नाम डालें जो UPI ऐप इस UPI ID के लिए दिखाते हैं।',
  // "The invoice prefix is 1 to 10 capital letters or digits."
  'settings.invoicePrefix': 'इनवॉइस का प्रीफ़िक्स 1 से 10 कैपिटल अक्षर या अंक होता है।',
  // "Please choose an SAC code for each category."
  'settings.sac': 'कृपया हर कैटेगरी के लिए SAC कोड चुनें।',
  // "SAC codes can be set for the salon's categories only."
  'settings.sacCategory': 'SAC कोड सिर्फ़ सैलून की कैटेगरी के लिए सेट हो सकते हैं।',
  // "The HSN code is 4, 6 or 8 digits."
  'settings.hsn': 'HSN कोड 4, 6 या 8 अंकों का होता है।',
  // "Please enter the product's name."
  'settings.productName': 'कृपया प्रोडक्ट का नाम डालें।',
  // "Each product can be listed once."
  'settings.productTwice': 'हर प्रोडक्ट सिर्फ़ एक बार लिखा जा सकता है।',
  // "List at most 40 products."
  'settings.products': 'ज़्यादा से ज़्यादा 40 प्रोडक्ट लिखें।',
  // "A figure is a whole number from 0 to 1,00,00,000, or empty."
  'settings.counter': 'आँकड़ा 0 से 1,00,00,000 तक की पूरी संख्या हो, या ख़ाली छोड़ें।',
  // "Photo added."
  'photos.added': 'फ़ोटो जुड़ गई।',
  // "Photo removed."
  'photos.removed': 'फ़ोटो हटा दी गई।',
  // "Photo moved."
  'photos.moved': 'फ़ोटो की जगह बदल गई।',
  // "Please choose a photo to upload."
  'photos.imageRequired': 'कृपया अपलोड करने के लिए फ़ोटो चुनें।',
  // "The photo must be a JPEG, PNG or WebP picture of at most 5 MB."
  'photos.imageInvalid': 'फ़ोटो JPEG, PNG या WebP तस्वीर हो और 5 MB से बड़ी न हो।',
  // "Please choose where the photo goes."
  'photos.place': 'कृपया चुनें कि फ़ोटो कहाँ लगेगी।',
  // "Please describe the photo in a few words."
  'photos.alt': 'कृपया कुछ शब्दों में बताएँ कि फ़ोटो में क्या है।',
  // "This place holds at most {{max}} photos. Remove one first."
  'photos.full': 'यहाँ ज़्यादा से ज़्यादा {{max}} फ़ोटो लग सकती हैं। पहले एक हटाएँ।',
  // "This photo does not exist. It may have been removed already."
  'photos.notFound': 'यह फ़ोटो मौजूद नहीं है। शायद यह पहले ही हटा दी गई है।',
  // "Please choose a position from the list."
  'photos.position': 'कृपया सूची में से कोई जगह चुनें।',
};
