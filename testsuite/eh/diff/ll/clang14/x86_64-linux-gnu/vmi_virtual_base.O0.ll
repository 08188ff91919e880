; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.V = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.D = type { %struct.L.base, [4 x i8], %struct.R.base, i32, %struct.V.base, [4 x i8] }
%struct.L.base = type <{ i32 (...)**, i32 }>
%struct.R.base = type <{ i32 (...)**, i32 }>
%struct.V.base = type <{ i32 (...)**, i32 }>
%struct.R = type <{ i32 (...)**, i32, [4 x i8], %struct.V.base, [4 x i8] }>
%struct.Extra = type { %struct.V.base, i32 }
%struct.L = type <{ i32 (...)**, i32, [4 x i8], %struct.V.base, [4 x i8] }>
%struct.M = type { %struct.L.base, [4 x i8], %struct.Extra, i32, [4 x i8], %struct.V.base, [4 x i8] }

$_ZN1DC1Ev = comdat any

$_ZN1DD1Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN1MC1Ev = comdat any

$_ZN1MD1Ev = comdat any

$_ZN1VC2Ev = comdat any

$_ZN1LC2Ev = comdat any

$_ZN1RC2Ev = comdat any

$_ZN1LD2Ev = comdat any

$_ZN1LD1Ev = comdat any

$_ZN1LD0Ev = comdat any

$_ZTv0_n24_N1LD1Ev = comdat any

$_ZTv0_n24_N1LD0Ev = comdat any

$_ZNK1V3whoEv = comdat any

$_ZN1RD1Ev = comdat any

$_ZN1RD0Ev = comdat any

$_ZTv0_n24_N1RD1Ev = comdat any

$_ZTv0_n24_N1RD0Ev = comdat any

$_ZN1DD0Ev = comdat any

$_ZNK1D3whoEv = comdat any

$_ZThn16_N1DD1Ev = comdat any

$_ZThn16_N1DD0Ev = comdat any

$_ZTv0_n24_N1DD1Ev = comdat any

$_ZTv0_n24_N1DD0Ev = comdat any

$_ZTv0_n32_NK1D3whoEv = comdat any

$_ZN1VD2Ev = comdat any

$_ZN1VD0Ev = comdat any

$_ZN1RD2Ev = comdat any

$_ZN1DD2Ev = comdat any

$_ZN5ExtraC2Ev = comdat any

$_ZN1MD0Ev = comdat any

$_ZThn16_N1MD1Ev = comdat any

$_ZThn16_N1MD0Ev = comdat any

$_ZTv0_n24_N1MD1Ev = comdat any

$_ZTv0_n24_N1MD0Ev = comdat any

$_ZN5ExtraD2Ev = comdat any

$_ZN5ExtraD0Ev = comdat any

$_ZN1MD2Ev = comdat any

$_ZTS1V = comdat any

$_ZTI1V = comdat any

$_ZTS1D = comdat any

$_ZTS1L = comdat any

$_ZTI1L = comdat any

$_ZTS1R = comdat any

$_ZTI1R = comdat any

$_ZTI1D = comdat any

$_ZTSPK1V = comdat any

$_ZTIPK1V = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTS5Extra = comdat any

$_ZTI5Extra = comdat any

$_ZTS1M = comdat any

$_ZTI1M = comdat any

$_ZTV1D = comdat any

$_ZTT1D = comdat any

$_ZTC1D0_1L = comdat any

$_ZTC1D16_1R = comdat any

$_ZTV1V = comdat any

$_ZTV1L = comdat any

$_ZTT1L = comdat any

$_ZTV1R = comdat any

$_ZTT1R = comdat any

$_ZTV1M = comdat any

$_ZTT1M = comdat any

$_ZTC1M0_1L = comdat any

$_ZTV5Extra = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1V = linkonce_odr dso_local constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1V, i32 0, i32 0) }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1L, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i64 -6141 }, comdat, align 8
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1R, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i64 -6141 }, comdat, align 8
@_ZTI1D = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i64 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i64 4098 }, comdat, align 8
@.str = private unnamed_addr constant [16 x i8] c"V& v=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"dynamic_cast back: l=%d r=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"R& r=%d v=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSPK1V = linkonce_odr dso_local constant [5 x i8] c"PK1V\00", comdat, align 1
@_ZTIPK1V = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSPK1V, i32 0, i32 0), i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*) }, comdat, align 8
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*) }, comdat, align 8
@.str.3 = private unnamed_addr constant [23 x i8] c"const V* v=%d same=%d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS5Extra = linkonce_odr dso_local constant [7 x i8] c"5Extra\00", comdat, align 1
@_ZTI5Extra = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Extra, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*) }, comdat, align 8
@_ZTS1M = linkonce_odr dso_local constant [3 x i8] c"1M\00", comdat, align 1
@_ZTI1M = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1M, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i64 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*), i64 4098 }, comdat, align 8
@.str.4 = private unnamed_addr constant [13 x i8] c"Extra& e=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"wrong: ambiguous V&\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i64 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZNK1D3whoEv to i8*)], [5 x i8*] [i8* inttoptr (i64 16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZThn16_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZThn16_N1DD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i64 -32 to i8*), i8* inttoptr (i64 -32 to i8*), i8* inttoptr (i64 -32 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZTv0_n24_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZTv0_n24_N1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZTv0_n32_NK1D3whoEv to i8*)] }, comdat, align 8
@_ZTT1D = linkonce_odr dso_local unnamed_addr constant [7 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1D0_1L, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1D0_1L, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1D16_1R, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1D16_1R, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 8
@_ZTC1D0_1L = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i64 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i8* bitcast (void (%struct.L*)* @_ZN1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZN1LD0Ev to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i64 -32 to i8*), i8* inttoptr (i64 -32 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i8* bitcast (void (%struct.L*)* @_ZTv0_n24_N1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZTv0_n24_N1LD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 8
@_ZTC1D16_1R = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i64 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i8* bitcast (void (%struct.R*)* @_ZN1RD1Ev to i8*), i8* bitcast (void (%struct.R*)* @_ZN1RD0Ev to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i64 -16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i8* bitcast (void (%struct.R*)* @_ZTv0_n24_N1RD1Ev to i8*), i8* bitcast (void (%struct.R*)* @_ZTv0_n24_N1RD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 8
@_ZTV1V = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast (void (%struct.V*)* @_ZN1VD2Ev to i8*), i8* bitcast (void (%struct.V*)* @_ZN1VD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 8
@_ZTV1L = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i64 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i8* bitcast (void (%struct.L*)* @_ZN1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZN1LD0Ev to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i64 -16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i8* bitcast (void (%struct.L*)* @_ZTv0_n24_N1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZTv0_n24_N1LD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 8
@_ZTT1L = linkonce_odr dso_local unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV1L, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV1L, i32 0, inrange i32 1, i32 4) to i8*)], comdat, align 8
@.str.7 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@_ZTV1R = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i64 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i8* bitcast (void (%struct.R*)* @_ZN1RD1Ev to i8*), i8* bitcast (void (%struct.R*)* @_ZN1RD0Ev to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i64 -16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i8* bitcast (void (%struct.R*)* @_ZTv0_n24_N1RD1Ev to i8*), i8* bitcast (void (%struct.R*)* @_ZTv0_n24_N1RD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 8
@_ZTT1R = linkonce_odr dso_local unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV1R, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV1R, i32 0, inrange i32 1, i32 4) to i8*)], comdat, align 8
@.str.8 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"~D\0A\00", align 1
@_ZTV1M = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i64 40 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.M*)* @_ZN1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZN1MD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.M*)* @_ZThn16_N1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZThn16_N1MD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i64 -40 to i8*), i8* inttoptr (i64 -40 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.M*)* @_ZTv0_n24_N1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZTv0_n24_N1MD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 8
@_ZTT1M = linkonce_odr dso_local unnamed_addr constant [4 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1M0_1L, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1M0_1L, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 2, i32 4) to i8*)], comdat, align 8
@_ZTC1M0_1L = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i64 40 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i8* bitcast (void (%struct.L*)* @_ZN1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZN1LD0Ev to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i64 -40 to i8*), i8* inttoptr (i64 -40 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i8* bitcast (void (%struct.L*)* @_ZTv0_n24_N1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZTv0_n24_N1LD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 8
@_ZTV5Extra = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*), i8* bitcast (void (%struct.Extra*)* @_ZN5ExtraD2Ev to i8*), i8* bitcast (void (%struct.Extra*)* @_ZN5ExtraD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.V*, align 8
  %5 = alloca %struct.D*, align 8
  %6 = alloca %struct.R*, align 8
  %7 = alloca %struct.D, align 8
  %8 = alloca %struct.V*, align 8
  %9 = alloca %struct.Extra*, align 8
  %10 = alloca %struct.V*, align 8
  store i32 0, i32* %1, align 4
  %11 = call i8* @__cxa_allocate_exception(i64 48) #10
  %12 = bitcast i8* %11 to %struct.D*
  invoke void @_ZN1DC1Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %12)
          to label %13 unwind label %14

13:                                               ; preds = %0
  invoke void @__cxa_throw(i8* %11, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD1Ev to i8*)) #11
          to label %215 unwind label %18

14:                                               ; preds = %0
  %15 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)
  %16 = extractvalue { i8*, i32 } %15, 0
  store i8* %16, i8** %2, align 8
  %17 = extractvalue { i8*, i32 } %15, 1
  store i32 %17, i32* %3, align 4
  call void @__cxa_free_exception(i8* %11) #10
  br label %22

18:                                               ; preds = %13
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %2, align 8
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %3, align 4
  br label %22

22:                                               ; preds = %18, %14
  %23 = load i32, i32* %3, align 4
  %24 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)) #10
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %207

26:                                               ; preds = %22
  %27 = load i8*, i8** %2, align 8
  %28 = call i8* @__cxa_begin_catch(i8* %27) #10
  %29 = bitcast i8* %28 to %struct.V*
  store %struct.V* %29, %struct.V** %4, align 8
  %30 = load %struct.V*, %struct.V** %4, align 8
  %31 = getelementptr inbounds %struct.V, %struct.V* %30, i32 0, i32 1
  %32 = load i32, i32* %31, align 8
  %33 = load %struct.V*, %struct.V** %4, align 8
  %34 = bitcast %struct.V* %33 to i8* (%struct.V*)***
  %35 = load i8* (%struct.V*)**, i8* (%struct.V*)*** %34, align 8
  %36 = getelementptr inbounds i8* (%struct.V*)*, i8* (%struct.V*)** %35, i64 2
  %37 = load i8* (%struct.V*)*, i8* (%struct.V*)** %36, align 8
  %38 = invoke noundef i8* %37(%struct.V* noundef nonnull align 8 dereferenceable(12) %33)
          to label %39 unwind label %48

39:                                               ; preds = %26
  %40 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef %32, i8* noundef %38)
          to label %41 unwind label %48

41:                                               ; preds = %39
  %42 = load %struct.V*, %struct.V** %4, align 8
  %43 = icmp eq %struct.V* %42, null
  br i1 %43, label %52, label %44

44:                                               ; preds = %41
  %45 = bitcast %struct.V* %42 to i8*
  %46 = call i8* @__dynamic_cast(i8* %45, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i64 -1) #10
  %47 = bitcast i8* %46 to %struct.D*
  br label %53

48:                                               ; preds = %53, %39, %26
  %49 = landingpad { i8*, i32 }
          cleanup
  %50 = extractvalue { i8*, i32 } %49, 0
  store i8* %50, i8** %2, align 8
  %51 = extractvalue { i8*, i32 } %49, 1
  store i32 %51, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %74 unwind label %212

52:                                               ; preds = %41
  br label %53

53:                                               ; preds = %52, %44
  %54 = phi %struct.D* [ %47, %44 ], [ null, %52 ]
  store %struct.D* %54, %struct.D** %5, align 8
  %55 = load %struct.D*, %struct.D** %5, align 8
  %56 = bitcast %struct.D* %55 to %struct.L*
  %57 = getelementptr inbounds %struct.L, %struct.L* %56, i32 0, i32 1
  %58 = load i32, i32* %57, align 8
  %59 = load %struct.D*, %struct.D** %5, align 8
  %60 = bitcast %struct.D* %59 to i8*
  %61 = getelementptr inbounds i8, i8* %60, i64 16
  %62 = bitcast i8* %61 to %struct.R*
  %63 = getelementptr inbounds %struct.R, %struct.R* %62, i32 0, i32 1
  %64 = load i32, i32* %63, align 8
  %65 = load %struct.D*, %struct.D** %5, align 8
  %66 = getelementptr inbounds %struct.D, %struct.D* %65, i32 0, i32 3
  %67 = load i32, i32* %66, align 4
  %68 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.1, i64 0, i64 0), i32 noundef %58, i32 noundef %64, i32 noundef %67)
          to label %69 unwind label %48

69:                                               ; preds = %53
  call void @__cxa_end_catch()
  br label %70

70:                                               ; preds = %69
  %71 = call i8* @__cxa_allocate_exception(i64 48) #10
  %72 = bitcast i8* %71 to %struct.D*
  invoke void @_ZN1DC1Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %72)
          to label %73 unwind label %75

73:                                               ; preds = %70
  invoke void @__cxa_throw(i8* %71, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD1Ev to i8*)) #11
          to label %215 unwind label %79

74:                                               ; preds = %48
  br label %207

75:                                               ; preds = %70
  %76 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*)
  %77 = extractvalue { i8*, i32 } %76, 0
  store i8* %77, i8** %2, align 8
  %78 = extractvalue { i8*, i32 } %76, 1
  store i32 %78, i32* %3, align 4
  call void @__cxa_free_exception(i8* %71) #10
  br label %83

79:                                               ; preds = %73
  %80 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*)
  %81 = extractvalue { i8*, i32 } %80, 0
  store i8* %81, i8** %2, align 8
  %82 = extractvalue { i8*, i32 } %80, 1
  store i32 %82, i32* %3, align 4
  br label %83

83:                                               ; preds = %79, %75
  %84 = load i32, i32* %3, align 4
  %85 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*)) #10
  %86 = icmp eq i32 %84, %85
  br i1 %86, label %87, label %207

87:                                               ; preds = %83
  %88 = load i8*, i8** %2, align 8
  %89 = call i8* @__cxa_begin_catch(i8* %88) #10
  %90 = bitcast i8* %89 to %struct.R*
  store %struct.R* %90, %struct.R** %6, align 8
  %91 = load %struct.R*, %struct.R** %6, align 8
  %92 = getelementptr inbounds %struct.R, %struct.R* %91, i32 0, i32 1
  %93 = load i32, i32* %92, align 8
  %94 = load %struct.R*, %struct.R** %6, align 8
  %95 = bitcast %struct.R* %94 to i8**
  %96 = load i8*, i8** %95, align 8
  %97 = getelementptr i8, i8* %96, i64 -24
  %98 = bitcast i8* %97 to i64*
  %99 = load i64, i64* %98, align 8
  %100 = bitcast %struct.R* %94 to i8*
  %101 = getelementptr inbounds i8, i8* %100, i64 %99
  %102 = bitcast i8* %101 to %struct.V*
  %103 = getelementptr inbounds %struct.V, %struct.V* %102, i32 0, i32 1
  %104 = load i32, i32* %103, align 8
  %105 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %93, i32 noundef %104)
          to label %106 unwind label %110

106:                                              ; preds = %87
  call void @__cxa_end_catch()
  br label %107

107:                                              ; preds = %106
  call void @_ZN1DC1Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %7)
  %108 = call i8* @__cxa_allocate_exception(i64 8) #10
  %109 = bitcast i8* %108 to %struct.D**
  store %struct.D* %7, %struct.D** %109, align 16
  invoke void @__cxa_throw(i8* %108, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #11
          to label %215 unwind label %115

110:                                              ; preds = %87
  %111 = landingpad { i8*, i32 }
          cleanup
  %112 = extractvalue { i8*, i32 } %111, 0
  store i8* %112, i8** %2, align 8
  %113 = extractvalue { i8*, i32 } %111, 1
  store i32 %113, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %114 unwind label %212

114:                                              ; preds = %110
  br label %207

115:                                              ; preds = %107
  %116 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPK1V to i8*)
  %117 = extractvalue { i8*, i32 } %116, 0
  store i8* %117, i8** %2, align 8
  %118 = extractvalue { i8*, i32 } %116, 1
  store i32 %118, i32* %3, align 4
  br label %119

119:                                              ; preds = %115
  %120 = load i32, i32* %3, align 4
  %121 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPK1V to i8*)) #10
  %122 = icmp eq i32 %120, %121
  br i1 %122, label %123, label %206

123:                                              ; preds = %119
  %124 = load i8*, i8** %2, align 8
  %125 = call i8* @__cxa_begin_catch(i8* %124) #10
  %126 = bitcast i8* %125 to %struct.V*
  store %struct.V* %126, %struct.V** %8, align 8
  %127 = load %struct.V*, %struct.V** %8, align 8
  %128 = getelementptr inbounds %struct.V, %struct.V* %127, i32 0, i32 1
  %129 = load i32, i32* %128, align 8
  %130 = load %struct.V*, %struct.V** %8, align 8
  %131 = icmp eq %struct.D* %7, null
  br i1 %131, label %141, label %132

132:                                              ; preds = %123
  %133 = bitcast %struct.D* %7 to i8**
  %134 = load i8*, i8** %133, align 8
  %135 = getelementptr i8, i8* %134, i64 -24
  %136 = bitcast i8* %135 to i64*
  %137 = load i64, i64* %136, align 8
  %138 = bitcast %struct.D* %7 to i8*
  %139 = getelementptr inbounds i8, i8* %138, i64 %137
  %140 = bitcast i8* %139 to %struct.V*
  br label %141

141:                                              ; preds = %132, %123
  %142 = phi %struct.V* [ %140, %132 ], [ null, %123 ]
  %143 = icmp eq %struct.V* %130, %142
  %144 = zext i1 %143 to i32
  %145 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i64 0, i64 0), i32 noundef %129, i32 noundef %144)
          to label %146 unwind label %152

146:                                              ; preds = %141
  call void @__cxa_end_catch() #10
  br label %147

147:                                              ; preds = %146
  %148 = call i8* @__cxa_allocate_exception(i64 56) #10
  %149 = bitcast i8* %148 to %struct.M*
  %150 = bitcast %struct.M* %149 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %150, i8 0, i64 56, i1 false)
  invoke void @_ZN1MC1Ev(%struct.M* noundef nonnull align 8 dereferenceable(36) %149)
          to label %151 unwind label %156

151:                                              ; preds = %147
  invoke void @__cxa_throw(i8* %148, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.M*)* @_ZN1MD1Ev to i8*)) #11
          to label %215 unwind label %160

152:                                              ; preds = %141
  %153 = landingpad { i8*, i32 }
          cleanup
  %154 = extractvalue { i8*, i32 } %153, 0
  store i8* %154, i8** %2, align 8
  %155 = extractvalue { i8*, i32 } %153, 1
  store i32 %155, i32* %3, align 4
  call void @__cxa_end_catch() #10
  br label %206

156:                                              ; preds = %147
  %157 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*)
  %158 = extractvalue { i8*, i32 } %157, 0
  store i8* %158, i8** %2, align 8
  %159 = extractvalue { i8*, i32 } %157, 1
  store i32 %159, i32* %3, align 4
  call void @__cxa_free_exception(i8* %148) #10
  br label %164

160:                                              ; preds = %151
  %161 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*)
  %162 = extractvalue { i8*, i32 } %161, 0
  store i8* %162, i8** %2, align 8
  %163 = extractvalue { i8*, i32 } %161, 1
  store i32 %163, i32* %3, align 4
  br label %164

164:                                              ; preds = %160, %156
  %165 = load i32, i32* %3, align 4
  %166 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)) #10
  %167 = icmp eq i32 %165, %166
  br i1 %167, label %168, label %179

168:                                              ; preds = %164
  %169 = load i8*, i8** %2, align 8
  %170 = call i8* @__cxa_begin_catch(i8* %169) #10
  %171 = bitcast i8* %170 to %struct.V*
  store %struct.V* %171, %struct.V** %10, align 8
  %172 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i64 0, i64 0))
          to label %173 unwind label %201

173:                                              ; preds = %168
  invoke void @__cxa_end_catch()
          to label %174 unwind label %196

174:                                              ; preds = %173
  br label %175

175:                                              ; preds = %174, %191
  %176 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i64 0, i64 0))
          to label %177 unwind label %196

177:                                              ; preds = %175
  store i32 0, i32* %1, align 4
  call void @_ZN1DD1Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %7) #10
  %178 = load i32, i32* %1, align 4
  ret i32 %178

179:                                              ; preds = %164
  %180 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*)) #10
  %181 = icmp eq i32 %165, %180
  br i1 %181, label %182, label %206

182:                                              ; preds = %179
  %183 = load i8*, i8** %2, align 8
  %184 = call i8* @__cxa_begin_catch(i8* %183) #10
  %185 = bitcast i8* %184 to %struct.Extra*
  store %struct.Extra* %185, %struct.Extra** %9, align 8
  %186 = load %struct.Extra*, %struct.Extra** %9, align 8
  %187 = getelementptr inbounds %struct.Extra, %struct.Extra* %186, i32 0, i32 1
  %188 = load i32, i32* %187, align 4
  %189 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i32 noundef %188)
          to label %190 unwind label %192

190:                                              ; preds = %182
  invoke void @__cxa_end_catch()
          to label %191 unwind label %196

191:                                              ; preds = %190
  br label %175

192:                                              ; preds = %182
  %193 = landingpad { i8*, i32 }
          cleanup
  %194 = extractvalue { i8*, i32 } %193, 0
  store i8* %194, i8** %2, align 8
  %195 = extractvalue { i8*, i32 } %193, 1
  store i32 %195, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %200 unwind label %212

196:                                              ; preds = %175, %173, %190
  %197 = landingpad { i8*, i32 }
          cleanup
  %198 = extractvalue { i8*, i32 } %197, 0
  store i8* %198, i8** %2, align 8
  %199 = extractvalue { i8*, i32 } %197, 1
  store i32 %199, i32* %3, align 4
  br label %206

200:                                              ; preds = %192
  br label %206

201:                                              ; preds = %168
  %202 = landingpad { i8*, i32 }
          cleanup
  %203 = extractvalue { i8*, i32 } %202, 0
  store i8* %203, i8** %2, align 8
  %204 = extractvalue { i8*, i32 } %202, 1
  store i32 %204, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %205 unwind label %212

205:                                              ; preds = %201
  br label %206

206:                                              ; preds = %205, %200, %196, %179, %152, %119
  call void @_ZN1DD1Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %7) #10
  br label %207

207:                                              ; preds = %206, %114, %83, %74, %22
  %208 = load i8*, i8** %2, align 8
  %209 = load i32, i32* %3, align 4
  %210 = insertvalue { i8*, i32 } undef, i8* %208, 0
  %211 = insertvalue { i8*, i32 } %210, i32 %209, 1
  resume { i8*, i32 } %211

212:                                              ; preds = %201, %192, %110, %48
  %213 = landingpad { i8*, i32 }
          catch i8* null
  %214 = extractvalue { i8*, i32 } %213, 0
  call void @__clang_call_terminate(i8* %214) #12
  unreachable

215:                                              ; preds = %151, %107, %73, %13
  unreachable
}

declare i8* @__cxa_allocate_exception(i64)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1DC1Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.D*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %struct.D* %0, %struct.D** %2, align 8
  %5 = load %struct.D*, %struct.D** %2, align 8
  %6 = bitcast %struct.D* %5 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i64 32
  %8 = bitcast i8* %7 to %struct.V*
  call void @_ZN1VC2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %8)
  %9 = bitcast %struct.D* %5 to %struct.L*
  invoke void @_ZN1LC2Ev(%struct.L* noundef nonnull align 8 dereferenceable(12) %9, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT1D, i64 0, i64 1))
          to label %10 unwind label %32

10:                                               ; preds = %1
  %11 = bitcast %struct.D* %5 to i8*
  %12 = getelementptr inbounds i8, i8* %11, i64 16
  %13 = bitcast i8* %12 to %struct.R*
  invoke void @_ZN1RC2Ev(%struct.R* noundef nonnull align 8 dereferenceable(12) %13, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT1D, i64 0, i64 3))
          to label %14 unwind label %36

14:                                               ; preds = %10
  %15 = bitcast %struct.D* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %15, align 8
  %16 = bitcast %struct.D* %5 to i8*
  %17 = getelementptr inbounds i8, i8* %16, i64 32
  %18 = bitcast i8* %17 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %18, align 8
  %19 = bitcast %struct.D* %5 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i64 16
  %21 = bitcast i8* %20 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %21, align 8
  %22 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 3
  store i32 3, i32* %22, align 4
  %23 = bitcast %struct.D* %5 to i8**
  %24 = load i8*, i8** %23, align 8
  %25 = getelementptr i8, i8* %24, i64 -24
  %26 = bitcast i8* %25 to i64*
  %27 = load i64, i64* %26, align 8
  %28 = bitcast %struct.D* %5 to i8*
  %29 = getelementptr inbounds i8, i8* %28, i64 %27
  %30 = bitcast i8* %29 to %struct.V*
  %31 = getelementptr inbounds %struct.V, %struct.V* %30, i32 0, i32 1
  store i32 300, i32* %31, align 8
  ret void

32:                                               ; preds = %1
  %33 = landingpad { i8*, i32 }
          cleanup
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %3, align 8
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %4, align 4
  br label %41

36:                                               ; preds = %10
  %37 = landingpad { i8*, i32 }
          cleanup
  %38 = extractvalue { i8*, i32 } %37, 0
  store i8* %38, i8** %3, align 8
  %39 = extractvalue { i8*, i32 } %37, 1
  store i32 %39, i32* %4, align 4
  %40 = bitcast %struct.D* %5 to %struct.L*
  call void @_ZN1LD2Ev(%struct.L* noundef nonnull align 8 dereferenceable(12) %40, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT1D, i64 0, i64 1)) #10
  br label %41

41:                                               ; preds = %36, %32
  %42 = bitcast %struct.D* %5 to i8*
  %43 = getelementptr inbounds i8, i8* %42, i64 32
  %44 = bitcast i8* %43 to %struct.V*
  call void @_ZN1VD2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %44) #10
  br label %45

45:                                               ; preds = %41
  %46 = load i8*, i8** %3, align 8
  %47 = load i32, i32* %4, align 4
  %48 = insertvalue { i8*, i32 } undef, i8* %46, 0
  %49 = insertvalue { i8*, i32 } %48, i32 %47, 1
  resume { i8*, i32 } %49
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DD1Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  call void @_ZN1DD2Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %3, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT1D, i64 0, i64 0)) #10
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 32
  %6 = bitcast i8* %5 to %struct.V*
  call void @_ZN1VD2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %6) #10
  ret void
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i64) #5

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #10
  call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN1MC1Ev(%struct.M* noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.M*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %struct.M* %0, %struct.M** %2, align 8
  %5 = load %struct.M*, %struct.M** %2, align 8
  %6 = bitcast %struct.M* %5 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i64 40
  %8 = bitcast i8* %7 to %struct.V*
  call void @_ZN1VC2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %8)
  %9 = bitcast %struct.M* %5 to %struct.L*
  call void @_ZN1LC2Ev(%struct.L* noundef nonnull align 8 dereferenceable(12) %9, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT1M, i64 0, i64 1))
  %10 = bitcast %struct.M* %5 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 16
  %12 = bitcast i8* %11 to %struct.Extra*
  invoke void @_ZN5ExtraC2Ev(%struct.Extra* noundef nonnull align 8 dereferenceable(16) %12)
          to label %13 unwind label %22

13:                                               ; preds = %1
  %14 = bitcast %struct.M* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %14, align 8
  %15 = bitcast %struct.M* %5 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i64 40
  %17 = bitcast i8* %16 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %17, align 8
  %18 = bitcast %struct.M* %5 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i64 16
  %20 = bitcast i8* %19 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %20, align 8
  %21 = getelementptr inbounds %struct.M, %struct.M* %5, i32 0, i32 3
  store i32 5, i32* %21, align 8
  ret void

22:                                               ; preds = %1
  %23 = landingpad { i8*, i32 }
          cleanup
  %24 = extractvalue { i8*, i32 } %23, 0
  store i8* %24, i8** %3, align 8
  %25 = extractvalue { i8*, i32 } %23, 1
  store i32 %25, i32* %4, align 4
  %26 = bitcast %struct.M* %5 to %struct.L*
  call void @_ZN1LD2Ev(%struct.L* noundef nonnull align 8 dereferenceable(12) %26, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT1M, i64 0, i64 1)) #10
  %27 = bitcast %struct.M* %5 to i8*
  %28 = getelementptr inbounds i8, i8* %27, i64 40
  %29 = bitcast i8* %28 to %struct.V*
  call void @_ZN1VD2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %29) #10
  br label %30

30:                                               ; preds = %22
  %31 = load i8*, i8** %3, align 8
  %32 = load i32, i32* %4, align 4
  %33 = insertvalue { i8*, i32 } undef, i8* %31, 0
  %34 = insertvalue { i8*, i32 } %33, i32 %32, 1
  resume { i8*, i32 } %34
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1MD1Ev(%struct.M* noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 8
  store %struct.M* %0, %struct.M** %2, align 8
  %3 = load %struct.M*, %struct.M** %2, align 8
  call void @_ZN1MD2Ev(%struct.M* noundef nonnull align 8 dereferenceable(36) %3, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT1M, i64 0, i64 0)) #10
  %4 = bitcast %struct.M* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 40
  %6 = bitcast i8* %5 to %struct.V*
  call void @_ZN1VD2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VC2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.V*, align 8
  store %struct.V* %0, %struct.V** %2, align 8
  %3 = load %struct.V*, %struct.V** %2, align 8
  %4 = bitcast %struct.V* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1V, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.V, %struct.V* %3, i32 0, i32 1
  store i32 100, i32* %5, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1LC2Ev(%struct.L* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.L*, align 8
  %4 = alloca i8**, align 8
  store %struct.L* %0, %struct.L** %3, align 8
  store i8** %1, i8*** %4, align 8
  %5 = load %struct.L*, %struct.L** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = load i8*, i8** %6, align 8
  %8 = bitcast %struct.L* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 8
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 8
  %12 = bitcast %struct.L* %5 to i8**
  %13 = load i8*, i8** %12, align 8
  %14 = getelementptr i8, i8* %13, i64 -24
  %15 = bitcast i8* %14 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %struct.L* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i64 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 8
  %21 = getelementptr inbounds %struct.L, %struct.L* %5, i32 0, i32 1
  store i32 1, i32* %21, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1RC2Ev(%struct.R* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.R*, align 8
  %4 = alloca i8**, align 8
  store %struct.R* %0, %struct.R** %3, align 8
  store i8** %1, i8*** %4, align 8
  %5 = load %struct.R*, %struct.R** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = load i8*, i8** %6, align 8
  %8 = bitcast %struct.R* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 8
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 8
  %12 = bitcast %struct.R* %5 to i8**
  %13 = load i8*, i8** %12, align 8
  %14 = getelementptr i8, i8* %13, i64 -24
  %15 = bitcast i8* %14 to i64*
  %16 = load i64, i64* %15, align 8
  %17 = bitcast %struct.R* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i64 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 8
  %21 = getelementptr inbounds %struct.R, %struct.R* %5, i32 0, i32 1
  store i32 2, i32* %21, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1LD2Ev(%struct.L* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.L*, align 8
  %4 = alloca i8**, align 8
  store %struct.L* %0, %struct.L** %3, align 8
  store i8** %1, i8*** %4, align 8
  %5 = load %struct.L*, %struct.L** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1LD1Ev(%struct.L* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.L*, align 8
  store %struct.L* %0, %struct.L** %2, align 8
  %3 = load %struct.L*, %struct.L** %2, align 8
  call void @_ZN1LD2Ev(%struct.L* noundef nonnull align 8 dereferenceable(12) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT1L, i64 0, i64 0)) #10
  %4 = bitcast %struct.L* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 16
  %6 = bitcast i8* %5 to %struct.V*
  call void @_ZN1VD2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1LD0Ev(%struct.L* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.L*, align 8
  store %struct.L* %0, %struct.L** %2, align 8
  %3 = load %struct.L*, %struct.L** %2, align 8
  call void @_ZN1LD1Ev(%struct.L* noundef nonnull align 8 dereferenceable(12) %3) #10
  %4 = bitcast %struct.L* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1LD1Ev(%struct.L* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.L*, align 8
  store %struct.L* %0, %struct.L** %2, align 8
  %3 = load %struct.L*, %struct.L** %2, align 8
  %4 = bitcast %struct.L* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.L*
  tail call void @_ZN1LD1Ev(%struct.L* noundef nonnull align 8 dereferenceable(12) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1LD0Ev(%struct.L* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.L*, align 8
  store %struct.L* %0, %struct.L** %2, align 8
  %3 = load %struct.L*, %struct.L** %2, align 8
  %4 = bitcast %struct.L* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.L*
  tail call void @_ZN1LD0Ev(%struct.L* noundef nonnull align 8 dereferenceable(12) %11) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK1V3whoEv(%struct.V* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca %struct.V*, align 8
  store %struct.V* %0, %struct.V** %2, align 8
  %3 = load %struct.V*, %struct.V** %2, align 8
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1RD1Ev(%struct.R* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.R*, align 8
  store %struct.R* %0, %struct.R** %2, align 8
  %3 = load %struct.R*, %struct.R** %2, align 8
  call void @_ZN1RD2Ev(%struct.R* noundef nonnull align 8 dereferenceable(12) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT1R, i64 0, i64 0)) #10
  %4 = bitcast %struct.R* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 16
  %6 = bitcast i8* %5 to %struct.V*
  call void @_ZN1VD2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1RD0Ev(%struct.R* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.R*, align 8
  store %struct.R* %0, %struct.R** %2, align 8
  %3 = load %struct.R*, %struct.R** %2, align 8
  call void @_ZN1RD1Ev(%struct.R* noundef nonnull align 8 dereferenceable(12) %3) #10
  %4 = bitcast %struct.R* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1RD1Ev(%struct.R* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.R*, align 8
  store %struct.R* %0, %struct.R** %2, align 8
  %3 = load %struct.R*, %struct.R** %2, align 8
  %4 = bitcast %struct.R* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.R*
  tail call void @_ZN1RD1Ev(%struct.R* noundef nonnull align 8 dereferenceable(12) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1RD0Ev(%struct.R* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.R*, align 8
  store %struct.R* %0, %struct.R** %2, align 8
  %3 = load %struct.R*, %struct.R** %2, align 8
  %4 = bitcast %struct.R* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.R*
  tail call void @_ZN1RD0Ev(%struct.R* noundef nonnull align 8 dereferenceable(12) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DD0Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  call void @_ZN1DD1Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %3) #10
  %4 = bitcast %struct.D* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZNK1D3whoEv(%struct.D* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.D*
  tail call void @_ZN1DD1Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #2 comdat align 2 {
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
define linkonce_odr dso_local void @_ZTv0_n24_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  %4 = bitcast %struct.D* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.D*
  tail call void @_ZN1DD1Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  %4 = bitcast %struct.D* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.D*
  tail call void @_ZN1DD0Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %11) #10
  ret void
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i8* @_ZTv0_n32_NK1D3whoEv(%struct.D* noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  %4 = bitcast %struct.D* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -32
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.D*
  %12 = tail call noundef i8* @_ZNK1D3whoEv(%struct.D* noundef nonnull align 8 dereferenceable(32) %11)
  ret i8* %12
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VD2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.V*, align 8
  store %struct.V* %0, %struct.V** %2, align 8
  %3 = load %struct.V*, %struct.V** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VD0Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.V*, align 8
  store %struct.V* %0, %struct.V** %2, align 8
  %3 = load %struct.V*, %struct.V** %2, align 8
  call void @_ZN1VD2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %3) #10
  %4 = bitcast %struct.V* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #13
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #9

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1RD2Ev(%struct.R* noundef nonnull align 8 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.R*, align 8
  %4 = alloca i8**, align 8
  store %struct.R* %0, %struct.R** %3, align 8
  store i8** %1, i8*** %4, align 8
  %5 = load %struct.R*, %struct.R** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DD2Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca %struct.D*, align 8
  %4 = alloca i8**, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store %struct.D* %0, %struct.D** %3, align 8
  store i8** %1, i8*** %4, align 8
  %7 = load %struct.D*, %struct.D** %3, align 8
  %8 = load i8**, i8*** %4, align 8
  %9 = load i8*, i8** %8, align 8
  %10 = bitcast %struct.D* %7 to i32 (...)***
  %11 = bitcast i8* %9 to i32 (...)**
  store i32 (...)** %11, i32 (...)*** %10, align 8
  %12 = getelementptr inbounds i8*, i8** %8, i64 5
  %13 = load i8*, i8** %12, align 8
  %14 = bitcast %struct.D* %7 to i8**
  %15 = load i8*, i8** %14, align 8
  %16 = getelementptr i8, i8* %15, i64 -24
  %17 = bitcast i8* %16 to i64*
  %18 = load i64, i64* %17, align 8
  %19 = bitcast %struct.D* %7 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i64 %18
  %21 = bitcast i8* %20 to i32 (...)***
  %22 = bitcast i8* %13 to i32 (...)**
  store i32 (...)** %22, i32 (...)*** %21, align 8
  %23 = getelementptr inbounds i8*, i8** %8, i64 6
  %24 = load i8*, i8** %23, align 8
  %25 = bitcast %struct.D* %7 to i8*
  %26 = getelementptr inbounds i8, i8* %25, i64 16
  %27 = bitcast i8* %26 to i32 (...)***
  %28 = bitcast i8* %24 to i32 (...)**
  store i32 (...)** %28, i32 (...)*** %27, align 8
  %29 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0))
          to label %30 unwind label %37

30:                                               ; preds = %2
  %31 = bitcast %struct.D* %7 to i8*
  %32 = getelementptr inbounds i8, i8* %31, i64 16
  %33 = bitcast i8* %32 to %struct.R*
  %34 = getelementptr inbounds i8*, i8** %8, i64 3
  call void @_ZN1RD2Ev(%struct.R* noundef nonnull align 8 dereferenceable(12) %33, i8** noundef %34) #10
  %35 = bitcast %struct.D* %7 to %struct.L*
  %36 = getelementptr inbounds i8*, i8** %8, i64 1
  call void @_ZN1LD2Ev(%struct.L* noundef nonnull align 8 dereferenceable(12) %35, i8** noundef %36) #10
  ret void

37:                                               ; preds = %2
  %38 = landingpad { i8*, i32 }
          catch i8* null
  %39 = extractvalue { i8*, i32 } %38, 0
  store i8* %39, i8** %5, align 8
  %40 = extractvalue { i8*, i32 } %38, 1
  store i32 %40, i32* %6, align 4
  %41 = bitcast %struct.D* %7 to i8*
  %42 = getelementptr inbounds i8, i8* %41, i64 16
  %43 = bitcast i8* %42 to %struct.R*
  %44 = getelementptr inbounds i8*, i8** %8, i64 3
  call void @_ZN1RD2Ev(%struct.R* noundef nonnull align 8 dereferenceable(12) %43, i8** noundef %44) #10
  %45 = bitcast %struct.D* %7 to %struct.L*
  %46 = getelementptr inbounds i8*, i8** %8, i64 1
  call void @_ZN1LD2Ev(%struct.L* noundef nonnull align 8 dereferenceable(12) %45, i8** noundef %46) #10
  br label %47

47:                                               ; preds = %37
  %48 = load i8*, i8** %5, align 8
  call void @__clang_call_terminate(i8* %48) #12
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ExtraC2Ev(%struct.Extra* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Extra*, align 8
  store %struct.Extra* %0, %struct.Extra** %2, align 8
  %3 = load %struct.Extra*, %struct.Extra** %2, align 8
  %4 = bitcast %struct.Extra* %3 to %struct.V*
  call void @_ZN1VC2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %4)
  %5 = bitcast %struct.Extra* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Extra, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 8
  %6 = getelementptr inbounds %struct.Extra, %struct.Extra* %3, i32 0, i32 1
  store i32 9, i32* %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1MD0Ev(%struct.M* noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 8
  store %struct.M* %0, %struct.M** %2, align 8
  %3 = load %struct.M*, %struct.M** %2, align 8
  call void @_ZN1MD1Ev(%struct.M* noundef nonnull align 8 dereferenceable(36) %3) #10
  %4 = bitcast %struct.M* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1MD1Ev(%struct.M* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 8
  store %struct.M* %0, %struct.M** %2, align 8
  %3 = load %struct.M*, %struct.M** %2, align 8
  %4 = bitcast %struct.M* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.M*
  tail call void @_ZN1MD1Ev(%struct.M* noundef nonnull align 8 dereferenceable(36) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N1MD0Ev(%struct.M* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 8
  store %struct.M* %0, %struct.M** %2, align 8
  %3 = load %struct.M*, %struct.M** %2, align 8
  %4 = bitcast %struct.M* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.M*
  tail call void @_ZN1MD0Ev(%struct.M* noundef nonnull align 8 dereferenceable(36) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1MD1Ev(%struct.M* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 8
  store %struct.M* %0, %struct.M** %2, align 8
  %3 = load %struct.M*, %struct.M** %2, align 8
  %4 = bitcast %struct.M* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.M*
  tail call void @_ZN1MD1Ev(%struct.M* noundef nonnull align 8 dereferenceable(36) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1MD0Ev(%struct.M* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 8
  store %struct.M* %0, %struct.M** %2, align 8
  %3 = load %struct.M*, %struct.M** %2, align 8
  %4 = bitcast %struct.M* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 8
  %7 = getelementptr inbounds i8, i8* %6, i64 -24
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = getelementptr inbounds i8, i8* %4, i64 %9
  %11 = bitcast i8* %10 to %struct.M*
  tail call void @_ZN1MD0Ev(%struct.M* noundef nonnull align 8 dereferenceable(36) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ExtraD2Ev(%struct.Extra* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Extra*, align 8
  store %struct.Extra* %0, %struct.Extra** %2, align 8
  %3 = load %struct.Extra*, %struct.Extra** %2, align 8
  %4 = bitcast %struct.Extra* %3 to %struct.V*
  call void @_ZN1VD2Ev(%struct.V* noundef nonnull align 8 dereferenceable(12) %4) #10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ExtraD0Ev(%struct.Extra* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Extra*, align 8
  store %struct.Extra* %0, %struct.Extra** %2, align 8
  %3 = load %struct.Extra*, %struct.Extra** %2, align 8
  call void @_ZN5ExtraD2Ev(%struct.Extra* noundef nonnull align 8 dereferenceable(16) %3) #10
  %4 = bitcast %struct.Extra* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1MD2Ev(%struct.M* noundef nonnull align 8 dereferenceable(36) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.M*, align 8
  %4 = alloca i8**, align 8
  store %struct.M* %0, %struct.M** %3, align 8
  store i8** %1, i8*** %4, align 8
  %5 = load %struct.M*, %struct.M** %3, align 8
  %6 = load i8**, i8*** %4, align 8
  %7 = bitcast %struct.M* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 16
  %9 = bitcast i8* %8 to %struct.Extra*
  call void @_ZN5ExtraD2Ev(%struct.Extra* noundef nonnull align 8 dereferenceable(16) %9) #10
  %10 = bitcast %struct.M* %5 to %struct.L*
  %11 = getelementptr inbounds i8*, i8** %6, i64 1
  call void @_ZN1LD2Ev(%struct.L* noundef nonnull align 8 dereferenceable(12) %10, i8** noundef %11) #10
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
