import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { areaOfTag, eventVersions, routes, serverAnswerTags } from "../../src/commands/registry"
import { version, versionOf } from "../../src/commands/version"

// The tables the registry derives from the areas' lines, as the areas' files declare them.
describe("commands registry (ARCHITECTURE 2: one line per area, the rest derived)", () => {
  it("knows every event type with its current version", () => {
    expect(eventVersions).toEqual({
      HandlerFailed: 1,
      CommandSuperseded: 1,
      AppStarted: 1,
      Navigated: 1,
      LanguageRedirected: 1,
      LanguageChanged: 1,
      ChunkReloadStarted: 1,
      ChunkReloadSuppressed: 1,
      RouteFailed: 1,
      ConfigLoaded: 1,
      ConfigLoadFailed: 1,
      ConfigGroupsLoaded: 1,
      ConfigGroupsLoadFailed: 1,
      SessionChecked: 1,
      SessionCheckFailed: 1,
      DeviceSessionStarted: 1,
      DeviceSessionFailed: 1,
      CaptchaRequested: 2,
      CaptchaClosed: 2,
      TermsChangeDetected: 1,
      PhoneCountriesLoaded: 1,
      PhoneCountriesLoadFailed: 1,
      AuthFormOpened: 1,
      AuthFormClosed: 1,
      LoginAttempted: 1,
      LoginSucceeded: 1,
      LoginFailed: 1,
      LoggedOut: 1,
      LogoutFailed: 1,
      PlayerRegistered: 1,
      RegistrationFailed: 1,
      CredentialsDismissed: 1,
      UserConfigLoaded: 1,
      UserConfigLoadFailed: 1,
      SettingsRestored: 1,
      SettingsChanged: 1,
      AccountsLoaded: 1,
      AccountsLoadFailed: 1,
      WalletChangeStarted: 1,
      WalletChanged: 1,
      WalletChangeFailed: 1,
      HideBalanceFailed: 1,
      ProfileLoaded: 1,
      ProfileLoadFailed: 1,
      ProfileSaved: 1,
      ProfileSaveFailed: 1,
      SecurityLoaded: 1,
      SecurityLoadFailed: 1,
      SecurityChanged: 1,
      SecurityChangeFailed: 1,
      TwoStepSetupStarted: 1,
      TwoStepSetupFailed: 1,
      TwoStepSetupCancelled: 1,
      PhoneCodeSent: 1,
      PhoneCodeFailed: 1,
      EmailConfirmationResent: 1,
      EmailConfirmationResendFailed: 1,
      OfficeSettingsLoaded: 1,
      OfficeSettingsSaved: 1,
      OfficeSettingsFailed: 1,
      SignInRequired: 1,
      BanRedirected: 1,
      CyclicRedirectSkipped: 1,
      LoggedOffForInactivity: 1,
      InactivityNoticeDismissed: 1,
      VerificationLoaded: 1,
      VerificationLoadFailed: 1,
      DocumentUploadStarted: 1,
      DocumentUploaded: 1,
      DocumentUploadFailed: 1,
      CaptchaImageLoaded: 1,
      CaptchaImageFailed: 1,
      SmsCodeSent: 1,
      SmsCodeFailed: 1,
      SocialProvidersLoaded: 1,
      SocialProvidersLoadFailed: 1,
      RecoveryCodeRequested: 1,
      RecoveryCodeSent: 1,
      RecoveryCodeFailed: 1,
      PasswordResetDone: 1,
      PasswordResetFailed: 1,
      EmailConfirmed: 1,
      EmailConfirmationFailed: 1,
      MailboxLoaded: 1,
      MailboxLoadFailed: 1,
      OneTapAvailable: 1,
      OneTapDismissed: 1,
      OneTapFailed: 1,
      OneTapPromptOpened: 1,
      OneTapSignedIn: 1,
      OneTapUnavailable: 1,
      QrLoginApprovalFailed: 1,
      QrLoginApproved: 1,
      QrLoginCompleted: 1,
      QrLoginRefused: 1,
      QrLoginShown: 1,
      QrLoginStartFailed: 1,
      QrLoginStopped: 1
    })
  })

  it("marks the events that record a server's answer, and not the player's own facts", () => {
    expect([...serverAnswerTags].sort()).toEqual(
      [
        "ConfigLoaded",
        "ConfigLoadFailed",
        "ConfigGroupsLoaded",
        "ConfigGroupsLoadFailed",
        "SessionChecked",
        "SessionCheckFailed",
        "DeviceSessionStarted",
        "DeviceSessionFailed",
        "CaptchaRequested",
        "TermsChangeDetected",
        "PhoneCountriesLoaded",
        "PhoneCountriesLoadFailed",
        "LoginSucceeded",
        "LoginFailed",
        "LoggedOut",
        "LogoutFailed",
        "PlayerRegistered",
        "RegistrationFailed",
        "UserConfigLoaded",
        "UserConfigLoadFailed",
        "AccountsLoaded",
        "AccountsLoadFailed",
        "WalletChanged",
        "WalletChangeFailed",
        "HideBalanceFailed",
        "ProfileLoaded",
        "ProfileLoadFailed",
        "ProfileSaved",
        "ProfileSaveFailed",
        "SecurityLoaded",
        "SecurityLoadFailed",
        "SecurityChanged",
        "SecurityChangeFailed",
        "TwoStepSetupStarted",
        "TwoStepSetupFailed",
        "PhoneCodeSent",
        "PhoneCodeFailed",
        "EmailConfirmationResent",
        "EmailConfirmationResendFailed",
        "OfficeSettingsLoaded",
        "OfficeSettingsSaved",
        "OfficeSettingsFailed",
        "VerificationLoaded",
        "VerificationLoadFailed",
        "DocumentUploaded",
        "DocumentUploadFailed",
        "CaptchaImageLoaded",
        "CaptchaImageFailed",
        "SmsCodeSent",
        "SmsCodeFailed",
        "SocialProvidersLoaded",
        "SocialProvidersLoadFailed",
        "RecoveryCodeSent",
        "RecoveryCodeFailed",
        "PasswordResetDone",
        "PasswordResetFailed",
        "EmailConfirmed",
        "EmailConfirmationFailed",
        "MailboxLoaded",
        "MailboxLoadFailed",
        "OneTapAvailable",
        "OneTapFailed",
        "OneTapSignedIn",
        "OneTapUnavailable",
        "QrLoginApprovalFailed",
        "QrLoginApproved",
        "QrLoginCompleted",
        "QrLoginRefused",
        "QrLoginShown",
        "QrLoginStartFailed"
      ].sort()
    )
  })

  it("routes each command to its area's lane; only a newer LoadConfig cancels an older one", () => {
    const table = Object.fromEntries([...routes].map(([tag, route]) => [tag, `${route.area}${route.supersedes ? " supersedes" : ""}`]))
    expect(table).toEqual({
      Boot: "shell",
      Navigate: "shell",
      ChangeLanguage: "shell",
      ReportChunkLoadFailure: "shell",
      ReportRouteError: "shell",
      LoadConfig: "config supersedes",
      LoadConfigGroups: "config",
      CheckSession: "session",
      StartDeviceSession: "session",
      AnswerCaptcha: "session",
      DismissCaptcha: "session",
      LoadPhoneCountries: "session",
      OpenAuthForm: "session",
      CloseAuthForm: "session",
      Login: "session",
      Logout: "session",
      RegisterOneClick: "session",
      RegisterByEmail: "session",
      DismissCredentials: "session",
      LoadUserConfig: "session",
      RestoreSettings: "settings",
      ChangeSettings: "settings",
      LoadAccounts: "account",
      AddCurrency: "account",
      RemoveCurrency: "account",
      SetActiveAccount: "account",
      SendWalletChange: "account",
      SetHideBalance: "account",
      LoadProfile: "account",
      SaveProfile: "account",
      LoadSecurity: "account",
      ChangeSecurity: "account",
      BeginTwoStep: "account",
      CancelTwoStep: "account",
      SendPhoneCode: "account",
      ResendEmailConfirmation: "account",
      LoadOfficeSettings: "account",
      SaveOfficeSettings: "account",
      GuardRoute: "session",
      AutoLogoff: "session",
      DismissInactivityNotice: "session",
      LoadVerification: "account",
      UploadDocument: "account",
      SendDocument: "account",
      LoadCaptchaImage: "session",
      SendSmsCode: "session",
      LoadSocialProviders: "session",
      RegisterByPhone: "session",
      LoginBySms: "session",
      SendRecoveryCode: "session",
      ResetPassword: "session",
      ConfirmEmail: "session",
      LoadMailbox: "devtools",
      ApproveQrLogin: "session",
      DismissOneTap: "session",
      LoadOneTap: "session",
      OpenOneTap: "session",
      PollQrLogin: "session",
      StartQrLogin: "session",
      StopQrLogin: "session",
      SubmitOneTapCredential: "session"
    })
  })

  it("names the area of each command and event tag, 'kernel' for the kernel's own facts", () => {
    expect(areaOfTag.get("HandlerFailed")).toBe("kernel")
    expect(areaOfTag.get("Navigate")).toBe("shell")
    expect(areaOfTag.get("ConfigGroupsLoaded")).toBe("config")
    expect(areaOfTag.get("CaptchaClosed")).toBe("session")
    expect(areaOfTag.get("SettingsChanged")).toBe("settings")
    expect(areaOfTag.get("Nothing")).toBeUndefined()
  })
})

describe("event versions", () => {
  class Sample extends Schema.TaggedClass<Sample>()("Sample", { ...version(3), n: Schema.Number }) {}

  it("are written by the constructor and read back from the Schema", () => {
    expect(new Sample({ n: 1 }).v).toBe(3)
    expect(versionOf(Sample)).toBe(3)
    expect(Schema.encodeSync(Sample)(new Sample({ n: 1 }))).toEqual({ _tag: "Sample", v: 3, n: 1 })
  })

  it("are required when decoding, so an imported entry always says its version", () => {
    expect(() => Schema.decodeUnknownSync(Sample)({ _tag: "Sample", n: 1 })).toThrow()
    expect(() => Schema.decodeUnknownSync(Sample)({ _tag: "Sample", v: 2, n: 1 })).toThrow()
  })

  it("must be a number literal", () => {
    expect(() => versionOf({ fields: { v: Schema.propertySignature(Schema.Number) } })).toThrow("an event's v must be a number literal")
    expect(() => versionOf({ fields: { v: Schema.propertySignature(Schema.Literal("2")) } })).toThrow("an event's v must be a number literal")
  })
})
