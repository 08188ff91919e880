; ModuleID = 'function_try_block_func.cpp'
source_filename = "function_try_block_func.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Noisy = type { i32 }

$_ZN5NoisyD2Ev = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"compute(1)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"compute(5)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"caught from destructor %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"main handler %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"compute handler %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"~Noisy(%d) body\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"~Noisy handler %d (rethrows)\0A\00", align 1
@str = private unnamed_addr constant [7 x i8] c"~Local\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Noisy, align 4
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10)
  %4 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 5, ptr %4, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIi, ptr null) #7
          to label %11 unwind label %5

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %7 = extractvalue { ptr, i32 } %6, 1
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %10 = icmp eq i32 %7, %9
  br i1 %10, label %12, label %23

11:                                               ; preds = %0
  unreachable

12:                                               ; preds = %5
  %13 = extractvalue { ptr, i32 } %6, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #6
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %15)
  %17 = sub nsw i32 0, %15
  tail call void @__cxa_end_catch() #6
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #6
  store i32 2, ptr %1, align 4, !tbaa !9
  invoke void @_ZN5NoisyD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1)
          to label %19 unwind label %27

19:                                               ; preds = %12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #6
  br label %36

20:                                               ; preds = %36
  %21 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %22 = extractvalue { ptr, i32 } %21, 1
  br label %23

23:                                               ; preds = %5, %20
  %24 = phi i32 [ %7, %5 ], [ %22, %20 ]
  %25 = phi { ptr, i32 } [ %6, %5 ], [ %21, %20 ]
  %26 = extractvalue { ptr, i32 } %25, 0
  br label %38

27:                                               ; preds = %12
  %28 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %29 = extractvalue { ptr, i32 } %28, 0
  %30 = extractvalue { ptr, i32 } %28, 1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #6
  %31 = icmp eq i32 %30, %7
  br i1 %31, label %32, label %38

32:                                               ; preds = %27
  %33 = call ptr @__cxa_begin_catch(ptr %29) #6
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %34)
  call void @__cxa_end_catch() #6
  br label %36

36:                                               ; preds = %32, %19
  %37 = call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 99, ptr %37, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %37, ptr nonnull @_ZTIi, ptr null) #7
          to label %48 unwind label %20

38:                                               ; preds = %27, %23
  %39 = phi i32 [ %24, %23 ], [ %30, %27 ]
  %40 = phi ptr [ %26, %23 ], [ %29, %27 ]
  %41 = phi { ptr, i32 } [ %25, %23 ], [ %28, %27 ]
  %42 = icmp eq i32 %39, %9
  br i1 %42, label %43, label %47

43:                                               ; preds = %38
  %44 = call ptr @__cxa_begin_catch(ptr %40) #6
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %45)
  call void @__cxa_end_catch() #6
  ret i32 3

47:                                               ; preds = %38
  resume { ptr, i32 } %41

48:                                               ; preds = %36
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN5NoisyD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !9
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %2)
  %4 = load i32, ptr %0, align 4, !tbaa !9
  %5 = icmp eq i32 %4, 2
  br i1 %5, label %6, label %22

6:                                                ; preds = %1
  %7 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  %8 = load i32, ptr %0, align 4, !tbaa !9
  store i32 %8, ptr %7, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #7
          to label %25 unwind label %9

9:                                                ; preds = %6
  %10 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %11 = extractvalue { ptr, i32 } %10, 1
  %12 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %23

14:                                               ; preds = %9
  %15 = extractvalue { ptr, i32 } %10, 0
  %16 = tail call ptr @__cxa_begin_catch(ptr %15) #6
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %17)
  invoke void @__cxa_rethrow()
          to label %19 unwind label %20

19:                                               ; preds = %14
  unreachable

20:                                               ; preds = %14
  %21 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_end_catch() #6
  br label %23

22:                                               ; preds = %1
  ret void

23:                                               ; preds = %20, %9
  %24 = phi { ptr, i32 } [ %21, %20 ], [ %10, %9 ]
  resume { ptr, i32 } %24

25:                                               ; preds = %6
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

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
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS5Noisy", !6, i64 0}
