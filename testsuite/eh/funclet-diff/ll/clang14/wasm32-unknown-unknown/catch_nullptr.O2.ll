; ModuleID = 'catch_nullptr.cpp'
source_filename = "catch_nullptr.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZTSP1S = comdat any

$_ZTS1S = comdat any

$_ZTI1S = comdat any

$_ZTIP1S = comdat any

$_ZTSM1Si = comdat any

$_ZTIM1Si = comdat any

@_ZTIi = external constant i8*
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP1S = linkonce_odr hidden constant [4 x i8] c"P1S\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1S = linkonce_odr hidden constant [3 x i8] c"1S\00", comdat, align 1
@_ZTI1S = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1S, i32 0, i32 0) }, comdat, align 4
@_ZTIP1S = linkonce_odr hidden constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1S, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 4
@_ZTIDn = external constant i8*
@.str = private unnamed_addr constant [12 x i8] c"S* null=%d\0A\00", align 1
@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global i8*
@_ZTSM1Si = linkonce_odr hidden constant [5 x i8] c"M1Si\00", comdat, align 1
@_ZTIM1Si = linkonce_odr hidden constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSM1Si, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 4
@.str.2 = private unnamed_addr constant [18 x i8] c"int S::* null=%d\0A\00", align 1
@_ZTIPKi = external constant i8*
@_ZTIPi = external constant i8*
@.str.4 = private unnamed_addr constant [20 x i8] c"const int* null=%d\0A\00", align 1
@str = private unnamed_addr constant [10 x i8] c"nullptr_t\00", align 1
@str.6 = private unnamed_addr constant [17 x i8] c"wrong: nullptr_t\00", align 1
@str.7 = private unnamed_addr constant [11 x i8] c"wrong: int\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %2 = bitcast i8* %1 to i8**
  store i8* null, i8** %2, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast (i8** @_ZTIDn to i8*), i8* null) #4
          to label %80 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1S to i8*)]
  %7 = tail call i8* @llvm.wasm.get.exception(token %6)
  %8 = tail call i32 @llvm.wasm.get.ehselector(token %6)
  %9 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #1
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %14

11:                                               ; preds = %5
  %12 = call i8* @__cxa_begin_catch(i8* %7) #1 [ "funclet"(token %6) ]
  %13 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @str.7, i32 0, i32 0)) [ "funclet"(token %6) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %6) ]
  catchret from %6 to label %23

14:                                               ; preds = %5
  %15 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1S to i8*)) #1
  %16 = icmp eq i32 %8, %15
  br i1 %16, label %17, label %22

17:                                               ; preds = %14
  %18 = call i8* @__cxa_begin_catch(i8* %7) #1 [ "funclet"(token %6) ]
  %19 = icmp eq i8* %18, null
  %20 = zext i1 %19 to i32
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), i32 noundef %20) [ "funclet"(token %6) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %6) ]
  catchret from %6 to label %23

22:                                               ; preds = %14
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %6) ]
  unreachable

23:                                               ; preds = %17, %11
  %24 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %25 = bitcast i8* %24 to i8**
  store i8* null, i8** %25, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %24, i8* bitcast (i8** @_ZTIDn to i8*), i8* null) #4
          to label %80 unwind label %26

26:                                               ; preds = %23
  %27 = catchswitch within none [label %28] unwind to caller

28:                                               ; preds = %26
  %29 = catchpad within %27 [i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)]
  %30 = tail call i8* @llvm.wasm.get.exception(token %29)
  %31 = tail call i32 @llvm.wasm.get.ehselector(token %29)
  %32 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)) #1
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %41

34:                                               ; preds = %28
  %35 = call i8* @__cxa_begin_catch(i8* %30) #1 [ "funclet"(token %29) ]
  %36 = bitcast i8* %35 to i32*
  %37 = load i32, i32* %36, align 4, !tbaa !6
  %38 = icmp eq i32 %37, -1
  %39 = zext i1 %38 to i32
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i32 0, i32 0), i32 noundef %39) [ "funclet"(token %29) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %29) ]
  catchret from %29 to label %42

41:                                               ; preds = %28
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %29) ]
  unreachable

42:                                               ; preds = %34
  %43 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %44 = bitcast i8* %43 to i8**
  store i8* null, i8** %44, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %43, i8* bitcast (i8** @_ZTIDn to i8*), i8* null) #4
          to label %80 unwind label %45

45:                                               ; preds = %42
  %46 = catchswitch within none [label %47] unwind to caller

47:                                               ; preds = %45
  %48 = catchpad within %46 [i8* bitcast (i8** @_ZTIDn to i8*)]
  %49 = tail call i8* @llvm.wasm.get.exception(token %48)
  %50 = tail call i32 @llvm.wasm.get.ehselector(token %48)
  %51 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIDn to i8*)) #1
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %56

53:                                               ; preds = %47
  %54 = call i8* @__cxa_begin_catch(i8* %49) #1 [ "funclet"(token %48) ]
  %55 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %48) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %48) ]
  catchret from %48 to label %57

56:                                               ; preds = %47
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %48) ]
  unreachable

57:                                               ; preds = %53
  %58 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %59 = bitcast i8* %58 to i32**
  store i32* null, i32** %59, align 16, !tbaa !7
  invoke void @__cxa_throw(i8* nonnull %58, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #4
          to label %80 unwind label %60

60:                                               ; preds = %57
  %61 = catchswitch within none [label %62] unwind to caller

62:                                               ; preds = %60
  %63 = catchpad within %61 [i8* bitcast (i8** @_ZTIDn to i8*), i8* bitcast (i8** @_ZTIPKi to i8*)]
  %64 = tail call i8* @llvm.wasm.get.exception(token %63)
  %65 = tail call i32 @llvm.wasm.get.ehselector(token %63)
  %66 = icmp eq i32 %65, %50
  br i1 %66, label %67, label %70

67:                                               ; preds = %62
  %68 = call i8* @__cxa_begin_catch(i8* %64) #1 [ "funclet"(token %63) ]
  %69 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @str.6, i32 0, i32 0)) [ "funclet"(token %63) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %63) ]
  catchret from %63 to label %79

70:                                               ; preds = %62
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKi to i8*)) #1
  %72 = icmp eq i32 %65, %71
  br i1 %72, label %73, label %78

73:                                               ; preds = %70
  %74 = call i8* @__cxa_begin_catch(i8* %64) #1 [ "funclet"(token %63) ]
  %75 = icmp eq i8* %74, null
  %76 = zext i1 %75 to i32
  %77 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i32 0, i32 0), i32 noundef %76) [ "funclet"(token %63) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %63) ]
  catchret from %63 to label %79

78:                                               ; preds = %70
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %63) ]
  unreachable

79:                                               ; preds = %73, %67
  ret i32 0

80:                                               ; preds = %57, %42, %23, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

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

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noreturn }
attributes #5 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"std::nullptr_t", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!4, !4, i64 0}
!7 = !{!8, !8, i64 0}
!8 = !{!"any pointer", !4, i64 0}
