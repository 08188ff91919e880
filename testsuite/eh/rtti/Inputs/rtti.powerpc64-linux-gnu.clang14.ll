; ModuleID = 'rtti.cpp'
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%"class.std::type_info" = type { i32 (...)**, i8* }
%struct.A = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.B = type { %struct.A.base, i32 }
%struct.A.base = type <{ i32 (...)**, i32 }>
%struct.C = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.D = type { %struct.B, %struct.C.base, i32 }
%struct.C.base = type <{ i32 (...)**, i32 }>
%struct.E = type { %struct.D, i32, [4 x i8] }
%struct.V = type <{ i32 (...)**, i32, [4 x i8], %struct.A.base, [4 x i8] }>
%struct.W = type <{ i32 (...)**, i32, [4 x i8], %struct.A.base, [4 x i8] }>
%struct.Xd = type { %struct.V.base, [4 x i8], %struct.W.base, i32, %struct.A.base, [4 x i8] }
%struct.V.base = type <{ i32 (...)**, i32 }>
%struct.W.base = type <{ i32 (...)**, i32 }>
%struct.Y = type { %struct.B, %struct.V.base, i32, %struct.A.base, [4 x i8] }
%struct.P = type { %struct.A.base, i32 }
%struct.Q = type { %struct.C.base, i32 }
%struct.Z = type { %struct.C.base, [4 x i8], %struct.B, i32, [4 x i8] }
%struct.NV = type { i32 }
%struct.NV2 = type { %struct.NV, i32 }
%"struct.ns::Foo" = type <{ i32 (...)**, i32, [4 x i8] }>
%"class.std::exception" = type { i32 (...)** }
%"class.std::runtime_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"struct.std::__cow_string" = type { %union.anon }
%union.anon = type { i8* }
%"class.std::logic_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::out_of_range" = type { %"class.std::logic_error" }
%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::bad_array_new_length" = type { %"class.std::bad_alloc" }
%struct.MyErr = type { %"class.std::runtime_error" }
%struct.M = type { i32 }

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

@_ZTIi = external constant i8*
@_ZTIc = external constant i8*
@_ZTIl = external constant i8*
@_ZTId = external constant i8*
@_ZTIb = external constant i8*
@_ZTIj = external constant i8*
@_ZTVN10__cxxabiv116__enum_type_infoE = external global i8*
@_ZTS5Color = linkonce_odr dso_local constant [7 x i8] c"5Color\00", comdat, align 1
@_ZTI5Color = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv116__enum_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Color, i32 0, i32 0) }, comdat, align 8
@_ZTIDn = external constant i8*
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 8
@_ZTS1C = linkonce_odr dso_local constant [3 x i8] c"1C\00", comdat, align 1
@_ZTI1C = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1C, i32 0, i32 0) }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTI1D = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i64 2, i8* bitcast ({ i8*, i8* }* @_ZTI1C to i8*), i64 4098 }, comdat, align 8
@_ZTS1E = linkonce_odr dso_local constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*) }, comdat, align 8
@_ZTS1V = linkonce_odr dso_local constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1V, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i64 -6141 }, comdat, align 8
@_ZTS1W = linkonce_odr dso_local constant [3 x i8] c"1W\00", comdat, align 1
@_ZTI1W = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1W, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i64 -6141 }, comdat, align 8
@_ZTS2Xd = linkonce_odr dso_local constant [4 x i8] c"2Xd\00", comdat, align 1
@_ZTI2Xd = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2Xd, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1V to i8*), i64 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1W to i8*), i64 4098 }, comdat, align 8
@_ZTS1Y = linkonce_odr dso_local constant [3 x i8] c"1Y\00", comdat, align 1
@_ZTI1Y = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1Y, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i64 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1V to i8*), i64 4098 }, comdat, align 8
@_ZTS1P = linkonce_odr dso_local constant [3 x i8] c"1P\00", comdat, align 1
@_ZTI1P = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1P, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i64 0 }, comdat, align 8
@_ZTS1Q = linkonce_odr dso_local constant [3 x i8] c"1Q\00", comdat, align 1
@_ZTI1Q = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1Q, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1C to i8*), i64 0 }, comdat, align 8
@_ZTS1Z = linkonce_odr dso_local constant [3 x i8] c"1Z\00", comdat, align 1
@_ZTI1Z = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1Z, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI1C to i8*), i64 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i64 4096 }, comdat, align 8
@_ZTS2NV = linkonce_odr dso_local constant [4 x i8] c"2NV\00", comdat, align 1
@_ZTI2NV = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2NV, i32 0, i32 0) }, comdat, align 8
@_ZTS3NV2 = linkonce_odr dso_local constant [5 x i8] c"3NV2\00", comdat, align 1
@_ZTI3NV2 = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3NV2, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI2NV to i8*) }, comdat, align 8
@_ZTSN2ns3FooIiEE = linkonce_odr dso_local constant [13 x i8] c"N2ns3FooIiEE\00", comdat, align 1
@_ZTIN2ns3FooIiEE = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTSN2ns3FooIiEE, i32 0, i32 0) }, comdat, align 8
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP1A = linkonce_odr dso_local constant [4 x i8] c"P1A\00", comdat, align 1
@_ZTIP1A = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1A, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 8
@_ZTSP1B = linkonce_odr dso_local constant [4 x i8] c"P1B\00", comdat, align 1
@_ZTIP1B = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1B, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*) }, comdat, align 8
@_ZTSP1C = linkonce_odr dso_local constant [4 x i8] c"P1C\00", comdat, align 1
@_ZTIP1C = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1C, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI1C to i8*) }, comdat, align 8
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*) }, comdat, align 8
@_ZTSP1E = linkonce_odr dso_local constant [4 x i8] c"P1E\00", comdat, align 1
@_ZTIP1E = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1E, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1E to i8*) }, comdat, align 8
@_ZTSP1V = linkonce_odr dso_local constant [4 x i8] c"P1V\00", comdat, align 1
@_ZTIP1V = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1V, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1V to i8*) }, comdat, align 8
@_ZTSP2Xd = linkonce_odr dso_local constant [5 x i8] c"P2Xd\00", comdat, align 1
@_ZTIP2Xd = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSP2Xd, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2Xd to i8*) }, comdat, align 8
@_ZTSP1Y = linkonce_odr dso_local constant [4 x i8] c"P1Y\00", comdat, align 1
@_ZTIP1Y = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1Y, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1Y to i8*) }, comdat, align 8
@_ZTSP1P = linkonce_odr dso_local constant [4 x i8] c"P1P\00", comdat, align 1
@_ZTIP1P = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1P, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1P to i8*) }, comdat, align 8
@_ZTSP1Z = linkonce_odr dso_local constant [4 x i8] c"P1Z\00", comdat, align 1
@_ZTIP1Z = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1Z, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1Z to i8*) }, comdat, align 8
@_ZTSPK1A = linkonce_odr dso_local constant [5 x i8] c"PK1A\00", comdat, align 1
@_ZTIPK1A = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSPK1A, i32 0, i32 0), i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 8
@_ZTSPK1D = linkonce_odr dso_local constant [5 x i8] c"PK1D\00", comdat, align 1
@_ZTIPK1D = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSPK1D, i32 0, i32 0), i32 1, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*) }, comdat, align 8
@_ZTSPVK1A = linkonce_odr dso_local constant [6 x i8] c"PVK1A\00", comdat, align 1
@_ZTIPVK1A = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSPVK1A, i32 0, i32 0), i32 3, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 8
@_ZTIPv = external constant i8*
@_ZTIPKv = external constant i8*
@_ZTIPc = external constant i8*
@_ZTIPKc = external constant i8*
@_ZTIPi = external constant i8*
@_ZTSPPi = linkonce_odr dso_local constant [4 x i8] c"PPi\00", comdat, align 1
@_ZTIPPi = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSPPi, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIPi to i8*) }, comdat, align 8
@_ZTSPKPKi = linkonce_odr dso_local constant [6 x i8] c"PKPKi\00", comdat, align 1
@_ZTIPKi = external constant i8*
@_ZTIPKPKi = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSPKPKi, i32 0, i32 0), i32 1, i8* bitcast (i8** @_ZTIPKi to i8*) }, comdat, align 8
@_ZTSPPKi = linkonce_odr dso_local constant [5 x i8] c"PPKi\00", comdat, align 1
@_ZTIPPKi = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSPPKi, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIPKi to i8*) }, comdat, align 8
@_ZTSPKPi = linkonce_odr dso_local constant [5 x i8] c"PKPi\00", comdat, align 1
@_ZTIPKPi = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSPKPi, i32 0, i32 0), i32 1, i8* bitcast (i8** @_ZTIPi to i8*) }, comdat, align 8
@_ZTSPP1A = linkonce_odr dso_local constant [5 x i8] c"PP1A\00", comdat, align 1
@_ZTIPP1A = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSPP1A, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1A to i8*) }, comdat, align 8
@_ZTSPKPK1A = linkonce_odr dso_local constant [7 x i8] c"PKPK1A\00", comdat, align 1
@_ZTIPKPK1A = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTSPKPK1A, i32 0, i32 0), i32 1, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPK1A to i8*) }, comdat, align 8
@_ZTSPFvvE = linkonce_odr dso_local constant [6 x i8] c"PFvvE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global i8*
@_ZTSFvvE = linkonce_odr dso_local constant [5 x i8] c"FvvE\00", comdat, align 1
@_ZTIFvvE = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__function_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSFvvE, i32 0, i32 0) }, comdat, align 8
@_ZTIPFvvE = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSPFvvE, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTIFvvE to i8*) }, comdat, align 8
@_ZTSPDoFvvE = linkonce_odr dso_local constant [8 x i8] c"PDoFvvE\00", comdat, align 1
@_ZTIPDoFvvE = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTSPDoFvvE, i32 0, i32 0), i32 64, i8* bitcast ({ i8*, i8* }* @_ZTIFvvE to i8*) }, comdat, align 8
@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global i8*
@_ZTSM1Mi = linkonce_odr dso_local constant [5 x i8] c"M1Mi\00", comdat, align 1
@_ZTS1M = linkonce_odr dso_local constant [3 x i8] c"1M\00", comdat, align 1
@_ZTI1M = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1M, i32 0, i32 0) }, comdat, align 8
@_ZTIM1Mi = linkonce_odr dso_local constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSM1Mi, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1M to i8*) }, comdat, align 8
@_ZTSM1MFiiE = linkonce_odr dso_local constant [8 x i8] c"M1MFiiE\00", comdat, align 1
@_ZTSFiiE = linkonce_odr dso_local constant [5 x i8] c"FiiE\00", comdat, align 1
@_ZTIFiiE = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__function_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSFiiE, i32 0, i32 0) }, comdat, align 8
@_ZTIM1MFiiE = linkonce_odr dso_local constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTSM1MFiiE, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTIFiiE to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1M to i8*) }, comdat, align 8
@_ZTISt9exception = external constant i8*
@_ZTISt13runtime_error = external constant i8*
@_ZTISt11logic_error = external constant i8*
@_ZTISt12out_of_range = external constant i8*
@_ZTISt9bad_alloc = external constant i8*
@_ZTISt20bad_array_new_length = external constant i8*
@_ZTS5MyErr = linkonce_odr dso_local constant [7 x i8] c"5MyErr\00", comdat, align 1
@_ZTI5MyErr = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5MyErr, i32 0, i32 0), i8* bitcast (i8** @_ZTISt13runtime_error to i8*) }, comdat, align 8
@ehi_tis = dso_local constant [60 x %"class.std::type_info"*] [%"class.std::type_info"* bitcast (i8** @_ZTIi to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTIc to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTIl to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTId to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTIb to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTIj to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8* }* @_ZTI5Color to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTIDn to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8* }* @_ZTI1A to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8* }* @_ZTI1C to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i8* }* @_ZTI1E to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1V to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1W to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2Xd to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1Y to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1P to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1Q to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1Z to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8* }* @_ZTI2NV to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i8* }* @_ZTI3NV2 to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8* }* @_ZTIN2ns3FooIiEE to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1A to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1B to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1C to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1E to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1V to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP2Xd to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP2Xd to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1Y to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1P to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1Z to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPK1A to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPK1D to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPVK1A to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTIPv to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTIPKv to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTIPc to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTIPKc to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTIPi to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPPi to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPKPKi to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPPKi to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPKPi to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPP1A to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPKPK1A to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPFvvE to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPDoFvvE to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Mi to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1MFiiE to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTISt9exception to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTISt13runtime_error to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTISt11logic_error to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTISt12out_of_range to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTISt9bad_alloc to %"class.std::type_info"*), %"class.std::type_info"* bitcast (i8** @_ZTISt20bad_array_new_length to %"class.std::type_info"*), %"class.std::type_info"* bitcast ({ i8*, i8*, i8* }* @_ZTI5MyErr to %"class.std::type_info"*)], align 8
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
@ehi_names = dso_local constant [60 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.17, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.19, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.20, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.21, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.23, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.24, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.25, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.26, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.27, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.28, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.29, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.30, i32 0, i32 0), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.31, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.32, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.33, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.34, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.35, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.36, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.37, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.38, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.39, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.41, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.42, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.44, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.45, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.46, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.47, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.48, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.49, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.50, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.51, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.52, i32 0, i32 0), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.53, i32 0, i32 0), i8* getelementptr inbounds ([18 x i8], [18 x i8]* @.str.54, i32 0, i32 0), i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.str.55, i32 0, i32 0), i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.56, i32 0, i32 0), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.57, i32 0, i32 0), i8* getelementptr inbounds ([25 x i8], [25 x i8]* @.str.58, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.59, i32 0, i32 0)], align 8
@ehi_ntypes = dso_local constant i32 60, align 4
@ehi_kind = dso_local constant [60 x i32] [i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0], align 4
@.str.60 = private unnamed_addr constant [2 x i8] c"s\00", align 1
@.str.61 = private unnamed_addr constant [3 x i8] c"rt\00", align 1
@.str.62 = private unnamed_addr constant [3 x i8] c"lg\00", align 1
@.str.63 = private unnamed_addr constant [4 x i8] c"oor\00", align 1
@_ZTV1A = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (void (%struct.A*)* @_ZN1AD2Ev to i8*), i8* bitcast (void (%struct.A*)* @_ZN1AD0Ev to i8*)] }, comdat, align 8
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD2Ev to i8*), i8* bitcast (void (%struct.B*)* @_ZN1BD0Ev to i8*)] }, comdat, align 8
@_ZTV1C = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1C to i8*), i8* bitcast (void (%struct.C*)* @_ZN1CD2Ev to i8*), i8* bitcast (void (%struct.C*)* @_ZN1CD0Ev to i8*)] }, comdat, align 8
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [4 x i8*], [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD2Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD0Ev to i8*)], [4 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZThn16_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZThn16_N1DD0Ev to i8*)] }, comdat, align 8
@_ZTV1E = linkonce_odr dso_local unnamed_addr constant { [4 x i8*], [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED2Ev to i8*), i8* bitcast (void (%struct.E*)* @_ZN1ED0Ev to i8*)], [4 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (void (%struct.E*)* @_ZThn16_N1ED1Ev to i8*), i8* bitcast (void (%struct.E*)* @_ZThn16_N1ED0Ev to i8*)] }, comdat, align 8
@_ZTV1V = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [5 x i8*] } { [5 x i8*] [i8* inttoptr (i64 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1V to i8*), i8* bitcast (void (%struct.V*)* @_ZN1VD1Ev to i8*), i8* bitcast (void (%struct.V*)* @_ZN1VD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1V to i8*), i8* bitcast (void (%struct.V*)* @_ZTv0_n24_N1VD1Ev to i8*), i8* bitcast (void (%struct.V*)* @_ZTv0_n24_N1VD0Ev to i8*)] }, comdat, align 8
@_ZTT1V = linkonce_odr dso_local unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*] }* @_ZTV1V, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*] }* @_ZTV1V, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 8
@_ZTV1W = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [5 x i8*] } { [5 x i8*] [i8* inttoptr (i64 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1W to i8*), i8* bitcast (void (%struct.W*)* @_ZN1WD1Ev to i8*), i8* bitcast (void (%struct.W*)* @_ZN1WD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1W to i8*), i8* bitcast (void (%struct.W*)* @_ZTv0_n24_N1WD1Ev to i8*), i8* bitcast (void (%struct.W*)* @_ZTv0_n24_N1WD0Ev to i8*)] }, comdat, align 8
@_ZTT1W = linkonce_odr dso_local unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*] }* @_ZTV1W, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*] }* @_ZTV1W, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 8
@_ZTV2Xd = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [5 x i8*], [5 x i8*] } { [5 x i8*] [i8* inttoptr (i64 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2Xd to i8*), i8* bitcast (void (%struct.Xd*)* @_ZN2XdD1Ev to i8*), i8* bitcast (void (%struct.Xd*)* @_ZN2XdD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i64 16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2Xd to i8*), i8* bitcast (void (%struct.Xd*)* @_ZThn16_N2XdD1Ev to i8*), i8* bitcast (void (%struct.Xd*)* @_ZThn16_N2XdD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i64 -32 to i8*), i8* inttoptr (i64 -32 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2Xd to i8*), i8* bitcast (void (%struct.Xd*)* @_ZTv0_n24_N2XdD1Ev to i8*), i8* bitcast (void (%struct.Xd*)* @_ZTv0_n24_N2XdD0Ev to i8*)] }, comdat, align 8
@_ZTT2Xd = linkonce_odr dso_local unnamed_addr constant [7 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*], [5 x i8*] }* @_ZTV2Xd, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*] }* @_ZTC2Xd0_1V, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*] }* @_ZTC2Xd0_1V, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*] }* @_ZTC2Xd16_1W, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*] }* @_ZTC2Xd16_1W, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*], [5 x i8*] }* @_ZTV2Xd, i32 0, inrange i32 2, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*], [5 x i8*] }* @_ZTV2Xd, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 8
@_ZTC2Xd0_1V = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [5 x i8*] } { [5 x i8*] [i8* inttoptr (i64 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1V to i8*), i8* bitcast (void (%struct.V*)* @_ZN1VD1Ev to i8*), i8* bitcast (void (%struct.V*)* @_ZN1VD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i64 -32 to i8*), i8* inttoptr (i64 -32 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1V to i8*), i8* bitcast (void (%struct.V*)* @_ZTv0_n24_N1VD1Ev to i8*), i8* bitcast (void (%struct.V*)* @_ZTv0_n24_N1VD0Ev to i8*)] }, comdat, align 8
@_ZTC2Xd16_1W = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [5 x i8*] } { [5 x i8*] [i8* inttoptr (i64 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1W to i8*), i8* bitcast (void (%struct.W*)* @_ZN1WD1Ev to i8*), i8* bitcast (void (%struct.W*)* @_ZN1WD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1W to i8*), i8* bitcast (void (%struct.W*)* @_ZTv0_n24_N1WD1Ev to i8*), i8* bitcast (void (%struct.W*)* @_ZTv0_n24_N1WD0Ev to i8*)] }, comdat, align 8
@_ZTV1Y = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [5 x i8*], [5 x i8*] } { [5 x i8*] [i8* inttoptr (i64 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1Y to i8*), i8* bitcast (void (%struct.Y*)* @_ZN1YD1Ev to i8*), i8* bitcast (void (%struct.Y*)* @_ZN1YD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i64 16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1Y to i8*), i8* bitcast (void (%struct.Y*)* @_ZThn16_N1YD1Ev to i8*), i8* bitcast (void (%struct.Y*)* @_ZThn16_N1YD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i64 -32 to i8*), i8* inttoptr (i64 -32 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1Y to i8*), i8* bitcast (void (%struct.Y*)* @_ZTv0_n24_N1YD1Ev to i8*), i8* bitcast (void (%struct.Y*)* @_ZTv0_n24_N1YD0Ev to i8*)] }, comdat, align 8
@_ZTT1Y = linkonce_odr dso_local unnamed_addr constant [5 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*], [5 x i8*] }* @_ZTV1Y, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*] }* @_ZTC1Y16_1V, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*] }* @_ZTC1Y16_1V, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*], [5 x i8*] }* @_ZTV1Y, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*], [5 x i8*] }* @_ZTV1Y, i32 0, inrange i32 2, i32 3) to i8*)], comdat, align 8
@_ZTC1Y16_1V = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [5 x i8*] } { [5 x i8*] [i8* inttoptr (i64 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1V to i8*), i8* bitcast (void (%struct.V*)* @_ZN1VD1Ev to i8*), i8* bitcast (void (%struct.V*)* @_ZN1VD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1V to i8*), i8* bitcast (void (%struct.V*)* @_ZTv0_n24_N1VD1Ev to i8*), i8* bitcast (void (%struct.V*)* @_ZTv0_n24_N1VD0Ev to i8*)] }, comdat, align 8
@_ZTV1P = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1P to i8*), i8* bitcast (void (%struct.P*)* @_ZN1PD2Ev to i8*), i8* bitcast (void (%struct.P*)* @_ZN1PD0Ev to i8*)] }, comdat, align 8
@_ZTV1Q = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1Q to i8*), i8* bitcast (void (%struct.Q*)* @_ZN1QD2Ev to i8*), i8* bitcast (void (%struct.Q*)* @_ZN1QD0Ev to i8*)] }, comdat, align 8
@_ZTV1Z = linkonce_odr dso_local unnamed_addr constant { [4 x i8*], [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1Z to i8*), i8* bitcast (void (%struct.Z*)* @_ZN1ZD2Ev to i8*), i8* bitcast (void (%struct.Z*)* @_ZN1ZD0Ev to i8*)], [4 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1Z to i8*), i8* bitcast (void (%struct.Z*)* @_ZThn16_N1ZD1Ev to i8*), i8* bitcast (void (%struct.Z*)* @_ZThn16_N1ZD0Ev to i8*)] }, comdat, align 8
@_ZTVN2ns3FooIiEE = linkonce_odr dso_local unnamed_addr constant { [4 x i8*] } { [4 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTIN2ns3FooIiEE to i8*), i8* bitcast (void (%"struct.ns::Foo"*)* @_ZN2ns3FooIiED2Ev to i8*), i8* bitcast (void (%"struct.ns::Foo"*)* @_ZN2ns3FooIiED0Ev to i8*)] }, comdat, align 8
@_ZTVSt9exception = external unnamed_addr constant { [5 x i8*] }, align 8
@_ZTVSt9bad_alloc = external unnamed_addr constant { [5 x i8*] }, align 8
@_ZTVSt20bad_array_new_length = external unnamed_addr constant { [5 x i8*] }, align 8
@.str.64 = private unnamed_addr constant [5 x i8] c"mine\00", align 1
@_ZTV5MyErr = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5MyErr to i8*), i8* bitcast (void (%struct.MyErr*)* @_ZN5MyErrD2Ev to i8*), i8* bitcast (void (%struct.MyErr*)* @_ZN5MyErrD0Ev to i8*), i8* bitcast (i8* (%"class.std::runtime_error"*)* @_ZNKSt13runtime_error4whatEv to i8*)] }, comdat, align 8
@_ZTVSt12out_of_range = external unnamed_addr constant { [5 x i8*] }, align 8

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i8* @ehi_obj(i32 noundef signext %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %6 = load i32, i32* %3, align 4
  switch i32 %6, label %440 [
    i32 0, label %7
    i32 1, label %11
    i32 2, label %13
    i32 3, label %17
    i32 4, label %21
    i32 5, label %23
    i32 6, label %27
    i32 7, label %31
    i32 8, label %35
    i32 9, label %40
    i32 10, label %45
    i32 11, label %50
    i32 12, label %55
    i32 13, label %60
    i32 14, label %65
    i32 15, label %70
    i32 16, label %75
    i32 17, label %80
    i32 18, label %85
    i32 19, label %90
    i32 20, label %95
    i32 21, label %100
    i32 22, label %105
    i32 23, label %110
    i32 24, label %121
    i32 25, label %132
    i32 26, label %143
    i32 27, label %154
    i32 28, label %165
    i32 29, label %169
    i32 30, label %180
    i32 31, label %191
    i32 32, label %195
    i32 33, label %206
    i32 34, label %217
    i32 35, label %228
    i32 36, label %239
    i32 37, label %250
    i32 38, label %261
    i32 39, label %273
    i32 40, label %285
    i32 41, label %295
    i32 42, label %299
    i32 43, label %310
    i32 44, label %321
    i32 45, label %332
    i32 46, label %343
    i32 47, label %354
    i32 48, label %365
    i32 49, label %376
    i32 50, label %380
    i32 51, label %384
    i32 52, label %388
    i32 53, label %392
    i32 54, label %396
    i32 55, label %405
    i32 56, label %414
    i32 57, label %423
    i32 58, label %427
    i32 59, label %431
  ]

7:                                                ; preds = %1
  %8 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 4) #9
  %9 = bitcast i8* %8 to i32*
  store i32 5, i32* %9, align 4
  %10 = bitcast i32* %9 to i8*
  store i8* %10, i8** %2, align 8
  br label %441

11:                                               ; preds = %1
  %12 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 1) #9
  store i8 120, i8* %12, align 1
  store i8* %12, i8** %2, align 8
  br label %441

13:                                               ; preds = %1
  %14 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %15 = bitcast i8* %14 to i64*
  store i64 7, i64* %15, align 8
  %16 = bitcast i64* %15 to i8*
  store i8* %16, i8** %2, align 8
  br label %441

17:                                               ; preds = %1
  %18 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %19 = bitcast i8* %18 to double*
  store double 1.500000e+00, double* %19, align 8
  %20 = bitcast double* %19 to i8*
  store i8* %20, i8** %2, align 8
  br label %441

21:                                               ; preds = %1
  %22 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 1) #9
  store i8 1, i8* %22, align 1
  store i8* %22, i8** %2, align 8
  br label %441

23:                                               ; preds = %1
  %24 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 4) #9
  %25 = bitcast i8* %24 to i32*
  store i32 3, i32* %25, align 4
  %26 = bitcast i32* %25 to i8*
  store i8* %26, i8** %2, align 8
  br label %441

27:                                               ; preds = %1
  %28 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 4) #9
  %29 = bitcast i8* %28 to i32*
  store i32 1, i32* %29, align 4
  %30 = bitcast i32* %29 to i8*
  store i8* %30, i8** %2, align 8
  br label %441

31:                                               ; preds = %1
  %32 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %33 = bitcast i8* %32 to i8**
  store i8* null, i8** %33, align 8
  %34 = bitcast i8** %33 to i8*
  store i8* %34, i8** %2, align 8
  br label %441

35:                                               ; preds = %1
  %36 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
  %37 = bitcast i8* %36 to %struct.A*
  %38 = bitcast %struct.A* %37 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %38, i8 0, i64 16, i1 false)
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %37) #10
  %39 = bitcast %struct.A* %37 to i8*
  store i8* %39, i8** %2, align 8
  br label %441

40:                                               ; preds = %1
  %41 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
  %42 = bitcast i8* %41 to %struct.B*
  %43 = bitcast %struct.B* %42 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %43, i8 0, i64 16, i1 false)
  call void @_ZN1BC2Ev(%struct.B* noundef nonnull align 8 dereferenceable(16) %42) #10
  %44 = bitcast %struct.B* %42 to i8*
  store i8* %44, i8** %2, align 8
  br label %441

45:                                               ; preds = %1
  %46 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
  %47 = bitcast i8* %46 to %struct.C*
  %48 = bitcast %struct.C* %47 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %48, i8 0, i64 16, i1 false)
  call void @_ZN1CC2Ev(%struct.C* noundef nonnull align 8 dereferenceable(12) %47) #10
  %49 = bitcast %struct.C* %47 to i8*
  store i8* %49, i8** %2, align 8
  br label %441

50:                                               ; preds = %1
  %51 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 32) #9
  %52 = bitcast i8* %51 to %struct.D*
  %53 = bitcast %struct.D* %52 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %53, i8 0, i64 32, i1 false)
  call void @_ZN1DC2Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %52) #10
  %54 = bitcast %struct.D* %52 to i8*
  store i8* %54, i8** %2, align 8
  br label %441

55:                                               ; preds = %1
  %56 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 40) #9
  %57 = bitcast i8* %56 to %struct.E*
  %58 = bitcast %struct.E* %57 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %58, i8 0, i64 40, i1 false)
  call void @_ZN1EC2Ev(%struct.E* noundef nonnull align 8 dereferenceable(36) %57) #10
  %59 = bitcast %struct.E* %57 to i8*
  store i8* %59, i8** %2, align 8
  br label %441

60:                                               ; preds = %1
  %61 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 32) #9
  %62 = bitcast i8* %61 to %struct.V*
  %63 = bitcast %struct.V* %62 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %63, i8 0, i64 32, i1 false)
  call void @_ZN1VC1Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %62) #10
  %64 = bitcast %struct.V* %62 to i8*
  store i8* %64, i8** %2, align 8
  br label %441

65:                                               ; preds = %1
  %66 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 32) #9
  %67 = bitcast i8* %66 to %struct.W*
  %68 = bitcast %struct.W* %67 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %68, i8 0, i64 32, i1 false)
  call void @_ZN1WC1Ev(%struct.W* noundef nonnull align 8 dereferenceable(12) %67) #10
  %69 = bitcast %struct.W* %67 to i8*
  store i8* %69, i8** %2, align 8
  br label %441

70:                                               ; preds = %1
  %71 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 48) #9
  %72 = bitcast i8* %71 to %struct.Xd*
  %73 = bitcast %struct.Xd* %72 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %73, i8 0, i64 48, i1 false)
  call void @_ZN2XdC1Ev(%struct.Xd* noundef nonnull align 8 dereferenceable(32) %72) #10
  %74 = bitcast %struct.Xd* %72 to i8*
  store i8* %74, i8** %2, align 8
  br label %441

75:                                               ; preds = %1
  %76 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 48) #9
  %77 = bitcast i8* %76 to %struct.Y*
  %78 = bitcast %struct.Y* %77 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %78, i8 0, i64 48, i1 false)
  call void @_ZN1YC1Ev(%struct.Y* noundef nonnull align 8 dereferenceable(32) %77) #10
  %79 = bitcast %struct.Y* %77 to i8*
  store i8* %79, i8** %2, align 8
  br label %441

80:                                               ; preds = %1
  %81 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
  %82 = bitcast i8* %81 to %struct.P*
  %83 = bitcast %struct.P* %82 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %83, i8 0, i64 16, i1 false)
  call void @_ZN1PC2Ev(%struct.P* noundef nonnull align 8 dereferenceable(16) %82) #10
  %84 = bitcast %struct.P* %82 to i8*
  store i8* %84, i8** %2, align 8
  br label %441

85:                                               ; preds = %1
  %86 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
  %87 = bitcast i8* %86 to %struct.Q*
  %88 = bitcast %struct.Q* %87 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %88, i8 0, i64 16, i1 false)
  call void @_ZN1QC2Ev(%struct.Q* noundef nonnull align 8 dereferenceable(16) %87) #10
  %89 = bitcast %struct.Q* %87 to i8*
  store i8* %89, i8** %2, align 8
  br label %441

90:                                               ; preds = %1
  %91 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 40) #9
  %92 = bitcast i8* %91 to %struct.Z*
  %93 = bitcast %struct.Z* %92 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %93, i8 0, i64 40, i1 false)
  call void @_ZN1ZC2Ev(%struct.Z* noundef nonnull align 8 dereferenceable(36) %92) #10
  %94 = bitcast %struct.Z* %92 to i8*
  store i8* %94, i8** %2, align 8
  br label %441

95:                                               ; preds = %1
  %96 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 4) #9
  %97 = bitcast i8* %96 to %struct.NV*
  %98 = bitcast %struct.NV* %97 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %98, i8 0, i64 4, i1 false)
  call void @_ZN2NVC2Ev(%struct.NV* noundef nonnull align 4 dereferenceable(4) %97) #10
  %99 = bitcast %struct.NV* %97 to i8*
  store i8* %99, i8** %2, align 8
  br label %441

100:                                              ; preds = %1
  %101 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %102 = bitcast i8* %101 to %struct.NV2*
  %103 = bitcast %struct.NV2* %102 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %103, i8 0, i64 8, i1 false)
  call void @_ZN3NV2C2Ev(%struct.NV2* noundef nonnull align 4 dereferenceable(8) %102) #10
  %104 = bitcast %struct.NV2* %102 to i8*
  store i8* %104, i8** %2, align 8
  br label %441

105:                                              ; preds = %1
  %106 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
  %107 = bitcast i8* %106 to %"struct.ns::Foo"*
  %108 = bitcast %"struct.ns::Foo"* %107 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %108, i8 0, i64 16, i1 false)
  call void @_ZN2ns3FooIiEC2Ev(%"struct.ns::Foo"* noundef nonnull align 8 dereferenceable(12) %107) #10
  %109 = bitcast %"struct.ns::Foo"* %107 to i8*
  store i8* %109, i8** %2, align 8
  br label %441

110:                                              ; preds = %1
  %111 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %112 = bitcast i8* %111 to %struct.A**
  %113 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
          to label %114 unwind label %117

114:                                              ; preds = %110
  %115 = bitcast i8* %113 to %struct.A*
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %115) #10
  store %struct.A* %115, %struct.A** %112, align 8
  %116 = bitcast %struct.A** %112 to i8*
  store i8* %116, i8** %2, align 8
  br label %441

117:                                              ; preds = %110
  %118 = landingpad { i8*, i32 }
          cleanup
  %119 = extractvalue { i8*, i32 } %118, 0
  store i8* %119, i8** %4, align 8
  %120 = extractvalue { i8*, i32 } %118, 1
  store i32 %120, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %111) #11
  br label %443

121:                                              ; preds = %1
  %122 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %123 = bitcast i8* %122 to %struct.B**
  %124 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
          to label %125 unwind label %128

125:                                              ; preds = %121
  %126 = bitcast i8* %124 to %struct.B*
  call void @_ZN1BC2Ev(%struct.B* noundef nonnull align 8 dereferenceable(16) %126) #10
  store %struct.B* %126, %struct.B** %123, align 8
  %127 = bitcast %struct.B** %123 to i8*
  store i8* %127, i8** %2, align 8
  br label %441

128:                                              ; preds = %121
  %129 = landingpad { i8*, i32 }
          cleanup
  %130 = extractvalue { i8*, i32 } %129, 0
  store i8* %130, i8** %4, align 8
  %131 = extractvalue { i8*, i32 } %129, 1
  store i32 %131, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %122) #11
  br label %443

132:                                              ; preds = %1
  %133 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %134 = bitcast i8* %133 to %struct.C**
  %135 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
          to label %136 unwind label %139

136:                                              ; preds = %132
  %137 = bitcast i8* %135 to %struct.C*
  call void @_ZN1CC2Ev(%struct.C* noundef nonnull align 8 dereferenceable(12) %137) #10
  store %struct.C* %137, %struct.C** %134, align 8
  %138 = bitcast %struct.C** %134 to i8*
  store i8* %138, i8** %2, align 8
  br label %441

139:                                              ; preds = %132
  %140 = landingpad { i8*, i32 }
          cleanup
  %141 = extractvalue { i8*, i32 } %140, 0
  store i8* %141, i8** %4, align 8
  %142 = extractvalue { i8*, i32 } %140, 1
  store i32 %142, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %133) #11
  br label %443

143:                                              ; preds = %1
  %144 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %145 = bitcast i8* %144 to %struct.D**
  %146 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 32) #9
          to label %147 unwind label %150

147:                                              ; preds = %143
  %148 = bitcast i8* %146 to %struct.D*
  call void @_ZN1DC2Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %148) #10
  store %struct.D* %148, %struct.D** %145, align 8
  %149 = bitcast %struct.D** %145 to i8*
  store i8* %149, i8** %2, align 8
  br label %441

150:                                              ; preds = %143
  %151 = landingpad { i8*, i32 }
          cleanup
  %152 = extractvalue { i8*, i32 } %151, 0
  store i8* %152, i8** %4, align 8
  %153 = extractvalue { i8*, i32 } %151, 1
  store i32 %153, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %144) #11
  br label %443

154:                                              ; preds = %1
  %155 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %156 = bitcast i8* %155 to %struct.E**
  %157 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 40) #9
          to label %158 unwind label %161

158:                                              ; preds = %154
  %159 = bitcast i8* %157 to %struct.E*
  call void @_ZN1EC2Ev(%struct.E* noundef nonnull align 8 dereferenceable(36) %159) #10
  store %struct.E* %159, %struct.E** %156, align 8
  %160 = bitcast %struct.E** %156 to i8*
  store i8* %160, i8** %2, align 8
  br label %441

161:                                              ; preds = %154
  %162 = landingpad { i8*, i32 }
          cleanup
  %163 = extractvalue { i8*, i32 } %162, 0
  store i8* %163, i8** %4, align 8
  %164 = extractvalue { i8*, i32 } %162, 1
  store i32 %164, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %155) #11
  br label %443

165:                                              ; preds = %1
  %166 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %167 = bitcast i8* %166 to %struct.D**
  store %struct.D* null, %struct.D** %167, align 8
  %168 = bitcast %struct.D** %167 to i8*
  store i8* %168, i8** %2, align 8
  br label %441

169:                                              ; preds = %1
  %170 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %171 = bitcast i8* %170 to %struct.V**
  %172 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 32) #9
          to label %173 unwind label %176

173:                                              ; preds = %169
  %174 = bitcast i8* %172 to %struct.V*
  call void @_ZN1VC1Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %174) #10
  store %struct.V* %174, %struct.V** %171, align 8
  %175 = bitcast %struct.V** %171 to i8*
  store i8* %175, i8** %2, align 8
  br label %441

176:                                              ; preds = %169
  %177 = landingpad { i8*, i32 }
          cleanup
  %178 = extractvalue { i8*, i32 } %177, 0
  store i8* %178, i8** %4, align 8
  %179 = extractvalue { i8*, i32 } %177, 1
  store i32 %179, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %170) #11
  br label %443

180:                                              ; preds = %1
  %181 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %182 = bitcast i8* %181 to %struct.Xd**
  %183 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 48) #9
          to label %184 unwind label %187

184:                                              ; preds = %180
  %185 = bitcast i8* %183 to %struct.Xd*
  call void @_ZN2XdC1Ev(%struct.Xd* noundef nonnull align 8 dereferenceable(32) %185) #10
  store %struct.Xd* %185, %struct.Xd** %182, align 8
  %186 = bitcast %struct.Xd** %182 to i8*
  store i8* %186, i8** %2, align 8
  br label %441

187:                                              ; preds = %180
  %188 = landingpad { i8*, i32 }
          cleanup
  %189 = extractvalue { i8*, i32 } %188, 0
  store i8* %189, i8** %4, align 8
  %190 = extractvalue { i8*, i32 } %188, 1
  store i32 %190, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %181) #11
  br label %443

191:                                              ; preds = %1
  %192 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %193 = bitcast i8* %192 to %struct.Xd**
  store %struct.Xd* null, %struct.Xd** %193, align 8
  %194 = bitcast %struct.Xd** %193 to i8*
  store i8* %194, i8** %2, align 8
  br label %441

195:                                              ; preds = %1
  %196 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %197 = bitcast i8* %196 to %struct.Y**
  %198 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 48) #9
          to label %199 unwind label %202

199:                                              ; preds = %195
  %200 = bitcast i8* %198 to %struct.Y*
  call void @_ZN1YC1Ev(%struct.Y* noundef nonnull align 8 dereferenceable(32) %200) #10
  store %struct.Y* %200, %struct.Y** %197, align 8
  %201 = bitcast %struct.Y** %197 to i8*
  store i8* %201, i8** %2, align 8
  br label %441

202:                                              ; preds = %195
  %203 = landingpad { i8*, i32 }
          cleanup
  %204 = extractvalue { i8*, i32 } %203, 0
  store i8* %204, i8** %4, align 8
  %205 = extractvalue { i8*, i32 } %203, 1
  store i32 %205, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %196) #11
  br label %443

206:                                              ; preds = %1
  %207 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %208 = bitcast i8* %207 to %struct.P**
  %209 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
          to label %210 unwind label %213

210:                                              ; preds = %206
  %211 = bitcast i8* %209 to %struct.P*
  call void @_ZN1PC2Ev(%struct.P* noundef nonnull align 8 dereferenceable(16) %211) #10
  store %struct.P* %211, %struct.P** %208, align 8
  %212 = bitcast %struct.P** %208 to i8*
  store i8* %212, i8** %2, align 8
  br label %441

213:                                              ; preds = %206
  %214 = landingpad { i8*, i32 }
          cleanup
  %215 = extractvalue { i8*, i32 } %214, 0
  store i8* %215, i8** %4, align 8
  %216 = extractvalue { i8*, i32 } %214, 1
  store i32 %216, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %207) #11
  br label %443

217:                                              ; preds = %1
  %218 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %219 = bitcast i8* %218 to %struct.Z**
  %220 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 40) #9
          to label %221 unwind label %224

221:                                              ; preds = %217
  %222 = bitcast i8* %220 to %struct.Z*
  call void @_ZN1ZC2Ev(%struct.Z* noundef nonnull align 8 dereferenceable(36) %222) #10
  store %struct.Z* %222, %struct.Z** %219, align 8
  %223 = bitcast %struct.Z** %219 to i8*
  store i8* %223, i8** %2, align 8
  br label %441

224:                                              ; preds = %217
  %225 = landingpad { i8*, i32 }
          cleanup
  %226 = extractvalue { i8*, i32 } %225, 0
  store i8* %226, i8** %4, align 8
  %227 = extractvalue { i8*, i32 } %225, 1
  store i32 %227, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %218) #11
  br label %443

228:                                              ; preds = %1
  %229 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %230 = bitcast i8* %229 to %struct.A**
  %231 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
          to label %232 unwind label %235

232:                                              ; preds = %228
  %233 = bitcast i8* %231 to %struct.A*
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %233) #10
  store %struct.A* %233, %struct.A** %230, align 8
  %234 = bitcast %struct.A** %230 to i8*
  store i8* %234, i8** %2, align 8
  br label %441

235:                                              ; preds = %228
  %236 = landingpad { i8*, i32 }
          cleanup
  %237 = extractvalue { i8*, i32 } %236, 0
  store i8* %237, i8** %4, align 8
  %238 = extractvalue { i8*, i32 } %236, 1
  store i32 %238, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %229) #11
  br label %443

239:                                              ; preds = %1
  %240 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %241 = bitcast i8* %240 to %struct.D**
  %242 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 32) #9
          to label %243 unwind label %246

243:                                              ; preds = %239
  %244 = bitcast i8* %242 to %struct.D*
  call void @_ZN1DC2Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %244) #10
  store %struct.D* %244, %struct.D** %241, align 8
  %245 = bitcast %struct.D** %241 to i8*
  store i8* %245, i8** %2, align 8
  br label %441

246:                                              ; preds = %239
  %247 = landingpad { i8*, i32 }
          cleanup
  %248 = extractvalue { i8*, i32 } %247, 0
  store i8* %248, i8** %4, align 8
  %249 = extractvalue { i8*, i32 } %247, 1
  store i32 %249, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %240) #11
  br label %443

250:                                              ; preds = %1
  %251 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %252 = bitcast i8* %251 to %struct.A**
  %253 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
          to label %254 unwind label %257

254:                                              ; preds = %250
  %255 = bitcast i8* %253 to %struct.A*
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %255) #10
  store %struct.A* %255, %struct.A** %252, align 8
  %256 = bitcast %struct.A** %252 to i8*
  store i8* %256, i8** %2, align 8
  br label %441

257:                                              ; preds = %250
  %258 = landingpad { i8*, i32 }
          cleanup
  %259 = extractvalue { i8*, i32 } %258, 0
  store i8* %259, i8** %4, align 8
  %260 = extractvalue { i8*, i32 } %258, 1
  store i32 %260, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %251) #11
  br label %443

261:                                              ; preds = %1
  %262 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %263 = bitcast i8* %262 to i8**
  %264 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 4) #9
          to label %265 unwind label %269

265:                                              ; preds = %261
  %266 = bitcast i8* %264 to i32*
  %267 = bitcast i32* %266 to i8*
  store i8* %267, i8** %263, align 8
  %268 = bitcast i8** %263 to i8*
  store i8* %268, i8** %2, align 8
  br label %441

269:                                              ; preds = %261
  %270 = landingpad { i8*, i32 }
          cleanup
  %271 = extractvalue { i8*, i32 } %270, 0
  store i8* %271, i8** %4, align 8
  %272 = extractvalue { i8*, i32 } %270, 1
  store i32 %272, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %262) #11
  br label %443

273:                                              ; preds = %1
  %274 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %275 = bitcast i8* %274 to i8**
  %276 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 4) #9
          to label %277 unwind label %281

277:                                              ; preds = %273
  %278 = bitcast i8* %276 to i32*
  %279 = bitcast i32* %278 to i8*
  store i8* %279, i8** %275, align 8
  %280 = bitcast i8** %275 to i8*
  store i8* %280, i8** %2, align 8
  br label %441

281:                                              ; preds = %273
  %282 = landingpad { i8*, i32 }
          cleanup
  %283 = extractvalue { i8*, i32 } %282, 0
  store i8* %283, i8** %4, align 8
  %284 = extractvalue { i8*, i32 } %282, 1
  store i32 %284, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %274) #11
  br label %443

285:                                              ; preds = %1
  %286 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %287 = bitcast i8* %286 to i8**
  %288 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 1) #9
          to label %289 unwind label %291

289:                                              ; preds = %285
  store i8* %288, i8** %287, align 8
  %290 = bitcast i8** %287 to i8*
  store i8* %290, i8** %2, align 8
  br label %441

291:                                              ; preds = %285
  %292 = landingpad { i8*, i32 }
          cleanup
  %293 = extractvalue { i8*, i32 } %292, 0
  store i8* %293, i8** %4, align 8
  %294 = extractvalue { i8*, i32 } %292, 1
  store i32 %294, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %286) #11
  br label %443

295:                                              ; preds = %1
  %296 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %297 = bitcast i8* %296 to i8**
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.60, i64 0, i64 0), i8** %297, align 8
  %298 = bitcast i8** %297 to i8*
  store i8* %298, i8** %2, align 8
  br label %441

299:                                              ; preds = %1
  %300 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %301 = bitcast i8* %300 to i32**
  %302 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 4) #9
          to label %303 unwind label %306

303:                                              ; preds = %299
  %304 = bitcast i8* %302 to i32*
  store i32* %304, i32** %301, align 8
  %305 = bitcast i32** %301 to i8*
  store i8* %305, i8** %2, align 8
  br label %441

306:                                              ; preds = %299
  %307 = landingpad { i8*, i32 }
          cleanup
  %308 = extractvalue { i8*, i32 } %307, 0
  store i8* %308, i8** %4, align 8
  %309 = extractvalue { i8*, i32 } %307, 1
  store i32 %309, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %300) #11
  br label %443

310:                                              ; preds = %1
  %311 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %312 = bitcast i8* %311 to i32***
  %313 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
          to label %314 unwind label %317

314:                                              ; preds = %310
  %315 = bitcast i8* %313 to i32**
  store i32** %315, i32*** %312, align 8
  %316 = bitcast i32*** %312 to i8*
  store i8* %316, i8** %2, align 8
  br label %441

317:                                              ; preds = %310
  %318 = landingpad { i8*, i32 }
          cleanup
  %319 = extractvalue { i8*, i32 } %318, 0
  store i8* %319, i8** %4, align 8
  %320 = extractvalue { i8*, i32 } %318, 1
  store i32 %320, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %311) #11
  br label %443

321:                                              ; preds = %1
  %322 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %323 = bitcast i8* %322 to i32***
  %324 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
          to label %325 unwind label %328

325:                                              ; preds = %321
  %326 = bitcast i8* %324 to i32**
  store i32** %326, i32*** %323, align 8
  %327 = bitcast i32*** %323 to i8*
  store i8* %327, i8** %2, align 8
  br label %441

328:                                              ; preds = %321
  %329 = landingpad { i8*, i32 }
          cleanup
  %330 = extractvalue { i8*, i32 } %329, 0
  store i8* %330, i8** %4, align 8
  %331 = extractvalue { i8*, i32 } %329, 1
  store i32 %331, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %322) #11
  br label %443

332:                                              ; preds = %1
  %333 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %334 = bitcast i8* %333 to i32***
  %335 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
          to label %336 unwind label %339

336:                                              ; preds = %332
  %337 = bitcast i8* %335 to i32**
  store i32** %337, i32*** %334, align 8
  %338 = bitcast i32*** %334 to i8*
  store i8* %338, i8** %2, align 8
  br label %441

339:                                              ; preds = %332
  %340 = landingpad { i8*, i32 }
          cleanup
  %341 = extractvalue { i8*, i32 } %340, 0
  store i8* %341, i8** %4, align 8
  %342 = extractvalue { i8*, i32 } %340, 1
  store i32 %342, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %333) #11
  br label %443

343:                                              ; preds = %1
  %344 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %345 = bitcast i8* %344 to i32***
  %346 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
          to label %347 unwind label %350

347:                                              ; preds = %343
  %348 = bitcast i8* %346 to i32**
  store i32** %348, i32*** %345, align 8
  %349 = bitcast i32*** %345 to i8*
  store i8* %349, i8** %2, align 8
  br label %441

350:                                              ; preds = %343
  %351 = landingpad { i8*, i32 }
          cleanup
  %352 = extractvalue { i8*, i32 } %351, 0
  store i8* %352, i8** %4, align 8
  %353 = extractvalue { i8*, i32 } %351, 1
  store i32 %353, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %344) #11
  br label %443

354:                                              ; preds = %1
  %355 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %356 = bitcast i8* %355 to %struct.A***
  %357 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
          to label %358 unwind label %361

358:                                              ; preds = %354
  %359 = bitcast i8* %357 to %struct.A**
  store %struct.A** %359, %struct.A*** %356, align 8
  %360 = bitcast %struct.A*** %356 to i8*
  store i8* %360, i8** %2, align 8
  br label %441

361:                                              ; preds = %354
  %362 = landingpad { i8*, i32 }
          cleanup
  %363 = extractvalue { i8*, i32 } %362, 0
  store i8* %363, i8** %4, align 8
  %364 = extractvalue { i8*, i32 } %362, 1
  store i32 %364, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %355) #11
  br label %443

365:                                              ; preds = %1
  %366 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %367 = bitcast i8* %366 to %struct.A***
  %368 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
          to label %369 unwind label %372

369:                                              ; preds = %365
  %370 = bitcast i8* %368 to %struct.A**
  store %struct.A** %370, %struct.A*** %367, align 8
  %371 = bitcast %struct.A*** %367 to i8*
  store i8* %371, i8** %2, align 8
  br label %441

372:                                              ; preds = %365
  %373 = landingpad { i8*, i32 }
          cleanup
  %374 = extractvalue { i8*, i32 } %373, 0
  store i8* %374, i8** %4, align 8
  %375 = extractvalue { i8*, i32 } %373, 1
  store i32 %375, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %366) #11
  br label %443

376:                                              ; preds = %1
  %377 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %378 = bitcast i8* %377 to void ()**
  store void ()* @_ZL2f0v, void ()** %378, align 8
  %379 = bitcast void ()** %378 to i8*
  store i8* %379, i8** %2, align 8
  br label %441

380:                                              ; preds = %1
  %381 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %382 = bitcast i8* %381 to void ()**
  store void ()* @_ZL2fxv, void ()** %382, align 8
  %383 = bitcast void ()** %382 to i8*
  store i8* %383, i8** %2, align 8
  br label %441

384:                                              ; preds = %1
  %385 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %386 = bitcast i8* %385 to i64*
  store i64 0, i64* %386, align 8
  %387 = bitcast i64* %386 to i8*
  store i8* %387, i8** %2, align 8
  br label %441

388:                                              ; preds = %1
  %389 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
  %390 = bitcast i8* %389 to { i64, i64 }*
  store { i64, i64 } { i64 ptrtoint (i32 (%struct.M*, i32)* @_ZN1M1fEi to i64), i64 0 }, { i64, i64 }* %390, align 16
  %391 = bitcast { i64, i64 }* %390 to i8*
  store i8* %391, i8** %2, align 8
  br label %441

392:                                              ; preds = %1
  %393 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %394 = bitcast i8* %393 to %"class.std::exception"*
  call void @_ZNSt9exceptionC2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %394) #10
  %395 = bitcast %"class.std::exception"* %394 to i8*
  store i8* %395, i8** %2, align 8
  br label %441

396:                                              ; preds = %1
  %397 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
  %398 = bitcast i8* %397 to %"class.std::runtime_error"*
  invoke void @_ZNSt13runtime_errorC1EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %398, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.61, i64 0, i64 0))
          to label %399 unwind label %401

399:                                              ; preds = %396
  %400 = bitcast %"class.std::runtime_error"* %398 to i8*
  store i8* %400, i8** %2, align 8
  br label %441

401:                                              ; preds = %396
  %402 = landingpad { i8*, i32 }
          cleanup
  %403 = extractvalue { i8*, i32 } %402, 0
  store i8* %403, i8** %4, align 8
  %404 = extractvalue { i8*, i32 } %402, 1
  store i32 %404, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %397) #11
  br label %443

405:                                              ; preds = %1
  %406 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
  %407 = bitcast i8* %406 to %"class.std::logic_error"*
  invoke void @_ZNSt11logic_errorC1EPKc(%"class.std::logic_error"* noundef nonnull align 8 dereferenceable(16) %407, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.62, i64 0, i64 0))
          to label %408 unwind label %410

408:                                              ; preds = %405
  %409 = bitcast %"class.std::logic_error"* %407 to i8*
  store i8* %409, i8** %2, align 8
  br label %441

410:                                              ; preds = %405
  %411 = landingpad { i8*, i32 }
          cleanup
  %412 = extractvalue { i8*, i32 } %411, 0
  store i8* %412, i8** %4, align 8
  %413 = extractvalue { i8*, i32 } %411, 1
  store i32 %413, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %406) #11
  br label %443

414:                                              ; preds = %1
  %415 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
  %416 = bitcast i8* %415 to %"class.std::out_of_range"*
  invoke void @_ZNSt12out_of_rangeC1EPKc(%"class.std::out_of_range"* noundef nonnull align 8 dereferenceable(16) %416, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.63, i64 0, i64 0))
          to label %417 unwind label %419

417:                                              ; preds = %414
  %418 = bitcast %"class.std::out_of_range"* %416 to i8*
  store i8* %418, i8** %2, align 8
  br label %441

419:                                              ; preds = %414
  %420 = landingpad { i8*, i32 }
          cleanup
  %421 = extractvalue { i8*, i32 } %420, 0
  store i8* %421, i8** %4, align 8
  %422 = extractvalue { i8*, i32 } %420, 1
  store i32 %422, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %415) #11
  br label %443

423:                                              ; preds = %1
  %424 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %425 = bitcast i8* %424 to %"class.std::bad_alloc"*
  call void @_ZNSt9bad_allocC2Ev(%"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(8) %425) #10
  %426 = bitcast %"class.std::bad_alloc"* %425 to i8*
  store i8* %426, i8** %2, align 8
  br label %441

427:                                              ; preds = %1
  %428 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 8) #9
  %429 = bitcast i8* %428 to %"class.std::bad_array_new_length"*
  call void @_ZNSt20bad_array_new_lengthC2Ev(%"class.std::bad_array_new_length"* noundef nonnull align 8 dereferenceable(8) %429) #10
  %430 = bitcast %"class.std::bad_array_new_length"* %429 to i8*
  store i8* %430, i8** %2, align 8
  br label %441

431:                                              ; preds = %1
  %432 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
  %433 = bitcast i8* %432 to %struct.MyErr*
  invoke void @_ZN5MyErrC2Ev(%struct.MyErr* noundef nonnull align 8 dereferenceable(16) %433)
          to label %434 unwind label %436

434:                                              ; preds = %431
  %435 = bitcast %struct.MyErr* %433 to i8*
  store i8* %435, i8** %2, align 8
  br label %441

436:                                              ; preds = %431
  %437 = landingpad { i8*, i32 }
          cleanup
  %438 = extractvalue { i8*, i32 } %437, 0
  store i8* %438, i8** %4, align 8
  %439 = extractvalue { i8*, i32 } %437, 1
  store i32 %439, i32* %5, align 4
  call void @_ZdlPv(i8* noundef %432) #11
  br label %443

440:                                              ; preds = %1
  store i8* null, i8** %2, align 8
  br label %441

441:                                              ; preds = %440, %434, %427, %423, %417, %408, %399, %392, %388, %384, %380, %376, %369, %358, %347, %336, %325, %314, %303, %295, %289, %277, %265, %254, %243, %232, %221, %210, %199, %191, %184, %173, %165, %158, %147, %136, %125, %114, %105, %100, %95, %90, %85, %80, %75, %70, %65, %60, %55, %50, %45, %40, %35, %31, %27, %23, %21, %17, %13, %11, %7
  %442 = load i8*, i8** %2, align 8
  ret i8* %442

443:                                              ; preds = %436, %419, %410, %401, %372, %361, %350, %339, %328, %317, %306, %291, %281, %269, %257, %246, %235, %224, %213, %202, %187, %176, %161, %150, %139, %128, %117
  %444 = load i8*, i8** %4, align 8
  %445 = load i32, i32* %5, align 4
  %446 = insertvalue { i8*, i32 } undef, i8* %444, 0
  %447 = insertvalue { i8*, i32 } %446, i32 %445, 1
  resume { i8*, i32 } %447
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AC2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.A*, align 8
  store %struct.A* %0, %struct.A** %2, align 8
  %3 = load %struct.A*, %struct.A** %2, align 8
  %4 = bitcast %struct.A* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1A, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.A, %struct.A* %3, i32 0, i32 1
  store i32 1, i32* %5, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BC2Ev(%struct.B* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.B*, align 8
  store %struct.B* %0, %struct.B** %2, align 8
  %3 = load %struct.B*, %struct.B** %2, align 8
  %4 = bitcast %struct.B* %3 to %struct.A*
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %4) #10
  %5 = bitcast %struct.B* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1B, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  %6 = getelementptr inbounds %struct.B, %struct.B* %3, i32 0, i32 1
  store i32 2, i32* %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CC2Ev(%struct.C* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.C*, align 8
  store %struct.C* %0, %struct.C** %2, align 8
  %3 = load %struct.C*, %struct.C** %2, align 8
  %4 = bitcast %struct.C* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1C, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.C, %struct.C* %3, i32 0, i32 1
  store i32 3, i32* %5, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DC2Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  %4 = bitcast %struct.D* %3 to %struct.B*
  call void @_ZN1BC2Ev(%struct.B* noundef nonnull align 8 dereferenceable(16) %4) #10
  %5 = bitcast %struct.D* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i64 16
  %7 = bitcast i8* %6 to %struct.C*
  call void @_ZN1CC2Ev(%struct.C* noundef nonnull align 8 dereferenceable(12) %7) #10
  %8 = bitcast %struct.D* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [4 x i8*] }, { [4 x i8*], [4 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 8
  %9 = bitcast %struct.D* %3 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i64 16
  %11 = bitcast i8* %10 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [4 x i8*] }, { [4 x i8*], [4 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %11, align 8
  %12 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 2
  store i32 4, i32* %12, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1EC2Ev(%struct.E* noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.E*, align 8
  store %struct.E* %0, %struct.E** %2, align 8
  %3 = load %struct.E*, %struct.E** %2, align 8
  %4 = bitcast %struct.E* %3 to %struct.D*
  call void @_ZN1DC2Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %4) #10
  %5 = bitcast %struct.E* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [4 x i8*] }, { [4 x i8*], [4 x i8*] }* @_ZTV1E, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  %6 = bitcast %struct.E* %3 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i64 16
  %8 = bitcast i8* %7 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [4 x i8*] }, { [4 x i8*], [4 x i8*] }* @_ZTV1E, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %8, align 8
  %9 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 1
  store i32 5, i32* %9, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VC1Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.V*, align 8
  store %struct.V* %0, %struct.V** %2, align 8
  %3 = load %struct.V*, %struct.V** %2, align 8
  %4 = bitcast %struct.V* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 16
  %6 = bitcast i8* %5 to %struct.A*
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %6) #10
  %7 = bitcast %struct.V* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*] }* @_ZTV1V, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %7, align 8
  %8 = bitcast %struct.V* %3 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i64 16
  %10 = bitcast i8* %9 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*] }* @_ZTV1V, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %10, align 8
  %11 = getelementptr inbounds %struct.V, %struct.V* %3, i32 0, i32 1
  store i32 6, i32* %11, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1WC1Ev(%struct.W* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.W*, align 8
  store %struct.W* %0, %struct.W** %2, align 8
  %3 = load %struct.W*, %struct.W** %2, align 8
  %4 = bitcast %struct.W* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 16
  %6 = bitcast i8* %5 to %struct.A*
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %6) #10
  %7 = bitcast %struct.W* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*] }* @_ZTV1W, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %7, align 8
  %8 = bitcast %struct.W* %3 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i64 16
  %10 = bitcast i8* %9 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*] }* @_ZTV1W, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %10, align 8
  %11 = getelementptr inbounds %struct.W, %struct.W* %3, i32 0, i32 1
  store i32 7, i32* %11, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2XdC1Ev(%struct.Xd* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Xd*, align 8
  store %struct.Xd* %0, %struct.Xd** %2, align 8
  %3 = load %struct.Xd*, %struct.Xd** %2, align 8
  %4 = bitcast %struct.Xd* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 32
  %6 = bitcast i8* %5 to %struct.A*
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %6) #10
  %7 = bitcast %struct.Xd* %3 to %struct.V*
  call void @_ZN1VC2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %7, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT2Xd, i64 0, i64 1)) #10
  %8 = bitcast %struct.Xd* %3 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i64 16
  %10 = bitcast i8* %9 to %struct.W*
  call void @_ZN1WC2Ev(%struct.W* noundef nonnull align 8 dereferenceable(12) %10, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT2Xd, i64 0, i64 3)) #10
  %11 = bitcast %struct.Xd* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*], [5 x i8*] }* @_ZTV2Xd, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %11, align 8
  %12 = bitcast %struct.Xd* %3 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i64 32
  %14 = bitcast i8* %13 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*], [5 x i8*] }* @_ZTV2Xd, i32 0, inrange i32 2, i32 3) to i32 (...)**), i32 (...)*** %14, align 8
  %15 = bitcast %struct.Xd* %3 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i64 16
  %17 = bitcast i8* %16 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*], [5 x i8*] }* @_ZTV2Xd, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %17, align 8
  %18 = getelementptr inbounds %struct.Xd, %struct.Xd* %3, i32 0, i32 3
  store i32 8, i32* %18, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1YC1Ev(%struct.Y* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Y*, align 8
  store %struct.Y* %0, %struct.Y** %2, align 8
  %3 = load %struct.Y*, %struct.Y** %2, align 8
  %4 = bitcast %struct.Y* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 32
  %6 = bitcast i8* %5 to %struct.A*
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %6) #10
  %7 = bitcast %struct.Y* %3 to %struct.B*
  call void @_ZN1BC2Ev(%struct.B* noundef nonnull align 8 dereferenceable(16) %7) #10
  %8 = bitcast %struct.Y* %3 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i64 16
  %10 = bitcast i8* %9 to %struct.V*
  call void @_ZN1VC2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %10, i8** noundef getelementptr inbounds ([5 x i8*], [5 x i8*]* @_ZTT1Y, i64 0, i64 1)) #10
  %11 = bitcast %struct.Y* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*], [5 x i8*] }* @_ZTV1Y, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %11, align 8
  %12 = bitcast %struct.Y* %3 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i64 16
  %14 = bitcast i8* %13 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*], [5 x i8*] }* @_ZTV1Y, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %14, align 8
  %15 = bitcast %struct.Y* %3 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i64 32
  %17 = bitcast i8* %16 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [5 x i8*] }, { [5 x i8*], [5 x i8*], [5 x i8*] }* @_ZTV1Y, i32 0, inrange i32 2, i32 3) to i32 (...)**), i32 (...)*** %17, align 8
  %18 = getelementptr inbounds %struct.Y, %struct.Y* %3, i32 0, i32 2
  store i32 9, i32* %18, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1PC2Ev(%struct.P* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.P*, align 8
  store %struct.P* %0, %struct.P** %2, align 8
  %3 = load %struct.P*, %struct.P** %2, align 8
  %4 = bitcast %struct.P* %3 to %struct.A*
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %4) #10
  %5 = bitcast %struct.P* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1P, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  %6 = getelementptr inbounds %struct.P, %struct.P* %3, i32 0, i32 1
  store i32 10, i32* %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1QC2Ev(%struct.Q* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Q*, align 8
  store %struct.Q* %0, %struct.Q** %2, align 8
  %3 = load %struct.Q*, %struct.Q** %2, align 8
  %4 = bitcast %struct.Q* %3 to %struct.C*
  call void @_ZN1CC2Ev(%struct.C* noundef nonnull align 8 dereferenceable(12) %4) #10
  %5 = bitcast %struct.Q* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTV1Q, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  %6 = getelementptr inbounds %struct.Q, %struct.Q* %3, i32 0, i32 1
  store i32 11, i32* %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ZC2Ev(%struct.Z* noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Z*, align 8
  store %struct.Z* %0, %struct.Z** %2, align 8
  %3 = load %struct.Z*, %struct.Z** %2, align 8
  %4 = bitcast %struct.Z* %3 to %struct.C*
  call void @_ZN1CC2Ev(%struct.C* noundef nonnull align 8 dereferenceable(12) %4) #10
  %5 = bitcast %struct.Z* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i64 16
  %7 = bitcast i8* %6 to %struct.B*
  call void @_ZN1BC2Ev(%struct.B* noundef nonnull align 8 dereferenceable(16) %7) #10
  %8 = bitcast %struct.Z* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [4 x i8*] }, { [4 x i8*], [4 x i8*] }* @_ZTV1Z, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 8
  %9 = bitcast %struct.Z* %3 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i64 16
  %11 = bitcast i8* %10 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [4 x i8*] }, { [4 x i8*], [4 x i8*] }* @_ZTV1Z, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %11, align 8
  %12 = getelementptr inbounds %struct.Z, %struct.Z* %3, i32 0, i32 3
  store i32 12, i32* %12, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2NVC2Ev(%struct.NV* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.NV*, align 8
  store %struct.NV* %0, %struct.NV** %2, align 8
  %3 = load %struct.NV*, %struct.NV** %2, align 8
  %4 = getelementptr inbounds %struct.NV, %struct.NV* %3, i32 0, i32 0
  store i32 13, i32* %4, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3NV2C2Ev(%struct.NV2* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.NV2*, align 8
  store %struct.NV2* %0, %struct.NV2** %2, align 8
  %3 = load %struct.NV2*, %struct.NV2** %2, align 8
  %4 = bitcast %struct.NV2* %3 to %struct.NV*
  call void @_ZN2NVC2Ev(%struct.NV* noundef nonnull align 4 dereferenceable(4) %4) #10
  %5 = getelementptr inbounds %struct.NV2, %struct.NV2* %3, i32 0, i32 1
  store i32 14, i32* %5, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2ns3FooIiEC2Ev(%"struct.ns::Foo"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %"struct.ns::Foo"*, align 8
  store %"struct.ns::Foo"* %0, %"struct.ns::Foo"** %2, align 8
  %3 = load %"struct.ns::Foo"*, %"struct.ns::Foo"** %2, align 8
  %4 = bitcast %"struct.ns::Foo"* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*] }, { [4 x i8*] }* @_ZTVN2ns3FooIiEE, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %"struct.ns::Foo", %"struct.ns::Foo"* %3, i32 0, i32 1
  store i32 0, i32* %5, align 8
  ret void
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL2f0v() #5 {
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal void @_ZL2fxv() #5 {
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef signext i32 @_ZN1M1fEi(%struct.M* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef signext %1) #5 comdat align 2 {
  %3 = alloca %struct.M*, align 8
  %4 = alloca i32, align 4
  store %struct.M* %0, %struct.M** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.M*, %struct.M** %3, align 8
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt9exceptionC2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %"class.std::exception"*, align 8
  store %"class.std::exception"* %0, %"class.std::exception"** %2, align 8
  %3 = load %"class.std::exception"*, %"class.std::exception"** %2, align 8
  %4 = bitcast %"class.std::exception"* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVSt9exception, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  ret void
}

declare void @_ZNSt13runtime_errorC1EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #6

declare void @_ZNSt11logic_errorC1EPKc(%"class.std::logic_error"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #6

declare void @_ZNSt12out_of_rangeC1EPKc(%"class.std::out_of_range"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #6

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt9bad_allocC2Ev(%"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %"class.std::bad_alloc"*, align 8
  store %"class.std::bad_alloc"* %0, %"class.std::bad_alloc"** %2, align 8
  %3 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %2, align 8
  %4 = bitcast %"class.std::bad_alloc"* %3 to %"class.std::exception"*
  call void @_ZNSt9exceptionC2Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %4) #10
  %5 = bitcast %"class.std::bad_alloc"* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVSt9bad_alloc, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt20bad_array_new_lengthC2Ev(%"class.std::bad_array_new_length"* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %"class.std::bad_array_new_length"*, align 8
  store %"class.std::bad_array_new_length"* %0, %"class.std::bad_array_new_length"** %2, align 8
  %3 = load %"class.std::bad_array_new_length"*, %"class.std::bad_array_new_length"** %2, align 8
  %4 = bitcast %"class.std::bad_array_new_length"* %3 to %"class.std::bad_alloc"*
  call void @_ZNSt9bad_allocC2Ev(%"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(8) %4) #10
  %5 = bitcast %"class.std::bad_array_new_length"* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVSt20bad_array_new_length, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  ret void
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5MyErrC2Ev(%struct.MyErr* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  %2 = alloca %struct.MyErr*, align 8
  store %struct.MyErr* %0, %struct.MyErr** %2, align 8
  %3 = load %struct.MyErr*, %struct.MyErr** %2, align 8
  %4 = bitcast %struct.MyErr* %3 to %"class.std::runtime_error"*
  call void @_ZNSt13runtime_errorC2EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %4, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.64, i64 0, i64 0))
  %5 = bitcast %struct.MyErr* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5MyErr, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local i8* @ehi_what(i32 noundef signext %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  store i32 %0, i32* %4, align 4
  store i8* %1, i8** %5, align 8
  %6 = load i32, i32* %4, align 4
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
  %8 = load i8*, i8** %5, align 8
  %9 = call noundef i8* @_ZL7what_ofIiEPKcPvb(i8* noundef %8, i1 noundef zeroext true)
  store i8* %9, i8** %3, align 8
  br label %188

10:                                               ; preds = %2
  %11 = load i8*, i8** %5, align 8
  %12 = call noundef i8* @_ZL7what_ofIcEPKcPvb(i8* noundef %11, i1 noundef zeroext true)
  store i8* %12, i8** %3, align 8
  br label %188

13:                                               ; preds = %2
  %14 = load i8*, i8** %5, align 8
  %15 = call noundef i8* @_ZL7what_ofIlEPKcPvb(i8* noundef %14, i1 noundef zeroext true)
  store i8* %15, i8** %3, align 8
  br label %188

16:                                               ; preds = %2
  %17 = load i8*, i8** %5, align 8
  %18 = call noundef i8* @_ZL7what_ofIdEPKcPvb(i8* noundef %17, i1 noundef zeroext true)
  store i8* %18, i8** %3, align 8
  br label %188

19:                                               ; preds = %2
  %20 = load i8*, i8** %5, align 8
  %21 = call noundef i8* @_ZL7what_ofIbEPKcPvb(i8* noundef %20, i1 noundef zeroext true)
  store i8* %21, i8** %3, align 8
  br label %188

22:                                               ; preds = %2
  %23 = load i8*, i8** %5, align 8
  %24 = call noundef i8* @_ZL7what_ofIjEPKcPvb(i8* noundef %23, i1 noundef zeroext true)
  store i8* %24, i8** %3, align 8
  br label %188

25:                                               ; preds = %2
  %26 = load i8*, i8** %5, align 8
  %27 = call noundef i8* @_ZL7what_ofI5ColorEPKcPvb(i8* noundef %26, i1 noundef zeroext true)
  store i8* %27, i8** %3, align 8
  br label %188

28:                                               ; preds = %2
  %29 = load i8*, i8** %5, align 8
  %30 = call noundef i8* @_ZL7what_ofIDnEPKcPvb(i8* noundef %29, i1 noundef zeroext true)
  store i8* %30, i8** %3, align 8
  br label %188

31:                                               ; preds = %2
  %32 = load i8*, i8** %5, align 8
  %33 = call noundef i8* @_ZL7what_ofI1AEPKcPvb(i8* noundef %32, i1 noundef zeroext true)
  store i8* %33, i8** %3, align 8
  br label %188

34:                                               ; preds = %2
  %35 = load i8*, i8** %5, align 8
  %36 = call noundef i8* @_ZL7what_ofI1BEPKcPvb(i8* noundef %35, i1 noundef zeroext true)
  store i8* %36, i8** %3, align 8
  br label %188

37:                                               ; preds = %2
  %38 = load i8*, i8** %5, align 8
  %39 = call noundef i8* @_ZL7what_ofI1CEPKcPvb(i8* noundef %38, i1 noundef zeroext true)
  store i8* %39, i8** %3, align 8
  br label %188

40:                                               ; preds = %2
  %41 = load i8*, i8** %5, align 8
  %42 = call noundef i8* @_ZL7what_ofI1DEPKcPvb(i8* noundef %41, i1 noundef zeroext true)
  store i8* %42, i8** %3, align 8
  br label %188

43:                                               ; preds = %2
  %44 = load i8*, i8** %5, align 8
  %45 = call noundef i8* @_ZL7what_ofI1EEPKcPvb(i8* noundef %44, i1 noundef zeroext true)
  store i8* %45, i8** %3, align 8
  br label %188

46:                                               ; preds = %2
  %47 = load i8*, i8** %5, align 8
  %48 = call noundef i8* @_ZL7what_ofI1VEPKcPvb(i8* noundef %47, i1 noundef zeroext true)
  store i8* %48, i8** %3, align 8
  br label %188

49:                                               ; preds = %2
  %50 = load i8*, i8** %5, align 8
  %51 = call noundef i8* @_ZL7what_ofI1WEPKcPvb(i8* noundef %50, i1 noundef zeroext true)
  store i8* %51, i8** %3, align 8
  br label %188

52:                                               ; preds = %2
  %53 = load i8*, i8** %5, align 8
  %54 = call noundef i8* @_ZL7what_ofI2XdEPKcPvb(i8* noundef %53, i1 noundef zeroext true)
  store i8* %54, i8** %3, align 8
  br label %188

55:                                               ; preds = %2
  %56 = load i8*, i8** %5, align 8
  %57 = call noundef i8* @_ZL7what_ofI1YEPKcPvb(i8* noundef %56, i1 noundef zeroext true)
  store i8* %57, i8** %3, align 8
  br label %188

58:                                               ; preds = %2
  %59 = load i8*, i8** %5, align 8
  %60 = call noundef i8* @_ZL7what_ofI1PEPKcPvb(i8* noundef %59, i1 noundef zeroext true)
  store i8* %60, i8** %3, align 8
  br label %188

61:                                               ; preds = %2
  %62 = load i8*, i8** %5, align 8
  %63 = call noundef i8* @_ZL7what_ofI1QEPKcPvb(i8* noundef %62, i1 noundef zeroext true)
  store i8* %63, i8** %3, align 8
  br label %188

64:                                               ; preds = %2
  %65 = load i8*, i8** %5, align 8
  %66 = call noundef i8* @_ZL7what_ofI1ZEPKcPvb(i8* noundef %65, i1 noundef zeroext true)
  store i8* %66, i8** %3, align 8
  br label %188

67:                                               ; preds = %2
  %68 = load i8*, i8** %5, align 8
  %69 = call noundef i8* @_ZL7what_ofI2NVEPKcPvb(i8* noundef %68, i1 noundef zeroext true)
  store i8* %69, i8** %3, align 8
  br label %188

70:                                               ; preds = %2
  %71 = load i8*, i8** %5, align 8
  %72 = call noundef i8* @_ZL7what_ofI3NV2EPKcPvb(i8* noundef %71, i1 noundef zeroext true)
  store i8* %72, i8** %3, align 8
  br label %188

73:                                               ; preds = %2
  %74 = load i8*, i8** %5, align 8
  %75 = call noundef i8* @_ZL7what_ofIN2ns3FooIiEEEPKcPvb(i8* noundef %74, i1 noundef zeroext true)
  store i8* %75, i8** %3, align 8
  br label %188

76:                                               ; preds = %2
  %77 = load i8*, i8** %5, align 8
  %78 = call noundef i8* @_ZL7what_ofIP1AEPKcPvb(i8* noundef %77, i1 noundef zeroext true)
  store i8* %78, i8** %3, align 8
  br label %188

79:                                               ; preds = %2
  %80 = load i8*, i8** %5, align 8
  %81 = call noundef i8* @_ZL7what_ofIP1BEPKcPvb(i8* noundef %80, i1 noundef zeroext true)
  store i8* %81, i8** %3, align 8
  br label %188

82:                                               ; preds = %2
  %83 = load i8*, i8** %5, align 8
  %84 = call noundef i8* @_ZL7what_ofIP1CEPKcPvb(i8* noundef %83, i1 noundef zeroext true)
  store i8* %84, i8** %3, align 8
  br label %188

85:                                               ; preds = %2
  %86 = load i8*, i8** %5, align 8
  %87 = call noundef i8* @_ZL7what_ofIP1DEPKcPvb(i8* noundef %86, i1 noundef zeroext true)
  store i8* %87, i8** %3, align 8
  br label %188

88:                                               ; preds = %2
  %89 = load i8*, i8** %5, align 8
  %90 = call noundef i8* @_ZL7what_ofIP1EEPKcPvb(i8* noundef %89, i1 noundef zeroext true)
  store i8* %90, i8** %3, align 8
  br label %188

91:                                               ; preds = %2
  %92 = load i8*, i8** %5, align 8
  %93 = call noundef i8* @_ZL7what_ofIP1DEPKcPvb(i8* noundef %92, i1 noundef zeroext true)
  store i8* %93, i8** %3, align 8
  br label %188

94:                                               ; preds = %2
  %95 = load i8*, i8** %5, align 8
  %96 = call noundef i8* @_ZL7what_ofIP1VEPKcPvb(i8* noundef %95, i1 noundef zeroext true)
  store i8* %96, i8** %3, align 8
  br label %188

97:                                               ; preds = %2
  %98 = load i8*, i8** %5, align 8
  %99 = call noundef i8* @_ZL7what_ofIP2XdEPKcPvb(i8* noundef %98, i1 noundef zeroext true)
  store i8* %99, i8** %3, align 8
  br label %188

100:                                              ; preds = %2
  %101 = load i8*, i8** %5, align 8
  %102 = call noundef i8* @_ZL7what_ofIP2XdEPKcPvb(i8* noundef %101, i1 noundef zeroext true)
  store i8* %102, i8** %3, align 8
  br label %188

103:                                              ; preds = %2
  %104 = load i8*, i8** %5, align 8
  %105 = call noundef i8* @_ZL7what_ofIP1YEPKcPvb(i8* noundef %104, i1 noundef zeroext true)
  store i8* %105, i8** %3, align 8
  br label %188

106:                                              ; preds = %2
  %107 = load i8*, i8** %5, align 8
  %108 = call noundef i8* @_ZL7what_ofIP1PEPKcPvb(i8* noundef %107, i1 noundef zeroext true)
  store i8* %108, i8** %3, align 8
  br label %188

109:                                              ; preds = %2
  %110 = load i8*, i8** %5, align 8
  %111 = call noundef i8* @_ZL7what_ofIP1ZEPKcPvb(i8* noundef %110, i1 noundef zeroext true)
  store i8* %111, i8** %3, align 8
  br label %188

112:                                              ; preds = %2
  %113 = load i8*, i8** %5, align 8
  %114 = call noundef i8* @_ZL7what_ofIPK1AEPKcPvb(i8* noundef %113, i1 noundef zeroext true)
  store i8* %114, i8** %3, align 8
  br label %188

115:                                              ; preds = %2
  %116 = load i8*, i8** %5, align 8
  %117 = call noundef i8* @_ZL7what_ofIPK1DEPKcPvb(i8* noundef %116, i1 noundef zeroext true)
  store i8* %117, i8** %3, align 8
  br label %188

118:                                              ; preds = %2
  %119 = load i8*, i8** %5, align 8
  %120 = call noundef i8* @_ZL7what_ofIPVK1AEPKcPvb(i8* noundef %119, i1 noundef zeroext true)
  store i8* %120, i8** %3, align 8
  br label %188

121:                                              ; preds = %2
  %122 = load i8*, i8** %5, align 8
  %123 = call noundef i8* @_ZL7what_ofIPvEPKcS0_b(i8* noundef %122, i1 noundef zeroext true)
  store i8* %123, i8** %3, align 8
  br label %188

124:                                              ; preds = %2
  %125 = load i8*, i8** %5, align 8
  %126 = call noundef i8* @_ZL7what_ofIPKvEPKcPvb(i8* noundef %125, i1 noundef zeroext true)
  store i8* %126, i8** %3, align 8
  br label %188

127:                                              ; preds = %2
  %128 = load i8*, i8** %5, align 8
  %129 = call noundef i8* @_ZL7what_ofIPcEPKcPvb(i8* noundef %128, i1 noundef zeroext true)
  store i8* %129, i8** %3, align 8
  br label %188

130:                                              ; preds = %2
  %131 = load i8*, i8** %5, align 8
  %132 = call noundef i8* @_ZL7what_ofIPKcES1_Pvb(i8* noundef %131, i1 noundef zeroext true)
  store i8* %132, i8** %3, align 8
  br label %188

133:                                              ; preds = %2
  %134 = load i8*, i8** %5, align 8
  %135 = call noundef i8* @_ZL7what_ofIPiEPKcPvb(i8* noundef %134, i1 noundef zeroext true)
  store i8* %135, i8** %3, align 8
  br label %188

136:                                              ; preds = %2
  %137 = load i8*, i8** %5, align 8
  %138 = call noundef i8* @_ZL7what_ofIPPiEPKcPvb(i8* noundef %137, i1 noundef zeroext true)
  store i8* %138, i8** %3, align 8
  br label %188

139:                                              ; preds = %2
  %140 = load i8*, i8** %5, align 8
  %141 = call noundef i8* @_ZL7what_ofIPKPKiEPKcPvb(i8* noundef %140, i1 noundef zeroext true)
  store i8* %141, i8** %3, align 8
  br label %188

142:                                              ; preds = %2
  %143 = load i8*, i8** %5, align 8
  %144 = call noundef i8* @_ZL7what_ofIPPKiEPKcPvb(i8* noundef %143, i1 noundef zeroext true)
  store i8* %144, i8** %3, align 8
  br label %188

145:                                              ; preds = %2
  %146 = load i8*, i8** %5, align 8
  %147 = call noundef i8* @_ZL7what_ofIPKPiEPKcPvb(i8* noundef %146, i1 noundef zeroext true)
  store i8* %147, i8** %3, align 8
  br label %188

148:                                              ; preds = %2
  %149 = load i8*, i8** %5, align 8
  %150 = call noundef i8* @_ZL7what_ofIPP1AEPKcPvb(i8* noundef %149, i1 noundef zeroext true)
  store i8* %150, i8** %3, align 8
  br label %188

151:                                              ; preds = %2
  %152 = load i8*, i8** %5, align 8
  %153 = call noundef i8* @_ZL7what_ofIPKPK1AEPKcPvb(i8* noundef %152, i1 noundef zeroext true)
  store i8* %153, i8** %3, align 8
  br label %188

154:                                              ; preds = %2
  %155 = load i8*, i8** %5, align 8
  %156 = call noundef i8* @_ZL7what_ofIPFvvEEPKcPvb(i8* noundef %155, i1 noundef zeroext true)
  store i8* %156, i8** %3, align 8
  br label %188

157:                                              ; preds = %2
  %158 = load i8*, i8** %5, align 8
  %159 = call noundef i8* @_ZL7what_ofIPDoFvvEEPKcPvb(i8* noundef %158, i1 noundef zeroext true)
  store i8* %159, i8** %3, align 8
  br label %188

160:                                              ; preds = %2
  %161 = load i8*, i8** %5, align 8
  %162 = call noundef i8* @_ZL7what_ofIM1MiEPKcPvb(i8* noundef %161, i1 noundef zeroext true)
  store i8* %162, i8** %3, align 8
  br label %188

163:                                              ; preds = %2
  %164 = load i8*, i8** %5, align 8
  %165 = call noundef i8* @_ZL7what_ofIM1MFiiEEPKcPvb(i8* noundef %164, i1 noundef zeroext true)
  store i8* %165, i8** %3, align 8
  br label %188

166:                                              ; preds = %2
  %167 = load i8*, i8** %5, align 8
  %168 = call noundef i8* @_ZL7what_ofISt9exceptionEPKcPvb(i8* noundef %167, i1 noundef zeroext true)
  store i8* %168, i8** %3, align 8
  br label %188

169:                                              ; preds = %2
  %170 = load i8*, i8** %5, align 8
  %171 = call noundef i8* @_ZL7what_ofISt13runtime_errorEPKcPvb(i8* noundef %170, i1 noundef zeroext true)
  store i8* %171, i8** %3, align 8
  br label %188

172:                                              ; preds = %2
  %173 = load i8*, i8** %5, align 8
  %174 = call noundef i8* @_ZL7what_ofISt11logic_errorEPKcPvb(i8* noundef %173, i1 noundef zeroext true)
  store i8* %174, i8** %3, align 8
  br label %188

175:                                              ; preds = %2
  %176 = load i8*, i8** %5, align 8
  %177 = call noundef i8* @_ZL7what_ofISt12out_of_rangeEPKcPvb(i8* noundef %176, i1 noundef zeroext true)
  store i8* %177, i8** %3, align 8
  br label %188

178:                                              ; preds = %2
  %179 = load i8*, i8** %5, align 8
  %180 = call noundef i8* @_ZL7what_ofISt9bad_allocEPKcPvb(i8* noundef %179, i1 noundef zeroext true)
  store i8* %180, i8** %3, align 8
  br label %188

181:                                              ; preds = %2
  %182 = load i8*, i8** %5, align 8
  %183 = call noundef i8* @_ZL7what_ofISt20bad_array_new_lengthEPKcPvb(i8* noundef %182, i1 noundef zeroext true)
  store i8* %183, i8** %3, align 8
  br label %188

184:                                              ; preds = %2
  %185 = load i8*, i8** %5, align 8
  %186 = call noundef i8* @_ZL7what_ofI5MyErrEPKcPvb(i8* noundef %185, i1 noundef zeroext true)
  store i8* %186, i8** %3, align 8
  br label %188

187:                                              ; preds = %2
  store i8* null, i8** %3, align 8
  br label %188

188:                                              ; preds = %187, %184, %181, %178, %175, %172, %169, %166, %163, %160, %157, %154, %151, %148, %145, %142, %139, %136, %133, %130, %127, %124, %121, %118, %115, %112, %109, %106, %103, %100, %97, %94, %91, %88, %85, %82, %79, %76, %73, %70, %67, %64, %61, %58, %55, %52, %49, %46, %43, %40, %37, %34, %31, %28, %25, %22, %19, %16, %13, %10, %7
  %189 = load i8*, i8** %3, align 8
  ret i8* %189
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIiEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIcEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIlEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIdEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIbEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIjEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofI5ColorEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIDnEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofI1AEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofI1BEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofI1CEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofI1DEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofI1EEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofI1VEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofI1WEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofI2XdEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofI1YEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofI1PEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofI1QEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofI1ZEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofI2NVEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofI3NV2EPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIN2ns3FooIiEEEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIP1AEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIP1BEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIP1CEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIP1DEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIP1EEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIP1VEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIP2XdEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIP1YEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIP1PEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIP1ZEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIPK1AEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIPK1DEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIPVK1AEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIPvEPKcS0_b(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIPKvEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIPcEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIPKcES1_Pvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIPiEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIPPiEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIPKPKiEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIPPKiEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIPKPiEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIPP1AEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIPKPK1AEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIPFvvEEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIPDoFvvEEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIM1MiEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofIM1MFiiEEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %0, i8** %3, align 8
  %5 = zext i1 %1 to i8
  store i8 %5, i8* %4, align 1
  ret i8* null
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofISt9exceptionEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  %5 = alloca %"class.std::exception", align 8
  %6 = alloca %"class.std::exception"*, align 8
  %7 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  %8 = zext i1 %1 to i8
  store i8 %8, i8* %4, align 1
  %9 = load i8*, i8** %3, align 8
  %10 = bitcast i8* %9 to %"class.std::exception"*
  call void @_ZNSt9exceptionC2ERKS_(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %5, %"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %10) #10
  store %"class.std::exception"* %5, %"class.std::exception"** %6, align 8
  %11 = load %"class.std::exception"*, %"class.std::exception"** %6, align 8
  %12 = bitcast %"class.std::exception"* %11 to i8* (%"class.std::exception"*)***
  %13 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %12, align 8
  %14 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %13, i64 2
  %15 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %14, align 8
  %16 = call noundef i8* %15(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %11) #10
  store i8* %16, i8** %7, align 8
  %17 = load i8, i8* %4, align 1
  %18 = trunc i8 %17 to i1
  br i1 %18, label %19, label %29

19:                                               ; preds = %2
  %20 = load i8*, i8** %3, align 8
  %21 = bitcast i8* %20 to %"class.std::exception"*
  %22 = icmp eq %"class.std::exception"* %21, null
  br i1 %22, label %28, label %23

23:                                               ; preds = %19
  %24 = bitcast %"class.std::exception"* %21 to void (%"class.std::exception"*)***
  %25 = load void (%"class.std::exception"*)**, void (%"class.std::exception"*)*** %24, align 8
  %26 = getelementptr inbounds void (%"class.std::exception"*)*, void (%"class.std::exception"*)** %25, i64 1
  %27 = load void (%"class.std::exception"*)*, void (%"class.std::exception"*)** %26, align 8
  call void %27(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %21) #10
  br label %28

28:                                               ; preds = %23, %19
  br label %29

29:                                               ; preds = %28, %2
  %30 = load i8*, i8** %7, align 8
  call void @_ZNSt9exceptionD1Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %5) #10
  ret i8* %30
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofISt13runtime_errorEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  %5 = alloca %"class.std::runtime_error", align 8
  %6 = alloca %"class.std::exception"*, align 8
  %7 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  %8 = zext i1 %1 to i8
  store i8 %8, i8* %4, align 1
  %9 = load i8*, i8** %3, align 8
  %10 = bitcast i8* %9 to %"class.std::runtime_error"*
  call void @_ZNSt13runtime_errorC1ERKS_(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %5, %"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %10) #10
  %11 = bitcast %"class.std::runtime_error"* %5 to %"class.std::exception"*
  store %"class.std::exception"* %11, %"class.std::exception"** %6, align 8
  %12 = load %"class.std::exception"*, %"class.std::exception"** %6, align 8
  %13 = bitcast %"class.std::exception"* %12 to i8* (%"class.std::exception"*)***
  %14 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %13, align 8
  %15 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %14, i64 2
  %16 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %15, align 8
  %17 = call noundef i8* %16(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %12) #10
  store i8* %17, i8** %7, align 8
  %18 = load i8, i8* %4, align 1
  %19 = trunc i8 %18 to i1
  br i1 %19, label %20, label %31

20:                                               ; preds = %2
  %21 = load i8*, i8** %3, align 8
  %22 = bitcast i8* %21 to %"class.std::runtime_error"*
  %23 = bitcast %"class.std::runtime_error"* %22 to %"class.std::exception"*
  %24 = icmp eq %"class.std::exception"* %23, null
  br i1 %24, label %30, label %25

25:                                               ; preds = %20
  %26 = bitcast %"class.std::exception"* %23 to void (%"class.std::exception"*)***
  %27 = load void (%"class.std::exception"*)**, void (%"class.std::exception"*)*** %26, align 8
  %28 = getelementptr inbounds void (%"class.std::exception"*)*, void (%"class.std::exception"*)** %27, i64 1
  %29 = load void (%"class.std::exception"*)*, void (%"class.std::exception"*)** %28, align 8
  call void %29(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %23) #10
  br label %30

30:                                               ; preds = %25, %20
  br label %31

31:                                               ; preds = %30, %2
  %32 = load i8*, i8** %7, align 8
  call void @_ZNSt13runtime_errorD1Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %5) #10
  ret i8* %32
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofISt11logic_errorEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  %5 = alloca %"class.std::logic_error", align 8
  %6 = alloca %"class.std::exception"*, align 8
  %7 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  %8 = zext i1 %1 to i8
  store i8 %8, i8* %4, align 1
  %9 = load i8*, i8** %3, align 8
  %10 = bitcast i8* %9 to %"class.std::logic_error"*
  call void @_ZNSt11logic_errorC1ERKS_(%"class.std::logic_error"* noundef nonnull align 8 dereferenceable(16) %5, %"class.std::logic_error"* noundef nonnull align 8 dereferenceable(16) %10) #10
  %11 = bitcast %"class.std::logic_error"* %5 to %"class.std::exception"*
  store %"class.std::exception"* %11, %"class.std::exception"** %6, align 8
  %12 = load %"class.std::exception"*, %"class.std::exception"** %6, align 8
  %13 = bitcast %"class.std::exception"* %12 to i8* (%"class.std::exception"*)***
  %14 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %13, align 8
  %15 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %14, i64 2
  %16 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %15, align 8
  %17 = call noundef i8* %16(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %12) #10
  store i8* %17, i8** %7, align 8
  %18 = load i8, i8* %4, align 1
  %19 = trunc i8 %18 to i1
  br i1 %19, label %20, label %31

20:                                               ; preds = %2
  %21 = load i8*, i8** %3, align 8
  %22 = bitcast i8* %21 to %"class.std::logic_error"*
  %23 = bitcast %"class.std::logic_error"* %22 to %"class.std::exception"*
  %24 = icmp eq %"class.std::exception"* %23, null
  br i1 %24, label %30, label %25

25:                                               ; preds = %20
  %26 = bitcast %"class.std::exception"* %23 to void (%"class.std::exception"*)***
  %27 = load void (%"class.std::exception"*)**, void (%"class.std::exception"*)*** %26, align 8
  %28 = getelementptr inbounds void (%"class.std::exception"*)*, void (%"class.std::exception"*)** %27, i64 1
  %29 = load void (%"class.std::exception"*)*, void (%"class.std::exception"*)** %28, align 8
  call void %29(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %23) #10
  br label %30

30:                                               ; preds = %25, %20
  br label %31

31:                                               ; preds = %30, %2
  %32 = load i8*, i8** %7, align 8
  call void @_ZNSt11logic_errorD1Ev(%"class.std::logic_error"* noundef nonnull align 8 dereferenceable(16) %5) #10
  ret i8* %32
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofISt12out_of_rangeEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  %5 = alloca %"class.std::out_of_range", align 8
  %6 = alloca %"class.std::exception"*, align 8
  %7 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  %8 = zext i1 %1 to i8
  store i8 %8, i8* %4, align 1
  %9 = load i8*, i8** %3, align 8
  %10 = bitcast i8* %9 to %"class.std::out_of_range"*
  call void @_ZNSt12out_of_rangeC2ERKS_(%"class.std::out_of_range"* noundef nonnull align 8 dereferenceable(16) %5, %"class.std::out_of_range"* noundef nonnull align 8 dereferenceable(16) %10) #10
  %11 = bitcast %"class.std::out_of_range"* %5 to %"class.std::exception"*
  store %"class.std::exception"* %11, %"class.std::exception"** %6, align 8
  %12 = load %"class.std::exception"*, %"class.std::exception"** %6, align 8
  %13 = bitcast %"class.std::exception"* %12 to i8* (%"class.std::exception"*)***
  %14 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %13, align 8
  %15 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %14, i64 2
  %16 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %15, align 8
  %17 = call noundef i8* %16(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %12) #10
  store i8* %17, i8** %7, align 8
  %18 = load i8, i8* %4, align 1
  %19 = trunc i8 %18 to i1
  br i1 %19, label %20, label %31

20:                                               ; preds = %2
  %21 = load i8*, i8** %3, align 8
  %22 = bitcast i8* %21 to %"class.std::out_of_range"*
  %23 = bitcast %"class.std::out_of_range"* %22 to %"class.std::exception"*
  %24 = icmp eq %"class.std::exception"* %23, null
  br i1 %24, label %30, label %25

25:                                               ; preds = %20
  %26 = bitcast %"class.std::exception"* %23 to void (%"class.std::exception"*)***
  %27 = load void (%"class.std::exception"*)**, void (%"class.std::exception"*)*** %26, align 8
  %28 = getelementptr inbounds void (%"class.std::exception"*)*, void (%"class.std::exception"*)** %27, i64 1
  %29 = load void (%"class.std::exception"*)*, void (%"class.std::exception"*)** %28, align 8
  call void %29(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %23) #10
  br label %30

30:                                               ; preds = %25, %20
  br label %31

31:                                               ; preds = %30, %2
  %32 = load i8*, i8** %7, align 8
  call void @_ZNSt12out_of_rangeD1Ev(%"class.std::out_of_range"* noundef nonnull align 8 dereferenceable(16) %5) #10
  ret i8* %32
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofISt9bad_allocEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  %5 = alloca %"class.std::bad_alloc", align 8
  %6 = alloca %"class.std::exception"*, align 8
  %7 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  %8 = zext i1 %1 to i8
  store i8 %8, i8* %4, align 1
  %9 = load i8*, i8** %3, align 8
  %10 = bitcast i8* %9 to %"class.std::bad_alloc"*
  call void @_ZNSt9bad_allocC2ERKS_(%"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(8) %5, %"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(8) %10) #10
  %11 = bitcast %"class.std::bad_alloc"* %5 to %"class.std::exception"*
  store %"class.std::exception"* %11, %"class.std::exception"** %6, align 8
  %12 = load %"class.std::exception"*, %"class.std::exception"** %6, align 8
  %13 = bitcast %"class.std::exception"* %12 to i8* (%"class.std::exception"*)***
  %14 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %13, align 8
  %15 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %14, i64 2
  %16 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %15, align 8
  %17 = call noundef i8* %16(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %12) #10
  store i8* %17, i8** %7, align 8
  %18 = load i8, i8* %4, align 1
  %19 = trunc i8 %18 to i1
  br i1 %19, label %20, label %31

20:                                               ; preds = %2
  %21 = load i8*, i8** %3, align 8
  %22 = bitcast i8* %21 to %"class.std::bad_alloc"*
  %23 = bitcast %"class.std::bad_alloc"* %22 to %"class.std::exception"*
  %24 = icmp eq %"class.std::exception"* %23, null
  br i1 %24, label %30, label %25

25:                                               ; preds = %20
  %26 = bitcast %"class.std::exception"* %23 to void (%"class.std::exception"*)***
  %27 = load void (%"class.std::exception"*)**, void (%"class.std::exception"*)*** %26, align 8
  %28 = getelementptr inbounds void (%"class.std::exception"*)*, void (%"class.std::exception"*)** %27, i64 1
  %29 = load void (%"class.std::exception"*)*, void (%"class.std::exception"*)** %28, align 8
  call void %29(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %23) #10
  br label %30

30:                                               ; preds = %25, %20
  br label %31

31:                                               ; preds = %30, %2
  %32 = load i8*, i8** %7, align 8
  call void @_ZNSt9bad_allocD1Ev(%"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(8) %5) #10
  ret i8* %32
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofISt20bad_array_new_lengthEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  %5 = alloca %"class.std::bad_array_new_length", align 8
  %6 = alloca %"class.std::exception"*, align 8
  %7 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  %8 = zext i1 %1 to i8
  store i8 %8, i8* %4, align 1
  %9 = load i8*, i8** %3, align 8
  %10 = bitcast i8* %9 to %"class.std::bad_array_new_length"*
  call void @_ZNSt20bad_array_new_lengthC2ERKS_(%"class.std::bad_array_new_length"* noundef nonnull align 8 dereferenceable(8) %5, %"class.std::bad_array_new_length"* noundef nonnull align 8 dereferenceable(8) %10) #10
  %11 = bitcast %"class.std::bad_array_new_length"* %5 to %"class.std::exception"*
  store %"class.std::exception"* %11, %"class.std::exception"** %6, align 8
  %12 = load %"class.std::exception"*, %"class.std::exception"** %6, align 8
  %13 = bitcast %"class.std::exception"* %12 to i8* (%"class.std::exception"*)***
  %14 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %13, align 8
  %15 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %14, i64 2
  %16 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %15, align 8
  %17 = call noundef i8* %16(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %12) #10
  store i8* %17, i8** %7, align 8
  %18 = load i8, i8* %4, align 1
  %19 = trunc i8 %18 to i1
  br i1 %19, label %20, label %31

20:                                               ; preds = %2
  %21 = load i8*, i8** %3, align 8
  %22 = bitcast i8* %21 to %"class.std::bad_array_new_length"*
  %23 = bitcast %"class.std::bad_array_new_length"* %22 to %"class.std::exception"*
  %24 = icmp eq %"class.std::exception"* %23, null
  br i1 %24, label %30, label %25

25:                                               ; preds = %20
  %26 = bitcast %"class.std::exception"* %23 to void (%"class.std::exception"*)***
  %27 = load void (%"class.std::exception"*)**, void (%"class.std::exception"*)*** %26, align 8
  %28 = getelementptr inbounds void (%"class.std::exception"*)*, void (%"class.std::exception"*)** %27, i64 1
  %29 = load void (%"class.std::exception"*)*, void (%"class.std::exception"*)** %28, align 8
  call void %29(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %23) #10
  br label %30

30:                                               ; preds = %25, %20
  br label %31

31:                                               ; preds = %30, %2
  %32 = load i8*, i8** %7, align 8
  call void @_ZNSt20bad_array_new_lengthD1Ev(%"class.std::bad_array_new_length"* noundef nonnull align 8 dereferenceable(8) %5) #10
  ret i8* %32
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i8* @_ZL7what_ofI5MyErrEPKcPvb(i8* noundef %0, i1 noundef zeroext %1) #5 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  %5 = alloca %struct.MyErr, align 8
  %6 = alloca %"class.std::exception"*, align 8
  %7 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  %8 = zext i1 %1 to i8
  store i8 %8, i8* %4, align 1
  %9 = load i8*, i8** %3, align 8
  %10 = bitcast i8* %9 to %struct.MyErr*
  call void @_ZN5MyErrC2ERKS_(%struct.MyErr* noundef nonnull align 8 dereferenceable(16) %5, %struct.MyErr* noundef nonnull align 8 dereferenceable(16) %10) #10
  %11 = bitcast %struct.MyErr* %5 to %"class.std::exception"*
  store %"class.std::exception"* %11, %"class.std::exception"** %6, align 8
  %12 = load %"class.std::exception"*, %"class.std::exception"** %6, align 8
  %13 = bitcast %"class.std::exception"* %12 to i8* (%"class.std::exception"*)***
  %14 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %13, align 8
  %15 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %14, i64 2
  %16 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %15, align 8
  %17 = call noundef i8* %16(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %12) #10
  store i8* %17, i8** %7, align 8
  %18 = load i8, i8* %4, align 1
  %19 = trunc i8 %18 to i1
  br i1 %19, label %20, label %31

20:                                               ; preds = %2
  %21 = load i8*, i8** %3, align 8
  %22 = bitcast i8* %21 to %struct.MyErr*
  %23 = bitcast %struct.MyErr* %22 to %"class.std::exception"*
  %24 = icmp eq %"class.std::exception"* %23, null
  br i1 %24, label %30, label %25

25:                                               ; preds = %20
  %26 = bitcast %"class.std::exception"* %23 to void (%"class.std::exception"*)***
  %27 = load void (%"class.std::exception"*)**, void (%"class.std::exception"*)*** %26, align 8
  %28 = getelementptr inbounds void (%"class.std::exception"*)*, void (%"class.std::exception"*)** %27, i64 1
  %29 = load void (%"class.std::exception"*)*, void (%"class.std::exception"*)** %28, align 8
  call void %29(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %23) #10
  br label %30

30:                                               ; preds = %25, %20
  br label %31

31:                                               ; preds = %30, %2
  %32 = load i8*, i8** %7, align 8
  call void @_ZN5MyErrD2Ev(%struct.MyErr* noundef nonnull align 8 dereferenceable(16) %5) #10
  ret i8* %32
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AD2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.A*, align 8
  store %struct.A* %0, %struct.A** %2, align 8
  %3 = load %struct.A*, %struct.A** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AD0Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.A*, align 8
  store %struct.A* %0, %struct.A** %2, align 8
  %3 = load %struct.A*, %struct.A** %2, align 8
  call void @_ZN1AD2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %3) #10
  %4 = bitcast %struct.A* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD2Ev(%struct.B* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.B*, align 8
  store %struct.B* %0, %struct.B** %2, align 8
  %3 = load %struct.B*, %struct.B** %2, align 8
  %4 = bitcast %struct.B* %3 to %struct.A*
  call void @_ZN1AD2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD0Ev(%struct.B* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.B*, align 8
  store %struct.B* %0, %struct.B** %2, align 8
  %3 = load %struct.B*, %struct.B** %2, align 8
  call void @_ZN1BD2Ev(%struct.B* noundef nonnull align 8 dereferenceable(16) %3) #10
  %4 = bitcast %struct.B* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CD2Ev(%struct.C* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.C*, align 8
  store %struct.C* %0, %struct.C** %2, align 8
  %3 = load %struct.C*, %struct.C** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CD0Ev(%struct.C* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.C*, align 8
  store %struct.C* %0, %struct.C** %2, align 8
  %3 = load %struct.C*, %struct.C** %2, align 8
  call void @_ZN1CD2Ev(%struct.C* noundef nonnull align 8 dereferenceable(12) %3) #10
  %4 = bitcast %struct.C* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DD2Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 16
  %6 = bitcast i8* %5 to %struct.C*
  call void @_ZN1CD2Ev(%struct.C* noundef nonnull align 8 dereferenceable(12) %6) #10
  %7 = bitcast %struct.D* %3 to %struct.B*
  call void @_ZN1BD2Ev(%struct.B* noundef nonnull align 8 dereferenceable(16) %7) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DD0Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  call void @_ZN1DD2Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %3) #10
  %4 = bitcast %struct.D* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.D*
  tail call void @_ZN1DD2Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.D*
  tail call void @_ZN1DD0Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ED2Ev(%struct.E* noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.E*, align 8
  store %struct.E* %0, %struct.E** %2, align 8
  %3 = load %struct.E*, %struct.E** %2, align 8
  %4 = bitcast %struct.E* %3 to %struct.D*
  call void @_ZN1DD2Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ED0Ev(%struct.E* noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.E*, align 8
  store %struct.E* %0, %struct.E** %2, align 8
  %3 = load %struct.E*, %struct.E** %2, align 8
  call void @_ZN1ED2Ev(%struct.E* noundef nonnull align 8 dereferenceable(36) %3) #10
  %4 = bitcast %struct.E* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1ED1Ev(%struct.E* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.E*, align 8
  store %struct.E* %0, %struct.E** %2, align 8
  %3 = load %struct.E*, %struct.E** %2, align 8
  %4 = bitcast %struct.E* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.E*
  tail call void @_ZN1ED2Ev(%struct.E* noundef nonnull align 8 dereferenceable(36) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1ED0Ev(%struct.E* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.E*, align 8
  store %struct.E* %0, %struct.E** %2, align 8
  %3 = load %struct.E*, %struct.E** %2, align 8
  %4 = bitcast %struct.E* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.E*
  tail call void @_ZN1ED0Ev(%struct.E* noundef nonnull align 8 dereferenceable(36) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VD1Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.V*, align 8
  store %struct.V* %0, %struct.V** %2, align 8
  %3 = load %struct.V*, %struct.V** %2, align 8
  call void @_ZN1VD2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT1V, i64 0, i64 0)) #10
  %4 = bitcast %struct.V* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 16
  %6 = bitcast i8* %5 to %struct.A*
  call void @_ZN1AD2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VD0Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.V*, align 8
  store %struct.V* %0, %struct.V** %2, align 8
  %3 = load %struct.V*, %struct.V** %2, align 8
  call void @_ZN1VD1Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %3) #10
  %4 = bitcast %struct.V* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1VD1Ev(%struct.V* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.V*, align 8
  store %struct.V* %0, %struct.V** %2, align 8
  %3 = load %struct.V*, %struct.V** %2, align 8
  %4 = bitcast %struct.V* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.V*
  tail call void @_ZN1VD1Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1VD0Ev(%struct.V* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.V*, align 8
  store %struct.V* %0, %struct.V** %2, align 8
  %3 = load %struct.V*, %struct.V** %2, align 8
  %4 = bitcast %struct.V* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.V*
  tail call void @_ZN1VD0Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VD2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.V*, align 8
  %4 = alloca i8**, align 8
  store %struct.V* %0, %struct.V** %3, align 8
  store i8** %1, i8*** %4, align 8
  %5 = load %struct.V*, %struct.V** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1WD1Ev(%struct.W* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.W*, align 8
  store %struct.W* %0, %struct.W** %2, align 8
  %3 = load %struct.W*, %struct.W** %2, align 8
  call void @_ZN1WD2Ev(%struct.W* noundef nonnull align 8 dereferenceable(12) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT1W, i64 0, i64 0)) #10
  %4 = bitcast %struct.W* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 16
  %6 = bitcast i8* %5 to %struct.A*
  call void @_ZN1AD2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1WD0Ev(%struct.W* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.W*, align 8
  store %struct.W* %0, %struct.W** %2, align 8
  %3 = load %struct.W*, %struct.W** %2, align 8
  call void @_ZN1WD1Ev(%struct.W* noundef nonnull align 8 dereferenceable(12) %3) #10
  %4 = bitcast %struct.W* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1WD1Ev(%struct.W* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.W*, align 8
  store %struct.W* %0, %struct.W** %2, align 8
  %3 = load %struct.W*, %struct.W** %2, align 8
  %4 = bitcast %struct.W* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.W*
  tail call void @_ZN1WD1Ev(%struct.W* noundef nonnull align 8 dereferenceable(12) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1WD0Ev(%struct.W* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.W*, align 8
  store %struct.W* %0, %struct.W** %2, align 8
  %3 = load %struct.W*, %struct.W** %2, align 8
  %4 = bitcast %struct.W* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.W*
  tail call void @_ZN1WD0Ev(%struct.W* noundef nonnull align 8 dereferenceable(12) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1WD2Ev(%struct.W* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.W*, align 8
  %4 = alloca i8**, align 8
  store %struct.W* %0, %struct.W** %3, align 8
  store i8** %1, i8*** %4, align 8
  %5 = load %struct.W*, %struct.W** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VC2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.V*, align 8
  %4 = alloca i8**, align 8
  store %struct.V* %0, %struct.V** %3, align 8
  store i8** %1, i8*** %4, align 8
  %5 = load %struct.V*, %struct.V** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = load i8*, i8** %6, align 8
  %8 = bitcast %struct.V* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 8
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 8
  %12 = bitcast %struct.V* %5 to i8**
  %13 = load i8*, i8** %12, align 8
  %14 = getelementptr i8, i8* %13, i64 -24
  %15 = bitcast i8* %14 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %struct.V* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i64 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 8
  %21 = getelementptr inbounds %struct.V, %struct.V* %5, i32 0, i32 1
  store i32 6, i32* %21, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1WC2Ev(%struct.W* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.W*, align 8
  %4 = alloca i8**, align 8
  store %struct.W* %0, %struct.W** %3, align 8
  store i8** %1, i8*** %4, align 8
  %5 = load %struct.W*, %struct.W** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = load i8*, i8** %6, align 8
  %8 = bitcast %struct.W* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 8
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 8
  %12 = bitcast %struct.W* %5 to i8**
  %13 = load i8*, i8** %12, align 8
  %14 = getelementptr i8, i8* %13, i64 -24
  %15 = bitcast i8* %14 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %struct.W* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i64 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 8
  %21 = getelementptr inbounds %struct.W, %struct.W* %5, i32 0, i32 1
  store i32 7, i32* %21, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2XdD1Ev(%struct.Xd* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Xd*, align 8
  store %struct.Xd* %0, %struct.Xd** %2, align 8
  %3 = load %struct.Xd*, %struct.Xd** %2, align 8
  call void @_ZN2XdD2Ev(%struct.Xd* noundef nonnull align 8 dereferenceable(32) %3, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT2Xd, i64 0, i64 0)) #10
  %4 = bitcast %struct.Xd* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 32
  %6 = bitcast i8* %5 to %struct.A*
  call void @_ZN1AD2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2XdD0Ev(%struct.Xd* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Xd*, align 8
  store %struct.Xd* %0, %struct.Xd** %2, align 8
  %3 = load %struct.Xd*, %struct.Xd** %2, align 8
  call void @_ZN2XdD1Ev(%struct.Xd* noundef nonnull align 8 dereferenceable(32) %3) #10
  %4 = bitcast %struct.Xd* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N2XdD1Ev(%struct.Xd* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Xd*, align 8
  store %struct.Xd* %0, %struct.Xd** %2, align 8
  %3 = load %struct.Xd*, %struct.Xd** %2, align 8
  %4 = bitcast %struct.Xd* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.Xd*
  tail call void @_ZN2XdD1Ev(%struct.Xd* noundef nonnull align 8 dereferenceable(32) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N2XdD0Ev(%struct.Xd* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Xd*, align 8
  store %struct.Xd* %0, %struct.Xd** %2, align 8
  %3 = load %struct.Xd*, %struct.Xd** %2, align 8
  %4 = bitcast %struct.Xd* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.Xd*
  tail call void @_ZN2XdD0Ev(%struct.Xd* noundef nonnull align 8 dereferenceable(32) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N2XdD1Ev(%struct.Xd* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Xd*, align 8
  store %struct.Xd* %0, %struct.Xd** %2, align 8
  %3 = load %struct.Xd*, %struct.Xd** %2, align 8
  %4 = bitcast %struct.Xd* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.Xd*
  tail call void @_ZN2XdD1Ev(%struct.Xd* noundef nonnull align 8 dereferenceable(32) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N2XdD0Ev(%struct.Xd* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Xd*, align 8
  store %struct.Xd* %0, %struct.Xd** %2, align 8
  %3 = load %struct.Xd*, %struct.Xd** %2, align 8
  %4 = bitcast %struct.Xd* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.Xd*
  tail call void @_ZN2XdD0Ev(%struct.Xd* noundef nonnull align 8 dereferenceable(32) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2XdD2Ev(%struct.Xd* noundef nonnull align 8 dereferenceable(32) %0, i8** noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.Xd*, align 8
  %4 = alloca i8**, align 8
  store %struct.Xd* %0, %struct.Xd** %3, align 8
  store i8** %1, i8*** %4, align 8
  %5 = load %struct.Xd*, %struct.Xd** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = bitcast %struct.Xd* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 16
  %9 = bitcast i8* %8 to %struct.W*
  %10 = getelementptr inbounds i8*, i8** %6, i64 3
  call void @_ZN1WD2Ev(%struct.W* noundef nonnull align 8 dereferenceable(12) %9, i8** noundef %10) #10
  %11 = bitcast %struct.Xd* %5 to %struct.V*
  %12 = getelementptr inbounds i8*, i8** %6, i64 1
  call void @_ZN1VD2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %11, i8** noundef %12) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1YD1Ev(%struct.Y* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Y*, align 8
  store %struct.Y* %0, %struct.Y** %2, align 8
  %3 = load %struct.Y*, %struct.Y** %2, align 8
  call void @_ZN1YD2Ev(%struct.Y* noundef nonnull align 8 dereferenceable(32) %3, i8** noundef getelementptr inbounds ([5 x i8*], [5 x i8*]* @_ZTT1Y, i64 0, i64 0)) #10
  %4 = bitcast %struct.Y* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 32
  %6 = bitcast i8* %5 to %struct.A*
  call void @_ZN1AD2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1YD0Ev(%struct.Y* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Y*, align 8
  store %struct.Y* %0, %struct.Y** %2, align 8
  %3 = load %struct.Y*, %struct.Y** %2, align 8
  call void @_ZN1YD1Ev(%struct.Y* noundef nonnull align 8 dereferenceable(32) %3) #10
  %4 = bitcast %struct.Y* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1YD1Ev(%struct.Y* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Y*, align 8
  store %struct.Y* %0, %struct.Y** %2, align 8
  %3 = load %struct.Y*, %struct.Y** %2, align 8
  %4 = bitcast %struct.Y* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.Y*
  tail call void @_ZN1YD1Ev(%struct.Y* noundef nonnull align 8 dereferenceable(32) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1YD0Ev(%struct.Y* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Y*, align 8
  store %struct.Y* %0, %struct.Y** %2, align 8
  %3 = load %struct.Y*, %struct.Y** %2, align 8
  %4 = bitcast %struct.Y* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.Y*
  tail call void @_ZN1YD0Ev(%struct.Y* noundef nonnull align 8 dereferenceable(32) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1YD1Ev(%struct.Y* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Y*, align 8
  store %struct.Y* %0, %struct.Y** %2, align 8
  %3 = load %struct.Y*, %struct.Y** %2, align 8
  %4 = bitcast %struct.Y* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.Y*
  tail call void @_ZN1YD1Ev(%struct.Y* noundef nonnull align 8 dereferenceable(32) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1YD0Ev(%struct.Y* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Y*, align 8
  store %struct.Y* %0, %struct.Y** %2, align 8
  %3 = load %struct.Y*, %struct.Y** %2, align 8
  %4 = bitcast %struct.Y* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.Y*
  tail call void @_ZN1YD0Ev(%struct.Y* noundef nonnull align 8 dereferenceable(32) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1YD2Ev(%struct.Y* noundef nonnull align 8 dereferenceable(32) %0, i8** noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.Y*, align 8
  %4 = alloca i8**, align 8
  store %struct.Y* %0, %struct.Y** %3, align 8
  store i8** %1, i8*** %4, align 8
  %5 = load %struct.Y*, %struct.Y** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = bitcast %struct.Y* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 16
  %9 = bitcast i8* %8 to %struct.V*
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  call void @_ZN1VD2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %9, i8** noundef %10) #10
  %11 = bitcast %struct.Y* %5 to %struct.B*
  call void @_ZN1BD2Ev(%struct.B* noundef nonnull align 8 dereferenceable(16) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1PD2Ev(%struct.P* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.P*, align 8
  store %struct.P* %0, %struct.P** %2, align 8
  %3 = load %struct.P*, %struct.P** %2, align 8
  %4 = bitcast %struct.P* %3 to %struct.A*
  call void @_ZN1AD2Ev(%struct.A* noundef nonnull align 8 dereferenceable(12) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1PD0Ev(%struct.P* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.P*, align 8
  store %struct.P* %0, %struct.P** %2, align 8
  %3 = load %struct.P*, %struct.P** %2, align 8
  call void @_ZN1PD2Ev(%struct.P* noundef nonnull align 8 dereferenceable(16) %3) #10
  %4 = bitcast %struct.P* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1QD2Ev(%struct.Q* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Q*, align 8
  store %struct.Q* %0, %struct.Q** %2, align 8
  %3 = load %struct.Q*, %struct.Q** %2, align 8
  %4 = bitcast %struct.Q* %3 to %struct.C*
  call void @_ZN1CD2Ev(%struct.C* noundef nonnull align 8 dereferenceable(12) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1QD0Ev(%struct.Q* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Q*, align 8
  store %struct.Q* %0, %struct.Q** %2, align 8
  %3 = load %struct.Q*, %struct.Q** %2, align 8
  call void @_ZN1QD2Ev(%struct.Q* noundef nonnull align 8 dereferenceable(16) %3) #10
  %4 = bitcast %struct.Q* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ZD2Ev(%struct.Z* noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Z*, align 8
  store %struct.Z* %0, %struct.Z** %2, align 8
  %3 = load %struct.Z*, %struct.Z** %2, align 8
  %4 = bitcast %struct.Z* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 16
  %6 = bitcast i8* %5 to %struct.B*
  call void @_ZN1BD2Ev(%struct.B* noundef nonnull align 8 dereferenceable(16) %6) #10
  %7 = bitcast %struct.Z* %3 to %struct.C*
  call void @_ZN1CD2Ev(%struct.C* noundef nonnull align 8 dereferenceable(12) %7) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ZD0Ev(%struct.Z* noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Z*, align 8
  store %struct.Z* %0, %struct.Z** %2, align 8
  %3 = load %struct.Z*, %struct.Z** %2, align 8
  call void @_ZN1ZD2Ev(%struct.Z* noundef nonnull align 8 dereferenceable(36) %3) #10
  %4 = bitcast %struct.Z* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1ZD1Ev(%struct.Z* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Z*, align 8
  store %struct.Z* %0, %struct.Z** %2, align 8
  %3 = load %struct.Z*, %struct.Z** %2, align 8
  %4 = bitcast %struct.Z* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.Z*
  tail call void @_ZN1ZD2Ev(%struct.Z* noundef nonnull align 8 dereferenceable(36) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1ZD0Ev(%struct.Z* noundef %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Z*, align 8
  store %struct.Z* %0, %struct.Z** %2, align 8
  %3 = load %struct.Z*, %struct.Z** %2, align 8
  %4 = bitcast %struct.Z* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.Z*
  tail call void @_ZN1ZD0Ev(%struct.Z* noundef nonnull align 8 dereferenceable(36) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2ns3FooIiED2Ev(%"struct.ns::Foo"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %"struct.ns::Foo"*, align 8
  store %"struct.ns::Foo"* %0, %"struct.ns::Foo"** %2, align 8
  %3 = load %"struct.ns::Foo"*, %"struct.ns::Foo"** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2ns3FooIiED0Ev(%"struct.ns::Foo"* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %"struct.ns::Foo"*, align 8
  store %"struct.ns::Foo"* %0, %"struct.ns::Foo"** %2, align 8
  %3 = load %"struct.ns::Foo"*, %"struct.ns::Foo"** %2, align 8
  call void @_ZN2ns3FooIiED2Ev(%"struct.ns::Foo"* noundef nonnull align 8 dereferenceable(12) %3) #10
  %4 = bitcast %"struct.ns::Foo"* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

declare void @_ZNSt13runtime_errorC2EPKc(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #6

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5MyErrD2Ev(%struct.MyErr* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.MyErr*, align 8
  store %struct.MyErr* %0, %struct.MyErr** %2, align 8
  %3 = load %struct.MyErr*, %struct.MyErr** %2, align 8
  %4 = bitcast %struct.MyErr* %3 to %"class.std::runtime_error"*
  call void @_ZNSt13runtime_errorD2Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5MyErrD0Ev(%struct.MyErr* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.MyErr*, align 8
  store %struct.MyErr* %0, %struct.MyErr** %2, align 8
  %3 = load %struct.MyErr*, %struct.MyErr** %2, align 8
  call void @_ZN5MyErrD2Ev(%struct.MyErr* noundef nonnull align 8 dereferenceable(16) %3) #10
  %4 = bitcast %struct.MyErr* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #11
  ret void
}

; Function Attrs: nounwind
declare noundef i8* @_ZNKSt13runtime_error4whatEv(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD2Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt9exceptionC2ERKS_(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %0, %"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %"class.std::exception"*, align 8
  %4 = alloca %"class.std::exception"*, align 8
  store %"class.std::exception"* %0, %"class.std::exception"** %3, align 8
  store %"class.std::exception"* %1, %"class.std::exception"** %4, align 8
  %5 = load %"class.std::exception"*, %"class.std::exception"** %3, align 8
  %6 = bitcast %"class.std::exception"* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVSt9exception, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 8
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD1Ev(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #8

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorC1ERKS_(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16), %"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorC1ERKS_(%"class.std::logic_error"* noundef nonnull align 8 dereferenceable(16), %"class.std::logic_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorD1Ev(%"class.std::logic_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12out_of_rangeC2ERKS_(%"class.std::out_of_range"* noundef nonnull align 8 dereferenceable(16) %0, %"class.std::out_of_range"* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %"class.std::out_of_range"*, align 8
  %4 = alloca %"class.std::out_of_range"*, align 8
  store %"class.std::out_of_range"* %0, %"class.std::out_of_range"** %3, align 8
  store %"class.std::out_of_range"* %1, %"class.std::out_of_range"** %4, align 8
  %5 = load %"class.std::out_of_range"*, %"class.std::out_of_range"** %3, align 8
  %6 = bitcast %"class.std::out_of_range"* %5 to %"class.std::logic_error"*
  %7 = load %"class.std::out_of_range"*, %"class.std::out_of_range"** %4, align 8
  %8 = bitcast %"class.std::out_of_range"* %7 to %"class.std::logic_error"*
  call void @_ZNSt11logic_errorC2ERKS_(%"class.std::logic_error"* noundef nonnull align 8 dereferenceable(16) %6, %"class.std::logic_error"* noundef nonnull align 8 dereferenceable(16) %8) #10
  %9 = bitcast %"class.std::out_of_range"* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVSt12out_of_range, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 8
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt12out_of_rangeD1Ev(%"class.std::out_of_range"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorC2ERKS_(%"class.std::logic_error"* noundef nonnull align 8 dereferenceable(16), %"class.std::logic_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt9bad_allocC2ERKS_(%"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(8) %0, %"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %"class.std::bad_alloc"*, align 8
  %4 = alloca %"class.std::bad_alloc"*, align 8
  store %"class.std::bad_alloc"* %0, %"class.std::bad_alloc"** %3, align 8
  store %"class.std::bad_alloc"* %1, %"class.std::bad_alloc"** %4, align 8
  %5 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %3, align 8
  %6 = bitcast %"class.std::bad_alloc"* %5 to %"class.std::exception"*
  %7 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %4, align 8
  %8 = bitcast %"class.std::bad_alloc"* %7 to %"class.std::exception"*
  call void @_ZNSt9exceptionC2ERKS_(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %6, %"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %8) #10
  %9 = bitcast %"class.std::bad_alloc"* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVSt9bad_alloc, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 8
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt9bad_allocD1Ev(%"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt20bad_array_new_lengthC2ERKS_(%"class.std::bad_array_new_length"* noundef nonnull align 8 dereferenceable(8) %0, %"class.std::bad_array_new_length"* noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %"class.std::bad_array_new_length"*, align 8
  %4 = alloca %"class.std::bad_array_new_length"*, align 8
  store %"class.std::bad_array_new_length"* %0, %"class.std::bad_array_new_length"** %3, align 8
  store %"class.std::bad_array_new_length"* %1, %"class.std::bad_array_new_length"** %4, align 8
  %5 = load %"class.std::bad_array_new_length"*, %"class.std::bad_array_new_length"** %3, align 8
  %6 = bitcast %"class.std::bad_array_new_length"* %5 to %"class.std::bad_alloc"*
  %7 = load %"class.std::bad_array_new_length"*, %"class.std::bad_array_new_length"** %4, align 8
  %8 = bitcast %"class.std::bad_array_new_length"* %7 to %"class.std::bad_alloc"*
  call void @_ZNSt9bad_allocC2ERKS_(%"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(8) %6, %"class.std::bad_alloc"* noundef nonnull align 8 dereferenceable(8) %8) #10
  %9 = bitcast %"class.std::bad_array_new_length"* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTVSt20bad_array_new_length, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 8
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt20bad_array_new_lengthD1Ev(%"class.std::bad_array_new_length"* noundef nonnull align 8 dereferenceable(8)) unnamed_addr #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5MyErrC2ERKS_(%struct.MyErr* noundef nonnull align 8 dereferenceable(16) %0, %struct.MyErr* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.MyErr*, align 8
  %4 = alloca %struct.MyErr*, align 8
  store %struct.MyErr* %0, %struct.MyErr** %3, align 8
  store %struct.MyErr* %1, %struct.MyErr** %4, align 8
  %5 = load %struct.MyErr*, %struct.MyErr** %3, align 8
  %6 = bitcast %struct.MyErr* %5 to %"class.std::runtime_error"*
  %7 = load %struct.MyErr*, %struct.MyErr** %4, align 8
  %8 = bitcast %struct.MyErr* %7 to %"class.std::runtime_error"*
  call void @_ZNSt13runtime_errorC2ERKS_(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %6, %"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16) %8) #10
  %9 = bitcast %struct.MyErr* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5MyErr, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 8
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorC2ERKS_(%"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16), %"class.std::runtime_error"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #8 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #9 = { builtin allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { builtin nounwind }


!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version"}
