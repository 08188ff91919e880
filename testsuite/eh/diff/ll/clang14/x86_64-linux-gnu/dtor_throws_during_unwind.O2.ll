; ModuleID = 'dtor_throws_during_unwind.cpp'
source_filename = "dtor_throws_during_unwind.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$__clang_call_terminate = comdat any

$_ZTS5First = comdat any

$_ZTI5First = comdat any

$_ZTS6Second = comdat any

$_ZTI6Second = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5First = linkonce_odr dso_local constant [7 x i8] c"5First\00", comdat, align 1
@_ZTI5First = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5First, i32 0, i32 0) }, comdat, align 8
@_ZTS6Second = linkonce_odr dso_local constant [8 x i8] c"6Second\00", comdat, align 1
@_ZTI6Second = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Second, i32 0, i32 0) }, comdat, align 8
@str = private unnamed_addr constant [14 x i8] c"never: caught\00", align 1
@str.4 = private unnamed_addr constant [15 x i8] c"throwing First\00", align 1
@str.5 = private unnamed_addr constant [19 x i8] c"~Bad throws Second\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  invoke fastcc void @_ZL4workv()
          to label %6 unwind label %1

1:                                                ; preds = %0
  %2 = landingpad { i8*, i32 }
          catch i8* null
  %3 = extractvalue { i8*, i32 } %2, 0
  %4 = tail call i8* @__cxa_begin_catch(i8* %3) #4
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str, i64 0, i64 0))
  tail call void @__cxa_end_catch()
  br label %6

6:                                                ; preds = %0, %1
  ret i32 0
}

; Function Attrs: noinline norecurse noreturn uwtable
define internal fastcc void @_ZL4workv() unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.4, i64 0, i64 0))
  %2 = tail call i8* @__cxa_allocate_exception(i64 4) #4
  %3 = bitcast i8* %2 to i32*
  store i32 1, i32* %3, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI5First to i8*), i8* null) #5
          to label %13 unwind label %4

4:                                                ; preds = %0
  %5 = landingpad { i8*, i32 }
          cleanup
  %6 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @str.5, i64 0, i64 0))
  %7 = tail call i8* @__cxa_allocate_exception(i64 4) #4
  %8 = bitcast i8* %7 to i32*
  store i32 2, i32* %8, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %7, i8* bitcast ({ i8*, i8* }* @_ZTI6Second to i8*), i8* null) #5
          to label %9 unwind label %10

9:                                                ; preds = %4
  unreachable

10:                                               ; preds = %4
  %11 = landingpad { i8*, i32 }
          catch i8* null
  %12 = extractvalue { i8*, i32 } %11, 0
  tail call void @__clang_call_terminate(i8* %12) #6
  unreachable

13:                                               ; preds = %0
  unreachable
}

declare i32 @__gxx_personality_v0(...)

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #2 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #4
  tail call void @_ZSt9terminatev() #6
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline noreturn nounwind }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS5First", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !7, i64 0}
!11 = !{!"_ZTS6Second", !7, i64 0}
