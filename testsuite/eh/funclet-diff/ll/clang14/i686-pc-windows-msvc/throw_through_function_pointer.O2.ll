; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i8*, %rtti.ClassHierarchyDescriptor* }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, %rtti.BaseClassDescriptor** }
%rtti.BaseClassDescriptor = type { i8*, i32, i32, i32, i32, i32, %rtti.ClassHierarchyDescriptor* }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%struct.Calc2 = type { %struct.Calc }
%struct.Calc = type { i32 (...)**, i32 }

$"?plain@Calc@@QAEHH@Z" = comdat any

$"??_9Calc@@$BA@AE" = comdat any

$"?virt@Calc2@@UAEHH@Z" = comdat any

$"??_GCalc2@@UAEPAXI@Z" = comdat any

$"?virt@Calc@@UAEHH@Z" = comdat any

$"??_GCalc@@UAEPAXI@Z" = comdat any

$"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_09KPMEAOIJ@apply_all?$AA@" = comdat any

$"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_7Calc2@@6B@" = comdat largest

$"??_R4Calc2@@6B@" = comdat any

$"??_R0?AUCalc2@@@8" = comdat any

$"??_R3Calc2@@8" = comdat any

$"??_R2Calc2@@8" = comdat any

$"??_R1A@?0A@EA@Calc2@@8" = comdat any

$"??_R1A@?0A@EA@Calc@@8" = comdat any

$"??_R0?AUCalc@@@8" = comdat any

$"??_R3Calc@@8" = comdat any

$"??_R2Calc@@8" = comdat any

$"??_7Calc@@6B@" = comdat largest

$"??_R4Calc@@6B@" = comdat any

$"??_C@_08PBKNHDHB@call_pmf?$AA@" = comdat any

@__const.main.ok_ops = private unnamed_addr constant [2 x i32 (i32)*] [i32 (i32)* @"?op_ok@@YAHH@Z", i32 (i32)* @"?op_double@@YAHH@Z"], align 8
@"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ok %d\0A\00", comdat, align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x i32 (i32)*] [i32 (i32)* @"?op_ok@@YAHH@Z", i32 (i32)* @"?op_throw@@YAHH@Z", i32 (i32)* @"?op_double@@YAHH@Z"], align 4
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"table threw %d\0A\00", comdat, align 1
@"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", comdat, align 1
@"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", comdat, align 1
@"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", comdat, align 1
@"??_C@_09KPMEAOIJ@apply_all?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"apply_all\00", comdat, align 1
@"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Calc2@@6B@" to i8*), i8* bitcast (i32 (%struct.Calc2*, i32)* @"?virt@Calc2@@UAEHH@Z" to i8*), i8* bitcast (i8* (%struct.Calc2*, i32)* @"??_GCalc2@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Calc2@@6B@")
@"??_R4Calc2@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUCalc2@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Calc2@@8" }, comdat
@"??_R0?AUCalc2@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUCalc2@@\00" }, comdat
@"??_R3Calc2@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2Calc2@@8", i32 0, i32 0) }, comdat
@"??_R2Calc2@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Calc2@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Calc@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Calc2@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUCalc2@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Calc2@@8" }, comdat
@"??_R1A@?0A@EA@Calc@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUCalc@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Calc@@8" }, comdat
@"??_R0?AUCalc@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUCalc@@\00" }, comdat
@"??_R3Calc@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Calc@@8", i32 0, i32 0) }, comdat
@"??_R2Calc@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Calc@@8", %rtti.BaseClassDescriptor* null], comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Calc@@6B@" to i8*), i8* bitcast (i32 (%struct.Calc*, i32)* @"?virt@Calc@@UAEHH@Z" to i8*), i8* bitcast (i8* (%struct.Calc*, i32)* @"??_GCalc@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Calc@@6B@")
@"??_R4Calc@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUCalc@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Calc@@8" }, comdat
@"??_C@_08PBKNHDHB@call_pmf?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"call_pmf\00", comdat, align 1

@"??_7Calc2@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Calc@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 4
  %3 = alloca [3 x i32 (i32)*], align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Calc2, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %11) #13
  %12 = load i64, i64* bitcast ([2 x i32 (i32)*]* @__const.main.ok_ops to i64*), align 8
  store i64 %12, i64* %2, align 4
  %13 = bitcast i64* %2 to i32 (i32)**
  %14 = call fastcc noundef i32 @"?apply_all@@YAHPBQ6AHH@ZHH@Z"(i32 (i32)** noundef nonnull %13, i32 noundef 2)
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %14)
  %16 = bitcast [3 x i32 (i32)*]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %16) #13
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* noundef nonnull align 4 dereferenceable(12) %16, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32 (i32)*]* @__const.main.bad_ops to i8*), i32 12, i1 false)
  %17 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* %3, i32 0, i32 0
  %18 = invoke fastcc noundef i32 @"?apply_all@@YAHPBQ6AHH@ZHH@Z"(i32 (i32)** noundef nonnull %17, i32 noundef 3)
          to label %25 unwind label %19

19:                                               ; preds = %0
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %23 = load i32, i32* %4, align 4, !tbaa !3
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %23) [ "funclet"(token %22) ]
  catchret from %22 to label %25

25:                                               ; preds = %0, %21
  %26 = bitcast %struct.Calc2* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %26) #13
  %27 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %5, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Calc2@@6B@" to i32 (...)**), i32 (...)*** %27, align 4, !tbaa !7
  %28 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %5, i32 0, i32 0
  %29 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %5, i32 0, i32 0, i32 1
  store i32 1000, i32* %29, align 4, !tbaa !9
  store i8* bitcast (i32 (%struct.Calc*, i32)* @"?plain@Calc@@QAEHH@Z" to i8*), i8** %6, align 4, !tbaa !11
  invoke fastcc void @"?call_pmf@@YAHAAUCalc@@P81@AEHH@ZH@Z"(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %28, i8** noundef nonnull byval(i8*) align 4 %6, i32 noundef 7)
          to label %36 unwind label %30

30:                                               ; preds = %25
  %31 = catchswitch within none [label %32] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %7]
  %34 = load i32, i32* %7, align 4, !tbaa !3
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %34) [ "funclet"(token %33) ]
  catchret from %33 to label %36

36:                                               ; preds = %25, %32
  store i8* bitcast (void (%struct.Calc*, ...)* @"??_9Calc@@$BA@AE" to i8*), i8** %8, align 4, !tbaa !11
  invoke fastcc void @"?call_pmf@@YAHAAUCalc@@P81@AEHH@ZH@Z"(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %28, i8** noundef nonnull byval(i8*) align 4 %8, i32 noundef 8)
          to label %43 unwind label %37

37:                                               ; preds = %36
  %38 = catchswitch within none [label %39] unwind to caller

39:                                               ; preds = %37
  %40 = catchpad within %38 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %9]
  %41 = load i32, i32* %9, align 4, !tbaa !3
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %41) [ "funclet"(token %40) ]
  catchret from %40 to label %43

43:                                               ; preds = %36, %39
  %44 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %44)
  store i32 42, i32* %1, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %44, %eh.ThrowInfo* nonnull @_TI1H) #14
          to label %45 unwind label %46

45:                                               ; preds = %43
  unreachable

46:                                               ; preds = %43
  %47 = catchswitch within none [label %48] unwind to caller

48:                                               ; preds = %46
  %49 = catchpad within %47 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %10]
  %50 = load i32, i32* %10, align 4, !tbaa !3
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %50) [ "funclet"(token %49) ]
  catchret from %49 to label %52

52:                                               ; preds = %48
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %26) #13
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %16) #13
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %11) #13
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal noundef i32 @"?op_ok@@YAHH@Z"(i32 noundef %0) #2 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn
define internal noundef i32 @"?op_double@@YAHH@Z"(i32 noundef %0) #2 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: noinline norecurse
define internal fastcc noundef i32 @"?apply_all@@YAHPBQ6AHH@ZHH@Z"(i32 (i32)** nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %7, label %4

4:                                                ; preds = %13, %2
  %5 = phi i32 [ 3, %2 ], [ %12, %13 ]
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09KPMEAOIJ@apply_all?$AA@", i32 0, i32 0)) #13
  ret i32 %5

7:                                                ; preds = %2, %13
  %8 = phi i32 [ %14, %13 ], [ 0, %2 ]
  %9 = phi i32 [ %12, %13 ], [ 3, %2 ]
  %10 = getelementptr inbounds i32 (i32)*, i32 (i32)** %0, i32 %8
  %11 = load i32 (i32)*, i32 (i32)** %10, align 4, !tbaa !12
  %12 = invoke noundef i32 %11(i32 noundef %9)
          to label %13 unwind label %16

13:                                               ; preds = %7
  %14 = add nuw nsw i32 %8, 1
  %15 = icmp eq i32 %14, %1
  br i1 %15, label %4, label %7, !llvm.loop !14

16:                                               ; preds = %7
  %17 = cleanuppad within none []
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09KPMEAOIJ@apply_all?$AA@", i32 0, i32 0)) #13 [ "funclet"(token %17) ]
  cleanupret from %17 unwind to caller
}

; Function Attrs: mustprogress noreturn
define internal noundef i32 @"?op_throw@@YAHH@Z"(i32 noundef %0) #6 {
  %2 = alloca i32, align 4
  %3 = mul nsw i32 %0, 100
  store i32 %3, i32* %2, align 4, !tbaa !3
  %4 = bitcast i32* %2 to i8*
  call void @_CxxThrowException(i8* nonnull %4, %eh.ThrowInfo* nonnull @_TI1H) #14
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline norecurse
define internal fastcc void @"?call_pmf@@YAHAAUCalc@@P81@AEHH@ZH@Z"(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i8** nocapture noundef readonly byval(i8*) align 4 %1, i32 noundef %2) unnamed_addr #5 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %4 = bitcast i8** %1 to i32 (%struct.Calc*, i32)**
  %5 = load i32 (%struct.Calc*, i32)*, i32 (%struct.Calc*, i32)** %4, align 4, !tbaa !11
  %6 = invoke x86_thiscallcc noundef i32 %5(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %2)
          to label %7 unwind label %9

7:                                                ; preds = %3
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PBKNHDHB@call_pmf?$AA@", i32 0, i32 0)) #13
  ret void

9:                                                ; preds = %3
  %10 = cleanuppad within none []
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PBKNHDHB@call_pmf?$AA@", i32 0, i32 0)) #13 [ "funclet"(token %10) ]
  cleanupret from %10 unwind to caller
}

; Function Attrs: mustprogress
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?plain@Calc@@QAEHH@Z"(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #7 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = icmp sgt i32 %1, 5
  br i1 %4, label %5, label %10

5:                                                ; preds = %2
  %6 = getelementptr inbounds %struct.Calc, %struct.Calc* %0, i32 0, i32 1
  %7 = load i32, i32* %6, align 4, !tbaa !9
  %8 = add nsw i32 %7, %1
  store i32 %8, i32* %3, align 4, !tbaa !3
  %9 = bitcast i32* %3 to i8*
  call void @_CxxThrowException(i8* nonnull %9, %eh.ThrowInfo* nonnull @_TI1H) #14
  unreachable

10:                                               ; preds = %2
  ret i32 %1
}

define linkonce_odr x86_thiscallcc void @"??_9Calc@@$BA@AE"(%struct.Calc* noundef %0, ...) #8 comdat align 2 {
  %2 = bitcast %struct.Calc* %0 to void (%struct.Calc*, ...)***
  %3 = load void (%struct.Calc*, ...)**, void (%struct.Calc*, ...)*** %2, align 4, !tbaa !7
  %4 = load void (%struct.Calc*, ...)*, void (%struct.Calc*, ...)** %3, align 4
  musttail call x86_thiscallcc void (%struct.Calc*, ...) %4(%struct.Calc* noundef %0, ...)
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: mustprogress
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?virt@Calc2@@UAEHH@Z"(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = sub nsw i32 0, %1
  store i32 %4, i32* %3, align 4, !tbaa !3
  %5 = bitcast i32* %3 to i8*
  call void @_CxxThrowException(i8* nonnull %5, %eh.ThrowInfo* nonnull @_TI1H) #14
  unreachable
}

; Function Attrs: inlinehint nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GCalc2@@UAEPAXI@Z"(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #9 comdat align 2 {
  %3 = bitcast %struct.Calc2* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #15
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?virt@Calc@@UAEHH@Z"(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #10 comdat align 2 {
  ret i32 %1
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GCalc@@UAEPAXI@Z"(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #11 comdat align 2 {
  %3 = bitcast %struct.Calc* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPAX@Z"(i8* noundef nonnull %3) #15
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) local_unnamed_addr #12

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "thunk" "tune-cpu"="generic" }
attributes #9 = { inlinehint nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #13 = { nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"vtable pointer", !6, i64 0}
!9 = !{!10, !4, i64 4}
!10 = !{!"?AUCalc@@", !4, i64 4}
!11 = !{!5, !5, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !5, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
