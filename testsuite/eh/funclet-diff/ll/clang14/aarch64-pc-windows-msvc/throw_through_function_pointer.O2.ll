; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%struct.Calc2 = type { %struct.Calc }
%struct.Calc = type { i32 (...)**, i32 }

$"?plain@Calc@@QEAAHH@Z" = comdat any

$"??_9Calc@@$BA@AA" = comdat any

$"?virt@Calc2@@UEAAHH@Z" = comdat any

$"??_GCalc2@@UEAAPEAXI@Z" = comdat any

$"?virt@Calc@@UEAAHH@Z" = comdat any

$"??_GCalc@@UEAAPEAXI@Z" = comdat any

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
@"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ok %d\0A\00", comdat, align 4
@__const.main.bad_ops = private unnamed_addr constant [3 x i32 (i32)*] [i32 (i32)* @"?op_ok@@YAHH@Z", i32 (i32)* @"?op_throw@@YAHH@Z", i32 (i32)* @"?op_double@@YAHH@Z"], align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"table threw %d\0A\00", comdat, align 8
@"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", comdat, align 8
@"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", comdat, align 8
@"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", comdat, align 8
@"??_C@_09KPMEAOIJ@apply_all?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"apply_all\00", comdat, align 8
@"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Calc2@@6B@" to i8*), i8* bitcast (i32 (%struct.Calc2*, i32)* @"?virt@Calc2@@UEAAHH@Z" to i8*), i8* bitcast (i8* (%struct.Calc2*, i32)* @"??_GCalc2@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Calc2@@6B@")
@"??_R4Calc2@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUCalc2@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Calc2@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Calc2@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUCalc2@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUCalc2@@\00" }, comdat
@"??_R3Calc2@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2Calc2@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Calc2@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Calc2@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Calc@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Calc2@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUCalc2@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Calc2@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Calc@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUCalc@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Calc@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUCalc@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUCalc@@\00" }, comdat
@"??_R3Calc@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2Calc@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Calc@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Calc@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Calc@@6B@" to i8*), i8* bitcast (i32 (%struct.Calc*, i32)* @"?virt@Calc@@UEAAHH@Z" to i8*), i8* bitcast (i8* (%struct.Calc*, i32)* @"??_GCalc@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Calc@@6B@")
@"??_R4Calc@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUCalc@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Calc@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Calc@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_08PBKNHDHB@call_pmf?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"call_pmf\00", comdat, align 8

@"??_7Calc2@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Calc@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32 (i32)*], align 8
  %3 = alloca [3 x i32 (i32)*], align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Calc2, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = bitcast [2 x i32 (i32)*]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %9) #13
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %9, i8* noundef nonnull align 8 dereferenceable(16) bitcast ([2 x i32 (i32)*]* @__const.main.ok_ops to i8*), i64 16, i1 false)
  %10 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* %2, i64 0, i64 0
  %11 = call fastcc noundef i32 @"?apply_all@@YAHPEBQ6AHH@ZHH@Z"(i32 (i32)** noundef nonnull %10, i32 noundef 2)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %11)
  %13 = bitcast [3 x i32 (i32)*]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %13) #13
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %13, i8* noundef nonnull align 8 dereferenceable(24) bitcast ([3 x i32 (i32)*]* @__const.main.bad_ops to i8*), i64 24, i1 false)
  %14 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* %3, i64 0, i64 0
  %15 = invoke fastcc noundef i32 @"?apply_all@@YAHPEBQ6AHH@ZHH@Z"(i32 (i32)** noundef nonnull %14, i32 noundef 3)
          to label %22 unwind label %16

16:                                               ; preds = %0
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %20 = load i32, i32* %4, align 4, !tbaa !8
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %20) [ "funclet"(token %19) ]
  catchret from %19 to label %22

22:                                               ; preds = %0, %18
  %23 = bitcast %struct.Calc2* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %23) #13
  %24 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %5, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Calc2@@6B@" to i32 (...)**), i32 (...)*** %24, align 8, !tbaa !12
  %25 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %5, i64 0, i32 0
  %26 = getelementptr inbounds %struct.Calc2, %struct.Calc2* %5, i64 0, i32 0, i32 1
  store i32 1000, i32* %26, align 8, !tbaa !14
  invoke fastcc void @"?call_pmf@@YAHAEAUCalc@@P81@EAAHH@ZH@Z"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %25, i64 ptrtoint (i32 (%struct.Calc*, i32)* @"?plain@Calc@@QEAAHH@Z" to i64), i32 noundef 7)
          to label %33 unwind label %27

27:                                               ; preds = %22
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6]
  %31 = load i32, i32* %6, align 4, !tbaa !8
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %31) [ "funclet"(token %30) ]
  catchret from %30 to label %33

33:                                               ; preds = %22, %29
  invoke fastcc void @"?call_pmf@@YAHAEAUCalc@@P81@EAAHH@ZH@Z"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %25, i64 ptrtoint (void (%struct.Calc*, ...)* @"??_9Calc@@$BA@AA" to i64), i32 noundef 8)
          to label %40 unwind label %34

34:                                               ; preds = %33
  %35 = catchswitch within none [label %36] unwind to caller

36:                                               ; preds = %34
  %37 = catchpad within %35 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %7]
  %38 = load i32, i32* %7, align 4, !tbaa !8
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %38) [ "funclet"(token %37) ]
  catchret from %37 to label %40

40:                                               ; preds = %33, %36
  %41 = bitcast i32* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %41)
  store i32 42, i32* %1, align 4, !tbaa !8
  invoke void @_CxxThrowException(i8* nonnull %41, %eh.ThrowInfo* nonnull @_TI1H) #14
          to label %42 unwind label %43

42:                                               ; preds = %40
  unreachable

43:                                               ; preds = %40
  %44 = catchswitch within none [label %45] unwind to caller

45:                                               ; preds = %43
  %46 = catchpad within %44 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %8]
  %47 = load i32, i32* %8, align 4, !tbaa !8
  %48 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %47) [ "funclet"(token %46) ]
  catchret from %46 to label %49

49:                                               ; preds = %45
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %23) #13
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %13) #13
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %9) #13
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal noundef i32 @"?op_ok@@YAHH@Z"(i32 noundef %0) #2 {
  %2 = add nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal noundef i32 @"?op_double@@YAHH@Z"(i32 noundef %0) #2 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: noinline norecurse uwtable
define internal fastcc noundef i32 @"?apply_all@@YAHPEBQ6AHH@ZHH@Z"(i32 (i32)** nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %9

6:                                                ; preds = %15, %2
  %7 = phi i32 [ 3, %2 ], [ %14, %15 ]
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09KPMEAOIJ@apply_all?$AA@", i64 0, i64 0)) #13
  ret i32 %7

9:                                                ; preds = %4, %15
  %10 = phi i64 [ 0, %4 ], [ %16, %15 ]
  %11 = phi i32 [ 3, %4 ], [ %14, %15 ]
  %12 = getelementptr inbounds i32 (i32)*, i32 (i32)** %0, i64 %10
  %13 = load i32 (i32)*, i32 (i32)** %12, align 8, !tbaa !16
  %14 = invoke noundef i32 %13(i32 noundef %11)
          to label %15 unwind label %18

15:                                               ; preds = %9
  %16 = add nuw nsw i64 %10, 1
  %17 = icmp eq i64 %16, %5
  br i1 %17, label %6, label %9, !llvm.loop !18

18:                                               ; preds = %9
  %19 = cleanuppad within none []
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09KPMEAOIJ@apply_all?$AA@", i64 0, i64 0)) #13 [ "funclet"(token %19) ]
  cleanupret from %19 unwind to caller
}

; Function Attrs: mustprogress noreturn uwtable
define internal noundef i32 @"?op_throw@@YAHH@Z"(i32 noundef %0) #6 {
  %2 = alloca i32, align 4
  %3 = mul nsw i32 %0, 100
  store i32 %3, i32* %2, align 4, !tbaa !8
  %4 = bitcast i32* %2 to i8*
  call void @_CxxThrowException(i8* nonnull %4, %eh.ThrowInfo* nonnull @_TI1H) #14
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @"?call_pmf@@YAHAEAUCalc@@P81@EAAHH@ZH@Z"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %0, i64 %1, i32 noundef %2) unnamed_addr #5 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %4 = inttoptr i64 %1 to i32 (%struct.Calc*, i32)*
  %5 = invoke noundef i32 %4(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %2)
          to label %6 unwind label %8

6:                                                ; preds = %3
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PBKNHDHB@call_pmf?$AA@", i64 0, i64 0)) #13
  ret void

8:                                                ; preds = %3
  %9 = cleanuppad within none []
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PBKNHDHB@call_pmf?$AA@", i64 0, i64 0)) #13 [ "funclet"(token %9) ]
  cleanupret from %9 unwind to caller
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @"?plain@Calc@@QEAAHH@Z"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #7 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = icmp sgt i32 %1, 5
  br i1 %4, label %5, label %10

5:                                                ; preds = %2
  %6 = getelementptr inbounds %struct.Calc, %struct.Calc* %0, i64 0, i32 1
  %7 = load i32, i32* %6, align 8, !tbaa !14
  %8 = add nsw i32 %7, %1
  store i32 %8, i32* %3, align 4, !tbaa !8
  %9 = bitcast i32* %3 to i8*
  call void @_CxxThrowException(i8* nonnull %9, %eh.ThrowInfo* nonnull @_TI1H) #14
  unreachable

10:                                               ; preds = %2
  ret i32 %1
}

; Function Attrs: uwtable
define linkonce_odr void @"??_9Calc@@$BA@AA"(%struct.Calc* noundef %0, ...) #8 comdat align 2 {
  %2 = bitcast %struct.Calc* %0 to void (%struct.Calc*, ...)***
  %3 = load void (%struct.Calc*, ...)**, void (%struct.Calc*, ...)*** %2, align 8, !tbaa !12
  %4 = load void (%struct.Calc*, ...)*, void (%struct.Calc*, ...)** %3, align 8
  musttail call void (%struct.Calc*, ...) %4(%struct.Calc* noundef %0, ...)
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @"?virt@Calc2@@UEAAHH@Z"(%struct.Calc2* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #7 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = sub nsw i32 0, %1
  store i32 %4, i32* %3, align 4, !tbaa !8
  %5 = bitcast i32* %3 to i8*
  call void @_CxxThrowException(i8* nonnull %5, %eh.ThrowInfo* nonnull @_TI1H) #14
  unreachable
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GCalc2@@UEAAPEAXI@Z"(%struct.Calc2* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #9 comdat align 2 {
  %3 = bitcast %struct.Calc2* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #15
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @"?virt@Calc@@UEAAHH@Z"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #10 comdat align 2 {
  ret i32 %1
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GCalc@@UEAAPEAXI@Z"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #11 comdat align 2 {
  %3 = bitcast %struct.Calc* %0 to i8*
  %4 = icmp eq i32 %1, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #15
  br label %6

6:                                                ; preds = %5, %2
  ret i8* %3
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #12

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { mustprogress noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" "thunk" }
attributes #9 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #10 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #11 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #12 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #13 = { nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"vtable pointer", !11, i64 0}
!14 = !{!15, !9, i64 8}
!15 = !{!"?AUCalc@@", !9, i64 8}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !10, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
