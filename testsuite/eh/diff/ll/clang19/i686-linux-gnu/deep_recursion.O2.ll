; ModuleID = 'deep_recursion.cpp'
source_filename = "deep_recursion.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

$__clang_call_terminate = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [25 x i8] c"caught %d, destroyed %d\0A\00", align 1
@_ZL9destroyed = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [29 x i8] c"caught %d after %d rethrows\0A\00", align 1
@_ZL8rethrows = internal unnamed_addr global i32 0, align 4

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = invoke fastcc noundef i32 @_ZL4divei(i32 noundef 1)
          to label %13 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %4 = extractvalue { ptr, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %27

7:                                                ; preds = %2
  %8 = extractvalue { ptr, i32 } %3, 0
  %9 = tail call ptr @__cxa_begin_catch(ptr %8) #5
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, i32 noundef %11)
  tail call void @__cxa_end_catch() #5
  br label %13

13:                                               ; preds = %0, %7
  %14 = invoke fastcc noundef i32 @_ZL5chaini(i32 noundef 0)
          to label %26 unwind label %15

15:                                               ; preds = %13
  %16 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %15
  %21 = extractvalue { ptr, i32 } %16, 0
  %22 = tail call ptr @__cxa_begin_catch(ptr %21) #5
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = load i32, ptr @_ZL8rethrows, align 4, !tbaa !6
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %23, i32 noundef %24)
  tail call void @__cxa_end_catch() #5
  br label %26

26:                                               ; preds = %13, %20
  ret i32 0

27:                                               ; preds = %15, %2
  %28 = phi { ptr, i32 } [ %16, %15 ], [ %3, %2 ]
  resume { ptr, i32 } %28
}

; Function Attrs: mustprogress noinline uwtable
define internal fastcc noundef i32 @_ZL4divei(i32 noundef %0) unnamed_addr #1 personality ptr @__gxx_personality_v0 {
  %2 = icmp eq i32 %0, 10000
  br i1 %2, label %3, label %11

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  store i32 10000, ptr %4, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIi, ptr null) #6
          to label %20 unwind label %5

5:                                                ; preds = %11, %3
  %6 = landingpad { ptr, i32 }
          cleanup
  %7 = icmp slt i32 %0, 1
  %8 = select i1 %7, i32 1000000, i32 1
  %9 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %10 = add nsw i32 %9, %8
  store i32 %10, ptr @_ZL9destroyed, align 4, !tbaa !6
  resume { ptr, i32 } %6

11:                                               ; preds = %1
  %12 = add nsw i32 %0, 1
  %13 = invoke fastcc noundef i32 @_ZL4divei(i32 noundef %12)
          to label %14 unwind label %5

14:                                               ; preds = %11
  %15 = add nsw i32 %13, 1
  %16 = icmp slt i32 %0, 1
  %17 = select i1 %16, i32 1000000, i32 1
  %18 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !6
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr @_ZL9destroyed, align 4, !tbaa !6
  ret i32 %15

20:                                               ; preds = %3
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define internal fastcc noundef i32 @_ZL5chaini(i32 noundef %0) unnamed_addr #1 personality ptr @__gxx_personality_v0 {
  %2 = icmp eq i32 %0, 300
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  store i32 -300, ptr %4, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIi, ptr null) #6
  unreachable

5:                                                ; preds = %1
  %6 = add nsw i32 %0, 1
  %7 = invoke fastcc noundef i32 @_ZL5chaini(i32 noundef %6)
          to label %8 unwind label %10

8:                                                ; preds = %5
  %9 = add nsw i32 %7, 1
  ret i32 %9

10:                                               ; preds = %5
  %11 = landingpad { ptr, i32 }
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  %13 = tail call ptr @__cxa_begin_catch(ptr %12) #5
  %14 = load i32, ptr @_ZL8rethrows, align 4, !tbaa !6
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr @_ZL8rethrows, align 4, !tbaa !6
  invoke void @__cxa_rethrow() #6
          to label %22 unwind label %16

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %18 unwind label %19

18:                                               ; preds = %16
  resume { ptr, i32 } %17

19:                                               ; preds = %16
  %20 = landingpad { ptr, i32 }
          catch ptr null
  %21 = extractvalue { ptr, i32 } %20, 0
  tail call void @__clang_call_terminate(ptr %21) #7
  unreachable

22:                                               ; preds = %10
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #5
  tail call void @_ZSt9terminatev() #7
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
