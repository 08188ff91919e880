; ModuleID = 'ctype.c'
source_filename = "ctype.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

@.str = private unnamed_addr constant [30 x i8] c"%4d: %4x %4x %4d %4d %4d %4d\0A\00", align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 -1, ptr %2, align 4
  br label %5

5:                                                ; preds = %223, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 256
  br i1 %7, label %8, label %226

8:                                                ; preds = %5
  %9 = call ptr @__ctype_b_loc() #4
  %10 = load ptr, ptr %9, align 4
  %11 = load i32, ptr %2, align 4
  %12 = getelementptr inbounds i16, ptr %10, i32 %11
  %13 = load i16, ptr %12, align 2
  %14 = zext i16 %13 to i32
  %15 = and i32 %14, 1024
  %16 = icmp ne i32 %15, 0
  %17 = zext i1 %16 to i64
  %18 = select i1 %16, i32 1, i32 0
  %19 = call ptr @__ctype_b_loc() #4
  %20 = load ptr, ptr %19, align 4
  %21 = load i32, ptr %2, align 4
  %22 = getelementptr inbounds i16, ptr %20, i32 %21
  %23 = load i16, ptr %22, align 2
  %24 = zext i16 %23 to i32
  %25 = and i32 %24, 2048
  %26 = icmp ne i32 %25, 0
  %27 = zext i1 %26 to i64
  %28 = select i1 %26, i32 2, i32 0
  %29 = or i32 %18, %28
  %30 = call ptr @__ctype_b_loc() #4
  %31 = load ptr, ptr %30, align 4
  %32 = load i32, ptr %2, align 4
  %33 = getelementptr inbounds i16, ptr %31, i32 %32
  %34 = load i16, ptr %33, align 2
  %35 = zext i16 %34 to i32
  %36 = and i32 %35, 8192
  %37 = icmp ne i32 %36, 0
  %38 = zext i1 %37 to i64
  %39 = select i1 %37, i32 4, i32 0
  %40 = or i32 %29, %39
  %41 = call ptr @__ctype_b_loc() #4
  %42 = load ptr, ptr %41, align 4
  %43 = load i32, ptr %2, align 4
  %44 = getelementptr inbounds i16, ptr %42, i32 %43
  %45 = load i16, ptr %44, align 2
  %46 = zext i16 %45 to i32
  %47 = and i32 %46, 256
  %48 = icmp ne i32 %47, 0
  %49 = zext i1 %48 to i64
  %50 = select i1 %48, i32 8, i32 0
  %51 = or i32 %40, %50
  %52 = call ptr @__ctype_b_loc() #4
  %53 = load ptr, ptr %52, align 4
  %54 = load i32, ptr %2, align 4
  %55 = getelementptr inbounds i16, ptr %53, i32 %54
  %56 = load i16, ptr %55, align 2
  %57 = zext i16 %56 to i32
  %58 = and i32 %57, 512
  %59 = icmp ne i32 %58, 0
  %60 = zext i1 %59 to i64
  %61 = select i1 %59, i32 16, i32 0
  %62 = or i32 %51, %61
  %63 = call ptr @__ctype_b_loc() #4
  %64 = load ptr, ptr %63, align 4
  %65 = load i32, ptr %2, align 4
  %66 = getelementptr inbounds i16, ptr %64, i32 %65
  %67 = load i16, ptr %66, align 2
  %68 = zext i16 %67 to i32
  %69 = and i32 %68, 8
  %70 = icmp ne i32 %69, 0
  %71 = zext i1 %70 to i64
  %72 = select i1 %70, i32 32, i32 0
  %73 = or i32 %62, %72
  %74 = call ptr @__ctype_b_loc() #4
  %75 = load ptr, ptr %74, align 4
  %76 = load i32, ptr %2, align 4
  %77 = getelementptr inbounds i16, ptr %75, i32 %76
  %78 = load i16, ptr %77, align 2
  %79 = zext i16 %78 to i32
  %80 = and i32 %79, 16384
  %81 = icmp ne i32 %80, 0
  %82 = zext i1 %81 to i64
  %83 = select i1 %81, i32 64, i32 0
  %84 = or i32 %73, %83
  %85 = call ptr @__ctype_b_loc() #4
  %86 = load ptr, ptr %85, align 4
  %87 = load i32, ptr %2, align 4
  %88 = getelementptr inbounds i16, ptr %86, i32 %87
  %89 = load i16, ptr %88, align 2
  %90 = zext i16 %89 to i32
  %91 = and i32 %90, 4
  %92 = icmp ne i32 %91, 0
  %93 = zext i1 %92 to i64
  %94 = select i1 %92, i32 128, i32 0
  %95 = or i32 %84, %94
  %96 = call ptr @__ctype_b_loc() #4
  %97 = load ptr, ptr %96, align 4
  %98 = load i32, ptr %2, align 4
  %99 = getelementptr inbounds i16, ptr %97, i32 %98
  %100 = load i16, ptr %99, align 2
  %101 = zext i16 %100 to i32
  %102 = and i32 %101, 4096
  %103 = icmp ne i32 %102, 0
  %104 = zext i1 %103 to i64
  %105 = select i1 %103, i32 256, i32 0
  %106 = or i32 %95, %105
  %107 = call ptr @__ctype_b_loc() #4
  %108 = load ptr, ptr %107, align 4
  %109 = load i32, ptr %2, align 4
  %110 = getelementptr inbounds i16, ptr %108, i32 %109
  %111 = load i16, ptr %110, align 2
  %112 = zext i16 %111 to i32
  %113 = and i32 %112, 2
  %114 = icmp ne i32 %113, 0
  %115 = zext i1 %114 to i64
  %116 = select i1 %114, i32 512, i32 0
  %117 = or i32 %106, %116
  %118 = call ptr @__ctype_b_loc() #4
  %119 = load ptr, ptr %118, align 4
  %120 = load i32, ptr %2, align 4
  %121 = getelementptr inbounds i16, ptr %119, i32 %120
  %122 = load i16, ptr %121, align 2
  %123 = zext i16 %122 to i32
  %124 = and i32 %123, 32768
  %125 = icmp ne i32 %124, 0
  %126 = zext i1 %125 to i64
  %127 = select i1 %125, i32 1024, i32 0
  %128 = or i32 %117, %127
  %129 = call ptr @__ctype_b_loc() #4
  %130 = load ptr, ptr %129, align 4
  %131 = load i32, ptr %2, align 4
  %132 = getelementptr inbounds i16, ptr %130, i32 %131
  %133 = load i16, ptr %132, align 2
  %134 = zext i16 %133 to i32
  %135 = and i32 %134, 1
  %136 = icmp ne i32 %135, 0
  %137 = zext i1 %136 to i64
  %138 = select i1 %136, i32 2048, i32 0
  %139 = or i32 %128, %138
  store i32 %139, ptr %3, align 4
  %140 = load i32, ptr %2, align 4
  %141 = call i32 @isalpha(i32 noundef %140) #5
  %142 = icmp ne i32 %141, 0
  %143 = zext i1 %142 to i64
  %144 = select i1 %142, i32 1, i32 0
  %145 = load i32, ptr %2, align 4
  %146 = call i32 @isdigit(i32 noundef %145) #5
  %147 = icmp ne i32 %146, 0
  %148 = zext i1 %147 to i64
  %149 = select i1 %147, i32 2, i32 0
  %150 = or i32 %144, %149
  %151 = load i32, ptr %2, align 4
  %152 = call i32 @isspace(i32 noundef %151) #5
  %153 = icmp ne i32 %152, 0
  %154 = zext i1 %153 to i64
  %155 = select i1 %153, i32 4, i32 0
  %156 = or i32 %150, %155
  %157 = load i32, ptr %2, align 4
  %158 = call i32 @isupper(i32 noundef %157) #5
  %159 = icmp ne i32 %158, 0
  %160 = zext i1 %159 to i64
  %161 = select i1 %159, i32 8, i32 0
  %162 = or i32 %156, %161
  %163 = load i32, ptr %2, align 4
  %164 = call i32 @islower(i32 noundef %163) #5
  %165 = icmp ne i32 %164, 0
  %166 = zext i1 %165 to i64
  %167 = select i1 %165, i32 16, i32 0
  %168 = or i32 %162, %167
  %169 = load i32, ptr %2, align 4
  %170 = call i32 @isalnum(i32 noundef %169) #5
  %171 = icmp ne i32 %170, 0
  %172 = zext i1 %171 to i64
  %173 = select i1 %171, i32 32, i32 0
  %174 = or i32 %168, %173
  %175 = load i32, ptr %2, align 4
  %176 = call i32 @isprint(i32 noundef %175) #5
  %177 = icmp ne i32 %176, 0
  %178 = zext i1 %177 to i64
  %179 = select i1 %177, i32 64, i32 0
  %180 = or i32 %174, %179
  %181 = load i32, ptr %2, align 4
  %182 = call i32 @ispunct(i32 noundef %181) #5
  %183 = icmp ne i32 %182, 0
  %184 = zext i1 %183 to i64
  %185 = select i1 %183, i32 128, i32 0
  %186 = or i32 %180, %185
  %187 = load i32, ptr %2, align 4
  %188 = call i32 @isxdigit(i32 noundef %187) #5
  %189 = icmp ne i32 %188, 0
  %190 = zext i1 %189 to i64
  %191 = select i1 %189, i32 256, i32 0
  %192 = or i32 %186, %191
  %193 = load i32, ptr %2, align 4
  %194 = call i32 @iscntrl(i32 noundef %193) #5
  %195 = icmp ne i32 %194, 0
  %196 = zext i1 %195 to i64
  %197 = select i1 %195, i32 512, i32 0
  %198 = or i32 %192, %197
  %199 = load i32, ptr %2, align 4
  %200 = call i32 @isgraph(i32 noundef %199) #5
  %201 = icmp ne i32 %200, 0
  %202 = zext i1 %201 to i64
  %203 = select i1 %201, i32 1024, i32 0
  %204 = or i32 %198, %203
  %205 = load i32, ptr %2, align 4
  %206 = call i32 @isblank(i32 noundef %205) #5
  %207 = icmp ne i32 %206, 0
  %208 = zext i1 %207 to i64
  %209 = select i1 %207, i32 2048, i32 0
  %210 = or i32 %204, %209
  store i32 %210, ptr %4, align 4
  %211 = load i32, ptr %2, align 4
  %212 = load i32, ptr %3, align 4
  %213 = load i32, ptr %4, align 4
  %214 = load i32, ptr %2, align 4
  %215 = call i32 @toupper(i32 noundef %214) #5
  %216 = load i32, ptr %2, align 4
  %217 = call i32 @tolower(i32 noundef %216) #5
  %218 = load i32, ptr %2, align 4
  %219 = call i32 @toupper(i32 noundef %218) #5
  %220 = load i32, ptr %2, align 4
  %221 = call i32 @tolower(i32 noundef %220) #5
  %222 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %211, i32 noundef %212, i32 noundef %213, i32 noundef %215, i32 noundef %217, i32 noundef %219, i32 noundef %221)
  br label %223

223:                                              ; preds = %8
  %224 = load i32, ptr %2, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %2, align 4
  br label %5, !llvm.loop !6

226:                                              ; preds = %5
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #1

; Function Attrs: nounwind willreturn memory(read)
declare i32 @isalpha(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @isdigit(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @isspace(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @isupper(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @islower(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @isalnum(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @isprint(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @ispunct(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @isxdigit(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @iscntrl(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @isgraph(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @isblank(i32 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @toupper(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @tolower(i32 noundef) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
