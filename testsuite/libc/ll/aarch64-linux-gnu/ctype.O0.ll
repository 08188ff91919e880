; ModuleID = 'ctype.c'
source_filename = "ctype.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"%4d: %4x %4x %4d %4d %4d %4d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 -1, ptr %2, align 4
  br label %5

5:                                                ; preds = %235, %0
  %6 = load i32, ptr %2, align 4
  %7 = icmp slt i32 %6, 256
  br i1 %7, label %8, label %238

8:                                                ; preds = %5
  %9 = call ptr @__ctype_b_loc() #4
  %10 = load ptr, ptr %9, align 8
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i16, ptr %10, i64 %12
  %14 = load i16, ptr %13, align 2
  %15 = zext i16 %14 to i32
  %16 = and i32 %15, 1024
  %17 = icmp ne i32 %16, 0
  %18 = zext i1 %17 to i64
  %19 = select i1 %17, i32 1, i32 0
  %20 = call ptr @__ctype_b_loc() #4
  %21 = load ptr, ptr %20, align 8
  %22 = load i32, ptr %2, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i16, ptr %21, i64 %23
  %25 = load i16, ptr %24, align 2
  %26 = zext i16 %25 to i32
  %27 = and i32 %26, 2048
  %28 = icmp ne i32 %27, 0
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, i32 2, i32 0
  %31 = or i32 %19, %30
  %32 = call ptr @__ctype_b_loc() #4
  %33 = load ptr, ptr %32, align 8
  %34 = load i32, ptr %2, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i16, ptr %33, i64 %35
  %37 = load i16, ptr %36, align 2
  %38 = zext i16 %37 to i32
  %39 = and i32 %38, 8192
  %40 = icmp ne i32 %39, 0
  %41 = zext i1 %40 to i64
  %42 = select i1 %40, i32 4, i32 0
  %43 = or i32 %31, %42
  %44 = call ptr @__ctype_b_loc() #4
  %45 = load ptr, ptr %44, align 8
  %46 = load i32, ptr %2, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i16, ptr %45, i64 %47
  %49 = load i16, ptr %48, align 2
  %50 = zext i16 %49 to i32
  %51 = and i32 %50, 256
  %52 = icmp ne i32 %51, 0
  %53 = zext i1 %52 to i64
  %54 = select i1 %52, i32 8, i32 0
  %55 = or i32 %43, %54
  %56 = call ptr @__ctype_b_loc() #4
  %57 = load ptr, ptr %56, align 8
  %58 = load i32, ptr %2, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i16, ptr %57, i64 %59
  %61 = load i16, ptr %60, align 2
  %62 = zext i16 %61 to i32
  %63 = and i32 %62, 512
  %64 = icmp ne i32 %63, 0
  %65 = zext i1 %64 to i64
  %66 = select i1 %64, i32 16, i32 0
  %67 = or i32 %55, %66
  %68 = call ptr @__ctype_b_loc() #4
  %69 = load ptr, ptr %68, align 8
  %70 = load i32, ptr %2, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i16, ptr %69, i64 %71
  %73 = load i16, ptr %72, align 2
  %74 = zext i16 %73 to i32
  %75 = and i32 %74, 8
  %76 = icmp ne i32 %75, 0
  %77 = zext i1 %76 to i64
  %78 = select i1 %76, i32 32, i32 0
  %79 = or i32 %67, %78
  %80 = call ptr @__ctype_b_loc() #4
  %81 = load ptr, ptr %80, align 8
  %82 = load i32, ptr %2, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i16, ptr %81, i64 %83
  %85 = load i16, ptr %84, align 2
  %86 = zext i16 %85 to i32
  %87 = and i32 %86, 16384
  %88 = icmp ne i32 %87, 0
  %89 = zext i1 %88 to i64
  %90 = select i1 %88, i32 64, i32 0
  %91 = or i32 %79, %90
  %92 = call ptr @__ctype_b_loc() #4
  %93 = load ptr, ptr %92, align 8
  %94 = load i32, ptr %2, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i16, ptr %93, i64 %95
  %97 = load i16, ptr %96, align 2
  %98 = zext i16 %97 to i32
  %99 = and i32 %98, 4
  %100 = icmp ne i32 %99, 0
  %101 = zext i1 %100 to i64
  %102 = select i1 %100, i32 128, i32 0
  %103 = or i32 %91, %102
  %104 = call ptr @__ctype_b_loc() #4
  %105 = load ptr, ptr %104, align 8
  %106 = load i32, ptr %2, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i16, ptr %105, i64 %107
  %109 = load i16, ptr %108, align 2
  %110 = zext i16 %109 to i32
  %111 = and i32 %110, 4096
  %112 = icmp ne i32 %111, 0
  %113 = zext i1 %112 to i64
  %114 = select i1 %112, i32 256, i32 0
  %115 = or i32 %103, %114
  %116 = call ptr @__ctype_b_loc() #4
  %117 = load ptr, ptr %116, align 8
  %118 = load i32, ptr %2, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i16, ptr %117, i64 %119
  %121 = load i16, ptr %120, align 2
  %122 = zext i16 %121 to i32
  %123 = and i32 %122, 2
  %124 = icmp ne i32 %123, 0
  %125 = zext i1 %124 to i64
  %126 = select i1 %124, i32 512, i32 0
  %127 = or i32 %115, %126
  %128 = call ptr @__ctype_b_loc() #4
  %129 = load ptr, ptr %128, align 8
  %130 = load i32, ptr %2, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds i16, ptr %129, i64 %131
  %133 = load i16, ptr %132, align 2
  %134 = zext i16 %133 to i32
  %135 = and i32 %134, 32768
  %136 = icmp ne i32 %135, 0
  %137 = zext i1 %136 to i64
  %138 = select i1 %136, i32 1024, i32 0
  %139 = or i32 %127, %138
  %140 = call ptr @__ctype_b_loc() #4
  %141 = load ptr, ptr %140, align 8
  %142 = load i32, ptr %2, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i16, ptr %141, i64 %143
  %145 = load i16, ptr %144, align 2
  %146 = zext i16 %145 to i32
  %147 = and i32 %146, 1
  %148 = icmp ne i32 %147, 0
  %149 = zext i1 %148 to i64
  %150 = select i1 %148, i32 2048, i32 0
  %151 = or i32 %139, %150
  store i32 %151, ptr %3, align 4
  %152 = load i32, ptr %2, align 4
  %153 = call i32 @isalpha(i32 noundef %152) #5
  %154 = icmp ne i32 %153, 0
  %155 = zext i1 %154 to i64
  %156 = select i1 %154, i32 1, i32 0
  %157 = load i32, ptr %2, align 4
  %158 = call i32 @isdigit(i32 noundef %157) #5
  %159 = icmp ne i32 %158, 0
  %160 = zext i1 %159 to i64
  %161 = select i1 %159, i32 2, i32 0
  %162 = or i32 %156, %161
  %163 = load i32, ptr %2, align 4
  %164 = call i32 @isspace(i32 noundef %163) #5
  %165 = icmp ne i32 %164, 0
  %166 = zext i1 %165 to i64
  %167 = select i1 %165, i32 4, i32 0
  %168 = or i32 %162, %167
  %169 = load i32, ptr %2, align 4
  %170 = call i32 @isupper(i32 noundef %169) #5
  %171 = icmp ne i32 %170, 0
  %172 = zext i1 %171 to i64
  %173 = select i1 %171, i32 8, i32 0
  %174 = or i32 %168, %173
  %175 = load i32, ptr %2, align 4
  %176 = call i32 @islower(i32 noundef %175) #5
  %177 = icmp ne i32 %176, 0
  %178 = zext i1 %177 to i64
  %179 = select i1 %177, i32 16, i32 0
  %180 = or i32 %174, %179
  %181 = load i32, ptr %2, align 4
  %182 = call i32 @isalnum(i32 noundef %181) #5
  %183 = icmp ne i32 %182, 0
  %184 = zext i1 %183 to i64
  %185 = select i1 %183, i32 32, i32 0
  %186 = or i32 %180, %185
  %187 = load i32, ptr %2, align 4
  %188 = call i32 @isprint(i32 noundef %187) #5
  %189 = icmp ne i32 %188, 0
  %190 = zext i1 %189 to i64
  %191 = select i1 %189, i32 64, i32 0
  %192 = or i32 %186, %191
  %193 = load i32, ptr %2, align 4
  %194 = call i32 @ispunct(i32 noundef %193) #5
  %195 = icmp ne i32 %194, 0
  %196 = zext i1 %195 to i64
  %197 = select i1 %195, i32 128, i32 0
  %198 = or i32 %192, %197
  %199 = load i32, ptr %2, align 4
  %200 = call i32 @isxdigit(i32 noundef %199) #5
  %201 = icmp ne i32 %200, 0
  %202 = zext i1 %201 to i64
  %203 = select i1 %201, i32 256, i32 0
  %204 = or i32 %198, %203
  %205 = load i32, ptr %2, align 4
  %206 = call i32 @iscntrl(i32 noundef %205) #5
  %207 = icmp ne i32 %206, 0
  %208 = zext i1 %207 to i64
  %209 = select i1 %207, i32 512, i32 0
  %210 = or i32 %204, %209
  %211 = load i32, ptr %2, align 4
  %212 = call i32 @isgraph(i32 noundef %211) #5
  %213 = icmp ne i32 %212, 0
  %214 = zext i1 %213 to i64
  %215 = select i1 %213, i32 1024, i32 0
  %216 = or i32 %210, %215
  %217 = load i32, ptr %2, align 4
  %218 = call i32 @isblank(i32 noundef %217) #5
  %219 = icmp ne i32 %218, 0
  %220 = zext i1 %219 to i64
  %221 = select i1 %219, i32 2048, i32 0
  %222 = or i32 %216, %221
  store i32 %222, ptr %4, align 4
  %223 = load i32, ptr %2, align 4
  %224 = load i32, ptr %3, align 4
  %225 = load i32, ptr %4, align 4
  %226 = load i32, ptr %2, align 4
  %227 = call i32 @toupper(i32 noundef %226) #5
  %228 = load i32, ptr %2, align 4
  %229 = call i32 @tolower(i32 noundef %228) #5
  %230 = load i32, ptr %2, align 4
  %231 = call i32 @toupper(i32 noundef %230) #5
  %232 = load i32, ptr %2, align 4
  %233 = call i32 @tolower(i32 noundef %232) #5
  %234 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %223, i32 noundef %224, i32 noundef %225, i32 noundef %227, i32 noundef %229, i32 noundef %231, i32 noundef %233)
  br label %235

235:                                              ; preds = %8
  %236 = load i32, ptr %2, align 4
  %237 = add nsw i32 %236, 1
  store i32 %237, ptr %2, align 4
  br label %5, !llvm.loop !6

238:                                              ; preds = %5
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
