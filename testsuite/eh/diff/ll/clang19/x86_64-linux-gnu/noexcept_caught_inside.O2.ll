; ModuleID = 'noexcept_caught_inside.cpp'
source_filename = "noexcept_caught_inside.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [44 x i8] c"noexcept(safe(1))=%d noexcept(maybe(1))=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [16 x i8] c"maybe threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"safe caught %d\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 0)
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #4
  store i32 1, ptr %2, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #5
          to label %4 unwind label %7

3:                                                ; preds = %24
  unreachable

4:                                                ; preds = %13, %0
  unreachable

5:                                                ; preds = %18, %7
  %6 = phi ptr [ %9, %7 ], [ %20, %18 ]
  tail call void @__clang_call_terminate(ptr %6) #6
  unreachable

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  %10 = extractvalue { ptr, i32 } %8, 1
  %11 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %5

13:                                               ; preds = %7
  %14 = tail call ptr @__cxa_begin_catch(ptr %9) #4
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %15)
  tail call void @__cxa_end_catch() #4
  %17 = tail call ptr @__cxa_allocate_exception(i64 4) #4
  store i32 3, ptr %17, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIi, ptr null) #5
          to label %4 unwind label %18

18:                                               ; preds = %13
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %20 = extractvalue { ptr, i32 } %19, 0
  %21 = extractvalue { ptr, i32 } %19, 1
  %22 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %5

24:                                               ; preds = %18
  %25 = tail call ptr @__cxa_begin_catch(ptr %20) #4
  %26 = load i32, ptr %25, align 4, !tbaa !5
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26)
  tail call void @__cxa_end_catch() #4
  %28 = add i32 %15, %26
  %29 = sub i32 2, %28
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29)
  %31 = tail call ptr @__cxa_allocate_exception(i64 4) #4
  store i32 3, ptr %31, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %31, ptr nonnull @_ZTIi, ptr null) #5
          to label %3 unwind label %32

32:                                               ; preds = %24
  %33 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %34 = extractvalue { ptr, i32 } %33, 1
  %35 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %42

37:                                               ; preds = %32
  %38 = extractvalue { ptr, i32 } %33, 0
  %39 = tail call ptr @__cxa_begin_catch(ptr %38) #4
  %40 = load i32, ptr %39, align 4, !tbaa !5
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %40)
  tail call void @__cxa_end_catch() #4
  ret i32 0

42:                                               ; preds = %32
  resume { ptr, i32 } %33
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #3 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #4
  tail call void @_ZSt9terminatev() #6
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
