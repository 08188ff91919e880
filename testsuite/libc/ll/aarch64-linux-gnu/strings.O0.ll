; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.s = private unnamed_addr constant [20 x i8] c"hello, world; again\00", align 1
@.str = private unnamed_addr constant [14 x i8] c"memchr o: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"memchr o in 4: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"memchr nul: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"memchr o+256: %d\0A\00", align 1
@__const.main.buf = private unnamed_addr constant [32 x i8] c"abc\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"defgh\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"strncat: [%s]\0A\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"xy\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"zzz\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"strspn: %zu %zu %zu\0A\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"hel\00", align 1
@.str.10 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"aaa\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"strcspn: %zu %zu %zu\0A\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c",;\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"xyz\00", align 1
@.str.16 = private unnamed_addr constant [3 x i8] c";,\00", align 1
@.str.17 = private unnamed_addr constant [13 x i8] c"strpbrk: %s\0A\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"(null)\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"XYZ\00", align 1
@__const.main.t = private unnamed_addr constant [26 x i8] c",,one,two;;three,, ,four;\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"token [%s]\0A\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"after: %s\0A\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"more\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"none\00", align 1
@__const.main.u = private unnamed_addr constant [13 x i8] c"a=1&b=2&&c=3\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"&\00", align 1
@.str.25 = private unnamed_addr constant [2 x i8] c"=\00", align 1
@.str.26 = private unnamed_addr constant [15 x i8] c"pair %s -> %s\0A\00", align 1
@.str.27 = private unnamed_addr constant [7 x i8] c"(none)\00", align 1
@__const.main.w = private unnamed_addr constant [4 x i8] c"   \00", align 1
@.str.28 = private unnamed_addr constant [11 x i8] c"blank: %s\0A\00", align 1
@.str.29 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.30 = private unnamed_addr constant [6 x i8] c"token\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i8], align 1
  %3 = alloca ptr, align 8
  %4 = alloca [32 x i8], align 1
  %5 = alloca [26 x i8], align 1
  %6 = alloca ptr, align 8
  %7 = alloca [13 x i8], align 1
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca [4 x i8], align 1
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.s, i64 20, i1 false)
  %14 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %15 = call ptr @memchr(ptr noundef %14, i32 noundef 111, i64 noundef 20) #5
  store ptr %15, ptr %3, align 8
  %16 = load ptr, ptr %3, align 8
  %17 = icmp ne ptr %16, null
  br i1 %17, label %18, label %25

18:                                               ; preds = %0
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %21 = ptrtoint ptr %19 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = trunc i64 %23 to i32
  br label %26

25:                                               ; preds = %0
  br label %26

26:                                               ; preds = %25, %18
  %27 = phi i32 [ %24, %18 ], [ -1, %25 ]
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %27)
  %29 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %30 = call ptr @memchr(ptr noundef %29, i32 noundef 111, i64 noundef 4) #5
  store ptr %30, ptr %3, align 8
  %31 = load ptr, ptr %3, align 8
  %32 = icmp ne ptr %31, null
  br i1 %32, label %33, label %40

33:                                               ; preds = %26
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %36 = ptrtoint ptr %34 to i64
  %37 = ptrtoint ptr %35 to i64
  %38 = sub i64 %36, %37
  %39 = trunc i64 %38 to i32
  br label %41

40:                                               ; preds = %26
  br label %41

41:                                               ; preds = %40, %33
  %42 = phi i32 [ %39, %33 ], [ -1, %40 ]
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %42)
  %44 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %45 = call ptr @memchr(ptr noundef %44, i32 noundef 0, i64 noundef 20) #5
  store ptr %45, ptr %3, align 8
  %46 = load ptr, ptr %3, align 8
  %47 = icmp ne ptr %46, null
  br i1 %47, label %48, label %55

48:                                               ; preds = %41
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %51 = ptrtoint ptr %49 to i64
  %52 = ptrtoint ptr %50 to i64
  %53 = sub i64 %51, %52
  %54 = trunc i64 %53 to i32
  br label %56

55:                                               ; preds = %41
  br label %56

56:                                               ; preds = %55, %48
  %57 = phi i32 [ %54, %48 ], [ -1, %55 ]
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %57)
  %59 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %60 = call ptr @memchr(ptr noundef %59, i32 noundef 367, i64 noundef 20) #5
  store ptr %60, ptr %3, align 8
  %61 = load ptr, ptr %3, align 8
  %62 = icmp ne ptr %61, null
  br i1 %62, label %63, label %70

63:                                               ; preds = %56
  %64 = load ptr, ptr %3, align 8
  %65 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %66 = ptrtoint ptr %64 to i64
  %67 = ptrtoint ptr %65 to i64
  %68 = sub i64 %66, %67
  %69 = trunc i64 %68 to i32
  br label %71

70:                                               ; preds = %56
  br label %71

71:                                               ; preds = %70, %63
  %72 = phi i32 [ %69, %63 ], [ -1, %70 ]
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %72)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 @__const.main.buf, i64 32, i1 false)
  %74 = getelementptr inbounds [32 x i8], ptr %4, i64 0, i64 0
  %75 = call ptr @strncat(ptr noundef %74, ptr noundef @.str.4, i64 noundef 3) #6
  %76 = getelementptr inbounds [32 x i8], ptr %4, i64 0, i64 0
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %76)
  %78 = getelementptr inbounds [32 x i8], ptr %4, i64 0, i64 0
  %79 = call ptr @strncat(ptr noundef %78, ptr noundef @.str.6, i64 noundef 10) #6
  %80 = getelementptr inbounds [32 x i8], ptr %4, i64 0, i64 0
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %80)
  %82 = getelementptr inbounds [32 x i8], ptr %4, i64 0, i64 0
  %83 = call ptr @strncat(ptr noundef %82, ptr noundef @.str.7, i64 noundef 0) #6
  %84 = getelementptr inbounds [32 x i8], ptr %4, i64 0, i64 0
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %84)
  %86 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %87 = call i64 @strspn(ptr noundef %86, ptr noundef @.str.9) #5
  %88 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %89 = call i64 @strspn(ptr noundef %88, ptr noundef @.str.10) #5
  %90 = call i64 @strspn(ptr noundef @.str.11, ptr noundef @.str.12) #5
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %87, i64 noundef %89, i64 noundef %90)
  %92 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %93 = call i64 @strcspn(ptr noundef %92, ptr noundef @.str.14) #5
  %94 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %95 = call i64 @strcspn(ptr noundef %94, ptr noundef @.str.10) #5
  %96 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %97 = call i64 @strcspn(ptr noundef %96, ptr noundef @.str.15) #5
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %93, i64 noundef %95, i64 noundef %97)
  %99 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %100 = call ptr @strpbrk(ptr noundef %99, ptr noundef @.str.16) #5
  store ptr %100, ptr %3, align 8
  %101 = load ptr, ptr %3, align 8
  %102 = icmp ne ptr %101, null
  br i1 %102, label %103, label %105

103:                                              ; preds = %71
  %104 = load ptr, ptr %3, align 8
  br label %106

105:                                              ; preds = %71
  br label %106

106:                                              ; preds = %105, %103
  %107 = phi ptr [ %104, %103 ], [ @.str.18, %105 ]
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %107)
  %109 = getelementptr inbounds [20 x i8], ptr %2, i64 0, i64 0
  %110 = call ptr @strpbrk(ptr noundef %109, ptr noundef @.str.19) #5
  store ptr %110, ptr %3, align 8
  %111 = load ptr, ptr %3, align 8
  %112 = icmp ne ptr %111, null
  br i1 %112, label %113, label %115

113:                                              ; preds = %106
  %114 = load ptr, ptr %3, align 8
  br label %116

115:                                              ; preds = %106
  br label %116

116:                                              ; preds = %115, %113
  %117 = phi ptr [ %114, %113 ], [ @.str.18, %115 ]
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %117)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 @__const.main.t, i64 26, i1 false)
  %119 = getelementptr inbounds [26 x i8], ptr %5, i64 0, i64 0
  %120 = call ptr @strtok(ptr noundef %119, ptr noundef @.str.14) #6
  store ptr %120, ptr %6, align 8
  br label %121

121:                                              ; preds = %127, %116
  %122 = load ptr, ptr %6, align 8
  %123 = icmp ne ptr %122, null
  br i1 %123, label %124, label %129

124:                                              ; preds = %121
  %125 = load ptr, ptr %6, align 8
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %125)
  br label %127

127:                                              ; preds = %124
  %128 = call ptr @strtok(ptr noundef null, ptr noundef @.str.14) #6
  store ptr %128, ptr %6, align 8
  br label %121, !llvm.loop !6

129:                                              ; preds = %121
  %130 = call ptr @strtok(ptr noundef null, ptr noundef @.str.14) #6
  %131 = icmp ne ptr %130, null
  %132 = zext i1 %131 to i64
  %133 = select i1 %131, ptr @.str.22, ptr @.str.23
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %133)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 @__const.main.u, i64 13, i1 false)
  %135 = getelementptr inbounds [13 x i8], ptr %7, i64 0, i64 0
  %136 = call ptr @strtok_r(ptr noundef %135, ptr noundef @.str.24, ptr noundef %8) #6
  store ptr %136, ptr %10, align 8
  br label %137

137:                                              ; preds = %153, %129
  %138 = load ptr, ptr %10, align 8
  %139 = icmp ne ptr %138, null
  br i1 %139, label %140, label %155

140:                                              ; preds = %137
  %141 = load ptr, ptr %10, align 8
  %142 = call ptr @strtok_r(ptr noundef %141, ptr noundef @.str.25, ptr noundef %9) #6
  store ptr %142, ptr %11, align 8
  %143 = call ptr @strtok_r(ptr noundef null, ptr noundef @.str.25, ptr noundef %9) #6
  store ptr %143, ptr %12, align 8
  %144 = load ptr, ptr %11, align 8
  %145 = load ptr, ptr %12, align 8
  %146 = icmp ne ptr %145, null
  br i1 %146, label %147, label %149

147:                                              ; preds = %140
  %148 = load ptr, ptr %12, align 8
  br label %150

149:                                              ; preds = %140
  br label %150

150:                                              ; preds = %149, %147
  %151 = phi ptr [ %148, %147 ], [ @.str.27, %149 ]
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, ptr noundef %144, ptr noundef %151)
  br label %153

153:                                              ; preds = %150
  %154 = call ptr @strtok_r(ptr noundef null, ptr noundef @.str.24, ptr noundef %8) #6
  store ptr %154, ptr %10, align 8
  br label %137, !llvm.loop !8

155:                                              ; preds = %137
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 @__const.main.w, i64 4, i1 false)
  %156 = getelementptr inbounds [4 x i8], ptr %13, i64 0, i64 0
  %157 = call ptr @strtok(ptr noundef %156, ptr noundef @.str.29) #6
  %158 = icmp ne ptr %157, null
  %159 = zext i1 %158 to i64
  %160 = select i1 %158, ptr @.str.30, ptr @.str.23
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, ptr noundef %160)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind willreturn memory(read)
declare ptr @memchr(ptr noundef, i32 noundef, i64 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare ptr @strncat(ptr noundef, ptr noundef, i64 noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strspn(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strcspn(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strpbrk(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare ptr @strtok(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare ptr @strtok_r(ptr noundef, ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
