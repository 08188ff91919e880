; ModuleID = 'dynspec_allowed_types.cpp'
source_filename = "dynspec_allowed_types.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor13 = type { i8**, i8*, [14 x i8] }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%struct.Derived = type { %struct.Base }
%struct.Base = type { i32 }
%rtti.TypeDescriptor14 = type { i8**, i8*, [15 x i8] }
%rtti.TypeDescriptor5 = type { i8**, i8*, [6 x i8] }
%eh.CatchableTypeArray.3 = type { i32, [3 x i32] }

$"??_R0?AUDerived@@@8" = comdat any

$"??_R0?AUBase@@@8" = comdat any

$"??_R0H@8" = comdat any

$"??_R0PEAUBase@@@8" = comdat any

$"??_C@_0O@LOGGBLJC@?$CFd?3?5Base?$CK?5?$CFd?6?$AA@" = comdat any

$"??_C@_0M@HOBHNIBB@?$CFd?3?5int?5?$CFd?6?$AA@" = comdat any

$"??_C@_0N@HKJGCCCB@?$CFd?3?5Base?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@KPKNHOFD@?$CFd?3?5Derived?5?$CFd?6?$AA@" = comdat any

$"??_C@_09NKEPJDMO@quiet?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0?AUBase@@@84" = comdat any

$"_CTA1?AUBase@@" = comdat any

$"_TI1?AUBase@@" = comdat any

$"_CT??_R0?AUDerived@@@84" = comdat any

$"_CTA2?AUDerived@@" = comdat any

$"_TI2?AUDerived@@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_R0PEAUDerived@@@8" = comdat any

$"_CT??_R0PEAUDerived@@@88" = comdat any

$"_CT??_R0PEAUBase@@@88" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$"_CTA3PEAUDerived@@" = comdat any

$"_TI3PEAUDerived@@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor13 { i8** @"??_7type_info@@6B@", i8* null, [14 x i8] c".?AUDerived@@\00" }, comdat
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_R0PEAUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".PEAUBase@@\00" }, comdat
@"??_C@_0O@LOGGBLJC@?$CFd?3?5Base?$CK?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"%d: Base* %d\0A\00", comdat, align 8
@"??_C@_0M@HOBHNIBB@?$CFd?3?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"%d: int %d\0A\00", comdat, align 8
@"??_C@_0N@HKJGCCCB@?$CFd?3?5Base?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"%d: Base %d\0A\00", comdat, align 8
@"??_C@_0BA@KPKNHOFD@?$CFd?3?5Derived?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"%d: Derived %d\0A\00", comdat, align 8
@"??_C@_09NKEPJDMO@quiet?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"quiet %d\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUBase@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUBase@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUBase@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUDerived@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA2?AUDerived@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUDerived@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUBase@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUDerived@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2?AUDerived@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@g_d = internal global %struct.Derived zeroinitializer, align 4
@"??_R0PEAUDerived@@@8" = linkonce_odr global %rtti.TypeDescriptor14 { i8** @"??_7type_info@@6B@", i8* null, [15 x i8] c".PEAUDerived@@\00" }, comdat
@"_CT??_R0PEAUDerived@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor14* @"??_R0PEAUDerived@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CT??_R0PEAUBase@@@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0PEAUBase@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAX@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA3PEAUDerived@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUDerived@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAUBase@@@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI3PEAUDerived@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.3* @"_CTA3PEAUDerived@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@str = private unnamed_addr constant [18 x i8] c"never: unexpected\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Base*, align 8
  %2 = alloca i32, align 4
  %3 = alloca %struct.Base*, align 8
  %4 = alloca %struct.Derived*, align 8
  %5 = tail call void ()* @set_unexpected(void ()* noundef nonnull @"?never_handler@@YAXXZ") #7
  %6 = bitcast %struct.Derived** %4 to %struct.Base**
  br label %12

7:                                                ; preds = %22
  %8 = call fastcc noundef i32 @"?quiet@@YAHH@Z"(i32 noundef 0) #7, !range !8
  %9 = call fastcc noundef i32 @"?quiet@@YAHH@Z"(i32 noundef 3) #7, !range !8
  %10 = add nsw i32 %9, %8
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09NKEPJDMO@quiet?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %10)
  ret i32 0

12:                                               ; preds = %0, %22
  %13 = phi i32 [ 0, %0 ], [ %23, %22 ]
  invoke fastcc void @"?spec@@YAXH@Z"(i32 noundef %13)
          to label %22 unwind label %14

14:                                               ; preds = %12
  %15 = catchswitch within none [label %16, label %25, label %31, label %35] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [%rtti.TypeDescriptor13* @"??_R0?AUDerived@@@8", i32 8, %struct.Derived** %4]
  %18 = load %struct.Base*, %struct.Base** %6, align 8, !tbaa !9
  %19 = getelementptr inbounds %struct.Base, %struct.Base* %18, i64 0, i32 0
  %20 = load i32, i32* %19, align 4, !tbaa !13
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@KPKNHOFD@?$CFd?3?5Derived?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %13, i32 noundef %20) [ "funclet"(token %17) ]
  catchret from %17 to label %22

22:                                               ; preds = %12, %35, %31, %25, %16
  %23 = add nuw nsw i32 %13, 1
  %24 = icmp eq i32 %23, 4
  br i1 %24, label %7, label %12, !llvm.loop !16

25:                                               ; preds = %14
  %26 = catchpad within %15 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, %struct.Base** %3]
  %27 = load %struct.Base*, %struct.Base** %3, align 8, !tbaa !9
  %28 = getelementptr inbounds %struct.Base, %struct.Base* %27, i64 0, i32 0
  %29 = load i32, i32* %28, align 4, !tbaa !13
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@HKJGCCCB@?$CFd?3?5Base?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %13, i32 noundef %29) [ "funclet"(token %26) ]
  catchret from %26 to label %22

31:                                               ; preds = %14
  %32 = catchpad within %15 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %2]
  %33 = load i32, i32* %2, align 4, !tbaa !18
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@HOBHNIBB@?$CFd?3?5int?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %13, i32 noundef %33) [ "funclet"(token %32) ]
  catchret from %32 to label %22

35:                                               ; preds = %14
  %36 = catchpad within %15 [%rtti.TypeDescriptor11* @"??_R0PEAUBase@@@8", i32 0, %struct.Base** %1]
  %37 = load %struct.Base*, %struct.Base** %1, align 8, !tbaa !9
  %38 = getelementptr inbounds %struct.Base, %struct.Base* %37, i64 0, i32 0
  %39 = load i32, i32* %38, align 4, !tbaa !13
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@LOGGBLJC@?$CFd?3?5Base?$CK?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %13, i32 noundef %39) [ "funclet"(token %36) ]
  catchret from %36 to label %22
}

; Function Attrs: nounwind
declare dso_local void ()* @set_unexpected(void ()* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress norecurse noreturn uwtable
define internal void @"?never_handler@@YAXXZ"() #2 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @str, i64 0, i64 0))
  tail call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #8
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @"?spec@@YAXH@Z"(i32 noundef %0) unnamed_addr #3 {
  %2 = alloca %struct.Base, align 4
  %3 = alloca %struct.Derived, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Derived*, align 8
  switch i32 %0, label %14 [
    i32 0, label %6
    i32 1, label %9
    i32 2, label %12
  ]

6:                                                ; preds = %1
  %7 = getelementptr inbounds %struct.Base, %struct.Base* %2, i64 0, i32 0
  store i32 10, i32* %7, align 4, !tbaa !13
  %8 = bitcast %struct.Base* %2 to i8*
  call void @_CxxThrowException(i8* nonnull %8, %eh.ThrowInfo* nonnull @"_TI1?AUBase@@") #8
  unreachable

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Derived, %struct.Derived* %3, i64 0, i32 0, i32 0
  store i32 11, i32* %10, align 4
  %11 = bitcast %struct.Derived* %3 to i8*
  call void @_CxxThrowException(i8* nonnull %11, %eh.ThrowInfo* nonnull @"_TI2?AUDerived@@") #8
  unreachable

12:                                               ; preds = %1
  store i32 12, i32* %4, align 4, !tbaa !18
  %13 = bitcast i32* %4 to i8*
  call void @_CxxThrowException(i8* nonnull %13, %eh.ThrowInfo* nonnull @_TI1H) #8
  unreachable

14:                                               ; preds = %1
  store i32 13, i32* getelementptr inbounds (%struct.Derived, %struct.Derived* @g_d, i64 0, i32 0, i32 0), align 4, !tbaa !13
  store %struct.Derived* @g_d, %struct.Derived** %5, align 8, !tbaa !9
  %15 = bitcast %struct.Derived** %5 to i8*
  call void @_CxxThrowException(i8* nonnull %15, %eh.ThrowInfo* nonnull @"_TI3PEAUDerived@@") #8
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress noinline norecurse nounwind uwtable
define internal fastcc noundef i32 @"?quiet@@YAHH@Z"(i32 noundef %0) unnamed_addr #5 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  invoke fastcc void @"?spec@@YAXH@Z"(i32 noundef %0)
          to label %6 unwind label %2

2:                                                ; preds = %1
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [i8* null, i32 64, i8* null]
  catchret from %5 to label %6

6:                                                ; preds = %1, %4
  %7 = phi i32 [ %0, %4 ], [ -1, %1 ]
  ret i32 %7
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { mustprogress norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { mustprogress noinline norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { mustprogress noinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

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
!8 = !{i32 -1, i32 4}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !15, i64 0}
!14 = !{!"?AUBase@@", !15, i64 0}
!15 = !{!"int", !11, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!15, !15, i64 0}
