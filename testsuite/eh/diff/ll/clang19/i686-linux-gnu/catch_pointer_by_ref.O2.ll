; ModuleID = 'catch_pointer_by_ref.cpp'
source_filename = "catch_pointer_by_ref.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

@_ZTIPi = external constant ptr
@.str = private unnamed_addr constant [18 x i8] c"int *const &: %d\0A\00", align 1
@_ZTIPKc = external constant ptr
@.str.1 = private unnamed_addr constant [25 x i8] c"const char *const &: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [39 x i8] c"const char *const & from an array: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"int *&: %d\0A\00", align 1
@_ZL5other = internal global i32 7, align 4
@.str.4 = private unnamed_addr constant [31 x i8] c"rethrown after the change: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"null: %d\0A\00", align 1
@_ZL5value = internal global i32 42, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"a string literal\00", align 1
@_ZL4text = internal constant [17 x i8] c"an array of char\00", align 1
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #4
  store ptr @_ZL5value, ptr %1, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTIPi, ptr null) #5
          to label %2 unwind label %3

2:                                                ; preds = %0
  unreachable

3:                                                ; preds = %0
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTIPi
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPi) #4
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %82

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_begin_catch(ptr %5) #4
  %11 = getelementptr i8, ptr %5, i32 32
  %12 = load ptr, ptr %11, align 4, !tbaa !6
  %13 = load i32, ptr %12, align 4, !tbaa !10
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13)
  tail call void @__cxa_end_catch() #4
  %15 = tail call ptr @__cxa_allocate_exception(i32 4) #4
  store ptr @.str.7, ptr %15, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %15, ptr nonnull @_ZTIPKc, ptr null) #5
          to label %16 unwind label %17

16:                                               ; preds = %9
  unreachable

17:                                               ; preds = %9
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKc
  %19 = extractvalue { ptr, i32 } %18, 0
  %20 = extractvalue { ptr, i32 } %18, 1
  %21 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #4
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %82

23:                                               ; preds = %17
  %24 = tail call ptr @__cxa_begin_catch(ptr %19) #4
  %25 = getelementptr i8, ptr %19, i32 32
  %26 = load ptr, ptr %25, align 4, !tbaa !6
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %26)
  tail call void @__cxa_end_catch() #4
  %28 = tail call ptr @__cxa_allocate_exception(i32 4) #4
  store ptr @_ZL4text, ptr %28, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %28, ptr nonnull @_ZTIPKc, ptr null) #5
          to label %29 unwind label %30

29:                                               ; preds = %23
  unreachable

30:                                               ; preds = %23
  %31 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKc
  %32 = extractvalue { ptr, i32 } %31, 0
  %33 = extractvalue { ptr, i32 } %31, 1
  %34 = icmp eq i32 %33, %20
  br i1 %34, label %35, label %82

35:                                               ; preds = %30
  %36 = tail call ptr @__cxa_begin_catch(ptr %32) #4
  %37 = getelementptr i8, ptr %32, i32 32
  %38 = load ptr, ptr %37, align 4, !tbaa !6
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %38)
  tail call void @__cxa_end_catch() #4
  %40 = tail call ptr @__cxa_allocate_exception(i32 4) #4
  store ptr @_ZL5value, ptr %40, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %40, ptr nonnull @_ZTIPi, ptr null) #5
          to label %41 unwind label %42

41:                                               ; preds = %35
  unreachable

42:                                               ; preds = %35
  %43 = landingpad { ptr, i32 }
          catch ptr @_ZTIPi
  %44 = extractvalue { ptr, i32 } %43, 0
  %45 = extractvalue { ptr, i32 } %43, 1
  %46 = icmp eq i32 %45, %6
  br i1 %46, label %47, label %57

47:                                               ; preds = %42
  %48 = tail call ptr @__cxa_begin_catch(ptr %44) #4
  %49 = getelementptr i8, ptr %44, i32 32
  %50 = load ptr, ptr %49, align 4, !tbaa !6
  %51 = load i32, ptr %50, align 4, !tbaa !10
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %51)
  store ptr @_ZL5other, ptr %49, align 4, !tbaa !6
  invoke void @__cxa_rethrow() #5
          to label %87 unwind label %53

53:                                               ; preds = %47
  %54 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPi
  %55 = extractvalue { ptr, i32 } %54, 0
  %56 = extractvalue { ptr, i32 } %54, 1
  tail call void @__cxa_end_catch() #4
  br label %57

57:                                               ; preds = %53, %42
  %58 = phi i32 [ %56, %53 ], [ %45, %42 ]
  %59 = phi ptr [ %55, %53 ], [ %44, %42 ]
  %60 = icmp eq i32 %58, %6
  br i1 %60, label %61, label %82

61:                                               ; preds = %57
  %62 = tail call ptr @__cxa_begin_catch(ptr %59) #4
  %63 = getelementptr i8, ptr %59, i32 32
  %64 = load ptr, ptr %63, align 4, !tbaa !6
  %65 = load i32, ptr %64, align 4, !tbaa !10
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %65)
  tail call void @__cxa_end_catch() #4
  %67 = tail call ptr @__cxa_allocate_exception(i32 4) #4
  store ptr null, ptr %67, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %67, ptr nonnull @_ZTIPi, ptr null) #5
          to label %68 unwind label %69

68:                                               ; preds = %61
  unreachable

69:                                               ; preds = %61
  %70 = landingpad { ptr, i32 }
          catch ptr @_ZTIPi
  %71 = extractvalue { ptr, i32 } %70, 0
  %72 = extractvalue { ptr, i32 } %70, 1
  %73 = icmp eq i32 %72, %6
  br i1 %73, label %74, label %82

74:                                               ; preds = %69
  %75 = tail call ptr @__cxa_begin_catch(ptr %71) #4
  %76 = getelementptr i8, ptr %71, i32 32
  %77 = load ptr, ptr %76, align 4, !tbaa !6
  %78 = icmp eq ptr %77, null
  %79 = zext i1 %78 to i32
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %79)
  tail call void @__cxa_end_catch() #4
  %81 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret i32 0

82:                                               ; preds = %69, %57, %30, %17, %3
  %83 = phi i32 [ %72, %69 ], [ %58, %57 ], [ %33, %30 ], [ %20, %17 ], [ %6, %3 ]
  %84 = phi ptr [ %71, %69 ], [ %59, %57 ], [ %32, %30 ], [ %19, %17 ], [ %5, %3 ]
  %85 = insertvalue { ptr, i32 } poison, ptr %84, 0
  %86 = insertvalue { ptr, i32 } %85, i32 %83, 1
  resume { ptr, i32 } %86

87:                                               ; preds = %47
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_end_catch() local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
