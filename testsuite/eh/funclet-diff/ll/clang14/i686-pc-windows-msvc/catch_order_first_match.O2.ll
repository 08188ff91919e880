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

$"??0A@@QAE@ABU0@@Z" = comdat any

$"??0B@@QAE@ABU0@@Z" = comdat any

$"??0C@@QAE@ABU0@@Z" = comdat any

$"??1A@@UAE@XZ" = comdat any

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
@"_TI2?AUB@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.A*)* @"??1A@@UAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.2* @"_CTA2?AUB@@" to i8*) }, section ".xdata", comdat
@"_CT??_R0?AUC@@@8??0C@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUC@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* bitcast (%struct.C* (%struct.C*, %struct.C*)* @"??0C@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA3?AUC@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUC@@@8??0C@@QAE@ABU0@@Z4", %eh.CatchableType* @"_CT??_R0?AUB@@@8??0B@@QAE@ABU0@@Z4", %eh.CatchableType* @"_CT??_R0?AUA@@@8??0A@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI3?AUC@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.A*)* @"??1A@@UAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.3* @"_CTA3?AUC@@" to i8*) }, section ".xdata", comdat
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

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.A, align 4
  %2 = alloca %struct.B, align 4
  %3 = alloca %struct.C, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = bitcast %struct.A* %1 to i8*
  %12 = bitcast %struct.B* %2 to i8*
  %13 = bitcast %struct.C* %3 to i8*
  %14 = bitcast i32* %4 to i8*
  %15 = bitcast i32* %5 to i8*
  %16 = bitcast i32* %6 to i8*
  %17 = getelementptr inbounds %struct.C, %struct.C* %3, i32 0, i32 0, i32 0, i32 0
  %18 = getelementptr inbounds %struct.B, %struct.B* %2, i32 0, i32 0, i32 0
  %19 = getelementptr inbounds %struct.A, %struct.A* %1, i32 0, i32 0
  br label %21

20:                                               ; preds = %42
  ret i32 0

21:                                               ; preds = %0, %42
  %22 = phi i32 [ 0, %0 ], [ %43, %42 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16)
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %7)
  switch i32 %22, label %35 [
    i32 0, label %23
    i32 1, label %25
    i32 2, label %27
    i32 3, label %29
    i32 4, label %31
    i32 5, label %33
  ]

23:                                               ; preds = %21
  store i32 (...)** bitcast (i8** @"??_7A@@6B@" to i32 (...)**), i32 (...)*** %19, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %11, %eh.ThrowInfo* nonnull @"_TI1?AUA@@") #6
          to label %24 unwind label %37

24:                                               ; preds = %23
  unreachable

25:                                               ; preds = %21
  store i32 (...)** bitcast (i8** @"??_7B@@6B@" to i32 (...)**), i32 (...)*** %18, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %12, %eh.ThrowInfo* nonnull @"_TI2?AUB@@") #6
          to label %26 unwind label %37

26:                                               ; preds = %25
  unreachable

27:                                               ; preds = %21
  store i32 (...)** bitcast (i8** @"??_7C@@6B@" to i32 (...)**), i32 (...)*** %17, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %13, %eh.ThrowInfo* nonnull @"_TI3?AUC@@") #6
          to label %28 unwind label %37

28:                                               ; preds = %27
  unreachable

29:                                               ; preds = %21
  store i32 3, i32* %4, align 4, !tbaa !6
  invoke void @_CxxThrowException(i8* nonnull %14, %eh.ThrowInfo* nonnull @_TI1H) #6
          to label %30 unwind label %37

30:                                               ; preds = %29
  unreachable

31:                                               ; preds = %21
  store i32 4, i32* %5, align 4, !tbaa !9
  invoke void @_CxxThrowException(i8* nonnull %15, %eh.ThrowInfo* nonnull @_TI1J) #6
          to label %32 unwind label %37

32:                                               ; preds = %31
  unreachable

33:                                               ; preds = %21
  store i32 5, i32* %6, align 4, !tbaa !6
  invoke void @_CxxThrowException(i8* nonnull %16, %eh.ThrowInfo* nonnull @_TI1I) #6
          to label %34 unwind label %37

34:                                               ; preds = %33
  unreachable

35:                                               ; preds = %21
  store i8 99, i8* %7, align 1, !tbaa !11
  invoke void @_CxxThrowException(i8* nonnull %7, %eh.ThrowInfo* nonnull @_TI1D) #6
          to label %36 unwind label %37

36:                                               ; preds = %35
  unreachable

37:                                               ; preds = %35, %33, %31, %29, %27, %25, %23
  %38 = catchswitch within none [label %39, label %45, label %49, label %52, label %55, label %59, label %63] unwind to caller

39:                                               ; preds = %37
  %40 = catchpad within %38 [%rtti.TypeDescriptor7* @"??_R0?AUC@@@8", i32 8, i8* null]
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07HPBMAKJG@?$CFd?3?5C?$CG?6?$AA@", i32 0, i32 0), i32 noundef %22) [ "funclet"(token %40) ]
  catchret from %40 to label %42

42:                                               ; preds = %63, %59, %55, %52, %49, %45, %39
  %43 = add nuw nsw i32 %22, 1
  %44 = icmp eq i32 %43, 7
  br i1 %44, label %20, label %21, !llvm.loop !12

45:                                               ; preds = %37
  %46 = catchpad within %38 [%rtti.TypeDescriptor2* @"??_R0J@8", i32 0, i32* %10]
  %47 = load i32, i32* %10, align 4, !tbaa !9
  %48 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@GOOODFCH@?$CFd?3?5long?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %22, i32 noundef %47) [ "funclet"(token %46) ]
  catchret from %46 to label %42

49:                                               ; preds = %37
  %50 = catchpad within %38 [%rtti.TypeDescriptor7* @"??_R0?AUA@@@8", i32 8, i8* null]
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07NFBFMCBN@?$CFd?3?5A?$CG?6?$AA@", i32 0, i32 0), i32 noundef %22) [ "funclet"(token %50) ]
  catchret from %50 to label %42

52:                                               ; preds = %37
  %53 = catchpad within %38 [%rtti.TypeDescriptor7* @"??_R0?AUB@@@8", i32 8, i8* null]
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@CEPJJCND@?$CFd?3?5B?$CG?5?$CInever?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %22) [ "funclet"(token %53) ]
  catchret from %53 to label %42

55:                                               ; preds = %37
  %56 = catchpad within %38 [%rtti.TypeDescriptor2* @"??_R0I@8", i32 0, i32* %9]
  %57 = load i32, i32* %9, align 4, !tbaa !6
  %58 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@CFLJMDB@?$CFd?3?5unsigned?5?$CFu?6?$AA@", i32 0, i32 0), i32 noundef %22, i32 noundef %57) [ "funclet"(token %56) ]
  catchret from %56 to label %42

59:                                               ; preds = %37
  %60 = catchpad within %38 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %8]
  %61 = load i32, i32* %8, align 4, !tbaa !6
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@HOBHNIBB@?$CFd?3?5int?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %22, i32 noundef %61) [ "funclet"(token %60) ]
  catchret from %60 to label %42

63:                                               ; preds = %37
  %64 = catchpad within %38 [i8* null, i32 64, i8* null]
  %65 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08HIKOLHNO@?$CFd?3?5?4?4?4?6?$AA@", i32 0, i32 0), i32 noundef %22) [ "funclet"(token %64) ]
  catchret from %64 to label %42
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.A* @"??0A@@QAE@ABU0@@Z"(%struct.A* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.A* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds %struct.A, %struct.A* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7A@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !3
  ret %struct.A* %0
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.B* @"??0B@@QAE@ABU0@@Z"(%struct.B* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.B* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds %struct.B, %struct.B* %0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7B@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !3
  ret %struct.B* %0
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef %struct.C* @"??0C@@QAE@ABU0@@Z"(%struct.C* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.C* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds %struct.C, %struct.C* %0, i32 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7C@@6B@" to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !3
  ret %struct.C* %0
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1A@@UAE@XZ"(%struct.A* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  ret void
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GA@@UAEPAXI@Z"(%struct.A* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = bitcast %struct.A* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #7
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) local_unnamed_addr #4

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GB@@UAEPAXI@Z"(%struct.B* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = bitcast %struct.B* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #7
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GC@@UAEPAXI@Z"(%struct.C* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = bitcast %struct.C* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #7
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nosync nounwind willreturn }
attributes #6 = { noreturn }
attributes #7 = { builtin nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"vtable pointer", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !5, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !8, i64 0}
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
