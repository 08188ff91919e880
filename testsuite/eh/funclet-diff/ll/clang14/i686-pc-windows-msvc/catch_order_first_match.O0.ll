; ModuleID = 'catch_order_first_match.cpp'
source_filename = "catch_order_first_match.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%eh.CatchableTypeArray.2 = type { i32, [2 x %eh.CatchableType*] }
%eh.CatchableTypeArray.3 = type { i32, [3 x %eh.CatchableType*] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i8*, %rtti.ClassHierarchyDescriptor* }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, %rtti.BaseClassDescriptor** }
%rtti.BaseClassDescriptor = type { i8*, i32, i32, i32, i32, i32, %rtti.ClassHierarchyDescriptor* }
%struct.A = type { i32 (...)** }
%struct.B = type { %struct.A }
%struct.C = type { %struct.B }

$"??0A@@QAE@XZ" = comdat any

$"??0A@@QAE@ABU0@@Z" = comdat any

$"??1A@@UAE@XZ" = comdat any

$"??0B@@QAE@XZ" = comdat any

$"??0B@@QAE@ABU0@@Z" = comdat any

$"??1B@@UAE@XZ" = comdat any

$"??0C@@QAE@XZ" = comdat any

$"??0C@@QAE@ABU0@@Z" = comdat any

$"??1C@@UAE@XZ" = comdat any

$"??_GA@@UAEPAXI@Z" = comdat any

$"??_GB@@UAEPAXI@Z" = comdat any

$"??_GC@@UAEPAXI@Z" = comdat any

$"??_R0?AUC@@@8" = comdat any

$"??_R0J@8" = comdat any

$"??_R0?AUA@@@8" = comdat any

$"??_R0?AUB@@@8" = comdat any

$"??_R0I@8" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_08HIKOLHNO@?$CFd?3?5?4?4?4?6?$AA@" = comdat any

$"??_C@_0M@HOBHNIBB@?$CFd?3?5int?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@CFLJMDB@?$CFd?3?5unsigned?5?$CFu?6?$AA@" = comdat any

$"??_C@_0BA@CEPJJCND@?$CFd?3?5B?$CG?5?$CInever?$CJ?6?$AA@" = comdat any

$"??_C@_07NFBFMCBN@?$CFd?3?5A?$CG?6?$AA@" = comdat any

$"??_C@_0N@GOOODFCH@?$CFd?3?5long?5?$CFd?6?$AA@" = comdat any

$"??_C@_07HPBMAKJG@?$CFd?3?5C?$CG?6?$AA@" = comdat any

$"_CT??_R0?AUA@@@8??0A@@QAE@ABU0@@Z4" = comdat any

$"_CTA1?AUA@@" = comdat any

$"_TI1?AUA@@" = comdat any

$"_CT??_R0?AUB@@@8??0B@@QAE@ABU0@@Z4" = comdat any

$"_CTA2?AUB@@" = comdat any

$"_TI2?AUB@@" = comdat any

$"_CT??_R0?AUC@@@8??0C@@QAE@ABU0@@Z4" = comdat any

$"_CTA3?AUC@@" = comdat any

$"_TI3?AUC@@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"_CT??_R0J@84" = comdat any

$_CTA1J = comdat any

$_TI1J = comdat any

$"_CT??_R0I@84" = comdat any

$_CTA1I = comdat any

$_TI1I = comdat any

$"??_R0D@8" = comdat any

$"_CT??_R0D@81" = comdat any

$_CTA1D = comdat any

$_TI1D = comdat any

$"??_7A@@6B@" = comdat largest

$"??_R4A@@6B@" = comdat any

$"??_R3A@@8" = comdat any

$"??_R2A@@8" = comdat any

$"??_R1A@?0A@EA@A@@8" = comdat any

$"??_7B@@6B@" = comdat largest

$"??_R4B@@6B@" = comdat any

$"??_R3B@@8" = comdat any

$"??_R2B@@8" = comdat any

$"??_R1A@?0A@EA@B@@8" = comdat any

$"??_7C@@6B@" = comdat largest

$"??_R4C@@6B@" = comdat any

$"??_R3C@@8" = comdat any

$"??_R2C@@8" = comdat any

$"??_R1A@?0A@EA@C@@8" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUC@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUC@@\00" }, comdat
@"??_R0J@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".J\00" }, comdat
@"??_R0?AUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUA@@\00" }, comdat
@"??_R0?AUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUB@@\00" }, comdat
@"??_R0I@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".I\00" }, comdat
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_08HIKOLHNO@?$CFd?3?5?4?4?4?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"%d: ...\0A\00", comdat, align 1
@"??_C@_0M@HOBHNIBB@?$CFd?3?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", comdat, align 1
@"??_C@_0BB@CFLJMDB@?$CFd?3?5unsigned?5?$CFu?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"%d: unsigned %u\0A\00", comdat, align 1
@"??_C@_0BA@CEPJJCND@?$CFd?3?5B?$CG?5?$CInever?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"%d: B& (never)\0A\00", comdat, align 1
@"??_C@_07NFBFMCBN@?$CFd?3?5A?$CG?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"%d: A&\0A\00", comdat, align 1
@"??_C@_0N@GOOODFCH@?$CFd?3?5long?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"%d: long %d\0A\00", comdat, align 1
@"??_C@_07HPBMAKJG@?$CFd?3?5C?$CG?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"%d: C&\0A\00", comdat, align 1
@"_CT??_R0?AUA@@@8??0A@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUA@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* bitcast (%struct.A* (%struct.A*, %struct.A*)* @"??0A@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA1?AUA@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUA@@@8??0A@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI1?AUA@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.A*)* @"??1A@@UAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUA@@" to i8*) }, section ".xdata", comdat
@"_CT??_R0?AUB@@@8??0B@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* bitcast (%struct.B* (%struct.B*, %struct.B*)* @"??0B@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA2?AUB@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUB@@@8??0B@@QAE@ABU0@@Z4", %eh.CatchableType* @"_CT??_R0?AUA@@@8??0A@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI2?AUB@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.B*)* @"??1B@@UAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @"_CTA2?AUB@@" to i8*) }, section ".xdata", comdat
@"_CT??_R0?AUC@@@8??0C@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUC@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* bitcast (%struct.C* (%struct.C*, %struct.C*)* @"??0C@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA3?AUC@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUC@@@8??0C@@QAE@ABU0@@Z4", %eh.CatchableType* @"_CT??_R0?AUB@@@8??0B@@QAE@ABU0@@Z4", %eh.CatchableType* @"_CT??_R0?AUA@@@8??0A@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI3?AUC@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.C*)* @"??1C@@UAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.3* @"_CTA3?AUC@@" to i8*) }, section ".xdata", comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@"_CT??_R0J@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0J@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1J = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0J@84"] }, section ".xdata", comdat
@_TI1J = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1J to i8*) }, section ".xdata", comdat
@"_CT??_R0I@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0I@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1I = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0I@84"] }, section ".xdata", comdat
@_TI1I = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1I to i8*) }, section ".xdata", comdat
@"??_R0D@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".D\00" }, comdat
@"_CT??_R0D@81" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0D@8" to i8*), i32 0, i32 -1, i32 0, i32 1, i8* null }, section ".xdata", comdat
@_CTA1D = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0D@81"] }, section ".xdata", comdat
@_TI1D = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1D to i8*) }, section ".xdata", comdat
@0 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4A@@6B@" to i8*), i8* bitcast (i8* (%struct.A*, i32)* @"??_GA@@UAEPAXI@Z" to i8*)] }, comdat($"??_7A@@6B@")
@"??_R4A@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUA@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3A@@8" }, comdat
@"??_R3A@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2A@@8", i32 0, i32 0) }, comdat
@"??_R2A@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@A@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@A@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUA@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3A@@8" }, comdat
@1 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4B@@6B@" to i8*), i8* bitcast (i8* (%struct.B*, i32)* @"??_GB@@UAEPAXI@Z" to i8*)] }, comdat($"??_7B@@6B@")
@"??_R4B@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3B@@8" }, comdat
@"??_R3B@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2B@@8", i32 0, i32 0) }, comdat
@"??_R2B@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@B@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@A@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@B@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUB@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3B@@8" }, comdat
@2 = private unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4C@@6B@" to i8*), i8* bitcast (i8* (%struct.C*, i32)* @"??_GC@@UAEPAXI@Z" to i8*)] }, comdat($"??_7C@@6B@")
@"??_R4C@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUC@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3C@@8" }, comdat
@"??_R3C@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, %rtti.BaseClassDescriptor** getelementptr inbounds ([4 x %rtti.BaseClassDescriptor*], [4 x %rtti.BaseClassDescriptor*]* @"??_R2C@@8", i32 0, i32 0) }, comdat
@"??_R2C@@8" = linkonce_odr constant [4 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@C@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@B@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@A@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@C@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUC@@@8" to i8*), i32 2, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3C@@8" }, comdat

@"??_7A@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7B@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7C@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [2 x i8*] }, { [2 x i8*] }* @2, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %6

6:                                                ; preds = %19, %0
  %7 = load i32, i32* %2, align 4
  %8 = icmp slt i32 %7, 7
  br i1 %8, label %9, label %56

9:                                                ; preds = %6
  %10 = load i32, i32* %2, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef %10)
          to label %55 unwind label %11

11:                                               ; preds = %9
  %12 = catchswitch within none [label %13, label %22, label %28, label %33, label %38, label %44, label %50] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [%rtti.TypeDescriptor7* @"??_R0?AUC@@@8", i32 8, i8* null]
  %15 = load i32, i32* %2, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07HPBMAKJG@?$CFd?3?5C?$CG?6?$AA@", i32 0, i32 0), i32 noundef %15) [ "funclet"(token %14) ]
  catchret from %14 to label %17

17:                                               ; preds = %13
  br label %18

18:                                               ; preds = %17, %27, %32, %37, %43, %49, %54, %55
  br label %19

19:                                               ; preds = %18
  %20 = load i32, i32* %2, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %2, align 4
  br label %6, !llvm.loop !4

22:                                               ; preds = %11
  %23 = catchpad within %12 [%rtti.TypeDescriptor2* @"??_R0J@8", i32 0, i32* %5]
  %24 = load i32, i32* %5, align 4
  %25 = load i32, i32* %2, align 4
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@GOOODFCH@?$CFd?3?5long?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %25, i32 noundef %24) [ "funclet"(token %23) ]
  catchret from %23 to label %27

27:                                               ; preds = %22
  br label %18

28:                                               ; preds = %11
  %29 = catchpad within %12 [%rtti.TypeDescriptor7* @"??_R0?AUA@@@8", i32 8, i8* null]
  %30 = load i32, i32* %2, align 4
  %31 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07NFBFMCBN@?$CFd?3?5A?$CG?6?$AA@", i32 0, i32 0), i32 noundef %30) [ "funclet"(token %29) ]
  catchret from %29 to label %32

32:                                               ; preds = %28
  br label %18

33:                                               ; preds = %11
  %34 = catchpad within %12 [%rtti.TypeDescriptor7* @"??_R0?AUB@@@8", i32 8, i8* null]
  %35 = load i32, i32* %2, align 4
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@CEPJJCND@?$CFd?3?5B?$CG?5?$CInever?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %35) [ "funclet"(token %34) ]
  catchret from %34 to label %37

37:                                               ; preds = %33
  br label %18

38:                                               ; preds = %11
  %39 = catchpad within %12 [%rtti.TypeDescriptor2* @"??_R0I@8", i32 0, i32* %4]
  %40 = load i32, i32* %4, align 4
  %41 = load i32, i32* %2, align 4
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@CFLJMDB@?$CFd?3?5unsigned?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %41, i32 noundef %40) [ "funclet"(token %39) ]
  catchret from %39 to label %43

43:                                               ; preds = %38
  br label %18

44:                                               ; preds = %11
  %45 = catchpad within %12 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %3]
  %46 = load i32, i32* %3, align 4
  %47 = load i32, i32* %2, align 4
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@HOBHNIBB@?$CFd?3?5int?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %47, i32 noundef %46) [ "funclet"(token %45) ]
  catchret from %45 to label %49

49:                                               ; preds = %44
  br label %18

50:                                               ; preds = %11
  %51 = catchpad within %12 [i8* null, i32 64, i8* null]
  %52 = load i32, i32* %2, align 4
  %53 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08HIKOLHNO@?$CFd?3?5?4?4?4?6?$AA@", i32 0, i32 0), i32 noundef %52) [ "funclet"(token %51) ]
  catchret from %51 to label %54

54:                                               ; preds = %50
  br label %18

55:                                               ; preds = %9
  br label %18

56:                                               ; preds = %6
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.A, align 4
  %4 = alloca %struct.B, align 4
  %5 = alloca %struct.C, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  store i32 %0, i32* %2, align 4
  %10 = load i32, i32* %2, align 4
  switch i32 %10, label %29 [
    i32 0, label %11
    i32 1, label %15
    i32 2, label %19
    i32 3, label %23
    i32 4, label %25
    i32 5, label %27
  ]

11:                                               ; preds = %1
  %12 = bitcast %struct.A* %3 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %12, i8 0, i32 4, i1 false)
  %13 = call x86_thiscallcc noundef %struct.A* @"??0A@@QAE@XZ"(%struct.A* noundef nonnull align 4 dereferenceable(4) %3) #6
  %14 = bitcast %struct.A* %3 to i8*
  call void @_CxxThrowException(i8* %14, %eh.ThrowInfo* @"_TI1?AUA@@") #7
  unreachable

15:                                               ; preds = %1
  %16 = bitcast %struct.B* %4 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %16, i8 0, i32 4, i1 false)
  %17 = call x86_thiscallcc noundef %struct.B* @"??0B@@QAE@XZ"(%struct.B* noundef nonnull align 4 dereferenceable(4) %4) #6
  %18 = bitcast %struct.B* %4 to i8*
  call void @_CxxThrowException(i8* %18, %eh.ThrowInfo* @"_TI2?AUB@@") #7
  unreachable

19:                                               ; preds = %1
  %20 = bitcast %struct.C* %5 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %20, i8 0, i32 4, i1 false)
  %21 = call x86_thiscallcc noundef %struct.C* @"??0C@@QAE@XZ"(%struct.C* noundef nonnull align 4 dereferenceable(4) %5) #6
  %22 = bitcast %struct.C* %5 to i8*
  call void @_CxxThrowException(i8* %22, %eh.ThrowInfo* @"_TI3?AUC@@") #7
  unreachable

23:                                               ; preds = %1
  store i32 3, i32* %6, align 4
  %24 = bitcast i32* %6 to i8*
  call void @_CxxThrowException(i8* %24, %eh.ThrowInfo* @_TI1H) #7
  unreachable

25:                                               ; preds = %1
  store i32 4, i32* %7, align 4
  %26 = bitcast i32* %7 to i8*
  call void @_CxxThrowException(i8* %26, %eh.ThrowInfo* @_TI1J) #7
  unreachable

27:                                               ; preds = %1
  store i32 5, i32* %8, align 4
  %28 = bitcast i32* %8 to i8*
  call void @_CxxThrowException(i8* %28, %eh.ThrowInfo* @_TI1I) #7
  unreachable

29:                                               ; preds = %1
  store i8 99, i8* %9, align 1
  call void @_CxxThrowException(i8* %9, %eh.ThrowInfo* @_TI1D) #7
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.A* @"??0A@@QAE@XZ"(%struct.A* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  %4 = bitcast %struct.A* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7A@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.A* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.A* @"??0A@@QAE@ABU0@@Z"(%struct.A* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.A* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca %struct.A*, align 4
  %4 = alloca %struct.A*, align 4
  store %struct.A* %1, %struct.A** %3, align 4
  store %struct.A* %0, %struct.A** %4, align 4
  %5 = load %struct.A*, %struct.A** %4, align 4
  %6 = bitcast %struct.A* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7A@@6B@" to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.A* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1A@@UAE@XZ"(%struct.A* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.B* @"??0B@@QAE@XZ"(%struct.B* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = bitcast %struct.B* %3 to %struct.A*
  %5 = call x86_thiscallcc noundef %struct.A* @"??0A@@QAE@XZ"(%struct.A* noundef nonnull align 4 dereferenceable(4) %4) #6
  %6 = bitcast %struct.B* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7B@@6B@" to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.B* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.B* @"??0B@@QAE@ABU0@@Z"(%struct.B* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.B* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca %struct.B*, align 4
  %4 = alloca %struct.B*, align 4
  store %struct.B* %1, %struct.B** %3, align 4
  store %struct.B* %0, %struct.B** %4, align 4
  %5 = load %struct.B*, %struct.B** %4, align 4
  %6 = bitcast %struct.B* %5 to %struct.A*
  %7 = load %struct.B*, %struct.B** %3, align 4
  %8 = bitcast %struct.B* %7 to %struct.A*
  %9 = call x86_thiscallcc noundef %struct.A* @"??0A@@QAE@ABU0@@Z"(%struct.A* noundef nonnull align 4 dereferenceable(4) %6, %struct.A* noundef nonnull align 4 dereferenceable(4) %8) #6
  %10 = bitcast %struct.B* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7B@@6B@" to i32 (...)**), i32 (...)*** %10, align 4
  ret %struct.B* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1B@@UAE@XZ"(%struct.B* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = bitcast %struct.B* %3 to %struct.A*
  call x86_thiscallcc void @"??1A@@UAE@XZ"(%struct.A* noundef nonnull align 4 dereferenceable(4) %4) #6
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.C* @"??0C@@QAE@XZ"(%struct.C* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.C*, align 4
  store %struct.C* %0, %struct.C** %2, align 4
  %3 = load %struct.C*, %struct.C** %2, align 4
  %4 = bitcast %struct.C* %3 to %struct.B*
  %5 = call x86_thiscallcc noundef %struct.B* @"??0B@@QAE@XZ"(%struct.B* noundef nonnull align 4 dereferenceable(4) %4) #6
  %6 = bitcast %struct.C* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7C@@6B@" to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.C* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.C* @"??0C@@QAE@ABU0@@Z"(%struct.C* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.C* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca %struct.C*, align 4
  %4 = alloca %struct.C*, align 4
  store %struct.C* %1, %struct.C** %3, align 4
  store %struct.C* %0, %struct.C** %4, align 4
  %5 = load %struct.C*, %struct.C** %4, align 4
  %6 = bitcast %struct.C* %5 to %struct.B*
  %7 = load %struct.C*, %struct.C** %3, align 4
  %8 = bitcast %struct.C* %7 to %struct.B*
  %9 = call x86_thiscallcc noundef %struct.B* @"??0B@@QAE@ABU0@@Z"(%struct.B* noundef nonnull align 4 dereferenceable(4) %6, %struct.B* noundef nonnull align 4 dereferenceable(4) %8) #6
  %10 = bitcast %struct.C* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7C@@6B@" to i32 (...)**), i32 (...)*** %10, align 4
  ret %struct.C* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1C@@UAE@XZ"(%struct.C* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.C*, align 4
  store %struct.C* %0, %struct.C** %2, align 4
  %3 = load %struct.C*, %struct.C** %2, align 4
  %4 = bitcast %struct.C* %3 to %struct.B*
  call x86_thiscallcc void @"??1B@@UAE@XZ"(%struct.B* noundef nonnull align 4 dereferenceable(4) %4) #6
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GA@@UAEPAXI@Z"(%struct.A* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.A*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.A* %0, %struct.A** %5, align 4
  %6 = load %struct.A*, %struct.A** %5, align 4
  %7 = bitcast %struct.A* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1A@@UAE@XZ"(%struct.A* noundef nonnull align 4 dereferenceable(4) %6) #6
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.A* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #8
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) #5

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GB@@UAEPAXI@Z"(%struct.B* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.B*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.B* %0, %struct.B** %5, align 4
  %6 = load %struct.B*, %struct.B** %5, align 4
  %7 = bitcast %struct.B* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1B@@UAE@XZ"(%struct.B* noundef nonnull align 4 dereferenceable(4) %6) #6
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.B* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #8
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GC@@UAEPAXI@Z"(%struct.C* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.C*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.C* %0, %struct.C** %5, align 4
  %6 = load %struct.C*, %struct.C** %5, align 4
  %7 = bitcast %struct.C* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1C@@UAE@XZ"(%struct.C* noundef nonnull align 4 dereferenceable(4) %6) #6
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.C* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #8
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
