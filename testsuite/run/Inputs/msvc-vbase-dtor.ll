; ModuleID = 'prog.cpp'
source_filename = "prog.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%struct.E0 = type { i32 (...)**, i32 }
%struct.E1 = type { i32*, i32, [8 x i8], i32, %struct.E0 }
%struct.E2 = type { i32*, i32, [8 x i8], i32, %struct.E0, %struct.E1.base }
%struct.E1.base = type { i32*, i32 }
%struct.E3 = type { i32*, i32, [8 x i8], i32, %struct.E0, %struct.E1.base }
%struct.E4 = type { i32*, i32, [8 x i8], i32, %struct.E0, %struct.E1.base }
%struct.E5 = type { i32 }
%rtti.TypeDescriptor8 = type { i8**, i8*, [9 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor5 = type { i8**, i8*, [6 x i8] }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%eh.CatchableTypeArray.3 = type { i32, [3 x i32] }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%struct.G1 = type { i32 }
%struct.H0 = type { %struct.G1, i32 }

$"??0E0@@QEAA@H@Z" = comdat any

$"??0E1@@QEAA@H@Z" = comdat any

$"??0E2@@QEAA@H@Z" = comdat any

$"??0E3@@QEAA@H@Z" = comdat any

$"??0E4@@QEAA@H@Z" = comdat any

$"??0E5@@QEAA@H@Z" = comdat any

$"??0E0@@QEAA@AEBU0@@Z" = comdat any

$"??1E0@@UEAA@XZ" = comdat any

$"??1E5@@QEAA@XZ" = comdat any

$"??_DE4@@QEAAXXZ" = comdat any

$"??_DE3@@QEAAXXZ" = comdat any

$"??_DE2@@QEAAXXZ" = comdat any

$"??_DE1@@QEAAXXZ" = comdat any

$"??_GE0@@UEAAPEAXI@Z" = comdat any

$"?tag@E0@@UEBAHXZ" = comdat any

$"??_EE1@@$4PPPPPPPM@A@EAAPEAXI@Z" = comdat any

$"??_GE1@@UEAAPEAXI@Z" = comdat any

$"?tag@E1@@$4PPPPPPPM@A@EBAHXZ" = comdat any

$"?tag@E1@@UEBAHXZ" = comdat any

$"??_EE2@@$4PPPPPPPM@A@EAAPEAXI@Z" = comdat any

$"??_GE2@@UEAAPEAXI@Z" = comdat any

$"?tag@E2@@$4PPPPPPPM@A@EBAHXZ" = comdat any

$"?tag@E2@@UEBAHXZ" = comdat any

$"??_EE3@@$4PPPPPPPM@A@EAAPEAXI@Z" = comdat any

$"??_GE3@@UEAAPEAXI@Z" = comdat any

$"?tag@E3@@$4PPPPPPPM@A@EBAHXZ" = comdat any

$"?tag@E3@@UEBAHXZ" = comdat any

$"??_EE4@@$4PPPPPPPM@A@EAAPEAXI@Z" = comdat any

$"??_GE4@@UEAAPEAXI@Z" = comdat any

$"?tag@E4@@$4PPPPPPPM@A@EBAHXZ" = comdat any

$"?tag@E4@@UEBAHXZ" = comdat any

$"??0E4@@QEAA@AEBU0@@Z" = comdat any

$"??0E1@@QEAA@AEBU0@@Z" = comdat any

$"??0G1@@QEAA@H@Z" = comdat any

$"??1G1@@QEAA@XZ" = comdat any

$"??0H0@@QEAA@H@Z" = comdat any

$"??1H0@@QEAA@XZ" = comdat any

$"??1E4@@UEAA@XZ" = comdat any

$"??1E1@@UEAA@XZ" = comdat any

$"??1E3@@UEAA@XZ" = comdat any

$"??1E2@@UEAA@XZ" = comdat any

$"??_R0?AUE0@@@8" = comdat any

$"_CT??_R0?AUE0@@@8??0E0@@QEAA@AEBU0@@Z16" = comdat any

$"_CTA1?AUE0@@" = comdat any

$"_TI1?AUE0@@" = comdat any

$"??_C@_03DJLCFDMB@s14?$AA@" = comdat any

$"??_R0PEAD@8" = comdat any

$"_CT??_R0PEAD@88" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$_CTA2PEAD = comdat any

$_TIC2PEAD = comdat any

$"??_C@_0O@CNGDIEBM@main?5h31?5?4?4?4?6?$AA@" = comdat any

$"??_C@_09KGLJGKEE@main?5p32?6?$AA@" = comdat any

$"??_C@_0L@GPNAFCFN@end?5?$CFd?5?$CFd?6?$AA@" = comdat any

$"??_7E0@@6B@" = comdat largest

$"??_R4E0@@6B@" = comdat any

$"??_R3E0@@8" = comdat any

$"??_R2E0@@8" = comdat any

$"??_R1A@?0A@EA@E0@@8" = comdat any

$"??_8E1@@7B@" = comdat any

$"??_7E1@@6B@" = comdat largest

$"??_R4E1@@6B@" = comdat any

$"??_R0?AUE1@@@8" = comdat any

$"??_R3E1@@8" = comdat any

$"??_R2E1@@8" = comdat any

$"??_R1A@?0A@EA@E1@@8" = comdat any

$"??_R1A@A@3FA@E0@@8" = comdat any

$"??_8E2@@7B0@@" = comdat any

$"??_8E2@@7BE1@@@" = comdat any

$"??_7E2@@6B@" = comdat largest

$"??_R4E2@@6B@" = comdat any

$"??_R0?AUE2@@@8" = comdat any

$"??_R3E2@@8" = comdat any

$"??_R2E2@@8" = comdat any

$"??_R1A@?0A@EA@E2@@8" = comdat any

$"??_R1A@A@7FA@E1@@8" = comdat any

$"??_8E3@@7B0@@" = comdat any

$"??_8E3@@7BE1@@@" = comdat any

$"??_7E3@@6B@" = comdat largest

$"??_R4E3@@6B@" = comdat any

$"??_R0?AUE3@@@8" = comdat any

$"??_R3E3@@8" = comdat any

$"??_R2E3@@8" = comdat any

$"??_R1A@?0A@EA@E3@@8" = comdat any

$"??_8E4@@7B0@@" = comdat any

$"??_8E4@@7BE1@@@" = comdat any

$"??_7E4@@6B@" = comdat largest

$"??_R4E4@@6B@" = comdat any

$"??_R0?AUE4@@@8" = comdat any

$"??_R3E4@@8" = comdat any

$"??_R2E4@@8" = comdat any

$"??_R1A@?0A@EA@E4@@8" = comdat any

$"??_C@_07NCFCAFDJ@?$HOE0?5?$CFd?6?$AA@" = comdat any

$"??_C@_06GNJDKFIN@f0?5?$CFd?6?$AA@" = comdat any

$"??_R0PEAUE1@@@8" = comdat any

$"_CT??_R0?AUE4@@@8??0E4@@QEAA@AEBU0@@Z56" = comdat any

$"_CT??_R0?AUE1@@@8??0E1@@QEAA@AEBU0@@Z40008" = comdat any

$"_CT??_R0?AUE0@@@8??0E0@@QEAA@AEBU0@@Z16004" = comdat any

$"_CTA3?AUE4@@" = comdat any

$"_TI3?AUE4@@" = comdat any

$"??_C@_07EDIGGAFA@f0?5p19?6?$AA@" = comdat any

$"??_C@_0BI@JHHIHMBP@f0?5h20?5E1?$CK?5f?$DN?$CFd?5tag?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0M@GMCGLPPJ@f0?5h23?5?4?4?4?6?$AA@" = comdat any

$"??_C@_0BH@IPCBHHPF@f0?5h21?5E2?5f?$DN?$CFd?5tag?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_07FNGGCAFP@f0?5p22?6?$AA@" = comdat any

$"??_C@_06CAFLAEIG@f2?5?$CFd?6?$AA@" = comdat any

$"??_C@_07MGKMNOJH@f2?5p29?6?$AA@" = comdat any

$"??_C@_0P@MHCLLMHK@f2?5j30?5return?6?$AA@" = comdat any

$"??_C@_06MPAFEEAA@G1?5?$CFd?6?$AA@" = comdat any

$"??_C@_0N@PLIGLLLK@rethrow_now?6?$AA@" = comdat any

$"??_C@_07IOJBMHLF@?$HOG1?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0M@JBFLOKNA@G1?5h10?5?4?4?4?6?$AA@" = comdat any

$"??_C@_07NODOFIJE@G1?5p11?6?$AA@" = comdat any

$"??_C@_0BG@NBCHHEJL@G1?5h9?5E0?5f?$DN?$CFd?5tag?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_06PCBBOHEM@H0?5?$CFd?6?$AA@" = comdat any

$"??_R0J@8" = comdat any

$"_CT??_R0J@84" = comdat any

$_CTA1J = comdat any

$_TI1J = comdat any

$"??_C@_07LDIFGEPJ@?$HOH0?5?$CFd?6?$AA@" = comdat any

$"??_C@_07ICJPJEIK@?$HOE5?5?$CFd?6?$AA@" = comdat any

$"??_C@_07EJMDEHCP@?$HOE4?5?$CFd?6?$AA@" = comdat any

$"??_C@_07BJAONGJM@?$HOE1?5?$CFd?6?$AA@" = comdat any

$"??_C@_07FEMGHHJH@?$HOE3?5?$CFd?6?$AA@" = comdat any

$"??_C@_07JPJKKEDC@?$HOE2?5?$CFd?6?$AA@" = comdat any

@g_p0 = internal global %struct.E0* null, align 8
@g_p1 = internal global %struct.E1* null, align 8
@g_p2 = internal global %struct.E2* null, align 8
@g_p3 = internal global %struct.E3* null, align 8
@g_p4 = internal global %struct.E4* null, align 8
@g_p5 = internal global %struct.E5* null, align 8
@g_n = internal global i32 0, align 4
@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUE0@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".?AUE0@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUE0@@@8??0E0@@QEAA@AEBU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUE0@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.E0* (%struct.E0*, %struct.E0*)* @"??0E0@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUE0@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUE0@@@8??0E0@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUE0@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.E0*)* @"??1E0@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUE0@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_03DJLCFDMB@s14?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"s14\00", comdat, align 1
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAD\00" }, comdat
@"_CT??_R0PEAD@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAD@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAX@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAD@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TIC2PEAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @_CTA2PEAD to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0O@CNGDIEBM@main?5h31?5?4?4?4?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"main h31 ...\0A\00", comdat, align 1
@"??_C@_09KGLJGKEE@main?5p32?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"main p32\0A\00", comdat, align 1
@g_budget = internal global i32 63, align 4
@"??_C@_0L@GPNAFCFN@end?5?$CFd?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"end %d %d\0A\00", comdat, align 1
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4E0@@6B@" to i8*), i8* bitcast (i8* (%struct.E0*, i32)* @"??_GE0@@UEAAPEAXI@Z" to i8*), i8* bitcast (i32 (%struct.E0*)* @"?tag@E0@@UEBAHXZ" to i8*)] }, comdat($"??_7E0@@6B@")
@"??_R4E0@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUE0@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3E0@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4E0@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3E0@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2E0@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2E0@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@E0@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@E0@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUE0@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3E0@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_8E1@@7B@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 24], comdat, align 4
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4E1@@6B@" to i8*), i8* bitcast (i8* (%struct.E1*, i32)* @"??_EE1@@$4PPPPPPPM@A@EAAPEAXI@Z" to i8*), i8* bitcast (i32 (i8*)* @"?tag@E1@@$4PPPPPPPM@A@EBAHXZ" to i8*)] }, comdat($"??_7E1@@6B@")
@"??_R4E1@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 24, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUE1@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3E1@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4E1@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUE1@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".?AUE1@@\00" }, comdat
@"??_R3E1@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2E1@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2E1@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@E1@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@A@3FA@E0@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@E1@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUE1@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3E1@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@A@3FA@E0@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUE0@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 0, i32 4, i32 80, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3E0@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_8E2@@7B0@@" = linkonce_odr unnamed_addr constant [3 x i32] [i32 0, i32 24, i32 40], comdat, align 4
@"??_8E2@@7BE1@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 -16], comdat, align 4
@2 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4E2@@6B@" to i8*), i8* bitcast (i8* (%struct.E2*, i32)* @"??_EE2@@$4PPPPPPPM@A@EAAPEAXI@Z" to i8*), i8* bitcast (i32 (i8*)* @"?tag@E2@@$4PPPPPPPM@A@EBAHXZ" to i8*)] }, comdat($"??_7E2@@6B@")
@"??_R4E2@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 24, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUE2@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3E2@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4E2@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUE2@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".?AUE2@@\00" }, comdat
@"??_R3E2@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 3, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([5 x i32]* @"??_R2E2@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2E2@@8" = linkonce_odr constant [5 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@E2@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@A@3FA@E0@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@A@7FA@E1@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@A@3FA@E0@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@E2@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUE2@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 3, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3E2@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@A@7FA@E1@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUE1@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 0, i32 8, i32 80, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3E1@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_8E3@@7B0@@" = linkonce_odr unnamed_addr constant [3 x i32] [i32 0, i32 24, i32 40], comdat, align 4
@"??_8E3@@7BE1@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 -16], comdat, align 4
@3 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4E3@@6B@" to i8*), i8* bitcast (i8* (%struct.E3*, i32)* @"??_EE3@@$4PPPPPPPM@A@EAAPEAXI@Z" to i8*), i8* bitcast (i32 (i8*)* @"?tag@E3@@$4PPPPPPPM@A@EBAHXZ" to i8*)] }, comdat($"??_7E3@@6B@")
@"??_R4E3@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 24, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUE3@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3E3@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4E3@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUE3@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".?AUE3@@\00" }, comdat
@"??_R3E3@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([4 x i32]* @"??_R2E3@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2E3@@8" = linkonce_odr constant [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@E3@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@A@7FA@E1@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@A@3FA@E0@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@E3@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUE3@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 2, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3E3@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_8E4@@7B0@@" = linkonce_odr unnamed_addr constant [3 x i32] [i32 0, i32 24, i32 40], comdat, align 4
@"??_8E4@@7BE1@@@" = linkonce_odr unnamed_addr constant [2 x i32] [i32 0, i32 -16], comdat, align 4
@4 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4E4@@6B@" to i8*), i8* bitcast (i8* (%struct.E4*, i32)* @"??_EE4@@$4PPPPPPPM@A@EAAPEAXI@Z" to i8*), i8* bitcast (i32 (i8*)* @"?tag@E4@@$4PPPPPPPM@A@EBAHXZ" to i8*)] }, comdat($"??_7E4@@6B@")
@"??_R4E4@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 24, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUE4@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3E4@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4E4@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUE4@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".?AUE4@@\00" }, comdat
@"??_R3E4@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([4 x i32]* @"??_R2E4@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2E4@@8" = linkonce_odr constant [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@E4@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@A@7FA@E1@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@A@3FA@E0@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@E4@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUE4@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 2, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3E4@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_07NCFCAFDJ@?$HOE0?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E0 %d\0A\00", comdat, align 1
@"??_C@_06GNJDKFIN@f0?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"f0 %d\0A\00", comdat, align 1
@"??_R0PEAUE1@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".PEAUE1@@\00" }, comdat
@"_CT??_R0?AUE4@@@8??0E4@@QEAA@AEBU0@@Z56" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUE4@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 56, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.E4* (%struct.E4*, %struct.E4*, i32)* @"??0E4@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUE1@@@8??0E1@@QEAA@AEBU0@@Z40008" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUE1@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 8, i32 40, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.E1* (%struct.E1*, %struct.E1*, i32)* @"??0E1@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUE0@@@8??0E0@@QEAA@AEBU0@@Z16004" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor8* @"??_R0?AUE0@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 4, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.E0* (%struct.E0*, %struct.E0*)* @"??0E0@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA3?AUE4@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUE4@@@8??0E4@@QEAA@AEBU0@@Z56" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUE1@@@8??0E1@@QEAA@AEBU0@@Z40008" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUE0@@@8??0E0@@QEAA@AEBU0@@Z16004" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI3?AUE4@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.E4*)* @"??_DE4@@QEAAXXZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.3* @"_CTA3?AUE4@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_07EDIGGAFA@f0?5p19?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"f0 p19\0A\00", comdat, align 1
@"??_C@_0BI@JHHIHMBP@f0?5h20?5E1?$CK?5f?$DN?$CFd?5tag?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"f0 h20 E1* f=%d tag=%d\0A\00", comdat, align 1
@"??_C@_0M@GMCGLPPJ@f0?5h23?5?4?4?4?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"f0 h23 ...\0A\00", comdat, align 1
@"??_C@_0BH@IPCBHHPF@f0?5h21?5E2?5f?$DN?$CFd?5tag?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"f0 h21 E2 f=%d tag=%d\0A\00", comdat, align 1
@"??_C@_07FNGGCAFP@f0?5p22?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"f0 p22\0A\00", comdat, align 1
@"??_C@_06CAFLAEIG@f2?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"f2 %d\0A\00", comdat, align 1
@"??_C@_07MGKMNOJH@f2?5p29?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"f2 p29\0A\00", comdat, align 1
@"??_C@_0P@MHCLLMHK@f2?5j30?5return?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"f2 j30 return\0A\00", comdat, align 1
@"??_C@_06MPAFEEAA@G1?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"G1 %d\0A\00", comdat, align 1
@"??_C@_0N@PLIGLLLK@rethrow_now?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"rethrow_now\0A\00", comdat, align 1
@"??_C@_07IOJBMHLF@?$HOG1?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~G1 %d\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0M@JBFLOKNA@G1?5h10?5?4?4?4?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"G1 h10 ...\0A\00", comdat, align 1
@"??_C@_07NODOFIJE@G1?5p11?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"G1 p11\0A\00", comdat, align 1
@"??_C@_0BG@NBCHHEJL@G1?5h9?5E0?5f?$DN?$CFd?5tag?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"G1 h9 E0 f=%d tag=%d\0A\00", comdat, align 1
@"??_C@_06PCBBOHEM@H0?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"H0 %d\0A\00", comdat, align 1
@"??_R0J@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".J\00" }, comdat
@"_CT??_R0J@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0J@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1J = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0J@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1J = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1J to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_07LDIFGEPJ@?$HOH0?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~H0 %d\0A\00", comdat, align 1
@"??_C@_07ICJPJEIK@?$HOE5?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E5 %d\0A\00", comdat, align 1
@"??_C@_07EJMDEHCP@?$HOE4?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E4 %d\0A\00", comdat, align 1
@"??_C@_07BJAONGJM@?$HOE1?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E1 %d\0A\00", comdat, align 1
@"??_C@_07FEMGHHJH@?$HOE3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E3 %d\0A\00", comdat, align 1
@"??_C@_07JPJKKEDC@?$HOE2?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E2 %d\0A\00", comdat, align 1

@"??_7E0@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7E1@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7E2@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @2, i32 0, i32 0, i32 1)
@"??_7E3@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @3, i32 0, i32 0, i32 1)
@"??_7E4@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @4, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.E0, align 8
  %3 = alloca %struct.E1, align 8
  %4 = alloca %struct.E2, align 8
  %5 = alloca %struct.E3, align 8
  %6 = alloca %struct.E4, align 8
  %7 = alloca %struct.E5, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.E0, align 8
  %10 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  %11 = call noundef %struct.E0* @"??0E0@@QEAA@H@Z"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 900)
  store %struct.E0* %2, %struct.E0** @g_p0, align 8
  %12 = invoke noundef %struct.E1* @"??0E1@@QEAA@H@Z"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 901, i32 noundef 1)
          to label %13 unwind label %78

13:                                               ; preds = %0
  store %struct.E1* %3, %struct.E1** @g_p1, align 8
  %14 = invoke noundef %struct.E2* @"??0E2@@QEAA@H@Z"(%struct.E2* noundef nonnull align 8 dereferenceable(16) %4, i32 noundef 902, i32 noundef 1)
          to label %15 unwind label %76

15:                                               ; preds = %13
  store %struct.E2* %4, %struct.E2** @g_p2, align 8
  %16 = invoke noundef %struct.E3* @"??0E3@@QEAA@H@Z"(%struct.E3* noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 903, i32 noundef 1)
          to label %17 unwind label %74

17:                                               ; preds = %15
  store %struct.E3* %5, %struct.E3** @g_p3, align 8
  %18 = invoke noundef %struct.E4* @"??0E4@@QEAA@H@Z"(%struct.E4* noundef nonnull align 8 dereferenceable(16) %6, i32 noundef 904, i32 noundef 1)
          to label %19 unwind label %72

19:                                               ; preds = %17
  store %struct.E4* %6, %struct.E4** @g_p4, align 8
  %20 = invoke noundef %struct.E5* @"??0E5@@QEAA@H@Z"(%struct.E5* noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 905)
          to label %21 unwind label %70

21:                                               ; preds = %19
  store %struct.E5* %7, %struct.E5** @g_p5, align 8
  store i32 0, i32* %8, align 4
  br label %22

22:                                               ; preds = %56, %21
  %23 = load i32, i32* %8, align 4
  %24 = icmp slt i32 %23, 4
  br i1 %24, label %25, label %60

25:                                               ; preds = %22
  %26 = load i32, i32* %8, align 4
  %27 = load i32, i32* @g_n, align 4
  %28 = add nsw i32 %26, %27
  %29 = srem i32 %28, 3
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %35

31:                                               ; preds = %25
  %32 = invoke noundef %struct.E0* @"??0E0@@QEAA@H@Z"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %9, i32 noundef 13)
          to label %33 unwind label %46

33:                                               ; preds = %31
  %34 = bitcast %struct.E0* %9 to i8*
  invoke void @_CxxThrowException(i8* %34, %eh.ThrowInfo* @"_TI1?AUE0@@") #7
          to label %80 unwind label %46

35:                                               ; preds = %25
  %36 = load i32, i32* %8, align 4
  %37 = load i32, i32* @g_n, align 4
  %38 = add nsw i32 %36, %37
  %39 = srem i32 %38, 2
  %40 = icmp eq i32 %39, 1
  br i1 %40, label %41, label %43

41:                                               ; preds = %35
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03DJLCFDMB@s14?$AA@", i64 0, i64 0), i8** %10, align 8
  %42 = bitcast i8** %10 to i8*
  invoke void @_CxxThrowException(i8* %42, %eh.ThrowInfo* @_TIC2PEAD) #7
          to label %80 unwind label %46

43:                                               ; preds = %35
  %44 = load i32, i32* %8, align 4
  %45 = add nsw i32 %44, 0
  invoke void @"?f0@@YAXH@Z"(i32 noundef %45)
          to label %59 unwind label %46

46:                                               ; preds = %43, %41, %33, %31
  %47 = catchswitch within none [label %48] unwind label %68

48:                                               ; preds = %46
  %49 = catchpad within %47 [i8* null, i32 64, i8* null]
  %50 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@CNGDIEBM@main?5h31?5?4?4?4?6?$AA@", i64 0, i64 0)) [ "funclet"(token %49) ]
          to label %51 unwind label %68

51:                                               ; preds = %48
  %52 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09KGLJGKEE@main?5p32?6?$AA@", i64 0, i64 0)) [ "funclet"(token %49) ]
          to label %53 unwind label %68

53:                                               ; preds = %51
  catchret from %49 to label %54

54:                                               ; preds = %53
  br label %55

55:                                               ; preds = %54, %59
  br label %56

56:                                               ; preds = %55
  %57 = load i32, i32* %8, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, i32* %8, align 4
  br label %22, !llvm.loop !4

59:                                               ; preds = %43
  br label %55

60:                                               ; preds = %22
  %61 = load i32, i32* @g_budget, align 4
  %62 = load i32, i32* @g_n, align 4
  %63 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@GPNAFCFN@end?5?$CFd?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %62, i32 noundef %61)
          to label %64 unwind label %68

64:                                               ; preds = %60
  %65 = load i32, i32* @g_n, align 4
  %66 = srem i32 %65, 64
  store i32 %66, i32* %1, align 4
  call void @"??1E5@@QEAA@XZ"(%struct.E5* noundef nonnull align 4 dereferenceable(4) %7) #8
  call void @"??_DE4@@QEAAXXZ"(%struct.E4* noundef nonnull align 8 dereferenceable(16) %6) #8
  call void @"??_DE3@@QEAAXXZ"(%struct.E3* noundef nonnull align 8 dereferenceable(16) %5) #8
  call void @"??_DE2@@QEAAXXZ"(%struct.E2* noundef nonnull align 8 dereferenceable(16) %4) #8
  call void @"??_DE1@@QEAAXXZ"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %3) #8
  call void @"??1E0@@UEAA@XZ"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %2) #8
  %67 = load i32, i32* %1, align 4
  ret i32 %67

68:                                               ; preds = %60, %51, %48, %46
  %69 = cleanuppad within none []
  call void @"??1E5@@QEAA@XZ"(%struct.E5* noundef nonnull align 4 dereferenceable(4) %7) #8 [ "funclet"(token %69) ]
  cleanupret from %69 unwind label %70

70:                                               ; preds = %68, %19
  %71 = cleanuppad within none []
  call void @"??_DE4@@QEAAXXZ"(%struct.E4* noundef nonnull align 8 dereferenceable(16) %6) #8 [ "funclet"(token %71) ]
  cleanupret from %71 unwind label %72

72:                                               ; preds = %70, %17
  %73 = cleanuppad within none []
  call void @"??_DE3@@QEAAXXZ"(%struct.E3* noundef nonnull align 8 dereferenceable(16) %5) #8 [ "funclet"(token %73) ]
  cleanupret from %73 unwind label %74

74:                                               ; preds = %72, %15
  %75 = cleanuppad within none []
  call void @"??_DE2@@QEAAXXZ"(%struct.E2* noundef nonnull align 8 dereferenceable(16) %4) #8 [ "funclet"(token %75) ]
  cleanupret from %75 unwind label %76

76:                                               ; preds = %74, %13
  %77 = cleanuppad within none []
  call void @"??_DE1@@QEAAXXZ"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %3) #8 [ "funclet"(token %77) ]
  cleanupret from %77 unwind label %78

78:                                               ; preds = %76, %0
  %79 = cleanuppad within none []
  call void @"??1E0@@UEAA@XZ"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %2) #8 [ "funclet"(token %79) ]
  cleanupret from %79 unwind to caller

80:                                               ; preds = %41, %33
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.E0* @"??0E0@@QEAA@H@Z"(%struct.E0* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.E0*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.E0* %0, %struct.E0** %4, align 8
  %5 = load %struct.E0*, %struct.E0** %4, align 8
  %6 = bitcast %struct.E0* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7E0@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  %7 = getelementptr inbounds %struct.E0, %struct.E0* %5, i32 0, i32 1
  %8 = load i32, i32* %3, align 4
  store i32 %8, i32* %7, align 8
  ret %struct.E0* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.E1* @"??0E1@@QEAA@H@Z"(%struct.E1* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca %struct.E1*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.E1*, align 8
  store i32 %2, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store %struct.E1* %0, %struct.E1** %7, align 8
  %8 = load %struct.E1*, %struct.E1** %7, align 8
  store %struct.E1* %8, %struct.E1** %4, align 8
  %9 = load i32, i32* %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %21

11:                                               ; preds = %3
  %12 = bitcast %struct.E1* %8 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i64 0
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8E1@@7B@", i32 0, i32 0), i32** %14, align 8
  %15 = bitcast %struct.E1* %8 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i64 24
  %17 = bitcast i8* %16 to %struct.E0*
  %18 = load i32, i32* %6, align 4
  %19 = add nsw i32 %18, 200
  %20 = call noundef %struct.E0* @"??0E0@@QEAA@H@Z"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %17, i32 noundef %19)
  br label %21

21:                                               ; preds = %11, %3
  %22 = bitcast %struct.E1* %8 to i8*
  %23 = getelementptr inbounds i8, i8* %22, i64 0
  %24 = bitcast i8* %23 to i32**
  %25 = load i32*, i32** %24, align 8
  %26 = getelementptr inbounds i32, i32* %25, i32 1
  %27 = load i32, i32* %26, align 4
  %28 = sext i32 %27 to i64
  %29 = add nsw i64 0, %28
  %30 = bitcast %struct.E1* %8 to i8*
  %31 = getelementptr inbounds i8, i8* %30, i64 %29
  %32 = bitcast i8* %31 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7E1@@6B@" to i32 (...)**), i32 (...)*** %32, align 8
  %33 = bitcast %struct.E1* %8 to i8*
  %34 = getelementptr inbounds i8, i8* %33, i64 0
  %35 = bitcast i8* %34 to i32**
  %36 = load i32*, i32** %35, align 8
  %37 = getelementptr inbounds i32, i32* %36, i32 1
  %38 = load i32, i32* %37, align 4
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 0, %39
  %41 = sub i64 %40, 24
  %42 = trunc i64 %41 to i32
  %43 = bitcast %struct.E1* %8 to i8*
  %44 = getelementptr inbounds i8, i8* %43, i64 %40
  %45 = getelementptr i8, i8* %44, i32 -4
  %46 = bitcast i8* %45 to i32*
  store i32 %42, i32* %46, align 4
  %47 = getelementptr inbounds %struct.E1, %struct.E1* %8, i32 0, i32 1
  %48 = load i32, i32* %6, align 4
  store i32 %48, i32* %47, align 8
  %49 = load %struct.E1*, %struct.E1** %4, align 8
  ret %struct.E1* %49
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.E2* @"??0E2@@QEAA@H@Z"(%struct.E2* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca %struct.E2*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.E2*, align 8
  store i32 %2, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store %struct.E2* %0, %struct.E2** %7, align 8
  %8 = load %struct.E2*, %struct.E2** %7, align 8
  store %struct.E2* %8, %struct.E2** %4, align 8
  %9 = load i32, i32* %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %29

11:                                               ; preds = %3
  %12 = bitcast %struct.E2* %8 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i64 0
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([3 x i32], [3 x i32]* @"??_8E2@@7B0@@", i32 0, i32 0), i32** %14, align 8
  %15 = getelementptr inbounds i8, i8* %12, i64 40
  %16 = bitcast i8* %15 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8E2@@7BE1@@@", i32 0, i32 0), i32** %16, align 8
  %17 = bitcast %struct.E2* %8 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i64 24
  %19 = bitcast i8* %18 to %struct.E0*
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 300
  %22 = call noundef %struct.E0* @"??0E0@@QEAA@H@Z"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %19, i32 noundef %21)
  %23 = bitcast %struct.E2* %8 to i8*
  %24 = getelementptr inbounds i8, i8* %23, i64 40
  %25 = bitcast i8* %24 to %struct.E1*
  %26 = load i32, i32* %6, align 4
  %27 = add nsw i32 %26, 300
  %28 = call noundef %struct.E1* @"??0E1@@QEAA@H@Z"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %25, i32 noundef %27, i32 noundef 0)
  br label %29

29:                                               ; preds = %11, %3
  %30 = bitcast %struct.E2* %8 to i8*
  %31 = getelementptr inbounds i8, i8* %30, i64 0
  %32 = bitcast i8* %31 to i32**
  %33 = load i32*, i32** %32, align 8
  %34 = getelementptr inbounds i32, i32* %33, i32 1
  %35 = load i32, i32* %34, align 4
  %36 = sext i32 %35 to i64
  %37 = add nsw i64 0, %36
  %38 = bitcast %struct.E2* %8 to i8*
  %39 = getelementptr inbounds i8, i8* %38, i64 %37
  %40 = bitcast i8* %39 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7E2@@6B@" to i32 (...)**), i32 (...)*** %40, align 8
  %41 = bitcast %struct.E2* %8 to i8*
  %42 = getelementptr inbounds i8, i8* %41, i64 0
  %43 = bitcast i8* %42 to i32**
  %44 = load i32*, i32** %43, align 8
  %45 = getelementptr inbounds i32, i32* %44, i32 1
  %46 = load i32, i32* %45, align 4
  %47 = sext i32 %46 to i64
  %48 = add nsw i64 0, %47
  %49 = sub i64 %48, 24
  %50 = trunc i64 %49 to i32
  %51 = bitcast %struct.E2* %8 to i8*
  %52 = getelementptr inbounds i8, i8* %51, i64 %48
  %53 = getelementptr i8, i8* %52, i32 -4
  %54 = bitcast i8* %53 to i32*
  store i32 %50, i32* %54, align 4
  %55 = getelementptr inbounds %struct.E2, %struct.E2* %8, i32 0, i32 1
  %56 = load i32, i32* %6, align 4
  store i32 %56, i32* %55, align 8
  %57 = load %struct.E2*, %struct.E2** %4, align 8
  ret %struct.E2* %57
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.E3* @"??0E3@@QEAA@H@Z"(%struct.E3* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca %struct.E3*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.E3*, align 8
  store i32 %2, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store %struct.E3* %0, %struct.E3** %7, align 8
  %8 = load %struct.E3*, %struct.E3** %7, align 8
  store %struct.E3* %8, %struct.E3** %4, align 8
  %9 = load i32, i32* %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %29

11:                                               ; preds = %3
  %12 = bitcast %struct.E3* %8 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i64 0
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([3 x i32], [3 x i32]* @"??_8E3@@7B0@@", i32 0, i32 0), i32** %14, align 8
  %15 = getelementptr inbounds i8, i8* %12, i64 40
  %16 = bitcast i8* %15 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8E3@@7BE1@@@", i32 0, i32 0), i32** %16, align 8
  %17 = bitcast %struct.E3* %8 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i64 24
  %19 = bitcast i8* %18 to %struct.E0*
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 400
  %22 = call noundef %struct.E0* @"??0E0@@QEAA@H@Z"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %19, i32 noundef %21)
  %23 = bitcast %struct.E3* %8 to i8*
  %24 = getelementptr inbounds i8, i8* %23, i64 40
  %25 = bitcast i8* %24 to %struct.E1*
  %26 = load i32, i32* %6, align 4
  %27 = add nsw i32 %26, 400
  %28 = call noundef %struct.E1* @"??0E1@@QEAA@H@Z"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %25, i32 noundef %27, i32 noundef 0)
  br label %29

29:                                               ; preds = %11, %3
  %30 = bitcast %struct.E3* %8 to i8*
  %31 = getelementptr inbounds i8, i8* %30, i64 0
  %32 = bitcast i8* %31 to i32**
  %33 = load i32*, i32** %32, align 8
  %34 = getelementptr inbounds i32, i32* %33, i32 1
  %35 = load i32, i32* %34, align 4
  %36 = sext i32 %35 to i64
  %37 = add nsw i64 0, %36
  %38 = bitcast %struct.E3* %8 to i8*
  %39 = getelementptr inbounds i8, i8* %38, i64 %37
  %40 = bitcast i8* %39 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7E3@@6B@" to i32 (...)**), i32 (...)*** %40, align 8
  %41 = bitcast %struct.E3* %8 to i8*
  %42 = getelementptr inbounds i8, i8* %41, i64 0
  %43 = bitcast i8* %42 to i32**
  %44 = load i32*, i32** %43, align 8
  %45 = getelementptr inbounds i32, i32* %44, i32 1
  %46 = load i32, i32* %45, align 4
  %47 = sext i32 %46 to i64
  %48 = add nsw i64 0, %47
  %49 = sub i64 %48, 24
  %50 = trunc i64 %49 to i32
  %51 = bitcast %struct.E3* %8 to i8*
  %52 = getelementptr inbounds i8, i8* %51, i64 %48
  %53 = getelementptr i8, i8* %52, i32 -4
  %54 = bitcast i8* %53 to i32*
  store i32 %50, i32* %54, align 4
  %55 = getelementptr inbounds %struct.E3, %struct.E3* %8, i32 0, i32 1
  %56 = load i32, i32* %6, align 4
  store i32 %56, i32* %55, align 8
  %57 = load %struct.E3*, %struct.E3** %4, align 8
  ret %struct.E3* %57
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.E4* @"??0E4@@QEAA@H@Z"(%struct.E4* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca %struct.E4*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.E4*, align 8
  store i32 %2, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store %struct.E4* %0, %struct.E4** %7, align 8
  %8 = load %struct.E4*, %struct.E4** %7, align 8
  store %struct.E4* %8, %struct.E4** %4, align 8
  %9 = load i32, i32* %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %29

11:                                               ; preds = %3
  %12 = bitcast %struct.E4* %8 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i64 0
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([3 x i32], [3 x i32]* @"??_8E4@@7B0@@", i32 0, i32 0), i32** %14, align 8
  %15 = getelementptr inbounds i8, i8* %12, i64 40
  %16 = bitcast i8* %15 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8E4@@7BE1@@@", i32 0, i32 0), i32** %16, align 8
  %17 = bitcast %struct.E4* %8 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i64 24
  %19 = bitcast i8* %18 to %struct.E0*
  %20 = load i32, i32* %6, align 4
  %21 = add nsw i32 %20, 500
  %22 = call noundef %struct.E0* @"??0E0@@QEAA@H@Z"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %19, i32 noundef %21)
  %23 = bitcast %struct.E4* %8 to i8*
  %24 = getelementptr inbounds i8, i8* %23, i64 40
  %25 = bitcast i8* %24 to %struct.E1*
  %26 = load i32, i32* %6, align 4
  %27 = add nsw i32 %26, 500
  %28 = call noundef %struct.E1* @"??0E1@@QEAA@H@Z"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %25, i32 noundef %27, i32 noundef 0)
  br label %29

29:                                               ; preds = %11, %3
  %30 = bitcast %struct.E4* %8 to i8*
  %31 = getelementptr inbounds i8, i8* %30, i64 0
  %32 = bitcast i8* %31 to i32**
  %33 = load i32*, i32** %32, align 8
  %34 = getelementptr inbounds i32, i32* %33, i32 1
  %35 = load i32, i32* %34, align 4
  %36 = sext i32 %35 to i64
  %37 = add nsw i64 0, %36
  %38 = bitcast %struct.E4* %8 to i8*
  %39 = getelementptr inbounds i8, i8* %38, i64 %37
  %40 = bitcast i8* %39 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7E4@@6B@" to i32 (...)**), i32 (...)*** %40, align 8
  %41 = bitcast %struct.E4* %8 to i8*
  %42 = getelementptr inbounds i8, i8* %41, i64 0
  %43 = bitcast i8* %42 to i32**
  %44 = load i32*, i32** %43, align 8
  %45 = getelementptr inbounds i32, i32* %44, i32 1
  %46 = load i32, i32* %45, align 4
  %47 = sext i32 %46 to i64
  %48 = add nsw i64 0, %47
  %49 = sub i64 %48, 24
  %50 = trunc i64 %49 to i32
  %51 = bitcast %struct.E4* %8 to i8*
  %52 = getelementptr inbounds i8, i8* %51, i64 %48
  %53 = getelementptr i8, i8* %52, i32 -4
  %54 = bitcast i8* %53 to i32*
  store i32 %50, i32* %54, align 4
  %55 = getelementptr inbounds %struct.E4, %struct.E4* %8, i32 0, i32 1
  %56 = load i32, i32* %6, align 4
  store i32 %56, i32* %55, align 8
  %57 = load %struct.E4*, %struct.E4** %4, align 8
  ret %struct.E4* %57
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.E5* @"??0E5@@QEAA@H@Z"(%struct.E5* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.E5*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.E5* %0, %struct.E5** %4, align 8
  %5 = load %struct.E5*, %struct.E5** %4, align 8
  %6 = getelementptr inbounds %struct.E5, %struct.E5* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  ret %struct.E5* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.E0* @"??0E0@@QEAA@AEBU0@@Z"(%struct.E0* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.E0* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.E0*, align 8
  %4 = alloca %struct.E0*, align 8
  store %struct.E0* %1, %struct.E0** %3, align 8
  store %struct.E0* %0, %struct.E0** %4, align 8
  %5 = load %struct.E0*, %struct.E0** %4, align 8
  %6 = bitcast %struct.E0* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7E0@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  %7 = getelementptr inbounds %struct.E0, %struct.E0* %5, i32 0, i32 1
  %8 = load %struct.E0*, %struct.E0** %3, align 8
  %9 = getelementptr inbounds %struct.E0, %struct.E0* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 8
  store i32 %10, i32* %7, align 8
  ret %struct.E0* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1E0@@UEAA@XZ"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.E0*, align 8
  store %struct.E0* %0, %struct.E0** %2, align 8
  %3 = load %struct.E0*, %struct.E0** %2, align 8
  %4 = bitcast %struct.E0* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7E0@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.E0, %struct.E0* %3, i32 0, i32 1
  %6 = load i32, i32* %5, align 8
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07NCFCAFDJ@?$HOE0?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %6)
          to label %8 unwind label %9

8:                                                ; preds = %1
  ret void

9:                                                ; preds = %1
  %10 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %10) ]
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?f0@@YAXH@Z"(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.E4, align 8
  %4 = alloca %struct.E1*, align 8
  %5 = alloca %struct.G1, align 4
  %6 = alloca %struct.H0, align 4
  %7 = alloca %struct.E2, align 8
  store i32 %0, i32* %2, align 4
  %8 = load i32, i32* %2, align 4
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06GNJDKFIN@f0?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %8)
  %10 = load i32, i32* @g_budget, align 4
  %11 = add nsw i32 %10, -1
  store i32 %11, i32* @g_budget, align 4
  %12 = icmp slt i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %1
  br label %97

14:                                               ; preds = %1
  %15 = load i32, i32* @g_n, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* @g_n, align 4
  %17 = load i32, i32* %2, align 4
  %18 = add nsw i32 %17, 1
  call void @"?f2@@YAXH@Z"(i32 noundef %18)
  %19 = load i32, i32* %2, align 4
  %20 = load i32, i32* @g_n, align 4
  %21 = add nsw i32 %19, %20
  %22 = srem i32 %21, 4
  %23 = icmp eq i32 %22, 2
  br i1 %23, label %24, label %27

24:                                               ; preds = %14
  %25 = call noundef %struct.E4* @"??0E4@@QEAA@H@Z"(%struct.E4* noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 8, i32 noundef 1)
  %26 = bitcast %struct.E4* %3 to i8*
  invoke void @_CxxThrowException(i8* %26, %eh.ThrowInfo* @"_TI3?AUE4@@") #7
          to label %100 unwind label %29

27:                                               ; preds = %14
  %28 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07EDIGGAFA@f0?5p19?6?$AA@", i64 0, i64 0))
          to label %68 unwind label %29

29:                                               ; preds = %27, %24
  %30 = catchswitch within none [label %31] unwind label %71

31:                                               ; preds = %29
  %32 = catchpad within %30 [%rtti.TypeDescriptor9* @"??_R0PEAUE1@@@8", i32 1, %struct.E1** %4]
  %33 = load %struct.E1*, %struct.E1** %4, align 8
  %34 = bitcast %struct.E1* %33 to i8*
  %35 = getelementptr inbounds i8, i8* %34, i64 0
  %36 = bitcast i8* %35 to i32**
  %37 = load i32*, i32** %36, align 8
  %38 = getelementptr inbounds i32, i32* %37, i32 1
  %39 = load i32, i32* %38, align 4
  %40 = sext i32 %39 to i64
  %41 = add nsw i64 0, %40
  %42 = getelementptr inbounds i8, i8* %34, i64 %41
  %43 = bitcast %struct.E1* %33 to i8*
  %44 = getelementptr inbounds i8, i8* %43, i64 0
  %45 = bitcast i8* %44 to i32**
  %46 = load i32*, i32** %45, align 8
  %47 = getelementptr inbounds i32, i32* %46, i32 1
  %48 = load i32, i32* %47, align 4
  %49 = sext i32 %48 to i64
  %50 = add nsw i64 0, %49
  %51 = getelementptr inbounds i8, i8* %43, i64 %50
  %52 = bitcast i8* %51 to i32 (i8*)***
  %53 = load i32 (i8*)**, i32 (i8*)*** %52, align 8
  %54 = getelementptr inbounds i32 (i8*)*, i32 (i8*)** %53, i64 1
  %55 = load i32 (i8*)*, i32 (i8*)** %54, align 8
  %56 = invoke noundef i32 %55(i8* noundef %42) [ "funclet"(token %32) ]
          to label %57 unwind label %71

57:                                               ; preds = %31
  %58 = load %struct.E1*, %struct.E1** %4, align 8
  %59 = getelementptr inbounds %struct.E1, %struct.E1* %58, i32 0, i32 1
  %60 = load i32, i32* %59, align 8
  %61 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @"??_C@_0BI@JHHIHMBP@f0?5h20?5E1?$CK?5f?$DN?$CFd?5tag?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %60, i32 noundef %56) [ "funclet"(token %32) ]
          to label %62 unwind label %71

62:                                               ; preds = %57
  %63 = invoke noundef %struct.G1* @"??0G1@@QEAA@H@Z"(%struct.G1* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef 9) [ "funclet"(token %32) ]
          to label %64 unwind label %71

64:                                               ; preds = %62
  invoke void @"?rethrow_now@@YAXXZ"() [ "funclet"(token %32) ]
          to label %65 unwind label %69

65:                                               ; preds = %64
  call void @"??1G1@@QEAA@XZ"(%struct.G1* noundef nonnull align 4 dereferenceable(4) %5) #8 [ "funclet"(token %32) ]
  catchret from %32 to label %66

66:                                               ; preds = %65
  br label %67

67:                                               ; preds = %66, %68
  br label %97

68:                                               ; preds = %27
  br label %67

69:                                               ; preds = %64
  %70 = cleanuppad within %32 []
  call void @"??1G1@@QEAA@XZ"(%struct.G1* noundef nonnull align 4 dereferenceable(4) %5) #8 [ "funclet"(token %70) ]
  cleanupret from %70 unwind label %71

71:                                               ; preds = %69, %62, %57, %31, %29
  %72 = catchswitch within none [label %73, label %90] unwind to caller

73:                                               ; preds = %71
  %74 = catchpad within %72 [%rtti.TypeDescriptor8* @"??_R0?AUE2@@@8", i32 0, %struct.E2* %7]
  %75 = bitcast %struct.E2* %7 to i8*
  %76 = getelementptr i8, i8* %75, i64 24
  %77 = call noundef i32 @"?tag@E2@@UEBAHXZ"(i8* noundef %76) [ "funclet"(token %74) ]
  %78 = getelementptr inbounds %struct.E2, %struct.E2* %7, i32 0, i32 1
  %79 = load i32, i32* %78, align 8
  %80 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@IPCBHHPF@f0?5h21?5E2?5f?$DN?$CFd?5tag?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %79, i32 noundef %77) [ "funclet"(token %74) ]
          to label %81 unwind label %98

81:                                               ; preds = %73
  %82 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07FNGGCAFP@f0?5p22?6?$AA@", i64 0, i64 0)) [ "funclet"(token %74) ]
          to label %83 unwind label %98

83:                                               ; preds = %81
  %84 = load i32, i32* %2, align 4
  %85 = load i32, i32* @g_n, align 4
  %86 = add nsw i32 %84, %85
  %87 = srem i32 %86, 4
  %88 = icmp eq i32 %87, 1
  br i1 %88, label %89, label %95

89:                                               ; preds = %83
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #7 [ "funclet"(token %74) ]
          to label %100 unwind label %98

90:                                               ; preds = %71
  %91 = catchpad within %72 [i8* null, i32 64, i8* null]
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@GMCGLPPJ@f0?5h23?5?4?4?4?6?$AA@", i64 0, i64 0)) [ "funclet"(token %91) ]
  %93 = call noundef %struct.H0* @"??0H0@@QEAA@H@Z"(%struct.H0* noundef nonnull align 4 dereferenceable(8) %6, i32 noundef 10) [ "funclet"(token %91) ]
  call void @"??1H0@@QEAA@XZ"(%struct.H0* noundef nonnull align 4 dereferenceable(8) %6) #8 [ "funclet"(token %91) ]
  catchret from %91 to label %94

94:                                               ; preds = %90
  br label %97

95:                                               ; preds = %83
  call void @"??_DE2@@QEAAXXZ"(%struct.E2* noundef nonnull align 8 dereferenceable(16) %7) #8 [ "funclet"(token %74) ]
  catchret from %74 to label %96

96:                                               ; preds = %95
  br label %97

97:                                               ; preds = %13, %96, %94, %67
  ret void

98:                                               ; preds = %89, %81, %73
  %99 = cleanuppad within %74 []
  call void @"??_DE2@@QEAAXXZ"(%struct.E2* noundef nonnull align 8 dereferenceable(16) %7) #8 [ "funclet"(token %99) ]
  cleanupret from %99 unwind to caller

100:                                              ; preds = %89, %24
  unreachable
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1E5@@QEAA@XZ"(%struct.E5* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.E5*, align 8
  store %struct.E5* %0, %struct.E5** %2, align 8
  %3 = load %struct.E5*, %struct.E5** %2, align 8
  %4 = getelementptr inbounds %struct.E5, %struct.E5* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07ICJPJEIK@?$HOE5?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DE4@@QEAAXXZ"(%struct.E4* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.E4*, align 8
  store %struct.E4* %0, %struct.E4** %2, align 8
  %3 = load %struct.E4*, %struct.E4** %2, align 8
  %4 = bitcast %struct.E4* %3 to i8*
  %5 = getelementptr i8, i8* %4, i64 24
  %6 = bitcast i8* %5 to %struct.E4*
  call void @"??1E4@@UEAA@XZ"(%struct.E4* noundef nonnull align 8 dereferenceable(16) %6) #8
  %7 = bitcast %struct.E4* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 40
  %9 = bitcast i8* %8 to %struct.E1*
  %10 = bitcast %struct.E1* %9 to i8*
  %11 = getelementptr i8, i8* %10, i64 24
  %12 = bitcast i8* %11 to %struct.E1*
  call void @"??1E1@@UEAA@XZ"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %12) #8
  %13 = bitcast %struct.E4* %3 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i64 24
  %15 = bitcast i8* %14 to %struct.E0*
  call void @"??1E0@@UEAA@XZ"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %15) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DE3@@QEAAXXZ"(%struct.E3* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.E3*, align 8
  store %struct.E3* %0, %struct.E3** %2, align 8
  %3 = load %struct.E3*, %struct.E3** %2, align 8
  %4 = bitcast %struct.E3* %3 to i8*
  %5 = getelementptr i8, i8* %4, i64 24
  %6 = bitcast i8* %5 to %struct.E3*
  call void @"??1E3@@UEAA@XZ"(%struct.E3* noundef nonnull align 8 dereferenceable(16) %6) #8
  %7 = bitcast %struct.E3* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 40
  %9 = bitcast i8* %8 to %struct.E1*
  %10 = bitcast %struct.E1* %9 to i8*
  %11 = getelementptr i8, i8* %10, i64 24
  %12 = bitcast i8* %11 to %struct.E1*
  call void @"??1E1@@UEAA@XZ"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %12) #8
  %13 = bitcast %struct.E3* %3 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i64 24
  %15 = bitcast i8* %14 to %struct.E0*
  call void @"??1E0@@UEAA@XZ"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %15) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DE2@@QEAAXXZ"(%struct.E2* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.E2*, align 8
  store %struct.E2* %0, %struct.E2** %2, align 8
  %3 = load %struct.E2*, %struct.E2** %2, align 8
  %4 = bitcast %struct.E2* %3 to i8*
  %5 = getelementptr i8, i8* %4, i64 24
  %6 = bitcast i8* %5 to %struct.E2*
  call void @"??1E2@@UEAA@XZ"(%struct.E2* noundef nonnull align 8 dereferenceable(16) %6) #8
  %7 = bitcast %struct.E2* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 40
  %9 = bitcast i8* %8 to %struct.E1*
  %10 = bitcast %struct.E1* %9 to i8*
  %11 = getelementptr i8, i8* %10, i64 24
  %12 = bitcast i8* %11 to %struct.E1*
  call void @"??1E1@@UEAA@XZ"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %12) #8
  %13 = bitcast %struct.E2* %3 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i64 24
  %15 = bitcast i8* %14 to %struct.E0*
  call void @"??1E0@@UEAA@XZ"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %15) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_DE1@@QEAAXXZ"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.E1*, align 8
  store %struct.E1* %0, %struct.E1** %2, align 8
  %3 = load %struct.E1*, %struct.E1** %2, align 8
  %4 = bitcast %struct.E1* %3 to i8*
  %5 = getelementptr i8, i8* %4, i64 24
  %6 = bitcast i8* %5 to %struct.E1*
  call void @"??1E1@@UEAA@XZ"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %6) #8
  %7 = bitcast %struct.E1* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 24
  %9 = bitcast i8* %8 to %struct.E0*
  call void @"??1E0@@UEAA@XZ"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %9) #8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GE0@@UEAAPEAXI@Z"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.E0*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.E0* %0, %struct.E0** %5, align 8
  %6 = load %struct.E0*, %struct.E0** %5, align 8
  %7 = bitcast %struct.E0* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1E0@@UEAA@XZ"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %6) #8
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.E0* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #10
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?tag@E0@@UEBAHXZ"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.E0*, align 8
  store %struct.E0* %0, %struct.E0** %2, align 8
  %3 = load %struct.E0*, %struct.E0** %2, align 8
  ret i32 0
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_EE1@@$4PPPPPPPM@A@EAAPEAXI@Z"(%struct.E1* noundef %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.E1*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.E1* %0, %struct.E1** %5, align 8
  %6 = load %struct.E1*, %struct.E1** %5, align 8
  %7 = bitcast %struct.E1* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  %9 = bitcast %struct.E1* %6 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i64 -4
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4
  %13 = sub i32 0, %12
  %14 = getelementptr i8, i8* %9, i32 %13
  %15 = bitcast i8* %14 to %struct.E1*
  %16 = tail call noundef i8* @"??_GE1@@UEAAPEAXI@Z"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %15, i32 noundef %8) #8
  ret i8* %16
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GE1@@UEAAPEAXI@Z"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.E1*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.E1* %0, %struct.E1** %5, align 8
  %6 = load %struct.E1*, %struct.E1** %5, align 8
  %7 = bitcast %struct.E1* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -24
  %9 = bitcast i8* %8 to %struct.E1*
  %10 = bitcast %struct.E1* %9 to i8*
  store i8* %10, i8** %3, align 8
  %11 = load i32, i32* %4, align 4
  call void @"??_DE1@@QEAAXXZ"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %9) #8
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.E1* %9 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %14) #10
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 8
  ret i8* %16
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?tag@E1@@$4PPPPPPPM@A@EBAHXZ"(i8* noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.E1*, align 8
  %3 = alloca %struct.E1*, align 8
  %4 = bitcast i8* %0 to %struct.E1*
  store %struct.E1* %4, %struct.E1** %2, align 8
  %5 = load %struct.E1*, %struct.E1** %2, align 8
  store %struct.E1* %5, %struct.E1** %3, align 8
  %6 = load %struct.E1*, %struct.E1** %3, align 8
  %7 = bitcast %struct.E1* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 -4
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = sub i32 0, %10
  %12 = getelementptr i8, i8* %7, i32 %11
  %13 = tail call noundef i32 @"?tag@E1@@UEBAHXZ"(i8* noundef %12)
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?tag@E1@@UEBAHXZ"(i8* noundef %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.E1*, align 8
  %3 = alloca %struct.E1*, align 8
  %4 = bitcast i8* %0 to %struct.E1*
  store %struct.E1* %4, %struct.E1** %2, align 8
  %5 = load %struct.E1*, %struct.E1** %2, align 8
  store %struct.E1* %5, %struct.E1** %3, align 8
  %6 = load %struct.E1*, %struct.E1** %3, align 8
  %7 = bitcast %struct.E1* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -24
  %9 = bitcast i8* %8 to %struct.E1*
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_EE2@@$4PPPPPPPM@A@EAAPEAXI@Z"(%struct.E2* noundef %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.E2*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.E2* %0, %struct.E2** %5, align 8
  %6 = load %struct.E2*, %struct.E2** %5, align 8
  %7 = bitcast %struct.E2* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  %9 = bitcast %struct.E2* %6 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i64 -4
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4
  %13 = sub i32 0, %12
  %14 = getelementptr i8, i8* %9, i32 %13
  %15 = bitcast i8* %14 to %struct.E2*
  %16 = tail call noundef i8* @"??_GE2@@UEAAPEAXI@Z"(%struct.E2* noundef nonnull align 8 dereferenceable(16) %15, i32 noundef %8) #8
  ret i8* %16
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GE2@@UEAAPEAXI@Z"(%struct.E2* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.E2*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.E2* %0, %struct.E2** %5, align 8
  %6 = load %struct.E2*, %struct.E2** %5, align 8
  %7 = bitcast %struct.E2* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -24
  %9 = bitcast i8* %8 to %struct.E2*
  %10 = bitcast %struct.E2* %9 to i8*
  store i8* %10, i8** %3, align 8
  %11 = load i32, i32* %4, align 4
  call void @"??_DE2@@QEAAXXZ"(%struct.E2* noundef nonnull align 8 dereferenceable(16) %9) #8
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.E2* %9 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %14) #10
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 8
  ret i8* %16
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?tag@E2@@$4PPPPPPPM@A@EBAHXZ"(i8* noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.E2*, align 8
  %3 = alloca %struct.E2*, align 8
  %4 = bitcast i8* %0 to %struct.E2*
  store %struct.E2* %4, %struct.E2** %2, align 8
  %5 = load %struct.E2*, %struct.E2** %2, align 8
  store %struct.E2* %5, %struct.E2** %3, align 8
  %6 = load %struct.E2*, %struct.E2** %3, align 8
  %7 = bitcast %struct.E2* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 -4
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = sub i32 0, %10
  %12 = getelementptr i8, i8* %7, i32 %11
  %13 = tail call noundef i32 @"?tag@E2@@UEBAHXZ"(i8* noundef %12)
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?tag@E2@@UEBAHXZ"(i8* noundef %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.E2*, align 8
  %3 = alloca %struct.E2*, align 8
  %4 = bitcast i8* %0 to %struct.E2*
  store %struct.E2* %4, %struct.E2** %2, align 8
  %5 = load %struct.E2*, %struct.E2** %2, align 8
  store %struct.E2* %5, %struct.E2** %3, align 8
  %6 = load %struct.E2*, %struct.E2** %3, align 8
  %7 = bitcast %struct.E2* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -24
  %9 = bitcast i8* %8 to %struct.E2*
  ret i32 2
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_EE3@@$4PPPPPPPM@A@EAAPEAXI@Z"(%struct.E3* noundef %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.E3*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.E3* %0, %struct.E3** %5, align 8
  %6 = load %struct.E3*, %struct.E3** %5, align 8
  %7 = bitcast %struct.E3* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  %9 = bitcast %struct.E3* %6 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i64 -4
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4
  %13 = sub i32 0, %12
  %14 = getelementptr i8, i8* %9, i32 %13
  %15 = bitcast i8* %14 to %struct.E3*
  %16 = tail call noundef i8* @"??_GE3@@UEAAPEAXI@Z"(%struct.E3* noundef nonnull align 8 dereferenceable(16) %15, i32 noundef %8) #8
  ret i8* %16
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GE3@@UEAAPEAXI@Z"(%struct.E3* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.E3*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.E3* %0, %struct.E3** %5, align 8
  %6 = load %struct.E3*, %struct.E3** %5, align 8
  %7 = bitcast %struct.E3* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -24
  %9 = bitcast i8* %8 to %struct.E3*
  %10 = bitcast %struct.E3* %9 to i8*
  store i8* %10, i8** %3, align 8
  %11 = load i32, i32* %4, align 4
  call void @"??_DE3@@QEAAXXZ"(%struct.E3* noundef nonnull align 8 dereferenceable(16) %9) #8
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.E3* %9 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %14) #10
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 8
  ret i8* %16
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?tag@E3@@$4PPPPPPPM@A@EBAHXZ"(i8* noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.E3*, align 8
  %3 = alloca %struct.E3*, align 8
  %4 = bitcast i8* %0 to %struct.E3*
  store %struct.E3* %4, %struct.E3** %2, align 8
  %5 = load %struct.E3*, %struct.E3** %2, align 8
  store %struct.E3* %5, %struct.E3** %3, align 8
  %6 = load %struct.E3*, %struct.E3** %3, align 8
  %7 = bitcast %struct.E3* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 -4
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = sub i32 0, %10
  %12 = getelementptr i8, i8* %7, i32 %11
  %13 = tail call noundef i32 @"?tag@E3@@UEBAHXZ"(i8* noundef %12)
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?tag@E3@@UEBAHXZ"(i8* noundef %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.E3*, align 8
  %3 = alloca %struct.E3*, align 8
  %4 = bitcast i8* %0 to %struct.E3*
  store %struct.E3* %4, %struct.E3** %2, align 8
  %5 = load %struct.E3*, %struct.E3** %2, align 8
  store %struct.E3* %5, %struct.E3** %3, align 8
  %6 = load %struct.E3*, %struct.E3** %3, align 8
  %7 = bitcast %struct.E3* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -24
  %9 = bitcast i8* %8 to %struct.E3*
  ret i32 3
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_EE4@@$4PPPPPPPM@A@EAAPEAXI@Z"(%struct.E4* noundef %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.E4*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.E4* %0, %struct.E4** %5, align 8
  %6 = load %struct.E4*, %struct.E4** %5, align 8
  %7 = bitcast %struct.E4* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  %9 = bitcast %struct.E4* %6 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i64 -4
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4
  %13 = sub i32 0, %12
  %14 = getelementptr i8, i8* %9, i32 %13
  %15 = bitcast i8* %14 to %struct.E4*
  %16 = tail call noundef i8* @"??_GE4@@UEAAPEAXI@Z"(%struct.E4* noundef nonnull align 8 dereferenceable(16) %15, i32 noundef %8) #8
  ret i8* %16
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GE4@@UEAAPEAXI@Z"(%struct.E4* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.E4*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.E4* %0, %struct.E4** %5, align 8
  %6 = load %struct.E4*, %struct.E4** %5, align 8
  %7 = bitcast %struct.E4* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -24
  %9 = bitcast i8* %8 to %struct.E4*
  %10 = bitcast %struct.E4* %9 to i8*
  store i8* %10, i8** %3, align 8
  %11 = load i32, i32* %4, align 4
  call void @"??_DE4@@QEAAXXZ"(%struct.E4* noundef nonnull align 8 dereferenceable(16) %9) #8
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %2
  %14 = bitcast %struct.E4* %9 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %14) #10
  br label %15

15:                                               ; preds = %13, %2
  %16 = load i8*, i8** %3, align 8
  ret i8* %16
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?tag@E4@@$4PPPPPPPM@A@EBAHXZ"(i8* noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.E4*, align 8
  %3 = alloca %struct.E4*, align 8
  %4 = bitcast i8* %0 to %struct.E4*
  store %struct.E4* %4, %struct.E4** %2, align 8
  %5 = load %struct.E4*, %struct.E4** %2, align 8
  store %struct.E4* %5, %struct.E4** %3, align 8
  %6 = load %struct.E4*, %struct.E4** %3, align 8
  %7 = bitcast %struct.E4* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 -4
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4
  %11 = sub i32 0, %10
  %12 = getelementptr i8, i8* %7, i32 %11
  %13 = tail call noundef i32 @"?tag@E4@@UEBAHXZ"(i8* noundef %12)
  ret i32 %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?tag@E4@@UEBAHXZ"(i8* noundef %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.E4*, align 8
  %3 = alloca %struct.E4*, align 8
  %4 = bitcast i8* %0 to %struct.E4*
  store %struct.E4* %4, %struct.E4** %2, align 8
  %5 = load %struct.E4*, %struct.E4** %2, align 8
  store %struct.E4* %5, %struct.E4** %3, align 8
  %6 = load %struct.E4*, %struct.E4** %3, align 8
  %7 = bitcast %struct.E4* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 -24
  %9 = bitcast i8* %8 to %struct.E4*
  ret i32 4
}

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?f2@@YAXH@Z"(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CAFLAEIG@f2?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %3)
  %5 = load i32, i32* @g_budget, align 4
  %6 = add nsw i32 %5, -1
  store i32 %6, i32* @g_budget, align 4
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  br label %20

9:                                                ; preds = %1
  %10 = load i32, i32* @g_n, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @g_n, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MGKMNOJH@f2?5p29?6?$AA@", i64 0, i64 0))
  %13 = load i32, i32* %2, align 4
  %14 = load i32, i32* @g_n, align 4
  %15 = add nsw i32 %13, %14
  %16 = srem i32 %15, 3
  %17 = icmp eq i32 %16, 2
  br i1 %17, label %18, label %20

18:                                               ; preds = %9
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@MHCLLMHK@f2?5j30?5return?6?$AA@", i64 0, i64 0))
  br label %20

20:                                               ; preds = %8, %18, %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.E4* @"??0E4@@QEAA@AEBU0@@Z"(%struct.E4* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.E4* noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca %struct.E4*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.E4*, align 8
  %7 = alloca %struct.E4*, align 8
  store i32 %2, i32* %5, align 4
  store %struct.E4* %1, %struct.E4** %6, align 8
  store %struct.E4* %0, %struct.E4** %7, align 8
  %8 = load %struct.E4*, %struct.E4** %7, align 8
  store %struct.E4* %8, %struct.E4** %4, align 8
  %9 = load i32, i32* %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %49

11:                                               ; preds = %3
  %12 = bitcast %struct.E4* %8 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i64 0
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([3 x i32], [3 x i32]* @"??_8E4@@7B0@@", i32 0, i32 0), i32** %14, align 8
  %15 = getelementptr inbounds i8, i8* %12, i64 40
  %16 = bitcast i8* %15 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8E4@@7BE1@@@", i32 0, i32 0), i32** %16, align 8
  %17 = bitcast %struct.E4* %8 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i64 24
  %19 = bitcast i8* %18 to %struct.E0*
  %20 = load %struct.E4*, %struct.E4** %6, align 8
  %21 = bitcast %struct.E4* %20 to i8*
  %22 = getelementptr inbounds i8, i8* %21, i64 0
  %23 = bitcast i8* %22 to i32**
  %24 = load i32*, i32** %23, align 8
  %25 = getelementptr inbounds i32, i32* %24, i32 1
  %26 = load i32, i32* %25, align 4
  %27 = sext i32 %26 to i64
  %28 = add nsw i64 0, %27
  %29 = bitcast %struct.E4* %20 to i8*
  %30 = getelementptr inbounds i8, i8* %29, i64 %28
  %31 = bitcast i8* %30 to %struct.E0*
  %32 = call noundef %struct.E0* @"??0E0@@QEAA@AEBU0@@Z"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %19, %struct.E0* noundef nonnull align 8 dereferenceable(16) %31) #8
  %33 = bitcast %struct.E4* %8 to i8*
  %34 = getelementptr inbounds i8, i8* %33, i64 40
  %35 = bitcast i8* %34 to %struct.E1*
  %36 = load %struct.E4*, %struct.E4** %6, align 8
  %37 = bitcast %struct.E4* %36 to i8*
  %38 = getelementptr inbounds i8, i8* %37, i64 0
  %39 = bitcast i8* %38 to i32**
  %40 = load i32*, i32** %39, align 8
  %41 = getelementptr inbounds i32, i32* %40, i32 2
  %42 = load i32, i32* %41, align 4
  %43 = sext i32 %42 to i64
  %44 = add nsw i64 0, %43
  %45 = bitcast %struct.E4* %36 to i8*
  %46 = getelementptr inbounds i8, i8* %45, i64 %44
  %47 = bitcast i8* %46 to %struct.E1*
  %48 = call noundef %struct.E1* @"??0E1@@QEAA@AEBU0@@Z"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %35, %struct.E1* noundef nonnull align 8 dereferenceable(16) %47, i32 noundef 0) #8
  br label %49

49:                                               ; preds = %11, %3
  %50 = bitcast %struct.E4* %8 to i8*
  %51 = getelementptr inbounds i8, i8* %50, i64 0
  %52 = bitcast i8* %51 to i32**
  %53 = load i32*, i32** %52, align 8
  %54 = getelementptr inbounds i32, i32* %53, i32 1
  %55 = load i32, i32* %54, align 4
  %56 = sext i32 %55 to i64
  %57 = add nsw i64 0, %56
  %58 = bitcast %struct.E4* %8 to i8*
  %59 = getelementptr inbounds i8, i8* %58, i64 %57
  %60 = bitcast i8* %59 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7E4@@6B@" to i32 (...)**), i32 (...)*** %60, align 8
  %61 = bitcast %struct.E4* %8 to i8*
  %62 = getelementptr inbounds i8, i8* %61, i64 0
  %63 = bitcast i8* %62 to i32**
  %64 = load i32*, i32** %63, align 8
  %65 = getelementptr inbounds i32, i32* %64, i32 1
  %66 = load i32, i32* %65, align 4
  %67 = sext i32 %66 to i64
  %68 = add nsw i64 0, %67
  %69 = sub i64 %68, 24
  %70 = trunc i64 %69 to i32
  %71 = bitcast %struct.E4* %8 to i8*
  %72 = getelementptr inbounds i8, i8* %71, i64 %68
  %73 = getelementptr i8, i8* %72, i32 -4
  %74 = bitcast i8* %73 to i32*
  store i32 %70, i32* %74, align 4
  %75 = getelementptr inbounds %struct.E4, %struct.E4* %8, i32 0, i32 1
  %76 = load %struct.E4*, %struct.E4** %6, align 8
  %77 = getelementptr inbounds %struct.E4, %struct.E4* %76, i32 0, i32 1
  %78 = load i32, i32* %77, align 8
  store i32 %78, i32* %75, align 8
  %79 = load %struct.E4*, %struct.E4** %4, align 8
  ret %struct.E4* %79
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.E1* @"??0E1@@QEAA@AEBU0@@Z"(%struct.E1* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.E1* noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca %struct.E1*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.E1*, align 8
  %7 = alloca %struct.E1*, align 8
  store i32 %2, i32* %5, align 4
  store %struct.E1* %1, %struct.E1** %6, align 8
  store %struct.E1* %0, %struct.E1** %7, align 8
  %8 = load %struct.E1*, %struct.E1** %7, align 8
  store %struct.E1* %8, %struct.E1** %4, align 8
  %9 = load i32, i32* %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %31

11:                                               ; preds = %3
  %12 = bitcast %struct.E1* %8 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i64 0
  %14 = bitcast i8* %13 to i32**
  store i32* getelementptr inbounds ([2 x i32], [2 x i32]* @"??_8E1@@7B@", i32 0, i32 0), i32** %14, align 8
  %15 = bitcast %struct.E1* %8 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i64 24
  %17 = bitcast i8* %16 to %struct.E0*
  %18 = load %struct.E1*, %struct.E1** %6, align 8
  %19 = bitcast %struct.E1* %18 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i64 0
  %21 = bitcast i8* %20 to i32**
  %22 = load i32*, i32** %21, align 8
  %23 = getelementptr inbounds i32, i32* %22, i32 1
  %24 = load i32, i32* %23, align 4
  %25 = sext i32 %24 to i64
  %26 = add nsw i64 0, %25
  %27 = bitcast %struct.E1* %18 to i8*
  %28 = getelementptr inbounds i8, i8* %27, i64 %26
  %29 = bitcast i8* %28 to %struct.E0*
  %30 = call noundef %struct.E0* @"??0E0@@QEAA@AEBU0@@Z"(%struct.E0* noundef nonnull align 8 dereferenceable(16) %17, %struct.E0* noundef nonnull align 8 dereferenceable(16) %29) #8
  br label %31

31:                                               ; preds = %11, %3
  %32 = bitcast %struct.E1* %8 to i8*
  %33 = getelementptr inbounds i8, i8* %32, i64 0
  %34 = bitcast i8* %33 to i32**
  %35 = load i32*, i32** %34, align 8
  %36 = getelementptr inbounds i32, i32* %35, i32 1
  %37 = load i32, i32* %36, align 4
  %38 = sext i32 %37 to i64
  %39 = add nsw i64 0, %38
  %40 = bitcast %struct.E1* %8 to i8*
  %41 = getelementptr inbounds i8, i8* %40, i64 %39
  %42 = bitcast i8* %41 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7E1@@6B@" to i32 (...)**), i32 (...)*** %42, align 8
  %43 = bitcast %struct.E1* %8 to i8*
  %44 = getelementptr inbounds i8, i8* %43, i64 0
  %45 = bitcast i8* %44 to i32**
  %46 = load i32*, i32** %45, align 8
  %47 = getelementptr inbounds i32, i32* %46, i32 1
  %48 = load i32, i32* %47, align 4
  %49 = sext i32 %48 to i64
  %50 = add nsw i64 0, %49
  %51 = sub i64 %50, 24
  %52 = trunc i64 %51 to i32
  %53 = bitcast %struct.E1* %8 to i8*
  %54 = getelementptr inbounds i8, i8* %53, i64 %50
  %55 = getelementptr i8, i8* %54, i32 -4
  %56 = bitcast i8* %55 to i32*
  store i32 %52, i32* %56, align 4
  %57 = getelementptr inbounds %struct.E1, %struct.E1* %8, i32 0, i32 1
  %58 = load %struct.E1*, %struct.E1** %6, align 8
  %59 = getelementptr inbounds %struct.E1, %struct.E1* %58, i32 0, i32 1
  %60 = load i32, i32* %59, align 8
  store i32 %60, i32* %57, align 8
  %61 = load %struct.E1*, %struct.E1** %4, align 8
  ret %struct.E1* %61
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.G1* @"??0G1@@QEAA@H@Z"(%struct.G1* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.G1*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.G1* %0, %struct.G1** %4, align 8
  %5 = load %struct.G1*, %struct.G1** %4, align 8
  %6 = getelementptr inbounds %struct.G1, %struct.G1* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.G1, %struct.G1* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06MPAFEEAA@G1?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %9)
  ret %struct.G1* %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?rethrow_now@@YAXXZ"() #2 {
  %1 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@PLIGLLLK@rethrow_now?6?$AA@", i64 0, i64 0))
  call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #7
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1G1@@QEAA@XZ"(%struct.G1* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.G1*, align 8
  %3 = alloca %struct.E1, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.E0*, align 8
  store %struct.G1* %0, %struct.G1** %2, align 8
  %6 = load %struct.G1*, %struct.G1** %2, align 8
  %7 = getelementptr inbounds %struct.G1, %struct.G1* %6, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07IOJBMHLF@?$HOG1?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %8)
          to label %10 unwind label %47

10:                                               ; preds = %1
  %11 = call noundef %struct.E1* @"??0E1@@QEAA@H@Z"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 2, i32 noundef 1)
  call void @"??_DE1@@QEAAXXZ"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %3) #8
  %12 = getelementptr inbounds %struct.G1, %struct.G1* %6, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  %14 = load i32, i32* @g_n, align 4
  %15 = add nsw i32 %13, %14
  %16 = srem i32 %15, 3
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %45

18:                                               ; preds = %10
  store i32 3, i32* %4, align 4
  %19 = bitcast i32* %4 to i8*
  invoke void @_CxxThrowException(i8* %19, %eh.ThrowInfo* @_TI1H) #7
          to label %46 unwind label %20

20:                                               ; preds = %18
  %21 = catchswitch within none [label %22, label %38] unwind label %47

22:                                               ; preds = %20
  %23 = catchpad within %21 [%rtti.TypeDescriptor8* @"??_R0?AUE0@@@8", i32 8, %struct.E0** %5]
  %24 = load %struct.E0*, %struct.E0** %5, align 8
  %25 = bitcast %struct.E0* %24 to i32 (%struct.E0*)***
  %26 = load i32 (%struct.E0*)**, i32 (%struct.E0*)*** %25, align 8
  %27 = getelementptr inbounds i32 (%struct.E0*)*, i32 (%struct.E0*)** %26, i64 1
  %28 = load i32 (%struct.E0*)*, i32 (%struct.E0*)** %27, align 8
  %29 = invoke noundef i32 %28(%struct.E0* noundef nonnull align 8 dereferenceable(16) %24) [ "funclet"(token %23) ]
          to label %30 unwind label %47

30:                                               ; preds = %22
  %31 = load %struct.E0*, %struct.E0** %5, align 8
  %32 = getelementptr inbounds %struct.E0, %struct.E0* %31, i32 0, i32 1
  %33 = load i32, i32* %32, align 8
  %34 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@NBCHHEJL@G1?5h9?5E0?5f?$DN?$CFd?5tag?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %33, i32 noundef %29) [ "funclet"(token %23) ]
          to label %35 unwind label %47

35:                                               ; preds = %30
  catchret from %23 to label %36

36:                                               ; preds = %35
  br label %37

37:                                               ; preds = %36, %44, %45
  ret void

38:                                               ; preds = %20
  %39 = catchpad within %21 [i8* null, i32 64, i8* null]
  %40 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@JBFLOKNA@G1?5h10?5?4?4?4?6?$AA@", i64 0, i64 0)) [ "funclet"(token %39) ]
          to label %41 unwind label %47

41:                                               ; preds = %38
  %42 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07NODOFIJE@G1?5p11?6?$AA@", i64 0, i64 0)) [ "funclet"(token %39) ]
          to label %43 unwind label %47

43:                                               ; preds = %41
  catchret from %39 to label %44

44:                                               ; preds = %43
  br label %37

45:                                               ; preds = %10
  br label %37

46:                                               ; preds = %18
  unreachable

47:                                               ; preds = %30, %22, %41, %38, %20, %1
  %48 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %48) ]
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.H0* @"??0H0@@QEAA@H@Z"(%struct.H0* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca %struct.H0*, align 8
  %5 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store %struct.H0* %0, %struct.H0** %4, align 8
  %6 = load %struct.H0*, %struct.H0** %4, align 8
  %7 = getelementptr inbounds %struct.H0, %struct.H0* %6, i32 0, i32 0
  %8 = load i32, i32* %3, align 4
  %9 = add nsw i32 %8, 0
  %10 = call noundef %struct.G1* @"??0G1@@QEAA@H@Z"(%struct.G1* noundef nonnull align 4 dereferenceable(4) %7, i32 noundef %9)
  %11 = getelementptr inbounds %struct.H0, %struct.H0* %6, i32 0, i32 1
  %12 = load i32, i32* %3, align 4
  store i32 %12, i32* %11, align 4
  %13 = load i32, i32* %3, align 4
  %14 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06PCBBOHEM@H0?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %13)
          to label %15 unwind label %24

15:                                               ; preds = %2
  %16 = load i32, i32* %3, align 4
  %17 = load i32, i32* @g_n, align 4
  %18 = add nsw i32 %16, %17
  %19 = srem i32 %18, 4
  %20 = icmp eq i32 %19, 2
  br i1 %20, label %21, label %23

21:                                               ; preds = %15
  store i32 6, i32* %5, align 4
  %22 = bitcast i32* %5 to i8*
  invoke void @_CxxThrowException(i8* %22, %eh.ThrowInfo* @_TI1J) #7
          to label %26 unwind label %24

23:                                               ; preds = %15
  ret %struct.H0* %6

24:                                               ; preds = %21, %2
  %25 = cleanuppad within none []
  call void @"??1G1@@QEAA@XZ"(%struct.G1* noundef nonnull align 4 dereferenceable(4) %7) #8 [ "funclet"(token %25) ]
  cleanupret from %25 unwind to caller

26:                                               ; preds = %21
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1H0@@QEAA@XZ"(%struct.H0* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.H0*, align 8
  store %struct.H0* %0, %struct.H0** %2, align 8
  %3 = load %struct.H0*, %struct.H0** %2, align 8
  %4 = getelementptr inbounds %struct.H0, %struct.H0* %3, i32 0, i32 1
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07LDIFGEPJ@?$HOH0?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %9

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.H0, %struct.H0* %3, i32 0, i32 0
  call void @"??1G1@@QEAA@XZ"(%struct.G1* noundef nonnull align 4 dereferenceable(4) %8) #8
  ret void

9:                                                ; preds = %1
  %10 = cleanuppad within none []
  %11 = getelementptr inbounds %struct.H0, %struct.H0* %3, i32 0, i32 0
  call void @"??1G1@@QEAA@XZ"(%struct.G1* noundef nonnull align 4 dereferenceable(4) %11) #8 [ "funclet"(token %10) ]
  cleanupret from %10 unwind label %12

12:                                               ; preds = %9
  %13 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %13) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1E4@@UEAA@XZ"(%struct.E4* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.E4*, align 8
  store %struct.E4* %0, %struct.E4** %2, align 8
  %3 = load %struct.E4*, %struct.E4** %2, align 8
  %4 = bitcast %struct.E4* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -24
  %6 = bitcast i8* %5 to %struct.E4*
  %7 = bitcast %struct.E4* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 0
  %9 = bitcast i8* %8 to i32**
  %10 = load i32*, i32** %9, align 8
  %11 = getelementptr inbounds i32, i32* %10, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 0, %13
  %15 = bitcast %struct.E4* %6 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i64 %14
  %17 = bitcast i8* %16 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7E4@@6B@" to i32 (...)**), i32 (...)*** %17, align 8
  %18 = bitcast %struct.E4* %6 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i64 0
  %20 = bitcast i8* %19 to i32**
  %21 = load i32*, i32** %20, align 8
  %22 = getelementptr inbounds i32, i32* %21, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 0, %24
  %26 = sub i64 %25, 24
  %27 = trunc i64 %26 to i32
  %28 = bitcast %struct.E4* %6 to i8*
  %29 = getelementptr inbounds i8, i8* %28, i64 %25
  %30 = getelementptr i8, i8* %29, i32 -4
  %31 = bitcast i8* %30 to i32*
  store i32 %27, i32* %31, align 4
  %32 = getelementptr inbounds %struct.E4, %struct.E4* %6, i32 0, i32 1
  %33 = load i32, i32* %32, align 8
  %34 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07EJMDEHCP@?$HOE4?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %33)
          to label %35 unwind label %36

35:                                               ; preds = %1
  ret void

36:                                               ; preds = %1
  %37 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %37) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1E1@@UEAA@XZ"(%struct.E1* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.E1*, align 8
  store %struct.E1* %0, %struct.E1** %2, align 8
  %3 = load %struct.E1*, %struct.E1** %2, align 8
  %4 = bitcast %struct.E1* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -24
  %6 = bitcast i8* %5 to %struct.E1*
  %7 = bitcast %struct.E1* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 0
  %9 = bitcast i8* %8 to i32**
  %10 = load i32*, i32** %9, align 8
  %11 = getelementptr inbounds i32, i32* %10, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 0, %13
  %15 = bitcast %struct.E1* %6 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i64 %14
  %17 = bitcast i8* %16 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7E1@@6B@" to i32 (...)**), i32 (...)*** %17, align 8
  %18 = bitcast %struct.E1* %6 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i64 0
  %20 = bitcast i8* %19 to i32**
  %21 = load i32*, i32** %20, align 8
  %22 = getelementptr inbounds i32, i32* %21, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 0, %24
  %26 = sub i64 %25, 24
  %27 = trunc i64 %26 to i32
  %28 = bitcast %struct.E1* %6 to i8*
  %29 = getelementptr inbounds i8, i8* %28, i64 %25
  %30 = getelementptr i8, i8* %29, i32 -4
  %31 = bitcast i8* %30 to i32*
  store i32 %27, i32* %31, align 4
  %32 = getelementptr inbounds %struct.E1, %struct.E1* %6, i32 0, i32 1
  %33 = load i32, i32* %32, align 8
  %34 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07BJAONGJM@?$HOE1?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %33)
          to label %35 unwind label %36

35:                                               ; preds = %1
  ret void

36:                                               ; preds = %1
  %37 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %37) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1E3@@UEAA@XZ"(%struct.E3* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.E3*, align 8
  store %struct.E3* %0, %struct.E3** %2, align 8
  %3 = load %struct.E3*, %struct.E3** %2, align 8
  %4 = bitcast %struct.E3* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -24
  %6 = bitcast i8* %5 to %struct.E3*
  %7 = bitcast %struct.E3* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 0
  %9 = bitcast i8* %8 to i32**
  %10 = load i32*, i32** %9, align 8
  %11 = getelementptr inbounds i32, i32* %10, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 0, %13
  %15 = bitcast %struct.E3* %6 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i64 %14
  %17 = bitcast i8* %16 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7E3@@6B@" to i32 (...)**), i32 (...)*** %17, align 8
  %18 = bitcast %struct.E3* %6 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i64 0
  %20 = bitcast i8* %19 to i32**
  %21 = load i32*, i32** %20, align 8
  %22 = getelementptr inbounds i32, i32* %21, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 0, %24
  %26 = sub i64 %25, 24
  %27 = trunc i64 %26 to i32
  %28 = bitcast %struct.E3* %6 to i8*
  %29 = getelementptr inbounds i8, i8* %28, i64 %25
  %30 = getelementptr i8, i8* %29, i32 -4
  %31 = bitcast i8* %30 to i32*
  store i32 %27, i32* %31, align 4
  %32 = getelementptr inbounds %struct.E3, %struct.E3* %6, i32 0, i32 1
  %33 = load i32, i32* %32, align 8
  %34 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07FEMGHHJH@?$HOE3?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %33)
          to label %35 unwind label %36

35:                                               ; preds = %1
  ret void

36:                                               ; preds = %1
  %37 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %37) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1E2@@UEAA@XZ"(%struct.E2* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.E2*, align 8
  store %struct.E2* %0, %struct.E2** %2, align 8
  %3 = load %struct.E2*, %struct.E2** %2, align 8
  %4 = bitcast %struct.E2* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 -24
  %6 = bitcast i8* %5 to %struct.E2*
  %7 = bitcast %struct.E2* %6 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i64 0
  %9 = bitcast i8* %8 to i32**
  %10 = load i32*, i32** %9, align 8
  %11 = getelementptr inbounds i32, i32* %10, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 0, %13
  %15 = bitcast %struct.E2* %6 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i64 %14
  %17 = bitcast i8* %16 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7E2@@6B@" to i32 (...)**), i32 (...)*** %17, align 8
  %18 = bitcast %struct.E2* %6 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i64 0
  %20 = bitcast i8* %19 to i32**
  %21 = load i32*, i32** %20, align 8
  %22 = getelementptr inbounds i32, i32* %21, i32 1
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = add nsw i64 0, %24
  %26 = sub i64 %25, 24
  %27 = trunc i64 %26 to i32
  %28 = bitcast %struct.E2* %6 to i8*
  %29 = getelementptr inbounds i8, i8* %28, i64 %25
  %30 = getelementptr i8, i8* %29, i32 -4
  %31 = bitcast i8* %30 to i32*
  store i32 %27, i32* %31, align 4
  %32 = getelementptr inbounds %struct.E2, %struct.E2* %6, i32 0, i32 1
  %33 = load i32, i32* %32, align 8
  %34 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07JPJKKEDC@?$HOE2?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %33)
          to label %35 unwind label %36

35:                                               ; preds = %1
  ret void

36:                                               ; preds = %1
  %37 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %37) ]
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
