/**
 * Every message of sign-in and password reset, in one place, word for word
 * as the product's texts give them; the password minimum is 12 characters
 * (CNIL guidance), not the original 6.
 */
import { foreignOriginMessage } from "~/lib/site-origin";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const authMessages = {
  // Checks of the sign-in and reset forms.
  emailRequired: "Veuillez saisir votre adresse email",
  emailInvalid: "Veuillez saisir une adresse email valide",
  passwordRequired: "Veuillez saisir votre mot de passe",
  resetEmailRequired: "Veuillez saisir votre adresse email pour réinitialiser votre mot de passe",
  newPasswordRequired: "Veuillez saisir et confirmer votre nouveau mot de passe",
  passwordsDoNotMatch: "Les mots de passe ne correspondent pas",
  passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  passwordTooLong: `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères`,

  // Toasts.
  resetProblemTitle: "Problème de réinitialisation",
  resetLinkExpired: "Le lien de réinitialisation a expiré ou n'est plus valide.",
  resetLinkExpiredHint: "Saisissez votre adresse email ci-dessous pour recevoir un nouveau lien.",
  authErrorGeneric: "Une erreur est survenue lors de l'authentification.",
  resetRequestSent:
    "Un email de réinitialisation a été envoyé à votre adresse email. Veuillez vérifier votre boîte de réception.",
  resetRequestFailed: "Une erreur est survenue lors de l'envoi du lien de réinitialisation",
  passwordUpdated: "Votre mot de passe a été mis à jour avec succès. Vous allez être redirigé.",
  passwordUpdateFailed: "Une erreur est survenue lors de la mise à jour du mot de passe",
  signInSuccess: "Connexion réussie",
  signInFailureTitle: "Erreur de connexion",
  signOutSuccess: "Déconnexion réussie",
  signOutFailureTitle: "Erreur lors de la déconnexion",
  signOutFailureFallback: "Veuillez réessayer",

  // Reasons shown under 'Erreur de connexion': a failed sign-in always says why.
  invalidCredentials: "Adresse email ou mot de passe incorrect.",
  signInUnavailable:
    "La connexion est momentanément impossible. Veuillez réessayer dans un instant.",

  // The second step of sign-in
  codeRequired: "Veuillez saisir le code",
  invalidCode: "Code incorrect.",
  codeAlreadyUsed:
    "Ce code a déjà servi. Attendez le code suivant de votre application, puis saisissez-le.",
  passkeyRefused: "Cette clé d'accès n'est pas reconnue.",
  passkeyCancelled:
    "La clé d'accès n'a pas été utilisée. Réessayez, ou connectez-vous avec votre mot de passe.",
  codeStepExpired:
    "Ce code n'est plus valable. Veuillez saisir à nouveau votre adresse email et votre mot de passe.",

  // Server-side protections
  sessionExpiredTitle: "Session expirée",
  sessionExpired: "Veuillez vous reconnecter.",
  authenticationRequired: "Authentification requise.",
  foreignOrigin: foreignOriginMessage,
  tooManyResetRequests: (wait: string) =>
    `Trop de demandes de réinitialisation. Veuillez réessayer dans ${wait}.`,
  tooManySignInAttempts: (wait: string) =>
    `Trop de tentatives de connexion. Veuillez réessayer dans ${wait}.`,
} as const;

/** "45 secondes", "1 minute", "3 minutes": the wait before a new attempt. */
export function frenchWait(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? "1 seconde" : `${seconds} secondes`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** Messages of the 'Sécurité du compte' page. */
export const accountMessages = {
  wrongPassword: "Mot de passe incorrect.",
  wrongCode: "Code incorrect. Vérifiez l'heure de votre téléphone et saisissez le code affiché.",
  codeAlreadyUsed: authMessages.codeAlreadyUsed,
  totpAlreadyOn:
    "La double authentification est déjà activée. Pour de nouveaux codes de secours, utilisez « Générer de nouveaux codes de secours ».",
  tooManyPasswordAttempts: (wait: string) =>
    `Trop de tentatives de mot de passe. Veuillez réessayer dans ${wait}.`,
  passwordRequired: "Veuillez saisir votre mot de passe",
  passwordTooLong: `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères`,
  oddCharacters: "Ce champ contient des caractères non autorisés.",
  setupLost:
    "L'activation a été interrompue. Veuillez saisir à nouveau votre mot de passe pour la reprendre.",
  codeRequired: "Veuillez saisir le code",
  totpEnabled: "Double authentification activée",
  totpDisabled: "Double authentification désactivée",
  recoveryCodesRenewed: "Nouveaux codes de secours générés",
  deviceForgotten: "Appareil oublié",
  deviceUnknown: "Cet appareil n'est plus dans la liste.",
  unknownAction: "Action inconnue.",
  passkeyNameRequired: "Veuillez nommer la clé d'accès",
  passkeyNameTooLong: "Le nom ne doit pas dépasser 60 caractères",
  passkeyAdded: "Clé d'accès ajoutée",
  passkeyDeleted: "Clé d'accès supprimée",
  passkeyUnknown: "Cette clé d'accès n'est plus dans la liste.",
  passkeyNotAdded: "La clé d'accès n'a pas pu être ajoutée. Veuillez réessayer.",
  passkeyCancelled: "La clé d'accès n'a pas été créée (opération annulée ou refusée).",
  passkeySessionTooOld:
    "Pour ajouter une clé d'accès, déconnectez-vous puis reconnectez-vous (connexion de plus d'un jour).",
} as const;
