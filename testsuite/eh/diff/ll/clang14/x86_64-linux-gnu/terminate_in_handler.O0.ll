; ModuleID = 'terminate_in_handler.cpp'
source_filename = "terminate_in_handler.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Problem = type { i32 }

$__clang_call_terminate = comdat any

$_ZTS7Problem = comdat any

$_ZTI7Problem = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Problem = linkonce_odr dso_local constant [9 x i8] c"7Problem\00", comdat, align 1
@_ZTI7Problem = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Problem, i32 0, i32 0) }, comdat, align 8
@.str = private unnamed_addr constant [24 x i8] c"handling %d, giving up\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.Problem*, align 8
  store i32 0, i32* %1, align 4
  %5 = call i8* @__cxa_allocate_exception(i64 4) #5
  %6 = bitcast i8* %5 to %struct.Problem*
  %7 = getelementptr inbounds %struct.Problem, %struct.Problem* %6, i32 0, i32 0
  store i32 4, i32* %7, align 16
  invoke void @__cxa_throw(i8* %5, i8* bitcast ({ i8*, i8* }* @_ZTI7Problem to i8*), i8* null) #6
          to label %39 unwind label %8

8:                                                ; preds = %0
  %9 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Problem to i8*)
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %2, align 8
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %3, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, i32* %3, align 4
  %14 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Problem to i8*)) #5
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %31

16:                                               ; preds = %12
  %17 = load i8*, i8** %2, align 8
  %18 = call i8* @__cxa_begin_catch(i8* %17) #5
  %19 = bitcast i8* %18 to %struct.Problem*
  store %struct.Problem* %19, %struct.Problem** %4, align 8
  %20 = load %struct.Problem*, %struct.Problem** %4, align 8
  %21 = getelementptr inbounds %struct.Problem, %struct.Problem* %20, i32 0, i32 0
  %22 = load i32, i32* %21, align 4
  %23 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i64 0, i64 0), i32 noundef %22)
          to label %24 unwind label %25

24:                                               ; preds = %16
  call void @_ZSt9terminatev() #7
  unreachable

25:                                               ; preds = %16
  %26 = landingpad { i8*, i32 }
          cleanup
  %27 = extractvalue { i8*, i32 } %26, 0
  store i8* %27, i8** %2, align 8
  %28 = extractvalue { i8*, i32 } %26, 1
  store i32 %28, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %29 unwind label %36

29:                                               ; preds = %25
  br label %31

30:                                               ; No predecessors!
  ret i32 0

31:                                               ; preds = %29, %12
  %32 = load i8*, i8** %2, align 8
  %33 = load i32, i32* %3, align 4
  %34 = insertvalue { i8*, i32 } undef, i8* %32, 0
  %35 = insertvalue { i8*, i32 } %34, i32 %33, 1
  resume { i8*, i32 } %35

36:                                               ; preds = %25
  %37 = landingpad { i8*, i32 }
          catch i8* null
  %38 = extractvalue { i8*, i32 } %37, 0
  call void @__clang_call_terminate(i8* %38) #7
  unreachable

39:                                               ; preds = %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noreturn nounwind
declare void @_ZSt9terminatev() #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #5
  call void @_ZSt9terminatev() #7
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind readnone }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
