; ModuleID = 'catch_int_same_frame.cpp'
source_filename = "catch_int_same_frame.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [8 x i8] c"try %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"no throw at %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"caught int %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"after try %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %7

7:                                                ; preds = %43, %0
  %8 = load i32, i32* %3, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %54

10:                                               ; preds = %7
  %11 = load i32, i32* %3, align 4
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %11)
          to label %13 unwind label %21

13:                                               ; preds = %10
  %14 = load i32, i32* %3, align 4
  %15 = icmp ne i32 %14, 2
  br i1 %15, label %16, label %46

16:                                               ; preds = %13
  %17 = call i8* @__cxa_allocate_exception(i64 4) #3
  %18 = bitcast i8* %17 to i32*
  %19 = load i32, i32* %3, align 4
  %20 = mul nsw i32 %19, 10
  store i32 %20, i32* %18, align 16
  invoke void @__cxa_throw(i8* %17, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #4
          to label %66 unwind label %21

21:                                               ; preds = %46, %16, %10
  %22 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %23 = extractvalue { i8*, i32 } %22, 0
  store i8* %23, i8** %4, align 8
  %24 = extractvalue { i8*, i32 } %22, 1
  store i32 %24, i32* %5, align 4
  br label %25

25:                                               ; preds = %21
  %26 = load i32, i32* %5, align 4
  %27 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %61

29:                                               ; preds = %25
  %30 = load i8*, i8** %4, align 8
  %31 = call i8* @__cxa_begin_catch(i8* %30) #3
  %32 = bitcast i8* %31 to i32*
  %33 = load i32, i32* %32, align 4
  store i32 %33, i32* %6, align 4
  %34 = load i32, i32* %6, align 4
  %35 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i32 noundef %34)
          to label %36 unwind label %50

36:                                               ; preds = %29
  %37 = load i32, i32* %6, align 4
  %38 = load i32, i32* %2, align 4
  %39 = add nsw i32 %38, %37
  store i32 %39, i32* %2, align 4
  call void @__cxa_end_catch() #3
  br label %40

40:                                               ; preds = %36, %49
  %41 = load i32, i32* %3, align 4
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.3, i64 0, i64 0), i32 noundef %41)
  br label %43

43:                                               ; preds = %40
  %44 = load i32, i32* %3, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %3, align 4
  br label %7, !llvm.loop !4

46:                                               ; preds = %13
  %47 = load i32, i32* %3, align 4
  %48 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef %47)
          to label %49 unwind label %21

49:                                               ; preds = %46
  br label %40

50:                                               ; preds = %29
  %51 = landingpad { i8*, i32 }
          cleanup
  %52 = extractvalue { i8*, i32 } %51, 0
  store i8* %52, i8** %4, align 8
  %53 = extractvalue { i8*, i32 } %51, 1
  store i32 %53, i32* %5, align 4
  call void @__cxa_end_catch() #3
  br label %61

54:                                               ; preds = %7
  %55 = load i32, i32* %2, align 4
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i32 noundef %55)
  %57 = load i32, i32* %2, align 4
  %58 = icmp eq i32 %57, 40
  %59 = zext i1 %58 to i64
  %60 = select i1 %58, i32 0, i32 1
  ret i32 %60

61:                                               ; preds = %50, %25
  %62 = load i8*, i8** %4, align 8
  %63 = load i32, i32* %5, align 4
  %64 = insertvalue { i8*, i32 } undef, i8* %62, 0
  %65 = insertvalue { i8*, i32 } %64, i32 %63, 1
  resume { i8*, i32 } %65

66:                                               ; preds = %16
  unreachable
}

declare dso_local i32 @printf(i8* noundef, ...) #1

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local i8* @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local void @__cxa_end_catch()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readnone }
attributes #3 = { nounwind }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
