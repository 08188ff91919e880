; ModuleID = 'std_exception_subclass.cpp'
source_filename = "std_exception_subclass.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor17 = type { ptr, ptr, [18 x i8] }
%rtti.TypeDescriptor19 = type { ptr, ptr, [20 x i8] }
%rtti.TypeDescriptor16 = type { ptr, ptr, [17 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.2 = type { i32, [2 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%eh.CatchableTypeArray.3 = type { i32, [3 x ptr] }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, ptr, ptr }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, ptr }
%rtti.BaseClassDescriptor = type { ptr, i32, i32, i32, i32, i32, ptr }
%struct.LogicError = type { %"class.std::exception", ptr }
%"class.std::exception" = type { ptr, %struct.__std_exception_data }
%struct.__std_exception_data = type { ptr, i8 }
%struct.DomainError = type { %struct.LogicError }
%struct.Silent = type { %"class.std::exception" }

$"??0LogicError@@QAE@ABU0@@Z" = comdat any

$"??0exception@std@@QAE@ABV01@@Z" = comdat any

$"??0DomainError@@QAE@ABU0@@Z" = comdat any

$"??1LogicError@@UAE@XZ" = comdat any

$"??0Silent@@QAE@ABU0@@Z" = comdat any

$"??1exception@std@@UAE@XZ" = comdat any

$"??_GLogicError@@UAEPAXI@Z" = comdat any

$"?what@LogicError@@UBEPBDXZ" = comdat any

$"??_Gexception@std@@UAEPAXI@Z" = comdat any

$"?what@exception@std@@UBEPBDXZ" = comdat any

$"??_GDomainError@@UAEPAXI@Z" = comdat any

$"??_GSilent@@UAEPAXI@Z" = comdat any

$"??_R0?AUDomainError@@@8" = comdat any

$"??_R0?AVexception@std@@@8" = comdat any

$"??_C@_0BM@HIILNLED@?$CFd?3?5std?3?3exception?5what?$DN?$CFs?6?$AA@" = comdat any

$"??_C@_0BE@DGELCEPP@?$CFd?3?5DomainError?5?$CFs?6?$AA@" = comdat any

$"??_C@_05IFEOHGJA@logic?$AA@" = comdat any

$"??_R0?AULogicError@@@8" = comdat any

$"_CT??_R0?AULogicError@@@8??0LogicError@@QAE@ABU0@@Z16" = comdat any

$"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12" = comdat any

$"_CTA2?AULogicError@@" = comdat any

$"_TI2?AULogicError@@" = comdat any

$"??_C@_06LKIIGAOE@domain?$AA@" = comdat any

$"_CT??_R0?AUDomainError@@@8??0DomainError@@QAE@ABU0@@Z16" = comdat any

$"_CTA3?AUDomainError@@" = comdat any

$"_TI3?AUDomainError@@" = comdat any

$"_CTA1?AVexception@std@@" = comdat any

$"_TI1?AVexception@std@@" = comdat any

$"??_R0?AUSilent@@@8" = comdat any

$"_CT??_R0?AUSilent@@@8??0Silent@@QAE@ABU0@@Z12" = comdat any

$"_CTA2?AUSilent@@" = comdat any

$"_TI2?AUSilent@@" = comdat any

$"??_7LogicError@@6B@" = comdat largest

$"??_R4LogicError@@6B@" = comdat any

$"??_R3LogicError@@8" = comdat any

$"??_R2LogicError@@8" = comdat any

$"??_R1A@?0A@EA@LogicError@@8" = comdat any

$"??_R1A@?0A@EA@exception@std@@8" = comdat any

$"??_R3exception@std@@8" = comdat any

$"??_R2exception@std@@8" = comdat any

$"??_7exception@std@@6B@" = comdat largest

$"??_R4exception@std@@6B@" = comdat any

$"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@" = comdat any

$"??_C@_0BB@BMDNBFLK@?$HOLogicError?$CI?$CFs?$CJ?6?$AA@" = comdat any

$"??_7DomainError@@6B@" = comdat largest

$"??_R4DomainError@@6B@" = comdat any

$"??_R3DomainError@@8" = comdat any

$"??_R2DomainError@@8" = comdat any

$"??_R1A@?0A@EA@DomainError@@8" = comdat any

$"??_7Silent@@6B@" = comdat largest

$"??_R4Silent@@6B@" = comdat any

$"??_R3Silent@@8" = comdat any

$"??_R2Silent@@8" = comdat any

$"??_R1A@?0A@EA@Silent@@8" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUDomainError@@@8" = linkonce_odr global %rtti.TypeDescriptor17 { ptr @"??_7type_info@@6B@", ptr null, [18 x i8] c".?AUDomainError@@\00" }, comdat
@"??_R0?AVexception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor19 { ptr @"??_7type_info@@6B@", ptr null, [20 x i8] c".?AVexception@std@@\00" }, comdat
@"??_C@_0BM@HIILNLED@?$CFd?3?5std?3?3exception?5what?$DN?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"%d: std::exception what=%s\0A\00", comdat, align 1
@"??_C@_0BE@DGELCEPP@?$CFd?3?5DomainError?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"%d: DomainError %s\0A\00", comdat, align 1
@"??_C@_05IFEOHGJA@logic?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"logic\00", comdat, align 1
@"??_R0?AULogicError@@@8" = linkonce_odr global %rtti.TypeDescriptor16 { ptr @"??_7type_info@@6B@", ptr null, [17 x i8] c".?AULogicError@@\00" }, comdat
@"_CT??_R0?AULogicError@@@8??0LogicError@@QAE@ABU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AULogicError@@@8", i32 0, i32 -1, i32 0, i32 16, ptr @"??0LogicError@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AVexception@std@@@8", i32 0, i32 -1, i32 0, i32 12, ptr @"??0exception@std@@QAE@ABV01@@Z" }, section ".xdata", comdat
@"_CTA2?AULogicError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0?AULogicError@@@8??0LogicError@@QAE@ABU0@@Z16", ptr @"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12"] }, section ".xdata", comdat
@"_TI2?AULogicError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1LogicError@@UAE@XZ", ptr null, ptr @"_CTA2?AULogicError@@" }, section ".xdata", comdat
@"??_C@_06LKIIGAOE@domain?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"domain\00", comdat, align 1
@"_CT??_R0?AUDomainError@@@8??0DomainError@@QAE@ABU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUDomainError@@@8", i32 0, i32 -1, i32 0, i32 16, ptr @"??0DomainError@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA3?AUDomainError@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x ptr] [ptr @"_CT??_R0?AUDomainError@@@8??0DomainError@@QAE@ABU0@@Z16", ptr @"_CT??_R0?AULogicError@@@8??0LogicError@@QAE@ABU0@@Z16", ptr @"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12"] }, section ".xdata", comdat
@"_TI3?AUDomainError@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1LogicError@@UAE@XZ", ptr null, ptr @"_CTA3?AUDomainError@@" }, section ".xdata", comdat
@"_CTA1?AVexception@std@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12"] }, section ".xdata", comdat
@"_TI1?AVexception@std@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1exception@std@@UAE@XZ", ptr null, ptr @"_CTA1?AVexception@std@@" }, section ".xdata", comdat
@"??_R0?AUSilent@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUSilent@@\00" }, comdat
@"_CT??_R0?AUSilent@@@8??0Silent@@QAE@ABU0@@Z12" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUSilent@@@8", i32 0, i32 -1, i32 0, i32 12, ptr @"??0Silent@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA2?AUSilent@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0?AUSilent@@@8??0Silent@@QAE@ABU0@@Z12", ptr @"_CT??_R0?AVexception@std@@@8??0exception@std@@QAE@ABV01@@Z12"] }, section ".xdata", comdat
@"_TI2?AUSilent@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1exception@std@@UAE@XZ", ptr null, ptr @"_CTA2?AUSilent@@" }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4LogicError@@6B@", ptr @"??_GLogicError@@UAEPAXI@Z", ptr @"?what@LogicError@@UBEPBDXZ"] }, comdat($"??_7LogicError@@6B@")
@"??_R4LogicError@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AULogicError@@@8", ptr @"??_R3LogicError@@8" }, comdat
@"??_R3LogicError@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2LogicError@@8" }, comdat
@"??_R2LogicError@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@LogicError@@8", ptr @"??_R1A@?0A@EA@exception@std@@8", ptr null], comdat
@"??_R1A@?0A@EA@LogicError@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AULogicError@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3LogicError@@8" }, comdat
@"??_R1A@?0A@EA@exception@std@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AVexception@std@@@8", i32 0, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3exception@std@@8" }, comdat
@"??_R3exception@std@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, ptr @"??_R2exception@std@@8" }, comdat
@"??_R2exception@std@@8" = linkonce_odr constant [2 x ptr] [ptr @"??_R1A@?0A@EA@exception@std@@8", ptr null], comdat
@1 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4exception@std@@6B@", ptr @"??_Gexception@std@@UAEPAXI@Z", ptr @"?what@exception@std@@UBEPBDXZ"] }, comdat($"??_7exception@std@@6B@")
@"??_R4exception@std@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AVexception@std@@@8", ptr @"??_R3exception@std@@8" }, comdat
@"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"Unknown exception\00", comdat, align 1
@"??_C@_0BB@BMDNBFLK@?$HOLogicError?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"~LogicError(%s)\0A\00", comdat, align 1
@2 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4DomainError@@6B@", ptr @"??_GDomainError@@UAEPAXI@Z", ptr @"?what@LogicError@@UBEPBDXZ"] }, comdat($"??_7DomainError@@6B@")
@"??_R4DomainError@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUDomainError@@@8", ptr @"??_R3DomainError@@8" }, comdat
@"??_R3DomainError@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, ptr @"??_R2DomainError@@8" }, comdat
@"??_R2DomainError@@8" = linkonce_odr constant [4 x ptr] [ptr @"??_R1A@?0A@EA@DomainError@@8", ptr @"??_R1A@?0A@EA@LogicError@@8", ptr @"??_R1A@?0A@EA@exception@std@@8", ptr null], comdat
@"??_R1A@?0A@EA@DomainError@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUDomainError@@@8", i32 2, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3DomainError@@8" }, comdat
@3 = private unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr @"??_R4Silent@@6B@", ptr @"??_GSilent@@UAEPAXI@Z", ptr @"?what@exception@std@@UBEPBDXZ"] }, comdat($"??_7Silent@@6B@")
@"??_R4Silent@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, ptr @"??_R0?AUSilent@@@8", ptr @"??_R3Silent@@8" }, comdat
@"??_R3Silent@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, ptr @"??_R2Silent@@8" }, comdat
@"??_R2Silent@@8" = linkonce_odr constant [3 x ptr] [ptr @"??_R1A@?0A@EA@Silent@@8", ptr @"??_R1A@?0A@EA@exception@std@@8", ptr null], comdat
@"??_R1A@?0A@EA@Silent@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { ptr @"??_R0?AUSilent@@@8", i32 1, i32 0, i32 -1, i32 0, i32 64, ptr @"??_R3Silent@@8" }, comdat

@"??_7LogicError@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @0, i32 0, i32 0, i32 1)
@"??_7exception@std@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @1, i32 0, i32 0, i32 1)
@"??_7DomainError@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @2, i32 0, i32 0, i32 1)
@"??_7Silent@@6B@" = unnamed_addr alias ptr, getelementptr inbounds ({ [3 x ptr] }, ptr @3, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.LogicError, align 4
  %2 = alloca %struct.DomainError, align 4
  %3 = alloca %"class.std::exception", align 4
  %4 = alloca %struct.Silent, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 4
  %8 = getelementptr inbounds i8, ptr %2, i32 4
  %9 = getelementptr inbounds i8, ptr %2, i32 12
  %10 = getelementptr inbounds i8, ptr %1, i32 4
  %11 = getelementptr inbounds i8, ptr %1, i32 12
  %12 = getelementptr inbounds i8, ptr %4, i32 4
  br label %14

13:                                               ; preds = %34
  ret i32 0

14:                                               ; preds = %0, %34
  %15 = phi i32 [ 0, %0 ], [ %35, %34 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4)
  switch i32 %15, label %22 [
    i32 0, label %16
    i32 1, label %18
    i32 2, label %20
  ]

16:                                               ; preds = %14
  store i64 0, ptr %10, align 4
  store ptr @"??_7LogicError@@6B@", ptr %1, align 4
  store ptr @"??_C@_05IFEOHGJA@logic?$AA@", ptr %11, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI2?AULogicError@@") #7
          to label %17 unwind label %24

17:                                               ; preds = %16
  unreachable

18:                                               ; preds = %14
  store i64 0, ptr %8, align 4
  store ptr @"??_C@_06LKIIGAOE@domain?$AA@", ptr %9, align 4
  store ptr @"??_7DomainError@@6B@", ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @"_TI3?AUDomainError@@") #7
          to label %19 unwind label %24

19:                                               ; preds = %18
  unreachable

20:                                               ; preds = %14
  store ptr @"??_7exception@std@@6B@", ptr %3, align 4
  store i64 0, ptr %7, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI1?AVexception@std@@") #7
          to label %21 unwind label %24

21:                                               ; preds = %20
  unreachable

22:                                               ; preds = %14
  store i64 0, ptr %12, align 4
  store ptr @"??_7Silent@@6B@", ptr %4, align 4
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @"_TI2?AUSilent@@") #7
          to label %23 unwind label %24

23:                                               ; preds = %22
  unreachable

24:                                               ; preds = %22, %20, %18, %16
  %25 = catchswitch within none [label %26, label %37] unwind to caller

26:                                               ; preds = %24
  %27 = catchpad within %25 [ptr @"??_R0?AUDomainError@@@8", i32 8, ptr %6]
  %28 = load ptr, ptr %6, align 4
  %29 = load ptr, ptr %28, align 4
  %30 = getelementptr inbounds i8, ptr %29, i32 4
  %31 = load ptr, ptr %30, align 4
  %32 = call x86_thiscallcc noundef ptr %31(ptr noundef nonnull align 4 dereferenceable(16) %28) #8 [ "funclet"(token %27) ]
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@DGELCEPP@?$CFd?3?5DomainError?5?$CFs?6?$AA@", i32 noundef %15, ptr noundef %32) [ "funclet"(token %27) ]
  catchret from %27 to label %34

34:                                               ; preds = %37, %26
  %35 = add nuw nsw i32 %15, 1
  %36 = icmp eq i32 %35, 4
  br i1 %36, label %13, label %14, !llvm.loop !4

37:                                               ; preds = %24
  %38 = catchpad within %25 [ptr @"??_R0?AVexception@std@@@8", i32 8, ptr %5]
  %39 = load ptr, ptr %5, align 4
  %40 = load ptr, ptr %39, align 4
  %41 = getelementptr inbounds i8, ptr %40, i32 4
  %42 = load ptr, ptr %41, align 4
  %43 = call x86_thiscallcc noundef ptr %42(ptr noundef nonnull align 4 dereferenceable(12) %39) [ "funclet"(token %38) ]
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BM@HIILNLED@?$CFd?3?5std?3?3exception?5what?$DN?$CFs?6?$AA@", i32 noundef %15, ptr noundef %43) [ "funclet"(token %38) ]
  catchret from %38 to label %34
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0LogicError@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7exception@std@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  store i64 0, ptr %3, align 4
  %4 = getelementptr inbounds i8, ptr %1, i32 4
  invoke void @__std_exception_copy(ptr noundef nonnull %4, ptr noundef nonnull %3)
          to label %7 unwind label %5

5:                                                ; preds = %2
  %6 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %6) ]
  unreachable

7:                                                ; preds = %2
  store ptr @"??_7LogicError@@6B@", ptr %0, align 4
  %8 = getelementptr inbounds i8, ptr %0, i32 12
  %9 = getelementptr inbounds i8, ptr %1, i32 12
  %10 = load ptr, ptr %9, align 4
  store ptr %10, ptr %8, align 4
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0exception@std@@QAE@ABV01@@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7exception@std@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  store i64 0, ptr %3, align 4
  %4 = getelementptr inbounds i8, ptr %1, i32 4
  invoke void @__std_exception_copy(ptr noundef nonnull %4, ptr noundef nonnull %3)
          to label %5 unwind label %6

5:                                                ; preds = %2
  ret ptr %0

6:                                                ; preds = %2
  %7 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %7) ]
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0DomainError@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7exception@std@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  store i64 0, ptr %3, align 4
  %4 = getelementptr inbounds i8, ptr %1, i32 4
  invoke void @__std_exception_copy(ptr noundef nonnull %4, ptr noundef nonnull %3)
          to label %7 unwind label %5

5:                                                ; preds = %2
  %6 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %6) ]
  unreachable

7:                                                ; preds = %2
  store ptr @"??_7LogicError@@6B@", ptr %0, align 4
  %8 = getelementptr inbounds i8, ptr %0, i32 12
  %9 = getelementptr inbounds i8, ptr %1, i32 12
  %10 = load ptr, ptr %9, align 4
  store ptr %10, ptr %8, align 4
  store ptr @"??_7DomainError@@6B@", ptr %0, align 4
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1LogicError@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7LogicError@@6B@", ptr %0, align 4
  %2 = getelementptr inbounds i8, ptr %0, i32 12
  %3 = load ptr, ptr %2, align 4
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@BMDNBFLK@?$HOLogicError?$CI?$CFs?$CJ?6?$AA@", ptr noundef %3)
  store ptr @"??_7exception@std@@6B@", ptr %0, align 4
  %5 = getelementptr inbounds i8, ptr %0, i32 4
  invoke void @__std_exception_destroy(ptr noundef nonnull %5)
          to label %8 unwind label %6

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %7) ]
  unreachable

8:                                                ; preds = %1
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Silent@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7exception@std@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  store i64 0, ptr %3, align 4
  %4 = getelementptr inbounds i8, ptr %1, i32 4
  invoke void @__std_exception_copy(ptr noundef nonnull %4, ptr noundef nonnull %3)
          to label %7 unwind label %5

5:                                                ; preds = %2
  %6 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %6) ]
  unreachable

7:                                                ; preds = %2
  store ptr @"??_7Silent@@6B@", ptr %0, align 4
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1exception@std@@UAE@XZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7exception@std@@6B@", ptr %0, align 4
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  invoke void @__std_exception_destroy(ptr noundef nonnull %2)
          to label %3 unwind label %4

3:                                                ; preds = %1
  ret void

4:                                                ; preds = %1
  %5 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %5) ]
  unreachable
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GLogicError@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7LogicError@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 12
  %4 = load ptr, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@BMDNBFLK@?$HOLogicError?$CI?$CFs?$CJ?6?$AA@", ptr noundef %4)
  store ptr @"??_7exception@std@@6B@", ptr %0, align 4
  %6 = getelementptr inbounds i8, ptr %0, i32 4
  invoke void @__std_exception_destroy(ptr noundef nonnull %6)
          to label %9 unwind label %7

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %8) ]
  unreachable

9:                                                ; preds = %2
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %12, label %11

11:                                               ; preds = %9
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 16) #10
  br label %12

12:                                               ; preds = %11, %9
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?what@LogicError@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 12
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAXI@Z"(ptr noundef, i32 noundef) local_unnamed_addr #4

declare dso_local void @__std_exception_copy(ptr noundef, ptr noundef) local_unnamed_addr #5

declare dso_local void @__std_terminate() local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_Gexception@std@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7exception@std@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  invoke void @__std_exception_destroy(ptr noundef nonnull %3)
          to label %6 unwind label %4

4:                                                ; preds = %2
  %5 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %5) ]
  unreachable

6:                                                ; preds = %2
  %7 = icmp eq i32 %1, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %6
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 12) #10
  br label %9

9:                                                ; preds = %8, %6
  ret ptr %0
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"?what@exception@std@@UBEPBDXZ"(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load ptr, ptr %2, align 4
  %4 = icmp eq ptr %3, null
  %5 = select i1 %4, ptr @"??_C@_0BC@EOODALEL@Unknown?5exception?$AA@", ptr %3
  ret ptr %5
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GDomainError@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7LogicError@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 12
  %4 = load ptr, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@BMDNBFLK@?$HOLogicError?$CI?$CFs?$CJ?6?$AA@", ptr noundef %4)
  store ptr @"??_7exception@std@@6B@", ptr %0, align 4
  %6 = getelementptr inbounds i8, ptr %0, i32 4
  invoke void @__std_exception_destroy(ptr noundef nonnull %6)
          to label %9 unwind label %7

7:                                                ; preds = %2
  %8 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %8) ]
  unreachable

9:                                                ; preds = %2
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %12, label %11

11:                                               ; preds = %9
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 16) #10
  br label %12

12:                                               ; preds = %11, %9
  ret ptr %0
}

declare dso_local void @__std_exception_destroy(ptr noundef) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??_GSilent@@UAEPAXI@Z"(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  store ptr @"??_7exception@std@@6B@", ptr %0, align 4
  %3 = getelementptr inbounds i8, ptr %0, i32 4
  invoke void @__std_exception_destroy(ptr noundef nonnull %3)
          to label %6 unwind label %4

4:                                                ; preds = %2
  %5 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %5) ]
  unreachable

6:                                                ; preds = %2
  %7 = icmp eq i32 %1, 0
  br i1 %7, label %9, label %8

8:                                                ; preds = %6
  tail call void @"??3@YAXPAXI@Z"(ptr noundef nonnull %0, i32 noundef 12) #10
  br label %9

9:                                                ; preds = %8, %6
  ret ptr %0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { inlinehint mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { noreturn }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
