; ModuleID = 'rtti.cpp'
target datalayout = "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%struct.A = type <{ ptr, i32, [4 x i8] }>
%struct.B = type { %struct.A.base, i32 }
%struct.A.base = type <{ ptr, i32 }>
%struct.C = type <{ ptr, i32, [4 x i8] }>
%struct.D = type { %struct.B, %struct.C.base, i32 }
%struct.C.base = type <{ ptr, i32 }>
%struct.E = type { %struct.D, i32, [4 x i8] }
%struct.V = type <{ ptr, i32, [4 x i8], %struct.A.base, [4 x i8] }>
%struct.W = type <{ ptr, i32, [4 x i8], %struct.A.base, [4 x i8] }>
%struct.Xd = type { %struct.V.base, [4 x i8], %struct.W.base, i32, %struct.A.base, [4 x i8] }
%struct.V.base = type <{ ptr, i32 }>
%struct.W.base = type <{ ptr, i32 }>
%struct.Y = type { %struct.B, %struct.V.base, i32, %struct.A.base, [4 x i8] }
%struct.P = type { %struct.A.base, i32 }
%struct.Q = type { %struct.C.base, i32 }
%struct.Z = type { %struct.C.base, [4 x i8], %struct.B, i32, [4 x i8] }
%struct.NV = type { i32 }
%struct.NV2 = type { %struct.NV, i32 }
%"struct.ns::Foo" = type <{ ptr, i32, [4 x i8] }>
%"class.std::exception" = type { ptr }
%"class.std::runtime_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"struct.std::__cow_string" = type { %union.anon }
%union.anon = type { ptr }
%"class.std::logic_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::out_of_range" = type { %"class.std::logic_error" }
%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::bad_array_new_length" = type { %"class.std::bad_alloc" }
%struct.MyErr = type { %"class.std::runtime_error" }

$_ZN1AC2Ev = comdat any

$_ZN1BC2Ev = comdat any

$_ZN1CC2Ev = comdat any

$_ZN1DC2Ev = comdat any

$_ZN1EC2Ev = comdat any

$_ZN1VC1Ev = comdat any

$_ZN1WC1Ev = comdat any

$_ZN2XdC1Ev = comdat any

$_ZN1YC1Ev = comdat any

$_ZN1PC2Ev = comdat any

$_ZN1QC2Ev = comdat any

$_ZN1ZC2Ev = comdat any

$_ZN2NVC2Ev = comdat any

$_ZN3NV2C2Ev = comdat any

$_ZN2ns3FooIiEC2Ev = comdat any

$_ZN1M1fEi = comdat any

$_ZNSt9exceptionC2Ev = comdat any

$_ZNSt9bad_allocC2Ev = comdat any

$_ZNSt20bad_array_new_lengthC2Ev = comdat any

$_ZN5MyErrC2Ev = comdat any

$_ZN1AD2Ev = comdat any

$_ZN1AD0Ev = comdat any

$_ZN1BD2Ev = comdat any

$_ZN1BD0Ev = comdat any

$_ZN1CD2Ev = comdat any

$_ZN1CD0Ev = comdat any

$_ZN1DD2Ev = comdat any

$_ZN1DD0Ev = comdat any

$_ZThn16_N1DD1Ev = comdat any

$_ZThn16_N1DD0Ev = comdat any

$_ZN1ED2Ev = comdat any

$_ZN1ED0Ev = comdat any

$_ZThn16_N1ED1Ev = comdat any

$_ZThn16_N1ED0Ev = comdat any

$_ZN1VD1Ev = comdat any

$_ZN1VD0Ev = comdat any

$_ZTv0_n24_N1VD1Ev = comdat any

$_ZTv0_n24_N1VD0Ev = comdat any

$_ZN1VD2Ev = comdat any

$_ZN1WD1Ev = comdat any

$_ZN1WD0Ev = comdat any

$_ZTv0_n24_N1WD1Ev = comdat any

$_ZTv0_n24_N1WD0Ev = comdat any

$_ZN1WD2Ev = comdat any

$_ZN1VC2Ev = comdat any

$_ZN1WC2Ev = comdat any

$_ZN2XdD1Ev = comdat any

$_ZN2XdD0Ev = comdat any

$_ZThn16_N2XdD1Ev = comdat any

$_ZThn16_N2XdD0Ev = comdat any

$_ZTv0_n24_N2XdD1Ev = comdat any

$_ZTv0_n24_N2XdD0Ev = comdat any

$_ZN2XdD2Ev = comdat any

$_ZN1YD1Ev = comdat any

$_ZN1YD0Ev = comdat any

$_ZThn16_N1YD1Ev = comdat any

$_ZThn16_N1YD0Ev = comdat any

$_ZTv0_n24_N1YD1Ev = comdat any

$_ZTv0_n24_N1YD0Ev = comdat any

$_ZN1YD2Ev = comdat any

$_ZN1PD2Ev = comdat any

$_ZN1PD0Ev = comdat any

$_ZN1QD2Ev = comdat any

$_ZN1QD0Ev = comdat any

$_ZN1ZD2Ev = comdat any

$_ZN1ZD0Ev = comdat any

$_ZThn16_N1ZD1Ev = comdat any

$_ZThn16_N1ZD0Ev = comdat any

$_ZN2ns3FooIiED2Ev = comdat any

$_ZN2ns3FooIiED0Ev = comdat any

$_ZN5MyErrD2Ev = comdat any

$_ZN5MyErrD0Ev = comdat any

$_ZNSt9exceptionC2ERKS_ = comdat any

$_ZNSt12out_of_rangeC2ERKS_ = comdat any

$_ZNSt9bad_allocC2ERKS_ = comdat any

$_ZNSt20bad_array_new_lengthC2ERKS_ = comdat any

$_ZN5MyErrC2ERKS_ = comdat any

$_ZTS5Color = comdat any

$_ZTI5Color = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

$_ZTS1C = comdat any

$_ZTI1C = comdat any

$_ZTS1D = comdat any

$_ZTI1D = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

$_ZTS1V = comdat any

$_ZTI1V = comdat any

$_ZTS1W = comdat any

$_ZTI1W = comdat any

$_ZTS2Xd = comdat any

$_ZTI2Xd = comdat any

$_ZTS1Y = comdat any

$_ZTI1Y = comdat any

$_ZTS1P = comdat any

$_ZTI1P = comdat any

$_ZTS1Q = comdat any

$_ZTI1Q = comdat any

$_ZTS1Z = comdat any

$_ZTI1Z = comdat any

$_ZTS2NV = comdat any

$_ZTI2NV = comdat any

$_ZTS3NV2 = comdat any

$_ZTI3NV2 = comdat any

$_ZTSN2ns3FooIiEE = comdat any

$_ZTIN2ns3FooIiEE = comdat any

$_ZTSP1A = comdat any

$_ZTIP1A = comdat any

$_ZTSP1B = comdat any

$_ZTIP1B = comdat any

$_ZTSP1C = comdat any

$_ZTIP1C = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTSP1E = comdat any

$_ZTIP1E = comdat any

$_ZTSP1V = comdat any

$_ZTIP1V = comdat any

$_ZTSP2Xd = comdat any

$_ZTIP2Xd = comdat any

$_ZTSP1Y = comdat any

$_ZTIP1Y = comdat any

$_ZTSP1P = comdat any

$_ZTIP1P = comdat any

$_ZTSP1Z = comdat any

$_ZTIP1Z = comdat any

$_ZTSPK1A = comdat any

$_ZTIPK1A = comdat any

$_ZTSPK1D = comdat any

$_ZTIPK1D = comdat any

$_ZTSPVK1A = comdat any

$_ZTIPVK1A = comdat any

$_ZTSPPi = comdat any

$_ZTIPPi = comdat any

$_ZTSPKPKi = comdat any

$_ZTIPKPKi = comdat any

$_ZTSPPKi = comdat any

$_ZTIPPKi = comdat any

$_ZTSPKPi = comdat any

$_ZTIPKPi = comdat any

$_ZTSPP1A = comdat any

$_ZTIPP1A = comdat any

$_ZTSPKPK1A = comdat any

$_ZTIPKPK1A = comdat any

$_ZTSPFvvE = comdat any

$_ZTSFvvE = comdat any

$_ZTIFvvE = comdat any

$_ZTIPFvvE = comdat any

$_ZTSPDoFvvE = comdat any

$_ZTIPDoFvvE = comdat any

$_ZTSM1Mi = comdat any

$_ZTS1M = comdat any

$_ZTI1M = comdat any

$_ZTIM1Mi = comdat any

$_ZTSM1MFiiE = comdat any

$_ZTSFiiE = comdat any

$_ZTIFiiE = comdat any

$_ZTIM1MFiiE = comdat any

$_ZTS5MyErr = comdat any

$_ZTI5MyErr = comdat any

$_ZTV1A = comdat any

$_ZTV1B = comdat any

$_ZTV1C = comdat any

$_ZTV1D = comdat any

$_ZTV1E = comdat any

$_ZTV1V = comdat any

$_ZTT1V = comdat any

$_ZTV1W = comdat any

$_ZTT1W = comdat any

$_ZTV2Xd = comdat any

$_ZTT2Xd = comdat any

$_ZTC2Xd0_1V = comdat any

$_ZTC2Xd16_1W = comdat any

$_ZTV1Y = comdat any

$_ZTT1Y = comdat any

$_ZTC1Y16_1V = comdat any

$_ZTV1P = comdat any

$_ZTV1Q = comdat any

$_ZTV1Z = comdat any

$_ZTVN2ns3FooIiEE = comdat any

$_ZTV5MyErr = comdat any

@_ZTIi = external constant ptr
@_ZTIc = external constant ptr
@_ZTIl = external constant ptr
@_ZTId = external constant ptr
@_ZTIb = external constant ptr
@_ZTIj = external constant ptr
@_ZTVN10__cxxabiv116__enum_type_infoE = external global [0 x ptr]
@_ZTS5Color = linkonce_odr dso_local constant [7 x i8] c"5Color\00", comdat, align 1
@_ZTI5Color = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv116__enum_type_infoE, i64 2), ptr @_ZTS5Color }, comdat, align 8
@_ZTIDn = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1A }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1B, ptr @_ZTI1A }, comdat, align 8
@_ZTS1C = linkonce_odr dso_local constant [3 x i8] c"1C\00", comdat, align 1
@_ZTI1C = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1C }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTI1D = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1D, i32 0, i32 2, ptr @_ZTI1B, i64 2, ptr @_ZTI1C, i64 4098 }, comdat, align 8
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1E, ptr @_ZTI1D }, comdat, align 8
@_ZTS1V = linkonce_odr dso_local constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1V, i32 0, i32 1, ptr @_ZTI1A, i64 -6141 }, comdat, align 8
@_ZTS1W = linkonce_odr dso_local constant [3 x i8] c"1W\00", comdat, align 1
@_ZTI1W = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1W, i32 0, i32 1, ptr @_ZTI1A, i64 -6141 }, comdat, align 8
@_ZTS2Xd = linkonce_odr dso_local constant [4 x i8] c"2Xd\00", comdat, align 1
@_ZTI2Xd = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS2Xd, i32 2, i32 2, ptr @_ZTI1V, i64 2, ptr @_ZTI1W, i64 4098 }, comdat, align 8
@_ZTS1Y = linkonce_odr dso_local constant [3 x i8] c"1Y\00", comdat, align 1
@_ZTI1Y = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1Y, i32 1, i32 2, ptr @_ZTI1B, i64 2, ptr @_ZTI1V, i64 4098 }, comdat, align 8
@_ZTS1P = linkonce_odr dso_local constant [3 x i8] c"1P\00", comdat, align 1
@_ZTI1P = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1P, i32 0, i32 1, ptr @_ZTI1A, i64 0 }, comdat, align 8
@_ZTS1Q = linkonce_odr dso_local constant [3 x i8] c"1Q\00", comdat, align 1
@_ZTI1Q = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1Q, i32 0, i32 1, ptr @_ZTI1C, i64 0 }, comdat, align 8
@_ZTS1Z = linkonce_odr dso_local constant [3 x i8] c"1Z\00", comdat, align 1
@_ZTI1Z = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1Z, i32 0, i32 2, ptr @_ZTI1C, i64 2, ptr @_ZTI1B, i64 4096 }, comdat, align 8
@_ZTS2NV = linkonce_odr dso_local constant [4 x i8] c"2NV\00", comdat, align 1
@_ZTI2NV = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS2NV }, comdat, align 8
@_ZTS3NV2 = linkonce_odr dso_local constant [5 x i8] c"3NV2\00", comdat, align 1
@_ZTI3NV2 = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3NV2, ptr @_ZTI2NV }, comdat, align 8
@_ZTSN2ns3FooIiEE = linkonce_odr dso_local constant [13 x i8] c"N2ns3FooIiEE\00", comdat, align 1
@_ZTIN2ns3FooIiEE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSN2ns3FooIiEE }, comdat, align 8
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP1A = linkonce_odr dso_local constant [4 x i8] c"P1A\00", comdat, align 1
@_ZTIP1A = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1A, i32 0, ptr @_ZTI1A }, comdat, align 8
@_ZTSP1B = linkonce_odr dso_local constant [4 x i8] c"P1B\00", comdat, align 1
@_ZTIP1B = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1B, i32 0, ptr @_ZTI1B }, comdat, align 8
@_ZTSP1C = linkonce_odr dso_local constant [4 x i8] c"P1C\00", comdat, align 1
@_ZTIP1C = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1C, i32 0, ptr @_ZTI1C }, comdat, align 8
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, comdat, align 8
@_ZTSP1E = linkonce_odr dso_local constant [4 x i8] c"P1E\00", comdat, align 1
@_ZTIP1E = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1E, i32 0, ptr @_ZTI1E }, comdat, align 8
@_ZTSP1V = linkonce_odr dso_local constant [4 x i8] c"P1V\00", comdat, align 1
@_ZTIP1V = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1V, i32 0, ptr @_ZTI1V }, comdat, align 8
@_ZTSP2Xd = linkonce_odr dso_local constant [5 x i8] c"P2Xd\00", comdat, align 1
@_ZTIP2Xd = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP2Xd, i32 0, ptr @_ZTI2Xd }, comdat, align 8
@_ZTSP1Y = linkonce_odr dso_local constant [4 x i8] c"P1Y\00", comdat, align 1
@_ZTIP1Y = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1Y, i32 0, ptr @_ZTI1Y }, comdat, align 8
@_ZTSP1P = linkonce_odr dso_local constant [4 x i8] c"P1P\00", comdat, align 1
@_ZTIP1P = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1P, i32 0, ptr @_ZTI1P }, comdat, align 8
@_ZTSP1Z = linkonce_odr dso_local constant [4 x i8] c"P1Z\00", comdat, align 1
@_ZTIP1Z = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP1Z, i32 0, ptr @_ZTI1Z }, comdat, align 8
@_ZTSPK1A = linkonce_odr dso_local constant [5 x i8] c"PK1A\00", comdat, align 1
@_ZTIPK1A = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPK1A, i32 1, ptr @_ZTI1A }, comdat, align 8
@_ZTSPK1D = linkonce_odr dso_local constant [5 x i8] c"PK1D\00", comdat, align 1
@_ZTIPK1D = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPK1D, i32 1, ptr @_ZTI1D }, comdat, align 8
@_ZTSPVK1A = linkonce_odr dso_local constant [6 x i8] c"PVK1A\00", comdat, align 1
@_ZTIPVK1A = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPVK1A, i32 3, ptr @_ZTI1A }, comdat, align 8
@_ZTIPv = external constant ptr
@_ZTIPKv = external constant ptr
@_ZTIPc = external constant ptr
@_ZTIPKc = external constant ptr
@_ZTIPi = external constant ptr
@_ZTSPPi = linkonce_odr dso_local constant [4 x i8] c"PPi\00", comdat, align 1
@_ZTIPPi = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPPi, i32 0, ptr @_ZTIPi }, comdat, align 8
@_ZTSPKPKi = linkonce_odr dso_local constant [6 x i8] c"PKPKi\00", comdat, align 1
@_ZTIPKi = external constant ptr
@_ZTIPKPKi = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPKPKi, i32 1, ptr @_ZTIPKi }, comdat, align 8
@_ZTSPPKi = linkonce_odr dso_local constant [5 x i8] c"PPKi\00", comdat, align 1
@_ZTIPPKi = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPPKi, i32 0, ptr @_ZTIPKi }, comdat, align 8
@_ZTSPKPi = linkonce_odr dso_local constant [5 x i8] c"PKPi\00", comdat, align 1
@_ZTIPKPi = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPKPi, i32 1, ptr @_ZTIPi }, comdat, align 8
@_ZTSPP1A = linkonce_odr dso_local constant [5 x i8] c"PP1A\00", comdat, align 1
@_ZTIPP1A = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPP1A, i32 0, ptr @_ZTIP1A }, comdat, align 8
@_ZTSPKPK1A = linkonce_odr dso_local constant [7 x i8] c"PKPK1A\00", comdat, align 1
@_ZTIPKPK1A = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPKPK1A, i32 1, ptr @_ZTIPK1A }, comdat, align 8
@_ZTSPFvvE = linkonce_odr dso_local constant [6 x i8] c"PFvvE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global [0 x ptr]
@_ZTSFvvE = linkonce_odr dso_local constant [5 x i8] c"FvvE\00", comdat, align 1
@_ZTIFvvE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__function_type_infoE, i64 2), ptr @_ZTSFvvE }, comdat, align 8
@_ZTIPFvvE = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPFvvE, i32 0, ptr @_ZTIFvvE }, comdat, align 8
@_ZTSPDoFvvE = linkonce_odr dso_local constant [8 x i8] c"PDoFvvE\00", comdat, align 1
@_ZTIPDoFvvE = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPDoFvvE, i32 64, ptr @_ZTIFvvE }, comdat, align 8
@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global [0 x ptr]
@_ZTSM1Mi = linkonce_odr dso_local constant [5 x i8] c"M1Mi\00", comdat, align 1
@_ZTS1M = linkonce_odr dso_local constant [3 x i8] c"1M\00", comdat, align 1
@_ZTI1M = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1M }, comdat, align 8
@_ZTIM1Mi = linkonce_odr dso_local constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2), ptr @_ZTSM1Mi, i32 0, ptr @_ZTIi, ptr @_ZTI1M }, comdat, align 8
@_ZTSM1MFiiE = linkonce_odr dso_local constant [8 x i8] c"M1MFiiE\00", comdat, align 1
@_ZTSFiiE = linkonce_odr dso_local constant [5 x i8] c"FiiE\00", comdat, align 1
@_ZTIFiiE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__function_type_infoE, i64 2), ptr @_ZTSFiiE }, comdat, align 8
@_ZTIM1MFiiE = linkonce_odr dso_local constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2), ptr @_ZTSM1MFiiE, i32 0, ptr @_ZTIFiiE, ptr @_ZTI1M }, comdat, align 8
@_ZTISt9exception = external constant ptr
@_ZTISt13runtime_error = external constant ptr
@_ZTISt11logic_error = external constant ptr
@_ZTISt12out_of_range = external constant ptr
@_ZTISt9bad_alloc = external constant ptr
@_ZTISt20bad_array_new_length = external constant ptr
@_ZTS5MyErr = linkonce_odr dso_local constant [7 x i8] c"5MyErr\00", comdat, align 1
@_ZTI5MyErr = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS5MyErr, ptr @_ZTISt13runtime_error }, comdat, align 8
@ehi_tis = dso_local constant [60 x ptr] [ptr @_ZTIi, ptr @_ZTIc, ptr @_ZTIl, ptr @_ZTId, ptr @_ZTIb, ptr @_ZTIj, ptr @_ZTI5Color, ptr @_ZTIDn, ptr @_ZTI1A, ptr @_ZTI1B, ptr @_ZTI1C, ptr @_ZTI1D, ptr @_ZTI1E, ptr @_ZTI1V, ptr @_ZTI1W, ptr @_ZTI2Xd, ptr @_ZTI1Y, ptr @_ZTI1P, ptr @_ZTI1Q, ptr @_ZTI1Z, ptr @_ZTI2NV, ptr @_ZTI3NV2, ptr @_ZTIN2ns3FooIiEE, ptr @_ZTIP1A, ptr @_ZTIP1B, ptr @_ZTIP1C, ptr @_ZTIP1D, ptr @_ZTIP1E, ptr @_ZTIP1D, ptr @_ZTIP1V, ptr @_ZTIP2Xd, ptr @_ZTIP2Xd, ptr @_ZTIP1Y, ptr @_ZTIP1P, ptr @_ZTIP1Z, ptr @_ZTIPK1A, ptr @_ZTIPK1D, ptr @_ZTIPVK1A, ptr @_ZTIPv, ptr @_ZTIPKv, ptr @_ZTIPc, ptr @_ZTIPKc, ptr @_ZTIPi, ptr @_ZTIPPi, ptr @_ZTIPKPKi, ptr @_ZTIPPKi, ptr @_ZTIPKPi, ptr @_ZTIPP1A, ptr @_ZTIPKPK1A, ptr @_ZTIPFvvE, ptr @_ZTIPDoFvvE, ptr @_ZTIM1Mi, ptr @_ZTIM1MFiiE, ptr @_ZTISt9exception, ptr @_ZTISt13runtime_error, ptr @_ZTISt11logic_error, ptr @_ZTISt12out_of_range, ptr @_ZTISt9bad_alloc, ptr @_ZTISt20bad_array_new_length, ptr @_ZTI5MyErr], align 8
@.str = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"char\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"long\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"bool\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"Color\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"nullptr_t_\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"E\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"W\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"Xd\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"Y\00", align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"P\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"Q\00", align 1
@.str.19 = private unnamed_addr constant [2 x i8] c"Z\00", align 1
@.str.20 = private unnamed_addr constant [3 x i8] c"NV\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"NV2\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"Foo\00", align 1
@.str.23 = private unnamed_addr constant [4 x i8] c"A_p\00", align 1
@.str.24 = private unnamed_addr constant [4 x i8] c"B_p\00", align 1
@.str.25 = private unnamed_addr constant [4 x i8] c"C_p\00", align 1
@.str.26 = private unnamed_addr constant [4 x i8] c"D_p\00", align 1
@.str.27 = private unnamed_addr constant [4 x i8] c"E_p\00", align 1
@.str.28 = private unnamed_addr constant [9 x i8] c"D_p_null\00", align 1
@.str.29 = private unnamed_addr constant [4 x i8] c"V_p\00", align 1
@.str.30 = private unnamed_addr constant [5 x i8] c"Xd_p\00", align 1
@.str.31 = private unnamed_addr constant [10 x i8] c"Xd_p_null\00", align 1
@.str.32 = private unnamed_addr constant [4 x i8] c"Y_p\00", align 1
@.str.33 = private unnamed_addr constant [4 x i8] c"P_p\00", align 1
@.str.34 = private unnamed_addr constant [4 x i8] c"Z_p\00", align 1
@.str.35 = private unnamed_addr constant [5 x i8] c"cA_p\00", align 1
@.str.36 = private unnamed_addr constant [5 x i8] c"cD_p\00", align 1
@.str.37 = private unnamed_addr constant [6 x i8] c"cvA_p\00", align 1
@.str.38 = private unnamed_addr constant [7 x i8] c"void_p\00", align 1
@.str.39 = private unnamed_addr constant [8 x i8] c"cvoid_p\00", align 1
@.str.40 = private unnamed_addr constant [7 x i8] c"char_p\00", align 1
@.str.41 = private unnamed_addr constant [8 x i8] c"cchar_p\00", align 1
@.str.42 = private unnamed_addr constant [6 x i8] c"int_p\00", align 1
@.str.43 = private unnamed_addr constant [7 x i8] c"int_pp\00", align 1
@.str.44 = private unnamed_addr constant [9 x i8] c"cint_pcp\00", align 1
@.str.45 = private unnamed_addr constant [8 x i8] c"cint_pp\00", align 1
@.str.46 = private unnamed_addr constant [8 x i8] c"int_pcp\00", align 1
@.str.47 = private unnamed_addr constant [5 x i8] c"A_pp\00", align 1
@.str.48 = private unnamed_addr constant [7 x i8] c"cA_pcp\00", align 1
@.str.49 = private unnamed_addr constant [5 x i8] c"fn_t\00", align 1
@.str.50 = private unnamed_addr constant [6 x i8] c"fnx_t\00", align 1
@.str.51 = private unnamed_addr constant [6 x i8] c"mem_t\00", align 1
@.str.52 = private unnamed_addr constant [8 x i8] c"memfn_t\00", align 1
@.str.53 = private unnamed_addr constant [14 x i8] c"std_exception\00", align 1
@.str.54 = private unnamed_addr constant [18 x i8] c"std_runtime_error\00", align 1
@.str.55 = private unnamed_addr constant [16 x i8] c"std_logic_error\00", align 1
@.str.56 = private unnamed_addr constant [17 x i8] c"std_out_of_range\00", align 1
@.str.57 = private unnamed_addr constant [14 x i8] c"std_bad_alloc\00", align 1
@.str.58 = private unnamed_addr constant [25 x i8] c"std_bad_array_new_length\00", align 1
@.str.59 = private unnamed_addr constant [6 x i8] c"MyErr\00", align 1
@ehi_names = dso_local constant [60 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39, ptr @.str.40, ptr @.str.41, ptr @.str.42, ptr @.str.43, ptr @.str.44, ptr @.str.45, ptr @.str.46, ptr @.str.47, ptr @.str.48, ptr @.str.49, ptr @.str.50, ptr @.str.51, ptr @.str.52, ptr @.str.53, ptr @.str.54, ptr @.str.55, ptr @.str.56, ptr @.str.57, ptr @.str.58, ptr @.str.59], align 8
@ehi_ntypes = dso_local constant i32 60, align 4
@ehi_kind = dso_local constant [60 x i32] [i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0], align 4
@.str.60 = private unnamed_addr constant [2 x i8] c"s\00", align 1
@.str.61 = private unnamed_addr constant [3 x i8] c"rt\00", align 1
@.str.62 = private unnamed_addr constant [3 x i8] c"lg\00", align 1
@.str.63 = private unnamed_addr constant [4 x i8] c"oor\00", align 1
@_ZTV1A = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1A, ptr @_ZN1AD2Ev, ptr @_ZN1AD0Ev] }, comdat, align 8
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1B, ptr @_ZN1BD2Ev, ptr @_ZN1BD0Ev] }, comdat, align 8
@_ZTV1C = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1C, ptr @_ZN1CD2Ev, ptr @_ZN1CD0Ev] }, comdat, align 8
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [4 x ptr], [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1D, ptr @_ZN1DD2Ev, ptr @_ZN1DD0Ev], [4 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1D, ptr @_ZThn16_N1DD1Ev, ptr @_ZThn16_N1DD0Ev] }, comdat, align 8
@_ZTV1E = linkonce_odr dso_local unnamed_addr constant { [4 x ptr], [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1E, ptr @_ZN1ED2Ev, ptr @_ZN1ED0Ev], [4 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1E, ptr @_ZThn16_N1ED1Ev, ptr @_ZThn16_N1ED0Ev] }, comdat, align 8
@_ZTV1V = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [5 x ptr] } { [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI1V, ptr @_ZN1VD1Ev, ptr @_ZN1VD0Ev], [5 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1V, ptr @_ZTv0_n24_N1VD1Ev, ptr @_ZTv0_n24_N1VD0Ev] }, comdat, align 8
@_ZTT1V = linkonce_odr dso_local unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr] }, ptr @_ZTV1V, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr] }, ptr @_ZTV1V, i32 0, i32 1, i32 3)], comdat, align 8
@_ZTV1W = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [5 x ptr] } { [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI1W, ptr @_ZN1WD1Ev, ptr @_ZN1WD0Ev], [5 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1W, ptr @_ZTv0_n24_N1WD1Ev, ptr @_ZTv0_n24_N1WD0Ev] }, comdat, align 8
@_ZTT1W = linkonce_odr dso_local unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr] }, ptr @_ZTV1W, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr] }, ptr @_ZTV1W, i32 0, i32 1, i32 3)], comdat, align 8
@_ZTV2Xd = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [5 x ptr], [5 x ptr] } { [5 x ptr] [ptr inttoptr (i64 32 to ptr), ptr null, ptr @_ZTI2Xd, ptr @_ZN2XdD1Ev, ptr @_ZN2XdD0Ev], [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI2Xd, ptr @_ZThn16_N2XdD1Ev, ptr @_ZThn16_N2XdD0Ev], [5 x ptr] [ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr @_ZTI2Xd, ptr @_ZTv0_n24_N2XdD1Ev, ptr @_ZTv0_n24_N2XdD0Ev] }, comdat, align 8
@_ZTT2Xd = linkonce_odr dso_local unnamed_addr constant [7 x ptr] [ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr], [5 x ptr] }, ptr @_ZTV2Xd, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr] }, ptr @_ZTC2Xd0_1V, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr] }, ptr @_ZTC2Xd0_1V, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr] }, ptr @_ZTC2Xd16_1W, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr] }, ptr @_ZTC2Xd16_1W, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr], [5 x ptr] }, ptr @_ZTV2Xd, i32 0, i32 2, i32 3), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr], [5 x ptr] }, ptr @_ZTV2Xd, i32 0, i32 1, i32 3)], comdat, align 8
@_ZTC2Xd0_1V = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [5 x ptr] } { [5 x ptr] [ptr inttoptr (i64 32 to ptr), ptr null, ptr @_ZTI1V, ptr @_ZN1VD1Ev, ptr @_ZN1VD0Ev], [5 x ptr] [ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr @_ZTI1V, ptr @_ZTv0_n24_N1VD1Ev, ptr @_ZTv0_n24_N1VD0Ev] }, comdat, align 8
@_ZTC2Xd16_1W = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [5 x ptr] } { [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI1W, ptr @_ZN1WD1Ev, ptr @_ZN1WD0Ev], [5 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1W, ptr @_ZTv0_n24_N1WD1Ev, ptr @_ZTv0_n24_N1WD0Ev] }, comdat, align 8
@_ZTV1Y = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [5 x ptr], [5 x ptr] } { [5 x ptr] [ptr inttoptr (i64 32 to ptr), ptr null, ptr @_ZTI1Y, ptr @_ZN1YD1Ev, ptr @_ZN1YD0Ev], [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1Y, ptr @_ZThn16_N1YD1Ev, ptr @_ZThn16_N1YD0Ev], [5 x ptr] [ptr inttoptr (i64 -32 to ptr), ptr inttoptr (i64 -32 to ptr), ptr @_ZTI1Y, ptr @_ZTv0_n24_N1YD1Ev, ptr @_ZTv0_n24_N1YD0Ev] }, comdat, align 8
@_ZTT1Y = linkonce_odr dso_local unnamed_addr constant [5 x ptr] [ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr], [5 x ptr] }, ptr @_ZTV1Y, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr] }, ptr @_ZTC1Y16_1V, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr] }, ptr @_ZTC1Y16_1V, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr], [5 x ptr] }, ptr @_ZTV1Y, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr], [5 x ptr] }, ptr @_ZTV1Y, i32 0, i32 2, i32 3)], comdat, align 8
@_ZTC1Y16_1V = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [5 x ptr] } { [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI1V, ptr @_ZN1VD1Ev, ptr @_ZN1VD0Ev], [5 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1V, ptr @_ZTv0_n24_N1VD1Ev, ptr @_ZTv0_n24_N1VD0Ev] }, comdat, align 8
@_ZTV1P = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1P, ptr @_ZN1PD2Ev, ptr @_ZN1PD0Ev] }, comdat, align 8
@_ZTV1Q = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1Q, ptr @_ZN1QD2Ev, ptr @_ZN1QD0Ev] }, comdat, align 8
@_ZTV1Z = linkonce_odr dso_local unnamed_addr constant { [4 x ptr], [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI1Z, ptr @_ZN1ZD2Ev, ptr @_ZN1ZD0Ev], [4 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1Z, ptr @_ZThn16_N1ZD1Ev, ptr @_ZThn16_N1ZD0Ev] }, comdat, align 8
@_ZTVN2ns3FooIiEE = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTIN2ns3FooIiEE, ptr @_ZN2ns3FooIiED2Ev, ptr @_ZN2ns3FooIiED0Ev] }, comdat, align 8
@_ZTVSt9exception = external unnamed_addr constant { [5 x ptr] }, align 8
@_ZTVSt9bad_alloc = external unnamed_addr constant { [5 x ptr] }, align 8
@_ZTVSt20bad_array_new_length = external unnamed_addr constant { [5 x ptr] }, align 8
@.str.64 = private unnamed_addr constant [5 x i8] c"mine\00", align 1
@_ZTV5MyErr = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI5MyErr, ptr @_ZN5MyErrD2Ev, ptr @_ZN5MyErrD0Ev, ptr @_ZNKSt13runtime_error4whatEv] }, comdat, align 8
@_ZTVSt12out_of_range = external unnamed_addr constant { [5 x ptr] }, align 8

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local ptr @ehi_obj(i32 noundef signext %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  switch i32 %6, label %285 [
    i32 0, label %7
    i32 1, label %9
    i32 2, label %11
    i32 3, label %13
    i32 4, label %15
    i32 5, label %17
    i32 6, label %19
    i32 7, label %21
    i32 8, label %23
    i32 9, label %25
    i32 10, label %27
    i32 11, label %29
    i32 12, label %31
    i32 13, label %33
    i32 14, label %35
    i32 15, label %37
    i32 16, label %39
    i32 17, label %41
    i32 18, label %43
    i32 19, label %45
    i32 20, label %47
    i32 21, label %49
    i32 22, label %51
    i32 23, label %53
    i32 24, label %61
    i32 25, label %69
    i32 26, label %77
    i32 27, label %85
    i32 28, label %93
    i32 29, label %95
    i32 30, label %103
    i32 31, label %111
    i32 32, label %113
    i32 33, label %121
    i32 34, label %129
    i32 35, label %137
    i32 36, label %145
    i32 37, label %153
    i32 38, label %161
    i32 39, label %169
    i32 40, label %177
    i32 41, label %185
    i32 42, label %187
    i32 43, label %195
    i32 44, label %203
    i32 45, label %211
    i32 46, label %219
    i32 47, label %227
    i32 48, label %235
    i32 49, label %243
    i32 50, label %245
    i32 51, label %247
    i32 52, label %249
    i32 53, label %251
    i32 54, label %253
    i32 55, label %260
    i32 56, label %267
    i32 57, label %274
    i32 58, label %276
    i32 59, label %278
  ]

7:                                                ; preds = %1
  %8 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 4) #8
  store i32 5, ptr %8, align 4
  store ptr %8, ptr %2, align 8
  br label %286

9:                                                ; preds = %1
  %10 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 1) #8
  store i8 120, ptr %10, align 1
  store ptr %10, ptr %2, align 8
  br label %286

11:                                               ; preds = %1
  %12 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  store i64 7, ptr %12, align 8
  store ptr %12, ptr %2, align 8
  br label %286

13:                                               ; preds = %1
  %14 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  store double 1.500000e+00, ptr %14, align 8
  store ptr %14, ptr %2, align 8
  br label %286

15:                                               ; preds = %1
  %16 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 1) #8
  store i8 1, ptr %16, align 1
  store ptr %16, ptr %2, align 8
  br label %286

17:                                               ; preds = %1
  %18 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 4) #8
  store i32 3, ptr %18, align 4
  store ptr %18, ptr %2, align 8
  br label %286

19:                                               ; preds = %1
  %20 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 4) #8
  store i32 1, ptr %20, align 4
  store ptr %20, ptr %2, align 8
  br label %286

21:                                               ; preds = %1
  %22 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  store ptr null, ptr %22, align 8
  store ptr %22, ptr %2, align 8
  br label %286

23:                                               ; preds = %1
  %24 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
  call void @llvm.memset.p0.i64(ptr align 16 %24, i8 0, i64 16, i1 false)
  call void @_ZN1AC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %24) #9
  store ptr %24, ptr %2, align 8
  br label %286

25:                                               ; preds = %1
  %26 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
  call void @llvm.memset.p0.i64(ptr align 16 %26, i8 0, i64 16, i1 false)
  call void @_ZN1BC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %26) #9
  store ptr %26, ptr %2, align 8
  br label %286

27:                                               ; preds = %1
  %28 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
  call void @llvm.memset.p0.i64(ptr align 16 %28, i8 0, i64 16, i1 false)
  call void @_ZN1CC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %28) #9
  store ptr %28, ptr %2, align 8
  br label %286

29:                                               ; preds = %1
  %30 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 32) #8
  call void @llvm.memset.p0.i64(ptr align 16 %30, i8 0, i64 32, i1 false)
  call void @_ZN1DC2Ev(ptr noundef nonnull align 8 dereferenceable(32) %30) #9
  store ptr %30, ptr %2, align 8
  br label %286

31:                                               ; preds = %1
  %32 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 40) #8
  call void @llvm.memset.p0.i64(ptr align 16 %32, i8 0, i64 40, i1 false)
  call void @_ZN1EC2Ev(ptr noundef nonnull align 8 dereferenceable(36) %32) #9
  store ptr %32, ptr %2, align 8
  br label %286

33:                                               ; preds = %1
  %34 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 32) #8
  call void @llvm.memset.p0.i64(ptr align 16 %34, i8 0, i64 32, i1 false)
  call void @_ZN1VC1Ev(ptr noundef nonnull align 8 dereferenceable(12) %34) #9
  store ptr %34, ptr %2, align 8
  br label %286

35:                                               ; preds = %1
  %36 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 32) #8
  call void @llvm.memset.p0.i64(ptr align 16 %36, i8 0, i64 32, i1 false)
  call void @_ZN1WC1Ev(ptr noundef nonnull align 8 dereferenceable(12) %36) #9
  store ptr %36, ptr %2, align 8
  br label %286

37:                                               ; preds = %1
  %38 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 48) #8
  call void @llvm.memset.p0.i64(ptr align 16 %38, i8 0, i64 48, i1 false)
  call void @_ZN2XdC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %38) #9
  store ptr %38, ptr %2, align 8
  br label %286

39:                                               ; preds = %1
  %40 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 48) #8
  call void @llvm.memset.p0.i64(ptr align 16 %40, i8 0, i64 48, i1 false)
  call void @_ZN1YC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %40) #9
  store ptr %40, ptr %2, align 8
  br label %286

41:                                               ; preds = %1
  %42 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
  call void @llvm.memset.p0.i64(ptr align 16 %42, i8 0, i64 16, i1 false)
  call void @_ZN1PC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %42) #9
  store ptr %42, ptr %2, align 8
  br label %286

43:                                               ; preds = %1
  %44 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
  call void @llvm.memset.p0.i64(ptr align 16 %44, i8 0, i64 16, i1 false)
  call void @_ZN1QC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %44) #9
  store ptr %44, ptr %2, align 8
  br label %286

45:                                               ; preds = %1
  %46 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 40) #8
  call void @llvm.memset.p0.i64(ptr align 16 %46, i8 0, i64 40, i1 false)
  call void @_ZN1ZC2Ev(ptr noundef nonnull align 8 dereferenceable(36) %46) #9
  store ptr %46, ptr %2, align 8
  br label %286

47:                                               ; preds = %1
  %48 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 4) #8
  call void @llvm.memset.p0.i64(ptr align 4 %48, i8 0, i64 4, i1 false)
  call void @_ZN2NVC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %48) #9
  store ptr %48, ptr %2, align 8
  br label %286

49:                                               ; preds = %1
  %50 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  call void @llvm.memset.p0.i64(ptr align 8 %50, i8 0, i64 8, i1 false)
  call void @_ZN3NV2C2Ev(ptr noundef nonnull align 4 dereferenceable(8) %50) #9
  store ptr %50, ptr %2, align 8
  br label %286

51:                                               ; preds = %1
  %52 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
  call void @llvm.memset.p0.i64(ptr align 16 %52, i8 0, i64 16, i1 false)
  call void @_ZN2ns3FooIiEC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %52) #9
  store ptr %52, ptr %2, align 8
  br label %286

53:                                               ; preds = %1
  %54 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %55 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
          to label %56 unwind label %57

56:                                               ; preds = %53
  call void @_ZN1AC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %55) #9
  store ptr %55, ptr %54, align 8
  store ptr %54, ptr %2, align 8
  br label %286

57:                                               ; preds = %53
  %58 = landingpad { ptr, i32 }
          cleanup
  %59 = extractvalue { ptr, i32 } %58, 0
  store ptr %59, ptr %4, align 8
  %60 = extractvalue { ptr, i32 } %58, 1
  store i32 %60, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %54, i64 noundef 8) #10
  br label %288

61:                                               ; preds = %1
  %62 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %63 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
          to label %64 unwind label %65

64:                                               ; preds = %61
  call void @_ZN1BC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %63) #9
  store ptr %63, ptr %62, align 8
  store ptr %62, ptr %2, align 8
  br label %286

65:                                               ; preds = %61
  %66 = landingpad { ptr, i32 }
          cleanup
  %67 = extractvalue { ptr, i32 } %66, 0
  store ptr %67, ptr %4, align 8
  %68 = extractvalue { ptr, i32 } %66, 1
  store i32 %68, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %62, i64 noundef 8) #10
  br label %288

69:                                               ; preds = %1
  %70 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %71 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
          to label %72 unwind label %73

72:                                               ; preds = %69
  call void @_ZN1CC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %71) #9
  store ptr %71, ptr %70, align 8
  store ptr %70, ptr %2, align 8
  br label %286

73:                                               ; preds = %69
  %74 = landingpad { ptr, i32 }
          cleanup
  %75 = extractvalue { ptr, i32 } %74, 0
  store ptr %75, ptr %4, align 8
  %76 = extractvalue { ptr, i32 } %74, 1
  store i32 %76, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %70, i64 noundef 8) #10
  br label %288

77:                                               ; preds = %1
  %78 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %79 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 32) #8
          to label %80 unwind label %81

80:                                               ; preds = %77
  call void @_ZN1DC2Ev(ptr noundef nonnull align 8 dereferenceable(32) %79) #9
  store ptr %79, ptr %78, align 8
  store ptr %78, ptr %2, align 8
  br label %286

81:                                               ; preds = %77
  %82 = landingpad { ptr, i32 }
          cleanup
  %83 = extractvalue { ptr, i32 } %82, 0
  store ptr %83, ptr %4, align 8
  %84 = extractvalue { ptr, i32 } %82, 1
  store i32 %84, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %78, i64 noundef 8) #10
  br label %288

85:                                               ; preds = %1
  %86 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %87 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 40) #8
          to label %88 unwind label %89

88:                                               ; preds = %85
  call void @_ZN1EC2Ev(ptr noundef nonnull align 8 dereferenceable(36) %87) #9
  store ptr %87, ptr %86, align 8
  store ptr %86, ptr %2, align 8
  br label %286

89:                                               ; preds = %85
  %90 = landingpad { ptr, i32 }
          cleanup
  %91 = extractvalue { ptr, i32 } %90, 0
  store ptr %91, ptr %4, align 8
  %92 = extractvalue { ptr, i32 } %90, 1
  store i32 %92, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %86, i64 noundef 8) #10
  br label %288

93:                                               ; preds = %1
  %94 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  store ptr null, ptr %94, align 8
  store ptr %94, ptr %2, align 8
  br label %286

95:                                               ; preds = %1
  %96 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %97 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 32) #8
          to label %98 unwind label %99

98:                                               ; preds = %95
  call void @_ZN1VC1Ev(ptr noundef nonnull align 8 dereferenceable(12) %97) #9
  store ptr %97, ptr %96, align 8
  store ptr %96, ptr %2, align 8
  br label %286

99:                                               ; preds = %95
  %100 = landingpad { ptr, i32 }
          cleanup
  %101 = extractvalue { ptr, i32 } %100, 0
  store ptr %101, ptr %4, align 8
  %102 = extractvalue { ptr, i32 } %100, 1
  store i32 %102, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %96, i64 noundef 8) #10
  br label %288

103:                                              ; preds = %1
  %104 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %105 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 48) #8
          to label %106 unwind label %107

106:                                              ; preds = %103
  call void @_ZN2XdC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %105) #9
  store ptr %105, ptr %104, align 8
  store ptr %104, ptr %2, align 8
  br label %286

107:                                              ; preds = %103
  %108 = landingpad { ptr, i32 }
          cleanup
  %109 = extractvalue { ptr, i32 } %108, 0
  store ptr %109, ptr %4, align 8
  %110 = extractvalue { ptr, i32 } %108, 1
  store i32 %110, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %104, i64 noundef 8) #10
  br label %288

111:                                              ; preds = %1
  %112 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  store ptr null, ptr %112, align 8
  store ptr %112, ptr %2, align 8
  br label %286

113:                                              ; preds = %1
  %114 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %115 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 48) #8
          to label %116 unwind label %117

116:                                              ; preds = %113
  call void @_ZN1YC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %115) #9
  store ptr %115, ptr %114, align 8
  store ptr %114, ptr %2, align 8
  br label %286

117:                                              ; preds = %113
  %118 = landingpad { ptr, i32 }
          cleanup
  %119 = extractvalue { ptr, i32 } %118, 0
  store ptr %119, ptr %4, align 8
  %120 = extractvalue { ptr, i32 } %118, 1
  store i32 %120, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %114, i64 noundef 8) #10
  br label %288

121:                                              ; preds = %1
  %122 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %123 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
          to label %124 unwind label %125

124:                                              ; preds = %121
  call void @_ZN1PC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %123) #9
  store ptr %123, ptr %122, align 8
  store ptr %122, ptr %2, align 8
  br label %286

125:                                              ; preds = %121
  %126 = landingpad { ptr, i32 }
          cleanup
  %127 = extractvalue { ptr, i32 } %126, 0
  store ptr %127, ptr %4, align 8
  %128 = extractvalue { ptr, i32 } %126, 1
  store i32 %128, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %122, i64 noundef 8) #10
  br label %288

129:                                              ; preds = %1
  %130 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %131 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 40) #8
          to label %132 unwind label %133

132:                                              ; preds = %129
  call void @_ZN1ZC2Ev(ptr noundef nonnull align 8 dereferenceable(36) %131) #9
  store ptr %131, ptr %130, align 8
  store ptr %130, ptr %2, align 8
  br label %286

133:                                              ; preds = %129
  %134 = landingpad { ptr, i32 }
          cleanup
  %135 = extractvalue { ptr, i32 } %134, 0
  store ptr %135, ptr %4, align 8
  %136 = extractvalue { ptr, i32 } %134, 1
  store i32 %136, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %130, i64 noundef 8) #10
  br label %288

137:                                              ; preds = %1
  %138 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %139 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
          to label %140 unwind label %141

140:                                              ; preds = %137
  call void @_ZN1AC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %139) #9
  store ptr %139, ptr %138, align 8
  store ptr %138, ptr %2, align 8
  br label %286

141:                                              ; preds = %137
  %142 = landingpad { ptr, i32 }
          cleanup
  %143 = extractvalue { ptr, i32 } %142, 0
  store ptr %143, ptr %4, align 8
  %144 = extractvalue { ptr, i32 } %142, 1
  store i32 %144, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %138, i64 noundef 8) #10
  br label %288

145:                                              ; preds = %1
  %146 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %147 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 32) #8
          to label %148 unwind label %149

148:                                              ; preds = %145
  call void @_ZN1DC2Ev(ptr noundef nonnull align 8 dereferenceable(32) %147) #9
  store ptr %147, ptr %146, align 8
  store ptr %146, ptr %2, align 8
  br label %286

149:                                              ; preds = %145
  %150 = landingpad { ptr, i32 }
          cleanup
  %151 = extractvalue { ptr, i32 } %150, 0
  store ptr %151, ptr %4, align 8
  %152 = extractvalue { ptr, i32 } %150, 1
  store i32 %152, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %146, i64 noundef 8) #10
  br label %288

153:                                              ; preds = %1
  %154 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %155 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
          to label %156 unwind label %157

156:                                              ; preds = %153
  call void @_ZN1AC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %155) #9
  store ptr %155, ptr %154, align 8
  store ptr %154, ptr %2, align 8
  br label %286

157:                                              ; preds = %153
  %158 = landingpad { ptr, i32 }
          cleanup
  %159 = extractvalue { ptr, i32 } %158, 0
  store ptr %159, ptr %4, align 8
  %160 = extractvalue { ptr, i32 } %158, 1
  store i32 %160, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %154, i64 noundef 8) #10
  br label %288

161:                                              ; preds = %1
  %162 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %163 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 4) #8
          to label %164 unwind label %165

164:                                              ; preds = %161
  store ptr %163, ptr %162, align 8
  store ptr %162, ptr %2, align 8
  br label %286

165:                                              ; preds = %161
  %166 = landingpad { ptr, i32 }
          cleanup
  %167 = extractvalue { ptr, i32 } %166, 0
  store ptr %167, ptr %4, align 8
  %168 = extractvalue { ptr, i32 } %166, 1
  store i32 %168, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %162, i64 noundef 8) #10
  br label %288

169:                                              ; preds = %1
  %170 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %171 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 4) #8
          to label %172 unwind label %173

172:                                              ; preds = %169
  store ptr %171, ptr %170, align 8
  store ptr %170, ptr %2, align 8
  br label %286

173:                                              ; preds = %169
  %174 = landingpad { ptr, i32 }
          cleanup
  %175 = extractvalue { ptr, i32 } %174, 0
  store ptr %175, ptr %4, align 8
  %176 = extractvalue { ptr, i32 } %174, 1
  store i32 %176, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %170, i64 noundef 8) #10
  br label %288

177:                                              ; preds = %1
  %178 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %179 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 1) #8
          to label %180 unwind label %181

180:                                              ; preds = %177
  store ptr %179, ptr %178, align 8
  store ptr %178, ptr %2, align 8
  br label %286

181:                                              ; preds = %177
  %182 = landingpad { ptr, i32 }
          cleanup
  %183 = extractvalue { ptr, i32 } %182, 0
  store ptr %183, ptr %4, align 8
  %184 = extractvalue { ptr, i32 } %182, 1
  store i32 %184, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %178, i64 noundef 8) #10
  br label %288

185:                                              ; preds = %1
  %186 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  store ptr @.str.60, ptr %186, align 8
  store ptr %186, ptr %2, align 8
  br label %286

187:                                              ; preds = %1
  %188 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %189 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 4) #8
          to label %190 unwind label %191

190:                                              ; preds = %187
  store ptr %189, ptr %188, align 8
  store ptr %188, ptr %2, align 8
  br label %286

191:                                              ; preds = %187
  %192 = landingpad { ptr, i32 }
          cleanup
  %193 = extractvalue { ptr, i32 } %192, 0
  store ptr %193, ptr %4, align 8
  %194 = extractvalue { ptr, i32 } %192, 1
  store i32 %194, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %188, i64 noundef 8) #10
  br label %288

195:                                              ; preds = %1
  %196 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %197 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
          to label %198 unwind label %199

198:                                              ; preds = %195
  store ptr %197, ptr %196, align 8
  store ptr %196, ptr %2, align 8
  br label %286

199:                                              ; preds = %195
  %200 = landingpad { ptr, i32 }
          cleanup
  %201 = extractvalue { ptr, i32 } %200, 0
  store ptr %201, ptr %4, align 8
  %202 = extractvalue { ptr, i32 } %200, 1
  store i32 %202, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %196, i64 noundef 8) #10
  br label %288

203:                                              ; preds = %1
  %204 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %205 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
          to label %206 unwind label %207

206:                                              ; preds = %203
  store ptr %205, ptr %204, align 8
  store ptr %204, ptr %2, align 8
  br label %286

207:                                              ; preds = %203
  %208 = landingpad { ptr, i32 }
          cleanup
  %209 = extractvalue { ptr, i32 } %208, 0
  store ptr %209, ptr %4, align 8
  %210 = extractvalue { ptr, i32 } %208, 1
  store i32 %210, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %204, i64 noundef 8) #10
  br label %288

211:                                              ; preds = %1
  %212 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %213 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
          to label %214 unwind label %215

214:                                              ; preds = %211
  store ptr %213, ptr %212, align 8
  store ptr %212, ptr %2, align 8
  br label %286

215:                                              ; preds = %211
  %216 = landingpad { ptr, i32 }
          cleanup
  %217 = extractvalue { ptr, i32 } %216, 0
  store ptr %217, ptr %4, align 8
  %218 = extractvalue { ptr, i32 } %216, 1
  store i32 %218, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %212, i64 noundef 8) #10
  br label %288

219:                                              ; preds = %1
  %220 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %221 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
          to label %222 unwind label %223

222:                                              ; preds = %219
  store ptr %221, ptr %220, align 8
  store ptr %220, ptr %2, align 8
  br label %286

223:                                              ; preds = %219
  %224 = landingpad { ptr, i32 }
          cleanup
  %225 = extractvalue { ptr, i32 } %224, 0
  store ptr %225, ptr %4, align 8
  %226 = extractvalue { ptr, i32 } %224, 1
  store i32 %226, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %220, i64 noundef 8) #10
  br label %288

227:                                              ; preds = %1
  %228 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %229 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
          to label %230 unwind label %231

230:                                              ; preds = %227
  store ptr %229, ptr %228, align 8
  store ptr %228, ptr %2, align 8
  br label %286

231:                                              ; preds = %227
  %232 = landingpad { ptr, i32 }
          cleanup
  %233 = extractvalue { ptr, i32 } %232, 0
  store ptr %233, ptr %4, align 8
  %234 = extractvalue { ptr, i32 } %232, 1
  store i32 %234, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %228, i64 noundef 8) #10
  br label %288

235:                                              ; preds = %1
  %236 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  %237 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
          to label %238 unwind label %239

238:                                              ; preds = %235
  store ptr %237, ptr %236, align 8
  store ptr %236, ptr %2, align 8
  br label %286

239:                                              ; preds = %235
  %240 = landingpad { ptr, i32 }
          cleanup
  %241 = extractvalue { ptr, i32 } %240, 0
  store ptr %241, ptr %4, align 8
  %242 = extractvalue { ptr, i32 } %240, 1
  store i32 %242, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %236, i64 noundef 8) #10
  br label %288

243:                                              ; preds = %1
  %244 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  store ptr @_ZL2f0v, ptr %244, align 8
  store ptr %244, ptr %2, align 8
  br label %286

245:                                              ; preds = %1
  %246 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  store ptr @_ZL2fxv, ptr %246, align 8
  store ptr %246, ptr %2, align 8
  br label %286

247:                                              ; preds = %1
  %248 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  store i64 0, ptr %248, align 8
  store ptr %248, ptr %2, align 8
  br label %286

249:                                              ; preds = %1
  %250 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
  store { i64, i64 } { i64 ptrtoint (ptr @_ZN1M1fEi to i64), i64 0 }, ptr %250, align 16
  store ptr %250, ptr %2, align 8
  br label %286

251:                                              ; preds = %1
  %252 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  call void @_ZNSt9exceptionC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %252) #9
  store ptr %252, ptr %2, align 8
  br label %286

253:                                              ; preds = %1
  %254 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %254, ptr noundef @.str.61)
          to label %255 unwind label %256

255:                                              ; preds = %253
  store ptr %254, ptr %2, align 8
  br label %286

256:                                              ; preds = %253
  %257 = landingpad { ptr, i32 }
          cleanup
  %258 = extractvalue { ptr, i32 } %257, 0
  store ptr %258, ptr %4, align 8
  %259 = extractvalue { ptr, i32 } %257, 1
  store i32 %259, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %254, i64 noundef 16) #10
  br label %288

260:                                              ; preds = %1
  %261 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
  invoke void @_ZNSt11logic_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %261, ptr noundef @.str.62)
          to label %262 unwind label %263

262:                                              ; preds = %260
  store ptr %261, ptr %2, align 8
  br label %286

263:                                              ; preds = %260
  %264 = landingpad { ptr, i32 }
          cleanup
  %265 = extractvalue { ptr, i32 } %264, 0
  store ptr %265, ptr %4, align 8
  %266 = extractvalue { ptr, i32 } %264, 1
  store i32 %266, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %261, i64 noundef 16) #10
  br label %288

267:                                              ; preds = %1
  %268 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %268, ptr noundef @.str.63)
          to label %269 unwind label %270

269:                                              ; preds = %267
  store ptr %268, ptr %2, align 8
  br label %286

270:                                              ; preds = %267
  %271 = landingpad { ptr, i32 }
          cleanup
  %272 = extractvalue { ptr, i32 } %271, 0
  store ptr %272, ptr %4, align 8
  %273 = extractvalue { ptr, i32 } %271, 1
  store i32 %273, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %268, i64 noundef 16) #10
  br label %288

274:                                              ; preds = %1
  %275 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  call void @_ZNSt9bad_allocC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %275) #9
  store ptr %275, ptr %2, align 8
  br label %286

276:                                              ; preds = %1
  %277 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 8) #8
  call void @_ZNSt20bad_array_new_lengthC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %277) #9
  store ptr %277, ptr %2, align 8
  br label %286

278:                                              ; preds = %1
  %279 = call noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #8
  invoke void @_ZN5MyErrC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %279)
          to label %280 unwind label %281

280:                                              ; preds = %278
  store ptr %279, ptr %2, align 8
  br label %286

281:                                              ; preds = %278
  %282 = landingpad { ptr, i32 }
          cleanup
  %283 = extractvalue { ptr, i32 } %282, 0
  store ptr %283, ptr %4, align 8
  %284 = extractvalue { ptr, i32 } %282, 1
  store i32 %284, ptr %5, align 4
  call void @_ZdlPvm(ptr noundef %279, i64 noundef 16) #10
  br label %288

285:                                              ; preds = %1
  store ptr null, ptr %2, align 8
  br label %286

286:                                              ; preds = %285, %280, %276, %274, %269, %262, %255, %251, %249, %247, %245, %243, %238, %230, %222, %214, %206, %198, %190, %185, %180, %172, %164, %156, %148, %140, %132, %124, %116, %111, %106, %98, %93, %88, %80, %72, %64, %56, %51, %49, %47, %45, %43, %41, %39, %37, %35, %33, %31, %29, %27, %25, %23, %21, %19, %17, %15, %13, %11, %9, %7
  %287 = load ptr, ptr %2, align 8
  ret ptr %287

288:                                              ; preds = %281, %270, %263, %256, %239, %231, %223, %215, %207, %199, %191, %181, %173, %165, %157, %149, %141, %133, %125, %117, %107, %99, %89, %81, %73, %65, %57
  %289 = load ptr, ptr %4, align 8
  %290 = load i32, ptr %5, align 4
  %291 = insertvalue { ptr, i32 } poison, ptr %289, 0
  %292 = insertvalue { ptr, i32 } %291, i32 %290, 1
  resume { ptr, i32 } %292
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV1A, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %struct.A, ptr %3, i32 0, i32 1
  store i32 1, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1AC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV1B, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %struct.B, ptr %3, i32 0, i32 1
  store i32 2, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV1C, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %struct.C, ptr %3, i32 0, i32 1
  store i32 3, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DC2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1BC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #9
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN1CC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #9
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr], [4 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 2), ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr], [4 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %struct.D, ptr %3, i32 0, i32 2
  store i32 4, ptr %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1EC2Ev(ptr noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1DC2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #9
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr], [4 x ptr] }, ptr @_ZTV1E, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr], [4 x ptr] }, ptr @_ZTV1E, i32 0, i32 1, i32 2), ptr %4, align 8
  %5 = getelementptr inbounds %struct.E, ptr %3, i32 0, i32 1
  store i32 5, ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VC1Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN1AC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #9
  store ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr] }, ptr @_ZTV1V, i32 0, i32 0, i32 3), ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr] }, ptr @_ZTV1V, i32 0, i32 1, i32 3), ptr %5, align 8
  %6 = getelementptr inbounds %struct.V, ptr %3, i32 0, i32 1
  store i32 6, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1WC1Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN1AC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #9
  store ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr] }, ptr @_ZTV1W, i32 0, i32 0, i32 3), ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr] }, ptr @_ZTV1W, i32 0, i32 1, i32 3), ptr %5, align 8
  %6 = getelementptr inbounds %struct.W, ptr %3, i32 0, i32 1
  store i32 7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2XdC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 32
  call void @_ZN1AC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #9
  call void @_ZN1VC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT2Xd, i64 0, i64 1)) #9
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN1WC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT2Xd, i64 0, i64 3)) #9
  store ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr], [5 x ptr] }, ptr @_ZTV2Xd, i32 0, i32 0, i32 3), ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 32
  store ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr], [5 x ptr] }, ptr @_ZTV2Xd, i32 0, i32 2, i32 3), ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr], [5 x ptr] }, ptr @_ZTV2Xd, i32 0, i32 1, i32 3), ptr %7, align 8
  %8 = getelementptr inbounds %struct.Xd, ptr %3, i32 0, i32 3
  store i32 8, ptr %8, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1YC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 32
  call void @_ZN1AC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #9
  call void @_ZN1BC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #9
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN1VC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef getelementptr inbounds ([5 x ptr], ptr @_ZTT1Y, i64 0, i64 1)) #9
  store ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr], [5 x ptr] }, ptr @_ZTV1Y, i32 0, i32 0, i32 3), ptr %3, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr], [5 x ptr] }, ptr @_ZTV1Y, i32 0, i32 1, i32 3), ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 32
  store ptr getelementptr inbounds inrange(-24, 16) ({ [5 x ptr], [5 x ptr], [5 x ptr] }, ptr @_ZTV1Y, i32 0, i32 2, i32 3), ptr %7, align 8
  %8 = getelementptr inbounds %struct.Y, ptr %3, i32 0, i32 2
  store i32 9, ptr %8, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1PC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1AC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV1P, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %struct.P, ptr %3, i32 0, i32 1
  store i32 10, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1QC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1CC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV1Q, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %struct.Q, ptr %3, i32 0, i32 1
  store i32 11, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ZC2Ev(ptr noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1CC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN1BC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #9
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr], [4 x ptr] }, ptr @_ZTV1Z, i32 0, i32 0, i32 2), ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr], [4 x ptr] }, ptr @_ZTV1Z, i32 0, i32 1, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %struct.Z, ptr %3, i32 0, i32 3
  store i32 12, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2NVC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.NV, ptr %3, i32 0, i32 0
  store i32 13, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3NV2C2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN2NVC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  %4 = getelementptr inbounds %struct.NV2, ptr %3, i32 0, i32 1
  store i32 14, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2ns3FooIiEC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTVN2ns3FooIiEE, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %"struct.ns::Foo", ptr %3, i32 0, i32 1
  store i32 0, ptr %4, align 8
  ret void
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL2f0v() #3 {
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL2fxv() #3 {
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZN1M1fEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef signext %1) #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  ret i32 0
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt9exceptionC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVSt9exception, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #5

declare void @_ZNSt11logic_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #5

declare void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt9bad_allocC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt9exceptionC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #9
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVSt9bad_alloc, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt20bad_array_new_lengthC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt9bad_allocC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #9
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVSt20bad_array_new_length, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5MyErrC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt13runtime_errorC2EPKc(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef @.str.64)
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV5MyErr, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local ptr @ehi_what(i32 noundef signext %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %6 = load i32, ptr %4, align 4
  switch i32 %6, label %187 [
    i32 0, label %7
    i32 1, label %10
    i32 2, label %13
    i32 3, label %16
    i32 4, label %19
    i32 5, label %22
    i32 6, label %25
    i32 7, label %28
    i32 8, label %31
    i32 9, label %34
    i32 10, label %37
    i32 11, label %40
    i32 12, label %43
    i32 13, label %46
    i32 14, label %49
    i32 15, label %52
    i32 16, label %55
    i32 17, label %58
    i32 18, label %61
    i32 19, label %64
    i32 20, label %67
    i32 21, label %70
    i32 22, label %73
    i32 23, label %76
    i32 24, label %79
    i32 25, label %82
    i32 26, label %85
    i32 27, label %88
    i32 28, label %91
    i32 29, label %94
    i32 30, label %97
    i32 31, label %100
    i32 32, label %103
    i32 33, label %106
    i32 34, label %109
    i32 35, label %112
    i32 36, label %115
    i32 37, label %118
    i32 38, label %121
    i32 39, label %124
    i32 40, label %127
    i32 41, label %130
    i32 42, label %133
    i32 43, label %136
    i32 44, label %139
    i32 45, label %142
    i32 46, label %145
    i32 47, label %148
    i32 48, label %151
    i32 49, label %154
    i32 50, label %157
    i32 51, label %160
    i32 52, label %163
    i32 53, label %166
    i32 54, label %169
    i32 55, label %172
    i32 56, label %175
    i32 57, label %178
    i32 58, label %181
    i32 59, label %184
  ]

7:                                                ; preds = %2
  %8 = load ptr, ptr %5, align 8
  %9 = call noundef ptr @_ZL7what_ofIiEPKcPvb(ptr noundef %8, i1 noundef zeroext true)
  store ptr %9, ptr %3, align 8
  br label %188

10:                                               ; preds = %2
  %11 = load ptr, ptr %5, align 8
  %12 = call noundef ptr @_ZL7what_ofIcEPKcPvb(ptr noundef %11, i1 noundef zeroext true)
  store ptr %12, ptr %3, align 8
  br label %188

13:                                               ; preds = %2
  %14 = load ptr, ptr %5, align 8
  %15 = call noundef ptr @_ZL7what_ofIlEPKcPvb(ptr noundef %14, i1 noundef zeroext true)
  store ptr %15, ptr %3, align 8
  br label %188

16:                                               ; preds = %2
  %17 = load ptr, ptr %5, align 8
  %18 = call noundef ptr @_ZL7what_ofIdEPKcPvb(ptr noundef %17, i1 noundef zeroext true)
  store ptr %18, ptr %3, align 8
  br label %188

19:                                               ; preds = %2
  %20 = load ptr, ptr %5, align 8
  %21 = call noundef ptr @_ZL7what_ofIbEPKcPvb(ptr noundef %20, i1 noundef zeroext true)
  store ptr %21, ptr %3, align 8
  br label %188

22:                                               ; preds = %2
  %23 = load ptr, ptr %5, align 8
  %24 = call noundef ptr @_ZL7what_ofIjEPKcPvb(ptr noundef %23, i1 noundef zeroext true)
  store ptr %24, ptr %3, align 8
  br label %188

25:                                               ; preds = %2
  %26 = load ptr, ptr %5, align 8
  %27 = call noundef ptr @_ZL7what_ofI5ColorEPKcPvb(ptr noundef %26, i1 noundef zeroext true)
  store ptr %27, ptr %3, align 8
  br label %188

28:                                               ; preds = %2
  %29 = load ptr, ptr %5, align 8
  %30 = call noundef ptr @_ZL7what_ofIDnEPKcPvb(ptr noundef %29, i1 noundef zeroext true)
  store ptr %30, ptr %3, align 8
  br label %188

31:                                               ; preds = %2
  %32 = load ptr, ptr %5, align 8
  %33 = call noundef ptr @_ZL7what_ofI1AEPKcPvb(ptr noundef %32, i1 noundef zeroext true)
  store ptr %33, ptr %3, align 8
  br label %188

34:                                               ; preds = %2
  %35 = load ptr, ptr %5, align 8
  %36 = call noundef ptr @_ZL7what_ofI1BEPKcPvb(ptr noundef %35, i1 noundef zeroext true)
  store ptr %36, ptr %3, align 8
  br label %188

37:                                               ; preds = %2
  %38 = load ptr, ptr %5, align 8
  %39 = call noundef ptr @_ZL7what_ofI1CEPKcPvb(ptr noundef %38, i1 noundef zeroext true)
  store ptr %39, ptr %3, align 8
  br label %188

40:                                               ; preds = %2
  %41 = load ptr, ptr %5, align 8
  %42 = call noundef ptr @_ZL7what_ofI1DEPKcPvb(ptr noundef %41, i1 noundef zeroext true)
  store ptr %42, ptr %3, align 8
  br label %188

43:                                               ; preds = %2
  %44 = load ptr, ptr %5, align 8
  %45 = call noundef ptr @_ZL7what_ofI1EEPKcPvb(ptr noundef %44, i1 noundef zeroext true)
  store ptr %45, ptr %3, align 8
  br label %188

46:                                               ; preds = %2
  %47 = load ptr, ptr %5, align 8
  %48 = call noundef ptr @_ZL7what_ofI1VEPKcPvb(ptr noundef %47, i1 noundef zeroext true)
  store ptr %48, ptr %3, align 8
  br label %188

49:                                               ; preds = %2
  %50 = load ptr, ptr %5, align 8
  %51 = call noundef ptr @_ZL7what_ofI1WEPKcPvb(ptr noundef %50, i1 noundef zeroext true)
  store ptr %51, ptr %3, align 8
  br label %188

52:                                               ; preds = %2
  %53 = load ptr, ptr %5, align 8
  %54 = call noundef ptr @_ZL7what_ofI2XdEPKcPvb(ptr noundef %53, i1 noundef zeroext true)
  store ptr %54, ptr %3, align 8
  br label %188

55:                                               ; preds = %2
  %56 = load ptr, ptr %5, align 8
  %57 = call noundef ptr @_ZL7what_ofI1YEPKcPvb(ptr noundef %56, i1 noundef zeroext true)
  store ptr %57, ptr %3, align 8
  br label %188

58:                                               ; preds = %2
  %59 = load ptr, ptr %5, align 8
  %60 = call noundef ptr @_ZL7what_ofI1PEPKcPvb(ptr noundef %59, i1 noundef zeroext true)
  store ptr %60, ptr %3, align 8
  br label %188

61:                                               ; preds = %2
  %62 = load ptr, ptr %5, align 8
  %63 = call noundef ptr @_ZL7what_ofI1QEPKcPvb(ptr noundef %62, i1 noundef zeroext true)
  store ptr %63, ptr %3, align 8
  br label %188

64:                                               ; preds = %2
  %65 = load ptr, ptr %5, align 8
  %66 = call noundef ptr @_ZL7what_ofI1ZEPKcPvb(ptr noundef %65, i1 noundef zeroext true)
  store ptr %66, ptr %3, align 8
  br label %188

67:                                               ; preds = %2
  %68 = load ptr, ptr %5, align 8
  %69 = call noundef ptr @_ZL7what_ofI2NVEPKcPvb(ptr noundef %68, i1 noundef zeroext true)
  store ptr %69, ptr %3, align 8
  br label %188

70:                                               ; preds = %2
  %71 = load ptr, ptr %5, align 8
  %72 = call noundef ptr @_ZL7what_ofI3NV2EPKcPvb(ptr noundef %71, i1 noundef zeroext true)
  store ptr %72, ptr %3, align 8
  br label %188

73:                                               ; preds = %2
  %74 = load ptr, ptr %5, align 8
  %75 = call noundef ptr @_ZL7what_ofIN2ns3FooIiEEEPKcPvb(ptr noundef %74, i1 noundef zeroext true)
  store ptr %75, ptr %3, align 8
  br label %188

76:                                               ; preds = %2
  %77 = load ptr, ptr %5, align 8
  %78 = call noundef ptr @_ZL7what_ofIP1AEPKcPvb(ptr noundef %77, i1 noundef zeroext true)
  store ptr %78, ptr %3, align 8
  br label %188

79:                                               ; preds = %2
  %80 = load ptr, ptr %5, align 8
  %81 = call noundef ptr @_ZL7what_ofIP1BEPKcPvb(ptr noundef %80, i1 noundef zeroext true)
  store ptr %81, ptr %3, align 8
  br label %188

82:                                               ; preds = %2
  %83 = load ptr, ptr %5, align 8
  %84 = call noundef ptr @_ZL7what_ofIP1CEPKcPvb(ptr noundef %83, i1 noundef zeroext true)
  store ptr %84, ptr %3, align 8
  br label %188

85:                                               ; preds = %2
  %86 = load ptr, ptr %5, align 8
  %87 = call noundef ptr @_ZL7what_ofIP1DEPKcPvb(ptr noundef %86, i1 noundef zeroext true)
  store ptr %87, ptr %3, align 8
  br label %188

88:                                               ; preds = %2
  %89 = load ptr, ptr %5, align 8
  %90 = call noundef ptr @_ZL7what_ofIP1EEPKcPvb(ptr noundef %89, i1 noundef zeroext true)
  store ptr %90, ptr %3, align 8
  br label %188

91:                                               ; preds = %2
  %92 = load ptr, ptr %5, align 8
  %93 = call noundef ptr @_ZL7what_ofIP1DEPKcPvb(ptr noundef %92, i1 noundef zeroext true)
  store ptr %93, ptr %3, align 8
  br label %188

94:                                               ; preds = %2
  %95 = load ptr, ptr %5, align 8
  %96 = call noundef ptr @_ZL7what_ofIP1VEPKcPvb(ptr noundef %95, i1 noundef zeroext true)
  store ptr %96, ptr %3, align 8
  br label %188

97:                                               ; preds = %2
  %98 = load ptr, ptr %5, align 8
  %99 = call noundef ptr @_ZL7what_ofIP2XdEPKcPvb(ptr noundef %98, i1 noundef zeroext true)
  store ptr %99, ptr %3, align 8
  br label %188

100:                                              ; preds = %2
  %101 = load ptr, ptr %5, align 8
  %102 = call noundef ptr @_ZL7what_ofIP2XdEPKcPvb(ptr noundef %101, i1 noundef zeroext true)
  store ptr %102, ptr %3, align 8
  br label %188

103:                                              ; preds = %2
  %104 = load ptr, ptr %5, align 8
  %105 = call noundef ptr @_ZL7what_ofIP1YEPKcPvb(ptr noundef %104, i1 noundef zeroext true)
  store ptr %105, ptr %3, align 8
  br label %188

106:                                              ; preds = %2
  %107 = load ptr, ptr %5, align 8
  %108 = call noundef ptr @_ZL7what_ofIP1PEPKcPvb(ptr noundef %107, i1 noundef zeroext true)
  store ptr %108, ptr %3, align 8
  br label %188

109:                                              ; preds = %2
  %110 = load ptr, ptr %5, align 8
  %111 = call noundef ptr @_ZL7what_ofIP1ZEPKcPvb(ptr noundef %110, i1 noundef zeroext true)
  store ptr %111, ptr %3, align 8
  br label %188

112:                                              ; preds = %2
  %113 = load ptr, ptr %5, align 8
  %114 = call noundef ptr @_ZL7what_ofIPK1AEPKcPvb(ptr noundef %113, i1 noundef zeroext true)
  store ptr %114, ptr %3, align 8
  br label %188

115:                                              ; preds = %2
  %116 = load ptr, ptr %5, align 8
  %117 = call noundef ptr @_ZL7what_ofIPK1DEPKcPvb(ptr noundef %116, i1 noundef zeroext true)
  store ptr %117, ptr %3, align 8
  br label %188

118:                                              ; preds = %2
  %119 = load ptr, ptr %5, align 8
  %120 = call noundef ptr @_ZL7what_ofIPVK1AEPKcPvb(ptr noundef %119, i1 noundef zeroext true)
  store ptr %120, ptr %3, align 8
  br label %188

121:                                              ; preds = %2
  %122 = load ptr, ptr %5, align 8
  %123 = call noundef ptr @_ZL7what_ofIPvEPKcS0_b(ptr noundef %122, i1 noundef zeroext true)
  store ptr %123, ptr %3, align 8
  br label %188

124:                                              ; preds = %2
  %125 = load ptr, ptr %5, align 8
  %126 = call noundef ptr @_ZL7what_ofIPKvEPKcPvb(ptr noundef %125, i1 noundef zeroext true)
  store ptr %126, ptr %3, align 8
  br label %188

127:                                              ; preds = %2
  %128 = load ptr, ptr %5, align 8
  %129 = call noundef ptr @_ZL7what_ofIPcEPKcPvb(ptr noundef %128, i1 noundef zeroext true)
  store ptr %129, ptr %3, align 8
  br label %188

130:                                              ; preds = %2
  %131 = load ptr, ptr %5, align 8
  %132 = call noundef ptr @_ZL7what_ofIPKcES1_Pvb(ptr noundef %131, i1 noundef zeroext true)
  store ptr %132, ptr %3, align 8
  br label %188

133:                                              ; preds = %2
  %134 = load ptr, ptr %5, align 8
  %135 = call noundef ptr @_ZL7what_ofIPiEPKcPvb(ptr noundef %134, i1 noundef zeroext true)
  store ptr %135, ptr %3, align 8
  br label %188

136:                                              ; preds = %2
  %137 = load ptr, ptr %5, align 8
  %138 = call noundef ptr @_ZL7what_ofIPPiEPKcPvb(ptr noundef %137, i1 noundef zeroext true)
  store ptr %138, ptr %3, align 8
  br label %188

139:                                              ; preds = %2
  %140 = load ptr, ptr %5, align 8
  %141 = call noundef ptr @_ZL7what_ofIPKPKiEPKcPvb(ptr noundef %140, i1 noundef zeroext true)
  store ptr %141, ptr %3, align 8
  br label %188

142:                                              ; preds = %2
  %143 = load ptr, ptr %5, align 8
  %144 = call noundef ptr @_ZL7what_ofIPPKiEPKcPvb(ptr noundef %143, i1 noundef zeroext true)
  store ptr %144, ptr %3, align 8
  br label %188

145:                                              ; preds = %2
  %146 = load ptr, ptr %5, align 8
  %147 = call noundef ptr @_ZL7what_ofIPKPiEPKcPvb(ptr noundef %146, i1 noundef zeroext true)
  store ptr %147, ptr %3, align 8
  br label %188

148:                                              ; preds = %2
  %149 = load ptr, ptr %5, align 8
  %150 = call noundef ptr @_ZL7what_ofIPP1AEPKcPvb(ptr noundef %149, i1 noundef zeroext true)
  store ptr %150, ptr %3, align 8
  br label %188

151:                                              ; preds = %2
  %152 = load ptr, ptr %5, align 8
  %153 = call noundef ptr @_ZL7what_ofIPKPK1AEPKcPvb(ptr noundef %152, i1 noundef zeroext true)
  store ptr %153, ptr %3, align 8
  br label %188

154:                                              ; preds = %2
  %155 = load ptr, ptr %5, align 8
  %156 = call noundef ptr @_ZL7what_ofIPFvvEEPKcPvb(ptr noundef %155, i1 noundef zeroext true)
  store ptr %156, ptr %3, align 8
  br label %188

157:                                              ; preds = %2
  %158 = load ptr, ptr %5, align 8
  %159 = call noundef ptr @_ZL7what_ofIPDoFvvEEPKcPvb(ptr noundef %158, i1 noundef zeroext true)
  store ptr %159, ptr %3, align 8
  br label %188

160:                                              ; preds = %2
  %161 = load ptr, ptr %5, align 8
  %162 = call noundef ptr @_ZL7what_ofIM1MiEPKcPvb(ptr noundef %161, i1 noundef zeroext true)
  store ptr %162, ptr %3, align 8
  br label %188

163:                                              ; preds = %2
  %164 = load ptr, ptr %5, align 8
  %165 = call noundef ptr @_ZL7what_ofIM1MFiiEEPKcPvb(ptr noundef %164, i1 noundef zeroext true)
  store ptr %165, ptr %3, align 8
  br label %188

166:                                              ; preds = %2
  %167 = load ptr, ptr %5, align 8
  %168 = call noundef ptr @_ZL7what_ofISt9exceptionEPKcPvb(ptr noundef %167, i1 noundef zeroext true)
  store ptr %168, ptr %3, align 8
  br label %188

169:                                              ; preds = %2
  %170 = load ptr, ptr %5, align 8
  %171 = call noundef ptr @_ZL7what_ofISt13runtime_errorEPKcPvb(ptr noundef %170, i1 noundef zeroext true)
  store ptr %171, ptr %3, align 8
  br label %188

172:                                              ; preds = %2
  %173 = load ptr, ptr %5, align 8
  %174 = call noundef ptr @_ZL7what_ofISt11logic_errorEPKcPvb(ptr noundef %173, i1 noundef zeroext true)
  store ptr %174, ptr %3, align 8
  br label %188

175:                                              ; preds = %2
  %176 = load ptr, ptr %5, align 8
  %177 = call noundef ptr @_ZL7what_ofISt12out_of_rangeEPKcPvb(ptr noundef %176, i1 noundef zeroext true)
  store ptr %177, ptr %3, align 8
  br label %188

178:                                              ; preds = %2
  %179 = load ptr, ptr %5, align 8
  %180 = call noundef ptr @_ZL7what_ofISt9bad_allocEPKcPvb(ptr noundef %179, i1 noundef zeroext true)
  store ptr %180, ptr %3, align 8
  br label %188

181:                                              ; preds = %2
  %182 = load ptr, ptr %5, align 8
  %183 = call noundef ptr @_ZL7what_ofISt20bad_array_new_lengthEPKcPvb(ptr noundef %182, i1 noundef zeroext true)
  store ptr %183, ptr %3, align 8
  br label %188

184:                                              ; preds = %2
  %185 = load ptr, ptr %5, align 8
  %186 = call noundef ptr @_ZL7what_ofI5MyErrEPKcPvb(ptr noundef %185, i1 noundef zeroext true)
  store ptr %186, ptr %3, align 8
  br label %188

187:                                              ; preds = %2
  store ptr null, ptr %3, align 8
  br label %188

188:                                              ; preds = %187, %184, %181, %178, %175, %172, %169, %166, %163, %160, %157, %154, %151, %148, %145, %142, %139, %136, %133, %130, %127, %124, %121, %118, %115, %112, %109, %106, %103, %100, %97, %94, %91, %88, %85, %82, %79, %76, %73, %70, %67, %64, %61, %58, %55, %52, %49, %46, %43, %40, %37, %34, %31, %28, %25, %22, %19, %16, %13, %10, %7
  %189 = load ptr, ptr %3, align 8
  ret ptr %189
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIiEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIcEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIlEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIdEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIbEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIjEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofI5ColorEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIDnEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofI1AEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofI1BEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofI1CEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofI1DEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofI1EEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofI1VEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofI1WEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofI2XdEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofI1YEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofI1PEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofI1QEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofI1ZEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofI2NVEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofI3NV2EPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIN2ns3FooIiEEEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIP1AEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIP1BEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIP1CEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIP1DEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIP1EEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIP1VEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIP2XdEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIP1YEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIP1PEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIP1ZEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIPK1AEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIPK1DEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIPVK1AEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIPvEPKcS0_b(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIPKvEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIPcEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIPKcES1_Pvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIPiEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIPPiEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIPKPKiEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIPPKiEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIPKPiEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIPP1AEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIPKPK1AEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIPFvvEEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIPDoFvvEEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIM1MiEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofIM1MFiiEEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  ret ptr null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofISt9exceptionEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  %5 = alloca %"class.std::exception", align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %8 = zext i1 %1 to i8
  store i8 %8, ptr %4, align 1
  %9 = load ptr, ptr %3, align 8
  call void @_ZNSt9exceptionC2ERKS_(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(8) %9) #9
  store ptr %5, ptr %6, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds ptr, ptr %11, i64 2
  %13 = load ptr, ptr %12, align 8
  %14 = call noundef ptr %13(ptr noundef nonnull align 8 dereferenceable(8) %10) #9
  store ptr %14, ptr %7, align 8
  %15 = load i8, ptr %4, align 1
  %16 = trunc i8 %15 to i1
  br i1 %16, label %17, label %25

17:                                               ; preds = %2
  %18 = load ptr, ptr %3, align 8
  %19 = icmp eq ptr %18, null
  br i1 %19, label %24, label %20

20:                                               ; preds = %17
  %21 = load ptr, ptr %18, align 8
  %22 = getelementptr inbounds ptr, ptr %21, i64 1
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(8) %18) #9
  br label %24

24:                                               ; preds = %20, %17
  br label %25

25:                                               ; preds = %24, %2
  %26 = load ptr, ptr %7, align 8
  call void @_ZNSt9exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #9
  ret ptr %26
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofISt13runtime_errorEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  %5 = alloca %"class.std::runtime_error", align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %8 = zext i1 %1 to i8
  store i8 %8, ptr %4, align 1
  %9 = load ptr, ptr %3, align 8
  call void @_ZNSt13runtime_errorC1ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %9) #9
  store ptr %5, ptr %6, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds ptr, ptr %11, i64 2
  %13 = load ptr, ptr %12, align 8
  %14 = call noundef ptr %13(ptr noundef nonnull align 8 dereferenceable(8) %10) #9
  store ptr %14, ptr %7, align 8
  %15 = load i8, ptr %4, align 1
  %16 = trunc i8 %15 to i1
  br i1 %16, label %17, label %25

17:                                               ; preds = %2
  %18 = load ptr, ptr %3, align 8
  %19 = icmp eq ptr %18, null
  br i1 %19, label %24, label %20

20:                                               ; preds = %17
  %21 = load ptr, ptr %18, align 8
  %22 = getelementptr inbounds ptr, ptr %21, i64 1
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(8) %18) #9
  br label %24

24:                                               ; preds = %20, %17
  br label %25

25:                                               ; preds = %24, %2
  %26 = load ptr, ptr %7, align 8
  call void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #9
  ret ptr %26
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofISt11logic_errorEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  %5 = alloca %"class.std::logic_error", align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %8 = zext i1 %1 to i8
  store i8 %8, ptr %4, align 1
  %9 = load ptr, ptr %3, align 8
  call void @_ZNSt11logic_errorC1ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %9) #9
  store ptr %5, ptr %6, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds ptr, ptr %11, i64 2
  %13 = load ptr, ptr %12, align 8
  %14 = call noundef ptr %13(ptr noundef nonnull align 8 dereferenceable(8) %10) #9
  store ptr %14, ptr %7, align 8
  %15 = load i8, ptr %4, align 1
  %16 = trunc i8 %15 to i1
  br i1 %16, label %17, label %25

17:                                               ; preds = %2
  %18 = load ptr, ptr %3, align 8
  %19 = icmp eq ptr %18, null
  br i1 %19, label %24, label %20

20:                                               ; preds = %17
  %21 = load ptr, ptr %18, align 8
  %22 = getelementptr inbounds ptr, ptr %21, i64 1
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(8) %18) #9
  br label %24

24:                                               ; preds = %20, %17
  br label %25

25:                                               ; preds = %24, %2
  %26 = load ptr, ptr %7, align 8
  call void @_ZNSt11logic_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #9
  ret ptr %26
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofISt12out_of_rangeEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  %5 = alloca %"class.std::out_of_range", align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %8 = zext i1 %1 to i8
  store i8 %8, ptr %4, align 1
  %9 = load ptr, ptr %3, align 8
  call void @_ZNSt12out_of_rangeC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %9) #9
  store ptr %5, ptr %6, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds ptr, ptr %11, i64 2
  %13 = load ptr, ptr %12, align 8
  %14 = call noundef ptr %13(ptr noundef nonnull align 8 dereferenceable(8) %10) #9
  store ptr %14, ptr %7, align 8
  %15 = load i8, ptr %4, align 1
  %16 = trunc i8 %15 to i1
  br i1 %16, label %17, label %25

17:                                               ; preds = %2
  %18 = load ptr, ptr %3, align 8
  %19 = icmp eq ptr %18, null
  br i1 %19, label %24, label %20

20:                                               ; preds = %17
  %21 = load ptr, ptr %18, align 8
  %22 = getelementptr inbounds ptr, ptr %21, i64 1
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(8) %18) #9
  br label %24

24:                                               ; preds = %20, %17
  br label %25

25:                                               ; preds = %24, %2
  %26 = load ptr, ptr %7, align 8
  call void @_ZNSt12out_of_rangeD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #9
  ret ptr %26
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofISt9bad_allocEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  %5 = alloca %"class.std::bad_alloc", align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %8 = zext i1 %1 to i8
  store i8 %8, ptr %4, align 1
  %9 = load ptr, ptr %3, align 8
  call void @_ZNSt9bad_allocC2ERKS_(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(8) %9) #9
  store ptr %5, ptr %6, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds ptr, ptr %11, i64 2
  %13 = load ptr, ptr %12, align 8
  %14 = call noundef ptr %13(ptr noundef nonnull align 8 dereferenceable(8) %10) #9
  store ptr %14, ptr %7, align 8
  %15 = load i8, ptr %4, align 1
  %16 = trunc i8 %15 to i1
  br i1 %16, label %17, label %25

17:                                               ; preds = %2
  %18 = load ptr, ptr %3, align 8
  %19 = icmp eq ptr %18, null
  br i1 %19, label %24, label %20

20:                                               ; preds = %17
  %21 = load ptr, ptr %18, align 8
  %22 = getelementptr inbounds ptr, ptr %21, i64 1
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(8) %18) #9
  br label %24

24:                                               ; preds = %20, %17
  br label %25

25:                                               ; preds = %24, %2
  %26 = load ptr, ptr %7, align 8
  call void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #9
  ret ptr %26
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofISt20bad_array_new_lengthEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  %5 = alloca %"class.std::bad_array_new_length", align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %8 = zext i1 %1 to i8
  store i8 %8, ptr %4, align 1
  %9 = load ptr, ptr %3, align 8
  call void @_ZNSt20bad_array_new_lengthC2ERKS_(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(8) %9) #9
  store ptr %5, ptr %6, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds ptr, ptr %11, i64 2
  %13 = load ptr, ptr %12, align 8
  %14 = call noundef ptr %13(ptr noundef nonnull align 8 dereferenceable(8) %10) #9
  store ptr %14, ptr %7, align 8
  %15 = load i8, ptr %4, align 1
  %16 = trunc i8 %15 to i1
  br i1 %16, label %17, label %25

17:                                               ; preds = %2
  %18 = load ptr, ptr %3, align 8
  %19 = icmp eq ptr %18, null
  br i1 %19, label %24, label %20

20:                                               ; preds = %17
  %21 = load ptr, ptr %18, align 8
  %22 = getelementptr inbounds ptr, ptr %21, i64 1
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(8) %18) #9
  br label %24

24:                                               ; preds = %20, %17
  br label %25

25:                                               ; preds = %24, %2
  %26 = load ptr, ptr %7, align 8
  call void @_ZNSt20bad_array_new_lengthD1Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #9
  ret ptr %26
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL7what_ofI5MyErrEPKcPvb(ptr noundef %0, i1 noundef zeroext %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  %5 = alloca %struct.MyErr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %8 = zext i1 %1 to i8
  store i8 %8, ptr %4, align 1
  %9 = load ptr, ptr %3, align 8
  call void @_ZN5MyErrC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %9) #9
  store ptr %5, ptr %6, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds ptr, ptr %11, i64 2
  %13 = load ptr, ptr %12, align 8
  %14 = call noundef ptr %13(ptr noundef nonnull align 8 dereferenceable(8) %10) #9
  store ptr %14, ptr %7, align 8
  %15 = load i8, ptr %4, align 1
  %16 = trunc i8 %15 to i1
  br i1 %16, label %17, label %25

17:                                               ; preds = %2
  %18 = load ptr, ptr %3, align 8
  %19 = icmp eq ptr %18, null
  br i1 %19, label %24, label %20

20:                                               ; preds = %17
  %21 = load ptr, ptr %18, align 8
  %22 = getelementptr inbounds ptr, ptr %21, i64 1
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr noundef nonnull align 8 dereferenceable(8) %18) #9
  br label %24

24:                                               ; preds = %20, %17
  br label %25

25:                                               ; preds = %24, %2
  %26 = load ptr, ptr %7, align 8
  call void @_ZN5MyErrD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #9
  ret ptr %26
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1AD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1AD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1BD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1CD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN1CD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #9
  call void @_ZN1BD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1DD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 32) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD1Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN1DD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD0Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN1DD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ED2Ev(ptr noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1DD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ED0Ev(ptr noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1ED2Ev(ptr noundef nonnull align 8 dereferenceable(36) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 40) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1ED1Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN1ED2Ev(ptr noundef nonnull align 8 dereferenceable(36) %4) #9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1ED0Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN1ED0Ev(ptr noundef nonnull align 8 dereferenceable(36) %4) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1VD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef @_ZTT1V) #9
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN1AD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1VD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 32) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1VD1Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -24
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  tail call void @_ZN1VD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1VD0Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -24
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  tail call void @_ZN1VD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1WD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1WD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3, ptr noundef @_ZTT1W) #9
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN1AD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1WD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1WD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 32) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1WD1Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -24
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  tail call void @_ZN1WD1Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1WD0Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -24
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  tail call void @_ZN1WD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1WD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %6, align 8
  store ptr %7, ptr %5, align 8
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr i8, ptr %10, i64 -24
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %5, i64 %12
  store ptr %9, ptr %13, align 8
  %14 = getelementptr inbounds %struct.V, ptr %5, i32 0, i32 1
  store i32 6, ptr %14, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1WC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %6, align 8
  store ptr %7, ptr %5, align 8
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = getelementptr i8, ptr %10, i64 -24
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %5, i64 %12
  store ptr %9, ptr %13, align 8
  %14 = getelementptr inbounds %struct.W, ptr %5, i32 0, i32 1
  store i32 7, ptr %14, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2XdD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN2XdD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef @_ZTT2Xd) #9
  %4 = getelementptr inbounds i8, ptr %3, i64 32
  call void @_ZN1AD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2XdD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN2XdD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 48) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N2XdD1Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN2XdD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N2XdD0Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN2XdD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N2XdD1Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -24
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  tail call void @_ZN2XdD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N2XdD0Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -24
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  tail call void @_ZN2XdD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2XdD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1) unnamed_addr #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds i8, ptr %5, i64 16
  %8 = getelementptr inbounds ptr, ptr %6, i64 3
  call void @_ZN1WD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %7, ptr noundef %8) #9
  %9 = getelementptr inbounds ptr, ptr %6, i64 1
  call void @_ZN1VD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef %9) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1YD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1YD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef @_ZTT1Y) #9
  %4 = getelementptr inbounds i8, ptr %3, i64 32
  call void @_ZN1AD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1YD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1YD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 48) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1YD1Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN1YD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1YD0Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN1YD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %4) #9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1YD1Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -24
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  tail call void @_ZN1YD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1YD0Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 -24
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %3, i64 %6
  tail call void @_ZN1YD0Ev(ptr noundef nonnull align 8 dereferenceable(32) %7) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1YD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1) unnamed_addr #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds i8, ptr %5, i64 16
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  call void @_ZN1VD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %7, ptr noundef %8) #9
  call void @_ZN1BD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1PD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1AD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1PD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1PD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1QD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1CD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1QD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1QD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ZD2Ev(ptr noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN1BD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #9
  call void @_ZN1CD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ZD0Ev(ptr noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1ZD2Ev(ptr noundef nonnull align 8 dereferenceable(36) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 40) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1ZD1Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN1ZD2Ev(ptr noundef nonnull align 8 dereferenceable(36) %4) #9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1ZD0Ev(ptr noundef %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN1ZD0Ev(ptr noundef nonnull align 8 dereferenceable(36) %4) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2ns3FooIiED2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2ns3FooIiED0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN2ns3FooIiED2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #10
  ret void
}

declare void @_ZNSt13runtime_errorC2EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5MyErrD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #9
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5MyErrD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5MyErrD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #9
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #10
  ret void
}

; Function Attrs: nounwind
declare noundef ptr @_ZNKSt13runtime_error4whatEv(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt9exceptionC2ERKS_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVSt9exception, i32 0, i32 0, i32 2), ptr %5, align 8
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorC1ERKS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorC1ERKS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12out_of_rangeC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt11logic_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6) #9
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVSt12out_of_range, i32 0, i32 0, i32 2), ptr %5, align 8
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt12out_of_rangeD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt9bad_allocC2ERKS_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt9exceptionC2ERKS_(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(8) %6) #9
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVSt9bad_alloc, i32 0, i32 0, i32 2), ptr %5, align 8
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt20bad_array_new_lengthC2ERKS_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt9bad_allocC2ERKS_(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull align 8 dereferenceable(8) %6) #9
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTVSt20bad_array_new_length, i32 0, i32 0, i32 2), ptr %5, align 8
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt20bad_array_new_lengthD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5MyErrC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #3 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZNSt13runtime_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull align 8 dereferenceable(16) %6) #9
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV5MyErr, i32 0, i32 0, i32 2), ptr %5, align 8
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #1 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #7 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-aix-shared-lib-tls-model-opt,-aix-small-local-dynamic-tls,-aix-small-local-exec-tls,-bpermd,-crbits,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-quadword-atomics,-rop-protect,-spe,-vsx" }
attributes #8 = { builtin allocsize(0) }
attributes #9 = { nounwind }
attributes #10 = { builtin nounwind }


!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version"}
