; ModuleID = 'new_expression_throws.cpp'
source_filename = "new_expression_throws.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"placement operator new tag=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"placement operator delete tag=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", align 1
@str = private unnamed_addr constant [13 x i8] c"operator new\00", align 1
@str.8 = private unnamed_addr constant [16 x i8] c"operator delete\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -1)
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #4
  store i32 -1, ptr %3, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #5
          to label %4 unwind label %5

4:                                                ; preds = %0
  unreachable

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  %8 = extractvalue { ptr, i32 } %6, 1
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %34

11:                                               ; preds = %5
  %12 = extractvalue { ptr, i32 } %6, 0
  %13 = tail call ptr @__cxa_begin_catch(ptr %12) #4
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %14)
  tail call void @__cxa_end_catch() #4
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 7)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -2)
  %18 = tail call ptr @__cxa_allocate_exception(i64 4) #4
  store i32 -2, ptr %18, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %18, ptr nonnull @_ZTIi, ptr null) #5
          to label %19 unwind label %20

19:                                               ; preds = %11
  unreachable

20:                                               ; preds = %11
  %21 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 7)
  %23 = extractvalue { ptr, i32 } %21, 1
  %24 = icmp eq i32 %23, %8
  br i1 %24, label %25, label %34

25:                                               ; preds = %20
  %26 = extractvalue { ptr, i32 } %21, 0
  %27 = tail call ptr @__cxa_begin_catch(ptr %26) #4
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %28)
  tail call void @__cxa_end_catch() #4
  %30 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 3)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3)
  %33 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  ret i32 0

34:                                               ; preds = %20, %5
  %35 = phi { ptr, i32 } [ %21, %20 ], [ %6, %5 ]
  resume { ptr, i32 } %35
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

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
