; ModuleID = 'dtor_throws_normal.cpp'
source_filename = "dtor_throws_normal.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"~Plain(%d)\0A\00", align 1
@str = private unnamed_addr constant [13 x i8] c"end of scope\00", align 1
@str.5 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.6 = private unnamed_addr constant [16 x i8] c"~Thrower throws\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2)
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  %4 = tail call ptr @__cxa_allocate_exception(i64 4) #4
  store i32 42, ptr %4, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTIi, ptr null) #5
          to label %5 unwind label %6

5:                                                ; preds = %0
  unreachable

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %8 = extractvalue { ptr, i32 } %7, 1
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1)
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %11 = icmp eq i32 %8, %10
  br i1 %11, label %12, label %18

12:                                               ; preds = %6
  %13 = extractvalue { ptr, i32 } %7, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #4
  %15 = load i32, ptr %14, align 4, !tbaa !5
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %15)
  tail call void @__cxa_end_catch() #4
  %17 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.5)
  ret i32 0

18:                                               ; preds = %6
  resume { ptr, i32 } %7
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare dso_local void @__cxa_end_catch() local_unnamed_addr

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

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

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
