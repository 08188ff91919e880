; ModuleID = 'mi_catch_second_base.cpp'
source_filename = "mi_catch_second_base.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.3 = type { i32, [3 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor8 = type { i8**, i8*, [9 x i8] }
%rtti.TypeDescriptor5 = type { i8**, i8*, [6 x i8] }
%eh.CatchableTypeArray.4 = type { i32, [4 x i32] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.D = type { %struct.A, %struct.B, i32 }
%struct.A = type { i32 (...)**, i32 }
%struct.B = type { i32 (...)**, i32 }

$"??0D@@QEAA@H@Z" = comdat any

$"??0D@@QEAA@AEBU0@@Z" = comdat any

$"??0A@@QEAA@AEBU0@@Z" = comdat any

$"??0B@@QEAA@AEBU0@@Z" = comdat any

$"??1D@@UEAA@XZ" = comdat any

$"??0A@@QEAA@XZ" = comdat any

$"??0B@@QEAA@XZ" = comdat any

$"??1B@@UEAA@XZ" = comdat any

$"??1A@@UEAA@XZ" = comdat any

$"??_GD@@UEAAPEAXI@Z" = comdat any

$"?whoA@D@@UEBAPEBDXZ" = comdat any

$"??_ED@@WBA@EAAPEAXI@Z" = comdat any

$"?whoB@D@@UEBAPEBDXZ" = comdat any

$"??_GA@@UEAAPEAXI@Z" = comdat any

$"?whoA@A@@UEBAPEBDXZ" = comdat any

$"??_GB@@UEAAPEAXI@Z" = comdat any

$"?whoB@B@@UEBAPEBDXZ" = comdat any

$"??_R0?AUB@@@8" = comdat any

$"??_R0?AUD@@@8" = comdat any

$"_CT??_R0?AUD@@@8??0D@@QEAA@AEBU0@@Z40" = comdat any

$"??_R0?AUA@@@8" = comdat any

$"_CT??_R0?AUA@@@8??0A@@QEAA@AEBU0@@Z16" = comdat any

$"_CT??_R0?AUB@@@8??0B@@QEAA@AEBU0@@Z1616" = comdat any

$"_CTA3?AUD@@" = comdat any

$"_TI3?AUD@@" = comdat any

$"??_C@_0BA@BBLFJCHI@B?$CG?5b?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = comdat any

$"??_C@_0BG@DJMADJBP@back?5to?5D?3?5a?$DN?$CFd?5d?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@IFLHEKEE@A?$CG?5a?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = comdat any

$"??_R0PEAUA@@@8" = comdat any

$"??_R0PEAUD@@@8" = comdat any

$"_CT??_R0PEAUD@@@88" = comdat any

$"_CT??_R0PEAUA@@@88" = comdat any

$"??_R0PEAUB@@@8" = comdat any

$"_CT??_R0PEAUB@@@8816" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$"_CTA4PEAUD@@" = comdat any

$"_TI4PEAUD@@" = comdat any

$"??_C@_0BA@EMBAGLPK@A?$CK?5matches?5too?6?$AA@" = comdat any

$"??_C@_0BB@MKFMMMFN@B?$CK?5b?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@CAEBBBGM@D?5by?5value?5a?$DN?$CFd?5b?$DN?$CFd?5d?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_04GMHPLJJ@end?6?$AA@" = comdat any

$"??_7D@@6BA@@@" = comdat largest

$"??_7D@@6BB@@@" = comdat largest

$"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_R4D@@6BA@@@" = comdat any

$"??_R3D@@8" = comdat any

$"??_R2D@@8" = comdat any

$"??_R1A@?0A@EA@D@@8" = comdat any

$"??_R1A@?0A@EA@A@@8" = comdat any

$"??_R3A@@8" = comdat any

$"??_R2A@@8" = comdat any

$"??_R1BA@?0A@EA@B@@8" = comdat any

$"??_R3B@@8" = comdat any

$"??_R2B@@8" = comdat any

$"??_R1A@?0A@EA@B@@8" = comdat any

$"??_R4D@@6BB@@@" = comdat any

$"??_7A@@6B@" = comdat largest

$"??_R4A@@6B@" = comdat any

$"??_C@_01FHEEJDEE@A?$AA@" = comdat any

$"??_7B@@6B@" = comdat largest

$"??_R4B@@6B@" = comdat any

$"??_C@_01HMGJMAIH@B?$AA@" = comdat any

$"??_C@_07ODFLIGDP@D?5via?5A?$AA@" = comdat any

$"??_C@_07MIHGNFPM@D?5via?5B?$AA@" = comdat any

$"??_C@_0M@MGJABNDI@D?5copy?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUB@@\00" }, comdat
@"??_R0?AUD@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUD@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUD@@@8??0D@@QEAA@AEBU0@@Z40" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 40, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.D* (%struct.D*, %struct.D*)* @"??0D@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUA@@\00" }, comdat
@"_CT??_R0?AUA@@@8??0A@@QEAA@AEBU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUA@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.A* (%struct.A*, %struct.A*)* @"??0A@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUB@@@8??0B@@QEAA@AEBU0@@Z1616" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 16, i32 -1, i32 0, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.B* (%struct.B*, %struct.B*)* @"??0B@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA3?AUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUD@@@8??0D@@QEAA@AEBU0@@Z40" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUA@@@8??0A@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUB@@@8??0B@@QEAA@AEBU0@@Z1616" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI3?AUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.D*)* @"??1D@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.3* @"_CTA3?AUD@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@BBLFJCHI@B?$CG?5b?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"B& b=%d who=%s\0A\00", comdat, align 1
@"??_C@_0BG@DJMADJBP@back?5to?5D?3?5a?$DN?$CFd?5d?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"back to D: a=%d d=%d\0A\00", comdat, align 1
@"??_C@_0BA@IFLHEKEE@A?$CG?5a?$DN?$CFd?5who?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"A& a=%d who=%s\0A\00", comdat, align 1
@"??_R0PEAUA@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEAUA@@\00" }, comdat
@"??_R0PEAUD@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEAUD@@\00" }, comdat
@"_CT??_R0PEAUD@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0PEAUD@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CT??_R0PEAUA@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0PEAUA@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAUB@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEAUB@@\00" }, comdat
@"_CT??_R0PEAUB@@@8816" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0PEAUB@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 16, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAX@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA4PEAUD@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.4 { i32 4, [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUD@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUA@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUB@@@8816" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI4PEAUD@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.4* @"_CTA4PEAUD@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BA@EMBAGLPK@A?$CK?5matches?5too?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"A* matches too\0A\00", comdat, align 1
@"??_C@_0BB@MKFMMMFN@B?$CK?5b?$DN?$CFd?5same?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"B* b=%d same=%d\0A\00", comdat, align 1
@"??_C@_0BL@CAEBBBGM@D?5by?5value?5a?$DN?$CFd?5b?$DN?$CFd?5d?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"D by value a=%d b=%d d=%d\0A\00", comdat, align 1
@"??_C@_04GMHPLJJ@end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"end\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4D@@6BA@@@" to i8*), i8* bitcast (i8* (%struct.D*, i32)* @"??_GD@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.D*)* @"?whoA@D@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7D@@6BA@@@")
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4D@@6BB@@@" to i8*), i8* bitcast (i8* (%struct.D*, i32)* @"??_ED@@WBA@EAAPEAXI@Z" to i8*), i8* bitcast (i8* (i8*)* @"?whoB@D@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7D@@6BB@@@")
@"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"D(%d)\0A\00", comdat, align 1
@"??_R4D@@6BA@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3D@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4D@@6BA@@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3D@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 1, i32 3, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([4 x i32]* @"??_R2D@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2D@@8" = linkonce_odr constant [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@D@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@A@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1BA@?0A@EA@B@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@D@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 2, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3D@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@A@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUA@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3A@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3A@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2A@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2A@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@A@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1BA@?0A@EA@B@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 16, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3B@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3B@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2B@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2B@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@B@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@B@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3B@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R4D@@6BB@@@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 16, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUD@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3D@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4D@@6BB@@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@2 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4A@@6B@" to i8*), i8* bitcast (i8* (%struct.A*, i32)* @"??_GA@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.A*)* @"?whoA@A@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7A@@6B@")
@"??_R4A@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUA@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3A@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4A@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_01FHEEJDEE@A?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"A\00", comdat, align 1
@3 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4B@@6B@" to i8*), i8* bitcast (i8* (%struct.B*, i32)* @"??_GB@@UEAAPEAXI@Z" to i8*), i8* bitcast (i8* (%struct.B*)* @"?whoB@B@@UEBAPEBDXZ" to i8*)] }, comdat($"??_7B@@6B@")
@"??_R4B@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3B@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4B@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_01HMGJMAIH@B?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"B\00", comdat, align 1
@"??_C@_07ODFLIGDP@D?5via?5A?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"D via A\00", comdat, align 1
@"??_C@_07MIHGNFPM@D?5via?5B?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"D via B\00", comdat, align 1
@"??_C@_0M@MGJABNDI@D?5copy?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"D copy(%d)\0A\00", comdat, align 1
@"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~D(%d)\0A\00", comdat, align 1

@"??_7D@@6BA@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7D@@6BB@@@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7A@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @2, i32 0, i32 0, i32 1)
@"??_7B@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @3, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.D, align 8
  %3 = alloca %struct.B*, align 8
  %4 = alloca %struct.D*, align 8
  %5 = alloca %struct.D, align 8
  %6 = alloca %struct.A*, align 8
  %7 = alloca %struct.D, align 8
  %8 = alloca %struct.D*, align 8
  %9 = alloca %struct.D*, align 8
  %10 = alloca %struct.B*, align 8
  %11 = alloca %struct.D, align 8
  %12 = alloca %struct.D, align 8
  store i32 0, i32* %1, align 4
  %13 = invoke noundef %struct.D* @"??0D@@QEAA@H@Z"(%struct.D* noundef nonnull align 8 dereferenceable(40) %2, i32 noundef 1)
          to label %14 unwind label %16

14:                                               ; preds = %0
  %15 = bitcast %struct.D* %2 to i8*
  invoke void @_CxxThrowException(i8* %15, %eh.ThrowInfo* @"_TI3?AUD@@") #6
          to label %123 unwind label %16

16:                                               ; preds = %14, %0
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [%rtti.TypeDescriptor7* @"??_R0?AUB@@@8", i32 8, %struct.B** %3]
  %20 = load %struct.B*, %struct.B** %3, align 8
  %21 = bitcast %struct.B* %20 to i8* (%struct.B*)***
  %22 = load i8* (%struct.B*)**, i8* (%struct.B*)*** %21, align 8
  %23 = getelementptr inbounds i8* (%struct.B*)*, i8* (%struct.B*)** %22, i64 1
  %24 = load i8* (%struct.B*)*, i8* (%struct.B*)** %23, align 8
  %25 = call noundef i8* %24(%struct.B* noundef nonnull align 8 dereferenceable(16) %20) [ "funclet"(token %19) ]
  %26 = load %struct.B*, %struct.B** %3, align 8
  %27 = getelementptr inbounds %struct.B, %struct.B* %26, i32 0, i32 1
  %28 = load i32, i32* %27, align 8
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@BBLFJCHI@B?$CG?5b?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %28, i8* noundef %25) [ "funclet"(token %19) ]
  %30 = load %struct.B*, %struct.B** %3, align 8
  %31 = bitcast %struct.B* %30 to i8*
  %32 = getelementptr inbounds i8, i8* %31, i64 -16
  %33 = bitcast i8* %32 to %struct.D*
  store %struct.D* %33, %struct.D** %4, align 8
  %34 = load %struct.D*, %struct.D** %4, align 8
  %35 = getelementptr inbounds %struct.D, %struct.D* %34, i32 0, i32 2
  %36 = load i32, i32* %35, align 8
  %37 = load %struct.D*, %struct.D** %4, align 8
  %38 = bitcast %struct.D* %37 to %struct.A*
  %39 = getelementptr inbounds %struct.A, %struct.A* %38, i32 0, i32 1
  %40 = load i32, i32* %39, align 8
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@DJMADJBP@back?5to?5D?3?5a?$DN?$CFd?5d?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %40, i32 noundef %36) [ "funclet"(token %19) ]
  catchret from %19 to label %42

42:                                               ; preds = %18
  br label %43

43:                                               ; preds = %42
  %44 = invoke noundef %struct.D* @"??0D@@QEAA@H@Z"(%struct.D* noundef nonnull align 8 dereferenceable(40) %5, i32 noundef 2)
          to label %45 unwind label %47

45:                                               ; preds = %43
  %46 = bitcast %struct.D* %5 to i8*
  invoke void @_CxxThrowException(i8* %46, %eh.ThrowInfo* @"_TI3?AUD@@") #6
          to label %123 unwind label %47

47:                                               ; preds = %45, %43
  %48 = catchswitch within none [label %49] unwind to caller

49:                                               ; preds = %47
  %50 = catchpad within %48 [%rtti.TypeDescriptor7* @"??_R0?AUA@@@8", i32 8, %struct.A** %6]
  %51 = load %struct.A*, %struct.A** %6, align 8
  %52 = bitcast %struct.A* %51 to i8* (%struct.A*)***
  %53 = load i8* (%struct.A*)**, i8* (%struct.A*)*** %52, align 8
  %54 = getelementptr inbounds i8* (%struct.A*)*, i8* (%struct.A*)** %53, i64 1
  %55 = load i8* (%struct.A*)*, i8* (%struct.A*)** %54, align 8
  %56 = call noundef i8* %55(%struct.A* noundef nonnull align 8 dereferenceable(16) %51) [ "funclet"(token %50) ]
  %57 = load %struct.A*, %struct.A** %6, align 8
  %58 = getelementptr inbounds %struct.A, %struct.A* %57, i32 0, i32 1
  %59 = load i32, i32* %58, align 8
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@IFLHEKEE@A?$CG?5a?$DN?$CFd?5who?$DN?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %59, i8* noundef %56) [ "funclet"(token %50) ]
  catchret from %50 to label %61

61:                                               ; preds = %49
  br label %62

62:                                               ; preds = %61
  %63 = call noundef %struct.D* @"??0D@@QEAA@H@Z"(%struct.D* noundef nonnull align 8 dereferenceable(40) %7, i32 noundef 3)
  store %struct.D* %7, %struct.D** %8, align 8
  %64 = bitcast %struct.D** %8 to i8*
  invoke void @_CxxThrowException(i8* %64, %eh.ThrowInfo* @"_TI4PEAUD@@") #6
          to label %123 unwind label %65

65:                                               ; preds = %62
  %66 = catchswitch within none [label %67] unwind label %121

67:                                               ; preds = %65
  %68 = catchpad within %66 [%rtti.TypeDescriptor8* @"??_R0PEAUA@@@8", i32 0, i8* null]
  %69 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@EMBAGLPK@A?$CK?5matches?5too?6?$AA@", i64 0, i64 0)) [ "funclet"(token %68) ]
          to label %70 unwind label %121

70:                                               ; preds = %67
  catchret from %68 to label %71

71:                                               ; preds = %70
  br label %72

72:                                               ; preds = %71
  store %struct.D* %7, %struct.D** %9, align 8
  %73 = bitcast %struct.D** %9 to i8*
  invoke void @_CxxThrowException(i8* %73, %eh.ThrowInfo* @"_TI4PEAUD@@") #6
          to label %123 unwind label %74

74:                                               ; preds = %72
  %75 = catchswitch within none [label %76] unwind label %121

76:                                               ; preds = %74
  %77 = catchpad within %75 [%rtti.TypeDescriptor8* @"??_R0PEAUB@@@8", i32 0, %struct.B** %10]
  %78 = load %struct.B*, %struct.B** %10, align 8
  %79 = icmp eq %struct.D* %7, null
  br i1 %79, label %84, label %80

80:                                               ; preds = %76
  %81 = bitcast %struct.D* %7 to i8*
  %82 = getelementptr inbounds i8, i8* %81, i64 16
  %83 = bitcast i8* %82 to %struct.B*
  br label %84

84:                                               ; preds = %80, %76
  %85 = phi %struct.B* [ %83, %80 ], [ null, %76 ]
  %86 = icmp eq %struct.B* %78, %85
  %87 = zext i1 %86 to i32
  %88 = load %struct.B*, %struct.B** %10, align 8
  %89 = getelementptr inbounds %struct.B, %struct.B* %88, i32 0, i32 1
  %90 = load i32, i32* %89, align 8
  %91 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@MKFMMMFN@B?$CK?5b?$DN?$CFd?5same?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %90, i32 noundef %87) [ "funclet"(token %77) ]
          to label %92 unwind label %121

92:                                               ; preds = %84
  catchret from %77 to label %93

93:                                               ; preds = %92
  br label %94

94:                                               ; preds = %93
  %95 = invoke noundef %struct.D* @"??0D@@QEAA@H@Z"(%struct.D* noundef nonnull align 8 dereferenceable(40) %11, i32 noundef 4)
          to label %96 unwind label %98

96:                                               ; preds = %94
  %97 = bitcast %struct.D* %11 to i8*
  invoke void @_CxxThrowException(i8* %97, %eh.ThrowInfo* @"_TI3?AUD@@") #6
          to label %123 unwind label %98

98:                                               ; preds = %96, %94
  %99 = catchswitch within none [label %100] unwind label %121

100:                                              ; preds = %98
  %101 = catchpad within %99 [%rtti.TypeDescriptor7* @"??_R0?AUD@@@8", i32 0, %struct.D* %12]
  %102 = getelementptr inbounds %struct.D, %struct.D* %12, i32 0, i32 2
  %103 = load i32, i32* %102, align 8
  %104 = bitcast %struct.D* %12 to i8*
  %105 = getelementptr inbounds i8, i8* %104, i64 16
  %106 = bitcast i8* %105 to %struct.B*
  %107 = getelementptr inbounds %struct.B, %struct.B* %106, i32 0, i32 1
  %108 = load i32, i32* %107, align 8
  %109 = bitcast %struct.D* %12 to %struct.A*
  %110 = getelementptr inbounds %struct.A, %struct.A* %109, i32 0, i32 1
  %111 = load i32, i32* %110, align 8
  %112 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@CAEBBBGM@D?5by?5value?5a?$DN?$CFd?5b?$DN?$CFd?5d?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %111, i32 noundef %108, i32 noundef %103) [ "funclet"(token %101) ]
          to label %113 unwind label %119

113:                                              ; preds = %100
  call void @"??1D@@UEAA@XZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %12) #7 [ "funclet"(token %101) ]
  catchret from %101 to label %114

114:                                              ; preds = %113
  br label %115

115:                                              ; preds = %114
  %116 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GMHPLJJ@end?6?$AA@", i64 0, i64 0))
          to label %117 unwind label %121

117:                                              ; preds = %115
  store i32 0, i32* %1, align 4
  call void @"??1D@@UEAA@XZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %7) #7
  %118 = load i32, i32* %1, align 4
  ret i32 %118

119:                                              ; preds = %100
  %120 = cleanuppad within %101 []
  call void @"??1D@@UEAA@XZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %12) #7 [ "funclet"(token %120) ]
  cleanupret from %120 unwind label %121

121:                                              ; preds = %115, %119, %98, %84, %74, %67, %65
  %122 = cleanuppad within none []
  call void @"??1D@@UEAA@XZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %7) #7 [ "funclet"(token %122) ]
  cleanupret from %122 unwind to caller

123:                                              ; preds = %96, %72, %62, %45, %14
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.D* @"??0D@@QEAA@H@Z"(%struct.D* noundef nonnull returned align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca %struct.D*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.D* %0, %struct.D** %4, align 8
  %5 = load %struct.D*, %struct.D** %4, align 8
  %6 = bitcast %struct.D* %5 to %struct.A*
  %7 = call noundef %struct.A* @"??0A@@QEAA@XZ"(%struct.A* noundef nonnull align 8 dereferenceable(16) %6) #7
  %8 = bitcast %struct.D* %5 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i64 16
  %10 = bitcast i8* %9 to %struct.B*
  %11 = call noundef %struct.B* @"??0B@@QEAA@XZ"(%struct.B* noundef nonnull align 8 dereferenceable(16) %10) #7
  %12 = bitcast %struct.D* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %12, align 8
  %13 = bitcast %struct.D* %5 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i64 16
  %15 = bitcast i8* %14 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %15, align 8
  %16 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 2
  %17 = load i32, i32* %3, align 4
  store i32 %17, i32* %16, align 8
  %18 = load i32, i32* %3, align 4
  %19 = mul nsw i32 10, %18
  %20 = bitcast %struct.D* %5 to %struct.A*
  %21 = getelementptr inbounds %struct.A, %struct.A* %20, i32 0, i32 1
  store i32 %19, i32* %21, align 8
  %22 = load i32, i32* %3, align 4
  %23 = mul nsw i32 20, %22
  %24 = bitcast %struct.D* %5 to i8*
  %25 = getelementptr inbounds i8, i8* %24, i64 16
  %26 = bitcast i8* %25 to %struct.B*
  %27 = getelementptr inbounds %struct.B, %struct.B* %26, i32 0, i32 1
  store i32 %23, i32* %27, align 8
  %28 = load i32, i32* %3, align 4
  %29 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06EJDOKDHF@D?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %28)
          to label %30 unwind label %31

30:                                               ; preds = %2
  ret %struct.D* %5

31:                                               ; preds = %2
  %32 = cleanuppad within none []
  %33 = bitcast %struct.D* %5 to i8*
  %34 = getelementptr inbounds i8, i8* %33, i64 16
  %35 = bitcast i8* %34 to %struct.B*
  call void @"??1B@@UEAA@XZ"(%struct.B* noundef nonnull align 8 dereferenceable(16) %35) #7 [ "funclet"(token %32) ]
  cleanupret from %32 unwind label %36

36:                                               ; preds = %31
  %37 = cleanuppad within none []
  %38 = bitcast %struct.D* %5 to %struct.A*
  call void @"??1A@@UEAA@XZ"(%struct.A* noundef nonnull align 8 dereferenceable(16) %38) #7 [ "funclet"(token %37) ]
  cleanupret from %37 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.D* @"??0D@@QEAA@AEBU0@@Z"(%struct.D* noundef nonnull returned align 8 dereferenceable(40) %0, %struct.D* noundef nonnull align 8 dereferenceable(40) %1) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca %struct.D*, align 8
  %4 = alloca %struct.D*, align 8
  store %struct.D* %1, %struct.D** %3, align 8
  store %struct.D* %0, %struct.D** %4, align 8
  %5 = load %struct.D*, %struct.D** %4, align 8
  %6 = bitcast %struct.D* %5 to %struct.A*
  %7 = load %struct.D*, %struct.D** %3, align 8
  %8 = bitcast %struct.D* %7 to %struct.A*
  %9 = call noundef %struct.A* @"??0A@@QEAA@AEBU0@@Z"(%struct.A* noundef nonnull align 8 dereferenceable(16) %6, %struct.A* noundef nonnull align 8 dereferenceable(16) %8) #7
  %10 = bitcast %struct.D* %5 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i64 16
  %12 = bitcast i8* %11 to %struct.B*
  %13 = load %struct.D*, %struct.D** %3, align 8
  %14 = bitcast %struct.D* %13 to i8*
  %15 = getelementptr inbounds i8, i8* %14, i64 16
  %16 = bitcast i8* %15 to %struct.B*
  %17 = call noundef %struct.B* @"??0B@@QEAA@AEBU0@@Z"(%struct.B* noundef nonnull align 8 dereferenceable(16) %12, %struct.B* noundef nonnull align 8 dereferenceable(16) %16) #7
  %18 = bitcast %struct.D* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %18, align 8
  %19 = bitcast %struct.D* %5 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i64 16
  %21 = bitcast i8* %20 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %21, align 8
  %22 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 2
  %23 = load %struct.D*, %struct.D** %3, align 8
  %24 = getelementptr inbounds %struct.D, %struct.D* %23, i32 0, i32 2
  %25 = load i32, i32* %24, align 8
  store i32 %25, i32* %22, align 8
  %26 = getelementptr inbounds %struct.D, %struct.D* %5, i32 0, i32 2
  %27 = load i32, i32* %26, align 8
  %28 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@MGJABNDI@D?5copy?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %27)
          to label %29 unwind label %30

29:                                               ; preds = %2
  ret %struct.D* %5

30:                                               ; preds = %2
  %31 = cleanuppad within none []
  %32 = bitcast %struct.D* %5 to i8*
  %33 = getelementptr inbounds i8, i8* %32, i64 16
  %34 = bitcast i8* %33 to %struct.B*
  call void @"??1B@@UEAA@XZ"(%struct.B* noundef nonnull align 8 dereferenceable(16) %34) #7 [ "funclet"(token %31) ]
  cleanupret from %31 unwind label %35

35:                                               ; preds = %30
  %36 = cleanuppad within none []
  %37 = bitcast %struct.D* %5 to %struct.A*
  call void @"??1A@@UEAA@XZ"(%struct.A* noundef nonnull align 8 dereferenceable(16) %37) #7 [ "funclet"(token %36) ]
  cleanupret from %36 unwind to caller
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.A* @"??0A@@QEAA@AEBU0@@Z"(%struct.A* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.A* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.A*, align 8
  %4 = alloca %struct.A*, align 8
  store %struct.A* %1, %struct.A** %3, align 8
  store %struct.A* %0, %struct.A** %4, align 8
  %5 = load %struct.A*, %struct.A** %4, align 8
  %6 = bitcast %struct.A* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7A@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  %7 = getelementptr inbounds %struct.A, %struct.A* %5, i32 0, i32 1
  %8 = load %struct.A*, %struct.A** %3, align 8
  %9 = getelementptr inbounds %struct.A, %struct.A* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 8
  store i32 %10, i32* %7, align 8
  ret %struct.A* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.B* @"??0B@@QEAA@AEBU0@@Z"(%struct.B* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.B* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.B*, align 8
  %4 = alloca %struct.B*, align 8
  store %struct.B* %1, %struct.B** %3, align 8
  store %struct.B* %0, %struct.B** %4, align 8
  %5 = load %struct.B*, %struct.B** %4, align 8
  %6 = bitcast %struct.B* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7B@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  %7 = getelementptr inbounds %struct.B, %struct.B* %5, i32 0, i32 1
  %8 = load %struct.B*, %struct.B** %3, align 8
  %9 = getelementptr inbounds %struct.B, %struct.B* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 8
  store i32 %10, i32* %7, align 8
  ret %struct.B* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1D@@UEAA@XZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  %4 = bitcast %struct.D* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6BA@@@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = bitcast %struct.D* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i64 16
  %7 = bitcast i8* %6 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7D@@6BB@@@" to i32 (...)**), i32 (...)*** %7, align 8
  %8 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 2
  %9 = load i32, i32* %8, align 8
  %10 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07IKKCAMA@?$HOD?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %9)
          to label %11 unwind label %16

11:                                               ; preds = %1
  %12 = bitcast %struct.D* %3 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i64 16
  %14 = bitcast i8* %13 to %struct.B*
  call void @"??1B@@UEAA@XZ"(%struct.B* noundef nonnull align 8 dereferenceable(16) %14) #7
  %15 = bitcast %struct.D* %3 to %struct.A*
  call void @"??1A@@UEAA@XZ"(%struct.A* noundef nonnull align 8 dereferenceable(16) %15) #7
  ret void

16:                                               ; preds = %1
  %17 = cleanuppad within none []
  %18 = bitcast %struct.D* %3 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i64 16
  %20 = bitcast i8* %19 to %struct.B*
  call void @"??1B@@UEAA@XZ"(%struct.B* noundef nonnull align 8 dereferenceable(16) %20) #7 [ "funclet"(token %17) ]
  cleanupret from %17 unwind label %21

21:                                               ; preds = %16
  %22 = cleanuppad within none []
  %23 = bitcast %struct.D* %3 to %struct.A*
  call void @"??1A@@UEAA@XZ"(%struct.A* noundef nonnull align 8 dereferenceable(16) %23) #7 [ "funclet"(token %22) ]
  cleanupret from %22 unwind label %24

24:                                               ; preds = %21
  %25 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %25) ]
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.A* @"??0A@@QEAA@XZ"(%struct.A* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.A*, align 8
  store %struct.A* %0, %struct.A** %2, align 8
  %3 = load %struct.A*, %struct.A** %2, align 8
  %4 = bitcast %struct.A* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7A@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.A, %struct.A* %3, i32 0, i32 1
  store i32 1, i32* %5, align 8
  ret %struct.A* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.B* @"??0B@@QEAA@XZ"(%struct.B* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.B*, align 8
  store %struct.B* %0, %struct.B** %2, align 8
  %3 = load %struct.B*, %struct.B** %2, align 8
  %4 = bitcast %struct.B* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7B@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.B, %struct.B* %3, i32 0, i32 1
  store i32 2, i32* %5, align 8
  ret %struct.B* %3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1B@@UEAA@XZ"(%struct.B* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.B*, align 8
  store %struct.B* %0, %struct.B** %2, align 8
  %3 = load %struct.B*, %struct.B** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1A@@UEAA@XZ"(%struct.A* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.A*, align 8
  store %struct.A* %0, %struct.A** %2, align 8
  %3 = load %struct.A*, %struct.A** %2, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GD@@UEAAPEAXI@Z"(%struct.D* noundef nonnull align 8 dereferenceable(40) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.D*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.D* %0, %struct.D** %5, align 8
  %6 = load %struct.D*, %struct.D** %5, align 8
  %7 = bitcast %struct.D* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1D@@UEAA@XZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %6) #7
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.D* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #9
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?whoA@D@@UEBAPEBDXZ"(%struct.D* noundef nonnull align 8 dereferenceable(40) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  store %struct.D* %0, %struct.D** %2, align 8
  %3 = load %struct.D*, %struct.D** %2, align 8
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07ODFLIGDP@D?5via?5A?$AA@", i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_ED@@WBA@EAAPEAXI@Z"(%struct.D* noundef %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.D*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.D* %0, %struct.D** %5, align 8
  %6 = load %struct.D*, %struct.D** %5, align 8
  %7 = bitcast %struct.D* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  %9 = bitcast %struct.D* %6 to i8*
  %10 = getelementptr i8, i8* %9, i32 -16
  %11 = bitcast i8* %10 to %struct.D*
  %12 = tail call noundef i8* @"??_GD@@UEAAPEAXI@Z"(%struct.D* noundef nonnull align 8 dereferenceable(40) %11, i32 noundef %8) #7
  ret i8* %12
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?whoB@D@@UEBAPEBDXZ"(i8* noundef %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.D*, align 8
  %3 = alloca %struct.D*, align 8
  %4 = bitcast i8* %0 to %struct.D*
  store %struct.D* %4, %struct.D** %2, align 8
  %5 = load %struct.D*, %struct.D** %2, align 8
  store %struct.D* %5, %struct.D** %3, align 8
  %6 = load %struct.D*, %struct.D** %3, align 8
  %7 = bitcast %struct.D* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -16
  %9 = bitcast i8* %8 to %struct.D*
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MIHGNFPM@D?5via?5B?$AA@", i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GA@@UEAAPEAXI@Z"(%struct.A* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.A*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.A* %0, %struct.A** %5, align 8
  %6 = load %struct.A*, %struct.A** %5, align 8
  %7 = bitcast %struct.A* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1A@@UEAA@XZ"(%struct.A* noundef nonnull align 8 dereferenceable(16) %6) #7
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.A* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #9
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?whoA@A@@UEBAPEBDXZ"(%struct.A* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.A*, align 8
  store %struct.A* %0, %struct.A** %2, align 8
  %3 = load %struct.A*, %struct.A** %2, align 8
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01FHEEJDEE@A?$AA@", i64 0, i64 0)
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GB@@UEAAPEAXI@Z"(%struct.B* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.B*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.B* %0, %struct.B** %5, align 8
  %6 = load %struct.B*, %struct.B** %5, align 8
  %7 = bitcast %struct.B* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1B@@UEAA@XZ"(%struct.B* noundef nonnull align 8 dereferenceable(16) %6) #7
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.B* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #9
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?whoB@B@@UEBAPEBDXZ"(%struct.B* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.B*, align 8
  store %struct.B* %0, %struct.B** %2, align 8
  %3 = load %struct.B*, %struct.B** %2, align 8
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01HMGJMAIH@B?$AA@", i64 0, i64 0)
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
