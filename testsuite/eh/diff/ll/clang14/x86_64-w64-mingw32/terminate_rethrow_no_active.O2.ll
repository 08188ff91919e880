; ModuleID = 'terminate_rethrow_no_active.cpp'
source_filename = "terminate_rethrow_no_active.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@_ZTIi = external constant i8*
@str = private unnamed_addr constant [10 x i8] c"handled 1\00", align 1
@str.4 = private unnamed_addr constant [14 x i8] c"never: caught\00", align 1
@str.5 = private unnamed_addr constant [19 x i8] c"rethrowing nothing\00", align 1
@str.6 = private unnamed_addr constant [15 x i8] c"~Local (never)\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i64 4) #4
  %2 = bitcast i8* %1 to i32*
  store i32 1, i32* %2, align 16, !tbaa !4
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %24 unwind label %3

3:                                                ; preds = %0
  %4 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %5 = extractvalue { i8*, i32 } %4, 1
  %6 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #4
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %22

8:                                                ; preds = %3
  %9 = extractvalue { i8*, i32 } %4, 0
  %10 = tail call i8* @__cxa_begin_catch(i8* %9) #4
  %11 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str, i64 0, i64 0))
  tail call void @__cxa_end_catch() #4
  invoke fastcc void @_ZL15rethrow_nothingv()
          to label %17 unwind label %12

12:                                               ; preds = %8
  %13 = landingpad { i8*, i32 }
          catch i8* null
  %14 = extractvalue { i8*, i32 } %13, 0
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #4
  %16 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.4, i64 0, i64 0))
  invoke void @__cxa_end_catch()
          to label %17 unwind label %19

17:                                               ; preds = %12, %8
  %18 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.6, i64 0, i64 0)) #4
  ret i32 0

19:                                               ; preds = %12
  %20 = landingpad { i8*, i32 }
          cleanup
  %21 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.6, i64 0, i64 0)) #4
  br label %22

22:                                               ; preds = %19, %3
  %23 = phi { i8*, i32 } [ %20, %19 ], [ %4, %3 ]
  resume { i8*, i32 } %23

24:                                               ; preds = %0
  unreachable
}

declare dso_local i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare dso_local i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL15rethrow_nothingv() unnamed_addr #2 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @str.5, i64 0, i64 0))
  tail call void @__cxa_rethrow() #5
  unreachable
}

declare dso_local void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { mustprogress noinline norecurse noreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
