; ModuleID = 'throw_from_catch_replaces.cpp'
source_filename = "throw_from_catch_replaces.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.E = type { i32 }

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.1 = private unnamed_addr constant [22 x i8] c"caught translated %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"translating %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@str = private unnamed_addr constant [11 x i8] c"wrong: int\00", align 1
@str.7 = private unnamed_addr constant [7 x i8] c"~Guard\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %2 = bitcast i8* %1 to i32*
  store i32 1, i32* %2, align 4, !tbaa !2
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef 1)
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #4
          to label %28 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind label %31

6:                                                ; preds = %4
  %7 = catchpad within %5 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %8 = tail call i8* @llvm.wasm.get.exception(token %7)
  %9 = tail call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #1
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %6
  %13 = call i8* @__cxa_begin_catch(i8* %8) #1 [ "funclet"(token %7) ]
  %14 = bitcast i8* %13 to i32*
  %15 = load i32, i32* %14, align 4, !tbaa !2
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %15) [ "funclet"(token %7) ]
  %17 = call i8* @__cxa_allocate_exception(i32 4) #1 [ "funclet"(token %7) ]
  %18 = load i32, i32* %14, align 4, !tbaa !2
  %19 = add nsw i32 %18, 1
  %20 = bitcast i8* %17 to i32*
  store i32 %19, i32* %20, align 4, !tbaa !2
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef %19) [ "funclet"(token %7) ]
  invoke void @__cxa_throw(i8* nonnull %17, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #4 [ "funclet"(token %7) ]
          to label %28 unwind label %24

22:                                               ; preds = %6
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %7) ]
          to label %23 unwind label %31

23:                                               ; preds = %22
  unreachable

24:                                               ; preds = %12
  %25 = cleanuppad within %7 []
  %26 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str.7, i32 0, i32 0)) #1 [ "funclet"(token %25) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %25) ]
          to label %27 unwind label %29

27:                                               ; preds = %24
  cleanupret from %25 unwind label %31

28:                                               ; preds = %12, %0
  unreachable

29:                                               ; preds = %24
  %30 = cleanuppad within %25 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %30) ]
  unreachable

31:                                               ; preds = %22, %27, %4
  %32 = catchswitch within none [label %33] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %35 = tail call i8* @llvm.wasm.get.exception(token %34)
  %36 = tail call i32 @llvm.wasm.get.ehselector(token %34)
  %37 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #1
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %44

39:                                               ; preds = %33
  %40 = call i8* @__cxa_begin_catch(i8* %35) #1 [ "funclet"(token %34) ]
  %41 = bitcast i8* %40 to i32*
  %42 = load i32, i32* %41, align 4, !tbaa !2
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %42) [ "funclet"(token %34) ]
  call void @__cxa_end_catch() [ "funclet"(token %34) ]
  catchret from %34 to label %45

44:                                               ; preds = %33
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %34) ]
  unreachable

45:                                               ; preds = %39
  %46 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %47 = bitcast i8* %46 to i32*
  store i32 5, i32* %47, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %46, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %87 unwind label %48

48:                                               ; preds = %45
  %49 = catchswitch within none [label %50] unwind label %65

50:                                               ; preds = %48
  %51 = catchpad within %49 [i8* bitcast (i8** @_ZTIi to i8*)]
  %52 = tail call i8* @llvm.wasm.get.exception(token %51)
  %53 = tail call i32 @llvm.wasm.get.ehselector(token %51)
  %54 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %64

56:                                               ; preds = %50
  %57 = call i8* @__cxa_begin_catch(i8* %52) #1 [ "funclet"(token %51) ]
  %58 = bitcast i8* %57 to i32*
  %59 = load i32, i32* %58, align 4, !tbaa !7
  %60 = call i8* @__cxa_allocate_exception(i32 4) #1 [ "funclet"(token %51) ]
  %61 = shl nsw i32 %59, 1
  %62 = bitcast i8* %60 to i32*
  store i32 %61, i32* %62, align 4, !tbaa !2
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef %61) [ "funclet"(token %51) ]
  invoke void @__cxa_throw(i8* nonnull %60, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #4 [ "funclet"(token %51) ]
          to label %87 unwind label %85

64:                                               ; preds = %50
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %51) ]
          to label %87 unwind label %65

65:                                               ; preds = %64, %85, %48
  %66 = catchswitch within none [label %67] unwind to caller

67:                                               ; preds = %65
  %68 = catchpad within %66 [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %69 = tail call i8* @llvm.wasm.get.exception(token %68)
  %70 = tail call i32 @llvm.wasm.get.ehselector(token %68)
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %73, label %76

73:                                               ; preds = %67
  %74 = call i8* @__cxa_begin_catch(i8* %69) #1 [ "funclet"(token %68) ]
  %75 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %68) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %68) ]
  catchret from %68 to label %84

76:                                               ; preds = %67
  %77 = icmp eq i32 %70, %37
  br i1 %77, label %78, label %83

78:                                               ; preds = %76
  %79 = call i8* @__cxa_begin_catch(i8* %69) #1 [ "funclet"(token %68) ]
  %80 = bitcast i8* %79 to i32*
  %81 = load i32, i32* %80, align 4, !tbaa !2
  %82 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i32 0, i32 0), i32 noundef %81) [ "funclet"(token %68) ]
  call void @__cxa_end_catch() [ "funclet"(token %68) ]
  catchret from %68 to label %84

83:                                               ; preds = %76
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %68) ]
  unreachable

84:                                               ; preds = %78, %73
  ret i32 0

85:                                               ; preds = %56
  %86 = cleanuppad within %51 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %86) ]
  cleanupret from %86 unwind label %65

87:                                               ; preds = %64, %56, %45
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.E, %struct.E* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !2
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0), i32 noundef %3)
  ret %struct.E* %0
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noreturn }
attributes #5 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nofree nounwind }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS1E", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!4, !4, i64 0}
