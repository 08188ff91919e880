; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

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

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i8], align 1
  %3 = alloca ptr, align 4
  %4 = alloca [32 x i8], align 1
  %5 = alloca [26 x i8], align 1
  %6 = alloca ptr, align 4
  %7 = alloca [13 x i8], align 1
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  %11 = alloca ptr, align 4
  %12 = alloca ptr, align 4
  %13 = alloca [4 x i8], align 1
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %2, ptr align 1 @__const.main.s, i32 20, i1 false)
  %14 = getelementptr inbounds [20 x i8], ptr %2, i32 0, i32 0
  %15 = call ptr @memchr(ptr noundef %14, i32 noundef 111, i32 noundef 20) #5
  store ptr %15, ptr %3, align 4
  %16 = load ptr, ptr %3, align 4
  %17 = icmp ne ptr %16, null
  br i1 %17, label %18, label %24

18:                                               ; preds = %0
  %19 = load ptr, ptr %3, align 4
  %20 = getelementptr inbounds [20 x i8], ptr %2, i32 0, i32 0
  %21 = ptrtoint ptr %19 to i32
  %22 = ptrtoint ptr %20 to i32
  %23 = sub i32 %21, %22
  br label %25

24:                                               ; preds = %0
  br label %25

25:                                               ; preds = %24, %18
  %26 = phi i32 [ %23, %18 ], [ -1, %24 ]
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %26)
  %28 = getelementptr inbounds [20 x i8], ptr %2, i32 0, i32 0
  %29 = call ptr @memchr(ptr noundef %28, i32 noundef 111, i32 noundef 4) #5
  store ptr %29, ptr %3, align 4
  %30 = load ptr, ptr %3, align 4
  %31 = icmp ne ptr %30, null
  br i1 %31, label %32, label %38

32:                                               ; preds = %25
  %33 = load ptr, ptr %3, align 4
  %34 = getelementptr inbounds [20 x i8], ptr %2, i32 0, i32 0
  %35 = ptrtoint ptr %33 to i32
  %36 = ptrtoint ptr %34 to i32
  %37 = sub i32 %35, %36
  br label %39

38:                                               ; preds = %25
  br label %39

39:                                               ; preds = %38, %32
  %40 = phi i32 [ %37, %32 ], [ -1, %38 ]
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %40)
  %42 = getelementptr inbounds [20 x i8], ptr %2, i32 0, i32 0
  %43 = call ptr @memchr(ptr noundef %42, i32 noundef 0, i32 noundef 20) #5
  store ptr %43, ptr %3, align 4
  %44 = load ptr, ptr %3, align 4
  %45 = icmp ne ptr %44, null
  br i1 %45, label %46, label %52

46:                                               ; preds = %39
  %47 = load ptr, ptr %3, align 4
  %48 = getelementptr inbounds [20 x i8], ptr %2, i32 0, i32 0
  %49 = ptrtoint ptr %47 to i32
  %50 = ptrtoint ptr %48 to i32
  %51 = sub i32 %49, %50
  br label %53

52:                                               ; preds = %39
  br label %53

53:                                               ; preds = %52, %46
  %54 = phi i32 [ %51, %46 ], [ -1, %52 ]
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %54)
  %56 = getelementptr inbounds [20 x i8], ptr %2, i32 0, i32 0
  %57 = call ptr @memchr(ptr noundef %56, i32 noundef 367, i32 noundef 20) #5
  store ptr %57, ptr %3, align 4
  %58 = load ptr, ptr %3, align 4
  %59 = icmp ne ptr %58, null
  br i1 %59, label %60, label %66

60:                                               ; preds = %53
  %61 = load ptr, ptr %3, align 4
  %62 = getelementptr inbounds [20 x i8], ptr %2, i32 0, i32 0
  %63 = ptrtoint ptr %61 to i32
  %64 = ptrtoint ptr %62 to i32
  %65 = sub i32 %63, %64
  br label %67

66:                                               ; preds = %53
  br label %67

67:                                               ; preds = %66, %60
  %68 = phi i32 [ %65, %60 ], [ -1, %66 ]
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %68)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %4, ptr align 1 @__const.main.buf, i32 32, i1 false)
  %70 = getelementptr inbounds [32 x i8], ptr %4, i32 0, i32 0
  %71 = call ptr @strncat(ptr noundef %70, ptr noundef @.str.4, i32 noundef 3) #6
  %72 = getelementptr inbounds [32 x i8], ptr %4, i32 0, i32 0
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %72)
  %74 = getelementptr inbounds [32 x i8], ptr %4, i32 0, i32 0
  %75 = call ptr @strncat(ptr noundef %74, ptr noundef @.str.6, i32 noundef 10) #6
  %76 = getelementptr inbounds [32 x i8], ptr %4, i32 0, i32 0
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %76)
  %78 = getelementptr inbounds [32 x i8], ptr %4, i32 0, i32 0
  %79 = call ptr @strncat(ptr noundef %78, ptr noundef @.str.7, i32 noundef 0) #6
  %80 = getelementptr inbounds [32 x i8], ptr %4, i32 0, i32 0
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %80)
  %82 = getelementptr inbounds [20 x i8], ptr %2, i32 0, i32 0
  %83 = call i32 @strspn(ptr noundef %82, ptr noundef @.str.9) #5
  %84 = getelementptr inbounds [20 x i8], ptr %2, i32 0, i32 0
  %85 = call i32 @strspn(ptr noundef %84, ptr noundef @.str.10) #5
  %86 = call i32 @strspn(ptr noundef @.str.11, ptr noundef @.str.12) #5
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %83, i32 noundef %85, i32 noundef %86)
  %88 = getelementptr inbounds [20 x i8], ptr %2, i32 0, i32 0
  %89 = call i32 @strcspn(ptr noundef %88, ptr noundef @.str.14) #5
  %90 = getelementptr inbounds [20 x i8], ptr %2, i32 0, i32 0
  %91 = call i32 @strcspn(ptr noundef %90, ptr noundef @.str.10) #5
  %92 = getelementptr inbounds [20 x i8], ptr %2, i32 0, i32 0
  %93 = call i32 @strcspn(ptr noundef %92, ptr noundef @.str.15) #5
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %89, i32 noundef %91, i32 noundef %93)
  %95 = getelementptr inbounds [20 x i8], ptr %2, i32 0, i32 0
  %96 = call ptr @strpbrk(ptr noundef %95, ptr noundef @.str.16) #5
  store ptr %96, ptr %3, align 4
  %97 = load ptr, ptr %3, align 4
  %98 = icmp ne ptr %97, null
  br i1 %98, label %99, label %101

99:                                               ; preds = %67
  %100 = load ptr, ptr %3, align 4
  br label %102

101:                                              ; preds = %67
  br label %102

102:                                              ; preds = %101, %99
  %103 = phi ptr [ %100, %99 ], [ @.str.18, %101 ]
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %103)
  %105 = getelementptr inbounds [20 x i8], ptr %2, i32 0, i32 0
  %106 = call ptr @strpbrk(ptr noundef %105, ptr noundef @.str.19) #5
  store ptr %106, ptr %3, align 4
  %107 = load ptr, ptr %3, align 4
  %108 = icmp ne ptr %107, null
  br i1 %108, label %109, label %111

109:                                              ; preds = %102
  %110 = load ptr, ptr %3, align 4
  br label %112

111:                                              ; preds = %102
  br label %112

112:                                              ; preds = %111, %109
  %113 = phi ptr [ %110, %109 ], [ @.str.18, %111 ]
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %113)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %5, ptr align 1 @__const.main.t, i32 26, i1 false)
  %115 = getelementptr inbounds [26 x i8], ptr %5, i32 0, i32 0
  %116 = call ptr @strtok(ptr noundef %115, ptr noundef @.str.14) #6
  store ptr %116, ptr %6, align 4
  br label %117

117:                                              ; preds = %123, %112
  %118 = load ptr, ptr %6, align 4
  %119 = icmp ne ptr %118, null
  br i1 %119, label %120, label %125

120:                                              ; preds = %117
  %121 = load ptr, ptr %6, align 4
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %121)
  br label %123

123:                                              ; preds = %120
  %124 = call ptr @strtok(ptr noundef null, ptr noundef @.str.14) #6
  store ptr %124, ptr %6, align 4
  br label %117, !llvm.loop !6

125:                                              ; preds = %117
  %126 = call ptr @strtok(ptr noundef null, ptr noundef @.str.14) #6
  %127 = icmp ne ptr %126, null
  %128 = zext i1 %127 to i64
  %129 = select i1 %127, ptr @.str.22, ptr @.str.23
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %129)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %7, ptr align 1 @__const.main.u, i32 13, i1 false)
  %131 = getelementptr inbounds [13 x i8], ptr %7, i32 0, i32 0
  %132 = call ptr @strtok_r(ptr noundef %131, ptr noundef @.str.24, ptr noundef %8) #6
  store ptr %132, ptr %10, align 4
  br label %133

133:                                              ; preds = %149, %125
  %134 = load ptr, ptr %10, align 4
  %135 = icmp ne ptr %134, null
  br i1 %135, label %136, label %151

136:                                              ; preds = %133
  %137 = load ptr, ptr %10, align 4
  %138 = call ptr @strtok_r(ptr noundef %137, ptr noundef @.str.25, ptr noundef %9) #6
  store ptr %138, ptr %11, align 4
  %139 = call ptr @strtok_r(ptr noundef null, ptr noundef @.str.25, ptr noundef %9) #6
  store ptr %139, ptr %12, align 4
  %140 = load ptr, ptr %11, align 4
  %141 = load ptr, ptr %12, align 4
  %142 = icmp ne ptr %141, null
  br i1 %142, label %143, label %145

143:                                              ; preds = %136
  %144 = load ptr, ptr %12, align 4
  br label %146

145:                                              ; preds = %136
  br label %146

146:                                              ; preds = %145, %143
  %147 = phi ptr [ %144, %143 ], [ @.str.27, %145 ]
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, ptr noundef %140, ptr noundef %147)
  br label %149

149:                                              ; preds = %146
  %150 = call ptr @strtok_r(ptr noundef null, ptr noundef @.str.24, ptr noundef %8) #6
  store ptr %150, ptr %10, align 4
  br label %133, !llvm.loop !8

151:                                              ; preds = %133
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %13, ptr align 1 @__const.main.w, i32 4, i1 false)
  %152 = getelementptr inbounds [4 x i8], ptr %13, i32 0, i32 0
  %153 = call ptr @strtok(ptr noundef %152, ptr noundef @.str.29) #6
  %154 = icmp ne ptr %153, null
  %155 = zext i1 %154 to i64
  %156 = select i1 %154, ptr @.str.30, ptr @.str.23
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, ptr noundef %156)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: nounwind willreturn memory(read)
declare ptr @memchr(ptr noundef, i32 noundef, i32 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare ptr @strncat(ptr noundef, ptr noundef, i32 noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strspn(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcspn(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strpbrk(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare ptr @strtok(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare ptr @strtok_r(ptr noundef, ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
