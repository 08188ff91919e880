; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [18 x i8] c"C++ throws at %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"C++ ~Obj(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"no-throw callback %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"C layer %d enter\0A\00", align 1
@.str.1.5 = private unnamed_addr constant [18 x i8] c"C layer %d leave\0A\00", align 1
@.str.2.6 = private unnamed_addr constant [23 x i8] c"C cleanup releases %d\0A\00", align 1

; Function Attrs: uwtable
define dso_local void @cpp_callback(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %2 = icmp eq i32 %0, 3
  br i1 %2, label %3, label %10

3:                                                ; preds = %1
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef 3)
  %5 = tail call i8* @__cxa_allocate_exception(i64 4) #5
  %6 = bitcast i8* %5 to i32*
  store i32 3, i32* %6, align 16, !tbaa !4
  invoke void @__cxa_throw(i8* nonnull %5, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %14 unwind label %7

7:                                                ; preds = %10, %3
  %8 = landingpad { i8*, i32 }
          cleanup
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %0) #5
  resume { i8*, i32 } %8

10:                                               ; preds = %1
  %11 = add nsw i32 %0, 1
  invoke void @c_layer(i32 noundef %11, void (i32)* noundef nonnull @cpp_callback)
          to label %12 unwind label %7

12:                                               ; preds = %10
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %0) #5
  ret void

14:                                               ; preds = %3
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  invoke void @c_layer(i32 noundef 1, void (i32)* noundef nonnull @cpp_callback)
          to label %12 unwind label %1

1:                                                ; preds = %0
  %2 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %3 = extractvalue { i8*, i32 } %2, 1
  %4 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #5
  %5 = icmp eq i32 %3, %4
  br i1 %5, label %6, label %13

6:                                                ; preds = %1
  %7 = extractvalue { i8*, i32 } %2, 0
  %8 = tail call i8* @__cxa_begin_catch(i8* %7) #5
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %9, align 4, !tbaa !4
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef %10)
  tail call void @__cxa_end_catch() #5
  br label %12

12:                                               ; preds = %6, %0
  tail call void @c_layer(i32 noundef 10, void (i32)* noundef nonnull @"_ZZ4mainEN3$_08__invokeEi")
  ret i32 0

13:                                               ; preds = %1
  resume { i8*, i32 } %2
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare dso_local i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: inlinehint nofree norecurse nounwind uwtable
define internal void @"_ZZ4mainEN3$_08__invokeEi"(i32 noundef %0) #4 align 2 {
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i64 0, i64 0), i32 noundef %0) #5
  ret void
}

; Function Attrs: uwtable
define dso_local void @c_plain(i32 noundef %0, void (i32)* nocapture noundef readonly %1) local_unnamed_addr #0 {
  tail call void %1(i32 noundef %0)
  ret void
}

; Function Attrs: uwtable
define dso_local void @c_layer(i32 noundef %0, void (i32)* nocapture noundef readonly %1) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gcc_personality_seh0 to i8*) {
  %3 = mul nsw i32 %0, 10
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %0)
  invoke void %1(i32 noundef %0)
          to label %5 unwind label %9

5:                                                ; preds = %2
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1.5, i64 0, i64 0), i32 noundef %0)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2.6, i64 0, i64 0), i32 noundef %3) #5
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2.6, i64 0, i64 0), i32 noundef %0) #5
  ret void

9:                                                ; preds = %2
  %10 = landingpad { i8*, i32 }
          cleanup
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2.6, i64 0, i64 0), i32 noundef %3) #5
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.2.6, i64 0, i64 0), i32 noundef %0) #5
  resume { i8*, i32 } %10
}

declare dso_local i32 @__gcc_personality_seh0(...)

attributes #0 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone }
attributes #4 = { inlinehint nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{!"Debian clang version 14.0.6"}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
