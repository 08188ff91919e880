; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.V = type { i32 (...)**, i32 }
%struct.D = type { %struct.L.base, %struct.R.base, i32, %struct.V }
%struct.L.base = type { i32 (...)**, i32 }
%struct.R.base = type { i32 (...)**, i32 }
%struct.R = type { i32 (...)**, i32, %struct.V }
%struct.Extra = type { %struct.V, i32 }
%struct.L = type { i32 (...)**, i32, %struct.V }
%struct.M = type { %struct.L.base, %struct.Extra, i32, %struct.V }

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

$_ZTv0_n12_N1LD1Ev = comdat any

$_ZTv0_n12_N1LD0Ev = comdat any

$_ZNK1V3whoEv = comdat any

$_ZN1RD1Ev = comdat any

$_ZN1RD0Ev = comdat any

$_ZTv0_n12_N1RD1Ev = comdat any

$_ZTv0_n12_N1RD0Ev = comdat any

$_ZN1DD0Ev = comdat any

$_ZNK1D3whoEv = comdat any

$_ZThn8_N1DD1Ev = comdat any

$_ZThn8_N1DD0Ev = comdat any

$_ZTv0_n12_N1DD1Ev = comdat any

$_ZTv0_n12_N1DD0Ev = comdat any

$_ZTv0_n16_NK1D3whoEv = comdat any

$_ZN1VD2Ev = comdat any

$_ZN1VD0Ev = comdat any

$_ZN1RD2Ev = comdat any

$_ZN1DD2Ev = comdat any

$_ZN5ExtraC2Ev = comdat any

$_ZN1MD0Ev = comdat any

$_ZThn8_N1MD1Ev = comdat any

$_ZThn8_N1MD0Ev = comdat any

$_ZTv0_n12_N1MD1Ev = comdat any

$_ZTv0_n12_N1MD0Ev = comdat any

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

$_ZTC1D8_1R = comdat any

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
@_ZTI1V = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1V, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1L, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -3069 }, comdat, align 4
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1R, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -3069 }, comdat, align 4
@_ZTI1D = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"V& v=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"dynamic_cast back: l=%d r=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"R& r=%d v=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSPK1V = linkonce_odr dso_local constant [5 x i8] c"PK1V\00", comdat, align 1
@_ZTIPK1V = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSPK1V, i32 0, i32 0), i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*) }, comdat, align 4
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*) }, comdat, align 4
@.str.3 = private unnamed_addr constant [23 x i8] c"const V* v=%d same=%d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS5Extra = linkonce_odr dso_local constant [7 x i8] c"5Extra\00", comdat, align 1
@_ZTI5Extra = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Extra, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*) }, comdat, align 4
@_ZTS1M = linkonce_odr dso_local constant [3 x i8] c"1M\00", comdat, align 1
@_ZTI1M = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1M, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*), i32 2050 }, comdat, align 4
@.str.4 = private unnamed_addr constant [13 x i8] c"Extra& e=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"wrong: ambiguous V&\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZNK1D3whoEv to i8*)], [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZThn8_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZThn8_N1DD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZTv0_n12_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZTv0_n12_N1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZTv0_n16_NK1D3whoEv to i8*)] }, comdat, align 4
@_ZTT1D = linkonce_odr dso_local unnamed_addr constant [7 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1D0_1L, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1D0_1L, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1D8_1R, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1D8_1R, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 4
@_ZTC1D0_1L = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (%struct.L* (%struct.L*)* @_ZN1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZN1LD0Ev to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i32 -20 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (%struct.L* (%struct.L*)* @_ZTv0_n12_N1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZTv0_n12_N1LD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@_ZTC1D8_1R = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i8* bitcast (%struct.R* (%struct.R*)* @_ZN1RD1Ev to i8*), i8* bitcast (void (%struct.R*)* @_ZN1RD0Ev to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i32 -12 to i8*), i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i8* bitcast (%struct.R* (%struct.R*)* @_ZTv0_n12_N1RD1Ev to i8*), i8* bitcast (void (%struct.R*)* @_ZTv0_n12_N1RD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@_ZTV1V = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast (%struct.V* (%struct.V*)* @_ZN1VD2Ev to i8*), i8* bitcast (void (%struct.V*)* @_ZN1VD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@_ZTV1L = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (%struct.L* (%struct.L*)* @_ZN1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZN1LD0Ev to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i32 -8 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (%struct.L* (%struct.L*)* @_ZTv0_n12_N1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZTv0_n12_N1LD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@_ZTT1L = linkonce_odr dso_local unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV1L, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV1L, i32 0, inrange i32 1, i32 4) to i8*)], comdat, align 4
@.str.7 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@_ZTV1R = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i8* bitcast (%struct.R* (%struct.R*)* @_ZN1RD1Ev to i8*), i8* bitcast (void (%struct.R*)* @_ZN1RD0Ev to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i32 -8 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i8* bitcast (%struct.R* (%struct.R*)* @_ZTv0_n12_N1RD1Ev to i8*), i8* bitcast (void (%struct.R*)* @_ZTv0_n12_N1RD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@_ZTT1R = linkonce_odr dso_local unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV1R, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTV1R, i32 0, inrange i32 1, i32 4) to i8*)], comdat, align 4
@.str.8 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"~D\0A\00", align 1
@_ZTV1M = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 24 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (%struct.M* (%struct.M*)* @_ZN1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZN1MD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (%struct.M* (%struct.M*)* @_ZThn8_N1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZThn8_N1MD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i32 -24 to i8*), i8* inttoptr (i32 -24 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (%struct.M* (%struct.M*)* @_ZTv0_n12_N1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZTv0_n12_N1MD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@_ZTT1M = linkonce_odr dso_local unnamed_addr constant [4 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1M0_1L, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [7 x i8*] }, { [5 x i8*], [7 x i8*] }* @_ZTC1M0_1L, i32 0, inrange i32 1, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 2, i32 4) to i8*)], comdat, align 4
@_ZTC1M0_1L = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i32 24 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (%struct.L* (%struct.L*)* @_ZN1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZN1LD0Ev to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i32 -24 to i8*), i8* inttoptr (i32 -24 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (%struct.L* (%struct.L*)* @_ZTv0_n12_N1LD1Ev to i8*), i8* bitcast (void (%struct.L*)* @_ZTv0_n12_N1LD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4
@_ZTV5Extra = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*), i8* bitcast (%struct.Extra* (%struct.Extra*)* @_ZN5ExtraD2Ev to i8*), i8* bitcast (void (%struct.Extra*)* @_ZN5ExtraD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 4

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.V*, align 4
  %5 = alloca %struct.D*, align 4
  %6 = alloca %struct.R*, align 4
  %7 = alloca %struct.D, align 4
  %8 = alloca %struct.V*, align 4
  %9 = alloca %struct.Extra*, align 4
  %10 = alloca %struct.V*, align 4
  store i32 0, i32* %1, align 4
  %11 = call i8* @__cxa_allocate_exception(i32 28) #10
  %12 = bitcast i8* %11 to %struct.D*
  %13 = invoke noundef %struct.D* @_ZN1DC1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %12)
          to label %14 unwind label %15

14:                                               ; preds = %0
  invoke void @__cxa_throw(i8* %11, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD1Ev to i8*)) #11
          to label %221 unwind label %19

15:                                               ; preds = %0
  %16 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)
  %17 = extractvalue { i8*, i32 } %16, 0
  store i8* %17, i8** %2, align 4
  %18 = extractvalue { i8*, i32 } %16, 1
  store i32 %18, i32* %3, align 4
  call void @__cxa_free_exception(i8* %11) #10
  br label %23

19:                                               ; preds = %14
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %2, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %3, align 4
  br label %23

23:                                               ; preds = %19, %15
  %24 = load i32, i32* %3, align 4
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)) #10
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %213

27:                                               ; preds = %23
  %28 = load i8*, i8** %2, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #10
  %30 = bitcast i8* %29 to %struct.V*
  store %struct.V* %30, %struct.V** %4, align 4
  %31 = load %struct.V*, %struct.V** %4, align 4
  %32 = getelementptr inbounds %struct.V, %struct.V* %31, i32 0, i32 1
  %33 = load i32, i32* %32, align 4
  %34 = load %struct.V*, %struct.V** %4, align 4
  %35 = bitcast %struct.V* %34 to i8* (%struct.V*)***
  %36 = load i8* (%struct.V*)**, i8* (%struct.V*)*** %35, align 4
  %37 = getelementptr inbounds i8* (%struct.V*)*, i8* (%struct.V*)** %36, i64 2
  %38 = load i8* (%struct.V*)*, i8* (%struct.V*)** %37, align 4
  %39 = invoke noundef i8* %38(%struct.V* noundef nonnull align 4 dereferenceable(8) %34)
          to label %40 unwind label %49

40:                                               ; preds = %27
  %41 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i32 0, i32 0), i32 noundef %33, i8* noundef %39)
          to label %42 unwind label %49

42:                                               ; preds = %40
  %43 = load %struct.V*, %struct.V** %4, align 4
  %44 = icmp eq %struct.V* %43, null
  br i1 %44, label %53, label %45

45:                                               ; preds = %42
  %46 = bitcast %struct.V* %43 to i8*
  %47 = call i8* @__dynamic_cast(i8* %46, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i32 -1) #10
  %48 = bitcast i8* %47 to %struct.D*
  br label %54

49:                                               ; preds = %54, %40, %27
  %50 = landingpad { i8*, i32 }
          cleanup
  %51 = extractvalue { i8*, i32 } %50, 0
  store i8* %51, i8** %2, align 4
  %52 = extractvalue { i8*, i32 } %50, 1
  store i32 %52, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %76 unwind label %218

53:                                               ; preds = %42
  br label %54

54:                                               ; preds = %53, %45
  %55 = phi %struct.D* [ %48, %45 ], [ null, %53 ]
  store %struct.D* %55, %struct.D** %5, align 4
  %56 = load %struct.D*, %struct.D** %5, align 4
  %57 = bitcast %struct.D* %56 to %struct.L*
  %58 = getelementptr inbounds %struct.L, %struct.L* %57, i32 0, i32 1
  %59 = load i32, i32* %58, align 4
  %60 = load %struct.D*, %struct.D** %5, align 4
  %61 = bitcast %struct.D* %60 to i8*
  %62 = getelementptr inbounds i8, i8* %61, i32 8
  %63 = bitcast i8* %62 to %struct.R*
  %64 = getelementptr inbounds %struct.R, %struct.R* %63, i32 0, i32 1
  %65 = load i32, i32* %64, align 4
  %66 = load %struct.D*, %struct.D** %5, align 4
  %67 = getelementptr inbounds %struct.D, %struct.D* %66, i32 0, i32 2
  %68 = load i32, i32* %67, align 4
  %69 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.1, i32 0, i32 0), i32 noundef %59, i32 noundef %65, i32 noundef %68)
          to label %70 unwind label %49

70:                                               ; preds = %54
  call void @__cxa_end_catch()
  br label %71

71:                                               ; preds = %70
  %72 = call i8* @__cxa_allocate_exception(i32 28) #10
  %73 = bitcast i8* %72 to %struct.D*
  %74 = invoke noundef %struct.D* @_ZN1DC1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %73)
          to label %75 unwind label %77

75:                                               ; preds = %71
  invoke void @__cxa_throw(i8* %72, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (%struct.D* (%struct.D*)* @_ZN1DD1Ev to i8*)) #11
          to label %221 unwind label %81

76:                                               ; preds = %49
  br label %213

77:                                               ; preds = %71
  %78 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*)
  %79 = extractvalue { i8*, i32 } %78, 0
  store i8* %79, i8** %2, align 4
  %80 = extractvalue { i8*, i32 } %78, 1
  store i32 %80, i32* %3, align 4
  call void @__cxa_free_exception(i8* %72) #10
  br label %85

81:                                               ; preds = %75
  %82 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*)
  %83 = extractvalue { i8*, i32 } %82, 0
  store i8* %83, i8** %2, align 4
  %84 = extractvalue { i8*, i32 } %82, 1
  store i32 %84, i32* %3, align 4
  br label %85

85:                                               ; preds = %81, %77
  %86 = load i32, i32* %3, align 4
  %87 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*)) #10
  %88 = icmp eq i32 %86, %87
  br i1 %88, label %89, label %213

89:                                               ; preds = %85
  %90 = load i8*, i8** %2, align 4
  %91 = call i8* @__cxa_begin_catch(i8* %90) #10
  %92 = bitcast i8* %91 to %struct.R*
  store %struct.R* %92, %struct.R** %6, align 4
  %93 = load %struct.R*, %struct.R** %6, align 4
  %94 = getelementptr inbounds %struct.R, %struct.R* %93, i32 0, i32 1
  %95 = load i32, i32* %94, align 4
  %96 = load %struct.R*, %struct.R** %6, align 4
  %97 = bitcast %struct.R* %96 to i8**
  %98 = load i8*, i8** %97, align 4
  %99 = getelementptr i8, i8* %98, i64 -12
  %100 = bitcast i8* %99 to i32*
  %101 = load i32, i32* %100, align 4
  %102 = bitcast %struct.R* %96 to i8*
  %103 = getelementptr inbounds i8, i8* %102, i32 %101
  %104 = bitcast i8* %103 to %struct.V*
  %105 = getelementptr inbounds %struct.V, %struct.V* %104, i32 0, i32 1
  %106 = load i32, i32* %105, align 4
  %107 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i32 noundef %95, i32 noundef %106)
          to label %108 unwind label %113

108:                                              ; preds = %89
  call void @__cxa_end_catch()
  br label %109

109:                                              ; preds = %108
  %110 = call noundef %struct.D* @_ZN1DC1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %7)
  %111 = call i8* @__cxa_allocate_exception(i32 4) #10
  %112 = bitcast i8* %111 to %struct.D**
  store %struct.D* %7, %struct.D** %112, align 8
  invoke void @__cxa_throw(i8* %111, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #11
          to label %221 unwind label %118

113:                                              ; preds = %89
  %114 = landingpad { i8*, i32 }
          cleanup
  %115 = extractvalue { i8*, i32 } %114, 0
  store i8* %115, i8** %2, align 4
  %116 = extractvalue { i8*, i32 } %114, 1
  store i32 %116, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %117 unwind label %218

117:                                              ; preds = %113
  br label %213

118:                                              ; preds = %109
  %119 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPK1V to i8*)
  %120 = extractvalue { i8*, i32 } %119, 0
  store i8* %120, i8** %2, align 4
  %121 = extractvalue { i8*, i32 } %119, 1
  store i32 %121, i32* %3, align 4
  br label %122

122:                                              ; preds = %118
  %123 = load i32, i32* %3, align 4
  %124 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPK1V to i8*)) #10
  %125 = icmp eq i32 %123, %124
  br i1 %125, label %126, label %211

126:                                              ; preds = %122
  %127 = load i8*, i8** %2, align 4
  %128 = call i8* @__cxa_begin_catch(i8* %127) #10
  %129 = bitcast i8* %128 to %struct.V*
  store %struct.V* %129, %struct.V** %8, align 4
  %130 = load %struct.V*, %struct.V** %8, align 4
  %131 = getelementptr inbounds %struct.V, %struct.V* %130, i32 0, i32 1
  %132 = load i32, i32* %131, align 4
  %133 = load %struct.V*, %struct.V** %8, align 4
  %134 = icmp eq %struct.D* %7, null
  br i1 %134, label %144, label %135

135:                                              ; preds = %126
  %136 = bitcast %struct.D* %7 to i8**
  %137 = load i8*, i8** %136, align 4
  %138 = getelementptr i8, i8* %137, i64 -12
  %139 = bitcast i8* %138 to i32*
  %140 = load i32, i32* %139, align 4
  %141 = bitcast %struct.D* %7 to i8*
  %142 = getelementptr inbounds i8, i8* %141, i32 %140
  %143 = bitcast i8* %142 to %struct.V*
  br label %144

144:                                              ; preds = %135, %126
  %145 = phi %struct.V* [ %143, %135 ], [ null, %126 ]
  %146 = icmp eq %struct.V* %133, %145
  %147 = zext i1 %146 to i32
  %148 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i32 0, i32 0), i32 noundef %132, i32 noundef %147)
          to label %149 unwind label %156

149:                                              ; preds = %144
  call void @__cxa_end_catch() #10
  br label %150

150:                                              ; preds = %149
  %151 = call i8* @__cxa_allocate_exception(i32 32) #10
  %152 = bitcast i8* %151 to %struct.M*
  %153 = bitcast %struct.M* %152 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 8 %153, i8 0, i32 32, i1 false)
  %154 = invoke noundef %struct.M* @_ZN1MC1Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %152)
          to label %155 unwind label %160

155:                                              ; preds = %150
  invoke void @__cxa_throw(i8* %151, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (%struct.M* (%struct.M*)* @_ZN1MD1Ev to i8*)) #11
          to label %221 unwind label %164

156:                                              ; preds = %144
  %157 = landingpad { i8*, i32 }
          cleanup
  %158 = extractvalue { i8*, i32 } %157, 0
  store i8* %158, i8** %2, align 4
  %159 = extractvalue { i8*, i32 } %157, 1
  store i32 %159, i32* %3, align 4
  call void @__cxa_end_catch() #10
  br label %211

160:                                              ; preds = %150
  %161 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*)
  %162 = extractvalue { i8*, i32 } %161, 0
  store i8* %162, i8** %2, align 4
  %163 = extractvalue { i8*, i32 } %161, 1
  store i32 %163, i32* %3, align 4
  call void @__cxa_free_exception(i8* %151) #10
  br label %168

164:                                              ; preds = %155
  %165 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*)
  %166 = extractvalue { i8*, i32 } %165, 0
  store i8* %166, i8** %2, align 4
  %167 = extractvalue { i8*, i32 } %165, 1
  store i32 %167, i32* %3, align 4
  br label %168

168:                                              ; preds = %164, %160
  %169 = load i32, i32* %3, align 4
  %170 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)) #10
  %171 = icmp eq i32 %169, %170
  br i1 %171, label %172, label %184

172:                                              ; preds = %168
  %173 = load i8*, i8** %2, align 4
  %174 = call i8* @__cxa_begin_catch(i8* %173) #10
  %175 = bitcast i8* %174 to %struct.V*
  store %struct.V* %175, %struct.V** %10, align 4
  %176 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i32 0, i32 0))
          to label %177 unwind label %206

177:                                              ; preds = %172
  invoke void @__cxa_end_catch()
          to label %178 unwind label %201

178:                                              ; preds = %177
  br label %179

179:                                              ; preds = %178, %196
  %180 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.6, i32 0, i32 0))
          to label %181 unwind label %201

181:                                              ; preds = %179
  store i32 0, i32* %1, align 4
  %182 = call noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %7) #10
  %183 = load i32, i32* %1, align 4
  ret i32 %183

184:                                              ; preds = %168
  %185 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*)) #10
  %186 = icmp eq i32 %169, %185
  br i1 %186, label %187, label %211

187:                                              ; preds = %184
  %188 = load i8*, i8** %2, align 4
  %189 = call i8* @__cxa_begin_catch(i8* %188) #10
  %190 = bitcast i8* %189 to %struct.Extra*
  store %struct.Extra* %190, %struct.Extra** %9, align 4
  %191 = load %struct.Extra*, %struct.Extra** %9, align 4
  %192 = getelementptr inbounds %struct.Extra, %struct.Extra* %191, i32 0, i32 1
  %193 = load i32, i32* %192, align 4
  %194 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i32 0, i32 0), i32 noundef %193)
          to label %195 unwind label %197

195:                                              ; preds = %187
  invoke void @__cxa_end_catch()
          to label %196 unwind label %201

196:                                              ; preds = %195
  br label %179

197:                                              ; preds = %187
  %198 = landingpad { i8*, i32 }
          cleanup
  %199 = extractvalue { i8*, i32 } %198, 0
  store i8* %199, i8** %2, align 4
  %200 = extractvalue { i8*, i32 } %198, 1
  store i32 %200, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %205 unwind label %218

201:                                              ; preds = %179, %177, %195
  %202 = landingpad { i8*, i32 }
          cleanup
  %203 = extractvalue { i8*, i32 } %202, 0
  store i8* %203, i8** %2, align 4
  %204 = extractvalue { i8*, i32 } %202, 1
  store i32 %204, i32* %3, align 4
  br label %211

205:                                              ; preds = %197
  br label %211

206:                                              ; preds = %172
  %207 = landingpad { i8*, i32 }
          cleanup
  %208 = extractvalue { i8*, i32 } %207, 0
  store i8* %208, i8** %2, align 4
  %209 = extractvalue { i8*, i32 } %207, 1
  store i32 %209, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %210 unwind label %218

210:                                              ; preds = %206
  br label %211

211:                                              ; preds = %210, %205, %201, %184, %156, %122
  %212 = call noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %7) #10
  br label %213

213:                                              ; preds = %211, %117, %85, %76, %23
  %214 = load i8*, i8** %2, align 4
  %215 = load i32, i32* %3, align 4
  %216 = insertvalue { i8*, i32 } undef, i8* %214, 0
  %217 = insertvalue { i8*, i32 } %216, i32 %215, 1
  resume { i8*, i32 } %217

218:                                              ; preds = %206, %197, %113, %49
  %219 = landingpad { i8*, i32 }
          catch i8* null
  %220 = extractvalue { i8*, i32 } %219, 0
  call void @__clang_call_terminate(i8* %220) #12
  unreachable

221:                                              ; preds = %155, %109, %75, %14
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.D* @_ZN1DC1Ev(%struct.D* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.D*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %5 = load %struct.D*, %struct.D** %2, align 4
  %6 = bitcast %struct.D* %5 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i32 20
  %8 = bitcast i8* %7 to %struct.V*
  %9 = call noundef %struct.V* @_ZN1VC2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %8)
  %10 = bitcast %struct.D* %5 to %struct.L*
  %11 = invoke noundef %struct.L* @_ZN1LC2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %10, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT1D, i64 0, i64 1))
          to label %12 unwind label %35

12:                                               ; preds = %1
  %13 = bitcast %struct.D* %5 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i32 8
  %15 = bitcast i8* %14 to %struct.R*
  %16 = invoke noundef %struct.R* @_ZN1RC2Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %15, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT1D, i64 0, i64 3))
          to label %17 unwind label %39

17:                                               ; preds = %12
  %18 = bitcast %struct.D* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %18, align 4
  %19 = bitcast %struct.D* %5 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i32 20
  %21 = bitcast i8* %20 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %21, align 4
  %22 = bitcast %struct.D* %5 to i8*
  %23 = getelementptr inbounds i8, i8* %22, i32 8
  %24 = bitcast i8* %23 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %24, align 4
  %25 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 2
  store i32 3, i32* %25, align 4
  %26 = bitcast %struct.D* %5 to i8**
  %27 = load i8*, i8** %26, align 4
  %28 = getelementptr i8, i8* %27, i64 -12
  %29 = bitcast i8* %28 to i32*
  %30 = load i32, i32* %29, align 4
  %31 = bitcast %struct.D* %5 to i8*
  %32 = getelementptr inbounds i8, i8* %31, i32 %30
  %33 = bitcast i8* %32 to %struct.V*
  %34 = getelementptr inbounds %struct.V, %struct.V* %33, i32 0, i32 1
  store i32 300, i32* %34, align 4
  ret %struct.D* %5

35:                                               ; preds = %1
  %36 = landingpad { i8*, i32 }
          cleanup
  %37 = extractvalue { i8*, i32 } %36, 0
  store i8* %37, i8** %3, align 4
  %38 = extractvalue { i8*, i32 } %36, 1
  store i32 %38, i32* %4, align 4
  br label %45

39:                                               ; preds = %12
  %40 = landingpad { i8*, i32 }
          cleanup
  %41 = extractvalue { i8*, i32 } %40, 0
  store i8* %41, i8** %3, align 4
  %42 = extractvalue { i8*, i32 } %40, 1
  store i32 %42, i32* %4, align 4
  %43 = bitcast %struct.D* %5 to %struct.L*
  %44 = call noundef %struct.L* @_ZN1LD2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %43, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT1D, i64 0, i64 1)) #10
  br label %45

45:                                               ; preds = %39, %35
  %46 = bitcast %struct.D* %5 to i8*
  %47 = getelementptr inbounds i8, i8* %46, i32 20
  %48 = bitcast i8* %47 to %struct.V*
  %49 = call noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %48) #10
  br label %50

50:                                               ; preds = %45
  %51 = load i8*, i8** %3, align 4
  %52 = load i32, i32* %4, align 4
  %53 = insertvalue { i8*, i32 } undef, i8* %51, 0
  %54 = insertvalue { i8*, i32 } %53, i32 %52, 1
  resume { i8*, i32 } %54
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull returned align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = call noundef %struct.D* @_ZN1DD2Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %3, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT1D, i64 0, i64 0)) #10
  %5 = bitcast %struct.D* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 20
  %7 = bitcast i8* %6 to %struct.V*
  %8 = call noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %7) #10
  ret %struct.D* %3
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) #5

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #6 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #10
  call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #7

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.M* @_ZN1MC1Ev(%struct.M* noundef nonnull returned align 4 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.M*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store %struct.M* %0, %struct.M** %2, align 4
  %5 = load %struct.M*, %struct.M** %2, align 4
  %6 = bitcast %struct.M* %5 to i8*
  %7 = getelementptr inbounds i8, i8* %6, i32 24
  %8 = bitcast i8* %7 to %struct.V*
  %9 = call noundef %struct.V* @_ZN1VC2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %8)
  %10 = bitcast %struct.M* %5 to %struct.L*
  %11 = call noundef %struct.L* @_ZN1LC2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %10, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT1M, i64 0, i64 1))
  %12 = bitcast %struct.M* %5 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i32 8
  %14 = bitcast i8* %13 to %struct.Extra*
  %15 = invoke noundef %struct.Extra* @_ZN5ExtraC2Ev(%struct.Extra* noundef nonnull align 4 dereferenceable(12) %14)
          to label %16 unwind label %25

16:                                               ; preds = %1
  %17 = bitcast %struct.M* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %17, align 4
  %18 = bitcast %struct.M* %5 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i32 24
  %20 = bitcast i8* %19 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 2, i32 4) to i32 (...)**), i32 (...)*** %20, align 4
  %21 = bitcast %struct.M* %5 to i8*
  %22 = getelementptr inbounds i8, i8* %21, i32 8
  %23 = bitcast i8* %22 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %23, align 4
  %24 = getelementptr inbounds %struct.M, %struct.M* %5, i32 0, i32 2
  store i32 5, i32* %24, align 4
  ret %struct.M* %5

25:                                               ; preds = %1
  %26 = landingpad { i8*, i32 }
          cleanup
  %27 = extractvalue { i8*, i32 } %26, 0
  store i8* %27, i8** %3, align 4
  %28 = extractvalue { i8*, i32 } %26, 1
  store i32 %28, i32* %4, align 4
  %29 = bitcast %struct.M* %5 to %struct.L*
  %30 = call noundef %struct.L* @_ZN1LD2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %29, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT1M, i64 0, i64 1)) #10
  %31 = bitcast %struct.M* %5 to i8*
  %32 = getelementptr inbounds i8, i8* %31, i32 24
  %33 = bitcast i8* %32 to %struct.V*
  %34 = call noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %33) #10
  br label %35

35:                                               ; preds = %25
  %36 = load i8*, i8** %3, align 4
  %37 = load i32, i32* %4, align 4
  %38 = insertvalue { i8*, i32 } undef, i8* %36, 0
  %39 = insertvalue { i8*, i32 } %38, i32 %37, 1
  resume { i8*, i32 } %39
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.M* @_ZN1MD1Ev(%struct.M* noundef nonnull returned align 4 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 4
  store %struct.M* %0, %struct.M** %2, align 4
  %3 = load %struct.M*, %struct.M** %2, align 4
  %4 = call noundef %struct.M* @_ZN1MD2Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %3, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT1M, i64 0, i64 0)) #10
  %5 = bitcast %struct.M* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 24
  %7 = bitcast i8* %6 to %struct.V*
  %8 = call noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %7) #10
  ret %struct.M* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.V* @_ZN1VC2Ev(%struct.V* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.V*, align 4
  store %struct.V* %0, %struct.V** %2, align 4
  %3 = load %struct.V*, %struct.V** %2, align 4
  %4 = bitcast %struct.V* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV1V, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.V, %struct.V* %3, i32 0, i32 1
  store i32 100, i32* %5, align 4
  ret %struct.V* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.L* @_ZN1LC2Ev(%struct.L* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.L*, align 4
  %4 = alloca i8**, align 4
  store %struct.L* %0, %struct.L** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.L*, %struct.L** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast %struct.L* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 4
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 4
  %12 = bitcast %struct.L* %5 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr i8, i8* %13, i64 -12
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = bitcast %struct.L* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 4
  %21 = getelementptr inbounds %struct.L, %struct.L* %5, i32 0, i32 1
  store i32 1, i32* %21, align 4
  ret %struct.L* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.R* @_ZN1RC2Ev(%struct.R* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.R*, align 4
  %4 = alloca i8**, align 4
  store %struct.R* %0, %struct.R** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.R*, %struct.R** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast %struct.R* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 4
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 4
  %12 = bitcast %struct.R* %5 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr i8, i8* %13, i64 -12
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = bitcast %struct.R* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 4
  %21 = getelementptr inbounds %struct.R, %struct.R* %5, i32 0, i32 1
  store i32 2, i32* %21, align 4
  ret %struct.R* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.L* @_ZN1LD2Ev(%struct.L* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.L*, align 4
  %4 = alloca i8**, align 4
  store %struct.L* %0, %struct.L** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.L*, %struct.L** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret %struct.L* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.L* @_ZN1LD1Ev(%struct.L* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.L*, align 4
  store %struct.L* %0, %struct.L** %2, align 4
  %3 = load %struct.L*, %struct.L** %2, align 4
  %4 = call noundef %struct.L* @_ZN1LD2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT1L, i64 0, i64 0)) #10
  %5 = bitcast %struct.L* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 8
  %7 = bitcast i8* %6 to %struct.V*
  %8 = call noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %7) #10
  ret %struct.L* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN1LD0Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.L*, align 4
  store %struct.L* %0, %struct.L** %2, align 4
  %3 = load %struct.L*, %struct.L** %2, align 4
  %4 = call noundef %struct.L* @_ZN1LD1Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %3) #10
  %5 = bitcast %struct.L* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #13
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.L* @_ZTv0_n12_N1LD1Ev(%struct.L* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.L*, align 4
  %3 = alloca %struct.L*, align 4
  store %struct.L* %0, %struct.L** %3, align 4
  %4 = load %struct.L*, %struct.L** %3, align 4
  store %struct.L* %4, %struct.L** %2, align 4
  %5 = bitcast %struct.L* %4 to i8*
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = getelementptr inbounds i8, i8* %7, i64 -12
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds i8, i8* %5, i32 %10
  %12 = bitcast i8* %11 to %struct.L*
  %13 = tail call noundef %struct.L* @_ZN1LD1Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %12) #10
  ret %struct.L* undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n12_N1LD0Ev(%struct.L* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.L*, align 4
  store %struct.L* %0, %struct.L** %2, align 4
  %3 = load %struct.L*, %struct.L** %2, align 4
  %4 = bitcast %struct.L* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -12
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.L*
  tail call void @_ZN1LD0Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %11) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK1V3whoEv(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca %struct.V*, align 4
  store %struct.V* %0, %struct.V** %2, align 4
  %3 = load %struct.V*, %struct.V** %2, align 4
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.R* @_ZN1RD1Ev(%struct.R* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.R*, align 4
  store %struct.R* %0, %struct.R** %2, align 4
  %3 = load %struct.R*, %struct.R** %2, align 4
  %4 = call noundef %struct.R* @_ZN1RD2Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %3, i8** noundef getelementptr inbounds ([2 x i8*], [2 x i8*]* @_ZTT1R, i64 0, i64 0)) #10
  %5 = bitcast %struct.R* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 8
  %7 = bitcast i8* %6 to %struct.V*
  %8 = call noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %7) #10
  ret %struct.R* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN1RD0Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.R*, align 4
  store %struct.R* %0, %struct.R** %2, align 4
  %3 = load %struct.R*, %struct.R** %2, align 4
  %4 = call noundef %struct.R* @_ZN1RD1Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %3) #10
  %5 = bitcast %struct.R* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #13
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.R* @_ZTv0_n12_N1RD1Ev(%struct.R* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.R*, align 4
  %3 = alloca %struct.R*, align 4
  store %struct.R* %0, %struct.R** %3, align 4
  %4 = load %struct.R*, %struct.R** %3, align 4
  store %struct.R* %4, %struct.R** %2, align 4
  %5 = bitcast %struct.R* %4 to i8*
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = getelementptr inbounds i8, i8* %7, i64 -12
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds i8, i8* %5, i32 %10
  %12 = bitcast i8* %11 to %struct.R*
  %13 = tail call noundef %struct.R* @_ZN1RD1Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %12) #10
  ret %struct.R* undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n12_N1RD0Ev(%struct.R* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.R*, align 4
  store %struct.R* %0, %struct.R** %2, align 4
  %3 = load %struct.R*, %struct.R** %2, align 4
  %4 = bitcast %struct.R* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -12
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.R*
  tail call void @_ZN1RD0Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN1DD0Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = call noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %3) #10
  %5 = bitcast %struct.D* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i8* @_ZNK1D3whoEv(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #8 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.D* @_ZThn8_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  %3 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %3, align 4
  %4 = load %struct.D*, %struct.D** %3, align 4
  store %struct.D* %4, %struct.D** %2, align 4
  %5 = bitcast %struct.D* %4 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 -8
  %7 = bitcast i8* %6 to %struct.D*
  %8 = tail call noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %7) #10
  ret %struct.D* undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZThn8_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.D*
  tail call void @_ZN1DD0Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.D* @_ZTv0_n12_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  %3 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %3, align 4
  %4 = load %struct.D*, %struct.D** %3, align 4
  store %struct.D* %4, %struct.D** %2, align 4
  %5 = bitcast %struct.D* %4 to i8*
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = getelementptr inbounds i8, i8* %7, i64 -12
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds i8, i8* %5, i32 %10
  %12 = bitcast i8* %11 to %struct.D*
  %13 = tail call noundef %struct.D* @_ZN1DD1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %12) #10
  ret %struct.D* undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n12_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -12
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.D*
  tail call void @_ZN1DD0Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %11) #10
  ret void
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef i8* @_ZTv0_n16_NK1D3whoEv(%struct.D* noundef %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -16
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.D*
  %12 = tail call noundef i8* @_ZNK1D3whoEv(%struct.D* noundef nonnull align 4 dereferenceable(20) %11)
  ret i8* %12
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.V*, align 4
  store %struct.V* %0, %struct.V** %2, align 4
  %3 = load %struct.V*, %struct.V** %2, align 4
  ret %struct.V* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN1VD0Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.V*, align 4
  store %struct.V* %0, %struct.V** %2, align 4
  %3 = load %struct.V*, %struct.V** %2, align 4
  %4 = call noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %3) #10
  %5 = bitcast %struct.V* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #13
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #9

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.R* @_ZN1RD2Ev(%struct.R* noundef nonnull returned align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.R*, align 4
  %4 = alloca i8**, align 4
  store %struct.R* %0, %struct.R** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.R*, %struct.R** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  ret %struct.R* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.D* @_ZN1DD2Ev(%struct.D* noundef nonnull returned align 4 dereferenceable(20) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca %struct.D*, align 4
  %4 = alloca i8**, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %struct.D* %0, %struct.D** %3, align 4
  store i8** %1, i8*** %4, align 4
  %7 = load %struct.D*, %struct.D** %3, align 4
  %8 = load i8**, i8*** %4, align 4
  %9 = load i8*, i8** %8, align 4
  %10 = bitcast %struct.D* %7 to i32 (...)***
  %11 = bitcast i8* %9 to i32 (...)**
  store i32 (...)** %11, i32 (...)*** %10, align 4
  %12 = getelementptr inbounds i8*, i8** %8, i64 5
  %13 = load i8*, i8** %12, align 4
  %14 = bitcast %struct.D* %7 to i8**
  %15 = load i8*, i8** %14, align 4
  %16 = getelementptr i8, i8* %15, i64 -12
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %17, align 4
  %19 = bitcast %struct.D* %7 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i32 %18
  %21 = bitcast i8* %20 to i32 (...)***
  %22 = bitcast i8* %13 to i32 (...)**
  store i32 (...)** %22, i32 (...)*** %21, align 4
  %23 = getelementptr inbounds i8*, i8** %8, i64 6
  %24 = load i8*, i8** %23, align 4
  %25 = bitcast %struct.D* %7 to i8*
  %26 = getelementptr inbounds i8, i8* %25, i32 8
  %27 = bitcast i8* %26 to i32 (...)***
  %28 = bitcast i8* %24 to i32 (...)**
  store i32 (...)** %28, i32 (...)*** %27, align 4
  %29 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0))
          to label %30 unwind label %39

30:                                               ; preds = %2
  %31 = bitcast %struct.D* %7 to i8*
  %32 = getelementptr inbounds i8, i8* %31, i32 8
  %33 = bitcast i8* %32 to %struct.R*
  %34 = getelementptr inbounds i8*, i8** %8, i64 3
  %35 = call noundef %struct.R* @_ZN1RD2Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %33, i8** noundef %34) #10
  %36 = bitcast %struct.D* %7 to %struct.L*
  %37 = getelementptr inbounds i8*, i8** %8, i64 1
  %38 = call noundef %struct.L* @_ZN1LD2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %36, i8** noundef %37) #10
  ret %struct.D* %7

39:                                               ; preds = %2
  %40 = landingpad { i8*, i32 }
          catch i8* null
  %41 = extractvalue { i8*, i32 } %40, 0
  store i8* %41, i8** %5, align 4
  %42 = extractvalue { i8*, i32 } %40, 1
  store i32 %42, i32* %6, align 4
  %43 = bitcast %struct.D* %7 to i8*
  %44 = getelementptr inbounds i8, i8* %43, i32 8
  %45 = bitcast i8* %44 to %struct.R*
  %46 = getelementptr inbounds i8*, i8** %8, i64 3
  %47 = call noundef %struct.R* @_ZN1RD2Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %45, i8** noundef %46) #10
  %48 = bitcast %struct.D* %7 to %struct.L*
  %49 = getelementptr inbounds i8*, i8** %8, i64 1
  %50 = call noundef %struct.L* @_ZN1LD2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %48, i8** noundef %49) #10
  br label %51

51:                                               ; preds = %39
  %52 = load i8*, i8** %5, align 4
  call void @__clang_call_terminate(i8* %52) #12
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Extra* @_ZN5ExtraC2Ev(%struct.Extra* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Extra*, align 4
  store %struct.Extra* %0, %struct.Extra** %2, align 4
  %3 = load %struct.Extra*, %struct.Extra** %2, align 4
  %4 = bitcast %struct.Extra* %3 to %struct.V*
  %5 = call noundef %struct.V* @_ZN1VC2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %4)
  %6 = bitcast %struct.Extra* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Extra, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.Extra, %struct.Extra* %3, i32 0, i32 1
  store i32 9, i32* %7, align 4
  ret %struct.Extra* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN1MD0Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 4
  store %struct.M* %0, %struct.M** %2, align 4
  %3 = load %struct.M*, %struct.M** %2, align 4
  %4 = call noundef %struct.M* @_ZN1MD1Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %3) #10
  %5 = bitcast %struct.M* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #13
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.M* @_ZThn8_N1MD1Ev(%struct.M* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 4
  %3 = alloca %struct.M*, align 4
  store %struct.M* %0, %struct.M** %3, align 4
  %4 = load %struct.M*, %struct.M** %3, align 4
  store %struct.M* %4, %struct.M** %2, align 4
  %5 = bitcast %struct.M* %4 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 -8
  %7 = bitcast i8* %6 to %struct.M*
  %8 = tail call noundef %struct.M* @_ZN1MD1Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %7) #10
  ret %struct.M* undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZThn8_N1MD0Ev(%struct.M* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 4
  store %struct.M* %0, %struct.M** %2, align 4
  %3 = load %struct.M*, %struct.M** %2, align 4
  %4 = bitcast %struct.M* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -8
  %6 = bitcast i8* %5 to %struct.M*
  tail call void @_ZN1MD0Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %6) #10
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.M* @_ZTv0_n12_N1MD1Ev(%struct.M* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 4
  %3 = alloca %struct.M*, align 4
  store %struct.M* %0, %struct.M** %3, align 4
  %4 = load %struct.M*, %struct.M** %3, align 4
  store %struct.M* %4, %struct.M** %2, align 4
  %5 = bitcast %struct.M* %4 to i8*
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = getelementptr inbounds i8, i8* %7, i64 -12
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = getelementptr inbounds i8, i8* %5, i32 %10
  %12 = bitcast i8* %11 to %struct.M*
  %13 = tail call noundef %struct.M* @_ZN1MD1Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %12) #10
  ret %struct.M* undef
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZTv0_n12_N1MD0Ev(%struct.M* noundef %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 4
  store %struct.M* %0, %struct.M** %2, align 4
  %3 = load %struct.M*, %struct.M** %2, align 4
  %4 = bitcast %struct.M* %3 to i8*
  %5 = bitcast i8* %4 to i8**
  %6 = load i8*, i8** %5, align 4
  %7 = getelementptr inbounds i8, i8* %6, i64 -12
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  %10 = getelementptr inbounds i8, i8* %4, i32 %9
  %11 = bitcast i8* %10 to %struct.M*
  tail call void @_ZN1MD0Ev(%struct.M* noundef nonnull align 4 dereferenceable(24) %11) #10
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Extra* @_ZN5ExtraD2Ev(%struct.Extra* noundef nonnull returned align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Extra*, align 4
  store %struct.Extra* %0, %struct.Extra** %2, align 4
  %3 = load %struct.Extra*, %struct.Extra** %2, align 4
  %4 = bitcast %struct.Extra* %3 to %struct.V*
  %5 = call noundef %struct.V* @_ZN1VD2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %4) #10
  ret %struct.Extra* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local void @_ZN5ExtraD0Ev(%struct.Extra* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Extra*, align 4
  store %struct.Extra* %0, %struct.Extra** %2, align 4
  %3 = load %struct.Extra*, %struct.Extra** %2, align 4
  %4 = call noundef %struct.Extra* @_ZN5ExtraD2Ev(%struct.Extra* noundef nonnull align 4 dereferenceable(12) %3) #10
  %5 = bitcast %struct.Extra* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #13
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.M* @_ZN1MD2Ev(%struct.M* noundef nonnull returned align 4 dereferenceable(24) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.M*, align 4
  %4 = alloca i8**, align 4
  store %struct.M* %0, %struct.M** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.M*, %struct.M** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = bitcast %struct.M* %5 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 8
  %9 = bitcast i8* %8 to %struct.Extra*
  %10 = call noundef %struct.Extra* @_ZN5ExtraD2Ev(%struct.Extra* noundef nonnull align 4 dereferenceable(12) %9) #10
  %11 = bitcast %struct.M* %5 to %struct.L*
  %12 = getelementptr inbounds i8*, i8** %6, i64 1
  %13 = call noundef %struct.L* @_ZN1LD2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %11, i8** noundef %12) #10
  ret %struct.M* %5
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind readonly }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
